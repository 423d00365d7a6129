!cute_arith_tuple_iter_045f90 = !cute.arith_tuple_iter<"(?{div=256},?{div=128},?)">
!cute_arith_tuple_iter_33ba1b = !cute.arith_tuple_iter<"(0,?{div=128},0)">
!cute_arith_tuple_iter_396070 = !cute.arith_tuple_iter<"(?{div=64},?{div=128},?)">
!cute_arith_tuple_iter_815f75 = !cute.arith_tuple_iter<"(?{div=128},?{div=128},?)">
!cute_arith_tuple_iter_da3d01 = !cute.arith_tuple_iter<"(0,0,0)">
!cute_arith_tuple_iter_df6bff = !cute.arith_tuple_iter<"(?{div=32},?{div=128},?)">
!cute_int_tuple_0c6b93 = !cute.int_tuple<"(0,?{div=128},0)">
!cute_int_tuple_36697f = !cute.int_tuple<"(?{div=32},?{div=128},?)">
!cute_int_tuple_9155e1 = !cute.int_tuple<"(?{div=64},?{div=256},?)">
!cute_int_tuple_a5ac5a = !cute.int_tuple<"(?{div=256},?{div=128},?)">
!cute_int_tuple_ae8a07 = !cute.int_tuple<"(?{div=64},?{div=128},?)">
!cute_int_tuple_ee97c9 = !cute.int_tuple<"(?{div=128},?{div=128},?)">
!cute_layout_17e8ee = !cute.layout<"((16384,1),(1,4)):((1,0),(0,16384))">
!cute_layout_233ec8 = !cute.layout<"((4096,1),(1,4)):((1,0),(0,4096))">
!cute_layout_583b1a = !cute.layout<"(1,2,1,1):(0,1,0,0)">
!cute_layout_69ac76 = !cute.layout<"((8192,1),(1,4)):((1,0),(0,8192))">
!cute_layout_706400 = !cute.layout<"(((64,256),1),5,9,2):(((1@0,1@1),0),256@1,64@0,1@2)">
!cute_layout_8af91a = !cute.layout<"(1,1,4,(1,4)):(0,0,2,(0,2048))">
!cute_layout_b603f8 = !cute.layout<"(((2,4),1),1,2,(1,4)):(((1,2),0),0,16,(0,4096))">
!cute_layout_c09968 = !cute.layout<"(128,256,8,5,2):(1@1,1@0,128@1,256@0,1@2)">
!cute_layout_d2b4bf = !cute.layout<"(1,1,4,(1,4)):(0,0,2,(0,1024))">
!cute_layout_e150ce = !cute.layout<"(((64,128),1),8,9,2):(((1@0,1@1),0),128@1,64@0,1@2)">
!cute_layout_e43b08 = !cute.layout<"(((2,4),1),((1,2))):(((1,2),0),((0,16)))">
!cute_layout_ec5642 = !cute.layout<"(((2,2,2),1),((1,2))):(((1,2,4),0),((0,8)))">
!cute_nvgpu_atom_non_exec_tiled_tma_load_d049c5 = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, bf16, copy_bits = 262144, tma_gbasis = <"(64,256,1):(1@1,1@0,1@2)">, tma_format = BF16_RN>
!cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7 = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, tma_format = BF16_RN>
!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0 = !cute_nvgpu.atom.non_exec_tiled_tma_store<bf16, copy_bits = 65536, tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">, tma_format = BF16_RN>
!cute_nvgpu_atom_tma_load_07fe0b = !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">>
!cute_nvgpu_atom_tma_load_6c8b12 = !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,256,1):(1@1,1@0,1@2)">>
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
    cuda.kernel @kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0(%arg0: !cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7 {cute_nvgpu.grid_constant}, %arg1: !cute_nvgpu_atom_non_exec_tiled_tma_load_d049c5 {cute_nvgpu.grid_constant}, %arg2: !cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0 {cute_nvgpu.grid_constant}, %arg3: !mma_bf16_bf16_f32_64x256x16_) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 384, 1, 1>} {
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
      %c8_i32 = arith.constant 8 : i32
      %c4096_i32 = arith.constant 4096 : i32
      %c3_i16 = arith.constant 3 : i16
      %142 = cute.static : !cute_layout_17e8ee
      %143 = cute.static : !cute_layout_706400
      %144 = cute.static : !cute_layout_69ac76
      %145 = cute.static : !cute_layout_e150ce
      %c49152_i32 = arith.constant 49152 : i32
      %c10000000_i32 = arith.constant 10000000 : i32
      %c9_i32 = arith.constant 9 : i32
      %c4_i32 = arith.constant 4 : i32
      %c20_i32 = arith.constant 20 : i32
      %c40_i32 = arith.constant 40 : i32
      %c64_i32 = arith.constant 64 : i32
      %c8192_i32 = arith.constant 8192 : i32
      %true = arith.constant true
      %c2_i32 = arith.constant 2 : i32
      %c16_i32 = arith.constant 16 : i32
      %146 = cute.static : !cute.int_tuple<"4">
      %147 = cute.static : !cute.int_tuple<"3">
      %148 = cute.static : !cute.int_tuple<"2">
      %149 = cute.static : !cute.int_tuple<"1">
      %c1_i32 = arith.constant 1 : i32
      %150 = cute.static : !cute_layout_583b1a
      %151 = cute.static : !cute.int_tuple<"197632">
      %152 = cute.static : !cute.int_tuple<"66560">
      %153 = cute.static : !cute.int_tuple<"1024">
      %154 = cute.static : !cute.coord<"0">
      %155 = cute.static : !cute.layout<"(2,1,1):(1,0,0)">
      %c0_i32 = arith.constant 0 : i32
      %c128_i32 = arith.constant 128 : i32
      %c32_i32 = arith.constant 32 : i32
      %156 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %157 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %158 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %159 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %160 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %161 = arith.muli %157, %159 : i32
      %162 = arith.addi %156, %161 : i32
      %163 = arith.muli %158, %159 : i32
      %164 = arith.muli %163, %160 : i32
      %165 = arith.addi %162, %164 : i32
      %166 = arith.divsi %165, %c32_i32 : i32
      %167 = arith.muli %166, %c32_i32 : i32
      %168 = arith.cmpi ne, %165, %167 : i32
      %c0_i32_0 = arith.constant 0 : i32
      %169 = arith.cmpi slt, %165, %c0_i32_0 : i32
      %170 = arith.cmpi slt, %c32_i32, %c0_i32_0 : i32
      %171 = arith.cmpi ne, %169, %170 : i1
      %172 = arith.andi %168, %171 : i1
      %c-1_i32 = arith.constant -1 : i32
      %173 = arith.addi %166, %c-1_i32 : i32
      %174 = arith.select %172, %173, %166 : i32
      %175 = cute_nvgpu.arch.make_warp_uniform(%174) : i32
      %176 = arith.divsi %156, %c128_i32 : i32
      %177 = arith.muli %176, %c128_i32 : i32
      %178 = arith.cmpi ne, %156, %177 : i32
      %c0_i32_1 = arith.constant 0 : i32
      %179 = arith.cmpi slt, %156, %c0_i32_1 : i32
      %180 = arith.cmpi slt, %c128_i32, %c0_i32_1 : i32
      %181 = arith.cmpi ne, %179, %180 : i1
      %182 = arith.andi %178, %181 : i1
      %c-1_i32_2 = arith.constant -1 : i32
      %183 = arith.addi %176, %c-1_i32_2 : i32
      %184 = arith.select %182, %183, %176 : i32
      %185 = cute_nvgpu.arch.make_warp_uniform(%184) : i32
      %186 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %187 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %188 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %189 = nvvm.read.ptx.sreg.nctaid.z range <i32, 1, 65535> : i32
      %190 = arith.cmpi eq, %175, %c0_i32 : i32
      cf.cond_br %190, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      cute_nvgpu.prefetch_tma_desc(%arg0) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7) -> ()
      cute_nvgpu.prefetch_tma_desc(%arg1) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_d049c5) -> ()
      cute_nvgpu.prefetch_tma_desc(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> ()
      cf.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %191 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %192 = cute_nvgpu.arch.make_warp_uniform(%191) : i32
      %193 = cute.get_flat_coord(%192, %155) : (i32, !cute.layout<"(2,1,1):(1,0,0)">) -> !cute.coord<"(?,0,0)">
      %e0, %e1, %e2 = cute.get_leaves(%193) : !cute.coord<"(?,0,0)">
      %itup = cute.to_int_tuple(%e0) : !cute.coord<"?"> to !cute.int_tuple<"?">
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %ptr = cute.add_offset(%smem_ptr, %153) : (!cute_ptr_9af6a0, !cute.int_tuple<"1024">) -> !cute_ptr_9af6a0
      %ptr_3 = cute.add_offset(%smem_ptr, %152) : (!cute_ptr_9af6a0, !cute.int_tuple<"66560">) -> !cute_ptr_9af6a0
      %ptr_4 = cute.add_offset(%smem_ptr, %151) : (!cute_ptr_9af6a0, !cute.int_tuple<"197632">) -> !cute_ptr_9af6a0
      %iter = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute_ptr_6167ca
      cf.cond_br %190, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %194 = builtin.unrealized_conversion_cast %iter : !cute_ptr_6167ca to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %194, %c1_i32 : !llvm.ptr<3>, i32
      %ptr_5 = cute.add_offset(%iter, %149) : (!cute_ptr_6167ca, !cute.int_tuple<"1">) -> !cute.ptr<i64, smem>
      %195 = builtin.unrealized_conversion_cast %ptr_5 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %195, %c1_i32 : !llvm.ptr<3>, i32
      %ptr_6 = cute.add_offset(%iter, %148) : (!cute_ptr_6167ca, !cute.int_tuple<"2">) -> !cute.ptr<i64, smem, align<16>>
      %196 = builtin.unrealized_conversion_cast %ptr_6 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %196, %c1_i32 : !llvm.ptr<3>, i32
      %ptr_7 = cute.add_offset(%iter, %147) : (!cute_ptr_6167ca, !cute.int_tuple<"3">) -> !cute.ptr<i64, smem>
      %197 = builtin.unrealized_conversion_cast %ptr_7 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %197, %c1_i32 : !llvm.ptr<3>, i32
      cf.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %ptr_8 = cute.add_offset(%iter, %146) : (!cute_ptr_6167ca, !cute.int_tuple<"4">) -> !cute.ptr<i64, smem, align<32>>
      cf.cond_br %190, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %198 = builtin.unrealized_conversion_cast %ptr_8 : !cute.ptr<i64, smem, align<32>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %198, %c16_i32 : !llvm.ptr<3>, i32
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"5">
      %ptr_9 = cute.add_offset(%iter, %int_tuple) : (!cute_ptr_6167ca, !cute.int_tuple<"5">) -> !cute.ptr<i64, smem>
      %199 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %199, %c16_i32 : !llvm.ptr<3>, i32
      %int_tuple_10 = cute.make_int_tuple() : () -> !cute.int_tuple<"6">
      %ptr_11 = cute.add_offset(%iter, %int_tuple_10) : (!cute_ptr_6167ca, !cute.int_tuple<"6">) -> !cute.ptr<i64, smem, align<16>>
      %200 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %200, %c16_i32 : !llvm.ptr<3>, i32
      %int_tuple_12 = cute.make_int_tuple() : () -> !cute.int_tuple<"7">
      %ptr_13 = cute.add_offset(%iter, %int_tuple_12) : (!cute_ptr_6167ca, !cute.int_tuple<"7">) -> !cute.ptr<i64, smem>
      %201 = builtin.unrealized_conversion_cast %ptr_13 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %201, %c16_i32 : !llvm.ptr<3>, i32
      cf.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %202 = arith.remsi %156, %c32_i32 : i32
      %203 = arith.cmpi slt, %202, %c2_i32 : i32
      %204 = arith.remsi %202, %c2_i32 : i32
      %205 = cute.get_hier_coord(%204, %150) : (i32, !cute_layout_583b1a) -> !cute.coord<"(0,?,0,0)">
      %e0_14, %e1_15, %e2_16, %e3 = cute.get_leaves(%205) : !cute.coord<"(0,?,0,0)">
      %itup_17 = cute.to_int_tuple(%e1_15) : !cute.coord<"?"> to !cute.int_tuple<"?">
      %206 = cute.get_scalars(%itup_17) : !cute.int_tuple<"?">
      %207 = cute.get_hier_coord(%192, %150) : (i32, !cute_layout_583b1a) -> !cute.coord<"(0,?,0,0)">
      %e0_18, %e1_19, %e2_20, %e3_21 = cute.get_leaves(%207) : !cute.coord<"(0,?,0,0)">
      %itup_22 = cute.to_int_tuple(%e1_19) : !cute.coord<"?"> to !cute.int_tuple<"?">
      %208 = cute.get_scalars(%itup_22) : !cute.int_tuple<"?">
      %209 = arith.cmpi eq, %206, %208 : i32
      %210 = arith.extui %209 : i1 to i32
      %211 = arith.select %209, %210, %c1_i32 : i32
      %212 = arith.cmpi ne, %211, %c0_i32 : i32
      %213 = arith.andi %203, %212 : i1
      nvvm.fence.mbarrier.init
      nvvm.cluster.arrive.relaxed
      nvvm.cluster.wait
      nvvm.cluster.arrive.relaxed
      %iter_23 = cute.recast_iter(%ptr) : !cute_ptr_9af6a0 to !cute_ptr_91cbad
      %iter_24 = cute.recast_iter(%ptr_3) : !cute_ptr_9af6a0 to !cute_ptr_91cbad
      %iter_25 = cute.recast_iter(%ptr_4) : !cute_ptr_9af6a0 to !cute_ptr_8ec51c
      %int_tup_iter = cute.make_arith_tuple_iter() : () -> !cute_arith_tuple_iter_da3d01
      %coord = cute.make_coord(%itup) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %214 = cute.get_scalars(%coord) <{only_dynamic}> : !cute.coord<"?">
      %215 = arith.muli %214, %c8192_i32 : i32
      %216 = arith.divsi %215, %c64_i32 : i32
      %iv = cute.assume(%216) : (i32) -> !cute.i32<divby 128>
      %int_tuple_26 = cute.make_int_tuple(%iv) : (!cute.i32<divby 128>) -> !cute_int_tuple_0c6b93
      %tup = cute.add_offset(%int_tup_iter, %int_tuple_26) : (!cute_arith_tuple_iter_da3d01, !cute_int_tuple_0c6b93) -> !cute_arith_tuple_iter_33ba1b
      %iv_27 = cute.assume(%215) : (i32) -> !cute.i32<divby 8192>
      %int_tuple_28 = cute.make_int_tuple(%iv_27) : (!cute.i32<divby 8192>) -> !cute.int_tuple<"?{div=8192}">
      %ptr_29 = cute.add_offset(%iter_24, %int_tuple_28) : (!cute_ptr_91cbad, !cute.int_tuple<"?{div=8192}">) -> !cute_ptr_91cbad
      nvvm.cluster.wait
      %217 = arith.cmpi eq, %185, %c0_i32 : i32
      cf.cond_br %217, ^bb7, ^bb36
    ^bb7:  // pred: ^bb6
      nvvm.setmaxregister  decrease 40
      cf.cond_br %190, ^bb8, ^bb35
    ^bb8:  // pred: ^bb7
      %218 = cute_nvgpu.atom.make_exec_tma(%arg0) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7) -> !cute_nvgpu_atom_tma_load_07fe0b
      %219 = cute_nvgpu.atom.get_value(%218 : !cute_nvgpu_atom_tma_load_07fe0b) {field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>} : i64
      %220 = cute_nvgpu.atom.make_exec_tma(%arg1) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_d049c5) -> !cute_nvgpu_atom_tma_load_6c8b12
      %221 = cute_nvgpu.atom.set_value(%220, %c3_i16 : i16) {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : !cute_nvgpu_atom_tma_load_6c8b12
      %222 = cute_nvgpu.atom.get_value(%220 : !cute_nvgpu_atom_tma_load_6c8b12) {field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>} : i64
      cf.br ^bb9(%188, %c0_i32, %c0_i32, %c1_i32 : i32, i32, i32, i32)
    ^bb9(%223: i32, %224: i32, %225: i32, %226: i32):  // 2 preds: ^bb8, ^bb19
      %227 = arith.cmpi slt, %223, %c40_i32 : i32
      cf.cond_br %227, ^bb10(%223, %224, %225, %226 : i32, i32, i32, i32), ^bb20
    ^bb10(%228: i32, %229: i32, %230: i32, %231: i32):  // pred: ^bb9
      %232 = arith.divsi %228, %c20_i32 : i32
      %233 = arith.muli %232, %c20_i32 : i32
      %234 = arith.cmpi ne, %228, %233 : i32
      %c0_i32_30 = arith.constant 0 : i32
      %235 = arith.cmpi slt, %228, %c0_i32_30 : i32
      %236 = arith.cmpi slt, %c20_i32, %c0_i32_30 : i32
      %237 = arith.cmpi ne, %235, %236 : i1
      %238 = arith.andi %234, %237 : i1
      %c-1_i32_31 = arith.constant -1 : i32
      %239 = arith.addi %232, %c-1_i32_31 : i32
      %240 = arith.select %238, %239, %232 : i32
      %241 = arith.muli %240, %c20_i32 : i32
      %242 = arith.subi %228, %241 : i32
      %243 = arith.divsi %242, %c20_i32 : i32
      %244 = arith.muli %243, %c20_i32 : i32
      %245 = arith.cmpi ne, %242, %244 : i32
      %c0_i32_32 = arith.constant 0 : i32
      %246 = arith.cmpi slt, %242, %c0_i32_32 : i32
      %247 = arith.cmpi slt, %c20_i32, %c0_i32_32 : i32
      %248 = arith.cmpi ne, %246, %247 : i1
      %249 = arith.andi %245, %248 : i1
      %c-1_i32_33 = arith.constant -1 : i32
      %250 = arith.addi %243, %c-1_i32_33 : i32
      %251 = arith.select %249, %250, %243 : i32
      %252 = arith.muli %251, %c4_i32 : i32
      %253 = arith.subi %c4_i32, %252 : i32
      %254 = arith.cmpi slt, %253, %c4_i32 : i32
      %255 = arith.select %254, %253, %c4_i32 : i32
      %256 = arith.muli %251, %c20_i32 : i32
      %257 = arith.subi %242, %256 : i32
      %258 = arith.remsi %257, %255 : i32
      %259 = arith.addi %252, %258 : i32
      %260 = arith.divsi %257, %255 : i32
      %261 = arith.muli %260, %255 : i32
      %262 = arith.cmpi ne, %257, %261 : i32
      %c0_i32_34 = arith.constant 0 : i32
      %263 = arith.cmpi slt, %257, %c0_i32_34 : i32
      %264 = arith.cmpi slt, %255, %c0_i32_34 : i32
      %265 = arith.cmpi ne, %263, %264 : i1
      %266 = arith.andi %262, %265 : i1
      %c-1_i32_35 = arith.constant -1 : i32
      %267 = arith.addi %260, %c-1_i32_35 : i32
      %268 = arith.select %266, %267, %260 : i32
      %269 = arith.muli %259, %c2_i32 : i32
      %270 = arith.addi %269, %186 : i32
      %271 = arith.addi %268, %187 : i32
      cf.br ^bb11(%c0_i32, %229, %230, %231 : i32, i32, i32, i32)
    ^bb11(%272: i32, %273: i32, %274: i32, %275: i32):  // 2 preds: ^bb10, ^bb18
      %276 = arith.cmpi slt, %272, %c9_i32 : i32
      cf.cond_br %276, ^bb12, ^bb19
    ^bb12:  // pred: ^bb11
      %int_tuple_36 = cute.make_int_tuple(%274) : (i32) -> !cute.int_tuple<"?">
      %ptr_37 = cute.add_offset(%ptr_8, %int_tuple_36) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %277 = builtin.unrealized_conversion_cast %ptr_37 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.try_wait.parity.shared %277, %275, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %278 = nvvm.elect.sync -> i1
      cf.cond_br %278, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %ptr_38 = cute.add_offset(%iter, %int_tuple_36) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %279 = builtin.unrealized_conversion_cast %ptr_38 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.txn %279, %c49152_i32 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
      cf.br ^bb14
    ^bb14:  // 2 preds: ^bb12, ^bb13
      %ptr_39 = cute.add_offset(%iter, %int_tuple_36) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %coord_40 = cute.make_coord(%270, %272, %240) : (i32, i32, i32) -> !cute.coord<"(_,?,?,?)">
      %idx = cute.crd2idx(%coord_40, %145) : (!cute.coord<"(_,?,?,?)">, !cute_layout_e150ce) -> !cute_int_tuple_ae8a07
      %tup_41 = cute.add_offset(%int_tup_iter, %idx) : (!cute_arith_tuple_iter_da3d01, !cute_int_tuple_ae8a07) -> !cute_arith_tuple_iter_396070
      %tup_42 = cute.deref_arith_tuple_iter(%tup_41) : !cute_arith_tuple_iter_396070
      %e0_43, %e1_44, %e2_45 = cute.get_leaves(%tup_42) : !cute_int_tuple_ae8a07
      %coord_46 = cute.make_coord(%274) : (i32) -> !cute.coord<"(_,?)">
      %idx_47 = cute.crd2idx(%coord_46, %144) : (!cute.coord<"(_,?)">, !cute_layout_69ac76) -> !cute.int_tuple<"?{div=8192}">
      %ptr_48 = cute.add_offset(%iter_23, %idx_47) : (!cute_ptr_91cbad, !cute.int_tuple<"?{div=8192}">) -> !cute_ptr_91cbad
      %int_tuple_49 = cute.make_int_tuple(%e0_43, %e1_44, %e2_45) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ae8a07
      %int_tup_iter_50 = cute.make_arith_tuple_iter(%int_tuple_49) : (!cute_int_tuple_ae8a07) -> !cute_arith_tuple_iter_396070
      %280 = cute_nvgpu.atom.set_value(%218, %ptr_39 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu_atom_tma_load_07fe0b
      %281 = builtin.unrealized_conversion_cast %ptr_39 : !cute.ptr<i64, smem> to !cute.ptr<smem, align<8>>
      %TMADescAddr = cute_nvgpu.get_tma_desc_addr(%280 : !cute_nvgpu_atom_tma_load_07fe0b) -> !cute.ptr<generic, align<64>>
      %tup_51 = cute.deref_arith_tuple_iter(%int_tup_iter_50) : !cute_arith_tuple_iter_396070
      %282:3 = cute.get_scalars(%tup_51) : !cute_int_tuple_ae8a07
      cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr : !cute.ptr<generic, align<64>>, %ptr_48 : !cute_ptr_91cbad, %281 : !cute.ptr<smem, align<8>>, [%282#0, %282#1, %282#2] : i32, i32, i32) cache_policy = %219 mode = <tiled> num_cta = 1 : i32
      %coord_52 = cute.make_coord(%271, %272, %240) : (i32, i32, i32) -> !cute.coord<"(_,?,?,?)">
      %idx_53 = cute.crd2idx(%coord_52, %143) : (!cute.coord<"(_,?,?,?)">, !cute_layout_706400) -> !cute_int_tuple_9155e1
      %tup_54 = cute.add_offset(%tup, %idx_53) : (!cute_arith_tuple_iter_33ba1b, !cute_int_tuple_9155e1) -> !cute_arith_tuple_iter_396070
      %tup_55 = cute.deref_arith_tuple_iter(%tup_54) : !cute_arith_tuple_iter_396070
      %e0_56, %e1_57, %e2_58 = cute.get_leaves(%tup_55) : !cute_int_tuple_ae8a07
      %idx_59 = cute.crd2idx(%coord_46, %142) : (!cute.coord<"(_,?)">, !cute_layout_17e8ee) -> !cute.int_tuple<"?{div=16384}">
      %ptr_60 = cute.add_offset(%ptr_29, %idx_59) : (!cute_ptr_91cbad, !cute.int_tuple<"?{div=16384}">) -> !cute_ptr_91cbad
      %int_tuple_61 = cute.make_int_tuple(%e0_56, %e1_57, %e2_58) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ae8a07
      %int_tup_iter_62 = cute.make_arith_tuple_iter(%int_tuple_61) : (!cute_int_tuple_ae8a07) -> !cute_arith_tuple_iter_396070
      %283 = cute_nvgpu.atom.set_value(%221, %ptr_39 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu_atom_tma_load_6c8b12
      %TMADescAddr_63 = cute_nvgpu.get_tma_desc_addr(%283 : !cute_nvgpu_atom_tma_load_6c8b12) -> !cute.ptr<generic, align<64>>
      %tup_64 = cute.deref_arith_tuple_iter(%int_tup_iter_62) : !cute_arith_tuple_iter_396070
      %284:3 = cute.get_scalars(%tup_64) : !cute_int_tuple_ae8a07
      cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr_63 : !cute.ptr<generic, align<64>>, %ptr_60 : !cute_ptr_91cbad, %281 : !cute.ptr<smem, align<8>>, [%284#0, %284#1, %284#2] : i32, i32, i32) mask = %c3_i16 cache_policy = %222 mode = <tiled> num_cta = 1 : i32
      %285 = arith.addi %274, %c1_i32 : i32
      %286 = arith.addi %273, %c1_i32 : i32
      %287 = arith.cmpi eq, %285, %c4_i32 : i32
      %288 = arith.select %287, %c0_i32, %285 : i32
      cf.cond_br %287, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %289 = arith.xori %275, %c1_i32 : i32
      cf.br ^bb17(%289 : i32)
    ^bb16:  // pred: ^bb14
      cf.br ^bb17(%275 : i32)
    ^bb17(%290: i32):  // 2 preds: ^bb15, ^bb16
      cf.br ^bb18
    ^bb18:  // pred: ^bb17
      %291 = arith.addi %272, %c1_i32 : i32
      cf.br ^bb11(%291, %286, %288, %290 : i32, i32, i32, i32)
    ^bb19:  // pred: ^bb11
      %292 = arith.addi %228, %189 : i32
      cf.br ^bb9(%292, %273, %274, %275 : i32, i32, i32, i32)
    ^bb20:  // pred: ^bb9
      %293 = arith.addi %225, %c1_i32 : i32
      %294 = arith.cmpi eq, %293, %c4_i32 : i32
      %295 = arith.select %294, %c0_i32, %293 : i32
      cf.cond_br %294, ^bb21, ^bb22
    ^bb21:  // pred: ^bb20
      %296 = arith.xori %226, %c1_i32 : i32
      cf.br ^bb23(%296 : i32)
    ^bb22:  // pred: ^bb20
      cf.br ^bb23(%226 : i32)
    ^bb23(%297: i32):  // 2 preds: ^bb21, ^bb22
      cf.br ^bb24
    ^bb24:  // pred: ^bb23
      %298 = arith.addi %295, %c1_i32 : i32
      %299 = arith.cmpi eq, %298, %c4_i32 : i32
      %300 = arith.select %299, %c0_i32, %298 : i32
      cf.cond_br %299, ^bb25, ^bb26
    ^bb25:  // pred: ^bb24
      %301 = arith.xori %297, %c1_i32 : i32
      cf.br ^bb27(%301 : i32)
    ^bb26:  // pred: ^bb24
      cf.br ^bb27(%297 : i32)
    ^bb27(%302: i32):  // 2 preds: ^bb25, ^bb26
      cf.br ^bb28
    ^bb28:  // pred: ^bb27
      %303 = arith.addi %300, %c1_i32 : i32
      %304 = arith.cmpi eq, %303, %c4_i32 : i32
      %305 = arith.select %304, %c0_i32, %303 : i32
      cf.cond_br %304, ^bb29, ^bb30
    ^bb29:  // pred: ^bb28
      %306 = arith.xori %302, %c1_i32 : i32
      cf.br ^bb31(%306 : i32)
    ^bb30:  // pred: ^bb28
      cf.br ^bb31(%302 : i32)
    ^bb31(%307: i32):  // 2 preds: ^bb29, ^bb30
      cf.br ^bb32
    ^bb32:  // pred: ^bb31
      %int_tuple_65 = cute.make_int_tuple(%305) : (i32) -> !cute.int_tuple<"?">
      %ptr_66 = cute.add_offset(%ptr_8, %int_tuple_65) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %308 = builtin.unrealized_conversion_cast %ptr_66 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.try_wait.parity.shared %308, %307, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %309 = nvvm.elect.sync -> i1
      cf.cond_br %309, ^bb33, ^bb34
    ^bb33:  // pred: ^bb32
      %ptr_67 = cute.add_offset(%iter, %int_tuple_65) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %310 = builtin.unrealized_conversion_cast %ptr_67 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.txn %310, %c49152_i32 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
      cf.br ^bb34
    ^bb34:  // 2 preds: ^bb32, ^bb33
      cf.br ^bb35
    ^bb35:  // 2 preds: ^bb7, ^bb34
      cf.br ^bb103
    ^bb36:  // pred: ^bb6
      nvvm.setmaxregister  increase 232
      %311 = arith.subi %156, %c128_i32 : i32
      %312 = arith.divsi %311, %c128_i32 : i32
      %313 = arith.remsi %312, %c2_i32 : i32
      %314 = arith.remsi %313, %c2_i32 : i32
      %315 = arith.muli %314, %c4096_i32 : i32
      %iv_68 = cute.assume(%315) : (i32) -> !cute.i32<divby 4096>
      %int_tuple_69 = cute.make_int_tuple(%iv_68) : (!cute.i32<divby 4096>) -> !cute.int_tuple<"?{div=4096}">
      %ptr_70 = cute.add_offset(%iter_23, %int_tuple_69) : (!cute_ptr_91cbad, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_91cbad
      %gmmaSmemDesc = cute_nvgpu.make_gmma_smem_desc(%ptr_70 : !cute_ptr_91cbad) layout = <"((64,16),1,4,(1,4)):((64,1),0,16,(0,8192))">, major = <k> -> !cute_nvgpu.smem_desc
      %gmmaSmemDesc_71 = cute_nvgpu.make_gmma_smem_desc(%iter_24 : !cute_ptr_91cbad) layout = <"((256,16),1,4,(1,4)):((64,1),0,16,(0,16384))">, major = <k> -> !cute_nvgpu.smem_desc
      %rmem = cute.memref.alloca() : !memref_rmem_f32_
      %atom = cute.make_atom() : () -> !cute_nvgpu.atom.stsm<bf16, mode = <"(8,8)">, num_matrices = 4, n>
      %316 = cute.make_tiled_copy(%atom) : !copy_stsm_4_
      %317 = cute.make_tiled_copy(%atom) : !copy_stsm_4_1
      %318 = arith.divsi %311, %c8_i32 : i32
      %319 = arith.remsi %311, %c8_i32 : i32
      %320 = arith.muli %319, %c32_i32 : i32
      %321 = arith.divsi %318, %c2_i32 : i32
      %322 = arith.remsi %318, %c2_i32 : i32
      %323 = arith.muli %322, %c256_i32 : i32
      %324 = arith.addi %320, %323 : i32
      %325 = arith.divsi %321, %c2_i32 : i32
      %326 = arith.remsi %321, %c2_i32 : i32
      %327 = arith.muli %326, %c8_i32 : i32
      %328 = arith.addi %324, %327 : i32
      %329 = arith.muli %325, %c512_i32 : i32
      %330 = arith.addi %328, %329 : i32
      %iv_72 = cute.assume(%330) : (i32) -> !cute.i32<divby 8>
      %int_tuple_73 = cute.make_int_tuple(%iv_72) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_74 = cute.add_offset(%iter_25, %int_tuple_73) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6d8216
      %iter_75 = cute.get_iter(%rmem) : !memref_rmem_f32_
      %view = cute.make_view(%iter_75) : !memref_rmem_f32_1
      %rmem_76 = cute.memref.alloca() : !memref_rmem_f32_2
      %rmem_77 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_78 = cute.get_iter(%rmem_77) : !memref_rmem_bf16_
      %331 = builtin.unrealized_conversion_cast %iter_75 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %332 = llvm.getelementptr %331[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %333 = llvm.getelementptr %331[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %334 = llvm.getelementptr %331[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %335 = llvm.getelementptr %331[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %336 = llvm.getelementptr %331[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %337 = llvm.getelementptr %331[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %338 = llvm.getelementptr %331[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %339 = llvm.getelementptr %331[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %340 = llvm.getelementptr %331[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %341 = llvm.getelementptr %331[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %342 = llvm.getelementptr %331[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %343 = llvm.getelementptr %331[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %344 = llvm.getelementptr %331[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %345 = llvm.getelementptr %331[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %346 = llvm.getelementptr %331[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %347 = llvm.getelementptr %331[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %348 = llvm.getelementptr %331[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %349 = llvm.getelementptr %331[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %350 = llvm.getelementptr %331[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %351 = llvm.getelementptr %331[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %352 = llvm.getelementptr %331[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %353 = llvm.getelementptr %331[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %354 = llvm.getelementptr %331[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %355 = llvm.getelementptr %331[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %356 = llvm.getelementptr %331[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %357 = llvm.getelementptr %331[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %358 = llvm.getelementptr %331[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %359 = llvm.getelementptr %331[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %360 = llvm.getelementptr %331[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %361 = llvm.getelementptr %331[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %362 = llvm.getelementptr %331[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %363 = llvm.getelementptr %331[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %364 = llvm.getelementptr %331[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %365 = llvm.getelementptr %331[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %366 = llvm.getelementptr %331[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %367 = llvm.getelementptr %331[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %368 = llvm.getelementptr %331[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %369 = llvm.getelementptr %331[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %370 = llvm.getelementptr %331[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %371 = llvm.getelementptr %331[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %372 = llvm.getelementptr %331[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %373 = llvm.getelementptr %331[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %374 = llvm.getelementptr %331[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %375 = llvm.getelementptr %331[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %376 = llvm.getelementptr %331[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %377 = llvm.getelementptr %331[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %378 = llvm.getelementptr %331[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %379 = llvm.getelementptr %331[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %380 = llvm.getelementptr %331[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %381 = llvm.getelementptr %331[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %382 = llvm.getelementptr %331[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %383 = llvm.getelementptr %331[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %384 = llvm.getelementptr %331[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %385 = llvm.getelementptr %331[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %386 = llvm.getelementptr %331[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %387 = llvm.getelementptr %331[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %388 = llvm.getelementptr %331[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %389 = llvm.getelementptr %331[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %390 = llvm.getelementptr %331[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %391 = llvm.getelementptr %331[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %392 = llvm.getelementptr %331[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %393 = llvm.getelementptr %331[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %394 = llvm.getelementptr %331[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %395 = llvm.getelementptr %331[64] : (!llvm.ptr) -> !llvm.ptr, f32
      %396 = llvm.getelementptr %331[65] : (!llvm.ptr) -> !llvm.ptr, f32
      %397 = llvm.getelementptr %331[66] : (!llvm.ptr) -> !llvm.ptr, f32
      %398 = llvm.getelementptr %331[67] : (!llvm.ptr) -> !llvm.ptr, f32
      %399 = llvm.getelementptr %331[68] : (!llvm.ptr) -> !llvm.ptr, f32
      %400 = llvm.getelementptr %331[69] : (!llvm.ptr) -> !llvm.ptr, f32
      %401 = llvm.getelementptr %331[70] : (!llvm.ptr) -> !llvm.ptr, f32
      %402 = llvm.getelementptr %331[71] : (!llvm.ptr) -> !llvm.ptr, f32
      %403 = llvm.getelementptr %331[72] : (!llvm.ptr) -> !llvm.ptr, f32
      %404 = llvm.getelementptr %331[73] : (!llvm.ptr) -> !llvm.ptr, f32
      %405 = llvm.getelementptr %331[74] : (!llvm.ptr) -> !llvm.ptr, f32
      %406 = llvm.getelementptr %331[75] : (!llvm.ptr) -> !llvm.ptr, f32
      %407 = llvm.getelementptr %331[76] : (!llvm.ptr) -> !llvm.ptr, f32
      %408 = llvm.getelementptr %331[77] : (!llvm.ptr) -> !llvm.ptr, f32
      %409 = llvm.getelementptr %331[78] : (!llvm.ptr) -> !llvm.ptr, f32
      %410 = llvm.getelementptr %331[79] : (!llvm.ptr) -> !llvm.ptr, f32
      %411 = llvm.getelementptr %331[80] : (!llvm.ptr) -> !llvm.ptr, f32
      %412 = llvm.getelementptr %331[81] : (!llvm.ptr) -> !llvm.ptr, f32
      %413 = llvm.getelementptr %331[82] : (!llvm.ptr) -> !llvm.ptr, f32
      %414 = llvm.getelementptr %331[83] : (!llvm.ptr) -> !llvm.ptr, f32
      %415 = llvm.getelementptr %331[84] : (!llvm.ptr) -> !llvm.ptr, f32
      %416 = llvm.getelementptr %331[85] : (!llvm.ptr) -> !llvm.ptr, f32
      %417 = llvm.getelementptr %331[86] : (!llvm.ptr) -> !llvm.ptr, f32
      %418 = llvm.getelementptr %331[87] : (!llvm.ptr) -> !llvm.ptr, f32
      %419 = llvm.getelementptr %331[88] : (!llvm.ptr) -> !llvm.ptr, f32
      %420 = llvm.getelementptr %331[89] : (!llvm.ptr) -> !llvm.ptr, f32
      %421 = llvm.getelementptr %331[90] : (!llvm.ptr) -> !llvm.ptr, f32
      %422 = llvm.getelementptr %331[91] : (!llvm.ptr) -> !llvm.ptr, f32
      %423 = llvm.getelementptr %331[92] : (!llvm.ptr) -> !llvm.ptr, f32
      %424 = llvm.getelementptr %331[93] : (!llvm.ptr) -> !llvm.ptr, f32
      %425 = llvm.getelementptr %331[94] : (!llvm.ptr) -> !llvm.ptr, f32
      %426 = llvm.getelementptr %331[95] : (!llvm.ptr) -> !llvm.ptr, f32
      %427 = llvm.getelementptr %331[96] : (!llvm.ptr) -> !llvm.ptr, f32
      %428 = llvm.getelementptr %331[97] : (!llvm.ptr) -> !llvm.ptr, f32
      %429 = llvm.getelementptr %331[98] : (!llvm.ptr) -> !llvm.ptr, f32
      %430 = llvm.getelementptr %331[99] : (!llvm.ptr) -> !llvm.ptr, f32
      %431 = llvm.getelementptr %331[100] : (!llvm.ptr) -> !llvm.ptr, f32
      %432 = llvm.getelementptr %331[101] : (!llvm.ptr) -> !llvm.ptr, f32
      %433 = llvm.getelementptr %331[102] : (!llvm.ptr) -> !llvm.ptr, f32
      %434 = llvm.getelementptr %331[103] : (!llvm.ptr) -> !llvm.ptr, f32
      %435 = llvm.getelementptr %331[104] : (!llvm.ptr) -> !llvm.ptr, f32
      %436 = llvm.getelementptr %331[105] : (!llvm.ptr) -> !llvm.ptr, f32
      %437 = llvm.getelementptr %331[106] : (!llvm.ptr) -> !llvm.ptr, f32
      %438 = llvm.getelementptr %331[107] : (!llvm.ptr) -> !llvm.ptr, f32
      %439 = llvm.getelementptr %331[108] : (!llvm.ptr) -> !llvm.ptr, f32
      %440 = llvm.getelementptr %331[109] : (!llvm.ptr) -> !llvm.ptr, f32
      %441 = llvm.getelementptr %331[110] : (!llvm.ptr) -> !llvm.ptr, f32
      %442 = llvm.getelementptr %331[111] : (!llvm.ptr) -> !llvm.ptr, f32
      %443 = llvm.getelementptr %331[112] : (!llvm.ptr) -> !llvm.ptr, f32
      %444 = llvm.getelementptr %331[113] : (!llvm.ptr) -> !llvm.ptr, f32
      %445 = llvm.getelementptr %331[114] : (!llvm.ptr) -> !llvm.ptr, f32
      %446 = llvm.getelementptr %331[115] : (!llvm.ptr) -> !llvm.ptr, f32
      %447 = llvm.getelementptr %331[116] : (!llvm.ptr) -> !llvm.ptr, f32
      %448 = llvm.getelementptr %331[117] : (!llvm.ptr) -> !llvm.ptr, f32
      %449 = llvm.getelementptr %331[118] : (!llvm.ptr) -> !llvm.ptr, f32
      %450 = llvm.getelementptr %331[119] : (!llvm.ptr) -> !llvm.ptr, f32
      %451 = llvm.getelementptr %331[120] : (!llvm.ptr) -> !llvm.ptr, f32
      %452 = llvm.getelementptr %331[121] : (!llvm.ptr) -> !llvm.ptr, f32
      %453 = llvm.getelementptr %331[122] : (!llvm.ptr) -> !llvm.ptr, f32
      %454 = llvm.getelementptr %331[123] : (!llvm.ptr) -> !llvm.ptr, f32
      %455 = llvm.getelementptr %331[124] : (!llvm.ptr) -> !llvm.ptr, f32
      %456 = llvm.getelementptr %331[125] : (!llvm.ptr) -> !llvm.ptr, f32
      %457 = llvm.getelementptr %331[126] : (!llvm.ptr) -> !llvm.ptr, f32
      %458 = llvm.getelementptr %331[127] : (!llvm.ptr) -> !llvm.ptr, f32
      %459 = arith.cmpi eq, %175, %c4_i32 : i32
      cf.br ^bb37(%c0_i32, %188, %0, %c0_i32, %c0_i32, %c0_i32, %c0_i32, %c0_i32, %c0_i32 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32)
    ^bb37(%460: i32, %461: i32, %462: !llvm.struct<(i1)>, %463: i32, %464: i32, %465: i32, %466: i32, %467: i32, %468: i32):  // 2 preds: ^bb36, ^bb101
      %469 = arith.cmpi slt, %461, %c40_i32 : i32
      cf.cond_br %469, ^bb38(%460, %461, %462, %463, %464, %465, %466, %467, %468 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32), ^bb102
    ^bb38(%470: i32, %471: i32, %472: !llvm.struct<(i1)>, %473: i32, %474: i32, %475: i32, %476: i32, %477: i32, %478: i32):  // pred: ^bb37
      %479 = builtin.unrealized_conversion_cast %472 : !llvm.struct<(i1)> to !mma_bf16_bf16_f32_64x256x16_
      %480 = arith.divsi %471, %c20_i32 : i32
      %481 = arith.muli %480, %c20_i32 : i32
      %482 = arith.cmpi ne, %471, %481 : i32
      %c0_i32_79 = arith.constant 0 : i32
      %483 = arith.cmpi slt, %471, %c0_i32_79 : i32
      %484 = arith.cmpi slt, %c20_i32, %c0_i32_79 : i32
      %485 = arith.cmpi ne, %483, %484 : i1
      %486 = arith.andi %482, %485 : i1
      %c-1_i32_80 = arith.constant -1 : i32
      %487 = arith.addi %480, %c-1_i32_80 : i32
      %488 = arith.select %486, %487, %480 : i32
      %489 = arith.muli %488, %c20_i32 : i32
      %490 = arith.subi %471, %489 : i32
      %491 = arith.divsi %490, %c20_i32 : i32
      %492 = arith.muli %491, %c20_i32 : i32
      %493 = arith.cmpi ne, %490, %492 : i32
      %c0_i32_81 = arith.constant 0 : i32
      %494 = arith.cmpi slt, %490, %c0_i32_81 : i32
      %495 = arith.cmpi slt, %c20_i32, %c0_i32_81 : i32
      %496 = arith.cmpi ne, %494, %495 : i1
      %497 = arith.andi %493, %496 : i1
      %c-1_i32_82 = arith.constant -1 : i32
      %498 = arith.addi %491, %c-1_i32_82 : i32
      %499 = arith.select %497, %498, %491 : i32
      %500 = arith.muli %499, %c4_i32 : i32
      %501 = arith.subi %c4_i32, %500 : i32
      %502 = arith.cmpi slt, %501, %c4_i32 : i32
      %503 = arith.select %502, %501, %c4_i32 : i32
      %504 = arith.muli %499, %c20_i32 : i32
      %505 = arith.subi %490, %504 : i32
      %506 = arith.remsi %505, %503 : i32
      %507 = arith.addi %500, %506 : i32
      %508 = arith.divsi %505, %503 : i32
      %509 = arith.muli %508, %503 : i32
      %510 = arith.cmpi ne, %505, %509 : i32
      %c0_i32_83 = arith.constant 0 : i32
      %511 = arith.cmpi slt, %505, %c0_i32_83 : i32
      %512 = arith.cmpi slt, %503, %c0_i32_83 : i32
      %513 = arith.cmpi ne, %511, %512 : i1
      %514 = arith.andi %510, %513 : i1
      %c-1_i32_84 = arith.constant -1 : i32
      %515 = arith.addi %508, %c-1_i32_84 : i32
      %516 = arith.select %514, %515, %508 : i32
      %517 = arith.muli %507, %c2_i32 : i32
      %518 = arith.addi %517, %186 : i32
      %519 = arith.addi %516, %187 : i32
      cute.memref.store_vec(%cst, %rmem) : (vector<128xf32>, !memref_rmem_f32_) -> ()
      %520 = cute_nvgpu.atom.set_value(%479, %true : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !mma_bf16_bf16_f32_64x256x16_
      %521 = builtin.unrealized_conversion_cast %520 : !mma_bf16_bf16_f32_64x256x16_ to !llvm.struct<(i1)>
      nvvm.wgmma.fence.aligned
      cf.br ^bb39(%c0_i32, %473, %474, %475, %476, %477, %478 : i32, i32, i32, i32, i32, i32, i32)
    ^bb39(%522: i32, %523: i32, %524: i32, %525: i32, %526: i32, %527: i32, %528: i32):  // 2 preds: ^bb38, ^bb54
      %529 = arith.cmpi slt, %522, %c9_i32 : i32
      cf.cond_br %529, ^bb40, ^bb55
    ^bb40:  // pred: ^bb39
      %int_tuple_85 = cute.make_int_tuple(%527) : (i32) -> !cute.int_tuple<"?">
      %ptr_86 = cute.add_offset(%iter, %int_tuple_85) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %530 = builtin.unrealized_conversion_cast %ptr_86 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.try_wait.parity.shared %530, %528, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %coord_87 = cute.make_coord(%527) : (i32) -> !cute.coord<"(_,_,0,?)">
      %idx_88 = cute.crd2idx(%coord_87, %141) : (!cute.coord<"(_,_,0,?)">, !cute_layout_d2b4bf) -> !cute.int_tuple<"?{div=1024}">
      %tup_89 = cute.add_offset(%gmmaSmemDesc, %idx_88) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=1024}">) -> !cute_nvgpu.smem_desc
      %idx_90 = cute.crd2idx(%coord_87, %140) : (!cute.coord<"(_,_,0,?)">, !cute_layout_8af91a) -> !cute.int_tuple<"?{div=2048}">
      %tup_91 = cute.add_offset(%gmmaSmemDesc_71, %idx_90) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2048}">) -> !cute_nvgpu.smem_desc
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
      %649 = llvm.load %449 : !llvm.ptr -> f32
      %650 = llvm.load %450 : !llvm.ptr -> f32
      %651 = llvm.load %451 : !llvm.ptr -> f32
      %652 = llvm.load %452 : !llvm.ptr -> f32
      %653 = llvm.load %453 : !llvm.ptr -> f32
      %654 = llvm.load %454 : !llvm.ptr -> f32
      %655 = llvm.load %455 : !llvm.ptr -> f32
      %656 = llvm.load %456 : !llvm.ptr -> f32
      %657 = llvm.load %457 : !llvm.ptr -> f32
      %658 = llvm.load %458 : !llvm.ptr -> f32
      %659:128 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,256,16)", A = %tup_89 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %tup_91 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%531, %532, %533, %534, %535, %536, %537, %538, %539, %540, %541, %542, %543, %544, %545, %546, %547, %548, %549, %550, %551, %552, %553, %554, %555, %556, %557, %558, %559, %560, %561, %562, %563, %564, %565, %566, %567, %568, %569, %570, %571, %572, %573, %574, %575, %576, %577, %578, %579, %580, %581, %582, %583, %584, %585, %586, %587, %588, %589, %590, %591, %592, %593, %594, %595, %596, %597, %598, %599, %600, %601, %602, %603, %604, %605, %606, %607, %608, %609, %610, %611, %612, %613, %614, %615, %616, %617, %618, %619, %620, %621, %622, %623, %624, %625, %626, %627, %628, %629, %630, %631, %632, %633, %634, %635, %636, %637, %638, %639, %640, %641, %642, %643, %644, %645, %646, %647, %648, %649, %650, %651, %652, %653, %654, %655, %656, %657, %658], accum = %true : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 128, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
      llvm.store %659#0, %331 : f32, !llvm.ptr
      llvm.store %659#1, %332 : f32, !llvm.ptr
      llvm.store %659#2, %333 : f32, !llvm.ptr
      llvm.store %659#3, %334 : f32, !llvm.ptr
      llvm.store %659#4, %335 : f32, !llvm.ptr
      llvm.store %659#5, %336 : f32, !llvm.ptr
      llvm.store %659#6, %337 : f32, !llvm.ptr
      llvm.store %659#7, %338 : f32, !llvm.ptr
      llvm.store %659#8, %339 : f32, !llvm.ptr
      llvm.store %659#9, %340 : f32, !llvm.ptr
      llvm.store %659#10, %341 : f32, !llvm.ptr
      llvm.store %659#11, %342 : f32, !llvm.ptr
      llvm.store %659#12, %343 : f32, !llvm.ptr
      llvm.store %659#13, %344 : f32, !llvm.ptr
      llvm.store %659#14, %345 : f32, !llvm.ptr
      llvm.store %659#15, %346 : f32, !llvm.ptr
      llvm.store %659#16, %347 : f32, !llvm.ptr
      llvm.store %659#17, %348 : f32, !llvm.ptr
      llvm.store %659#18, %349 : f32, !llvm.ptr
      llvm.store %659#19, %350 : f32, !llvm.ptr
      llvm.store %659#20, %351 : f32, !llvm.ptr
      llvm.store %659#21, %352 : f32, !llvm.ptr
      llvm.store %659#22, %353 : f32, !llvm.ptr
      llvm.store %659#23, %354 : f32, !llvm.ptr
      llvm.store %659#24, %355 : f32, !llvm.ptr
      llvm.store %659#25, %356 : f32, !llvm.ptr
      llvm.store %659#26, %357 : f32, !llvm.ptr
      llvm.store %659#27, %358 : f32, !llvm.ptr
      llvm.store %659#28, %359 : f32, !llvm.ptr
      llvm.store %659#29, %360 : f32, !llvm.ptr
      llvm.store %659#30, %361 : f32, !llvm.ptr
      llvm.store %659#31, %362 : f32, !llvm.ptr
      llvm.store %659#32, %363 : f32, !llvm.ptr
      llvm.store %659#33, %364 : f32, !llvm.ptr
      llvm.store %659#34, %365 : f32, !llvm.ptr
      llvm.store %659#35, %366 : f32, !llvm.ptr
      llvm.store %659#36, %367 : f32, !llvm.ptr
      llvm.store %659#37, %368 : f32, !llvm.ptr
      llvm.store %659#38, %369 : f32, !llvm.ptr
      llvm.store %659#39, %370 : f32, !llvm.ptr
      llvm.store %659#40, %371 : f32, !llvm.ptr
      llvm.store %659#41, %372 : f32, !llvm.ptr
      llvm.store %659#42, %373 : f32, !llvm.ptr
      llvm.store %659#43, %374 : f32, !llvm.ptr
      llvm.store %659#44, %375 : f32, !llvm.ptr
      llvm.store %659#45, %376 : f32, !llvm.ptr
      llvm.store %659#46, %377 : f32, !llvm.ptr
      llvm.store %659#47, %378 : f32, !llvm.ptr
      llvm.store %659#48, %379 : f32, !llvm.ptr
      llvm.store %659#49, %380 : f32, !llvm.ptr
      llvm.store %659#50, %381 : f32, !llvm.ptr
      llvm.store %659#51, %382 : f32, !llvm.ptr
      llvm.store %659#52, %383 : f32, !llvm.ptr
      llvm.store %659#53, %384 : f32, !llvm.ptr
      llvm.store %659#54, %385 : f32, !llvm.ptr
      llvm.store %659#55, %386 : f32, !llvm.ptr
      llvm.store %659#56, %387 : f32, !llvm.ptr
      llvm.store %659#57, %388 : f32, !llvm.ptr
      llvm.store %659#58, %389 : f32, !llvm.ptr
      llvm.store %659#59, %390 : f32, !llvm.ptr
      llvm.store %659#60, %391 : f32, !llvm.ptr
      llvm.store %659#61, %392 : f32, !llvm.ptr
      llvm.store %659#62, %393 : f32, !llvm.ptr
      llvm.store %659#63, %394 : f32, !llvm.ptr
      llvm.store %659#64, %395 : f32, !llvm.ptr
      llvm.store %659#65, %396 : f32, !llvm.ptr
      llvm.store %659#66, %397 : f32, !llvm.ptr
      llvm.store %659#67, %398 : f32, !llvm.ptr
      llvm.store %659#68, %399 : f32, !llvm.ptr
      llvm.store %659#69, %400 : f32, !llvm.ptr
      llvm.store %659#70, %401 : f32, !llvm.ptr
      llvm.store %659#71, %402 : f32, !llvm.ptr
      llvm.store %659#72, %403 : f32, !llvm.ptr
      llvm.store %659#73, %404 : f32, !llvm.ptr
      llvm.store %659#74, %405 : f32, !llvm.ptr
      llvm.store %659#75, %406 : f32, !llvm.ptr
      llvm.store %659#76, %407 : f32, !llvm.ptr
      llvm.store %659#77, %408 : f32, !llvm.ptr
      llvm.store %659#78, %409 : f32, !llvm.ptr
      llvm.store %659#79, %410 : f32, !llvm.ptr
      llvm.store %659#80, %411 : f32, !llvm.ptr
      llvm.store %659#81, %412 : f32, !llvm.ptr
      llvm.store %659#82, %413 : f32, !llvm.ptr
      llvm.store %659#83, %414 : f32, !llvm.ptr
      llvm.store %659#84, %415 : f32, !llvm.ptr
      llvm.store %659#85, %416 : f32, !llvm.ptr
      llvm.store %659#86, %417 : f32, !llvm.ptr
      llvm.store %659#87, %418 : f32, !llvm.ptr
      llvm.store %659#88, %419 : f32, !llvm.ptr
      llvm.store %659#89, %420 : f32, !llvm.ptr
      llvm.store %659#90, %421 : f32, !llvm.ptr
      llvm.store %659#91, %422 : f32, !llvm.ptr
      llvm.store %659#92, %423 : f32, !llvm.ptr
      llvm.store %659#93, %424 : f32, !llvm.ptr
      llvm.store %659#94, %425 : f32, !llvm.ptr
      llvm.store %659#95, %426 : f32, !llvm.ptr
      llvm.store %659#96, %427 : f32, !llvm.ptr
      llvm.store %659#97, %428 : f32, !llvm.ptr
      llvm.store %659#98, %429 : f32, !llvm.ptr
      llvm.store %659#99, %430 : f32, !llvm.ptr
      llvm.store %659#100, %431 : f32, !llvm.ptr
      llvm.store %659#101, %432 : f32, !llvm.ptr
      llvm.store %659#102, %433 : f32, !llvm.ptr
      llvm.store %659#103, %434 : f32, !llvm.ptr
      llvm.store %659#104, %435 : f32, !llvm.ptr
      llvm.store %659#105, %436 : f32, !llvm.ptr
      llvm.store %659#106, %437 : f32, !llvm.ptr
      llvm.store %659#107, %438 : f32, !llvm.ptr
      llvm.store %659#108, %439 : f32, !llvm.ptr
      llvm.store %659#109, %440 : f32, !llvm.ptr
      llvm.store %659#110, %441 : f32, !llvm.ptr
      llvm.store %659#111, %442 : f32, !llvm.ptr
      llvm.store %659#112, %443 : f32, !llvm.ptr
      llvm.store %659#113, %444 : f32, !llvm.ptr
      llvm.store %659#114, %445 : f32, !llvm.ptr
      llvm.store %659#115, %446 : f32, !llvm.ptr
      llvm.store %659#116, %447 : f32, !llvm.ptr
      llvm.store %659#117, %448 : f32, !llvm.ptr
      llvm.store %659#118, %449 : f32, !llvm.ptr
      llvm.store %659#119, %450 : f32, !llvm.ptr
      llvm.store %659#120, %451 : f32, !llvm.ptr
      llvm.store %659#121, %452 : f32, !llvm.ptr
      llvm.store %659#122, %453 : f32, !llvm.ptr
      llvm.store %659#123, %454 : f32, !llvm.ptr
      llvm.store %659#124, %455 : f32, !llvm.ptr
      llvm.store %659#125, %456 : f32, !llvm.ptr
      llvm.store %659#126, %457 : f32, !llvm.ptr
      llvm.store %659#127, %458 : f32, !llvm.ptr
      %coord_92 = cute.make_coord(%527) : (i32) -> !cute.coord<"(_,_,1,?)">
      %idx_93 = cute.crd2idx(%coord_92, %141) : (!cute.coord<"(_,_,1,?)">, !cute_layout_d2b4bf) -> !cute.int_tuple<"?{div=2}">
      %tup_94 = cute.add_offset(%gmmaSmemDesc, %idx_93) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
      %idx_95 = cute.crd2idx(%coord_92, %140) : (!cute.coord<"(_,_,1,?)">, !cute_layout_8af91a) -> !cute.int_tuple<"?{div=2}">
      %tup_96 = cute.add_offset(%gmmaSmemDesc_71, %idx_95) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
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
      %778 = llvm.load %449 : !llvm.ptr -> f32
      %779 = llvm.load %450 : !llvm.ptr -> f32
      %780 = llvm.load %451 : !llvm.ptr -> f32
      %781 = llvm.load %452 : !llvm.ptr -> f32
      %782 = llvm.load %453 : !llvm.ptr -> f32
      %783 = llvm.load %454 : !llvm.ptr -> f32
      %784 = llvm.load %455 : !llvm.ptr -> f32
      %785 = llvm.load %456 : !llvm.ptr -> f32
      %786 = llvm.load %457 : !llvm.ptr -> f32
      %787 = llvm.load %458 : !llvm.ptr -> f32
      %788:128 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,256,16)", A = %tup_94 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %tup_96 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%660, %661, %662, %663, %664, %665, %666, %667, %668, %669, %670, %671, %672, %673, %674, %675, %676, %677, %678, %679, %680, %681, %682, %683, %684, %685, %686, %687, %688, %689, %690, %691, %692, %693, %694, %695, %696, %697, %698, %699, %700, %701, %702, %703, %704, %705, %706, %707, %708, %709, %710, %711, %712, %713, %714, %715, %716, %717, %718, %719, %720, %721, %722, %723, %724, %725, %726, %727, %728, %729, %730, %731, %732, %733, %734, %735, %736, %737, %738, %739, %740, %741, %742, %743, %744, %745, %746, %747, %748, %749, %750, %751, %752, %753, %754, %755, %756, %757, %758, %759, %760, %761, %762, %763, %764, %765, %766, %767, %768, %769, %770, %771, %772, %773, %774, %775, %776, %777, %778, %779, %780, %781, %782, %783, %784, %785, %786, %787], accum = %true : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 128, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
      llvm.store %788#0, %331 : f32, !llvm.ptr
      llvm.store %788#1, %332 : f32, !llvm.ptr
      llvm.store %788#2, %333 : f32, !llvm.ptr
      llvm.store %788#3, %334 : f32, !llvm.ptr
      llvm.store %788#4, %335 : f32, !llvm.ptr
      llvm.store %788#5, %336 : f32, !llvm.ptr
      llvm.store %788#6, %337 : f32, !llvm.ptr
      llvm.store %788#7, %338 : f32, !llvm.ptr
      llvm.store %788#8, %339 : f32, !llvm.ptr
      llvm.store %788#9, %340 : f32, !llvm.ptr
      llvm.store %788#10, %341 : f32, !llvm.ptr
      llvm.store %788#11, %342 : f32, !llvm.ptr
      llvm.store %788#12, %343 : f32, !llvm.ptr
      llvm.store %788#13, %344 : f32, !llvm.ptr
      llvm.store %788#14, %345 : f32, !llvm.ptr
      llvm.store %788#15, %346 : f32, !llvm.ptr
      llvm.store %788#16, %347 : f32, !llvm.ptr
      llvm.store %788#17, %348 : f32, !llvm.ptr
      llvm.store %788#18, %349 : f32, !llvm.ptr
      llvm.store %788#19, %350 : f32, !llvm.ptr
      llvm.store %788#20, %351 : f32, !llvm.ptr
      llvm.store %788#21, %352 : f32, !llvm.ptr
      llvm.store %788#22, %353 : f32, !llvm.ptr
      llvm.store %788#23, %354 : f32, !llvm.ptr
      llvm.store %788#24, %355 : f32, !llvm.ptr
      llvm.store %788#25, %356 : f32, !llvm.ptr
      llvm.store %788#26, %357 : f32, !llvm.ptr
      llvm.store %788#27, %358 : f32, !llvm.ptr
      llvm.store %788#28, %359 : f32, !llvm.ptr
      llvm.store %788#29, %360 : f32, !llvm.ptr
      llvm.store %788#30, %361 : f32, !llvm.ptr
      llvm.store %788#31, %362 : f32, !llvm.ptr
      llvm.store %788#32, %363 : f32, !llvm.ptr
      llvm.store %788#33, %364 : f32, !llvm.ptr
      llvm.store %788#34, %365 : f32, !llvm.ptr
      llvm.store %788#35, %366 : f32, !llvm.ptr
      llvm.store %788#36, %367 : f32, !llvm.ptr
      llvm.store %788#37, %368 : f32, !llvm.ptr
      llvm.store %788#38, %369 : f32, !llvm.ptr
      llvm.store %788#39, %370 : f32, !llvm.ptr
      llvm.store %788#40, %371 : f32, !llvm.ptr
      llvm.store %788#41, %372 : f32, !llvm.ptr
      llvm.store %788#42, %373 : f32, !llvm.ptr
      llvm.store %788#43, %374 : f32, !llvm.ptr
      llvm.store %788#44, %375 : f32, !llvm.ptr
      llvm.store %788#45, %376 : f32, !llvm.ptr
      llvm.store %788#46, %377 : f32, !llvm.ptr
      llvm.store %788#47, %378 : f32, !llvm.ptr
      llvm.store %788#48, %379 : f32, !llvm.ptr
      llvm.store %788#49, %380 : f32, !llvm.ptr
      llvm.store %788#50, %381 : f32, !llvm.ptr
      llvm.store %788#51, %382 : f32, !llvm.ptr
      llvm.store %788#52, %383 : f32, !llvm.ptr
      llvm.store %788#53, %384 : f32, !llvm.ptr
      llvm.store %788#54, %385 : f32, !llvm.ptr
      llvm.store %788#55, %386 : f32, !llvm.ptr
      llvm.store %788#56, %387 : f32, !llvm.ptr
      llvm.store %788#57, %388 : f32, !llvm.ptr
      llvm.store %788#58, %389 : f32, !llvm.ptr
      llvm.store %788#59, %390 : f32, !llvm.ptr
      llvm.store %788#60, %391 : f32, !llvm.ptr
      llvm.store %788#61, %392 : f32, !llvm.ptr
      llvm.store %788#62, %393 : f32, !llvm.ptr
      llvm.store %788#63, %394 : f32, !llvm.ptr
      llvm.store %788#64, %395 : f32, !llvm.ptr
      llvm.store %788#65, %396 : f32, !llvm.ptr
      llvm.store %788#66, %397 : f32, !llvm.ptr
      llvm.store %788#67, %398 : f32, !llvm.ptr
      llvm.store %788#68, %399 : f32, !llvm.ptr
      llvm.store %788#69, %400 : f32, !llvm.ptr
      llvm.store %788#70, %401 : f32, !llvm.ptr
      llvm.store %788#71, %402 : f32, !llvm.ptr
      llvm.store %788#72, %403 : f32, !llvm.ptr
      llvm.store %788#73, %404 : f32, !llvm.ptr
      llvm.store %788#74, %405 : f32, !llvm.ptr
      llvm.store %788#75, %406 : f32, !llvm.ptr
      llvm.store %788#76, %407 : f32, !llvm.ptr
      llvm.store %788#77, %408 : f32, !llvm.ptr
      llvm.store %788#78, %409 : f32, !llvm.ptr
      llvm.store %788#79, %410 : f32, !llvm.ptr
      llvm.store %788#80, %411 : f32, !llvm.ptr
      llvm.store %788#81, %412 : f32, !llvm.ptr
      llvm.store %788#82, %413 : f32, !llvm.ptr
      llvm.store %788#83, %414 : f32, !llvm.ptr
      llvm.store %788#84, %415 : f32, !llvm.ptr
      llvm.store %788#85, %416 : f32, !llvm.ptr
      llvm.store %788#86, %417 : f32, !llvm.ptr
      llvm.store %788#87, %418 : f32, !llvm.ptr
      llvm.store %788#88, %419 : f32, !llvm.ptr
      llvm.store %788#89, %420 : f32, !llvm.ptr
      llvm.store %788#90, %421 : f32, !llvm.ptr
      llvm.store %788#91, %422 : f32, !llvm.ptr
      llvm.store %788#92, %423 : f32, !llvm.ptr
      llvm.store %788#93, %424 : f32, !llvm.ptr
      llvm.store %788#94, %425 : f32, !llvm.ptr
      llvm.store %788#95, %426 : f32, !llvm.ptr
      llvm.store %788#96, %427 : f32, !llvm.ptr
      llvm.store %788#97, %428 : f32, !llvm.ptr
      llvm.store %788#98, %429 : f32, !llvm.ptr
      llvm.store %788#99, %430 : f32, !llvm.ptr
      llvm.store %788#100, %431 : f32, !llvm.ptr
      llvm.store %788#101, %432 : f32, !llvm.ptr
      llvm.store %788#102, %433 : f32, !llvm.ptr
      llvm.store %788#103, %434 : f32, !llvm.ptr
      llvm.store %788#104, %435 : f32, !llvm.ptr
      llvm.store %788#105, %436 : f32, !llvm.ptr
      llvm.store %788#106, %437 : f32, !llvm.ptr
      llvm.store %788#107, %438 : f32, !llvm.ptr
      llvm.store %788#108, %439 : f32, !llvm.ptr
      llvm.store %788#109, %440 : f32, !llvm.ptr
      llvm.store %788#110, %441 : f32, !llvm.ptr
      llvm.store %788#111, %442 : f32, !llvm.ptr
      llvm.store %788#112, %443 : f32, !llvm.ptr
      llvm.store %788#113, %444 : f32, !llvm.ptr
      llvm.store %788#114, %445 : f32, !llvm.ptr
      llvm.store %788#115, %446 : f32, !llvm.ptr
      llvm.store %788#116, %447 : f32, !llvm.ptr
      llvm.store %788#117, %448 : f32, !llvm.ptr
      llvm.store %788#118, %449 : f32, !llvm.ptr
      llvm.store %788#119, %450 : f32, !llvm.ptr
      llvm.store %788#120, %451 : f32, !llvm.ptr
      llvm.store %788#121, %452 : f32, !llvm.ptr
      llvm.store %788#122, %453 : f32, !llvm.ptr
      llvm.store %788#123, %454 : f32, !llvm.ptr
      llvm.store %788#124, %455 : f32, !llvm.ptr
      llvm.store %788#125, %456 : f32, !llvm.ptr
      llvm.store %788#126, %457 : f32, !llvm.ptr
      llvm.store %788#127, %458 : f32, !llvm.ptr
      %coord_97 = cute.make_coord(%527) : (i32) -> !cute.coord<"(_,_,2,?)">
      %idx_98 = cute.crd2idx(%coord_97, %141) : (!cute.coord<"(_,_,2,?)">, !cute_layout_d2b4bf) -> !cute.int_tuple<"?{div=4}">
      %tup_99 = cute.add_offset(%gmmaSmemDesc, %idx_98) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=4}">) -> !cute_nvgpu.smem_desc
      %idx_100 = cute.crd2idx(%coord_97, %140) : (!cute.coord<"(_,_,2,?)">, !cute_layout_8af91a) -> !cute.int_tuple<"?{div=4}">
      %tup_101 = cute.add_offset(%gmmaSmemDesc_71, %idx_100) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=4}">) -> !cute_nvgpu.smem_desc
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
      %907 = llvm.load %449 : !llvm.ptr -> f32
      %908 = llvm.load %450 : !llvm.ptr -> f32
      %909 = llvm.load %451 : !llvm.ptr -> f32
      %910 = llvm.load %452 : !llvm.ptr -> f32
      %911 = llvm.load %453 : !llvm.ptr -> f32
      %912 = llvm.load %454 : !llvm.ptr -> f32
      %913 = llvm.load %455 : !llvm.ptr -> f32
      %914 = llvm.load %456 : !llvm.ptr -> f32
      %915 = llvm.load %457 : !llvm.ptr -> f32
      %916 = llvm.load %458 : !llvm.ptr -> f32
      %917:128 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,256,16)", A = %tup_99 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %tup_101 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%789, %790, %791, %792, %793, %794, %795, %796, %797, %798, %799, %800, %801, %802, %803, %804, %805, %806, %807, %808, %809, %810, %811, %812, %813, %814, %815, %816, %817, %818, %819, %820, %821, %822, %823, %824, %825, %826, %827, %828, %829, %830, %831, %832, %833, %834, %835, %836, %837, %838, %839, %840, %841, %842, %843, %844, %845, %846, %847, %848, %849, %850, %851, %852, %853, %854, %855, %856, %857, %858, %859, %860, %861, %862, %863, %864, %865, %866, %867, %868, %869, %870, %871, %872, %873, %874, %875, %876, %877, %878, %879, %880, %881, %882, %883, %884, %885, %886, %887, %888, %889, %890, %891, %892, %893, %894, %895, %896, %897, %898, %899, %900, %901, %902, %903, %904, %905, %906, %907, %908, %909, %910, %911, %912, %913, %914, %915, %916], accum = %true : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 128, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
      llvm.store %917#0, %331 : f32, !llvm.ptr
      llvm.store %917#1, %332 : f32, !llvm.ptr
      llvm.store %917#2, %333 : f32, !llvm.ptr
      llvm.store %917#3, %334 : f32, !llvm.ptr
      llvm.store %917#4, %335 : f32, !llvm.ptr
      llvm.store %917#5, %336 : f32, !llvm.ptr
      llvm.store %917#6, %337 : f32, !llvm.ptr
      llvm.store %917#7, %338 : f32, !llvm.ptr
      llvm.store %917#8, %339 : f32, !llvm.ptr
      llvm.store %917#9, %340 : f32, !llvm.ptr
      llvm.store %917#10, %341 : f32, !llvm.ptr
      llvm.store %917#11, %342 : f32, !llvm.ptr
      llvm.store %917#12, %343 : f32, !llvm.ptr
      llvm.store %917#13, %344 : f32, !llvm.ptr
      llvm.store %917#14, %345 : f32, !llvm.ptr
      llvm.store %917#15, %346 : f32, !llvm.ptr
      llvm.store %917#16, %347 : f32, !llvm.ptr
      llvm.store %917#17, %348 : f32, !llvm.ptr
      llvm.store %917#18, %349 : f32, !llvm.ptr
      llvm.store %917#19, %350 : f32, !llvm.ptr
      llvm.store %917#20, %351 : f32, !llvm.ptr
      llvm.store %917#21, %352 : f32, !llvm.ptr
      llvm.store %917#22, %353 : f32, !llvm.ptr
      llvm.store %917#23, %354 : f32, !llvm.ptr
      llvm.store %917#24, %355 : f32, !llvm.ptr
      llvm.store %917#25, %356 : f32, !llvm.ptr
      llvm.store %917#26, %357 : f32, !llvm.ptr
      llvm.store %917#27, %358 : f32, !llvm.ptr
      llvm.store %917#28, %359 : f32, !llvm.ptr
      llvm.store %917#29, %360 : f32, !llvm.ptr
      llvm.store %917#30, %361 : f32, !llvm.ptr
      llvm.store %917#31, %362 : f32, !llvm.ptr
      llvm.store %917#32, %363 : f32, !llvm.ptr
      llvm.store %917#33, %364 : f32, !llvm.ptr
      llvm.store %917#34, %365 : f32, !llvm.ptr
      llvm.store %917#35, %366 : f32, !llvm.ptr
      llvm.store %917#36, %367 : f32, !llvm.ptr
      llvm.store %917#37, %368 : f32, !llvm.ptr
      llvm.store %917#38, %369 : f32, !llvm.ptr
      llvm.store %917#39, %370 : f32, !llvm.ptr
      llvm.store %917#40, %371 : f32, !llvm.ptr
      llvm.store %917#41, %372 : f32, !llvm.ptr
      llvm.store %917#42, %373 : f32, !llvm.ptr
      llvm.store %917#43, %374 : f32, !llvm.ptr
      llvm.store %917#44, %375 : f32, !llvm.ptr
      llvm.store %917#45, %376 : f32, !llvm.ptr
      llvm.store %917#46, %377 : f32, !llvm.ptr
      llvm.store %917#47, %378 : f32, !llvm.ptr
      llvm.store %917#48, %379 : f32, !llvm.ptr
      llvm.store %917#49, %380 : f32, !llvm.ptr
      llvm.store %917#50, %381 : f32, !llvm.ptr
      llvm.store %917#51, %382 : f32, !llvm.ptr
      llvm.store %917#52, %383 : f32, !llvm.ptr
      llvm.store %917#53, %384 : f32, !llvm.ptr
      llvm.store %917#54, %385 : f32, !llvm.ptr
      llvm.store %917#55, %386 : f32, !llvm.ptr
      llvm.store %917#56, %387 : f32, !llvm.ptr
      llvm.store %917#57, %388 : f32, !llvm.ptr
      llvm.store %917#58, %389 : f32, !llvm.ptr
      llvm.store %917#59, %390 : f32, !llvm.ptr
      llvm.store %917#60, %391 : f32, !llvm.ptr
      llvm.store %917#61, %392 : f32, !llvm.ptr
      llvm.store %917#62, %393 : f32, !llvm.ptr
      llvm.store %917#63, %394 : f32, !llvm.ptr
      llvm.store %917#64, %395 : f32, !llvm.ptr
      llvm.store %917#65, %396 : f32, !llvm.ptr
      llvm.store %917#66, %397 : f32, !llvm.ptr
      llvm.store %917#67, %398 : f32, !llvm.ptr
      llvm.store %917#68, %399 : f32, !llvm.ptr
      llvm.store %917#69, %400 : f32, !llvm.ptr
      llvm.store %917#70, %401 : f32, !llvm.ptr
      llvm.store %917#71, %402 : f32, !llvm.ptr
      llvm.store %917#72, %403 : f32, !llvm.ptr
      llvm.store %917#73, %404 : f32, !llvm.ptr
      llvm.store %917#74, %405 : f32, !llvm.ptr
      llvm.store %917#75, %406 : f32, !llvm.ptr
      llvm.store %917#76, %407 : f32, !llvm.ptr
      llvm.store %917#77, %408 : f32, !llvm.ptr
      llvm.store %917#78, %409 : f32, !llvm.ptr
      llvm.store %917#79, %410 : f32, !llvm.ptr
      llvm.store %917#80, %411 : f32, !llvm.ptr
      llvm.store %917#81, %412 : f32, !llvm.ptr
      llvm.store %917#82, %413 : f32, !llvm.ptr
      llvm.store %917#83, %414 : f32, !llvm.ptr
      llvm.store %917#84, %415 : f32, !llvm.ptr
      llvm.store %917#85, %416 : f32, !llvm.ptr
      llvm.store %917#86, %417 : f32, !llvm.ptr
      llvm.store %917#87, %418 : f32, !llvm.ptr
      llvm.store %917#88, %419 : f32, !llvm.ptr
      llvm.store %917#89, %420 : f32, !llvm.ptr
      llvm.store %917#90, %421 : f32, !llvm.ptr
      llvm.store %917#91, %422 : f32, !llvm.ptr
      llvm.store %917#92, %423 : f32, !llvm.ptr
      llvm.store %917#93, %424 : f32, !llvm.ptr
      llvm.store %917#94, %425 : f32, !llvm.ptr
      llvm.store %917#95, %426 : f32, !llvm.ptr
      llvm.store %917#96, %427 : f32, !llvm.ptr
      llvm.store %917#97, %428 : f32, !llvm.ptr
      llvm.store %917#98, %429 : f32, !llvm.ptr
      llvm.store %917#99, %430 : f32, !llvm.ptr
      llvm.store %917#100, %431 : f32, !llvm.ptr
      llvm.store %917#101, %432 : f32, !llvm.ptr
      llvm.store %917#102, %433 : f32, !llvm.ptr
      llvm.store %917#103, %434 : f32, !llvm.ptr
      llvm.store %917#104, %435 : f32, !llvm.ptr
      llvm.store %917#105, %436 : f32, !llvm.ptr
      llvm.store %917#106, %437 : f32, !llvm.ptr
      llvm.store %917#107, %438 : f32, !llvm.ptr
      llvm.store %917#108, %439 : f32, !llvm.ptr
      llvm.store %917#109, %440 : f32, !llvm.ptr
      llvm.store %917#110, %441 : f32, !llvm.ptr
      llvm.store %917#111, %442 : f32, !llvm.ptr
      llvm.store %917#112, %443 : f32, !llvm.ptr
      llvm.store %917#113, %444 : f32, !llvm.ptr
      llvm.store %917#114, %445 : f32, !llvm.ptr
      llvm.store %917#115, %446 : f32, !llvm.ptr
      llvm.store %917#116, %447 : f32, !llvm.ptr
      llvm.store %917#117, %448 : f32, !llvm.ptr
      llvm.store %917#118, %449 : f32, !llvm.ptr
      llvm.store %917#119, %450 : f32, !llvm.ptr
      llvm.store %917#120, %451 : f32, !llvm.ptr
      llvm.store %917#121, %452 : f32, !llvm.ptr
      llvm.store %917#122, %453 : f32, !llvm.ptr
      llvm.store %917#123, %454 : f32, !llvm.ptr
      llvm.store %917#124, %455 : f32, !llvm.ptr
      llvm.store %917#125, %456 : f32, !llvm.ptr
      llvm.store %917#126, %457 : f32, !llvm.ptr
      llvm.store %917#127, %458 : f32, !llvm.ptr
      %coord_102 = cute.make_coord(%527) : (i32) -> !cute.coord<"(_,_,3,?)">
      %idx_103 = cute.crd2idx(%coord_102, %141) : (!cute.coord<"(_,_,3,?)">, !cute_layout_d2b4bf) -> !cute.int_tuple<"?{div=2}">
      %tup_104 = cute.add_offset(%gmmaSmemDesc, %idx_103) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
      %idx_105 = cute.crd2idx(%coord_102, %140) : (!cute.coord<"(_,_,3,?)">, !cute_layout_8af91a) -> !cute.int_tuple<"?{div=2}">
      %tup_106 = cute.add_offset(%gmmaSmemDesc_71, %idx_105) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
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
      %1036 = llvm.load %449 : !llvm.ptr -> f32
      %1037 = llvm.load %450 : !llvm.ptr -> f32
      %1038 = llvm.load %451 : !llvm.ptr -> f32
      %1039 = llvm.load %452 : !llvm.ptr -> f32
      %1040 = llvm.load %453 : !llvm.ptr -> f32
      %1041 = llvm.load %454 : !llvm.ptr -> f32
      %1042 = llvm.load %455 : !llvm.ptr -> f32
      %1043 = llvm.load %456 : !llvm.ptr -> f32
      %1044 = llvm.load %457 : !llvm.ptr -> f32
      %1045 = llvm.load %458 : !llvm.ptr -> f32
      %1046:128 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,256,16)", A = %tup_104 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %tup_106 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%918, %919, %920, %921, %922, %923, %924, %925, %926, %927, %928, %929, %930, %931, %932, %933, %934, %935, %936, %937, %938, %939, %940, %941, %942, %943, %944, %945, %946, %947, %948, %949, %950, %951, %952, %953, %954, %955, %956, %957, %958, %959, %960, %961, %962, %963, %964, %965, %966, %967, %968, %969, %970, %971, %972, %973, %974, %975, %976, %977, %978, %979, %980, %981, %982, %983, %984, %985, %986, %987, %988, %989, %990, %991, %992, %993, %994, %995, %996, %997, %998, %999, %1000, %1001, %1002, %1003, %1004, %1005, %1006, %1007, %1008, %1009, %1010, %1011, %1012, %1013, %1014, %1015, %1016, %1017, %1018, %1019, %1020, %1021, %1022, %1023, %1024, %1025, %1026, %1027, %1028, %1029, %1030, %1031, %1032, %1033, %1034, %1035, %1036, %1037, %1038, %1039, %1040, %1041, %1042, %1043, %1044, %1045], accum = %true : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 128, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
      llvm.store %1046#0, %331 : f32, !llvm.ptr
      llvm.store %1046#1, %332 : f32, !llvm.ptr
      llvm.store %1046#2, %333 : f32, !llvm.ptr
      llvm.store %1046#3, %334 : f32, !llvm.ptr
      llvm.store %1046#4, %335 : f32, !llvm.ptr
      llvm.store %1046#5, %336 : f32, !llvm.ptr
      llvm.store %1046#6, %337 : f32, !llvm.ptr
      llvm.store %1046#7, %338 : f32, !llvm.ptr
      llvm.store %1046#8, %339 : f32, !llvm.ptr
      llvm.store %1046#9, %340 : f32, !llvm.ptr
      llvm.store %1046#10, %341 : f32, !llvm.ptr
      llvm.store %1046#11, %342 : f32, !llvm.ptr
      llvm.store %1046#12, %343 : f32, !llvm.ptr
      llvm.store %1046#13, %344 : f32, !llvm.ptr
      llvm.store %1046#14, %345 : f32, !llvm.ptr
      llvm.store %1046#15, %346 : f32, !llvm.ptr
      llvm.store %1046#16, %347 : f32, !llvm.ptr
      llvm.store %1046#17, %348 : f32, !llvm.ptr
      llvm.store %1046#18, %349 : f32, !llvm.ptr
      llvm.store %1046#19, %350 : f32, !llvm.ptr
      llvm.store %1046#20, %351 : f32, !llvm.ptr
      llvm.store %1046#21, %352 : f32, !llvm.ptr
      llvm.store %1046#22, %353 : f32, !llvm.ptr
      llvm.store %1046#23, %354 : f32, !llvm.ptr
      llvm.store %1046#24, %355 : f32, !llvm.ptr
      llvm.store %1046#25, %356 : f32, !llvm.ptr
      llvm.store %1046#26, %357 : f32, !llvm.ptr
      llvm.store %1046#27, %358 : f32, !llvm.ptr
      llvm.store %1046#28, %359 : f32, !llvm.ptr
      llvm.store %1046#29, %360 : f32, !llvm.ptr
      llvm.store %1046#30, %361 : f32, !llvm.ptr
      llvm.store %1046#31, %362 : f32, !llvm.ptr
      llvm.store %1046#32, %363 : f32, !llvm.ptr
      llvm.store %1046#33, %364 : f32, !llvm.ptr
      llvm.store %1046#34, %365 : f32, !llvm.ptr
      llvm.store %1046#35, %366 : f32, !llvm.ptr
      llvm.store %1046#36, %367 : f32, !llvm.ptr
      llvm.store %1046#37, %368 : f32, !llvm.ptr
      llvm.store %1046#38, %369 : f32, !llvm.ptr
      llvm.store %1046#39, %370 : f32, !llvm.ptr
      llvm.store %1046#40, %371 : f32, !llvm.ptr
      llvm.store %1046#41, %372 : f32, !llvm.ptr
      llvm.store %1046#42, %373 : f32, !llvm.ptr
      llvm.store %1046#43, %374 : f32, !llvm.ptr
      llvm.store %1046#44, %375 : f32, !llvm.ptr
      llvm.store %1046#45, %376 : f32, !llvm.ptr
      llvm.store %1046#46, %377 : f32, !llvm.ptr
      llvm.store %1046#47, %378 : f32, !llvm.ptr
      llvm.store %1046#48, %379 : f32, !llvm.ptr
      llvm.store %1046#49, %380 : f32, !llvm.ptr
      llvm.store %1046#50, %381 : f32, !llvm.ptr
      llvm.store %1046#51, %382 : f32, !llvm.ptr
      llvm.store %1046#52, %383 : f32, !llvm.ptr
      llvm.store %1046#53, %384 : f32, !llvm.ptr
      llvm.store %1046#54, %385 : f32, !llvm.ptr
      llvm.store %1046#55, %386 : f32, !llvm.ptr
      llvm.store %1046#56, %387 : f32, !llvm.ptr
      llvm.store %1046#57, %388 : f32, !llvm.ptr
      llvm.store %1046#58, %389 : f32, !llvm.ptr
      llvm.store %1046#59, %390 : f32, !llvm.ptr
      llvm.store %1046#60, %391 : f32, !llvm.ptr
      llvm.store %1046#61, %392 : f32, !llvm.ptr
      llvm.store %1046#62, %393 : f32, !llvm.ptr
      llvm.store %1046#63, %394 : f32, !llvm.ptr
      llvm.store %1046#64, %395 : f32, !llvm.ptr
      llvm.store %1046#65, %396 : f32, !llvm.ptr
      llvm.store %1046#66, %397 : f32, !llvm.ptr
      llvm.store %1046#67, %398 : f32, !llvm.ptr
      llvm.store %1046#68, %399 : f32, !llvm.ptr
      llvm.store %1046#69, %400 : f32, !llvm.ptr
      llvm.store %1046#70, %401 : f32, !llvm.ptr
      llvm.store %1046#71, %402 : f32, !llvm.ptr
      llvm.store %1046#72, %403 : f32, !llvm.ptr
      llvm.store %1046#73, %404 : f32, !llvm.ptr
      llvm.store %1046#74, %405 : f32, !llvm.ptr
      llvm.store %1046#75, %406 : f32, !llvm.ptr
      llvm.store %1046#76, %407 : f32, !llvm.ptr
      llvm.store %1046#77, %408 : f32, !llvm.ptr
      llvm.store %1046#78, %409 : f32, !llvm.ptr
      llvm.store %1046#79, %410 : f32, !llvm.ptr
      llvm.store %1046#80, %411 : f32, !llvm.ptr
      llvm.store %1046#81, %412 : f32, !llvm.ptr
      llvm.store %1046#82, %413 : f32, !llvm.ptr
      llvm.store %1046#83, %414 : f32, !llvm.ptr
      llvm.store %1046#84, %415 : f32, !llvm.ptr
      llvm.store %1046#85, %416 : f32, !llvm.ptr
      llvm.store %1046#86, %417 : f32, !llvm.ptr
      llvm.store %1046#87, %418 : f32, !llvm.ptr
      llvm.store %1046#88, %419 : f32, !llvm.ptr
      llvm.store %1046#89, %420 : f32, !llvm.ptr
      llvm.store %1046#90, %421 : f32, !llvm.ptr
      llvm.store %1046#91, %422 : f32, !llvm.ptr
      llvm.store %1046#92, %423 : f32, !llvm.ptr
      llvm.store %1046#93, %424 : f32, !llvm.ptr
      llvm.store %1046#94, %425 : f32, !llvm.ptr
      llvm.store %1046#95, %426 : f32, !llvm.ptr
      llvm.store %1046#96, %427 : f32, !llvm.ptr
      llvm.store %1046#97, %428 : f32, !llvm.ptr
      llvm.store %1046#98, %429 : f32, !llvm.ptr
      llvm.store %1046#99, %430 : f32, !llvm.ptr
      llvm.store %1046#100, %431 : f32, !llvm.ptr
      llvm.store %1046#101, %432 : f32, !llvm.ptr
      llvm.store %1046#102, %433 : f32, !llvm.ptr
      llvm.store %1046#103, %434 : f32, !llvm.ptr
      llvm.store %1046#104, %435 : f32, !llvm.ptr
      llvm.store %1046#105, %436 : f32, !llvm.ptr
      llvm.store %1046#106, %437 : f32, !llvm.ptr
      llvm.store %1046#107, %438 : f32, !llvm.ptr
      llvm.store %1046#108, %439 : f32, !llvm.ptr
      llvm.store %1046#109, %440 : f32, !llvm.ptr
      llvm.store %1046#110, %441 : f32, !llvm.ptr
      llvm.store %1046#111, %442 : f32, !llvm.ptr
      llvm.store %1046#112, %443 : f32, !llvm.ptr
      llvm.store %1046#113, %444 : f32, !llvm.ptr
      llvm.store %1046#114, %445 : f32, !llvm.ptr
      llvm.store %1046#115, %446 : f32, !llvm.ptr
      llvm.store %1046#116, %447 : f32, !llvm.ptr
      llvm.store %1046#117, %448 : f32, !llvm.ptr
      llvm.store %1046#118, %449 : f32, !llvm.ptr
      llvm.store %1046#119, %450 : f32, !llvm.ptr
      llvm.store %1046#120, %451 : f32, !llvm.ptr
      llvm.store %1046#121, %452 : f32, !llvm.ptr
      llvm.store %1046#122, %453 : f32, !llvm.ptr
      llvm.store %1046#123, %454 : f32, !llvm.ptr
      llvm.store %1046#124, %455 : f32, !llvm.ptr
      llvm.store %1046#125, %456 : f32, !llvm.ptr
      llvm.store %1046#126, %457 : f32, !llvm.ptr
      llvm.store %1046#127, %458 : f32, !llvm.ptr
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 1
      %1047 = arith.cmpi sgt, %522, %c0_i32 : i32
      cf.cond_br %1047, ^bb41, ^bb48
    ^bb41:  // pred: ^bb40
      cf.cond_br %213, ^bb42, ^bb43
    ^bb42:  // pred: ^bb41
      %int_tuple_107 = cute.make_int_tuple(%524) : (i32) -> !cute.int_tuple<"?">
      %ptr_108 = cute.add_offset(%ptr_8, %int_tuple_107) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %1048 = builtin.unrealized_conversion_cast %ptr_108 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      %1049 = nvvm.mapa.shared.cluster %1048, %204 : !llvm.ptr<3>, i32 -> <3>
      nvvm.mbarrier.txn %1049, %c1_i32 {kind = #nvvm.mbar_txn_kind<arrive>, space = #nvvm.mbar_space<cluster>} : !llvm.ptr<3>, i32
      cf.br ^bb43
    ^bb43:  // 2 preds: ^bb41, ^bb42
      %1050 = arith.addi %524, %c1_i32 : i32
      %1051 = arith.addi %523, %c1_i32 : i32
      %1052 = arith.cmpi eq, %1050, %c4_i32 : i32
      %1053 = arith.select %1052, %c0_i32, %1050 : i32
      cf.cond_br %1052, ^bb44, ^bb45
    ^bb44:  // pred: ^bb43
      %1054 = arith.xori %525, %c1_i32 : i32
      cf.br ^bb46(%1054 : i32)
    ^bb45:  // pred: ^bb43
      cf.br ^bb46(%525 : i32)
    ^bb46(%1055: i32):  // 2 preds: ^bb44, ^bb45
      cf.br ^bb47
    ^bb47:  // pred: ^bb46
      cf.br ^bb49(%1051, %1053, %1055 : i32, i32, i32)
    ^bb48:  // pred: ^bb40
      cf.br ^bb49(%523, %524, %525 : i32, i32, i32)
    ^bb49(%1056: i32, %1057: i32, %1058: i32):  // 2 preds: ^bb47, ^bb48
      cf.br ^bb50
    ^bb50:  // pred: ^bb49
      %1059 = arith.addi %527, %c1_i32 : i32
      %1060 = arith.addi %526, %c1_i32 : i32
      %1061 = arith.cmpi eq, %1059, %c4_i32 : i32
      %1062 = arith.select %1061, %c0_i32, %1059 : i32
      cf.cond_br %1061, ^bb51, ^bb52
    ^bb51:  // pred: ^bb50
      %1063 = arith.xori %528, %c1_i32 : i32
      cf.br ^bb53(%1063 : i32)
    ^bb52:  // pred: ^bb50
      cf.br ^bb53(%528 : i32)
    ^bb53(%1064: i32):  // 2 preds: ^bb51, ^bb52
      cf.br ^bb54
    ^bb54:  // pred: ^bb53
      %1065 = arith.addi %522, %c1_i32 : i32
      cf.br ^bb39(%1065, %1056, %1057, %1058, %1060, %1062, %1064 : i32, i32, i32, i32, i32, i32, i32)
    ^bb55:  // pred: ^bb39
      nvvm.wgmma.wait.group.sync.aligned 0
      cf.cond_br %213, ^bb56, ^bb57
    ^bb56:  // pred: ^bb55
      %int_tuple_109 = cute.make_int_tuple(%524) : (i32) -> !cute.int_tuple<"?">
      %ptr_110 = cute.add_offset(%ptr_8, %int_tuple_109) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %1066 = builtin.unrealized_conversion_cast %ptr_110 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      %1067 = nvvm.mapa.shared.cluster %1066, %204 : !llvm.ptr<3>, i32 -> <3>
      nvvm.mbarrier.txn %1067, %c1_i32 {kind = #nvvm.mbar_txn_kind<arrive>, space = #nvvm.mbar_space<cluster>} : !llvm.ptr<3>, i32
      cf.br ^bb57
    ^bb57:  // 2 preds: ^bb55, ^bb56
      %1068 = arith.addi %524, %c1_i32 : i32
      %1069 = arith.addi %523, %c1_i32 : i32
      %1070 = arith.cmpi eq, %1068, %c4_i32 : i32
      %1071 = arith.select %1070, %c0_i32, %1068 : i32
      cf.cond_br %1070, ^bb58, ^bb59
    ^bb58:  // pred: ^bb57
      %1072 = arith.xori %525, %c1_i32 : i32
      cf.br ^bb60(%1072 : i32)
    ^bb59:  // pred: ^bb57
      cf.br ^bb60(%525 : i32)
    ^bb60(%1073: i32):  // 2 preds: ^bb58, ^bb59
      cf.br ^bb61
    ^bb61:  // pred: ^bb60
      %coord_111 = cute.make_coord(%518, %519, %488) : (i32, i32, i32) -> !cute.coord<"(_,_,?,?,?)">
      %idx_112 = cute.crd2idx(%coord_111, %139) : (!cute.coord<"(_,_,?,?,?)">, !cute_layout_c09968) -> !cute_int_tuple_a5ac5a
      %tup_113 = cute.add_offset(%int_tup_iter, %idx_112) : (!cute_arith_tuple_iter_da3d01, !cute_int_tuple_a5ac5a) -> !cute_arith_tuple_iter_045f90
      %1074 = cute.memref.load(%view, %154) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
      cute.memref.store(%rmem_76, %154, %1074) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %1075 = cute.memref.load(%view, %138) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
      cute.memref.store(%rmem_76, %138, %1075) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %1076 = cute.memref.load(%view, %137) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
      cute.memref.store(%rmem_76, %137, %1076) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %1077 = cute.memref.load(%view, %136) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
      cute.memref.store(%rmem_76, %136, %1077) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %1078 = cute.memref.load(%view, %135) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
      cute.memref.store(%rmem_76, %135, %1078) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %1079 = cute.memref.load(%view, %134) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
      cute.memref.store(%rmem_76, %134, %1079) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %1080 = cute.memref.load(%view, %133) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
      cute.memref.store(%rmem_76, %133, %1080) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %1081 = cute.memref.load(%view, %132) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
      cute.memref.store(%rmem_76, %132, %1081) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %1082 = cute.memref.load(%view, %131) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
      cute.memref.store(%rmem_76, %131, %1082) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %1083 = cute.memref.load(%view, %130) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
      cute.memref.store(%rmem_76, %130, %1083) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %1084 = cute.memref.load(%view, %129) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
      cute.memref.store(%rmem_76, %129, %1084) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %1085 = cute.memref.load(%view, %128) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
      cute.memref.store(%rmem_76, %128, %1085) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %1086 = cute.memref.load(%view, %127) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
      cute.memref.store(%rmem_76, %127, %1086) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %1087 = cute.memref.load(%view, %126) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
      cute.memref.store(%rmem_76, %126, %1087) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %1088 = cute.memref.load(%view, %125) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
      cute.memref.store(%rmem_76, %125, %1088) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %1089 = cute.memref.load(%view, %124) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
      cute.memref.store(%rmem_76, %124, %1089) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %1090 = cute.memref.load_vec(%rmem_76) : (!memref_rmem_f32_2) -> vector<16xf32>
      %1091 = arith.truncf %1090 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%1091, %rmem_77) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_114 = cute.make_coord(%470) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_115 = cute.crd2idx(%coord_114, %123) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb62(%c0_i32 : i32)
    ^bb62(%1092: i32):  // 2 preds: ^bb61, ^bb63
      %1093 = arith.cmpi slt, %1092, %c2_i32 : i32
      cf.cond_br %1093, ^bb63, ^bb64 {llvm.loop_annotation = #loop_annotation}
    ^bb63:  // pred: ^bb62
      %coord_116 = cute.make_coord(%1092) : (i32) -> !cute.coord<"(_,?)">
      %idx_117 = cute.crd2idx(%coord_116, %122) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_118 = cute.add_offset(%iter_78, %idx_117) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_119 = cute.crd2idx(%coord_116, %121) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_120 = cute.add_offset(%ptr_74, %idx_119) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %1094 = builtin.unrealized_conversion_cast %ptr_118 : !cute_ptr_2914ae to !llvm.ptr
      %1095 = llvm.load %1094 : !llvm.ptr -> vector<4xi32>
      %swizzled = cute.apply_swizzle(%ptr_120) : !cute_ptr_6d8216
      %ptr_121 = cute.add_offset(%swizzled, %idx_115) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_121, %1095) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %1096 = arith.addi %1092, %c1_i32 : i32
      cf.br ^bb62(%1096 : i32)
    ^bb64:  // pred: ^bb62
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %459, ^bb65, ^bb66
    ^bb65:  // pred: ^bb64
      %coord_122 = cute.make_coord(%470) : (i32) -> !cute.coord<"(_,?)">
      %idx_123 = cute.crd2idx(%coord_122, %120) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_124 = cute.add_offset(%iter_25, %idx_123) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_125 = cute.deref_arith_tuple_iter(%tup_113) : !cute_arith_tuple_iter_045f90
      %e0_126, %e1_127, %e2_128 = cute.get_leaves(%tup_125) : !cute_int_tuple_a5ac5a
      %int_tuple_129 = cute.make_int_tuple(%e0_126, %e1_127, %e2_128) : (!cute.int_tuple<"?{div=256}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_a5ac5a
      %int_tup_iter_130 = cute.make_arith_tuple_iter(%int_tuple_129) : (!cute_int_tuple_a5ac5a) -> !cute_arith_tuple_iter_045f90
      %1097 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_131 = cute_nvgpu.get_tma_desc_addr(%1097 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %1098 = cute_nvgpu.atom.get_value(%1097 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_132 = cute.deref_arith_tuple_iter(%int_tup_iter_130) : !cute_arith_tuple_iter_045f90
      %1099:3 = cute.get_scalars(%tup_132) : !cute_int_tuple_a5ac5a
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_131 : !cute.ptr<generic, align<64>>, %ptr_124 : !cute_ptr_8ec51c, [%1099#0, %1099#1, %1099#2] : i32, i32, i32) cache_policy = %1098 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb66
    ^bb66:  // 2 preds: ^bb64, ^bb65
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %1100 = arith.addi %470, %c1_i32 : i32
      %1101 = arith.remsi %1100, %c4_i32 : i32
      %1102 = cute.memref.load(%view, %119) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
      cute.memref.store(%rmem_76, %154, %1102) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %1103 = cute.memref.load(%view, %118) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
      cute.memref.store(%rmem_76, %138, %1103) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %1104 = cute.memref.load(%view, %117) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
      cute.memref.store(%rmem_76, %137, %1104) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %1105 = cute.memref.load(%view, %116) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
      cute.memref.store(%rmem_76, %136, %1105) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %1106 = cute.memref.load(%view, %115) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
      cute.memref.store(%rmem_76, %135, %1106) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %1107 = cute.memref.load(%view, %114) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
      cute.memref.store(%rmem_76, %134, %1107) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %1108 = cute.memref.load(%view, %113) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
      cute.memref.store(%rmem_76, %133, %1108) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %1109 = cute.memref.load(%view, %112) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
      cute.memref.store(%rmem_76, %132, %1109) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %1110 = cute.memref.load(%view, %111) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
      cute.memref.store(%rmem_76, %131, %1110) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %1111 = cute.memref.load(%view, %110) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
      cute.memref.store(%rmem_76, %130, %1111) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %1112 = cute.memref.load(%view, %109) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
      cute.memref.store(%rmem_76, %129, %1112) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %1113 = cute.memref.load(%view, %108) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
      cute.memref.store(%rmem_76, %128, %1113) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %1114 = cute.memref.load(%view, %107) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
      cute.memref.store(%rmem_76, %127, %1114) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %1115 = cute.memref.load(%view, %106) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
      cute.memref.store(%rmem_76, %126, %1115) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %1116 = cute.memref.load(%view, %105) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
      cute.memref.store(%rmem_76, %125, %1116) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %1117 = cute.memref.load(%view, %104) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
      cute.memref.store(%rmem_76, %124, %1117) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %1118 = cute.memref.load_vec(%rmem_76) : (!memref_rmem_f32_2) -> vector<16xf32>
      %1119 = arith.truncf %1118 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%1119, %rmem_77) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_133 = cute.make_coord(%1101) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_134 = cute.crd2idx(%coord_133, %123) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb67(%c0_i32 : i32)
    ^bb67(%1120: i32):  // 2 preds: ^bb66, ^bb68
      %1121 = arith.cmpi slt, %1120, %c2_i32 : i32
      cf.cond_br %1121, ^bb68, ^bb69 {llvm.loop_annotation = #loop_annotation}
    ^bb68:  // pred: ^bb67
      %coord_135 = cute.make_coord(%1120) : (i32) -> !cute.coord<"(_,?)">
      %idx_136 = cute.crd2idx(%coord_135, %122) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_137 = cute.add_offset(%iter_78, %idx_136) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_138 = cute.crd2idx(%coord_135, %121) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_139 = cute.add_offset(%ptr_74, %idx_138) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %1122 = builtin.unrealized_conversion_cast %ptr_137 : !cute_ptr_2914ae to !llvm.ptr
      %1123 = llvm.load %1122 : !llvm.ptr -> vector<4xi32>
      %swizzled_140 = cute.apply_swizzle(%ptr_139) : !cute_ptr_6d8216
      %ptr_141 = cute.add_offset(%swizzled_140, %idx_134) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_141, %1123) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %1124 = arith.addi %1120, %c1_i32 : i32
      cf.br ^bb67(%1124 : i32)
    ^bb69:  // pred: ^bb67
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %459, ^bb70, ^bb71
    ^bb70:  // pred: ^bb69
      %coord_142 = cute.make_coord(%1101) : (i32) -> !cute.coord<"(_,?)">
      %idx_143 = cute.crd2idx(%coord_142, %120) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_144 = cute.add_offset(%iter_25, %idx_143) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_145 = cute.add_offset(%tup_113, %103) : (!cute_arith_tuple_iter_045f90, !cute.int_tuple<"(32,0)">) -> !cute_arith_tuple_iter_df6bff
      %tup_146 = cute.deref_arith_tuple_iter(%tup_145) : !cute_arith_tuple_iter_df6bff
      %e0_147, %e1_148, %e2_149 = cute.get_leaves(%tup_146) : !cute_int_tuple_36697f
      %int_tuple_150 = cute.make_int_tuple(%e0_147, %e1_148, %e2_149) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_36697f
      %int_tup_iter_151 = cute.make_arith_tuple_iter(%int_tuple_150) : (!cute_int_tuple_36697f) -> !cute_arith_tuple_iter_df6bff
      %1125 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_152 = cute_nvgpu.get_tma_desc_addr(%1125 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %1126 = cute_nvgpu.atom.get_value(%1125 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_153 = cute.deref_arith_tuple_iter(%int_tup_iter_151) : !cute_arith_tuple_iter_df6bff
      %1127:3 = cute.get_scalars(%tup_153) : !cute_int_tuple_36697f
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_152 : !cute.ptr<generic, align<64>>, %ptr_144 : !cute_ptr_8ec51c, [%1127#0, %1127#1, %1127#2] : i32, i32, i32) cache_policy = %1126 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb71
    ^bb71:  // 2 preds: ^bb69, ^bb70
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %1128 = arith.addi %1101, %c1_i32 : i32
      %1129 = arith.remsi %1128, %c4_i32 : i32
      %1130 = cute.memref.load(%view, %102) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
      cute.memref.store(%rmem_76, %154, %1130) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %1131 = cute.memref.load(%view, %101) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
      cute.memref.store(%rmem_76, %138, %1131) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %1132 = cute.memref.load(%view, %100) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
      cute.memref.store(%rmem_76, %137, %1132) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %1133 = cute.memref.load(%view, %99) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
      cute.memref.store(%rmem_76, %136, %1133) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %1134 = cute.memref.load(%view, %98) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
      cute.memref.store(%rmem_76, %135, %1134) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %1135 = cute.memref.load(%view, %97) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
      cute.memref.store(%rmem_76, %134, %1135) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %1136 = cute.memref.load(%view, %96) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
      cute.memref.store(%rmem_76, %133, %1136) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %1137 = cute.memref.load(%view, %95) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
      cute.memref.store(%rmem_76, %132, %1137) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %1138 = cute.memref.load(%view, %94) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
      cute.memref.store(%rmem_76, %131, %1138) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %1139 = cute.memref.load(%view, %93) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
      cute.memref.store(%rmem_76, %130, %1139) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %1140 = cute.memref.load(%view, %92) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
      cute.memref.store(%rmem_76, %129, %1140) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %1141 = cute.memref.load(%view, %91) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
      cute.memref.store(%rmem_76, %128, %1141) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %1142 = cute.memref.load(%view, %90) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
      cute.memref.store(%rmem_76, %127, %1142) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %1143 = cute.memref.load(%view, %89) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
      cute.memref.store(%rmem_76, %126, %1143) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %1144 = cute.memref.load(%view, %88) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
      cute.memref.store(%rmem_76, %125, %1144) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %1145 = cute.memref.load(%view, %87) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
      cute.memref.store(%rmem_76, %124, %1145) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %1146 = cute.memref.load_vec(%rmem_76) : (!memref_rmem_f32_2) -> vector<16xf32>
      %1147 = arith.truncf %1146 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%1147, %rmem_77) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_154 = cute.make_coord(%1129) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_155 = cute.crd2idx(%coord_154, %123) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb72(%c0_i32 : i32)
    ^bb72(%1148: i32):  // 2 preds: ^bb71, ^bb73
      %1149 = arith.cmpi slt, %1148, %c2_i32 : i32
      cf.cond_br %1149, ^bb73, ^bb74 {llvm.loop_annotation = #loop_annotation}
    ^bb73:  // pred: ^bb72
      %coord_156 = cute.make_coord(%1148) : (i32) -> !cute.coord<"(_,?)">
      %idx_157 = cute.crd2idx(%coord_156, %122) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_158 = cute.add_offset(%iter_78, %idx_157) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_159 = cute.crd2idx(%coord_156, %121) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_160 = cute.add_offset(%ptr_74, %idx_159) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %1150 = builtin.unrealized_conversion_cast %ptr_158 : !cute_ptr_2914ae to !llvm.ptr
      %1151 = llvm.load %1150 : !llvm.ptr -> vector<4xi32>
      %swizzled_161 = cute.apply_swizzle(%ptr_160) : !cute_ptr_6d8216
      %ptr_162 = cute.add_offset(%swizzled_161, %idx_155) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_162, %1151) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %1152 = arith.addi %1148, %c1_i32 : i32
      cf.br ^bb72(%1152 : i32)
    ^bb74:  // pred: ^bb72
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %459, ^bb75, ^bb76
    ^bb75:  // pred: ^bb74
      %coord_163 = cute.make_coord(%1129) : (i32) -> !cute.coord<"(_,?)">
      %idx_164 = cute.crd2idx(%coord_163, %120) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_165 = cute.add_offset(%iter_25, %idx_164) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_166 = cute.add_offset(%tup_113, %86) : (!cute_arith_tuple_iter_045f90, !cute.int_tuple<"(64,0)">) -> !cute_arith_tuple_iter_396070
      %tup_167 = cute.deref_arith_tuple_iter(%tup_166) : !cute_arith_tuple_iter_396070
      %e0_168, %e1_169, %e2_170 = cute.get_leaves(%tup_167) : !cute_int_tuple_ae8a07
      %int_tuple_171 = cute.make_int_tuple(%e0_168, %e1_169, %e2_170) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ae8a07
      %int_tup_iter_172 = cute.make_arith_tuple_iter(%int_tuple_171) : (!cute_int_tuple_ae8a07) -> !cute_arith_tuple_iter_396070
      %1153 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_173 = cute_nvgpu.get_tma_desc_addr(%1153 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %1154 = cute_nvgpu.atom.get_value(%1153 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_174 = cute.deref_arith_tuple_iter(%int_tup_iter_172) : !cute_arith_tuple_iter_396070
      %1155:3 = cute.get_scalars(%tup_174) : !cute_int_tuple_ae8a07
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_173 : !cute.ptr<generic, align<64>>, %ptr_165 : !cute_ptr_8ec51c, [%1155#0, %1155#1, %1155#2] : i32, i32, i32) cache_policy = %1154 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb76
    ^bb76:  // 2 preds: ^bb74, ^bb75
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %1156 = arith.addi %1129, %c1_i32 : i32
      %1157 = arith.remsi %1156, %c4_i32 : i32
      %1158 = cute.memref.load(%view, %85) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
      cute.memref.store(%rmem_76, %154, %1158) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %1159 = cute.memref.load(%view, %84) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
      cute.memref.store(%rmem_76, %138, %1159) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %1160 = cute.memref.load(%view, %83) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
      cute.memref.store(%rmem_76, %137, %1160) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %1161 = cute.memref.load(%view, %82) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
      cute.memref.store(%rmem_76, %136, %1161) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %1162 = cute.memref.load(%view, %81) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
      cute.memref.store(%rmem_76, %135, %1162) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %1163 = cute.memref.load(%view, %80) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
      cute.memref.store(%rmem_76, %134, %1163) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %1164 = cute.memref.load(%view, %79) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
      cute.memref.store(%rmem_76, %133, %1164) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %1165 = cute.memref.load(%view, %78) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
      cute.memref.store(%rmem_76, %132, %1165) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %1166 = cute.memref.load(%view, %77) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
      cute.memref.store(%rmem_76, %131, %1166) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %1167 = cute.memref.load(%view, %76) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
      cute.memref.store(%rmem_76, %130, %1167) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %1168 = cute.memref.load(%view, %75) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
      cute.memref.store(%rmem_76, %129, %1168) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %1169 = cute.memref.load(%view, %74) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
      cute.memref.store(%rmem_76, %128, %1169) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %1170 = cute.memref.load(%view, %73) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
      cute.memref.store(%rmem_76, %127, %1170) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %1171 = cute.memref.load(%view, %72) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
      cute.memref.store(%rmem_76, %126, %1171) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %1172 = cute.memref.load(%view, %71) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
      cute.memref.store(%rmem_76, %125, %1172) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %1173 = cute.memref.load(%view, %70) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
      cute.memref.store(%rmem_76, %124, %1173) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %1174 = cute.memref.load_vec(%rmem_76) : (!memref_rmem_f32_2) -> vector<16xf32>
      %1175 = arith.truncf %1174 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%1175, %rmem_77) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_175 = cute.make_coord(%1157) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_176 = cute.crd2idx(%coord_175, %123) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb77(%c0_i32 : i32)
    ^bb77(%1176: i32):  // 2 preds: ^bb76, ^bb78
      %1177 = arith.cmpi slt, %1176, %c2_i32 : i32
      cf.cond_br %1177, ^bb78, ^bb79 {llvm.loop_annotation = #loop_annotation}
    ^bb78:  // pred: ^bb77
      %coord_177 = cute.make_coord(%1176) : (i32) -> !cute.coord<"(_,?)">
      %idx_178 = cute.crd2idx(%coord_177, %122) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_179 = cute.add_offset(%iter_78, %idx_178) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_180 = cute.crd2idx(%coord_177, %121) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_181 = cute.add_offset(%ptr_74, %idx_180) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %1178 = builtin.unrealized_conversion_cast %ptr_179 : !cute_ptr_2914ae to !llvm.ptr
      %1179 = llvm.load %1178 : !llvm.ptr -> vector<4xi32>
      %swizzled_182 = cute.apply_swizzle(%ptr_181) : !cute_ptr_6d8216
      %ptr_183 = cute.add_offset(%swizzled_182, %idx_176) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_183, %1179) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %1180 = arith.addi %1176, %c1_i32 : i32
      cf.br ^bb77(%1180 : i32)
    ^bb79:  // pred: ^bb77
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %459, ^bb80, ^bb81
    ^bb80:  // pred: ^bb79
      %coord_184 = cute.make_coord(%1157) : (i32) -> !cute.coord<"(_,?)">
      %idx_185 = cute.crd2idx(%coord_184, %120) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_186 = cute.add_offset(%iter_25, %idx_185) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_187 = cute.add_offset(%tup_113, %69) : (!cute_arith_tuple_iter_045f90, !cute.int_tuple<"(96,0)">) -> !cute_arith_tuple_iter_df6bff
      %tup_188 = cute.deref_arith_tuple_iter(%tup_187) : !cute_arith_tuple_iter_df6bff
      %e0_189, %e1_190, %e2_191 = cute.get_leaves(%tup_188) : !cute_int_tuple_36697f
      %int_tuple_192 = cute.make_int_tuple(%e0_189, %e1_190, %e2_191) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_36697f
      %int_tup_iter_193 = cute.make_arith_tuple_iter(%int_tuple_192) : (!cute_int_tuple_36697f) -> !cute_arith_tuple_iter_df6bff
      %1181 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_194 = cute_nvgpu.get_tma_desc_addr(%1181 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %1182 = cute_nvgpu.atom.get_value(%1181 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_195 = cute.deref_arith_tuple_iter(%int_tup_iter_193) : !cute_arith_tuple_iter_df6bff
      %1183:3 = cute.get_scalars(%tup_195) : !cute_int_tuple_36697f
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_194 : !cute.ptr<generic, align<64>>, %ptr_186 : !cute_ptr_8ec51c, [%1183#0, %1183#1, %1183#2] : i32, i32, i32) cache_policy = %1182 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb81
    ^bb81:  // 2 preds: ^bb79, ^bb80
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %1184 = arith.addi %1157, %c1_i32 : i32
      %1185 = arith.remsi %1184, %c4_i32 : i32
      %1186 = cute.memref.load(%view, %68) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
      cute.memref.store(%rmem_76, %154, %1186) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %1187 = cute.memref.load(%view, %67) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
      cute.memref.store(%rmem_76, %138, %1187) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %1188 = cute.memref.load(%view, %66) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
      cute.memref.store(%rmem_76, %137, %1188) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %1189 = cute.memref.load(%view, %65) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
      cute.memref.store(%rmem_76, %136, %1189) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %1190 = cute.memref.load(%view, %64) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
      cute.memref.store(%rmem_76, %135, %1190) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %1191 = cute.memref.load(%view, %63) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
      cute.memref.store(%rmem_76, %134, %1191) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %1192 = cute.memref.load(%view, %62) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
      cute.memref.store(%rmem_76, %133, %1192) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %1193 = cute.memref.load(%view, %61) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
      cute.memref.store(%rmem_76, %132, %1193) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %1194 = cute.memref.load(%view, %60) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
      cute.memref.store(%rmem_76, %131, %1194) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %1195 = cute.memref.load(%view, %59) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
      cute.memref.store(%rmem_76, %130, %1195) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %1196 = cute.memref.load(%view, %58) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
      cute.memref.store(%rmem_76, %129, %1196) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %1197 = cute.memref.load(%view, %57) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
      cute.memref.store(%rmem_76, %128, %1197) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %1198 = cute.memref.load(%view, %56) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
      cute.memref.store(%rmem_76, %127, %1198) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %1199 = cute.memref.load(%view, %55) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
      cute.memref.store(%rmem_76, %126, %1199) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %1200 = cute.memref.load(%view, %54) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
      cute.memref.store(%rmem_76, %125, %1200) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %1201 = cute.memref.load(%view, %53) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
      cute.memref.store(%rmem_76, %124, %1201) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %1202 = cute.memref.load_vec(%rmem_76) : (!memref_rmem_f32_2) -> vector<16xf32>
      %1203 = arith.truncf %1202 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%1203, %rmem_77) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_196 = cute.make_coord(%1185) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_197 = cute.crd2idx(%coord_196, %123) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb82(%c0_i32 : i32)
    ^bb82(%1204: i32):  // 2 preds: ^bb81, ^bb83
      %1205 = arith.cmpi slt, %1204, %c2_i32 : i32
      cf.cond_br %1205, ^bb83, ^bb84 {llvm.loop_annotation = #loop_annotation}
    ^bb83:  // pred: ^bb82
      %coord_198 = cute.make_coord(%1204) : (i32) -> !cute.coord<"(_,?)">
      %idx_199 = cute.crd2idx(%coord_198, %122) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_200 = cute.add_offset(%iter_78, %idx_199) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_201 = cute.crd2idx(%coord_198, %121) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_202 = cute.add_offset(%ptr_74, %idx_201) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %1206 = builtin.unrealized_conversion_cast %ptr_200 : !cute_ptr_2914ae to !llvm.ptr
      %1207 = llvm.load %1206 : !llvm.ptr -> vector<4xi32>
      %swizzled_203 = cute.apply_swizzle(%ptr_202) : !cute_ptr_6d8216
      %ptr_204 = cute.add_offset(%swizzled_203, %idx_197) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_204, %1207) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %1208 = arith.addi %1204, %c1_i32 : i32
      cf.br ^bb82(%1208 : i32)
    ^bb84:  // pred: ^bb82
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %459, ^bb85, ^bb86
    ^bb85:  // pred: ^bb84
      %coord_205 = cute.make_coord(%1185) : (i32) -> !cute.coord<"(_,?)">
      %idx_206 = cute.crd2idx(%coord_205, %120) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_207 = cute.add_offset(%iter_25, %idx_206) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_208 = cute.add_offset(%tup_113, %52) : (!cute_arith_tuple_iter_045f90, !cute.int_tuple<"(128,0)">) -> !cute_arith_tuple_iter_815f75
      %tup_209 = cute.deref_arith_tuple_iter(%tup_208) : !cute_arith_tuple_iter_815f75
      %e0_210, %e1_211, %e2_212 = cute.get_leaves(%tup_209) : !cute_int_tuple_ee97c9
      %int_tuple_213 = cute.make_int_tuple(%e0_210, %e1_211, %e2_212) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ee97c9
      %int_tup_iter_214 = cute.make_arith_tuple_iter(%int_tuple_213) : (!cute_int_tuple_ee97c9) -> !cute_arith_tuple_iter_815f75
      %1209 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_215 = cute_nvgpu.get_tma_desc_addr(%1209 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %1210 = cute_nvgpu.atom.get_value(%1209 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_216 = cute.deref_arith_tuple_iter(%int_tup_iter_214) : !cute_arith_tuple_iter_815f75
      %1211:3 = cute.get_scalars(%tup_216) : !cute_int_tuple_ee97c9
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_215 : !cute.ptr<generic, align<64>>, %ptr_207 : !cute_ptr_8ec51c, [%1211#0, %1211#1, %1211#2] : i32, i32, i32) cache_policy = %1210 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb86
    ^bb86:  // 2 preds: ^bb84, ^bb85
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %1212 = arith.addi %1185, %c1_i32 : i32
      %1213 = arith.remsi %1212, %c4_i32 : i32
      %1214 = cute.memref.load(%view, %51) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
      cute.memref.store(%rmem_76, %154, %1214) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %1215 = cute.memref.load(%view, %50) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
      cute.memref.store(%rmem_76, %138, %1215) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %1216 = cute.memref.load(%view, %49) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
      cute.memref.store(%rmem_76, %137, %1216) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %1217 = cute.memref.load(%view, %48) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
      cute.memref.store(%rmem_76, %136, %1217) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %1218 = cute.memref.load(%view, %47) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
      cute.memref.store(%rmem_76, %135, %1218) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %1219 = cute.memref.load(%view, %46) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
      cute.memref.store(%rmem_76, %134, %1219) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %1220 = cute.memref.load(%view, %45) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
      cute.memref.store(%rmem_76, %133, %1220) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %1221 = cute.memref.load(%view, %44) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
      cute.memref.store(%rmem_76, %132, %1221) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %1222 = cute.memref.load(%view, %43) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
      cute.memref.store(%rmem_76, %131, %1222) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %1223 = cute.memref.load(%view, %42) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
      cute.memref.store(%rmem_76, %130, %1223) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %1224 = cute.memref.load(%view, %41) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
      cute.memref.store(%rmem_76, %129, %1224) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %1225 = cute.memref.load(%view, %40) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
      cute.memref.store(%rmem_76, %128, %1225) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %1226 = cute.memref.load(%view, %39) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
      cute.memref.store(%rmem_76, %127, %1226) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %1227 = cute.memref.load(%view, %38) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
      cute.memref.store(%rmem_76, %126, %1227) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %1228 = cute.memref.load(%view, %37) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
      cute.memref.store(%rmem_76, %125, %1228) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %1229 = cute.memref.load(%view, %36) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
      cute.memref.store(%rmem_76, %124, %1229) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %1230 = cute.memref.load_vec(%rmem_76) : (!memref_rmem_f32_2) -> vector<16xf32>
      %1231 = arith.truncf %1230 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%1231, %rmem_77) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_217 = cute.make_coord(%1213) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_218 = cute.crd2idx(%coord_217, %123) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb87(%c0_i32 : i32)
    ^bb87(%1232: i32):  // 2 preds: ^bb86, ^bb88
      %1233 = arith.cmpi slt, %1232, %c2_i32 : i32
      cf.cond_br %1233, ^bb88, ^bb89 {llvm.loop_annotation = #loop_annotation}
    ^bb88:  // pred: ^bb87
      %coord_219 = cute.make_coord(%1232) : (i32) -> !cute.coord<"(_,?)">
      %idx_220 = cute.crd2idx(%coord_219, %122) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_221 = cute.add_offset(%iter_78, %idx_220) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_222 = cute.crd2idx(%coord_219, %121) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_223 = cute.add_offset(%ptr_74, %idx_222) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %1234 = builtin.unrealized_conversion_cast %ptr_221 : !cute_ptr_2914ae to !llvm.ptr
      %1235 = llvm.load %1234 : !llvm.ptr -> vector<4xi32>
      %swizzled_224 = cute.apply_swizzle(%ptr_223) : !cute_ptr_6d8216
      %ptr_225 = cute.add_offset(%swizzled_224, %idx_218) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_225, %1235) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %1236 = arith.addi %1232, %c1_i32 : i32
      cf.br ^bb87(%1236 : i32)
    ^bb89:  // pred: ^bb87
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %459, ^bb90, ^bb91
    ^bb90:  // pred: ^bb89
      %coord_226 = cute.make_coord(%1213) : (i32) -> !cute.coord<"(_,?)">
      %idx_227 = cute.crd2idx(%coord_226, %120) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_228 = cute.add_offset(%iter_25, %idx_227) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_229 = cute.add_offset(%tup_113, %35) : (!cute_arith_tuple_iter_045f90, !cute.int_tuple<"(160,0)">) -> !cute_arith_tuple_iter_df6bff
      %tup_230 = cute.deref_arith_tuple_iter(%tup_229) : !cute_arith_tuple_iter_df6bff
      %e0_231, %e1_232, %e2_233 = cute.get_leaves(%tup_230) : !cute_int_tuple_36697f
      %int_tuple_234 = cute.make_int_tuple(%e0_231, %e1_232, %e2_233) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_36697f
      %int_tup_iter_235 = cute.make_arith_tuple_iter(%int_tuple_234) : (!cute_int_tuple_36697f) -> !cute_arith_tuple_iter_df6bff
      %1237 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_236 = cute_nvgpu.get_tma_desc_addr(%1237 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %1238 = cute_nvgpu.atom.get_value(%1237 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_237 = cute.deref_arith_tuple_iter(%int_tup_iter_235) : !cute_arith_tuple_iter_df6bff
      %1239:3 = cute.get_scalars(%tup_237) : !cute_int_tuple_36697f
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_236 : !cute.ptr<generic, align<64>>, %ptr_228 : !cute_ptr_8ec51c, [%1239#0, %1239#1, %1239#2] : i32, i32, i32) cache_policy = %1238 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb91
    ^bb91:  // 2 preds: ^bb89, ^bb90
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %1240 = arith.addi %1213, %c1_i32 : i32
      %1241 = arith.remsi %1240, %c4_i32 : i32
      %1242 = cute.memref.load(%view, %34) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
      cute.memref.store(%rmem_76, %154, %1242) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %1243 = cute.memref.load(%view, %33) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
      cute.memref.store(%rmem_76, %138, %1243) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %1244 = cute.memref.load(%view, %32) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
      cute.memref.store(%rmem_76, %137, %1244) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %1245 = cute.memref.load(%view, %31) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
      cute.memref.store(%rmem_76, %136, %1245) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %1246 = cute.memref.load(%view, %30) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
      cute.memref.store(%rmem_76, %135, %1246) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %1247 = cute.memref.load(%view, %29) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
      cute.memref.store(%rmem_76, %134, %1247) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %1248 = cute.memref.load(%view, %28) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
      cute.memref.store(%rmem_76, %133, %1248) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %1249 = cute.memref.load(%view, %27) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
      cute.memref.store(%rmem_76, %132, %1249) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %1250 = cute.memref.load(%view, %26) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
      cute.memref.store(%rmem_76, %131, %1250) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %1251 = cute.memref.load(%view, %25) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
      cute.memref.store(%rmem_76, %130, %1251) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %1252 = cute.memref.load(%view, %24) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
      cute.memref.store(%rmem_76, %129, %1252) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %1253 = cute.memref.load(%view, %23) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
      cute.memref.store(%rmem_76, %128, %1253) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %1254 = cute.memref.load(%view, %22) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
      cute.memref.store(%rmem_76, %127, %1254) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %1255 = cute.memref.load(%view, %21) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
      cute.memref.store(%rmem_76, %126, %1255) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %1256 = cute.memref.load(%view, %20) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
      cute.memref.store(%rmem_76, %125, %1256) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %1257 = cute.memref.load(%view, %19) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
      cute.memref.store(%rmem_76, %124, %1257) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %1258 = cute.memref.load_vec(%rmem_76) : (!memref_rmem_f32_2) -> vector<16xf32>
      %1259 = arith.truncf %1258 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%1259, %rmem_77) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_238 = cute.make_coord(%1241) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_239 = cute.crd2idx(%coord_238, %123) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb92(%c0_i32 : i32)
    ^bb92(%1260: i32):  // 2 preds: ^bb91, ^bb93
      %1261 = arith.cmpi slt, %1260, %c2_i32 : i32
      cf.cond_br %1261, ^bb93, ^bb94 {llvm.loop_annotation = #loop_annotation}
    ^bb93:  // pred: ^bb92
      %coord_240 = cute.make_coord(%1260) : (i32) -> !cute.coord<"(_,?)">
      %idx_241 = cute.crd2idx(%coord_240, %122) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_242 = cute.add_offset(%iter_78, %idx_241) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_243 = cute.crd2idx(%coord_240, %121) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_244 = cute.add_offset(%ptr_74, %idx_243) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %1262 = builtin.unrealized_conversion_cast %ptr_242 : !cute_ptr_2914ae to !llvm.ptr
      %1263 = llvm.load %1262 : !llvm.ptr -> vector<4xi32>
      %swizzled_245 = cute.apply_swizzle(%ptr_244) : !cute_ptr_6d8216
      %ptr_246 = cute.add_offset(%swizzled_245, %idx_239) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_246, %1263) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %1264 = arith.addi %1260, %c1_i32 : i32
      cf.br ^bb92(%1264 : i32)
    ^bb94:  // pred: ^bb92
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %459, ^bb95, ^bb96
    ^bb95:  // pred: ^bb94
      %coord_247 = cute.make_coord(%1241) : (i32) -> !cute.coord<"(_,?)">
      %idx_248 = cute.crd2idx(%coord_247, %120) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_249 = cute.add_offset(%iter_25, %idx_248) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_250 = cute.add_offset(%tup_113, %18) : (!cute_arith_tuple_iter_045f90, !cute.int_tuple<"(192,0)">) -> !cute_arith_tuple_iter_396070
      %tup_251 = cute.deref_arith_tuple_iter(%tup_250) : !cute_arith_tuple_iter_396070
      %e0_252, %e1_253, %e2_254 = cute.get_leaves(%tup_251) : !cute_int_tuple_ae8a07
      %int_tuple_255 = cute.make_int_tuple(%e0_252, %e1_253, %e2_254) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ae8a07
      %int_tup_iter_256 = cute.make_arith_tuple_iter(%int_tuple_255) : (!cute_int_tuple_ae8a07) -> !cute_arith_tuple_iter_396070
      %1265 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_257 = cute_nvgpu.get_tma_desc_addr(%1265 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %1266 = cute_nvgpu.atom.get_value(%1265 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_258 = cute.deref_arith_tuple_iter(%int_tup_iter_256) : !cute_arith_tuple_iter_396070
      %1267:3 = cute.get_scalars(%tup_258) : !cute_int_tuple_ae8a07
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_257 : !cute.ptr<generic, align<64>>, %ptr_249 : !cute_ptr_8ec51c, [%1267#0, %1267#1, %1267#2] : i32, i32, i32) cache_policy = %1266 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %1268 = arith.addi %1241, %c1_i32 : i32
      %1269 = arith.remsi %1268, %c4_i32 : i32
      %1270 = cute.memref.load(%view, %17) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
      cute.memref.store(%rmem_76, %154, %1270) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %1271 = cute.memref.load(%view, %16) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
      cute.memref.store(%rmem_76, %138, %1271) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %1272 = cute.memref.load(%view, %15) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
      cute.memref.store(%rmem_76, %137, %1272) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %1273 = cute.memref.load(%view, %14) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
      cute.memref.store(%rmem_76, %136, %1273) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %1274 = cute.memref.load(%view, %13) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
      cute.memref.store(%rmem_76, %135, %1274) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %1275 = cute.memref.load(%view, %12) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
      cute.memref.store(%rmem_76, %134, %1275) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %1276 = cute.memref.load(%view, %11) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
      cute.memref.store(%rmem_76, %133, %1276) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %1277 = cute.memref.load(%view, %10) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
      cute.memref.store(%rmem_76, %132, %1277) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %1278 = cute.memref.load(%view, %9) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
      cute.memref.store(%rmem_76, %131, %1278) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %1279 = cute.memref.load(%view, %8) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
      cute.memref.store(%rmem_76, %130, %1279) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %1280 = cute.memref.load(%view, %7) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
      cute.memref.store(%rmem_76, %129, %1280) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %1281 = cute.memref.load(%view, %6) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
      cute.memref.store(%rmem_76, %128, %1281) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %1282 = cute.memref.load(%view, %5) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
      cute.memref.store(%rmem_76, %127, %1282) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %1283 = cute.memref.load(%view, %4) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
      cute.memref.store(%rmem_76, %126, %1283) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %1284 = cute.memref.load(%view, %3) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
      cute.memref.store(%rmem_76, %125, %1284) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %1285 = cute.memref.load(%view, %2) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
      cute.memref.store(%rmem_76, %124, %1285) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %1286 = cute.memref.load_vec(%rmem_76) : (!memref_rmem_f32_2) -> vector<16xf32>
      %1287 = arith.truncf %1286 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%1287, %rmem_77) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_259 = cute.make_coord(%1269) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_260 = cute.crd2idx(%coord_259, %123) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb97(%c0_i32 : i32)
    ^bb97(%1288: i32):  // 2 preds: ^bb96, ^bb98
      %1289 = arith.cmpi slt, %1288, %c2_i32 : i32
      cf.cond_br %1289, ^bb98, ^bb99 {llvm.loop_annotation = #loop_annotation}
    ^bb98:  // pred: ^bb97
      %coord_261 = cute.make_coord(%1288) : (i32) -> !cute.coord<"(_,?)">
      %idx_262 = cute.crd2idx(%coord_261, %122) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_263 = cute.add_offset(%iter_78, %idx_262) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_264 = cute.crd2idx(%coord_261, %121) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_265 = cute.add_offset(%ptr_74, %idx_264) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %1290 = builtin.unrealized_conversion_cast %ptr_263 : !cute_ptr_2914ae to !llvm.ptr
      %1291 = llvm.load %1290 : !llvm.ptr -> vector<4xi32>
      %swizzled_266 = cute.apply_swizzle(%ptr_265) : !cute_ptr_6d8216
      %ptr_267 = cute.add_offset(%swizzled_266, %idx_260) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_267, %1291) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %1292 = arith.addi %1288, %c1_i32 : i32
      cf.br ^bb97(%1292 : i32)
    ^bb99:  // pred: ^bb97
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %459, ^bb100, ^bb101
    ^bb100:  // pred: ^bb99
      %coord_268 = cute.make_coord(%1269) : (i32) -> !cute.coord<"(_,?)">
      %idx_269 = cute.crd2idx(%coord_268, %120) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_270 = cute.add_offset(%iter_25, %idx_269) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_271 = cute.add_offset(%tup_113, %1) : (!cute_arith_tuple_iter_045f90, !cute.int_tuple<"(224,0)">) -> !cute_arith_tuple_iter_df6bff
      %tup_272 = cute.deref_arith_tuple_iter(%tup_271) : !cute_arith_tuple_iter_df6bff
      %e0_273, %e1_274, %e2_275 = cute.get_leaves(%tup_272) : !cute_int_tuple_36697f
      %int_tuple_276 = cute.make_int_tuple(%e0_273, %e1_274, %e2_275) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_36697f
      %int_tup_iter_277 = cute.make_arith_tuple_iter(%int_tuple_276) : (!cute_int_tuple_36697f) -> !cute_arith_tuple_iter_df6bff
      %1293 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_278 = cute_nvgpu.get_tma_desc_addr(%1293 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %1294 = cute_nvgpu.atom.get_value(%1293 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_279 = cute.deref_arith_tuple_iter(%int_tup_iter_277) : !cute_arith_tuple_iter_df6bff
      %1295:3 = cute.get_scalars(%tup_279) : !cute_int_tuple_36697f
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_278 : !cute.ptr<generic, align<64>>, %ptr_270 : !cute_ptr_8ec51c, [%1295#0, %1295#1, %1295#2] : i32, i32, i32) cache_policy = %1294 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb101
    ^bb101:  // 2 preds: ^bb99, ^bb100
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %1296 = arith.addi %1269, %c1_i32 : i32
      %1297 = arith.remsi %1296, %c4_i32 : i32
      %1298 = arith.addi %471, %189 : i32
      cf.br ^bb37(%1297, %1298, %521, %1069, %1071, %1073, %526, %527, %528 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32)
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
    %c40_i32 = arith.constant 40 : i32
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %c384_i32 = arith.constant 384 : i32
    %c127_i64 = arith.constant 127 : i64
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
    llvm.store %c127_i64, %30 : i64, !llvm.ptr
    %34 = builtin.unrealized_conversion_cast %21 : !llvm.ptr to !cute_ptr_9651e7
    %35 = cute.ptrtoint(%34) : !cute_ptr_9651e7 to i64
    %36 = llvm.inttoptr %35 : i64 to !llvm.ptr
    %37 = llvm.load %36 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %38 = builtin.unrealized_conversion_cast %37 : !llvm.struct<(array<16 x i64>)> to !cute_nvgpu.tma_descriptor_tiled
    %atom_3 = cute.make_atom() : () -> !cute_nvgpu_atom_non_exec_tiled_tma_load_d049c5
    %39 = cute_nvgpu.atom.set_value(%atom_3, %38 : !cute_nvgpu.tma_descriptor_tiled) {field = #cute_nvgpu.atom_copy_field_non_exec_tma_load<tma_desc>} : !cute_nvgpu_atom_non_exec_tiled_tma_load_d049c5
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
    %59 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c384_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c230400_i64, gridDim = (%c2_i32, %c1_i32, %c40_i32), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%59] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    cuda.launch_cfg.cluster_dim[%59] (%c2_i32, %c1_i32, %c1_i32) : !cuda.launch_cfg<max_attrs = 3>, i32, i32, i32
    cuda.launch_cfg.cooperative[%59] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %60 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0<%59> (%20, %39, %58, %1) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7, !cute_nvgpu_atom_non_exec_tiled_tma_load_d049c5, !cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0, !mma_bf16_bf16_f32_64x256x16_) -> !cuda.result
    %61 = cuda.cast %60 : !cuda.result -> i32
    cuda.return_if_error %61 : i32
    return %c0_i32 : i32
  }
}
