!cute_arith_tuple_iter_2fe1bf = !cute.arith_tuple_iter<"(?,?,?)">
!cute_arith_tuple_iter_3f9628 = !cute.arith_tuple_iter<"(?{div=128},0,?)">
!cute_arith_tuple_iter_69b725 = !cute.arith_tuple_iter<"(?{div=128},-24,?)">
!cute_arith_tuple_iter_815f75 = !cute.arith_tuple_iter<"(?{div=128},?{div=128},?)">
!cute_arith_tuple_iter_9b797c = !cute.arith_tuple_iter<"(?,?{div=8},?)">
!cute_arith_tuple_iter_c87bd7 = !cute.arith_tuple_iter<"(0,0,?)">
!cute_arith_tuple_iter_d50395 = !cute.arith_tuple_iter<"(?,?{div=2},?)">
!cute_arith_tuple_iter_da3d01 = !cute.arith_tuple_iter<"(0,0,0)">
!cute_coord_tensor_2c1e9a = !cute.coord_tensor<"(?,?,?)", "((8,1),8,1,1):((1@1,0),16@0,0,0)">
!cute_coord_tensor_8e1a5b = !cute.coord_tensor<"(?,?{div=8},?)", "((8,1),8,1,1):((1@1,0),16@0,0,0)">
!cute_int_tuple_41955a = !cute.int_tuple<"(?{div=128},0,?)">
!cute_int_tuple_63bcf0 = !cute.int_tuple<"(?{div=128},0)">
!cute_int_tuple_718b17 = !cute.int_tuple<"?{div=1048000}">
!cute_int_tuple_a0ee65 = !cute.int_tuple<"(?{div=128},?{div=128})">
!cute_int_tuple_c0adfe = !cute.int_tuple<"(?{div=128},-24,?)">
!cute_int_tuple_d8f416 = !cute.int_tuple<"(?,?{div=2},?)">
!cute_layout_08193a = !cute.layout<"((8,1),((4))):((1,0),((2048)))">
!cute_layout_1b7931 = !cute.layout<"(1048,40,16):(1@0,1@1,1@2)">
!cute_layout_216d36 = !cute.layout<"((128,128),(8,9)):((1048,1),(134144,128))">
!cute_layout_2aa412 = !cute.layout<"(1048,40,16):(640,1,40)">
!cute_layout_3d5464 = !cute.layout<"((128,64),(8,1)):((1@0,1@1),(128@0,0))">
!cute_layout_4299ab = !cute.layout<"(1000,40,16):(1@0,1@1,1@2)">
!cute_layout_46ed9b = !cute.layout<"((2,2),4,8):((1,2),4,16)">
!cute_layout_5273d7 = !cute.layout<"((8,1),((4))):((1,0),((8)))">
!cute_layout_5351b6 = !cute.layout<"((128,128),(8,9)):((1@0,1@1),(128@0,128@1))">
!cute_layout_701db0 = !cute.layout<"(2,(64)):(1,(2))">
!cute_layout_71c43e = !cute.layout<"((8,1),((8,1))):((1,0),((1024,0)))">
!cute_layout_7619ce = !cute.layout<"(1000,1048,16):(1@0,1@1,1@2)">
!cute_layout_7a28be = !cute.layout<"((128,64),(9,1)):((640,1),(81920,0))">
!cute_layout_7d9642 = !cute.layout<"((2,2,2),4,1):((1,2,4),8,0)">
!cute_layout_8b4cdf = !cute.layout<"((128,64),(8,1)):((640,1),(81920,0))">
!cute_layout_a2f4c5 = !cute.layout<"((8,1),4,(2,2),(1,3)):((1,0),2048,(?{div=16},?{div=32}),(0,8192))">
!cute_layout_c1db25 = !cute.layout<"((8,1),((8,1))):((1,0),((10240,0)))">
!cute_layout_d5f8ce = !cute.layout<"(1000,1048,16):(1048,1,1048000)">
!cute_layout_e3a429 = !cute.layout<"(1000,40,16):(640,1,40)">
!cute_layout_e5aba0 = !cute.layout<"((128,64),(9,1)):((1@0,1@1),(128@0,0))">
!cute_layout_e94fd4 = !cute.layout<"(2,((2,4,8))):(1,((8384,33536,16)))">
!cute_layout_f3aa67 = !cute.layout<"(1,((8,1))):(0,((1,0)))">
!cute_layout_f95207 = !cute.layout<"((2,2),8,1):((1,2),4,0)">
!cute_ptr_9af6a0 = !cute.ptr<i8, smem, align<1024>>
!cute_ptr_fd5e1e = !cute.ptr<f16, smem, align<1024>>
!cute_stride_be29a3 = !cute.stride<"((1,0),2048,(?{div=16},?{div=32}),(0,8192))">
!copy_ldgsts = !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"((8,16),8):((128,1),16)">, tiler_mn = <"[16:1;64:1]">>
!copy_ldsm_4_ = !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>
!copy_ldsm_4_1 = !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>, layout_copy_tv = <"((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))">, tiler_mn = <"[32:1;16:1]">>
!memref_gmem_f16_ = !cute.memref<f16, gmem, align<16>, "(1000,40,16):(640,1,40)">
!memref_gmem_f16_1 = !cute.memref<f16, gmem, align<16>, "(1048,40,16):(640,1,40)">
!memref_gmem_f16_2 = !cute.memref<f16, gmem, align<16>, "(128,64,1):(640,1,0)">
!memref_gmem_f16_3 = !cute.memref<f16, gmem, "(128,64,1):(640,1,0)">
!memref_gmem_f16_4 = !cute.memref<f16, gmem, align<16>, "(1,1000,1048):(1048000,1048,1)">
!memref_gmem_f16_5 = !cute.memref<f16, gmem, align<16>, "(1,1000,640):(640000,640,1)">
!memref_gmem_f16_6 = !cute.memref<f16, gmem, align<16>, "(1,640,1048):(670720,1,640)">
!memref_gmem_f32_ = !cute.memref<f32, gmem, align<16>, "(1000,1048,16):(1048,1,1048000)">
!memref_gmem_f32_1 = !cute.memref<f32, gmem, align<8>, "((2,2),4,8):((1,8384),33536,16)">
!memref_gmem_f32_2 = !cute.memref<f32, gmem, align<16>, "(16,1000,1048):(1048000,1048,1)">
!memref_rmem_f16_ = !cute.memref<f16, rmem, align<16>, "((2,2,2),4,(2,2)):((1,2,4),8,(32,64))">
!memref_rmem_f16_1 = !cute.memref<f16, rmem, align<8>, "((2,2),8,(2,2)):((1,2),4,(32,64))">
!memref_rmem_f32_ = !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">
!memref_rmem_f32_1 = !cute.memref<f32, rmem, align<32>, "((2,2),4,8):((1,2),4,16)">
!memref_rmem_i8_ = !cute.memref<i8, rmem, align<32>, "(1,8,1):(8,1,0)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,8,1):(0,1,0)">
!memref_smem_f16_ = !cute.memref<f16, smem, align<16>, "((8,1),8,1,(1,3)):((1,0),1024,0,(0,8192))">
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_reduce_splits_cute_irkern_h2891e4fb_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h84865221_1' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_kernel_cute_irkernelsgemm_h84865221_1(%arg0: !memref_gmem_f16_, %arg1: !memref_gmem_f16_1, %arg2: !memref_gmem_f32_) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<128xf32>
      %cst_0 = arith.constant dense<0.000000e+00> : vector<192xf16>
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
      %255 = cute.static : !cute.int_tuple<"64">
      %256 = cute.static : !cute_layout_f95207
      %257 = cute.static : !cute_layout_7d9642
      %258 = cute.static : !cute_layout_46ed9b
      %259 = cute.static : !cute.int_tuple<"32">
      %260 = cute.static : !cute.int_tuple<"6">
      %261 = llvm.mlir.constant(3 : i32) : i32
      %262 = llvm.mlir.constant(2 : i32) : i32
      %263 = cute.static : !cute.int_tuple<"2">
      %264 = llvm.mlir.constant(1 : i32) : i32
      %265 = llvm.mlir.constant(0 : i32) : i32
      %266 = cute.static : !cute.int_tuple<"4">
      %267 = cute.static : !cute_layout_5273d7
      %268 = cute.static : !cute_layout_08193a
      %269 = cute.static : !cute.shape<"((8,1),4,(2,2),(1,3))">
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
      %c1_i32 = arith.constant 1 : i32
      %270 = cute.static : !cute_layout_f3aa67
      %271 = cute.static : !cute_layout_71c43e
      %272 = cute.static : !cute_layout_c1db25
      %c0_i8 = arith.constant 0 : i8
      %273 = cute.static : !cute.coord<"(0,7,0)">
      %274 = cute.static : !cute.int_tuple<"(112,0)">
      %275 = cute.static : !cute.coord<"(0,6,0)">
      %276 = cute.static : !cute.int_tuple<"(96,0)">
      %277 = cute.static : !cute.coord<"(0,5,0)">
      %278 = cute.static : !cute.int_tuple<"(80,0)">
      %279 = cute.static : !cute.coord<"(0,4,0)">
      %280 = cute.static : !cute.int_tuple<"(64,0)">
      %281 = cute.static : !cute.coord<"(0,3,0)">
      %282 = cute.static : !cute.int_tuple<"(48,0)">
      %283 = cute.static : !cute.coord<"(0,2,0)">
      %284 = cute.static : !cute.int_tuple<"(32,0)">
      %285 = cute.static : !cute.coord<"(0,1,0)">
      %286 = cute.static : !cute.int_tuple<"(16,0)">
      %287 = cute.static : !cute.coord<"(0,0,0)">
      %c3_i32 = arith.constant 3 : i32
      %c448_i32 = arith.constant 448 : i32
      %c512_i32 = arith.constant 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c64_i32 = arith.constant 64 : i32
      %c640_i32 = arith.constant 640 : i32
      %288 = cute.static : !cute.int_tuple<"49152">
      %c-16_i64 = arith.constant -16 : i64
      %289 = cute.static : !cute.layout<"(128,64,1):(640,1,0)">
      %290 = cute.static : !cute_layout_5351b6
      %291 = cute.static : !cute_layout_7619ce
      %292 = cute.static : !cute_layout_e5aba0
      %293 = cute.static : !cute_layout_1b7931
      %294 = cute.static : !cute_layout_3d5464
      %295 = cute.static : !cute_layout_4299ab
      %296 = cute.static : !cute_layout_216d36
      %297 = cute.static : !cute_layout_d5f8ce
      %298 = cute.static : !cute_layout_7a28be
      %299 = cute.static : !cute_layout_2aa412
      %300 = cute.static : !cute_layout_8b4cdf
      %301 = cute.static : !cute_layout_e3a429
      %c8_i32 = arith.constant 8 : i32
      %c72_i32 = arith.constant 72 : i32
      %302 = cute.static : !cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>
      %303 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %304 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %305 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %306 = arith.divsi %304, %c72_i32 : i32
      %307 = arith.muli %306, %c72_i32 : i32
      %308 = arith.cmpi ne, %304, %307 : i32
      %c0_i32_1 = arith.constant 0 : i32
      %309 = arith.cmpi slt, %304, %c0_i32_1 : i32
      %310 = arith.cmpi slt, %c72_i32, %c0_i32_1 : i32
      %311 = arith.cmpi ne, %309, %310 : i1
      %312 = arith.andi %308, %311 : i1
      %c-1_i32 = arith.constant -1 : i32
      %313 = arith.addi %306, %c-1_i32 : i32
      %314 = arith.select %312, %313, %306 : i32
      %315 = arith.muli %314, %c8_i32 : i32
      %316 = arith.subi %c8_i32, %315 : i32
      %317 = arith.cmpi slt, %316, %c8_i32 : i32
      %318 = arith.select %317, %316, %c8_i32 : i32
      %319 = arith.muli %314, %c72_i32 : i32
      %320 = arith.subi %304, %319 : i32
      %321 = arith.remsi %320, %318 : i32
      %322 = arith.addi %315, %321 : i32
      %323 = arith.divsi %320, %318 : i32
      %324 = arith.muli %323, %318 : i32
      %325 = arith.cmpi ne, %320, %324 : i32
      %c0_i32_2 = arith.constant 0 : i32
      %326 = arith.cmpi slt, %320, %c0_i32_2 : i32
      %327 = arith.cmpi slt, %318, %c0_i32_2 : i32
      %328 = arith.cmpi ne, %326, %327 : i1
      %329 = arith.andi %325, %328 : i1
      %c-1_i32_3 = arith.constant -1 : i32
      %330 = arith.addi %323, %c-1_i32_3 : i32
      %331 = arith.select %329, %330, %323 : i32
      %coord = cute.make_coord(%305) : (i32) -> !cute.coord<"(_,_,?)">
      %idx = cute.crd2idx(%coord, %301) : (!cute.coord<"(_,_,?)">, !cute_layout_e3a429) -> !cute.int_tuple<"?{div=40}">
      %iter = cute.get_iter(%arg0) : !memref_gmem_f16_
      %ptr = cute.add_offset(%iter, %idx) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=40}">) -> !cute.ptr<f16, gmem, align<16>>
      %coord_4 = cute.make_coord(%322) : (i32) -> !cute.coord<"((_,_),(?,_))">
      %idx_5 = cute.crd2idx(%coord_4, %300) : (!cute.coord<"((_,_),(?,_))">, !cute_layout_8b4cdf) -> !cute.int_tuple<"?{div=81920}">
      %ptr_6 = cute.add_offset(%ptr, %idx_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=81920}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_7 = cute.crd2idx(%coord, %299) : (!cute.coord<"(_,_,?)">, !cute_layout_2aa412) -> !cute.int_tuple<"?{div=40}">
      %iter_8 = cute.get_iter(%arg1) : !memref_gmem_f16_1
      %ptr_9 = cute.add_offset(%iter_8, %idx_7) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=40}">) -> !cute.ptr<f16, gmem, align<16>>
      %coord_10 = cute.make_coord(%331) : (i32) -> !cute.coord<"((_,_),(?,_))">
      %idx_11 = cute.crd2idx(%coord_10, %298) : (!cute.coord<"((_,_),(?,_))">, !cute_layout_7a28be) -> !cute.int_tuple<"?{div=81920}">
      %ptr_12 = cute.add_offset(%ptr_9, %idx_11) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=81920}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_13 = cute.crd2idx(%coord, %297) : (!cute.coord<"(_,_,?)">, !cute_layout_d5f8ce) -> !cute_int_tuple_718b17
      %iter_14 = cute.get_iter(%arg2) : !memref_gmem_f32_
      %ptr_15 = cute.add_offset(%iter_14, %idx_13) : (!cute.ptr<f32, gmem, align<16>>, !cute_int_tuple_718b17) -> !cute.ptr<f32, gmem, align<16>>
      %coord_16 = cute.make_coord(%322, %331) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %idx_17 = cute.crd2idx(%coord_16, %296) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_216d36) -> !cute.int_tuple<"?{div=128}">
      %ptr_18 = cute.add_offset(%ptr_15, %idx_17) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=128}">) -> !cute.ptr<f32, gmem, align<16>>
      %int_tup_iter = cute.make_arith_tuple_iter() : () -> !cute_arith_tuple_iter_da3d01
      %idx_19 = cute.crd2idx(%coord, %295) : (!cute.coord<"(_,_,?)">, !cute_layout_4299ab) -> !cute.int_tuple<"(0,0,?)">
      %tup = cute.add_offset(%int_tup_iter, %idx_19) : (!cute_arith_tuple_iter_da3d01, !cute.int_tuple<"(0,0,?)">) -> !cute_arith_tuple_iter_c87bd7
      %idx_20 = cute.crd2idx(%coord_4, %294) : (!cute.coord<"((_,_),(?,_))">, !cute_layout_3d5464) -> !cute_int_tuple_63bcf0
      %tup_21 = cute.add_offset(%tup, %idx_20) : (!cute_arith_tuple_iter_c87bd7, !cute_int_tuple_63bcf0) -> !cute_arith_tuple_iter_3f9628
      %tup_22 = cute.deref_arith_tuple_iter(%tup_21) : !cute_arith_tuple_iter_3f9628
      %e0, %e1, %e2 = cute.get_leaves(%tup_22) : !cute_int_tuple_41955a
      %idx_23 = cute.crd2idx(%coord, %293) : (!cute.coord<"(_,_,?)">, !cute_layout_1b7931) -> !cute.int_tuple<"(0,0,?)">
      %tup_24 = cute.add_offset(%int_tup_iter, %idx_23) : (!cute_arith_tuple_iter_da3d01, !cute.int_tuple<"(0,0,?)">) -> !cute_arith_tuple_iter_c87bd7
      %idx_25 = cute.crd2idx(%coord_10, %292) : (!cute.coord<"((_,_),(?,_))">, !cute_layout_e5aba0) -> !cute_int_tuple_63bcf0
      %tup_26 = cute.add_offset(%tup_24, %idx_25) : (!cute_arith_tuple_iter_c87bd7, !cute_int_tuple_63bcf0) -> !cute_arith_tuple_iter_3f9628
      %tup_27 = cute.deref_arith_tuple_iter(%tup_26) : !cute_arith_tuple_iter_3f9628
      %e0_28, %e1_29, %e2_30 = cute.get_leaves(%tup_27) : !cute_int_tuple_41955a
      %idx_31 = cute.crd2idx(%coord, %291) : (!cute.coord<"(_,_,?)">, !cute_layout_7619ce) -> !cute.int_tuple<"(0,0,?)">
      %tup_32 = cute.add_offset(%int_tup_iter, %idx_31) : (!cute_arith_tuple_iter_da3d01, !cute.int_tuple<"(0,0,?)">) -> !cute_arith_tuple_iter_c87bd7
      %idx_33 = cute.crd2idx(%coord_16, %290) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_5351b6) -> !cute_int_tuple_a0ee65
      %tup_34 = cute.add_offset(%tup_32, %idx_33) : (!cute_arith_tuple_iter_c87bd7, !cute_int_tuple_a0ee65) -> !cute_arith_tuple_iter_815f75
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"-24">
      %ptr_35 = cute.add_offset(%ptr_6, %int_tuple) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"-24">) -> !cute.ptr<f16, gmem, align<16>>
      %view = cute.make_view(%ptr_35, %289) : !memref_gmem_f16_2
      %dyn = cute.derefine(%view) : !memref_gmem_f16_2 to !memref_gmem_f16_3
      %iter_36 = cute.get_iter(%dyn) : !memref_gmem_f16_3
      %ptr_37 = cute.add_offset(%ptr_12, %int_tuple) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"-24">) -> !cute.ptr<f16, gmem, align<16>>
      %dyn_38 = cute.derefine(%ptr_37) : !cute.ptr<f16, gmem, align<16>> to !cute.ptr<f16, gmem>
      %int_tuple_39 = cute.make_int_tuple(%e0, %e2) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_41955a
      %int_tuple_40 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,-24)">
      %add = cute.tuple_add(%int_tuple_39, %int_tuple_40) : (!cute_int_tuple_41955a, !cute.int_tuple<"(0,-24)">) -> !cute_int_tuple_c0adfe
      %e0_41, %e1_42, %e2_43 = cute.get_leaves(%add) : !cute_int_tuple_c0adfe
      %int_tuple_44 = cute.make_int_tuple(%e0_41, %e2_43) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_c0adfe
      %int_tup_iter_45 = cute.make_arith_tuple_iter(%int_tuple_44) : (!cute_int_tuple_c0adfe) -> !cute_arith_tuple_iter_69b725
      %int_tuple_46 = cute.make_int_tuple(%e0_28, %e2_30) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_41955a
      %add_47 = cute.tuple_add(%int_tuple_46, %int_tuple_40) : (!cute_int_tuple_41955a, !cute.int_tuple<"(0,-24)">) -> !cute_int_tuple_c0adfe
      %e0_48, %e1_49, %e2_50 = cute.get_leaves(%add_47) : !cute_int_tuple_c0adfe
      %int_tuple_51 = cute.make_int_tuple(%e0_48, %e2_50) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_c0adfe
      %int_tup_iter_52 = cute.make_arith_tuple_iter(%int_tuple_51) : (!cute_int_tuple_c0adfe) -> !cute_arith_tuple_iter_69b725
      %332 = cute.ptrtoint(%iter_36) : !cute.ptr<f16, gmem> to i64
      %333 = arith.addi %332, %c15_i64 : i64
      %334 = arith.andi %333, %c-16_i64 : i64
      %iv = cute.assume(%334) : (i64) -> !cute.i64<divby 16>
      %335 = cute.inttoptr(%iv) : !cute.i64<divby 16> to !cute.ptr<f16, gmem, align<16>>
      %336 = cute.ptrtoint(%dyn_38) : !cute.ptr<f16, gmem> to i64
      %337 = arith.addi %336, %c15_i64 : i64
      %338 = arith.andi %337, %c-16_i64 : i64
      %iv_53 = cute.assume(%338) : (i64) -> !cute.i64<divby 16>
      %339 = cute.inttoptr(%iv_53) : !cute.i64<divby 16> to !cute.ptr<f16, gmem, align<16>>
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %ptr_54 = cute.add_offset(%smem_ptr, %288) : (!cute_ptr_9af6a0, !cute.int_tuple<"49152">) -> !cute_ptr_9af6a0
      %iter_55 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute_ptr_fd5e1e
      %iter_56 = cute.recast_iter(%ptr_54) : !cute_ptr_9af6a0 to !cute_ptr_fd5e1e
      %340 = arith.divsi %303, %c8_i32 : i32
      %341 = arith.remsi %303, %c8_i32 : i32
      %342 = arith.muli %341, %c8_i32 : i32
      %343 = arith.muli %340, %c640_i32 : i32
      %344 = arith.addi %342, %343 : i32
      %iv_57 = cute.assume(%344) : (i32) -> !cute.i32<divby 8>
      %int_tuple_58 = cute.make_int_tuple(%iv_57) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_59 = cute.add_offset(%335, %int_tuple_58) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %345 = arith.remsi %340, %c8_i32 : i32
      %346 = arith.muli %345, %c64_i32 : i32
      %347 = arith.addi %342, %346 : i32
      %348 = arith.divsi %340, %c8_i32 : i32
      %349 = arith.muli %348, %c512_i32 : i32
      %350 = arith.andi %347, %c448_i32 : i32
      %351 = arith.shrsi %350, %c3_i32 : i32
      %352 = arith.xori %347, %351 : i32
      %353 = arith.addi %352, %349 : i32
      %iv_60 = cute.assume(%353) : (i32) -> !cute.i32<divby 8>
      %int_tuple_61 = cute.make_int_tuple(%iv_60) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_62 = cute.add_offset(%iter_55, %int_tuple_61) : (!cute_ptr_fd5e1e, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, smem, align<16>>
      %view_63 = cute.make_view(%ptr_62) : !memref_smem_f16_
      %iv_64 = cute.assume(%342) : (i32) -> !cute.i32<divby 8>
      %int_tuple_65 = cute.make_int_tuple(%340, %iv_64) : (i32, !cute.i32<divby 8>) -> !cute.int_tuple<"(?,?{div=8})">
      %tup_66 = cute.add_offset(%int_tup_iter_45, %int_tuple_65) : (!cute_arith_tuple_iter_69b725, !cute.int_tuple<"(?,?{div=8})">) -> !cute_arith_tuple_iter_9b797c
      %view_67 = cute.make_view(%tup_66) : !cute_coord_tensor_8e1a5b
      %dyn_68 = cute.derefine(%view_67) : !cute_coord_tensor_8e1a5b to !cute_coord_tensor_2c1e9a
      %ptr_69 = cute.add_offset(%339, %int_tuple_58) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %ptr_70 = cute.add_offset(%iter_56, %int_tuple_61) : (!cute_ptr_fd5e1e, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, smem, align<16>>
      %view_71 = cute.make_view(%ptr_70) : !memref_smem_f16_
      %tup_72 = cute.add_offset(%int_tup_iter_52, %int_tuple_65) : (!cute_arith_tuple_iter_69b725, !cute.int_tuple<"(?,?{div=8})">) -> !cute_arith_tuple_iter_9b797c
      %dyn_73 = cute.derefine(%tup_72) : !cute_arith_tuple_iter_9b797c to !cute_arith_tuple_iter_2fe1bf
      %rmem = cute.memref.alloca() : !memref_rmem_i8_
      %iter_74 = cute.get_iter(%dyn_68) : !cute_coord_tensor_2c1e9a
      %tup_75 = cute.deref_arith_tuple_iter(%iter_74) : !cute_arith_tuple_iter_2fe1bf
      %e0_76, %e1_77, %e2_78 = cute.get_leaves(%tup_75) : !cute.int_tuple<"(?,?,?)">
      %coord_79 = cute.make_coord(%e0_76) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %354 = cute.get_scalars(%coord_79) : !cute.coord<"?">
      %355 = arith.cmpi slt, %354, %c1000_i32 : i32
      %356 = arith.extui %355 : i1 to i8
      cute.memref.store(%rmem, %287, %356) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %tup_80 = cute.add_offset(%iter_74, %286) : (!cute_arith_tuple_iter_2fe1bf, !cute.int_tuple<"(16,0)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_81 = cute.deref_arith_tuple_iter(%tup_80) : !cute_arith_tuple_iter_2fe1bf
      %e0_82, %e1_83, %e2_84 = cute.get_leaves(%tup_81) : !cute.int_tuple<"(?,?,?)">
      %coord_85 = cute.make_coord(%e0_82) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %357 = cute.get_scalars(%coord_85) : !cute.coord<"?">
      %358 = arith.cmpi slt, %357, %c1000_i32 : i32
      %359 = arith.extui %358 : i1 to i8
      cute.memref.store(%rmem, %285, %359) : (!memref_rmem_i8_, !cute.coord<"(0,1,0)">, i8) -> ()
      %tup_86 = cute.add_offset(%iter_74, %284) : (!cute_arith_tuple_iter_2fe1bf, !cute.int_tuple<"(32,0)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_87 = cute.deref_arith_tuple_iter(%tup_86) : !cute_arith_tuple_iter_2fe1bf
      %e0_88, %e1_89, %e2_90 = cute.get_leaves(%tup_87) : !cute.int_tuple<"(?,?,?)">
      %coord_91 = cute.make_coord(%e0_88) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %360 = cute.get_scalars(%coord_91) : !cute.coord<"?">
      %361 = arith.cmpi slt, %360, %c1000_i32 : i32
      %362 = arith.extui %361 : i1 to i8
      cute.memref.store(%rmem, %283, %362) : (!memref_rmem_i8_, !cute.coord<"(0,2,0)">, i8) -> ()
      %tup_92 = cute.add_offset(%iter_74, %282) : (!cute_arith_tuple_iter_2fe1bf, !cute.int_tuple<"(48,0)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_93 = cute.deref_arith_tuple_iter(%tup_92) : !cute_arith_tuple_iter_2fe1bf
      %e0_94, %e1_95, %e2_96 = cute.get_leaves(%tup_93) : !cute.int_tuple<"(?,?,?)">
      %coord_97 = cute.make_coord(%e0_94) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %363 = cute.get_scalars(%coord_97) : !cute.coord<"?">
      %364 = arith.cmpi slt, %363, %c1000_i32 : i32
      %365 = arith.extui %364 : i1 to i8
      cute.memref.store(%rmem, %281, %365) : (!memref_rmem_i8_, !cute.coord<"(0,3,0)">, i8) -> ()
      %tup_98 = cute.add_offset(%iter_74, %280) : (!cute_arith_tuple_iter_2fe1bf, !cute.int_tuple<"(64,0)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_99 = cute.deref_arith_tuple_iter(%tup_98) : !cute_arith_tuple_iter_2fe1bf
      %e0_100, %e1_101, %e2_102 = cute.get_leaves(%tup_99) : !cute.int_tuple<"(?,?,?)">
      %coord_103 = cute.make_coord(%e0_100) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %366 = cute.get_scalars(%coord_103) : !cute.coord<"?">
      %367 = arith.cmpi slt, %366, %c1000_i32 : i32
      %368 = arith.extui %367 : i1 to i8
      cute.memref.store(%rmem, %279, %368) : (!memref_rmem_i8_, !cute.coord<"(0,4,0)">, i8) -> ()
      %tup_104 = cute.add_offset(%iter_74, %278) : (!cute_arith_tuple_iter_2fe1bf, !cute.int_tuple<"(80,0)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_105 = cute.deref_arith_tuple_iter(%tup_104) : !cute_arith_tuple_iter_2fe1bf
      %e0_106, %e1_107, %e2_108 = cute.get_leaves(%tup_105) : !cute.int_tuple<"(?,?,?)">
      %coord_109 = cute.make_coord(%e0_106) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %369 = cute.get_scalars(%coord_109) : !cute.coord<"?">
      %370 = arith.cmpi slt, %369, %c1000_i32 : i32
      %371 = arith.extui %370 : i1 to i8
      cute.memref.store(%rmem, %277, %371) : (!memref_rmem_i8_, !cute.coord<"(0,5,0)">, i8) -> ()
      %tup_110 = cute.add_offset(%iter_74, %276) : (!cute_arith_tuple_iter_2fe1bf, !cute.int_tuple<"(96,0)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_111 = cute.deref_arith_tuple_iter(%tup_110) : !cute_arith_tuple_iter_2fe1bf
      %e0_112, %e1_113, %e2_114 = cute.get_leaves(%tup_111) : !cute.int_tuple<"(?,?,?)">
      %coord_115 = cute.make_coord(%e0_112) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %372 = cute.get_scalars(%coord_115) : !cute.coord<"?">
      %373 = arith.cmpi slt, %372, %c1000_i32 : i32
      %374 = arith.extui %373 : i1 to i8
      cute.memref.store(%rmem, %275, %374) : (!memref_rmem_i8_, !cute.coord<"(0,6,0)">, i8) -> ()
      %tup_116 = cute.add_offset(%iter_74, %274) : (!cute_arith_tuple_iter_2fe1bf, !cute.int_tuple<"(112,0)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_117 = cute.deref_arith_tuple_iter(%tup_116) : !cute_arith_tuple_iter_2fe1bf
      %e0_118, %e1_119, %e2_120 = cute.get_leaves(%tup_117) : !cute.int_tuple<"(?,?,?)">
      %coord_121 = cute.make_coord(%e0_118) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %375 = cute.get_scalars(%coord_121) : !cute.coord<"?">
      %376 = arith.cmpi slt, %375, %c1000_i32 : i32
      %377 = arith.extui %376 : i1 to i8
      cute.memref.store(%rmem, %273, %377) : (!memref_rmem_i8_, !cute.coord<"(0,7,0)">, i8) -> ()
      %rmem_122 = cute.memref.alloca() : !memref_rmem_i8_
      %tup_123 = cute.deref_arith_tuple_iter(%dyn_73) : !cute_arith_tuple_iter_2fe1bf
      %e0_124, %e1_125, %e2_126 = cute.get_leaves(%tup_123) : !cute.int_tuple<"(?,?,?)">
      %coord_127 = cute.make_coord(%e0_124) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %378 = cute.get_scalars(%coord_127) : !cute.coord<"?">
      %379 = arith.cmpi slt, %378, %c1048_i32 : i32
      %380 = arith.extui %379 : i1 to i8
      cute.memref.store(%rmem_122, %287, %380) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %tup_128 = cute.add_offset(%tup_72, %286) : (!cute_arith_tuple_iter_9b797c, !cute.int_tuple<"(16,0)">) -> !cute_arith_tuple_iter_9b797c
      %dyn_129 = cute.derefine(%tup_128) : !cute_arith_tuple_iter_9b797c to !cute_arith_tuple_iter_2fe1bf
      %tup_130 = cute.deref_arith_tuple_iter(%dyn_129) : !cute_arith_tuple_iter_2fe1bf
      %e0_131, %e1_132, %e2_133 = cute.get_leaves(%tup_130) : !cute.int_tuple<"(?,?,?)">
      %coord_134 = cute.make_coord(%e0_131) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %381 = cute.get_scalars(%coord_134) : !cute.coord<"?">
      %382 = arith.cmpi slt, %381, %c1048_i32 : i32
      %383 = arith.extui %382 : i1 to i8
      cute.memref.store(%rmem_122, %285, %383) : (!memref_rmem_i8_, !cute.coord<"(0,1,0)">, i8) -> ()
      %tup_135 = cute.add_offset(%tup_72, %284) : (!cute_arith_tuple_iter_9b797c, !cute.int_tuple<"(32,0)">) -> !cute_arith_tuple_iter_9b797c
      %dyn_136 = cute.derefine(%tup_135) : !cute_arith_tuple_iter_9b797c to !cute_arith_tuple_iter_2fe1bf
      %tup_137 = cute.deref_arith_tuple_iter(%dyn_136) : !cute_arith_tuple_iter_2fe1bf
      %e0_138, %e1_139, %e2_140 = cute.get_leaves(%tup_137) : !cute.int_tuple<"(?,?,?)">
      %coord_141 = cute.make_coord(%e0_138) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %384 = cute.get_scalars(%coord_141) : !cute.coord<"?">
      %385 = arith.cmpi slt, %384, %c1048_i32 : i32
      %386 = arith.extui %385 : i1 to i8
      cute.memref.store(%rmem_122, %283, %386) : (!memref_rmem_i8_, !cute.coord<"(0,2,0)">, i8) -> ()
      %tup_142 = cute.add_offset(%tup_72, %282) : (!cute_arith_tuple_iter_9b797c, !cute.int_tuple<"(48,0)">) -> !cute_arith_tuple_iter_9b797c
      %dyn_143 = cute.derefine(%tup_142) : !cute_arith_tuple_iter_9b797c to !cute_arith_tuple_iter_2fe1bf
      %tup_144 = cute.deref_arith_tuple_iter(%dyn_143) : !cute_arith_tuple_iter_2fe1bf
      %e0_145, %e1_146, %e2_147 = cute.get_leaves(%tup_144) : !cute.int_tuple<"(?,?,?)">
      %coord_148 = cute.make_coord(%e0_145) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %387 = cute.get_scalars(%coord_148) : !cute.coord<"?">
      %388 = arith.cmpi slt, %387, %c1048_i32 : i32
      %389 = arith.extui %388 : i1 to i8
      cute.memref.store(%rmem_122, %281, %389) : (!memref_rmem_i8_, !cute.coord<"(0,3,0)">, i8) -> ()
      %tup_149 = cute.add_offset(%tup_72, %280) : (!cute_arith_tuple_iter_9b797c, !cute.int_tuple<"(64,0)">) -> !cute_arith_tuple_iter_9b797c
      %dyn_150 = cute.derefine(%tup_149) : !cute_arith_tuple_iter_9b797c to !cute_arith_tuple_iter_2fe1bf
      %tup_151 = cute.deref_arith_tuple_iter(%dyn_150) : !cute_arith_tuple_iter_2fe1bf
      %e0_152, %e1_153, %e2_154 = cute.get_leaves(%tup_151) : !cute.int_tuple<"(?,?,?)">
      %coord_155 = cute.make_coord(%e0_152) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %390 = cute.get_scalars(%coord_155) : !cute.coord<"?">
      %391 = arith.cmpi slt, %390, %c1048_i32 : i32
      %392 = arith.extui %391 : i1 to i8
      cute.memref.store(%rmem_122, %279, %392) : (!memref_rmem_i8_, !cute.coord<"(0,4,0)">, i8) -> ()
      %tup_156 = cute.add_offset(%tup_72, %278) : (!cute_arith_tuple_iter_9b797c, !cute.int_tuple<"(80,0)">) -> !cute_arith_tuple_iter_9b797c
      %dyn_157 = cute.derefine(%tup_156) : !cute_arith_tuple_iter_9b797c to !cute_arith_tuple_iter_2fe1bf
      %tup_158 = cute.deref_arith_tuple_iter(%dyn_157) : !cute_arith_tuple_iter_2fe1bf
      %e0_159, %e1_160, %e2_161 = cute.get_leaves(%tup_158) : !cute.int_tuple<"(?,?,?)">
      %coord_162 = cute.make_coord(%e0_159) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %393 = cute.get_scalars(%coord_162) : !cute.coord<"?">
      %394 = arith.cmpi slt, %393, %c1048_i32 : i32
      %395 = arith.extui %394 : i1 to i8
      cute.memref.store(%rmem_122, %277, %395) : (!memref_rmem_i8_, !cute.coord<"(0,5,0)">, i8) -> ()
      %tup_163 = cute.add_offset(%tup_72, %276) : (!cute_arith_tuple_iter_9b797c, !cute.int_tuple<"(96,0)">) -> !cute_arith_tuple_iter_9b797c
      %dyn_164 = cute.derefine(%tup_163) : !cute_arith_tuple_iter_9b797c to !cute_arith_tuple_iter_2fe1bf
      %tup_165 = cute.deref_arith_tuple_iter(%dyn_164) : !cute_arith_tuple_iter_2fe1bf
      %e0_166, %e1_167, %e2_168 = cute.get_leaves(%tup_165) : !cute.int_tuple<"(?,?,?)">
      %coord_169 = cute.make_coord(%e0_166) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %396 = cute.get_scalars(%coord_169) : !cute.coord<"?">
      %397 = arith.cmpi slt, %396, %c1048_i32 : i32
      %398 = arith.extui %397 : i1 to i8
      cute.memref.store(%rmem_122, %275, %398) : (!memref_rmem_i8_, !cute.coord<"(0,6,0)">, i8) -> ()
      %tup_170 = cute.add_offset(%tup_72, %274) : (!cute_arith_tuple_iter_9b797c, !cute.int_tuple<"(112,0)">) -> !cute_arith_tuple_iter_9b797c
      %dyn_171 = cute.derefine(%tup_170) : !cute_arith_tuple_iter_9b797c to !cute_arith_tuple_iter_2fe1bf
      %tup_172 = cute.deref_arith_tuple_iter(%dyn_171) : !cute_arith_tuple_iter_2fe1bf
      %e0_173, %e1_174, %e2_175 = cute.get_leaves(%tup_172) : !cute.int_tuple<"(?,?,?)">
      %coord_176 = cute.make_coord(%e0_173) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %399 = cute.get_scalars(%coord_176) : !cute.coord<"?">
      %400 = arith.cmpi slt, %399, %c1048_i32 : i32
      %401 = arith.extui %400 : i1 to i8
      cute.memref.store(%rmem_122, %273, %401) : (!memref_rmem_i8_, !cute.coord<"(0,7,0)">, i8) -> ()
      %rmem_177 = cute.memref.alloca() : !memref_rmem_i8_1
      %iter_178 = cute.get_iter(%rmem_177) : !memref_rmem_i8_1
      %coord_179 = cute.make_coord() : () -> !cute.coord<"-1">
      %dyn_180 = cute.derefine(%coord_179) : !cute.coord<"-1"> to !cute.coord<"?">
      %coord_181 = cute.make_coord(%e1_77) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %402 = cute.get_scalars(%dyn_180) : !cute.coord<"?">
      %403 = cute.get_scalars(%coord_181) : !cute.coord<"?">
      %404 = arith.cmpi slt, %402, %403 : i32
      %405 = cute.memref.load(%rmem, %287) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">) -> i8
      %406 = arith.cmpi ne, %405, %c0_i8 : i8
      %407 = arith.andi %406, %404 : i1
      %408 = arith.extui %407 : i1 to i8
      cute.memref.store(%rmem_177, %287, %408) : (!memref_rmem_i8_1, !cute.coord<"(0,0,0)">, i8) -> ()
      %coord_182 = cute.make_coord(%e1_83) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %409 = cute.get_scalars(%coord_182) : !cute.coord<"?">
      %410 = arith.cmpi slt, %402, %409 : i32
      %411 = cute.memref.load(%rmem, %285) : (!memref_rmem_i8_, !cute.coord<"(0,1,0)">) -> i8
      %412 = arith.cmpi ne, %411, %c0_i8 : i8
      %413 = arith.andi %412, %410 : i1
      %414 = arith.extui %413 : i1 to i8
      cute.memref.store(%rmem_177, %285, %414) : (!memref_rmem_i8_1, !cute.coord<"(0,1,0)">, i8) -> ()
      %coord_183 = cute.make_coord(%e1_89) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %415 = cute.get_scalars(%coord_183) : !cute.coord<"?">
      %416 = arith.cmpi slt, %402, %415 : i32
      %417 = cute.memref.load(%rmem, %283) : (!memref_rmem_i8_, !cute.coord<"(0,2,0)">) -> i8
      %418 = arith.cmpi ne, %417, %c0_i8 : i8
      %419 = arith.andi %418, %416 : i1
      %420 = arith.extui %419 : i1 to i8
      cute.memref.store(%rmem_177, %283, %420) : (!memref_rmem_i8_1, !cute.coord<"(0,2,0)">, i8) -> ()
      %coord_184 = cute.make_coord(%e1_95) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %421 = cute.get_scalars(%coord_184) : !cute.coord<"?">
      %422 = arith.cmpi slt, %402, %421 : i32
      %423 = cute.memref.load(%rmem, %281) : (!memref_rmem_i8_, !cute.coord<"(0,3,0)">) -> i8
      %424 = arith.cmpi ne, %423, %c0_i8 : i8
      %425 = arith.andi %424, %422 : i1
      %426 = arith.extui %425 : i1 to i8
      cute.memref.store(%rmem_177, %281, %426) : (!memref_rmem_i8_1, !cute.coord<"(0,3,0)">, i8) -> ()
      %coord_185 = cute.make_coord(%e1_101) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %427 = cute.get_scalars(%coord_185) : !cute.coord<"?">
      %428 = arith.cmpi slt, %402, %427 : i32
      %429 = cute.memref.load(%rmem, %279) : (!memref_rmem_i8_, !cute.coord<"(0,4,0)">) -> i8
      %430 = arith.cmpi ne, %429, %c0_i8 : i8
      %431 = arith.andi %430, %428 : i1
      %432 = arith.extui %431 : i1 to i8
      cute.memref.store(%rmem_177, %279, %432) : (!memref_rmem_i8_1, !cute.coord<"(0,4,0)">, i8) -> ()
      %coord_186 = cute.make_coord(%e1_107) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %433 = cute.get_scalars(%coord_186) : !cute.coord<"?">
      %434 = arith.cmpi slt, %402, %433 : i32
      %435 = cute.memref.load(%rmem, %277) : (!memref_rmem_i8_, !cute.coord<"(0,5,0)">) -> i8
      %436 = arith.cmpi ne, %435, %c0_i8 : i8
      %437 = arith.andi %436, %434 : i1
      %438 = arith.extui %437 : i1 to i8
      cute.memref.store(%rmem_177, %277, %438) : (!memref_rmem_i8_1, !cute.coord<"(0,5,0)">, i8) -> ()
      %coord_187 = cute.make_coord(%e1_113) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %439 = cute.get_scalars(%coord_187) : !cute.coord<"?">
      %440 = arith.cmpi slt, %402, %439 : i32
      %441 = cute.memref.load(%rmem, %275) : (!memref_rmem_i8_, !cute.coord<"(0,6,0)">) -> i8
      %442 = arith.cmpi ne, %441, %c0_i8 : i8
      %443 = arith.andi %442, %440 : i1
      %444 = arith.extui %443 : i1 to i8
      cute.memref.store(%rmem_177, %275, %444) : (!memref_rmem_i8_1, !cute.coord<"(0,6,0)">, i8) -> ()
      %coord_188 = cute.make_coord(%e1_119) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %445 = cute.get_scalars(%coord_188) : !cute.coord<"?">
      %446 = arith.cmpi slt, %402, %445 : i32
      %447 = cute.memref.load(%rmem, %273) : (!memref_rmem_i8_, !cute.coord<"(0,7,0)">) -> i8
      %448 = arith.cmpi ne, %447, %c0_i8 : i8
      %449 = arith.andi %448, %446 : i1
      %450 = arith.extui %449 : i1 to i8
      cute.memref.store(%rmem_177, %273, %450) : (!memref_rmem_i8_1, !cute.coord<"(0,7,0)">, i8) -> ()
      %rmem_189 = cute.memref.alloca() : !memref_rmem_i8_1
      %iter_190 = cute.get_iter(%rmem_189) : !memref_rmem_i8_1
      %coord_191 = cute.make_coord(%e1_125) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %451 = cute.get_scalars(%coord_191) : !cute.coord<"?">
      %452 = arith.cmpi slt, %402, %451 : i32
      %453 = cute.memref.load(%rmem_122, %287) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">) -> i8
      %454 = arith.cmpi ne, %453, %c0_i8 : i8
      %455 = arith.andi %454, %452 : i1
      %456 = arith.extui %455 : i1 to i8
      cute.memref.store(%rmem_189, %287, %456) : (!memref_rmem_i8_1, !cute.coord<"(0,0,0)">, i8) -> ()
      %coord_192 = cute.make_coord(%e1_132) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %457 = cute.get_scalars(%coord_192) : !cute.coord<"?">
      %458 = arith.cmpi slt, %402, %457 : i32
      %459 = cute.memref.load(%rmem_122, %285) : (!memref_rmem_i8_, !cute.coord<"(0,1,0)">) -> i8
      %460 = arith.cmpi ne, %459, %c0_i8 : i8
      %461 = arith.andi %460, %458 : i1
      %462 = arith.extui %461 : i1 to i8
      cute.memref.store(%rmem_189, %285, %462) : (!memref_rmem_i8_1, !cute.coord<"(0,1,0)">, i8) -> ()
      %coord_193 = cute.make_coord(%e1_139) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %463 = cute.get_scalars(%coord_193) : !cute.coord<"?">
      %464 = arith.cmpi slt, %402, %463 : i32
      %465 = cute.memref.load(%rmem_122, %283) : (!memref_rmem_i8_, !cute.coord<"(0,2,0)">) -> i8
      %466 = arith.cmpi ne, %465, %c0_i8 : i8
      %467 = arith.andi %466, %464 : i1
      %468 = arith.extui %467 : i1 to i8
      cute.memref.store(%rmem_189, %283, %468) : (!memref_rmem_i8_1, !cute.coord<"(0,2,0)">, i8) -> ()
      %coord_194 = cute.make_coord(%e1_146) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %469 = cute.get_scalars(%coord_194) : !cute.coord<"?">
      %470 = arith.cmpi slt, %402, %469 : i32
      %471 = cute.memref.load(%rmem_122, %281) : (!memref_rmem_i8_, !cute.coord<"(0,3,0)">) -> i8
      %472 = arith.cmpi ne, %471, %c0_i8 : i8
      %473 = arith.andi %472, %470 : i1
      %474 = arith.extui %473 : i1 to i8
      cute.memref.store(%rmem_189, %281, %474) : (!memref_rmem_i8_1, !cute.coord<"(0,3,0)">, i8) -> ()
      %coord_195 = cute.make_coord(%e1_153) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %475 = cute.get_scalars(%coord_195) : !cute.coord<"?">
      %476 = arith.cmpi slt, %402, %475 : i32
      %477 = cute.memref.load(%rmem_122, %279) : (!memref_rmem_i8_, !cute.coord<"(0,4,0)">) -> i8
      %478 = arith.cmpi ne, %477, %c0_i8 : i8
      %479 = arith.andi %478, %476 : i1
      %480 = arith.extui %479 : i1 to i8
      cute.memref.store(%rmem_189, %279, %480) : (!memref_rmem_i8_1, !cute.coord<"(0,4,0)">, i8) -> ()
      %coord_196 = cute.make_coord(%e1_160) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %481 = cute.get_scalars(%coord_196) : !cute.coord<"?">
      %482 = arith.cmpi slt, %402, %481 : i32
      %483 = cute.memref.load(%rmem_122, %277) : (!memref_rmem_i8_, !cute.coord<"(0,5,0)">) -> i8
      %484 = arith.cmpi ne, %483, %c0_i8 : i8
      %485 = arith.andi %484, %482 : i1
      %486 = arith.extui %485 : i1 to i8
      cute.memref.store(%rmem_189, %277, %486) : (!memref_rmem_i8_1, !cute.coord<"(0,5,0)">, i8) -> ()
      %coord_197 = cute.make_coord(%e1_167) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %487 = cute.get_scalars(%coord_197) : !cute.coord<"?">
      %488 = arith.cmpi slt, %402, %487 : i32
      %489 = cute.memref.load(%rmem_122, %275) : (!memref_rmem_i8_, !cute.coord<"(0,6,0)">) -> i8
      %490 = arith.cmpi ne, %489, %c0_i8 : i8
      %491 = arith.andi %490, %488 : i1
      %492 = arith.extui %491 : i1 to i8
      cute.memref.store(%rmem_189, %275, %492) : (!memref_rmem_i8_1, !cute.coord<"(0,6,0)">, i8) -> ()
      %coord_198 = cute.make_coord(%e1_174) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %493 = cute.get_scalars(%coord_198) : !cute.coord<"?">
      %494 = arith.cmpi slt, %402, %493 : i32
      %495 = cute.memref.load(%rmem_122, %273) : (!memref_rmem_i8_, !cute.coord<"(0,7,0)">) -> i8
      %496 = arith.cmpi ne, %495, %c0_i8 : i8
      %497 = arith.andi %496, %494 : i1
      %498 = arith.extui %497 : i1 to i8
      cute.memref.store(%rmem_189, %273, %498) : (!memref_rmem_i8_1, !cute.coord<"(0,7,0)">, i8) -> ()
      cute.memref.store_vec(%cst_0, %view_63) : (vector<192xf16>, !memref_smem_f16_) -> ()
      cute.memref.store_vec(%cst_0, %view_71) : (vector<192xf16>, !memref_smem_f16_) -> ()
      nvvm.barrier
      cf.br ^bb1(%c0_i32 : i32)
    ^bb1(%499: i32):  // 2 preds: ^bb0, ^bb2
      %500 = arith.cmpi slt, %499, %c8_i32 : i32
      cf.cond_br %500, ^bb2, ^bb3 {llvm.loop_annotation = #loop_annotation}
    ^bb2:  // pred: ^bb1
      %coord_199 = cute.make_coord(%499) : (i32) -> !cute.coord<"(_,?)">
      %idx_200 = cute.crd2idx(%coord_199, %272) : (!cute.coord<"(_,?)">, !cute_layout_c1db25) -> !cute.int_tuple<"?{div=10240}">
      %ptr_201 = cute.add_offset(%ptr_59, %idx_200) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=10240}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_202 = cute.crd2idx(%coord_199, %271) : (!cute.coord<"(_,?)">, !cute_layout_71c43e) -> !cute.int_tuple<"?{div=1024}">
      %ptr_203 = cute.add_offset(%ptr_62, %idx_202) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, smem, align<16>>
      %idx_204 = cute.crd2idx(%coord_199, %270) : (!cute.coord<"(_,?)">, !cute_layout_f3aa67) -> !cute.int_tuple<"?">
      %ptr_205 = cute.add_offset(%iter_178, %idx_204) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %501 = builtin.unrealized_conversion_cast %ptr_205 : !cute.ptr<i8, rmem> to !llvm.ptr
      %502 = llvm.load %501 : !llvm.ptr -> i8
      %503 = llvm.trunc %502 : i8 to i1
      %iter_206 = cute.recast_iter(%ptr_201) : !cute.ptr<f16, gmem, align<16>> to !cute.ptr<i128, gmem>
      %iter_207 = cute.recast_iter(%ptr_203) : !cute.ptr<f16, smem, align<16>> to !cute.ptr<i128, smem>
      cute_nvgpu.arch.copy.SM80.cp_async(%iter_207 : !cute.ptr<i128, smem>, %iter_206 : !cute.ptr<i128, gmem>, %503 : i1) {cache_mode = <global>}
      %504 = arith.addi %499, %c1_i32 : i32
      cf.br ^bb1(%504 : i32)
    ^bb3:  // pred: ^bb1
      cf.br ^bb4(%c0_i32 : i32)
    ^bb4(%505: i32):  // 2 preds: ^bb3, ^bb5
      %506 = arith.cmpi slt, %505, %c8_i32 : i32
      cf.cond_br %506, ^bb5, ^bb6 {llvm.loop_annotation = #loop_annotation}
    ^bb5:  // pred: ^bb4
      %coord_208 = cute.make_coord(%505) : (i32) -> !cute.coord<"(_,?)">
      %idx_209 = cute.crd2idx(%coord_208, %272) : (!cute.coord<"(_,?)">, !cute_layout_c1db25) -> !cute.int_tuple<"?{div=10240}">
      %ptr_210 = cute.add_offset(%ptr_69, %idx_209) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=10240}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_211 = cute.crd2idx(%coord_208, %271) : (!cute.coord<"(_,?)">, !cute_layout_71c43e) -> !cute.int_tuple<"?{div=1024}">
      %ptr_212 = cute.add_offset(%ptr_70, %idx_211) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, smem, align<16>>
      %idx_213 = cute.crd2idx(%coord_208, %270) : (!cute.coord<"(_,?)">, !cute_layout_f3aa67) -> !cute.int_tuple<"?">
      %ptr_214 = cute.add_offset(%iter_190, %idx_213) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %507 = builtin.unrealized_conversion_cast %ptr_214 : !cute.ptr<i8, rmem> to !llvm.ptr
      %508 = llvm.load %507 : !llvm.ptr -> i8
      %509 = llvm.trunc %508 : i8 to i1
      %iter_215 = cute.recast_iter(%ptr_210) : !cute.ptr<f16, gmem, align<16>> to !cute.ptr<i128, gmem>
      %iter_216 = cute.recast_iter(%ptr_212) : !cute.ptr<f16, smem, align<16>> to !cute.ptr<i128, smem>
      cute_nvgpu.arch.copy.SM80.cp_async(%iter_216 : !cute.ptr<i128, smem>, %iter_215 : !cute.ptr<i128, gmem>, %509 : i1) {cache_mode = <global>}
      %510 = arith.addi %505, %c1_i32 : i32
      cf.br ^bb4(%510 : i32)
    ^bb6:  // pred: ^bb4
      nvvm.cp.async.commit.group
      nvvm.cp.async.commit.group
      %rmem_217 = cute.memref.alloca() : !memref_rmem_f16_
      %rmem_218 = cute.memref.alloca() : !memref_rmem_f16_1
      %511 = arith.remsi %303, %c32_i32 : i32
      %512 = arith.divsi %303, %c32_i32 : i32
      %513 = arith.remsi %512, %c2_i32 : i32
      %514 = arith.divsi %303, %c64_i32 : i32
      %515 = arith.remsi %514, %c2_i32 : i32
      %516 = arith.remsi %511, %c32_i32 : i32
      %517 = arith.remsi %513, %c2_i32 : i32
      %518 = arith.remsi %515, %c2_i32 : i32
      %519 = arith.divsi %516, %c4_i32 : i32
      %520 = arith.remsi %516, %c4_i32 : i32
      %521 = arith.muli %520, %c2_i32 : i32
      %522 = arith.muli %519, %c1048_i32 : i32
      %523 = arith.addi %521, %522 : i32
      %524 = arith.muli %517, %c16768_i32 : i32
      %525 = arith.muli %518, %c8_i32 : i32
      %526 = arith.addi %524, %525 : i32
      %527 = arith.addi %523, %526 : i32
      %iv_219 = cute.assume(%527) : (i32) -> !cute.i32<divby 2>
      %int_tuple_220 = cute.make_int_tuple(%iv_219) : (!cute.i32<divby 2>) -> !cute.int_tuple<"?{div=2}">
      %ptr_221 = cute.add_offset(%ptr_18, %int_tuple_220) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=2}">) -> !cute.ptr<f32, gmem, align<8>>
      %view_222 = cute.make_view(%ptr_221) : !memref_gmem_f32_1
      %rmem_223 = cute.memref.alloca() : !memref_rmem_f32_
      cute.memref.store_vec(%cst, %rmem_223) : (vector<128xf32>, !memref_rmem_f32_) -> ()
      %528 = cute.make_tiled_copy(%302) : !copy_ldsm_4_
      %529 = cute.make_tiled_copy(%302) : !copy_ldsm_4_1
      %530 = arith.divsi %303, %c16_i32 : i32
      %531 = arith.remsi %303, %c16_i32 : i32
      %532 = arith.remsi %531, %c8_i32 : i32
      %533 = arith.muli %532, %c64_i32 : i32
      %534 = arith.remsi %530, %c2_i32 : i32
      %535 = arith.muli %534, %c8_i32 : i32
      %536 = arith.addi %533, %535 : i32
      %537 = arith.divsi %531, %c8_i32 : i32
      %538 = arith.muli %537, %c512_i32 : i32
      %539 = arith.divsi %530, %c2_i32 : i32
      %540 = arith.remsi %539, %c2_i32 : i32
      %541 = arith.muli %540, %c1024_i32 : i32
      %542 = arith.addi %538, %541 : i32
      %543 = arith.andi %536, %c128_i32 : i32
      %544 = arith.cmpi eq, %543, %c0_i32 : i32
      %545 = arith.select %544, %c16_i32, %c-16_i32 : i32
      %546 = arith.andi %536, %c256_i32 : i32
      %547 = arith.cmpi eq, %546, %c0_i32 : i32
      %548 = arith.select %547, %c32_i32, %c-32_i32 : i32
      %549 = arith.andi %536, %c448_i32 : i32
      %550 = arith.shrsi %549, %c3_i32 : i32
      %551 = arith.xori %536, %550 : i32
      %552 = arith.addi %551, %542 : i32
      %iv_224 = cute.assume(%552) : (i32) -> !cute.i32<divby 8>
      %int_tuple_225 = cute.make_int_tuple(%iv_224) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_226 = cute.add_offset(%iter_55, %int_tuple_225) : (!cute_ptr_fd5e1e, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, smem, align<16>>
      %iv_227 = cute.assume(%545) : (i32) -> !cute.i32<divby 16>
      %iv_228 = cute.assume(%548) : (i32) -> !cute.i32<divby 32>
      %stride = cute.make_stride(%iv_227, %iv_228) : (!cute.i32<divby 16>, !cute.i32<divby 32>) -> !cute_stride_be29a3
      %lay = cute.make_layout(%269, %stride) : !cute_layout_a2f4c5
      %iter_229 = cute.get_iter(%rmem_217) : !memref_rmem_f16_
      %553 = arith.muli %341, %c64_i32 : i32
      %554 = arith.remsi %340, %c2_i32 : i32
      %555 = arith.muli %554, %c8_i32 : i32
      %556 = arith.addi %553, %555 : i32
      %557 = arith.divsi %340, %c2_i32 : i32
      %558 = arith.divsi %557, %c2_i32 : i32
      %559 = arith.remsi %557, %c2_i32 : i32
      %560 = arith.muli %559, %c1024_i32 : i32
      %561 = arith.divsi %558, %c2_i32 : i32
      %562 = arith.muli %561, %c512_i32 : i32
      %563 = arith.addi %560, %562 : i32
      %564 = arith.andi %556, %c128_i32 : i32
      %565 = arith.cmpi eq, %564, %c0_i32 : i32
      %566 = arith.select %565, %c16_i32, %c-16_i32 : i32
      %567 = arith.andi %556, %c256_i32 : i32
      %568 = arith.cmpi eq, %567, %c0_i32 : i32
      %569 = arith.select %568, %c32_i32, %c-32_i32 : i32
      %570 = arith.andi %556, %c448_i32 : i32
      %571 = arith.shrsi %570, %c3_i32 : i32
      %572 = arith.xori %556, %571 : i32
      %573 = arith.addi %572, %563 : i32
      %iv_230 = cute.assume(%573) : (i32) -> !cute.i32<divby 8>
      %int_tuple_231 = cute.make_int_tuple(%iv_230) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_232 = cute.add_offset(%iter_56, %int_tuple_231) : (!cute_ptr_fd5e1e, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, smem, align<16>>
      %iv_233 = cute.assume(%566) : (i32) -> !cute.i32<divby 16>
      %iv_234 = cute.assume(%569) : (i32) -> !cute.i32<divby 32>
      %stride_235 = cute.make_stride(%iv_233, %iv_234) : (!cute.i32<divby 16>, !cute.i32<divby 32>) -> !cute_stride_be29a3
      %lay_236 = cute.make_layout(%269, %stride_235) : !cute_layout_a2f4c5
      %iter_237 = cute.get_iter(%rmem_218) : !memref_rmem_f16_1
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      cf.br ^bb7(%c0_i32 : i32)
    ^bb7(%574: i32):  // 2 preds: ^bb6, ^bb8
      %575 = arith.cmpi slt, %574, %c4_i32 : i32
      cf.cond_br %575, ^bb8, ^bb9 {llvm.loop_annotation = #loop_annotation}
    ^bb8:  // pred: ^bb7
      %coord_238 = cute.make_coord(%574) : (i32) -> !cute.coord<"(_,?)">
      %idx_239 = cute.crd2idx(%coord_238, %268) : (!cute.coord<"(_,?)">, !cute_layout_08193a) -> !cute.int_tuple<"?{div=2048}">
      %ptr_240 = cute.add_offset(%ptr_226, %idx_239) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=2048}">) -> !cute.ptr<f16, smem, align<16>>
      %idx_241 = cute.crd2idx(%coord_238, %267) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_242 = cute.add_offset(%iter_229, %idx_241) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
      %576 = cute_nvgpu.arch.copy.ldsm %ptr_240{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <f16, smem, align<16>> -> vector<4xi32>
      %577 = vector.extractelement %576[%265 : i32] : vector<4xi32>
      %578 = builtin.unrealized_conversion_cast %ptr_242 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      llvm.store %577, %578 : i32, !llvm.ptr
      %579 = vector.extractelement %576[%264 : i32] : vector<4xi32>
      %ptr_243 = cute.add_offset(%ptr_242, %263) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"2">) -> !cute.ptr<f16, rmem, align<4>>
      %580 = builtin.unrealized_conversion_cast %ptr_243 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      llvm.store %579, %580 : i32, !llvm.ptr
      %581 = vector.extractelement %576[%262 : i32] : vector<4xi32>
      %ptr_244 = cute.add_offset(%ptr_242, %266) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"4">) -> !cute.ptr<f16, rmem, align<8>>
      %582 = builtin.unrealized_conversion_cast %ptr_244 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
      llvm.store %581, %582 : i32, !llvm.ptr
      %583 = vector.extractelement %576[%261 : i32] : vector<4xi32>
      %ptr_245 = cute.add_offset(%ptr_242, %260) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"6">) -> !cute.ptr<f16, rmem, align<4>>
      %584 = builtin.unrealized_conversion_cast %ptr_245 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      llvm.store %583, %584 : i32, !llvm.ptr
      %585 = arith.addi %574, %c1_i32 : i32
      cf.br ^bb7(%585 : i32)
    ^bb9:  // pred: ^bb7
      cf.br ^bb10(%c0_i32 : i32)
    ^bb10(%586: i32):  // 2 preds: ^bb9, ^bb11
      %587 = arith.cmpi slt, %586, %c4_i32 : i32
      cf.cond_br %587, ^bb11, ^bb12 {llvm.loop_annotation = #loop_annotation}
    ^bb11:  // pred: ^bb10
      %coord_246 = cute.make_coord(%586) : (i32) -> !cute.coord<"(_,?)">
      %idx_247 = cute.crd2idx(%coord_246, %268) : (!cute.coord<"(_,?)">, !cute_layout_08193a) -> !cute.int_tuple<"?{div=2048}">
      %ptr_248 = cute.add_offset(%ptr_232, %idx_247) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=2048}">) -> !cute.ptr<f16, smem, align<16>>
      %idx_249 = cute.crd2idx(%coord_246, %267) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_250 = cute.add_offset(%iter_237, %idx_249) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<8>>
      %588 = cute_nvgpu.arch.copy.ldsm %ptr_248{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <f16, smem, align<16>> -> vector<4xi32>
      %589 = vector.extractelement %588[%265 : i32] : vector<4xi32>
      %590 = builtin.unrealized_conversion_cast %ptr_250 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
      llvm.store %589, %590 : i32, !llvm.ptr
      %591 = vector.extractelement %588[%264 : i32] : vector<4xi32>
      %ptr_251 = cute.add_offset(%ptr_250, %263) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"2">) -> !cute.ptr<f16, rmem, align<4>>
      %592 = builtin.unrealized_conversion_cast %ptr_251 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      llvm.store %591, %592 : i32, !llvm.ptr
      %593 = vector.extractelement %588[%262 : i32] : vector<4xi32>
      %ptr_252 = cute.add_offset(%ptr_250, %266) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"4">) -> !cute.ptr<f16, rmem, align<8>>
      %594 = builtin.unrealized_conversion_cast %ptr_252 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
      llvm.store %593, %594 : i32, !llvm.ptr
      %595 = vector.extractelement %588[%261 : i32] : vector<4xi32>
      %ptr_253 = cute.add_offset(%ptr_250, %260) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"6">) -> !cute.ptr<f16, rmem, align<4>>
      %596 = builtin.unrealized_conversion_cast %ptr_253 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      llvm.store %595, %596 : i32, !llvm.ptr
      %597 = arith.addi %586, %c1_i32 : i32
      cf.br ^bb10(%597 : i32)
    ^bb12:  // pred: ^bb10
      %coord_254 = cute.make_coord() : () -> !cute.coord<"(_,_,1,0)">
      %idx_255 = cute.crd2idx(%coord_254, %lay) : (!cute.coord<"(_,_,1,0)">, !cute_layout_a2f4c5) -> !cute.int_tuple<"?{div=16}">
      %ptr_256 = cute.add_offset(%ptr_226, %idx_255) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=16}">) -> !cute.ptr<f16, smem, align<16>>
      %ptr_257 = cute.add_offset(%iter_229, %259) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"32">) -> !cute.ptr<f16, rmem, align<16>>
      cf.br ^bb13(%c0_i32 : i32)
    ^bb13(%598: i32):  // 2 preds: ^bb12, ^bb14
      %599 = arith.cmpi slt, %598, %c4_i32 : i32
      cf.cond_br %599, ^bb14, ^bb15 {llvm.loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb13
      %coord_258 = cute.make_coord(%598) : (i32) -> !cute.coord<"(_,?)">
      %idx_259 = cute.crd2idx(%coord_258, %268) : (!cute.coord<"(_,?)">, !cute_layout_08193a) -> !cute.int_tuple<"?{div=2048}">
      %ptr_260 = cute.add_offset(%ptr_256, %idx_259) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=2048}">) -> !cute.ptr<f16, smem, align<16>>
      %idx_261 = cute.crd2idx(%coord_258, %267) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_262 = cute.add_offset(%ptr_257, %idx_261) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
      %600 = cute_nvgpu.arch.copy.ldsm %ptr_260{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <f16, smem, align<16>> -> vector<4xi32>
      %601 = vector.extractelement %600[%265 : i32] : vector<4xi32>
      %602 = builtin.unrealized_conversion_cast %ptr_262 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      llvm.store %601, %602 : i32, !llvm.ptr
      %603 = vector.extractelement %600[%264 : i32] : vector<4xi32>
      %ptr_263 = cute.add_offset(%ptr_262, %263) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"2">) -> !cute.ptr<f16, rmem, align<4>>
      %604 = builtin.unrealized_conversion_cast %ptr_263 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      llvm.store %603, %604 : i32, !llvm.ptr
      %605 = vector.extractelement %600[%262 : i32] : vector<4xi32>
      %ptr_264 = cute.add_offset(%ptr_262, %266) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"4">) -> !cute.ptr<f16, rmem, align<8>>
      %606 = builtin.unrealized_conversion_cast %ptr_264 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
      llvm.store %605, %606 : i32, !llvm.ptr
      %607 = vector.extractelement %600[%261 : i32] : vector<4xi32>
      %ptr_265 = cute.add_offset(%ptr_262, %260) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"6">) -> !cute.ptr<f16, rmem, align<4>>
      %608 = builtin.unrealized_conversion_cast %ptr_265 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      llvm.store %607, %608 : i32, !llvm.ptr
      %609 = arith.addi %598, %c1_i32 : i32
      cf.br ^bb13(%609 : i32)
    ^bb15:  // pred: ^bb13
      %idx_266 = cute.crd2idx(%coord_254, %lay_236) : (!cute.coord<"(_,_,1,0)">, !cute_layout_a2f4c5) -> !cute.int_tuple<"?{div=16}">
      %ptr_267 = cute.add_offset(%ptr_232, %idx_266) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=16}">) -> !cute.ptr<f16, smem, align<16>>
      %ptr_268 = cute.add_offset(%iter_237, %259) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"32">) -> !cute.ptr<f16, rmem, align<8>>
      cf.br ^bb16(%c0_i32 : i32)
    ^bb16(%610: i32):  // 2 preds: ^bb15, ^bb17
      %611 = arith.cmpi slt, %610, %c4_i32 : i32
      cf.cond_br %611, ^bb17, ^bb18 {llvm.loop_annotation = #loop_annotation}
    ^bb17:  // pred: ^bb16
      %coord_269 = cute.make_coord(%610) : (i32) -> !cute.coord<"(_,?)">
      %idx_270 = cute.crd2idx(%coord_269, %268) : (!cute.coord<"(_,?)">, !cute_layout_08193a) -> !cute.int_tuple<"?{div=2048}">
      %ptr_271 = cute.add_offset(%ptr_267, %idx_270) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=2048}">) -> !cute.ptr<f16, smem, align<16>>
      %idx_272 = cute.crd2idx(%coord_269, %267) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_273 = cute.add_offset(%ptr_268, %idx_272) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<8>>
      %612 = cute_nvgpu.arch.copy.ldsm %ptr_271{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <f16, smem, align<16>> -> vector<4xi32>
      %613 = vector.extractelement %612[%265 : i32] : vector<4xi32>
      %614 = builtin.unrealized_conversion_cast %ptr_273 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
      llvm.store %613, %614 : i32, !llvm.ptr
      %615 = vector.extractelement %612[%264 : i32] : vector<4xi32>
      %ptr_274 = cute.add_offset(%ptr_273, %263) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"2">) -> !cute.ptr<f16, rmem, align<4>>
      %616 = builtin.unrealized_conversion_cast %ptr_274 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      llvm.store %615, %616 : i32, !llvm.ptr
      %617 = vector.extractelement %612[%262 : i32] : vector<4xi32>
      %ptr_275 = cute.add_offset(%ptr_273, %266) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"4">) -> !cute.ptr<f16, rmem, align<8>>
      %618 = builtin.unrealized_conversion_cast %ptr_275 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
      llvm.store %617, %618 : i32, !llvm.ptr
      %619 = vector.extractelement %612[%261 : i32] : vector<4xi32>
      %ptr_276 = cute.add_offset(%ptr_273, %260) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"6">) -> !cute.ptr<f16, rmem, align<4>>
      %620 = builtin.unrealized_conversion_cast %ptr_276 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      llvm.store %619, %620 : i32, !llvm.ptr
      %621 = arith.addi %610, %c1_i32 : i32
      cf.br ^bb16(%621 : i32)
    ^bb18:  // pred: ^bb16
      nvvm.cp.async.commit.group
      %iter_277 = cute.get_iter(%rmem_223) : !memref_rmem_f32_
      cf.br ^bb19(%c0_i32 : i32)
    ^bb19(%622: i32):  // 2 preds: ^bb18, ^bb23
      %623 = arith.cmpi slt, %622, %c4_i32 : i32
      cf.cond_br %623, ^bb20, ^bb24 {llvm.loop_annotation = #loop_annotation}
    ^bb20:  // pred: ^bb19
      %coord_278 = cute.make_coord(%622) : (i32) -> !cute.coord<"(_,?,0)">
      %idx_279 = cute.crd2idx(%coord_278, %257) : (!cute.coord<"(_,?,0)">, !cute_layout_7d9642) -> !cute.int_tuple<"?{div=8}">
      %ptr_280 = cute.add_offset(%iter_229, %idx_279) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
      %624 = builtin.unrealized_conversion_cast %ptr_280 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      %625 = llvm.getelementptr %624[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %626 = llvm.getelementptr %624[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %627 = llvm.getelementptr %624[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      cf.br ^bb21(%c0_i32 : i32)
    ^bb21(%628: i32):  // 2 preds: ^bb20, ^bb22
      %629 = arith.cmpi slt, %628, %c8_i32 : i32
      cf.cond_br %629, ^bb22, ^bb23 {llvm.loop_annotation = #loop_annotation}
    ^bb22:  // pred: ^bb21
      %coord_281 = cute.make_coord(%628) : (i32) -> !cute.coord<"(_,?,0)">
      %coord_282 = cute.make_coord(%622, %628) : (i32, i32) -> !cute.coord<"(_,?,?)">
      %idx_283 = cute.crd2idx(%coord_281, %256) : (!cute.coord<"(_,?,0)">, !cute_layout_f95207) -> !cute.int_tuple<"?{div=4}">
      %ptr_284 = cute.add_offset(%iter_237, %idx_283) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f16, rmem, align<8>>
      %idx_285 = cute.crd2idx(%coord_282, %258) : (!cute.coord<"(_,?,?)">, !cute_layout_46ed9b) -> !cute.int_tuple<"?{div=4}">
      %ptr_286 = cute.add_offset(%iter_277, %idx_285) : (!cute.ptr<f32, rmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %630 = llvm.load %624 : !llvm.ptr -> vector<2xf16>
      %631 = llvm.load %625 : !llvm.ptr -> vector<2xf16>
      %632 = llvm.load %626 : !llvm.ptr -> vector<2xf16>
      %633 = llvm.load %627 : !llvm.ptr -> vector<2xf16>
      %634 = builtin.unrealized_conversion_cast %ptr_284 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
      %635 = llvm.load %634 : !llvm.ptr -> vector<2xf16>
      %636 = llvm.getelementptr %634[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %637 = llvm.load %636 : !llvm.ptr -> vector<2xf16>
      %638 = builtin.unrealized_conversion_cast %ptr_286 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %639 = llvm.load %638 : !llvm.ptr -> f32
      %640 = llvm.getelementptr %638[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %641 = llvm.load %640 : !llvm.ptr -> f32
      %642 = llvm.getelementptr %638[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %643 = llvm.load %642 : !llvm.ptr -> f32
      %644 = llvm.getelementptr %638[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %645 = llvm.load %644 : !llvm.ptr -> f32
      %646:4 = cute_nvgpu.arch.mma.SM80 A[%630, %631, %632, %633]  B[%635, %637]  C[%639, %641, %643, %645] < {a_type = f16, b_type = f16, shape_MNK = #cute.shape<"(16,8,16)">}> : (vector<2xf16>, vector<2xf16>, f32) -> (f32, f32, f32, f32)
      llvm.store %646#0, %638 : f32, !llvm.ptr
      llvm.store %646#1, %640 : f32, !llvm.ptr
      llvm.store %646#2, %642 : f32, !llvm.ptr
      llvm.store %646#3, %644 : f32, !llvm.ptr
      %647 = arith.addi %628, %c1_i32 : i32
      cf.br ^bb21(%647 : i32)
    ^bb23:  // pred: ^bb21
      %648 = arith.addi %622, %c1_i32 : i32
      cf.br ^bb19(%648 : i32)
    ^bb24:  // pred: ^bb19
      %coord_287 = cute.make_coord() : () -> !cute.coord<"(_,_,2,0)">
      %idx_288 = cute.crd2idx(%coord_287, %lay) : (!cute.coord<"(_,_,2,0)">, !cute_layout_a2f4c5) -> !cute.int_tuple<"?{div=32}">
      %ptr_289 = cute.add_offset(%ptr_226, %idx_288) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=32}">) -> !cute.ptr<f16, smem, align<16>>
      %ptr_290 = cute.add_offset(%iter_229, %255) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"64">) -> !cute.ptr<f16, rmem, align<16>>
      cf.br ^bb25(%c0_i32 : i32)
    ^bb25(%649: i32):  // 2 preds: ^bb24, ^bb26
      %650 = arith.cmpi slt, %649, %c4_i32 : i32
      cf.cond_br %650, ^bb26, ^bb27 {llvm.loop_annotation = #loop_annotation}
    ^bb26:  // pred: ^bb25
      %coord_291 = cute.make_coord(%649) : (i32) -> !cute.coord<"(_,?)">
      %idx_292 = cute.crd2idx(%coord_291, %268) : (!cute.coord<"(_,?)">, !cute_layout_08193a) -> !cute.int_tuple<"?{div=2048}">
      %ptr_293 = cute.add_offset(%ptr_289, %idx_292) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=2048}">) -> !cute.ptr<f16, smem, align<16>>
      %idx_294 = cute.crd2idx(%coord_291, %267) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_295 = cute.add_offset(%ptr_290, %idx_294) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
      %651 = cute_nvgpu.arch.copy.ldsm %ptr_293{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <f16, smem, align<16>> -> vector<4xi32>
      %652 = vector.extractelement %651[%265 : i32] : vector<4xi32>
      %653 = builtin.unrealized_conversion_cast %ptr_295 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      llvm.store %652, %653 : i32, !llvm.ptr
      %654 = vector.extractelement %651[%264 : i32] : vector<4xi32>
      %ptr_296 = cute.add_offset(%ptr_295, %263) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"2">) -> !cute.ptr<f16, rmem, align<4>>
      %655 = builtin.unrealized_conversion_cast %ptr_296 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      llvm.store %654, %655 : i32, !llvm.ptr
      %656 = vector.extractelement %651[%262 : i32] : vector<4xi32>
      %ptr_297 = cute.add_offset(%ptr_295, %266) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"4">) -> !cute.ptr<f16, rmem, align<8>>
      %657 = builtin.unrealized_conversion_cast %ptr_297 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
      llvm.store %656, %657 : i32, !llvm.ptr
      %658 = vector.extractelement %651[%261 : i32] : vector<4xi32>
      %ptr_298 = cute.add_offset(%ptr_295, %260) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"6">) -> !cute.ptr<f16, rmem, align<4>>
      %659 = builtin.unrealized_conversion_cast %ptr_298 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      llvm.store %658, %659 : i32, !llvm.ptr
      %660 = arith.addi %649, %c1_i32 : i32
      cf.br ^bb25(%660 : i32)
    ^bb27:  // pred: ^bb25
      %idx_299 = cute.crd2idx(%coord_287, %lay_236) : (!cute.coord<"(_,_,2,0)">, !cute_layout_a2f4c5) -> !cute.int_tuple<"?{div=32}">
      %ptr_300 = cute.add_offset(%ptr_232, %idx_299) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=32}">) -> !cute.ptr<f16, smem, align<16>>
      %ptr_301 = cute.add_offset(%iter_237, %255) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"64">) -> !cute.ptr<f16, rmem, align<8>>
      cf.br ^bb28(%c0_i32 : i32)
    ^bb28(%661: i32):  // 2 preds: ^bb27, ^bb29
      %662 = arith.cmpi slt, %661, %c4_i32 : i32
      cf.cond_br %662, ^bb29, ^bb30 {llvm.loop_annotation = #loop_annotation}
    ^bb29:  // pred: ^bb28
      %coord_302 = cute.make_coord(%661) : (i32) -> !cute.coord<"(_,?)">
      %idx_303 = cute.crd2idx(%coord_302, %268) : (!cute.coord<"(_,?)">, !cute_layout_08193a) -> !cute.int_tuple<"?{div=2048}">
      %ptr_304 = cute.add_offset(%ptr_300, %idx_303) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=2048}">) -> !cute.ptr<f16, smem, align<16>>
      %idx_305 = cute.crd2idx(%coord_302, %267) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_306 = cute.add_offset(%ptr_301, %idx_305) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<8>>
      %663 = cute_nvgpu.arch.copy.ldsm %ptr_304{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <f16, smem, align<16>> -> vector<4xi32>
      %664 = vector.extractelement %663[%265 : i32] : vector<4xi32>
      %665 = builtin.unrealized_conversion_cast %ptr_306 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
      llvm.store %664, %665 : i32, !llvm.ptr
      %666 = vector.extractelement %663[%264 : i32] : vector<4xi32>
      %ptr_307 = cute.add_offset(%ptr_306, %263) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"2">) -> !cute.ptr<f16, rmem, align<4>>
      %667 = builtin.unrealized_conversion_cast %ptr_307 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      llvm.store %666, %667 : i32, !llvm.ptr
      %668 = vector.extractelement %663[%262 : i32] : vector<4xi32>
      %ptr_308 = cute.add_offset(%ptr_306, %266) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"4">) -> !cute.ptr<f16, rmem, align<8>>
      %669 = builtin.unrealized_conversion_cast %ptr_308 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
      llvm.store %668, %669 : i32, !llvm.ptr
      %670 = vector.extractelement %663[%261 : i32] : vector<4xi32>
      %ptr_309 = cute.add_offset(%ptr_306, %260) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"6">) -> !cute.ptr<f16, rmem, align<4>>
      %671 = builtin.unrealized_conversion_cast %ptr_309 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      llvm.store %670, %671 : i32, !llvm.ptr
      %672 = arith.addi %661, %c1_i32 : i32
      cf.br ^bb28(%672 : i32)
    ^bb30:  // pred: ^bb28
      cf.br ^bb31(%c0_i32 : i32)
    ^bb31(%673: i32):  // 2 preds: ^bb30, ^bb35
      %674 = arith.cmpi slt, %673, %c4_i32 : i32
      cf.cond_br %674, ^bb32, ^bb36 {llvm.loop_annotation = #loop_annotation}
    ^bb32:  // pred: ^bb31
      %coord_310 = cute.make_coord(%673) : (i32) -> !cute.coord<"(_,?,0)">
      %idx_311 = cute.crd2idx(%coord_310, %257) : (!cute.coord<"(_,?,0)">, !cute_layout_7d9642) -> !cute.int_tuple<"?{div=8}">
      %ptr_312 = cute.add_offset(%ptr_257, %idx_311) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
      %675 = builtin.unrealized_conversion_cast %ptr_312 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      %676 = llvm.getelementptr %675[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %677 = llvm.getelementptr %675[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %678 = llvm.getelementptr %675[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      cf.br ^bb33(%c0_i32 : i32)
    ^bb33(%679: i32):  // 2 preds: ^bb32, ^bb34
      %680 = arith.cmpi slt, %679, %c8_i32 : i32
      cf.cond_br %680, ^bb34, ^bb35 {llvm.loop_annotation = #loop_annotation}
    ^bb34:  // pred: ^bb33
      %coord_313 = cute.make_coord(%679) : (i32) -> !cute.coord<"(_,?,0)">
      %coord_314 = cute.make_coord(%673, %679) : (i32, i32) -> !cute.coord<"(_,?,?)">
      %idx_315 = cute.crd2idx(%coord_313, %256) : (!cute.coord<"(_,?,0)">, !cute_layout_f95207) -> !cute.int_tuple<"?{div=4}">
      %ptr_316 = cute.add_offset(%ptr_268, %idx_315) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f16, rmem, align<8>>
      %idx_317 = cute.crd2idx(%coord_314, %258) : (!cute.coord<"(_,?,?)">, !cute_layout_46ed9b) -> !cute.int_tuple<"?{div=4}">
      %ptr_318 = cute.add_offset(%iter_277, %idx_317) : (!cute.ptr<f32, rmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %681 = llvm.load %675 : !llvm.ptr -> vector<2xf16>
      %682 = llvm.load %676 : !llvm.ptr -> vector<2xf16>
      %683 = llvm.load %677 : !llvm.ptr -> vector<2xf16>
      %684 = llvm.load %678 : !llvm.ptr -> vector<2xf16>
      %685 = builtin.unrealized_conversion_cast %ptr_316 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
      %686 = llvm.load %685 : !llvm.ptr -> vector<2xf16>
      %687 = llvm.getelementptr %685[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %688 = llvm.load %687 : !llvm.ptr -> vector<2xf16>
      %689 = builtin.unrealized_conversion_cast %ptr_318 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %690 = llvm.load %689 : !llvm.ptr -> f32
      %691 = llvm.getelementptr %689[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %692 = llvm.load %691 : !llvm.ptr -> f32
      %693 = llvm.getelementptr %689[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %694 = llvm.load %693 : !llvm.ptr -> f32
      %695 = llvm.getelementptr %689[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %696 = llvm.load %695 : !llvm.ptr -> f32
      %697:4 = cute_nvgpu.arch.mma.SM80 A[%681, %682, %683, %684]  B[%686, %688]  C[%690, %692, %694, %696] < {a_type = f16, b_type = f16, shape_MNK = #cute.shape<"(16,8,16)">}> : (vector<2xf16>, vector<2xf16>, f32) -> (f32, f32, f32, f32)
      llvm.store %697#0, %689 : f32, !llvm.ptr
      llvm.store %697#1, %691 : f32, !llvm.ptr
      llvm.store %697#2, %693 : f32, !llvm.ptr
      llvm.store %697#3, %695 : f32, !llvm.ptr
      %698 = arith.addi %679, %c1_i32 : i32
      cf.br ^bb33(%698 : i32)
    ^bb35:  // pred: ^bb33
      %699 = arith.addi %673, %c1_i32 : i32
      cf.br ^bb31(%699 : i32)
    ^bb36:  // pred: ^bb31
      %coord_319 = cute.make_coord() : () -> !cute.coord<"(_,_,3,0)">
      %idx_320 = cute.crd2idx(%coord_319, %lay) : (!cute.coord<"(_,_,3,0)">, !cute_layout_a2f4c5) -> !cute.int_tuple<"?{div=16}">
      %ptr_321 = cute.add_offset(%ptr_226, %idx_320) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=16}">) -> !cute.ptr<f16, smem, align<16>>
      %ptr_322 = cute.add_offset(%iter_229, %254) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"96">) -> !cute.ptr<f16, rmem, align<16>>
      cf.br ^bb37(%c0_i32 : i32)
    ^bb37(%700: i32):  // 2 preds: ^bb36, ^bb38
      %701 = arith.cmpi slt, %700, %c4_i32 : i32
      cf.cond_br %701, ^bb38, ^bb39 {llvm.loop_annotation = #loop_annotation}
    ^bb38:  // pred: ^bb37
      %coord_323 = cute.make_coord(%700) : (i32) -> !cute.coord<"(_,?)">
      %idx_324 = cute.crd2idx(%coord_323, %268) : (!cute.coord<"(_,?)">, !cute_layout_08193a) -> !cute.int_tuple<"?{div=2048}">
      %ptr_325 = cute.add_offset(%ptr_321, %idx_324) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=2048}">) -> !cute.ptr<f16, smem, align<16>>
      %idx_326 = cute.crd2idx(%coord_323, %267) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_327 = cute.add_offset(%ptr_322, %idx_326) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
      %702 = cute_nvgpu.arch.copy.ldsm %ptr_325{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <f16, smem, align<16>> -> vector<4xi32>
      %703 = vector.extractelement %702[%265 : i32] : vector<4xi32>
      %704 = builtin.unrealized_conversion_cast %ptr_327 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      llvm.store %703, %704 : i32, !llvm.ptr
      %705 = vector.extractelement %702[%264 : i32] : vector<4xi32>
      %ptr_328 = cute.add_offset(%ptr_327, %263) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"2">) -> !cute.ptr<f16, rmem, align<4>>
      %706 = builtin.unrealized_conversion_cast %ptr_328 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      llvm.store %705, %706 : i32, !llvm.ptr
      %707 = vector.extractelement %702[%262 : i32] : vector<4xi32>
      %ptr_329 = cute.add_offset(%ptr_327, %266) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"4">) -> !cute.ptr<f16, rmem, align<8>>
      %708 = builtin.unrealized_conversion_cast %ptr_329 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
      llvm.store %707, %708 : i32, !llvm.ptr
      %709 = vector.extractelement %702[%261 : i32] : vector<4xi32>
      %ptr_330 = cute.add_offset(%ptr_327, %260) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"6">) -> !cute.ptr<f16, rmem, align<4>>
      %710 = builtin.unrealized_conversion_cast %ptr_330 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      llvm.store %709, %710 : i32, !llvm.ptr
      %711 = arith.addi %700, %c1_i32 : i32
      cf.br ^bb37(%711 : i32)
    ^bb39:  // pred: ^bb37
      %idx_331 = cute.crd2idx(%coord_319, %lay_236) : (!cute.coord<"(_,_,3,0)">, !cute_layout_a2f4c5) -> !cute.int_tuple<"?{div=16}">
      %ptr_332 = cute.add_offset(%ptr_232, %idx_331) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=16}">) -> !cute.ptr<f16, smem, align<16>>
      %ptr_333 = cute.add_offset(%iter_237, %254) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"96">) -> !cute.ptr<f16, rmem, align<8>>
      cf.br ^bb40(%c0_i32 : i32)
    ^bb40(%712: i32):  // 2 preds: ^bb39, ^bb41
      %713 = arith.cmpi slt, %712, %c4_i32 : i32
      cf.cond_br %713, ^bb41, ^bb42 {llvm.loop_annotation = #loop_annotation}
    ^bb41:  // pred: ^bb40
      %coord_334 = cute.make_coord(%712) : (i32) -> !cute.coord<"(_,?)">
      %idx_335 = cute.crd2idx(%coord_334, %268) : (!cute.coord<"(_,?)">, !cute_layout_08193a) -> !cute.int_tuple<"?{div=2048}">
      %ptr_336 = cute.add_offset(%ptr_332, %idx_335) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=2048}">) -> !cute.ptr<f16, smem, align<16>>
      %idx_337 = cute.crd2idx(%coord_334, %267) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_338 = cute.add_offset(%ptr_333, %idx_337) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<8>>
      %714 = cute_nvgpu.arch.copy.ldsm %ptr_336{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <f16, smem, align<16>> -> vector<4xi32>
      %715 = vector.extractelement %714[%265 : i32] : vector<4xi32>
      %716 = builtin.unrealized_conversion_cast %ptr_338 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
      llvm.store %715, %716 : i32, !llvm.ptr
      %717 = vector.extractelement %714[%264 : i32] : vector<4xi32>
      %ptr_339 = cute.add_offset(%ptr_338, %263) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"2">) -> !cute.ptr<f16, rmem, align<4>>
      %718 = builtin.unrealized_conversion_cast %ptr_339 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      llvm.store %717, %718 : i32, !llvm.ptr
      %719 = vector.extractelement %714[%262 : i32] : vector<4xi32>
      %ptr_340 = cute.add_offset(%ptr_338, %266) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"4">) -> !cute.ptr<f16, rmem, align<8>>
      %720 = builtin.unrealized_conversion_cast %ptr_340 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
      llvm.store %719, %720 : i32, !llvm.ptr
      %721 = vector.extractelement %714[%261 : i32] : vector<4xi32>
      %ptr_341 = cute.add_offset(%ptr_338, %260) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"6">) -> !cute.ptr<f16, rmem, align<4>>
      %722 = builtin.unrealized_conversion_cast %ptr_341 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      llvm.store %721, %722 : i32, !llvm.ptr
      %723 = arith.addi %712, %c1_i32 : i32
      cf.br ^bb40(%723 : i32)
    ^bb42:  // pred: ^bb40
      cf.br ^bb43(%c0_i32 : i32)
    ^bb43(%724: i32):  // 2 preds: ^bb42, ^bb47
      %725 = arith.cmpi slt, %724, %c4_i32 : i32
      cf.cond_br %725, ^bb44, ^bb48 {llvm.loop_annotation = #loop_annotation}
    ^bb44:  // pred: ^bb43
      %coord_342 = cute.make_coord(%724) : (i32) -> !cute.coord<"(_,?,0)">
      %idx_343 = cute.crd2idx(%coord_342, %257) : (!cute.coord<"(_,?,0)">, !cute_layout_7d9642) -> !cute.int_tuple<"?{div=8}">
      %ptr_344 = cute.add_offset(%ptr_290, %idx_343) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
      %726 = builtin.unrealized_conversion_cast %ptr_344 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      %727 = llvm.getelementptr %726[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %728 = llvm.getelementptr %726[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %729 = llvm.getelementptr %726[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      cf.br ^bb45(%c0_i32 : i32)
    ^bb45(%730: i32):  // 2 preds: ^bb44, ^bb46
      %731 = arith.cmpi slt, %730, %c8_i32 : i32
      cf.cond_br %731, ^bb46, ^bb47 {llvm.loop_annotation = #loop_annotation}
    ^bb46:  // pred: ^bb45
      %coord_345 = cute.make_coord(%730) : (i32) -> !cute.coord<"(_,?,0)">
      %coord_346 = cute.make_coord(%724, %730) : (i32, i32) -> !cute.coord<"(_,?,?)">
      %idx_347 = cute.crd2idx(%coord_345, %256) : (!cute.coord<"(_,?,0)">, !cute_layout_f95207) -> !cute.int_tuple<"?{div=4}">
      %ptr_348 = cute.add_offset(%ptr_301, %idx_347) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f16, rmem, align<8>>
      %idx_349 = cute.crd2idx(%coord_346, %258) : (!cute.coord<"(_,?,?)">, !cute_layout_46ed9b) -> !cute.int_tuple<"?{div=4}">
      %ptr_350 = cute.add_offset(%iter_277, %idx_349) : (!cute.ptr<f32, rmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %732 = llvm.load %726 : !llvm.ptr -> vector<2xf16>
      %733 = llvm.load %727 : !llvm.ptr -> vector<2xf16>
      %734 = llvm.load %728 : !llvm.ptr -> vector<2xf16>
      %735 = llvm.load %729 : !llvm.ptr -> vector<2xf16>
      %736 = builtin.unrealized_conversion_cast %ptr_348 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
      %737 = llvm.load %736 : !llvm.ptr -> vector<2xf16>
      %738 = llvm.getelementptr %736[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %739 = llvm.load %738 : !llvm.ptr -> vector<2xf16>
      %740 = builtin.unrealized_conversion_cast %ptr_350 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %741 = llvm.load %740 : !llvm.ptr -> f32
      %742 = llvm.getelementptr %740[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %743 = llvm.load %742 : !llvm.ptr -> f32
      %744 = llvm.getelementptr %740[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %745 = llvm.load %744 : !llvm.ptr -> f32
      %746 = llvm.getelementptr %740[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %747 = llvm.load %746 : !llvm.ptr -> f32
      %748:4 = cute_nvgpu.arch.mma.SM80 A[%732, %733, %734, %735]  B[%737, %739]  C[%741, %743, %745, %747] < {a_type = f16, b_type = f16, shape_MNK = #cute.shape<"(16,8,16)">}> : (vector<2xf16>, vector<2xf16>, f32) -> (f32, f32, f32, f32)
      llvm.store %748#0, %740 : f32, !llvm.ptr
      llvm.store %748#1, %742 : f32, !llvm.ptr
      llvm.store %748#2, %744 : f32, !llvm.ptr
      llvm.store %748#3, %746 : f32, !llvm.ptr
      %749 = arith.addi %730, %c1_i32 : i32
      cf.br ^bb45(%749 : i32)
    ^bb47:  // pred: ^bb45
      %750 = arith.addi %724, %c1_i32 : i32
      cf.br ^bb43(%750 : i32)
    ^bb48:  // pred: ^bb43
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      %coord_351 = cute.make_coord() : () -> !cute.coord<"(_,_,0,1)">
      %idx_352 = cute.crd2idx(%coord_351, %lay) : (!cute.coord<"(_,_,0,1)">, !cute_layout_a2f4c5) -> !cute.int_tuple<"8192">
      %ptr_353 = cute.add_offset(%ptr_226, %idx_352) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"8192">) -> !cute.ptr<f16, smem, align<16>>
      cf.br ^bb49(%c0_i32 : i32)
    ^bb49(%751: i32):  // 2 preds: ^bb48, ^bb50
      %752 = arith.cmpi slt, %751, %c4_i32 : i32
      cf.cond_br %752, ^bb50, ^bb51 {llvm.loop_annotation = #loop_annotation}
    ^bb50:  // pred: ^bb49
      %coord_354 = cute.make_coord(%751) : (i32) -> !cute.coord<"(_,?)">
      %idx_355 = cute.crd2idx(%coord_354, %268) : (!cute.coord<"(_,?)">, !cute_layout_08193a) -> !cute.int_tuple<"?{div=2048}">
      %ptr_356 = cute.add_offset(%ptr_353, %idx_355) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=2048}">) -> !cute.ptr<f16, smem, align<16>>
      %idx_357 = cute.crd2idx(%coord_354, %267) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_358 = cute.add_offset(%iter_229, %idx_357) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
      %753 = cute_nvgpu.arch.copy.ldsm %ptr_356{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <f16, smem, align<16>> -> vector<4xi32>
      %754 = vector.extractelement %753[%265 : i32] : vector<4xi32>
      %755 = builtin.unrealized_conversion_cast %ptr_358 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      llvm.store %754, %755 : i32, !llvm.ptr
      %756 = vector.extractelement %753[%264 : i32] : vector<4xi32>
      %ptr_359 = cute.add_offset(%ptr_358, %263) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"2">) -> !cute.ptr<f16, rmem, align<4>>
      %757 = builtin.unrealized_conversion_cast %ptr_359 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      llvm.store %756, %757 : i32, !llvm.ptr
      %758 = vector.extractelement %753[%262 : i32] : vector<4xi32>
      %ptr_360 = cute.add_offset(%ptr_358, %266) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"4">) -> !cute.ptr<f16, rmem, align<8>>
      %759 = builtin.unrealized_conversion_cast %ptr_360 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
      llvm.store %758, %759 : i32, !llvm.ptr
      %760 = vector.extractelement %753[%261 : i32] : vector<4xi32>
      %ptr_361 = cute.add_offset(%ptr_358, %260) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"6">) -> !cute.ptr<f16, rmem, align<4>>
      %761 = builtin.unrealized_conversion_cast %ptr_361 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      llvm.store %760, %761 : i32, !llvm.ptr
      %762 = arith.addi %751, %c1_i32 : i32
      cf.br ^bb49(%762 : i32)
    ^bb51:  // pred: ^bb49
      %idx_362 = cute.crd2idx(%coord_351, %lay_236) : (!cute.coord<"(_,_,0,1)">, !cute_layout_a2f4c5) -> !cute.int_tuple<"8192">
      %ptr_363 = cute.add_offset(%ptr_232, %idx_362) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"8192">) -> !cute.ptr<f16, smem, align<16>>
      cf.br ^bb52(%c0_i32 : i32)
    ^bb52(%763: i32):  // 2 preds: ^bb51, ^bb53
      %764 = arith.cmpi slt, %763, %c4_i32 : i32
      cf.cond_br %764, ^bb53, ^bb54 {llvm.loop_annotation = #loop_annotation}
    ^bb53:  // pred: ^bb52
      %coord_364 = cute.make_coord(%763) : (i32) -> !cute.coord<"(_,?)">
      %idx_365 = cute.crd2idx(%coord_364, %268) : (!cute.coord<"(_,?)">, !cute_layout_08193a) -> !cute.int_tuple<"?{div=2048}">
      %ptr_366 = cute.add_offset(%ptr_363, %idx_365) : (!cute.ptr<f16, smem, align<16>>, !cute.int_tuple<"?{div=2048}">) -> !cute.ptr<f16, smem, align<16>>
      %idx_367 = cute.crd2idx(%coord_364, %267) : (!cute.coord<"(_,?)">, !cute_layout_5273d7) -> !cute.int_tuple<"?{div=8}">
      %ptr_368 = cute.add_offset(%iter_237, %idx_367) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<8>>
      %765 = cute_nvgpu.arch.copy.ldsm %ptr_366{matrix_shape = <"(8,8)">, sz_pattern = <u16>, num_matrices = 4 : i32} : <f16, smem, align<16>> -> vector<4xi32>
      %766 = vector.extractelement %765[%265 : i32] : vector<4xi32>
      %767 = builtin.unrealized_conversion_cast %ptr_368 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
      llvm.store %766, %767 : i32, !llvm.ptr
      %768 = vector.extractelement %765[%264 : i32] : vector<4xi32>
      %ptr_369 = cute.add_offset(%ptr_368, %263) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"2">) -> !cute.ptr<f16, rmem, align<4>>
      %769 = builtin.unrealized_conversion_cast %ptr_369 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      llvm.store %768, %769 : i32, !llvm.ptr
      %770 = vector.extractelement %765[%262 : i32] : vector<4xi32>
      %ptr_370 = cute.add_offset(%ptr_368, %266) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"4">) -> !cute.ptr<f16, rmem, align<8>>
      %771 = builtin.unrealized_conversion_cast %ptr_370 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
      llvm.store %770, %771 : i32, !llvm.ptr
      %772 = vector.extractelement %765[%261 : i32] : vector<4xi32>
      %ptr_371 = cute.add_offset(%ptr_368, %260) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"6">) -> !cute.ptr<f16, rmem, align<4>>
      %773 = builtin.unrealized_conversion_cast %ptr_371 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
      llvm.store %772, %773 : i32, !llvm.ptr
      %774 = arith.addi %763, %c1_i32 : i32
      cf.br ^bb52(%774 : i32)
    ^bb54:  // pred: ^bb52
      cf.br ^bb55(%c0_i32 : i32)
    ^bb55(%775: i32):  // 2 preds: ^bb54, ^bb59
      %776 = arith.cmpi slt, %775, %c4_i32 : i32
      cf.cond_br %776, ^bb56, ^bb60 {llvm.loop_annotation = #loop_annotation}
    ^bb56:  // pred: ^bb55
      %coord_372 = cute.make_coord(%775) : (i32) -> !cute.coord<"(_,?,0)">
      %idx_373 = cute.crd2idx(%coord_372, %257) : (!cute.coord<"(_,?,0)">, !cute_layout_7d9642) -> !cute.int_tuple<"?{div=8}">
      %ptr_374 = cute.add_offset(%ptr_322, %idx_373) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
      %777 = builtin.unrealized_conversion_cast %ptr_374 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      %778 = llvm.getelementptr %777[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %779 = llvm.getelementptr %777[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %780 = llvm.getelementptr %777[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      cf.br ^bb57(%c0_i32 : i32)
    ^bb57(%781: i32):  // 2 preds: ^bb56, ^bb58
      %782 = arith.cmpi slt, %781, %c8_i32 : i32
      cf.cond_br %782, ^bb58, ^bb59 {llvm.loop_annotation = #loop_annotation}
    ^bb58:  // pred: ^bb57
      %coord_375 = cute.make_coord(%781) : (i32) -> !cute.coord<"(_,?,0)">
      %coord_376 = cute.make_coord(%775, %781) : (i32, i32) -> !cute.coord<"(_,?,?)">
      %idx_377 = cute.crd2idx(%coord_375, %256) : (!cute.coord<"(_,?,0)">, !cute_layout_f95207) -> !cute.int_tuple<"?{div=4}">
      %ptr_378 = cute.add_offset(%ptr_333, %idx_377) : (!cute.ptr<f16, rmem, align<8>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f16, rmem, align<8>>
      %idx_379 = cute.crd2idx(%coord_376, %258) : (!cute.coord<"(_,?,?)">, !cute_layout_46ed9b) -> !cute.int_tuple<"?{div=4}">
      %ptr_380 = cute.add_offset(%iter_277, %idx_379) : (!cute.ptr<f32, rmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %783 = llvm.load %777 : !llvm.ptr -> vector<2xf16>
      %784 = llvm.load %778 : !llvm.ptr -> vector<2xf16>
      %785 = llvm.load %779 : !llvm.ptr -> vector<2xf16>
      %786 = llvm.load %780 : !llvm.ptr -> vector<2xf16>
      %787 = builtin.unrealized_conversion_cast %ptr_378 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
      %788 = llvm.load %787 : !llvm.ptr -> vector<2xf16>
      %789 = llvm.getelementptr %787[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %790 = llvm.load %789 : !llvm.ptr -> vector<2xf16>
      %791 = builtin.unrealized_conversion_cast %ptr_380 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %792 = llvm.load %791 : !llvm.ptr -> f32
      %793 = llvm.getelementptr %791[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %794 = llvm.load %793 : !llvm.ptr -> f32
      %795 = llvm.getelementptr %791[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %796 = llvm.load %795 : !llvm.ptr -> f32
      %797 = llvm.getelementptr %791[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %798 = llvm.load %797 : !llvm.ptr -> f32
      %799:4 = cute_nvgpu.arch.mma.SM80 A[%783, %784, %785, %786]  B[%788, %790]  C[%792, %794, %796, %798] < {a_type = f16, b_type = f16, shape_MNK = #cute.shape<"(16,8,16)">}> : (vector<2xf16>, vector<2xf16>, f32) -> (f32, f32, f32, f32)
      llvm.store %799#0, %791 : f32, !llvm.ptr
      llvm.store %799#1, %793 : f32, !llvm.ptr
      llvm.store %799#2, %795 : f32, !llvm.ptr
      llvm.store %799#3, %797 : f32, !llvm.ptr
      %800 = arith.addi %781, %c1_i32 : i32
      cf.br ^bb57(%800 : i32)
    ^bb59:  // pred: ^bb57
      %801 = arith.addi %775, %c1_i32 : i32
      cf.br ^bb55(%801 : i32)
    ^bb60:  // pred: ^bb55
      nvvm.cp.async.wait.group 0
      %rmem_381 = cute.memref.alloca() : !memref_rmem_f32_1
      %802 = cute.memref.load_vec(%rmem_223) : (!memref_rmem_f32_) -> vector<128xf32>
      cute.memref.store_vec(%802, %rmem_381) : (vector<128xf32>, !memref_rmem_f32_1) -> ()
      %803 = arith.addi %322, %c1_i32 : i32
      %804 = arith.muli %803, %c128_i32 : i32
      %805 = arith.cmpi sle, %804, %c1000_i32 : i32
      %806 = arith.addi %331, %c1_i32 : i32
      %807 = arith.muli %806, %c128_i32 : i32
      %808 = arith.cmpi sle, %807, %c1048_i32 : i32
      %809 = arith.andi %805, %808 : i1
      cf.cond_br %809, ^bb61, ^bb65
    ^bb61:  // pred: ^bb60
      %iter_382 = cute.get_iter(%rmem_381) : !memref_rmem_f32_1
      cf.br ^bb62(%c0_i32 : i32)
    ^bb62(%810: i32):  // 2 preds: ^bb61, ^bb63
      %811 = arith.cmpi slt, %810, %c64_i32 : i32
      cf.cond_br %811, ^bb63, ^bb64 {llvm.loop_annotation = #loop_annotation}
    ^bb63:  // pred: ^bb62
      %coord_383 = cute.make_coord(%810) : (i32) -> !cute.coord<"(_,?)">
      %idx_384 = cute.crd2idx(%coord_383, %253) : (!cute.coord<"(_,?)">, !cute_layout_701db0) -> !cute.int_tuple<"?{div=2}">
      %ptr_385 = cute.add_offset(%iter_382, %idx_384) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=2}">) -> !cute.ptr<f32, rmem, align<8>>
      %idx_386 = cute.crd2idx(%coord_383, %252) : (!cute.coord<"(_,?)">, !cute_layout_e94fd4) -> !cute.int_tuple<"?{div=16}">
      %ptr_387 = cute.add_offset(%ptr_221, %idx_386) : (!cute.ptr<f32, gmem, align<8>>, !cute.int_tuple<"?{div=16}">) -> !cute.ptr<f32, gmem, align<8>>
      %812 = builtin.unrealized_conversion_cast %ptr_385 : !cute.ptr<f32, rmem, align<8>> to !llvm.ptr
      %813 = builtin.unrealized_conversion_cast %ptr_387 : !cute.ptr<f32, gmem, align<8>> to !llvm.ptr<1>
      %814 = llvm.load %812 {alignment = 8 : i64} : !llvm.ptr -> vector<2xf32>
      llvm.store %814, %813 {alignment = 8 : i64} : vector<2xf32>, !llvm.ptr<1>
      %815 = arith.addi %810, %c1_i32 : i32
      cf.br ^bb62(%815 : i32)
    ^bb64:  // pred: ^bb62
      cf.br ^bb322
    ^bb65:  // pred: ^bb60
      %816 = arith.muli %517, %c16_i32 : i32
      %817 = arith.addi %519, %816 : i32
      %818 = arith.addi %521, %525 : i32
      %iv_388 = cute.assume(%818) : (i32) -> !cute.i32<divby 2>
      %int_tuple_389 = cute.make_int_tuple(%817, %iv_388) : (i32, !cute.i32<divby 2>) -> !cute.int_tuple<"(?,?{div=2})">
      %tup_390 = cute.add_offset(%tup_34, %int_tuple_389) : (!cute_arith_tuple_iter_815f75, !cute.int_tuple<"(?,?{div=2})">) -> !cute_arith_tuple_iter_d50395
      %tup_391 = cute.deref_arith_tuple_iter(%tup_390) : !cute_arith_tuple_iter_d50395
      %e0_392, %e1_393, %e2_394 = cute.get_leaves(%tup_391) : !cute_int_tuple_d8f416
      %coord_395 = cute.make_coord(%e0_392) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %819 = cute.get_scalars(%coord_395) : !cute.coord<"?">
      %820 = arith.cmpi slt, %819, %c1000_i32 : i32
      %coord_396 = cute.make_coord(%e1_393) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %821 = cute.get_scalars(%coord_396) : !cute.coord<"?{div=2}">
      %822 = arith.cmpi slt, %821, %c1048_i32 : i32
      %823 = arith.andi %820, %822 : i1
      cf.cond_br %823, ^bb66, ^bb67
    ^bb66:  // pred: ^bb65
      %824 = cute.memref.load(%rmem_381, %251) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
      cute.memref.store(%view_222, %251, %824) : (!memref_gmem_f32_1, !cute.coord<"0">, f32) -> ()
      cf.br ^bb67
    ^bb67:  // 2 preds: ^bb65, ^bb66
      %tup_397 = cute.add_offset(%tup_390, %250) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_398 = cute.deref_arith_tuple_iter(%tup_397) : !cute_arith_tuple_iter_2fe1bf
      %e0_399, %e1_400, %e2_401 = cute.get_leaves(%tup_398) : !cute.int_tuple<"(?,?,?)">
      %coord_402 = cute.make_coord(%e0_399) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %825 = cute.get_scalars(%coord_402) : !cute.coord<"?">
      %826 = arith.cmpi slt, %825, %c1000_i32 : i32
      %coord_403 = cute.make_coord(%e1_400) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %827 = cute.get_scalars(%coord_403) : !cute.coord<"?">
      %828 = arith.cmpi slt, %827, %c1048_i32 : i32
      %829 = arith.andi %826, %828 : i1
      cf.cond_br %829, ^bb68, ^bb69
    ^bb68:  // pred: ^bb67
      %830 = cute.memref.load(%rmem_381, %249) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
      cute.memref.store(%view_222, %249, %830) : (!memref_gmem_f32_1, !cute.coord<"1">, f32) -> ()
      cf.br ^bb69
    ^bb69:  // 2 preds: ^bb67, ^bb68
      %tup_404 = cute.add_offset(%tup_390, %248) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_405 = cute.deref_arith_tuple_iter(%tup_404) : !cute_arith_tuple_iter_d50395
      %e0_406, %e1_407, %e2_408 = cute.get_leaves(%tup_405) : !cute_int_tuple_d8f416
      %coord_409 = cute.make_coord(%e0_406) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %831 = cute.get_scalars(%coord_409) : !cute.coord<"?">
      %832 = arith.cmpi slt, %831, %c1000_i32 : i32
      %coord_410 = cute.make_coord(%e1_407) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %833 = cute.get_scalars(%coord_410) : !cute.coord<"?{div=2}">
      %834 = arith.cmpi slt, %833, %c1048_i32 : i32
      %835 = arith.andi %832, %834 : i1
      cf.cond_br %835, ^bb70, ^bb71
    ^bb70:  // pred: ^bb69
      %836 = cute.memref.load(%rmem_381, %247) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
      cute.memref.store(%view_222, %247, %836) : (!memref_gmem_f32_1, !cute.coord<"2">, f32) -> ()
      cf.br ^bb71
    ^bb71:  // 2 preds: ^bb69, ^bb70
      %tup_411 = cute.add_offset(%tup_390, %246) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_412 = cute.deref_arith_tuple_iter(%tup_411) : !cute_arith_tuple_iter_2fe1bf
      %e0_413, %e1_414, %e2_415 = cute.get_leaves(%tup_412) : !cute.int_tuple<"(?,?,?)">
      %coord_416 = cute.make_coord(%e0_413) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %837 = cute.get_scalars(%coord_416) : !cute.coord<"?">
      %838 = arith.cmpi slt, %837, %c1000_i32 : i32
      %coord_417 = cute.make_coord(%e1_414) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %839 = cute.get_scalars(%coord_417) : !cute.coord<"?">
      %840 = arith.cmpi slt, %839, %c1048_i32 : i32
      %841 = arith.andi %838, %840 : i1
      cf.cond_br %841, ^bb72, ^bb73
    ^bb72:  // pred: ^bb71
      %842 = cute.memref.load(%rmem_381, %245) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
      cute.memref.store(%view_222, %245, %842) : (!memref_gmem_f32_1, !cute.coord<"3">, f32) -> ()
      cf.br ^bb73
    ^bb73:  // 2 preds: ^bb71, ^bb72
      %tup_418 = cute.add_offset(%tup_390, %284) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_419 = cute.deref_arith_tuple_iter(%tup_418) : !cute_arith_tuple_iter_d50395
      %e0_420, %e1_421, %e2_422 = cute.get_leaves(%tup_419) : !cute_int_tuple_d8f416
      %coord_423 = cute.make_coord(%e0_420) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %843 = cute.get_scalars(%coord_423) : !cute.coord<"?">
      %844 = arith.cmpi slt, %843, %c1000_i32 : i32
      %coord_424 = cute.make_coord(%e1_421) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %845 = cute.get_scalars(%coord_424) : !cute.coord<"?{div=2}">
      %846 = arith.cmpi slt, %845, %c1048_i32 : i32
      %847 = arith.andi %844, %846 : i1
      cf.cond_br %847, ^bb74, ^bb75
    ^bb74:  // pred: ^bb73
      %848 = cute.memref.load(%rmem_381, %244) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
      cute.memref.store(%view_222, %244, %848) : (!memref_gmem_f32_1, !cute.coord<"4">, f32) -> ()
      cf.br ^bb75
    ^bb75:  // 2 preds: ^bb73, ^bb74
      %tup_425 = cute.add_offset(%tup_390, %243) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_426 = cute.deref_arith_tuple_iter(%tup_425) : !cute_arith_tuple_iter_2fe1bf
      %e0_427, %e1_428, %e2_429 = cute.get_leaves(%tup_426) : !cute.int_tuple<"(?,?,?)">
      %coord_430 = cute.make_coord(%e0_427) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %849 = cute.get_scalars(%coord_430) : !cute.coord<"?">
      %850 = arith.cmpi slt, %849, %c1000_i32 : i32
      %coord_431 = cute.make_coord(%e1_428) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %851 = cute.get_scalars(%coord_431) : !cute.coord<"?">
      %852 = arith.cmpi slt, %851, %c1048_i32 : i32
      %853 = arith.andi %850, %852 : i1
      cf.cond_br %853, ^bb76, ^bb77
    ^bb76:  // pred: ^bb75
      %854 = cute.memref.load(%rmem_381, %242) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
      cute.memref.store(%view_222, %242, %854) : (!memref_gmem_f32_1, !cute.coord<"5">, f32) -> ()
      cf.br ^bb77
    ^bb77:  // 2 preds: ^bb75, ^bb76
      %tup_432 = cute.add_offset(%tup_390, %241) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_433 = cute.deref_arith_tuple_iter(%tup_432) : !cute_arith_tuple_iter_d50395
      %e0_434, %e1_435, %e2_436 = cute.get_leaves(%tup_433) : !cute_int_tuple_d8f416
      %coord_437 = cute.make_coord(%e0_434) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %855 = cute.get_scalars(%coord_437) : !cute.coord<"?">
      %856 = arith.cmpi slt, %855, %c1000_i32 : i32
      %coord_438 = cute.make_coord(%e1_435) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %857 = cute.get_scalars(%coord_438) : !cute.coord<"?{div=2}">
      %858 = arith.cmpi slt, %857, %c1048_i32 : i32
      %859 = arith.andi %856, %858 : i1
      cf.cond_br %859, ^bb78, ^bb79
    ^bb78:  // pred: ^bb77
      %860 = cute.memref.load(%rmem_381, %240) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
      cute.memref.store(%view_222, %240, %860) : (!memref_gmem_f32_1, !cute.coord<"6">, f32) -> ()
      cf.br ^bb79
    ^bb79:  // 2 preds: ^bb77, ^bb78
      %tup_439 = cute.add_offset(%tup_390, %239) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_440 = cute.deref_arith_tuple_iter(%tup_439) : !cute_arith_tuple_iter_2fe1bf
      %e0_441, %e1_442, %e2_443 = cute.get_leaves(%tup_440) : !cute.int_tuple<"(?,?,?)">
      %coord_444 = cute.make_coord(%e0_441) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %861 = cute.get_scalars(%coord_444) : !cute.coord<"?">
      %862 = arith.cmpi slt, %861, %c1000_i32 : i32
      %coord_445 = cute.make_coord(%e1_442) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %863 = cute.get_scalars(%coord_445) : !cute.coord<"?">
      %864 = arith.cmpi slt, %863, %c1048_i32 : i32
      %865 = arith.andi %862, %864 : i1
      cf.cond_br %865, ^bb80, ^bb81
    ^bb80:  // pred: ^bb79
      %866 = cute.memref.load(%rmem_381, %238) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
      cute.memref.store(%view_222, %238, %866) : (!memref_gmem_f32_1, !cute.coord<"7">, f32) -> ()
      cf.br ^bb81
    ^bb81:  // 2 preds: ^bb79, ^bb80
      %tup_446 = cute.add_offset(%tup_390, %280) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_447 = cute.deref_arith_tuple_iter(%tup_446) : !cute_arith_tuple_iter_d50395
      %e0_448, %e1_449, %e2_450 = cute.get_leaves(%tup_447) : !cute_int_tuple_d8f416
      %coord_451 = cute.make_coord(%e0_448) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %867 = cute.get_scalars(%coord_451) : !cute.coord<"?">
      %868 = arith.cmpi slt, %867, %c1000_i32 : i32
      %coord_452 = cute.make_coord(%e1_449) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %869 = cute.get_scalars(%coord_452) : !cute.coord<"?{div=2}">
      %870 = arith.cmpi slt, %869, %c1048_i32 : i32
      %871 = arith.andi %868, %870 : i1
      cf.cond_br %871, ^bb82, ^bb83
    ^bb82:  // pred: ^bb81
      %872 = cute.memref.load(%rmem_381, %237) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
      cute.memref.store(%view_222, %237, %872) : (!memref_gmem_f32_1, !cute.coord<"8">, f32) -> ()
      cf.br ^bb83
    ^bb83:  // 2 preds: ^bb81, ^bb82
      %tup_453 = cute.add_offset(%tup_390, %236) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_454 = cute.deref_arith_tuple_iter(%tup_453) : !cute_arith_tuple_iter_2fe1bf
      %e0_455, %e1_456, %e2_457 = cute.get_leaves(%tup_454) : !cute.int_tuple<"(?,?,?)">
      %coord_458 = cute.make_coord(%e0_455) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %873 = cute.get_scalars(%coord_458) : !cute.coord<"?">
      %874 = arith.cmpi slt, %873, %c1000_i32 : i32
      %coord_459 = cute.make_coord(%e1_456) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %875 = cute.get_scalars(%coord_459) : !cute.coord<"?">
      %876 = arith.cmpi slt, %875, %c1048_i32 : i32
      %877 = arith.andi %874, %876 : i1
      cf.cond_br %877, ^bb84, ^bb85
    ^bb84:  // pred: ^bb83
      %878 = cute.memref.load(%rmem_381, %235) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
      cute.memref.store(%view_222, %235, %878) : (!memref_gmem_f32_1, !cute.coord<"9">, f32) -> ()
      cf.br ^bb85
    ^bb85:  // 2 preds: ^bb83, ^bb84
      %tup_460 = cute.add_offset(%tup_390, %234) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_461 = cute.deref_arith_tuple_iter(%tup_460) : !cute_arith_tuple_iter_d50395
      %e0_462, %e1_463, %e2_464 = cute.get_leaves(%tup_461) : !cute_int_tuple_d8f416
      %coord_465 = cute.make_coord(%e0_462) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %879 = cute.get_scalars(%coord_465) : !cute.coord<"?">
      %880 = arith.cmpi slt, %879, %c1000_i32 : i32
      %coord_466 = cute.make_coord(%e1_463) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %881 = cute.get_scalars(%coord_466) : !cute.coord<"?{div=2}">
      %882 = arith.cmpi slt, %881, %c1048_i32 : i32
      %883 = arith.andi %880, %882 : i1
      cf.cond_br %883, ^bb86, ^bb87
    ^bb86:  // pred: ^bb85
      %884 = cute.memref.load(%rmem_381, %233) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
      cute.memref.store(%view_222, %233, %884) : (!memref_gmem_f32_1, !cute.coord<"10">, f32) -> ()
      cf.br ^bb87
    ^bb87:  // 2 preds: ^bb85, ^bb86
      %tup_467 = cute.add_offset(%tup_390, %232) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_468 = cute.deref_arith_tuple_iter(%tup_467) : !cute_arith_tuple_iter_2fe1bf
      %e0_469, %e1_470, %e2_471 = cute.get_leaves(%tup_468) : !cute.int_tuple<"(?,?,?)">
      %coord_472 = cute.make_coord(%e0_469) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %885 = cute.get_scalars(%coord_472) : !cute.coord<"?">
      %886 = arith.cmpi slt, %885, %c1000_i32 : i32
      %coord_473 = cute.make_coord(%e1_470) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %887 = cute.get_scalars(%coord_473) : !cute.coord<"?">
      %888 = arith.cmpi slt, %887, %c1048_i32 : i32
      %889 = arith.andi %886, %888 : i1
      cf.cond_br %889, ^bb88, ^bb89
    ^bb88:  // pred: ^bb87
      %890 = cute.memref.load(%rmem_381, %231) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
      cute.memref.store(%view_222, %231, %890) : (!memref_gmem_f32_1, !cute.coord<"11">, f32) -> ()
      cf.br ^bb89
    ^bb89:  // 2 preds: ^bb87, ^bb88
      %tup_474 = cute.add_offset(%tup_390, %276) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_475 = cute.deref_arith_tuple_iter(%tup_474) : !cute_arith_tuple_iter_d50395
      %e0_476, %e1_477, %e2_478 = cute.get_leaves(%tup_475) : !cute_int_tuple_d8f416
      %coord_479 = cute.make_coord(%e0_476) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %891 = cute.get_scalars(%coord_479) : !cute.coord<"?">
      %892 = arith.cmpi slt, %891, %c1000_i32 : i32
      %coord_480 = cute.make_coord(%e1_477) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %893 = cute.get_scalars(%coord_480) : !cute.coord<"?{div=2}">
      %894 = arith.cmpi slt, %893, %c1048_i32 : i32
      %895 = arith.andi %892, %894 : i1
      cf.cond_br %895, ^bb90, ^bb91
    ^bb90:  // pred: ^bb89
      %896 = cute.memref.load(%rmem_381, %230) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
      cute.memref.store(%view_222, %230, %896) : (!memref_gmem_f32_1, !cute.coord<"12">, f32) -> ()
      cf.br ^bb91
    ^bb91:  // 2 preds: ^bb89, ^bb90
      %tup_481 = cute.add_offset(%tup_390, %229) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_482 = cute.deref_arith_tuple_iter(%tup_481) : !cute_arith_tuple_iter_2fe1bf
      %e0_483, %e1_484, %e2_485 = cute.get_leaves(%tup_482) : !cute.int_tuple<"(?,?,?)">
      %coord_486 = cute.make_coord(%e0_483) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %897 = cute.get_scalars(%coord_486) : !cute.coord<"?">
      %898 = arith.cmpi slt, %897, %c1000_i32 : i32
      %coord_487 = cute.make_coord(%e1_484) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %899 = cute.get_scalars(%coord_487) : !cute.coord<"?">
      %900 = arith.cmpi slt, %899, %c1048_i32 : i32
      %901 = arith.andi %898, %900 : i1
      cf.cond_br %901, ^bb92, ^bb93
    ^bb92:  // pred: ^bb91
      %902 = cute.memref.load(%rmem_381, %228) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
      cute.memref.store(%view_222, %228, %902) : (!memref_gmem_f32_1, !cute.coord<"13">, f32) -> ()
      cf.br ^bb93
    ^bb93:  // 2 preds: ^bb91, ^bb92
      %tup_488 = cute.add_offset(%tup_390, %227) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_489 = cute.deref_arith_tuple_iter(%tup_488) : !cute_arith_tuple_iter_d50395
      %e0_490, %e1_491, %e2_492 = cute.get_leaves(%tup_489) : !cute_int_tuple_d8f416
      %coord_493 = cute.make_coord(%e0_490) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %903 = cute.get_scalars(%coord_493) : !cute.coord<"?">
      %904 = arith.cmpi slt, %903, %c1000_i32 : i32
      %coord_494 = cute.make_coord(%e1_491) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %905 = cute.get_scalars(%coord_494) : !cute.coord<"?{div=2}">
      %906 = arith.cmpi slt, %905, %c1048_i32 : i32
      %907 = arith.andi %904, %906 : i1
      cf.cond_br %907, ^bb94, ^bb95
    ^bb94:  // pred: ^bb93
      %908 = cute.memref.load(%rmem_381, %226) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
      cute.memref.store(%view_222, %226, %908) : (!memref_gmem_f32_1, !cute.coord<"14">, f32) -> ()
      cf.br ^bb95
    ^bb95:  // 2 preds: ^bb93, ^bb94
      %tup_495 = cute.add_offset(%tup_390, %225) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_496 = cute.deref_arith_tuple_iter(%tup_495) : !cute_arith_tuple_iter_2fe1bf
      %e0_497, %e1_498, %e2_499 = cute.get_leaves(%tup_496) : !cute.int_tuple<"(?,?,?)">
      %coord_500 = cute.make_coord(%e0_497) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %909 = cute.get_scalars(%coord_500) : !cute.coord<"?">
      %910 = arith.cmpi slt, %909, %c1000_i32 : i32
      %coord_501 = cute.make_coord(%e1_498) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %911 = cute.get_scalars(%coord_501) : !cute.coord<"?">
      %912 = arith.cmpi slt, %911, %c1048_i32 : i32
      %913 = arith.andi %910, %912 : i1
      cf.cond_br %913, ^bb96, ^bb97
    ^bb96:  // pred: ^bb95
      %914 = cute.memref.load(%rmem_381, %224) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
      cute.memref.store(%view_222, %224, %914) : (!memref_gmem_f32_1, !cute.coord<"15">, f32) -> ()
      cf.br ^bb97
    ^bb97:  // 2 preds: ^bb95, ^bb96
      %tup_502 = cute.add_offset(%tup_390, %223) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_503 = cute.deref_arith_tuple_iter(%tup_502) : !cute_arith_tuple_iter_d50395
      %e0_504, %e1_505, %e2_506 = cute.get_leaves(%tup_503) : !cute_int_tuple_d8f416
      %coord_507 = cute.make_coord(%e0_504) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %915 = cute.get_scalars(%coord_507) : !cute.coord<"?">
      %916 = arith.cmpi slt, %915, %c1000_i32 : i32
      %coord_508 = cute.make_coord(%e1_505) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %917 = cute.get_scalars(%coord_508) : !cute.coord<"?{div=2}">
      %918 = arith.cmpi slt, %917, %c1048_i32 : i32
      %919 = arith.andi %916, %918 : i1
      cf.cond_br %919, ^bb98, ^bb99
    ^bb98:  // pred: ^bb97
      %920 = cute.memref.load(%rmem_381, %222) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
      cute.memref.store(%view_222, %222, %920) : (!memref_gmem_f32_1, !cute.coord<"16">, f32) -> ()
      cf.br ^bb99
    ^bb99:  // 2 preds: ^bb97, ^bb98
      %tup_509 = cute.add_offset(%tup_390, %221) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_510 = cute.deref_arith_tuple_iter(%tup_509) : !cute_arith_tuple_iter_2fe1bf
      %e0_511, %e1_512, %e2_513 = cute.get_leaves(%tup_510) : !cute.int_tuple<"(?,?,?)">
      %coord_514 = cute.make_coord(%e0_511) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %921 = cute.get_scalars(%coord_514) : !cute.coord<"?">
      %922 = arith.cmpi slt, %921, %c1000_i32 : i32
      %coord_515 = cute.make_coord(%e1_512) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %923 = cute.get_scalars(%coord_515) : !cute.coord<"?">
      %924 = arith.cmpi slt, %923, %c1048_i32 : i32
      %925 = arith.andi %922, %924 : i1
      cf.cond_br %925, ^bb100, ^bb101
    ^bb100:  // pred: ^bb99
      %926 = cute.memref.load(%rmem_381, %220) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
      cute.memref.store(%view_222, %220, %926) : (!memref_gmem_f32_1, !cute.coord<"17">, f32) -> ()
      cf.br ^bb101
    ^bb101:  // 2 preds: ^bb99, ^bb100
      %tup_516 = cute.add_offset(%tup_390, %219) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_517 = cute.deref_arith_tuple_iter(%tup_516) : !cute_arith_tuple_iter_d50395
      %e0_518, %e1_519, %e2_520 = cute.get_leaves(%tup_517) : !cute_int_tuple_d8f416
      %coord_521 = cute.make_coord(%e0_518) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %927 = cute.get_scalars(%coord_521) : !cute.coord<"?">
      %928 = arith.cmpi slt, %927, %c1000_i32 : i32
      %coord_522 = cute.make_coord(%e1_519) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %929 = cute.get_scalars(%coord_522) : !cute.coord<"?{div=2}">
      %930 = arith.cmpi slt, %929, %c1048_i32 : i32
      %931 = arith.andi %928, %930 : i1
      cf.cond_br %931, ^bb102, ^bb103
    ^bb102:  // pred: ^bb101
      %932 = cute.memref.load(%rmem_381, %218) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
      cute.memref.store(%view_222, %218, %932) : (!memref_gmem_f32_1, !cute.coord<"18">, f32) -> ()
      cf.br ^bb103
    ^bb103:  // 2 preds: ^bb101, ^bb102
      %tup_523 = cute.add_offset(%tup_390, %217) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_524 = cute.deref_arith_tuple_iter(%tup_523) : !cute_arith_tuple_iter_2fe1bf
      %e0_525, %e1_526, %e2_527 = cute.get_leaves(%tup_524) : !cute.int_tuple<"(?,?,?)">
      %coord_528 = cute.make_coord(%e0_525) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %933 = cute.get_scalars(%coord_528) : !cute.coord<"?">
      %934 = arith.cmpi slt, %933, %c1000_i32 : i32
      %coord_529 = cute.make_coord(%e1_526) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %935 = cute.get_scalars(%coord_529) : !cute.coord<"?">
      %936 = arith.cmpi slt, %935, %c1048_i32 : i32
      %937 = arith.andi %934, %936 : i1
      cf.cond_br %937, ^bb104, ^bb105
    ^bb104:  // pred: ^bb103
      %938 = cute.memref.load(%rmem_381, %216) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
      cute.memref.store(%view_222, %216, %938) : (!memref_gmem_f32_1, !cute.coord<"19">, f32) -> ()
      cf.br ^bb105
    ^bb105:  // 2 preds: ^bb103, ^bb104
      %tup_530 = cute.add_offset(%tup_390, %215) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_531 = cute.deref_arith_tuple_iter(%tup_530) : !cute_arith_tuple_iter_d50395
      %e0_532, %e1_533, %e2_534 = cute.get_leaves(%tup_531) : !cute_int_tuple_d8f416
      %coord_535 = cute.make_coord(%e0_532) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %939 = cute.get_scalars(%coord_535) : !cute.coord<"?">
      %940 = arith.cmpi slt, %939, %c1000_i32 : i32
      %coord_536 = cute.make_coord(%e1_533) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %941 = cute.get_scalars(%coord_536) : !cute.coord<"?{div=2}">
      %942 = arith.cmpi slt, %941, %c1048_i32 : i32
      %943 = arith.andi %940, %942 : i1
      cf.cond_br %943, ^bb106, ^bb107
    ^bb106:  // pred: ^bb105
      %944 = cute.memref.load(%rmem_381, %214) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
      cute.memref.store(%view_222, %214, %944) : (!memref_gmem_f32_1, !cute.coord<"20">, f32) -> ()
      cf.br ^bb107
    ^bb107:  // 2 preds: ^bb105, ^bb106
      %tup_537 = cute.add_offset(%tup_390, %213) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_538 = cute.deref_arith_tuple_iter(%tup_537) : !cute_arith_tuple_iter_2fe1bf
      %e0_539, %e1_540, %e2_541 = cute.get_leaves(%tup_538) : !cute.int_tuple<"(?,?,?)">
      %coord_542 = cute.make_coord(%e0_539) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %945 = cute.get_scalars(%coord_542) : !cute.coord<"?">
      %946 = arith.cmpi slt, %945, %c1000_i32 : i32
      %coord_543 = cute.make_coord(%e1_540) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %947 = cute.get_scalars(%coord_543) : !cute.coord<"?">
      %948 = arith.cmpi slt, %947, %c1048_i32 : i32
      %949 = arith.andi %946, %948 : i1
      cf.cond_br %949, ^bb108, ^bb109
    ^bb108:  // pred: ^bb107
      %950 = cute.memref.load(%rmem_381, %212) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
      cute.memref.store(%view_222, %212, %950) : (!memref_gmem_f32_1, !cute.coord<"21">, f32) -> ()
      cf.br ^bb109
    ^bb109:  // 2 preds: ^bb107, ^bb108
      %tup_544 = cute.add_offset(%tup_390, %211) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_545 = cute.deref_arith_tuple_iter(%tup_544) : !cute_arith_tuple_iter_d50395
      %e0_546, %e1_547, %e2_548 = cute.get_leaves(%tup_545) : !cute_int_tuple_d8f416
      %coord_549 = cute.make_coord(%e0_546) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %951 = cute.get_scalars(%coord_549) : !cute.coord<"?">
      %952 = arith.cmpi slt, %951, %c1000_i32 : i32
      %coord_550 = cute.make_coord(%e1_547) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %953 = cute.get_scalars(%coord_550) : !cute.coord<"?{div=2}">
      %954 = arith.cmpi slt, %953, %c1048_i32 : i32
      %955 = arith.andi %952, %954 : i1
      cf.cond_br %955, ^bb110, ^bb111
    ^bb110:  // pred: ^bb109
      %956 = cute.memref.load(%rmem_381, %210) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
      cute.memref.store(%view_222, %210, %956) : (!memref_gmem_f32_1, !cute.coord<"22">, f32) -> ()
      cf.br ^bb111
    ^bb111:  // 2 preds: ^bb109, ^bb110
      %tup_551 = cute.add_offset(%tup_390, %209) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_552 = cute.deref_arith_tuple_iter(%tup_551) : !cute_arith_tuple_iter_2fe1bf
      %e0_553, %e1_554, %e2_555 = cute.get_leaves(%tup_552) : !cute.int_tuple<"(?,?,?)">
      %coord_556 = cute.make_coord(%e0_553) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %957 = cute.get_scalars(%coord_556) : !cute.coord<"?">
      %958 = arith.cmpi slt, %957, %c1000_i32 : i32
      %coord_557 = cute.make_coord(%e1_554) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %959 = cute.get_scalars(%coord_557) : !cute.coord<"?">
      %960 = arith.cmpi slt, %959, %c1048_i32 : i32
      %961 = arith.andi %958, %960 : i1
      cf.cond_br %961, ^bb112, ^bb113
    ^bb112:  // pred: ^bb111
      %962 = cute.memref.load(%rmem_381, %208) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
      cute.memref.store(%view_222, %208, %962) : (!memref_gmem_f32_1, !cute.coord<"23">, f32) -> ()
      cf.br ^bb113
    ^bb113:  // 2 preds: ^bb111, ^bb112
      %tup_558 = cute.add_offset(%tup_390, %207) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_559 = cute.deref_arith_tuple_iter(%tup_558) : !cute_arith_tuple_iter_d50395
      %e0_560, %e1_561, %e2_562 = cute.get_leaves(%tup_559) : !cute_int_tuple_d8f416
      %coord_563 = cute.make_coord(%e0_560) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %963 = cute.get_scalars(%coord_563) : !cute.coord<"?">
      %964 = arith.cmpi slt, %963, %c1000_i32 : i32
      %coord_564 = cute.make_coord(%e1_561) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %965 = cute.get_scalars(%coord_564) : !cute.coord<"?{div=2}">
      %966 = arith.cmpi slt, %965, %c1048_i32 : i32
      %967 = arith.andi %964, %966 : i1
      cf.cond_br %967, ^bb114, ^bb115
    ^bb114:  // pred: ^bb113
      %968 = cute.memref.load(%rmem_381, %206) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
      cute.memref.store(%view_222, %206, %968) : (!memref_gmem_f32_1, !cute.coord<"24">, f32) -> ()
      cf.br ^bb115
    ^bb115:  // 2 preds: ^bb113, ^bb114
      %tup_565 = cute.add_offset(%tup_390, %205) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_566 = cute.deref_arith_tuple_iter(%tup_565) : !cute_arith_tuple_iter_2fe1bf
      %e0_567, %e1_568, %e2_569 = cute.get_leaves(%tup_566) : !cute.int_tuple<"(?,?,?)">
      %coord_570 = cute.make_coord(%e0_567) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %969 = cute.get_scalars(%coord_570) : !cute.coord<"?">
      %970 = arith.cmpi slt, %969, %c1000_i32 : i32
      %coord_571 = cute.make_coord(%e1_568) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %971 = cute.get_scalars(%coord_571) : !cute.coord<"?">
      %972 = arith.cmpi slt, %971, %c1048_i32 : i32
      %973 = arith.andi %970, %972 : i1
      cf.cond_br %973, ^bb116, ^bb117
    ^bb116:  // pred: ^bb115
      %974 = cute.memref.load(%rmem_381, %204) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
      cute.memref.store(%view_222, %204, %974) : (!memref_gmem_f32_1, !cute.coord<"25">, f32) -> ()
      cf.br ^bb117
    ^bb117:  // 2 preds: ^bb115, ^bb116
      %tup_572 = cute.add_offset(%tup_390, %203) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_573 = cute.deref_arith_tuple_iter(%tup_572) : !cute_arith_tuple_iter_d50395
      %e0_574, %e1_575, %e2_576 = cute.get_leaves(%tup_573) : !cute_int_tuple_d8f416
      %coord_577 = cute.make_coord(%e0_574) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %975 = cute.get_scalars(%coord_577) : !cute.coord<"?">
      %976 = arith.cmpi slt, %975, %c1000_i32 : i32
      %coord_578 = cute.make_coord(%e1_575) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %977 = cute.get_scalars(%coord_578) : !cute.coord<"?{div=2}">
      %978 = arith.cmpi slt, %977, %c1048_i32 : i32
      %979 = arith.andi %976, %978 : i1
      cf.cond_br %979, ^bb118, ^bb119
    ^bb118:  // pred: ^bb117
      %980 = cute.memref.load(%rmem_381, %202) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
      cute.memref.store(%view_222, %202, %980) : (!memref_gmem_f32_1, !cute.coord<"26">, f32) -> ()
      cf.br ^bb119
    ^bb119:  // 2 preds: ^bb117, ^bb118
      %tup_579 = cute.add_offset(%tup_390, %201) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_580 = cute.deref_arith_tuple_iter(%tup_579) : !cute_arith_tuple_iter_2fe1bf
      %e0_581, %e1_582, %e2_583 = cute.get_leaves(%tup_580) : !cute.int_tuple<"(?,?,?)">
      %coord_584 = cute.make_coord(%e0_581) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %981 = cute.get_scalars(%coord_584) : !cute.coord<"?">
      %982 = arith.cmpi slt, %981, %c1000_i32 : i32
      %coord_585 = cute.make_coord(%e1_582) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %983 = cute.get_scalars(%coord_585) : !cute.coord<"?">
      %984 = arith.cmpi slt, %983, %c1048_i32 : i32
      %985 = arith.andi %982, %984 : i1
      cf.cond_br %985, ^bb120, ^bb121
    ^bb120:  // pred: ^bb119
      %986 = cute.memref.load(%rmem_381, %200) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
      cute.memref.store(%view_222, %200, %986) : (!memref_gmem_f32_1, !cute.coord<"27">, f32) -> ()
      cf.br ^bb121
    ^bb121:  // 2 preds: ^bb119, ^bb120
      %tup_586 = cute.add_offset(%tup_390, %199) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_587 = cute.deref_arith_tuple_iter(%tup_586) : !cute_arith_tuple_iter_d50395
      %e0_588, %e1_589, %e2_590 = cute.get_leaves(%tup_587) : !cute_int_tuple_d8f416
      %coord_591 = cute.make_coord(%e0_588) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %987 = cute.get_scalars(%coord_591) : !cute.coord<"?">
      %988 = arith.cmpi slt, %987, %c1000_i32 : i32
      %coord_592 = cute.make_coord(%e1_589) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %989 = cute.get_scalars(%coord_592) : !cute.coord<"?{div=2}">
      %990 = arith.cmpi slt, %989, %c1048_i32 : i32
      %991 = arith.andi %988, %990 : i1
      cf.cond_br %991, ^bb122, ^bb123
    ^bb122:  // pred: ^bb121
      %992 = cute.memref.load(%rmem_381, %198) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
      cute.memref.store(%view_222, %198, %992) : (!memref_gmem_f32_1, !cute.coord<"28">, f32) -> ()
      cf.br ^bb123
    ^bb123:  // 2 preds: ^bb121, ^bb122
      %tup_593 = cute.add_offset(%tup_390, %197) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_594 = cute.deref_arith_tuple_iter(%tup_593) : !cute_arith_tuple_iter_2fe1bf
      %e0_595, %e1_596, %e2_597 = cute.get_leaves(%tup_594) : !cute.int_tuple<"(?,?,?)">
      %coord_598 = cute.make_coord(%e0_595) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %993 = cute.get_scalars(%coord_598) : !cute.coord<"?">
      %994 = arith.cmpi slt, %993, %c1000_i32 : i32
      %coord_599 = cute.make_coord(%e1_596) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %995 = cute.get_scalars(%coord_599) : !cute.coord<"?">
      %996 = arith.cmpi slt, %995, %c1048_i32 : i32
      %997 = arith.andi %994, %996 : i1
      cf.cond_br %997, ^bb124, ^bb125
    ^bb124:  // pred: ^bb123
      %998 = cute.memref.load(%rmem_381, %196) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
      cute.memref.store(%view_222, %196, %998) : (!memref_gmem_f32_1, !cute.coord<"29">, f32) -> ()
      cf.br ^bb125
    ^bb125:  // 2 preds: ^bb123, ^bb124
      %tup_600 = cute.add_offset(%tup_390, %195) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_601 = cute.deref_arith_tuple_iter(%tup_600) : !cute_arith_tuple_iter_d50395
      %e0_602, %e1_603, %e2_604 = cute.get_leaves(%tup_601) : !cute_int_tuple_d8f416
      %coord_605 = cute.make_coord(%e0_602) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %999 = cute.get_scalars(%coord_605) : !cute.coord<"?">
      %1000 = arith.cmpi slt, %999, %c1000_i32 : i32
      %coord_606 = cute.make_coord(%e1_603) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1001 = cute.get_scalars(%coord_606) : !cute.coord<"?{div=2}">
      %1002 = arith.cmpi slt, %1001, %c1048_i32 : i32
      %1003 = arith.andi %1000, %1002 : i1
      cf.cond_br %1003, ^bb126, ^bb127
    ^bb126:  // pred: ^bb125
      %1004 = cute.memref.load(%rmem_381, %194) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
      cute.memref.store(%view_222, %194, %1004) : (!memref_gmem_f32_1, !cute.coord<"30">, f32) -> ()
      cf.br ^bb127
    ^bb127:  // 2 preds: ^bb125, ^bb126
      %tup_607 = cute.add_offset(%tup_390, %193) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_608 = cute.deref_arith_tuple_iter(%tup_607) : !cute_arith_tuple_iter_2fe1bf
      %e0_609, %e1_610, %e2_611 = cute.get_leaves(%tup_608) : !cute.int_tuple<"(?,?,?)">
      %coord_612 = cute.make_coord(%e0_609) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1005 = cute.get_scalars(%coord_612) : !cute.coord<"?">
      %1006 = arith.cmpi slt, %1005, %c1000_i32 : i32
      %coord_613 = cute.make_coord(%e1_610) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1007 = cute.get_scalars(%coord_613) : !cute.coord<"?">
      %1008 = arith.cmpi slt, %1007, %c1048_i32 : i32
      %1009 = arith.andi %1006, %1008 : i1
      cf.cond_br %1009, ^bb128, ^bb129
    ^bb128:  // pred: ^bb127
      %1010 = cute.memref.load(%rmem_381, %192) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
      cute.memref.store(%view_222, %192, %1010) : (!memref_gmem_f32_1, !cute.coord<"31">, f32) -> ()
      cf.br ^bb129
    ^bb129:  // 2 preds: ^bb127, ^bb128
      %tup_614 = cute.add_offset(%tup_390, %191) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_615 = cute.deref_arith_tuple_iter(%tup_614) : !cute_arith_tuple_iter_d50395
      %e0_616, %e1_617, %e2_618 = cute.get_leaves(%tup_615) : !cute_int_tuple_d8f416
      %coord_619 = cute.make_coord(%e0_616) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1011 = cute.get_scalars(%coord_619) : !cute.coord<"?">
      %1012 = arith.cmpi slt, %1011, %c1000_i32 : i32
      %coord_620 = cute.make_coord(%e1_617) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1013 = cute.get_scalars(%coord_620) : !cute.coord<"?{div=2}">
      %1014 = arith.cmpi slt, %1013, %c1048_i32 : i32
      %1015 = arith.andi %1012, %1014 : i1
      cf.cond_br %1015, ^bb130, ^bb131
    ^bb130:  // pred: ^bb129
      %1016 = cute.memref.load(%rmem_381, %190) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
      cute.memref.store(%view_222, %190, %1016) : (!memref_gmem_f32_1, !cute.coord<"32">, f32) -> ()
      cf.br ^bb131
    ^bb131:  // 2 preds: ^bb129, ^bb130
      %tup_621 = cute.add_offset(%tup_390, %189) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_622 = cute.deref_arith_tuple_iter(%tup_621) : !cute_arith_tuple_iter_2fe1bf
      %e0_623, %e1_624, %e2_625 = cute.get_leaves(%tup_622) : !cute.int_tuple<"(?,?,?)">
      %coord_626 = cute.make_coord(%e0_623) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1017 = cute.get_scalars(%coord_626) : !cute.coord<"?">
      %1018 = arith.cmpi slt, %1017, %c1000_i32 : i32
      %coord_627 = cute.make_coord(%e1_624) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1019 = cute.get_scalars(%coord_627) : !cute.coord<"?">
      %1020 = arith.cmpi slt, %1019, %c1048_i32 : i32
      %1021 = arith.andi %1018, %1020 : i1
      cf.cond_br %1021, ^bb132, ^bb133
    ^bb132:  // pred: ^bb131
      %1022 = cute.memref.load(%rmem_381, %188) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
      cute.memref.store(%view_222, %188, %1022) : (!memref_gmem_f32_1, !cute.coord<"33">, f32) -> ()
      cf.br ^bb133
    ^bb133:  // 2 preds: ^bb131, ^bb132
      %tup_628 = cute.add_offset(%tup_390, %187) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_629 = cute.deref_arith_tuple_iter(%tup_628) : !cute_arith_tuple_iter_d50395
      %e0_630, %e1_631, %e2_632 = cute.get_leaves(%tup_629) : !cute_int_tuple_d8f416
      %coord_633 = cute.make_coord(%e0_630) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1023 = cute.get_scalars(%coord_633) : !cute.coord<"?">
      %1024 = arith.cmpi slt, %1023, %c1000_i32 : i32
      %coord_634 = cute.make_coord(%e1_631) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1025 = cute.get_scalars(%coord_634) : !cute.coord<"?{div=2}">
      %1026 = arith.cmpi slt, %1025, %c1048_i32 : i32
      %1027 = arith.andi %1024, %1026 : i1
      cf.cond_br %1027, ^bb134, ^bb135
    ^bb134:  // pred: ^bb133
      %1028 = cute.memref.load(%rmem_381, %186) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
      cute.memref.store(%view_222, %186, %1028) : (!memref_gmem_f32_1, !cute.coord<"34">, f32) -> ()
      cf.br ^bb135
    ^bb135:  // 2 preds: ^bb133, ^bb134
      %tup_635 = cute.add_offset(%tup_390, %185) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_636 = cute.deref_arith_tuple_iter(%tup_635) : !cute_arith_tuple_iter_2fe1bf
      %e0_637, %e1_638, %e2_639 = cute.get_leaves(%tup_636) : !cute.int_tuple<"(?,?,?)">
      %coord_640 = cute.make_coord(%e0_637) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1029 = cute.get_scalars(%coord_640) : !cute.coord<"?">
      %1030 = arith.cmpi slt, %1029, %c1000_i32 : i32
      %coord_641 = cute.make_coord(%e1_638) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1031 = cute.get_scalars(%coord_641) : !cute.coord<"?">
      %1032 = arith.cmpi slt, %1031, %c1048_i32 : i32
      %1033 = arith.andi %1030, %1032 : i1
      cf.cond_br %1033, ^bb136, ^bb137
    ^bb136:  // pred: ^bb135
      %1034 = cute.memref.load(%rmem_381, %184) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
      cute.memref.store(%view_222, %184, %1034) : (!memref_gmem_f32_1, !cute.coord<"35">, f32) -> ()
      cf.br ^bb137
    ^bb137:  // 2 preds: ^bb135, ^bb136
      %tup_642 = cute.add_offset(%tup_390, %183) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_643 = cute.deref_arith_tuple_iter(%tup_642) : !cute_arith_tuple_iter_d50395
      %e0_644, %e1_645, %e2_646 = cute.get_leaves(%tup_643) : !cute_int_tuple_d8f416
      %coord_647 = cute.make_coord(%e0_644) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1035 = cute.get_scalars(%coord_647) : !cute.coord<"?">
      %1036 = arith.cmpi slt, %1035, %c1000_i32 : i32
      %coord_648 = cute.make_coord(%e1_645) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1037 = cute.get_scalars(%coord_648) : !cute.coord<"?{div=2}">
      %1038 = arith.cmpi slt, %1037, %c1048_i32 : i32
      %1039 = arith.andi %1036, %1038 : i1
      cf.cond_br %1039, ^bb138, ^bb139
    ^bb138:  // pred: ^bb137
      %1040 = cute.memref.load(%rmem_381, %182) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
      cute.memref.store(%view_222, %182, %1040) : (!memref_gmem_f32_1, !cute.coord<"36">, f32) -> ()
      cf.br ^bb139
    ^bb139:  // 2 preds: ^bb137, ^bb138
      %tup_649 = cute.add_offset(%tup_390, %181) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_650 = cute.deref_arith_tuple_iter(%tup_649) : !cute_arith_tuple_iter_2fe1bf
      %e0_651, %e1_652, %e2_653 = cute.get_leaves(%tup_650) : !cute.int_tuple<"(?,?,?)">
      %coord_654 = cute.make_coord(%e0_651) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1041 = cute.get_scalars(%coord_654) : !cute.coord<"?">
      %1042 = arith.cmpi slt, %1041, %c1000_i32 : i32
      %coord_655 = cute.make_coord(%e1_652) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1043 = cute.get_scalars(%coord_655) : !cute.coord<"?">
      %1044 = arith.cmpi slt, %1043, %c1048_i32 : i32
      %1045 = arith.andi %1042, %1044 : i1
      cf.cond_br %1045, ^bb140, ^bb141
    ^bb140:  // pred: ^bb139
      %1046 = cute.memref.load(%rmem_381, %180) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
      cute.memref.store(%view_222, %180, %1046) : (!memref_gmem_f32_1, !cute.coord<"37">, f32) -> ()
      cf.br ^bb141
    ^bb141:  // 2 preds: ^bb139, ^bb140
      %tup_656 = cute.add_offset(%tup_390, %179) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_657 = cute.deref_arith_tuple_iter(%tup_656) : !cute_arith_tuple_iter_d50395
      %e0_658, %e1_659, %e2_660 = cute.get_leaves(%tup_657) : !cute_int_tuple_d8f416
      %coord_661 = cute.make_coord(%e0_658) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1047 = cute.get_scalars(%coord_661) : !cute.coord<"?">
      %1048 = arith.cmpi slt, %1047, %c1000_i32 : i32
      %coord_662 = cute.make_coord(%e1_659) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1049 = cute.get_scalars(%coord_662) : !cute.coord<"?{div=2}">
      %1050 = arith.cmpi slt, %1049, %c1048_i32 : i32
      %1051 = arith.andi %1048, %1050 : i1
      cf.cond_br %1051, ^bb142, ^bb143
    ^bb142:  // pred: ^bb141
      %1052 = cute.memref.load(%rmem_381, %178) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
      cute.memref.store(%view_222, %178, %1052) : (!memref_gmem_f32_1, !cute.coord<"38">, f32) -> ()
      cf.br ^bb143
    ^bb143:  // 2 preds: ^bb141, ^bb142
      %tup_663 = cute.add_offset(%tup_390, %177) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_664 = cute.deref_arith_tuple_iter(%tup_663) : !cute_arith_tuple_iter_2fe1bf
      %e0_665, %e1_666, %e2_667 = cute.get_leaves(%tup_664) : !cute.int_tuple<"(?,?,?)">
      %coord_668 = cute.make_coord(%e0_665) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1053 = cute.get_scalars(%coord_668) : !cute.coord<"?">
      %1054 = arith.cmpi slt, %1053, %c1000_i32 : i32
      %coord_669 = cute.make_coord(%e1_666) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1055 = cute.get_scalars(%coord_669) : !cute.coord<"?">
      %1056 = arith.cmpi slt, %1055, %c1048_i32 : i32
      %1057 = arith.andi %1054, %1056 : i1
      cf.cond_br %1057, ^bb144, ^bb145
    ^bb144:  // pred: ^bb143
      %1058 = cute.memref.load(%rmem_381, %176) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
      cute.memref.store(%view_222, %176, %1058) : (!memref_gmem_f32_1, !cute.coord<"39">, f32) -> ()
      cf.br ^bb145
    ^bb145:  // 2 preds: ^bb143, ^bb144
      %tup_670 = cute.add_offset(%tup_390, %175) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_671 = cute.deref_arith_tuple_iter(%tup_670) : !cute_arith_tuple_iter_d50395
      %e0_672, %e1_673, %e2_674 = cute.get_leaves(%tup_671) : !cute_int_tuple_d8f416
      %coord_675 = cute.make_coord(%e0_672) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1059 = cute.get_scalars(%coord_675) : !cute.coord<"?">
      %1060 = arith.cmpi slt, %1059, %c1000_i32 : i32
      %coord_676 = cute.make_coord(%e1_673) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1061 = cute.get_scalars(%coord_676) : !cute.coord<"?{div=2}">
      %1062 = arith.cmpi slt, %1061, %c1048_i32 : i32
      %1063 = arith.andi %1060, %1062 : i1
      cf.cond_br %1063, ^bb146, ^bb147
    ^bb146:  // pred: ^bb145
      %1064 = cute.memref.load(%rmem_381, %174) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
      cute.memref.store(%view_222, %174, %1064) : (!memref_gmem_f32_1, !cute.coord<"40">, f32) -> ()
      cf.br ^bb147
    ^bb147:  // 2 preds: ^bb145, ^bb146
      %tup_677 = cute.add_offset(%tup_390, %173) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_678 = cute.deref_arith_tuple_iter(%tup_677) : !cute_arith_tuple_iter_2fe1bf
      %e0_679, %e1_680, %e2_681 = cute.get_leaves(%tup_678) : !cute.int_tuple<"(?,?,?)">
      %coord_682 = cute.make_coord(%e0_679) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1065 = cute.get_scalars(%coord_682) : !cute.coord<"?">
      %1066 = arith.cmpi slt, %1065, %c1000_i32 : i32
      %coord_683 = cute.make_coord(%e1_680) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1067 = cute.get_scalars(%coord_683) : !cute.coord<"?">
      %1068 = arith.cmpi slt, %1067, %c1048_i32 : i32
      %1069 = arith.andi %1066, %1068 : i1
      cf.cond_br %1069, ^bb148, ^bb149
    ^bb148:  // pred: ^bb147
      %1070 = cute.memref.load(%rmem_381, %172) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
      cute.memref.store(%view_222, %172, %1070) : (!memref_gmem_f32_1, !cute.coord<"41">, f32) -> ()
      cf.br ^bb149
    ^bb149:  // 2 preds: ^bb147, ^bb148
      %tup_684 = cute.add_offset(%tup_390, %171) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_685 = cute.deref_arith_tuple_iter(%tup_684) : !cute_arith_tuple_iter_d50395
      %e0_686, %e1_687, %e2_688 = cute.get_leaves(%tup_685) : !cute_int_tuple_d8f416
      %coord_689 = cute.make_coord(%e0_686) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1071 = cute.get_scalars(%coord_689) : !cute.coord<"?">
      %1072 = arith.cmpi slt, %1071, %c1000_i32 : i32
      %coord_690 = cute.make_coord(%e1_687) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1073 = cute.get_scalars(%coord_690) : !cute.coord<"?{div=2}">
      %1074 = arith.cmpi slt, %1073, %c1048_i32 : i32
      %1075 = arith.andi %1072, %1074 : i1
      cf.cond_br %1075, ^bb150, ^bb151
    ^bb150:  // pred: ^bb149
      %1076 = cute.memref.load(%rmem_381, %170) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
      cute.memref.store(%view_222, %170, %1076) : (!memref_gmem_f32_1, !cute.coord<"42">, f32) -> ()
      cf.br ^bb151
    ^bb151:  // 2 preds: ^bb149, ^bb150
      %tup_691 = cute.add_offset(%tup_390, %169) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_692 = cute.deref_arith_tuple_iter(%tup_691) : !cute_arith_tuple_iter_2fe1bf
      %e0_693, %e1_694, %e2_695 = cute.get_leaves(%tup_692) : !cute.int_tuple<"(?,?,?)">
      %coord_696 = cute.make_coord(%e0_693) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1077 = cute.get_scalars(%coord_696) : !cute.coord<"?">
      %1078 = arith.cmpi slt, %1077, %c1000_i32 : i32
      %coord_697 = cute.make_coord(%e1_694) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1079 = cute.get_scalars(%coord_697) : !cute.coord<"?">
      %1080 = arith.cmpi slt, %1079, %c1048_i32 : i32
      %1081 = arith.andi %1078, %1080 : i1
      cf.cond_br %1081, ^bb152, ^bb153
    ^bb152:  // pred: ^bb151
      %1082 = cute.memref.load(%rmem_381, %168) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
      cute.memref.store(%view_222, %168, %1082) : (!memref_gmem_f32_1, !cute.coord<"43">, f32) -> ()
      cf.br ^bb153
    ^bb153:  // 2 preds: ^bb151, ^bb152
      %tup_698 = cute.add_offset(%tup_390, %167) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_699 = cute.deref_arith_tuple_iter(%tup_698) : !cute_arith_tuple_iter_d50395
      %e0_700, %e1_701, %e2_702 = cute.get_leaves(%tup_699) : !cute_int_tuple_d8f416
      %coord_703 = cute.make_coord(%e0_700) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1083 = cute.get_scalars(%coord_703) : !cute.coord<"?">
      %1084 = arith.cmpi slt, %1083, %c1000_i32 : i32
      %coord_704 = cute.make_coord(%e1_701) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1085 = cute.get_scalars(%coord_704) : !cute.coord<"?{div=2}">
      %1086 = arith.cmpi slt, %1085, %c1048_i32 : i32
      %1087 = arith.andi %1084, %1086 : i1
      cf.cond_br %1087, ^bb154, ^bb155
    ^bb154:  // pred: ^bb153
      %1088 = cute.memref.load(%rmem_381, %166) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
      cute.memref.store(%view_222, %166, %1088) : (!memref_gmem_f32_1, !cute.coord<"44">, f32) -> ()
      cf.br ^bb155
    ^bb155:  // 2 preds: ^bb153, ^bb154
      %tup_705 = cute.add_offset(%tup_390, %165) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_706 = cute.deref_arith_tuple_iter(%tup_705) : !cute_arith_tuple_iter_2fe1bf
      %e0_707, %e1_708, %e2_709 = cute.get_leaves(%tup_706) : !cute.int_tuple<"(?,?,?)">
      %coord_710 = cute.make_coord(%e0_707) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1089 = cute.get_scalars(%coord_710) : !cute.coord<"?">
      %1090 = arith.cmpi slt, %1089, %c1000_i32 : i32
      %coord_711 = cute.make_coord(%e1_708) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1091 = cute.get_scalars(%coord_711) : !cute.coord<"?">
      %1092 = arith.cmpi slt, %1091, %c1048_i32 : i32
      %1093 = arith.andi %1090, %1092 : i1
      cf.cond_br %1093, ^bb156, ^bb157
    ^bb156:  // pred: ^bb155
      %1094 = cute.memref.load(%rmem_381, %164) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
      cute.memref.store(%view_222, %164, %1094) : (!memref_gmem_f32_1, !cute.coord<"45">, f32) -> ()
      cf.br ^bb157
    ^bb157:  // 2 preds: ^bb155, ^bb156
      %tup_712 = cute.add_offset(%tup_390, %163) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_713 = cute.deref_arith_tuple_iter(%tup_712) : !cute_arith_tuple_iter_d50395
      %e0_714, %e1_715, %e2_716 = cute.get_leaves(%tup_713) : !cute_int_tuple_d8f416
      %coord_717 = cute.make_coord(%e0_714) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1095 = cute.get_scalars(%coord_717) : !cute.coord<"?">
      %1096 = arith.cmpi slt, %1095, %c1000_i32 : i32
      %coord_718 = cute.make_coord(%e1_715) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1097 = cute.get_scalars(%coord_718) : !cute.coord<"?{div=2}">
      %1098 = arith.cmpi slt, %1097, %c1048_i32 : i32
      %1099 = arith.andi %1096, %1098 : i1
      cf.cond_br %1099, ^bb158, ^bb159
    ^bb158:  // pred: ^bb157
      %1100 = cute.memref.load(%rmem_381, %162) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
      cute.memref.store(%view_222, %162, %1100) : (!memref_gmem_f32_1, !cute.coord<"46">, f32) -> ()
      cf.br ^bb159
    ^bb159:  // 2 preds: ^bb157, ^bb158
      %tup_719 = cute.add_offset(%tup_390, %161) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_720 = cute.deref_arith_tuple_iter(%tup_719) : !cute_arith_tuple_iter_2fe1bf
      %e0_721, %e1_722, %e2_723 = cute.get_leaves(%tup_720) : !cute.int_tuple<"(?,?,?)">
      %coord_724 = cute.make_coord(%e0_721) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1101 = cute.get_scalars(%coord_724) : !cute.coord<"?">
      %1102 = arith.cmpi slt, %1101, %c1000_i32 : i32
      %coord_725 = cute.make_coord(%e1_722) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1103 = cute.get_scalars(%coord_725) : !cute.coord<"?">
      %1104 = arith.cmpi slt, %1103, %c1048_i32 : i32
      %1105 = arith.andi %1102, %1104 : i1
      cf.cond_br %1105, ^bb160, ^bb161
    ^bb160:  // pred: ^bb159
      %1106 = cute.memref.load(%rmem_381, %160) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
      cute.memref.store(%view_222, %160, %1106) : (!memref_gmem_f32_1, !cute.coord<"47">, f32) -> ()
      cf.br ^bb161
    ^bb161:  // 2 preds: ^bb159, ^bb160
      %tup_726 = cute.add_offset(%tup_390, %159) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_727 = cute.deref_arith_tuple_iter(%tup_726) : !cute_arith_tuple_iter_d50395
      %e0_728, %e1_729, %e2_730 = cute.get_leaves(%tup_727) : !cute_int_tuple_d8f416
      %coord_731 = cute.make_coord(%e0_728) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1107 = cute.get_scalars(%coord_731) : !cute.coord<"?">
      %1108 = arith.cmpi slt, %1107, %c1000_i32 : i32
      %coord_732 = cute.make_coord(%e1_729) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1109 = cute.get_scalars(%coord_732) : !cute.coord<"?{div=2}">
      %1110 = arith.cmpi slt, %1109, %c1048_i32 : i32
      %1111 = arith.andi %1108, %1110 : i1
      cf.cond_br %1111, ^bb162, ^bb163
    ^bb162:  // pred: ^bb161
      %1112 = cute.memref.load(%rmem_381, %158) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
      cute.memref.store(%view_222, %158, %1112) : (!memref_gmem_f32_1, !cute.coord<"48">, f32) -> ()
      cf.br ^bb163
    ^bb163:  // 2 preds: ^bb161, ^bb162
      %tup_733 = cute.add_offset(%tup_390, %157) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_734 = cute.deref_arith_tuple_iter(%tup_733) : !cute_arith_tuple_iter_2fe1bf
      %e0_735, %e1_736, %e2_737 = cute.get_leaves(%tup_734) : !cute.int_tuple<"(?,?,?)">
      %coord_738 = cute.make_coord(%e0_735) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1113 = cute.get_scalars(%coord_738) : !cute.coord<"?">
      %1114 = arith.cmpi slt, %1113, %c1000_i32 : i32
      %coord_739 = cute.make_coord(%e1_736) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1115 = cute.get_scalars(%coord_739) : !cute.coord<"?">
      %1116 = arith.cmpi slt, %1115, %c1048_i32 : i32
      %1117 = arith.andi %1114, %1116 : i1
      cf.cond_br %1117, ^bb164, ^bb165
    ^bb164:  // pred: ^bb163
      %1118 = cute.memref.load(%rmem_381, %156) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
      cute.memref.store(%view_222, %156, %1118) : (!memref_gmem_f32_1, !cute.coord<"49">, f32) -> ()
      cf.br ^bb165
    ^bb165:  // 2 preds: ^bb163, ^bb164
      %tup_740 = cute.add_offset(%tup_390, %155) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_741 = cute.deref_arith_tuple_iter(%tup_740) : !cute_arith_tuple_iter_d50395
      %e0_742, %e1_743, %e2_744 = cute.get_leaves(%tup_741) : !cute_int_tuple_d8f416
      %coord_745 = cute.make_coord(%e0_742) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1119 = cute.get_scalars(%coord_745) : !cute.coord<"?">
      %1120 = arith.cmpi slt, %1119, %c1000_i32 : i32
      %coord_746 = cute.make_coord(%e1_743) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1121 = cute.get_scalars(%coord_746) : !cute.coord<"?{div=2}">
      %1122 = arith.cmpi slt, %1121, %c1048_i32 : i32
      %1123 = arith.andi %1120, %1122 : i1
      cf.cond_br %1123, ^bb166, ^bb167
    ^bb166:  // pred: ^bb165
      %1124 = cute.memref.load(%rmem_381, %154) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
      cute.memref.store(%view_222, %154, %1124) : (!memref_gmem_f32_1, !cute.coord<"50">, f32) -> ()
      cf.br ^bb167
    ^bb167:  // 2 preds: ^bb165, ^bb166
      %tup_747 = cute.add_offset(%tup_390, %153) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_748 = cute.deref_arith_tuple_iter(%tup_747) : !cute_arith_tuple_iter_2fe1bf
      %e0_749, %e1_750, %e2_751 = cute.get_leaves(%tup_748) : !cute.int_tuple<"(?,?,?)">
      %coord_752 = cute.make_coord(%e0_749) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1125 = cute.get_scalars(%coord_752) : !cute.coord<"?">
      %1126 = arith.cmpi slt, %1125, %c1000_i32 : i32
      %coord_753 = cute.make_coord(%e1_750) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1127 = cute.get_scalars(%coord_753) : !cute.coord<"?">
      %1128 = arith.cmpi slt, %1127, %c1048_i32 : i32
      %1129 = arith.andi %1126, %1128 : i1
      cf.cond_br %1129, ^bb168, ^bb169
    ^bb168:  // pred: ^bb167
      %1130 = cute.memref.load(%rmem_381, %152) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
      cute.memref.store(%view_222, %152, %1130) : (!memref_gmem_f32_1, !cute.coord<"51">, f32) -> ()
      cf.br ^bb169
    ^bb169:  // 2 preds: ^bb167, ^bb168
      %tup_754 = cute.add_offset(%tup_390, %151) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_755 = cute.deref_arith_tuple_iter(%tup_754) : !cute_arith_tuple_iter_d50395
      %e0_756, %e1_757, %e2_758 = cute.get_leaves(%tup_755) : !cute_int_tuple_d8f416
      %coord_759 = cute.make_coord(%e0_756) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1131 = cute.get_scalars(%coord_759) : !cute.coord<"?">
      %1132 = arith.cmpi slt, %1131, %c1000_i32 : i32
      %coord_760 = cute.make_coord(%e1_757) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1133 = cute.get_scalars(%coord_760) : !cute.coord<"?{div=2}">
      %1134 = arith.cmpi slt, %1133, %c1048_i32 : i32
      %1135 = arith.andi %1132, %1134 : i1
      cf.cond_br %1135, ^bb170, ^bb171
    ^bb170:  // pred: ^bb169
      %1136 = cute.memref.load(%rmem_381, %150) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
      cute.memref.store(%view_222, %150, %1136) : (!memref_gmem_f32_1, !cute.coord<"52">, f32) -> ()
      cf.br ^bb171
    ^bb171:  // 2 preds: ^bb169, ^bb170
      %tup_761 = cute.add_offset(%tup_390, %149) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_762 = cute.deref_arith_tuple_iter(%tup_761) : !cute_arith_tuple_iter_2fe1bf
      %e0_763, %e1_764, %e2_765 = cute.get_leaves(%tup_762) : !cute.int_tuple<"(?,?,?)">
      %coord_766 = cute.make_coord(%e0_763) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1137 = cute.get_scalars(%coord_766) : !cute.coord<"?">
      %1138 = arith.cmpi slt, %1137, %c1000_i32 : i32
      %coord_767 = cute.make_coord(%e1_764) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1139 = cute.get_scalars(%coord_767) : !cute.coord<"?">
      %1140 = arith.cmpi slt, %1139, %c1048_i32 : i32
      %1141 = arith.andi %1138, %1140 : i1
      cf.cond_br %1141, ^bb172, ^bb173
    ^bb172:  // pred: ^bb171
      %1142 = cute.memref.load(%rmem_381, %148) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
      cute.memref.store(%view_222, %148, %1142) : (!memref_gmem_f32_1, !cute.coord<"53">, f32) -> ()
      cf.br ^bb173
    ^bb173:  // 2 preds: ^bb171, ^bb172
      %tup_768 = cute.add_offset(%tup_390, %147) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_769 = cute.deref_arith_tuple_iter(%tup_768) : !cute_arith_tuple_iter_d50395
      %e0_770, %e1_771, %e2_772 = cute.get_leaves(%tup_769) : !cute_int_tuple_d8f416
      %coord_773 = cute.make_coord(%e0_770) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1143 = cute.get_scalars(%coord_773) : !cute.coord<"?">
      %1144 = arith.cmpi slt, %1143, %c1000_i32 : i32
      %coord_774 = cute.make_coord(%e1_771) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1145 = cute.get_scalars(%coord_774) : !cute.coord<"?{div=2}">
      %1146 = arith.cmpi slt, %1145, %c1048_i32 : i32
      %1147 = arith.andi %1144, %1146 : i1
      cf.cond_br %1147, ^bb174, ^bb175
    ^bb174:  // pred: ^bb173
      %1148 = cute.memref.load(%rmem_381, %146) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
      cute.memref.store(%view_222, %146, %1148) : (!memref_gmem_f32_1, !cute.coord<"54">, f32) -> ()
      cf.br ^bb175
    ^bb175:  // 2 preds: ^bb173, ^bb174
      %tup_775 = cute.add_offset(%tup_390, %145) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_776 = cute.deref_arith_tuple_iter(%tup_775) : !cute_arith_tuple_iter_2fe1bf
      %e0_777, %e1_778, %e2_779 = cute.get_leaves(%tup_776) : !cute.int_tuple<"(?,?,?)">
      %coord_780 = cute.make_coord(%e0_777) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1149 = cute.get_scalars(%coord_780) : !cute.coord<"?">
      %1150 = arith.cmpi slt, %1149, %c1000_i32 : i32
      %coord_781 = cute.make_coord(%e1_778) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1151 = cute.get_scalars(%coord_781) : !cute.coord<"?">
      %1152 = arith.cmpi slt, %1151, %c1048_i32 : i32
      %1153 = arith.andi %1150, %1152 : i1
      cf.cond_br %1153, ^bb176, ^bb177
    ^bb176:  // pred: ^bb175
      %1154 = cute.memref.load(%rmem_381, %144) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
      cute.memref.store(%view_222, %144, %1154) : (!memref_gmem_f32_1, !cute.coord<"55">, f32) -> ()
      cf.br ^bb177
    ^bb177:  // 2 preds: ^bb175, ^bb176
      %tup_782 = cute.add_offset(%tup_390, %143) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_783 = cute.deref_arith_tuple_iter(%tup_782) : !cute_arith_tuple_iter_d50395
      %e0_784, %e1_785, %e2_786 = cute.get_leaves(%tup_783) : !cute_int_tuple_d8f416
      %coord_787 = cute.make_coord(%e0_784) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1155 = cute.get_scalars(%coord_787) : !cute.coord<"?">
      %1156 = arith.cmpi slt, %1155, %c1000_i32 : i32
      %coord_788 = cute.make_coord(%e1_785) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1157 = cute.get_scalars(%coord_788) : !cute.coord<"?{div=2}">
      %1158 = arith.cmpi slt, %1157, %c1048_i32 : i32
      %1159 = arith.andi %1156, %1158 : i1
      cf.cond_br %1159, ^bb178, ^bb179
    ^bb178:  // pred: ^bb177
      %1160 = cute.memref.load(%rmem_381, %142) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
      cute.memref.store(%view_222, %142, %1160) : (!memref_gmem_f32_1, !cute.coord<"56">, f32) -> ()
      cf.br ^bb179
    ^bb179:  // 2 preds: ^bb177, ^bb178
      %tup_789 = cute.add_offset(%tup_390, %141) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_790 = cute.deref_arith_tuple_iter(%tup_789) : !cute_arith_tuple_iter_2fe1bf
      %e0_791, %e1_792, %e2_793 = cute.get_leaves(%tup_790) : !cute.int_tuple<"(?,?,?)">
      %coord_794 = cute.make_coord(%e0_791) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1161 = cute.get_scalars(%coord_794) : !cute.coord<"?">
      %1162 = arith.cmpi slt, %1161, %c1000_i32 : i32
      %coord_795 = cute.make_coord(%e1_792) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1163 = cute.get_scalars(%coord_795) : !cute.coord<"?">
      %1164 = arith.cmpi slt, %1163, %c1048_i32 : i32
      %1165 = arith.andi %1162, %1164 : i1
      cf.cond_br %1165, ^bb180, ^bb181
    ^bb180:  // pred: ^bb179
      %1166 = cute.memref.load(%rmem_381, %140) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
      cute.memref.store(%view_222, %140, %1166) : (!memref_gmem_f32_1, !cute.coord<"57">, f32) -> ()
      cf.br ^bb181
    ^bb181:  // 2 preds: ^bb179, ^bb180
      %tup_796 = cute.add_offset(%tup_390, %139) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_797 = cute.deref_arith_tuple_iter(%tup_796) : !cute_arith_tuple_iter_d50395
      %e0_798, %e1_799, %e2_800 = cute.get_leaves(%tup_797) : !cute_int_tuple_d8f416
      %coord_801 = cute.make_coord(%e0_798) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1167 = cute.get_scalars(%coord_801) : !cute.coord<"?">
      %1168 = arith.cmpi slt, %1167, %c1000_i32 : i32
      %coord_802 = cute.make_coord(%e1_799) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1169 = cute.get_scalars(%coord_802) : !cute.coord<"?{div=2}">
      %1170 = arith.cmpi slt, %1169, %c1048_i32 : i32
      %1171 = arith.andi %1168, %1170 : i1
      cf.cond_br %1171, ^bb182, ^bb183
    ^bb182:  // pred: ^bb181
      %1172 = cute.memref.load(%rmem_381, %138) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
      cute.memref.store(%view_222, %138, %1172) : (!memref_gmem_f32_1, !cute.coord<"58">, f32) -> ()
      cf.br ^bb183
    ^bb183:  // 2 preds: ^bb181, ^bb182
      %tup_803 = cute.add_offset(%tup_390, %137) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_804 = cute.deref_arith_tuple_iter(%tup_803) : !cute_arith_tuple_iter_2fe1bf
      %e0_805, %e1_806, %e2_807 = cute.get_leaves(%tup_804) : !cute.int_tuple<"(?,?,?)">
      %coord_808 = cute.make_coord(%e0_805) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1173 = cute.get_scalars(%coord_808) : !cute.coord<"?">
      %1174 = arith.cmpi slt, %1173, %c1000_i32 : i32
      %coord_809 = cute.make_coord(%e1_806) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1175 = cute.get_scalars(%coord_809) : !cute.coord<"?">
      %1176 = arith.cmpi slt, %1175, %c1048_i32 : i32
      %1177 = arith.andi %1174, %1176 : i1
      cf.cond_br %1177, ^bb184, ^bb185
    ^bb184:  // pred: ^bb183
      %1178 = cute.memref.load(%rmem_381, %136) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
      cute.memref.store(%view_222, %136, %1178) : (!memref_gmem_f32_1, !cute.coord<"59">, f32) -> ()
      cf.br ^bb185
    ^bb185:  // 2 preds: ^bb183, ^bb184
      %tup_810 = cute.add_offset(%tup_390, %135) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_811 = cute.deref_arith_tuple_iter(%tup_810) : !cute_arith_tuple_iter_d50395
      %e0_812, %e1_813, %e2_814 = cute.get_leaves(%tup_811) : !cute_int_tuple_d8f416
      %coord_815 = cute.make_coord(%e0_812) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1179 = cute.get_scalars(%coord_815) : !cute.coord<"?">
      %1180 = arith.cmpi slt, %1179, %c1000_i32 : i32
      %coord_816 = cute.make_coord(%e1_813) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1181 = cute.get_scalars(%coord_816) : !cute.coord<"?{div=2}">
      %1182 = arith.cmpi slt, %1181, %c1048_i32 : i32
      %1183 = arith.andi %1180, %1182 : i1
      cf.cond_br %1183, ^bb186, ^bb187
    ^bb186:  // pred: ^bb185
      %1184 = cute.memref.load(%rmem_381, %134) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
      cute.memref.store(%view_222, %134, %1184) : (!memref_gmem_f32_1, !cute.coord<"60">, f32) -> ()
      cf.br ^bb187
    ^bb187:  // 2 preds: ^bb185, ^bb186
      %tup_817 = cute.add_offset(%tup_390, %133) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_818 = cute.deref_arith_tuple_iter(%tup_817) : !cute_arith_tuple_iter_2fe1bf
      %e0_819, %e1_820, %e2_821 = cute.get_leaves(%tup_818) : !cute.int_tuple<"(?,?,?)">
      %coord_822 = cute.make_coord(%e0_819) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1185 = cute.get_scalars(%coord_822) : !cute.coord<"?">
      %1186 = arith.cmpi slt, %1185, %c1000_i32 : i32
      %coord_823 = cute.make_coord(%e1_820) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1187 = cute.get_scalars(%coord_823) : !cute.coord<"?">
      %1188 = arith.cmpi slt, %1187, %c1048_i32 : i32
      %1189 = arith.andi %1186, %1188 : i1
      cf.cond_br %1189, ^bb188, ^bb189
    ^bb188:  // pred: ^bb187
      %1190 = cute.memref.load(%rmem_381, %132) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
      cute.memref.store(%view_222, %132, %1190) : (!memref_gmem_f32_1, !cute.coord<"61">, f32) -> ()
      cf.br ^bb189
    ^bb189:  // 2 preds: ^bb187, ^bb188
      %tup_824 = cute.add_offset(%tup_390, %131) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_825 = cute.deref_arith_tuple_iter(%tup_824) : !cute_arith_tuple_iter_d50395
      %e0_826, %e1_827, %e2_828 = cute.get_leaves(%tup_825) : !cute_int_tuple_d8f416
      %coord_829 = cute.make_coord(%e0_826) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1191 = cute.get_scalars(%coord_829) : !cute.coord<"?">
      %1192 = arith.cmpi slt, %1191, %c1000_i32 : i32
      %coord_830 = cute.make_coord(%e1_827) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1193 = cute.get_scalars(%coord_830) : !cute.coord<"?{div=2}">
      %1194 = arith.cmpi slt, %1193, %c1048_i32 : i32
      %1195 = arith.andi %1192, %1194 : i1
      cf.cond_br %1195, ^bb190, ^bb191
    ^bb190:  // pred: ^bb189
      %1196 = cute.memref.load(%rmem_381, %130) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
      cute.memref.store(%view_222, %130, %1196) : (!memref_gmem_f32_1, !cute.coord<"62">, f32) -> ()
      cf.br ^bb191
    ^bb191:  // 2 preds: ^bb189, ^bb190
      %tup_831 = cute.add_offset(%tup_390, %129) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_832 = cute.deref_arith_tuple_iter(%tup_831) : !cute_arith_tuple_iter_2fe1bf
      %e0_833, %e1_834, %e2_835 = cute.get_leaves(%tup_832) : !cute.int_tuple<"(?,?,?)">
      %coord_836 = cute.make_coord(%e0_833) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1197 = cute.get_scalars(%coord_836) : !cute.coord<"?">
      %1198 = arith.cmpi slt, %1197, %c1000_i32 : i32
      %coord_837 = cute.make_coord(%e1_834) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1199 = cute.get_scalars(%coord_837) : !cute.coord<"?">
      %1200 = arith.cmpi slt, %1199, %c1048_i32 : i32
      %1201 = arith.andi %1198, %1200 : i1
      cf.cond_br %1201, ^bb192, ^bb193
    ^bb192:  // pred: ^bb191
      %1202 = cute.memref.load(%rmem_381, %128) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
      cute.memref.store(%view_222, %128, %1202) : (!memref_gmem_f32_1, !cute.coord<"63">, f32) -> ()
      cf.br ^bb193
    ^bb193:  // 2 preds: ^bb191, ^bb192
      %tup_838 = cute.add_offset(%tup_390, %127) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_839 = cute.deref_arith_tuple_iter(%tup_838) : !cute_arith_tuple_iter_d50395
      %e0_840, %e1_841, %e2_842 = cute.get_leaves(%tup_839) : !cute_int_tuple_d8f416
      %coord_843 = cute.make_coord(%e0_840) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1203 = cute.get_scalars(%coord_843) : !cute.coord<"?">
      %1204 = arith.cmpi slt, %1203, %c1000_i32 : i32
      %coord_844 = cute.make_coord(%e1_841) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1205 = cute.get_scalars(%coord_844) : !cute.coord<"?{div=2}">
      %1206 = arith.cmpi slt, %1205, %c1048_i32 : i32
      %1207 = arith.andi %1204, %1206 : i1
      cf.cond_br %1207, ^bb194, ^bb195
    ^bb194:  // pred: ^bb193
      %1208 = cute.memref.load(%rmem_381, %126) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
      cute.memref.store(%view_222, %126, %1208) : (!memref_gmem_f32_1, !cute.coord<"64">, f32) -> ()
      cf.br ^bb195
    ^bb195:  // 2 preds: ^bb193, ^bb194
      %tup_845 = cute.add_offset(%tup_390, %125) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_846 = cute.deref_arith_tuple_iter(%tup_845) : !cute_arith_tuple_iter_2fe1bf
      %e0_847, %e1_848, %e2_849 = cute.get_leaves(%tup_846) : !cute.int_tuple<"(?,?,?)">
      %coord_850 = cute.make_coord(%e0_847) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1209 = cute.get_scalars(%coord_850) : !cute.coord<"?">
      %1210 = arith.cmpi slt, %1209, %c1000_i32 : i32
      %coord_851 = cute.make_coord(%e1_848) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1211 = cute.get_scalars(%coord_851) : !cute.coord<"?">
      %1212 = arith.cmpi slt, %1211, %c1048_i32 : i32
      %1213 = arith.andi %1210, %1212 : i1
      cf.cond_br %1213, ^bb196, ^bb197
    ^bb196:  // pred: ^bb195
      %1214 = cute.memref.load(%rmem_381, %124) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
      cute.memref.store(%view_222, %124, %1214) : (!memref_gmem_f32_1, !cute.coord<"65">, f32) -> ()
      cf.br ^bb197
    ^bb197:  // 2 preds: ^bb195, ^bb196
      %tup_852 = cute.add_offset(%tup_390, %123) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_853 = cute.deref_arith_tuple_iter(%tup_852) : !cute_arith_tuple_iter_d50395
      %e0_854, %e1_855, %e2_856 = cute.get_leaves(%tup_853) : !cute_int_tuple_d8f416
      %coord_857 = cute.make_coord(%e0_854) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1215 = cute.get_scalars(%coord_857) : !cute.coord<"?">
      %1216 = arith.cmpi slt, %1215, %c1000_i32 : i32
      %coord_858 = cute.make_coord(%e1_855) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1217 = cute.get_scalars(%coord_858) : !cute.coord<"?{div=2}">
      %1218 = arith.cmpi slt, %1217, %c1048_i32 : i32
      %1219 = arith.andi %1216, %1218 : i1
      cf.cond_br %1219, ^bb198, ^bb199
    ^bb198:  // pred: ^bb197
      %1220 = cute.memref.load(%rmem_381, %122) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
      cute.memref.store(%view_222, %122, %1220) : (!memref_gmem_f32_1, !cute.coord<"66">, f32) -> ()
      cf.br ^bb199
    ^bb199:  // 2 preds: ^bb197, ^bb198
      %tup_859 = cute.add_offset(%tup_390, %121) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_860 = cute.deref_arith_tuple_iter(%tup_859) : !cute_arith_tuple_iter_2fe1bf
      %e0_861, %e1_862, %e2_863 = cute.get_leaves(%tup_860) : !cute.int_tuple<"(?,?,?)">
      %coord_864 = cute.make_coord(%e0_861) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1221 = cute.get_scalars(%coord_864) : !cute.coord<"?">
      %1222 = arith.cmpi slt, %1221, %c1000_i32 : i32
      %coord_865 = cute.make_coord(%e1_862) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1223 = cute.get_scalars(%coord_865) : !cute.coord<"?">
      %1224 = arith.cmpi slt, %1223, %c1048_i32 : i32
      %1225 = arith.andi %1222, %1224 : i1
      cf.cond_br %1225, ^bb200, ^bb201
    ^bb200:  // pred: ^bb199
      %1226 = cute.memref.load(%rmem_381, %120) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
      cute.memref.store(%view_222, %120, %1226) : (!memref_gmem_f32_1, !cute.coord<"67">, f32) -> ()
      cf.br ^bb201
    ^bb201:  // 2 preds: ^bb199, ^bb200
      %tup_866 = cute.add_offset(%tup_390, %119) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_867 = cute.deref_arith_tuple_iter(%tup_866) : !cute_arith_tuple_iter_d50395
      %e0_868, %e1_869, %e2_870 = cute.get_leaves(%tup_867) : !cute_int_tuple_d8f416
      %coord_871 = cute.make_coord(%e0_868) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1227 = cute.get_scalars(%coord_871) : !cute.coord<"?">
      %1228 = arith.cmpi slt, %1227, %c1000_i32 : i32
      %coord_872 = cute.make_coord(%e1_869) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1229 = cute.get_scalars(%coord_872) : !cute.coord<"?{div=2}">
      %1230 = arith.cmpi slt, %1229, %c1048_i32 : i32
      %1231 = arith.andi %1228, %1230 : i1
      cf.cond_br %1231, ^bb202, ^bb203
    ^bb202:  // pred: ^bb201
      %1232 = cute.memref.load(%rmem_381, %118) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
      cute.memref.store(%view_222, %118, %1232) : (!memref_gmem_f32_1, !cute.coord<"68">, f32) -> ()
      cf.br ^bb203
    ^bb203:  // 2 preds: ^bb201, ^bb202
      %tup_873 = cute.add_offset(%tup_390, %117) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_874 = cute.deref_arith_tuple_iter(%tup_873) : !cute_arith_tuple_iter_2fe1bf
      %e0_875, %e1_876, %e2_877 = cute.get_leaves(%tup_874) : !cute.int_tuple<"(?,?,?)">
      %coord_878 = cute.make_coord(%e0_875) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1233 = cute.get_scalars(%coord_878) : !cute.coord<"?">
      %1234 = arith.cmpi slt, %1233, %c1000_i32 : i32
      %coord_879 = cute.make_coord(%e1_876) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1235 = cute.get_scalars(%coord_879) : !cute.coord<"?">
      %1236 = arith.cmpi slt, %1235, %c1048_i32 : i32
      %1237 = arith.andi %1234, %1236 : i1
      cf.cond_br %1237, ^bb204, ^bb205
    ^bb204:  // pred: ^bb203
      %1238 = cute.memref.load(%rmem_381, %116) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
      cute.memref.store(%view_222, %116, %1238) : (!memref_gmem_f32_1, !cute.coord<"69">, f32) -> ()
      cf.br ^bb205
    ^bb205:  // 2 preds: ^bb203, ^bb204
      %tup_880 = cute.add_offset(%tup_390, %115) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_881 = cute.deref_arith_tuple_iter(%tup_880) : !cute_arith_tuple_iter_d50395
      %e0_882, %e1_883, %e2_884 = cute.get_leaves(%tup_881) : !cute_int_tuple_d8f416
      %coord_885 = cute.make_coord(%e0_882) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1239 = cute.get_scalars(%coord_885) : !cute.coord<"?">
      %1240 = arith.cmpi slt, %1239, %c1000_i32 : i32
      %coord_886 = cute.make_coord(%e1_883) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1241 = cute.get_scalars(%coord_886) : !cute.coord<"?{div=2}">
      %1242 = arith.cmpi slt, %1241, %c1048_i32 : i32
      %1243 = arith.andi %1240, %1242 : i1
      cf.cond_br %1243, ^bb206, ^bb207
    ^bb206:  // pred: ^bb205
      %1244 = cute.memref.load(%rmem_381, %114) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
      cute.memref.store(%view_222, %114, %1244) : (!memref_gmem_f32_1, !cute.coord<"70">, f32) -> ()
      cf.br ^bb207
    ^bb207:  // 2 preds: ^bb205, ^bb206
      %tup_887 = cute.add_offset(%tup_390, %113) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_888 = cute.deref_arith_tuple_iter(%tup_887) : !cute_arith_tuple_iter_2fe1bf
      %e0_889, %e1_890, %e2_891 = cute.get_leaves(%tup_888) : !cute.int_tuple<"(?,?,?)">
      %coord_892 = cute.make_coord(%e0_889) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1245 = cute.get_scalars(%coord_892) : !cute.coord<"?">
      %1246 = arith.cmpi slt, %1245, %c1000_i32 : i32
      %coord_893 = cute.make_coord(%e1_890) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1247 = cute.get_scalars(%coord_893) : !cute.coord<"?">
      %1248 = arith.cmpi slt, %1247, %c1048_i32 : i32
      %1249 = arith.andi %1246, %1248 : i1
      cf.cond_br %1249, ^bb208, ^bb209
    ^bb208:  // pred: ^bb207
      %1250 = cute.memref.load(%rmem_381, %112) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
      cute.memref.store(%view_222, %112, %1250) : (!memref_gmem_f32_1, !cute.coord<"71">, f32) -> ()
      cf.br ^bb209
    ^bb209:  // 2 preds: ^bb207, ^bb208
      %tup_894 = cute.add_offset(%tup_390, %111) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_895 = cute.deref_arith_tuple_iter(%tup_894) : !cute_arith_tuple_iter_d50395
      %e0_896, %e1_897, %e2_898 = cute.get_leaves(%tup_895) : !cute_int_tuple_d8f416
      %coord_899 = cute.make_coord(%e0_896) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1251 = cute.get_scalars(%coord_899) : !cute.coord<"?">
      %1252 = arith.cmpi slt, %1251, %c1000_i32 : i32
      %coord_900 = cute.make_coord(%e1_897) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1253 = cute.get_scalars(%coord_900) : !cute.coord<"?{div=2}">
      %1254 = arith.cmpi slt, %1253, %c1048_i32 : i32
      %1255 = arith.andi %1252, %1254 : i1
      cf.cond_br %1255, ^bb210, ^bb211
    ^bb210:  // pred: ^bb209
      %1256 = cute.memref.load(%rmem_381, %110) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
      cute.memref.store(%view_222, %110, %1256) : (!memref_gmem_f32_1, !cute.coord<"72">, f32) -> ()
      cf.br ^bb211
    ^bb211:  // 2 preds: ^bb209, ^bb210
      %tup_901 = cute.add_offset(%tup_390, %109) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_902 = cute.deref_arith_tuple_iter(%tup_901) : !cute_arith_tuple_iter_2fe1bf
      %e0_903, %e1_904, %e2_905 = cute.get_leaves(%tup_902) : !cute.int_tuple<"(?,?,?)">
      %coord_906 = cute.make_coord(%e0_903) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1257 = cute.get_scalars(%coord_906) : !cute.coord<"?">
      %1258 = arith.cmpi slt, %1257, %c1000_i32 : i32
      %coord_907 = cute.make_coord(%e1_904) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1259 = cute.get_scalars(%coord_907) : !cute.coord<"?">
      %1260 = arith.cmpi slt, %1259, %c1048_i32 : i32
      %1261 = arith.andi %1258, %1260 : i1
      cf.cond_br %1261, ^bb212, ^bb213
    ^bb212:  // pred: ^bb211
      %1262 = cute.memref.load(%rmem_381, %108) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
      cute.memref.store(%view_222, %108, %1262) : (!memref_gmem_f32_1, !cute.coord<"73">, f32) -> ()
      cf.br ^bb213
    ^bb213:  // 2 preds: ^bb211, ^bb212
      %tup_908 = cute.add_offset(%tup_390, %107) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_909 = cute.deref_arith_tuple_iter(%tup_908) : !cute_arith_tuple_iter_d50395
      %e0_910, %e1_911, %e2_912 = cute.get_leaves(%tup_909) : !cute_int_tuple_d8f416
      %coord_913 = cute.make_coord(%e0_910) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1263 = cute.get_scalars(%coord_913) : !cute.coord<"?">
      %1264 = arith.cmpi slt, %1263, %c1000_i32 : i32
      %coord_914 = cute.make_coord(%e1_911) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1265 = cute.get_scalars(%coord_914) : !cute.coord<"?{div=2}">
      %1266 = arith.cmpi slt, %1265, %c1048_i32 : i32
      %1267 = arith.andi %1264, %1266 : i1
      cf.cond_br %1267, ^bb214, ^bb215
    ^bb214:  // pred: ^bb213
      %1268 = cute.memref.load(%rmem_381, %106) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
      cute.memref.store(%view_222, %106, %1268) : (!memref_gmem_f32_1, !cute.coord<"74">, f32) -> ()
      cf.br ^bb215
    ^bb215:  // 2 preds: ^bb213, ^bb214
      %tup_915 = cute.add_offset(%tup_390, %105) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_916 = cute.deref_arith_tuple_iter(%tup_915) : !cute_arith_tuple_iter_2fe1bf
      %e0_917, %e1_918, %e2_919 = cute.get_leaves(%tup_916) : !cute.int_tuple<"(?,?,?)">
      %coord_920 = cute.make_coord(%e0_917) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1269 = cute.get_scalars(%coord_920) : !cute.coord<"?">
      %1270 = arith.cmpi slt, %1269, %c1000_i32 : i32
      %coord_921 = cute.make_coord(%e1_918) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1271 = cute.get_scalars(%coord_921) : !cute.coord<"?">
      %1272 = arith.cmpi slt, %1271, %c1048_i32 : i32
      %1273 = arith.andi %1270, %1272 : i1
      cf.cond_br %1273, ^bb216, ^bb217
    ^bb216:  // pred: ^bb215
      %1274 = cute.memref.load(%rmem_381, %104) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
      cute.memref.store(%view_222, %104, %1274) : (!memref_gmem_f32_1, !cute.coord<"75">, f32) -> ()
      cf.br ^bb217
    ^bb217:  // 2 preds: ^bb215, ^bb216
      %tup_922 = cute.add_offset(%tup_390, %103) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_923 = cute.deref_arith_tuple_iter(%tup_922) : !cute_arith_tuple_iter_d50395
      %e0_924, %e1_925, %e2_926 = cute.get_leaves(%tup_923) : !cute_int_tuple_d8f416
      %coord_927 = cute.make_coord(%e0_924) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1275 = cute.get_scalars(%coord_927) : !cute.coord<"?">
      %1276 = arith.cmpi slt, %1275, %c1000_i32 : i32
      %coord_928 = cute.make_coord(%e1_925) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1277 = cute.get_scalars(%coord_928) : !cute.coord<"?{div=2}">
      %1278 = arith.cmpi slt, %1277, %c1048_i32 : i32
      %1279 = arith.andi %1276, %1278 : i1
      cf.cond_br %1279, ^bb218, ^bb219
    ^bb218:  // pred: ^bb217
      %1280 = cute.memref.load(%rmem_381, %102) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
      cute.memref.store(%view_222, %102, %1280) : (!memref_gmem_f32_1, !cute.coord<"76">, f32) -> ()
      cf.br ^bb219
    ^bb219:  // 2 preds: ^bb217, ^bb218
      %tup_929 = cute.add_offset(%tup_390, %101) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_930 = cute.deref_arith_tuple_iter(%tup_929) : !cute_arith_tuple_iter_2fe1bf
      %e0_931, %e1_932, %e2_933 = cute.get_leaves(%tup_930) : !cute.int_tuple<"(?,?,?)">
      %coord_934 = cute.make_coord(%e0_931) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1281 = cute.get_scalars(%coord_934) : !cute.coord<"?">
      %1282 = arith.cmpi slt, %1281, %c1000_i32 : i32
      %coord_935 = cute.make_coord(%e1_932) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1283 = cute.get_scalars(%coord_935) : !cute.coord<"?">
      %1284 = arith.cmpi slt, %1283, %c1048_i32 : i32
      %1285 = arith.andi %1282, %1284 : i1
      cf.cond_br %1285, ^bb220, ^bb221
    ^bb220:  // pred: ^bb219
      %1286 = cute.memref.load(%rmem_381, %100) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
      cute.memref.store(%view_222, %100, %1286) : (!memref_gmem_f32_1, !cute.coord<"77">, f32) -> ()
      cf.br ^bb221
    ^bb221:  // 2 preds: ^bb219, ^bb220
      %tup_936 = cute.add_offset(%tup_390, %99) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_937 = cute.deref_arith_tuple_iter(%tup_936) : !cute_arith_tuple_iter_d50395
      %e0_938, %e1_939, %e2_940 = cute.get_leaves(%tup_937) : !cute_int_tuple_d8f416
      %coord_941 = cute.make_coord(%e0_938) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1287 = cute.get_scalars(%coord_941) : !cute.coord<"?">
      %1288 = arith.cmpi slt, %1287, %c1000_i32 : i32
      %coord_942 = cute.make_coord(%e1_939) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1289 = cute.get_scalars(%coord_942) : !cute.coord<"?{div=2}">
      %1290 = arith.cmpi slt, %1289, %c1048_i32 : i32
      %1291 = arith.andi %1288, %1290 : i1
      cf.cond_br %1291, ^bb222, ^bb223
    ^bb222:  // pred: ^bb221
      %1292 = cute.memref.load(%rmem_381, %98) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
      cute.memref.store(%view_222, %98, %1292) : (!memref_gmem_f32_1, !cute.coord<"78">, f32) -> ()
      cf.br ^bb223
    ^bb223:  // 2 preds: ^bb221, ^bb222
      %tup_943 = cute.add_offset(%tup_390, %97) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_944 = cute.deref_arith_tuple_iter(%tup_943) : !cute_arith_tuple_iter_2fe1bf
      %e0_945, %e1_946, %e2_947 = cute.get_leaves(%tup_944) : !cute.int_tuple<"(?,?,?)">
      %coord_948 = cute.make_coord(%e0_945) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1293 = cute.get_scalars(%coord_948) : !cute.coord<"?">
      %1294 = arith.cmpi slt, %1293, %c1000_i32 : i32
      %coord_949 = cute.make_coord(%e1_946) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1295 = cute.get_scalars(%coord_949) : !cute.coord<"?">
      %1296 = arith.cmpi slt, %1295, %c1048_i32 : i32
      %1297 = arith.andi %1294, %1296 : i1
      cf.cond_br %1297, ^bb224, ^bb225
    ^bb224:  // pred: ^bb223
      %1298 = cute.memref.load(%rmem_381, %96) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
      cute.memref.store(%view_222, %96, %1298) : (!memref_gmem_f32_1, !cute.coord<"79">, f32) -> ()
      cf.br ^bb225
    ^bb225:  // 2 preds: ^bb223, ^bb224
      %tup_950 = cute.add_offset(%tup_390, %95) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_951 = cute.deref_arith_tuple_iter(%tup_950) : !cute_arith_tuple_iter_d50395
      %e0_952, %e1_953, %e2_954 = cute.get_leaves(%tup_951) : !cute_int_tuple_d8f416
      %coord_955 = cute.make_coord(%e0_952) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1299 = cute.get_scalars(%coord_955) : !cute.coord<"?">
      %1300 = arith.cmpi slt, %1299, %c1000_i32 : i32
      %coord_956 = cute.make_coord(%e1_953) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1301 = cute.get_scalars(%coord_956) : !cute.coord<"?{div=2}">
      %1302 = arith.cmpi slt, %1301, %c1048_i32 : i32
      %1303 = arith.andi %1300, %1302 : i1
      cf.cond_br %1303, ^bb226, ^bb227
    ^bb226:  // pred: ^bb225
      %1304 = cute.memref.load(%rmem_381, %94) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
      cute.memref.store(%view_222, %94, %1304) : (!memref_gmem_f32_1, !cute.coord<"80">, f32) -> ()
      cf.br ^bb227
    ^bb227:  // 2 preds: ^bb225, ^bb226
      %tup_957 = cute.add_offset(%tup_390, %93) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_958 = cute.deref_arith_tuple_iter(%tup_957) : !cute_arith_tuple_iter_2fe1bf
      %e0_959, %e1_960, %e2_961 = cute.get_leaves(%tup_958) : !cute.int_tuple<"(?,?,?)">
      %coord_962 = cute.make_coord(%e0_959) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1305 = cute.get_scalars(%coord_962) : !cute.coord<"?">
      %1306 = arith.cmpi slt, %1305, %c1000_i32 : i32
      %coord_963 = cute.make_coord(%e1_960) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1307 = cute.get_scalars(%coord_963) : !cute.coord<"?">
      %1308 = arith.cmpi slt, %1307, %c1048_i32 : i32
      %1309 = arith.andi %1306, %1308 : i1
      cf.cond_br %1309, ^bb228, ^bb229
    ^bb228:  // pred: ^bb227
      %1310 = cute.memref.load(%rmem_381, %92) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
      cute.memref.store(%view_222, %92, %1310) : (!memref_gmem_f32_1, !cute.coord<"81">, f32) -> ()
      cf.br ^bb229
    ^bb229:  // 2 preds: ^bb227, ^bb228
      %tup_964 = cute.add_offset(%tup_390, %91) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_965 = cute.deref_arith_tuple_iter(%tup_964) : !cute_arith_tuple_iter_d50395
      %e0_966, %e1_967, %e2_968 = cute.get_leaves(%tup_965) : !cute_int_tuple_d8f416
      %coord_969 = cute.make_coord(%e0_966) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1311 = cute.get_scalars(%coord_969) : !cute.coord<"?">
      %1312 = arith.cmpi slt, %1311, %c1000_i32 : i32
      %coord_970 = cute.make_coord(%e1_967) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1313 = cute.get_scalars(%coord_970) : !cute.coord<"?{div=2}">
      %1314 = arith.cmpi slt, %1313, %c1048_i32 : i32
      %1315 = arith.andi %1312, %1314 : i1
      cf.cond_br %1315, ^bb230, ^bb231
    ^bb230:  // pred: ^bb229
      %1316 = cute.memref.load(%rmem_381, %90) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
      cute.memref.store(%view_222, %90, %1316) : (!memref_gmem_f32_1, !cute.coord<"82">, f32) -> ()
      cf.br ^bb231
    ^bb231:  // 2 preds: ^bb229, ^bb230
      %tup_971 = cute.add_offset(%tup_390, %89) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_972 = cute.deref_arith_tuple_iter(%tup_971) : !cute_arith_tuple_iter_2fe1bf
      %e0_973, %e1_974, %e2_975 = cute.get_leaves(%tup_972) : !cute.int_tuple<"(?,?,?)">
      %coord_976 = cute.make_coord(%e0_973) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1317 = cute.get_scalars(%coord_976) : !cute.coord<"?">
      %1318 = arith.cmpi slt, %1317, %c1000_i32 : i32
      %coord_977 = cute.make_coord(%e1_974) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1319 = cute.get_scalars(%coord_977) : !cute.coord<"?">
      %1320 = arith.cmpi slt, %1319, %c1048_i32 : i32
      %1321 = arith.andi %1318, %1320 : i1
      cf.cond_br %1321, ^bb232, ^bb233
    ^bb232:  // pred: ^bb231
      %1322 = cute.memref.load(%rmem_381, %88) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
      cute.memref.store(%view_222, %88, %1322) : (!memref_gmem_f32_1, !cute.coord<"83">, f32) -> ()
      cf.br ^bb233
    ^bb233:  // 2 preds: ^bb231, ^bb232
      %tup_978 = cute.add_offset(%tup_390, %87) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_979 = cute.deref_arith_tuple_iter(%tup_978) : !cute_arith_tuple_iter_d50395
      %e0_980, %e1_981, %e2_982 = cute.get_leaves(%tup_979) : !cute_int_tuple_d8f416
      %coord_983 = cute.make_coord(%e0_980) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1323 = cute.get_scalars(%coord_983) : !cute.coord<"?">
      %1324 = arith.cmpi slt, %1323, %c1000_i32 : i32
      %coord_984 = cute.make_coord(%e1_981) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1325 = cute.get_scalars(%coord_984) : !cute.coord<"?{div=2}">
      %1326 = arith.cmpi slt, %1325, %c1048_i32 : i32
      %1327 = arith.andi %1324, %1326 : i1
      cf.cond_br %1327, ^bb234, ^bb235
    ^bb234:  // pred: ^bb233
      %1328 = cute.memref.load(%rmem_381, %86) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
      cute.memref.store(%view_222, %86, %1328) : (!memref_gmem_f32_1, !cute.coord<"84">, f32) -> ()
      cf.br ^bb235
    ^bb235:  // 2 preds: ^bb233, ^bb234
      %tup_985 = cute.add_offset(%tup_390, %85) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_986 = cute.deref_arith_tuple_iter(%tup_985) : !cute_arith_tuple_iter_2fe1bf
      %e0_987, %e1_988, %e2_989 = cute.get_leaves(%tup_986) : !cute.int_tuple<"(?,?,?)">
      %coord_990 = cute.make_coord(%e0_987) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1329 = cute.get_scalars(%coord_990) : !cute.coord<"?">
      %1330 = arith.cmpi slt, %1329, %c1000_i32 : i32
      %coord_991 = cute.make_coord(%e1_988) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1331 = cute.get_scalars(%coord_991) : !cute.coord<"?">
      %1332 = arith.cmpi slt, %1331, %c1048_i32 : i32
      %1333 = arith.andi %1330, %1332 : i1
      cf.cond_br %1333, ^bb236, ^bb237
    ^bb236:  // pred: ^bb235
      %1334 = cute.memref.load(%rmem_381, %84) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
      cute.memref.store(%view_222, %84, %1334) : (!memref_gmem_f32_1, !cute.coord<"85">, f32) -> ()
      cf.br ^bb237
    ^bb237:  // 2 preds: ^bb235, ^bb236
      %tup_992 = cute.add_offset(%tup_390, %83) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_993 = cute.deref_arith_tuple_iter(%tup_992) : !cute_arith_tuple_iter_d50395
      %e0_994, %e1_995, %e2_996 = cute.get_leaves(%tup_993) : !cute_int_tuple_d8f416
      %coord_997 = cute.make_coord(%e0_994) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1335 = cute.get_scalars(%coord_997) : !cute.coord<"?">
      %1336 = arith.cmpi slt, %1335, %c1000_i32 : i32
      %coord_998 = cute.make_coord(%e1_995) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1337 = cute.get_scalars(%coord_998) : !cute.coord<"?{div=2}">
      %1338 = arith.cmpi slt, %1337, %c1048_i32 : i32
      %1339 = arith.andi %1336, %1338 : i1
      cf.cond_br %1339, ^bb238, ^bb239
    ^bb238:  // pred: ^bb237
      %1340 = cute.memref.load(%rmem_381, %82) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
      cute.memref.store(%view_222, %82, %1340) : (!memref_gmem_f32_1, !cute.coord<"86">, f32) -> ()
      cf.br ^bb239
    ^bb239:  // 2 preds: ^bb237, ^bb238
      %tup_999 = cute.add_offset(%tup_390, %81) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1000 = cute.deref_arith_tuple_iter(%tup_999) : !cute_arith_tuple_iter_2fe1bf
      %e0_1001, %e1_1002, %e2_1003 = cute.get_leaves(%tup_1000) : !cute.int_tuple<"(?,?,?)">
      %coord_1004 = cute.make_coord(%e0_1001) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1341 = cute.get_scalars(%coord_1004) : !cute.coord<"?">
      %1342 = arith.cmpi slt, %1341, %c1000_i32 : i32
      %coord_1005 = cute.make_coord(%e1_1002) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1343 = cute.get_scalars(%coord_1005) : !cute.coord<"?">
      %1344 = arith.cmpi slt, %1343, %c1048_i32 : i32
      %1345 = arith.andi %1342, %1344 : i1
      cf.cond_br %1345, ^bb240, ^bb241
    ^bb240:  // pred: ^bb239
      %1346 = cute.memref.load(%rmem_381, %80) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
      cute.memref.store(%view_222, %80, %1346) : (!memref_gmem_f32_1, !cute.coord<"87">, f32) -> ()
      cf.br ^bb241
    ^bb241:  // 2 preds: ^bb239, ^bb240
      %tup_1006 = cute.add_offset(%tup_390, %79) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_1007 = cute.deref_arith_tuple_iter(%tup_1006) : !cute_arith_tuple_iter_d50395
      %e0_1008, %e1_1009, %e2_1010 = cute.get_leaves(%tup_1007) : !cute_int_tuple_d8f416
      %coord_1011 = cute.make_coord(%e0_1008) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1347 = cute.get_scalars(%coord_1011) : !cute.coord<"?">
      %1348 = arith.cmpi slt, %1347, %c1000_i32 : i32
      %coord_1012 = cute.make_coord(%e1_1009) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1349 = cute.get_scalars(%coord_1012) : !cute.coord<"?{div=2}">
      %1350 = arith.cmpi slt, %1349, %c1048_i32 : i32
      %1351 = arith.andi %1348, %1350 : i1
      cf.cond_br %1351, ^bb242, ^bb243
    ^bb242:  // pred: ^bb241
      %1352 = cute.memref.load(%rmem_381, %78) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
      cute.memref.store(%view_222, %78, %1352) : (!memref_gmem_f32_1, !cute.coord<"88">, f32) -> ()
      cf.br ^bb243
    ^bb243:  // 2 preds: ^bb241, ^bb242
      %tup_1013 = cute.add_offset(%tup_390, %77) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1014 = cute.deref_arith_tuple_iter(%tup_1013) : !cute_arith_tuple_iter_2fe1bf
      %e0_1015, %e1_1016, %e2_1017 = cute.get_leaves(%tup_1014) : !cute.int_tuple<"(?,?,?)">
      %coord_1018 = cute.make_coord(%e0_1015) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1353 = cute.get_scalars(%coord_1018) : !cute.coord<"?">
      %1354 = arith.cmpi slt, %1353, %c1000_i32 : i32
      %coord_1019 = cute.make_coord(%e1_1016) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1355 = cute.get_scalars(%coord_1019) : !cute.coord<"?">
      %1356 = arith.cmpi slt, %1355, %c1048_i32 : i32
      %1357 = arith.andi %1354, %1356 : i1
      cf.cond_br %1357, ^bb244, ^bb245
    ^bb244:  // pred: ^bb243
      %1358 = cute.memref.load(%rmem_381, %76) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
      cute.memref.store(%view_222, %76, %1358) : (!memref_gmem_f32_1, !cute.coord<"89">, f32) -> ()
      cf.br ^bb245
    ^bb245:  // 2 preds: ^bb243, ^bb244
      %tup_1020 = cute.add_offset(%tup_390, %75) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_1021 = cute.deref_arith_tuple_iter(%tup_1020) : !cute_arith_tuple_iter_d50395
      %e0_1022, %e1_1023, %e2_1024 = cute.get_leaves(%tup_1021) : !cute_int_tuple_d8f416
      %coord_1025 = cute.make_coord(%e0_1022) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1359 = cute.get_scalars(%coord_1025) : !cute.coord<"?">
      %1360 = arith.cmpi slt, %1359, %c1000_i32 : i32
      %coord_1026 = cute.make_coord(%e1_1023) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1361 = cute.get_scalars(%coord_1026) : !cute.coord<"?{div=2}">
      %1362 = arith.cmpi slt, %1361, %c1048_i32 : i32
      %1363 = arith.andi %1360, %1362 : i1
      cf.cond_br %1363, ^bb246, ^bb247
    ^bb246:  // pred: ^bb245
      %1364 = cute.memref.load(%rmem_381, %74) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
      cute.memref.store(%view_222, %74, %1364) : (!memref_gmem_f32_1, !cute.coord<"90">, f32) -> ()
      cf.br ^bb247
    ^bb247:  // 2 preds: ^bb245, ^bb246
      %tup_1027 = cute.add_offset(%tup_390, %73) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1028 = cute.deref_arith_tuple_iter(%tup_1027) : !cute_arith_tuple_iter_2fe1bf
      %e0_1029, %e1_1030, %e2_1031 = cute.get_leaves(%tup_1028) : !cute.int_tuple<"(?,?,?)">
      %coord_1032 = cute.make_coord(%e0_1029) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1365 = cute.get_scalars(%coord_1032) : !cute.coord<"?">
      %1366 = arith.cmpi slt, %1365, %c1000_i32 : i32
      %coord_1033 = cute.make_coord(%e1_1030) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1367 = cute.get_scalars(%coord_1033) : !cute.coord<"?">
      %1368 = arith.cmpi slt, %1367, %c1048_i32 : i32
      %1369 = arith.andi %1366, %1368 : i1
      cf.cond_br %1369, ^bb248, ^bb249
    ^bb248:  // pred: ^bb247
      %1370 = cute.memref.load(%rmem_381, %72) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
      cute.memref.store(%view_222, %72, %1370) : (!memref_gmem_f32_1, !cute.coord<"91">, f32) -> ()
      cf.br ^bb249
    ^bb249:  // 2 preds: ^bb247, ^bb248
      %tup_1034 = cute.add_offset(%tup_390, %71) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_1035 = cute.deref_arith_tuple_iter(%tup_1034) : !cute_arith_tuple_iter_d50395
      %e0_1036, %e1_1037, %e2_1038 = cute.get_leaves(%tup_1035) : !cute_int_tuple_d8f416
      %coord_1039 = cute.make_coord(%e0_1036) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1371 = cute.get_scalars(%coord_1039) : !cute.coord<"?">
      %1372 = arith.cmpi slt, %1371, %c1000_i32 : i32
      %coord_1040 = cute.make_coord(%e1_1037) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1373 = cute.get_scalars(%coord_1040) : !cute.coord<"?{div=2}">
      %1374 = arith.cmpi slt, %1373, %c1048_i32 : i32
      %1375 = arith.andi %1372, %1374 : i1
      cf.cond_br %1375, ^bb250, ^bb251
    ^bb250:  // pred: ^bb249
      %1376 = cute.memref.load(%rmem_381, %70) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
      cute.memref.store(%view_222, %70, %1376) : (!memref_gmem_f32_1, !cute.coord<"92">, f32) -> ()
      cf.br ^bb251
    ^bb251:  // 2 preds: ^bb249, ^bb250
      %tup_1041 = cute.add_offset(%tup_390, %69) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1042 = cute.deref_arith_tuple_iter(%tup_1041) : !cute_arith_tuple_iter_2fe1bf
      %e0_1043, %e1_1044, %e2_1045 = cute.get_leaves(%tup_1042) : !cute.int_tuple<"(?,?,?)">
      %coord_1046 = cute.make_coord(%e0_1043) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1377 = cute.get_scalars(%coord_1046) : !cute.coord<"?">
      %1378 = arith.cmpi slt, %1377, %c1000_i32 : i32
      %coord_1047 = cute.make_coord(%e1_1044) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1379 = cute.get_scalars(%coord_1047) : !cute.coord<"?">
      %1380 = arith.cmpi slt, %1379, %c1048_i32 : i32
      %1381 = arith.andi %1378, %1380 : i1
      cf.cond_br %1381, ^bb252, ^bb253
    ^bb252:  // pred: ^bb251
      %1382 = cute.memref.load(%rmem_381, %68) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
      cute.memref.store(%view_222, %68, %1382) : (!memref_gmem_f32_1, !cute.coord<"93">, f32) -> ()
      cf.br ^bb253
    ^bb253:  // 2 preds: ^bb251, ^bb252
      %tup_1048 = cute.add_offset(%tup_390, %67) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_1049 = cute.deref_arith_tuple_iter(%tup_1048) : !cute_arith_tuple_iter_d50395
      %e0_1050, %e1_1051, %e2_1052 = cute.get_leaves(%tup_1049) : !cute_int_tuple_d8f416
      %coord_1053 = cute.make_coord(%e0_1050) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1383 = cute.get_scalars(%coord_1053) : !cute.coord<"?">
      %1384 = arith.cmpi slt, %1383, %c1000_i32 : i32
      %coord_1054 = cute.make_coord(%e1_1051) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1385 = cute.get_scalars(%coord_1054) : !cute.coord<"?{div=2}">
      %1386 = arith.cmpi slt, %1385, %c1048_i32 : i32
      %1387 = arith.andi %1384, %1386 : i1
      cf.cond_br %1387, ^bb254, ^bb255
    ^bb254:  // pred: ^bb253
      %1388 = cute.memref.load(%rmem_381, %66) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
      cute.memref.store(%view_222, %66, %1388) : (!memref_gmem_f32_1, !cute.coord<"94">, f32) -> ()
      cf.br ^bb255
    ^bb255:  // 2 preds: ^bb253, ^bb254
      %tup_1055 = cute.add_offset(%tup_390, %65) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1056 = cute.deref_arith_tuple_iter(%tup_1055) : !cute_arith_tuple_iter_2fe1bf
      %e0_1057, %e1_1058, %e2_1059 = cute.get_leaves(%tup_1056) : !cute.int_tuple<"(?,?,?)">
      %coord_1060 = cute.make_coord(%e0_1057) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1389 = cute.get_scalars(%coord_1060) : !cute.coord<"?">
      %1390 = arith.cmpi slt, %1389, %c1000_i32 : i32
      %coord_1061 = cute.make_coord(%e1_1058) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1391 = cute.get_scalars(%coord_1061) : !cute.coord<"?">
      %1392 = arith.cmpi slt, %1391, %c1048_i32 : i32
      %1393 = arith.andi %1390, %1392 : i1
      cf.cond_br %1393, ^bb256, ^bb257
    ^bb256:  // pred: ^bb255
      %1394 = cute.memref.load(%rmem_381, %64) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
      cute.memref.store(%view_222, %64, %1394) : (!memref_gmem_f32_1, !cute.coord<"95">, f32) -> ()
      cf.br ^bb257
    ^bb257:  // 2 preds: ^bb255, ^bb256
      %tup_1062 = cute.add_offset(%tup_390, %63) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1063 = cute.deref_arith_tuple_iter(%tup_1062) : !cute_arith_tuple_iter_d50395
      %e0_1064, %e1_1065, %e2_1066 = cute.get_leaves(%tup_1063) : !cute_int_tuple_d8f416
      %coord_1067 = cute.make_coord(%e0_1064) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1395 = cute.get_scalars(%coord_1067) : !cute.coord<"?">
      %1396 = arith.cmpi slt, %1395, %c1000_i32 : i32
      %coord_1068 = cute.make_coord(%e1_1065) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1397 = cute.get_scalars(%coord_1068) : !cute.coord<"?{div=2}">
      %1398 = arith.cmpi slt, %1397, %c1048_i32 : i32
      %1399 = arith.andi %1396, %1398 : i1
      cf.cond_br %1399, ^bb258, ^bb259
    ^bb258:  // pred: ^bb257
      %1400 = cute.memref.load(%rmem_381, %62) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
      cute.memref.store(%view_222, %62, %1400) : (!memref_gmem_f32_1, !cute.coord<"96">, f32) -> ()
      cf.br ^bb259
    ^bb259:  // 2 preds: ^bb257, ^bb258
      %tup_1069 = cute.add_offset(%tup_390, %61) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1070 = cute.deref_arith_tuple_iter(%tup_1069) : !cute_arith_tuple_iter_2fe1bf
      %e0_1071, %e1_1072, %e2_1073 = cute.get_leaves(%tup_1070) : !cute.int_tuple<"(?,?,?)">
      %coord_1074 = cute.make_coord(%e0_1071) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1401 = cute.get_scalars(%coord_1074) : !cute.coord<"?">
      %1402 = arith.cmpi slt, %1401, %c1000_i32 : i32
      %coord_1075 = cute.make_coord(%e1_1072) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1403 = cute.get_scalars(%coord_1075) : !cute.coord<"?">
      %1404 = arith.cmpi slt, %1403, %c1048_i32 : i32
      %1405 = arith.andi %1402, %1404 : i1
      cf.cond_br %1405, ^bb260, ^bb261
    ^bb260:  // pred: ^bb259
      %1406 = cute.memref.load(%rmem_381, %60) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
      cute.memref.store(%view_222, %60, %1406) : (!memref_gmem_f32_1, !cute.coord<"97">, f32) -> ()
      cf.br ^bb261
    ^bb261:  // 2 preds: ^bb259, ^bb260
      %tup_1076 = cute.add_offset(%tup_390, %59) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1077 = cute.deref_arith_tuple_iter(%tup_1076) : !cute_arith_tuple_iter_d50395
      %e0_1078, %e1_1079, %e2_1080 = cute.get_leaves(%tup_1077) : !cute_int_tuple_d8f416
      %coord_1081 = cute.make_coord(%e0_1078) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1407 = cute.get_scalars(%coord_1081) : !cute.coord<"?">
      %1408 = arith.cmpi slt, %1407, %c1000_i32 : i32
      %coord_1082 = cute.make_coord(%e1_1079) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1409 = cute.get_scalars(%coord_1082) : !cute.coord<"?{div=2}">
      %1410 = arith.cmpi slt, %1409, %c1048_i32 : i32
      %1411 = arith.andi %1408, %1410 : i1
      cf.cond_br %1411, ^bb262, ^bb263
    ^bb262:  // pred: ^bb261
      %1412 = cute.memref.load(%rmem_381, %58) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
      cute.memref.store(%view_222, %58, %1412) : (!memref_gmem_f32_1, !cute.coord<"98">, f32) -> ()
      cf.br ^bb263
    ^bb263:  // 2 preds: ^bb261, ^bb262
      %tup_1083 = cute.add_offset(%tup_390, %57) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1084 = cute.deref_arith_tuple_iter(%tup_1083) : !cute_arith_tuple_iter_2fe1bf
      %e0_1085, %e1_1086, %e2_1087 = cute.get_leaves(%tup_1084) : !cute.int_tuple<"(?,?,?)">
      %coord_1088 = cute.make_coord(%e0_1085) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1413 = cute.get_scalars(%coord_1088) : !cute.coord<"?">
      %1414 = arith.cmpi slt, %1413, %c1000_i32 : i32
      %coord_1089 = cute.make_coord(%e1_1086) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1415 = cute.get_scalars(%coord_1089) : !cute.coord<"?">
      %1416 = arith.cmpi slt, %1415, %c1048_i32 : i32
      %1417 = arith.andi %1414, %1416 : i1
      cf.cond_br %1417, ^bb264, ^bb265
    ^bb264:  // pred: ^bb263
      %1418 = cute.memref.load(%rmem_381, %56) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
      cute.memref.store(%view_222, %56, %1418) : (!memref_gmem_f32_1, !cute.coord<"99">, f32) -> ()
      cf.br ^bb265
    ^bb265:  // 2 preds: ^bb263, ^bb264
      %tup_1090 = cute.add_offset(%tup_390, %55) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1091 = cute.deref_arith_tuple_iter(%tup_1090) : !cute_arith_tuple_iter_d50395
      %e0_1092, %e1_1093, %e2_1094 = cute.get_leaves(%tup_1091) : !cute_int_tuple_d8f416
      %coord_1095 = cute.make_coord(%e0_1092) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1419 = cute.get_scalars(%coord_1095) : !cute.coord<"?">
      %1420 = arith.cmpi slt, %1419, %c1000_i32 : i32
      %coord_1096 = cute.make_coord(%e1_1093) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1421 = cute.get_scalars(%coord_1096) : !cute.coord<"?{div=2}">
      %1422 = arith.cmpi slt, %1421, %c1048_i32 : i32
      %1423 = arith.andi %1420, %1422 : i1
      cf.cond_br %1423, ^bb266, ^bb267
    ^bb266:  // pred: ^bb265
      %1424 = cute.memref.load(%rmem_381, %54) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
      cute.memref.store(%view_222, %54, %1424) : (!memref_gmem_f32_1, !cute.coord<"100">, f32) -> ()
      cf.br ^bb267
    ^bb267:  // 2 preds: ^bb265, ^bb266
      %tup_1097 = cute.add_offset(%tup_390, %53) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1098 = cute.deref_arith_tuple_iter(%tup_1097) : !cute_arith_tuple_iter_2fe1bf
      %e0_1099, %e1_1100, %e2_1101 = cute.get_leaves(%tup_1098) : !cute.int_tuple<"(?,?,?)">
      %coord_1102 = cute.make_coord(%e0_1099) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1425 = cute.get_scalars(%coord_1102) : !cute.coord<"?">
      %1426 = arith.cmpi slt, %1425, %c1000_i32 : i32
      %coord_1103 = cute.make_coord(%e1_1100) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1427 = cute.get_scalars(%coord_1103) : !cute.coord<"?">
      %1428 = arith.cmpi slt, %1427, %c1048_i32 : i32
      %1429 = arith.andi %1426, %1428 : i1
      cf.cond_br %1429, ^bb268, ^bb269
    ^bb268:  // pred: ^bb267
      %1430 = cute.memref.load(%rmem_381, %52) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
      cute.memref.store(%view_222, %52, %1430) : (!memref_gmem_f32_1, !cute.coord<"101">, f32) -> ()
      cf.br ^bb269
    ^bb269:  // 2 preds: ^bb267, ^bb268
      %tup_1104 = cute.add_offset(%tup_390, %51) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1105 = cute.deref_arith_tuple_iter(%tup_1104) : !cute_arith_tuple_iter_d50395
      %e0_1106, %e1_1107, %e2_1108 = cute.get_leaves(%tup_1105) : !cute_int_tuple_d8f416
      %coord_1109 = cute.make_coord(%e0_1106) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1431 = cute.get_scalars(%coord_1109) : !cute.coord<"?">
      %1432 = arith.cmpi slt, %1431, %c1000_i32 : i32
      %coord_1110 = cute.make_coord(%e1_1107) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1433 = cute.get_scalars(%coord_1110) : !cute.coord<"?{div=2}">
      %1434 = arith.cmpi slt, %1433, %c1048_i32 : i32
      %1435 = arith.andi %1432, %1434 : i1
      cf.cond_br %1435, ^bb270, ^bb271
    ^bb270:  // pred: ^bb269
      %1436 = cute.memref.load(%rmem_381, %50) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
      cute.memref.store(%view_222, %50, %1436) : (!memref_gmem_f32_1, !cute.coord<"102">, f32) -> ()
      cf.br ^bb271
    ^bb271:  // 2 preds: ^bb269, ^bb270
      %tup_1111 = cute.add_offset(%tup_390, %49) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1112 = cute.deref_arith_tuple_iter(%tup_1111) : !cute_arith_tuple_iter_2fe1bf
      %e0_1113, %e1_1114, %e2_1115 = cute.get_leaves(%tup_1112) : !cute.int_tuple<"(?,?,?)">
      %coord_1116 = cute.make_coord(%e0_1113) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1437 = cute.get_scalars(%coord_1116) : !cute.coord<"?">
      %1438 = arith.cmpi slt, %1437, %c1000_i32 : i32
      %coord_1117 = cute.make_coord(%e1_1114) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1439 = cute.get_scalars(%coord_1117) : !cute.coord<"?">
      %1440 = arith.cmpi slt, %1439, %c1048_i32 : i32
      %1441 = arith.andi %1438, %1440 : i1
      cf.cond_br %1441, ^bb272, ^bb273
    ^bb272:  // pred: ^bb271
      %1442 = cute.memref.load(%rmem_381, %48) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
      cute.memref.store(%view_222, %48, %1442) : (!memref_gmem_f32_1, !cute.coord<"103">, f32) -> ()
      cf.br ^bb273
    ^bb273:  // 2 preds: ^bb271, ^bb272
      %tup_1118 = cute.add_offset(%tup_390, %47) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1119 = cute.deref_arith_tuple_iter(%tup_1118) : !cute_arith_tuple_iter_d50395
      %e0_1120, %e1_1121, %e2_1122 = cute.get_leaves(%tup_1119) : !cute_int_tuple_d8f416
      %coord_1123 = cute.make_coord(%e0_1120) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1443 = cute.get_scalars(%coord_1123) : !cute.coord<"?">
      %1444 = arith.cmpi slt, %1443, %c1000_i32 : i32
      %coord_1124 = cute.make_coord(%e1_1121) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1445 = cute.get_scalars(%coord_1124) : !cute.coord<"?{div=2}">
      %1446 = arith.cmpi slt, %1445, %c1048_i32 : i32
      %1447 = arith.andi %1444, %1446 : i1
      cf.cond_br %1447, ^bb274, ^bb275
    ^bb274:  // pred: ^bb273
      %1448 = cute.memref.load(%rmem_381, %46) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
      cute.memref.store(%view_222, %46, %1448) : (!memref_gmem_f32_1, !cute.coord<"104">, f32) -> ()
      cf.br ^bb275
    ^bb275:  // 2 preds: ^bb273, ^bb274
      %tup_1125 = cute.add_offset(%tup_390, %45) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1126 = cute.deref_arith_tuple_iter(%tup_1125) : !cute_arith_tuple_iter_2fe1bf
      %e0_1127, %e1_1128, %e2_1129 = cute.get_leaves(%tup_1126) : !cute.int_tuple<"(?,?,?)">
      %coord_1130 = cute.make_coord(%e0_1127) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1449 = cute.get_scalars(%coord_1130) : !cute.coord<"?">
      %1450 = arith.cmpi slt, %1449, %c1000_i32 : i32
      %coord_1131 = cute.make_coord(%e1_1128) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1451 = cute.get_scalars(%coord_1131) : !cute.coord<"?">
      %1452 = arith.cmpi slt, %1451, %c1048_i32 : i32
      %1453 = arith.andi %1450, %1452 : i1
      cf.cond_br %1453, ^bb276, ^bb277
    ^bb276:  // pred: ^bb275
      %1454 = cute.memref.load(%rmem_381, %44) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
      cute.memref.store(%view_222, %44, %1454) : (!memref_gmem_f32_1, !cute.coord<"105">, f32) -> ()
      cf.br ^bb277
    ^bb277:  // 2 preds: ^bb275, ^bb276
      %tup_1132 = cute.add_offset(%tup_390, %43) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1133 = cute.deref_arith_tuple_iter(%tup_1132) : !cute_arith_tuple_iter_d50395
      %e0_1134, %e1_1135, %e2_1136 = cute.get_leaves(%tup_1133) : !cute_int_tuple_d8f416
      %coord_1137 = cute.make_coord(%e0_1134) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1455 = cute.get_scalars(%coord_1137) : !cute.coord<"?">
      %1456 = arith.cmpi slt, %1455, %c1000_i32 : i32
      %coord_1138 = cute.make_coord(%e1_1135) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1457 = cute.get_scalars(%coord_1138) : !cute.coord<"?{div=2}">
      %1458 = arith.cmpi slt, %1457, %c1048_i32 : i32
      %1459 = arith.andi %1456, %1458 : i1
      cf.cond_br %1459, ^bb278, ^bb279
    ^bb278:  // pred: ^bb277
      %1460 = cute.memref.load(%rmem_381, %42) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
      cute.memref.store(%view_222, %42, %1460) : (!memref_gmem_f32_1, !cute.coord<"106">, f32) -> ()
      cf.br ^bb279
    ^bb279:  // 2 preds: ^bb277, ^bb278
      %tup_1139 = cute.add_offset(%tup_390, %41) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1140 = cute.deref_arith_tuple_iter(%tup_1139) : !cute_arith_tuple_iter_2fe1bf
      %e0_1141, %e1_1142, %e2_1143 = cute.get_leaves(%tup_1140) : !cute.int_tuple<"(?,?,?)">
      %coord_1144 = cute.make_coord(%e0_1141) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1461 = cute.get_scalars(%coord_1144) : !cute.coord<"?">
      %1462 = arith.cmpi slt, %1461, %c1000_i32 : i32
      %coord_1145 = cute.make_coord(%e1_1142) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1463 = cute.get_scalars(%coord_1145) : !cute.coord<"?">
      %1464 = arith.cmpi slt, %1463, %c1048_i32 : i32
      %1465 = arith.andi %1462, %1464 : i1
      cf.cond_br %1465, ^bb280, ^bb281
    ^bb280:  // pred: ^bb279
      %1466 = cute.memref.load(%rmem_381, %40) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
      cute.memref.store(%view_222, %40, %1466) : (!memref_gmem_f32_1, !cute.coord<"107">, f32) -> ()
      cf.br ^bb281
    ^bb281:  // 2 preds: ^bb279, ^bb280
      %tup_1146 = cute.add_offset(%tup_390, %39) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1147 = cute.deref_arith_tuple_iter(%tup_1146) : !cute_arith_tuple_iter_d50395
      %e0_1148, %e1_1149, %e2_1150 = cute.get_leaves(%tup_1147) : !cute_int_tuple_d8f416
      %coord_1151 = cute.make_coord(%e0_1148) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1467 = cute.get_scalars(%coord_1151) : !cute.coord<"?">
      %1468 = arith.cmpi slt, %1467, %c1000_i32 : i32
      %coord_1152 = cute.make_coord(%e1_1149) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1469 = cute.get_scalars(%coord_1152) : !cute.coord<"?{div=2}">
      %1470 = arith.cmpi slt, %1469, %c1048_i32 : i32
      %1471 = arith.andi %1468, %1470 : i1
      cf.cond_br %1471, ^bb282, ^bb283
    ^bb282:  // pred: ^bb281
      %1472 = cute.memref.load(%rmem_381, %38) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
      cute.memref.store(%view_222, %38, %1472) : (!memref_gmem_f32_1, !cute.coord<"108">, f32) -> ()
      cf.br ^bb283
    ^bb283:  // 2 preds: ^bb281, ^bb282
      %tup_1153 = cute.add_offset(%tup_390, %37) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1154 = cute.deref_arith_tuple_iter(%tup_1153) : !cute_arith_tuple_iter_2fe1bf
      %e0_1155, %e1_1156, %e2_1157 = cute.get_leaves(%tup_1154) : !cute.int_tuple<"(?,?,?)">
      %coord_1158 = cute.make_coord(%e0_1155) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1473 = cute.get_scalars(%coord_1158) : !cute.coord<"?">
      %1474 = arith.cmpi slt, %1473, %c1000_i32 : i32
      %coord_1159 = cute.make_coord(%e1_1156) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1475 = cute.get_scalars(%coord_1159) : !cute.coord<"?">
      %1476 = arith.cmpi slt, %1475, %c1048_i32 : i32
      %1477 = arith.andi %1474, %1476 : i1
      cf.cond_br %1477, ^bb284, ^bb285
    ^bb284:  // pred: ^bb283
      %1478 = cute.memref.load(%rmem_381, %36) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
      cute.memref.store(%view_222, %36, %1478) : (!memref_gmem_f32_1, !cute.coord<"109">, f32) -> ()
      cf.br ^bb285
    ^bb285:  // 2 preds: ^bb283, ^bb284
      %tup_1160 = cute.add_offset(%tup_390, %35) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1161 = cute.deref_arith_tuple_iter(%tup_1160) : !cute_arith_tuple_iter_d50395
      %e0_1162, %e1_1163, %e2_1164 = cute.get_leaves(%tup_1161) : !cute_int_tuple_d8f416
      %coord_1165 = cute.make_coord(%e0_1162) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1479 = cute.get_scalars(%coord_1165) : !cute.coord<"?">
      %1480 = arith.cmpi slt, %1479, %c1000_i32 : i32
      %coord_1166 = cute.make_coord(%e1_1163) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1481 = cute.get_scalars(%coord_1166) : !cute.coord<"?{div=2}">
      %1482 = arith.cmpi slt, %1481, %c1048_i32 : i32
      %1483 = arith.andi %1480, %1482 : i1
      cf.cond_br %1483, ^bb286, ^bb287
    ^bb286:  // pred: ^bb285
      %1484 = cute.memref.load(%rmem_381, %34) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
      cute.memref.store(%view_222, %34, %1484) : (!memref_gmem_f32_1, !cute.coord<"110">, f32) -> ()
      cf.br ^bb287
    ^bb287:  // 2 preds: ^bb285, ^bb286
      %tup_1167 = cute.add_offset(%tup_390, %33) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1168 = cute.deref_arith_tuple_iter(%tup_1167) : !cute_arith_tuple_iter_2fe1bf
      %e0_1169, %e1_1170, %e2_1171 = cute.get_leaves(%tup_1168) : !cute.int_tuple<"(?,?,?)">
      %coord_1172 = cute.make_coord(%e0_1169) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1485 = cute.get_scalars(%coord_1172) : !cute.coord<"?">
      %1486 = arith.cmpi slt, %1485, %c1000_i32 : i32
      %coord_1173 = cute.make_coord(%e1_1170) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1487 = cute.get_scalars(%coord_1173) : !cute.coord<"?">
      %1488 = arith.cmpi slt, %1487, %c1048_i32 : i32
      %1489 = arith.andi %1486, %1488 : i1
      cf.cond_br %1489, ^bb288, ^bb289
    ^bb288:  // pred: ^bb287
      %1490 = cute.memref.load(%rmem_381, %32) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
      cute.memref.store(%view_222, %32, %1490) : (!memref_gmem_f32_1, !cute.coord<"111">, f32) -> ()
      cf.br ^bb289
    ^bb289:  // 2 preds: ^bb287, ^bb288
      %tup_1174 = cute.add_offset(%tup_390, %31) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1175 = cute.deref_arith_tuple_iter(%tup_1174) : !cute_arith_tuple_iter_d50395
      %e0_1176, %e1_1177, %e2_1178 = cute.get_leaves(%tup_1175) : !cute_int_tuple_d8f416
      %coord_1179 = cute.make_coord(%e0_1176) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1491 = cute.get_scalars(%coord_1179) : !cute.coord<"?">
      %1492 = arith.cmpi slt, %1491, %c1000_i32 : i32
      %coord_1180 = cute.make_coord(%e1_1177) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1493 = cute.get_scalars(%coord_1180) : !cute.coord<"?{div=2}">
      %1494 = arith.cmpi slt, %1493, %c1048_i32 : i32
      %1495 = arith.andi %1492, %1494 : i1
      cf.cond_br %1495, ^bb290, ^bb291
    ^bb290:  // pred: ^bb289
      %1496 = cute.memref.load(%rmem_381, %30) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
      cute.memref.store(%view_222, %30, %1496) : (!memref_gmem_f32_1, !cute.coord<"112">, f32) -> ()
      cf.br ^bb291
    ^bb291:  // 2 preds: ^bb289, ^bb290
      %tup_1181 = cute.add_offset(%tup_390, %29) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1182 = cute.deref_arith_tuple_iter(%tup_1181) : !cute_arith_tuple_iter_2fe1bf
      %e0_1183, %e1_1184, %e2_1185 = cute.get_leaves(%tup_1182) : !cute.int_tuple<"(?,?,?)">
      %coord_1186 = cute.make_coord(%e0_1183) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1497 = cute.get_scalars(%coord_1186) : !cute.coord<"?">
      %1498 = arith.cmpi slt, %1497, %c1000_i32 : i32
      %coord_1187 = cute.make_coord(%e1_1184) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1499 = cute.get_scalars(%coord_1187) : !cute.coord<"?">
      %1500 = arith.cmpi slt, %1499, %c1048_i32 : i32
      %1501 = arith.andi %1498, %1500 : i1
      cf.cond_br %1501, ^bb292, ^bb293
    ^bb292:  // pred: ^bb291
      %1502 = cute.memref.load(%rmem_381, %28) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
      cute.memref.store(%view_222, %28, %1502) : (!memref_gmem_f32_1, !cute.coord<"113">, f32) -> ()
      cf.br ^bb293
    ^bb293:  // 2 preds: ^bb291, ^bb292
      %tup_1188 = cute.add_offset(%tup_390, %27) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1189 = cute.deref_arith_tuple_iter(%tup_1188) : !cute_arith_tuple_iter_d50395
      %e0_1190, %e1_1191, %e2_1192 = cute.get_leaves(%tup_1189) : !cute_int_tuple_d8f416
      %coord_1193 = cute.make_coord(%e0_1190) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1503 = cute.get_scalars(%coord_1193) : !cute.coord<"?">
      %1504 = arith.cmpi slt, %1503, %c1000_i32 : i32
      %coord_1194 = cute.make_coord(%e1_1191) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1505 = cute.get_scalars(%coord_1194) : !cute.coord<"?{div=2}">
      %1506 = arith.cmpi slt, %1505, %c1048_i32 : i32
      %1507 = arith.andi %1504, %1506 : i1
      cf.cond_br %1507, ^bb294, ^bb295
    ^bb294:  // pred: ^bb293
      %1508 = cute.memref.load(%rmem_381, %26) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
      cute.memref.store(%view_222, %26, %1508) : (!memref_gmem_f32_1, !cute.coord<"114">, f32) -> ()
      cf.br ^bb295
    ^bb295:  // 2 preds: ^bb293, ^bb294
      %tup_1195 = cute.add_offset(%tup_390, %25) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1196 = cute.deref_arith_tuple_iter(%tup_1195) : !cute_arith_tuple_iter_2fe1bf
      %e0_1197, %e1_1198, %e2_1199 = cute.get_leaves(%tup_1196) : !cute.int_tuple<"(?,?,?)">
      %coord_1200 = cute.make_coord(%e0_1197) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1509 = cute.get_scalars(%coord_1200) : !cute.coord<"?">
      %1510 = arith.cmpi slt, %1509, %c1000_i32 : i32
      %coord_1201 = cute.make_coord(%e1_1198) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1511 = cute.get_scalars(%coord_1201) : !cute.coord<"?">
      %1512 = arith.cmpi slt, %1511, %c1048_i32 : i32
      %1513 = arith.andi %1510, %1512 : i1
      cf.cond_br %1513, ^bb296, ^bb297
    ^bb296:  // pred: ^bb295
      %1514 = cute.memref.load(%rmem_381, %24) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
      cute.memref.store(%view_222, %24, %1514) : (!memref_gmem_f32_1, !cute.coord<"115">, f32) -> ()
      cf.br ^bb297
    ^bb297:  // 2 preds: ^bb295, ^bb296
      %tup_1202 = cute.add_offset(%tup_390, %23) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1203 = cute.deref_arith_tuple_iter(%tup_1202) : !cute_arith_tuple_iter_d50395
      %e0_1204, %e1_1205, %e2_1206 = cute.get_leaves(%tup_1203) : !cute_int_tuple_d8f416
      %coord_1207 = cute.make_coord(%e0_1204) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1515 = cute.get_scalars(%coord_1207) : !cute.coord<"?">
      %1516 = arith.cmpi slt, %1515, %c1000_i32 : i32
      %coord_1208 = cute.make_coord(%e1_1205) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1517 = cute.get_scalars(%coord_1208) : !cute.coord<"?{div=2}">
      %1518 = arith.cmpi slt, %1517, %c1048_i32 : i32
      %1519 = arith.andi %1516, %1518 : i1
      cf.cond_br %1519, ^bb298, ^bb299
    ^bb298:  // pred: ^bb297
      %1520 = cute.memref.load(%rmem_381, %22) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
      cute.memref.store(%view_222, %22, %1520) : (!memref_gmem_f32_1, !cute.coord<"116">, f32) -> ()
      cf.br ^bb299
    ^bb299:  // 2 preds: ^bb297, ^bb298
      %tup_1209 = cute.add_offset(%tup_390, %21) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1210 = cute.deref_arith_tuple_iter(%tup_1209) : !cute_arith_tuple_iter_2fe1bf
      %e0_1211, %e1_1212, %e2_1213 = cute.get_leaves(%tup_1210) : !cute.int_tuple<"(?,?,?)">
      %coord_1214 = cute.make_coord(%e0_1211) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1521 = cute.get_scalars(%coord_1214) : !cute.coord<"?">
      %1522 = arith.cmpi slt, %1521, %c1000_i32 : i32
      %coord_1215 = cute.make_coord(%e1_1212) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1523 = cute.get_scalars(%coord_1215) : !cute.coord<"?">
      %1524 = arith.cmpi slt, %1523, %c1048_i32 : i32
      %1525 = arith.andi %1522, %1524 : i1
      cf.cond_br %1525, ^bb300, ^bb301
    ^bb300:  // pred: ^bb299
      %1526 = cute.memref.load(%rmem_381, %20) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
      cute.memref.store(%view_222, %20, %1526) : (!memref_gmem_f32_1, !cute.coord<"117">, f32) -> ()
      cf.br ^bb301
    ^bb301:  // 2 preds: ^bb299, ^bb300
      %tup_1216 = cute.add_offset(%tup_390, %19) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1217 = cute.deref_arith_tuple_iter(%tup_1216) : !cute_arith_tuple_iter_d50395
      %e0_1218, %e1_1219, %e2_1220 = cute.get_leaves(%tup_1217) : !cute_int_tuple_d8f416
      %coord_1221 = cute.make_coord(%e0_1218) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1527 = cute.get_scalars(%coord_1221) : !cute.coord<"?">
      %1528 = arith.cmpi slt, %1527, %c1000_i32 : i32
      %coord_1222 = cute.make_coord(%e1_1219) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1529 = cute.get_scalars(%coord_1222) : !cute.coord<"?{div=2}">
      %1530 = arith.cmpi slt, %1529, %c1048_i32 : i32
      %1531 = arith.andi %1528, %1530 : i1
      cf.cond_br %1531, ^bb302, ^bb303
    ^bb302:  // pred: ^bb301
      %1532 = cute.memref.load(%rmem_381, %18) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
      cute.memref.store(%view_222, %18, %1532) : (!memref_gmem_f32_1, !cute.coord<"118">, f32) -> ()
      cf.br ^bb303
    ^bb303:  // 2 preds: ^bb301, ^bb302
      %tup_1223 = cute.add_offset(%tup_390, %17) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1224 = cute.deref_arith_tuple_iter(%tup_1223) : !cute_arith_tuple_iter_2fe1bf
      %e0_1225, %e1_1226, %e2_1227 = cute.get_leaves(%tup_1224) : !cute.int_tuple<"(?,?,?)">
      %coord_1228 = cute.make_coord(%e0_1225) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1533 = cute.get_scalars(%coord_1228) : !cute.coord<"?">
      %1534 = arith.cmpi slt, %1533, %c1000_i32 : i32
      %coord_1229 = cute.make_coord(%e1_1226) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1535 = cute.get_scalars(%coord_1229) : !cute.coord<"?">
      %1536 = arith.cmpi slt, %1535, %c1048_i32 : i32
      %1537 = arith.andi %1534, %1536 : i1
      cf.cond_br %1537, ^bb304, ^bb305
    ^bb304:  // pred: ^bb303
      %1538 = cute.memref.load(%rmem_381, %16) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
      cute.memref.store(%view_222, %16, %1538) : (!memref_gmem_f32_1, !cute.coord<"119">, f32) -> ()
      cf.br ^bb305
    ^bb305:  // 2 preds: ^bb303, ^bb304
      %tup_1230 = cute.add_offset(%tup_390, %15) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1231 = cute.deref_arith_tuple_iter(%tup_1230) : !cute_arith_tuple_iter_d50395
      %e0_1232, %e1_1233, %e2_1234 = cute.get_leaves(%tup_1231) : !cute_int_tuple_d8f416
      %coord_1235 = cute.make_coord(%e0_1232) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1539 = cute.get_scalars(%coord_1235) : !cute.coord<"?">
      %1540 = arith.cmpi slt, %1539, %c1000_i32 : i32
      %coord_1236 = cute.make_coord(%e1_1233) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1541 = cute.get_scalars(%coord_1236) : !cute.coord<"?{div=2}">
      %1542 = arith.cmpi slt, %1541, %c1048_i32 : i32
      %1543 = arith.andi %1540, %1542 : i1
      cf.cond_br %1543, ^bb306, ^bb307
    ^bb306:  // pred: ^bb305
      %1544 = cute.memref.load(%rmem_381, %14) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
      cute.memref.store(%view_222, %14, %1544) : (!memref_gmem_f32_1, !cute.coord<"120">, f32) -> ()
      cf.br ^bb307
    ^bb307:  // 2 preds: ^bb305, ^bb306
      %tup_1237 = cute.add_offset(%tup_390, %13) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1238 = cute.deref_arith_tuple_iter(%tup_1237) : !cute_arith_tuple_iter_2fe1bf
      %e0_1239, %e1_1240, %e2_1241 = cute.get_leaves(%tup_1238) : !cute.int_tuple<"(?,?,?)">
      %coord_1242 = cute.make_coord(%e0_1239) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1545 = cute.get_scalars(%coord_1242) : !cute.coord<"?">
      %1546 = arith.cmpi slt, %1545, %c1000_i32 : i32
      %coord_1243 = cute.make_coord(%e1_1240) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1547 = cute.get_scalars(%coord_1243) : !cute.coord<"?">
      %1548 = arith.cmpi slt, %1547, %c1048_i32 : i32
      %1549 = arith.andi %1546, %1548 : i1
      cf.cond_br %1549, ^bb308, ^bb309
    ^bb308:  // pred: ^bb307
      %1550 = cute.memref.load(%rmem_381, %12) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
      cute.memref.store(%view_222, %12, %1550) : (!memref_gmem_f32_1, !cute.coord<"121">, f32) -> ()
      cf.br ^bb309
    ^bb309:  // 2 preds: ^bb307, ^bb308
      %tup_1244 = cute.add_offset(%tup_390, %11) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1245 = cute.deref_arith_tuple_iter(%tup_1244) : !cute_arith_tuple_iter_d50395
      %e0_1246, %e1_1247, %e2_1248 = cute.get_leaves(%tup_1245) : !cute_int_tuple_d8f416
      %coord_1249 = cute.make_coord(%e0_1246) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1551 = cute.get_scalars(%coord_1249) : !cute.coord<"?">
      %1552 = arith.cmpi slt, %1551, %c1000_i32 : i32
      %coord_1250 = cute.make_coord(%e1_1247) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1553 = cute.get_scalars(%coord_1250) : !cute.coord<"?{div=2}">
      %1554 = arith.cmpi slt, %1553, %c1048_i32 : i32
      %1555 = arith.andi %1552, %1554 : i1
      cf.cond_br %1555, ^bb310, ^bb311
    ^bb310:  // pred: ^bb309
      %1556 = cute.memref.load(%rmem_381, %10) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
      cute.memref.store(%view_222, %10, %1556) : (!memref_gmem_f32_1, !cute.coord<"122">, f32) -> ()
      cf.br ^bb311
    ^bb311:  // 2 preds: ^bb309, ^bb310
      %tup_1251 = cute.add_offset(%tup_390, %9) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1252 = cute.deref_arith_tuple_iter(%tup_1251) : !cute_arith_tuple_iter_2fe1bf
      %e0_1253, %e1_1254, %e2_1255 = cute.get_leaves(%tup_1252) : !cute.int_tuple<"(?,?,?)">
      %coord_1256 = cute.make_coord(%e0_1253) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1557 = cute.get_scalars(%coord_1256) : !cute.coord<"?">
      %1558 = arith.cmpi slt, %1557, %c1000_i32 : i32
      %coord_1257 = cute.make_coord(%e1_1254) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1559 = cute.get_scalars(%coord_1257) : !cute.coord<"?">
      %1560 = arith.cmpi slt, %1559, %c1048_i32 : i32
      %1561 = arith.andi %1558, %1560 : i1
      cf.cond_br %1561, ^bb312, ^bb313
    ^bb312:  // pred: ^bb311
      %1562 = cute.memref.load(%rmem_381, %8) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
      cute.memref.store(%view_222, %8, %1562) : (!memref_gmem_f32_1, !cute.coord<"123">, f32) -> ()
      cf.br ^bb313
    ^bb313:  // 2 preds: ^bb311, ^bb312
      %tup_1258 = cute.add_offset(%tup_390, %7) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1259 = cute.deref_arith_tuple_iter(%tup_1258) : !cute_arith_tuple_iter_d50395
      %e0_1260, %e1_1261, %e2_1262 = cute.get_leaves(%tup_1259) : !cute_int_tuple_d8f416
      %coord_1263 = cute.make_coord(%e0_1260) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1563 = cute.get_scalars(%coord_1263) : !cute.coord<"?">
      %1564 = arith.cmpi slt, %1563, %c1000_i32 : i32
      %coord_1264 = cute.make_coord(%e1_1261) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1565 = cute.get_scalars(%coord_1264) : !cute.coord<"?{div=2}">
      %1566 = arith.cmpi slt, %1565, %c1048_i32 : i32
      %1567 = arith.andi %1564, %1566 : i1
      cf.cond_br %1567, ^bb314, ^bb315
    ^bb314:  // pred: ^bb313
      %1568 = cute.memref.load(%rmem_381, %6) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
      cute.memref.store(%view_222, %6, %1568) : (!memref_gmem_f32_1, !cute.coord<"124">, f32) -> ()
      cf.br ^bb315
    ^bb315:  // 2 preds: ^bb313, ^bb314
      %tup_1265 = cute.add_offset(%tup_390, %5) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1266 = cute.deref_arith_tuple_iter(%tup_1265) : !cute_arith_tuple_iter_2fe1bf
      %e0_1267, %e1_1268, %e2_1269 = cute.get_leaves(%tup_1266) : !cute.int_tuple<"(?,?,?)">
      %coord_1270 = cute.make_coord(%e0_1267) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1569 = cute.get_scalars(%coord_1270) : !cute.coord<"?">
      %1570 = arith.cmpi slt, %1569, %c1000_i32 : i32
      %coord_1271 = cute.make_coord(%e1_1268) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1571 = cute.get_scalars(%coord_1271) : !cute.coord<"?">
      %1572 = arith.cmpi slt, %1571, %c1048_i32 : i32
      %1573 = arith.andi %1570, %1572 : i1
      cf.cond_br %1573, ^bb316, ^bb317
    ^bb316:  // pred: ^bb315
      %1574 = cute.memref.load(%rmem_381, %4) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
      cute.memref.store(%view_222, %4, %1574) : (!memref_gmem_f32_1, !cute.coord<"125">, f32) -> ()
      cf.br ^bb317
    ^bb317:  // 2 preds: ^bb315, ^bb316
      %tup_1272 = cute.add_offset(%tup_390, %3) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1273 = cute.deref_arith_tuple_iter(%tup_1272) : !cute_arith_tuple_iter_d50395
      %e0_1274, %e1_1275, %e2_1276 = cute.get_leaves(%tup_1273) : !cute_int_tuple_d8f416
      %coord_1277 = cute.make_coord(%e0_1274) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1575 = cute.get_scalars(%coord_1277) : !cute.coord<"?">
      %1576 = arith.cmpi slt, %1575, %c1000_i32 : i32
      %coord_1278 = cute.make_coord(%e1_1275) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1577 = cute.get_scalars(%coord_1278) : !cute.coord<"?{div=2}">
      %1578 = arith.cmpi slt, %1577, %c1048_i32 : i32
      %1579 = arith.andi %1576, %1578 : i1
      cf.cond_br %1579, ^bb318, ^bb319
    ^bb318:  // pred: ^bb317
      %1580 = cute.memref.load(%rmem_381, %2) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
      cute.memref.store(%view_222, %2, %1580) : (!memref_gmem_f32_1, !cute.coord<"126">, f32) -> ()
      cf.br ^bb319
    ^bb319:  // 2 preds: ^bb317, ^bb318
      %tup_1279 = cute.add_offset(%tup_390, %1) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1280 = cute.deref_arith_tuple_iter(%tup_1279) : !cute_arith_tuple_iter_2fe1bf
      %e0_1281, %e1_1282, %e2_1283 = cute.get_leaves(%tup_1280) : !cute.int_tuple<"(?,?,?)">
      %coord_1284 = cute.make_coord(%e0_1281) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1581 = cute.get_scalars(%coord_1284) : !cute.coord<"?">
      %1582 = arith.cmpi slt, %1581, %c1000_i32 : i32
      %coord_1285 = cute.make_coord(%e1_1282) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1583 = cute.get_scalars(%coord_1285) : !cute.coord<"?">
      %1584 = arith.cmpi slt, %1583, %c1048_i32 : i32
      %1585 = arith.andi %1582, %1584 : i1
      cf.cond_br %1585, ^bb320, ^bb321
    ^bb320:  // pred: ^bb319
      %1586 = cute.memref.load(%rmem_381, %0) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
      cute.memref.store(%view_222, %0, %1586) : (!memref_gmem_f32_1, !cute.coord<"127">, f32) -> ()
      cf.br ^bb321
    ^bb321:  // 2 preds: ^bb319, ^bb320
      cf.br ^bb322
    ^bb322:  // 2 preds: ^bb64, ^bb321
      return
    }
    cuda.kernel @kernel_cutlass_reduce_splits_cute_irkern_h2891e4fb_0(%arg0: !memref_gmem_f32_2, %arg1: !memref_gmem_f16_4) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %cst = arith.constant 0.000000e+00 : f32
      %c1048_i32 = arith.constant 1048 : i32
      %c1048000_i32 = arith.constant 1048000 : i32
      %c256_i32 = arith.constant 256 : i32
      %0 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %1 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %2 = arith.muli %1, %c256_i32 : i32
      %3 = arith.addi %2, %0 : i32
      %4 = arith.cmpi slt, %3, %c1048000_i32 : i32
      cf.cond_br %4, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %5 = arith.divsi %3, %c1048_i32 : i32
      %6 = arith.muli %5, %c1048_i32 : i32
      %7 = arith.cmpi ne, %3, %6 : i32
      %c0_i32 = arith.constant 0 : i32
      %8 = arith.cmpi slt, %3, %c0_i32 : i32
      %9 = arith.cmpi slt, %c1048_i32, %c0_i32 : i32
      %10 = arith.cmpi ne, %8, %9 : i1
      %11 = arith.andi %7, %10 : i1
      %c-1_i32 = arith.constant -1 : i32
      %12 = arith.addi %5, %c-1_i32 : i32
      %13 = arith.select %11, %12, %5 : i32
      %14 = arith.muli %13, %c1048_i32 : i32
      %15 = arith.subi %3, %14 : i32
      %coord = cute.make_coord(%13, %15) : (i32, i32) -> !cute.coord<"(0,?,?)">
      %16 = cute.memref.load(%arg0, %coord) : (!memref_gmem_f32_2, !cute.coord<"(0,?,?)">) -> f32
      %17 = arith.addf %16, %cst : f32
      %coord_0 = cute.make_coord(%13, %15) : (i32, i32) -> !cute.coord<"(1,?,?)">
      %18 = cute.memref.load(%arg0, %coord_0) : (!memref_gmem_f32_2, !cute.coord<"(1,?,?)">) -> f32
      %19 = arith.addf %17, %18 : f32
      %coord_1 = cute.make_coord(%13, %15) : (i32, i32) -> !cute.coord<"(2,?,?)">
      %20 = cute.memref.load(%arg0, %coord_1) : (!memref_gmem_f32_2, !cute.coord<"(2,?,?)">) -> f32
      %21 = arith.addf %19, %20 : f32
      %coord_2 = cute.make_coord(%13, %15) : (i32, i32) -> !cute.coord<"(3,?,?)">
      %22 = cute.memref.load(%arg0, %coord_2) : (!memref_gmem_f32_2, !cute.coord<"(3,?,?)">) -> f32
      %23 = arith.addf %21, %22 : f32
      %coord_3 = cute.make_coord(%13, %15) : (i32, i32) -> !cute.coord<"(4,?,?)">
      %24 = cute.memref.load(%arg0, %coord_3) : (!memref_gmem_f32_2, !cute.coord<"(4,?,?)">) -> f32
      %25 = arith.addf %23, %24 : f32
      %coord_4 = cute.make_coord(%13, %15) : (i32, i32) -> !cute.coord<"(5,?,?)">
      %26 = cute.memref.load(%arg0, %coord_4) : (!memref_gmem_f32_2, !cute.coord<"(5,?,?)">) -> f32
      %27 = arith.addf %25, %26 : f32
      %coord_5 = cute.make_coord(%13, %15) : (i32, i32) -> !cute.coord<"(6,?,?)">
      %28 = cute.memref.load(%arg0, %coord_5) : (!memref_gmem_f32_2, !cute.coord<"(6,?,?)">) -> f32
      %29 = arith.addf %27, %28 : f32
      %coord_6 = cute.make_coord(%13, %15) : (i32, i32) -> !cute.coord<"(7,?,?)">
      %30 = cute.memref.load(%arg0, %coord_6) : (!memref_gmem_f32_2, !cute.coord<"(7,?,?)">) -> f32
      %31 = arith.addf %29, %30 : f32
      %coord_7 = cute.make_coord(%13, %15) : (i32, i32) -> !cute.coord<"(8,?,?)">
      %32 = cute.memref.load(%arg0, %coord_7) : (!memref_gmem_f32_2, !cute.coord<"(8,?,?)">) -> f32
      %33 = arith.addf %31, %32 : f32
      %coord_8 = cute.make_coord(%13, %15) : (i32, i32) -> !cute.coord<"(9,?,?)">
      %34 = cute.memref.load(%arg0, %coord_8) : (!memref_gmem_f32_2, !cute.coord<"(9,?,?)">) -> f32
      %35 = arith.addf %33, %34 : f32
      %coord_9 = cute.make_coord(%13, %15) : (i32, i32) -> !cute.coord<"(10,?,?)">
      %36 = cute.memref.load(%arg0, %coord_9) : (!memref_gmem_f32_2, !cute.coord<"(10,?,?)">) -> f32
      %37 = arith.addf %35, %36 : f32
      %coord_10 = cute.make_coord(%13, %15) : (i32, i32) -> !cute.coord<"(11,?,?)">
      %38 = cute.memref.load(%arg0, %coord_10) : (!memref_gmem_f32_2, !cute.coord<"(11,?,?)">) -> f32
      %39 = arith.addf %37, %38 : f32
      %coord_11 = cute.make_coord(%13, %15) : (i32, i32) -> !cute.coord<"(12,?,?)">
      %40 = cute.memref.load(%arg0, %coord_11) : (!memref_gmem_f32_2, !cute.coord<"(12,?,?)">) -> f32
      %41 = arith.addf %39, %40 : f32
      %coord_12 = cute.make_coord(%13, %15) : (i32, i32) -> !cute.coord<"(13,?,?)">
      %42 = cute.memref.load(%arg0, %coord_12) : (!memref_gmem_f32_2, !cute.coord<"(13,?,?)">) -> f32
      %43 = arith.addf %41, %42 : f32
      %coord_13 = cute.make_coord(%13, %15) : (i32, i32) -> !cute.coord<"(14,?,?)">
      %44 = cute.memref.load(%arg0, %coord_13) : (!memref_gmem_f32_2, !cute.coord<"(14,?,?)">) -> f32
      %45 = arith.addf %43, %44 : f32
      %coord_14 = cute.make_coord(%13, %15) : (i32, i32) -> !cute.coord<"(15,?,?)">
      %46 = cute.memref.load(%arg0, %coord_14) : (!memref_gmem_f32_2, !cute.coord<"(15,?,?)">) -> f32
      %47 = arith.addf %45, %46 : f32
      %48 = arith.truncf %47 : f32 to f16
      cute.memref.store(%arg1, %coord, %48) : (!memref_gmem_f16_4, !cute.coord<"(0,?,?)">, f16) -> ()
      cf.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      return
    }
  }
  func.func @cutlass___call___cute_irkernelsgemm_spli_hf1a02e6b(%arg0: !memref_gmem_f16_5, %arg1: !memref_gmem_f16_6, %arg2: !memref_gmem_f16_4, %arg3: !memref_gmem_f32_2, %arg4: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %c0_i64 = arith.constant 0 : i64
    %c98304_i64 = arith.constant 98304 : i64
    %c4094_i32 = arith.constant 4094 : i32
    %c256_i32 = arith.constant 256 : i32
    %c0_i32 = arith.constant 0 : i32
    %c16_i32 = arith.constant 16 : i32
    %c72_i32 = arith.constant 72 : i32
    %c1_i32 = arith.constant 1 : i32
    %c128_i32 = arith.constant 128 : i32
    %0 = cute.static : !cute_layout_d5f8ce
    %1 = cute.static : !cute_layout_2aa412
    %2 = cute.static : !cute_layout_e3a429
    %iter = cute.get_iter(%arg0) : !memref_gmem_f16_5
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f16_6
    %iter_1 = cute.get_iter(%arg3) : !memref_gmem_f32_2
    %view = cute.make_view(%iter, %2) : !memref_gmem_f16_
    %view_2 = cute.make_view(%iter_0, %1) : !memref_gmem_f16_1
    %view_3 = cute.make_view(%iter_1, %0) : !memref_gmem_f32_
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>
    %3 = cute.make_tiled_copy(%atom) : !copy_ldgsts
    %4 = cute.make_tiled_copy(%atom) : !copy_ldgsts
    %5 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c98304_i64, gridDim = (%c72_i32, %c1_i32, %c16_i32), stream = %arg4) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%5] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    cuda.launch_cfg.cooperative[%5] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %6 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h84865221_1<%5> (%view, %view_2, %view_3) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_f16_, !memref_gmem_f16_1, !memref_gmem_f32_) -> !cuda.result
    %7 = cuda.cast %6 : !cuda.result -> i32
    cuda.return_if_error %7 : i32
    %8 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c0_i64, gridDim = (%c4094_i32, %c1_i32, %c1_i32), stream = %arg4) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%8] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    cuda.launch_cfg.cooperative[%8] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %9 = cuda.launch_ex @kernels::@kernel_cutlass_reduce_splits_cute_irkern_h2891e4fb_0<%8> (%arg3, %arg2) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_f32_2, !memref_gmem_f16_4) -> !cuda.result
    %10 = cuda.cast %9 : !cuda.result -> i32
    cuda.return_if_error %10 : i32
    return %c0_i32 : i32
  }
}
