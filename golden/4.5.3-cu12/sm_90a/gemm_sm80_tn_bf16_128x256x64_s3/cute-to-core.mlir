!cute_arith_tuple_iter_1d82da = !cute.arith_tuple_iter<"(?{div=128},?{div=256},?)">
!cute_arith_tuple_iter_2fe1bf = !cute.arith_tuple_iter<"(?,?,?)">
!cute_arith_tuple_iter_3f9628 = !cute.arith_tuple_iter<"(?{div=128},0,?)">
!cute_arith_tuple_iter_7aa7ab = !cute.arith_tuple_iter<"(?{div=128},-56,?)">
!cute_arith_tuple_iter_9b797c = !cute.arith_tuple_iter<"(?,?{div=8},?)">
!cute_arith_tuple_iter_b0a70d = !cute.arith_tuple_iter<"(?{div=256},0,?)">
!cute_arith_tuple_iter_bf2fa9 = !cute.arith_tuple_iter<"(?{div=256},-56,?)">
!cute_arith_tuple_iter_c87bd7 = !cute.arith_tuple_iter<"(0,0,?)">
!cute_arith_tuple_iter_d50395 = !cute.arith_tuple_iter<"(?,?{div=2},?)">
!cute_arith_tuple_iter_da3d01 = !cute.arith_tuple_iter<"(0,0,0)">
!cute_coord_tensor_078ea3 = !cute.coord_tensor<"(?,?{div=8},?)", "((8,1),4,1,9):((1@1,0),32@0,0,64@1)">
!cute_coord_tensor_15b459 = !cute.coord_tensor<"(?,?{div=8},?)", "((8,1),8,1,9):((1@1,0),32@0,0,64@1)">
!cute_coord_tensor_8ff1ad = !cute.coord_tensor<"(?,?,?)", "((8,1),8,1,9):((1@1,0),32@0,0,64@1)">
!cute_coord_tensor_d01cb1 = !cute.coord_tensor<"(?,?,?)", "((8,1),4,1,9):((1@1,0),32@0,0,64@1)">
!cute_int_tuple_01aa02 = !cute.int_tuple<"(?{div=128},?{div=256})">
!cute_int_tuple_1d5a4a = !cute.int_tuple<"?{div=520000}">
!cute_int_tuple_2a9f22 = !cute.int_tuple<"(?{div=256},-56,?)">
!cute_int_tuple_41955a = !cute.int_tuple<"(?{div=128},0,?)">
!cute_int_tuple_63bcf0 = !cute.int_tuple<"(?{div=128},0)">
!cute_int_tuple_718b17 = !cute.int_tuple<"?{div=1048000}">
!cute_int_tuple_747e14 = !cute.int_tuple<"?{div=544960}">
!cute_int_tuple_75837f = !cute.int_tuple<"(?{div=256},0,?)">
!cute_int_tuple_9e318c = !cute.int_tuple<"?{div=133120}">
!cute_int_tuple_d8f416 = !cute.int_tuple<"(?,?{div=2},?)">
!cute_int_tuple_dff6a5 = !cute.int_tuple<"(?{div=128},-56,?)">
!cute_int_tuple_e009c4 = !cute.int_tuple<"(?{div=256},0)">
!cute_layout_027d53 = !cute.layout<"((128,64),(8,9)):((1@0,1@1),(128@0,64@1))">
!cute_layout_0326f3 = !cute.layout<"((128,256),(8,5)):((1@0,1@1),(128@0,256@1))">
!cute_layout_08193a = !cute.layout<"((8,1),((4))):((1,0),((2048)))">
!cute_layout_151e89 = !cute.layout<"((8,1),8,1,9):((1,0),16640,0,64)">
!cute_layout_1cdfa4 = !cute.layout<"((256,64),(5,9)):((520,1),(133120,64))">
!cute_layout_2750c7 = !cute.layout<"((128,256),(8,5)):((1048,1),(134144,256))">
!cute_layout_363700 = !cute.layout<"((128,64),(8,9)):((520,1),(66560,64))">
!cute_layout_44f11f = !cute.layout<"((8,1),((8,1))):((1,0),((16640,0)))">
!cute_layout_46ed9b = !cute.layout<"((2,2),4,8):((1,2),4,16)">
!cute_layout_4bc51e = !cute.layout<"((8,1),4,(2,2),(1,3)):((1,0),4096,(?{div=16},?{div=32}),(0,16384))">
!cute_layout_4c4b49 = !cute.layout<"(1,((8,1))):(8,((1,0)))">
!cute_layout_5273d7 = !cute.layout<"((8,1),((4))):((1,0),((8)))">
!cute_layout_53c3c7 = !cute.layout<"((8,1),4,1,(1,3)):((1,0),2048,0,(0,8192))">
!cute_layout_62513c = !cute.layout<"(1000,1048,2):(1048,1,1048000)">
!cute_layout_6fb86e = !cute.layout<"(1000,1048,2):(1@0,1@1,1@2)">
!cute_layout_701db0 = !cute.layout<"(2,(64)):(1,(2))">
!cute_layout_7051ba = !cute.layout<"(1,((4,1))):(4,((1,0)))">
!cute_layout_72915e = !cute.layout<"(1048,520,2):(1@0,1@1,1@2)">
!cute_layout_7d9642 = !cute.layout<"((2,2,2),4,1):((1,2,4),8,0)">
!cute_layout_92a2a6 = !cute.layout<"((8,1),((4,1))):((1,0),((16640,0)))">
!cute_layout_a2f4c5 = !cute.layout<"((8,1),4,(2,2),(1,3)):((1,0),2048,(?{div=16},?{div=32}),(0,8192))">
!cute_layout_b6736f = !cute.layout<"((8,1),((4,1))):((1,0),((2048,0)))">
!cute_layout_c9e26d = !cute.layout<"((256,64),(5,9)):((1@0,1@1),(256@0,64@1))">
!cute_layout_d4872d = !cute.layout<"(2,((2,4,8))):(1,((8384,33536,32)))">
!cute_layout_d74367 = !cute.layout<"((8,1),8,1,(1,3)):((1,0),2048,0,(0,16384))">
!cute_layout_dc11ff = !cute.layout<"(1000,520,2):(520,1,520000)">
!cute_layout_dcb831 = !cute.layout<"(1000,520,2):(1@0,1@1,1@2)">
!cute_layout_e3a0a0 = !cute.layout<"((8,1),((8,1))):((1,0),((2048,0)))">
!cute_layout_e78975 = !cute.layout<"((8,1),((4))):((1,0),((4096)))">
!cute_layout_e8ffd0 = !cute.layout<"(1048,520,2):(520,1,544960)">
!cute_layout_f03778 = !cute.layout<"((8,1),4,1,9):((1,0),16640,0,64)">
!cute_layout_f28b8b = !cute.layout<"(1,((4,1))):(0,((1,0)))">
!cute_layout_f3aa67 = !cute.layout<"(1,((8,1))):(0,((1,0)))">
!cute_layout_f95207 = !cute.layout<"((2,2),8,1):((1,2),4,0)">
!cute_ptr_2914ae = !cute.ptr<bf16, rmem, align<16>>
!cute_ptr_3ddfa0 = !cute.ptr<bf16, smem, align<1024>>
!cute_ptr_667fbe = !cute.ptr<bf16, smem, align<16>>
!cute_ptr_6f3445 = !cute.ptr<bf16, gmem, align<16>>
!cute_ptr_9af6a0 = !cute.ptr<i8, smem, align<1024>>
!copy_ldgsts = !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<bf16, cache = global, 128 b>, layout_copy_tv = <"((8,32),8):((256,1),32)">, tiler_mn = <"[32:1;64:1]">>
!copy_ldsm_4_ = !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = bf16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>, layout_copy_tv = <"((4,8,2,4),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>
!copy_ldsm_4_1 = !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = bf16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>, layout_copy_tv = <"((4,8,2,4),((2,2),(2,1))):((128,1,0,8),((64,512),(32,0)))">, tiler_mn = <"[64:1;16:1]">>
!memref_gmem_bf16_ = !cute.memref<bf16, gmem, align<16>, "(1000,520,2):(520,1,520000)">
!memref_gmem_bf16_1 = !cute.memref<bf16, gmem, align<16>, "(1048,520,2):(520,1,544960)">
!memref_gmem_bf16_2 = !cute.memref<bf16, gmem, align<16>, "(1000,1048,2):(1048,1,1048000)">
!memref_gmem_bf16_3 = !cute.memref<bf16, gmem, align<16>, "(128,64,9):(520,1,64)">
!memref_gmem_bf16_4 = !cute.memref<bf16, gmem, "(128,64,9):(520,1,64)">
!memref_gmem_bf16_5 = !cute.memref<bf16, gmem, align<16>, "(256,64,9):(520,1,64)">
!memref_gmem_bf16_6 = !cute.memref<bf16, gmem, "(256,64,9):(520,1,64)">
!memref_gmem_bf16_7 = !cute.memref<bf16, gmem, align<4>, "((2,2),4,8):((1,8384),33536,32)">
!memref_gmem_bf16_8 = !cute.memref<bf16, gmem, align<16>, "(2,1000,520):(520000,520,1)">
!memref_gmem_bf16_9 = !cute.memref<bf16, gmem, align<16>, "(2,520,1048):(544960,1,520)">
!memref_gmem_bf16_10 = !cute.memref<bf16, gmem, align<16>, "(2,1000,1048):(1048000,1048,1)">
!memref_rmem_bf16_ = !cute.memref<bf16, rmem, align<16>, "((2,2,2),4,(2,2)):((1,2,4),8,(32,64))">
!memref_rmem_bf16_1 = !cute.memref<bf16, rmem, align<8>, "((2,2),8,(2,2)):((1,2),4,(32,64))">
!memref_rmem_bf16_2 = !cute.memref<bf16, rmem, align<32>, "((2,2),4,8):((1,2),4,16)">
!memref_rmem_f32_ = !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">
!memref_rmem_i8_ = !cute.memref<i8, rmem, align<32>, "(1,4,1):(4,1,0)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,8,1):(8,1,0)">
!memref_rmem_i8_2 = !cute.memref<i8, rmem, align<32>, "(1,4,1):(0,1,0)">
!memref_rmem_i8_3 = !cute.memref<i8, rmem, align<32>, "(1,8,1):(0,1,0)">
!memref_smem_bf16_ = !cute.memref<bf16, smem, align<16>, "((8,1),4,1,(1,3)):((1,0),2048,0,(0,8192))">
!memref_smem_bf16_1 = !cute.memref<bf16, smem, align<16>, "((8,1),8,1,(1,3)):((1,0),2048,0,(0,16384))">
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hfedbc2c3_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_kernel_cute_irkernelsgemm_hfedbc2c3_0(%arg0: !memref_gmem_bf16_, %arg1: !memref_gmem_bf16_1, %arg2: !memref_gmem_bf16_2) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<128xf32>
      %cst_0 = arith.constant dense<0.000000e+00> : vector<192xbf16>
      %cst_1 = arith.constant dense<0.000000e+00> : vector<96xbf16>
      %c15_i64 = arith.constant 15 : i64
      %0 = cute.static : !cute.coord<"127">
      %1 = cute.static : !cute.int_tuple<"(104,225)">
      %2 = cute.static : !cute.coord<"126">
      %3 = cute.static : !cute.int_tuple<"(104,224)">
      %4 = cute.static : !cute.coord<"125">
      %5 = cute.static : !cute.int_tuple<"(96,225)">
      %6 = cute.static : !cute.coord<"124">
      %7 = cute.static : !cute.int_tuple<"(96,224)">
      %8 = cute.static : !cute.coord<"123">
      %9 = cute.static : !cute.int_tuple<"(72,225)">
      %10 = cute.static : !cute.coord<"122">
      %11 = cute.static : !cute.int_tuple<"(72,224)">
      %12 = cute.static : !cute.coord<"121">
      %13 = cute.static : !cute.int_tuple<"(64,225)">
      %14 = cute.static : !cute.coord<"120">
      %15 = cute.static : !cute.int_tuple<"(64,224)">
      %16 = cute.static : !cute.coord<"119">
      %17 = cute.static : !cute.int_tuple<"(40,225)">
      %18 = cute.static : !cute.coord<"118">
      %19 = cute.static : !cute.int_tuple<"(40,224)">
      %20 = cute.static : !cute.coord<"117">
      %21 = cute.static : !cute.int_tuple<"(32,225)">
      %22 = cute.static : !cute.coord<"116">
      %23 = cute.static : !cute.int_tuple<"(32,224)">
      %24 = cute.static : !cute.coord<"115">
      %25 = cute.static : !cute.int_tuple<"(8,225)">
      %26 = cute.static : !cute.coord<"114">
      %27 = cute.static : !cute.int_tuple<"(8,224)">
      %28 = cute.static : !cute.coord<"113">
      %29 = cute.static : !cute.int_tuple<"(0,225)">
      %30 = cute.static : !cute.coord<"112">
      %31 = cute.static : !cute.int_tuple<"(0,224)">
      %32 = cute.static : !cute.coord<"111">
      %33 = cute.static : !cute.int_tuple<"(104,193)">
      %34 = cute.static : !cute.coord<"110">
      %35 = cute.static : !cute.int_tuple<"(104,192)">
      %36 = cute.static : !cute.coord<"109">
      %37 = cute.static : !cute.int_tuple<"(96,193)">
      %38 = cute.static : !cute.coord<"108">
      %39 = cute.static : !cute.int_tuple<"(96,192)">
      %40 = cute.static : !cute.coord<"107">
      %41 = cute.static : !cute.int_tuple<"(72,193)">
      %42 = cute.static : !cute.coord<"106">
      %43 = cute.static : !cute.int_tuple<"(72,192)">
      %44 = cute.static : !cute.coord<"105">
      %45 = cute.static : !cute.int_tuple<"(64,193)">
      %46 = cute.static : !cute.coord<"104">
      %47 = cute.static : !cute.int_tuple<"(64,192)">
      %48 = cute.static : !cute.coord<"103">
      %49 = cute.static : !cute.int_tuple<"(40,193)">
      %50 = cute.static : !cute.coord<"102">
      %51 = cute.static : !cute.int_tuple<"(40,192)">
      %52 = cute.static : !cute.coord<"101">
      %53 = cute.static : !cute.int_tuple<"(32,193)">
      %54 = cute.static : !cute.coord<"100">
      %55 = cute.static : !cute.int_tuple<"(32,192)">
      %56 = cute.static : !cute.coord<"99">
      %57 = cute.static : !cute.int_tuple<"(8,193)">
      %58 = cute.static : !cute.coord<"98">
      %59 = cute.static : !cute.int_tuple<"(8,192)">
      %60 = cute.static : !cute.coord<"97">
      %61 = cute.static : !cute.int_tuple<"(0,193)">
      %62 = cute.static : !cute.coord<"96">
      %63 = cute.static : !cute.int_tuple<"(0,192)">
      %64 = cute.static : !cute.coord<"95">
      %65 = cute.static : !cute.int_tuple<"(104,161)">
      %66 = cute.static : !cute.coord<"94">
      %67 = cute.static : !cute.int_tuple<"(104,160)">
      %68 = cute.static : !cute.coord<"93">
      %69 = cute.static : !cute.int_tuple<"(96,161)">
      %70 = cute.static : !cute.coord<"92">
      %71 = cute.static : !cute.int_tuple<"(96,160)">
      %72 = cute.static : !cute.coord<"91">
      %73 = cute.static : !cute.int_tuple<"(72,161)">
      %74 = cute.static : !cute.coord<"90">
      %75 = cute.static : !cute.int_tuple<"(72,160)">
      %76 = cute.static : !cute.coord<"89">
      %77 = cute.static : !cute.int_tuple<"(64,161)">
      %78 = cute.static : !cute.coord<"88">
      %79 = cute.static : !cute.int_tuple<"(64,160)">
      %80 = cute.static : !cute.coord<"87">
      %81 = cute.static : !cute.int_tuple<"(40,161)">
      %82 = cute.static : !cute.coord<"86">
      %83 = cute.static : !cute.int_tuple<"(40,160)">
      %84 = cute.static : !cute.coord<"85">
      %85 = cute.static : !cute.int_tuple<"(32,161)">
      %86 = cute.static : !cute.coord<"84">
      %87 = cute.static : !cute.int_tuple<"(32,160)">
      %88 = cute.static : !cute.coord<"83">
      %89 = cute.static : !cute.int_tuple<"(8,161)">
      %90 = cute.static : !cute.coord<"82">
      %91 = cute.static : !cute.int_tuple<"(8,160)">
      %92 = cute.static : !cute.coord<"81">
      %93 = cute.static : !cute.int_tuple<"(0,161)">
      %94 = cute.static : !cute.coord<"80">
      %95 = cute.static : !cute.int_tuple<"(0,160)">
      %96 = cute.static : !cute.coord<"79">
      %97 = cute.static : !cute.int_tuple<"(104,129)">
      %98 = cute.static : !cute.coord<"78">
      %99 = cute.static : !cute.int_tuple<"(104,128)">
      %100 = cute.static : !cute.coord<"77">
      %101 = cute.static : !cute.int_tuple<"(96,129)">
      %102 = cute.static : !cute.coord<"76">
      %103 = cute.static : !cute.int_tuple<"(96,128)">
      %104 = cute.static : !cute.coord<"75">
      %105 = cute.static : !cute.int_tuple<"(72,129)">
      %106 = cute.static : !cute.coord<"74">
      %107 = cute.static : !cute.int_tuple<"(72,128)">
      %108 = cute.static : !cute.coord<"73">
      %109 = cute.static : !cute.int_tuple<"(64,129)">
      %110 = cute.static : !cute.coord<"72">
      %111 = cute.static : !cute.int_tuple<"(64,128)">
      %112 = cute.static : !cute.coord<"71">
      %113 = cute.static : !cute.int_tuple<"(40,129)">
      %114 = cute.static : !cute.coord<"70">
      %115 = cute.static : !cute.int_tuple<"(40,128)">
      %116 = cute.static : !cute.coord<"69">
      %117 = cute.static : !cute.int_tuple<"(32,129)">
      %118 = cute.static : !cute.coord<"68">
      %119 = cute.static : !cute.int_tuple<"(32,128)">
      %120 = cute.static : !cute.coord<"67">
      %121 = cute.static : !cute.int_tuple<"(8,129)">
      %122 = cute.static : !cute.coord<"66">
      %123 = cute.static : !cute.int_tuple<"(8,128)">
      %124 = cute.static : !cute.coord<"65">
      %125 = cute.static : !cute.int_tuple<"(0,129)">
      %126 = cute.static : !cute.coord<"64">
      %127 = cute.static : !cute.int_tuple<"(0,128)">
      %128 = cute.static : !cute.coord<"63">
      %129 = cute.static : !cute.int_tuple<"(104,97)">
      %130 = cute.static : !cute.coord<"62">
      %131 = cute.static : !cute.int_tuple<"(104,96)">
      %132 = cute.static : !cute.coord<"61">
      %133 = cute.static : !cute.int_tuple<"(96,97)">
      %134 = cute.static : !cute.coord<"60">
      %135 = cute.static : !cute.int_tuple<"(96,96)">
      %136 = cute.static : !cute.coord<"59">
      %137 = cute.static : !cute.int_tuple<"(72,97)">
      %138 = cute.static : !cute.coord<"58">
      %139 = cute.static : !cute.int_tuple<"(72,96)">
      %140 = cute.static : !cute.coord<"57">
      %141 = cute.static : !cute.int_tuple<"(64,97)">
      %142 = cute.static : !cute.coord<"56">
      %143 = cute.static : !cute.int_tuple<"(64,96)">
      %144 = cute.static : !cute.coord<"55">
      %145 = cute.static : !cute.int_tuple<"(40,97)">
      %146 = cute.static : !cute.coord<"54">
      %147 = cute.static : !cute.int_tuple<"(40,96)">
      %148 = cute.static : !cute.coord<"53">
      %149 = cute.static : !cute.int_tuple<"(32,97)">
      %150 = cute.static : !cute.coord<"52">
      %151 = cute.static : !cute.int_tuple<"(32,96)">
      %152 = cute.static : !cute.coord<"51">
      %153 = cute.static : !cute.int_tuple<"(8,97)">
      %154 = cute.static : !cute.coord<"50">
      %155 = cute.static : !cute.int_tuple<"(8,96)">
      %156 = cute.static : !cute.coord<"49">
      %157 = cute.static : !cute.int_tuple<"(0,97)">
      %158 = cute.static : !cute.coord<"48">
      %159 = cute.static : !cute.int_tuple<"(0,96)">
      %160 = cute.static : !cute.coord<"47">
      %161 = cute.static : !cute.int_tuple<"(104,65)">
      %162 = cute.static : !cute.coord<"46">
      %163 = cute.static : !cute.int_tuple<"(104,64)">
      %164 = cute.static : !cute.coord<"45">
      %165 = cute.static : !cute.int_tuple<"(96,65)">
      %166 = cute.static : !cute.coord<"44">
      %167 = cute.static : !cute.int_tuple<"(96,64)">
      %168 = cute.static : !cute.coord<"43">
      %169 = cute.static : !cute.int_tuple<"(72,65)">
      %170 = cute.static : !cute.coord<"42">
      %171 = cute.static : !cute.int_tuple<"(72,64)">
      %172 = cute.static : !cute.coord<"41">
      %173 = cute.static : !cute.int_tuple<"(64,65)">
      %174 = cute.static : !cute.coord<"40">
      %175 = cute.static : !cute.int_tuple<"(64,64)">
      %176 = cute.static : !cute.coord<"39">
      %177 = cute.static : !cute.int_tuple<"(40,65)">
      %178 = cute.static : !cute.coord<"38">
      %179 = cute.static : !cute.int_tuple<"(40,64)">
      %180 = cute.static : !cute.coord<"37">
      %181 = cute.static : !cute.int_tuple<"(32,65)">
      %182 = cute.static : !cute.coord<"36">
      %183 = cute.static : !cute.int_tuple<"(32,64)">
      %184 = cute.static : !cute.coord<"35">
      %185 = cute.static : !cute.int_tuple<"(8,65)">
      %186 = cute.static : !cute.coord<"34">
      %187 = cute.static : !cute.int_tuple<"(8,64)">
      %188 = cute.static : !cute.coord<"33">
      %189 = cute.static : !cute.int_tuple<"(0,65)">
      %190 = cute.static : !cute.coord<"32">
      %191 = cute.static : !cute.int_tuple<"(0,64)">
      %192 = cute.static : !cute.coord<"31">
      %193 = cute.static : !cute.int_tuple<"(104,33)">
      %194 = cute.static : !cute.coord<"30">
      %195 = cute.static : !cute.int_tuple<"(104,32)">
      %196 = cute.static : !cute.coord<"29">
      %197 = cute.static : !cute.int_tuple<"(96,33)">
      %198 = cute.static : !cute.coord<"28">
      %199 = cute.static : !cute.int_tuple<"(96,32)">
      %200 = cute.static : !cute.coord<"27">
      %201 = cute.static : !cute.int_tuple<"(72,33)">
      %202 = cute.static : !cute.coord<"26">
      %203 = cute.static : !cute.int_tuple<"(72,32)">
      %204 = cute.static : !cute.coord<"25">
      %205 = cute.static : !cute.int_tuple<"(64,33)">
      %206 = cute.static : !cute.coord<"24">
      %207 = cute.static : !cute.int_tuple<"(64,32)">
      %208 = cute.static : !cute.coord<"23">
      %209 = cute.static : !cute.int_tuple<"(40,33)">
      %210 = cute.static : !cute.coord<"22">
      %211 = cute.static : !cute.int_tuple<"(40,32)">
      %212 = cute.static : !cute.coord<"21">
      %213 = cute.static : !cute.int_tuple<"(32,33)">
      %214 = cute.static : !cute.coord<"20">
      %215 = cute.static : !cute.int_tuple<"(32,32)">
      %216 = cute.static : !cute.coord<"19">
      %217 = cute.static : !cute.int_tuple<"(8,33)">
      %218 = cute.static : !cute.coord<"18">
      %219 = cute.static : !cute.int_tuple<"(8,32)">
      %220 = cute.static : !cute.coord<"17">
      %221 = cute.static : !cute.int_tuple<"(0,33)">
      %222 = cute.static : !cute.coord<"16">
      %223 = cute.static : !cute.int_tuple<"(0,32)">
      %224 = cute.static : !cute.coord<"15">
      %225 = cute.static : !cute.int_tuple<"(104,1)">
      %226 = cute.static : !cute.coord<"14">
      %227 = cute.static : !cute.int_tuple<"(104,0)">
      %228 = cute.static : !cute.coord<"13">
      %229 = cute.static : !cute.int_tuple<"(96,1)">
      %230 = cute.static : !cute.coord<"12">
      %231 = cute.static : !cute.coord<"11">
      %232 = cute.static : !cute.int_tuple<"(72,1)">
      %233 = cute.static : !cute.coord<"10">
      %234 = cute.static : !cute.int_tuple<"(72,0)">
      %235 = cute.static : !cute.coord<"9">
      %236 = cute.static : !cute.int_tuple<"(64,1)">
      %237 = cute.static : !cute.coord<"8">
      %238 = cute.static : !cute.coord<"7">
      %239 = cute.static : !cute.int_tuple<"(40,1)">
      %240 = cute.static : !cute.coord<"6">
      %241 = cute.static : !cute.int_tuple<"(40,0)">
      %242 = cute.static : !cute.coord<"5">
      %243 = cute.static : !cute.int_tuple<"(32,1)">
      %244 = cute.static : !cute.coord<"4">
      %245 = cute.static : !cute.coord<"3">
      %246 = cute.static : !cute.int_tuple<"(8,1)">
      %247 = cute.static : !cute.coord<"2">
      %248 = cute.static : !cute.int_tuple<"(8,0)">
      %249 = cute.static : !cute.coord<"1">
      %250 = cute.static : !cute.int_tuple<"(0,1)">
      %251 = cute.static : !cute.coord<"0">
      %252 = cute.static : !cute_layout_d4872d
      %253 = cute.static : !cute_layout_701db0
      %c1000_i32 = arith.constant 1000 : i32
      %254 = cute.static : !cute.int_tuple<"96">
      %255 = cute.static : !cute_layout_f95207
      %256 = cute.static : !cute_layout_7d9642
      %257 = cute.static : !cute_layout_46ed9b
      %258 = cute.static : !cute_layout_d74367
      %259 = cute.static : !cute_layout_151e89
      %260 = cute.static : !cute_layout_53c3c7
      %261 = cute.static : !cute_layout_f03778
      %262 = cute.static : !cute.int_tuple<"32">
      %c9_i32 = arith.constant 9 : i32
      %263 = cute.static : !cute_layout_e78975
      %264 = cute.static : !cute.int_tuple<"6">
      %265 = llvm.mlir.constant(3 : i32) : i32
      %266 = llvm.mlir.constant(2 : i32) : i32
      %267 = cute.static : !cute.int_tuple<"2">
      %268 = llvm.mlir.constant(1 : i32) : i32
      %269 = llvm.mlir.constant(0 : i32) : i32
      %270 = cute.static : !cute_layout_5273d7
      %271 = cute.static : !cute_layout_08193a
      %c2048_i32 = arith.constant 2048 : i32
      %272 = cute.static : !cute.shape<"((8,1),4,(2,2),(1,3))">
      %c-32_i32 = arith.constant -32 : i32
      %c256_i32 = arith.constant 256 : i32
      %c-16_i32 = arith.constant -16 : i32
      %c128_i32 = arith.constant 128 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %c16_i32 = arith.constant 16 : i32
      %c16768_i32 = arith.constant 16768 : i32
      %c1048_i32 = arith.constant 1048 : i32
      %c4_i32 = arith.constant 4 : i32
      %c2_i32 = arith.constant 2 : i32
      %c32_i32 = arith.constant 32 : i32
      %273 = cute.static : !cute_layout_4c4b49
      %274 = cute.static : !cute.int_tuple<"16384">
      %275 = cute.static : !cute_layout_7051ba
      %276 = cute.static : !cute.int_tuple<"8192">
      %277 = cute.static : !cute.int_tuple<"64">
      %278 = cute.static : !cute_layout_f3aa67
      %279 = cute.static : !cute_layout_e3a0a0
      %280 = cute.static : !cute_layout_44f11f
      %c1_i32 = arith.constant 1 : i32
      %281 = cute.static : !cute.int_tuple<"4">
      %282 = cute.static : !cute_layout_f28b8b
      %283 = cute.static : !cute_layout_b6736f
      %284 = cute.static : !cute_layout_92a2a6
      %c0_i8 = arith.constant 0 : i8
      %285 = cute.static : !cute.coord<"(0,7,0)">
      %286 = cute.static : !cute.int_tuple<"(224,0)">
      %287 = cute.static : !cute.coord<"(0,6,0)">
      %288 = cute.static : !cute.int_tuple<"(192,0)">
      %289 = cute.static : !cute.coord<"(0,5,0)">
      %290 = cute.static : !cute.int_tuple<"(160,0)">
      %291 = cute.static : !cute.coord<"(0,4,0)">
      %292 = cute.static : !cute.int_tuple<"(128,0)">
      %293 = cute.static : !cute.coord<"(0,3,0)">
      %294 = cute.static : !cute.int_tuple<"(96,0)">
      %295 = cute.static : !cute.coord<"(0,2,0)">
      %296 = cute.static : !cute.int_tuple<"(64,0)">
      %297 = cute.static : !cute.coord<"(0,1,0)">
      %298 = cute.static : !cute.int_tuple<"(32,0)">
      %299 = cute.static : !cute.coord<"(0,0,0)">
      %c3_i32 = arith.constant 3 : i32
      %c448_i32 = arith.constant 448 : i32
      %c512_i32 = arith.constant 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c64_i32 = arith.constant 64 : i32
      %c520_i32 = arith.constant 520 : i32
      %300 = cute.static : !cute.int_tuple<"49152">
      %c-16_i64 = arith.constant -16 : i64
      %301 = cute.static : !cute.layout<"(256,64,9):(520,1,64)">
      %302 = cute.static : !cute.layout<"(128,64,9):(520,1,64)">
      %303 = cute.static : !cute_layout_0326f3
      %304 = cute.static : !cute_layout_6fb86e
      %305 = cute.static : !cute_layout_c9e26d
      %306 = cute.static : !cute_layout_72915e
      %307 = cute.static : !cute_layout_027d53
      %308 = cute.static : !cute_layout_dcb831
      %309 = cute.static : !cute_layout_2750c7
      %310 = cute.static : !cute_layout_62513c
      %311 = cute.static : !cute_layout_1cdfa4
      %312 = cute.static : !cute_layout_e8ffd0
      %313 = cute.static : !cute_layout_363700
      %314 = cute.static : !cute_layout_dc11ff
      %c8_i32 = arith.constant 8 : i32
      %c40_i32 = arith.constant 40 : i32
      %315 = cute.static : !cute_nvgpu.atom.ldsm<val_type = bf16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>
      %316 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %317 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %318 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %319 = arith.divsi %317, %c40_i32 : i32
      %320 = arith.muli %319, %c40_i32 : i32
      %321 = arith.cmpi ne, %317, %320 : i32
      %c0_i32_2 = arith.constant 0 : i32
      %322 = arith.cmpi slt, %317, %c0_i32_2 : i32
      %323 = arith.cmpi slt, %c40_i32, %c0_i32_2 : i32
      %324 = arith.cmpi ne, %322, %323 : i1
      %325 = arith.andi %321, %324 : i1
      %c-1_i32 = arith.constant -1 : i32
      %326 = arith.addi %319, %c-1_i32 : i32
      %327 = arith.select %325, %326, %319 : i32
      %328 = arith.muli %327, %c8_i32 : i32
      %329 = arith.subi %c8_i32, %328 : i32
      %330 = arith.cmpi slt, %329, %c8_i32 : i32
      %331 = arith.select %330, %329, %c8_i32 : i32
      %332 = arith.muli %327, %c40_i32 : i32
      %333 = arith.subi %317, %332 : i32
      %334 = arith.remsi %333, %331 : i32
      %335 = arith.addi %328, %334 : i32
      %336 = arith.divsi %333, %331 : i32
      %337 = arith.muli %336, %331 : i32
      %338 = arith.cmpi ne, %333, %337 : i32
      %c0_i32_3 = arith.constant 0 : i32
      %339 = arith.cmpi slt, %333, %c0_i32_3 : i32
      %340 = arith.cmpi slt, %331, %c0_i32_3 : i32
      %341 = arith.cmpi ne, %339, %340 : i1
      %342 = arith.andi %338, %341 : i1
      %c-1_i32_4 = arith.constant -1 : i32
      %343 = arith.addi %336, %c-1_i32_4 : i32
      %344 = arith.select %342, %343, %336 : i32
      %coord = cute.make_coord(%318) : (i32) -> !cute.coord<"(_,_,?)">
      %idx = cute.crd2idx(%coord, %314) : (!cute.coord<"(_,_,?)">, !cute_layout_dc11ff) -> !cute_int_tuple_1d5a4a
      %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %ptr = cute.add_offset(%iter, %idx) : (!cute_ptr_6f3445, !cute_int_tuple_1d5a4a) -> !cute_ptr_6f3445
      %coord_5 = cute.make_coord(%335) : (i32) -> !cute.coord<"((_,_),(?,_))">
      %idx_6 = cute.crd2idx(%coord_5, %313) : (!cute.coord<"((_,_),(?,_))">, !cute_layout_363700) -> !cute.int_tuple<"?{div=66560}">
      %ptr_7 = cute.add_offset(%ptr, %idx_6) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=66560}">) -> !cute_ptr_6f3445
      %idx_8 = cute.crd2idx(%coord, %312) : (!cute.coord<"(_,_,?)">, !cute_layout_e8ffd0) -> !cute_int_tuple_747e14
      %iter_9 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
      %ptr_10 = cute.add_offset(%iter_9, %idx_8) : (!cute_ptr_6f3445, !cute_int_tuple_747e14) -> !cute_ptr_6f3445
      %coord_11 = cute.make_coord(%344) : (i32) -> !cute.coord<"((_,_),(?,_))">
      %idx_12 = cute.crd2idx(%coord_11, %311) : (!cute.coord<"((_,_),(?,_))">, !cute_layout_1cdfa4) -> !cute_int_tuple_9e318c
      %ptr_13 = cute.add_offset(%ptr_10, %idx_12) : (!cute_ptr_6f3445, !cute_int_tuple_9e318c) -> !cute_ptr_6f3445
      %idx_14 = cute.crd2idx(%coord, %310) : (!cute.coord<"(_,_,?)">, !cute_layout_62513c) -> !cute_int_tuple_718b17
      %iter_15 = cute.get_iter(%arg2) : !memref_gmem_bf16_2
      %ptr_16 = cute.add_offset(%iter_15, %idx_14) : (!cute_ptr_6f3445, !cute_int_tuple_718b17) -> !cute_ptr_6f3445
      %coord_17 = cute.make_coord(%335, %344) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %idx_18 = cute.crd2idx(%coord_17, %309) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_2750c7) -> !cute.int_tuple<"?{div=256}">
      %ptr_19 = cute.add_offset(%ptr_16, %idx_18) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=256}">) -> !cute_ptr_6f3445
      %int_tup_iter = cute.make_arith_tuple_iter() : () -> !cute_arith_tuple_iter_da3d01
      %idx_20 = cute.crd2idx(%coord, %308) : (!cute.coord<"(_,_,?)">, !cute_layout_dcb831) -> !cute.int_tuple<"(0,0,?)">
      %tup = cute.add_offset(%int_tup_iter, %idx_20) : (!cute_arith_tuple_iter_da3d01, !cute.int_tuple<"(0,0,?)">) -> !cute_arith_tuple_iter_c87bd7
      %idx_21 = cute.crd2idx(%coord_5, %307) : (!cute.coord<"((_,_),(?,_))">, !cute_layout_027d53) -> !cute_int_tuple_63bcf0
      %tup_22 = cute.add_offset(%tup, %idx_21) : (!cute_arith_tuple_iter_c87bd7, !cute_int_tuple_63bcf0) -> !cute_arith_tuple_iter_3f9628
      %tup_23 = cute.deref_arith_tuple_iter(%tup_22) : !cute_arith_tuple_iter_3f9628
      %e0, %e1, %e2 = cute.get_leaves(%tup_23) : !cute_int_tuple_41955a
      %idx_24 = cute.crd2idx(%coord, %306) : (!cute.coord<"(_,_,?)">, !cute_layout_72915e) -> !cute.int_tuple<"(0,0,?)">
      %tup_25 = cute.add_offset(%int_tup_iter, %idx_24) : (!cute_arith_tuple_iter_da3d01, !cute.int_tuple<"(0,0,?)">) -> !cute_arith_tuple_iter_c87bd7
      %idx_26 = cute.crd2idx(%coord_11, %305) : (!cute.coord<"((_,_),(?,_))">, !cute_layout_c9e26d) -> !cute_int_tuple_e009c4
      %tup_27 = cute.add_offset(%tup_25, %idx_26) : (!cute_arith_tuple_iter_c87bd7, !cute_int_tuple_e009c4) -> !cute_arith_tuple_iter_b0a70d
      %tup_28 = cute.deref_arith_tuple_iter(%tup_27) : !cute_arith_tuple_iter_b0a70d
      %e0_29, %e1_30, %e2_31 = cute.get_leaves(%tup_28) : !cute_int_tuple_75837f
      %idx_32 = cute.crd2idx(%coord, %304) : (!cute.coord<"(_,_,?)">, !cute_layout_6fb86e) -> !cute.int_tuple<"(0,0,?)">
      %tup_33 = cute.add_offset(%int_tup_iter, %idx_32) : (!cute_arith_tuple_iter_da3d01, !cute.int_tuple<"(0,0,?)">) -> !cute_arith_tuple_iter_c87bd7
      %idx_34 = cute.crd2idx(%coord_17, %303) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_0326f3) -> !cute_int_tuple_01aa02
      %tup_35 = cute.add_offset(%tup_33, %idx_34) : (!cute_arith_tuple_iter_c87bd7, !cute_int_tuple_01aa02) -> !cute_arith_tuple_iter_1d82da
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"-56">
      %ptr_36 = cute.add_offset(%ptr_7, %int_tuple) : (!cute_ptr_6f3445, !cute.int_tuple<"-56">) -> !cute_ptr_6f3445
      %view = cute.make_view(%ptr_36, %302) : !memref_gmem_bf16_3
      %dyn = cute.derefine(%view) : !memref_gmem_bf16_3 to !memref_gmem_bf16_4
      %iter_37 = cute.get_iter(%dyn) : !memref_gmem_bf16_4
      %ptr_38 = cute.add_offset(%ptr_13, %int_tuple) : (!cute_ptr_6f3445, !cute.int_tuple<"-56">) -> !cute_ptr_6f3445
      %view_39 = cute.make_view(%ptr_38, %301) : !memref_gmem_bf16_5
      %dyn_40 = cute.derefine(%view_39) : !memref_gmem_bf16_5 to !memref_gmem_bf16_6
      %iter_41 = cute.get_iter(%dyn_40) : !memref_gmem_bf16_6
      %int_tuple_42 = cute.make_int_tuple(%e0, %e2) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_41955a
      %int_tuple_43 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,-56)">
      %add = cute.tuple_add(%int_tuple_42, %int_tuple_43) : (!cute_int_tuple_41955a, !cute.int_tuple<"(0,-56)">) -> !cute_int_tuple_dff6a5
      %e0_44, %e1_45, %e2_46 = cute.get_leaves(%add) : !cute_int_tuple_dff6a5
      %int_tuple_47 = cute.make_int_tuple(%e0_44, %e2_46) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_dff6a5
      %int_tup_iter_48 = cute.make_arith_tuple_iter(%int_tuple_47) : (!cute_int_tuple_dff6a5) -> !cute_arith_tuple_iter_7aa7ab
      %int_tuple_49 = cute.make_int_tuple(%e0_29, %e2_31) : (!cute.int_tuple<"?{div=256}">, !cute.int_tuple<"?">) -> !cute_int_tuple_75837f
      %add_50 = cute.tuple_add(%int_tuple_49, %int_tuple_43) : (!cute_int_tuple_75837f, !cute.int_tuple<"(0,-56)">) -> !cute_int_tuple_2a9f22
      %e0_51, %e1_52, %e2_53 = cute.get_leaves(%add_50) : !cute_int_tuple_2a9f22
      %int_tuple_54 = cute.make_int_tuple(%e0_51, %e2_53) : (!cute.int_tuple<"?{div=256}">, !cute.int_tuple<"?">) -> !cute_int_tuple_2a9f22
      %int_tup_iter_55 = cute.make_arith_tuple_iter(%int_tuple_54) : (!cute_int_tuple_2a9f22) -> !cute_arith_tuple_iter_bf2fa9
      %345 = cute.ptrtoint(%iter_37) : !cute.ptr<bf16, gmem> to i64
      %346 = arith.addi %345, %c15_i64 : i64
      %347 = arith.andi %346, %c-16_i64 : i64
      %iv = cute.assume(%347) : (i64) -> !cute.i64<divby 16>
      %348 = cute.inttoptr(%iv) : !cute.i64<divby 16> to !cute_ptr_6f3445
      %349 = cute.ptrtoint(%iter_41) : !cute.ptr<bf16, gmem> to i64
      %350 = arith.addi %349, %c15_i64 : i64
      %351 = arith.andi %350, %c-16_i64 : i64
      %iv_56 = cute.assume(%351) : (i64) -> !cute.i64<divby 16>
      %352 = cute.inttoptr(%iv_56) : !cute.i64<divby 16> to !cute_ptr_6f3445
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %ptr_57 = cute.add_offset(%smem_ptr, %300) : (!cute_ptr_9af6a0, !cute.int_tuple<"49152">) -> !cute_ptr_9af6a0
      %iter_58 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute_ptr_3ddfa0
      %iter_59 = cute.recast_iter(%ptr_57) : !cute_ptr_9af6a0 to !cute_ptr_3ddfa0
      %353 = arith.divsi %316, %c8_i32 : i32
      %354 = arith.remsi %316, %c8_i32 : i32
      %355 = arith.muli %354, %c8_i32 : i32
      %356 = arith.muli %353, %c520_i32 : i32
      %357 = arith.addi %355, %356 : i32
      %iv_60 = cute.assume(%357) : (i32) -> !cute.i32<divby 8>
      %int_tuple_61 = cute.make_int_tuple(%iv_60) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_62 = cute.add_offset(%348, %int_tuple_61) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
      %358 = arith.remsi %353, %c8_i32 : i32
      %359 = arith.muli %358, %c64_i32 : i32
      %360 = arith.addi %355, %359 : i32
      %361 = arith.divsi %353, %c8_i32 : i32
      %362 = arith.muli %361, %c512_i32 : i32
      %363 = arith.andi %360, %c448_i32 : i32
      %364 = arith.shrsi %363, %c3_i32 : i32
      %365 = arith.xori %360, %364 : i32
      %366 = arith.addi %365, %362 : i32
      %iv_63 = cute.assume(%366) : (i32) -> !cute.i32<divby 8>
      %int_tuple_64 = cute.make_int_tuple(%iv_63) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_65 = cute.add_offset(%iter_58, %int_tuple_64) : (!cute_ptr_3ddfa0, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_667fbe
      %view_66 = cute.make_view(%ptr_65) : !memref_smem_bf16_
      %iv_67 = cute.assume(%355) : (i32) -> !cute.i32<divby 8>
      %int_tuple_68 = cute.make_int_tuple(%353, %iv_67) : (i32, !cute.i32<divby 8>) -> !cute.int_tuple<"(?,?{div=8})">
      %tup_69 = cute.add_offset(%int_tup_iter_48, %int_tuple_68) : (!cute_arith_tuple_iter_7aa7ab, !cute.int_tuple<"(?,?{div=8})">) -> !cute_arith_tuple_iter_9b797c
      %view_70 = cute.make_view(%tup_69) : !cute_coord_tensor_078ea3
      %dyn_71 = cute.derefine(%view_70) : !cute_coord_tensor_078ea3 to !cute_coord_tensor_d01cb1
      %ptr_72 = cute.add_offset(%352, %int_tuple_61) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
      %ptr_73 = cute.add_offset(%iter_59, %int_tuple_64) : (!cute_ptr_3ddfa0, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_667fbe
      %view_74 = cute.make_view(%ptr_73) : !memref_smem_bf16_1
      %tup_75 = cute.add_offset(%int_tup_iter_55, %int_tuple_68) : (!cute_arith_tuple_iter_bf2fa9, !cute.int_tuple<"(?,?{div=8})">) -> !cute_arith_tuple_iter_9b797c
      %view_76 = cute.make_view(%tup_75) : !cute_coord_tensor_15b459
      %dyn_77 = cute.derefine(%view_76) : !cute_coord_tensor_15b459 to !cute_coord_tensor_8ff1ad
      %rmem = cute.memref.alloca() : !memref_rmem_i8_
      %iter_78 = cute.get_iter(%rmem) : !memref_rmem_i8_
      %iter_79 = cute.get_iter(%dyn_71) : !cute_coord_tensor_d01cb1
      %tup_80 = cute.deref_arith_tuple_iter(%iter_79) : !cute_arith_tuple_iter_2fe1bf
      %e0_81, %e1_82, %e2_83 = cute.get_leaves(%tup_80) : !cute.int_tuple<"(?,?,?)">
      %coord_84 = cute.make_coord(%e0_81) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %367 = cute.get_scalars(%coord_84) : !cute.coord<"?">
      %368 = arith.cmpi slt, %367, %c1000_i32 : i32
      %369 = arith.extui %368 : i1 to i8
      cute.memref.store(%rmem, %299, %369) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %tup_85 = cute.add_offset(%iter_79, %298) : (!cute_arith_tuple_iter_2fe1bf, !cute.int_tuple<"(32,0)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_86 = cute.deref_arith_tuple_iter(%tup_85) : !cute_arith_tuple_iter_2fe1bf
      %e0_87, %e1_88, %e2_89 = cute.get_leaves(%tup_86) : !cute.int_tuple<"(?,?,?)">
      %coord_90 = cute.make_coord(%e0_87) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %370 = cute.get_scalars(%coord_90) : !cute.coord<"?">
      %371 = arith.cmpi slt, %370, %c1000_i32 : i32
      %372 = arith.extui %371 : i1 to i8
      cute.memref.store(%rmem, %297, %372) : (!memref_rmem_i8_, !cute.coord<"(0,1,0)">, i8) -> ()
      %tup_91 = cute.add_offset(%iter_79, %296) : (!cute_arith_tuple_iter_2fe1bf, !cute.int_tuple<"(64,0)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_92 = cute.deref_arith_tuple_iter(%tup_91) : !cute_arith_tuple_iter_2fe1bf
      %e0_93, %e1_94, %e2_95 = cute.get_leaves(%tup_92) : !cute.int_tuple<"(?,?,?)">
      %coord_96 = cute.make_coord(%e0_93) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %373 = cute.get_scalars(%coord_96) : !cute.coord<"?">
      %374 = arith.cmpi slt, %373, %c1000_i32 : i32
      %375 = arith.extui %374 : i1 to i8
      cute.memref.store(%rmem, %295, %375) : (!memref_rmem_i8_, !cute.coord<"(0,2,0)">, i8) -> ()
      %tup_97 = cute.add_offset(%iter_79, %294) : (!cute_arith_tuple_iter_2fe1bf, !cute.int_tuple<"(96,0)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_98 = cute.deref_arith_tuple_iter(%tup_97) : !cute_arith_tuple_iter_2fe1bf
      %e0_99, %e1_100, %e2_101 = cute.get_leaves(%tup_98) : !cute.int_tuple<"(?,?,?)">
      %coord_102 = cute.make_coord(%e0_99) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %376 = cute.get_scalars(%coord_102) : !cute.coord<"?">
      %377 = arith.cmpi slt, %376, %c1000_i32 : i32
      %378 = arith.extui %377 : i1 to i8
      cute.memref.store(%rmem, %293, %378) : (!memref_rmem_i8_, !cute.coord<"(0,3,0)">, i8) -> ()
      %rmem_103 = cute.memref.alloca() : !memref_rmem_i8_1
      %iter_104 = cute.get_iter(%rmem_103) : !memref_rmem_i8_1
      %iter_105 = cute.get_iter(%dyn_77) : !cute_coord_tensor_8ff1ad
      %tup_106 = cute.deref_arith_tuple_iter(%iter_105) : !cute_arith_tuple_iter_2fe1bf
      %e0_107, %e1_108, %e2_109 = cute.get_leaves(%tup_106) : !cute.int_tuple<"(?,?,?)">
      %coord_110 = cute.make_coord(%e0_107) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %379 = cute.get_scalars(%coord_110) : !cute.coord<"?">
      %380 = arith.cmpi slt, %379, %c1048_i32 : i32
      %381 = arith.extui %380 : i1 to i8
      cute.memref.store(%rmem_103, %299, %381) : (!memref_rmem_i8_1, !cute.coord<"(0,0,0)">, i8) -> ()
      %tup_111 = cute.add_offset(%iter_105, %298) : (!cute_arith_tuple_iter_2fe1bf, !cute.int_tuple<"(32,0)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_112 = cute.deref_arith_tuple_iter(%tup_111) : !cute_arith_tuple_iter_2fe1bf
      %e0_113, %e1_114, %e2_115 = cute.get_leaves(%tup_112) : !cute.int_tuple<"(?,?,?)">
      %coord_116 = cute.make_coord(%e0_113) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %382 = cute.get_scalars(%coord_116) : !cute.coord<"?">
      %383 = arith.cmpi slt, %382, %c1048_i32 : i32
      %384 = arith.extui %383 : i1 to i8
      cute.memref.store(%rmem_103, %297, %384) : (!memref_rmem_i8_1, !cute.coord<"(0,1,0)">, i8) -> ()
      %tup_117 = cute.add_offset(%iter_105, %296) : (!cute_arith_tuple_iter_2fe1bf, !cute.int_tuple<"(64,0)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_118 = cute.deref_arith_tuple_iter(%tup_117) : !cute_arith_tuple_iter_2fe1bf
      %e0_119, %e1_120, %e2_121 = cute.get_leaves(%tup_118) : !cute.int_tuple<"(?,?,?)">
      %coord_122 = cute.make_coord(%e0_119) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %385 = cute.get_scalars(%coord_122) : !cute.coord<"?">
      %386 = arith.cmpi slt, %385, %c1048_i32 : i32
      %387 = arith.extui %386 : i1 to i8
      cute.memref.store(%rmem_103, %295, %387) : (!memref_rmem_i8_1, !cute.coord<"(0,2,0)">, i8) -> ()
      %tup_123 = cute.add_offset(%iter_105, %294) : (!cute_arith_tuple_iter_2fe1bf, !cute.int_tuple<"(96,0)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_124 = cute.deref_arith_tuple_iter(%tup_123) : !cute_arith_tuple_iter_2fe1bf
      %e0_125, %e1_126, %e2_127 = cute.get_leaves(%tup_124) : !cute.int_tuple<"(?,?,?)">
      %coord_128 = cute.make_coord(%e0_125) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %388 = cute.get_scalars(%coord_128) : !cute.coord<"?">
      %389 = arith.cmpi slt, %388, %c1048_i32 : i32
      %390 = arith.extui %389 : i1 to i8
      cute.memref.store(%rmem_103, %293, %390) : (!memref_rmem_i8_1, !cute.coord<"(0,3,0)">, i8) -> ()
      %tup_129 = cute.add_offset(%iter_105, %292) : (!cute_arith_tuple_iter_2fe1bf, !cute.int_tuple<"(128,0)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_130 = cute.deref_arith_tuple_iter(%tup_129) : !cute_arith_tuple_iter_2fe1bf
      %e0_131, %e1_132, %e2_133 = cute.get_leaves(%tup_130) : !cute.int_tuple<"(?,?,?)">
      %coord_134 = cute.make_coord(%e0_131) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %391 = cute.get_scalars(%coord_134) : !cute.coord<"?">
      %392 = arith.cmpi slt, %391, %c1048_i32 : i32
      %393 = arith.extui %392 : i1 to i8
      cute.memref.store(%rmem_103, %291, %393) : (!memref_rmem_i8_1, !cute.coord<"(0,4,0)">, i8) -> ()
      %tup_135 = cute.add_offset(%iter_105, %290) : (!cute_arith_tuple_iter_2fe1bf, !cute.int_tuple<"(160,0)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_136 = cute.deref_arith_tuple_iter(%tup_135) : !cute_arith_tuple_iter_2fe1bf
      %e0_137, %e1_138, %e2_139 = cute.get_leaves(%tup_136) : !cute.int_tuple<"(?,?,?)">
      %coord_140 = cute.make_coord(%e0_137) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %394 = cute.get_scalars(%coord_140) : !cute.coord<"?">
      %395 = arith.cmpi slt, %394, %c1048_i32 : i32
      %396 = arith.extui %395 : i1 to i8
      cute.memref.store(%rmem_103, %289, %396) : (!memref_rmem_i8_1, !cute.coord<"(0,5,0)">, i8) -> ()
      %tup_141 = cute.add_offset(%iter_105, %288) : (!cute_arith_tuple_iter_2fe1bf, !cute.int_tuple<"(192,0)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_142 = cute.deref_arith_tuple_iter(%tup_141) : !cute_arith_tuple_iter_2fe1bf
      %e0_143, %e1_144, %e2_145 = cute.get_leaves(%tup_142) : !cute.int_tuple<"(?,?,?)">
      %coord_146 = cute.make_coord(%e0_143) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %397 = cute.get_scalars(%coord_146) : !cute.coord<"?">
      %398 = arith.cmpi slt, %397, %c1048_i32 : i32
      %399 = arith.extui %398 : i1 to i8
      cute.memref.store(%rmem_103, %287, %399) : (!memref_rmem_i8_1, !cute.coord<"(0,6,0)">, i8) -> ()
      %tup_147 = cute.add_offset(%iter_105, %286) : (!cute_arith_tuple_iter_2fe1bf, !cute.int_tuple<"(224,0)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_148 = cute.deref_arith_tuple_iter(%tup_147) : !cute_arith_tuple_iter_2fe1bf
      %e0_149, %e1_150, %e2_151 = cute.get_leaves(%tup_148) : !cute.int_tuple<"(?,?,?)">
      %coord_152 = cute.make_coord(%e0_149) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %400 = cute.get_scalars(%coord_152) : !cute.coord<"?">
      %401 = arith.cmpi slt, %400, %c1048_i32 : i32
      %402 = arith.extui %401 : i1 to i8
      cute.memref.store(%rmem_103, %285, %402) : (!memref_rmem_i8_1, !cute.coord<"(0,7,0)">, i8) -> ()
      %rmem_153 = cute.memref.alloca() : !memref_rmem_i8_2
      %iter_154 = cute.get_iter(%rmem_153) : !memref_rmem_i8_2
      %coord_155 = cute.make_coord() : () -> !cute.coord<"-1">
      %dyn_156 = cute.derefine(%coord_155) : !cute.coord<"-1"> to !cute.coord<"?">
      %coord_157 = cute.make_coord(%e1_82) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %403 = cute.get_scalars(%dyn_156) : !cute.coord<"?">
      %404 = cute.get_scalars(%coord_157) : !cute.coord<"?">
      %405 = arith.cmpi slt, %403, %404 : i32
      %406 = cute.memref.load(%rmem, %299) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">) -> i8
      %407 = arith.cmpi ne, %406, %c0_i8 : i8
      %408 = arith.andi %407, %405 : i1
      %409 = arith.extui %408 : i1 to i8
      cute.memref.store(%rmem_153, %299, %409) : (!memref_rmem_i8_2, !cute.coord<"(0,0,0)">, i8) -> ()
      %coord_158 = cute.make_coord(%e1_88) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %410 = cute.get_scalars(%coord_158) : !cute.coord<"?">
      %411 = arith.cmpi slt, %403, %410 : i32
      %412 = cute.memref.load(%rmem, %297) : (!memref_rmem_i8_, !cute.coord<"(0,1,0)">) -> i8
      %413 = arith.cmpi ne, %412, %c0_i8 : i8
      %414 = arith.andi %413, %411 : i1
      %415 = arith.extui %414 : i1 to i8
      cute.memref.store(%rmem_153, %297, %415) : (!memref_rmem_i8_2, !cute.coord<"(0,1,0)">, i8) -> ()
      %coord_159 = cute.make_coord(%e1_94) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %416 = cute.get_scalars(%coord_159) : !cute.coord<"?">
      %417 = arith.cmpi slt, %403, %416 : i32
      %418 = cute.memref.load(%rmem, %295) : (!memref_rmem_i8_, !cute.coord<"(0,2,0)">) -> i8
      %419 = arith.cmpi ne, %418, %c0_i8 : i8
      %420 = arith.andi %419, %417 : i1
      %421 = arith.extui %420 : i1 to i8
      cute.memref.store(%rmem_153, %295, %421) : (!memref_rmem_i8_2, !cute.coord<"(0,2,0)">, i8) -> ()
      %coord_160 = cute.make_coord(%e1_100) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %422 = cute.get_scalars(%coord_160) : !cute.coord<"?">
      %423 = arith.cmpi slt, %403, %422 : i32
      %424 = cute.memref.load(%rmem, %293) : (!memref_rmem_i8_, !cute.coord<"(0,3,0)">) -> i8
      %425 = arith.cmpi ne, %424, %c0_i8 : i8
      %426 = arith.andi %425, %423 : i1
      %427 = arith.extui %426 : i1 to i8
      cute.memref.store(%rmem_153, %293, %427) : (!memref_rmem_i8_2, !cute.coord<"(0,3,0)">, i8) -> ()
      %rmem_161 = cute.memref.alloca() : !memref_rmem_i8_3
      %iter_162 = cute.get_iter(%rmem_161) : !memref_rmem_i8_3
      %coord_163 = cute.make_coord(%e1_108) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %428 = cute.get_scalars(%coord_163) : !cute.coord<"?">
      %429 = arith.cmpi slt, %403, %428 : i32
      %430 = cute.memref.load(%rmem_103, %299) : (!memref_rmem_i8_1, !cute.coord<"(0,0,0)">) -> i8
      %431 = arith.cmpi ne, %430, %c0_i8 : i8
      %432 = arith.andi %431, %429 : i1
      %433 = arith.extui %432 : i1 to i8
      cute.memref.store(%rmem_161, %299, %433) : (!memref_rmem_i8_3, !cute.coord<"(0,0,0)">, i8) -> ()
      %coord_164 = cute.make_coord(%e1_114) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %434 = cute.get_scalars(%coord_164) : !cute.coord<"?">
      %435 = arith.cmpi slt, %403, %434 : i32
      %436 = cute.memref.load(%rmem_103, %297) : (!memref_rmem_i8_1, !cute.coord<"(0,1,0)">) -> i8
      %437 = arith.cmpi ne, %436, %c0_i8 : i8
      %438 = arith.andi %437, %435 : i1
      %439 = arith.extui %438 : i1 to i8
      cute.memref.store(%rmem_161, %297, %439) : (!memref_rmem_i8_3, !cute.coord<"(0,1,0)">, i8) -> ()
      %coord_165 = cute.make_coord(%e1_120) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %440 = cute.get_scalars(%coord_165) : !cute.coord<"?">
      %441 = arith.cmpi slt, %403, %440 : i32
      %442 = cute.memref.load(%rmem_103, %295) : (!memref_rmem_i8_1, !cute.coord<"(0,2,0)">) -> i8
      %443 = arith.cmpi ne, %442, %c0_i8 : i8
      %444 = arith.andi %443, %441 : i1
      %445 = arith.extui %444 : i1 to i8
      cute.memref.store(%rmem_161, %295, %445) : (!memref_rmem_i8_3, !cute.coord<"(0,2,0)">, i8) -> ()
      %coord_166 = cute.make_coord(%e1_126) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %446 = cute.get_scalars(%coord_166) : !cute.coord<"?">
      %447 = arith.cmpi slt, %403, %446 : i32
      %448 = cute.memref.load(%rmem_103, %293) : (!memref_rmem_i8_1, !cute.coord<"(0,3,0)">) -> i8
      %449 = arith.cmpi ne, %448, %c0_i8 : i8
      %450 = arith.andi %449, %447 : i1
      %451 = arith.extui %450 : i1 to i8
      cute.memref.store(%rmem_161, %293, %451) : (!memref_rmem_i8_3, !cute.coord<"(0,3,0)">, i8) -> ()
      %coord_167 = cute.make_coord(%e1_132) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %452 = cute.get_scalars(%coord_167) : !cute.coord<"?">
      %453 = arith.cmpi slt, %403, %452 : i32
      %454 = cute.memref.load(%rmem_103, %291) : (!memref_rmem_i8_1, !cute.coord<"(0,4,0)">) -> i8
      %455 = arith.cmpi ne, %454, %c0_i8 : i8
      %456 = arith.andi %455, %453 : i1
      %457 = arith.extui %456 : i1 to i8
      cute.memref.store(%rmem_161, %291, %457) : (!memref_rmem_i8_3, !cute.coord<"(0,4,0)">, i8) -> ()
      %coord_168 = cute.make_coord(%e1_138) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %458 = cute.get_scalars(%coord_168) : !cute.coord<"?">
      %459 = arith.cmpi slt, %403, %458 : i32
      %460 = cute.memref.load(%rmem_103, %289) : (!memref_rmem_i8_1, !cute.coord<"(0,5,0)">) -> i8
      %461 = arith.cmpi ne, %460, %c0_i8 : i8
      %462 = arith.andi %461, %459 : i1
      %463 = arith.extui %462 : i1 to i8
      cute.memref.store(%rmem_161, %289, %463) : (!memref_rmem_i8_3, !cute.coord<"(0,5,0)">, i8) -> ()
      %coord_169 = cute.make_coord(%e1_144) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %464 = cute.get_scalars(%coord_169) : !cute.coord<"?">
      %465 = arith.cmpi slt, %403, %464 : i32
      %466 = cute.memref.load(%rmem_103, %287) : (!memref_rmem_i8_1, !cute.coord<"(0,6,0)">) -> i8
      %467 = arith.cmpi ne, %466, %c0_i8 : i8
      %468 = arith.andi %467, %465 : i1
      %469 = arith.extui %468 : i1 to i8
      cute.memref.store(%rmem_161, %287, %469) : (!memref_rmem_i8_3, !cute.coord<"(0,6,0)">, i8) -> ()
      %coord_170 = cute.make_coord(%e1_150) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %470 = cute.get_scalars(%coord_170) : !cute.coord<"?">
      %471 = arith.cmpi slt, %403, %470 : i32
      %472 = cute.memref.load(%rmem_103, %285) : (!memref_rmem_i8_1, !cute.coord<"(0,7,0)">) -> i8
      %473 = arith.cmpi ne, %472, %c0_i8 : i8
      %474 = arith.andi %473, %471 : i1
      %475 = arith.extui %474 : i1 to i8
      cute.memref.store(%rmem_161, %285, %475) : (!memref_rmem_i8_3, !cute.coord<"(0,7,0)">, i8) -> ()
      cute.memref.store_vec(%cst_1, %view_66) : (vector<96xbf16>, !memref_smem_bf16_) -> ()
      cute.memref.store_vec(%cst_0, %view_74) : (vector<192xbf16>, !memref_smem_bf16_1) -> ()
      nvvm.barrier
      cf.br ^bb1(%c0_i32 : i32)
    ^bb1(%476: i32):  // 2 preds: ^bb0, ^bb2
      %477 = arith.cmpi slt, %476, %c4_i32 : i32
      cf.cond_br %477, ^bb2, ^bb3 {llvm.loop_annotation = #loop_annotation}
    ^bb2:  // pred: ^bb1
      %coord_171 = cute.make_coord(%476) : (i32) -> !cute.coord<"(_,?)">
      %idx_172 = cute.crd2idx(%coord_171, %284) : (!cute.coord<"(_,?)">, !cute_layout_92a2a6) -> !cute.int_tuple<"?{div=16640}">
      %ptr_173 = cute.add_offset(%ptr_62, %idx_172) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=16640}">) -> !cute_ptr_6f3445
      %idx_174 = cute.crd2idx(%coord_171, %283) : (!cute.coord<"(_,?)">, !cute_layout_b6736f) -> !cute.int_tuple<"?{div=2048}">
      %ptr_175 = cute.add_offset(%ptr_65, %idx_174) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_667fbe
      %idx_176 = cute.crd2idx(%coord_171, %282) : (!cute.coord<"(_,?)">, !cute_layout_f28b8b) -> !cute.int_tuple<"?">
      %ptr_177 = cute.add_offset(%iter_154, %idx_176) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %478 = builtin.unrealized_conversion_cast %ptr_177 : !cute.ptr<i8, rmem> to !llvm.ptr
      %479 = llvm.load %478 : !llvm.ptr -> i8
      %480 = llvm.trunc %479 : i8 to i1
      %iter_178 = cute.recast_iter(%ptr_173) : !cute_ptr_6f3445 to !cute.ptr<i128, gmem>
      %iter_179 = cute.recast_iter(%ptr_175) : !cute_ptr_667fbe to !cute.ptr<i128, smem>
      cute_nvgpu.arch.copy.SM80.cp_async(%iter_179 : !cute.ptr<i128, smem>, %iter_178 : !cute.ptr<i128, gmem>, %480 : i1) {cache_mode = <global>}
      %481 = arith.addi %476, %c1_i32 : i32
      cf.br ^bb1(%481 : i32)
    ^bb3:  // pred: ^bb1
      cf.br ^bb4(%c0_i32 : i32)
    ^bb4(%482: i32):  // 2 preds: ^bb3, ^bb5
      %483 = arith.cmpi slt, %482, %c8_i32 : i32
      cf.cond_br %483, ^bb5, ^bb6 {llvm.loop_annotation = #loop_annotation}
    ^bb5:  // pred: ^bb4
      %coord_180 = cute.make_coord(%482) : (i32) -> !cute.coord<"(_,?)">
      %idx_181 = cute.crd2idx(%coord_180, %280) : (!cute.coord<"(_,?)">, !cute_layout_44f11f) -> !cute.int_tuple<"?{div=16640}">
      %ptr_182 = cute.add_offset(%ptr_72, %idx_181) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=16640}">) -> !cute_ptr_6f3445
      %idx_183 = cute.crd2idx(%coord_180, %279) : (!cute.coord<"(_,?)">, !cute_layout_e3a0a0) -> !cute.int_tuple<"?{div=2048}">
      %ptr_184 = cute.add_offset(%ptr_73, %idx_183) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_667fbe
      %idx_185 = cute.crd2idx(%coord_180, %278) : (!cute.coord<"(_,?)">, !cute_layout_f3aa67) -> !cute.int_tuple<"?">
      %ptr_186 = cute.add_offset(%iter_162, %idx_185) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %484 = builtin.unrealized_conversion_cast %ptr_186 : !cute.ptr<i8, rmem> to !llvm.ptr
      %485 = llvm.load %484 : !llvm.ptr -> i8
      %486 = llvm.trunc %485 : i8 to i1
      %iter_187 = cute.recast_iter(%ptr_182) : !cute_ptr_6f3445 to !cute.ptr<i128, gmem>
      %iter_188 = cute.recast_iter(%ptr_184) : !cute_ptr_667fbe to !cute.ptr<i128, smem>
      cute_nvgpu.arch.copy.SM80.cp_async(%iter_188 : !cute.ptr<i128, smem>, %iter_187 : !cute.ptr<i128, gmem>, %486 : i1) {cache_mode = <global>}
      %487 = arith.addi %482, %c1_i32 : i32
      cf.br ^bb4(%487 : i32)
    ^bb6:  // pred: ^bb4
      nvvm.cp.async.commit.group
      %ptr_189 = cute.add_offset(%ptr_62, %277) : (!cute_ptr_6f3445, !cute.int_tuple<"64">) -> !cute_ptr_6f3445
      %ptr_190 = cute.add_offset(%ptr_65, %276) : (!cute_ptr_667fbe, !cute.int_tuple<"8192">) -> !cute_ptr_667fbe
      cf.br ^bb7(%c0_i32 : i32)
    ^bb7(%488: i32):  // 2 preds: ^bb6, ^bb8
      %489 = arith.cmpi slt, %488, %c4_i32 : i32
      cf.cond_br %489, ^bb8, ^bb9 {llvm.loop_annotation = #loop_annotation}
    ^bb8:  // pred: ^bb7
      %coord_191 = cute.make_coord(%488) : (i32) -> !cute.coord<"(_,?)">
      %idx_192 = cute.crd2idx(%coord_191, %284) : (!cute.coord<"(_,?)">, !cute_layout_92a2a6) -> !cute.int_tuple<"?{div=16640}">
      %ptr_193 = cute.add_offset(%ptr_189, %idx_192) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=16640}">) -> !cute_ptr_6f3445
      %idx_194 = cute.crd2idx(%coord_191, %283) : (!cute.coord<"(_,?)">, !cute_layout_b6736f) -> !cute.int_tuple<"?{div=2048}">
      %ptr_195 = cute.add_offset(%ptr_190, %idx_194) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_667fbe
      %idx_196 = cute.crd2idx(%coord_191, %275) : (!cute.coord<"(_,?)">, !cute_layout_7051ba) -> !cute.int_tuple<"?">
      %ptr_197 = cute.add_offset(%iter_78, %idx_196) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %490 = builtin.unrealized_conversion_cast %ptr_197 : !cute.ptr<i8, rmem> to !llvm.ptr
      %491 = llvm.load %490 : !llvm.ptr -> i8
      %492 = llvm.trunc %491 : i8 to i1
      %iter_198 = cute.recast_iter(%ptr_193) : !cute_ptr_6f3445 to !cute.ptr<i128, gmem>
      %iter_199 = cute.recast_iter(%ptr_195) : !cute_ptr_667fbe to !cute.ptr<i128, smem>
      cute_nvgpu.arch.copy.SM80.cp_async(%iter_199 : !cute.ptr<i128, smem>, %iter_198 : !cute.ptr<i128, gmem>, %492 : i1) {cache_mode = <global>}
      %493 = arith.addi %488, %c1_i32 : i32
      cf.br ^bb7(%493 : i32)
    ^bb9:  // pred: ^bb7
      %ptr_200 = cute.add_offset(%ptr_72, %277) : (!cute_ptr_6f3445, !cute.int_tuple<"64">) -> !cute_ptr_6f3445
      %ptr_201 = cute.add_offset(%ptr_73, %274) : (!cute_ptr_667fbe, !cute.int_tuple<"16384">) -> !cute_ptr_667fbe
      cf.br ^bb10(%c0_i32 : i32)
    ^bb10(%494: i32):  // 2 preds: ^bb9, ^bb11
      %495 = arith.cmpi slt, %494, %c8_i32 : i32
      cf.cond_br %495, ^bb11, ^bb12 {llvm.loop_annotation = #loop_annotation}
    ^bb11:  // pred: ^bb10
      %coord_202 = cute.make_coord(%494) : (i32) -> !cute.coord<"(_,?)">
      %idx_203 = cute.crd2idx(%coord_202, %280) : (!cute.coord<"(_,?)">, !cute_layout_44f11f) -> !cute.int_tuple<"?{div=16640}">
      %ptr_204 = cute.add_offset(%ptr_200, %idx_203) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=16640}">) -> !cute_ptr_6f3445
      %idx_205 = cute.crd2idx(%coord_202, %279) : (!cute.coord<"(_,?)">, !cute_layout_e3a0a0) -> !cute.int_tuple<"?{div=2048}">
      %ptr_206 = cute.add_offset(%ptr_201, %idx_205) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_667fbe
      %idx_207 = cute.crd2idx(%coord_202, %273) : (!cute.coord<"(_,?)">, !cute_layout_4c4b49) -> !cute.int_tuple<"?">
      %ptr_208 = cute.add_offset(%iter_104, %idx_207) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %496 = builtin.unrealized_conversion_cast %ptr_208 : !cute.ptr<i8, rmem> to !llvm.ptr
      %497 = llvm.load %496 : !llvm.ptr -> i8
      %498 = llvm.trunc %497 : i8 to i1
      %iter_209 = cute.recast_iter(%ptr_204) : !cute_ptr_6f3445 to !cute.ptr<i128, gmem>
      %iter_210 = cute.recast_iter(%ptr_206) : !cute_ptr_667fbe to !cute.ptr<i128, smem>
      cute_nvgpu.arch.copy.SM80.cp_async(%iter_210 : !cute.ptr<i128, smem>, %iter_209 : !cute.ptr<i128, gmem>, %498 : i1) {cache_mode = <global>}
      %499 = arith.addi %494, %c1_i32 : i32
      cf.br ^bb10(%499 : i32)
    ^bb12:  // pred: ^bb10
      nvvm.cp.async.commit.group
      %rmem_211 = cute.memref.alloca() : !memref_rmem_bf16_
      %rmem_212 = cute.memref.alloca() : !memref_rmem_bf16_1
      %500 = arith.remsi %316, %c32_i32 : i32
      %501 = arith.divsi %316, %c32_i32 : i32
      %502 = arith.remsi %501, %c2_i32 : i32
      %503 = arith.divsi %316, %c64_i32 : i32
      %504 = arith.remsi %503, %c4_i32 : i32
      %505 = arith.remsi %500, %c32_i32 : i32
      %506 = arith.remsi %502, %c2_i32 : i32
      %507 = arith.remsi %504, %c4_i32 : i32
      %508 = arith.divsi %505, %c4_i32 : i32
      %509 = arith.remsi %505, %c4_i32 : i32
      %510 = arith.muli %509, %c2_i32 : i32
      %511 = arith.muli %508, %c1048_i32 : i32
      %512 = arith.addi %510, %511 : i32
      %513 = arith.muli %506, %c16768_i32 : i32
      %514 = arith.muli %507, %c8_i32 : i32
      %515 = arith.addi %513, %514 : i32
      %516 = arith.addi %512, %515 : i32
      %iv_213 = cute.assume(%516) : (i32) -> !cute.i32<divby 2>
      %int_tuple_214 = cute.make_int_tuple(%iv_213) : (!cute.i32<divby 2>) -> !cute.int_tuple<"?{div=2}">
      %ptr_215 = cute.add_offset(%ptr_19, %int_tuple_214) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2}">) -> !cute.ptr<bf16, gmem, align<4>>
      %view_216 = cute.make_view(%ptr_215) : !memref_gmem_bf16_7
      %rmem_217 = cute.memref.alloca() : !memref_rmem_f32_
      cute.memref.store_vec(%cst, %rmem_217) : (vector<128xf32>, !memref_rmem_f32_) -> ()
      %517 = cute.make_tiled_copy(%315) : !copy_ldsm_4_
      %518 = cute.make_tiled_copy(%315) : !copy_ldsm_4_1
      %519 = arith.divsi %316, %c16_i32 : i32
      %520 = arith.remsi %316, %c16_i32 : i32
      %521 = arith.remsi %520, %c8_i32 : i32
      %522 = arith.muli %521, %c64_i32 : i32
      %523 = arith.remsi %519, %c2_i32 : i32
      %524 = arith.muli %523, %c8_i32 : i32
      %525 = arith.addi %522, %524 : i32
      %526 = arith.divsi %520, %c8_i32 : i32
      %527 = arith.muli %526, %c512_i32 : i32
      %528 = arith.divsi %519, %c2_i32 : i32
      %529 = arith.remsi %528, %c2_i32 : i32
      %530 = arith.muli %529, %c1024_i32 : i32
      %531 = arith.addi %527, %530 : i32
      %532 = arith.andi %525, %c128_i32 : i32
      %533 = arith.cmpi eq, %532, %c0_i32 : i32
      %534 = arith.select %533, %c16_i32, %c-16_i32 : i32
      %535 = arith.andi %525, %c256_i32 : i32
      %536 = arith.cmpi eq, %535, %c0_i32 : i32
      %537 = arith.select %536, %c32_i32, %c-32_i32 : i32
      %538 = arith.andi %525, %c448_i32 : i32
      %539 = arith.shrsi %538, %c3_i32 : i32
      %540 = arith.xori %525, %539 : i32
      %541 = arith.addi %540, %531 : i32
      %iv_218 = cute.assume(%541) : (i32) -> !cute.i32<divby 8>
      %int_tuple_219 = cute.make_int_tuple(%iv_218) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_220 = cute.add_offset(%iter_58, %int_tuple_219) : (!cute_ptr_3ddfa0, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_667fbe
      %iv_221 = cute.assume(%534) : (i32) -> !cute.i32<divby 16>
      %iv_222 = cute.assume(%537) : (i32) -> !cute.i32<divby 32>
      %stride = cute.make_stride(%iv_221, %iv_222) : (!cute.i32<divby 16>, !cute.i32<divby 32>) -> !cute.stride<"((1,0),2048,(?{div=16},?{div=32}),(0,8192))">
      %lay = cute.make_layout(%272, %stride) : !cute_layout_a2f4c5
      %iter_223 = cute.get_iter(%rmem_211) : !memref_rmem_bf16_
      %542 = arith.muli %354, %c64_i32 : i32
      %543 = arith.remsi %353, %c2_i32 : i32
      %544 = arith.muli %543, %c8_i32 : i32
      %545 = arith.addi %542, %544 : i32
      %546 = arith.divsi %353, %c2_i32 : i32
      %547 = arith.divsi %546, %c2_i32 : i32
      %548 = arith.remsi %546, %c2_i32 : i32
      %549 = arith.muli %548, %c2048_i32 : i32
      %550 = arith.divsi %547, %c2_i32 : i32
      %551 = arith.muli %550, %c512_i32 : i32
      %552 = arith.addi %549, %551 : i32
      %553 = arith.andi %545, %c128_i32 : i32
      %554 = arith.cmpi eq, %553, %c0_i32 : i32
      %555 = arith.select %554, %c16_i32, %c-16_i32 : i32
      %556 = arith.andi %545, %c256_i32 : i32
      %557 = arith.cmpi eq, %556, %c0_i32 : i32
      %558 = arith.select %557, %c32_i32, %c-32_i32 : i32
      %559 = arith.andi %545, %c448_i32 : i32
      %560 = arith.shrsi %559, %c3_i32 : i32
      %561 = arith.xori %545, %560 : i32
      %562 = arith.addi %561, %552 : i32
      %iv_224 = cute.assume(%562) : (i32) -> !cute.i32<divby 8>
      %int_tuple_225 = cute.make_int_tuple(%iv_224) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_226 = cute.add_offset(%iter_59, %int_tuple_225) : (!cute_ptr_3ddfa0, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_667fbe
      %iv_227 = cute.assume(%555) : (i32) -> !cute.i32<divby 16>
      %iv_228 = cute.assume(%558) : (i32) -> !cute.i32<divby 32>
      %stride_229 = cute.make_stride(%iv_227, %iv_228) : (!cute.i32<divby 16>, !cute.i32<divby 32>) -> !cute.stride<"((1,0),4096,(?{div=16},?{div=32}),(0,16384))">
      %lay_230 = cute.make_layout(%272, %stride_229) : !cute_layout_4bc51e
      %iter_231 = cute.get_iter(%rmem_212) : !memref_rmem_bf16_1
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      cf.br ^bb13(%c0_i32 : i32)
    ^bb13(%563: i32):  // 2 preds: ^bb12, ^bb14
      %564 = arith.cmpi slt, %563, %c4_i32 : i32
      cf.cond_br %564, ^bb14, ^bb15 {llvm.loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb13
      %coord_232 = cute.make_coord(%563) : (i32) -> !cute.coord<"(_,?)">
      %idx_233 = cute.crd2idx(%coord_232, %271) : (!cute.coord<"(_,?)">, !cute_layout_08193a) -> !cute.int_tuple<"?{div=2048}">
      %ptr_234 = cute.add_offset(%ptr_220, %idx_233) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_667fbe
      %idx_235 = cute.crd2idx(%coord_232, %270) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_236 = cute.add_offset(%iter_223, %idx_235) : (!cute_ptr_2914ae, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %565 = cute_nvgpu.arch.copy.ldsm %ptr_234{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <bf16, smem, align<16>> -> vector<4xi32>
      %566 = vector.extractelement %565[%269 : i32] : vector<4xi32>
      %567 = builtin.unrealized_conversion_cast %ptr_236 : !cute_ptr_2914ae to !llvm.ptr
      llvm.store %566, %567 : i32, !llvm.ptr
      %568 = vector.extractelement %565[%268 : i32] : vector<4xi32>
      %ptr_237 = cute.add_offset(%ptr_236, %267) : (!cute_ptr_2914ae, !cute.int_tuple<"2">) -> !cute.ptr<bf16, rmem, align<4>>
      %569 = builtin.unrealized_conversion_cast %ptr_237 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %568, %569 : i32, !llvm.ptr
      %570 = vector.extractelement %565[%266 : i32] : vector<4xi32>
      %ptr_238 = cute.add_offset(%ptr_236, %281) : (!cute_ptr_2914ae, !cute.int_tuple<"4">) -> !cute.ptr<bf16, rmem, align<8>>
      %571 = builtin.unrealized_conversion_cast %ptr_238 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %570, %571 : i32, !llvm.ptr
      %572 = vector.extractelement %565[%265 : i32] : vector<4xi32>
      %ptr_239 = cute.add_offset(%ptr_236, %264) : (!cute_ptr_2914ae, !cute.int_tuple<"6">) -> !cute.ptr<bf16, rmem, align<4>>
      %573 = builtin.unrealized_conversion_cast %ptr_239 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %572, %573 : i32, !llvm.ptr
      %574 = arith.addi %563, %c1_i32 : i32
      cf.br ^bb13(%574 : i32)
    ^bb15:  // pred: ^bb13
      cf.br ^bb16(%c0_i32 : i32)
    ^bb16(%575: i32):  // 2 preds: ^bb15, ^bb17
      %576 = arith.cmpi slt, %575, %c4_i32 : i32
      cf.cond_br %576, ^bb17, ^bb18 {llvm.loop_annotation = #loop_annotation}
    ^bb17:  // pred: ^bb16
      %coord_240 = cute.make_coord(%575) : (i32) -> !cute.coord<"(_,?)">
      %idx_241 = cute.crd2idx(%coord_240, %263) : (!cute.coord<"(_,?)">, !cute_layout_e78975) -> !cute.int_tuple<"?{div=4096}">
      %ptr_242 = cute.add_offset(%ptr_226, %idx_241) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_667fbe
      %idx_243 = cute.crd2idx(%coord_240, %270) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_244 = cute.add_offset(%iter_231, %idx_243) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, rmem, align<8>>
      %577 = cute_nvgpu.arch.copy.ldsm %ptr_242{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <bf16, smem, align<16>> -> vector<4xi32>
      %578 = vector.extractelement %577[%269 : i32] : vector<4xi32>
      %579 = builtin.unrealized_conversion_cast %ptr_244 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %578, %579 : i32, !llvm.ptr
      %580 = vector.extractelement %577[%268 : i32] : vector<4xi32>
      %ptr_245 = cute.add_offset(%ptr_244, %267) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"2">) -> !cute.ptr<bf16, rmem, align<4>>
      %581 = builtin.unrealized_conversion_cast %ptr_245 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %580, %581 : i32, !llvm.ptr
      %582 = vector.extractelement %577[%266 : i32] : vector<4xi32>
      %ptr_246 = cute.add_offset(%ptr_244, %281) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"4">) -> !cute.ptr<bf16, rmem, align<8>>
      %583 = builtin.unrealized_conversion_cast %ptr_246 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %582, %583 : i32, !llvm.ptr
      %584 = vector.extractelement %577[%265 : i32] : vector<4xi32>
      %ptr_247 = cute.add_offset(%ptr_244, %264) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"6">) -> !cute.ptr<bf16, rmem, align<4>>
      %585 = builtin.unrealized_conversion_cast %ptr_247 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %584, %585 : i32, !llvm.ptr
      %586 = arith.addi %575, %c1_i32 : i32
      cf.br ^bb16(%586 : i32)
    ^bb18:  // pred: ^bb16
      %ptr_248 = cute.add_offset(%iter_223, %262) : (!cute_ptr_2914ae, !cute.int_tuple<"32">) -> !cute_ptr_2914ae
      %ptr_249 = cute.add_offset(%iter_231, %262) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"32">) -> !cute.ptr<bf16, rmem, align<8>>
      %iter_250 = cute.get_iter(%rmem_217) : !memref_rmem_f32_
      %ptr_251 = cute.add_offset(%iter_223, %277) : (!cute_ptr_2914ae, !cute.int_tuple<"64">) -> !cute_ptr_2914ae
      %ptr_252 = cute.add_offset(%iter_231, %277) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"64">) -> !cute.ptr<bf16, rmem, align<8>>
      %ptr_253 = cute.add_offset(%iter_223, %254) : (!cute_ptr_2914ae, !cute.int_tuple<"96">) -> !cute_ptr_2914ae
      %ptr_254 = cute.add_offset(%iter_231, %254) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"96">) -> !cute.ptr<bf16, rmem, align<8>>
      cf.br ^bb19(%c0_i32, %c2_i32, %c0_i32 : i32, i32, i32)
    ^bb19(%587: i32, %588: i32, %589: i32):  // 2 preds: ^bb18, ^bb76
      %590 = arith.cmpi slt, %587, %c9_i32 : i32
      cf.cond_br %590, ^bb20, ^bb77
    ^bb20:  // pred: ^bb19
      %coord_255 = cute.make_coord(%589) : (i32) -> !cute.coord<"(_,_,1,?)">
      %idx_256 = cute.crd2idx(%coord_255, %lay) : (!cute.coord<"(_,_,1,?)">, !cute_layout_a2f4c5) -> !cute.int_tuple<"?{div=16}">
      %ptr_257 = cute.add_offset(%ptr_220, %idx_256) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_667fbe
      cf.br ^bb21(%c0_i32 : i32)
    ^bb21(%591: i32):  // 2 preds: ^bb20, ^bb22
      %592 = arith.cmpi slt, %591, %c4_i32 : i32
      cf.cond_br %592, ^bb22, ^bb23 {llvm.loop_annotation = #loop_annotation}
    ^bb22:  // pred: ^bb21
      %coord_258 = cute.make_coord(%591) : (i32) -> !cute.coord<"(_,?)">
      %idx_259 = cute.crd2idx(%coord_258, %271) : (!cute.coord<"(_,?)">, !cute_layout_08193a) -> !cute.int_tuple<"?{div=2048}">
      %ptr_260 = cute.add_offset(%ptr_257, %idx_259) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_667fbe
      %idx_261 = cute.crd2idx(%coord_258, %270) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_262 = cute.add_offset(%ptr_248, %idx_261) : (!cute_ptr_2914ae, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %593 = cute_nvgpu.arch.copy.ldsm %ptr_260{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <bf16, smem, align<16>> -> vector<4xi32>
      %594 = vector.extractelement %593[%269 : i32] : vector<4xi32>
      %595 = builtin.unrealized_conversion_cast %ptr_262 : !cute_ptr_2914ae to !llvm.ptr
      llvm.store %594, %595 : i32, !llvm.ptr
      %596 = vector.extractelement %593[%268 : i32] : vector<4xi32>
      %ptr_263 = cute.add_offset(%ptr_262, %267) : (!cute_ptr_2914ae, !cute.int_tuple<"2">) -> !cute.ptr<bf16, rmem, align<4>>
      %597 = builtin.unrealized_conversion_cast %ptr_263 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %596, %597 : i32, !llvm.ptr
      %598 = vector.extractelement %593[%266 : i32] : vector<4xi32>
      %ptr_264 = cute.add_offset(%ptr_262, %281) : (!cute_ptr_2914ae, !cute.int_tuple<"4">) -> !cute.ptr<bf16, rmem, align<8>>
      %599 = builtin.unrealized_conversion_cast %ptr_264 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %598, %599 : i32, !llvm.ptr
      %600 = vector.extractelement %593[%265 : i32] : vector<4xi32>
      %ptr_265 = cute.add_offset(%ptr_262, %264) : (!cute_ptr_2914ae, !cute.int_tuple<"6">) -> !cute.ptr<bf16, rmem, align<4>>
      %601 = builtin.unrealized_conversion_cast %ptr_265 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %600, %601 : i32, !llvm.ptr
      %602 = arith.addi %591, %c1_i32 : i32
      cf.br ^bb21(%602 : i32)
    ^bb23:  // pred: ^bb21
      %idx_266 = cute.crd2idx(%coord_255, %lay_230) : (!cute.coord<"(_,_,1,?)">, !cute_layout_4bc51e) -> !cute.int_tuple<"?{div=16}">
      %ptr_267 = cute.add_offset(%ptr_226, %idx_266) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_667fbe
      cf.br ^bb24(%c0_i32 : i32)
    ^bb24(%603: i32):  // 2 preds: ^bb23, ^bb25
      %604 = arith.cmpi slt, %603, %c4_i32 : i32
      cf.cond_br %604, ^bb25, ^bb26 {llvm.loop_annotation = #loop_annotation}
    ^bb25:  // pred: ^bb24
      %coord_268 = cute.make_coord(%603) : (i32) -> !cute.coord<"(_,?)">
      %idx_269 = cute.crd2idx(%coord_268, %263) : (!cute.coord<"(_,?)">, !cute_layout_e78975) -> !cute.int_tuple<"?{div=4096}">
      %ptr_270 = cute.add_offset(%ptr_267, %idx_269) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_667fbe
      %idx_271 = cute.crd2idx(%coord_268, %270) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_272 = cute.add_offset(%ptr_249, %idx_271) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, rmem, align<8>>
      %605 = cute_nvgpu.arch.copy.ldsm %ptr_270{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <bf16, smem, align<16>> -> vector<4xi32>
      %606 = vector.extractelement %605[%269 : i32] : vector<4xi32>
      %607 = builtin.unrealized_conversion_cast %ptr_272 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %606, %607 : i32, !llvm.ptr
      %608 = vector.extractelement %605[%268 : i32] : vector<4xi32>
      %ptr_273 = cute.add_offset(%ptr_272, %267) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"2">) -> !cute.ptr<bf16, rmem, align<4>>
      %609 = builtin.unrealized_conversion_cast %ptr_273 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %608, %609 : i32, !llvm.ptr
      %610 = vector.extractelement %605[%266 : i32] : vector<4xi32>
      %ptr_274 = cute.add_offset(%ptr_272, %281) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"4">) -> !cute.ptr<bf16, rmem, align<8>>
      %611 = builtin.unrealized_conversion_cast %ptr_274 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %610, %611 : i32, !llvm.ptr
      %612 = vector.extractelement %605[%265 : i32] : vector<4xi32>
      %ptr_275 = cute.add_offset(%ptr_272, %264) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"6">) -> !cute.ptr<bf16, rmem, align<4>>
      %613 = builtin.unrealized_conversion_cast %ptr_275 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %612, %613 : i32, !llvm.ptr
      %614 = arith.addi %603, %c1_i32 : i32
      cf.br ^bb24(%614 : i32)
    ^bb26:  // pred: ^bb24
      %615 = arith.addi %587, %c2_i32 : i32
      %616 = arith.cmpi slt, %615, %c9_i32 : i32
      cf.cond_br %616, ^bb27, ^bb34
    ^bb27:  // pred: ^bb26
      %coord_276 = cute.make_coord(%615) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_277 = cute.crd2idx(%coord_276, %261) : (!cute.coord<"(_,_,_,?)">, !cute_layout_f03778) -> !cute.int_tuple<"?{div=64}">
      %ptr_278 = cute.add_offset(%ptr_62, %idx_277) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=64}">) -> !cute_ptr_6f3445
      %coord_279 = cute.make_coord(%588) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_280 = cute.crd2idx(%coord_279, %260) : (!cute.coord<"(_,_,_,?)">, !cute_layout_53c3c7) -> !cute.int_tuple<"?{div=8192}">
      %ptr_281 = cute.add_offset(%ptr_65, %idx_280) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=8192}">) -> !cute_ptr_667fbe
      cf.br ^bb28(%c0_i32 : i32)
    ^bb28(%617: i32):  // 2 preds: ^bb27, ^bb29
      %618 = arith.cmpi slt, %617, %c4_i32 : i32
      cf.cond_br %618, ^bb29, ^bb30 {llvm.loop_annotation = #loop_annotation}
    ^bb29:  // pred: ^bb28
      %coord_282 = cute.make_coord(%617) : (i32) -> !cute.coord<"(_,?)">
      %idx_283 = cute.crd2idx(%coord_282, %284) : (!cute.coord<"(_,?)">, !cute_layout_92a2a6) -> !cute.int_tuple<"?{div=16640}">
      %ptr_284 = cute.add_offset(%ptr_278, %idx_283) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=16640}">) -> !cute_ptr_6f3445
      %idx_285 = cute.crd2idx(%coord_282, %283) : (!cute.coord<"(_,?)">, !cute_layout_b6736f) -> !cute.int_tuple<"?{div=2048}">
      %ptr_286 = cute.add_offset(%ptr_281, %idx_285) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_667fbe
      %idx_287 = cute.crd2idx(%coord_282, %275) : (!cute.coord<"(_,?)">, !cute_layout_7051ba) -> !cute.int_tuple<"?">
      %ptr_288 = cute.add_offset(%iter_78, %idx_287) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %619 = builtin.unrealized_conversion_cast %ptr_288 : !cute.ptr<i8, rmem> to !llvm.ptr
      %620 = llvm.load %619 : !llvm.ptr -> i8
      %621 = llvm.trunc %620 : i8 to i1
      %iter_289 = cute.recast_iter(%ptr_284) : !cute_ptr_6f3445 to !cute.ptr<i128, gmem>
      %iter_290 = cute.recast_iter(%ptr_286) : !cute_ptr_667fbe to !cute.ptr<i128, smem>
      cute_nvgpu.arch.copy.SM80.cp_async(%iter_290 : !cute.ptr<i128, smem>, %iter_289 : !cute.ptr<i128, gmem>, %621 : i1) {cache_mode = <global>}
      %622 = arith.addi %617, %c1_i32 : i32
      cf.br ^bb28(%622 : i32)
    ^bb30:  // pred: ^bb28
      %idx_291 = cute.crd2idx(%coord_276, %259) : (!cute.coord<"(_,_,_,?)">, !cute_layout_151e89) -> !cute.int_tuple<"?{div=64}">
      %ptr_292 = cute.add_offset(%ptr_72, %idx_291) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=64}">) -> !cute_ptr_6f3445
      %idx_293 = cute.crd2idx(%coord_279, %258) : (!cute.coord<"(_,_,_,?)">, !cute_layout_d74367) -> !cute.int_tuple<"?{div=16384}">
      %ptr_294 = cute.add_offset(%ptr_73, %idx_293) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=16384}">) -> !cute_ptr_667fbe
      cf.br ^bb31(%c0_i32 : i32)
    ^bb31(%623: i32):  // 2 preds: ^bb30, ^bb32
      %624 = arith.cmpi slt, %623, %c8_i32 : i32
      cf.cond_br %624, ^bb32, ^bb33 {llvm.loop_annotation = #loop_annotation}
    ^bb32:  // pred: ^bb31
      %coord_295 = cute.make_coord(%623) : (i32) -> !cute.coord<"(_,?)">
      %idx_296 = cute.crd2idx(%coord_295, %280) : (!cute.coord<"(_,?)">, !cute_layout_44f11f) -> !cute.int_tuple<"?{div=16640}">
      %ptr_297 = cute.add_offset(%ptr_292, %idx_296) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=16640}">) -> !cute_ptr_6f3445
      %idx_298 = cute.crd2idx(%coord_295, %279) : (!cute.coord<"(_,?)">, !cute_layout_e3a0a0) -> !cute.int_tuple<"?{div=2048}">
      %ptr_299 = cute.add_offset(%ptr_294, %idx_298) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_667fbe
      %idx_300 = cute.crd2idx(%coord_295, %273) : (!cute.coord<"(_,?)">, !cute_layout_4c4b49) -> !cute.int_tuple<"?">
      %ptr_301 = cute.add_offset(%iter_104, %idx_300) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %625 = builtin.unrealized_conversion_cast %ptr_301 : !cute.ptr<i8, rmem> to !llvm.ptr
      %626 = llvm.load %625 : !llvm.ptr -> i8
      %627 = llvm.trunc %626 : i8 to i1
      %iter_302 = cute.recast_iter(%ptr_297) : !cute_ptr_6f3445 to !cute.ptr<i128, gmem>
      %iter_303 = cute.recast_iter(%ptr_299) : !cute_ptr_667fbe to !cute.ptr<i128, smem>
      cute_nvgpu.arch.copy.SM80.cp_async(%iter_303 : !cute.ptr<i128, smem>, %iter_302 : !cute.ptr<i128, gmem>, %627 : i1) {cache_mode = <global>}
      %628 = arith.addi %623, %c1_i32 : i32
      cf.br ^bb31(%628 : i32)
    ^bb33:  // pred: ^bb31
      cf.br ^bb34
    ^bb34:  // 2 preds: ^bb26, ^bb33
      nvvm.cp.async.commit.group
      cf.br ^bb35(%c0_i32 : i32)
    ^bb35(%629: i32):  // 2 preds: ^bb34, ^bb39
      %630 = arith.cmpi slt, %629, %c4_i32 : i32
      cf.cond_br %630, ^bb36, ^bb40 {llvm.loop_annotation = #loop_annotation}
    ^bb36:  // pred: ^bb35
      %coord_304 = cute.make_coord(%629) : (i32) -> !cute.coord<"(_,?,0)">
      %idx_305 = cute.crd2idx(%coord_304, %256) : (!cute.coord<"(_,?,0)">, !cute_layout_7d9642) -> !cute.int_tuple<"?{div=8}">
      %ptr_306 = cute.add_offset(%iter_223, %idx_305) : (!cute_ptr_2914ae, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %631 = builtin.unrealized_conversion_cast %ptr_306 : !cute_ptr_2914ae to !llvm.ptr
      %632 = llvm.getelementptr %631[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %633 = llvm.getelementptr %631[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %634 = llvm.getelementptr %631[3] : (!llvm.ptr) -> !llvm.ptr, i32
      cf.br ^bb37(%c0_i32 : i32)
    ^bb37(%635: i32):  // 2 preds: ^bb36, ^bb38
      %636 = arith.cmpi slt, %635, %c8_i32 : i32
      cf.cond_br %636, ^bb38, ^bb39 {llvm.loop_annotation = #loop_annotation}
    ^bb38:  // pred: ^bb37
      %coord_307 = cute.make_coord(%635) : (i32) -> !cute.coord<"(_,?,0)">
      %coord_308 = cute.make_coord(%629, %635) : (i32, i32) -> !cute.coord<"(_,?,?)">
      %idx_309 = cute.crd2idx(%coord_307, %255) : (!cute.coord<"(_,?,0)">, !cute_layout_f95207) -> !cute.int_tuple<"?{div=4}">
      %ptr_310 = cute.add_offset(%iter_231, %idx_309) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<bf16, rmem, align<8>>
      %idx_311 = cute.crd2idx(%coord_308, %257) : (!cute.coord<"(_,?,?)">, !cute_layout_46ed9b) -> !cute.int_tuple<"?{div=4}">
      %ptr_312 = cute.add_offset(%iter_250, %idx_311) : (!cute.ptr<f32, rmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %637 = llvm.load %631 : !llvm.ptr -> i32
      %638 = llvm.load %632 : !llvm.ptr -> i32
      %639 = llvm.load %633 : !llvm.ptr -> i32
      %640 = llvm.load %634 : !llvm.ptr -> i32
      %641 = builtin.unrealized_conversion_cast %ptr_310 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      %642 = llvm.load %641 : !llvm.ptr -> i32
      %643 = llvm.getelementptr %641[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %644 = llvm.load %643 : !llvm.ptr -> i32
      %645 = builtin.unrealized_conversion_cast %ptr_312 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %646 = llvm.load %645 : !llvm.ptr -> f32
      %647 = llvm.getelementptr %645[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %648 = llvm.load %647 : !llvm.ptr -> f32
      %649 = llvm.getelementptr %645[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %650 = llvm.load %649 : !llvm.ptr -> f32
      %651 = llvm.getelementptr %645[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %652 = llvm.load %651 : !llvm.ptr -> f32
      %653:4 = cute_nvgpu.arch.mma.SM80 A[%637, %638, %639, %640]  B[%642, %644]  C[%646, %648, %650, %652] < {a_type = bf16, b_type = bf16, shape_MNK = #cute.shape<"(16,8,16)">}> : (i32, i32, f32) -> (f32, f32, f32, f32)
      llvm.store %653#0, %645 : f32, !llvm.ptr
      llvm.store %653#1, %647 : f32, !llvm.ptr
      llvm.store %653#2, %649 : f32, !llvm.ptr
      llvm.store %653#3, %651 : f32, !llvm.ptr
      %654 = arith.addi %635, %c1_i32 : i32
      cf.br ^bb37(%654 : i32)
    ^bb39:  // pred: ^bb37
      %655 = arith.addi %629, %c1_i32 : i32
      cf.br ^bb35(%655 : i32)
    ^bb40:  // pred: ^bb35
      %coord_313 = cute.make_coord(%589) : (i32) -> !cute.coord<"(_,_,2,?)">
      %idx_314 = cute.crd2idx(%coord_313, %lay) : (!cute.coord<"(_,_,2,?)">, !cute_layout_a2f4c5) -> !cute.int_tuple<"?{div=32}">
      %ptr_315 = cute.add_offset(%ptr_220, %idx_314) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=32}">) -> !cute_ptr_667fbe
      cf.br ^bb41(%c0_i32 : i32)
    ^bb41(%656: i32):  // 2 preds: ^bb40, ^bb42
      %657 = arith.cmpi slt, %656, %c4_i32 : i32
      cf.cond_br %657, ^bb42, ^bb43 {llvm.loop_annotation = #loop_annotation}
    ^bb42:  // pred: ^bb41
      %coord_316 = cute.make_coord(%656) : (i32) -> !cute.coord<"(_,?)">
      %idx_317 = cute.crd2idx(%coord_316, %271) : (!cute.coord<"(_,?)">, !cute_layout_08193a) -> !cute.int_tuple<"?{div=2048}">
      %ptr_318 = cute.add_offset(%ptr_315, %idx_317) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_667fbe
      %idx_319 = cute.crd2idx(%coord_316, %270) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_320 = cute.add_offset(%ptr_251, %idx_319) : (!cute_ptr_2914ae, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %658 = cute_nvgpu.arch.copy.ldsm %ptr_318{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <bf16, smem, align<16>> -> vector<4xi32>
      %659 = vector.extractelement %658[%269 : i32] : vector<4xi32>
      %660 = builtin.unrealized_conversion_cast %ptr_320 : !cute_ptr_2914ae to !llvm.ptr
      llvm.store %659, %660 : i32, !llvm.ptr
      %661 = vector.extractelement %658[%268 : i32] : vector<4xi32>
      %ptr_321 = cute.add_offset(%ptr_320, %267) : (!cute_ptr_2914ae, !cute.int_tuple<"2">) -> !cute.ptr<bf16, rmem, align<4>>
      %662 = builtin.unrealized_conversion_cast %ptr_321 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %661, %662 : i32, !llvm.ptr
      %663 = vector.extractelement %658[%266 : i32] : vector<4xi32>
      %ptr_322 = cute.add_offset(%ptr_320, %281) : (!cute_ptr_2914ae, !cute.int_tuple<"4">) -> !cute.ptr<bf16, rmem, align<8>>
      %664 = builtin.unrealized_conversion_cast %ptr_322 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %663, %664 : i32, !llvm.ptr
      %665 = vector.extractelement %658[%265 : i32] : vector<4xi32>
      %ptr_323 = cute.add_offset(%ptr_320, %264) : (!cute_ptr_2914ae, !cute.int_tuple<"6">) -> !cute.ptr<bf16, rmem, align<4>>
      %666 = builtin.unrealized_conversion_cast %ptr_323 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %665, %666 : i32, !llvm.ptr
      %667 = arith.addi %656, %c1_i32 : i32
      cf.br ^bb41(%667 : i32)
    ^bb43:  // pred: ^bb41
      %idx_324 = cute.crd2idx(%coord_313, %lay_230) : (!cute.coord<"(_,_,2,?)">, !cute_layout_4bc51e) -> !cute.int_tuple<"?{div=32}">
      %ptr_325 = cute.add_offset(%ptr_226, %idx_324) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=32}">) -> !cute_ptr_667fbe
      cf.br ^bb44(%c0_i32 : i32)
    ^bb44(%668: i32):  // 2 preds: ^bb43, ^bb45
      %669 = arith.cmpi slt, %668, %c4_i32 : i32
      cf.cond_br %669, ^bb45, ^bb46 {llvm.loop_annotation = #loop_annotation}
    ^bb45:  // pred: ^bb44
      %coord_326 = cute.make_coord(%668) : (i32) -> !cute.coord<"(_,?)">
      %idx_327 = cute.crd2idx(%coord_326, %263) : (!cute.coord<"(_,?)">, !cute_layout_e78975) -> !cute.int_tuple<"?{div=4096}">
      %ptr_328 = cute.add_offset(%ptr_325, %idx_327) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_667fbe
      %idx_329 = cute.crd2idx(%coord_326, %270) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_330 = cute.add_offset(%ptr_252, %idx_329) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, rmem, align<8>>
      %670 = cute_nvgpu.arch.copy.ldsm %ptr_328{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <bf16, smem, align<16>> -> vector<4xi32>
      %671 = vector.extractelement %670[%269 : i32] : vector<4xi32>
      %672 = builtin.unrealized_conversion_cast %ptr_330 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %671, %672 : i32, !llvm.ptr
      %673 = vector.extractelement %670[%268 : i32] : vector<4xi32>
      %ptr_331 = cute.add_offset(%ptr_330, %267) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"2">) -> !cute.ptr<bf16, rmem, align<4>>
      %674 = builtin.unrealized_conversion_cast %ptr_331 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %673, %674 : i32, !llvm.ptr
      %675 = vector.extractelement %670[%266 : i32] : vector<4xi32>
      %ptr_332 = cute.add_offset(%ptr_330, %281) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"4">) -> !cute.ptr<bf16, rmem, align<8>>
      %676 = builtin.unrealized_conversion_cast %ptr_332 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %675, %676 : i32, !llvm.ptr
      %677 = vector.extractelement %670[%265 : i32] : vector<4xi32>
      %ptr_333 = cute.add_offset(%ptr_330, %264) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"6">) -> !cute.ptr<bf16, rmem, align<4>>
      %678 = builtin.unrealized_conversion_cast %ptr_333 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %677, %678 : i32, !llvm.ptr
      %679 = arith.addi %668, %c1_i32 : i32
      cf.br ^bb44(%679 : i32)
    ^bb46:  // pred: ^bb44
      cf.br ^bb47(%c0_i32 : i32)
    ^bb47(%680: i32):  // 2 preds: ^bb46, ^bb51
      %681 = arith.cmpi slt, %680, %c4_i32 : i32
      cf.cond_br %681, ^bb48, ^bb52 {llvm.loop_annotation = #loop_annotation}
    ^bb48:  // pred: ^bb47
      %coord_334 = cute.make_coord(%680) : (i32) -> !cute.coord<"(_,?,0)">
      %idx_335 = cute.crd2idx(%coord_334, %256) : (!cute.coord<"(_,?,0)">, !cute_layout_7d9642) -> !cute.int_tuple<"?{div=8}">
      %ptr_336 = cute.add_offset(%ptr_248, %idx_335) : (!cute_ptr_2914ae, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %682 = builtin.unrealized_conversion_cast %ptr_336 : !cute_ptr_2914ae to !llvm.ptr
      %683 = llvm.getelementptr %682[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %684 = llvm.getelementptr %682[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %685 = llvm.getelementptr %682[3] : (!llvm.ptr) -> !llvm.ptr, i32
      cf.br ^bb49(%c0_i32 : i32)
    ^bb49(%686: i32):  // 2 preds: ^bb48, ^bb50
      %687 = arith.cmpi slt, %686, %c8_i32 : i32
      cf.cond_br %687, ^bb50, ^bb51 {llvm.loop_annotation = #loop_annotation}
    ^bb50:  // pred: ^bb49
      %coord_337 = cute.make_coord(%686) : (i32) -> !cute.coord<"(_,?,0)">
      %coord_338 = cute.make_coord(%680, %686) : (i32, i32) -> !cute.coord<"(_,?,?)">
      %idx_339 = cute.crd2idx(%coord_337, %255) : (!cute.coord<"(_,?,0)">, !cute_layout_f95207) -> !cute.int_tuple<"?{div=4}">
      %ptr_340 = cute.add_offset(%ptr_249, %idx_339) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<bf16, rmem, align<8>>
      %idx_341 = cute.crd2idx(%coord_338, %257) : (!cute.coord<"(_,?,?)">, !cute_layout_46ed9b) -> !cute.int_tuple<"?{div=4}">
      %ptr_342 = cute.add_offset(%iter_250, %idx_341) : (!cute.ptr<f32, rmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %688 = llvm.load %682 : !llvm.ptr -> i32
      %689 = llvm.load %683 : !llvm.ptr -> i32
      %690 = llvm.load %684 : !llvm.ptr -> i32
      %691 = llvm.load %685 : !llvm.ptr -> i32
      %692 = builtin.unrealized_conversion_cast %ptr_340 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      %693 = llvm.load %692 : !llvm.ptr -> i32
      %694 = llvm.getelementptr %692[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %695 = llvm.load %694 : !llvm.ptr -> i32
      %696 = builtin.unrealized_conversion_cast %ptr_342 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %697 = llvm.load %696 : !llvm.ptr -> f32
      %698 = llvm.getelementptr %696[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %699 = llvm.load %698 : !llvm.ptr -> f32
      %700 = llvm.getelementptr %696[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %701 = llvm.load %700 : !llvm.ptr -> f32
      %702 = llvm.getelementptr %696[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %703 = llvm.load %702 : !llvm.ptr -> f32
      %704:4 = cute_nvgpu.arch.mma.SM80 A[%688, %689, %690, %691]  B[%693, %695]  C[%697, %699, %701, %703] < {a_type = bf16, b_type = bf16, shape_MNK = #cute.shape<"(16,8,16)">}> : (i32, i32, f32) -> (f32, f32, f32, f32)
      llvm.store %704#0, %696 : f32, !llvm.ptr
      llvm.store %704#1, %698 : f32, !llvm.ptr
      llvm.store %704#2, %700 : f32, !llvm.ptr
      llvm.store %704#3, %702 : f32, !llvm.ptr
      %705 = arith.addi %686, %c1_i32 : i32
      cf.br ^bb49(%705 : i32)
    ^bb51:  // pred: ^bb49
      %706 = arith.addi %680, %c1_i32 : i32
      cf.br ^bb47(%706 : i32)
    ^bb52:  // pred: ^bb47
      %coord_343 = cute.make_coord(%589) : (i32) -> !cute.coord<"(_,_,3,?)">
      %idx_344 = cute.crd2idx(%coord_343, %lay) : (!cute.coord<"(_,_,3,?)">, !cute_layout_a2f4c5) -> !cute.int_tuple<"?{div=16}">
      %ptr_345 = cute.add_offset(%ptr_220, %idx_344) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_667fbe
      cf.br ^bb53(%c0_i32 : i32)
    ^bb53(%707: i32):  // 2 preds: ^bb52, ^bb54
      %708 = arith.cmpi slt, %707, %c4_i32 : i32
      cf.cond_br %708, ^bb54, ^bb55 {llvm.loop_annotation = #loop_annotation}
    ^bb54:  // pred: ^bb53
      %coord_346 = cute.make_coord(%707) : (i32) -> !cute.coord<"(_,?)">
      %idx_347 = cute.crd2idx(%coord_346, %271) : (!cute.coord<"(_,?)">, !cute_layout_08193a) -> !cute.int_tuple<"?{div=2048}">
      %ptr_348 = cute.add_offset(%ptr_345, %idx_347) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_667fbe
      %idx_349 = cute.crd2idx(%coord_346, %270) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_350 = cute.add_offset(%ptr_253, %idx_349) : (!cute_ptr_2914ae, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %709 = cute_nvgpu.arch.copy.ldsm %ptr_348{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <bf16, smem, align<16>> -> vector<4xi32>
      %710 = vector.extractelement %709[%269 : i32] : vector<4xi32>
      %711 = builtin.unrealized_conversion_cast %ptr_350 : !cute_ptr_2914ae to !llvm.ptr
      llvm.store %710, %711 : i32, !llvm.ptr
      %712 = vector.extractelement %709[%268 : i32] : vector<4xi32>
      %ptr_351 = cute.add_offset(%ptr_350, %267) : (!cute_ptr_2914ae, !cute.int_tuple<"2">) -> !cute.ptr<bf16, rmem, align<4>>
      %713 = builtin.unrealized_conversion_cast %ptr_351 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %712, %713 : i32, !llvm.ptr
      %714 = vector.extractelement %709[%266 : i32] : vector<4xi32>
      %ptr_352 = cute.add_offset(%ptr_350, %281) : (!cute_ptr_2914ae, !cute.int_tuple<"4">) -> !cute.ptr<bf16, rmem, align<8>>
      %715 = builtin.unrealized_conversion_cast %ptr_352 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %714, %715 : i32, !llvm.ptr
      %716 = vector.extractelement %709[%265 : i32] : vector<4xi32>
      %ptr_353 = cute.add_offset(%ptr_350, %264) : (!cute_ptr_2914ae, !cute.int_tuple<"6">) -> !cute.ptr<bf16, rmem, align<4>>
      %717 = builtin.unrealized_conversion_cast %ptr_353 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %716, %717 : i32, !llvm.ptr
      %718 = arith.addi %707, %c1_i32 : i32
      cf.br ^bb53(%718 : i32)
    ^bb55:  // pred: ^bb53
      %idx_354 = cute.crd2idx(%coord_343, %lay_230) : (!cute.coord<"(_,_,3,?)">, !cute_layout_4bc51e) -> !cute.int_tuple<"?{div=16}">
      %ptr_355 = cute.add_offset(%ptr_226, %idx_354) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_667fbe
      cf.br ^bb56(%c0_i32 : i32)
    ^bb56(%719: i32):  // 2 preds: ^bb55, ^bb57
      %720 = arith.cmpi slt, %719, %c4_i32 : i32
      cf.cond_br %720, ^bb57, ^bb58 {llvm.loop_annotation = #loop_annotation}
    ^bb57:  // pred: ^bb56
      %coord_356 = cute.make_coord(%719) : (i32) -> !cute.coord<"(_,?)">
      %idx_357 = cute.crd2idx(%coord_356, %263) : (!cute.coord<"(_,?)">, !cute_layout_e78975) -> !cute.int_tuple<"?{div=4096}">
      %ptr_358 = cute.add_offset(%ptr_355, %idx_357) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_667fbe
      %idx_359 = cute.crd2idx(%coord_356, %270) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_360 = cute.add_offset(%ptr_254, %idx_359) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, rmem, align<8>>
      %721 = cute_nvgpu.arch.copy.ldsm %ptr_358{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <bf16, smem, align<16>> -> vector<4xi32>
      %722 = vector.extractelement %721[%269 : i32] : vector<4xi32>
      %723 = builtin.unrealized_conversion_cast %ptr_360 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %722, %723 : i32, !llvm.ptr
      %724 = vector.extractelement %721[%268 : i32] : vector<4xi32>
      %ptr_361 = cute.add_offset(%ptr_360, %267) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"2">) -> !cute.ptr<bf16, rmem, align<4>>
      %725 = builtin.unrealized_conversion_cast %ptr_361 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %724, %725 : i32, !llvm.ptr
      %726 = vector.extractelement %721[%266 : i32] : vector<4xi32>
      %ptr_362 = cute.add_offset(%ptr_360, %281) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"4">) -> !cute.ptr<bf16, rmem, align<8>>
      %727 = builtin.unrealized_conversion_cast %ptr_362 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %726, %727 : i32, !llvm.ptr
      %728 = vector.extractelement %721[%265 : i32] : vector<4xi32>
      %ptr_363 = cute.add_offset(%ptr_360, %264) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"6">) -> !cute.ptr<bf16, rmem, align<4>>
      %729 = builtin.unrealized_conversion_cast %ptr_363 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %728, %729 : i32, !llvm.ptr
      %730 = arith.addi %719, %c1_i32 : i32
      cf.br ^bb56(%730 : i32)
    ^bb58:  // pred: ^bb56
      cf.br ^bb59(%c0_i32 : i32)
    ^bb59(%731: i32):  // 2 preds: ^bb58, ^bb63
      %732 = arith.cmpi slt, %731, %c4_i32 : i32
      cf.cond_br %732, ^bb60, ^bb64 {llvm.loop_annotation = #loop_annotation}
    ^bb60:  // pred: ^bb59
      %coord_364 = cute.make_coord(%731) : (i32) -> !cute.coord<"(_,?,0)">
      %idx_365 = cute.crd2idx(%coord_364, %256) : (!cute.coord<"(_,?,0)">, !cute_layout_7d9642) -> !cute.int_tuple<"?{div=8}">
      %ptr_366 = cute.add_offset(%ptr_251, %idx_365) : (!cute_ptr_2914ae, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %733 = builtin.unrealized_conversion_cast %ptr_366 : !cute_ptr_2914ae to !llvm.ptr
      %734 = llvm.getelementptr %733[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %735 = llvm.getelementptr %733[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %736 = llvm.getelementptr %733[3] : (!llvm.ptr) -> !llvm.ptr, i32
      cf.br ^bb61(%c0_i32 : i32)
    ^bb61(%737: i32):  // 2 preds: ^bb60, ^bb62
      %738 = arith.cmpi slt, %737, %c8_i32 : i32
      cf.cond_br %738, ^bb62, ^bb63 {llvm.loop_annotation = #loop_annotation}
    ^bb62:  // pred: ^bb61
      %coord_367 = cute.make_coord(%737) : (i32) -> !cute.coord<"(_,?,0)">
      %coord_368 = cute.make_coord(%731, %737) : (i32, i32) -> !cute.coord<"(_,?,?)">
      %idx_369 = cute.crd2idx(%coord_367, %255) : (!cute.coord<"(_,?,0)">, !cute_layout_f95207) -> !cute.int_tuple<"?{div=4}">
      %ptr_370 = cute.add_offset(%ptr_252, %idx_369) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<bf16, rmem, align<8>>
      %idx_371 = cute.crd2idx(%coord_368, %257) : (!cute.coord<"(_,?,?)">, !cute_layout_46ed9b) -> !cute.int_tuple<"?{div=4}">
      %ptr_372 = cute.add_offset(%iter_250, %idx_371) : (!cute.ptr<f32, rmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %739 = llvm.load %733 : !llvm.ptr -> i32
      %740 = llvm.load %734 : !llvm.ptr -> i32
      %741 = llvm.load %735 : !llvm.ptr -> i32
      %742 = llvm.load %736 : !llvm.ptr -> i32
      %743 = builtin.unrealized_conversion_cast %ptr_370 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      %744 = llvm.load %743 : !llvm.ptr -> i32
      %745 = llvm.getelementptr %743[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %746 = llvm.load %745 : !llvm.ptr -> i32
      %747 = builtin.unrealized_conversion_cast %ptr_372 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %748 = llvm.load %747 : !llvm.ptr -> f32
      %749 = llvm.getelementptr %747[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %750 = llvm.load %749 : !llvm.ptr -> f32
      %751 = llvm.getelementptr %747[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %752 = llvm.load %751 : !llvm.ptr -> f32
      %753 = llvm.getelementptr %747[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %754 = llvm.load %753 : !llvm.ptr -> f32
      %755:4 = cute_nvgpu.arch.mma.SM80 A[%739, %740, %741, %742]  B[%744, %746]  C[%748, %750, %752, %754] < {a_type = bf16, b_type = bf16, shape_MNK = #cute.shape<"(16,8,16)">}> : (i32, i32, f32) -> (f32, f32, f32, f32)
      llvm.store %755#0, %747 : f32, !llvm.ptr
      llvm.store %755#1, %749 : f32, !llvm.ptr
      llvm.store %755#2, %751 : f32, !llvm.ptr
      llvm.store %755#3, %753 : f32, !llvm.ptr
      %756 = arith.addi %737, %c1_i32 : i32
      cf.br ^bb61(%756 : i32)
    ^bb63:  // pred: ^bb61
      %757 = arith.addi %731, %c1_i32 : i32
      cf.br ^bb59(%757 : i32)
    ^bb64:  // pred: ^bb59
      %758 = arith.addi %589, %c1_i32 : i32
      %759 = arith.cmpi eq, %758, %c3_i32 : i32
      %760 = arith.select %759, %c0_i32, %758 : i32
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      %coord_373 = cute.make_coord(%760) : (i32) -> !cute.coord<"(_,_,0,?)">
      %idx_374 = cute.crd2idx(%coord_373, %lay) : (!cute.coord<"(_,_,0,?)">, !cute_layout_a2f4c5) -> !cute.int_tuple<"?{div=8192}">
      %ptr_375 = cute.add_offset(%ptr_220, %idx_374) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=8192}">) -> !cute_ptr_667fbe
      cf.br ^bb65(%c0_i32 : i32)
    ^bb65(%761: i32):  // 2 preds: ^bb64, ^bb66
      %762 = arith.cmpi slt, %761, %c4_i32 : i32
      cf.cond_br %762, ^bb66, ^bb67 {llvm.loop_annotation = #loop_annotation}
    ^bb66:  // pred: ^bb65
      %coord_376 = cute.make_coord(%761) : (i32) -> !cute.coord<"(_,?)">
      %idx_377 = cute.crd2idx(%coord_376, %271) : (!cute.coord<"(_,?)">, !cute_layout_08193a) -> !cute.int_tuple<"?{div=2048}">
      %ptr_378 = cute.add_offset(%ptr_375, %idx_377) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_667fbe
      %idx_379 = cute.crd2idx(%coord_376, %270) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_380 = cute.add_offset(%iter_223, %idx_379) : (!cute_ptr_2914ae, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %763 = cute_nvgpu.arch.copy.ldsm %ptr_378{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <bf16, smem, align<16>> -> vector<4xi32>
      %764 = vector.extractelement %763[%269 : i32] : vector<4xi32>
      %765 = builtin.unrealized_conversion_cast %ptr_380 : !cute_ptr_2914ae to !llvm.ptr
      llvm.store %764, %765 : i32, !llvm.ptr
      %766 = vector.extractelement %763[%268 : i32] : vector<4xi32>
      %ptr_381 = cute.add_offset(%ptr_380, %267) : (!cute_ptr_2914ae, !cute.int_tuple<"2">) -> !cute.ptr<bf16, rmem, align<4>>
      %767 = builtin.unrealized_conversion_cast %ptr_381 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %766, %767 : i32, !llvm.ptr
      %768 = vector.extractelement %763[%266 : i32] : vector<4xi32>
      %ptr_382 = cute.add_offset(%ptr_380, %281) : (!cute_ptr_2914ae, !cute.int_tuple<"4">) -> !cute.ptr<bf16, rmem, align<8>>
      %769 = builtin.unrealized_conversion_cast %ptr_382 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %768, %769 : i32, !llvm.ptr
      %770 = vector.extractelement %763[%265 : i32] : vector<4xi32>
      %ptr_383 = cute.add_offset(%ptr_380, %264) : (!cute_ptr_2914ae, !cute.int_tuple<"6">) -> !cute.ptr<bf16, rmem, align<4>>
      %771 = builtin.unrealized_conversion_cast %ptr_383 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %770, %771 : i32, !llvm.ptr
      %772 = arith.addi %761, %c1_i32 : i32
      cf.br ^bb65(%772 : i32)
    ^bb67:  // pred: ^bb65
      %idx_384 = cute.crd2idx(%coord_373, %lay_230) : (!cute.coord<"(_,_,0,?)">, !cute_layout_4bc51e) -> !cute.int_tuple<"?{div=16384}">
      %ptr_385 = cute.add_offset(%ptr_226, %idx_384) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=16384}">) -> !cute_ptr_667fbe
      cf.br ^bb68(%c0_i32 : i32)
    ^bb68(%773: i32):  // 2 preds: ^bb67, ^bb69
      %774 = arith.cmpi slt, %773, %c4_i32 : i32
      cf.cond_br %774, ^bb69, ^bb70 {llvm.loop_annotation = #loop_annotation}
    ^bb69:  // pred: ^bb68
      %coord_386 = cute.make_coord(%773) : (i32) -> !cute.coord<"(_,?)">
      %idx_387 = cute.crd2idx(%coord_386, %263) : (!cute.coord<"(_,?)">, !cute_layout_e78975) -> !cute.int_tuple<"?{div=4096}">
      %ptr_388 = cute.add_offset(%ptr_385, %idx_387) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_667fbe
      %idx_389 = cute.crd2idx(%coord_386, %270) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_390 = cute.add_offset(%iter_231, %idx_389) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, rmem, align<8>>
      %775 = cute_nvgpu.arch.copy.ldsm %ptr_388{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <bf16, smem, align<16>> -> vector<4xi32>
      %776 = vector.extractelement %775[%269 : i32] : vector<4xi32>
      %777 = builtin.unrealized_conversion_cast %ptr_390 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %776, %777 : i32, !llvm.ptr
      %778 = vector.extractelement %775[%268 : i32] : vector<4xi32>
      %ptr_391 = cute.add_offset(%ptr_390, %267) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"2">) -> !cute.ptr<bf16, rmem, align<4>>
      %779 = builtin.unrealized_conversion_cast %ptr_391 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %778, %779 : i32, !llvm.ptr
      %780 = vector.extractelement %775[%266 : i32] : vector<4xi32>
      %ptr_392 = cute.add_offset(%ptr_390, %281) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"4">) -> !cute.ptr<bf16, rmem, align<8>>
      %781 = builtin.unrealized_conversion_cast %ptr_392 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %780, %781 : i32, !llvm.ptr
      %782 = vector.extractelement %775[%265 : i32] : vector<4xi32>
      %ptr_393 = cute.add_offset(%ptr_390, %264) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"6">) -> !cute.ptr<bf16, rmem, align<4>>
      %783 = builtin.unrealized_conversion_cast %ptr_393 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %782, %783 : i32, !llvm.ptr
      %784 = arith.addi %773, %c1_i32 : i32
      cf.br ^bb68(%784 : i32)
    ^bb70:  // pred: ^bb68
      cf.br ^bb71(%c0_i32 : i32)
    ^bb71(%785: i32):  // 2 preds: ^bb70, ^bb75
      %786 = arith.cmpi slt, %785, %c4_i32 : i32
      cf.cond_br %786, ^bb72, ^bb76 {llvm.loop_annotation = #loop_annotation}
    ^bb72:  // pred: ^bb71
      %coord_394 = cute.make_coord(%785) : (i32) -> !cute.coord<"(_,?,0)">
      %idx_395 = cute.crd2idx(%coord_394, %256) : (!cute.coord<"(_,?,0)">, !cute_layout_7d9642) -> !cute.int_tuple<"?{div=8}">
      %ptr_396 = cute.add_offset(%ptr_253, %idx_395) : (!cute_ptr_2914ae, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %787 = builtin.unrealized_conversion_cast %ptr_396 : !cute_ptr_2914ae to !llvm.ptr
      %788 = llvm.getelementptr %787[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %789 = llvm.getelementptr %787[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %790 = llvm.getelementptr %787[3] : (!llvm.ptr) -> !llvm.ptr, i32
      cf.br ^bb73(%c0_i32 : i32)
    ^bb73(%791: i32):  // 2 preds: ^bb72, ^bb74
      %792 = arith.cmpi slt, %791, %c8_i32 : i32
      cf.cond_br %792, ^bb74, ^bb75 {llvm.loop_annotation = #loop_annotation}
    ^bb74:  // pred: ^bb73
      %coord_397 = cute.make_coord(%791) : (i32) -> !cute.coord<"(_,?,0)">
      %coord_398 = cute.make_coord(%785, %791) : (i32, i32) -> !cute.coord<"(_,?,?)">
      %idx_399 = cute.crd2idx(%coord_397, %255) : (!cute.coord<"(_,?,0)">, !cute_layout_f95207) -> !cute.int_tuple<"?{div=4}">
      %ptr_400 = cute.add_offset(%ptr_254, %idx_399) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<bf16, rmem, align<8>>
      %idx_401 = cute.crd2idx(%coord_398, %257) : (!cute.coord<"(_,?,?)">, !cute_layout_46ed9b) -> !cute.int_tuple<"?{div=4}">
      %ptr_402 = cute.add_offset(%iter_250, %idx_401) : (!cute.ptr<f32, rmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %793 = llvm.load %787 : !llvm.ptr -> i32
      %794 = llvm.load %788 : !llvm.ptr -> i32
      %795 = llvm.load %789 : !llvm.ptr -> i32
      %796 = llvm.load %790 : !llvm.ptr -> i32
      %797 = builtin.unrealized_conversion_cast %ptr_400 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      %798 = llvm.load %797 : !llvm.ptr -> i32
      %799 = llvm.getelementptr %797[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %800 = llvm.load %799 : !llvm.ptr -> i32
      %801 = builtin.unrealized_conversion_cast %ptr_402 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %802 = llvm.load %801 : !llvm.ptr -> f32
      %803 = llvm.getelementptr %801[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %804 = llvm.load %803 : !llvm.ptr -> f32
      %805 = llvm.getelementptr %801[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %806 = llvm.load %805 : !llvm.ptr -> f32
      %807 = llvm.getelementptr %801[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %808 = llvm.load %807 : !llvm.ptr -> f32
      %809:4 = cute_nvgpu.arch.mma.SM80 A[%793, %794, %795, %796]  B[%798, %800]  C[%802, %804, %806, %808] < {a_type = bf16, b_type = bf16, shape_MNK = #cute.shape<"(16,8,16)">}> : (i32, i32, f32) -> (f32, f32, f32, f32)
      llvm.store %809#0, %801 : f32, !llvm.ptr
      llvm.store %809#1, %803 : f32, !llvm.ptr
      llvm.store %809#2, %805 : f32, !llvm.ptr
      llvm.store %809#3, %807 : f32, !llvm.ptr
      %810 = arith.addi %791, %c1_i32 : i32
      cf.br ^bb73(%810 : i32)
    ^bb75:  // pred: ^bb73
      %811 = arith.addi %785, %c1_i32 : i32
      cf.br ^bb71(%811 : i32)
    ^bb76:  // pred: ^bb71
      %812 = arith.addi %587, %c1_i32 : i32
      cf.br ^bb19(%812, %589, %760 : i32, i32, i32)
    ^bb77:  // pred: ^bb19
      nvvm.cp.async.wait.group 0
      %rmem_403 = cute.memref.alloca() : !memref_rmem_bf16_2
      %813 = cute.memref.load_vec(%rmem_217) : (!memref_rmem_f32_) -> vector<128xf32>
      %814 = arith.truncf %813 : vector<128xf32> to vector<128xbf16>
      cute.memref.store_vec(%814, %rmem_403) : (vector<128xbf16>, !memref_rmem_bf16_2) -> ()
      %815 = arith.addi %335, %c1_i32 : i32
      %816 = arith.muli %815, %c128_i32 : i32
      %817 = arith.cmpi sle, %816, %c1000_i32 : i32
      %818 = arith.addi %344, %c1_i32 : i32
      %819 = arith.muli %818, %c256_i32 : i32
      %820 = arith.cmpi sle, %819, %c1048_i32 : i32
      %821 = arith.andi %817, %820 : i1
      cf.cond_br %821, ^bb78, ^bb82
    ^bb78:  // pred: ^bb77
      %iter_404 = cute.get_iter(%rmem_403) : !memref_rmem_bf16_2
      cf.br ^bb79(%c0_i32 : i32)
    ^bb79(%822: i32):  // 2 preds: ^bb78, ^bb80
      %823 = arith.cmpi slt, %822, %c64_i32 : i32
      cf.cond_br %823, ^bb80, ^bb81 {llvm.loop_annotation = #loop_annotation}
    ^bb80:  // pred: ^bb79
      %coord_405 = cute.make_coord(%822) : (i32) -> !cute.coord<"(_,?)">
      %idx_406 = cute.crd2idx(%coord_405, %253) : (!cute.coord<"(_,?)">, !cute_layout_701db0) -> !cute.int_tuple<"?{div=2}">
      %ptr_407 = cute.add_offset(%iter_404, %idx_406) : (!cute.ptr<bf16, rmem, align<32>>, !cute.int_tuple<"?{div=2}">) -> !cute.ptr<bf16, rmem, align<4>>
      %idx_408 = cute.crd2idx(%coord_405, %252) : (!cute.coord<"(_,?)">, !cute_layout_d4872d) -> !cute.int_tuple<"?{div=32}">
      %ptr_409 = cute.add_offset(%ptr_215, %idx_408) : (!cute.ptr<bf16, gmem, align<4>>, !cute.int_tuple<"?{div=32}">) -> !cute.ptr<bf16, gmem, align<4>>
      %824 = builtin.unrealized_conversion_cast %ptr_407 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      %825 = builtin.unrealized_conversion_cast %ptr_409 : !cute.ptr<bf16, gmem, align<4>> to !llvm.ptr<1>
      %826 = llvm.load %824 {alignment = 4 : i64} : !llvm.ptr -> vector<2xbf16>
      llvm.store %826, %825 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<1>
      %827 = arith.addi %822, %c1_i32 : i32
      cf.br ^bb79(%827 : i32)
    ^bb81:  // pred: ^bb79
      cf.br ^bb339
    ^bb82:  // pred: ^bb77
      %828 = arith.muli %506, %c16_i32 : i32
      %829 = arith.addi %508, %828 : i32
      %830 = arith.addi %510, %514 : i32
      %iv_410 = cute.assume(%830) : (i32) -> !cute.i32<divby 2>
      %int_tuple_411 = cute.make_int_tuple(%829, %iv_410) : (i32, !cute.i32<divby 2>) -> !cute.int_tuple<"(?,?{div=2})">
      %tup_412 = cute.add_offset(%tup_35, %int_tuple_411) : (!cute_arith_tuple_iter_1d82da, !cute.int_tuple<"(?,?{div=2})">) -> !cute_arith_tuple_iter_d50395
      %tup_413 = cute.deref_arith_tuple_iter(%tup_412) : !cute_arith_tuple_iter_d50395
      %e0_414, %e1_415, %e2_416 = cute.get_leaves(%tup_413) : !cute_int_tuple_d8f416
      %coord_417 = cute.make_coord(%e0_414) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %831 = cute.get_scalars(%coord_417) : !cute.coord<"?">
      %832 = arith.cmpi slt, %831, %c1000_i32 : i32
      %coord_418 = cute.make_coord(%e1_415) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %833 = cute.get_scalars(%coord_418) : !cute.coord<"?{div=2}">
      %834 = arith.cmpi slt, %833, %c1048_i32 : i32
      %835 = arith.andi %832, %834 : i1
      cf.cond_br %835, ^bb83, ^bb84
    ^bb83:  // pred: ^bb82
      %836 = cute.memref.load(%rmem_403, %251) : (!memref_rmem_bf16_2, !cute.coord<"0">) -> bf16
      cute.memref.store(%view_216, %251, %836) : (!memref_gmem_bf16_7, !cute.coord<"0">, bf16) -> ()
      cf.br ^bb84
    ^bb84:  // 2 preds: ^bb82, ^bb83
      %tup_419 = cute.add_offset(%tup_412, %250) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_420 = cute.deref_arith_tuple_iter(%tup_419) : !cute_arith_tuple_iter_2fe1bf
      %e0_421, %e1_422, %e2_423 = cute.get_leaves(%tup_420) : !cute.int_tuple<"(?,?,?)">
      %coord_424 = cute.make_coord(%e0_421) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %837 = cute.get_scalars(%coord_424) : !cute.coord<"?">
      %838 = arith.cmpi slt, %837, %c1000_i32 : i32
      %coord_425 = cute.make_coord(%e1_422) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %839 = cute.get_scalars(%coord_425) : !cute.coord<"?">
      %840 = arith.cmpi slt, %839, %c1048_i32 : i32
      %841 = arith.andi %838, %840 : i1
      cf.cond_br %841, ^bb85, ^bb86
    ^bb85:  // pred: ^bb84
      %842 = cute.memref.load(%rmem_403, %249) : (!memref_rmem_bf16_2, !cute.coord<"1">) -> bf16
      cute.memref.store(%view_216, %249, %842) : (!memref_gmem_bf16_7, !cute.coord<"1">, bf16) -> ()
      cf.br ^bb86
    ^bb86:  // 2 preds: ^bb84, ^bb85
      %tup_426 = cute.add_offset(%tup_412, %248) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_427 = cute.deref_arith_tuple_iter(%tup_426) : !cute_arith_tuple_iter_d50395
      %e0_428, %e1_429, %e2_430 = cute.get_leaves(%tup_427) : !cute_int_tuple_d8f416
      %coord_431 = cute.make_coord(%e0_428) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %843 = cute.get_scalars(%coord_431) : !cute.coord<"?">
      %844 = arith.cmpi slt, %843, %c1000_i32 : i32
      %coord_432 = cute.make_coord(%e1_429) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %845 = cute.get_scalars(%coord_432) : !cute.coord<"?{div=2}">
      %846 = arith.cmpi slt, %845, %c1048_i32 : i32
      %847 = arith.andi %844, %846 : i1
      cf.cond_br %847, ^bb87, ^bb88
    ^bb87:  // pred: ^bb86
      %848 = cute.memref.load(%rmem_403, %247) : (!memref_rmem_bf16_2, !cute.coord<"2">) -> bf16
      cute.memref.store(%view_216, %247, %848) : (!memref_gmem_bf16_7, !cute.coord<"2">, bf16) -> ()
      cf.br ^bb88
    ^bb88:  // 2 preds: ^bb86, ^bb87
      %tup_433 = cute.add_offset(%tup_412, %246) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_434 = cute.deref_arith_tuple_iter(%tup_433) : !cute_arith_tuple_iter_2fe1bf
      %e0_435, %e1_436, %e2_437 = cute.get_leaves(%tup_434) : !cute.int_tuple<"(?,?,?)">
      %coord_438 = cute.make_coord(%e0_435) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %849 = cute.get_scalars(%coord_438) : !cute.coord<"?">
      %850 = arith.cmpi slt, %849, %c1000_i32 : i32
      %coord_439 = cute.make_coord(%e1_436) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %851 = cute.get_scalars(%coord_439) : !cute.coord<"?">
      %852 = arith.cmpi slt, %851, %c1048_i32 : i32
      %853 = arith.andi %850, %852 : i1
      cf.cond_br %853, ^bb89, ^bb90
    ^bb89:  // pred: ^bb88
      %854 = cute.memref.load(%rmem_403, %245) : (!memref_rmem_bf16_2, !cute.coord<"3">) -> bf16
      cute.memref.store(%view_216, %245, %854) : (!memref_gmem_bf16_7, !cute.coord<"3">, bf16) -> ()
      cf.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      %tup_440 = cute.add_offset(%tup_412, %298) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_441 = cute.deref_arith_tuple_iter(%tup_440) : !cute_arith_tuple_iter_d50395
      %e0_442, %e1_443, %e2_444 = cute.get_leaves(%tup_441) : !cute_int_tuple_d8f416
      %coord_445 = cute.make_coord(%e0_442) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %855 = cute.get_scalars(%coord_445) : !cute.coord<"?">
      %856 = arith.cmpi slt, %855, %c1000_i32 : i32
      %coord_446 = cute.make_coord(%e1_443) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %857 = cute.get_scalars(%coord_446) : !cute.coord<"?{div=2}">
      %858 = arith.cmpi slt, %857, %c1048_i32 : i32
      %859 = arith.andi %856, %858 : i1
      cf.cond_br %859, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %860 = cute.memref.load(%rmem_403, %244) : (!memref_rmem_bf16_2, !cute.coord<"4">) -> bf16
      cute.memref.store(%view_216, %244, %860) : (!memref_gmem_bf16_7, !cute.coord<"4">, bf16) -> ()
      cf.br ^bb92
    ^bb92:  // 2 preds: ^bb90, ^bb91
      %tup_447 = cute.add_offset(%tup_412, %243) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_448 = cute.deref_arith_tuple_iter(%tup_447) : !cute_arith_tuple_iter_2fe1bf
      %e0_449, %e1_450, %e2_451 = cute.get_leaves(%tup_448) : !cute.int_tuple<"(?,?,?)">
      %coord_452 = cute.make_coord(%e0_449) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %861 = cute.get_scalars(%coord_452) : !cute.coord<"?">
      %862 = arith.cmpi slt, %861, %c1000_i32 : i32
      %coord_453 = cute.make_coord(%e1_450) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %863 = cute.get_scalars(%coord_453) : !cute.coord<"?">
      %864 = arith.cmpi slt, %863, %c1048_i32 : i32
      %865 = arith.andi %862, %864 : i1
      cf.cond_br %865, ^bb93, ^bb94
    ^bb93:  // pred: ^bb92
      %866 = cute.memref.load(%rmem_403, %242) : (!memref_rmem_bf16_2, !cute.coord<"5">) -> bf16
      cute.memref.store(%view_216, %242, %866) : (!memref_gmem_bf16_7, !cute.coord<"5">, bf16) -> ()
      cf.br ^bb94
    ^bb94:  // 2 preds: ^bb92, ^bb93
      %tup_454 = cute.add_offset(%tup_412, %241) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_455 = cute.deref_arith_tuple_iter(%tup_454) : !cute_arith_tuple_iter_d50395
      %e0_456, %e1_457, %e2_458 = cute.get_leaves(%tup_455) : !cute_int_tuple_d8f416
      %coord_459 = cute.make_coord(%e0_456) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %867 = cute.get_scalars(%coord_459) : !cute.coord<"?">
      %868 = arith.cmpi slt, %867, %c1000_i32 : i32
      %coord_460 = cute.make_coord(%e1_457) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %869 = cute.get_scalars(%coord_460) : !cute.coord<"?{div=2}">
      %870 = arith.cmpi slt, %869, %c1048_i32 : i32
      %871 = arith.andi %868, %870 : i1
      cf.cond_br %871, ^bb95, ^bb96
    ^bb95:  // pred: ^bb94
      %872 = cute.memref.load(%rmem_403, %240) : (!memref_rmem_bf16_2, !cute.coord<"6">) -> bf16
      cute.memref.store(%view_216, %240, %872) : (!memref_gmem_bf16_7, !cute.coord<"6">, bf16) -> ()
      cf.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      %tup_461 = cute.add_offset(%tup_412, %239) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_462 = cute.deref_arith_tuple_iter(%tup_461) : !cute_arith_tuple_iter_2fe1bf
      %e0_463, %e1_464, %e2_465 = cute.get_leaves(%tup_462) : !cute.int_tuple<"(?,?,?)">
      %coord_466 = cute.make_coord(%e0_463) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %873 = cute.get_scalars(%coord_466) : !cute.coord<"?">
      %874 = arith.cmpi slt, %873, %c1000_i32 : i32
      %coord_467 = cute.make_coord(%e1_464) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %875 = cute.get_scalars(%coord_467) : !cute.coord<"?">
      %876 = arith.cmpi slt, %875, %c1048_i32 : i32
      %877 = arith.andi %874, %876 : i1
      cf.cond_br %877, ^bb97, ^bb98
    ^bb97:  // pred: ^bb96
      %878 = cute.memref.load(%rmem_403, %238) : (!memref_rmem_bf16_2, !cute.coord<"7">) -> bf16
      cute.memref.store(%view_216, %238, %878) : (!memref_gmem_bf16_7, !cute.coord<"7">, bf16) -> ()
      cf.br ^bb98
    ^bb98:  // 2 preds: ^bb96, ^bb97
      %tup_468 = cute.add_offset(%tup_412, %296) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_469 = cute.deref_arith_tuple_iter(%tup_468) : !cute_arith_tuple_iter_d50395
      %e0_470, %e1_471, %e2_472 = cute.get_leaves(%tup_469) : !cute_int_tuple_d8f416
      %coord_473 = cute.make_coord(%e0_470) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %879 = cute.get_scalars(%coord_473) : !cute.coord<"?">
      %880 = arith.cmpi slt, %879, %c1000_i32 : i32
      %coord_474 = cute.make_coord(%e1_471) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %881 = cute.get_scalars(%coord_474) : !cute.coord<"?{div=2}">
      %882 = arith.cmpi slt, %881, %c1048_i32 : i32
      %883 = arith.andi %880, %882 : i1
      cf.cond_br %883, ^bb99, ^bb100
    ^bb99:  // pred: ^bb98
      %884 = cute.memref.load(%rmem_403, %237) : (!memref_rmem_bf16_2, !cute.coord<"8">) -> bf16
      cute.memref.store(%view_216, %237, %884) : (!memref_gmem_bf16_7, !cute.coord<"8">, bf16) -> ()
      cf.br ^bb100
    ^bb100:  // 2 preds: ^bb98, ^bb99
      %tup_475 = cute.add_offset(%tup_412, %236) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_476 = cute.deref_arith_tuple_iter(%tup_475) : !cute_arith_tuple_iter_2fe1bf
      %e0_477, %e1_478, %e2_479 = cute.get_leaves(%tup_476) : !cute.int_tuple<"(?,?,?)">
      %coord_480 = cute.make_coord(%e0_477) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %885 = cute.get_scalars(%coord_480) : !cute.coord<"?">
      %886 = arith.cmpi slt, %885, %c1000_i32 : i32
      %coord_481 = cute.make_coord(%e1_478) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %887 = cute.get_scalars(%coord_481) : !cute.coord<"?">
      %888 = arith.cmpi slt, %887, %c1048_i32 : i32
      %889 = arith.andi %886, %888 : i1
      cf.cond_br %889, ^bb101, ^bb102
    ^bb101:  // pred: ^bb100
      %890 = cute.memref.load(%rmem_403, %235) : (!memref_rmem_bf16_2, !cute.coord<"9">) -> bf16
      cute.memref.store(%view_216, %235, %890) : (!memref_gmem_bf16_7, !cute.coord<"9">, bf16) -> ()
      cf.br ^bb102
    ^bb102:  // 2 preds: ^bb100, ^bb101
      %tup_482 = cute.add_offset(%tup_412, %234) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_483 = cute.deref_arith_tuple_iter(%tup_482) : !cute_arith_tuple_iter_d50395
      %e0_484, %e1_485, %e2_486 = cute.get_leaves(%tup_483) : !cute_int_tuple_d8f416
      %coord_487 = cute.make_coord(%e0_484) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %891 = cute.get_scalars(%coord_487) : !cute.coord<"?">
      %892 = arith.cmpi slt, %891, %c1000_i32 : i32
      %coord_488 = cute.make_coord(%e1_485) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %893 = cute.get_scalars(%coord_488) : !cute.coord<"?{div=2}">
      %894 = arith.cmpi slt, %893, %c1048_i32 : i32
      %895 = arith.andi %892, %894 : i1
      cf.cond_br %895, ^bb103, ^bb104
    ^bb103:  // pred: ^bb102
      %896 = cute.memref.load(%rmem_403, %233) : (!memref_rmem_bf16_2, !cute.coord<"10">) -> bf16
      cute.memref.store(%view_216, %233, %896) : (!memref_gmem_bf16_7, !cute.coord<"10">, bf16) -> ()
      cf.br ^bb104
    ^bb104:  // 2 preds: ^bb102, ^bb103
      %tup_489 = cute.add_offset(%tup_412, %232) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_490 = cute.deref_arith_tuple_iter(%tup_489) : !cute_arith_tuple_iter_2fe1bf
      %e0_491, %e1_492, %e2_493 = cute.get_leaves(%tup_490) : !cute.int_tuple<"(?,?,?)">
      %coord_494 = cute.make_coord(%e0_491) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %897 = cute.get_scalars(%coord_494) : !cute.coord<"?">
      %898 = arith.cmpi slt, %897, %c1000_i32 : i32
      %coord_495 = cute.make_coord(%e1_492) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %899 = cute.get_scalars(%coord_495) : !cute.coord<"?">
      %900 = arith.cmpi slt, %899, %c1048_i32 : i32
      %901 = arith.andi %898, %900 : i1
      cf.cond_br %901, ^bb105, ^bb106
    ^bb105:  // pred: ^bb104
      %902 = cute.memref.load(%rmem_403, %231) : (!memref_rmem_bf16_2, !cute.coord<"11">) -> bf16
      cute.memref.store(%view_216, %231, %902) : (!memref_gmem_bf16_7, !cute.coord<"11">, bf16) -> ()
      cf.br ^bb106
    ^bb106:  // 2 preds: ^bb104, ^bb105
      %tup_496 = cute.add_offset(%tup_412, %294) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_497 = cute.deref_arith_tuple_iter(%tup_496) : !cute_arith_tuple_iter_d50395
      %e0_498, %e1_499, %e2_500 = cute.get_leaves(%tup_497) : !cute_int_tuple_d8f416
      %coord_501 = cute.make_coord(%e0_498) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %903 = cute.get_scalars(%coord_501) : !cute.coord<"?">
      %904 = arith.cmpi slt, %903, %c1000_i32 : i32
      %coord_502 = cute.make_coord(%e1_499) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %905 = cute.get_scalars(%coord_502) : !cute.coord<"?{div=2}">
      %906 = arith.cmpi slt, %905, %c1048_i32 : i32
      %907 = arith.andi %904, %906 : i1
      cf.cond_br %907, ^bb107, ^bb108
    ^bb107:  // pred: ^bb106
      %908 = cute.memref.load(%rmem_403, %230) : (!memref_rmem_bf16_2, !cute.coord<"12">) -> bf16
      cute.memref.store(%view_216, %230, %908) : (!memref_gmem_bf16_7, !cute.coord<"12">, bf16) -> ()
      cf.br ^bb108
    ^bb108:  // 2 preds: ^bb106, ^bb107
      %tup_503 = cute.add_offset(%tup_412, %229) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_504 = cute.deref_arith_tuple_iter(%tup_503) : !cute_arith_tuple_iter_2fe1bf
      %e0_505, %e1_506, %e2_507 = cute.get_leaves(%tup_504) : !cute.int_tuple<"(?,?,?)">
      %coord_508 = cute.make_coord(%e0_505) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %909 = cute.get_scalars(%coord_508) : !cute.coord<"?">
      %910 = arith.cmpi slt, %909, %c1000_i32 : i32
      %coord_509 = cute.make_coord(%e1_506) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %911 = cute.get_scalars(%coord_509) : !cute.coord<"?">
      %912 = arith.cmpi slt, %911, %c1048_i32 : i32
      %913 = arith.andi %910, %912 : i1
      cf.cond_br %913, ^bb109, ^bb110
    ^bb109:  // pred: ^bb108
      %914 = cute.memref.load(%rmem_403, %228) : (!memref_rmem_bf16_2, !cute.coord<"13">) -> bf16
      cute.memref.store(%view_216, %228, %914) : (!memref_gmem_bf16_7, !cute.coord<"13">, bf16) -> ()
      cf.br ^bb110
    ^bb110:  // 2 preds: ^bb108, ^bb109
      %tup_510 = cute.add_offset(%tup_412, %227) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_511 = cute.deref_arith_tuple_iter(%tup_510) : !cute_arith_tuple_iter_d50395
      %e0_512, %e1_513, %e2_514 = cute.get_leaves(%tup_511) : !cute_int_tuple_d8f416
      %coord_515 = cute.make_coord(%e0_512) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %915 = cute.get_scalars(%coord_515) : !cute.coord<"?">
      %916 = arith.cmpi slt, %915, %c1000_i32 : i32
      %coord_516 = cute.make_coord(%e1_513) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %917 = cute.get_scalars(%coord_516) : !cute.coord<"?{div=2}">
      %918 = arith.cmpi slt, %917, %c1048_i32 : i32
      %919 = arith.andi %916, %918 : i1
      cf.cond_br %919, ^bb111, ^bb112
    ^bb111:  // pred: ^bb110
      %920 = cute.memref.load(%rmem_403, %226) : (!memref_rmem_bf16_2, !cute.coord<"14">) -> bf16
      cute.memref.store(%view_216, %226, %920) : (!memref_gmem_bf16_7, !cute.coord<"14">, bf16) -> ()
      cf.br ^bb112
    ^bb112:  // 2 preds: ^bb110, ^bb111
      %tup_517 = cute.add_offset(%tup_412, %225) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_518 = cute.deref_arith_tuple_iter(%tup_517) : !cute_arith_tuple_iter_2fe1bf
      %e0_519, %e1_520, %e2_521 = cute.get_leaves(%tup_518) : !cute.int_tuple<"(?,?,?)">
      %coord_522 = cute.make_coord(%e0_519) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %921 = cute.get_scalars(%coord_522) : !cute.coord<"?">
      %922 = arith.cmpi slt, %921, %c1000_i32 : i32
      %coord_523 = cute.make_coord(%e1_520) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %923 = cute.get_scalars(%coord_523) : !cute.coord<"?">
      %924 = arith.cmpi slt, %923, %c1048_i32 : i32
      %925 = arith.andi %922, %924 : i1
      cf.cond_br %925, ^bb113, ^bb114
    ^bb113:  // pred: ^bb112
      %926 = cute.memref.load(%rmem_403, %224) : (!memref_rmem_bf16_2, !cute.coord<"15">) -> bf16
      cute.memref.store(%view_216, %224, %926) : (!memref_gmem_bf16_7, !cute.coord<"15">, bf16) -> ()
      cf.br ^bb114
    ^bb114:  // 2 preds: ^bb112, ^bb113
      %tup_524 = cute.add_offset(%tup_412, %223) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_525 = cute.deref_arith_tuple_iter(%tup_524) : !cute_arith_tuple_iter_d50395
      %e0_526, %e1_527, %e2_528 = cute.get_leaves(%tup_525) : !cute_int_tuple_d8f416
      %coord_529 = cute.make_coord(%e0_526) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %927 = cute.get_scalars(%coord_529) : !cute.coord<"?">
      %928 = arith.cmpi slt, %927, %c1000_i32 : i32
      %coord_530 = cute.make_coord(%e1_527) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %929 = cute.get_scalars(%coord_530) : !cute.coord<"?{div=2}">
      %930 = arith.cmpi slt, %929, %c1048_i32 : i32
      %931 = arith.andi %928, %930 : i1
      cf.cond_br %931, ^bb115, ^bb116
    ^bb115:  // pred: ^bb114
      %932 = cute.memref.load(%rmem_403, %222) : (!memref_rmem_bf16_2, !cute.coord<"16">) -> bf16
      cute.memref.store(%view_216, %222, %932) : (!memref_gmem_bf16_7, !cute.coord<"16">, bf16) -> ()
      cf.br ^bb116
    ^bb116:  // 2 preds: ^bb114, ^bb115
      %tup_531 = cute.add_offset(%tup_412, %221) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_532 = cute.deref_arith_tuple_iter(%tup_531) : !cute_arith_tuple_iter_2fe1bf
      %e0_533, %e1_534, %e2_535 = cute.get_leaves(%tup_532) : !cute.int_tuple<"(?,?,?)">
      %coord_536 = cute.make_coord(%e0_533) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %933 = cute.get_scalars(%coord_536) : !cute.coord<"?">
      %934 = arith.cmpi slt, %933, %c1000_i32 : i32
      %coord_537 = cute.make_coord(%e1_534) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %935 = cute.get_scalars(%coord_537) : !cute.coord<"?">
      %936 = arith.cmpi slt, %935, %c1048_i32 : i32
      %937 = arith.andi %934, %936 : i1
      cf.cond_br %937, ^bb117, ^bb118
    ^bb117:  // pred: ^bb116
      %938 = cute.memref.load(%rmem_403, %220) : (!memref_rmem_bf16_2, !cute.coord<"17">) -> bf16
      cute.memref.store(%view_216, %220, %938) : (!memref_gmem_bf16_7, !cute.coord<"17">, bf16) -> ()
      cf.br ^bb118
    ^bb118:  // 2 preds: ^bb116, ^bb117
      %tup_538 = cute.add_offset(%tup_412, %219) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_539 = cute.deref_arith_tuple_iter(%tup_538) : !cute_arith_tuple_iter_d50395
      %e0_540, %e1_541, %e2_542 = cute.get_leaves(%tup_539) : !cute_int_tuple_d8f416
      %coord_543 = cute.make_coord(%e0_540) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %939 = cute.get_scalars(%coord_543) : !cute.coord<"?">
      %940 = arith.cmpi slt, %939, %c1000_i32 : i32
      %coord_544 = cute.make_coord(%e1_541) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %941 = cute.get_scalars(%coord_544) : !cute.coord<"?{div=2}">
      %942 = arith.cmpi slt, %941, %c1048_i32 : i32
      %943 = arith.andi %940, %942 : i1
      cf.cond_br %943, ^bb119, ^bb120
    ^bb119:  // pred: ^bb118
      %944 = cute.memref.load(%rmem_403, %218) : (!memref_rmem_bf16_2, !cute.coord<"18">) -> bf16
      cute.memref.store(%view_216, %218, %944) : (!memref_gmem_bf16_7, !cute.coord<"18">, bf16) -> ()
      cf.br ^bb120
    ^bb120:  // 2 preds: ^bb118, ^bb119
      %tup_545 = cute.add_offset(%tup_412, %217) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_546 = cute.deref_arith_tuple_iter(%tup_545) : !cute_arith_tuple_iter_2fe1bf
      %e0_547, %e1_548, %e2_549 = cute.get_leaves(%tup_546) : !cute.int_tuple<"(?,?,?)">
      %coord_550 = cute.make_coord(%e0_547) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %945 = cute.get_scalars(%coord_550) : !cute.coord<"?">
      %946 = arith.cmpi slt, %945, %c1000_i32 : i32
      %coord_551 = cute.make_coord(%e1_548) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %947 = cute.get_scalars(%coord_551) : !cute.coord<"?">
      %948 = arith.cmpi slt, %947, %c1048_i32 : i32
      %949 = arith.andi %946, %948 : i1
      cf.cond_br %949, ^bb121, ^bb122
    ^bb121:  // pred: ^bb120
      %950 = cute.memref.load(%rmem_403, %216) : (!memref_rmem_bf16_2, !cute.coord<"19">) -> bf16
      cute.memref.store(%view_216, %216, %950) : (!memref_gmem_bf16_7, !cute.coord<"19">, bf16) -> ()
      cf.br ^bb122
    ^bb122:  // 2 preds: ^bb120, ^bb121
      %tup_552 = cute.add_offset(%tup_412, %215) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_553 = cute.deref_arith_tuple_iter(%tup_552) : !cute_arith_tuple_iter_d50395
      %e0_554, %e1_555, %e2_556 = cute.get_leaves(%tup_553) : !cute_int_tuple_d8f416
      %coord_557 = cute.make_coord(%e0_554) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %951 = cute.get_scalars(%coord_557) : !cute.coord<"?">
      %952 = arith.cmpi slt, %951, %c1000_i32 : i32
      %coord_558 = cute.make_coord(%e1_555) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %953 = cute.get_scalars(%coord_558) : !cute.coord<"?{div=2}">
      %954 = arith.cmpi slt, %953, %c1048_i32 : i32
      %955 = arith.andi %952, %954 : i1
      cf.cond_br %955, ^bb123, ^bb124
    ^bb123:  // pred: ^bb122
      %956 = cute.memref.load(%rmem_403, %214) : (!memref_rmem_bf16_2, !cute.coord<"20">) -> bf16
      cute.memref.store(%view_216, %214, %956) : (!memref_gmem_bf16_7, !cute.coord<"20">, bf16) -> ()
      cf.br ^bb124
    ^bb124:  // 2 preds: ^bb122, ^bb123
      %tup_559 = cute.add_offset(%tup_412, %213) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_560 = cute.deref_arith_tuple_iter(%tup_559) : !cute_arith_tuple_iter_2fe1bf
      %e0_561, %e1_562, %e2_563 = cute.get_leaves(%tup_560) : !cute.int_tuple<"(?,?,?)">
      %coord_564 = cute.make_coord(%e0_561) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %957 = cute.get_scalars(%coord_564) : !cute.coord<"?">
      %958 = arith.cmpi slt, %957, %c1000_i32 : i32
      %coord_565 = cute.make_coord(%e1_562) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %959 = cute.get_scalars(%coord_565) : !cute.coord<"?">
      %960 = arith.cmpi slt, %959, %c1048_i32 : i32
      %961 = arith.andi %958, %960 : i1
      cf.cond_br %961, ^bb125, ^bb126
    ^bb125:  // pred: ^bb124
      %962 = cute.memref.load(%rmem_403, %212) : (!memref_rmem_bf16_2, !cute.coord<"21">) -> bf16
      cute.memref.store(%view_216, %212, %962) : (!memref_gmem_bf16_7, !cute.coord<"21">, bf16) -> ()
      cf.br ^bb126
    ^bb126:  // 2 preds: ^bb124, ^bb125
      %tup_566 = cute.add_offset(%tup_412, %211) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_567 = cute.deref_arith_tuple_iter(%tup_566) : !cute_arith_tuple_iter_d50395
      %e0_568, %e1_569, %e2_570 = cute.get_leaves(%tup_567) : !cute_int_tuple_d8f416
      %coord_571 = cute.make_coord(%e0_568) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %963 = cute.get_scalars(%coord_571) : !cute.coord<"?">
      %964 = arith.cmpi slt, %963, %c1000_i32 : i32
      %coord_572 = cute.make_coord(%e1_569) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %965 = cute.get_scalars(%coord_572) : !cute.coord<"?{div=2}">
      %966 = arith.cmpi slt, %965, %c1048_i32 : i32
      %967 = arith.andi %964, %966 : i1
      cf.cond_br %967, ^bb127, ^bb128
    ^bb127:  // pred: ^bb126
      %968 = cute.memref.load(%rmem_403, %210) : (!memref_rmem_bf16_2, !cute.coord<"22">) -> bf16
      cute.memref.store(%view_216, %210, %968) : (!memref_gmem_bf16_7, !cute.coord<"22">, bf16) -> ()
      cf.br ^bb128
    ^bb128:  // 2 preds: ^bb126, ^bb127
      %tup_573 = cute.add_offset(%tup_412, %209) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_574 = cute.deref_arith_tuple_iter(%tup_573) : !cute_arith_tuple_iter_2fe1bf
      %e0_575, %e1_576, %e2_577 = cute.get_leaves(%tup_574) : !cute.int_tuple<"(?,?,?)">
      %coord_578 = cute.make_coord(%e0_575) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %969 = cute.get_scalars(%coord_578) : !cute.coord<"?">
      %970 = arith.cmpi slt, %969, %c1000_i32 : i32
      %coord_579 = cute.make_coord(%e1_576) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %971 = cute.get_scalars(%coord_579) : !cute.coord<"?">
      %972 = arith.cmpi slt, %971, %c1048_i32 : i32
      %973 = arith.andi %970, %972 : i1
      cf.cond_br %973, ^bb129, ^bb130
    ^bb129:  // pred: ^bb128
      %974 = cute.memref.load(%rmem_403, %208) : (!memref_rmem_bf16_2, !cute.coord<"23">) -> bf16
      cute.memref.store(%view_216, %208, %974) : (!memref_gmem_bf16_7, !cute.coord<"23">, bf16) -> ()
      cf.br ^bb130
    ^bb130:  // 2 preds: ^bb128, ^bb129
      %tup_580 = cute.add_offset(%tup_412, %207) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_581 = cute.deref_arith_tuple_iter(%tup_580) : !cute_arith_tuple_iter_d50395
      %e0_582, %e1_583, %e2_584 = cute.get_leaves(%tup_581) : !cute_int_tuple_d8f416
      %coord_585 = cute.make_coord(%e0_582) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %975 = cute.get_scalars(%coord_585) : !cute.coord<"?">
      %976 = arith.cmpi slt, %975, %c1000_i32 : i32
      %coord_586 = cute.make_coord(%e1_583) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %977 = cute.get_scalars(%coord_586) : !cute.coord<"?{div=2}">
      %978 = arith.cmpi slt, %977, %c1048_i32 : i32
      %979 = arith.andi %976, %978 : i1
      cf.cond_br %979, ^bb131, ^bb132
    ^bb131:  // pred: ^bb130
      %980 = cute.memref.load(%rmem_403, %206) : (!memref_rmem_bf16_2, !cute.coord<"24">) -> bf16
      cute.memref.store(%view_216, %206, %980) : (!memref_gmem_bf16_7, !cute.coord<"24">, bf16) -> ()
      cf.br ^bb132
    ^bb132:  // 2 preds: ^bb130, ^bb131
      %tup_587 = cute.add_offset(%tup_412, %205) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_588 = cute.deref_arith_tuple_iter(%tup_587) : !cute_arith_tuple_iter_2fe1bf
      %e0_589, %e1_590, %e2_591 = cute.get_leaves(%tup_588) : !cute.int_tuple<"(?,?,?)">
      %coord_592 = cute.make_coord(%e0_589) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %981 = cute.get_scalars(%coord_592) : !cute.coord<"?">
      %982 = arith.cmpi slt, %981, %c1000_i32 : i32
      %coord_593 = cute.make_coord(%e1_590) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %983 = cute.get_scalars(%coord_593) : !cute.coord<"?">
      %984 = arith.cmpi slt, %983, %c1048_i32 : i32
      %985 = arith.andi %982, %984 : i1
      cf.cond_br %985, ^bb133, ^bb134
    ^bb133:  // pred: ^bb132
      %986 = cute.memref.load(%rmem_403, %204) : (!memref_rmem_bf16_2, !cute.coord<"25">) -> bf16
      cute.memref.store(%view_216, %204, %986) : (!memref_gmem_bf16_7, !cute.coord<"25">, bf16) -> ()
      cf.br ^bb134
    ^bb134:  // 2 preds: ^bb132, ^bb133
      %tup_594 = cute.add_offset(%tup_412, %203) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_595 = cute.deref_arith_tuple_iter(%tup_594) : !cute_arith_tuple_iter_d50395
      %e0_596, %e1_597, %e2_598 = cute.get_leaves(%tup_595) : !cute_int_tuple_d8f416
      %coord_599 = cute.make_coord(%e0_596) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %987 = cute.get_scalars(%coord_599) : !cute.coord<"?">
      %988 = arith.cmpi slt, %987, %c1000_i32 : i32
      %coord_600 = cute.make_coord(%e1_597) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %989 = cute.get_scalars(%coord_600) : !cute.coord<"?{div=2}">
      %990 = arith.cmpi slt, %989, %c1048_i32 : i32
      %991 = arith.andi %988, %990 : i1
      cf.cond_br %991, ^bb135, ^bb136
    ^bb135:  // pred: ^bb134
      %992 = cute.memref.load(%rmem_403, %202) : (!memref_rmem_bf16_2, !cute.coord<"26">) -> bf16
      cute.memref.store(%view_216, %202, %992) : (!memref_gmem_bf16_7, !cute.coord<"26">, bf16) -> ()
      cf.br ^bb136
    ^bb136:  // 2 preds: ^bb134, ^bb135
      %tup_601 = cute.add_offset(%tup_412, %201) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_602 = cute.deref_arith_tuple_iter(%tup_601) : !cute_arith_tuple_iter_2fe1bf
      %e0_603, %e1_604, %e2_605 = cute.get_leaves(%tup_602) : !cute.int_tuple<"(?,?,?)">
      %coord_606 = cute.make_coord(%e0_603) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %993 = cute.get_scalars(%coord_606) : !cute.coord<"?">
      %994 = arith.cmpi slt, %993, %c1000_i32 : i32
      %coord_607 = cute.make_coord(%e1_604) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %995 = cute.get_scalars(%coord_607) : !cute.coord<"?">
      %996 = arith.cmpi slt, %995, %c1048_i32 : i32
      %997 = arith.andi %994, %996 : i1
      cf.cond_br %997, ^bb137, ^bb138
    ^bb137:  // pred: ^bb136
      %998 = cute.memref.load(%rmem_403, %200) : (!memref_rmem_bf16_2, !cute.coord<"27">) -> bf16
      cute.memref.store(%view_216, %200, %998) : (!memref_gmem_bf16_7, !cute.coord<"27">, bf16) -> ()
      cf.br ^bb138
    ^bb138:  // 2 preds: ^bb136, ^bb137
      %tup_608 = cute.add_offset(%tup_412, %199) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_609 = cute.deref_arith_tuple_iter(%tup_608) : !cute_arith_tuple_iter_d50395
      %e0_610, %e1_611, %e2_612 = cute.get_leaves(%tup_609) : !cute_int_tuple_d8f416
      %coord_613 = cute.make_coord(%e0_610) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %999 = cute.get_scalars(%coord_613) : !cute.coord<"?">
      %1000 = arith.cmpi slt, %999, %c1000_i32 : i32
      %coord_614 = cute.make_coord(%e1_611) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1001 = cute.get_scalars(%coord_614) : !cute.coord<"?{div=2}">
      %1002 = arith.cmpi slt, %1001, %c1048_i32 : i32
      %1003 = arith.andi %1000, %1002 : i1
      cf.cond_br %1003, ^bb139, ^bb140
    ^bb139:  // pred: ^bb138
      %1004 = cute.memref.load(%rmem_403, %198) : (!memref_rmem_bf16_2, !cute.coord<"28">) -> bf16
      cute.memref.store(%view_216, %198, %1004) : (!memref_gmem_bf16_7, !cute.coord<"28">, bf16) -> ()
      cf.br ^bb140
    ^bb140:  // 2 preds: ^bb138, ^bb139
      %tup_615 = cute.add_offset(%tup_412, %197) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_616 = cute.deref_arith_tuple_iter(%tup_615) : !cute_arith_tuple_iter_2fe1bf
      %e0_617, %e1_618, %e2_619 = cute.get_leaves(%tup_616) : !cute.int_tuple<"(?,?,?)">
      %coord_620 = cute.make_coord(%e0_617) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1005 = cute.get_scalars(%coord_620) : !cute.coord<"?">
      %1006 = arith.cmpi slt, %1005, %c1000_i32 : i32
      %coord_621 = cute.make_coord(%e1_618) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1007 = cute.get_scalars(%coord_621) : !cute.coord<"?">
      %1008 = arith.cmpi slt, %1007, %c1048_i32 : i32
      %1009 = arith.andi %1006, %1008 : i1
      cf.cond_br %1009, ^bb141, ^bb142
    ^bb141:  // pred: ^bb140
      %1010 = cute.memref.load(%rmem_403, %196) : (!memref_rmem_bf16_2, !cute.coord<"29">) -> bf16
      cute.memref.store(%view_216, %196, %1010) : (!memref_gmem_bf16_7, !cute.coord<"29">, bf16) -> ()
      cf.br ^bb142
    ^bb142:  // 2 preds: ^bb140, ^bb141
      %tup_622 = cute.add_offset(%tup_412, %195) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_623 = cute.deref_arith_tuple_iter(%tup_622) : !cute_arith_tuple_iter_d50395
      %e0_624, %e1_625, %e2_626 = cute.get_leaves(%tup_623) : !cute_int_tuple_d8f416
      %coord_627 = cute.make_coord(%e0_624) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1011 = cute.get_scalars(%coord_627) : !cute.coord<"?">
      %1012 = arith.cmpi slt, %1011, %c1000_i32 : i32
      %coord_628 = cute.make_coord(%e1_625) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1013 = cute.get_scalars(%coord_628) : !cute.coord<"?{div=2}">
      %1014 = arith.cmpi slt, %1013, %c1048_i32 : i32
      %1015 = arith.andi %1012, %1014 : i1
      cf.cond_br %1015, ^bb143, ^bb144
    ^bb143:  // pred: ^bb142
      %1016 = cute.memref.load(%rmem_403, %194) : (!memref_rmem_bf16_2, !cute.coord<"30">) -> bf16
      cute.memref.store(%view_216, %194, %1016) : (!memref_gmem_bf16_7, !cute.coord<"30">, bf16) -> ()
      cf.br ^bb144
    ^bb144:  // 2 preds: ^bb142, ^bb143
      %tup_629 = cute.add_offset(%tup_412, %193) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_630 = cute.deref_arith_tuple_iter(%tup_629) : !cute_arith_tuple_iter_2fe1bf
      %e0_631, %e1_632, %e2_633 = cute.get_leaves(%tup_630) : !cute.int_tuple<"(?,?,?)">
      %coord_634 = cute.make_coord(%e0_631) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1017 = cute.get_scalars(%coord_634) : !cute.coord<"?">
      %1018 = arith.cmpi slt, %1017, %c1000_i32 : i32
      %coord_635 = cute.make_coord(%e1_632) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1019 = cute.get_scalars(%coord_635) : !cute.coord<"?">
      %1020 = arith.cmpi slt, %1019, %c1048_i32 : i32
      %1021 = arith.andi %1018, %1020 : i1
      cf.cond_br %1021, ^bb145, ^bb146
    ^bb145:  // pred: ^bb144
      %1022 = cute.memref.load(%rmem_403, %192) : (!memref_rmem_bf16_2, !cute.coord<"31">) -> bf16
      cute.memref.store(%view_216, %192, %1022) : (!memref_gmem_bf16_7, !cute.coord<"31">, bf16) -> ()
      cf.br ^bb146
    ^bb146:  // 2 preds: ^bb144, ^bb145
      %tup_636 = cute.add_offset(%tup_412, %191) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_637 = cute.deref_arith_tuple_iter(%tup_636) : !cute_arith_tuple_iter_d50395
      %e0_638, %e1_639, %e2_640 = cute.get_leaves(%tup_637) : !cute_int_tuple_d8f416
      %coord_641 = cute.make_coord(%e0_638) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1023 = cute.get_scalars(%coord_641) : !cute.coord<"?">
      %1024 = arith.cmpi slt, %1023, %c1000_i32 : i32
      %coord_642 = cute.make_coord(%e1_639) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1025 = cute.get_scalars(%coord_642) : !cute.coord<"?{div=2}">
      %1026 = arith.cmpi slt, %1025, %c1048_i32 : i32
      %1027 = arith.andi %1024, %1026 : i1
      cf.cond_br %1027, ^bb147, ^bb148
    ^bb147:  // pred: ^bb146
      %1028 = cute.memref.load(%rmem_403, %190) : (!memref_rmem_bf16_2, !cute.coord<"32">) -> bf16
      cute.memref.store(%view_216, %190, %1028) : (!memref_gmem_bf16_7, !cute.coord<"32">, bf16) -> ()
      cf.br ^bb148
    ^bb148:  // 2 preds: ^bb146, ^bb147
      %tup_643 = cute.add_offset(%tup_412, %189) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_644 = cute.deref_arith_tuple_iter(%tup_643) : !cute_arith_tuple_iter_2fe1bf
      %e0_645, %e1_646, %e2_647 = cute.get_leaves(%tup_644) : !cute.int_tuple<"(?,?,?)">
      %coord_648 = cute.make_coord(%e0_645) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1029 = cute.get_scalars(%coord_648) : !cute.coord<"?">
      %1030 = arith.cmpi slt, %1029, %c1000_i32 : i32
      %coord_649 = cute.make_coord(%e1_646) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1031 = cute.get_scalars(%coord_649) : !cute.coord<"?">
      %1032 = arith.cmpi slt, %1031, %c1048_i32 : i32
      %1033 = arith.andi %1030, %1032 : i1
      cf.cond_br %1033, ^bb149, ^bb150
    ^bb149:  // pred: ^bb148
      %1034 = cute.memref.load(%rmem_403, %188) : (!memref_rmem_bf16_2, !cute.coord<"33">) -> bf16
      cute.memref.store(%view_216, %188, %1034) : (!memref_gmem_bf16_7, !cute.coord<"33">, bf16) -> ()
      cf.br ^bb150
    ^bb150:  // 2 preds: ^bb148, ^bb149
      %tup_650 = cute.add_offset(%tup_412, %187) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_651 = cute.deref_arith_tuple_iter(%tup_650) : !cute_arith_tuple_iter_d50395
      %e0_652, %e1_653, %e2_654 = cute.get_leaves(%tup_651) : !cute_int_tuple_d8f416
      %coord_655 = cute.make_coord(%e0_652) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1035 = cute.get_scalars(%coord_655) : !cute.coord<"?">
      %1036 = arith.cmpi slt, %1035, %c1000_i32 : i32
      %coord_656 = cute.make_coord(%e1_653) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1037 = cute.get_scalars(%coord_656) : !cute.coord<"?{div=2}">
      %1038 = arith.cmpi slt, %1037, %c1048_i32 : i32
      %1039 = arith.andi %1036, %1038 : i1
      cf.cond_br %1039, ^bb151, ^bb152
    ^bb151:  // pred: ^bb150
      %1040 = cute.memref.load(%rmem_403, %186) : (!memref_rmem_bf16_2, !cute.coord<"34">) -> bf16
      cute.memref.store(%view_216, %186, %1040) : (!memref_gmem_bf16_7, !cute.coord<"34">, bf16) -> ()
      cf.br ^bb152
    ^bb152:  // 2 preds: ^bb150, ^bb151
      %tup_657 = cute.add_offset(%tup_412, %185) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_658 = cute.deref_arith_tuple_iter(%tup_657) : !cute_arith_tuple_iter_2fe1bf
      %e0_659, %e1_660, %e2_661 = cute.get_leaves(%tup_658) : !cute.int_tuple<"(?,?,?)">
      %coord_662 = cute.make_coord(%e0_659) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1041 = cute.get_scalars(%coord_662) : !cute.coord<"?">
      %1042 = arith.cmpi slt, %1041, %c1000_i32 : i32
      %coord_663 = cute.make_coord(%e1_660) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1043 = cute.get_scalars(%coord_663) : !cute.coord<"?">
      %1044 = arith.cmpi slt, %1043, %c1048_i32 : i32
      %1045 = arith.andi %1042, %1044 : i1
      cf.cond_br %1045, ^bb153, ^bb154
    ^bb153:  // pred: ^bb152
      %1046 = cute.memref.load(%rmem_403, %184) : (!memref_rmem_bf16_2, !cute.coord<"35">) -> bf16
      cute.memref.store(%view_216, %184, %1046) : (!memref_gmem_bf16_7, !cute.coord<"35">, bf16) -> ()
      cf.br ^bb154
    ^bb154:  // 2 preds: ^bb152, ^bb153
      %tup_664 = cute.add_offset(%tup_412, %183) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_665 = cute.deref_arith_tuple_iter(%tup_664) : !cute_arith_tuple_iter_d50395
      %e0_666, %e1_667, %e2_668 = cute.get_leaves(%tup_665) : !cute_int_tuple_d8f416
      %coord_669 = cute.make_coord(%e0_666) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1047 = cute.get_scalars(%coord_669) : !cute.coord<"?">
      %1048 = arith.cmpi slt, %1047, %c1000_i32 : i32
      %coord_670 = cute.make_coord(%e1_667) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1049 = cute.get_scalars(%coord_670) : !cute.coord<"?{div=2}">
      %1050 = arith.cmpi slt, %1049, %c1048_i32 : i32
      %1051 = arith.andi %1048, %1050 : i1
      cf.cond_br %1051, ^bb155, ^bb156
    ^bb155:  // pred: ^bb154
      %1052 = cute.memref.load(%rmem_403, %182) : (!memref_rmem_bf16_2, !cute.coord<"36">) -> bf16
      cute.memref.store(%view_216, %182, %1052) : (!memref_gmem_bf16_7, !cute.coord<"36">, bf16) -> ()
      cf.br ^bb156
    ^bb156:  // 2 preds: ^bb154, ^bb155
      %tup_671 = cute.add_offset(%tup_412, %181) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_672 = cute.deref_arith_tuple_iter(%tup_671) : !cute_arith_tuple_iter_2fe1bf
      %e0_673, %e1_674, %e2_675 = cute.get_leaves(%tup_672) : !cute.int_tuple<"(?,?,?)">
      %coord_676 = cute.make_coord(%e0_673) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1053 = cute.get_scalars(%coord_676) : !cute.coord<"?">
      %1054 = arith.cmpi slt, %1053, %c1000_i32 : i32
      %coord_677 = cute.make_coord(%e1_674) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1055 = cute.get_scalars(%coord_677) : !cute.coord<"?">
      %1056 = arith.cmpi slt, %1055, %c1048_i32 : i32
      %1057 = arith.andi %1054, %1056 : i1
      cf.cond_br %1057, ^bb157, ^bb158
    ^bb157:  // pred: ^bb156
      %1058 = cute.memref.load(%rmem_403, %180) : (!memref_rmem_bf16_2, !cute.coord<"37">) -> bf16
      cute.memref.store(%view_216, %180, %1058) : (!memref_gmem_bf16_7, !cute.coord<"37">, bf16) -> ()
      cf.br ^bb158
    ^bb158:  // 2 preds: ^bb156, ^bb157
      %tup_678 = cute.add_offset(%tup_412, %179) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_679 = cute.deref_arith_tuple_iter(%tup_678) : !cute_arith_tuple_iter_d50395
      %e0_680, %e1_681, %e2_682 = cute.get_leaves(%tup_679) : !cute_int_tuple_d8f416
      %coord_683 = cute.make_coord(%e0_680) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1059 = cute.get_scalars(%coord_683) : !cute.coord<"?">
      %1060 = arith.cmpi slt, %1059, %c1000_i32 : i32
      %coord_684 = cute.make_coord(%e1_681) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1061 = cute.get_scalars(%coord_684) : !cute.coord<"?{div=2}">
      %1062 = arith.cmpi slt, %1061, %c1048_i32 : i32
      %1063 = arith.andi %1060, %1062 : i1
      cf.cond_br %1063, ^bb159, ^bb160
    ^bb159:  // pred: ^bb158
      %1064 = cute.memref.load(%rmem_403, %178) : (!memref_rmem_bf16_2, !cute.coord<"38">) -> bf16
      cute.memref.store(%view_216, %178, %1064) : (!memref_gmem_bf16_7, !cute.coord<"38">, bf16) -> ()
      cf.br ^bb160
    ^bb160:  // 2 preds: ^bb158, ^bb159
      %tup_685 = cute.add_offset(%tup_412, %177) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_686 = cute.deref_arith_tuple_iter(%tup_685) : !cute_arith_tuple_iter_2fe1bf
      %e0_687, %e1_688, %e2_689 = cute.get_leaves(%tup_686) : !cute.int_tuple<"(?,?,?)">
      %coord_690 = cute.make_coord(%e0_687) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1065 = cute.get_scalars(%coord_690) : !cute.coord<"?">
      %1066 = arith.cmpi slt, %1065, %c1000_i32 : i32
      %coord_691 = cute.make_coord(%e1_688) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1067 = cute.get_scalars(%coord_691) : !cute.coord<"?">
      %1068 = arith.cmpi slt, %1067, %c1048_i32 : i32
      %1069 = arith.andi %1066, %1068 : i1
      cf.cond_br %1069, ^bb161, ^bb162
    ^bb161:  // pred: ^bb160
      %1070 = cute.memref.load(%rmem_403, %176) : (!memref_rmem_bf16_2, !cute.coord<"39">) -> bf16
      cute.memref.store(%view_216, %176, %1070) : (!memref_gmem_bf16_7, !cute.coord<"39">, bf16) -> ()
      cf.br ^bb162
    ^bb162:  // 2 preds: ^bb160, ^bb161
      %tup_692 = cute.add_offset(%tup_412, %175) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_693 = cute.deref_arith_tuple_iter(%tup_692) : !cute_arith_tuple_iter_d50395
      %e0_694, %e1_695, %e2_696 = cute.get_leaves(%tup_693) : !cute_int_tuple_d8f416
      %coord_697 = cute.make_coord(%e0_694) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1071 = cute.get_scalars(%coord_697) : !cute.coord<"?">
      %1072 = arith.cmpi slt, %1071, %c1000_i32 : i32
      %coord_698 = cute.make_coord(%e1_695) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1073 = cute.get_scalars(%coord_698) : !cute.coord<"?{div=2}">
      %1074 = arith.cmpi slt, %1073, %c1048_i32 : i32
      %1075 = arith.andi %1072, %1074 : i1
      cf.cond_br %1075, ^bb163, ^bb164
    ^bb163:  // pred: ^bb162
      %1076 = cute.memref.load(%rmem_403, %174) : (!memref_rmem_bf16_2, !cute.coord<"40">) -> bf16
      cute.memref.store(%view_216, %174, %1076) : (!memref_gmem_bf16_7, !cute.coord<"40">, bf16) -> ()
      cf.br ^bb164
    ^bb164:  // 2 preds: ^bb162, ^bb163
      %tup_699 = cute.add_offset(%tup_412, %173) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_700 = cute.deref_arith_tuple_iter(%tup_699) : !cute_arith_tuple_iter_2fe1bf
      %e0_701, %e1_702, %e2_703 = cute.get_leaves(%tup_700) : !cute.int_tuple<"(?,?,?)">
      %coord_704 = cute.make_coord(%e0_701) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1077 = cute.get_scalars(%coord_704) : !cute.coord<"?">
      %1078 = arith.cmpi slt, %1077, %c1000_i32 : i32
      %coord_705 = cute.make_coord(%e1_702) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1079 = cute.get_scalars(%coord_705) : !cute.coord<"?">
      %1080 = arith.cmpi slt, %1079, %c1048_i32 : i32
      %1081 = arith.andi %1078, %1080 : i1
      cf.cond_br %1081, ^bb165, ^bb166
    ^bb165:  // pred: ^bb164
      %1082 = cute.memref.load(%rmem_403, %172) : (!memref_rmem_bf16_2, !cute.coord<"41">) -> bf16
      cute.memref.store(%view_216, %172, %1082) : (!memref_gmem_bf16_7, !cute.coord<"41">, bf16) -> ()
      cf.br ^bb166
    ^bb166:  // 2 preds: ^bb164, ^bb165
      %tup_706 = cute.add_offset(%tup_412, %171) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_707 = cute.deref_arith_tuple_iter(%tup_706) : !cute_arith_tuple_iter_d50395
      %e0_708, %e1_709, %e2_710 = cute.get_leaves(%tup_707) : !cute_int_tuple_d8f416
      %coord_711 = cute.make_coord(%e0_708) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1083 = cute.get_scalars(%coord_711) : !cute.coord<"?">
      %1084 = arith.cmpi slt, %1083, %c1000_i32 : i32
      %coord_712 = cute.make_coord(%e1_709) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1085 = cute.get_scalars(%coord_712) : !cute.coord<"?{div=2}">
      %1086 = arith.cmpi slt, %1085, %c1048_i32 : i32
      %1087 = arith.andi %1084, %1086 : i1
      cf.cond_br %1087, ^bb167, ^bb168
    ^bb167:  // pred: ^bb166
      %1088 = cute.memref.load(%rmem_403, %170) : (!memref_rmem_bf16_2, !cute.coord<"42">) -> bf16
      cute.memref.store(%view_216, %170, %1088) : (!memref_gmem_bf16_7, !cute.coord<"42">, bf16) -> ()
      cf.br ^bb168
    ^bb168:  // 2 preds: ^bb166, ^bb167
      %tup_713 = cute.add_offset(%tup_412, %169) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_714 = cute.deref_arith_tuple_iter(%tup_713) : !cute_arith_tuple_iter_2fe1bf
      %e0_715, %e1_716, %e2_717 = cute.get_leaves(%tup_714) : !cute.int_tuple<"(?,?,?)">
      %coord_718 = cute.make_coord(%e0_715) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1089 = cute.get_scalars(%coord_718) : !cute.coord<"?">
      %1090 = arith.cmpi slt, %1089, %c1000_i32 : i32
      %coord_719 = cute.make_coord(%e1_716) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1091 = cute.get_scalars(%coord_719) : !cute.coord<"?">
      %1092 = arith.cmpi slt, %1091, %c1048_i32 : i32
      %1093 = arith.andi %1090, %1092 : i1
      cf.cond_br %1093, ^bb169, ^bb170
    ^bb169:  // pred: ^bb168
      %1094 = cute.memref.load(%rmem_403, %168) : (!memref_rmem_bf16_2, !cute.coord<"43">) -> bf16
      cute.memref.store(%view_216, %168, %1094) : (!memref_gmem_bf16_7, !cute.coord<"43">, bf16) -> ()
      cf.br ^bb170
    ^bb170:  // 2 preds: ^bb168, ^bb169
      %tup_720 = cute.add_offset(%tup_412, %167) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_721 = cute.deref_arith_tuple_iter(%tup_720) : !cute_arith_tuple_iter_d50395
      %e0_722, %e1_723, %e2_724 = cute.get_leaves(%tup_721) : !cute_int_tuple_d8f416
      %coord_725 = cute.make_coord(%e0_722) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1095 = cute.get_scalars(%coord_725) : !cute.coord<"?">
      %1096 = arith.cmpi slt, %1095, %c1000_i32 : i32
      %coord_726 = cute.make_coord(%e1_723) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1097 = cute.get_scalars(%coord_726) : !cute.coord<"?{div=2}">
      %1098 = arith.cmpi slt, %1097, %c1048_i32 : i32
      %1099 = arith.andi %1096, %1098 : i1
      cf.cond_br %1099, ^bb171, ^bb172
    ^bb171:  // pred: ^bb170
      %1100 = cute.memref.load(%rmem_403, %166) : (!memref_rmem_bf16_2, !cute.coord<"44">) -> bf16
      cute.memref.store(%view_216, %166, %1100) : (!memref_gmem_bf16_7, !cute.coord<"44">, bf16) -> ()
      cf.br ^bb172
    ^bb172:  // 2 preds: ^bb170, ^bb171
      %tup_727 = cute.add_offset(%tup_412, %165) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_728 = cute.deref_arith_tuple_iter(%tup_727) : !cute_arith_tuple_iter_2fe1bf
      %e0_729, %e1_730, %e2_731 = cute.get_leaves(%tup_728) : !cute.int_tuple<"(?,?,?)">
      %coord_732 = cute.make_coord(%e0_729) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1101 = cute.get_scalars(%coord_732) : !cute.coord<"?">
      %1102 = arith.cmpi slt, %1101, %c1000_i32 : i32
      %coord_733 = cute.make_coord(%e1_730) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1103 = cute.get_scalars(%coord_733) : !cute.coord<"?">
      %1104 = arith.cmpi slt, %1103, %c1048_i32 : i32
      %1105 = arith.andi %1102, %1104 : i1
      cf.cond_br %1105, ^bb173, ^bb174
    ^bb173:  // pred: ^bb172
      %1106 = cute.memref.load(%rmem_403, %164) : (!memref_rmem_bf16_2, !cute.coord<"45">) -> bf16
      cute.memref.store(%view_216, %164, %1106) : (!memref_gmem_bf16_7, !cute.coord<"45">, bf16) -> ()
      cf.br ^bb174
    ^bb174:  // 2 preds: ^bb172, ^bb173
      %tup_734 = cute.add_offset(%tup_412, %163) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_735 = cute.deref_arith_tuple_iter(%tup_734) : !cute_arith_tuple_iter_d50395
      %e0_736, %e1_737, %e2_738 = cute.get_leaves(%tup_735) : !cute_int_tuple_d8f416
      %coord_739 = cute.make_coord(%e0_736) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1107 = cute.get_scalars(%coord_739) : !cute.coord<"?">
      %1108 = arith.cmpi slt, %1107, %c1000_i32 : i32
      %coord_740 = cute.make_coord(%e1_737) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1109 = cute.get_scalars(%coord_740) : !cute.coord<"?{div=2}">
      %1110 = arith.cmpi slt, %1109, %c1048_i32 : i32
      %1111 = arith.andi %1108, %1110 : i1
      cf.cond_br %1111, ^bb175, ^bb176
    ^bb175:  // pred: ^bb174
      %1112 = cute.memref.load(%rmem_403, %162) : (!memref_rmem_bf16_2, !cute.coord<"46">) -> bf16
      cute.memref.store(%view_216, %162, %1112) : (!memref_gmem_bf16_7, !cute.coord<"46">, bf16) -> ()
      cf.br ^bb176
    ^bb176:  // 2 preds: ^bb174, ^bb175
      %tup_741 = cute.add_offset(%tup_412, %161) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_742 = cute.deref_arith_tuple_iter(%tup_741) : !cute_arith_tuple_iter_2fe1bf
      %e0_743, %e1_744, %e2_745 = cute.get_leaves(%tup_742) : !cute.int_tuple<"(?,?,?)">
      %coord_746 = cute.make_coord(%e0_743) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1113 = cute.get_scalars(%coord_746) : !cute.coord<"?">
      %1114 = arith.cmpi slt, %1113, %c1000_i32 : i32
      %coord_747 = cute.make_coord(%e1_744) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1115 = cute.get_scalars(%coord_747) : !cute.coord<"?">
      %1116 = arith.cmpi slt, %1115, %c1048_i32 : i32
      %1117 = arith.andi %1114, %1116 : i1
      cf.cond_br %1117, ^bb177, ^bb178
    ^bb177:  // pred: ^bb176
      %1118 = cute.memref.load(%rmem_403, %160) : (!memref_rmem_bf16_2, !cute.coord<"47">) -> bf16
      cute.memref.store(%view_216, %160, %1118) : (!memref_gmem_bf16_7, !cute.coord<"47">, bf16) -> ()
      cf.br ^bb178
    ^bb178:  // 2 preds: ^bb176, ^bb177
      %tup_748 = cute.add_offset(%tup_412, %159) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_749 = cute.deref_arith_tuple_iter(%tup_748) : !cute_arith_tuple_iter_d50395
      %e0_750, %e1_751, %e2_752 = cute.get_leaves(%tup_749) : !cute_int_tuple_d8f416
      %coord_753 = cute.make_coord(%e0_750) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1119 = cute.get_scalars(%coord_753) : !cute.coord<"?">
      %1120 = arith.cmpi slt, %1119, %c1000_i32 : i32
      %coord_754 = cute.make_coord(%e1_751) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1121 = cute.get_scalars(%coord_754) : !cute.coord<"?{div=2}">
      %1122 = arith.cmpi slt, %1121, %c1048_i32 : i32
      %1123 = arith.andi %1120, %1122 : i1
      cf.cond_br %1123, ^bb179, ^bb180
    ^bb179:  // pred: ^bb178
      %1124 = cute.memref.load(%rmem_403, %158) : (!memref_rmem_bf16_2, !cute.coord<"48">) -> bf16
      cute.memref.store(%view_216, %158, %1124) : (!memref_gmem_bf16_7, !cute.coord<"48">, bf16) -> ()
      cf.br ^bb180
    ^bb180:  // 2 preds: ^bb178, ^bb179
      %tup_755 = cute.add_offset(%tup_412, %157) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_756 = cute.deref_arith_tuple_iter(%tup_755) : !cute_arith_tuple_iter_2fe1bf
      %e0_757, %e1_758, %e2_759 = cute.get_leaves(%tup_756) : !cute.int_tuple<"(?,?,?)">
      %coord_760 = cute.make_coord(%e0_757) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1125 = cute.get_scalars(%coord_760) : !cute.coord<"?">
      %1126 = arith.cmpi slt, %1125, %c1000_i32 : i32
      %coord_761 = cute.make_coord(%e1_758) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1127 = cute.get_scalars(%coord_761) : !cute.coord<"?">
      %1128 = arith.cmpi slt, %1127, %c1048_i32 : i32
      %1129 = arith.andi %1126, %1128 : i1
      cf.cond_br %1129, ^bb181, ^bb182
    ^bb181:  // pred: ^bb180
      %1130 = cute.memref.load(%rmem_403, %156) : (!memref_rmem_bf16_2, !cute.coord<"49">) -> bf16
      cute.memref.store(%view_216, %156, %1130) : (!memref_gmem_bf16_7, !cute.coord<"49">, bf16) -> ()
      cf.br ^bb182
    ^bb182:  // 2 preds: ^bb180, ^bb181
      %tup_762 = cute.add_offset(%tup_412, %155) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_763 = cute.deref_arith_tuple_iter(%tup_762) : !cute_arith_tuple_iter_d50395
      %e0_764, %e1_765, %e2_766 = cute.get_leaves(%tup_763) : !cute_int_tuple_d8f416
      %coord_767 = cute.make_coord(%e0_764) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1131 = cute.get_scalars(%coord_767) : !cute.coord<"?">
      %1132 = arith.cmpi slt, %1131, %c1000_i32 : i32
      %coord_768 = cute.make_coord(%e1_765) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1133 = cute.get_scalars(%coord_768) : !cute.coord<"?{div=2}">
      %1134 = arith.cmpi slt, %1133, %c1048_i32 : i32
      %1135 = arith.andi %1132, %1134 : i1
      cf.cond_br %1135, ^bb183, ^bb184
    ^bb183:  // pred: ^bb182
      %1136 = cute.memref.load(%rmem_403, %154) : (!memref_rmem_bf16_2, !cute.coord<"50">) -> bf16
      cute.memref.store(%view_216, %154, %1136) : (!memref_gmem_bf16_7, !cute.coord<"50">, bf16) -> ()
      cf.br ^bb184
    ^bb184:  // 2 preds: ^bb182, ^bb183
      %tup_769 = cute.add_offset(%tup_412, %153) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_770 = cute.deref_arith_tuple_iter(%tup_769) : !cute_arith_tuple_iter_2fe1bf
      %e0_771, %e1_772, %e2_773 = cute.get_leaves(%tup_770) : !cute.int_tuple<"(?,?,?)">
      %coord_774 = cute.make_coord(%e0_771) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1137 = cute.get_scalars(%coord_774) : !cute.coord<"?">
      %1138 = arith.cmpi slt, %1137, %c1000_i32 : i32
      %coord_775 = cute.make_coord(%e1_772) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1139 = cute.get_scalars(%coord_775) : !cute.coord<"?">
      %1140 = arith.cmpi slt, %1139, %c1048_i32 : i32
      %1141 = arith.andi %1138, %1140 : i1
      cf.cond_br %1141, ^bb185, ^bb186
    ^bb185:  // pred: ^bb184
      %1142 = cute.memref.load(%rmem_403, %152) : (!memref_rmem_bf16_2, !cute.coord<"51">) -> bf16
      cute.memref.store(%view_216, %152, %1142) : (!memref_gmem_bf16_7, !cute.coord<"51">, bf16) -> ()
      cf.br ^bb186
    ^bb186:  // 2 preds: ^bb184, ^bb185
      %tup_776 = cute.add_offset(%tup_412, %151) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_777 = cute.deref_arith_tuple_iter(%tup_776) : !cute_arith_tuple_iter_d50395
      %e0_778, %e1_779, %e2_780 = cute.get_leaves(%tup_777) : !cute_int_tuple_d8f416
      %coord_781 = cute.make_coord(%e0_778) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1143 = cute.get_scalars(%coord_781) : !cute.coord<"?">
      %1144 = arith.cmpi slt, %1143, %c1000_i32 : i32
      %coord_782 = cute.make_coord(%e1_779) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1145 = cute.get_scalars(%coord_782) : !cute.coord<"?{div=2}">
      %1146 = arith.cmpi slt, %1145, %c1048_i32 : i32
      %1147 = arith.andi %1144, %1146 : i1
      cf.cond_br %1147, ^bb187, ^bb188
    ^bb187:  // pred: ^bb186
      %1148 = cute.memref.load(%rmem_403, %150) : (!memref_rmem_bf16_2, !cute.coord<"52">) -> bf16
      cute.memref.store(%view_216, %150, %1148) : (!memref_gmem_bf16_7, !cute.coord<"52">, bf16) -> ()
      cf.br ^bb188
    ^bb188:  // 2 preds: ^bb186, ^bb187
      %tup_783 = cute.add_offset(%tup_412, %149) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_784 = cute.deref_arith_tuple_iter(%tup_783) : !cute_arith_tuple_iter_2fe1bf
      %e0_785, %e1_786, %e2_787 = cute.get_leaves(%tup_784) : !cute.int_tuple<"(?,?,?)">
      %coord_788 = cute.make_coord(%e0_785) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1149 = cute.get_scalars(%coord_788) : !cute.coord<"?">
      %1150 = arith.cmpi slt, %1149, %c1000_i32 : i32
      %coord_789 = cute.make_coord(%e1_786) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1151 = cute.get_scalars(%coord_789) : !cute.coord<"?">
      %1152 = arith.cmpi slt, %1151, %c1048_i32 : i32
      %1153 = arith.andi %1150, %1152 : i1
      cf.cond_br %1153, ^bb189, ^bb190
    ^bb189:  // pred: ^bb188
      %1154 = cute.memref.load(%rmem_403, %148) : (!memref_rmem_bf16_2, !cute.coord<"53">) -> bf16
      cute.memref.store(%view_216, %148, %1154) : (!memref_gmem_bf16_7, !cute.coord<"53">, bf16) -> ()
      cf.br ^bb190
    ^bb190:  // 2 preds: ^bb188, ^bb189
      %tup_790 = cute.add_offset(%tup_412, %147) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_791 = cute.deref_arith_tuple_iter(%tup_790) : !cute_arith_tuple_iter_d50395
      %e0_792, %e1_793, %e2_794 = cute.get_leaves(%tup_791) : !cute_int_tuple_d8f416
      %coord_795 = cute.make_coord(%e0_792) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1155 = cute.get_scalars(%coord_795) : !cute.coord<"?">
      %1156 = arith.cmpi slt, %1155, %c1000_i32 : i32
      %coord_796 = cute.make_coord(%e1_793) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1157 = cute.get_scalars(%coord_796) : !cute.coord<"?{div=2}">
      %1158 = arith.cmpi slt, %1157, %c1048_i32 : i32
      %1159 = arith.andi %1156, %1158 : i1
      cf.cond_br %1159, ^bb191, ^bb192
    ^bb191:  // pred: ^bb190
      %1160 = cute.memref.load(%rmem_403, %146) : (!memref_rmem_bf16_2, !cute.coord<"54">) -> bf16
      cute.memref.store(%view_216, %146, %1160) : (!memref_gmem_bf16_7, !cute.coord<"54">, bf16) -> ()
      cf.br ^bb192
    ^bb192:  // 2 preds: ^bb190, ^bb191
      %tup_797 = cute.add_offset(%tup_412, %145) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_798 = cute.deref_arith_tuple_iter(%tup_797) : !cute_arith_tuple_iter_2fe1bf
      %e0_799, %e1_800, %e2_801 = cute.get_leaves(%tup_798) : !cute.int_tuple<"(?,?,?)">
      %coord_802 = cute.make_coord(%e0_799) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1161 = cute.get_scalars(%coord_802) : !cute.coord<"?">
      %1162 = arith.cmpi slt, %1161, %c1000_i32 : i32
      %coord_803 = cute.make_coord(%e1_800) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1163 = cute.get_scalars(%coord_803) : !cute.coord<"?">
      %1164 = arith.cmpi slt, %1163, %c1048_i32 : i32
      %1165 = arith.andi %1162, %1164 : i1
      cf.cond_br %1165, ^bb193, ^bb194
    ^bb193:  // pred: ^bb192
      %1166 = cute.memref.load(%rmem_403, %144) : (!memref_rmem_bf16_2, !cute.coord<"55">) -> bf16
      cute.memref.store(%view_216, %144, %1166) : (!memref_gmem_bf16_7, !cute.coord<"55">, bf16) -> ()
      cf.br ^bb194
    ^bb194:  // 2 preds: ^bb192, ^bb193
      %tup_804 = cute.add_offset(%tup_412, %143) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_805 = cute.deref_arith_tuple_iter(%tup_804) : !cute_arith_tuple_iter_d50395
      %e0_806, %e1_807, %e2_808 = cute.get_leaves(%tup_805) : !cute_int_tuple_d8f416
      %coord_809 = cute.make_coord(%e0_806) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1167 = cute.get_scalars(%coord_809) : !cute.coord<"?">
      %1168 = arith.cmpi slt, %1167, %c1000_i32 : i32
      %coord_810 = cute.make_coord(%e1_807) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1169 = cute.get_scalars(%coord_810) : !cute.coord<"?{div=2}">
      %1170 = arith.cmpi slt, %1169, %c1048_i32 : i32
      %1171 = arith.andi %1168, %1170 : i1
      cf.cond_br %1171, ^bb195, ^bb196
    ^bb195:  // pred: ^bb194
      %1172 = cute.memref.load(%rmem_403, %142) : (!memref_rmem_bf16_2, !cute.coord<"56">) -> bf16
      cute.memref.store(%view_216, %142, %1172) : (!memref_gmem_bf16_7, !cute.coord<"56">, bf16) -> ()
      cf.br ^bb196
    ^bb196:  // 2 preds: ^bb194, ^bb195
      %tup_811 = cute.add_offset(%tup_412, %141) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_812 = cute.deref_arith_tuple_iter(%tup_811) : !cute_arith_tuple_iter_2fe1bf
      %e0_813, %e1_814, %e2_815 = cute.get_leaves(%tup_812) : !cute.int_tuple<"(?,?,?)">
      %coord_816 = cute.make_coord(%e0_813) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1173 = cute.get_scalars(%coord_816) : !cute.coord<"?">
      %1174 = arith.cmpi slt, %1173, %c1000_i32 : i32
      %coord_817 = cute.make_coord(%e1_814) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1175 = cute.get_scalars(%coord_817) : !cute.coord<"?">
      %1176 = arith.cmpi slt, %1175, %c1048_i32 : i32
      %1177 = arith.andi %1174, %1176 : i1
      cf.cond_br %1177, ^bb197, ^bb198
    ^bb197:  // pred: ^bb196
      %1178 = cute.memref.load(%rmem_403, %140) : (!memref_rmem_bf16_2, !cute.coord<"57">) -> bf16
      cute.memref.store(%view_216, %140, %1178) : (!memref_gmem_bf16_7, !cute.coord<"57">, bf16) -> ()
      cf.br ^bb198
    ^bb198:  // 2 preds: ^bb196, ^bb197
      %tup_818 = cute.add_offset(%tup_412, %139) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_819 = cute.deref_arith_tuple_iter(%tup_818) : !cute_arith_tuple_iter_d50395
      %e0_820, %e1_821, %e2_822 = cute.get_leaves(%tup_819) : !cute_int_tuple_d8f416
      %coord_823 = cute.make_coord(%e0_820) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1179 = cute.get_scalars(%coord_823) : !cute.coord<"?">
      %1180 = arith.cmpi slt, %1179, %c1000_i32 : i32
      %coord_824 = cute.make_coord(%e1_821) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1181 = cute.get_scalars(%coord_824) : !cute.coord<"?{div=2}">
      %1182 = arith.cmpi slt, %1181, %c1048_i32 : i32
      %1183 = arith.andi %1180, %1182 : i1
      cf.cond_br %1183, ^bb199, ^bb200
    ^bb199:  // pred: ^bb198
      %1184 = cute.memref.load(%rmem_403, %138) : (!memref_rmem_bf16_2, !cute.coord<"58">) -> bf16
      cute.memref.store(%view_216, %138, %1184) : (!memref_gmem_bf16_7, !cute.coord<"58">, bf16) -> ()
      cf.br ^bb200
    ^bb200:  // 2 preds: ^bb198, ^bb199
      %tup_825 = cute.add_offset(%tup_412, %137) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_826 = cute.deref_arith_tuple_iter(%tup_825) : !cute_arith_tuple_iter_2fe1bf
      %e0_827, %e1_828, %e2_829 = cute.get_leaves(%tup_826) : !cute.int_tuple<"(?,?,?)">
      %coord_830 = cute.make_coord(%e0_827) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1185 = cute.get_scalars(%coord_830) : !cute.coord<"?">
      %1186 = arith.cmpi slt, %1185, %c1000_i32 : i32
      %coord_831 = cute.make_coord(%e1_828) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1187 = cute.get_scalars(%coord_831) : !cute.coord<"?">
      %1188 = arith.cmpi slt, %1187, %c1048_i32 : i32
      %1189 = arith.andi %1186, %1188 : i1
      cf.cond_br %1189, ^bb201, ^bb202
    ^bb201:  // pred: ^bb200
      %1190 = cute.memref.load(%rmem_403, %136) : (!memref_rmem_bf16_2, !cute.coord<"59">) -> bf16
      cute.memref.store(%view_216, %136, %1190) : (!memref_gmem_bf16_7, !cute.coord<"59">, bf16) -> ()
      cf.br ^bb202
    ^bb202:  // 2 preds: ^bb200, ^bb201
      %tup_832 = cute.add_offset(%tup_412, %135) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_833 = cute.deref_arith_tuple_iter(%tup_832) : !cute_arith_tuple_iter_d50395
      %e0_834, %e1_835, %e2_836 = cute.get_leaves(%tup_833) : !cute_int_tuple_d8f416
      %coord_837 = cute.make_coord(%e0_834) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1191 = cute.get_scalars(%coord_837) : !cute.coord<"?">
      %1192 = arith.cmpi slt, %1191, %c1000_i32 : i32
      %coord_838 = cute.make_coord(%e1_835) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1193 = cute.get_scalars(%coord_838) : !cute.coord<"?{div=2}">
      %1194 = arith.cmpi slt, %1193, %c1048_i32 : i32
      %1195 = arith.andi %1192, %1194 : i1
      cf.cond_br %1195, ^bb203, ^bb204
    ^bb203:  // pred: ^bb202
      %1196 = cute.memref.load(%rmem_403, %134) : (!memref_rmem_bf16_2, !cute.coord<"60">) -> bf16
      cute.memref.store(%view_216, %134, %1196) : (!memref_gmem_bf16_7, !cute.coord<"60">, bf16) -> ()
      cf.br ^bb204
    ^bb204:  // 2 preds: ^bb202, ^bb203
      %tup_839 = cute.add_offset(%tup_412, %133) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_840 = cute.deref_arith_tuple_iter(%tup_839) : !cute_arith_tuple_iter_2fe1bf
      %e0_841, %e1_842, %e2_843 = cute.get_leaves(%tup_840) : !cute.int_tuple<"(?,?,?)">
      %coord_844 = cute.make_coord(%e0_841) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1197 = cute.get_scalars(%coord_844) : !cute.coord<"?">
      %1198 = arith.cmpi slt, %1197, %c1000_i32 : i32
      %coord_845 = cute.make_coord(%e1_842) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1199 = cute.get_scalars(%coord_845) : !cute.coord<"?">
      %1200 = arith.cmpi slt, %1199, %c1048_i32 : i32
      %1201 = arith.andi %1198, %1200 : i1
      cf.cond_br %1201, ^bb205, ^bb206
    ^bb205:  // pred: ^bb204
      %1202 = cute.memref.load(%rmem_403, %132) : (!memref_rmem_bf16_2, !cute.coord<"61">) -> bf16
      cute.memref.store(%view_216, %132, %1202) : (!memref_gmem_bf16_7, !cute.coord<"61">, bf16) -> ()
      cf.br ^bb206
    ^bb206:  // 2 preds: ^bb204, ^bb205
      %tup_846 = cute.add_offset(%tup_412, %131) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_847 = cute.deref_arith_tuple_iter(%tup_846) : !cute_arith_tuple_iter_d50395
      %e0_848, %e1_849, %e2_850 = cute.get_leaves(%tup_847) : !cute_int_tuple_d8f416
      %coord_851 = cute.make_coord(%e0_848) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1203 = cute.get_scalars(%coord_851) : !cute.coord<"?">
      %1204 = arith.cmpi slt, %1203, %c1000_i32 : i32
      %coord_852 = cute.make_coord(%e1_849) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1205 = cute.get_scalars(%coord_852) : !cute.coord<"?{div=2}">
      %1206 = arith.cmpi slt, %1205, %c1048_i32 : i32
      %1207 = arith.andi %1204, %1206 : i1
      cf.cond_br %1207, ^bb207, ^bb208
    ^bb207:  // pred: ^bb206
      %1208 = cute.memref.load(%rmem_403, %130) : (!memref_rmem_bf16_2, !cute.coord<"62">) -> bf16
      cute.memref.store(%view_216, %130, %1208) : (!memref_gmem_bf16_7, !cute.coord<"62">, bf16) -> ()
      cf.br ^bb208
    ^bb208:  // 2 preds: ^bb206, ^bb207
      %tup_853 = cute.add_offset(%tup_412, %129) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_854 = cute.deref_arith_tuple_iter(%tup_853) : !cute_arith_tuple_iter_2fe1bf
      %e0_855, %e1_856, %e2_857 = cute.get_leaves(%tup_854) : !cute.int_tuple<"(?,?,?)">
      %coord_858 = cute.make_coord(%e0_855) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1209 = cute.get_scalars(%coord_858) : !cute.coord<"?">
      %1210 = arith.cmpi slt, %1209, %c1000_i32 : i32
      %coord_859 = cute.make_coord(%e1_856) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1211 = cute.get_scalars(%coord_859) : !cute.coord<"?">
      %1212 = arith.cmpi slt, %1211, %c1048_i32 : i32
      %1213 = arith.andi %1210, %1212 : i1
      cf.cond_br %1213, ^bb209, ^bb210
    ^bb209:  // pred: ^bb208
      %1214 = cute.memref.load(%rmem_403, %128) : (!memref_rmem_bf16_2, !cute.coord<"63">) -> bf16
      cute.memref.store(%view_216, %128, %1214) : (!memref_gmem_bf16_7, !cute.coord<"63">, bf16) -> ()
      cf.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      %tup_860 = cute.add_offset(%tup_412, %127) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,128)">) -> !cute_arith_tuple_iter_d50395
      %tup_861 = cute.deref_arith_tuple_iter(%tup_860) : !cute_arith_tuple_iter_d50395
      %e0_862, %e1_863, %e2_864 = cute.get_leaves(%tup_861) : !cute_int_tuple_d8f416
      %coord_865 = cute.make_coord(%e0_862) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1215 = cute.get_scalars(%coord_865) : !cute.coord<"?">
      %1216 = arith.cmpi slt, %1215, %c1000_i32 : i32
      %coord_866 = cute.make_coord(%e1_863) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1217 = cute.get_scalars(%coord_866) : !cute.coord<"?{div=2}">
      %1218 = arith.cmpi slt, %1217, %c1048_i32 : i32
      %1219 = arith.andi %1216, %1218 : i1
      cf.cond_br %1219, ^bb211, ^bb212
    ^bb211:  // pred: ^bb210
      %1220 = cute.memref.load(%rmem_403, %126) : (!memref_rmem_bf16_2, !cute.coord<"64">) -> bf16
      cute.memref.store(%view_216, %126, %1220) : (!memref_gmem_bf16_7, !cute.coord<"64">, bf16) -> ()
      cf.br ^bb212
    ^bb212:  // 2 preds: ^bb210, ^bb211
      %tup_867 = cute.add_offset(%tup_412, %125) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,129)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_868 = cute.deref_arith_tuple_iter(%tup_867) : !cute_arith_tuple_iter_2fe1bf
      %e0_869, %e1_870, %e2_871 = cute.get_leaves(%tup_868) : !cute.int_tuple<"(?,?,?)">
      %coord_872 = cute.make_coord(%e0_869) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1221 = cute.get_scalars(%coord_872) : !cute.coord<"?">
      %1222 = arith.cmpi slt, %1221, %c1000_i32 : i32
      %coord_873 = cute.make_coord(%e1_870) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1223 = cute.get_scalars(%coord_873) : !cute.coord<"?">
      %1224 = arith.cmpi slt, %1223, %c1048_i32 : i32
      %1225 = arith.andi %1222, %1224 : i1
      cf.cond_br %1225, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      %1226 = cute.memref.load(%rmem_403, %124) : (!memref_rmem_bf16_2, !cute.coord<"65">) -> bf16
      cute.memref.store(%view_216, %124, %1226) : (!memref_gmem_bf16_7, !cute.coord<"65">, bf16) -> ()
      cf.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      %tup_874 = cute.add_offset(%tup_412, %123) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,128)">) -> !cute_arith_tuple_iter_d50395
      %tup_875 = cute.deref_arith_tuple_iter(%tup_874) : !cute_arith_tuple_iter_d50395
      %e0_876, %e1_877, %e2_878 = cute.get_leaves(%tup_875) : !cute_int_tuple_d8f416
      %coord_879 = cute.make_coord(%e0_876) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1227 = cute.get_scalars(%coord_879) : !cute.coord<"?">
      %1228 = arith.cmpi slt, %1227, %c1000_i32 : i32
      %coord_880 = cute.make_coord(%e1_877) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1229 = cute.get_scalars(%coord_880) : !cute.coord<"?{div=2}">
      %1230 = arith.cmpi slt, %1229, %c1048_i32 : i32
      %1231 = arith.andi %1228, %1230 : i1
      cf.cond_br %1231, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      %1232 = cute.memref.load(%rmem_403, %122) : (!memref_rmem_bf16_2, !cute.coord<"66">) -> bf16
      cute.memref.store(%view_216, %122, %1232) : (!memref_gmem_bf16_7, !cute.coord<"66">, bf16) -> ()
      cf.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      %tup_881 = cute.add_offset(%tup_412, %121) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,129)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_882 = cute.deref_arith_tuple_iter(%tup_881) : !cute_arith_tuple_iter_2fe1bf
      %e0_883, %e1_884, %e2_885 = cute.get_leaves(%tup_882) : !cute.int_tuple<"(?,?,?)">
      %coord_886 = cute.make_coord(%e0_883) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1233 = cute.get_scalars(%coord_886) : !cute.coord<"?">
      %1234 = arith.cmpi slt, %1233, %c1000_i32 : i32
      %coord_887 = cute.make_coord(%e1_884) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1235 = cute.get_scalars(%coord_887) : !cute.coord<"?">
      %1236 = arith.cmpi slt, %1235, %c1048_i32 : i32
      %1237 = arith.andi %1234, %1236 : i1
      cf.cond_br %1237, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      %1238 = cute.memref.load(%rmem_403, %120) : (!memref_rmem_bf16_2, !cute.coord<"67">) -> bf16
      cute.memref.store(%view_216, %120, %1238) : (!memref_gmem_bf16_7, !cute.coord<"67">, bf16) -> ()
      cf.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      %tup_888 = cute.add_offset(%tup_412, %119) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,128)">) -> !cute_arith_tuple_iter_d50395
      %tup_889 = cute.deref_arith_tuple_iter(%tup_888) : !cute_arith_tuple_iter_d50395
      %e0_890, %e1_891, %e2_892 = cute.get_leaves(%tup_889) : !cute_int_tuple_d8f416
      %coord_893 = cute.make_coord(%e0_890) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1239 = cute.get_scalars(%coord_893) : !cute.coord<"?">
      %1240 = arith.cmpi slt, %1239, %c1000_i32 : i32
      %coord_894 = cute.make_coord(%e1_891) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1241 = cute.get_scalars(%coord_894) : !cute.coord<"?{div=2}">
      %1242 = arith.cmpi slt, %1241, %c1048_i32 : i32
      %1243 = arith.andi %1240, %1242 : i1
      cf.cond_br %1243, ^bb219, ^bb220
    ^bb219:  // pred: ^bb218
      %1244 = cute.memref.load(%rmem_403, %118) : (!memref_rmem_bf16_2, !cute.coord<"68">) -> bf16
      cute.memref.store(%view_216, %118, %1244) : (!memref_gmem_bf16_7, !cute.coord<"68">, bf16) -> ()
      cf.br ^bb220
    ^bb220:  // 2 preds: ^bb218, ^bb219
      %tup_895 = cute.add_offset(%tup_412, %117) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,129)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_896 = cute.deref_arith_tuple_iter(%tup_895) : !cute_arith_tuple_iter_2fe1bf
      %e0_897, %e1_898, %e2_899 = cute.get_leaves(%tup_896) : !cute.int_tuple<"(?,?,?)">
      %coord_900 = cute.make_coord(%e0_897) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1245 = cute.get_scalars(%coord_900) : !cute.coord<"?">
      %1246 = arith.cmpi slt, %1245, %c1000_i32 : i32
      %coord_901 = cute.make_coord(%e1_898) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1247 = cute.get_scalars(%coord_901) : !cute.coord<"?">
      %1248 = arith.cmpi slt, %1247, %c1048_i32 : i32
      %1249 = arith.andi %1246, %1248 : i1
      cf.cond_br %1249, ^bb221, ^bb222
    ^bb221:  // pred: ^bb220
      %1250 = cute.memref.load(%rmem_403, %116) : (!memref_rmem_bf16_2, !cute.coord<"69">) -> bf16
      cute.memref.store(%view_216, %116, %1250) : (!memref_gmem_bf16_7, !cute.coord<"69">, bf16) -> ()
      cf.br ^bb222
    ^bb222:  // 2 preds: ^bb220, ^bb221
      %tup_902 = cute.add_offset(%tup_412, %115) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,128)">) -> !cute_arith_tuple_iter_d50395
      %tup_903 = cute.deref_arith_tuple_iter(%tup_902) : !cute_arith_tuple_iter_d50395
      %e0_904, %e1_905, %e2_906 = cute.get_leaves(%tup_903) : !cute_int_tuple_d8f416
      %coord_907 = cute.make_coord(%e0_904) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1251 = cute.get_scalars(%coord_907) : !cute.coord<"?">
      %1252 = arith.cmpi slt, %1251, %c1000_i32 : i32
      %coord_908 = cute.make_coord(%e1_905) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1253 = cute.get_scalars(%coord_908) : !cute.coord<"?{div=2}">
      %1254 = arith.cmpi slt, %1253, %c1048_i32 : i32
      %1255 = arith.andi %1252, %1254 : i1
      cf.cond_br %1255, ^bb223, ^bb224
    ^bb223:  // pred: ^bb222
      %1256 = cute.memref.load(%rmem_403, %114) : (!memref_rmem_bf16_2, !cute.coord<"70">) -> bf16
      cute.memref.store(%view_216, %114, %1256) : (!memref_gmem_bf16_7, !cute.coord<"70">, bf16) -> ()
      cf.br ^bb224
    ^bb224:  // 2 preds: ^bb222, ^bb223
      %tup_909 = cute.add_offset(%tup_412, %113) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,129)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_910 = cute.deref_arith_tuple_iter(%tup_909) : !cute_arith_tuple_iter_2fe1bf
      %e0_911, %e1_912, %e2_913 = cute.get_leaves(%tup_910) : !cute.int_tuple<"(?,?,?)">
      %coord_914 = cute.make_coord(%e0_911) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1257 = cute.get_scalars(%coord_914) : !cute.coord<"?">
      %1258 = arith.cmpi slt, %1257, %c1000_i32 : i32
      %coord_915 = cute.make_coord(%e1_912) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1259 = cute.get_scalars(%coord_915) : !cute.coord<"?">
      %1260 = arith.cmpi slt, %1259, %c1048_i32 : i32
      %1261 = arith.andi %1258, %1260 : i1
      cf.cond_br %1261, ^bb225, ^bb226
    ^bb225:  // pred: ^bb224
      %1262 = cute.memref.load(%rmem_403, %112) : (!memref_rmem_bf16_2, !cute.coord<"71">) -> bf16
      cute.memref.store(%view_216, %112, %1262) : (!memref_gmem_bf16_7, !cute.coord<"71">, bf16) -> ()
      cf.br ^bb226
    ^bb226:  // 2 preds: ^bb224, ^bb225
      %tup_916 = cute.add_offset(%tup_412, %111) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,128)">) -> !cute_arith_tuple_iter_d50395
      %tup_917 = cute.deref_arith_tuple_iter(%tup_916) : !cute_arith_tuple_iter_d50395
      %e0_918, %e1_919, %e2_920 = cute.get_leaves(%tup_917) : !cute_int_tuple_d8f416
      %coord_921 = cute.make_coord(%e0_918) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1263 = cute.get_scalars(%coord_921) : !cute.coord<"?">
      %1264 = arith.cmpi slt, %1263, %c1000_i32 : i32
      %coord_922 = cute.make_coord(%e1_919) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1265 = cute.get_scalars(%coord_922) : !cute.coord<"?{div=2}">
      %1266 = arith.cmpi slt, %1265, %c1048_i32 : i32
      %1267 = arith.andi %1264, %1266 : i1
      cf.cond_br %1267, ^bb227, ^bb228
    ^bb227:  // pred: ^bb226
      %1268 = cute.memref.load(%rmem_403, %110) : (!memref_rmem_bf16_2, !cute.coord<"72">) -> bf16
      cute.memref.store(%view_216, %110, %1268) : (!memref_gmem_bf16_7, !cute.coord<"72">, bf16) -> ()
      cf.br ^bb228
    ^bb228:  // 2 preds: ^bb226, ^bb227
      %tup_923 = cute.add_offset(%tup_412, %109) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,129)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_924 = cute.deref_arith_tuple_iter(%tup_923) : !cute_arith_tuple_iter_2fe1bf
      %e0_925, %e1_926, %e2_927 = cute.get_leaves(%tup_924) : !cute.int_tuple<"(?,?,?)">
      %coord_928 = cute.make_coord(%e0_925) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1269 = cute.get_scalars(%coord_928) : !cute.coord<"?">
      %1270 = arith.cmpi slt, %1269, %c1000_i32 : i32
      %coord_929 = cute.make_coord(%e1_926) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1271 = cute.get_scalars(%coord_929) : !cute.coord<"?">
      %1272 = arith.cmpi slt, %1271, %c1048_i32 : i32
      %1273 = arith.andi %1270, %1272 : i1
      cf.cond_br %1273, ^bb229, ^bb230
    ^bb229:  // pred: ^bb228
      %1274 = cute.memref.load(%rmem_403, %108) : (!memref_rmem_bf16_2, !cute.coord<"73">) -> bf16
      cute.memref.store(%view_216, %108, %1274) : (!memref_gmem_bf16_7, !cute.coord<"73">, bf16) -> ()
      cf.br ^bb230
    ^bb230:  // 2 preds: ^bb228, ^bb229
      %tup_930 = cute.add_offset(%tup_412, %107) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,128)">) -> !cute_arith_tuple_iter_d50395
      %tup_931 = cute.deref_arith_tuple_iter(%tup_930) : !cute_arith_tuple_iter_d50395
      %e0_932, %e1_933, %e2_934 = cute.get_leaves(%tup_931) : !cute_int_tuple_d8f416
      %coord_935 = cute.make_coord(%e0_932) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1275 = cute.get_scalars(%coord_935) : !cute.coord<"?">
      %1276 = arith.cmpi slt, %1275, %c1000_i32 : i32
      %coord_936 = cute.make_coord(%e1_933) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1277 = cute.get_scalars(%coord_936) : !cute.coord<"?{div=2}">
      %1278 = arith.cmpi slt, %1277, %c1048_i32 : i32
      %1279 = arith.andi %1276, %1278 : i1
      cf.cond_br %1279, ^bb231, ^bb232
    ^bb231:  // pred: ^bb230
      %1280 = cute.memref.load(%rmem_403, %106) : (!memref_rmem_bf16_2, !cute.coord<"74">) -> bf16
      cute.memref.store(%view_216, %106, %1280) : (!memref_gmem_bf16_7, !cute.coord<"74">, bf16) -> ()
      cf.br ^bb232
    ^bb232:  // 2 preds: ^bb230, ^bb231
      %tup_937 = cute.add_offset(%tup_412, %105) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,129)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_938 = cute.deref_arith_tuple_iter(%tup_937) : !cute_arith_tuple_iter_2fe1bf
      %e0_939, %e1_940, %e2_941 = cute.get_leaves(%tup_938) : !cute.int_tuple<"(?,?,?)">
      %coord_942 = cute.make_coord(%e0_939) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1281 = cute.get_scalars(%coord_942) : !cute.coord<"?">
      %1282 = arith.cmpi slt, %1281, %c1000_i32 : i32
      %coord_943 = cute.make_coord(%e1_940) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1283 = cute.get_scalars(%coord_943) : !cute.coord<"?">
      %1284 = arith.cmpi slt, %1283, %c1048_i32 : i32
      %1285 = arith.andi %1282, %1284 : i1
      cf.cond_br %1285, ^bb233, ^bb234
    ^bb233:  // pred: ^bb232
      %1286 = cute.memref.load(%rmem_403, %104) : (!memref_rmem_bf16_2, !cute.coord<"75">) -> bf16
      cute.memref.store(%view_216, %104, %1286) : (!memref_gmem_bf16_7, !cute.coord<"75">, bf16) -> ()
      cf.br ^bb234
    ^bb234:  // 2 preds: ^bb232, ^bb233
      %tup_944 = cute.add_offset(%tup_412, %103) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,128)">) -> !cute_arith_tuple_iter_d50395
      %tup_945 = cute.deref_arith_tuple_iter(%tup_944) : !cute_arith_tuple_iter_d50395
      %e0_946, %e1_947, %e2_948 = cute.get_leaves(%tup_945) : !cute_int_tuple_d8f416
      %coord_949 = cute.make_coord(%e0_946) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1287 = cute.get_scalars(%coord_949) : !cute.coord<"?">
      %1288 = arith.cmpi slt, %1287, %c1000_i32 : i32
      %coord_950 = cute.make_coord(%e1_947) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1289 = cute.get_scalars(%coord_950) : !cute.coord<"?{div=2}">
      %1290 = arith.cmpi slt, %1289, %c1048_i32 : i32
      %1291 = arith.andi %1288, %1290 : i1
      cf.cond_br %1291, ^bb235, ^bb236
    ^bb235:  // pred: ^bb234
      %1292 = cute.memref.load(%rmem_403, %102) : (!memref_rmem_bf16_2, !cute.coord<"76">) -> bf16
      cute.memref.store(%view_216, %102, %1292) : (!memref_gmem_bf16_7, !cute.coord<"76">, bf16) -> ()
      cf.br ^bb236
    ^bb236:  // 2 preds: ^bb234, ^bb235
      %tup_951 = cute.add_offset(%tup_412, %101) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,129)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_952 = cute.deref_arith_tuple_iter(%tup_951) : !cute_arith_tuple_iter_2fe1bf
      %e0_953, %e1_954, %e2_955 = cute.get_leaves(%tup_952) : !cute.int_tuple<"(?,?,?)">
      %coord_956 = cute.make_coord(%e0_953) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1293 = cute.get_scalars(%coord_956) : !cute.coord<"?">
      %1294 = arith.cmpi slt, %1293, %c1000_i32 : i32
      %coord_957 = cute.make_coord(%e1_954) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1295 = cute.get_scalars(%coord_957) : !cute.coord<"?">
      %1296 = arith.cmpi slt, %1295, %c1048_i32 : i32
      %1297 = arith.andi %1294, %1296 : i1
      cf.cond_br %1297, ^bb237, ^bb238
    ^bb237:  // pred: ^bb236
      %1298 = cute.memref.load(%rmem_403, %100) : (!memref_rmem_bf16_2, !cute.coord<"77">) -> bf16
      cute.memref.store(%view_216, %100, %1298) : (!memref_gmem_bf16_7, !cute.coord<"77">, bf16) -> ()
      cf.br ^bb238
    ^bb238:  // 2 preds: ^bb236, ^bb237
      %tup_958 = cute.add_offset(%tup_412, %99) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,128)">) -> !cute_arith_tuple_iter_d50395
      %tup_959 = cute.deref_arith_tuple_iter(%tup_958) : !cute_arith_tuple_iter_d50395
      %e0_960, %e1_961, %e2_962 = cute.get_leaves(%tup_959) : !cute_int_tuple_d8f416
      %coord_963 = cute.make_coord(%e0_960) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1299 = cute.get_scalars(%coord_963) : !cute.coord<"?">
      %1300 = arith.cmpi slt, %1299, %c1000_i32 : i32
      %coord_964 = cute.make_coord(%e1_961) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1301 = cute.get_scalars(%coord_964) : !cute.coord<"?{div=2}">
      %1302 = arith.cmpi slt, %1301, %c1048_i32 : i32
      %1303 = arith.andi %1300, %1302 : i1
      cf.cond_br %1303, ^bb239, ^bb240
    ^bb239:  // pred: ^bb238
      %1304 = cute.memref.load(%rmem_403, %98) : (!memref_rmem_bf16_2, !cute.coord<"78">) -> bf16
      cute.memref.store(%view_216, %98, %1304) : (!memref_gmem_bf16_7, !cute.coord<"78">, bf16) -> ()
      cf.br ^bb240
    ^bb240:  // 2 preds: ^bb238, ^bb239
      %tup_965 = cute.add_offset(%tup_412, %97) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,129)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_966 = cute.deref_arith_tuple_iter(%tup_965) : !cute_arith_tuple_iter_2fe1bf
      %e0_967, %e1_968, %e2_969 = cute.get_leaves(%tup_966) : !cute.int_tuple<"(?,?,?)">
      %coord_970 = cute.make_coord(%e0_967) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1305 = cute.get_scalars(%coord_970) : !cute.coord<"?">
      %1306 = arith.cmpi slt, %1305, %c1000_i32 : i32
      %coord_971 = cute.make_coord(%e1_968) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1307 = cute.get_scalars(%coord_971) : !cute.coord<"?">
      %1308 = arith.cmpi slt, %1307, %c1048_i32 : i32
      %1309 = arith.andi %1306, %1308 : i1
      cf.cond_br %1309, ^bb241, ^bb242
    ^bb241:  // pred: ^bb240
      %1310 = cute.memref.load(%rmem_403, %96) : (!memref_rmem_bf16_2, !cute.coord<"79">) -> bf16
      cute.memref.store(%view_216, %96, %1310) : (!memref_gmem_bf16_7, !cute.coord<"79">, bf16) -> ()
      cf.br ^bb242
    ^bb242:  // 2 preds: ^bb240, ^bb241
      %tup_972 = cute.add_offset(%tup_412, %95) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,160)">) -> !cute_arith_tuple_iter_d50395
      %tup_973 = cute.deref_arith_tuple_iter(%tup_972) : !cute_arith_tuple_iter_d50395
      %e0_974, %e1_975, %e2_976 = cute.get_leaves(%tup_973) : !cute_int_tuple_d8f416
      %coord_977 = cute.make_coord(%e0_974) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1311 = cute.get_scalars(%coord_977) : !cute.coord<"?">
      %1312 = arith.cmpi slt, %1311, %c1000_i32 : i32
      %coord_978 = cute.make_coord(%e1_975) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1313 = cute.get_scalars(%coord_978) : !cute.coord<"?{div=2}">
      %1314 = arith.cmpi slt, %1313, %c1048_i32 : i32
      %1315 = arith.andi %1312, %1314 : i1
      cf.cond_br %1315, ^bb243, ^bb244
    ^bb243:  // pred: ^bb242
      %1316 = cute.memref.load(%rmem_403, %94) : (!memref_rmem_bf16_2, !cute.coord<"80">) -> bf16
      cute.memref.store(%view_216, %94, %1316) : (!memref_gmem_bf16_7, !cute.coord<"80">, bf16) -> ()
      cf.br ^bb244
    ^bb244:  // 2 preds: ^bb242, ^bb243
      %tup_979 = cute.add_offset(%tup_412, %93) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,161)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_980 = cute.deref_arith_tuple_iter(%tup_979) : !cute_arith_tuple_iter_2fe1bf
      %e0_981, %e1_982, %e2_983 = cute.get_leaves(%tup_980) : !cute.int_tuple<"(?,?,?)">
      %coord_984 = cute.make_coord(%e0_981) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1317 = cute.get_scalars(%coord_984) : !cute.coord<"?">
      %1318 = arith.cmpi slt, %1317, %c1000_i32 : i32
      %coord_985 = cute.make_coord(%e1_982) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1319 = cute.get_scalars(%coord_985) : !cute.coord<"?">
      %1320 = arith.cmpi slt, %1319, %c1048_i32 : i32
      %1321 = arith.andi %1318, %1320 : i1
      cf.cond_br %1321, ^bb245, ^bb246
    ^bb245:  // pred: ^bb244
      %1322 = cute.memref.load(%rmem_403, %92) : (!memref_rmem_bf16_2, !cute.coord<"81">) -> bf16
      cute.memref.store(%view_216, %92, %1322) : (!memref_gmem_bf16_7, !cute.coord<"81">, bf16) -> ()
      cf.br ^bb246
    ^bb246:  // 2 preds: ^bb244, ^bb245
      %tup_986 = cute.add_offset(%tup_412, %91) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,160)">) -> !cute_arith_tuple_iter_d50395
      %tup_987 = cute.deref_arith_tuple_iter(%tup_986) : !cute_arith_tuple_iter_d50395
      %e0_988, %e1_989, %e2_990 = cute.get_leaves(%tup_987) : !cute_int_tuple_d8f416
      %coord_991 = cute.make_coord(%e0_988) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1323 = cute.get_scalars(%coord_991) : !cute.coord<"?">
      %1324 = arith.cmpi slt, %1323, %c1000_i32 : i32
      %coord_992 = cute.make_coord(%e1_989) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1325 = cute.get_scalars(%coord_992) : !cute.coord<"?{div=2}">
      %1326 = arith.cmpi slt, %1325, %c1048_i32 : i32
      %1327 = arith.andi %1324, %1326 : i1
      cf.cond_br %1327, ^bb247, ^bb248
    ^bb247:  // pred: ^bb246
      %1328 = cute.memref.load(%rmem_403, %90) : (!memref_rmem_bf16_2, !cute.coord<"82">) -> bf16
      cute.memref.store(%view_216, %90, %1328) : (!memref_gmem_bf16_7, !cute.coord<"82">, bf16) -> ()
      cf.br ^bb248
    ^bb248:  // 2 preds: ^bb246, ^bb247
      %tup_993 = cute.add_offset(%tup_412, %89) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,161)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_994 = cute.deref_arith_tuple_iter(%tup_993) : !cute_arith_tuple_iter_2fe1bf
      %e0_995, %e1_996, %e2_997 = cute.get_leaves(%tup_994) : !cute.int_tuple<"(?,?,?)">
      %coord_998 = cute.make_coord(%e0_995) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1329 = cute.get_scalars(%coord_998) : !cute.coord<"?">
      %1330 = arith.cmpi slt, %1329, %c1000_i32 : i32
      %coord_999 = cute.make_coord(%e1_996) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1331 = cute.get_scalars(%coord_999) : !cute.coord<"?">
      %1332 = arith.cmpi slt, %1331, %c1048_i32 : i32
      %1333 = arith.andi %1330, %1332 : i1
      cf.cond_br %1333, ^bb249, ^bb250
    ^bb249:  // pred: ^bb248
      %1334 = cute.memref.load(%rmem_403, %88) : (!memref_rmem_bf16_2, !cute.coord<"83">) -> bf16
      cute.memref.store(%view_216, %88, %1334) : (!memref_gmem_bf16_7, !cute.coord<"83">, bf16) -> ()
      cf.br ^bb250
    ^bb250:  // 2 preds: ^bb248, ^bb249
      %tup_1000 = cute.add_offset(%tup_412, %87) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,160)">) -> !cute_arith_tuple_iter_d50395
      %tup_1001 = cute.deref_arith_tuple_iter(%tup_1000) : !cute_arith_tuple_iter_d50395
      %e0_1002, %e1_1003, %e2_1004 = cute.get_leaves(%tup_1001) : !cute_int_tuple_d8f416
      %coord_1005 = cute.make_coord(%e0_1002) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1335 = cute.get_scalars(%coord_1005) : !cute.coord<"?">
      %1336 = arith.cmpi slt, %1335, %c1000_i32 : i32
      %coord_1006 = cute.make_coord(%e1_1003) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1337 = cute.get_scalars(%coord_1006) : !cute.coord<"?{div=2}">
      %1338 = arith.cmpi slt, %1337, %c1048_i32 : i32
      %1339 = arith.andi %1336, %1338 : i1
      cf.cond_br %1339, ^bb251, ^bb252
    ^bb251:  // pred: ^bb250
      %1340 = cute.memref.load(%rmem_403, %86) : (!memref_rmem_bf16_2, !cute.coord<"84">) -> bf16
      cute.memref.store(%view_216, %86, %1340) : (!memref_gmem_bf16_7, !cute.coord<"84">, bf16) -> ()
      cf.br ^bb252
    ^bb252:  // 2 preds: ^bb250, ^bb251
      %tup_1007 = cute.add_offset(%tup_412, %85) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,161)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1008 = cute.deref_arith_tuple_iter(%tup_1007) : !cute_arith_tuple_iter_2fe1bf
      %e0_1009, %e1_1010, %e2_1011 = cute.get_leaves(%tup_1008) : !cute.int_tuple<"(?,?,?)">
      %coord_1012 = cute.make_coord(%e0_1009) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1341 = cute.get_scalars(%coord_1012) : !cute.coord<"?">
      %1342 = arith.cmpi slt, %1341, %c1000_i32 : i32
      %coord_1013 = cute.make_coord(%e1_1010) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1343 = cute.get_scalars(%coord_1013) : !cute.coord<"?">
      %1344 = arith.cmpi slt, %1343, %c1048_i32 : i32
      %1345 = arith.andi %1342, %1344 : i1
      cf.cond_br %1345, ^bb253, ^bb254
    ^bb253:  // pred: ^bb252
      %1346 = cute.memref.load(%rmem_403, %84) : (!memref_rmem_bf16_2, !cute.coord<"85">) -> bf16
      cute.memref.store(%view_216, %84, %1346) : (!memref_gmem_bf16_7, !cute.coord<"85">, bf16) -> ()
      cf.br ^bb254
    ^bb254:  // 2 preds: ^bb252, ^bb253
      %tup_1014 = cute.add_offset(%tup_412, %83) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,160)">) -> !cute_arith_tuple_iter_d50395
      %tup_1015 = cute.deref_arith_tuple_iter(%tup_1014) : !cute_arith_tuple_iter_d50395
      %e0_1016, %e1_1017, %e2_1018 = cute.get_leaves(%tup_1015) : !cute_int_tuple_d8f416
      %coord_1019 = cute.make_coord(%e0_1016) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1347 = cute.get_scalars(%coord_1019) : !cute.coord<"?">
      %1348 = arith.cmpi slt, %1347, %c1000_i32 : i32
      %coord_1020 = cute.make_coord(%e1_1017) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1349 = cute.get_scalars(%coord_1020) : !cute.coord<"?{div=2}">
      %1350 = arith.cmpi slt, %1349, %c1048_i32 : i32
      %1351 = arith.andi %1348, %1350 : i1
      cf.cond_br %1351, ^bb255, ^bb256
    ^bb255:  // pred: ^bb254
      %1352 = cute.memref.load(%rmem_403, %82) : (!memref_rmem_bf16_2, !cute.coord<"86">) -> bf16
      cute.memref.store(%view_216, %82, %1352) : (!memref_gmem_bf16_7, !cute.coord<"86">, bf16) -> ()
      cf.br ^bb256
    ^bb256:  // 2 preds: ^bb254, ^bb255
      %tup_1021 = cute.add_offset(%tup_412, %81) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,161)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1022 = cute.deref_arith_tuple_iter(%tup_1021) : !cute_arith_tuple_iter_2fe1bf
      %e0_1023, %e1_1024, %e2_1025 = cute.get_leaves(%tup_1022) : !cute.int_tuple<"(?,?,?)">
      %coord_1026 = cute.make_coord(%e0_1023) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1353 = cute.get_scalars(%coord_1026) : !cute.coord<"?">
      %1354 = arith.cmpi slt, %1353, %c1000_i32 : i32
      %coord_1027 = cute.make_coord(%e1_1024) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1355 = cute.get_scalars(%coord_1027) : !cute.coord<"?">
      %1356 = arith.cmpi slt, %1355, %c1048_i32 : i32
      %1357 = arith.andi %1354, %1356 : i1
      cf.cond_br %1357, ^bb257, ^bb258
    ^bb257:  // pred: ^bb256
      %1358 = cute.memref.load(%rmem_403, %80) : (!memref_rmem_bf16_2, !cute.coord<"87">) -> bf16
      cute.memref.store(%view_216, %80, %1358) : (!memref_gmem_bf16_7, !cute.coord<"87">, bf16) -> ()
      cf.br ^bb258
    ^bb258:  // 2 preds: ^bb256, ^bb257
      %tup_1028 = cute.add_offset(%tup_412, %79) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,160)">) -> !cute_arith_tuple_iter_d50395
      %tup_1029 = cute.deref_arith_tuple_iter(%tup_1028) : !cute_arith_tuple_iter_d50395
      %e0_1030, %e1_1031, %e2_1032 = cute.get_leaves(%tup_1029) : !cute_int_tuple_d8f416
      %coord_1033 = cute.make_coord(%e0_1030) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1359 = cute.get_scalars(%coord_1033) : !cute.coord<"?">
      %1360 = arith.cmpi slt, %1359, %c1000_i32 : i32
      %coord_1034 = cute.make_coord(%e1_1031) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1361 = cute.get_scalars(%coord_1034) : !cute.coord<"?{div=2}">
      %1362 = arith.cmpi slt, %1361, %c1048_i32 : i32
      %1363 = arith.andi %1360, %1362 : i1
      cf.cond_br %1363, ^bb259, ^bb260
    ^bb259:  // pred: ^bb258
      %1364 = cute.memref.load(%rmem_403, %78) : (!memref_rmem_bf16_2, !cute.coord<"88">) -> bf16
      cute.memref.store(%view_216, %78, %1364) : (!memref_gmem_bf16_7, !cute.coord<"88">, bf16) -> ()
      cf.br ^bb260
    ^bb260:  // 2 preds: ^bb258, ^bb259
      %tup_1035 = cute.add_offset(%tup_412, %77) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,161)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1036 = cute.deref_arith_tuple_iter(%tup_1035) : !cute_arith_tuple_iter_2fe1bf
      %e0_1037, %e1_1038, %e2_1039 = cute.get_leaves(%tup_1036) : !cute.int_tuple<"(?,?,?)">
      %coord_1040 = cute.make_coord(%e0_1037) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1365 = cute.get_scalars(%coord_1040) : !cute.coord<"?">
      %1366 = arith.cmpi slt, %1365, %c1000_i32 : i32
      %coord_1041 = cute.make_coord(%e1_1038) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1367 = cute.get_scalars(%coord_1041) : !cute.coord<"?">
      %1368 = arith.cmpi slt, %1367, %c1048_i32 : i32
      %1369 = arith.andi %1366, %1368 : i1
      cf.cond_br %1369, ^bb261, ^bb262
    ^bb261:  // pred: ^bb260
      %1370 = cute.memref.load(%rmem_403, %76) : (!memref_rmem_bf16_2, !cute.coord<"89">) -> bf16
      cute.memref.store(%view_216, %76, %1370) : (!memref_gmem_bf16_7, !cute.coord<"89">, bf16) -> ()
      cf.br ^bb262
    ^bb262:  // 2 preds: ^bb260, ^bb261
      %tup_1042 = cute.add_offset(%tup_412, %75) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,160)">) -> !cute_arith_tuple_iter_d50395
      %tup_1043 = cute.deref_arith_tuple_iter(%tup_1042) : !cute_arith_tuple_iter_d50395
      %e0_1044, %e1_1045, %e2_1046 = cute.get_leaves(%tup_1043) : !cute_int_tuple_d8f416
      %coord_1047 = cute.make_coord(%e0_1044) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1371 = cute.get_scalars(%coord_1047) : !cute.coord<"?">
      %1372 = arith.cmpi slt, %1371, %c1000_i32 : i32
      %coord_1048 = cute.make_coord(%e1_1045) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1373 = cute.get_scalars(%coord_1048) : !cute.coord<"?{div=2}">
      %1374 = arith.cmpi slt, %1373, %c1048_i32 : i32
      %1375 = arith.andi %1372, %1374 : i1
      cf.cond_br %1375, ^bb263, ^bb264
    ^bb263:  // pred: ^bb262
      %1376 = cute.memref.load(%rmem_403, %74) : (!memref_rmem_bf16_2, !cute.coord<"90">) -> bf16
      cute.memref.store(%view_216, %74, %1376) : (!memref_gmem_bf16_7, !cute.coord<"90">, bf16) -> ()
      cf.br ^bb264
    ^bb264:  // 2 preds: ^bb262, ^bb263
      %tup_1049 = cute.add_offset(%tup_412, %73) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,161)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1050 = cute.deref_arith_tuple_iter(%tup_1049) : !cute_arith_tuple_iter_2fe1bf
      %e0_1051, %e1_1052, %e2_1053 = cute.get_leaves(%tup_1050) : !cute.int_tuple<"(?,?,?)">
      %coord_1054 = cute.make_coord(%e0_1051) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1377 = cute.get_scalars(%coord_1054) : !cute.coord<"?">
      %1378 = arith.cmpi slt, %1377, %c1000_i32 : i32
      %coord_1055 = cute.make_coord(%e1_1052) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1379 = cute.get_scalars(%coord_1055) : !cute.coord<"?">
      %1380 = arith.cmpi slt, %1379, %c1048_i32 : i32
      %1381 = arith.andi %1378, %1380 : i1
      cf.cond_br %1381, ^bb265, ^bb266
    ^bb265:  // pred: ^bb264
      %1382 = cute.memref.load(%rmem_403, %72) : (!memref_rmem_bf16_2, !cute.coord<"91">) -> bf16
      cute.memref.store(%view_216, %72, %1382) : (!memref_gmem_bf16_7, !cute.coord<"91">, bf16) -> ()
      cf.br ^bb266
    ^bb266:  // 2 preds: ^bb264, ^bb265
      %tup_1056 = cute.add_offset(%tup_412, %71) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,160)">) -> !cute_arith_tuple_iter_d50395
      %tup_1057 = cute.deref_arith_tuple_iter(%tup_1056) : !cute_arith_tuple_iter_d50395
      %e0_1058, %e1_1059, %e2_1060 = cute.get_leaves(%tup_1057) : !cute_int_tuple_d8f416
      %coord_1061 = cute.make_coord(%e0_1058) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1383 = cute.get_scalars(%coord_1061) : !cute.coord<"?">
      %1384 = arith.cmpi slt, %1383, %c1000_i32 : i32
      %coord_1062 = cute.make_coord(%e1_1059) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1385 = cute.get_scalars(%coord_1062) : !cute.coord<"?{div=2}">
      %1386 = arith.cmpi slt, %1385, %c1048_i32 : i32
      %1387 = arith.andi %1384, %1386 : i1
      cf.cond_br %1387, ^bb267, ^bb268
    ^bb267:  // pred: ^bb266
      %1388 = cute.memref.load(%rmem_403, %70) : (!memref_rmem_bf16_2, !cute.coord<"92">) -> bf16
      cute.memref.store(%view_216, %70, %1388) : (!memref_gmem_bf16_7, !cute.coord<"92">, bf16) -> ()
      cf.br ^bb268
    ^bb268:  // 2 preds: ^bb266, ^bb267
      %tup_1063 = cute.add_offset(%tup_412, %69) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,161)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1064 = cute.deref_arith_tuple_iter(%tup_1063) : !cute_arith_tuple_iter_2fe1bf
      %e0_1065, %e1_1066, %e2_1067 = cute.get_leaves(%tup_1064) : !cute.int_tuple<"(?,?,?)">
      %coord_1068 = cute.make_coord(%e0_1065) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1389 = cute.get_scalars(%coord_1068) : !cute.coord<"?">
      %1390 = arith.cmpi slt, %1389, %c1000_i32 : i32
      %coord_1069 = cute.make_coord(%e1_1066) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1391 = cute.get_scalars(%coord_1069) : !cute.coord<"?">
      %1392 = arith.cmpi slt, %1391, %c1048_i32 : i32
      %1393 = arith.andi %1390, %1392 : i1
      cf.cond_br %1393, ^bb269, ^bb270
    ^bb269:  // pred: ^bb268
      %1394 = cute.memref.load(%rmem_403, %68) : (!memref_rmem_bf16_2, !cute.coord<"93">) -> bf16
      cute.memref.store(%view_216, %68, %1394) : (!memref_gmem_bf16_7, !cute.coord<"93">, bf16) -> ()
      cf.br ^bb270
    ^bb270:  // 2 preds: ^bb268, ^bb269
      %tup_1070 = cute.add_offset(%tup_412, %67) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,160)">) -> !cute_arith_tuple_iter_d50395
      %tup_1071 = cute.deref_arith_tuple_iter(%tup_1070) : !cute_arith_tuple_iter_d50395
      %e0_1072, %e1_1073, %e2_1074 = cute.get_leaves(%tup_1071) : !cute_int_tuple_d8f416
      %coord_1075 = cute.make_coord(%e0_1072) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1395 = cute.get_scalars(%coord_1075) : !cute.coord<"?">
      %1396 = arith.cmpi slt, %1395, %c1000_i32 : i32
      %coord_1076 = cute.make_coord(%e1_1073) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1397 = cute.get_scalars(%coord_1076) : !cute.coord<"?{div=2}">
      %1398 = arith.cmpi slt, %1397, %c1048_i32 : i32
      %1399 = arith.andi %1396, %1398 : i1
      cf.cond_br %1399, ^bb271, ^bb272
    ^bb271:  // pred: ^bb270
      %1400 = cute.memref.load(%rmem_403, %66) : (!memref_rmem_bf16_2, !cute.coord<"94">) -> bf16
      cute.memref.store(%view_216, %66, %1400) : (!memref_gmem_bf16_7, !cute.coord<"94">, bf16) -> ()
      cf.br ^bb272
    ^bb272:  // 2 preds: ^bb270, ^bb271
      %tup_1077 = cute.add_offset(%tup_412, %65) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,161)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1078 = cute.deref_arith_tuple_iter(%tup_1077) : !cute_arith_tuple_iter_2fe1bf
      %e0_1079, %e1_1080, %e2_1081 = cute.get_leaves(%tup_1078) : !cute.int_tuple<"(?,?,?)">
      %coord_1082 = cute.make_coord(%e0_1079) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1401 = cute.get_scalars(%coord_1082) : !cute.coord<"?">
      %1402 = arith.cmpi slt, %1401, %c1000_i32 : i32
      %coord_1083 = cute.make_coord(%e1_1080) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1403 = cute.get_scalars(%coord_1083) : !cute.coord<"?">
      %1404 = arith.cmpi slt, %1403, %c1048_i32 : i32
      %1405 = arith.andi %1402, %1404 : i1
      cf.cond_br %1405, ^bb273, ^bb274
    ^bb273:  // pred: ^bb272
      %1406 = cute.memref.load(%rmem_403, %64) : (!memref_rmem_bf16_2, !cute.coord<"95">) -> bf16
      cute.memref.store(%view_216, %64, %1406) : (!memref_gmem_bf16_7, !cute.coord<"95">, bf16) -> ()
      cf.br ^bb274
    ^bb274:  // 2 preds: ^bb272, ^bb273
      %tup_1084 = cute.add_offset(%tup_412, %63) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,192)">) -> !cute_arith_tuple_iter_d50395
      %tup_1085 = cute.deref_arith_tuple_iter(%tup_1084) : !cute_arith_tuple_iter_d50395
      %e0_1086, %e1_1087, %e2_1088 = cute.get_leaves(%tup_1085) : !cute_int_tuple_d8f416
      %coord_1089 = cute.make_coord(%e0_1086) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1407 = cute.get_scalars(%coord_1089) : !cute.coord<"?">
      %1408 = arith.cmpi slt, %1407, %c1000_i32 : i32
      %coord_1090 = cute.make_coord(%e1_1087) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1409 = cute.get_scalars(%coord_1090) : !cute.coord<"?{div=2}">
      %1410 = arith.cmpi slt, %1409, %c1048_i32 : i32
      %1411 = arith.andi %1408, %1410 : i1
      cf.cond_br %1411, ^bb275, ^bb276
    ^bb275:  // pred: ^bb274
      %1412 = cute.memref.load(%rmem_403, %62) : (!memref_rmem_bf16_2, !cute.coord<"96">) -> bf16
      cute.memref.store(%view_216, %62, %1412) : (!memref_gmem_bf16_7, !cute.coord<"96">, bf16) -> ()
      cf.br ^bb276
    ^bb276:  // 2 preds: ^bb274, ^bb275
      %tup_1091 = cute.add_offset(%tup_412, %61) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,193)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1092 = cute.deref_arith_tuple_iter(%tup_1091) : !cute_arith_tuple_iter_2fe1bf
      %e0_1093, %e1_1094, %e2_1095 = cute.get_leaves(%tup_1092) : !cute.int_tuple<"(?,?,?)">
      %coord_1096 = cute.make_coord(%e0_1093) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1413 = cute.get_scalars(%coord_1096) : !cute.coord<"?">
      %1414 = arith.cmpi slt, %1413, %c1000_i32 : i32
      %coord_1097 = cute.make_coord(%e1_1094) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1415 = cute.get_scalars(%coord_1097) : !cute.coord<"?">
      %1416 = arith.cmpi slt, %1415, %c1048_i32 : i32
      %1417 = arith.andi %1414, %1416 : i1
      cf.cond_br %1417, ^bb277, ^bb278
    ^bb277:  // pred: ^bb276
      %1418 = cute.memref.load(%rmem_403, %60) : (!memref_rmem_bf16_2, !cute.coord<"97">) -> bf16
      cute.memref.store(%view_216, %60, %1418) : (!memref_gmem_bf16_7, !cute.coord<"97">, bf16) -> ()
      cf.br ^bb278
    ^bb278:  // 2 preds: ^bb276, ^bb277
      %tup_1098 = cute.add_offset(%tup_412, %59) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,192)">) -> !cute_arith_tuple_iter_d50395
      %tup_1099 = cute.deref_arith_tuple_iter(%tup_1098) : !cute_arith_tuple_iter_d50395
      %e0_1100, %e1_1101, %e2_1102 = cute.get_leaves(%tup_1099) : !cute_int_tuple_d8f416
      %coord_1103 = cute.make_coord(%e0_1100) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1419 = cute.get_scalars(%coord_1103) : !cute.coord<"?">
      %1420 = arith.cmpi slt, %1419, %c1000_i32 : i32
      %coord_1104 = cute.make_coord(%e1_1101) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1421 = cute.get_scalars(%coord_1104) : !cute.coord<"?{div=2}">
      %1422 = arith.cmpi slt, %1421, %c1048_i32 : i32
      %1423 = arith.andi %1420, %1422 : i1
      cf.cond_br %1423, ^bb279, ^bb280
    ^bb279:  // pred: ^bb278
      %1424 = cute.memref.load(%rmem_403, %58) : (!memref_rmem_bf16_2, !cute.coord<"98">) -> bf16
      cute.memref.store(%view_216, %58, %1424) : (!memref_gmem_bf16_7, !cute.coord<"98">, bf16) -> ()
      cf.br ^bb280
    ^bb280:  // 2 preds: ^bb278, ^bb279
      %tup_1105 = cute.add_offset(%tup_412, %57) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,193)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1106 = cute.deref_arith_tuple_iter(%tup_1105) : !cute_arith_tuple_iter_2fe1bf
      %e0_1107, %e1_1108, %e2_1109 = cute.get_leaves(%tup_1106) : !cute.int_tuple<"(?,?,?)">
      %coord_1110 = cute.make_coord(%e0_1107) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1425 = cute.get_scalars(%coord_1110) : !cute.coord<"?">
      %1426 = arith.cmpi slt, %1425, %c1000_i32 : i32
      %coord_1111 = cute.make_coord(%e1_1108) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1427 = cute.get_scalars(%coord_1111) : !cute.coord<"?">
      %1428 = arith.cmpi slt, %1427, %c1048_i32 : i32
      %1429 = arith.andi %1426, %1428 : i1
      cf.cond_br %1429, ^bb281, ^bb282
    ^bb281:  // pred: ^bb280
      %1430 = cute.memref.load(%rmem_403, %56) : (!memref_rmem_bf16_2, !cute.coord<"99">) -> bf16
      cute.memref.store(%view_216, %56, %1430) : (!memref_gmem_bf16_7, !cute.coord<"99">, bf16) -> ()
      cf.br ^bb282
    ^bb282:  // 2 preds: ^bb280, ^bb281
      %tup_1112 = cute.add_offset(%tup_412, %55) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,192)">) -> !cute_arith_tuple_iter_d50395
      %tup_1113 = cute.deref_arith_tuple_iter(%tup_1112) : !cute_arith_tuple_iter_d50395
      %e0_1114, %e1_1115, %e2_1116 = cute.get_leaves(%tup_1113) : !cute_int_tuple_d8f416
      %coord_1117 = cute.make_coord(%e0_1114) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1431 = cute.get_scalars(%coord_1117) : !cute.coord<"?">
      %1432 = arith.cmpi slt, %1431, %c1000_i32 : i32
      %coord_1118 = cute.make_coord(%e1_1115) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1433 = cute.get_scalars(%coord_1118) : !cute.coord<"?{div=2}">
      %1434 = arith.cmpi slt, %1433, %c1048_i32 : i32
      %1435 = arith.andi %1432, %1434 : i1
      cf.cond_br %1435, ^bb283, ^bb284
    ^bb283:  // pred: ^bb282
      %1436 = cute.memref.load(%rmem_403, %54) : (!memref_rmem_bf16_2, !cute.coord<"100">) -> bf16
      cute.memref.store(%view_216, %54, %1436) : (!memref_gmem_bf16_7, !cute.coord<"100">, bf16) -> ()
      cf.br ^bb284
    ^bb284:  // 2 preds: ^bb282, ^bb283
      %tup_1119 = cute.add_offset(%tup_412, %53) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,193)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1120 = cute.deref_arith_tuple_iter(%tup_1119) : !cute_arith_tuple_iter_2fe1bf
      %e0_1121, %e1_1122, %e2_1123 = cute.get_leaves(%tup_1120) : !cute.int_tuple<"(?,?,?)">
      %coord_1124 = cute.make_coord(%e0_1121) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1437 = cute.get_scalars(%coord_1124) : !cute.coord<"?">
      %1438 = arith.cmpi slt, %1437, %c1000_i32 : i32
      %coord_1125 = cute.make_coord(%e1_1122) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1439 = cute.get_scalars(%coord_1125) : !cute.coord<"?">
      %1440 = arith.cmpi slt, %1439, %c1048_i32 : i32
      %1441 = arith.andi %1438, %1440 : i1
      cf.cond_br %1441, ^bb285, ^bb286
    ^bb285:  // pred: ^bb284
      %1442 = cute.memref.load(%rmem_403, %52) : (!memref_rmem_bf16_2, !cute.coord<"101">) -> bf16
      cute.memref.store(%view_216, %52, %1442) : (!memref_gmem_bf16_7, !cute.coord<"101">, bf16) -> ()
      cf.br ^bb286
    ^bb286:  // 2 preds: ^bb284, ^bb285
      %tup_1126 = cute.add_offset(%tup_412, %51) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,192)">) -> !cute_arith_tuple_iter_d50395
      %tup_1127 = cute.deref_arith_tuple_iter(%tup_1126) : !cute_arith_tuple_iter_d50395
      %e0_1128, %e1_1129, %e2_1130 = cute.get_leaves(%tup_1127) : !cute_int_tuple_d8f416
      %coord_1131 = cute.make_coord(%e0_1128) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1443 = cute.get_scalars(%coord_1131) : !cute.coord<"?">
      %1444 = arith.cmpi slt, %1443, %c1000_i32 : i32
      %coord_1132 = cute.make_coord(%e1_1129) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1445 = cute.get_scalars(%coord_1132) : !cute.coord<"?{div=2}">
      %1446 = arith.cmpi slt, %1445, %c1048_i32 : i32
      %1447 = arith.andi %1444, %1446 : i1
      cf.cond_br %1447, ^bb287, ^bb288
    ^bb287:  // pred: ^bb286
      %1448 = cute.memref.load(%rmem_403, %50) : (!memref_rmem_bf16_2, !cute.coord<"102">) -> bf16
      cute.memref.store(%view_216, %50, %1448) : (!memref_gmem_bf16_7, !cute.coord<"102">, bf16) -> ()
      cf.br ^bb288
    ^bb288:  // 2 preds: ^bb286, ^bb287
      %tup_1133 = cute.add_offset(%tup_412, %49) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,193)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1134 = cute.deref_arith_tuple_iter(%tup_1133) : !cute_arith_tuple_iter_2fe1bf
      %e0_1135, %e1_1136, %e2_1137 = cute.get_leaves(%tup_1134) : !cute.int_tuple<"(?,?,?)">
      %coord_1138 = cute.make_coord(%e0_1135) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1449 = cute.get_scalars(%coord_1138) : !cute.coord<"?">
      %1450 = arith.cmpi slt, %1449, %c1000_i32 : i32
      %coord_1139 = cute.make_coord(%e1_1136) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1451 = cute.get_scalars(%coord_1139) : !cute.coord<"?">
      %1452 = arith.cmpi slt, %1451, %c1048_i32 : i32
      %1453 = arith.andi %1450, %1452 : i1
      cf.cond_br %1453, ^bb289, ^bb290
    ^bb289:  // pred: ^bb288
      %1454 = cute.memref.load(%rmem_403, %48) : (!memref_rmem_bf16_2, !cute.coord<"103">) -> bf16
      cute.memref.store(%view_216, %48, %1454) : (!memref_gmem_bf16_7, !cute.coord<"103">, bf16) -> ()
      cf.br ^bb290
    ^bb290:  // 2 preds: ^bb288, ^bb289
      %tup_1140 = cute.add_offset(%tup_412, %47) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,192)">) -> !cute_arith_tuple_iter_d50395
      %tup_1141 = cute.deref_arith_tuple_iter(%tup_1140) : !cute_arith_tuple_iter_d50395
      %e0_1142, %e1_1143, %e2_1144 = cute.get_leaves(%tup_1141) : !cute_int_tuple_d8f416
      %coord_1145 = cute.make_coord(%e0_1142) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1455 = cute.get_scalars(%coord_1145) : !cute.coord<"?">
      %1456 = arith.cmpi slt, %1455, %c1000_i32 : i32
      %coord_1146 = cute.make_coord(%e1_1143) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1457 = cute.get_scalars(%coord_1146) : !cute.coord<"?{div=2}">
      %1458 = arith.cmpi slt, %1457, %c1048_i32 : i32
      %1459 = arith.andi %1456, %1458 : i1
      cf.cond_br %1459, ^bb291, ^bb292
    ^bb291:  // pred: ^bb290
      %1460 = cute.memref.load(%rmem_403, %46) : (!memref_rmem_bf16_2, !cute.coord<"104">) -> bf16
      cute.memref.store(%view_216, %46, %1460) : (!memref_gmem_bf16_7, !cute.coord<"104">, bf16) -> ()
      cf.br ^bb292
    ^bb292:  // 2 preds: ^bb290, ^bb291
      %tup_1147 = cute.add_offset(%tup_412, %45) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,193)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1148 = cute.deref_arith_tuple_iter(%tup_1147) : !cute_arith_tuple_iter_2fe1bf
      %e0_1149, %e1_1150, %e2_1151 = cute.get_leaves(%tup_1148) : !cute.int_tuple<"(?,?,?)">
      %coord_1152 = cute.make_coord(%e0_1149) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1461 = cute.get_scalars(%coord_1152) : !cute.coord<"?">
      %1462 = arith.cmpi slt, %1461, %c1000_i32 : i32
      %coord_1153 = cute.make_coord(%e1_1150) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1463 = cute.get_scalars(%coord_1153) : !cute.coord<"?">
      %1464 = arith.cmpi slt, %1463, %c1048_i32 : i32
      %1465 = arith.andi %1462, %1464 : i1
      cf.cond_br %1465, ^bb293, ^bb294
    ^bb293:  // pred: ^bb292
      %1466 = cute.memref.load(%rmem_403, %44) : (!memref_rmem_bf16_2, !cute.coord<"105">) -> bf16
      cute.memref.store(%view_216, %44, %1466) : (!memref_gmem_bf16_7, !cute.coord<"105">, bf16) -> ()
      cf.br ^bb294
    ^bb294:  // 2 preds: ^bb292, ^bb293
      %tup_1154 = cute.add_offset(%tup_412, %43) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,192)">) -> !cute_arith_tuple_iter_d50395
      %tup_1155 = cute.deref_arith_tuple_iter(%tup_1154) : !cute_arith_tuple_iter_d50395
      %e0_1156, %e1_1157, %e2_1158 = cute.get_leaves(%tup_1155) : !cute_int_tuple_d8f416
      %coord_1159 = cute.make_coord(%e0_1156) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1467 = cute.get_scalars(%coord_1159) : !cute.coord<"?">
      %1468 = arith.cmpi slt, %1467, %c1000_i32 : i32
      %coord_1160 = cute.make_coord(%e1_1157) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1469 = cute.get_scalars(%coord_1160) : !cute.coord<"?{div=2}">
      %1470 = arith.cmpi slt, %1469, %c1048_i32 : i32
      %1471 = arith.andi %1468, %1470 : i1
      cf.cond_br %1471, ^bb295, ^bb296
    ^bb295:  // pred: ^bb294
      %1472 = cute.memref.load(%rmem_403, %42) : (!memref_rmem_bf16_2, !cute.coord<"106">) -> bf16
      cute.memref.store(%view_216, %42, %1472) : (!memref_gmem_bf16_7, !cute.coord<"106">, bf16) -> ()
      cf.br ^bb296
    ^bb296:  // 2 preds: ^bb294, ^bb295
      %tup_1161 = cute.add_offset(%tup_412, %41) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,193)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1162 = cute.deref_arith_tuple_iter(%tup_1161) : !cute_arith_tuple_iter_2fe1bf
      %e0_1163, %e1_1164, %e2_1165 = cute.get_leaves(%tup_1162) : !cute.int_tuple<"(?,?,?)">
      %coord_1166 = cute.make_coord(%e0_1163) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1473 = cute.get_scalars(%coord_1166) : !cute.coord<"?">
      %1474 = arith.cmpi slt, %1473, %c1000_i32 : i32
      %coord_1167 = cute.make_coord(%e1_1164) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1475 = cute.get_scalars(%coord_1167) : !cute.coord<"?">
      %1476 = arith.cmpi slt, %1475, %c1048_i32 : i32
      %1477 = arith.andi %1474, %1476 : i1
      cf.cond_br %1477, ^bb297, ^bb298
    ^bb297:  // pred: ^bb296
      %1478 = cute.memref.load(%rmem_403, %40) : (!memref_rmem_bf16_2, !cute.coord<"107">) -> bf16
      cute.memref.store(%view_216, %40, %1478) : (!memref_gmem_bf16_7, !cute.coord<"107">, bf16) -> ()
      cf.br ^bb298
    ^bb298:  // 2 preds: ^bb296, ^bb297
      %tup_1168 = cute.add_offset(%tup_412, %39) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,192)">) -> !cute_arith_tuple_iter_d50395
      %tup_1169 = cute.deref_arith_tuple_iter(%tup_1168) : !cute_arith_tuple_iter_d50395
      %e0_1170, %e1_1171, %e2_1172 = cute.get_leaves(%tup_1169) : !cute_int_tuple_d8f416
      %coord_1173 = cute.make_coord(%e0_1170) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1479 = cute.get_scalars(%coord_1173) : !cute.coord<"?">
      %1480 = arith.cmpi slt, %1479, %c1000_i32 : i32
      %coord_1174 = cute.make_coord(%e1_1171) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1481 = cute.get_scalars(%coord_1174) : !cute.coord<"?{div=2}">
      %1482 = arith.cmpi slt, %1481, %c1048_i32 : i32
      %1483 = arith.andi %1480, %1482 : i1
      cf.cond_br %1483, ^bb299, ^bb300
    ^bb299:  // pred: ^bb298
      %1484 = cute.memref.load(%rmem_403, %38) : (!memref_rmem_bf16_2, !cute.coord<"108">) -> bf16
      cute.memref.store(%view_216, %38, %1484) : (!memref_gmem_bf16_7, !cute.coord<"108">, bf16) -> ()
      cf.br ^bb300
    ^bb300:  // 2 preds: ^bb298, ^bb299
      %tup_1175 = cute.add_offset(%tup_412, %37) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,193)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1176 = cute.deref_arith_tuple_iter(%tup_1175) : !cute_arith_tuple_iter_2fe1bf
      %e0_1177, %e1_1178, %e2_1179 = cute.get_leaves(%tup_1176) : !cute.int_tuple<"(?,?,?)">
      %coord_1180 = cute.make_coord(%e0_1177) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1485 = cute.get_scalars(%coord_1180) : !cute.coord<"?">
      %1486 = arith.cmpi slt, %1485, %c1000_i32 : i32
      %coord_1181 = cute.make_coord(%e1_1178) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1487 = cute.get_scalars(%coord_1181) : !cute.coord<"?">
      %1488 = arith.cmpi slt, %1487, %c1048_i32 : i32
      %1489 = arith.andi %1486, %1488 : i1
      cf.cond_br %1489, ^bb301, ^bb302
    ^bb301:  // pred: ^bb300
      %1490 = cute.memref.load(%rmem_403, %36) : (!memref_rmem_bf16_2, !cute.coord<"109">) -> bf16
      cute.memref.store(%view_216, %36, %1490) : (!memref_gmem_bf16_7, !cute.coord<"109">, bf16) -> ()
      cf.br ^bb302
    ^bb302:  // 2 preds: ^bb300, ^bb301
      %tup_1182 = cute.add_offset(%tup_412, %35) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,192)">) -> !cute_arith_tuple_iter_d50395
      %tup_1183 = cute.deref_arith_tuple_iter(%tup_1182) : !cute_arith_tuple_iter_d50395
      %e0_1184, %e1_1185, %e2_1186 = cute.get_leaves(%tup_1183) : !cute_int_tuple_d8f416
      %coord_1187 = cute.make_coord(%e0_1184) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1491 = cute.get_scalars(%coord_1187) : !cute.coord<"?">
      %1492 = arith.cmpi slt, %1491, %c1000_i32 : i32
      %coord_1188 = cute.make_coord(%e1_1185) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1493 = cute.get_scalars(%coord_1188) : !cute.coord<"?{div=2}">
      %1494 = arith.cmpi slt, %1493, %c1048_i32 : i32
      %1495 = arith.andi %1492, %1494 : i1
      cf.cond_br %1495, ^bb303, ^bb304
    ^bb303:  // pred: ^bb302
      %1496 = cute.memref.load(%rmem_403, %34) : (!memref_rmem_bf16_2, !cute.coord<"110">) -> bf16
      cute.memref.store(%view_216, %34, %1496) : (!memref_gmem_bf16_7, !cute.coord<"110">, bf16) -> ()
      cf.br ^bb304
    ^bb304:  // 2 preds: ^bb302, ^bb303
      %tup_1189 = cute.add_offset(%tup_412, %33) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,193)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1190 = cute.deref_arith_tuple_iter(%tup_1189) : !cute_arith_tuple_iter_2fe1bf
      %e0_1191, %e1_1192, %e2_1193 = cute.get_leaves(%tup_1190) : !cute.int_tuple<"(?,?,?)">
      %coord_1194 = cute.make_coord(%e0_1191) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1497 = cute.get_scalars(%coord_1194) : !cute.coord<"?">
      %1498 = arith.cmpi slt, %1497, %c1000_i32 : i32
      %coord_1195 = cute.make_coord(%e1_1192) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1499 = cute.get_scalars(%coord_1195) : !cute.coord<"?">
      %1500 = arith.cmpi slt, %1499, %c1048_i32 : i32
      %1501 = arith.andi %1498, %1500 : i1
      cf.cond_br %1501, ^bb305, ^bb306
    ^bb305:  // pred: ^bb304
      %1502 = cute.memref.load(%rmem_403, %32) : (!memref_rmem_bf16_2, !cute.coord<"111">) -> bf16
      cute.memref.store(%view_216, %32, %1502) : (!memref_gmem_bf16_7, !cute.coord<"111">, bf16) -> ()
      cf.br ^bb306
    ^bb306:  // 2 preds: ^bb304, ^bb305
      %tup_1196 = cute.add_offset(%tup_412, %31) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,224)">) -> !cute_arith_tuple_iter_d50395
      %tup_1197 = cute.deref_arith_tuple_iter(%tup_1196) : !cute_arith_tuple_iter_d50395
      %e0_1198, %e1_1199, %e2_1200 = cute.get_leaves(%tup_1197) : !cute_int_tuple_d8f416
      %coord_1201 = cute.make_coord(%e0_1198) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1503 = cute.get_scalars(%coord_1201) : !cute.coord<"?">
      %1504 = arith.cmpi slt, %1503, %c1000_i32 : i32
      %coord_1202 = cute.make_coord(%e1_1199) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1505 = cute.get_scalars(%coord_1202) : !cute.coord<"?{div=2}">
      %1506 = arith.cmpi slt, %1505, %c1048_i32 : i32
      %1507 = arith.andi %1504, %1506 : i1
      cf.cond_br %1507, ^bb307, ^bb308
    ^bb307:  // pred: ^bb306
      %1508 = cute.memref.load(%rmem_403, %30) : (!memref_rmem_bf16_2, !cute.coord<"112">) -> bf16
      cute.memref.store(%view_216, %30, %1508) : (!memref_gmem_bf16_7, !cute.coord<"112">, bf16) -> ()
      cf.br ^bb308
    ^bb308:  // 2 preds: ^bb306, ^bb307
      %tup_1203 = cute.add_offset(%tup_412, %29) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,225)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1204 = cute.deref_arith_tuple_iter(%tup_1203) : !cute_arith_tuple_iter_2fe1bf
      %e0_1205, %e1_1206, %e2_1207 = cute.get_leaves(%tup_1204) : !cute.int_tuple<"(?,?,?)">
      %coord_1208 = cute.make_coord(%e0_1205) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1509 = cute.get_scalars(%coord_1208) : !cute.coord<"?">
      %1510 = arith.cmpi slt, %1509, %c1000_i32 : i32
      %coord_1209 = cute.make_coord(%e1_1206) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1511 = cute.get_scalars(%coord_1209) : !cute.coord<"?">
      %1512 = arith.cmpi slt, %1511, %c1048_i32 : i32
      %1513 = arith.andi %1510, %1512 : i1
      cf.cond_br %1513, ^bb309, ^bb310
    ^bb309:  // pred: ^bb308
      %1514 = cute.memref.load(%rmem_403, %28) : (!memref_rmem_bf16_2, !cute.coord<"113">) -> bf16
      cute.memref.store(%view_216, %28, %1514) : (!memref_gmem_bf16_7, !cute.coord<"113">, bf16) -> ()
      cf.br ^bb310
    ^bb310:  // 2 preds: ^bb308, ^bb309
      %tup_1210 = cute.add_offset(%tup_412, %27) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,224)">) -> !cute_arith_tuple_iter_d50395
      %tup_1211 = cute.deref_arith_tuple_iter(%tup_1210) : !cute_arith_tuple_iter_d50395
      %e0_1212, %e1_1213, %e2_1214 = cute.get_leaves(%tup_1211) : !cute_int_tuple_d8f416
      %coord_1215 = cute.make_coord(%e0_1212) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1515 = cute.get_scalars(%coord_1215) : !cute.coord<"?">
      %1516 = arith.cmpi slt, %1515, %c1000_i32 : i32
      %coord_1216 = cute.make_coord(%e1_1213) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1517 = cute.get_scalars(%coord_1216) : !cute.coord<"?{div=2}">
      %1518 = arith.cmpi slt, %1517, %c1048_i32 : i32
      %1519 = arith.andi %1516, %1518 : i1
      cf.cond_br %1519, ^bb311, ^bb312
    ^bb311:  // pred: ^bb310
      %1520 = cute.memref.load(%rmem_403, %26) : (!memref_rmem_bf16_2, !cute.coord<"114">) -> bf16
      cute.memref.store(%view_216, %26, %1520) : (!memref_gmem_bf16_7, !cute.coord<"114">, bf16) -> ()
      cf.br ^bb312
    ^bb312:  // 2 preds: ^bb310, ^bb311
      %tup_1217 = cute.add_offset(%tup_412, %25) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,225)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1218 = cute.deref_arith_tuple_iter(%tup_1217) : !cute_arith_tuple_iter_2fe1bf
      %e0_1219, %e1_1220, %e2_1221 = cute.get_leaves(%tup_1218) : !cute.int_tuple<"(?,?,?)">
      %coord_1222 = cute.make_coord(%e0_1219) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1521 = cute.get_scalars(%coord_1222) : !cute.coord<"?">
      %1522 = arith.cmpi slt, %1521, %c1000_i32 : i32
      %coord_1223 = cute.make_coord(%e1_1220) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1523 = cute.get_scalars(%coord_1223) : !cute.coord<"?">
      %1524 = arith.cmpi slt, %1523, %c1048_i32 : i32
      %1525 = arith.andi %1522, %1524 : i1
      cf.cond_br %1525, ^bb313, ^bb314
    ^bb313:  // pred: ^bb312
      %1526 = cute.memref.load(%rmem_403, %24) : (!memref_rmem_bf16_2, !cute.coord<"115">) -> bf16
      cute.memref.store(%view_216, %24, %1526) : (!memref_gmem_bf16_7, !cute.coord<"115">, bf16) -> ()
      cf.br ^bb314
    ^bb314:  // 2 preds: ^bb312, ^bb313
      %tup_1224 = cute.add_offset(%tup_412, %23) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,224)">) -> !cute_arith_tuple_iter_d50395
      %tup_1225 = cute.deref_arith_tuple_iter(%tup_1224) : !cute_arith_tuple_iter_d50395
      %e0_1226, %e1_1227, %e2_1228 = cute.get_leaves(%tup_1225) : !cute_int_tuple_d8f416
      %coord_1229 = cute.make_coord(%e0_1226) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1527 = cute.get_scalars(%coord_1229) : !cute.coord<"?">
      %1528 = arith.cmpi slt, %1527, %c1000_i32 : i32
      %coord_1230 = cute.make_coord(%e1_1227) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1529 = cute.get_scalars(%coord_1230) : !cute.coord<"?{div=2}">
      %1530 = arith.cmpi slt, %1529, %c1048_i32 : i32
      %1531 = arith.andi %1528, %1530 : i1
      cf.cond_br %1531, ^bb315, ^bb316
    ^bb315:  // pred: ^bb314
      %1532 = cute.memref.load(%rmem_403, %22) : (!memref_rmem_bf16_2, !cute.coord<"116">) -> bf16
      cute.memref.store(%view_216, %22, %1532) : (!memref_gmem_bf16_7, !cute.coord<"116">, bf16) -> ()
      cf.br ^bb316
    ^bb316:  // 2 preds: ^bb314, ^bb315
      %tup_1231 = cute.add_offset(%tup_412, %21) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,225)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1232 = cute.deref_arith_tuple_iter(%tup_1231) : !cute_arith_tuple_iter_2fe1bf
      %e0_1233, %e1_1234, %e2_1235 = cute.get_leaves(%tup_1232) : !cute.int_tuple<"(?,?,?)">
      %coord_1236 = cute.make_coord(%e0_1233) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1533 = cute.get_scalars(%coord_1236) : !cute.coord<"?">
      %1534 = arith.cmpi slt, %1533, %c1000_i32 : i32
      %coord_1237 = cute.make_coord(%e1_1234) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1535 = cute.get_scalars(%coord_1237) : !cute.coord<"?">
      %1536 = arith.cmpi slt, %1535, %c1048_i32 : i32
      %1537 = arith.andi %1534, %1536 : i1
      cf.cond_br %1537, ^bb317, ^bb318
    ^bb317:  // pred: ^bb316
      %1538 = cute.memref.load(%rmem_403, %20) : (!memref_rmem_bf16_2, !cute.coord<"117">) -> bf16
      cute.memref.store(%view_216, %20, %1538) : (!memref_gmem_bf16_7, !cute.coord<"117">, bf16) -> ()
      cf.br ^bb318
    ^bb318:  // 2 preds: ^bb316, ^bb317
      %tup_1238 = cute.add_offset(%tup_412, %19) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,224)">) -> !cute_arith_tuple_iter_d50395
      %tup_1239 = cute.deref_arith_tuple_iter(%tup_1238) : !cute_arith_tuple_iter_d50395
      %e0_1240, %e1_1241, %e2_1242 = cute.get_leaves(%tup_1239) : !cute_int_tuple_d8f416
      %coord_1243 = cute.make_coord(%e0_1240) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1539 = cute.get_scalars(%coord_1243) : !cute.coord<"?">
      %1540 = arith.cmpi slt, %1539, %c1000_i32 : i32
      %coord_1244 = cute.make_coord(%e1_1241) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1541 = cute.get_scalars(%coord_1244) : !cute.coord<"?{div=2}">
      %1542 = arith.cmpi slt, %1541, %c1048_i32 : i32
      %1543 = arith.andi %1540, %1542 : i1
      cf.cond_br %1543, ^bb319, ^bb320
    ^bb319:  // pred: ^bb318
      %1544 = cute.memref.load(%rmem_403, %18) : (!memref_rmem_bf16_2, !cute.coord<"118">) -> bf16
      cute.memref.store(%view_216, %18, %1544) : (!memref_gmem_bf16_7, !cute.coord<"118">, bf16) -> ()
      cf.br ^bb320
    ^bb320:  // 2 preds: ^bb318, ^bb319
      %tup_1245 = cute.add_offset(%tup_412, %17) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,225)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1246 = cute.deref_arith_tuple_iter(%tup_1245) : !cute_arith_tuple_iter_2fe1bf
      %e0_1247, %e1_1248, %e2_1249 = cute.get_leaves(%tup_1246) : !cute.int_tuple<"(?,?,?)">
      %coord_1250 = cute.make_coord(%e0_1247) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1545 = cute.get_scalars(%coord_1250) : !cute.coord<"?">
      %1546 = arith.cmpi slt, %1545, %c1000_i32 : i32
      %coord_1251 = cute.make_coord(%e1_1248) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1547 = cute.get_scalars(%coord_1251) : !cute.coord<"?">
      %1548 = arith.cmpi slt, %1547, %c1048_i32 : i32
      %1549 = arith.andi %1546, %1548 : i1
      cf.cond_br %1549, ^bb321, ^bb322
    ^bb321:  // pred: ^bb320
      %1550 = cute.memref.load(%rmem_403, %16) : (!memref_rmem_bf16_2, !cute.coord<"119">) -> bf16
      cute.memref.store(%view_216, %16, %1550) : (!memref_gmem_bf16_7, !cute.coord<"119">, bf16) -> ()
      cf.br ^bb322
    ^bb322:  // 2 preds: ^bb320, ^bb321
      %tup_1252 = cute.add_offset(%tup_412, %15) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,224)">) -> !cute_arith_tuple_iter_d50395
      %tup_1253 = cute.deref_arith_tuple_iter(%tup_1252) : !cute_arith_tuple_iter_d50395
      %e0_1254, %e1_1255, %e2_1256 = cute.get_leaves(%tup_1253) : !cute_int_tuple_d8f416
      %coord_1257 = cute.make_coord(%e0_1254) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1551 = cute.get_scalars(%coord_1257) : !cute.coord<"?">
      %1552 = arith.cmpi slt, %1551, %c1000_i32 : i32
      %coord_1258 = cute.make_coord(%e1_1255) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1553 = cute.get_scalars(%coord_1258) : !cute.coord<"?{div=2}">
      %1554 = arith.cmpi slt, %1553, %c1048_i32 : i32
      %1555 = arith.andi %1552, %1554 : i1
      cf.cond_br %1555, ^bb323, ^bb324
    ^bb323:  // pred: ^bb322
      %1556 = cute.memref.load(%rmem_403, %14) : (!memref_rmem_bf16_2, !cute.coord<"120">) -> bf16
      cute.memref.store(%view_216, %14, %1556) : (!memref_gmem_bf16_7, !cute.coord<"120">, bf16) -> ()
      cf.br ^bb324
    ^bb324:  // 2 preds: ^bb322, ^bb323
      %tup_1259 = cute.add_offset(%tup_412, %13) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,225)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1260 = cute.deref_arith_tuple_iter(%tup_1259) : !cute_arith_tuple_iter_2fe1bf
      %e0_1261, %e1_1262, %e2_1263 = cute.get_leaves(%tup_1260) : !cute.int_tuple<"(?,?,?)">
      %coord_1264 = cute.make_coord(%e0_1261) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1557 = cute.get_scalars(%coord_1264) : !cute.coord<"?">
      %1558 = arith.cmpi slt, %1557, %c1000_i32 : i32
      %coord_1265 = cute.make_coord(%e1_1262) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1559 = cute.get_scalars(%coord_1265) : !cute.coord<"?">
      %1560 = arith.cmpi slt, %1559, %c1048_i32 : i32
      %1561 = arith.andi %1558, %1560 : i1
      cf.cond_br %1561, ^bb325, ^bb326
    ^bb325:  // pred: ^bb324
      %1562 = cute.memref.load(%rmem_403, %12) : (!memref_rmem_bf16_2, !cute.coord<"121">) -> bf16
      cute.memref.store(%view_216, %12, %1562) : (!memref_gmem_bf16_7, !cute.coord<"121">, bf16) -> ()
      cf.br ^bb326
    ^bb326:  // 2 preds: ^bb324, ^bb325
      %tup_1266 = cute.add_offset(%tup_412, %11) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,224)">) -> !cute_arith_tuple_iter_d50395
      %tup_1267 = cute.deref_arith_tuple_iter(%tup_1266) : !cute_arith_tuple_iter_d50395
      %e0_1268, %e1_1269, %e2_1270 = cute.get_leaves(%tup_1267) : !cute_int_tuple_d8f416
      %coord_1271 = cute.make_coord(%e0_1268) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1563 = cute.get_scalars(%coord_1271) : !cute.coord<"?">
      %1564 = arith.cmpi slt, %1563, %c1000_i32 : i32
      %coord_1272 = cute.make_coord(%e1_1269) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1565 = cute.get_scalars(%coord_1272) : !cute.coord<"?{div=2}">
      %1566 = arith.cmpi slt, %1565, %c1048_i32 : i32
      %1567 = arith.andi %1564, %1566 : i1
      cf.cond_br %1567, ^bb327, ^bb328
    ^bb327:  // pred: ^bb326
      %1568 = cute.memref.load(%rmem_403, %10) : (!memref_rmem_bf16_2, !cute.coord<"122">) -> bf16
      cute.memref.store(%view_216, %10, %1568) : (!memref_gmem_bf16_7, !cute.coord<"122">, bf16) -> ()
      cf.br ^bb328
    ^bb328:  // 2 preds: ^bb326, ^bb327
      %tup_1273 = cute.add_offset(%tup_412, %9) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,225)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1274 = cute.deref_arith_tuple_iter(%tup_1273) : !cute_arith_tuple_iter_2fe1bf
      %e0_1275, %e1_1276, %e2_1277 = cute.get_leaves(%tup_1274) : !cute.int_tuple<"(?,?,?)">
      %coord_1278 = cute.make_coord(%e0_1275) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1569 = cute.get_scalars(%coord_1278) : !cute.coord<"?">
      %1570 = arith.cmpi slt, %1569, %c1000_i32 : i32
      %coord_1279 = cute.make_coord(%e1_1276) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1571 = cute.get_scalars(%coord_1279) : !cute.coord<"?">
      %1572 = arith.cmpi slt, %1571, %c1048_i32 : i32
      %1573 = arith.andi %1570, %1572 : i1
      cf.cond_br %1573, ^bb329, ^bb330
    ^bb329:  // pred: ^bb328
      %1574 = cute.memref.load(%rmem_403, %8) : (!memref_rmem_bf16_2, !cute.coord<"123">) -> bf16
      cute.memref.store(%view_216, %8, %1574) : (!memref_gmem_bf16_7, !cute.coord<"123">, bf16) -> ()
      cf.br ^bb330
    ^bb330:  // 2 preds: ^bb328, ^bb329
      %tup_1280 = cute.add_offset(%tup_412, %7) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,224)">) -> !cute_arith_tuple_iter_d50395
      %tup_1281 = cute.deref_arith_tuple_iter(%tup_1280) : !cute_arith_tuple_iter_d50395
      %e0_1282, %e1_1283, %e2_1284 = cute.get_leaves(%tup_1281) : !cute_int_tuple_d8f416
      %coord_1285 = cute.make_coord(%e0_1282) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1575 = cute.get_scalars(%coord_1285) : !cute.coord<"?">
      %1576 = arith.cmpi slt, %1575, %c1000_i32 : i32
      %coord_1286 = cute.make_coord(%e1_1283) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1577 = cute.get_scalars(%coord_1286) : !cute.coord<"?{div=2}">
      %1578 = arith.cmpi slt, %1577, %c1048_i32 : i32
      %1579 = arith.andi %1576, %1578 : i1
      cf.cond_br %1579, ^bb331, ^bb332
    ^bb331:  // pred: ^bb330
      %1580 = cute.memref.load(%rmem_403, %6) : (!memref_rmem_bf16_2, !cute.coord<"124">) -> bf16
      cute.memref.store(%view_216, %6, %1580) : (!memref_gmem_bf16_7, !cute.coord<"124">, bf16) -> ()
      cf.br ^bb332
    ^bb332:  // 2 preds: ^bb330, ^bb331
      %tup_1287 = cute.add_offset(%tup_412, %5) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,225)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1288 = cute.deref_arith_tuple_iter(%tup_1287) : !cute_arith_tuple_iter_2fe1bf
      %e0_1289, %e1_1290, %e2_1291 = cute.get_leaves(%tup_1288) : !cute.int_tuple<"(?,?,?)">
      %coord_1292 = cute.make_coord(%e0_1289) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1581 = cute.get_scalars(%coord_1292) : !cute.coord<"?">
      %1582 = arith.cmpi slt, %1581, %c1000_i32 : i32
      %coord_1293 = cute.make_coord(%e1_1290) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1583 = cute.get_scalars(%coord_1293) : !cute.coord<"?">
      %1584 = arith.cmpi slt, %1583, %c1048_i32 : i32
      %1585 = arith.andi %1582, %1584 : i1
      cf.cond_br %1585, ^bb333, ^bb334
    ^bb333:  // pred: ^bb332
      %1586 = cute.memref.load(%rmem_403, %4) : (!memref_rmem_bf16_2, !cute.coord<"125">) -> bf16
      cute.memref.store(%view_216, %4, %1586) : (!memref_gmem_bf16_7, !cute.coord<"125">, bf16) -> ()
      cf.br ^bb334
    ^bb334:  // 2 preds: ^bb332, ^bb333
      %tup_1294 = cute.add_offset(%tup_412, %3) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,224)">) -> !cute_arith_tuple_iter_d50395
      %tup_1295 = cute.deref_arith_tuple_iter(%tup_1294) : !cute_arith_tuple_iter_d50395
      %e0_1296, %e1_1297, %e2_1298 = cute.get_leaves(%tup_1295) : !cute_int_tuple_d8f416
      %coord_1299 = cute.make_coord(%e0_1296) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1587 = cute.get_scalars(%coord_1299) : !cute.coord<"?">
      %1588 = arith.cmpi slt, %1587, %c1000_i32 : i32
      %coord_1300 = cute.make_coord(%e1_1297) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1589 = cute.get_scalars(%coord_1300) : !cute.coord<"?{div=2}">
      %1590 = arith.cmpi slt, %1589, %c1048_i32 : i32
      %1591 = arith.andi %1588, %1590 : i1
      cf.cond_br %1591, ^bb335, ^bb336
    ^bb335:  // pred: ^bb334
      %1592 = cute.memref.load(%rmem_403, %2) : (!memref_rmem_bf16_2, !cute.coord<"126">) -> bf16
      cute.memref.store(%view_216, %2, %1592) : (!memref_gmem_bf16_7, !cute.coord<"126">, bf16) -> ()
      cf.br ^bb336
    ^bb336:  // 2 preds: ^bb334, ^bb335
      %tup_1301 = cute.add_offset(%tup_412, %1) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,225)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1302 = cute.deref_arith_tuple_iter(%tup_1301) : !cute_arith_tuple_iter_2fe1bf
      %e0_1303, %e1_1304, %e2_1305 = cute.get_leaves(%tup_1302) : !cute.int_tuple<"(?,?,?)">
      %coord_1306 = cute.make_coord(%e0_1303) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1593 = cute.get_scalars(%coord_1306) : !cute.coord<"?">
      %1594 = arith.cmpi slt, %1593, %c1000_i32 : i32
      %coord_1307 = cute.make_coord(%e1_1304) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1595 = cute.get_scalars(%coord_1307) : !cute.coord<"?">
      %1596 = arith.cmpi slt, %1595, %c1048_i32 : i32
      %1597 = arith.andi %1594, %1596 : i1
      cf.cond_br %1597, ^bb337, ^bb338
    ^bb337:  // pred: ^bb336
      %1598 = cute.memref.load(%rmem_403, %0) : (!memref_rmem_bf16_2, !cute.coord<"127">) -> bf16
      cute.memref.store(%view_216, %0, %1598) : (!memref_gmem_bf16_7, !cute.coord<"127">, bf16) -> ()
      cf.br ^bb338
    ^bb338:  // 2 preds: ^bb336, ^bb337
      cf.br ^bb339
    ^bb339:  // 2 preds: ^bb81, ^bb338
      return
    }
  }
  func.func @cutlass___call___cute_irkernelsgemm_sm80_haa4cce4b(%arg0: !memref_gmem_bf16_8, %arg1: !memref_gmem_bf16_9, %arg2: !memref_gmem_bf16_10, %arg3: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %c147456_i64 = arith.constant 147456 : i64
    %c0_i32 = arith.constant 0 : i32
    %c2_i32 = arith.constant 2 : i32
    %c40_i32 = arith.constant 40 : i32
    %c1_i32 = arith.constant 1 : i32
    %c256_i32 = arith.constant 256 : i32
    %0 = cute.static : !cute_layout_62513c
    %1 = cute.static : !cute_layout_e8ffd0
    %2 = cute.static : !cute_layout_dc11ff
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_8
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_9
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_bf16_10
    %view = cute.make_view(%iter, %2) : !memref_gmem_bf16_
    %view_2 = cute.make_view(%iter_0, %1) : !memref_gmem_bf16_1
    %view_3 = cute.make_view(%iter_1, %0) : !memref_gmem_bf16_2
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.simt_async_copy<bf16, cache = global, 128 b>
    %3 = cute.make_tiled_copy(%atom) : !copy_ldgsts
    %4 = cute.make_tiled_copy(%atom) : !copy_ldgsts
    %5 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c147456_i64, gridDim = (%c40_i32, %c1_i32, %c2_i32), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%5] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    cuda.launch_cfg.cooperative[%5] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %6 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hfedbc2c3_0<%5> (%view, %view_2, %view_3) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_bf16_, !memref_gmem_bf16_1, !memref_gmem_bf16_2) -> !cuda.result
    %7 = cuda.cast %6 : !cuda.result -> i32
    cuda.return_if_error %7 : i32
    return %c0_i32 : i32
  }
}
