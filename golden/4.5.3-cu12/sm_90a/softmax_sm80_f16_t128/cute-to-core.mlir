!cute_layout_4d4228 = !cute.layout<"((1,4096),(96,2)):((0,1),(5000,4096))">
!cute_layout_973764 = !cute.layout<"(1,((1,4))):(0,((0,1)))">
!cute_layout_bb9a85 = !cute.layout<"((8,1),((1,4))):((1,0),((0,8)))">
!cute_layout_dfed1f = !cute.layout<"((8,1),((1,4))):((1,0),((0,1024)))">
!cute_ptr_9af6a0 = !cute.ptr<i8, smem, align<1024>>
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[1:0;1024:1]">>
!memref_gmem_f16_ = !cute.memref<f16, gmem, align<16>, "((1,4096),(96,2)):((0,1),(5000,4096))">
!memref_gmem_f16_1 = !cute.memref<f16, gmem, align<16>, "(96,5000):(5000,1)">
!memref_rmem_f16_ = !cute.memref<f16, rmem, align<32>, "((8,1),1,4):((1,0),0,8)">
!memref_rmem_i8_ = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_smem_f32_ = !cute.memref<f32, smem, align<1024>, "4:1">
!memref_smem_f32_1 = !cute.memref<f32, smem, align<16>, "4:1">
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h7dc3ff33_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_softmax_kernel_tensorptrf_h7dc3ff33_0(%arg0: !memref_gmem_f16_, %arg1: !memref_gmem_f16_) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<32xf16>
      %cst_0 = arith.constant dense<1.44269502> : vector<32xf32>
      %cst_1 = arith.constant dense<0xFC00> : vector<32xf16>
      %0 = cute.static : !cute.coord<"3">
      %1 = cute.static : !cute.coord<"2">
      %2 = cute.static : !cute.coord<"1">
      %3 = cute.static : !cute.coord<"0">
      %4 = cute.static : !cute.int_tuple<"16">
      %5 = cute.static : !cute.layout<"4:1">
      %c4_i32 = arith.constant 4 : i32
      %c31_i32 = arith.constant 31 : i32
      %c16_i32 = arith.constant 16 : i32
      %c-1_i32 = arith.constant -1 : i32
      %cst_2 = arith.constant 1.44269502 : f32
      %6 = llvm.mlir.constant(0 : i8) : i8
      %7 = cute.static : !cute_layout_973764
      %8 = cute.static : !cute_layout_bb9a85
      %9 = cute.static : !cute_layout_dfed1f
      %10 = cute.static : !cute.coord<"(0,0,3)">
      %c3072_i32 = arith.constant 3072 : i32
      %11 = cute.static : !cute.coord<"(0,0,2)">
      %c2048_i32 = arith.constant 2048 : i32
      %12 = cute.static : !cute.coord<"(0,0,1)">
      %c1024_i32 = arith.constant 1024 : i32
      %13 = cute.static : !cute.coord<"(0,0,0)">
      %c5000_i32 = arith.constant 5000 : i32
      %14 = cute.static : !cute_layout_4d4228
      %c8_i32 = arith.constant 8 : i32
      %c4096_i32 = arith.constant 4096 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c0_i32 = arith.constant 0 : i32
      %cst_3 = arith.constant -3.40282347E+38 : f32
      %cst_4 = arith.constant 0.000000e+00 : f32
      %c32_i32 = arith.constant 32 : i32
      %15 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %16 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %17 = arith.remsi %15, %c32_i32 : i32
      %18 = arith.divsi %15, %c32_i32 : i32
      %19 = arith.muli %18, %c32_i32 : i32
      %20 = arith.cmpi ne, %15, %19 : i32
      %c0_i32_5 = arith.constant 0 : i32
      %21 = arith.cmpi slt, %15, %c0_i32_5 : i32
      %22 = arith.cmpi slt, %c32_i32, %c0_i32_5 : i32
      %23 = arith.cmpi ne, %21, %22 : i1
      %24 = arith.andi %20, %23 : i1
      %c-1_i32_6 = arith.constant -1 : i32
      %25 = arith.addi %18, %c-1_i32_6 : i32
      %26 = arith.select %24, %25, %18 : i32
      %27 = arith.muli %15, %c8_i32 : i32
      %iter = cute.get_iter(%arg0) : !memref_gmem_f16_
      %iv = cute.assume(%27) : (i32) -> !cute.i32<divby 8>
      %int_tuple = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      cf.br ^bb1(%c0_i32, %cst_4, %cst_3 : i32, f32, f32)
    ^bb1(%28: i32, %29: f32, %30: f32):  // 2 preds: ^bb0, ^bb7
      %31 = arith.cmpi slt, %28, %c2_i32 : i32
      cf.cond_br %31, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %32 = arith.muli %28, %c4096_i32 : i32
      %33 = arith.addi %32, %27 : i32
      %coord = cute.make_coord(%16, %28) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %idx = cute.crd2idx(%coord, %14) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_4d4228) -> !cute.int_tuple<"?{div=8}">
      %ptr = cute.add_offset(%iter, %idx) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %ptr_7 = cute.add_offset(%ptr, %int_tuple) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %rmem = cute.memref.alloca() : !memref_rmem_i8_
      %iter_8 = cute.get_iter(%rmem) : !memref_rmem_i8_
      %34 = arith.cmpi slt, %33, %c5000_i32 : i32
      %35 = arith.extui %34 : i1 to i8
      cute.memref.store(%rmem, %13, %35) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %36 = arith.addi %33, %c1024_i32 : i32
      %37 = arith.cmpi slt, %36, %c5000_i32 : i32
      %38 = arith.extui %37 : i1 to i8
      cute.memref.store(%rmem, %12, %38) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      %39 = arith.addi %33, %c2048_i32 : i32
      %40 = arith.cmpi slt, %39, %c5000_i32 : i32
      %41 = arith.extui %40 : i1 to i8
      cute.memref.store(%rmem, %11, %41) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      %42 = arith.addi %33, %c3072_i32 : i32
      %43 = arith.cmpi slt, %42, %c5000_i32 : i32
      %44 = arith.extui %43 : i1 to i8
      cute.memref.store(%rmem, %10, %44) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_9 = cute.memref.alloca() : !memref_rmem_f16_
      %iter_10 = cute.get_iter(%rmem_9) : !memref_rmem_f16_
      cute.memref.store_vec(%cst_1, %rmem_9) : (vector<32xf16>, !memref_rmem_f16_) -> ()
      cf.br ^bb3(%c0_i32 : i32)
    ^bb3(%45: i32):  // 2 preds: ^bb2, ^bb6
      %46 = arith.cmpi slt, %45, %c4_i32 : i32
      cf.cond_br %46, ^bb4, ^bb7 {llvm.loop_annotation = #loop_annotation}
    ^bb4:  // pred: ^bb3
      %coord_11 = cute.make_coord(%45) : (i32) -> !cute.coord<"(_,?)">
      %idx_12 = cute.crd2idx(%coord_11, %9) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
      %ptr_13 = cute.add_offset(%ptr_7, %idx_12) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_14 = cute.crd2idx(%coord_11, %8) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_15 = cute.add_offset(%iter_10, %idx_14) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
      %idx_16 = cute.crd2idx(%coord_11, %7) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_17 = cute.add_offset(%iter_8, %idx_16) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %47 = builtin.unrealized_conversion_cast %ptr_17 : !cute.ptr<i8, rmem> to !llvm.ptr
      %48 = llvm.load %47 : !llvm.ptr -> i8
      %49 = llvm.icmp "ne" %48, %6 : i8
      cf.cond_br %49, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %50 = builtin.unrealized_conversion_cast %ptr_13 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
      %51 = builtin.unrealized_conversion_cast %ptr_15 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      %52 = llvm.load %50 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %52, %51 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      cf.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %53 = arith.addi %45, %c1_i32 : i32
      cf.br ^bb3(%53 : i32)
    ^bb7:  // pred: ^bb3
      %54 = cute.memref.load_vec(%rmem_9) : (!memref_rmem_f16_) -> vector<32xf16>
      %55 = arith.extf %54 : vector<32xf16> to vector<32xf32>
      %56 = vector.reduction <maximumf>, %55, %cst_3 : vector<32xf32> into f32
      %57 = arith.cmpf ugt, %30, %56 : f32
      %58 = arith.select %57, %30, %56 : f32
      %59 = arith.cmpf uno, %56, %56 : f32
      %60 = arith.select %59, %56, %58 : f32
      %61 = vector.broadcast %60 : f32 to vector<32xf32>
      %62 = arith.subf %55, %61 : vector<32xf32>
      %63 = arith.mulf %62, %cst_0 : vector<32xf32>
      %64 = math.exp2 %63 fastmath<fast> : vector<32xf32>
      %65 = vector.reduction <add>, %64, %cst_4 : vector<32xf32> into f32
      %66 = arith.subf %30, %60 : f32
      %67 = arith.mulf %66, %cst_2 : f32
      %68 = math.exp2 %67 : f32
      %69 = arith.mulf %29, %68 : f32
      %70 = arith.addf %69, %65 : f32
      %71 = arith.addi %28, %c1_i32 : i32
      cf.br ^bb1(%71, %70, %60 : i32, f32, f32)
    ^bb8:  // pred: ^bb1
      %72 = nvvm.shfl.sync  bfly %c-1_i32, %30, %c16_i32, %c31_i32 : f32 -> f32
      %73 = nvvm.shfl.sync  bfly %c-1_i32, %29, %c16_i32, %c31_i32 : f32 -> f32
      %74 = arith.cmpf ugt, %30, %72 : f32
      %75 = arith.select %74, %30, %72 : f32
      %76 = arith.cmpf uno, %72, %72 : f32
      %77 = arith.select %76, %72, %75 : f32
      %78 = arith.subf %30, %77 : f32
      %79 = arith.mulf %78, %cst_2 : f32
      %80 = math.exp2 %79 : f32
      %81 = arith.mulf %29, %80 : f32
      %82 = arith.subf %72, %77 : f32
      %83 = arith.mulf %82, %cst_2 : f32
      %84 = math.exp2 %83 : f32
      %85 = arith.mulf %73, %84 : f32
      %86 = arith.addf %81, %85 : f32
      %87 = nvvm.shfl.sync  bfly %c-1_i32, %77, %c8_i32, %c31_i32 : f32 -> f32
      %88 = nvvm.shfl.sync  bfly %c-1_i32, %86, %c8_i32, %c31_i32 : f32 -> f32
      %89 = arith.cmpf ugt, %77, %87 : f32
      %90 = arith.select %89, %77, %87 : f32
      %91 = arith.cmpf uno, %87, %87 : f32
      %92 = arith.select %91, %87, %90 : f32
      %93 = arith.subf %77, %92 : f32
      %94 = arith.mulf %93, %cst_2 : f32
      %95 = math.exp2 %94 : f32
      %96 = arith.mulf %86, %95 : f32
      %97 = arith.subf %87, %92 : f32
      %98 = arith.mulf %97, %cst_2 : f32
      %99 = math.exp2 %98 : f32
      %100 = arith.mulf %88, %99 : f32
      %101 = arith.addf %96, %100 : f32
      %102 = nvvm.shfl.sync  bfly %c-1_i32, %92, %c4_i32, %c31_i32 : f32 -> f32
      %103 = nvvm.shfl.sync  bfly %c-1_i32, %101, %c4_i32, %c31_i32 : f32 -> f32
      %104 = arith.cmpf ugt, %92, %102 : f32
      %105 = arith.select %104, %92, %102 : f32
      %106 = arith.cmpf uno, %102, %102 : f32
      %107 = arith.select %106, %102, %105 : f32
      %108 = arith.subf %92, %107 : f32
      %109 = arith.mulf %108, %cst_2 : f32
      %110 = math.exp2 %109 : f32
      %111 = arith.mulf %101, %110 : f32
      %112 = arith.subf %102, %107 : f32
      %113 = arith.mulf %112, %cst_2 : f32
      %114 = math.exp2 %113 : f32
      %115 = arith.mulf %103, %114 : f32
      %116 = arith.addf %111, %115 : f32
      %117 = nvvm.shfl.sync  bfly %c-1_i32, %107, %c2_i32, %c31_i32 : f32 -> f32
      %118 = nvvm.shfl.sync  bfly %c-1_i32, %116, %c2_i32, %c31_i32 : f32 -> f32
      %119 = arith.cmpf ugt, %107, %117 : f32
      %120 = arith.select %119, %107, %117 : f32
      %121 = arith.cmpf uno, %117, %117 : f32
      %122 = arith.select %121, %117, %120 : f32
      %123 = arith.subf %107, %122 : f32
      %124 = arith.mulf %123, %cst_2 : f32
      %125 = math.exp2 %124 : f32
      %126 = arith.mulf %116, %125 : f32
      %127 = arith.subf %117, %122 : f32
      %128 = arith.mulf %127, %cst_2 : f32
      %129 = math.exp2 %128 : f32
      %130 = arith.mulf %118, %129 : f32
      %131 = arith.addf %126, %130 : f32
      %132 = nvvm.shfl.sync  bfly %c-1_i32, %122, %c1_i32, %c31_i32 : f32 -> f32
      %133 = nvvm.shfl.sync  bfly %c-1_i32, %131, %c1_i32, %c31_i32 : f32 -> f32
      %134 = arith.cmpf ugt, %122, %132 : f32
      %135 = arith.select %134, %122, %132 : f32
      %136 = arith.cmpf uno, %132, %132 : f32
      %137 = arith.select %136, %132, %135 : f32
      %138 = arith.subf %122, %137 : f32
      %139 = arith.mulf %138, %cst_2 : f32
      %140 = math.exp2 %139 : f32
      %141 = arith.mulf %131, %140 : f32
      %142 = arith.subf %132, %137 : f32
      %143 = arith.mulf %142, %cst_2 : f32
      %144 = math.exp2 %143 : f32
      %145 = arith.mulf %133, %144 : f32
      %146 = arith.addf %141, %145 : f32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %ptr_18 = cute.add_offset(%smem_ptr, %4) : (!cute_ptr_9af6a0, !cute.int_tuple<"16">) -> !cute.ptr<i8, smem, align<16>>
      %iter_19 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_19, %5) : !memref_smem_f32_
      %iter_20 = cute.recast_iter(%ptr_18) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view_21 = cute.make_view(%iter_20, %5) : !memref_smem_f32_1
      %147 = arith.cmpi eq, %17, %c0_i32 : i32
      cf.cond_br %147, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %coord_22 = cute.make_coord(%26) : (i32) -> !cute.coord<"?">
      cute.memref.store(%view, %coord_22, %137) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
      cute.memref.store(%view_21, %coord_22, %146) : (!memref_smem_f32_1, !cute.coord<"?">, f32) -> ()
      cf.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %148 = cute.memref.load(%view, %3) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %149 = cute.memref.load(%view_21, %3) : (!memref_smem_f32_1, !cute.coord<"0">) -> f32
      %150 = cute.memref.load(%view, %2) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %151 = cute.memref.load(%view_21, %2) : (!memref_smem_f32_1, !cute.coord<"1">) -> f32
      %152 = arith.cmpf ugt, %148, %150 : f32
      %153 = arith.select %152, %148, %150 : f32
      %154 = arith.cmpf uno, %150, %150 : f32
      %155 = arith.select %154, %150, %153 : f32
      %156 = arith.subf %148, %155 : f32
      %157 = arith.mulf %156, %cst_2 : f32
      %158 = math.exp2 %157 : f32
      %159 = arith.mulf %149, %158 : f32
      %160 = arith.subf %150, %155 : f32
      %161 = arith.mulf %160, %cst_2 : f32
      %162 = math.exp2 %161 : f32
      %163 = arith.mulf %151, %162 : f32
      %164 = arith.addf %159, %163 : f32
      %165 = cute.memref.load(%view, %1) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %166 = cute.memref.load(%view_21, %1) : (!memref_smem_f32_1, !cute.coord<"2">) -> f32
      %167 = arith.cmpf ugt, %155, %165 : f32
      %168 = arith.select %167, %155, %165 : f32
      %169 = arith.cmpf uno, %165, %165 : f32
      %170 = arith.select %169, %165, %168 : f32
      %171 = arith.subf %155, %170 : f32
      %172 = arith.mulf %171, %cst_2 : f32
      %173 = math.exp2 %172 : f32
      %174 = arith.mulf %164, %173 : f32
      %175 = arith.subf %165, %170 : f32
      %176 = arith.mulf %175, %cst_2 : f32
      %177 = math.exp2 %176 : f32
      %178 = arith.mulf %166, %177 : f32
      %179 = arith.addf %174, %178 : f32
      %180 = cute.memref.load(%view, %0) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %181 = cute.memref.load(%view_21, %0) : (!memref_smem_f32_1, !cute.coord<"3">) -> f32
      %182 = arith.cmpf ugt, %170, %180 : f32
      %183 = arith.select %182, %170, %180 : f32
      %184 = arith.cmpf uno, %180, %180 : f32
      %185 = arith.select %184, %180, %183 : f32
      %186 = arith.subf %170, %185 : f32
      %187 = arith.mulf %186, %cst_2 : f32
      %188 = math.exp2 %187 : f32
      %189 = arith.mulf %179, %188 : f32
      %190 = arith.subf %180, %185 : f32
      %191 = arith.mulf %190, %cst_2 : f32
      %192 = math.exp2 %191 : f32
      %193 = arith.mulf %181, %192 : f32
      %194 = arith.addf %189, %193 : f32
      %195 = math.log2 %194 : f32
      %iter_23 = cute.get_iter(%arg0) : !memref_gmem_f16_
      %196 = arith.muli %15, %c8_i32 : i32
      %iv_24 = cute.assume(%196) : (i32) -> !cute.i32<divby 8>
      %int_tuple_25 = cute.make_int_tuple(%iv_24) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %iter_26 = cute.get_iter(%arg1) : !memref_gmem_f16_
      %197 = vector.broadcast %185 : f32 to vector<32xf32>
      %198 = vector.broadcast %195 : f32 to vector<32xf32>
      cf.br ^bb11(%c0_i32 : i32)
    ^bb11(%199: i32):  // 2 preds: ^bb10, ^bb22
      %200 = arith.cmpi slt, %199, %c2_i32 : i32
      cf.cond_br %200, ^bb12, ^bb23
    ^bb12:  // pred: ^bb11
      %coord_27 = cute.make_coord(%16, %199) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %idx_28 = cute.crd2idx(%coord_27, %14) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_4d4228) -> !cute.int_tuple<"?{div=8}">
      %ptr_29 = cute.add_offset(%iter_23, %idx_28) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %ptr_30 = cute.add_offset(%ptr_29, %int_tuple_25) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %ptr_31 = cute.add_offset(%iter_26, %idx_28) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %ptr_32 = cute.add_offset(%ptr_31, %int_tuple_25) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %201 = arith.muli %199, %c4096_i32 : i32
      %202 = arith.addi %201, %196 : i32
      %rmem_33 = cute.memref.alloca() : !memref_rmem_i8_
      %iter_34 = cute.get_iter(%rmem_33) : !memref_rmem_i8_
      %203 = arith.cmpi slt, %202, %c5000_i32 : i32
      %204 = arith.extui %203 : i1 to i8
      cute.memref.store(%rmem_33, %13, %204) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %205 = arith.addi %202, %c1024_i32 : i32
      %206 = arith.cmpi slt, %205, %c5000_i32 : i32
      %207 = arith.extui %206 : i1 to i8
      cute.memref.store(%rmem_33, %12, %207) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      %208 = arith.addi %202, %c2048_i32 : i32
      %209 = arith.cmpi slt, %208, %c5000_i32 : i32
      %210 = arith.extui %209 : i1 to i8
      cute.memref.store(%rmem_33, %11, %210) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      %211 = arith.addi %202, %c3072_i32 : i32
      %212 = arith.cmpi slt, %211, %c5000_i32 : i32
      %213 = arith.extui %212 : i1 to i8
      cute.memref.store(%rmem_33, %10, %213) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_35 = cute.memref.alloca() : !memref_rmem_f16_
      %iter_36 = cute.get_iter(%rmem_35) : !memref_rmem_f16_
      cute.memref.store_vec(%cst, %rmem_35) : (vector<32xf16>, !memref_rmem_f16_) -> ()
      cf.br ^bb13(%c0_i32 : i32)
    ^bb13(%214: i32):  // 2 preds: ^bb12, ^bb16
      %215 = arith.cmpi slt, %214, %c4_i32 : i32
      cf.cond_br %215, ^bb14, ^bb17 {llvm.loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb13
      %coord_37 = cute.make_coord(%214) : (i32) -> !cute.coord<"(_,?)">
      %idx_38 = cute.crd2idx(%coord_37, %9) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
      %ptr_39 = cute.add_offset(%ptr_30, %idx_38) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_40 = cute.crd2idx(%coord_37, %8) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_41 = cute.add_offset(%iter_36, %idx_40) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
      %idx_42 = cute.crd2idx(%coord_37, %7) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_43 = cute.add_offset(%iter_34, %idx_42) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %216 = builtin.unrealized_conversion_cast %ptr_43 : !cute.ptr<i8, rmem> to !llvm.ptr
      %217 = llvm.load %216 : !llvm.ptr -> i8
      %218 = llvm.icmp "ne" %217, %6 : i8
      cf.cond_br %218, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %219 = builtin.unrealized_conversion_cast %ptr_39 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
      %220 = builtin.unrealized_conversion_cast %ptr_41 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      %221 = llvm.load %219 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %221, %220 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      cf.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %222 = arith.addi %214, %c1_i32 : i32
      cf.br ^bb13(%222 : i32)
    ^bb17:  // pred: ^bb13
      %223 = cute.memref.load_vec(%rmem_35) : (!memref_rmem_f16_) -> vector<32xf16>
      %224 = arith.extf %223 : vector<32xf16> to vector<32xf32>
      %225 = arith.subf %224, %197 : vector<32xf32>
      %226 = arith.mulf %225, %cst_0 : vector<32xf32>
      %227 = arith.subf %226, %198 : vector<32xf32>
      %228 = math.exp2 %227 fastmath<fast> : vector<32xf32>
      %rmem_44 = cute.memref.alloca() : !memref_rmem_f16_
      %iter_45 = cute.get_iter(%rmem_44) : !memref_rmem_f16_
      %229 = arith.truncf %228 : vector<32xf32> to vector<32xf16>
      cute.memref.store_vec(%229, %rmem_44) : (vector<32xf16>, !memref_rmem_f16_) -> ()
      cf.br ^bb18(%c0_i32 : i32)
    ^bb18(%230: i32):  // 2 preds: ^bb17, ^bb21
      %231 = arith.cmpi slt, %230, %c4_i32 : i32
      cf.cond_br %231, ^bb19, ^bb22 {llvm.loop_annotation = #loop_annotation}
    ^bb19:  // pred: ^bb18
      %coord_46 = cute.make_coord(%230) : (i32) -> !cute.coord<"(_,?)">
      %idx_47 = cute.crd2idx(%coord_46, %8) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_48 = cute.add_offset(%iter_45, %idx_47) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
      %idx_49 = cute.crd2idx(%coord_46, %9) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
      %ptr_50 = cute.add_offset(%ptr_32, %idx_49) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_51 = cute.crd2idx(%coord_46, %7) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_52 = cute.add_offset(%iter_34, %idx_51) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %232 = builtin.unrealized_conversion_cast %ptr_52 : !cute.ptr<i8, rmem> to !llvm.ptr
      %233 = llvm.load %232 : !llvm.ptr -> i8
      %234 = llvm.icmp "ne" %233, %6 : i8
      cf.cond_br %234, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %235 = builtin.unrealized_conversion_cast %ptr_48 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      %236 = builtin.unrealized_conversion_cast %ptr_50 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
      %237 = llvm.load %235 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %237, %236 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
      cf.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %238 = arith.addi %230, %c1_i32 : i32
      cf.br ^bb18(%238 : i32)
    ^bb22:  // pred: ^bb18
      %239 = arith.addi %199, %c1_i32 : i32
      cf.br ^bb11(%239 : i32)
    ^bb23:  // pred: ^bb11
      return
    }
  }
  func.func @cutlass___call___SoftmaxProgramthreads12_hd7856c87(%arg0: !memref_gmem_f16_1, %arg1: !memref_gmem_f16_1, %arg2: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %c96_i64 = arith.constant 96 : i64
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c128_i32 = arith.constant 128 : i32
    %c96_i32 = arith.constant 96 : i32
    %iter = cute.get_iter(%arg0) : !memref_gmem_f16_1
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f16_1
    %view = cute.make_view(%iter) : !memref_gmem_f16_
    %view_1 = cute.make_view(%iter_0) : !memref_gmem_f16_
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f16, 128 b>
    %0 = cute.make_tiled_copy(%atom) : !copy_simt
    %1 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c96_i64, gridDim = (%c96_i32, %c1_i32, %c1_i32), stream = %arg2) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%1] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    cuda.launch_cfg.cooperative[%1] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %2 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h7dc3ff33_0<%1> (%view, %view_1) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_f16_, !memref_gmem_f16_) -> !cuda.result
    %3 = cuda.cast %2 : !cuda.result -> i32
    cuda.return_if_error %3 : i32
    return %c0_i32 : i32
  }
}
