!cute_arith_tuple_iter_045f90 = !cute.arith_tuple_iter<"(?{div=256},?{div=128},?)">
!cute_arith_tuple_iter_396070 = !cute.arith_tuple_iter<"(?{div=64},?{div=128},?)">
!cute_arith_tuple_iter_44208c = !cute.arith_tuple_iter<"(?{div=128},?{div=32},?)">
!cute_arith_tuple_iter_6cdd95 = !cute.arith_tuple_iter<"(0,?{div=32},0)">
!cute_arith_tuple_iter_815f75 = !cute.arith_tuple_iter<"(?{div=128},?{div=128},?)">
!cute_arith_tuple_iter_a2ac9b = !cute.arith_tuple_iter<"(?{div=256},?{div=32},?)">
!cute_arith_tuple_iter_da3d01 = !cute.arith_tuple_iter<"(0,0,0)">
!cute_arith_tuple_iter_df6bff = !cute.arith_tuple_iter<"(?{div=32},?{div=128},?)">
!cute_arith_tuple_iter_ecba8b = !cute.arith_tuple_iter<"(?{div=128},?{div=64},?)">
!cute_arith_tuple_iter_f2ad99 = !cute.arith_tuple_iter<"(?{div=64},?{div=32},?)">
!cute_arith_tuple_iter_ff9d1e = !cute.arith_tuple_iter<"(?{div=64},?{div=64},?)">
!cute_int_tuple_0e63ca = !cute.int_tuple<"(?{div=64},?{div=32},?)">
!cute_int_tuple_36697f = !cute.int_tuple<"(?{div=32},?{div=128},?)">
!cute_int_tuple_6fe480 = !cute.int_tuple<"(?{div=256},?{div=32},?)">
!cute_int_tuple_a03afe = !cute.int_tuple<"(0,?{div=32},0)">
!cute_int_tuple_a5ac5a = !cute.int_tuple<"(?{div=256},?{div=128},?)">
!cute_int_tuple_ab27f6 = !cute.int_tuple<"(?{div=128},?{div=64},?)">
!cute_int_tuple_ae8a07 = !cute.int_tuple<"(?{div=64},?{div=128},?)">
!cute_int_tuple_b46edb = !cute.int_tuple<"(?{div=256},?{div=64},?)">
!cute_int_tuple_ee97c9 = !cute.int_tuple<"(?{div=128},?{div=128},?)">
!cute_layout_00299a = !cute.layout<"((4096,2),(1,4)):((1,4096),(0,8192))">
!cute_layout_1530cf = !cute.layout<"(1,1,4,(1,4)):(0,0,128,(0,2048))">
!cute_layout_220bac = !cute.layout<"(1,1,4,(1,4)):(0,0,128,(0,1024))">
!cute_layout_233ec8 = !cute.layout<"((4096,1),(1,4)):((1,0),(0,4096))">
!cute_layout_583b1a = !cute.layout<"(1,2,1,1):(0,1,0,0)">
!cute_layout_b603f8 = !cute.layout<"(((2,4),1),1,2,(1,4)):(((1,2),0),0,16,(0,4096))">
!cute_layout_bc6eeb = !cute.layout<"(((64,64),4),5,9,2):(((1@0,1@1),64@0),256@0,64@1,1@2)">
!cute_layout_bd7081 = !cute.layout<"(((64,64),2),8,9,2):(((1@0,1@1),64@0),128@0,64@1,1@2)">
!cute_layout_c09968 = !cute.layout<"(128,256,8,5,2):(1@1,1@0,128@1,256@0,1@2)">
!cute_layout_e43b08 = !cute.layout<"(((2,4),1),((1,2))):(((1,2),0),((0,16)))">
!cute_layout_ec5642 = !cute.layout<"(((2,2,2),1),((1,2))):(((1,2,4),0),((0,8)))">
!cute_layout_fa39d6 = !cute.layout<"((4096,4),(1,4)):((1,4096),(0,16384))">
!cute_nvgpu_atom_non_exec_tiled_tma_load_5d2546 = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 65536, tma_gbasis = <"(64,64,1):(1@0,1@1,1@2)">, tma_format = BF16_RN>
!cute_nvgpu_atom_non_exec_tiled_tma_load_81943b = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, bf16, copy_bits = 65536, tma_gbasis = <"(64,64,1):(1@0,1@1,1@2)">, tma_format = BF16_RN>
!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0 = !cute_nvgpu.atom.non_exec_tiled_tma_store<bf16, copy_bits = 65536, tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">, tma_format = BF16_RN>
!cute_nvgpu_atom_tma_load_3b21a9 = !cute_nvgpu.atom.tma_load<bf16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64,1):(1@0,1@1,1@2)">>
!cute_nvgpu_atom_tma_load_f2d971 = !cute_nvgpu.atom.tma_load<bf16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,64,1):(1@0,1@1,1@2)">>
!cute_nvgpu_atom_tma_store_a82a14 = !cute_nvgpu.atom.tma_store<bf16, copy_bits = 65536, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">>
!cute_nvgpu_sm90_mma_8508c3 = !cute_nvgpu.sm90.mma<64x256x16, ab_major = (mn, mn), elem_type = (bf16, bf16, f32), frag_kind = ss>
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
!memref_gmem_bf16_ = !cute.memref<bf16, gmem, align<16>, "(2,1000,520):(520000,1,1000)">
!memref_gmem_bf16_1 = !cute.memref<bf16, gmem, align<16>, "(2,520,1048):(544960,1048,1)">
!memref_gmem_bf16_2 = !cute.memref<bf16, gmem, align<16>, "(2,1000,1048):(1048000,1048,1)">
!memref_rmem_bf16_ = !cute.memref<bf16, rmem, align<32>, "(((2,2,2),1),1,2):(((1,2,4),0),0,8)">
!memref_rmem_f32_ = !cute.memref<f32, rmem, align<32>, "((2,2,32),1,1):((1,2,4),0,0)">
!memref_rmem_f32_1 = !cute.memref<f32, rmem, align<32>, "((8,16),1,1):((1,8),0,0)">
!memref_rmem_f32_2 = !cute.memref<f32, rmem, align<32>, "(((2,2,2),1),1,2):(((1,2,4),0),0,8)">
!mma_bf16_bf16_f32_64x256x16_ = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x256x16, ab_major = (mn, mn), elem_type = (bf16, bf16, f32), frag_kind = ss>, atom_layout_MNK = <"(2,1,1):(1,0,0)">, permutation_MNK = <"[_;_;_]">>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h796d7fd4_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_kernel_cute_irkernelsgemm_h796d7fd4_0(%arg0: !cute_nvgpu_atom_non_exec_tiled_tma_load_5d2546 {cute_nvgpu.grid_constant}, %arg1: !cute_nvgpu_atom_non_exec_tiled_tma_load_81943b {cute_nvgpu.grid_constant}, %arg2: !cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0 {cute_nvgpu.grid_constant}, %arg3: !mma_bf16_bf16_f32_64x256x16_) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 384, 1, 1>} {
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
      %18 = cute.static : !cute.coord<"111">
      %19 = cute.static : !cute.coord<"110">
      %20 = cute.static : !cute.coord<"109">
      %21 = cute.static : !cute.coord<"108">
      %22 = cute.static : !cute.coord<"107">
      %23 = cute.static : !cute.coord<"106">
      %24 = cute.static : !cute.coord<"105">
      %25 = cute.static : !cute.coord<"104">
      %26 = cute.static : !cute.coord<"103">
      %27 = cute.static : !cute.coord<"102">
      %28 = cute.static : !cute.coord<"101">
      %29 = cute.static : !cute.coord<"100">
      %30 = cute.static : !cute.coord<"99">
      %31 = cute.static : !cute.coord<"98">
      %32 = cute.static : !cute.coord<"97">
      %33 = cute.static : !cute.coord<"96">
      %34 = cute.static : !cute.int_tuple<"(160,0)">
      %35 = cute.static : !cute.coord<"95">
      %36 = cute.static : !cute.coord<"94">
      %37 = cute.static : !cute.coord<"93">
      %38 = cute.static : !cute.coord<"92">
      %39 = cute.static : !cute.coord<"91">
      %40 = cute.static : !cute.coord<"90">
      %41 = cute.static : !cute.coord<"89">
      %42 = cute.static : !cute.coord<"88">
      %43 = cute.static : !cute.coord<"87">
      %44 = cute.static : !cute.coord<"86">
      %45 = cute.static : !cute.coord<"85">
      %46 = cute.static : !cute.coord<"84">
      %47 = cute.static : !cute.coord<"83">
      %48 = cute.static : !cute.coord<"82">
      %49 = cute.static : !cute.coord<"81">
      %50 = cute.static : !cute.coord<"80">
      %51 = cute.static : !cute.coord<"79">
      %52 = cute.static : !cute.coord<"78">
      %53 = cute.static : !cute.coord<"77">
      %54 = cute.static : !cute.coord<"76">
      %55 = cute.static : !cute.coord<"75">
      %56 = cute.static : !cute.coord<"74">
      %57 = cute.static : !cute.coord<"73">
      %58 = cute.static : !cute.coord<"72">
      %59 = cute.static : !cute.coord<"71">
      %60 = cute.static : !cute.coord<"70">
      %61 = cute.static : !cute.coord<"69">
      %62 = cute.static : !cute.coord<"68">
      %63 = cute.static : !cute.coord<"67">
      %64 = cute.static : !cute.coord<"66">
      %65 = cute.static : !cute.coord<"65">
      %66 = cute.static : !cute.coord<"64">
      %67 = cute.static : !cute.int_tuple<"(96,0)">
      %68 = cute.static : !cute.coord<"63">
      %69 = cute.static : !cute.coord<"62">
      %70 = cute.static : !cute.coord<"61">
      %71 = cute.static : !cute.coord<"60">
      %72 = cute.static : !cute.coord<"59">
      %73 = cute.static : !cute.coord<"58">
      %74 = cute.static : !cute.coord<"57">
      %75 = cute.static : !cute.coord<"56">
      %76 = cute.static : !cute.coord<"55">
      %77 = cute.static : !cute.coord<"54">
      %78 = cute.static : !cute.coord<"53">
      %79 = cute.static : !cute.coord<"52">
      %80 = cute.static : !cute.coord<"51">
      %81 = cute.static : !cute.coord<"50">
      %82 = cute.static : !cute.coord<"49">
      %83 = cute.static : !cute.coord<"48">
      %84 = cute.static : !cute.coord<"47">
      %85 = cute.static : !cute.coord<"46">
      %86 = cute.static : !cute.coord<"45">
      %87 = cute.static : !cute.coord<"44">
      %88 = cute.static : !cute.coord<"43">
      %89 = cute.static : !cute.coord<"42">
      %90 = cute.static : !cute.coord<"41">
      %91 = cute.static : !cute.coord<"40">
      %92 = cute.static : !cute.coord<"39">
      %93 = cute.static : !cute.coord<"38">
      %94 = cute.static : !cute.coord<"37">
      %95 = cute.static : !cute.coord<"36">
      %96 = cute.static : !cute.coord<"35">
      %97 = cute.static : !cute.coord<"34">
      %98 = cute.static : !cute.coord<"33">
      %99 = cute.static : !cute.coord<"32">
      %100 = cute.static : !cute.int_tuple<"(32,0)">
      %101 = cute.static : !cute.coord<"31">
      %102 = cute.static : !cute.coord<"30">
      %103 = cute.static : !cute.coord<"29">
      %104 = cute.static : !cute.coord<"28">
      %105 = cute.static : !cute.coord<"27">
      %106 = cute.static : !cute.coord<"26">
      %107 = cute.static : !cute.coord<"25">
      %108 = cute.static : !cute.coord<"24">
      %109 = cute.static : !cute.coord<"23">
      %110 = cute.static : !cute.coord<"22">
      %111 = cute.static : !cute.coord<"21">
      %112 = cute.static : !cute.coord<"20">
      %113 = cute.static : !cute.coord<"19">
      %114 = cute.static : !cute.coord<"18">
      %115 = cute.static : !cute.coord<"17">
      %116 = cute.static : !cute.coord<"16">
      %117 = cute.static : !cute_layout_233ec8
      %118 = cute.static : !cute_layout_e43b08
      %119 = cute.static : !cute_layout_ec5642
      %120 = cute.static : !cute_layout_b603f8
      %121 = cute.static : !cute.coord<"15">
      %122 = cute.static : !cute.coord<"14">
      %123 = cute.static : !cute.coord<"13">
      %124 = cute.static : !cute.coord<"12">
      %125 = cute.static : !cute.coord<"11">
      %126 = cute.static : !cute.coord<"10">
      %127 = cute.static : !cute.coord<"9">
      %128 = cute.static : !cute.coord<"8">
      %129 = cute.static : !cute.coord<"7">
      %130 = cute.static : !cute.coord<"6">
      %131 = cute.static : !cute.coord<"5">
      %132 = cute.static : !cute.coord<"4">
      %133 = cute.static : !cute.coord<"3">
      %134 = cute.static : !cute.coord<"2">
      %135 = cute.static : !cute.coord<"1">
      %136 = cute.static : !cute_layout_c09968
      %137 = cute.static : !cute_layout_1530cf
      %138 = cute.static : !cute_layout_220bac
      %c512_i32 = arith.constant 512 : i32
      %c256_i32 = arith.constant 256 : i32
      %c8_i32 = arith.constant 8 : i32
      %c4096_i32 = arith.constant 4096 : i32
      %139 = cute.static : !cute.int_tuple<"12288">
      %140 = cute.static : !cute.int_tuple<"(192,0)">
      %141 = cute.static : !cute.int_tuple<"8192">
      %142 = cute.static : !cute.int_tuple<"(128,0)">
      %c3_i16 = arith.constant 3 : i16
      %143 = cute.static : !cute_layout_fa39d6
      %144 = cute.static : !cute_layout_bc6eeb
      %145 = cute.static : !cute.int_tuple<"4096">
      %146 = cute.static : !cute.int_tuple<"(64,0)">
      %147 = cute.static : !cute_layout_00299a
      %148 = cute.static : !cute_layout_bd7081
      %c49152_i32 = arith.constant 49152 : i32
      %c10000000_i32 = arith.constant 10000000 : i32
      %c9_i32 = arith.constant 9 : i32
      %c4_i32 = arith.constant 4 : i32
      %c20_i32 = arith.constant 20 : i32
      %c40_i32 = arith.constant 40 : i32
      %c64_i32 = arith.constant 64 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %true = arith.constant true
      %c2_i32 = arith.constant 2 : i32
      %c16_i32 = arith.constant 16 : i32
      %149 = cute.static : !cute.int_tuple<"4">
      %150 = cute.static : !cute.int_tuple<"3">
      %151 = cute.static : !cute.int_tuple<"2">
      %152 = cute.static : !cute.int_tuple<"1">
      %c1_i32 = arith.constant 1 : i32
      %153 = cute.static : !cute_layout_583b1a
      %154 = cute.static : !cute.int_tuple<"197632">
      %155 = cute.static : !cute.int_tuple<"66560">
      %156 = cute.static : !cute.int_tuple<"1024">
      %157 = cute.static : !cute.coord<"0">
      %158 = cute.static : !cute.layout<"(2,1,1):(1,0,0)">
      %c0_i32 = arith.constant 0 : i32
      %c128_i32 = arith.constant 128 : i32
      %c32_i32 = arith.constant 32 : i32
      %159 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %160 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %161 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %162 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %163 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %164 = arith.muli %160, %162 : i32
      %165 = arith.addi %159, %164 : i32
      %166 = arith.muli %161, %162 : i32
      %167 = arith.muli %166, %163 : i32
      %168 = arith.addi %165, %167 : i32
      %169 = arith.divsi %168, %c32_i32 : i32
      %170 = arith.muli %169, %c32_i32 : i32
      %171 = arith.cmpi ne, %168, %170 : i32
      %c0_i32_0 = arith.constant 0 : i32
      %172 = arith.cmpi slt, %168, %c0_i32_0 : i32
      %173 = arith.cmpi slt, %c32_i32, %c0_i32_0 : i32
      %174 = arith.cmpi ne, %172, %173 : i1
      %175 = arith.andi %171, %174 : i1
      %c-1_i32 = arith.constant -1 : i32
      %176 = arith.addi %169, %c-1_i32 : i32
      %177 = arith.select %175, %176, %169 : i32
      %178 = cute_nvgpu.arch.make_warp_uniform(%177) : i32
      %179 = arith.divsi %159, %c128_i32 : i32
      %180 = arith.muli %179, %c128_i32 : i32
      %181 = arith.cmpi ne, %159, %180 : i32
      %c0_i32_1 = arith.constant 0 : i32
      %182 = arith.cmpi slt, %159, %c0_i32_1 : i32
      %183 = arith.cmpi slt, %c128_i32, %c0_i32_1 : i32
      %184 = arith.cmpi ne, %182, %183 : i1
      %185 = arith.andi %181, %184 : i1
      %c-1_i32_2 = arith.constant -1 : i32
      %186 = arith.addi %179, %c-1_i32_2 : i32
      %187 = arith.select %185, %186, %179 : i32
      %188 = cute_nvgpu.arch.make_warp_uniform(%187) : i32
      %189 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %190 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %191 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %192 = nvvm.read.ptx.sreg.nctaid.z range <i32, 1, 65535> : i32
      %193 = arith.cmpi eq, %178, %c0_i32 : i32
      cf.cond_br %193, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      cute_nvgpu.prefetch_tma_desc(%arg0) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_5d2546) -> ()
      cute_nvgpu.prefetch_tma_desc(%arg1) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_81943b) -> ()
      cute_nvgpu.prefetch_tma_desc(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> ()
      cf.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %194 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %195 = cute_nvgpu.arch.make_warp_uniform(%194) : i32
      %196 = cute.get_flat_coord(%195, %158) : (i32, !cute.layout<"(2,1,1):(1,0,0)">) -> !cute.coord<"(?,0,0)">
      %e0, %e1, %e2 = cute.get_leaves(%196) : !cute.coord<"(?,0,0)">
      %itup = cute.to_int_tuple(%e0) : !cute.coord<"?"> to !cute.int_tuple<"?">
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %ptr = cute.add_offset(%smem_ptr, %156) : (!cute_ptr_9af6a0, !cute.int_tuple<"1024">) -> !cute_ptr_9af6a0
      %ptr_3 = cute.add_offset(%smem_ptr, %155) : (!cute_ptr_9af6a0, !cute.int_tuple<"66560">) -> !cute_ptr_9af6a0
      %ptr_4 = cute.add_offset(%smem_ptr, %154) : (!cute_ptr_9af6a0, !cute.int_tuple<"197632">) -> !cute_ptr_9af6a0
      %iter = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute_ptr_6167ca
      cf.cond_br %193, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %197 = builtin.unrealized_conversion_cast %iter : !cute_ptr_6167ca to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %197, %c1_i32 : !llvm.ptr<3>, i32
      %ptr_5 = cute.add_offset(%iter, %152) : (!cute_ptr_6167ca, !cute.int_tuple<"1">) -> !cute.ptr<i64, smem>
      %198 = builtin.unrealized_conversion_cast %ptr_5 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %198, %c1_i32 : !llvm.ptr<3>, i32
      %ptr_6 = cute.add_offset(%iter, %151) : (!cute_ptr_6167ca, !cute.int_tuple<"2">) -> !cute.ptr<i64, smem, align<16>>
      %199 = builtin.unrealized_conversion_cast %ptr_6 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %199, %c1_i32 : !llvm.ptr<3>, i32
      %ptr_7 = cute.add_offset(%iter, %150) : (!cute_ptr_6167ca, !cute.int_tuple<"3">) -> !cute.ptr<i64, smem>
      %200 = builtin.unrealized_conversion_cast %ptr_7 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %200, %c1_i32 : !llvm.ptr<3>, i32
      cf.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %ptr_8 = cute.add_offset(%iter, %149) : (!cute_ptr_6167ca, !cute.int_tuple<"4">) -> !cute.ptr<i64, smem, align<32>>
      cf.cond_br %193, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %201 = builtin.unrealized_conversion_cast %ptr_8 : !cute.ptr<i64, smem, align<32>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %201, %c16_i32 : !llvm.ptr<3>, i32
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"5">
      %ptr_9 = cute.add_offset(%iter, %int_tuple) : (!cute_ptr_6167ca, !cute.int_tuple<"5">) -> !cute.ptr<i64, smem>
      %202 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %202, %c16_i32 : !llvm.ptr<3>, i32
      %int_tuple_10 = cute.make_int_tuple() : () -> !cute.int_tuple<"6">
      %ptr_11 = cute.add_offset(%iter, %int_tuple_10) : (!cute_ptr_6167ca, !cute.int_tuple<"6">) -> !cute.ptr<i64, smem, align<16>>
      %203 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %203, %c16_i32 : !llvm.ptr<3>, i32
      %int_tuple_12 = cute.make_int_tuple() : () -> !cute.int_tuple<"7">
      %ptr_13 = cute.add_offset(%iter, %int_tuple_12) : (!cute_ptr_6167ca, !cute.int_tuple<"7">) -> !cute.ptr<i64, smem>
      %204 = builtin.unrealized_conversion_cast %ptr_13 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %204, %c16_i32 : !llvm.ptr<3>, i32
      cf.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %205 = arith.remsi %159, %c32_i32 : i32
      %206 = arith.cmpi slt, %205, %c2_i32 : i32
      %207 = arith.remsi %205, %c2_i32 : i32
      %208 = cute.get_hier_coord(%207, %153) : (i32, !cute_layout_583b1a) -> !cute.coord<"(0,?,0,0)">
      %e0_14, %e1_15, %e2_16, %e3 = cute.get_leaves(%208) : !cute.coord<"(0,?,0,0)">
      %itup_17 = cute.to_int_tuple(%e1_15) : !cute.coord<"?"> to !cute.int_tuple<"?">
      %209 = cute.get_scalars(%itup_17) : !cute.int_tuple<"?">
      %210 = cute.get_hier_coord(%195, %153) : (i32, !cute_layout_583b1a) -> !cute.coord<"(0,?,0,0)">
      %e0_18, %e1_19, %e2_20, %e3_21 = cute.get_leaves(%210) : !cute.coord<"(0,?,0,0)">
      %itup_22 = cute.to_int_tuple(%e1_19) : !cute.coord<"?"> to !cute.int_tuple<"?">
      %211 = cute.get_scalars(%itup_22) : !cute.int_tuple<"?">
      %212 = arith.cmpi eq, %209, %211 : i32
      %213 = arith.extui %212 : i1 to i32
      %214 = arith.select %212, %213, %c1_i32 : i32
      %215 = arith.cmpi ne, %214, %c0_i32 : i32
      %216 = arith.andi %206, %215 : i1
      nvvm.fence.mbarrier.init
      nvvm.cluster.arrive.relaxed
      nvvm.cluster.wait
      nvvm.cluster.arrive.relaxed
      %iter_23 = cute.recast_iter(%ptr) : !cute_ptr_9af6a0 to !cute_ptr_91cbad
      %iter_24 = cute.recast_iter(%ptr_3) : !cute_ptr_9af6a0 to !cute_ptr_91cbad
      %iter_25 = cute.recast_iter(%ptr_4) : !cute_ptr_9af6a0 to !cute_ptr_8ec51c
      %int_tup_iter = cute.make_arith_tuple_iter() : () -> !cute_arith_tuple_iter_da3d01
      %coord = cute.make_coord(%itup) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %217 = cute.get_scalars(%coord) <{only_dynamic}> : !cute.coord<"?">
      %218 = arith.muli %217, %c2048_i32 : i32
      %219 = arith.divsi %218, %c64_i32 : i32
      %iv = cute.assume(%219) : (i32) -> !cute.i32<divby 32>
      %int_tuple_26 = cute.make_int_tuple(%iv) : (!cute.i32<divby 32>) -> !cute_int_tuple_a03afe
      %tup = cute.add_offset(%int_tup_iter, %int_tuple_26) : (!cute_arith_tuple_iter_da3d01, !cute_int_tuple_a03afe) -> !cute_arith_tuple_iter_6cdd95
      %iv_27 = cute.assume(%218) : (i32) -> !cute.i32<divby 2048>
      %int_tuple_28 = cute.make_int_tuple(%iv_27) : (!cute.i32<divby 2048>) -> !cute.int_tuple<"?{div=2048}">
      %ptr_29 = cute.add_offset(%iter_24, %int_tuple_28) : (!cute_ptr_91cbad, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_91cbad
      nvvm.cluster.wait
      %220 = arith.cmpi eq, %188, %c0_i32 : i32
      cf.cond_br %220, ^bb7, ^bb36
    ^bb7:  // pred: ^bb6
      nvvm.setmaxregister  decrease 40
      cf.cond_br %193, ^bb8, ^bb35
    ^bb8:  // pred: ^bb7
      %221 = cute_nvgpu.atom.make_exec_tma(%arg0) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_5d2546) -> !cute_nvgpu_atom_tma_load_3b21a9
      %222 = cute_nvgpu.atom.get_value(%221 : !cute_nvgpu_atom_tma_load_3b21a9) {field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>} : i64
      %223 = cute_nvgpu.atom.make_exec_tma(%arg1) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_81943b) -> !cute_nvgpu_atom_tma_load_f2d971
      %224 = cute_nvgpu.atom.set_value(%223, %c3_i16 : i16) {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : !cute_nvgpu_atom_tma_load_f2d971
      %225 = cute_nvgpu.atom.get_value(%223 : !cute_nvgpu_atom_tma_load_f2d971) {field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>} : i64
      cf.br ^bb9(%191, %c0_i32, %c0_i32, %c1_i32 : i32, i32, i32, i32)
    ^bb9(%226: i32, %227: i32, %228: i32, %229: i32):  // 2 preds: ^bb8, ^bb19
      %230 = arith.cmpi slt, %226, %c40_i32 : i32
      cf.cond_br %230, ^bb10(%226, %227, %228, %229 : i32, i32, i32, i32), ^bb20
    ^bb10(%231: i32, %232: i32, %233: i32, %234: i32):  // pred: ^bb9
      %235 = arith.divsi %231, %c20_i32 : i32
      %236 = arith.muli %235, %c20_i32 : i32
      %237 = arith.cmpi ne, %231, %236 : i32
      %c0_i32_30 = arith.constant 0 : i32
      %238 = arith.cmpi slt, %231, %c0_i32_30 : i32
      %239 = arith.cmpi slt, %c20_i32, %c0_i32_30 : i32
      %240 = arith.cmpi ne, %238, %239 : i1
      %241 = arith.andi %237, %240 : i1
      %c-1_i32_31 = arith.constant -1 : i32
      %242 = arith.addi %235, %c-1_i32_31 : i32
      %243 = arith.select %241, %242, %235 : i32
      %244 = arith.muli %243, %c20_i32 : i32
      %245 = arith.subi %231, %244 : i32
      %246 = arith.divsi %245, %c20_i32 : i32
      %247 = arith.muli %246, %c20_i32 : i32
      %248 = arith.cmpi ne, %245, %247 : i32
      %c0_i32_32 = arith.constant 0 : i32
      %249 = arith.cmpi slt, %245, %c0_i32_32 : i32
      %250 = arith.cmpi slt, %c20_i32, %c0_i32_32 : i32
      %251 = arith.cmpi ne, %249, %250 : i1
      %252 = arith.andi %248, %251 : i1
      %c-1_i32_33 = arith.constant -1 : i32
      %253 = arith.addi %246, %c-1_i32_33 : i32
      %254 = arith.select %252, %253, %246 : i32
      %255 = arith.muli %254, %c4_i32 : i32
      %256 = arith.subi %c4_i32, %255 : i32
      %257 = arith.cmpi slt, %256, %c4_i32 : i32
      %258 = arith.select %257, %256, %c4_i32 : i32
      %259 = arith.muli %254, %c20_i32 : i32
      %260 = arith.subi %245, %259 : i32
      %261 = arith.remsi %260, %258 : i32
      %262 = arith.addi %255, %261 : i32
      %263 = arith.divsi %260, %258 : i32
      %264 = arith.muli %263, %258 : i32
      %265 = arith.cmpi ne, %260, %264 : i32
      %c0_i32_34 = arith.constant 0 : i32
      %266 = arith.cmpi slt, %260, %c0_i32_34 : i32
      %267 = arith.cmpi slt, %258, %c0_i32_34 : i32
      %268 = arith.cmpi ne, %266, %267 : i1
      %269 = arith.andi %265, %268 : i1
      %c-1_i32_35 = arith.constant -1 : i32
      %270 = arith.addi %263, %c-1_i32_35 : i32
      %271 = arith.select %269, %270, %263 : i32
      %272 = arith.muli %262, %c2_i32 : i32
      %273 = arith.addi %272, %189 : i32
      %274 = arith.addi %271, %190 : i32
      cf.br ^bb11(%c0_i32, %232, %233, %234 : i32, i32, i32, i32)
    ^bb11(%275: i32, %276: i32, %277: i32, %278: i32):  // 2 preds: ^bb10, ^bb18
      %279 = arith.cmpi slt, %275, %c9_i32 : i32
      cf.cond_br %279, ^bb12, ^bb19
    ^bb12:  // pred: ^bb11
      %int_tuple_36 = cute.make_int_tuple(%277) : (i32) -> !cute.int_tuple<"?">
      %ptr_37 = cute.add_offset(%ptr_8, %int_tuple_36) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %280 = builtin.unrealized_conversion_cast %ptr_37 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.try_wait.parity.shared %280, %278, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %281 = nvvm.elect.sync -> i1
      cf.cond_br %281, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %ptr_38 = cute.add_offset(%iter, %int_tuple_36) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %282 = builtin.unrealized_conversion_cast %ptr_38 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.txn %282, %c49152_i32 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
      cf.br ^bb14
    ^bb14:  // 2 preds: ^bb12, ^bb13
      %ptr_39 = cute.add_offset(%iter, %int_tuple_36) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %coord_40 = cute.make_coord(%273, %275, %243) : (i32, i32, i32) -> !cute.coord<"(_,?,?,?)">
      %idx = cute.crd2idx(%coord_40, %148) : (!cute.coord<"(_,?,?,?)">, !cute_layout_bd7081) -> !cute_int_tuple_ab27f6
      %tup_41 = cute.add_offset(%int_tup_iter, %idx) : (!cute_arith_tuple_iter_da3d01, !cute_int_tuple_ab27f6) -> !cute_arith_tuple_iter_ecba8b
      %tup_42 = cute.deref_arith_tuple_iter(%tup_41) : !cute_arith_tuple_iter_ecba8b
      %e0_43, %e1_44, %e2_45 = cute.get_leaves(%tup_42) : !cute_int_tuple_ab27f6
      %coord_46 = cute.make_coord(%277) : (i32) -> !cute.coord<"(_,?)">
      %idx_47 = cute.crd2idx(%coord_46, %147) : (!cute.coord<"(_,?)">, !cute_layout_00299a) -> !cute.int_tuple<"?{div=8192}">
      %ptr_48 = cute.add_offset(%iter_23, %idx_47) : (!cute_ptr_91cbad, !cute.int_tuple<"?{div=8192}">) -> !cute_ptr_91cbad
      %int_tuple_49 = cute.make_int_tuple(%e0_43, %e1_44, %e2_45) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ab27f6
      %int_tup_iter_50 = cute.make_arith_tuple_iter(%int_tuple_49) : (!cute_int_tuple_ab27f6) -> !cute_arith_tuple_iter_ecba8b
      %283 = cute_nvgpu.atom.set_value(%221, %ptr_39 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu_atom_tma_load_3b21a9
      %284 = builtin.unrealized_conversion_cast %ptr_39 : !cute.ptr<i64, smem> to !cute.ptr<smem, align<8>>
      %TMADescAddr = cute_nvgpu.get_tma_desc_addr(%283 : !cute_nvgpu_atom_tma_load_3b21a9) -> !cute.ptr<generic, align<64>>
      %tup_51 = cute.deref_arith_tuple_iter(%int_tup_iter_50) : !cute_arith_tuple_iter_ecba8b
      %285:3 = cute.get_scalars(%tup_51) : !cute_int_tuple_ab27f6
      cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr : !cute.ptr<generic, align<64>>, %ptr_48 : !cute_ptr_91cbad, %284 : !cute.ptr<smem, align<8>>, [%285#0, %285#1, %285#2] : i32, i32, i32) cache_policy = %222 mode = <tiled> num_cta = 1 : i32
      %tup_52 = cute.add_offset(%int_tup_iter_50, %146) : (!cute_arith_tuple_iter_ecba8b, !cute.int_tuple<"(64,0)">) -> !cute_arith_tuple_iter_ff9d1e
      %ptr_53 = cute.add_offset(%ptr_48, %145) : (!cute_ptr_91cbad, !cute.int_tuple<"4096">) -> !cute_ptr_91cbad
      %tup_54 = cute.deref_arith_tuple_iter(%tup_52) : !cute_arith_tuple_iter_ff9d1e
      %286:3 = cute.get_scalars(%tup_54) : !cute.int_tuple<"(?{div=64},?{div=64},?)">
      cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr : !cute.ptr<generic, align<64>>, %ptr_53 : !cute_ptr_91cbad, %284 : !cute.ptr<smem, align<8>>, [%286#0, %286#1, %286#2] : i32, i32, i32) cache_policy = %222 mode = <tiled> num_cta = 1 : i32
      %coord_55 = cute.make_coord(%274, %275, %243) : (i32, i32, i32) -> !cute.coord<"(_,?,?,?)">
      %idx_56 = cute.crd2idx(%coord_55, %144) : (!cute.coord<"(_,?,?,?)">, !cute_layout_bc6eeb) -> !cute_int_tuple_b46edb
      %tup_57 = cute.add_offset(%tup, %idx_56) : (!cute_arith_tuple_iter_6cdd95, !cute_int_tuple_b46edb) -> !cute_arith_tuple_iter_a2ac9b
      %tup_58 = cute.deref_arith_tuple_iter(%tup_57) : !cute_arith_tuple_iter_a2ac9b
      %e0_59, %e1_60, %e2_61 = cute.get_leaves(%tup_58) : !cute_int_tuple_6fe480
      %idx_62 = cute.crd2idx(%coord_46, %143) : (!cute.coord<"(_,?)">, !cute_layout_fa39d6) -> !cute.int_tuple<"?{div=16384}">
      %ptr_63 = cute.add_offset(%ptr_29, %idx_62) : (!cute_ptr_91cbad, !cute.int_tuple<"?{div=16384}">) -> !cute_ptr_91cbad
      %int_tuple_64 = cute.make_int_tuple(%e0_59, %e1_60, %e2_61) : (!cute.int_tuple<"?{div=256}">, !cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?">) -> !cute_int_tuple_6fe480
      %int_tup_iter_65 = cute.make_arith_tuple_iter(%int_tuple_64) : (!cute_int_tuple_6fe480) -> !cute_arith_tuple_iter_a2ac9b
      %287 = cute_nvgpu.atom.set_value(%224, %ptr_39 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu_atom_tma_load_f2d971
      %TMADescAddr_66 = cute_nvgpu.get_tma_desc_addr(%287 : !cute_nvgpu_atom_tma_load_f2d971) -> !cute.ptr<generic, align<64>>
      %tup_67 = cute.deref_arith_tuple_iter(%int_tup_iter_65) : !cute_arith_tuple_iter_a2ac9b
      %288:3 = cute.get_scalars(%tup_67) : !cute_int_tuple_6fe480
      cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr_66 : !cute.ptr<generic, align<64>>, %ptr_63 : !cute_ptr_91cbad, %284 : !cute.ptr<smem, align<8>>, [%288#0, %288#1, %288#2] : i32, i32, i32) mask = %c3_i16 cache_policy = %225 mode = <tiled> num_cta = 1 : i32
      %tup_68 = cute.add_offset(%int_tup_iter_65, %146) : (!cute_arith_tuple_iter_a2ac9b, !cute.int_tuple<"(64,0)">) -> !cute_arith_tuple_iter_f2ad99
      %ptr_69 = cute.add_offset(%ptr_63, %145) : (!cute_ptr_91cbad, !cute.int_tuple<"4096">) -> !cute_ptr_91cbad
      %tup_70 = cute.deref_arith_tuple_iter(%tup_68) : !cute_arith_tuple_iter_f2ad99
      %289:3 = cute.get_scalars(%tup_70) : !cute_int_tuple_0e63ca
      cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr_66 : !cute.ptr<generic, align<64>>, %ptr_69 : !cute_ptr_91cbad, %284 : !cute.ptr<smem, align<8>>, [%289#0, %289#1, %289#2] : i32, i32, i32) mask = %c3_i16 cache_policy = %225 mode = <tiled> num_cta = 1 : i32
      %tup_71 = cute.add_offset(%int_tup_iter_65, %142) : (!cute_arith_tuple_iter_a2ac9b, !cute.int_tuple<"(128,0)">) -> !cute_arith_tuple_iter_44208c
      %ptr_72 = cute.add_offset(%ptr_63, %141) : (!cute_ptr_91cbad, !cute.int_tuple<"8192">) -> !cute_ptr_91cbad
      %tup_73 = cute.deref_arith_tuple_iter(%tup_71) : !cute_arith_tuple_iter_44208c
      %290:3 = cute.get_scalars(%tup_73) : !cute.int_tuple<"(?{div=128},?{div=32},?)">
      cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr_66 : !cute.ptr<generic, align<64>>, %ptr_72 : !cute_ptr_91cbad, %284 : !cute.ptr<smem, align<8>>, [%290#0, %290#1, %290#2] : i32, i32, i32) mask = %c3_i16 cache_policy = %225 mode = <tiled> num_cta = 1 : i32
      %tup_74 = cute.add_offset(%int_tup_iter_65, %140) : (!cute_arith_tuple_iter_a2ac9b, !cute.int_tuple<"(192,0)">) -> !cute_arith_tuple_iter_f2ad99
      %ptr_75 = cute.add_offset(%ptr_63, %139) : (!cute_ptr_91cbad, !cute.int_tuple<"12288">) -> !cute_ptr_91cbad
      %tup_76 = cute.deref_arith_tuple_iter(%tup_74) : !cute_arith_tuple_iter_f2ad99
      %291:3 = cute.get_scalars(%tup_76) : !cute_int_tuple_0e63ca
      cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr_66 : !cute.ptr<generic, align<64>>, %ptr_75 : !cute_ptr_91cbad, %284 : !cute.ptr<smem, align<8>>, [%291#0, %291#1, %291#2] : i32, i32, i32) mask = %c3_i16 cache_policy = %225 mode = <tiled> num_cta = 1 : i32
      %292 = arith.addi %277, %c1_i32 : i32
      %293 = arith.addi %276, %c1_i32 : i32
      %294 = arith.cmpi eq, %292, %c4_i32 : i32
      %295 = arith.select %294, %c0_i32, %292 : i32
      cf.cond_br %294, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %296 = arith.xori %278, %c1_i32 : i32
      cf.br ^bb17(%296 : i32)
    ^bb16:  // pred: ^bb14
      cf.br ^bb17(%278 : i32)
    ^bb17(%297: i32):  // 2 preds: ^bb15, ^bb16
      cf.br ^bb18
    ^bb18:  // pred: ^bb17
      %298 = arith.addi %275, %c1_i32 : i32
      cf.br ^bb11(%298, %293, %295, %297 : i32, i32, i32, i32)
    ^bb19:  // pred: ^bb11
      %299 = arith.addi %231, %192 : i32
      cf.br ^bb9(%299, %276, %277, %278 : i32, i32, i32, i32)
    ^bb20:  // pred: ^bb9
      %300 = arith.addi %228, %c1_i32 : i32
      %301 = arith.cmpi eq, %300, %c4_i32 : i32
      %302 = arith.select %301, %c0_i32, %300 : i32
      cf.cond_br %301, ^bb21, ^bb22
    ^bb21:  // pred: ^bb20
      %303 = arith.xori %229, %c1_i32 : i32
      cf.br ^bb23(%303 : i32)
    ^bb22:  // pred: ^bb20
      cf.br ^bb23(%229 : i32)
    ^bb23(%304: i32):  // 2 preds: ^bb21, ^bb22
      cf.br ^bb24
    ^bb24:  // pred: ^bb23
      %305 = arith.addi %302, %c1_i32 : i32
      %306 = arith.cmpi eq, %305, %c4_i32 : i32
      %307 = arith.select %306, %c0_i32, %305 : i32
      cf.cond_br %306, ^bb25, ^bb26
    ^bb25:  // pred: ^bb24
      %308 = arith.xori %304, %c1_i32 : i32
      cf.br ^bb27(%308 : i32)
    ^bb26:  // pred: ^bb24
      cf.br ^bb27(%304 : i32)
    ^bb27(%309: i32):  // 2 preds: ^bb25, ^bb26
      cf.br ^bb28
    ^bb28:  // pred: ^bb27
      %310 = arith.addi %307, %c1_i32 : i32
      %311 = arith.cmpi eq, %310, %c4_i32 : i32
      %312 = arith.select %311, %c0_i32, %310 : i32
      cf.cond_br %311, ^bb29, ^bb30
    ^bb29:  // pred: ^bb28
      %313 = arith.xori %309, %c1_i32 : i32
      cf.br ^bb31(%313 : i32)
    ^bb30:  // pred: ^bb28
      cf.br ^bb31(%309 : i32)
    ^bb31(%314: i32):  // 2 preds: ^bb29, ^bb30
      cf.br ^bb32
    ^bb32:  // pred: ^bb31
      %int_tuple_77 = cute.make_int_tuple(%312) : (i32) -> !cute.int_tuple<"?">
      %ptr_78 = cute.add_offset(%ptr_8, %int_tuple_77) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %315 = builtin.unrealized_conversion_cast %ptr_78 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.try_wait.parity.shared %315, %314, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %316 = nvvm.elect.sync -> i1
      cf.cond_br %316, ^bb33, ^bb34
    ^bb33:  // pred: ^bb32
      %ptr_79 = cute.add_offset(%iter, %int_tuple_77) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %317 = builtin.unrealized_conversion_cast %ptr_79 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.txn %317, %c49152_i32 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
      cf.br ^bb34
    ^bb34:  // 2 preds: ^bb32, ^bb33
      cf.br ^bb35
    ^bb35:  // 2 preds: ^bb7, ^bb34
      cf.br ^bb103
    ^bb36:  // pred: ^bb6
      nvvm.setmaxregister  increase 232
      %318 = arith.subi %159, %c128_i32 : i32
      %319 = arith.divsi %318, %c128_i32 : i32
      %320 = arith.remsi %319, %c2_i32 : i32
      %321 = arith.remsi %320, %c2_i32 : i32
      %322 = arith.muli %321, %c4096_i32 : i32
      %iv_80 = cute.assume(%322) : (i32) -> !cute.i32<divby 4096>
      %int_tuple_81 = cute.make_int_tuple(%iv_80) : (!cute.i32<divby 4096>) -> !cute.int_tuple<"?{div=4096}">
      %ptr_82 = cute.add_offset(%iter_23, %int_tuple_81) : (!cute_ptr_91cbad, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_91cbad
      %gmmaSmemDesc = cute_nvgpu.make_gmma_smem_desc(%ptr_82 : !cute_ptr_91cbad) layout = <"((64,16),1,4,(1,4)):((1,64),0,1024,(0,8192))">, major = <mn> -> !cute_nvgpu.smem_desc
      %gmmaSmemDesc_83 = cute_nvgpu.make_gmma_smem_desc(%iter_24 : !cute_ptr_91cbad) layout = <"(((64,4),16),1,4,(1,4)):(((1,4096),64),0,1024,(0,16384))">, major = <mn> -> !cute_nvgpu.smem_desc
      %rmem = cute.memref.alloca() : !memref_rmem_f32_
      %atom = cute.make_atom() : () -> !cute_nvgpu.atom.stsm<bf16, mode = <"(8,8)">, num_matrices = 4, n>
      %323 = cute.make_tiled_copy(%atom) : !copy_stsm_4_
      %324 = cute.make_tiled_copy(%atom) : !copy_stsm_4_1
      %325 = arith.divsi %318, %c8_i32 : i32
      %326 = arith.remsi %318, %c8_i32 : i32
      %327 = arith.muli %326, %c32_i32 : i32
      %328 = arith.divsi %325, %c2_i32 : i32
      %329 = arith.remsi %325, %c2_i32 : i32
      %330 = arith.muli %329, %c256_i32 : i32
      %331 = arith.addi %327, %330 : i32
      %332 = arith.divsi %328, %c2_i32 : i32
      %333 = arith.remsi %328, %c2_i32 : i32
      %334 = arith.muli %333, %c8_i32 : i32
      %335 = arith.addi %331, %334 : i32
      %336 = arith.muli %332, %c512_i32 : i32
      %337 = arith.addi %335, %336 : i32
      %iv_84 = cute.assume(%337) : (i32) -> !cute.i32<divby 8>
      %int_tuple_85 = cute.make_int_tuple(%iv_84) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_86 = cute.add_offset(%iter_25, %int_tuple_85) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6d8216
      %iter_87 = cute.get_iter(%rmem) : !memref_rmem_f32_
      %view = cute.make_view(%iter_87) : !memref_rmem_f32_1
      %rmem_88 = cute.memref.alloca() : !memref_rmem_f32_2
      %rmem_89 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_90 = cute.get_iter(%rmem_89) : !memref_rmem_bf16_
      %338 = builtin.unrealized_conversion_cast %iter_87 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %339 = llvm.getelementptr %338[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %340 = llvm.getelementptr %338[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %341 = llvm.getelementptr %338[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %342 = llvm.getelementptr %338[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %343 = llvm.getelementptr %338[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %344 = llvm.getelementptr %338[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %345 = llvm.getelementptr %338[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %346 = llvm.getelementptr %338[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %347 = llvm.getelementptr %338[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %348 = llvm.getelementptr %338[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %349 = llvm.getelementptr %338[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %350 = llvm.getelementptr %338[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %351 = llvm.getelementptr %338[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %352 = llvm.getelementptr %338[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %353 = llvm.getelementptr %338[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %354 = llvm.getelementptr %338[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %355 = llvm.getelementptr %338[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %356 = llvm.getelementptr %338[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %357 = llvm.getelementptr %338[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %358 = llvm.getelementptr %338[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %359 = llvm.getelementptr %338[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %360 = llvm.getelementptr %338[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %361 = llvm.getelementptr %338[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %362 = llvm.getelementptr %338[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %363 = llvm.getelementptr %338[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %364 = llvm.getelementptr %338[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %365 = llvm.getelementptr %338[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %366 = llvm.getelementptr %338[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %367 = llvm.getelementptr %338[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %368 = llvm.getelementptr %338[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %369 = llvm.getelementptr %338[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %370 = llvm.getelementptr %338[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %371 = llvm.getelementptr %338[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %372 = llvm.getelementptr %338[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %373 = llvm.getelementptr %338[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %374 = llvm.getelementptr %338[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %375 = llvm.getelementptr %338[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %376 = llvm.getelementptr %338[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %377 = llvm.getelementptr %338[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %378 = llvm.getelementptr %338[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %379 = llvm.getelementptr %338[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %380 = llvm.getelementptr %338[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %381 = llvm.getelementptr %338[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %382 = llvm.getelementptr %338[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %383 = llvm.getelementptr %338[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %384 = llvm.getelementptr %338[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %385 = llvm.getelementptr %338[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %386 = llvm.getelementptr %338[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %387 = llvm.getelementptr %338[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %388 = llvm.getelementptr %338[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %389 = llvm.getelementptr %338[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %390 = llvm.getelementptr %338[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %391 = llvm.getelementptr %338[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %392 = llvm.getelementptr %338[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %393 = llvm.getelementptr %338[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %394 = llvm.getelementptr %338[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %395 = llvm.getelementptr %338[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %396 = llvm.getelementptr %338[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %397 = llvm.getelementptr %338[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %398 = llvm.getelementptr %338[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %399 = llvm.getelementptr %338[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %400 = llvm.getelementptr %338[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %401 = llvm.getelementptr %338[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %402 = llvm.getelementptr %338[64] : (!llvm.ptr) -> !llvm.ptr, f32
      %403 = llvm.getelementptr %338[65] : (!llvm.ptr) -> !llvm.ptr, f32
      %404 = llvm.getelementptr %338[66] : (!llvm.ptr) -> !llvm.ptr, f32
      %405 = llvm.getelementptr %338[67] : (!llvm.ptr) -> !llvm.ptr, f32
      %406 = llvm.getelementptr %338[68] : (!llvm.ptr) -> !llvm.ptr, f32
      %407 = llvm.getelementptr %338[69] : (!llvm.ptr) -> !llvm.ptr, f32
      %408 = llvm.getelementptr %338[70] : (!llvm.ptr) -> !llvm.ptr, f32
      %409 = llvm.getelementptr %338[71] : (!llvm.ptr) -> !llvm.ptr, f32
      %410 = llvm.getelementptr %338[72] : (!llvm.ptr) -> !llvm.ptr, f32
      %411 = llvm.getelementptr %338[73] : (!llvm.ptr) -> !llvm.ptr, f32
      %412 = llvm.getelementptr %338[74] : (!llvm.ptr) -> !llvm.ptr, f32
      %413 = llvm.getelementptr %338[75] : (!llvm.ptr) -> !llvm.ptr, f32
      %414 = llvm.getelementptr %338[76] : (!llvm.ptr) -> !llvm.ptr, f32
      %415 = llvm.getelementptr %338[77] : (!llvm.ptr) -> !llvm.ptr, f32
      %416 = llvm.getelementptr %338[78] : (!llvm.ptr) -> !llvm.ptr, f32
      %417 = llvm.getelementptr %338[79] : (!llvm.ptr) -> !llvm.ptr, f32
      %418 = llvm.getelementptr %338[80] : (!llvm.ptr) -> !llvm.ptr, f32
      %419 = llvm.getelementptr %338[81] : (!llvm.ptr) -> !llvm.ptr, f32
      %420 = llvm.getelementptr %338[82] : (!llvm.ptr) -> !llvm.ptr, f32
      %421 = llvm.getelementptr %338[83] : (!llvm.ptr) -> !llvm.ptr, f32
      %422 = llvm.getelementptr %338[84] : (!llvm.ptr) -> !llvm.ptr, f32
      %423 = llvm.getelementptr %338[85] : (!llvm.ptr) -> !llvm.ptr, f32
      %424 = llvm.getelementptr %338[86] : (!llvm.ptr) -> !llvm.ptr, f32
      %425 = llvm.getelementptr %338[87] : (!llvm.ptr) -> !llvm.ptr, f32
      %426 = llvm.getelementptr %338[88] : (!llvm.ptr) -> !llvm.ptr, f32
      %427 = llvm.getelementptr %338[89] : (!llvm.ptr) -> !llvm.ptr, f32
      %428 = llvm.getelementptr %338[90] : (!llvm.ptr) -> !llvm.ptr, f32
      %429 = llvm.getelementptr %338[91] : (!llvm.ptr) -> !llvm.ptr, f32
      %430 = llvm.getelementptr %338[92] : (!llvm.ptr) -> !llvm.ptr, f32
      %431 = llvm.getelementptr %338[93] : (!llvm.ptr) -> !llvm.ptr, f32
      %432 = llvm.getelementptr %338[94] : (!llvm.ptr) -> !llvm.ptr, f32
      %433 = llvm.getelementptr %338[95] : (!llvm.ptr) -> !llvm.ptr, f32
      %434 = llvm.getelementptr %338[96] : (!llvm.ptr) -> !llvm.ptr, f32
      %435 = llvm.getelementptr %338[97] : (!llvm.ptr) -> !llvm.ptr, f32
      %436 = llvm.getelementptr %338[98] : (!llvm.ptr) -> !llvm.ptr, f32
      %437 = llvm.getelementptr %338[99] : (!llvm.ptr) -> !llvm.ptr, f32
      %438 = llvm.getelementptr %338[100] : (!llvm.ptr) -> !llvm.ptr, f32
      %439 = llvm.getelementptr %338[101] : (!llvm.ptr) -> !llvm.ptr, f32
      %440 = llvm.getelementptr %338[102] : (!llvm.ptr) -> !llvm.ptr, f32
      %441 = llvm.getelementptr %338[103] : (!llvm.ptr) -> !llvm.ptr, f32
      %442 = llvm.getelementptr %338[104] : (!llvm.ptr) -> !llvm.ptr, f32
      %443 = llvm.getelementptr %338[105] : (!llvm.ptr) -> !llvm.ptr, f32
      %444 = llvm.getelementptr %338[106] : (!llvm.ptr) -> !llvm.ptr, f32
      %445 = llvm.getelementptr %338[107] : (!llvm.ptr) -> !llvm.ptr, f32
      %446 = llvm.getelementptr %338[108] : (!llvm.ptr) -> !llvm.ptr, f32
      %447 = llvm.getelementptr %338[109] : (!llvm.ptr) -> !llvm.ptr, f32
      %448 = llvm.getelementptr %338[110] : (!llvm.ptr) -> !llvm.ptr, f32
      %449 = llvm.getelementptr %338[111] : (!llvm.ptr) -> !llvm.ptr, f32
      %450 = llvm.getelementptr %338[112] : (!llvm.ptr) -> !llvm.ptr, f32
      %451 = llvm.getelementptr %338[113] : (!llvm.ptr) -> !llvm.ptr, f32
      %452 = llvm.getelementptr %338[114] : (!llvm.ptr) -> !llvm.ptr, f32
      %453 = llvm.getelementptr %338[115] : (!llvm.ptr) -> !llvm.ptr, f32
      %454 = llvm.getelementptr %338[116] : (!llvm.ptr) -> !llvm.ptr, f32
      %455 = llvm.getelementptr %338[117] : (!llvm.ptr) -> !llvm.ptr, f32
      %456 = llvm.getelementptr %338[118] : (!llvm.ptr) -> !llvm.ptr, f32
      %457 = llvm.getelementptr %338[119] : (!llvm.ptr) -> !llvm.ptr, f32
      %458 = llvm.getelementptr %338[120] : (!llvm.ptr) -> !llvm.ptr, f32
      %459 = llvm.getelementptr %338[121] : (!llvm.ptr) -> !llvm.ptr, f32
      %460 = llvm.getelementptr %338[122] : (!llvm.ptr) -> !llvm.ptr, f32
      %461 = llvm.getelementptr %338[123] : (!llvm.ptr) -> !llvm.ptr, f32
      %462 = llvm.getelementptr %338[124] : (!llvm.ptr) -> !llvm.ptr, f32
      %463 = llvm.getelementptr %338[125] : (!llvm.ptr) -> !llvm.ptr, f32
      %464 = llvm.getelementptr %338[126] : (!llvm.ptr) -> !llvm.ptr, f32
      %465 = llvm.getelementptr %338[127] : (!llvm.ptr) -> !llvm.ptr, f32
      %466 = arith.cmpi eq, %178, %c4_i32 : i32
      cf.br ^bb37(%c0_i32, %191, %0, %c0_i32, %c0_i32, %c0_i32, %c0_i32, %c0_i32, %c0_i32 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32)
    ^bb37(%467: i32, %468: i32, %469: !llvm.struct<(i1)>, %470: i32, %471: i32, %472: i32, %473: i32, %474: i32, %475: i32):  // 2 preds: ^bb36, ^bb101
      %476 = arith.cmpi slt, %468, %c40_i32 : i32
      cf.cond_br %476, ^bb38(%467, %468, %469, %470, %471, %472, %473, %474, %475 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32), ^bb102
    ^bb38(%477: i32, %478: i32, %479: !llvm.struct<(i1)>, %480: i32, %481: i32, %482: i32, %483: i32, %484: i32, %485: i32):  // pred: ^bb37
      %486 = builtin.unrealized_conversion_cast %479 : !llvm.struct<(i1)> to !mma_bf16_bf16_f32_64x256x16_
      %487 = arith.divsi %478, %c20_i32 : i32
      %488 = arith.muli %487, %c20_i32 : i32
      %489 = arith.cmpi ne, %478, %488 : i32
      %c0_i32_91 = arith.constant 0 : i32
      %490 = arith.cmpi slt, %478, %c0_i32_91 : i32
      %491 = arith.cmpi slt, %c20_i32, %c0_i32_91 : i32
      %492 = arith.cmpi ne, %490, %491 : i1
      %493 = arith.andi %489, %492 : i1
      %c-1_i32_92 = arith.constant -1 : i32
      %494 = arith.addi %487, %c-1_i32_92 : i32
      %495 = arith.select %493, %494, %487 : i32
      %496 = arith.muli %495, %c20_i32 : i32
      %497 = arith.subi %478, %496 : i32
      %498 = arith.divsi %497, %c20_i32 : i32
      %499 = arith.muli %498, %c20_i32 : i32
      %500 = arith.cmpi ne, %497, %499 : i32
      %c0_i32_93 = arith.constant 0 : i32
      %501 = arith.cmpi slt, %497, %c0_i32_93 : i32
      %502 = arith.cmpi slt, %c20_i32, %c0_i32_93 : i32
      %503 = arith.cmpi ne, %501, %502 : i1
      %504 = arith.andi %500, %503 : i1
      %c-1_i32_94 = arith.constant -1 : i32
      %505 = arith.addi %498, %c-1_i32_94 : i32
      %506 = arith.select %504, %505, %498 : i32
      %507 = arith.muli %506, %c4_i32 : i32
      %508 = arith.subi %c4_i32, %507 : i32
      %509 = arith.cmpi slt, %508, %c4_i32 : i32
      %510 = arith.select %509, %508, %c4_i32 : i32
      %511 = arith.muli %506, %c20_i32 : i32
      %512 = arith.subi %497, %511 : i32
      %513 = arith.remsi %512, %510 : i32
      %514 = arith.addi %507, %513 : i32
      %515 = arith.divsi %512, %510 : i32
      %516 = arith.muli %515, %510 : i32
      %517 = arith.cmpi ne, %512, %516 : i32
      %c0_i32_95 = arith.constant 0 : i32
      %518 = arith.cmpi slt, %512, %c0_i32_95 : i32
      %519 = arith.cmpi slt, %510, %c0_i32_95 : i32
      %520 = arith.cmpi ne, %518, %519 : i1
      %521 = arith.andi %517, %520 : i1
      %c-1_i32_96 = arith.constant -1 : i32
      %522 = arith.addi %515, %c-1_i32_96 : i32
      %523 = arith.select %521, %522, %515 : i32
      %524 = arith.muli %514, %c2_i32 : i32
      %525 = arith.addi %524, %189 : i32
      %526 = arith.addi %523, %190 : i32
      cute.memref.store_vec(%cst, %rmem) : (vector<128xf32>, !memref_rmem_f32_) -> ()
      %527 = cute_nvgpu.atom.set_value(%486, %true : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !mma_bf16_bf16_f32_64x256x16_
      %528 = builtin.unrealized_conversion_cast %527 : !mma_bf16_bf16_f32_64x256x16_ to !llvm.struct<(i1)>
      nvvm.wgmma.fence.aligned
      cf.br ^bb39(%c0_i32, %480, %481, %482, %483, %484, %485 : i32, i32, i32, i32, i32, i32, i32)
    ^bb39(%529: i32, %530: i32, %531: i32, %532: i32, %533: i32, %534: i32, %535: i32):  // 2 preds: ^bb38, ^bb54
      %536 = arith.cmpi slt, %529, %c9_i32 : i32
      cf.cond_br %536, ^bb40, ^bb55
    ^bb40:  // pred: ^bb39
      %int_tuple_97 = cute.make_int_tuple(%534) : (i32) -> !cute.int_tuple<"?">
      %ptr_98 = cute.add_offset(%iter, %int_tuple_97) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %537 = builtin.unrealized_conversion_cast %ptr_98 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.try_wait.parity.shared %537, %535, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %coord_99 = cute.make_coord(%534) : (i32) -> !cute.coord<"(_,_,0,?)">
      %idx_100 = cute.crd2idx(%coord_99, %138) : (!cute.coord<"(_,_,0,?)">, !cute_layout_220bac) -> !cute.int_tuple<"?{div=1024}">
      %tup_101 = cute.add_offset(%gmmaSmemDesc, %idx_100) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=1024}">) -> !cute_nvgpu.smem_desc
      %idx_102 = cute.crd2idx(%coord_99, %137) : (!cute.coord<"(_,_,0,?)">, !cute_layout_1530cf) -> !cute.int_tuple<"?{div=2048}">
      %tup_103 = cute.add_offset(%gmmaSmemDesc_83, %idx_102) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2048}">) -> !cute_nvgpu.smem_desc
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
      %659 = llvm.load %459 : !llvm.ptr -> f32
      %660 = llvm.load %460 : !llvm.ptr -> f32
      %661 = llvm.load %461 : !llvm.ptr -> f32
      %662 = llvm.load %462 : !llvm.ptr -> f32
      %663 = llvm.load %463 : !llvm.ptr -> f32
      %664 = llvm.load %464 : !llvm.ptr -> f32
      %665 = llvm.load %465 : !llvm.ptr -> f32
      %666:128 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,256,16)", A = %tup_101 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<mn>], B = %tup_103 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<mn>], C[%538, %539, %540, %541, %542, %543, %544, %545, %546, %547, %548, %549, %550, %551, %552, %553, %554, %555, %556, %557, %558, %559, %560, %561, %562, %563, %564, %565, %566, %567, %568, %569, %570, %571, %572, %573, %574, %575, %576, %577, %578, %579, %580, %581, %582, %583, %584, %585, %586, %587, %588, %589, %590, %591, %592, %593, %594, %595, %596, %597, %598, %599, %600, %601, %602, %603, %604, %605, %606, %607, %608, %609, %610, %611, %612, %613, %614, %615, %616, %617, %618, %619, %620, %621, %622, %623, %624, %625, %626, %627, %628, %629, %630, %631, %632, %633, %634, %635, %636, %637, %638, %639, %640, %641, %642, %643, %644, %645, %646, %647, %648, %649, %650, %651, %652, %653, %654, %655, %656, %657, %658, %659, %660, %661, %662, %663, %664, %665], accum = %true : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 128, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
      llvm.store %666#0, %338 : f32, !llvm.ptr
      llvm.store %666#1, %339 : f32, !llvm.ptr
      llvm.store %666#2, %340 : f32, !llvm.ptr
      llvm.store %666#3, %341 : f32, !llvm.ptr
      llvm.store %666#4, %342 : f32, !llvm.ptr
      llvm.store %666#5, %343 : f32, !llvm.ptr
      llvm.store %666#6, %344 : f32, !llvm.ptr
      llvm.store %666#7, %345 : f32, !llvm.ptr
      llvm.store %666#8, %346 : f32, !llvm.ptr
      llvm.store %666#9, %347 : f32, !llvm.ptr
      llvm.store %666#10, %348 : f32, !llvm.ptr
      llvm.store %666#11, %349 : f32, !llvm.ptr
      llvm.store %666#12, %350 : f32, !llvm.ptr
      llvm.store %666#13, %351 : f32, !llvm.ptr
      llvm.store %666#14, %352 : f32, !llvm.ptr
      llvm.store %666#15, %353 : f32, !llvm.ptr
      llvm.store %666#16, %354 : f32, !llvm.ptr
      llvm.store %666#17, %355 : f32, !llvm.ptr
      llvm.store %666#18, %356 : f32, !llvm.ptr
      llvm.store %666#19, %357 : f32, !llvm.ptr
      llvm.store %666#20, %358 : f32, !llvm.ptr
      llvm.store %666#21, %359 : f32, !llvm.ptr
      llvm.store %666#22, %360 : f32, !llvm.ptr
      llvm.store %666#23, %361 : f32, !llvm.ptr
      llvm.store %666#24, %362 : f32, !llvm.ptr
      llvm.store %666#25, %363 : f32, !llvm.ptr
      llvm.store %666#26, %364 : f32, !llvm.ptr
      llvm.store %666#27, %365 : f32, !llvm.ptr
      llvm.store %666#28, %366 : f32, !llvm.ptr
      llvm.store %666#29, %367 : f32, !llvm.ptr
      llvm.store %666#30, %368 : f32, !llvm.ptr
      llvm.store %666#31, %369 : f32, !llvm.ptr
      llvm.store %666#32, %370 : f32, !llvm.ptr
      llvm.store %666#33, %371 : f32, !llvm.ptr
      llvm.store %666#34, %372 : f32, !llvm.ptr
      llvm.store %666#35, %373 : f32, !llvm.ptr
      llvm.store %666#36, %374 : f32, !llvm.ptr
      llvm.store %666#37, %375 : f32, !llvm.ptr
      llvm.store %666#38, %376 : f32, !llvm.ptr
      llvm.store %666#39, %377 : f32, !llvm.ptr
      llvm.store %666#40, %378 : f32, !llvm.ptr
      llvm.store %666#41, %379 : f32, !llvm.ptr
      llvm.store %666#42, %380 : f32, !llvm.ptr
      llvm.store %666#43, %381 : f32, !llvm.ptr
      llvm.store %666#44, %382 : f32, !llvm.ptr
      llvm.store %666#45, %383 : f32, !llvm.ptr
      llvm.store %666#46, %384 : f32, !llvm.ptr
      llvm.store %666#47, %385 : f32, !llvm.ptr
      llvm.store %666#48, %386 : f32, !llvm.ptr
      llvm.store %666#49, %387 : f32, !llvm.ptr
      llvm.store %666#50, %388 : f32, !llvm.ptr
      llvm.store %666#51, %389 : f32, !llvm.ptr
      llvm.store %666#52, %390 : f32, !llvm.ptr
      llvm.store %666#53, %391 : f32, !llvm.ptr
      llvm.store %666#54, %392 : f32, !llvm.ptr
      llvm.store %666#55, %393 : f32, !llvm.ptr
      llvm.store %666#56, %394 : f32, !llvm.ptr
      llvm.store %666#57, %395 : f32, !llvm.ptr
      llvm.store %666#58, %396 : f32, !llvm.ptr
      llvm.store %666#59, %397 : f32, !llvm.ptr
      llvm.store %666#60, %398 : f32, !llvm.ptr
      llvm.store %666#61, %399 : f32, !llvm.ptr
      llvm.store %666#62, %400 : f32, !llvm.ptr
      llvm.store %666#63, %401 : f32, !llvm.ptr
      llvm.store %666#64, %402 : f32, !llvm.ptr
      llvm.store %666#65, %403 : f32, !llvm.ptr
      llvm.store %666#66, %404 : f32, !llvm.ptr
      llvm.store %666#67, %405 : f32, !llvm.ptr
      llvm.store %666#68, %406 : f32, !llvm.ptr
      llvm.store %666#69, %407 : f32, !llvm.ptr
      llvm.store %666#70, %408 : f32, !llvm.ptr
      llvm.store %666#71, %409 : f32, !llvm.ptr
      llvm.store %666#72, %410 : f32, !llvm.ptr
      llvm.store %666#73, %411 : f32, !llvm.ptr
      llvm.store %666#74, %412 : f32, !llvm.ptr
      llvm.store %666#75, %413 : f32, !llvm.ptr
      llvm.store %666#76, %414 : f32, !llvm.ptr
      llvm.store %666#77, %415 : f32, !llvm.ptr
      llvm.store %666#78, %416 : f32, !llvm.ptr
      llvm.store %666#79, %417 : f32, !llvm.ptr
      llvm.store %666#80, %418 : f32, !llvm.ptr
      llvm.store %666#81, %419 : f32, !llvm.ptr
      llvm.store %666#82, %420 : f32, !llvm.ptr
      llvm.store %666#83, %421 : f32, !llvm.ptr
      llvm.store %666#84, %422 : f32, !llvm.ptr
      llvm.store %666#85, %423 : f32, !llvm.ptr
      llvm.store %666#86, %424 : f32, !llvm.ptr
      llvm.store %666#87, %425 : f32, !llvm.ptr
      llvm.store %666#88, %426 : f32, !llvm.ptr
      llvm.store %666#89, %427 : f32, !llvm.ptr
      llvm.store %666#90, %428 : f32, !llvm.ptr
      llvm.store %666#91, %429 : f32, !llvm.ptr
      llvm.store %666#92, %430 : f32, !llvm.ptr
      llvm.store %666#93, %431 : f32, !llvm.ptr
      llvm.store %666#94, %432 : f32, !llvm.ptr
      llvm.store %666#95, %433 : f32, !llvm.ptr
      llvm.store %666#96, %434 : f32, !llvm.ptr
      llvm.store %666#97, %435 : f32, !llvm.ptr
      llvm.store %666#98, %436 : f32, !llvm.ptr
      llvm.store %666#99, %437 : f32, !llvm.ptr
      llvm.store %666#100, %438 : f32, !llvm.ptr
      llvm.store %666#101, %439 : f32, !llvm.ptr
      llvm.store %666#102, %440 : f32, !llvm.ptr
      llvm.store %666#103, %441 : f32, !llvm.ptr
      llvm.store %666#104, %442 : f32, !llvm.ptr
      llvm.store %666#105, %443 : f32, !llvm.ptr
      llvm.store %666#106, %444 : f32, !llvm.ptr
      llvm.store %666#107, %445 : f32, !llvm.ptr
      llvm.store %666#108, %446 : f32, !llvm.ptr
      llvm.store %666#109, %447 : f32, !llvm.ptr
      llvm.store %666#110, %448 : f32, !llvm.ptr
      llvm.store %666#111, %449 : f32, !llvm.ptr
      llvm.store %666#112, %450 : f32, !llvm.ptr
      llvm.store %666#113, %451 : f32, !llvm.ptr
      llvm.store %666#114, %452 : f32, !llvm.ptr
      llvm.store %666#115, %453 : f32, !llvm.ptr
      llvm.store %666#116, %454 : f32, !llvm.ptr
      llvm.store %666#117, %455 : f32, !llvm.ptr
      llvm.store %666#118, %456 : f32, !llvm.ptr
      llvm.store %666#119, %457 : f32, !llvm.ptr
      llvm.store %666#120, %458 : f32, !llvm.ptr
      llvm.store %666#121, %459 : f32, !llvm.ptr
      llvm.store %666#122, %460 : f32, !llvm.ptr
      llvm.store %666#123, %461 : f32, !llvm.ptr
      llvm.store %666#124, %462 : f32, !llvm.ptr
      llvm.store %666#125, %463 : f32, !llvm.ptr
      llvm.store %666#126, %464 : f32, !llvm.ptr
      llvm.store %666#127, %465 : f32, !llvm.ptr
      %coord_104 = cute.make_coord(%534) : (i32) -> !cute.coord<"(_,_,1,?)">
      %idx_105 = cute.crd2idx(%coord_104, %138) : (!cute.coord<"(_,_,1,?)">, !cute_layout_220bac) -> !cute.int_tuple<"?{div=128}">
      %tup_106 = cute.add_offset(%gmmaSmemDesc, %idx_105) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=128}">) -> !cute_nvgpu.smem_desc
      %idx_107 = cute.crd2idx(%coord_104, %137) : (!cute.coord<"(_,_,1,?)">, !cute_layout_1530cf) -> !cute.int_tuple<"?{div=128}">
      %tup_108 = cute.add_offset(%gmmaSmemDesc_83, %idx_107) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=128}">) -> !cute_nvgpu.smem_desc
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
      %788 = llvm.load %459 : !llvm.ptr -> f32
      %789 = llvm.load %460 : !llvm.ptr -> f32
      %790 = llvm.load %461 : !llvm.ptr -> f32
      %791 = llvm.load %462 : !llvm.ptr -> f32
      %792 = llvm.load %463 : !llvm.ptr -> f32
      %793 = llvm.load %464 : !llvm.ptr -> f32
      %794 = llvm.load %465 : !llvm.ptr -> f32
      %795:128 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,256,16)", A = %tup_106 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<mn>], B = %tup_108 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<mn>], C[%667, %668, %669, %670, %671, %672, %673, %674, %675, %676, %677, %678, %679, %680, %681, %682, %683, %684, %685, %686, %687, %688, %689, %690, %691, %692, %693, %694, %695, %696, %697, %698, %699, %700, %701, %702, %703, %704, %705, %706, %707, %708, %709, %710, %711, %712, %713, %714, %715, %716, %717, %718, %719, %720, %721, %722, %723, %724, %725, %726, %727, %728, %729, %730, %731, %732, %733, %734, %735, %736, %737, %738, %739, %740, %741, %742, %743, %744, %745, %746, %747, %748, %749, %750, %751, %752, %753, %754, %755, %756, %757, %758, %759, %760, %761, %762, %763, %764, %765, %766, %767, %768, %769, %770, %771, %772, %773, %774, %775, %776, %777, %778, %779, %780, %781, %782, %783, %784, %785, %786, %787, %788, %789, %790, %791, %792, %793, %794], accum = %true : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 128, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
      llvm.store %795#0, %338 : f32, !llvm.ptr
      llvm.store %795#1, %339 : f32, !llvm.ptr
      llvm.store %795#2, %340 : f32, !llvm.ptr
      llvm.store %795#3, %341 : f32, !llvm.ptr
      llvm.store %795#4, %342 : f32, !llvm.ptr
      llvm.store %795#5, %343 : f32, !llvm.ptr
      llvm.store %795#6, %344 : f32, !llvm.ptr
      llvm.store %795#7, %345 : f32, !llvm.ptr
      llvm.store %795#8, %346 : f32, !llvm.ptr
      llvm.store %795#9, %347 : f32, !llvm.ptr
      llvm.store %795#10, %348 : f32, !llvm.ptr
      llvm.store %795#11, %349 : f32, !llvm.ptr
      llvm.store %795#12, %350 : f32, !llvm.ptr
      llvm.store %795#13, %351 : f32, !llvm.ptr
      llvm.store %795#14, %352 : f32, !llvm.ptr
      llvm.store %795#15, %353 : f32, !llvm.ptr
      llvm.store %795#16, %354 : f32, !llvm.ptr
      llvm.store %795#17, %355 : f32, !llvm.ptr
      llvm.store %795#18, %356 : f32, !llvm.ptr
      llvm.store %795#19, %357 : f32, !llvm.ptr
      llvm.store %795#20, %358 : f32, !llvm.ptr
      llvm.store %795#21, %359 : f32, !llvm.ptr
      llvm.store %795#22, %360 : f32, !llvm.ptr
      llvm.store %795#23, %361 : f32, !llvm.ptr
      llvm.store %795#24, %362 : f32, !llvm.ptr
      llvm.store %795#25, %363 : f32, !llvm.ptr
      llvm.store %795#26, %364 : f32, !llvm.ptr
      llvm.store %795#27, %365 : f32, !llvm.ptr
      llvm.store %795#28, %366 : f32, !llvm.ptr
      llvm.store %795#29, %367 : f32, !llvm.ptr
      llvm.store %795#30, %368 : f32, !llvm.ptr
      llvm.store %795#31, %369 : f32, !llvm.ptr
      llvm.store %795#32, %370 : f32, !llvm.ptr
      llvm.store %795#33, %371 : f32, !llvm.ptr
      llvm.store %795#34, %372 : f32, !llvm.ptr
      llvm.store %795#35, %373 : f32, !llvm.ptr
      llvm.store %795#36, %374 : f32, !llvm.ptr
      llvm.store %795#37, %375 : f32, !llvm.ptr
      llvm.store %795#38, %376 : f32, !llvm.ptr
      llvm.store %795#39, %377 : f32, !llvm.ptr
      llvm.store %795#40, %378 : f32, !llvm.ptr
      llvm.store %795#41, %379 : f32, !llvm.ptr
      llvm.store %795#42, %380 : f32, !llvm.ptr
      llvm.store %795#43, %381 : f32, !llvm.ptr
      llvm.store %795#44, %382 : f32, !llvm.ptr
      llvm.store %795#45, %383 : f32, !llvm.ptr
      llvm.store %795#46, %384 : f32, !llvm.ptr
      llvm.store %795#47, %385 : f32, !llvm.ptr
      llvm.store %795#48, %386 : f32, !llvm.ptr
      llvm.store %795#49, %387 : f32, !llvm.ptr
      llvm.store %795#50, %388 : f32, !llvm.ptr
      llvm.store %795#51, %389 : f32, !llvm.ptr
      llvm.store %795#52, %390 : f32, !llvm.ptr
      llvm.store %795#53, %391 : f32, !llvm.ptr
      llvm.store %795#54, %392 : f32, !llvm.ptr
      llvm.store %795#55, %393 : f32, !llvm.ptr
      llvm.store %795#56, %394 : f32, !llvm.ptr
      llvm.store %795#57, %395 : f32, !llvm.ptr
      llvm.store %795#58, %396 : f32, !llvm.ptr
      llvm.store %795#59, %397 : f32, !llvm.ptr
      llvm.store %795#60, %398 : f32, !llvm.ptr
      llvm.store %795#61, %399 : f32, !llvm.ptr
      llvm.store %795#62, %400 : f32, !llvm.ptr
      llvm.store %795#63, %401 : f32, !llvm.ptr
      llvm.store %795#64, %402 : f32, !llvm.ptr
      llvm.store %795#65, %403 : f32, !llvm.ptr
      llvm.store %795#66, %404 : f32, !llvm.ptr
      llvm.store %795#67, %405 : f32, !llvm.ptr
      llvm.store %795#68, %406 : f32, !llvm.ptr
      llvm.store %795#69, %407 : f32, !llvm.ptr
      llvm.store %795#70, %408 : f32, !llvm.ptr
      llvm.store %795#71, %409 : f32, !llvm.ptr
      llvm.store %795#72, %410 : f32, !llvm.ptr
      llvm.store %795#73, %411 : f32, !llvm.ptr
      llvm.store %795#74, %412 : f32, !llvm.ptr
      llvm.store %795#75, %413 : f32, !llvm.ptr
      llvm.store %795#76, %414 : f32, !llvm.ptr
      llvm.store %795#77, %415 : f32, !llvm.ptr
      llvm.store %795#78, %416 : f32, !llvm.ptr
      llvm.store %795#79, %417 : f32, !llvm.ptr
      llvm.store %795#80, %418 : f32, !llvm.ptr
      llvm.store %795#81, %419 : f32, !llvm.ptr
      llvm.store %795#82, %420 : f32, !llvm.ptr
      llvm.store %795#83, %421 : f32, !llvm.ptr
      llvm.store %795#84, %422 : f32, !llvm.ptr
      llvm.store %795#85, %423 : f32, !llvm.ptr
      llvm.store %795#86, %424 : f32, !llvm.ptr
      llvm.store %795#87, %425 : f32, !llvm.ptr
      llvm.store %795#88, %426 : f32, !llvm.ptr
      llvm.store %795#89, %427 : f32, !llvm.ptr
      llvm.store %795#90, %428 : f32, !llvm.ptr
      llvm.store %795#91, %429 : f32, !llvm.ptr
      llvm.store %795#92, %430 : f32, !llvm.ptr
      llvm.store %795#93, %431 : f32, !llvm.ptr
      llvm.store %795#94, %432 : f32, !llvm.ptr
      llvm.store %795#95, %433 : f32, !llvm.ptr
      llvm.store %795#96, %434 : f32, !llvm.ptr
      llvm.store %795#97, %435 : f32, !llvm.ptr
      llvm.store %795#98, %436 : f32, !llvm.ptr
      llvm.store %795#99, %437 : f32, !llvm.ptr
      llvm.store %795#100, %438 : f32, !llvm.ptr
      llvm.store %795#101, %439 : f32, !llvm.ptr
      llvm.store %795#102, %440 : f32, !llvm.ptr
      llvm.store %795#103, %441 : f32, !llvm.ptr
      llvm.store %795#104, %442 : f32, !llvm.ptr
      llvm.store %795#105, %443 : f32, !llvm.ptr
      llvm.store %795#106, %444 : f32, !llvm.ptr
      llvm.store %795#107, %445 : f32, !llvm.ptr
      llvm.store %795#108, %446 : f32, !llvm.ptr
      llvm.store %795#109, %447 : f32, !llvm.ptr
      llvm.store %795#110, %448 : f32, !llvm.ptr
      llvm.store %795#111, %449 : f32, !llvm.ptr
      llvm.store %795#112, %450 : f32, !llvm.ptr
      llvm.store %795#113, %451 : f32, !llvm.ptr
      llvm.store %795#114, %452 : f32, !llvm.ptr
      llvm.store %795#115, %453 : f32, !llvm.ptr
      llvm.store %795#116, %454 : f32, !llvm.ptr
      llvm.store %795#117, %455 : f32, !llvm.ptr
      llvm.store %795#118, %456 : f32, !llvm.ptr
      llvm.store %795#119, %457 : f32, !llvm.ptr
      llvm.store %795#120, %458 : f32, !llvm.ptr
      llvm.store %795#121, %459 : f32, !llvm.ptr
      llvm.store %795#122, %460 : f32, !llvm.ptr
      llvm.store %795#123, %461 : f32, !llvm.ptr
      llvm.store %795#124, %462 : f32, !llvm.ptr
      llvm.store %795#125, %463 : f32, !llvm.ptr
      llvm.store %795#126, %464 : f32, !llvm.ptr
      llvm.store %795#127, %465 : f32, !llvm.ptr
      %coord_109 = cute.make_coord(%534) : (i32) -> !cute.coord<"(_,_,2,?)">
      %idx_110 = cute.crd2idx(%coord_109, %138) : (!cute.coord<"(_,_,2,?)">, !cute_layout_220bac) -> !cute.int_tuple<"?{div=256}">
      %tup_111 = cute.add_offset(%gmmaSmemDesc, %idx_110) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=256}">) -> !cute_nvgpu.smem_desc
      %idx_112 = cute.crd2idx(%coord_109, %137) : (!cute.coord<"(_,_,2,?)">, !cute_layout_1530cf) -> !cute.int_tuple<"?{div=256}">
      %tup_113 = cute.add_offset(%gmmaSmemDesc_83, %idx_112) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=256}">) -> !cute_nvgpu.smem_desc
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
      %917 = llvm.load %459 : !llvm.ptr -> f32
      %918 = llvm.load %460 : !llvm.ptr -> f32
      %919 = llvm.load %461 : !llvm.ptr -> f32
      %920 = llvm.load %462 : !llvm.ptr -> f32
      %921 = llvm.load %463 : !llvm.ptr -> f32
      %922 = llvm.load %464 : !llvm.ptr -> f32
      %923 = llvm.load %465 : !llvm.ptr -> f32
      %924:128 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,256,16)", A = %tup_111 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<mn>], B = %tup_113 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<mn>], C[%796, %797, %798, %799, %800, %801, %802, %803, %804, %805, %806, %807, %808, %809, %810, %811, %812, %813, %814, %815, %816, %817, %818, %819, %820, %821, %822, %823, %824, %825, %826, %827, %828, %829, %830, %831, %832, %833, %834, %835, %836, %837, %838, %839, %840, %841, %842, %843, %844, %845, %846, %847, %848, %849, %850, %851, %852, %853, %854, %855, %856, %857, %858, %859, %860, %861, %862, %863, %864, %865, %866, %867, %868, %869, %870, %871, %872, %873, %874, %875, %876, %877, %878, %879, %880, %881, %882, %883, %884, %885, %886, %887, %888, %889, %890, %891, %892, %893, %894, %895, %896, %897, %898, %899, %900, %901, %902, %903, %904, %905, %906, %907, %908, %909, %910, %911, %912, %913, %914, %915, %916, %917, %918, %919, %920, %921, %922, %923], accum = %true : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 128, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
      llvm.store %924#0, %338 : f32, !llvm.ptr
      llvm.store %924#1, %339 : f32, !llvm.ptr
      llvm.store %924#2, %340 : f32, !llvm.ptr
      llvm.store %924#3, %341 : f32, !llvm.ptr
      llvm.store %924#4, %342 : f32, !llvm.ptr
      llvm.store %924#5, %343 : f32, !llvm.ptr
      llvm.store %924#6, %344 : f32, !llvm.ptr
      llvm.store %924#7, %345 : f32, !llvm.ptr
      llvm.store %924#8, %346 : f32, !llvm.ptr
      llvm.store %924#9, %347 : f32, !llvm.ptr
      llvm.store %924#10, %348 : f32, !llvm.ptr
      llvm.store %924#11, %349 : f32, !llvm.ptr
      llvm.store %924#12, %350 : f32, !llvm.ptr
      llvm.store %924#13, %351 : f32, !llvm.ptr
      llvm.store %924#14, %352 : f32, !llvm.ptr
      llvm.store %924#15, %353 : f32, !llvm.ptr
      llvm.store %924#16, %354 : f32, !llvm.ptr
      llvm.store %924#17, %355 : f32, !llvm.ptr
      llvm.store %924#18, %356 : f32, !llvm.ptr
      llvm.store %924#19, %357 : f32, !llvm.ptr
      llvm.store %924#20, %358 : f32, !llvm.ptr
      llvm.store %924#21, %359 : f32, !llvm.ptr
      llvm.store %924#22, %360 : f32, !llvm.ptr
      llvm.store %924#23, %361 : f32, !llvm.ptr
      llvm.store %924#24, %362 : f32, !llvm.ptr
      llvm.store %924#25, %363 : f32, !llvm.ptr
      llvm.store %924#26, %364 : f32, !llvm.ptr
      llvm.store %924#27, %365 : f32, !llvm.ptr
      llvm.store %924#28, %366 : f32, !llvm.ptr
      llvm.store %924#29, %367 : f32, !llvm.ptr
      llvm.store %924#30, %368 : f32, !llvm.ptr
      llvm.store %924#31, %369 : f32, !llvm.ptr
      llvm.store %924#32, %370 : f32, !llvm.ptr
      llvm.store %924#33, %371 : f32, !llvm.ptr
      llvm.store %924#34, %372 : f32, !llvm.ptr
      llvm.store %924#35, %373 : f32, !llvm.ptr
      llvm.store %924#36, %374 : f32, !llvm.ptr
      llvm.store %924#37, %375 : f32, !llvm.ptr
      llvm.store %924#38, %376 : f32, !llvm.ptr
      llvm.store %924#39, %377 : f32, !llvm.ptr
      llvm.store %924#40, %378 : f32, !llvm.ptr
      llvm.store %924#41, %379 : f32, !llvm.ptr
      llvm.store %924#42, %380 : f32, !llvm.ptr
      llvm.store %924#43, %381 : f32, !llvm.ptr
      llvm.store %924#44, %382 : f32, !llvm.ptr
      llvm.store %924#45, %383 : f32, !llvm.ptr
      llvm.store %924#46, %384 : f32, !llvm.ptr
      llvm.store %924#47, %385 : f32, !llvm.ptr
      llvm.store %924#48, %386 : f32, !llvm.ptr
      llvm.store %924#49, %387 : f32, !llvm.ptr
      llvm.store %924#50, %388 : f32, !llvm.ptr
      llvm.store %924#51, %389 : f32, !llvm.ptr
      llvm.store %924#52, %390 : f32, !llvm.ptr
      llvm.store %924#53, %391 : f32, !llvm.ptr
      llvm.store %924#54, %392 : f32, !llvm.ptr
      llvm.store %924#55, %393 : f32, !llvm.ptr
      llvm.store %924#56, %394 : f32, !llvm.ptr
      llvm.store %924#57, %395 : f32, !llvm.ptr
      llvm.store %924#58, %396 : f32, !llvm.ptr
      llvm.store %924#59, %397 : f32, !llvm.ptr
      llvm.store %924#60, %398 : f32, !llvm.ptr
      llvm.store %924#61, %399 : f32, !llvm.ptr
      llvm.store %924#62, %400 : f32, !llvm.ptr
      llvm.store %924#63, %401 : f32, !llvm.ptr
      llvm.store %924#64, %402 : f32, !llvm.ptr
      llvm.store %924#65, %403 : f32, !llvm.ptr
      llvm.store %924#66, %404 : f32, !llvm.ptr
      llvm.store %924#67, %405 : f32, !llvm.ptr
      llvm.store %924#68, %406 : f32, !llvm.ptr
      llvm.store %924#69, %407 : f32, !llvm.ptr
      llvm.store %924#70, %408 : f32, !llvm.ptr
      llvm.store %924#71, %409 : f32, !llvm.ptr
      llvm.store %924#72, %410 : f32, !llvm.ptr
      llvm.store %924#73, %411 : f32, !llvm.ptr
      llvm.store %924#74, %412 : f32, !llvm.ptr
      llvm.store %924#75, %413 : f32, !llvm.ptr
      llvm.store %924#76, %414 : f32, !llvm.ptr
      llvm.store %924#77, %415 : f32, !llvm.ptr
      llvm.store %924#78, %416 : f32, !llvm.ptr
      llvm.store %924#79, %417 : f32, !llvm.ptr
      llvm.store %924#80, %418 : f32, !llvm.ptr
      llvm.store %924#81, %419 : f32, !llvm.ptr
      llvm.store %924#82, %420 : f32, !llvm.ptr
      llvm.store %924#83, %421 : f32, !llvm.ptr
      llvm.store %924#84, %422 : f32, !llvm.ptr
      llvm.store %924#85, %423 : f32, !llvm.ptr
      llvm.store %924#86, %424 : f32, !llvm.ptr
      llvm.store %924#87, %425 : f32, !llvm.ptr
      llvm.store %924#88, %426 : f32, !llvm.ptr
      llvm.store %924#89, %427 : f32, !llvm.ptr
      llvm.store %924#90, %428 : f32, !llvm.ptr
      llvm.store %924#91, %429 : f32, !llvm.ptr
      llvm.store %924#92, %430 : f32, !llvm.ptr
      llvm.store %924#93, %431 : f32, !llvm.ptr
      llvm.store %924#94, %432 : f32, !llvm.ptr
      llvm.store %924#95, %433 : f32, !llvm.ptr
      llvm.store %924#96, %434 : f32, !llvm.ptr
      llvm.store %924#97, %435 : f32, !llvm.ptr
      llvm.store %924#98, %436 : f32, !llvm.ptr
      llvm.store %924#99, %437 : f32, !llvm.ptr
      llvm.store %924#100, %438 : f32, !llvm.ptr
      llvm.store %924#101, %439 : f32, !llvm.ptr
      llvm.store %924#102, %440 : f32, !llvm.ptr
      llvm.store %924#103, %441 : f32, !llvm.ptr
      llvm.store %924#104, %442 : f32, !llvm.ptr
      llvm.store %924#105, %443 : f32, !llvm.ptr
      llvm.store %924#106, %444 : f32, !llvm.ptr
      llvm.store %924#107, %445 : f32, !llvm.ptr
      llvm.store %924#108, %446 : f32, !llvm.ptr
      llvm.store %924#109, %447 : f32, !llvm.ptr
      llvm.store %924#110, %448 : f32, !llvm.ptr
      llvm.store %924#111, %449 : f32, !llvm.ptr
      llvm.store %924#112, %450 : f32, !llvm.ptr
      llvm.store %924#113, %451 : f32, !llvm.ptr
      llvm.store %924#114, %452 : f32, !llvm.ptr
      llvm.store %924#115, %453 : f32, !llvm.ptr
      llvm.store %924#116, %454 : f32, !llvm.ptr
      llvm.store %924#117, %455 : f32, !llvm.ptr
      llvm.store %924#118, %456 : f32, !llvm.ptr
      llvm.store %924#119, %457 : f32, !llvm.ptr
      llvm.store %924#120, %458 : f32, !llvm.ptr
      llvm.store %924#121, %459 : f32, !llvm.ptr
      llvm.store %924#122, %460 : f32, !llvm.ptr
      llvm.store %924#123, %461 : f32, !llvm.ptr
      llvm.store %924#124, %462 : f32, !llvm.ptr
      llvm.store %924#125, %463 : f32, !llvm.ptr
      llvm.store %924#126, %464 : f32, !llvm.ptr
      llvm.store %924#127, %465 : f32, !llvm.ptr
      %coord_114 = cute.make_coord(%534) : (i32) -> !cute.coord<"(_,_,3,?)">
      %idx_115 = cute.crd2idx(%coord_114, %138) : (!cute.coord<"(_,_,3,?)">, !cute_layout_220bac) -> !cute.int_tuple<"?{div=128}">
      %tup_116 = cute.add_offset(%gmmaSmemDesc, %idx_115) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=128}">) -> !cute_nvgpu.smem_desc
      %idx_117 = cute.crd2idx(%coord_114, %137) : (!cute.coord<"(_,_,3,?)">, !cute_layout_1530cf) -> !cute.int_tuple<"?{div=128}">
      %tup_118 = cute.add_offset(%gmmaSmemDesc_83, %idx_117) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=128}">) -> !cute_nvgpu.smem_desc
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
      %1046 = llvm.load %459 : !llvm.ptr -> f32
      %1047 = llvm.load %460 : !llvm.ptr -> f32
      %1048 = llvm.load %461 : !llvm.ptr -> f32
      %1049 = llvm.load %462 : !llvm.ptr -> f32
      %1050 = llvm.load %463 : !llvm.ptr -> f32
      %1051 = llvm.load %464 : !llvm.ptr -> f32
      %1052 = llvm.load %465 : !llvm.ptr -> f32
      %1053:128 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,256,16)", A = %tup_116 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<mn>], B = %tup_118 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<mn>], C[%925, %926, %927, %928, %929, %930, %931, %932, %933, %934, %935, %936, %937, %938, %939, %940, %941, %942, %943, %944, %945, %946, %947, %948, %949, %950, %951, %952, %953, %954, %955, %956, %957, %958, %959, %960, %961, %962, %963, %964, %965, %966, %967, %968, %969, %970, %971, %972, %973, %974, %975, %976, %977, %978, %979, %980, %981, %982, %983, %984, %985, %986, %987, %988, %989, %990, %991, %992, %993, %994, %995, %996, %997, %998, %999, %1000, %1001, %1002, %1003, %1004, %1005, %1006, %1007, %1008, %1009, %1010, %1011, %1012, %1013, %1014, %1015, %1016, %1017, %1018, %1019, %1020, %1021, %1022, %1023, %1024, %1025, %1026, %1027, %1028, %1029, %1030, %1031, %1032, %1033, %1034, %1035, %1036, %1037, %1038, %1039, %1040, %1041, %1042, %1043, %1044, %1045, %1046, %1047, %1048, %1049, %1050, %1051, %1052], accum = %true : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 128, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
      llvm.store %1053#0, %338 : f32, !llvm.ptr
      llvm.store %1053#1, %339 : f32, !llvm.ptr
      llvm.store %1053#2, %340 : f32, !llvm.ptr
      llvm.store %1053#3, %341 : f32, !llvm.ptr
      llvm.store %1053#4, %342 : f32, !llvm.ptr
      llvm.store %1053#5, %343 : f32, !llvm.ptr
      llvm.store %1053#6, %344 : f32, !llvm.ptr
      llvm.store %1053#7, %345 : f32, !llvm.ptr
      llvm.store %1053#8, %346 : f32, !llvm.ptr
      llvm.store %1053#9, %347 : f32, !llvm.ptr
      llvm.store %1053#10, %348 : f32, !llvm.ptr
      llvm.store %1053#11, %349 : f32, !llvm.ptr
      llvm.store %1053#12, %350 : f32, !llvm.ptr
      llvm.store %1053#13, %351 : f32, !llvm.ptr
      llvm.store %1053#14, %352 : f32, !llvm.ptr
      llvm.store %1053#15, %353 : f32, !llvm.ptr
      llvm.store %1053#16, %354 : f32, !llvm.ptr
      llvm.store %1053#17, %355 : f32, !llvm.ptr
      llvm.store %1053#18, %356 : f32, !llvm.ptr
      llvm.store %1053#19, %357 : f32, !llvm.ptr
      llvm.store %1053#20, %358 : f32, !llvm.ptr
      llvm.store %1053#21, %359 : f32, !llvm.ptr
      llvm.store %1053#22, %360 : f32, !llvm.ptr
      llvm.store %1053#23, %361 : f32, !llvm.ptr
      llvm.store %1053#24, %362 : f32, !llvm.ptr
      llvm.store %1053#25, %363 : f32, !llvm.ptr
      llvm.store %1053#26, %364 : f32, !llvm.ptr
      llvm.store %1053#27, %365 : f32, !llvm.ptr
      llvm.store %1053#28, %366 : f32, !llvm.ptr
      llvm.store %1053#29, %367 : f32, !llvm.ptr
      llvm.store %1053#30, %368 : f32, !llvm.ptr
      llvm.store %1053#31, %369 : f32, !llvm.ptr
      llvm.store %1053#32, %370 : f32, !llvm.ptr
      llvm.store %1053#33, %371 : f32, !llvm.ptr
      llvm.store %1053#34, %372 : f32, !llvm.ptr
      llvm.store %1053#35, %373 : f32, !llvm.ptr
      llvm.store %1053#36, %374 : f32, !llvm.ptr
      llvm.store %1053#37, %375 : f32, !llvm.ptr
      llvm.store %1053#38, %376 : f32, !llvm.ptr
      llvm.store %1053#39, %377 : f32, !llvm.ptr
      llvm.store %1053#40, %378 : f32, !llvm.ptr
      llvm.store %1053#41, %379 : f32, !llvm.ptr
      llvm.store %1053#42, %380 : f32, !llvm.ptr
      llvm.store %1053#43, %381 : f32, !llvm.ptr
      llvm.store %1053#44, %382 : f32, !llvm.ptr
      llvm.store %1053#45, %383 : f32, !llvm.ptr
      llvm.store %1053#46, %384 : f32, !llvm.ptr
      llvm.store %1053#47, %385 : f32, !llvm.ptr
      llvm.store %1053#48, %386 : f32, !llvm.ptr
      llvm.store %1053#49, %387 : f32, !llvm.ptr
      llvm.store %1053#50, %388 : f32, !llvm.ptr
      llvm.store %1053#51, %389 : f32, !llvm.ptr
      llvm.store %1053#52, %390 : f32, !llvm.ptr
      llvm.store %1053#53, %391 : f32, !llvm.ptr
      llvm.store %1053#54, %392 : f32, !llvm.ptr
      llvm.store %1053#55, %393 : f32, !llvm.ptr
      llvm.store %1053#56, %394 : f32, !llvm.ptr
      llvm.store %1053#57, %395 : f32, !llvm.ptr
      llvm.store %1053#58, %396 : f32, !llvm.ptr
      llvm.store %1053#59, %397 : f32, !llvm.ptr
      llvm.store %1053#60, %398 : f32, !llvm.ptr
      llvm.store %1053#61, %399 : f32, !llvm.ptr
      llvm.store %1053#62, %400 : f32, !llvm.ptr
      llvm.store %1053#63, %401 : f32, !llvm.ptr
      llvm.store %1053#64, %402 : f32, !llvm.ptr
      llvm.store %1053#65, %403 : f32, !llvm.ptr
      llvm.store %1053#66, %404 : f32, !llvm.ptr
      llvm.store %1053#67, %405 : f32, !llvm.ptr
      llvm.store %1053#68, %406 : f32, !llvm.ptr
      llvm.store %1053#69, %407 : f32, !llvm.ptr
      llvm.store %1053#70, %408 : f32, !llvm.ptr
      llvm.store %1053#71, %409 : f32, !llvm.ptr
      llvm.store %1053#72, %410 : f32, !llvm.ptr
      llvm.store %1053#73, %411 : f32, !llvm.ptr
      llvm.store %1053#74, %412 : f32, !llvm.ptr
      llvm.store %1053#75, %413 : f32, !llvm.ptr
      llvm.store %1053#76, %414 : f32, !llvm.ptr
      llvm.store %1053#77, %415 : f32, !llvm.ptr
      llvm.store %1053#78, %416 : f32, !llvm.ptr
      llvm.store %1053#79, %417 : f32, !llvm.ptr
      llvm.store %1053#80, %418 : f32, !llvm.ptr
      llvm.store %1053#81, %419 : f32, !llvm.ptr
      llvm.store %1053#82, %420 : f32, !llvm.ptr
      llvm.store %1053#83, %421 : f32, !llvm.ptr
      llvm.store %1053#84, %422 : f32, !llvm.ptr
      llvm.store %1053#85, %423 : f32, !llvm.ptr
      llvm.store %1053#86, %424 : f32, !llvm.ptr
      llvm.store %1053#87, %425 : f32, !llvm.ptr
      llvm.store %1053#88, %426 : f32, !llvm.ptr
      llvm.store %1053#89, %427 : f32, !llvm.ptr
      llvm.store %1053#90, %428 : f32, !llvm.ptr
      llvm.store %1053#91, %429 : f32, !llvm.ptr
      llvm.store %1053#92, %430 : f32, !llvm.ptr
      llvm.store %1053#93, %431 : f32, !llvm.ptr
      llvm.store %1053#94, %432 : f32, !llvm.ptr
      llvm.store %1053#95, %433 : f32, !llvm.ptr
      llvm.store %1053#96, %434 : f32, !llvm.ptr
      llvm.store %1053#97, %435 : f32, !llvm.ptr
      llvm.store %1053#98, %436 : f32, !llvm.ptr
      llvm.store %1053#99, %437 : f32, !llvm.ptr
      llvm.store %1053#100, %438 : f32, !llvm.ptr
      llvm.store %1053#101, %439 : f32, !llvm.ptr
      llvm.store %1053#102, %440 : f32, !llvm.ptr
      llvm.store %1053#103, %441 : f32, !llvm.ptr
      llvm.store %1053#104, %442 : f32, !llvm.ptr
      llvm.store %1053#105, %443 : f32, !llvm.ptr
      llvm.store %1053#106, %444 : f32, !llvm.ptr
      llvm.store %1053#107, %445 : f32, !llvm.ptr
      llvm.store %1053#108, %446 : f32, !llvm.ptr
      llvm.store %1053#109, %447 : f32, !llvm.ptr
      llvm.store %1053#110, %448 : f32, !llvm.ptr
      llvm.store %1053#111, %449 : f32, !llvm.ptr
      llvm.store %1053#112, %450 : f32, !llvm.ptr
      llvm.store %1053#113, %451 : f32, !llvm.ptr
      llvm.store %1053#114, %452 : f32, !llvm.ptr
      llvm.store %1053#115, %453 : f32, !llvm.ptr
      llvm.store %1053#116, %454 : f32, !llvm.ptr
      llvm.store %1053#117, %455 : f32, !llvm.ptr
      llvm.store %1053#118, %456 : f32, !llvm.ptr
      llvm.store %1053#119, %457 : f32, !llvm.ptr
      llvm.store %1053#120, %458 : f32, !llvm.ptr
      llvm.store %1053#121, %459 : f32, !llvm.ptr
      llvm.store %1053#122, %460 : f32, !llvm.ptr
      llvm.store %1053#123, %461 : f32, !llvm.ptr
      llvm.store %1053#124, %462 : f32, !llvm.ptr
      llvm.store %1053#125, %463 : f32, !llvm.ptr
      llvm.store %1053#126, %464 : f32, !llvm.ptr
      llvm.store %1053#127, %465 : f32, !llvm.ptr
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 1
      %1054 = arith.cmpi sgt, %529, %c0_i32 : i32
      cf.cond_br %1054, ^bb41, ^bb48
    ^bb41:  // pred: ^bb40
      cf.cond_br %216, ^bb42, ^bb43
    ^bb42:  // pred: ^bb41
      %int_tuple_119 = cute.make_int_tuple(%531) : (i32) -> !cute.int_tuple<"?">
      %ptr_120 = cute.add_offset(%ptr_8, %int_tuple_119) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %1055 = builtin.unrealized_conversion_cast %ptr_120 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      %1056 = nvvm.mapa.shared.cluster %1055, %207 : !llvm.ptr<3>, i32 -> <3>
      nvvm.mbarrier.txn %1056, %c1_i32 {kind = #nvvm.mbar_txn_kind<arrive>, space = #nvvm.mbar_space<cluster>} : !llvm.ptr<3>, i32
      cf.br ^bb43
    ^bb43:  // 2 preds: ^bb41, ^bb42
      %1057 = arith.addi %531, %c1_i32 : i32
      %1058 = arith.addi %530, %c1_i32 : i32
      %1059 = arith.cmpi eq, %1057, %c4_i32 : i32
      %1060 = arith.select %1059, %c0_i32, %1057 : i32
      cf.cond_br %1059, ^bb44, ^bb45
    ^bb44:  // pred: ^bb43
      %1061 = arith.xori %532, %c1_i32 : i32
      cf.br ^bb46(%1061 : i32)
    ^bb45:  // pred: ^bb43
      cf.br ^bb46(%532 : i32)
    ^bb46(%1062: i32):  // 2 preds: ^bb44, ^bb45
      cf.br ^bb47
    ^bb47:  // pred: ^bb46
      cf.br ^bb49(%1058, %1060, %1062 : i32, i32, i32)
    ^bb48:  // pred: ^bb40
      cf.br ^bb49(%530, %531, %532 : i32, i32, i32)
    ^bb49(%1063: i32, %1064: i32, %1065: i32):  // 2 preds: ^bb47, ^bb48
      cf.br ^bb50
    ^bb50:  // pred: ^bb49
      %1066 = arith.addi %534, %c1_i32 : i32
      %1067 = arith.addi %533, %c1_i32 : i32
      %1068 = arith.cmpi eq, %1066, %c4_i32 : i32
      %1069 = arith.select %1068, %c0_i32, %1066 : i32
      cf.cond_br %1068, ^bb51, ^bb52
    ^bb51:  // pred: ^bb50
      %1070 = arith.xori %535, %c1_i32 : i32
      cf.br ^bb53(%1070 : i32)
    ^bb52:  // pred: ^bb50
      cf.br ^bb53(%535 : i32)
    ^bb53(%1071: i32):  // 2 preds: ^bb51, ^bb52
      cf.br ^bb54
    ^bb54:  // pred: ^bb53
      %1072 = arith.addi %529, %c1_i32 : i32
      cf.br ^bb39(%1072, %1063, %1064, %1065, %1067, %1069, %1071 : i32, i32, i32, i32, i32, i32, i32)
    ^bb55:  // pred: ^bb39
      nvvm.wgmma.wait.group.sync.aligned 0
      cf.cond_br %216, ^bb56, ^bb57
    ^bb56:  // pred: ^bb55
      %int_tuple_121 = cute.make_int_tuple(%531) : (i32) -> !cute.int_tuple<"?">
      %ptr_122 = cute.add_offset(%ptr_8, %int_tuple_121) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %1073 = builtin.unrealized_conversion_cast %ptr_122 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      %1074 = nvvm.mapa.shared.cluster %1073, %207 : !llvm.ptr<3>, i32 -> <3>
      nvvm.mbarrier.txn %1074, %c1_i32 {kind = #nvvm.mbar_txn_kind<arrive>, space = #nvvm.mbar_space<cluster>} : !llvm.ptr<3>, i32
      cf.br ^bb57
    ^bb57:  // 2 preds: ^bb55, ^bb56
      %1075 = arith.addi %531, %c1_i32 : i32
      %1076 = arith.addi %530, %c1_i32 : i32
      %1077 = arith.cmpi eq, %1075, %c4_i32 : i32
      %1078 = arith.select %1077, %c0_i32, %1075 : i32
      cf.cond_br %1077, ^bb58, ^bb59
    ^bb58:  // pred: ^bb57
      %1079 = arith.xori %532, %c1_i32 : i32
      cf.br ^bb60(%1079 : i32)
    ^bb59:  // pred: ^bb57
      cf.br ^bb60(%532 : i32)
    ^bb60(%1080: i32):  // 2 preds: ^bb58, ^bb59
      cf.br ^bb61
    ^bb61:  // pred: ^bb60
      %coord_123 = cute.make_coord(%525, %526, %495) : (i32, i32, i32) -> !cute.coord<"(_,_,?,?,?)">
      %idx_124 = cute.crd2idx(%coord_123, %136) : (!cute.coord<"(_,_,?,?,?)">, !cute_layout_c09968) -> !cute_int_tuple_a5ac5a
      %tup_125 = cute.add_offset(%int_tup_iter, %idx_124) : (!cute_arith_tuple_iter_da3d01, !cute_int_tuple_a5ac5a) -> !cute_arith_tuple_iter_045f90
      %1081 = cute.memref.load(%view, %157) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
      cute.memref.store(%rmem_88, %157, %1081) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %1082 = cute.memref.load(%view, %135) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
      cute.memref.store(%rmem_88, %135, %1082) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %1083 = cute.memref.load(%view, %134) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
      cute.memref.store(%rmem_88, %134, %1083) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %1084 = cute.memref.load(%view, %133) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
      cute.memref.store(%rmem_88, %133, %1084) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %1085 = cute.memref.load(%view, %132) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
      cute.memref.store(%rmem_88, %132, %1085) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %1086 = cute.memref.load(%view, %131) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
      cute.memref.store(%rmem_88, %131, %1086) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %1087 = cute.memref.load(%view, %130) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
      cute.memref.store(%rmem_88, %130, %1087) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %1088 = cute.memref.load(%view, %129) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
      cute.memref.store(%rmem_88, %129, %1088) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %1089 = cute.memref.load(%view, %128) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
      cute.memref.store(%rmem_88, %128, %1089) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %1090 = cute.memref.load(%view, %127) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
      cute.memref.store(%rmem_88, %127, %1090) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %1091 = cute.memref.load(%view, %126) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
      cute.memref.store(%rmem_88, %126, %1091) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %1092 = cute.memref.load(%view, %125) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
      cute.memref.store(%rmem_88, %125, %1092) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %1093 = cute.memref.load(%view, %124) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
      cute.memref.store(%rmem_88, %124, %1093) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %1094 = cute.memref.load(%view, %123) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
      cute.memref.store(%rmem_88, %123, %1094) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %1095 = cute.memref.load(%view, %122) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
      cute.memref.store(%rmem_88, %122, %1095) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %1096 = cute.memref.load(%view, %121) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
      cute.memref.store(%rmem_88, %121, %1096) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %1097 = cute.memref.load_vec(%rmem_88) : (!memref_rmem_f32_2) -> vector<16xf32>
      %1098 = arith.truncf %1097 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%1098, %rmem_89) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_126 = cute.make_coord(%477) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_127 = cute.crd2idx(%coord_126, %120) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb62(%c0_i32 : i32)
    ^bb62(%1099: i32):  // 2 preds: ^bb61, ^bb63
      %1100 = arith.cmpi slt, %1099, %c2_i32 : i32
      cf.cond_br %1100, ^bb63, ^bb64 {llvm.loop_annotation = #loop_annotation}
    ^bb63:  // pred: ^bb62
      %coord_128 = cute.make_coord(%1099) : (i32) -> !cute.coord<"(_,?)">
      %idx_129 = cute.crd2idx(%coord_128, %119) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_130 = cute.add_offset(%iter_90, %idx_129) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_131 = cute.crd2idx(%coord_128, %118) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_132 = cute.add_offset(%ptr_86, %idx_131) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %1101 = builtin.unrealized_conversion_cast %ptr_130 : !cute_ptr_2914ae to !llvm.ptr
      %1102 = llvm.load %1101 : !llvm.ptr -> vector<4xi32>
      %swizzled = cute.apply_swizzle(%ptr_132) : !cute_ptr_6d8216
      %ptr_133 = cute.add_offset(%swizzled, %idx_127) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_133, %1102) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %1103 = arith.addi %1099, %c1_i32 : i32
      cf.br ^bb62(%1103 : i32)
    ^bb64:  // pred: ^bb62
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %466, ^bb65, ^bb66
    ^bb65:  // pred: ^bb64
      %coord_134 = cute.make_coord(%477) : (i32) -> !cute.coord<"(_,?)">
      %idx_135 = cute.crd2idx(%coord_134, %117) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_136 = cute.add_offset(%iter_25, %idx_135) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_137 = cute.deref_arith_tuple_iter(%tup_125) : !cute_arith_tuple_iter_045f90
      %e0_138, %e1_139, %e2_140 = cute.get_leaves(%tup_137) : !cute_int_tuple_a5ac5a
      %int_tuple_141 = cute.make_int_tuple(%e0_138, %e1_139, %e2_140) : (!cute.int_tuple<"?{div=256}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_a5ac5a
      %int_tup_iter_142 = cute.make_arith_tuple_iter(%int_tuple_141) : (!cute_int_tuple_a5ac5a) -> !cute_arith_tuple_iter_045f90
      %1104 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_143 = cute_nvgpu.get_tma_desc_addr(%1104 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %1105 = cute_nvgpu.atom.get_value(%1104 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_144 = cute.deref_arith_tuple_iter(%int_tup_iter_142) : !cute_arith_tuple_iter_045f90
      %1106:3 = cute.get_scalars(%tup_144) : !cute_int_tuple_a5ac5a
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_143 : !cute.ptr<generic, align<64>>, %ptr_136 : !cute_ptr_8ec51c, [%1106#0, %1106#1, %1106#2] : i32, i32, i32) cache_policy = %1105 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb66
    ^bb66:  // 2 preds: ^bb64, ^bb65
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %1107 = arith.addi %477, %c1_i32 : i32
      %1108 = arith.remsi %1107, %c4_i32 : i32
      %1109 = cute.memref.load(%view, %116) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
      cute.memref.store(%rmem_88, %157, %1109) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %1110 = cute.memref.load(%view, %115) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
      cute.memref.store(%rmem_88, %135, %1110) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %1111 = cute.memref.load(%view, %114) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
      cute.memref.store(%rmem_88, %134, %1111) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %1112 = cute.memref.load(%view, %113) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
      cute.memref.store(%rmem_88, %133, %1112) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %1113 = cute.memref.load(%view, %112) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
      cute.memref.store(%rmem_88, %132, %1113) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %1114 = cute.memref.load(%view, %111) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
      cute.memref.store(%rmem_88, %131, %1114) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %1115 = cute.memref.load(%view, %110) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
      cute.memref.store(%rmem_88, %130, %1115) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %1116 = cute.memref.load(%view, %109) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
      cute.memref.store(%rmem_88, %129, %1116) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %1117 = cute.memref.load(%view, %108) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
      cute.memref.store(%rmem_88, %128, %1117) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %1118 = cute.memref.load(%view, %107) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
      cute.memref.store(%rmem_88, %127, %1118) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %1119 = cute.memref.load(%view, %106) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
      cute.memref.store(%rmem_88, %126, %1119) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %1120 = cute.memref.load(%view, %105) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
      cute.memref.store(%rmem_88, %125, %1120) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %1121 = cute.memref.load(%view, %104) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
      cute.memref.store(%rmem_88, %124, %1121) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %1122 = cute.memref.load(%view, %103) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
      cute.memref.store(%rmem_88, %123, %1122) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %1123 = cute.memref.load(%view, %102) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
      cute.memref.store(%rmem_88, %122, %1123) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %1124 = cute.memref.load(%view, %101) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
      cute.memref.store(%rmem_88, %121, %1124) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %1125 = cute.memref.load_vec(%rmem_88) : (!memref_rmem_f32_2) -> vector<16xf32>
      %1126 = arith.truncf %1125 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%1126, %rmem_89) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_145 = cute.make_coord(%1108) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_146 = cute.crd2idx(%coord_145, %120) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb67(%c0_i32 : i32)
    ^bb67(%1127: i32):  // 2 preds: ^bb66, ^bb68
      %1128 = arith.cmpi slt, %1127, %c2_i32 : i32
      cf.cond_br %1128, ^bb68, ^bb69 {llvm.loop_annotation = #loop_annotation}
    ^bb68:  // pred: ^bb67
      %coord_147 = cute.make_coord(%1127) : (i32) -> !cute.coord<"(_,?)">
      %idx_148 = cute.crd2idx(%coord_147, %119) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_149 = cute.add_offset(%iter_90, %idx_148) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_150 = cute.crd2idx(%coord_147, %118) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_151 = cute.add_offset(%ptr_86, %idx_150) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %1129 = builtin.unrealized_conversion_cast %ptr_149 : !cute_ptr_2914ae to !llvm.ptr
      %1130 = llvm.load %1129 : !llvm.ptr -> vector<4xi32>
      %swizzled_152 = cute.apply_swizzle(%ptr_151) : !cute_ptr_6d8216
      %ptr_153 = cute.add_offset(%swizzled_152, %idx_146) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_153, %1130) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %1131 = arith.addi %1127, %c1_i32 : i32
      cf.br ^bb67(%1131 : i32)
    ^bb69:  // pred: ^bb67
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %466, ^bb70, ^bb71
    ^bb70:  // pred: ^bb69
      %coord_154 = cute.make_coord(%1108) : (i32) -> !cute.coord<"(_,?)">
      %idx_155 = cute.crd2idx(%coord_154, %117) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_156 = cute.add_offset(%iter_25, %idx_155) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_157 = cute.add_offset(%tup_125, %100) : (!cute_arith_tuple_iter_045f90, !cute.int_tuple<"(32,0)">) -> !cute_arith_tuple_iter_df6bff
      %tup_158 = cute.deref_arith_tuple_iter(%tup_157) : !cute_arith_tuple_iter_df6bff
      %e0_159, %e1_160, %e2_161 = cute.get_leaves(%tup_158) : !cute_int_tuple_36697f
      %int_tuple_162 = cute.make_int_tuple(%e0_159, %e1_160, %e2_161) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_36697f
      %int_tup_iter_163 = cute.make_arith_tuple_iter(%int_tuple_162) : (!cute_int_tuple_36697f) -> !cute_arith_tuple_iter_df6bff
      %1132 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_164 = cute_nvgpu.get_tma_desc_addr(%1132 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %1133 = cute_nvgpu.atom.get_value(%1132 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_165 = cute.deref_arith_tuple_iter(%int_tup_iter_163) : !cute_arith_tuple_iter_df6bff
      %1134:3 = cute.get_scalars(%tup_165) : !cute_int_tuple_36697f
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_164 : !cute.ptr<generic, align<64>>, %ptr_156 : !cute_ptr_8ec51c, [%1134#0, %1134#1, %1134#2] : i32, i32, i32) cache_policy = %1133 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb71
    ^bb71:  // 2 preds: ^bb69, ^bb70
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %1135 = arith.addi %1108, %c1_i32 : i32
      %1136 = arith.remsi %1135, %c4_i32 : i32
      %1137 = cute.memref.load(%view, %99) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
      cute.memref.store(%rmem_88, %157, %1137) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %1138 = cute.memref.load(%view, %98) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
      cute.memref.store(%rmem_88, %135, %1138) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %1139 = cute.memref.load(%view, %97) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
      cute.memref.store(%rmem_88, %134, %1139) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %1140 = cute.memref.load(%view, %96) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
      cute.memref.store(%rmem_88, %133, %1140) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %1141 = cute.memref.load(%view, %95) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
      cute.memref.store(%rmem_88, %132, %1141) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %1142 = cute.memref.load(%view, %94) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
      cute.memref.store(%rmem_88, %131, %1142) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %1143 = cute.memref.load(%view, %93) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
      cute.memref.store(%rmem_88, %130, %1143) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %1144 = cute.memref.load(%view, %92) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
      cute.memref.store(%rmem_88, %129, %1144) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %1145 = cute.memref.load(%view, %91) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
      cute.memref.store(%rmem_88, %128, %1145) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %1146 = cute.memref.load(%view, %90) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
      cute.memref.store(%rmem_88, %127, %1146) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %1147 = cute.memref.load(%view, %89) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
      cute.memref.store(%rmem_88, %126, %1147) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %1148 = cute.memref.load(%view, %88) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
      cute.memref.store(%rmem_88, %125, %1148) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %1149 = cute.memref.load(%view, %87) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
      cute.memref.store(%rmem_88, %124, %1149) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %1150 = cute.memref.load(%view, %86) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
      cute.memref.store(%rmem_88, %123, %1150) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %1151 = cute.memref.load(%view, %85) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
      cute.memref.store(%rmem_88, %122, %1151) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %1152 = cute.memref.load(%view, %84) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
      cute.memref.store(%rmem_88, %121, %1152) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %1153 = cute.memref.load_vec(%rmem_88) : (!memref_rmem_f32_2) -> vector<16xf32>
      %1154 = arith.truncf %1153 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%1154, %rmem_89) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_166 = cute.make_coord(%1136) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_167 = cute.crd2idx(%coord_166, %120) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb72(%c0_i32 : i32)
    ^bb72(%1155: i32):  // 2 preds: ^bb71, ^bb73
      %1156 = arith.cmpi slt, %1155, %c2_i32 : i32
      cf.cond_br %1156, ^bb73, ^bb74 {llvm.loop_annotation = #loop_annotation}
    ^bb73:  // pred: ^bb72
      %coord_168 = cute.make_coord(%1155) : (i32) -> !cute.coord<"(_,?)">
      %idx_169 = cute.crd2idx(%coord_168, %119) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_170 = cute.add_offset(%iter_90, %idx_169) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_171 = cute.crd2idx(%coord_168, %118) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_172 = cute.add_offset(%ptr_86, %idx_171) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %1157 = builtin.unrealized_conversion_cast %ptr_170 : !cute_ptr_2914ae to !llvm.ptr
      %1158 = llvm.load %1157 : !llvm.ptr -> vector<4xi32>
      %swizzled_173 = cute.apply_swizzle(%ptr_172) : !cute_ptr_6d8216
      %ptr_174 = cute.add_offset(%swizzled_173, %idx_167) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_174, %1158) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %1159 = arith.addi %1155, %c1_i32 : i32
      cf.br ^bb72(%1159 : i32)
    ^bb74:  // pred: ^bb72
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %466, ^bb75, ^bb76
    ^bb75:  // pred: ^bb74
      %coord_175 = cute.make_coord(%1136) : (i32) -> !cute.coord<"(_,?)">
      %idx_176 = cute.crd2idx(%coord_175, %117) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_177 = cute.add_offset(%iter_25, %idx_176) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_178 = cute.add_offset(%tup_125, %146) : (!cute_arith_tuple_iter_045f90, !cute.int_tuple<"(64,0)">) -> !cute_arith_tuple_iter_396070
      %tup_179 = cute.deref_arith_tuple_iter(%tup_178) : !cute_arith_tuple_iter_396070
      %e0_180, %e1_181, %e2_182 = cute.get_leaves(%tup_179) : !cute_int_tuple_ae8a07
      %int_tuple_183 = cute.make_int_tuple(%e0_180, %e1_181, %e2_182) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ae8a07
      %int_tup_iter_184 = cute.make_arith_tuple_iter(%int_tuple_183) : (!cute_int_tuple_ae8a07) -> !cute_arith_tuple_iter_396070
      %1160 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_185 = cute_nvgpu.get_tma_desc_addr(%1160 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %1161 = cute_nvgpu.atom.get_value(%1160 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_186 = cute.deref_arith_tuple_iter(%int_tup_iter_184) : !cute_arith_tuple_iter_396070
      %1162:3 = cute.get_scalars(%tup_186) : !cute_int_tuple_ae8a07
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_185 : !cute.ptr<generic, align<64>>, %ptr_177 : !cute_ptr_8ec51c, [%1162#0, %1162#1, %1162#2] : i32, i32, i32) cache_policy = %1161 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb76
    ^bb76:  // 2 preds: ^bb74, ^bb75
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %1163 = arith.addi %1136, %c1_i32 : i32
      %1164 = arith.remsi %1163, %c4_i32 : i32
      %1165 = cute.memref.load(%view, %83) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
      cute.memref.store(%rmem_88, %157, %1165) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %1166 = cute.memref.load(%view, %82) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
      cute.memref.store(%rmem_88, %135, %1166) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %1167 = cute.memref.load(%view, %81) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
      cute.memref.store(%rmem_88, %134, %1167) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %1168 = cute.memref.load(%view, %80) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
      cute.memref.store(%rmem_88, %133, %1168) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %1169 = cute.memref.load(%view, %79) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
      cute.memref.store(%rmem_88, %132, %1169) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %1170 = cute.memref.load(%view, %78) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
      cute.memref.store(%rmem_88, %131, %1170) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %1171 = cute.memref.load(%view, %77) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
      cute.memref.store(%rmem_88, %130, %1171) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %1172 = cute.memref.load(%view, %76) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
      cute.memref.store(%rmem_88, %129, %1172) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %1173 = cute.memref.load(%view, %75) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
      cute.memref.store(%rmem_88, %128, %1173) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %1174 = cute.memref.load(%view, %74) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
      cute.memref.store(%rmem_88, %127, %1174) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %1175 = cute.memref.load(%view, %73) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
      cute.memref.store(%rmem_88, %126, %1175) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %1176 = cute.memref.load(%view, %72) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
      cute.memref.store(%rmem_88, %125, %1176) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %1177 = cute.memref.load(%view, %71) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
      cute.memref.store(%rmem_88, %124, %1177) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %1178 = cute.memref.load(%view, %70) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
      cute.memref.store(%rmem_88, %123, %1178) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %1179 = cute.memref.load(%view, %69) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
      cute.memref.store(%rmem_88, %122, %1179) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %1180 = cute.memref.load(%view, %68) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
      cute.memref.store(%rmem_88, %121, %1180) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %1181 = cute.memref.load_vec(%rmem_88) : (!memref_rmem_f32_2) -> vector<16xf32>
      %1182 = arith.truncf %1181 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%1182, %rmem_89) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_187 = cute.make_coord(%1164) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_188 = cute.crd2idx(%coord_187, %120) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb77(%c0_i32 : i32)
    ^bb77(%1183: i32):  // 2 preds: ^bb76, ^bb78
      %1184 = arith.cmpi slt, %1183, %c2_i32 : i32
      cf.cond_br %1184, ^bb78, ^bb79 {llvm.loop_annotation = #loop_annotation}
    ^bb78:  // pred: ^bb77
      %coord_189 = cute.make_coord(%1183) : (i32) -> !cute.coord<"(_,?)">
      %idx_190 = cute.crd2idx(%coord_189, %119) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_191 = cute.add_offset(%iter_90, %idx_190) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_192 = cute.crd2idx(%coord_189, %118) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_193 = cute.add_offset(%ptr_86, %idx_192) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %1185 = builtin.unrealized_conversion_cast %ptr_191 : !cute_ptr_2914ae to !llvm.ptr
      %1186 = llvm.load %1185 : !llvm.ptr -> vector<4xi32>
      %swizzled_194 = cute.apply_swizzle(%ptr_193) : !cute_ptr_6d8216
      %ptr_195 = cute.add_offset(%swizzled_194, %idx_188) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_195, %1186) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %1187 = arith.addi %1183, %c1_i32 : i32
      cf.br ^bb77(%1187 : i32)
    ^bb79:  // pred: ^bb77
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %466, ^bb80, ^bb81
    ^bb80:  // pred: ^bb79
      %coord_196 = cute.make_coord(%1164) : (i32) -> !cute.coord<"(_,?)">
      %idx_197 = cute.crd2idx(%coord_196, %117) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_198 = cute.add_offset(%iter_25, %idx_197) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_199 = cute.add_offset(%tup_125, %67) : (!cute_arith_tuple_iter_045f90, !cute.int_tuple<"(96,0)">) -> !cute_arith_tuple_iter_df6bff
      %tup_200 = cute.deref_arith_tuple_iter(%tup_199) : !cute_arith_tuple_iter_df6bff
      %e0_201, %e1_202, %e2_203 = cute.get_leaves(%tup_200) : !cute_int_tuple_36697f
      %int_tuple_204 = cute.make_int_tuple(%e0_201, %e1_202, %e2_203) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_36697f
      %int_tup_iter_205 = cute.make_arith_tuple_iter(%int_tuple_204) : (!cute_int_tuple_36697f) -> !cute_arith_tuple_iter_df6bff
      %1188 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_206 = cute_nvgpu.get_tma_desc_addr(%1188 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %1189 = cute_nvgpu.atom.get_value(%1188 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_207 = cute.deref_arith_tuple_iter(%int_tup_iter_205) : !cute_arith_tuple_iter_df6bff
      %1190:3 = cute.get_scalars(%tup_207) : !cute_int_tuple_36697f
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_206 : !cute.ptr<generic, align<64>>, %ptr_198 : !cute_ptr_8ec51c, [%1190#0, %1190#1, %1190#2] : i32, i32, i32) cache_policy = %1189 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb81
    ^bb81:  // 2 preds: ^bb79, ^bb80
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %1191 = arith.addi %1164, %c1_i32 : i32
      %1192 = arith.remsi %1191, %c4_i32 : i32
      %1193 = cute.memref.load(%view, %66) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
      cute.memref.store(%rmem_88, %157, %1193) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %1194 = cute.memref.load(%view, %65) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
      cute.memref.store(%rmem_88, %135, %1194) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %1195 = cute.memref.load(%view, %64) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
      cute.memref.store(%rmem_88, %134, %1195) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %1196 = cute.memref.load(%view, %63) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
      cute.memref.store(%rmem_88, %133, %1196) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %1197 = cute.memref.load(%view, %62) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
      cute.memref.store(%rmem_88, %132, %1197) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %1198 = cute.memref.load(%view, %61) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
      cute.memref.store(%rmem_88, %131, %1198) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %1199 = cute.memref.load(%view, %60) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
      cute.memref.store(%rmem_88, %130, %1199) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %1200 = cute.memref.load(%view, %59) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
      cute.memref.store(%rmem_88, %129, %1200) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %1201 = cute.memref.load(%view, %58) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
      cute.memref.store(%rmem_88, %128, %1201) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %1202 = cute.memref.load(%view, %57) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
      cute.memref.store(%rmem_88, %127, %1202) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %1203 = cute.memref.load(%view, %56) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
      cute.memref.store(%rmem_88, %126, %1203) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %1204 = cute.memref.load(%view, %55) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
      cute.memref.store(%rmem_88, %125, %1204) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %1205 = cute.memref.load(%view, %54) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
      cute.memref.store(%rmem_88, %124, %1205) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %1206 = cute.memref.load(%view, %53) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
      cute.memref.store(%rmem_88, %123, %1206) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %1207 = cute.memref.load(%view, %52) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
      cute.memref.store(%rmem_88, %122, %1207) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %1208 = cute.memref.load(%view, %51) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
      cute.memref.store(%rmem_88, %121, %1208) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %1209 = cute.memref.load_vec(%rmem_88) : (!memref_rmem_f32_2) -> vector<16xf32>
      %1210 = arith.truncf %1209 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%1210, %rmem_89) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_208 = cute.make_coord(%1192) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_209 = cute.crd2idx(%coord_208, %120) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb82(%c0_i32 : i32)
    ^bb82(%1211: i32):  // 2 preds: ^bb81, ^bb83
      %1212 = arith.cmpi slt, %1211, %c2_i32 : i32
      cf.cond_br %1212, ^bb83, ^bb84 {llvm.loop_annotation = #loop_annotation}
    ^bb83:  // pred: ^bb82
      %coord_210 = cute.make_coord(%1211) : (i32) -> !cute.coord<"(_,?)">
      %idx_211 = cute.crd2idx(%coord_210, %119) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_212 = cute.add_offset(%iter_90, %idx_211) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_213 = cute.crd2idx(%coord_210, %118) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_214 = cute.add_offset(%ptr_86, %idx_213) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %1213 = builtin.unrealized_conversion_cast %ptr_212 : !cute_ptr_2914ae to !llvm.ptr
      %1214 = llvm.load %1213 : !llvm.ptr -> vector<4xi32>
      %swizzled_215 = cute.apply_swizzle(%ptr_214) : !cute_ptr_6d8216
      %ptr_216 = cute.add_offset(%swizzled_215, %idx_209) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_216, %1214) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %1215 = arith.addi %1211, %c1_i32 : i32
      cf.br ^bb82(%1215 : i32)
    ^bb84:  // pred: ^bb82
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %466, ^bb85, ^bb86
    ^bb85:  // pred: ^bb84
      %coord_217 = cute.make_coord(%1192) : (i32) -> !cute.coord<"(_,?)">
      %idx_218 = cute.crd2idx(%coord_217, %117) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_219 = cute.add_offset(%iter_25, %idx_218) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_220 = cute.add_offset(%tup_125, %142) : (!cute_arith_tuple_iter_045f90, !cute.int_tuple<"(128,0)">) -> !cute_arith_tuple_iter_815f75
      %tup_221 = cute.deref_arith_tuple_iter(%tup_220) : !cute_arith_tuple_iter_815f75
      %e0_222, %e1_223, %e2_224 = cute.get_leaves(%tup_221) : !cute_int_tuple_ee97c9
      %int_tuple_225 = cute.make_int_tuple(%e0_222, %e1_223, %e2_224) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ee97c9
      %int_tup_iter_226 = cute.make_arith_tuple_iter(%int_tuple_225) : (!cute_int_tuple_ee97c9) -> !cute_arith_tuple_iter_815f75
      %1216 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_227 = cute_nvgpu.get_tma_desc_addr(%1216 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %1217 = cute_nvgpu.atom.get_value(%1216 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_228 = cute.deref_arith_tuple_iter(%int_tup_iter_226) : !cute_arith_tuple_iter_815f75
      %1218:3 = cute.get_scalars(%tup_228) : !cute_int_tuple_ee97c9
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_227 : !cute.ptr<generic, align<64>>, %ptr_219 : !cute_ptr_8ec51c, [%1218#0, %1218#1, %1218#2] : i32, i32, i32) cache_policy = %1217 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb86
    ^bb86:  // 2 preds: ^bb84, ^bb85
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %1219 = arith.addi %1192, %c1_i32 : i32
      %1220 = arith.remsi %1219, %c4_i32 : i32
      %1221 = cute.memref.load(%view, %50) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
      cute.memref.store(%rmem_88, %157, %1221) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %1222 = cute.memref.load(%view, %49) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
      cute.memref.store(%rmem_88, %135, %1222) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %1223 = cute.memref.load(%view, %48) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
      cute.memref.store(%rmem_88, %134, %1223) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %1224 = cute.memref.load(%view, %47) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
      cute.memref.store(%rmem_88, %133, %1224) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %1225 = cute.memref.load(%view, %46) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
      cute.memref.store(%rmem_88, %132, %1225) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %1226 = cute.memref.load(%view, %45) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
      cute.memref.store(%rmem_88, %131, %1226) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %1227 = cute.memref.load(%view, %44) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
      cute.memref.store(%rmem_88, %130, %1227) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %1228 = cute.memref.load(%view, %43) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
      cute.memref.store(%rmem_88, %129, %1228) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %1229 = cute.memref.load(%view, %42) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
      cute.memref.store(%rmem_88, %128, %1229) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %1230 = cute.memref.load(%view, %41) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
      cute.memref.store(%rmem_88, %127, %1230) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %1231 = cute.memref.load(%view, %40) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
      cute.memref.store(%rmem_88, %126, %1231) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %1232 = cute.memref.load(%view, %39) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
      cute.memref.store(%rmem_88, %125, %1232) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %1233 = cute.memref.load(%view, %38) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
      cute.memref.store(%rmem_88, %124, %1233) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %1234 = cute.memref.load(%view, %37) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
      cute.memref.store(%rmem_88, %123, %1234) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %1235 = cute.memref.load(%view, %36) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
      cute.memref.store(%rmem_88, %122, %1235) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %1236 = cute.memref.load(%view, %35) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
      cute.memref.store(%rmem_88, %121, %1236) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %1237 = cute.memref.load_vec(%rmem_88) : (!memref_rmem_f32_2) -> vector<16xf32>
      %1238 = arith.truncf %1237 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%1238, %rmem_89) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_229 = cute.make_coord(%1220) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_230 = cute.crd2idx(%coord_229, %120) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb87(%c0_i32 : i32)
    ^bb87(%1239: i32):  // 2 preds: ^bb86, ^bb88
      %1240 = arith.cmpi slt, %1239, %c2_i32 : i32
      cf.cond_br %1240, ^bb88, ^bb89 {llvm.loop_annotation = #loop_annotation}
    ^bb88:  // pred: ^bb87
      %coord_231 = cute.make_coord(%1239) : (i32) -> !cute.coord<"(_,?)">
      %idx_232 = cute.crd2idx(%coord_231, %119) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_233 = cute.add_offset(%iter_90, %idx_232) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_234 = cute.crd2idx(%coord_231, %118) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_235 = cute.add_offset(%ptr_86, %idx_234) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %1241 = builtin.unrealized_conversion_cast %ptr_233 : !cute_ptr_2914ae to !llvm.ptr
      %1242 = llvm.load %1241 : !llvm.ptr -> vector<4xi32>
      %swizzled_236 = cute.apply_swizzle(%ptr_235) : !cute_ptr_6d8216
      %ptr_237 = cute.add_offset(%swizzled_236, %idx_230) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_237, %1242) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %1243 = arith.addi %1239, %c1_i32 : i32
      cf.br ^bb87(%1243 : i32)
    ^bb89:  // pred: ^bb87
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %466, ^bb90, ^bb91
    ^bb90:  // pred: ^bb89
      %coord_238 = cute.make_coord(%1220) : (i32) -> !cute.coord<"(_,?)">
      %idx_239 = cute.crd2idx(%coord_238, %117) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_240 = cute.add_offset(%iter_25, %idx_239) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_241 = cute.add_offset(%tup_125, %34) : (!cute_arith_tuple_iter_045f90, !cute.int_tuple<"(160,0)">) -> !cute_arith_tuple_iter_df6bff
      %tup_242 = cute.deref_arith_tuple_iter(%tup_241) : !cute_arith_tuple_iter_df6bff
      %e0_243, %e1_244, %e2_245 = cute.get_leaves(%tup_242) : !cute_int_tuple_36697f
      %int_tuple_246 = cute.make_int_tuple(%e0_243, %e1_244, %e2_245) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_36697f
      %int_tup_iter_247 = cute.make_arith_tuple_iter(%int_tuple_246) : (!cute_int_tuple_36697f) -> !cute_arith_tuple_iter_df6bff
      %1244 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_248 = cute_nvgpu.get_tma_desc_addr(%1244 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %1245 = cute_nvgpu.atom.get_value(%1244 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_249 = cute.deref_arith_tuple_iter(%int_tup_iter_247) : !cute_arith_tuple_iter_df6bff
      %1246:3 = cute.get_scalars(%tup_249) : !cute_int_tuple_36697f
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_248 : !cute.ptr<generic, align<64>>, %ptr_240 : !cute_ptr_8ec51c, [%1246#0, %1246#1, %1246#2] : i32, i32, i32) cache_policy = %1245 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb91
    ^bb91:  // 2 preds: ^bb89, ^bb90
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %1247 = arith.addi %1220, %c1_i32 : i32
      %1248 = arith.remsi %1247, %c4_i32 : i32
      %1249 = cute.memref.load(%view, %33) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
      cute.memref.store(%rmem_88, %157, %1249) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %1250 = cute.memref.load(%view, %32) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
      cute.memref.store(%rmem_88, %135, %1250) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %1251 = cute.memref.load(%view, %31) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
      cute.memref.store(%rmem_88, %134, %1251) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %1252 = cute.memref.load(%view, %30) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
      cute.memref.store(%rmem_88, %133, %1252) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %1253 = cute.memref.load(%view, %29) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
      cute.memref.store(%rmem_88, %132, %1253) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %1254 = cute.memref.load(%view, %28) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
      cute.memref.store(%rmem_88, %131, %1254) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %1255 = cute.memref.load(%view, %27) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
      cute.memref.store(%rmem_88, %130, %1255) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %1256 = cute.memref.load(%view, %26) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
      cute.memref.store(%rmem_88, %129, %1256) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %1257 = cute.memref.load(%view, %25) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
      cute.memref.store(%rmem_88, %128, %1257) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %1258 = cute.memref.load(%view, %24) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
      cute.memref.store(%rmem_88, %127, %1258) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %1259 = cute.memref.load(%view, %23) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
      cute.memref.store(%rmem_88, %126, %1259) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %1260 = cute.memref.load(%view, %22) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
      cute.memref.store(%rmem_88, %125, %1260) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %1261 = cute.memref.load(%view, %21) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
      cute.memref.store(%rmem_88, %124, %1261) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %1262 = cute.memref.load(%view, %20) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
      cute.memref.store(%rmem_88, %123, %1262) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %1263 = cute.memref.load(%view, %19) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
      cute.memref.store(%rmem_88, %122, %1263) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %1264 = cute.memref.load(%view, %18) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
      cute.memref.store(%rmem_88, %121, %1264) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %1265 = cute.memref.load_vec(%rmem_88) : (!memref_rmem_f32_2) -> vector<16xf32>
      %1266 = arith.truncf %1265 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%1266, %rmem_89) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_250 = cute.make_coord(%1248) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_251 = cute.crd2idx(%coord_250, %120) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb92(%c0_i32 : i32)
    ^bb92(%1267: i32):  // 2 preds: ^bb91, ^bb93
      %1268 = arith.cmpi slt, %1267, %c2_i32 : i32
      cf.cond_br %1268, ^bb93, ^bb94 {llvm.loop_annotation = #loop_annotation}
    ^bb93:  // pred: ^bb92
      %coord_252 = cute.make_coord(%1267) : (i32) -> !cute.coord<"(_,?)">
      %idx_253 = cute.crd2idx(%coord_252, %119) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_254 = cute.add_offset(%iter_90, %idx_253) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_255 = cute.crd2idx(%coord_252, %118) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_256 = cute.add_offset(%ptr_86, %idx_255) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %1269 = builtin.unrealized_conversion_cast %ptr_254 : !cute_ptr_2914ae to !llvm.ptr
      %1270 = llvm.load %1269 : !llvm.ptr -> vector<4xi32>
      %swizzled_257 = cute.apply_swizzle(%ptr_256) : !cute_ptr_6d8216
      %ptr_258 = cute.add_offset(%swizzled_257, %idx_251) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_258, %1270) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %1271 = arith.addi %1267, %c1_i32 : i32
      cf.br ^bb92(%1271 : i32)
    ^bb94:  // pred: ^bb92
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %466, ^bb95, ^bb96
    ^bb95:  // pred: ^bb94
      %coord_259 = cute.make_coord(%1248) : (i32) -> !cute.coord<"(_,?)">
      %idx_260 = cute.crd2idx(%coord_259, %117) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_261 = cute.add_offset(%iter_25, %idx_260) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_262 = cute.add_offset(%tup_125, %140) : (!cute_arith_tuple_iter_045f90, !cute.int_tuple<"(192,0)">) -> !cute_arith_tuple_iter_396070
      %tup_263 = cute.deref_arith_tuple_iter(%tup_262) : !cute_arith_tuple_iter_396070
      %e0_264, %e1_265, %e2_266 = cute.get_leaves(%tup_263) : !cute_int_tuple_ae8a07
      %int_tuple_267 = cute.make_int_tuple(%e0_264, %e1_265, %e2_266) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ae8a07
      %int_tup_iter_268 = cute.make_arith_tuple_iter(%int_tuple_267) : (!cute_int_tuple_ae8a07) -> !cute_arith_tuple_iter_396070
      %1272 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_269 = cute_nvgpu.get_tma_desc_addr(%1272 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %1273 = cute_nvgpu.atom.get_value(%1272 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_270 = cute.deref_arith_tuple_iter(%int_tup_iter_268) : !cute_arith_tuple_iter_396070
      %1274:3 = cute.get_scalars(%tup_270) : !cute_int_tuple_ae8a07
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_269 : !cute.ptr<generic, align<64>>, %ptr_261 : !cute_ptr_8ec51c, [%1274#0, %1274#1, %1274#2] : i32, i32, i32) cache_policy = %1273 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %1275 = arith.addi %1248, %c1_i32 : i32
      %1276 = arith.remsi %1275, %c4_i32 : i32
      %1277 = cute.memref.load(%view, %17) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
      cute.memref.store(%rmem_88, %157, %1277) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %1278 = cute.memref.load(%view, %16) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
      cute.memref.store(%rmem_88, %135, %1278) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %1279 = cute.memref.load(%view, %15) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
      cute.memref.store(%rmem_88, %134, %1279) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %1280 = cute.memref.load(%view, %14) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
      cute.memref.store(%rmem_88, %133, %1280) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %1281 = cute.memref.load(%view, %13) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
      cute.memref.store(%rmem_88, %132, %1281) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %1282 = cute.memref.load(%view, %12) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
      cute.memref.store(%rmem_88, %131, %1282) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %1283 = cute.memref.load(%view, %11) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
      cute.memref.store(%rmem_88, %130, %1283) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %1284 = cute.memref.load(%view, %10) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
      cute.memref.store(%rmem_88, %129, %1284) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %1285 = cute.memref.load(%view, %9) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
      cute.memref.store(%rmem_88, %128, %1285) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %1286 = cute.memref.load(%view, %8) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
      cute.memref.store(%rmem_88, %127, %1286) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %1287 = cute.memref.load(%view, %7) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
      cute.memref.store(%rmem_88, %126, %1287) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %1288 = cute.memref.load(%view, %6) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
      cute.memref.store(%rmem_88, %125, %1288) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %1289 = cute.memref.load(%view, %5) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
      cute.memref.store(%rmem_88, %124, %1289) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %1290 = cute.memref.load(%view, %4) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
      cute.memref.store(%rmem_88, %123, %1290) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %1291 = cute.memref.load(%view, %3) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
      cute.memref.store(%rmem_88, %122, %1291) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %1292 = cute.memref.load(%view, %2) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
      cute.memref.store(%rmem_88, %121, %1292) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %1293 = cute.memref.load_vec(%rmem_88) : (!memref_rmem_f32_2) -> vector<16xf32>
      %1294 = arith.truncf %1293 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%1294, %rmem_89) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_271 = cute.make_coord(%1276) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_272 = cute.crd2idx(%coord_271, %120) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb97(%c0_i32 : i32)
    ^bb97(%1295: i32):  // 2 preds: ^bb96, ^bb98
      %1296 = arith.cmpi slt, %1295, %c2_i32 : i32
      cf.cond_br %1296, ^bb98, ^bb99 {llvm.loop_annotation = #loop_annotation}
    ^bb98:  // pred: ^bb97
      %coord_273 = cute.make_coord(%1295) : (i32) -> !cute.coord<"(_,?)">
      %idx_274 = cute.crd2idx(%coord_273, %119) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_275 = cute.add_offset(%iter_90, %idx_274) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_276 = cute.crd2idx(%coord_273, %118) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_277 = cute.add_offset(%ptr_86, %idx_276) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %1297 = builtin.unrealized_conversion_cast %ptr_275 : !cute_ptr_2914ae to !llvm.ptr
      %1298 = llvm.load %1297 : !llvm.ptr -> vector<4xi32>
      %swizzled_278 = cute.apply_swizzle(%ptr_277) : !cute_ptr_6d8216
      %ptr_279 = cute.add_offset(%swizzled_278, %idx_272) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_279, %1298) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %1299 = arith.addi %1295, %c1_i32 : i32
      cf.br ^bb97(%1299 : i32)
    ^bb99:  // pred: ^bb97
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %466, ^bb100, ^bb101
    ^bb100:  // pred: ^bb99
      %coord_280 = cute.make_coord(%1276) : (i32) -> !cute.coord<"(_,?)">
      %idx_281 = cute.crd2idx(%coord_280, %117) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_282 = cute.add_offset(%iter_25, %idx_281) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_283 = cute.add_offset(%tup_125, %1) : (!cute_arith_tuple_iter_045f90, !cute.int_tuple<"(224,0)">) -> !cute_arith_tuple_iter_df6bff
      %tup_284 = cute.deref_arith_tuple_iter(%tup_283) : !cute_arith_tuple_iter_df6bff
      %e0_285, %e1_286, %e2_287 = cute.get_leaves(%tup_284) : !cute_int_tuple_36697f
      %int_tuple_288 = cute.make_int_tuple(%e0_285, %e1_286, %e2_287) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_36697f
      %int_tup_iter_289 = cute.make_arith_tuple_iter(%int_tuple_288) : (!cute_int_tuple_36697f) -> !cute_arith_tuple_iter_df6bff
      %1300 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_290 = cute_nvgpu.get_tma_desc_addr(%1300 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %1301 = cute_nvgpu.atom.get_value(%1300 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_291 = cute.deref_arith_tuple_iter(%int_tup_iter_289) : !cute_arith_tuple_iter_df6bff
      %1302:3 = cute.get_scalars(%tup_291) : !cute_int_tuple_36697f
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_290 : !cute.ptr<generic, align<64>>, %ptr_282 : !cute_ptr_8ec51c, [%1302#0, %1302#1, %1302#2] : i32, i32, i32) cache_policy = %1301 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb101
    ^bb101:  // 2 preds: ^bb99, ^bb100
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %1303 = arith.addi %1276, %c1_i32 : i32
      %1304 = arith.remsi %1303, %c4_i32 : i32
      %1305 = arith.addi %478, %192 : i32
      cf.br ^bb37(%1304, %1305, %528, %1076, %1078, %1080, %533, %534, %535 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32)
    ^bb102:  // pred: ^bb37
      nvvm.cp.async.bulk.wait_group 0 {read}
      cf.br ^bb103
    ^bb103:  // 2 preds: ^bb35, ^bb102
      return
    }
  }
  func.func @cutlass___call___cute_irkernelsgemm_sm90_h675d2dae(%arg0: !memref_gmem_bf16_, %arg1: !memref_gmem_bf16_1, %arg2: !memref_gmem_bf16_2, %arg3: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %c230400_i64 = arith.constant 230400 : i64
    %c2233785415175766016_i64 = arith.constant 2233785415175766016 : i64
    %c4290672329751_i64 = arith.constant 4290672329751 : i64
    %c131000_i64 = arith.constant 131000 : i64
    %c562643092770_i64 = arith.constant 562643092770 : i64
    %c2229088027671_i64 = arith.constant 2229088027671 : i64
    %c68120_i64 = arith.constant 68120 : i64
    %c562643100962_i64 = arith.constant 562643100962 : i64
    %c4539628424389459968_i64 = arith.constant 4539628424389459968 : i64
    %c1_i64 = arith.constant 1 : i64
    %c2229088027623_i64 = arith.constant 2229088027623 : i64
    %c65000_i64 = arith.constant 65000 : i64
    %c536873297186_i64 = arith.constant 536873297186 : i64
    %c0_i32 = arith.constant 0 : i32
    %c40_i32 = arith.constant 40 : i32
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %c384_i32 = arith.constant 384 : i32
    %c127_i64 = arith.constant 127 : i64
    %c31_i64 = arith.constant 31 : i64
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
    %atom = cute.make_atom() : () -> !cute_nvgpu_sm90_mma_8508c3
    %0 = cute_nvgpu.atom.set_value(%atom, %false : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !cute_nvgpu_sm90_mma_8508c3
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
    llvm.store %c536873297186_i64, %5 : i64, !llvm.ptr
    llvm.store %c65000_i64, %6 : i64, !llvm.ptr
    llvm.store %c0_i64, %7 : i64, !llvm.ptr
    llvm.store %c2229088027623_i64, %8 : i64, !llvm.ptr
    llvm.store %c1_i64, %9 : i64, !llvm.ptr
    llvm.store %c4539628424389459968_i64, %10 : i64, !llvm.ptr
    llvm.store %c63_i64, %11 : i64, !llvm.ptr
    %15 = builtin.unrealized_conversion_cast %2 : !llvm.ptr to !cute_ptr_9651e7
    %16 = cute.ptrtoint(%15) : !cute_ptr_9651e7 to i64
    %17 = llvm.inttoptr %16 : i64 to !llvm.ptr
    %18 = llvm.load %17 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %19 = builtin.unrealized_conversion_cast %18 : !llvm.struct<(array<16 x i64>)> to !cute_nvgpu.tma_descriptor_tiled
    %atom_2 = cute.make_atom() : () -> !cute_nvgpu_atom_non_exec_tiled_tma_load_5d2546
    %20 = cute_nvgpu.atom.set_value(%atom_2, %19 : !cute_nvgpu.tma_descriptor_tiled) {field = #cute_nvgpu.atom_copy_field_non_exec_tma_load<tma_desc>} : !cute_nvgpu_atom_non_exec_tiled_tma_load_5d2546
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
    llvm.store %c562643100962_i64, %24 : i64, !llvm.ptr
    llvm.store %c68120_i64, %25 : i64, !llvm.ptr
    llvm.store %c0_i64, %26 : i64, !llvm.ptr
    llvm.store %c2229088027671_i64, %27 : i64, !llvm.ptr
    llvm.store %c1_i64, %28 : i64, !llvm.ptr
    llvm.store %c4539628424389459968_i64, %29 : i64, !llvm.ptr
    llvm.store %c31_i64, %30 : i64, !llvm.ptr
    %34 = builtin.unrealized_conversion_cast %21 : !llvm.ptr to !cute_ptr_9651e7
    %35 = cute.ptrtoint(%34) : !cute_ptr_9651e7 to i64
    %36 = llvm.inttoptr %35 : i64 to !llvm.ptr
    %37 = llvm.load %36 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %38 = builtin.unrealized_conversion_cast %37 : !llvm.struct<(array<16 x i64>)> to !cute_nvgpu.tma_descriptor_tiled
    %atom_3 = cute.make_atom() : () -> !cute_nvgpu_atom_non_exec_tiled_tma_load_81943b
    %39 = cute_nvgpu.atom.set_value(%atom_3, %38 : !cute_nvgpu.tma_descriptor_tiled) {field = #cute_nvgpu.atom_copy_field_non_exec_tma_load<tma_desc>} : !cute_nvgpu_atom_non_exec_tiled_tma_load_81943b
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
    %60 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h796d7fd4_0<%59> (%20, %39, %58, %1) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!cute_nvgpu_atom_non_exec_tiled_tma_load_5d2546, !cute_nvgpu_atom_non_exec_tiled_tma_load_81943b, !cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0, !mma_bf16_bf16_f32_64x256x16_) -> !cuda.result
    %61 = cuda.cast %60 : !cuda.result -> i32
    cuda.return_if_error %61 : i32
    return %c0_i32 : i32
  }
}
