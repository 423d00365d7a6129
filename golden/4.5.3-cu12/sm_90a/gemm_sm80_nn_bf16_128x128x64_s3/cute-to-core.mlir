!cute_arith_tuple_iter_2fe1bf = !cute.arith_tuple_iter<"(?,?,?)">
!cute_arith_tuple_iter_3f9628 = !cute.arith_tuple_iter<"(?{div=128},0,?)">
!cute_arith_tuple_iter_7aa7ab = !cute.arith_tuple_iter<"(?{div=128},-56,?)">
!cute_arith_tuple_iter_815f75 = !cute.arith_tuple_iter<"(?{div=128},?{div=128},?)">
!cute_arith_tuple_iter_964e76 = !cute.arith_tuple_iter<"(?{div=8},?,?)">
!cute_arith_tuple_iter_9b797c = !cute.arith_tuple_iter<"(?,?{div=8},?)">
!cute_arith_tuple_iter_c87bd7 = !cute.arith_tuple_iter<"(0,0,?)">
!cute_arith_tuple_iter_d50395 = !cute.arith_tuple_iter<"(?,?{div=2},?)">
!cute_arith_tuple_iter_da3d01 = !cute.arith_tuple_iter<"(0,0,0)">
!cute_int_tuple_1d5a4a = !cute.int_tuple<"?{div=520000}">
!cute_int_tuple_41955a = !cute.int_tuple<"(?{div=128},0,?)">
!cute_int_tuple_4701cc = !cute.int_tuple<"(?{div=8},?,?)">
!cute_int_tuple_63bcf0 = !cute.int_tuple<"(?{div=128},0)">
!cute_int_tuple_718b17 = !cute.int_tuple<"?{div=1048000}">
!cute_int_tuple_747e14 = !cute.int_tuple<"?{div=544960}">
!cute_int_tuple_a0ee65 = !cute.int_tuple<"(?{div=128},?{div=128})">
!cute_int_tuple_d8f416 = !cute.int_tuple<"(?,?{div=2},?)">
!cute_int_tuple_dff6a5 = !cute.int_tuple<"(?{div=128},-56,?)">
!cute_layout_027d53 = !cute.layout<"((128,64),(8,9)):((1@0,1@1),(128@0,64@1))">
!cute_layout_08193a = !cute.layout<"((8,1),((4))):((1,0),((2048)))">
!cute_layout_09dc5a = !cute.layout<"((128,64),(8,9)):((1,1000),(128,64000))">
!cute_layout_216d36 = !cute.layout<"((128,128),(8,9)):((1048,1),(134144,128))">
!cute_layout_3d7a7c = !cute.layout<"((8,1),(2,2),4,(1,3)):((1,0),(?{div=32},512),2048,(0,8192))">
!cute_layout_46ed9b = !cute.layout<"((2,2),4,8):((1,2),4,16)">
!cute_layout_4c4b49 = !cute.layout<"(1,((8,1))):(8,((1,0)))">
!cute_layout_5273d7 = !cute.layout<"((8,1),((4))):((1,0),((8)))">
!cute_layout_5351b6 = !cute.layout<"((128,128),(8,9)):((1@0,1@1),(128@0,128@1))">
!cute_layout_62513c = !cute.layout<"(1000,1048,2):(1048,1,1048000)">
!cute_layout_66708c = !cute.layout<"((8,1),((1,8))):((1,0),((0,1024)))">
!cute_layout_6fb86e = !cute.layout<"(1000,1048,2):(1@0,1@1,1@2)">
!cute_layout_701db0 = !cute.layout<"(2,(64)):(1,(2))">
!cute_layout_71c43e = !cute.layout<"((8,1),((8,1))):((1,0),((1024,0)))">
!cute_layout_72915e = !cute.layout<"(1048,520,2):(1@0,1@1,1@2)">
!cute_layout_7328ab = !cute.layout<"(1,((1,8))):(0,((0,1)))">
!cute_layout_734355 = !cute.layout<"((8,1),1,8,(1,3)):((1,0),0,1024,(0,8192))">
!cute_layout_7f13f7 = !cute.layout<"(1000,520,2):(1,1000,520000)">
!cute_layout_82340b = !cute.layout<"((128,64),(9,9)):((520,1),(66560,64))">
!cute_layout_9136e5 = !cute.layout<"((8,1),8,1,9):((1,0),8320,0,64)">
!cute_layout_99d1e9 = !cute.layout<"((8,1),((8,1))):((1,0),((8320,0)))">
!cute_layout_a2f4c5 = !cute.layout<"((8,1),4,(2,2),(1,3)):((1,0),2048,(?{div=16},?{div=32}),(0,8192))">
!cute_layout_a7f414 = !cute.layout<"((128,64),(9,9)):((1@0,1@1),(128@0,64@1))">
!cute_layout_aa21ef = !cute.layout<"((8,1),1,8,9):((1,0),0,8000,64000)">
!cute_layout_afa0af = !cute.layout<"((2,2,2),(2,2),1):((1,2,4),(8,16),0)">
!cute_layout_b3b9c1 = !cute.layout<"((8,1),(((2,2)))):((1,0),(((?{div=32},512))))">
!cute_layout_dcb831 = !cute.layout<"(1000,520,2):(1@0,1@1,1@2)">
!cute_layout_e8ffd0 = !cute.layout<"(1048,520,2):(520,1,544960)">
!cute_layout_e94fd4 = !cute.layout<"(2,((2,4,8))):(1,((8384,33536,16)))">
!cute_layout_f1c426 = !cute.layout<"((8,1),((2,2))):((1,0),((?{div=32},512)))">
!cute_layout_f3aa67 = !cute.layout<"(1,((8,1))):(0,((1,0)))">
!cute_layout_f8b369 = !cute.layout<"((8,1),8,1,(1,3)):((1,0),1024,0,(0,8192))">
!cute_layout_f95207 = !cute.layout<"((2,2),8,1):((1,2),4,0)">
!cute_layout_f9eaf1 = !cute.layout<"((8,1),((1,8))):((1,0),((0,8000)))">
!cute_layout_fd49e0 = !cute.layout<"((8,1),(2,2)):((1,0),(?{div=32},512))">
!cute_ptr_2914ae = !cute.ptr<bf16, rmem, align<16>>
!cute_ptr_3ddfa0 = !cute.ptr<bf16, smem, align<1024>>
!cute_ptr_667fbe = !cute.ptr<bf16, smem, align<16>>
!cute_ptr_6f3445 = !cute.ptr<bf16, gmem, align<16>>
!cute_ptr_9af6a0 = !cute.ptr<i8, smem, align<1024>>
!copy_ldgsts = !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<bf16, cache = global, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[128:1;8:1]">>
!copy_ldgsts1 = !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<bf16, cache = global, 128 b>, layout_copy_tv = <"((8,16),8):((128,1),16)">, tiler_mn = <"[16:1;64:1]">>
!copy_ldsm_4_ = !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = bf16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>
!copy_ldsm_4_1 = !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = bf16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>, layout_copy_tv = <"((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))">, tiler_mn = <"[32:1;16:1]">>
!memref_gmem_bf16_ = !cute.memref<bf16, gmem, align<16>, "(1000,520,2):(1,1000,520000)">
!memref_gmem_bf16_1 = !cute.memref<bf16, gmem, align<16>, "(1048,520,2):(520,1,544960)">
!memref_gmem_bf16_2 = !cute.memref<bf16, gmem, align<16>, "(1000,1048,2):(1048,1,1048000)">
!memref_gmem_bf16_3 = !cute.memref<bf16, gmem, align<16>, "(128,64,9):(520,1,64)">
!memref_gmem_bf16_4 = !cute.memref<bf16, gmem, "(128,64,9):(520,1,64)">
!memref_gmem_bf16_5 = !cute.memref<bf16, gmem, align<4>, "((2,2),4,8):((1,8384),33536,16)">
!memref_gmem_bf16_6 = !cute.memref<bf16, gmem, align<16>, "(2,1000,520):(520000,1,1000)">
!memref_gmem_bf16_7 = !cute.memref<bf16, gmem, align<16>, "(2,520,1048):(544960,1,520)">
!memref_gmem_bf16_8 = !cute.memref<bf16, gmem, align<16>, "(2,1000,1048):(1048000,1048,1)">
!memref_rmem_bf16_ = !cute.memref<bf16, rmem, align<16>, "((2,2,2),(2,2),4):((1,2,4),(8,16),32)">
!memref_rmem_bf16_1 = !cute.memref<bf16, rmem, align<8>, "((2,2),8,(2,2)):((1,2),4,(32,64))">
!memref_rmem_bf16_2 = !cute.memref<bf16, rmem, align<32>, "((2,2),4,8):((1,2),4,16)">
!memref_rmem_f32_ = !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">
!memref_rmem_i8_ = !cute.memref<i8, rmem, align<32>, "(1,1,8):(1,1,0)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,8,1):(8,1,0)">
!memref_rmem_i8_2 = !cute.memref<i8, rmem, align<32>, "(1,1,8):(0,0,1)">
!memref_rmem_i8_3 = !cute.memref<i8, rmem, align<32>, "(1,8,1):(0,1,0)">
!memref_smem_bf16_ = !cute.memref<bf16, smem, align<16>, "((8,1),1,8,(1,3)):((1,0),0,1024,(0,8192))">
!memref_smem_bf16_1 = !cute.memref<bf16, smem, align<16>, "((8,1),8,1,(1,3)):((1,0),1024,0,(0,8192))">
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h9262ce8b_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_kernel_cute_irkernelsgemm_h9262ce8b_0(%arg0: !memref_gmem_bf16_, %arg1: !memref_gmem_bf16_1, %arg2: !memref_gmem_bf16_2) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<128xf32>
      %cst_0 = arith.constant dense<0.000000e+00> : vector<192xbf16>
      %c15_i64 = arith.constant 15 : i64
      %0 = cute.static : !cute.coord<"127">
      %1 = cute.static : !cute.int_tuple<"(104,113)">
      %2 = cute.static : !cute.coord<"126">
      %3 = cute.static : !cute.int_tuple<"(104,112)">
      %4 = cute.static : !cute.coord<"125">
      %5 = cute.static : !cute.int_tuple<"(96,113)">
      %6 = cute.static : !cute.coord<"124">
      %7 = cute.static : !cute.int_tuple<"(96,112)">
      %8 = cute.static : !cute.coord<"123">
      %9 = cute.static : !cute.int_tuple<"(72,113)">
      %10 = cute.static : !cute.coord<"122">
      %11 = cute.static : !cute.int_tuple<"(72,112)">
      %12 = cute.static : !cute.coord<"121">
      %13 = cute.static : !cute.int_tuple<"(64,113)">
      %14 = cute.static : !cute.coord<"120">
      %15 = cute.static : !cute.int_tuple<"(64,112)">
      %16 = cute.static : !cute.coord<"119">
      %17 = cute.static : !cute.int_tuple<"(40,113)">
      %18 = cute.static : !cute.coord<"118">
      %19 = cute.static : !cute.int_tuple<"(40,112)">
      %20 = cute.static : !cute.coord<"117">
      %21 = cute.static : !cute.int_tuple<"(32,113)">
      %22 = cute.static : !cute.coord<"116">
      %23 = cute.static : !cute.int_tuple<"(32,112)">
      %24 = cute.static : !cute.coord<"115">
      %25 = cute.static : !cute.int_tuple<"(8,113)">
      %26 = cute.static : !cute.coord<"114">
      %27 = cute.static : !cute.int_tuple<"(8,112)">
      %28 = cute.static : !cute.coord<"113">
      %29 = cute.static : !cute.int_tuple<"(0,113)">
      %30 = cute.static : !cute.coord<"112">
      %31 = cute.static : !cute.int_tuple<"(0,112)">
      %32 = cute.static : !cute.coord<"111">
      %33 = cute.static : !cute.int_tuple<"(104,97)">
      %34 = cute.static : !cute.coord<"110">
      %35 = cute.static : !cute.int_tuple<"(104,96)">
      %36 = cute.static : !cute.coord<"109">
      %37 = cute.static : !cute.int_tuple<"(96,97)">
      %38 = cute.static : !cute.coord<"108">
      %39 = cute.static : !cute.int_tuple<"(96,96)">
      %40 = cute.static : !cute.coord<"107">
      %41 = cute.static : !cute.int_tuple<"(72,97)">
      %42 = cute.static : !cute.coord<"106">
      %43 = cute.static : !cute.int_tuple<"(72,96)">
      %44 = cute.static : !cute.coord<"105">
      %45 = cute.static : !cute.int_tuple<"(64,97)">
      %46 = cute.static : !cute.coord<"104">
      %47 = cute.static : !cute.int_tuple<"(64,96)">
      %48 = cute.static : !cute.coord<"103">
      %49 = cute.static : !cute.int_tuple<"(40,97)">
      %50 = cute.static : !cute.coord<"102">
      %51 = cute.static : !cute.int_tuple<"(40,96)">
      %52 = cute.static : !cute.coord<"101">
      %53 = cute.static : !cute.int_tuple<"(32,97)">
      %54 = cute.static : !cute.coord<"100">
      %55 = cute.static : !cute.int_tuple<"(32,96)">
      %56 = cute.static : !cute.coord<"99">
      %57 = cute.static : !cute.int_tuple<"(8,97)">
      %58 = cute.static : !cute.coord<"98">
      %59 = cute.static : !cute.int_tuple<"(8,96)">
      %60 = cute.static : !cute.coord<"97">
      %61 = cute.static : !cute.int_tuple<"(0,97)">
      %62 = cute.static : !cute.coord<"96">
      %63 = cute.static : !cute.int_tuple<"(0,96)">
      %64 = cute.static : !cute.coord<"95">
      %65 = cute.static : !cute.int_tuple<"(104,81)">
      %66 = cute.static : !cute.coord<"94">
      %67 = cute.static : !cute.int_tuple<"(104,80)">
      %68 = cute.static : !cute.coord<"93">
      %69 = cute.static : !cute.int_tuple<"(96,81)">
      %70 = cute.static : !cute.coord<"92">
      %71 = cute.static : !cute.int_tuple<"(96,80)">
      %72 = cute.static : !cute.coord<"91">
      %73 = cute.static : !cute.int_tuple<"(72,81)">
      %74 = cute.static : !cute.coord<"90">
      %75 = cute.static : !cute.int_tuple<"(72,80)">
      %76 = cute.static : !cute.coord<"89">
      %77 = cute.static : !cute.int_tuple<"(64,81)">
      %78 = cute.static : !cute.coord<"88">
      %79 = cute.static : !cute.int_tuple<"(64,80)">
      %80 = cute.static : !cute.coord<"87">
      %81 = cute.static : !cute.int_tuple<"(40,81)">
      %82 = cute.static : !cute.coord<"86">
      %83 = cute.static : !cute.int_tuple<"(40,80)">
      %84 = cute.static : !cute.coord<"85">
      %85 = cute.static : !cute.int_tuple<"(32,81)">
      %86 = cute.static : !cute.coord<"84">
      %87 = cute.static : !cute.int_tuple<"(32,80)">
      %88 = cute.static : !cute.coord<"83">
      %89 = cute.static : !cute.int_tuple<"(8,81)">
      %90 = cute.static : !cute.coord<"82">
      %91 = cute.static : !cute.int_tuple<"(8,80)">
      %92 = cute.static : !cute.coord<"81">
      %93 = cute.static : !cute.int_tuple<"(0,81)">
      %94 = cute.static : !cute.coord<"80">
      %95 = cute.static : !cute.int_tuple<"(0,80)">
      %96 = cute.static : !cute.coord<"79">
      %97 = cute.static : !cute.int_tuple<"(104,65)">
      %98 = cute.static : !cute.coord<"78">
      %99 = cute.static : !cute.int_tuple<"(104,64)">
      %100 = cute.static : !cute.coord<"77">
      %101 = cute.static : !cute.int_tuple<"(96,65)">
      %102 = cute.static : !cute.coord<"76">
      %103 = cute.static : !cute.int_tuple<"(96,64)">
      %104 = cute.static : !cute.coord<"75">
      %105 = cute.static : !cute.int_tuple<"(72,65)">
      %106 = cute.static : !cute.coord<"74">
      %107 = cute.static : !cute.int_tuple<"(72,64)">
      %108 = cute.static : !cute.coord<"73">
      %109 = cute.static : !cute.int_tuple<"(64,65)">
      %110 = cute.static : !cute.coord<"72">
      %111 = cute.static : !cute.int_tuple<"(64,64)">
      %112 = cute.static : !cute.coord<"71">
      %113 = cute.static : !cute.int_tuple<"(40,65)">
      %114 = cute.static : !cute.coord<"70">
      %115 = cute.static : !cute.int_tuple<"(40,64)">
      %116 = cute.static : !cute.coord<"69">
      %117 = cute.static : !cute.int_tuple<"(32,65)">
      %118 = cute.static : !cute.coord<"68">
      %119 = cute.static : !cute.int_tuple<"(32,64)">
      %120 = cute.static : !cute.coord<"67">
      %121 = cute.static : !cute.int_tuple<"(8,65)">
      %122 = cute.static : !cute.coord<"66">
      %123 = cute.static : !cute.int_tuple<"(8,64)">
      %124 = cute.static : !cute.coord<"65">
      %125 = cute.static : !cute.int_tuple<"(0,65)">
      %126 = cute.static : !cute.coord<"64">
      %127 = cute.static : !cute.int_tuple<"(0,64)">
      %128 = cute.static : !cute.coord<"63">
      %129 = cute.static : !cute.int_tuple<"(104,49)">
      %130 = cute.static : !cute.coord<"62">
      %131 = cute.static : !cute.int_tuple<"(104,48)">
      %132 = cute.static : !cute.coord<"61">
      %133 = cute.static : !cute.int_tuple<"(96,49)">
      %134 = cute.static : !cute.coord<"60">
      %135 = cute.static : !cute.int_tuple<"(96,48)">
      %136 = cute.static : !cute.coord<"59">
      %137 = cute.static : !cute.int_tuple<"(72,49)">
      %138 = cute.static : !cute.coord<"58">
      %139 = cute.static : !cute.int_tuple<"(72,48)">
      %140 = cute.static : !cute.coord<"57">
      %141 = cute.static : !cute.int_tuple<"(64,49)">
      %142 = cute.static : !cute.coord<"56">
      %143 = cute.static : !cute.int_tuple<"(64,48)">
      %144 = cute.static : !cute.coord<"55">
      %145 = cute.static : !cute.int_tuple<"(40,49)">
      %146 = cute.static : !cute.coord<"54">
      %147 = cute.static : !cute.int_tuple<"(40,48)">
      %148 = cute.static : !cute.coord<"53">
      %149 = cute.static : !cute.int_tuple<"(32,49)">
      %150 = cute.static : !cute.coord<"52">
      %151 = cute.static : !cute.int_tuple<"(32,48)">
      %152 = cute.static : !cute.coord<"51">
      %153 = cute.static : !cute.int_tuple<"(8,49)">
      %154 = cute.static : !cute.coord<"50">
      %155 = cute.static : !cute.int_tuple<"(8,48)">
      %156 = cute.static : !cute.coord<"49">
      %157 = cute.static : !cute.int_tuple<"(0,49)">
      %158 = cute.static : !cute.coord<"48">
      %159 = cute.static : !cute.coord<"47">
      %160 = cute.static : !cute.int_tuple<"(104,33)">
      %161 = cute.static : !cute.coord<"46">
      %162 = cute.static : !cute.int_tuple<"(104,32)">
      %163 = cute.static : !cute.coord<"45">
      %164 = cute.static : !cute.int_tuple<"(96,33)">
      %165 = cute.static : !cute.coord<"44">
      %166 = cute.static : !cute.int_tuple<"(96,32)">
      %167 = cute.static : !cute.coord<"43">
      %168 = cute.static : !cute.int_tuple<"(72,33)">
      %169 = cute.static : !cute.coord<"42">
      %170 = cute.static : !cute.int_tuple<"(72,32)">
      %171 = cute.static : !cute.coord<"41">
      %172 = cute.static : !cute.int_tuple<"(64,33)">
      %173 = cute.static : !cute.coord<"40">
      %174 = cute.static : !cute.int_tuple<"(64,32)">
      %175 = cute.static : !cute.coord<"39">
      %176 = cute.static : !cute.int_tuple<"(40,33)">
      %177 = cute.static : !cute.coord<"38">
      %178 = cute.static : !cute.int_tuple<"(40,32)">
      %179 = cute.static : !cute.coord<"37">
      %180 = cute.static : !cute.int_tuple<"(32,33)">
      %181 = cute.static : !cute.coord<"36">
      %182 = cute.static : !cute.int_tuple<"(32,32)">
      %183 = cute.static : !cute.coord<"35">
      %184 = cute.static : !cute.int_tuple<"(8,33)">
      %185 = cute.static : !cute.coord<"34">
      %186 = cute.static : !cute.int_tuple<"(8,32)">
      %187 = cute.static : !cute.coord<"33">
      %188 = cute.static : !cute.int_tuple<"(0,33)">
      %189 = cute.static : !cute.coord<"32">
      %190 = cute.static : !cute.coord<"31">
      %191 = cute.static : !cute.int_tuple<"(104,17)">
      %192 = cute.static : !cute.coord<"30">
      %193 = cute.static : !cute.int_tuple<"(104,16)">
      %194 = cute.static : !cute.coord<"29">
      %195 = cute.static : !cute.int_tuple<"(96,17)">
      %196 = cute.static : !cute.coord<"28">
      %197 = cute.static : !cute.int_tuple<"(96,16)">
      %198 = cute.static : !cute.coord<"27">
      %199 = cute.static : !cute.int_tuple<"(72,17)">
      %200 = cute.static : !cute.coord<"26">
      %201 = cute.static : !cute.int_tuple<"(72,16)">
      %202 = cute.static : !cute.coord<"25">
      %203 = cute.static : !cute.int_tuple<"(64,17)">
      %204 = cute.static : !cute.coord<"24">
      %205 = cute.static : !cute.int_tuple<"(64,16)">
      %206 = cute.static : !cute.coord<"23">
      %207 = cute.static : !cute.int_tuple<"(40,17)">
      %208 = cute.static : !cute.coord<"22">
      %209 = cute.static : !cute.int_tuple<"(40,16)">
      %210 = cute.static : !cute.coord<"21">
      %211 = cute.static : !cute.int_tuple<"(32,17)">
      %212 = cute.static : !cute.coord<"20">
      %213 = cute.static : !cute.int_tuple<"(32,16)">
      %214 = cute.static : !cute.coord<"19">
      %215 = cute.static : !cute.int_tuple<"(8,17)">
      %216 = cute.static : !cute.coord<"18">
      %217 = cute.static : !cute.int_tuple<"(8,16)">
      %218 = cute.static : !cute.coord<"17">
      %219 = cute.static : !cute.int_tuple<"(0,17)">
      %220 = cute.static : !cute.coord<"16">
      %221 = cute.static : !cute.coord<"15">
      %222 = cute.static : !cute.int_tuple<"(104,1)">
      %223 = cute.static : !cute.coord<"14">
      %224 = cute.static : !cute.int_tuple<"(104,0)">
      %225 = cute.static : !cute.coord<"13">
      %226 = cute.static : !cute.int_tuple<"(96,1)">
      %227 = cute.static : !cute.coord<"12">
      %228 = cute.static : !cute.coord<"11">
      %229 = cute.static : !cute.int_tuple<"(72,1)">
      %230 = cute.static : !cute.coord<"10">
      %231 = cute.static : !cute.int_tuple<"(72,0)">
      %232 = cute.static : !cute.coord<"9">
      %233 = cute.static : !cute.int_tuple<"(64,1)">
      %234 = cute.static : !cute.coord<"8">
      %235 = cute.static : !cute.coord<"7">
      %236 = cute.static : !cute.int_tuple<"(40,1)">
      %237 = cute.static : !cute.coord<"6">
      %238 = cute.static : !cute.int_tuple<"(40,0)">
      %239 = cute.static : !cute.coord<"5">
      %240 = cute.static : !cute.int_tuple<"(32,1)">
      %241 = cute.static : !cute.coord<"4">
      %242 = cute.static : !cute.coord<"3">
      %243 = cute.static : !cute.int_tuple<"(8,1)">
      %244 = cute.static : !cute.coord<"2">
      %245 = cute.static : !cute.int_tuple<"(8,0)">
      %246 = cute.static : !cute.coord<"1">
      %247 = cute.static : !cute.int_tuple<"(0,1)">
      %248 = cute.static : !cute.coord<"0">
      %249 = cute.static : !cute_layout_e94fd4
      %250 = cute.static : !cute_layout_701db0
      %251 = cute.static : !cute.int_tuple<"96">
      %252 = cute.static : !cute_layout_f95207
      %253 = cute.static : !cute_layout_afa0af
      %254 = cute.static : !cute_layout_46ed9b
      %255 = cute.static : !cute_layout_f8b369
      %256 = cute.static : !cute_layout_9136e5
      %257 = cute.static : !cute_layout_734355
      %258 = cute.static : !cute_layout_aa21ef
      %259 = cute.static : !cute.int_tuple<"32">
      %c9_i32 = arith.constant 9 : i32
      %260 = cute.static : !cute_layout_08193a
      %261 = cute.static : !cute.int_tuple<"6">
      %262 = llvm.mlir.constant(3 : i32) : i32
      %263 = llvm.mlir.constant(2 : i32) : i32
      %264 = cute.static : !cute.int_tuple<"2">
      %265 = llvm.mlir.constant(1 : i32) : i32
      %266 = llvm.mlir.constant(0 : i32) : i32
      %267 = cute.static : !cute.int_tuple<"4">
      %268 = cute.static : !cute_layout_5273d7
      %269 = cute.static : !cute.shape<"((8,1),(((2,2))))">
      %270 = cute.static : !cute.shape<"((8,1),((2,2)))">
      %271 = cute.static : !cute.shape<"((8,1),(2,2))">
      %272 = cute.static : !cute.shape<"((8,1),4,(2,2),(1,3))">
      %c-16_i32 = arith.constant -16 : i32
      %c128_i32 = arith.constant 128 : i32
      %273 = cute.static : !cute.shape<"((8,1),(2,2),4,(1,3))">
      %c-32_i32 = arith.constant -32 : i32
      %c256_i32 = arith.constant 256 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %c16768_i32 = arith.constant 16768 : i32
      %c1048_i32 = arith.constant 1048 : i32
      %c4_i32 = arith.constant 4 : i32
      %c32_i32 = arith.constant 32 : i32
      %274 = cute.static : !cute_layout_4c4b49
      %275 = cute.static : !cute.int_tuple<"64">
      %276 = cute.static : !cute.int_tuple<"8192">
      %277 = cute.static : !cute.int_tuple<"64000">
      %278 = cute.static : !cute_layout_f3aa67
      %279 = cute.static : !cute_layout_71c43e
      %280 = cute.static : !cute_layout_99d1e9
      %c1_i32 = arith.constant 1 : i32
      %281 = cute.static : !cute_layout_7328ab
      %282 = cute.static : !cute_layout_66708c
      %283 = cute.static : !cute_layout_f9eaf1
      %284 = cute.static : !cute.layout<"1:0">
      %285 = cute.static : !cute.coord<"(0,0,7)">
      %286 = cute.static : !cute.int_tuple<"(0,56)">
      %287 = cute.static : !cute.coord<"(0,0,6)">
      %288 = cute.static : !cute.int_tuple<"(0,48)">
      %289 = cute.static : !cute.coord<"(0,0,5)">
      %290 = cute.static : !cute.int_tuple<"(0,40)">
      %291 = cute.static : !cute.coord<"(0,0,4)">
      %292 = cute.static : !cute.int_tuple<"(0,32)">
      %293 = cute.static : !cute.coord<"(0,0,3)">
      %294 = cute.static : !cute.int_tuple<"(0,24)">
      %295 = cute.static : !cute.coord<"(0,0,2)">
      %296 = cute.static : !cute.int_tuple<"(0,16)">
      %297 = cute.static : !cute.coord<"(0,0,1)">
      %298 = cute.static : !cute.int_tuple<"(0,8)">
      %c0_i8 = arith.constant 0 : i8
      %299 = cute.static : !cute.coord<"(0,7,0)">
      %300 = cute.static : !cute.int_tuple<"(112,0)">
      %301 = cute.static : !cute.coord<"(0,6,0)">
      %302 = cute.static : !cute.int_tuple<"(96,0)">
      %303 = cute.static : !cute.coord<"(0,5,0)">
      %304 = cute.static : !cute.int_tuple<"(80,0)">
      %305 = cute.static : !cute.coord<"(0,4,0)">
      %306 = cute.static : !cute.int_tuple<"(64,0)">
      %307 = cute.static : !cute.coord<"(0,3,0)">
      %308 = cute.static : !cute.int_tuple<"(48,0)">
      %309 = cute.static : !cute.coord<"(0,2,0)">
      %310 = cute.static : !cute.int_tuple<"(32,0)">
      %311 = cute.static : !cute.coord<"(0,1,0)">
      %312 = cute.static : !cute.int_tuple<"(16,0)">
      %313 = cute.static : !cute.coord<"(0,0,0)">
      %c520_i32 = arith.constant 520 : i32
      %c3_i32 = arith.constant 3 : i32
      %c448_i32 = arith.constant 448 : i32
      %c512_i32 = arith.constant 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c64_i32 = arith.constant 64 : i32
      %c2_i32 = arith.constant 2 : i32
      %c1000_i32 = arith.constant 1000 : i32
      %c16_i32 = arith.constant 16 : i32
      %314 = cute.static : !cute.int_tuple<"49152">
      %c-16_i64 = arith.constant -16 : i64
      %315 = cute.static : !cute.layout<"(128,64,9):(520,1,64)">
      %316 = cute.static : !cute_layout_5351b6
      %317 = cute.static : !cute_layout_6fb86e
      %318 = cute.static : !cute_layout_a7f414
      %319 = cute.static : !cute_layout_72915e
      %320 = cute.static : !cute_layout_027d53
      %321 = cute.static : !cute_layout_dcb831
      %322 = cute.static : !cute_layout_216d36
      %323 = cute.static : !cute_layout_62513c
      %324 = cute.static : !cute_layout_82340b
      %325 = cute.static : !cute_layout_e8ffd0
      %326 = cute.static : !cute_layout_09dc5a
      %327 = cute.static : !cute_layout_7f13f7
      %c8_i32 = arith.constant 8 : i32
      %c72_i32 = arith.constant 72 : i32
      %328 = cute.static : !cute_nvgpu.atom.ldsm<val_type = bf16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>
      %329 = cute.static : !cute_nvgpu.atom.ldsm<val_type = bf16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>
      %330 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %331 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %332 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %333 = arith.divsi %331, %c72_i32 : i32
      %334 = arith.muli %333, %c72_i32 : i32
      %335 = arith.cmpi ne, %331, %334 : i32
      %c0_i32_1 = arith.constant 0 : i32
      %336 = arith.cmpi slt, %331, %c0_i32_1 : i32
      %337 = arith.cmpi slt, %c72_i32, %c0_i32_1 : i32
      %338 = arith.cmpi ne, %336, %337 : i1
      %339 = arith.andi %335, %338 : i1
      %c-1_i32 = arith.constant -1 : i32
      %340 = arith.addi %333, %c-1_i32 : i32
      %341 = arith.select %339, %340, %333 : i32
      %342 = arith.muli %341, %c8_i32 : i32
      %343 = arith.subi %c8_i32, %342 : i32
      %344 = arith.cmpi slt, %343, %c8_i32 : i32
      %345 = arith.select %344, %343, %c8_i32 : i32
      %346 = arith.muli %341, %c72_i32 : i32
      %347 = arith.subi %331, %346 : i32
      %348 = arith.remsi %347, %345 : i32
      %349 = arith.addi %342, %348 : i32
      %350 = arith.divsi %347, %345 : i32
      %351 = arith.muli %350, %345 : i32
      %352 = arith.cmpi ne, %347, %351 : i32
      %c0_i32_2 = arith.constant 0 : i32
      %353 = arith.cmpi slt, %347, %c0_i32_2 : i32
      %354 = arith.cmpi slt, %345, %c0_i32_2 : i32
      %355 = arith.cmpi ne, %353, %354 : i1
      %356 = arith.andi %352, %355 : i1
      %c-1_i32_3 = arith.constant -1 : i32
      %357 = arith.addi %350, %c-1_i32_3 : i32
      %358 = arith.select %356, %357, %350 : i32
      %coord = cute.make_coord(%332) : (i32) -> !cute.coord<"(_,_,?)">
      %idx = cute.crd2idx(%coord, %327) : (!cute.coord<"(_,_,?)">, !cute_layout_7f13f7) -> !cute_int_tuple_1d5a4a
      %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %ptr = cute.add_offset(%iter, %idx) : (!cute_ptr_6f3445, !cute_int_tuple_1d5a4a) -> !cute_ptr_6f3445
      %coord_4 = cute.make_coord(%349) : (i32) -> !cute.coord<"((_,_),(?,_))">
      %idx_5 = cute.crd2idx(%coord_4, %326) : (!cute.coord<"((_,_),(?,_))">, !cute_layout_09dc5a) -> !cute.int_tuple<"?{div=128}">
      %ptr_6 = cute.add_offset(%ptr, %idx_5) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=128}">) -> !cute_ptr_6f3445
      %idx_7 = cute.crd2idx(%coord, %325) : (!cute.coord<"(_,_,?)">, !cute_layout_e8ffd0) -> !cute_int_tuple_747e14
      %iter_8 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
      %ptr_9 = cute.add_offset(%iter_8, %idx_7) : (!cute_ptr_6f3445, !cute_int_tuple_747e14) -> !cute_ptr_6f3445
      %coord_10 = cute.make_coord(%358) : (i32) -> !cute.coord<"((_,_),(?,_))">
      %idx_11 = cute.crd2idx(%coord_10, %324) : (!cute.coord<"((_,_),(?,_))">, !cute_layout_82340b) -> !cute.int_tuple<"?{div=66560}">
      %ptr_12 = cute.add_offset(%ptr_9, %idx_11) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=66560}">) -> !cute_ptr_6f3445
      %idx_13 = cute.crd2idx(%coord, %323) : (!cute.coord<"(_,_,?)">, !cute_layout_62513c) -> !cute_int_tuple_718b17
      %iter_14 = cute.get_iter(%arg2) : !memref_gmem_bf16_2
      %ptr_15 = cute.add_offset(%iter_14, %idx_13) : (!cute_ptr_6f3445, !cute_int_tuple_718b17) -> !cute_ptr_6f3445
      %coord_16 = cute.make_coord(%349, %358) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %idx_17 = cute.crd2idx(%coord_16, %322) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_216d36) -> !cute.int_tuple<"?{div=128}">
      %ptr_18 = cute.add_offset(%ptr_15, %idx_17) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=128}">) -> !cute_ptr_6f3445
      %int_tup_iter = cute.make_arith_tuple_iter() : () -> !cute_arith_tuple_iter_da3d01
      %idx_19 = cute.crd2idx(%coord, %321) : (!cute.coord<"(_,_,?)">, !cute_layout_dcb831) -> !cute.int_tuple<"(0,0,?)">
      %tup = cute.add_offset(%int_tup_iter, %idx_19) : (!cute_arith_tuple_iter_da3d01, !cute.int_tuple<"(0,0,?)">) -> !cute_arith_tuple_iter_c87bd7
      %idx_20 = cute.crd2idx(%coord_4, %320) : (!cute.coord<"((_,_),(?,_))">, !cute_layout_027d53) -> !cute_int_tuple_63bcf0
      %tup_21 = cute.add_offset(%tup, %idx_20) : (!cute_arith_tuple_iter_c87bd7, !cute_int_tuple_63bcf0) -> !cute_arith_tuple_iter_3f9628
      %tup_22 = cute.deref_arith_tuple_iter(%tup_21) : !cute_arith_tuple_iter_3f9628
      %e0, %e1, %e2 = cute.get_leaves(%tup_22) : !cute_int_tuple_41955a
      %idx_23 = cute.crd2idx(%coord, %319) : (!cute.coord<"(_,_,?)">, !cute_layout_72915e) -> !cute.int_tuple<"(0,0,?)">
      %tup_24 = cute.add_offset(%int_tup_iter, %idx_23) : (!cute_arith_tuple_iter_da3d01, !cute.int_tuple<"(0,0,?)">) -> !cute_arith_tuple_iter_c87bd7
      %idx_25 = cute.crd2idx(%coord_10, %318) : (!cute.coord<"((_,_),(?,_))">, !cute_layout_a7f414) -> !cute_int_tuple_63bcf0
      %tup_26 = cute.add_offset(%tup_24, %idx_25) : (!cute_arith_tuple_iter_c87bd7, !cute_int_tuple_63bcf0) -> !cute_arith_tuple_iter_3f9628
      %tup_27 = cute.deref_arith_tuple_iter(%tup_26) : !cute_arith_tuple_iter_3f9628
      %e0_28, %e1_29, %e2_30 = cute.get_leaves(%tup_27) : !cute_int_tuple_41955a
      %idx_31 = cute.crd2idx(%coord, %317) : (!cute.coord<"(_,_,?)">, !cute_layout_6fb86e) -> !cute.int_tuple<"(0,0,?)">
      %tup_32 = cute.add_offset(%int_tup_iter, %idx_31) : (!cute_arith_tuple_iter_da3d01, !cute.int_tuple<"(0,0,?)">) -> !cute_arith_tuple_iter_c87bd7
      %idx_33 = cute.crd2idx(%coord_16, %316) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_5351b6) -> !cute_int_tuple_a0ee65
      %tup_34 = cute.add_offset(%tup_32, %idx_33) : (!cute_arith_tuple_iter_c87bd7, !cute_int_tuple_a0ee65) -> !cute_arith_tuple_iter_815f75
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"-56000">
      %ptr_35 = cute.add_offset(%ptr_6, %int_tuple) : (!cute_ptr_6f3445, !cute.int_tuple<"-56000">) -> !cute_ptr_6f3445
      %int_tuple_36 = cute.make_int_tuple() : () -> !cute.int_tuple<"-56">
      %ptr_37 = cute.add_offset(%ptr_12, %int_tuple_36) : (!cute_ptr_6f3445, !cute.int_tuple<"-56">) -> !cute_ptr_6f3445
      %view = cute.make_view(%ptr_37, %315) : !memref_gmem_bf16_3
      %dyn = cute.derefine(%view) : !memref_gmem_bf16_3 to !memref_gmem_bf16_4
      %iter_38 = cute.get_iter(%dyn) : !memref_gmem_bf16_4
      %int_tuple_39 = cute.make_int_tuple(%e0, %e2) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_41955a
      %int_tuple_40 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,-56)">
      %add = cute.tuple_add(%int_tuple_39, %int_tuple_40) : (!cute_int_tuple_41955a, !cute.int_tuple<"(0,-56)">) -> !cute_int_tuple_dff6a5
      %e0_41, %e1_42, %e2_43 = cute.get_leaves(%add) : !cute_int_tuple_dff6a5
      %int_tuple_44 = cute.make_int_tuple(%e0_41, %e2_43) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_dff6a5
      %int_tup_iter_45 = cute.make_arith_tuple_iter(%int_tuple_44) : (!cute_int_tuple_dff6a5) -> !cute_arith_tuple_iter_7aa7ab
      %int_tuple_46 = cute.make_int_tuple(%e0_28, %e2_30) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_41955a
      %add_47 = cute.tuple_add(%int_tuple_46, %int_tuple_40) : (!cute_int_tuple_41955a, !cute.int_tuple<"(0,-56)">) -> !cute_int_tuple_dff6a5
      %e0_48, %e1_49, %e2_50 = cute.get_leaves(%add_47) : !cute_int_tuple_dff6a5
      %int_tuple_51 = cute.make_int_tuple(%e0_48, %e2_50) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_dff6a5
      %int_tup_iter_52 = cute.make_arith_tuple_iter(%int_tuple_51) : (!cute_int_tuple_dff6a5) -> !cute_arith_tuple_iter_7aa7ab
      %359 = cute.ptrtoint(%iter_38) : !cute.ptr<bf16, gmem> to i64
      %360 = arith.addi %359, %c15_i64 : i64
      %361 = arith.andi %360, %c-16_i64 : i64
      %iv = cute.assume(%361) : (i64) -> !cute.i64<divby 16>
      %362 = cute.inttoptr(%iv) : !cute.i64<divby 16> to !cute_ptr_6f3445
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %ptr_53 = cute.add_offset(%smem_ptr, %314) : (!cute_ptr_9af6a0, !cute.int_tuple<"49152">) -> !cute_ptr_9af6a0
      %iter_54 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute_ptr_3ddfa0
      %iter_55 = cute.recast_iter(%ptr_53) : !cute_ptr_9af6a0 to !cute_ptr_3ddfa0
      %363 = arith.divsi %330, %c16_i32 : i32
      %364 = arith.remsi %330, %c16_i32 : i32
      %365 = arith.muli %364, %c8_i32 : i32
      %366 = arith.muli %363, %c1000_i32 : i32
      %367 = arith.addi %365, %366 : i32
      %iv_56 = cute.assume(%367) : (i32) -> !cute.i32<divby 8>
      %int_tuple_57 = cute.make_int_tuple(%iv_56) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_58 = cute.add_offset(%ptr_35, %int_tuple_57) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
      %368 = arith.divsi %330, %c8_i32 : i32
      %369 = arith.remsi %330, %c8_i32 : i32
      %370 = arith.muli %369, %c8_i32 : i32
      %371 = arith.divsi %368, %c2_i32 : i32
      %372 = arith.muli %371, %c64_i32 : i32
      %373 = arith.addi %370, %372 : i32
      %374 = arith.remsi %368, %c2_i32 : i32
      %375 = arith.muli %374, %c512_i32 : i32
      %376 = arith.andi %373, %c448_i32 : i32
      %377 = arith.shrsi %376, %c3_i32 : i32
      %378 = arith.xori %373, %377 : i32
      %379 = arith.addi %378, %375 : i32
      %iv_59 = cute.assume(%379) : (i32) -> !cute.i32<divby 8>
      %int_tuple_60 = cute.make_int_tuple(%iv_59) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_61 = cute.add_offset(%iter_54, %int_tuple_60) : (!cute_ptr_3ddfa0, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_667fbe
      %view_62 = cute.make_view(%ptr_61) : !memref_smem_bf16_
      %iv_63 = cute.assume(%365) : (i32) -> !cute.i32<divby 8>
      %int_tuple_64 = cute.make_int_tuple(%iv_63, %363) : (!cute.i32<divby 8>, i32) -> !cute.int_tuple<"(?{div=8},?)">
      %tup_65 = cute.add_offset(%int_tup_iter_45, %int_tuple_64) : (!cute_arith_tuple_iter_7aa7ab, !cute.int_tuple<"(?{div=8},?)">) -> !cute_arith_tuple_iter_964e76
      %380 = arith.muli %368, %c520_i32 : i32
      %381 = arith.addi %370, %380 : i32
      %iv_66 = cute.assume(%381) : (i32) -> !cute.i32<divby 8>
      %int_tuple_67 = cute.make_int_tuple(%iv_66) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_68 = cute.add_offset(%362, %int_tuple_67) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
      %382 = arith.remsi %368, %c8_i32 : i32
      %383 = arith.muli %382, %c64_i32 : i32
      %384 = arith.addi %370, %383 : i32
      %385 = arith.divsi %368, %c8_i32 : i32
      %386 = arith.muli %385, %c512_i32 : i32
      %387 = arith.andi %384, %c448_i32 : i32
      %388 = arith.shrsi %387, %c3_i32 : i32
      %389 = arith.xori %384, %388 : i32
      %390 = arith.addi %389, %386 : i32
      %iv_69 = cute.assume(%390) : (i32) -> !cute.i32<divby 8>
      %int_tuple_70 = cute.make_int_tuple(%iv_69) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_71 = cute.add_offset(%iter_55, %int_tuple_70) : (!cute_ptr_3ddfa0, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_667fbe
      %view_72 = cute.make_view(%ptr_71) : !memref_smem_bf16_1
      %iv_73 = cute.assume(%370) : (i32) -> !cute.i32<divby 8>
      %int_tuple_74 = cute.make_int_tuple(%368, %iv_73) : (i32, !cute.i32<divby 8>) -> !cute.int_tuple<"(?,?{div=8})">
      %tup_75 = cute.add_offset(%int_tup_iter_52, %int_tuple_74) : (!cute_arith_tuple_iter_7aa7ab, !cute.int_tuple<"(?,?{div=8})">) -> !cute_arith_tuple_iter_9b797c
      %dyn_76 = cute.derefine(%tup_75) : !cute_arith_tuple_iter_9b797c to !cute_arith_tuple_iter_2fe1bf
      %rmem = cute.memref.alloca() : !memref_rmem_i8_
      %iter_77 = cute.get_iter(%rmem) : !memref_rmem_i8_
      %tup_78 = cute.deref_arith_tuple_iter(%tup_65) : !cute_arith_tuple_iter_964e76
      %e0_79, %e1_80, %e2_81 = cute.get_leaves(%tup_78) : !cute_int_tuple_4701cc
      %coord_82 = cute.make_coord(%e0_79) : (!cute.int_tuple<"?{div=8}">) -> !cute.coord<"?{div=8}">
      %391 = cute.get_scalars(%coord_82) : !cute.coord<"?{div=8}">
      %392 = arith.cmpi slt, %391, %c1000_i32 : i32
      %393 = arith.extui %392 : i1 to i8
      cute.memref.store(%rmem, %313, %393) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %rmem_83 = cute.memref.alloca() : !memref_rmem_i8_1
      %iter_84 = cute.get_iter(%rmem_83) : !memref_rmem_i8_1
      %tup_85 = cute.deref_arith_tuple_iter(%dyn_76) : !cute_arith_tuple_iter_2fe1bf
      %e0_86, %e1_87, %e2_88 = cute.get_leaves(%tup_85) : !cute.int_tuple<"(?,?,?)">
      %coord_89 = cute.make_coord(%e0_86) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %394 = cute.get_scalars(%coord_89) : !cute.coord<"?">
      %395 = arith.cmpi slt, %394, %c1048_i32 : i32
      %396 = arith.extui %395 : i1 to i8
      cute.memref.store(%rmem_83, %313, %396) : (!memref_rmem_i8_1, !cute.coord<"(0,0,0)">, i8) -> ()
      %tup_90 = cute.add_offset(%tup_75, %312) : (!cute_arith_tuple_iter_9b797c, !cute.int_tuple<"(16,0)">) -> !cute_arith_tuple_iter_9b797c
      %dyn_91 = cute.derefine(%tup_90) : !cute_arith_tuple_iter_9b797c to !cute_arith_tuple_iter_2fe1bf
      %tup_92 = cute.deref_arith_tuple_iter(%dyn_91) : !cute_arith_tuple_iter_2fe1bf
      %e0_93, %e1_94, %e2_95 = cute.get_leaves(%tup_92) : !cute.int_tuple<"(?,?,?)">
      %coord_96 = cute.make_coord(%e0_93) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %397 = cute.get_scalars(%coord_96) : !cute.coord<"?">
      %398 = arith.cmpi slt, %397, %c1048_i32 : i32
      %399 = arith.extui %398 : i1 to i8
      cute.memref.store(%rmem_83, %311, %399) : (!memref_rmem_i8_1, !cute.coord<"(0,1,0)">, i8) -> ()
      %tup_97 = cute.add_offset(%tup_75, %310) : (!cute_arith_tuple_iter_9b797c, !cute.int_tuple<"(32,0)">) -> !cute_arith_tuple_iter_9b797c
      %dyn_98 = cute.derefine(%tup_97) : !cute_arith_tuple_iter_9b797c to !cute_arith_tuple_iter_2fe1bf
      %tup_99 = cute.deref_arith_tuple_iter(%dyn_98) : !cute_arith_tuple_iter_2fe1bf
      %e0_100, %e1_101, %e2_102 = cute.get_leaves(%tup_99) : !cute.int_tuple<"(?,?,?)">
      %coord_103 = cute.make_coord(%e0_100) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %400 = cute.get_scalars(%coord_103) : !cute.coord<"?">
      %401 = arith.cmpi slt, %400, %c1048_i32 : i32
      %402 = arith.extui %401 : i1 to i8
      cute.memref.store(%rmem_83, %309, %402) : (!memref_rmem_i8_1, !cute.coord<"(0,2,0)">, i8) -> ()
      %tup_104 = cute.add_offset(%tup_75, %308) : (!cute_arith_tuple_iter_9b797c, !cute.int_tuple<"(48,0)">) -> !cute_arith_tuple_iter_9b797c
      %dyn_105 = cute.derefine(%tup_104) : !cute_arith_tuple_iter_9b797c to !cute_arith_tuple_iter_2fe1bf
      %tup_106 = cute.deref_arith_tuple_iter(%dyn_105) : !cute_arith_tuple_iter_2fe1bf
      %e0_107, %e1_108, %e2_109 = cute.get_leaves(%tup_106) : !cute.int_tuple<"(?,?,?)">
      %coord_110 = cute.make_coord(%e0_107) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %403 = cute.get_scalars(%coord_110) : !cute.coord<"?">
      %404 = arith.cmpi slt, %403, %c1048_i32 : i32
      %405 = arith.extui %404 : i1 to i8
      cute.memref.store(%rmem_83, %307, %405) : (!memref_rmem_i8_1, !cute.coord<"(0,3,0)">, i8) -> ()
      %tup_111 = cute.add_offset(%tup_75, %306) : (!cute_arith_tuple_iter_9b797c, !cute.int_tuple<"(64,0)">) -> !cute_arith_tuple_iter_9b797c
      %dyn_112 = cute.derefine(%tup_111) : !cute_arith_tuple_iter_9b797c to !cute_arith_tuple_iter_2fe1bf
      %tup_113 = cute.deref_arith_tuple_iter(%dyn_112) : !cute_arith_tuple_iter_2fe1bf
      %e0_114, %e1_115, %e2_116 = cute.get_leaves(%tup_113) : !cute.int_tuple<"(?,?,?)">
      %coord_117 = cute.make_coord(%e0_114) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %406 = cute.get_scalars(%coord_117) : !cute.coord<"?">
      %407 = arith.cmpi slt, %406, %c1048_i32 : i32
      %408 = arith.extui %407 : i1 to i8
      cute.memref.store(%rmem_83, %305, %408) : (!memref_rmem_i8_1, !cute.coord<"(0,4,0)">, i8) -> ()
      %tup_118 = cute.add_offset(%tup_75, %304) : (!cute_arith_tuple_iter_9b797c, !cute.int_tuple<"(80,0)">) -> !cute_arith_tuple_iter_9b797c
      %dyn_119 = cute.derefine(%tup_118) : !cute_arith_tuple_iter_9b797c to !cute_arith_tuple_iter_2fe1bf
      %tup_120 = cute.deref_arith_tuple_iter(%dyn_119) : !cute_arith_tuple_iter_2fe1bf
      %e0_121, %e1_122, %e2_123 = cute.get_leaves(%tup_120) : !cute.int_tuple<"(?,?,?)">
      %coord_124 = cute.make_coord(%e0_121) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %409 = cute.get_scalars(%coord_124) : !cute.coord<"?">
      %410 = arith.cmpi slt, %409, %c1048_i32 : i32
      %411 = arith.extui %410 : i1 to i8
      cute.memref.store(%rmem_83, %303, %411) : (!memref_rmem_i8_1, !cute.coord<"(0,5,0)">, i8) -> ()
      %tup_125 = cute.add_offset(%tup_75, %302) : (!cute_arith_tuple_iter_9b797c, !cute.int_tuple<"(96,0)">) -> !cute_arith_tuple_iter_9b797c
      %dyn_126 = cute.derefine(%tup_125) : !cute_arith_tuple_iter_9b797c to !cute_arith_tuple_iter_2fe1bf
      %tup_127 = cute.deref_arith_tuple_iter(%dyn_126) : !cute_arith_tuple_iter_2fe1bf
      %e0_128, %e1_129, %e2_130 = cute.get_leaves(%tup_127) : !cute.int_tuple<"(?,?,?)">
      %coord_131 = cute.make_coord(%e0_128) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %412 = cute.get_scalars(%coord_131) : !cute.coord<"?">
      %413 = arith.cmpi slt, %412, %c1048_i32 : i32
      %414 = arith.extui %413 : i1 to i8
      cute.memref.store(%rmem_83, %301, %414) : (!memref_rmem_i8_1, !cute.coord<"(0,6,0)">, i8) -> ()
      %tup_132 = cute.add_offset(%tup_75, %300) : (!cute_arith_tuple_iter_9b797c, !cute.int_tuple<"(112,0)">) -> !cute_arith_tuple_iter_9b797c
      %dyn_133 = cute.derefine(%tup_132) : !cute_arith_tuple_iter_9b797c to !cute_arith_tuple_iter_2fe1bf
      %tup_134 = cute.deref_arith_tuple_iter(%dyn_133) : !cute_arith_tuple_iter_2fe1bf
      %e0_135, %e1_136, %e2_137 = cute.get_leaves(%tup_134) : !cute.int_tuple<"(?,?,?)">
      %coord_138 = cute.make_coord(%e0_135) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %415 = cute.get_scalars(%coord_138) : !cute.coord<"?">
      %416 = arith.cmpi slt, %415, %c1048_i32 : i32
      %417 = arith.extui %416 : i1 to i8
      cute.memref.store(%rmem_83, %299, %417) : (!memref_rmem_i8_1, !cute.coord<"(0,7,0)">, i8) -> ()
      %rmem_139 = cute.memref.alloca() : !memref_rmem_i8_2
      %iter_140 = cute.get_iter(%rmem_139) : !memref_rmem_i8_2
      %coord_141 = cute.make_coord() : () -> !cute.coord<"-1">
      %dyn_142 = cute.derefine(%coord_141) : !cute.coord<"-1"> to !cute.coord<"?">
      %coord_143 = cute.make_coord(%e1_80) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %418 = cute.get_scalars(%dyn_142) : !cute.coord<"?">
      %419 = cute.get_scalars(%coord_143) : !cute.coord<"?">
      %420 = arith.cmpi slt, %418, %419 : i32
      %421 = cute.memref.load(%rmem, %313) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">) -> i8
      %422 = arith.cmpi ne, %421, %c0_i8 : i8
      %423 = arith.andi %422, %420 : i1
      %424 = arith.extui %423 : i1 to i8
      cute.memref.store(%rmem_139, %313, %424) : (!memref_rmem_i8_2, !cute.coord<"(0,0,0)">, i8) -> ()
      %tup_144 = cute.add_offset(%tup_65, %298) : (!cute_arith_tuple_iter_964e76, !cute.int_tuple<"(0,8)">) -> !cute_arith_tuple_iter_964e76
      %tup_145 = cute.deref_arith_tuple_iter(%tup_144) : !cute_arith_tuple_iter_964e76
      %e0_146, %e1_147, %e2_148 = cute.get_leaves(%tup_145) : !cute_int_tuple_4701cc
      %coord_149 = cute.make_coord(%e1_147) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %425 = cute.get_scalars(%coord_149) : !cute.coord<"?">
      %426 = arith.cmpi slt, %418, %425 : i32
      %427 = cute.memref.load(%rmem, %313) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">) -> i8
      %428 = arith.cmpi ne, %427, %c0_i8 : i8
      %429 = arith.andi %428, %426 : i1
      %430 = arith.extui %429 : i1 to i8
      cute.memref.store(%rmem_139, %297, %430) : (!memref_rmem_i8_2, !cute.coord<"(0,0,1)">, i8) -> ()
      %tup_150 = cute.add_offset(%tup_65, %296) : (!cute_arith_tuple_iter_964e76, !cute.int_tuple<"(0,16)">) -> !cute_arith_tuple_iter_964e76
      %tup_151 = cute.deref_arith_tuple_iter(%tup_150) : !cute_arith_tuple_iter_964e76
      %e0_152, %e1_153, %e2_154 = cute.get_leaves(%tup_151) : !cute_int_tuple_4701cc
      %coord_155 = cute.make_coord(%e1_153) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %431 = cute.get_scalars(%coord_155) : !cute.coord<"?">
      %432 = arith.cmpi slt, %418, %431 : i32
      %433 = cute.memref.load(%rmem, %313) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">) -> i8
      %434 = arith.cmpi ne, %433, %c0_i8 : i8
      %435 = arith.andi %434, %432 : i1
      %436 = arith.extui %435 : i1 to i8
      cute.memref.store(%rmem_139, %295, %436) : (!memref_rmem_i8_2, !cute.coord<"(0,0,2)">, i8) -> ()
      %tup_156 = cute.add_offset(%tup_65, %294) : (!cute_arith_tuple_iter_964e76, !cute.int_tuple<"(0,24)">) -> !cute_arith_tuple_iter_964e76
      %tup_157 = cute.deref_arith_tuple_iter(%tup_156) : !cute_arith_tuple_iter_964e76
      %e0_158, %e1_159, %e2_160 = cute.get_leaves(%tup_157) : !cute_int_tuple_4701cc
      %coord_161 = cute.make_coord(%e1_159) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %437 = cute.get_scalars(%coord_161) : !cute.coord<"?">
      %438 = arith.cmpi slt, %418, %437 : i32
      %439 = cute.memref.load(%rmem, %313) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">) -> i8
      %440 = arith.cmpi ne, %439, %c0_i8 : i8
      %441 = arith.andi %440, %438 : i1
      %442 = arith.extui %441 : i1 to i8
      cute.memref.store(%rmem_139, %293, %442) : (!memref_rmem_i8_2, !cute.coord<"(0,0,3)">, i8) -> ()
      %tup_162 = cute.add_offset(%tup_65, %292) : (!cute_arith_tuple_iter_964e76, !cute.int_tuple<"(0,32)">) -> !cute_arith_tuple_iter_964e76
      %tup_163 = cute.deref_arith_tuple_iter(%tup_162) : !cute_arith_tuple_iter_964e76
      %e0_164, %e1_165, %e2_166 = cute.get_leaves(%tup_163) : !cute_int_tuple_4701cc
      %coord_167 = cute.make_coord(%e1_165) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %443 = cute.get_scalars(%coord_167) : !cute.coord<"?">
      %444 = arith.cmpi slt, %418, %443 : i32
      %445 = cute.memref.load(%rmem, %313) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">) -> i8
      %446 = arith.cmpi ne, %445, %c0_i8 : i8
      %447 = arith.andi %446, %444 : i1
      %448 = arith.extui %447 : i1 to i8
      cute.memref.store(%rmem_139, %291, %448) : (!memref_rmem_i8_2, !cute.coord<"(0,0,4)">, i8) -> ()
      %tup_168 = cute.add_offset(%tup_65, %290) : (!cute_arith_tuple_iter_964e76, !cute.int_tuple<"(0,40)">) -> !cute_arith_tuple_iter_964e76
      %tup_169 = cute.deref_arith_tuple_iter(%tup_168) : !cute_arith_tuple_iter_964e76
      %e0_170, %e1_171, %e2_172 = cute.get_leaves(%tup_169) : !cute_int_tuple_4701cc
      %coord_173 = cute.make_coord(%e1_171) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %449 = cute.get_scalars(%coord_173) : !cute.coord<"?">
      %450 = arith.cmpi slt, %418, %449 : i32
      %451 = cute.memref.load(%rmem, %313) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">) -> i8
      %452 = arith.cmpi ne, %451, %c0_i8 : i8
      %453 = arith.andi %452, %450 : i1
      %454 = arith.extui %453 : i1 to i8
      cute.memref.store(%rmem_139, %289, %454) : (!memref_rmem_i8_2, !cute.coord<"(0,0,5)">, i8) -> ()
      %tup_174 = cute.add_offset(%tup_65, %288) : (!cute_arith_tuple_iter_964e76, !cute.int_tuple<"(0,48)">) -> !cute_arith_tuple_iter_964e76
      %tup_175 = cute.deref_arith_tuple_iter(%tup_174) : !cute_arith_tuple_iter_964e76
      %e0_176, %e1_177, %e2_178 = cute.get_leaves(%tup_175) : !cute_int_tuple_4701cc
      %coord_179 = cute.make_coord(%e1_177) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %455 = cute.get_scalars(%coord_179) : !cute.coord<"?">
      %456 = arith.cmpi slt, %418, %455 : i32
      %457 = cute.memref.load(%rmem, %313) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">) -> i8
      %458 = arith.cmpi ne, %457, %c0_i8 : i8
      %459 = arith.andi %458, %456 : i1
      %460 = arith.extui %459 : i1 to i8
      cute.memref.store(%rmem_139, %287, %460) : (!memref_rmem_i8_2, !cute.coord<"(0,0,6)">, i8) -> ()
      %tup_180 = cute.add_offset(%tup_65, %286) : (!cute_arith_tuple_iter_964e76, !cute.int_tuple<"(0,56)">) -> !cute_arith_tuple_iter_964e76
      %tup_181 = cute.deref_arith_tuple_iter(%tup_180) : !cute_arith_tuple_iter_964e76
      %e0_182, %e1_183, %e2_184 = cute.get_leaves(%tup_181) : !cute_int_tuple_4701cc
      %coord_185 = cute.make_coord(%e1_183) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %461 = cute.get_scalars(%coord_185) : !cute.coord<"?">
      %462 = arith.cmpi slt, %418, %461 : i32
      %463 = cute.memref.load(%rmem, %313) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">) -> i8
      %464 = arith.cmpi ne, %463, %c0_i8 : i8
      %465 = arith.andi %464, %462 : i1
      %466 = arith.extui %465 : i1 to i8
      cute.memref.store(%rmem_139, %285, %466) : (!memref_rmem_i8_2, !cute.coord<"(0,0,7)">, i8) -> ()
      %rmem_186 = cute.memref.alloca() : !memref_rmem_i8_3
      %iter_187 = cute.get_iter(%rmem_186) : !memref_rmem_i8_3
      %coord_188 = cute.make_coord(%e1_87) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %467 = cute.get_scalars(%coord_188) : !cute.coord<"?">
      %468 = arith.cmpi slt, %418, %467 : i32
      %469 = cute.memref.load(%rmem_83, %313) : (!memref_rmem_i8_1, !cute.coord<"(0,0,0)">) -> i8
      %470 = arith.cmpi ne, %469, %c0_i8 : i8
      %471 = arith.andi %470, %468 : i1
      %472 = arith.extui %471 : i1 to i8
      cute.memref.store(%rmem_186, %313, %472) : (!memref_rmem_i8_3, !cute.coord<"(0,0,0)">, i8) -> ()
      %coord_189 = cute.make_coord(%e1_94) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %473 = cute.get_scalars(%coord_189) : !cute.coord<"?">
      %474 = arith.cmpi slt, %418, %473 : i32
      %475 = cute.memref.load(%rmem_83, %311) : (!memref_rmem_i8_1, !cute.coord<"(0,1,0)">) -> i8
      %476 = arith.cmpi ne, %475, %c0_i8 : i8
      %477 = arith.andi %476, %474 : i1
      %478 = arith.extui %477 : i1 to i8
      cute.memref.store(%rmem_186, %311, %478) : (!memref_rmem_i8_3, !cute.coord<"(0,1,0)">, i8) -> ()
      %coord_190 = cute.make_coord(%e1_101) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %479 = cute.get_scalars(%coord_190) : !cute.coord<"?">
      %480 = arith.cmpi slt, %418, %479 : i32
      %481 = cute.memref.load(%rmem_83, %309) : (!memref_rmem_i8_1, !cute.coord<"(0,2,0)">) -> i8
      %482 = arith.cmpi ne, %481, %c0_i8 : i8
      %483 = arith.andi %482, %480 : i1
      %484 = arith.extui %483 : i1 to i8
      cute.memref.store(%rmem_186, %309, %484) : (!memref_rmem_i8_3, !cute.coord<"(0,2,0)">, i8) -> ()
      %coord_191 = cute.make_coord(%e1_108) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %485 = cute.get_scalars(%coord_191) : !cute.coord<"?">
      %486 = arith.cmpi slt, %418, %485 : i32
      %487 = cute.memref.load(%rmem_83, %307) : (!memref_rmem_i8_1, !cute.coord<"(0,3,0)">) -> i8
      %488 = arith.cmpi ne, %487, %c0_i8 : i8
      %489 = arith.andi %488, %486 : i1
      %490 = arith.extui %489 : i1 to i8
      cute.memref.store(%rmem_186, %307, %490) : (!memref_rmem_i8_3, !cute.coord<"(0,3,0)">, i8) -> ()
      %coord_192 = cute.make_coord(%e1_115) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %491 = cute.get_scalars(%coord_192) : !cute.coord<"?">
      %492 = arith.cmpi slt, %418, %491 : i32
      %493 = cute.memref.load(%rmem_83, %305) : (!memref_rmem_i8_1, !cute.coord<"(0,4,0)">) -> i8
      %494 = arith.cmpi ne, %493, %c0_i8 : i8
      %495 = arith.andi %494, %492 : i1
      %496 = arith.extui %495 : i1 to i8
      cute.memref.store(%rmem_186, %305, %496) : (!memref_rmem_i8_3, !cute.coord<"(0,4,0)">, i8) -> ()
      %coord_193 = cute.make_coord(%e1_122) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %497 = cute.get_scalars(%coord_193) : !cute.coord<"?">
      %498 = arith.cmpi slt, %418, %497 : i32
      %499 = cute.memref.load(%rmem_83, %303) : (!memref_rmem_i8_1, !cute.coord<"(0,5,0)">) -> i8
      %500 = arith.cmpi ne, %499, %c0_i8 : i8
      %501 = arith.andi %500, %498 : i1
      %502 = arith.extui %501 : i1 to i8
      cute.memref.store(%rmem_186, %303, %502) : (!memref_rmem_i8_3, !cute.coord<"(0,5,0)">, i8) -> ()
      %coord_194 = cute.make_coord(%e1_129) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %503 = cute.get_scalars(%coord_194) : !cute.coord<"?">
      %504 = arith.cmpi slt, %418, %503 : i32
      %505 = cute.memref.load(%rmem_83, %301) : (!memref_rmem_i8_1, !cute.coord<"(0,6,0)">) -> i8
      %506 = arith.cmpi ne, %505, %c0_i8 : i8
      %507 = arith.andi %506, %504 : i1
      %508 = arith.extui %507 : i1 to i8
      cute.memref.store(%rmem_186, %301, %508) : (!memref_rmem_i8_3, !cute.coord<"(0,6,0)">, i8) -> ()
      %coord_195 = cute.make_coord(%e1_136) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %509 = cute.get_scalars(%coord_195) : !cute.coord<"?">
      %510 = arith.cmpi slt, %418, %509 : i32
      %511 = cute.memref.load(%rmem_83, %299) : (!memref_rmem_i8_1, !cute.coord<"(0,7,0)">) -> i8
      %512 = arith.cmpi ne, %511, %c0_i8 : i8
      %513 = arith.andi %512, %510 : i1
      %514 = arith.extui %513 : i1 to i8
      cute.memref.store(%rmem_186, %299, %514) : (!memref_rmem_i8_3, !cute.coord<"(0,7,0)">, i8) -> ()
      cute.memref.store_vec(%cst_0, %view_62) : (vector<192xbf16>, !memref_smem_bf16_) -> ()
      cute.memref.store_vec(%cst_0, %view_72) : (vector<192xbf16>, !memref_smem_bf16_1) -> ()
      nvvm.barrier
      cf.br ^bb1(%c0_i32 : i32)
    ^bb1(%515: i32):  // 2 preds: ^bb0, ^bb2
      %516 = arith.cmpi slt, %515, %c8_i32 : i32
      cf.cond_br %516, ^bb2, ^bb3 {llvm.loop_annotation = #loop_annotation}
    ^bb2:  // pred: ^bb1
      %coord_196 = cute.make_coord(%515) : (i32) -> !cute.coord<"(_,?)">
      %idx_197 = cute.crd2idx(%coord_196, %283) : (!cute.coord<"(_,?)">, !cute_layout_f9eaf1) -> !cute.int_tuple<"?{div=8000}">
      %ptr_198 = cute.add_offset(%ptr_58, %idx_197) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8000}">) -> !cute_ptr_6f3445
      %idx_199 = cute.crd2idx(%coord_196, %282) : (!cute.coord<"(_,?)">, !cute_layout_66708c) -> !cute.int_tuple<"?{div=1024}">
      %ptr_200 = cute.add_offset(%ptr_61, %idx_199) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=1024}">) -> !cute_ptr_667fbe
      %idx_201 = cute.crd2idx(%coord_196, %281) : (!cute.coord<"(_,?)">, !cute_layout_7328ab) -> !cute.int_tuple<"?">
      %ptr_202 = cute.add_offset(%iter_140, %idx_201) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %517 = builtin.unrealized_conversion_cast %ptr_202 : !cute.ptr<i8, rmem> to !llvm.ptr
      %518 = llvm.load %517 : !llvm.ptr -> i8
      %519 = llvm.trunc %518 : i8 to i1
      %iter_203 = cute.recast_iter(%ptr_198) : !cute_ptr_6f3445 to !cute.ptr<i128, gmem>
      %iter_204 = cute.recast_iter(%ptr_200) : !cute_ptr_667fbe to !cute.ptr<i128, smem>
      cute_nvgpu.arch.copy.SM80.cp_async(%iter_204 : !cute.ptr<i128, smem>, %iter_203 : !cute.ptr<i128, gmem>, %519 : i1) {cache_mode = <global>}
      %520 = arith.addi %515, %c1_i32 : i32
      cf.br ^bb1(%520 : i32)
    ^bb3:  // pred: ^bb1
      cf.br ^bb4(%c0_i32 : i32)
    ^bb4(%521: i32):  // 2 preds: ^bb3, ^bb5
      %522 = arith.cmpi slt, %521, %c8_i32 : i32
      cf.cond_br %522, ^bb5, ^bb6 {llvm.loop_annotation = #loop_annotation}
    ^bb5:  // pred: ^bb4
      %coord_205 = cute.make_coord(%521) : (i32) -> !cute.coord<"(_,?)">
      %idx_206 = cute.crd2idx(%coord_205, %280) : (!cute.coord<"(_,?)">, !cute_layout_99d1e9) -> !cute.int_tuple<"?{div=8320}">
      %ptr_207 = cute.add_offset(%ptr_68, %idx_206) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8320}">) -> !cute_ptr_6f3445
      %idx_208 = cute.crd2idx(%coord_205, %279) : (!cute.coord<"(_,?)">, !cute_layout_71c43e) -> !cute.int_tuple<"?{div=1024}">
      %ptr_209 = cute.add_offset(%ptr_71, %idx_208) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=1024}">) -> !cute_ptr_667fbe
      %idx_210 = cute.crd2idx(%coord_205, %278) : (!cute.coord<"(_,?)">, !cute_layout_f3aa67) -> !cute.int_tuple<"?">
      %ptr_211 = cute.add_offset(%iter_187, %idx_210) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %523 = builtin.unrealized_conversion_cast %ptr_211 : !cute.ptr<i8, rmem> to !llvm.ptr
      %524 = llvm.load %523 : !llvm.ptr -> i8
      %525 = llvm.trunc %524 : i8 to i1
      %iter_212 = cute.recast_iter(%ptr_207) : !cute_ptr_6f3445 to !cute.ptr<i128, gmem>
      %iter_213 = cute.recast_iter(%ptr_209) : !cute_ptr_667fbe to !cute.ptr<i128, smem>
      cute_nvgpu.arch.copy.SM80.cp_async(%iter_213 : !cute.ptr<i128, smem>, %iter_212 : !cute.ptr<i128, gmem>, %525 : i1) {cache_mode = <global>}
      %526 = arith.addi %521, %c1_i32 : i32
      cf.br ^bb4(%526 : i32)
    ^bb6:  // pred: ^bb4
      nvvm.cp.async.commit.group
      %ptr_214 = cute.add_offset(%ptr_58, %277) : (!cute_ptr_6f3445, !cute.int_tuple<"64000">) -> !cute_ptr_6f3445
      %ptr_215 = cute.add_offset(%ptr_61, %276) : (!cute_ptr_667fbe, !cute.int_tuple<"8192">) -> !cute_ptr_667fbe
      %527 = builtin.unrealized_conversion_cast %iter_77 : !cute.ptr<i8, rmem, align<32>> to !llvm.ptr
      cf.br ^bb7(%c0_i32 : i32)
    ^bb7(%528: i32):  // 2 preds: ^bb6, ^bb8
      %529 = arith.cmpi slt, %528, %c8_i32 : i32
      cf.cond_br %529, ^bb8, ^bb9 {llvm.loop_annotation = #loop_annotation}
    ^bb8:  // pred: ^bb7
      %coord_216 = cute.make_coord(%528) : (i32) -> !cute.coord<"(_,?)">
      %idx_217 = cute.crd2idx(%coord_216, %283) : (!cute.coord<"(_,?)">, !cute_layout_f9eaf1) -> !cute.int_tuple<"?{div=8000}">
      %ptr_218 = cute.add_offset(%ptr_214, %idx_217) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8000}">) -> !cute_ptr_6f3445
      %idx_219 = cute.crd2idx(%coord_216, %282) : (!cute.coord<"(_,?)">, !cute_layout_66708c) -> !cute.int_tuple<"?{div=1024}">
      %ptr_220 = cute.add_offset(%ptr_215, %idx_219) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=1024}">) -> !cute_ptr_667fbe
      %530 = llvm.load %527 : !llvm.ptr -> i8
      %531 = llvm.trunc %530 : i8 to i1
      %iter_221 = cute.recast_iter(%ptr_218) : !cute_ptr_6f3445 to !cute.ptr<i128, gmem>
      %iter_222 = cute.recast_iter(%ptr_220) : !cute_ptr_667fbe to !cute.ptr<i128, smem>
      cute_nvgpu.arch.copy.SM80.cp_async(%iter_222 : !cute.ptr<i128, smem>, %iter_221 : !cute.ptr<i128, gmem>, %531 : i1) {cache_mode = <global>}
      %532 = arith.addi %528, %c1_i32 : i32
      cf.br ^bb7(%532 : i32)
    ^bb9:  // pred: ^bb7
      %ptr_223 = cute.add_offset(%ptr_68, %275) : (!cute_ptr_6f3445, !cute.int_tuple<"64">) -> !cute_ptr_6f3445
      %ptr_224 = cute.add_offset(%ptr_71, %276) : (!cute_ptr_667fbe, !cute.int_tuple<"8192">) -> !cute_ptr_667fbe
      cf.br ^bb10(%c0_i32 : i32)
    ^bb10(%533: i32):  // 2 preds: ^bb9, ^bb11
      %534 = arith.cmpi slt, %533, %c8_i32 : i32
      cf.cond_br %534, ^bb11, ^bb12 {llvm.loop_annotation = #loop_annotation}
    ^bb11:  // pred: ^bb10
      %coord_225 = cute.make_coord(%533) : (i32) -> !cute.coord<"(_,?)">
      %idx_226 = cute.crd2idx(%coord_225, %280) : (!cute.coord<"(_,?)">, !cute_layout_99d1e9) -> !cute.int_tuple<"?{div=8320}">
      %ptr_227 = cute.add_offset(%ptr_223, %idx_226) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8320}">) -> !cute_ptr_6f3445
      %idx_228 = cute.crd2idx(%coord_225, %279) : (!cute.coord<"(_,?)">, !cute_layout_71c43e) -> !cute.int_tuple<"?{div=1024}">
      %ptr_229 = cute.add_offset(%ptr_224, %idx_228) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=1024}">) -> !cute_ptr_667fbe
      %idx_230 = cute.crd2idx(%coord_225, %274) : (!cute.coord<"(_,?)">, !cute_layout_4c4b49) -> !cute.int_tuple<"?">
      %ptr_231 = cute.add_offset(%iter_84, %idx_230) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %535 = builtin.unrealized_conversion_cast %ptr_231 : !cute.ptr<i8, rmem> to !llvm.ptr
      %536 = llvm.load %535 : !llvm.ptr -> i8
      %537 = llvm.trunc %536 : i8 to i1
      %iter_232 = cute.recast_iter(%ptr_227) : !cute_ptr_6f3445 to !cute.ptr<i128, gmem>
      %iter_233 = cute.recast_iter(%ptr_229) : !cute_ptr_667fbe to !cute.ptr<i128, smem>
      cute_nvgpu.arch.copy.SM80.cp_async(%iter_233 : !cute.ptr<i128, smem>, %iter_232 : !cute.ptr<i128, gmem>, %537 : i1) {cache_mode = <global>}
      %538 = arith.addi %533, %c1_i32 : i32
      cf.br ^bb10(%538 : i32)
    ^bb12:  // pred: ^bb10
      nvvm.cp.async.commit.group
      %rmem_234 = cute.memref.alloca() : !memref_rmem_bf16_
      %rmem_235 = cute.memref.alloca() : !memref_rmem_bf16_1
      %539 = arith.remsi %330, %c32_i32 : i32
      %540 = arith.divsi %330, %c32_i32 : i32
      %541 = arith.remsi %540, %c2_i32 : i32
      %542 = arith.divsi %330, %c64_i32 : i32
      %543 = arith.remsi %542, %c2_i32 : i32
      %544 = arith.remsi %539, %c32_i32 : i32
      %545 = arith.remsi %541, %c2_i32 : i32
      %546 = arith.remsi %543, %c2_i32 : i32
      %547 = arith.divsi %544, %c4_i32 : i32
      %548 = arith.remsi %544, %c4_i32 : i32
      %549 = arith.muli %548, %c2_i32 : i32
      %550 = arith.muli %547, %c1048_i32 : i32
      %551 = arith.addi %549, %550 : i32
      %552 = arith.muli %545, %c16768_i32 : i32
      %553 = arith.muli %546, %c8_i32 : i32
      %554 = arith.addi %552, %553 : i32
      %555 = arith.addi %551, %554 : i32
      %iv_236 = cute.assume(%555) : (i32) -> !cute.i32<divby 2>
      %int_tuple_237 = cute.make_int_tuple(%iv_236) : (!cute.i32<divby 2>) -> !cute.int_tuple<"?{div=2}">
      %ptr_238 = cute.add_offset(%ptr_18, %int_tuple_237) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2}">) -> !cute.ptr<bf16, gmem, align<4>>
      %view_239 = cute.make_view(%ptr_238) : !memref_gmem_bf16_5
      %rmem_240 = cute.memref.alloca() : !memref_rmem_f32_
      cute.memref.store_vec(%cst, %rmem_240) : (vector<128xf32>, !memref_rmem_f32_) -> ()
      %556 = cute.make_tiled_copy(%328) : !copy_ldsm_4_
      %557 = cute.make_tiled_copy(%329) : !copy_ldsm_4_1
      %558 = arith.muli %369, %c64_i32 : i32
      %559 = arith.muli %374, %c8_i32 : i32
      %560 = arith.addi %558, %559 : i32
      %561 = arith.divsi %371, %c2_i32 : i32
      %562 = arith.remsi %561, %c2_i32 : i32
      %563 = arith.muli %562, %c16_i32 : i32
      %564 = arith.addi %560, %563 : i32
      %565 = arith.remsi %371, %c2_i32 : i32
      %566 = arith.muli %565, %c1024_i32 : i32
      %567 = arith.andi %564, %c256_i32 : i32
      %568 = arith.cmpi eq, %567, %c0_i32 : i32
      %569 = arith.select %568, %c32_i32, %c-32_i32 : i32
      %570 = arith.andi %564, %c448_i32 : i32
      %571 = arith.shrsi %570, %c3_i32 : i32
      %572 = arith.xori %564, %571 : i32
      %573 = arith.addi %572, %566 : i32
      %iv_241 = cute.assume(%573) : (i32) -> !cute.i32<divby 8>
      %int_tuple_242 = cute.make_int_tuple(%iv_241) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_243 = cute.add_offset(%iter_54, %int_tuple_242) : (!cute_ptr_3ddfa0, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_667fbe
      %iv_244 = cute.assume(%569) : (i32) -> !cute.i32<divby 32>
      %stride = cute.make_stride(%iv_244) : (!cute.i32<divby 32>) -> !cute.stride<"((1,0),(?{div=32},512),2048,(0,8192))">
      %lay = cute.make_layout(%273, %stride) : !cute_layout_3d7a7c
      %iter_245 = cute.get_iter(%rmem_234) : !memref_rmem_bf16_
      %574 = arith.divsi %561, %c2_i32 : i32
      %575 = arith.muli %574, %c512_i32 : i32
      %576 = arith.addi %566, %575 : i32
      %577 = arith.andi %560, %c128_i32 : i32
      %578 = arith.cmpi eq, %577, %c0_i32 : i32
      %579 = arith.select %578, %c16_i32, %c-16_i32 : i32
      %580 = arith.andi %560, %c256_i32 : i32
      %581 = arith.cmpi eq, %580, %c0_i32 : i32
      %582 = arith.select %581, %c32_i32, %c-32_i32 : i32
      %583 = arith.andi %560, %c448_i32 : i32
      %584 = arith.shrsi %583, %c3_i32 : i32
      %585 = arith.xori %560, %584 : i32
      %586 = arith.addi %585, %576 : i32
      %iv_246 = cute.assume(%586) : (i32) -> !cute.i32<divby 8>
      %int_tuple_247 = cute.make_int_tuple(%iv_246) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_248 = cute.add_offset(%iter_55, %int_tuple_247) : (!cute_ptr_3ddfa0, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_667fbe
      %iv_249 = cute.assume(%579) : (i32) -> !cute.i32<divby 16>
      %iv_250 = cute.assume(%582) : (i32) -> !cute.i32<divby 32>
      %stride_251 = cute.make_stride(%iv_249, %iv_250) : (!cute.i32<divby 16>, !cute.i32<divby 32>) -> !cute.stride<"((1,0),2048,(?{div=16},?{div=32}),(0,8192))">
      %lay_252 = cute.make_layout(%272, %stride_251) : !cute_layout_a2f4c5
      %iter_253 = cute.get_iter(%rmem_235) : !memref_rmem_bf16_1
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      %587 = cute.get_scalars(%lay) <{only_dynamic}> : !cute_layout_3d7a7c
      %iv_254 = cute.assume(%587) : (i32) -> !cute.i32<divby 32>
      %stride_255 = cute.make_stride(%iv_254) : (!cute.i32<divby 32>) -> !cute.stride<"((1,0),(?{div=32},512))">
      %lay_256 = cute.make_layout(%271, %stride_255) : !cute_layout_fd49e0
      %append = cute.append_to_rank<2> (%lay_256, %284) : !cute_layout_fd49e0, !cute.layout<"1:0">
      %588 = cute.get_scalars(%append) <{only_dynamic}> : !cute_layout_fd49e0
      %iv_257 = cute.assume(%588) : (i32) -> !cute.i32<divby 32>
      %stride_258 = cute.make_stride(%iv_257) : (!cute.i32<divby 32>) -> !cute.stride<"((1,0),((?{div=32},512)))">
      %lay_259 = cute.make_layout(%270, %stride_258) : !cute_layout_f1c426
      %append_260 = cute.append_to_rank<2> (%lay_259, %284) : !cute_layout_f1c426, !cute.layout<"1:0">
      %589 = cute.get_scalars(%append_260) <{only_dynamic}> : !cute_layout_f1c426
      %iv_261 = cute.assume(%589) : (i32) -> !cute.i32<divby 32>
      %stride_262 = cute.make_stride(%iv_261) : (!cute.i32<divby 32>) -> !cute.stride<"((1,0),(((?{div=32},512))))">
      %lay_263 = cute.make_layout(%269, %stride_262) : !cute_layout_b3b9c1
      cf.br ^bb13(%c0_i32 : i32)
    ^bb13(%590: i32):  // 2 preds: ^bb12, ^bb14
      %591 = arith.cmpi slt, %590, %c4_i32 : i32
      cf.cond_br %591, ^bb14, ^bb15 {llvm.loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb13
      %coord_264 = cute.make_coord(%590) : (i32) -> !cute.coord<"(_,?)">
      %idx_265 = cute.crd2idx(%coord_264, %lay_263) : (!cute.coord<"(_,?)">, !cute_layout_b3b9c1) -> !cute.int_tuple<"?{div=32}">
      %ptr_266 = cute.add_offset(%ptr_243, %idx_265) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=32}">) -> !cute_ptr_667fbe
      %idx_267 = cute.crd2idx(%coord_264, %268) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_268 = cute.add_offset(%iter_245, %idx_267) : (!cute_ptr_2914ae, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %592 = cute_nvgpu.arch.copy.ldsm %ptr_266{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32, transpose} : <bf16, smem, align<16>> -> vector<4xi32>
      %593 = vector.extractelement %592[%266 : i32] : vector<4xi32>
      %594 = builtin.unrealized_conversion_cast %ptr_268 : !cute_ptr_2914ae to !llvm.ptr
      llvm.store %593, %594 : i32, !llvm.ptr
      %595 = vector.extractelement %592[%265 : i32] : vector<4xi32>
      %ptr_269 = cute.add_offset(%ptr_268, %264) : (!cute_ptr_2914ae, !cute.int_tuple<"2">) -> !cute.ptr<bf16, rmem, align<4>>
      %596 = builtin.unrealized_conversion_cast %ptr_269 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %595, %596 : i32, !llvm.ptr
      %597 = vector.extractelement %592[%263 : i32] : vector<4xi32>
      %ptr_270 = cute.add_offset(%ptr_268, %267) : (!cute_ptr_2914ae, !cute.int_tuple<"4">) -> !cute.ptr<bf16, rmem, align<8>>
      %598 = builtin.unrealized_conversion_cast %ptr_270 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %597, %598 : i32, !llvm.ptr
      %599 = vector.extractelement %592[%262 : i32] : vector<4xi32>
      %ptr_271 = cute.add_offset(%ptr_268, %261) : (!cute_ptr_2914ae, !cute.int_tuple<"6">) -> !cute.ptr<bf16, rmem, align<4>>
      %600 = builtin.unrealized_conversion_cast %ptr_271 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %599, %600 : i32, !llvm.ptr
      %601 = arith.addi %590, %c1_i32 : i32
      cf.br ^bb13(%601 : i32)
    ^bb15:  // pred: ^bb13
      cf.br ^bb16(%c0_i32 : i32)
    ^bb16(%602: i32):  // 2 preds: ^bb15, ^bb17
      %603 = arith.cmpi slt, %602, %c4_i32 : i32
      cf.cond_br %603, ^bb17, ^bb18 {llvm.loop_annotation = #loop_annotation}
    ^bb17:  // pred: ^bb16
      %coord_272 = cute.make_coord(%602) : (i32) -> !cute.coord<"(_,?)">
      %idx_273 = cute.crd2idx(%coord_272, %260) : (!cute.coord<"(_,?)">, !cute_layout_08193a) -> !cute.int_tuple<"?{div=2048}">
      %ptr_274 = cute.add_offset(%ptr_248, %idx_273) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_667fbe
      %idx_275 = cute.crd2idx(%coord_272, %268) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_276 = cute.add_offset(%iter_253, %idx_275) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, rmem, align<8>>
      %604 = cute_nvgpu.arch.copy.ldsm %ptr_274{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <bf16, smem, align<16>> -> vector<4xi32>
      %605 = vector.extractelement %604[%266 : i32] : vector<4xi32>
      %606 = builtin.unrealized_conversion_cast %ptr_276 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %605, %606 : i32, !llvm.ptr
      %607 = vector.extractelement %604[%265 : i32] : vector<4xi32>
      %ptr_277 = cute.add_offset(%ptr_276, %264) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"2">) -> !cute.ptr<bf16, rmem, align<4>>
      %608 = builtin.unrealized_conversion_cast %ptr_277 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %607, %608 : i32, !llvm.ptr
      %609 = vector.extractelement %604[%263 : i32] : vector<4xi32>
      %ptr_278 = cute.add_offset(%ptr_276, %267) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"4">) -> !cute.ptr<bf16, rmem, align<8>>
      %610 = builtin.unrealized_conversion_cast %ptr_278 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %609, %610 : i32, !llvm.ptr
      %611 = vector.extractelement %604[%262 : i32] : vector<4xi32>
      %ptr_279 = cute.add_offset(%ptr_276, %261) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"6">) -> !cute.ptr<bf16, rmem, align<4>>
      %612 = builtin.unrealized_conversion_cast %ptr_279 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %611, %612 : i32, !llvm.ptr
      %613 = arith.addi %602, %c1_i32 : i32
      cf.br ^bb16(%613 : i32)
    ^bb18:  // pred: ^bb16
      %ptr_280 = cute.add_offset(%iter_245, %259) : (!cute_ptr_2914ae, !cute.int_tuple<"32">) -> !cute_ptr_2914ae
      %ptr_281 = cute.add_offset(%iter_253, %259) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"32">) -> !cute.ptr<bf16, rmem, align<8>>
      %iter_282 = cute.get_iter(%rmem_240) : !memref_rmem_f32_
      %ptr_283 = cute.add_offset(%iter_245, %275) : (!cute_ptr_2914ae, !cute.int_tuple<"64">) -> !cute_ptr_2914ae
      %ptr_284 = cute.add_offset(%iter_253, %275) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"64">) -> !cute.ptr<bf16, rmem, align<8>>
      %ptr_285 = cute.add_offset(%iter_245, %251) : (!cute_ptr_2914ae, !cute.int_tuple<"96">) -> !cute_ptr_2914ae
      %ptr_286 = cute.add_offset(%iter_253, %251) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"96">) -> !cute.ptr<bf16, rmem, align<8>>
      cf.br ^bb19(%c0_i32, %c2_i32, %c0_i32 : i32, i32, i32)
    ^bb19(%614: i32, %615: i32, %616: i32):  // 2 preds: ^bb18, ^bb76
      %617 = arith.cmpi slt, %614, %c9_i32 : i32
      cf.cond_br %617, ^bb20, ^bb77
    ^bb20:  // pred: ^bb19
      %coord_287 = cute.make_coord(%616) : (i32) -> !cute.coord<"(_,_,1,?)">
      %idx_288 = cute.crd2idx(%coord_287, %lay) : (!cute.coord<"(_,_,1,?)">, !cute_layout_3d7a7c) -> !cute.int_tuple<"?{div=2048}">
      %ptr_289 = cute.add_offset(%ptr_243, %idx_288) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_667fbe
      cf.br ^bb21(%c0_i32 : i32)
    ^bb21(%618: i32):  // 2 preds: ^bb20, ^bb22
      %619 = arith.cmpi slt, %618, %c4_i32 : i32
      cf.cond_br %619, ^bb22, ^bb23 {llvm.loop_annotation = #loop_annotation}
    ^bb22:  // pred: ^bb21
      %coord_290 = cute.make_coord(%618) : (i32) -> !cute.coord<"(_,?)">
      %idx_291 = cute.crd2idx(%coord_290, %lay_263) : (!cute.coord<"(_,?)">, !cute_layout_b3b9c1) -> !cute.int_tuple<"?{div=32}">
      %ptr_292 = cute.add_offset(%ptr_289, %idx_291) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=32}">) -> !cute_ptr_667fbe
      %idx_293 = cute.crd2idx(%coord_290, %268) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_294 = cute.add_offset(%ptr_280, %idx_293) : (!cute_ptr_2914ae, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %620 = cute_nvgpu.arch.copy.ldsm %ptr_292{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32, transpose} : <bf16, smem, align<16>> -> vector<4xi32>
      %621 = vector.extractelement %620[%266 : i32] : vector<4xi32>
      %622 = builtin.unrealized_conversion_cast %ptr_294 : !cute_ptr_2914ae to !llvm.ptr
      llvm.store %621, %622 : i32, !llvm.ptr
      %623 = vector.extractelement %620[%265 : i32] : vector<4xi32>
      %ptr_295 = cute.add_offset(%ptr_294, %264) : (!cute_ptr_2914ae, !cute.int_tuple<"2">) -> !cute.ptr<bf16, rmem, align<4>>
      %624 = builtin.unrealized_conversion_cast %ptr_295 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %623, %624 : i32, !llvm.ptr
      %625 = vector.extractelement %620[%263 : i32] : vector<4xi32>
      %ptr_296 = cute.add_offset(%ptr_294, %267) : (!cute_ptr_2914ae, !cute.int_tuple<"4">) -> !cute.ptr<bf16, rmem, align<8>>
      %626 = builtin.unrealized_conversion_cast %ptr_296 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %625, %626 : i32, !llvm.ptr
      %627 = vector.extractelement %620[%262 : i32] : vector<4xi32>
      %ptr_297 = cute.add_offset(%ptr_294, %261) : (!cute_ptr_2914ae, !cute.int_tuple<"6">) -> !cute.ptr<bf16, rmem, align<4>>
      %628 = builtin.unrealized_conversion_cast %ptr_297 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %627, %628 : i32, !llvm.ptr
      %629 = arith.addi %618, %c1_i32 : i32
      cf.br ^bb21(%629 : i32)
    ^bb23:  // pred: ^bb21
      %idx_298 = cute.crd2idx(%coord_287, %lay_252) : (!cute.coord<"(_,_,1,?)">, !cute_layout_a2f4c5) -> !cute.int_tuple<"?{div=16}">
      %ptr_299 = cute.add_offset(%ptr_248, %idx_298) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_667fbe
      cf.br ^bb24(%c0_i32 : i32)
    ^bb24(%630: i32):  // 2 preds: ^bb23, ^bb25
      %631 = arith.cmpi slt, %630, %c4_i32 : i32
      cf.cond_br %631, ^bb25, ^bb26 {llvm.loop_annotation = #loop_annotation}
    ^bb25:  // pred: ^bb24
      %coord_300 = cute.make_coord(%630) : (i32) -> !cute.coord<"(_,?)">
      %idx_301 = cute.crd2idx(%coord_300, %260) : (!cute.coord<"(_,?)">, !cute_layout_08193a) -> !cute.int_tuple<"?{div=2048}">
      %ptr_302 = cute.add_offset(%ptr_299, %idx_301) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_667fbe
      %idx_303 = cute.crd2idx(%coord_300, %268) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_304 = cute.add_offset(%ptr_281, %idx_303) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, rmem, align<8>>
      %632 = cute_nvgpu.arch.copy.ldsm %ptr_302{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <bf16, smem, align<16>> -> vector<4xi32>
      %633 = vector.extractelement %632[%266 : i32] : vector<4xi32>
      %634 = builtin.unrealized_conversion_cast %ptr_304 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %633, %634 : i32, !llvm.ptr
      %635 = vector.extractelement %632[%265 : i32] : vector<4xi32>
      %ptr_305 = cute.add_offset(%ptr_304, %264) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"2">) -> !cute.ptr<bf16, rmem, align<4>>
      %636 = builtin.unrealized_conversion_cast %ptr_305 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %635, %636 : i32, !llvm.ptr
      %637 = vector.extractelement %632[%263 : i32] : vector<4xi32>
      %ptr_306 = cute.add_offset(%ptr_304, %267) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"4">) -> !cute.ptr<bf16, rmem, align<8>>
      %638 = builtin.unrealized_conversion_cast %ptr_306 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %637, %638 : i32, !llvm.ptr
      %639 = vector.extractelement %632[%262 : i32] : vector<4xi32>
      %ptr_307 = cute.add_offset(%ptr_304, %261) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"6">) -> !cute.ptr<bf16, rmem, align<4>>
      %640 = builtin.unrealized_conversion_cast %ptr_307 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %639, %640 : i32, !llvm.ptr
      %641 = arith.addi %630, %c1_i32 : i32
      cf.br ^bb24(%641 : i32)
    ^bb26:  // pred: ^bb24
      %642 = arith.addi %614, %c2_i32 : i32
      %643 = arith.cmpi slt, %642, %c9_i32 : i32
      cf.cond_br %643, ^bb27, ^bb34
    ^bb27:  // pred: ^bb26
      %coord_308 = cute.make_coord(%642) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_309 = cute.crd2idx(%coord_308, %258) : (!cute.coord<"(_,_,_,?)">, !cute_layout_aa21ef) -> !cute.int_tuple<"?{div=64000}">
      %ptr_310 = cute.add_offset(%ptr_58, %idx_309) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=64000}">) -> !cute_ptr_6f3445
      %coord_311 = cute.make_coord(%615) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_312 = cute.crd2idx(%coord_311, %257) : (!cute.coord<"(_,_,_,?)">, !cute_layout_734355) -> !cute.int_tuple<"?{div=8192}">
      %ptr_313 = cute.add_offset(%ptr_61, %idx_312) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=8192}">) -> !cute_ptr_667fbe
      %644 = builtin.unrealized_conversion_cast %iter_77 : !cute.ptr<i8, rmem, align<32>> to !llvm.ptr
      cf.br ^bb28(%c0_i32 : i32)
    ^bb28(%645: i32):  // 2 preds: ^bb27, ^bb29
      %646 = arith.cmpi slt, %645, %c8_i32 : i32
      cf.cond_br %646, ^bb29, ^bb30 {llvm.loop_annotation = #loop_annotation}
    ^bb29:  // pred: ^bb28
      %coord_314 = cute.make_coord(%645) : (i32) -> !cute.coord<"(_,?)">
      %idx_315 = cute.crd2idx(%coord_314, %283) : (!cute.coord<"(_,?)">, !cute_layout_f9eaf1) -> !cute.int_tuple<"?{div=8000}">
      %ptr_316 = cute.add_offset(%ptr_310, %idx_315) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8000}">) -> !cute_ptr_6f3445
      %idx_317 = cute.crd2idx(%coord_314, %282) : (!cute.coord<"(_,?)">, !cute_layout_66708c) -> !cute.int_tuple<"?{div=1024}">
      %ptr_318 = cute.add_offset(%ptr_313, %idx_317) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=1024}">) -> !cute_ptr_667fbe
      %647 = llvm.load %644 : !llvm.ptr -> i8
      %648 = llvm.trunc %647 : i8 to i1
      %iter_319 = cute.recast_iter(%ptr_316) : !cute_ptr_6f3445 to !cute.ptr<i128, gmem>
      %iter_320 = cute.recast_iter(%ptr_318) : !cute_ptr_667fbe to !cute.ptr<i128, smem>
      cute_nvgpu.arch.copy.SM80.cp_async(%iter_320 : !cute.ptr<i128, smem>, %iter_319 : !cute.ptr<i128, gmem>, %648 : i1) {cache_mode = <global>}
      %649 = arith.addi %645, %c1_i32 : i32
      cf.br ^bb28(%649 : i32)
    ^bb30:  // pred: ^bb28
      %idx_321 = cute.crd2idx(%coord_308, %256) : (!cute.coord<"(_,_,_,?)">, !cute_layout_9136e5) -> !cute.int_tuple<"?{div=64}">
      %ptr_322 = cute.add_offset(%ptr_68, %idx_321) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=64}">) -> !cute_ptr_6f3445
      %idx_323 = cute.crd2idx(%coord_311, %255) : (!cute.coord<"(_,_,_,?)">, !cute_layout_f8b369) -> !cute.int_tuple<"?{div=8192}">
      %ptr_324 = cute.add_offset(%ptr_71, %idx_323) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=8192}">) -> !cute_ptr_667fbe
      cf.br ^bb31(%c0_i32 : i32)
    ^bb31(%650: i32):  // 2 preds: ^bb30, ^bb32
      %651 = arith.cmpi slt, %650, %c8_i32 : i32
      cf.cond_br %651, ^bb32, ^bb33 {llvm.loop_annotation = #loop_annotation}
    ^bb32:  // pred: ^bb31
      %coord_325 = cute.make_coord(%650) : (i32) -> !cute.coord<"(_,?)">
      %idx_326 = cute.crd2idx(%coord_325, %280) : (!cute.coord<"(_,?)">, !cute_layout_99d1e9) -> !cute.int_tuple<"?{div=8320}">
      %ptr_327 = cute.add_offset(%ptr_322, %idx_326) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8320}">) -> !cute_ptr_6f3445
      %idx_328 = cute.crd2idx(%coord_325, %279) : (!cute.coord<"(_,?)">, !cute_layout_71c43e) -> !cute.int_tuple<"?{div=1024}">
      %ptr_329 = cute.add_offset(%ptr_324, %idx_328) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=1024}">) -> !cute_ptr_667fbe
      %idx_330 = cute.crd2idx(%coord_325, %274) : (!cute.coord<"(_,?)">, !cute_layout_4c4b49) -> !cute.int_tuple<"?">
      %ptr_331 = cute.add_offset(%iter_84, %idx_330) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %652 = builtin.unrealized_conversion_cast %ptr_331 : !cute.ptr<i8, rmem> to !llvm.ptr
      %653 = llvm.load %652 : !llvm.ptr -> i8
      %654 = llvm.trunc %653 : i8 to i1
      %iter_332 = cute.recast_iter(%ptr_327) : !cute_ptr_6f3445 to !cute.ptr<i128, gmem>
      %iter_333 = cute.recast_iter(%ptr_329) : !cute_ptr_667fbe to !cute.ptr<i128, smem>
      cute_nvgpu.arch.copy.SM80.cp_async(%iter_333 : !cute.ptr<i128, smem>, %iter_332 : !cute.ptr<i128, gmem>, %654 : i1) {cache_mode = <global>}
      %655 = arith.addi %650, %c1_i32 : i32
      cf.br ^bb31(%655 : i32)
    ^bb33:  // pred: ^bb31
      cf.br ^bb34
    ^bb34:  // 2 preds: ^bb26, ^bb33
      nvvm.cp.async.commit.group
      cf.br ^bb35(%c0_i32 : i32)
    ^bb35(%656: i32):  // 2 preds: ^bb34, ^bb39
      %657 = arith.cmpi slt, %656, %c4_i32 : i32
      cf.cond_br %657, ^bb36, ^bb40 {llvm.loop_annotation = #loop_annotation}
    ^bb36:  // pred: ^bb35
      %coord_334 = cute.make_coord(%656) : (i32) -> !cute.coord<"(_,?,0)">
      %idx_335 = cute.crd2idx(%coord_334, %253) : (!cute.coord<"(_,?,0)">, !cute_layout_afa0af) -> !cute.int_tuple<"?{div=8}">
      %ptr_336 = cute.add_offset(%iter_245, %idx_335) : (!cute_ptr_2914ae, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %658 = builtin.unrealized_conversion_cast %ptr_336 : !cute_ptr_2914ae to !llvm.ptr
      %659 = llvm.getelementptr %658[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %660 = llvm.getelementptr %658[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %661 = llvm.getelementptr %658[3] : (!llvm.ptr) -> !llvm.ptr, i32
      cf.br ^bb37(%c0_i32 : i32)
    ^bb37(%662: i32):  // 2 preds: ^bb36, ^bb38
      %663 = arith.cmpi slt, %662, %c8_i32 : i32
      cf.cond_br %663, ^bb38, ^bb39 {llvm.loop_annotation = #loop_annotation}
    ^bb38:  // pred: ^bb37
      %coord_337 = cute.make_coord(%662) : (i32) -> !cute.coord<"(_,?,0)">
      %coord_338 = cute.make_coord(%656, %662) : (i32, i32) -> !cute.coord<"(_,?,?)">
      %idx_339 = cute.crd2idx(%coord_337, %252) : (!cute.coord<"(_,?,0)">, !cute_layout_f95207) -> !cute.int_tuple<"?{div=4}">
      %ptr_340 = cute.add_offset(%iter_253, %idx_339) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<bf16, rmem, align<8>>
      %idx_341 = cute.crd2idx(%coord_338, %254) : (!cute.coord<"(_,?,?)">, !cute_layout_46ed9b) -> !cute.int_tuple<"?{div=4}">
      %ptr_342 = cute.add_offset(%iter_282, %idx_341) : (!cute.ptr<f32, rmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %664 = llvm.load %658 : !llvm.ptr -> i32
      %665 = llvm.load %659 : !llvm.ptr -> i32
      %666 = llvm.load %660 : !llvm.ptr -> i32
      %667 = llvm.load %661 : !llvm.ptr -> i32
      %668 = builtin.unrealized_conversion_cast %ptr_340 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      %669 = llvm.load %668 : !llvm.ptr -> i32
      %670 = llvm.getelementptr %668[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %671 = llvm.load %670 : !llvm.ptr -> i32
      %672 = builtin.unrealized_conversion_cast %ptr_342 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %673 = llvm.load %672 : !llvm.ptr -> f32
      %674 = llvm.getelementptr %672[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %675 = llvm.load %674 : !llvm.ptr -> f32
      %676 = llvm.getelementptr %672[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %677 = llvm.load %676 : !llvm.ptr -> f32
      %678 = llvm.getelementptr %672[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %679 = llvm.load %678 : !llvm.ptr -> f32
      %680:4 = cute_nvgpu.arch.mma.SM80 A[%664, %665, %666, %667]  B[%669, %671]  C[%673, %675, %677, %679] < {a_type = bf16, b_type = bf16, shape_MNK = #cute.shape<"(16,8,16)">}> : (i32, i32, f32) -> (f32, f32, f32, f32)
      llvm.store %680#0, %672 : f32, !llvm.ptr
      llvm.store %680#1, %674 : f32, !llvm.ptr
      llvm.store %680#2, %676 : f32, !llvm.ptr
      llvm.store %680#3, %678 : f32, !llvm.ptr
      %681 = arith.addi %662, %c1_i32 : i32
      cf.br ^bb37(%681 : i32)
    ^bb39:  // pred: ^bb37
      %682 = arith.addi %656, %c1_i32 : i32
      cf.br ^bb35(%682 : i32)
    ^bb40:  // pred: ^bb35
      %coord_343 = cute.make_coord(%616) : (i32) -> !cute.coord<"(_,_,2,?)">
      %idx_344 = cute.crd2idx(%coord_343, %lay) : (!cute.coord<"(_,_,2,?)">, !cute_layout_3d7a7c) -> !cute.int_tuple<"?{div=4096}">
      %ptr_345 = cute.add_offset(%ptr_243, %idx_344) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_667fbe
      cf.br ^bb41(%c0_i32 : i32)
    ^bb41(%683: i32):  // 2 preds: ^bb40, ^bb42
      %684 = arith.cmpi slt, %683, %c4_i32 : i32
      cf.cond_br %684, ^bb42, ^bb43 {llvm.loop_annotation = #loop_annotation}
    ^bb42:  // pred: ^bb41
      %coord_346 = cute.make_coord(%683) : (i32) -> !cute.coord<"(_,?)">
      %idx_347 = cute.crd2idx(%coord_346, %lay_263) : (!cute.coord<"(_,?)">, !cute_layout_b3b9c1) -> !cute.int_tuple<"?{div=32}">
      %ptr_348 = cute.add_offset(%ptr_345, %idx_347) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=32}">) -> !cute_ptr_667fbe
      %idx_349 = cute.crd2idx(%coord_346, %268) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_350 = cute.add_offset(%ptr_283, %idx_349) : (!cute_ptr_2914ae, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %685 = cute_nvgpu.arch.copy.ldsm %ptr_348{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32, transpose} : <bf16, smem, align<16>> -> vector<4xi32>
      %686 = vector.extractelement %685[%266 : i32] : vector<4xi32>
      %687 = builtin.unrealized_conversion_cast %ptr_350 : !cute_ptr_2914ae to !llvm.ptr
      llvm.store %686, %687 : i32, !llvm.ptr
      %688 = vector.extractelement %685[%265 : i32] : vector<4xi32>
      %ptr_351 = cute.add_offset(%ptr_350, %264) : (!cute_ptr_2914ae, !cute.int_tuple<"2">) -> !cute.ptr<bf16, rmem, align<4>>
      %689 = builtin.unrealized_conversion_cast %ptr_351 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %688, %689 : i32, !llvm.ptr
      %690 = vector.extractelement %685[%263 : i32] : vector<4xi32>
      %ptr_352 = cute.add_offset(%ptr_350, %267) : (!cute_ptr_2914ae, !cute.int_tuple<"4">) -> !cute.ptr<bf16, rmem, align<8>>
      %691 = builtin.unrealized_conversion_cast %ptr_352 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %690, %691 : i32, !llvm.ptr
      %692 = vector.extractelement %685[%262 : i32] : vector<4xi32>
      %ptr_353 = cute.add_offset(%ptr_350, %261) : (!cute_ptr_2914ae, !cute.int_tuple<"6">) -> !cute.ptr<bf16, rmem, align<4>>
      %693 = builtin.unrealized_conversion_cast %ptr_353 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %692, %693 : i32, !llvm.ptr
      %694 = arith.addi %683, %c1_i32 : i32
      cf.br ^bb41(%694 : i32)
    ^bb43:  // pred: ^bb41
      %idx_354 = cute.crd2idx(%coord_343, %lay_252) : (!cute.coord<"(_,_,2,?)">, !cute_layout_a2f4c5) -> !cute.int_tuple<"?{div=32}">
      %ptr_355 = cute.add_offset(%ptr_248, %idx_354) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=32}">) -> !cute_ptr_667fbe
      cf.br ^bb44(%c0_i32 : i32)
    ^bb44(%695: i32):  // 2 preds: ^bb43, ^bb45
      %696 = arith.cmpi slt, %695, %c4_i32 : i32
      cf.cond_br %696, ^bb45, ^bb46 {llvm.loop_annotation = #loop_annotation}
    ^bb45:  // pred: ^bb44
      %coord_356 = cute.make_coord(%695) : (i32) -> !cute.coord<"(_,?)">
      %idx_357 = cute.crd2idx(%coord_356, %260) : (!cute.coord<"(_,?)">, !cute_layout_08193a) -> !cute.int_tuple<"?{div=2048}">
      %ptr_358 = cute.add_offset(%ptr_355, %idx_357) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_667fbe
      %idx_359 = cute.crd2idx(%coord_356, %268) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_360 = cute.add_offset(%ptr_284, %idx_359) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, rmem, align<8>>
      %697 = cute_nvgpu.arch.copy.ldsm %ptr_358{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <bf16, smem, align<16>> -> vector<4xi32>
      %698 = vector.extractelement %697[%266 : i32] : vector<4xi32>
      %699 = builtin.unrealized_conversion_cast %ptr_360 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %698, %699 : i32, !llvm.ptr
      %700 = vector.extractelement %697[%265 : i32] : vector<4xi32>
      %ptr_361 = cute.add_offset(%ptr_360, %264) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"2">) -> !cute.ptr<bf16, rmem, align<4>>
      %701 = builtin.unrealized_conversion_cast %ptr_361 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %700, %701 : i32, !llvm.ptr
      %702 = vector.extractelement %697[%263 : i32] : vector<4xi32>
      %ptr_362 = cute.add_offset(%ptr_360, %267) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"4">) -> !cute.ptr<bf16, rmem, align<8>>
      %703 = builtin.unrealized_conversion_cast %ptr_362 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %702, %703 : i32, !llvm.ptr
      %704 = vector.extractelement %697[%262 : i32] : vector<4xi32>
      %ptr_363 = cute.add_offset(%ptr_360, %261) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"6">) -> !cute.ptr<bf16, rmem, align<4>>
      %705 = builtin.unrealized_conversion_cast %ptr_363 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %704, %705 : i32, !llvm.ptr
      %706 = arith.addi %695, %c1_i32 : i32
      cf.br ^bb44(%706 : i32)
    ^bb46:  // pred: ^bb44
      cf.br ^bb47(%c0_i32 : i32)
    ^bb47(%707: i32):  // 2 preds: ^bb46, ^bb51
      %708 = arith.cmpi slt, %707, %c4_i32 : i32
      cf.cond_br %708, ^bb48, ^bb52 {llvm.loop_annotation = #loop_annotation}
    ^bb48:  // pred: ^bb47
      %coord_364 = cute.make_coord(%707) : (i32) -> !cute.coord<"(_,?,0)">
      %idx_365 = cute.crd2idx(%coord_364, %253) : (!cute.coord<"(_,?,0)">, !cute_layout_afa0af) -> !cute.int_tuple<"?{div=8}">
      %ptr_366 = cute.add_offset(%ptr_280, %idx_365) : (!cute_ptr_2914ae, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %709 = builtin.unrealized_conversion_cast %ptr_366 : !cute_ptr_2914ae to !llvm.ptr
      %710 = llvm.getelementptr %709[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %711 = llvm.getelementptr %709[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %712 = llvm.getelementptr %709[3] : (!llvm.ptr) -> !llvm.ptr, i32
      cf.br ^bb49(%c0_i32 : i32)
    ^bb49(%713: i32):  // 2 preds: ^bb48, ^bb50
      %714 = arith.cmpi slt, %713, %c8_i32 : i32
      cf.cond_br %714, ^bb50, ^bb51 {llvm.loop_annotation = #loop_annotation}
    ^bb50:  // pred: ^bb49
      %coord_367 = cute.make_coord(%713) : (i32) -> !cute.coord<"(_,?,0)">
      %coord_368 = cute.make_coord(%707, %713) : (i32, i32) -> !cute.coord<"(_,?,?)">
      %idx_369 = cute.crd2idx(%coord_367, %252) : (!cute.coord<"(_,?,0)">, !cute_layout_f95207) -> !cute.int_tuple<"?{div=4}">
      %ptr_370 = cute.add_offset(%ptr_281, %idx_369) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<bf16, rmem, align<8>>
      %idx_371 = cute.crd2idx(%coord_368, %254) : (!cute.coord<"(_,?,?)">, !cute_layout_46ed9b) -> !cute.int_tuple<"?{div=4}">
      %ptr_372 = cute.add_offset(%iter_282, %idx_371) : (!cute.ptr<f32, rmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %715 = llvm.load %709 : !llvm.ptr -> i32
      %716 = llvm.load %710 : !llvm.ptr -> i32
      %717 = llvm.load %711 : !llvm.ptr -> i32
      %718 = llvm.load %712 : !llvm.ptr -> i32
      %719 = builtin.unrealized_conversion_cast %ptr_370 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      %720 = llvm.load %719 : !llvm.ptr -> i32
      %721 = llvm.getelementptr %719[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %722 = llvm.load %721 : !llvm.ptr -> i32
      %723 = builtin.unrealized_conversion_cast %ptr_372 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %724 = llvm.load %723 : !llvm.ptr -> f32
      %725 = llvm.getelementptr %723[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %726 = llvm.load %725 : !llvm.ptr -> f32
      %727 = llvm.getelementptr %723[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %728 = llvm.load %727 : !llvm.ptr -> f32
      %729 = llvm.getelementptr %723[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %730 = llvm.load %729 : !llvm.ptr -> f32
      %731:4 = cute_nvgpu.arch.mma.SM80 A[%715, %716, %717, %718]  B[%720, %722]  C[%724, %726, %728, %730] < {a_type = bf16, b_type = bf16, shape_MNK = #cute.shape<"(16,8,16)">}> : (i32, i32, f32) -> (f32, f32, f32, f32)
      llvm.store %731#0, %723 : f32, !llvm.ptr
      llvm.store %731#1, %725 : f32, !llvm.ptr
      llvm.store %731#2, %727 : f32, !llvm.ptr
      llvm.store %731#3, %729 : f32, !llvm.ptr
      %732 = arith.addi %713, %c1_i32 : i32
      cf.br ^bb49(%732 : i32)
    ^bb51:  // pred: ^bb49
      %733 = arith.addi %707, %c1_i32 : i32
      cf.br ^bb47(%733 : i32)
    ^bb52:  // pred: ^bb47
      %coord_373 = cute.make_coord(%616) : (i32) -> !cute.coord<"(_,_,3,?)">
      %idx_374 = cute.crd2idx(%coord_373, %lay) : (!cute.coord<"(_,_,3,?)">, !cute_layout_3d7a7c) -> !cute.int_tuple<"?{div=2048}">
      %ptr_375 = cute.add_offset(%ptr_243, %idx_374) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_667fbe
      cf.br ^bb53(%c0_i32 : i32)
    ^bb53(%734: i32):  // 2 preds: ^bb52, ^bb54
      %735 = arith.cmpi slt, %734, %c4_i32 : i32
      cf.cond_br %735, ^bb54, ^bb55 {llvm.loop_annotation = #loop_annotation}
    ^bb54:  // pred: ^bb53
      %coord_376 = cute.make_coord(%734) : (i32) -> !cute.coord<"(_,?)">
      %idx_377 = cute.crd2idx(%coord_376, %lay_263) : (!cute.coord<"(_,?)">, !cute_layout_b3b9c1) -> !cute.int_tuple<"?{div=32}">
      %ptr_378 = cute.add_offset(%ptr_375, %idx_377) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=32}">) -> !cute_ptr_667fbe
      %idx_379 = cute.crd2idx(%coord_376, %268) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_380 = cute.add_offset(%ptr_285, %idx_379) : (!cute_ptr_2914ae, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %736 = cute_nvgpu.arch.copy.ldsm %ptr_378{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32, transpose} : <bf16, smem, align<16>> -> vector<4xi32>
      %737 = vector.extractelement %736[%266 : i32] : vector<4xi32>
      %738 = builtin.unrealized_conversion_cast %ptr_380 : !cute_ptr_2914ae to !llvm.ptr
      llvm.store %737, %738 : i32, !llvm.ptr
      %739 = vector.extractelement %736[%265 : i32] : vector<4xi32>
      %ptr_381 = cute.add_offset(%ptr_380, %264) : (!cute_ptr_2914ae, !cute.int_tuple<"2">) -> !cute.ptr<bf16, rmem, align<4>>
      %740 = builtin.unrealized_conversion_cast %ptr_381 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %739, %740 : i32, !llvm.ptr
      %741 = vector.extractelement %736[%263 : i32] : vector<4xi32>
      %ptr_382 = cute.add_offset(%ptr_380, %267) : (!cute_ptr_2914ae, !cute.int_tuple<"4">) -> !cute.ptr<bf16, rmem, align<8>>
      %742 = builtin.unrealized_conversion_cast %ptr_382 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %741, %742 : i32, !llvm.ptr
      %743 = vector.extractelement %736[%262 : i32] : vector<4xi32>
      %ptr_383 = cute.add_offset(%ptr_380, %261) : (!cute_ptr_2914ae, !cute.int_tuple<"6">) -> !cute.ptr<bf16, rmem, align<4>>
      %744 = builtin.unrealized_conversion_cast %ptr_383 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %743, %744 : i32, !llvm.ptr
      %745 = arith.addi %734, %c1_i32 : i32
      cf.br ^bb53(%745 : i32)
    ^bb55:  // pred: ^bb53
      %idx_384 = cute.crd2idx(%coord_373, %lay_252) : (!cute.coord<"(_,_,3,?)">, !cute_layout_a2f4c5) -> !cute.int_tuple<"?{div=16}">
      %ptr_385 = cute.add_offset(%ptr_248, %idx_384) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_667fbe
      cf.br ^bb56(%c0_i32 : i32)
    ^bb56(%746: i32):  // 2 preds: ^bb55, ^bb57
      %747 = arith.cmpi slt, %746, %c4_i32 : i32
      cf.cond_br %747, ^bb57, ^bb58 {llvm.loop_annotation = #loop_annotation}
    ^bb57:  // pred: ^bb56
      %coord_386 = cute.make_coord(%746) : (i32) -> !cute.coord<"(_,?)">
      %idx_387 = cute.crd2idx(%coord_386, %260) : (!cute.coord<"(_,?)">, !cute_layout_08193a) -> !cute.int_tuple<"?{div=2048}">
      %ptr_388 = cute.add_offset(%ptr_385, %idx_387) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_667fbe
      %idx_389 = cute.crd2idx(%coord_386, %268) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_390 = cute.add_offset(%ptr_286, %idx_389) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, rmem, align<8>>
      %748 = cute_nvgpu.arch.copy.ldsm %ptr_388{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <bf16, smem, align<16>> -> vector<4xi32>
      %749 = vector.extractelement %748[%266 : i32] : vector<4xi32>
      %750 = builtin.unrealized_conversion_cast %ptr_390 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %749, %750 : i32, !llvm.ptr
      %751 = vector.extractelement %748[%265 : i32] : vector<4xi32>
      %ptr_391 = cute.add_offset(%ptr_390, %264) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"2">) -> !cute.ptr<bf16, rmem, align<4>>
      %752 = builtin.unrealized_conversion_cast %ptr_391 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %751, %752 : i32, !llvm.ptr
      %753 = vector.extractelement %748[%263 : i32] : vector<4xi32>
      %ptr_392 = cute.add_offset(%ptr_390, %267) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"4">) -> !cute.ptr<bf16, rmem, align<8>>
      %754 = builtin.unrealized_conversion_cast %ptr_392 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %753, %754 : i32, !llvm.ptr
      %755 = vector.extractelement %748[%262 : i32] : vector<4xi32>
      %ptr_393 = cute.add_offset(%ptr_390, %261) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"6">) -> !cute.ptr<bf16, rmem, align<4>>
      %756 = builtin.unrealized_conversion_cast %ptr_393 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %755, %756 : i32, !llvm.ptr
      %757 = arith.addi %746, %c1_i32 : i32
      cf.br ^bb56(%757 : i32)
    ^bb58:  // pred: ^bb56
      cf.br ^bb59(%c0_i32 : i32)
    ^bb59(%758: i32):  // 2 preds: ^bb58, ^bb63
      %759 = arith.cmpi slt, %758, %c4_i32 : i32
      cf.cond_br %759, ^bb60, ^bb64 {llvm.loop_annotation = #loop_annotation}
    ^bb60:  // pred: ^bb59
      %coord_394 = cute.make_coord(%758) : (i32) -> !cute.coord<"(_,?,0)">
      %idx_395 = cute.crd2idx(%coord_394, %253) : (!cute.coord<"(_,?,0)">, !cute_layout_afa0af) -> !cute.int_tuple<"?{div=8}">
      %ptr_396 = cute.add_offset(%ptr_283, %idx_395) : (!cute_ptr_2914ae, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %760 = builtin.unrealized_conversion_cast %ptr_396 : !cute_ptr_2914ae to !llvm.ptr
      %761 = llvm.getelementptr %760[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %762 = llvm.getelementptr %760[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %763 = llvm.getelementptr %760[3] : (!llvm.ptr) -> !llvm.ptr, i32
      cf.br ^bb61(%c0_i32 : i32)
    ^bb61(%764: i32):  // 2 preds: ^bb60, ^bb62
      %765 = arith.cmpi slt, %764, %c8_i32 : i32
      cf.cond_br %765, ^bb62, ^bb63 {llvm.loop_annotation = #loop_annotation}
    ^bb62:  // pred: ^bb61
      %coord_397 = cute.make_coord(%764) : (i32) -> !cute.coord<"(_,?,0)">
      %coord_398 = cute.make_coord(%758, %764) : (i32, i32) -> !cute.coord<"(_,?,?)">
      %idx_399 = cute.crd2idx(%coord_397, %252) : (!cute.coord<"(_,?,0)">, !cute_layout_f95207) -> !cute.int_tuple<"?{div=4}">
      %ptr_400 = cute.add_offset(%ptr_284, %idx_399) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<bf16, rmem, align<8>>
      %idx_401 = cute.crd2idx(%coord_398, %254) : (!cute.coord<"(_,?,?)">, !cute_layout_46ed9b) -> !cute.int_tuple<"?{div=4}">
      %ptr_402 = cute.add_offset(%iter_282, %idx_401) : (!cute.ptr<f32, rmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %766 = llvm.load %760 : !llvm.ptr -> i32
      %767 = llvm.load %761 : !llvm.ptr -> i32
      %768 = llvm.load %762 : !llvm.ptr -> i32
      %769 = llvm.load %763 : !llvm.ptr -> i32
      %770 = builtin.unrealized_conversion_cast %ptr_400 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      %771 = llvm.load %770 : !llvm.ptr -> i32
      %772 = llvm.getelementptr %770[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %773 = llvm.load %772 : !llvm.ptr -> i32
      %774 = builtin.unrealized_conversion_cast %ptr_402 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %775 = llvm.load %774 : !llvm.ptr -> f32
      %776 = llvm.getelementptr %774[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %777 = llvm.load %776 : !llvm.ptr -> f32
      %778 = llvm.getelementptr %774[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %779 = llvm.load %778 : !llvm.ptr -> f32
      %780 = llvm.getelementptr %774[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %781 = llvm.load %780 : !llvm.ptr -> f32
      %782:4 = cute_nvgpu.arch.mma.SM80 A[%766, %767, %768, %769]  B[%771, %773]  C[%775, %777, %779, %781] < {a_type = bf16, b_type = bf16, shape_MNK = #cute.shape<"(16,8,16)">}> : (i32, i32, f32) -> (f32, f32, f32, f32)
      llvm.store %782#0, %774 : f32, !llvm.ptr
      llvm.store %782#1, %776 : f32, !llvm.ptr
      llvm.store %782#2, %778 : f32, !llvm.ptr
      llvm.store %782#3, %780 : f32, !llvm.ptr
      %783 = arith.addi %764, %c1_i32 : i32
      cf.br ^bb61(%783 : i32)
    ^bb63:  // pred: ^bb61
      %784 = arith.addi %758, %c1_i32 : i32
      cf.br ^bb59(%784 : i32)
    ^bb64:  // pred: ^bb59
      %785 = arith.addi %616, %c1_i32 : i32
      %786 = arith.cmpi eq, %785, %c3_i32 : i32
      %787 = arith.select %786, %c0_i32, %785 : i32
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      %coord_403 = cute.make_coord(%787) : (i32) -> !cute.coord<"(_,_,0,?)">
      %idx_404 = cute.crd2idx(%coord_403, %lay) : (!cute.coord<"(_,_,0,?)">, !cute_layout_3d7a7c) -> !cute.int_tuple<"?{div=8192}">
      %ptr_405 = cute.add_offset(%ptr_243, %idx_404) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=8192}">) -> !cute_ptr_667fbe
      cf.br ^bb65(%c0_i32 : i32)
    ^bb65(%788: i32):  // 2 preds: ^bb64, ^bb66
      %789 = arith.cmpi slt, %788, %c4_i32 : i32
      cf.cond_br %789, ^bb66, ^bb67 {llvm.loop_annotation = #loop_annotation}
    ^bb66:  // pred: ^bb65
      %coord_406 = cute.make_coord(%788) : (i32) -> !cute.coord<"(_,?)">
      %idx_407 = cute.crd2idx(%coord_406, %lay_263) : (!cute.coord<"(_,?)">, !cute_layout_b3b9c1) -> !cute.int_tuple<"?{div=32}">
      %ptr_408 = cute.add_offset(%ptr_405, %idx_407) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=32}">) -> !cute_ptr_667fbe
      %idx_409 = cute.crd2idx(%coord_406, %268) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_410 = cute.add_offset(%iter_245, %idx_409) : (!cute_ptr_2914ae, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %790 = cute_nvgpu.arch.copy.ldsm %ptr_408{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32, transpose} : <bf16, smem, align<16>> -> vector<4xi32>
      %791 = vector.extractelement %790[%266 : i32] : vector<4xi32>
      %792 = builtin.unrealized_conversion_cast %ptr_410 : !cute_ptr_2914ae to !llvm.ptr
      llvm.store %791, %792 : i32, !llvm.ptr
      %793 = vector.extractelement %790[%265 : i32] : vector<4xi32>
      %ptr_411 = cute.add_offset(%ptr_410, %264) : (!cute_ptr_2914ae, !cute.int_tuple<"2">) -> !cute.ptr<bf16, rmem, align<4>>
      %794 = builtin.unrealized_conversion_cast %ptr_411 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %793, %794 : i32, !llvm.ptr
      %795 = vector.extractelement %790[%263 : i32] : vector<4xi32>
      %ptr_412 = cute.add_offset(%ptr_410, %267) : (!cute_ptr_2914ae, !cute.int_tuple<"4">) -> !cute.ptr<bf16, rmem, align<8>>
      %796 = builtin.unrealized_conversion_cast %ptr_412 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %795, %796 : i32, !llvm.ptr
      %797 = vector.extractelement %790[%262 : i32] : vector<4xi32>
      %ptr_413 = cute.add_offset(%ptr_410, %261) : (!cute_ptr_2914ae, !cute.int_tuple<"6">) -> !cute.ptr<bf16, rmem, align<4>>
      %798 = builtin.unrealized_conversion_cast %ptr_413 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %797, %798 : i32, !llvm.ptr
      %799 = arith.addi %788, %c1_i32 : i32
      cf.br ^bb65(%799 : i32)
    ^bb67:  // pred: ^bb65
      %idx_414 = cute.crd2idx(%coord_403, %lay_252) : (!cute.coord<"(_,_,0,?)">, !cute_layout_a2f4c5) -> !cute.int_tuple<"?{div=8192}">
      %ptr_415 = cute.add_offset(%ptr_248, %idx_414) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=8192}">) -> !cute_ptr_667fbe
      cf.br ^bb68(%c0_i32 : i32)
    ^bb68(%800: i32):  // 2 preds: ^bb67, ^bb69
      %801 = arith.cmpi slt, %800, %c4_i32 : i32
      cf.cond_br %801, ^bb69, ^bb70 {llvm.loop_annotation = #loop_annotation}
    ^bb69:  // pred: ^bb68
      %coord_416 = cute.make_coord(%800) : (i32) -> !cute.coord<"(_,?)">
      %idx_417 = cute.crd2idx(%coord_416, %260) : (!cute.coord<"(_,?)">, !cute_layout_08193a) -> !cute.int_tuple<"?{div=2048}">
      %ptr_418 = cute.add_offset(%ptr_415, %idx_417) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_667fbe
      %idx_419 = cute.crd2idx(%coord_416, %268) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_420 = cute.add_offset(%iter_253, %idx_419) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, rmem, align<8>>
      %802 = cute_nvgpu.arch.copy.ldsm %ptr_418{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <bf16, smem, align<16>> -> vector<4xi32>
      %803 = vector.extractelement %802[%266 : i32] : vector<4xi32>
      %804 = builtin.unrealized_conversion_cast %ptr_420 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %803, %804 : i32, !llvm.ptr
      %805 = vector.extractelement %802[%265 : i32] : vector<4xi32>
      %ptr_421 = cute.add_offset(%ptr_420, %264) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"2">) -> !cute.ptr<bf16, rmem, align<4>>
      %806 = builtin.unrealized_conversion_cast %ptr_421 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %805, %806 : i32, !llvm.ptr
      %807 = vector.extractelement %802[%263 : i32] : vector<4xi32>
      %ptr_422 = cute.add_offset(%ptr_420, %267) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"4">) -> !cute.ptr<bf16, rmem, align<8>>
      %808 = builtin.unrealized_conversion_cast %ptr_422 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %807, %808 : i32, !llvm.ptr
      %809 = vector.extractelement %802[%262 : i32] : vector<4xi32>
      %ptr_423 = cute.add_offset(%ptr_420, %261) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"6">) -> !cute.ptr<bf16, rmem, align<4>>
      %810 = builtin.unrealized_conversion_cast %ptr_423 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %809, %810 : i32, !llvm.ptr
      %811 = arith.addi %800, %c1_i32 : i32
      cf.br ^bb68(%811 : i32)
    ^bb70:  // pred: ^bb68
      cf.br ^bb71(%c0_i32 : i32)
    ^bb71(%812: i32):  // 2 preds: ^bb70, ^bb75
      %813 = arith.cmpi slt, %812, %c4_i32 : i32
      cf.cond_br %813, ^bb72, ^bb76 {llvm.loop_annotation = #loop_annotation}
    ^bb72:  // pred: ^bb71
      %coord_424 = cute.make_coord(%812) : (i32) -> !cute.coord<"(_,?,0)">
      %idx_425 = cute.crd2idx(%coord_424, %253) : (!cute.coord<"(_,?,0)">, !cute_layout_afa0af) -> !cute.int_tuple<"?{div=8}">
      %ptr_426 = cute.add_offset(%ptr_285, %idx_425) : (!cute_ptr_2914ae, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %814 = builtin.unrealized_conversion_cast %ptr_426 : !cute_ptr_2914ae to !llvm.ptr
      %815 = llvm.getelementptr %814[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %816 = llvm.getelementptr %814[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %817 = llvm.getelementptr %814[3] : (!llvm.ptr) -> !llvm.ptr, i32
      cf.br ^bb73(%c0_i32 : i32)
    ^bb73(%818: i32):  // 2 preds: ^bb72, ^bb74
      %819 = arith.cmpi slt, %818, %c8_i32 : i32
      cf.cond_br %819, ^bb74, ^bb75 {llvm.loop_annotation = #loop_annotation}
    ^bb74:  // pred: ^bb73
      %coord_427 = cute.make_coord(%818) : (i32) -> !cute.coord<"(_,?,0)">
      %coord_428 = cute.make_coord(%812, %818) : (i32, i32) -> !cute.coord<"(_,?,?)">
      %idx_429 = cute.crd2idx(%coord_427, %252) : (!cute.coord<"(_,?,0)">, !cute_layout_f95207) -> !cute.int_tuple<"?{div=4}">
      %ptr_430 = cute.add_offset(%ptr_286, %idx_429) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<bf16, rmem, align<8>>
      %idx_431 = cute.crd2idx(%coord_428, %254) : (!cute.coord<"(_,?,?)">, !cute_layout_46ed9b) -> !cute.int_tuple<"?{div=4}">
      %ptr_432 = cute.add_offset(%iter_282, %idx_431) : (!cute.ptr<f32, rmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %820 = llvm.load %814 : !llvm.ptr -> i32
      %821 = llvm.load %815 : !llvm.ptr -> i32
      %822 = llvm.load %816 : !llvm.ptr -> i32
      %823 = llvm.load %817 : !llvm.ptr -> i32
      %824 = builtin.unrealized_conversion_cast %ptr_430 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      %825 = llvm.load %824 : !llvm.ptr -> i32
      %826 = llvm.getelementptr %824[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %827 = llvm.load %826 : !llvm.ptr -> i32
      %828 = builtin.unrealized_conversion_cast %ptr_432 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %829 = llvm.load %828 : !llvm.ptr -> f32
      %830 = llvm.getelementptr %828[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %831 = llvm.load %830 : !llvm.ptr -> f32
      %832 = llvm.getelementptr %828[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %833 = llvm.load %832 : !llvm.ptr -> f32
      %834 = llvm.getelementptr %828[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %835 = llvm.load %834 : !llvm.ptr -> f32
      %836:4 = cute_nvgpu.arch.mma.SM80 A[%820, %821, %822, %823]  B[%825, %827]  C[%829, %831, %833, %835] < {a_type = bf16, b_type = bf16, shape_MNK = #cute.shape<"(16,8,16)">}> : (i32, i32, f32) -> (f32, f32, f32, f32)
      llvm.store %836#0, %828 : f32, !llvm.ptr
      llvm.store %836#1, %830 : f32, !llvm.ptr
      llvm.store %836#2, %832 : f32, !llvm.ptr
      llvm.store %836#3, %834 : f32, !llvm.ptr
      %837 = arith.addi %818, %c1_i32 : i32
      cf.br ^bb73(%837 : i32)
    ^bb75:  // pred: ^bb73
      %838 = arith.addi %812, %c1_i32 : i32
      cf.br ^bb71(%838 : i32)
    ^bb76:  // pred: ^bb71
      %839 = arith.addi %614, %c1_i32 : i32
      cf.br ^bb19(%839, %616, %787 : i32, i32, i32)
    ^bb77:  // pred: ^bb19
      nvvm.cp.async.wait.group 0
      %rmem_433 = cute.memref.alloca() : !memref_rmem_bf16_2
      %840 = cute.memref.load_vec(%rmem_240) : (!memref_rmem_f32_) -> vector<128xf32>
      %841 = arith.truncf %840 : vector<128xf32> to vector<128xbf16>
      cute.memref.store_vec(%841, %rmem_433) : (vector<128xbf16>, !memref_rmem_bf16_2) -> ()
      %842 = arith.addi %349, %c1_i32 : i32
      %843 = arith.muli %842, %c128_i32 : i32
      %844 = arith.cmpi sle, %843, %c1000_i32 : i32
      %845 = arith.addi %358, %c1_i32 : i32
      %846 = arith.muli %845, %c128_i32 : i32
      %847 = arith.cmpi sle, %846, %c1048_i32 : i32
      %848 = arith.andi %844, %847 : i1
      cf.cond_br %848, ^bb78, ^bb82
    ^bb78:  // pred: ^bb77
      %iter_434 = cute.get_iter(%rmem_433) : !memref_rmem_bf16_2
      cf.br ^bb79(%c0_i32 : i32)
    ^bb79(%849: i32):  // 2 preds: ^bb78, ^bb80
      %850 = arith.cmpi slt, %849, %c64_i32 : i32
      cf.cond_br %850, ^bb80, ^bb81 {llvm.loop_annotation = #loop_annotation}
    ^bb80:  // pred: ^bb79
      %coord_435 = cute.make_coord(%849) : (i32) -> !cute.coord<"(_,?)">
      %idx_436 = cute.crd2idx(%coord_435, %250) : (!cute.coord<"(_,?)">, !cute_layout_701db0) -> !cute.int_tuple<"?{div=2}">
      %ptr_437 = cute.add_offset(%iter_434, %idx_436) : (!cute.ptr<bf16, rmem, align<32>>, !cute.int_tuple<"?{div=2}">) -> !cute.ptr<bf16, rmem, align<4>>
      %idx_438 = cute.crd2idx(%coord_435, %249) : (!cute.coord<"(_,?)">, !cute_layout_e94fd4) -> !cute.int_tuple<"?{div=16}">
      %ptr_439 = cute.add_offset(%ptr_238, %idx_438) : (!cute.ptr<bf16, gmem, align<4>>, !cute.int_tuple<"?{div=16}">) -> !cute.ptr<bf16, gmem, align<4>>
      %851 = builtin.unrealized_conversion_cast %ptr_437 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      %852 = builtin.unrealized_conversion_cast %ptr_439 : !cute.ptr<bf16, gmem, align<4>> to !llvm.ptr<1>
      %853 = llvm.load %851 {alignment = 4 : i64} : !llvm.ptr -> vector<2xbf16>
      llvm.store %853, %852 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<1>
      %854 = arith.addi %849, %c1_i32 : i32
      cf.br ^bb79(%854 : i32)
    ^bb81:  // pred: ^bb79
      cf.br ^bb339
    ^bb82:  // pred: ^bb77
      %855 = arith.muli %545, %c16_i32 : i32
      %856 = arith.addi %547, %855 : i32
      %857 = arith.addi %549, %553 : i32
      %iv_440 = cute.assume(%857) : (i32) -> !cute.i32<divby 2>
      %int_tuple_441 = cute.make_int_tuple(%856, %iv_440) : (i32, !cute.i32<divby 2>) -> !cute.int_tuple<"(?,?{div=2})">
      %tup_442 = cute.add_offset(%tup_34, %int_tuple_441) : (!cute_arith_tuple_iter_815f75, !cute.int_tuple<"(?,?{div=2})">) -> !cute_arith_tuple_iter_d50395
      %tup_443 = cute.deref_arith_tuple_iter(%tup_442) : !cute_arith_tuple_iter_d50395
      %e0_444, %e1_445, %e2_446 = cute.get_leaves(%tup_443) : !cute_int_tuple_d8f416
      %coord_447 = cute.make_coord(%e0_444) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %858 = cute.get_scalars(%coord_447) : !cute.coord<"?">
      %859 = arith.cmpi slt, %858, %c1000_i32 : i32
      %coord_448 = cute.make_coord(%e1_445) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %860 = cute.get_scalars(%coord_448) : !cute.coord<"?{div=2}">
      %861 = arith.cmpi slt, %860, %c1048_i32 : i32
      %862 = arith.andi %859, %861 : i1
      cf.cond_br %862, ^bb83, ^bb84
    ^bb83:  // pred: ^bb82
      %863 = cute.memref.load(%rmem_433, %248) : (!memref_rmem_bf16_2, !cute.coord<"0">) -> bf16
      cute.memref.store(%view_239, %248, %863) : (!memref_gmem_bf16_5, !cute.coord<"0">, bf16) -> ()
      cf.br ^bb84
    ^bb84:  // 2 preds: ^bb82, ^bb83
      %tup_449 = cute.add_offset(%tup_442, %247) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_450 = cute.deref_arith_tuple_iter(%tup_449) : !cute_arith_tuple_iter_2fe1bf
      %e0_451, %e1_452, %e2_453 = cute.get_leaves(%tup_450) : !cute.int_tuple<"(?,?,?)">
      %coord_454 = cute.make_coord(%e0_451) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %864 = cute.get_scalars(%coord_454) : !cute.coord<"?">
      %865 = arith.cmpi slt, %864, %c1000_i32 : i32
      %coord_455 = cute.make_coord(%e1_452) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %866 = cute.get_scalars(%coord_455) : !cute.coord<"?">
      %867 = arith.cmpi slt, %866, %c1048_i32 : i32
      %868 = arith.andi %865, %867 : i1
      cf.cond_br %868, ^bb85, ^bb86
    ^bb85:  // pred: ^bb84
      %869 = cute.memref.load(%rmem_433, %246) : (!memref_rmem_bf16_2, !cute.coord<"1">) -> bf16
      cute.memref.store(%view_239, %246, %869) : (!memref_gmem_bf16_5, !cute.coord<"1">, bf16) -> ()
      cf.br ^bb86
    ^bb86:  // 2 preds: ^bb84, ^bb85
      %tup_456 = cute.add_offset(%tup_442, %245) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_457 = cute.deref_arith_tuple_iter(%tup_456) : !cute_arith_tuple_iter_d50395
      %e0_458, %e1_459, %e2_460 = cute.get_leaves(%tup_457) : !cute_int_tuple_d8f416
      %coord_461 = cute.make_coord(%e0_458) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %870 = cute.get_scalars(%coord_461) : !cute.coord<"?">
      %871 = arith.cmpi slt, %870, %c1000_i32 : i32
      %coord_462 = cute.make_coord(%e1_459) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %872 = cute.get_scalars(%coord_462) : !cute.coord<"?{div=2}">
      %873 = arith.cmpi slt, %872, %c1048_i32 : i32
      %874 = arith.andi %871, %873 : i1
      cf.cond_br %874, ^bb87, ^bb88
    ^bb87:  // pred: ^bb86
      %875 = cute.memref.load(%rmem_433, %244) : (!memref_rmem_bf16_2, !cute.coord<"2">) -> bf16
      cute.memref.store(%view_239, %244, %875) : (!memref_gmem_bf16_5, !cute.coord<"2">, bf16) -> ()
      cf.br ^bb88
    ^bb88:  // 2 preds: ^bb86, ^bb87
      %tup_463 = cute.add_offset(%tup_442, %243) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_464 = cute.deref_arith_tuple_iter(%tup_463) : !cute_arith_tuple_iter_2fe1bf
      %e0_465, %e1_466, %e2_467 = cute.get_leaves(%tup_464) : !cute.int_tuple<"(?,?,?)">
      %coord_468 = cute.make_coord(%e0_465) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %876 = cute.get_scalars(%coord_468) : !cute.coord<"?">
      %877 = arith.cmpi slt, %876, %c1000_i32 : i32
      %coord_469 = cute.make_coord(%e1_466) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %878 = cute.get_scalars(%coord_469) : !cute.coord<"?">
      %879 = arith.cmpi slt, %878, %c1048_i32 : i32
      %880 = arith.andi %877, %879 : i1
      cf.cond_br %880, ^bb89, ^bb90
    ^bb89:  // pred: ^bb88
      %881 = cute.memref.load(%rmem_433, %242) : (!memref_rmem_bf16_2, !cute.coord<"3">) -> bf16
      cute.memref.store(%view_239, %242, %881) : (!memref_gmem_bf16_5, !cute.coord<"3">, bf16) -> ()
      cf.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      %tup_470 = cute.add_offset(%tup_442, %310) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_471 = cute.deref_arith_tuple_iter(%tup_470) : !cute_arith_tuple_iter_d50395
      %e0_472, %e1_473, %e2_474 = cute.get_leaves(%tup_471) : !cute_int_tuple_d8f416
      %coord_475 = cute.make_coord(%e0_472) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %882 = cute.get_scalars(%coord_475) : !cute.coord<"?">
      %883 = arith.cmpi slt, %882, %c1000_i32 : i32
      %coord_476 = cute.make_coord(%e1_473) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %884 = cute.get_scalars(%coord_476) : !cute.coord<"?{div=2}">
      %885 = arith.cmpi slt, %884, %c1048_i32 : i32
      %886 = arith.andi %883, %885 : i1
      cf.cond_br %886, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %887 = cute.memref.load(%rmem_433, %241) : (!memref_rmem_bf16_2, !cute.coord<"4">) -> bf16
      cute.memref.store(%view_239, %241, %887) : (!memref_gmem_bf16_5, !cute.coord<"4">, bf16) -> ()
      cf.br ^bb92
    ^bb92:  // 2 preds: ^bb90, ^bb91
      %tup_477 = cute.add_offset(%tup_442, %240) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_478 = cute.deref_arith_tuple_iter(%tup_477) : !cute_arith_tuple_iter_2fe1bf
      %e0_479, %e1_480, %e2_481 = cute.get_leaves(%tup_478) : !cute.int_tuple<"(?,?,?)">
      %coord_482 = cute.make_coord(%e0_479) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %888 = cute.get_scalars(%coord_482) : !cute.coord<"?">
      %889 = arith.cmpi slt, %888, %c1000_i32 : i32
      %coord_483 = cute.make_coord(%e1_480) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %890 = cute.get_scalars(%coord_483) : !cute.coord<"?">
      %891 = arith.cmpi slt, %890, %c1048_i32 : i32
      %892 = arith.andi %889, %891 : i1
      cf.cond_br %892, ^bb93, ^bb94
    ^bb93:  // pred: ^bb92
      %893 = cute.memref.load(%rmem_433, %239) : (!memref_rmem_bf16_2, !cute.coord<"5">) -> bf16
      cute.memref.store(%view_239, %239, %893) : (!memref_gmem_bf16_5, !cute.coord<"5">, bf16) -> ()
      cf.br ^bb94
    ^bb94:  // 2 preds: ^bb92, ^bb93
      %tup_484 = cute.add_offset(%tup_442, %238) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_485 = cute.deref_arith_tuple_iter(%tup_484) : !cute_arith_tuple_iter_d50395
      %e0_486, %e1_487, %e2_488 = cute.get_leaves(%tup_485) : !cute_int_tuple_d8f416
      %coord_489 = cute.make_coord(%e0_486) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %894 = cute.get_scalars(%coord_489) : !cute.coord<"?">
      %895 = arith.cmpi slt, %894, %c1000_i32 : i32
      %coord_490 = cute.make_coord(%e1_487) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %896 = cute.get_scalars(%coord_490) : !cute.coord<"?{div=2}">
      %897 = arith.cmpi slt, %896, %c1048_i32 : i32
      %898 = arith.andi %895, %897 : i1
      cf.cond_br %898, ^bb95, ^bb96
    ^bb95:  // pred: ^bb94
      %899 = cute.memref.load(%rmem_433, %237) : (!memref_rmem_bf16_2, !cute.coord<"6">) -> bf16
      cute.memref.store(%view_239, %237, %899) : (!memref_gmem_bf16_5, !cute.coord<"6">, bf16) -> ()
      cf.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      %tup_491 = cute.add_offset(%tup_442, %236) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_492 = cute.deref_arith_tuple_iter(%tup_491) : !cute_arith_tuple_iter_2fe1bf
      %e0_493, %e1_494, %e2_495 = cute.get_leaves(%tup_492) : !cute.int_tuple<"(?,?,?)">
      %coord_496 = cute.make_coord(%e0_493) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %900 = cute.get_scalars(%coord_496) : !cute.coord<"?">
      %901 = arith.cmpi slt, %900, %c1000_i32 : i32
      %coord_497 = cute.make_coord(%e1_494) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %902 = cute.get_scalars(%coord_497) : !cute.coord<"?">
      %903 = arith.cmpi slt, %902, %c1048_i32 : i32
      %904 = arith.andi %901, %903 : i1
      cf.cond_br %904, ^bb97, ^bb98
    ^bb97:  // pred: ^bb96
      %905 = cute.memref.load(%rmem_433, %235) : (!memref_rmem_bf16_2, !cute.coord<"7">) -> bf16
      cute.memref.store(%view_239, %235, %905) : (!memref_gmem_bf16_5, !cute.coord<"7">, bf16) -> ()
      cf.br ^bb98
    ^bb98:  // 2 preds: ^bb96, ^bb97
      %tup_498 = cute.add_offset(%tup_442, %306) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_499 = cute.deref_arith_tuple_iter(%tup_498) : !cute_arith_tuple_iter_d50395
      %e0_500, %e1_501, %e2_502 = cute.get_leaves(%tup_499) : !cute_int_tuple_d8f416
      %coord_503 = cute.make_coord(%e0_500) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %906 = cute.get_scalars(%coord_503) : !cute.coord<"?">
      %907 = arith.cmpi slt, %906, %c1000_i32 : i32
      %coord_504 = cute.make_coord(%e1_501) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %908 = cute.get_scalars(%coord_504) : !cute.coord<"?{div=2}">
      %909 = arith.cmpi slt, %908, %c1048_i32 : i32
      %910 = arith.andi %907, %909 : i1
      cf.cond_br %910, ^bb99, ^bb100
    ^bb99:  // pred: ^bb98
      %911 = cute.memref.load(%rmem_433, %234) : (!memref_rmem_bf16_2, !cute.coord<"8">) -> bf16
      cute.memref.store(%view_239, %234, %911) : (!memref_gmem_bf16_5, !cute.coord<"8">, bf16) -> ()
      cf.br ^bb100
    ^bb100:  // 2 preds: ^bb98, ^bb99
      %tup_505 = cute.add_offset(%tup_442, %233) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_506 = cute.deref_arith_tuple_iter(%tup_505) : !cute_arith_tuple_iter_2fe1bf
      %e0_507, %e1_508, %e2_509 = cute.get_leaves(%tup_506) : !cute.int_tuple<"(?,?,?)">
      %coord_510 = cute.make_coord(%e0_507) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %912 = cute.get_scalars(%coord_510) : !cute.coord<"?">
      %913 = arith.cmpi slt, %912, %c1000_i32 : i32
      %coord_511 = cute.make_coord(%e1_508) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %914 = cute.get_scalars(%coord_511) : !cute.coord<"?">
      %915 = arith.cmpi slt, %914, %c1048_i32 : i32
      %916 = arith.andi %913, %915 : i1
      cf.cond_br %916, ^bb101, ^bb102
    ^bb101:  // pred: ^bb100
      %917 = cute.memref.load(%rmem_433, %232) : (!memref_rmem_bf16_2, !cute.coord<"9">) -> bf16
      cute.memref.store(%view_239, %232, %917) : (!memref_gmem_bf16_5, !cute.coord<"9">, bf16) -> ()
      cf.br ^bb102
    ^bb102:  // 2 preds: ^bb100, ^bb101
      %tup_512 = cute.add_offset(%tup_442, %231) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_513 = cute.deref_arith_tuple_iter(%tup_512) : !cute_arith_tuple_iter_d50395
      %e0_514, %e1_515, %e2_516 = cute.get_leaves(%tup_513) : !cute_int_tuple_d8f416
      %coord_517 = cute.make_coord(%e0_514) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %918 = cute.get_scalars(%coord_517) : !cute.coord<"?">
      %919 = arith.cmpi slt, %918, %c1000_i32 : i32
      %coord_518 = cute.make_coord(%e1_515) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %920 = cute.get_scalars(%coord_518) : !cute.coord<"?{div=2}">
      %921 = arith.cmpi slt, %920, %c1048_i32 : i32
      %922 = arith.andi %919, %921 : i1
      cf.cond_br %922, ^bb103, ^bb104
    ^bb103:  // pred: ^bb102
      %923 = cute.memref.load(%rmem_433, %230) : (!memref_rmem_bf16_2, !cute.coord<"10">) -> bf16
      cute.memref.store(%view_239, %230, %923) : (!memref_gmem_bf16_5, !cute.coord<"10">, bf16) -> ()
      cf.br ^bb104
    ^bb104:  // 2 preds: ^bb102, ^bb103
      %tup_519 = cute.add_offset(%tup_442, %229) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_520 = cute.deref_arith_tuple_iter(%tup_519) : !cute_arith_tuple_iter_2fe1bf
      %e0_521, %e1_522, %e2_523 = cute.get_leaves(%tup_520) : !cute.int_tuple<"(?,?,?)">
      %coord_524 = cute.make_coord(%e0_521) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %924 = cute.get_scalars(%coord_524) : !cute.coord<"?">
      %925 = arith.cmpi slt, %924, %c1000_i32 : i32
      %coord_525 = cute.make_coord(%e1_522) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %926 = cute.get_scalars(%coord_525) : !cute.coord<"?">
      %927 = arith.cmpi slt, %926, %c1048_i32 : i32
      %928 = arith.andi %925, %927 : i1
      cf.cond_br %928, ^bb105, ^bb106
    ^bb105:  // pred: ^bb104
      %929 = cute.memref.load(%rmem_433, %228) : (!memref_rmem_bf16_2, !cute.coord<"11">) -> bf16
      cute.memref.store(%view_239, %228, %929) : (!memref_gmem_bf16_5, !cute.coord<"11">, bf16) -> ()
      cf.br ^bb106
    ^bb106:  // 2 preds: ^bb104, ^bb105
      %tup_526 = cute.add_offset(%tup_442, %302) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_527 = cute.deref_arith_tuple_iter(%tup_526) : !cute_arith_tuple_iter_d50395
      %e0_528, %e1_529, %e2_530 = cute.get_leaves(%tup_527) : !cute_int_tuple_d8f416
      %coord_531 = cute.make_coord(%e0_528) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %930 = cute.get_scalars(%coord_531) : !cute.coord<"?">
      %931 = arith.cmpi slt, %930, %c1000_i32 : i32
      %coord_532 = cute.make_coord(%e1_529) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %932 = cute.get_scalars(%coord_532) : !cute.coord<"?{div=2}">
      %933 = arith.cmpi slt, %932, %c1048_i32 : i32
      %934 = arith.andi %931, %933 : i1
      cf.cond_br %934, ^bb107, ^bb108
    ^bb107:  // pred: ^bb106
      %935 = cute.memref.load(%rmem_433, %227) : (!memref_rmem_bf16_2, !cute.coord<"12">) -> bf16
      cute.memref.store(%view_239, %227, %935) : (!memref_gmem_bf16_5, !cute.coord<"12">, bf16) -> ()
      cf.br ^bb108
    ^bb108:  // 2 preds: ^bb106, ^bb107
      %tup_533 = cute.add_offset(%tup_442, %226) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_534 = cute.deref_arith_tuple_iter(%tup_533) : !cute_arith_tuple_iter_2fe1bf
      %e0_535, %e1_536, %e2_537 = cute.get_leaves(%tup_534) : !cute.int_tuple<"(?,?,?)">
      %coord_538 = cute.make_coord(%e0_535) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %936 = cute.get_scalars(%coord_538) : !cute.coord<"?">
      %937 = arith.cmpi slt, %936, %c1000_i32 : i32
      %coord_539 = cute.make_coord(%e1_536) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %938 = cute.get_scalars(%coord_539) : !cute.coord<"?">
      %939 = arith.cmpi slt, %938, %c1048_i32 : i32
      %940 = arith.andi %937, %939 : i1
      cf.cond_br %940, ^bb109, ^bb110
    ^bb109:  // pred: ^bb108
      %941 = cute.memref.load(%rmem_433, %225) : (!memref_rmem_bf16_2, !cute.coord<"13">) -> bf16
      cute.memref.store(%view_239, %225, %941) : (!memref_gmem_bf16_5, !cute.coord<"13">, bf16) -> ()
      cf.br ^bb110
    ^bb110:  // 2 preds: ^bb108, ^bb109
      %tup_540 = cute.add_offset(%tup_442, %224) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_541 = cute.deref_arith_tuple_iter(%tup_540) : !cute_arith_tuple_iter_d50395
      %e0_542, %e1_543, %e2_544 = cute.get_leaves(%tup_541) : !cute_int_tuple_d8f416
      %coord_545 = cute.make_coord(%e0_542) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %942 = cute.get_scalars(%coord_545) : !cute.coord<"?">
      %943 = arith.cmpi slt, %942, %c1000_i32 : i32
      %coord_546 = cute.make_coord(%e1_543) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %944 = cute.get_scalars(%coord_546) : !cute.coord<"?{div=2}">
      %945 = arith.cmpi slt, %944, %c1048_i32 : i32
      %946 = arith.andi %943, %945 : i1
      cf.cond_br %946, ^bb111, ^bb112
    ^bb111:  // pred: ^bb110
      %947 = cute.memref.load(%rmem_433, %223) : (!memref_rmem_bf16_2, !cute.coord<"14">) -> bf16
      cute.memref.store(%view_239, %223, %947) : (!memref_gmem_bf16_5, !cute.coord<"14">, bf16) -> ()
      cf.br ^bb112
    ^bb112:  // 2 preds: ^bb110, ^bb111
      %tup_547 = cute.add_offset(%tup_442, %222) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_548 = cute.deref_arith_tuple_iter(%tup_547) : !cute_arith_tuple_iter_2fe1bf
      %e0_549, %e1_550, %e2_551 = cute.get_leaves(%tup_548) : !cute.int_tuple<"(?,?,?)">
      %coord_552 = cute.make_coord(%e0_549) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %948 = cute.get_scalars(%coord_552) : !cute.coord<"?">
      %949 = arith.cmpi slt, %948, %c1000_i32 : i32
      %coord_553 = cute.make_coord(%e1_550) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %950 = cute.get_scalars(%coord_553) : !cute.coord<"?">
      %951 = arith.cmpi slt, %950, %c1048_i32 : i32
      %952 = arith.andi %949, %951 : i1
      cf.cond_br %952, ^bb113, ^bb114
    ^bb113:  // pred: ^bb112
      %953 = cute.memref.load(%rmem_433, %221) : (!memref_rmem_bf16_2, !cute.coord<"15">) -> bf16
      cute.memref.store(%view_239, %221, %953) : (!memref_gmem_bf16_5, !cute.coord<"15">, bf16) -> ()
      cf.br ^bb114
    ^bb114:  // 2 preds: ^bb112, ^bb113
      %tup_554 = cute.add_offset(%tup_442, %296) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_555 = cute.deref_arith_tuple_iter(%tup_554) : !cute_arith_tuple_iter_d50395
      %e0_556, %e1_557, %e2_558 = cute.get_leaves(%tup_555) : !cute_int_tuple_d8f416
      %coord_559 = cute.make_coord(%e0_556) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %954 = cute.get_scalars(%coord_559) : !cute.coord<"?">
      %955 = arith.cmpi slt, %954, %c1000_i32 : i32
      %coord_560 = cute.make_coord(%e1_557) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %956 = cute.get_scalars(%coord_560) : !cute.coord<"?{div=2}">
      %957 = arith.cmpi slt, %956, %c1048_i32 : i32
      %958 = arith.andi %955, %957 : i1
      cf.cond_br %958, ^bb115, ^bb116
    ^bb115:  // pred: ^bb114
      %959 = cute.memref.load(%rmem_433, %220) : (!memref_rmem_bf16_2, !cute.coord<"16">) -> bf16
      cute.memref.store(%view_239, %220, %959) : (!memref_gmem_bf16_5, !cute.coord<"16">, bf16) -> ()
      cf.br ^bb116
    ^bb116:  // 2 preds: ^bb114, ^bb115
      %tup_561 = cute.add_offset(%tup_442, %219) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_562 = cute.deref_arith_tuple_iter(%tup_561) : !cute_arith_tuple_iter_2fe1bf
      %e0_563, %e1_564, %e2_565 = cute.get_leaves(%tup_562) : !cute.int_tuple<"(?,?,?)">
      %coord_566 = cute.make_coord(%e0_563) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %960 = cute.get_scalars(%coord_566) : !cute.coord<"?">
      %961 = arith.cmpi slt, %960, %c1000_i32 : i32
      %coord_567 = cute.make_coord(%e1_564) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %962 = cute.get_scalars(%coord_567) : !cute.coord<"?">
      %963 = arith.cmpi slt, %962, %c1048_i32 : i32
      %964 = arith.andi %961, %963 : i1
      cf.cond_br %964, ^bb117, ^bb118
    ^bb117:  // pred: ^bb116
      %965 = cute.memref.load(%rmem_433, %218) : (!memref_rmem_bf16_2, !cute.coord<"17">) -> bf16
      cute.memref.store(%view_239, %218, %965) : (!memref_gmem_bf16_5, !cute.coord<"17">, bf16) -> ()
      cf.br ^bb118
    ^bb118:  // 2 preds: ^bb116, ^bb117
      %tup_568 = cute.add_offset(%tup_442, %217) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_569 = cute.deref_arith_tuple_iter(%tup_568) : !cute_arith_tuple_iter_d50395
      %e0_570, %e1_571, %e2_572 = cute.get_leaves(%tup_569) : !cute_int_tuple_d8f416
      %coord_573 = cute.make_coord(%e0_570) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %966 = cute.get_scalars(%coord_573) : !cute.coord<"?">
      %967 = arith.cmpi slt, %966, %c1000_i32 : i32
      %coord_574 = cute.make_coord(%e1_571) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %968 = cute.get_scalars(%coord_574) : !cute.coord<"?{div=2}">
      %969 = arith.cmpi slt, %968, %c1048_i32 : i32
      %970 = arith.andi %967, %969 : i1
      cf.cond_br %970, ^bb119, ^bb120
    ^bb119:  // pred: ^bb118
      %971 = cute.memref.load(%rmem_433, %216) : (!memref_rmem_bf16_2, !cute.coord<"18">) -> bf16
      cute.memref.store(%view_239, %216, %971) : (!memref_gmem_bf16_5, !cute.coord<"18">, bf16) -> ()
      cf.br ^bb120
    ^bb120:  // 2 preds: ^bb118, ^bb119
      %tup_575 = cute.add_offset(%tup_442, %215) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_576 = cute.deref_arith_tuple_iter(%tup_575) : !cute_arith_tuple_iter_2fe1bf
      %e0_577, %e1_578, %e2_579 = cute.get_leaves(%tup_576) : !cute.int_tuple<"(?,?,?)">
      %coord_580 = cute.make_coord(%e0_577) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %972 = cute.get_scalars(%coord_580) : !cute.coord<"?">
      %973 = arith.cmpi slt, %972, %c1000_i32 : i32
      %coord_581 = cute.make_coord(%e1_578) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %974 = cute.get_scalars(%coord_581) : !cute.coord<"?">
      %975 = arith.cmpi slt, %974, %c1048_i32 : i32
      %976 = arith.andi %973, %975 : i1
      cf.cond_br %976, ^bb121, ^bb122
    ^bb121:  // pred: ^bb120
      %977 = cute.memref.load(%rmem_433, %214) : (!memref_rmem_bf16_2, !cute.coord<"19">) -> bf16
      cute.memref.store(%view_239, %214, %977) : (!memref_gmem_bf16_5, !cute.coord<"19">, bf16) -> ()
      cf.br ^bb122
    ^bb122:  // 2 preds: ^bb120, ^bb121
      %tup_582 = cute.add_offset(%tup_442, %213) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_583 = cute.deref_arith_tuple_iter(%tup_582) : !cute_arith_tuple_iter_d50395
      %e0_584, %e1_585, %e2_586 = cute.get_leaves(%tup_583) : !cute_int_tuple_d8f416
      %coord_587 = cute.make_coord(%e0_584) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %978 = cute.get_scalars(%coord_587) : !cute.coord<"?">
      %979 = arith.cmpi slt, %978, %c1000_i32 : i32
      %coord_588 = cute.make_coord(%e1_585) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %980 = cute.get_scalars(%coord_588) : !cute.coord<"?{div=2}">
      %981 = arith.cmpi slt, %980, %c1048_i32 : i32
      %982 = arith.andi %979, %981 : i1
      cf.cond_br %982, ^bb123, ^bb124
    ^bb123:  // pred: ^bb122
      %983 = cute.memref.load(%rmem_433, %212) : (!memref_rmem_bf16_2, !cute.coord<"20">) -> bf16
      cute.memref.store(%view_239, %212, %983) : (!memref_gmem_bf16_5, !cute.coord<"20">, bf16) -> ()
      cf.br ^bb124
    ^bb124:  // 2 preds: ^bb122, ^bb123
      %tup_589 = cute.add_offset(%tup_442, %211) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_590 = cute.deref_arith_tuple_iter(%tup_589) : !cute_arith_tuple_iter_2fe1bf
      %e0_591, %e1_592, %e2_593 = cute.get_leaves(%tup_590) : !cute.int_tuple<"(?,?,?)">
      %coord_594 = cute.make_coord(%e0_591) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %984 = cute.get_scalars(%coord_594) : !cute.coord<"?">
      %985 = arith.cmpi slt, %984, %c1000_i32 : i32
      %coord_595 = cute.make_coord(%e1_592) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %986 = cute.get_scalars(%coord_595) : !cute.coord<"?">
      %987 = arith.cmpi slt, %986, %c1048_i32 : i32
      %988 = arith.andi %985, %987 : i1
      cf.cond_br %988, ^bb125, ^bb126
    ^bb125:  // pred: ^bb124
      %989 = cute.memref.load(%rmem_433, %210) : (!memref_rmem_bf16_2, !cute.coord<"21">) -> bf16
      cute.memref.store(%view_239, %210, %989) : (!memref_gmem_bf16_5, !cute.coord<"21">, bf16) -> ()
      cf.br ^bb126
    ^bb126:  // 2 preds: ^bb124, ^bb125
      %tup_596 = cute.add_offset(%tup_442, %209) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_597 = cute.deref_arith_tuple_iter(%tup_596) : !cute_arith_tuple_iter_d50395
      %e0_598, %e1_599, %e2_600 = cute.get_leaves(%tup_597) : !cute_int_tuple_d8f416
      %coord_601 = cute.make_coord(%e0_598) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %990 = cute.get_scalars(%coord_601) : !cute.coord<"?">
      %991 = arith.cmpi slt, %990, %c1000_i32 : i32
      %coord_602 = cute.make_coord(%e1_599) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %992 = cute.get_scalars(%coord_602) : !cute.coord<"?{div=2}">
      %993 = arith.cmpi slt, %992, %c1048_i32 : i32
      %994 = arith.andi %991, %993 : i1
      cf.cond_br %994, ^bb127, ^bb128
    ^bb127:  // pred: ^bb126
      %995 = cute.memref.load(%rmem_433, %208) : (!memref_rmem_bf16_2, !cute.coord<"22">) -> bf16
      cute.memref.store(%view_239, %208, %995) : (!memref_gmem_bf16_5, !cute.coord<"22">, bf16) -> ()
      cf.br ^bb128
    ^bb128:  // 2 preds: ^bb126, ^bb127
      %tup_603 = cute.add_offset(%tup_442, %207) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_604 = cute.deref_arith_tuple_iter(%tup_603) : !cute_arith_tuple_iter_2fe1bf
      %e0_605, %e1_606, %e2_607 = cute.get_leaves(%tup_604) : !cute.int_tuple<"(?,?,?)">
      %coord_608 = cute.make_coord(%e0_605) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %996 = cute.get_scalars(%coord_608) : !cute.coord<"?">
      %997 = arith.cmpi slt, %996, %c1000_i32 : i32
      %coord_609 = cute.make_coord(%e1_606) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %998 = cute.get_scalars(%coord_609) : !cute.coord<"?">
      %999 = arith.cmpi slt, %998, %c1048_i32 : i32
      %1000 = arith.andi %997, %999 : i1
      cf.cond_br %1000, ^bb129, ^bb130
    ^bb129:  // pred: ^bb128
      %1001 = cute.memref.load(%rmem_433, %206) : (!memref_rmem_bf16_2, !cute.coord<"23">) -> bf16
      cute.memref.store(%view_239, %206, %1001) : (!memref_gmem_bf16_5, !cute.coord<"23">, bf16) -> ()
      cf.br ^bb130
    ^bb130:  // 2 preds: ^bb128, ^bb129
      %tup_610 = cute.add_offset(%tup_442, %205) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_611 = cute.deref_arith_tuple_iter(%tup_610) : !cute_arith_tuple_iter_d50395
      %e0_612, %e1_613, %e2_614 = cute.get_leaves(%tup_611) : !cute_int_tuple_d8f416
      %coord_615 = cute.make_coord(%e0_612) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1002 = cute.get_scalars(%coord_615) : !cute.coord<"?">
      %1003 = arith.cmpi slt, %1002, %c1000_i32 : i32
      %coord_616 = cute.make_coord(%e1_613) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1004 = cute.get_scalars(%coord_616) : !cute.coord<"?{div=2}">
      %1005 = arith.cmpi slt, %1004, %c1048_i32 : i32
      %1006 = arith.andi %1003, %1005 : i1
      cf.cond_br %1006, ^bb131, ^bb132
    ^bb131:  // pred: ^bb130
      %1007 = cute.memref.load(%rmem_433, %204) : (!memref_rmem_bf16_2, !cute.coord<"24">) -> bf16
      cute.memref.store(%view_239, %204, %1007) : (!memref_gmem_bf16_5, !cute.coord<"24">, bf16) -> ()
      cf.br ^bb132
    ^bb132:  // 2 preds: ^bb130, ^bb131
      %tup_617 = cute.add_offset(%tup_442, %203) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_618 = cute.deref_arith_tuple_iter(%tup_617) : !cute_arith_tuple_iter_2fe1bf
      %e0_619, %e1_620, %e2_621 = cute.get_leaves(%tup_618) : !cute.int_tuple<"(?,?,?)">
      %coord_622 = cute.make_coord(%e0_619) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1008 = cute.get_scalars(%coord_622) : !cute.coord<"?">
      %1009 = arith.cmpi slt, %1008, %c1000_i32 : i32
      %coord_623 = cute.make_coord(%e1_620) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1010 = cute.get_scalars(%coord_623) : !cute.coord<"?">
      %1011 = arith.cmpi slt, %1010, %c1048_i32 : i32
      %1012 = arith.andi %1009, %1011 : i1
      cf.cond_br %1012, ^bb133, ^bb134
    ^bb133:  // pred: ^bb132
      %1013 = cute.memref.load(%rmem_433, %202) : (!memref_rmem_bf16_2, !cute.coord<"25">) -> bf16
      cute.memref.store(%view_239, %202, %1013) : (!memref_gmem_bf16_5, !cute.coord<"25">, bf16) -> ()
      cf.br ^bb134
    ^bb134:  // 2 preds: ^bb132, ^bb133
      %tup_624 = cute.add_offset(%tup_442, %201) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_625 = cute.deref_arith_tuple_iter(%tup_624) : !cute_arith_tuple_iter_d50395
      %e0_626, %e1_627, %e2_628 = cute.get_leaves(%tup_625) : !cute_int_tuple_d8f416
      %coord_629 = cute.make_coord(%e0_626) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1014 = cute.get_scalars(%coord_629) : !cute.coord<"?">
      %1015 = arith.cmpi slt, %1014, %c1000_i32 : i32
      %coord_630 = cute.make_coord(%e1_627) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1016 = cute.get_scalars(%coord_630) : !cute.coord<"?{div=2}">
      %1017 = arith.cmpi slt, %1016, %c1048_i32 : i32
      %1018 = arith.andi %1015, %1017 : i1
      cf.cond_br %1018, ^bb135, ^bb136
    ^bb135:  // pred: ^bb134
      %1019 = cute.memref.load(%rmem_433, %200) : (!memref_rmem_bf16_2, !cute.coord<"26">) -> bf16
      cute.memref.store(%view_239, %200, %1019) : (!memref_gmem_bf16_5, !cute.coord<"26">, bf16) -> ()
      cf.br ^bb136
    ^bb136:  // 2 preds: ^bb134, ^bb135
      %tup_631 = cute.add_offset(%tup_442, %199) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_632 = cute.deref_arith_tuple_iter(%tup_631) : !cute_arith_tuple_iter_2fe1bf
      %e0_633, %e1_634, %e2_635 = cute.get_leaves(%tup_632) : !cute.int_tuple<"(?,?,?)">
      %coord_636 = cute.make_coord(%e0_633) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1020 = cute.get_scalars(%coord_636) : !cute.coord<"?">
      %1021 = arith.cmpi slt, %1020, %c1000_i32 : i32
      %coord_637 = cute.make_coord(%e1_634) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1022 = cute.get_scalars(%coord_637) : !cute.coord<"?">
      %1023 = arith.cmpi slt, %1022, %c1048_i32 : i32
      %1024 = arith.andi %1021, %1023 : i1
      cf.cond_br %1024, ^bb137, ^bb138
    ^bb137:  // pred: ^bb136
      %1025 = cute.memref.load(%rmem_433, %198) : (!memref_rmem_bf16_2, !cute.coord<"27">) -> bf16
      cute.memref.store(%view_239, %198, %1025) : (!memref_gmem_bf16_5, !cute.coord<"27">, bf16) -> ()
      cf.br ^bb138
    ^bb138:  // 2 preds: ^bb136, ^bb137
      %tup_638 = cute.add_offset(%tup_442, %197) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_639 = cute.deref_arith_tuple_iter(%tup_638) : !cute_arith_tuple_iter_d50395
      %e0_640, %e1_641, %e2_642 = cute.get_leaves(%tup_639) : !cute_int_tuple_d8f416
      %coord_643 = cute.make_coord(%e0_640) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1026 = cute.get_scalars(%coord_643) : !cute.coord<"?">
      %1027 = arith.cmpi slt, %1026, %c1000_i32 : i32
      %coord_644 = cute.make_coord(%e1_641) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1028 = cute.get_scalars(%coord_644) : !cute.coord<"?{div=2}">
      %1029 = arith.cmpi slt, %1028, %c1048_i32 : i32
      %1030 = arith.andi %1027, %1029 : i1
      cf.cond_br %1030, ^bb139, ^bb140
    ^bb139:  // pred: ^bb138
      %1031 = cute.memref.load(%rmem_433, %196) : (!memref_rmem_bf16_2, !cute.coord<"28">) -> bf16
      cute.memref.store(%view_239, %196, %1031) : (!memref_gmem_bf16_5, !cute.coord<"28">, bf16) -> ()
      cf.br ^bb140
    ^bb140:  // 2 preds: ^bb138, ^bb139
      %tup_645 = cute.add_offset(%tup_442, %195) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_646 = cute.deref_arith_tuple_iter(%tup_645) : !cute_arith_tuple_iter_2fe1bf
      %e0_647, %e1_648, %e2_649 = cute.get_leaves(%tup_646) : !cute.int_tuple<"(?,?,?)">
      %coord_650 = cute.make_coord(%e0_647) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1032 = cute.get_scalars(%coord_650) : !cute.coord<"?">
      %1033 = arith.cmpi slt, %1032, %c1000_i32 : i32
      %coord_651 = cute.make_coord(%e1_648) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1034 = cute.get_scalars(%coord_651) : !cute.coord<"?">
      %1035 = arith.cmpi slt, %1034, %c1048_i32 : i32
      %1036 = arith.andi %1033, %1035 : i1
      cf.cond_br %1036, ^bb141, ^bb142
    ^bb141:  // pred: ^bb140
      %1037 = cute.memref.load(%rmem_433, %194) : (!memref_rmem_bf16_2, !cute.coord<"29">) -> bf16
      cute.memref.store(%view_239, %194, %1037) : (!memref_gmem_bf16_5, !cute.coord<"29">, bf16) -> ()
      cf.br ^bb142
    ^bb142:  // 2 preds: ^bb140, ^bb141
      %tup_652 = cute.add_offset(%tup_442, %193) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_653 = cute.deref_arith_tuple_iter(%tup_652) : !cute_arith_tuple_iter_d50395
      %e0_654, %e1_655, %e2_656 = cute.get_leaves(%tup_653) : !cute_int_tuple_d8f416
      %coord_657 = cute.make_coord(%e0_654) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1038 = cute.get_scalars(%coord_657) : !cute.coord<"?">
      %1039 = arith.cmpi slt, %1038, %c1000_i32 : i32
      %coord_658 = cute.make_coord(%e1_655) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1040 = cute.get_scalars(%coord_658) : !cute.coord<"?{div=2}">
      %1041 = arith.cmpi slt, %1040, %c1048_i32 : i32
      %1042 = arith.andi %1039, %1041 : i1
      cf.cond_br %1042, ^bb143, ^bb144
    ^bb143:  // pred: ^bb142
      %1043 = cute.memref.load(%rmem_433, %192) : (!memref_rmem_bf16_2, !cute.coord<"30">) -> bf16
      cute.memref.store(%view_239, %192, %1043) : (!memref_gmem_bf16_5, !cute.coord<"30">, bf16) -> ()
      cf.br ^bb144
    ^bb144:  // 2 preds: ^bb142, ^bb143
      %tup_659 = cute.add_offset(%tup_442, %191) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_660 = cute.deref_arith_tuple_iter(%tup_659) : !cute_arith_tuple_iter_2fe1bf
      %e0_661, %e1_662, %e2_663 = cute.get_leaves(%tup_660) : !cute.int_tuple<"(?,?,?)">
      %coord_664 = cute.make_coord(%e0_661) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1044 = cute.get_scalars(%coord_664) : !cute.coord<"?">
      %1045 = arith.cmpi slt, %1044, %c1000_i32 : i32
      %coord_665 = cute.make_coord(%e1_662) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1046 = cute.get_scalars(%coord_665) : !cute.coord<"?">
      %1047 = arith.cmpi slt, %1046, %c1048_i32 : i32
      %1048 = arith.andi %1045, %1047 : i1
      cf.cond_br %1048, ^bb145, ^bb146
    ^bb145:  // pred: ^bb144
      %1049 = cute.memref.load(%rmem_433, %190) : (!memref_rmem_bf16_2, !cute.coord<"31">) -> bf16
      cute.memref.store(%view_239, %190, %1049) : (!memref_gmem_bf16_5, !cute.coord<"31">, bf16) -> ()
      cf.br ^bb146
    ^bb146:  // 2 preds: ^bb144, ^bb145
      %tup_666 = cute.add_offset(%tup_442, %292) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_667 = cute.deref_arith_tuple_iter(%tup_666) : !cute_arith_tuple_iter_d50395
      %e0_668, %e1_669, %e2_670 = cute.get_leaves(%tup_667) : !cute_int_tuple_d8f416
      %coord_671 = cute.make_coord(%e0_668) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1050 = cute.get_scalars(%coord_671) : !cute.coord<"?">
      %1051 = arith.cmpi slt, %1050, %c1000_i32 : i32
      %coord_672 = cute.make_coord(%e1_669) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1052 = cute.get_scalars(%coord_672) : !cute.coord<"?{div=2}">
      %1053 = arith.cmpi slt, %1052, %c1048_i32 : i32
      %1054 = arith.andi %1051, %1053 : i1
      cf.cond_br %1054, ^bb147, ^bb148
    ^bb147:  // pred: ^bb146
      %1055 = cute.memref.load(%rmem_433, %189) : (!memref_rmem_bf16_2, !cute.coord<"32">) -> bf16
      cute.memref.store(%view_239, %189, %1055) : (!memref_gmem_bf16_5, !cute.coord<"32">, bf16) -> ()
      cf.br ^bb148
    ^bb148:  // 2 preds: ^bb146, ^bb147
      %tup_673 = cute.add_offset(%tup_442, %188) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_674 = cute.deref_arith_tuple_iter(%tup_673) : !cute_arith_tuple_iter_2fe1bf
      %e0_675, %e1_676, %e2_677 = cute.get_leaves(%tup_674) : !cute.int_tuple<"(?,?,?)">
      %coord_678 = cute.make_coord(%e0_675) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1056 = cute.get_scalars(%coord_678) : !cute.coord<"?">
      %1057 = arith.cmpi slt, %1056, %c1000_i32 : i32
      %coord_679 = cute.make_coord(%e1_676) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1058 = cute.get_scalars(%coord_679) : !cute.coord<"?">
      %1059 = arith.cmpi slt, %1058, %c1048_i32 : i32
      %1060 = arith.andi %1057, %1059 : i1
      cf.cond_br %1060, ^bb149, ^bb150
    ^bb149:  // pred: ^bb148
      %1061 = cute.memref.load(%rmem_433, %187) : (!memref_rmem_bf16_2, !cute.coord<"33">) -> bf16
      cute.memref.store(%view_239, %187, %1061) : (!memref_gmem_bf16_5, !cute.coord<"33">, bf16) -> ()
      cf.br ^bb150
    ^bb150:  // 2 preds: ^bb148, ^bb149
      %tup_680 = cute.add_offset(%tup_442, %186) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_681 = cute.deref_arith_tuple_iter(%tup_680) : !cute_arith_tuple_iter_d50395
      %e0_682, %e1_683, %e2_684 = cute.get_leaves(%tup_681) : !cute_int_tuple_d8f416
      %coord_685 = cute.make_coord(%e0_682) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1062 = cute.get_scalars(%coord_685) : !cute.coord<"?">
      %1063 = arith.cmpi slt, %1062, %c1000_i32 : i32
      %coord_686 = cute.make_coord(%e1_683) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1064 = cute.get_scalars(%coord_686) : !cute.coord<"?{div=2}">
      %1065 = arith.cmpi slt, %1064, %c1048_i32 : i32
      %1066 = arith.andi %1063, %1065 : i1
      cf.cond_br %1066, ^bb151, ^bb152
    ^bb151:  // pred: ^bb150
      %1067 = cute.memref.load(%rmem_433, %185) : (!memref_rmem_bf16_2, !cute.coord<"34">) -> bf16
      cute.memref.store(%view_239, %185, %1067) : (!memref_gmem_bf16_5, !cute.coord<"34">, bf16) -> ()
      cf.br ^bb152
    ^bb152:  // 2 preds: ^bb150, ^bb151
      %tup_687 = cute.add_offset(%tup_442, %184) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_688 = cute.deref_arith_tuple_iter(%tup_687) : !cute_arith_tuple_iter_2fe1bf
      %e0_689, %e1_690, %e2_691 = cute.get_leaves(%tup_688) : !cute.int_tuple<"(?,?,?)">
      %coord_692 = cute.make_coord(%e0_689) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1068 = cute.get_scalars(%coord_692) : !cute.coord<"?">
      %1069 = arith.cmpi slt, %1068, %c1000_i32 : i32
      %coord_693 = cute.make_coord(%e1_690) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1070 = cute.get_scalars(%coord_693) : !cute.coord<"?">
      %1071 = arith.cmpi slt, %1070, %c1048_i32 : i32
      %1072 = arith.andi %1069, %1071 : i1
      cf.cond_br %1072, ^bb153, ^bb154
    ^bb153:  // pred: ^bb152
      %1073 = cute.memref.load(%rmem_433, %183) : (!memref_rmem_bf16_2, !cute.coord<"35">) -> bf16
      cute.memref.store(%view_239, %183, %1073) : (!memref_gmem_bf16_5, !cute.coord<"35">, bf16) -> ()
      cf.br ^bb154
    ^bb154:  // 2 preds: ^bb152, ^bb153
      %tup_694 = cute.add_offset(%tup_442, %182) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_695 = cute.deref_arith_tuple_iter(%tup_694) : !cute_arith_tuple_iter_d50395
      %e0_696, %e1_697, %e2_698 = cute.get_leaves(%tup_695) : !cute_int_tuple_d8f416
      %coord_699 = cute.make_coord(%e0_696) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1074 = cute.get_scalars(%coord_699) : !cute.coord<"?">
      %1075 = arith.cmpi slt, %1074, %c1000_i32 : i32
      %coord_700 = cute.make_coord(%e1_697) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1076 = cute.get_scalars(%coord_700) : !cute.coord<"?{div=2}">
      %1077 = arith.cmpi slt, %1076, %c1048_i32 : i32
      %1078 = arith.andi %1075, %1077 : i1
      cf.cond_br %1078, ^bb155, ^bb156
    ^bb155:  // pred: ^bb154
      %1079 = cute.memref.load(%rmem_433, %181) : (!memref_rmem_bf16_2, !cute.coord<"36">) -> bf16
      cute.memref.store(%view_239, %181, %1079) : (!memref_gmem_bf16_5, !cute.coord<"36">, bf16) -> ()
      cf.br ^bb156
    ^bb156:  // 2 preds: ^bb154, ^bb155
      %tup_701 = cute.add_offset(%tup_442, %180) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_702 = cute.deref_arith_tuple_iter(%tup_701) : !cute_arith_tuple_iter_2fe1bf
      %e0_703, %e1_704, %e2_705 = cute.get_leaves(%tup_702) : !cute.int_tuple<"(?,?,?)">
      %coord_706 = cute.make_coord(%e0_703) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1080 = cute.get_scalars(%coord_706) : !cute.coord<"?">
      %1081 = arith.cmpi slt, %1080, %c1000_i32 : i32
      %coord_707 = cute.make_coord(%e1_704) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1082 = cute.get_scalars(%coord_707) : !cute.coord<"?">
      %1083 = arith.cmpi slt, %1082, %c1048_i32 : i32
      %1084 = arith.andi %1081, %1083 : i1
      cf.cond_br %1084, ^bb157, ^bb158
    ^bb157:  // pred: ^bb156
      %1085 = cute.memref.load(%rmem_433, %179) : (!memref_rmem_bf16_2, !cute.coord<"37">) -> bf16
      cute.memref.store(%view_239, %179, %1085) : (!memref_gmem_bf16_5, !cute.coord<"37">, bf16) -> ()
      cf.br ^bb158
    ^bb158:  // 2 preds: ^bb156, ^bb157
      %tup_708 = cute.add_offset(%tup_442, %178) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_709 = cute.deref_arith_tuple_iter(%tup_708) : !cute_arith_tuple_iter_d50395
      %e0_710, %e1_711, %e2_712 = cute.get_leaves(%tup_709) : !cute_int_tuple_d8f416
      %coord_713 = cute.make_coord(%e0_710) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1086 = cute.get_scalars(%coord_713) : !cute.coord<"?">
      %1087 = arith.cmpi slt, %1086, %c1000_i32 : i32
      %coord_714 = cute.make_coord(%e1_711) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1088 = cute.get_scalars(%coord_714) : !cute.coord<"?{div=2}">
      %1089 = arith.cmpi slt, %1088, %c1048_i32 : i32
      %1090 = arith.andi %1087, %1089 : i1
      cf.cond_br %1090, ^bb159, ^bb160
    ^bb159:  // pred: ^bb158
      %1091 = cute.memref.load(%rmem_433, %177) : (!memref_rmem_bf16_2, !cute.coord<"38">) -> bf16
      cute.memref.store(%view_239, %177, %1091) : (!memref_gmem_bf16_5, !cute.coord<"38">, bf16) -> ()
      cf.br ^bb160
    ^bb160:  // 2 preds: ^bb158, ^bb159
      %tup_715 = cute.add_offset(%tup_442, %176) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_716 = cute.deref_arith_tuple_iter(%tup_715) : !cute_arith_tuple_iter_2fe1bf
      %e0_717, %e1_718, %e2_719 = cute.get_leaves(%tup_716) : !cute.int_tuple<"(?,?,?)">
      %coord_720 = cute.make_coord(%e0_717) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1092 = cute.get_scalars(%coord_720) : !cute.coord<"?">
      %1093 = arith.cmpi slt, %1092, %c1000_i32 : i32
      %coord_721 = cute.make_coord(%e1_718) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1094 = cute.get_scalars(%coord_721) : !cute.coord<"?">
      %1095 = arith.cmpi slt, %1094, %c1048_i32 : i32
      %1096 = arith.andi %1093, %1095 : i1
      cf.cond_br %1096, ^bb161, ^bb162
    ^bb161:  // pred: ^bb160
      %1097 = cute.memref.load(%rmem_433, %175) : (!memref_rmem_bf16_2, !cute.coord<"39">) -> bf16
      cute.memref.store(%view_239, %175, %1097) : (!memref_gmem_bf16_5, !cute.coord<"39">, bf16) -> ()
      cf.br ^bb162
    ^bb162:  // 2 preds: ^bb160, ^bb161
      %tup_722 = cute.add_offset(%tup_442, %174) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_723 = cute.deref_arith_tuple_iter(%tup_722) : !cute_arith_tuple_iter_d50395
      %e0_724, %e1_725, %e2_726 = cute.get_leaves(%tup_723) : !cute_int_tuple_d8f416
      %coord_727 = cute.make_coord(%e0_724) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1098 = cute.get_scalars(%coord_727) : !cute.coord<"?">
      %1099 = arith.cmpi slt, %1098, %c1000_i32 : i32
      %coord_728 = cute.make_coord(%e1_725) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1100 = cute.get_scalars(%coord_728) : !cute.coord<"?{div=2}">
      %1101 = arith.cmpi slt, %1100, %c1048_i32 : i32
      %1102 = arith.andi %1099, %1101 : i1
      cf.cond_br %1102, ^bb163, ^bb164
    ^bb163:  // pred: ^bb162
      %1103 = cute.memref.load(%rmem_433, %173) : (!memref_rmem_bf16_2, !cute.coord<"40">) -> bf16
      cute.memref.store(%view_239, %173, %1103) : (!memref_gmem_bf16_5, !cute.coord<"40">, bf16) -> ()
      cf.br ^bb164
    ^bb164:  // 2 preds: ^bb162, ^bb163
      %tup_729 = cute.add_offset(%tup_442, %172) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_730 = cute.deref_arith_tuple_iter(%tup_729) : !cute_arith_tuple_iter_2fe1bf
      %e0_731, %e1_732, %e2_733 = cute.get_leaves(%tup_730) : !cute.int_tuple<"(?,?,?)">
      %coord_734 = cute.make_coord(%e0_731) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1104 = cute.get_scalars(%coord_734) : !cute.coord<"?">
      %1105 = arith.cmpi slt, %1104, %c1000_i32 : i32
      %coord_735 = cute.make_coord(%e1_732) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1106 = cute.get_scalars(%coord_735) : !cute.coord<"?">
      %1107 = arith.cmpi slt, %1106, %c1048_i32 : i32
      %1108 = arith.andi %1105, %1107 : i1
      cf.cond_br %1108, ^bb165, ^bb166
    ^bb165:  // pred: ^bb164
      %1109 = cute.memref.load(%rmem_433, %171) : (!memref_rmem_bf16_2, !cute.coord<"41">) -> bf16
      cute.memref.store(%view_239, %171, %1109) : (!memref_gmem_bf16_5, !cute.coord<"41">, bf16) -> ()
      cf.br ^bb166
    ^bb166:  // 2 preds: ^bb164, ^bb165
      %tup_736 = cute.add_offset(%tup_442, %170) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_737 = cute.deref_arith_tuple_iter(%tup_736) : !cute_arith_tuple_iter_d50395
      %e0_738, %e1_739, %e2_740 = cute.get_leaves(%tup_737) : !cute_int_tuple_d8f416
      %coord_741 = cute.make_coord(%e0_738) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1110 = cute.get_scalars(%coord_741) : !cute.coord<"?">
      %1111 = arith.cmpi slt, %1110, %c1000_i32 : i32
      %coord_742 = cute.make_coord(%e1_739) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1112 = cute.get_scalars(%coord_742) : !cute.coord<"?{div=2}">
      %1113 = arith.cmpi slt, %1112, %c1048_i32 : i32
      %1114 = arith.andi %1111, %1113 : i1
      cf.cond_br %1114, ^bb167, ^bb168
    ^bb167:  // pred: ^bb166
      %1115 = cute.memref.load(%rmem_433, %169) : (!memref_rmem_bf16_2, !cute.coord<"42">) -> bf16
      cute.memref.store(%view_239, %169, %1115) : (!memref_gmem_bf16_5, !cute.coord<"42">, bf16) -> ()
      cf.br ^bb168
    ^bb168:  // 2 preds: ^bb166, ^bb167
      %tup_743 = cute.add_offset(%tup_442, %168) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_744 = cute.deref_arith_tuple_iter(%tup_743) : !cute_arith_tuple_iter_2fe1bf
      %e0_745, %e1_746, %e2_747 = cute.get_leaves(%tup_744) : !cute.int_tuple<"(?,?,?)">
      %coord_748 = cute.make_coord(%e0_745) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1116 = cute.get_scalars(%coord_748) : !cute.coord<"?">
      %1117 = arith.cmpi slt, %1116, %c1000_i32 : i32
      %coord_749 = cute.make_coord(%e1_746) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1118 = cute.get_scalars(%coord_749) : !cute.coord<"?">
      %1119 = arith.cmpi slt, %1118, %c1048_i32 : i32
      %1120 = arith.andi %1117, %1119 : i1
      cf.cond_br %1120, ^bb169, ^bb170
    ^bb169:  // pred: ^bb168
      %1121 = cute.memref.load(%rmem_433, %167) : (!memref_rmem_bf16_2, !cute.coord<"43">) -> bf16
      cute.memref.store(%view_239, %167, %1121) : (!memref_gmem_bf16_5, !cute.coord<"43">, bf16) -> ()
      cf.br ^bb170
    ^bb170:  // 2 preds: ^bb168, ^bb169
      %tup_750 = cute.add_offset(%tup_442, %166) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_751 = cute.deref_arith_tuple_iter(%tup_750) : !cute_arith_tuple_iter_d50395
      %e0_752, %e1_753, %e2_754 = cute.get_leaves(%tup_751) : !cute_int_tuple_d8f416
      %coord_755 = cute.make_coord(%e0_752) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1122 = cute.get_scalars(%coord_755) : !cute.coord<"?">
      %1123 = arith.cmpi slt, %1122, %c1000_i32 : i32
      %coord_756 = cute.make_coord(%e1_753) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1124 = cute.get_scalars(%coord_756) : !cute.coord<"?{div=2}">
      %1125 = arith.cmpi slt, %1124, %c1048_i32 : i32
      %1126 = arith.andi %1123, %1125 : i1
      cf.cond_br %1126, ^bb171, ^bb172
    ^bb171:  // pred: ^bb170
      %1127 = cute.memref.load(%rmem_433, %165) : (!memref_rmem_bf16_2, !cute.coord<"44">) -> bf16
      cute.memref.store(%view_239, %165, %1127) : (!memref_gmem_bf16_5, !cute.coord<"44">, bf16) -> ()
      cf.br ^bb172
    ^bb172:  // 2 preds: ^bb170, ^bb171
      %tup_757 = cute.add_offset(%tup_442, %164) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_758 = cute.deref_arith_tuple_iter(%tup_757) : !cute_arith_tuple_iter_2fe1bf
      %e0_759, %e1_760, %e2_761 = cute.get_leaves(%tup_758) : !cute.int_tuple<"(?,?,?)">
      %coord_762 = cute.make_coord(%e0_759) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1128 = cute.get_scalars(%coord_762) : !cute.coord<"?">
      %1129 = arith.cmpi slt, %1128, %c1000_i32 : i32
      %coord_763 = cute.make_coord(%e1_760) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1130 = cute.get_scalars(%coord_763) : !cute.coord<"?">
      %1131 = arith.cmpi slt, %1130, %c1048_i32 : i32
      %1132 = arith.andi %1129, %1131 : i1
      cf.cond_br %1132, ^bb173, ^bb174
    ^bb173:  // pred: ^bb172
      %1133 = cute.memref.load(%rmem_433, %163) : (!memref_rmem_bf16_2, !cute.coord<"45">) -> bf16
      cute.memref.store(%view_239, %163, %1133) : (!memref_gmem_bf16_5, !cute.coord<"45">, bf16) -> ()
      cf.br ^bb174
    ^bb174:  // 2 preds: ^bb172, ^bb173
      %tup_764 = cute.add_offset(%tup_442, %162) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_765 = cute.deref_arith_tuple_iter(%tup_764) : !cute_arith_tuple_iter_d50395
      %e0_766, %e1_767, %e2_768 = cute.get_leaves(%tup_765) : !cute_int_tuple_d8f416
      %coord_769 = cute.make_coord(%e0_766) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1134 = cute.get_scalars(%coord_769) : !cute.coord<"?">
      %1135 = arith.cmpi slt, %1134, %c1000_i32 : i32
      %coord_770 = cute.make_coord(%e1_767) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1136 = cute.get_scalars(%coord_770) : !cute.coord<"?{div=2}">
      %1137 = arith.cmpi slt, %1136, %c1048_i32 : i32
      %1138 = arith.andi %1135, %1137 : i1
      cf.cond_br %1138, ^bb175, ^bb176
    ^bb175:  // pred: ^bb174
      %1139 = cute.memref.load(%rmem_433, %161) : (!memref_rmem_bf16_2, !cute.coord<"46">) -> bf16
      cute.memref.store(%view_239, %161, %1139) : (!memref_gmem_bf16_5, !cute.coord<"46">, bf16) -> ()
      cf.br ^bb176
    ^bb176:  // 2 preds: ^bb174, ^bb175
      %tup_771 = cute.add_offset(%tup_442, %160) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_772 = cute.deref_arith_tuple_iter(%tup_771) : !cute_arith_tuple_iter_2fe1bf
      %e0_773, %e1_774, %e2_775 = cute.get_leaves(%tup_772) : !cute.int_tuple<"(?,?,?)">
      %coord_776 = cute.make_coord(%e0_773) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1140 = cute.get_scalars(%coord_776) : !cute.coord<"?">
      %1141 = arith.cmpi slt, %1140, %c1000_i32 : i32
      %coord_777 = cute.make_coord(%e1_774) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1142 = cute.get_scalars(%coord_777) : !cute.coord<"?">
      %1143 = arith.cmpi slt, %1142, %c1048_i32 : i32
      %1144 = arith.andi %1141, %1143 : i1
      cf.cond_br %1144, ^bb177, ^bb178
    ^bb177:  // pred: ^bb176
      %1145 = cute.memref.load(%rmem_433, %159) : (!memref_rmem_bf16_2, !cute.coord<"47">) -> bf16
      cute.memref.store(%view_239, %159, %1145) : (!memref_gmem_bf16_5, !cute.coord<"47">, bf16) -> ()
      cf.br ^bb178
    ^bb178:  // 2 preds: ^bb176, ^bb177
      %tup_778 = cute.add_offset(%tup_442, %288) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_779 = cute.deref_arith_tuple_iter(%tup_778) : !cute_arith_tuple_iter_d50395
      %e0_780, %e1_781, %e2_782 = cute.get_leaves(%tup_779) : !cute_int_tuple_d8f416
      %coord_783 = cute.make_coord(%e0_780) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1146 = cute.get_scalars(%coord_783) : !cute.coord<"?">
      %1147 = arith.cmpi slt, %1146, %c1000_i32 : i32
      %coord_784 = cute.make_coord(%e1_781) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1148 = cute.get_scalars(%coord_784) : !cute.coord<"?{div=2}">
      %1149 = arith.cmpi slt, %1148, %c1048_i32 : i32
      %1150 = arith.andi %1147, %1149 : i1
      cf.cond_br %1150, ^bb179, ^bb180
    ^bb179:  // pred: ^bb178
      %1151 = cute.memref.load(%rmem_433, %158) : (!memref_rmem_bf16_2, !cute.coord<"48">) -> bf16
      cute.memref.store(%view_239, %158, %1151) : (!memref_gmem_bf16_5, !cute.coord<"48">, bf16) -> ()
      cf.br ^bb180
    ^bb180:  // 2 preds: ^bb178, ^bb179
      %tup_785 = cute.add_offset(%tup_442, %157) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_786 = cute.deref_arith_tuple_iter(%tup_785) : !cute_arith_tuple_iter_2fe1bf
      %e0_787, %e1_788, %e2_789 = cute.get_leaves(%tup_786) : !cute.int_tuple<"(?,?,?)">
      %coord_790 = cute.make_coord(%e0_787) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1152 = cute.get_scalars(%coord_790) : !cute.coord<"?">
      %1153 = arith.cmpi slt, %1152, %c1000_i32 : i32
      %coord_791 = cute.make_coord(%e1_788) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1154 = cute.get_scalars(%coord_791) : !cute.coord<"?">
      %1155 = arith.cmpi slt, %1154, %c1048_i32 : i32
      %1156 = arith.andi %1153, %1155 : i1
      cf.cond_br %1156, ^bb181, ^bb182
    ^bb181:  // pred: ^bb180
      %1157 = cute.memref.load(%rmem_433, %156) : (!memref_rmem_bf16_2, !cute.coord<"49">) -> bf16
      cute.memref.store(%view_239, %156, %1157) : (!memref_gmem_bf16_5, !cute.coord<"49">, bf16) -> ()
      cf.br ^bb182
    ^bb182:  // 2 preds: ^bb180, ^bb181
      %tup_792 = cute.add_offset(%tup_442, %155) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_793 = cute.deref_arith_tuple_iter(%tup_792) : !cute_arith_tuple_iter_d50395
      %e0_794, %e1_795, %e2_796 = cute.get_leaves(%tup_793) : !cute_int_tuple_d8f416
      %coord_797 = cute.make_coord(%e0_794) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1158 = cute.get_scalars(%coord_797) : !cute.coord<"?">
      %1159 = arith.cmpi slt, %1158, %c1000_i32 : i32
      %coord_798 = cute.make_coord(%e1_795) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1160 = cute.get_scalars(%coord_798) : !cute.coord<"?{div=2}">
      %1161 = arith.cmpi slt, %1160, %c1048_i32 : i32
      %1162 = arith.andi %1159, %1161 : i1
      cf.cond_br %1162, ^bb183, ^bb184
    ^bb183:  // pred: ^bb182
      %1163 = cute.memref.load(%rmem_433, %154) : (!memref_rmem_bf16_2, !cute.coord<"50">) -> bf16
      cute.memref.store(%view_239, %154, %1163) : (!memref_gmem_bf16_5, !cute.coord<"50">, bf16) -> ()
      cf.br ^bb184
    ^bb184:  // 2 preds: ^bb182, ^bb183
      %tup_799 = cute.add_offset(%tup_442, %153) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_800 = cute.deref_arith_tuple_iter(%tup_799) : !cute_arith_tuple_iter_2fe1bf
      %e0_801, %e1_802, %e2_803 = cute.get_leaves(%tup_800) : !cute.int_tuple<"(?,?,?)">
      %coord_804 = cute.make_coord(%e0_801) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1164 = cute.get_scalars(%coord_804) : !cute.coord<"?">
      %1165 = arith.cmpi slt, %1164, %c1000_i32 : i32
      %coord_805 = cute.make_coord(%e1_802) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1166 = cute.get_scalars(%coord_805) : !cute.coord<"?">
      %1167 = arith.cmpi slt, %1166, %c1048_i32 : i32
      %1168 = arith.andi %1165, %1167 : i1
      cf.cond_br %1168, ^bb185, ^bb186
    ^bb185:  // pred: ^bb184
      %1169 = cute.memref.load(%rmem_433, %152) : (!memref_rmem_bf16_2, !cute.coord<"51">) -> bf16
      cute.memref.store(%view_239, %152, %1169) : (!memref_gmem_bf16_5, !cute.coord<"51">, bf16) -> ()
      cf.br ^bb186
    ^bb186:  // 2 preds: ^bb184, ^bb185
      %tup_806 = cute.add_offset(%tup_442, %151) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_807 = cute.deref_arith_tuple_iter(%tup_806) : !cute_arith_tuple_iter_d50395
      %e0_808, %e1_809, %e2_810 = cute.get_leaves(%tup_807) : !cute_int_tuple_d8f416
      %coord_811 = cute.make_coord(%e0_808) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1170 = cute.get_scalars(%coord_811) : !cute.coord<"?">
      %1171 = arith.cmpi slt, %1170, %c1000_i32 : i32
      %coord_812 = cute.make_coord(%e1_809) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1172 = cute.get_scalars(%coord_812) : !cute.coord<"?{div=2}">
      %1173 = arith.cmpi slt, %1172, %c1048_i32 : i32
      %1174 = arith.andi %1171, %1173 : i1
      cf.cond_br %1174, ^bb187, ^bb188
    ^bb187:  // pred: ^bb186
      %1175 = cute.memref.load(%rmem_433, %150) : (!memref_rmem_bf16_2, !cute.coord<"52">) -> bf16
      cute.memref.store(%view_239, %150, %1175) : (!memref_gmem_bf16_5, !cute.coord<"52">, bf16) -> ()
      cf.br ^bb188
    ^bb188:  // 2 preds: ^bb186, ^bb187
      %tup_813 = cute.add_offset(%tup_442, %149) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_814 = cute.deref_arith_tuple_iter(%tup_813) : !cute_arith_tuple_iter_2fe1bf
      %e0_815, %e1_816, %e2_817 = cute.get_leaves(%tup_814) : !cute.int_tuple<"(?,?,?)">
      %coord_818 = cute.make_coord(%e0_815) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1176 = cute.get_scalars(%coord_818) : !cute.coord<"?">
      %1177 = arith.cmpi slt, %1176, %c1000_i32 : i32
      %coord_819 = cute.make_coord(%e1_816) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1178 = cute.get_scalars(%coord_819) : !cute.coord<"?">
      %1179 = arith.cmpi slt, %1178, %c1048_i32 : i32
      %1180 = arith.andi %1177, %1179 : i1
      cf.cond_br %1180, ^bb189, ^bb190
    ^bb189:  // pred: ^bb188
      %1181 = cute.memref.load(%rmem_433, %148) : (!memref_rmem_bf16_2, !cute.coord<"53">) -> bf16
      cute.memref.store(%view_239, %148, %1181) : (!memref_gmem_bf16_5, !cute.coord<"53">, bf16) -> ()
      cf.br ^bb190
    ^bb190:  // 2 preds: ^bb188, ^bb189
      %tup_820 = cute.add_offset(%tup_442, %147) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_821 = cute.deref_arith_tuple_iter(%tup_820) : !cute_arith_tuple_iter_d50395
      %e0_822, %e1_823, %e2_824 = cute.get_leaves(%tup_821) : !cute_int_tuple_d8f416
      %coord_825 = cute.make_coord(%e0_822) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1182 = cute.get_scalars(%coord_825) : !cute.coord<"?">
      %1183 = arith.cmpi slt, %1182, %c1000_i32 : i32
      %coord_826 = cute.make_coord(%e1_823) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1184 = cute.get_scalars(%coord_826) : !cute.coord<"?{div=2}">
      %1185 = arith.cmpi slt, %1184, %c1048_i32 : i32
      %1186 = arith.andi %1183, %1185 : i1
      cf.cond_br %1186, ^bb191, ^bb192
    ^bb191:  // pred: ^bb190
      %1187 = cute.memref.load(%rmem_433, %146) : (!memref_rmem_bf16_2, !cute.coord<"54">) -> bf16
      cute.memref.store(%view_239, %146, %1187) : (!memref_gmem_bf16_5, !cute.coord<"54">, bf16) -> ()
      cf.br ^bb192
    ^bb192:  // 2 preds: ^bb190, ^bb191
      %tup_827 = cute.add_offset(%tup_442, %145) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_828 = cute.deref_arith_tuple_iter(%tup_827) : !cute_arith_tuple_iter_2fe1bf
      %e0_829, %e1_830, %e2_831 = cute.get_leaves(%tup_828) : !cute.int_tuple<"(?,?,?)">
      %coord_832 = cute.make_coord(%e0_829) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1188 = cute.get_scalars(%coord_832) : !cute.coord<"?">
      %1189 = arith.cmpi slt, %1188, %c1000_i32 : i32
      %coord_833 = cute.make_coord(%e1_830) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1190 = cute.get_scalars(%coord_833) : !cute.coord<"?">
      %1191 = arith.cmpi slt, %1190, %c1048_i32 : i32
      %1192 = arith.andi %1189, %1191 : i1
      cf.cond_br %1192, ^bb193, ^bb194
    ^bb193:  // pred: ^bb192
      %1193 = cute.memref.load(%rmem_433, %144) : (!memref_rmem_bf16_2, !cute.coord<"55">) -> bf16
      cute.memref.store(%view_239, %144, %1193) : (!memref_gmem_bf16_5, !cute.coord<"55">, bf16) -> ()
      cf.br ^bb194
    ^bb194:  // 2 preds: ^bb192, ^bb193
      %tup_834 = cute.add_offset(%tup_442, %143) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_835 = cute.deref_arith_tuple_iter(%tup_834) : !cute_arith_tuple_iter_d50395
      %e0_836, %e1_837, %e2_838 = cute.get_leaves(%tup_835) : !cute_int_tuple_d8f416
      %coord_839 = cute.make_coord(%e0_836) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1194 = cute.get_scalars(%coord_839) : !cute.coord<"?">
      %1195 = arith.cmpi slt, %1194, %c1000_i32 : i32
      %coord_840 = cute.make_coord(%e1_837) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1196 = cute.get_scalars(%coord_840) : !cute.coord<"?{div=2}">
      %1197 = arith.cmpi slt, %1196, %c1048_i32 : i32
      %1198 = arith.andi %1195, %1197 : i1
      cf.cond_br %1198, ^bb195, ^bb196
    ^bb195:  // pred: ^bb194
      %1199 = cute.memref.load(%rmem_433, %142) : (!memref_rmem_bf16_2, !cute.coord<"56">) -> bf16
      cute.memref.store(%view_239, %142, %1199) : (!memref_gmem_bf16_5, !cute.coord<"56">, bf16) -> ()
      cf.br ^bb196
    ^bb196:  // 2 preds: ^bb194, ^bb195
      %tup_841 = cute.add_offset(%tup_442, %141) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_842 = cute.deref_arith_tuple_iter(%tup_841) : !cute_arith_tuple_iter_2fe1bf
      %e0_843, %e1_844, %e2_845 = cute.get_leaves(%tup_842) : !cute.int_tuple<"(?,?,?)">
      %coord_846 = cute.make_coord(%e0_843) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1200 = cute.get_scalars(%coord_846) : !cute.coord<"?">
      %1201 = arith.cmpi slt, %1200, %c1000_i32 : i32
      %coord_847 = cute.make_coord(%e1_844) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1202 = cute.get_scalars(%coord_847) : !cute.coord<"?">
      %1203 = arith.cmpi slt, %1202, %c1048_i32 : i32
      %1204 = arith.andi %1201, %1203 : i1
      cf.cond_br %1204, ^bb197, ^bb198
    ^bb197:  // pred: ^bb196
      %1205 = cute.memref.load(%rmem_433, %140) : (!memref_rmem_bf16_2, !cute.coord<"57">) -> bf16
      cute.memref.store(%view_239, %140, %1205) : (!memref_gmem_bf16_5, !cute.coord<"57">, bf16) -> ()
      cf.br ^bb198
    ^bb198:  // 2 preds: ^bb196, ^bb197
      %tup_848 = cute.add_offset(%tup_442, %139) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_849 = cute.deref_arith_tuple_iter(%tup_848) : !cute_arith_tuple_iter_d50395
      %e0_850, %e1_851, %e2_852 = cute.get_leaves(%tup_849) : !cute_int_tuple_d8f416
      %coord_853 = cute.make_coord(%e0_850) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1206 = cute.get_scalars(%coord_853) : !cute.coord<"?">
      %1207 = arith.cmpi slt, %1206, %c1000_i32 : i32
      %coord_854 = cute.make_coord(%e1_851) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1208 = cute.get_scalars(%coord_854) : !cute.coord<"?{div=2}">
      %1209 = arith.cmpi slt, %1208, %c1048_i32 : i32
      %1210 = arith.andi %1207, %1209 : i1
      cf.cond_br %1210, ^bb199, ^bb200
    ^bb199:  // pred: ^bb198
      %1211 = cute.memref.load(%rmem_433, %138) : (!memref_rmem_bf16_2, !cute.coord<"58">) -> bf16
      cute.memref.store(%view_239, %138, %1211) : (!memref_gmem_bf16_5, !cute.coord<"58">, bf16) -> ()
      cf.br ^bb200
    ^bb200:  // 2 preds: ^bb198, ^bb199
      %tup_855 = cute.add_offset(%tup_442, %137) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_856 = cute.deref_arith_tuple_iter(%tup_855) : !cute_arith_tuple_iter_2fe1bf
      %e0_857, %e1_858, %e2_859 = cute.get_leaves(%tup_856) : !cute.int_tuple<"(?,?,?)">
      %coord_860 = cute.make_coord(%e0_857) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1212 = cute.get_scalars(%coord_860) : !cute.coord<"?">
      %1213 = arith.cmpi slt, %1212, %c1000_i32 : i32
      %coord_861 = cute.make_coord(%e1_858) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1214 = cute.get_scalars(%coord_861) : !cute.coord<"?">
      %1215 = arith.cmpi slt, %1214, %c1048_i32 : i32
      %1216 = arith.andi %1213, %1215 : i1
      cf.cond_br %1216, ^bb201, ^bb202
    ^bb201:  // pred: ^bb200
      %1217 = cute.memref.load(%rmem_433, %136) : (!memref_rmem_bf16_2, !cute.coord<"59">) -> bf16
      cute.memref.store(%view_239, %136, %1217) : (!memref_gmem_bf16_5, !cute.coord<"59">, bf16) -> ()
      cf.br ^bb202
    ^bb202:  // 2 preds: ^bb200, ^bb201
      %tup_862 = cute.add_offset(%tup_442, %135) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_863 = cute.deref_arith_tuple_iter(%tup_862) : !cute_arith_tuple_iter_d50395
      %e0_864, %e1_865, %e2_866 = cute.get_leaves(%tup_863) : !cute_int_tuple_d8f416
      %coord_867 = cute.make_coord(%e0_864) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1218 = cute.get_scalars(%coord_867) : !cute.coord<"?">
      %1219 = arith.cmpi slt, %1218, %c1000_i32 : i32
      %coord_868 = cute.make_coord(%e1_865) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1220 = cute.get_scalars(%coord_868) : !cute.coord<"?{div=2}">
      %1221 = arith.cmpi slt, %1220, %c1048_i32 : i32
      %1222 = arith.andi %1219, %1221 : i1
      cf.cond_br %1222, ^bb203, ^bb204
    ^bb203:  // pred: ^bb202
      %1223 = cute.memref.load(%rmem_433, %134) : (!memref_rmem_bf16_2, !cute.coord<"60">) -> bf16
      cute.memref.store(%view_239, %134, %1223) : (!memref_gmem_bf16_5, !cute.coord<"60">, bf16) -> ()
      cf.br ^bb204
    ^bb204:  // 2 preds: ^bb202, ^bb203
      %tup_869 = cute.add_offset(%tup_442, %133) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_870 = cute.deref_arith_tuple_iter(%tup_869) : !cute_arith_tuple_iter_2fe1bf
      %e0_871, %e1_872, %e2_873 = cute.get_leaves(%tup_870) : !cute.int_tuple<"(?,?,?)">
      %coord_874 = cute.make_coord(%e0_871) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1224 = cute.get_scalars(%coord_874) : !cute.coord<"?">
      %1225 = arith.cmpi slt, %1224, %c1000_i32 : i32
      %coord_875 = cute.make_coord(%e1_872) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1226 = cute.get_scalars(%coord_875) : !cute.coord<"?">
      %1227 = arith.cmpi slt, %1226, %c1048_i32 : i32
      %1228 = arith.andi %1225, %1227 : i1
      cf.cond_br %1228, ^bb205, ^bb206
    ^bb205:  // pred: ^bb204
      %1229 = cute.memref.load(%rmem_433, %132) : (!memref_rmem_bf16_2, !cute.coord<"61">) -> bf16
      cute.memref.store(%view_239, %132, %1229) : (!memref_gmem_bf16_5, !cute.coord<"61">, bf16) -> ()
      cf.br ^bb206
    ^bb206:  // 2 preds: ^bb204, ^bb205
      %tup_876 = cute.add_offset(%tup_442, %131) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_877 = cute.deref_arith_tuple_iter(%tup_876) : !cute_arith_tuple_iter_d50395
      %e0_878, %e1_879, %e2_880 = cute.get_leaves(%tup_877) : !cute_int_tuple_d8f416
      %coord_881 = cute.make_coord(%e0_878) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1230 = cute.get_scalars(%coord_881) : !cute.coord<"?">
      %1231 = arith.cmpi slt, %1230, %c1000_i32 : i32
      %coord_882 = cute.make_coord(%e1_879) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1232 = cute.get_scalars(%coord_882) : !cute.coord<"?{div=2}">
      %1233 = arith.cmpi slt, %1232, %c1048_i32 : i32
      %1234 = arith.andi %1231, %1233 : i1
      cf.cond_br %1234, ^bb207, ^bb208
    ^bb207:  // pred: ^bb206
      %1235 = cute.memref.load(%rmem_433, %130) : (!memref_rmem_bf16_2, !cute.coord<"62">) -> bf16
      cute.memref.store(%view_239, %130, %1235) : (!memref_gmem_bf16_5, !cute.coord<"62">, bf16) -> ()
      cf.br ^bb208
    ^bb208:  // 2 preds: ^bb206, ^bb207
      %tup_883 = cute.add_offset(%tup_442, %129) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_884 = cute.deref_arith_tuple_iter(%tup_883) : !cute_arith_tuple_iter_2fe1bf
      %e0_885, %e1_886, %e2_887 = cute.get_leaves(%tup_884) : !cute.int_tuple<"(?,?,?)">
      %coord_888 = cute.make_coord(%e0_885) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1236 = cute.get_scalars(%coord_888) : !cute.coord<"?">
      %1237 = arith.cmpi slt, %1236, %c1000_i32 : i32
      %coord_889 = cute.make_coord(%e1_886) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1238 = cute.get_scalars(%coord_889) : !cute.coord<"?">
      %1239 = arith.cmpi slt, %1238, %c1048_i32 : i32
      %1240 = arith.andi %1237, %1239 : i1
      cf.cond_br %1240, ^bb209, ^bb210
    ^bb209:  // pred: ^bb208
      %1241 = cute.memref.load(%rmem_433, %128) : (!memref_rmem_bf16_2, !cute.coord<"63">) -> bf16
      cute.memref.store(%view_239, %128, %1241) : (!memref_gmem_bf16_5, !cute.coord<"63">, bf16) -> ()
      cf.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      %tup_890 = cute.add_offset(%tup_442, %127) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_891 = cute.deref_arith_tuple_iter(%tup_890) : !cute_arith_tuple_iter_d50395
      %e0_892, %e1_893, %e2_894 = cute.get_leaves(%tup_891) : !cute_int_tuple_d8f416
      %coord_895 = cute.make_coord(%e0_892) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1242 = cute.get_scalars(%coord_895) : !cute.coord<"?">
      %1243 = arith.cmpi slt, %1242, %c1000_i32 : i32
      %coord_896 = cute.make_coord(%e1_893) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1244 = cute.get_scalars(%coord_896) : !cute.coord<"?{div=2}">
      %1245 = arith.cmpi slt, %1244, %c1048_i32 : i32
      %1246 = arith.andi %1243, %1245 : i1
      cf.cond_br %1246, ^bb211, ^bb212
    ^bb211:  // pred: ^bb210
      %1247 = cute.memref.load(%rmem_433, %126) : (!memref_rmem_bf16_2, !cute.coord<"64">) -> bf16
      cute.memref.store(%view_239, %126, %1247) : (!memref_gmem_bf16_5, !cute.coord<"64">, bf16) -> ()
      cf.br ^bb212
    ^bb212:  // 2 preds: ^bb210, ^bb211
      %tup_897 = cute.add_offset(%tup_442, %125) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_898 = cute.deref_arith_tuple_iter(%tup_897) : !cute_arith_tuple_iter_2fe1bf
      %e0_899, %e1_900, %e2_901 = cute.get_leaves(%tup_898) : !cute.int_tuple<"(?,?,?)">
      %coord_902 = cute.make_coord(%e0_899) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1248 = cute.get_scalars(%coord_902) : !cute.coord<"?">
      %1249 = arith.cmpi slt, %1248, %c1000_i32 : i32
      %coord_903 = cute.make_coord(%e1_900) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1250 = cute.get_scalars(%coord_903) : !cute.coord<"?">
      %1251 = arith.cmpi slt, %1250, %c1048_i32 : i32
      %1252 = arith.andi %1249, %1251 : i1
      cf.cond_br %1252, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      %1253 = cute.memref.load(%rmem_433, %124) : (!memref_rmem_bf16_2, !cute.coord<"65">) -> bf16
      cute.memref.store(%view_239, %124, %1253) : (!memref_gmem_bf16_5, !cute.coord<"65">, bf16) -> ()
      cf.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      %tup_904 = cute.add_offset(%tup_442, %123) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_905 = cute.deref_arith_tuple_iter(%tup_904) : !cute_arith_tuple_iter_d50395
      %e0_906, %e1_907, %e2_908 = cute.get_leaves(%tup_905) : !cute_int_tuple_d8f416
      %coord_909 = cute.make_coord(%e0_906) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1254 = cute.get_scalars(%coord_909) : !cute.coord<"?">
      %1255 = arith.cmpi slt, %1254, %c1000_i32 : i32
      %coord_910 = cute.make_coord(%e1_907) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1256 = cute.get_scalars(%coord_910) : !cute.coord<"?{div=2}">
      %1257 = arith.cmpi slt, %1256, %c1048_i32 : i32
      %1258 = arith.andi %1255, %1257 : i1
      cf.cond_br %1258, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      %1259 = cute.memref.load(%rmem_433, %122) : (!memref_rmem_bf16_2, !cute.coord<"66">) -> bf16
      cute.memref.store(%view_239, %122, %1259) : (!memref_gmem_bf16_5, !cute.coord<"66">, bf16) -> ()
      cf.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      %tup_911 = cute.add_offset(%tup_442, %121) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_912 = cute.deref_arith_tuple_iter(%tup_911) : !cute_arith_tuple_iter_2fe1bf
      %e0_913, %e1_914, %e2_915 = cute.get_leaves(%tup_912) : !cute.int_tuple<"(?,?,?)">
      %coord_916 = cute.make_coord(%e0_913) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1260 = cute.get_scalars(%coord_916) : !cute.coord<"?">
      %1261 = arith.cmpi slt, %1260, %c1000_i32 : i32
      %coord_917 = cute.make_coord(%e1_914) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1262 = cute.get_scalars(%coord_917) : !cute.coord<"?">
      %1263 = arith.cmpi slt, %1262, %c1048_i32 : i32
      %1264 = arith.andi %1261, %1263 : i1
      cf.cond_br %1264, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      %1265 = cute.memref.load(%rmem_433, %120) : (!memref_rmem_bf16_2, !cute.coord<"67">) -> bf16
      cute.memref.store(%view_239, %120, %1265) : (!memref_gmem_bf16_5, !cute.coord<"67">, bf16) -> ()
      cf.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      %tup_918 = cute.add_offset(%tup_442, %119) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_919 = cute.deref_arith_tuple_iter(%tup_918) : !cute_arith_tuple_iter_d50395
      %e0_920, %e1_921, %e2_922 = cute.get_leaves(%tup_919) : !cute_int_tuple_d8f416
      %coord_923 = cute.make_coord(%e0_920) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1266 = cute.get_scalars(%coord_923) : !cute.coord<"?">
      %1267 = arith.cmpi slt, %1266, %c1000_i32 : i32
      %coord_924 = cute.make_coord(%e1_921) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1268 = cute.get_scalars(%coord_924) : !cute.coord<"?{div=2}">
      %1269 = arith.cmpi slt, %1268, %c1048_i32 : i32
      %1270 = arith.andi %1267, %1269 : i1
      cf.cond_br %1270, ^bb219, ^bb220
    ^bb219:  // pred: ^bb218
      %1271 = cute.memref.load(%rmem_433, %118) : (!memref_rmem_bf16_2, !cute.coord<"68">) -> bf16
      cute.memref.store(%view_239, %118, %1271) : (!memref_gmem_bf16_5, !cute.coord<"68">, bf16) -> ()
      cf.br ^bb220
    ^bb220:  // 2 preds: ^bb218, ^bb219
      %tup_925 = cute.add_offset(%tup_442, %117) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_926 = cute.deref_arith_tuple_iter(%tup_925) : !cute_arith_tuple_iter_2fe1bf
      %e0_927, %e1_928, %e2_929 = cute.get_leaves(%tup_926) : !cute.int_tuple<"(?,?,?)">
      %coord_930 = cute.make_coord(%e0_927) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1272 = cute.get_scalars(%coord_930) : !cute.coord<"?">
      %1273 = arith.cmpi slt, %1272, %c1000_i32 : i32
      %coord_931 = cute.make_coord(%e1_928) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1274 = cute.get_scalars(%coord_931) : !cute.coord<"?">
      %1275 = arith.cmpi slt, %1274, %c1048_i32 : i32
      %1276 = arith.andi %1273, %1275 : i1
      cf.cond_br %1276, ^bb221, ^bb222
    ^bb221:  // pred: ^bb220
      %1277 = cute.memref.load(%rmem_433, %116) : (!memref_rmem_bf16_2, !cute.coord<"69">) -> bf16
      cute.memref.store(%view_239, %116, %1277) : (!memref_gmem_bf16_5, !cute.coord<"69">, bf16) -> ()
      cf.br ^bb222
    ^bb222:  // 2 preds: ^bb220, ^bb221
      %tup_932 = cute.add_offset(%tup_442, %115) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_933 = cute.deref_arith_tuple_iter(%tup_932) : !cute_arith_tuple_iter_d50395
      %e0_934, %e1_935, %e2_936 = cute.get_leaves(%tup_933) : !cute_int_tuple_d8f416
      %coord_937 = cute.make_coord(%e0_934) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1278 = cute.get_scalars(%coord_937) : !cute.coord<"?">
      %1279 = arith.cmpi slt, %1278, %c1000_i32 : i32
      %coord_938 = cute.make_coord(%e1_935) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1280 = cute.get_scalars(%coord_938) : !cute.coord<"?{div=2}">
      %1281 = arith.cmpi slt, %1280, %c1048_i32 : i32
      %1282 = arith.andi %1279, %1281 : i1
      cf.cond_br %1282, ^bb223, ^bb224
    ^bb223:  // pred: ^bb222
      %1283 = cute.memref.load(%rmem_433, %114) : (!memref_rmem_bf16_2, !cute.coord<"70">) -> bf16
      cute.memref.store(%view_239, %114, %1283) : (!memref_gmem_bf16_5, !cute.coord<"70">, bf16) -> ()
      cf.br ^bb224
    ^bb224:  // 2 preds: ^bb222, ^bb223
      %tup_939 = cute.add_offset(%tup_442, %113) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_940 = cute.deref_arith_tuple_iter(%tup_939) : !cute_arith_tuple_iter_2fe1bf
      %e0_941, %e1_942, %e2_943 = cute.get_leaves(%tup_940) : !cute.int_tuple<"(?,?,?)">
      %coord_944 = cute.make_coord(%e0_941) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1284 = cute.get_scalars(%coord_944) : !cute.coord<"?">
      %1285 = arith.cmpi slt, %1284, %c1000_i32 : i32
      %coord_945 = cute.make_coord(%e1_942) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1286 = cute.get_scalars(%coord_945) : !cute.coord<"?">
      %1287 = arith.cmpi slt, %1286, %c1048_i32 : i32
      %1288 = arith.andi %1285, %1287 : i1
      cf.cond_br %1288, ^bb225, ^bb226
    ^bb225:  // pred: ^bb224
      %1289 = cute.memref.load(%rmem_433, %112) : (!memref_rmem_bf16_2, !cute.coord<"71">) -> bf16
      cute.memref.store(%view_239, %112, %1289) : (!memref_gmem_bf16_5, !cute.coord<"71">, bf16) -> ()
      cf.br ^bb226
    ^bb226:  // 2 preds: ^bb224, ^bb225
      %tup_946 = cute.add_offset(%tup_442, %111) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_947 = cute.deref_arith_tuple_iter(%tup_946) : !cute_arith_tuple_iter_d50395
      %e0_948, %e1_949, %e2_950 = cute.get_leaves(%tup_947) : !cute_int_tuple_d8f416
      %coord_951 = cute.make_coord(%e0_948) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1290 = cute.get_scalars(%coord_951) : !cute.coord<"?">
      %1291 = arith.cmpi slt, %1290, %c1000_i32 : i32
      %coord_952 = cute.make_coord(%e1_949) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1292 = cute.get_scalars(%coord_952) : !cute.coord<"?{div=2}">
      %1293 = arith.cmpi slt, %1292, %c1048_i32 : i32
      %1294 = arith.andi %1291, %1293 : i1
      cf.cond_br %1294, ^bb227, ^bb228
    ^bb227:  // pred: ^bb226
      %1295 = cute.memref.load(%rmem_433, %110) : (!memref_rmem_bf16_2, !cute.coord<"72">) -> bf16
      cute.memref.store(%view_239, %110, %1295) : (!memref_gmem_bf16_5, !cute.coord<"72">, bf16) -> ()
      cf.br ^bb228
    ^bb228:  // 2 preds: ^bb226, ^bb227
      %tup_953 = cute.add_offset(%tup_442, %109) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_954 = cute.deref_arith_tuple_iter(%tup_953) : !cute_arith_tuple_iter_2fe1bf
      %e0_955, %e1_956, %e2_957 = cute.get_leaves(%tup_954) : !cute.int_tuple<"(?,?,?)">
      %coord_958 = cute.make_coord(%e0_955) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1296 = cute.get_scalars(%coord_958) : !cute.coord<"?">
      %1297 = arith.cmpi slt, %1296, %c1000_i32 : i32
      %coord_959 = cute.make_coord(%e1_956) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1298 = cute.get_scalars(%coord_959) : !cute.coord<"?">
      %1299 = arith.cmpi slt, %1298, %c1048_i32 : i32
      %1300 = arith.andi %1297, %1299 : i1
      cf.cond_br %1300, ^bb229, ^bb230
    ^bb229:  // pred: ^bb228
      %1301 = cute.memref.load(%rmem_433, %108) : (!memref_rmem_bf16_2, !cute.coord<"73">) -> bf16
      cute.memref.store(%view_239, %108, %1301) : (!memref_gmem_bf16_5, !cute.coord<"73">, bf16) -> ()
      cf.br ^bb230
    ^bb230:  // 2 preds: ^bb228, ^bb229
      %tup_960 = cute.add_offset(%tup_442, %107) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_961 = cute.deref_arith_tuple_iter(%tup_960) : !cute_arith_tuple_iter_d50395
      %e0_962, %e1_963, %e2_964 = cute.get_leaves(%tup_961) : !cute_int_tuple_d8f416
      %coord_965 = cute.make_coord(%e0_962) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1302 = cute.get_scalars(%coord_965) : !cute.coord<"?">
      %1303 = arith.cmpi slt, %1302, %c1000_i32 : i32
      %coord_966 = cute.make_coord(%e1_963) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1304 = cute.get_scalars(%coord_966) : !cute.coord<"?{div=2}">
      %1305 = arith.cmpi slt, %1304, %c1048_i32 : i32
      %1306 = arith.andi %1303, %1305 : i1
      cf.cond_br %1306, ^bb231, ^bb232
    ^bb231:  // pred: ^bb230
      %1307 = cute.memref.load(%rmem_433, %106) : (!memref_rmem_bf16_2, !cute.coord<"74">) -> bf16
      cute.memref.store(%view_239, %106, %1307) : (!memref_gmem_bf16_5, !cute.coord<"74">, bf16) -> ()
      cf.br ^bb232
    ^bb232:  // 2 preds: ^bb230, ^bb231
      %tup_967 = cute.add_offset(%tup_442, %105) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_968 = cute.deref_arith_tuple_iter(%tup_967) : !cute_arith_tuple_iter_2fe1bf
      %e0_969, %e1_970, %e2_971 = cute.get_leaves(%tup_968) : !cute.int_tuple<"(?,?,?)">
      %coord_972 = cute.make_coord(%e0_969) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1308 = cute.get_scalars(%coord_972) : !cute.coord<"?">
      %1309 = arith.cmpi slt, %1308, %c1000_i32 : i32
      %coord_973 = cute.make_coord(%e1_970) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1310 = cute.get_scalars(%coord_973) : !cute.coord<"?">
      %1311 = arith.cmpi slt, %1310, %c1048_i32 : i32
      %1312 = arith.andi %1309, %1311 : i1
      cf.cond_br %1312, ^bb233, ^bb234
    ^bb233:  // pred: ^bb232
      %1313 = cute.memref.load(%rmem_433, %104) : (!memref_rmem_bf16_2, !cute.coord<"75">) -> bf16
      cute.memref.store(%view_239, %104, %1313) : (!memref_gmem_bf16_5, !cute.coord<"75">, bf16) -> ()
      cf.br ^bb234
    ^bb234:  // 2 preds: ^bb232, ^bb233
      %tup_974 = cute.add_offset(%tup_442, %103) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_975 = cute.deref_arith_tuple_iter(%tup_974) : !cute_arith_tuple_iter_d50395
      %e0_976, %e1_977, %e2_978 = cute.get_leaves(%tup_975) : !cute_int_tuple_d8f416
      %coord_979 = cute.make_coord(%e0_976) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1314 = cute.get_scalars(%coord_979) : !cute.coord<"?">
      %1315 = arith.cmpi slt, %1314, %c1000_i32 : i32
      %coord_980 = cute.make_coord(%e1_977) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1316 = cute.get_scalars(%coord_980) : !cute.coord<"?{div=2}">
      %1317 = arith.cmpi slt, %1316, %c1048_i32 : i32
      %1318 = arith.andi %1315, %1317 : i1
      cf.cond_br %1318, ^bb235, ^bb236
    ^bb235:  // pred: ^bb234
      %1319 = cute.memref.load(%rmem_433, %102) : (!memref_rmem_bf16_2, !cute.coord<"76">) -> bf16
      cute.memref.store(%view_239, %102, %1319) : (!memref_gmem_bf16_5, !cute.coord<"76">, bf16) -> ()
      cf.br ^bb236
    ^bb236:  // 2 preds: ^bb234, ^bb235
      %tup_981 = cute.add_offset(%tup_442, %101) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_982 = cute.deref_arith_tuple_iter(%tup_981) : !cute_arith_tuple_iter_2fe1bf
      %e0_983, %e1_984, %e2_985 = cute.get_leaves(%tup_982) : !cute.int_tuple<"(?,?,?)">
      %coord_986 = cute.make_coord(%e0_983) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1320 = cute.get_scalars(%coord_986) : !cute.coord<"?">
      %1321 = arith.cmpi slt, %1320, %c1000_i32 : i32
      %coord_987 = cute.make_coord(%e1_984) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1322 = cute.get_scalars(%coord_987) : !cute.coord<"?">
      %1323 = arith.cmpi slt, %1322, %c1048_i32 : i32
      %1324 = arith.andi %1321, %1323 : i1
      cf.cond_br %1324, ^bb237, ^bb238
    ^bb237:  // pred: ^bb236
      %1325 = cute.memref.load(%rmem_433, %100) : (!memref_rmem_bf16_2, !cute.coord<"77">) -> bf16
      cute.memref.store(%view_239, %100, %1325) : (!memref_gmem_bf16_5, !cute.coord<"77">, bf16) -> ()
      cf.br ^bb238
    ^bb238:  // 2 preds: ^bb236, ^bb237
      %tup_988 = cute.add_offset(%tup_442, %99) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_989 = cute.deref_arith_tuple_iter(%tup_988) : !cute_arith_tuple_iter_d50395
      %e0_990, %e1_991, %e2_992 = cute.get_leaves(%tup_989) : !cute_int_tuple_d8f416
      %coord_993 = cute.make_coord(%e0_990) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1326 = cute.get_scalars(%coord_993) : !cute.coord<"?">
      %1327 = arith.cmpi slt, %1326, %c1000_i32 : i32
      %coord_994 = cute.make_coord(%e1_991) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1328 = cute.get_scalars(%coord_994) : !cute.coord<"?{div=2}">
      %1329 = arith.cmpi slt, %1328, %c1048_i32 : i32
      %1330 = arith.andi %1327, %1329 : i1
      cf.cond_br %1330, ^bb239, ^bb240
    ^bb239:  // pred: ^bb238
      %1331 = cute.memref.load(%rmem_433, %98) : (!memref_rmem_bf16_2, !cute.coord<"78">) -> bf16
      cute.memref.store(%view_239, %98, %1331) : (!memref_gmem_bf16_5, !cute.coord<"78">, bf16) -> ()
      cf.br ^bb240
    ^bb240:  // 2 preds: ^bb238, ^bb239
      %tup_995 = cute.add_offset(%tup_442, %97) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_996 = cute.deref_arith_tuple_iter(%tup_995) : !cute_arith_tuple_iter_2fe1bf
      %e0_997, %e1_998, %e2_999 = cute.get_leaves(%tup_996) : !cute.int_tuple<"(?,?,?)">
      %coord_1000 = cute.make_coord(%e0_997) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1332 = cute.get_scalars(%coord_1000) : !cute.coord<"?">
      %1333 = arith.cmpi slt, %1332, %c1000_i32 : i32
      %coord_1001 = cute.make_coord(%e1_998) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1334 = cute.get_scalars(%coord_1001) : !cute.coord<"?">
      %1335 = arith.cmpi slt, %1334, %c1048_i32 : i32
      %1336 = arith.andi %1333, %1335 : i1
      cf.cond_br %1336, ^bb241, ^bb242
    ^bb241:  // pred: ^bb240
      %1337 = cute.memref.load(%rmem_433, %96) : (!memref_rmem_bf16_2, !cute.coord<"79">) -> bf16
      cute.memref.store(%view_239, %96, %1337) : (!memref_gmem_bf16_5, !cute.coord<"79">, bf16) -> ()
      cf.br ^bb242
    ^bb242:  // 2 preds: ^bb240, ^bb241
      %tup_1002 = cute.add_offset(%tup_442, %95) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_1003 = cute.deref_arith_tuple_iter(%tup_1002) : !cute_arith_tuple_iter_d50395
      %e0_1004, %e1_1005, %e2_1006 = cute.get_leaves(%tup_1003) : !cute_int_tuple_d8f416
      %coord_1007 = cute.make_coord(%e0_1004) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1338 = cute.get_scalars(%coord_1007) : !cute.coord<"?">
      %1339 = arith.cmpi slt, %1338, %c1000_i32 : i32
      %coord_1008 = cute.make_coord(%e1_1005) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1340 = cute.get_scalars(%coord_1008) : !cute.coord<"?{div=2}">
      %1341 = arith.cmpi slt, %1340, %c1048_i32 : i32
      %1342 = arith.andi %1339, %1341 : i1
      cf.cond_br %1342, ^bb243, ^bb244
    ^bb243:  // pred: ^bb242
      %1343 = cute.memref.load(%rmem_433, %94) : (!memref_rmem_bf16_2, !cute.coord<"80">) -> bf16
      cute.memref.store(%view_239, %94, %1343) : (!memref_gmem_bf16_5, !cute.coord<"80">, bf16) -> ()
      cf.br ^bb244
    ^bb244:  // 2 preds: ^bb242, ^bb243
      %tup_1009 = cute.add_offset(%tup_442, %93) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1010 = cute.deref_arith_tuple_iter(%tup_1009) : !cute_arith_tuple_iter_2fe1bf
      %e0_1011, %e1_1012, %e2_1013 = cute.get_leaves(%tup_1010) : !cute.int_tuple<"(?,?,?)">
      %coord_1014 = cute.make_coord(%e0_1011) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1344 = cute.get_scalars(%coord_1014) : !cute.coord<"?">
      %1345 = arith.cmpi slt, %1344, %c1000_i32 : i32
      %coord_1015 = cute.make_coord(%e1_1012) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1346 = cute.get_scalars(%coord_1015) : !cute.coord<"?">
      %1347 = arith.cmpi slt, %1346, %c1048_i32 : i32
      %1348 = arith.andi %1345, %1347 : i1
      cf.cond_br %1348, ^bb245, ^bb246
    ^bb245:  // pred: ^bb244
      %1349 = cute.memref.load(%rmem_433, %92) : (!memref_rmem_bf16_2, !cute.coord<"81">) -> bf16
      cute.memref.store(%view_239, %92, %1349) : (!memref_gmem_bf16_5, !cute.coord<"81">, bf16) -> ()
      cf.br ^bb246
    ^bb246:  // 2 preds: ^bb244, ^bb245
      %tup_1016 = cute.add_offset(%tup_442, %91) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_1017 = cute.deref_arith_tuple_iter(%tup_1016) : !cute_arith_tuple_iter_d50395
      %e0_1018, %e1_1019, %e2_1020 = cute.get_leaves(%tup_1017) : !cute_int_tuple_d8f416
      %coord_1021 = cute.make_coord(%e0_1018) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1350 = cute.get_scalars(%coord_1021) : !cute.coord<"?">
      %1351 = arith.cmpi slt, %1350, %c1000_i32 : i32
      %coord_1022 = cute.make_coord(%e1_1019) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1352 = cute.get_scalars(%coord_1022) : !cute.coord<"?{div=2}">
      %1353 = arith.cmpi slt, %1352, %c1048_i32 : i32
      %1354 = arith.andi %1351, %1353 : i1
      cf.cond_br %1354, ^bb247, ^bb248
    ^bb247:  // pred: ^bb246
      %1355 = cute.memref.load(%rmem_433, %90) : (!memref_rmem_bf16_2, !cute.coord<"82">) -> bf16
      cute.memref.store(%view_239, %90, %1355) : (!memref_gmem_bf16_5, !cute.coord<"82">, bf16) -> ()
      cf.br ^bb248
    ^bb248:  // 2 preds: ^bb246, ^bb247
      %tup_1023 = cute.add_offset(%tup_442, %89) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1024 = cute.deref_arith_tuple_iter(%tup_1023) : !cute_arith_tuple_iter_2fe1bf
      %e0_1025, %e1_1026, %e2_1027 = cute.get_leaves(%tup_1024) : !cute.int_tuple<"(?,?,?)">
      %coord_1028 = cute.make_coord(%e0_1025) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1356 = cute.get_scalars(%coord_1028) : !cute.coord<"?">
      %1357 = arith.cmpi slt, %1356, %c1000_i32 : i32
      %coord_1029 = cute.make_coord(%e1_1026) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1358 = cute.get_scalars(%coord_1029) : !cute.coord<"?">
      %1359 = arith.cmpi slt, %1358, %c1048_i32 : i32
      %1360 = arith.andi %1357, %1359 : i1
      cf.cond_br %1360, ^bb249, ^bb250
    ^bb249:  // pred: ^bb248
      %1361 = cute.memref.load(%rmem_433, %88) : (!memref_rmem_bf16_2, !cute.coord<"83">) -> bf16
      cute.memref.store(%view_239, %88, %1361) : (!memref_gmem_bf16_5, !cute.coord<"83">, bf16) -> ()
      cf.br ^bb250
    ^bb250:  // 2 preds: ^bb248, ^bb249
      %tup_1030 = cute.add_offset(%tup_442, %87) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_1031 = cute.deref_arith_tuple_iter(%tup_1030) : !cute_arith_tuple_iter_d50395
      %e0_1032, %e1_1033, %e2_1034 = cute.get_leaves(%tup_1031) : !cute_int_tuple_d8f416
      %coord_1035 = cute.make_coord(%e0_1032) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1362 = cute.get_scalars(%coord_1035) : !cute.coord<"?">
      %1363 = arith.cmpi slt, %1362, %c1000_i32 : i32
      %coord_1036 = cute.make_coord(%e1_1033) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1364 = cute.get_scalars(%coord_1036) : !cute.coord<"?{div=2}">
      %1365 = arith.cmpi slt, %1364, %c1048_i32 : i32
      %1366 = arith.andi %1363, %1365 : i1
      cf.cond_br %1366, ^bb251, ^bb252
    ^bb251:  // pred: ^bb250
      %1367 = cute.memref.load(%rmem_433, %86) : (!memref_rmem_bf16_2, !cute.coord<"84">) -> bf16
      cute.memref.store(%view_239, %86, %1367) : (!memref_gmem_bf16_5, !cute.coord<"84">, bf16) -> ()
      cf.br ^bb252
    ^bb252:  // 2 preds: ^bb250, ^bb251
      %tup_1037 = cute.add_offset(%tup_442, %85) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1038 = cute.deref_arith_tuple_iter(%tup_1037) : !cute_arith_tuple_iter_2fe1bf
      %e0_1039, %e1_1040, %e2_1041 = cute.get_leaves(%tup_1038) : !cute.int_tuple<"(?,?,?)">
      %coord_1042 = cute.make_coord(%e0_1039) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1368 = cute.get_scalars(%coord_1042) : !cute.coord<"?">
      %1369 = arith.cmpi slt, %1368, %c1000_i32 : i32
      %coord_1043 = cute.make_coord(%e1_1040) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1370 = cute.get_scalars(%coord_1043) : !cute.coord<"?">
      %1371 = arith.cmpi slt, %1370, %c1048_i32 : i32
      %1372 = arith.andi %1369, %1371 : i1
      cf.cond_br %1372, ^bb253, ^bb254
    ^bb253:  // pred: ^bb252
      %1373 = cute.memref.load(%rmem_433, %84) : (!memref_rmem_bf16_2, !cute.coord<"85">) -> bf16
      cute.memref.store(%view_239, %84, %1373) : (!memref_gmem_bf16_5, !cute.coord<"85">, bf16) -> ()
      cf.br ^bb254
    ^bb254:  // 2 preds: ^bb252, ^bb253
      %tup_1044 = cute.add_offset(%tup_442, %83) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_1045 = cute.deref_arith_tuple_iter(%tup_1044) : !cute_arith_tuple_iter_d50395
      %e0_1046, %e1_1047, %e2_1048 = cute.get_leaves(%tup_1045) : !cute_int_tuple_d8f416
      %coord_1049 = cute.make_coord(%e0_1046) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1374 = cute.get_scalars(%coord_1049) : !cute.coord<"?">
      %1375 = arith.cmpi slt, %1374, %c1000_i32 : i32
      %coord_1050 = cute.make_coord(%e1_1047) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1376 = cute.get_scalars(%coord_1050) : !cute.coord<"?{div=2}">
      %1377 = arith.cmpi slt, %1376, %c1048_i32 : i32
      %1378 = arith.andi %1375, %1377 : i1
      cf.cond_br %1378, ^bb255, ^bb256
    ^bb255:  // pred: ^bb254
      %1379 = cute.memref.load(%rmem_433, %82) : (!memref_rmem_bf16_2, !cute.coord<"86">) -> bf16
      cute.memref.store(%view_239, %82, %1379) : (!memref_gmem_bf16_5, !cute.coord<"86">, bf16) -> ()
      cf.br ^bb256
    ^bb256:  // 2 preds: ^bb254, ^bb255
      %tup_1051 = cute.add_offset(%tup_442, %81) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1052 = cute.deref_arith_tuple_iter(%tup_1051) : !cute_arith_tuple_iter_2fe1bf
      %e0_1053, %e1_1054, %e2_1055 = cute.get_leaves(%tup_1052) : !cute.int_tuple<"(?,?,?)">
      %coord_1056 = cute.make_coord(%e0_1053) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1380 = cute.get_scalars(%coord_1056) : !cute.coord<"?">
      %1381 = arith.cmpi slt, %1380, %c1000_i32 : i32
      %coord_1057 = cute.make_coord(%e1_1054) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1382 = cute.get_scalars(%coord_1057) : !cute.coord<"?">
      %1383 = arith.cmpi slt, %1382, %c1048_i32 : i32
      %1384 = arith.andi %1381, %1383 : i1
      cf.cond_br %1384, ^bb257, ^bb258
    ^bb257:  // pred: ^bb256
      %1385 = cute.memref.load(%rmem_433, %80) : (!memref_rmem_bf16_2, !cute.coord<"87">) -> bf16
      cute.memref.store(%view_239, %80, %1385) : (!memref_gmem_bf16_5, !cute.coord<"87">, bf16) -> ()
      cf.br ^bb258
    ^bb258:  // 2 preds: ^bb256, ^bb257
      %tup_1058 = cute.add_offset(%tup_442, %79) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_1059 = cute.deref_arith_tuple_iter(%tup_1058) : !cute_arith_tuple_iter_d50395
      %e0_1060, %e1_1061, %e2_1062 = cute.get_leaves(%tup_1059) : !cute_int_tuple_d8f416
      %coord_1063 = cute.make_coord(%e0_1060) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1386 = cute.get_scalars(%coord_1063) : !cute.coord<"?">
      %1387 = arith.cmpi slt, %1386, %c1000_i32 : i32
      %coord_1064 = cute.make_coord(%e1_1061) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1388 = cute.get_scalars(%coord_1064) : !cute.coord<"?{div=2}">
      %1389 = arith.cmpi slt, %1388, %c1048_i32 : i32
      %1390 = arith.andi %1387, %1389 : i1
      cf.cond_br %1390, ^bb259, ^bb260
    ^bb259:  // pred: ^bb258
      %1391 = cute.memref.load(%rmem_433, %78) : (!memref_rmem_bf16_2, !cute.coord<"88">) -> bf16
      cute.memref.store(%view_239, %78, %1391) : (!memref_gmem_bf16_5, !cute.coord<"88">, bf16) -> ()
      cf.br ^bb260
    ^bb260:  // 2 preds: ^bb258, ^bb259
      %tup_1065 = cute.add_offset(%tup_442, %77) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1066 = cute.deref_arith_tuple_iter(%tup_1065) : !cute_arith_tuple_iter_2fe1bf
      %e0_1067, %e1_1068, %e2_1069 = cute.get_leaves(%tup_1066) : !cute.int_tuple<"(?,?,?)">
      %coord_1070 = cute.make_coord(%e0_1067) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1392 = cute.get_scalars(%coord_1070) : !cute.coord<"?">
      %1393 = arith.cmpi slt, %1392, %c1000_i32 : i32
      %coord_1071 = cute.make_coord(%e1_1068) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1394 = cute.get_scalars(%coord_1071) : !cute.coord<"?">
      %1395 = arith.cmpi slt, %1394, %c1048_i32 : i32
      %1396 = arith.andi %1393, %1395 : i1
      cf.cond_br %1396, ^bb261, ^bb262
    ^bb261:  // pred: ^bb260
      %1397 = cute.memref.load(%rmem_433, %76) : (!memref_rmem_bf16_2, !cute.coord<"89">) -> bf16
      cute.memref.store(%view_239, %76, %1397) : (!memref_gmem_bf16_5, !cute.coord<"89">, bf16) -> ()
      cf.br ^bb262
    ^bb262:  // 2 preds: ^bb260, ^bb261
      %tup_1072 = cute.add_offset(%tup_442, %75) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_1073 = cute.deref_arith_tuple_iter(%tup_1072) : !cute_arith_tuple_iter_d50395
      %e0_1074, %e1_1075, %e2_1076 = cute.get_leaves(%tup_1073) : !cute_int_tuple_d8f416
      %coord_1077 = cute.make_coord(%e0_1074) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1398 = cute.get_scalars(%coord_1077) : !cute.coord<"?">
      %1399 = arith.cmpi slt, %1398, %c1000_i32 : i32
      %coord_1078 = cute.make_coord(%e1_1075) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1400 = cute.get_scalars(%coord_1078) : !cute.coord<"?{div=2}">
      %1401 = arith.cmpi slt, %1400, %c1048_i32 : i32
      %1402 = arith.andi %1399, %1401 : i1
      cf.cond_br %1402, ^bb263, ^bb264
    ^bb263:  // pred: ^bb262
      %1403 = cute.memref.load(%rmem_433, %74) : (!memref_rmem_bf16_2, !cute.coord<"90">) -> bf16
      cute.memref.store(%view_239, %74, %1403) : (!memref_gmem_bf16_5, !cute.coord<"90">, bf16) -> ()
      cf.br ^bb264
    ^bb264:  // 2 preds: ^bb262, ^bb263
      %tup_1079 = cute.add_offset(%tup_442, %73) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1080 = cute.deref_arith_tuple_iter(%tup_1079) : !cute_arith_tuple_iter_2fe1bf
      %e0_1081, %e1_1082, %e2_1083 = cute.get_leaves(%tup_1080) : !cute.int_tuple<"(?,?,?)">
      %coord_1084 = cute.make_coord(%e0_1081) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1404 = cute.get_scalars(%coord_1084) : !cute.coord<"?">
      %1405 = arith.cmpi slt, %1404, %c1000_i32 : i32
      %coord_1085 = cute.make_coord(%e1_1082) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1406 = cute.get_scalars(%coord_1085) : !cute.coord<"?">
      %1407 = arith.cmpi slt, %1406, %c1048_i32 : i32
      %1408 = arith.andi %1405, %1407 : i1
      cf.cond_br %1408, ^bb265, ^bb266
    ^bb265:  // pred: ^bb264
      %1409 = cute.memref.load(%rmem_433, %72) : (!memref_rmem_bf16_2, !cute.coord<"91">) -> bf16
      cute.memref.store(%view_239, %72, %1409) : (!memref_gmem_bf16_5, !cute.coord<"91">, bf16) -> ()
      cf.br ^bb266
    ^bb266:  // 2 preds: ^bb264, ^bb265
      %tup_1086 = cute.add_offset(%tup_442, %71) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_1087 = cute.deref_arith_tuple_iter(%tup_1086) : !cute_arith_tuple_iter_d50395
      %e0_1088, %e1_1089, %e2_1090 = cute.get_leaves(%tup_1087) : !cute_int_tuple_d8f416
      %coord_1091 = cute.make_coord(%e0_1088) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1410 = cute.get_scalars(%coord_1091) : !cute.coord<"?">
      %1411 = arith.cmpi slt, %1410, %c1000_i32 : i32
      %coord_1092 = cute.make_coord(%e1_1089) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1412 = cute.get_scalars(%coord_1092) : !cute.coord<"?{div=2}">
      %1413 = arith.cmpi slt, %1412, %c1048_i32 : i32
      %1414 = arith.andi %1411, %1413 : i1
      cf.cond_br %1414, ^bb267, ^bb268
    ^bb267:  // pred: ^bb266
      %1415 = cute.memref.load(%rmem_433, %70) : (!memref_rmem_bf16_2, !cute.coord<"92">) -> bf16
      cute.memref.store(%view_239, %70, %1415) : (!memref_gmem_bf16_5, !cute.coord<"92">, bf16) -> ()
      cf.br ^bb268
    ^bb268:  // 2 preds: ^bb266, ^bb267
      %tup_1093 = cute.add_offset(%tup_442, %69) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1094 = cute.deref_arith_tuple_iter(%tup_1093) : !cute_arith_tuple_iter_2fe1bf
      %e0_1095, %e1_1096, %e2_1097 = cute.get_leaves(%tup_1094) : !cute.int_tuple<"(?,?,?)">
      %coord_1098 = cute.make_coord(%e0_1095) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1416 = cute.get_scalars(%coord_1098) : !cute.coord<"?">
      %1417 = arith.cmpi slt, %1416, %c1000_i32 : i32
      %coord_1099 = cute.make_coord(%e1_1096) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1418 = cute.get_scalars(%coord_1099) : !cute.coord<"?">
      %1419 = arith.cmpi slt, %1418, %c1048_i32 : i32
      %1420 = arith.andi %1417, %1419 : i1
      cf.cond_br %1420, ^bb269, ^bb270
    ^bb269:  // pred: ^bb268
      %1421 = cute.memref.load(%rmem_433, %68) : (!memref_rmem_bf16_2, !cute.coord<"93">) -> bf16
      cute.memref.store(%view_239, %68, %1421) : (!memref_gmem_bf16_5, !cute.coord<"93">, bf16) -> ()
      cf.br ^bb270
    ^bb270:  // 2 preds: ^bb268, ^bb269
      %tup_1100 = cute.add_offset(%tup_442, %67) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_1101 = cute.deref_arith_tuple_iter(%tup_1100) : !cute_arith_tuple_iter_d50395
      %e0_1102, %e1_1103, %e2_1104 = cute.get_leaves(%tup_1101) : !cute_int_tuple_d8f416
      %coord_1105 = cute.make_coord(%e0_1102) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1422 = cute.get_scalars(%coord_1105) : !cute.coord<"?">
      %1423 = arith.cmpi slt, %1422, %c1000_i32 : i32
      %coord_1106 = cute.make_coord(%e1_1103) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1424 = cute.get_scalars(%coord_1106) : !cute.coord<"?{div=2}">
      %1425 = arith.cmpi slt, %1424, %c1048_i32 : i32
      %1426 = arith.andi %1423, %1425 : i1
      cf.cond_br %1426, ^bb271, ^bb272
    ^bb271:  // pred: ^bb270
      %1427 = cute.memref.load(%rmem_433, %66) : (!memref_rmem_bf16_2, !cute.coord<"94">) -> bf16
      cute.memref.store(%view_239, %66, %1427) : (!memref_gmem_bf16_5, !cute.coord<"94">, bf16) -> ()
      cf.br ^bb272
    ^bb272:  // 2 preds: ^bb270, ^bb271
      %tup_1107 = cute.add_offset(%tup_442, %65) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1108 = cute.deref_arith_tuple_iter(%tup_1107) : !cute_arith_tuple_iter_2fe1bf
      %e0_1109, %e1_1110, %e2_1111 = cute.get_leaves(%tup_1108) : !cute.int_tuple<"(?,?,?)">
      %coord_1112 = cute.make_coord(%e0_1109) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1428 = cute.get_scalars(%coord_1112) : !cute.coord<"?">
      %1429 = arith.cmpi slt, %1428, %c1000_i32 : i32
      %coord_1113 = cute.make_coord(%e1_1110) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1430 = cute.get_scalars(%coord_1113) : !cute.coord<"?">
      %1431 = arith.cmpi slt, %1430, %c1048_i32 : i32
      %1432 = arith.andi %1429, %1431 : i1
      cf.cond_br %1432, ^bb273, ^bb274
    ^bb273:  // pred: ^bb272
      %1433 = cute.memref.load(%rmem_433, %64) : (!memref_rmem_bf16_2, !cute.coord<"95">) -> bf16
      cute.memref.store(%view_239, %64, %1433) : (!memref_gmem_bf16_5, !cute.coord<"95">, bf16) -> ()
      cf.br ^bb274
    ^bb274:  // 2 preds: ^bb272, ^bb273
      %tup_1114 = cute.add_offset(%tup_442, %63) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1115 = cute.deref_arith_tuple_iter(%tup_1114) : !cute_arith_tuple_iter_d50395
      %e0_1116, %e1_1117, %e2_1118 = cute.get_leaves(%tup_1115) : !cute_int_tuple_d8f416
      %coord_1119 = cute.make_coord(%e0_1116) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1434 = cute.get_scalars(%coord_1119) : !cute.coord<"?">
      %1435 = arith.cmpi slt, %1434, %c1000_i32 : i32
      %coord_1120 = cute.make_coord(%e1_1117) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1436 = cute.get_scalars(%coord_1120) : !cute.coord<"?{div=2}">
      %1437 = arith.cmpi slt, %1436, %c1048_i32 : i32
      %1438 = arith.andi %1435, %1437 : i1
      cf.cond_br %1438, ^bb275, ^bb276
    ^bb275:  // pred: ^bb274
      %1439 = cute.memref.load(%rmem_433, %62) : (!memref_rmem_bf16_2, !cute.coord<"96">) -> bf16
      cute.memref.store(%view_239, %62, %1439) : (!memref_gmem_bf16_5, !cute.coord<"96">, bf16) -> ()
      cf.br ^bb276
    ^bb276:  // 2 preds: ^bb274, ^bb275
      %tup_1121 = cute.add_offset(%tup_442, %61) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1122 = cute.deref_arith_tuple_iter(%tup_1121) : !cute_arith_tuple_iter_2fe1bf
      %e0_1123, %e1_1124, %e2_1125 = cute.get_leaves(%tup_1122) : !cute.int_tuple<"(?,?,?)">
      %coord_1126 = cute.make_coord(%e0_1123) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1440 = cute.get_scalars(%coord_1126) : !cute.coord<"?">
      %1441 = arith.cmpi slt, %1440, %c1000_i32 : i32
      %coord_1127 = cute.make_coord(%e1_1124) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1442 = cute.get_scalars(%coord_1127) : !cute.coord<"?">
      %1443 = arith.cmpi slt, %1442, %c1048_i32 : i32
      %1444 = arith.andi %1441, %1443 : i1
      cf.cond_br %1444, ^bb277, ^bb278
    ^bb277:  // pred: ^bb276
      %1445 = cute.memref.load(%rmem_433, %60) : (!memref_rmem_bf16_2, !cute.coord<"97">) -> bf16
      cute.memref.store(%view_239, %60, %1445) : (!memref_gmem_bf16_5, !cute.coord<"97">, bf16) -> ()
      cf.br ^bb278
    ^bb278:  // 2 preds: ^bb276, ^bb277
      %tup_1128 = cute.add_offset(%tup_442, %59) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1129 = cute.deref_arith_tuple_iter(%tup_1128) : !cute_arith_tuple_iter_d50395
      %e0_1130, %e1_1131, %e2_1132 = cute.get_leaves(%tup_1129) : !cute_int_tuple_d8f416
      %coord_1133 = cute.make_coord(%e0_1130) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1446 = cute.get_scalars(%coord_1133) : !cute.coord<"?">
      %1447 = arith.cmpi slt, %1446, %c1000_i32 : i32
      %coord_1134 = cute.make_coord(%e1_1131) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1448 = cute.get_scalars(%coord_1134) : !cute.coord<"?{div=2}">
      %1449 = arith.cmpi slt, %1448, %c1048_i32 : i32
      %1450 = arith.andi %1447, %1449 : i1
      cf.cond_br %1450, ^bb279, ^bb280
    ^bb279:  // pred: ^bb278
      %1451 = cute.memref.load(%rmem_433, %58) : (!memref_rmem_bf16_2, !cute.coord<"98">) -> bf16
      cute.memref.store(%view_239, %58, %1451) : (!memref_gmem_bf16_5, !cute.coord<"98">, bf16) -> ()
      cf.br ^bb280
    ^bb280:  // 2 preds: ^bb278, ^bb279
      %tup_1135 = cute.add_offset(%tup_442, %57) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1136 = cute.deref_arith_tuple_iter(%tup_1135) : !cute_arith_tuple_iter_2fe1bf
      %e0_1137, %e1_1138, %e2_1139 = cute.get_leaves(%tup_1136) : !cute.int_tuple<"(?,?,?)">
      %coord_1140 = cute.make_coord(%e0_1137) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1452 = cute.get_scalars(%coord_1140) : !cute.coord<"?">
      %1453 = arith.cmpi slt, %1452, %c1000_i32 : i32
      %coord_1141 = cute.make_coord(%e1_1138) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1454 = cute.get_scalars(%coord_1141) : !cute.coord<"?">
      %1455 = arith.cmpi slt, %1454, %c1048_i32 : i32
      %1456 = arith.andi %1453, %1455 : i1
      cf.cond_br %1456, ^bb281, ^bb282
    ^bb281:  // pred: ^bb280
      %1457 = cute.memref.load(%rmem_433, %56) : (!memref_rmem_bf16_2, !cute.coord<"99">) -> bf16
      cute.memref.store(%view_239, %56, %1457) : (!memref_gmem_bf16_5, !cute.coord<"99">, bf16) -> ()
      cf.br ^bb282
    ^bb282:  // 2 preds: ^bb280, ^bb281
      %tup_1142 = cute.add_offset(%tup_442, %55) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1143 = cute.deref_arith_tuple_iter(%tup_1142) : !cute_arith_tuple_iter_d50395
      %e0_1144, %e1_1145, %e2_1146 = cute.get_leaves(%tup_1143) : !cute_int_tuple_d8f416
      %coord_1147 = cute.make_coord(%e0_1144) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1458 = cute.get_scalars(%coord_1147) : !cute.coord<"?">
      %1459 = arith.cmpi slt, %1458, %c1000_i32 : i32
      %coord_1148 = cute.make_coord(%e1_1145) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1460 = cute.get_scalars(%coord_1148) : !cute.coord<"?{div=2}">
      %1461 = arith.cmpi slt, %1460, %c1048_i32 : i32
      %1462 = arith.andi %1459, %1461 : i1
      cf.cond_br %1462, ^bb283, ^bb284
    ^bb283:  // pred: ^bb282
      %1463 = cute.memref.load(%rmem_433, %54) : (!memref_rmem_bf16_2, !cute.coord<"100">) -> bf16
      cute.memref.store(%view_239, %54, %1463) : (!memref_gmem_bf16_5, !cute.coord<"100">, bf16) -> ()
      cf.br ^bb284
    ^bb284:  // 2 preds: ^bb282, ^bb283
      %tup_1149 = cute.add_offset(%tup_442, %53) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1150 = cute.deref_arith_tuple_iter(%tup_1149) : !cute_arith_tuple_iter_2fe1bf
      %e0_1151, %e1_1152, %e2_1153 = cute.get_leaves(%tup_1150) : !cute.int_tuple<"(?,?,?)">
      %coord_1154 = cute.make_coord(%e0_1151) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1464 = cute.get_scalars(%coord_1154) : !cute.coord<"?">
      %1465 = arith.cmpi slt, %1464, %c1000_i32 : i32
      %coord_1155 = cute.make_coord(%e1_1152) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1466 = cute.get_scalars(%coord_1155) : !cute.coord<"?">
      %1467 = arith.cmpi slt, %1466, %c1048_i32 : i32
      %1468 = arith.andi %1465, %1467 : i1
      cf.cond_br %1468, ^bb285, ^bb286
    ^bb285:  // pred: ^bb284
      %1469 = cute.memref.load(%rmem_433, %52) : (!memref_rmem_bf16_2, !cute.coord<"101">) -> bf16
      cute.memref.store(%view_239, %52, %1469) : (!memref_gmem_bf16_5, !cute.coord<"101">, bf16) -> ()
      cf.br ^bb286
    ^bb286:  // 2 preds: ^bb284, ^bb285
      %tup_1156 = cute.add_offset(%tup_442, %51) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1157 = cute.deref_arith_tuple_iter(%tup_1156) : !cute_arith_tuple_iter_d50395
      %e0_1158, %e1_1159, %e2_1160 = cute.get_leaves(%tup_1157) : !cute_int_tuple_d8f416
      %coord_1161 = cute.make_coord(%e0_1158) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1470 = cute.get_scalars(%coord_1161) : !cute.coord<"?">
      %1471 = arith.cmpi slt, %1470, %c1000_i32 : i32
      %coord_1162 = cute.make_coord(%e1_1159) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1472 = cute.get_scalars(%coord_1162) : !cute.coord<"?{div=2}">
      %1473 = arith.cmpi slt, %1472, %c1048_i32 : i32
      %1474 = arith.andi %1471, %1473 : i1
      cf.cond_br %1474, ^bb287, ^bb288
    ^bb287:  // pred: ^bb286
      %1475 = cute.memref.load(%rmem_433, %50) : (!memref_rmem_bf16_2, !cute.coord<"102">) -> bf16
      cute.memref.store(%view_239, %50, %1475) : (!memref_gmem_bf16_5, !cute.coord<"102">, bf16) -> ()
      cf.br ^bb288
    ^bb288:  // 2 preds: ^bb286, ^bb287
      %tup_1163 = cute.add_offset(%tup_442, %49) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1164 = cute.deref_arith_tuple_iter(%tup_1163) : !cute_arith_tuple_iter_2fe1bf
      %e0_1165, %e1_1166, %e2_1167 = cute.get_leaves(%tup_1164) : !cute.int_tuple<"(?,?,?)">
      %coord_1168 = cute.make_coord(%e0_1165) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1476 = cute.get_scalars(%coord_1168) : !cute.coord<"?">
      %1477 = arith.cmpi slt, %1476, %c1000_i32 : i32
      %coord_1169 = cute.make_coord(%e1_1166) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1478 = cute.get_scalars(%coord_1169) : !cute.coord<"?">
      %1479 = arith.cmpi slt, %1478, %c1048_i32 : i32
      %1480 = arith.andi %1477, %1479 : i1
      cf.cond_br %1480, ^bb289, ^bb290
    ^bb289:  // pred: ^bb288
      %1481 = cute.memref.load(%rmem_433, %48) : (!memref_rmem_bf16_2, !cute.coord<"103">) -> bf16
      cute.memref.store(%view_239, %48, %1481) : (!memref_gmem_bf16_5, !cute.coord<"103">, bf16) -> ()
      cf.br ^bb290
    ^bb290:  // 2 preds: ^bb288, ^bb289
      %tup_1170 = cute.add_offset(%tup_442, %47) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1171 = cute.deref_arith_tuple_iter(%tup_1170) : !cute_arith_tuple_iter_d50395
      %e0_1172, %e1_1173, %e2_1174 = cute.get_leaves(%tup_1171) : !cute_int_tuple_d8f416
      %coord_1175 = cute.make_coord(%e0_1172) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1482 = cute.get_scalars(%coord_1175) : !cute.coord<"?">
      %1483 = arith.cmpi slt, %1482, %c1000_i32 : i32
      %coord_1176 = cute.make_coord(%e1_1173) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1484 = cute.get_scalars(%coord_1176) : !cute.coord<"?{div=2}">
      %1485 = arith.cmpi slt, %1484, %c1048_i32 : i32
      %1486 = arith.andi %1483, %1485 : i1
      cf.cond_br %1486, ^bb291, ^bb292
    ^bb291:  // pred: ^bb290
      %1487 = cute.memref.load(%rmem_433, %46) : (!memref_rmem_bf16_2, !cute.coord<"104">) -> bf16
      cute.memref.store(%view_239, %46, %1487) : (!memref_gmem_bf16_5, !cute.coord<"104">, bf16) -> ()
      cf.br ^bb292
    ^bb292:  // 2 preds: ^bb290, ^bb291
      %tup_1177 = cute.add_offset(%tup_442, %45) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1178 = cute.deref_arith_tuple_iter(%tup_1177) : !cute_arith_tuple_iter_2fe1bf
      %e0_1179, %e1_1180, %e2_1181 = cute.get_leaves(%tup_1178) : !cute.int_tuple<"(?,?,?)">
      %coord_1182 = cute.make_coord(%e0_1179) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1488 = cute.get_scalars(%coord_1182) : !cute.coord<"?">
      %1489 = arith.cmpi slt, %1488, %c1000_i32 : i32
      %coord_1183 = cute.make_coord(%e1_1180) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1490 = cute.get_scalars(%coord_1183) : !cute.coord<"?">
      %1491 = arith.cmpi slt, %1490, %c1048_i32 : i32
      %1492 = arith.andi %1489, %1491 : i1
      cf.cond_br %1492, ^bb293, ^bb294
    ^bb293:  // pred: ^bb292
      %1493 = cute.memref.load(%rmem_433, %44) : (!memref_rmem_bf16_2, !cute.coord<"105">) -> bf16
      cute.memref.store(%view_239, %44, %1493) : (!memref_gmem_bf16_5, !cute.coord<"105">, bf16) -> ()
      cf.br ^bb294
    ^bb294:  // 2 preds: ^bb292, ^bb293
      %tup_1184 = cute.add_offset(%tup_442, %43) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1185 = cute.deref_arith_tuple_iter(%tup_1184) : !cute_arith_tuple_iter_d50395
      %e0_1186, %e1_1187, %e2_1188 = cute.get_leaves(%tup_1185) : !cute_int_tuple_d8f416
      %coord_1189 = cute.make_coord(%e0_1186) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1494 = cute.get_scalars(%coord_1189) : !cute.coord<"?">
      %1495 = arith.cmpi slt, %1494, %c1000_i32 : i32
      %coord_1190 = cute.make_coord(%e1_1187) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1496 = cute.get_scalars(%coord_1190) : !cute.coord<"?{div=2}">
      %1497 = arith.cmpi slt, %1496, %c1048_i32 : i32
      %1498 = arith.andi %1495, %1497 : i1
      cf.cond_br %1498, ^bb295, ^bb296
    ^bb295:  // pred: ^bb294
      %1499 = cute.memref.load(%rmem_433, %42) : (!memref_rmem_bf16_2, !cute.coord<"106">) -> bf16
      cute.memref.store(%view_239, %42, %1499) : (!memref_gmem_bf16_5, !cute.coord<"106">, bf16) -> ()
      cf.br ^bb296
    ^bb296:  // 2 preds: ^bb294, ^bb295
      %tup_1191 = cute.add_offset(%tup_442, %41) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1192 = cute.deref_arith_tuple_iter(%tup_1191) : !cute_arith_tuple_iter_2fe1bf
      %e0_1193, %e1_1194, %e2_1195 = cute.get_leaves(%tup_1192) : !cute.int_tuple<"(?,?,?)">
      %coord_1196 = cute.make_coord(%e0_1193) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1500 = cute.get_scalars(%coord_1196) : !cute.coord<"?">
      %1501 = arith.cmpi slt, %1500, %c1000_i32 : i32
      %coord_1197 = cute.make_coord(%e1_1194) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1502 = cute.get_scalars(%coord_1197) : !cute.coord<"?">
      %1503 = arith.cmpi slt, %1502, %c1048_i32 : i32
      %1504 = arith.andi %1501, %1503 : i1
      cf.cond_br %1504, ^bb297, ^bb298
    ^bb297:  // pred: ^bb296
      %1505 = cute.memref.load(%rmem_433, %40) : (!memref_rmem_bf16_2, !cute.coord<"107">) -> bf16
      cute.memref.store(%view_239, %40, %1505) : (!memref_gmem_bf16_5, !cute.coord<"107">, bf16) -> ()
      cf.br ^bb298
    ^bb298:  // 2 preds: ^bb296, ^bb297
      %tup_1198 = cute.add_offset(%tup_442, %39) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1199 = cute.deref_arith_tuple_iter(%tup_1198) : !cute_arith_tuple_iter_d50395
      %e0_1200, %e1_1201, %e2_1202 = cute.get_leaves(%tup_1199) : !cute_int_tuple_d8f416
      %coord_1203 = cute.make_coord(%e0_1200) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1506 = cute.get_scalars(%coord_1203) : !cute.coord<"?">
      %1507 = arith.cmpi slt, %1506, %c1000_i32 : i32
      %coord_1204 = cute.make_coord(%e1_1201) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1508 = cute.get_scalars(%coord_1204) : !cute.coord<"?{div=2}">
      %1509 = arith.cmpi slt, %1508, %c1048_i32 : i32
      %1510 = arith.andi %1507, %1509 : i1
      cf.cond_br %1510, ^bb299, ^bb300
    ^bb299:  // pred: ^bb298
      %1511 = cute.memref.load(%rmem_433, %38) : (!memref_rmem_bf16_2, !cute.coord<"108">) -> bf16
      cute.memref.store(%view_239, %38, %1511) : (!memref_gmem_bf16_5, !cute.coord<"108">, bf16) -> ()
      cf.br ^bb300
    ^bb300:  // 2 preds: ^bb298, ^bb299
      %tup_1205 = cute.add_offset(%tup_442, %37) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1206 = cute.deref_arith_tuple_iter(%tup_1205) : !cute_arith_tuple_iter_2fe1bf
      %e0_1207, %e1_1208, %e2_1209 = cute.get_leaves(%tup_1206) : !cute.int_tuple<"(?,?,?)">
      %coord_1210 = cute.make_coord(%e0_1207) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1512 = cute.get_scalars(%coord_1210) : !cute.coord<"?">
      %1513 = arith.cmpi slt, %1512, %c1000_i32 : i32
      %coord_1211 = cute.make_coord(%e1_1208) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1514 = cute.get_scalars(%coord_1211) : !cute.coord<"?">
      %1515 = arith.cmpi slt, %1514, %c1048_i32 : i32
      %1516 = arith.andi %1513, %1515 : i1
      cf.cond_br %1516, ^bb301, ^bb302
    ^bb301:  // pred: ^bb300
      %1517 = cute.memref.load(%rmem_433, %36) : (!memref_rmem_bf16_2, !cute.coord<"109">) -> bf16
      cute.memref.store(%view_239, %36, %1517) : (!memref_gmem_bf16_5, !cute.coord<"109">, bf16) -> ()
      cf.br ^bb302
    ^bb302:  // 2 preds: ^bb300, ^bb301
      %tup_1212 = cute.add_offset(%tup_442, %35) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1213 = cute.deref_arith_tuple_iter(%tup_1212) : !cute_arith_tuple_iter_d50395
      %e0_1214, %e1_1215, %e2_1216 = cute.get_leaves(%tup_1213) : !cute_int_tuple_d8f416
      %coord_1217 = cute.make_coord(%e0_1214) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1518 = cute.get_scalars(%coord_1217) : !cute.coord<"?">
      %1519 = arith.cmpi slt, %1518, %c1000_i32 : i32
      %coord_1218 = cute.make_coord(%e1_1215) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1520 = cute.get_scalars(%coord_1218) : !cute.coord<"?{div=2}">
      %1521 = arith.cmpi slt, %1520, %c1048_i32 : i32
      %1522 = arith.andi %1519, %1521 : i1
      cf.cond_br %1522, ^bb303, ^bb304
    ^bb303:  // pred: ^bb302
      %1523 = cute.memref.load(%rmem_433, %34) : (!memref_rmem_bf16_2, !cute.coord<"110">) -> bf16
      cute.memref.store(%view_239, %34, %1523) : (!memref_gmem_bf16_5, !cute.coord<"110">, bf16) -> ()
      cf.br ^bb304
    ^bb304:  // 2 preds: ^bb302, ^bb303
      %tup_1219 = cute.add_offset(%tup_442, %33) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1220 = cute.deref_arith_tuple_iter(%tup_1219) : !cute_arith_tuple_iter_2fe1bf
      %e0_1221, %e1_1222, %e2_1223 = cute.get_leaves(%tup_1220) : !cute.int_tuple<"(?,?,?)">
      %coord_1224 = cute.make_coord(%e0_1221) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1524 = cute.get_scalars(%coord_1224) : !cute.coord<"?">
      %1525 = arith.cmpi slt, %1524, %c1000_i32 : i32
      %coord_1225 = cute.make_coord(%e1_1222) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1526 = cute.get_scalars(%coord_1225) : !cute.coord<"?">
      %1527 = arith.cmpi slt, %1526, %c1048_i32 : i32
      %1528 = arith.andi %1525, %1527 : i1
      cf.cond_br %1528, ^bb305, ^bb306
    ^bb305:  // pred: ^bb304
      %1529 = cute.memref.load(%rmem_433, %32) : (!memref_rmem_bf16_2, !cute.coord<"111">) -> bf16
      cute.memref.store(%view_239, %32, %1529) : (!memref_gmem_bf16_5, !cute.coord<"111">, bf16) -> ()
      cf.br ^bb306
    ^bb306:  // 2 preds: ^bb304, ^bb305
      %tup_1226 = cute.add_offset(%tup_442, %31) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1227 = cute.deref_arith_tuple_iter(%tup_1226) : !cute_arith_tuple_iter_d50395
      %e0_1228, %e1_1229, %e2_1230 = cute.get_leaves(%tup_1227) : !cute_int_tuple_d8f416
      %coord_1231 = cute.make_coord(%e0_1228) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1530 = cute.get_scalars(%coord_1231) : !cute.coord<"?">
      %1531 = arith.cmpi slt, %1530, %c1000_i32 : i32
      %coord_1232 = cute.make_coord(%e1_1229) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1532 = cute.get_scalars(%coord_1232) : !cute.coord<"?{div=2}">
      %1533 = arith.cmpi slt, %1532, %c1048_i32 : i32
      %1534 = arith.andi %1531, %1533 : i1
      cf.cond_br %1534, ^bb307, ^bb308
    ^bb307:  // pred: ^bb306
      %1535 = cute.memref.load(%rmem_433, %30) : (!memref_rmem_bf16_2, !cute.coord<"112">) -> bf16
      cute.memref.store(%view_239, %30, %1535) : (!memref_gmem_bf16_5, !cute.coord<"112">, bf16) -> ()
      cf.br ^bb308
    ^bb308:  // 2 preds: ^bb306, ^bb307
      %tup_1233 = cute.add_offset(%tup_442, %29) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1234 = cute.deref_arith_tuple_iter(%tup_1233) : !cute_arith_tuple_iter_2fe1bf
      %e0_1235, %e1_1236, %e2_1237 = cute.get_leaves(%tup_1234) : !cute.int_tuple<"(?,?,?)">
      %coord_1238 = cute.make_coord(%e0_1235) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1536 = cute.get_scalars(%coord_1238) : !cute.coord<"?">
      %1537 = arith.cmpi slt, %1536, %c1000_i32 : i32
      %coord_1239 = cute.make_coord(%e1_1236) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1538 = cute.get_scalars(%coord_1239) : !cute.coord<"?">
      %1539 = arith.cmpi slt, %1538, %c1048_i32 : i32
      %1540 = arith.andi %1537, %1539 : i1
      cf.cond_br %1540, ^bb309, ^bb310
    ^bb309:  // pred: ^bb308
      %1541 = cute.memref.load(%rmem_433, %28) : (!memref_rmem_bf16_2, !cute.coord<"113">) -> bf16
      cute.memref.store(%view_239, %28, %1541) : (!memref_gmem_bf16_5, !cute.coord<"113">, bf16) -> ()
      cf.br ^bb310
    ^bb310:  // 2 preds: ^bb308, ^bb309
      %tup_1240 = cute.add_offset(%tup_442, %27) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1241 = cute.deref_arith_tuple_iter(%tup_1240) : !cute_arith_tuple_iter_d50395
      %e0_1242, %e1_1243, %e2_1244 = cute.get_leaves(%tup_1241) : !cute_int_tuple_d8f416
      %coord_1245 = cute.make_coord(%e0_1242) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1542 = cute.get_scalars(%coord_1245) : !cute.coord<"?">
      %1543 = arith.cmpi slt, %1542, %c1000_i32 : i32
      %coord_1246 = cute.make_coord(%e1_1243) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1544 = cute.get_scalars(%coord_1246) : !cute.coord<"?{div=2}">
      %1545 = arith.cmpi slt, %1544, %c1048_i32 : i32
      %1546 = arith.andi %1543, %1545 : i1
      cf.cond_br %1546, ^bb311, ^bb312
    ^bb311:  // pred: ^bb310
      %1547 = cute.memref.load(%rmem_433, %26) : (!memref_rmem_bf16_2, !cute.coord<"114">) -> bf16
      cute.memref.store(%view_239, %26, %1547) : (!memref_gmem_bf16_5, !cute.coord<"114">, bf16) -> ()
      cf.br ^bb312
    ^bb312:  // 2 preds: ^bb310, ^bb311
      %tup_1247 = cute.add_offset(%tup_442, %25) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1248 = cute.deref_arith_tuple_iter(%tup_1247) : !cute_arith_tuple_iter_2fe1bf
      %e0_1249, %e1_1250, %e2_1251 = cute.get_leaves(%tup_1248) : !cute.int_tuple<"(?,?,?)">
      %coord_1252 = cute.make_coord(%e0_1249) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1548 = cute.get_scalars(%coord_1252) : !cute.coord<"?">
      %1549 = arith.cmpi slt, %1548, %c1000_i32 : i32
      %coord_1253 = cute.make_coord(%e1_1250) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1550 = cute.get_scalars(%coord_1253) : !cute.coord<"?">
      %1551 = arith.cmpi slt, %1550, %c1048_i32 : i32
      %1552 = arith.andi %1549, %1551 : i1
      cf.cond_br %1552, ^bb313, ^bb314
    ^bb313:  // pred: ^bb312
      %1553 = cute.memref.load(%rmem_433, %24) : (!memref_rmem_bf16_2, !cute.coord<"115">) -> bf16
      cute.memref.store(%view_239, %24, %1553) : (!memref_gmem_bf16_5, !cute.coord<"115">, bf16) -> ()
      cf.br ^bb314
    ^bb314:  // 2 preds: ^bb312, ^bb313
      %tup_1254 = cute.add_offset(%tup_442, %23) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1255 = cute.deref_arith_tuple_iter(%tup_1254) : !cute_arith_tuple_iter_d50395
      %e0_1256, %e1_1257, %e2_1258 = cute.get_leaves(%tup_1255) : !cute_int_tuple_d8f416
      %coord_1259 = cute.make_coord(%e0_1256) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1554 = cute.get_scalars(%coord_1259) : !cute.coord<"?">
      %1555 = arith.cmpi slt, %1554, %c1000_i32 : i32
      %coord_1260 = cute.make_coord(%e1_1257) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1556 = cute.get_scalars(%coord_1260) : !cute.coord<"?{div=2}">
      %1557 = arith.cmpi slt, %1556, %c1048_i32 : i32
      %1558 = arith.andi %1555, %1557 : i1
      cf.cond_br %1558, ^bb315, ^bb316
    ^bb315:  // pred: ^bb314
      %1559 = cute.memref.load(%rmem_433, %22) : (!memref_rmem_bf16_2, !cute.coord<"116">) -> bf16
      cute.memref.store(%view_239, %22, %1559) : (!memref_gmem_bf16_5, !cute.coord<"116">, bf16) -> ()
      cf.br ^bb316
    ^bb316:  // 2 preds: ^bb314, ^bb315
      %tup_1261 = cute.add_offset(%tup_442, %21) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1262 = cute.deref_arith_tuple_iter(%tup_1261) : !cute_arith_tuple_iter_2fe1bf
      %e0_1263, %e1_1264, %e2_1265 = cute.get_leaves(%tup_1262) : !cute.int_tuple<"(?,?,?)">
      %coord_1266 = cute.make_coord(%e0_1263) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1560 = cute.get_scalars(%coord_1266) : !cute.coord<"?">
      %1561 = arith.cmpi slt, %1560, %c1000_i32 : i32
      %coord_1267 = cute.make_coord(%e1_1264) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1562 = cute.get_scalars(%coord_1267) : !cute.coord<"?">
      %1563 = arith.cmpi slt, %1562, %c1048_i32 : i32
      %1564 = arith.andi %1561, %1563 : i1
      cf.cond_br %1564, ^bb317, ^bb318
    ^bb317:  // pred: ^bb316
      %1565 = cute.memref.load(%rmem_433, %20) : (!memref_rmem_bf16_2, !cute.coord<"117">) -> bf16
      cute.memref.store(%view_239, %20, %1565) : (!memref_gmem_bf16_5, !cute.coord<"117">, bf16) -> ()
      cf.br ^bb318
    ^bb318:  // 2 preds: ^bb316, ^bb317
      %tup_1268 = cute.add_offset(%tup_442, %19) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1269 = cute.deref_arith_tuple_iter(%tup_1268) : !cute_arith_tuple_iter_d50395
      %e0_1270, %e1_1271, %e2_1272 = cute.get_leaves(%tup_1269) : !cute_int_tuple_d8f416
      %coord_1273 = cute.make_coord(%e0_1270) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1566 = cute.get_scalars(%coord_1273) : !cute.coord<"?">
      %1567 = arith.cmpi slt, %1566, %c1000_i32 : i32
      %coord_1274 = cute.make_coord(%e1_1271) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1568 = cute.get_scalars(%coord_1274) : !cute.coord<"?{div=2}">
      %1569 = arith.cmpi slt, %1568, %c1048_i32 : i32
      %1570 = arith.andi %1567, %1569 : i1
      cf.cond_br %1570, ^bb319, ^bb320
    ^bb319:  // pred: ^bb318
      %1571 = cute.memref.load(%rmem_433, %18) : (!memref_rmem_bf16_2, !cute.coord<"118">) -> bf16
      cute.memref.store(%view_239, %18, %1571) : (!memref_gmem_bf16_5, !cute.coord<"118">, bf16) -> ()
      cf.br ^bb320
    ^bb320:  // 2 preds: ^bb318, ^bb319
      %tup_1275 = cute.add_offset(%tup_442, %17) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1276 = cute.deref_arith_tuple_iter(%tup_1275) : !cute_arith_tuple_iter_2fe1bf
      %e0_1277, %e1_1278, %e2_1279 = cute.get_leaves(%tup_1276) : !cute.int_tuple<"(?,?,?)">
      %coord_1280 = cute.make_coord(%e0_1277) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1572 = cute.get_scalars(%coord_1280) : !cute.coord<"?">
      %1573 = arith.cmpi slt, %1572, %c1000_i32 : i32
      %coord_1281 = cute.make_coord(%e1_1278) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1574 = cute.get_scalars(%coord_1281) : !cute.coord<"?">
      %1575 = arith.cmpi slt, %1574, %c1048_i32 : i32
      %1576 = arith.andi %1573, %1575 : i1
      cf.cond_br %1576, ^bb321, ^bb322
    ^bb321:  // pred: ^bb320
      %1577 = cute.memref.load(%rmem_433, %16) : (!memref_rmem_bf16_2, !cute.coord<"119">) -> bf16
      cute.memref.store(%view_239, %16, %1577) : (!memref_gmem_bf16_5, !cute.coord<"119">, bf16) -> ()
      cf.br ^bb322
    ^bb322:  // 2 preds: ^bb320, ^bb321
      %tup_1282 = cute.add_offset(%tup_442, %15) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1283 = cute.deref_arith_tuple_iter(%tup_1282) : !cute_arith_tuple_iter_d50395
      %e0_1284, %e1_1285, %e2_1286 = cute.get_leaves(%tup_1283) : !cute_int_tuple_d8f416
      %coord_1287 = cute.make_coord(%e0_1284) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1578 = cute.get_scalars(%coord_1287) : !cute.coord<"?">
      %1579 = arith.cmpi slt, %1578, %c1000_i32 : i32
      %coord_1288 = cute.make_coord(%e1_1285) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1580 = cute.get_scalars(%coord_1288) : !cute.coord<"?{div=2}">
      %1581 = arith.cmpi slt, %1580, %c1048_i32 : i32
      %1582 = arith.andi %1579, %1581 : i1
      cf.cond_br %1582, ^bb323, ^bb324
    ^bb323:  // pred: ^bb322
      %1583 = cute.memref.load(%rmem_433, %14) : (!memref_rmem_bf16_2, !cute.coord<"120">) -> bf16
      cute.memref.store(%view_239, %14, %1583) : (!memref_gmem_bf16_5, !cute.coord<"120">, bf16) -> ()
      cf.br ^bb324
    ^bb324:  // 2 preds: ^bb322, ^bb323
      %tup_1289 = cute.add_offset(%tup_442, %13) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1290 = cute.deref_arith_tuple_iter(%tup_1289) : !cute_arith_tuple_iter_2fe1bf
      %e0_1291, %e1_1292, %e2_1293 = cute.get_leaves(%tup_1290) : !cute.int_tuple<"(?,?,?)">
      %coord_1294 = cute.make_coord(%e0_1291) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1584 = cute.get_scalars(%coord_1294) : !cute.coord<"?">
      %1585 = arith.cmpi slt, %1584, %c1000_i32 : i32
      %coord_1295 = cute.make_coord(%e1_1292) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1586 = cute.get_scalars(%coord_1295) : !cute.coord<"?">
      %1587 = arith.cmpi slt, %1586, %c1048_i32 : i32
      %1588 = arith.andi %1585, %1587 : i1
      cf.cond_br %1588, ^bb325, ^bb326
    ^bb325:  // pred: ^bb324
      %1589 = cute.memref.load(%rmem_433, %12) : (!memref_rmem_bf16_2, !cute.coord<"121">) -> bf16
      cute.memref.store(%view_239, %12, %1589) : (!memref_gmem_bf16_5, !cute.coord<"121">, bf16) -> ()
      cf.br ^bb326
    ^bb326:  // 2 preds: ^bb324, ^bb325
      %tup_1296 = cute.add_offset(%tup_442, %11) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1297 = cute.deref_arith_tuple_iter(%tup_1296) : !cute_arith_tuple_iter_d50395
      %e0_1298, %e1_1299, %e2_1300 = cute.get_leaves(%tup_1297) : !cute_int_tuple_d8f416
      %coord_1301 = cute.make_coord(%e0_1298) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1590 = cute.get_scalars(%coord_1301) : !cute.coord<"?">
      %1591 = arith.cmpi slt, %1590, %c1000_i32 : i32
      %coord_1302 = cute.make_coord(%e1_1299) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1592 = cute.get_scalars(%coord_1302) : !cute.coord<"?{div=2}">
      %1593 = arith.cmpi slt, %1592, %c1048_i32 : i32
      %1594 = arith.andi %1591, %1593 : i1
      cf.cond_br %1594, ^bb327, ^bb328
    ^bb327:  // pred: ^bb326
      %1595 = cute.memref.load(%rmem_433, %10) : (!memref_rmem_bf16_2, !cute.coord<"122">) -> bf16
      cute.memref.store(%view_239, %10, %1595) : (!memref_gmem_bf16_5, !cute.coord<"122">, bf16) -> ()
      cf.br ^bb328
    ^bb328:  // 2 preds: ^bb326, ^bb327
      %tup_1303 = cute.add_offset(%tup_442, %9) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1304 = cute.deref_arith_tuple_iter(%tup_1303) : !cute_arith_tuple_iter_2fe1bf
      %e0_1305, %e1_1306, %e2_1307 = cute.get_leaves(%tup_1304) : !cute.int_tuple<"(?,?,?)">
      %coord_1308 = cute.make_coord(%e0_1305) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1596 = cute.get_scalars(%coord_1308) : !cute.coord<"?">
      %1597 = arith.cmpi slt, %1596, %c1000_i32 : i32
      %coord_1309 = cute.make_coord(%e1_1306) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1598 = cute.get_scalars(%coord_1309) : !cute.coord<"?">
      %1599 = arith.cmpi slt, %1598, %c1048_i32 : i32
      %1600 = arith.andi %1597, %1599 : i1
      cf.cond_br %1600, ^bb329, ^bb330
    ^bb329:  // pred: ^bb328
      %1601 = cute.memref.load(%rmem_433, %8) : (!memref_rmem_bf16_2, !cute.coord<"123">) -> bf16
      cute.memref.store(%view_239, %8, %1601) : (!memref_gmem_bf16_5, !cute.coord<"123">, bf16) -> ()
      cf.br ^bb330
    ^bb330:  // 2 preds: ^bb328, ^bb329
      %tup_1310 = cute.add_offset(%tup_442, %7) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1311 = cute.deref_arith_tuple_iter(%tup_1310) : !cute_arith_tuple_iter_d50395
      %e0_1312, %e1_1313, %e2_1314 = cute.get_leaves(%tup_1311) : !cute_int_tuple_d8f416
      %coord_1315 = cute.make_coord(%e0_1312) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1602 = cute.get_scalars(%coord_1315) : !cute.coord<"?">
      %1603 = arith.cmpi slt, %1602, %c1000_i32 : i32
      %coord_1316 = cute.make_coord(%e1_1313) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1604 = cute.get_scalars(%coord_1316) : !cute.coord<"?{div=2}">
      %1605 = arith.cmpi slt, %1604, %c1048_i32 : i32
      %1606 = arith.andi %1603, %1605 : i1
      cf.cond_br %1606, ^bb331, ^bb332
    ^bb331:  // pred: ^bb330
      %1607 = cute.memref.load(%rmem_433, %6) : (!memref_rmem_bf16_2, !cute.coord<"124">) -> bf16
      cute.memref.store(%view_239, %6, %1607) : (!memref_gmem_bf16_5, !cute.coord<"124">, bf16) -> ()
      cf.br ^bb332
    ^bb332:  // 2 preds: ^bb330, ^bb331
      %tup_1317 = cute.add_offset(%tup_442, %5) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1318 = cute.deref_arith_tuple_iter(%tup_1317) : !cute_arith_tuple_iter_2fe1bf
      %e0_1319, %e1_1320, %e2_1321 = cute.get_leaves(%tup_1318) : !cute.int_tuple<"(?,?,?)">
      %coord_1322 = cute.make_coord(%e0_1319) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1608 = cute.get_scalars(%coord_1322) : !cute.coord<"?">
      %1609 = arith.cmpi slt, %1608, %c1000_i32 : i32
      %coord_1323 = cute.make_coord(%e1_1320) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1610 = cute.get_scalars(%coord_1323) : !cute.coord<"?">
      %1611 = arith.cmpi slt, %1610, %c1048_i32 : i32
      %1612 = arith.andi %1609, %1611 : i1
      cf.cond_br %1612, ^bb333, ^bb334
    ^bb333:  // pred: ^bb332
      %1613 = cute.memref.load(%rmem_433, %4) : (!memref_rmem_bf16_2, !cute.coord<"125">) -> bf16
      cute.memref.store(%view_239, %4, %1613) : (!memref_gmem_bf16_5, !cute.coord<"125">, bf16) -> ()
      cf.br ^bb334
    ^bb334:  // 2 preds: ^bb332, ^bb333
      %tup_1324 = cute.add_offset(%tup_442, %3) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1325 = cute.deref_arith_tuple_iter(%tup_1324) : !cute_arith_tuple_iter_d50395
      %e0_1326, %e1_1327, %e2_1328 = cute.get_leaves(%tup_1325) : !cute_int_tuple_d8f416
      %coord_1329 = cute.make_coord(%e0_1326) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1614 = cute.get_scalars(%coord_1329) : !cute.coord<"?">
      %1615 = arith.cmpi slt, %1614, %c1000_i32 : i32
      %coord_1330 = cute.make_coord(%e1_1327) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1616 = cute.get_scalars(%coord_1330) : !cute.coord<"?{div=2}">
      %1617 = arith.cmpi slt, %1616, %c1048_i32 : i32
      %1618 = arith.andi %1615, %1617 : i1
      cf.cond_br %1618, ^bb335, ^bb336
    ^bb335:  // pred: ^bb334
      %1619 = cute.memref.load(%rmem_433, %2) : (!memref_rmem_bf16_2, !cute.coord<"126">) -> bf16
      cute.memref.store(%view_239, %2, %1619) : (!memref_gmem_bf16_5, !cute.coord<"126">, bf16) -> ()
      cf.br ^bb336
    ^bb336:  // 2 preds: ^bb334, ^bb335
      %tup_1331 = cute.add_offset(%tup_442, %1) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1332 = cute.deref_arith_tuple_iter(%tup_1331) : !cute_arith_tuple_iter_2fe1bf
      %e0_1333, %e1_1334, %e2_1335 = cute.get_leaves(%tup_1332) : !cute.int_tuple<"(?,?,?)">
      %coord_1336 = cute.make_coord(%e0_1333) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1620 = cute.get_scalars(%coord_1336) : !cute.coord<"?">
      %1621 = arith.cmpi slt, %1620, %c1000_i32 : i32
      %coord_1337 = cute.make_coord(%e1_1334) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1622 = cute.get_scalars(%coord_1337) : !cute.coord<"?">
      %1623 = arith.cmpi slt, %1622, %c1048_i32 : i32
      %1624 = arith.andi %1621, %1623 : i1
      cf.cond_br %1624, ^bb337, ^bb338
    ^bb337:  // pred: ^bb336
      %1625 = cute.memref.load(%rmem_433, %0) : (!memref_rmem_bf16_2, !cute.coord<"127">) -> bf16
      cute.memref.store(%view_239, %0, %1625) : (!memref_gmem_bf16_5, !cute.coord<"127">, bf16) -> ()
      cf.br ^bb338
    ^bb338:  // 2 preds: ^bb336, ^bb337
      cf.br ^bb339
    ^bb339:  // 2 preds: ^bb81, ^bb338
      return
    }
  }
  func.func @cutlass___call___cute_irkernelsgemm_sm80_h07743697(%arg0: !memref_gmem_bf16_6, %arg1: !memref_gmem_bf16_7, %arg2: !memref_gmem_bf16_8, %arg3: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %c98304_i64 = arith.constant 98304 : i64
    %c0_i32 = arith.constant 0 : i32
    %c2_i32 = arith.constant 2 : i32
    %c72_i32 = arith.constant 72 : i32
    %c1_i32 = arith.constant 1 : i32
    %c128_i32 = arith.constant 128 : i32
    %0 = cute.static : !cute_layout_62513c
    %1 = cute.static : !cute_layout_e8ffd0
    %2 = cute.static : !cute_layout_7f13f7
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_6
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_7
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_bf16_8
    %view = cute.make_view(%iter, %2) : !memref_gmem_bf16_
    %view_2 = cute.make_view(%iter_0, %1) : !memref_gmem_bf16_1
    %view_3 = cute.make_view(%iter_1, %0) : !memref_gmem_bf16_2
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.simt_async_copy<bf16, cache = global, 128 b>
    %3 = cute.make_tiled_copy(%atom) : !copy_ldgsts
    %4 = cute.make_tiled_copy(%atom) : !copy_ldgsts1
    %5 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c98304_i64, gridDim = (%c72_i32, %c1_i32, %c2_i32), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%5] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    cuda.launch_cfg.cooperative[%5] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %6 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h9262ce8b_0<%5> (%view, %view_2, %view_3) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_bf16_, !memref_gmem_bf16_1, !memref_gmem_bf16_2) -> !cuda.result
    %7 = cuda.cast %6 : !cuda.result -> i32
    cuda.return_if_error %7 : i32
    return %c0_i32 : i32
  }
}
