!cute_arith_tuple_iter_045f90 = !cute.arith_tuple_iter<"(?{div=256},?{div=128},?)">
!cute_arith_tuple_iter_396070 = !cute.arith_tuple_iter<"(?{div=64},?{div=128},?)">
!cute_arith_tuple_iter_7007f6 = !cute.arith_tuple_iter<"(0,?{div=64},0)">
!cute_arith_tuple_iter_815f75 = !cute.arith_tuple_iter<"(?{div=128},?{div=128},?)">
!cute_arith_tuple_iter_a2b070 = !cute.arith_tuple_iter<"(?{div=64},?{div=256},?)">
!cute_arith_tuple_iter_da3d01 = !cute.arith_tuple_iter<"(0,0,0)">
!cute_arith_tuple_iter_df6bff = !cute.arith_tuple_iter<"(?{div=32},?{div=128},?)">
!cute_arith_tuple_iter_ff9d1e = !cute.arith_tuple_iter<"(?{div=64},?{div=64},?)">
!cute_int_tuple_36697f = !cute.int_tuple<"(?{div=32},?{div=128},?)">
!cute_int_tuple_9155e1 = !cute.int_tuple<"(?{div=64},?{div=256},?)">
!cute_int_tuple_a5ac5a = !cute.int_tuple<"(?{div=256},?{div=128},?)">
!cute_int_tuple_ae8a07 = !cute.int_tuple<"(?{div=64},?{div=128},?)">
!cute_int_tuple_cbf4cf = !cute.int_tuple<"(0,?{div=64},0)">
!cute_int_tuple_ec754e = !cute.int_tuple<"(?{div=64},?{div=64},?)">
!cute_int_tuple_ee97c9 = !cute.int_tuple<"(?{div=128},?{div=128},?)">
!cute_layout_17e8ee = !cute.layout<"((16384,1),(1,4)):((1,0),(0,16384))">
!cute_layout_233ec8 = !cute.layout<"((4096,1),(1,4)):((1,0),(0,4096))">
!cute_layout_69ac76 = !cute.layout<"((8192,1),(1,4)):((1,0),(0,8192))">
!cute_layout_706400 = !cute.layout<"(((64,256),1),5,9,2):(((1@0,1@1),0),256@1,64@0,1@2)">
!cute_layout_8af91a = !cute.layout<"(1,1,4,(1,4)):(0,0,2,(0,2048))">
!cute_layout_b603f8 = !cute.layout<"(((2,4),1),1,2,(1,4)):(((1,2),0),0,16,(0,4096))">
!cute_layout_c09968 = !cute.layout<"(128,256,8,5,2):(1@1,1@0,128@1,256@0,1@2)">
!cute_layout_d2b4bf = !cute.layout<"(1,1,4,(1,4)):(0,0,2,(0,1024))">
!cute_layout_e150ce = !cute.layout<"(((64,128),1),8,9,2):(((1@0,1@1),0),128@1,64@0,1@2)">
!cute_layout_e43b08 = !cute.layout<"(((2,4),1),((1,2))):(((1,2),0),((0,16)))">
!cute_layout_ec5642 = !cute.layout<"(((2,2,2),1),((1,2))):(((1,2,4),0),((0,8)))">
!cute_nvgpu_atom_non_exec_tiled_tma_load_23fada = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, bf16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, tma_format = BF16_RN>
!cute_nvgpu_atom_non_exec_tiled_tma_load_e16f63 = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 262144, tma_gbasis = <"(64,256,1):(1@1,1@0,1@2)">, tma_format = BF16_RN>
!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0 = !cute_nvgpu.atom.non_exec_tiled_tma_store<bf16, copy_bits = 65536, tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">, tma_format = BF16_RN>
!cute_nvgpu_atom_tma_load_176067 = !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,256,1):(1@1,1@0,1@2)">>
!cute_nvgpu_atom_tma_load_90433f = !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">>
!cute_nvgpu_atom_tma_store_a82a14 = !cute_nvgpu.atom.tma_store<bf16, copy_bits = 65536, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">>
!cute_nvgpu_sm90_mma_92c88c = !cute_nvgpu.sm90.mma<64x256x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>
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
!memref_rmem_f32_ = !cute.memref<f32, rmem, align<32>, "((2,2,32),1,1):((1,2,4),0,0)">
!memref_rmem_f32_1 = !cute.memref<f32, rmem, align<32>, "((8,16),1,1):((1,8),0,0)">
!memref_rmem_f32_2 = !cute.memref<f32, rmem, align<32>, "(((2,2,2),1),1,2):(((1,2,4),0),0,8)">
!mma_bf16_bf16_f32_64x256x16_ = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x256x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>, atom_layout_MNK = <"(2,1,1):(1,0,0)">, permutation_MNK = <"[_;_;_]">>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0(%arg0: !cute_nvgpu_atom_non_exec_tiled_tma_load_23fada {cute_nvgpu.grid_constant}, %arg1: !cute_nvgpu_atom_non_exec_tiled_tma_load_e16f63 {cute_nvgpu.grid_constant}, %arg2: !cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0 {cute_nvgpu.grid_constant}, %arg3: !mma_bf16_bf16_f32_64x256x16_) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 384, 1, 1>} {
      %0 = builtin.unrealized_conversion_cast %arg3 : !mma_bf16_bf16_f32_64x256x16_ to !llvm.struct<(i1)>
      %cst = arith.constant dense<0.000000e+00> : vector<128xf32>
      %1 = cute.static : !cute.int_tuple<"(224,0)">
      %2 = cute.static : !cute.coord<"127">
      %3 = cute.static : !cute.coord<"126">
      %4 = cute.static : !cute.coord<"125">
      %5 = cute.static : !cute.coord<"124">
      %6 = cute.static : !cute.coord<"123">
      %7 = cute.static : !cute.coord<"122">
      %8 = cute.static : !cute.coord<"121">
      %9 = cute.static : !cute.coord<"120">
      %10 = cute.static : !cute.coord<"119">
      %11 = cute.static : !cute.coord<"118">
      %12 = cute.static : !cute.coord<"117">
      %13 = cute.static : !cute.coord<"116">
      %14 = cute.static : !cute.coord<"115">
      %15 = cute.static : !cute.coord<"114">
      %16 = cute.static : !cute.coord<"113">
      %17 = cute.static : !cute.coord<"112">
      %18 = cute.static : !cute.int_tuple<"(192,0)">
      %19 = cute.static : !cute.coord<"111">
      %20 = cute.static : !cute.coord<"110">
      %21 = cute.static : !cute.coord<"109">
      %22 = cute.static : !cute.coord<"108">
      %23 = cute.static : !cute.coord<"107">
      %24 = cute.static : !cute.coord<"106">
      %25 = cute.static : !cute.coord<"105">
      %26 = cute.static : !cute.coord<"104">
      %27 = cute.static : !cute.coord<"103">
      %28 = cute.static : !cute.coord<"102">
      %29 = cute.static : !cute.coord<"101">
      %30 = cute.static : !cute.coord<"100">
      %31 = cute.static : !cute.coord<"99">
      %32 = cute.static : !cute.coord<"98">
      %33 = cute.static : !cute.coord<"97">
      %34 = cute.static : !cute.coord<"96">
      %35 = cute.static : !cute.int_tuple<"(160,0)">
      %36 = cute.static : !cute.coord<"95">
      %37 = cute.static : !cute.coord<"94">
      %38 = cute.static : !cute.coord<"93">
      %39 = cute.static : !cute.coord<"92">
      %40 = cute.static : !cute.coord<"91">
      %41 = cute.static : !cute.coord<"90">
      %42 = cute.static : !cute.coord<"89">
      %43 = cute.static : !cute.coord<"88">
      %44 = cute.static : !cute.coord<"87">
      %45 = cute.static : !cute.coord<"86">
      %46 = cute.static : !cute.coord<"85">
      %47 = cute.static : !cute.coord<"84">
      %48 = cute.static : !cute.coord<"83">
      %49 = cute.static : !cute.coord<"82">
      %50 = cute.static : !cute.coord<"81">
      %51 = cute.static : !cute.coord<"80">
      %52 = cute.static : !cute.int_tuple<"(128,0)">
      %53 = cute.static : !cute.coord<"79">
      %54 = cute.static : !cute.coord<"78">
      %55 = cute.static : !cute.coord<"77">
      %56 = cute.static : !cute.coord<"76">
      %57 = cute.static : !cute.coord<"75">
      %58 = cute.static : !cute.coord<"74">
      %59 = cute.static : !cute.coord<"73">
      %60 = cute.static : !cute.coord<"72">
      %61 = cute.static : !cute.coord<"71">
      %62 = cute.static : !cute.coord<"70">
      %63 = cute.static : !cute.coord<"69">
      %64 = cute.static : !cute.coord<"68">
      %65 = cute.static : !cute.coord<"67">
      %66 = cute.static : !cute.coord<"66">
      %67 = cute.static : !cute.coord<"65">
      %68 = cute.static : !cute.coord<"64">
      %69 = cute.static : !cute.int_tuple<"(96,0)">
      %70 = cute.static : !cute.coord<"63">
      %71 = cute.static : !cute.coord<"62">
      %72 = cute.static : !cute.coord<"61">
      %73 = cute.static : !cute.coord<"60">
      %74 = cute.static : !cute.coord<"59">
      %75 = cute.static : !cute.coord<"58">
      %76 = cute.static : !cute.coord<"57">
      %77 = cute.static : !cute.coord<"56">
      %78 = cute.static : !cute.coord<"55">
      %79 = cute.static : !cute.coord<"54">
      %80 = cute.static : !cute.coord<"53">
      %81 = cute.static : !cute.coord<"52">
      %82 = cute.static : !cute.coord<"51">
      %83 = cute.static : !cute.coord<"50">
      %84 = cute.static : !cute.coord<"49">
      %85 = cute.static : !cute.coord<"48">
      %86 = cute.static : !cute.int_tuple<"(64,0)">
      %87 = cute.static : !cute.coord<"47">
      %88 = cute.static : !cute.coord<"46">
      %89 = cute.static : !cute.coord<"45">
      %90 = cute.static : !cute.coord<"44">
      %91 = cute.static : !cute.coord<"43">
      %92 = cute.static : !cute.coord<"42">
      %93 = cute.static : !cute.coord<"41">
      %94 = cute.static : !cute.coord<"40">
      %95 = cute.static : !cute.coord<"39">
      %96 = cute.static : !cute.coord<"38">
      %97 = cute.static : !cute.coord<"37">
      %98 = cute.static : !cute.coord<"36">
      %99 = cute.static : !cute.coord<"35">
      %100 = cute.static : !cute.coord<"34">
      %101 = cute.static : !cute.coord<"33">
      %102 = cute.static : !cute.coord<"32">
      %103 = cute.static : !cute.int_tuple<"(32,0)">
      %104 = cute.static : !cute.coord<"31">
      %105 = cute.static : !cute.coord<"30">
      %106 = cute.static : !cute.coord<"29">
      %107 = cute.static : !cute.coord<"28">
      %108 = cute.static : !cute.coord<"27">
      %109 = cute.static : !cute.coord<"26">
      %110 = cute.static : !cute.coord<"25">
      %111 = cute.static : !cute.coord<"24">
      %112 = cute.static : !cute.coord<"23">
      %113 = cute.static : !cute.coord<"22">
      %114 = cute.static : !cute.coord<"21">
      %115 = cute.static : !cute.coord<"20">
      %116 = cute.static : !cute.coord<"19">
      %117 = cute.static : !cute.coord<"18">
      %118 = cute.static : !cute.coord<"17">
      %119 = cute.static : !cute.coord<"16">
      %120 = cute.static : !cute_layout_233ec8
      %121 = cute.static : !cute_layout_e43b08
      %122 = cute.static : !cute_layout_ec5642
      %123 = cute.static : !cute_layout_b603f8
      %124 = cute.static : !cute.coord<"15">
      %125 = cute.static : !cute.coord<"14">
      %126 = cute.static : !cute.coord<"13">
      %127 = cute.static : !cute.coord<"12">
      %128 = cute.static : !cute.coord<"11">
      %129 = cute.static : !cute.coord<"10">
      %130 = cute.static : !cute.coord<"9">
      %131 = cute.static : !cute.coord<"8">
      %132 = cute.static : !cute.coord<"7">
      %133 = cute.static : !cute.coord<"6">
      %134 = cute.static : !cute.coord<"5">
      %135 = cute.static : !cute.coord<"4">
      %136 = cute.static : !cute.coord<"3">
      %137 = cute.static : !cute.coord<"2">
      %138 = cute.static : !cute.coord<"1">
      %139 = cute.static : !cute_layout_c09968
      %140 = cute.static : !cute_layout_8af91a
      %141 = cute.static : !cute_layout_d2b4bf
      %c512_i32 = arith.constant 512 : i32
      %c256_i32 = arith.constant 256 : i32
      %c4_i32 = arith.constant 4 : i32
      %142 = cute.static : !cute_layout_17e8ee
      %143 = cute.static : !cute_layout_706400
      %c3_i16 = arith.constant 3 : i16
      %144 = cute.static : !cute_layout_69ac76
      %145 = cute.static : !cute_layout_e150ce
      %c49152_i32 = arith.constant 49152 : i32
      %c10000000_i32 = arith.constant 10000000 : i32
      %c9_i32 = arith.constant 9 : i32
      %c8_i32 = arith.constant 8 : i32
      %c24_i32 = arith.constant 24 : i32
      %c48_i32 = arith.constant 48 : i32
      %c64_i32 = arith.constant 64 : i32
      %c4096_i32 = arith.constant 4096 : i32
      %true = arith.constant true
      %c2_i32 = arith.constant 2 : i32
      %c16_i32 = arith.constant 16 : i32
      %146 = cute.static : !cute.int_tuple<"4">
      %147 = cute.static : !cute.int_tuple<"3">
      %148 = cute.static : !cute.int_tuple<"2">
      %149 = cute.static : !cute.int_tuple<"1">
      %c1_i32 = arith.constant 1 : i32
      %150 = cute.static : !cute.int_tuple<"197632">
      %151 = cute.static : !cute.int_tuple<"66560">
      %152 = cute.static : !cute.int_tuple<"1024">
      %153 = cute.static : !cute.coord<"0">
      %154 = cute.static : !cute.layout<"(1,2,1):(0,1,0)">
      %c0_i32 = arith.constant 0 : i32
      %c128_i32 = arith.constant 128 : i32
      %c32_i32 = arith.constant 32 : i32
      %155 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %156 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %157 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %158 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %159 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %160 = arith.muli %156, %158 : i32
      %161 = arith.addi %155, %160 : i32
      %162 = arith.muli %157, %158 : i32
      %163 = arith.muli %162, %159 : i32
      %164 = arith.addi %161, %163 : i32
      %165 = arith.divsi %164, %c32_i32 : i32
      %166 = arith.muli %165, %c32_i32 : i32
      %167 = arith.cmpi ne, %164, %166 : i32
      %c0_i32_0 = arith.constant 0 : i32
      %168 = arith.cmpi slt, %164, %c0_i32_0 : i32
      %169 = arith.cmpi slt, %c32_i32, %c0_i32_0 : i32
      %170 = arith.cmpi ne, %168, %169 : i1
      %171 = arith.andi %167, %170 : i1
      %c-1_i32 = arith.constant -1 : i32
      %172 = arith.addi %165, %c-1_i32 : i32
      %173 = arith.select %171, %172, %165 : i32
      %174 = cute_nvgpu.arch.make_warp_uniform(%173) : i32
      %175 = arith.divsi %155, %c128_i32 : i32
      %176 = arith.muli %175, %c128_i32 : i32
      %177 = arith.cmpi ne, %155, %176 : i32
      %c0_i32_1 = arith.constant 0 : i32
      %178 = arith.cmpi slt, %155, %c0_i32_1 : i32
      %179 = arith.cmpi slt, %c128_i32, %c0_i32_1 : i32
      %180 = arith.cmpi ne, %178, %179 : i1
      %181 = arith.andi %177, %180 : i1
      %c-1_i32_2 = arith.constant -1 : i32
      %182 = arith.addi %175, %c-1_i32_2 : i32
      %183 = arith.select %181, %182, %175 : i32
      %184 = cute_nvgpu.arch.make_warp_uniform(%183) : i32
      %185 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %186 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %187 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %188 = nvvm.read.ptx.sreg.nctaid.z range <i32, 1, 65535> : i32
      %189 = arith.cmpi eq, %174, %c0_i32 : i32
      cf.cond_br %189, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      cute_nvgpu.prefetch_tma_desc(%arg0) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_23fada) -> ()
      cute_nvgpu.prefetch_tma_desc(%arg1) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_e16f63) -> ()
      cute_nvgpu.prefetch_tma_desc(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> ()
      cf.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %190 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %191 = cute_nvgpu.arch.make_warp_uniform(%190) : i32
      %192 = cute.get_flat_coord(%191, %154) : (i32, !cute.layout<"(1,2,1):(0,1,0)">) -> !cute.coord<"(0,?,0)">
      %e0, %e1, %e2 = cute.get_leaves(%192) : !cute.coord<"(0,?,0)">
      %itup = cute.to_int_tuple(%e1) : !cute.coord<"?"> to !cute.int_tuple<"?">
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %ptr = cute.add_offset(%smem_ptr, %152) : (!cute_ptr_9af6a0, !cute.int_tuple<"1024">) -> !cute_ptr_9af6a0
      %ptr_3 = cute.add_offset(%smem_ptr, %151) : (!cute_ptr_9af6a0, !cute.int_tuple<"66560">) -> !cute_ptr_9af6a0
      %ptr_4 = cute.add_offset(%smem_ptr, %150) : (!cute_ptr_9af6a0, !cute.int_tuple<"197632">) -> !cute_ptr_9af6a0
      %iter = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute_ptr_6167ca
      cf.cond_br %189, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %193 = builtin.unrealized_conversion_cast %iter : !cute_ptr_6167ca to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %193, %c1_i32 : !llvm.ptr<3>, i32
      %ptr_5 = cute.add_offset(%iter, %149) : (!cute_ptr_6167ca, !cute.int_tuple<"1">) -> !cute.ptr<i64, smem>
      %194 = builtin.unrealized_conversion_cast %ptr_5 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %194, %c1_i32 : !llvm.ptr<3>, i32
      %ptr_6 = cute.add_offset(%iter, %148) : (!cute_ptr_6167ca, !cute.int_tuple<"2">) -> !cute.ptr<i64, smem, align<16>>
      %195 = builtin.unrealized_conversion_cast %ptr_6 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %195, %c1_i32 : !llvm.ptr<3>, i32
      %ptr_7 = cute.add_offset(%iter, %147) : (!cute_ptr_6167ca, !cute.int_tuple<"3">) -> !cute.ptr<i64, smem>
      %196 = builtin.unrealized_conversion_cast %ptr_7 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %196, %c1_i32 : !llvm.ptr<3>, i32
      cf.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %ptr_8 = cute.add_offset(%iter, %146) : (!cute_ptr_6167ca, !cute.int_tuple<"4">) -> !cute.ptr<i64, smem, align<32>>
      cf.cond_br %189, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %197 = builtin.unrealized_conversion_cast %ptr_8 : !cute.ptr<i64, smem, align<32>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %197, %c16_i32 : !llvm.ptr<3>, i32
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"5">
      %ptr_9 = cute.add_offset(%iter, %int_tuple) : (!cute_ptr_6167ca, !cute.int_tuple<"5">) -> !cute.ptr<i64, smem>
      %198 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %198, %c16_i32 : !llvm.ptr<3>, i32
      %int_tuple_10 = cute.make_int_tuple() : () -> !cute.int_tuple<"6">
      %ptr_11 = cute.add_offset(%iter, %int_tuple_10) : (!cute_ptr_6167ca, !cute.int_tuple<"6">) -> !cute.ptr<i64, smem, align<16>>
      %199 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %199, %c16_i32 : !llvm.ptr<3>, i32
      %int_tuple_12 = cute.make_int_tuple() : () -> !cute.int_tuple<"7">
      %ptr_13 = cute.add_offset(%iter, %int_tuple_12) : (!cute_ptr_6167ca, !cute.int_tuple<"7">) -> !cute.ptr<i64, smem>
      %200 = builtin.unrealized_conversion_cast %ptr_13 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %200, %c16_i32 : !llvm.ptr<3>, i32
      cf.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %201 = arith.remsi %155, %c32_i32 : i32
      %202 = arith.cmpi slt, %201, %c2_i32 : i32
      %203 = arith.remsi %201, %c2_i32 : i32
      nvvm.fence.mbarrier.init
      nvvm.cluster.arrive.relaxed
      nvvm.cluster.wait
      nvvm.cluster.arrive.relaxed
      %iter_14 = cute.recast_iter(%ptr) : !cute_ptr_9af6a0 to !cute_ptr_91cbad
      %iter_15 = cute.recast_iter(%ptr_3) : !cute_ptr_9af6a0 to !cute_ptr_91cbad
      %iter_16 = cute.recast_iter(%ptr_4) : !cute_ptr_9af6a0 to !cute_ptr_8ec51c
      %int_tup_iter = cute.make_arith_tuple_iter() : () -> !cute_arith_tuple_iter_da3d01
      %coord = cute.make_coord(%itup) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %204 = cute.get_scalars(%coord) <{only_dynamic}> : !cute.coord<"?">
      %205 = arith.muli %204, %c4096_i32 : i32
      %206 = arith.divsi %205, %c64_i32 : i32
      %iv = cute.assume(%206) : (i32) -> !cute.i32<divby 64>
      %int_tuple_17 = cute.make_int_tuple(%iv) : (!cute.i32<divby 64>) -> !cute_int_tuple_cbf4cf
      %tup = cute.add_offset(%int_tup_iter, %int_tuple_17) : (!cute_arith_tuple_iter_da3d01, !cute_int_tuple_cbf4cf) -> !cute_arith_tuple_iter_7007f6
      %iv_18 = cute.assume(%205) : (i32) -> !cute.i32<divby 4096>
      %int_tuple_19 = cute.make_int_tuple(%iv_18) : (!cute.i32<divby 4096>) -> !cute.int_tuple<"?{div=4096}">
      %ptr_20 = cute.add_offset(%iter_14, %int_tuple_19) : (!cute_ptr_91cbad, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_91cbad
      nvvm.cluster.wait
      %207 = arith.cmpi eq, %184, %c0_i32 : i32
      cf.cond_br %207, ^bb7, ^bb36
    ^bb7:  // pred: ^bb6
      nvvm.setmaxregister  decrease 40
      cf.cond_br %189, ^bb8, ^bb35
    ^bb8:  // pred: ^bb7
      %208 = cute_nvgpu.atom.make_exec_tma(%arg0) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_23fada) -> !cute_nvgpu_atom_tma_load_90433f
      %209 = cute_nvgpu.atom.set_value(%208, %c3_i16 : i16) {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : !cute_nvgpu_atom_tma_load_90433f
      %210 = cute_nvgpu.atom.get_value(%208 : !cute_nvgpu_atom_tma_load_90433f) {field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>} : i64
      %211 = cute_nvgpu.atom.make_exec_tma(%arg1) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_e16f63) -> !cute_nvgpu_atom_tma_load_176067
      %212 = cute_nvgpu.atom.get_value(%211 : !cute_nvgpu_atom_tma_load_176067) {field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>} : i64
      cf.br ^bb9(%187, %c0_i32, %c0_i32, %c1_i32 : i32, i32, i32, i32)
    ^bb9(%213: i32, %214: i32, %215: i32, %216: i32):  // 2 preds: ^bb8, ^bb19
      %217 = arith.cmpi slt, %213, %c48_i32 : i32
      cf.cond_br %217, ^bb10(%213, %214, %215, %216 : i32, i32, i32, i32), ^bb20
    ^bb10(%218: i32, %219: i32, %220: i32, %221: i32):  // pred: ^bb9
      %222 = arith.divsi %218, %c24_i32 : i32
      %223 = arith.muli %222, %c24_i32 : i32
      %224 = arith.cmpi ne, %218, %223 : i32
      %c0_i32_21 = arith.constant 0 : i32
      %225 = arith.cmpi slt, %218, %c0_i32_21 : i32
      %226 = arith.cmpi slt, %c24_i32, %c0_i32_21 : i32
      %227 = arith.cmpi ne, %225, %226 : i1
      %228 = arith.andi %224, %227 : i1
      %c-1_i32_22 = arith.constant -1 : i32
      %229 = arith.addi %222, %c-1_i32_22 : i32
      %230 = arith.select %228, %229, %222 : i32
      %231 = arith.muli %230, %c24_i32 : i32
      %232 = arith.subi %218, %231 : i32
      %233 = arith.divsi %232, %c24_i32 : i32
      %234 = arith.muli %233, %c24_i32 : i32
      %235 = arith.cmpi ne, %232, %234 : i32
      %c0_i32_23 = arith.constant 0 : i32
      %236 = arith.cmpi slt, %232, %c0_i32_23 : i32
      %237 = arith.cmpi slt, %c24_i32, %c0_i32_23 : i32
      %238 = arith.cmpi ne, %236, %237 : i1
      %239 = arith.andi %235, %238 : i1
      %c-1_i32_24 = arith.constant -1 : i32
      %240 = arith.addi %233, %c-1_i32_24 : i32
      %241 = arith.select %239, %240, %233 : i32
      %242 = arith.muli %241, %c8_i32 : i32
      %243 = arith.subi %c8_i32, %242 : i32
      %244 = arith.cmpi slt, %243, %c8_i32 : i32
      %245 = arith.select %244, %243, %c8_i32 : i32
      %246 = arith.muli %241, %c24_i32 : i32
      %247 = arith.subi %232, %246 : i32
      %248 = arith.remsi %247, %245 : i32
      %249 = arith.addi %242, %248 : i32
      %250 = arith.divsi %247, %245 : i32
      %251 = arith.muli %250, %245 : i32
      %252 = arith.cmpi ne, %247, %251 : i32
      %c0_i32_25 = arith.constant 0 : i32
      %253 = arith.cmpi slt, %247, %c0_i32_25 : i32
      %254 = arith.cmpi slt, %245, %c0_i32_25 : i32
      %255 = arith.cmpi ne, %253, %254 : i1
      %256 = arith.andi %252, %255 : i1
      %c-1_i32_26 = arith.constant -1 : i32
      %257 = arith.addi %250, %c-1_i32_26 : i32
      %258 = arith.select %256, %257, %250 : i32
      %259 = arith.addi %249, %185 : i32
      %260 = arith.muli %258, %c2_i32 : i32
      %261 = arith.addi %260, %186 : i32
      cf.br ^bb11(%c0_i32, %219, %220, %221 : i32, i32, i32, i32)
    ^bb11(%262: i32, %263: i32, %264: i32, %265: i32):  // 2 preds: ^bb10, ^bb18
      %266 = arith.cmpi slt, %262, %c9_i32 : i32
      cf.cond_br %266, ^bb12, ^bb19
    ^bb12:  // pred: ^bb11
      %int_tuple_27 = cute.make_int_tuple(%264) : (i32) -> !cute.int_tuple<"?">
      %ptr_28 = cute.add_offset(%ptr_8, %int_tuple_27) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %267 = builtin.unrealized_conversion_cast %ptr_28 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.try_wait.parity.shared %267, %265, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %268 = nvvm.elect.sync -> i1
      cf.cond_br %268, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %ptr_29 = cute.add_offset(%iter, %int_tuple_27) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %269 = builtin.unrealized_conversion_cast %ptr_29 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.txn %269, %c49152_i32 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
      cf.br ^bb14
    ^bb14:  // 2 preds: ^bb12, ^bb13
      %ptr_30 = cute.add_offset(%iter, %int_tuple_27) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %coord_31 = cute.make_coord(%259, %262, %230) : (i32, i32, i32) -> !cute.coord<"(_,?,?,?)">
      %idx = cute.crd2idx(%coord_31, %145) : (!cute.coord<"(_,?,?,?)">, !cute_layout_e150ce) -> !cute_int_tuple_ae8a07
      %tup_32 = cute.add_offset(%tup, %idx) : (!cute_arith_tuple_iter_7007f6, !cute_int_tuple_ae8a07) -> !cute_arith_tuple_iter_ff9d1e
      %tup_33 = cute.deref_arith_tuple_iter(%tup_32) : !cute_arith_tuple_iter_ff9d1e
      %e0_34, %e1_35, %e2_36 = cute.get_leaves(%tup_33) : !cute_int_tuple_ec754e
      %coord_37 = cute.make_coord(%264) : (i32) -> !cute.coord<"(_,?)">
      %idx_38 = cute.crd2idx(%coord_37, %144) : (!cute.coord<"(_,?)">, !cute_layout_69ac76) -> !cute.int_tuple<"?{div=8192}">
      %ptr_39 = cute.add_offset(%ptr_20, %idx_38) : (!cute_ptr_91cbad, !cute.int_tuple<"?{div=8192}">) -> !cute_ptr_91cbad
      %int_tuple_40 = cute.make_int_tuple(%e0_34, %e1_35, %e2_36) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ec754e
      %int_tup_iter_41 = cute.make_arith_tuple_iter(%int_tuple_40) : (!cute_int_tuple_ec754e) -> !cute_arith_tuple_iter_ff9d1e
      %270 = cute_nvgpu.atom.set_value(%209, %ptr_30 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu_atom_tma_load_90433f
      %271 = builtin.unrealized_conversion_cast %ptr_30 : !cute.ptr<i64, smem> to !cute.ptr<smem, align<8>>
      %TMADescAddr = cute_nvgpu.get_tma_desc_addr(%270 : !cute_nvgpu_atom_tma_load_90433f) -> !cute.ptr<generic, align<64>>
      %tup_42 = cute.deref_arith_tuple_iter(%int_tup_iter_41) : !cute_arith_tuple_iter_ff9d1e
      %272:3 = cute.get_scalars(%tup_42) : !cute_int_tuple_ec754e
      cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr : !cute.ptr<generic, align<64>>, %ptr_39 : !cute_ptr_91cbad, %271 : !cute.ptr<smem, align<8>>, [%272#0, %272#1, %272#2] : i32, i32, i32) mask = %c3_i16 cache_policy = %210 mode = <tiled> num_cta = 1 : i32
      %coord_43 = cute.make_coord(%261, %262, %230) : (i32, i32, i32) -> !cute.coord<"(_,?,?,?)">
      %idx_44 = cute.crd2idx(%coord_43, %143) : (!cute.coord<"(_,?,?,?)">, !cute_layout_706400) -> !cute_int_tuple_9155e1
      %tup_45 = cute.add_offset(%int_tup_iter, %idx_44) : (!cute_arith_tuple_iter_da3d01, !cute_int_tuple_9155e1) -> !cute_arith_tuple_iter_a2b070
      %tup_46 = cute.deref_arith_tuple_iter(%tup_45) : !cute_arith_tuple_iter_a2b070
      %e0_47, %e1_48, %e2_49 = cute.get_leaves(%tup_46) : !cute_int_tuple_9155e1
      %idx_50 = cute.crd2idx(%coord_37, %142) : (!cute.coord<"(_,?)">, !cute_layout_17e8ee) -> !cute.int_tuple<"?{div=16384}">
      %ptr_51 = cute.add_offset(%iter_15, %idx_50) : (!cute_ptr_91cbad, !cute.int_tuple<"?{div=16384}">) -> !cute_ptr_91cbad
      %int_tuple_52 = cute.make_int_tuple(%e0_47, %e1_48, %e2_49) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=256}">, !cute.int_tuple<"?">) -> !cute_int_tuple_9155e1
      %int_tup_iter_53 = cute.make_arith_tuple_iter(%int_tuple_52) : (!cute_int_tuple_9155e1) -> !cute_arith_tuple_iter_a2b070
      %273 = cute_nvgpu.atom.set_value(%211, %ptr_30 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu_atom_tma_load_176067
      %TMADescAddr_54 = cute_nvgpu.get_tma_desc_addr(%273 : !cute_nvgpu_atom_tma_load_176067) -> !cute.ptr<generic, align<64>>
      %tup_55 = cute.deref_arith_tuple_iter(%int_tup_iter_53) : !cute_arith_tuple_iter_a2b070
      %274:3 = cute.get_scalars(%tup_55) : !cute_int_tuple_9155e1
      cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr_54 : !cute.ptr<generic, align<64>>, %ptr_51 : !cute_ptr_91cbad, %271 : !cute.ptr<smem, align<8>>, [%274#0, %274#1, %274#2] : i32, i32, i32) cache_policy = %212 mode = <tiled> num_cta = 1 : i32
      %275 = arith.addi %264, %c1_i32 : i32
      %276 = arith.addi %263, %c1_i32 : i32
      %277 = arith.cmpi eq, %275, %c4_i32 : i32
      %278 = arith.select %277, %c0_i32, %275 : i32
      cf.cond_br %277, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %279 = arith.xori %265, %c1_i32 : i32
      cf.br ^bb17(%279 : i32)
    ^bb16:  // pred: ^bb14
      cf.br ^bb17(%265 : i32)
    ^bb17(%280: i32):  // 2 preds: ^bb15, ^bb16
      cf.br ^bb18
    ^bb18:  // pred: ^bb17
      %281 = arith.addi %262, %c1_i32 : i32
      cf.br ^bb11(%281, %276, %278, %280 : i32, i32, i32, i32)
    ^bb19:  // pred: ^bb11
      %282 = arith.addi %218, %188 : i32
      cf.br ^bb9(%282, %263, %264, %265 : i32, i32, i32, i32)
    ^bb20:  // pred: ^bb9
      %283 = arith.addi %215, %c1_i32 : i32
      %284 = arith.cmpi eq, %283, %c4_i32 : i32
      %285 = arith.select %284, %c0_i32, %283 : i32
      cf.cond_br %284, ^bb21, ^bb22
    ^bb21:  // pred: ^bb20
      %286 = arith.xori %216, %c1_i32 : i32
      cf.br ^bb23(%286 : i32)
    ^bb22:  // pred: ^bb20
      cf.br ^bb23(%216 : i32)
    ^bb23(%287: i32):  // 2 preds: ^bb21, ^bb22
      cf.br ^bb24
    ^bb24:  // pred: ^bb23
      %288 = arith.addi %285, %c1_i32 : i32
      %289 = arith.cmpi eq, %288, %c4_i32 : i32
      %290 = arith.select %289, %c0_i32, %288 : i32
      cf.cond_br %289, ^bb25, ^bb26
    ^bb25:  // pred: ^bb24
      %291 = arith.xori %287, %c1_i32 : i32
      cf.br ^bb27(%291 : i32)
    ^bb26:  // pred: ^bb24
      cf.br ^bb27(%287 : i32)
    ^bb27(%292: i32):  // 2 preds: ^bb25, ^bb26
      cf.br ^bb28
    ^bb28:  // pred: ^bb27
      %293 = arith.addi %290, %c1_i32 : i32
      %294 = arith.cmpi eq, %293, %c4_i32 : i32
      %295 = arith.select %294, %c0_i32, %293 : i32
      cf.cond_br %294, ^bb29, ^bb30
    ^bb29:  // pred: ^bb28
      %296 = arith.xori %292, %c1_i32 : i32
      cf.br ^bb31(%296 : i32)
    ^bb30:  // pred: ^bb28
      cf.br ^bb31(%292 : i32)
    ^bb31(%297: i32):  // 2 preds: ^bb29, ^bb30
      cf.br ^bb32
    ^bb32:  // pred: ^bb31
      %int_tuple_56 = cute.make_int_tuple(%295) : (i32) -> !cute.int_tuple<"?">
      %ptr_57 = cute.add_offset(%ptr_8, %int_tuple_56) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %298 = builtin.unrealized_conversion_cast %ptr_57 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.try_wait.parity.shared %298, %297, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %299 = nvvm.elect.sync -> i1
      cf.cond_br %299, ^bb33, ^bb34
    ^bb33:  // pred: ^bb32
      %ptr_58 = cute.add_offset(%iter, %int_tuple_56) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %300 = builtin.unrealized_conversion_cast %ptr_58 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.txn %300, %c49152_i32 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
      cf.br ^bb34
    ^bb34:  // 2 preds: ^bb32, ^bb33
      cf.br ^bb35
    ^bb35:  // 2 preds: ^bb7, ^bb34
      cf.br ^bb103
    ^bb36:  // pred: ^bb6
      nvvm.setmaxregister  increase 232
      %301 = arith.subi %155, %c128_i32 : i32
      %302 = arith.divsi %301, %c128_i32 : i32
      %303 = arith.remsi %302, %c2_i32 : i32
      %304 = arith.remsi %303, %c2_i32 : i32
      %305 = arith.muli %304, %c4096_i32 : i32
      %iv_59 = cute.assume(%305) : (i32) -> !cute.i32<divby 4096>
      %int_tuple_60 = cute.make_int_tuple(%iv_59) : (!cute.i32<divby 4096>) -> !cute.int_tuple<"?{div=4096}">
      %ptr_61 = cute.add_offset(%iter_14, %int_tuple_60) : (!cute_ptr_91cbad, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_91cbad
      %gmmaSmemDesc = cute_nvgpu.make_gmma_smem_desc(%ptr_61 : !cute_ptr_91cbad) layout = <"((64,16),1,4,(1,4)):((64,1),0,16,(0,8192))">, major = <k> -> !cute_nvgpu.smem_desc
      %gmmaSmemDesc_62 = cute_nvgpu.make_gmma_smem_desc(%iter_15 : !cute_ptr_91cbad) layout = <"((256,16),1,4,(1,4)):((64,1),0,16,(0,16384))">, major = <k> -> !cute_nvgpu.smem_desc
      %rmem = cute.memref.alloca() : !memref_rmem_f32_
      %atom = cute.make_atom() : () -> !cute_nvgpu.atom.stsm<bf16, mode = <"(8,8)">, num_matrices = 4, n>
      %306 = cute.make_tiled_copy(%atom) : !copy_stsm_4_
      %307 = cute.make_tiled_copy(%atom) : !copy_stsm_4_1
      %308 = arith.divsi %301, %c8_i32 : i32
      %309 = arith.remsi %301, %c8_i32 : i32
      %310 = arith.muli %309, %c32_i32 : i32
      %311 = arith.divsi %308, %c2_i32 : i32
      %312 = arith.remsi %308, %c2_i32 : i32
      %313 = arith.muli %312, %c256_i32 : i32
      %314 = arith.addi %310, %313 : i32
      %315 = arith.divsi %311, %c2_i32 : i32
      %316 = arith.remsi %311, %c2_i32 : i32
      %317 = arith.muli %316, %c8_i32 : i32
      %318 = arith.addi %314, %317 : i32
      %319 = arith.muli %315, %c512_i32 : i32
      %320 = arith.addi %318, %319 : i32
      %iv_63 = cute.assume(%320) : (i32) -> !cute.i32<divby 8>
      %int_tuple_64 = cute.make_int_tuple(%iv_63) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_65 = cute.add_offset(%iter_16, %int_tuple_64) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6d8216
      %iter_66 = cute.get_iter(%rmem) : !memref_rmem_f32_
      %view = cute.make_view(%iter_66) : !memref_rmem_f32_1
      %rmem_67 = cute.memref.alloca() : !memref_rmem_f32_2
      %rmem_68 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_69 = cute.get_iter(%rmem_68) : !memref_rmem_bf16_
      %321 = builtin.unrealized_conversion_cast %iter_66 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %322 = llvm.getelementptr %321[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %323 = llvm.getelementptr %321[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %324 = llvm.getelementptr %321[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %325 = llvm.getelementptr %321[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %326 = llvm.getelementptr %321[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %327 = llvm.getelementptr %321[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %328 = llvm.getelementptr %321[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %329 = llvm.getelementptr %321[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %330 = llvm.getelementptr %321[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %331 = llvm.getelementptr %321[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %332 = llvm.getelementptr %321[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %333 = llvm.getelementptr %321[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %334 = llvm.getelementptr %321[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %335 = llvm.getelementptr %321[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %336 = llvm.getelementptr %321[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %337 = llvm.getelementptr %321[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %338 = llvm.getelementptr %321[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %339 = llvm.getelementptr %321[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %340 = llvm.getelementptr %321[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %341 = llvm.getelementptr %321[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %342 = llvm.getelementptr %321[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %343 = llvm.getelementptr %321[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %344 = llvm.getelementptr %321[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %345 = llvm.getelementptr %321[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %346 = llvm.getelementptr %321[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %347 = llvm.getelementptr %321[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %348 = llvm.getelementptr %321[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %349 = llvm.getelementptr %321[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %350 = llvm.getelementptr %321[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %351 = llvm.getelementptr %321[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %352 = llvm.getelementptr %321[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %353 = llvm.getelementptr %321[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %354 = llvm.getelementptr %321[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %355 = llvm.getelementptr %321[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %356 = llvm.getelementptr %321[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %357 = llvm.getelementptr %321[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %358 = llvm.getelementptr %321[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %359 = llvm.getelementptr %321[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %360 = llvm.getelementptr %321[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %361 = llvm.getelementptr %321[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %362 = llvm.getelementptr %321[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %363 = llvm.getelementptr %321[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %364 = llvm.getelementptr %321[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %365 = llvm.getelementptr %321[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %366 = llvm.getelementptr %321[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %367 = llvm.getelementptr %321[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %368 = llvm.getelementptr %321[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %369 = llvm.getelementptr %321[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %370 = llvm.getelementptr %321[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %371 = llvm.getelementptr %321[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %372 = llvm.getelementptr %321[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %373 = llvm.getelementptr %321[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %374 = llvm.getelementptr %321[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %375 = llvm.getelementptr %321[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %376 = llvm.getelementptr %321[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %377 = llvm.getelementptr %321[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %378 = llvm.getelementptr %321[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %379 = llvm.getelementptr %321[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %380 = llvm.getelementptr %321[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %381 = llvm.getelementptr %321[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %382 = llvm.getelementptr %321[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %383 = llvm.getelementptr %321[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %384 = llvm.getelementptr %321[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %385 = llvm.getelementptr %321[64] : (!llvm.ptr) -> !llvm.ptr, f32
      %386 = llvm.getelementptr %321[65] : (!llvm.ptr) -> !llvm.ptr, f32
      %387 = llvm.getelementptr %321[66] : (!llvm.ptr) -> !llvm.ptr, f32
      %388 = llvm.getelementptr %321[67] : (!llvm.ptr) -> !llvm.ptr, f32
      %389 = llvm.getelementptr %321[68] : (!llvm.ptr) -> !llvm.ptr, f32
      %390 = llvm.getelementptr %321[69] : (!llvm.ptr) -> !llvm.ptr, f32
      %391 = llvm.getelementptr %321[70] : (!llvm.ptr) -> !llvm.ptr, f32
      %392 = llvm.getelementptr %321[71] : (!llvm.ptr) -> !llvm.ptr, f32
      %393 = llvm.getelementptr %321[72] : (!llvm.ptr) -> !llvm.ptr, f32
      %394 = llvm.getelementptr %321[73] : (!llvm.ptr) -> !llvm.ptr, f32
      %395 = llvm.getelementptr %321[74] : (!llvm.ptr) -> !llvm.ptr, f32
      %396 = llvm.getelementptr %321[75] : (!llvm.ptr) -> !llvm.ptr, f32
      %397 = llvm.getelementptr %321[76] : (!llvm.ptr) -> !llvm.ptr, f32
      %398 = llvm.getelementptr %321[77] : (!llvm.ptr) -> !llvm.ptr, f32
      %399 = llvm.getelementptr %321[78] : (!llvm.ptr) -> !llvm.ptr, f32
      %400 = llvm.getelementptr %321[79] : (!llvm.ptr) -> !llvm.ptr, f32
      %401 = llvm.getelementptr %321[80] : (!llvm.ptr) -> !llvm.ptr, f32
      %402 = llvm.getelementptr %321[81] : (!llvm.ptr) -> !llvm.ptr, f32
      %403 = llvm.getelementptr %321[82] : (!llvm.ptr) -> !llvm.ptr, f32
      %404 = llvm.getelementptr %321[83] : (!llvm.ptr) -> !llvm.ptr, f32
      %405 = llvm.getelementptr %321[84] : (!llvm.ptr) -> !llvm.ptr, f32
      %406 = llvm.getelementptr %321[85] : (!llvm.ptr) -> !llvm.ptr, f32
      %407 = llvm.getelementptr %321[86] : (!llvm.ptr) -> !llvm.ptr, f32
      %408 = llvm.getelementptr %321[87] : (!llvm.ptr) -> !llvm.ptr, f32
      %409 = llvm.getelementptr %321[88] : (!llvm.ptr) -> !llvm.ptr, f32
      %410 = llvm.getelementptr %321[89] : (!llvm.ptr) -> !llvm.ptr, f32
      %411 = llvm.getelementptr %321[90] : (!llvm.ptr) -> !llvm.ptr, f32
      %412 = llvm.getelementptr %321[91] : (!llvm.ptr) -> !llvm.ptr, f32
      %413 = llvm.getelementptr %321[92] : (!llvm.ptr) -> !llvm.ptr, f32
      %414 = llvm.getelementptr %321[93] : (!llvm.ptr) -> !llvm.ptr, f32
      %415 = llvm.getelementptr %321[94] : (!llvm.ptr) -> !llvm.ptr, f32
      %416 = llvm.getelementptr %321[95] : (!llvm.ptr) -> !llvm.ptr, f32
      %417 = llvm.getelementptr %321[96] : (!llvm.ptr) -> !llvm.ptr, f32
      %418 = llvm.getelementptr %321[97] : (!llvm.ptr) -> !llvm.ptr, f32
      %419 = llvm.getelementptr %321[98] : (!llvm.ptr) -> !llvm.ptr, f32
      %420 = llvm.getelementptr %321[99] : (!llvm.ptr) -> !llvm.ptr, f32
      %421 = llvm.getelementptr %321[100] : (!llvm.ptr) -> !llvm.ptr, f32
      %422 = llvm.getelementptr %321[101] : (!llvm.ptr) -> !llvm.ptr, f32
      %423 = llvm.getelementptr %321[102] : (!llvm.ptr) -> !llvm.ptr, f32
      %424 = llvm.getelementptr %321[103] : (!llvm.ptr) -> !llvm.ptr, f32
      %425 = llvm.getelementptr %321[104] : (!llvm.ptr) -> !llvm.ptr, f32
      %426 = llvm.getelementptr %321[105] : (!llvm.ptr) -> !llvm.ptr, f32
      %427 = llvm.getelementptr %321[106] : (!llvm.ptr) -> !llvm.ptr, f32
      %428 = llvm.getelementptr %321[107] : (!llvm.ptr) -> !llvm.ptr, f32
      %429 = llvm.getelementptr %321[108] : (!llvm.ptr) -> !llvm.ptr, f32
      %430 = llvm.getelementptr %321[109] : (!llvm.ptr) -> !llvm.ptr, f32
      %431 = llvm.getelementptr %321[110] : (!llvm.ptr) -> !llvm.ptr, f32
      %432 = llvm.getelementptr %321[111] : (!llvm.ptr) -> !llvm.ptr, f32
      %433 = llvm.getelementptr %321[112] : (!llvm.ptr) -> !llvm.ptr, f32
      %434 = llvm.getelementptr %321[113] : (!llvm.ptr) -> !llvm.ptr, f32
      %435 = llvm.getelementptr %321[114] : (!llvm.ptr) -> !llvm.ptr, f32
      %436 = llvm.getelementptr %321[115] : (!llvm.ptr) -> !llvm.ptr, f32
      %437 = llvm.getelementptr %321[116] : (!llvm.ptr) -> !llvm.ptr, f32
      %438 = llvm.getelementptr %321[117] : (!llvm.ptr) -> !llvm.ptr, f32
      %439 = llvm.getelementptr %321[118] : (!llvm.ptr) -> !llvm.ptr, f32
      %440 = llvm.getelementptr %321[119] : (!llvm.ptr) -> !llvm.ptr, f32
      %441 = llvm.getelementptr %321[120] : (!llvm.ptr) -> !llvm.ptr, f32
      %442 = llvm.getelementptr %321[121] : (!llvm.ptr) -> !llvm.ptr, f32
      %443 = llvm.getelementptr %321[122] : (!llvm.ptr) -> !llvm.ptr, f32
      %444 = llvm.getelementptr %321[123] : (!llvm.ptr) -> !llvm.ptr, f32
      %445 = llvm.getelementptr %321[124] : (!llvm.ptr) -> !llvm.ptr, f32
      %446 = llvm.getelementptr %321[125] : (!llvm.ptr) -> !llvm.ptr, f32
      %447 = llvm.getelementptr %321[126] : (!llvm.ptr) -> !llvm.ptr, f32
      %448 = llvm.getelementptr %321[127] : (!llvm.ptr) -> !llvm.ptr, f32
      %449 = arith.cmpi eq, %174, %c4_i32 : i32
      cf.br ^bb37(%c0_i32, %187, %0, %c0_i32, %c0_i32, %c0_i32, %c0_i32, %c0_i32, %c0_i32 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32)
    ^bb37(%450: i32, %451: i32, %452: !llvm.struct<(i1)>, %453: i32, %454: i32, %455: i32, %456: i32, %457: i32, %458: i32):  // 2 preds: ^bb36, ^bb101
      %459 = arith.cmpi slt, %451, %c48_i32 : i32
      cf.cond_br %459, ^bb38(%450, %451, %452, %453, %454, %455, %456, %457, %458 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32), ^bb102
    ^bb38(%460: i32, %461: i32, %462: !llvm.struct<(i1)>, %463: i32, %464: i32, %465: i32, %466: i32, %467: i32, %468: i32):  // pred: ^bb37
      %469 = builtin.unrealized_conversion_cast %462 : !llvm.struct<(i1)> to !mma_bf16_bf16_f32_64x256x16_
      %470 = arith.divsi %461, %c24_i32 : i32
      %471 = arith.muli %470, %c24_i32 : i32
      %472 = arith.cmpi ne, %461, %471 : i32
      %c0_i32_70 = arith.constant 0 : i32
      %473 = arith.cmpi slt, %461, %c0_i32_70 : i32
      %474 = arith.cmpi slt, %c24_i32, %c0_i32_70 : i32
      %475 = arith.cmpi ne, %473, %474 : i1
      %476 = arith.andi %472, %475 : i1
      %c-1_i32_71 = arith.constant -1 : i32
      %477 = arith.addi %470, %c-1_i32_71 : i32
      %478 = arith.select %476, %477, %470 : i32
      %479 = arith.muli %478, %c24_i32 : i32
      %480 = arith.subi %461, %479 : i32
      %481 = arith.divsi %480, %c24_i32 : i32
      %482 = arith.muli %481, %c24_i32 : i32
      %483 = arith.cmpi ne, %480, %482 : i32
      %c0_i32_72 = arith.constant 0 : i32
      %484 = arith.cmpi slt, %480, %c0_i32_72 : i32
      %485 = arith.cmpi slt, %c24_i32, %c0_i32_72 : i32
      %486 = arith.cmpi ne, %484, %485 : i1
      %487 = arith.andi %483, %486 : i1
      %c-1_i32_73 = arith.constant -1 : i32
      %488 = arith.addi %481, %c-1_i32_73 : i32
      %489 = arith.select %487, %488, %481 : i32
      %490 = arith.muli %489, %c8_i32 : i32
      %491 = arith.subi %c8_i32, %490 : i32
      %492 = arith.cmpi slt, %491, %c8_i32 : i32
      %493 = arith.select %492, %491, %c8_i32 : i32
      %494 = arith.muli %489, %c24_i32 : i32
      %495 = arith.subi %480, %494 : i32
      %496 = arith.remsi %495, %493 : i32
      %497 = arith.addi %490, %496 : i32
      %498 = arith.divsi %495, %493 : i32
      %499 = arith.muli %498, %493 : i32
      %500 = arith.cmpi ne, %495, %499 : i32
      %c0_i32_74 = arith.constant 0 : i32
      %501 = arith.cmpi slt, %495, %c0_i32_74 : i32
      %502 = arith.cmpi slt, %493, %c0_i32_74 : i32
      %503 = arith.cmpi ne, %501, %502 : i1
      %504 = arith.andi %500, %503 : i1
      %c-1_i32_75 = arith.constant -1 : i32
      %505 = arith.addi %498, %c-1_i32_75 : i32
      %506 = arith.select %504, %505, %498 : i32
      %507 = arith.addi %497, %185 : i32
      %508 = arith.muli %506, %c2_i32 : i32
      %509 = arith.addi %508, %186 : i32
      cute.memref.store_vec(%cst, %rmem) : (vector<128xf32>, !memref_rmem_f32_) -> ()
      %510 = cute_nvgpu.atom.set_value(%469, %true : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !mma_bf16_bf16_f32_64x256x16_
      %511 = builtin.unrealized_conversion_cast %510 : !mma_bf16_bf16_f32_64x256x16_ to !llvm.struct<(i1)>
      nvvm.wgmma.fence.aligned
      cf.br ^bb39(%c0_i32, %463, %464, %465, %466, %467, %468 : i32, i32, i32, i32, i32, i32, i32)
    ^bb39(%512: i32, %513: i32, %514: i32, %515: i32, %516: i32, %517: i32, %518: i32):  // 2 preds: ^bb38, ^bb54
      %519 = arith.cmpi slt, %512, %c9_i32 : i32
      cf.cond_br %519, ^bb40, ^bb55
    ^bb40:  // pred: ^bb39
      %int_tuple_76 = cute.make_int_tuple(%517) : (i32) -> !cute.int_tuple<"?">
      %ptr_77 = cute.add_offset(%iter, %int_tuple_76) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %520 = builtin.unrealized_conversion_cast %ptr_77 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.try_wait.parity.shared %520, %518, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %coord_78 = cute.make_coord(%517) : (i32) -> !cute.coord<"(_,_,0,?)">
      %idx_79 = cute.crd2idx(%coord_78, %141) : (!cute.coord<"(_,_,0,?)">, !cute_layout_d2b4bf) -> !cute.int_tuple<"?{div=1024}">
      %tup_80 = cute.add_offset(%gmmaSmemDesc, %idx_79) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=1024}">) -> !cute_nvgpu.smem_desc
      %idx_81 = cute.crd2idx(%coord_78, %140) : (!cute.coord<"(_,_,0,?)">, !cute_layout_8af91a) -> !cute.int_tuple<"?{div=2048}">
      %tup_82 = cute.add_offset(%gmmaSmemDesc_62, %idx_81) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2048}">) -> !cute_nvgpu.smem_desc
      %521 = llvm.load %321 : !llvm.ptr -> f32
      %522 = llvm.load %322 : !llvm.ptr -> f32
      %523 = llvm.load %323 : !llvm.ptr -> f32
      %524 = llvm.load %324 : !llvm.ptr -> f32
      %525 = llvm.load %325 : !llvm.ptr -> f32
      %526 = llvm.load %326 : !llvm.ptr -> f32
      %527 = llvm.load %327 : !llvm.ptr -> f32
      %528 = llvm.load %328 : !llvm.ptr -> f32
      %529 = llvm.load %329 : !llvm.ptr -> f32
      %530 = llvm.load %330 : !llvm.ptr -> f32
      %531 = llvm.load %331 : !llvm.ptr -> f32
      %532 = llvm.load %332 : !llvm.ptr -> f32
      %533 = llvm.load %333 : !llvm.ptr -> f32
      %534 = llvm.load %334 : !llvm.ptr -> f32
      %535 = llvm.load %335 : !llvm.ptr -> f32
      %536 = llvm.load %336 : !llvm.ptr -> f32
      %537 = llvm.load %337 : !llvm.ptr -> f32
      %538 = llvm.load %338 : !llvm.ptr -> f32
      %539 = llvm.load %339 : !llvm.ptr -> f32
      %540 = llvm.load %340 : !llvm.ptr -> f32
      %541 = llvm.load %341 : !llvm.ptr -> f32
      %542 = llvm.load %342 : !llvm.ptr -> f32
      %543 = llvm.load %343 : !llvm.ptr -> f32
      %544 = llvm.load %344 : !llvm.ptr -> f32
      %545 = llvm.load %345 : !llvm.ptr -> f32
      %546 = llvm.load %346 : !llvm.ptr -> f32
      %547 = llvm.load %347 : !llvm.ptr -> f32
      %548 = llvm.load %348 : !llvm.ptr -> f32
      %549 = llvm.load %349 : !llvm.ptr -> f32
      %550 = llvm.load %350 : !llvm.ptr -> f32
      %551 = llvm.load %351 : !llvm.ptr -> f32
      %552 = llvm.load %352 : !llvm.ptr -> f32
      %553 = llvm.load %353 : !llvm.ptr -> f32
      %554 = llvm.load %354 : !llvm.ptr -> f32
      %555 = llvm.load %355 : !llvm.ptr -> f32
      %556 = llvm.load %356 : !llvm.ptr -> f32
      %557 = llvm.load %357 : !llvm.ptr -> f32
      %558 = llvm.load %358 : !llvm.ptr -> f32
      %559 = llvm.load %359 : !llvm.ptr -> f32
      %560 = llvm.load %360 : !llvm.ptr -> f32
      %561 = llvm.load %361 : !llvm.ptr -> f32
      %562 = llvm.load %362 : !llvm.ptr -> f32
      %563 = llvm.load %363 : !llvm.ptr -> f32
      %564 = llvm.load %364 : !llvm.ptr -> f32
      %565 = llvm.load %365 : !llvm.ptr -> f32
      %566 = llvm.load %366 : !llvm.ptr -> f32
      %567 = llvm.load %367 : !llvm.ptr -> f32
      %568 = llvm.load %368 : !llvm.ptr -> f32
      %569 = llvm.load %369 : !llvm.ptr -> f32
      %570 = llvm.load %370 : !llvm.ptr -> f32
      %571 = llvm.load %371 : !llvm.ptr -> f32
      %572 = llvm.load %372 : !llvm.ptr -> f32
      %573 = llvm.load %373 : !llvm.ptr -> f32
      %574 = llvm.load %374 : !llvm.ptr -> f32
      %575 = llvm.load %375 : !llvm.ptr -> f32
      %576 = llvm.load %376 : !llvm.ptr -> f32
      %577 = llvm.load %377 : !llvm.ptr -> f32
      %578 = llvm.load %378 : !llvm.ptr -> f32
      %579 = llvm.load %379 : !llvm.ptr -> f32
      %580 = llvm.load %380 : !llvm.ptr -> f32
      %581 = llvm.load %381 : !llvm.ptr -> f32
      %582 = llvm.load %382 : !llvm.ptr -> f32
      %583 = llvm.load %383 : !llvm.ptr -> f32
      %584 = llvm.load %384 : !llvm.ptr -> f32
      %585 = llvm.load %385 : !llvm.ptr -> f32
      %586 = llvm.load %386 : !llvm.ptr -> f32
      %587 = llvm.load %387 : !llvm.ptr -> f32
      %588 = llvm.load %388 : !llvm.ptr -> f32
      %589 = llvm.load %389 : !llvm.ptr -> f32
      %590 = llvm.load %390 : !llvm.ptr -> f32
      %591 = llvm.load %391 : !llvm.ptr -> f32
      %592 = llvm.load %392 : !llvm.ptr -> f32
      %593 = llvm.load %393 : !llvm.ptr -> f32
      %594 = llvm.load %394 : !llvm.ptr -> f32
      %595 = llvm.load %395 : !llvm.ptr -> f32
      %596 = llvm.load %396 : !llvm.ptr -> f32
      %597 = llvm.load %397 : !llvm.ptr -> f32
      %598 = llvm.load %398 : !llvm.ptr -> f32
      %599 = llvm.load %399 : !llvm.ptr -> f32
      %600 = llvm.load %400 : !llvm.ptr -> f32
      %601 = llvm.load %401 : !llvm.ptr -> f32
      %602 = llvm.load %402 : !llvm.ptr -> f32
      %603 = llvm.load %403 : !llvm.ptr -> f32
      %604 = llvm.load %404 : !llvm.ptr -> f32
      %605 = llvm.load %405 : !llvm.ptr -> f32
      %606 = llvm.load %406 : !llvm.ptr -> f32
      %607 = llvm.load %407 : !llvm.ptr -> f32
      %608 = llvm.load %408 : !llvm.ptr -> f32
      %609 = llvm.load %409 : !llvm.ptr -> f32
      %610 = llvm.load %410 : !llvm.ptr -> f32
      %611 = llvm.load %411 : !llvm.ptr -> f32
      %612 = llvm.load %412 : !llvm.ptr -> f32
      %613 = llvm.load %413 : !llvm.ptr -> f32
      %614 = llvm.load %414 : !llvm.ptr -> f32
      %615 = llvm.load %415 : !llvm.ptr -> f32
      %616 = llvm.load %416 : !llvm.ptr -> f32
      %617 = llvm.load %417 : !llvm.ptr -> f32
      %618 = llvm.load %418 : !llvm.ptr -> f32
      %619 = llvm.load %419 : !llvm.ptr -> f32
      %620 = llvm.load %420 : !llvm.ptr -> f32
      %621 = llvm.load %421 : !llvm.ptr -> f32
      %622 = llvm.load %422 : !llvm.ptr -> f32
      %623 = llvm.load %423 : !llvm.ptr -> f32
      %624 = llvm.load %424 : !llvm.ptr -> f32
      %625 = llvm.load %425 : !llvm.ptr -> f32
      %626 = llvm.load %426 : !llvm.ptr -> f32
      %627 = llvm.load %427 : !llvm.ptr -> f32
      %628 = llvm.load %428 : !llvm.ptr -> f32
      %629 = llvm.load %429 : !llvm.ptr -> f32
      %630 = llvm.load %430 : !llvm.ptr -> f32
      %631 = llvm.load %431 : !llvm.ptr -> f32
      %632 = llvm.load %432 : !llvm.ptr -> f32
      %633 = llvm.load %433 : !llvm.ptr -> f32
      %634 = llvm.load %434 : !llvm.ptr -> f32
      %635 = llvm.load %435 : !llvm.ptr -> f32
      %636 = llvm.load %436 : !llvm.ptr -> f32
      %637 = llvm.load %437 : !llvm.ptr -> f32
      %638 = llvm.load %438 : !llvm.ptr -> f32
      %639 = llvm.load %439 : !llvm.ptr -> f32
      %640 = llvm.load %440 : !llvm.ptr -> f32
      %641 = llvm.load %441 : !llvm.ptr -> f32
      %642 = llvm.load %442 : !llvm.ptr -> f32
      %643 = llvm.load %443 : !llvm.ptr -> f32
      %644 = llvm.load %444 : !llvm.ptr -> f32
      %645 = llvm.load %445 : !llvm.ptr -> f32
      %646 = llvm.load %446 : !llvm.ptr -> f32
      %647 = llvm.load %447 : !llvm.ptr -> f32
      %648 = llvm.load %448 : !llvm.ptr -> f32
      %649:128 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,256,16)", A = %tup_80 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %tup_82 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%521, %522, %523, %524, %525, %526, %527, %528, %529, %530, %531, %532, %533, %534, %535, %536, %537, %538, %539, %540, %541, %542, %543, %544, %545, %546, %547, %548, %549, %550, %551, %552, %553, %554, %555, %556, %557, %558, %559, %560, %561, %562, %563, %564, %565, %566, %567, %568, %569, %570, %571, %572, %573, %574, %575, %576, %577, %578, %579, %580, %581, %582, %583, %584, %585, %586, %587, %588, %589, %590, %591, %592, %593, %594, %595, %596, %597, %598, %599, %600, %601, %602, %603, %604, %605, %606, %607, %608, %609, %610, %611, %612, %613, %614, %615, %616, %617, %618, %619, %620, %621, %622, %623, %624, %625, %626, %627, %628, %629, %630, %631, %632, %633, %634, %635, %636, %637, %638, %639, %640, %641, %642, %643, %644, %645, %646, %647, %648], accum = %true : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 128, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
      llvm.store %649#0, %321 : f32, !llvm.ptr
      llvm.store %649#1, %322 : f32, !llvm.ptr
      llvm.store %649#2, %323 : f32, !llvm.ptr
      llvm.store %649#3, %324 : f32, !llvm.ptr
      llvm.store %649#4, %325 : f32, !llvm.ptr
      llvm.store %649#5, %326 : f32, !llvm.ptr
      llvm.store %649#6, %327 : f32, !llvm.ptr
      llvm.store %649#7, %328 : f32, !llvm.ptr
      llvm.store %649#8, %329 : f32, !llvm.ptr
      llvm.store %649#9, %330 : f32, !llvm.ptr
      llvm.store %649#10, %331 : f32, !llvm.ptr
      llvm.store %649#11, %332 : f32, !llvm.ptr
      llvm.store %649#12, %333 : f32, !llvm.ptr
      llvm.store %649#13, %334 : f32, !llvm.ptr
      llvm.store %649#14, %335 : f32, !llvm.ptr
      llvm.store %649#15, %336 : f32, !llvm.ptr
      llvm.store %649#16, %337 : f32, !llvm.ptr
      llvm.store %649#17, %338 : f32, !llvm.ptr
      llvm.store %649#18, %339 : f32, !llvm.ptr
      llvm.store %649#19, %340 : f32, !llvm.ptr
      llvm.store %649#20, %341 : f32, !llvm.ptr
      llvm.store %649#21, %342 : f32, !llvm.ptr
      llvm.store %649#22, %343 : f32, !llvm.ptr
      llvm.store %649#23, %344 : f32, !llvm.ptr
      llvm.store %649#24, %345 : f32, !llvm.ptr
      llvm.store %649#25, %346 : f32, !llvm.ptr
      llvm.store %649#26, %347 : f32, !llvm.ptr
      llvm.store %649#27, %348 : f32, !llvm.ptr
      llvm.store %649#28, %349 : f32, !llvm.ptr
      llvm.store %649#29, %350 : f32, !llvm.ptr
      llvm.store %649#30, %351 : f32, !llvm.ptr
      llvm.store %649#31, %352 : f32, !llvm.ptr
      llvm.store %649#32, %353 : f32, !llvm.ptr
      llvm.store %649#33, %354 : f32, !llvm.ptr
      llvm.store %649#34, %355 : f32, !llvm.ptr
      llvm.store %649#35, %356 : f32, !llvm.ptr
      llvm.store %649#36, %357 : f32, !llvm.ptr
      llvm.store %649#37, %358 : f32, !llvm.ptr
      llvm.store %649#38, %359 : f32, !llvm.ptr
      llvm.store %649#39, %360 : f32, !llvm.ptr
      llvm.store %649#40, %361 : f32, !llvm.ptr
      llvm.store %649#41, %362 : f32, !llvm.ptr
      llvm.store %649#42, %363 : f32, !llvm.ptr
      llvm.store %649#43, %364 : f32, !llvm.ptr
      llvm.store %649#44, %365 : f32, !llvm.ptr
      llvm.store %649#45, %366 : f32, !llvm.ptr
      llvm.store %649#46, %367 : f32, !llvm.ptr
      llvm.store %649#47, %368 : f32, !llvm.ptr
      llvm.store %649#48, %369 : f32, !llvm.ptr
      llvm.store %649#49, %370 : f32, !llvm.ptr
      llvm.store %649#50, %371 : f32, !llvm.ptr
      llvm.store %649#51, %372 : f32, !llvm.ptr
      llvm.store %649#52, %373 : f32, !llvm.ptr
      llvm.store %649#53, %374 : f32, !llvm.ptr
      llvm.store %649#54, %375 : f32, !llvm.ptr
      llvm.store %649#55, %376 : f32, !llvm.ptr
      llvm.store %649#56, %377 : f32, !llvm.ptr
      llvm.store %649#57, %378 : f32, !llvm.ptr
      llvm.store %649#58, %379 : f32, !llvm.ptr
      llvm.store %649#59, %380 : f32, !llvm.ptr
      llvm.store %649#60, %381 : f32, !llvm.ptr
      llvm.store %649#61, %382 : f32, !llvm.ptr
      llvm.store %649#62, %383 : f32, !llvm.ptr
      llvm.store %649#63, %384 : f32, !llvm.ptr
      llvm.store %649#64, %385 : f32, !llvm.ptr
      llvm.store %649#65, %386 : f32, !llvm.ptr
      llvm.store %649#66, %387 : f32, !llvm.ptr
      llvm.store %649#67, %388 : f32, !llvm.ptr
      llvm.store %649#68, %389 : f32, !llvm.ptr
      llvm.store %649#69, %390 : f32, !llvm.ptr
      llvm.store %649#70, %391 : f32, !llvm.ptr
      llvm.store %649#71, %392 : f32, !llvm.ptr
      llvm.store %649#72, %393 : f32, !llvm.ptr
      llvm.store %649#73, %394 : f32, !llvm.ptr
      llvm.store %649#74, %395 : f32, !llvm.ptr
      llvm.store %649#75, %396 : f32, !llvm.ptr
      llvm.store %649#76, %397 : f32, !llvm.ptr
      llvm.store %649#77, %398 : f32, !llvm.ptr
      llvm.store %649#78, %399 : f32, !llvm.ptr
      llvm.store %649#79, %400 : f32, !llvm.ptr
      llvm.store %649#80, %401 : f32, !llvm.ptr
      llvm.store %649#81, %402 : f32, !llvm.ptr
      llvm.store %649#82, %403 : f32, !llvm.ptr
      llvm.store %649#83, %404 : f32, !llvm.ptr
      llvm.store %649#84, %405 : f32, !llvm.ptr
      llvm.store %649#85, %406 : f32, !llvm.ptr
      llvm.store %649#86, %407 : f32, !llvm.ptr
      llvm.store %649#87, %408 : f32, !llvm.ptr
      llvm.store %649#88, %409 : f32, !llvm.ptr
      llvm.store %649#89, %410 : f32, !llvm.ptr
      llvm.store %649#90, %411 : f32, !llvm.ptr
      llvm.store %649#91, %412 : f32, !llvm.ptr
      llvm.store %649#92, %413 : f32, !llvm.ptr
      llvm.store %649#93, %414 : f32, !llvm.ptr
      llvm.store %649#94, %415 : f32, !llvm.ptr
      llvm.store %649#95, %416 : f32, !llvm.ptr
      llvm.store %649#96, %417 : f32, !llvm.ptr
      llvm.store %649#97, %418 : f32, !llvm.ptr
      llvm.store %649#98, %419 : f32, !llvm.ptr
      llvm.store %649#99, %420 : f32, !llvm.ptr
      llvm.store %649#100, %421 : f32, !llvm.ptr
      llvm.store %649#101, %422 : f32, !llvm.ptr
      llvm.store %649#102, %423 : f32, !llvm.ptr
      llvm.store %649#103, %424 : f32, !llvm.ptr
      llvm.store %649#104, %425 : f32, !llvm.ptr
      llvm.store %649#105, %426 : f32, !llvm.ptr
      llvm.store %649#106, %427 : f32, !llvm.ptr
      llvm.store %649#107, %428 : f32, !llvm.ptr
      llvm.store %649#108, %429 : f32, !llvm.ptr
      llvm.store %649#109, %430 : f32, !llvm.ptr
      llvm.store %649#110, %431 : f32, !llvm.ptr
      llvm.store %649#111, %432 : f32, !llvm.ptr
      llvm.store %649#112, %433 : f32, !llvm.ptr
      llvm.store %649#113, %434 : f32, !llvm.ptr
      llvm.store %649#114, %435 : f32, !llvm.ptr
      llvm.store %649#115, %436 : f32, !llvm.ptr
      llvm.store %649#116, %437 : f32, !llvm.ptr
      llvm.store %649#117, %438 : f32, !llvm.ptr
      llvm.store %649#118, %439 : f32, !llvm.ptr
      llvm.store %649#119, %440 : f32, !llvm.ptr
      llvm.store %649#120, %441 : f32, !llvm.ptr
      llvm.store %649#121, %442 : f32, !llvm.ptr
      llvm.store %649#122, %443 : f32, !llvm.ptr
      llvm.store %649#123, %444 : f32, !llvm.ptr
      llvm.store %649#124, %445 : f32, !llvm.ptr
      llvm.store %649#125, %446 : f32, !llvm.ptr
      llvm.store %649#126, %447 : f32, !llvm.ptr
      llvm.store %649#127, %448 : f32, !llvm.ptr
      %coord_83 = cute.make_coord(%517) : (i32) -> !cute.coord<"(_,_,1,?)">
      %idx_84 = cute.crd2idx(%coord_83, %141) : (!cute.coord<"(_,_,1,?)">, !cute_layout_d2b4bf) -> !cute.int_tuple<"?{div=2}">
      %tup_85 = cute.add_offset(%gmmaSmemDesc, %idx_84) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
      %idx_86 = cute.crd2idx(%coord_83, %140) : (!cute.coord<"(_,_,1,?)">, !cute_layout_8af91a) -> !cute.int_tuple<"?{div=2}">
      %tup_87 = cute.add_offset(%gmmaSmemDesc_62, %idx_86) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
      %650 = llvm.load %321 : !llvm.ptr -> f32
      %651 = llvm.load %322 : !llvm.ptr -> f32
      %652 = llvm.load %323 : !llvm.ptr -> f32
      %653 = llvm.load %324 : !llvm.ptr -> f32
      %654 = llvm.load %325 : !llvm.ptr -> f32
      %655 = llvm.load %326 : !llvm.ptr -> f32
      %656 = llvm.load %327 : !llvm.ptr -> f32
      %657 = llvm.load %328 : !llvm.ptr -> f32
      %658 = llvm.load %329 : !llvm.ptr -> f32
      %659 = llvm.load %330 : !llvm.ptr -> f32
      %660 = llvm.load %331 : !llvm.ptr -> f32
      %661 = llvm.load %332 : !llvm.ptr -> f32
      %662 = llvm.load %333 : !llvm.ptr -> f32
      %663 = llvm.load %334 : !llvm.ptr -> f32
      %664 = llvm.load %335 : !llvm.ptr -> f32
      %665 = llvm.load %336 : !llvm.ptr -> f32
      %666 = llvm.load %337 : !llvm.ptr -> f32
      %667 = llvm.load %338 : !llvm.ptr -> f32
      %668 = llvm.load %339 : !llvm.ptr -> f32
      %669 = llvm.load %340 : !llvm.ptr -> f32
      %670 = llvm.load %341 : !llvm.ptr -> f32
      %671 = llvm.load %342 : !llvm.ptr -> f32
      %672 = llvm.load %343 : !llvm.ptr -> f32
      %673 = llvm.load %344 : !llvm.ptr -> f32
      %674 = llvm.load %345 : !llvm.ptr -> f32
      %675 = llvm.load %346 : !llvm.ptr -> f32
      %676 = llvm.load %347 : !llvm.ptr -> f32
      %677 = llvm.load %348 : !llvm.ptr -> f32
      %678 = llvm.load %349 : !llvm.ptr -> f32
      %679 = llvm.load %350 : !llvm.ptr -> f32
      %680 = llvm.load %351 : !llvm.ptr -> f32
      %681 = llvm.load %352 : !llvm.ptr -> f32
      %682 = llvm.load %353 : !llvm.ptr -> f32
      %683 = llvm.load %354 : !llvm.ptr -> f32
      %684 = llvm.load %355 : !llvm.ptr -> f32
      %685 = llvm.load %356 : !llvm.ptr -> f32
      %686 = llvm.load %357 : !llvm.ptr -> f32
      %687 = llvm.load %358 : !llvm.ptr -> f32
      %688 = llvm.load %359 : !llvm.ptr -> f32
      %689 = llvm.load %360 : !llvm.ptr -> f32
      %690 = llvm.load %361 : !llvm.ptr -> f32
      %691 = llvm.load %362 : !llvm.ptr -> f32
      %692 = llvm.load %363 : !llvm.ptr -> f32
      %693 = llvm.load %364 : !llvm.ptr -> f32
      %694 = llvm.load %365 : !llvm.ptr -> f32
      %695 = llvm.load %366 : !llvm.ptr -> f32
      %696 = llvm.load %367 : !llvm.ptr -> f32
      %697 = llvm.load %368 : !llvm.ptr -> f32
      %698 = llvm.load %369 : !llvm.ptr -> f32
      %699 = llvm.load %370 : !llvm.ptr -> f32
      %700 = llvm.load %371 : !llvm.ptr -> f32
      %701 = llvm.load %372 : !llvm.ptr -> f32
      %702 = llvm.load %373 : !llvm.ptr -> f32
      %703 = llvm.load %374 : !llvm.ptr -> f32
      %704 = llvm.load %375 : !llvm.ptr -> f32
      %705 = llvm.load %376 : !llvm.ptr -> f32
      %706 = llvm.load %377 : !llvm.ptr -> f32
      %707 = llvm.load %378 : !llvm.ptr -> f32
      %708 = llvm.load %379 : !llvm.ptr -> f32
      %709 = llvm.load %380 : !llvm.ptr -> f32
      %710 = llvm.load %381 : !llvm.ptr -> f32
      %711 = llvm.load %382 : !llvm.ptr -> f32
      %712 = llvm.load %383 : !llvm.ptr -> f32
      %713 = llvm.load %384 : !llvm.ptr -> f32
      %714 = llvm.load %385 : !llvm.ptr -> f32
      %715 = llvm.load %386 : !llvm.ptr -> f32
      %716 = llvm.load %387 : !llvm.ptr -> f32
      %717 = llvm.load %388 : !llvm.ptr -> f32
      %718 = llvm.load %389 : !llvm.ptr -> f32
      %719 = llvm.load %390 : !llvm.ptr -> f32
      %720 = llvm.load %391 : !llvm.ptr -> f32
      %721 = llvm.load %392 : !llvm.ptr -> f32
      %722 = llvm.load %393 : !llvm.ptr -> f32
      %723 = llvm.load %394 : !llvm.ptr -> f32
      %724 = llvm.load %395 : !llvm.ptr -> f32
      %725 = llvm.load %396 : !llvm.ptr -> f32
      %726 = llvm.load %397 : !llvm.ptr -> f32
      %727 = llvm.load %398 : !llvm.ptr -> f32
      %728 = llvm.load %399 : !llvm.ptr -> f32
      %729 = llvm.load %400 : !llvm.ptr -> f32
      %730 = llvm.load %401 : !llvm.ptr -> f32
      %731 = llvm.load %402 : !llvm.ptr -> f32
      %732 = llvm.load %403 : !llvm.ptr -> f32
      %733 = llvm.load %404 : !llvm.ptr -> f32
      %734 = llvm.load %405 : !llvm.ptr -> f32
      %735 = llvm.load %406 : !llvm.ptr -> f32
      %736 = llvm.load %407 : !llvm.ptr -> f32
      %737 = llvm.load %408 : !llvm.ptr -> f32
      %738 = llvm.load %409 : !llvm.ptr -> f32
      %739 = llvm.load %410 : !llvm.ptr -> f32
      %740 = llvm.load %411 : !llvm.ptr -> f32
      %741 = llvm.load %412 : !llvm.ptr -> f32
      %742 = llvm.load %413 : !llvm.ptr -> f32
      %743 = llvm.load %414 : !llvm.ptr -> f32
      %744 = llvm.load %415 : !llvm.ptr -> f32
      %745 = llvm.load %416 : !llvm.ptr -> f32
      %746 = llvm.load %417 : !llvm.ptr -> f32
      %747 = llvm.load %418 : !llvm.ptr -> f32
      %748 = llvm.load %419 : !llvm.ptr -> f32
      %749 = llvm.load %420 : !llvm.ptr -> f32
      %750 = llvm.load %421 : !llvm.ptr -> f32
      %751 = llvm.load %422 : !llvm.ptr -> f32
      %752 = llvm.load %423 : !llvm.ptr -> f32
      %753 = llvm.load %424 : !llvm.ptr -> f32
      %754 = llvm.load %425 : !llvm.ptr -> f32
      %755 = llvm.load %426 : !llvm.ptr -> f32
      %756 = llvm.load %427 : !llvm.ptr -> f32
      %757 = llvm.load %428 : !llvm.ptr -> f32
      %758 = llvm.load %429 : !llvm.ptr -> f32
      %759 = llvm.load %430 : !llvm.ptr -> f32
      %760 = llvm.load %431 : !llvm.ptr -> f32
      %761 = llvm.load %432 : !llvm.ptr -> f32
      %762 = llvm.load %433 : !llvm.ptr -> f32
      %763 = llvm.load %434 : !llvm.ptr -> f32
      %764 = llvm.load %435 : !llvm.ptr -> f32
      %765 = llvm.load %436 : !llvm.ptr -> f32
      %766 = llvm.load %437 : !llvm.ptr -> f32
      %767 = llvm.load %438 : !llvm.ptr -> f32
      %768 = llvm.load %439 : !llvm.ptr -> f32
      %769 = llvm.load %440 : !llvm.ptr -> f32
      %770 = llvm.load %441 : !llvm.ptr -> f32
      %771 = llvm.load %442 : !llvm.ptr -> f32
      %772 = llvm.load %443 : !llvm.ptr -> f32
      %773 = llvm.load %444 : !llvm.ptr -> f32
      %774 = llvm.load %445 : !llvm.ptr -> f32
      %775 = llvm.load %446 : !llvm.ptr -> f32
      %776 = llvm.load %447 : !llvm.ptr -> f32
      %777 = llvm.load %448 : !llvm.ptr -> f32
      %778:128 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,256,16)", A = %tup_85 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %tup_87 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%650, %651, %652, %653, %654, %655, %656, %657, %658, %659, %660, %661, %662, %663, %664, %665, %666, %667, %668, %669, %670, %671, %672, %673, %674, %675, %676, %677, %678, %679, %680, %681, %682, %683, %684, %685, %686, %687, %688, %689, %690, %691, %692, %693, %694, %695, %696, %697, %698, %699, %700, %701, %702, %703, %704, %705, %706, %707, %708, %709, %710, %711, %712, %713, %714, %715, %716, %717, %718, %719, %720, %721, %722, %723, %724, %725, %726, %727, %728, %729, %730, %731, %732, %733, %734, %735, %736, %737, %738, %739, %740, %741, %742, %743, %744, %745, %746, %747, %748, %749, %750, %751, %752, %753, %754, %755, %756, %757, %758, %759, %760, %761, %762, %763, %764, %765, %766, %767, %768, %769, %770, %771, %772, %773, %774, %775, %776, %777], accum = %true : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 128, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
      llvm.store %778#0, %321 : f32, !llvm.ptr
      llvm.store %778#1, %322 : f32, !llvm.ptr
      llvm.store %778#2, %323 : f32, !llvm.ptr
      llvm.store %778#3, %324 : f32, !llvm.ptr
      llvm.store %778#4, %325 : f32, !llvm.ptr
      llvm.store %778#5, %326 : f32, !llvm.ptr
      llvm.store %778#6, %327 : f32, !llvm.ptr
      llvm.store %778#7, %328 : f32, !llvm.ptr
      llvm.store %778#8, %329 : f32, !llvm.ptr
      llvm.store %778#9, %330 : f32, !llvm.ptr
      llvm.store %778#10, %331 : f32, !llvm.ptr
      llvm.store %778#11, %332 : f32, !llvm.ptr
      llvm.store %778#12, %333 : f32, !llvm.ptr
      llvm.store %778#13, %334 : f32, !llvm.ptr
      llvm.store %778#14, %335 : f32, !llvm.ptr
      llvm.store %778#15, %336 : f32, !llvm.ptr
      llvm.store %778#16, %337 : f32, !llvm.ptr
      llvm.store %778#17, %338 : f32, !llvm.ptr
      llvm.store %778#18, %339 : f32, !llvm.ptr
      llvm.store %778#19, %340 : f32, !llvm.ptr
      llvm.store %778#20, %341 : f32, !llvm.ptr
      llvm.store %778#21, %342 : f32, !llvm.ptr
      llvm.store %778#22, %343 : f32, !llvm.ptr
      llvm.store %778#23, %344 : f32, !llvm.ptr
      llvm.store %778#24, %345 : f32, !llvm.ptr
      llvm.store %778#25, %346 : f32, !llvm.ptr
      llvm.store %778#26, %347 : f32, !llvm.ptr
      llvm.store %778#27, %348 : f32, !llvm.ptr
      llvm.store %778#28, %349 : f32, !llvm.ptr
      llvm.store %778#29, %350 : f32, !llvm.ptr
      llvm.store %778#30, %351 : f32, !llvm.ptr
      llvm.store %778#31, %352 : f32, !llvm.ptr
      llvm.store %778#32, %353 : f32, !llvm.ptr
      llvm.store %778#33, %354 : f32, !llvm.ptr
      llvm.store %778#34, %355 : f32, !llvm.ptr
      llvm.store %778#35, %356 : f32, !llvm.ptr
      llvm.store %778#36, %357 : f32, !llvm.ptr
      llvm.store %778#37, %358 : f32, !llvm.ptr
      llvm.store %778#38, %359 : f32, !llvm.ptr
      llvm.store %778#39, %360 : f32, !llvm.ptr
      llvm.store %778#40, %361 : f32, !llvm.ptr
      llvm.store %778#41, %362 : f32, !llvm.ptr
      llvm.store %778#42, %363 : f32, !llvm.ptr
      llvm.store %778#43, %364 : f32, !llvm.ptr
      llvm.store %778#44, %365 : f32, !llvm.ptr
      llvm.store %778#45, %366 : f32, !llvm.ptr
      llvm.store %778#46, %367 : f32, !llvm.ptr
      llvm.store %778#47, %368 : f32, !llvm.ptr
      llvm.store %778#48, %369 : f32, !llvm.ptr
      llvm.store %778#49, %370 : f32, !llvm.ptr
      llvm.store %778#50, %371 : f32, !llvm.ptr
      llvm.store %778#51, %372 : f32, !llvm.ptr
      llvm.store %778#52, %373 : f32, !llvm.ptr
      llvm.store %778#53, %374 : f32, !llvm.ptr
      llvm.store %778#54, %375 : f32, !llvm.ptr
      llvm.store %778#55, %376 : f32, !llvm.ptr
      llvm.store %778#56, %377 : f32, !llvm.ptr
      llvm.store %778#57, %378 : f32, !llvm.ptr
      llvm.store %778#58, %379 : f32, !llvm.ptr
      llvm.store %778#59, %380 : f32, !llvm.ptr
      llvm.store %778#60, %381 : f32, !llvm.ptr
      llvm.store %778#61, %382 : f32, !llvm.ptr
      llvm.store %778#62, %383 : f32, !llvm.ptr
      llvm.store %778#63, %384 : f32, !llvm.ptr
      llvm.store %778#64, %385 : f32, !llvm.ptr
      llvm.store %778#65, %386 : f32, !llvm.ptr
      llvm.store %778#66, %387 : f32, !llvm.ptr
      llvm.store %778#67, %388 : f32, !llvm.ptr
      llvm.store %778#68, %389 : f32, !llvm.ptr
      llvm.store %778#69, %390 : f32, !llvm.ptr
      llvm.store %778#70, %391 : f32, !llvm.ptr
      llvm.store %778#71, %392 : f32, !llvm.ptr
      llvm.store %778#72, %393 : f32, !llvm.ptr
      llvm.store %778#73, %394 : f32, !llvm.ptr
      llvm.store %778#74, %395 : f32, !llvm.ptr
      llvm.store %778#75, %396 : f32, !llvm.ptr
      llvm.store %778#76, %397 : f32, !llvm.ptr
      llvm.store %778#77, %398 : f32, !llvm.ptr
      llvm.store %778#78, %399 : f32, !llvm.ptr
      llvm.store %778#79, %400 : f32, !llvm.ptr
      llvm.store %778#80, %401 : f32, !llvm.ptr
      llvm.store %778#81, %402 : f32, !llvm.ptr
      llvm.store %778#82, %403 : f32, !llvm.ptr
      llvm.store %778#83, %404 : f32, !llvm.ptr
      llvm.store %778#84, %405 : f32, !llvm.ptr
      llvm.store %778#85, %406 : f32, !llvm.ptr
      llvm.store %778#86, %407 : f32, !llvm.ptr
      llvm.store %778#87, %408 : f32, !llvm.ptr
      llvm.store %778#88, %409 : f32, !llvm.ptr
      llvm.store %778#89, %410 : f32, !llvm.ptr
      llvm.store %778#90, %411 : f32, !llvm.ptr
      llvm.store %778#91, %412 : f32, !llvm.ptr
      llvm.store %778#92, %413 : f32, !llvm.ptr
      llvm.store %778#93, %414 : f32, !llvm.ptr
      llvm.store %778#94, %415 : f32, !llvm.ptr
      llvm.store %778#95, %416 : f32, !llvm.ptr
      llvm.store %778#96, %417 : f32, !llvm.ptr
      llvm.store %778#97, %418 : f32, !llvm.ptr
      llvm.store %778#98, %419 : f32, !llvm.ptr
      llvm.store %778#99, %420 : f32, !llvm.ptr
      llvm.store %778#100, %421 : f32, !llvm.ptr
      llvm.store %778#101, %422 : f32, !llvm.ptr
      llvm.store %778#102, %423 : f32, !llvm.ptr
      llvm.store %778#103, %424 : f32, !llvm.ptr
      llvm.store %778#104, %425 : f32, !llvm.ptr
      llvm.store %778#105, %426 : f32, !llvm.ptr
      llvm.store %778#106, %427 : f32, !llvm.ptr
      llvm.store %778#107, %428 : f32, !llvm.ptr
      llvm.store %778#108, %429 : f32, !llvm.ptr
      llvm.store %778#109, %430 : f32, !llvm.ptr
      llvm.store %778#110, %431 : f32, !llvm.ptr
      llvm.store %778#111, %432 : f32, !llvm.ptr
      llvm.store %778#112, %433 : f32, !llvm.ptr
      llvm.store %778#113, %434 : f32, !llvm.ptr
      llvm.store %778#114, %435 : f32, !llvm.ptr
      llvm.store %778#115, %436 : f32, !llvm.ptr
      llvm.store %778#116, %437 : f32, !llvm.ptr
      llvm.store %778#117, %438 : f32, !llvm.ptr
      llvm.store %778#118, %439 : f32, !llvm.ptr
      llvm.store %778#119, %440 : f32, !llvm.ptr
      llvm.store %778#120, %441 : f32, !llvm.ptr
      llvm.store %778#121, %442 : f32, !llvm.ptr
      llvm.store %778#122, %443 : f32, !llvm.ptr
      llvm.store %778#123, %444 : f32, !llvm.ptr
      llvm.store %778#124, %445 : f32, !llvm.ptr
      llvm.store %778#125, %446 : f32, !llvm.ptr
      llvm.store %778#126, %447 : f32, !llvm.ptr
      llvm.store %778#127, %448 : f32, !llvm.ptr
      %coord_88 = cute.make_coord(%517) : (i32) -> !cute.coord<"(_,_,2,?)">
      %idx_89 = cute.crd2idx(%coord_88, %141) : (!cute.coord<"(_,_,2,?)">, !cute_layout_d2b4bf) -> !cute.int_tuple<"?{div=4}">
      %tup_90 = cute.add_offset(%gmmaSmemDesc, %idx_89) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=4}">) -> !cute_nvgpu.smem_desc
      %idx_91 = cute.crd2idx(%coord_88, %140) : (!cute.coord<"(_,_,2,?)">, !cute_layout_8af91a) -> !cute.int_tuple<"?{div=4}">
      %tup_92 = cute.add_offset(%gmmaSmemDesc_62, %idx_91) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=4}">) -> !cute_nvgpu.smem_desc
      %779 = llvm.load %321 : !llvm.ptr -> f32
      %780 = llvm.load %322 : !llvm.ptr -> f32
      %781 = llvm.load %323 : !llvm.ptr -> f32
      %782 = llvm.load %324 : !llvm.ptr -> f32
      %783 = llvm.load %325 : !llvm.ptr -> f32
      %784 = llvm.load %326 : !llvm.ptr -> f32
      %785 = llvm.load %327 : !llvm.ptr -> f32
      %786 = llvm.load %328 : !llvm.ptr -> f32
      %787 = llvm.load %329 : !llvm.ptr -> f32
      %788 = llvm.load %330 : !llvm.ptr -> f32
      %789 = llvm.load %331 : !llvm.ptr -> f32
      %790 = llvm.load %332 : !llvm.ptr -> f32
      %791 = llvm.load %333 : !llvm.ptr -> f32
      %792 = llvm.load %334 : !llvm.ptr -> f32
      %793 = llvm.load %335 : !llvm.ptr -> f32
      %794 = llvm.load %336 : !llvm.ptr -> f32
      %795 = llvm.load %337 : !llvm.ptr -> f32
      %796 = llvm.load %338 : !llvm.ptr -> f32
      %797 = llvm.load %339 : !llvm.ptr -> f32
      %798 = llvm.load %340 : !llvm.ptr -> f32
      %799 = llvm.load %341 : !llvm.ptr -> f32
      %800 = llvm.load %342 : !llvm.ptr -> f32
      %801 = llvm.load %343 : !llvm.ptr -> f32
      %802 = llvm.load %344 : !llvm.ptr -> f32
      %803 = llvm.load %345 : !llvm.ptr -> f32
      %804 = llvm.load %346 : !llvm.ptr -> f32
      %805 = llvm.load %347 : !llvm.ptr -> f32
      %806 = llvm.load %348 : !llvm.ptr -> f32
      %807 = llvm.load %349 : !llvm.ptr -> f32
      %808 = llvm.load %350 : !llvm.ptr -> f32
      %809 = llvm.load %351 : !llvm.ptr -> f32
      %810 = llvm.load %352 : !llvm.ptr -> f32
      %811 = llvm.load %353 : !llvm.ptr -> f32
      %812 = llvm.load %354 : !llvm.ptr -> f32
      %813 = llvm.load %355 : !llvm.ptr -> f32
      %814 = llvm.load %356 : !llvm.ptr -> f32
      %815 = llvm.load %357 : !llvm.ptr -> f32
      %816 = llvm.load %358 : !llvm.ptr -> f32
      %817 = llvm.load %359 : !llvm.ptr -> f32
      %818 = llvm.load %360 : !llvm.ptr -> f32
      %819 = llvm.load %361 : !llvm.ptr -> f32
      %820 = llvm.load %362 : !llvm.ptr -> f32
      %821 = llvm.load %363 : !llvm.ptr -> f32
      %822 = llvm.load %364 : !llvm.ptr -> f32
      %823 = llvm.load %365 : !llvm.ptr -> f32
      %824 = llvm.load %366 : !llvm.ptr -> f32
      %825 = llvm.load %367 : !llvm.ptr -> f32
      %826 = llvm.load %368 : !llvm.ptr -> f32
      %827 = llvm.load %369 : !llvm.ptr -> f32
      %828 = llvm.load %370 : !llvm.ptr -> f32
      %829 = llvm.load %371 : !llvm.ptr -> f32
      %830 = llvm.load %372 : !llvm.ptr -> f32
      %831 = llvm.load %373 : !llvm.ptr -> f32
      %832 = llvm.load %374 : !llvm.ptr -> f32
      %833 = llvm.load %375 : !llvm.ptr -> f32
      %834 = llvm.load %376 : !llvm.ptr -> f32
      %835 = llvm.load %377 : !llvm.ptr -> f32
      %836 = llvm.load %378 : !llvm.ptr -> f32
      %837 = llvm.load %379 : !llvm.ptr -> f32
      %838 = llvm.load %380 : !llvm.ptr -> f32
      %839 = llvm.load %381 : !llvm.ptr -> f32
      %840 = llvm.load %382 : !llvm.ptr -> f32
      %841 = llvm.load %383 : !llvm.ptr -> f32
      %842 = llvm.load %384 : !llvm.ptr -> f32
      %843 = llvm.load %385 : !llvm.ptr -> f32
      %844 = llvm.load %386 : !llvm.ptr -> f32
      %845 = llvm.load %387 : !llvm.ptr -> f32
      %846 = llvm.load %388 : !llvm.ptr -> f32
      %847 = llvm.load %389 : !llvm.ptr -> f32
      %848 = llvm.load %390 : !llvm.ptr -> f32
      %849 = llvm.load %391 : !llvm.ptr -> f32
      %850 = llvm.load %392 : !llvm.ptr -> f32
      %851 = llvm.load %393 : !llvm.ptr -> f32
      %852 = llvm.load %394 : !llvm.ptr -> f32
      %853 = llvm.load %395 : !llvm.ptr -> f32
      %854 = llvm.load %396 : !llvm.ptr -> f32
      %855 = llvm.load %397 : !llvm.ptr -> f32
      %856 = llvm.load %398 : !llvm.ptr -> f32
      %857 = llvm.load %399 : !llvm.ptr -> f32
      %858 = llvm.load %400 : !llvm.ptr -> f32
      %859 = llvm.load %401 : !llvm.ptr -> f32
      %860 = llvm.load %402 : !llvm.ptr -> f32
      %861 = llvm.load %403 : !llvm.ptr -> f32
      %862 = llvm.load %404 : !llvm.ptr -> f32
      %863 = llvm.load %405 : !llvm.ptr -> f32
      %864 = llvm.load %406 : !llvm.ptr -> f32
      %865 = llvm.load %407 : !llvm.ptr -> f32
      %866 = llvm.load %408 : !llvm.ptr -> f32
      %867 = llvm.load %409 : !llvm.ptr -> f32
      %868 = llvm.load %410 : !llvm.ptr -> f32
      %869 = llvm.load %411 : !llvm.ptr -> f32
      %870 = llvm.load %412 : !llvm.ptr -> f32
      %871 = llvm.load %413 : !llvm.ptr -> f32
      %872 = llvm.load %414 : !llvm.ptr -> f32
      %873 = llvm.load %415 : !llvm.ptr -> f32
      %874 = llvm.load %416 : !llvm.ptr -> f32
      %875 = llvm.load %417 : !llvm.ptr -> f32
      %876 = llvm.load %418 : !llvm.ptr -> f32
      %877 = llvm.load %419 : !llvm.ptr -> f32
      %878 = llvm.load %420 : !llvm.ptr -> f32
      %879 = llvm.load %421 : !llvm.ptr -> f32
      %880 = llvm.load %422 : !llvm.ptr -> f32
      %881 = llvm.load %423 : !llvm.ptr -> f32
      %882 = llvm.load %424 : !llvm.ptr -> f32
      %883 = llvm.load %425 : !llvm.ptr -> f32
      %884 = llvm.load %426 : !llvm.ptr -> f32
      %885 = llvm.load %427 : !llvm.ptr -> f32
      %886 = llvm.load %428 : !llvm.ptr -> f32
      %887 = llvm.load %429 : !llvm.ptr -> f32
      %888 = llvm.load %430 : !llvm.ptr -> f32
      %889 = llvm.load %431 : !llvm.ptr -> f32
      %890 = llvm.load %432 : !llvm.ptr -> f32
      %891 = llvm.load %433 : !llvm.ptr -> f32
      %892 = llvm.load %434 : !llvm.ptr -> f32
      %893 = llvm.load %435 : !llvm.ptr -> f32
      %894 = llvm.load %436 : !llvm.ptr -> f32
      %895 = llvm.load %437 : !llvm.ptr -> f32
      %896 = llvm.load %438 : !llvm.ptr -> f32
      %897 = llvm.load %439 : !llvm.ptr -> f32
      %898 = llvm.load %440 : !llvm.ptr -> f32
      %899 = llvm.load %441 : !llvm.ptr -> f32
      %900 = llvm.load %442 : !llvm.ptr -> f32
      %901 = llvm.load %443 : !llvm.ptr -> f32
      %902 = llvm.load %444 : !llvm.ptr -> f32
      %903 = llvm.load %445 : !llvm.ptr -> f32
      %904 = llvm.load %446 : !llvm.ptr -> f32
      %905 = llvm.load %447 : !llvm.ptr -> f32
      %906 = llvm.load %448 : !llvm.ptr -> f32
      %907:128 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,256,16)", A = %tup_90 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %tup_92 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%779, %780, %781, %782, %783, %784, %785, %786, %787, %788, %789, %790, %791, %792, %793, %794, %795, %796, %797, %798, %799, %800, %801, %802, %803, %804, %805, %806, %807, %808, %809, %810, %811, %812, %813, %814, %815, %816, %817, %818, %819, %820, %821, %822, %823, %824, %825, %826, %827, %828, %829, %830, %831, %832, %833, %834, %835, %836, %837, %838, %839, %840, %841, %842, %843, %844, %845, %846, %847, %848, %849, %850, %851, %852, %853, %854, %855, %856, %857, %858, %859, %860, %861, %862, %863, %864, %865, %866, %867, %868, %869, %870, %871, %872, %873, %874, %875, %876, %877, %878, %879, %880, %881, %882, %883, %884, %885, %886, %887, %888, %889, %890, %891, %892, %893, %894, %895, %896, %897, %898, %899, %900, %901, %902, %903, %904, %905, %906], accum = %true : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 128, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
      llvm.store %907#0, %321 : f32, !llvm.ptr
      llvm.store %907#1, %322 : f32, !llvm.ptr
      llvm.store %907#2, %323 : f32, !llvm.ptr
      llvm.store %907#3, %324 : f32, !llvm.ptr
      llvm.store %907#4, %325 : f32, !llvm.ptr
      llvm.store %907#5, %326 : f32, !llvm.ptr
      llvm.store %907#6, %327 : f32, !llvm.ptr
      llvm.store %907#7, %328 : f32, !llvm.ptr
      llvm.store %907#8, %329 : f32, !llvm.ptr
      llvm.store %907#9, %330 : f32, !llvm.ptr
      llvm.store %907#10, %331 : f32, !llvm.ptr
      llvm.store %907#11, %332 : f32, !llvm.ptr
      llvm.store %907#12, %333 : f32, !llvm.ptr
      llvm.store %907#13, %334 : f32, !llvm.ptr
      llvm.store %907#14, %335 : f32, !llvm.ptr
      llvm.store %907#15, %336 : f32, !llvm.ptr
      llvm.store %907#16, %337 : f32, !llvm.ptr
      llvm.store %907#17, %338 : f32, !llvm.ptr
      llvm.store %907#18, %339 : f32, !llvm.ptr
      llvm.store %907#19, %340 : f32, !llvm.ptr
      llvm.store %907#20, %341 : f32, !llvm.ptr
      llvm.store %907#21, %342 : f32, !llvm.ptr
      llvm.store %907#22, %343 : f32, !llvm.ptr
      llvm.store %907#23, %344 : f32, !llvm.ptr
      llvm.store %907#24, %345 : f32, !llvm.ptr
      llvm.store %907#25, %346 : f32, !llvm.ptr
      llvm.store %907#26, %347 : f32, !llvm.ptr
      llvm.store %907#27, %348 : f32, !llvm.ptr
      llvm.store %907#28, %349 : f32, !llvm.ptr
      llvm.store %907#29, %350 : f32, !llvm.ptr
      llvm.store %907#30, %351 : f32, !llvm.ptr
      llvm.store %907#31, %352 : f32, !llvm.ptr
      llvm.store %907#32, %353 : f32, !llvm.ptr
      llvm.store %907#33, %354 : f32, !llvm.ptr
      llvm.store %907#34, %355 : f32, !llvm.ptr
      llvm.store %907#35, %356 : f32, !llvm.ptr
      llvm.store %907#36, %357 : f32, !llvm.ptr
      llvm.store %907#37, %358 : f32, !llvm.ptr
      llvm.store %907#38, %359 : f32, !llvm.ptr
      llvm.store %907#39, %360 : f32, !llvm.ptr
      llvm.store %907#40, %361 : f32, !llvm.ptr
      llvm.store %907#41, %362 : f32, !llvm.ptr
      llvm.store %907#42, %363 : f32, !llvm.ptr
      llvm.store %907#43, %364 : f32, !llvm.ptr
      llvm.store %907#44, %365 : f32, !llvm.ptr
      llvm.store %907#45, %366 : f32, !llvm.ptr
      llvm.store %907#46, %367 : f32, !llvm.ptr
      llvm.store %907#47, %368 : f32, !llvm.ptr
      llvm.store %907#48, %369 : f32, !llvm.ptr
      llvm.store %907#49, %370 : f32, !llvm.ptr
      llvm.store %907#50, %371 : f32, !llvm.ptr
      llvm.store %907#51, %372 : f32, !llvm.ptr
      llvm.store %907#52, %373 : f32, !llvm.ptr
      llvm.store %907#53, %374 : f32, !llvm.ptr
      llvm.store %907#54, %375 : f32, !llvm.ptr
      llvm.store %907#55, %376 : f32, !llvm.ptr
      llvm.store %907#56, %377 : f32, !llvm.ptr
      llvm.store %907#57, %378 : f32, !llvm.ptr
      llvm.store %907#58, %379 : f32, !llvm.ptr
      llvm.store %907#59, %380 : f32, !llvm.ptr
      llvm.store %907#60, %381 : f32, !llvm.ptr
      llvm.store %907#61, %382 : f32, !llvm.ptr
      llvm.store %907#62, %383 : f32, !llvm.ptr
      llvm.store %907#63, %384 : f32, !llvm.ptr
      llvm.store %907#64, %385 : f32, !llvm.ptr
      llvm.store %907#65, %386 : f32, !llvm.ptr
      llvm.store %907#66, %387 : f32, !llvm.ptr
      llvm.store %907#67, %388 : f32, !llvm.ptr
      llvm.store %907#68, %389 : f32, !llvm.ptr
      llvm.store %907#69, %390 : f32, !llvm.ptr
      llvm.store %907#70, %391 : f32, !llvm.ptr
      llvm.store %907#71, %392 : f32, !llvm.ptr
      llvm.store %907#72, %393 : f32, !llvm.ptr
      llvm.store %907#73, %394 : f32, !llvm.ptr
      llvm.store %907#74, %395 : f32, !llvm.ptr
      llvm.store %907#75, %396 : f32, !llvm.ptr
      llvm.store %907#76, %397 : f32, !llvm.ptr
      llvm.store %907#77, %398 : f32, !llvm.ptr
      llvm.store %907#78, %399 : f32, !llvm.ptr
      llvm.store %907#79, %400 : f32, !llvm.ptr
      llvm.store %907#80, %401 : f32, !llvm.ptr
      llvm.store %907#81, %402 : f32, !llvm.ptr
      llvm.store %907#82, %403 : f32, !llvm.ptr
      llvm.store %907#83, %404 : f32, !llvm.ptr
      llvm.store %907#84, %405 : f32, !llvm.ptr
      llvm.store %907#85, %406 : f32, !llvm.ptr
      llvm.store %907#86, %407 : f32, !llvm.ptr
      llvm.store %907#87, %408 : f32, !llvm.ptr
      llvm.store %907#88, %409 : f32, !llvm.ptr
      llvm.store %907#89, %410 : f32, !llvm.ptr
      llvm.store %907#90, %411 : f32, !llvm.ptr
      llvm.store %907#91, %412 : f32, !llvm.ptr
      llvm.store %907#92, %413 : f32, !llvm.ptr
      llvm.store %907#93, %414 : f32, !llvm.ptr
      llvm.store %907#94, %415 : f32, !llvm.ptr
      llvm.store %907#95, %416 : f32, !llvm.ptr
      llvm.store %907#96, %417 : f32, !llvm.ptr
      llvm.store %907#97, %418 : f32, !llvm.ptr
      llvm.store %907#98, %419 : f32, !llvm.ptr
      llvm.store %907#99, %420 : f32, !llvm.ptr
      llvm.store %907#100, %421 : f32, !llvm.ptr
      llvm.store %907#101, %422 : f32, !llvm.ptr
      llvm.store %907#102, %423 : f32, !llvm.ptr
      llvm.store %907#103, %424 : f32, !llvm.ptr
      llvm.store %907#104, %425 : f32, !llvm.ptr
      llvm.store %907#105, %426 : f32, !llvm.ptr
      llvm.store %907#106, %427 : f32, !llvm.ptr
      llvm.store %907#107, %428 : f32, !llvm.ptr
      llvm.store %907#108, %429 : f32, !llvm.ptr
      llvm.store %907#109, %430 : f32, !llvm.ptr
      llvm.store %907#110, %431 : f32, !llvm.ptr
      llvm.store %907#111, %432 : f32, !llvm.ptr
      llvm.store %907#112, %433 : f32, !llvm.ptr
      llvm.store %907#113, %434 : f32, !llvm.ptr
      llvm.store %907#114, %435 : f32, !llvm.ptr
      llvm.store %907#115, %436 : f32, !llvm.ptr
      llvm.store %907#116, %437 : f32, !llvm.ptr
      llvm.store %907#117, %438 : f32, !llvm.ptr
      llvm.store %907#118, %439 : f32, !llvm.ptr
      llvm.store %907#119, %440 : f32, !llvm.ptr
      llvm.store %907#120, %441 : f32, !llvm.ptr
      llvm.store %907#121, %442 : f32, !llvm.ptr
      llvm.store %907#122, %443 : f32, !llvm.ptr
      llvm.store %907#123, %444 : f32, !llvm.ptr
      llvm.store %907#124, %445 : f32, !llvm.ptr
      llvm.store %907#125, %446 : f32, !llvm.ptr
      llvm.store %907#126, %447 : f32, !llvm.ptr
      llvm.store %907#127, %448 : f32, !llvm.ptr
      %coord_93 = cute.make_coord(%517) : (i32) -> !cute.coord<"(_,_,3,?)">
      %idx_94 = cute.crd2idx(%coord_93, %141) : (!cute.coord<"(_,_,3,?)">, !cute_layout_d2b4bf) -> !cute.int_tuple<"?{div=2}">
      %tup_95 = cute.add_offset(%gmmaSmemDesc, %idx_94) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
      %idx_96 = cute.crd2idx(%coord_93, %140) : (!cute.coord<"(_,_,3,?)">, !cute_layout_8af91a) -> !cute.int_tuple<"?{div=2}">
      %tup_97 = cute.add_offset(%gmmaSmemDesc_62, %idx_96) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
      %908 = llvm.load %321 : !llvm.ptr -> f32
      %909 = llvm.load %322 : !llvm.ptr -> f32
      %910 = llvm.load %323 : !llvm.ptr -> f32
      %911 = llvm.load %324 : !llvm.ptr -> f32
      %912 = llvm.load %325 : !llvm.ptr -> f32
      %913 = llvm.load %326 : !llvm.ptr -> f32
      %914 = llvm.load %327 : !llvm.ptr -> f32
      %915 = llvm.load %328 : !llvm.ptr -> f32
      %916 = llvm.load %329 : !llvm.ptr -> f32
      %917 = llvm.load %330 : !llvm.ptr -> f32
      %918 = llvm.load %331 : !llvm.ptr -> f32
      %919 = llvm.load %332 : !llvm.ptr -> f32
      %920 = llvm.load %333 : !llvm.ptr -> f32
      %921 = llvm.load %334 : !llvm.ptr -> f32
      %922 = llvm.load %335 : !llvm.ptr -> f32
      %923 = llvm.load %336 : !llvm.ptr -> f32
      %924 = llvm.load %337 : !llvm.ptr -> f32
      %925 = llvm.load %338 : !llvm.ptr -> f32
      %926 = llvm.load %339 : !llvm.ptr -> f32
      %927 = llvm.load %340 : !llvm.ptr -> f32
      %928 = llvm.load %341 : !llvm.ptr -> f32
      %929 = llvm.load %342 : !llvm.ptr -> f32
      %930 = llvm.load %343 : !llvm.ptr -> f32
      %931 = llvm.load %344 : !llvm.ptr -> f32
      %932 = llvm.load %345 : !llvm.ptr -> f32
      %933 = llvm.load %346 : !llvm.ptr -> f32
      %934 = llvm.load %347 : !llvm.ptr -> f32
      %935 = llvm.load %348 : !llvm.ptr -> f32
      %936 = llvm.load %349 : !llvm.ptr -> f32
      %937 = llvm.load %350 : !llvm.ptr -> f32
      %938 = llvm.load %351 : !llvm.ptr -> f32
      %939 = llvm.load %352 : !llvm.ptr -> f32
      %940 = llvm.load %353 : !llvm.ptr -> f32
      %941 = llvm.load %354 : !llvm.ptr -> f32
      %942 = llvm.load %355 : !llvm.ptr -> f32
      %943 = llvm.load %356 : !llvm.ptr -> f32
      %944 = llvm.load %357 : !llvm.ptr -> f32
      %945 = llvm.load %358 : !llvm.ptr -> f32
      %946 = llvm.load %359 : !llvm.ptr -> f32
      %947 = llvm.load %360 : !llvm.ptr -> f32
      %948 = llvm.load %361 : !llvm.ptr -> f32
      %949 = llvm.load %362 : !llvm.ptr -> f32
      %950 = llvm.load %363 : !llvm.ptr -> f32
      %951 = llvm.load %364 : !llvm.ptr -> f32
      %952 = llvm.load %365 : !llvm.ptr -> f32
      %953 = llvm.load %366 : !llvm.ptr -> f32
      %954 = llvm.load %367 : !llvm.ptr -> f32
      %955 = llvm.load %368 : !llvm.ptr -> f32
      %956 = llvm.load %369 : !llvm.ptr -> f32
      %957 = llvm.load %370 : !llvm.ptr -> f32
      %958 = llvm.load %371 : !llvm.ptr -> f32
      %959 = llvm.load %372 : !llvm.ptr -> f32
      %960 = llvm.load %373 : !llvm.ptr -> f32
      %961 = llvm.load %374 : !llvm.ptr -> f32
      %962 = llvm.load %375 : !llvm.ptr -> f32
      %963 = llvm.load %376 : !llvm.ptr -> f32
      %964 = llvm.load %377 : !llvm.ptr -> f32
      %965 = llvm.load %378 : !llvm.ptr -> f32
      %966 = llvm.load %379 : !llvm.ptr -> f32
      %967 = llvm.load %380 : !llvm.ptr -> f32
      %968 = llvm.load %381 : !llvm.ptr -> f32
      %969 = llvm.load %382 : !llvm.ptr -> f32
      %970 = llvm.load %383 : !llvm.ptr -> f32
      %971 = llvm.load %384 : !llvm.ptr -> f32
      %972 = llvm.load %385 : !llvm.ptr -> f32
      %973 = llvm.load %386 : !llvm.ptr -> f32
      %974 = llvm.load %387 : !llvm.ptr -> f32
      %975 = llvm.load %388 : !llvm.ptr -> f32
      %976 = llvm.load %389 : !llvm.ptr -> f32
      %977 = llvm.load %390 : !llvm.ptr -> f32
      %978 = llvm.load %391 : !llvm.ptr -> f32
      %979 = llvm.load %392 : !llvm.ptr -> f32
      %980 = llvm.load %393 : !llvm.ptr -> f32
      %981 = llvm.load %394 : !llvm.ptr -> f32
      %982 = llvm.load %395 : !llvm.ptr -> f32
      %983 = llvm.load %396 : !llvm.ptr -> f32
      %984 = llvm.load %397 : !llvm.ptr -> f32
      %985 = llvm.load %398 : !llvm.ptr -> f32
      %986 = llvm.load %399 : !llvm.ptr -> f32
      %987 = llvm.load %400 : !llvm.ptr -> f32
      %988 = llvm.load %401 : !llvm.ptr -> f32
      %989 = llvm.load %402 : !llvm.ptr -> f32
      %990 = llvm.load %403 : !llvm.ptr -> f32
      %991 = llvm.load %404 : !llvm.ptr -> f32
      %992 = llvm.load %405 : !llvm.ptr -> f32
      %993 = llvm.load %406 : !llvm.ptr -> f32
      %994 = llvm.load %407 : !llvm.ptr -> f32
      %995 = llvm.load %408 : !llvm.ptr -> f32
      %996 = llvm.load %409 : !llvm.ptr -> f32
      %997 = llvm.load %410 : !llvm.ptr -> f32
      %998 = llvm.load %411 : !llvm.ptr -> f32
      %999 = llvm.load %412 : !llvm.ptr -> f32
      %1000 = llvm.load %413 : !llvm.ptr -> f32
      %1001 = llvm.load %414 : !llvm.ptr -> f32
      %1002 = llvm.load %415 : !llvm.ptr -> f32
      %1003 = llvm.load %416 : !llvm.ptr -> f32
      %1004 = llvm.load %417 : !llvm.ptr -> f32
      %1005 = llvm.load %418 : !llvm.ptr -> f32
      %1006 = llvm.load %419 : !llvm.ptr -> f32
      %1007 = llvm.load %420 : !llvm.ptr -> f32
      %1008 = llvm.load %421 : !llvm.ptr -> f32
      %1009 = llvm.load %422 : !llvm.ptr -> f32
      %1010 = llvm.load %423 : !llvm.ptr -> f32
      %1011 = llvm.load %424 : !llvm.ptr -> f32
      %1012 = llvm.load %425 : !llvm.ptr -> f32
      %1013 = llvm.load %426 : !llvm.ptr -> f32
      %1014 = llvm.load %427 : !llvm.ptr -> f32
      %1015 = llvm.load %428 : !llvm.ptr -> f32
      %1016 = llvm.load %429 : !llvm.ptr -> f32
      %1017 = llvm.load %430 : !llvm.ptr -> f32
      %1018 = llvm.load %431 : !llvm.ptr -> f32
      %1019 = llvm.load %432 : !llvm.ptr -> f32
      %1020 = llvm.load %433 : !llvm.ptr -> f32
      %1021 = llvm.load %434 : !llvm.ptr -> f32
      %1022 = llvm.load %435 : !llvm.ptr -> f32
      %1023 = llvm.load %436 : !llvm.ptr -> f32
      %1024 = llvm.load %437 : !llvm.ptr -> f32
      %1025 = llvm.load %438 : !llvm.ptr -> f32
      %1026 = llvm.load %439 : !llvm.ptr -> f32
      %1027 = llvm.load %440 : !llvm.ptr -> f32
      %1028 = llvm.load %441 : !llvm.ptr -> f32
      %1029 = llvm.load %442 : !llvm.ptr -> f32
      %1030 = llvm.load %443 : !llvm.ptr -> f32
      %1031 = llvm.load %444 : !llvm.ptr -> f32
      %1032 = llvm.load %445 : !llvm.ptr -> f32
      %1033 = llvm.load %446 : !llvm.ptr -> f32
      %1034 = llvm.load %447 : !llvm.ptr -> f32
      %1035 = llvm.load %448 : !llvm.ptr -> f32
      %1036:128 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,256,16)", A = %tup_95 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %tup_97 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%908, %909, %910, %911, %912, %913, %914, %915, %916, %917, %918, %919, %920, %921, %922, %923, %924, %925, %926, %927, %928, %929, %930, %931, %932, %933, %934, %935, %936, %937, %938, %939, %940, %941, %942, %943, %944, %945, %946, %947, %948, %949, %950, %951, %952, %953, %954, %955, %956, %957, %958, %959, %960, %961, %962, %963, %964, %965, %966, %967, %968, %969, %970, %971, %972, %973, %974, %975, %976, %977, %978, %979, %980, %981, %982, %983, %984, %985, %986, %987, %988, %989, %990, %991, %992, %993, %994, %995, %996, %997, %998, %999, %1000, %1001, %1002, %1003, %1004, %1005, %1006, %1007, %1008, %1009, %1010, %1011, %1012, %1013, %1014, %1015, %1016, %1017, %1018, %1019, %1020, %1021, %1022, %1023, %1024, %1025, %1026, %1027, %1028, %1029, %1030, %1031, %1032, %1033, %1034, %1035], accum = %true : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 128, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
      llvm.store %1036#0, %321 : f32, !llvm.ptr
      llvm.store %1036#1, %322 : f32, !llvm.ptr
      llvm.store %1036#2, %323 : f32, !llvm.ptr
      llvm.store %1036#3, %324 : f32, !llvm.ptr
      llvm.store %1036#4, %325 : f32, !llvm.ptr
      llvm.store %1036#5, %326 : f32, !llvm.ptr
      llvm.store %1036#6, %327 : f32, !llvm.ptr
      llvm.store %1036#7, %328 : f32, !llvm.ptr
      llvm.store %1036#8, %329 : f32, !llvm.ptr
      llvm.store %1036#9, %330 : f32, !llvm.ptr
      llvm.store %1036#10, %331 : f32, !llvm.ptr
      llvm.store %1036#11, %332 : f32, !llvm.ptr
      llvm.store %1036#12, %333 : f32, !llvm.ptr
      llvm.store %1036#13, %334 : f32, !llvm.ptr
      llvm.store %1036#14, %335 : f32, !llvm.ptr
      llvm.store %1036#15, %336 : f32, !llvm.ptr
      llvm.store %1036#16, %337 : f32, !llvm.ptr
      llvm.store %1036#17, %338 : f32, !llvm.ptr
      llvm.store %1036#18, %339 : f32, !llvm.ptr
      llvm.store %1036#19, %340 : f32, !llvm.ptr
      llvm.store %1036#20, %341 : f32, !llvm.ptr
      llvm.store %1036#21, %342 : f32, !llvm.ptr
      llvm.store %1036#22, %343 : f32, !llvm.ptr
      llvm.store %1036#23, %344 : f32, !llvm.ptr
      llvm.store %1036#24, %345 : f32, !llvm.ptr
      llvm.store %1036#25, %346 : f32, !llvm.ptr
      llvm.store %1036#26, %347 : f32, !llvm.ptr
      llvm.store %1036#27, %348 : f32, !llvm.ptr
      llvm.store %1036#28, %349 : f32, !llvm.ptr
      llvm.store %1036#29, %350 : f32, !llvm.ptr
      llvm.store %1036#30, %351 : f32, !llvm.ptr
      llvm.store %1036#31, %352 : f32, !llvm.ptr
      llvm.store %1036#32, %353 : f32, !llvm.ptr
      llvm.store %1036#33, %354 : f32, !llvm.ptr
      llvm.store %1036#34, %355 : f32, !llvm.ptr
      llvm.store %1036#35, %356 : f32, !llvm.ptr
      llvm.store %1036#36, %357 : f32, !llvm.ptr
      llvm.store %1036#37, %358 : f32, !llvm.ptr
      llvm.store %1036#38, %359 : f32, !llvm.ptr
      llvm.store %1036#39, %360 : f32, !llvm.ptr
      llvm.store %1036#40, %361 : f32, !llvm.ptr
      llvm.store %1036#41, %362 : f32, !llvm.ptr
      llvm.store %1036#42, %363 : f32, !llvm.ptr
      llvm.store %1036#43, %364 : f32, !llvm.ptr
      llvm.store %1036#44, %365 : f32, !llvm.ptr
      llvm.store %1036#45, %366 : f32, !llvm.ptr
      llvm.store %1036#46, %367 : f32, !llvm.ptr
      llvm.store %1036#47, %368 : f32, !llvm.ptr
      llvm.store %1036#48, %369 : f32, !llvm.ptr
      llvm.store %1036#49, %370 : f32, !llvm.ptr
      llvm.store %1036#50, %371 : f32, !llvm.ptr
      llvm.store %1036#51, %372 : f32, !llvm.ptr
      llvm.store %1036#52, %373 : f32, !llvm.ptr
      llvm.store %1036#53, %374 : f32, !llvm.ptr
      llvm.store %1036#54, %375 : f32, !llvm.ptr
      llvm.store %1036#55, %376 : f32, !llvm.ptr
      llvm.store %1036#56, %377 : f32, !llvm.ptr
      llvm.store %1036#57, %378 : f32, !llvm.ptr
      llvm.store %1036#58, %379 : f32, !llvm.ptr
      llvm.store %1036#59, %380 : f32, !llvm.ptr
      llvm.store %1036#60, %381 : f32, !llvm.ptr
      llvm.store %1036#61, %382 : f32, !llvm.ptr
      llvm.store %1036#62, %383 : f32, !llvm.ptr
      llvm.store %1036#63, %384 : f32, !llvm.ptr
      llvm.store %1036#64, %385 : f32, !llvm.ptr
      llvm.store %1036#65, %386 : f32, !llvm.ptr
      llvm.store %1036#66, %387 : f32, !llvm.ptr
      llvm.store %1036#67, %388 : f32, !llvm.ptr
      llvm.store %1036#68, %389 : f32, !llvm.ptr
      llvm.store %1036#69, %390 : f32, !llvm.ptr
      llvm.store %1036#70, %391 : f32, !llvm.ptr
      llvm.store %1036#71, %392 : f32, !llvm.ptr
      llvm.store %1036#72, %393 : f32, !llvm.ptr
      llvm.store %1036#73, %394 : f32, !llvm.ptr
      llvm.store %1036#74, %395 : f32, !llvm.ptr
      llvm.store %1036#75, %396 : f32, !llvm.ptr
      llvm.store %1036#76, %397 : f32, !llvm.ptr
      llvm.store %1036#77, %398 : f32, !llvm.ptr
      llvm.store %1036#78, %399 : f32, !llvm.ptr
      llvm.store %1036#79, %400 : f32, !llvm.ptr
      llvm.store %1036#80, %401 : f32, !llvm.ptr
      llvm.store %1036#81, %402 : f32, !llvm.ptr
      llvm.store %1036#82, %403 : f32, !llvm.ptr
      llvm.store %1036#83, %404 : f32, !llvm.ptr
      llvm.store %1036#84, %405 : f32, !llvm.ptr
      llvm.store %1036#85, %406 : f32, !llvm.ptr
      llvm.store %1036#86, %407 : f32, !llvm.ptr
      llvm.store %1036#87, %408 : f32, !llvm.ptr
      llvm.store %1036#88, %409 : f32, !llvm.ptr
      llvm.store %1036#89, %410 : f32, !llvm.ptr
      llvm.store %1036#90, %411 : f32, !llvm.ptr
      llvm.store %1036#91, %412 : f32, !llvm.ptr
      llvm.store %1036#92, %413 : f32, !llvm.ptr
      llvm.store %1036#93, %414 : f32, !llvm.ptr
      llvm.store %1036#94, %415 : f32, !llvm.ptr
      llvm.store %1036#95, %416 : f32, !llvm.ptr
      llvm.store %1036#96, %417 : f32, !llvm.ptr
      llvm.store %1036#97, %418 : f32, !llvm.ptr
      llvm.store %1036#98, %419 : f32, !llvm.ptr
      llvm.store %1036#99, %420 : f32, !llvm.ptr
      llvm.store %1036#100, %421 : f32, !llvm.ptr
      llvm.store %1036#101, %422 : f32, !llvm.ptr
      llvm.store %1036#102, %423 : f32, !llvm.ptr
      llvm.store %1036#103, %424 : f32, !llvm.ptr
      llvm.store %1036#104, %425 : f32, !llvm.ptr
      llvm.store %1036#105, %426 : f32, !llvm.ptr
      llvm.store %1036#106, %427 : f32, !llvm.ptr
      llvm.store %1036#107, %428 : f32, !llvm.ptr
      llvm.store %1036#108, %429 : f32, !llvm.ptr
      llvm.store %1036#109, %430 : f32, !llvm.ptr
      llvm.store %1036#110, %431 : f32, !llvm.ptr
      llvm.store %1036#111, %432 : f32, !llvm.ptr
      llvm.store %1036#112, %433 : f32, !llvm.ptr
      llvm.store %1036#113, %434 : f32, !llvm.ptr
      llvm.store %1036#114, %435 : f32, !llvm.ptr
      llvm.store %1036#115, %436 : f32, !llvm.ptr
      llvm.store %1036#116, %437 : f32, !llvm.ptr
      llvm.store %1036#117, %438 : f32, !llvm.ptr
      llvm.store %1036#118, %439 : f32, !llvm.ptr
      llvm.store %1036#119, %440 : f32, !llvm.ptr
      llvm.store %1036#120, %441 : f32, !llvm.ptr
      llvm.store %1036#121, %442 : f32, !llvm.ptr
      llvm.store %1036#122, %443 : f32, !llvm.ptr
      llvm.store %1036#123, %444 : f32, !llvm.ptr
      llvm.store %1036#124, %445 : f32, !llvm.ptr
      llvm.store %1036#125, %446 : f32, !llvm.ptr
      llvm.store %1036#126, %447 : f32, !llvm.ptr
      llvm.store %1036#127, %448 : f32, !llvm.ptr
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 1
      %1037 = arith.cmpi sgt, %512, %c0_i32 : i32
      cf.cond_br %1037, ^bb41, ^bb48
    ^bb41:  // pred: ^bb40
      cf.cond_br %202, ^bb42, ^bb43
    ^bb42:  // pred: ^bb41
      %int_tuple_98 = cute.make_int_tuple(%514) : (i32) -> !cute.int_tuple<"?">
      %ptr_99 = cute.add_offset(%ptr_8, %int_tuple_98) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %1038 = builtin.unrealized_conversion_cast %ptr_99 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      %1039 = nvvm.mapa.shared.cluster %1038, %203 : !llvm.ptr<3>, i32 -> <3>
      nvvm.mbarrier.txn %1039, %c1_i32 {kind = #nvvm.mbar_txn_kind<arrive>, space = #nvvm.mbar_space<cluster>} : !llvm.ptr<3>, i32
      cf.br ^bb43
    ^bb43:  // 2 preds: ^bb41, ^bb42
      %1040 = arith.addi %514, %c1_i32 : i32
      %1041 = arith.addi %513, %c1_i32 : i32
      %1042 = arith.cmpi eq, %1040, %c4_i32 : i32
      %1043 = arith.select %1042, %c0_i32, %1040 : i32
      cf.cond_br %1042, ^bb44, ^bb45
    ^bb44:  // pred: ^bb43
      %1044 = arith.xori %515, %c1_i32 : i32
      cf.br ^bb46(%1044 : i32)
    ^bb45:  // pred: ^bb43
      cf.br ^bb46(%515 : i32)
    ^bb46(%1045: i32):  // 2 preds: ^bb44, ^bb45
      cf.br ^bb47
    ^bb47:  // pred: ^bb46
      cf.br ^bb49(%1041, %1043, %1045 : i32, i32, i32)
    ^bb48:  // pred: ^bb40
      cf.br ^bb49(%513, %514, %515 : i32, i32, i32)
    ^bb49(%1046: i32, %1047: i32, %1048: i32):  // 2 preds: ^bb47, ^bb48
      cf.br ^bb50
    ^bb50:  // pred: ^bb49
      %1049 = arith.addi %517, %c1_i32 : i32
      %1050 = arith.addi %516, %c1_i32 : i32
      %1051 = arith.cmpi eq, %1049, %c4_i32 : i32
      %1052 = arith.select %1051, %c0_i32, %1049 : i32
      cf.cond_br %1051, ^bb51, ^bb52
    ^bb51:  // pred: ^bb50
      %1053 = arith.xori %518, %c1_i32 : i32
      cf.br ^bb53(%1053 : i32)
    ^bb52:  // pred: ^bb50
      cf.br ^bb53(%518 : i32)
    ^bb53(%1054: i32):  // 2 preds: ^bb51, ^bb52
      cf.br ^bb54
    ^bb54:  // pred: ^bb53
      %1055 = arith.addi %512, %c1_i32 : i32
      cf.br ^bb39(%1055, %1046, %1047, %1048, %1050, %1052, %1054 : i32, i32, i32, i32, i32, i32, i32)
    ^bb55:  // pred: ^bb39
      nvvm.wgmma.wait.group.sync.aligned 0
      cf.cond_br %202, ^bb56, ^bb57
    ^bb56:  // pred: ^bb55
      %int_tuple_100 = cute.make_int_tuple(%514) : (i32) -> !cute.int_tuple<"?">
      %ptr_101 = cute.add_offset(%ptr_8, %int_tuple_100) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %1056 = builtin.unrealized_conversion_cast %ptr_101 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      %1057 = nvvm.mapa.shared.cluster %1056, %203 : !llvm.ptr<3>, i32 -> <3>
      nvvm.mbarrier.txn %1057, %c1_i32 {kind = #nvvm.mbar_txn_kind<arrive>, space = #nvvm.mbar_space<cluster>} : !llvm.ptr<3>, i32
      cf.br ^bb57
    ^bb57:  // 2 preds: ^bb55, ^bb56
      %1058 = arith.addi %514, %c1_i32 : i32
      %1059 = arith.addi %513, %c1_i32 : i32
      %1060 = arith.cmpi eq, %1058, %c4_i32 : i32
      %1061 = arith.select %1060, %c0_i32, %1058 : i32
      cf.cond_br %1060, ^bb58, ^bb59
    ^bb58:  // pred: ^bb57
      %1062 = arith.xori %515, %c1_i32 : i32
      cf.br ^bb60(%1062 : i32)
    ^bb59:  // pred: ^bb57
      cf.br ^bb60(%515 : i32)
    ^bb60(%1063: i32):  // 2 preds: ^bb58, ^bb59
      cf.br ^bb61
    ^bb61:  // pred: ^bb60
      %coord_102 = cute.make_coord(%507, %509, %478) : (i32, i32, i32) -> !cute.coord<"(_,_,?,?,?)">
      %idx_103 = cute.crd2idx(%coord_102, %139) : (!cute.coord<"(_,_,?,?,?)">, !cute_layout_c09968) -> !cute_int_tuple_a5ac5a
      %tup_104 = cute.add_offset(%int_tup_iter, %idx_103) : (!cute_arith_tuple_iter_da3d01, !cute_int_tuple_a5ac5a) -> !cute_arith_tuple_iter_045f90
      %1064 = cute.memref.load(%view, %153) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
      cute.memref.store(%rmem_67, %153, %1064) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %1065 = cute.memref.load(%view, %138) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
      cute.memref.store(%rmem_67, %138, %1065) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %1066 = cute.memref.load(%view, %137) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
      cute.memref.store(%rmem_67, %137, %1066) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %1067 = cute.memref.load(%view, %136) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
      cute.memref.store(%rmem_67, %136, %1067) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %1068 = cute.memref.load(%view, %135) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
      cute.memref.store(%rmem_67, %135, %1068) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %1069 = cute.memref.load(%view, %134) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
      cute.memref.store(%rmem_67, %134, %1069) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %1070 = cute.memref.load(%view, %133) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
      cute.memref.store(%rmem_67, %133, %1070) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %1071 = cute.memref.load(%view, %132) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
      cute.memref.store(%rmem_67, %132, %1071) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %1072 = cute.memref.load(%view, %131) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
      cute.memref.store(%rmem_67, %131, %1072) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %1073 = cute.memref.load(%view, %130) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
      cute.memref.store(%rmem_67, %130, %1073) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %1074 = cute.memref.load(%view, %129) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
      cute.memref.store(%rmem_67, %129, %1074) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %1075 = cute.memref.load(%view, %128) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
      cute.memref.store(%rmem_67, %128, %1075) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %1076 = cute.memref.load(%view, %127) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
      cute.memref.store(%rmem_67, %127, %1076) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %1077 = cute.memref.load(%view, %126) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
      cute.memref.store(%rmem_67, %126, %1077) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %1078 = cute.memref.load(%view, %125) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
      cute.memref.store(%rmem_67, %125, %1078) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %1079 = cute.memref.load(%view, %124) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
      cute.memref.store(%rmem_67, %124, %1079) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %1080 = cute.memref.load_vec(%rmem_67) : (!memref_rmem_f32_2) -> vector<16xf32>
      %1081 = arith.truncf %1080 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%1081, %rmem_68) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_105 = cute.make_coord(%460) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_106 = cute.crd2idx(%coord_105, %123) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb62(%c0_i32 : i32)
    ^bb62(%1082: i32):  // 2 preds: ^bb61, ^bb63
      %1083 = arith.cmpi slt, %1082, %c2_i32 : i32
      cf.cond_br %1083, ^bb63, ^bb64 {llvm.loop_annotation = #loop_annotation}
    ^bb63:  // pred: ^bb62
      %coord_107 = cute.make_coord(%1082) : (i32) -> !cute.coord<"(_,?)">
      %idx_108 = cute.crd2idx(%coord_107, %122) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_109 = cute.add_offset(%iter_69, %idx_108) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_110 = cute.crd2idx(%coord_107, %121) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_111 = cute.add_offset(%ptr_65, %idx_110) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %1084 = builtin.unrealized_conversion_cast %ptr_109 : !cute_ptr_2914ae to !llvm.ptr
      %1085 = llvm.load %1084 : !llvm.ptr -> vector<4xi32>
      %swizzled = cute.apply_swizzle(%ptr_111) : !cute_ptr_6d8216
      %ptr_112 = cute.add_offset(%swizzled, %idx_106) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_112, %1085) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %1086 = arith.addi %1082, %c1_i32 : i32
      cf.br ^bb62(%1086 : i32)
    ^bb64:  // pred: ^bb62
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %449, ^bb65, ^bb66
    ^bb65:  // pred: ^bb64
      %coord_113 = cute.make_coord(%460) : (i32) -> !cute.coord<"(_,?)">
      %idx_114 = cute.crd2idx(%coord_113, %120) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_115 = cute.add_offset(%iter_16, %idx_114) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_116 = cute.deref_arith_tuple_iter(%tup_104) : !cute_arith_tuple_iter_045f90
      %e0_117, %e1_118, %e2_119 = cute.get_leaves(%tup_116) : !cute_int_tuple_a5ac5a
      %int_tuple_120 = cute.make_int_tuple(%e0_117, %e1_118, %e2_119) : (!cute.int_tuple<"?{div=256}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_a5ac5a
      %int_tup_iter_121 = cute.make_arith_tuple_iter(%int_tuple_120) : (!cute_int_tuple_a5ac5a) -> !cute_arith_tuple_iter_045f90
      %1087 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_122 = cute_nvgpu.get_tma_desc_addr(%1087 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %1088 = cute_nvgpu.atom.get_value(%1087 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_123 = cute.deref_arith_tuple_iter(%int_tup_iter_121) : !cute_arith_tuple_iter_045f90
      %1089:3 = cute.get_scalars(%tup_123) : !cute_int_tuple_a5ac5a
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_122 : !cute.ptr<generic, align<64>>, %ptr_115 : !cute_ptr_8ec51c, [%1089#0, %1089#1, %1089#2] : i32, i32, i32) cache_policy = %1088 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb66
    ^bb66:  // 2 preds: ^bb64, ^bb65
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %1090 = arith.addi %460, %c1_i32 : i32
      %1091 = arith.remsi %1090, %c4_i32 : i32
      %1092 = cute.memref.load(%view, %119) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
      cute.memref.store(%rmem_67, %153, %1092) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %1093 = cute.memref.load(%view, %118) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
      cute.memref.store(%rmem_67, %138, %1093) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %1094 = cute.memref.load(%view, %117) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
      cute.memref.store(%rmem_67, %137, %1094) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %1095 = cute.memref.load(%view, %116) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
      cute.memref.store(%rmem_67, %136, %1095) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %1096 = cute.memref.load(%view, %115) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
      cute.memref.store(%rmem_67, %135, %1096) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %1097 = cute.memref.load(%view, %114) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
      cute.memref.store(%rmem_67, %134, %1097) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %1098 = cute.memref.load(%view, %113) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
      cute.memref.store(%rmem_67, %133, %1098) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %1099 = cute.memref.load(%view, %112) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
      cute.memref.store(%rmem_67, %132, %1099) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %1100 = cute.memref.load(%view, %111) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
      cute.memref.store(%rmem_67, %131, %1100) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %1101 = cute.memref.load(%view, %110) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
      cute.memref.store(%rmem_67, %130, %1101) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %1102 = cute.memref.load(%view, %109) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
      cute.memref.store(%rmem_67, %129, %1102) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %1103 = cute.memref.load(%view, %108) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
      cute.memref.store(%rmem_67, %128, %1103) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %1104 = cute.memref.load(%view, %107) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
      cute.memref.store(%rmem_67, %127, %1104) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %1105 = cute.memref.load(%view, %106) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
      cute.memref.store(%rmem_67, %126, %1105) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %1106 = cute.memref.load(%view, %105) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
      cute.memref.store(%rmem_67, %125, %1106) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %1107 = cute.memref.load(%view, %104) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
      cute.memref.store(%rmem_67, %124, %1107) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %1108 = cute.memref.load_vec(%rmem_67) : (!memref_rmem_f32_2) -> vector<16xf32>
      %1109 = arith.truncf %1108 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%1109, %rmem_68) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_124 = cute.make_coord(%1091) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_125 = cute.crd2idx(%coord_124, %123) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb67(%c0_i32 : i32)
    ^bb67(%1110: i32):  // 2 preds: ^bb66, ^bb68
      %1111 = arith.cmpi slt, %1110, %c2_i32 : i32
      cf.cond_br %1111, ^bb68, ^bb69 {llvm.loop_annotation = #loop_annotation}
    ^bb68:  // pred: ^bb67
      %coord_126 = cute.make_coord(%1110) : (i32) -> !cute.coord<"(_,?)">
      %idx_127 = cute.crd2idx(%coord_126, %122) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_128 = cute.add_offset(%iter_69, %idx_127) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_129 = cute.crd2idx(%coord_126, %121) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_130 = cute.add_offset(%ptr_65, %idx_129) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %1112 = builtin.unrealized_conversion_cast %ptr_128 : !cute_ptr_2914ae to !llvm.ptr
      %1113 = llvm.load %1112 : !llvm.ptr -> vector<4xi32>
      %swizzled_131 = cute.apply_swizzle(%ptr_130) : !cute_ptr_6d8216
      %ptr_132 = cute.add_offset(%swizzled_131, %idx_125) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_132, %1113) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %1114 = arith.addi %1110, %c1_i32 : i32
      cf.br ^bb67(%1114 : i32)
    ^bb69:  // pred: ^bb67
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %449, ^bb70, ^bb71
    ^bb70:  // pred: ^bb69
      %coord_133 = cute.make_coord(%1091) : (i32) -> !cute.coord<"(_,?)">
      %idx_134 = cute.crd2idx(%coord_133, %120) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_135 = cute.add_offset(%iter_16, %idx_134) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_136 = cute.add_offset(%tup_104, %103) : (!cute_arith_tuple_iter_045f90, !cute.int_tuple<"(32,0)">) -> !cute_arith_tuple_iter_df6bff
      %tup_137 = cute.deref_arith_tuple_iter(%tup_136) : !cute_arith_tuple_iter_df6bff
      %e0_138, %e1_139, %e2_140 = cute.get_leaves(%tup_137) : !cute_int_tuple_36697f
      %int_tuple_141 = cute.make_int_tuple(%e0_138, %e1_139, %e2_140) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_36697f
      %int_tup_iter_142 = cute.make_arith_tuple_iter(%int_tuple_141) : (!cute_int_tuple_36697f) -> !cute_arith_tuple_iter_df6bff
      %1115 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_143 = cute_nvgpu.get_tma_desc_addr(%1115 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %1116 = cute_nvgpu.atom.get_value(%1115 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_144 = cute.deref_arith_tuple_iter(%int_tup_iter_142) : !cute_arith_tuple_iter_df6bff
      %1117:3 = cute.get_scalars(%tup_144) : !cute_int_tuple_36697f
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_143 : !cute.ptr<generic, align<64>>, %ptr_135 : !cute_ptr_8ec51c, [%1117#0, %1117#1, %1117#2] : i32, i32, i32) cache_policy = %1116 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb71
    ^bb71:  // 2 preds: ^bb69, ^bb70
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %1118 = arith.addi %1091, %c1_i32 : i32
      %1119 = arith.remsi %1118, %c4_i32 : i32
      %1120 = cute.memref.load(%view, %102) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
      cute.memref.store(%rmem_67, %153, %1120) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %1121 = cute.memref.load(%view, %101) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
      cute.memref.store(%rmem_67, %138, %1121) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %1122 = cute.memref.load(%view, %100) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
      cute.memref.store(%rmem_67, %137, %1122) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %1123 = cute.memref.load(%view, %99) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
      cute.memref.store(%rmem_67, %136, %1123) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %1124 = cute.memref.load(%view, %98) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
      cute.memref.store(%rmem_67, %135, %1124) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %1125 = cute.memref.load(%view, %97) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
      cute.memref.store(%rmem_67, %134, %1125) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %1126 = cute.memref.load(%view, %96) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
      cute.memref.store(%rmem_67, %133, %1126) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %1127 = cute.memref.load(%view, %95) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
      cute.memref.store(%rmem_67, %132, %1127) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %1128 = cute.memref.load(%view, %94) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
      cute.memref.store(%rmem_67, %131, %1128) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %1129 = cute.memref.load(%view, %93) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
      cute.memref.store(%rmem_67, %130, %1129) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %1130 = cute.memref.load(%view, %92) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
      cute.memref.store(%rmem_67, %129, %1130) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %1131 = cute.memref.load(%view, %91) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
      cute.memref.store(%rmem_67, %128, %1131) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %1132 = cute.memref.load(%view, %90) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
      cute.memref.store(%rmem_67, %127, %1132) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %1133 = cute.memref.load(%view, %89) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
      cute.memref.store(%rmem_67, %126, %1133) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %1134 = cute.memref.load(%view, %88) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
      cute.memref.store(%rmem_67, %125, %1134) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %1135 = cute.memref.load(%view, %87) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
      cute.memref.store(%rmem_67, %124, %1135) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %1136 = cute.memref.load_vec(%rmem_67) : (!memref_rmem_f32_2) -> vector<16xf32>
      %1137 = arith.truncf %1136 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%1137, %rmem_68) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_145 = cute.make_coord(%1119) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_146 = cute.crd2idx(%coord_145, %123) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb72(%c0_i32 : i32)
    ^bb72(%1138: i32):  // 2 preds: ^bb71, ^bb73
      %1139 = arith.cmpi slt, %1138, %c2_i32 : i32
      cf.cond_br %1139, ^bb73, ^bb74 {llvm.loop_annotation = #loop_annotation}
    ^bb73:  // pred: ^bb72
      %coord_147 = cute.make_coord(%1138) : (i32) -> !cute.coord<"(_,?)">
      %idx_148 = cute.crd2idx(%coord_147, %122) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_149 = cute.add_offset(%iter_69, %idx_148) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_150 = cute.crd2idx(%coord_147, %121) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_151 = cute.add_offset(%ptr_65, %idx_150) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %1140 = builtin.unrealized_conversion_cast %ptr_149 : !cute_ptr_2914ae to !llvm.ptr
      %1141 = llvm.load %1140 : !llvm.ptr -> vector<4xi32>
      %swizzled_152 = cute.apply_swizzle(%ptr_151) : !cute_ptr_6d8216
      %ptr_153 = cute.add_offset(%swizzled_152, %idx_146) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_153, %1141) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %1142 = arith.addi %1138, %c1_i32 : i32
      cf.br ^bb72(%1142 : i32)
    ^bb74:  // pred: ^bb72
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %449, ^bb75, ^bb76
    ^bb75:  // pred: ^bb74
      %coord_154 = cute.make_coord(%1119) : (i32) -> !cute.coord<"(_,?)">
      %idx_155 = cute.crd2idx(%coord_154, %120) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_156 = cute.add_offset(%iter_16, %idx_155) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_157 = cute.add_offset(%tup_104, %86) : (!cute_arith_tuple_iter_045f90, !cute.int_tuple<"(64,0)">) -> !cute_arith_tuple_iter_396070
      %tup_158 = cute.deref_arith_tuple_iter(%tup_157) : !cute_arith_tuple_iter_396070
      %e0_159, %e1_160, %e2_161 = cute.get_leaves(%tup_158) : !cute_int_tuple_ae8a07
      %int_tuple_162 = cute.make_int_tuple(%e0_159, %e1_160, %e2_161) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ae8a07
      %int_tup_iter_163 = cute.make_arith_tuple_iter(%int_tuple_162) : (!cute_int_tuple_ae8a07) -> !cute_arith_tuple_iter_396070
      %1143 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_164 = cute_nvgpu.get_tma_desc_addr(%1143 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %1144 = cute_nvgpu.atom.get_value(%1143 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_165 = cute.deref_arith_tuple_iter(%int_tup_iter_163) : !cute_arith_tuple_iter_396070
      %1145:3 = cute.get_scalars(%tup_165) : !cute_int_tuple_ae8a07
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_164 : !cute.ptr<generic, align<64>>, %ptr_156 : !cute_ptr_8ec51c, [%1145#0, %1145#1, %1145#2] : i32, i32, i32) cache_policy = %1144 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb76
    ^bb76:  // 2 preds: ^bb74, ^bb75
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %1146 = arith.addi %1119, %c1_i32 : i32
      %1147 = arith.remsi %1146, %c4_i32 : i32
      %1148 = cute.memref.load(%view, %85) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
      cute.memref.store(%rmem_67, %153, %1148) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %1149 = cute.memref.load(%view, %84) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
      cute.memref.store(%rmem_67, %138, %1149) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %1150 = cute.memref.load(%view, %83) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
      cute.memref.store(%rmem_67, %137, %1150) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %1151 = cute.memref.load(%view, %82) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
      cute.memref.store(%rmem_67, %136, %1151) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %1152 = cute.memref.load(%view, %81) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
      cute.memref.store(%rmem_67, %135, %1152) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %1153 = cute.memref.load(%view, %80) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
      cute.memref.store(%rmem_67, %134, %1153) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %1154 = cute.memref.load(%view, %79) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
      cute.memref.store(%rmem_67, %133, %1154) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %1155 = cute.memref.load(%view, %78) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
      cute.memref.store(%rmem_67, %132, %1155) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %1156 = cute.memref.load(%view, %77) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
      cute.memref.store(%rmem_67, %131, %1156) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %1157 = cute.memref.load(%view, %76) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
      cute.memref.store(%rmem_67, %130, %1157) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %1158 = cute.memref.load(%view, %75) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
      cute.memref.store(%rmem_67, %129, %1158) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %1159 = cute.memref.load(%view, %74) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
      cute.memref.store(%rmem_67, %128, %1159) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %1160 = cute.memref.load(%view, %73) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
      cute.memref.store(%rmem_67, %127, %1160) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %1161 = cute.memref.load(%view, %72) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
      cute.memref.store(%rmem_67, %126, %1161) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %1162 = cute.memref.load(%view, %71) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
      cute.memref.store(%rmem_67, %125, %1162) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %1163 = cute.memref.load(%view, %70) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
      cute.memref.store(%rmem_67, %124, %1163) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %1164 = cute.memref.load_vec(%rmem_67) : (!memref_rmem_f32_2) -> vector<16xf32>
      %1165 = arith.truncf %1164 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%1165, %rmem_68) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_166 = cute.make_coord(%1147) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_167 = cute.crd2idx(%coord_166, %123) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb77(%c0_i32 : i32)
    ^bb77(%1166: i32):  // 2 preds: ^bb76, ^bb78
      %1167 = arith.cmpi slt, %1166, %c2_i32 : i32
      cf.cond_br %1167, ^bb78, ^bb79 {llvm.loop_annotation = #loop_annotation}
    ^bb78:  // pred: ^bb77
      %coord_168 = cute.make_coord(%1166) : (i32) -> !cute.coord<"(_,?)">
      %idx_169 = cute.crd2idx(%coord_168, %122) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_170 = cute.add_offset(%iter_69, %idx_169) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_171 = cute.crd2idx(%coord_168, %121) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_172 = cute.add_offset(%ptr_65, %idx_171) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %1168 = builtin.unrealized_conversion_cast %ptr_170 : !cute_ptr_2914ae to !llvm.ptr
      %1169 = llvm.load %1168 : !llvm.ptr -> vector<4xi32>
      %swizzled_173 = cute.apply_swizzle(%ptr_172) : !cute_ptr_6d8216
      %ptr_174 = cute.add_offset(%swizzled_173, %idx_167) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_174, %1169) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %1170 = arith.addi %1166, %c1_i32 : i32
      cf.br ^bb77(%1170 : i32)
    ^bb79:  // pred: ^bb77
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %449, ^bb80, ^bb81
    ^bb80:  // pred: ^bb79
      %coord_175 = cute.make_coord(%1147) : (i32) -> !cute.coord<"(_,?)">
      %idx_176 = cute.crd2idx(%coord_175, %120) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_177 = cute.add_offset(%iter_16, %idx_176) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_178 = cute.add_offset(%tup_104, %69) : (!cute_arith_tuple_iter_045f90, !cute.int_tuple<"(96,0)">) -> !cute_arith_tuple_iter_df6bff
      %tup_179 = cute.deref_arith_tuple_iter(%tup_178) : !cute_arith_tuple_iter_df6bff
      %e0_180, %e1_181, %e2_182 = cute.get_leaves(%tup_179) : !cute_int_tuple_36697f
      %int_tuple_183 = cute.make_int_tuple(%e0_180, %e1_181, %e2_182) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_36697f
      %int_tup_iter_184 = cute.make_arith_tuple_iter(%int_tuple_183) : (!cute_int_tuple_36697f) -> !cute_arith_tuple_iter_df6bff
      %1171 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_185 = cute_nvgpu.get_tma_desc_addr(%1171 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %1172 = cute_nvgpu.atom.get_value(%1171 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_186 = cute.deref_arith_tuple_iter(%int_tup_iter_184) : !cute_arith_tuple_iter_df6bff
      %1173:3 = cute.get_scalars(%tup_186) : !cute_int_tuple_36697f
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_185 : !cute.ptr<generic, align<64>>, %ptr_177 : !cute_ptr_8ec51c, [%1173#0, %1173#1, %1173#2] : i32, i32, i32) cache_policy = %1172 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb81
    ^bb81:  // 2 preds: ^bb79, ^bb80
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %1174 = arith.addi %1147, %c1_i32 : i32
      %1175 = arith.remsi %1174, %c4_i32 : i32
      %1176 = cute.memref.load(%view, %68) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
      cute.memref.store(%rmem_67, %153, %1176) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %1177 = cute.memref.load(%view, %67) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
      cute.memref.store(%rmem_67, %138, %1177) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %1178 = cute.memref.load(%view, %66) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
      cute.memref.store(%rmem_67, %137, %1178) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %1179 = cute.memref.load(%view, %65) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
      cute.memref.store(%rmem_67, %136, %1179) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %1180 = cute.memref.load(%view, %64) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
      cute.memref.store(%rmem_67, %135, %1180) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %1181 = cute.memref.load(%view, %63) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
      cute.memref.store(%rmem_67, %134, %1181) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %1182 = cute.memref.load(%view, %62) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
      cute.memref.store(%rmem_67, %133, %1182) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %1183 = cute.memref.load(%view, %61) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
      cute.memref.store(%rmem_67, %132, %1183) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %1184 = cute.memref.load(%view, %60) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
      cute.memref.store(%rmem_67, %131, %1184) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %1185 = cute.memref.load(%view, %59) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
      cute.memref.store(%rmem_67, %130, %1185) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %1186 = cute.memref.load(%view, %58) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
      cute.memref.store(%rmem_67, %129, %1186) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %1187 = cute.memref.load(%view, %57) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
      cute.memref.store(%rmem_67, %128, %1187) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %1188 = cute.memref.load(%view, %56) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
      cute.memref.store(%rmem_67, %127, %1188) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %1189 = cute.memref.load(%view, %55) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
      cute.memref.store(%rmem_67, %126, %1189) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %1190 = cute.memref.load(%view, %54) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
      cute.memref.store(%rmem_67, %125, %1190) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %1191 = cute.memref.load(%view, %53) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
      cute.memref.store(%rmem_67, %124, %1191) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %1192 = cute.memref.load_vec(%rmem_67) : (!memref_rmem_f32_2) -> vector<16xf32>
      %1193 = arith.truncf %1192 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%1193, %rmem_68) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_187 = cute.make_coord(%1175) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_188 = cute.crd2idx(%coord_187, %123) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb82(%c0_i32 : i32)
    ^bb82(%1194: i32):  // 2 preds: ^bb81, ^bb83
      %1195 = arith.cmpi slt, %1194, %c2_i32 : i32
      cf.cond_br %1195, ^bb83, ^bb84 {llvm.loop_annotation = #loop_annotation}
    ^bb83:  // pred: ^bb82
      %coord_189 = cute.make_coord(%1194) : (i32) -> !cute.coord<"(_,?)">
      %idx_190 = cute.crd2idx(%coord_189, %122) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_191 = cute.add_offset(%iter_69, %idx_190) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_192 = cute.crd2idx(%coord_189, %121) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_193 = cute.add_offset(%ptr_65, %idx_192) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %1196 = builtin.unrealized_conversion_cast %ptr_191 : !cute_ptr_2914ae to !llvm.ptr
      %1197 = llvm.load %1196 : !llvm.ptr -> vector<4xi32>
      %swizzled_194 = cute.apply_swizzle(%ptr_193) : !cute_ptr_6d8216
      %ptr_195 = cute.add_offset(%swizzled_194, %idx_188) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_195, %1197) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %1198 = arith.addi %1194, %c1_i32 : i32
      cf.br ^bb82(%1198 : i32)
    ^bb84:  // pred: ^bb82
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %449, ^bb85, ^bb86
    ^bb85:  // pred: ^bb84
      %coord_196 = cute.make_coord(%1175) : (i32) -> !cute.coord<"(_,?)">
      %idx_197 = cute.crd2idx(%coord_196, %120) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_198 = cute.add_offset(%iter_16, %idx_197) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_199 = cute.add_offset(%tup_104, %52) : (!cute_arith_tuple_iter_045f90, !cute.int_tuple<"(128,0)">) -> !cute_arith_tuple_iter_815f75
      %tup_200 = cute.deref_arith_tuple_iter(%tup_199) : !cute_arith_tuple_iter_815f75
      %e0_201, %e1_202, %e2_203 = cute.get_leaves(%tup_200) : !cute_int_tuple_ee97c9
      %int_tuple_204 = cute.make_int_tuple(%e0_201, %e1_202, %e2_203) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ee97c9
      %int_tup_iter_205 = cute.make_arith_tuple_iter(%int_tuple_204) : (!cute_int_tuple_ee97c9) -> !cute_arith_tuple_iter_815f75
      %1199 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_206 = cute_nvgpu.get_tma_desc_addr(%1199 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %1200 = cute_nvgpu.atom.get_value(%1199 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_207 = cute.deref_arith_tuple_iter(%int_tup_iter_205) : !cute_arith_tuple_iter_815f75
      %1201:3 = cute.get_scalars(%tup_207) : !cute_int_tuple_ee97c9
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_206 : !cute.ptr<generic, align<64>>, %ptr_198 : !cute_ptr_8ec51c, [%1201#0, %1201#1, %1201#2] : i32, i32, i32) cache_policy = %1200 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb86
    ^bb86:  // 2 preds: ^bb84, ^bb85
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %1202 = arith.addi %1175, %c1_i32 : i32
      %1203 = arith.remsi %1202, %c4_i32 : i32
      %1204 = cute.memref.load(%view, %51) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
      cute.memref.store(%rmem_67, %153, %1204) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %1205 = cute.memref.load(%view, %50) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
      cute.memref.store(%rmem_67, %138, %1205) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %1206 = cute.memref.load(%view, %49) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
      cute.memref.store(%rmem_67, %137, %1206) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %1207 = cute.memref.load(%view, %48) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
      cute.memref.store(%rmem_67, %136, %1207) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %1208 = cute.memref.load(%view, %47) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
      cute.memref.store(%rmem_67, %135, %1208) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %1209 = cute.memref.load(%view, %46) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
      cute.memref.store(%rmem_67, %134, %1209) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %1210 = cute.memref.load(%view, %45) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
      cute.memref.store(%rmem_67, %133, %1210) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %1211 = cute.memref.load(%view, %44) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
      cute.memref.store(%rmem_67, %132, %1211) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %1212 = cute.memref.load(%view, %43) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
      cute.memref.store(%rmem_67, %131, %1212) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %1213 = cute.memref.load(%view, %42) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
      cute.memref.store(%rmem_67, %130, %1213) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %1214 = cute.memref.load(%view, %41) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
      cute.memref.store(%rmem_67, %129, %1214) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %1215 = cute.memref.load(%view, %40) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
      cute.memref.store(%rmem_67, %128, %1215) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %1216 = cute.memref.load(%view, %39) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
      cute.memref.store(%rmem_67, %127, %1216) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %1217 = cute.memref.load(%view, %38) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
      cute.memref.store(%rmem_67, %126, %1217) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %1218 = cute.memref.load(%view, %37) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
      cute.memref.store(%rmem_67, %125, %1218) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %1219 = cute.memref.load(%view, %36) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
      cute.memref.store(%rmem_67, %124, %1219) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %1220 = cute.memref.load_vec(%rmem_67) : (!memref_rmem_f32_2) -> vector<16xf32>
      %1221 = arith.truncf %1220 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%1221, %rmem_68) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_208 = cute.make_coord(%1203) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_209 = cute.crd2idx(%coord_208, %123) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb87(%c0_i32 : i32)
    ^bb87(%1222: i32):  // 2 preds: ^bb86, ^bb88
      %1223 = arith.cmpi slt, %1222, %c2_i32 : i32
      cf.cond_br %1223, ^bb88, ^bb89 {llvm.loop_annotation = #loop_annotation}
    ^bb88:  // pred: ^bb87
      %coord_210 = cute.make_coord(%1222) : (i32) -> !cute.coord<"(_,?)">
      %idx_211 = cute.crd2idx(%coord_210, %122) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_212 = cute.add_offset(%iter_69, %idx_211) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_213 = cute.crd2idx(%coord_210, %121) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_214 = cute.add_offset(%ptr_65, %idx_213) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %1224 = builtin.unrealized_conversion_cast %ptr_212 : !cute_ptr_2914ae to !llvm.ptr
      %1225 = llvm.load %1224 : !llvm.ptr -> vector<4xi32>
      %swizzled_215 = cute.apply_swizzle(%ptr_214) : !cute_ptr_6d8216
      %ptr_216 = cute.add_offset(%swizzled_215, %idx_209) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_216, %1225) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %1226 = arith.addi %1222, %c1_i32 : i32
      cf.br ^bb87(%1226 : i32)
    ^bb89:  // pred: ^bb87
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %449, ^bb90, ^bb91
    ^bb90:  // pred: ^bb89
      %coord_217 = cute.make_coord(%1203) : (i32) -> !cute.coord<"(_,?)">
      %idx_218 = cute.crd2idx(%coord_217, %120) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_219 = cute.add_offset(%iter_16, %idx_218) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_220 = cute.add_offset(%tup_104, %35) : (!cute_arith_tuple_iter_045f90, !cute.int_tuple<"(160,0)">) -> !cute_arith_tuple_iter_df6bff
      %tup_221 = cute.deref_arith_tuple_iter(%tup_220) : !cute_arith_tuple_iter_df6bff
      %e0_222, %e1_223, %e2_224 = cute.get_leaves(%tup_221) : !cute_int_tuple_36697f
      %int_tuple_225 = cute.make_int_tuple(%e0_222, %e1_223, %e2_224) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_36697f
      %int_tup_iter_226 = cute.make_arith_tuple_iter(%int_tuple_225) : (!cute_int_tuple_36697f) -> !cute_arith_tuple_iter_df6bff
      %1227 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_227 = cute_nvgpu.get_tma_desc_addr(%1227 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %1228 = cute_nvgpu.atom.get_value(%1227 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_228 = cute.deref_arith_tuple_iter(%int_tup_iter_226) : !cute_arith_tuple_iter_df6bff
      %1229:3 = cute.get_scalars(%tup_228) : !cute_int_tuple_36697f
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_227 : !cute.ptr<generic, align<64>>, %ptr_219 : !cute_ptr_8ec51c, [%1229#0, %1229#1, %1229#2] : i32, i32, i32) cache_policy = %1228 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb91
    ^bb91:  // 2 preds: ^bb89, ^bb90
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %1230 = arith.addi %1203, %c1_i32 : i32
      %1231 = arith.remsi %1230, %c4_i32 : i32
      %1232 = cute.memref.load(%view, %34) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
      cute.memref.store(%rmem_67, %153, %1232) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %1233 = cute.memref.load(%view, %33) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
      cute.memref.store(%rmem_67, %138, %1233) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %1234 = cute.memref.load(%view, %32) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
      cute.memref.store(%rmem_67, %137, %1234) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %1235 = cute.memref.load(%view, %31) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
      cute.memref.store(%rmem_67, %136, %1235) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %1236 = cute.memref.load(%view, %30) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
      cute.memref.store(%rmem_67, %135, %1236) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %1237 = cute.memref.load(%view, %29) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
      cute.memref.store(%rmem_67, %134, %1237) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %1238 = cute.memref.load(%view, %28) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
      cute.memref.store(%rmem_67, %133, %1238) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %1239 = cute.memref.load(%view, %27) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
      cute.memref.store(%rmem_67, %132, %1239) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %1240 = cute.memref.load(%view, %26) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
      cute.memref.store(%rmem_67, %131, %1240) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %1241 = cute.memref.load(%view, %25) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
      cute.memref.store(%rmem_67, %130, %1241) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %1242 = cute.memref.load(%view, %24) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
      cute.memref.store(%rmem_67, %129, %1242) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %1243 = cute.memref.load(%view, %23) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
      cute.memref.store(%rmem_67, %128, %1243) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %1244 = cute.memref.load(%view, %22) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
      cute.memref.store(%rmem_67, %127, %1244) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %1245 = cute.memref.load(%view, %21) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
      cute.memref.store(%rmem_67, %126, %1245) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %1246 = cute.memref.load(%view, %20) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
      cute.memref.store(%rmem_67, %125, %1246) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %1247 = cute.memref.load(%view, %19) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
      cute.memref.store(%rmem_67, %124, %1247) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %1248 = cute.memref.load_vec(%rmem_67) : (!memref_rmem_f32_2) -> vector<16xf32>
      %1249 = arith.truncf %1248 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%1249, %rmem_68) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_229 = cute.make_coord(%1231) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_230 = cute.crd2idx(%coord_229, %123) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb92(%c0_i32 : i32)
    ^bb92(%1250: i32):  // 2 preds: ^bb91, ^bb93
      %1251 = arith.cmpi slt, %1250, %c2_i32 : i32
      cf.cond_br %1251, ^bb93, ^bb94 {llvm.loop_annotation = #loop_annotation}
    ^bb93:  // pred: ^bb92
      %coord_231 = cute.make_coord(%1250) : (i32) -> !cute.coord<"(_,?)">
      %idx_232 = cute.crd2idx(%coord_231, %122) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_233 = cute.add_offset(%iter_69, %idx_232) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_234 = cute.crd2idx(%coord_231, %121) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_235 = cute.add_offset(%ptr_65, %idx_234) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %1252 = builtin.unrealized_conversion_cast %ptr_233 : !cute_ptr_2914ae to !llvm.ptr
      %1253 = llvm.load %1252 : !llvm.ptr -> vector<4xi32>
      %swizzled_236 = cute.apply_swizzle(%ptr_235) : !cute_ptr_6d8216
      %ptr_237 = cute.add_offset(%swizzled_236, %idx_230) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_237, %1253) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %1254 = arith.addi %1250, %c1_i32 : i32
      cf.br ^bb92(%1254 : i32)
    ^bb94:  // pred: ^bb92
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %449, ^bb95, ^bb96
    ^bb95:  // pred: ^bb94
      %coord_238 = cute.make_coord(%1231) : (i32) -> !cute.coord<"(_,?)">
      %idx_239 = cute.crd2idx(%coord_238, %120) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_240 = cute.add_offset(%iter_16, %idx_239) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_241 = cute.add_offset(%tup_104, %18) : (!cute_arith_tuple_iter_045f90, !cute.int_tuple<"(192,0)">) -> !cute_arith_tuple_iter_396070
      %tup_242 = cute.deref_arith_tuple_iter(%tup_241) : !cute_arith_tuple_iter_396070
      %e0_243, %e1_244, %e2_245 = cute.get_leaves(%tup_242) : !cute_int_tuple_ae8a07
      %int_tuple_246 = cute.make_int_tuple(%e0_243, %e1_244, %e2_245) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ae8a07
      %int_tup_iter_247 = cute.make_arith_tuple_iter(%int_tuple_246) : (!cute_int_tuple_ae8a07) -> !cute_arith_tuple_iter_396070
      %1255 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_248 = cute_nvgpu.get_tma_desc_addr(%1255 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %1256 = cute_nvgpu.atom.get_value(%1255 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_249 = cute.deref_arith_tuple_iter(%int_tup_iter_247) : !cute_arith_tuple_iter_396070
      %1257:3 = cute.get_scalars(%tup_249) : !cute_int_tuple_ae8a07
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_248 : !cute.ptr<generic, align<64>>, %ptr_240 : !cute_ptr_8ec51c, [%1257#0, %1257#1, %1257#2] : i32, i32, i32) cache_policy = %1256 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %1258 = arith.addi %1231, %c1_i32 : i32
      %1259 = arith.remsi %1258, %c4_i32 : i32
      %1260 = cute.memref.load(%view, %17) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
      cute.memref.store(%rmem_67, %153, %1260) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %1261 = cute.memref.load(%view, %16) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
      cute.memref.store(%rmem_67, %138, %1261) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %1262 = cute.memref.load(%view, %15) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
      cute.memref.store(%rmem_67, %137, %1262) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %1263 = cute.memref.load(%view, %14) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
      cute.memref.store(%rmem_67, %136, %1263) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %1264 = cute.memref.load(%view, %13) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
      cute.memref.store(%rmem_67, %135, %1264) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %1265 = cute.memref.load(%view, %12) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
      cute.memref.store(%rmem_67, %134, %1265) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %1266 = cute.memref.load(%view, %11) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
      cute.memref.store(%rmem_67, %133, %1266) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %1267 = cute.memref.load(%view, %10) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
      cute.memref.store(%rmem_67, %132, %1267) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %1268 = cute.memref.load(%view, %9) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
      cute.memref.store(%rmem_67, %131, %1268) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %1269 = cute.memref.load(%view, %8) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
      cute.memref.store(%rmem_67, %130, %1269) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %1270 = cute.memref.load(%view, %7) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
      cute.memref.store(%rmem_67, %129, %1270) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %1271 = cute.memref.load(%view, %6) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
      cute.memref.store(%rmem_67, %128, %1271) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %1272 = cute.memref.load(%view, %5) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
      cute.memref.store(%rmem_67, %127, %1272) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %1273 = cute.memref.load(%view, %4) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
      cute.memref.store(%rmem_67, %126, %1273) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %1274 = cute.memref.load(%view, %3) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
      cute.memref.store(%rmem_67, %125, %1274) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %1275 = cute.memref.load(%view, %2) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
      cute.memref.store(%rmem_67, %124, %1275) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %1276 = cute.memref.load_vec(%rmem_67) : (!memref_rmem_f32_2) -> vector<16xf32>
      %1277 = arith.truncf %1276 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%1277, %rmem_68) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_250 = cute.make_coord(%1259) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_251 = cute.crd2idx(%coord_250, %123) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb97(%c0_i32 : i32)
    ^bb97(%1278: i32):  // 2 preds: ^bb96, ^bb98
      %1279 = arith.cmpi slt, %1278, %c2_i32 : i32
      cf.cond_br %1279, ^bb98, ^bb99 {llvm.loop_annotation = #loop_annotation}
    ^bb98:  // pred: ^bb97
      %coord_252 = cute.make_coord(%1278) : (i32) -> !cute.coord<"(_,?)">
      %idx_253 = cute.crd2idx(%coord_252, %122) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_254 = cute.add_offset(%iter_69, %idx_253) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_255 = cute.crd2idx(%coord_252, %121) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_256 = cute.add_offset(%ptr_65, %idx_255) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %1280 = builtin.unrealized_conversion_cast %ptr_254 : !cute_ptr_2914ae to !llvm.ptr
      %1281 = llvm.load %1280 : !llvm.ptr -> vector<4xi32>
      %swizzled_257 = cute.apply_swizzle(%ptr_256) : !cute_ptr_6d8216
      %ptr_258 = cute.add_offset(%swizzled_257, %idx_251) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_258, %1281) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %1282 = arith.addi %1278, %c1_i32 : i32
      cf.br ^bb97(%1282 : i32)
    ^bb99:  // pred: ^bb97
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %449, ^bb100, ^bb101
    ^bb100:  // pred: ^bb99
      %coord_259 = cute.make_coord(%1259) : (i32) -> !cute.coord<"(_,?)">
      %idx_260 = cute.crd2idx(%coord_259, %120) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_261 = cute.add_offset(%iter_16, %idx_260) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_262 = cute.add_offset(%tup_104, %1) : (!cute_arith_tuple_iter_045f90, !cute.int_tuple<"(224,0)">) -> !cute_arith_tuple_iter_df6bff
      %tup_263 = cute.deref_arith_tuple_iter(%tup_262) : !cute_arith_tuple_iter_df6bff
      %e0_264, %e1_265, %e2_266 = cute.get_leaves(%tup_263) : !cute_int_tuple_36697f
      %int_tuple_267 = cute.make_int_tuple(%e0_264, %e1_265, %e2_266) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_36697f
      %int_tup_iter_268 = cute.make_arith_tuple_iter(%int_tuple_267) : (!cute_int_tuple_36697f) -> !cute_arith_tuple_iter_df6bff
      %1283 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_269 = cute_nvgpu.get_tma_desc_addr(%1283 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %1284 = cute_nvgpu.atom.get_value(%1283 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_270 = cute.deref_arith_tuple_iter(%int_tup_iter_268) : !cute_arith_tuple_iter_df6bff
      %1285:3 = cute.get_scalars(%tup_270) : !cute_int_tuple_36697f
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_269 : !cute.ptr<generic, align<64>>, %ptr_261 : !cute_ptr_8ec51c, [%1285#0, %1285#1, %1285#2] : i32, i32, i32) cache_policy = %1284 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb101
    ^bb101:  // 2 preds: ^bb99, ^bb100
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %1286 = arith.addi %1259, %c1_i32 : i32
      %1287 = arith.remsi %1286, %c4_i32 : i32
      %1288 = arith.addi %461, %188 : i32
      cf.br ^bb37(%1287, %1288, %511, %1059, %1061, %1063, %516, %517, %518 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32)
    ^bb102:  // pred: ^bb37
      nvvm.cp.async.bulk.wait_group 0 {read}
      cf.br ^bb103
    ^bb103:  // 2 preds: ^bb35, ^bb102
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
    %c48_i32 = arith.constant 48 : i32
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %c384_i32 = arith.constant 384 : i32
    %c127_i64 = arith.constant 127 : i64
    %c255_i64 = arith.constant 255 : i64
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
    %atom = cute.make_atom() : () -> !cute_nvgpu_sm90_mma_92c88c
    %0 = cute_nvgpu.atom.set_value(%atom, %false : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !cute_nvgpu_sm90_mma_92c88c
    %1 = cute.make_tiled_mma(%0) : !mma_bf16_bf16_f32_64x256x16_
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
    llvm.store %c63_i64, %11 : i64, !llvm.ptr
    %15 = builtin.unrealized_conversion_cast %2 : !llvm.ptr to !cute_ptr_9651e7
    %16 = cute.ptrtoint(%15) : !cute_ptr_9651e7 to i64
    %17 = llvm.inttoptr %16 : i64 to !llvm.ptr
    %18 = llvm.load %17 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %19 = builtin.unrealized_conversion_cast %18 : !llvm.struct<(array<16 x i64>)> to !cute_nvgpu.tma_descriptor_tiled
    %atom_2 = cute.make_atom() : () -> !cute_nvgpu_atom_non_exec_tiled_tma_load_23fada
    %20 = cute_nvgpu.atom.set_value(%atom_2, %19 : !cute_nvgpu.tma_descriptor_tiled) {field = #cute_nvgpu.atom_copy_field_non_exec_tma_load<tma_desc>} : !cute_nvgpu_atom_non_exec_tiled_tma_load_23fada
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
    llvm.store %c255_i64, %30 : i64, !llvm.ptr
    %34 = builtin.unrealized_conversion_cast %21 : !llvm.ptr to !cute_ptr_9651e7
    %35 = cute.ptrtoint(%34) : !cute_ptr_9651e7 to i64
    %36 = llvm.inttoptr %35 : i64 to !llvm.ptr
    %37 = llvm.load %36 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %38 = builtin.unrealized_conversion_cast %37 : !llvm.struct<(array<16 x i64>)> to !cute_nvgpu.tma_descriptor_tiled
    %atom_3 = cute.make_atom() : () -> !cute_nvgpu_atom_non_exec_tiled_tma_load_e16f63
    %39 = cute_nvgpu.atom.set_value(%atom_3, %38 : !cute_nvgpu.tma_descriptor_tiled) {field = #cute_nvgpu.atom_copy_field_non_exec_tma_load<tma_desc>} : !cute_nvgpu_atom_non_exec_tiled_tma_load_e16f63
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
    %59 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c384_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c230400_i64, gridDim = (%c1_i32, %c2_i32, %c48_i32), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%59] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    cuda.launch_cfg.cluster_dim[%59] (%c1_i32, %c2_i32, %c1_i32) : !cuda.launch_cfg<max_attrs = 3>, i32, i32, i32
    cuda.launch_cfg.cooperative[%59] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %60 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0<%59> (%20, %39, %58, %1) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!cute_nvgpu_atom_non_exec_tiled_tma_load_23fada, !cute_nvgpu_atom_non_exec_tiled_tma_load_e16f63, !cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0, !mma_bf16_bf16_f32_64x256x16_) -> !cuda.result
    %61 = cuda.cast %60 : !cuda.result -> i32
    cuda.return_if_error %61 : i32
    return %c0_i32 : i32
  }
}
