!cute_arith_tuple_iter_2fe1bf = !cute.arith_tuple_iter<"(?,?,?)">
!cute_arith_tuple_iter_3f9628 = !cute.arith_tuple_iter<"(?{div=128},0,?)">
!cute_arith_tuple_iter_7aa7ab = !cute.arith_tuple_iter<"(?{div=128},-56,?)">
!cute_arith_tuple_iter_815f75 = !cute.arith_tuple_iter<"(?{div=128},?{div=128},?)">
!cute_arith_tuple_iter_9b797c = !cute.arith_tuple_iter<"(?,?{div=8},?)">
!cute_arith_tuple_iter_c87bd7 = !cute.arith_tuple_iter<"(0,0,?)">
!cute_arith_tuple_iter_d50395 = !cute.arith_tuple_iter<"(?,?{div=2},?)">
!cute_arith_tuple_iter_da3d01 = !cute.arith_tuple_iter<"(0,0,0)">
!cute_coord_tensor_93429d = !cute.coord_tensor<"(?,?,?)", "((8,1),8,1,3):((1@1,0),16@0,0,64@1)">
!cute_coord_tensor_c20f2b = !cute.coord_tensor<"(?,?{div=8},?)", "((8,1),8,1,3):((1@1,0),16@0,0,64@1)">
!cute_int_tuple_41955a = !cute.int_tuple<"(?{div=128},0,?)">
!cute_int_tuple_63bcf0 = !cute.int_tuple<"(?{div=128},0)">
!cute_int_tuple_718b17 = !cute.int_tuple<"?{div=1048000}">
!cute_int_tuple_a0ee65 = !cute.int_tuple<"(?{div=128},?{div=128})">
!cute_int_tuple_d8f416 = !cute.int_tuple<"(?,?{div=2},?)">
!cute_int_tuple_dff6a5 = !cute.int_tuple<"(?{div=128},-56,?)">
!cute_layout_06ba78 = !cute.layout<"(1048,136,4):(544,1,136)">
!cute_layout_08193a = !cute.layout<"((8,1),((4))):((1,0),((2048)))">
!cute_layout_216d36 = !cute.layout<"((128,128),(8,9)):((1048,1),(134144,128))">
!cute_layout_46ed9b = !cute.layout<"((2,2),4,8):((1,2),4,16)">
!cute_layout_4c4b49 = !cute.layout<"(1,((8,1))):(8,((1,0)))">
!cute_layout_4dd552 = !cute.layout<"((128,64),(9,3)):((1@0,1@1),(128@0,64@1))">
!cute_layout_5273d7 = !cute.layout<"((8,1),((4))):((1,0),((8)))">
!cute_layout_5351b6 = !cute.layout<"((128,128),(8,9)):((1@0,1@1),(128@0,128@1))">
!cute_layout_558f91 = !cute.layout<"((8,1),((8,1))):((1,0),((8704,0)))">
!cute_layout_701db0 = !cute.layout<"(2,(64)):(1,(2))">
!cute_layout_71c43e = !cute.layout<"((8,1),((8,1))):((1,0),((1024,0)))">
!cute_layout_7d9642 = !cute.layout<"((2,2,2),4,1):((1,2,4),8,0)">
!cute_layout_889146 = !cute.layout<"((8,1),8,1,3):((1,0),8704,0,64)">
!cute_layout_92945c = !cute.layout<"(1000,1048,4):(1048,1,1048000)">
!cute_layout_a2f4c5 = !cute.layout<"((8,1),4,(2,2),(1,3)):((1,0),2048,(?{div=16},?{div=32}),(0,8192))">
!cute_layout_aac532 = !cute.layout<"(1048,136,4):(1@0,1@1,1@2)">
!cute_layout_c5d307 = !cute.layout<"(1000,1048,4):(1@0,1@1,1@2)">
!cute_layout_cbf099 = !cute.layout<"(1000,136,4):(544,1,136)">
!cute_layout_d3b623 = !cute.layout<"((128,64),(8,3)):((544,1),(69632,64))">
!cute_layout_d7e2cb = !cute.layout<"(1000,136,4):(1@0,1@1,1@2)">
!cute_layout_d9f782 = !cute.layout<"((128,64),(9,3)):((544,1),(69632,64))">
!cute_layout_e94fd4 = !cute.layout<"(2,((2,4,8))):(1,((8384,33536,16)))">
!cute_layout_f366d9 = !cute.layout<"((128,64),(8,3)):((1@0,1@1),(128@0,64@1))">
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
!memref_gmem_bf16_ = !cute.memref<bf16, gmem, align<16>, "(1000,136,4):(544,1,136)">
!memref_gmem_bf16_1 = !cute.memref<bf16, gmem, align<16>, "(1048,136,4):(544,1,136)">
!memref_gmem_bf16_2 = !cute.memref<bf16, gmem, align<16>, "(128,64,3):(544,1,64)">
!memref_gmem_bf16_3 = !cute.memref<bf16, gmem, "(128,64,3):(544,1,64)">
!memref_gmem_bf16_4 = !cute.memref<bf16, gmem, align<16>, "(1,1000,1048):(1048000,1048,1)">
!memref_gmem_bf16_5 = !cute.memref<bf16, gmem, align<16>, "(1,1000,544):(544000,544,1)">
!memref_gmem_bf16_6 = !cute.memref<bf16, gmem, align<16>, "(1,544,1048):(570112,1,544)">
!memref_gmem_f32_ = !cute.memref<f32, gmem, align<16>, "(1000,1048,4):(1048,1,1048000)">
!memref_gmem_f32_1 = !cute.memref<f32, gmem, align<8>, "((2,2),4,8):((1,8384),33536,16)">
!memref_gmem_f32_2 = !cute.memref<f32, gmem, align<16>, "(4,1000,1048):(1048000,1048,1)">
!memref_rmem_bf16_ = !cute.memref<bf16, rmem, align<16>, "((2,2,2),4,(2,2)):((1,2,4),8,(32,64))">
!memref_rmem_bf16_1 = !cute.memref<bf16, rmem, align<8>, "((2,2),8,(2,2)):((1,2),4,(32,64))">
!memref_rmem_f32_ = !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">
!memref_rmem_f32_1 = !cute.memref<f32, rmem, align<32>, "((2,2),4,8):((1,2),4,16)">
!memref_rmem_i8_ = !cute.memref<i8, rmem, align<32>, "(1,8,1):(8,1,0)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,8,1):(0,1,0)">
!memref_smem_bf16_ = !cute.memref<bf16, smem, align<16>, "((8,1),8,1,(1,3)):((1,0),1024,0,(0,8192))">
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_reduce_splits_cute_irkern_h4dc3a317_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h66db60eb_1' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_kernel_cute_irkernelsgemm_h66db60eb_1(%arg0: !memref_gmem_bf16_, %arg1: !memref_gmem_bf16_1, %arg2: !memref_gmem_f32_) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
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
      %259 = cute.static : !cute_layout_889146
      %260 = cute.static : !cute.int_tuple<"32">
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
      %276 = cute.static : !cute_layout_558f91
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
      %c544_i32 = arith.constant 544 : i32
      %292 = cute.static : !cute.int_tuple<"49152">
      %c-16_i64 = arith.constant -16 : i64
      %293 = cute.static : !cute.layout<"(128,64,3):(544,1,64)">
      %294 = cute.static : !cute_layout_5351b6
      %295 = cute.static : !cute_layout_c5d307
      %296 = cute.static : !cute_layout_4dd552
      %297 = cute.static : !cute_layout_aac532
      %298 = cute.static : !cute_layout_f366d9
      %299 = cute.static : !cute_layout_d7e2cb
      %300 = cute.static : !cute_layout_216d36
      %301 = cute.static : !cute_layout_92945c
      %302 = cute.static : !cute_layout_d9f782
      %303 = cute.static : !cute_layout_06ba78
      %304 = cute.static : !cute_layout_d3b623
      %305 = cute.static : !cute_layout_cbf099
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
      %idx = cute.crd2idx(%coord, %305) : (!cute.coord<"(_,_,?)">, !cute_layout_cbf099) -> !cute.int_tuple<"?{div=136}">
      %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %ptr = cute.add_offset(%iter, %idx) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=136}">) -> !cute_ptr_6f3445
      %coord_4 = cute.make_coord(%326) : (i32) -> !cute.coord<"((_,_),(?,_))">
      %idx_5 = cute.crd2idx(%coord_4, %304) : (!cute.coord<"((_,_),(?,_))">, !cute_layout_d3b623) -> !cute.int_tuple<"?{div=69632}">
      %ptr_6 = cute.add_offset(%ptr, %idx_5) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=69632}">) -> !cute_ptr_6f3445
      %idx_7 = cute.crd2idx(%coord, %303) : (!cute.coord<"(_,_,?)">, !cute_layout_06ba78) -> !cute.int_tuple<"?{div=136}">
      %iter_8 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
      %ptr_9 = cute.add_offset(%iter_8, %idx_7) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=136}">) -> !cute_ptr_6f3445
      %coord_10 = cute.make_coord(%335) : (i32) -> !cute.coord<"((_,_),(?,_))">
      %idx_11 = cute.crd2idx(%coord_10, %302) : (!cute.coord<"((_,_),(?,_))">, !cute_layout_d9f782) -> !cute.int_tuple<"?{div=69632}">
      %ptr_12 = cute.add_offset(%ptr_9, %idx_11) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=69632}">) -> !cute_ptr_6f3445
      %idx_13 = cute.crd2idx(%coord, %301) : (!cute.coord<"(_,_,?)">, !cute_layout_92945c) -> !cute_int_tuple_718b17
      %iter_14 = cute.get_iter(%arg2) : !memref_gmem_f32_
      %ptr_15 = cute.add_offset(%iter_14, %idx_13) : (!cute.ptr<f32, gmem, align<16>>, !cute_int_tuple_718b17) -> !cute.ptr<f32, gmem, align<16>>
      %coord_16 = cute.make_coord(%326, %335) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %idx_17 = cute.crd2idx(%coord_16, %300) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_216d36) -> !cute.int_tuple<"?{div=128}">
      %ptr_18 = cute.add_offset(%ptr_15, %idx_17) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=128}">) -> !cute.ptr<f32, gmem, align<16>>
      %int_tup_iter = cute.make_arith_tuple_iter() : () -> !cute_arith_tuple_iter_da3d01
      %idx_19 = cute.crd2idx(%coord, %299) : (!cute.coord<"(_,_,?)">, !cute_layout_d7e2cb) -> !cute.int_tuple<"(0,0,?)">
      %tup = cute.add_offset(%int_tup_iter, %idx_19) : (!cute_arith_tuple_iter_da3d01, !cute.int_tuple<"(0,0,?)">) -> !cute_arith_tuple_iter_c87bd7
      %idx_20 = cute.crd2idx(%coord_4, %298) : (!cute.coord<"((_,_),(?,_))">, !cute_layout_f366d9) -> !cute_int_tuple_63bcf0
      %tup_21 = cute.add_offset(%tup, %idx_20) : (!cute_arith_tuple_iter_c87bd7, !cute_int_tuple_63bcf0) -> !cute_arith_tuple_iter_3f9628
      %tup_22 = cute.deref_arith_tuple_iter(%tup_21) : !cute_arith_tuple_iter_3f9628
      %e0, %e1, %e2 = cute.get_leaves(%tup_22) : !cute_int_tuple_41955a
      %idx_23 = cute.crd2idx(%coord, %297) : (!cute.coord<"(_,_,?)">, !cute_layout_aac532) -> !cute.int_tuple<"(0,0,?)">
      %tup_24 = cute.add_offset(%int_tup_iter, %idx_23) : (!cute_arith_tuple_iter_da3d01, !cute.int_tuple<"(0,0,?)">) -> !cute_arith_tuple_iter_c87bd7
      %idx_25 = cute.crd2idx(%coord_10, %296) : (!cute.coord<"((_,_),(?,_))">, !cute_layout_4dd552) -> !cute_int_tuple_63bcf0
      %tup_26 = cute.add_offset(%tup_24, %idx_25) : (!cute_arith_tuple_iter_c87bd7, !cute_int_tuple_63bcf0) -> !cute_arith_tuple_iter_3f9628
      %tup_27 = cute.deref_arith_tuple_iter(%tup_26) : !cute_arith_tuple_iter_3f9628
      %e0_28, %e1_29, %e2_30 = cute.get_leaves(%tup_27) : !cute_int_tuple_41955a
      %idx_31 = cute.crd2idx(%coord, %295) : (!cute.coord<"(_,_,?)">, !cute_layout_c5d307) -> !cute.int_tuple<"(0,0,?)">
      %tup_32 = cute.add_offset(%int_tup_iter, %idx_31) : (!cute_arith_tuple_iter_da3d01, !cute.int_tuple<"(0,0,?)">) -> !cute_arith_tuple_iter_c87bd7
      %idx_33 = cute.crd2idx(%coord_16, %294) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_5351b6) -> !cute_int_tuple_a0ee65
      %tup_34 = cute.add_offset(%tup_32, %idx_33) : (!cute_arith_tuple_iter_c87bd7, !cute_int_tuple_a0ee65) -> !cute_arith_tuple_iter_815f75
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"-56">
      %ptr_35 = cute.add_offset(%ptr_6, %int_tuple) : (!cute_ptr_6f3445, !cute.int_tuple<"-56">) -> !cute_ptr_6f3445
      %view = cute.make_view(%ptr_35, %293) : !memref_gmem_bf16_2
      %dyn = cute.derefine(%view) : !memref_gmem_bf16_2 to !memref_gmem_bf16_3
      %iter_36 = cute.get_iter(%dyn) : !memref_gmem_bf16_3
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
      %347 = arith.muli %344, %c544_i32 : i32
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
      %view_67 = cute.make_view(%tup_66) : !cute_coord_tensor_c20f2b
      %dyn_68 = cute.derefine(%view_67) : !cute_coord_tensor_c20f2b to !cute_coord_tensor_93429d
      %ptr_69 = cute.add_offset(%343, %int_tuple_58) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
      %ptr_70 = cute.add_offset(%iter_56, %int_tuple_61) : (!cute_ptr_3ddfa0, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_667fbe
      %view_71 = cute.make_view(%ptr_70) : !memref_smem_bf16_
      %tup_72 = cute.add_offset(%int_tup_iter_52, %int_tuple_65) : (!cute_arith_tuple_iter_7aa7ab, !cute.int_tuple<"(?,?{div=8})">) -> !cute_arith_tuple_iter_9b797c
      %dyn_73 = cute.derefine(%tup_72) : !cute_arith_tuple_iter_9b797c to !cute_arith_tuple_iter_2fe1bf
      %rmem = cute.memref.alloca() : !memref_rmem_i8_
      %iter_74 = cute.get_iter(%rmem) : !memref_rmem_i8_
      %iter_75 = cute.get_iter(%dyn_68) : !cute_coord_tensor_93429d
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
      %idx_202 = cute.crd2idx(%coord_201, %276) : (!cute.coord<"(_,?)">, !cute_layout_558f91) -> !cute.int_tuple<"?{div=8704}">
      %ptr_203 = cute.add_offset(%ptr_59, %idx_202) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8704}">) -> !cute_ptr_6f3445
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
      %idx_211 = cute.crd2idx(%coord_210, %276) : (!cute.coord<"(_,?)">, !cute_layout_558f91) -> !cute.int_tuple<"?{div=8704}">
      %ptr_212 = cute.add_offset(%ptr_69, %idx_211) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8704}">) -> !cute_ptr_6f3445
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
      %idx_222 = cute.crd2idx(%coord_221, %276) : (!cute.coord<"(_,?)">, !cute_layout_558f91) -> !cute.int_tuple<"?{div=8704}">
      %ptr_223 = cute.add_offset(%ptr_219, %idx_222) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8704}">) -> !cute_ptr_6f3445
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
      %idx_233 = cute.crd2idx(%coord_232, %276) : (!cute.coord<"(_,?)">, !cute_layout_558f91) -> !cute.int_tuple<"?{div=8704}">
      %ptr_234 = cute.add_offset(%ptr_230, %idx_233) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8704}">) -> !cute_ptr_6f3445
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
      %ptr_245 = cute.add_offset(%ptr_18, %int_tuple_244) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=2}">) -> !cute.ptr<f32, gmem, align<8>>
      %view_246 = cute.make_view(%ptr_245) : !memref_gmem_f32_1
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
      %617 = arith.cmpi slt, %614, %c3_i32 : i32
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
      %643 = arith.cmpi slt, %642, %c3_i32 : i32
      cf.cond_br %643, ^bb27, ^bb34
    ^bb27:  // pred: ^bb26
      %coord_306 = cute.make_coord(%642) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_307 = cute.crd2idx(%coord_306, %259) : (!cute.coord<"(_,_,_,?)">, !cute_layout_889146) -> !cute.int_tuple<"?{div=64}">
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
      %idx_313 = cute.crd2idx(%coord_312, %276) : (!cute.coord<"(_,?)">, !cute_layout_558f91) -> !cute.int_tuple<"?{div=8704}">
      %ptr_314 = cute.add_offset(%ptr_308, %idx_313) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8704}">) -> !cute_ptr_6f3445
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
      %idx_324 = cute.crd2idx(%coord_323, %276) : (!cute.coord<"(_,?)">, !cute_layout_558f91) -> !cute.int_tuple<"?{div=8704}">
      %ptr_325 = cute.add_offset(%ptr_321, %idx_324) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8704}">) -> !cute_ptr_6f3445
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
      %rmem_431 = cute.memref.alloca() : !memref_rmem_f32_1
      %840 = cute.memref.load_vec(%rmem_247) : (!memref_rmem_f32_) -> vector<128xf32>
      cute.memref.store_vec(%840, %rmem_431) : (vector<128xf32>, !memref_rmem_f32_1) -> ()
      %841 = arith.addi %326, %c1_i32 : i32
      %842 = arith.muli %841, %c128_i32 : i32
      %843 = arith.cmpi sle, %842, %c1000_i32 : i32
      %844 = arith.addi %335, %c1_i32 : i32
      %845 = arith.muli %844, %c128_i32 : i32
      %846 = arith.cmpi sle, %845, %c1048_i32 : i32
      %847 = arith.andi %843, %846 : i1
      cf.cond_br %847, ^bb78, ^bb82
    ^bb78:  // pred: ^bb77
      %iter_432 = cute.get_iter(%rmem_431) : !memref_rmem_f32_1
      cf.br ^bb79(%c0_i32 : i32)
    ^bb79(%848: i32):  // 2 preds: ^bb78, ^bb80
      %849 = arith.cmpi slt, %848, %c64_i32 : i32
      cf.cond_br %849, ^bb80, ^bb81 {llvm.loop_annotation = #loop_annotation}
    ^bb80:  // pred: ^bb79
      %coord_433 = cute.make_coord(%848) : (i32) -> !cute.coord<"(_,?)">
      %idx_434 = cute.crd2idx(%coord_433, %253) : (!cute.coord<"(_,?)">, !cute_layout_701db0) -> !cute.int_tuple<"?{div=2}">
      %ptr_435 = cute.add_offset(%iter_432, %idx_434) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=2}">) -> !cute.ptr<f32, rmem, align<8>>
      %idx_436 = cute.crd2idx(%coord_433, %252) : (!cute.coord<"(_,?)">, !cute_layout_e94fd4) -> !cute.int_tuple<"?{div=16}">
      %ptr_437 = cute.add_offset(%ptr_245, %idx_436) : (!cute.ptr<f32, gmem, align<8>>, !cute.int_tuple<"?{div=16}">) -> !cute.ptr<f32, gmem, align<8>>
      %850 = builtin.unrealized_conversion_cast %ptr_435 : !cute.ptr<f32, rmem, align<8>> to !llvm.ptr
      %851 = builtin.unrealized_conversion_cast %ptr_437 : !cute.ptr<f32, gmem, align<8>> to !llvm.ptr<1>
      %852 = llvm.load %850 {alignment = 8 : i64} : !llvm.ptr -> vector<2xf32>
      llvm.store %852, %851 {alignment = 8 : i64} : vector<2xf32>, !llvm.ptr<1>
      %853 = arith.addi %848, %c1_i32 : i32
      cf.br ^bb79(%853 : i32)
    ^bb81:  // pred: ^bb79
      cf.br ^bb339
    ^bb82:  // pred: ^bb77
      %854 = arith.muli %533, %c16_i32 : i32
      %855 = arith.addi %535, %854 : i32
      %856 = arith.addi %537, %541 : i32
      %iv_438 = cute.assume(%856) : (i32) -> !cute.i32<divby 2>
      %int_tuple_439 = cute.make_int_tuple(%855, %iv_438) : (i32, !cute.i32<divby 2>) -> !cute.int_tuple<"(?,?{div=2})">
      %tup_440 = cute.add_offset(%tup_34, %int_tuple_439) : (!cute_arith_tuple_iter_815f75, !cute.int_tuple<"(?,?{div=2})">) -> !cute_arith_tuple_iter_d50395
      %tup_441 = cute.deref_arith_tuple_iter(%tup_440) : !cute_arith_tuple_iter_d50395
      %e0_442, %e1_443, %e2_444 = cute.get_leaves(%tup_441) : !cute_int_tuple_d8f416
      %coord_445 = cute.make_coord(%e0_442) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %857 = cute.get_scalars(%coord_445) : !cute.coord<"?">
      %858 = arith.cmpi slt, %857, %c1000_i32 : i32
      %coord_446 = cute.make_coord(%e1_443) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %859 = cute.get_scalars(%coord_446) : !cute.coord<"?{div=2}">
      %860 = arith.cmpi slt, %859, %c1048_i32 : i32
      %861 = arith.andi %858, %860 : i1
      cf.cond_br %861, ^bb83, ^bb84
    ^bb83:  // pred: ^bb82
      %862 = cute.memref.load(%rmem_431, %251) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
      cute.memref.store(%view_246, %251, %862) : (!memref_gmem_f32_1, !cute.coord<"0">, f32) -> ()
      cf.br ^bb84
    ^bb84:  // 2 preds: ^bb82, ^bb83
      %tup_447 = cute.add_offset(%tup_440, %250) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_448 = cute.deref_arith_tuple_iter(%tup_447) : !cute_arith_tuple_iter_2fe1bf
      %e0_449, %e1_450, %e2_451 = cute.get_leaves(%tup_448) : !cute.int_tuple<"(?,?,?)">
      %coord_452 = cute.make_coord(%e0_449) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %863 = cute.get_scalars(%coord_452) : !cute.coord<"?">
      %864 = arith.cmpi slt, %863, %c1000_i32 : i32
      %coord_453 = cute.make_coord(%e1_450) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %865 = cute.get_scalars(%coord_453) : !cute.coord<"?">
      %866 = arith.cmpi slt, %865, %c1048_i32 : i32
      %867 = arith.andi %864, %866 : i1
      cf.cond_br %867, ^bb85, ^bb86
    ^bb85:  // pred: ^bb84
      %868 = cute.memref.load(%rmem_431, %249) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
      cute.memref.store(%view_246, %249, %868) : (!memref_gmem_f32_1, !cute.coord<"1">, f32) -> ()
      cf.br ^bb86
    ^bb86:  // 2 preds: ^bb84, ^bb85
      %tup_454 = cute.add_offset(%tup_440, %248) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_455 = cute.deref_arith_tuple_iter(%tup_454) : !cute_arith_tuple_iter_d50395
      %e0_456, %e1_457, %e2_458 = cute.get_leaves(%tup_455) : !cute_int_tuple_d8f416
      %coord_459 = cute.make_coord(%e0_456) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %869 = cute.get_scalars(%coord_459) : !cute.coord<"?">
      %870 = arith.cmpi slt, %869, %c1000_i32 : i32
      %coord_460 = cute.make_coord(%e1_457) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %871 = cute.get_scalars(%coord_460) : !cute.coord<"?{div=2}">
      %872 = arith.cmpi slt, %871, %c1048_i32 : i32
      %873 = arith.andi %870, %872 : i1
      cf.cond_br %873, ^bb87, ^bb88
    ^bb87:  // pred: ^bb86
      %874 = cute.memref.load(%rmem_431, %247) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
      cute.memref.store(%view_246, %247, %874) : (!memref_gmem_f32_1, !cute.coord<"2">, f32) -> ()
      cf.br ^bb88
    ^bb88:  // 2 preds: ^bb86, ^bb87
      %tup_461 = cute.add_offset(%tup_440, %246) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_462 = cute.deref_arith_tuple_iter(%tup_461) : !cute_arith_tuple_iter_2fe1bf
      %e0_463, %e1_464, %e2_465 = cute.get_leaves(%tup_462) : !cute.int_tuple<"(?,?,?)">
      %coord_466 = cute.make_coord(%e0_463) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %875 = cute.get_scalars(%coord_466) : !cute.coord<"?">
      %876 = arith.cmpi slt, %875, %c1000_i32 : i32
      %coord_467 = cute.make_coord(%e1_464) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %877 = cute.get_scalars(%coord_467) : !cute.coord<"?">
      %878 = arith.cmpi slt, %877, %c1048_i32 : i32
      %879 = arith.andi %876, %878 : i1
      cf.cond_br %879, ^bb89, ^bb90
    ^bb89:  // pred: ^bb88
      %880 = cute.memref.load(%rmem_431, %245) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
      cute.memref.store(%view_246, %245, %880) : (!memref_gmem_f32_1, !cute.coord<"3">, f32) -> ()
      cf.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      %tup_468 = cute.add_offset(%tup_440, %288) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_469 = cute.deref_arith_tuple_iter(%tup_468) : !cute_arith_tuple_iter_d50395
      %e0_470, %e1_471, %e2_472 = cute.get_leaves(%tup_469) : !cute_int_tuple_d8f416
      %coord_473 = cute.make_coord(%e0_470) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %881 = cute.get_scalars(%coord_473) : !cute.coord<"?">
      %882 = arith.cmpi slt, %881, %c1000_i32 : i32
      %coord_474 = cute.make_coord(%e1_471) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %883 = cute.get_scalars(%coord_474) : !cute.coord<"?{div=2}">
      %884 = arith.cmpi slt, %883, %c1048_i32 : i32
      %885 = arith.andi %882, %884 : i1
      cf.cond_br %885, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %886 = cute.memref.load(%rmem_431, %244) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
      cute.memref.store(%view_246, %244, %886) : (!memref_gmem_f32_1, !cute.coord<"4">, f32) -> ()
      cf.br ^bb92
    ^bb92:  // 2 preds: ^bb90, ^bb91
      %tup_475 = cute.add_offset(%tup_440, %243) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_476 = cute.deref_arith_tuple_iter(%tup_475) : !cute_arith_tuple_iter_2fe1bf
      %e0_477, %e1_478, %e2_479 = cute.get_leaves(%tup_476) : !cute.int_tuple<"(?,?,?)">
      %coord_480 = cute.make_coord(%e0_477) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %887 = cute.get_scalars(%coord_480) : !cute.coord<"?">
      %888 = arith.cmpi slt, %887, %c1000_i32 : i32
      %coord_481 = cute.make_coord(%e1_478) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %889 = cute.get_scalars(%coord_481) : !cute.coord<"?">
      %890 = arith.cmpi slt, %889, %c1048_i32 : i32
      %891 = arith.andi %888, %890 : i1
      cf.cond_br %891, ^bb93, ^bb94
    ^bb93:  // pred: ^bb92
      %892 = cute.memref.load(%rmem_431, %242) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
      cute.memref.store(%view_246, %242, %892) : (!memref_gmem_f32_1, !cute.coord<"5">, f32) -> ()
      cf.br ^bb94
    ^bb94:  // 2 preds: ^bb92, ^bb93
      %tup_482 = cute.add_offset(%tup_440, %241) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_483 = cute.deref_arith_tuple_iter(%tup_482) : !cute_arith_tuple_iter_d50395
      %e0_484, %e1_485, %e2_486 = cute.get_leaves(%tup_483) : !cute_int_tuple_d8f416
      %coord_487 = cute.make_coord(%e0_484) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %893 = cute.get_scalars(%coord_487) : !cute.coord<"?">
      %894 = arith.cmpi slt, %893, %c1000_i32 : i32
      %coord_488 = cute.make_coord(%e1_485) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %895 = cute.get_scalars(%coord_488) : !cute.coord<"?{div=2}">
      %896 = arith.cmpi slt, %895, %c1048_i32 : i32
      %897 = arith.andi %894, %896 : i1
      cf.cond_br %897, ^bb95, ^bb96
    ^bb95:  // pred: ^bb94
      %898 = cute.memref.load(%rmem_431, %240) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
      cute.memref.store(%view_246, %240, %898) : (!memref_gmem_f32_1, !cute.coord<"6">, f32) -> ()
      cf.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      %tup_489 = cute.add_offset(%tup_440, %239) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_490 = cute.deref_arith_tuple_iter(%tup_489) : !cute_arith_tuple_iter_2fe1bf
      %e0_491, %e1_492, %e2_493 = cute.get_leaves(%tup_490) : !cute.int_tuple<"(?,?,?)">
      %coord_494 = cute.make_coord(%e0_491) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %899 = cute.get_scalars(%coord_494) : !cute.coord<"?">
      %900 = arith.cmpi slt, %899, %c1000_i32 : i32
      %coord_495 = cute.make_coord(%e1_492) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %901 = cute.get_scalars(%coord_495) : !cute.coord<"?">
      %902 = arith.cmpi slt, %901, %c1048_i32 : i32
      %903 = arith.andi %900, %902 : i1
      cf.cond_br %903, ^bb97, ^bb98
    ^bb97:  // pred: ^bb96
      %904 = cute.memref.load(%rmem_431, %238) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
      cute.memref.store(%view_246, %238, %904) : (!memref_gmem_f32_1, !cute.coord<"7">, f32) -> ()
      cf.br ^bb98
    ^bb98:  // 2 preds: ^bb96, ^bb97
      %tup_496 = cute.add_offset(%tup_440, %284) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_497 = cute.deref_arith_tuple_iter(%tup_496) : !cute_arith_tuple_iter_d50395
      %e0_498, %e1_499, %e2_500 = cute.get_leaves(%tup_497) : !cute_int_tuple_d8f416
      %coord_501 = cute.make_coord(%e0_498) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %905 = cute.get_scalars(%coord_501) : !cute.coord<"?">
      %906 = arith.cmpi slt, %905, %c1000_i32 : i32
      %coord_502 = cute.make_coord(%e1_499) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %907 = cute.get_scalars(%coord_502) : !cute.coord<"?{div=2}">
      %908 = arith.cmpi slt, %907, %c1048_i32 : i32
      %909 = arith.andi %906, %908 : i1
      cf.cond_br %909, ^bb99, ^bb100
    ^bb99:  // pred: ^bb98
      %910 = cute.memref.load(%rmem_431, %237) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
      cute.memref.store(%view_246, %237, %910) : (!memref_gmem_f32_1, !cute.coord<"8">, f32) -> ()
      cf.br ^bb100
    ^bb100:  // 2 preds: ^bb98, ^bb99
      %tup_503 = cute.add_offset(%tup_440, %236) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_504 = cute.deref_arith_tuple_iter(%tup_503) : !cute_arith_tuple_iter_2fe1bf
      %e0_505, %e1_506, %e2_507 = cute.get_leaves(%tup_504) : !cute.int_tuple<"(?,?,?)">
      %coord_508 = cute.make_coord(%e0_505) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %911 = cute.get_scalars(%coord_508) : !cute.coord<"?">
      %912 = arith.cmpi slt, %911, %c1000_i32 : i32
      %coord_509 = cute.make_coord(%e1_506) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %913 = cute.get_scalars(%coord_509) : !cute.coord<"?">
      %914 = arith.cmpi slt, %913, %c1048_i32 : i32
      %915 = arith.andi %912, %914 : i1
      cf.cond_br %915, ^bb101, ^bb102
    ^bb101:  // pred: ^bb100
      %916 = cute.memref.load(%rmem_431, %235) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
      cute.memref.store(%view_246, %235, %916) : (!memref_gmem_f32_1, !cute.coord<"9">, f32) -> ()
      cf.br ^bb102
    ^bb102:  // 2 preds: ^bb100, ^bb101
      %tup_510 = cute.add_offset(%tup_440, %234) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_511 = cute.deref_arith_tuple_iter(%tup_510) : !cute_arith_tuple_iter_d50395
      %e0_512, %e1_513, %e2_514 = cute.get_leaves(%tup_511) : !cute_int_tuple_d8f416
      %coord_515 = cute.make_coord(%e0_512) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %917 = cute.get_scalars(%coord_515) : !cute.coord<"?">
      %918 = arith.cmpi slt, %917, %c1000_i32 : i32
      %coord_516 = cute.make_coord(%e1_513) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %919 = cute.get_scalars(%coord_516) : !cute.coord<"?{div=2}">
      %920 = arith.cmpi slt, %919, %c1048_i32 : i32
      %921 = arith.andi %918, %920 : i1
      cf.cond_br %921, ^bb103, ^bb104
    ^bb103:  // pred: ^bb102
      %922 = cute.memref.load(%rmem_431, %233) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
      cute.memref.store(%view_246, %233, %922) : (!memref_gmem_f32_1, !cute.coord<"10">, f32) -> ()
      cf.br ^bb104
    ^bb104:  // 2 preds: ^bb102, ^bb103
      %tup_517 = cute.add_offset(%tup_440, %232) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_518 = cute.deref_arith_tuple_iter(%tup_517) : !cute_arith_tuple_iter_2fe1bf
      %e0_519, %e1_520, %e2_521 = cute.get_leaves(%tup_518) : !cute.int_tuple<"(?,?,?)">
      %coord_522 = cute.make_coord(%e0_519) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %923 = cute.get_scalars(%coord_522) : !cute.coord<"?">
      %924 = arith.cmpi slt, %923, %c1000_i32 : i32
      %coord_523 = cute.make_coord(%e1_520) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %925 = cute.get_scalars(%coord_523) : !cute.coord<"?">
      %926 = arith.cmpi slt, %925, %c1048_i32 : i32
      %927 = arith.andi %924, %926 : i1
      cf.cond_br %927, ^bb105, ^bb106
    ^bb105:  // pred: ^bb104
      %928 = cute.memref.load(%rmem_431, %231) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
      cute.memref.store(%view_246, %231, %928) : (!memref_gmem_f32_1, !cute.coord<"11">, f32) -> ()
      cf.br ^bb106
    ^bb106:  // 2 preds: ^bb104, ^bb105
      %tup_524 = cute.add_offset(%tup_440, %280) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_525 = cute.deref_arith_tuple_iter(%tup_524) : !cute_arith_tuple_iter_d50395
      %e0_526, %e1_527, %e2_528 = cute.get_leaves(%tup_525) : !cute_int_tuple_d8f416
      %coord_529 = cute.make_coord(%e0_526) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %929 = cute.get_scalars(%coord_529) : !cute.coord<"?">
      %930 = arith.cmpi slt, %929, %c1000_i32 : i32
      %coord_530 = cute.make_coord(%e1_527) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %931 = cute.get_scalars(%coord_530) : !cute.coord<"?{div=2}">
      %932 = arith.cmpi slt, %931, %c1048_i32 : i32
      %933 = arith.andi %930, %932 : i1
      cf.cond_br %933, ^bb107, ^bb108
    ^bb107:  // pred: ^bb106
      %934 = cute.memref.load(%rmem_431, %230) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
      cute.memref.store(%view_246, %230, %934) : (!memref_gmem_f32_1, !cute.coord<"12">, f32) -> ()
      cf.br ^bb108
    ^bb108:  // 2 preds: ^bb106, ^bb107
      %tup_531 = cute.add_offset(%tup_440, %229) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_532 = cute.deref_arith_tuple_iter(%tup_531) : !cute_arith_tuple_iter_2fe1bf
      %e0_533, %e1_534, %e2_535 = cute.get_leaves(%tup_532) : !cute.int_tuple<"(?,?,?)">
      %coord_536 = cute.make_coord(%e0_533) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %935 = cute.get_scalars(%coord_536) : !cute.coord<"?">
      %936 = arith.cmpi slt, %935, %c1000_i32 : i32
      %coord_537 = cute.make_coord(%e1_534) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %937 = cute.get_scalars(%coord_537) : !cute.coord<"?">
      %938 = arith.cmpi slt, %937, %c1048_i32 : i32
      %939 = arith.andi %936, %938 : i1
      cf.cond_br %939, ^bb109, ^bb110
    ^bb109:  // pred: ^bb108
      %940 = cute.memref.load(%rmem_431, %228) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
      cute.memref.store(%view_246, %228, %940) : (!memref_gmem_f32_1, !cute.coord<"13">, f32) -> ()
      cf.br ^bb110
    ^bb110:  // 2 preds: ^bb108, ^bb109
      %tup_538 = cute.add_offset(%tup_440, %227) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,0)">) -> !cute_arith_tuple_iter_d50395
      %tup_539 = cute.deref_arith_tuple_iter(%tup_538) : !cute_arith_tuple_iter_d50395
      %e0_540, %e1_541, %e2_542 = cute.get_leaves(%tup_539) : !cute_int_tuple_d8f416
      %coord_543 = cute.make_coord(%e0_540) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %941 = cute.get_scalars(%coord_543) : !cute.coord<"?">
      %942 = arith.cmpi slt, %941, %c1000_i32 : i32
      %coord_544 = cute.make_coord(%e1_541) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %943 = cute.get_scalars(%coord_544) : !cute.coord<"?{div=2}">
      %944 = arith.cmpi slt, %943, %c1048_i32 : i32
      %945 = arith.andi %942, %944 : i1
      cf.cond_br %945, ^bb111, ^bb112
    ^bb111:  // pred: ^bb110
      %946 = cute.memref.load(%rmem_431, %226) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
      cute.memref.store(%view_246, %226, %946) : (!memref_gmem_f32_1, !cute.coord<"14">, f32) -> ()
      cf.br ^bb112
    ^bb112:  // 2 preds: ^bb110, ^bb111
      %tup_545 = cute.add_offset(%tup_440, %225) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,1)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_546 = cute.deref_arith_tuple_iter(%tup_545) : !cute_arith_tuple_iter_2fe1bf
      %e0_547, %e1_548, %e2_549 = cute.get_leaves(%tup_546) : !cute.int_tuple<"(?,?,?)">
      %coord_550 = cute.make_coord(%e0_547) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %947 = cute.get_scalars(%coord_550) : !cute.coord<"?">
      %948 = arith.cmpi slt, %947, %c1000_i32 : i32
      %coord_551 = cute.make_coord(%e1_548) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %949 = cute.get_scalars(%coord_551) : !cute.coord<"?">
      %950 = arith.cmpi slt, %949, %c1048_i32 : i32
      %951 = arith.andi %948, %950 : i1
      cf.cond_br %951, ^bb113, ^bb114
    ^bb113:  // pred: ^bb112
      %952 = cute.memref.load(%rmem_431, %224) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
      cute.memref.store(%view_246, %224, %952) : (!memref_gmem_f32_1, !cute.coord<"15">, f32) -> ()
      cf.br ^bb114
    ^bb114:  // 2 preds: ^bb112, ^bb113
      %tup_552 = cute.add_offset(%tup_440, %223) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_553 = cute.deref_arith_tuple_iter(%tup_552) : !cute_arith_tuple_iter_d50395
      %e0_554, %e1_555, %e2_556 = cute.get_leaves(%tup_553) : !cute_int_tuple_d8f416
      %coord_557 = cute.make_coord(%e0_554) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %953 = cute.get_scalars(%coord_557) : !cute.coord<"?">
      %954 = arith.cmpi slt, %953, %c1000_i32 : i32
      %coord_558 = cute.make_coord(%e1_555) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %955 = cute.get_scalars(%coord_558) : !cute.coord<"?{div=2}">
      %956 = arith.cmpi slt, %955, %c1048_i32 : i32
      %957 = arith.andi %954, %956 : i1
      cf.cond_br %957, ^bb115, ^bb116
    ^bb115:  // pred: ^bb114
      %958 = cute.memref.load(%rmem_431, %222) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
      cute.memref.store(%view_246, %222, %958) : (!memref_gmem_f32_1, !cute.coord<"16">, f32) -> ()
      cf.br ^bb116
    ^bb116:  // 2 preds: ^bb114, ^bb115
      %tup_559 = cute.add_offset(%tup_440, %221) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_560 = cute.deref_arith_tuple_iter(%tup_559) : !cute_arith_tuple_iter_2fe1bf
      %e0_561, %e1_562, %e2_563 = cute.get_leaves(%tup_560) : !cute.int_tuple<"(?,?,?)">
      %coord_564 = cute.make_coord(%e0_561) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %959 = cute.get_scalars(%coord_564) : !cute.coord<"?">
      %960 = arith.cmpi slt, %959, %c1000_i32 : i32
      %coord_565 = cute.make_coord(%e1_562) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %961 = cute.get_scalars(%coord_565) : !cute.coord<"?">
      %962 = arith.cmpi slt, %961, %c1048_i32 : i32
      %963 = arith.andi %960, %962 : i1
      cf.cond_br %963, ^bb117, ^bb118
    ^bb117:  // pred: ^bb116
      %964 = cute.memref.load(%rmem_431, %220) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
      cute.memref.store(%view_246, %220, %964) : (!memref_gmem_f32_1, !cute.coord<"17">, f32) -> ()
      cf.br ^bb118
    ^bb118:  // 2 preds: ^bb116, ^bb117
      %tup_566 = cute.add_offset(%tup_440, %219) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_567 = cute.deref_arith_tuple_iter(%tup_566) : !cute_arith_tuple_iter_d50395
      %e0_568, %e1_569, %e2_570 = cute.get_leaves(%tup_567) : !cute_int_tuple_d8f416
      %coord_571 = cute.make_coord(%e0_568) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %965 = cute.get_scalars(%coord_571) : !cute.coord<"?">
      %966 = arith.cmpi slt, %965, %c1000_i32 : i32
      %coord_572 = cute.make_coord(%e1_569) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %967 = cute.get_scalars(%coord_572) : !cute.coord<"?{div=2}">
      %968 = arith.cmpi slt, %967, %c1048_i32 : i32
      %969 = arith.andi %966, %968 : i1
      cf.cond_br %969, ^bb119, ^bb120
    ^bb119:  // pred: ^bb118
      %970 = cute.memref.load(%rmem_431, %218) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
      cute.memref.store(%view_246, %218, %970) : (!memref_gmem_f32_1, !cute.coord<"18">, f32) -> ()
      cf.br ^bb120
    ^bb120:  // 2 preds: ^bb118, ^bb119
      %tup_573 = cute.add_offset(%tup_440, %217) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_574 = cute.deref_arith_tuple_iter(%tup_573) : !cute_arith_tuple_iter_2fe1bf
      %e0_575, %e1_576, %e2_577 = cute.get_leaves(%tup_574) : !cute.int_tuple<"(?,?,?)">
      %coord_578 = cute.make_coord(%e0_575) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %971 = cute.get_scalars(%coord_578) : !cute.coord<"?">
      %972 = arith.cmpi slt, %971, %c1000_i32 : i32
      %coord_579 = cute.make_coord(%e1_576) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %973 = cute.get_scalars(%coord_579) : !cute.coord<"?">
      %974 = arith.cmpi slt, %973, %c1048_i32 : i32
      %975 = arith.andi %972, %974 : i1
      cf.cond_br %975, ^bb121, ^bb122
    ^bb121:  // pred: ^bb120
      %976 = cute.memref.load(%rmem_431, %216) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
      cute.memref.store(%view_246, %216, %976) : (!memref_gmem_f32_1, !cute.coord<"19">, f32) -> ()
      cf.br ^bb122
    ^bb122:  // 2 preds: ^bb120, ^bb121
      %tup_580 = cute.add_offset(%tup_440, %215) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_581 = cute.deref_arith_tuple_iter(%tup_580) : !cute_arith_tuple_iter_d50395
      %e0_582, %e1_583, %e2_584 = cute.get_leaves(%tup_581) : !cute_int_tuple_d8f416
      %coord_585 = cute.make_coord(%e0_582) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %977 = cute.get_scalars(%coord_585) : !cute.coord<"?">
      %978 = arith.cmpi slt, %977, %c1000_i32 : i32
      %coord_586 = cute.make_coord(%e1_583) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %979 = cute.get_scalars(%coord_586) : !cute.coord<"?{div=2}">
      %980 = arith.cmpi slt, %979, %c1048_i32 : i32
      %981 = arith.andi %978, %980 : i1
      cf.cond_br %981, ^bb123, ^bb124
    ^bb123:  // pred: ^bb122
      %982 = cute.memref.load(%rmem_431, %214) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
      cute.memref.store(%view_246, %214, %982) : (!memref_gmem_f32_1, !cute.coord<"20">, f32) -> ()
      cf.br ^bb124
    ^bb124:  // 2 preds: ^bb122, ^bb123
      %tup_587 = cute.add_offset(%tup_440, %213) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_588 = cute.deref_arith_tuple_iter(%tup_587) : !cute_arith_tuple_iter_2fe1bf
      %e0_589, %e1_590, %e2_591 = cute.get_leaves(%tup_588) : !cute.int_tuple<"(?,?,?)">
      %coord_592 = cute.make_coord(%e0_589) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %983 = cute.get_scalars(%coord_592) : !cute.coord<"?">
      %984 = arith.cmpi slt, %983, %c1000_i32 : i32
      %coord_593 = cute.make_coord(%e1_590) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %985 = cute.get_scalars(%coord_593) : !cute.coord<"?">
      %986 = arith.cmpi slt, %985, %c1048_i32 : i32
      %987 = arith.andi %984, %986 : i1
      cf.cond_br %987, ^bb125, ^bb126
    ^bb125:  // pred: ^bb124
      %988 = cute.memref.load(%rmem_431, %212) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
      cute.memref.store(%view_246, %212, %988) : (!memref_gmem_f32_1, !cute.coord<"21">, f32) -> ()
      cf.br ^bb126
    ^bb126:  // 2 preds: ^bb124, ^bb125
      %tup_594 = cute.add_offset(%tup_440, %211) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_595 = cute.deref_arith_tuple_iter(%tup_594) : !cute_arith_tuple_iter_d50395
      %e0_596, %e1_597, %e2_598 = cute.get_leaves(%tup_595) : !cute_int_tuple_d8f416
      %coord_599 = cute.make_coord(%e0_596) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %989 = cute.get_scalars(%coord_599) : !cute.coord<"?">
      %990 = arith.cmpi slt, %989, %c1000_i32 : i32
      %coord_600 = cute.make_coord(%e1_597) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %991 = cute.get_scalars(%coord_600) : !cute.coord<"?{div=2}">
      %992 = arith.cmpi slt, %991, %c1048_i32 : i32
      %993 = arith.andi %990, %992 : i1
      cf.cond_br %993, ^bb127, ^bb128
    ^bb127:  // pred: ^bb126
      %994 = cute.memref.load(%rmem_431, %210) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
      cute.memref.store(%view_246, %210, %994) : (!memref_gmem_f32_1, !cute.coord<"22">, f32) -> ()
      cf.br ^bb128
    ^bb128:  // 2 preds: ^bb126, ^bb127
      %tup_601 = cute.add_offset(%tup_440, %209) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_602 = cute.deref_arith_tuple_iter(%tup_601) : !cute_arith_tuple_iter_2fe1bf
      %e0_603, %e1_604, %e2_605 = cute.get_leaves(%tup_602) : !cute.int_tuple<"(?,?,?)">
      %coord_606 = cute.make_coord(%e0_603) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %995 = cute.get_scalars(%coord_606) : !cute.coord<"?">
      %996 = arith.cmpi slt, %995, %c1000_i32 : i32
      %coord_607 = cute.make_coord(%e1_604) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %997 = cute.get_scalars(%coord_607) : !cute.coord<"?">
      %998 = arith.cmpi slt, %997, %c1048_i32 : i32
      %999 = arith.andi %996, %998 : i1
      cf.cond_br %999, ^bb129, ^bb130
    ^bb129:  // pred: ^bb128
      %1000 = cute.memref.load(%rmem_431, %208) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
      cute.memref.store(%view_246, %208, %1000) : (!memref_gmem_f32_1, !cute.coord<"23">, f32) -> ()
      cf.br ^bb130
    ^bb130:  // 2 preds: ^bb128, ^bb129
      %tup_608 = cute.add_offset(%tup_440, %207) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_609 = cute.deref_arith_tuple_iter(%tup_608) : !cute_arith_tuple_iter_d50395
      %e0_610, %e1_611, %e2_612 = cute.get_leaves(%tup_609) : !cute_int_tuple_d8f416
      %coord_613 = cute.make_coord(%e0_610) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1001 = cute.get_scalars(%coord_613) : !cute.coord<"?">
      %1002 = arith.cmpi slt, %1001, %c1000_i32 : i32
      %coord_614 = cute.make_coord(%e1_611) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1003 = cute.get_scalars(%coord_614) : !cute.coord<"?{div=2}">
      %1004 = arith.cmpi slt, %1003, %c1048_i32 : i32
      %1005 = arith.andi %1002, %1004 : i1
      cf.cond_br %1005, ^bb131, ^bb132
    ^bb131:  // pred: ^bb130
      %1006 = cute.memref.load(%rmem_431, %206) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
      cute.memref.store(%view_246, %206, %1006) : (!memref_gmem_f32_1, !cute.coord<"24">, f32) -> ()
      cf.br ^bb132
    ^bb132:  // 2 preds: ^bb130, ^bb131
      %tup_615 = cute.add_offset(%tup_440, %205) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_616 = cute.deref_arith_tuple_iter(%tup_615) : !cute_arith_tuple_iter_2fe1bf
      %e0_617, %e1_618, %e2_619 = cute.get_leaves(%tup_616) : !cute.int_tuple<"(?,?,?)">
      %coord_620 = cute.make_coord(%e0_617) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1007 = cute.get_scalars(%coord_620) : !cute.coord<"?">
      %1008 = arith.cmpi slt, %1007, %c1000_i32 : i32
      %coord_621 = cute.make_coord(%e1_618) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1009 = cute.get_scalars(%coord_621) : !cute.coord<"?">
      %1010 = arith.cmpi slt, %1009, %c1048_i32 : i32
      %1011 = arith.andi %1008, %1010 : i1
      cf.cond_br %1011, ^bb133, ^bb134
    ^bb133:  // pred: ^bb132
      %1012 = cute.memref.load(%rmem_431, %204) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
      cute.memref.store(%view_246, %204, %1012) : (!memref_gmem_f32_1, !cute.coord<"25">, f32) -> ()
      cf.br ^bb134
    ^bb134:  // 2 preds: ^bb132, ^bb133
      %tup_622 = cute.add_offset(%tup_440, %203) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_623 = cute.deref_arith_tuple_iter(%tup_622) : !cute_arith_tuple_iter_d50395
      %e0_624, %e1_625, %e2_626 = cute.get_leaves(%tup_623) : !cute_int_tuple_d8f416
      %coord_627 = cute.make_coord(%e0_624) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1013 = cute.get_scalars(%coord_627) : !cute.coord<"?">
      %1014 = arith.cmpi slt, %1013, %c1000_i32 : i32
      %coord_628 = cute.make_coord(%e1_625) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1015 = cute.get_scalars(%coord_628) : !cute.coord<"?{div=2}">
      %1016 = arith.cmpi slt, %1015, %c1048_i32 : i32
      %1017 = arith.andi %1014, %1016 : i1
      cf.cond_br %1017, ^bb135, ^bb136
    ^bb135:  // pred: ^bb134
      %1018 = cute.memref.load(%rmem_431, %202) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
      cute.memref.store(%view_246, %202, %1018) : (!memref_gmem_f32_1, !cute.coord<"26">, f32) -> ()
      cf.br ^bb136
    ^bb136:  // 2 preds: ^bb134, ^bb135
      %tup_629 = cute.add_offset(%tup_440, %201) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_630 = cute.deref_arith_tuple_iter(%tup_629) : !cute_arith_tuple_iter_2fe1bf
      %e0_631, %e1_632, %e2_633 = cute.get_leaves(%tup_630) : !cute.int_tuple<"(?,?,?)">
      %coord_634 = cute.make_coord(%e0_631) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1019 = cute.get_scalars(%coord_634) : !cute.coord<"?">
      %1020 = arith.cmpi slt, %1019, %c1000_i32 : i32
      %coord_635 = cute.make_coord(%e1_632) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1021 = cute.get_scalars(%coord_635) : !cute.coord<"?">
      %1022 = arith.cmpi slt, %1021, %c1048_i32 : i32
      %1023 = arith.andi %1020, %1022 : i1
      cf.cond_br %1023, ^bb137, ^bb138
    ^bb137:  // pred: ^bb136
      %1024 = cute.memref.load(%rmem_431, %200) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
      cute.memref.store(%view_246, %200, %1024) : (!memref_gmem_f32_1, !cute.coord<"27">, f32) -> ()
      cf.br ^bb138
    ^bb138:  // 2 preds: ^bb136, ^bb137
      %tup_636 = cute.add_offset(%tup_440, %199) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_637 = cute.deref_arith_tuple_iter(%tup_636) : !cute_arith_tuple_iter_d50395
      %e0_638, %e1_639, %e2_640 = cute.get_leaves(%tup_637) : !cute_int_tuple_d8f416
      %coord_641 = cute.make_coord(%e0_638) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1025 = cute.get_scalars(%coord_641) : !cute.coord<"?">
      %1026 = arith.cmpi slt, %1025, %c1000_i32 : i32
      %coord_642 = cute.make_coord(%e1_639) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1027 = cute.get_scalars(%coord_642) : !cute.coord<"?{div=2}">
      %1028 = arith.cmpi slt, %1027, %c1048_i32 : i32
      %1029 = arith.andi %1026, %1028 : i1
      cf.cond_br %1029, ^bb139, ^bb140
    ^bb139:  // pred: ^bb138
      %1030 = cute.memref.load(%rmem_431, %198) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
      cute.memref.store(%view_246, %198, %1030) : (!memref_gmem_f32_1, !cute.coord<"28">, f32) -> ()
      cf.br ^bb140
    ^bb140:  // 2 preds: ^bb138, ^bb139
      %tup_643 = cute.add_offset(%tup_440, %197) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_644 = cute.deref_arith_tuple_iter(%tup_643) : !cute_arith_tuple_iter_2fe1bf
      %e0_645, %e1_646, %e2_647 = cute.get_leaves(%tup_644) : !cute.int_tuple<"(?,?,?)">
      %coord_648 = cute.make_coord(%e0_645) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1031 = cute.get_scalars(%coord_648) : !cute.coord<"?">
      %1032 = arith.cmpi slt, %1031, %c1000_i32 : i32
      %coord_649 = cute.make_coord(%e1_646) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1033 = cute.get_scalars(%coord_649) : !cute.coord<"?">
      %1034 = arith.cmpi slt, %1033, %c1048_i32 : i32
      %1035 = arith.andi %1032, %1034 : i1
      cf.cond_br %1035, ^bb141, ^bb142
    ^bb141:  // pred: ^bb140
      %1036 = cute.memref.load(%rmem_431, %196) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
      cute.memref.store(%view_246, %196, %1036) : (!memref_gmem_f32_1, !cute.coord<"29">, f32) -> ()
      cf.br ^bb142
    ^bb142:  // 2 preds: ^bb140, ^bb141
      %tup_650 = cute.add_offset(%tup_440, %195) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,16)">) -> !cute_arith_tuple_iter_d50395
      %tup_651 = cute.deref_arith_tuple_iter(%tup_650) : !cute_arith_tuple_iter_d50395
      %e0_652, %e1_653, %e2_654 = cute.get_leaves(%tup_651) : !cute_int_tuple_d8f416
      %coord_655 = cute.make_coord(%e0_652) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1037 = cute.get_scalars(%coord_655) : !cute.coord<"?">
      %1038 = arith.cmpi slt, %1037, %c1000_i32 : i32
      %coord_656 = cute.make_coord(%e1_653) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1039 = cute.get_scalars(%coord_656) : !cute.coord<"?{div=2}">
      %1040 = arith.cmpi slt, %1039, %c1048_i32 : i32
      %1041 = arith.andi %1038, %1040 : i1
      cf.cond_br %1041, ^bb143, ^bb144
    ^bb143:  // pred: ^bb142
      %1042 = cute.memref.load(%rmem_431, %194) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
      cute.memref.store(%view_246, %194, %1042) : (!memref_gmem_f32_1, !cute.coord<"30">, f32) -> ()
      cf.br ^bb144
    ^bb144:  // 2 preds: ^bb142, ^bb143
      %tup_657 = cute.add_offset(%tup_440, %193) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,17)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_658 = cute.deref_arith_tuple_iter(%tup_657) : !cute_arith_tuple_iter_2fe1bf
      %e0_659, %e1_660, %e2_661 = cute.get_leaves(%tup_658) : !cute.int_tuple<"(?,?,?)">
      %coord_662 = cute.make_coord(%e0_659) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1043 = cute.get_scalars(%coord_662) : !cute.coord<"?">
      %1044 = arith.cmpi slt, %1043, %c1000_i32 : i32
      %coord_663 = cute.make_coord(%e1_660) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1045 = cute.get_scalars(%coord_663) : !cute.coord<"?">
      %1046 = arith.cmpi slt, %1045, %c1048_i32 : i32
      %1047 = arith.andi %1044, %1046 : i1
      cf.cond_br %1047, ^bb145, ^bb146
    ^bb145:  // pred: ^bb144
      %1048 = cute.memref.load(%rmem_431, %192) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
      cute.memref.store(%view_246, %192, %1048) : (!memref_gmem_f32_1, !cute.coord<"31">, f32) -> ()
      cf.br ^bb146
    ^bb146:  // 2 preds: ^bb144, ^bb145
      %tup_664 = cute.add_offset(%tup_440, %191) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_665 = cute.deref_arith_tuple_iter(%tup_664) : !cute_arith_tuple_iter_d50395
      %e0_666, %e1_667, %e2_668 = cute.get_leaves(%tup_665) : !cute_int_tuple_d8f416
      %coord_669 = cute.make_coord(%e0_666) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1049 = cute.get_scalars(%coord_669) : !cute.coord<"?">
      %1050 = arith.cmpi slt, %1049, %c1000_i32 : i32
      %coord_670 = cute.make_coord(%e1_667) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1051 = cute.get_scalars(%coord_670) : !cute.coord<"?{div=2}">
      %1052 = arith.cmpi slt, %1051, %c1048_i32 : i32
      %1053 = arith.andi %1050, %1052 : i1
      cf.cond_br %1053, ^bb147, ^bb148
    ^bb147:  // pred: ^bb146
      %1054 = cute.memref.load(%rmem_431, %190) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
      cute.memref.store(%view_246, %190, %1054) : (!memref_gmem_f32_1, !cute.coord<"32">, f32) -> ()
      cf.br ^bb148
    ^bb148:  // 2 preds: ^bb146, ^bb147
      %tup_671 = cute.add_offset(%tup_440, %189) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_672 = cute.deref_arith_tuple_iter(%tup_671) : !cute_arith_tuple_iter_2fe1bf
      %e0_673, %e1_674, %e2_675 = cute.get_leaves(%tup_672) : !cute.int_tuple<"(?,?,?)">
      %coord_676 = cute.make_coord(%e0_673) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1055 = cute.get_scalars(%coord_676) : !cute.coord<"?">
      %1056 = arith.cmpi slt, %1055, %c1000_i32 : i32
      %coord_677 = cute.make_coord(%e1_674) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1057 = cute.get_scalars(%coord_677) : !cute.coord<"?">
      %1058 = arith.cmpi slt, %1057, %c1048_i32 : i32
      %1059 = arith.andi %1056, %1058 : i1
      cf.cond_br %1059, ^bb149, ^bb150
    ^bb149:  // pred: ^bb148
      %1060 = cute.memref.load(%rmem_431, %188) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
      cute.memref.store(%view_246, %188, %1060) : (!memref_gmem_f32_1, !cute.coord<"33">, f32) -> ()
      cf.br ^bb150
    ^bb150:  // 2 preds: ^bb148, ^bb149
      %tup_678 = cute.add_offset(%tup_440, %187) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_679 = cute.deref_arith_tuple_iter(%tup_678) : !cute_arith_tuple_iter_d50395
      %e0_680, %e1_681, %e2_682 = cute.get_leaves(%tup_679) : !cute_int_tuple_d8f416
      %coord_683 = cute.make_coord(%e0_680) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1061 = cute.get_scalars(%coord_683) : !cute.coord<"?">
      %1062 = arith.cmpi slt, %1061, %c1000_i32 : i32
      %coord_684 = cute.make_coord(%e1_681) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1063 = cute.get_scalars(%coord_684) : !cute.coord<"?{div=2}">
      %1064 = arith.cmpi slt, %1063, %c1048_i32 : i32
      %1065 = arith.andi %1062, %1064 : i1
      cf.cond_br %1065, ^bb151, ^bb152
    ^bb151:  // pred: ^bb150
      %1066 = cute.memref.load(%rmem_431, %186) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
      cute.memref.store(%view_246, %186, %1066) : (!memref_gmem_f32_1, !cute.coord<"34">, f32) -> ()
      cf.br ^bb152
    ^bb152:  // 2 preds: ^bb150, ^bb151
      %tup_685 = cute.add_offset(%tup_440, %185) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_686 = cute.deref_arith_tuple_iter(%tup_685) : !cute_arith_tuple_iter_2fe1bf
      %e0_687, %e1_688, %e2_689 = cute.get_leaves(%tup_686) : !cute.int_tuple<"(?,?,?)">
      %coord_690 = cute.make_coord(%e0_687) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1067 = cute.get_scalars(%coord_690) : !cute.coord<"?">
      %1068 = arith.cmpi slt, %1067, %c1000_i32 : i32
      %coord_691 = cute.make_coord(%e1_688) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1069 = cute.get_scalars(%coord_691) : !cute.coord<"?">
      %1070 = arith.cmpi slt, %1069, %c1048_i32 : i32
      %1071 = arith.andi %1068, %1070 : i1
      cf.cond_br %1071, ^bb153, ^bb154
    ^bb153:  // pred: ^bb152
      %1072 = cute.memref.load(%rmem_431, %184) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
      cute.memref.store(%view_246, %184, %1072) : (!memref_gmem_f32_1, !cute.coord<"35">, f32) -> ()
      cf.br ^bb154
    ^bb154:  // 2 preds: ^bb152, ^bb153
      %tup_692 = cute.add_offset(%tup_440, %183) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_693 = cute.deref_arith_tuple_iter(%tup_692) : !cute_arith_tuple_iter_d50395
      %e0_694, %e1_695, %e2_696 = cute.get_leaves(%tup_693) : !cute_int_tuple_d8f416
      %coord_697 = cute.make_coord(%e0_694) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1073 = cute.get_scalars(%coord_697) : !cute.coord<"?">
      %1074 = arith.cmpi slt, %1073, %c1000_i32 : i32
      %coord_698 = cute.make_coord(%e1_695) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1075 = cute.get_scalars(%coord_698) : !cute.coord<"?{div=2}">
      %1076 = arith.cmpi slt, %1075, %c1048_i32 : i32
      %1077 = arith.andi %1074, %1076 : i1
      cf.cond_br %1077, ^bb155, ^bb156
    ^bb155:  // pred: ^bb154
      %1078 = cute.memref.load(%rmem_431, %182) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
      cute.memref.store(%view_246, %182, %1078) : (!memref_gmem_f32_1, !cute.coord<"36">, f32) -> ()
      cf.br ^bb156
    ^bb156:  // 2 preds: ^bb154, ^bb155
      %tup_699 = cute.add_offset(%tup_440, %181) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_700 = cute.deref_arith_tuple_iter(%tup_699) : !cute_arith_tuple_iter_2fe1bf
      %e0_701, %e1_702, %e2_703 = cute.get_leaves(%tup_700) : !cute.int_tuple<"(?,?,?)">
      %coord_704 = cute.make_coord(%e0_701) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1079 = cute.get_scalars(%coord_704) : !cute.coord<"?">
      %1080 = arith.cmpi slt, %1079, %c1000_i32 : i32
      %coord_705 = cute.make_coord(%e1_702) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1081 = cute.get_scalars(%coord_705) : !cute.coord<"?">
      %1082 = arith.cmpi slt, %1081, %c1048_i32 : i32
      %1083 = arith.andi %1080, %1082 : i1
      cf.cond_br %1083, ^bb157, ^bb158
    ^bb157:  // pred: ^bb156
      %1084 = cute.memref.load(%rmem_431, %180) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
      cute.memref.store(%view_246, %180, %1084) : (!memref_gmem_f32_1, !cute.coord<"37">, f32) -> ()
      cf.br ^bb158
    ^bb158:  // 2 preds: ^bb156, ^bb157
      %tup_706 = cute.add_offset(%tup_440, %179) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_707 = cute.deref_arith_tuple_iter(%tup_706) : !cute_arith_tuple_iter_d50395
      %e0_708, %e1_709, %e2_710 = cute.get_leaves(%tup_707) : !cute_int_tuple_d8f416
      %coord_711 = cute.make_coord(%e0_708) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1085 = cute.get_scalars(%coord_711) : !cute.coord<"?">
      %1086 = arith.cmpi slt, %1085, %c1000_i32 : i32
      %coord_712 = cute.make_coord(%e1_709) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1087 = cute.get_scalars(%coord_712) : !cute.coord<"?{div=2}">
      %1088 = arith.cmpi slt, %1087, %c1048_i32 : i32
      %1089 = arith.andi %1086, %1088 : i1
      cf.cond_br %1089, ^bb159, ^bb160
    ^bb159:  // pred: ^bb158
      %1090 = cute.memref.load(%rmem_431, %178) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
      cute.memref.store(%view_246, %178, %1090) : (!memref_gmem_f32_1, !cute.coord<"38">, f32) -> ()
      cf.br ^bb160
    ^bb160:  // 2 preds: ^bb158, ^bb159
      %tup_713 = cute.add_offset(%tup_440, %177) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_714 = cute.deref_arith_tuple_iter(%tup_713) : !cute_arith_tuple_iter_2fe1bf
      %e0_715, %e1_716, %e2_717 = cute.get_leaves(%tup_714) : !cute.int_tuple<"(?,?,?)">
      %coord_718 = cute.make_coord(%e0_715) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1091 = cute.get_scalars(%coord_718) : !cute.coord<"?">
      %1092 = arith.cmpi slt, %1091, %c1000_i32 : i32
      %coord_719 = cute.make_coord(%e1_716) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1093 = cute.get_scalars(%coord_719) : !cute.coord<"?">
      %1094 = arith.cmpi slt, %1093, %c1048_i32 : i32
      %1095 = arith.andi %1092, %1094 : i1
      cf.cond_br %1095, ^bb161, ^bb162
    ^bb161:  // pred: ^bb160
      %1096 = cute.memref.load(%rmem_431, %176) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
      cute.memref.store(%view_246, %176, %1096) : (!memref_gmem_f32_1, !cute.coord<"39">, f32) -> ()
      cf.br ^bb162
    ^bb162:  // 2 preds: ^bb160, ^bb161
      %tup_720 = cute.add_offset(%tup_440, %175) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_721 = cute.deref_arith_tuple_iter(%tup_720) : !cute_arith_tuple_iter_d50395
      %e0_722, %e1_723, %e2_724 = cute.get_leaves(%tup_721) : !cute_int_tuple_d8f416
      %coord_725 = cute.make_coord(%e0_722) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1097 = cute.get_scalars(%coord_725) : !cute.coord<"?">
      %1098 = arith.cmpi slt, %1097, %c1000_i32 : i32
      %coord_726 = cute.make_coord(%e1_723) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1099 = cute.get_scalars(%coord_726) : !cute.coord<"?{div=2}">
      %1100 = arith.cmpi slt, %1099, %c1048_i32 : i32
      %1101 = arith.andi %1098, %1100 : i1
      cf.cond_br %1101, ^bb163, ^bb164
    ^bb163:  // pred: ^bb162
      %1102 = cute.memref.load(%rmem_431, %174) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
      cute.memref.store(%view_246, %174, %1102) : (!memref_gmem_f32_1, !cute.coord<"40">, f32) -> ()
      cf.br ^bb164
    ^bb164:  // 2 preds: ^bb162, ^bb163
      %tup_727 = cute.add_offset(%tup_440, %173) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_728 = cute.deref_arith_tuple_iter(%tup_727) : !cute_arith_tuple_iter_2fe1bf
      %e0_729, %e1_730, %e2_731 = cute.get_leaves(%tup_728) : !cute.int_tuple<"(?,?,?)">
      %coord_732 = cute.make_coord(%e0_729) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1103 = cute.get_scalars(%coord_732) : !cute.coord<"?">
      %1104 = arith.cmpi slt, %1103, %c1000_i32 : i32
      %coord_733 = cute.make_coord(%e1_730) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1105 = cute.get_scalars(%coord_733) : !cute.coord<"?">
      %1106 = arith.cmpi slt, %1105, %c1048_i32 : i32
      %1107 = arith.andi %1104, %1106 : i1
      cf.cond_br %1107, ^bb165, ^bb166
    ^bb165:  // pred: ^bb164
      %1108 = cute.memref.load(%rmem_431, %172) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
      cute.memref.store(%view_246, %172, %1108) : (!memref_gmem_f32_1, !cute.coord<"41">, f32) -> ()
      cf.br ^bb166
    ^bb166:  // 2 preds: ^bb164, ^bb165
      %tup_734 = cute.add_offset(%tup_440, %171) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_735 = cute.deref_arith_tuple_iter(%tup_734) : !cute_arith_tuple_iter_d50395
      %e0_736, %e1_737, %e2_738 = cute.get_leaves(%tup_735) : !cute_int_tuple_d8f416
      %coord_739 = cute.make_coord(%e0_736) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1109 = cute.get_scalars(%coord_739) : !cute.coord<"?">
      %1110 = arith.cmpi slt, %1109, %c1000_i32 : i32
      %coord_740 = cute.make_coord(%e1_737) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1111 = cute.get_scalars(%coord_740) : !cute.coord<"?{div=2}">
      %1112 = arith.cmpi slt, %1111, %c1048_i32 : i32
      %1113 = arith.andi %1110, %1112 : i1
      cf.cond_br %1113, ^bb167, ^bb168
    ^bb167:  // pred: ^bb166
      %1114 = cute.memref.load(%rmem_431, %170) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
      cute.memref.store(%view_246, %170, %1114) : (!memref_gmem_f32_1, !cute.coord<"42">, f32) -> ()
      cf.br ^bb168
    ^bb168:  // 2 preds: ^bb166, ^bb167
      %tup_741 = cute.add_offset(%tup_440, %169) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_742 = cute.deref_arith_tuple_iter(%tup_741) : !cute_arith_tuple_iter_2fe1bf
      %e0_743, %e1_744, %e2_745 = cute.get_leaves(%tup_742) : !cute.int_tuple<"(?,?,?)">
      %coord_746 = cute.make_coord(%e0_743) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1115 = cute.get_scalars(%coord_746) : !cute.coord<"?">
      %1116 = arith.cmpi slt, %1115, %c1000_i32 : i32
      %coord_747 = cute.make_coord(%e1_744) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1117 = cute.get_scalars(%coord_747) : !cute.coord<"?">
      %1118 = arith.cmpi slt, %1117, %c1048_i32 : i32
      %1119 = arith.andi %1116, %1118 : i1
      cf.cond_br %1119, ^bb169, ^bb170
    ^bb169:  // pred: ^bb168
      %1120 = cute.memref.load(%rmem_431, %168) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
      cute.memref.store(%view_246, %168, %1120) : (!memref_gmem_f32_1, !cute.coord<"43">, f32) -> ()
      cf.br ^bb170
    ^bb170:  // 2 preds: ^bb168, ^bb169
      %tup_748 = cute.add_offset(%tup_440, %167) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_749 = cute.deref_arith_tuple_iter(%tup_748) : !cute_arith_tuple_iter_d50395
      %e0_750, %e1_751, %e2_752 = cute.get_leaves(%tup_749) : !cute_int_tuple_d8f416
      %coord_753 = cute.make_coord(%e0_750) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1121 = cute.get_scalars(%coord_753) : !cute.coord<"?">
      %1122 = arith.cmpi slt, %1121, %c1000_i32 : i32
      %coord_754 = cute.make_coord(%e1_751) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1123 = cute.get_scalars(%coord_754) : !cute.coord<"?{div=2}">
      %1124 = arith.cmpi slt, %1123, %c1048_i32 : i32
      %1125 = arith.andi %1122, %1124 : i1
      cf.cond_br %1125, ^bb171, ^bb172
    ^bb171:  // pred: ^bb170
      %1126 = cute.memref.load(%rmem_431, %166) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
      cute.memref.store(%view_246, %166, %1126) : (!memref_gmem_f32_1, !cute.coord<"44">, f32) -> ()
      cf.br ^bb172
    ^bb172:  // 2 preds: ^bb170, ^bb171
      %tup_755 = cute.add_offset(%tup_440, %165) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_756 = cute.deref_arith_tuple_iter(%tup_755) : !cute_arith_tuple_iter_2fe1bf
      %e0_757, %e1_758, %e2_759 = cute.get_leaves(%tup_756) : !cute.int_tuple<"(?,?,?)">
      %coord_760 = cute.make_coord(%e0_757) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1127 = cute.get_scalars(%coord_760) : !cute.coord<"?">
      %1128 = arith.cmpi slt, %1127, %c1000_i32 : i32
      %coord_761 = cute.make_coord(%e1_758) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1129 = cute.get_scalars(%coord_761) : !cute.coord<"?">
      %1130 = arith.cmpi slt, %1129, %c1048_i32 : i32
      %1131 = arith.andi %1128, %1130 : i1
      cf.cond_br %1131, ^bb173, ^bb174
    ^bb173:  // pred: ^bb172
      %1132 = cute.memref.load(%rmem_431, %164) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
      cute.memref.store(%view_246, %164, %1132) : (!memref_gmem_f32_1, !cute.coord<"45">, f32) -> ()
      cf.br ^bb174
    ^bb174:  // 2 preds: ^bb172, ^bb173
      %tup_762 = cute.add_offset(%tup_440, %163) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,32)">) -> !cute_arith_tuple_iter_d50395
      %tup_763 = cute.deref_arith_tuple_iter(%tup_762) : !cute_arith_tuple_iter_d50395
      %e0_764, %e1_765, %e2_766 = cute.get_leaves(%tup_763) : !cute_int_tuple_d8f416
      %coord_767 = cute.make_coord(%e0_764) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1133 = cute.get_scalars(%coord_767) : !cute.coord<"?">
      %1134 = arith.cmpi slt, %1133, %c1000_i32 : i32
      %coord_768 = cute.make_coord(%e1_765) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1135 = cute.get_scalars(%coord_768) : !cute.coord<"?{div=2}">
      %1136 = arith.cmpi slt, %1135, %c1048_i32 : i32
      %1137 = arith.andi %1134, %1136 : i1
      cf.cond_br %1137, ^bb175, ^bb176
    ^bb175:  // pred: ^bb174
      %1138 = cute.memref.load(%rmem_431, %162) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
      cute.memref.store(%view_246, %162, %1138) : (!memref_gmem_f32_1, !cute.coord<"46">, f32) -> ()
      cf.br ^bb176
    ^bb176:  // 2 preds: ^bb174, ^bb175
      %tup_769 = cute.add_offset(%tup_440, %161) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,33)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_770 = cute.deref_arith_tuple_iter(%tup_769) : !cute_arith_tuple_iter_2fe1bf
      %e0_771, %e1_772, %e2_773 = cute.get_leaves(%tup_770) : !cute.int_tuple<"(?,?,?)">
      %coord_774 = cute.make_coord(%e0_771) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1139 = cute.get_scalars(%coord_774) : !cute.coord<"?">
      %1140 = arith.cmpi slt, %1139, %c1000_i32 : i32
      %coord_775 = cute.make_coord(%e1_772) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1141 = cute.get_scalars(%coord_775) : !cute.coord<"?">
      %1142 = arith.cmpi slt, %1141, %c1048_i32 : i32
      %1143 = arith.andi %1140, %1142 : i1
      cf.cond_br %1143, ^bb177, ^bb178
    ^bb177:  // pred: ^bb176
      %1144 = cute.memref.load(%rmem_431, %160) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
      cute.memref.store(%view_246, %160, %1144) : (!memref_gmem_f32_1, !cute.coord<"47">, f32) -> ()
      cf.br ^bb178
    ^bb178:  // 2 preds: ^bb176, ^bb177
      %tup_776 = cute.add_offset(%tup_440, %159) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_777 = cute.deref_arith_tuple_iter(%tup_776) : !cute_arith_tuple_iter_d50395
      %e0_778, %e1_779, %e2_780 = cute.get_leaves(%tup_777) : !cute_int_tuple_d8f416
      %coord_781 = cute.make_coord(%e0_778) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1145 = cute.get_scalars(%coord_781) : !cute.coord<"?">
      %1146 = arith.cmpi slt, %1145, %c1000_i32 : i32
      %coord_782 = cute.make_coord(%e1_779) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1147 = cute.get_scalars(%coord_782) : !cute.coord<"?{div=2}">
      %1148 = arith.cmpi slt, %1147, %c1048_i32 : i32
      %1149 = arith.andi %1146, %1148 : i1
      cf.cond_br %1149, ^bb179, ^bb180
    ^bb179:  // pred: ^bb178
      %1150 = cute.memref.load(%rmem_431, %158) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
      cute.memref.store(%view_246, %158, %1150) : (!memref_gmem_f32_1, !cute.coord<"48">, f32) -> ()
      cf.br ^bb180
    ^bb180:  // 2 preds: ^bb178, ^bb179
      %tup_783 = cute.add_offset(%tup_440, %157) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_784 = cute.deref_arith_tuple_iter(%tup_783) : !cute_arith_tuple_iter_2fe1bf
      %e0_785, %e1_786, %e2_787 = cute.get_leaves(%tup_784) : !cute.int_tuple<"(?,?,?)">
      %coord_788 = cute.make_coord(%e0_785) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1151 = cute.get_scalars(%coord_788) : !cute.coord<"?">
      %1152 = arith.cmpi slt, %1151, %c1000_i32 : i32
      %coord_789 = cute.make_coord(%e1_786) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1153 = cute.get_scalars(%coord_789) : !cute.coord<"?">
      %1154 = arith.cmpi slt, %1153, %c1048_i32 : i32
      %1155 = arith.andi %1152, %1154 : i1
      cf.cond_br %1155, ^bb181, ^bb182
    ^bb181:  // pred: ^bb180
      %1156 = cute.memref.load(%rmem_431, %156) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
      cute.memref.store(%view_246, %156, %1156) : (!memref_gmem_f32_1, !cute.coord<"49">, f32) -> ()
      cf.br ^bb182
    ^bb182:  // 2 preds: ^bb180, ^bb181
      %tup_790 = cute.add_offset(%tup_440, %155) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_791 = cute.deref_arith_tuple_iter(%tup_790) : !cute_arith_tuple_iter_d50395
      %e0_792, %e1_793, %e2_794 = cute.get_leaves(%tup_791) : !cute_int_tuple_d8f416
      %coord_795 = cute.make_coord(%e0_792) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1157 = cute.get_scalars(%coord_795) : !cute.coord<"?">
      %1158 = arith.cmpi slt, %1157, %c1000_i32 : i32
      %coord_796 = cute.make_coord(%e1_793) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1159 = cute.get_scalars(%coord_796) : !cute.coord<"?{div=2}">
      %1160 = arith.cmpi slt, %1159, %c1048_i32 : i32
      %1161 = arith.andi %1158, %1160 : i1
      cf.cond_br %1161, ^bb183, ^bb184
    ^bb183:  // pred: ^bb182
      %1162 = cute.memref.load(%rmem_431, %154) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
      cute.memref.store(%view_246, %154, %1162) : (!memref_gmem_f32_1, !cute.coord<"50">, f32) -> ()
      cf.br ^bb184
    ^bb184:  // 2 preds: ^bb182, ^bb183
      %tup_797 = cute.add_offset(%tup_440, %153) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_798 = cute.deref_arith_tuple_iter(%tup_797) : !cute_arith_tuple_iter_2fe1bf
      %e0_799, %e1_800, %e2_801 = cute.get_leaves(%tup_798) : !cute.int_tuple<"(?,?,?)">
      %coord_802 = cute.make_coord(%e0_799) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1163 = cute.get_scalars(%coord_802) : !cute.coord<"?">
      %1164 = arith.cmpi slt, %1163, %c1000_i32 : i32
      %coord_803 = cute.make_coord(%e1_800) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1165 = cute.get_scalars(%coord_803) : !cute.coord<"?">
      %1166 = arith.cmpi slt, %1165, %c1048_i32 : i32
      %1167 = arith.andi %1164, %1166 : i1
      cf.cond_br %1167, ^bb185, ^bb186
    ^bb185:  // pred: ^bb184
      %1168 = cute.memref.load(%rmem_431, %152) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
      cute.memref.store(%view_246, %152, %1168) : (!memref_gmem_f32_1, !cute.coord<"51">, f32) -> ()
      cf.br ^bb186
    ^bb186:  // 2 preds: ^bb184, ^bb185
      %tup_804 = cute.add_offset(%tup_440, %151) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_805 = cute.deref_arith_tuple_iter(%tup_804) : !cute_arith_tuple_iter_d50395
      %e0_806, %e1_807, %e2_808 = cute.get_leaves(%tup_805) : !cute_int_tuple_d8f416
      %coord_809 = cute.make_coord(%e0_806) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1169 = cute.get_scalars(%coord_809) : !cute.coord<"?">
      %1170 = arith.cmpi slt, %1169, %c1000_i32 : i32
      %coord_810 = cute.make_coord(%e1_807) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1171 = cute.get_scalars(%coord_810) : !cute.coord<"?{div=2}">
      %1172 = arith.cmpi slt, %1171, %c1048_i32 : i32
      %1173 = arith.andi %1170, %1172 : i1
      cf.cond_br %1173, ^bb187, ^bb188
    ^bb187:  // pred: ^bb186
      %1174 = cute.memref.load(%rmem_431, %150) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
      cute.memref.store(%view_246, %150, %1174) : (!memref_gmem_f32_1, !cute.coord<"52">, f32) -> ()
      cf.br ^bb188
    ^bb188:  // 2 preds: ^bb186, ^bb187
      %tup_811 = cute.add_offset(%tup_440, %149) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_812 = cute.deref_arith_tuple_iter(%tup_811) : !cute_arith_tuple_iter_2fe1bf
      %e0_813, %e1_814, %e2_815 = cute.get_leaves(%tup_812) : !cute.int_tuple<"(?,?,?)">
      %coord_816 = cute.make_coord(%e0_813) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1175 = cute.get_scalars(%coord_816) : !cute.coord<"?">
      %1176 = arith.cmpi slt, %1175, %c1000_i32 : i32
      %coord_817 = cute.make_coord(%e1_814) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1177 = cute.get_scalars(%coord_817) : !cute.coord<"?">
      %1178 = arith.cmpi slt, %1177, %c1048_i32 : i32
      %1179 = arith.andi %1176, %1178 : i1
      cf.cond_br %1179, ^bb189, ^bb190
    ^bb189:  // pred: ^bb188
      %1180 = cute.memref.load(%rmem_431, %148) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
      cute.memref.store(%view_246, %148, %1180) : (!memref_gmem_f32_1, !cute.coord<"53">, f32) -> ()
      cf.br ^bb190
    ^bb190:  // 2 preds: ^bb188, ^bb189
      %tup_818 = cute.add_offset(%tup_440, %147) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_819 = cute.deref_arith_tuple_iter(%tup_818) : !cute_arith_tuple_iter_d50395
      %e0_820, %e1_821, %e2_822 = cute.get_leaves(%tup_819) : !cute_int_tuple_d8f416
      %coord_823 = cute.make_coord(%e0_820) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1181 = cute.get_scalars(%coord_823) : !cute.coord<"?">
      %1182 = arith.cmpi slt, %1181, %c1000_i32 : i32
      %coord_824 = cute.make_coord(%e1_821) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1183 = cute.get_scalars(%coord_824) : !cute.coord<"?{div=2}">
      %1184 = arith.cmpi slt, %1183, %c1048_i32 : i32
      %1185 = arith.andi %1182, %1184 : i1
      cf.cond_br %1185, ^bb191, ^bb192
    ^bb191:  // pred: ^bb190
      %1186 = cute.memref.load(%rmem_431, %146) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
      cute.memref.store(%view_246, %146, %1186) : (!memref_gmem_f32_1, !cute.coord<"54">, f32) -> ()
      cf.br ^bb192
    ^bb192:  // 2 preds: ^bb190, ^bb191
      %tup_825 = cute.add_offset(%tup_440, %145) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_826 = cute.deref_arith_tuple_iter(%tup_825) : !cute_arith_tuple_iter_2fe1bf
      %e0_827, %e1_828, %e2_829 = cute.get_leaves(%tup_826) : !cute.int_tuple<"(?,?,?)">
      %coord_830 = cute.make_coord(%e0_827) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1187 = cute.get_scalars(%coord_830) : !cute.coord<"?">
      %1188 = arith.cmpi slt, %1187, %c1000_i32 : i32
      %coord_831 = cute.make_coord(%e1_828) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1189 = cute.get_scalars(%coord_831) : !cute.coord<"?">
      %1190 = arith.cmpi slt, %1189, %c1048_i32 : i32
      %1191 = arith.andi %1188, %1190 : i1
      cf.cond_br %1191, ^bb193, ^bb194
    ^bb193:  // pred: ^bb192
      %1192 = cute.memref.load(%rmem_431, %144) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
      cute.memref.store(%view_246, %144, %1192) : (!memref_gmem_f32_1, !cute.coord<"55">, f32) -> ()
      cf.br ^bb194
    ^bb194:  // 2 preds: ^bb192, ^bb193
      %tup_832 = cute.add_offset(%tup_440, %143) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_833 = cute.deref_arith_tuple_iter(%tup_832) : !cute_arith_tuple_iter_d50395
      %e0_834, %e1_835, %e2_836 = cute.get_leaves(%tup_833) : !cute_int_tuple_d8f416
      %coord_837 = cute.make_coord(%e0_834) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1193 = cute.get_scalars(%coord_837) : !cute.coord<"?">
      %1194 = arith.cmpi slt, %1193, %c1000_i32 : i32
      %coord_838 = cute.make_coord(%e1_835) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1195 = cute.get_scalars(%coord_838) : !cute.coord<"?{div=2}">
      %1196 = arith.cmpi slt, %1195, %c1048_i32 : i32
      %1197 = arith.andi %1194, %1196 : i1
      cf.cond_br %1197, ^bb195, ^bb196
    ^bb195:  // pred: ^bb194
      %1198 = cute.memref.load(%rmem_431, %142) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
      cute.memref.store(%view_246, %142, %1198) : (!memref_gmem_f32_1, !cute.coord<"56">, f32) -> ()
      cf.br ^bb196
    ^bb196:  // 2 preds: ^bb194, ^bb195
      %tup_839 = cute.add_offset(%tup_440, %141) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_840 = cute.deref_arith_tuple_iter(%tup_839) : !cute_arith_tuple_iter_2fe1bf
      %e0_841, %e1_842, %e2_843 = cute.get_leaves(%tup_840) : !cute.int_tuple<"(?,?,?)">
      %coord_844 = cute.make_coord(%e0_841) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1199 = cute.get_scalars(%coord_844) : !cute.coord<"?">
      %1200 = arith.cmpi slt, %1199, %c1000_i32 : i32
      %coord_845 = cute.make_coord(%e1_842) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1201 = cute.get_scalars(%coord_845) : !cute.coord<"?">
      %1202 = arith.cmpi slt, %1201, %c1048_i32 : i32
      %1203 = arith.andi %1200, %1202 : i1
      cf.cond_br %1203, ^bb197, ^bb198
    ^bb197:  // pred: ^bb196
      %1204 = cute.memref.load(%rmem_431, %140) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
      cute.memref.store(%view_246, %140, %1204) : (!memref_gmem_f32_1, !cute.coord<"57">, f32) -> ()
      cf.br ^bb198
    ^bb198:  // 2 preds: ^bb196, ^bb197
      %tup_846 = cute.add_offset(%tup_440, %139) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_847 = cute.deref_arith_tuple_iter(%tup_846) : !cute_arith_tuple_iter_d50395
      %e0_848, %e1_849, %e2_850 = cute.get_leaves(%tup_847) : !cute_int_tuple_d8f416
      %coord_851 = cute.make_coord(%e0_848) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1205 = cute.get_scalars(%coord_851) : !cute.coord<"?">
      %1206 = arith.cmpi slt, %1205, %c1000_i32 : i32
      %coord_852 = cute.make_coord(%e1_849) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1207 = cute.get_scalars(%coord_852) : !cute.coord<"?{div=2}">
      %1208 = arith.cmpi slt, %1207, %c1048_i32 : i32
      %1209 = arith.andi %1206, %1208 : i1
      cf.cond_br %1209, ^bb199, ^bb200
    ^bb199:  // pred: ^bb198
      %1210 = cute.memref.load(%rmem_431, %138) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
      cute.memref.store(%view_246, %138, %1210) : (!memref_gmem_f32_1, !cute.coord<"58">, f32) -> ()
      cf.br ^bb200
    ^bb200:  // 2 preds: ^bb198, ^bb199
      %tup_853 = cute.add_offset(%tup_440, %137) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_854 = cute.deref_arith_tuple_iter(%tup_853) : !cute_arith_tuple_iter_2fe1bf
      %e0_855, %e1_856, %e2_857 = cute.get_leaves(%tup_854) : !cute.int_tuple<"(?,?,?)">
      %coord_858 = cute.make_coord(%e0_855) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1211 = cute.get_scalars(%coord_858) : !cute.coord<"?">
      %1212 = arith.cmpi slt, %1211, %c1000_i32 : i32
      %coord_859 = cute.make_coord(%e1_856) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1213 = cute.get_scalars(%coord_859) : !cute.coord<"?">
      %1214 = arith.cmpi slt, %1213, %c1048_i32 : i32
      %1215 = arith.andi %1212, %1214 : i1
      cf.cond_br %1215, ^bb201, ^bb202
    ^bb201:  // pred: ^bb200
      %1216 = cute.memref.load(%rmem_431, %136) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
      cute.memref.store(%view_246, %136, %1216) : (!memref_gmem_f32_1, !cute.coord<"59">, f32) -> ()
      cf.br ^bb202
    ^bb202:  // 2 preds: ^bb200, ^bb201
      %tup_860 = cute.add_offset(%tup_440, %135) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_861 = cute.deref_arith_tuple_iter(%tup_860) : !cute_arith_tuple_iter_d50395
      %e0_862, %e1_863, %e2_864 = cute.get_leaves(%tup_861) : !cute_int_tuple_d8f416
      %coord_865 = cute.make_coord(%e0_862) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1217 = cute.get_scalars(%coord_865) : !cute.coord<"?">
      %1218 = arith.cmpi slt, %1217, %c1000_i32 : i32
      %coord_866 = cute.make_coord(%e1_863) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1219 = cute.get_scalars(%coord_866) : !cute.coord<"?{div=2}">
      %1220 = arith.cmpi slt, %1219, %c1048_i32 : i32
      %1221 = arith.andi %1218, %1220 : i1
      cf.cond_br %1221, ^bb203, ^bb204
    ^bb203:  // pred: ^bb202
      %1222 = cute.memref.load(%rmem_431, %134) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
      cute.memref.store(%view_246, %134, %1222) : (!memref_gmem_f32_1, !cute.coord<"60">, f32) -> ()
      cf.br ^bb204
    ^bb204:  // 2 preds: ^bb202, ^bb203
      %tup_867 = cute.add_offset(%tup_440, %133) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_868 = cute.deref_arith_tuple_iter(%tup_867) : !cute_arith_tuple_iter_2fe1bf
      %e0_869, %e1_870, %e2_871 = cute.get_leaves(%tup_868) : !cute.int_tuple<"(?,?,?)">
      %coord_872 = cute.make_coord(%e0_869) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1223 = cute.get_scalars(%coord_872) : !cute.coord<"?">
      %1224 = arith.cmpi slt, %1223, %c1000_i32 : i32
      %coord_873 = cute.make_coord(%e1_870) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1225 = cute.get_scalars(%coord_873) : !cute.coord<"?">
      %1226 = arith.cmpi slt, %1225, %c1048_i32 : i32
      %1227 = arith.andi %1224, %1226 : i1
      cf.cond_br %1227, ^bb205, ^bb206
    ^bb205:  // pred: ^bb204
      %1228 = cute.memref.load(%rmem_431, %132) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
      cute.memref.store(%view_246, %132, %1228) : (!memref_gmem_f32_1, !cute.coord<"61">, f32) -> ()
      cf.br ^bb206
    ^bb206:  // 2 preds: ^bb204, ^bb205
      %tup_874 = cute.add_offset(%tup_440, %131) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,48)">) -> !cute_arith_tuple_iter_d50395
      %tup_875 = cute.deref_arith_tuple_iter(%tup_874) : !cute_arith_tuple_iter_d50395
      %e0_876, %e1_877, %e2_878 = cute.get_leaves(%tup_875) : !cute_int_tuple_d8f416
      %coord_879 = cute.make_coord(%e0_876) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1229 = cute.get_scalars(%coord_879) : !cute.coord<"?">
      %1230 = arith.cmpi slt, %1229, %c1000_i32 : i32
      %coord_880 = cute.make_coord(%e1_877) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1231 = cute.get_scalars(%coord_880) : !cute.coord<"?{div=2}">
      %1232 = arith.cmpi slt, %1231, %c1048_i32 : i32
      %1233 = arith.andi %1230, %1232 : i1
      cf.cond_br %1233, ^bb207, ^bb208
    ^bb207:  // pred: ^bb206
      %1234 = cute.memref.load(%rmem_431, %130) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
      cute.memref.store(%view_246, %130, %1234) : (!memref_gmem_f32_1, !cute.coord<"62">, f32) -> ()
      cf.br ^bb208
    ^bb208:  // 2 preds: ^bb206, ^bb207
      %tup_881 = cute.add_offset(%tup_440, %129) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,49)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_882 = cute.deref_arith_tuple_iter(%tup_881) : !cute_arith_tuple_iter_2fe1bf
      %e0_883, %e1_884, %e2_885 = cute.get_leaves(%tup_882) : !cute.int_tuple<"(?,?,?)">
      %coord_886 = cute.make_coord(%e0_883) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1235 = cute.get_scalars(%coord_886) : !cute.coord<"?">
      %1236 = arith.cmpi slt, %1235, %c1000_i32 : i32
      %coord_887 = cute.make_coord(%e1_884) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1237 = cute.get_scalars(%coord_887) : !cute.coord<"?">
      %1238 = arith.cmpi slt, %1237, %c1048_i32 : i32
      %1239 = arith.andi %1236, %1238 : i1
      cf.cond_br %1239, ^bb209, ^bb210
    ^bb209:  // pred: ^bb208
      %1240 = cute.memref.load(%rmem_431, %128) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
      cute.memref.store(%view_246, %128, %1240) : (!memref_gmem_f32_1, !cute.coord<"63">, f32) -> ()
      cf.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      %tup_888 = cute.add_offset(%tup_440, %127) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_889 = cute.deref_arith_tuple_iter(%tup_888) : !cute_arith_tuple_iter_d50395
      %e0_890, %e1_891, %e2_892 = cute.get_leaves(%tup_889) : !cute_int_tuple_d8f416
      %coord_893 = cute.make_coord(%e0_890) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1241 = cute.get_scalars(%coord_893) : !cute.coord<"?">
      %1242 = arith.cmpi slt, %1241, %c1000_i32 : i32
      %coord_894 = cute.make_coord(%e1_891) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1243 = cute.get_scalars(%coord_894) : !cute.coord<"?{div=2}">
      %1244 = arith.cmpi slt, %1243, %c1048_i32 : i32
      %1245 = arith.andi %1242, %1244 : i1
      cf.cond_br %1245, ^bb211, ^bb212
    ^bb211:  // pred: ^bb210
      %1246 = cute.memref.load(%rmem_431, %126) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
      cute.memref.store(%view_246, %126, %1246) : (!memref_gmem_f32_1, !cute.coord<"64">, f32) -> ()
      cf.br ^bb212
    ^bb212:  // 2 preds: ^bb210, ^bb211
      %tup_895 = cute.add_offset(%tup_440, %125) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_896 = cute.deref_arith_tuple_iter(%tup_895) : !cute_arith_tuple_iter_2fe1bf
      %e0_897, %e1_898, %e2_899 = cute.get_leaves(%tup_896) : !cute.int_tuple<"(?,?,?)">
      %coord_900 = cute.make_coord(%e0_897) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1247 = cute.get_scalars(%coord_900) : !cute.coord<"?">
      %1248 = arith.cmpi slt, %1247, %c1000_i32 : i32
      %coord_901 = cute.make_coord(%e1_898) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1249 = cute.get_scalars(%coord_901) : !cute.coord<"?">
      %1250 = arith.cmpi slt, %1249, %c1048_i32 : i32
      %1251 = arith.andi %1248, %1250 : i1
      cf.cond_br %1251, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      %1252 = cute.memref.load(%rmem_431, %124) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
      cute.memref.store(%view_246, %124, %1252) : (!memref_gmem_f32_1, !cute.coord<"65">, f32) -> ()
      cf.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      %tup_902 = cute.add_offset(%tup_440, %123) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_903 = cute.deref_arith_tuple_iter(%tup_902) : !cute_arith_tuple_iter_d50395
      %e0_904, %e1_905, %e2_906 = cute.get_leaves(%tup_903) : !cute_int_tuple_d8f416
      %coord_907 = cute.make_coord(%e0_904) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1253 = cute.get_scalars(%coord_907) : !cute.coord<"?">
      %1254 = arith.cmpi slt, %1253, %c1000_i32 : i32
      %coord_908 = cute.make_coord(%e1_905) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1255 = cute.get_scalars(%coord_908) : !cute.coord<"?{div=2}">
      %1256 = arith.cmpi slt, %1255, %c1048_i32 : i32
      %1257 = arith.andi %1254, %1256 : i1
      cf.cond_br %1257, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      %1258 = cute.memref.load(%rmem_431, %122) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
      cute.memref.store(%view_246, %122, %1258) : (!memref_gmem_f32_1, !cute.coord<"66">, f32) -> ()
      cf.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      %tup_909 = cute.add_offset(%tup_440, %121) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_910 = cute.deref_arith_tuple_iter(%tup_909) : !cute_arith_tuple_iter_2fe1bf
      %e0_911, %e1_912, %e2_913 = cute.get_leaves(%tup_910) : !cute.int_tuple<"(?,?,?)">
      %coord_914 = cute.make_coord(%e0_911) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1259 = cute.get_scalars(%coord_914) : !cute.coord<"?">
      %1260 = arith.cmpi slt, %1259, %c1000_i32 : i32
      %coord_915 = cute.make_coord(%e1_912) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1261 = cute.get_scalars(%coord_915) : !cute.coord<"?">
      %1262 = arith.cmpi slt, %1261, %c1048_i32 : i32
      %1263 = arith.andi %1260, %1262 : i1
      cf.cond_br %1263, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      %1264 = cute.memref.load(%rmem_431, %120) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
      cute.memref.store(%view_246, %120, %1264) : (!memref_gmem_f32_1, !cute.coord<"67">, f32) -> ()
      cf.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      %tup_916 = cute.add_offset(%tup_440, %119) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_917 = cute.deref_arith_tuple_iter(%tup_916) : !cute_arith_tuple_iter_d50395
      %e0_918, %e1_919, %e2_920 = cute.get_leaves(%tup_917) : !cute_int_tuple_d8f416
      %coord_921 = cute.make_coord(%e0_918) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1265 = cute.get_scalars(%coord_921) : !cute.coord<"?">
      %1266 = arith.cmpi slt, %1265, %c1000_i32 : i32
      %coord_922 = cute.make_coord(%e1_919) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1267 = cute.get_scalars(%coord_922) : !cute.coord<"?{div=2}">
      %1268 = arith.cmpi slt, %1267, %c1048_i32 : i32
      %1269 = arith.andi %1266, %1268 : i1
      cf.cond_br %1269, ^bb219, ^bb220
    ^bb219:  // pred: ^bb218
      %1270 = cute.memref.load(%rmem_431, %118) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
      cute.memref.store(%view_246, %118, %1270) : (!memref_gmem_f32_1, !cute.coord<"68">, f32) -> ()
      cf.br ^bb220
    ^bb220:  // 2 preds: ^bb218, ^bb219
      %tup_923 = cute.add_offset(%tup_440, %117) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_924 = cute.deref_arith_tuple_iter(%tup_923) : !cute_arith_tuple_iter_2fe1bf
      %e0_925, %e1_926, %e2_927 = cute.get_leaves(%tup_924) : !cute.int_tuple<"(?,?,?)">
      %coord_928 = cute.make_coord(%e0_925) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1271 = cute.get_scalars(%coord_928) : !cute.coord<"?">
      %1272 = arith.cmpi slt, %1271, %c1000_i32 : i32
      %coord_929 = cute.make_coord(%e1_926) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1273 = cute.get_scalars(%coord_929) : !cute.coord<"?">
      %1274 = arith.cmpi slt, %1273, %c1048_i32 : i32
      %1275 = arith.andi %1272, %1274 : i1
      cf.cond_br %1275, ^bb221, ^bb222
    ^bb221:  // pred: ^bb220
      %1276 = cute.memref.load(%rmem_431, %116) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
      cute.memref.store(%view_246, %116, %1276) : (!memref_gmem_f32_1, !cute.coord<"69">, f32) -> ()
      cf.br ^bb222
    ^bb222:  // 2 preds: ^bb220, ^bb221
      %tup_930 = cute.add_offset(%tup_440, %115) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_931 = cute.deref_arith_tuple_iter(%tup_930) : !cute_arith_tuple_iter_d50395
      %e0_932, %e1_933, %e2_934 = cute.get_leaves(%tup_931) : !cute_int_tuple_d8f416
      %coord_935 = cute.make_coord(%e0_932) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1277 = cute.get_scalars(%coord_935) : !cute.coord<"?">
      %1278 = arith.cmpi slt, %1277, %c1000_i32 : i32
      %coord_936 = cute.make_coord(%e1_933) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1279 = cute.get_scalars(%coord_936) : !cute.coord<"?{div=2}">
      %1280 = arith.cmpi slt, %1279, %c1048_i32 : i32
      %1281 = arith.andi %1278, %1280 : i1
      cf.cond_br %1281, ^bb223, ^bb224
    ^bb223:  // pred: ^bb222
      %1282 = cute.memref.load(%rmem_431, %114) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
      cute.memref.store(%view_246, %114, %1282) : (!memref_gmem_f32_1, !cute.coord<"70">, f32) -> ()
      cf.br ^bb224
    ^bb224:  // 2 preds: ^bb222, ^bb223
      %tup_937 = cute.add_offset(%tup_440, %113) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_938 = cute.deref_arith_tuple_iter(%tup_937) : !cute_arith_tuple_iter_2fe1bf
      %e0_939, %e1_940, %e2_941 = cute.get_leaves(%tup_938) : !cute.int_tuple<"(?,?,?)">
      %coord_942 = cute.make_coord(%e0_939) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1283 = cute.get_scalars(%coord_942) : !cute.coord<"?">
      %1284 = arith.cmpi slt, %1283, %c1000_i32 : i32
      %coord_943 = cute.make_coord(%e1_940) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1285 = cute.get_scalars(%coord_943) : !cute.coord<"?">
      %1286 = arith.cmpi slt, %1285, %c1048_i32 : i32
      %1287 = arith.andi %1284, %1286 : i1
      cf.cond_br %1287, ^bb225, ^bb226
    ^bb225:  // pred: ^bb224
      %1288 = cute.memref.load(%rmem_431, %112) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
      cute.memref.store(%view_246, %112, %1288) : (!memref_gmem_f32_1, !cute.coord<"71">, f32) -> ()
      cf.br ^bb226
    ^bb226:  // 2 preds: ^bb224, ^bb225
      %tup_944 = cute.add_offset(%tup_440, %111) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_945 = cute.deref_arith_tuple_iter(%tup_944) : !cute_arith_tuple_iter_d50395
      %e0_946, %e1_947, %e2_948 = cute.get_leaves(%tup_945) : !cute_int_tuple_d8f416
      %coord_949 = cute.make_coord(%e0_946) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1289 = cute.get_scalars(%coord_949) : !cute.coord<"?">
      %1290 = arith.cmpi slt, %1289, %c1000_i32 : i32
      %coord_950 = cute.make_coord(%e1_947) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1291 = cute.get_scalars(%coord_950) : !cute.coord<"?{div=2}">
      %1292 = arith.cmpi slt, %1291, %c1048_i32 : i32
      %1293 = arith.andi %1290, %1292 : i1
      cf.cond_br %1293, ^bb227, ^bb228
    ^bb227:  // pred: ^bb226
      %1294 = cute.memref.load(%rmem_431, %110) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
      cute.memref.store(%view_246, %110, %1294) : (!memref_gmem_f32_1, !cute.coord<"72">, f32) -> ()
      cf.br ^bb228
    ^bb228:  // 2 preds: ^bb226, ^bb227
      %tup_951 = cute.add_offset(%tup_440, %109) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_952 = cute.deref_arith_tuple_iter(%tup_951) : !cute_arith_tuple_iter_2fe1bf
      %e0_953, %e1_954, %e2_955 = cute.get_leaves(%tup_952) : !cute.int_tuple<"(?,?,?)">
      %coord_956 = cute.make_coord(%e0_953) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1295 = cute.get_scalars(%coord_956) : !cute.coord<"?">
      %1296 = arith.cmpi slt, %1295, %c1000_i32 : i32
      %coord_957 = cute.make_coord(%e1_954) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1297 = cute.get_scalars(%coord_957) : !cute.coord<"?">
      %1298 = arith.cmpi slt, %1297, %c1048_i32 : i32
      %1299 = arith.andi %1296, %1298 : i1
      cf.cond_br %1299, ^bb229, ^bb230
    ^bb229:  // pred: ^bb228
      %1300 = cute.memref.load(%rmem_431, %108) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
      cute.memref.store(%view_246, %108, %1300) : (!memref_gmem_f32_1, !cute.coord<"73">, f32) -> ()
      cf.br ^bb230
    ^bb230:  // 2 preds: ^bb228, ^bb229
      %tup_958 = cute.add_offset(%tup_440, %107) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_959 = cute.deref_arith_tuple_iter(%tup_958) : !cute_arith_tuple_iter_d50395
      %e0_960, %e1_961, %e2_962 = cute.get_leaves(%tup_959) : !cute_int_tuple_d8f416
      %coord_963 = cute.make_coord(%e0_960) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1301 = cute.get_scalars(%coord_963) : !cute.coord<"?">
      %1302 = arith.cmpi slt, %1301, %c1000_i32 : i32
      %coord_964 = cute.make_coord(%e1_961) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1303 = cute.get_scalars(%coord_964) : !cute.coord<"?{div=2}">
      %1304 = arith.cmpi slt, %1303, %c1048_i32 : i32
      %1305 = arith.andi %1302, %1304 : i1
      cf.cond_br %1305, ^bb231, ^bb232
    ^bb231:  // pred: ^bb230
      %1306 = cute.memref.load(%rmem_431, %106) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
      cute.memref.store(%view_246, %106, %1306) : (!memref_gmem_f32_1, !cute.coord<"74">, f32) -> ()
      cf.br ^bb232
    ^bb232:  // 2 preds: ^bb230, ^bb231
      %tup_965 = cute.add_offset(%tup_440, %105) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_966 = cute.deref_arith_tuple_iter(%tup_965) : !cute_arith_tuple_iter_2fe1bf
      %e0_967, %e1_968, %e2_969 = cute.get_leaves(%tup_966) : !cute.int_tuple<"(?,?,?)">
      %coord_970 = cute.make_coord(%e0_967) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1307 = cute.get_scalars(%coord_970) : !cute.coord<"?">
      %1308 = arith.cmpi slt, %1307, %c1000_i32 : i32
      %coord_971 = cute.make_coord(%e1_968) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1309 = cute.get_scalars(%coord_971) : !cute.coord<"?">
      %1310 = arith.cmpi slt, %1309, %c1048_i32 : i32
      %1311 = arith.andi %1308, %1310 : i1
      cf.cond_br %1311, ^bb233, ^bb234
    ^bb233:  // pred: ^bb232
      %1312 = cute.memref.load(%rmem_431, %104) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
      cute.memref.store(%view_246, %104, %1312) : (!memref_gmem_f32_1, !cute.coord<"75">, f32) -> ()
      cf.br ^bb234
    ^bb234:  // 2 preds: ^bb232, ^bb233
      %tup_972 = cute.add_offset(%tup_440, %103) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_973 = cute.deref_arith_tuple_iter(%tup_972) : !cute_arith_tuple_iter_d50395
      %e0_974, %e1_975, %e2_976 = cute.get_leaves(%tup_973) : !cute_int_tuple_d8f416
      %coord_977 = cute.make_coord(%e0_974) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1313 = cute.get_scalars(%coord_977) : !cute.coord<"?">
      %1314 = arith.cmpi slt, %1313, %c1000_i32 : i32
      %coord_978 = cute.make_coord(%e1_975) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1315 = cute.get_scalars(%coord_978) : !cute.coord<"?{div=2}">
      %1316 = arith.cmpi slt, %1315, %c1048_i32 : i32
      %1317 = arith.andi %1314, %1316 : i1
      cf.cond_br %1317, ^bb235, ^bb236
    ^bb235:  // pred: ^bb234
      %1318 = cute.memref.load(%rmem_431, %102) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
      cute.memref.store(%view_246, %102, %1318) : (!memref_gmem_f32_1, !cute.coord<"76">, f32) -> ()
      cf.br ^bb236
    ^bb236:  // 2 preds: ^bb234, ^bb235
      %tup_979 = cute.add_offset(%tup_440, %101) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_980 = cute.deref_arith_tuple_iter(%tup_979) : !cute_arith_tuple_iter_2fe1bf
      %e0_981, %e1_982, %e2_983 = cute.get_leaves(%tup_980) : !cute.int_tuple<"(?,?,?)">
      %coord_984 = cute.make_coord(%e0_981) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1319 = cute.get_scalars(%coord_984) : !cute.coord<"?">
      %1320 = arith.cmpi slt, %1319, %c1000_i32 : i32
      %coord_985 = cute.make_coord(%e1_982) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1321 = cute.get_scalars(%coord_985) : !cute.coord<"?">
      %1322 = arith.cmpi slt, %1321, %c1048_i32 : i32
      %1323 = arith.andi %1320, %1322 : i1
      cf.cond_br %1323, ^bb237, ^bb238
    ^bb237:  // pred: ^bb236
      %1324 = cute.memref.load(%rmem_431, %100) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
      cute.memref.store(%view_246, %100, %1324) : (!memref_gmem_f32_1, !cute.coord<"77">, f32) -> ()
      cf.br ^bb238
    ^bb238:  // 2 preds: ^bb236, ^bb237
      %tup_986 = cute.add_offset(%tup_440, %99) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,64)">) -> !cute_arith_tuple_iter_d50395
      %tup_987 = cute.deref_arith_tuple_iter(%tup_986) : !cute_arith_tuple_iter_d50395
      %e0_988, %e1_989, %e2_990 = cute.get_leaves(%tup_987) : !cute_int_tuple_d8f416
      %coord_991 = cute.make_coord(%e0_988) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1325 = cute.get_scalars(%coord_991) : !cute.coord<"?">
      %1326 = arith.cmpi slt, %1325, %c1000_i32 : i32
      %coord_992 = cute.make_coord(%e1_989) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1327 = cute.get_scalars(%coord_992) : !cute.coord<"?{div=2}">
      %1328 = arith.cmpi slt, %1327, %c1048_i32 : i32
      %1329 = arith.andi %1326, %1328 : i1
      cf.cond_br %1329, ^bb239, ^bb240
    ^bb239:  // pred: ^bb238
      %1330 = cute.memref.load(%rmem_431, %98) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
      cute.memref.store(%view_246, %98, %1330) : (!memref_gmem_f32_1, !cute.coord<"78">, f32) -> ()
      cf.br ^bb240
    ^bb240:  // 2 preds: ^bb238, ^bb239
      %tup_993 = cute.add_offset(%tup_440, %97) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,65)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_994 = cute.deref_arith_tuple_iter(%tup_993) : !cute_arith_tuple_iter_2fe1bf
      %e0_995, %e1_996, %e2_997 = cute.get_leaves(%tup_994) : !cute.int_tuple<"(?,?,?)">
      %coord_998 = cute.make_coord(%e0_995) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1331 = cute.get_scalars(%coord_998) : !cute.coord<"?">
      %1332 = arith.cmpi slt, %1331, %c1000_i32 : i32
      %coord_999 = cute.make_coord(%e1_996) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1333 = cute.get_scalars(%coord_999) : !cute.coord<"?">
      %1334 = arith.cmpi slt, %1333, %c1048_i32 : i32
      %1335 = arith.andi %1332, %1334 : i1
      cf.cond_br %1335, ^bb241, ^bb242
    ^bb241:  // pred: ^bb240
      %1336 = cute.memref.load(%rmem_431, %96) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
      cute.memref.store(%view_246, %96, %1336) : (!memref_gmem_f32_1, !cute.coord<"79">, f32) -> ()
      cf.br ^bb242
    ^bb242:  // 2 preds: ^bb240, ^bb241
      %tup_1000 = cute.add_offset(%tup_440, %95) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_1001 = cute.deref_arith_tuple_iter(%tup_1000) : !cute_arith_tuple_iter_d50395
      %e0_1002, %e1_1003, %e2_1004 = cute.get_leaves(%tup_1001) : !cute_int_tuple_d8f416
      %coord_1005 = cute.make_coord(%e0_1002) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1337 = cute.get_scalars(%coord_1005) : !cute.coord<"?">
      %1338 = arith.cmpi slt, %1337, %c1000_i32 : i32
      %coord_1006 = cute.make_coord(%e1_1003) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1339 = cute.get_scalars(%coord_1006) : !cute.coord<"?{div=2}">
      %1340 = arith.cmpi slt, %1339, %c1048_i32 : i32
      %1341 = arith.andi %1338, %1340 : i1
      cf.cond_br %1341, ^bb243, ^bb244
    ^bb243:  // pred: ^bb242
      %1342 = cute.memref.load(%rmem_431, %94) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
      cute.memref.store(%view_246, %94, %1342) : (!memref_gmem_f32_1, !cute.coord<"80">, f32) -> ()
      cf.br ^bb244
    ^bb244:  // 2 preds: ^bb242, ^bb243
      %tup_1007 = cute.add_offset(%tup_440, %93) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1008 = cute.deref_arith_tuple_iter(%tup_1007) : !cute_arith_tuple_iter_2fe1bf
      %e0_1009, %e1_1010, %e2_1011 = cute.get_leaves(%tup_1008) : !cute.int_tuple<"(?,?,?)">
      %coord_1012 = cute.make_coord(%e0_1009) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1343 = cute.get_scalars(%coord_1012) : !cute.coord<"?">
      %1344 = arith.cmpi slt, %1343, %c1000_i32 : i32
      %coord_1013 = cute.make_coord(%e1_1010) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1345 = cute.get_scalars(%coord_1013) : !cute.coord<"?">
      %1346 = arith.cmpi slt, %1345, %c1048_i32 : i32
      %1347 = arith.andi %1344, %1346 : i1
      cf.cond_br %1347, ^bb245, ^bb246
    ^bb245:  // pred: ^bb244
      %1348 = cute.memref.load(%rmem_431, %92) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
      cute.memref.store(%view_246, %92, %1348) : (!memref_gmem_f32_1, !cute.coord<"81">, f32) -> ()
      cf.br ^bb246
    ^bb246:  // 2 preds: ^bb244, ^bb245
      %tup_1014 = cute.add_offset(%tup_440, %91) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_1015 = cute.deref_arith_tuple_iter(%tup_1014) : !cute_arith_tuple_iter_d50395
      %e0_1016, %e1_1017, %e2_1018 = cute.get_leaves(%tup_1015) : !cute_int_tuple_d8f416
      %coord_1019 = cute.make_coord(%e0_1016) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1349 = cute.get_scalars(%coord_1019) : !cute.coord<"?">
      %1350 = arith.cmpi slt, %1349, %c1000_i32 : i32
      %coord_1020 = cute.make_coord(%e1_1017) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1351 = cute.get_scalars(%coord_1020) : !cute.coord<"?{div=2}">
      %1352 = arith.cmpi slt, %1351, %c1048_i32 : i32
      %1353 = arith.andi %1350, %1352 : i1
      cf.cond_br %1353, ^bb247, ^bb248
    ^bb247:  // pred: ^bb246
      %1354 = cute.memref.load(%rmem_431, %90) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
      cute.memref.store(%view_246, %90, %1354) : (!memref_gmem_f32_1, !cute.coord<"82">, f32) -> ()
      cf.br ^bb248
    ^bb248:  // 2 preds: ^bb246, ^bb247
      %tup_1021 = cute.add_offset(%tup_440, %89) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1022 = cute.deref_arith_tuple_iter(%tup_1021) : !cute_arith_tuple_iter_2fe1bf
      %e0_1023, %e1_1024, %e2_1025 = cute.get_leaves(%tup_1022) : !cute.int_tuple<"(?,?,?)">
      %coord_1026 = cute.make_coord(%e0_1023) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1355 = cute.get_scalars(%coord_1026) : !cute.coord<"?">
      %1356 = arith.cmpi slt, %1355, %c1000_i32 : i32
      %coord_1027 = cute.make_coord(%e1_1024) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1357 = cute.get_scalars(%coord_1027) : !cute.coord<"?">
      %1358 = arith.cmpi slt, %1357, %c1048_i32 : i32
      %1359 = arith.andi %1356, %1358 : i1
      cf.cond_br %1359, ^bb249, ^bb250
    ^bb249:  // pred: ^bb248
      %1360 = cute.memref.load(%rmem_431, %88) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
      cute.memref.store(%view_246, %88, %1360) : (!memref_gmem_f32_1, !cute.coord<"83">, f32) -> ()
      cf.br ^bb250
    ^bb250:  // 2 preds: ^bb248, ^bb249
      %tup_1028 = cute.add_offset(%tup_440, %87) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_1029 = cute.deref_arith_tuple_iter(%tup_1028) : !cute_arith_tuple_iter_d50395
      %e0_1030, %e1_1031, %e2_1032 = cute.get_leaves(%tup_1029) : !cute_int_tuple_d8f416
      %coord_1033 = cute.make_coord(%e0_1030) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1361 = cute.get_scalars(%coord_1033) : !cute.coord<"?">
      %1362 = arith.cmpi slt, %1361, %c1000_i32 : i32
      %coord_1034 = cute.make_coord(%e1_1031) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1363 = cute.get_scalars(%coord_1034) : !cute.coord<"?{div=2}">
      %1364 = arith.cmpi slt, %1363, %c1048_i32 : i32
      %1365 = arith.andi %1362, %1364 : i1
      cf.cond_br %1365, ^bb251, ^bb252
    ^bb251:  // pred: ^bb250
      %1366 = cute.memref.load(%rmem_431, %86) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
      cute.memref.store(%view_246, %86, %1366) : (!memref_gmem_f32_1, !cute.coord<"84">, f32) -> ()
      cf.br ^bb252
    ^bb252:  // 2 preds: ^bb250, ^bb251
      %tup_1035 = cute.add_offset(%tup_440, %85) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1036 = cute.deref_arith_tuple_iter(%tup_1035) : !cute_arith_tuple_iter_2fe1bf
      %e0_1037, %e1_1038, %e2_1039 = cute.get_leaves(%tup_1036) : !cute.int_tuple<"(?,?,?)">
      %coord_1040 = cute.make_coord(%e0_1037) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1367 = cute.get_scalars(%coord_1040) : !cute.coord<"?">
      %1368 = arith.cmpi slt, %1367, %c1000_i32 : i32
      %coord_1041 = cute.make_coord(%e1_1038) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1369 = cute.get_scalars(%coord_1041) : !cute.coord<"?">
      %1370 = arith.cmpi slt, %1369, %c1048_i32 : i32
      %1371 = arith.andi %1368, %1370 : i1
      cf.cond_br %1371, ^bb253, ^bb254
    ^bb253:  // pred: ^bb252
      %1372 = cute.memref.load(%rmem_431, %84) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
      cute.memref.store(%view_246, %84, %1372) : (!memref_gmem_f32_1, !cute.coord<"85">, f32) -> ()
      cf.br ^bb254
    ^bb254:  // 2 preds: ^bb252, ^bb253
      %tup_1042 = cute.add_offset(%tup_440, %83) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_1043 = cute.deref_arith_tuple_iter(%tup_1042) : !cute_arith_tuple_iter_d50395
      %e0_1044, %e1_1045, %e2_1046 = cute.get_leaves(%tup_1043) : !cute_int_tuple_d8f416
      %coord_1047 = cute.make_coord(%e0_1044) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1373 = cute.get_scalars(%coord_1047) : !cute.coord<"?">
      %1374 = arith.cmpi slt, %1373, %c1000_i32 : i32
      %coord_1048 = cute.make_coord(%e1_1045) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1375 = cute.get_scalars(%coord_1048) : !cute.coord<"?{div=2}">
      %1376 = arith.cmpi slt, %1375, %c1048_i32 : i32
      %1377 = arith.andi %1374, %1376 : i1
      cf.cond_br %1377, ^bb255, ^bb256
    ^bb255:  // pred: ^bb254
      %1378 = cute.memref.load(%rmem_431, %82) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
      cute.memref.store(%view_246, %82, %1378) : (!memref_gmem_f32_1, !cute.coord<"86">, f32) -> ()
      cf.br ^bb256
    ^bb256:  // 2 preds: ^bb254, ^bb255
      %tup_1049 = cute.add_offset(%tup_440, %81) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1050 = cute.deref_arith_tuple_iter(%tup_1049) : !cute_arith_tuple_iter_2fe1bf
      %e0_1051, %e1_1052, %e2_1053 = cute.get_leaves(%tup_1050) : !cute.int_tuple<"(?,?,?)">
      %coord_1054 = cute.make_coord(%e0_1051) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1379 = cute.get_scalars(%coord_1054) : !cute.coord<"?">
      %1380 = arith.cmpi slt, %1379, %c1000_i32 : i32
      %coord_1055 = cute.make_coord(%e1_1052) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1381 = cute.get_scalars(%coord_1055) : !cute.coord<"?">
      %1382 = arith.cmpi slt, %1381, %c1048_i32 : i32
      %1383 = arith.andi %1380, %1382 : i1
      cf.cond_br %1383, ^bb257, ^bb258
    ^bb257:  // pred: ^bb256
      %1384 = cute.memref.load(%rmem_431, %80) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
      cute.memref.store(%view_246, %80, %1384) : (!memref_gmem_f32_1, !cute.coord<"87">, f32) -> ()
      cf.br ^bb258
    ^bb258:  // 2 preds: ^bb256, ^bb257
      %tup_1056 = cute.add_offset(%tup_440, %79) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_1057 = cute.deref_arith_tuple_iter(%tup_1056) : !cute_arith_tuple_iter_d50395
      %e0_1058, %e1_1059, %e2_1060 = cute.get_leaves(%tup_1057) : !cute_int_tuple_d8f416
      %coord_1061 = cute.make_coord(%e0_1058) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1385 = cute.get_scalars(%coord_1061) : !cute.coord<"?">
      %1386 = arith.cmpi slt, %1385, %c1000_i32 : i32
      %coord_1062 = cute.make_coord(%e1_1059) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1387 = cute.get_scalars(%coord_1062) : !cute.coord<"?{div=2}">
      %1388 = arith.cmpi slt, %1387, %c1048_i32 : i32
      %1389 = arith.andi %1386, %1388 : i1
      cf.cond_br %1389, ^bb259, ^bb260
    ^bb259:  // pred: ^bb258
      %1390 = cute.memref.load(%rmem_431, %78) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
      cute.memref.store(%view_246, %78, %1390) : (!memref_gmem_f32_1, !cute.coord<"88">, f32) -> ()
      cf.br ^bb260
    ^bb260:  // 2 preds: ^bb258, ^bb259
      %tup_1063 = cute.add_offset(%tup_440, %77) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1064 = cute.deref_arith_tuple_iter(%tup_1063) : !cute_arith_tuple_iter_2fe1bf
      %e0_1065, %e1_1066, %e2_1067 = cute.get_leaves(%tup_1064) : !cute.int_tuple<"(?,?,?)">
      %coord_1068 = cute.make_coord(%e0_1065) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1391 = cute.get_scalars(%coord_1068) : !cute.coord<"?">
      %1392 = arith.cmpi slt, %1391, %c1000_i32 : i32
      %coord_1069 = cute.make_coord(%e1_1066) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1393 = cute.get_scalars(%coord_1069) : !cute.coord<"?">
      %1394 = arith.cmpi slt, %1393, %c1048_i32 : i32
      %1395 = arith.andi %1392, %1394 : i1
      cf.cond_br %1395, ^bb261, ^bb262
    ^bb261:  // pred: ^bb260
      %1396 = cute.memref.load(%rmem_431, %76) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
      cute.memref.store(%view_246, %76, %1396) : (!memref_gmem_f32_1, !cute.coord<"89">, f32) -> ()
      cf.br ^bb262
    ^bb262:  // 2 preds: ^bb260, ^bb261
      %tup_1070 = cute.add_offset(%tup_440, %75) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_1071 = cute.deref_arith_tuple_iter(%tup_1070) : !cute_arith_tuple_iter_d50395
      %e0_1072, %e1_1073, %e2_1074 = cute.get_leaves(%tup_1071) : !cute_int_tuple_d8f416
      %coord_1075 = cute.make_coord(%e0_1072) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1397 = cute.get_scalars(%coord_1075) : !cute.coord<"?">
      %1398 = arith.cmpi slt, %1397, %c1000_i32 : i32
      %coord_1076 = cute.make_coord(%e1_1073) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1399 = cute.get_scalars(%coord_1076) : !cute.coord<"?{div=2}">
      %1400 = arith.cmpi slt, %1399, %c1048_i32 : i32
      %1401 = arith.andi %1398, %1400 : i1
      cf.cond_br %1401, ^bb263, ^bb264
    ^bb263:  // pred: ^bb262
      %1402 = cute.memref.load(%rmem_431, %74) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
      cute.memref.store(%view_246, %74, %1402) : (!memref_gmem_f32_1, !cute.coord<"90">, f32) -> ()
      cf.br ^bb264
    ^bb264:  // 2 preds: ^bb262, ^bb263
      %tup_1077 = cute.add_offset(%tup_440, %73) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1078 = cute.deref_arith_tuple_iter(%tup_1077) : !cute_arith_tuple_iter_2fe1bf
      %e0_1079, %e1_1080, %e2_1081 = cute.get_leaves(%tup_1078) : !cute.int_tuple<"(?,?,?)">
      %coord_1082 = cute.make_coord(%e0_1079) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1403 = cute.get_scalars(%coord_1082) : !cute.coord<"?">
      %1404 = arith.cmpi slt, %1403, %c1000_i32 : i32
      %coord_1083 = cute.make_coord(%e1_1080) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1405 = cute.get_scalars(%coord_1083) : !cute.coord<"?">
      %1406 = arith.cmpi slt, %1405, %c1048_i32 : i32
      %1407 = arith.andi %1404, %1406 : i1
      cf.cond_br %1407, ^bb265, ^bb266
    ^bb265:  // pred: ^bb264
      %1408 = cute.memref.load(%rmem_431, %72) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
      cute.memref.store(%view_246, %72, %1408) : (!memref_gmem_f32_1, !cute.coord<"91">, f32) -> ()
      cf.br ^bb266
    ^bb266:  // 2 preds: ^bb264, ^bb265
      %tup_1084 = cute.add_offset(%tup_440, %71) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_1085 = cute.deref_arith_tuple_iter(%tup_1084) : !cute_arith_tuple_iter_d50395
      %e0_1086, %e1_1087, %e2_1088 = cute.get_leaves(%tup_1085) : !cute_int_tuple_d8f416
      %coord_1089 = cute.make_coord(%e0_1086) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1409 = cute.get_scalars(%coord_1089) : !cute.coord<"?">
      %1410 = arith.cmpi slt, %1409, %c1000_i32 : i32
      %coord_1090 = cute.make_coord(%e1_1087) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1411 = cute.get_scalars(%coord_1090) : !cute.coord<"?{div=2}">
      %1412 = arith.cmpi slt, %1411, %c1048_i32 : i32
      %1413 = arith.andi %1410, %1412 : i1
      cf.cond_br %1413, ^bb267, ^bb268
    ^bb267:  // pred: ^bb266
      %1414 = cute.memref.load(%rmem_431, %70) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
      cute.memref.store(%view_246, %70, %1414) : (!memref_gmem_f32_1, !cute.coord<"92">, f32) -> ()
      cf.br ^bb268
    ^bb268:  // 2 preds: ^bb266, ^bb267
      %tup_1091 = cute.add_offset(%tup_440, %69) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1092 = cute.deref_arith_tuple_iter(%tup_1091) : !cute_arith_tuple_iter_2fe1bf
      %e0_1093, %e1_1094, %e2_1095 = cute.get_leaves(%tup_1092) : !cute.int_tuple<"(?,?,?)">
      %coord_1096 = cute.make_coord(%e0_1093) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1415 = cute.get_scalars(%coord_1096) : !cute.coord<"?">
      %1416 = arith.cmpi slt, %1415, %c1000_i32 : i32
      %coord_1097 = cute.make_coord(%e1_1094) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1417 = cute.get_scalars(%coord_1097) : !cute.coord<"?">
      %1418 = arith.cmpi slt, %1417, %c1048_i32 : i32
      %1419 = arith.andi %1416, %1418 : i1
      cf.cond_br %1419, ^bb269, ^bb270
    ^bb269:  // pred: ^bb268
      %1420 = cute.memref.load(%rmem_431, %68) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
      cute.memref.store(%view_246, %68, %1420) : (!memref_gmem_f32_1, !cute.coord<"93">, f32) -> ()
      cf.br ^bb270
    ^bb270:  // 2 preds: ^bb268, ^bb269
      %tup_1098 = cute.add_offset(%tup_440, %67) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,80)">) -> !cute_arith_tuple_iter_d50395
      %tup_1099 = cute.deref_arith_tuple_iter(%tup_1098) : !cute_arith_tuple_iter_d50395
      %e0_1100, %e1_1101, %e2_1102 = cute.get_leaves(%tup_1099) : !cute_int_tuple_d8f416
      %coord_1103 = cute.make_coord(%e0_1100) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1421 = cute.get_scalars(%coord_1103) : !cute.coord<"?">
      %1422 = arith.cmpi slt, %1421, %c1000_i32 : i32
      %coord_1104 = cute.make_coord(%e1_1101) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1423 = cute.get_scalars(%coord_1104) : !cute.coord<"?{div=2}">
      %1424 = arith.cmpi slt, %1423, %c1048_i32 : i32
      %1425 = arith.andi %1422, %1424 : i1
      cf.cond_br %1425, ^bb271, ^bb272
    ^bb271:  // pred: ^bb270
      %1426 = cute.memref.load(%rmem_431, %66) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
      cute.memref.store(%view_246, %66, %1426) : (!memref_gmem_f32_1, !cute.coord<"94">, f32) -> ()
      cf.br ^bb272
    ^bb272:  // 2 preds: ^bb270, ^bb271
      %tup_1105 = cute.add_offset(%tup_440, %65) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,81)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1106 = cute.deref_arith_tuple_iter(%tup_1105) : !cute_arith_tuple_iter_2fe1bf
      %e0_1107, %e1_1108, %e2_1109 = cute.get_leaves(%tup_1106) : !cute.int_tuple<"(?,?,?)">
      %coord_1110 = cute.make_coord(%e0_1107) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1427 = cute.get_scalars(%coord_1110) : !cute.coord<"?">
      %1428 = arith.cmpi slt, %1427, %c1000_i32 : i32
      %coord_1111 = cute.make_coord(%e1_1108) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1429 = cute.get_scalars(%coord_1111) : !cute.coord<"?">
      %1430 = arith.cmpi slt, %1429, %c1048_i32 : i32
      %1431 = arith.andi %1428, %1430 : i1
      cf.cond_br %1431, ^bb273, ^bb274
    ^bb273:  // pred: ^bb272
      %1432 = cute.memref.load(%rmem_431, %64) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
      cute.memref.store(%view_246, %64, %1432) : (!memref_gmem_f32_1, !cute.coord<"95">, f32) -> ()
      cf.br ^bb274
    ^bb274:  // 2 preds: ^bb272, ^bb273
      %tup_1112 = cute.add_offset(%tup_440, %63) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1113 = cute.deref_arith_tuple_iter(%tup_1112) : !cute_arith_tuple_iter_d50395
      %e0_1114, %e1_1115, %e2_1116 = cute.get_leaves(%tup_1113) : !cute_int_tuple_d8f416
      %coord_1117 = cute.make_coord(%e0_1114) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1433 = cute.get_scalars(%coord_1117) : !cute.coord<"?">
      %1434 = arith.cmpi slt, %1433, %c1000_i32 : i32
      %coord_1118 = cute.make_coord(%e1_1115) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1435 = cute.get_scalars(%coord_1118) : !cute.coord<"?{div=2}">
      %1436 = arith.cmpi slt, %1435, %c1048_i32 : i32
      %1437 = arith.andi %1434, %1436 : i1
      cf.cond_br %1437, ^bb275, ^bb276
    ^bb275:  // pred: ^bb274
      %1438 = cute.memref.load(%rmem_431, %62) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
      cute.memref.store(%view_246, %62, %1438) : (!memref_gmem_f32_1, !cute.coord<"96">, f32) -> ()
      cf.br ^bb276
    ^bb276:  // 2 preds: ^bb274, ^bb275
      %tup_1119 = cute.add_offset(%tup_440, %61) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1120 = cute.deref_arith_tuple_iter(%tup_1119) : !cute_arith_tuple_iter_2fe1bf
      %e0_1121, %e1_1122, %e2_1123 = cute.get_leaves(%tup_1120) : !cute.int_tuple<"(?,?,?)">
      %coord_1124 = cute.make_coord(%e0_1121) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1439 = cute.get_scalars(%coord_1124) : !cute.coord<"?">
      %1440 = arith.cmpi slt, %1439, %c1000_i32 : i32
      %coord_1125 = cute.make_coord(%e1_1122) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1441 = cute.get_scalars(%coord_1125) : !cute.coord<"?">
      %1442 = arith.cmpi slt, %1441, %c1048_i32 : i32
      %1443 = arith.andi %1440, %1442 : i1
      cf.cond_br %1443, ^bb277, ^bb278
    ^bb277:  // pred: ^bb276
      %1444 = cute.memref.load(%rmem_431, %60) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
      cute.memref.store(%view_246, %60, %1444) : (!memref_gmem_f32_1, !cute.coord<"97">, f32) -> ()
      cf.br ^bb278
    ^bb278:  // 2 preds: ^bb276, ^bb277
      %tup_1126 = cute.add_offset(%tup_440, %59) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1127 = cute.deref_arith_tuple_iter(%tup_1126) : !cute_arith_tuple_iter_d50395
      %e0_1128, %e1_1129, %e2_1130 = cute.get_leaves(%tup_1127) : !cute_int_tuple_d8f416
      %coord_1131 = cute.make_coord(%e0_1128) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1445 = cute.get_scalars(%coord_1131) : !cute.coord<"?">
      %1446 = arith.cmpi slt, %1445, %c1000_i32 : i32
      %coord_1132 = cute.make_coord(%e1_1129) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1447 = cute.get_scalars(%coord_1132) : !cute.coord<"?{div=2}">
      %1448 = arith.cmpi slt, %1447, %c1048_i32 : i32
      %1449 = arith.andi %1446, %1448 : i1
      cf.cond_br %1449, ^bb279, ^bb280
    ^bb279:  // pred: ^bb278
      %1450 = cute.memref.load(%rmem_431, %58) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
      cute.memref.store(%view_246, %58, %1450) : (!memref_gmem_f32_1, !cute.coord<"98">, f32) -> ()
      cf.br ^bb280
    ^bb280:  // 2 preds: ^bb278, ^bb279
      %tup_1133 = cute.add_offset(%tup_440, %57) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1134 = cute.deref_arith_tuple_iter(%tup_1133) : !cute_arith_tuple_iter_2fe1bf
      %e0_1135, %e1_1136, %e2_1137 = cute.get_leaves(%tup_1134) : !cute.int_tuple<"(?,?,?)">
      %coord_1138 = cute.make_coord(%e0_1135) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1451 = cute.get_scalars(%coord_1138) : !cute.coord<"?">
      %1452 = arith.cmpi slt, %1451, %c1000_i32 : i32
      %coord_1139 = cute.make_coord(%e1_1136) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1453 = cute.get_scalars(%coord_1139) : !cute.coord<"?">
      %1454 = arith.cmpi slt, %1453, %c1048_i32 : i32
      %1455 = arith.andi %1452, %1454 : i1
      cf.cond_br %1455, ^bb281, ^bb282
    ^bb281:  // pred: ^bb280
      %1456 = cute.memref.load(%rmem_431, %56) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
      cute.memref.store(%view_246, %56, %1456) : (!memref_gmem_f32_1, !cute.coord<"99">, f32) -> ()
      cf.br ^bb282
    ^bb282:  // 2 preds: ^bb280, ^bb281
      %tup_1140 = cute.add_offset(%tup_440, %55) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1141 = cute.deref_arith_tuple_iter(%tup_1140) : !cute_arith_tuple_iter_d50395
      %e0_1142, %e1_1143, %e2_1144 = cute.get_leaves(%tup_1141) : !cute_int_tuple_d8f416
      %coord_1145 = cute.make_coord(%e0_1142) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1457 = cute.get_scalars(%coord_1145) : !cute.coord<"?">
      %1458 = arith.cmpi slt, %1457, %c1000_i32 : i32
      %coord_1146 = cute.make_coord(%e1_1143) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1459 = cute.get_scalars(%coord_1146) : !cute.coord<"?{div=2}">
      %1460 = arith.cmpi slt, %1459, %c1048_i32 : i32
      %1461 = arith.andi %1458, %1460 : i1
      cf.cond_br %1461, ^bb283, ^bb284
    ^bb283:  // pred: ^bb282
      %1462 = cute.memref.load(%rmem_431, %54) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
      cute.memref.store(%view_246, %54, %1462) : (!memref_gmem_f32_1, !cute.coord<"100">, f32) -> ()
      cf.br ^bb284
    ^bb284:  // 2 preds: ^bb282, ^bb283
      %tup_1147 = cute.add_offset(%tup_440, %53) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1148 = cute.deref_arith_tuple_iter(%tup_1147) : !cute_arith_tuple_iter_2fe1bf
      %e0_1149, %e1_1150, %e2_1151 = cute.get_leaves(%tup_1148) : !cute.int_tuple<"(?,?,?)">
      %coord_1152 = cute.make_coord(%e0_1149) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1463 = cute.get_scalars(%coord_1152) : !cute.coord<"?">
      %1464 = arith.cmpi slt, %1463, %c1000_i32 : i32
      %coord_1153 = cute.make_coord(%e1_1150) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1465 = cute.get_scalars(%coord_1153) : !cute.coord<"?">
      %1466 = arith.cmpi slt, %1465, %c1048_i32 : i32
      %1467 = arith.andi %1464, %1466 : i1
      cf.cond_br %1467, ^bb285, ^bb286
    ^bb285:  // pred: ^bb284
      %1468 = cute.memref.load(%rmem_431, %52) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
      cute.memref.store(%view_246, %52, %1468) : (!memref_gmem_f32_1, !cute.coord<"101">, f32) -> ()
      cf.br ^bb286
    ^bb286:  // 2 preds: ^bb284, ^bb285
      %tup_1154 = cute.add_offset(%tup_440, %51) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1155 = cute.deref_arith_tuple_iter(%tup_1154) : !cute_arith_tuple_iter_d50395
      %e0_1156, %e1_1157, %e2_1158 = cute.get_leaves(%tup_1155) : !cute_int_tuple_d8f416
      %coord_1159 = cute.make_coord(%e0_1156) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1469 = cute.get_scalars(%coord_1159) : !cute.coord<"?">
      %1470 = arith.cmpi slt, %1469, %c1000_i32 : i32
      %coord_1160 = cute.make_coord(%e1_1157) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1471 = cute.get_scalars(%coord_1160) : !cute.coord<"?{div=2}">
      %1472 = arith.cmpi slt, %1471, %c1048_i32 : i32
      %1473 = arith.andi %1470, %1472 : i1
      cf.cond_br %1473, ^bb287, ^bb288
    ^bb287:  // pred: ^bb286
      %1474 = cute.memref.load(%rmem_431, %50) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
      cute.memref.store(%view_246, %50, %1474) : (!memref_gmem_f32_1, !cute.coord<"102">, f32) -> ()
      cf.br ^bb288
    ^bb288:  // 2 preds: ^bb286, ^bb287
      %tup_1161 = cute.add_offset(%tup_440, %49) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1162 = cute.deref_arith_tuple_iter(%tup_1161) : !cute_arith_tuple_iter_2fe1bf
      %e0_1163, %e1_1164, %e2_1165 = cute.get_leaves(%tup_1162) : !cute.int_tuple<"(?,?,?)">
      %coord_1166 = cute.make_coord(%e0_1163) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1475 = cute.get_scalars(%coord_1166) : !cute.coord<"?">
      %1476 = arith.cmpi slt, %1475, %c1000_i32 : i32
      %coord_1167 = cute.make_coord(%e1_1164) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1477 = cute.get_scalars(%coord_1167) : !cute.coord<"?">
      %1478 = arith.cmpi slt, %1477, %c1048_i32 : i32
      %1479 = arith.andi %1476, %1478 : i1
      cf.cond_br %1479, ^bb289, ^bb290
    ^bb289:  // pred: ^bb288
      %1480 = cute.memref.load(%rmem_431, %48) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
      cute.memref.store(%view_246, %48, %1480) : (!memref_gmem_f32_1, !cute.coord<"103">, f32) -> ()
      cf.br ^bb290
    ^bb290:  // 2 preds: ^bb288, ^bb289
      %tup_1168 = cute.add_offset(%tup_440, %47) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1169 = cute.deref_arith_tuple_iter(%tup_1168) : !cute_arith_tuple_iter_d50395
      %e0_1170, %e1_1171, %e2_1172 = cute.get_leaves(%tup_1169) : !cute_int_tuple_d8f416
      %coord_1173 = cute.make_coord(%e0_1170) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1481 = cute.get_scalars(%coord_1173) : !cute.coord<"?">
      %1482 = arith.cmpi slt, %1481, %c1000_i32 : i32
      %coord_1174 = cute.make_coord(%e1_1171) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1483 = cute.get_scalars(%coord_1174) : !cute.coord<"?{div=2}">
      %1484 = arith.cmpi slt, %1483, %c1048_i32 : i32
      %1485 = arith.andi %1482, %1484 : i1
      cf.cond_br %1485, ^bb291, ^bb292
    ^bb291:  // pred: ^bb290
      %1486 = cute.memref.load(%rmem_431, %46) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
      cute.memref.store(%view_246, %46, %1486) : (!memref_gmem_f32_1, !cute.coord<"104">, f32) -> ()
      cf.br ^bb292
    ^bb292:  // 2 preds: ^bb290, ^bb291
      %tup_1175 = cute.add_offset(%tup_440, %45) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1176 = cute.deref_arith_tuple_iter(%tup_1175) : !cute_arith_tuple_iter_2fe1bf
      %e0_1177, %e1_1178, %e2_1179 = cute.get_leaves(%tup_1176) : !cute.int_tuple<"(?,?,?)">
      %coord_1180 = cute.make_coord(%e0_1177) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1487 = cute.get_scalars(%coord_1180) : !cute.coord<"?">
      %1488 = arith.cmpi slt, %1487, %c1000_i32 : i32
      %coord_1181 = cute.make_coord(%e1_1178) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1489 = cute.get_scalars(%coord_1181) : !cute.coord<"?">
      %1490 = arith.cmpi slt, %1489, %c1048_i32 : i32
      %1491 = arith.andi %1488, %1490 : i1
      cf.cond_br %1491, ^bb293, ^bb294
    ^bb293:  // pred: ^bb292
      %1492 = cute.memref.load(%rmem_431, %44) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
      cute.memref.store(%view_246, %44, %1492) : (!memref_gmem_f32_1, !cute.coord<"105">, f32) -> ()
      cf.br ^bb294
    ^bb294:  // 2 preds: ^bb292, ^bb293
      %tup_1182 = cute.add_offset(%tup_440, %43) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1183 = cute.deref_arith_tuple_iter(%tup_1182) : !cute_arith_tuple_iter_d50395
      %e0_1184, %e1_1185, %e2_1186 = cute.get_leaves(%tup_1183) : !cute_int_tuple_d8f416
      %coord_1187 = cute.make_coord(%e0_1184) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1493 = cute.get_scalars(%coord_1187) : !cute.coord<"?">
      %1494 = arith.cmpi slt, %1493, %c1000_i32 : i32
      %coord_1188 = cute.make_coord(%e1_1185) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1495 = cute.get_scalars(%coord_1188) : !cute.coord<"?{div=2}">
      %1496 = arith.cmpi slt, %1495, %c1048_i32 : i32
      %1497 = arith.andi %1494, %1496 : i1
      cf.cond_br %1497, ^bb295, ^bb296
    ^bb295:  // pred: ^bb294
      %1498 = cute.memref.load(%rmem_431, %42) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
      cute.memref.store(%view_246, %42, %1498) : (!memref_gmem_f32_1, !cute.coord<"106">, f32) -> ()
      cf.br ^bb296
    ^bb296:  // 2 preds: ^bb294, ^bb295
      %tup_1189 = cute.add_offset(%tup_440, %41) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1190 = cute.deref_arith_tuple_iter(%tup_1189) : !cute_arith_tuple_iter_2fe1bf
      %e0_1191, %e1_1192, %e2_1193 = cute.get_leaves(%tup_1190) : !cute.int_tuple<"(?,?,?)">
      %coord_1194 = cute.make_coord(%e0_1191) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1499 = cute.get_scalars(%coord_1194) : !cute.coord<"?">
      %1500 = arith.cmpi slt, %1499, %c1000_i32 : i32
      %coord_1195 = cute.make_coord(%e1_1192) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1501 = cute.get_scalars(%coord_1195) : !cute.coord<"?">
      %1502 = arith.cmpi slt, %1501, %c1048_i32 : i32
      %1503 = arith.andi %1500, %1502 : i1
      cf.cond_br %1503, ^bb297, ^bb298
    ^bb297:  // pred: ^bb296
      %1504 = cute.memref.load(%rmem_431, %40) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
      cute.memref.store(%view_246, %40, %1504) : (!memref_gmem_f32_1, !cute.coord<"107">, f32) -> ()
      cf.br ^bb298
    ^bb298:  // 2 preds: ^bb296, ^bb297
      %tup_1196 = cute.add_offset(%tup_440, %39) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1197 = cute.deref_arith_tuple_iter(%tup_1196) : !cute_arith_tuple_iter_d50395
      %e0_1198, %e1_1199, %e2_1200 = cute.get_leaves(%tup_1197) : !cute_int_tuple_d8f416
      %coord_1201 = cute.make_coord(%e0_1198) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1505 = cute.get_scalars(%coord_1201) : !cute.coord<"?">
      %1506 = arith.cmpi slt, %1505, %c1000_i32 : i32
      %coord_1202 = cute.make_coord(%e1_1199) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1507 = cute.get_scalars(%coord_1202) : !cute.coord<"?{div=2}">
      %1508 = arith.cmpi slt, %1507, %c1048_i32 : i32
      %1509 = arith.andi %1506, %1508 : i1
      cf.cond_br %1509, ^bb299, ^bb300
    ^bb299:  // pred: ^bb298
      %1510 = cute.memref.load(%rmem_431, %38) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
      cute.memref.store(%view_246, %38, %1510) : (!memref_gmem_f32_1, !cute.coord<"108">, f32) -> ()
      cf.br ^bb300
    ^bb300:  // 2 preds: ^bb298, ^bb299
      %tup_1203 = cute.add_offset(%tup_440, %37) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1204 = cute.deref_arith_tuple_iter(%tup_1203) : !cute_arith_tuple_iter_2fe1bf
      %e0_1205, %e1_1206, %e2_1207 = cute.get_leaves(%tup_1204) : !cute.int_tuple<"(?,?,?)">
      %coord_1208 = cute.make_coord(%e0_1205) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1511 = cute.get_scalars(%coord_1208) : !cute.coord<"?">
      %1512 = arith.cmpi slt, %1511, %c1000_i32 : i32
      %coord_1209 = cute.make_coord(%e1_1206) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1513 = cute.get_scalars(%coord_1209) : !cute.coord<"?">
      %1514 = arith.cmpi slt, %1513, %c1048_i32 : i32
      %1515 = arith.andi %1512, %1514 : i1
      cf.cond_br %1515, ^bb301, ^bb302
    ^bb301:  // pred: ^bb300
      %1516 = cute.memref.load(%rmem_431, %36) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
      cute.memref.store(%view_246, %36, %1516) : (!memref_gmem_f32_1, !cute.coord<"109">, f32) -> ()
      cf.br ^bb302
    ^bb302:  // 2 preds: ^bb300, ^bb301
      %tup_1210 = cute.add_offset(%tup_440, %35) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,96)">) -> !cute_arith_tuple_iter_d50395
      %tup_1211 = cute.deref_arith_tuple_iter(%tup_1210) : !cute_arith_tuple_iter_d50395
      %e0_1212, %e1_1213, %e2_1214 = cute.get_leaves(%tup_1211) : !cute_int_tuple_d8f416
      %coord_1215 = cute.make_coord(%e0_1212) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1517 = cute.get_scalars(%coord_1215) : !cute.coord<"?">
      %1518 = arith.cmpi slt, %1517, %c1000_i32 : i32
      %coord_1216 = cute.make_coord(%e1_1213) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1519 = cute.get_scalars(%coord_1216) : !cute.coord<"?{div=2}">
      %1520 = arith.cmpi slt, %1519, %c1048_i32 : i32
      %1521 = arith.andi %1518, %1520 : i1
      cf.cond_br %1521, ^bb303, ^bb304
    ^bb303:  // pred: ^bb302
      %1522 = cute.memref.load(%rmem_431, %34) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
      cute.memref.store(%view_246, %34, %1522) : (!memref_gmem_f32_1, !cute.coord<"110">, f32) -> ()
      cf.br ^bb304
    ^bb304:  // 2 preds: ^bb302, ^bb303
      %tup_1217 = cute.add_offset(%tup_440, %33) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,97)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1218 = cute.deref_arith_tuple_iter(%tup_1217) : !cute_arith_tuple_iter_2fe1bf
      %e0_1219, %e1_1220, %e2_1221 = cute.get_leaves(%tup_1218) : !cute.int_tuple<"(?,?,?)">
      %coord_1222 = cute.make_coord(%e0_1219) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1523 = cute.get_scalars(%coord_1222) : !cute.coord<"?">
      %1524 = arith.cmpi slt, %1523, %c1000_i32 : i32
      %coord_1223 = cute.make_coord(%e1_1220) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1525 = cute.get_scalars(%coord_1223) : !cute.coord<"?">
      %1526 = arith.cmpi slt, %1525, %c1048_i32 : i32
      %1527 = arith.andi %1524, %1526 : i1
      cf.cond_br %1527, ^bb305, ^bb306
    ^bb305:  // pred: ^bb304
      %1528 = cute.memref.load(%rmem_431, %32) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
      cute.memref.store(%view_246, %32, %1528) : (!memref_gmem_f32_1, !cute.coord<"111">, f32) -> ()
      cf.br ^bb306
    ^bb306:  // 2 preds: ^bb304, ^bb305
      %tup_1224 = cute.add_offset(%tup_440, %31) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1225 = cute.deref_arith_tuple_iter(%tup_1224) : !cute_arith_tuple_iter_d50395
      %e0_1226, %e1_1227, %e2_1228 = cute.get_leaves(%tup_1225) : !cute_int_tuple_d8f416
      %coord_1229 = cute.make_coord(%e0_1226) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1529 = cute.get_scalars(%coord_1229) : !cute.coord<"?">
      %1530 = arith.cmpi slt, %1529, %c1000_i32 : i32
      %coord_1230 = cute.make_coord(%e1_1227) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1531 = cute.get_scalars(%coord_1230) : !cute.coord<"?{div=2}">
      %1532 = arith.cmpi slt, %1531, %c1048_i32 : i32
      %1533 = arith.andi %1530, %1532 : i1
      cf.cond_br %1533, ^bb307, ^bb308
    ^bb307:  // pred: ^bb306
      %1534 = cute.memref.load(%rmem_431, %30) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
      cute.memref.store(%view_246, %30, %1534) : (!memref_gmem_f32_1, !cute.coord<"112">, f32) -> ()
      cf.br ^bb308
    ^bb308:  // 2 preds: ^bb306, ^bb307
      %tup_1231 = cute.add_offset(%tup_440, %29) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(0,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1232 = cute.deref_arith_tuple_iter(%tup_1231) : !cute_arith_tuple_iter_2fe1bf
      %e0_1233, %e1_1234, %e2_1235 = cute.get_leaves(%tup_1232) : !cute.int_tuple<"(?,?,?)">
      %coord_1236 = cute.make_coord(%e0_1233) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1535 = cute.get_scalars(%coord_1236) : !cute.coord<"?">
      %1536 = arith.cmpi slt, %1535, %c1000_i32 : i32
      %coord_1237 = cute.make_coord(%e1_1234) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1537 = cute.get_scalars(%coord_1237) : !cute.coord<"?">
      %1538 = arith.cmpi slt, %1537, %c1048_i32 : i32
      %1539 = arith.andi %1536, %1538 : i1
      cf.cond_br %1539, ^bb309, ^bb310
    ^bb309:  // pred: ^bb308
      %1540 = cute.memref.load(%rmem_431, %28) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
      cute.memref.store(%view_246, %28, %1540) : (!memref_gmem_f32_1, !cute.coord<"113">, f32) -> ()
      cf.br ^bb310
    ^bb310:  // 2 preds: ^bb308, ^bb309
      %tup_1238 = cute.add_offset(%tup_440, %27) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1239 = cute.deref_arith_tuple_iter(%tup_1238) : !cute_arith_tuple_iter_d50395
      %e0_1240, %e1_1241, %e2_1242 = cute.get_leaves(%tup_1239) : !cute_int_tuple_d8f416
      %coord_1243 = cute.make_coord(%e0_1240) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1541 = cute.get_scalars(%coord_1243) : !cute.coord<"?">
      %1542 = arith.cmpi slt, %1541, %c1000_i32 : i32
      %coord_1244 = cute.make_coord(%e1_1241) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1543 = cute.get_scalars(%coord_1244) : !cute.coord<"?{div=2}">
      %1544 = arith.cmpi slt, %1543, %c1048_i32 : i32
      %1545 = arith.andi %1542, %1544 : i1
      cf.cond_br %1545, ^bb311, ^bb312
    ^bb311:  // pred: ^bb310
      %1546 = cute.memref.load(%rmem_431, %26) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
      cute.memref.store(%view_246, %26, %1546) : (!memref_gmem_f32_1, !cute.coord<"114">, f32) -> ()
      cf.br ^bb312
    ^bb312:  // 2 preds: ^bb310, ^bb311
      %tup_1245 = cute.add_offset(%tup_440, %25) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(8,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1246 = cute.deref_arith_tuple_iter(%tup_1245) : !cute_arith_tuple_iter_2fe1bf
      %e0_1247, %e1_1248, %e2_1249 = cute.get_leaves(%tup_1246) : !cute.int_tuple<"(?,?,?)">
      %coord_1250 = cute.make_coord(%e0_1247) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1547 = cute.get_scalars(%coord_1250) : !cute.coord<"?">
      %1548 = arith.cmpi slt, %1547, %c1000_i32 : i32
      %coord_1251 = cute.make_coord(%e1_1248) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1549 = cute.get_scalars(%coord_1251) : !cute.coord<"?">
      %1550 = arith.cmpi slt, %1549, %c1048_i32 : i32
      %1551 = arith.andi %1548, %1550 : i1
      cf.cond_br %1551, ^bb313, ^bb314
    ^bb313:  // pred: ^bb312
      %1552 = cute.memref.load(%rmem_431, %24) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
      cute.memref.store(%view_246, %24, %1552) : (!memref_gmem_f32_1, !cute.coord<"115">, f32) -> ()
      cf.br ^bb314
    ^bb314:  // 2 preds: ^bb312, ^bb313
      %tup_1252 = cute.add_offset(%tup_440, %23) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1253 = cute.deref_arith_tuple_iter(%tup_1252) : !cute_arith_tuple_iter_d50395
      %e0_1254, %e1_1255, %e2_1256 = cute.get_leaves(%tup_1253) : !cute_int_tuple_d8f416
      %coord_1257 = cute.make_coord(%e0_1254) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1553 = cute.get_scalars(%coord_1257) : !cute.coord<"?">
      %1554 = arith.cmpi slt, %1553, %c1000_i32 : i32
      %coord_1258 = cute.make_coord(%e1_1255) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1555 = cute.get_scalars(%coord_1258) : !cute.coord<"?{div=2}">
      %1556 = arith.cmpi slt, %1555, %c1048_i32 : i32
      %1557 = arith.andi %1554, %1556 : i1
      cf.cond_br %1557, ^bb315, ^bb316
    ^bb315:  // pred: ^bb314
      %1558 = cute.memref.load(%rmem_431, %22) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
      cute.memref.store(%view_246, %22, %1558) : (!memref_gmem_f32_1, !cute.coord<"116">, f32) -> ()
      cf.br ^bb316
    ^bb316:  // 2 preds: ^bb314, ^bb315
      %tup_1259 = cute.add_offset(%tup_440, %21) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(32,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1260 = cute.deref_arith_tuple_iter(%tup_1259) : !cute_arith_tuple_iter_2fe1bf
      %e0_1261, %e1_1262, %e2_1263 = cute.get_leaves(%tup_1260) : !cute.int_tuple<"(?,?,?)">
      %coord_1264 = cute.make_coord(%e0_1261) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1559 = cute.get_scalars(%coord_1264) : !cute.coord<"?">
      %1560 = arith.cmpi slt, %1559, %c1000_i32 : i32
      %coord_1265 = cute.make_coord(%e1_1262) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1561 = cute.get_scalars(%coord_1265) : !cute.coord<"?">
      %1562 = arith.cmpi slt, %1561, %c1048_i32 : i32
      %1563 = arith.andi %1560, %1562 : i1
      cf.cond_br %1563, ^bb317, ^bb318
    ^bb317:  // pred: ^bb316
      %1564 = cute.memref.load(%rmem_431, %20) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
      cute.memref.store(%view_246, %20, %1564) : (!memref_gmem_f32_1, !cute.coord<"117">, f32) -> ()
      cf.br ^bb318
    ^bb318:  // 2 preds: ^bb316, ^bb317
      %tup_1266 = cute.add_offset(%tup_440, %19) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1267 = cute.deref_arith_tuple_iter(%tup_1266) : !cute_arith_tuple_iter_d50395
      %e0_1268, %e1_1269, %e2_1270 = cute.get_leaves(%tup_1267) : !cute_int_tuple_d8f416
      %coord_1271 = cute.make_coord(%e0_1268) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1565 = cute.get_scalars(%coord_1271) : !cute.coord<"?">
      %1566 = arith.cmpi slt, %1565, %c1000_i32 : i32
      %coord_1272 = cute.make_coord(%e1_1269) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1567 = cute.get_scalars(%coord_1272) : !cute.coord<"?{div=2}">
      %1568 = arith.cmpi slt, %1567, %c1048_i32 : i32
      %1569 = arith.andi %1566, %1568 : i1
      cf.cond_br %1569, ^bb319, ^bb320
    ^bb319:  // pred: ^bb318
      %1570 = cute.memref.load(%rmem_431, %18) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
      cute.memref.store(%view_246, %18, %1570) : (!memref_gmem_f32_1, !cute.coord<"118">, f32) -> ()
      cf.br ^bb320
    ^bb320:  // 2 preds: ^bb318, ^bb319
      %tup_1273 = cute.add_offset(%tup_440, %17) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(40,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1274 = cute.deref_arith_tuple_iter(%tup_1273) : !cute_arith_tuple_iter_2fe1bf
      %e0_1275, %e1_1276, %e2_1277 = cute.get_leaves(%tup_1274) : !cute.int_tuple<"(?,?,?)">
      %coord_1278 = cute.make_coord(%e0_1275) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1571 = cute.get_scalars(%coord_1278) : !cute.coord<"?">
      %1572 = arith.cmpi slt, %1571, %c1000_i32 : i32
      %coord_1279 = cute.make_coord(%e1_1276) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1573 = cute.get_scalars(%coord_1279) : !cute.coord<"?">
      %1574 = arith.cmpi slt, %1573, %c1048_i32 : i32
      %1575 = arith.andi %1572, %1574 : i1
      cf.cond_br %1575, ^bb321, ^bb322
    ^bb321:  // pred: ^bb320
      %1576 = cute.memref.load(%rmem_431, %16) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
      cute.memref.store(%view_246, %16, %1576) : (!memref_gmem_f32_1, !cute.coord<"119">, f32) -> ()
      cf.br ^bb322
    ^bb322:  // 2 preds: ^bb320, ^bb321
      %tup_1280 = cute.add_offset(%tup_440, %15) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1281 = cute.deref_arith_tuple_iter(%tup_1280) : !cute_arith_tuple_iter_d50395
      %e0_1282, %e1_1283, %e2_1284 = cute.get_leaves(%tup_1281) : !cute_int_tuple_d8f416
      %coord_1285 = cute.make_coord(%e0_1282) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1577 = cute.get_scalars(%coord_1285) : !cute.coord<"?">
      %1578 = arith.cmpi slt, %1577, %c1000_i32 : i32
      %coord_1286 = cute.make_coord(%e1_1283) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1579 = cute.get_scalars(%coord_1286) : !cute.coord<"?{div=2}">
      %1580 = arith.cmpi slt, %1579, %c1048_i32 : i32
      %1581 = arith.andi %1578, %1580 : i1
      cf.cond_br %1581, ^bb323, ^bb324
    ^bb323:  // pred: ^bb322
      %1582 = cute.memref.load(%rmem_431, %14) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
      cute.memref.store(%view_246, %14, %1582) : (!memref_gmem_f32_1, !cute.coord<"120">, f32) -> ()
      cf.br ^bb324
    ^bb324:  // 2 preds: ^bb322, ^bb323
      %tup_1287 = cute.add_offset(%tup_440, %13) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(64,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1288 = cute.deref_arith_tuple_iter(%tup_1287) : !cute_arith_tuple_iter_2fe1bf
      %e0_1289, %e1_1290, %e2_1291 = cute.get_leaves(%tup_1288) : !cute.int_tuple<"(?,?,?)">
      %coord_1292 = cute.make_coord(%e0_1289) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1583 = cute.get_scalars(%coord_1292) : !cute.coord<"?">
      %1584 = arith.cmpi slt, %1583, %c1000_i32 : i32
      %coord_1293 = cute.make_coord(%e1_1290) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1585 = cute.get_scalars(%coord_1293) : !cute.coord<"?">
      %1586 = arith.cmpi slt, %1585, %c1048_i32 : i32
      %1587 = arith.andi %1584, %1586 : i1
      cf.cond_br %1587, ^bb325, ^bb326
    ^bb325:  // pred: ^bb324
      %1588 = cute.memref.load(%rmem_431, %12) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
      cute.memref.store(%view_246, %12, %1588) : (!memref_gmem_f32_1, !cute.coord<"121">, f32) -> ()
      cf.br ^bb326
    ^bb326:  // 2 preds: ^bb324, ^bb325
      %tup_1294 = cute.add_offset(%tup_440, %11) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1295 = cute.deref_arith_tuple_iter(%tup_1294) : !cute_arith_tuple_iter_d50395
      %e0_1296, %e1_1297, %e2_1298 = cute.get_leaves(%tup_1295) : !cute_int_tuple_d8f416
      %coord_1299 = cute.make_coord(%e0_1296) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1589 = cute.get_scalars(%coord_1299) : !cute.coord<"?">
      %1590 = arith.cmpi slt, %1589, %c1000_i32 : i32
      %coord_1300 = cute.make_coord(%e1_1297) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1591 = cute.get_scalars(%coord_1300) : !cute.coord<"?{div=2}">
      %1592 = arith.cmpi slt, %1591, %c1048_i32 : i32
      %1593 = arith.andi %1590, %1592 : i1
      cf.cond_br %1593, ^bb327, ^bb328
    ^bb327:  // pred: ^bb326
      %1594 = cute.memref.load(%rmem_431, %10) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
      cute.memref.store(%view_246, %10, %1594) : (!memref_gmem_f32_1, !cute.coord<"122">, f32) -> ()
      cf.br ^bb328
    ^bb328:  // 2 preds: ^bb326, ^bb327
      %tup_1301 = cute.add_offset(%tup_440, %9) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(72,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1302 = cute.deref_arith_tuple_iter(%tup_1301) : !cute_arith_tuple_iter_2fe1bf
      %e0_1303, %e1_1304, %e2_1305 = cute.get_leaves(%tup_1302) : !cute.int_tuple<"(?,?,?)">
      %coord_1306 = cute.make_coord(%e0_1303) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1595 = cute.get_scalars(%coord_1306) : !cute.coord<"?">
      %1596 = arith.cmpi slt, %1595, %c1000_i32 : i32
      %coord_1307 = cute.make_coord(%e1_1304) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1597 = cute.get_scalars(%coord_1307) : !cute.coord<"?">
      %1598 = arith.cmpi slt, %1597, %c1048_i32 : i32
      %1599 = arith.andi %1596, %1598 : i1
      cf.cond_br %1599, ^bb329, ^bb330
    ^bb329:  // pred: ^bb328
      %1600 = cute.memref.load(%rmem_431, %8) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
      cute.memref.store(%view_246, %8, %1600) : (!memref_gmem_f32_1, !cute.coord<"123">, f32) -> ()
      cf.br ^bb330
    ^bb330:  // 2 preds: ^bb328, ^bb329
      %tup_1308 = cute.add_offset(%tup_440, %7) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1309 = cute.deref_arith_tuple_iter(%tup_1308) : !cute_arith_tuple_iter_d50395
      %e0_1310, %e1_1311, %e2_1312 = cute.get_leaves(%tup_1309) : !cute_int_tuple_d8f416
      %coord_1313 = cute.make_coord(%e0_1310) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1601 = cute.get_scalars(%coord_1313) : !cute.coord<"?">
      %1602 = arith.cmpi slt, %1601, %c1000_i32 : i32
      %coord_1314 = cute.make_coord(%e1_1311) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1603 = cute.get_scalars(%coord_1314) : !cute.coord<"?{div=2}">
      %1604 = arith.cmpi slt, %1603, %c1048_i32 : i32
      %1605 = arith.andi %1602, %1604 : i1
      cf.cond_br %1605, ^bb331, ^bb332
    ^bb331:  // pred: ^bb330
      %1606 = cute.memref.load(%rmem_431, %6) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
      cute.memref.store(%view_246, %6, %1606) : (!memref_gmem_f32_1, !cute.coord<"124">, f32) -> ()
      cf.br ^bb332
    ^bb332:  // 2 preds: ^bb330, ^bb331
      %tup_1315 = cute.add_offset(%tup_440, %5) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(96,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1316 = cute.deref_arith_tuple_iter(%tup_1315) : !cute_arith_tuple_iter_2fe1bf
      %e0_1317, %e1_1318, %e2_1319 = cute.get_leaves(%tup_1316) : !cute.int_tuple<"(?,?,?)">
      %coord_1320 = cute.make_coord(%e0_1317) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1607 = cute.get_scalars(%coord_1320) : !cute.coord<"?">
      %1608 = arith.cmpi slt, %1607, %c1000_i32 : i32
      %coord_1321 = cute.make_coord(%e1_1318) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1609 = cute.get_scalars(%coord_1321) : !cute.coord<"?">
      %1610 = arith.cmpi slt, %1609, %c1048_i32 : i32
      %1611 = arith.andi %1608, %1610 : i1
      cf.cond_br %1611, ^bb333, ^bb334
    ^bb333:  // pred: ^bb332
      %1612 = cute.memref.load(%rmem_431, %4) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
      cute.memref.store(%view_246, %4, %1612) : (!memref_gmem_f32_1, !cute.coord<"125">, f32) -> ()
      cf.br ^bb334
    ^bb334:  // 2 preds: ^bb332, ^bb333
      %tup_1322 = cute.add_offset(%tup_440, %3) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,112)">) -> !cute_arith_tuple_iter_d50395
      %tup_1323 = cute.deref_arith_tuple_iter(%tup_1322) : !cute_arith_tuple_iter_d50395
      %e0_1324, %e1_1325, %e2_1326 = cute.get_leaves(%tup_1323) : !cute_int_tuple_d8f416
      %coord_1327 = cute.make_coord(%e0_1324) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1613 = cute.get_scalars(%coord_1327) : !cute.coord<"?">
      %1614 = arith.cmpi slt, %1613, %c1000_i32 : i32
      %coord_1328 = cute.make_coord(%e1_1325) : (!cute.int_tuple<"?{div=2}">) -> !cute.coord<"?{div=2}">
      %1615 = cute.get_scalars(%coord_1328) : !cute.coord<"?{div=2}">
      %1616 = arith.cmpi slt, %1615, %c1048_i32 : i32
      %1617 = arith.andi %1614, %1616 : i1
      cf.cond_br %1617, ^bb335, ^bb336
    ^bb335:  // pred: ^bb334
      %1618 = cute.memref.load(%rmem_431, %2) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
      cute.memref.store(%view_246, %2, %1618) : (!memref_gmem_f32_1, !cute.coord<"126">, f32) -> ()
      cf.br ^bb336
    ^bb336:  // 2 preds: ^bb334, ^bb335
      %tup_1329 = cute.add_offset(%tup_440, %1) : (!cute_arith_tuple_iter_d50395, !cute.int_tuple<"(104,113)">) -> !cute_arith_tuple_iter_2fe1bf
      %tup_1330 = cute.deref_arith_tuple_iter(%tup_1329) : !cute_arith_tuple_iter_2fe1bf
      %e0_1331, %e1_1332, %e2_1333 = cute.get_leaves(%tup_1330) : !cute.int_tuple<"(?,?,?)">
      %coord_1334 = cute.make_coord(%e0_1331) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1619 = cute.get_scalars(%coord_1334) : !cute.coord<"?">
      %1620 = arith.cmpi slt, %1619, %c1000_i32 : i32
      %coord_1335 = cute.make_coord(%e1_1332) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %1621 = cute.get_scalars(%coord_1335) : !cute.coord<"?">
      %1622 = arith.cmpi slt, %1621, %c1048_i32 : i32
      %1623 = arith.andi %1620, %1622 : i1
      cf.cond_br %1623, ^bb337, ^bb338
    ^bb337:  // pred: ^bb336
      %1624 = cute.memref.load(%rmem_431, %0) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
      cute.memref.store(%view_246, %0, %1624) : (!memref_gmem_f32_1, !cute.coord<"127">, f32) -> ()
      cf.br ^bb338
    ^bb338:  // 2 preds: ^bb336, ^bb337
      cf.br ^bb339
    ^bb339:  // 2 preds: ^bb81, ^bb338
      return
    }
    cuda.kernel @kernel_cutlass_reduce_splits_cute_irkern_h4dc3a317_0(%arg0: !memref_gmem_f32_2, %arg1: !memref_gmem_bf16_4) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
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
      %24 = arith.truncf %23 : f32 to bf16
      cute.memref.store(%arg1, %coord, %24) : (!memref_gmem_bf16_4, !cute.coord<"(0,?,?)">, bf16) -> ()
      cf.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      return
    }
  }
  func.func @cutlass___call___cute_irkernelsgemm_spli_ha212339c(%arg0: !memref_gmem_bf16_5, %arg1: !memref_gmem_bf16_6, %arg2: !memref_gmem_bf16_4, %arg3: !memref_gmem_f32_2, %arg4: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %c0_i64 = arith.constant 0 : i64
    %c98304_i64 = arith.constant 98304 : i64
    %c4094_i32 = arith.constant 4094 : i32
    %c256_i32 = arith.constant 256 : i32
    %c0_i32 = arith.constant 0 : i32
    %c4_i32 = arith.constant 4 : i32
    %c72_i32 = arith.constant 72 : i32
    %c1_i32 = arith.constant 1 : i32
    %c128_i32 = arith.constant 128 : i32
    %0 = cute.static : !cute_layout_92945c
    %1 = cute.static : !cute_layout_06ba78
    %2 = cute.static : !cute_layout_cbf099
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_5
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_6
    %iter_1 = cute.get_iter(%arg3) : !memref_gmem_f32_2
    %view = cute.make_view(%iter, %2) : !memref_gmem_bf16_
    %view_2 = cute.make_view(%iter_0, %1) : !memref_gmem_bf16_1
    %view_3 = cute.make_view(%iter_1, %0) : !memref_gmem_f32_
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.simt_async_copy<bf16, cache = global, 128 b>
    %3 = cute.make_tiled_copy(%atom) : !copy_ldgsts
    %4 = cute.make_tiled_copy(%atom) : !copy_ldgsts
    %5 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c98304_i64, gridDim = (%c72_i32, %c1_i32, %c4_i32), stream = %arg4) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%5] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    cuda.launch_cfg.cooperative[%5] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %6 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h66db60eb_1<%5> (%view, %view_2, %view_3) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_bf16_, !memref_gmem_bf16_1, !memref_gmem_f32_) -> !cuda.result
    %7 = cuda.cast %6 : !cuda.result -> i32
    cuda.return_if_error %7 : i32
    %8 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c0_i64, gridDim = (%c4094_i32, %c1_i32, %c1_i32), stream = %arg4) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%8] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    cuda.launch_cfg.cooperative[%8] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %9 = cuda.launch_ex @kernels::@kernel_cutlass_reduce_splits_cute_irkern_h4dc3a317_0<%8> (%arg3, %arg2) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_f32_2, !memref_gmem_bf16_4) -> !cuda.result
    %10 = cuda.cast %9 : !cuda.result -> i32
    cuda.return_if_error %10 : i32
    return %c0_i32 : i32
  }
}
