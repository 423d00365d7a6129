!cute_arith_tuple_iter_2fe1bf = !cute.arith_tuple_iter<"(?,?,?)">
!cute_arith_tuple_iter_3f9628 = !cute.arith_tuple_iter<"(?{div=128},0,?)">
!cute_arith_tuple_iter_7aa7ab = !cute.arith_tuple_iter<"(?{div=128},-56,?)">
!cute_arith_tuple_iter_815f75 = !cute.arith_tuple_iter<"(?{div=128},?{div=128},?)">
!cute_arith_tuple_iter_9b797c = !cute.arith_tuple_iter<"(?,?{div=8},?)">
!cute_arith_tuple_iter_c87bd7 = !cute.arith_tuple_iter<"(0,0,?)">
!cute_arith_tuple_iter_d50395 = !cute.arith_tuple_iter<"(?,?{div=2},?)">
!cute_arith_tuple_iter_da3d01 = !cute.arith_tuple_iter<"(0,0,0)">
!cute_coord_tensor_9e7079 = !cute.coord_tensor<"(?,?{div=8},?)", "((8,1),8,1,9):((1@1,0),16@0,0,64@1)">
!cute_coord_tensor_c2587f = !cute.coord_tensor<"(?,?,?)", "((8,1),8,1,9):((1@1,0),16@0,0,64@1)">
!cute_int_tuple_1d5a4a = !cute.int_tuple<"?{div=520000}">
!cute_int_tuple_41955a = !cute.int_tuple<"(?{div=128},0,?)">
!cute_int_tuple_63bcf0 = !cute.int_tuple<"(?{div=128},0)">
!cute_int_tuple_718b17 = !cute.int_tuple<"?{div=1048000}">
!cute_int_tuple_747e14 = !cute.int_tuple<"?{div=544960}">
!cute_int_tuple_a0ee65 = !cute.int_tuple<"(?{div=128},?{div=128})">
!cute_int_tuple_d8f416 = !cute.int_tuple<"(?,?{div=2},?)">
!cute_int_tuple_dff6a5 = !cute.int_tuple<"(?{div=128},-56,?)">
!cute_layout_027d53 = !cute.layout<"((128,64),(8,9)):((1@0,1@1),(128@0,64@1))">
!cute_layout_08193a = !cute.layout<"((8,1),((4))):((1,0),((2048)))">
!cute_layout_216d36 = !cute.layout<"((128,128),(8,9)):((1048,1),(134144,128))">
!cute_layout_363700 = !cute.layout<"((128,64),(8,9)):((520,1),(66560,64))">
!cute_layout_46ed9b = !cute.layout<"((2,2),4,8):((1,2),4,16)">
!cute_layout_4c4b49 = !cute.layout<"(1,((8,1))):(8,((1,0)))">
!cute_layout_5273d7 = !cute.layout<"((8,1),((4))):((1,0),((8)))">
!cute_layout_5351b6 = !cute.layout<"((128,128),(8,9)):((1@0,1@1),(128@0,128@1))">
!cute_layout_62513c = !cute.layout<"(1000,1048,2):(1048,1,1048000)">
!cute_layout_6fb86e = !cute.layout<"(1000,1048,2):(1@0,1@1,1@2)">
!cute_layout_701db0 = !cute.layout<"(2,(64)):(1,(2))">
!cute_layout_71c43e = !cute.layout<"((8,1),((8,1))):((1,0),((1024,0)))">
!cute_layout_72915e = !cute.layout<"(1048,520,2):(1@0,1@1,1@2)">
!cute_layout_7d9642 = !cute.layout<"((2,2,2),4,1):((1,2,4),8,0)">
!cute_layout_82340b = !cute.layout<"((128,64),(9,9)):((520,1),(66560,64))">
!cute_layout_9136e5 = !cute.layout<"((8,1),8,1,9):((1,0),8320,0,64)">
!cute_layout_99d1e9 = !cute.layout<"((8,1),((8,1))):((1,0),((8320,0)))">
!cute_layout_a2f4c5 = !cute.layout<"((8,1),4,(2,2),(1,3)):((1,0),2048,(?{div=16},?{div=32}),(0,8192))">
!cute_layout_a7f414 = !cute.layout<"((128,64),(9,9)):((1@0,1@1),(128@0,64@1))">
!cute_layout_dc11ff = !cute.layout<"(1000,520,2):(520,1,520000)">
!cute_layout_dcb831 = !cute.layout<"(1000,520,2):(1@0,1@1,1@2)">
!cute_layout_e8ffd0 = !cute.layout<"(1048,520,2):(520,1,544960)">
!cute_layout_e94fd4 = !cute.layout<"(2,((2,4,8))):(1,((8384,33536,16)))">
!cute_layout_f3aa67 = !cute.layout<"(1,((8,1))):(0,((1,0)))">
!cute_layout_f8b369 = !cute.layout<"((8,1),8,1,(1,3)):((1,0),1024,0,(0,8192))">
!cute_layout_f95207 = !cute.layout<"((2,2),8,1):((1,2),4,0)">
!cute_ptr_2914ae = !cute.ptr<bf16, rmem, align<16>>
!cute_ptr_3ddfa0 = !cute.ptr<bf16, smem, align<1024>>
!cute_ptr_667fbe = !cute.ptr<bf16, smem, align<16>>
!cute_ptr_6f3445 = !cute.ptr<bf16, gmem, align<16>>
!cute_ptr_9af6a0 = !cute.ptr<i8, smem, align<1024>>
!cute_stride_be29a3 = !cute.stride<"((1,0),2048,(?{div=16},?{div=32}),(0,8192))">
!copy_ldgsts = !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<bf16, cache = global, 128 b>, layout_copy_tv = <"((8,16),8):((128,1),16)">, tiler_mn = <"[16:1;64:1]">>
!copy_ldsm_4_ = !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = bf16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>
!copy_ldsm_4_1 = !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = bf16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>, layout_copy_tv = <"((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))">, tiler_mn = <"[32:1;16:1]">>
!memref_gmem_bf16_ = !cute.memref<bf16, gmem, align<16>, "(1000,520,2):(520,1,520000)">
!memref_gmem_bf16_1 = !cute.memref<bf16, gmem, align<16>, "(1048,520,2):(520,1,544960)">
!memref_gmem_bf16_2 = !cute.memref<bf16, gmem, align<16>, "(1000,1048,2):(1048,1,1048000)">
!memref_gmem_bf16_3 = !cute.memref<bf16, gmem, align<16>, "(128,64,9):(520,1,64)">
!memref_gmem_bf16_4 = !cute.memref<bf16, gmem, "(128,64,9):(520,1,64)">
!memref_gmem_bf16_5 = !cute.memref<bf16, gmem, align<4>, "((2,2),4,8):((1,8384),33536,16)">
!memref_gmem_bf16_6 = !cute.memref<bf16, gmem, align<16>, "(2,1000,520):(520000,520,1)">
!memref_gmem_bf16_7 = !cute.memref<bf16, gmem, align<16>, "(2,520,1048):(544960,1,520)">
!memref_gmem_bf16_8 = !cute.memref<bf16, gmem, align<16>, "(2,1000,1048):(1048000,1048,1)">
!memref_rmem_bf16_ = !cute.memref<bf16, rmem, align<16>, "((2,2,2),4,(2,2)):((1,2,4),8,(32,64))">
!memref_rmem_bf16_1 = !cute.memref<bf16, rmem, align<8>, "((2,2),8,(2,2)):((1,2),4,(32,64))">
!memref_rmem_bf16_2 = !cute.memref<bf16, rmem, align<32>, "((2,2),4,8):((1,2),4,16)">
!memref_rmem_f32_ = !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">
!memref_rmem_i8_ = !cute.memref<i8, rmem, align<32>, "(1,8,1):(8,1,0)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,8,1):(0,1,0)">
!memref_smem_bf16_ = !cute.memref<bf16, smem, align<16>, "((8,1),8,1,(1,3)):((1,0),1024,0,(0,8192))">
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hfedbc2c3_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_kernel_cute_irkernelsgemm_hfedbc2c3_0(%arg0: !memref_gmem_bf16_, %arg1: !memref_gmem_bf16_1, %arg2: !memref_gmem_bf16_2) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
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
      %159 = cute.static : !cute.int_tuple<"(0,48)">
      %160 = cute.static : !cute.coord<"47">
      %161 = cute.static : !cute.int_tuple<"(104,33)">
      %162 = cute.static : !cute.coord<"46">
      %163 = cute.static : !cute.int_tuple<"(104,32)">
      %164 = cute.static : !cute.coord<"45">
      %165 = cute.static : !cute.int_tuple<"(96,33)">
      %166 = cute.static : !cute.coord<"44">
      %167 = cute.static : !cute.int_tuple<"(96,32)">
      %168 = cute.static : !cute.coord<"43">
      %169 = cute.static : !cute.int_tuple<"(72,33)">
      %170 = cute.static : !cute.coord<"42">
      %171 = cute.static : !cute.int_tuple<"(72,32)">
      %172 = cute.static : !cute.coord<"41">
      %173 = cute.static : !cute.int_tuple<"(64,33)">
      %174 = cute.static : !cute.coord<"40">
      %175 = cute.static : !cute.int_tuple<"(64,32)">
      %176 = cute.static : !cute.coord<"39">
      %177 = cute.static : !cute.int_tuple<"(40,33)">
      %178 = cute.static : !cute.coord<"38">
      %179 = cute.static : !cute.int_tuple<"(40,32)">
      %180 = cute.static : !cute.coord<"37">
      %181 = cute.static : !cute.int_tuple<"(32,33)">
      %182 = cute.static : !cute.coord<"36">
      %183 = cute.static : !cute.int_tuple<"(32,32)">
      %184 = cute.static : !cute.coord<"35">
      %185 = cute.static : !cute.int_tuple<"(8,33)">
      %186 = cute.static : !cute.coord<"34">
      %187 = cute.static : !cute.int_tuple<"(8,32)">
      %188 = cute.static : !cute.coord<"33">
      %189 = cute.static : !cute.int_tuple<"(0,33)">
      %190 = cute.static : !cute.coord<"32">
      %191 = cute.static : !cute.int_tuple<"(0,32)">
      %192 = cute.static : !cute.coord<"31">
      %193 = cute.static : !cute.int_tuple<"(104,17)">
      %194 = cute.static : !cute.coord<"30">
      %195 = cute.static : !cute.int_tuple<"(104,16)">
      %196 = cute.static : !cute.coord<"29">
      %197 = cute.static : !cute.int_tuple<"(96,17)">
      %198 = cute.static : !cute.coord<"28">
      %199 = cute.static : !cute.int_tuple<"(96,16)">
      %200 = cute.static : !cute.coord<"27">
      %201 = cute.static : !cute.int_tuple<"(72,17)">
      %202 = cute.static : !cute.coord<"26">
      %203 = cute.static : !cute.int_tuple<"(72,16)">
      %204 = cute.static : !cute.coord<"25">
      %205 = cute.static : !cute.int_tuple<"(64,17)">
      %206 = cute.static : !cute.coord<"24">
      %207 = cute.static : !cute.int_tuple<"(64,16)">
      %208 = cute.static : !cute.coord<"23">
      %209 = cute.static : !cute.int_tuple<"(40,17)">
      %210 = cute.static : !cute.coord<"22">
      %211 = cute.static : !cute.int_tuple<"(40,16)">
      %212 = cute.static : !cute.coord<"21">
      %213 = cute.static : !cute.int_tuple<"(32,17)">
      %214 = cute.static : !cute.coord<"20">
      %215 = cute.static : !cute.int_tuple<"(32,16)">
      %216 = cute.static : !cute.coord<"19">
      %217 = cute.static : !cute.int_tuple<"(8,17)">
      %218 = cute.static : !cute.coord<"18">
      %219 = cute.static : !cute.int_tuple<"(8,16)">
      %220 = cute.static : !cute.coord<"17">
      %221 = cute.static : !cute.int_tuple<"(0,17)">
      %222 = cute.static : !cute.coord<"16">
      %223 = cute.static : !cute.int_tuple<"(0,16)">
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
      %252 = cute.static : !cute_layout_e94fd4
      %253 = cute.static : !cute_layout_701db0
      %c1000_i32 = arith.constant 1000 : i32
      %254 = cute.static : !cute.int_tuple<"96">
      %255 = cute.static : !cute_layout_f95207
      %256 = cute.static : !cute_layout_7d9642
      %257 = cute.static : !cute_layout_46ed9b
      %258 = cute.static : !cute_layout_f8b369
      %259 = cute.static : !cute_layout_9136e5
      %260 = cute.static : !cute.int_tuple<"32">
      %c9_i32 = arith.constant 9 : i32
      %261 = cute.static : !cute.int_tuple<"6">
      %262 = llvm.mlir.constant(3 : i32) : i32
      %263 = llvm.mlir.constant(2 : i32) : i32
      %264 = cute.static : !cute.int_tuple<"2">
      %265 = llvm.mlir.constant(1 : i32) : i32
      %266 = llvm.mlir.constant(0 : i32) : i32
      %267 = cute.static : !cute.int_tuple<"4">
      %268 = cute.static : !cute_layout_5273d7
      %269 = cute.static : !cute_layout_08193a
      %270 = cute.static : !cute.shape<"((8,1),4,(2,2),(1,3))">
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
      %271 = cute.static : !cute_layout_4c4b49
      %272 = cute.static : !cute.int_tuple<"8192">
      %273 = cute.static : !cute.int_tuple<"64">
      %c1_i32 = arith.constant 1 : i32
      %274 = cute.static : !cute_layout_f3aa67
      %275 = cute.static : !cute_layout_71c43e
      %276 = cute.static : !cute_layout_99d1e9
      %c0_i8 = arith.constant 0 : i8
      %277 = cute.static : !cute.coord<"(0,7,0)">
      %278 = cute.static : !cute.int_tuple<"(112,0)">
      %279 = cute.static : !cute.coord<"(0,6,0)">
      %280 = cute.static : !cute.int_tuple<"(96,0)">
      %281 = cute.static : !cute.coord<"(0,5,0)">
      %282 = cute.static : !cute.int_tuple<"(80,0)">
      %283 = cute.static : !cute.coord<"(0,4,0)">
      %284 = cute.static : !cute.int_tuple<"(64,0)">
      %285 = cute.static : !cute.coord<"(0,3,0)">
      %286 = cute.static : !cute.int_tuple<"(48,0)">
      %287 = cute.static : !cute.coord<"(0,2,0)">
      %288 = cute.static : !cute.int_tuple<"(32,0)">
      %289 = cute.static : !cute.coord<"(0,1,0)">
      %290 = cute.static : !cute.int_tuple<"(16,0)">
      %291 = cute.static : !cute.coord<"(0,0,0)">
      %c3_i32 = arith.constant 3 : i32
      %c448_i32 = arith.constant 448 : i32
      %c512_i32 = arith.constant 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c64_i32 = arith.constant 64 : i32
      %c520_i32 = arith.constant 520 : i32
      %292 = cute.static : !cute.int_tuple<"49152">
      %c-16_i64 = arith.constant -16 : i64
      %293 = cute.static : !cute.layout<"(128,64,9):(520,1,64)">
      %294 = cute.static : !cute_layout_5351b6
      %295 = cute.static : !cute_layout_6fb86e
      %296 = cute.static : !cute_layout_a7f414
      %297 = cute.static : !cute_layout_72915e
      %298 = cute.static : !cute_layout_027d53
      %299 = cute.static : !cute_layout_dcb831
      %300 = cute.static : !cute_layout_216d36
      %301 = cute.static : !cute_layout_62513c
      %302 = cute.static : !cute_layout_82340b
      %303 = cute.static : !cute_layout_e8ffd0
      %304 = cute.static : !cute_layout_363700
      %305 = cute.static : !cute_layout_dc11ff
      %c8_i32 = arith.constant 8 : i32
      %c72_i32 = arith.constant 72 : i32
      %306 = cute.static : !cute_nvgpu.atom.ldsm<val_type = bf16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>
      %307 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %308 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %309 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %310 = arith.divsi %308, %c72_i32 : i32
      %311 = arith.muli %310, %c72_i32 : i32
      %312 = arith.cmpi ne, %308, %311 : i32
      %c0_i32_1 = arith.constant 0 : i32
      %313 = arith.cmpi slt, %308, %c0_i32_1 : i32
      %314 = arith.cmpi slt, %c72_i32, %c0_i32_1 : i32
      %315 = arith.cmpi ne, %313, %314 : i1
      %316 = arith.andi %312, %315 : i1
      %c-1_i32 = arith.constant -1 : i32
      %317 = arith.addi %310, %c-1_i32 : i32
      %318 = arith.select %316, %317, %310 : i32
      %319 = arith.muli %318, %c8_i32 : i32
      %320 = arith.subi %c8_i32, %319 : i32
      %321 = arith.cmpi slt, %320, %c8_i32 : i32
      %322 = arith.select %321, %320, %c8_i32 : i32
      %323 = arith.muli %318, %c72_i32 : i32
      %324 = arith.subi %308, %323 : i32
      %325 = arith.remsi %324, %322 : i32
      %326 = arith.addi %319, %325 : i32
      %327 = arith.divsi %324, %322 : i32
      %328 = arith.muli %327, %322 : i32
      %329 = arith.cmpi ne, %324, %328 : i32
      %c0_i32_2 = arith.constant 0 : i32
      %330 = arith.cmpi slt, %324, %c0_i32_2 : i32
      %331 = arith.cmpi slt, %322, %c0_i32_2 : i32
      %332 = arith.cmpi ne, %330, %331 : i1
      %333 = arith.andi %329, %332 : i1
      %c-1_i32_3 = arith.constant -1 : i32
      %334 = arith.addi %327, %c-1_i32_3 : i32
      %335 = arith.select %333, %334, %327 : i32
      %coord = cute.make_coord(%309) : (i32) -> !cute.coord<"(_,_,?)">
      %idx = cute.crd2idx(%coord, %305) : (!cute.coord<"(_,_,?)">, !cute_layout_dc11ff) -> !cute_int_tuple_1d5a4a
      %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %ptr = cute.add_offset(%iter, %idx) : (!cute_ptr_6f3445, !cute_int_tuple_1d5a4a) -> !cute_ptr_6f3445
      %coord_4 = cute.make_coord(%326) : (i32) -> !cute.coord<"((_,_),(?,_))">
      %idx_5 = cute.crd2idx(%coord_4, %304) : (!cute.coord<"((_,_),(?,_))">, !cute_layout_363700) -> !cute.int_tuple<"?{div=66560}">
      %ptr_6 = cute.add_offset(%ptr, %idx_5) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=66560}">) -> !cute_ptr_6f3445
      %idx_7 = cute.crd2idx(%coord, %303) : (!cute.coord<"(_,_,?)">, !cute_layout_e8ffd0) -> !cute_int_tuple_747e14
      %iter_8 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
      %ptr_9 = cute.add_offset(%iter_8, %idx_7) : (!cute_ptr_6f3445, !cute_int_tuple_747e14) -> !cute_ptr_6f3445
      %coord_10 = cute.make_coord(%335) : (i32) -> !cute.coord<"((_,_),(?,_))">
      %idx_11 = cute.crd2idx(%coord_10, %302) : (!cute.coord<"((_,_),(?,_))">, !cute_layout_82340b) -> !cute.int_tuple<"?{div=66560}">
      %ptr_12 = cute.add_offset(%ptr_9, %idx_11) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=66560}">) -> !cute_ptr_6f3445
      %idx_13 = cute.crd2idx(%coord, %301) : (!cute.coord<"(_,_,?)">, !cute_layout_62513c) -> !cute_int_tuple_718b17
      %iter_14 = cute.get_iter(%arg2) : !memref_gmem_bf16_2
      %ptr_15 = cute.add_offset(%iter_14, %idx_13) : (!cute_ptr_6f3445, !cute_int_tuple_718b17) -> !cute_ptr_6f3445
      %coord_16 = cute.make_coord(%326, %335) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %idx_17 = cute.crd2idx(%coord_16, %300) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_216d36) -> !cute.int_tuple<"?{div=128}">
      %ptr_18 = cute.add_offset(%ptr_15, %idx_17) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=128}">) -> !cute_ptr_6f3445
      %int_tup_iter = cute.make_arith_tuple_iter() : () -> !cute_arith_tuple_iter_da3d01
      %idx_19 = cute.crd2idx(%coord, %299) : (!cute.coord<"(_,_,?)">, !cute_layout_dcb831) -> !cute.int_tuple<"(0,0,?)">
      %tup = cute.add_offset(%int_tup_iter, %idx_19) : (!cute_arith_tuple_iter_da3d01, !cute.int_tuple<"(0,0,?)">) -> !cute_arith_tuple_iter_c87bd7
      %idx_20 = cute.crd2idx(%coord_4, %298) : (!cute.coord<"((_,_),(?,_))">, !cute_layout_027d53) -> !cute_int_tuple_63bcf0
      %tup_21 = cute.add_offset(%tup, %idx_20) : (!cute_arith_tuple_iter_c87bd7, !cute_int_tuple_63bcf0) -> !cute_arith_tuple_iter_3f9628
      %tup_22 = cute.deref_arith_tuple_iter(%tup_21) : !cute_arith_tuple_iter_3f9628
      %e0, %e1, %e2 = cute.get_leaves(%tup_22) : !cute_int_tuple_41955a
      %idx_23 = cute.crd2idx(%coord, %297) : (!cute.coord<"(_,_,?)">, !cute_layout_72915e) -> !cute.int_tuple<"(0,0,?)">
      %tup_24 = cute.add_offset(%int_tup_iter, %idx_23) : (!cute_arith_tuple_iter_da3d01, !cute.int_tuple<"(0,0,?)">) -> !cute_arith_tuple_iter_c87bd7
      %idx_25 = cute.crd2idx(%coord_10, %296) : (!cute.coord<"((_,_),(?,_))">, !cute_layout_a7f414) -> !cute_int_tuple_63bcf0
      %tup_26 = cute.add_offset(%tup_24, %idx_25) : (!cute_arith_tuple_iter_c87bd7, !cute_int_tuple_63bcf0) -> !cute_arith_tuple_iter_3f9628
      %tup_27 = cute.deref_arith_tuple_iter(%tup_26) : !cute_arith_tuple_iter_3f9628
      %e0_28, %e1_29, %e2_30 = cute.get_leaves(%tup_27) : !cute_int_tuple_41955a
      %idx_31 = cute.crd2idx(%coord, %295) : (!cute.coord<"(_,_,?)">, !cute_layout_6fb86e) -> !cute.int_tuple<"(0,0,?)">
      %tup_32 = cute.add_offset(%int_tup_iter, %idx_31) : (!cute_arith_tuple_iter_da3d01, !cute.int_tuple<"(0,0,?)">) -> !cute_arith_tuple_iter_c87bd7
      %idx_33 = cute.crd2idx(%coord_16, %294) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_5351b6) -> !cute_int_tuple_a0ee65
      %tup_34 = cute.add_offset(%tup_32, %idx_33) : (!cute_arith_tuple_iter_c87bd7, !cute_int_tuple_a0ee65) -> !cute_arith_tuple_iter_815f75
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"-56">
      %ptr_35 = cute.add_offset(%ptr_6, %int_tuple) : (!cute_ptr_6f3445, !cute.int_tuple<"-56">) -> !cute_ptr_6f3445
      %view = cute.make_view(%ptr_35, %293) : !memref_gmem_bf16_3
      %dyn = cute.derefine(%view) : !memref_gmem_bf16_3 to !memref_gmem_bf16_4
      %iter_36 = cute.get_iter(%dyn) : !memref_gmem_bf16_4
      %ptr_37 = cute.add_offset(%ptr_12, %int_tuple) : (!cute_ptr_6f3445, !cute.int_tuple<"-56">) -> !cute_ptr_6f3445
      %dyn_38 = cute.derefine(%ptr_37) : !cute_ptr_6f3445 to !cute.ptr<bf16, gmem>
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
      %336 = cute.ptrtoint(%iter_36) : !cute.ptr<bf16, gmem> to i64
      %337 = arith.addi %336, %c15_i64 : i64
      %338 = arith.andi %337, %c-16_i64 : i64
      %iv = cute.assume(%338) : (i64) -> !cute.i64<divby 16>
      %339 = cute.inttoptr(%iv) : !cute.i64<divby 16> to !cute_ptr_6f3445
      %340 = cute.ptrtoint(%dyn_38) : !cute.ptr<bf16, gmem> to i64
      %341 = arith.addi %340, %c15_i64 : i64
      %342 = arith.andi %341, %c-16_i64 : i64
      %iv_53 = cute.assume(%342) : (i64) -> !cute.i64<divby 16>
      %343 = cute.inttoptr(%iv_53) : !cute.i64<divby 16> to !cute_ptr_6f3445
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %ptr_54 = cute.add_offset(%smem_ptr, %292) : (!cute_ptr_9af6a0, !cute.int_tuple<"49152">) -> !cute_ptr_9af6a0
      %iter_55 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute_ptr_3ddfa0
      %iter_56 = cute.recast_iter(%ptr_54) : !cute_ptr_9af6a0 to !cute_ptr_3ddfa0
      %344 = arith.divsi %307, %c8_i32 : i32
      %345 = arith.remsi %307, %c8_i32 : i32
      %346 = arith.muli %345, %c8_i32 : i32
      %347 = arith.muli %344, %c520_i32 : i32
      %348 = arith.addi %346, %347 : i32
      %iv_57 = cute.assume(%348) : (i32) -> !cute.i32<divby 8>
      %int_tuple_58 = cute.make_int_tuple(%iv_57) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_59 = cute.add_offset(%339, %int_tuple_58) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
      %349 = arith.remsi %344, %c8_i32 : i32
      %350 = arith.muli %349, %c64_i32 : i32
      %351 = arith.addi %346, %350 : i32
      %352 = arith.divsi %344, %c8_i32 : i32
      %353 = arith.muli %352, %c512_i32 : i32
      %354 = arith.andi %351, %c448_i32 : i32
      %355 = arith.shrsi %354, %c3_i32 : i32
      %356 = arith.xori %351, %355 : i32
      %357 = arith.addi %356, %353 : i32
      %iv_60 = cute.assume(%357) : (i32) -> !cute.i32<divby 8>
      %int_tuple_61 = cute.make_int_tuple(%iv_60) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_62 = cute.add_offset(%iter_55, %int_tuple_61) : (!cute_ptr_3ddfa0, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_667fbe
      %view_63 = cute.make_view(%ptr_62) : !memref_smem_bf16_
      %iv_64 = cute.assume(%346) : (i32) -> !cute.i32<divby 8>
      %int_tuple_65 = cute.make_int_tuple(%344, %iv_64) : (i32, !cute.i32<divby 8>) -> !cute.int_tuple<"(?,?{div=8})">
      %tup_66 = cute.add_offset(%int_tup_iter_45, %int_tuple_65) : (!cute_arith_tuple_iter_7aa7ab, !cute.int_tuple<"(?,?{div=8})">) -> !cute_arith_tuple_iter_9b797c
      %view_67 = cute.make_view(%tup_66) : !cute_coord_tensor_9e7079
      %dyn_68 = cute.derefine(%view_67) : !cute_coord_tensor_9e7079 to !cute_coord_tensor_c2587f
      %ptr_69 = cute.add_offset(%343, %int_tuple_58) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
      %ptr_70 = cute.add_offset(%iter_56, %int_tuple_61) : (!cute_ptr_3ddfa0, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_667fbe
      %view_71 = cute.make_view(%ptr_70) : !memref_smem_bf16_
      %tup_72 = cute.add_offset(%int_tup_iter_52, %int_tuple_65) : (!cute_arith_tuple_iter_7aa7ab, !cute.int_tuple<"(?,?{div=8})">) -> !cute_arith_tuple_iter_9b797c
      %dyn_73 = cute.derefine(%tup_72) : !cute_arith_tuple_iter_9b797c to !cute_arith_tuple_iter_2fe1bf
      %rmem = cute.memref.alloca() : !memref_rmem_i8_
      %iter_74 = cute.get_iter(%rmem) : !memref_rmem_i8_
      %iter_75 = cute.get_iter(%dyn_68) : !cute_coord_tensor_c2587f
      %tup_76 = cute.deref_arith_tuple_iter(%iter_75) : !cute_arith_tuple_iter_2fe1bf
      %e0_77, %e1_78, %e2_79 = cute.get_leaves(%tup_76) : !cute.int_tuple<"(?,?,?)">
      %coord_80 = cute.make_coord(%e0_77) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %358 = cute.get_scalars(%coord_80) : !cute.coord<"?">
      %359 = arith.cmpi slt, %358, %c1000_i32 : i32
      %360 = arith.extui %359 : i1 to i8
      cute.memref.store(%rmem, %291, %360) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %tup_81 = cute.add_offset(%iter_75, %290) : (!cute_arith_tuple_iter_2fe1bf, !cute.int_tuple<"(16,0)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_82 = cute.deref_arith_tuple_iter(%tup_81) : !cute_arith_tuple_iter_2fe1bf
      %e0_83, %e1_84, %e2_85 = cute.get_leaves(%tup_82) : !cute.int_tuple<"(?,?,?)">
      %coord_86 = cute.make_coord(%e0_83) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %361 = cute.get_scalars(%coord_86) : !cute.coord<"?">
      %362 = arith.cmpi slt, %361, %c1000_i32 : i32
      %363 = arith.extui %362 : i1 to i8
      cute.memref.store(%rmem, %289, %363) : (!memref_rmem_i8_, !cute.coord<"(0,1,0)">, i8) -> ()
      %tup_87 = cute.add_offset(%iter_75, %288) : (!cute_arith_tuple_iter_2fe1bf, !cute.int_tuple<"(32,0)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_88 = cute.deref_arith_tuple_iter(%tup_87) : !cute_arith_tuple_iter_2fe1bf
      %e0_89, %e1_90, %e2_91 = cute.get_leaves(%tup_88) : !cute.int_tuple<"(?,?,?)">
      %coord_92 = cute.make_coord(%e0_89) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %364 = cute.get_scalars(%coord_92) : !cute.coord<"?">
      %365 = arith.cmpi slt, %364, %c1000_i32 : i32
      %366 = arith.extui %365 : i1 to i8
      cute.memref.store(%rmem, %287, %366) : (!memref_rmem_i8_, !cute.coord<"(0,2,0)">, i8) -> ()
      %tup_93 = cute.add_offset(%iter_75, %286) : (!cute_arith_tuple_iter_2fe1bf, !cute.int_tuple<"(48,0)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_94 = cute.deref_arith_tuple_iter(%tup_93) : !cute_arith_tuple_iter_2fe1bf
      %e0_95, %e1_96, %e2_97 = cute.get_leaves(%tup_94) : !cute.int_tuple<"(?,?,?)">
      %coord_98 = cute.make_coord(%e0_95) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %367 = cute.get_scalars(%coord_98) : !cute.coord<"?">
      %368 = arith.cmpi slt, %367, %c1000_i32 : i32
      %369 = arith.extui %368 : i1 to i8
      cute.memref.store(%rmem, %285, %369) : (!memref_rmem_i8_, !cute.coord<"(0,3,0)">, i8) -> ()
      %tup_99 = cute.add_offset(%iter_75, %284) : (!cute_arith_tuple_iter_2fe1bf, !cute.int_tuple<"(64,0)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_100 = cute.deref_arith_tuple_iter(%tup_99) : !cute_arith_tuple_iter_2fe1bf
      %e0_101, %e1_102, %e2_103 = cute.get_leaves(%tup_100) : !cute.int_tuple<"(?,?,?)">
      %coord_104 = cute.make_coord(%e0_101) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %370 = cute.get_scalars(%coord_104) : !cute.coord<"?">
      %371 = arith.cmpi slt, %370, %c1000_i32 : i32
      %372 = arith.extui %371 : i1 to i8
      cute.memref.store(%rmem, %283, %372) : (!memref_rmem_i8_, !cute.coord<"(0,4,0)">, i8) -> ()
      %tup_105 = cute.add_offset(%iter_75, %282) : (!cute_arith_tuple_iter_2fe1bf, !cute.int_tuple<"(80,0)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_106 = cute.deref_arith_tuple_iter(%tup_105) : !cute_arith_tuple_iter_2fe1bf
      %e0_107, %e1_108, %e2_109 = cute.get_leaves(%tup_106) : !cute.int_tuple<"(?,?,?)">
      %coord_110 = cute.make_coord(%e0_107) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %373 = cute.get_scalars(%coord_110) : !cute.coord<"?">
      %374 = arith.cmpi slt, %373, %c1000_i32 : i32
      %375 = arith.extui %374 : i1 to i8
      cute.memref.store(%rmem, %281, %375) : (!memref_rmem_i8_, !cute.coord<"(0,5,0)">, i8) -> ()
      %tup_111 = cute.add_offset(%iter_75, %280) : (!cute_arith_tuple_iter_2fe1bf, !cute.int_tuple<"(96,0)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_112 = cute.deref_arith_tuple_iter(%tup_111) : !cute_arith_tuple_iter_2fe1bf
      %e0_113, %e1_114, %e2_115 = cute.get_leaves(%tup_112) : !cute.int_tuple<"(?,?,?)">
      %coord_116 = cute.make_coord(%e0_113) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %376 = cute.get_scalars(%coord_116) : !cute.coord<"?">
      %377 = arith.cmpi slt, %376, %c1000_i32 : i32
      %378 = arith.extui %377 : i1 to i8
      cute.memref.store(%rmem, %279, %378) : (!memref_rmem_i8_, !cute.coord<"(0,6,0)">, i8) -> ()
      %tup_117 = cute.add_offset(%iter_75, %278) : (!cute_arith_tuple_iter_2fe1bf, !cute.int_tuple<"(112,0)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_118 = cute.deref_arith_tuple_iter(%tup_117) : !cute_arith_tuple_iter_2fe1bf
      %e0_119, %e1_120, %e2_121 = cute.get_leaves(%tup_118) : !cute.int_tuple<"(?,?,?)">
      %coord_122 = cute.make_coord(%e0_119) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %379 = cute.get_scalars(%coord_122) : !cute.coord<"?">
      %380 = arith.cmpi slt, %379, %c1000_i32 : i32
      %381 = arith.extui %380 : i1 to i8
      cute.memref.store(%rmem, %277, %381) : (!memref_rmem_i8_, !cute.coord<"(0,7,0)">, i8) -> ()
      %rmem_123 = cute.memref.alloca() : !memref_rmem_i8_
      %iter_124 = cute.get_iter(%rmem_123) : !memref_rmem_i8_
      %tup_125 = cute.deref_arith_tuple_iter(%dyn_73) : !cute_arith_tuple_iter_2fe1bf
      %e0_126, %e1_127, %e2_128 = cute.get_leaves(%tup_125) : !cute.int_tuple<"(?,?,?)">
      %coord_129 = cute.make_coord(%e0_126) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %382 = cute.get_scalars(%coord_129) : !cute.coord<"?">
      %383 = arith.cmpi slt, %382, %c1048_i32 : i32
      %384 = arith.extui %383 : i1 to i8
      cute.memref.store(%rmem_123, %291, %384) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %tup_130 = cute.add_offset(%tup_72, %290) : (!cute_arith_tuple_iter_9b797c, !cute.int_tuple<"(16,0)">) -> !cute_arith_tuple_iter_9b797c
      %dyn_131 = cute.derefine(%tup_130) : !cute_arith_tuple_iter_9b797c to !cute_arith_tuple_iter_2fe1bf
      %tup_132 = cute.deref_arith_tuple_iter(%dyn_131) : !cute_arith_tuple_iter_2fe1bf
      %e0_133, %e1_134, %e2_135 = cute.get_leaves(%tup_132) : !cute.int_tuple<"(?,?,?)">
      %coord_136 = cute.make_coord(%e0_133) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %385 = cute.get_scalars(%coord_136) : !cute.coord<"?">
      %386 = arith.cmpi slt, %385, %c1048_i32 : i32
      %387 = arith.extui %386 : i1 to i8
      cute.memref.store(%rmem_123, %289, %387) : (!memref_rmem_i8_, !cute.coord<"(0,1,0)">, i8) -> ()
      %tup_137 = cute.add_offset(%tup_72, %288) : (!cute_arith_tuple_iter_9b797c, !cute.int_tuple<"(32,0)">) -> !cute_arith_tuple_iter_9b797c
      %dyn_138 = cute.derefine(%tup_137) : !cute_arith_tuple_iter_9b797c to !cute_arith_tuple_iter_2fe1bf
      %tup_139 = cute.deref_arith_tuple_iter(%dyn_138) : !cute_arith_tuple_iter_2fe1bf
      %e0_140, %e1_141, %e2_142 = cute.get_leaves(%tup_139) : !cute.int_tuple<"(?,?,?)">
      %coord_143 = cute.make_coord(%e0_140) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %388 = cute.get_scalars(%coord_143) : !cute.coord<"?">
      %389 = arith.cmpi slt, %388, %c1048_i32 : i32
      %390 = arith.extui %389 : i1 to i8
      cute.memref.store(%rmem_123, %287, %390) : (!memref_rmem_i8_, !cute.coord<"(0,2,0)">, i8) -> ()
      %tup_144 = cute.add_offset(%tup_72, %286) : (!cute_arith_tuple_iter_9b797c, !cute.int_tuple<"(48,0)">) -> !cute_arith_tuple_iter_9b797c
      %dyn_145 = cute.derefine(%tup_144) : !cute_arith_tuple_iter_9b797c to !cute_arith_tuple_iter_2fe1bf
      %tup_146 = cute.deref_arith_tuple_iter(%dyn_145) : !cute_arith_tuple_iter_2fe1bf
      %e0_147, %e1_148, %e2_149 = cute.get_leaves(%tup_146) : !cute.int_tuple<"(?,?,?)">
      %coord_150 = cute.make_coord(%e0_147) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %391 = cute.get_scalars(%coord_150) : !cute.coord<"?">
      %392 = arith.cmpi slt, %391, %c1048_i32 : i32
      %393 = arith.extui %392 : i1 to i8
      cute.memref.store(%rmem_123, %285, %393) : (!memref_rmem_i8_, !cute.coord<"(0,3,0)">, i8) -> ()
      %tup_151 = cute.add_offset(%tup_72, %284) : (!cute_arith_tuple_iter_9b797c, !cute.int_tuple<"(64,0)">) -> !cute_arith_tuple_iter_9b797c
      %dyn_152 = cute.derefine(%tup_151) : !cute_arith_tuple_iter_9b797c to !cute_arith_tuple_iter_2fe1bf
      %tup_153 = cute.deref_arith_tuple_iter(%dyn_152) : !cute_arith_tuple_iter_2fe1bf
      %e0_154, %e1_155, %e2_156 = cute.get_leaves(%tup_153) : !cute.int_tuple<"(?,?,?)">
      %coord_157 = cute.make_coord(%e0_154) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %394 = cute.get_scalars(%coord_157) : !cute.coord<"?">
      %395 = arith.cmpi slt, %394, %c1048_i32 : i32
      %396 = arith.extui %395 : i1 to i8
      cute.memref.store(%rmem_123, %283, %396) : (!memref_rmem_i8_, !cute.coord<"(0,4,0)">, i8) -> ()
      %tup_158 = cute.add_offset(%tup_72, %282) : (!cute_arith_tuple_iter_9b797c, !cute.int_tuple<"(80,0)">) -> !cute_arith_tuple_iter_9b797c
      %dyn_159 = cute.derefine(%tup_158) : !cute_arith_tuple_iter_9b797c to !cute_arith_tuple_iter_2fe1bf
      %tup_160 = cute.deref_arith_tuple_iter(%dyn_159) : !cute_arith_tuple_iter_2fe1bf
      %e0_161, %e1_162, %e2_163 = cute.get_leaves(%tup_160) : !cute.int_tuple<"(?,?,?)">
      %coord_164 = cute.make_coord(%e0_161) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %397 = cute.get_scalars(%coord_164) : !cute.coord<"?">
      %398 = arith.cmpi slt, %397, %c1048_i32 : i32
      %399 = arith.extui %398 : i1 to i8
      cute.memref.store(%rmem_123, %281, %399) : (!memref_rmem_i8_, !cute.coord<"(0,5,0)">, i8) -> ()
      %tup_165 = cute.add_offset(%tup_72, %280) : (!cute_arith_tuple_iter_9b797c, !cute.int_tuple<"(96,0)">) -> !cute_arith_tuple_iter_9b797c
      %dyn_166 = cute.derefine(%tup_165) : !cute_arith_tuple_iter_9b797c to !cute_arith_tuple_iter_2fe1bf
      %tup_167 = cute.deref_arith_tuple_iter(%dyn_166) : !cute_arith_tuple_iter_2fe1bf
      %e0_168, %e1_169, %e2_170 = cute.get_leaves(%tup_167) : !cute.int_tuple<"(?,?,?)">
      %coord_171 = cute.make_coord(%e0_168) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %400 = cute.get_scalars(%coord_171) : !cute.coord<"?">
      %401 = arith.cmpi slt, %400, %c1048_i32 : i32
      %402 = arith.extui %401 : i1 to i8
      cute.memref.store(%rmem_123, %279, %402) : (!memref_rmem_i8_, !cute.coord<"(0,6,0)">, i8) -> ()
      %tup_172 = cute.add_offset(%tup_72, %278) : (!cute_arith_tuple_iter_9b797c, !cute.int_tuple<"(112,0)">) -> !cute_arith_tuple_iter_9b797c
      %dyn_173 = cute.derefine(%tup_172) : !cute_arith_tuple_iter_9b797c to !cute_arith_tuple_iter_2fe1bf
      %tup_174 = cute.deref_arith_tuple_iter(%dyn_173) : !cute_arith_tuple_iter_2fe1bf
      %e0_175, %e1_176, %e2_177 = cute.get_leaves(%tup_174) : !cute.int_tuple<"(?,?,?)">
      %coord_178 = cute.make_coord(%e0_175) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %403 = cute.get_scalars(%coord_178) : !cute.coord<"?">
      %404 = arith.cmpi slt, %403, %c1048_i32 : i32
      %405 = arith.extui %404 : i1 to i8
      cute.memref.store(%rmem_123, %277, %405) : (!memref_rmem_i8_, !cute.coord<"(0,7,0)">, i8) -> ()
      %rmem_179 = cute.memref.alloca() : !memref_rmem_i8_1
      %iter_180 = cute.get_iter(%rmem_179) : !memref_rmem_i8_1
      %coord_181 = cute.make_coord() : () -> !cute.coord<"-1">
      %dyn_182 = cute.derefine(%coord_181) : !cute.coord<"-1"> to !cute.coord<"?">
      %coord_183 = cute.make_coord(%e1_78) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %406 = cute.get_scalars(%dyn_182) : !cute.coord<"?">
      %407 = cute.get_scalars(%coord_183) : !cute.coord<"?">
      %408 = arith.cmpi slt, %406, %407 : i32
      %409 = cute.memref.load(%rmem, %291) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">) -> i8
      %410 = arith.cmpi ne, %409, %c0_i8 : i8
      %411 = arith.andi %410, %408 : i1
      %412 = arith.extui %411 : i1 to i8
      cute.memref.store(%rmem_179, %291, %412) : (!memref_rmem_i8_1, !cute.coord<"(0,0,0)">, i8) -> ()
      %coord_184 = cute.make_coord(%e1_84) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %413 = cute.get_scalars(%coord_184) : !cute.coord<"?">
      %414 = arith.cmpi slt, %406, %413 : i32
      %415 = cute.memref.load(%rmem, %289) : (!memref_rmem_i8_, !cute.coord<"(0,1,0)">) -> i8
      %416 = arith.cmpi ne, %415, %c0_i8 : i8
      %417 = arith.andi %416, %414 : i1
      %418 = arith.extui %417 : i1 to i8
      cute.memref.store(%rmem_179, %289, %418) : (!memref_rmem_i8_1, !cute.coord<"(0,1,0)">, i8) -> ()
      %coord_185 = cute.make_coord(%e1_90) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %419 = cute.get_scalars(%coord_185) : !cute.coord<"?">
      %420 = arith.cmpi slt, %406, %419 : i32
      %421 = cute.memref.load(%rmem, %287) : (!memref_rmem_i8_, !cute.coord<"(0,2,0)">) -> i8
      %422 = arith.cmpi ne, %421, %c0_i8 : i8
      %423 = arith.andi %422, %420 : i1
      %424 = arith.extui %423 : i1 to i8
      cute.memref.store(%rmem_179, %287, %424) : (!memref_rmem_i8_1, !cute.coord<"(0,2,0)">, i8) -> ()
      %coord_186 = cute.make_coord(%e1_96) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %425 = cute.get_scalars(%coord_186) : !cute.coord<"?">
      %426 = arith.cmpi slt, %406, %425 : i32
      %427 = cute.memref.load(%rmem, %285) : (!memref_rmem_i8_, !cute.coord<"(0,3,0)">) -> i8
      %428 = arith.cmpi ne, %427, %c0_i8 : i8
      %429 = arith.andi %428, %426 : i1
      %430 = arith.extui %429 : i1 to i8
      cute.memref.store(%rmem_179, %285, %430) : (!memref_rmem_i8_1, !cute.coord<"(0,3,0)">, i8) -> ()
      %coord_187 = cute.make_coord(%e1_102) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %431 = cute.get_scalars(%coord_187) : !cute.coord<"?">
      %432 = arith.cmpi slt, %406, %431 : i32
      %433 = cute.memref.load(%rmem, %283) : (!memref_rmem_i8_, !cute.coord<"(0,4,0)">) -> i8
      %434 = arith.cmpi ne, %433, %c0_i8 : i8
      %435 = arith.andi %434, %432 : i1
      %436 = arith.extui %435 : i1 to i8
      cute.memref.store(%rmem_179, %283, %436) : (!memref_rmem_i8_1, !cute.coord<"(0,4,0)">, i8) -> ()
      %coord_188 = cute.make_coord(%e1_108) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %437 = cute.get_scalars(%coord_188) : !cute.coord<"?">
      %438 = arith.cmpi slt, %406, %437 : i32
      %439 = cute.memref.load(%rmem, %281) : (!memref_rmem_i8_, !cute.coord<"(0,5,0)">) -> i8
      %440 = arith.cmpi ne, %439, %c0_i8 : i8
      %441 = arith.andi %440, %438 : i1
      %442 = arith.extui %441 : i1 to i8
      cute.memref.store(%rmem_179, %281, %442) : (!memref_rmem_i8_1, !cute.coord<"(0,5,0)">, i8) -> ()
      %coord_189 = cute.make_coord(%e1_114) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %443 = cute.get_scalars(%coord_189) : !cute.coord<"?">
      %444 = arith.cmpi slt, %406, %443 : i32
      %445 = cute.memref.load(%rmem, %279) : (!memref_rmem_i8_, !cute.coord<"(0,6,0)">) -> i8
      %446 = arith.cmpi ne, %445, %c0_i8 : i8
      %447 = arith.andi %446, %444 : i1
      %448 = arith.extui %447 : i1 to i8
      cute.memref.store(%rmem_179, %279, %448) : (!memref_rmem_i8_1, !cute.coord<"(0,6,0)">, i8) -> ()
      %coord_190 = cute.make_coord(%e1_120) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %449 = cute.get_scalars(%coord_190) : !cute.coord<"?">
      %450 = arith.cmpi slt, %406, %449 : i32
      %451 = cute.memref.load(%rmem, %277) : (!memref_rmem_i8_, !cute.coord<"(0,7,0)">) -> i8
      %452 = arith.cmpi ne, %451, %c0_i8 : i8
      %453 = arith.andi %452, %450 : i1
      %454 = arith.extui %453 : i1 to i8
      cute.memref.store(%rmem_179, %277, %454) : (!memref_rmem_i8_1, !cute.coord<"(0,7,0)">, i8) -> ()
      %rmem_191 = cute.memref.alloca() : !memref_rmem_i8_1
      %iter_192 = cute.get_iter(%rmem_191) : !memref_rmem_i8_1
      %coord_193 = cute.make_coord(%e1_127) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %455 = cute.get_scalars(%coord_193) : !cute.coord<"?">
      %456 = arith.cmpi slt, %406, %455 : i32
      %457 = cute.memref.load(%rmem_123, %291) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">) -> i8
      %458 = arith.cmpi ne, %457, %c0_i8 : i8
      %459 = arith.andi %458, %456 : i1
      %460 = arith.extui %459 : i1 to i8
      cute.memref.store(%rmem_191, %291, %460) : (!memref_rmem_i8_1, !cute.coord<"(0,0,0)">, i8) -> ()
      %coord_194 = cute.make_coord(%e1_134) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %461 = cute.get_scalars(%coord_194) : !cute.coord<"?">
      %462 = arith.cmpi slt, %406, %461 : i32
      %463 = cute.memref.load(%rmem_123, %289) : (!memref_rmem_i8_, !cute.coord<"(0,1,0)">) -> i8
      %464 = arith.cmpi ne, %463, %c0_i8 : i8
      %465 = arith.andi %464, %462 : i1
      %466 = arith.extui %465 : i1 to i8
      cute.memref.store(%rmem_191, %289, %466) : (!memref_rmem_i8_1, !cute.coord<"(0,1,0)">, i8) -> ()
      %coord_195 = cute.make_coord(%e1_141) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %467 = cute.get_scalars(%coord_195) : !cute.coord<"?">
      %468 = arith.cmpi slt, %406, %467 : i32
      %469 = cute.memref.load(%rmem_123, %287) : (!memref_rmem_i8_, !cute.coord<"(0,2,0)">) -> i8
      %470 = arith.cmpi ne, %469, %c0_i8 : i8
      %471 = arith.andi %470, %468 : i1
      %472 = arith.extui %471 : i1 to i8
      cute.memref.store(%rmem_191, %287, %472) : (!memref_rmem_i8_1, !cute.coord<"(0,2,0)">, i8) -> ()
      %coord_196 = cute.make_coord(%e1_148) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %473 = cute.get_scalars(%coord_196) : !cute.coord<"?">
      %474 = arith.cmpi slt, %406, %473 : i32
      %475 = cute.memref.load(%rmem_123, %285) : (!memref_rmem_i8_, !cute.coord<"(0,3,0)">) -> i8
      %476 = arith.cmpi ne, %475, %c0_i8 : i8
      %477 = arith.andi %476, %474 : i1
      %478 = arith.extui %477 : i1 to i8
      cute.memref.store(%rmem_191, %285, %478) : (!memref_rmem_i8_1, !cute.coord<"(0,3,0)">, i8) -> ()
      %coord_197 = cute.make_coord(%e1_155) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %479 = cute.get_scalars(%coord_197) : !cute.coord<"?">
      %480 = arith.cmpi slt, %406, %479 : i32
      %481 = cute.memref.load(%rmem_123, %283) : (!memref_rmem_i8_, !cute.coord<"(0,4,0)">) -> i8
      %482 = arith.cmpi ne, %481, %c0_i8 : i8
      %483 = arith.andi %482, %480 : i1
      %484 = arith.extui %483 : i1 to i8
      cute.memref.store(%rmem_191, %283, %484) : (!memref_rmem_i8_1, !cute.coord<"(0,4,0)">, i8) -> ()
      %coord_198 = cute.make_coord(%e1_162) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %485 = cute.get_scalars(%coord_198) : !cute.coord<"?">
      %486 = arith.cmpi slt, %406, %485 : i32
      %487 = cute.memref.load(%rmem_123, %281) : (!memref_rmem_i8_, !cute.coord<"(0,5,0)">) -> i8
      %488 = arith.cmpi ne, %487, %c0_i8 : i8
      %489 = arith.andi %488, %486 : i1
      %490 = arith.extui %489 : i1 to i8
      cute.memref.store(%rmem_191, %281, %490) : (!memref_rmem_i8_1, !cute.coord<"(0,5,0)">, i8) -> ()
      %coord_199 = cute.make_coord(%e1_169) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %491 = cute.get_scalars(%coord_199) : !cute.coord<"?">
      %492 = arith.cmpi slt, %406, %491 : i32
      %493 = cute.memref.load(%rmem_123, %279) : (!memref_rmem_i8_, !cute.coord<"(0,6,0)">) -> i8
      %494 = arith.cmpi ne, %493, %c0_i8 : i8
      %495 = arith.andi %494, %492 : i1
      %496 = arith.extui %495 : i1 to i8
      cute.memref.store(%rmem_191, %279, %496) : (!memref_rmem_i8_1, !cute.coord<"(0,6,0)">, i8) -> ()
      %coord_200 = cute.make_coord(%e1_176) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %497 = cute.get_scalars(%coord_200) : !cute.coord<"?">
      %498 = arith.cmpi slt, %406, %497 : i32
      %499 = cute.memref.load(%rmem_123, %277) : (!memref_rmem_i8_, !cute.coord<"(0,7,0)">) -> i8
      %500 = arith.cmpi ne, %499, %c0_i8 : i8
      %501 = arith.andi %500, %498 : i1
      %502 = arith.extui %501 : i1 to i8
      cute.memref.store(%rmem_191, %277, %502) : (!memref_rmem_i8_1, !cute.coord<"(0,7,0)">, i8) -> ()
      cute.memref.store_vec(%cst_0, %view_63) : (vector<192xbf16>, !memref_smem_bf16_) -> ()
      cute.memref.store_vec(%cst_0, %view_71) : (vector<192xbf16>, !memref_smem_bf16_) -> ()
      nvvm.barrier
      cf.br ^bb1(%c0_i32 : i32)
    ^bb1(%503: i32):  // 2 preds: ^bb0, ^bb2
      %504 = arith.cmpi slt, %503, %c8_i32 : i32
      cf.cond_br %504, ^bb2, ^bb3 {llvm.loop_annotation = #loop_annotation}
    ^bb2:  // pred: ^bb1
      %coord_201 = cute.make_coord(%503) : (i32) -> !cute.coord<"(_,?)">
      %idx_202 = cute.crd2idx(%coord_201, %276) : (!cute.coord<"(_,?)">, !cute_layout_99d1e9) -> !cute.int_tuple<"?{div=8320}">
      %ptr_203 = cute.add_offset(%ptr_59, %idx_202) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8320}">) -> !cute_ptr_6f3445
      %idx_204 = cute.crd2idx(%coord_201, %275) : (!cute.coord<"(_,?)">, !cute_layout_71c43e) -> !cute.int_tuple<"?{div=1024}">
      %ptr_205 = cute.add_offset(%ptr_62, %idx_204) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=1024}">) -> !cute_ptr_667fbe
      %idx_206 = cute.crd2idx(%coord_201, %274) : (!cute.coord<"(_,?)">, !cute_layout_f3aa67) -> !cute.int_tuple<"?">
      %ptr_207 = cute.add_offset(%iter_180, %idx_206) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %505 = builtin.unrealized_conversion_cast %ptr_207 : !cute.ptr<i8, rmem> to !llvm.ptr
      %506 = llvm.load %505 : !llvm.ptr -> i8
      %507 = llvm.trunc %506 : i8 to i1
      %iter_208 = cute.recast_iter(%ptr_203) : !cute_ptr_6f3445 to !cute.ptr<i128, gmem>
      %iter_209 = cute.recast_iter(%ptr_205) : !cute_ptr_667fbe to !cute.ptr<i128, smem>
      cute_nvgpu.arch.copy.SM80.cp_async(%iter_209 : !cute.ptr<i128, smem>, %iter_208 : !cute.ptr<i128, gmem>, %507 : i1) {cache_mode = <global>}
      %508 = arith.addi %503, %c1_i32 : i32
      cf.br ^bb1(%508 : i32)
    ^bb3:  // pred: ^bb1
      cf.br ^bb4(%c0_i32 : i32)
    ^bb4(%509: i32):  // 2 preds: ^bb3, ^bb5
      %510 = arith.cmpi slt, %509, %c8_i32 : i32
      cf.cond_br %510, ^bb5, ^bb6 {llvm.loop_annotation = #loop_annotation}
    ^bb5:  // pred: ^bb4
      %coord_210 = cute.make_coord(%509) : (i32) -> !cute.coord<"(_,?)">
      %idx_211 = cute.crd2idx(%coord_210, %276) : (!cute.coord<"(_,?)">, !cute_layout_99d1e9) -> !cute.int_tuple<"?{div=8320}">
      %ptr_212 = cute.add_offset(%ptr_69, %idx_211) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8320}">) -> !cute_ptr_6f3445
      %idx_213 = cute.crd2idx(%coord_210, %275) : (!cute.coord<"(_,?)">, !cute_layout_71c43e) -> !cute.int_tuple<"?{div=1024}">
      %ptr_214 = cute.add_offset(%ptr_70, %idx_213) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=1024}">) -> !cute_ptr_667fbe
      %idx_215 = cute.crd2idx(%coord_210, %274) : (!cute.coord<"(_,?)">, !cute_layout_f3aa67) -> !cute.int_tuple<"?">
      %ptr_216 = cute.add_offset(%iter_192, %idx_215) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %511 = builtin.unrealized_conversion_cast %ptr_216 : !cute.ptr<i8, rmem> to !llvm.ptr
      %512 = llvm.load %511 : !llvm.ptr -> i8
      %513 = llvm.trunc %512 : i8 to i1
      %iter_217 = cute.recast_iter(%ptr_212) : !cute_ptr_6f3445 to !cute.ptr<i128, gmem>
      %iter_218 = cute.recast_iter(%ptr_214) : !cute_ptr_667fbe to !cute.ptr<i128, smem>
      cute_nvgpu.arch.copy.SM80.cp_async(%iter_218 : !cute.ptr<i128, smem>, %iter_217 : !cute.ptr<i128, gmem>, %513 : i1) {cache_mode = <global>}
      %514 = arith.addi %509, %c1_i32 : i32
      cf.br ^bb4(%514 : i32)
    ^bb6:  // pred: ^bb4
      nvvm.cp.async.commit.group
      %ptr_219 = cute.add_offset(%ptr_59, %273) : (!cute_ptr_6f3445, !cute.int_tuple<"64">) -> !cute_ptr_6f3445
      %ptr_220 = cute.add_offset(%ptr_62, %272) : (!cute_ptr_667fbe, !cute.int_tuple<"8192">) -> !cute_ptr_667fbe
      cf.br ^bb7(%c0_i32 : i32)
    ^bb7(%515: i32):  // 2 preds: ^bb6, ^bb8
      %516 = arith.cmpi slt, %515, %c8_i32 : i32
      cf.cond_br %516, ^bb8, ^bb9 {llvm.loop_annotation = #loop_annotation}
    ^bb8:  // pred: ^bb7
      %coord_221 = cute.make_coord(%515) : (i32) -> !cute.coord<"(_,?)">
      %idx_222 = cute.crd2idx(%coord_221, %276) : (!cute.coord<"(_,?)">, !cute_layout_99d1e9) -> !cute.int_tuple<"?{div=8320}">
      %ptr_223 = cute.add_offset(%ptr_219, %idx_222) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8320}">) -> !cute_ptr_6f3445
      %idx_224 = cute.crd2idx(%coord_221, %275) : (!cute.coord<"(_,?)">, !cute_layout_71c43e) -> !cute.int_tuple<"?{div=1024}">
      %ptr_225 = cute.add_offset(%ptr_220, %idx_224) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=1024}">) -> !cute_ptr_667fbe
      %idx_226 = cute.crd2idx(%coord_221, %271) : (!cute.coord<"(_,?)">, !cute_layout_4c4b49) -> !cute.int_tuple<"?">
      %ptr_227 = cute.add_offset(%iter_74, %idx_226) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %517 = builtin.unrealized_conversion_cast %ptr_227 : !cute.ptr<i8, rmem> to !llvm.ptr
      %518 = llvm.load %517 : !llvm.ptr -> i8
      %519 = llvm.trunc %518 : i8 to i1
      %iter_228 = cute.recast_iter(%ptr_223) : !cute_ptr_6f3445 to !cute.ptr<i128, gmem>
      %iter_229 = cute.recast_iter(%ptr_225) : !cute_ptr_667fbe to !cute.ptr<i128, smem>
      cute_nvgpu.arch.copy.SM80.cp_async(%iter_229 : !cute.ptr<i128, smem>, %iter_228 : !cute.ptr<i128, gmem>, %519 : i1) {cache_mode = <global>}
      %520 = arith.addi %515, %c1_i32 : i32
      cf.br ^bb7(%520 : i32)
    ^bb9:  // pred: ^bb7
      %ptr_230 = cute.add_offset(%ptr_69, %273) : (!cute_ptr_6f3445, !cute.int_tuple<"64">) -> !cute_ptr_6f3445
      %ptr_231 = cute.add_offset(%ptr_70, %272) : (!cute_ptr_667fbe, !cute.int_tuple<"8192">) -> !cute_ptr_667fbe
      cf.br ^bb10(%c0_i32 : i32)
    ^bb10(%521: i32):  // 2 preds: ^bb9, ^bb11
      %522 = arith.cmpi slt, %521, %c8_i32 : i32
      cf.cond_br %522, ^bb11, ^bb12 {llvm.loop_annotation = #loop_annotation}
    ^bb11:  // pred: ^bb10
      %coord_232 = cute.make_coord(%521) : (i32) -> !cute.coord<"(_,?)">
      %idx_233 = cute.crd2idx(%coord_232, %276) : (!cute.coord<"(_,?)">, !cute_layout_99d1e9) -> !cute.int_tuple<"?{div=8320}">
      %ptr_234 = cute.add_offset(%ptr_230, %idx_233) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8320}">) -> !cute_ptr_6f3445
      %idx_235 = cute.crd2idx(%coord_232, %275) : (!cute.coord<"(_,?)">, !cute_layout_71c43e) -> !cute.int_tuple<"?{div=1024}">
      %ptr_236 = cute.add_offset(%ptr_231, %idx_235) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=1024}">) -> !cute_ptr_667fbe
      %idx_237 = cute.crd2idx(%coord_232, %271) : (!cute.coord<"(_,?)">, !cute_layout_4c4b49) -> !cute.int_tuple<"?">
      %ptr_238 = cute.add_offset(%iter_124, %idx_237) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %523 = builtin.unrealized_conversion_cast %ptr_238 : !cute.ptr<i8, rmem> to !llvm.ptr
      %524 = llvm.load %523 : !llvm.ptr -> i8
      %525 = llvm.trunc %524 : i8 to i1
      %iter_239 = cute.recast_iter(%ptr_234) : !cute_ptr_6f3445 to !cute.ptr<i128, gmem>
      %iter_240 = cute.recast_iter(%ptr_236) : !cute_ptr_667fbe to !cute.ptr<i128, smem>
      cute_nvgpu.arch.copy.SM80.cp_async(%iter_240 : !cute.ptr<i128, smem>, %iter_239 : !cute.ptr<i128, gmem>, %525 : i1) {cache_mode = <global>}
      %526 = arith.addi %521, %c1_i32 : i32
      cf.br ^bb10(%526 : i32)
    ^bb12:  // pred: ^bb10
      nvvm.cp.async.commit.group
      %rmem_241 = cute.memref.alloca() : !memref_rmem_bf16_
      %rmem_242 = cute.memref.alloca() : !memref_rmem_bf16_1
      %527 = arith.remsi %307, %c32_i32 : i32
      %528 = arith.divsi %307, %c32_i32 : i32
      %529 = arith.remsi %528, %c2_i32 : i32
      %530 = arith.divsi %307, %c64_i32 : i32
      %531 = arith.remsi %530, %c2_i32 : i32
      %532 = arith.remsi %527, %c32_i32 : i32
      %533 = arith.remsi %529, %c2_i32 : i32
      %534 = arith.remsi %531, %c2_i32 : i32
      %535 = arith.divsi %532, %c4_i32 : i32
      %536 = arith.remsi %532, %c4_i32 : i32
      %537 = arith.muli %536, %c2_i32 : i32
      %538 = arith.muli %535, %c1048_i32 : i32
      %539 = arith.addi %537, %538 : i32
      %540 = arith.muli %533, %c16768_i32 : i32
      %541 = arith.muli %534, %c8_i32 : i32
      %542 = arith.addi %540, %541 : i32
      %543 = arith.addi %539, %542 : i32
      %iv_243 = cute.assume(%543) : (i32) -> !cute.i32<divby 2>
      %int_tuple_244 = cute.make_int_tuple(%iv_243) : (!cute.i32<divby 2>) -> !cute.int_tuple<"?{div=2}">
      %ptr_245 = cute.add_offset(%ptr_18, %int_tuple_244) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2}">) -> !cute.ptr<bf16, gmem, align<4>>
      %view_246 = cute.make_view(%ptr_245) : !memref_gmem_bf16_5
      %rmem_247 = cute.memref.alloca() : !memref_rmem_f32_
      cute.memref.store_vec(%cst, %rmem_247) : (vector<128xf32>, !memref_rmem_f32_) -> ()
      %544 = cute.make_tiled_copy(%306) : !copy_ldsm_4_
      %545 = cute.make_tiled_copy(%306) : !copy_ldsm_4_1
      %546 = arith.divsi %307, %c16_i32 : i32
      %547 = arith.remsi %307, %c16_i32 : i32
      %548 = arith.remsi %547, %c8_i32 : i32
      %549 = arith.muli %548, %c64_i32 : i32
      %550 = arith.remsi %546, %c2_i32 : i32
      %551 = arith.muli %550, %c8_i32 : i32
      %552 = arith.addi %549, %551 : i32
      %553 = arith.divsi %547, %c8_i32 : i32
      %554 = arith.muli %553, %c512_i32 : i32
      %555 = arith.divsi %546, %c2_i32 : i32
      %556 = arith.remsi %555, %c2_i32 : i32
      %557 = arith.muli %556, %c1024_i32 : i32
      %558 = arith.addi %554, %557 : i32
      %559 = arith.andi %552, %c128_i32 : i32
      %560 = arith.cmpi eq, %559, %c0_i32 : i32
      %561 = arith.select %560, %c16_i32, %c-16_i32 : i32
      %562 = arith.andi %552, %c256_i32 : i32
      %563 = arith.cmpi eq, %562, %c0_i32 : i32
      %564 = arith.select %563, %c32_i32, %c-32_i32 : i32
      %565 = arith.andi %552, %c448_i32 : i32
      %566 = arith.shrsi %565, %c3_i32 : i32
      %567 = arith.xori %552, %566 : i32
      %568 = arith.addi %567, %558 : i32
      %iv_248 = cute.assume(%568) : (i32) -> !cute.i32<divby 8>
      %int_tuple_249 = cute.make_int_tuple(%iv_248) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_250 = cute.add_offset(%iter_55, %int_tuple_249) : (!cute_ptr_3ddfa0, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_667fbe
      %iv_251 = cute.assume(%561) : (i32) -> !cute.i32<divby 16>
      %iv_252 = cute.assume(%564) : (i32) -> !cute.i32<divby 32>
      %stride = cute.make_stride(%iv_251, %iv_252) : (!cute.i32<divby 16>, !cute.i32<divby 32>) -> !cute_stride_be29a3
      %lay = cute.make_layout(%270, %stride) : !cute_layout_a2f4c5
      %iter_253 = cute.get_iter(%rmem_241) : !memref_rmem_bf16_
      %569 = arith.muli %345, %c64_i32 : i32
      %570 = arith.remsi %344, %c2_i32 : i32
      %571 = arith.muli %570, %c8_i32 : i32
      %572 = arith.addi %569, %571 : i32
      %573 = arith.divsi %344, %c2_i32 : i32
      %574 = arith.divsi %573, %c2_i32 : i32
      %575 = arith.remsi %573, %c2_i32 : i32
      %576 = arith.muli %575, %c1024_i32 : i32
      %577 = arith.divsi %574, %c2_i32 : i32
      %578 = arith.muli %577, %c512_i32 : i32
      %579 = arith.addi %576, %578 : i32
      %580 = arith.andi %572, %c128_i32 : i32
      %581 = arith.cmpi eq, %580, %c0_i32 : i32
      %582 = arith.select %581, %c16_i32, %c-16_i32 : i32
      %583 = arith.andi %572, %c256_i32 : i32
      %584 = arith.cmpi eq, %583, %c0_i32 : i32
      %585 = arith.select %584, %c32_i32, %c-32_i32 : i32
      %586 = arith.andi %572, %c448_i32 : i32
      %587 = arith.shrsi %586, %c3_i32 : i32
      %588 = arith.xori %572, %587 : i32
      %589 = arith.addi %588, %579 : i32
      %iv_254 = cute.assume(%589) : (i32) -> !cute.i32<divby 8>
      %int_tuple_255 = cute.make_int_tuple(%iv_254) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_256 = cute.add_offset(%iter_56, %int_tuple_255) : (!cute_ptr_3ddfa0, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_667fbe
      %iv_257 = cute.assume(%582) : (i32) -> !cute.i32<divby 16>
      %iv_258 = cute.assume(%585) : (i32) -> !cute.i32<divby 32>
      %stride_259 = cute.make_stride(%iv_257, %iv_258) : (!cute.i32<divby 16>, !cute.i32<divby 32>) -> !cute_stride_be29a3
      %lay_260 = cute.make_layout(%270, %stride_259) : !cute_layout_a2f4c5
      %iter_261 = cute.get_iter(%rmem_242) : !memref_rmem_bf16_1
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      cf.br ^bb13(%c0_i32 : i32)
    ^bb13(%590: i32):  // 2 preds: ^bb12, ^bb14
      %591 = arith.cmpi slt, %590, %c4_i32 : i32
      cf.cond_br %591, ^bb14, ^bb15 {llvm.loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb13
      %coord_262 = cute.make_coord(%590) : (i32) -> !cute.coord<"(_,?)">
      %idx_263 = cute.crd2idx(%coord_262, %269) : (!cute.coord<"(_,?)">, !cute_layout_08193a) -> !cute.int_tuple<"?{div=2048}">
      %ptr_264 = cute.add_offset(%ptr_250, %idx_263) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_667fbe
      %idx_265 = cute.crd2idx(%coord_262, %268) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_266 = cute.add_offset(%iter_253, %idx_265) : (!cute_ptr_2914ae, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %592 = cute_nvgpu.arch.copy.ldsm %ptr_264{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <bf16, smem, align<16>> -> vector<4xi32>
      %593 = vector.extractelement %592[%266 : i32] : vector<4xi32>
      %594 = builtin.unrealized_conversion_cast %ptr_266 : !cute_ptr_2914ae to !llvm.ptr
      llvm.store %593, %594 : i32, !llvm.ptr
      %595 = vector.extractelement %592[%265 : i32] : vector<4xi32>
      %ptr_267 = cute.add_offset(%ptr_266, %264) : (!cute_ptr_2914ae, !cute.int_tuple<"2">) -> !cute.ptr<bf16, rmem, align<4>>
      %596 = builtin.unrealized_conversion_cast %ptr_267 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %595, %596 : i32, !llvm.ptr
      %597 = vector.extractelement %592[%263 : i32] : vector<4xi32>
      %ptr_268 = cute.add_offset(%ptr_266, %267) : (!cute_ptr_2914ae, !cute.int_tuple<"4">) -> !cute.ptr<bf16, rmem, align<8>>
      %598 = builtin.unrealized_conversion_cast %ptr_268 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %597, %598 : i32, !llvm.ptr
      %599 = vector.extractelement %592[%262 : i32] : vector<4xi32>
      %ptr_269 = cute.add_offset(%ptr_266, %261) : (!cute_ptr_2914ae, !cute.int_tuple<"6">) -> !cute.ptr<bf16, rmem, align<4>>
      %600 = builtin.unrealized_conversion_cast %ptr_269 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %599, %600 : i32, !llvm.ptr
      %601 = arith.addi %590, %c1_i32 : i32
      cf.br ^bb13(%601 : i32)
    ^bb15:  // pred: ^bb13
      cf.br ^bb16(%c0_i32 : i32)
    ^bb16(%602: i32):  // 2 preds: ^bb15, ^bb17
      %603 = arith.cmpi slt, %602, %c4_i32 : i32
      cf.cond_br %603, ^bb17, ^bb18 {llvm.loop_annotation = #loop_annotation}
    ^bb17:  // pred: ^bb16
      %coord_270 = cute.make_coord(%602) : (i32) -> !cute.coord<"(_,?)">
      %idx_271 = cute.crd2idx(%coord_270, %269) : (!cute.coord<"(_,?)">, !cute_layout_08193a) -> !cute.int_tuple<"?{div=2048}">
      %ptr_272 = cute.add_offset(%ptr_256, %idx_271) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_667fbe
      %idx_273 = cute.crd2idx(%coord_270, %268) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_274 = cute.add_offset(%iter_261, %idx_273) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, rmem, align<8>>
      %604 = cute_nvgpu.arch.copy.ldsm %ptr_272{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <bf16, smem, align<16>> -> vector<4xi32>
      %605 = vector.extractelement %604[%266 : i32] : vector<4xi32>
      %606 = builtin.unrealized_conversion_cast %ptr_274 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %605, %606 : i32, !llvm.ptr
      %607 = vector.extractelement %604[%265 : i32] : vector<4xi32>
      %ptr_275 = cute.add_offset(%ptr_274, %264) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"2">) -> !cute.ptr<bf16, rmem, align<4>>
      %608 = builtin.unrealized_conversion_cast %ptr_275 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %607, %608 : i32, !llvm.ptr
      %609 = vector.extractelement %604[%263 : i32] : vector<4xi32>
      %ptr_276 = cute.add_offset(%ptr_274, %267) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"4">) -> !cute.ptr<bf16, rmem, align<8>>
      %610 = builtin.unrealized_conversion_cast %ptr_276 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %609, %610 : i32, !llvm.ptr
      %611 = vector.extractelement %604[%262 : i32] : vector<4xi32>
      %ptr_277 = cute.add_offset(%ptr_274, %261) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"6">) -> !cute.ptr<bf16, rmem, align<4>>
      %612 = builtin.unrealized_conversion_cast %ptr_277 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %611, %612 : i32, !llvm.ptr
      %613 = arith.addi %602, %c1_i32 : i32
      cf.br ^bb16(%613 : i32)
    ^bb18:  // pred: ^bb16
      %ptr_278 = cute.add_offset(%iter_253, %260) : (!cute_ptr_2914ae, !cute.int_tuple<"32">) -> !cute_ptr_2914ae
      %ptr_279 = cute.add_offset(%iter_261, %260) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"32">) -> !cute.ptr<bf16, rmem, align<8>>
      %iter_280 = cute.get_iter(%rmem_247) : !memref_rmem_f32_
      %ptr_281 = cute.add_offset(%iter_253, %273) : (!cute_ptr_2914ae, !cute.int_tuple<"64">) -> !cute_ptr_2914ae
      %ptr_282 = cute.add_offset(%iter_261, %273) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"64">) -> !cute.ptr<bf16, rmem, align<8>>
      %ptr_283 = cute.add_offset(%iter_253, %254) : (!cute_ptr_2914ae, !cute.int_tuple<"96">) -> !cute_ptr_2914ae
      %ptr_284 = cute.add_offset(%iter_261, %254) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"96">) -> !cute.ptr<bf16, rmem, align<8>>
      cf.br ^bb19(%c0_i32, %c2_i32, %c0_i32 : i32, i32, i32)
    ^bb19(%614: i32, %615: i32, %616: i32):  // 2 preds: ^bb18, ^bb76
      %617 = arith.cmpi slt, %614, %c9_i32 : i32
      cf.cond_br %617, ^bb20, ^bb77
    ^bb20:  // pred: ^bb19
      %coord_285 = cute.make_coord(%616) : (i32) -> !cute.coord<"(_,_,1,?)">
      %idx_286 = cute.crd2idx(%coord_285, %lay) : (!cute.coord<"(_,_,1,?)">, !cute_layout_a2f4c5) -> !cute.int_tuple<"?{div=16}">
      %ptr_287 = cute.add_offset(%ptr_250, %idx_286) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_667fbe
      cf.br ^bb21(%c0_i32 : i32)
    ^bb21(%618: i32):  // 2 preds: ^bb20, ^bb22
      %619 = arith.cmpi slt, %618, %c4_i32 : i32
      cf.cond_br %619, ^bb22, ^bb23 {llvm.loop_annotation = #loop_annotation}
    ^bb22:  // pred: ^bb21
      %coord_288 = cute.make_coord(%618) : (i32) -> !cute.coord<"(_,?)">
      %idx_289 = cute.crd2idx(%coord_288, %269) : (!cute.coord<"(_,?)">, !cute_layout_08193a) -> !cute.int_tuple<"?{div=2048}">
      %ptr_290 = cute.add_offset(%ptr_287, %idx_289) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_667fbe
      %idx_291 = cute.crd2idx(%coord_288, %268) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_292 = cute.add_offset(%ptr_278, %idx_291) : (!cute_ptr_2914ae, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %620 = cute_nvgpu.arch.copy.ldsm %ptr_290{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <bf16, smem, align<16>> -> vector<4xi32>
      %621 = vector.extractelement %620[%266 : i32] : vector<4xi32>
      %622 = builtin.unrealized_conversion_cast %ptr_292 : !cute_ptr_2914ae to !llvm.ptr
      llvm.store %621, %622 : i32, !llvm.ptr
      %623 = vector.extractelement %620[%265 : i32] : vector<4xi32>
      %ptr_293 = cute.add_offset(%ptr_292, %264) : (!cute_ptr_2914ae, !cute.int_tuple<"2">) -> !cute.ptr<bf16, rmem, align<4>>
      %624 = builtin.unrealized_conversion_cast %ptr_293 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %623, %624 : i32, !llvm.ptr
      %625 = vector.extractelement %620[%263 : i32] : vector<4xi32>
      %ptr_294 = cute.add_offset(%ptr_292, %267) : (!cute_ptr_2914ae, !cute.int_tuple<"4">) -> !cute.ptr<bf16, rmem, align<8>>
      %626 = builtin.unrealized_conversion_cast %ptr_294 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %625, %626 : i32, !llvm.ptr
      %627 = vector.extractelement %620[%262 : i32] : vector<4xi32>
      %ptr_295 = cute.add_offset(%ptr_292, %261) : (!cute_ptr_2914ae, !cute.int_tuple<"6">) -> !cute.ptr<bf16, rmem, align<4>>
      %628 = builtin.unrealized_conversion_cast %ptr_295 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %627, %628 : i32, !llvm.ptr
      %629 = arith.addi %618, %c1_i32 : i32
      cf.br ^bb21(%629 : i32)
    ^bb23:  // pred: ^bb21
      %idx_296 = cute.crd2idx(%coord_285, %lay_260) : (!cute.coord<"(_,_,1,?)">, !cute_layout_a2f4c5) -> !cute.int_tuple<"?{div=16}">
      %ptr_297 = cute.add_offset(%ptr_256, %idx_296) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_667fbe
      cf.br ^bb24(%c0_i32 : i32)
    ^bb24(%630: i32):  // 2 preds: ^bb23, ^bb25
      %631 = arith.cmpi slt, %630, %c4_i32 : i32
      cf.cond_br %631, ^bb25, ^bb26 {llvm.loop_annotation = #loop_annotation}
    ^bb25:  // pred: ^bb24
      %coord_298 = cute.make_coord(%630) : (i32) -> !cute.coord<"(_,?)">
      %idx_299 = cute.crd2idx(%coord_298, %269) : (!cute.coord<"(_,?)">, !cute_layout_08193a) -> !cute.int_tuple<"?{div=2048}">
      %ptr_300 = cute.add_offset(%ptr_297, %idx_299) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_667fbe
      %idx_301 = cute.crd2idx(%coord_298, %268) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_302 = cute.add_offset(%ptr_279, %idx_301) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, rmem, align<8>>
      %632 = cute_nvgpu.arch.copy.ldsm %ptr_300{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <bf16, smem, align<16>> -> vector<4xi32>
      %633 = vector.extractelement %632[%266 : i32] : vector<4xi32>
      %634 = builtin.unrealized_conversion_cast %ptr_302 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %633, %634 : i32, !llvm.ptr
      %635 = vector.extractelement %632[%265 : i32] : vector<4xi32>
      %ptr_303 = cute.add_offset(%ptr_302, %264) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"2">) -> !cute.ptr<bf16, rmem, align<4>>
      %636 = builtin.unrealized_conversion_cast %ptr_303 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %635, %636 : i32, !llvm.ptr
      %637 = vector.extractelement %632[%263 : i32] : vector<4xi32>
      %ptr_304 = cute.add_offset(%ptr_302, %267) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"4">) -> !cute.ptr<bf16, rmem, align<8>>
      %638 = builtin.unrealized_conversion_cast %ptr_304 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %637, %638 : i32, !llvm.ptr
      %639 = vector.extractelement %632[%262 : i32] : vector<4xi32>
      %ptr_305 = cute.add_offset(%ptr_302, %261) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"6">) -> !cute.ptr<bf16, rmem, align<4>>
      %640 = builtin.unrealized_conversion_cast %ptr_305 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %639, %640 : i32, !llvm.ptr
      %641 = arith.addi %630, %c1_i32 : i32
      cf.br ^bb24(%641 : i32)
    ^bb26:  // pred: ^bb24
      %642 = arith.addi %614, %c2_i32 : i32
      %643 = arith.cmpi slt, %642, %c9_i32 : i32
      cf.cond_br %643, ^bb27, ^bb34
    ^bb27:  // pred: ^bb26
      %coord_306 = cute.make_coord(%642) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_307 = cute.crd2idx(%coord_306, %259) : (!cute.coord<"(_,_,_,?)">, !cute_layout_9136e5) -> !cute.int_tuple<"?{div=64}">
      %ptr_308 = cute.add_offset(%ptr_59, %idx_307) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=64}">) -> !cute_ptr_6f3445
      %coord_309 = cute.make_coord(%615) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_310 = cute.crd2idx(%coord_309, %258) : (!cute.coord<"(_,_,_,?)">, !cute_layout_f8b369) -> !cute.int_tuple<"?{div=8192}">
      %ptr_311 = cute.add_offset(%ptr_62, %idx_310) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=8192}">) -> !cute_ptr_667fbe
      cf.br ^bb28(%c0_i32 : i32)
    ^bb28(%644: i32):  // 2 preds: ^bb27, ^bb29
      %645 = arith.cmpi slt, %644, %c8_i32 : i32
      cf.cond_br %645, ^bb29, ^bb30 {llvm.loop_annotation = #loop_annotation}
    ^bb29:  // pred: ^bb28
      %coord_312 = cute.make_coord(%644) : (i32) -> !cute.coord<"(_,?)">
      %idx_313 = cute.crd2idx(%coord_312, %276) : (!cute.coord<"(_,?)">, !cute_layout_99d1e9) -> !cute.int_tuple<"?{div=8320}">
      %ptr_314 = cute.add_offset(%ptr_308, %idx_313) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8320}">) -> !cute_ptr_6f3445
      %idx_315 = cute.crd2idx(%coord_312, %275) : (!cute.coord<"(_,?)">, !cute_layout_71c43e) -> !cute.int_tuple<"?{div=1024}">
      %ptr_316 = cute.add_offset(%ptr_311, %idx_315) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=1024}">) -> !cute_ptr_667fbe
      %idx_317 = cute.crd2idx(%coord_312, %271) : (!cute.coord<"(_,?)">, !cute_layout_4c4b49) -> !cute.int_tuple<"?">
      %ptr_318 = cute.add_offset(%iter_74, %idx_317) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %646 = builtin.unrealized_conversion_cast %ptr_318 : !cute.ptr<i8, rmem> to !llvm.ptr
      %647 = llvm.load %646 : !llvm.ptr -> i8
      %648 = llvm.trunc %647 : i8 to i1
      %iter_319 = cute.recast_iter(%ptr_314) : !cute_ptr_6f3445 to !cute.ptr<i128, gmem>
      %iter_320 = cute.recast_iter(%ptr_316) : !cute_ptr_667fbe to !cute.ptr<i128, smem>
      cute_nvgpu.arch.copy.SM80.cp_async(%iter_320 : !cute.ptr<i128, smem>, %iter_319 : !cute.ptr<i128, gmem>, %648 : i1) {cache_mode = <global>}
      %649 = arith.addi %644, %c1_i32 : i32
      cf.br ^bb28(%649 : i32)
    ^bb30:  // pred: ^bb28
      %ptr_321 = cute.add_offset(%ptr_69, %idx_307) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=64}">) -> !cute_ptr_6f3445
      %ptr_322 = cute.add_offset(%ptr_70, %idx_310) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=8192}">) -> !cute_ptr_667fbe
      cf.br ^bb31(%c0_i32 : i32)
    ^bb31(%650: i32):  // 2 preds: ^bb30, ^bb32
      %651 = arith.cmpi slt, %650, %c8_i32 : i32
      cf.cond_br %651, ^bb32, ^bb33 {llvm.loop_annotation = #loop_annotation}
    ^bb32:  // pred: ^bb31
      %coord_323 = cute.make_coord(%650) : (i32) -> !cute.coord<"(_,?)">
      %idx_324 = cute.crd2idx(%coord_323, %276) : (!cute.coord<"(_,?)">, !cute_layout_99d1e9) -> !cute.int_tuple<"?{div=8320}">
      %ptr_325 = cute.add_offset(%ptr_321, %idx_324) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8320}">) -> !cute_ptr_6f3445
      %idx_326 = cute.crd2idx(%coord_323, %275) : (!cute.coord<"(_,?)">, !cute_layout_71c43e) -> !cute.int_tuple<"?{div=1024}">
      %ptr_327 = cute.add_offset(%ptr_322, %idx_326) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=1024}">) -> !cute_ptr_667fbe
      %idx_328 = cute.crd2idx(%coord_323, %271) : (!cute.coord<"(_,?)">, !cute_layout_4c4b49) -> !cute.int_tuple<"?">
      %ptr_329 = cute.add_offset(%iter_124, %idx_328) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %652 = builtin.unrealized_conversion_cast %ptr_329 : !cute.ptr<i8, rmem> to !llvm.ptr
      %653 = llvm.load %652 : !llvm.ptr -> i8
      %654 = llvm.trunc %653 : i8 to i1
      %iter_330 = cute.recast_iter(%ptr_325) : !cute_ptr_6f3445 to !cute.ptr<i128, gmem>
      %iter_331 = cute.recast_iter(%ptr_327) : !cute_ptr_667fbe to !cute.ptr<i128, smem>
      cute_nvgpu.arch.copy.SM80.cp_async(%iter_331 : !cute.ptr<i128, smem>, %iter_330 : !cute.ptr<i128, gmem>, %654 : i1) {cache_mode = <global>}
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
      %coord_332 = cute.make_coord(%656) : (i32) -> !cute.coord<"(_,?,0)">
      %idx_333 = cute.crd2idx(%coord_332, %256) : (!cute.coord<"(_,?,0)">, !cute_layout_7d9642) -> !cute.int_tuple<"?{div=8}">
      %ptr_334 = cute.add_offset(%iter_253, %idx_333) : (!cute_ptr_2914ae, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %658 = builtin.unrealized_conversion_cast %ptr_334 : !cute_ptr_2914ae to !llvm.ptr
      %659 = llvm.getelementptr %658[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %660 = llvm.getelementptr %658[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %661 = llvm.getelementptr %658[3] : (!llvm.ptr) -> !llvm.ptr, i32
      cf.br ^bb37(%c0_i32 : i32)
    ^bb37(%662: i32):  // 2 preds: ^bb36, ^bb38
      %663 = arith.cmpi slt, %662, %c8_i32 : i32
      cf.cond_br %663, ^bb38, ^bb39 {llvm.loop_annotation = #loop_annotation}
    ^bb38:  // pred: ^bb37
      %coord_335 = cute.make_coord(%662) : (i32) -> !cute.coord<"(_,?,0)">
      %coord_336 = cute.make_coord(%656, %662) : (i32, i32) -> !cute.coord<"(_,?,?)">
      %idx_337 = cute.crd2idx(%coord_335, %255) : (!cute.coord<"(_,?,0)">, !cute_layout_f95207) -> !cute.int_tuple<"?{div=4}">
      %ptr_338 = cute.add_offset(%iter_261, %idx_337) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<bf16, rmem, align<8>>
      %idx_339 = cute.crd2idx(%coord_336, %257) : (!cute.coord<"(_,?,?)">, !cute_layout_46ed9b) -> !cute.int_tuple<"?{div=4}">
      %ptr_340 = cute.add_offset(%iter_280, %idx_339) : (!cute.ptr<f32, rmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %664 = llvm.load %658 : !llvm.ptr -> i32
      %665 = llvm.load %659 : !llvm.ptr -> i32
      %666 = llvm.load %660 : !llvm.ptr -> i32
      %667 = llvm.load %661 : !llvm.ptr -> i32
      %668 = builtin.unrealized_conversion_cast %ptr_338 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      %669 = llvm.load %668 : !llvm.ptr -> i32
      %670 = llvm.getelementptr %668[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %671 = llvm.load %670 : !llvm.ptr -> i32
      %672 = builtin.unrealized_conversion_cast %ptr_340 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
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
      %coord_341 = cute.make_coord(%616) : (i32) -> !cute.coord<"(_,_,2,?)">
      %idx_342 = cute.crd2idx(%coord_341, %lay) : (!cute.coord<"(_,_,2,?)">, !cute_layout_a2f4c5) -> !cute.int_tuple<"?{div=32}">
      %ptr_343 = cute.add_offset(%ptr_250, %idx_342) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=32}">) -> !cute_ptr_667fbe
      cf.br ^bb41(%c0_i32 : i32)
    ^bb41(%683: i32):  // 2 preds: ^bb40, ^bb42
      %684 = arith.cmpi slt, %683, %c4_i32 : i32
      cf.cond_br %684, ^bb42, ^bb43 {llvm.loop_annotation = #loop_annotation}
    ^bb42:  // pred: ^bb41
      %coord_344 = cute.make_coord(%683) : (i32) -> !cute.coord<"(_,?)">
      %idx_345 = cute.crd2idx(%coord_344, %269) : (!cute.coord<"(_,?)">, !cute_layout_08193a) -> !cute.int_tuple<"?{div=2048}">
      %ptr_346 = cute.add_offset(%ptr_343, %idx_345) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_667fbe
      %idx_347 = cute.crd2idx(%coord_344, %268) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_348 = cute.add_offset(%ptr_281, %idx_347) : (!cute_ptr_2914ae, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %685 = cute_nvgpu.arch.copy.ldsm %ptr_346{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <bf16, smem, align<16>> -> vector<4xi32>
      %686 = vector.extractelement %685[%266 : i32] : vector<4xi32>
      %687 = builtin.unrealized_conversion_cast %ptr_348 : !cute_ptr_2914ae to !llvm.ptr
      llvm.store %686, %687 : i32, !llvm.ptr
      %688 = vector.extractelement %685[%265 : i32] : vector<4xi32>
      %ptr_349 = cute.add_offset(%ptr_348, %264) : (!cute_ptr_2914ae, !cute.int_tuple<"2">) -> !cute.ptr<bf16, rmem, align<4>>
      %689 = builtin.unrealized_conversion_cast %ptr_349 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %688, %689 : i32, !llvm.ptr
      %690 = vector.extractelement %685[%263 : i32] : vector<4xi32>
      %ptr_350 = cute.add_offset(%ptr_348, %267) : (!cute_ptr_2914ae, !cute.int_tuple<"4">) -> !cute.ptr<bf16, rmem, align<8>>
      %691 = builtin.unrealized_conversion_cast %ptr_350 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %690, %691 : i32, !llvm.ptr
      %692 = vector.extractelement %685[%262 : i32] : vector<4xi32>
      %ptr_351 = cute.add_offset(%ptr_348, %261) : (!cute_ptr_2914ae, !cute.int_tuple<"6">) -> !cute.ptr<bf16, rmem, align<4>>
      %693 = builtin.unrealized_conversion_cast %ptr_351 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %692, %693 : i32, !llvm.ptr
      %694 = arith.addi %683, %c1_i32 : i32
      cf.br ^bb41(%694 : i32)
    ^bb43:  // pred: ^bb41
      %idx_352 = cute.crd2idx(%coord_341, %lay_260) : (!cute.coord<"(_,_,2,?)">, !cute_layout_a2f4c5) -> !cute.int_tuple<"?{div=32}">
      %ptr_353 = cute.add_offset(%ptr_256, %idx_352) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=32}">) -> !cute_ptr_667fbe
      cf.br ^bb44(%c0_i32 : i32)
    ^bb44(%695: i32):  // 2 preds: ^bb43, ^bb45
      %696 = arith.cmpi slt, %695, %c4_i32 : i32
      cf.cond_br %696, ^bb45, ^bb46 {llvm.loop_annotation = #loop_annotation}
    ^bb45:  // pred: ^bb44
      %coord_354 = cute.make_coord(%695) : (i32) -> !cute.coord<"(_,?)">
      %idx_355 = cute.crd2idx(%coord_354, %269) : (!cute.coord<"(_,?)">, !cute_layout_08193a) -> !cute.int_tuple<"?{div=2048}">
      %ptr_356 = cute.add_offset(%ptr_353, %idx_355) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_667fbe
      %idx_357 = cute.crd2idx(%coord_354, %268) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_358 = cute.add_offset(%ptr_282, %idx_357) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, rmem, align<8>>
      %697 = cute_nvgpu.arch.copy.ldsm %ptr_356{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <bf16, smem, align<16>> -> vector<4xi32>
      %698 = vector.extractelement %697[%266 : i32] : vector<4xi32>
      %699 = builtin.unrealized_conversion_cast %ptr_358 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %698, %699 : i32, !llvm.ptr
      %700 = vector.extractelement %697[%265 : i32] : vector<4xi32>
      %ptr_359 = cute.add_offset(%ptr_358, %264) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"2">) -> !cute.ptr<bf16, rmem, align<4>>
      %701 = builtin.unrealized_conversion_cast %ptr_359 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %700, %701 : i32, !llvm.ptr
      %702 = vector.extractelement %697[%263 : i32] : vector<4xi32>
      %ptr_360 = cute.add_offset(%ptr_358, %267) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"4">) -> !cute.ptr<bf16, rmem, align<8>>
      %703 = builtin.unrealized_conversion_cast %ptr_360 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %702, %703 : i32, !llvm.ptr
      %704 = vector.extractelement %697[%262 : i32] : vector<4xi32>
      %ptr_361 = cute.add_offset(%ptr_358, %261) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"6">) -> !cute.ptr<bf16, rmem, align<4>>
      %705 = builtin.unrealized_conversion_cast %ptr_361 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %704, %705 : i32, !llvm.ptr
      %706 = arith.addi %695, %c1_i32 : i32
      cf.br ^bb44(%706 : i32)
    ^bb46:  // pred: ^bb44
      cf.br ^bb47(%c0_i32 : i32)
    ^bb47(%707: i32):  // 2 preds: ^bb46, ^bb51
      %708 = arith.cmpi slt, %707, %c4_i32 : i32
      cf.cond_br %708, ^bb48, ^bb52 {llvm.loop_annotation = #loop_annotation}
    ^bb48:  // pred: ^bb47
      %coord_362 = cute.make_coord(%707) : (i32) -> !cute.coord<"(_,?,0)">
      %idx_363 = cute.crd2idx(%coord_362, %256) : (!cute.coord<"(_,?,0)">, !cute_layout_7d9642) -> !cute.int_tuple<"?{div=8}">
      %ptr_364 = cute.add_offset(%ptr_278, %idx_363) : (!cute_ptr_2914ae, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %709 = builtin.unrealized_conversion_cast %ptr_364 : !cute_ptr_2914ae to !llvm.ptr
      %710 = llvm.getelementptr %709[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %711 = llvm.getelementptr %709[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %712 = llvm.getelementptr %709[3] : (!llvm.ptr) -> !llvm.ptr, i32
      cf.br ^bb49(%c0_i32 : i32)
    ^bb49(%713: i32):  // 2 preds: ^bb48, ^bb50
      %714 = arith.cmpi slt, %713, %c8_i32 : i32
      cf.cond_br %714, ^bb50, ^bb51 {llvm.loop_annotation = #loop_annotation}
    ^bb50:  // pred: ^bb49
      %coord_365 = cute.make_coord(%713) : (i32) -> !cute.coord<"(_,?,0)">
      %coord_366 = cute.make_coord(%707, %713) : (i32, i32) -> !cute.coord<"(_,?,?)">
      %idx_367 = cute.crd2idx(%coord_365, %255) : (!cute.coord<"(_,?,0)">, !cute_layout_f95207) -> !cute.int_tuple<"?{div=4}">
      %ptr_368 = cute.add_offset(%ptr_279, %idx_367) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<bf16, rmem, align<8>>
      %idx_369 = cute.crd2idx(%coord_366, %257) : (!cute.coord<"(_,?,?)">, !cute_layout_46ed9b) -> !cute.int_tuple<"?{div=4}">
      %ptr_370 = cute.add_offset(%iter_280, %idx_369) : (!cute.ptr<f32, rmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %715 = llvm.load %709 : !llvm.ptr -> i32
      %716 = llvm.load %710 : !llvm.ptr -> i32
      %717 = llvm.load %711 : !llvm.ptr -> i32
      %718 = llvm.load %712 : !llvm.ptr -> i32
      %719 = builtin.unrealized_conversion_cast %ptr_368 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      %720 = llvm.load %719 : !llvm.ptr -> i32
      %721 = llvm.getelementptr %719[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %722 = llvm.load %721 : !llvm.ptr -> i32
      %723 = builtin.unrealized_conversion_cast %ptr_370 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
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
      %coord_371 = cute.make_coord(%616) : (i32) -> !cute.coord<"(_,_,3,?)">
      %idx_372 = cute.crd2idx(%coord_371, %lay) : (!cute.coord<"(_,_,3,?)">, !cute_layout_a2f4c5) -> !cute.int_tuple<"?{div=16}">
      %ptr_373 = cute.add_offset(%ptr_250, %idx_372) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_667fbe
      cf.br ^bb53(%c0_i32 : i32)
    ^bb53(%734: i32):  // 2 preds: ^bb52, ^bb54
      %735 = arith.cmpi slt, %734, %c4_i32 : i32
      cf.cond_br %735, ^bb54, ^bb55 {llvm.loop_annotation = #loop_annotation}
    ^bb54:  // pred: ^bb53
      %coord_374 = cute.make_coord(%734) : (i32) -> !cute.coord<"(_,?)">
      %idx_375 = cute.crd2idx(%coord_374, %269) : (!cute.coord<"(_,?)">, !cute_layout_08193a) -> !cute.int_tuple<"?{div=2048}">
      %ptr_376 = cute.add_offset(%ptr_373, %idx_375) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_667fbe
      %idx_377 = cute.crd2idx(%coord_374, %268) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_378 = cute.add_offset(%ptr_283, %idx_377) : (!cute_ptr_2914ae, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %736 = cute_nvgpu.arch.copy.ldsm %ptr_376{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <bf16, smem, align<16>> -> vector<4xi32>
      %737 = vector.extractelement %736[%266 : i32] : vector<4xi32>
      %738 = builtin.unrealized_conversion_cast %ptr_378 : !cute_ptr_2914ae to !llvm.ptr
      llvm.store %737, %738 : i32, !llvm.ptr
      %739 = vector.extractelement %736[%265 : i32] : vector<4xi32>
      %ptr_379 = cute.add_offset(%ptr_378, %264) : (!cute_ptr_2914ae, !cute.int_tuple<"2">) -> !cute.ptr<bf16, rmem, align<4>>
      %740 = builtin.unrealized_conversion_cast %ptr_379 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %739, %740 : i32, !llvm.ptr
      %741 = vector.extractelement %736[%263 : i32] : vector<4xi32>
      %ptr_380 = cute.add_offset(%ptr_378, %267) : (!cute_ptr_2914ae, !cute.int_tuple<"4">) -> !cute.ptr<bf16, rmem, align<8>>
      %742 = builtin.unrealized_conversion_cast %ptr_380 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %741, %742 : i32, !llvm.ptr
      %743 = vector.extractelement %736[%262 : i32] : vector<4xi32>
      %ptr_381 = cute.add_offset(%ptr_378, %261) : (!cute_ptr_2914ae, !cute.int_tuple<"6">) -> !cute.ptr<bf16, rmem, align<4>>
      %744 = builtin.unrealized_conversion_cast %ptr_381 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %743, %744 : i32, !llvm.ptr
      %745 = arith.addi %734, %c1_i32 : i32
      cf.br ^bb53(%745 : i32)
    ^bb55:  // pred: ^bb53
      %idx_382 = cute.crd2idx(%coord_371, %lay_260) : (!cute.coord<"(_,_,3,?)">, !cute_layout_a2f4c5) -> !cute.int_tuple<"?{div=16}">
      %ptr_383 = cute.add_offset(%ptr_256, %idx_382) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_667fbe
      cf.br ^bb56(%c0_i32 : i32)
    ^bb56(%746: i32):  // 2 preds: ^bb55, ^bb57
      %747 = arith.cmpi slt, %746, %c4_i32 : i32
      cf.cond_br %747, ^bb57, ^bb58 {llvm.loop_annotation = #loop_annotation}
    ^bb57:  // pred: ^bb56
      %coord_384 = cute.make_coord(%746) : (i32) -> !cute.coord<"(_,?)">
      %idx_385 = cute.crd2idx(%coord_384, %269) : (!cute.coord<"(_,?)">, !cute_layout_08193a) -> !cute.int_tuple<"?{div=2048}">
      %ptr_386 = cute.add_offset(%ptr_383, %idx_385) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_667fbe
      %idx_387 = cute.crd2idx(%coord_384, %268) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_388 = cute.add_offset(%ptr_284, %idx_387) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, rmem, align<8>>
      %748 = cute_nvgpu.arch.copy.ldsm %ptr_386{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <bf16, smem, align<16>> -> vector<4xi32>
      %749 = vector.extractelement %748[%266 : i32] : vector<4xi32>
      %750 = builtin.unrealized_conversion_cast %ptr_388 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %749, %750 : i32, !llvm.ptr
      %751 = vector.extractelement %748[%265 : i32] : vector<4xi32>
      %ptr_389 = cute.add_offset(%ptr_388, %264) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"2">) -> !cute.ptr<bf16, rmem, align<4>>
      %752 = builtin.unrealized_conversion_cast %ptr_389 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %751, %752 : i32, !llvm.ptr
      %753 = vector.extractelement %748[%263 : i32] : vector<4xi32>
      %ptr_390 = cute.add_offset(%ptr_388, %267) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"4">) -> !cute.ptr<bf16, rmem, align<8>>
      %754 = builtin.unrealized_conversion_cast %ptr_390 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %753, %754 : i32, !llvm.ptr
      %755 = vector.extractelement %748[%262 : i32] : vector<4xi32>
      %ptr_391 = cute.add_offset(%ptr_388, %261) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"6">) -> !cute.ptr<bf16, rmem, align<4>>
      %756 = builtin.unrealized_conversion_cast %ptr_391 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %755, %756 : i32, !llvm.ptr
      %757 = arith.addi %746, %c1_i32 : i32
      cf.br ^bb56(%757 : i32)
    ^bb58:  // pred: ^bb56
      cf.br ^bb59(%c0_i32 : i32)
    ^bb59(%758: i32):  // 2 preds: ^bb58, ^bb63
      %759 = arith.cmpi slt, %758, %c4_i32 : i32
      cf.cond_br %759, ^bb60, ^bb64 {llvm.loop_annotation = #loop_annotation}
    ^bb60:  // pred: ^bb59
      %coord_392 = cute.make_coord(%758) : (i32) -> !cute.coord<"(_,?,0)">
      %idx_393 = cute.crd2idx(%coord_392, %256) : (!cute.coord<"(_,?,0)">, !cute_layout_7d9642) -> !cute.int_tuple<"?{div=8}">
      %ptr_394 = cute.add_offset(%ptr_281, %idx_393) : (!cute_ptr_2914ae, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %760 = builtin.unrealized_conversion_cast %ptr_394 : !cute_ptr_2914ae to !llvm.ptr
      %761 = llvm.getelementptr %760[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %762 = llvm.getelementptr %760[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %763 = llvm.getelementptr %760[3] : (!llvm.ptr) -> !llvm.ptr, i32
      cf.br ^bb61(%c0_i32 : i32)
    ^bb61(%764: i32):  // 2 preds: ^bb60, ^bb62
      %765 = arith.cmpi slt, %764, %c8_i32 : i32
      cf.cond_br %765, ^bb62, ^bb63 {llvm.loop_annotation = #loop_annotation}
    ^bb62:  // pred: ^bb61
      %coord_395 = cute.make_coord(%764) : (i32) -> !cute.coord<"(_,?,0)">
      %coord_396 = cute.make_coord(%758, %764) : (i32, i32) -> !cute.coord<"(_,?,?)">
      %idx_397 = cute.crd2idx(%coord_395, %255) : (!cute.coord<"(_,?,0)">, !cute_layout_f95207) -> !cute.int_tuple<"?{div=4}">
      %ptr_398 = cute.add_offset(%ptr_282, %idx_397) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<bf16, rmem, align<8>>
      %idx_399 = cute.crd2idx(%coord_396, %257) : (!cute.coord<"(_,?,?)">, !cute_layout_46ed9b) -> !cute.int_tuple<"?{div=4}">
      %ptr_400 = cute.add_offset(%iter_280, %idx_399) : (!cute.ptr<f32, rmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %766 = llvm.load %760 : !llvm.ptr -> i32
      %767 = llvm.load %761 : !llvm.ptr -> i32
      %768 = llvm.load %762 : !llvm.ptr -> i32
      %769 = llvm.load %763 : !llvm.ptr -> i32
      %770 = builtin.unrealized_conversion_cast %ptr_398 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      %771 = llvm.load %770 : !llvm.ptr -> i32
      %772 = llvm.getelementptr %770[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %773 = llvm.load %772 : !llvm.ptr -> i32
      %774 = builtin.unrealized_conversion_cast %ptr_400 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
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
      %coord_401 = cute.make_coord(%787) : (i32) -> !cute.coord<"(_,_,0,?)">
      %idx_402 = cute.crd2idx(%coord_401, %lay) : (!cute.coord<"(_,_,0,?)">, !cute_layout_a2f4c5) -> !cute.int_tuple<"?{div=8192}">
      %ptr_403 = cute.add_offset(%ptr_250, %idx_402) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=8192}">) -> !cute_ptr_667fbe
      cf.br ^bb65(%c0_i32 : i32)
    ^bb65(%788: i32):  // 2 preds: ^bb64, ^bb66
      %789 = arith.cmpi slt, %788, %c4_i32 : i32
      cf.cond_br %789, ^bb66, ^bb67 {llvm.loop_annotation = #loop_annotation}
    ^bb66:  // pred: ^bb65
      %coord_404 = cute.make_coord(%788) : (i32) -> !cute.coord<"(_,?)">
      %idx_405 = cute.crd2idx(%coord_404, %269) : (!cute.coord<"(_,?)">, !cute_layout_08193a) -> !cute.int_tuple<"?{div=2048}">
      %ptr_406 = cute.add_offset(%ptr_403, %idx_405) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_667fbe
      %idx_407 = cute.crd2idx(%coord_404, %268) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_408 = cute.add_offset(%iter_253, %idx_407) : (!cute_ptr_2914ae, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %790 = cute_nvgpu.arch.copy.ldsm %ptr_406{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <bf16, smem, align<16>> -> vector<4xi32>
      %791 = vector.extractelement %790[%266 : i32] : vector<4xi32>
      %792 = builtin.unrealized_conversion_cast %ptr_408 : !cute_ptr_2914ae to !llvm.ptr
      llvm.store %791, %792 : i32, !llvm.ptr
      %793 = vector.extractelement %790[%265 : i32] : vector<4xi32>
      %ptr_409 = cute.add_offset(%ptr_408, %264) : (!cute_ptr_2914ae, !cute.int_tuple<"2">) -> !cute.ptr<bf16, rmem, align<4>>
      %794 = builtin.unrealized_conversion_cast %ptr_409 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %793, %794 : i32, !llvm.ptr
      %795 = vector.extractelement %790[%263 : i32] : vector<4xi32>
      %ptr_410 = cute.add_offset(%ptr_408, %267) : (!cute_ptr_2914ae, !cute.int_tuple<"4">) -> !cute.ptr<bf16, rmem, align<8>>
      %796 = builtin.unrealized_conversion_cast %ptr_410 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %795, %796 : i32, !llvm.ptr
      %797 = vector.extractelement %790[%262 : i32] : vector<4xi32>
      %ptr_411 = cute.add_offset(%ptr_408, %261) : (!cute_ptr_2914ae, !cute.int_tuple<"6">) -> !cute.ptr<bf16, rmem, align<4>>
      %798 = builtin.unrealized_conversion_cast %ptr_411 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %797, %798 : i32, !llvm.ptr
      %799 = arith.addi %788, %c1_i32 : i32
      cf.br ^bb65(%799 : i32)
    ^bb67:  // pred: ^bb65
      %idx_412 = cute.crd2idx(%coord_401, %lay_260) : (!cute.coord<"(_,_,0,?)">, !cute_layout_a2f4c5) -> !cute.int_tuple<"?{div=8192}">
      %ptr_413 = cute.add_offset(%ptr_256, %idx_412) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=8192}">) -> !cute_ptr_667fbe
      cf.br ^bb68(%c0_i32 : i32)
    ^bb68(%800: i32):  // 2 preds: ^bb67, ^bb69
      %801 = arith.cmpi slt, %800, %c4_i32 : i32
      cf.cond_br %801, ^bb69, ^bb70 {llvm.loop_annotation = #loop_annotation}
    ^bb69:  // pred: ^bb68
      %coord_414 = cute.make_coord(%800) : (i32) -> !cute.coord<"(_,?)">
      %idx_415 = cute.crd2idx(%coord_414, %269) : (!cute.coord<"(_,?)">, !cute_layout_08193a) -> !cute.int_tuple<"?{div=2048}">
      %ptr_416 = cute.add_offset(%ptr_413, %idx_415) : (!cute_ptr_667fbe, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_667fbe
      %idx_417 = cute.crd2idx(%coord_414, %268) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_418 = cute.add_offset(%iter_261, %idx_417) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, rmem, align<8>>
      %802 = cute_nvgpu.arch.copy.ldsm %ptr_416{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <bf16, smem, align<16>> -> vector<4xi32>
      %803 = vector.extractelement %802[%266 : i32] : vector<4xi32>
      %804 = builtin.unrealized_conversion_cast %ptr_418 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %803, %804 : i32, !llvm.ptr
      %805 = vector.extractelement %802[%265 : i32] : vector<4xi32>
      %ptr_419 = cute.add_offset(%ptr_418, %264) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"2">) -> !cute.ptr<bf16, rmem, align<4>>
      %806 = builtin.unrealized_conversion_cast %ptr_419 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %805, %806 : i32, !llvm.ptr
      %807 = vector.extractelement %802[%263 : i32] : vector<4xi32>
      %ptr_420 = cute.add_offset(%ptr_418, %267) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"4">) -> !cute.ptr<bf16, rmem, align<8>>
      %808 = builtin.unrealized_conversion_cast %ptr_420 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      llvm.store %807, %808 : i32, !llvm.ptr
      %809 = vector.extractelement %802[%262 : i32] : vector<4xi32>
      %ptr_421 = cute.add_offset(%ptr_418, %261) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"6">) -> !cute.ptr<bf16, rmem, align<4>>
      %810 = builtin.unrealized_conversion_cast %ptr_421 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      llvm.store %809, %810 : i32, !llvm.ptr
      %811 = arith.addi %800, %c1_i32 : i32
      cf.br ^bb68(%811 : i32)
    ^bb70:  // pred: ^bb68
      cf.br ^bb71(%c0_i32 : i32)
    ^bb71(%812: i32):  // 2 preds: ^bb70, ^bb75
      %813 = arith.cmpi slt, %812, %c4_i32 : i32
      cf.cond_br %813, ^bb72, ^bb76 {llvm.loop_annotation = #loop_annotation}
    ^bb72:  // pred: ^bb71
      %coord_422 = cute.make_coord(%812) : (i32) -> !cute.coord<"(_,?,0)">
      %idx_423 = cute.crd2idx(%coord_422, %256) : (!cute.coord<"(_,?,0)">, !cute_layout_7d9642) -> !cute.int_tuple<"?{div=8}">
      %ptr_424 = cute.add_offset(%ptr_283, %idx_423) : (!cute_ptr_2914ae, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %814 = builtin.unrealized_conversion_cast %ptr_424 : !cute_ptr_2914ae to !llvm.ptr
      %815 = llvm.getelementptr %814[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %816 = llvm.getelementptr %814[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %817 = llvm.getelementptr %814[3] : (!llvm.ptr) -> !llvm.ptr, i32
      cf.br ^bb73(%c0_i32 : i32)
    ^bb73(%818: i32):  // 2 preds: ^bb72, ^bb74
      %819 = arith.cmpi slt, %818, %c8_i32 : i32
      cf.cond_br %819, ^bb74, ^bb75 {llvm.loop_annotation = #loop_annotation}
    ^bb74:  // pred: ^bb73
      %coord_425 = cute.make_coord(%818) : (i32) -> !cute.coord<"(_,?,0)">
      %coord_426 = cute.make_coord(%812, %818) : (i32, i32) -> !cute.coord<"(_,?,?)">
      %idx_427 = cute.crd2idx(%coord_425, %255) : (!cute.coord<"(_,?,0)">, !cute_layout_f95207) -> !cute.int_tuple<"?{div=4}">
      %ptr_428 = cute.add_offset(%ptr_284, %idx_427) : (!cute.ptr<bf16, rmem, align<8>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<bf16, rmem, align<8>>
      %idx_429 = cute.crd2idx(%coord_426, %257) : (!cute.coord<"(_,?,?)">, !cute_layout_46ed9b) -> !cute.int_tuple<"?{div=4}">
      %ptr_430 = cute.add_offset(%iter_280, %idx_429) : (!cute.ptr<f32, rmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %820 = llvm.load %814 : !llvm.ptr -> i32
      %821 = llvm.load %815 : !llvm.ptr -> i32
      %822 = llvm.load %816 : !llvm.ptr -> i32
      %823 = llvm.load %817 : !llvm.ptr -> i32
      %824 = builtin.unrealized_conversion_cast %ptr_428 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      %825 = llvm.load %824 : !llvm.ptr -> i32
      %826 = llvm.getelementptr %824[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %827 = llvm.load %826 : !llvm.ptr -> i32
      %828 = builtin.unrealized_conversion_cast %ptr_430 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
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
      %rmem_431 = cute.memref.alloca() : !memref_rmem_bf16_2
      %840 = cute.memref.load_vec(%rmem_247) : (!memref_rmem_f32_) -> vector<128xf32>
      %841 = arith.truncf %840 : vector<128xf32> to vector<128xbf16>
      cute.memref.store_vec(%841, %rmem_431) : (vector<128xbf16>, !memref_rmem_bf16_2) -> ()
      %842 = arith.addi %326, %c1_i32 : i32
      %843 = arith.muli %842, %c128_i32 : i32
      %844 = arith.cmpi sle, %843, %c1000_i32 : i32
      %845 = arith.addi %335, %c1_i32 : i32
      %846 = arith.muli %845, %c128_i32 : i32
      %847 = arith.cmpi sle, %846, %c1048_i32 : i32
      %848 = arith.andi %844, %847 : i1
      cf.cond_br %848, ^bb78, ^bb82
    ^bb78:  // pred: ^bb77
      %iter_432 = cute.get_iter(%rmem_431) : !memref_rmem_bf16_2
      cf.br ^bb79(%c0_i32 : i32)
    ^bb79(%849: i32):  // 2 preds: ^bb78, ^bb80
      %850 = arith.cmpi slt, %849, %c64_i32 : i32
      cf.cond_br %850, ^bb80, ^bb81 {llvm.loop_annotation = #loop_annotation}
    ^bb80:  // pred: ^bb79
      %coord_433 = cute.make_coord(%849) : (i32) -> !cute.coord<"(_,?)">
      %idx_434 = cute.crd2idx(%coord_433, %253) : (!cute.coord<"(_,?)">, !cute_layout_701db0) -> !cute.int_tuple<"?{div=2}">
      %ptr_435 = cute.add_offset(%iter_432, %idx_434) : (!cute.ptr<bf16, rmem, align<32>>, !cute.int_tuple<"?{div=2}">) -> !cute.ptr<bf16, rmem, align<4>>
      %idx_436 = cute.crd2idx(%coord_433, %252) : (!cute.coord<"(_,?)">, !cute_layout_e94fd4) -> !cute.int_tuple<"?{div=16}">
      %ptr_437 = cute.add_offset(%ptr_245, %idx_436) : (!cute.ptr<bf16, gmem, align<4>>, !cute.int_tuple<"?{div=16}">) -> !cute.ptr<bf16, gmem, align<4>>
      %851 = builtin.unrealized_conversion_cast %ptr_435 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      %852 = builtin.unrealized_conversion_cast %ptr_437 : !cute.ptr<bf16, gmem, align<4>> to !llvm.ptr<1>
      %853 = llvm.load %851 {alignment = 4 : i64} : !llvm.ptr -> vector<2xbf16>
      llvm.store %853, %852 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<1>
      %854 = arith.addi %849, %c1_i32 : i32
      cf.br ^bb79(%854 : i32)
    ^bb81:  // pred: ^bb79
      cf.br ^bb339
    ^bb82:  // pred: ^bb77
      %855 = arith.muli %533, %c16_i32 : i32
      %856 = arith.addi %535, %855 : i32
      %857 = arith.addi %537, %541 : i32
      %iv_438 = cute.assume(%857) : (i32) -> !cute.i32<divby 2>
      %int_tuple_439 = cute.make_int_tuple(%856, %iv_438) : (i32, !cute.i32<divby 2>) -> !cute.int_tuple<"(?,?{div=2})">
      %tup_440 = cute.add_offset(%tup_34, %int_tuple_439) : (!cute_arith_tuple_iter_815f75, !cute.int_tuple<"(?,?{div=2})">) -> !cute_arith_tuple_iter_d50395
      %tup_441 = cute.deref_arith_tuple_iter(%tup_440) : !cute_arith_tuple_iter_d50395
      %e0_442, %e1_443, %e2_444 = cute.get_leaves(%tup_441) : !cute_int_tuple_d8f416
      %coord_445 = cute.make_coord(%e0_442) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %858 = cute.get_scalars(%coord_445) : !cute.coord<"?">
      %859 = arith.cmpi slt, %858, %c1000_i32 : i32
      %coord_446 = cute.make_coord(%e1_443) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %860 = cute.get_scalars(%coord_446) : !cute.coord<"?{div=2}">
      %861 = arith.cmpi slt, %860, %c1048_i32 : i32
      %862 = arith.andi %859, %861 : i1
      cf.cond_br %862, ^bb83, ^bb84
    ^bb83:  // pred: ^bb82
      %863 = cute.memref.load(%rmem_431, %251) : (!memref_rmem_bf16_2, !cute.coord<"0">) -> bf16
      cute.memref.store(%view_246, %251, %863) : (!memref_gmem_bf16_5, !cute.coord<"0">, bf16) -> ()
      cf.br ^bb84
    ^bb84:  // 2 preds: ^bb82, ^bb83
      %tup_447 = cute.add_offset(%tup_440, %250) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_448 = cute.deref_arith_tuple_iter(%tup_447) : !cute_arith_tuple_iter_2fe1bf
      %e0_449, %e1_450, %e2_451 = cute.get_leaves(%tup_448) : !cute.int_tuple<"(?,?,?)">
      %coord_452 = cute.make_coord(%e0_449) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %864 = cute.get_scalars(%coord_452) : !cute.coord<"?">
      %865 = arith.cmpi slt, %864, %c1000_i32 : i32
      %coord_453 = cute.make_coord(%e1_450) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %866 = cute.get_scalars(%coord_453) : !cute.coord<"?">
      %867 = arith.cmpi slt, %866, %c1048_i32 : i32
      %868 = arith.andi %865, %867 : i1
      cf.cond_br %868, ^bb85, ^bb86
    ^bb85:  // pred: ^bb84
      %869 = cute.memref.load(%rmem_431, %249) : (!memref_rmem_bf16_2, !cute.coord<"1">) -> bf16
      cute.memref.store(%view_246, %249, %869) : (!memref_gmem_bf16_5, !cute.coord<"1">, bf16) -> ()
      cf.br ^bb86
    ^bb86:  // 2 preds: ^bb84, ^bb85
      %tup_454 = cute.add_offset(%tup_440, %248) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_455 = cute.deref_arith_tuple_iter(%tup_454) : !cute_arith_tuple_iter_d50395
      %e0_456, %e1_457, %e2_458 = cute.get_leaves(%tup_455) : !cute_int_tuple_d8f416
      %coord_459 = cute.make_coord(%e0_456) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %870 = cute.get_scalars(%coord_459) : !cute.coord<"?">
      %871 = arith.cmpi slt, %870, %c1000_i32 : i32
      %coord_460 = cute.make_coord(%e1_457) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %872 = cute.get_scalars(%coord_460) : !cute.coord<"?{div=2}">
      %873 = arith.cmpi slt, %872, %c1048_i32 : i32
      %874 = arith.andi %871, %873 : i1
      cf.cond_br %874, ^bb87, ^bb88
    ^bb87:  // pred: ^bb86
      %875 = cute.memref.load(%rmem_431, %247) : (!memref_rmem_bf16_2, !cute.coord<"2">) -> bf16
      cute.memref.store(%view_246, %247, %875) : (!memref_gmem_bf16_5, !cute.coord<"2">, bf16) -> ()
      cf.br ^bb88
    ^bb88:  // 2 preds: ^bb86, ^bb87
      %tup_461 = cute.add_offset(%tup_440, %246) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_462 = cute.deref_arith_tuple_iter(%tup_461) : !cute_arith_tuple_iter_2fe1bf
      %e0_463, %e1_464, %e2_465 = cute.get_leaves(%tup_462) : !cute.int_tuple<"(?,?,?)">
      %coord_466 = cute.make_coord(%e0_463) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %876 = cute.get_scalars(%coord_466) : !cute.coord<"?">
      %877 = arith.cmpi slt, %876, %c1000_i32 : i32
      %coord_467 = cute.make_coord(%e1_464) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %878 = cute.get_scalars(%coord_467) : !cute.coord<"?">
      %879 = arith.cmpi slt, %878, %c1048_i32 : i32
      %880 = arith.andi %877, %879 : i1
      cf.cond_br %880, ^bb89, ^bb90
    ^bb89:  // pred: ^bb88
      %881 = cute.memref.load(%rmem_431, %245) : (!memref_rmem_bf16_2, !cute.coord<"3">) -> bf16
      cute.memref.store(%view_246, %245, %881) : (!memref_gmem_bf16_5, !cute.coord<"3">, bf16) -> ()
      cf.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      %tup_468 = cute.add_offset(%tup_440, %288) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_469 = cute.deref_arith_tuple_iter(%tup_468) : !cute_arith_tuple_iter_d50395
      %e0_470, %e1_471, %e2_472 = cute.get_leaves(%tup_469) : !cute_int_tuple_d8f416
      %coord_473 = cute.make_coord(%e0_470) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %882 = cute.get_scalars(%coord_473) : !cute.coord<"?">
      %883 = arith.cmpi slt, %882, %c1000_i32 : i32
      %coord_474 = cute.make_coord(%e1_471) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %884 = cute.get_scalars(%coord_474) : !cute.coord<"?{div=2}">
      %885 = arith.cmpi slt, %884, %c1048_i32 : i32
      %886 = arith.andi %883, %885 : i1
      cf.cond_br %886, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %887 = cute.memref.load(%rmem_431, %244) : (!memref_rmem_bf16_2, !cute.coord<"4">) -> bf16
      cute.memref.store(%view_246, %244, %887) : (!memref_gmem_bf16_5, !cute.coord<"4">, bf16) -> ()
      cf.br ^bb92
    ^bb92:  // 2 preds: ^bb90, ^bb91
      %tup_475 = cute.add_offset(%tup_440, %243) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_476 = cute.deref_arith_tuple_iter(%tup_475) : !cute_arith_tuple_iter_2fe1bf
      %e0_477, %e1_478, %e2_479 = cute.get_leaves(%tup_476) : !cute.int_tuple<"(?,?,?)">
      %coord_480 = cute.make_coord(%e0_477) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %888 = cute.get_scalars(%coord_480) : !cute.coord<"?">
      %889 = arith.cmpi slt, %888, %c1000_i32 : i32
      %coord_481 = cute.make_coord(%e1_478) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %890 = cute.get_scalars(%coord_481) : !cute.coord<"?">
      %891 = arith.cmpi slt, %890, %c1048_i32 : i32
      %892 = arith.andi %889, %891 : i1
      cf.cond_br %892, ^bb93, ^bb94
    ^bb93:  // pred: ^bb92
      %893 = cute.memref.load(%rmem_431, %242) : (!memref_rmem_bf16_2, !cute.coord<"5">) -> bf16
      cute.memref.store(%view_246, %242, %893) : (!memref_gmem_bf16_5, !cute.coord<"5">, bf16) -> ()
      cf.br ^bb94
    ^bb94:  // 2 preds: ^bb92, ^bb93
      %tup_482 = cute.add_offset(%tup_440, %241) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_483 = cute.deref_arith_tuple_iter(%tup_482) : !cute_arith_tuple_iter_d50395
      %e0_484, %e1_485, %e2_486 = cute.get_leaves(%tup_483) : !cute_int_tuple_d8f416
      %coord_487 = cute.make_coord(%e0_484) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %894 = cute.get_scalars(%coord_487) : !cute.coord<"?">
      %895 = arith.cmpi slt, %894, %c1000_i32 : i32
      %coord_488 = cute.make_coord(%e1_485) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %896 = cute.get_scalars(%coord_488) : !cute.coord<"?{div=2}">
      %897 = arith.cmpi slt, %896, %c1048_i32 : i32
      %898 = arith.andi %895, %897 : i1
      cf.cond_br %898, ^bb95, ^bb96
    ^bb95:  // pred: ^bb94
      %899 = cute.memref.load(%rmem_431, %240) : (!memref_rmem_bf16_2, !cute.coord<"6">) -> bf16
      cute.memref.store(%view_246, %240, %899) : (!memref_gmem_bf16_5, !cute.coord<"6">, bf16) -> ()
      cf.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      %tup_489 = cute.add_offset(%tup_440, %239) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_490 = cute.deref_arith_tuple_iter(%tup_489) : !cute_arith_tuple_iter_2fe1bf
      %e0_491, %e1_492, %e2_493 = cute.get_leaves(%tup_490) : !cute.int_tuple<"(?,?,?)">
      %coord_494 = cute.make_coord(%e0_491) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %900 = cute.get_scalars(%coord_494) : !cute.coord<"?">
      %901 = arith.cmpi slt, %900, %c1000_i32 : i32
      %coord_495 = cute.make_coord(%e1_492) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %902 = cute.get_scalars(%coord_495) : !cute.coord<"?">
      %903 = arith.cmpi slt, %902, %c1048_i32 : i32
      %904 = arith.andi %901, %903 : i1
      cf.cond_br %904, ^bb97, ^bb98
    ^bb97:  // pred: ^bb96
      %905 = cute.memref.load(%rmem_431, %238) : (!memref_rmem_bf16_2, !cute.coord<"7">) -> bf16
      cute.memref.store(%view_246, %238, %905) : (!memref_gmem_bf16_5, !cute.coord<"7">, bf16) -> ()
      cf.br ^bb98
    ^bb98:  // 2 preds: ^bb96, ^bb97
      %tup_496 = cute.add_offset(%tup_440, %284) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_497 = cute.deref_arith_tuple_iter(%tup_496) : !cute_arith_tuple_iter_d50395
      %e0_498, %e1_499, %e2_500 = cute.get_leaves(%tup_497) : !cute_int_tuple_d8f416
      %coord_501 = cute.make_coord(%e0_498) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %906 = cute.get_scalars(%coord_501) : !cute.coord<"?">
      %907 = arith.cmpi slt, %906, %c1000_i32 : i32
      %coord_502 = cute.make_coord(%e1_499) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %908 = cute.get_scalars(%coord_502) : !cute.coord<"?{div=2}">
      %909 = arith.cmpi slt, %908, %c1048_i32 : i32
      %910 = arith.andi %907, %909 : i1
      cf.cond_br %910, ^bb99, ^bb100
    ^bb99:  // pred: ^bb98
      %911 = cute.memref.load(%rmem_431, %237) : (!memref_rmem_bf16_2, !cute.coord<"8">) -> bf16
      cute.memref.store(%view_246, %237, %911) : (!memref_gmem_bf16_5, !cute.coord<"8">, bf16) -> ()
      cf.br ^bb100
    ^bb100:  // 2 preds: ^bb98, ^bb99
      %tup_503 = cute.add_offset(%tup_440, %236) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_504 = cute.deref_arith_tuple_iter(%tup_503) : !cute_arith_tuple_iter_2fe1bf
      %e0_505, %e1_506, %e2_507 = cute.get_leaves(%tup_504) : !cute.int_tuple<"(?,?,?)">
      %coord_508 = cute.make_coord(%e0_505) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %912 = cute.get_scalars(%coord_508) : !cute.coord<"?">
      %913 = arith.cmpi slt, %912, %c1000_i32 : i32
      %coord_509 = cute.make_coord(%e1_506) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %914 = cute.get_scalars(%coord_509) : !cute.coord<"?">
      %915 = arith.cmpi slt, %914, %c1048_i32 : i32
      %916 = arith.andi %913, %915 : i1
      cf.cond_br %916, ^bb101, ^bb102
    ^bb101:  // pred: ^bb100
      %917 = cute.memref.load(%rmem_431, %235) : (!memref_rmem_bf16_2, !cute.coord<"9">) -> bf16
      cute.memref.store(%view_246, %235, %917) : (!memref_gmem_bf16_5, !cute.coord<"9">, bf16) -> ()
      cf.br ^bb102
    ^bb102:  // 2 preds: ^bb100, ^bb101
      %tup_510 = cute.add_offset(%tup_440, %234) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_511 = cute.deref_arith_tuple_iter(%tup_510) : !cute_arith_tuple_iter_d50395
      %e0_512, %e1_513, %e2_514 = cute.get_leaves(%tup_511) : !cute_int_tuple_d8f416
      %coord_515 = cute.make_coord(%e0_512) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %918 = cute.get_scalars(%coord_515) : !cute.coord<"?">
      %919 = arith.cmpi slt, %918, %c1000_i32 : i32
      %coord_516 = cute.make_coord(%e1_513) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %920 = cute.get_scalars(%coord_516) : !cute.coord<"?{div=2}">
      %921 = arith.cmpi slt, %920, %c1048_i32 : i32
      %922 = arith.andi %919, %921 : i1
      cf.cond_br %922, ^bb103, ^bb104
    ^bb103:  // pred: ^bb102
      %923 = cute.memref.load(%rmem_431, %233) : (!memref_rmem_bf16_2, !cute.coord<"10">) -> bf16
      cute.memref.store(%view_246, %233, %923) : (!memref_gmem_bf16_5, !cute.coord<"10">, bf16) -> ()
      cf.br ^bb104
    ^bb104:  // 2 preds: ^bb102, ^bb103
      %tup_517 = cute.add_offset(%tup_440, %232) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_518 = cute.deref_arith_tuple_iter(%tup_517) : !cute_arith_tuple_iter_2fe1bf
      %e0_519, %e1_520, %e2_521 = cute.get_leaves(%tup_518) : !cute.int_tuple<"(?,?,?)">
      %coord_522 = cute.make_coord(%e0_519) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %924 = cute.get_scalars(%coord_522) : !cute.coord<"?">
      %925 = arith.cmpi slt, %924, %c1000_i32 : i32
      %coord_523 = cute.make_coord(%e1_520) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %926 = cute.get_scalars(%coord_523) : !cute.coord<"?">
      %927 = arith.cmpi slt, %926, %c1048_i32 : i32
      %928 = arith.andi %925, %927 : i1
      cf.cond_br %928, ^bb105, ^bb106
    ^bb105:  // pred: ^bb104
      %929 = cute.memref.load(%rmem_431, %231) : (!memref_rmem_bf16_2, !cute.coord<"11">) -> bf16
      cute.memref.store(%view_246, %231, %929) : (!memref_gmem_bf16_5, !cute.coord<"11">, bf16) -> ()
      cf.br ^bb106
    ^bb106:  // 2 preds: ^bb104, ^bb105
      %tup_524 = cute.add_offset(%tup_440, %280) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_525 = cute.deref_arith_tuple_iter(%tup_524) : !cute_arith_tuple_iter_d50395
      %e0_526, %e1_527, %e2_528 = cute.get_leaves(%tup_525) : !cute_int_tuple_d8f416
      %coord_529 = cute.make_coord(%e0_526) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %930 = cute.get_scalars(%coord_529) : !cute.coord<"?">
      %931 = arith.cmpi slt, %930, %c1000_i32 : i32
      %coord_530 = cute.make_coord(%e1_527) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %932 = cute.get_scalars(%coord_530) : !cute.coord<"?{div=2}">
      %933 = arith.cmpi slt, %932, %c1048_i32 : i32
      %934 = arith.andi %931, %933 : i1
      cf.cond_br %934, ^bb107, ^bb108
    ^bb107:  // pred: ^bb106
      %935 = cute.memref.load(%rmem_431, %230) : (!memref_rmem_bf16_2, !cute.coord<"12">) -> bf16
      cute.memref.store(%view_246, %230, %935) : (!memref_gmem_bf16_5, !cute.coord<"12">, bf16) -> ()
      cf.br ^bb108
    ^bb108:  // 2 preds: ^bb106, ^bb107
      %tup_531 = cute.add_offset(%tup_440, %229) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_532 = cute.deref_arith_tuple_iter(%tup_531) : !cute_arith_tuple_iter_2fe1bf
      %e0_533, %e1_534, %e2_535 = cute.get_leaves(%tup_532) : !cute.int_tuple<"(?,?,?)">
      %coord_536 = cute.make_coord(%e0_533) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %936 = cute.get_scalars(%coord_536) : !cute.coord<"?">
      %937 = arith.cmpi slt, %936, %c1000_i32 : i32
      %coord_537 = cute.make_coord(%e1_534) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %938 = cute.get_scalars(%coord_537) : !cute.coord<"?">
      %939 = arith.cmpi slt, %938, %c1048_i32 : i32
      %940 = arith.andi %937, %939 : i1
      cf.cond_br %940, ^bb109, ^bb110
    ^bb109:  // pred: ^bb108
      %941 = cute.memref.load(%rmem_431, %228) : (!memref_rmem_bf16_2, !cute.coord<"13">) -> bf16
      cute.memref.store(%view_246, %228, %941) : (!memref_gmem_bf16_5, !cute.coord<"13">, bf16) -> ()
      cf.br ^bb110
    ^bb110:  // 2 preds: ^bb108, ^bb109
      %tup_538 = cute.add_offset(%tup_440, %227) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_539 = cute.deref_arith_tuple_iter(%tup_538) : !cute_arith_tuple_iter_d50395
      %e0_540, %e1_541, %e2_542 = cute.get_leaves(%tup_539) : !cute_int_tuple_d8f416
      %coord_543 = cute.make_coord(%e0_540) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %942 = cute.get_scalars(%coord_543) : !cute.coord<"?">
      %943 = arith.cmpi slt, %942, %c1000_i32 : i32
      %coord_544 = cute.make_coord(%e1_541) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %944 = cute.get_scalars(%coord_544) : !cute.coord<"?{div=2}">
      %945 = arith.cmpi slt, %944, %c1048_i32 : i32
      %946 = arith.andi %943, %945 : i1
      cf.cond_br %946, ^bb111, ^bb112
    ^bb111:  // pred: ^bb110
      %947 = cute.memref.load(%rmem_431, %226) : (!memref_rmem_bf16_2, !cute.coord<"14">) -> bf16
      cute.memref.store(%view_246, %226, %947) : (!memref_gmem_bf16_5, !cute.coord<"14">, bf16) -> ()
      cf.br ^bb112
    ^bb112:  // 2 preds: ^bb110, ^bb111
      %tup_545 = cute.add_offset(%tup_440, %225) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_546 = cute.deref_arith_tuple_iter(%tup_545) : !cute_arith_tuple_iter_2fe1bf
      %e0_547, %e1_548, %e2_549 = cute.get_leaves(%tup_546) : !cute.int_tuple<"(?,?,?)">
      %coord_550 = cute.make_coord(%e0_547) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %948 = cute.get_scalars(%coord_550) : !cute.coord<"?">
      %949 = arith.cmpi slt, %948, %c1000_i32 : i32
      %coord_551 = cute.make_coord(%e1_548) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %950 = cute.get_scalars(%coord_551) : !cute.coord<"?">
      %951 = arith.cmpi slt, %950, %c1048_i32 : i32
      %952 = arith.andi %949, %951 : i1
      cf.cond_br %952, ^bb113, ^bb114
    ^bb113:  // pred: ^bb112
      %953 = cute.memref.load(%rmem_431, %224) : (!memref_rmem_bf16_2, !cute.coord<"15">) -> bf16
      cute.memref.store(%view_246, %224, %953) : (!memref_gmem_bf16_5, !cute.coord<"15">, bf16) -> ()
      cf.br ^bb114
    ^bb114:  // 2 preds: ^bb112, ^bb113
      %tup_552 = cute.add_offset(%tup_440, %223) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_553 = cute.deref_arith_tuple_iter(%tup_552) : !cute_arith_tuple_iter_d50395
      %e0_554, %e1_555, %e2_556 = cute.get_leaves(%tup_553) : !cute_int_tuple_d8f416
      %coord_557 = cute.make_coord(%e0_554) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %954 = cute.get_scalars(%coord_557) : !cute.coord<"?">
      %955 = arith.cmpi slt, %954, %c1000_i32 : i32
      %coord_558 = cute.make_coord(%e1_555) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %956 = cute.get_scalars(%coord_558) : !cute.coord<"?{div=2}">
      %957 = arith.cmpi slt, %956, %c1048_i32 : i32
      %958 = arith.andi %955, %957 : i1
      cf.cond_br %958, ^bb115, ^bb116
    ^bb115:  // pred: ^bb114
      %959 = cute.memref.load(%rmem_431, %222) : (!memref_rmem_bf16_2, !cute.coord<"16">) -> bf16
      cute.memref.store(%view_246, %222, %959) : (!memref_gmem_bf16_5, !cute.coord<"16">, bf16) -> ()
      cf.br ^bb116
    ^bb116:  // 2 preds: ^bb114, ^bb115
      %tup_559 = cute.add_offset(%tup_440, %221) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_560 = cute.deref_arith_tuple_iter(%tup_559) : !cute_arith_tuple_iter_2fe1bf
      %e0_561, %e1_562, %e2_563 = cute.get_leaves(%tup_560) : !cute.int_tuple<"(?,?,?)">
      %coord_564 = cute.make_coord(%e0_561) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %960 = cute.get_scalars(%coord_564) : !cute.coord<"?">
      %961 = arith.cmpi slt, %960, %c1000_i32 : i32
      %coord_565 = cute.make_coord(%e1_562) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %962 = cute.get_scalars(%coord_565) : !cute.coord<"?">
      %963 = arith.cmpi slt, %962, %c1048_i32 : i32
      %964 = arith.andi %961, %963 : i1
      cf.cond_br %964, ^bb117, ^bb118
    ^bb117:  // pred: ^bb116
      %965 = cute.memref.load(%rmem_431, %220) : (!memref_rmem_bf16_2, !cute.coord<"17">) -> bf16
      cute.memref.store(%view_246, %220, %965) : (!memref_gmem_bf16_5, !cute.coord<"17">, bf16) -> ()
      cf.br ^bb118
    ^bb118:  // 2 preds: ^bb116, ^bb117
      %tup_566 = cute.add_offset(%tup_440, %219) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_567 = cute.deref_arith_tuple_iter(%tup_566) : !cute_arith_tuple_iter_d50395
      %e0_568, %e1_569, %e2_570 = cute.get_leaves(%tup_567) : !cute_int_tuple_d8f416
      %coord_571 = cute.make_coord(%e0_568) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %966 = cute.get_scalars(%coord_571) : !cute.coord<"?">
      %967 = arith.cmpi slt, %966, %c1000_i32 : i32
      %coord_572 = cute.make_coord(%e1_569) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %968 = cute.get_scalars(%coord_572) : !cute.coord<"?{div=2}">
      %969 = arith.cmpi slt, %968, %c1048_i32 : i32
      %970 = arith.andi %967, %969 : i1
      cf.cond_br %970, ^bb119, ^bb120
    ^bb119:  // pred: ^bb118
      %971 = cute.memref.load(%rmem_431, %218) : (!memref_rmem_bf16_2, !cute.coord<"18">) -> bf16
      cute.memref.store(%view_246, %218, %971) : (!memref_gmem_bf16_5, !cute.coord<"18">, bf16) -> ()
      cf.br ^bb120
    ^bb120:  // 2 preds: ^bb118, ^bb119
      %tup_573 = cute.add_offset(%tup_440, %217) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_574 = cute.deref_arith_tuple_iter(%tup_573) : !cute_arith_tuple_iter_2fe1bf
      %e0_575, %e1_576, %e2_577 = cute.get_leaves(%tup_574) : !cute.int_tuple<"(?,?,?)">
      %coord_578 = cute.make_coord(%e0_575) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %972 = cute.get_scalars(%coord_578) : !cute.coord<"?">
      %973 = arith.cmpi slt, %972, %c1000_i32 : i32
      %coord_579 = cute.make_coord(%e1_576) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %974 = cute.get_scalars(%coord_579) : !cute.coord<"?">
      %975 = arith.cmpi slt, %974, %c1048_i32 : i32
      %976 = arith.andi %973, %975 : i1
      cf.cond_br %976, ^bb121, ^bb122
    ^bb121:  // pred: ^bb120
      %977 = cute.memref.load(%rmem_431, %216) : (!memref_rmem_bf16_2, !cute.coord<"19">) -> bf16
      cute.memref.store(%view_246, %216, %977) : (!memref_gmem_bf16_5, !cute.coord<"19">, bf16) -> ()
      cf.br ^bb122
    ^bb122:  // 2 preds: ^bb120, ^bb121
      %tup_580 = cute.add_offset(%tup_440, %215) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_581 = cute.deref_arith_tuple_iter(%tup_580) : !cute_arith_tuple_iter_d50395
      %e0_582, %e1_583, %e2_584 = cute.get_leaves(%tup_581) : !cute_int_tuple_d8f416
      %coord_585 = cute.make_coord(%e0_582) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %978 = cute.get_scalars(%coord_585) : !cute.coord<"?">
      %979 = arith.cmpi slt, %978, %c1000_i32 : i32
      %coord_586 = cute.make_coord(%e1_583) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %980 = cute.get_scalars(%coord_586) : !cute.coord<"?{div=2}">
      %981 = arith.cmpi slt, %980, %c1048_i32 : i32
      %982 = arith.andi %979, %981 : i1
      cf.cond_br %982, ^bb123, ^bb124
    ^bb123:  // pred: ^bb122
      %983 = cute.memref.load(%rmem_431, %214) : (!memref_rmem_bf16_2, !cute.coord<"20">) -> bf16
      cute.memref.store(%view_246, %214, %983) : (!memref_gmem_bf16_5, !cute.coord<"20">, bf16) -> ()
      cf.br ^bb124
    ^bb124:  // 2 preds: ^bb122, ^bb123
      %tup_587 = cute.add_offset(%tup_440, %213) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_588 = cute.deref_arith_tuple_iter(%tup_587) : !cute_arith_tuple_iter_2fe1bf
      %e0_589, %e1_590, %e2_591 = cute.get_leaves(%tup_588) : !cute.int_tuple<"(?,?,?)">
      %coord_592 = cute.make_coord(%e0_589) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %984 = cute.get_scalars(%coord_592) : !cute.coord<"?">
      %985 = arith.cmpi slt, %984, %c1000_i32 : i32
      %coord_593 = cute.make_coord(%e1_590) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %986 = cute.get_scalars(%coord_593) : !cute.coord<"?">
      %987 = arith.cmpi slt, %986, %c1048_i32 : i32
      %988 = arith.andi %985, %987 : i1
      cf.cond_br %988, ^bb125, ^bb126
    ^bb125:  // pred: ^bb124
      %989 = cute.memref.load(%rmem_431, %212) : (!memref_rmem_bf16_2, !cute.coord<"21">) -> bf16
      cute.memref.store(%view_246, %212, %989) : (!memref_gmem_bf16_5, !cute.coord<"21">, bf16) -> ()
      cf.br ^bb126
    ^bb126:  // 2 preds: ^bb124, ^bb125
      %tup_594 = cute.add_offset(%tup_440, %211) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_595 = cute.deref_arith_tuple_iter(%tup_594) : !cute_arith_tuple_iter_d50395
      %e0_596, %e1_597, %e2_598 = cute.get_leaves(%tup_595) : !cute_int_tuple_d8f416
      %coord_599 = cute.make_coord(%e0_596) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %990 = cute.get_scalars(%coord_599) : !cute.coord<"?">
      %991 = arith.cmpi slt, %990, %c1000_i32 : i32
      %coord_600 = cute.make_coord(%e1_597) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %992 = cute.get_scalars(%coord_600) : !cute.coord<"?{div=2}">
      %993 = arith.cmpi slt, %992, %c1048_i32 : i32
      %994 = arith.andi %991, %993 : i1
      cf.cond_br %994, ^bb127, ^bb128
    ^bb127:  // pred: ^bb126
      %995 = cute.memref.load(%rmem_431, %210) : (!memref_rmem_bf16_2, !cute.coord<"22">) -> bf16
      cute.memref.store(%view_246, %210, %995) : (!memref_gmem_bf16_5, !cute.coord<"22">, bf16) -> ()
      cf.br ^bb128
    ^bb128:  // 2 preds: ^bb126, ^bb127
      %tup_601 = cute.add_offset(%tup_440, %209) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_602 = cute.deref_arith_tuple_iter(%tup_601) : !cute_arith_tuple_iter_2fe1bf
      %e0_603, %e1_604, %e2_605 = cute.get_leaves(%tup_602) : !cute.int_tuple<"(?,?,?)">
      %coord_606 = cute.make_coord(%e0_603) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %996 = cute.get_scalars(%coord_606) : !cute.coord<"?">
      %997 = arith.cmpi slt, %996, %c1000_i32 : i32
      %coord_607 = cute.make_coord(%e1_604) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %998 = cute.get_scalars(%coord_607) : !cute.coord<"?">
      %999 = arith.cmpi slt, %998, %c1048_i32 : i32
      %1000 = arith.andi %997, %999 : i1
      cf.cond_br %1000, ^bb129, ^bb130
    ^bb129:  // pred: ^bb128
      %1001 = cute.memref.load(%rmem_431, %208) : (!memref_rmem_bf16_2, !cute.coord<"23">) -> bf16
      cute.memref.store(%view_246, %208, %1001) : (!memref_gmem_bf16_5, !cute.coord<"23">, bf16) -> ()
      cf.br ^bb130
    ^bb130:  // 2 preds: ^bb128, ^bb129
      %tup_608 = cute.add_offset(%tup_440, %207) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_609 = cute.deref_arith_tuple_iter(%tup_608) : !cute_arith_tuple_iter_d50395
      %e0_610, %e1_611, %e2_612 = cute.get_leaves(%tup_609) : !cute_int_tuple_d8f416
      %coord_613 = cute.make_coord(%e0_610) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1002 = cute.get_scalars(%coord_613) : !cute.coord<"?">
      %1003 = arith.cmpi slt, %1002, %c1000_i32 : i32
      %coord_614 = cute.make_coord(%e1_611) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1004 = cute.get_scalars(%coord_614) : !cute.coord<"?{div=2}">
      %1005 = arith.cmpi slt, %1004, %c1048_i32 : i32
      %1006 = arith.andi %1003, %1005 : i1
      cf.cond_br %1006, ^bb131, ^bb132
    ^bb131:  // pred: ^bb130
      %1007 = cute.memref.load(%rmem_431, %206) : (!memref_rmem_bf16_2, !cute.coord<"24">) -> bf16
      cute.memref.store(%view_246, %206, %1007) : (!memref_gmem_bf16_5, !cute.coord<"24">, bf16) -> ()
      cf.br ^bb132
    ^bb132:  // 2 preds: ^bb130, ^bb131
      %tup_615 = cute.add_offset(%tup_440, %205) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_616 = cute.deref_arith_tuple_iter(%tup_615) : !cute_arith_tuple_iter_2fe1bf
      %e0_617, %e1_618, %e2_619 = cute.get_leaves(%tup_616) : !cute.int_tuple<"(?,?,?)">
      %coord_620 = cute.make_coord(%e0_617) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1008 = cute.get_scalars(%coord_620) : !cute.coord<"?">
      %1009 = arith.cmpi slt, %1008, %c1000_i32 : i32
      %coord_621 = cute.make_coord(%e1_618) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1010 = cute.get_scalars(%coord_621) : !cute.coord<"?">
      %1011 = arith.cmpi slt, %1010, %c1048_i32 : i32
      %1012 = arith.andi %1009, %1011 : i1
      cf.cond_br %1012, ^bb133, ^bb134
    ^bb133:  // pred: ^bb132
      %1013 = cute.memref.load(%rmem_431, %204) : (!memref_rmem_bf16_2, !cute.coord<"25">) -> bf16
      cute.memref.store(%view_246, %204, %1013) : (!memref_gmem_bf16_5, !cute.coord<"25">, bf16) -> ()
      cf.br ^bb134
    ^bb134:  // 2 preds: ^bb132, ^bb133
      %tup_622 = cute.add_offset(%tup_440, %203) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_623 = cute.deref_arith_tuple_iter(%tup_622) : !cute_arith_tuple_iter_d50395
      %e0_624, %e1_625, %e2_626 = cute.get_leaves(%tup_623) : !cute_int_tuple_d8f416
      %coord_627 = cute.make_coord(%e0_624) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1014 = cute.get_scalars(%coord_627) : !cute.coord<"?">
      %1015 = arith.cmpi slt, %1014, %c1000_i32 : i32
      %coord_628 = cute.make_coord(%e1_625) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1016 = cute.get_scalars(%coord_628) : !cute.coord<"?{div=2}">
      %1017 = arith.cmpi slt, %1016, %c1048_i32 : i32
      %1018 = arith.andi %1015, %1017 : i1
      cf.cond_br %1018, ^bb135, ^bb136
    ^bb135:  // pred: ^bb134
      %1019 = cute.memref.load(%rmem_431, %202) : (!memref_rmem_bf16_2, !cute.coord<"26">) -> bf16
      cute.memref.store(%view_246, %202, %1019) : (!memref_gmem_bf16_5, !cute.coord<"26">, bf16) -> ()
      cf.br ^bb136
    ^bb136:  // 2 preds: ^bb134, ^bb135
      %tup_629 = cute.add_offset(%tup_440, %201) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_630 = cute.deref_arith_tuple_iter(%tup_629) : !cute_arith_tuple_iter_2fe1bf
      %e0_631, %e1_632, %e2_633 = cute.get_leaves(%tup_630) : !cute.int_tuple<"(?,?,?)">
      %coord_634 = cute.make_coord(%e0_631) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1020 = cute.get_scalars(%coord_634) : !cute.coord<"?">
      %1021 = arith.cmpi slt, %1020, %c1000_i32 : i32
      %coord_635 = cute.make_coord(%e1_632) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1022 = cute.get_scalars(%coord_635) : !cute.coord<"?">
      %1023 = arith.cmpi slt, %1022, %c1048_i32 : i32
      %1024 = arith.andi %1021, %1023 : i1
      cf.cond_br %1024, ^bb137, ^bb138
    ^bb137:  // pred: ^bb136
      %1025 = cute.memref.load(%rmem_431, %200) : (!memref_rmem_bf16_2, !cute.coord<"27">) -> bf16
      cute.memref.store(%view_246, %200, %1025) : (!memref_gmem_bf16_5, !cute.coord<"27">, bf16) -> ()
      cf.br ^bb138
    ^bb138:  // 2 preds: ^bb136, ^bb137
      %tup_636 = cute.add_offset(%tup_440, %199) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_637 = cute.deref_arith_tuple_iter(%tup_636) : !cute_arith_tuple_iter_d50395
      %e0_638, %e1_639, %e2_640 = cute.get_leaves(%tup_637) : !cute_int_tuple_d8f416
      %coord_641 = cute.make_coord(%e0_638) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1026 = cute.get_scalars(%coord_641) : !cute.coord<"?">
      %1027 = arith.cmpi slt, %1026, %c1000_i32 : i32
      %coord_642 = cute.make_coord(%e1_639) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1028 = cute.get_scalars(%coord_642) : !cute.coord<"?{div=2}">
      %1029 = arith.cmpi slt, %1028, %c1048_i32 : i32
      %1030 = arith.andi %1027, %1029 : i1
      cf.cond_br %1030, ^bb139, ^bb140
    ^bb139:  // pred: ^bb138
      %1031 = cute.memref.load(%rmem_431, %198) : (!memref_rmem_bf16_2, !cute.coord<"28">) -> bf16
      cute.memref.store(%view_246, %198, %1031) : (!memref_gmem_bf16_5, !cute.coord<"28">, bf16) -> ()
      cf.br ^bb140
    ^bb140:  // 2 preds: ^bb138, ^bb139
      %tup_643 = cute.add_offset(%tup_440, %197) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_644 = cute.deref_arith_tuple_iter(%tup_643) : !cute_arith_tuple_iter_2fe1bf
      %e0_645, %e1_646, %e2_647 = cute.get_leaves(%tup_644) : !cute.int_tuple<"(?,?,?)">
      %coord_648 = cute.make_coord(%e0_645) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1032 = cute.get_scalars(%coord_648) : !cute.coord<"?">
      %1033 = arith.cmpi slt, %1032, %c1000_i32 : i32
      %coord_649 = cute.make_coord(%e1_646) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1034 = cute.get_scalars(%coord_649) : !cute.coord<"?">
      %1035 = arith.cmpi slt, %1034, %c1048_i32 : i32
      %1036 = arith.andi %1033, %1035 : i1
      cf.cond_br %1036, ^bb141, ^bb142
    ^bb141:  // pred: ^bb140
      %1037 = cute.memref.load(%rmem_431, %196) : (!memref_rmem_bf16_2, !cute.coord<"29">) -> bf16
      cute.memref.store(%view_246, %196, %1037) : (!memref_gmem_bf16_5, !cute.coord<"29">, bf16) -> ()
      cf.br ^bb142
    ^bb142:  // 2 preds: ^bb140, ^bb141
      %tup_650 = cute.add_offset(%tup_440, %195) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_651 = cute.deref_arith_tuple_iter(%tup_650) : !cute_arith_tuple_iter_d50395
      %e0_652, %e1_653, %e2_654 = cute.get_leaves(%tup_651) : !cute_int_tuple_d8f416
      %coord_655 = cute.make_coord(%e0_652) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1038 = cute.get_scalars(%coord_655) : !cute.coord<"?">
      %1039 = arith.cmpi slt, %1038, %c1000_i32 : i32
      %coord_656 = cute.make_coord(%e1_653) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1040 = cute.get_scalars(%coord_656) : !cute.coord<"?{div=2}">
      %1041 = arith.cmpi slt, %1040, %c1048_i32 : i32
      %1042 = arith.andi %1039, %1041 : i1
      cf.cond_br %1042, ^bb143, ^bb144
    ^bb143:  // pred: ^bb142
      %1043 = cute.memref.load(%rmem_431, %194) : (!memref_rmem_bf16_2, !cute.coord<"30">) -> bf16
      cute.memref.store(%view_246, %194, %1043) : (!memref_gmem_bf16_5, !cute.coord<"30">, bf16) -> ()
      cf.br ^bb144
    ^bb144:  // 2 preds: ^bb142, ^bb143
      %tup_657 = cute.add_offset(%tup_440, %193) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_658 = cute.deref_arith_tuple_iter(%tup_657) : !cute_arith_tuple_iter_2fe1bf
      %e0_659, %e1_660, %e2_661 = cute.get_leaves(%tup_658) : !cute.int_tuple<"(?,?,?)">
      %coord_662 = cute.make_coord(%e0_659) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1044 = cute.get_scalars(%coord_662) : !cute.coord<"?">
      %1045 = arith.cmpi slt, %1044, %c1000_i32 : i32
      %coord_663 = cute.make_coord(%e1_660) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1046 = cute.get_scalars(%coord_663) : !cute.coord<"?">
      %1047 = arith.cmpi slt, %1046, %c1048_i32 : i32
      %1048 = arith.andi %1045, %1047 : i1
      cf.cond_br %1048, ^bb145, ^bb146
    ^bb145:  // pred: ^bb144
      %1049 = cute.memref.load(%rmem_431, %192) : (!memref_rmem_bf16_2, !cute.coord<"31">) -> bf16
      cute.memref.store(%view_246, %192, %1049) : (!memref_gmem_bf16_5, !cute.coord<"31">, bf16) -> ()
      cf.br ^bb146
    ^bb146:  // 2 preds: ^bb144, ^bb145
      %tup_664 = cute.add_offset(%tup_440, %191) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_665 = cute.deref_arith_tuple_iter(%tup_664) : !cute_arith_tuple_iter_d50395
      %e0_666, %e1_667, %e2_668 = cute.get_leaves(%tup_665) : !cute_int_tuple_d8f416
      %coord_669 = cute.make_coord(%e0_666) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1050 = cute.get_scalars(%coord_669) : !cute.coord<"?">
      %1051 = arith.cmpi slt, %1050, %c1000_i32 : i32
      %coord_670 = cute.make_coord(%e1_667) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1052 = cute.get_scalars(%coord_670) : !cute.coord<"?{div=2}">
      %1053 = arith.cmpi slt, %1052, %c1048_i32 : i32
      %1054 = arith.andi %1051, %1053 : i1
      cf.cond_br %1054, ^bb147, ^bb148
    ^bb147:  // pred: ^bb146
      %1055 = cute.memref.load(%rmem_431, %190) : (!memref_rmem_bf16_2, !cute.coord<"32">) -> bf16
      cute.memref.store(%view_246, %190, %1055) : (!memref_gmem_bf16_5, !cute.coord<"32">, bf16) -> ()
      cf.br ^bb148
    ^bb148:  // 2 preds: ^bb146, ^bb147
      %tup_671 = cute.add_offset(%tup_440, %189) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_672 = cute.deref_arith_tuple_iter(%tup_671) : !cute_arith_tuple_iter_2fe1bf
      %e0_673, %e1_674, %e2_675 = cute.get_leaves(%tup_672) : !cute.int_tuple<"(?,?,?)">
      %coord_676 = cute.make_coord(%e0_673) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1056 = cute.get_scalars(%coord_676) : !cute.coord<"?">
      %1057 = arith.cmpi slt, %1056, %c1000_i32 : i32
      %coord_677 = cute.make_coord(%e1_674) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1058 = cute.get_scalars(%coord_677) : !cute.coord<"?">
      %1059 = arith.cmpi slt, %1058, %c1048_i32 : i32
      %1060 = arith.andi %1057, %1059 : i1
      cf.cond_br %1060, ^bb149, ^bb150
    ^bb149:  // pred: ^bb148
      %1061 = cute.memref.load(%rmem_431, %188) : (!memref_rmem_bf16_2, !cute.coord<"33">) -> bf16
      cute.memref.store(%view_246, %188, %1061) : (!memref_gmem_bf16_5, !cute.coord<"33">, bf16) -> ()
      cf.br ^bb150
    ^bb150:  // 2 preds: ^bb148, ^bb149
      %tup_678 = cute.add_offset(%tup_440, %187) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_679 = cute.deref_arith_tuple_iter(%tup_678) : !cute_arith_tuple_iter_d50395
      %e0_680, %e1_681, %e2_682 = cute.get_leaves(%tup_679) : !cute_int_tuple_d8f416
      %coord_683 = cute.make_coord(%e0_680) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1062 = cute.get_scalars(%coord_683) : !cute.coord<"?">
      %1063 = arith.cmpi slt, %1062, %c1000_i32 : i32
      %coord_684 = cute.make_coord(%e1_681) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1064 = cute.get_scalars(%coord_684) : !cute.coord<"?{div=2}">
      %1065 = arith.cmpi slt, %1064, %c1048_i32 : i32
      %1066 = arith.andi %1063, %1065 : i1
      cf.cond_br %1066, ^bb151, ^bb152
    ^bb151:  // pred: ^bb150
      %1067 = cute.memref.load(%rmem_431, %186) : (!memref_rmem_bf16_2, !cute.coord<"34">) -> bf16
      cute.memref.store(%view_246, %186, %1067) : (!memref_gmem_bf16_5, !cute.coord<"34">, bf16) -> ()
      cf.br ^bb152
    ^bb152:  // 2 preds: ^bb150, ^bb151
      %tup_685 = cute.add_offset(%tup_440, %185) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_686 = cute.deref_arith_tuple_iter(%tup_685) : !cute_arith_tuple_iter_2fe1bf
      %e0_687, %e1_688, %e2_689 = cute.get_leaves(%tup_686) : !cute.int_tuple<"(?,?,?)">
      %coord_690 = cute.make_coord(%e0_687) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1068 = cute.get_scalars(%coord_690) : !cute.coord<"?">
      %1069 = arith.cmpi slt, %1068, %c1000_i32 : i32
      %coord_691 = cute.make_coord(%e1_688) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1070 = cute.get_scalars(%coord_691) : !cute.coord<"?">
      %1071 = arith.cmpi slt, %1070, %c1048_i32 : i32
      %1072 = arith.andi %1069, %1071 : i1
      cf.cond_br %1072, ^bb153, ^bb154
    ^bb153:  // pred: ^bb152
      %1073 = cute.memref.load(%rmem_431, %184) : (!memref_rmem_bf16_2, !cute.coord<"35">) -> bf16
      cute.memref.store(%view_246, %184, %1073) : (!memref_gmem_bf16_5, !cute.coord<"35">, bf16) -> ()
      cf.br ^bb154
    ^bb154:  // 2 preds: ^bb152, ^bb153
      %tup_692 = cute.add_offset(%tup_440, %183) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_693 = cute.deref_arith_tuple_iter(%tup_692) : !cute_arith_tuple_iter_d50395
      %e0_694, %e1_695, %e2_696 = cute.get_leaves(%tup_693) : !cute_int_tuple_d8f416
      %coord_697 = cute.make_coord(%e0_694) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1074 = cute.get_scalars(%coord_697) : !cute.coord<"?">
      %1075 = arith.cmpi slt, %1074, %c1000_i32 : i32
      %coord_698 = cute.make_coord(%e1_695) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1076 = cute.get_scalars(%coord_698) : !cute.coord<"?{div=2}">
      %1077 = arith.cmpi slt, %1076, %c1048_i32 : i32
      %1078 = arith.andi %1075, %1077 : i1
      cf.cond_br %1078, ^bb155, ^bb156
    ^bb155:  // pred: ^bb154
      %1079 = cute.memref.load(%rmem_431, %182) : (!memref_rmem_bf16_2, !cute.coord<"36">) -> bf16
      cute.memref.store(%view_246, %182, %1079) : (!memref_gmem_bf16_5, !cute.coord<"36">, bf16) -> ()
      cf.br ^bb156
    ^bb156:  // 2 preds: ^bb154, ^bb155
      %tup_699 = cute.add_offset(%tup_440, %181) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_700 = cute.deref_arith_tuple_iter(%tup_699) : !cute_arith_tuple_iter_2fe1bf
      %e0_701, %e1_702, %e2_703 = cute.get_leaves(%tup_700) : !cute.int_tuple<"(?,?,?)">
      %coord_704 = cute.make_coord(%e0_701) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1080 = cute.get_scalars(%coord_704) : !cute.coord<"?">
      %1081 = arith.cmpi slt, %1080, %c1000_i32 : i32
      %coord_705 = cute.make_coord(%e1_702) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1082 = cute.get_scalars(%coord_705) : !cute.coord<"?">
      %1083 = arith.cmpi slt, %1082, %c1048_i32 : i32
      %1084 = arith.andi %1081, %1083 : i1
      cf.cond_br %1084, ^bb157, ^bb158
    ^bb157:  // pred: ^bb156
      %1085 = cute.memref.load(%rmem_431, %180) : (!memref_rmem_bf16_2, !cute.coord<"37">) -> bf16
      cute.memref.store(%view_246, %180, %1085) : (!memref_gmem_bf16_5, !cute.coord<"37">, bf16) -> ()
      cf.br ^bb158
    ^bb158:  // 2 preds: ^bb156, ^bb157
      %tup_706 = cute.add_offset(%tup_440, %179) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_707 = cute.deref_arith_tuple_iter(%tup_706) : !cute_arith_tuple_iter_d50395
      %e0_708, %e1_709, %e2_710 = cute.get_leaves(%tup_707) : !cute_int_tuple_d8f416
      %coord_711 = cute.make_coord(%e0_708) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1086 = cute.get_scalars(%coord_711) : !cute.coord<"?">
      %1087 = arith.cmpi slt, %1086, %c1000_i32 : i32
      %coord_712 = cute.make_coord(%e1_709) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1088 = cute.get_scalars(%coord_712) : !cute.coord<"?{div=2}">
      %1089 = arith.cmpi slt, %1088, %c1048_i32 : i32
      %1090 = arith.andi %1087, %1089 : i1
      cf.cond_br %1090, ^bb159, ^bb160
    ^bb159:  // pred: ^bb158
      %1091 = cute.memref.load(%rmem_431, %178) : (!memref_rmem_bf16_2, !cute.coord<"38">) -> bf16
      cute.memref.store(%view_246, %178, %1091) : (!memref_gmem_bf16_5, !cute.coord<"38">, bf16) -> ()
      cf.br ^bb160
    ^bb160:  // 2 preds: ^bb158, ^bb159
      %tup_713 = cute.add_offset(%tup_440, %177) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_714 = cute.deref_arith_tuple_iter(%tup_713) : !cute_arith_tuple_iter_2fe1bf
      %e0_715, %e1_716, %e2_717 = cute.get_leaves(%tup_714) : !cute.int_tuple<"(?,?,?)">
      %coord_718 = cute.make_coord(%e0_715) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1092 = cute.get_scalars(%coord_718) : !cute.coord<"?">
      %1093 = arith.cmpi slt, %1092, %c1000_i32 : i32
      %coord_719 = cute.make_coord(%e1_716) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1094 = cute.get_scalars(%coord_719) : !cute.coord<"?">
      %1095 = arith.cmpi slt, %1094, %c1048_i32 : i32
      %1096 = arith.andi %1093, %1095 : i1
      cf.cond_br %1096, ^bb161, ^bb162
    ^bb161:  // pred: ^bb160
      %1097 = cute.memref.load(%rmem_431, %176) : (!memref_rmem_bf16_2, !cute.coord<"39">) -> bf16
      cute.memref.store(%view_246, %176, %1097) : (!memref_gmem_bf16_5, !cute.coord<"39">, bf16) -> ()
      cf.br ^bb162
    ^bb162:  // 2 preds: ^bb160, ^bb161
      %tup_720 = cute.add_offset(%tup_440, %175) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_721 = cute.deref_arith_tuple_iter(%tup_720) : !cute_arith_tuple_iter_d50395
      %e0_722, %e1_723, %e2_724 = cute.get_leaves(%tup_721) : !cute_int_tuple_d8f416
      %coord_725 = cute.make_coord(%e0_722) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1098 = cute.get_scalars(%coord_725) : !cute.coord<"?">
      %1099 = arith.cmpi slt, %1098, %c1000_i32 : i32
      %coord_726 = cute.make_coord(%e1_723) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1100 = cute.get_scalars(%coord_726) : !cute.coord<"?{div=2}">
      %1101 = arith.cmpi slt, %1100, %c1048_i32 : i32
      %1102 = arith.andi %1099, %1101 : i1
      cf.cond_br %1102, ^bb163, ^bb164
    ^bb163:  // pred: ^bb162
      %1103 = cute.memref.load(%rmem_431, %174) : (!memref_rmem_bf16_2, !cute.coord<"40">) -> bf16
      cute.memref.store(%view_246, %174, %1103) : (!memref_gmem_bf16_5, !cute.coord<"40">, bf16) -> ()
      cf.br ^bb164
    ^bb164:  // 2 preds: ^bb162, ^bb163
      %tup_727 = cute.add_offset(%tup_440, %173) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_728 = cute.deref_arith_tuple_iter(%tup_727) : !cute_arith_tuple_iter_2fe1bf
      %e0_729, %e1_730, %e2_731 = cute.get_leaves(%tup_728) : !cute.int_tuple<"(?,?,?)">
      %coord_732 = cute.make_coord(%e0_729) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1104 = cute.get_scalars(%coord_732) : !cute.coord<"?">
      %1105 = arith.cmpi slt, %1104, %c1000_i32 : i32
      %coord_733 = cute.make_coord(%e1_730) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1106 = cute.get_scalars(%coord_733) : !cute.coord<"?">
      %1107 = arith.cmpi slt, %1106, %c1048_i32 : i32
      %1108 = arith.andi %1105, %1107 : i1
      cf.cond_br %1108, ^bb165, ^bb166
    ^bb165:  // pred: ^bb164
      %1109 = cute.memref.load(%rmem_431, %172) : (!memref_rmem_bf16_2, !cute.coord<"41">) -> bf16
      cute.memref.store(%view_246, %172, %1109) : (!memref_gmem_bf16_5, !cute.coord<"41">, bf16) -> ()
      cf.br ^bb166
    ^bb166:  // 2 preds: ^bb164, ^bb165
      %tup_734 = cute.add_offset(%tup_440, %171) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_735 = cute.deref_arith_tuple_iter(%tup_734) : !cute_arith_tuple_iter_d50395
      %e0_736, %e1_737, %e2_738 = cute.get_leaves(%tup_735) : !cute_int_tuple_d8f416
      %coord_739 = cute.make_coord(%e0_736) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1110 = cute.get_scalars(%coord_739) : !cute.coord<"?">
      %1111 = arith.cmpi slt, %1110, %c1000_i32 : i32
      %coord_740 = cute.make_coord(%e1_737) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1112 = cute.get_scalars(%coord_740) : !cute.coord<"?{div=2}">
      %1113 = arith.cmpi slt, %1112, %c1048_i32 : i32
      %1114 = arith.andi %1111, %1113 : i1
      cf.cond_br %1114, ^bb167, ^bb168
    ^bb167:  // pred: ^bb166
      %1115 = cute.memref.load(%rmem_431, %170) : (!memref_rmem_bf16_2, !cute.coord<"42">) -> bf16
      cute.memref.store(%view_246, %170, %1115) : (!memref_gmem_bf16_5, !cute.coord<"42">, bf16) -> ()
      cf.br ^bb168
    ^bb168:  // 2 preds: ^bb166, ^bb167
      %tup_741 = cute.add_offset(%tup_440, %169) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_742 = cute.deref_arith_tuple_iter(%tup_741) : !cute_arith_tuple_iter_2fe1bf
      %e0_743, %e1_744, %e2_745 = cute.get_leaves(%tup_742) : !cute.int_tuple<"(?,?,?)">
      %coord_746 = cute.make_coord(%e0_743) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1116 = cute.get_scalars(%coord_746) : !cute.coord<"?">
      %1117 = arith.cmpi slt, %1116, %c1000_i32 : i32
      %coord_747 = cute.make_coord(%e1_744) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1118 = cute.get_scalars(%coord_747) : !cute.coord<"?">
      %1119 = arith.cmpi slt, %1118, %c1048_i32 : i32
      %1120 = arith.andi %1117, %1119 : i1
      cf.cond_br %1120, ^bb169, ^bb170
    ^bb169:  // pred: ^bb168
      %1121 = cute.memref.load(%rmem_431, %168) : (!memref_rmem_bf16_2, !cute.coord<"43">) -> bf16
      cute.memref.store(%view_246, %168, %1121) : (!memref_gmem_bf16_5, !cute.coord<"43">, bf16) -> ()
      cf.br ^bb170
    ^bb170:  // 2 preds: ^bb168, ^bb169
      %tup_748 = cute.add_offset(%tup_440, %167) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_749 = cute.deref_arith_tuple_iter(%tup_748) : !cute_arith_tuple_iter_d50395
      %e0_750, %e1_751, %e2_752 = cute.get_leaves(%tup_749) : !cute_int_tuple_d8f416
      %coord_753 = cute.make_coord(%e0_750) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1122 = cute.get_scalars(%coord_753) : !cute.coord<"?">
      %1123 = arith.cmpi slt, %1122, %c1000_i32 : i32
      %coord_754 = cute.make_coord(%e1_751) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1124 = cute.get_scalars(%coord_754) : !cute.coord<"?{div=2}">
      %1125 = arith.cmpi slt, %1124, %c1048_i32 : i32
      %1126 = arith.andi %1123, %1125 : i1
      cf.cond_br %1126, ^bb171, ^bb172
    ^bb171:  // pred: ^bb170
      %1127 = cute.memref.load(%rmem_431, %166) : (!memref_rmem_bf16_2, !cute.coord<"44">) -> bf16
      cute.memref.store(%view_246, %166, %1127) : (!memref_gmem_bf16_5, !cute.coord<"44">, bf16) -> ()
      cf.br ^bb172
    ^bb172:  // 2 preds: ^bb170, ^bb171
      %tup_755 = cute.add_offset(%tup_440, %165) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_756 = cute.deref_arith_tuple_iter(%tup_755) : !cute_arith_tuple_iter_2fe1bf
      %e0_757, %e1_758, %e2_759 = cute.get_leaves(%tup_756) : !cute.int_tuple<"(?,?,?)">
      %coord_760 = cute.make_coord(%e0_757) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1128 = cute.get_scalars(%coord_760) : !cute.coord<"?">
      %1129 = arith.cmpi slt, %1128, %c1000_i32 : i32
      %coord_761 = cute.make_coord(%e1_758) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1130 = cute.get_scalars(%coord_761) : !cute.coord<"?">
      %1131 = arith.cmpi slt, %1130, %c1048_i32 : i32
      %1132 = arith.andi %1129, %1131 : i1
      cf.cond_br %1132, ^bb173, ^bb174
    ^bb173:  // pred: ^bb172
      %1133 = cute.memref.load(%rmem_431, %164) : (!memref_rmem_bf16_2, !cute.coord<"45">) -> bf16
      cute.memref.store(%view_246, %164, %1133) : (!memref_gmem_bf16_5, !cute.coord<"45">, bf16) -> ()
      cf.br ^bb174
    ^bb174:  // 2 preds: ^bb172, ^bb173
      %tup_762 = cute.add_offset(%tup_440, %163) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_763 = cute.deref_arith_tuple_iter(%tup_762) : !cute_arith_tuple_iter_d50395
      %e0_764, %e1_765, %e2_766 = cute.get_leaves(%tup_763) : !cute_int_tuple_d8f416
      %coord_767 = cute.make_coord(%e0_764) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1134 = cute.get_scalars(%coord_767) : !cute.coord<"?">
      %1135 = arith.cmpi slt, %1134, %c1000_i32 : i32
      %coord_768 = cute.make_coord(%e1_765) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1136 = cute.get_scalars(%coord_768) : !cute.coord<"?{div=2}">
      %1137 = arith.cmpi slt, %1136, %c1048_i32 : i32
      %1138 = arith.andi %1135, %1137 : i1
      cf.cond_br %1138, ^bb175, ^bb176
    ^bb175:  // pred: ^bb174
      %1139 = cute.memref.load(%rmem_431, %162) : (!memref_rmem_bf16_2, !cute.coord<"46">) -> bf16
      cute.memref.store(%view_246, %162, %1139) : (!memref_gmem_bf16_5, !cute.coord<"46">, bf16) -> ()
      cf.br ^bb176
    ^bb176:  // 2 preds: ^bb174, ^bb175
      %tup_769 = cute.add_offset(%tup_440, %161) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_770 = cute.deref_arith_tuple_iter(%tup_769) : !cute_arith_tuple_iter_2fe1bf
      %e0_771, %e1_772, %e2_773 = cute.get_leaves(%tup_770) : !cute.int_tuple<"(?,?,?)">
      %coord_774 = cute.make_coord(%e0_771) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1140 = cute.get_scalars(%coord_774) : !cute.coord<"?">
      %1141 = arith.cmpi slt, %1140, %c1000_i32 : i32
      %coord_775 = cute.make_coord(%e1_772) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1142 = cute.get_scalars(%coord_775) : !cute.coord<"?">
      %1143 = arith.cmpi slt, %1142, %c1048_i32 : i32
      %1144 = arith.andi %1141, %1143 : i1
      cf.cond_br %1144, ^bb177, ^bb178
    ^bb177:  // pred: ^bb176
      %1145 = cute.memref.load(%rmem_431, %160) : (!memref_rmem_bf16_2, !cute.coord<"47">) -> bf16
      cute.memref.store(%view_246, %160, %1145) : (!memref_gmem_bf16_5, !cute.coord<"47">, bf16) -> ()
      cf.br ^bb178
    ^bb178:  // 2 preds: ^bb176, ^bb177
      %tup_776 = cute.add_offset(%tup_440, %159) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_777 = cute.deref_arith_tuple_iter(%tup_776) : !cute_arith_tuple_iter_d50395
      %e0_778, %e1_779, %e2_780 = cute.get_leaves(%tup_777) : !cute_int_tuple_d8f416
      %coord_781 = cute.make_coord(%e0_778) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1146 = cute.get_scalars(%coord_781) : !cute.coord<"?">
      %1147 = arith.cmpi slt, %1146, %c1000_i32 : i32
      %coord_782 = cute.make_coord(%e1_779) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1148 = cute.get_scalars(%coord_782) : !cute.coord<"?{div=2}">
      %1149 = arith.cmpi slt, %1148, %c1048_i32 : i32
      %1150 = arith.andi %1147, %1149 : i1
      cf.cond_br %1150, ^bb179, ^bb180
    ^bb179:  // pred: ^bb178
      %1151 = cute.memref.load(%rmem_431, %158) : (!memref_rmem_bf16_2, !cute.coord<"48">) -> bf16
      cute.memref.store(%view_246, %158, %1151) : (!memref_gmem_bf16_5, !cute.coord<"48">, bf16) -> ()
      cf.br ^bb180
    ^bb180:  // 2 preds: ^bb178, ^bb179
      %tup_783 = cute.add_offset(%tup_440, %157) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_784 = cute.deref_arith_tuple_iter(%tup_783) : !cute_arith_tuple_iter_2fe1bf
      %e0_785, %e1_786, %e2_787 = cute.get_leaves(%tup_784) : !cute.int_tuple<"(?,?,?)">
      %coord_788 = cute.make_coord(%e0_785) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1152 = cute.get_scalars(%coord_788) : !cute.coord<"?">
      %1153 = arith.cmpi slt, %1152, %c1000_i32 : i32
      %coord_789 = cute.make_coord(%e1_786) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1154 = cute.get_scalars(%coord_789) : !cute.coord<"?">
      %1155 = arith.cmpi slt, %1154, %c1048_i32 : i32
      %1156 = arith.andi %1153, %1155 : i1
      cf.cond_br %1156, ^bb181, ^bb182
    ^bb181:  // pred: ^bb180
      %1157 = cute.memref.load(%rmem_431, %156) : (!memref_rmem_bf16_2, !cute.coord<"49">) -> bf16
      cute.memref.store(%view_246, %156, %1157) : (!memref_gmem_bf16_5, !cute.coord<"49">, bf16) -> ()
      cf.br ^bb182
    ^bb182:  // 2 preds: ^bb180, ^bb181
      %tup_790 = cute.add_offset(%tup_440, %155) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_791 = cute.deref_arith_tuple_iter(%tup_790) : !cute_arith_tuple_iter_d50395
      %e0_792, %e1_793, %e2_794 = cute.get_leaves(%tup_791) : !cute_int_tuple_d8f416
      %coord_795 = cute.make_coord(%e0_792) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1158 = cute.get_scalars(%coord_795) : !cute.coord<"?">
      %1159 = arith.cmpi slt, %1158, %c1000_i32 : i32
      %coord_796 = cute.make_coord(%e1_793) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1160 = cute.get_scalars(%coord_796) : !cute.coord<"?{div=2}">
      %1161 = arith.cmpi slt, %1160, %c1048_i32 : i32
      %1162 = arith.andi %1159, %1161 : i1
      cf.cond_br %1162, ^bb183, ^bb184
    ^bb183:  // pred: ^bb182
      %1163 = cute.memref.load(%rmem_431, %154) : (!memref_rmem_bf16_2, !cute.coord<"50">) -> bf16
      cute.memref.store(%view_246, %154, %1163) : (!memref_gmem_bf16_5, !cute.coord<"50">, bf16) -> ()
      cf.br ^bb184
    ^bb184:  // 2 preds: ^bb182, ^bb183
      %tup_797 = cute.add_offset(%tup_440, %153) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_798 = cute.deref_arith_tuple_iter(%tup_797) : !cute_arith_tuple_iter_2fe1bf
      %e0_799, %e1_800, %e2_801 = cute.get_leaves(%tup_798) : !cute.int_tuple<"(?,?,?)">
      %coord_802 = cute.make_coord(%e0_799) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1164 = cute.get_scalars(%coord_802) : !cute.coord<"?">
      %1165 = arith.cmpi slt, %1164, %c1000_i32 : i32
      %coord_803 = cute.make_coord(%e1_800) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1166 = cute.get_scalars(%coord_803) : !cute.coord<"?">
      %1167 = arith.cmpi slt, %1166, %c1048_i32 : i32
      %1168 = arith.andi %1165, %1167 : i1
      cf.cond_br %1168, ^bb185, ^bb186
    ^bb185:  // pred: ^bb184
      %1169 = cute.memref.load(%rmem_431, %152) : (!memref_rmem_bf16_2, !cute.coord<"51">) -> bf16
      cute.memref.store(%view_246, %152, %1169) : (!memref_gmem_bf16_5, !cute.coord<"51">, bf16) -> ()
      cf.br ^bb186
    ^bb186:  // 2 preds: ^bb184, ^bb185
      %tup_804 = cute.add_offset(%tup_440, %151) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_805 = cute.deref_arith_tuple_iter(%tup_804) : !cute_arith_tuple_iter_d50395
      %e0_806, %e1_807, %e2_808 = cute.get_leaves(%tup_805) : !cute_int_tuple_d8f416
      %coord_809 = cute.make_coord(%e0_806) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1170 = cute.get_scalars(%coord_809) : !cute.coord<"?">
      %1171 = arith.cmpi slt, %1170, %c1000_i32 : i32
      %coord_810 = cute.make_coord(%e1_807) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1172 = cute.get_scalars(%coord_810) : !cute.coord<"?{div=2}">
      %1173 = arith.cmpi slt, %1172, %c1048_i32 : i32
      %1174 = arith.andi %1171, %1173 : i1
      cf.cond_br %1174, ^bb187, ^bb188
    ^bb187:  // pred: ^bb186
      %1175 = cute.memref.load(%rmem_431, %150) : (!memref_rmem_bf16_2, !cute.coord<"52">) -> bf16
      cute.memref.store(%view_246, %150, %1175) : (!memref_gmem_bf16_5, !cute.coord<"52">, bf16) -> ()
      cf.br ^bb188
    ^bb188:  // 2 preds: ^bb186, ^bb187
      %tup_811 = cute.add_offset(%tup_440, %149) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_812 = cute.deref_arith_tuple_iter(%tup_811) : !cute_arith_tuple_iter_2fe1bf
      %e0_813, %e1_814, %e2_815 = cute.get_leaves(%tup_812) : !cute.int_tuple<"(?,?,?)">
      %coord_816 = cute.make_coord(%e0_813) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1176 = cute.get_scalars(%coord_816) : !cute.coord<"?">
      %1177 = arith.cmpi slt, %1176, %c1000_i32 : i32
      %coord_817 = cute.make_coord(%e1_814) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1178 = cute.get_scalars(%coord_817) : !cute.coord<"?">
      %1179 = arith.cmpi slt, %1178, %c1048_i32 : i32
      %1180 = arith.andi %1177, %1179 : i1
      cf.cond_br %1180, ^bb189, ^bb190
    ^bb189:  // pred: ^bb188
      %1181 = cute.memref.load(%rmem_431, %148) : (!memref_rmem_bf16_2, !cute.coord<"53">) -> bf16
      cute.memref.store(%view_246, %148, %1181) : (!memref_gmem_bf16_5, !cute.coord<"53">, bf16) -> ()
      cf.br ^bb190
    ^bb190:  // 2 preds: ^bb188, ^bb189
      %tup_818 = cute.add_offset(%tup_440, %147) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_819 = cute.deref_arith_tuple_iter(%tup_818) : !cute_arith_tuple_iter_d50395
      %e0_820, %e1_821, %e2_822 = cute.get_leaves(%tup_819) : !cute_int_tuple_d8f416
      %coord_823 = cute.make_coord(%e0_820) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1182 = cute.get_scalars(%coord_823) : !cute.coord<"?">
      %1183 = arith.cmpi slt, %1182, %c1000_i32 : i32
      %coord_824 = cute.make_coord(%e1_821) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1184 = cute.get_scalars(%coord_824) : !cute.coord<"?{div=2}">
      %1185 = arith.cmpi slt, %1184, %c1048_i32 : i32
      %1186 = arith.andi %1183, %1185 : i1
      cf.cond_br %1186, ^bb191, ^bb192
    ^bb191:  // pred: ^bb190
      %1187 = cute.memref.load(%rmem_431, %146) : (!memref_rmem_bf16_2, !cute.coord<"54">) -> bf16
      cute.memref.store(%view_246, %146, %1187) : (!memref_gmem_bf16_5, !cute.coord<"54">, bf16) -> ()
      cf.br ^bb192
    ^bb192:  // 2 preds: ^bb190, ^bb191
      %tup_825 = cute.add_offset(%tup_440, %145) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_826 = cute.deref_arith_tuple_iter(%tup_825) : !cute_arith_tuple_iter_2fe1bf
      %e0_827, %e1_828, %e2_829 = cute.get_leaves(%tup_826) : !cute.int_tuple<"(?,?,?)">
      %coord_830 = cute.make_coord(%e0_827) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1188 = cute.get_scalars(%coord_830) : !cute.coord<"?">
      %1189 = arith.cmpi slt, %1188, %c1000_i32 : i32
      %coord_831 = cute.make_coord(%e1_828) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1190 = cute.get_scalars(%coord_831) : !cute.coord<"?">
      %1191 = arith.cmpi slt, %1190, %c1048_i32 : i32
      %1192 = arith.andi %1189, %1191 : i1
      cf.cond_br %1192, ^bb193, ^bb194
    ^bb193:  // pred: ^bb192
      %1193 = cute.memref.load(%rmem_431, %144) : (!memref_rmem_bf16_2, !cute.coord<"55">) -> bf16
      cute.memref.store(%view_246, %144, %1193) : (!memref_gmem_bf16_5, !cute.coord<"55">, bf16) -> ()
      cf.br ^bb194
    ^bb194:  // 2 preds: ^bb192, ^bb193
      %tup_832 = cute.add_offset(%tup_440, %143) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_833 = cute.deref_arith_tuple_iter(%tup_832) : !cute_arith_tuple_iter_d50395
      %e0_834, %e1_835, %e2_836 = cute.get_leaves(%tup_833) : !cute_int_tuple_d8f416
      %coord_837 = cute.make_coord(%e0_834) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1194 = cute.get_scalars(%coord_837) : !cute.coord<"?">
      %1195 = arith.cmpi slt, %1194, %c1000_i32 : i32
      %coord_838 = cute.make_coord(%e1_835) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1196 = cute.get_scalars(%coord_838) : !cute.coord<"?{div=2}">
      %1197 = arith.cmpi slt, %1196, %c1048_i32 : i32
      %1198 = arith.andi %1195, %1197 : i1
      cf.cond_br %1198, ^bb195, ^bb196
    ^bb195:  // pred: ^bb194
      %1199 = cute.memref.load(%rmem_431, %142) : (!memref_rmem_bf16_2, !cute.coord<"56">) -> bf16
      cute.memref.store(%view_246, %142, %1199) : (!memref_gmem_bf16_5, !cute.coord<"56">, bf16) -> ()
      cf.br ^bb196
    ^bb196:  // 2 preds: ^bb194, ^bb195
      %tup_839 = cute.add_offset(%tup_440, %141) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_840 = cute.deref_arith_tuple_iter(%tup_839) : !cute_arith_tuple_iter_2fe1bf
      %e0_841, %e1_842, %e2_843 = cute.get_leaves(%tup_840) : !cute.int_tuple<"(?,?,?)">
      %coord_844 = cute.make_coord(%e0_841) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1200 = cute.get_scalars(%coord_844) : !cute.coord<"?">
      %1201 = arith.cmpi slt, %1200, %c1000_i32 : i32
      %coord_845 = cute.make_coord(%e1_842) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1202 = cute.get_scalars(%coord_845) : !cute.coord<"?">
      %1203 = arith.cmpi slt, %1202, %c1048_i32 : i32
      %1204 = arith.andi %1201, %1203 : i1
      cf.cond_br %1204, ^bb197, ^bb198
    ^bb197:  // pred: ^bb196
      %1205 = cute.memref.load(%rmem_431, %140) : (!memref_rmem_bf16_2, !cute.coord<"57">) -> bf16
      cute.memref.store(%view_246, %140, %1205) : (!memref_gmem_bf16_5, !cute.coord<"57">, bf16) -> ()
      cf.br ^bb198
    ^bb198:  // 2 preds: ^bb196, ^bb197
      %tup_846 = cute.add_offset(%tup_440, %139) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_847 = cute.deref_arith_tuple_iter(%tup_846) : !cute_arith_tuple_iter_d50395
      %e0_848, %e1_849, %e2_850 = cute.get_leaves(%tup_847) : !cute_int_tuple_d8f416
      %coord_851 = cute.make_coord(%e0_848) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1206 = cute.get_scalars(%coord_851) : !cute.coord<"?">
      %1207 = arith.cmpi slt, %1206, %c1000_i32 : i32
      %coord_852 = cute.make_coord(%e1_849) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1208 = cute.get_scalars(%coord_852) : !cute.coord<"?{div=2}">
      %1209 = arith.cmpi slt, %1208, %c1048_i32 : i32
      %1210 = arith.andi %1207, %1209 : i1
      cf.cond_br %1210, ^bb199, ^bb200
    ^bb199:  // pred: ^bb198
      %1211 = cute.memref.load(%rmem_431, %138) : (!memref_rmem_bf16_2, !cute.coord<"58">) -> bf16
      cute.memref.store(%view_246, %138, %1211) : (!memref_gmem_bf16_5, !cute.coord<"58">, bf16) -> ()
      cf.br ^bb200
    ^bb200:  // 2 preds: ^bb198, ^bb199
      %tup_853 = cute.add_offset(%tup_440, %137) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_854 = cute.deref_arith_tuple_iter(%tup_853) : !cute_arith_tuple_iter_2fe1bf
      %e0_855, %e1_856, %e2_857 = cute.get_leaves(%tup_854) : !cute.int_tuple<"(?,?,?)">
      %coord_858 = cute.make_coord(%e0_855) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1212 = cute.get_scalars(%coord_858) : !cute.coord<"?">
      %1213 = arith.cmpi slt, %1212, %c1000_i32 : i32
      %coord_859 = cute.make_coord(%e1_856) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1214 = cute.get_scalars(%coord_859) : !cute.coord<"?">
      %1215 = arith.cmpi slt, %1214, %c1048_i32 : i32
      %1216 = arith.andi %1213, %1215 : i1
      cf.cond_br %1216, ^bb201, ^bb202
    ^bb201:  // pred: ^bb200
      %1217 = cute.memref.load(%rmem_431, %136) : (!memref_rmem_bf16_2, !cute.coord<"59">) -> bf16
      cute.memref.store(%view_246, %136, %1217) : (!memref_gmem_bf16_5, !cute.coord<"59">, bf16) -> ()
      cf.br ^bb202
    ^bb202:  // 2 preds: ^bb200, ^bb201
      %tup_860 = cute.add_offset(%tup_440, %135) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_861 = cute.deref_arith_tuple_iter(%tup_860) : !cute_arith_tuple_iter_d50395
      %e0_862, %e1_863, %e2_864 = cute.get_leaves(%tup_861) : !cute_int_tuple_d8f416
      %coord_865 = cute.make_coord(%e0_862) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1218 = cute.get_scalars(%coord_865) : !cute.coord<"?">
      %1219 = arith.cmpi slt, %1218, %c1000_i32 : i32
      %coord_866 = cute.make_coord(%e1_863) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1220 = cute.get_scalars(%coord_866) : !cute.coord<"?{div=2}">
      %1221 = arith.cmpi slt, %1220, %c1048_i32 : i32
      %1222 = arith.andi %1219, %1221 : i1
      cf.cond_br %1222, ^bb203, ^bb204
    ^bb203:  // pred: ^bb202
      %1223 = cute.memref.load(%rmem_431, %134) : (!memref_rmem_bf16_2, !cute.coord<"60">) -> bf16
      cute.memref.store(%view_246, %134, %1223) : (!memref_gmem_bf16_5, !cute.coord<"60">, bf16) -> ()
      cf.br ^bb204
    ^bb204:  // 2 preds: ^bb202, ^bb203
      %tup_867 = cute.add_offset(%tup_440, %133) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_868 = cute.deref_arith_tuple_iter(%tup_867) : !cute_arith_tuple_iter_2fe1bf
      %e0_869, %e1_870, %e2_871 = cute.get_leaves(%tup_868) : !cute.int_tuple<"(?,?,?)">
      %coord_872 = cute.make_coord(%e0_869) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1224 = cute.get_scalars(%coord_872) : !cute.coord<"?">
      %1225 = arith.cmpi slt, %1224, %c1000_i32 : i32
      %coord_873 = cute.make_coord(%e1_870) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1226 = cute.get_scalars(%coord_873) : !cute.coord<"?">
      %1227 = arith.cmpi slt, %1226, %c1048_i32 : i32
      %1228 = arith.andi %1225, %1227 : i1
      cf.cond_br %1228, ^bb205, ^bb206
    ^bb205:  // pred: ^bb204
      %1229 = cute.memref.load(%rmem_431, %132) : (!memref_rmem_bf16_2, !cute.coord<"61">) -> bf16
      cute.memref.store(%view_246, %132, %1229) : (!memref_gmem_bf16_5, !cute.coord<"61">, bf16) -> ()
      cf.br ^bb206
    ^bb206:  // 2 preds: ^bb204, ^bb205
      %tup_874 = cute.add_offset(%tup_440, %131) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_875 = cute.deref_arith_tuple_iter(%tup_874) : !cute_arith_tuple_iter_d50395
      %e0_876, %e1_877, %e2_878 = cute.get_leaves(%tup_875) : !cute_int_tuple_d8f416
      %coord_879 = cute.make_coord(%e0_876) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1230 = cute.get_scalars(%coord_879) : !cute.coord<"?">
      %1231 = arith.cmpi slt, %1230, %c1000_i32 : i32
      %coord_880 = cute.make_coord(%e1_877) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1232 = cute.get_scalars(%coord_880) : !cute.coord<"?{div=2}">
      %1233 = arith.cmpi slt, %1232, %c1048_i32 : i32
      %1234 = arith.andi %1231, %1233 : i1
      cf.cond_br %1234, ^bb207, ^bb208
    ^bb207:  // pred: ^bb206
      %1235 = cute.memref.load(%rmem_431, %130) : (!memref_rmem_bf16_2, !cute.coord<"62">) -> bf16
      cute.memref.store(%view_246, %130, %1235) : (!memref_gmem_bf16_5, !cute.coord<"62">, bf16) -> ()
      cf.br ^bb208
    ^bb208:  // 2 preds: ^bb206, ^bb207
      %tup_881 = cute.add_offset(%tup_440, %129) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_882 = cute.deref_arith_tuple_iter(%tup_881) : !cute_arith_tuple_iter_2fe1bf
      %e0_883, %e1_884, %e2_885 = cute.get_leaves(%tup_882) : !cute.int_tuple<"(?,?,?)">
      %coord_886 = cute.make_coord(%e0_883) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1236 = cute.get_scalars(%coord_886) : !cute.coord<"?">
      %1237 = arith.cmpi slt, %1236, %c1000_i32 : i32
      %coord_887 = cute.make_coord(%e1_884) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1238 = cute.get_scalars(%coord_887) : !cute.coord<"?">
      %1239 = arith.cmpi slt, %1238, %c1048_i32 : i32
      %1240 = arith.andi %1237, %1239 : i1
      cf.cond_br %1240, ^bb209, ^bb210
    ^bb209:  // pred: ^bb208
      %1241 = cute.memref.load(%rmem_431, %128) : (!memref_rmem_bf16_2, !cute.coord<"63">) -> bf16
      cute.memref.store(%view_246, %128, %1241) : (!memref_gmem_bf16_5, !cute.coord<"63">, bf16) -> ()
      cf.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      %tup_888 = cute.add_offset(%tup_440, %127) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_889 = cute.deref_arith_tuple_iter(%tup_888) : !cute_arith_tuple_iter_d50395
      %e0_890, %e1_891, %e2_892 = cute.get_leaves(%tup_889) : !cute_int_tuple_d8f416
      %coord_893 = cute.make_coord(%e0_890) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1242 = cute.get_scalars(%coord_893) : !cute.coord<"?">
      %1243 = arith.cmpi slt, %1242, %c1000_i32 : i32
      %coord_894 = cute.make_coord(%e1_891) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1244 = cute.get_scalars(%coord_894) : !cute.coord<"?{div=2}">
      %1245 = arith.cmpi slt, %1244, %c1048_i32 : i32
      %1246 = arith.andi %1243, %1245 : i1
      cf.cond_br %1246, ^bb211, ^bb212
    ^bb211:  // pred: ^bb210
      %1247 = cute.memref.load(%rmem_431, %126) : (!memref_rmem_bf16_2, !cute.coord<"64">) -> bf16
      cute.memref.store(%view_246, %126, %1247) : (!memref_gmem_bf16_5, !cute.coord<"64">, bf16) -> ()
      cf.br ^bb212
    ^bb212:  // 2 preds: ^bb210, ^bb211
      %tup_895 = cute.add_offset(%tup_440, %125) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_896 = cute.deref_arith_tuple_iter(%tup_895) : !cute_arith_tuple_iter_2fe1bf
      %e0_897, %e1_898, %e2_899 = cute.get_leaves(%tup_896) : !cute.int_tuple<"(?,?,?)">
      %coord_900 = cute.make_coord(%e0_897) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1248 = cute.get_scalars(%coord_900) : !cute.coord<"?">
      %1249 = arith.cmpi slt, %1248, %c1000_i32 : i32
      %coord_901 = cute.make_coord(%e1_898) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1250 = cute.get_scalars(%coord_901) : !cute.coord<"?">
      %1251 = arith.cmpi slt, %1250, %c1048_i32 : i32
      %1252 = arith.andi %1249, %1251 : i1
      cf.cond_br %1252, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      %1253 = cute.memref.load(%rmem_431, %124) : (!memref_rmem_bf16_2, !cute.coord<"65">) -> bf16
      cute.memref.store(%view_246, %124, %1253) : (!memref_gmem_bf16_5, !cute.coord<"65">, bf16) -> ()
      cf.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      %tup_902 = cute.add_offset(%tup_440, %123) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_903 = cute.deref_arith_tuple_iter(%tup_902) : !cute_arith_tuple_iter_d50395
      %e0_904, %e1_905, %e2_906 = cute.get_leaves(%tup_903) : !cute_int_tuple_d8f416
      %coord_907 = cute.make_coord(%e0_904) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1254 = cute.get_scalars(%coord_907) : !cute.coord<"?">
      %1255 = arith.cmpi slt, %1254, %c1000_i32 : i32
      %coord_908 = cute.make_coord(%e1_905) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1256 = cute.get_scalars(%coord_908) : !cute.coord<"?{div=2}">
      %1257 = arith.cmpi slt, %1256, %c1048_i32 : i32
      %1258 = arith.andi %1255, %1257 : i1
      cf.cond_br %1258, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      %1259 = cute.memref.load(%rmem_431, %122) : (!memref_rmem_bf16_2, !cute.coord<"66">) -> bf16
      cute.memref.store(%view_246, %122, %1259) : (!memref_gmem_bf16_5, !cute.coord<"66">, bf16) -> ()
      cf.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      %tup_909 = cute.add_offset(%tup_440, %121) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_910 = cute.deref_arith_tuple_iter(%tup_909) : !cute_arith_tuple_iter_2fe1bf
      %e0_911, %e1_912, %e2_913 = cute.get_leaves(%tup_910) : !cute.int_tuple<"(?,?,?)">
      %coord_914 = cute.make_coord(%e0_911) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1260 = cute.get_scalars(%coord_914) : !cute.coord<"?">
      %1261 = arith.cmpi slt, %1260, %c1000_i32 : i32
      %coord_915 = cute.make_coord(%e1_912) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1262 = cute.get_scalars(%coord_915) : !cute.coord<"?">
      %1263 = arith.cmpi slt, %1262, %c1048_i32 : i32
      %1264 = arith.andi %1261, %1263 : i1
      cf.cond_br %1264, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      %1265 = cute.memref.load(%rmem_431, %120) : (!memref_rmem_bf16_2, !cute.coord<"67">) -> bf16
      cute.memref.store(%view_246, %120, %1265) : (!memref_gmem_bf16_5, !cute.coord<"67">, bf16) -> ()
      cf.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      %tup_916 = cute.add_offset(%tup_440, %119) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_917 = cute.deref_arith_tuple_iter(%tup_916) : !cute_arith_tuple_iter_d50395
      %e0_918, %e1_919, %e2_920 = cute.get_leaves(%tup_917) : !cute_int_tuple_d8f416
      %coord_921 = cute.make_coord(%e0_918) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1266 = cute.get_scalars(%coord_921) : !cute.coord<"?">
      %1267 = arith.cmpi slt, %1266, %c1000_i32 : i32
      %coord_922 = cute.make_coord(%e1_919) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1268 = cute.get_scalars(%coord_922) : !cute.coord<"?{div=2}">
      %1269 = arith.cmpi slt, %1268, %c1048_i32 : i32
      %1270 = arith.andi %1267, %1269 : i1
      cf.cond_br %1270, ^bb219, ^bb220
    ^bb219:  // pred: ^bb218
      %1271 = cute.memref.load(%rmem_431, %118) : (!memref_rmem_bf16_2, !cute.coord<"68">) -> bf16
      cute.memref.store(%view_246, %118, %1271) : (!memref_gmem_bf16_5, !cute.coord<"68">, bf16) -> ()
      cf.br ^bb220
    ^bb220:  // 2 preds: ^bb218, ^bb219
      %tup_923 = cute.add_offset(%tup_440, %117) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_924 = cute.deref_arith_tuple_iter(%tup_923) : !cute_arith_tuple_iter_2fe1bf
      %e0_925, %e1_926, %e2_927 = cute.get_leaves(%tup_924) : !cute.int_tuple<"(?,?,?)">
      %coord_928 = cute.make_coord(%e0_925) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1272 = cute.get_scalars(%coord_928) : !cute.coord<"?">
      %1273 = arith.cmpi slt, %1272, %c1000_i32 : i32
      %coord_929 = cute.make_coord(%e1_926) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1274 = cute.get_scalars(%coord_929) : !cute.coord<"?">
      %1275 = arith.cmpi slt, %1274, %c1048_i32 : i32
      %1276 = arith.andi %1273, %1275 : i1
      cf.cond_br %1276, ^bb221, ^bb222
    ^bb221:  // pred: ^bb220
      %1277 = cute.memref.load(%rmem_431, %116) : (!memref_rmem_bf16_2, !cute.coord<"69">) -> bf16
      cute.memref.store(%view_246, %116, %1277) : (!memref_gmem_bf16_5, !cute.coord<"69">, bf16) -> ()
      cf.br ^bb222
    ^bb222:  // 2 preds: ^bb220, ^bb221
      %tup_930 = cute.add_offset(%tup_440, %115) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_931 = cute.deref_arith_tuple_iter(%tup_930) : !cute_arith_tuple_iter_d50395
      %e0_932, %e1_933, %e2_934 = cute.get_leaves(%tup_931) : !cute_int_tuple_d8f416
      %coord_935 = cute.make_coord(%e0_932) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1278 = cute.get_scalars(%coord_935) : !cute.coord<"?">
      %1279 = arith.cmpi slt, %1278, %c1000_i32 : i32
      %coord_936 = cute.make_coord(%e1_933) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1280 = cute.get_scalars(%coord_936) : !cute.coord<"?{div=2}">
      %1281 = arith.cmpi slt, %1280, %c1048_i32 : i32
      %1282 = arith.andi %1279, %1281 : i1
      cf.cond_br %1282, ^bb223, ^bb224
    ^bb223:  // pred: ^bb222
      %1283 = cute.memref.load(%rmem_431, %114) : (!memref_rmem_bf16_2, !cute.coord<"70">) -> bf16
      cute.memref.store(%view_246, %114, %1283) : (!memref_gmem_bf16_5, !cute.coord<"70">, bf16) -> ()
      cf.br ^bb224
    ^bb224:  // 2 preds: ^bb222, ^bb223
      %tup_937 = cute.add_offset(%tup_440, %113) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_938 = cute.deref_arith_tuple_iter(%tup_937) : !cute_arith_tuple_iter_2fe1bf
      %e0_939, %e1_940, %e2_941 = cute.get_leaves(%tup_938) : !cute.int_tuple<"(?,?,?)">
      %coord_942 = cute.make_coord(%e0_939) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1284 = cute.get_scalars(%coord_942) : !cute.coord<"?">
      %1285 = arith.cmpi slt, %1284, %c1000_i32 : i32
      %coord_943 = cute.make_coord(%e1_940) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1286 = cute.get_scalars(%coord_943) : !cute.coord<"?">
      %1287 = arith.cmpi slt, %1286, %c1048_i32 : i32
      %1288 = arith.andi %1285, %1287 : i1
      cf.cond_br %1288, ^bb225, ^bb226
    ^bb225:  // pred: ^bb224
      %1289 = cute.memref.load(%rmem_431, %112) : (!memref_rmem_bf16_2, !cute.coord<"71">) -> bf16
      cute.memref.store(%view_246, %112, %1289) : (!memref_gmem_bf16_5, !cute.coord<"71">, bf16) -> ()
      cf.br ^bb226
    ^bb226:  // 2 preds: ^bb224, ^bb225
      %tup_944 = cute.add_offset(%tup_440, %111) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_945 = cute.deref_arith_tuple_iter(%tup_944) : !cute_arith_tuple_iter_d50395
      %e0_946, %e1_947, %e2_948 = cute.get_leaves(%tup_945) : !cute_int_tuple_d8f416
      %coord_949 = cute.make_coord(%e0_946) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1290 = cute.get_scalars(%coord_949) : !cute.coord<"?">
      %1291 = arith.cmpi slt, %1290, %c1000_i32 : i32
      %coord_950 = cute.make_coord(%e1_947) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1292 = cute.get_scalars(%coord_950) : !cute.coord<"?{div=2}">
      %1293 = arith.cmpi slt, %1292, %c1048_i32 : i32
      %1294 = arith.andi %1291, %1293 : i1
      cf.cond_br %1294, ^bb227, ^bb228
    ^bb227:  // pred: ^bb226
      %1295 = cute.memref.load(%rmem_431, %110) : (!memref_rmem_bf16_2, !cute.coord<"72">) -> bf16
      cute.memref.store(%view_246, %110, %1295) : (!memref_gmem_bf16_5, !cute.coord<"72">, bf16) -> ()
      cf.br ^bb228
    ^bb228:  // 2 preds: ^bb226, ^bb227
      %tup_951 = cute.add_offset(%tup_440, %109) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_952 = cute.deref_arith_tuple_iter(%tup_951) : !cute_arith_tuple_iter_2fe1bf
      %e0_953, %e1_954, %e2_955 = cute.get_leaves(%tup_952) : !cute.int_tuple<"(?,?,?)">
      %coord_956 = cute.make_coord(%e0_953) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1296 = cute.get_scalars(%coord_956) : !cute.coord<"?">
      %1297 = arith.cmpi slt, %1296, %c1000_i32 : i32
      %coord_957 = cute.make_coord(%e1_954) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1298 = cute.get_scalars(%coord_957) : !cute.coord<"?">
      %1299 = arith.cmpi slt, %1298, %c1048_i32 : i32
      %1300 = arith.andi %1297, %1299 : i1
      cf.cond_br %1300, ^bb229, ^bb230
    ^bb229:  // pred: ^bb228
      %1301 = cute.memref.load(%rmem_431, %108) : (!memref_rmem_bf16_2, !cute.coord<"73">) -> bf16
      cute.memref.store(%view_246, %108, %1301) : (!memref_gmem_bf16_5, !cute.coord<"73">, bf16) -> ()
      cf.br ^bb230
    ^bb230:  // 2 preds: ^bb228, ^bb229
      %tup_958 = cute.add_offset(%tup_440, %107) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_959 = cute.deref_arith_tuple_iter(%tup_958) : !cute_arith_tuple_iter_d50395
      %e0_960, %e1_961, %e2_962 = cute.get_leaves(%tup_959) : !cute_int_tuple_d8f416
      %coord_963 = cute.make_coord(%e0_960) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1302 = cute.get_scalars(%coord_963) : !cute.coord<"?">
      %1303 = arith.cmpi slt, %1302, %c1000_i32 : i32
      %coord_964 = cute.make_coord(%e1_961) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1304 = cute.get_scalars(%coord_964) : !cute.coord<"?{div=2}">
      %1305 = arith.cmpi slt, %1304, %c1048_i32 : i32
      %1306 = arith.andi %1303, %1305 : i1
      cf.cond_br %1306, ^bb231, ^bb232
    ^bb231:  // pred: ^bb230
      %1307 = cute.memref.load(%rmem_431, %106) : (!memref_rmem_bf16_2, !cute.coord<"74">) -> bf16
      cute.memref.store(%view_246, %106, %1307) : (!memref_gmem_bf16_5, !cute.coord<"74">, bf16) -> ()
      cf.br ^bb232
    ^bb232:  // 2 preds: ^bb230, ^bb231
      %tup_965 = cute.add_offset(%tup_440, %105) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_966 = cute.deref_arith_tuple_iter(%tup_965) : !cute_arith_tuple_iter_2fe1bf
      %e0_967, %e1_968, %e2_969 = cute.get_leaves(%tup_966) : !cute.int_tuple<"(?,?,?)">
      %coord_970 = cute.make_coord(%e0_967) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1308 = cute.get_scalars(%coord_970) : !cute.coord<"?">
      %1309 = arith.cmpi slt, %1308, %c1000_i32 : i32
      %coord_971 = cute.make_coord(%e1_968) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1310 = cute.get_scalars(%coord_971) : !cute.coord<"?">
      %1311 = arith.cmpi slt, %1310, %c1048_i32 : i32
      %1312 = arith.andi %1309, %1311 : i1
      cf.cond_br %1312, ^bb233, ^bb234
    ^bb233:  // pred: ^bb232
      %1313 = cute.memref.load(%rmem_431, %104) : (!memref_rmem_bf16_2, !cute.coord<"75">) -> bf16
      cute.memref.store(%view_246, %104, %1313) : (!memref_gmem_bf16_5, !cute.coord<"75">, bf16) -> ()
      cf.br ^bb234
    ^bb234:  // 2 preds: ^bb232, ^bb233
      %tup_972 = cute.add_offset(%tup_440, %103) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_973 = cute.deref_arith_tuple_iter(%tup_972) : !cute_arith_tuple_iter_d50395
      %e0_974, %e1_975, %e2_976 = cute.get_leaves(%tup_973) : !cute_int_tuple_d8f416
      %coord_977 = cute.make_coord(%e0_974) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1314 = cute.get_scalars(%coord_977) : !cute.coord<"?">
      %1315 = arith.cmpi slt, %1314, %c1000_i32 : i32
      %coord_978 = cute.make_coord(%e1_975) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1316 = cute.get_scalars(%coord_978) : !cute.coord<"?{div=2}">
      %1317 = arith.cmpi slt, %1316, %c1048_i32 : i32
      %1318 = arith.andi %1315, %1317 : i1
      cf.cond_br %1318, ^bb235, ^bb236
    ^bb235:  // pred: ^bb234
      %1319 = cute.memref.load(%rmem_431, %102) : (!memref_rmem_bf16_2, !cute.coord<"76">) -> bf16
      cute.memref.store(%view_246, %102, %1319) : (!memref_gmem_bf16_5, !cute.coord<"76">, bf16) -> ()
      cf.br ^bb236
    ^bb236:  // 2 preds: ^bb234, ^bb235
      %tup_979 = cute.add_offset(%tup_440, %101) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_980 = cute.deref_arith_tuple_iter(%tup_979) : !cute_arith_tuple_iter_2fe1bf
      %e0_981, %e1_982, %e2_983 = cute.get_leaves(%tup_980) : !cute.int_tuple<"(?,?,?)">
      %coord_984 = cute.make_coord(%e0_981) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1320 = cute.get_scalars(%coord_984) : !cute.coord<"?">
      %1321 = arith.cmpi slt, %1320, %c1000_i32 : i32
      %coord_985 = cute.make_coord(%e1_982) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1322 = cute.get_scalars(%coord_985) : !cute.coord<"?">
      %1323 = arith.cmpi slt, %1322, %c1048_i32 : i32
      %1324 = arith.andi %1321, %1323 : i1
      cf.cond_br %1324, ^bb237, ^bb238
    ^bb237:  // pred: ^bb236
      %1325 = cute.memref.load(%rmem_431, %100) : (!memref_rmem_bf16_2, !cute.coord<"77">) -> bf16
      cute.memref.store(%view_246, %100, %1325) : (!memref_gmem_bf16_5, !cute.coord<"77">, bf16) -> ()
      cf.br ^bb238
    ^bb238:  // 2 preds: ^bb236, ^bb237
      %tup_986 = cute.add_offset(%tup_440, %99) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_987 = cute.deref_arith_tuple_iter(%tup_986) : !cute_arith_tuple_iter_d50395
      %e0_988, %e1_989, %e2_990 = cute.get_leaves(%tup_987) : !cute_int_tuple_d8f416
      %coord_991 = cute.make_coord(%e0_988) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1326 = cute.get_scalars(%coord_991) : !cute.coord<"?">
      %1327 = arith.cmpi slt, %1326, %c1000_i32 : i32
      %coord_992 = cute.make_coord(%e1_989) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1328 = cute.get_scalars(%coord_992) : !cute.coord<"?{div=2}">
      %1329 = arith.cmpi slt, %1328, %c1048_i32 : i32
      %1330 = arith.andi %1327, %1329 : i1
      cf.cond_br %1330, ^bb239, ^bb240
    ^bb239:  // pred: ^bb238
      %1331 = cute.memref.load(%rmem_431, %98) : (!memref_rmem_bf16_2, !cute.coord<"78">) -> bf16
      cute.memref.store(%view_246, %98, %1331) : (!memref_gmem_bf16_5, !cute.coord<"78">, bf16) -> ()
      cf.br ^bb240
    ^bb240:  // 2 preds: ^bb238, ^bb239
      %tup_993 = cute.add_offset(%tup_440, %97) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_994 = cute.deref_arith_tuple_iter(%tup_993) : !cute_arith_tuple_iter_2fe1bf
      %e0_995, %e1_996, %e2_997 = cute.get_leaves(%tup_994) : !cute.int_tuple<"(?,?,?)">
      %coord_998 = cute.make_coord(%e0_995) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1332 = cute.get_scalars(%coord_998) : !cute.coord<"?">
      %1333 = arith.cmpi slt, %1332, %c1000_i32 : i32
      %coord_999 = cute.make_coord(%e1_996) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1334 = cute.get_scalars(%coord_999) : !cute.coord<"?">
      %1335 = arith.cmpi slt, %1334, %c1048_i32 : i32
      %1336 = arith.andi %1333, %1335 : i1
      cf.cond_br %1336, ^bb241, ^bb242
    ^bb241:  // pred: ^bb240
      %1337 = cute.memref.load(%rmem_431, %96) : (!memref_rmem_bf16_2, !cute.coord<"79">) -> bf16
      cute.memref.store(%view_246, %96, %1337) : (!memref_gmem_bf16_5, !cute.coord<"79">, bf16) -> ()
      cf.br ^bb242
    ^bb242:  // 2 preds: ^bb240, ^bb241
      %tup_1000 = cute.add_offset(%tup_440, %95) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_1001 = cute.deref_arith_tuple_iter(%tup_1000) : !cute_arith_tuple_iter_d50395
      %e0_1002, %e1_1003, %e2_1004 = cute.get_leaves(%tup_1001) : !cute_int_tuple_d8f416
      %coord_1005 = cute.make_coord(%e0_1002) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1338 = cute.get_scalars(%coord_1005) : !cute.coord<"?">
      %1339 = arith.cmpi slt, %1338, %c1000_i32 : i32
      %coord_1006 = cute.make_coord(%e1_1003) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1340 = cute.get_scalars(%coord_1006) : !cute.coord<"?{div=2}">
      %1341 = arith.cmpi slt, %1340, %c1048_i32 : i32
      %1342 = arith.andi %1339, %1341 : i1
      cf.cond_br %1342, ^bb243, ^bb244
    ^bb243:  // pred: ^bb242
      %1343 = cute.memref.load(%rmem_431, %94) : (!memref_rmem_bf16_2, !cute.coord<"80">) -> bf16
      cute.memref.store(%view_246, %94, %1343) : (!memref_gmem_bf16_5, !cute.coord<"80">, bf16) -> ()
      cf.br ^bb244
    ^bb244:  // 2 preds: ^bb242, ^bb243
      %tup_1007 = cute.add_offset(%tup_440, %93) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1008 = cute.deref_arith_tuple_iter(%tup_1007) : !cute_arith_tuple_iter_2fe1bf
      %e0_1009, %e1_1010, %e2_1011 = cute.get_leaves(%tup_1008) : !cute.int_tuple<"(?,?,?)">
      %coord_1012 = cute.make_coord(%e0_1009) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1344 = cute.get_scalars(%coord_1012) : !cute.coord<"?">
      %1345 = arith.cmpi slt, %1344, %c1000_i32 : i32
      %coord_1013 = cute.make_coord(%e1_1010) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1346 = cute.get_scalars(%coord_1013) : !cute.coord<"?">
      %1347 = arith.cmpi slt, %1346, %c1048_i32 : i32
      %1348 = arith.andi %1345, %1347 : i1
      cf.cond_br %1348, ^bb245, ^bb246
    ^bb245:  // pred: ^bb244
      %1349 = cute.memref.load(%rmem_431, %92) : (!memref_rmem_bf16_2, !cute.coord<"81">) -> bf16
      cute.memref.store(%view_246, %92, %1349) : (!memref_gmem_bf16_5, !cute.coord<"81">, bf16) -> ()
      cf.br ^bb246
    ^bb246:  // 2 preds: ^bb244, ^bb245
      %tup_1014 = cute.add_offset(%tup_440, %91) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_1015 = cute.deref_arith_tuple_iter(%tup_1014) : !cute_arith_tuple_iter_d50395
      %e0_1016, %e1_1017, %e2_1018 = cute.get_leaves(%tup_1015) : !cute_int_tuple_d8f416
      %coord_1019 = cute.make_coord(%e0_1016) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1350 = cute.get_scalars(%coord_1019) : !cute.coord<"?">
      %1351 = arith.cmpi slt, %1350, %c1000_i32 : i32
      %coord_1020 = cute.make_coord(%e1_1017) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1352 = cute.get_scalars(%coord_1020) : !cute.coord<"?{div=2}">
      %1353 = arith.cmpi slt, %1352, %c1048_i32 : i32
      %1354 = arith.andi %1351, %1353 : i1
      cf.cond_br %1354, ^bb247, ^bb248
    ^bb247:  // pred: ^bb246
      %1355 = cute.memref.load(%rmem_431, %90) : (!memref_rmem_bf16_2, !cute.coord<"82">) -> bf16
      cute.memref.store(%view_246, %90, %1355) : (!memref_gmem_bf16_5, !cute.coord<"82">, bf16) -> ()
      cf.br ^bb248
    ^bb248:  // 2 preds: ^bb246, ^bb247
      %tup_1021 = cute.add_offset(%tup_440, %89) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1022 = cute.deref_arith_tuple_iter(%tup_1021) : !cute_arith_tuple_iter_2fe1bf
      %e0_1023, %e1_1024, %e2_1025 = cute.get_leaves(%tup_1022) : !cute.int_tuple<"(?,?,?)">
      %coord_1026 = cute.make_coord(%e0_1023) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1356 = cute.get_scalars(%coord_1026) : !cute.coord<"?">
      %1357 = arith.cmpi slt, %1356, %c1000_i32 : i32
      %coord_1027 = cute.make_coord(%e1_1024) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1358 = cute.get_scalars(%coord_1027) : !cute.coord<"?">
      %1359 = arith.cmpi slt, %1358, %c1048_i32 : i32
      %1360 = arith.andi %1357, %1359 : i1
      cf.cond_br %1360, ^bb249, ^bb250
    ^bb249:  // pred: ^bb248
      %1361 = cute.memref.load(%rmem_431, %88) : (!memref_rmem_bf16_2, !cute.coord<"83">) -> bf16
      cute.memref.store(%view_246, %88, %1361) : (!memref_gmem_bf16_5, !cute.coord<"83">, bf16) -> ()
      cf.br ^bb250
    ^bb250:  // 2 preds: ^bb248, ^bb249
      %tup_1028 = cute.add_offset(%tup_440, %87) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_1029 = cute.deref_arith_tuple_iter(%tup_1028) : !cute_arith_tuple_iter_d50395
      %e0_1030, %e1_1031, %e2_1032 = cute.get_leaves(%tup_1029) : !cute_int_tuple_d8f416
      %coord_1033 = cute.make_coord(%e0_1030) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1362 = cute.get_scalars(%coord_1033) : !cute.coord<"?">
      %1363 = arith.cmpi slt, %1362, %c1000_i32 : i32
      %coord_1034 = cute.make_coord(%e1_1031) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1364 = cute.get_scalars(%coord_1034) : !cute.coord<"?{div=2}">
      %1365 = arith.cmpi slt, %1364, %c1048_i32 : i32
      %1366 = arith.andi %1363, %1365 : i1
      cf.cond_br %1366, ^bb251, ^bb252
    ^bb251:  // pred: ^bb250
      %1367 = cute.memref.load(%rmem_431, %86) : (!memref_rmem_bf16_2, !cute.coord<"84">) -> bf16
      cute.memref.store(%view_246, %86, %1367) : (!memref_gmem_bf16_5, !cute.coord<"84">, bf16) -> ()
      cf.br ^bb252
    ^bb252:  // 2 preds: ^bb250, ^bb251
      %tup_1035 = cute.add_offset(%tup_440, %85) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1036 = cute.deref_arith_tuple_iter(%tup_1035) : !cute_arith_tuple_iter_2fe1bf
      %e0_1037, %e1_1038, %e2_1039 = cute.get_leaves(%tup_1036) : !cute.int_tuple<"(?,?,?)">
      %coord_1040 = cute.make_coord(%e0_1037) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1368 = cute.get_scalars(%coord_1040) : !cute.coord<"?">
      %1369 = arith.cmpi slt, %1368, %c1000_i32 : i32
      %coord_1041 = cute.make_coord(%e1_1038) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1370 = cute.get_scalars(%coord_1041) : !cute.coord<"?">
      %1371 = arith.cmpi slt, %1370, %c1048_i32 : i32
      %1372 = arith.andi %1369, %1371 : i1
      cf.cond_br %1372, ^bb253, ^bb254
    ^bb253:  // pred: ^bb252
      %1373 = cute.memref.load(%rmem_431, %84) : (!memref_rmem_bf16_2, !cute.coord<"85">) -> bf16
      cute.memref.store(%view_246, %84, %1373) : (!memref_gmem_bf16_5, !cute.coord<"85">, bf16) -> ()
      cf.br ^bb254
    ^bb254:  // 2 preds: ^bb252, ^bb253
      %tup_1042 = cute.add_offset(%tup_440, %83) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_1043 = cute.deref_arith_tuple_iter(%tup_1042) : !cute_arith_tuple_iter_d50395
      %e0_1044, %e1_1045, %e2_1046 = cute.get_leaves(%tup_1043) : !cute_int_tuple_d8f416
      %coord_1047 = cute.make_coord(%e0_1044) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1374 = cute.get_scalars(%coord_1047) : !cute.coord<"?">
      %1375 = arith.cmpi slt, %1374, %c1000_i32 : i32
      %coord_1048 = cute.make_coord(%e1_1045) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1376 = cute.get_scalars(%coord_1048) : !cute.coord<"?{div=2}">
      %1377 = arith.cmpi slt, %1376, %c1048_i32 : i32
      %1378 = arith.andi %1375, %1377 : i1
      cf.cond_br %1378, ^bb255, ^bb256
    ^bb255:  // pred: ^bb254
      %1379 = cute.memref.load(%rmem_431, %82) : (!memref_rmem_bf16_2, !cute.coord<"86">) -> bf16
      cute.memref.store(%view_246, %82, %1379) : (!memref_gmem_bf16_5, !cute.coord<"86">, bf16) -> ()
      cf.br ^bb256
    ^bb256:  // 2 preds: ^bb254, ^bb255
      %tup_1049 = cute.add_offset(%tup_440, %81) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1050 = cute.deref_arith_tuple_iter(%tup_1049) : !cute_arith_tuple_iter_2fe1bf
      %e0_1051, %e1_1052, %e2_1053 = cute.get_leaves(%tup_1050) : !cute.int_tuple<"(?,?,?)">
      %coord_1054 = cute.make_coord(%e0_1051) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1380 = cute.get_scalars(%coord_1054) : !cute.coord<"?">
      %1381 = arith.cmpi slt, %1380, %c1000_i32 : i32
      %coord_1055 = cute.make_coord(%e1_1052) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1382 = cute.get_scalars(%coord_1055) : !cute.coord<"?">
      %1383 = arith.cmpi slt, %1382, %c1048_i32 : i32
      %1384 = arith.andi %1381, %1383 : i1
      cf.cond_br %1384, ^bb257, ^bb258
    ^bb257:  // pred: ^bb256
      %1385 = cute.memref.load(%rmem_431, %80) : (!memref_rmem_bf16_2, !cute.coord<"87">) -> bf16
      cute.memref.store(%view_246, %80, %1385) : (!memref_gmem_bf16_5, !cute.coord<"87">, bf16) -> ()
      cf.br ^bb258
    ^bb258:  // 2 preds: ^bb256, ^bb257
      %tup_1056 = cute.add_offset(%tup_440, %79) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_1057 = cute.deref_arith_tuple_iter(%tup_1056) : !cute_arith_tuple_iter_d50395
      %e0_1058, %e1_1059, %e2_1060 = cute.get_leaves(%tup_1057) : !cute_int_tuple_d8f416
      %coord_1061 = cute.make_coord(%e0_1058) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1386 = cute.get_scalars(%coord_1061) : !cute.coord<"?">
      %1387 = arith.cmpi slt, %1386, %c1000_i32 : i32
      %coord_1062 = cute.make_coord(%e1_1059) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1388 = cute.get_scalars(%coord_1062) : !cute.coord<"?{div=2}">
      %1389 = arith.cmpi slt, %1388, %c1048_i32 : i32
      %1390 = arith.andi %1387, %1389 : i1
      cf.cond_br %1390, ^bb259, ^bb260
    ^bb259:  // pred: ^bb258
      %1391 = cute.memref.load(%rmem_431, %78) : (!memref_rmem_bf16_2, !cute.coord<"88">) -> bf16
      cute.memref.store(%view_246, %78, %1391) : (!memref_gmem_bf16_5, !cute.coord<"88">, bf16) -> ()
      cf.br ^bb260
    ^bb260:  // 2 preds: ^bb258, ^bb259
      %tup_1063 = cute.add_offset(%tup_440, %77) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1064 = cute.deref_arith_tuple_iter(%tup_1063) : !cute_arith_tuple_iter_2fe1bf
      %e0_1065, %e1_1066, %e2_1067 = cute.get_leaves(%tup_1064) : !cute.int_tuple<"(?,?,?)">
      %coord_1068 = cute.make_coord(%e0_1065) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1392 = cute.get_scalars(%coord_1068) : !cute.coord<"?">
      %1393 = arith.cmpi slt, %1392, %c1000_i32 : i32
      %coord_1069 = cute.make_coord(%e1_1066) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1394 = cute.get_scalars(%coord_1069) : !cute.coord<"?">
      %1395 = arith.cmpi slt, %1394, %c1048_i32 : i32
      %1396 = arith.andi %1393, %1395 : i1
      cf.cond_br %1396, ^bb261, ^bb262
    ^bb261:  // pred: ^bb260
      %1397 = cute.memref.load(%rmem_431, %76) : (!memref_rmem_bf16_2, !cute.coord<"89">) -> bf16
      cute.memref.store(%view_246, %76, %1397) : (!memref_gmem_bf16_5, !cute.coord<"89">, bf16) -> ()
      cf.br ^bb262
    ^bb262:  // 2 preds: ^bb260, ^bb261
      %tup_1070 = cute.add_offset(%tup_440, %75) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_1071 = cute.deref_arith_tuple_iter(%tup_1070) : !cute_arith_tuple_iter_d50395
      %e0_1072, %e1_1073, %e2_1074 = cute.get_leaves(%tup_1071) : !cute_int_tuple_d8f416
      %coord_1075 = cute.make_coord(%e0_1072) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1398 = cute.get_scalars(%coord_1075) : !cute.coord<"?">
      %1399 = arith.cmpi slt, %1398, %c1000_i32 : i32
      %coord_1076 = cute.make_coord(%e1_1073) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1400 = cute.get_scalars(%coord_1076) : !cute.coord<"?{div=2}">
      %1401 = arith.cmpi slt, %1400, %c1048_i32 : i32
      %1402 = arith.andi %1399, %1401 : i1
      cf.cond_br %1402, ^bb263, ^bb264
    ^bb263:  // pred: ^bb262
      %1403 = cute.memref.load(%rmem_431, %74) : (!memref_rmem_bf16_2, !cute.coord<"90">) -> bf16
      cute.memref.store(%view_246, %74, %1403) : (!memref_gmem_bf16_5, !cute.coord<"90">, bf16) -> ()
      cf.br ^bb264
    ^bb264:  // 2 preds: ^bb262, ^bb263
      %tup_1077 = cute.add_offset(%tup_440, %73) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1078 = cute.deref_arith_tuple_iter(%tup_1077) : !cute_arith_tuple_iter_2fe1bf
      %e0_1079, %e1_1080, %e2_1081 = cute.get_leaves(%tup_1078) : !cute.int_tuple<"(?,?,?)">
      %coord_1082 = cute.make_coord(%e0_1079) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1404 = cute.get_scalars(%coord_1082) : !cute.coord<"?">
      %1405 = arith.cmpi slt, %1404, %c1000_i32 : i32
      %coord_1083 = cute.make_coord(%e1_1080) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1406 = cute.get_scalars(%coord_1083) : !cute.coord<"?">
      %1407 = arith.cmpi slt, %1406, %c1048_i32 : i32
      %1408 = arith.andi %1405, %1407 : i1
      cf.cond_br %1408, ^bb265, ^bb266
    ^bb265:  // pred: ^bb264
      %1409 = cute.memref.load(%rmem_431, %72) : (!memref_rmem_bf16_2, !cute.coord<"91">) -> bf16
      cute.memref.store(%view_246, %72, %1409) : (!memref_gmem_bf16_5, !cute.coord<"91">, bf16) -> ()
      cf.br ^bb266
    ^bb266:  // 2 preds: ^bb264, ^bb265
      %tup_1084 = cute.add_offset(%tup_440, %71) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_1085 = cute.deref_arith_tuple_iter(%tup_1084) : !cute_arith_tuple_iter_d50395
      %e0_1086, %e1_1087, %e2_1088 = cute.get_leaves(%tup_1085) : !cute_int_tuple_d8f416
      %coord_1089 = cute.make_coord(%e0_1086) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1410 = cute.get_scalars(%coord_1089) : !cute.coord<"?">
      %1411 = arith.cmpi slt, %1410, %c1000_i32 : i32
      %coord_1090 = cute.make_coord(%e1_1087) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1412 = cute.get_scalars(%coord_1090) : !cute.coord<"?{div=2}">
      %1413 = arith.cmpi slt, %1412, %c1048_i32 : i32
      %1414 = arith.andi %1411, %1413 : i1
      cf.cond_br %1414, ^bb267, ^bb268
    ^bb267:  // pred: ^bb266
      %1415 = cute.memref.load(%rmem_431, %70) : (!memref_rmem_bf16_2, !cute.coord<"92">) -> bf16
      cute.memref.store(%view_246, %70, %1415) : (!memref_gmem_bf16_5, !cute.coord<"92">, bf16) -> ()
      cf.br ^bb268
    ^bb268:  // 2 preds: ^bb266, ^bb267
      %tup_1091 = cute.add_offset(%tup_440, %69) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1092 = cute.deref_arith_tuple_iter(%tup_1091) : !cute_arith_tuple_iter_2fe1bf
      %e0_1093, %e1_1094, %e2_1095 = cute.get_leaves(%tup_1092) : !cute.int_tuple<"(?,?,?)">
      %coord_1096 = cute.make_coord(%e0_1093) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1416 = cute.get_scalars(%coord_1096) : !cute.coord<"?">
      %1417 = arith.cmpi slt, %1416, %c1000_i32 : i32
      %coord_1097 = cute.make_coord(%e1_1094) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1418 = cute.get_scalars(%coord_1097) : !cute.coord<"?">
      %1419 = arith.cmpi slt, %1418, %c1048_i32 : i32
      %1420 = arith.andi %1417, %1419 : i1
      cf.cond_br %1420, ^bb269, ^bb270
    ^bb269:  // pred: ^bb268
      %1421 = cute.memref.load(%rmem_431, %68) : (!memref_rmem_bf16_2, !cute.coord<"93">) -> bf16
      cute.memref.store(%view_246, %68, %1421) : (!memref_gmem_bf16_5, !cute.coord<"93">, bf16) -> ()
      cf.br ^bb270
    ^bb270:  // 2 preds: ^bb268, ^bb269
      %tup_1098 = cute.add_offset(%tup_440, %67) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_1099 = cute.deref_arith_tuple_iter(%tup_1098) : !cute_arith_tuple_iter_d50395
      %e0_1100, %e1_1101, %e2_1102 = cute.get_leaves(%tup_1099) : !cute_int_tuple_d8f416
      %coord_1103 = cute.make_coord(%e0_1100) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1422 = cute.get_scalars(%coord_1103) : !cute.coord<"?">
      %1423 = arith.cmpi slt, %1422, %c1000_i32 : i32
      %coord_1104 = cute.make_coord(%e1_1101) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1424 = cute.get_scalars(%coord_1104) : !cute.coord<"?{div=2}">
      %1425 = arith.cmpi slt, %1424, %c1048_i32 : i32
      %1426 = arith.andi %1423, %1425 : i1
      cf.cond_br %1426, ^bb271, ^bb272
    ^bb271:  // pred: ^bb270
      %1427 = cute.memref.load(%rmem_431, %66) : (!memref_rmem_bf16_2, !cute.coord<"94">) -> bf16
      cute.memref.store(%view_246, %66, %1427) : (!memref_gmem_bf16_5, !cute.coord<"94">, bf16) -> ()
      cf.br ^bb272
    ^bb272:  // 2 preds: ^bb270, ^bb271
      %tup_1105 = cute.add_offset(%tup_440, %65) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1106 = cute.deref_arith_tuple_iter(%tup_1105) : !cute_arith_tuple_iter_2fe1bf
      %e0_1107, %e1_1108, %e2_1109 = cute.get_leaves(%tup_1106) : !cute.int_tuple<"(?,?,?)">
      %coord_1110 = cute.make_coord(%e0_1107) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1428 = cute.get_scalars(%coord_1110) : !cute.coord<"?">
      %1429 = arith.cmpi slt, %1428, %c1000_i32 : i32
      %coord_1111 = cute.make_coord(%e1_1108) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1430 = cute.get_scalars(%coord_1111) : !cute.coord<"?">
      %1431 = arith.cmpi slt, %1430, %c1048_i32 : i32
      %1432 = arith.andi %1429, %1431 : i1
      cf.cond_br %1432, ^bb273, ^bb274
    ^bb273:  // pred: ^bb272
      %1433 = cute.memref.load(%rmem_431, %64) : (!memref_rmem_bf16_2, !cute.coord<"95">) -> bf16
      cute.memref.store(%view_246, %64, %1433) : (!memref_gmem_bf16_5, !cute.coord<"95">, bf16) -> ()
      cf.br ^bb274
    ^bb274:  // 2 preds: ^bb272, ^bb273
      %tup_1112 = cute.add_offset(%tup_440, %63) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1113 = cute.deref_arith_tuple_iter(%tup_1112) : !cute_arith_tuple_iter_d50395
      %e0_1114, %e1_1115, %e2_1116 = cute.get_leaves(%tup_1113) : !cute_int_tuple_d8f416
      %coord_1117 = cute.make_coord(%e0_1114) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1434 = cute.get_scalars(%coord_1117) : !cute.coord<"?">
      %1435 = arith.cmpi slt, %1434, %c1000_i32 : i32
      %coord_1118 = cute.make_coord(%e1_1115) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1436 = cute.get_scalars(%coord_1118) : !cute.coord<"?{div=2}">
      %1437 = arith.cmpi slt, %1436, %c1048_i32 : i32
      %1438 = arith.andi %1435, %1437 : i1
      cf.cond_br %1438, ^bb275, ^bb276
    ^bb275:  // pred: ^bb274
      %1439 = cute.memref.load(%rmem_431, %62) : (!memref_rmem_bf16_2, !cute.coord<"96">) -> bf16
      cute.memref.store(%view_246, %62, %1439) : (!memref_gmem_bf16_5, !cute.coord<"96">, bf16) -> ()
      cf.br ^bb276
    ^bb276:  // 2 preds: ^bb274, ^bb275
      %tup_1119 = cute.add_offset(%tup_440, %61) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1120 = cute.deref_arith_tuple_iter(%tup_1119) : !cute_arith_tuple_iter_2fe1bf
      %e0_1121, %e1_1122, %e2_1123 = cute.get_leaves(%tup_1120) : !cute.int_tuple<"(?,?,?)">
      %coord_1124 = cute.make_coord(%e0_1121) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1440 = cute.get_scalars(%coord_1124) : !cute.coord<"?">
      %1441 = arith.cmpi slt, %1440, %c1000_i32 : i32
      %coord_1125 = cute.make_coord(%e1_1122) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1442 = cute.get_scalars(%coord_1125) : !cute.coord<"?">
      %1443 = arith.cmpi slt, %1442, %c1048_i32 : i32
      %1444 = arith.andi %1441, %1443 : i1
      cf.cond_br %1444, ^bb277, ^bb278
    ^bb277:  // pred: ^bb276
      %1445 = cute.memref.load(%rmem_431, %60) : (!memref_rmem_bf16_2, !cute.coord<"97">) -> bf16
      cute.memref.store(%view_246, %60, %1445) : (!memref_gmem_bf16_5, !cute.coord<"97">, bf16) -> ()
      cf.br ^bb278
    ^bb278:  // 2 preds: ^bb276, ^bb277
      %tup_1126 = cute.add_offset(%tup_440, %59) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1127 = cute.deref_arith_tuple_iter(%tup_1126) : !cute_arith_tuple_iter_d50395
      %e0_1128, %e1_1129, %e2_1130 = cute.get_leaves(%tup_1127) : !cute_int_tuple_d8f416
      %coord_1131 = cute.make_coord(%e0_1128) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1446 = cute.get_scalars(%coord_1131) : !cute.coord<"?">
      %1447 = arith.cmpi slt, %1446, %c1000_i32 : i32
      %coord_1132 = cute.make_coord(%e1_1129) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1448 = cute.get_scalars(%coord_1132) : !cute.coord<"?{div=2}">
      %1449 = arith.cmpi slt, %1448, %c1048_i32 : i32
      %1450 = arith.andi %1447, %1449 : i1
      cf.cond_br %1450, ^bb279, ^bb280
    ^bb279:  // pred: ^bb278
      %1451 = cute.memref.load(%rmem_431, %58) : (!memref_rmem_bf16_2, !cute.coord<"98">) -> bf16
      cute.memref.store(%view_246, %58, %1451) : (!memref_gmem_bf16_5, !cute.coord<"98">, bf16) -> ()
      cf.br ^bb280
    ^bb280:  // 2 preds: ^bb278, ^bb279
      %tup_1133 = cute.add_offset(%tup_440, %57) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1134 = cute.deref_arith_tuple_iter(%tup_1133) : !cute_arith_tuple_iter_2fe1bf
      %e0_1135, %e1_1136, %e2_1137 = cute.get_leaves(%tup_1134) : !cute.int_tuple<"(?,?,?)">
      %coord_1138 = cute.make_coord(%e0_1135) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1452 = cute.get_scalars(%coord_1138) : !cute.coord<"?">
      %1453 = arith.cmpi slt, %1452, %c1000_i32 : i32
      %coord_1139 = cute.make_coord(%e1_1136) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1454 = cute.get_scalars(%coord_1139) : !cute.coord<"?">
      %1455 = arith.cmpi slt, %1454, %c1048_i32 : i32
      %1456 = arith.andi %1453, %1455 : i1
      cf.cond_br %1456, ^bb281, ^bb282
    ^bb281:  // pred: ^bb280
      %1457 = cute.memref.load(%rmem_431, %56) : (!memref_rmem_bf16_2, !cute.coord<"99">) -> bf16
      cute.memref.store(%view_246, %56, %1457) : (!memref_gmem_bf16_5, !cute.coord<"99">, bf16) -> ()
      cf.br ^bb282
    ^bb282:  // 2 preds: ^bb280, ^bb281
      %tup_1140 = cute.add_offset(%tup_440, %55) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1141 = cute.deref_arith_tuple_iter(%tup_1140) : !cute_arith_tuple_iter_d50395
      %e0_1142, %e1_1143, %e2_1144 = cute.get_leaves(%tup_1141) : !cute_int_tuple_d8f416
      %coord_1145 = cute.make_coord(%e0_1142) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1458 = cute.get_scalars(%coord_1145) : !cute.coord<"?">
      %1459 = arith.cmpi slt, %1458, %c1000_i32 : i32
      %coord_1146 = cute.make_coord(%e1_1143) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1460 = cute.get_scalars(%coord_1146) : !cute.coord<"?{div=2}">
      %1461 = arith.cmpi slt, %1460, %c1048_i32 : i32
      %1462 = arith.andi %1459, %1461 : i1
      cf.cond_br %1462, ^bb283, ^bb284
    ^bb283:  // pred: ^bb282
      %1463 = cute.memref.load(%rmem_431, %54) : (!memref_rmem_bf16_2, !cute.coord<"100">) -> bf16
      cute.memref.store(%view_246, %54, %1463) : (!memref_gmem_bf16_5, !cute.coord<"100">, bf16) -> ()
      cf.br ^bb284
    ^bb284:  // 2 preds: ^bb282, ^bb283
      %tup_1147 = cute.add_offset(%tup_440, %53) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1148 = cute.deref_arith_tuple_iter(%tup_1147) : !cute_arith_tuple_iter_2fe1bf
      %e0_1149, %e1_1150, %e2_1151 = cute.get_leaves(%tup_1148) : !cute.int_tuple<"(?,?,?)">
      %coord_1152 = cute.make_coord(%e0_1149) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1464 = cute.get_scalars(%coord_1152) : !cute.coord<"?">
      %1465 = arith.cmpi slt, %1464, %c1000_i32 : i32
      %coord_1153 = cute.make_coord(%e1_1150) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1466 = cute.get_scalars(%coord_1153) : !cute.coord<"?">
      %1467 = arith.cmpi slt, %1466, %c1048_i32 : i32
      %1468 = arith.andi %1465, %1467 : i1
      cf.cond_br %1468, ^bb285, ^bb286
    ^bb285:  // pred: ^bb284
      %1469 = cute.memref.load(%rmem_431, %52) : (!memref_rmem_bf16_2, !cute.coord<"101">) -> bf16
      cute.memref.store(%view_246, %52, %1469) : (!memref_gmem_bf16_5, !cute.coord<"101">, bf16) -> ()
      cf.br ^bb286
    ^bb286:  // 2 preds: ^bb284, ^bb285
      %tup_1154 = cute.add_offset(%tup_440, %51) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1155 = cute.deref_arith_tuple_iter(%tup_1154) : !cute_arith_tuple_iter_d50395
      %e0_1156, %e1_1157, %e2_1158 = cute.get_leaves(%tup_1155) : !cute_int_tuple_d8f416
      %coord_1159 = cute.make_coord(%e0_1156) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1470 = cute.get_scalars(%coord_1159) : !cute.coord<"?">
      %1471 = arith.cmpi slt, %1470, %c1000_i32 : i32
      %coord_1160 = cute.make_coord(%e1_1157) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1472 = cute.get_scalars(%coord_1160) : !cute.coord<"?{div=2}">
      %1473 = arith.cmpi slt, %1472, %c1048_i32 : i32
      %1474 = arith.andi %1471, %1473 : i1
      cf.cond_br %1474, ^bb287, ^bb288
    ^bb287:  // pred: ^bb286
      %1475 = cute.memref.load(%rmem_431, %50) : (!memref_rmem_bf16_2, !cute.coord<"102">) -> bf16
      cute.memref.store(%view_246, %50, %1475) : (!memref_gmem_bf16_5, !cute.coord<"102">, bf16) -> ()
      cf.br ^bb288
    ^bb288:  // 2 preds: ^bb286, ^bb287
      %tup_1161 = cute.add_offset(%tup_440, %49) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1162 = cute.deref_arith_tuple_iter(%tup_1161) : !cute_arith_tuple_iter_2fe1bf
      %e0_1163, %e1_1164, %e2_1165 = cute.get_leaves(%tup_1162) : !cute.int_tuple<"(?,?,?)">
      %coord_1166 = cute.make_coord(%e0_1163) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1476 = cute.get_scalars(%coord_1166) : !cute.coord<"?">
      %1477 = arith.cmpi slt, %1476, %c1000_i32 : i32
      %coord_1167 = cute.make_coord(%e1_1164) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1478 = cute.get_scalars(%coord_1167) : !cute.coord<"?">
      %1479 = arith.cmpi slt, %1478, %c1048_i32 : i32
      %1480 = arith.andi %1477, %1479 : i1
      cf.cond_br %1480, ^bb289, ^bb290
    ^bb289:  // pred: ^bb288
      %1481 = cute.memref.load(%rmem_431, %48) : (!memref_rmem_bf16_2, !cute.coord<"103">) -> bf16
      cute.memref.store(%view_246, %48, %1481) : (!memref_gmem_bf16_5, !cute.coord<"103">, bf16) -> ()
      cf.br ^bb290
    ^bb290:  // 2 preds: ^bb288, ^bb289
      %tup_1168 = cute.add_offset(%tup_440, %47) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1169 = cute.deref_arith_tuple_iter(%tup_1168) : !cute_arith_tuple_iter_d50395
      %e0_1170, %e1_1171, %e2_1172 = cute.get_leaves(%tup_1169) : !cute_int_tuple_d8f416
      %coord_1173 = cute.make_coord(%e0_1170) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1482 = cute.get_scalars(%coord_1173) : !cute.coord<"?">
      %1483 = arith.cmpi slt, %1482, %c1000_i32 : i32
      %coord_1174 = cute.make_coord(%e1_1171) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1484 = cute.get_scalars(%coord_1174) : !cute.coord<"?{div=2}">
      %1485 = arith.cmpi slt, %1484, %c1048_i32 : i32
      %1486 = arith.andi %1483, %1485 : i1
      cf.cond_br %1486, ^bb291, ^bb292
    ^bb291:  // pred: ^bb290
      %1487 = cute.memref.load(%rmem_431, %46) : (!memref_rmem_bf16_2, !cute.coord<"104">) -> bf16
      cute.memref.store(%view_246, %46, %1487) : (!memref_gmem_bf16_5, !cute.coord<"104">, bf16) -> ()
      cf.br ^bb292
    ^bb292:  // 2 preds: ^bb290, ^bb291
      %tup_1175 = cute.add_offset(%tup_440, %45) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1176 = cute.deref_arith_tuple_iter(%tup_1175) : !cute_arith_tuple_iter_2fe1bf
      %e0_1177, %e1_1178, %e2_1179 = cute.get_leaves(%tup_1176) : !cute.int_tuple<"(?,?,?)">
      %coord_1180 = cute.make_coord(%e0_1177) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1488 = cute.get_scalars(%coord_1180) : !cute.coord<"?">
      %1489 = arith.cmpi slt, %1488, %c1000_i32 : i32
      %coord_1181 = cute.make_coord(%e1_1178) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1490 = cute.get_scalars(%coord_1181) : !cute.coord<"?">
      %1491 = arith.cmpi slt, %1490, %c1048_i32 : i32
      %1492 = arith.andi %1489, %1491 : i1
      cf.cond_br %1492, ^bb293, ^bb294
    ^bb293:  // pred: ^bb292
      %1493 = cute.memref.load(%rmem_431, %44) : (!memref_rmem_bf16_2, !cute.coord<"105">) -> bf16
      cute.memref.store(%view_246, %44, %1493) : (!memref_gmem_bf16_5, !cute.coord<"105">, bf16) -> ()
      cf.br ^bb294
    ^bb294:  // 2 preds: ^bb292, ^bb293
      %tup_1182 = cute.add_offset(%tup_440, %43) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1183 = cute.deref_arith_tuple_iter(%tup_1182) : !cute_arith_tuple_iter_d50395
      %e0_1184, %e1_1185, %e2_1186 = cute.get_leaves(%tup_1183) : !cute_int_tuple_d8f416
      %coord_1187 = cute.make_coord(%e0_1184) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1494 = cute.get_scalars(%coord_1187) : !cute.coord<"?">
      %1495 = arith.cmpi slt, %1494, %c1000_i32 : i32
      %coord_1188 = cute.make_coord(%e1_1185) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1496 = cute.get_scalars(%coord_1188) : !cute.coord<"?{div=2}">
      %1497 = arith.cmpi slt, %1496, %c1048_i32 : i32
      %1498 = arith.andi %1495, %1497 : i1
      cf.cond_br %1498, ^bb295, ^bb296
    ^bb295:  // pred: ^bb294
      %1499 = cute.memref.load(%rmem_431, %42) : (!memref_rmem_bf16_2, !cute.coord<"106">) -> bf16
      cute.memref.store(%view_246, %42, %1499) : (!memref_gmem_bf16_5, !cute.coord<"106">, bf16) -> ()
      cf.br ^bb296
    ^bb296:  // 2 preds: ^bb294, ^bb295
      %tup_1189 = cute.add_offset(%tup_440, %41) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1190 = cute.deref_arith_tuple_iter(%tup_1189) : !cute_arith_tuple_iter_2fe1bf
      %e0_1191, %e1_1192, %e2_1193 = cute.get_leaves(%tup_1190) : !cute.int_tuple<"(?,?,?)">
      %coord_1194 = cute.make_coord(%e0_1191) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1500 = cute.get_scalars(%coord_1194) : !cute.coord<"?">
      %1501 = arith.cmpi slt, %1500, %c1000_i32 : i32
      %coord_1195 = cute.make_coord(%e1_1192) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1502 = cute.get_scalars(%coord_1195) : !cute.coord<"?">
      %1503 = arith.cmpi slt, %1502, %c1048_i32 : i32
      %1504 = arith.andi %1501, %1503 : i1
      cf.cond_br %1504, ^bb297, ^bb298
    ^bb297:  // pred: ^bb296
      %1505 = cute.memref.load(%rmem_431, %40) : (!memref_rmem_bf16_2, !cute.coord<"107">) -> bf16
      cute.memref.store(%view_246, %40, %1505) : (!memref_gmem_bf16_5, !cute.coord<"107">, bf16) -> ()
      cf.br ^bb298
    ^bb298:  // 2 preds: ^bb296, ^bb297
      %tup_1196 = cute.add_offset(%tup_440, %39) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1197 = cute.deref_arith_tuple_iter(%tup_1196) : !cute_arith_tuple_iter_d50395
      %e0_1198, %e1_1199, %e2_1200 = cute.get_leaves(%tup_1197) : !cute_int_tuple_d8f416
      %coord_1201 = cute.make_coord(%e0_1198) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1506 = cute.get_scalars(%coord_1201) : !cute.coord<"?">
      %1507 = arith.cmpi slt, %1506, %c1000_i32 : i32
      %coord_1202 = cute.make_coord(%e1_1199) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1508 = cute.get_scalars(%coord_1202) : !cute.coord<"?{div=2}">
      %1509 = arith.cmpi slt, %1508, %c1048_i32 : i32
      %1510 = arith.andi %1507, %1509 : i1
      cf.cond_br %1510, ^bb299, ^bb300
    ^bb299:  // pred: ^bb298
      %1511 = cute.memref.load(%rmem_431, %38) : (!memref_rmem_bf16_2, !cute.coord<"108">) -> bf16
      cute.memref.store(%view_246, %38, %1511) : (!memref_gmem_bf16_5, !cute.coord<"108">, bf16) -> ()
      cf.br ^bb300
    ^bb300:  // 2 preds: ^bb298, ^bb299
      %tup_1203 = cute.add_offset(%tup_440, %37) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1204 = cute.deref_arith_tuple_iter(%tup_1203) : !cute_arith_tuple_iter_2fe1bf
      %e0_1205, %e1_1206, %e2_1207 = cute.get_leaves(%tup_1204) : !cute.int_tuple<"(?,?,?)">
      %coord_1208 = cute.make_coord(%e0_1205) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1512 = cute.get_scalars(%coord_1208) : !cute.coord<"?">
      %1513 = arith.cmpi slt, %1512, %c1000_i32 : i32
      %coord_1209 = cute.make_coord(%e1_1206) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1514 = cute.get_scalars(%coord_1209) : !cute.coord<"?">
      %1515 = arith.cmpi slt, %1514, %c1048_i32 : i32
      %1516 = arith.andi %1513, %1515 : i1
      cf.cond_br %1516, ^bb301, ^bb302
    ^bb301:  // pred: ^bb300
      %1517 = cute.memref.load(%rmem_431, %36) : (!memref_rmem_bf16_2, !cute.coord<"109">) -> bf16
      cute.memref.store(%view_246, %36, %1517) : (!memref_gmem_bf16_5, !cute.coord<"109">, bf16) -> ()
      cf.br ^bb302
    ^bb302:  // 2 preds: ^bb300, ^bb301
      %tup_1210 = cute.add_offset(%tup_440, %35) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1211 = cute.deref_arith_tuple_iter(%tup_1210) : !cute_arith_tuple_iter_d50395
      %e0_1212, %e1_1213, %e2_1214 = cute.get_leaves(%tup_1211) : !cute_int_tuple_d8f416
      %coord_1215 = cute.make_coord(%e0_1212) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1518 = cute.get_scalars(%coord_1215) : !cute.coord<"?">
      %1519 = arith.cmpi slt, %1518, %c1000_i32 : i32
      %coord_1216 = cute.make_coord(%e1_1213) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1520 = cute.get_scalars(%coord_1216) : !cute.coord<"?{div=2}">
      %1521 = arith.cmpi slt, %1520, %c1048_i32 : i32
      %1522 = arith.andi %1519, %1521 : i1
      cf.cond_br %1522, ^bb303, ^bb304
    ^bb303:  // pred: ^bb302
      %1523 = cute.memref.load(%rmem_431, %34) : (!memref_rmem_bf16_2, !cute.coord<"110">) -> bf16
      cute.memref.store(%view_246, %34, %1523) : (!memref_gmem_bf16_5, !cute.coord<"110">, bf16) -> ()
      cf.br ^bb304
    ^bb304:  // 2 preds: ^bb302, ^bb303
      %tup_1217 = cute.add_offset(%tup_440, %33) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1218 = cute.deref_arith_tuple_iter(%tup_1217) : !cute_arith_tuple_iter_2fe1bf
      %e0_1219, %e1_1220, %e2_1221 = cute.get_leaves(%tup_1218) : !cute.int_tuple<"(?,?,?)">
      %coord_1222 = cute.make_coord(%e0_1219) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1524 = cute.get_scalars(%coord_1222) : !cute.coord<"?">
      %1525 = arith.cmpi slt, %1524, %c1000_i32 : i32
      %coord_1223 = cute.make_coord(%e1_1220) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1526 = cute.get_scalars(%coord_1223) : !cute.coord<"?">
      %1527 = arith.cmpi slt, %1526, %c1048_i32 : i32
      %1528 = arith.andi %1525, %1527 : i1
      cf.cond_br %1528, ^bb305, ^bb306
    ^bb305:  // pred: ^bb304
      %1529 = cute.memref.load(%rmem_431, %32) : (!memref_rmem_bf16_2, !cute.coord<"111">) -> bf16
      cute.memref.store(%view_246, %32, %1529) : (!memref_gmem_bf16_5, !cute.coord<"111">, bf16) -> ()
      cf.br ^bb306
    ^bb306:  // 2 preds: ^bb304, ^bb305
      %tup_1224 = cute.add_offset(%tup_440, %31) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1225 = cute.deref_arith_tuple_iter(%tup_1224) : !cute_arith_tuple_iter_d50395
      %e0_1226, %e1_1227, %e2_1228 = cute.get_leaves(%tup_1225) : !cute_int_tuple_d8f416
      %coord_1229 = cute.make_coord(%e0_1226) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1530 = cute.get_scalars(%coord_1229) : !cute.coord<"?">
      %1531 = arith.cmpi slt, %1530, %c1000_i32 : i32
      %coord_1230 = cute.make_coord(%e1_1227) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1532 = cute.get_scalars(%coord_1230) : !cute.coord<"?{div=2}">
      %1533 = arith.cmpi slt, %1532, %c1048_i32 : i32
      %1534 = arith.andi %1531, %1533 : i1
      cf.cond_br %1534, ^bb307, ^bb308
    ^bb307:  // pred: ^bb306
      %1535 = cute.memref.load(%rmem_431, %30) : (!memref_rmem_bf16_2, !cute.coord<"112">) -> bf16
      cute.memref.store(%view_246, %30, %1535) : (!memref_gmem_bf16_5, !cute.coord<"112">, bf16) -> ()
      cf.br ^bb308
    ^bb308:  // 2 preds: ^bb306, ^bb307
      %tup_1231 = cute.add_offset(%tup_440, %29) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1232 = cute.deref_arith_tuple_iter(%tup_1231) : !cute_arith_tuple_iter_2fe1bf
      %e0_1233, %e1_1234, %e2_1235 = cute.get_leaves(%tup_1232) : !cute.int_tuple<"(?,?,?)">
      %coord_1236 = cute.make_coord(%e0_1233) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1536 = cute.get_scalars(%coord_1236) : !cute.coord<"?">
      %1537 = arith.cmpi slt, %1536, %c1000_i32 : i32
      %coord_1237 = cute.make_coord(%e1_1234) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1538 = cute.get_scalars(%coord_1237) : !cute.coord<"?">
      %1539 = arith.cmpi slt, %1538, %c1048_i32 : i32
      %1540 = arith.andi %1537, %1539 : i1
      cf.cond_br %1540, ^bb309, ^bb310
    ^bb309:  // pred: ^bb308
      %1541 = cute.memref.load(%rmem_431, %28) : (!memref_rmem_bf16_2, !cute.coord<"113">) -> bf16
      cute.memref.store(%view_246, %28, %1541) : (!memref_gmem_bf16_5, !cute.coord<"113">, bf16) -> ()
      cf.br ^bb310
    ^bb310:  // 2 preds: ^bb308, ^bb309
      %tup_1238 = cute.add_offset(%tup_440, %27) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1239 = cute.deref_arith_tuple_iter(%tup_1238) : !cute_arith_tuple_iter_d50395
      %e0_1240, %e1_1241, %e2_1242 = cute.get_leaves(%tup_1239) : !cute_int_tuple_d8f416
      %coord_1243 = cute.make_coord(%e0_1240) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1542 = cute.get_scalars(%coord_1243) : !cute.coord<"?">
      %1543 = arith.cmpi slt, %1542, %c1000_i32 : i32
      %coord_1244 = cute.make_coord(%e1_1241) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1544 = cute.get_scalars(%coord_1244) : !cute.coord<"?{div=2}">
      %1545 = arith.cmpi slt, %1544, %c1048_i32 : i32
      %1546 = arith.andi %1543, %1545 : i1
      cf.cond_br %1546, ^bb311, ^bb312
    ^bb311:  // pred: ^bb310
      %1547 = cute.memref.load(%rmem_431, %26) : (!memref_rmem_bf16_2, !cute.coord<"114">) -> bf16
      cute.memref.store(%view_246, %26, %1547) : (!memref_gmem_bf16_5, !cute.coord<"114">, bf16) -> ()
      cf.br ^bb312
    ^bb312:  // 2 preds: ^bb310, ^bb311
      %tup_1245 = cute.add_offset(%tup_440, %25) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1246 = cute.deref_arith_tuple_iter(%tup_1245) : !cute_arith_tuple_iter_2fe1bf
      %e0_1247, %e1_1248, %e2_1249 = cute.get_leaves(%tup_1246) : !cute.int_tuple<"(?,?,?)">
      %coord_1250 = cute.make_coord(%e0_1247) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1548 = cute.get_scalars(%coord_1250) : !cute.coord<"?">
      %1549 = arith.cmpi slt, %1548, %c1000_i32 : i32
      %coord_1251 = cute.make_coord(%e1_1248) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1550 = cute.get_scalars(%coord_1251) : !cute.coord<"?">
      %1551 = arith.cmpi slt, %1550, %c1048_i32 : i32
      %1552 = arith.andi %1549, %1551 : i1
      cf.cond_br %1552, ^bb313, ^bb314
    ^bb313:  // pred: ^bb312
      %1553 = cute.memref.load(%rmem_431, %24) : (!memref_rmem_bf16_2, !cute.coord<"115">) -> bf16
      cute.memref.store(%view_246, %24, %1553) : (!memref_gmem_bf16_5, !cute.coord<"115">, bf16) -> ()
      cf.br ^bb314
    ^bb314:  // 2 preds: ^bb312, ^bb313
      %tup_1252 = cute.add_offset(%tup_440, %23) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1253 = cute.deref_arith_tuple_iter(%tup_1252) : !cute_arith_tuple_iter_d50395
      %e0_1254, %e1_1255, %e2_1256 = cute.get_leaves(%tup_1253) : !cute_int_tuple_d8f416
      %coord_1257 = cute.make_coord(%e0_1254) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1554 = cute.get_scalars(%coord_1257) : !cute.coord<"?">
      %1555 = arith.cmpi slt, %1554, %c1000_i32 : i32
      %coord_1258 = cute.make_coord(%e1_1255) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1556 = cute.get_scalars(%coord_1258) : !cute.coord<"?{div=2}">
      %1557 = arith.cmpi slt, %1556, %c1048_i32 : i32
      %1558 = arith.andi %1555, %1557 : i1
      cf.cond_br %1558, ^bb315, ^bb316
    ^bb315:  // pred: ^bb314
      %1559 = cute.memref.load(%rmem_431, %22) : (!memref_rmem_bf16_2, !cute.coord<"116">) -> bf16
      cute.memref.store(%view_246, %22, %1559) : (!memref_gmem_bf16_5, !cute.coord<"116">, bf16) -> ()
      cf.br ^bb316
    ^bb316:  // 2 preds: ^bb314, ^bb315
      %tup_1259 = cute.add_offset(%tup_440, %21) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1260 = cute.deref_arith_tuple_iter(%tup_1259) : !cute_arith_tuple_iter_2fe1bf
      %e0_1261, %e1_1262, %e2_1263 = cute.get_leaves(%tup_1260) : !cute.int_tuple<"(?,?,?)">
      %coord_1264 = cute.make_coord(%e0_1261) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1560 = cute.get_scalars(%coord_1264) : !cute.coord<"?">
      %1561 = arith.cmpi slt, %1560, %c1000_i32 : i32
      %coord_1265 = cute.make_coord(%e1_1262) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1562 = cute.get_scalars(%coord_1265) : !cute.coord<"?">
      %1563 = arith.cmpi slt, %1562, %c1048_i32 : i32
      %1564 = arith.andi %1561, %1563 : i1
      cf.cond_br %1564, ^bb317, ^bb318
    ^bb317:  // pred: ^bb316
      %1565 = cute.memref.load(%rmem_431, %20) : (!memref_rmem_bf16_2, !cute.coord<"117">) -> bf16
      cute.memref.store(%view_246, %20, %1565) : (!memref_gmem_bf16_5, !cute.coord<"117">, bf16) -> ()
      cf.br ^bb318
    ^bb318:  // 2 preds: ^bb316, ^bb317
      %tup_1266 = cute.add_offset(%tup_440, %19) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1267 = cute.deref_arith_tuple_iter(%tup_1266) : !cute_arith_tuple_iter_d50395
      %e0_1268, %e1_1269, %e2_1270 = cute.get_leaves(%tup_1267) : !cute_int_tuple_d8f416
      %coord_1271 = cute.make_coord(%e0_1268) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1566 = cute.get_scalars(%coord_1271) : !cute.coord<"?">
      %1567 = arith.cmpi slt, %1566, %c1000_i32 : i32
      %coord_1272 = cute.make_coord(%e1_1269) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1568 = cute.get_scalars(%coord_1272) : !cute.coord<"?{div=2}">
      %1569 = arith.cmpi slt, %1568, %c1048_i32 : i32
      %1570 = arith.andi %1567, %1569 : i1
      cf.cond_br %1570, ^bb319, ^bb320
    ^bb319:  // pred: ^bb318
      %1571 = cute.memref.load(%rmem_431, %18) : (!memref_rmem_bf16_2, !cute.coord<"118">) -> bf16
      cute.memref.store(%view_246, %18, %1571) : (!memref_gmem_bf16_5, !cute.coord<"118">, bf16) -> ()
      cf.br ^bb320
    ^bb320:  // 2 preds: ^bb318, ^bb319
      %tup_1273 = cute.add_offset(%tup_440, %17) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1274 = cute.deref_arith_tuple_iter(%tup_1273) : !cute_arith_tuple_iter_2fe1bf
      %e0_1275, %e1_1276, %e2_1277 = cute.get_leaves(%tup_1274) : !cute.int_tuple<"(?,?,?)">
      %coord_1278 = cute.make_coord(%e0_1275) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1572 = cute.get_scalars(%coord_1278) : !cute.coord<"?">
      %1573 = arith.cmpi slt, %1572, %c1000_i32 : i32
      %coord_1279 = cute.make_coord(%e1_1276) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1574 = cute.get_scalars(%coord_1279) : !cute.coord<"?">
      %1575 = arith.cmpi slt, %1574, %c1048_i32 : i32
      %1576 = arith.andi %1573, %1575 : i1
      cf.cond_br %1576, ^bb321, ^bb322
    ^bb321:  // pred: ^bb320
      %1577 = cute.memref.load(%rmem_431, %16) : (!memref_rmem_bf16_2, !cute.coord<"119">) -> bf16
      cute.memref.store(%view_246, %16, %1577) : (!memref_gmem_bf16_5, !cute.coord<"119">, bf16) -> ()
      cf.br ^bb322
    ^bb322:  // 2 preds: ^bb320, ^bb321
      %tup_1280 = cute.add_offset(%tup_440, %15) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1281 = cute.deref_arith_tuple_iter(%tup_1280) : !cute_arith_tuple_iter_d50395
      %e0_1282, %e1_1283, %e2_1284 = cute.get_leaves(%tup_1281) : !cute_int_tuple_d8f416
      %coord_1285 = cute.make_coord(%e0_1282) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1578 = cute.get_scalars(%coord_1285) : !cute.coord<"?">
      %1579 = arith.cmpi slt, %1578, %c1000_i32 : i32
      %coord_1286 = cute.make_coord(%e1_1283) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1580 = cute.get_scalars(%coord_1286) : !cute.coord<"?{div=2}">
      %1581 = arith.cmpi slt, %1580, %c1048_i32 : i32
      %1582 = arith.andi %1579, %1581 : i1
      cf.cond_br %1582, ^bb323, ^bb324
    ^bb323:  // pred: ^bb322
      %1583 = cute.memref.load(%rmem_431, %14) : (!memref_rmem_bf16_2, !cute.coord<"120">) -> bf16
      cute.memref.store(%view_246, %14, %1583) : (!memref_gmem_bf16_5, !cute.coord<"120">, bf16) -> ()
      cf.br ^bb324
    ^bb324:  // 2 preds: ^bb322, ^bb323
      %tup_1287 = cute.add_offset(%tup_440, %13) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1288 = cute.deref_arith_tuple_iter(%tup_1287) : !cute_arith_tuple_iter_2fe1bf
      %e0_1289, %e1_1290, %e2_1291 = cute.get_leaves(%tup_1288) : !cute.int_tuple<"(?,?,?)">
      %coord_1292 = cute.make_coord(%e0_1289) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1584 = cute.get_scalars(%coord_1292) : !cute.coord<"?">
      %1585 = arith.cmpi slt, %1584, %c1000_i32 : i32
      %coord_1293 = cute.make_coord(%e1_1290) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1586 = cute.get_scalars(%coord_1293) : !cute.coord<"?">
      %1587 = arith.cmpi slt, %1586, %c1048_i32 : i32
      %1588 = arith.andi %1585, %1587 : i1
      cf.cond_br %1588, ^bb325, ^bb326
    ^bb325:  // pred: ^bb324
      %1589 = cute.memref.load(%rmem_431, %12) : (!memref_rmem_bf16_2, !cute.coord<"121">) -> bf16
      cute.memref.store(%view_246, %12, %1589) : (!memref_gmem_bf16_5, !cute.coord<"121">, bf16) -> ()
      cf.br ^bb326
    ^bb326:  // 2 preds: ^bb324, ^bb325
      %tup_1294 = cute.add_offset(%tup_440, %11) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1295 = cute.deref_arith_tuple_iter(%tup_1294) : !cute_arith_tuple_iter_d50395
      %e0_1296, %e1_1297, %e2_1298 = cute.get_leaves(%tup_1295) : !cute_int_tuple_d8f416
      %coord_1299 = cute.make_coord(%e0_1296) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1590 = cute.get_scalars(%coord_1299) : !cute.coord<"?">
      %1591 = arith.cmpi slt, %1590, %c1000_i32 : i32
      %coord_1300 = cute.make_coord(%e1_1297) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1592 = cute.get_scalars(%coord_1300) : !cute.coord<"?{div=2}">
      %1593 = arith.cmpi slt, %1592, %c1048_i32 : i32
      %1594 = arith.andi %1591, %1593 : i1
      cf.cond_br %1594, ^bb327, ^bb328
    ^bb327:  // pred: ^bb326
      %1595 = cute.memref.load(%rmem_431, %10) : (!memref_rmem_bf16_2, !cute.coord<"122">) -> bf16
      cute.memref.store(%view_246, %10, %1595) : (!memref_gmem_bf16_5, !cute.coord<"122">, bf16) -> ()
      cf.br ^bb328
    ^bb328:  // 2 preds: ^bb326, ^bb327
      %tup_1301 = cute.add_offset(%tup_440, %9) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1302 = cute.deref_arith_tuple_iter(%tup_1301) : !cute_arith_tuple_iter_2fe1bf
      %e0_1303, %e1_1304, %e2_1305 = cute.get_leaves(%tup_1302) : !cute.int_tuple<"(?,?,?)">
      %coord_1306 = cute.make_coord(%e0_1303) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1596 = cute.get_scalars(%coord_1306) : !cute.coord<"?">
      %1597 = arith.cmpi slt, %1596, %c1000_i32 : i32
      %coord_1307 = cute.make_coord(%e1_1304) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1598 = cute.get_scalars(%coord_1307) : !cute.coord<"?">
      %1599 = arith.cmpi slt, %1598, %c1048_i32 : i32
      %1600 = arith.andi %1597, %1599 : i1
      cf.cond_br %1600, ^bb329, ^bb330
    ^bb329:  // pred: ^bb328
      %1601 = cute.memref.load(%rmem_431, %8) : (!memref_rmem_bf16_2, !cute.coord<"123">) -> bf16
      cute.memref.store(%view_246, %8, %1601) : (!memref_gmem_bf16_5, !cute.coord<"123">, bf16) -> ()
      cf.br ^bb330
    ^bb330:  // 2 preds: ^bb328, ^bb329
      %tup_1308 = cute.add_offset(%tup_440, %7) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1309 = cute.deref_arith_tuple_iter(%tup_1308) : !cute_arith_tuple_iter_d50395
      %e0_1310, %e1_1311, %e2_1312 = cute.get_leaves(%tup_1309) : !cute_int_tuple_d8f416
      %coord_1313 = cute.make_coord(%e0_1310) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1602 = cute.get_scalars(%coord_1313) : !cute.coord<"?">
      %1603 = arith.cmpi slt, %1602, %c1000_i32 : i32
      %coord_1314 = cute.make_coord(%e1_1311) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1604 = cute.get_scalars(%coord_1314) : !cute.coord<"?{div=2}">
      %1605 = arith.cmpi slt, %1604, %c1048_i32 : i32
      %1606 = arith.andi %1603, %1605 : i1
      cf.cond_br %1606, ^bb331, ^bb332
    ^bb331:  // pred: ^bb330
      %1607 = cute.memref.load(%rmem_431, %6) : (!memref_rmem_bf16_2, !cute.coord<"124">) -> bf16
      cute.memref.store(%view_246, %6, %1607) : (!memref_gmem_bf16_5, !cute.coord<"124">, bf16) -> ()
      cf.br ^bb332
    ^bb332:  // 2 preds: ^bb330, ^bb331
      %tup_1315 = cute.add_offset(%tup_440, %5) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1316 = cute.deref_arith_tuple_iter(%tup_1315) : !cute_arith_tuple_iter_2fe1bf
      %e0_1317, %e1_1318, %e2_1319 = cute.get_leaves(%tup_1316) : !cute.int_tuple<"(?,?,?)">
      %coord_1320 = cute.make_coord(%e0_1317) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1608 = cute.get_scalars(%coord_1320) : !cute.coord<"?">
      %1609 = arith.cmpi slt, %1608, %c1000_i32 : i32
      %coord_1321 = cute.make_coord(%e1_1318) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1610 = cute.get_scalars(%coord_1321) : !cute.coord<"?">
      %1611 = arith.cmpi slt, %1610, %c1048_i32 : i32
      %1612 = arith.andi %1609, %1611 : i1
      cf.cond_br %1612, ^bb333, ^bb334
    ^bb333:  // pred: ^bb332
      %1613 = cute.memref.load(%rmem_431, %4) : (!memref_rmem_bf16_2, !cute.coord<"125">) -> bf16
      cute.memref.store(%view_246, %4, %1613) : (!memref_gmem_bf16_5, !cute.coord<"125">, bf16) -> ()
      cf.br ^bb334
    ^bb334:  // 2 preds: ^bb332, ^bb333
      %tup_1322 = cute.add_offset(%tup_440, %3) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1323 = cute.deref_arith_tuple_iter(%tup_1322) : !cute_arith_tuple_iter_d50395
      %e0_1324, %e1_1325, %e2_1326 = cute.get_leaves(%tup_1323) : !cute_int_tuple_d8f416
      %coord_1327 = cute.make_coord(%e0_1324) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1614 = cute.get_scalars(%coord_1327) : !cute.coord<"?">
      %1615 = arith.cmpi slt, %1614, %c1000_i32 : i32
      %coord_1328 = cute.make_coord(%e1_1325) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1616 = cute.get_scalars(%coord_1328) : !cute.coord<"?{div=2}">
      %1617 = arith.cmpi slt, %1616, %c1048_i32 : i32
      %1618 = arith.andi %1615, %1617 : i1
      cf.cond_br %1618, ^bb335, ^bb336
    ^bb335:  // pred: ^bb334
      %1619 = cute.memref.load(%rmem_431, %2) : (!memref_rmem_bf16_2, !cute.coord<"126">) -> bf16
      cute.memref.store(%view_246, %2, %1619) : (!memref_gmem_bf16_5, !cute.coord<"126">, bf16) -> ()
      cf.br ^bb336
    ^bb336:  // 2 preds: ^bb334, ^bb335
      %tup_1329 = cute.add_offset(%tup_440, %1) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1330 = cute.deref_arith_tuple_iter(%tup_1329) : !cute_arith_tuple_iter_2fe1bf
      %e0_1331, %e1_1332, %e2_1333 = cute.get_leaves(%tup_1330) : !cute.int_tuple<"(?,?,?)">
      %coord_1334 = cute.make_coord(%e0_1331) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1620 = cute.get_scalars(%coord_1334) : !cute.coord<"?">
      %1621 = arith.cmpi slt, %1620, %c1000_i32 : i32
      %coord_1335 = cute.make_coord(%e1_1332) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1622 = cute.get_scalars(%coord_1335) : !cute.coord<"?">
      %1623 = arith.cmpi slt, %1622, %c1048_i32 : i32
      %1624 = arith.andi %1621, %1623 : i1
      cf.cond_br %1624, ^bb337, ^bb338
    ^bb337:  // pred: ^bb336
      %1625 = cute.memref.load(%rmem_431, %0) : (!memref_rmem_bf16_2, !cute.coord<"127">) -> bf16
      cute.memref.store(%view_246, %0, %1625) : (!memref_gmem_bf16_5, !cute.coord<"127">, bf16) -> ()
      cf.br ^bb338
    ^bb338:  // 2 preds: ^bb336, ^bb337
      cf.br ^bb339
    ^bb339:  // 2 preds: ^bb81, ^bb338
      return
    }
  }
  func.func @cutlass___call___cute_irkernelsgemm_sm80_haa4cce4b(%arg0: !memref_gmem_bf16_6, %arg1: !memref_gmem_bf16_7, %arg2: !memref_gmem_bf16_8, %arg3: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %c98304_i64 = arith.constant 98304 : i64
    %c0_i32 = arith.constant 0 : i32
    %c2_i32 = arith.constant 2 : i32
    %c72_i32 = arith.constant 72 : i32
    %c1_i32 = arith.constant 1 : i32
    %c128_i32 = arith.constant 128 : i32
    %0 = cute.static : !cute_layout_62513c
    %1 = cute.static : !cute_layout_e8ffd0
    %2 = cute.static : !cute_layout_dc11ff
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_6
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_7
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_bf16_8
    %view = cute.make_view(%iter, %2) : !memref_gmem_bf16_
    %view_2 = cute.make_view(%iter_0, %1) : !memref_gmem_bf16_1
    %view_3 = cute.make_view(%iter_1, %0) : !memref_gmem_bf16_2
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.simt_async_copy<bf16, cache = global, 128 b>
    %3 = cute.make_tiled_copy(%atom) : !copy_ldgsts
    %4 = cute.make_tiled_copy(%atom) : !copy_ldgsts
    %5 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c98304_i64, gridDim = (%c72_i32, %c1_i32, %c2_i32), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%5] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    cuda.launch_cfg.cooperative[%5] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %6 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hfedbc2c3_0<%5> (%view, %view_2, %view_3) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_bf16_, !memref_gmem_bf16_1, !memref_gmem_bf16_2) -> !cuda.result
    %7 = cuda.cast %6 : !cuda.result -> i32
    cuda.return_if_error %7 : i32
    return %c0_i32 : i32
  }
}
