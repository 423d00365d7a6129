!cute_arith_tuple_iter_045f90 = !cute.arith_tuple_iter<"(?{div=256},?{div=128},?)">
!cute_arith_tuple_iter_396070 = !cute.arith_tuple_iter<"(?{div=64},?{div=128},?)">
!cute_arith_tuple_iter_815f75 = !cute.arith_tuple_iter<"(?{div=128},?{div=128},?)">
!cute_arith_tuple_iter_a2b070 = !cute.arith_tuple_iter<"(?{div=64},?{div=256},?)">
!cute_arith_tuple_iter_da3d01 = !cute.arith_tuple_iter<"(0,0,0)">
!cute_arith_tuple_iter_df6bff = !cute.arith_tuple_iter<"(?{div=32},?{div=128},?)">
!cute_int_tuple_36697f = !cute.int_tuple<"(?{div=32},?{div=128},?)">
!cute_int_tuple_9155e1 = !cute.int_tuple<"(?{div=64},?{div=256},?)">
!cute_int_tuple_a5ac5a = !cute.int_tuple<"(?{div=256},?{div=128},?)">
!cute_int_tuple_ae8a07 = !cute.int_tuple<"(?{div=64},?{div=128},?)">
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
!cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7 = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, tma_format = BF16_RN>
!cute_nvgpu_atom_non_exec_tiled_tma_load_e16f63 = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 262144, tma_gbasis = <"(64,256,1):(1@1,1@0,1@2)">, tma_format = BF16_RN>
!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0 = !cute_nvgpu.atom.non_exec_tiled_tma_store<bf16, copy_bits = 65536, tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">, tma_format = BF16_RN>
!cute_nvgpu_atom_tma_load_07fe0b = !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">>
!cute_nvgpu_atom_tma_load_176067 = !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,256,1):(1@1,1@0,1@2)">>
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
    cuda.kernel @kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0(%arg0: !cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7 {cute_nvgpu.grid_constant}, %arg1: !cute_nvgpu_atom_non_exec_tiled_tma_load_e16f63 {cute_nvgpu.grid_constant}, %arg2: !cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0 {cute_nvgpu.grid_constant}, %arg3: !mma_bf16_bf16_f32_64x256x16_) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 384, 1, 1>} {
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
      %139 = cute.static : !cute.coord<"0">
      %140 = cute.static : !cute_layout_c09968
      %141 = cute.static : !cute_layout_8af91a
      %142 = cute.static : !cute_layout_d2b4bf
      %c512_i32 = arith.constant 512 : i32
      %c256_i32 = arith.constant 256 : i32
      %c4096_i32 = arith.constant 4096 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %143 = cute.static : !cute_layout_17e8ee
      %144 = cute.static : !cute_layout_706400
      %145 = cute.static : !cute_layout_69ac76
      %146 = cute.static : !cute_layout_e150ce
      %c49152_i32 = arith.constant 49152 : i32
      %c10000000_i32 = arith.constant 10000000 : i32
      %c9_i32 = arith.constant 9 : i32
      %c40_i32 = arith.constant 40 : i32
      %c80_i32 = arith.constant 80 : i32
      %true = arith.constant true
      %c8_i32 = arith.constant 8 : i32
      %147 = cute.static : !cute.int_tuple<"4">
      %148 = cute.static : !cute.int_tuple<"3">
      %149 = cute.static : !cute.int_tuple<"2">
      %150 = cute.static : !cute.int_tuple<"1">
      %c1_i32 = arith.constant 1 : i32
      %151 = cute.static : !cute.int_tuple<"197632">
      %152 = cute.static : !cute.int_tuple<"66560">
      %153 = cute.static : !cute.int_tuple<"1024">
      %c0_i32 = arith.constant 0 : i32
      %c128_i32 = arith.constant 128 : i32
      %c32_i32 = arith.constant 32 : i32
      %154 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %155 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %156 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %157 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %158 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %159 = arith.muli %155, %157 : i32
      %160 = arith.addi %154, %159 : i32
      %161 = arith.muli %156, %157 : i32
      %162 = arith.muli %161, %158 : i32
      %163 = arith.addi %160, %162 : i32
      %164 = arith.divsi %163, %c32_i32 : i32
      %165 = arith.muli %164, %c32_i32 : i32
      %166 = arith.cmpi ne, %163, %165 : i32
      %c0_i32_0 = arith.constant 0 : i32
      %167 = arith.cmpi slt, %163, %c0_i32_0 : i32
      %168 = arith.cmpi slt, %c32_i32, %c0_i32_0 : i32
      %169 = arith.cmpi ne, %167, %168 : i1
      %170 = arith.andi %166, %169 : i1
      %c-1_i32 = arith.constant -1 : i32
      %171 = arith.addi %164, %c-1_i32 : i32
      %172 = arith.select %170, %171, %164 : i32
      %173 = cute_nvgpu.arch.make_warp_uniform(%172) : i32
      %174 = arith.divsi %154, %c128_i32 : i32
      %175 = arith.muli %174, %c128_i32 : i32
      %176 = arith.cmpi ne, %154, %175 : i32
      %c0_i32_1 = arith.constant 0 : i32
      %177 = arith.cmpi slt, %154, %c0_i32_1 : i32
      %178 = arith.cmpi slt, %c128_i32, %c0_i32_1 : i32
      %179 = arith.cmpi ne, %177, %178 : i1
      %180 = arith.andi %176, %179 : i1
      %c-1_i32_2 = arith.constant -1 : i32
      %181 = arith.addi %174, %c-1_i32_2 : i32
      %182 = arith.select %180, %181, %174 : i32
      %183 = cute_nvgpu.arch.make_warp_uniform(%182) : i32
      %184 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %185 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %186 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %187 = nvvm.read.ptx.sreg.nctaid.z range <i32, 1, 65535> : i32
      %188 = arith.cmpi eq, %173, %c0_i32 : i32
      cf.cond_br %188, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      cute_nvgpu.prefetch_tma_desc(%arg0) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7) -> ()
      cute_nvgpu.prefetch_tma_desc(%arg1) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_e16f63) -> ()
      cute_nvgpu.prefetch_tma_desc(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> ()
      cf.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %ptr = cute.add_offset(%smem_ptr, %153) : (!cute_ptr_9af6a0, !cute.int_tuple<"1024">) -> !cute_ptr_9af6a0
      %ptr_3 = cute.add_offset(%smem_ptr, %152) : (!cute_ptr_9af6a0, !cute.int_tuple<"66560">) -> !cute_ptr_9af6a0
      %ptr_4 = cute.add_offset(%smem_ptr, %151) : (!cute_ptr_9af6a0, !cute.int_tuple<"197632">) -> !cute_ptr_9af6a0
      %iter = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute_ptr_6167ca
      cf.cond_br %188, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %189 = builtin.unrealized_conversion_cast %iter : !cute_ptr_6167ca to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %189, %c1_i32 : !llvm.ptr<3>, i32
      %ptr_5 = cute.add_offset(%iter, %150) : (!cute_ptr_6167ca, !cute.int_tuple<"1">) -> !cute.ptr<i64, smem>
      %190 = builtin.unrealized_conversion_cast %ptr_5 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %190, %c1_i32 : !llvm.ptr<3>, i32
      %ptr_6 = cute.add_offset(%iter, %149) : (!cute_ptr_6167ca, !cute.int_tuple<"2">) -> !cute.ptr<i64, smem, align<16>>
      %191 = builtin.unrealized_conversion_cast %ptr_6 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %191, %c1_i32 : !llvm.ptr<3>, i32
      %ptr_7 = cute.add_offset(%iter, %148) : (!cute_ptr_6167ca, !cute.int_tuple<"3">) -> !cute.ptr<i64, smem>
      %192 = builtin.unrealized_conversion_cast %ptr_7 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %192, %c1_i32 : !llvm.ptr<3>, i32
      cf.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %ptr_8 = cute.add_offset(%iter, %147) : (!cute_ptr_6167ca, !cute.int_tuple<"4">) -> !cute.ptr<i64, smem, align<32>>
      cf.cond_br %188, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %193 = builtin.unrealized_conversion_cast %ptr_8 : !cute.ptr<i64, smem, align<32>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %193, %c8_i32 : !llvm.ptr<3>, i32
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"5">
      %ptr_9 = cute.add_offset(%iter, %int_tuple) : (!cute_ptr_6167ca, !cute.int_tuple<"5">) -> !cute.ptr<i64, smem>
      %194 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %194, %c8_i32 : !llvm.ptr<3>, i32
      %int_tuple_10 = cute.make_int_tuple() : () -> !cute.int_tuple<"6">
      %ptr_11 = cute.add_offset(%iter, %int_tuple_10) : (!cute_ptr_6167ca, !cute.int_tuple<"6">) -> !cute.ptr<i64, smem, align<16>>
      %195 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %195, %c8_i32 : !llvm.ptr<3>, i32
      %int_tuple_12 = cute.make_int_tuple() : () -> !cute.int_tuple<"7">
      %ptr_13 = cute.add_offset(%iter, %int_tuple_12) : (!cute_ptr_6167ca, !cute.int_tuple<"7">) -> !cute.ptr<i64, smem>
      %196 = builtin.unrealized_conversion_cast %ptr_13 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %196, %c8_i32 : !llvm.ptr<3>, i32
      cf.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %197 = arith.remsi %154, %c32_i32 : i32
      %198 = arith.cmpi slt, %197, %c1_i32 : i32
      nvvm.fence.mbarrier.init
      nvvm.barrier
      %iter_14 = cute.recast_iter(%ptr) : !cute_ptr_9af6a0 to !cute_ptr_91cbad
      %iter_15 = cute.recast_iter(%ptr_3) : !cute_ptr_9af6a0 to !cute_ptr_91cbad
      %iter_16 = cute.recast_iter(%ptr_4) : !cute_ptr_9af6a0 to !cute_ptr_8ec51c
      %int_tup_iter = cute.make_arith_tuple_iter() : () -> !cute_arith_tuple_iter_da3d01
      nvvm.barrier
      %199 = arith.cmpi eq, %183, %c0_i32 : i32
      cf.cond_br %199, ^bb7, ^bb36
    ^bb7:  // pred: ^bb6
      nvvm.setmaxregister  decrease 40
      cf.cond_br %188, ^bb8, ^bb35
    ^bb8:  // pred: ^bb7
      %200 = cute_nvgpu.atom.make_exec_tma(%arg0) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7) -> !cute_nvgpu_atom_tma_load_07fe0b
      %201 = cute_nvgpu.atom.get_value(%200 : !cute_nvgpu_atom_tma_load_07fe0b) {field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>} : i64
      %202 = cute_nvgpu.atom.make_exec_tma(%arg1) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_e16f63) -> !cute_nvgpu_atom_tma_load_176067
      %203 = cute_nvgpu.atom.get_value(%202 : !cute_nvgpu_atom_tma_load_176067) {field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>} : i64
      cf.br ^bb9(%186, %c0_i32, %c0_i32, %c1_i32 : i32, i32, i32, i32)
    ^bb9(%204: i32, %205: i32, %206: i32, %207: i32):  // 2 preds: ^bb8, ^bb19
      %208 = arith.cmpi slt, %204, %c80_i32 : i32
      cf.cond_br %208, ^bb10(%204, %205, %206, %207 : i32, i32, i32, i32), ^bb20
    ^bb10(%209: i32, %210: i32, %211: i32, %212: i32):  // pred: ^bb9
      %213 = arith.divsi %209, %c40_i32 : i32
      %214 = arith.muli %213, %c40_i32 : i32
      %215 = arith.cmpi ne, %209, %214 : i32
      %c0_i32_17 = arith.constant 0 : i32
      %216 = arith.cmpi slt, %209, %c0_i32_17 : i32
      %217 = arith.cmpi slt, %c40_i32, %c0_i32_17 : i32
      %218 = arith.cmpi ne, %216, %217 : i1
      %219 = arith.andi %215, %218 : i1
      %c-1_i32_18 = arith.constant -1 : i32
      %220 = arith.addi %213, %c-1_i32_18 : i32
      %221 = arith.select %219, %220, %213 : i32
      %222 = arith.muli %221, %c40_i32 : i32
      %223 = arith.subi %209, %222 : i32
      %224 = arith.divsi %223, %c40_i32 : i32
      %225 = arith.muli %224, %c40_i32 : i32
      %226 = arith.cmpi ne, %223, %225 : i32
      %c0_i32_19 = arith.constant 0 : i32
      %227 = arith.cmpi slt, %223, %c0_i32_19 : i32
      %228 = arith.cmpi slt, %c40_i32, %c0_i32_19 : i32
      %229 = arith.cmpi ne, %227, %228 : i1
      %230 = arith.andi %226, %229 : i1
      %c-1_i32_20 = arith.constant -1 : i32
      %231 = arith.addi %224, %c-1_i32_20 : i32
      %232 = arith.select %230, %231, %224 : i32
      %233 = arith.muli %232, %c8_i32 : i32
      %234 = arith.subi %c8_i32, %233 : i32
      %235 = arith.cmpi slt, %234, %c8_i32 : i32
      %236 = arith.select %235, %234, %c8_i32 : i32
      %237 = arith.muli %232, %c40_i32 : i32
      %238 = arith.subi %223, %237 : i32
      %239 = arith.remsi %238, %236 : i32
      %240 = arith.addi %233, %239 : i32
      %241 = arith.divsi %238, %236 : i32
      %242 = arith.muli %241, %236 : i32
      %243 = arith.cmpi ne, %238, %242 : i32
      %c0_i32_21 = arith.constant 0 : i32
      %244 = arith.cmpi slt, %238, %c0_i32_21 : i32
      %245 = arith.cmpi slt, %236, %c0_i32_21 : i32
      %246 = arith.cmpi ne, %244, %245 : i1
      %247 = arith.andi %243, %246 : i1
      %c-1_i32_22 = arith.constant -1 : i32
      %248 = arith.addi %241, %c-1_i32_22 : i32
      %249 = arith.select %247, %248, %241 : i32
      %250 = arith.addi %240, %184 : i32
      %251 = arith.addi %249, %185 : i32
      cf.br ^bb11(%c0_i32, %210, %211, %212 : i32, i32, i32, i32)
    ^bb11(%252: i32, %253: i32, %254: i32, %255: i32):  // 2 preds: ^bb10, ^bb18
      %256 = arith.cmpi slt, %252, %c9_i32 : i32
      cf.cond_br %256, ^bb12, ^bb19
    ^bb12:  // pred: ^bb11
      %int_tuple_23 = cute.make_int_tuple(%254) : (i32) -> !cute.int_tuple<"?">
      %ptr_24 = cute.add_offset(%ptr_8, %int_tuple_23) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %257 = builtin.unrealized_conversion_cast %ptr_24 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.try_wait.parity.shared %257, %255, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %258 = nvvm.elect.sync -> i1
      cf.cond_br %258, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %ptr_25 = cute.add_offset(%iter, %int_tuple_23) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %259 = builtin.unrealized_conversion_cast %ptr_25 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.txn %259, %c49152_i32 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
      cf.br ^bb14
    ^bb14:  // 2 preds: ^bb12, ^bb13
      %ptr_26 = cute.add_offset(%iter, %int_tuple_23) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %coord = cute.make_coord(%250, %252, %221) : (i32, i32, i32) -> !cute.coord<"(_,?,?,?)">
      %idx = cute.crd2idx(%coord, %146) : (!cute.coord<"(_,?,?,?)">, !cute_layout_e150ce) -> !cute_int_tuple_ae8a07
      %tup = cute.add_offset(%int_tup_iter, %idx) : (!cute_arith_tuple_iter_da3d01, !cute_int_tuple_ae8a07) -> !cute_arith_tuple_iter_396070
      %tup_27 = cute.deref_arith_tuple_iter(%tup) : !cute_arith_tuple_iter_396070
      %e0, %e1, %e2 = cute.get_leaves(%tup_27) : !cute_int_tuple_ae8a07
      %coord_28 = cute.make_coord(%254) : (i32) -> !cute.coord<"(_,?)">
      %idx_29 = cute.crd2idx(%coord_28, %145) : (!cute.coord<"(_,?)">, !cute_layout_69ac76) -> !cute.int_tuple<"?{div=8192}">
      %ptr_30 = cute.add_offset(%iter_14, %idx_29) : (!cute_ptr_91cbad, !cute.int_tuple<"?{div=8192}">) -> !cute_ptr_91cbad
      %int_tuple_31 = cute.make_int_tuple(%e0, %e1, %e2) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ae8a07
      %int_tup_iter_32 = cute.make_arith_tuple_iter(%int_tuple_31) : (!cute_int_tuple_ae8a07) -> !cute_arith_tuple_iter_396070
      %260 = cute_nvgpu.atom.set_value(%200, %ptr_26 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu_atom_tma_load_07fe0b
      %261 = builtin.unrealized_conversion_cast %ptr_26 : !cute.ptr<i64, smem> to !cute.ptr<smem, align<8>>
      %TMADescAddr = cute_nvgpu.get_tma_desc_addr(%260 : !cute_nvgpu_atom_tma_load_07fe0b) -> !cute.ptr<generic, align<64>>
      %tup_33 = cute.deref_arith_tuple_iter(%int_tup_iter_32) : !cute_arith_tuple_iter_396070
      %262:3 = cute.get_scalars(%tup_33) : !cute_int_tuple_ae8a07
      cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr : !cute.ptr<generic, align<64>>, %ptr_30 : !cute_ptr_91cbad, %261 : !cute.ptr<smem, align<8>>, [%262#0, %262#1, %262#2] : i32, i32, i32) cache_policy = %201 mode = <tiled> num_cta = 1 : i32
      %coord_34 = cute.make_coord(%251, %252, %221) : (i32, i32, i32) -> !cute.coord<"(_,?,?,?)">
      %idx_35 = cute.crd2idx(%coord_34, %144) : (!cute.coord<"(_,?,?,?)">, !cute_layout_706400) -> !cute_int_tuple_9155e1
      %tup_36 = cute.add_offset(%int_tup_iter, %idx_35) : (!cute_arith_tuple_iter_da3d01, !cute_int_tuple_9155e1) -> !cute_arith_tuple_iter_a2b070
      %tup_37 = cute.deref_arith_tuple_iter(%tup_36) : !cute_arith_tuple_iter_a2b070
      %e0_38, %e1_39, %e2_40 = cute.get_leaves(%tup_37) : !cute_int_tuple_9155e1
      %idx_41 = cute.crd2idx(%coord_28, %143) : (!cute.coord<"(_,?)">, !cute_layout_17e8ee) -> !cute.int_tuple<"?{div=16384}">
      %ptr_42 = cute.add_offset(%iter_15, %idx_41) : (!cute_ptr_91cbad, !cute.int_tuple<"?{div=16384}">) -> !cute_ptr_91cbad
      %int_tuple_43 = cute.make_int_tuple(%e0_38, %e1_39, %e2_40) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=256}">, !cute.int_tuple<"?">) -> !cute_int_tuple_9155e1
      %int_tup_iter_44 = cute.make_arith_tuple_iter(%int_tuple_43) : (!cute_int_tuple_9155e1) -> !cute_arith_tuple_iter_a2b070
      %263 = cute_nvgpu.atom.set_value(%202, %ptr_26 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu_atom_tma_load_176067
      %TMADescAddr_45 = cute_nvgpu.get_tma_desc_addr(%263 : !cute_nvgpu_atom_tma_load_176067) -> !cute.ptr<generic, align<64>>
      %tup_46 = cute.deref_arith_tuple_iter(%int_tup_iter_44) : !cute_arith_tuple_iter_a2b070
      %264:3 = cute.get_scalars(%tup_46) : !cute_int_tuple_9155e1
      cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr_45 : !cute.ptr<generic, align<64>>, %ptr_42 : !cute_ptr_91cbad, %261 : !cute.ptr<smem, align<8>>, [%264#0, %264#1, %264#2] : i32, i32, i32) cache_policy = %203 mode = <tiled> num_cta = 1 : i32
      %265 = arith.addi %254, %c1_i32 : i32
      %266 = arith.addi %253, %c1_i32 : i32
      %267 = arith.cmpi eq, %265, %c4_i32 : i32
      %268 = arith.select %267, %c0_i32, %265 : i32
      cf.cond_br %267, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %269 = arith.xori %255, %c1_i32 : i32
      cf.br ^bb17(%269 : i32)
    ^bb16:  // pred: ^bb14
      cf.br ^bb17(%255 : i32)
    ^bb17(%270: i32):  // 2 preds: ^bb15, ^bb16
      cf.br ^bb18
    ^bb18:  // pred: ^bb17
      %271 = arith.addi %252, %c1_i32 : i32
      cf.br ^bb11(%271, %266, %268, %270 : i32, i32, i32, i32)
    ^bb19:  // pred: ^bb11
      %272 = arith.addi %209, %187 : i32
      cf.br ^bb9(%272, %253, %254, %255 : i32, i32, i32, i32)
    ^bb20:  // pred: ^bb9
      %273 = arith.addi %206, %c1_i32 : i32
      %274 = arith.cmpi eq, %273, %c4_i32 : i32
      %275 = arith.select %274, %c0_i32, %273 : i32
      cf.cond_br %274, ^bb21, ^bb22
    ^bb21:  // pred: ^bb20
      %276 = arith.xori %207, %c1_i32 : i32
      cf.br ^bb23(%276 : i32)
    ^bb22:  // pred: ^bb20
      cf.br ^bb23(%207 : i32)
    ^bb23(%277: i32):  // 2 preds: ^bb21, ^bb22
      cf.br ^bb24
    ^bb24:  // pred: ^bb23
      %278 = arith.addi %275, %c1_i32 : i32
      %279 = arith.cmpi eq, %278, %c4_i32 : i32
      %280 = arith.select %279, %c0_i32, %278 : i32
      cf.cond_br %279, ^bb25, ^bb26
    ^bb25:  // pred: ^bb24
      %281 = arith.xori %277, %c1_i32 : i32
      cf.br ^bb27(%281 : i32)
    ^bb26:  // pred: ^bb24
      cf.br ^bb27(%277 : i32)
    ^bb27(%282: i32):  // 2 preds: ^bb25, ^bb26
      cf.br ^bb28
    ^bb28:  // pred: ^bb27
      %283 = arith.addi %280, %c1_i32 : i32
      %284 = arith.cmpi eq, %283, %c4_i32 : i32
      %285 = arith.select %284, %c0_i32, %283 : i32
      cf.cond_br %284, ^bb29, ^bb30
    ^bb29:  // pred: ^bb28
      %286 = arith.xori %282, %c1_i32 : i32
      cf.br ^bb31(%286 : i32)
    ^bb30:  // pred: ^bb28
      cf.br ^bb31(%282 : i32)
    ^bb31(%287: i32):  // 2 preds: ^bb29, ^bb30
      cf.br ^bb32
    ^bb32:  // pred: ^bb31
      %int_tuple_47 = cute.make_int_tuple(%285) : (i32) -> !cute.int_tuple<"?">
      %ptr_48 = cute.add_offset(%ptr_8, %int_tuple_47) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %288 = builtin.unrealized_conversion_cast %ptr_48 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.try_wait.parity.shared %288, %287, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %289 = nvvm.elect.sync -> i1
      cf.cond_br %289, ^bb33, ^bb34
    ^bb33:  // pred: ^bb32
      %ptr_49 = cute.add_offset(%iter, %int_tuple_47) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %290 = builtin.unrealized_conversion_cast %ptr_49 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.txn %290, %c49152_i32 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
      cf.br ^bb34
    ^bb34:  // 2 preds: ^bb32, ^bb33
      cf.br ^bb35
    ^bb35:  // 2 preds: ^bb7, ^bb34
      cf.br ^bb103
    ^bb36:  // pred: ^bb6
      nvvm.setmaxregister  increase 232
      %291 = arith.subi %154, %c128_i32 : i32
      %292 = arith.divsi %291, %c128_i32 : i32
      %293 = arith.remsi %292, %c2_i32 : i32
      %294 = arith.remsi %293, %c2_i32 : i32
      %295 = arith.muli %294, %c4096_i32 : i32
      %iv = cute.assume(%295) : (i32) -> !cute.i32<divby 4096>
      %int_tuple_50 = cute.make_int_tuple(%iv) : (!cute.i32<divby 4096>) -> !cute.int_tuple<"?{div=4096}">
      %ptr_51 = cute.add_offset(%iter_14, %int_tuple_50) : (!cute_ptr_91cbad, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_91cbad
      %gmmaSmemDesc = cute_nvgpu.make_gmma_smem_desc(%ptr_51 : !cute_ptr_91cbad) layout = <"((64,16),1,4,(1,4)):((64,1),0,16,(0,8192))">, major = <k> -> !cute_nvgpu.smem_desc
      %gmmaSmemDesc_52 = cute_nvgpu.make_gmma_smem_desc(%iter_15 : !cute_ptr_91cbad) layout = <"((256,16),1,4,(1,4)):((64,1),0,16,(0,16384))">, major = <k> -> !cute_nvgpu.smem_desc
      %rmem = cute.memref.alloca() : !memref_rmem_f32_
      %atom = cute.make_atom() : () -> !cute_nvgpu.atom.stsm<bf16, mode = <"(8,8)">, num_matrices = 4, n>
      %296 = cute.make_tiled_copy(%atom) : !copy_stsm_4_
      %297 = cute.make_tiled_copy(%atom) : !copy_stsm_4_1
      %298 = arith.divsi %291, %c8_i32 : i32
      %299 = arith.remsi %291, %c8_i32 : i32
      %300 = arith.muli %299, %c32_i32 : i32
      %301 = arith.divsi %298, %c2_i32 : i32
      %302 = arith.remsi %298, %c2_i32 : i32
      %303 = arith.muli %302, %c256_i32 : i32
      %304 = arith.addi %300, %303 : i32
      %305 = arith.divsi %301, %c2_i32 : i32
      %306 = arith.remsi %301, %c2_i32 : i32
      %307 = arith.muli %306, %c8_i32 : i32
      %308 = arith.addi %304, %307 : i32
      %309 = arith.muli %305, %c512_i32 : i32
      %310 = arith.addi %308, %309 : i32
      %iv_53 = cute.assume(%310) : (i32) -> !cute.i32<divby 8>
      %int_tuple_54 = cute.make_int_tuple(%iv_53) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_55 = cute.add_offset(%iter_16, %int_tuple_54) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6d8216
      %iter_56 = cute.get_iter(%rmem) : !memref_rmem_f32_
      %view = cute.make_view(%iter_56) : !memref_rmem_f32_1
      %rmem_57 = cute.memref.alloca() : !memref_rmem_f32_2
      %rmem_58 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_59 = cute.get_iter(%rmem_58) : !memref_rmem_bf16_
      %311 = builtin.unrealized_conversion_cast %iter_56 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %312 = llvm.getelementptr %311[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %313 = llvm.getelementptr %311[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %314 = llvm.getelementptr %311[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %315 = llvm.getelementptr %311[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %316 = llvm.getelementptr %311[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %317 = llvm.getelementptr %311[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %318 = llvm.getelementptr %311[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %319 = llvm.getelementptr %311[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %320 = llvm.getelementptr %311[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %321 = llvm.getelementptr %311[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %322 = llvm.getelementptr %311[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %323 = llvm.getelementptr %311[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %324 = llvm.getelementptr %311[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %325 = llvm.getelementptr %311[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %326 = llvm.getelementptr %311[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %327 = llvm.getelementptr %311[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %328 = llvm.getelementptr %311[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %329 = llvm.getelementptr %311[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %330 = llvm.getelementptr %311[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %331 = llvm.getelementptr %311[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %332 = llvm.getelementptr %311[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %333 = llvm.getelementptr %311[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %334 = llvm.getelementptr %311[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %335 = llvm.getelementptr %311[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %336 = llvm.getelementptr %311[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %337 = llvm.getelementptr %311[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %338 = llvm.getelementptr %311[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %339 = llvm.getelementptr %311[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %340 = llvm.getelementptr %311[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %341 = llvm.getelementptr %311[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %342 = llvm.getelementptr %311[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %343 = llvm.getelementptr %311[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %344 = llvm.getelementptr %311[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %345 = llvm.getelementptr %311[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %346 = llvm.getelementptr %311[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %347 = llvm.getelementptr %311[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %348 = llvm.getelementptr %311[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %349 = llvm.getelementptr %311[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %350 = llvm.getelementptr %311[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %351 = llvm.getelementptr %311[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %352 = llvm.getelementptr %311[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %353 = llvm.getelementptr %311[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %354 = llvm.getelementptr %311[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %355 = llvm.getelementptr %311[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %356 = llvm.getelementptr %311[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %357 = llvm.getelementptr %311[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %358 = llvm.getelementptr %311[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %359 = llvm.getelementptr %311[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %360 = llvm.getelementptr %311[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %361 = llvm.getelementptr %311[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %362 = llvm.getelementptr %311[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %363 = llvm.getelementptr %311[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %364 = llvm.getelementptr %311[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %365 = llvm.getelementptr %311[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %366 = llvm.getelementptr %311[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %367 = llvm.getelementptr %311[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %368 = llvm.getelementptr %311[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %369 = llvm.getelementptr %311[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %370 = llvm.getelementptr %311[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %371 = llvm.getelementptr %311[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %372 = llvm.getelementptr %311[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %373 = llvm.getelementptr %311[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %374 = llvm.getelementptr %311[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %375 = llvm.getelementptr %311[64] : (!llvm.ptr) -> !llvm.ptr, f32
      %376 = llvm.getelementptr %311[65] : (!llvm.ptr) -> !llvm.ptr, f32
      %377 = llvm.getelementptr %311[66] : (!llvm.ptr) -> !llvm.ptr, f32
      %378 = llvm.getelementptr %311[67] : (!llvm.ptr) -> !llvm.ptr, f32
      %379 = llvm.getelementptr %311[68] : (!llvm.ptr) -> !llvm.ptr, f32
      %380 = llvm.getelementptr %311[69] : (!llvm.ptr) -> !llvm.ptr, f32
      %381 = llvm.getelementptr %311[70] : (!llvm.ptr) -> !llvm.ptr, f32
      %382 = llvm.getelementptr %311[71] : (!llvm.ptr) -> !llvm.ptr, f32
      %383 = llvm.getelementptr %311[72] : (!llvm.ptr) -> !llvm.ptr, f32
      %384 = llvm.getelementptr %311[73] : (!llvm.ptr) -> !llvm.ptr, f32
      %385 = llvm.getelementptr %311[74] : (!llvm.ptr) -> !llvm.ptr, f32
      %386 = llvm.getelementptr %311[75] : (!llvm.ptr) -> !llvm.ptr, f32
      %387 = llvm.getelementptr %311[76] : (!llvm.ptr) -> !llvm.ptr, f32
      %388 = llvm.getelementptr %311[77] : (!llvm.ptr) -> !llvm.ptr, f32
      %389 = llvm.getelementptr %311[78] : (!llvm.ptr) -> !llvm.ptr, f32
      %390 = llvm.getelementptr %311[79] : (!llvm.ptr) -> !llvm.ptr, f32
      %391 = llvm.getelementptr %311[80] : (!llvm.ptr) -> !llvm.ptr, f32
      %392 = llvm.getelementptr %311[81] : (!llvm.ptr) -> !llvm.ptr, f32
      %393 = llvm.getelementptr %311[82] : (!llvm.ptr) -> !llvm.ptr, f32
      %394 = llvm.getelementptr %311[83] : (!llvm.ptr) -> !llvm.ptr, f32
      %395 = llvm.getelementptr %311[84] : (!llvm.ptr) -> !llvm.ptr, f32
      %396 = llvm.getelementptr %311[85] : (!llvm.ptr) -> !llvm.ptr, f32
      %397 = llvm.getelementptr %311[86] : (!llvm.ptr) -> !llvm.ptr, f32
      %398 = llvm.getelementptr %311[87] : (!llvm.ptr) -> !llvm.ptr, f32
      %399 = llvm.getelementptr %311[88] : (!llvm.ptr) -> !llvm.ptr, f32
      %400 = llvm.getelementptr %311[89] : (!llvm.ptr) -> !llvm.ptr, f32
      %401 = llvm.getelementptr %311[90] : (!llvm.ptr) -> !llvm.ptr, f32
      %402 = llvm.getelementptr %311[91] : (!llvm.ptr) -> !llvm.ptr, f32
      %403 = llvm.getelementptr %311[92] : (!llvm.ptr) -> !llvm.ptr, f32
      %404 = llvm.getelementptr %311[93] : (!llvm.ptr) -> !llvm.ptr, f32
      %405 = llvm.getelementptr %311[94] : (!llvm.ptr) -> !llvm.ptr, f32
      %406 = llvm.getelementptr %311[95] : (!llvm.ptr) -> !llvm.ptr, f32
      %407 = llvm.getelementptr %311[96] : (!llvm.ptr) -> !llvm.ptr, f32
      %408 = llvm.getelementptr %311[97] : (!llvm.ptr) -> !llvm.ptr, f32
      %409 = llvm.getelementptr %311[98] : (!llvm.ptr) -> !llvm.ptr, f32
      %410 = llvm.getelementptr %311[99] : (!llvm.ptr) -> !llvm.ptr, f32
      %411 = llvm.getelementptr %311[100] : (!llvm.ptr) -> !llvm.ptr, f32
      %412 = llvm.getelementptr %311[101] : (!llvm.ptr) -> !llvm.ptr, f32
      %413 = llvm.getelementptr %311[102] : (!llvm.ptr) -> !llvm.ptr, f32
      %414 = llvm.getelementptr %311[103] : (!llvm.ptr) -> !llvm.ptr, f32
      %415 = llvm.getelementptr %311[104] : (!llvm.ptr) -> !llvm.ptr, f32
      %416 = llvm.getelementptr %311[105] : (!llvm.ptr) -> !llvm.ptr, f32
      %417 = llvm.getelementptr %311[106] : (!llvm.ptr) -> !llvm.ptr, f32
      %418 = llvm.getelementptr %311[107] : (!llvm.ptr) -> !llvm.ptr, f32
      %419 = llvm.getelementptr %311[108] : (!llvm.ptr) -> !llvm.ptr, f32
      %420 = llvm.getelementptr %311[109] : (!llvm.ptr) -> !llvm.ptr, f32
      %421 = llvm.getelementptr %311[110] : (!llvm.ptr) -> !llvm.ptr, f32
      %422 = llvm.getelementptr %311[111] : (!llvm.ptr) -> !llvm.ptr, f32
      %423 = llvm.getelementptr %311[112] : (!llvm.ptr) -> !llvm.ptr, f32
      %424 = llvm.getelementptr %311[113] : (!llvm.ptr) -> !llvm.ptr, f32
      %425 = llvm.getelementptr %311[114] : (!llvm.ptr) -> !llvm.ptr, f32
      %426 = llvm.getelementptr %311[115] : (!llvm.ptr) -> !llvm.ptr, f32
      %427 = llvm.getelementptr %311[116] : (!llvm.ptr) -> !llvm.ptr, f32
      %428 = llvm.getelementptr %311[117] : (!llvm.ptr) -> !llvm.ptr, f32
      %429 = llvm.getelementptr %311[118] : (!llvm.ptr) -> !llvm.ptr, f32
      %430 = llvm.getelementptr %311[119] : (!llvm.ptr) -> !llvm.ptr, f32
      %431 = llvm.getelementptr %311[120] : (!llvm.ptr) -> !llvm.ptr, f32
      %432 = llvm.getelementptr %311[121] : (!llvm.ptr) -> !llvm.ptr, f32
      %433 = llvm.getelementptr %311[122] : (!llvm.ptr) -> !llvm.ptr, f32
      %434 = llvm.getelementptr %311[123] : (!llvm.ptr) -> !llvm.ptr, f32
      %435 = llvm.getelementptr %311[124] : (!llvm.ptr) -> !llvm.ptr, f32
      %436 = llvm.getelementptr %311[125] : (!llvm.ptr) -> !llvm.ptr, f32
      %437 = llvm.getelementptr %311[126] : (!llvm.ptr) -> !llvm.ptr, f32
      %438 = llvm.getelementptr %311[127] : (!llvm.ptr) -> !llvm.ptr, f32
      %439 = arith.cmpi eq, %173, %c4_i32 : i32
      cf.br ^bb37(%c0_i32, %186, %0, %c0_i32, %c0_i32, %c0_i32, %c0_i32, %c0_i32, %c0_i32 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32)
    ^bb37(%440: i32, %441: i32, %442: !llvm.struct<(i1)>, %443: i32, %444: i32, %445: i32, %446: i32, %447: i32, %448: i32):  // 2 preds: ^bb36, ^bb101
      %449 = arith.cmpi slt, %441, %c80_i32 : i32
      cf.cond_br %449, ^bb38(%440, %441, %442, %443, %444, %445, %446, %447, %448 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32), ^bb102
    ^bb38(%450: i32, %451: i32, %452: !llvm.struct<(i1)>, %453: i32, %454: i32, %455: i32, %456: i32, %457: i32, %458: i32):  // pred: ^bb37
      %459 = builtin.unrealized_conversion_cast %452 : !llvm.struct<(i1)> to !mma_bf16_bf16_f32_64x256x16_
      %460 = arith.divsi %451, %c40_i32 : i32
      %461 = arith.muli %460, %c40_i32 : i32
      %462 = arith.cmpi ne, %451, %461 : i32
      %c0_i32_60 = arith.constant 0 : i32
      %463 = arith.cmpi slt, %451, %c0_i32_60 : i32
      %464 = arith.cmpi slt, %c40_i32, %c0_i32_60 : i32
      %465 = arith.cmpi ne, %463, %464 : i1
      %466 = arith.andi %462, %465 : i1
      %c-1_i32_61 = arith.constant -1 : i32
      %467 = arith.addi %460, %c-1_i32_61 : i32
      %468 = arith.select %466, %467, %460 : i32
      %469 = arith.muli %468, %c40_i32 : i32
      %470 = arith.subi %451, %469 : i32
      %471 = arith.divsi %470, %c40_i32 : i32
      %472 = arith.muli %471, %c40_i32 : i32
      %473 = arith.cmpi ne, %470, %472 : i32
      %c0_i32_62 = arith.constant 0 : i32
      %474 = arith.cmpi slt, %470, %c0_i32_62 : i32
      %475 = arith.cmpi slt, %c40_i32, %c0_i32_62 : i32
      %476 = arith.cmpi ne, %474, %475 : i1
      %477 = arith.andi %473, %476 : i1
      %c-1_i32_63 = arith.constant -1 : i32
      %478 = arith.addi %471, %c-1_i32_63 : i32
      %479 = arith.select %477, %478, %471 : i32
      %480 = arith.muli %479, %c8_i32 : i32
      %481 = arith.subi %c8_i32, %480 : i32
      %482 = arith.cmpi slt, %481, %c8_i32 : i32
      %483 = arith.select %482, %481, %c8_i32 : i32
      %484 = arith.muli %479, %c40_i32 : i32
      %485 = arith.subi %470, %484 : i32
      %486 = arith.remsi %485, %483 : i32
      %487 = arith.addi %480, %486 : i32
      %488 = arith.divsi %485, %483 : i32
      %489 = arith.muli %488, %483 : i32
      %490 = arith.cmpi ne, %485, %489 : i32
      %c0_i32_64 = arith.constant 0 : i32
      %491 = arith.cmpi slt, %485, %c0_i32_64 : i32
      %492 = arith.cmpi slt, %483, %c0_i32_64 : i32
      %493 = arith.cmpi ne, %491, %492 : i1
      %494 = arith.andi %490, %493 : i1
      %c-1_i32_65 = arith.constant -1 : i32
      %495 = arith.addi %488, %c-1_i32_65 : i32
      %496 = arith.select %494, %495, %488 : i32
      %497 = arith.addi %487, %184 : i32
      %498 = arith.addi %496, %185 : i32
      cute.memref.store_vec(%cst, %rmem) : (vector<128xf32>, !memref_rmem_f32_) -> ()
      %499 = cute_nvgpu.atom.set_value(%459, %true : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !mma_bf16_bf16_f32_64x256x16_
      %500 = builtin.unrealized_conversion_cast %499 : !mma_bf16_bf16_f32_64x256x16_ to !llvm.struct<(i1)>
      nvvm.wgmma.fence.aligned
      cf.br ^bb39(%c0_i32, %453, %454, %455, %456, %457, %458 : i32, i32, i32, i32, i32, i32, i32)
    ^bb39(%501: i32, %502: i32, %503: i32, %504: i32, %505: i32, %506: i32, %507: i32):  // 2 preds: ^bb38, ^bb54
      %508 = arith.cmpi slt, %501, %c9_i32 : i32
      cf.cond_br %508, ^bb40, ^bb55
    ^bb40:  // pred: ^bb39
      %int_tuple_66 = cute.make_int_tuple(%506) : (i32) -> !cute.int_tuple<"?">
      %ptr_67 = cute.add_offset(%iter, %int_tuple_66) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %509 = builtin.unrealized_conversion_cast %ptr_67 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.try_wait.parity.shared %509, %507, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %coord_68 = cute.make_coord(%506) : (i32) -> !cute.coord<"(_,_,0,?)">
      %idx_69 = cute.crd2idx(%coord_68, %142) : (!cute.coord<"(_,_,0,?)">, !cute_layout_d2b4bf) -> !cute.int_tuple<"?{div=1024}">
      %tup_70 = cute.add_offset(%gmmaSmemDesc, %idx_69) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=1024}">) -> !cute_nvgpu.smem_desc
      %idx_71 = cute.crd2idx(%coord_68, %141) : (!cute.coord<"(_,_,0,?)">, !cute_layout_8af91a) -> !cute.int_tuple<"?{div=2048}">
      %tup_72 = cute.add_offset(%gmmaSmemDesc_52, %idx_71) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2048}">) -> !cute_nvgpu.smem_desc
      %510 = llvm.load %311 : !llvm.ptr -> f32
      %511 = llvm.load %312 : !llvm.ptr -> f32
      %512 = llvm.load %313 : !llvm.ptr -> f32
      %513 = llvm.load %314 : !llvm.ptr -> f32
      %514 = llvm.load %315 : !llvm.ptr -> f32
      %515 = llvm.load %316 : !llvm.ptr -> f32
      %516 = llvm.load %317 : !llvm.ptr -> f32
      %517 = llvm.load %318 : !llvm.ptr -> f32
      %518 = llvm.load %319 : !llvm.ptr -> f32
      %519 = llvm.load %320 : !llvm.ptr -> f32
      %520 = llvm.load %321 : !llvm.ptr -> f32
      %521 = llvm.load %322 : !llvm.ptr -> f32
      %522 = llvm.load %323 : !llvm.ptr -> f32
      %523 = llvm.load %324 : !llvm.ptr -> f32
      %524 = llvm.load %325 : !llvm.ptr -> f32
      %525 = llvm.load %326 : !llvm.ptr -> f32
      %526 = llvm.load %327 : !llvm.ptr -> f32
      %527 = llvm.load %328 : !llvm.ptr -> f32
      %528 = llvm.load %329 : !llvm.ptr -> f32
      %529 = llvm.load %330 : !llvm.ptr -> f32
      %530 = llvm.load %331 : !llvm.ptr -> f32
      %531 = llvm.load %332 : !llvm.ptr -> f32
      %532 = llvm.load %333 : !llvm.ptr -> f32
      %533 = llvm.load %334 : !llvm.ptr -> f32
      %534 = llvm.load %335 : !llvm.ptr -> f32
      %535 = llvm.load %336 : !llvm.ptr -> f32
      %536 = llvm.load %337 : !llvm.ptr -> f32
      %537 = llvm.load %338 : !llvm.ptr -> f32
      %538 = llvm.load %339 : !llvm.ptr -> f32
      %539 = llvm.load %340 : !llvm.ptr -> f32
      %540 = llvm.load %341 : !llvm.ptr -> f32
      %541 = llvm.load %342 : !llvm.ptr -> f32
      %542 = llvm.load %343 : !llvm.ptr -> f32
      %543 = llvm.load %344 : !llvm.ptr -> f32
      %544 = llvm.load %345 : !llvm.ptr -> f32
      %545 = llvm.load %346 : !llvm.ptr -> f32
      %546 = llvm.load %347 : !llvm.ptr -> f32
      %547 = llvm.load %348 : !llvm.ptr -> f32
      %548 = llvm.load %349 : !llvm.ptr -> f32
      %549 = llvm.load %350 : !llvm.ptr -> f32
      %550 = llvm.load %351 : !llvm.ptr -> f32
      %551 = llvm.load %352 : !llvm.ptr -> f32
      %552 = llvm.load %353 : !llvm.ptr -> f32
      %553 = llvm.load %354 : !llvm.ptr -> f32
      %554 = llvm.load %355 : !llvm.ptr -> f32
      %555 = llvm.load %356 : !llvm.ptr -> f32
      %556 = llvm.load %357 : !llvm.ptr -> f32
      %557 = llvm.load %358 : !llvm.ptr -> f32
      %558 = llvm.load %359 : !llvm.ptr -> f32
      %559 = llvm.load %360 : !llvm.ptr -> f32
      %560 = llvm.load %361 : !llvm.ptr -> f32
      %561 = llvm.load %362 : !llvm.ptr -> f32
      %562 = llvm.load %363 : !llvm.ptr -> f32
      %563 = llvm.load %364 : !llvm.ptr -> f32
      %564 = llvm.load %365 : !llvm.ptr -> f32
      %565 = llvm.load %366 : !llvm.ptr -> f32
      %566 = llvm.load %367 : !llvm.ptr -> f32
      %567 = llvm.load %368 : !llvm.ptr -> f32
      %568 = llvm.load %369 : !llvm.ptr -> f32
      %569 = llvm.load %370 : !llvm.ptr -> f32
      %570 = llvm.load %371 : !llvm.ptr -> f32
      %571 = llvm.load %372 : !llvm.ptr -> f32
      %572 = llvm.load %373 : !llvm.ptr -> f32
      %573 = llvm.load %374 : !llvm.ptr -> f32
      %574 = llvm.load %375 : !llvm.ptr -> f32
      %575 = llvm.load %376 : !llvm.ptr -> f32
      %576 = llvm.load %377 : !llvm.ptr -> f32
      %577 = llvm.load %378 : !llvm.ptr -> f32
      %578 = llvm.load %379 : !llvm.ptr -> f32
      %579 = llvm.load %380 : !llvm.ptr -> f32
      %580 = llvm.load %381 : !llvm.ptr -> f32
      %581 = llvm.load %382 : !llvm.ptr -> f32
      %582 = llvm.load %383 : !llvm.ptr -> f32
      %583 = llvm.load %384 : !llvm.ptr -> f32
      %584 = llvm.load %385 : !llvm.ptr -> f32
      %585 = llvm.load %386 : !llvm.ptr -> f32
      %586 = llvm.load %387 : !llvm.ptr -> f32
      %587 = llvm.load %388 : !llvm.ptr -> f32
      %588 = llvm.load %389 : !llvm.ptr -> f32
      %589 = llvm.load %390 : !llvm.ptr -> f32
      %590 = llvm.load %391 : !llvm.ptr -> f32
      %591 = llvm.load %392 : !llvm.ptr -> f32
      %592 = llvm.load %393 : !llvm.ptr -> f32
      %593 = llvm.load %394 : !llvm.ptr -> f32
      %594 = llvm.load %395 : !llvm.ptr -> f32
      %595 = llvm.load %396 : !llvm.ptr -> f32
      %596 = llvm.load %397 : !llvm.ptr -> f32
      %597 = llvm.load %398 : !llvm.ptr -> f32
      %598 = llvm.load %399 : !llvm.ptr -> f32
      %599 = llvm.load %400 : !llvm.ptr -> f32
      %600 = llvm.load %401 : !llvm.ptr -> f32
      %601 = llvm.load %402 : !llvm.ptr -> f32
      %602 = llvm.load %403 : !llvm.ptr -> f32
      %603 = llvm.load %404 : !llvm.ptr -> f32
      %604 = llvm.load %405 : !llvm.ptr -> f32
      %605 = llvm.load %406 : !llvm.ptr -> f32
      %606 = llvm.load %407 : !llvm.ptr -> f32
      %607 = llvm.load %408 : !llvm.ptr -> f32
      %608 = llvm.load %409 : !llvm.ptr -> f32
      %609 = llvm.load %410 : !llvm.ptr -> f32
      %610 = llvm.load %411 : !llvm.ptr -> f32
      %611 = llvm.load %412 : !llvm.ptr -> f32
      %612 = llvm.load %413 : !llvm.ptr -> f32
      %613 = llvm.load %414 : !llvm.ptr -> f32
      %614 = llvm.load %415 : !llvm.ptr -> f32
      %615 = llvm.load %416 : !llvm.ptr -> f32
      %616 = llvm.load %417 : !llvm.ptr -> f32
      %617 = llvm.load %418 : !llvm.ptr -> f32
      %618 = llvm.load %419 : !llvm.ptr -> f32
      %619 = llvm.load %420 : !llvm.ptr -> f32
      %620 = llvm.load %421 : !llvm.ptr -> f32
      %621 = llvm.load %422 : !llvm.ptr -> f32
      %622 = llvm.load %423 : !llvm.ptr -> f32
      %623 = llvm.load %424 : !llvm.ptr -> f32
      %624 = llvm.load %425 : !llvm.ptr -> f32
      %625 = llvm.load %426 : !llvm.ptr -> f32
      %626 = llvm.load %427 : !llvm.ptr -> f32
      %627 = llvm.load %428 : !llvm.ptr -> f32
      %628 = llvm.load %429 : !llvm.ptr -> f32
      %629 = llvm.load %430 : !llvm.ptr -> f32
      %630 = llvm.load %431 : !llvm.ptr -> f32
      %631 = llvm.load %432 : !llvm.ptr -> f32
      %632 = llvm.load %433 : !llvm.ptr -> f32
      %633 = llvm.load %434 : !llvm.ptr -> f32
      %634 = llvm.load %435 : !llvm.ptr -> f32
      %635 = llvm.load %436 : !llvm.ptr -> f32
      %636 = llvm.load %437 : !llvm.ptr -> f32
      %637 = llvm.load %438 : !llvm.ptr -> f32
      %638:128 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,256,16)", A = %tup_70 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %tup_72 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%510, %511, %512, %513, %514, %515, %516, %517, %518, %519, %520, %521, %522, %523, %524, %525, %526, %527, %528, %529, %530, %531, %532, %533, %534, %535, %536, %537, %538, %539, %540, %541, %542, %543, %544, %545, %546, %547, %548, %549, %550, %551, %552, %553, %554, %555, %556, %557, %558, %559, %560, %561, %562, %563, %564, %565, %566, %567, %568, %569, %570, %571, %572, %573, %574, %575, %576, %577, %578, %579, %580, %581, %582, %583, %584, %585, %586, %587, %588, %589, %590, %591, %592, %593, %594, %595, %596, %597, %598, %599, %600, %601, %602, %603, %604, %605, %606, %607, %608, %609, %610, %611, %612, %613, %614, %615, %616, %617, %618, %619, %620, %621, %622, %623, %624, %625, %626, %627, %628, %629, %630, %631, %632, %633, %634, %635, %636, %637], accum = %true : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 128, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
      llvm.store %638#0, %311 : f32, !llvm.ptr
      llvm.store %638#1, %312 : f32, !llvm.ptr
      llvm.store %638#2, %313 : f32, !llvm.ptr
      llvm.store %638#3, %314 : f32, !llvm.ptr
      llvm.store %638#4, %315 : f32, !llvm.ptr
      llvm.store %638#5, %316 : f32, !llvm.ptr
      llvm.store %638#6, %317 : f32, !llvm.ptr
      llvm.store %638#7, %318 : f32, !llvm.ptr
      llvm.store %638#8, %319 : f32, !llvm.ptr
      llvm.store %638#9, %320 : f32, !llvm.ptr
      llvm.store %638#10, %321 : f32, !llvm.ptr
      llvm.store %638#11, %322 : f32, !llvm.ptr
      llvm.store %638#12, %323 : f32, !llvm.ptr
      llvm.store %638#13, %324 : f32, !llvm.ptr
      llvm.store %638#14, %325 : f32, !llvm.ptr
      llvm.store %638#15, %326 : f32, !llvm.ptr
      llvm.store %638#16, %327 : f32, !llvm.ptr
      llvm.store %638#17, %328 : f32, !llvm.ptr
      llvm.store %638#18, %329 : f32, !llvm.ptr
      llvm.store %638#19, %330 : f32, !llvm.ptr
      llvm.store %638#20, %331 : f32, !llvm.ptr
      llvm.store %638#21, %332 : f32, !llvm.ptr
      llvm.store %638#22, %333 : f32, !llvm.ptr
      llvm.store %638#23, %334 : f32, !llvm.ptr
      llvm.store %638#24, %335 : f32, !llvm.ptr
      llvm.store %638#25, %336 : f32, !llvm.ptr
      llvm.store %638#26, %337 : f32, !llvm.ptr
      llvm.store %638#27, %338 : f32, !llvm.ptr
      llvm.store %638#28, %339 : f32, !llvm.ptr
      llvm.store %638#29, %340 : f32, !llvm.ptr
      llvm.store %638#30, %341 : f32, !llvm.ptr
      llvm.store %638#31, %342 : f32, !llvm.ptr
      llvm.store %638#32, %343 : f32, !llvm.ptr
      llvm.store %638#33, %344 : f32, !llvm.ptr
      llvm.store %638#34, %345 : f32, !llvm.ptr
      llvm.store %638#35, %346 : f32, !llvm.ptr
      llvm.store %638#36, %347 : f32, !llvm.ptr
      llvm.store %638#37, %348 : f32, !llvm.ptr
      llvm.store %638#38, %349 : f32, !llvm.ptr
      llvm.store %638#39, %350 : f32, !llvm.ptr
      llvm.store %638#40, %351 : f32, !llvm.ptr
      llvm.store %638#41, %352 : f32, !llvm.ptr
      llvm.store %638#42, %353 : f32, !llvm.ptr
      llvm.store %638#43, %354 : f32, !llvm.ptr
      llvm.store %638#44, %355 : f32, !llvm.ptr
      llvm.store %638#45, %356 : f32, !llvm.ptr
      llvm.store %638#46, %357 : f32, !llvm.ptr
      llvm.store %638#47, %358 : f32, !llvm.ptr
      llvm.store %638#48, %359 : f32, !llvm.ptr
      llvm.store %638#49, %360 : f32, !llvm.ptr
      llvm.store %638#50, %361 : f32, !llvm.ptr
      llvm.store %638#51, %362 : f32, !llvm.ptr
      llvm.store %638#52, %363 : f32, !llvm.ptr
      llvm.store %638#53, %364 : f32, !llvm.ptr
      llvm.store %638#54, %365 : f32, !llvm.ptr
      llvm.store %638#55, %366 : f32, !llvm.ptr
      llvm.store %638#56, %367 : f32, !llvm.ptr
      llvm.store %638#57, %368 : f32, !llvm.ptr
      llvm.store %638#58, %369 : f32, !llvm.ptr
      llvm.store %638#59, %370 : f32, !llvm.ptr
      llvm.store %638#60, %371 : f32, !llvm.ptr
      llvm.store %638#61, %372 : f32, !llvm.ptr
      llvm.store %638#62, %373 : f32, !llvm.ptr
      llvm.store %638#63, %374 : f32, !llvm.ptr
      llvm.store %638#64, %375 : f32, !llvm.ptr
      llvm.store %638#65, %376 : f32, !llvm.ptr
      llvm.store %638#66, %377 : f32, !llvm.ptr
      llvm.store %638#67, %378 : f32, !llvm.ptr
      llvm.store %638#68, %379 : f32, !llvm.ptr
      llvm.store %638#69, %380 : f32, !llvm.ptr
      llvm.store %638#70, %381 : f32, !llvm.ptr
      llvm.store %638#71, %382 : f32, !llvm.ptr
      llvm.store %638#72, %383 : f32, !llvm.ptr
      llvm.store %638#73, %384 : f32, !llvm.ptr
      llvm.store %638#74, %385 : f32, !llvm.ptr
      llvm.store %638#75, %386 : f32, !llvm.ptr
      llvm.store %638#76, %387 : f32, !llvm.ptr
      llvm.store %638#77, %388 : f32, !llvm.ptr
      llvm.store %638#78, %389 : f32, !llvm.ptr
      llvm.store %638#79, %390 : f32, !llvm.ptr
      llvm.store %638#80, %391 : f32, !llvm.ptr
      llvm.store %638#81, %392 : f32, !llvm.ptr
      llvm.store %638#82, %393 : f32, !llvm.ptr
      llvm.store %638#83, %394 : f32, !llvm.ptr
      llvm.store %638#84, %395 : f32, !llvm.ptr
      llvm.store %638#85, %396 : f32, !llvm.ptr
      llvm.store %638#86, %397 : f32, !llvm.ptr
      llvm.store %638#87, %398 : f32, !llvm.ptr
      llvm.store %638#88, %399 : f32, !llvm.ptr
      llvm.store %638#89, %400 : f32, !llvm.ptr
      llvm.store %638#90, %401 : f32, !llvm.ptr
      llvm.store %638#91, %402 : f32, !llvm.ptr
      llvm.store %638#92, %403 : f32, !llvm.ptr
      llvm.store %638#93, %404 : f32, !llvm.ptr
      llvm.store %638#94, %405 : f32, !llvm.ptr
      llvm.store %638#95, %406 : f32, !llvm.ptr
      llvm.store %638#96, %407 : f32, !llvm.ptr
      llvm.store %638#97, %408 : f32, !llvm.ptr
      llvm.store %638#98, %409 : f32, !llvm.ptr
      llvm.store %638#99, %410 : f32, !llvm.ptr
      llvm.store %638#100, %411 : f32, !llvm.ptr
      llvm.store %638#101, %412 : f32, !llvm.ptr
      llvm.store %638#102, %413 : f32, !llvm.ptr
      llvm.store %638#103, %414 : f32, !llvm.ptr
      llvm.store %638#104, %415 : f32, !llvm.ptr
      llvm.store %638#105, %416 : f32, !llvm.ptr
      llvm.store %638#106, %417 : f32, !llvm.ptr
      llvm.store %638#107, %418 : f32, !llvm.ptr
      llvm.store %638#108, %419 : f32, !llvm.ptr
      llvm.store %638#109, %420 : f32, !llvm.ptr
      llvm.store %638#110, %421 : f32, !llvm.ptr
      llvm.store %638#111, %422 : f32, !llvm.ptr
      llvm.store %638#112, %423 : f32, !llvm.ptr
      llvm.store %638#113, %424 : f32, !llvm.ptr
      llvm.store %638#114, %425 : f32, !llvm.ptr
      llvm.store %638#115, %426 : f32, !llvm.ptr
      llvm.store %638#116, %427 : f32, !llvm.ptr
      llvm.store %638#117, %428 : f32, !llvm.ptr
      llvm.store %638#118, %429 : f32, !llvm.ptr
      llvm.store %638#119, %430 : f32, !llvm.ptr
      llvm.store %638#120, %431 : f32, !llvm.ptr
      llvm.store %638#121, %432 : f32, !llvm.ptr
      llvm.store %638#122, %433 : f32, !llvm.ptr
      llvm.store %638#123, %434 : f32, !llvm.ptr
      llvm.store %638#124, %435 : f32, !llvm.ptr
      llvm.store %638#125, %436 : f32, !llvm.ptr
      llvm.store %638#126, %437 : f32, !llvm.ptr
      llvm.store %638#127, %438 : f32, !llvm.ptr
      %coord_73 = cute.make_coord(%506) : (i32) -> !cute.coord<"(_,_,1,?)">
      %idx_74 = cute.crd2idx(%coord_73, %142) : (!cute.coord<"(_,_,1,?)">, !cute_layout_d2b4bf) -> !cute.int_tuple<"?{div=2}">
      %tup_75 = cute.add_offset(%gmmaSmemDesc, %idx_74) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
      %idx_76 = cute.crd2idx(%coord_73, %141) : (!cute.coord<"(_,_,1,?)">, !cute_layout_8af91a) -> !cute.int_tuple<"?{div=2}">
      %tup_77 = cute.add_offset(%gmmaSmemDesc_52, %idx_76) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
      %639 = llvm.load %311 : !llvm.ptr -> f32
      %640 = llvm.load %312 : !llvm.ptr -> f32
      %641 = llvm.load %313 : !llvm.ptr -> f32
      %642 = llvm.load %314 : !llvm.ptr -> f32
      %643 = llvm.load %315 : !llvm.ptr -> f32
      %644 = llvm.load %316 : !llvm.ptr -> f32
      %645 = llvm.load %317 : !llvm.ptr -> f32
      %646 = llvm.load %318 : !llvm.ptr -> f32
      %647 = llvm.load %319 : !llvm.ptr -> f32
      %648 = llvm.load %320 : !llvm.ptr -> f32
      %649 = llvm.load %321 : !llvm.ptr -> f32
      %650 = llvm.load %322 : !llvm.ptr -> f32
      %651 = llvm.load %323 : !llvm.ptr -> f32
      %652 = llvm.load %324 : !llvm.ptr -> f32
      %653 = llvm.load %325 : !llvm.ptr -> f32
      %654 = llvm.load %326 : !llvm.ptr -> f32
      %655 = llvm.load %327 : !llvm.ptr -> f32
      %656 = llvm.load %328 : !llvm.ptr -> f32
      %657 = llvm.load %329 : !llvm.ptr -> f32
      %658 = llvm.load %330 : !llvm.ptr -> f32
      %659 = llvm.load %331 : !llvm.ptr -> f32
      %660 = llvm.load %332 : !llvm.ptr -> f32
      %661 = llvm.load %333 : !llvm.ptr -> f32
      %662 = llvm.load %334 : !llvm.ptr -> f32
      %663 = llvm.load %335 : !llvm.ptr -> f32
      %664 = llvm.load %336 : !llvm.ptr -> f32
      %665 = llvm.load %337 : !llvm.ptr -> f32
      %666 = llvm.load %338 : !llvm.ptr -> f32
      %667 = llvm.load %339 : !llvm.ptr -> f32
      %668 = llvm.load %340 : !llvm.ptr -> f32
      %669 = llvm.load %341 : !llvm.ptr -> f32
      %670 = llvm.load %342 : !llvm.ptr -> f32
      %671 = llvm.load %343 : !llvm.ptr -> f32
      %672 = llvm.load %344 : !llvm.ptr -> f32
      %673 = llvm.load %345 : !llvm.ptr -> f32
      %674 = llvm.load %346 : !llvm.ptr -> f32
      %675 = llvm.load %347 : !llvm.ptr -> f32
      %676 = llvm.load %348 : !llvm.ptr -> f32
      %677 = llvm.load %349 : !llvm.ptr -> f32
      %678 = llvm.load %350 : !llvm.ptr -> f32
      %679 = llvm.load %351 : !llvm.ptr -> f32
      %680 = llvm.load %352 : !llvm.ptr -> f32
      %681 = llvm.load %353 : !llvm.ptr -> f32
      %682 = llvm.load %354 : !llvm.ptr -> f32
      %683 = llvm.load %355 : !llvm.ptr -> f32
      %684 = llvm.load %356 : !llvm.ptr -> f32
      %685 = llvm.load %357 : !llvm.ptr -> f32
      %686 = llvm.load %358 : !llvm.ptr -> f32
      %687 = llvm.load %359 : !llvm.ptr -> f32
      %688 = llvm.load %360 : !llvm.ptr -> f32
      %689 = llvm.load %361 : !llvm.ptr -> f32
      %690 = llvm.load %362 : !llvm.ptr -> f32
      %691 = llvm.load %363 : !llvm.ptr -> f32
      %692 = llvm.load %364 : !llvm.ptr -> f32
      %693 = llvm.load %365 : !llvm.ptr -> f32
      %694 = llvm.load %366 : !llvm.ptr -> f32
      %695 = llvm.load %367 : !llvm.ptr -> f32
      %696 = llvm.load %368 : !llvm.ptr -> f32
      %697 = llvm.load %369 : !llvm.ptr -> f32
      %698 = llvm.load %370 : !llvm.ptr -> f32
      %699 = llvm.load %371 : !llvm.ptr -> f32
      %700 = llvm.load %372 : !llvm.ptr -> f32
      %701 = llvm.load %373 : !llvm.ptr -> f32
      %702 = llvm.load %374 : !llvm.ptr -> f32
      %703 = llvm.load %375 : !llvm.ptr -> f32
      %704 = llvm.load %376 : !llvm.ptr -> f32
      %705 = llvm.load %377 : !llvm.ptr -> f32
      %706 = llvm.load %378 : !llvm.ptr -> f32
      %707 = llvm.load %379 : !llvm.ptr -> f32
      %708 = llvm.load %380 : !llvm.ptr -> f32
      %709 = llvm.load %381 : !llvm.ptr -> f32
      %710 = llvm.load %382 : !llvm.ptr -> f32
      %711 = llvm.load %383 : !llvm.ptr -> f32
      %712 = llvm.load %384 : !llvm.ptr -> f32
      %713 = llvm.load %385 : !llvm.ptr -> f32
      %714 = llvm.load %386 : !llvm.ptr -> f32
      %715 = llvm.load %387 : !llvm.ptr -> f32
      %716 = llvm.load %388 : !llvm.ptr -> f32
      %717 = llvm.load %389 : !llvm.ptr -> f32
      %718 = llvm.load %390 : !llvm.ptr -> f32
      %719 = llvm.load %391 : !llvm.ptr -> f32
      %720 = llvm.load %392 : !llvm.ptr -> f32
      %721 = llvm.load %393 : !llvm.ptr -> f32
      %722 = llvm.load %394 : !llvm.ptr -> f32
      %723 = llvm.load %395 : !llvm.ptr -> f32
      %724 = llvm.load %396 : !llvm.ptr -> f32
      %725 = llvm.load %397 : !llvm.ptr -> f32
      %726 = llvm.load %398 : !llvm.ptr -> f32
      %727 = llvm.load %399 : !llvm.ptr -> f32
      %728 = llvm.load %400 : !llvm.ptr -> f32
      %729 = llvm.load %401 : !llvm.ptr -> f32
      %730 = llvm.load %402 : !llvm.ptr -> f32
      %731 = llvm.load %403 : !llvm.ptr -> f32
      %732 = llvm.load %404 : !llvm.ptr -> f32
      %733 = llvm.load %405 : !llvm.ptr -> f32
      %734 = llvm.load %406 : !llvm.ptr -> f32
      %735 = llvm.load %407 : !llvm.ptr -> f32
      %736 = llvm.load %408 : !llvm.ptr -> f32
      %737 = llvm.load %409 : !llvm.ptr -> f32
      %738 = llvm.load %410 : !llvm.ptr -> f32
      %739 = llvm.load %411 : !llvm.ptr -> f32
      %740 = llvm.load %412 : !llvm.ptr -> f32
      %741 = llvm.load %413 : !llvm.ptr -> f32
      %742 = llvm.load %414 : !llvm.ptr -> f32
      %743 = llvm.load %415 : !llvm.ptr -> f32
      %744 = llvm.load %416 : !llvm.ptr -> f32
      %745 = llvm.load %417 : !llvm.ptr -> f32
      %746 = llvm.load %418 : !llvm.ptr -> f32
      %747 = llvm.load %419 : !llvm.ptr -> f32
      %748 = llvm.load %420 : !llvm.ptr -> f32
      %749 = llvm.load %421 : !llvm.ptr -> f32
      %750 = llvm.load %422 : !llvm.ptr -> f32
      %751 = llvm.load %423 : !llvm.ptr -> f32
      %752 = llvm.load %424 : !llvm.ptr -> f32
      %753 = llvm.load %425 : !llvm.ptr -> f32
      %754 = llvm.load %426 : !llvm.ptr -> f32
      %755 = llvm.load %427 : !llvm.ptr -> f32
      %756 = llvm.load %428 : !llvm.ptr -> f32
      %757 = llvm.load %429 : !llvm.ptr -> f32
      %758 = llvm.load %430 : !llvm.ptr -> f32
      %759 = llvm.load %431 : !llvm.ptr -> f32
      %760 = llvm.load %432 : !llvm.ptr -> f32
      %761 = llvm.load %433 : !llvm.ptr -> f32
      %762 = llvm.load %434 : !llvm.ptr -> f32
      %763 = llvm.load %435 : !llvm.ptr -> f32
      %764 = llvm.load %436 : !llvm.ptr -> f32
      %765 = llvm.load %437 : !llvm.ptr -> f32
      %766 = llvm.load %438 : !llvm.ptr -> f32
      %767:128 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,256,16)", A = %tup_75 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %tup_77 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%639, %640, %641, %642, %643, %644, %645, %646, %647, %648, %649, %650, %651, %652, %653, %654, %655, %656, %657, %658, %659, %660, %661, %662, %663, %664, %665, %666, %667, %668, %669, %670, %671, %672, %673, %674, %675, %676, %677, %678, %679, %680, %681, %682, %683, %684, %685, %686, %687, %688, %689, %690, %691, %692, %693, %694, %695, %696, %697, %698, %699, %700, %701, %702, %703, %704, %705, %706, %707, %708, %709, %710, %711, %712, %713, %714, %715, %716, %717, %718, %719, %720, %721, %722, %723, %724, %725, %726, %727, %728, %729, %730, %731, %732, %733, %734, %735, %736, %737, %738, %739, %740, %741, %742, %743, %744, %745, %746, %747, %748, %749, %750, %751, %752, %753, %754, %755, %756, %757, %758, %759, %760, %761, %762, %763, %764, %765, %766], accum = %true : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 128, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
      llvm.store %767#0, %311 : f32, !llvm.ptr
      llvm.store %767#1, %312 : f32, !llvm.ptr
      llvm.store %767#2, %313 : f32, !llvm.ptr
      llvm.store %767#3, %314 : f32, !llvm.ptr
      llvm.store %767#4, %315 : f32, !llvm.ptr
      llvm.store %767#5, %316 : f32, !llvm.ptr
      llvm.store %767#6, %317 : f32, !llvm.ptr
      llvm.store %767#7, %318 : f32, !llvm.ptr
      llvm.store %767#8, %319 : f32, !llvm.ptr
      llvm.store %767#9, %320 : f32, !llvm.ptr
      llvm.store %767#10, %321 : f32, !llvm.ptr
      llvm.store %767#11, %322 : f32, !llvm.ptr
      llvm.store %767#12, %323 : f32, !llvm.ptr
      llvm.store %767#13, %324 : f32, !llvm.ptr
      llvm.store %767#14, %325 : f32, !llvm.ptr
      llvm.store %767#15, %326 : f32, !llvm.ptr
      llvm.store %767#16, %327 : f32, !llvm.ptr
      llvm.store %767#17, %328 : f32, !llvm.ptr
      llvm.store %767#18, %329 : f32, !llvm.ptr
      llvm.store %767#19, %330 : f32, !llvm.ptr
      llvm.store %767#20, %331 : f32, !llvm.ptr
      llvm.store %767#21, %332 : f32, !llvm.ptr
      llvm.store %767#22, %333 : f32, !llvm.ptr
      llvm.store %767#23, %334 : f32, !llvm.ptr
      llvm.store %767#24, %335 : f32, !llvm.ptr
      llvm.store %767#25, %336 : f32, !llvm.ptr
      llvm.store %767#26, %337 : f32, !llvm.ptr
      llvm.store %767#27, %338 : f32, !llvm.ptr
      llvm.store %767#28, %339 : f32, !llvm.ptr
      llvm.store %767#29, %340 : f32, !llvm.ptr
      llvm.store %767#30, %341 : f32, !llvm.ptr
      llvm.store %767#31, %342 : f32, !llvm.ptr
      llvm.store %767#32, %343 : f32, !llvm.ptr
      llvm.store %767#33, %344 : f32, !llvm.ptr
      llvm.store %767#34, %345 : f32, !llvm.ptr
      llvm.store %767#35, %346 : f32, !llvm.ptr
      llvm.store %767#36, %347 : f32, !llvm.ptr
      llvm.store %767#37, %348 : f32, !llvm.ptr
      llvm.store %767#38, %349 : f32, !llvm.ptr
      llvm.store %767#39, %350 : f32, !llvm.ptr
      llvm.store %767#40, %351 : f32, !llvm.ptr
      llvm.store %767#41, %352 : f32, !llvm.ptr
      llvm.store %767#42, %353 : f32, !llvm.ptr
      llvm.store %767#43, %354 : f32, !llvm.ptr
      llvm.store %767#44, %355 : f32, !llvm.ptr
      llvm.store %767#45, %356 : f32, !llvm.ptr
      llvm.store %767#46, %357 : f32, !llvm.ptr
      llvm.store %767#47, %358 : f32, !llvm.ptr
      llvm.store %767#48, %359 : f32, !llvm.ptr
      llvm.store %767#49, %360 : f32, !llvm.ptr
      llvm.store %767#50, %361 : f32, !llvm.ptr
      llvm.store %767#51, %362 : f32, !llvm.ptr
      llvm.store %767#52, %363 : f32, !llvm.ptr
      llvm.store %767#53, %364 : f32, !llvm.ptr
      llvm.store %767#54, %365 : f32, !llvm.ptr
      llvm.store %767#55, %366 : f32, !llvm.ptr
      llvm.store %767#56, %367 : f32, !llvm.ptr
      llvm.store %767#57, %368 : f32, !llvm.ptr
      llvm.store %767#58, %369 : f32, !llvm.ptr
      llvm.store %767#59, %370 : f32, !llvm.ptr
      llvm.store %767#60, %371 : f32, !llvm.ptr
      llvm.store %767#61, %372 : f32, !llvm.ptr
      llvm.store %767#62, %373 : f32, !llvm.ptr
      llvm.store %767#63, %374 : f32, !llvm.ptr
      llvm.store %767#64, %375 : f32, !llvm.ptr
      llvm.store %767#65, %376 : f32, !llvm.ptr
      llvm.store %767#66, %377 : f32, !llvm.ptr
      llvm.store %767#67, %378 : f32, !llvm.ptr
      llvm.store %767#68, %379 : f32, !llvm.ptr
      llvm.store %767#69, %380 : f32, !llvm.ptr
      llvm.store %767#70, %381 : f32, !llvm.ptr
      llvm.store %767#71, %382 : f32, !llvm.ptr
      llvm.store %767#72, %383 : f32, !llvm.ptr
      llvm.store %767#73, %384 : f32, !llvm.ptr
      llvm.store %767#74, %385 : f32, !llvm.ptr
      llvm.store %767#75, %386 : f32, !llvm.ptr
      llvm.store %767#76, %387 : f32, !llvm.ptr
      llvm.store %767#77, %388 : f32, !llvm.ptr
      llvm.store %767#78, %389 : f32, !llvm.ptr
      llvm.store %767#79, %390 : f32, !llvm.ptr
      llvm.store %767#80, %391 : f32, !llvm.ptr
      llvm.store %767#81, %392 : f32, !llvm.ptr
      llvm.store %767#82, %393 : f32, !llvm.ptr
      llvm.store %767#83, %394 : f32, !llvm.ptr
      llvm.store %767#84, %395 : f32, !llvm.ptr
      llvm.store %767#85, %396 : f32, !llvm.ptr
      llvm.store %767#86, %397 : f32, !llvm.ptr
      llvm.store %767#87, %398 : f32, !llvm.ptr
      llvm.store %767#88, %399 : f32, !llvm.ptr
      llvm.store %767#89, %400 : f32, !llvm.ptr
      llvm.store %767#90, %401 : f32, !llvm.ptr
      llvm.store %767#91, %402 : f32, !llvm.ptr
      llvm.store %767#92, %403 : f32, !llvm.ptr
      llvm.store %767#93, %404 : f32, !llvm.ptr
      llvm.store %767#94, %405 : f32, !llvm.ptr
      llvm.store %767#95, %406 : f32, !llvm.ptr
      llvm.store %767#96, %407 : f32, !llvm.ptr
      llvm.store %767#97, %408 : f32, !llvm.ptr
      llvm.store %767#98, %409 : f32, !llvm.ptr
      llvm.store %767#99, %410 : f32, !llvm.ptr
      llvm.store %767#100, %411 : f32, !llvm.ptr
      llvm.store %767#101, %412 : f32, !llvm.ptr
      llvm.store %767#102, %413 : f32, !llvm.ptr
      llvm.store %767#103, %414 : f32, !llvm.ptr
      llvm.store %767#104, %415 : f32, !llvm.ptr
      llvm.store %767#105, %416 : f32, !llvm.ptr
      llvm.store %767#106, %417 : f32, !llvm.ptr
      llvm.store %767#107, %418 : f32, !llvm.ptr
      llvm.store %767#108, %419 : f32, !llvm.ptr
      llvm.store %767#109, %420 : f32, !llvm.ptr
      llvm.store %767#110, %421 : f32, !llvm.ptr
      llvm.store %767#111, %422 : f32, !llvm.ptr
      llvm.store %767#112, %423 : f32, !llvm.ptr
      llvm.store %767#113, %424 : f32, !llvm.ptr
      llvm.store %767#114, %425 : f32, !llvm.ptr
      llvm.store %767#115, %426 : f32, !llvm.ptr
      llvm.store %767#116, %427 : f32, !llvm.ptr
      llvm.store %767#117, %428 : f32, !llvm.ptr
      llvm.store %767#118, %429 : f32, !llvm.ptr
      llvm.store %767#119, %430 : f32, !llvm.ptr
      llvm.store %767#120, %431 : f32, !llvm.ptr
      llvm.store %767#121, %432 : f32, !llvm.ptr
      llvm.store %767#122, %433 : f32, !llvm.ptr
      llvm.store %767#123, %434 : f32, !llvm.ptr
      llvm.store %767#124, %435 : f32, !llvm.ptr
      llvm.store %767#125, %436 : f32, !llvm.ptr
      llvm.store %767#126, %437 : f32, !llvm.ptr
      llvm.store %767#127, %438 : f32, !llvm.ptr
      %coord_78 = cute.make_coord(%506) : (i32) -> !cute.coord<"(_,_,2,?)">
      %idx_79 = cute.crd2idx(%coord_78, %142) : (!cute.coord<"(_,_,2,?)">, !cute_layout_d2b4bf) -> !cute.int_tuple<"?{div=4}">
      %tup_80 = cute.add_offset(%gmmaSmemDesc, %idx_79) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=4}">) -> !cute_nvgpu.smem_desc
      %idx_81 = cute.crd2idx(%coord_78, %141) : (!cute.coord<"(_,_,2,?)">, !cute_layout_8af91a) -> !cute.int_tuple<"?{div=4}">
      %tup_82 = cute.add_offset(%gmmaSmemDesc_52, %idx_81) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=4}">) -> !cute_nvgpu.smem_desc
      %768 = llvm.load %311 : !llvm.ptr -> f32
      %769 = llvm.load %312 : !llvm.ptr -> f32
      %770 = llvm.load %313 : !llvm.ptr -> f32
      %771 = llvm.load %314 : !llvm.ptr -> f32
      %772 = llvm.load %315 : !llvm.ptr -> f32
      %773 = llvm.load %316 : !llvm.ptr -> f32
      %774 = llvm.load %317 : !llvm.ptr -> f32
      %775 = llvm.load %318 : !llvm.ptr -> f32
      %776 = llvm.load %319 : !llvm.ptr -> f32
      %777 = llvm.load %320 : !llvm.ptr -> f32
      %778 = llvm.load %321 : !llvm.ptr -> f32
      %779 = llvm.load %322 : !llvm.ptr -> f32
      %780 = llvm.load %323 : !llvm.ptr -> f32
      %781 = llvm.load %324 : !llvm.ptr -> f32
      %782 = llvm.load %325 : !llvm.ptr -> f32
      %783 = llvm.load %326 : !llvm.ptr -> f32
      %784 = llvm.load %327 : !llvm.ptr -> f32
      %785 = llvm.load %328 : !llvm.ptr -> f32
      %786 = llvm.load %329 : !llvm.ptr -> f32
      %787 = llvm.load %330 : !llvm.ptr -> f32
      %788 = llvm.load %331 : !llvm.ptr -> f32
      %789 = llvm.load %332 : !llvm.ptr -> f32
      %790 = llvm.load %333 : !llvm.ptr -> f32
      %791 = llvm.load %334 : !llvm.ptr -> f32
      %792 = llvm.load %335 : !llvm.ptr -> f32
      %793 = llvm.load %336 : !llvm.ptr -> f32
      %794 = llvm.load %337 : !llvm.ptr -> f32
      %795 = llvm.load %338 : !llvm.ptr -> f32
      %796 = llvm.load %339 : !llvm.ptr -> f32
      %797 = llvm.load %340 : !llvm.ptr -> f32
      %798 = llvm.load %341 : !llvm.ptr -> f32
      %799 = llvm.load %342 : !llvm.ptr -> f32
      %800 = llvm.load %343 : !llvm.ptr -> f32
      %801 = llvm.load %344 : !llvm.ptr -> f32
      %802 = llvm.load %345 : !llvm.ptr -> f32
      %803 = llvm.load %346 : !llvm.ptr -> f32
      %804 = llvm.load %347 : !llvm.ptr -> f32
      %805 = llvm.load %348 : !llvm.ptr -> f32
      %806 = llvm.load %349 : !llvm.ptr -> f32
      %807 = llvm.load %350 : !llvm.ptr -> f32
      %808 = llvm.load %351 : !llvm.ptr -> f32
      %809 = llvm.load %352 : !llvm.ptr -> f32
      %810 = llvm.load %353 : !llvm.ptr -> f32
      %811 = llvm.load %354 : !llvm.ptr -> f32
      %812 = llvm.load %355 : !llvm.ptr -> f32
      %813 = llvm.load %356 : !llvm.ptr -> f32
      %814 = llvm.load %357 : !llvm.ptr -> f32
      %815 = llvm.load %358 : !llvm.ptr -> f32
      %816 = llvm.load %359 : !llvm.ptr -> f32
      %817 = llvm.load %360 : !llvm.ptr -> f32
      %818 = llvm.load %361 : !llvm.ptr -> f32
      %819 = llvm.load %362 : !llvm.ptr -> f32
      %820 = llvm.load %363 : !llvm.ptr -> f32
      %821 = llvm.load %364 : !llvm.ptr -> f32
      %822 = llvm.load %365 : !llvm.ptr -> f32
      %823 = llvm.load %366 : !llvm.ptr -> f32
      %824 = llvm.load %367 : !llvm.ptr -> f32
      %825 = llvm.load %368 : !llvm.ptr -> f32
      %826 = llvm.load %369 : !llvm.ptr -> f32
      %827 = llvm.load %370 : !llvm.ptr -> f32
      %828 = llvm.load %371 : !llvm.ptr -> f32
      %829 = llvm.load %372 : !llvm.ptr -> f32
      %830 = llvm.load %373 : !llvm.ptr -> f32
      %831 = llvm.load %374 : !llvm.ptr -> f32
      %832 = llvm.load %375 : !llvm.ptr -> f32
      %833 = llvm.load %376 : !llvm.ptr -> f32
      %834 = llvm.load %377 : !llvm.ptr -> f32
      %835 = llvm.load %378 : !llvm.ptr -> f32
      %836 = llvm.load %379 : !llvm.ptr -> f32
      %837 = llvm.load %380 : !llvm.ptr -> f32
      %838 = llvm.load %381 : !llvm.ptr -> f32
      %839 = llvm.load %382 : !llvm.ptr -> f32
      %840 = llvm.load %383 : !llvm.ptr -> f32
      %841 = llvm.load %384 : !llvm.ptr -> f32
      %842 = llvm.load %385 : !llvm.ptr -> f32
      %843 = llvm.load %386 : !llvm.ptr -> f32
      %844 = llvm.load %387 : !llvm.ptr -> f32
      %845 = llvm.load %388 : !llvm.ptr -> f32
      %846 = llvm.load %389 : !llvm.ptr -> f32
      %847 = llvm.load %390 : !llvm.ptr -> f32
      %848 = llvm.load %391 : !llvm.ptr -> f32
      %849 = llvm.load %392 : !llvm.ptr -> f32
      %850 = llvm.load %393 : !llvm.ptr -> f32
      %851 = llvm.load %394 : !llvm.ptr -> f32
      %852 = llvm.load %395 : !llvm.ptr -> f32
      %853 = llvm.load %396 : !llvm.ptr -> f32
      %854 = llvm.load %397 : !llvm.ptr -> f32
      %855 = llvm.load %398 : !llvm.ptr -> f32
      %856 = llvm.load %399 : !llvm.ptr -> f32
      %857 = llvm.load %400 : !llvm.ptr -> f32
      %858 = llvm.load %401 : !llvm.ptr -> f32
      %859 = llvm.load %402 : !llvm.ptr -> f32
      %860 = llvm.load %403 : !llvm.ptr -> f32
      %861 = llvm.load %404 : !llvm.ptr -> f32
      %862 = llvm.load %405 : !llvm.ptr -> f32
      %863 = llvm.load %406 : !llvm.ptr -> f32
      %864 = llvm.load %407 : !llvm.ptr -> f32
      %865 = llvm.load %408 : !llvm.ptr -> f32
      %866 = llvm.load %409 : !llvm.ptr -> f32
      %867 = llvm.load %410 : !llvm.ptr -> f32
      %868 = llvm.load %411 : !llvm.ptr -> f32
      %869 = llvm.load %412 : !llvm.ptr -> f32
      %870 = llvm.load %413 : !llvm.ptr -> f32
      %871 = llvm.load %414 : !llvm.ptr -> f32
      %872 = llvm.load %415 : !llvm.ptr -> f32
      %873 = llvm.load %416 : !llvm.ptr -> f32
      %874 = llvm.load %417 : !llvm.ptr -> f32
      %875 = llvm.load %418 : !llvm.ptr -> f32
      %876 = llvm.load %419 : !llvm.ptr -> f32
      %877 = llvm.load %420 : !llvm.ptr -> f32
      %878 = llvm.load %421 : !llvm.ptr -> f32
      %879 = llvm.load %422 : !llvm.ptr -> f32
      %880 = llvm.load %423 : !llvm.ptr -> f32
      %881 = llvm.load %424 : !llvm.ptr -> f32
      %882 = llvm.load %425 : !llvm.ptr -> f32
      %883 = llvm.load %426 : !llvm.ptr -> f32
      %884 = llvm.load %427 : !llvm.ptr -> f32
      %885 = llvm.load %428 : !llvm.ptr -> f32
      %886 = llvm.load %429 : !llvm.ptr -> f32
      %887 = llvm.load %430 : !llvm.ptr -> f32
      %888 = llvm.load %431 : !llvm.ptr -> f32
      %889 = llvm.load %432 : !llvm.ptr -> f32
      %890 = llvm.load %433 : !llvm.ptr -> f32
      %891 = llvm.load %434 : !llvm.ptr -> f32
      %892 = llvm.load %435 : !llvm.ptr -> f32
      %893 = llvm.load %436 : !llvm.ptr -> f32
      %894 = llvm.load %437 : !llvm.ptr -> f32
      %895 = llvm.load %438 : !llvm.ptr -> f32
      %896:128 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,256,16)", A = %tup_80 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %tup_82 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%768, %769, %770, %771, %772, %773, %774, %775, %776, %777, %778, %779, %780, %781, %782, %783, %784, %785, %786, %787, %788, %789, %790, %791, %792, %793, %794, %795, %796, %797, %798, %799, %800, %801, %802, %803, %804, %805, %806, %807, %808, %809, %810, %811, %812, %813, %814, %815, %816, %817, %818, %819, %820, %821, %822, %823, %824, %825, %826, %827, %828, %829, %830, %831, %832, %833, %834, %835, %836, %837, %838, %839, %840, %841, %842, %843, %844, %845, %846, %847, %848, %849, %850, %851, %852, %853, %854, %855, %856, %857, %858, %859, %860, %861, %862, %863, %864, %865, %866, %867, %868, %869, %870, %871, %872, %873, %874, %875, %876, %877, %878, %879, %880, %881, %882, %883, %884, %885, %886, %887, %888, %889, %890, %891, %892, %893, %894, %895], accum = %true : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 128, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
      llvm.store %896#0, %311 : f32, !llvm.ptr
      llvm.store %896#1, %312 : f32, !llvm.ptr
      llvm.store %896#2, %313 : f32, !llvm.ptr
      llvm.store %896#3, %314 : f32, !llvm.ptr
      llvm.store %896#4, %315 : f32, !llvm.ptr
      llvm.store %896#5, %316 : f32, !llvm.ptr
      llvm.store %896#6, %317 : f32, !llvm.ptr
      llvm.store %896#7, %318 : f32, !llvm.ptr
      llvm.store %896#8, %319 : f32, !llvm.ptr
      llvm.store %896#9, %320 : f32, !llvm.ptr
      llvm.store %896#10, %321 : f32, !llvm.ptr
      llvm.store %896#11, %322 : f32, !llvm.ptr
      llvm.store %896#12, %323 : f32, !llvm.ptr
      llvm.store %896#13, %324 : f32, !llvm.ptr
      llvm.store %896#14, %325 : f32, !llvm.ptr
      llvm.store %896#15, %326 : f32, !llvm.ptr
      llvm.store %896#16, %327 : f32, !llvm.ptr
      llvm.store %896#17, %328 : f32, !llvm.ptr
      llvm.store %896#18, %329 : f32, !llvm.ptr
      llvm.store %896#19, %330 : f32, !llvm.ptr
      llvm.store %896#20, %331 : f32, !llvm.ptr
      llvm.store %896#21, %332 : f32, !llvm.ptr
      llvm.store %896#22, %333 : f32, !llvm.ptr
      llvm.store %896#23, %334 : f32, !llvm.ptr
      llvm.store %896#24, %335 : f32, !llvm.ptr
      llvm.store %896#25, %336 : f32, !llvm.ptr
      llvm.store %896#26, %337 : f32, !llvm.ptr
      llvm.store %896#27, %338 : f32, !llvm.ptr
      llvm.store %896#28, %339 : f32, !llvm.ptr
      llvm.store %896#29, %340 : f32, !llvm.ptr
      llvm.store %896#30, %341 : f32, !llvm.ptr
      llvm.store %896#31, %342 : f32, !llvm.ptr
      llvm.store %896#32, %343 : f32, !llvm.ptr
      llvm.store %896#33, %344 : f32, !llvm.ptr
      llvm.store %896#34, %345 : f32, !llvm.ptr
      llvm.store %896#35, %346 : f32, !llvm.ptr
      llvm.store %896#36, %347 : f32, !llvm.ptr
      llvm.store %896#37, %348 : f32, !llvm.ptr
      llvm.store %896#38, %349 : f32, !llvm.ptr
      llvm.store %896#39, %350 : f32, !llvm.ptr
      llvm.store %896#40, %351 : f32, !llvm.ptr
      llvm.store %896#41, %352 : f32, !llvm.ptr
      llvm.store %896#42, %353 : f32, !llvm.ptr
      llvm.store %896#43, %354 : f32, !llvm.ptr
      llvm.store %896#44, %355 : f32, !llvm.ptr
      llvm.store %896#45, %356 : f32, !llvm.ptr
      llvm.store %896#46, %357 : f32, !llvm.ptr
      llvm.store %896#47, %358 : f32, !llvm.ptr
      llvm.store %896#48, %359 : f32, !llvm.ptr
      llvm.store %896#49, %360 : f32, !llvm.ptr
      llvm.store %896#50, %361 : f32, !llvm.ptr
      llvm.store %896#51, %362 : f32, !llvm.ptr
      llvm.store %896#52, %363 : f32, !llvm.ptr
      llvm.store %896#53, %364 : f32, !llvm.ptr
      llvm.store %896#54, %365 : f32, !llvm.ptr
      llvm.store %896#55, %366 : f32, !llvm.ptr
      llvm.store %896#56, %367 : f32, !llvm.ptr
      llvm.store %896#57, %368 : f32, !llvm.ptr
      llvm.store %896#58, %369 : f32, !llvm.ptr
      llvm.store %896#59, %370 : f32, !llvm.ptr
      llvm.store %896#60, %371 : f32, !llvm.ptr
      llvm.store %896#61, %372 : f32, !llvm.ptr
      llvm.store %896#62, %373 : f32, !llvm.ptr
      llvm.store %896#63, %374 : f32, !llvm.ptr
      llvm.store %896#64, %375 : f32, !llvm.ptr
      llvm.store %896#65, %376 : f32, !llvm.ptr
      llvm.store %896#66, %377 : f32, !llvm.ptr
      llvm.store %896#67, %378 : f32, !llvm.ptr
      llvm.store %896#68, %379 : f32, !llvm.ptr
      llvm.store %896#69, %380 : f32, !llvm.ptr
      llvm.store %896#70, %381 : f32, !llvm.ptr
      llvm.store %896#71, %382 : f32, !llvm.ptr
      llvm.store %896#72, %383 : f32, !llvm.ptr
      llvm.store %896#73, %384 : f32, !llvm.ptr
      llvm.store %896#74, %385 : f32, !llvm.ptr
      llvm.store %896#75, %386 : f32, !llvm.ptr
      llvm.store %896#76, %387 : f32, !llvm.ptr
      llvm.store %896#77, %388 : f32, !llvm.ptr
      llvm.store %896#78, %389 : f32, !llvm.ptr
      llvm.store %896#79, %390 : f32, !llvm.ptr
      llvm.store %896#80, %391 : f32, !llvm.ptr
      llvm.store %896#81, %392 : f32, !llvm.ptr
      llvm.store %896#82, %393 : f32, !llvm.ptr
      llvm.store %896#83, %394 : f32, !llvm.ptr
      llvm.store %896#84, %395 : f32, !llvm.ptr
      llvm.store %896#85, %396 : f32, !llvm.ptr
      llvm.store %896#86, %397 : f32, !llvm.ptr
      llvm.store %896#87, %398 : f32, !llvm.ptr
      llvm.store %896#88, %399 : f32, !llvm.ptr
      llvm.store %896#89, %400 : f32, !llvm.ptr
      llvm.store %896#90, %401 : f32, !llvm.ptr
      llvm.store %896#91, %402 : f32, !llvm.ptr
      llvm.store %896#92, %403 : f32, !llvm.ptr
      llvm.store %896#93, %404 : f32, !llvm.ptr
      llvm.store %896#94, %405 : f32, !llvm.ptr
      llvm.store %896#95, %406 : f32, !llvm.ptr
      llvm.store %896#96, %407 : f32, !llvm.ptr
      llvm.store %896#97, %408 : f32, !llvm.ptr
      llvm.store %896#98, %409 : f32, !llvm.ptr
      llvm.store %896#99, %410 : f32, !llvm.ptr
      llvm.store %896#100, %411 : f32, !llvm.ptr
      llvm.store %896#101, %412 : f32, !llvm.ptr
      llvm.store %896#102, %413 : f32, !llvm.ptr
      llvm.store %896#103, %414 : f32, !llvm.ptr
      llvm.store %896#104, %415 : f32, !llvm.ptr
      llvm.store %896#105, %416 : f32, !llvm.ptr
      llvm.store %896#106, %417 : f32, !llvm.ptr
      llvm.store %896#107, %418 : f32, !llvm.ptr
      llvm.store %896#108, %419 : f32, !llvm.ptr
      llvm.store %896#109, %420 : f32, !llvm.ptr
      llvm.store %896#110, %421 : f32, !llvm.ptr
      llvm.store %896#111, %422 : f32, !llvm.ptr
      llvm.store %896#112, %423 : f32, !llvm.ptr
      llvm.store %896#113, %424 : f32, !llvm.ptr
      llvm.store %896#114, %425 : f32, !llvm.ptr
      llvm.store %896#115, %426 : f32, !llvm.ptr
      llvm.store %896#116, %427 : f32, !llvm.ptr
      llvm.store %896#117, %428 : f32, !llvm.ptr
      llvm.store %896#118, %429 : f32, !llvm.ptr
      llvm.store %896#119, %430 : f32, !llvm.ptr
      llvm.store %896#120, %431 : f32, !llvm.ptr
      llvm.store %896#121, %432 : f32, !llvm.ptr
      llvm.store %896#122, %433 : f32, !llvm.ptr
      llvm.store %896#123, %434 : f32, !llvm.ptr
      llvm.store %896#124, %435 : f32, !llvm.ptr
      llvm.store %896#125, %436 : f32, !llvm.ptr
      llvm.store %896#126, %437 : f32, !llvm.ptr
      llvm.store %896#127, %438 : f32, !llvm.ptr
      %coord_83 = cute.make_coord(%506) : (i32) -> !cute.coord<"(_,_,3,?)">
      %idx_84 = cute.crd2idx(%coord_83, %142) : (!cute.coord<"(_,_,3,?)">, !cute_layout_d2b4bf) -> !cute.int_tuple<"?{div=2}">
      %tup_85 = cute.add_offset(%gmmaSmemDesc, %idx_84) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
      %idx_86 = cute.crd2idx(%coord_83, %141) : (!cute.coord<"(_,_,3,?)">, !cute_layout_8af91a) -> !cute.int_tuple<"?{div=2}">
      %tup_87 = cute.add_offset(%gmmaSmemDesc_52, %idx_86) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
      %897 = llvm.load %311 : !llvm.ptr -> f32
      %898 = llvm.load %312 : !llvm.ptr -> f32
      %899 = llvm.load %313 : !llvm.ptr -> f32
      %900 = llvm.load %314 : !llvm.ptr -> f32
      %901 = llvm.load %315 : !llvm.ptr -> f32
      %902 = llvm.load %316 : !llvm.ptr -> f32
      %903 = llvm.load %317 : !llvm.ptr -> f32
      %904 = llvm.load %318 : !llvm.ptr -> f32
      %905 = llvm.load %319 : !llvm.ptr -> f32
      %906 = llvm.load %320 : !llvm.ptr -> f32
      %907 = llvm.load %321 : !llvm.ptr -> f32
      %908 = llvm.load %322 : !llvm.ptr -> f32
      %909 = llvm.load %323 : !llvm.ptr -> f32
      %910 = llvm.load %324 : !llvm.ptr -> f32
      %911 = llvm.load %325 : !llvm.ptr -> f32
      %912 = llvm.load %326 : !llvm.ptr -> f32
      %913 = llvm.load %327 : !llvm.ptr -> f32
      %914 = llvm.load %328 : !llvm.ptr -> f32
      %915 = llvm.load %329 : !llvm.ptr -> f32
      %916 = llvm.load %330 : !llvm.ptr -> f32
      %917 = llvm.load %331 : !llvm.ptr -> f32
      %918 = llvm.load %332 : !llvm.ptr -> f32
      %919 = llvm.load %333 : !llvm.ptr -> f32
      %920 = llvm.load %334 : !llvm.ptr -> f32
      %921 = llvm.load %335 : !llvm.ptr -> f32
      %922 = llvm.load %336 : !llvm.ptr -> f32
      %923 = llvm.load %337 : !llvm.ptr -> f32
      %924 = llvm.load %338 : !llvm.ptr -> f32
      %925 = llvm.load %339 : !llvm.ptr -> f32
      %926 = llvm.load %340 : !llvm.ptr -> f32
      %927 = llvm.load %341 : !llvm.ptr -> f32
      %928 = llvm.load %342 : !llvm.ptr -> f32
      %929 = llvm.load %343 : !llvm.ptr -> f32
      %930 = llvm.load %344 : !llvm.ptr -> f32
      %931 = llvm.load %345 : !llvm.ptr -> f32
      %932 = llvm.load %346 : !llvm.ptr -> f32
      %933 = llvm.load %347 : !llvm.ptr -> f32
      %934 = llvm.load %348 : !llvm.ptr -> f32
      %935 = llvm.load %349 : !llvm.ptr -> f32
      %936 = llvm.load %350 : !llvm.ptr -> f32
      %937 = llvm.load %351 : !llvm.ptr -> f32
      %938 = llvm.load %352 : !llvm.ptr -> f32
      %939 = llvm.load %353 : !llvm.ptr -> f32
      %940 = llvm.load %354 : !llvm.ptr -> f32
      %941 = llvm.load %355 : !llvm.ptr -> f32
      %942 = llvm.load %356 : !llvm.ptr -> f32
      %943 = llvm.load %357 : !llvm.ptr -> f32
      %944 = llvm.load %358 : !llvm.ptr -> f32
      %945 = llvm.load %359 : !llvm.ptr -> f32
      %946 = llvm.load %360 : !llvm.ptr -> f32
      %947 = llvm.load %361 : !llvm.ptr -> f32
      %948 = llvm.load %362 : !llvm.ptr -> f32
      %949 = llvm.load %363 : !llvm.ptr -> f32
      %950 = llvm.load %364 : !llvm.ptr -> f32
      %951 = llvm.load %365 : !llvm.ptr -> f32
      %952 = llvm.load %366 : !llvm.ptr -> f32
      %953 = llvm.load %367 : !llvm.ptr -> f32
      %954 = llvm.load %368 : !llvm.ptr -> f32
      %955 = llvm.load %369 : !llvm.ptr -> f32
      %956 = llvm.load %370 : !llvm.ptr -> f32
      %957 = llvm.load %371 : !llvm.ptr -> f32
      %958 = llvm.load %372 : !llvm.ptr -> f32
      %959 = llvm.load %373 : !llvm.ptr -> f32
      %960 = llvm.load %374 : !llvm.ptr -> f32
      %961 = llvm.load %375 : !llvm.ptr -> f32
      %962 = llvm.load %376 : !llvm.ptr -> f32
      %963 = llvm.load %377 : !llvm.ptr -> f32
      %964 = llvm.load %378 : !llvm.ptr -> f32
      %965 = llvm.load %379 : !llvm.ptr -> f32
      %966 = llvm.load %380 : !llvm.ptr -> f32
      %967 = llvm.load %381 : !llvm.ptr -> f32
      %968 = llvm.load %382 : !llvm.ptr -> f32
      %969 = llvm.load %383 : !llvm.ptr -> f32
      %970 = llvm.load %384 : !llvm.ptr -> f32
      %971 = llvm.load %385 : !llvm.ptr -> f32
      %972 = llvm.load %386 : !llvm.ptr -> f32
      %973 = llvm.load %387 : !llvm.ptr -> f32
      %974 = llvm.load %388 : !llvm.ptr -> f32
      %975 = llvm.load %389 : !llvm.ptr -> f32
      %976 = llvm.load %390 : !llvm.ptr -> f32
      %977 = llvm.load %391 : !llvm.ptr -> f32
      %978 = llvm.load %392 : !llvm.ptr -> f32
      %979 = llvm.load %393 : !llvm.ptr -> f32
      %980 = llvm.load %394 : !llvm.ptr -> f32
      %981 = llvm.load %395 : !llvm.ptr -> f32
      %982 = llvm.load %396 : !llvm.ptr -> f32
      %983 = llvm.load %397 : !llvm.ptr -> f32
      %984 = llvm.load %398 : !llvm.ptr -> f32
      %985 = llvm.load %399 : !llvm.ptr -> f32
      %986 = llvm.load %400 : !llvm.ptr -> f32
      %987 = llvm.load %401 : !llvm.ptr -> f32
      %988 = llvm.load %402 : !llvm.ptr -> f32
      %989 = llvm.load %403 : !llvm.ptr -> f32
      %990 = llvm.load %404 : !llvm.ptr -> f32
      %991 = llvm.load %405 : !llvm.ptr -> f32
      %992 = llvm.load %406 : !llvm.ptr -> f32
      %993 = llvm.load %407 : !llvm.ptr -> f32
      %994 = llvm.load %408 : !llvm.ptr -> f32
      %995 = llvm.load %409 : !llvm.ptr -> f32
      %996 = llvm.load %410 : !llvm.ptr -> f32
      %997 = llvm.load %411 : !llvm.ptr -> f32
      %998 = llvm.load %412 : !llvm.ptr -> f32
      %999 = llvm.load %413 : !llvm.ptr -> f32
      %1000 = llvm.load %414 : !llvm.ptr -> f32
      %1001 = llvm.load %415 : !llvm.ptr -> f32
      %1002 = llvm.load %416 : !llvm.ptr -> f32
      %1003 = llvm.load %417 : !llvm.ptr -> f32
      %1004 = llvm.load %418 : !llvm.ptr -> f32
      %1005 = llvm.load %419 : !llvm.ptr -> f32
      %1006 = llvm.load %420 : !llvm.ptr -> f32
      %1007 = llvm.load %421 : !llvm.ptr -> f32
      %1008 = llvm.load %422 : !llvm.ptr -> f32
      %1009 = llvm.load %423 : !llvm.ptr -> f32
      %1010 = llvm.load %424 : !llvm.ptr -> f32
      %1011 = llvm.load %425 : !llvm.ptr -> f32
      %1012 = llvm.load %426 : !llvm.ptr -> f32
      %1013 = llvm.load %427 : !llvm.ptr -> f32
      %1014 = llvm.load %428 : !llvm.ptr -> f32
      %1015 = llvm.load %429 : !llvm.ptr -> f32
      %1016 = llvm.load %430 : !llvm.ptr -> f32
      %1017 = llvm.load %431 : !llvm.ptr -> f32
      %1018 = llvm.load %432 : !llvm.ptr -> f32
      %1019 = llvm.load %433 : !llvm.ptr -> f32
      %1020 = llvm.load %434 : !llvm.ptr -> f32
      %1021 = llvm.load %435 : !llvm.ptr -> f32
      %1022 = llvm.load %436 : !llvm.ptr -> f32
      %1023 = llvm.load %437 : !llvm.ptr -> f32
      %1024 = llvm.load %438 : !llvm.ptr -> f32
      %1025:128 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,256,16)", A = %tup_85 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %tup_87 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%897, %898, %899, %900, %901, %902, %903, %904, %905, %906, %907, %908, %909, %910, %911, %912, %913, %914, %915, %916, %917, %918, %919, %920, %921, %922, %923, %924, %925, %926, %927, %928, %929, %930, %931, %932, %933, %934, %935, %936, %937, %938, %939, %940, %941, %942, %943, %944, %945, %946, %947, %948, %949, %950, %951, %952, %953, %954, %955, %956, %957, %958, %959, %960, %961, %962, %963, %964, %965, %966, %967, %968, %969, %970, %971, %972, %973, %974, %975, %976, %977, %978, %979, %980, %981, %982, %983, %984, %985, %986, %987, %988, %989, %990, %991, %992, %993, %994, %995, %996, %997, %998, %999, %1000, %1001, %1002, %1003, %1004, %1005, %1006, %1007, %1008, %1009, %1010, %1011, %1012, %1013, %1014, %1015, %1016, %1017, %1018, %1019, %1020, %1021, %1022, %1023, %1024], accum = %true : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 128, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
      llvm.store %1025#0, %311 : f32, !llvm.ptr
      llvm.store %1025#1, %312 : f32, !llvm.ptr
      llvm.store %1025#2, %313 : f32, !llvm.ptr
      llvm.store %1025#3, %314 : f32, !llvm.ptr
      llvm.store %1025#4, %315 : f32, !llvm.ptr
      llvm.store %1025#5, %316 : f32, !llvm.ptr
      llvm.store %1025#6, %317 : f32, !llvm.ptr
      llvm.store %1025#7, %318 : f32, !llvm.ptr
      llvm.store %1025#8, %319 : f32, !llvm.ptr
      llvm.store %1025#9, %320 : f32, !llvm.ptr
      llvm.store %1025#10, %321 : f32, !llvm.ptr
      llvm.store %1025#11, %322 : f32, !llvm.ptr
      llvm.store %1025#12, %323 : f32, !llvm.ptr
      llvm.store %1025#13, %324 : f32, !llvm.ptr
      llvm.store %1025#14, %325 : f32, !llvm.ptr
      llvm.store %1025#15, %326 : f32, !llvm.ptr
      llvm.store %1025#16, %327 : f32, !llvm.ptr
      llvm.store %1025#17, %328 : f32, !llvm.ptr
      llvm.store %1025#18, %329 : f32, !llvm.ptr
      llvm.store %1025#19, %330 : f32, !llvm.ptr
      llvm.store %1025#20, %331 : f32, !llvm.ptr
      llvm.store %1025#21, %332 : f32, !llvm.ptr
      llvm.store %1025#22, %333 : f32, !llvm.ptr
      llvm.store %1025#23, %334 : f32, !llvm.ptr
      llvm.store %1025#24, %335 : f32, !llvm.ptr
      llvm.store %1025#25, %336 : f32, !llvm.ptr
      llvm.store %1025#26, %337 : f32, !llvm.ptr
      llvm.store %1025#27, %338 : f32, !llvm.ptr
      llvm.store %1025#28, %339 : f32, !llvm.ptr
      llvm.store %1025#29, %340 : f32, !llvm.ptr
      llvm.store %1025#30, %341 : f32, !llvm.ptr
      llvm.store %1025#31, %342 : f32, !llvm.ptr
      llvm.store %1025#32, %343 : f32, !llvm.ptr
      llvm.store %1025#33, %344 : f32, !llvm.ptr
      llvm.store %1025#34, %345 : f32, !llvm.ptr
      llvm.store %1025#35, %346 : f32, !llvm.ptr
      llvm.store %1025#36, %347 : f32, !llvm.ptr
      llvm.store %1025#37, %348 : f32, !llvm.ptr
      llvm.store %1025#38, %349 : f32, !llvm.ptr
      llvm.store %1025#39, %350 : f32, !llvm.ptr
      llvm.store %1025#40, %351 : f32, !llvm.ptr
      llvm.store %1025#41, %352 : f32, !llvm.ptr
      llvm.store %1025#42, %353 : f32, !llvm.ptr
      llvm.store %1025#43, %354 : f32, !llvm.ptr
      llvm.store %1025#44, %355 : f32, !llvm.ptr
      llvm.store %1025#45, %356 : f32, !llvm.ptr
      llvm.store %1025#46, %357 : f32, !llvm.ptr
      llvm.store %1025#47, %358 : f32, !llvm.ptr
      llvm.store %1025#48, %359 : f32, !llvm.ptr
      llvm.store %1025#49, %360 : f32, !llvm.ptr
      llvm.store %1025#50, %361 : f32, !llvm.ptr
      llvm.store %1025#51, %362 : f32, !llvm.ptr
      llvm.store %1025#52, %363 : f32, !llvm.ptr
      llvm.store %1025#53, %364 : f32, !llvm.ptr
      llvm.store %1025#54, %365 : f32, !llvm.ptr
      llvm.store %1025#55, %366 : f32, !llvm.ptr
      llvm.store %1025#56, %367 : f32, !llvm.ptr
      llvm.store %1025#57, %368 : f32, !llvm.ptr
      llvm.store %1025#58, %369 : f32, !llvm.ptr
      llvm.store %1025#59, %370 : f32, !llvm.ptr
      llvm.store %1025#60, %371 : f32, !llvm.ptr
      llvm.store %1025#61, %372 : f32, !llvm.ptr
      llvm.store %1025#62, %373 : f32, !llvm.ptr
      llvm.store %1025#63, %374 : f32, !llvm.ptr
      llvm.store %1025#64, %375 : f32, !llvm.ptr
      llvm.store %1025#65, %376 : f32, !llvm.ptr
      llvm.store %1025#66, %377 : f32, !llvm.ptr
      llvm.store %1025#67, %378 : f32, !llvm.ptr
      llvm.store %1025#68, %379 : f32, !llvm.ptr
      llvm.store %1025#69, %380 : f32, !llvm.ptr
      llvm.store %1025#70, %381 : f32, !llvm.ptr
      llvm.store %1025#71, %382 : f32, !llvm.ptr
      llvm.store %1025#72, %383 : f32, !llvm.ptr
      llvm.store %1025#73, %384 : f32, !llvm.ptr
      llvm.store %1025#74, %385 : f32, !llvm.ptr
      llvm.store %1025#75, %386 : f32, !llvm.ptr
      llvm.store %1025#76, %387 : f32, !llvm.ptr
      llvm.store %1025#77, %388 : f32, !llvm.ptr
      llvm.store %1025#78, %389 : f32, !llvm.ptr
      llvm.store %1025#79, %390 : f32, !llvm.ptr
      llvm.store %1025#80, %391 : f32, !llvm.ptr
      llvm.store %1025#81, %392 : f32, !llvm.ptr
      llvm.store %1025#82, %393 : f32, !llvm.ptr
      llvm.store %1025#83, %394 : f32, !llvm.ptr
      llvm.store %1025#84, %395 : f32, !llvm.ptr
      llvm.store %1025#85, %396 : f32, !llvm.ptr
      llvm.store %1025#86, %397 : f32, !llvm.ptr
      llvm.store %1025#87, %398 : f32, !llvm.ptr
      llvm.store %1025#88, %399 : f32, !llvm.ptr
      llvm.store %1025#89, %400 : f32, !llvm.ptr
      llvm.store %1025#90, %401 : f32, !llvm.ptr
      llvm.store %1025#91, %402 : f32, !llvm.ptr
      llvm.store %1025#92, %403 : f32, !llvm.ptr
      llvm.store %1025#93, %404 : f32, !llvm.ptr
      llvm.store %1025#94, %405 : f32, !llvm.ptr
      llvm.store %1025#95, %406 : f32, !llvm.ptr
      llvm.store %1025#96, %407 : f32, !llvm.ptr
      llvm.store %1025#97, %408 : f32, !llvm.ptr
      llvm.store %1025#98, %409 : f32, !llvm.ptr
      llvm.store %1025#99, %410 : f32, !llvm.ptr
      llvm.store %1025#100, %411 : f32, !llvm.ptr
      llvm.store %1025#101, %412 : f32, !llvm.ptr
      llvm.store %1025#102, %413 : f32, !llvm.ptr
      llvm.store %1025#103, %414 : f32, !llvm.ptr
      llvm.store %1025#104, %415 : f32, !llvm.ptr
      llvm.store %1025#105, %416 : f32, !llvm.ptr
      llvm.store %1025#106, %417 : f32, !llvm.ptr
      llvm.store %1025#107, %418 : f32, !llvm.ptr
      llvm.store %1025#108, %419 : f32, !llvm.ptr
      llvm.store %1025#109, %420 : f32, !llvm.ptr
      llvm.store %1025#110, %421 : f32, !llvm.ptr
      llvm.store %1025#111, %422 : f32, !llvm.ptr
      llvm.store %1025#112, %423 : f32, !llvm.ptr
      llvm.store %1025#113, %424 : f32, !llvm.ptr
      llvm.store %1025#114, %425 : f32, !llvm.ptr
      llvm.store %1025#115, %426 : f32, !llvm.ptr
      llvm.store %1025#116, %427 : f32, !llvm.ptr
      llvm.store %1025#117, %428 : f32, !llvm.ptr
      llvm.store %1025#118, %429 : f32, !llvm.ptr
      llvm.store %1025#119, %430 : f32, !llvm.ptr
      llvm.store %1025#120, %431 : f32, !llvm.ptr
      llvm.store %1025#121, %432 : f32, !llvm.ptr
      llvm.store %1025#122, %433 : f32, !llvm.ptr
      llvm.store %1025#123, %434 : f32, !llvm.ptr
      llvm.store %1025#124, %435 : f32, !llvm.ptr
      llvm.store %1025#125, %436 : f32, !llvm.ptr
      llvm.store %1025#126, %437 : f32, !llvm.ptr
      llvm.store %1025#127, %438 : f32, !llvm.ptr
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 1
      %1026 = arith.cmpi sgt, %501, %c0_i32 : i32
      cf.cond_br %1026, ^bb41, ^bb48
    ^bb41:  // pred: ^bb40
      cf.cond_br %198, ^bb42, ^bb43
    ^bb42:  // pred: ^bb41
      %int_tuple_88 = cute.make_int_tuple(%503) : (i32) -> !cute.int_tuple<"?">
      %ptr_89 = cute.add_offset(%ptr_8, %int_tuple_88) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %1027 = builtin.unrealized_conversion_cast %ptr_89 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.txn %1027, %c1_i32 {kind = #nvvm.mbar_txn_kind<arrive>} : !llvm.ptr<3>, i32
      cf.br ^bb43
    ^bb43:  // 2 preds: ^bb41, ^bb42
      %1028 = arith.addi %503, %c1_i32 : i32
      %1029 = arith.addi %502, %c1_i32 : i32
      %1030 = arith.cmpi eq, %1028, %c4_i32 : i32
      %1031 = arith.select %1030, %c0_i32, %1028 : i32
      cf.cond_br %1030, ^bb44, ^bb45
    ^bb44:  // pred: ^bb43
      %1032 = arith.xori %504, %c1_i32 : i32
      cf.br ^bb46(%1032 : i32)
    ^bb45:  // pred: ^bb43
      cf.br ^bb46(%504 : i32)
    ^bb46(%1033: i32):  // 2 preds: ^bb44, ^bb45
      cf.br ^bb47
    ^bb47:  // pred: ^bb46
      cf.br ^bb49(%1029, %1031, %1033 : i32, i32, i32)
    ^bb48:  // pred: ^bb40
      cf.br ^bb49(%502, %503, %504 : i32, i32, i32)
    ^bb49(%1034: i32, %1035: i32, %1036: i32):  // 2 preds: ^bb47, ^bb48
      cf.br ^bb50
    ^bb50:  // pred: ^bb49
      %1037 = arith.addi %506, %c1_i32 : i32
      %1038 = arith.addi %505, %c1_i32 : i32
      %1039 = arith.cmpi eq, %1037, %c4_i32 : i32
      %1040 = arith.select %1039, %c0_i32, %1037 : i32
      cf.cond_br %1039, ^bb51, ^bb52
    ^bb51:  // pred: ^bb50
      %1041 = arith.xori %507, %c1_i32 : i32
      cf.br ^bb53(%1041 : i32)
    ^bb52:  // pred: ^bb50
      cf.br ^bb53(%507 : i32)
    ^bb53(%1042: i32):  // 2 preds: ^bb51, ^bb52
      cf.br ^bb54
    ^bb54:  // pred: ^bb53
      %1043 = arith.addi %501, %c1_i32 : i32
      cf.br ^bb39(%1043, %1034, %1035, %1036, %1038, %1040, %1042 : i32, i32, i32, i32, i32, i32, i32)
    ^bb55:  // pred: ^bb39
      nvvm.wgmma.wait.group.sync.aligned 0
      cf.cond_br %198, ^bb56, ^bb57
    ^bb56:  // pred: ^bb55
      %int_tuple_90 = cute.make_int_tuple(%503) : (i32) -> !cute.int_tuple<"?">
      %ptr_91 = cute.add_offset(%ptr_8, %int_tuple_90) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %1044 = builtin.unrealized_conversion_cast %ptr_91 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.txn %1044, %c1_i32 {kind = #nvvm.mbar_txn_kind<arrive>} : !llvm.ptr<3>, i32
      cf.br ^bb57
    ^bb57:  // 2 preds: ^bb55, ^bb56
      %1045 = arith.addi %503, %c1_i32 : i32
      %1046 = arith.addi %502, %c1_i32 : i32
      %1047 = arith.cmpi eq, %1045, %c4_i32 : i32
      %1048 = arith.select %1047, %c0_i32, %1045 : i32
      cf.cond_br %1047, ^bb58, ^bb59
    ^bb58:  // pred: ^bb57
      %1049 = arith.xori %504, %c1_i32 : i32
      cf.br ^bb60(%1049 : i32)
    ^bb59:  // pred: ^bb57
      cf.br ^bb60(%504 : i32)
    ^bb60(%1050: i32):  // 2 preds: ^bb58, ^bb59
      cf.br ^bb61
    ^bb61:  // pred: ^bb60
      %coord_92 = cute.make_coord(%497, %498, %468) : (i32, i32, i32) -> !cute.coord<"(_,_,?,?,?)">
      %idx_93 = cute.crd2idx(%coord_92, %140) : (!cute.coord<"(_,_,?,?,?)">, !cute_layout_c09968) -> !cute_int_tuple_a5ac5a
      %tup_94 = cute.add_offset(%int_tup_iter, %idx_93) : (!cute_arith_tuple_iter_da3d01, !cute_int_tuple_a5ac5a) -> !cute_arith_tuple_iter_045f90
      %1051 = cute.memref.load(%view, %139) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
      cute.memref.store(%rmem_57, %139, %1051) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %1052 = cute.memref.load(%view, %138) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
      cute.memref.store(%rmem_57, %138, %1052) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %1053 = cute.memref.load(%view, %137) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
      cute.memref.store(%rmem_57, %137, %1053) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %1054 = cute.memref.load(%view, %136) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
      cute.memref.store(%rmem_57, %136, %1054) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %1055 = cute.memref.load(%view, %135) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
      cute.memref.store(%rmem_57, %135, %1055) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %1056 = cute.memref.load(%view, %134) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
      cute.memref.store(%rmem_57, %134, %1056) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %1057 = cute.memref.load(%view, %133) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
      cute.memref.store(%rmem_57, %133, %1057) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %1058 = cute.memref.load(%view, %132) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
      cute.memref.store(%rmem_57, %132, %1058) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %1059 = cute.memref.load(%view, %131) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
      cute.memref.store(%rmem_57, %131, %1059) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %1060 = cute.memref.load(%view, %130) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
      cute.memref.store(%rmem_57, %130, %1060) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %1061 = cute.memref.load(%view, %129) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
      cute.memref.store(%rmem_57, %129, %1061) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %1062 = cute.memref.load(%view, %128) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
      cute.memref.store(%rmem_57, %128, %1062) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %1063 = cute.memref.load(%view, %127) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
      cute.memref.store(%rmem_57, %127, %1063) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %1064 = cute.memref.load(%view, %126) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
      cute.memref.store(%rmem_57, %126, %1064) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %1065 = cute.memref.load(%view, %125) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
      cute.memref.store(%rmem_57, %125, %1065) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %1066 = cute.memref.load(%view, %124) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
      cute.memref.store(%rmem_57, %124, %1066) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %1067 = cute.memref.load_vec(%rmem_57) : (!memref_rmem_f32_2) -> vector<16xf32>
      %1068 = arith.truncf %1067 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%1068, %rmem_58) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_95 = cute.make_coord(%450) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_96 = cute.crd2idx(%coord_95, %123) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb62(%c0_i32 : i32)
    ^bb62(%1069: i32):  // 2 preds: ^bb61, ^bb63
      %1070 = arith.cmpi slt, %1069, %c2_i32 : i32
      cf.cond_br %1070, ^bb63, ^bb64 {llvm.loop_annotation = #loop_annotation}
    ^bb63:  // pred: ^bb62
      %coord_97 = cute.make_coord(%1069) : (i32) -> !cute.coord<"(_,?)">
      %idx_98 = cute.crd2idx(%coord_97, %122) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_99 = cute.add_offset(%iter_59, %idx_98) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_100 = cute.crd2idx(%coord_97, %121) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_101 = cute.add_offset(%ptr_55, %idx_100) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %1071 = builtin.unrealized_conversion_cast %ptr_99 : !cute_ptr_2914ae to !llvm.ptr
      %1072 = llvm.load %1071 : !llvm.ptr -> vector<4xi32>
      %swizzled = cute.apply_swizzle(%ptr_101) : !cute_ptr_6d8216
      %ptr_102 = cute.add_offset(%swizzled, %idx_96) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_102, %1072) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %1073 = arith.addi %1069, %c1_i32 : i32
      cf.br ^bb62(%1073 : i32)
    ^bb64:  // pred: ^bb62
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %439, ^bb65, ^bb66
    ^bb65:  // pred: ^bb64
      %coord_103 = cute.make_coord(%450) : (i32) -> !cute.coord<"(_,?)">
      %idx_104 = cute.crd2idx(%coord_103, %120) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_105 = cute.add_offset(%iter_16, %idx_104) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_106 = cute.deref_arith_tuple_iter(%tup_94) : !cute_arith_tuple_iter_045f90
      %e0_107, %e1_108, %e2_109 = cute.get_leaves(%tup_106) : !cute_int_tuple_a5ac5a
      %int_tuple_110 = cute.make_int_tuple(%e0_107, %e1_108, %e2_109) : (!cute.int_tuple<"?{div=256}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_a5ac5a
      %int_tup_iter_111 = cute.make_arith_tuple_iter(%int_tuple_110) : (!cute_int_tuple_a5ac5a) -> !cute_arith_tuple_iter_045f90
      %1074 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_112 = cute_nvgpu.get_tma_desc_addr(%1074 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %1075 = cute_nvgpu.atom.get_value(%1074 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_113 = cute.deref_arith_tuple_iter(%int_tup_iter_111) : !cute_arith_tuple_iter_045f90
      %1076:3 = cute.get_scalars(%tup_113) : !cute_int_tuple_a5ac5a
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_112 : !cute.ptr<generic, align<64>>, %ptr_105 : !cute_ptr_8ec51c, [%1076#0, %1076#1, %1076#2] : i32, i32, i32) cache_policy = %1075 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb66
    ^bb66:  // 2 preds: ^bb64, ^bb65
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %1077 = arith.addi %450, %c1_i32 : i32
      %1078 = arith.remsi %1077, %c4_i32 : i32
      %1079 = cute.memref.load(%view, %119) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
      cute.memref.store(%rmem_57, %139, %1079) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %1080 = cute.memref.load(%view, %118) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
      cute.memref.store(%rmem_57, %138, %1080) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %1081 = cute.memref.load(%view, %117) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
      cute.memref.store(%rmem_57, %137, %1081) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %1082 = cute.memref.load(%view, %116) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
      cute.memref.store(%rmem_57, %136, %1082) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %1083 = cute.memref.load(%view, %115) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
      cute.memref.store(%rmem_57, %135, %1083) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %1084 = cute.memref.load(%view, %114) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
      cute.memref.store(%rmem_57, %134, %1084) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %1085 = cute.memref.load(%view, %113) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
      cute.memref.store(%rmem_57, %133, %1085) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %1086 = cute.memref.load(%view, %112) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
      cute.memref.store(%rmem_57, %132, %1086) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %1087 = cute.memref.load(%view, %111) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
      cute.memref.store(%rmem_57, %131, %1087) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %1088 = cute.memref.load(%view, %110) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
      cute.memref.store(%rmem_57, %130, %1088) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %1089 = cute.memref.load(%view, %109) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
      cute.memref.store(%rmem_57, %129, %1089) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %1090 = cute.memref.load(%view, %108) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
      cute.memref.store(%rmem_57, %128, %1090) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %1091 = cute.memref.load(%view, %107) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
      cute.memref.store(%rmem_57, %127, %1091) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %1092 = cute.memref.load(%view, %106) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
      cute.memref.store(%rmem_57, %126, %1092) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %1093 = cute.memref.load(%view, %105) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
      cute.memref.store(%rmem_57, %125, %1093) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %1094 = cute.memref.load(%view, %104) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
      cute.memref.store(%rmem_57, %124, %1094) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %1095 = cute.memref.load_vec(%rmem_57) : (!memref_rmem_f32_2) -> vector<16xf32>
      %1096 = arith.truncf %1095 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%1096, %rmem_58) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_114 = cute.make_coord(%1078) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_115 = cute.crd2idx(%coord_114, %123) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb67(%c0_i32 : i32)
    ^bb67(%1097: i32):  // 2 preds: ^bb66, ^bb68
      %1098 = arith.cmpi slt, %1097, %c2_i32 : i32
      cf.cond_br %1098, ^bb68, ^bb69 {llvm.loop_annotation = #loop_annotation}
    ^bb68:  // pred: ^bb67
      %coord_116 = cute.make_coord(%1097) : (i32) -> !cute.coord<"(_,?)">
      %idx_117 = cute.crd2idx(%coord_116, %122) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_118 = cute.add_offset(%iter_59, %idx_117) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_119 = cute.crd2idx(%coord_116, %121) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_120 = cute.add_offset(%ptr_55, %idx_119) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %1099 = builtin.unrealized_conversion_cast %ptr_118 : !cute_ptr_2914ae to !llvm.ptr
      %1100 = llvm.load %1099 : !llvm.ptr -> vector<4xi32>
      %swizzled_121 = cute.apply_swizzle(%ptr_120) : !cute_ptr_6d8216
      %ptr_122 = cute.add_offset(%swizzled_121, %idx_115) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_122, %1100) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %1101 = arith.addi %1097, %c1_i32 : i32
      cf.br ^bb67(%1101 : i32)
    ^bb69:  // pred: ^bb67
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %439, ^bb70, ^bb71
    ^bb70:  // pred: ^bb69
      %coord_123 = cute.make_coord(%1078) : (i32) -> !cute.coord<"(_,?)">
      %idx_124 = cute.crd2idx(%coord_123, %120) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_125 = cute.add_offset(%iter_16, %idx_124) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_126 = cute.add_offset(%tup_94, %103) : (!cute_arith_tuple_iter_045f90, !cute.int_tuple<"(32,0)">) -> !cute_arith_tuple_iter_df6bff
      %tup_127 = cute.deref_arith_tuple_iter(%tup_126) : !cute_arith_tuple_iter_df6bff
      %e0_128, %e1_129, %e2_130 = cute.get_leaves(%tup_127) : !cute_int_tuple_36697f
      %int_tuple_131 = cute.make_int_tuple(%e0_128, %e1_129, %e2_130) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_36697f
      %int_tup_iter_132 = cute.make_arith_tuple_iter(%int_tuple_131) : (!cute_int_tuple_36697f) -> !cute_arith_tuple_iter_df6bff
      %1102 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_133 = cute_nvgpu.get_tma_desc_addr(%1102 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %1103 = cute_nvgpu.atom.get_value(%1102 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_134 = cute.deref_arith_tuple_iter(%int_tup_iter_132) : !cute_arith_tuple_iter_df6bff
      %1104:3 = cute.get_scalars(%tup_134) : !cute_int_tuple_36697f
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_133 : !cute.ptr<generic, align<64>>, %ptr_125 : !cute_ptr_8ec51c, [%1104#0, %1104#1, %1104#2] : i32, i32, i32) cache_policy = %1103 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb71
    ^bb71:  // 2 preds: ^bb69, ^bb70
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %1105 = arith.addi %1078, %c1_i32 : i32
      %1106 = arith.remsi %1105, %c4_i32 : i32
      %1107 = cute.memref.load(%view, %102) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
      cute.memref.store(%rmem_57, %139, %1107) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %1108 = cute.memref.load(%view, %101) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
      cute.memref.store(%rmem_57, %138, %1108) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %1109 = cute.memref.load(%view, %100) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
      cute.memref.store(%rmem_57, %137, %1109) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %1110 = cute.memref.load(%view, %99) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
      cute.memref.store(%rmem_57, %136, %1110) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %1111 = cute.memref.load(%view, %98) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
      cute.memref.store(%rmem_57, %135, %1111) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %1112 = cute.memref.load(%view, %97) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
      cute.memref.store(%rmem_57, %134, %1112) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %1113 = cute.memref.load(%view, %96) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
      cute.memref.store(%rmem_57, %133, %1113) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %1114 = cute.memref.load(%view, %95) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
      cute.memref.store(%rmem_57, %132, %1114) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %1115 = cute.memref.load(%view, %94) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
      cute.memref.store(%rmem_57, %131, %1115) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %1116 = cute.memref.load(%view, %93) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
      cute.memref.store(%rmem_57, %130, %1116) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %1117 = cute.memref.load(%view, %92) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
      cute.memref.store(%rmem_57, %129, %1117) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %1118 = cute.memref.load(%view, %91) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
      cute.memref.store(%rmem_57, %128, %1118) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %1119 = cute.memref.load(%view, %90) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
      cute.memref.store(%rmem_57, %127, %1119) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %1120 = cute.memref.load(%view, %89) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
      cute.memref.store(%rmem_57, %126, %1120) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %1121 = cute.memref.load(%view, %88) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
      cute.memref.store(%rmem_57, %125, %1121) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %1122 = cute.memref.load(%view, %87) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
      cute.memref.store(%rmem_57, %124, %1122) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %1123 = cute.memref.load_vec(%rmem_57) : (!memref_rmem_f32_2) -> vector<16xf32>
      %1124 = arith.truncf %1123 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%1124, %rmem_58) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_135 = cute.make_coord(%1106) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_136 = cute.crd2idx(%coord_135, %123) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb72(%c0_i32 : i32)
    ^bb72(%1125: i32):  // 2 preds: ^bb71, ^bb73
      %1126 = arith.cmpi slt, %1125, %c2_i32 : i32
      cf.cond_br %1126, ^bb73, ^bb74 {llvm.loop_annotation = #loop_annotation}
    ^bb73:  // pred: ^bb72
      %coord_137 = cute.make_coord(%1125) : (i32) -> !cute.coord<"(_,?)">
      %idx_138 = cute.crd2idx(%coord_137, %122) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_139 = cute.add_offset(%iter_59, %idx_138) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_140 = cute.crd2idx(%coord_137, %121) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_141 = cute.add_offset(%ptr_55, %idx_140) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %1127 = builtin.unrealized_conversion_cast %ptr_139 : !cute_ptr_2914ae to !llvm.ptr
      %1128 = llvm.load %1127 : !llvm.ptr -> vector<4xi32>
      %swizzled_142 = cute.apply_swizzle(%ptr_141) : !cute_ptr_6d8216
      %ptr_143 = cute.add_offset(%swizzled_142, %idx_136) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_143, %1128) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %1129 = arith.addi %1125, %c1_i32 : i32
      cf.br ^bb72(%1129 : i32)
    ^bb74:  // pred: ^bb72
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %439, ^bb75, ^bb76
    ^bb75:  // pred: ^bb74
      %coord_144 = cute.make_coord(%1106) : (i32) -> !cute.coord<"(_,?)">
      %idx_145 = cute.crd2idx(%coord_144, %120) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_146 = cute.add_offset(%iter_16, %idx_145) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_147 = cute.add_offset(%tup_94, %86) : (!cute_arith_tuple_iter_045f90, !cute.int_tuple<"(64,0)">) -> !cute_arith_tuple_iter_396070
      %tup_148 = cute.deref_arith_tuple_iter(%tup_147) : !cute_arith_tuple_iter_396070
      %e0_149, %e1_150, %e2_151 = cute.get_leaves(%tup_148) : !cute_int_tuple_ae8a07
      %int_tuple_152 = cute.make_int_tuple(%e0_149, %e1_150, %e2_151) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ae8a07
      %int_tup_iter_153 = cute.make_arith_tuple_iter(%int_tuple_152) : (!cute_int_tuple_ae8a07) -> !cute_arith_tuple_iter_396070
      %1130 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_154 = cute_nvgpu.get_tma_desc_addr(%1130 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %1131 = cute_nvgpu.atom.get_value(%1130 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_155 = cute.deref_arith_tuple_iter(%int_tup_iter_153) : !cute_arith_tuple_iter_396070
      %1132:3 = cute.get_scalars(%tup_155) : !cute_int_tuple_ae8a07
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_154 : !cute.ptr<generic, align<64>>, %ptr_146 : !cute_ptr_8ec51c, [%1132#0, %1132#1, %1132#2] : i32, i32, i32) cache_policy = %1131 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb76
    ^bb76:  // 2 preds: ^bb74, ^bb75
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %1133 = arith.addi %1106, %c1_i32 : i32
      %1134 = arith.remsi %1133, %c4_i32 : i32
      %1135 = cute.memref.load(%view, %85) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
      cute.memref.store(%rmem_57, %139, %1135) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %1136 = cute.memref.load(%view, %84) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
      cute.memref.store(%rmem_57, %138, %1136) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %1137 = cute.memref.load(%view, %83) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
      cute.memref.store(%rmem_57, %137, %1137) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %1138 = cute.memref.load(%view, %82) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
      cute.memref.store(%rmem_57, %136, %1138) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %1139 = cute.memref.load(%view, %81) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
      cute.memref.store(%rmem_57, %135, %1139) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %1140 = cute.memref.load(%view, %80) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
      cute.memref.store(%rmem_57, %134, %1140) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %1141 = cute.memref.load(%view, %79) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
      cute.memref.store(%rmem_57, %133, %1141) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %1142 = cute.memref.load(%view, %78) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
      cute.memref.store(%rmem_57, %132, %1142) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %1143 = cute.memref.load(%view, %77) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
      cute.memref.store(%rmem_57, %131, %1143) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %1144 = cute.memref.load(%view, %76) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
      cute.memref.store(%rmem_57, %130, %1144) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %1145 = cute.memref.load(%view, %75) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
      cute.memref.store(%rmem_57, %129, %1145) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %1146 = cute.memref.load(%view, %74) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
      cute.memref.store(%rmem_57, %128, %1146) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %1147 = cute.memref.load(%view, %73) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
      cute.memref.store(%rmem_57, %127, %1147) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %1148 = cute.memref.load(%view, %72) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
      cute.memref.store(%rmem_57, %126, %1148) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %1149 = cute.memref.load(%view, %71) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
      cute.memref.store(%rmem_57, %125, %1149) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %1150 = cute.memref.load(%view, %70) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
      cute.memref.store(%rmem_57, %124, %1150) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %1151 = cute.memref.load_vec(%rmem_57) : (!memref_rmem_f32_2) -> vector<16xf32>
      %1152 = arith.truncf %1151 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%1152, %rmem_58) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_156 = cute.make_coord(%1134) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_157 = cute.crd2idx(%coord_156, %123) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb77(%c0_i32 : i32)
    ^bb77(%1153: i32):  // 2 preds: ^bb76, ^bb78
      %1154 = arith.cmpi slt, %1153, %c2_i32 : i32
      cf.cond_br %1154, ^bb78, ^bb79 {llvm.loop_annotation = #loop_annotation}
    ^bb78:  // pred: ^bb77
      %coord_158 = cute.make_coord(%1153) : (i32) -> !cute.coord<"(_,?)">
      %idx_159 = cute.crd2idx(%coord_158, %122) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_160 = cute.add_offset(%iter_59, %idx_159) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_161 = cute.crd2idx(%coord_158, %121) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_162 = cute.add_offset(%ptr_55, %idx_161) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %1155 = builtin.unrealized_conversion_cast %ptr_160 : !cute_ptr_2914ae to !llvm.ptr
      %1156 = llvm.load %1155 : !llvm.ptr -> vector<4xi32>
      %swizzled_163 = cute.apply_swizzle(%ptr_162) : !cute_ptr_6d8216
      %ptr_164 = cute.add_offset(%swizzled_163, %idx_157) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_164, %1156) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %1157 = arith.addi %1153, %c1_i32 : i32
      cf.br ^bb77(%1157 : i32)
    ^bb79:  // pred: ^bb77
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %439, ^bb80, ^bb81
    ^bb80:  // pred: ^bb79
      %coord_165 = cute.make_coord(%1134) : (i32) -> !cute.coord<"(_,?)">
      %idx_166 = cute.crd2idx(%coord_165, %120) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_167 = cute.add_offset(%iter_16, %idx_166) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_168 = cute.add_offset(%tup_94, %69) : (!cute_arith_tuple_iter_045f90, !cute.int_tuple<"(96,0)">) -> !cute_arith_tuple_iter_df6bff
      %tup_169 = cute.deref_arith_tuple_iter(%tup_168) : !cute_arith_tuple_iter_df6bff
      %e0_170, %e1_171, %e2_172 = cute.get_leaves(%tup_169) : !cute_int_tuple_36697f
      %int_tuple_173 = cute.make_int_tuple(%e0_170, %e1_171, %e2_172) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_36697f
      %int_tup_iter_174 = cute.make_arith_tuple_iter(%int_tuple_173) : (!cute_int_tuple_36697f) -> !cute_arith_tuple_iter_df6bff
      %1158 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_175 = cute_nvgpu.get_tma_desc_addr(%1158 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %1159 = cute_nvgpu.atom.get_value(%1158 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_176 = cute.deref_arith_tuple_iter(%int_tup_iter_174) : !cute_arith_tuple_iter_df6bff
      %1160:3 = cute.get_scalars(%tup_176) : !cute_int_tuple_36697f
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_175 : !cute.ptr<generic, align<64>>, %ptr_167 : !cute_ptr_8ec51c, [%1160#0, %1160#1, %1160#2] : i32, i32, i32) cache_policy = %1159 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb81
    ^bb81:  // 2 preds: ^bb79, ^bb80
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %1161 = arith.addi %1134, %c1_i32 : i32
      %1162 = arith.remsi %1161, %c4_i32 : i32
      %1163 = cute.memref.load(%view, %68) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
      cute.memref.store(%rmem_57, %139, %1163) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %1164 = cute.memref.load(%view, %67) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
      cute.memref.store(%rmem_57, %138, %1164) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %1165 = cute.memref.load(%view, %66) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
      cute.memref.store(%rmem_57, %137, %1165) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %1166 = cute.memref.load(%view, %65) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
      cute.memref.store(%rmem_57, %136, %1166) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %1167 = cute.memref.load(%view, %64) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
      cute.memref.store(%rmem_57, %135, %1167) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %1168 = cute.memref.load(%view, %63) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
      cute.memref.store(%rmem_57, %134, %1168) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %1169 = cute.memref.load(%view, %62) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
      cute.memref.store(%rmem_57, %133, %1169) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %1170 = cute.memref.load(%view, %61) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
      cute.memref.store(%rmem_57, %132, %1170) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %1171 = cute.memref.load(%view, %60) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
      cute.memref.store(%rmem_57, %131, %1171) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %1172 = cute.memref.load(%view, %59) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
      cute.memref.store(%rmem_57, %130, %1172) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %1173 = cute.memref.load(%view, %58) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
      cute.memref.store(%rmem_57, %129, %1173) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %1174 = cute.memref.load(%view, %57) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
      cute.memref.store(%rmem_57, %128, %1174) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %1175 = cute.memref.load(%view, %56) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
      cute.memref.store(%rmem_57, %127, %1175) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %1176 = cute.memref.load(%view, %55) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
      cute.memref.store(%rmem_57, %126, %1176) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %1177 = cute.memref.load(%view, %54) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
      cute.memref.store(%rmem_57, %125, %1177) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %1178 = cute.memref.load(%view, %53) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
      cute.memref.store(%rmem_57, %124, %1178) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %1179 = cute.memref.load_vec(%rmem_57) : (!memref_rmem_f32_2) -> vector<16xf32>
      %1180 = arith.truncf %1179 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%1180, %rmem_58) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_177 = cute.make_coord(%1162) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_178 = cute.crd2idx(%coord_177, %123) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb82(%c0_i32 : i32)
    ^bb82(%1181: i32):  // 2 preds: ^bb81, ^bb83
      %1182 = arith.cmpi slt, %1181, %c2_i32 : i32
      cf.cond_br %1182, ^bb83, ^bb84 {llvm.loop_annotation = #loop_annotation}
    ^bb83:  // pred: ^bb82
      %coord_179 = cute.make_coord(%1181) : (i32) -> !cute.coord<"(_,?)">
      %idx_180 = cute.crd2idx(%coord_179, %122) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_181 = cute.add_offset(%iter_59, %idx_180) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_182 = cute.crd2idx(%coord_179, %121) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_183 = cute.add_offset(%ptr_55, %idx_182) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %1183 = builtin.unrealized_conversion_cast %ptr_181 : !cute_ptr_2914ae to !llvm.ptr
      %1184 = llvm.load %1183 : !llvm.ptr -> vector<4xi32>
      %swizzled_184 = cute.apply_swizzle(%ptr_183) : !cute_ptr_6d8216
      %ptr_185 = cute.add_offset(%swizzled_184, %idx_178) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_185, %1184) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %1185 = arith.addi %1181, %c1_i32 : i32
      cf.br ^bb82(%1185 : i32)
    ^bb84:  // pred: ^bb82
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %439, ^bb85, ^bb86
    ^bb85:  // pred: ^bb84
      %coord_186 = cute.make_coord(%1162) : (i32) -> !cute.coord<"(_,?)">
      %idx_187 = cute.crd2idx(%coord_186, %120) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_188 = cute.add_offset(%iter_16, %idx_187) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_189 = cute.add_offset(%tup_94, %52) : (!cute_arith_tuple_iter_045f90, !cute.int_tuple<"(128,0)">) -> !cute_arith_tuple_iter_815f75
      %tup_190 = cute.deref_arith_tuple_iter(%tup_189) : !cute_arith_tuple_iter_815f75
      %e0_191, %e1_192, %e2_193 = cute.get_leaves(%tup_190) : !cute_int_tuple_ee97c9
      %int_tuple_194 = cute.make_int_tuple(%e0_191, %e1_192, %e2_193) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ee97c9
      %int_tup_iter_195 = cute.make_arith_tuple_iter(%int_tuple_194) : (!cute_int_tuple_ee97c9) -> !cute_arith_tuple_iter_815f75
      %1186 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_196 = cute_nvgpu.get_tma_desc_addr(%1186 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %1187 = cute_nvgpu.atom.get_value(%1186 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_197 = cute.deref_arith_tuple_iter(%int_tup_iter_195) : !cute_arith_tuple_iter_815f75
      %1188:3 = cute.get_scalars(%tup_197) : !cute_int_tuple_ee97c9
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_196 : !cute.ptr<generic, align<64>>, %ptr_188 : !cute_ptr_8ec51c, [%1188#0, %1188#1, %1188#2] : i32, i32, i32) cache_policy = %1187 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb86
    ^bb86:  // 2 preds: ^bb84, ^bb85
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %1189 = arith.addi %1162, %c1_i32 : i32
      %1190 = arith.remsi %1189, %c4_i32 : i32
      %1191 = cute.memref.load(%view, %51) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
      cute.memref.store(%rmem_57, %139, %1191) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %1192 = cute.memref.load(%view, %50) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
      cute.memref.store(%rmem_57, %138, %1192) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %1193 = cute.memref.load(%view, %49) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
      cute.memref.store(%rmem_57, %137, %1193) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %1194 = cute.memref.load(%view, %48) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
      cute.memref.store(%rmem_57, %136, %1194) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %1195 = cute.memref.load(%view, %47) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
      cute.memref.store(%rmem_57, %135, %1195) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %1196 = cute.memref.load(%view, %46) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
      cute.memref.store(%rmem_57, %134, %1196) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %1197 = cute.memref.load(%view, %45) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
      cute.memref.store(%rmem_57, %133, %1197) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %1198 = cute.memref.load(%view, %44) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
      cute.memref.store(%rmem_57, %132, %1198) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %1199 = cute.memref.load(%view, %43) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
      cute.memref.store(%rmem_57, %131, %1199) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %1200 = cute.memref.load(%view, %42) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
      cute.memref.store(%rmem_57, %130, %1200) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %1201 = cute.memref.load(%view, %41) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
      cute.memref.store(%rmem_57, %129, %1201) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %1202 = cute.memref.load(%view, %40) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
      cute.memref.store(%rmem_57, %128, %1202) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %1203 = cute.memref.load(%view, %39) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
      cute.memref.store(%rmem_57, %127, %1203) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %1204 = cute.memref.load(%view, %38) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
      cute.memref.store(%rmem_57, %126, %1204) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %1205 = cute.memref.load(%view, %37) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
      cute.memref.store(%rmem_57, %125, %1205) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %1206 = cute.memref.load(%view, %36) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
      cute.memref.store(%rmem_57, %124, %1206) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %1207 = cute.memref.load_vec(%rmem_57) : (!memref_rmem_f32_2) -> vector<16xf32>
      %1208 = arith.truncf %1207 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%1208, %rmem_58) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_198 = cute.make_coord(%1190) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_199 = cute.crd2idx(%coord_198, %123) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb87(%c0_i32 : i32)
    ^bb87(%1209: i32):  // 2 preds: ^bb86, ^bb88
      %1210 = arith.cmpi slt, %1209, %c2_i32 : i32
      cf.cond_br %1210, ^bb88, ^bb89 {llvm.loop_annotation = #loop_annotation}
    ^bb88:  // pred: ^bb87
      %coord_200 = cute.make_coord(%1209) : (i32) -> !cute.coord<"(_,?)">
      %idx_201 = cute.crd2idx(%coord_200, %122) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_202 = cute.add_offset(%iter_59, %idx_201) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_203 = cute.crd2idx(%coord_200, %121) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_204 = cute.add_offset(%ptr_55, %idx_203) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %1211 = builtin.unrealized_conversion_cast %ptr_202 : !cute_ptr_2914ae to !llvm.ptr
      %1212 = llvm.load %1211 : !llvm.ptr -> vector<4xi32>
      %swizzled_205 = cute.apply_swizzle(%ptr_204) : !cute_ptr_6d8216
      %ptr_206 = cute.add_offset(%swizzled_205, %idx_199) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_206, %1212) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %1213 = arith.addi %1209, %c1_i32 : i32
      cf.br ^bb87(%1213 : i32)
    ^bb89:  // pred: ^bb87
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %439, ^bb90, ^bb91
    ^bb90:  // pred: ^bb89
      %coord_207 = cute.make_coord(%1190) : (i32) -> !cute.coord<"(_,?)">
      %idx_208 = cute.crd2idx(%coord_207, %120) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_209 = cute.add_offset(%iter_16, %idx_208) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_210 = cute.add_offset(%tup_94, %35) : (!cute_arith_tuple_iter_045f90, !cute.int_tuple<"(160,0)">) -> !cute_arith_tuple_iter_df6bff
      %tup_211 = cute.deref_arith_tuple_iter(%tup_210) : !cute_arith_tuple_iter_df6bff
      %e0_212, %e1_213, %e2_214 = cute.get_leaves(%tup_211) : !cute_int_tuple_36697f
      %int_tuple_215 = cute.make_int_tuple(%e0_212, %e1_213, %e2_214) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_36697f
      %int_tup_iter_216 = cute.make_arith_tuple_iter(%int_tuple_215) : (!cute_int_tuple_36697f) -> !cute_arith_tuple_iter_df6bff
      %1214 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_217 = cute_nvgpu.get_tma_desc_addr(%1214 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %1215 = cute_nvgpu.atom.get_value(%1214 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_218 = cute.deref_arith_tuple_iter(%int_tup_iter_216) : !cute_arith_tuple_iter_df6bff
      %1216:3 = cute.get_scalars(%tup_218) : !cute_int_tuple_36697f
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_217 : !cute.ptr<generic, align<64>>, %ptr_209 : !cute_ptr_8ec51c, [%1216#0, %1216#1, %1216#2] : i32, i32, i32) cache_policy = %1215 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb91
    ^bb91:  // 2 preds: ^bb89, ^bb90
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %1217 = arith.addi %1190, %c1_i32 : i32
      %1218 = arith.remsi %1217, %c4_i32 : i32
      %1219 = cute.memref.load(%view, %34) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
      cute.memref.store(%rmem_57, %139, %1219) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %1220 = cute.memref.load(%view, %33) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
      cute.memref.store(%rmem_57, %138, %1220) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %1221 = cute.memref.load(%view, %32) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
      cute.memref.store(%rmem_57, %137, %1221) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %1222 = cute.memref.load(%view, %31) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
      cute.memref.store(%rmem_57, %136, %1222) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %1223 = cute.memref.load(%view, %30) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
      cute.memref.store(%rmem_57, %135, %1223) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %1224 = cute.memref.load(%view, %29) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
      cute.memref.store(%rmem_57, %134, %1224) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %1225 = cute.memref.load(%view, %28) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
      cute.memref.store(%rmem_57, %133, %1225) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %1226 = cute.memref.load(%view, %27) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
      cute.memref.store(%rmem_57, %132, %1226) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %1227 = cute.memref.load(%view, %26) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
      cute.memref.store(%rmem_57, %131, %1227) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %1228 = cute.memref.load(%view, %25) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
      cute.memref.store(%rmem_57, %130, %1228) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %1229 = cute.memref.load(%view, %24) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
      cute.memref.store(%rmem_57, %129, %1229) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %1230 = cute.memref.load(%view, %23) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
      cute.memref.store(%rmem_57, %128, %1230) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %1231 = cute.memref.load(%view, %22) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
      cute.memref.store(%rmem_57, %127, %1231) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %1232 = cute.memref.load(%view, %21) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
      cute.memref.store(%rmem_57, %126, %1232) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %1233 = cute.memref.load(%view, %20) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
      cute.memref.store(%rmem_57, %125, %1233) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %1234 = cute.memref.load(%view, %19) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
      cute.memref.store(%rmem_57, %124, %1234) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %1235 = cute.memref.load_vec(%rmem_57) : (!memref_rmem_f32_2) -> vector<16xf32>
      %1236 = arith.truncf %1235 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%1236, %rmem_58) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_219 = cute.make_coord(%1218) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_220 = cute.crd2idx(%coord_219, %123) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb92(%c0_i32 : i32)
    ^bb92(%1237: i32):  // 2 preds: ^bb91, ^bb93
      %1238 = arith.cmpi slt, %1237, %c2_i32 : i32
      cf.cond_br %1238, ^bb93, ^bb94 {llvm.loop_annotation = #loop_annotation}
    ^bb93:  // pred: ^bb92
      %coord_221 = cute.make_coord(%1237) : (i32) -> !cute.coord<"(_,?)">
      %idx_222 = cute.crd2idx(%coord_221, %122) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_223 = cute.add_offset(%iter_59, %idx_222) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_224 = cute.crd2idx(%coord_221, %121) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_225 = cute.add_offset(%ptr_55, %idx_224) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %1239 = builtin.unrealized_conversion_cast %ptr_223 : !cute_ptr_2914ae to !llvm.ptr
      %1240 = llvm.load %1239 : !llvm.ptr -> vector<4xi32>
      %swizzled_226 = cute.apply_swizzle(%ptr_225) : !cute_ptr_6d8216
      %ptr_227 = cute.add_offset(%swizzled_226, %idx_220) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_227, %1240) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %1241 = arith.addi %1237, %c1_i32 : i32
      cf.br ^bb92(%1241 : i32)
    ^bb94:  // pred: ^bb92
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %439, ^bb95, ^bb96
    ^bb95:  // pred: ^bb94
      %coord_228 = cute.make_coord(%1218) : (i32) -> !cute.coord<"(_,?)">
      %idx_229 = cute.crd2idx(%coord_228, %120) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_230 = cute.add_offset(%iter_16, %idx_229) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_231 = cute.add_offset(%tup_94, %18) : (!cute_arith_tuple_iter_045f90, !cute.int_tuple<"(192,0)">) -> !cute_arith_tuple_iter_396070
      %tup_232 = cute.deref_arith_tuple_iter(%tup_231) : !cute_arith_tuple_iter_396070
      %e0_233, %e1_234, %e2_235 = cute.get_leaves(%tup_232) : !cute_int_tuple_ae8a07
      %int_tuple_236 = cute.make_int_tuple(%e0_233, %e1_234, %e2_235) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ae8a07
      %int_tup_iter_237 = cute.make_arith_tuple_iter(%int_tuple_236) : (!cute_int_tuple_ae8a07) -> !cute_arith_tuple_iter_396070
      %1242 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_238 = cute_nvgpu.get_tma_desc_addr(%1242 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %1243 = cute_nvgpu.atom.get_value(%1242 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_239 = cute.deref_arith_tuple_iter(%int_tup_iter_237) : !cute_arith_tuple_iter_396070
      %1244:3 = cute.get_scalars(%tup_239) : !cute_int_tuple_ae8a07
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_238 : !cute.ptr<generic, align<64>>, %ptr_230 : !cute_ptr_8ec51c, [%1244#0, %1244#1, %1244#2] : i32, i32, i32) cache_policy = %1243 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %1245 = arith.addi %1218, %c1_i32 : i32
      %1246 = arith.remsi %1245, %c4_i32 : i32
      %1247 = cute.memref.load(%view, %17) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
      cute.memref.store(%rmem_57, %139, %1247) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %1248 = cute.memref.load(%view, %16) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
      cute.memref.store(%rmem_57, %138, %1248) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %1249 = cute.memref.load(%view, %15) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
      cute.memref.store(%rmem_57, %137, %1249) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %1250 = cute.memref.load(%view, %14) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
      cute.memref.store(%rmem_57, %136, %1250) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %1251 = cute.memref.load(%view, %13) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
      cute.memref.store(%rmem_57, %135, %1251) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %1252 = cute.memref.load(%view, %12) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
      cute.memref.store(%rmem_57, %134, %1252) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %1253 = cute.memref.load(%view, %11) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
      cute.memref.store(%rmem_57, %133, %1253) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %1254 = cute.memref.load(%view, %10) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
      cute.memref.store(%rmem_57, %132, %1254) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %1255 = cute.memref.load(%view, %9) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
      cute.memref.store(%rmem_57, %131, %1255) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %1256 = cute.memref.load(%view, %8) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
      cute.memref.store(%rmem_57, %130, %1256) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %1257 = cute.memref.load(%view, %7) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
      cute.memref.store(%rmem_57, %129, %1257) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %1258 = cute.memref.load(%view, %6) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
      cute.memref.store(%rmem_57, %128, %1258) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %1259 = cute.memref.load(%view, %5) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
      cute.memref.store(%rmem_57, %127, %1259) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %1260 = cute.memref.load(%view, %4) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
      cute.memref.store(%rmem_57, %126, %1260) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %1261 = cute.memref.load(%view, %3) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
      cute.memref.store(%rmem_57, %125, %1261) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %1262 = cute.memref.load(%view, %2) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
      cute.memref.store(%rmem_57, %124, %1262) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %1263 = cute.memref.load_vec(%rmem_57) : (!memref_rmem_f32_2) -> vector<16xf32>
      %1264 = arith.truncf %1263 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%1264, %rmem_58) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_240 = cute.make_coord(%1246) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_241 = cute.crd2idx(%coord_240, %123) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb97(%c0_i32 : i32)
    ^bb97(%1265: i32):  // 2 preds: ^bb96, ^bb98
      %1266 = arith.cmpi slt, %1265, %c2_i32 : i32
      cf.cond_br %1266, ^bb98, ^bb99 {llvm.loop_annotation = #loop_annotation}
    ^bb98:  // pred: ^bb97
      %coord_242 = cute.make_coord(%1265) : (i32) -> !cute.coord<"(_,?)">
      %idx_243 = cute.crd2idx(%coord_242, %122) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_244 = cute.add_offset(%iter_59, %idx_243) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_245 = cute.crd2idx(%coord_242, %121) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_246 = cute.add_offset(%ptr_55, %idx_245) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %1267 = builtin.unrealized_conversion_cast %ptr_244 : !cute_ptr_2914ae to !llvm.ptr
      %1268 = llvm.load %1267 : !llvm.ptr -> vector<4xi32>
      %swizzled_247 = cute.apply_swizzle(%ptr_246) : !cute_ptr_6d8216
      %ptr_248 = cute.add_offset(%swizzled_247, %idx_241) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_248, %1268) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %1269 = arith.addi %1265, %c1_i32 : i32
      cf.br ^bb97(%1269 : i32)
    ^bb99:  // pred: ^bb97
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %439, ^bb100, ^bb101
    ^bb100:  // pred: ^bb99
      %coord_249 = cute.make_coord(%1246) : (i32) -> !cute.coord<"(_,?)">
      %idx_250 = cute.crd2idx(%coord_249, %120) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_251 = cute.add_offset(%iter_16, %idx_250) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_252 = cute.add_offset(%tup_94, %1) : (!cute_arith_tuple_iter_045f90, !cute.int_tuple<"(224,0)">) -> !cute_arith_tuple_iter_df6bff
      %tup_253 = cute.deref_arith_tuple_iter(%tup_252) : !cute_arith_tuple_iter_df6bff
      %e0_254, %e1_255, %e2_256 = cute.get_leaves(%tup_253) : !cute_int_tuple_36697f
      %int_tuple_257 = cute.make_int_tuple(%e0_254, %e1_255, %e2_256) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_36697f
      %int_tup_iter_258 = cute.make_arith_tuple_iter(%int_tuple_257) : (!cute_int_tuple_36697f) -> !cute_arith_tuple_iter_df6bff
      %1270 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_259 = cute_nvgpu.get_tma_desc_addr(%1270 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %1271 = cute_nvgpu.atom.get_value(%1270 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_260 = cute.deref_arith_tuple_iter(%int_tup_iter_258) : !cute_arith_tuple_iter_df6bff
      %1272:3 = cute.get_scalars(%tup_260) : !cute_int_tuple_36697f
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_259 : !cute.ptr<generic, align<64>>, %ptr_251 : !cute_ptr_8ec51c, [%1272#0, %1272#1, %1272#2] : i32, i32, i32) cache_policy = %1271 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb101
    ^bb101:  // 2 preds: ^bb99, ^bb100
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %1273 = arith.addi %1246, %c1_i32 : i32
      %1274 = arith.remsi %1273, %c4_i32 : i32
      %1275 = arith.addi %451, %187 : i32
      cf.br ^bb37(%1274, %1275, %500, %1046, %1048, %1050, %505, %506, %507 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32)
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
    %c80_i32 = arith.constant 80 : i32
    %c1_i32 = arith.constant 1 : i32
    %c384_i32 = arith.constant 384 : i32
    %c255_i64 = arith.constant 255 : i64
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
    %59 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c384_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c230400_i64, gridDim = (%c1_i32, %c1_i32, %c80_i32), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%59] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    cuda.launch_cfg.cluster_dim[%59] (%c1_i32, %c1_i32, %c1_i32) : !cuda.launch_cfg<max_attrs = 3>, i32, i32, i32
    cuda.launch_cfg.cooperative[%59] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %60 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0<%59> (%20, %39, %58, %1) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7, !cute_nvgpu_atom_non_exec_tiled_tma_load_e16f63, !cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0, !mma_bf16_bf16_f32_64x256x16_) -> !cuda.result
    %61 = cuda.cast %60 : !cuda.result -> i32
    cuda.return_if_error %61 : i32
    return %c0_i32 : i32
  }
}
