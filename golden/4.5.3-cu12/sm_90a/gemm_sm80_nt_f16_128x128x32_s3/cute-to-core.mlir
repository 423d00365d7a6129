!cute_arith_tuple_iter_2fe1bf = !cute.arith_tuple_iter<"(?,?,?)">
!cute_arith_tuple_iter_3f9628 = !cute.arith_tuple_iter<"(?{div=128},0,?)">
!cute_arith_tuple_iter_69b725 = !cute.arith_tuple_iter<"(?{div=128},-24,?)">
!cute_arith_tuple_iter_815f75 = !cute.arith_tuple_iter<"(?{div=128},?{div=128},?)">
!cute_arith_tuple_iter_964e76 = !cute.arith_tuple_iter<"(?{div=8},?,?)">
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
!cute_int_tuple_c0adfe = !cute.int_tuple<"(?{div=128},-24,?)">
!cute_int_tuple_d8f416 = !cute.int_tuple<"(?,?{div=2},?)">
!cute_layout_042560 = !cute.layout<"((8,1),((1,4))):((1,0),((0,8000)))">
!cute_layout_1aaf7b = !cute.layout<"(1048,520,2):(1,1048,544960)">
!cute_layout_216d36 = !cute.layout<"((128,128),(8,9)):((1048,1),(134144,128))">
!cute_layout_2eeb1b = !cute.layout<"((8,1),1,4,17):((1,0),0,8000,32000)">
!cute_layout_46ed9b = !cute.layout<"((2,2),4,8):((1,2),4,16)">
!cute_layout_4996e1 = !cute.layout<"((128,32),(9,17)):((1@0,1@1),(128@0,32@1))">
!cute_layout_5273d7 = !cute.layout<"((8,1),((4))):((1,0),((8)))">
!cute_layout_5351b6 = !cute.layout<"((128,128),(8,9)):((1@0,1@1),(128@0,128@1))">
!cute_layout_60a8c2 = !cute.layout<"((8,1),((1,4))):((1,0),((0,8384)))">
!cute_layout_62513c = !cute.layout<"(1000,1048,2):(1048,1,1048000)">
!cute_layout_6fb86e = !cute.layout<"(1000,1048,2):(1@0,1@1,1@2)">
!cute_layout_701db0 = !cute.layout<"(2,(64)):(1,(2))">
!cute_layout_72915e = !cute.layout<"(1048,520,2):(1@0,1@1,1@2)">
!cute_layout_7f13f7 = !cute.layout<"(1000,520,2):(1,1000,520000)">
!cute_layout_7fe309 = !cute.layout<"((8,1),1,4,17):((1,0),0,8384,33536)">
!cute_layout_973764 = !cute.layout<"(1,((1,4))):(0,((0,1)))">
!cute_layout_9885f4 = !cute.layout<"((8,1),(2,2),2,(1,3)):((1,0),(?{div=32},512),2048,(0,4096))">
!cute_layout_afa0af = !cute.layout<"((2,2,2),(2,2),1):((1,2,4),(8,16),0)">
!cute_layout_b0475d = !cute.layout<"((2,2),((2,2),2),1):((1,2),((16,32),4),0)">
!cute_layout_b3b9c1 = !cute.layout<"((8,1),(((2,2)))):((1,0),(((?{div=32},512))))">
!cute_layout_cc923e = !cute.layout<"((8,1),1,4,(1,3)):((1,0),0,1024,(0,4096))">
!cute_layout_daa990 = !cute.layout<"((128,32),(9,17)):((1,1048),(128,33536))">
!cute_layout_dcb831 = !cute.layout<"(1000,520,2):(1@0,1@1,1@2)">
!cute_layout_dfed1f = !cute.layout<"((8,1),((1,4))):((1,0),((0,1024)))">
!cute_layout_e00cb2 = !cute.layout<"(((4,2),1),(((2,2)))):(((1,16),0),(((32,4))))">
!cute_layout_e8de3c = !cute.layout<"((128,32),(8,17)):((1,1000),(128,32000))">
!cute_layout_e94fd4 = !cute.layout<"(2,((2,4,8))):(1,((8384,33536,16)))">
!cute_layout_ee1370 = !cute.layout<"((128,32),(8,17)):((1@0,1@1),(128@0,32@1))">
!cute_layout_f1c426 = !cute.layout<"((8,1),((2,2))):((1,0),((?{div=32},512)))">
!cute_layout_fd49e0 = !cute.layout<"((8,1),(2,2)):((1,0),(?{div=32},512))">
!cute_ptr_9af6a0 = !cute.ptr<i8, smem, align<1024>>
!cute_ptr_fd5e1e = !cute.ptr<f16, smem, align<1024>>
!cute_stride_10dfad = !cute.stride<"((1,0),(?{div=32},512),2048,(0,4096))">
!cute_stride_2ef612 = !cute.stride<"((1,0),(((?{div=32},512))))">
!cute_stride_98d98f = !cute.stride<"((1,0),(?{div=32},512))">
!cute_stride_9a3307 = !cute.stride<"((1,0),((?{div=32},512)))">
!copy_ldgsts = !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[128:1;8:1]">>
!copy_ldsm_4_ = !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>
!copy_ldsm_4_1 = !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))">, tiler_mn = <"[32:1;16:1]">>
!memref_gmem_f16_ = !cute.memref<f16, gmem, align<16>, "(1000,520,2):(1,1000,520000)">
!memref_gmem_f16_1 = !cute.memref<f16, gmem, align<16>, "(1048,520,2):(1,1048,544960)">
!memref_gmem_f16_2 = !cute.memref<f16, gmem, align<16>, "(1000,1048,2):(1048,1,1048000)">
!memref_gmem_f16_3 = !cute.memref<f16, gmem, align<4>, "((2,2),4,8):((1,8384),33536,16)">
!memref_gmem_f16_4 = !cute.memref<f16, gmem, align<16>, "(2,1000,520):(520000,1,1000)">
!memref_gmem_f16_5 = !cute.memref<f16, gmem, align<16>, "(2,520,1048):(544960,1048,1)">
!memref_gmem_f16_6 = !cute.memref<f16, gmem, align<16>, "(2,1000,1048):(1048000,1048,1)">
!memref_rmem_f16_ = !cute.memref<f16, rmem, align<16>, "((2,2,2),(2,2),2):((1,2,4),(8,16),32)">
!memref_rmem_f16_1 = !cute.memref<f16, rmem, align<8>, "((2,2),((2,2),2),2):((1,2),((16,32),4),8)">
!memref_rmem_f16_2 = !cute.memref<f16, rmem, align<32>, "((2,2),4,8):((1,2),4,16)">
!memref_rmem_f32_ = !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">
!memref_rmem_i8_ = !cute.memref<i8, rmem, align<32>, "(1,1,4):(1,1,0)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_smem_f16_ = !cute.memref<f16, smem, align<16>, "((8,1),1,4,(1,3)):((1,0),0,1024,(0,4096))">
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hb8ef0853_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_kernel_cute_irkernelsgemm_hb8ef0853_0(%arg0: !memref_gmem_f16_, %arg1: !memref_gmem_f16_1, %arg2: !memref_gmem_f16_2) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<128xf32>
      %cst_0 = arith.constant dense<0.000000e+00> : vector<96xf16>
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
      %223 = cute.static : !cute.coord<"15">
      %224 = cute.static : !cute.int_tuple<"(104,1)">
      %225 = cute.static : !cute.coord<"14">
      %226 = cute.static : !cute.int_tuple<"(104,0)">
      %227 = cute.static : !cute.coord<"13">
      %228 = cute.static : !cute.int_tuple<"(96,1)">
      %229 = cute.static : !cute.coord<"12">
      %230 = cute.static : !cute.int_tuple<"(96,0)">
      %231 = cute.static : !cute.coord<"11">
      %232 = cute.static : !cute.int_tuple<"(72,1)">
      %233 = cute.static : !cute.coord<"10">
      %234 = cute.static : !cute.int_tuple<"(72,0)">
      %235 = cute.static : !cute.coord<"9">
      %236 = cute.static : !cute.int_tuple<"(64,1)">
      %237 = cute.static : !cute.coord<"8">
      %238 = cute.static : !cute.int_tuple<"(64,0)">
      %239 = cute.static : !cute.coord<"7">
      %240 = cute.static : !cute.int_tuple<"(40,1)">
      %241 = cute.static : !cute.coord<"6">
      %242 = cute.static : !cute.int_tuple<"(40,0)">
      %243 = cute.static : !cute.coord<"5">
      %244 = cute.static : !cute.int_tuple<"(32,1)">
      %245 = cute.static : !cute.coord<"4">
      %246 = cute.static : !cute.int_tuple<"(32,0)">
      %247 = cute.static : !cute.coord<"3">
      %248 = cute.static : !cute.int_tuple<"(8,1)">
      %249 = cute.static : !cute.coord<"2">
      %250 = cute.static : !cute.int_tuple<"(8,0)">
      %251 = cute.static : !cute.coord<"1">
      %252 = cute.static : !cute.int_tuple<"(0,1)">
      %253 = cute.static : !cute.coord<"0">
      %254 = cute.static : !cute_layout_e94fd4
      %255 = cute.static : !cute_layout_701db0
      %c128_i32 = arith.constant 128 : i32
      %256 = cute.static : !cute_layout_b0475d
      %257 = cute.static : !cute_layout_afa0af
      %258 = cute.static : !cute_layout_46ed9b
      %259 = cute.static : !cute_layout_7fe309
      %260 = cute.static : !cute_layout_cc923e
      %261 = cute.static : !cute_layout_2eeb1b
      %262 = cute.static : !cute.int_tuple<"8">
      %263 = cute.static : !cute.int_tuple<"32">
      %c17_i32 = arith.constant 17 : i32
      %264 = cute.static : !cute.int_tuple<"18">
      %265 = cute.static : !cute.int_tuple<"16">
      %266 = cute.static : !cute_layout_e00cb2
      %267 = cute.static : !cute.int_tuple<"6">
      %268 = llvm.mlir.constant(3 : i32) : i32
      %269 = llvm.mlir.constant(2 : i32) : i32
      %270 = cute.static : !cute.int_tuple<"2">
      %271 = llvm.mlir.constant(1 : i32) : i32
      %272 = llvm.mlir.constant(0 : i32) : i32
      %273 = cute.static : !cute_layout_5273d7
      %274 = cute.static : !cute.shape<"((8,1),(((2,2))))">
      %275 = cute.static : !cute.shape<"((8,1),((2,2)))">
      %276 = cute.static : !cute.shape<"((8,1),(2,2))">
      %277 = cute.static : !cute.shape<"((8,1),(2,2),2,(1,3))">
      %c-32_i32 = arith.constant -32 : i32
      %c256_i32 = arith.constant 256 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %c16768_i32 = arith.constant 16768 : i32
      %c4_i32 = arith.constant 4 : i32
      %c32_i32 = arith.constant 32 : i32
      %278 = cute.static : !cute.int_tuple<"33536">
      %279 = cute.static : !cute.int_tuple<"4096">
      %280 = cute.static : !cute.int_tuple<"32000">
      %281 = cute.static : !cute_layout_60a8c2
      %c1_i32 = arith.constant 1 : i32
      %282 = cute.static : !cute.int_tuple<"4">
      %283 = cute.static : !cute_layout_973764
      %284 = cute.static : !cute_layout_dfed1f
      %285 = cute.static : !cute_layout_042560
      %286 = cute.static : !cute.layout<"1:0">
      %287 = cute.static : !cute.coord<"(0,0,3)">
      %288 = cute.static : !cute.int_tuple<"(0,24)">
      %289 = cute.static : !cute.coord<"(0,0,2)">
      %290 = cute.static : !cute.int_tuple<"(0,16)">
      %291 = cute.static : !cute.coord<"(0,0,1)">
      %292 = cute.static : !cute.int_tuple<"(0,8)">
      %c0_i8 = arith.constant 0 : i8
      %293 = cute.static : !cute.coord<"(0,0,0)">
      %c1048_i32 = arith.constant 1048 : i32
      %c3_i32 = arith.constant 3 : i32
      %c448_i32 = arith.constant 448 : i32
      %c512_i32 = arith.constant 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c64_i32 = arith.constant 64 : i32
      %c2_i32 = arith.constant 2 : i32
      %c1000_i32 = arith.constant 1000 : i32
      %c16_i32 = arith.constant 16 : i32
      %294 = cute.static : !cute.int_tuple<"24576">
      %295 = cute.static : !cute_layout_5351b6
      %296 = cute.static : !cute_layout_6fb86e
      %297 = cute.static : !cute_layout_4996e1
      %298 = cute.static : !cute_layout_72915e
      %299 = cute.static : !cute_layout_ee1370
      %300 = cute.static : !cute_layout_dcb831
      %301 = cute.static : !cute_layout_216d36
      %302 = cute.static : !cute_layout_62513c
      %303 = cute.static : !cute_layout_daa990
      %304 = cute.static : !cute_layout_1aaf7b
      %305 = cute.static : !cute_layout_e8de3c
      %306 = cute.static : !cute_layout_7f13f7
      %c8_i32 = arith.constant 8 : i32
      %c72_i32 = arith.constant 72 : i32
      %307 = cute.static : !cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>
      %308 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %309 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %310 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %311 = arith.divsi %309, %c72_i32 : i32
      %312 = arith.muli %311, %c72_i32 : i32
      %313 = arith.cmpi ne, %309, %312 : i32
      %c0_i32_1 = arith.constant 0 : i32
      %314 = arith.cmpi slt, %309, %c0_i32_1 : i32
      %315 = arith.cmpi slt, %c72_i32, %c0_i32_1 : i32
      %316 = arith.cmpi ne, %314, %315 : i1
      %317 = arith.andi %313, %316 : i1
      %c-1_i32 = arith.constant -1 : i32
      %318 = arith.addi %311, %c-1_i32 : i32
      %319 = arith.select %317, %318, %311 : i32
      %320 = arith.muli %319, %c8_i32 : i32
      %321 = arith.subi %c8_i32, %320 : i32
      %322 = arith.cmpi slt, %321, %c8_i32 : i32
      %323 = arith.select %322, %321, %c8_i32 : i32
      %324 = arith.muli %319, %c72_i32 : i32
      %325 = arith.subi %309, %324 : i32
      %326 = arith.remsi %325, %323 : i32
      %327 = arith.addi %320, %326 : i32
      %328 = arith.divsi %325, %323 : i32
      %329 = arith.muli %328, %323 : i32
      %330 = arith.cmpi ne, %325, %329 : i32
      %c0_i32_2 = arith.constant 0 : i32
      %331 = arith.cmpi slt, %325, %c0_i32_2 : i32
      %332 = arith.cmpi slt, %323, %c0_i32_2 : i32
      %333 = arith.cmpi ne, %331, %332 : i1
      %334 = arith.andi %330, %333 : i1
      %c-1_i32_3 = arith.constant -1 : i32
      %335 = arith.addi %328, %c-1_i32_3 : i32
      %336 = arith.select %334, %335, %328 : i32
      %coord = cute.make_coord(%310) : (i32) -> !cute.coord<"(_,_,?)">
      %idx = cute.crd2idx(%coord, %306) : (!cute.coord<"(_,_,?)">, !cute_layout_7f13f7) -> !cute_int_tuple_1d5a4a
      %iter = cute.get_iter(%arg0) : !memref_gmem_f16_
      %ptr = cute.add_offset(%iter, %idx) : (!cute.ptr<f16, gmem, align<16>>, !cute_int_tuple_1d5a4a) -> !cute.ptr<f16, gmem, align<16>>
      %coord_4 = cute.make_coord(%327) : (i32) -> !cute.coord<"((_,_),(?,_))">
      %idx_5 = cute.crd2idx(%coord_4, %305) : (!cute.coord<"((_,_),(?,_))">, !cute_layout_e8de3c) -> !cute.int_tuple<"?{div=128}">
      %ptr_6 = cute.add_offset(%ptr, %idx_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=128}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_7 = cute.crd2idx(%coord, %304) : (!cute.coord<"(_,_,?)">, !cute_layout_1aaf7b) -> !cute_int_tuple_747e14
      %iter_8 = cute.get_iter(%arg1) : !memref_gmem_f16_1
      %ptr_9 = cute.add_offset(%iter_8, %idx_7) : (!cute.ptr<f16, gmem, align<16>>, !cute_int_tuple_747e14) -> !cute.ptr<f16, gmem, align<16>>
      %coord_10 = cute.make_coord(%336) : (i32) -> !cute.coord<"((_,_),(?,_))">
      %idx_11 = cute.crd2idx(%coord_10, %303) : (!cute.coord<"((_,_),(?,_))">, !cute_layout_daa990) -> !cute.int_tuple<"?{div=128}">
      %ptr_12 = cute.add_offset(%ptr_9, %idx_11) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=128}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_13 = cute.crd2idx(%coord, %302) : (!cute.coord<"(_,_,?)">, !cute_layout_62513c) -> !cute_int_tuple_718b17
      %iter_14 = cute.get_iter(%arg2) : !memref_gmem_f16_2
      %ptr_15 = cute.add_offset(%iter_14, %idx_13) : (!cute.ptr<f16, gmem, align<16>>, !cute_int_tuple_718b17) -> !cute.ptr<f16, gmem, align<16>>
      %coord_16 = cute.make_coord(%327, %336) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %idx_17 = cute.crd2idx(%coord_16, %301) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_216d36) -> !cute.int_tuple<"?{div=128}">
      %ptr_18 = cute.add_offset(%ptr_15, %idx_17) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=128}">) -> !cute.ptr<f16, gmem, align<16>>
      %int_tup_iter = cute.make_arith_tuple_iter() : () -> !cute_arith_tuple_iter_da3d01
      %idx_19 = cute.crd2idx(%coord, %300) : (!cute.coord<"(_,_,?)">, !cute_layout_dcb831) -> !cute.int_tuple<"(0,0,?)">
      %tup = cute.add_offset(%int_tup_iter, %idx_19) : (!cute_arith_tuple_iter_da3d01, !cute.int_tuple<"(0,0,?)">) -> !cute_arith_tuple_iter_c87bd7
      %idx_20 = cute.crd2idx(%coord_4, %299) : (!cute.coord<"((_,_),(?,_))">, !cute_layout_ee1370) -> !cute_int_tuple_63bcf0
      %tup_21 = cute.add_offset(%tup, %idx_20) : (!cute_arith_tuple_iter_c87bd7, !cute_int_tuple_63bcf0) -> !cute_arith_tuple_iter_3f9628
      %tup_22 = cute.deref_arith_tuple_iter(%tup_21) : !cute_arith_tuple_iter_3f9628
      %e0, %e1, %e2 = cute.get_leaves(%tup_22) : !cute_int_tuple_41955a
      %idx_23 = cute.crd2idx(%coord, %298) : (!cute.coord<"(_,_,?)">, !cute_layout_72915e) -> !cute.int_tuple<"(0,0,?)">
      %tup_24 = cute.add_offset(%int_tup_iter, %idx_23) : (!cute_arith_tuple_iter_da3d01, !cute.int_tuple<"(0,0,?)">) -> !cute_arith_tuple_iter_c87bd7
      %idx_25 = cute.crd2idx(%coord_10, %297) : (!cute.coord<"((_,_),(?,_))">, !cute_layout_4996e1) -> !cute_int_tuple_63bcf0
      %tup_26 = cute.add_offset(%tup_24, %idx_25) : (!cute_arith_tuple_iter_c87bd7, !cute_int_tuple_63bcf0) -> !cute_arith_tuple_iter_3f9628
      %tup_27 = cute.deref_arith_tuple_iter(%tup_26) : !cute_arith_tuple_iter_3f9628
      %e0_28, %e1_29, %e2_30 = cute.get_leaves(%tup_27) : !cute_int_tuple_41955a
      %idx_31 = cute.crd2idx(%coord, %296) : (!cute.coord<"(_,_,?)">, !cute_layout_6fb86e) -> !cute.int_tuple<"(0,0,?)">
      %tup_32 = cute.add_offset(%int_tup_iter, %idx_31) : (!cute_arith_tuple_iter_da3d01, !cute.int_tuple<"(0,0,?)">) -> !cute_arith_tuple_iter_c87bd7
      %idx_33 = cute.crd2idx(%coord_16, %295) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_5351b6) -> !cute_int_tuple_a0ee65
      %tup_34 = cute.add_offset(%tup_32, %idx_33) : (!cute_arith_tuple_iter_c87bd7, !cute_int_tuple_a0ee65) -> !cute_arith_tuple_iter_815f75
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"-24000">
      %ptr_35 = cute.add_offset(%ptr_6, %int_tuple) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"-24000">) -> !cute.ptr<f16, gmem, align<16>>
      %int_tuple_36 = cute.make_int_tuple() : () -> !cute.int_tuple<"-25152">
      %ptr_37 = cute.add_offset(%ptr_12, %int_tuple_36) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"-25152">) -> !cute.ptr<f16, gmem, align<16>>
      %int_tuple_38 = cute.make_int_tuple(%e0, %e2) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_41955a
      %int_tuple_39 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,-24)">
      %add = cute.tuple_add(%int_tuple_38, %int_tuple_39) : (!cute_int_tuple_41955a, !cute.int_tuple<"(0,-24)">) -> !cute_int_tuple_c0adfe
      %e0_40, %e1_41, %e2_42 = cute.get_leaves(%add) : !cute_int_tuple_c0adfe
      %int_tuple_43 = cute.make_int_tuple(%e0_40, %e2_42) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_c0adfe
      %int_tup_iter_44 = cute.make_arith_tuple_iter(%int_tuple_43) : (!cute_int_tuple_c0adfe) -> !cute_arith_tuple_iter_69b725
      %int_tuple_45 = cute.make_int_tuple(%e0_28, %e2_30) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_41955a
      %add_46 = cute.tuple_add(%int_tuple_45, %int_tuple_39) : (!cute_int_tuple_41955a, !cute.int_tuple<"(0,-24)">) -> !cute_int_tuple_c0adfe
      %e0_47, %e1_48, %e2_49 = cute.get_leaves(%add_46) : !cute_int_tuple_c0adfe
      %int_tuple_50 = cute.make_int_tuple(%e0_47, %e2_49) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_c0adfe
      %int_tup_iter_51 = cute.make_arith_tuple_iter(%int_tuple_50) : (!cute_int_tuple_c0adfe) -> !cute_arith_tuple_iter_69b725
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %ptr_52 = cute.add_offset(%smem_ptr, %294) : (!cute_ptr_9af6a0, !cute.int_tuple<"24576">) -> !cute_ptr_9af6a0
      %iter_53 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute_ptr_fd5e1e
      %iter_54 = cute.recast_iter(%ptr_52) : !cute_ptr_9af6a0 to !cute_ptr_fd5e1e
      %337 = arith.divsi %308, %c16_i32 : i32
      %338 = arith.remsi %308, %c16_i32 : i32
      %339 = arith.muli %338, %c8_i32 : i32
      %340 = arith.muli %337, %c1000_i32 : i32
      %341 = arith.addi %339, %340 : i32
      %iv = cute.assume(%341) : (i32) -> !cute.i32<divby 8>
      %int_tuple_55 = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_56 = cute.add_offset(%ptr_35, %int_tuple_55) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %342 = arith.divsi %308, %c8_i32 : i32
      %343 = arith.remsi %308, %c8_i32 : i32
      %344 = arith.muli %343, %c8_i32 : i32
      %345 = arith.divsi %342, %c2_i32 : i32
      %346 = arith.muli %345, %c64_i32 : i32
      %347 = arith.addi %344, %346 : i32
      %348 = arith.remsi %342, %c2_i32 : i32
      %349 = arith.muli %348, %c512_i32 : i32
      %350 = arith.andi %347, %c448_i32 : i32
      %351 = arith.shrsi %350, %c3_i32 : i32
      %352 = arith.xori %347, %351 : i32
      %353 = arith.addi %352, %349 : i32
      %iv_57 = cute.assume(%353) : (i32) -> !cute.i32<divby 8>
      %int_tuple_58 = cute.make_int_tuple(%iv_57) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_59 = cute.add_offset(%iter_53, %int_tuple_58) : (!cute_ptr_fd5e1e, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, smem, align<16>>
      %view = cute.make_view(%ptr_59) : !memref_smem_f16_
      %iv_60 = cute.assume(%339) : (i32) -> !cute.i32<divby 8>
      %int_tuple_61 = cute.make_int_tuple(%iv_60, %337) : (!cute.i32<divby 8>, i32) -> !cute.int_tuple<"(?{div=8},?)">
      %tup_62 = cute.add_offset(%int_tup_iter_44, %int_tuple_61) : (!cute_arith_tuple_iter_69b725, !cute.int_tuple<"(?{div=8},?)">) -> !cute_arith_tuple_iter_964e76
      %354 = arith.muli %337, %c1048_i32 : i32
      %355 = arith.addi %339, %354 : i32
      %iv_63 = cute.assume(%355) : (i32) -> !cute.i32<divby 8>
      %int_tuple_64 = cute.make_int_tuple(%iv_63) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_65 = cute.add_offset(%ptr_37, %int_tuple_64) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %ptr_66 = cute.add_offset(%iter_54, %int_tuple_58) : (!cute_ptr_fd5e1e, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, smem, align<16>>
      %view_67 = cute.make_view(%ptr_66) : !memref_smem_f16_
      %tup_68 = cute.add_offset(%int_tup_iter_51, %int_tuple_61) : (!cute_arith_tuple_iter_69b725, !cute.int_tuple<"(?{div=8},?)">) -> !cute_arith_tuple_iter_964e76
      %rmem = cute.memref.alloca() : !memref_rmem_i8_
      %iter_69 = cute.get_iter(%rmem) : !memref_rmem_i8_
      %tup_70 = cute.deref_arith_tuple_iter(%tup_62) : !cute_arith_tuple_iter_964e76
      %e0_71, %e1_72, %e2_73 = cute.get_leaves(%tup_70) : !cute_int_tuple_4701cc
      %coord_74 = cute.make_coord(%e0_71) : (!cute.int_tuple<"?{div=8}">) -> !cute.coord<"?{div=8}">
      %356 = cute.get_scalars(%coord_74) : !cute.coord<"?{div=8}">
      %357 = arith.cmpi slt, %356, %c1000_i32 : i32
      %358 = arith.extui %357 : i1 to i8
      cute.memref.store(%rmem, %293, %358) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %rmem_75 = cute.memref.alloca() : !memref_rmem_i8_
      %iter_76 = cute.get_iter(%rmem_75) : !memref_rmem_i8_
      %tup_77 = cute.deref_arith_tuple_iter(%tup_68) : !cute_arith_tuple_iter_964e76
      %e0_78, %e1_79, %e2_80 = cute.get_leaves(%tup_77) : !cute_int_tuple_4701cc
      %coord_81 = cute.make_coord(%e0_78) : (!cute.int_tuple<"?{div=8}">) -> !cute.coord<"?{div=8}">
      %359 = cute.get_scalars(%coord_81) : !cute.coord<"?{div=8}">
      %360 = arith.cmpi slt, %359, %c1048_i32 : i32
      %361 = arith.extui %360 : i1 to i8
      cute.memref.store(%rmem_75, %293, %361) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %rmem_82 = cute.memref.alloca() : !memref_rmem_i8_1
      %iter_83 = cute.get_iter(%rmem_82) : !memref_rmem_i8_1
      %coord_84 = cute.make_coord() : () -> !cute.coord<"-1">
      %dyn = cute.derefine(%coord_84) : !cute.coord<"-1"> to !cute.coord<"?">
      %coord_85 = cute.make_coord(%e1_72) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %362 = cute.get_scalars(%dyn) : !cute.coord<"?">
      %363 = cute.get_scalars(%coord_85) : !cute.coord<"?">
      %364 = arith.cmpi slt, %362, %363 : i32
      %365 = cute.memref.load(%rmem, %293) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">) -> i8
      %366 = arith.cmpi ne, %365, %c0_i8 : i8
      %367 = arith.andi %366, %364 : i1
      %368 = arith.extui %367 : i1 to i8
      cute.memref.store(%rmem_82, %293, %368) : (!memref_rmem_i8_1, !cute.coord<"(0,0,0)">, i8) -> ()
      %tup_86 = cute.add_offset(%tup_62, %292) : (!cute_arith_tuple_iter_964e76, !cute.int_tuple<"(0,8)">) -> !cute_arith_tuple_iter_964e76
      %tup_87 = cute.deref_arith_tuple_iter(%tup_86) : !cute_arith_tuple_iter_964e76
      %e0_88, %e1_89, %e2_90 = cute.get_leaves(%tup_87) : !cute_int_tuple_4701cc
      %coord_91 = cute.make_coord(%e1_89) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %369 = cute.get_scalars(%coord_91) : !cute.coord<"?">
      %370 = arith.cmpi slt, %362, %369 : i32
      %371 = cute.memref.load(%rmem, %293) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">) -> i8
      %372 = arith.cmpi ne, %371, %c0_i8 : i8
      %373 = arith.andi %372, %370 : i1
      %374 = arith.extui %373 : i1 to i8
      cute.memref.store(%rmem_82, %291, %374) : (!memref_rmem_i8_1, !cute.coord<"(0,0,1)">, i8) -> ()
      %tup_92 = cute.add_offset(%tup_62, %290) : (!cute_arith_tuple_iter_964e76, !cute.int_tuple<"(0,16)">) -> !cute_arith_tuple_iter_964e76
      %tup_93 = cute.deref_arith_tuple_iter(%tup_92) : !cute_arith_tuple_iter_964e76
      %e0_94, %e1_95, %e2_96 = cute.get_leaves(%tup_93) : !cute_int_tuple_4701cc
      %coord_97 = cute.make_coord(%e1_95) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %375 = cute.get_scalars(%coord_97) : !cute.coord<"?">
      %376 = arith.cmpi slt, %362, %375 : i32
      %377 = cute.memref.load(%rmem, %293) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">) -> i8
      %378 = arith.cmpi ne, %377, %c0_i8 : i8
      %379 = arith.andi %378, %376 : i1
      %380 = arith.extui %379 : i1 to i8
      cute.memref.store(%rmem_82, %289, %380) : (!memref_rmem_i8_1, !cute.coord<"(0,0,2)">, i8) -> ()
      %tup_98 = cute.add_offset(%tup_62, %288) : (!cute_arith_tuple_iter_964e76, !cute.int_tuple<"(0,24)">) -> !cute_arith_tuple_iter_964e76
      %tup_99 = cute.deref_arith_tuple_iter(%tup_98) : !cute_arith_tuple_iter_964e76
      %e0_100, %e1_101, %e2_102 = cute.get_leaves(%tup_99) : !cute_int_tuple_4701cc
      %coord_103 = cute.make_coord(%e1_101) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %381 = cute.get_scalars(%coord_103) : !cute.coord<"?">
      %382 = arith.cmpi slt, %362, %381 : i32
      %383 = cute.memref.load(%rmem, %293) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">) -> i8
      %384 = arith.cmpi ne, %383, %c0_i8 : i8
      %385 = arith.andi %384, %382 : i1
      %386 = arith.extui %385 : i1 to i8
      cute.memref.store(%rmem_82, %287, %386) : (!memref_rmem_i8_1, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_104 = cute.memref.alloca() : !memref_rmem_i8_1
      %iter_105 = cute.get_iter(%rmem_104) : !memref_rmem_i8_1
      %coord_106 = cute.make_coord(%e1_79) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %387 = cute.get_scalars(%coord_106) : !cute.coord<"?">
      %388 = arith.cmpi slt, %362, %387 : i32
      %389 = cute.memref.load(%rmem_75, %293) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">) -> i8
      %390 = arith.cmpi ne, %389, %c0_i8 : i8
      %391 = arith.andi %390, %388 : i1
      %392 = arith.extui %391 : i1 to i8
      cute.memref.store(%rmem_104, %293, %392) : (!memref_rmem_i8_1, !cute.coord<"(0,0,0)">, i8) -> ()
      %tup_107 = cute.add_offset(%tup_68, %292) : (!cute_arith_tuple_iter_964e76, !cute.int_tuple<"(0,8)">) -> !cute_arith_tuple_iter_964e76
      %tup_108 = cute.deref_arith_tuple_iter(%tup_107) : !cute_arith_tuple_iter_964e76
      %e0_109, %e1_110, %e2_111 = cute.get_leaves(%tup_108) : !cute_int_tuple_4701cc
      %coord_112 = cute.make_coord(%e1_110) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %393 = cute.get_scalars(%coord_112) : !cute.coord<"?">
      %394 = arith.cmpi slt, %362, %393 : i32
      %395 = cute.memref.load(%rmem_75, %293) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">) -> i8
      %396 = arith.cmpi ne, %395, %c0_i8 : i8
      %397 = arith.andi %396, %394 : i1
      %398 = arith.extui %397 : i1 to i8
      cute.memref.store(%rmem_104, %291, %398) : (!memref_rmem_i8_1, !cute.coord<"(0,0,1)">, i8) -> ()
      %tup_113 = cute.add_offset(%tup_68, %290) : (!cute_arith_tuple_iter_964e76, !cute.int_tuple<"(0,16)">) -> !cute_arith_tuple_iter_964e76
      %tup_114 = cute.deref_arith_tuple_iter(%tup_113) : !cute_arith_tuple_iter_964e76
      %e0_115, %e1_116, %e2_117 = cute.get_leaves(%tup_114) : !cute_int_tuple_4701cc
      %coord_118 = cute.make_coord(%e1_116) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %399 = cute.get_scalars(%coord_118) : !cute.coord<"?">
      %400 = arith.cmpi slt, %362, %399 : i32
      %401 = cute.memref.load(%rmem_75, %293) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">) -> i8
      %402 = arith.cmpi ne, %401, %c0_i8 : i8
      %403 = arith.andi %402, %400 : i1
      %404 = arith.extui %403 : i1 to i8
      cute.memref.store(%rmem_104, %289, %404) : (!memref_rmem_i8_1, !cute.coord<"(0,0,2)">, i8) -> ()
      %tup_119 = cute.add_offset(%tup_68, %288) : (!cute_arith_tuple_iter_964e76, !cute.int_tuple<"(0,24)">) -> !cute_arith_tuple_iter_964e76
      %tup_120 = cute.deref_arith_tuple_iter(%tup_119) : !cute_arith_tuple_iter_964e76
      %e0_121, %e1_122, %e2_123 = cute.get_leaves(%tup_120) : !cute_int_tuple_4701cc
      %coord_124 = cute.make_coord(%e1_122) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %405 = cute.get_scalars(%coord_124) : !cute.coord<"?">
      %406 = arith.cmpi slt, %362, %405 : i32
      %407 = cute.memref.load(%rmem_75, %293) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">) -> i8
      %408 = arith.cmpi ne, %407, %c0_i8 : i8
      %409 = arith.andi %408, %406 : i1
      %410 = arith.extui %409 : i1 to i8
      cute.memref.store(%rmem_104, %287, %410) : (!memref_rmem_i8_1, !cute.coord<"(0,0,3)">, i8) -> ()
      cute.memref.store_vec(%cst_0, %view) : (vector<96xf16>, !memref_smem_f16_) -> ()
      cute.memref.store_vec(%cst_0, %view_67) : (vector<96xf16>, !memref_smem_f16_) -> ()
      nvvm.barrier
      cf.br ^bb1(%c0_i32 : i32)
    ^bb1(%411: i32):  // 2 preds: ^bb0, ^bb2
      %412 = arith.cmpi slt, %411, %c4_i32 : i32
      cf.cond_br %412, ^bb2, ^bb3 {llvm.loop_annotation = #loop_annotation}
    ^bb2:  // pred: ^bb1
      %coord_125 = cute.make_coord(%411) : (i32) -> !cute.coord<"(_,?)">
      %idx_126 = cute.crd2idx(%coord_125, %285) : (!cute.coord<"(_,?)">, !cute_layout_042560) -> !cute.int_tuple<"?{div=8000}">
      %ptr_127 = cute.add_offset(%ptr_56, %idx_126) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8000}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_128 = cute.crd2idx(%coord_125, %284) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
      %ptr_129 = cute.add_offset(%ptr_59, %idx_128) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, smem, align<16>>
      %idx_130 = cute.crd2idx(%coord_125, %283) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_131 = cute.add_offset(%iter_83, %idx_130) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %413 = builtin.unrealized_conversion_cast %ptr_131 : !cute.ptr<i8, rmem> to !llvm.ptr
      %414 = llvm.load %413 : !llvm.ptr -> i8
      %415 = llvm.trunc %414 : i8 to i1
      %iter_132 = cute.recast_iter(%ptr_127) : !cute.ptr<f16, gmem, align<16>> to !cute.ptr<i128, gmem>
      %iter_133 = cute.recast_iter(%ptr_129) : !cute.ptr<f16, smem, align<16>> to !cute.ptr<i128, smem>
      cute_nvgpu.arch.copy.SM80.cp_async(%iter_133 : !cute.ptr<i128, smem>, %iter_132 : !cute.ptr<i128, gmem>, %415 : i1) {cache_mode = <global>}
      %416 = arith.addi %411, %c1_i32 : i32
      cf.br ^bb1(%416 : i32)
    ^bb3:  // pred: ^bb1
      cf.br ^bb4(%c0_i32 : i32)
    ^bb4(%417: i32):  // 2 preds: ^bb3, ^bb5
      %418 = arith.cmpi slt, %417, %c4_i32 : i32
      cf.cond_br %418, ^bb5, ^bb6 {llvm.loop_annotation = #loop_annotation}
    ^bb5:  // pred: ^bb4
      %coord_134 = cute.make_coord(%417) : (i32) -> !cute.coord<"(_,?)">
      %idx_135 = cute.crd2idx(%coord_134, %281) : (!cute.coord<"(_,?)">, !cute_layout_60a8c2) -> !cute.int_tuple<"?{div=8384}">
      %ptr_136 = cute.add_offset(%ptr_65, %idx_135) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8384}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_137 = cute.crd2idx(%coord_134, %284) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
      %ptr_138 = cute.add_offset(%ptr_66, %idx_137) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, smem, align<16>>
      %idx_139 = cute.crd2idx(%coord_134, %283) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_140 = cute.add_offset(%iter_105, %idx_139) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %419 = builtin.unrealized_conversion_cast %ptr_140 : !cute.ptr<i8, rmem> to !llvm.ptr
      %420 = llvm.load %419 : !llvm.ptr -> i8
      %421 = llvm.trunc %420 : i8 to i1
      %iter_141 = cute.recast_iter(%ptr_136) : !cute.ptr<f16, gmem, align<16>> to !cute.ptr<i128, gmem>
      %iter_142 = cute.recast_iter(%ptr_138) : !cute.ptr<f16, smem, align<16>> to !cute.ptr<i128, smem>
      cute_nvgpu.arch.copy.SM80.cp_async(%iter_142 : !cute.ptr<i128, smem>, %iter_141 : !cute.ptr<i128, gmem>, %421 : i1) {cache_mode = <global>}
      %422 = arith.addi %417, %c1_i32 : i32
      cf.br ^bb4(%422 : i32)
    ^bb6:  // pred: ^bb4
      nvvm.cp.async.commit.group
      %ptr_143 = cute.add_offset(%ptr_56, %280) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"32000">) -> !cute.ptr<f16, gmem, align<16>>
      %ptr_144 = cute.add_offset(%ptr_59, %279) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"4096">) -> !cute.ptr<f16, smem, align<16>>
      %423 = builtin.unrealized_conversion_cast %iter_69 : !cute.ptr<i8, rmem, align<32>> to !llvm.ptr
      cf.br ^bb7(%c0_i32 : i32)
    ^bb7(%424: i32):  // 2 preds: ^bb6, ^bb8
      %425 = arith.cmpi slt, %424, %c4_i32 : i32
      cf.cond_br %425, ^bb8, ^bb9 {llvm.loop_annotation = #loop_annotation}
    ^bb8:  // pred: ^bb7
      %coord_145 = cute.make_coord(%424) : (i32) -> !cute.coord<"(_,?)">
      %idx_146 = cute.crd2idx(%coord_145, %285) : (!cute.coord<"(_,?)">, !cute_layout_042560) -> !cute.int_tuple<"?{div=8000}">
      %ptr_147 = cute.add_offset(%ptr_143, %idx_146) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8000}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_148 = cute.crd2idx(%coord_145, %284) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
      %ptr_149 = cute.add_offset(%ptr_144, %idx_148) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, smem, align<16>>
      %426 = llvm.load %423 : !llvm.ptr -> i8
      %427 = llvm.trunc %426 : i8 to i1
      %iter_150 = cute.recast_iter(%ptr_147) : !cute.ptr<f16, gmem, align<16>> to !cute.ptr<i128, gmem>
      %iter_151 = cute.recast_iter(%ptr_149) : !cute.ptr<f16, smem, align<16>> to !cute.ptr<i128, smem>
      cute_nvgpu.arch.copy.SM80.cp_async(%iter_151 : !cute.ptr<i128, smem>, %iter_150 : !cute.ptr<i128, gmem>, %427 : i1) {cache_mode = <global>}
      %428 = arith.addi %424, %c1_i32 : i32
      cf.br ^bb7(%428 : i32)
    ^bb9:  // pred: ^bb7
      %ptr_152 = cute.add_offset(%ptr_65, %278) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"33536">) -> !cute.ptr<f16, gmem, align<16>>
      %ptr_153 = cute.add_offset(%ptr_66, %279) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"4096">) -> !cute.ptr<f16, smem, align<16>>
      %429 = builtin.unrealized_conversion_cast %iter_76 : !cute.ptr<i8, rmem, align<32>> to !llvm.ptr
      cf.br ^bb10(%c0_i32 : i32)
    ^bb10(%430: i32):  // 2 preds: ^bb9, ^bb11
      %431 = arith.cmpi slt, %430, %c4_i32 : i32
      cf.cond_br %431, ^bb11, ^bb12 {llvm.loop_annotation = #loop_annotation}
    ^bb11:  // pred: ^bb10
      %coord_154 = cute.make_coord(%430) : (i32) -> !cute.coord<"(_,?)">
      %idx_155 = cute.crd2idx(%coord_154, %281) : (!cute.coord<"(_,?)">, !cute_layout_60a8c2) -> !cute.int_tuple<"?{div=8384}">
      %ptr_156 = cute.add_offset(%ptr_152, %idx_155) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8384}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_157 = cute.crd2idx(%coord_154, %284) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
      %ptr_158 = cute.add_offset(%ptr_153, %idx_157) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, smem, align<16>>
      %432 = llvm.load %429 : !llvm.ptr -> i8
      %433 = llvm.trunc %432 : i8 to i1
      %iter_159 = cute.recast_iter(%ptr_156) : !cute.ptr<f16, gmem, align<16>> to !cute.ptr<i128, gmem>
      %iter_160 = cute.recast_iter(%ptr_158) : !cute.ptr<f16, smem, align<16>> to !cute.ptr<i128, smem>
      cute_nvgpu.arch.copy.SM80.cp_async(%iter_160 : !cute.ptr<i128, smem>, %iter_159 : !cute.ptr<i128, gmem>, %433 : i1) {cache_mode = <global>}
      %434 = arith.addi %430, %c1_i32 : i32
      cf.br ^bb10(%434 : i32)
    ^bb12:  // pred: ^bb10
      nvvm.cp.async.commit.group
      %rmem_161 = cute.memref.alloca() : !memref_rmem_f16_
      %rmem_162 = cute.memref.alloca() : !memref_rmem_f16_1
      %435 = arith.remsi %308, %c32_i32 : i32
      %436 = arith.divsi %308, %c32_i32 : i32
      %437 = arith.remsi %436, %c2_i32 : i32
      %438 = arith.divsi %308, %c64_i32 : i32
      %439 = arith.remsi %438, %c2_i32 : i32
      %440 = arith.remsi %435, %c32_i32 : i32
      %441 = arith.remsi %437, %c2_i32 : i32
      %442 = arith.remsi %439, %c2_i32 : i32
      %443 = arith.divsi %440, %c4_i32 : i32
      %444 = arith.remsi %440, %c4_i32 : i32
      %445 = arith.muli %444, %c2_i32 : i32
      %446 = arith.muli %443, %c1048_i32 : i32
      %447 = arith.addi %445, %446 : i32
      %448 = arith.muli %441, %c16768_i32 : i32
      %449 = arith.muli %442, %c8_i32 : i32
      %450 = arith.addi %448, %449 : i32
      %451 = arith.addi %447, %450 : i32
      %iv_163 = cute.assume(%451) : (i32) -> !cute.i32<divby 2>
      %int_tuple_164 = cute.make_int_tuple(%iv_163) : (!cute.i32<divby 2>) -> !cute.int_tuple<"?{div=2}">
      %ptr_165 = cute.add_offset(%ptr_18, %int_tuple_164) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=2}">) -> !cute.ptr<f16, gmem, align<4>>
      %view_166 = cute.make_view(%ptr_165) : !memref_gmem_f16_3
      %rmem_167 = cute.memref.alloca() : !memref_rmem_f32_
      cute.memref.store_vec(%cst, %rmem_167) : (vector<128xf32>, !memref_rmem_f32_) -> ()
      %452 = cute.make_tiled_copy(%307) : !copy_ldsm_4_
      %453 = cute.make_tiled_copy(%307) : !copy_ldsm_4_1
      %454 = arith.muli %343, %c64_i32 : i32
      %455 = arith.muli %348, %c8_i32 : i32
      %456 = arith.addi %454, %455 : i32
      %457 = arith.divsi %345, %c2_i32 : i32
      %458 = arith.remsi %457, %c2_i32 : i32
      %459 = arith.muli %458, %c16_i32 : i32
      %460 = arith.addi %456, %459 : i32
      %461 = arith.remsi %345, %c2_i32 : i32
      %462 = arith.muli %461, %c1024_i32 : i32
      %463 = arith.andi %460, %c256_i32 : i32
      %464 = arith.cmpi eq, %463, %c0_i32 : i32
      %465 = arith.select %464, %c32_i32, %c-32_i32 : i32
      %466 = arith.andi %460, %c448_i32 : i32
      %467 = arith.shrsi %466, %c3_i32 : i32
      %468 = arith.xori %460, %467 : i32
      %469 = arith.addi %468, %462 : i32
      %iv_168 = cute.assume(%469) : (i32) -> !cute.i32<divby 8>
      %int_tuple_169 = cute.make_int_tuple(%iv_168) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_170 = cute.add_offset(%iter_53, %int_tuple_169) : (!cute_ptr_fd5e1e, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, smem, align<16>>
      %iv_171 = cute.assume(%465) : (i32) -> !cute.i32<divby 32>
      %stride = cute.make_stride(%iv_171) : (!cute.i32<divby 32>) -> !cute_stride_10dfad
      %lay = cute.make_layout(%277, %stride) : !cute_layout_9885f4
      %iter_172 = cute.get_iter(%rmem_161) : !memref_rmem_f16_
      %470 = arith.remsi %338, %c8_i32 : i32
      %471 = arith.muli %470, %c64_i32 : i32
      %472 = arith.divsi %337, %c2_i32 : i32
      %473 = arith.remsi %337, %c2_i32 : i32
      %474 = arith.muli %473, %c16_i32 : i32
      %475 = arith.addi %471, %474 : i32
      %476 = arith.divsi %472, %c2_i32 : i32
      %477 = arith.muli %476, %c8_i32 : i32
      %478 = arith.addi %475, %477 : i32
      %479 = arith.divsi %338, %c8_i32 : i32
      %480 = arith.muli %479, %c1024_i32 : i32
      %481 = arith.andi %478, %c256_i32 : i32
      %482 = arith.cmpi eq, %481, %c0_i32 : i32
      %483 = arith.select %482, %c32_i32, %c-32_i32 : i32
      %484 = arith.andi %478, %c448_i32 : i32
      %485 = arith.shrsi %484, %c3_i32 : i32
      %486 = arith.xori %478, %485 : i32
      %487 = arith.addi %486, %480 : i32
      %iv_173 = cute.assume(%487) : (i32) -> !cute.i32<divby 8>
      %int_tuple_174 = cute.make_int_tuple(%iv_173) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_175 = cute.add_offset(%iter_54, %int_tuple_174) : (!cute_ptr_fd5e1e, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, smem, align<16>>
      %iv_176 = cute.assume(%483) : (i32) -> !cute.i32<divby 32>
      %stride_177 = cute.make_stride(%iv_176) : (!cute.i32<divby 32>) -> !cute_stride_10dfad
      %lay_178 = cute.make_layout(%277, %stride_177) : !cute_layout_9885f4
      %iter_179 = cute.get_iter(%rmem_162) : !memref_rmem_f16_1
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      %488 = cute.get_scalars(%lay) <{only_dynamic}> : !cute_layout_9885f4
      %iv_180 = cute.assume(%488) : (i32) -> !cute.i32<divby 32>
      %stride_181 = cute.make_stride(%iv_180) : (!cute.i32<divby 32>) -> !cute_stride_98d98f
      %lay_182 = cute.make_layout(%276, %stride_181) : !cute_layout_fd49e0
      %append = cute.append_to_rank<2> (%lay_182, %286) : !cute_layout_fd49e0, !cute.layout<"1:0">
      %489 = cute.get_scalars(%append) <{only_dynamic}> : !cute_layout_fd49e0
      %iv_183 = cute.assume(%489) : (i32) -> !cute.i32<divby 32>
      %stride_184 = cute.make_stride(%iv_183) : (!cute.i32<divby 32>) -> !cute_stride_9a3307
      %lay_185 = cute.make_layout(%275, %stride_184) : !cute_layout_f1c426
      %append_186 = cute.append_to_rank<2> (%lay_185, %286) : !cute_layout_f1c426, !cute.layout<"1:0">
      %490 = cute.get_scalars(%append_186) <{only_dynamic}> : !cute_layout_f1c426
      %iv_187 = cute.assume(%490) : (i32) -> !cute.i32<divby 32>
      %stride_188 = cute.make_stride(%iv_187) : (!cute.i32<divby 32>) -> !cute_stride_2ef612
      %lay_189 = cute.make_layout(%274, %stride_188) : !cute_layout_b3b9c1
      cf.br ^bb13(%c0_i32 : i32)
    ^bb13(%491: i32):  // 2 preds: ^bb12, ^bb14
      %492 = arith.cmpi slt, %491, %c4_i32 : i32
      cf.cond_br %492, ^bb14, ^bb15 {llvm.loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb13
      %coord_190 = cute.make_coord(%491) : (i32) -> !cute.coord<"(_,?)">
      %idx_191 = cute.crd2idx(%coord_190, %lay_189) : (!cute.coord<"(_,?)">, !cute_layout_b3b9c1) -> !cute.int_tuple<"?{div=32}">
      %ptr_192 = cute.add_offset(%ptr_170, %idx_191) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=32}">) -> !cute.ptr<f16, smem, align<16>>
      %idx_193 = cute.crd2idx(%coord_190, %273) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_194 = cute.add_offset(%iter_172, %idx_193) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
      %493 = cute_nvgpu.arch.copy.ldsm %ptr_192{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32, transpose} : <f16, smem, align<16>> -> vector<4xi32>
      %494 = vector.extractelement %493[%272 : i32] : vector<4xi32>
      %495 = builtin.unrealized_conversion_cast %ptr_194 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      llvm.store %494, %495 : i32, !llvm.ptr
      %496 = vector.extractelement %493[%271 : i32] : vector<4xi32>
      %ptr_195 = cute.add_offset(%ptr_194, %270) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"2">) -> !cute.ptr<f16, rmem, align<4>>
      %497 = builtin.unrealized_conversion_cast %ptr_195 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      llvm.store %496, %497 : i32, !llvm.ptr
      %498 = vector.extractelement %493[%269 : i32] : vector<4xi32>
      %ptr_196 = cute.add_offset(%ptr_194, %282) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"4">) -> !cute.ptr<f16, rmem, align<8>>
      %499 = builtin.unrealized_conversion_cast %ptr_196 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
      llvm.store %498, %499 : i32, !llvm.ptr
      %500 = vector.extractelement %493[%268 : i32] : vector<4xi32>
      %ptr_197 = cute.add_offset(%ptr_194, %267) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"6">) -> !cute.ptr<f16, rmem, align<4>>
      %501 = builtin.unrealized_conversion_cast %ptr_197 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      llvm.store %500, %501 : i32, !llvm.ptr
      %502 = arith.addi %491, %c1_i32 : i32
      cf.br ^bb13(%502 : i32)
    ^bb15:  // pred: ^bb13
      %503 = cute.get_scalars(%lay_178) <{only_dynamic}> : !cute_layout_9885f4
      %iv_198 = cute.assume(%503) : (i32) -> !cute.i32<divby 32>
      %stride_199 = cute.make_stride(%iv_198) : (!cute.i32<divby 32>) -> !cute_stride_98d98f
      %lay_200 = cute.make_layout(%276, %stride_199) : !cute_layout_fd49e0
      %append_201 = cute.append_to_rank<2> (%lay_200, %286) : !cute_layout_fd49e0, !cute.layout<"1:0">
      %504 = cute.get_scalars(%append_201) <{only_dynamic}> : !cute_layout_fd49e0
      %iv_202 = cute.assume(%504) : (i32) -> !cute.i32<divby 32>
      %stride_203 = cute.make_stride(%iv_202) : (!cute.i32<divby 32>) -> !cute_stride_9a3307
      %lay_204 = cute.make_layout(%275, %stride_203) : !cute_layout_f1c426
      %append_205 = cute.append_to_rank<2> (%lay_204, %286) : !cute_layout_f1c426, !cute.layout<"1:0">
      %505 = cute.get_scalars(%append_205) <{only_dynamic}> : !cute_layout_f1c426
      %iv_206 = cute.assume(%505) : (i32) -> !cute.i32<divby 32>
      %stride_207 = cute.make_stride(%iv_206) : (!cute.i32<divby 32>) -> !cute_stride_2ef612
      %lay_208 = cute.make_layout(%274, %stride_207) : !cute_layout_b3b9c1
      cf.br ^bb16(%c0_i32 : i32)
    ^bb16(%506: i32):  // 2 preds: ^bb15, ^bb17
      %507 = arith.cmpi slt, %506, %c4_i32 : i32
      cf.cond_br %507, ^bb17, ^bb18 {llvm.loop_annotation = #loop_annotation}
    ^bb17:  // pred: ^bb16
      %coord_209 = cute.make_coord(%506) : (i32) -> !cute.coord<"(_,?)">
      %idx_210 = cute.crd2idx(%coord_209, %lay_208) : (!cute.coord<"(_,?)">, !cute_layout_b3b9c1) -> !cute.int_tuple<"?{div=32}">
      %ptr_211 = cute.add_offset(%ptr_175, %idx_210) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=32}">) -> !cute.ptr<f16, smem, align<16>>
      %idx_212 = cute.crd2idx(%coord_209, %266) : (!cute.coord<"(_,?)">, !cute_layout_e00cb2) -> !cute.int_tuple<"?{div=4}">
      %ptr_213 = cute.add_offset(%iter_179, %idx_212) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f16, rmem, align<8>>
      %508 = cute_nvgpu.arch.copy.ldsm %ptr_211{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32, transpose} : <f16, smem, align<16>> -> vector<4xi32>
      %509 = vector.extractelement %508[%272 : i32] : vector<4xi32>
      %510 = builtin.unrealized_conversion_cast %ptr_213 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
      llvm.store %509, %510 : i32, !llvm.ptr
      %511 = vector.extractelement %508[%271 : i32] : vector<4xi32>
      %ptr_214 = cute.add_offset(%ptr_213, %270) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"2">) -> !cute.ptr<f16, rmem, align<4>>
      %512 = builtin.unrealized_conversion_cast %ptr_214 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      llvm.store %511, %512 : i32, !llvm.ptr
      %513 = vector.extractelement %508[%269 : i32] : vector<4xi32>
      %ptr_215 = cute.add_offset(%ptr_213, %265) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"16">) -> !cute.ptr<f16, rmem, align<8>>
      %514 = builtin.unrealized_conversion_cast %ptr_215 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
      llvm.store %513, %514 : i32, !llvm.ptr
      %515 = vector.extractelement %508[%268 : i32] : vector<4xi32>
      %ptr_216 = cute.add_offset(%ptr_213, %264) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"18">) -> !cute.ptr<f16, rmem, align<4>>
      %516 = builtin.unrealized_conversion_cast %ptr_216 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      llvm.store %515, %516 : i32, !llvm.ptr
      %517 = arith.addi %506, %c1_i32 : i32
      cf.br ^bb16(%517 : i32)
    ^bb18:  // pred: ^bb16
      %ptr_217 = cute.add_offset(%iter_172, %263) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"32">) -> !cute.ptr<f16, rmem, align<16>>
      %ptr_218 = cute.add_offset(%iter_179, %262) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"8">) -> !cute.ptr<f16, rmem, align<8>>
      %iter_219 = cute.get_iter(%rmem_167) : !memref_rmem_f32_
      cf.br ^bb19(%c0_i32, %c2_i32, %c0_i32 : i32, i32, i32)
    ^bb19(%518: i32, %519: i32, %520: i32):  // 2 preds: ^bb18, ^bb52
      %521 = arith.cmpi slt, %518, %c17_i32 : i32
      cf.cond_br %521, ^bb20, ^bb53
    ^bb20:  // pred: ^bb19
      %coord_220 = cute.make_coord(%520) : (i32) -> !cute.coord<"(_,_,1,?)">
      %idx_221 = cute.crd2idx(%coord_220, %lay) : (!cute.coord<"(_,_,1,?)">, !cute_layout_9885f4) -> !cute.int_tuple<"?{div=2048}">
      %ptr_222 = cute.add_offset(%ptr_170, %idx_221) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=2048}">) -> !cute.ptr<f16, smem, align<16>>
      cf.br ^bb21(%c0_i32 : i32)
    ^bb21(%522: i32):  // 2 preds: ^bb20, ^bb22
      %523 = arith.cmpi slt, %522, %c4_i32 : i32
      cf.cond_br %523, ^bb22, ^bb23 {llvm.loop_annotation = #loop_annotation}
    ^bb22:  // pred: ^bb21
      %coord_223 = cute.make_coord(%522) : (i32) -> !cute.coord<"(_,?)">
      %idx_224 = cute.crd2idx(%coord_223, %lay_189) : (!cute.coord<"(_,?)">, !cute_layout_b3b9c1) -> !cute.int_tuple<"?{div=32}">
      %ptr_225 = cute.add_offset(%ptr_222, %idx_224) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=32}">) -> !cute.ptr<f16, smem, align<16>>
      %idx_226 = cute.crd2idx(%coord_223, %273) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_227 = cute.add_offset(%ptr_217, %idx_226) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
      %524 = cute_nvgpu.arch.copy.ldsm %ptr_225{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32, transpose} : <f16, smem, align<16>> -> vector<4xi32>
      %525 = vector.extractelement %524[%272 : i32] : vector<4xi32>
      %526 = builtin.unrealized_conversion_cast %ptr_227 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      llvm.store %525, %526 : i32, !llvm.ptr
      %527 = vector.extractelement %524[%271 : i32] : vector<4xi32>
      %ptr_228 = cute.add_offset(%ptr_227, %270) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"2">) -> !cute.ptr<f16, rmem, align<4>>
      %528 = builtin.unrealized_conversion_cast %ptr_228 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      llvm.store %527, %528 : i32, !llvm.ptr
      %529 = vector.extractelement %524[%269 : i32] : vector<4xi32>
      %ptr_229 = cute.add_offset(%ptr_227, %282) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"4">) -> !cute.ptr<f16, rmem, align<8>>
      %530 = builtin.unrealized_conversion_cast %ptr_229 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
      llvm.store %529, %530 : i32, !llvm.ptr
      %531 = vector.extractelement %524[%268 : i32] : vector<4xi32>
      %ptr_230 = cute.add_offset(%ptr_227, %267) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"6">) -> !cute.ptr<f16, rmem, align<4>>
      %532 = builtin.unrealized_conversion_cast %ptr_230 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      llvm.store %531, %532 : i32, !llvm.ptr
      %533 = arith.addi %522, %c1_i32 : i32
      cf.br ^bb21(%533 : i32)
    ^bb23:  // pred: ^bb21
      %idx_231 = cute.crd2idx(%coord_220, %lay_178) : (!cute.coord<"(_,_,1,?)">, !cute_layout_9885f4) -> !cute.int_tuple<"?{div=2048}">
      %ptr_232 = cute.add_offset(%ptr_175, %idx_231) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=2048}">) -> !cute.ptr<f16, smem, align<16>>
      cf.br ^bb24(%c0_i32 : i32)
    ^bb24(%534: i32):  // 2 preds: ^bb23, ^bb25
      %535 = arith.cmpi slt, %534, %c4_i32 : i32
      cf.cond_br %535, ^bb25, ^bb26 {llvm.loop_annotation = #loop_annotation}
    ^bb25:  // pred: ^bb24
      %coord_233 = cute.make_coord(%534) : (i32) -> !cute.coord<"(_,?)">
      %idx_234 = cute.crd2idx(%coord_233, %lay_208) : (!cute.coord<"(_,?)">, !cute_layout_b3b9c1) -> !cute.int_tuple<"?{div=32}">
      %ptr_235 = cute.add_offset(%ptr_232, %idx_234) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=32}">) -> !cute.ptr<f16, smem, align<16>>
      %idx_236 = cute.crd2idx(%coord_233, %266) : (!cute.coord<"(_,?)">, !cute_layout_e00cb2) -> !cute.int_tuple<"?{div=4}">
      %ptr_237 = cute.add_offset(%ptr_218, %idx_236) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f16, rmem, align<8>>
      %536 = cute_nvgpu.arch.copy.ldsm %ptr_235{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32, transpose} : <f16, smem, align<16>> -> vector<4xi32>
      %537 = vector.extractelement %536[%272 : i32] : vector<4xi32>
      %538 = builtin.unrealized_conversion_cast %ptr_237 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
      llvm.store %537, %538 : i32, !llvm.ptr
      %539 = vector.extractelement %536[%271 : i32] : vector<4xi32>
      %ptr_238 = cute.add_offset(%ptr_237, %270) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"2">) -> !cute.ptr<f16, rmem, align<4>>
      %540 = builtin.unrealized_conversion_cast %ptr_238 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      llvm.store %539, %540 : i32, !llvm.ptr
      %541 = vector.extractelement %536[%269 : i32] : vector<4xi32>
      %ptr_239 = cute.add_offset(%ptr_237, %265) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"16">) -> !cute.ptr<f16, rmem, align<8>>
      %542 = builtin.unrealized_conversion_cast %ptr_239 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
      llvm.store %541, %542 : i32, !llvm.ptr
      %543 = vector.extractelement %536[%268 : i32] : vector<4xi32>
      %ptr_240 = cute.add_offset(%ptr_237, %264) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"18">) -> !cute.ptr<f16, rmem, align<4>>
      %544 = builtin.unrealized_conversion_cast %ptr_240 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      llvm.store %543, %544 : i32, !llvm.ptr
      %545 = arith.addi %534, %c1_i32 : i32
      cf.br ^bb24(%545 : i32)
    ^bb26:  // pred: ^bb24
      %546 = arith.addi %518, %c2_i32 : i32
      %547 = arith.cmpi slt, %546, %c17_i32 : i32
      cf.cond_br %547, ^bb27, ^bb34
    ^bb27:  // pred: ^bb26
      %coord_241 = cute.make_coord(%546) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_242 = cute.crd2idx(%coord_241, %261) : (!cute.coord<"(_,_,_,?)">, !cute_layout_2eeb1b) -> !cute.int_tuple<"?{div=32000}">
      %ptr_243 = cute.add_offset(%ptr_56, %idx_242) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=32000}">) -> !cute.ptr<f16, gmem, align<16>>
      %coord_244 = cute.make_coord(%519) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_245 = cute.crd2idx(%coord_244, %260) : (!cute.coord<"(_,_,_,?)">, !cute_layout_cc923e) -> !cute.int_tuple<"?{div=4096}">
      %ptr_246 = cute.add_offset(%ptr_59, %idx_245) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=4096}">) -> !cute.ptr<f16, smem, align<16>>
      %548 = builtin.unrealized_conversion_cast %iter_69 : !cute.ptr<i8, rmem, align<32>> to !llvm.ptr
      cf.br ^bb28(%c0_i32 : i32)
    ^bb28(%549: i32):  // 2 preds: ^bb27, ^bb29
      %550 = arith.cmpi slt, %549, %c4_i32 : i32
      cf.cond_br %550, ^bb29, ^bb30 {llvm.loop_annotation = #loop_annotation}
    ^bb29:  // pred: ^bb28
      %coord_247 = cute.make_coord(%549) : (i32) -> !cute.coord<"(_,?)">
      %idx_248 = cute.crd2idx(%coord_247, %285) : (!cute.coord<"(_,?)">, !cute_layout_042560) -> !cute.int_tuple<"?{div=8000}">
      %ptr_249 = cute.add_offset(%ptr_243, %idx_248) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8000}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_250 = cute.crd2idx(%coord_247, %284) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
      %ptr_251 = cute.add_offset(%ptr_246, %idx_250) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, smem, align<16>>
      %551 = llvm.load %548 : !llvm.ptr -> i8
      %552 = llvm.trunc %551 : i8 to i1
      %iter_252 = cute.recast_iter(%ptr_249) : !cute.ptr<f16, gmem, align<16>> to !cute.ptr<i128, gmem>
      %iter_253 = cute.recast_iter(%ptr_251) : !cute.ptr<f16, smem, align<16>> to !cute.ptr<i128, smem>
      cute_nvgpu.arch.copy.SM80.cp_async(%iter_253 : !cute.ptr<i128, smem>, %iter_252 : !cute.ptr<i128, gmem>, %552 : i1) {cache_mode = <global>}
      %553 = arith.addi %549, %c1_i32 : i32
      cf.br ^bb28(%553 : i32)
    ^bb30:  // pred: ^bb28
      %idx_254 = cute.crd2idx(%coord_241, %259) : (!cute.coord<"(_,_,_,?)">, !cute_layout_7fe309) -> !cute.int_tuple<"?{div=33536}">
      %ptr_255 = cute.add_offset(%ptr_65, %idx_254) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=33536}">) -> !cute.ptr<f16, gmem, align<16>>
      %ptr_256 = cute.add_offset(%ptr_66, %idx_245) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=4096}">) -> !cute.ptr<f16, smem, align<16>>
      %554 = builtin.unrealized_conversion_cast %iter_76 : !cute.ptr<i8, rmem, align<32>> to !llvm.ptr
      cf.br ^bb31(%c0_i32 : i32)
    ^bb31(%555: i32):  // 2 preds: ^bb30, ^bb32
      %556 = arith.cmpi slt, %555, %c4_i32 : i32
      cf.cond_br %556, ^bb32, ^bb33 {llvm.loop_annotation = #loop_annotation}
    ^bb32:  // pred: ^bb31
      %coord_257 = cute.make_coord(%555) : (i32) -> !cute.coord<"(_,?)">
      %idx_258 = cute.crd2idx(%coord_257, %281) : (!cute.coord<"(_,?)">, !cute_layout_60a8c2) -> !cute.int_tuple<"?{div=8384}">
      %ptr_259 = cute.add_offset(%ptr_255, %idx_258) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8384}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_260 = cute.crd2idx(%coord_257, %284) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
      %ptr_261 = cute.add_offset(%ptr_256, %idx_260) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, smem, align<16>>
      %557 = llvm.load %554 : !llvm.ptr -> i8
      %558 = llvm.trunc %557 : i8 to i1
      %iter_262 = cute.recast_iter(%ptr_259) : !cute.ptr<f16, gmem, align<16>> to !cute.ptr<i128, gmem>
      %iter_263 = cute.recast_iter(%ptr_261) : !cute.ptr<f16, smem, align<16>> to !cute.ptr<i128, smem>
      cute_nvgpu.arch.copy.SM80.cp_async(%iter_263 : !cute.ptr<i128, smem>, %iter_262 : !cute.ptr<i128, gmem>, %558 : i1) {cache_mode = <global>}
      %559 = arith.addi %555, %c1_i32 : i32
      cf.br ^bb31(%559 : i32)
    ^bb33:  // pred: ^bb31
      cf.br ^bb34
    ^bb34:  // 2 preds: ^bb26, ^bb33
      nvvm.cp.async.commit.group
      cf.br ^bb35(%c0_i32 : i32)
    ^bb35(%560: i32):  // 2 preds: ^bb34, ^bb39
      %561 = arith.cmpi slt, %560, %c4_i32 : i32
      cf.cond_br %561, ^bb36, ^bb40 {llvm.loop_annotation = #loop_annotation}
    ^bb36:  // pred: ^bb35
      %coord_264 = cute.make_coord(%560) : (i32) -> !cute.coord<"(_,?,0)">
      %idx_265 = cute.crd2idx(%coord_264, %257) : (!cute.coord<"(_,?,0)">, !cute_layout_afa0af) -> !cute.int_tuple<"?{div=8}">
      %ptr_266 = cute.add_offset(%iter_172, %idx_265) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
      %562 = builtin.unrealized_conversion_cast %ptr_266 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      %563 = llvm.getelementptr %562[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %564 = llvm.getelementptr %562[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %565 = llvm.getelementptr %562[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      cf.br ^bb37(%c0_i32 : i32)
    ^bb37(%566: i32):  // 2 preds: ^bb36, ^bb38
      %567 = arith.cmpi slt, %566, %c8_i32 : i32
      cf.cond_br %567, ^bb38, ^bb39 {llvm.loop_annotation = #loop_annotation}
    ^bb38:  // pred: ^bb37
      %coord_267 = cute.make_coord(%566) : (i32) -> !cute.coord<"(_,?,0)">
      %coord_268 = cute.make_coord(%560, %566) : (i32, i32) -> !cute.coord<"(_,?,?)">
      %idx_269 = cute.crd2idx(%coord_267, %256) : (!cute.coord<"(_,?,0)">, !cute_layout_b0475d) -> !cute.int_tuple<"?{div=4}">
      %ptr_270 = cute.add_offset(%iter_179, %idx_269) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f16, rmem, align<8>>
      %idx_271 = cute.crd2idx(%coord_268, %258) : (!cute.coord<"(_,?,?)">, !cute_layout_46ed9b) -> !cute.int_tuple<"?{div=4}">
      %ptr_272 = cute.add_offset(%iter_219, %idx_271) : (!cute.ptr<f32, rmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %568 = llvm.load %562 : !llvm.ptr -> vector<2xf16>
      %569 = llvm.load %563 : !llvm.ptr -> vector<2xf16>
      %570 = llvm.load %564 : !llvm.ptr -> vector<2xf16>
      %571 = llvm.load %565 : !llvm.ptr -> vector<2xf16>
      %572 = builtin.unrealized_conversion_cast %ptr_270 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
      %573 = llvm.load %572 : !llvm.ptr -> vector<2xf16>
      %574 = llvm.getelementptr %572[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %575 = llvm.load %574 : !llvm.ptr -> vector<2xf16>
      %576 = builtin.unrealized_conversion_cast %ptr_272 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %577 = llvm.load %576 : !llvm.ptr -> f32
      %578 = llvm.getelementptr %576[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %579 = llvm.load %578 : !llvm.ptr -> f32
      %580 = llvm.getelementptr %576[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %581 = llvm.load %580 : !llvm.ptr -> f32
      %582 = llvm.getelementptr %576[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %583 = llvm.load %582 : !llvm.ptr -> f32
      %584:4 = cute_nvgpu.arch.mma.SM80 A[%568, %569, %570, %571]  B[%573, %575]  C[%577, %579, %581, %583] < {a_type = f16, b_type = f16, shape_MNK = #cute.shape<"(16,8,16)">}> : (vector<2xf16>, vector<2xf16>, f32) -> (f32, f32, f32, f32)
      llvm.store %584#0, %576 : f32, !llvm.ptr
      llvm.store %584#1, %578 : f32, !llvm.ptr
      llvm.store %584#2, %580 : f32, !llvm.ptr
      llvm.store %584#3, %582 : f32, !llvm.ptr
      %585 = arith.addi %566, %c1_i32 : i32
      cf.br ^bb37(%585 : i32)
    ^bb39:  // pred: ^bb37
      %586 = arith.addi %560, %c1_i32 : i32
      cf.br ^bb35(%586 : i32)
    ^bb40:  // pred: ^bb35
      %587 = arith.addi %520, %c1_i32 : i32
      %588 = arith.cmpi eq, %587, %c3_i32 : i32
      %589 = arith.select %588, %c0_i32, %587 : i32
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      %coord_273 = cute.make_coord(%589) : (i32) -> !cute.coord<"(_,_,0,?)">
      %idx_274 = cute.crd2idx(%coord_273, %lay) : (!cute.coord<"(_,_,0,?)">, !cute_layout_9885f4) -> !cute.int_tuple<"?{div=4096}">
      %ptr_275 = cute.add_offset(%ptr_170, %idx_274) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=4096}">) -> !cute.ptr<f16, smem, align<16>>
      cf.br ^bb41(%c0_i32 : i32)
    ^bb41(%590: i32):  // 2 preds: ^bb40, ^bb42
      %591 = arith.cmpi slt, %590, %c4_i32 : i32
      cf.cond_br %591, ^bb42, ^bb43 {llvm.loop_annotation = #loop_annotation}
    ^bb42:  // pred: ^bb41
      %coord_276 = cute.make_coord(%590) : (i32) -> !cute.coord<"(_,?)">
      %idx_277 = cute.crd2idx(%coord_276, %lay_189) : (!cute.coord<"(_,?)">, !cute_layout_b3b9c1) -> !cute.int_tuple<"?{div=32}">
      %ptr_278 = cute.add_offset(%ptr_275, %idx_277) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=32}">) -> !cute.ptr<f16, smem, align<16>>
      %idx_279 = cute.crd2idx(%coord_276, %273) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_280 = cute.add_offset(%iter_172, %idx_279) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
      %592 = cute_nvgpu.arch.copy.ldsm %ptr_278{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32, transpose} : <f16, smem, align<16>> -> vector<4xi32>
      %593 = vector.extractelement %592[%272 : i32] : vector<4xi32>
      %594 = builtin.unrealized_conversion_cast %ptr_280 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      llvm.store %593, %594 : i32, !llvm.ptr
      %595 = vector.extractelement %592[%271 : i32] : vector<4xi32>
      %ptr_281 = cute.add_offset(%ptr_280, %270) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"2">) -> !cute.ptr<f16, rmem, align<4>>
      %596 = builtin.unrealized_conversion_cast %ptr_281 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      llvm.store %595, %596 : i32, !llvm.ptr
      %597 = vector.extractelement %592[%269 : i32] : vector<4xi32>
      %ptr_282 = cute.add_offset(%ptr_280, %282) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"4">) -> !cute.ptr<f16, rmem, align<8>>
      %598 = builtin.unrealized_conversion_cast %ptr_282 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
      llvm.store %597, %598 : i32, !llvm.ptr
      %599 = vector.extractelement %592[%268 : i32] : vector<4xi32>
      %ptr_283 = cute.add_offset(%ptr_280, %267) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"6">) -> !cute.ptr<f16, rmem, align<4>>
      %600 = builtin.unrealized_conversion_cast %ptr_283 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      llvm.store %599, %600 : i32, !llvm.ptr
      %601 = arith.addi %590, %c1_i32 : i32
      cf.br ^bb41(%601 : i32)
    ^bb43:  // pred: ^bb41
      %idx_284 = cute.crd2idx(%coord_273, %lay_178) : (!cute.coord<"(_,_,0,?)">, !cute_layout_9885f4) -> !cute.int_tuple<"?{div=4096}">
      %ptr_285 = cute.add_offset(%ptr_175, %idx_284) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=4096}">) -> !cute.ptr<f16, smem, align<16>>
      cf.br ^bb44(%c0_i32 : i32)
    ^bb44(%602: i32):  // 2 preds: ^bb43, ^bb45
      %603 = arith.cmpi slt, %602, %c4_i32 : i32
      cf.cond_br %603, ^bb45, ^bb46 {llvm.loop_annotation = #loop_annotation}
    ^bb45:  // pred: ^bb44
      %coord_286 = cute.make_coord(%602) : (i32) -> !cute.coord<"(_,?)">
      %idx_287 = cute.crd2idx(%coord_286, %lay_208) : (!cute.coord<"(_,?)">, !cute_layout_b3b9c1) -> !cute.int_tuple<"?{div=32}">
      %ptr_288 = cute.add_offset(%ptr_285, %idx_287) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=32}">) -> !cute.ptr<f16, smem, align<16>>
      %idx_289 = cute.crd2idx(%coord_286, %266) : (!cute.coord<"(_,?)">, !cute_layout_e00cb2) -> !cute.int_tuple<"?{div=4}">
      %ptr_290 = cute.add_offset(%iter_179, %idx_289) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f16, rmem, align<8>>
      %604 = cute_nvgpu.arch.copy.ldsm %ptr_288{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32, transpose} : <f16, smem, align<16>> -> vector<4xi32>
      %605 = vector.extractelement %604[%272 : i32] : vector<4xi32>
      %606 = builtin.unrealized_conversion_cast %ptr_290 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
      llvm.store %605, %606 : i32, !llvm.ptr
      %607 = vector.extractelement %604[%271 : i32] : vector<4xi32>
      %ptr_291 = cute.add_offset(%ptr_290, %270) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"2">) -> !cute.ptr<f16, rmem, align<4>>
      %608 = builtin.unrealized_conversion_cast %ptr_291 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      llvm.store %607, %608 : i32, !llvm.ptr
      %609 = vector.extractelement %604[%269 : i32] : vector<4xi32>
      %ptr_292 = cute.add_offset(%ptr_290, %265) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"16">) -> !cute.ptr<f16, rmem, align<8>>
      %610 = builtin.unrealized_conversion_cast %ptr_292 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
      llvm.store %609, %610 : i32, !llvm.ptr
      %611 = vector.extractelement %604[%268 : i32] : vector<4xi32>
      %ptr_293 = cute.add_offset(%ptr_290, %264) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"18">) -> !cute.ptr<f16, rmem, align<4>>
      %612 = builtin.unrealized_conversion_cast %ptr_293 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      llvm.store %611, %612 : i32, !llvm.ptr
      %613 = arith.addi %602, %c1_i32 : i32
      cf.br ^bb44(%613 : i32)
    ^bb46:  // pred: ^bb44
      cf.br ^bb47(%c0_i32 : i32)
    ^bb47(%614: i32):  // 2 preds: ^bb46, ^bb51
      %615 = arith.cmpi slt, %614, %c4_i32 : i32
      cf.cond_br %615, ^bb48, ^bb52 {llvm.loop_annotation = #loop_annotation}
    ^bb48:  // pred: ^bb47
      %coord_294 = cute.make_coord(%614) : (i32) -> !cute.coord<"(_,?,0)">
      %idx_295 = cute.crd2idx(%coord_294, %257) : (!cute.coord<"(_,?,0)">, !cute_layout_afa0af) -> !cute.int_tuple<"?{div=8}">
      %ptr_296 = cute.add_offset(%ptr_217, %idx_295) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
      %616 = builtin.unrealized_conversion_cast %ptr_296 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      %617 = llvm.getelementptr %616[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %618 = llvm.getelementptr %616[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %619 = llvm.getelementptr %616[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      cf.br ^bb49(%c0_i32 : i32)
    ^bb49(%620: i32):  // 2 preds: ^bb48, ^bb50
      %621 = arith.cmpi slt, %620, %c8_i32 : i32
      cf.cond_br %621, ^bb50, ^bb51 {llvm.loop_annotation = #loop_annotation}
    ^bb50:  // pred: ^bb49
      %coord_297 = cute.make_coord(%620) : (i32) -> !cute.coord<"(_,?,0)">
      %coord_298 = cute.make_coord(%614, %620) : (i32, i32) -> !cute.coord<"(_,?,?)">
      %idx_299 = cute.crd2idx(%coord_297, %256) : (!cute.coord<"(_,?,0)">, !cute_layout_b0475d) -> !cute.int_tuple<"?{div=4}">
      %ptr_300 = cute.add_offset(%ptr_218, %idx_299) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f16, rmem, align<8>>
      %idx_301 = cute.crd2idx(%coord_298, %258) : (!cute.coord<"(_,?,?)">, !cute_layout_46ed9b) -> !cute.int_tuple<"?{div=4}">
      %ptr_302 = cute.add_offset(%iter_219, %idx_301) : (!cute.ptr<f32, rmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %622 = llvm.load %616 : !llvm.ptr -> vector<2xf16>
      %623 = llvm.load %617 : !llvm.ptr -> vector<2xf16>
      %624 = llvm.load %618 : !llvm.ptr -> vector<2xf16>
      %625 = llvm.load %619 : !llvm.ptr -> vector<2xf16>
      %626 = builtin.unrealized_conversion_cast %ptr_300 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
      %627 = llvm.load %626 : !llvm.ptr -> vector<2xf16>
      %628 = llvm.getelementptr %626[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %629 = llvm.load %628 : !llvm.ptr -> vector<2xf16>
      %630 = builtin.unrealized_conversion_cast %ptr_302 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %631 = llvm.load %630 : !llvm.ptr -> f32
      %632 = llvm.getelementptr %630[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %633 = llvm.load %632 : !llvm.ptr -> f32
      %634 = llvm.getelementptr %630[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %635 = llvm.load %634 : !llvm.ptr -> f32
      %636 = llvm.getelementptr %630[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %637 = llvm.load %636 : !llvm.ptr -> f32
      %638:4 = cute_nvgpu.arch.mma.SM80 A[%622, %623, %624, %625]  B[%627, %629]  C[%631, %633, %635, %637] < {a_type = f16, b_type = f16, shape_MNK = #cute.shape<"(16,8,16)">}> : (vector<2xf16>, vector<2xf16>, f32) -> (f32, f32, f32, f32)
      llvm.store %638#0, %630 : f32, !llvm.ptr
      llvm.store %638#1, %632 : f32, !llvm.ptr
      llvm.store %638#2, %634 : f32, !llvm.ptr
      llvm.store %638#3, %636 : f32, !llvm.ptr
      %639 = arith.addi %620, %c1_i32 : i32
      cf.br ^bb49(%639 : i32)
    ^bb51:  // pred: ^bb49
      %640 = arith.addi %614, %c1_i32 : i32
      cf.br ^bb47(%640 : i32)
    ^bb52:  // pred: ^bb47
      %641 = arith.addi %518, %c1_i32 : i32
      cf.br ^bb19(%641, %520, %589 : i32, i32, i32)
    ^bb53:  // pred: ^bb19
      nvvm.cp.async.wait.group 0
      %rmem_303 = cute.memref.alloca() : !memref_rmem_f16_2
      %642 = cute.memref.load_vec(%rmem_167) : (!memref_rmem_f32_) -> vector<128xf32>
      %643 = arith.truncf %642 : vector<128xf32> to vector<128xf16>
      cute.memref.store_vec(%643, %rmem_303) : (vector<128xf16>, !memref_rmem_f16_2) -> ()
      %644 = arith.addi %327, %c1_i32 : i32
      %645 = arith.muli %644, %c128_i32 : i32
      %646 = arith.cmpi sle, %645, %c1000_i32 : i32
      %647 = arith.addi %336, %c1_i32 : i32
      %648 = arith.muli %647, %c128_i32 : i32
      %649 = arith.cmpi sle, %648, %c1048_i32 : i32
      %650 = arith.andi %646, %649 : i1
      cf.cond_br %650, ^bb54, ^bb58
    ^bb54:  // pred: ^bb53
      %iter_304 = cute.get_iter(%rmem_303) : !memref_rmem_f16_2
      cf.br ^bb55(%c0_i32 : i32)
    ^bb55(%651: i32):  // 2 preds: ^bb54, ^bb56
      %652 = arith.cmpi slt, %651, %c64_i32 : i32
      cf.cond_br %652, ^bb56, ^bb57 {llvm.loop_annotation = #loop_annotation}
    ^bb56:  // pred: ^bb55
      %coord_305 = cute.make_coord(%651) : (i32) -> !cute.coord<"(_,?)">
      %idx_306 = cute.crd2idx(%coord_305, %255) : (!cute.coord<"(_,?)">, !cute_layout_701db0) -> !cute.int_tuple<"?{div=2}">
      %ptr_307 = cute.add_offset(%iter_304, %idx_306) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=2}">) -> !cute.ptr<f16, rmem, align<4>>
      %idx_308 = cute.crd2idx(%coord_305, %254) : (!cute.coord<"(_,?)">, !cute_layout_e94fd4) -> !cute.int_tuple<"?{div=16}">
      %ptr_309 = cute.add_offset(%ptr_165, %idx_308) : (!cute.ptr<f16, gmem, align<4>>, !cute.int_tuple<"?{div=16}">) -> !cute.ptr<f16, gmem, align<4>>
      %653 = builtin.unrealized_conversion_cast %ptr_307 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      %654 = builtin.unrealized_conversion_cast %ptr_309 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
      %655 = llvm.load %653 {alignment = 4 : i64} : !llvm.ptr -> vector<2xf16>
      llvm.store %655, %654 {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<1>
      %656 = arith.addi %651, %c1_i32 : i32
      cf.br ^bb55(%656 : i32)
    ^bb57:  // pred: ^bb55
      cf.br ^bb315
    ^bb58:  // pred: ^bb53
      %657 = arith.muli %441, %c16_i32 : i32
      %658 = arith.addi %443, %657 : i32
      %659 = arith.addi %445, %449 : i32
      %iv_310 = cute.assume(%659) : (i32) -> !cute.i32<divby 2>
      %int_tuple_311 = cute.make_int_tuple(%658, %iv_310) : (i32, !cute.i32<divby 2>) -> !cute.int_tuple<"(?,?{div=2})">
      %tup_312 = cute.add_offset(%tup_34, %int_tuple_311) : (!cute_arith_tuple_iter_815f75, !cute.int_tuple<"(?,?{div=2})">) -> !cute_arith_tuple_iter_d50395
      %tup_313 = cute.deref_arith_tuple_iter(%tup_312) : !cute_arith_tuple_iter_d50395
      %e0_314, %e1_315, %e2_316 = cute.get_leaves(%tup_313) : !cute_int_tuple_d8f416
      %coord_317 = cute.make_coord(%e0_314) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %660 = cute.get_scalars(%coord_317) : !cute.coord<"?">
      %661 = arith.cmpi slt, %660, %c1000_i32 : i32
      %coord_318 = cute.make_coord(%e1_315) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %662 = cute.get_scalars(%coord_318) : !cute.coord<"?{div=2}">
      %663 = arith.cmpi slt, %662, %c1048_i32 : i32
      %664 = arith.andi %661, %663 : i1
      cf.cond_br %664, ^bb59, ^bb60
    ^bb59:  // pred: ^bb58
      %665 = cute.memref.load(%rmem_303, %253) : (!memref_rmem_f16_2, !cute.coord<"0">) -> f16
      cute.memref.store(%view_166, %253, %665) : (!memref_gmem_f16_3, !cute.coord<"0">, f16) -> ()
      cf.br ^bb60
    ^bb60:  // 2 preds: ^bb58, ^bb59
      %tup_319 = cute.add_offset(%tup_312, %252) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_320 = cute.deref_arith_tuple_iter(%tup_319) : !cute_arith_tuple_iter_2fe1bf
      %e0_321, %e1_322, %e2_323 = cute.get_leaves(%tup_320) : !cute.int_tuple<"(?,?,?)">
      %coord_324 = cute.make_coord(%e0_321) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %666 = cute.get_scalars(%coord_324) : !cute.coord<"?">
      %667 = arith.cmpi slt, %666, %c1000_i32 : i32
      %coord_325 = cute.make_coord(%e1_322) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %668 = cute.get_scalars(%coord_325) : !cute.coord<"?">
      %669 = arith.cmpi slt, %668, %c1048_i32 : i32
      %670 = arith.andi %667, %669 : i1
      cf.cond_br %670, ^bb61, ^bb62
    ^bb61:  // pred: ^bb60
      %671 = cute.memref.load(%rmem_303, %251) : (!memref_rmem_f16_2, !cute.coord<"1">) -> f16
      cute.memref.store(%view_166, %251, %671) : (!memref_gmem_f16_3, !cute.coord<"1">, f16) -> ()
      cf.br ^bb62
    ^bb62:  // 2 preds: ^bb60, ^bb61
      %tup_326 = cute.add_offset(%tup_312, %250) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_327 = cute.deref_arith_tuple_iter(%tup_326) : !cute_arith_tuple_iter_d50395
      %e0_328, %e1_329, %e2_330 = cute.get_leaves(%tup_327) : !cute_int_tuple_d8f416
      %coord_331 = cute.make_coord(%e0_328) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %672 = cute.get_scalars(%coord_331) : !cute.coord<"?">
      %673 = arith.cmpi slt, %672, %c1000_i32 : i32
      %coord_332 = cute.make_coord(%e1_329) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %674 = cute.get_scalars(%coord_332) : !cute.coord<"?{div=2}">
      %675 = arith.cmpi slt, %674, %c1048_i32 : i32
      %676 = arith.andi %673, %675 : i1
      cf.cond_br %676, ^bb63, ^bb64
    ^bb63:  // pred: ^bb62
      %677 = cute.memref.load(%rmem_303, %249) : (!memref_rmem_f16_2, !cute.coord<"2">) -> f16
      cute.memref.store(%view_166, %249, %677) : (!memref_gmem_f16_3, !cute.coord<"2">, f16) -> ()
      cf.br ^bb64
    ^bb64:  // 2 preds: ^bb62, ^bb63
      %tup_333 = cute.add_offset(%tup_312, %248) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_334 = cute.deref_arith_tuple_iter(%tup_333) : !cute_arith_tuple_iter_2fe1bf
      %e0_335, %e1_336, %e2_337 = cute.get_leaves(%tup_334) : !cute.int_tuple<"(?,?,?)">
      %coord_338 = cute.make_coord(%e0_335) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %678 = cute.get_scalars(%coord_338) : !cute.coord<"?">
      %679 = arith.cmpi slt, %678, %c1000_i32 : i32
      %coord_339 = cute.make_coord(%e1_336) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %680 = cute.get_scalars(%coord_339) : !cute.coord<"?">
      %681 = arith.cmpi slt, %680, %c1048_i32 : i32
      %682 = arith.andi %679, %681 : i1
      cf.cond_br %682, ^bb65, ^bb66
    ^bb65:  // pred: ^bb64
      %683 = cute.memref.load(%rmem_303, %247) : (!memref_rmem_f16_2, !cute.coord<"3">) -> f16
      cute.memref.store(%view_166, %247, %683) : (!memref_gmem_f16_3, !cute.coord<"3">, f16) -> ()
      cf.br ^bb66
    ^bb66:  // 2 preds: ^bb64, ^bb65
      %tup_340 = cute.add_offset(%tup_312, %246) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_341 = cute.deref_arith_tuple_iter(%tup_340) : !cute_arith_tuple_iter_d50395
      %e0_342, %e1_343, %e2_344 = cute.get_leaves(%tup_341) : !cute_int_tuple_d8f416
      %coord_345 = cute.make_coord(%e0_342) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %684 = cute.get_scalars(%coord_345) : !cute.coord<"?">
      %685 = arith.cmpi slt, %684, %c1000_i32 : i32
      %coord_346 = cute.make_coord(%e1_343) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %686 = cute.get_scalars(%coord_346) : !cute.coord<"?{div=2}">
      %687 = arith.cmpi slt, %686, %c1048_i32 : i32
      %688 = arith.andi %685, %687 : i1
      cf.cond_br %688, ^bb67, ^bb68
    ^bb67:  // pred: ^bb66
      %689 = cute.memref.load(%rmem_303, %245) : (!memref_rmem_f16_2, !cute.coord<"4">) -> f16
      cute.memref.store(%view_166, %245, %689) : (!memref_gmem_f16_3, !cute.coord<"4">, f16) -> ()
      cf.br ^bb68
    ^bb68:  // 2 preds: ^bb66, ^bb67
      %tup_347 = cute.add_offset(%tup_312, %244) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_348 = cute.deref_arith_tuple_iter(%tup_347) : !cute_arith_tuple_iter_2fe1bf
      %e0_349, %e1_350, %e2_351 = cute.get_leaves(%tup_348) : !cute.int_tuple<"(?,?,?)">
      %coord_352 = cute.make_coord(%e0_349) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %690 = cute.get_scalars(%coord_352) : !cute.coord<"?">
      %691 = arith.cmpi slt, %690, %c1000_i32 : i32
      %coord_353 = cute.make_coord(%e1_350) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %692 = cute.get_scalars(%coord_353) : !cute.coord<"?">
      %693 = arith.cmpi slt, %692, %c1048_i32 : i32
      %694 = arith.andi %691, %693 : i1
      cf.cond_br %694, ^bb69, ^bb70
    ^bb69:  // pred: ^bb68
      %695 = cute.memref.load(%rmem_303, %243) : (!memref_rmem_f16_2, !cute.coord<"5">) -> f16
      cute.memref.store(%view_166, %243, %695) : (!memref_gmem_f16_3, !cute.coord<"5">, f16) -> ()
      cf.br ^bb70
    ^bb70:  // 2 preds: ^bb68, ^bb69
      %tup_354 = cute.add_offset(%tup_312, %242) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_355 = cute.deref_arith_tuple_iter(%tup_354) : !cute_arith_tuple_iter_d50395
      %e0_356, %e1_357, %e2_358 = cute.get_leaves(%tup_355) : !cute_int_tuple_d8f416
      %coord_359 = cute.make_coord(%e0_356) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %696 = cute.get_scalars(%coord_359) : !cute.coord<"?">
      %697 = arith.cmpi slt, %696, %c1000_i32 : i32
      %coord_360 = cute.make_coord(%e1_357) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %698 = cute.get_scalars(%coord_360) : !cute.coord<"?{div=2}">
      %699 = arith.cmpi slt, %698, %c1048_i32 : i32
      %700 = arith.andi %697, %699 : i1
      cf.cond_br %700, ^bb71, ^bb72
    ^bb71:  // pred: ^bb70
      %701 = cute.memref.load(%rmem_303, %241) : (!memref_rmem_f16_2, !cute.coord<"6">) -> f16
      cute.memref.store(%view_166, %241, %701) : (!memref_gmem_f16_3, !cute.coord<"6">, f16) -> ()
      cf.br ^bb72
    ^bb72:  // 2 preds: ^bb70, ^bb71
      %tup_361 = cute.add_offset(%tup_312, %240) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_362 = cute.deref_arith_tuple_iter(%tup_361) : !cute_arith_tuple_iter_2fe1bf
      %e0_363, %e1_364, %e2_365 = cute.get_leaves(%tup_362) : !cute.int_tuple<"(?,?,?)">
      %coord_366 = cute.make_coord(%e0_363) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %702 = cute.get_scalars(%coord_366) : !cute.coord<"?">
      %703 = arith.cmpi slt, %702, %c1000_i32 : i32
      %coord_367 = cute.make_coord(%e1_364) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %704 = cute.get_scalars(%coord_367) : !cute.coord<"?">
      %705 = arith.cmpi slt, %704, %c1048_i32 : i32
      %706 = arith.andi %703, %705 : i1
      cf.cond_br %706, ^bb73, ^bb74
    ^bb73:  // pred: ^bb72
      %707 = cute.memref.load(%rmem_303, %239) : (!memref_rmem_f16_2, !cute.coord<"7">) -> f16
      cute.memref.store(%view_166, %239, %707) : (!memref_gmem_f16_3, !cute.coord<"7">, f16) -> ()
      cf.br ^bb74
    ^bb74:  // 2 preds: ^bb72, ^bb73
      %tup_368 = cute.add_offset(%tup_312, %238) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_369 = cute.deref_arith_tuple_iter(%tup_368) : !cute_arith_tuple_iter_d50395
      %e0_370, %e1_371, %e2_372 = cute.get_leaves(%tup_369) : !cute_int_tuple_d8f416
      %coord_373 = cute.make_coord(%e0_370) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %708 = cute.get_scalars(%coord_373) : !cute.coord<"?">
      %709 = arith.cmpi slt, %708, %c1000_i32 : i32
      %coord_374 = cute.make_coord(%e1_371) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %710 = cute.get_scalars(%coord_374) : !cute.coord<"?{div=2}">
      %711 = arith.cmpi slt, %710, %c1048_i32 : i32
      %712 = arith.andi %709, %711 : i1
      cf.cond_br %712, ^bb75, ^bb76
    ^bb75:  // pred: ^bb74
      %713 = cute.memref.load(%rmem_303, %237) : (!memref_rmem_f16_2, !cute.coord<"8">) -> f16
      cute.memref.store(%view_166, %237, %713) : (!memref_gmem_f16_3, !cute.coord<"8">, f16) -> ()
      cf.br ^bb76
    ^bb76:  // 2 preds: ^bb74, ^bb75
      %tup_375 = cute.add_offset(%tup_312, %236) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_376 = cute.deref_arith_tuple_iter(%tup_375) : !cute_arith_tuple_iter_2fe1bf
      %e0_377, %e1_378, %e2_379 = cute.get_leaves(%tup_376) : !cute.int_tuple<"(?,?,?)">
      %coord_380 = cute.make_coord(%e0_377) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %714 = cute.get_scalars(%coord_380) : !cute.coord<"?">
      %715 = arith.cmpi slt, %714, %c1000_i32 : i32
      %coord_381 = cute.make_coord(%e1_378) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %716 = cute.get_scalars(%coord_381) : !cute.coord<"?">
      %717 = arith.cmpi slt, %716, %c1048_i32 : i32
      %718 = arith.andi %715, %717 : i1
      cf.cond_br %718, ^bb77, ^bb78
    ^bb77:  // pred: ^bb76
      %719 = cute.memref.load(%rmem_303, %235) : (!memref_rmem_f16_2, !cute.coord<"9">) -> f16
      cute.memref.store(%view_166, %235, %719) : (!memref_gmem_f16_3, !cute.coord<"9">, f16) -> ()
      cf.br ^bb78
    ^bb78:  // 2 preds: ^bb76, ^bb77
      %tup_382 = cute.add_offset(%tup_312, %234) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_383 = cute.deref_arith_tuple_iter(%tup_382) : !cute_arith_tuple_iter_d50395
      %e0_384, %e1_385, %e2_386 = cute.get_leaves(%tup_383) : !cute_int_tuple_d8f416
      %coord_387 = cute.make_coord(%e0_384) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %720 = cute.get_scalars(%coord_387) : !cute.coord<"?">
      %721 = arith.cmpi slt, %720, %c1000_i32 : i32
      %coord_388 = cute.make_coord(%e1_385) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %722 = cute.get_scalars(%coord_388) : !cute.coord<"?{div=2}">
      %723 = arith.cmpi slt, %722, %c1048_i32 : i32
      %724 = arith.andi %721, %723 : i1
      cf.cond_br %724, ^bb79, ^bb80
    ^bb79:  // pred: ^bb78
      %725 = cute.memref.load(%rmem_303, %233) : (!memref_rmem_f16_2, !cute.coord<"10">) -> f16
      cute.memref.store(%view_166, %233, %725) : (!memref_gmem_f16_3, !cute.coord<"10">, f16) -> ()
      cf.br ^bb80
    ^bb80:  // 2 preds: ^bb78, ^bb79
      %tup_389 = cute.add_offset(%tup_312, %232) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_390 = cute.deref_arith_tuple_iter(%tup_389) : !cute_arith_tuple_iter_2fe1bf
      %e0_391, %e1_392, %e2_393 = cute.get_leaves(%tup_390) : !cute.int_tuple<"(?,?,?)">
      %coord_394 = cute.make_coord(%e0_391) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %726 = cute.get_scalars(%coord_394) : !cute.coord<"?">
      %727 = arith.cmpi slt, %726, %c1000_i32 : i32
      %coord_395 = cute.make_coord(%e1_392) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %728 = cute.get_scalars(%coord_395) : !cute.coord<"?">
      %729 = arith.cmpi slt, %728, %c1048_i32 : i32
      %730 = arith.andi %727, %729 : i1
      cf.cond_br %730, ^bb81, ^bb82
    ^bb81:  // pred: ^bb80
      %731 = cute.memref.load(%rmem_303, %231) : (!memref_rmem_f16_2, !cute.coord<"11">) -> f16
      cute.memref.store(%view_166, %231, %731) : (!memref_gmem_f16_3, !cute.coord<"11">, f16) -> ()
      cf.br ^bb82
    ^bb82:  // 2 preds: ^bb80, ^bb81
      %tup_396 = cute.add_offset(%tup_312, %230) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_397 = cute.deref_arith_tuple_iter(%tup_396) : !cute_arith_tuple_iter_d50395
      %e0_398, %e1_399, %e2_400 = cute.get_leaves(%tup_397) : !cute_int_tuple_d8f416
      %coord_401 = cute.make_coord(%e0_398) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %732 = cute.get_scalars(%coord_401) : !cute.coord<"?">
      %733 = arith.cmpi slt, %732, %c1000_i32 : i32
      %coord_402 = cute.make_coord(%e1_399) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %734 = cute.get_scalars(%coord_402) : !cute.coord<"?{div=2}">
      %735 = arith.cmpi slt, %734, %c1048_i32 : i32
      %736 = arith.andi %733, %735 : i1
      cf.cond_br %736, ^bb83, ^bb84
    ^bb83:  // pred: ^bb82
      %737 = cute.memref.load(%rmem_303, %229) : (!memref_rmem_f16_2, !cute.coord<"12">) -> f16
      cute.memref.store(%view_166, %229, %737) : (!memref_gmem_f16_3, !cute.coord<"12">, f16) -> ()
      cf.br ^bb84
    ^bb84:  // 2 preds: ^bb82, ^bb83
      %tup_403 = cute.add_offset(%tup_312, %228) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_404 = cute.deref_arith_tuple_iter(%tup_403) : !cute_arith_tuple_iter_2fe1bf
      %e0_405, %e1_406, %e2_407 = cute.get_leaves(%tup_404) : !cute.int_tuple<"(?,?,?)">
      %coord_408 = cute.make_coord(%e0_405) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %738 = cute.get_scalars(%coord_408) : !cute.coord<"?">
      %739 = arith.cmpi slt, %738, %c1000_i32 : i32
      %coord_409 = cute.make_coord(%e1_406) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %740 = cute.get_scalars(%coord_409) : !cute.coord<"?">
      %741 = arith.cmpi slt, %740, %c1048_i32 : i32
      %742 = arith.andi %739, %741 : i1
      cf.cond_br %742, ^bb85, ^bb86
    ^bb85:  // pred: ^bb84
      %743 = cute.memref.load(%rmem_303, %227) : (!memref_rmem_f16_2, !cute.coord<"13">) -> f16
      cute.memref.store(%view_166, %227, %743) : (!memref_gmem_f16_3, !cute.coord<"13">, f16) -> ()
      cf.br ^bb86
    ^bb86:  // 2 preds: ^bb84, ^bb85
      %tup_410 = cute.add_offset(%tup_312, %226) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_411 = cute.deref_arith_tuple_iter(%tup_410) : !cute_arith_tuple_iter_d50395
      %e0_412, %e1_413, %e2_414 = cute.get_leaves(%tup_411) : !cute_int_tuple_d8f416
      %coord_415 = cute.make_coord(%e0_412) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %744 = cute.get_scalars(%coord_415) : !cute.coord<"?">
      %745 = arith.cmpi slt, %744, %c1000_i32 : i32
      %coord_416 = cute.make_coord(%e1_413) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %746 = cute.get_scalars(%coord_416) : !cute.coord<"?{div=2}">
      %747 = arith.cmpi slt, %746, %c1048_i32 : i32
      %748 = arith.andi %745, %747 : i1
      cf.cond_br %748, ^bb87, ^bb88
    ^bb87:  // pred: ^bb86
      %749 = cute.memref.load(%rmem_303, %225) : (!memref_rmem_f16_2, !cute.coord<"14">) -> f16
      cute.memref.store(%view_166, %225, %749) : (!memref_gmem_f16_3, !cute.coord<"14">, f16) -> ()
      cf.br ^bb88
    ^bb88:  // 2 preds: ^bb86, ^bb87
      %tup_417 = cute.add_offset(%tup_312, %224) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_418 = cute.deref_arith_tuple_iter(%tup_417) : !cute_arith_tuple_iter_2fe1bf
      %e0_419, %e1_420, %e2_421 = cute.get_leaves(%tup_418) : !cute.int_tuple<"(?,?,?)">
      %coord_422 = cute.make_coord(%e0_419) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %750 = cute.get_scalars(%coord_422) : !cute.coord<"?">
      %751 = arith.cmpi slt, %750, %c1000_i32 : i32
      %coord_423 = cute.make_coord(%e1_420) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %752 = cute.get_scalars(%coord_423) : !cute.coord<"?">
      %753 = arith.cmpi slt, %752, %c1048_i32 : i32
      %754 = arith.andi %751, %753 : i1
      cf.cond_br %754, ^bb89, ^bb90
    ^bb89:  // pred: ^bb88
      %755 = cute.memref.load(%rmem_303, %223) : (!memref_rmem_f16_2, !cute.coord<"15">) -> f16
      cute.memref.store(%view_166, %223, %755) : (!memref_gmem_f16_3, !cute.coord<"15">, f16) -> ()
      cf.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      %tup_424 = cute.add_offset(%tup_312, %290) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_425 = cute.deref_arith_tuple_iter(%tup_424) : !cute_arith_tuple_iter_d50395
      %e0_426, %e1_427, %e2_428 = cute.get_leaves(%tup_425) : !cute_int_tuple_d8f416
      %coord_429 = cute.make_coord(%e0_426) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %756 = cute.get_scalars(%coord_429) : !cute.coord<"?">
      %757 = arith.cmpi slt, %756, %c1000_i32 : i32
      %coord_430 = cute.make_coord(%e1_427) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %758 = cute.get_scalars(%coord_430) : !cute.coord<"?{div=2}">
      %759 = arith.cmpi slt, %758, %c1048_i32 : i32
      %760 = arith.andi %757, %759 : i1
      cf.cond_br %760, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %761 = cute.memref.load(%rmem_303, %222) : (!memref_rmem_f16_2, !cute.coord<"16">) -> f16
      cute.memref.store(%view_166, %222, %761) : (!memref_gmem_f16_3, !cute.coord<"16">, f16) -> ()
      cf.br ^bb92
    ^bb92:  // 2 preds: ^bb90, ^bb91
      %tup_431 = cute.add_offset(%tup_312, %221) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_432 = cute.deref_arith_tuple_iter(%tup_431) : !cute_arith_tuple_iter_2fe1bf
      %e0_433, %e1_434, %e2_435 = cute.get_leaves(%tup_432) : !cute.int_tuple<"(?,?,?)">
      %coord_436 = cute.make_coord(%e0_433) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %762 = cute.get_scalars(%coord_436) : !cute.coord<"?">
      %763 = arith.cmpi slt, %762, %c1000_i32 : i32
      %coord_437 = cute.make_coord(%e1_434) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %764 = cute.get_scalars(%coord_437) : !cute.coord<"?">
      %765 = arith.cmpi slt, %764, %c1048_i32 : i32
      %766 = arith.andi %763, %765 : i1
      cf.cond_br %766, ^bb93, ^bb94
    ^bb93:  // pred: ^bb92
      %767 = cute.memref.load(%rmem_303, %220) : (!memref_rmem_f16_2, !cute.coord<"17">) -> f16
      cute.memref.store(%view_166, %220, %767) : (!memref_gmem_f16_3, !cute.coord<"17">, f16) -> ()
      cf.br ^bb94
    ^bb94:  // 2 preds: ^bb92, ^bb93
      %tup_438 = cute.add_offset(%tup_312, %219) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_439 = cute.deref_arith_tuple_iter(%tup_438) : !cute_arith_tuple_iter_d50395
      %e0_440, %e1_441, %e2_442 = cute.get_leaves(%tup_439) : !cute_int_tuple_d8f416
      %coord_443 = cute.make_coord(%e0_440) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %768 = cute.get_scalars(%coord_443) : !cute.coord<"?">
      %769 = arith.cmpi slt, %768, %c1000_i32 : i32
      %coord_444 = cute.make_coord(%e1_441) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %770 = cute.get_scalars(%coord_444) : !cute.coord<"?{div=2}">
      %771 = arith.cmpi slt, %770, %c1048_i32 : i32
      %772 = arith.andi %769, %771 : i1
      cf.cond_br %772, ^bb95, ^bb96
    ^bb95:  // pred: ^bb94
      %773 = cute.memref.load(%rmem_303, %218) : (!memref_rmem_f16_2, !cute.coord<"18">) -> f16
      cute.memref.store(%view_166, %218, %773) : (!memref_gmem_f16_3, !cute.coord<"18">, f16) -> ()
      cf.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      %tup_445 = cute.add_offset(%tup_312, %217) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_446 = cute.deref_arith_tuple_iter(%tup_445) : !cute_arith_tuple_iter_2fe1bf
      %e0_447, %e1_448, %e2_449 = cute.get_leaves(%tup_446) : !cute.int_tuple<"(?,?,?)">
      %coord_450 = cute.make_coord(%e0_447) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %774 = cute.get_scalars(%coord_450) : !cute.coord<"?">
      %775 = arith.cmpi slt, %774, %c1000_i32 : i32
      %coord_451 = cute.make_coord(%e1_448) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %776 = cute.get_scalars(%coord_451) : !cute.coord<"?">
      %777 = arith.cmpi slt, %776, %c1048_i32 : i32
      %778 = arith.andi %775, %777 : i1
      cf.cond_br %778, ^bb97, ^bb98
    ^bb97:  // pred: ^bb96
      %779 = cute.memref.load(%rmem_303, %216) : (!memref_rmem_f16_2, !cute.coord<"19">) -> f16
      cute.memref.store(%view_166, %216, %779) : (!memref_gmem_f16_3, !cute.coord<"19">, f16) -> ()
      cf.br ^bb98
    ^bb98:  // 2 preds: ^bb96, ^bb97
      %tup_452 = cute.add_offset(%tup_312, %215) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_453 = cute.deref_arith_tuple_iter(%tup_452) : !cute_arith_tuple_iter_d50395
      %e0_454, %e1_455, %e2_456 = cute.get_leaves(%tup_453) : !cute_int_tuple_d8f416
      %coord_457 = cute.make_coord(%e0_454) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %780 = cute.get_scalars(%coord_457) : !cute.coord<"?">
      %781 = arith.cmpi slt, %780, %c1000_i32 : i32
      %coord_458 = cute.make_coord(%e1_455) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %782 = cute.get_scalars(%coord_458) : !cute.coord<"?{div=2}">
      %783 = arith.cmpi slt, %782, %c1048_i32 : i32
      %784 = arith.andi %781, %783 : i1
      cf.cond_br %784, ^bb99, ^bb100
    ^bb99:  // pred: ^bb98
      %785 = cute.memref.load(%rmem_303, %214) : (!memref_rmem_f16_2, !cute.coord<"20">) -> f16
      cute.memref.store(%view_166, %214, %785) : (!memref_gmem_f16_3, !cute.coord<"20">, f16) -> ()
      cf.br ^bb100
    ^bb100:  // 2 preds: ^bb98, ^bb99
      %tup_459 = cute.add_offset(%tup_312, %213) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_460 = cute.deref_arith_tuple_iter(%tup_459) : !cute_arith_tuple_iter_2fe1bf
      %e0_461, %e1_462, %e2_463 = cute.get_leaves(%tup_460) : !cute.int_tuple<"(?,?,?)">
      %coord_464 = cute.make_coord(%e0_461) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %786 = cute.get_scalars(%coord_464) : !cute.coord<"?">
      %787 = arith.cmpi slt, %786, %c1000_i32 : i32
      %coord_465 = cute.make_coord(%e1_462) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %788 = cute.get_scalars(%coord_465) : !cute.coord<"?">
      %789 = arith.cmpi slt, %788, %c1048_i32 : i32
      %790 = arith.andi %787, %789 : i1
      cf.cond_br %790, ^bb101, ^bb102
    ^bb101:  // pred: ^bb100
      %791 = cute.memref.load(%rmem_303, %212) : (!memref_rmem_f16_2, !cute.coord<"21">) -> f16
      cute.memref.store(%view_166, %212, %791) : (!memref_gmem_f16_3, !cute.coord<"21">, f16) -> ()
      cf.br ^bb102
    ^bb102:  // 2 preds: ^bb100, ^bb101
      %tup_466 = cute.add_offset(%tup_312, %211) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_467 = cute.deref_arith_tuple_iter(%tup_466) : !cute_arith_tuple_iter_d50395
      %e0_468, %e1_469, %e2_470 = cute.get_leaves(%tup_467) : !cute_int_tuple_d8f416
      %coord_471 = cute.make_coord(%e0_468) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %792 = cute.get_scalars(%coord_471) : !cute.coord<"?">
      %793 = arith.cmpi slt, %792, %c1000_i32 : i32
      %coord_472 = cute.make_coord(%e1_469) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %794 = cute.get_scalars(%coord_472) : !cute.coord<"?{div=2}">
      %795 = arith.cmpi slt, %794, %c1048_i32 : i32
      %796 = arith.andi %793, %795 : i1
      cf.cond_br %796, ^bb103, ^bb104
    ^bb103:  // pred: ^bb102
      %797 = cute.memref.load(%rmem_303, %210) : (!memref_rmem_f16_2, !cute.coord<"22">) -> f16
      cute.memref.store(%view_166, %210, %797) : (!memref_gmem_f16_3, !cute.coord<"22">, f16) -> ()
      cf.br ^bb104
    ^bb104:  // 2 preds: ^bb102, ^bb103
      %tup_473 = cute.add_offset(%tup_312, %209) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_474 = cute.deref_arith_tuple_iter(%tup_473) : !cute_arith_tuple_iter_2fe1bf
      %e0_475, %e1_476, %e2_477 = cute.get_leaves(%tup_474) : !cute.int_tuple<"(?,?,?)">
      %coord_478 = cute.make_coord(%e0_475) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %798 = cute.get_scalars(%coord_478) : !cute.coord<"?">
      %799 = arith.cmpi slt, %798, %c1000_i32 : i32
      %coord_479 = cute.make_coord(%e1_476) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %800 = cute.get_scalars(%coord_479) : !cute.coord<"?">
      %801 = arith.cmpi slt, %800, %c1048_i32 : i32
      %802 = arith.andi %799, %801 : i1
      cf.cond_br %802, ^bb105, ^bb106
    ^bb105:  // pred: ^bb104
      %803 = cute.memref.load(%rmem_303, %208) : (!memref_rmem_f16_2, !cute.coord<"23">) -> f16
      cute.memref.store(%view_166, %208, %803) : (!memref_gmem_f16_3, !cute.coord<"23">, f16) -> ()
      cf.br ^bb106
    ^bb106:  // 2 preds: ^bb104, ^bb105
      %tup_480 = cute.add_offset(%tup_312, %207) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_481 = cute.deref_arith_tuple_iter(%tup_480) : !cute_arith_tuple_iter_d50395
      %e0_482, %e1_483, %e2_484 = cute.get_leaves(%tup_481) : !cute_int_tuple_d8f416
      %coord_485 = cute.make_coord(%e0_482) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %804 = cute.get_scalars(%coord_485) : !cute.coord<"?">
      %805 = arith.cmpi slt, %804, %c1000_i32 : i32
      %coord_486 = cute.make_coord(%e1_483) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %806 = cute.get_scalars(%coord_486) : !cute.coord<"?{div=2}">
      %807 = arith.cmpi slt, %806, %c1048_i32 : i32
      %808 = arith.andi %805, %807 : i1
      cf.cond_br %808, ^bb107, ^bb108
    ^bb107:  // pred: ^bb106
      %809 = cute.memref.load(%rmem_303, %206) : (!memref_rmem_f16_2, !cute.coord<"24">) -> f16
      cute.memref.store(%view_166, %206, %809) : (!memref_gmem_f16_3, !cute.coord<"24">, f16) -> ()
      cf.br ^bb108
    ^bb108:  // 2 preds: ^bb106, ^bb107
      %tup_487 = cute.add_offset(%tup_312, %205) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_488 = cute.deref_arith_tuple_iter(%tup_487) : !cute_arith_tuple_iter_2fe1bf
      %e0_489, %e1_490, %e2_491 = cute.get_leaves(%tup_488) : !cute.int_tuple<"(?,?,?)">
      %coord_492 = cute.make_coord(%e0_489) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %810 = cute.get_scalars(%coord_492) : !cute.coord<"?">
      %811 = arith.cmpi slt, %810, %c1000_i32 : i32
      %coord_493 = cute.make_coord(%e1_490) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %812 = cute.get_scalars(%coord_493) : !cute.coord<"?">
      %813 = arith.cmpi slt, %812, %c1048_i32 : i32
      %814 = arith.andi %811, %813 : i1
      cf.cond_br %814, ^bb109, ^bb110
    ^bb109:  // pred: ^bb108
      %815 = cute.memref.load(%rmem_303, %204) : (!memref_rmem_f16_2, !cute.coord<"25">) -> f16
      cute.memref.store(%view_166, %204, %815) : (!memref_gmem_f16_3, !cute.coord<"25">, f16) -> ()
      cf.br ^bb110
    ^bb110:  // 2 preds: ^bb108, ^bb109
      %tup_494 = cute.add_offset(%tup_312, %203) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_495 = cute.deref_arith_tuple_iter(%tup_494) : !cute_arith_tuple_iter_d50395
      %e0_496, %e1_497, %e2_498 = cute.get_leaves(%tup_495) : !cute_int_tuple_d8f416
      %coord_499 = cute.make_coord(%e0_496) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %816 = cute.get_scalars(%coord_499) : !cute.coord<"?">
      %817 = arith.cmpi slt, %816, %c1000_i32 : i32
      %coord_500 = cute.make_coord(%e1_497) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %818 = cute.get_scalars(%coord_500) : !cute.coord<"?{div=2}">
      %819 = arith.cmpi slt, %818, %c1048_i32 : i32
      %820 = arith.andi %817, %819 : i1
      cf.cond_br %820, ^bb111, ^bb112
    ^bb111:  // pred: ^bb110
      %821 = cute.memref.load(%rmem_303, %202) : (!memref_rmem_f16_2, !cute.coord<"26">) -> f16
      cute.memref.store(%view_166, %202, %821) : (!memref_gmem_f16_3, !cute.coord<"26">, f16) -> ()
      cf.br ^bb112
    ^bb112:  // 2 preds: ^bb110, ^bb111
      %tup_501 = cute.add_offset(%tup_312, %201) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_502 = cute.deref_arith_tuple_iter(%tup_501) : !cute_arith_tuple_iter_2fe1bf
      %e0_503, %e1_504, %e2_505 = cute.get_leaves(%tup_502) : !cute.int_tuple<"(?,?,?)">
      %coord_506 = cute.make_coord(%e0_503) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %822 = cute.get_scalars(%coord_506) : !cute.coord<"?">
      %823 = arith.cmpi slt, %822, %c1000_i32 : i32
      %coord_507 = cute.make_coord(%e1_504) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %824 = cute.get_scalars(%coord_507) : !cute.coord<"?">
      %825 = arith.cmpi slt, %824, %c1048_i32 : i32
      %826 = arith.andi %823, %825 : i1
      cf.cond_br %826, ^bb113, ^bb114
    ^bb113:  // pred: ^bb112
      %827 = cute.memref.load(%rmem_303, %200) : (!memref_rmem_f16_2, !cute.coord<"27">) -> f16
      cute.memref.store(%view_166, %200, %827) : (!memref_gmem_f16_3, !cute.coord<"27">, f16) -> ()
      cf.br ^bb114
    ^bb114:  // 2 preds: ^bb112, ^bb113
      %tup_508 = cute.add_offset(%tup_312, %199) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_509 = cute.deref_arith_tuple_iter(%tup_508) : !cute_arith_tuple_iter_d50395
      %e0_510, %e1_511, %e2_512 = cute.get_leaves(%tup_509) : !cute_int_tuple_d8f416
      %coord_513 = cute.make_coord(%e0_510) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %828 = cute.get_scalars(%coord_513) : !cute.coord<"?">
      %829 = arith.cmpi slt, %828, %c1000_i32 : i32
      %coord_514 = cute.make_coord(%e1_511) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %830 = cute.get_scalars(%coord_514) : !cute.coord<"?{div=2}">
      %831 = arith.cmpi slt, %830, %c1048_i32 : i32
      %832 = arith.andi %829, %831 : i1
      cf.cond_br %832, ^bb115, ^bb116
    ^bb115:  // pred: ^bb114
      %833 = cute.memref.load(%rmem_303, %198) : (!memref_rmem_f16_2, !cute.coord<"28">) -> f16
      cute.memref.store(%view_166, %198, %833) : (!memref_gmem_f16_3, !cute.coord<"28">, f16) -> ()
      cf.br ^bb116
    ^bb116:  // 2 preds: ^bb114, ^bb115
      %tup_515 = cute.add_offset(%tup_312, %197) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_516 = cute.deref_arith_tuple_iter(%tup_515) : !cute_arith_tuple_iter_2fe1bf
      %e0_517, %e1_518, %e2_519 = cute.get_leaves(%tup_516) : !cute.int_tuple<"(?,?,?)">
      %coord_520 = cute.make_coord(%e0_517) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %834 = cute.get_scalars(%coord_520) : !cute.coord<"?">
      %835 = arith.cmpi slt, %834, %c1000_i32 : i32
      %coord_521 = cute.make_coord(%e1_518) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %836 = cute.get_scalars(%coord_521) : !cute.coord<"?">
      %837 = arith.cmpi slt, %836, %c1048_i32 : i32
      %838 = arith.andi %835, %837 : i1
      cf.cond_br %838, ^bb117, ^bb118
    ^bb117:  // pred: ^bb116
      %839 = cute.memref.load(%rmem_303, %196) : (!memref_rmem_f16_2, !cute.coord<"29">) -> f16
      cute.memref.store(%view_166, %196, %839) : (!memref_gmem_f16_3, !cute.coord<"29">, f16) -> ()
      cf.br ^bb118
    ^bb118:  // 2 preds: ^bb116, ^bb117
      %tup_522 = cute.add_offset(%tup_312, %195) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_523 = cute.deref_arith_tuple_iter(%tup_522) : !cute_arith_tuple_iter_d50395
      %e0_524, %e1_525, %e2_526 = cute.get_leaves(%tup_523) : !cute_int_tuple_d8f416
      %coord_527 = cute.make_coord(%e0_524) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %840 = cute.get_scalars(%coord_527) : !cute.coord<"?">
      %841 = arith.cmpi slt, %840, %c1000_i32 : i32
      %coord_528 = cute.make_coord(%e1_525) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %842 = cute.get_scalars(%coord_528) : !cute.coord<"?{div=2}">
      %843 = arith.cmpi slt, %842, %c1048_i32 : i32
      %844 = arith.andi %841, %843 : i1
      cf.cond_br %844, ^bb119, ^bb120
    ^bb119:  // pred: ^bb118
      %845 = cute.memref.load(%rmem_303, %194) : (!memref_rmem_f16_2, !cute.coord<"30">) -> f16
      cute.memref.store(%view_166, %194, %845) : (!memref_gmem_f16_3, !cute.coord<"30">, f16) -> ()
      cf.br ^bb120
    ^bb120:  // 2 preds: ^bb118, ^bb119
      %tup_529 = cute.add_offset(%tup_312, %193) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_530 = cute.deref_arith_tuple_iter(%tup_529) : !cute_arith_tuple_iter_2fe1bf
      %e0_531, %e1_532, %e2_533 = cute.get_leaves(%tup_530) : !cute.int_tuple<"(?,?,?)">
      %coord_534 = cute.make_coord(%e0_531) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %846 = cute.get_scalars(%coord_534) : !cute.coord<"?">
      %847 = arith.cmpi slt, %846, %c1000_i32 : i32
      %coord_535 = cute.make_coord(%e1_532) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %848 = cute.get_scalars(%coord_535) : !cute.coord<"?">
      %849 = arith.cmpi slt, %848, %c1048_i32 : i32
      %850 = arith.andi %847, %849 : i1
      cf.cond_br %850, ^bb121, ^bb122
    ^bb121:  // pred: ^bb120
      %851 = cute.memref.load(%rmem_303, %192) : (!memref_rmem_f16_2, !cute.coord<"31">) -> f16
      cute.memref.store(%view_166, %192, %851) : (!memref_gmem_f16_3, !cute.coord<"31">, f16) -> ()
      cf.br ^bb122
    ^bb122:  // 2 preds: ^bb120, ^bb121
      %tup_536 = cute.add_offset(%tup_312, %191) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_537 = cute.deref_arith_tuple_iter(%tup_536) : !cute_arith_tuple_iter_d50395
      %e0_538, %e1_539, %e2_540 = cute.get_leaves(%tup_537) : !cute_int_tuple_d8f416
      %coord_541 = cute.make_coord(%e0_538) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %852 = cute.get_scalars(%coord_541) : !cute.coord<"?">
      %853 = arith.cmpi slt, %852, %c1000_i32 : i32
      %coord_542 = cute.make_coord(%e1_539) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %854 = cute.get_scalars(%coord_542) : !cute.coord<"?{div=2}">
      %855 = arith.cmpi slt, %854, %c1048_i32 : i32
      %856 = arith.andi %853, %855 : i1
      cf.cond_br %856, ^bb123, ^bb124
    ^bb123:  // pred: ^bb122
      %857 = cute.memref.load(%rmem_303, %190) : (!memref_rmem_f16_2, !cute.coord<"32">) -> f16
      cute.memref.store(%view_166, %190, %857) : (!memref_gmem_f16_3, !cute.coord<"32">, f16) -> ()
      cf.br ^bb124
    ^bb124:  // 2 preds: ^bb122, ^bb123
      %tup_543 = cute.add_offset(%tup_312, %189) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_544 = cute.deref_arith_tuple_iter(%tup_543) : !cute_arith_tuple_iter_2fe1bf
      %e0_545, %e1_546, %e2_547 = cute.get_leaves(%tup_544) : !cute.int_tuple<"(?,?,?)">
      %coord_548 = cute.make_coord(%e0_545) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %858 = cute.get_scalars(%coord_548) : !cute.coord<"?">
      %859 = arith.cmpi slt, %858, %c1000_i32 : i32
      %coord_549 = cute.make_coord(%e1_546) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %860 = cute.get_scalars(%coord_549) : !cute.coord<"?">
      %861 = arith.cmpi slt, %860, %c1048_i32 : i32
      %862 = arith.andi %859, %861 : i1
      cf.cond_br %862, ^bb125, ^bb126
    ^bb125:  // pred: ^bb124
      %863 = cute.memref.load(%rmem_303, %188) : (!memref_rmem_f16_2, !cute.coord<"33">) -> f16
      cute.memref.store(%view_166, %188, %863) : (!memref_gmem_f16_3, !cute.coord<"33">, f16) -> ()
      cf.br ^bb126
    ^bb126:  // 2 preds: ^bb124, ^bb125
      %tup_550 = cute.add_offset(%tup_312, %187) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_551 = cute.deref_arith_tuple_iter(%tup_550) : !cute_arith_tuple_iter_d50395
      %e0_552, %e1_553, %e2_554 = cute.get_leaves(%tup_551) : !cute_int_tuple_d8f416
      %coord_555 = cute.make_coord(%e0_552) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %864 = cute.get_scalars(%coord_555) : !cute.coord<"?">
      %865 = arith.cmpi slt, %864, %c1000_i32 : i32
      %coord_556 = cute.make_coord(%e1_553) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %866 = cute.get_scalars(%coord_556) : !cute.coord<"?{div=2}">
      %867 = arith.cmpi slt, %866, %c1048_i32 : i32
      %868 = arith.andi %865, %867 : i1
      cf.cond_br %868, ^bb127, ^bb128
    ^bb127:  // pred: ^bb126
      %869 = cute.memref.load(%rmem_303, %186) : (!memref_rmem_f16_2, !cute.coord<"34">) -> f16
      cute.memref.store(%view_166, %186, %869) : (!memref_gmem_f16_3, !cute.coord<"34">, f16) -> ()
      cf.br ^bb128
    ^bb128:  // 2 preds: ^bb126, ^bb127
      %tup_557 = cute.add_offset(%tup_312, %185) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_558 = cute.deref_arith_tuple_iter(%tup_557) : !cute_arith_tuple_iter_2fe1bf
      %e0_559, %e1_560, %e2_561 = cute.get_leaves(%tup_558) : !cute.int_tuple<"(?,?,?)">
      %coord_562 = cute.make_coord(%e0_559) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %870 = cute.get_scalars(%coord_562) : !cute.coord<"?">
      %871 = arith.cmpi slt, %870, %c1000_i32 : i32
      %coord_563 = cute.make_coord(%e1_560) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %872 = cute.get_scalars(%coord_563) : !cute.coord<"?">
      %873 = arith.cmpi slt, %872, %c1048_i32 : i32
      %874 = arith.andi %871, %873 : i1
      cf.cond_br %874, ^bb129, ^bb130
    ^bb129:  // pred: ^bb128
      %875 = cute.memref.load(%rmem_303, %184) : (!memref_rmem_f16_2, !cute.coord<"35">) -> f16
      cute.memref.store(%view_166, %184, %875) : (!memref_gmem_f16_3, !cute.coord<"35">, f16) -> ()
      cf.br ^bb130
    ^bb130:  // 2 preds: ^bb128, ^bb129
      %tup_564 = cute.add_offset(%tup_312, %183) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_565 = cute.deref_arith_tuple_iter(%tup_564) : !cute_arith_tuple_iter_d50395
      %e0_566, %e1_567, %e2_568 = cute.get_leaves(%tup_565) : !cute_int_tuple_d8f416
      %coord_569 = cute.make_coord(%e0_566) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %876 = cute.get_scalars(%coord_569) : !cute.coord<"?">
      %877 = arith.cmpi slt, %876, %c1000_i32 : i32
      %coord_570 = cute.make_coord(%e1_567) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %878 = cute.get_scalars(%coord_570) : !cute.coord<"?{div=2}">
      %879 = arith.cmpi slt, %878, %c1048_i32 : i32
      %880 = arith.andi %877, %879 : i1
      cf.cond_br %880, ^bb131, ^bb132
    ^bb131:  // pred: ^bb130
      %881 = cute.memref.load(%rmem_303, %182) : (!memref_rmem_f16_2, !cute.coord<"36">) -> f16
      cute.memref.store(%view_166, %182, %881) : (!memref_gmem_f16_3, !cute.coord<"36">, f16) -> ()
      cf.br ^bb132
    ^bb132:  // 2 preds: ^bb130, ^bb131
      %tup_571 = cute.add_offset(%tup_312, %181) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_572 = cute.deref_arith_tuple_iter(%tup_571) : !cute_arith_tuple_iter_2fe1bf
      %e0_573, %e1_574, %e2_575 = cute.get_leaves(%tup_572) : !cute.int_tuple<"(?,?,?)">
      %coord_576 = cute.make_coord(%e0_573) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %882 = cute.get_scalars(%coord_576) : !cute.coord<"?">
      %883 = arith.cmpi slt, %882, %c1000_i32 : i32
      %coord_577 = cute.make_coord(%e1_574) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %884 = cute.get_scalars(%coord_577) : !cute.coord<"?">
      %885 = arith.cmpi slt, %884, %c1048_i32 : i32
      %886 = arith.andi %883, %885 : i1
      cf.cond_br %886, ^bb133, ^bb134
    ^bb133:  // pred: ^bb132
      %887 = cute.memref.load(%rmem_303, %180) : (!memref_rmem_f16_2, !cute.coord<"37">) -> f16
      cute.memref.store(%view_166, %180, %887) : (!memref_gmem_f16_3, !cute.coord<"37">, f16) -> ()
      cf.br ^bb134
    ^bb134:  // 2 preds: ^bb132, ^bb133
      %tup_578 = cute.add_offset(%tup_312, %179) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_579 = cute.deref_arith_tuple_iter(%tup_578) : !cute_arith_tuple_iter_d50395
      %e0_580, %e1_581, %e2_582 = cute.get_leaves(%tup_579) : !cute_int_tuple_d8f416
      %coord_583 = cute.make_coord(%e0_580) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %888 = cute.get_scalars(%coord_583) : !cute.coord<"?">
      %889 = arith.cmpi slt, %888, %c1000_i32 : i32
      %coord_584 = cute.make_coord(%e1_581) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %890 = cute.get_scalars(%coord_584) : !cute.coord<"?{div=2}">
      %891 = arith.cmpi slt, %890, %c1048_i32 : i32
      %892 = arith.andi %889, %891 : i1
      cf.cond_br %892, ^bb135, ^bb136
    ^bb135:  // pred: ^bb134
      %893 = cute.memref.load(%rmem_303, %178) : (!memref_rmem_f16_2, !cute.coord<"38">) -> f16
      cute.memref.store(%view_166, %178, %893) : (!memref_gmem_f16_3, !cute.coord<"38">, f16) -> ()
      cf.br ^bb136
    ^bb136:  // 2 preds: ^bb134, ^bb135
      %tup_585 = cute.add_offset(%tup_312, %177) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_586 = cute.deref_arith_tuple_iter(%tup_585) : !cute_arith_tuple_iter_2fe1bf
      %e0_587, %e1_588, %e2_589 = cute.get_leaves(%tup_586) : !cute.int_tuple<"(?,?,?)">
      %coord_590 = cute.make_coord(%e0_587) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %894 = cute.get_scalars(%coord_590) : !cute.coord<"?">
      %895 = arith.cmpi slt, %894, %c1000_i32 : i32
      %coord_591 = cute.make_coord(%e1_588) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %896 = cute.get_scalars(%coord_591) : !cute.coord<"?">
      %897 = arith.cmpi slt, %896, %c1048_i32 : i32
      %898 = arith.andi %895, %897 : i1
      cf.cond_br %898, ^bb137, ^bb138
    ^bb137:  // pred: ^bb136
      %899 = cute.memref.load(%rmem_303, %176) : (!memref_rmem_f16_2, !cute.coord<"39">) -> f16
      cute.memref.store(%view_166, %176, %899) : (!memref_gmem_f16_3, !cute.coord<"39">, f16) -> ()
      cf.br ^bb138
    ^bb138:  // 2 preds: ^bb136, ^bb137
      %tup_592 = cute.add_offset(%tup_312, %175) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_593 = cute.deref_arith_tuple_iter(%tup_592) : !cute_arith_tuple_iter_d50395
      %e0_594, %e1_595, %e2_596 = cute.get_leaves(%tup_593) : !cute_int_tuple_d8f416
      %coord_597 = cute.make_coord(%e0_594) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %900 = cute.get_scalars(%coord_597) : !cute.coord<"?">
      %901 = arith.cmpi slt, %900, %c1000_i32 : i32
      %coord_598 = cute.make_coord(%e1_595) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %902 = cute.get_scalars(%coord_598) : !cute.coord<"?{div=2}">
      %903 = arith.cmpi slt, %902, %c1048_i32 : i32
      %904 = arith.andi %901, %903 : i1
      cf.cond_br %904, ^bb139, ^bb140
    ^bb139:  // pred: ^bb138
      %905 = cute.memref.load(%rmem_303, %174) : (!memref_rmem_f16_2, !cute.coord<"40">) -> f16
      cute.memref.store(%view_166, %174, %905) : (!memref_gmem_f16_3, !cute.coord<"40">, f16) -> ()
      cf.br ^bb140
    ^bb140:  // 2 preds: ^bb138, ^bb139
      %tup_599 = cute.add_offset(%tup_312, %173) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_600 = cute.deref_arith_tuple_iter(%tup_599) : !cute_arith_tuple_iter_2fe1bf
      %e0_601, %e1_602, %e2_603 = cute.get_leaves(%tup_600) : !cute.int_tuple<"(?,?,?)">
      %coord_604 = cute.make_coord(%e0_601) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %906 = cute.get_scalars(%coord_604) : !cute.coord<"?">
      %907 = arith.cmpi slt, %906, %c1000_i32 : i32
      %coord_605 = cute.make_coord(%e1_602) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %908 = cute.get_scalars(%coord_605) : !cute.coord<"?">
      %909 = arith.cmpi slt, %908, %c1048_i32 : i32
      %910 = arith.andi %907, %909 : i1
      cf.cond_br %910, ^bb141, ^bb142
    ^bb141:  // pred: ^bb140
      %911 = cute.memref.load(%rmem_303, %172) : (!memref_rmem_f16_2, !cute.coord<"41">) -> f16
      cute.memref.store(%view_166, %172, %911) : (!memref_gmem_f16_3, !cute.coord<"41">, f16) -> ()
      cf.br ^bb142
    ^bb142:  // 2 preds: ^bb140, ^bb141
      %tup_606 = cute.add_offset(%tup_312, %171) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_607 = cute.deref_arith_tuple_iter(%tup_606) : !cute_arith_tuple_iter_d50395
      %e0_608, %e1_609, %e2_610 = cute.get_leaves(%tup_607) : !cute_int_tuple_d8f416
      %coord_611 = cute.make_coord(%e0_608) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %912 = cute.get_scalars(%coord_611) : !cute.coord<"?">
      %913 = arith.cmpi slt, %912, %c1000_i32 : i32
      %coord_612 = cute.make_coord(%e1_609) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %914 = cute.get_scalars(%coord_612) : !cute.coord<"?{div=2}">
      %915 = arith.cmpi slt, %914, %c1048_i32 : i32
      %916 = arith.andi %913, %915 : i1
      cf.cond_br %916, ^bb143, ^bb144
    ^bb143:  // pred: ^bb142
      %917 = cute.memref.load(%rmem_303, %170) : (!memref_rmem_f16_2, !cute.coord<"42">) -> f16
      cute.memref.store(%view_166, %170, %917) : (!memref_gmem_f16_3, !cute.coord<"42">, f16) -> ()
      cf.br ^bb144
    ^bb144:  // 2 preds: ^bb142, ^bb143
      %tup_613 = cute.add_offset(%tup_312, %169) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_614 = cute.deref_arith_tuple_iter(%tup_613) : !cute_arith_tuple_iter_2fe1bf
      %e0_615, %e1_616, %e2_617 = cute.get_leaves(%tup_614) : !cute.int_tuple<"(?,?,?)">
      %coord_618 = cute.make_coord(%e0_615) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %918 = cute.get_scalars(%coord_618) : !cute.coord<"?">
      %919 = arith.cmpi slt, %918, %c1000_i32 : i32
      %coord_619 = cute.make_coord(%e1_616) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %920 = cute.get_scalars(%coord_619) : !cute.coord<"?">
      %921 = arith.cmpi slt, %920, %c1048_i32 : i32
      %922 = arith.andi %919, %921 : i1
      cf.cond_br %922, ^bb145, ^bb146
    ^bb145:  // pred: ^bb144
      %923 = cute.memref.load(%rmem_303, %168) : (!memref_rmem_f16_2, !cute.coord<"43">) -> f16
      cute.memref.store(%view_166, %168, %923) : (!memref_gmem_f16_3, !cute.coord<"43">, f16) -> ()
      cf.br ^bb146
    ^bb146:  // 2 preds: ^bb144, ^bb145
      %tup_620 = cute.add_offset(%tup_312, %167) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_621 = cute.deref_arith_tuple_iter(%tup_620) : !cute_arith_tuple_iter_d50395
      %e0_622, %e1_623, %e2_624 = cute.get_leaves(%tup_621) : !cute_int_tuple_d8f416
      %coord_625 = cute.make_coord(%e0_622) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %924 = cute.get_scalars(%coord_625) : !cute.coord<"?">
      %925 = arith.cmpi slt, %924, %c1000_i32 : i32
      %coord_626 = cute.make_coord(%e1_623) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %926 = cute.get_scalars(%coord_626) : !cute.coord<"?{div=2}">
      %927 = arith.cmpi slt, %926, %c1048_i32 : i32
      %928 = arith.andi %925, %927 : i1
      cf.cond_br %928, ^bb147, ^bb148
    ^bb147:  // pred: ^bb146
      %929 = cute.memref.load(%rmem_303, %166) : (!memref_rmem_f16_2, !cute.coord<"44">) -> f16
      cute.memref.store(%view_166, %166, %929) : (!memref_gmem_f16_3, !cute.coord<"44">, f16) -> ()
      cf.br ^bb148
    ^bb148:  // 2 preds: ^bb146, ^bb147
      %tup_627 = cute.add_offset(%tup_312, %165) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_628 = cute.deref_arith_tuple_iter(%tup_627) : !cute_arith_tuple_iter_2fe1bf
      %e0_629, %e1_630, %e2_631 = cute.get_leaves(%tup_628) : !cute.int_tuple<"(?,?,?)">
      %coord_632 = cute.make_coord(%e0_629) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %930 = cute.get_scalars(%coord_632) : !cute.coord<"?">
      %931 = arith.cmpi slt, %930, %c1000_i32 : i32
      %coord_633 = cute.make_coord(%e1_630) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %932 = cute.get_scalars(%coord_633) : !cute.coord<"?">
      %933 = arith.cmpi slt, %932, %c1048_i32 : i32
      %934 = arith.andi %931, %933 : i1
      cf.cond_br %934, ^bb149, ^bb150
    ^bb149:  // pred: ^bb148
      %935 = cute.memref.load(%rmem_303, %164) : (!memref_rmem_f16_2, !cute.coord<"45">) -> f16
      cute.memref.store(%view_166, %164, %935) : (!memref_gmem_f16_3, !cute.coord<"45">, f16) -> ()
      cf.br ^bb150
    ^bb150:  // 2 preds: ^bb148, ^bb149
      %tup_634 = cute.add_offset(%tup_312, %163) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_635 = cute.deref_arith_tuple_iter(%tup_634) : !cute_arith_tuple_iter_d50395
      %e0_636, %e1_637, %e2_638 = cute.get_leaves(%tup_635) : !cute_int_tuple_d8f416
      %coord_639 = cute.make_coord(%e0_636) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %936 = cute.get_scalars(%coord_639) : !cute.coord<"?">
      %937 = arith.cmpi slt, %936, %c1000_i32 : i32
      %coord_640 = cute.make_coord(%e1_637) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %938 = cute.get_scalars(%coord_640) : !cute.coord<"?{div=2}">
      %939 = arith.cmpi slt, %938, %c1048_i32 : i32
      %940 = arith.andi %937, %939 : i1
      cf.cond_br %940, ^bb151, ^bb152
    ^bb151:  // pred: ^bb150
      %941 = cute.memref.load(%rmem_303, %162) : (!memref_rmem_f16_2, !cute.coord<"46">) -> f16
      cute.memref.store(%view_166, %162, %941) : (!memref_gmem_f16_3, !cute.coord<"46">, f16) -> ()
      cf.br ^bb152
    ^bb152:  // 2 preds: ^bb150, ^bb151
      %tup_641 = cute.add_offset(%tup_312, %161) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_642 = cute.deref_arith_tuple_iter(%tup_641) : !cute_arith_tuple_iter_2fe1bf
      %e0_643, %e1_644, %e2_645 = cute.get_leaves(%tup_642) : !cute.int_tuple<"(?,?,?)">
      %coord_646 = cute.make_coord(%e0_643) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %942 = cute.get_scalars(%coord_646) : !cute.coord<"?">
      %943 = arith.cmpi slt, %942, %c1000_i32 : i32
      %coord_647 = cute.make_coord(%e1_644) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %944 = cute.get_scalars(%coord_647) : !cute.coord<"?">
      %945 = arith.cmpi slt, %944, %c1048_i32 : i32
      %946 = arith.andi %943, %945 : i1
      cf.cond_br %946, ^bb153, ^bb154
    ^bb153:  // pred: ^bb152
      %947 = cute.memref.load(%rmem_303, %160) : (!memref_rmem_f16_2, !cute.coord<"47">) -> f16
      cute.memref.store(%view_166, %160, %947) : (!memref_gmem_f16_3, !cute.coord<"47">, f16) -> ()
      cf.br ^bb154
    ^bb154:  // 2 preds: ^bb152, ^bb153
      %tup_648 = cute.add_offset(%tup_312, %159) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_649 = cute.deref_arith_tuple_iter(%tup_648) : !cute_arith_tuple_iter_d50395
      %e0_650, %e1_651, %e2_652 = cute.get_leaves(%tup_649) : !cute_int_tuple_d8f416
      %coord_653 = cute.make_coord(%e0_650) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %948 = cute.get_scalars(%coord_653) : !cute.coord<"?">
      %949 = arith.cmpi slt, %948, %c1000_i32 : i32
      %coord_654 = cute.make_coord(%e1_651) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %950 = cute.get_scalars(%coord_654) : !cute.coord<"?{div=2}">
      %951 = arith.cmpi slt, %950, %c1048_i32 : i32
      %952 = arith.andi %949, %951 : i1
      cf.cond_br %952, ^bb155, ^bb156
    ^bb155:  // pred: ^bb154
      %953 = cute.memref.load(%rmem_303, %158) : (!memref_rmem_f16_2, !cute.coord<"48">) -> f16
      cute.memref.store(%view_166, %158, %953) : (!memref_gmem_f16_3, !cute.coord<"48">, f16) -> ()
      cf.br ^bb156
    ^bb156:  // 2 preds: ^bb154, ^bb155
      %tup_655 = cute.add_offset(%tup_312, %157) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_656 = cute.deref_arith_tuple_iter(%tup_655) : !cute_arith_tuple_iter_2fe1bf
      %e0_657, %e1_658, %e2_659 = cute.get_leaves(%tup_656) : !cute.int_tuple<"(?,?,?)">
      %coord_660 = cute.make_coord(%e0_657) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %954 = cute.get_scalars(%coord_660) : !cute.coord<"?">
      %955 = arith.cmpi slt, %954, %c1000_i32 : i32
      %coord_661 = cute.make_coord(%e1_658) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %956 = cute.get_scalars(%coord_661) : !cute.coord<"?">
      %957 = arith.cmpi slt, %956, %c1048_i32 : i32
      %958 = arith.andi %955, %957 : i1
      cf.cond_br %958, ^bb157, ^bb158
    ^bb157:  // pred: ^bb156
      %959 = cute.memref.load(%rmem_303, %156) : (!memref_rmem_f16_2, !cute.coord<"49">) -> f16
      cute.memref.store(%view_166, %156, %959) : (!memref_gmem_f16_3, !cute.coord<"49">, f16) -> ()
      cf.br ^bb158
    ^bb158:  // 2 preds: ^bb156, ^bb157
      %tup_662 = cute.add_offset(%tup_312, %155) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_663 = cute.deref_arith_tuple_iter(%tup_662) : !cute_arith_tuple_iter_d50395
      %e0_664, %e1_665, %e2_666 = cute.get_leaves(%tup_663) : !cute_int_tuple_d8f416
      %coord_667 = cute.make_coord(%e0_664) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %960 = cute.get_scalars(%coord_667) : !cute.coord<"?">
      %961 = arith.cmpi slt, %960, %c1000_i32 : i32
      %coord_668 = cute.make_coord(%e1_665) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %962 = cute.get_scalars(%coord_668) : !cute.coord<"?{div=2}">
      %963 = arith.cmpi slt, %962, %c1048_i32 : i32
      %964 = arith.andi %961, %963 : i1
      cf.cond_br %964, ^bb159, ^bb160
    ^bb159:  // pred: ^bb158
      %965 = cute.memref.load(%rmem_303, %154) : (!memref_rmem_f16_2, !cute.coord<"50">) -> f16
      cute.memref.store(%view_166, %154, %965) : (!memref_gmem_f16_3, !cute.coord<"50">, f16) -> ()
      cf.br ^bb160
    ^bb160:  // 2 preds: ^bb158, ^bb159
      %tup_669 = cute.add_offset(%tup_312, %153) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_670 = cute.deref_arith_tuple_iter(%tup_669) : !cute_arith_tuple_iter_2fe1bf
      %e0_671, %e1_672, %e2_673 = cute.get_leaves(%tup_670) : !cute.int_tuple<"(?,?,?)">
      %coord_674 = cute.make_coord(%e0_671) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %966 = cute.get_scalars(%coord_674) : !cute.coord<"?">
      %967 = arith.cmpi slt, %966, %c1000_i32 : i32
      %coord_675 = cute.make_coord(%e1_672) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %968 = cute.get_scalars(%coord_675) : !cute.coord<"?">
      %969 = arith.cmpi slt, %968, %c1048_i32 : i32
      %970 = arith.andi %967, %969 : i1
      cf.cond_br %970, ^bb161, ^bb162
    ^bb161:  // pred: ^bb160
      %971 = cute.memref.load(%rmem_303, %152) : (!memref_rmem_f16_2, !cute.coord<"51">) -> f16
      cute.memref.store(%view_166, %152, %971) : (!memref_gmem_f16_3, !cute.coord<"51">, f16) -> ()
      cf.br ^bb162
    ^bb162:  // 2 preds: ^bb160, ^bb161
      %tup_676 = cute.add_offset(%tup_312, %151) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_677 = cute.deref_arith_tuple_iter(%tup_676) : !cute_arith_tuple_iter_d50395
      %e0_678, %e1_679, %e2_680 = cute.get_leaves(%tup_677) : !cute_int_tuple_d8f416
      %coord_681 = cute.make_coord(%e0_678) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %972 = cute.get_scalars(%coord_681) : !cute.coord<"?">
      %973 = arith.cmpi slt, %972, %c1000_i32 : i32
      %coord_682 = cute.make_coord(%e1_679) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %974 = cute.get_scalars(%coord_682) : !cute.coord<"?{div=2}">
      %975 = arith.cmpi slt, %974, %c1048_i32 : i32
      %976 = arith.andi %973, %975 : i1
      cf.cond_br %976, ^bb163, ^bb164
    ^bb163:  // pred: ^bb162
      %977 = cute.memref.load(%rmem_303, %150) : (!memref_rmem_f16_2, !cute.coord<"52">) -> f16
      cute.memref.store(%view_166, %150, %977) : (!memref_gmem_f16_3, !cute.coord<"52">, f16) -> ()
      cf.br ^bb164
    ^bb164:  // 2 preds: ^bb162, ^bb163
      %tup_683 = cute.add_offset(%tup_312, %149) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_684 = cute.deref_arith_tuple_iter(%tup_683) : !cute_arith_tuple_iter_2fe1bf
      %e0_685, %e1_686, %e2_687 = cute.get_leaves(%tup_684) : !cute.int_tuple<"(?,?,?)">
      %coord_688 = cute.make_coord(%e0_685) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %978 = cute.get_scalars(%coord_688) : !cute.coord<"?">
      %979 = arith.cmpi slt, %978, %c1000_i32 : i32
      %coord_689 = cute.make_coord(%e1_686) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %980 = cute.get_scalars(%coord_689) : !cute.coord<"?">
      %981 = arith.cmpi slt, %980, %c1048_i32 : i32
      %982 = arith.andi %979, %981 : i1
      cf.cond_br %982, ^bb165, ^bb166
    ^bb165:  // pred: ^bb164
      %983 = cute.memref.load(%rmem_303, %148) : (!memref_rmem_f16_2, !cute.coord<"53">) -> f16
      cute.memref.store(%view_166, %148, %983) : (!memref_gmem_f16_3, !cute.coord<"53">, f16) -> ()
      cf.br ^bb166
    ^bb166:  // 2 preds: ^bb164, ^bb165
      %tup_690 = cute.add_offset(%tup_312, %147) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_691 = cute.deref_arith_tuple_iter(%tup_690) : !cute_arith_tuple_iter_d50395
      %e0_692, %e1_693, %e2_694 = cute.get_leaves(%tup_691) : !cute_int_tuple_d8f416
      %coord_695 = cute.make_coord(%e0_692) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %984 = cute.get_scalars(%coord_695) : !cute.coord<"?">
      %985 = arith.cmpi slt, %984, %c1000_i32 : i32
      %coord_696 = cute.make_coord(%e1_693) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %986 = cute.get_scalars(%coord_696) : !cute.coord<"?{div=2}">
      %987 = arith.cmpi slt, %986, %c1048_i32 : i32
      %988 = arith.andi %985, %987 : i1
      cf.cond_br %988, ^bb167, ^bb168
    ^bb167:  // pred: ^bb166
      %989 = cute.memref.load(%rmem_303, %146) : (!memref_rmem_f16_2, !cute.coord<"54">) -> f16
      cute.memref.store(%view_166, %146, %989) : (!memref_gmem_f16_3, !cute.coord<"54">, f16) -> ()
      cf.br ^bb168
    ^bb168:  // 2 preds: ^bb166, ^bb167
      %tup_697 = cute.add_offset(%tup_312, %145) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_698 = cute.deref_arith_tuple_iter(%tup_697) : !cute_arith_tuple_iter_2fe1bf
      %e0_699, %e1_700, %e2_701 = cute.get_leaves(%tup_698) : !cute.int_tuple<"(?,?,?)">
      %coord_702 = cute.make_coord(%e0_699) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %990 = cute.get_scalars(%coord_702) : !cute.coord<"?">
      %991 = arith.cmpi slt, %990, %c1000_i32 : i32
      %coord_703 = cute.make_coord(%e1_700) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %992 = cute.get_scalars(%coord_703) : !cute.coord<"?">
      %993 = arith.cmpi slt, %992, %c1048_i32 : i32
      %994 = arith.andi %991, %993 : i1
      cf.cond_br %994, ^bb169, ^bb170
    ^bb169:  // pred: ^bb168
      %995 = cute.memref.load(%rmem_303, %144) : (!memref_rmem_f16_2, !cute.coord<"55">) -> f16
      cute.memref.store(%view_166, %144, %995) : (!memref_gmem_f16_3, !cute.coord<"55">, f16) -> ()
      cf.br ^bb170
    ^bb170:  // 2 preds: ^bb168, ^bb169
      %tup_704 = cute.add_offset(%tup_312, %143) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_705 = cute.deref_arith_tuple_iter(%tup_704) : !cute_arith_tuple_iter_d50395
      %e0_706, %e1_707, %e2_708 = cute.get_leaves(%tup_705) : !cute_int_tuple_d8f416
      %coord_709 = cute.make_coord(%e0_706) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %996 = cute.get_scalars(%coord_709) : !cute.coord<"?">
      %997 = arith.cmpi slt, %996, %c1000_i32 : i32
      %coord_710 = cute.make_coord(%e1_707) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %998 = cute.get_scalars(%coord_710) : !cute.coord<"?{div=2}">
      %999 = arith.cmpi slt, %998, %c1048_i32 : i32
      %1000 = arith.andi %997, %999 : i1
      cf.cond_br %1000, ^bb171, ^bb172
    ^bb171:  // pred: ^bb170
      %1001 = cute.memref.load(%rmem_303, %142) : (!memref_rmem_f16_2, !cute.coord<"56">) -> f16
      cute.memref.store(%view_166, %142, %1001) : (!memref_gmem_f16_3, !cute.coord<"56">, f16) -> ()
      cf.br ^bb172
    ^bb172:  // 2 preds: ^bb170, ^bb171
      %tup_711 = cute.add_offset(%tup_312, %141) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_712 = cute.deref_arith_tuple_iter(%tup_711) : !cute_arith_tuple_iter_2fe1bf
      %e0_713, %e1_714, %e2_715 = cute.get_leaves(%tup_712) : !cute.int_tuple<"(?,?,?)">
      %coord_716 = cute.make_coord(%e0_713) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1002 = cute.get_scalars(%coord_716) : !cute.coord<"?">
      %1003 = arith.cmpi slt, %1002, %c1000_i32 : i32
      %coord_717 = cute.make_coord(%e1_714) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1004 = cute.get_scalars(%coord_717) : !cute.coord<"?">
      %1005 = arith.cmpi slt, %1004, %c1048_i32 : i32
      %1006 = arith.andi %1003, %1005 : i1
      cf.cond_br %1006, ^bb173, ^bb174
    ^bb173:  // pred: ^bb172
      %1007 = cute.memref.load(%rmem_303, %140) : (!memref_rmem_f16_2, !cute.coord<"57">) -> f16
      cute.memref.store(%view_166, %140, %1007) : (!memref_gmem_f16_3, !cute.coord<"57">, f16) -> ()
      cf.br ^bb174
    ^bb174:  // 2 preds: ^bb172, ^bb173
      %tup_718 = cute.add_offset(%tup_312, %139) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_719 = cute.deref_arith_tuple_iter(%tup_718) : !cute_arith_tuple_iter_d50395
      %e0_720, %e1_721, %e2_722 = cute.get_leaves(%tup_719) : !cute_int_tuple_d8f416
      %coord_723 = cute.make_coord(%e0_720) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1008 = cute.get_scalars(%coord_723) : !cute.coord<"?">
      %1009 = arith.cmpi slt, %1008, %c1000_i32 : i32
      %coord_724 = cute.make_coord(%e1_721) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1010 = cute.get_scalars(%coord_724) : !cute.coord<"?{div=2}">
      %1011 = arith.cmpi slt, %1010, %c1048_i32 : i32
      %1012 = arith.andi %1009, %1011 : i1
      cf.cond_br %1012, ^bb175, ^bb176
    ^bb175:  // pred: ^bb174
      %1013 = cute.memref.load(%rmem_303, %138) : (!memref_rmem_f16_2, !cute.coord<"58">) -> f16
      cute.memref.store(%view_166, %138, %1013) : (!memref_gmem_f16_3, !cute.coord<"58">, f16) -> ()
      cf.br ^bb176
    ^bb176:  // 2 preds: ^bb174, ^bb175
      %tup_725 = cute.add_offset(%tup_312, %137) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_726 = cute.deref_arith_tuple_iter(%tup_725) : !cute_arith_tuple_iter_2fe1bf
      %e0_727, %e1_728, %e2_729 = cute.get_leaves(%tup_726) : !cute.int_tuple<"(?,?,?)">
      %coord_730 = cute.make_coord(%e0_727) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1014 = cute.get_scalars(%coord_730) : !cute.coord<"?">
      %1015 = arith.cmpi slt, %1014, %c1000_i32 : i32
      %coord_731 = cute.make_coord(%e1_728) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1016 = cute.get_scalars(%coord_731) : !cute.coord<"?">
      %1017 = arith.cmpi slt, %1016, %c1048_i32 : i32
      %1018 = arith.andi %1015, %1017 : i1
      cf.cond_br %1018, ^bb177, ^bb178
    ^bb177:  // pred: ^bb176
      %1019 = cute.memref.load(%rmem_303, %136) : (!memref_rmem_f16_2, !cute.coord<"59">) -> f16
      cute.memref.store(%view_166, %136, %1019) : (!memref_gmem_f16_3, !cute.coord<"59">, f16) -> ()
      cf.br ^bb178
    ^bb178:  // 2 preds: ^bb176, ^bb177
      %tup_732 = cute.add_offset(%tup_312, %135) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_733 = cute.deref_arith_tuple_iter(%tup_732) : !cute_arith_tuple_iter_d50395
      %e0_734, %e1_735, %e2_736 = cute.get_leaves(%tup_733) : !cute_int_tuple_d8f416
      %coord_737 = cute.make_coord(%e0_734) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1020 = cute.get_scalars(%coord_737) : !cute.coord<"?">
      %1021 = arith.cmpi slt, %1020, %c1000_i32 : i32
      %coord_738 = cute.make_coord(%e1_735) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1022 = cute.get_scalars(%coord_738) : !cute.coord<"?{div=2}">
      %1023 = arith.cmpi slt, %1022, %c1048_i32 : i32
      %1024 = arith.andi %1021, %1023 : i1
      cf.cond_br %1024, ^bb179, ^bb180
    ^bb179:  // pred: ^bb178
      %1025 = cute.memref.load(%rmem_303, %134) : (!memref_rmem_f16_2, !cute.coord<"60">) -> f16
      cute.memref.store(%view_166, %134, %1025) : (!memref_gmem_f16_3, !cute.coord<"60">, f16) -> ()
      cf.br ^bb180
    ^bb180:  // 2 preds: ^bb178, ^bb179
      %tup_739 = cute.add_offset(%tup_312, %133) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_740 = cute.deref_arith_tuple_iter(%tup_739) : !cute_arith_tuple_iter_2fe1bf
      %e0_741, %e1_742, %e2_743 = cute.get_leaves(%tup_740) : !cute.int_tuple<"(?,?,?)">
      %coord_744 = cute.make_coord(%e0_741) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1026 = cute.get_scalars(%coord_744) : !cute.coord<"?">
      %1027 = arith.cmpi slt, %1026, %c1000_i32 : i32
      %coord_745 = cute.make_coord(%e1_742) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1028 = cute.get_scalars(%coord_745) : !cute.coord<"?">
      %1029 = arith.cmpi slt, %1028, %c1048_i32 : i32
      %1030 = arith.andi %1027, %1029 : i1
      cf.cond_br %1030, ^bb181, ^bb182
    ^bb181:  // pred: ^bb180
      %1031 = cute.memref.load(%rmem_303, %132) : (!memref_rmem_f16_2, !cute.coord<"61">) -> f16
      cute.memref.store(%view_166, %132, %1031) : (!memref_gmem_f16_3, !cute.coord<"61">, f16) -> ()
      cf.br ^bb182
    ^bb182:  // 2 preds: ^bb180, ^bb181
      %tup_746 = cute.add_offset(%tup_312, %131) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_747 = cute.deref_arith_tuple_iter(%tup_746) : !cute_arith_tuple_iter_d50395
      %e0_748, %e1_749, %e2_750 = cute.get_leaves(%tup_747) : !cute_int_tuple_d8f416
      %coord_751 = cute.make_coord(%e0_748) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1032 = cute.get_scalars(%coord_751) : !cute.coord<"?">
      %1033 = arith.cmpi slt, %1032, %c1000_i32 : i32
      %coord_752 = cute.make_coord(%e1_749) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1034 = cute.get_scalars(%coord_752) : !cute.coord<"?{div=2}">
      %1035 = arith.cmpi slt, %1034, %c1048_i32 : i32
      %1036 = arith.andi %1033, %1035 : i1
      cf.cond_br %1036, ^bb183, ^bb184
    ^bb183:  // pred: ^bb182
      %1037 = cute.memref.load(%rmem_303, %130) : (!memref_rmem_f16_2, !cute.coord<"62">) -> f16
      cute.memref.store(%view_166, %130, %1037) : (!memref_gmem_f16_3, !cute.coord<"62">, f16) -> ()
      cf.br ^bb184
    ^bb184:  // 2 preds: ^bb182, ^bb183
      %tup_753 = cute.add_offset(%tup_312, %129) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_754 = cute.deref_arith_tuple_iter(%tup_753) : !cute_arith_tuple_iter_2fe1bf
      %e0_755, %e1_756, %e2_757 = cute.get_leaves(%tup_754) : !cute.int_tuple<"(?,?,?)">
      %coord_758 = cute.make_coord(%e0_755) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1038 = cute.get_scalars(%coord_758) : !cute.coord<"?">
      %1039 = arith.cmpi slt, %1038, %c1000_i32 : i32
      %coord_759 = cute.make_coord(%e1_756) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1040 = cute.get_scalars(%coord_759) : !cute.coord<"?">
      %1041 = arith.cmpi slt, %1040, %c1048_i32 : i32
      %1042 = arith.andi %1039, %1041 : i1
      cf.cond_br %1042, ^bb185, ^bb186
    ^bb185:  // pred: ^bb184
      %1043 = cute.memref.load(%rmem_303, %128) : (!memref_rmem_f16_2, !cute.coord<"63">) -> f16
      cute.memref.store(%view_166, %128, %1043) : (!memref_gmem_f16_3, !cute.coord<"63">, f16) -> ()
      cf.br ^bb186
    ^bb186:  // 2 preds: ^bb184, ^bb185
      %tup_760 = cute.add_offset(%tup_312, %127) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_761 = cute.deref_arith_tuple_iter(%tup_760) : !cute_arith_tuple_iter_d50395
      %e0_762, %e1_763, %e2_764 = cute.get_leaves(%tup_761) : !cute_int_tuple_d8f416
      %coord_765 = cute.make_coord(%e0_762) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1044 = cute.get_scalars(%coord_765) : !cute.coord<"?">
      %1045 = arith.cmpi slt, %1044, %c1000_i32 : i32
      %coord_766 = cute.make_coord(%e1_763) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1046 = cute.get_scalars(%coord_766) : !cute.coord<"?{div=2}">
      %1047 = arith.cmpi slt, %1046, %c1048_i32 : i32
      %1048 = arith.andi %1045, %1047 : i1
      cf.cond_br %1048, ^bb187, ^bb188
    ^bb187:  // pred: ^bb186
      %1049 = cute.memref.load(%rmem_303, %126) : (!memref_rmem_f16_2, !cute.coord<"64">) -> f16
      cute.memref.store(%view_166, %126, %1049) : (!memref_gmem_f16_3, !cute.coord<"64">, f16) -> ()
      cf.br ^bb188
    ^bb188:  // 2 preds: ^bb186, ^bb187
      %tup_767 = cute.add_offset(%tup_312, %125) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_768 = cute.deref_arith_tuple_iter(%tup_767) : !cute_arith_tuple_iter_2fe1bf
      %e0_769, %e1_770, %e2_771 = cute.get_leaves(%tup_768) : !cute.int_tuple<"(?,?,?)">
      %coord_772 = cute.make_coord(%e0_769) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1050 = cute.get_scalars(%coord_772) : !cute.coord<"?">
      %1051 = arith.cmpi slt, %1050, %c1000_i32 : i32
      %coord_773 = cute.make_coord(%e1_770) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1052 = cute.get_scalars(%coord_773) : !cute.coord<"?">
      %1053 = arith.cmpi slt, %1052, %c1048_i32 : i32
      %1054 = arith.andi %1051, %1053 : i1
      cf.cond_br %1054, ^bb189, ^bb190
    ^bb189:  // pred: ^bb188
      %1055 = cute.memref.load(%rmem_303, %124) : (!memref_rmem_f16_2, !cute.coord<"65">) -> f16
      cute.memref.store(%view_166, %124, %1055) : (!memref_gmem_f16_3, !cute.coord<"65">, f16) -> ()
      cf.br ^bb190
    ^bb190:  // 2 preds: ^bb188, ^bb189
      %tup_774 = cute.add_offset(%tup_312, %123) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_775 = cute.deref_arith_tuple_iter(%tup_774) : !cute_arith_tuple_iter_d50395
      %e0_776, %e1_777, %e2_778 = cute.get_leaves(%tup_775) : !cute_int_tuple_d8f416
      %coord_779 = cute.make_coord(%e0_776) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1056 = cute.get_scalars(%coord_779) : !cute.coord<"?">
      %1057 = arith.cmpi slt, %1056, %c1000_i32 : i32
      %coord_780 = cute.make_coord(%e1_777) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1058 = cute.get_scalars(%coord_780) : !cute.coord<"?{div=2}">
      %1059 = arith.cmpi slt, %1058, %c1048_i32 : i32
      %1060 = arith.andi %1057, %1059 : i1
      cf.cond_br %1060, ^bb191, ^bb192
    ^bb191:  // pred: ^bb190
      %1061 = cute.memref.load(%rmem_303, %122) : (!memref_rmem_f16_2, !cute.coord<"66">) -> f16
      cute.memref.store(%view_166, %122, %1061) : (!memref_gmem_f16_3, !cute.coord<"66">, f16) -> ()
      cf.br ^bb192
    ^bb192:  // 2 preds: ^bb190, ^bb191
      %tup_781 = cute.add_offset(%tup_312, %121) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_782 = cute.deref_arith_tuple_iter(%tup_781) : !cute_arith_tuple_iter_2fe1bf
      %e0_783, %e1_784, %e2_785 = cute.get_leaves(%tup_782) : !cute.int_tuple<"(?,?,?)">
      %coord_786 = cute.make_coord(%e0_783) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1062 = cute.get_scalars(%coord_786) : !cute.coord<"?">
      %1063 = arith.cmpi slt, %1062, %c1000_i32 : i32
      %coord_787 = cute.make_coord(%e1_784) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1064 = cute.get_scalars(%coord_787) : !cute.coord<"?">
      %1065 = arith.cmpi slt, %1064, %c1048_i32 : i32
      %1066 = arith.andi %1063, %1065 : i1
      cf.cond_br %1066, ^bb193, ^bb194
    ^bb193:  // pred: ^bb192
      %1067 = cute.memref.load(%rmem_303, %120) : (!memref_rmem_f16_2, !cute.coord<"67">) -> f16
      cute.memref.store(%view_166, %120, %1067) : (!memref_gmem_f16_3, !cute.coord<"67">, f16) -> ()
      cf.br ^bb194
    ^bb194:  // 2 preds: ^bb192, ^bb193
      %tup_788 = cute.add_offset(%tup_312, %119) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_789 = cute.deref_arith_tuple_iter(%tup_788) : !cute_arith_tuple_iter_d50395
      %e0_790, %e1_791, %e2_792 = cute.get_leaves(%tup_789) : !cute_int_tuple_d8f416
      %coord_793 = cute.make_coord(%e0_790) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1068 = cute.get_scalars(%coord_793) : !cute.coord<"?">
      %1069 = arith.cmpi slt, %1068, %c1000_i32 : i32
      %coord_794 = cute.make_coord(%e1_791) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1070 = cute.get_scalars(%coord_794) : !cute.coord<"?{div=2}">
      %1071 = arith.cmpi slt, %1070, %c1048_i32 : i32
      %1072 = arith.andi %1069, %1071 : i1
      cf.cond_br %1072, ^bb195, ^bb196
    ^bb195:  // pred: ^bb194
      %1073 = cute.memref.load(%rmem_303, %118) : (!memref_rmem_f16_2, !cute.coord<"68">) -> f16
      cute.memref.store(%view_166, %118, %1073) : (!memref_gmem_f16_3, !cute.coord<"68">, f16) -> ()
      cf.br ^bb196
    ^bb196:  // 2 preds: ^bb194, ^bb195
      %tup_795 = cute.add_offset(%tup_312, %117) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_796 = cute.deref_arith_tuple_iter(%tup_795) : !cute_arith_tuple_iter_2fe1bf
      %e0_797, %e1_798, %e2_799 = cute.get_leaves(%tup_796) : !cute.int_tuple<"(?,?,?)">
      %coord_800 = cute.make_coord(%e0_797) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1074 = cute.get_scalars(%coord_800) : !cute.coord<"?">
      %1075 = arith.cmpi slt, %1074, %c1000_i32 : i32
      %coord_801 = cute.make_coord(%e1_798) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1076 = cute.get_scalars(%coord_801) : !cute.coord<"?">
      %1077 = arith.cmpi slt, %1076, %c1048_i32 : i32
      %1078 = arith.andi %1075, %1077 : i1
      cf.cond_br %1078, ^bb197, ^bb198
    ^bb197:  // pred: ^bb196
      %1079 = cute.memref.load(%rmem_303, %116) : (!memref_rmem_f16_2, !cute.coord<"69">) -> f16
      cute.memref.store(%view_166, %116, %1079) : (!memref_gmem_f16_3, !cute.coord<"69">, f16) -> ()
      cf.br ^bb198
    ^bb198:  // 2 preds: ^bb196, ^bb197
      %tup_802 = cute.add_offset(%tup_312, %115) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_803 = cute.deref_arith_tuple_iter(%tup_802) : !cute_arith_tuple_iter_d50395
      %e0_804, %e1_805, %e2_806 = cute.get_leaves(%tup_803) : !cute_int_tuple_d8f416
      %coord_807 = cute.make_coord(%e0_804) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1080 = cute.get_scalars(%coord_807) : !cute.coord<"?">
      %1081 = arith.cmpi slt, %1080, %c1000_i32 : i32
      %coord_808 = cute.make_coord(%e1_805) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1082 = cute.get_scalars(%coord_808) : !cute.coord<"?{div=2}">
      %1083 = arith.cmpi slt, %1082, %c1048_i32 : i32
      %1084 = arith.andi %1081, %1083 : i1
      cf.cond_br %1084, ^bb199, ^bb200
    ^bb199:  // pred: ^bb198
      %1085 = cute.memref.load(%rmem_303, %114) : (!memref_rmem_f16_2, !cute.coord<"70">) -> f16
      cute.memref.store(%view_166, %114, %1085) : (!memref_gmem_f16_3, !cute.coord<"70">, f16) -> ()
      cf.br ^bb200
    ^bb200:  // 2 preds: ^bb198, ^bb199
      %tup_809 = cute.add_offset(%tup_312, %113) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_810 = cute.deref_arith_tuple_iter(%tup_809) : !cute_arith_tuple_iter_2fe1bf
      %e0_811, %e1_812, %e2_813 = cute.get_leaves(%tup_810) : !cute.int_tuple<"(?,?,?)">
      %coord_814 = cute.make_coord(%e0_811) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1086 = cute.get_scalars(%coord_814) : !cute.coord<"?">
      %1087 = arith.cmpi slt, %1086, %c1000_i32 : i32
      %coord_815 = cute.make_coord(%e1_812) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1088 = cute.get_scalars(%coord_815) : !cute.coord<"?">
      %1089 = arith.cmpi slt, %1088, %c1048_i32 : i32
      %1090 = arith.andi %1087, %1089 : i1
      cf.cond_br %1090, ^bb201, ^bb202
    ^bb201:  // pred: ^bb200
      %1091 = cute.memref.load(%rmem_303, %112) : (!memref_rmem_f16_2, !cute.coord<"71">) -> f16
      cute.memref.store(%view_166, %112, %1091) : (!memref_gmem_f16_3, !cute.coord<"71">, f16) -> ()
      cf.br ^bb202
    ^bb202:  // 2 preds: ^bb200, ^bb201
      %tup_816 = cute.add_offset(%tup_312, %111) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_817 = cute.deref_arith_tuple_iter(%tup_816) : !cute_arith_tuple_iter_d50395
      %e0_818, %e1_819, %e2_820 = cute.get_leaves(%tup_817) : !cute_int_tuple_d8f416
      %coord_821 = cute.make_coord(%e0_818) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1092 = cute.get_scalars(%coord_821) : !cute.coord<"?">
      %1093 = arith.cmpi slt, %1092, %c1000_i32 : i32
      %coord_822 = cute.make_coord(%e1_819) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1094 = cute.get_scalars(%coord_822) : !cute.coord<"?{div=2}">
      %1095 = arith.cmpi slt, %1094, %c1048_i32 : i32
      %1096 = arith.andi %1093, %1095 : i1
      cf.cond_br %1096, ^bb203, ^bb204
    ^bb203:  // pred: ^bb202
      %1097 = cute.memref.load(%rmem_303, %110) : (!memref_rmem_f16_2, !cute.coord<"72">) -> f16
      cute.memref.store(%view_166, %110, %1097) : (!memref_gmem_f16_3, !cute.coord<"72">, f16) -> ()
      cf.br ^bb204
    ^bb204:  // 2 preds: ^bb202, ^bb203
      %tup_823 = cute.add_offset(%tup_312, %109) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_824 = cute.deref_arith_tuple_iter(%tup_823) : !cute_arith_tuple_iter_2fe1bf
      %e0_825, %e1_826, %e2_827 = cute.get_leaves(%tup_824) : !cute.int_tuple<"(?,?,?)">
      %coord_828 = cute.make_coord(%e0_825) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1098 = cute.get_scalars(%coord_828) : !cute.coord<"?">
      %1099 = arith.cmpi slt, %1098, %c1000_i32 : i32
      %coord_829 = cute.make_coord(%e1_826) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1100 = cute.get_scalars(%coord_829) : !cute.coord<"?">
      %1101 = arith.cmpi slt, %1100, %c1048_i32 : i32
      %1102 = arith.andi %1099, %1101 : i1
      cf.cond_br %1102, ^bb205, ^bb206
    ^bb205:  // pred: ^bb204
      %1103 = cute.memref.load(%rmem_303, %108) : (!memref_rmem_f16_2, !cute.coord<"73">) -> f16
      cute.memref.store(%view_166, %108, %1103) : (!memref_gmem_f16_3, !cute.coord<"73">, f16) -> ()
      cf.br ^bb206
    ^bb206:  // 2 preds: ^bb204, ^bb205
      %tup_830 = cute.add_offset(%tup_312, %107) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_831 = cute.deref_arith_tuple_iter(%tup_830) : !cute_arith_tuple_iter_d50395
      %e0_832, %e1_833, %e2_834 = cute.get_leaves(%tup_831) : !cute_int_tuple_d8f416
      %coord_835 = cute.make_coord(%e0_832) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1104 = cute.get_scalars(%coord_835) : !cute.coord<"?">
      %1105 = arith.cmpi slt, %1104, %c1000_i32 : i32
      %coord_836 = cute.make_coord(%e1_833) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1106 = cute.get_scalars(%coord_836) : !cute.coord<"?{div=2}">
      %1107 = arith.cmpi slt, %1106, %c1048_i32 : i32
      %1108 = arith.andi %1105, %1107 : i1
      cf.cond_br %1108, ^bb207, ^bb208
    ^bb207:  // pred: ^bb206
      %1109 = cute.memref.load(%rmem_303, %106) : (!memref_rmem_f16_2, !cute.coord<"74">) -> f16
      cute.memref.store(%view_166, %106, %1109) : (!memref_gmem_f16_3, !cute.coord<"74">, f16) -> ()
      cf.br ^bb208
    ^bb208:  // 2 preds: ^bb206, ^bb207
      %tup_837 = cute.add_offset(%tup_312, %105) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_838 = cute.deref_arith_tuple_iter(%tup_837) : !cute_arith_tuple_iter_2fe1bf
      %e0_839, %e1_840, %e2_841 = cute.get_leaves(%tup_838) : !cute.int_tuple<"(?,?,?)">
      %coord_842 = cute.make_coord(%e0_839) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1110 = cute.get_scalars(%coord_842) : !cute.coord<"?">
      %1111 = arith.cmpi slt, %1110, %c1000_i32 : i32
      %coord_843 = cute.make_coord(%e1_840) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1112 = cute.get_scalars(%coord_843) : !cute.coord<"?">
      %1113 = arith.cmpi slt, %1112, %c1048_i32 : i32
      %1114 = arith.andi %1111, %1113 : i1
      cf.cond_br %1114, ^bb209, ^bb210
    ^bb209:  // pred: ^bb208
      %1115 = cute.memref.load(%rmem_303, %104) : (!memref_rmem_f16_2, !cute.coord<"75">) -> f16
      cute.memref.store(%view_166, %104, %1115) : (!memref_gmem_f16_3, !cute.coord<"75">, f16) -> ()
      cf.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      %tup_844 = cute.add_offset(%tup_312, %103) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_845 = cute.deref_arith_tuple_iter(%tup_844) : !cute_arith_tuple_iter_d50395
      %e0_846, %e1_847, %e2_848 = cute.get_leaves(%tup_845) : !cute_int_tuple_d8f416
      %coord_849 = cute.make_coord(%e0_846) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1116 = cute.get_scalars(%coord_849) : !cute.coord<"?">
      %1117 = arith.cmpi slt, %1116, %c1000_i32 : i32
      %coord_850 = cute.make_coord(%e1_847) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1118 = cute.get_scalars(%coord_850) : !cute.coord<"?{div=2}">
      %1119 = arith.cmpi slt, %1118, %c1048_i32 : i32
      %1120 = arith.andi %1117, %1119 : i1
      cf.cond_br %1120, ^bb211, ^bb212
    ^bb211:  // pred: ^bb210
      %1121 = cute.memref.load(%rmem_303, %102) : (!memref_rmem_f16_2, !cute.coord<"76">) -> f16
      cute.memref.store(%view_166, %102, %1121) : (!memref_gmem_f16_3, !cute.coord<"76">, f16) -> ()
      cf.br ^bb212
    ^bb212:  // 2 preds: ^bb210, ^bb211
      %tup_851 = cute.add_offset(%tup_312, %101) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_852 = cute.deref_arith_tuple_iter(%tup_851) : !cute_arith_tuple_iter_2fe1bf
      %e0_853, %e1_854, %e2_855 = cute.get_leaves(%tup_852) : !cute.int_tuple<"(?,?,?)">
      %coord_856 = cute.make_coord(%e0_853) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1122 = cute.get_scalars(%coord_856) : !cute.coord<"?">
      %1123 = arith.cmpi slt, %1122, %c1000_i32 : i32
      %coord_857 = cute.make_coord(%e1_854) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1124 = cute.get_scalars(%coord_857) : !cute.coord<"?">
      %1125 = arith.cmpi slt, %1124, %c1048_i32 : i32
      %1126 = arith.andi %1123, %1125 : i1
      cf.cond_br %1126, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      %1127 = cute.memref.load(%rmem_303, %100) : (!memref_rmem_f16_2, !cute.coord<"77">) -> f16
      cute.memref.store(%view_166, %100, %1127) : (!memref_gmem_f16_3, !cute.coord<"77">, f16) -> ()
      cf.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      %tup_858 = cute.add_offset(%tup_312, %99) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_859 = cute.deref_arith_tuple_iter(%tup_858) : !cute_arith_tuple_iter_d50395
      %e0_860, %e1_861, %e2_862 = cute.get_leaves(%tup_859) : !cute_int_tuple_d8f416
      %coord_863 = cute.make_coord(%e0_860) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1128 = cute.get_scalars(%coord_863) : !cute.coord<"?">
      %1129 = arith.cmpi slt, %1128, %c1000_i32 : i32
      %coord_864 = cute.make_coord(%e1_861) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1130 = cute.get_scalars(%coord_864) : !cute.coord<"?{div=2}">
      %1131 = arith.cmpi slt, %1130, %c1048_i32 : i32
      %1132 = arith.andi %1129, %1131 : i1
      cf.cond_br %1132, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      %1133 = cute.memref.load(%rmem_303, %98) : (!memref_rmem_f16_2, !cute.coord<"78">) -> f16
      cute.memref.store(%view_166, %98, %1133) : (!memref_gmem_f16_3, !cute.coord<"78">, f16) -> ()
      cf.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      %tup_865 = cute.add_offset(%tup_312, %97) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_866 = cute.deref_arith_tuple_iter(%tup_865) : !cute_arith_tuple_iter_2fe1bf
      %e0_867, %e1_868, %e2_869 = cute.get_leaves(%tup_866) : !cute.int_tuple<"(?,?,?)">
      %coord_870 = cute.make_coord(%e0_867) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1134 = cute.get_scalars(%coord_870) : !cute.coord<"?">
      %1135 = arith.cmpi slt, %1134, %c1000_i32 : i32
      %coord_871 = cute.make_coord(%e1_868) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1136 = cute.get_scalars(%coord_871) : !cute.coord<"?">
      %1137 = arith.cmpi slt, %1136, %c1048_i32 : i32
      %1138 = arith.andi %1135, %1137 : i1
      cf.cond_br %1138, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      %1139 = cute.memref.load(%rmem_303, %96) : (!memref_rmem_f16_2, !cute.coord<"79">) -> f16
      cute.memref.store(%view_166, %96, %1139) : (!memref_gmem_f16_3, !cute.coord<"79">, f16) -> ()
      cf.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      %tup_872 = cute.add_offset(%tup_312, %95) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_873 = cute.deref_arith_tuple_iter(%tup_872) : !cute_arith_tuple_iter_d50395
      %e0_874, %e1_875, %e2_876 = cute.get_leaves(%tup_873) : !cute_int_tuple_d8f416
      %coord_877 = cute.make_coord(%e0_874) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1140 = cute.get_scalars(%coord_877) : !cute.coord<"?">
      %1141 = arith.cmpi slt, %1140, %c1000_i32 : i32
      %coord_878 = cute.make_coord(%e1_875) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1142 = cute.get_scalars(%coord_878) : !cute.coord<"?{div=2}">
      %1143 = arith.cmpi slt, %1142, %c1048_i32 : i32
      %1144 = arith.andi %1141, %1143 : i1
      cf.cond_br %1144, ^bb219, ^bb220
    ^bb219:  // pred: ^bb218
      %1145 = cute.memref.load(%rmem_303, %94) : (!memref_rmem_f16_2, !cute.coord<"80">) -> f16
      cute.memref.store(%view_166, %94, %1145) : (!memref_gmem_f16_3, !cute.coord<"80">, f16) -> ()
      cf.br ^bb220
    ^bb220:  // 2 preds: ^bb218, ^bb219
      %tup_879 = cute.add_offset(%tup_312, %93) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_880 = cute.deref_arith_tuple_iter(%tup_879) : !cute_arith_tuple_iter_2fe1bf
      %e0_881, %e1_882, %e2_883 = cute.get_leaves(%tup_880) : !cute.int_tuple<"(?,?,?)">
      %coord_884 = cute.make_coord(%e0_881) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1146 = cute.get_scalars(%coord_884) : !cute.coord<"?">
      %1147 = arith.cmpi slt, %1146, %c1000_i32 : i32
      %coord_885 = cute.make_coord(%e1_882) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1148 = cute.get_scalars(%coord_885) : !cute.coord<"?">
      %1149 = arith.cmpi slt, %1148, %c1048_i32 : i32
      %1150 = arith.andi %1147, %1149 : i1
      cf.cond_br %1150, ^bb221, ^bb222
    ^bb221:  // pred: ^bb220
      %1151 = cute.memref.load(%rmem_303, %92) : (!memref_rmem_f16_2, !cute.coord<"81">) -> f16
      cute.memref.store(%view_166, %92, %1151) : (!memref_gmem_f16_3, !cute.coord<"81">, f16) -> ()
      cf.br ^bb222
    ^bb222:  // 2 preds: ^bb220, ^bb221
      %tup_886 = cute.add_offset(%tup_312, %91) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_887 = cute.deref_arith_tuple_iter(%tup_886) : !cute_arith_tuple_iter_d50395
      %e0_888, %e1_889, %e2_890 = cute.get_leaves(%tup_887) : !cute_int_tuple_d8f416
      %coord_891 = cute.make_coord(%e0_888) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1152 = cute.get_scalars(%coord_891) : !cute.coord<"?">
      %1153 = arith.cmpi slt, %1152, %c1000_i32 : i32
      %coord_892 = cute.make_coord(%e1_889) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1154 = cute.get_scalars(%coord_892) : !cute.coord<"?{div=2}">
      %1155 = arith.cmpi slt, %1154, %c1048_i32 : i32
      %1156 = arith.andi %1153, %1155 : i1
      cf.cond_br %1156, ^bb223, ^bb224
    ^bb223:  // pred: ^bb222
      %1157 = cute.memref.load(%rmem_303, %90) : (!memref_rmem_f16_2, !cute.coord<"82">) -> f16
      cute.memref.store(%view_166, %90, %1157) : (!memref_gmem_f16_3, !cute.coord<"82">, f16) -> ()
      cf.br ^bb224
    ^bb224:  // 2 preds: ^bb222, ^bb223
      %tup_893 = cute.add_offset(%tup_312, %89) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_894 = cute.deref_arith_tuple_iter(%tup_893) : !cute_arith_tuple_iter_2fe1bf
      %e0_895, %e1_896, %e2_897 = cute.get_leaves(%tup_894) : !cute.int_tuple<"(?,?,?)">
      %coord_898 = cute.make_coord(%e0_895) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1158 = cute.get_scalars(%coord_898) : !cute.coord<"?">
      %1159 = arith.cmpi slt, %1158, %c1000_i32 : i32
      %coord_899 = cute.make_coord(%e1_896) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1160 = cute.get_scalars(%coord_899) : !cute.coord<"?">
      %1161 = arith.cmpi slt, %1160, %c1048_i32 : i32
      %1162 = arith.andi %1159, %1161 : i1
      cf.cond_br %1162, ^bb225, ^bb226
    ^bb225:  // pred: ^bb224
      %1163 = cute.memref.load(%rmem_303, %88) : (!memref_rmem_f16_2, !cute.coord<"83">) -> f16
      cute.memref.store(%view_166, %88, %1163) : (!memref_gmem_f16_3, !cute.coord<"83">, f16) -> ()
      cf.br ^bb226
    ^bb226:  // 2 preds: ^bb224, ^bb225
      %tup_900 = cute.add_offset(%tup_312, %87) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_901 = cute.deref_arith_tuple_iter(%tup_900) : !cute_arith_tuple_iter_d50395
      %e0_902, %e1_903, %e2_904 = cute.get_leaves(%tup_901) : !cute_int_tuple_d8f416
      %coord_905 = cute.make_coord(%e0_902) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1164 = cute.get_scalars(%coord_905) : !cute.coord<"?">
      %1165 = arith.cmpi slt, %1164, %c1000_i32 : i32
      %coord_906 = cute.make_coord(%e1_903) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1166 = cute.get_scalars(%coord_906) : !cute.coord<"?{div=2}">
      %1167 = arith.cmpi slt, %1166, %c1048_i32 : i32
      %1168 = arith.andi %1165, %1167 : i1
      cf.cond_br %1168, ^bb227, ^bb228
    ^bb227:  // pred: ^bb226
      %1169 = cute.memref.load(%rmem_303, %86) : (!memref_rmem_f16_2, !cute.coord<"84">) -> f16
      cute.memref.store(%view_166, %86, %1169) : (!memref_gmem_f16_3, !cute.coord<"84">, f16) -> ()
      cf.br ^bb228
    ^bb228:  // 2 preds: ^bb226, ^bb227
      %tup_907 = cute.add_offset(%tup_312, %85) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_908 = cute.deref_arith_tuple_iter(%tup_907) : !cute_arith_tuple_iter_2fe1bf
      %e0_909, %e1_910, %e2_911 = cute.get_leaves(%tup_908) : !cute.int_tuple<"(?,?,?)">
      %coord_912 = cute.make_coord(%e0_909) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1170 = cute.get_scalars(%coord_912) : !cute.coord<"?">
      %1171 = arith.cmpi slt, %1170, %c1000_i32 : i32
      %coord_913 = cute.make_coord(%e1_910) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1172 = cute.get_scalars(%coord_913) : !cute.coord<"?">
      %1173 = arith.cmpi slt, %1172, %c1048_i32 : i32
      %1174 = arith.andi %1171, %1173 : i1
      cf.cond_br %1174, ^bb229, ^bb230
    ^bb229:  // pred: ^bb228
      %1175 = cute.memref.load(%rmem_303, %84) : (!memref_rmem_f16_2, !cute.coord<"85">) -> f16
      cute.memref.store(%view_166, %84, %1175) : (!memref_gmem_f16_3, !cute.coord<"85">, f16) -> ()
      cf.br ^bb230
    ^bb230:  // 2 preds: ^bb228, ^bb229
      %tup_914 = cute.add_offset(%tup_312, %83) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_915 = cute.deref_arith_tuple_iter(%tup_914) : !cute_arith_tuple_iter_d50395
      %e0_916, %e1_917, %e2_918 = cute.get_leaves(%tup_915) : !cute_int_tuple_d8f416
      %coord_919 = cute.make_coord(%e0_916) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1176 = cute.get_scalars(%coord_919) : !cute.coord<"?">
      %1177 = arith.cmpi slt, %1176, %c1000_i32 : i32
      %coord_920 = cute.make_coord(%e1_917) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1178 = cute.get_scalars(%coord_920) : !cute.coord<"?{div=2}">
      %1179 = arith.cmpi slt, %1178, %c1048_i32 : i32
      %1180 = arith.andi %1177, %1179 : i1
      cf.cond_br %1180, ^bb231, ^bb232
    ^bb231:  // pred: ^bb230
      %1181 = cute.memref.load(%rmem_303, %82) : (!memref_rmem_f16_2, !cute.coord<"86">) -> f16
      cute.memref.store(%view_166, %82, %1181) : (!memref_gmem_f16_3, !cute.coord<"86">, f16) -> ()
      cf.br ^bb232
    ^bb232:  // 2 preds: ^bb230, ^bb231
      %tup_921 = cute.add_offset(%tup_312, %81) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_922 = cute.deref_arith_tuple_iter(%tup_921) : !cute_arith_tuple_iter_2fe1bf
      %e0_923, %e1_924, %e2_925 = cute.get_leaves(%tup_922) : !cute.int_tuple<"(?,?,?)">
      %coord_926 = cute.make_coord(%e0_923) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1182 = cute.get_scalars(%coord_926) : !cute.coord<"?">
      %1183 = arith.cmpi slt, %1182, %c1000_i32 : i32
      %coord_927 = cute.make_coord(%e1_924) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1184 = cute.get_scalars(%coord_927) : !cute.coord<"?">
      %1185 = arith.cmpi slt, %1184, %c1048_i32 : i32
      %1186 = arith.andi %1183, %1185 : i1
      cf.cond_br %1186, ^bb233, ^bb234
    ^bb233:  // pred: ^bb232
      %1187 = cute.memref.load(%rmem_303, %80) : (!memref_rmem_f16_2, !cute.coord<"87">) -> f16
      cute.memref.store(%view_166, %80, %1187) : (!memref_gmem_f16_3, !cute.coord<"87">, f16) -> ()
      cf.br ^bb234
    ^bb234:  // 2 preds: ^bb232, ^bb233
      %tup_928 = cute.add_offset(%tup_312, %79) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_929 = cute.deref_arith_tuple_iter(%tup_928) : !cute_arith_tuple_iter_d50395
      %e0_930, %e1_931, %e2_932 = cute.get_leaves(%tup_929) : !cute_int_tuple_d8f416
      %coord_933 = cute.make_coord(%e0_930) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1188 = cute.get_scalars(%coord_933) : !cute.coord<"?">
      %1189 = arith.cmpi slt, %1188, %c1000_i32 : i32
      %coord_934 = cute.make_coord(%e1_931) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1190 = cute.get_scalars(%coord_934) : !cute.coord<"?{div=2}">
      %1191 = arith.cmpi slt, %1190, %c1048_i32 : i32
      %1192 = arith.andi %1189, %1191 : i1
      cf.cond_br %1192, ^bb235, ^bb236
    ^bb235:  // pred: ^bb234
      %1193 = cute.memref.load(%rmem_303, %78) : (!memref_rmem_f16_2, !cute.coord<"88">) -> f16
      cute.memref.store(%view_166, %78, %1193) : (!memref_gmem_f16_3, !cute.coord<"88">, f16) -> ()
      cf.br ^bb236
    ^bb236:  // 2 preds: ^bb234, ^bb235
      %tup_935 = cute.add_offset(%tup_312, %77) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_936 = cute.deref_arith_tuple_iter(%tup_935) : !cute_arith_tuple_iter_2fe1bf
      %e0_937, %e1_938, %e2_939 = cute.get_leaves(%tup_936) : !cute.int_tuple<"(?,?,?)">
      %coord_940 = cute.make_coord(%e0_937) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1194 = cute.get_scalars(%coord_940) : !cute.coord<"?">
      %1195 = arith.cmpi slt, %1194, %c1000_i32 : i32
      %coord_941 = cute.make_coord(%e1_938) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1196 = cute.get_scalars(%coord_941) : !cute.coord<"?">
      %1197 = arith.cmpi slt, %1196, %c1048_i32 : i32
      %1198 = arith.andi %1195, %1197 : i1
      cf.cond_br %1198, ^bb237, ^bb238
    ^bb237:  // pred: ^bb236
      %1199 = cute.memref.load(%rmem_303, %76) : (!memref_rmem_f16_2, !cute.coord<"89">) -> f16
      cute.memref.store(%view_166, %76, %1199) : (!memref_gmem_f16_3, !cute.coord<"89">, f16) -> ()
      cf.br ^bb238
    ^bb238:  // 2 preds: ^bb236, ^bb237
      %tup_942 = cute.add_offset(%tup_312, %75) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_943 = cute.deref_arith_tuple_iter(%tup_942) : !cute_arith_tuple_iter_d50395
      %e0_944, %e1_945, %e2_946 = cute.get_leaves(%tup_943) : !cute_int_tuple_d8f416
      %coord_947 = cute.make_coord(%e0_944) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1200 = cute.get_scalars(%coord_947) : !cute.coord<"?">
      %1201 = arith.cmpi slt, %1200, %c1000_i32 : i32
      %coord_948 = cute.make_coord(%e1_945) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1202 = cute.get_scalars(%coord_948) : !cute.coord<"?{div=2}">
      %1203 = arith.cmpi slt, %1202, %c1048_i32 : i32
      %1204 = arith.andi %1201, %1203 : i1
      cf.cond_br %1204, ^bb239, ^bb240
    ^bb239:  // pred: ^bb238
      %1205 = cute.memref.load(%rmem_303, %74) : (!memref_rmem_f16_2, !cute.coord<"90">) -> f16
      cute.memref.store(%view_166, %74, %1205) : (!memref_gmem_f16_3, !cute.coord<"90">, f16) -> ()
      cf.br ^bb240
    ^bb240:  // 2 preds: ^bb238, ^bb239
      %tup_949 = cute.add_offset(%tup_312, %73) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_950 = cute.deref_arith_tuple_iter(%tup_949) : !cute_arith_tuple_iter_2fe1bf
      %e0_951, %e1_952, %e2_953 = cute.get_leaves(%tup_950) : !cute.int_tuple<"(?,?,?)">
      %coord_954 = cute.make_coord(%e0_951) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1206 = cute.get_scalars(%coord_954) : !cute.coord<"?">
      %1207 = arith.cmpi slt, %1206, %c1000_i32 : i32
      %coord_955 = cute.make_coord(%e1_952) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1208 = cute.get_scalars(%coord_955) : !cute.coord<"?">
      %1209 = arith.cmpi slt, %1208, %c1048_i32 : i32
      %1210 = arith.andi %1207, %1209 : i1
      cf.cond_br %1210, ^bb241, ^bb242
    ^bb241:  // pred: ^bb240
      %1211 = cute.memref.load(%rmem_303, %72) : (!memref_rmem_f16_2, !cute.coord<"91">) -> f16
      cute.memref.store(%view_166, %72, %1211) : (!memref_gmem_f16_3, !cute.coord<"91">, f16) -> ()
      cf.br ^bb242
    ^bb242:  // 2 preds: ^bb240, ^bb241
      %tup_956 = cute.add_offset(%tup_312, %71) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_957 = cute.deref_arith_tuple_iter(%tup_956) : !cute_arith_tuple_iter_d50395
      %e0_958, %e1_959, %e2_960 = cute.get_leaves(%tup_957) : !cute_int_tuple_d8f416
      %coord_961 = cute.make_coord(%e0_958) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1212 = cute.get_scalars(%coord_961) : !cute.coord<"?">
      %1213 = arith.cmpi slt, %1212, %c1000_i32 : i32
      %coord_962 = cute.make_coord(%e1_959) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1214 = cute.get_scalars(%coord_962) : !cute.coord<"?{div=2}">
      %1215 = arith.cmpi slt, %1214, %c1048_i32 : i32
      %1216 = arith.andi %1213, %1215 : i1
      cf.cond_br %1216, ^bb243, ^bb244
    ^bb243:  // pred: ^bb242
      %1217 = cute.memref.load(%rmem_303, %70) : (!memref_rmem_f16_2, !cute.coord<"92">) -> f16
      cute.memref.store(%view_166, %70, %1217) : (!memref_gmem_f16_3, !cute.coord<"92">, f16) -> ()
      cf.br ^bb244
    ^bb244:  // 2 preds: ^bb242, ^bb243
      %tup_963 = cute.add_offset(%tup_312, %69) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_964 = cute.deref_arith_tuple_iter(%tup_963) : !cute_arith_tuple_iter_2fe1bf
      %e0_965, %e1_966, %e2_967 = cute.get_leaves(%tup_964) : !cute.int_tuple<"(?,?,?)">
      %coord_968 = cute.make_coord(%e0_965) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1218 = cute.get_scalars(%coord_968) : !cute.coord<"?">
      %1219 = arith.cmpi slt, %1218, %c1000_i32 : i32
      %coord_969 = cute.make_coord(%e1_966) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1220 = cute.get_scalars(%coord_969) : !cute.coord<"?">
      %1221 = arith.cmpi slt, %1220, %c1048_i32 : i32
      %1222 = arith.andi %1219, %1221 : i1
      cf.cond_br %1222, ^bb245, ^bb246
    ^bb245:  // pred: ^bb244
      %1223 = cute.memref.load(%rmem_303, %68) : (!memref_rmem_f16_2, !cute.coord<"93">) -> f16
      cute.memref.store(%view_166, %68, %1223) : (!memref_gmem_f16_3, !cute.coord<"93">, f16) -> ()
      cf.br ^bb246
    ^bb246:  // 2 preds: ^bb244, ^bb245
      %tup_970 = cute.add_offset(%tup_312, %67) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_971 = cute.deref_arith_tuple_iter(%tup_970) : !cute_arith_tuple_iter_d50395
      %e0_972, %e1_973, %e2_974 = cute.get_leaves(%tup_971) : !cute_int_tuple_d8f416
      %coord_975 = cute.make_coord(%e0_972) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1224 = cute.get_scalars(%coord_975) : !cute.coord<"?">
      %1225 = arith.cmpi slt, %1224, %c1000_i32 : i32
      %coord_976 = cute.make_coord(%e1_973) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1226 = cute.get_scalars(%coord_976) : !cute.coord<"?{div=2}">
      %1227 = arith.cmpi slt, %1226, %c1048_i32 : i32
      %1228 = arith.andi %1225, %1227 : i1
      cf.cond_br %1228, ^bb247, ^bb248
    ^bb247:  // pred: ^bb246
      %1229 = cute.memref.load(%rmem_303, %66) : (!memref_rmem_f16_2, !cute.coord<"94">) -> f16
      cute.memref.store(%view_166, %66, %1229) : (!memref_gmem_f16_3, !cute.coord<"94">, f16) -> ()
      cf.br ^bb248
    ^bb248:  // 2 preds: ^bb246, ^bb247
      %tup_977 = cute.add_offset(%tup_312, %65) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_978 = cute.deref_arith_tuple_iter(%tup_977) : !cute_arith_tuple_iter_2fe1bf
      %e0_979, %e1_980, %e2_981 = cute.get_leaves(%tup_978) : !cute.int_tuple<"(?,?,?)">
      %coord_982 = cute.make_coord(%e0_979) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1230 = cute.get_scalars(%coord_982) : !cute.coord<"?">
      %1231 = arith.cmpi slt, %1230, %c1000_i32 : i32
      %coord_983 = cute.make_coord(%e1_980) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1232 = cute.get_scalars(%coord_983) : !cute.coord<"?">
      %1233 = arith.cmpi slt, %1232, %c1048_i32 : i32
      %1234 = arith.andi %1231, %1233 : i1
      cf.cond_br %1234, ^bb249, ^bb250
    ^bb249:  // pred: ^bb248
      %1235 = cute.memref.load(%rmem_303, %64) : (!memref_rmem_f16_2, !cute.coord<"95">) -> f16
      cute.memref.store(%view_166, %64, %1235) : (!memref_gmem_f16_3, !cute.coord<"95">, f16) -> ()
      cf.br ^bb250
    ^bb250:  // 2 preds: ^bb248, ^bb249
      %tup_984 = cute.add_offset(%tup_312, %63) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_985 = cute.deref_arith_tuple_iter(%tup_984) : !cute_arith_tuple_iter_d50395
      %e0_986, %e1_987, %e2_988 = cute.get_leaves(%tup_985) : !cute_int_tuple_d8f416
      %coord_989 = cute.make_coord(%e0_986) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1236 = cute.get_scalars(%coord_989) : !cute.coord<"?">
      %1237 = arith.cmpi slt, %1236, %c1000_i32 : i32
      %coord_990 = cute.make_coord(%e1_987) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1238 = cute.get_scalars(%coord_990) : !cute.coord<"?{div=2}">
      %1239 = arith.cmpi slt, %1238, %c1048_i32 : i32
      %1240 = arith.andi %1237, %1239 : i1
      cf.cond_br %1240, ^bb251, ^bb252
    ^bb251:  // pred: ^bb250
      %1241 = cute.memref.load(%rmem_303, %62) : (!memref_rmem_f16_2, !cute.coord<"96">) -> f16
      cute.memref.store(%view_166, %62, %1241) : (!memref_gmem_f16_3, !cute.coord<"96">, f16) -> ()
      cf.br ^bb252
    ^bb252:  // 2 preds: ^bb250, ^bb251
      %tup_991 = cute.add_offset(%tup_312, %61) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_992 = cute.deref_arith_tuple_iter(%tup_991) : !cute_arith_tuple_iter_2fe1bf
      %e0_993, %e1_994, %e2_995 = cute.get_leaves(%tup_992) : !cute.int_tuple<"(?,?,?)">
      %coord_996 = cute.make_coord(%e0_993) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1242 = cute.get_scalars(%coord_996) : !cute.coord<"?">
      %1243 = arith.cmpi slt, %1242, %c1000_i32 : i32
      %coord_997 = cute.make_coord(%e1_994) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1244 = cute.get_scalars(%coord_997) : !cute.coord<"?">
      %1245 = arith.cmpi slt, %1244, %c1048_i32 : i32
      %1246 = arith.andi %1243, %1245 : i1
      cf.cond_br %1246, ^bb253, ^bb254
    ^bb253:  // pred: ^bb252
      %1247 = cute.memref.load(%rmem_303, %60) : (!memref_rmem_f16_2, !cute.coord<"97">) -> f16
      cute.memref.store(%view_166, %60, %1247) : (!memref_gmem_f16_3, !cute.coord<"97">, f16) -> ()
      cf.br ^bb254
    ^bb254:  // 2 preds: ^bb252, ^bb253
      %tup_998 = cute.add_offset(%tup_312, %59) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_999 = cute.deref_arith_tuple_iter(%tup_998) : !cute_arith_tuple_iter_d50395
      %e0_1000, %e1_1001, %e2_1002 = cute.get_leaves(%tup_999) : !cute_int_tuple_d8f416
      %coord_1003 = cute.make_coord(%e0_1000) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1248 = cute.get_scalars(%coord_1003) : !cute.coord<"?">
      %1249 = arith.cmpi slt, %1248, %c1000_i32 : i32
      %coord_1004 = cute.make_coord(%e1_1001) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1250 = cute.get_scalars(%coord_1004) : !cute.coord<"?{div=2}">
      %1251 = arith.cmpi slt, %1250, %c1048_i32 : i32
      %1252 = arith.andi %1249, %1251 : i1
      cf.cond_br %1252, ^bb255, ^bb256
    ^bb255:  // pred: ^bb254
      %1253 = cute.memref.load(%rmem_303, %58) : (!memref_rmem_f16_2, !cute.coord<"98">) -> f16
      cute.memref.store(%view_166, %58, %1253) : (!memref_gmem_f16_3, !cute.coord<"98">, f16) -> ()
      cf.br ^bb256
    ^bb256:  // 2 preds: ^bb254, ^bb255
      %tup_1005 = cute.add_offset(%tup_312, %57) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1006 = cute.deref_arith_tuple_iter(%tup_1005) : !cute_arith_tuple_iter_2fe1bf
      %e0_1007, %e1_1008, %e2_1009 = cute.get_leaves(%tup_1006) : !cute.int_tuple<"(?,?,?)">
      %coord_1010 = cute.make_coord(%e0_1007) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1254 = cute.get_scalars(%coord_1010) : !cute.coord<"?">
      %1255 = arith.cmpi slt, %1254, %c1000_i32 : i32
      %coord_1011 = cute.make_coord(%e1_1008) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1256 = cute.get_scalars(%coord_1011) : !cute.coord<"?">
      %1257 = arith.cmpi slt, %1256, %c1048_i32 : i32
      %1258 = arith.andi %1255, %1257 : i1
      cf.cond_br %1258, ^bb257, ^bb258
    ^bb257:  // pred: ^bb256
      %1259 = cute.memref.load(%rmem_303, %56) : (!memref_rmem_f16_2, !cute.coord<"99">) -> f16
      cute.memref.store(%view_166, %56, %1259) : (!memref_gmem_f16_3, !cute.coord<"99">, f16) -> ()
      cf.br ^bb258
    ^bb258:  // 2 preds: ^bb256, ^bb257
      %tup_1012 = cute.add_offset(%tup_312, %55) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1013 = cute.deref_arith_tuple_iter(%tup_1012) : !cute_arith_tuple_iter_d50395
      %e0_1014, %e1_1015, %e2_1016 = cute.get_leaves(%tup_1013) : !cute_int_tuple_d8f416
      %coord_1017 = cute.make_coord(%e0_1014) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1260 = cute.get_scalars(%coord_1017) : !cute.coord<"?">
      %1261 = arith.cmpi slt, %1260, %c1000_i32 : i32
      %coord_1018 = cute.make_coord(%e1_1015) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1262 = cute.get_scalars(%coord_1018) : !cute.coord<"?{div=2}">
      %1263 = arith.cmpi slt, %1262, %c1048_i32 : i32
      %1264 = arith.andi %1261, %1263 : i1
      cf.cond_br %1264, ^bb259, ^bb260
    ^bb259:  // pred: ^bb258
      %1265 = cute.memref.load(%rmem_303, %54) : (!memref_rmem_f16_2, !cute.coord<"100">) -> f16
      cute.memref.store(%view_166, %54, %1265) : (!memref_gmem_f16_3, !cute.coord<"100">, f16) -> ()
      cf.br ^bb260
    ^bb260:  // 2 preds: ^bb258, ^bb259
      %tup_1019 = cute.add_offset(%tup_312, %53) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1020 = cute.deref_arith_tuple_iter(%tup_1019) : !cute_arith_tuple_iter_2fe1bf
      %e0_1021, %e1_1022, %e2_1023 = cute.get_leaves(%tup_1020) : !cute.int_tuple<"(?,?,?)">
      %coord_1024 = cute.make_coord(%e0_1021) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1266 = cute.get_scalars(%coord_1024) : !cute.coord<"?">
      %1267 = arith.cmpi slt, %1266, %c1000_i32 : i32
      %coord_1025 = cute.make_coord(%e1_1022) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1268 = cute.get_scalars(%coord_1025) : !cute.coord<"?">
      %1269 = arith.cmpi slt, %1268, %c1048_i32 : i32
      %1270 = arith.andi %1267, %1269 : i1
      cf.cond_br %1270, ^bb261, ^bb262
    ^bb261:  // pred: ^bb260
      %1271 = cute.memref.load(%rmem_303, %52) : (!memref_rmem_f16_2, !cute.coord<"101">) -> f16
      cute.memref.store(%view_166, %52, %1271) : (!memref_gmem_f16_3, !cute.coord<"101">, f16) -> ()
      cf.br ^bb262
    ^bb262:  // 2 preds: ^bb260, ^bb261
      %tup_1026 = cute.add_offset(%tup_312, %51) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1027 = cute.deref_arith_tuple_iter(%tup_1026) : !cute_arith_tuple_iter_d50395
      %e0_1028, %e1_1029, %e2_1030 = cute.get_leaves(%tup_1027) : !cute_int_tuple_d8f416
      %coord_1031 = cute.make_coord(%e0_1028) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1272 = cute.get_scalars(%coord_1031) : !cute.coord<"?">
      %1273 = arith.cmpi slt, %1272, %c1000_i32 : i32
      %coord_1032 = cute.make_coord(%e1_1029) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1274 = cute.get_scalars(%coord_1032) : !cute.coord<"?{div=2}">
      %1275 = arith.cmpi slt, %1274, %c1048_i32 : i32
      %1276 = arith.andi %1273, %1275 : i1
      cf.cond_br %1276, ^bb263, ^bb264
    ^bb263:  // pred: ^bb262
      %1277 = cute.memref.load(%rmem_303, %50) : (!memref_rmem_f16_2, !cute.coord<"102">) -> f16
      cute.memref.store(%view_166, %50, %1277) : (!memref_gmem_f16_3, !cute.coord<"102">, f16) -> ()
      cf.br ^bb264
    ^bb264:  // 2 preds: ^bb262, ^bb263
      %tup_1033 = cute.add_offset(%tup_312, %49) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1034 = cute.deref_arith_tuple_iter(%tup_1033) : !cute_arith_tuple_iter_2fe1bf
      %e0_1035, %e1_1036, %e2_1037 = cute.get_leaves(%tup_1034) : !cute.int_tuple<"(?,?,?)">
      %coord_1038 = cute.make_coord(%e0_1035) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1278 = cute.get_scalars(%coord_1038) : !cute.coord<"?">
      %1279 = arith.cmpi slt, %1278, %c1000_i32 : i32
      %coord_1039 = cute.make_coord(%e1_1036) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1280 = cute.get_scalars(%coord_1039) : !cute.coord<"?">
      %1281 = arith.cmpi slt, %1280, %c1048_i32 : i32
      %1282 = arith.andi %1279, %1281 : i1
      cf.cond_br %1282, ^bb265, ^bb266
    ^bb265:  // pred: ^bb264
      %1283 = cute.memref.load(%rmem_303, %48) : (!memref_rmem_f16_2, !cute.coord<"103">) -> f16
      cute.memref.store(%view_166, %48, %1283) : (!memref_gmem_f16_3, !cute.coord<"103">, f16) -> ()
      cf.br ^bb266
    ^bb266:  // 2 preds: ^bb264, ^bb265
      %tup_1040 = cute.add_offset(%tup_312, %47) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1041 = cute.deref_arith_tuple_iter(%tup_1040) : !cute_arith_tuple_iter_d50395
      %e0_1042, %e1_1043, %e2_1044 = cute.get_leaves(%tup_1041) : !cute_int_tuple_d8f416
      %coord_1045 = cute.make_coord(%e0_1042) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1284 = cute.get_scalars(%coord_1045) : !cute.coord<"?">
      %1285 = arith.cmpi slt, %1284, %c1000_i32 : i32
      %coord_1046 = cute.make_coord(%e1_1043) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1286 = cute.get_scalars(%coord_1046) : !cute.coord<"?{div=2}">
      %1287 = arith.cmpi slt, %1286, %c1048_i32 : i32
      %1288 = arith.andi %1285, %1287 : i1
      cf.cond_br %1288, ^bb267, ^bb268
    ^bb267:  // pred: ^bb266
      %1289 = cute.memref.load(%rmem_303, %46) : (!memref_rmem_f16_2, !cute.coord<"104">) -> f16
      cute.memref.store(%view_166, %46, %1289) : (!memref_gmem_f16_3, !cute.coord<"104">, f16) -> ()
      cf.br ^bb268
    ^bb268:  // 2 preds: ^bb266, ^bb267
      %tup_1047 = cute.add_offset(%tup_312, %45) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1048 = cute.deref_arith_tuple_iter(%tup_1047) : !cute_arith_tuple_iter_2fe1bf
      %e0_1049, %e1_1050, %e2_1051 = cute.get_leaves(%tup_1048) : !cute.int_tuple<"(?,?,?)">
      %coord_1052 = cute.make_coord(%e0_1049) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1290 = cute.get_scalars(%coord_1052) : !cute.coord<"?">
      %1291 = arith.cmpi slt, %1290, %c1000_i32 : i32
      %coord_1053 = cute.make_coord(%e1_1050) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1292 = cute.get_scalars(%coord_1053) : !cute.coord<"?">
      %1293 = arith.cmpi slt, %1292, %c1048_i32 : i32
      %1294 = arith.andi %1291, %1293 : i1
      cf.cond_br %1294, ^bb269, ^bb270
    ^bb269:  // pred: ^bb268
      %1295 = cute.memref.load(%rmem_303, %44) : (!memref_rmem_f16_2, !cute.coord<"105">) -> f16
      cute.memref.store(%view_166, %44, %1295) : (!memref_gmem_f16_3, !cute.coord<"105">, f16) -> ()
      cf.br ^bb270
    ^bb270:  // 2 preds: ^bb268, ^bb269
      %tup_1054 = cute.add_offset(%tup_312, %43) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1055 = cute.deref_arith_tuple_iter(%tup_1054) : !cute_arith_tuple_iter_d50395
      %e0_1056, %e1_1057, %e2_1058 = cute.get_leaves(%tup_1055) : !cute_int_tuple_d8f416
      %coord_1059 = cute.make_coord(%e0_1056) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1296 = cute.get_scalars(%coord_1059) : !cute.coord<"?">
      %1297 = arith.cmpi slt, %1296, %c1000_i32 : i32
      %coord_1060 = cute.make_coord(%e1_1057) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1298 = cute.get_scalars(%coord_1060) : !cute.coord<"?{div=2}">
      %1299 = arith.cmpi slt, %1298, %c1048_i32 : i32
      %1300 = arith.andi %1297, %1299 : i1
      cf.cond_br %1300, ^bb271, ^bb272
    ^bb271:  // pred: ^bb270
      %1301 = cute.memref.load(%rmem_303, %42) : (!memref_rmem_f16_2, !cute.coord<"106">) -> f16
      cute.memref.store(%view_166, %42, %1301) : (!memref_gmem_f16_3, !cute.coord<"106">, f16) -> ()
      cf.br ^bb272
    ^bb272:  // 2 preds: ^bb270, ^bb271
      %tup_1061 = cute.add_offset(%tup_312, %41) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1062 = cute.deref_arith_tuple_iter(%tup_1061) : !cute_arith_tuple_iter_2fe1bf
      %e0_1063, %e1_1064, %e2_1065 = cute.get_leaves(%tup_1062) : !cute.int_tuple<"(?,?,?)">
      %coord_1066 = cute.make_coord(%e0_1063) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1302 = cute.get_scalars(%coord_1066) : !cute.coord<"?">
      %1303 = arith.cmpi slt, %1302, %c1000_i32 : i32
      %coord_1067 = cute.make_coord(%e1_1064) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1304 = cute.get_scalars(%coord_1067) : !cute.coord<"?">
      %1305 = arith.cmpi slt, %1304, %c1048_i32 : i32
      %1306 = arith.andi %1303, %1305 : i1
      cf.cond_br %1306, ^bb273, ^bb274
    ^bb273:  // pred: ^bb272
      %1307 = cute.memref.load(%rmem_303, %40) : (!memref_rmem_f16_2, !cute.coord<"107">) -> f16
      cute.memref.store(%view_166, %40, %1307) : (!memref_gmem_f16_3, !cute.coord<"107">, f16) -> ()
      cf.br ^bb274
    ^bb274:  // 2 preds: ^bb272, ^bb273
      %tup_1068 = cute.add_offset(%tup_312, %39) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1069 = cute.deref_arith_tuple_iter(%tup_1068) : !cute_arith_tuple_iter_d50395
      %e0_1070, %e1_1071, %e2_1072 = cute.get_leaves(%tup_1069) : !cute_int_tuple_d8f416
      %coord_1073 = cute.make_coord(%e0_1070) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1308 = cute.get_scalars(%coord_1073) : !cute.coord<"?">
      %1309 = arith.cmpi slt, %1308, %c1000_i32 : i32
      %coord_1074 = cute.make_coord(%e1_1071) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1310 = cute.get_scalars(%coord_1074) : !cute.coord<"?{div=2}">
      %1311 = arith.cmpi slt, %1310, %c1048_i32 : i32
      %1312 = arith.andi %1309, %1311 : i1
      cf.cond_br %1312, ^bb275, ^bb276
    ^bb275:  // pred: ^bb274
      %1313 = cute.memref.load(%rmem_303, %38) : (!memref_rmem_f16_2, !cute.coord<"108">) -> f16
      cute.memref.store(%view_166, %38, %1313) : (!memref_gmem_f16_3, !cute.coord<"108">, f16) -> ()
      cf.br ^bb276
    ^bb276:  // 2 preds: ^bb274, ^bb275
      %tup_1075 = cute.add_offset(%tup_312, %37) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1076 = cute.deref_arith_tuple_iter(%tup_1075) : !cute_arith_tuple_iter_2fe1bf
      %e0_1077, %e1_1078, %e2_1079 = cute.get_leaves(%tup_1076) : !cute.int_tuple<"(?,?,?)">
      %coord_1080 = cute.make_coord(%e0_1077) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1314 = cute.get_scalars(%coord_1080) : !cute.coord<"?">
      %1315 = arith.cmpi slt, %1314, %c1000_i32 : i32
      %coord_1081 = cute.make_coord(%e1_1078) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1316 = cute.get_scalars(%coord_1081) : !cute.coord<"?">
      %1317 = arith.cmpi slt, %1316, %c1048_i32 : i32
      %1318 = arith.andi %1315, %1317 : i1
      cf.cond_br %1318, ^bb277, ^bb278
    ^bb277:  // pred: ^bb276
      %1319 = cute.memref.load(%rmem_303, %36) : (!memref_rmem_f16_2, !cute.coord<"109">) -> f16
      cute.memref.store(%view_166, %36, %1319) : (!memref_gmem_f16_3, !cute.coord<"109">, f16) -> ()
      cf.br ^bb278
    ^bb278:  // 2 preds: ^bb276, ^bb277
      %tup_1082 = cute.add_offset(%tup_312, %35) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1083 = cute.deref_arith_tuple_iter(%tup_1082) : !cute_arith_tuple_iter_d50395
      %e0_1084, %e1_1085, %e2_1086 = cute.get_leaves(%tup_1083) : !cute_int_tuple_d8f416
      %coord_1087 = cute.make_coord(%e0_1084) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1320 = cute.get_scalars(%coord_1087) : !cute.coord<"?">
      %1321 = arith.cmpi slt, %1320, %c1000_i32 : i32
      %coord_1088 = cute.make_coord(%e1_1085) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1322 = cute.get_scalars(%coord_1088) : !cute.coord<"?{div=2}">
      %1323 = arith.cmpi slt, %1322, %c1048_i32 : i32
      %1324 = arith.andi %1321, %1323 : i1
      cf.cond_br %1324, ^bb279, ^bb280
    ^bb279:  // pred: ^bb278
      %1325 = cute.memref.load(%rmem_303, %34) : (!memref_rmem_f16_2, !cute.coord<"110">) -> f16
      cute.memref.store(%view_166, %34, %1325) : (!memref_gmem_f16_3, !cute.coord<"110">, f16) -> ()
      cf.br ^bb280
    ^bb280:  // 2 preds: ^bb278, ^bb279
      %tup_1089 = cute.add_offset(%tup_312, %33) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1090 = cute.deref_arith_tuple_iter(%tup_1089) : !cute_arith_tuple_iter_2fe1bf
      %e0_1091, %e1_1092, %e2_1093 = cute.get_leaves(%tup_1090) : !cute.int_tuple<"(?,?,?)">
      %coord_1094 = cute.make_coord(%e0_1091) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1326 = cute.get_scalars(%coord_1094) : !cute.coord<"?">
      %1327 = arith.cmpi slt, %1326, %c1000_i32 : i32
      %coord_1095 = cute.make_coord(%e1_1092) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1328 = cute.get_scalars(%coord_1095) : !cute.coord<"?">
      %1329 = arith.cmpi slt, %1328, %c1048_i32 : i32
      %1330 = arith.andi %1327, %1329 : i1
      cf.cond_br %1330, ^bb281, ^bb282
    ^bb281:  // pred: ^bb280
      %1331 = cute.memref.load(%rmem_303, %32) : (!memref_rmem_f16_2, !cute.coord<"111">) -> f16
      cute.memref.store(%view_166, %32, %1331) : (!memref_gmem_f16_3, !cute.coord<"111">, f16) -> ()
      cf.br ^bb282
    ^bb282:  // 2 preds: ^bb280, ^bb281
      %tup_1096 = cute.add_offset(%tup_312, %31) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1097 = cute.deref_arith_tuple_iter(%tup_1096) : !cute_arith_tuple_iter_d50395
      %e0_1098, %e1_1099, %e2_1100 = cute.get_leaves(%tup_1097) : !cute_int_tuple_d8f416
      %coord_1101 = cute.make_coord(%e0_1098) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1332 = cute.get_scalars(%coord_1101) : !cute.coord<"?">
      %1333 = arith.cmpi slt, %1332, %c1000_i32 : i32
      %coord_1102 = cute.make_coord(%e1_1099) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1334 = cute.get_scalars(%coord_1102) : !cute.coord<"?{div=2}">
      %1335 = arith.cmpi slt, %1334, %c1048_i32 : i32
      %1336 = arith.andi %1333, %1335 : i1
      cf.cond_br %1336, ^bb283, ^bb284
    ^bb283:  // pred: ^bb282
      %1337 = cute.memref.load(%rmem_303, %30) : (!memref_rmem_f16_2, !cute.coord<"112">) -> f16
      cute.memref.store(%view_166, %30, %1337) : (!memref_gmem_f16_3, !cute.coord<"112">, f16) -> ()
      cf.br ^bb284
    ^bb284:  // 2 preds: ^bb282, ^bb283
      %tup_1103 = cute.add_offset(%tup_312, %29) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1104 = cute.deref_arith_tuple_iter(%tup_1103) : !cute_arith_tuple_iter_2fe1bf
      %e0_1105, %e1_1106, %e2_1107 = cute.get_leaves(%tup_1104) : !cute.int_tuple<"(?,?,?)">
      %coord_1108 = cute.make_coord(%e0_1105) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1338 = cute.get_scalars(%coord_1108) : !cute.coord<"?">
      %1339 = arith.cmpi slt, %1338, %c1000_i32 : i32
      %coord_1109 = cute.make_coord(%e1_1106) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1340 = cute.get_scalars(%coord_1109) : !cute.coord<"?">
      %1341 = arith.cmpi slt, %1340, %c1048_i32 : i32
      %1342 = arith.andi %1339, %1341 : i1
      cf.cond_br %1342, ^bb285, ^bb286
    ^bb285:  // pred: ^bb284
      %1343 = cute.memref.load(%rmem_303, %28) : (!memref_rmem_f16_2, !cute.coord<"113">) -> f16
      cute.memref.store(%view_166, %28, %1343) : (!memref_gmem_f16_3, !cute.coord<"113">, f16) -> ()
      cf.br ^bb286
    ^bb286:  // 2 preds: ^bb284, ^bb285
      %tup_1110 = cute.add_offset(%tup_312, %27) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1111 = cute.deref_arith_tuple_iter(%tup_1110) : !cute_arith_tuple_iter_d50395
      %e0_1112, %e1_1113, %e2_1114 = cute.get_leaves(%tup_1111) : !cute_int_tuple_d8f416
      %coord_1115 = cute.make_coord(%e0_1112) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1344 = cute.get_scalars(%coord_1115) : !cute.coord<"?">
      %1345 = arith.cmpi slt, %1344, %c1000_i32 : i32
      %coord_1116 = cute.make_coord(%e1_1113) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1346 = cute.get_scalars(%coord_1116) : !cute.coord<"?{div=2}">
      %1347 = arith.cmpi slt, %1346, %c1048_i32 : i32
      %1348 = arith.andi %1345, %1347 : i1
      cf.cond_br %1348, ^bb287, ^bb288
    ^bb287:  // pred: ^bb286
      %1349 = cute.memref.load(%rmem_303, %26) : (!memref_rmem_f16_2, !cute.coord<"114">) -> f16
      cute.memref.store(%view_166, %26, %1349) : (!memref_gmem_f16_3, !cute.coord<"114">, f16) -> ()
      cf.br ^bb288
    ^bb288:  // 2 preds: ^bb286, ^bb287
      %tup_1117 = cute.add_offset(%tup_312, %25) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1118 = cute.deref_arith_tuple_iter(%tup_1117) : !cute_arith_tuple_iter_2fe1bf
      %e0_1119, %e1_1120, %e2_1121 = cute.get_leaves(%tup_1118) : !cute.int_tuple<"(?,?,?)">
      %coord_1122 = cute.make_coord(%e0_1119) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1350 = cute.get_scalars(%coord_1122) : !cute.coord<"?">
      %1351 = arith.cmpi slt, %1350, %c1000_i32 : i32
      %coord_1123 = cute.make_coord(%e1_1120) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1352 = cute.get_scalars(%coord_1123) : !cute.coord<"?">
      %1353 = arith.cmpi slt, %1352, %c1048_i32 : i32
      %1354 = arith.andi %1351, %1353 : i1
      cf.cond_br %1354, ^bb289, ^bb290
    ^bb289:  // pred: ^bb288
      %1355 = cute.memref.load(%rmem_303, %24) : (!memref_rmem_f16_2, !cute.coord<"115">) -> f16
      cute.memref.store(%view_166, %24, %1355) : (!memref_gmem_f16_3, !cute.coord<"115">, f16) -> ()
      cf.br ^bb290
    ^bb290:  // 2 preds: ^bb288, ^bb289
      %tup_1124 = cute.add_offset(%tup_312, %23) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1125 = cute.deref_arith_tuple_iter(%tup_1124) : !cute_arith_tuple_iter_d50395
      %e0_1126, %e1_1127, %e2_1128 = cute.get_leaves(%tup_1125) : !cute_int_tuple_d8f416
      %coord_1129 = cute.make_coord(%e0_1126) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1356 = cute.get_scalars(%coord_1129) : !cute.coord<"?">
      %1357 = arith.cmpi slt, %1356, %c1000_i32 : i32
      %coord_1130 = cute.make_coord(%e1_1127) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1358 = cute.get_scalars(%coord_1130) : !cute.coord<"?{div=2}">
      %1359 = arith.cmpi slt, %1358, %c1048_i32 : i32
      %1360 = arith.andi %1357, %1359 : i1
      cf.cond_br %1360, ^bb291, ^bb292
    ^bb291:  // pred: ^bb290
      %1361 = cute.memref.load(%rmem_303, %22) : (!memref_rmem_f16_2, !cute.coord<"116">) -> f16
      cute.memref.store(%view_166, %22, %1361) : (!memref_gmem_f16_3, !cute.coord<"116">, f16) -> ()
      cf.br ^bb292
    ^bb292:  // 2 preds: ^bb290, ^bb291
      %tup_1131 = cute.add_offset(%tup_312, %21) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1132 = cute.deref_arith_tuple_iter(%tup_1131) : !cute_arith_tuple_iter_2fe1bf
      %e0_1133, %e1_1134, %e2_1135 = cute.get_leaves(%tup_1132) : !cute.int_tuple<"(?,?,?)">
      %coord_1136 = cute.make_coord(%e0_1133) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1362 = cute.get_scalars(%coord_1136) : !cute.coord<"?">
      %1363 = arith.cmpi slt, %1362, %c1000_i32 : i32
      %coord_1137 = cute.make_coord(%e1_1134) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1364 = cute.get_scalars(%coord_1137) : !cute.coord<"?">
      %1365 = arith.cmpi slt, %1364, %c1048_i32 : i32
      %1366 = arith.andi %1363, %1365 : i1
      cf.cond_br %1366, ^bb293, ^bb294
    ^bb293:  // pred: ^bb292
      %1367 = cute.memref.load(%rmem_303, %20) : (!memref_rmem_f16_2, !cute.coord<"117">) -> f16
      cute.memref.store(%view_166, %20, %1367) : (!memref_gmem_f16_3, !cute.coord<"117">, f16) -> ()
      cf.br ^bb294
    ^bb294:  // 2 preds: ^bb292, ^bb293
      %tup_1138 = cute.add_offset(%tup_312, %19) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1139 = cute.deref_arith_tuple_iter(%tup_1138) : !cute_arith_tuple_iter_d50395
      %e0_1140, %e1_1141, %e2_1142 = cute.get_leaves(%tup_1139) : !cute_int_tuple_d8f416
      %coord_1143 = cute.make_coord(%e0_1140) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1368 = cute.get_scalars(%coord_1143) : !cute.coord<"?">
      %1369 = arith.cmpi slt, %1368, %c1000_i32 : i32
      %coord_1144 = cute.make_coord(%e1_1141) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1370 = cute.get_scalars(%coord_1144) : !cute.coord<"?{div=2}">
      %1371 = arith.cmpi slt, %1370, %c1048_i32 : i32
      %1372 = arith.andi %1369, %1371 : i1
      cf.cond_br %1372, ^bb295, ^bb296
    ^bb295:  // pred: ^bb294
      %1373 = cute.memref.load(%rmem_303, %18) : (!memref_rmem_f16_2, !cute.coord<"118">) -> f16
      cute.memref.store(%view_166, %18, %1373) : (!memref_gmem_f16_3, !cute.coord<"118">, f16) -> ()
      cf.br ^bb296
    ^bb296:  // 2 preds: ^bb294, ^bb295
      %tup_1145 = cute.add_offset(%tup_312, %17) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1146 = cute.deref_arith_tuple_iter(%tup_1145) : !cute_arith_tuple_iter_2fe1bf
      %e0_1147, %e1_1148, %e2_1149 = cute.get_leaves(%tup_1146) : !cute.int_tuple<"(?,?,?)">
      %coord_1150 = cute.make_coord(%e0_1147) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1374 = cute.get_scalars(%coord_1150) : !cute.coord<"?">
      %1375 = arith.cmpi slt, %1374, %c1000_i32 : i32
      %coord_1151 = cute.make_coord(%e1_1148) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1376 = cute.get_scalars(%coord_1151) : !cute.coord<"?">
      %1377 = arith.cmpi slt, %1376, %c1048_i32 : i32
      %1378 = arith.andi %1375, %1377 : i1
      cf.cond_br %1378, ^bb297, ^bb298
    ^bb297:  // pred: ^bb296
      %1379 = cute.memref.load(%rmem_303, %16) : (!memref_rmem_f16_2, !cute.coord<"119">) -> f16
      cute.memref.store(%view_166, %16, %1379) : (!memref_gmem_f16_3, !cute.coord<"119">, f16) -> ()
      cf.br ^bb298
    ^bb298:  // 2 preds: ^bb296, ^bb297
      %tup_1152 = cute.add_offset(%tup_312, %15) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1153 = cute.deref_arith_tuple_iter(%tup_1152) : !cute_arith_tuple_iter_d50395
      %e0_1154, %e1_1155, %e2_1156 = cute.get_leaves(%tup_1153) : !cute_int_tuple_d8f416
      %coord_1157 = cute.make_coord(%e0_1154) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1380 = cute.get_scalars(%coord_1157) : !cute.coord<"?">
      %1381 = arith.cmpi slt, %1380, %c1000_i32 : i32
      %coord_1158 = cute.make_coord(%e1_1155) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1382 = cute.get_scalars(%coord_1158) : !cute.coord<"?{div=2}">
      %1383 = arith.cmpi slt, %1382, %c1048_i32 : i32
      %1384 = arith.andi %1381, %1383 : i1
      cf.cond_br %1384, ^bb299, ^bb300
    ^bb299:  // pred: ^bb298
      %1385 = cute.memref.load(%rmem_303, %14) : (!memref_rmem_f16_2, !cute.coord<"120">) -> f16
      cute.memref.store(%view_166, %14, %1385) : (!memref_gmem_f16_3, !cute.coord<"120">, f16) -> ()
      cf.br ^bb300
    ^bb300:  // 2 preds: ^bb298, ^bb299
      %tup_1159 = cute.add_offset(%tup_312, %13) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1160 = cute.deref_arith_tuple_iter(%tup_1159) : !cute_arith_tuple_iter_2fe1bf
      %e0_1161, %e1_1162, %e2_1163 = cute.get_leaves(%tup_1160) : !cute.int_tuple<"(?,?,?)">
      %coord_1164 = cute.make_coord(%e0_1161) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1386 = cute.get_scalars(%coord_1164) : !cute.coord<"?">
      %1387 = arith.cmpi slt, %1386, %c1000_i32 : i32
      %coord_1165 = cute.make_coord(%e1_1162) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1388 = cute.get_scalars(%coord_1165) : !cute.coord<"?">
      %1389 = arith.cmpi slt, %1388, %c1048_i32 : i32
      %1390 = arith.andi %1387, %1389 : i1
      cf.cond_br %1390, ^bb301, ^bb302
    ^bb301:  // pred: ^bb300
      %1391 = cute.memref.load(%rmem_303, %12) : (!memref_rmem_f16_2, !cute.coord<"121">) -> f16
      cute.memref.store(%view_166, %12, %1391) : (!memref_gmem_f16_3, !cute.coord<"121">, f16) -> ()
      cf.br ^bb302
    ^bb302:  // 2 preds: ^bb300, ^bb301
      %tup_1166 = cute.add_offset(%tup_312, %11) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1167 = cute.deref_arith_tuple_iter(%tup_1166) : !cute_arith_tuple_iter_d50395
      %e0_1168, %e1_1169, %e2_1170 = cute.get_leaves(%tup_1167) : !cute_int_tuple_d8f416
      %coord_1171 = cute.make_coord(%e0_1168) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1392 = cute.get_scalars(%coord_1171) : !cute.coord<"?">
      %1393 = arith.cmpi slt, %1392, %c1000_i32 : i32
      %coord_1172 = cute.make_coord(%e1_1169) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1394 = cute.get_scalars(%coord_1172) : !cute.coord<"?{div=2}">
      %1395 = arith.cmpi slt, %1394, %c1048_i32 : i32
      %1396 = arith.andi %1393, %1395 : i1
      cf.cond_br %1396, ^bb303, ^bb304
    ^bb303:  // pred: ^bb302
      %1397 = cute.memref.load(%rmem_303, %10) : (!memref_rmem_f16_2, !cute.coord<"122">) -> f16
      cute.memref.store(%view_166, %10, %1397) : (!memref_gmem_f16_3, !cute.coord<"122">, f16) -> ()
      cf.br ^bb304
    ^bb304:  // 2 preds: ^bb302, ^bb303
      %tup_1173 = cute.add_offset(%tup_312, %9) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1174 = cute.deref_arith_tuple_iter(%tup_1173) : !cute_arith_tuple_iter_2fe1bf
      %e0_1175, %e1_1176, %e2_1177 = cute.get_leaves(%tup_1174) : !cute.int_tuple<"(?,?,?)">
      %coord_1178 = cute.make_coord(%e0_1175) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1398 = cute.get_scalars(%coord_1178) : !cute.coord<"?">
      %1399 = arith.cmpi slt, %1398, %c1000_i32 : i32
      %coord_1179 = cute.make_coord(%e1_1176) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1400 = cute.get_scalars(%coord_1179) : !cute.coord<"?">
      %1401 = arith.cmpi slt, %1400, %c1048_i32 : i32
      %1402 = arith.andi %1399, %1401 : i1
      cf.cond_br %1402, ^bb305, ^bb306
    ^bb305:  // pred: ^bb304
      %1403 = cute.memref.load(%rmem_303, %8) : (!memref_rmem_f16_2, !cute.coord<"123">) -> f16
      cute.memref.store(%view_166, %8, %1403) : (!memref_gmem_f16_3, !cute.coord<"123">, f16) -> ()
      cf.br ^bb306
    ^bb306:  // 2 preds: ^bb304, ^bb305
      %tup_1180 = cute.add_offset(%tup_312, %7) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1181 = cute.deref_arith_tuple_iter(%tup_1180) : !cute_arith_tuple_iter_d50395
      %e0_1182, %e1_1183, %e2_1184 = cute.get_leaves(%tup_1181) : !cute_int_tuple_d8f416
      %coord_1185 = cute.make_coord(%e0_1182) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1404 = cute.get_scalars(%coord_1185) : !cute.coord<"?">
      %1405 = arith.cmpi slt, %1404, %c1000_i32 : i32
      %coord_1186 = cute.make_coord(%e1_1183) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1406 = cute.get_scalars(%coord_1186) : !cute.coord<"?{div=2}">
      %1407 = arith.cmpi slt, %1406, %c1048_i32 : i32
      %1408 = arith.andi %1405, %1407 : i1
      cf.cond_br %1408, ^bb307, ^bb308
    ^bb307:  // pred: ^bb306
      %1409 = cute.memref.load(%rmem_303, %6) : (!memref_rmem_f16_2, !cute.coord<"124">) -> f16
      cute.memref.store(%view_166, %6, %1409) : (!memref_gmem_f16_3, !cute.coord<"124">, f16) -> ()
      cf.br ^bb308
    ^bb308:  // 2 preds: ^bb306, ^bb307
      %tup_1187 = cute.add_offset(%tup_312, %5) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1188 = cute.deref_arith_tuple_iter(%tup_1187) : !cute_arith_tuple_iter_2fe1bf
      %e0_1189, %e1_1190, %e2_1191 = cute.get_leaves(%tup_1188) : !cute.int_tuple<"(?,?,?)">
      %coord_1192 = cute.make_coord(%e0_1189) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1410 = cute.get_scalars(%coord_1192) : !cute.coord<"?">
      %1411 = arith.cmpi slt, %1410, %c1000_i32 : i32
      %coord_1193 = cute.make_coord(%e1_1190) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1412 = cute.get_scalars(%coord_1193) : !cute.coord<"?">
      %1413 = arith.cmpi slt, %1412, %c1048_i32 : i32
      %1414 = arith.andi %1411, %1413 : i1
      cf.cond_br %1414, ^bb309, ^bb310
    ^bb309:  // pred: ^bb308
      %1415 = cute.memref.load(%rmem_303, %4) : (!memref_rmem_f16_2, !cute.coord<"125">) -> f16
      cute.memref.store(%view_166, %4, %1415) : (!memref_gmem_f16_3, !cute.coord<"125">, f16) -> ()
      cf.br ^bb310
    ^bb310:  // 2 preds: ^bb308, ^bb309
      %tup_1194 = cute.add_offset(%tup_312, %3) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1195 = cute.deref_arith_tuple_iter(%tup_1194) : !cute_arith_tuple_iter_d50395
      %e0_1196, %e1_1197, %e2_1198 = cute.get_leaves(%tup_1195) : !cute_int_tuple_d8f416
      %coord_1199 = cute.make_coord(%e0_1196) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1416 = cute.get_scalars(%coord_1199) : !cute.coord<"?">
      %1417 = arith.cmpi slt, %1416, %c1000_i32 : i32
      %coord_1200 = cute.make_coord(%e1_1197) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1418 = cute.get_scalars(%coord_1200) : !cute.coord<"?{div=2}">
      %1419 = arith.cmpi slt, %1418, %c1048_i32 : i32
      %1420 = arith.andi %1417, %1419 : i1
      cf.cond_br %1420, ^bb311, ^bb312
    ^bb311:  // pred: ^bb310
      %1421 = cute.memref.load(%rmem_303, %2) : (!memref_rmem_f16_2, !cute.coord<"126">) -> f16
      cute.memref.store(%view_166, %2, %1421) : (!memref_gmem_f16_3, !cute.coord<"126">, f16) -> ()
      cf.br ^bb312
    ^bb312:  // 2 preds: ^bb310, ^bb311
      %tup_1201 = cute.add_offset(%tup_312, %1) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1202 = cute.deref_arith_tuple_iter(%tup_1201) : !cute_arith_tuple_iter_2fe1bf
      %e0_1203, %e1_1204, %e2_1205 = cute.get_leaves(%tup_1202) : !cute.int_tuple<"(?,?,?)">
      %coord_1206 = cute.make_coord(%e0_1203) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1422 = cute.get_scalars(%coord_1206) : !cute.coord<"?">
      %1423 = arith.cmpi slt, %1422, %c1000_i32 : i32
      %coord_1207 = cute.make_coord(%e1_1204) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1424 = cute.get_scalars(%coord_1207) : !cute.coord<"?">
      %1425 = arith.cmpi slt, %1424, %c1048_i32 : i32
      %1426 = arith.andi %1423, %1425 : i1
      cf.cond_br %1426, ^bb313, ^bb314
    ^bb313:  // pred: ^bb312
      %1427 = cute.memref.load(%rmem_303, %0) : (!memref_rmem_f16_2, !cute.coord<"127">) -> f16
      cute.memref.store(%view_166, %0, %1427) : (!memref_gmem_f16_3, !cute.coord<"127">, f16) -> ()
      cf.br ^bb314
    ^bb314:  // 2 preds: ^bb312, ^bb313
      cf.br ^bb315
    ^bb315:  // 2 preds: ^bb57, ^bb314
      return
    }
  }
  func.func @cutlass___call___cute_irkernelsgemm_sm80_h9d1afb6b(%arg0: !memref_gmem_f16_4, %arg1: !memref_gmem_f16_5, %arg2: !memref_gmem_f16_6, %arg3: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %c49152_i64 = arith.constant 49152 : i64
    %c0_i32 = arith.constant 0 : i32
    %c2_i32 = arith.constant 2 : i32
    %c72_i32 = arith.constant 72 : i32
    %c1_i32 = arith.constant 1 : i32
    %c128_i32 = arith.constant 128 : i32
    %0 = cute.static : !cute_layout_62513c
    %1 = cute.static : !cute_layout_1aaf7b
    %2 = cute.static : !cute_layout_7f13f7
    %iter = cute.get_iter(%arg0) : !memref_gmem_f16_4
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f16_5
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f16_6
    %view = cute.make_view(%iter, %2) : !memref_gmem_f16_
    %view_2 = cute.make_view(%iter_0, %1) : !memref_gmem_f16_1
    %view_3 = cute.make_view(%iter_1, %0) : !memref_gmem_f16_2
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>
    %3 = cute.make_tiled_copy(%atom) : !copy_ldgsts
    %4 = cute.make_tiled_copy(%atom) : !copy_ldgsts
    %5 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c49152_i64, gridDim = (%c72_i32, %c1_i32, %c2_i32), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%5] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    cuda.launch_cfg.cooperative[%5] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %6 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hb8ef0853_0<%5> (%view, %view_2, %view_3) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_f16_, !memref_gmem_f16_1, !memref_gmem_f16_2) -> !cuda.result
    %7 = cuda.cast %6 : !cuda.result -> i32
    cuda.return_if_error %7 : i32
    return %c0_i32 : i32
  }
}
