!cute_arith_tuple_iter_66b557 = !cute.arith_tuple_iter<"(?,?{div=8})">
!cute_arith_tuple_iter_9e165f = !cute.arith_tuple_iter<"(?,?{div=4096})">
!cute_coord_tensor_2939ba = !cute.coord_tensor<"(0,0)", "((1,4096),(96,2)):((0,1@1),(1@0,4096@1))">
!cute_int_tuple_3a4e03 = !cute.int_tuple<"(?,?{div=4096})">
!cute_layout_0696e1 = !cute.layout<"((1,4096),(96,2)):((0,1@1),(1@0,4096@1))">
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
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h52764860_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_softmax_kernel_tensorptrf_h52764860_0(%arg0: !memref_gmem_f16_, %arg1: !memref_gmem_f16_) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<32xf16>
      %cst_0 = arith.constant dense<1.44269502> : vector<32xf32>
      %cst_1 = arith.constant dense<0xFC00> : vector<32xf16>
      %c5000_i32 = arith.constant 5000 : i32
      %c96_i32 = arith.constant 96 : i32
      %cst_2 = arith.constant 1.000000e+00 : f32
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
      %6 = llvm.mlir.constant(0 : i8) : i8
      %7 = cute.static : !cute_layout_973764
      %8 = cute.static : !cute_layout_bb9a85
      %9 = cute.static : !cute_layout_dfed1f
      %10 = cute.static : !cute.coord<"(0,0,3)">
      %11 = cute.static : !cute.int_tuple<"(0,3072)">
      %12 = cute.static : !cute.coord<"(0,0,2)">
      %13 = cute.static : !cute.int_tuple<"(0,2048)">
      %14 = cute.static : !cute.coord<"(0,0,1)">
      %15 = cute.static : !cute.int_tuple<"(0,1024)">
      %16 = cute.static : !cute.coord<"(0,0,0)">
      %17 = cute.static : !cute_layout_0696e1
      %c8_i32 = arith.constant 8 : i32
      %18 = cute.static : !cute_layout_4d4228
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c0_i32 = arith.constant 0 : i32
      %cst_3 = arith.constant -3.40282347E+38 : f32
      %cst_4 = arith.constant 0.000000e+00 : f32
      %c32_i32 = arith.constant 32 : i32
      %19 = cute.static : !cute_coord_tensor_2939ba
      %20 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %21 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %22 = arith.remsi %20, %c32_i32 : i32
      %23 = arith.divsi %20, %c32_i32 : i32
      %24 = arith.muli %23, %c32_i32 : i32
      %25 = arith.cmpi ne, %20, %24 : i32
      %c0_i32_5 = arith.constant 0 : i32
      %26 = arith.cmpi slt, %20, %c0_i32_5 : i32
      %27 = arith.cmpi slt, %c32_i32, %c0_i32_5 : i32
      %28 = arith.cmpi ne, %26, %27 : i1
      %29 = arith.andi %25, %28 : i1
      %c-1_i32_6 = arith.constant -1 : i32
      %30 = arith.addi %23, %c-1_i32_6 : i32
      %31 = arith.select %29, %30, %23 : i32
      %iter = cute.get_iter(%arg0) : !memref_gmem_f16_
      %32 = arith.muli %20, %c8_i32 : i32
      %iv = cute.assume(%32) : (i32) -> !cute.i32<divby 8>
      %int_tuple = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %iter_7 = cute.get_iter(%19) : !cute_coord_tensor_2939ba
      %int_tuple_8 = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"(0,?{div=8})">
      cf.br ^bb1(%c0_i32, %cst_4, %cst_3 : i32, f32, f32)
    ^bb1(%33: i32, %34: f32, %35: f32):  // 2 preds: ^bb0, ^bb7
      %36 = arith.cmpi slt, %33, %c2_i32 : i32
      cf.cond_br %36, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %coord = cute.make_coord(%21, %33) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %idx = cute.crd2idx(%coord, %18) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_4d4228) -> !cute.int_tuple<"?{div=8}">
      %ptr = cute.add_offset(%iter, %idx) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %ptr_9 = cute.add_offset(%ptr, %int_tuple) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_10 = cute.crd2idx(%coord, %17) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_0696e1) -> !cute_int_tuple_3a4e03
      %tup = cute.add_offset(%iter_7, %idx_10) : (!cute.arith_tuple_iter<"(0,0)">, !cute_int_tuple_3a4e03) -> !cute_arith_tuple_iter_9e165f
      %tup_11 = cute.add_offset(%tup, %int_tuple_8) : (!cute_arith_tuple_iter_9e165f, !cute.int_tuple<"(0,?{div=8})">) -> !cute_arith_tuple_iter_66b557
      %rmem = cute.memref.alloca() : !memref_rmem_i8_
      %iter_12 = cute.get_iter(%rmem) : !memref_rmem_i8_
      %tup_13 = cute.deref_arith_tuple_iter(%tup_11) : !cute_arith_tuple_iter_66b557
      %e0, %e1 = cute.get_leaves(%tup_13) : !cute.int_tuple<"(?,?{div=8})">
      %coord_14 = cute.make_coord(%e0, %e1) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
      %37:2 = cute.get_scalars(%coord_14) : !cute.coord<"(?,?{div=8})">
      %38 = arith.cmpi slt, %37#0, %c96_i32 : i32
      %39 = arith.cmpi slt, %37#1, %c5000_i32 : i32
      %40 = arith.andi %38, %39 : i1
      %41 = arith.extui %40 : i1 to i8
      cute.memref.store(%rmem, %16, %41) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %tup_15 = cute.add_offset(%tup_11, %15) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,1024)">) -> !cute_arith_tuple_iter_66b557
      %tup_16 = cute.deref_arith_tuple_iter(%tup_15) : !cute_arith_tuple_iter_66b557
      %e0_17, %e1_18 = cute.get_leaves(%tup_16) : !cute.int_tuple<"(?,?{div=8})">
      %coord_19 = cute.make_coord(%e0_17, %e1_18) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
      %42:2 = cute.get_scalars(%coord_19) : !cute.coord<"(?,?{div=8})">
      %43 = arith.cmpi slt, %42#0, %c96_i32 : i32
      %44 = arith.cmpi slt, %42#1, %c5000_i32 : i32
      %45 = arith.andi %43, %44 : i1
      %46 = arith.extui %45 : i1 to i8
      cute.memref.store(%rmem, %14, %46) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      %tup_20 = cute.add_offset(%tup_11, %13) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,2048)">) -> !cute_arith_tuple_iter_66b557
      %tup_21 = cute.deref_arith_tuple_iter(%tup_20) : !cute_arith_tuple_iter_66b557
      %e0_22, %e1_23 = cute.get_leaves(%tup_21) : !cute.int_tuple<"(?,?{div=8})">
      %coord_24 = cute.make_coord(%e0_22, %e1_23) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
      %47:2 = cute.get_scalars(%coord_24) : !cute.coord<"(?,?{div=8})">
      %48 = arith.cmpi slt, %47#0, %c96_i32 : i32
      %49 = arith.cmpi slt, %47#1, %c5000_i32 : i32
      %50 = arith.andi %48, %49 : i1
      %51 = arith.extui %50 : i1 to i8
      cute.memref.store(%rmem, %12, %51) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      %tup_25 = cute.add_offset(%tup_11, %11) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,3072)">) -> !cute_arith_tuple_iter_66b557
      %tup_26 = cute.deref_arith_tuple_iter(%tup_25) : !cute_arith_tuple_iter_66b557
      %e0_27, %e1_28 = cute.get_leaves(%tup_26) : !cute.int_tuple<"(?,?{div=8})">
      %coord_29 = cute.make_coord(%e0_27, %e1_28) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
      %52:2 = cute.get_scalars(%coord_29) : !cute.coord<"(?,?{div=8})">
      %53 = arith.cmpi slt, %52#0, %c96_i32 : i32
      %54 = arith.cmpi slt, %52#1, %c5000_i32 : i32
      %55 = arith.andi %53, %54 : i1
      %56 = arith.extui %55 : i1 to i8
      cute.memref.store(%rmem, %10, %56) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_30 = cute.memref.alloca() : !memref_rmem_f16_
      %iter_31 = cute.get_iter(%rmem_30) : !memref_rmem_f16_
      cute.memref.store_vec(%cst_1, %rmem_30) : (vector<32xf16>, !memref_rmem_f16_) -> ()
      cf.br ^bb3(%c0_i32 : i32)
    ^bb3(%57: i32):  // 2 preds: ^bb2, ^bb6
      %58 = arith.cmpi slt, %57, %c4_i32 : i32
      cf.cond_br %58, ^bb4, ^bb7 {llvm.loop_annotation = #loop_annotation}
    ^bb4:  // pred: ^bb3
      %coord_32 = cute.make_coord(%57) : (i32) -> !cute.coord<"(_,?)">
      %idx_33 = cute.crd2idx(%coord_32, %9) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
      %ptr_34 = cute.add_offset(%ptr_9, %idx_33) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_35 = cute.crd2idx(%coord_32, %8) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_36 = cute.add_offset(%iter_31, %idx_35) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
      %idx_37 = cute.crd2idx(%coord_32, %7) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_38 = cute.add_offset(%iter_12, %idx_37) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %59 = builtin.unrealized_conversion_cast %ptr_38 : !cute.ptr<i8, rmem> to !llvm.ptr
      %60 = llvm.load %59 : !llvm.ptr -> i8
      %61 = llvm.icmp "ne" %60, %6 : i8
      cf.cond_br %61, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %62 = builtin.unrealized_conversion_cast %ptr_34 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
      %63 = builtin.unrealized_conversion_cast %ptr_36 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      %64 = llvm.load %62 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %64, %63 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      cf.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %65 = arith.addi %57, %c1_i32 : i32
      cf.br ^bb3(%65 : i32)
    ^bb7:  // pred: ^bb3
      %66 = cute.memref.load_vec(%rmem_30) : (!memref_rmem_f16_) -> vector<32xf16>
      %67 = arith.extf %66 : vector<32xf16> to vector<32xf32>
      %68 = arith.mulf %67, %cst_0 : vector<32xf32>
      %69 = vector.reduction <maximumf>, %68, %cst_3 : vector<32xf32> into f32
      %70 = arith.cmpf ugt, %35, %69 : f32
      %71 = arith.select %70, %35, %69 : f32
      %72 = arith.cmpf uno, %69, %69 : f32
      %73 = arith.select %72, %69, %71 : f32
      %74 = vector.broadcast %73 : f32 to vector<32xf32>
      %75 = arith.subf %68, %74 : vector<32xf32>
      %76 = math.exp2 %75 : vector<32xf32>
      %77 = vector.reduction <add>, %76, %cst_4 : vector<32xf32> into f32
      %78 = arith.subf %35, %73 : f32
      %79 = math.exp2 %78 : f32
      %80 = arith.mulf %34, %79 : f32
      %81 = arith.addf %80, %77 : f32
      %82 = arith.addi %33, %c1_i32 : i32
      cf.br ^bb1(%82, %81, %73 : i32, f32, f32)
    ^bb8:  // pred: ^bb1
      %83 = nvvm.shfl.sync  bfly %c-1_i32, %35, %c16_i32, %c31_i32 : f32 -> f32
      %84 = nvvm.shfl.sync  bfly %c-1_i32, %34, %c16_i32, %c31_i32 : f32 -> f32
      %85 = arith.cmpf ugt, %35, %83 : f32
      %86 = arith.select %85, %35, %83 : f32
      %87 = arith.cmpf uno, %83, %83 : f32
      %88 = arith.select %87, %83, %86 : f32
      %89 = arith.subf %35, %88 : f32
      %90 = math.exp2 %89 : f32
      %91 = arith.mulf %34, %90 : f32
      %92 = arith.subf %83, %88 : f32
      %93 = math.exp2 %92 : f32
      %94 = arith.mulf %84, %93 : f32
      %95 = arith.addf %91, %94 : f32
      %96 = nvvm.shfl.sync  bfly %c-1_i32, %88, %c8_i32, %c31_i32 : f32 -> f32
      %97 = nvvm.shfl.sync  bfly %c-1_i32, %95, %c8_i32, %c31_i32 : f32 -> f32
      %98 = arith.cmpf ugt, %88, %96 : f32
      %99 = arith.select %98, %88, %96 : f32
      %100 = arith.cmpf uno, %96, %96 : f32
      %101 = arith.select %100, %96, %99 : f32
      %102 = arith.subf %88, %101 : f32
      %103 = math.exp2 %102 : f32
      %104 = arith.mulf %95, %103 : f32
      %105 = arith.subf %96, %101 : f32
      %106 = math.exp2 %105 : f32
      %107 = arith.mulf %97, %106 : f32
      %108 = arith.addf %104, %107 : f32
      %109 = nvvm.shfl.sync  bfly %c-1_i32, %101, %c4_i32, %c31_i32 : f32 -> f32
      %110 = nvvm.shfl.sync  bfly %c-1_i32, %108, %c4_i32, %c31_i32 : f32 -> f32
      %111 = arith.cmpf ugt, %101, %109 : f32
      %112 = arith.select %111, %101, %109 : f32
      %113 = arith.cmpf uno, %109, %109 : f32
      %114 = arith.select %113, %109, %112 : f32
      %115 = arith.subf %101, %114 : f32
      %116 = math.exp2 %115 : f32
      %117 = arith.mulf %108, %116 : f32
      %118 = arith.subf %109, %114 : f32
      %119 = math.exp2 %118 : f32
      %120 = arith.mulf %110, %119 : f32
      %121 = arith.addf %117, %120 : f32
      %122 = nvvm.shfl.sync  bfly %c-1_i32, %114, %c2_i32, %c31_i32 : f32 -> f32
      %123 = nvvm.shfl.sync  bfly %c-1_i32, %121, %c2_i32, %c31_i32 : f32 -> f32
      %124 = arith.cmpf ugt, %114, %122 : f32
      %125 = arith.select %124, %114, %122 : f32
      %126 = arith.cmpf uno, %122, %122 : f32
      %127 = arith.select %126, %122, %125 : f32
      %128 = arith.subf %114, %127 : f32
      %129 = math.exp2 %128 : f32
      %130 = arith.mulf %121, %129 : f32
      %131 = arith.subf %122, %127 : f32
      %132 = math.exp2 %131 : f32
      %133 = arith.mulf %123, %132 : f32
      %134 = arith.addf %130, %133 : f32
      %135 = nvvm.shfl.sync  bfly %c-1_i32, %127, %c1_i32, %c31_i32 : f32 -> f32
      %136 = nvvm.shfl.sync  bfly %c-1_i32, %134, %c1_i32, %c31_i32 : f32 -> f32
      %137 = arith.cmpf ugt, %127, %135 : f32
      %138 = arith.select %137, %127, %135 : f32
      %139 = arith.cmpf uno, %135, %135 : f32
      %140 = arith.select %139, %135, %138 : f32
      %141 = arith.subf %127, %140 : f32
      %142 = math.exp2 %141 : f32
      %143 = arith.mulf %134, %142 : f32
      %144 = arith.subf %135, %140 : f32
      %145 = math.exp2 %144 : f32
      %146 = arith.mulf %136, %145 : f32
      %147 = arith.addf %143, %146 : f32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %ptr_39 = cute.add_offset(%smem_ptr, %4) : (!cute_ptr_9af6a0, !cute.int_tuple<"16">) -> !cute.ptr<i8, smem, align<16>>
      %iter_40 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_40, %5) : !memref_smem_f32_
      %iter_41 = cute.recast_iter(%ptr_39) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view_42 = cute.make_view(%iter_41, %5) : !memref_smem_f32_1
      %148 = arith.cmpi eq, %22, %c0_i32 : i32
      cf.cond_br %148, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %coord_43 = cute.make_coord(%31) : (i32) -> !cute.coord<"?">
      cute.memref.store(%view, %coord_43, %140) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
      cute.memref.store(%view_42, %coord_43, %147) : (!memref_smem_f32_1, !cute.coord<"?">, f32) -> ()
      cf.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %149 = cute.memref.load(%view, %3) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %150 = cute.memref.load(%view_42, %3) : (!memref_smem_f32_1, !cute.coord<"0">) -> f32
      %151 = cute.memref.load(%view, %2) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %152 = cute.memref.load(%view_42, %2) : (!memref_smem_f32_1, !cute.coord<"1">) -> f32
      %153 = arith.cmpf ugt, %149, %151 : f32
      %154 = arith.select %153, %149, %151 : f32
      %155 = arith.cmpf uno, %151, %151 : f32
      %156 = arith.select %155, %151, %154 : f32
      %157 = arith.subf %149, %156 : f32
      %158 = math.exp2 %157 : f32
      %159 = arith.mulf %150, %158 : f32
      %160 = arith.subf %151, %156 : f32
      %161 = math.exp2 %160 : f32
      %162 = arith.mulf %152, %161 : f32
      %163 = arith.addf %159, %162 : f32
      %164 = cute.memref.load(%view, %1) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %165 = cute.memref.load(%view_42, %1) : (!memref_smem_f32_1, !cute.coord<"2">) -> f32
      %166 = arith.cmpf ugt, %156, %164 : f32
      %167 = arith.select %166, %156, %164 : f32
      %168 = arith.cmpf uno, %164, %164 : f32
      %169 = arith.select %168, %164, %167 : f32
      %170 = arith.subf %156, %169 : f32
      %171 = math.exp2 %170 : f32
      %172 = arith.mulf %163, %171 : f32
      %173 = arith.subf %164, %169 : f32
      %174 = math.exp2 %173 : f32
      %175 = arith.mulf %165, %174 : f32
      %176 = arith.addf %172, %175 : f32
      %177 = cute.memref.load(%view, %0) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %178 = cute.memref.load(%view_42, %0) : (!memref_smem_f32_1, !cute.coord<"3">) -> f32
      %179 = arith.cmpf ugt, %169, %177 : f32
      %180 = arith.select %179, %169, %177 : f32
      %181 = arith.cmpf uno, %177, %177 : f32
      %182 = arith.select %181, %177, %180 : f32
      %183 = arith.subf %169, %182 : f32
      %184 = math.exp2 %183 : f32
      %185 = arith.mulf %176, %184 : f32
      %186 = arith.subf %177, %182 : f32
      %187 = math.exp2 %186 : f32
      %188 = arith.mulf %178, %187 : f32
      %189 = arith.addf %185, %188 : f32
      %190 = arith.divf %cst_2, %189 : f32
      %iter_44 = cute.get_iter(%arg0) : !memref_gmem_f16_
      %191 = arith.muli %20, %c8_i32 : i32
      %iv_45 = cute.assume(%191) : (i32) -> !cute.i32<divby 8>
      %int_tuple_46 = cute.make_int_tuple(%iv_45) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %iter_47 = cute.get_iter(%arg1) : !memref_gmem_f16_
      %iter_48 = cute.get_iter(%19) : !cute_coord_tensor_2939ba
      %int_tuple_49 = cute.make_int_tuple(%iv_45) : (!cute.i32<divby 8>) -> !cute.int_tuple<"(0,?{div=8})">
      %192 = vector.broadcast %182 : f32 to vector<32xf32>
      %193 = vector.broadcast %190 : f32 to vector<32xf32>
      cf.br ^bb11(%c0_i32 : i32)
    ^bb11(%194: i32):  // 2 preds: ^bb10, ^bb22
      %195 = arith.cmpi slt, %194, %c2_i32 : i32
      cf.cond_br %195, ^bb12, ^bb23
    ^bb12:  // pred: ^bb11
      %coord_50 = cute.make_coord(%21, %194) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %idx_51 = cute.crd2idx(%coord_50, %18) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_4d4228) -> !cute.int_tuple<"?{div=8}">
      %ptr_52 = cute.add_offset(%iter_44, %idx_51) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %ptr_53 = cute.add_offset(%ptr_52, %int_tuple_46) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %ptr_54 = cute.add_offset(%iter_47, %idx_51) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %ptr_55 = cute.add_offset(%ptr_54, %int_tuple_46) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_56 = cute.crd2idx(%coord_50, %17) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_0696e1) -> !cute_int_tuple_3a4e03
      %tup_57 = cute.add_offset(%iter_48, %idx_56) : (!cute.arith_tuple_iter<"(0,0)">, !cute_int_tuple_3a4e03) -> !cute_arith_tuple_iter_9e165f
      %tup_58 = cute.add_offset(%tup_57, %int_tuple_49) : (!cute_arith_tuple_iter_9e165f, !cute.int_tuple<"(0,?{div=8})">) -> !cute_arith_tuple_iter_66b557
      %rmem_59 = cute.memref.alloca() : !memref_rmem_i8_
      %iter_60 = cute.get_iter(%rmem_59) : !memref_rmem_i8_
      %tup_61 = cute.deref_arith_tuple_iter(%tup_58) : !cute_arith_tuple_iter_66b557
      %e0_62, %e1_63 = cute.get_leaves(%tup_61) : !cute.int_tuple<"(?,?{div=8})">
      %coord_64 = cute.make_coord(%e0_62, %e1_63) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
      %196:2 = cute.get_scalars(%coord_64) : !cute.coord<"(?,?{div=8})">
      %197 = arith.cmpi slt, %196#0, %c96_i32 : i32
      %198 = arith.cmpi slt, %196#1, %c5000_i32 : i32
      %199 = arith.andi %197, %198 : i1
      %200 = arith.extui %199 : i1 to i8
      cute.memref.store(%rmem_59, %16, %200) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %tup_65 = cute.add_offset(%tup_58, %15) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,1024)">) -> !cute_arith_tuple_iter_66b557
      %tup_66 = cute.deref_arith_tuple_iter(%tup_65) : !cute_arith_tuple_iter_66b557
      %e0_67, %e1_68 = cute.get_leaves(%tup_66) : !cute.int_tuple<"(?,?{div=8})">
      %coord_69 = cute.make_coord(%e0_67, %e1_68) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
      %201:2 = cute.get_scalars(%coord_69) : !cute.coord<"(?,?{div=8})">
      %202 = arith.cmpi slt, %201#0, %c96_i32 : i32
      %203 = arith.cmpi slt, %201#1, %c5000_i32 : i32
      %204 = arith.andi %202, %203 : i1
      %205 = arith.extui %204 : i1 to i8
      cute.memref.store(%rmem_59, %14, %205) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      %tup_70 = cute.add_offset(%tup_58, %13) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,2048)">) -> !cute_arith_tuple_iter_66b557
      %tup_71 = cute.deref_arith_tuple_iter(%tup_70) : !cute_arith_tuple_iter_66b557
      %e0_72, %e1_73 = cute.get_leaves(%tup_71) : !cute.int_tuple<"(?,?{div=8})">
      %coord_74 = cute.make_coord(%e0_72, %e1_73) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
      %206:2 = cute.get_scalars(%coord_74) : !cute.coord<"(?,?{div=8})">
      %207 = arith.cmpi slt, %206#0, %c96_i32 : i32
      %208 = arith.cmpi slt, %206#1, %c5000_i32 : i32
      %209 = arith.andi %207, %208 : i1
      %210 = arith.extui %209 : i1 to i8
      cute.memref.store(%rmem_59, %12, %210) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      %tup_75 = cute.add_offset(%tup_58, %11) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,3072)">) -> !cute_arith_tuple_iter_66b557
      %tup_76 = cute.deref_arith_tuple_iter(%tup_75) : !cute_arith_tuple_iter_66b557
      %e0_77, %e1_78 = cute.get_leaves(%tup_76) : !cute.int_tuple<"(?,?{div=8})">
      %coord_79 = cute.make_coord(%e0_77, %e1_78) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
      %211:2 = cute.get_scalars(%coord_79) : !cute.coord<"(?,?{div=8})">
      %212 = arith.cmpi slt, %211#0, %c96_i32 : i32
      %213 = arith.cmpi slt, %211#1, %c5000_i32 : i32
      %214 = arith.andi %212, %213 : i1
      %215 = arith.extui %214 : i1 to i8
      cute.memref.store(%rmem_59, %10, %215) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_80 = cute.memref.alloca() : !memref_rmem_f16_
      %iter_81 = cute.get_iter(%rmem_80) : !memref_rmem_f16_
      cute.memref.store_vec(%cst, %rmem_80) : (vector<32xf16>, !memref_rmem_f16_) -> ()
      cf.br ^bb13(%c0_i32 : i32)
    ^bb13(%216: i32):  // 2 preds: ^bb12, ^bb16
      %217 = arith.cmpi slt, %216, %c4_i32 : i32
      cf.cond_br %217, ^bb14, ^bb17 {llvm.loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb13
      %coord_82 = cute.make_coord(%216) : (i32) -> !cute.coord<"(_,?)">
      %idx_83 = cute.crd2idx(%coord_82, %9) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
      %ptr_84 = cute.add_offset(%ptr_53, %idx_83) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_85 = cute.crd2idx(%coord_82, %8) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_86 = cute.add_offset(%iter_81, %idx_85) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
      %idx_87 = cute.crd2idx(%coord_82, %7) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_88 = cute.add_offset(%iter_60, %idx_87) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %218 = builtin.unrealized_conversion_cast %ptr_88 : !cute.ptr<i8, rmem> to !llvm.ptr
      %219 = llvm.load %218 : !llvm.ptr -> i8
      %220 = llvm.icmp "ne" %219, %6 : i8
      cf.cond_br %220, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %221 = builtin.unrealized_conversion_cast %ptr_84 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
      %222 = builtin.unrealized_conversion_cast %ptr_86 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      %223 = llvm.load %221 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %223, %222 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      cf.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %224 = arith.addi %216, %c1_i32 : i32
      cf.br ^bb13(%224 : i32)
    ^bb17:  // pred: ^bb13
      %225 = cute.memref.load_vec(%rmem_80) : (!memref_rmem_f16_) -> vector<32xf16>
      %226 = arith.extf %225 : vector<32xf16> to vector<32xf32>
      %227 = arith.mulf %226, %cst_0 : vector<32xf32>
      %228 = arith.subf %227, %192 : vector<32xf32>
      %229 = math.exp2 %228 : vector<32xf32>
      %230 = arith.mulf %229, %193 : vector<32xf32>
      %rmem_89 = cute.memref.alloca() : !memref_rmem_f16_
      %iter_90 = cute.get_iter(%rmem_89) : !memref_rmem_f16_
      %231 = arith.truncf %230 : vector<32xf32> to vector<32xf16>
      cute.memref.store_vec(%231, %rmem_89) : (vector<32xf16>, !memref_rmem_f16_) -> ()
      cf.br ^bb18(%c0_i32 : i32)
    ^bb18(%232: i32):  // 2 preds: ^bb17, ^bb21
      %233 = arith.cmpi slt, %232, %c4_i32 : i32
      cf.cond_br %233, ^bb19, ^bb22 {llvm.loop_annotation = #loop_annotation}
    ^bb19:  // pred: ^bb18
      %coord_91 = cute.make_coord(%232) : (i32) -> !cute.coord<"(_,?)">
      %idx_92 = cute.crd2idx(%coord_91, %8) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_93 = cute.add_offset(%iter_90, %idx_92) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
      %idx_94 = cute.crd2idx(%coord_91, %9) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
      %ptr_95 = cute.add_offset(%ptr_55, %idx_94) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_96 = cute.crd2idx(%coord_91, %7) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_97 = cute.add_offset(%iter_60, %idx_96) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %234 = builtin.unrealized_conversion_cast %ptr_97 : !cute.ptr<i8, rmem> to !llvm.ptr
      %235 = llvm.load %234 : !llvm.ptr -> i8
      %236 = llvm.icmp "ne" %235, %6 : i8
      cf.cond_br %236, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %237 = builtin.unrealized_conversion_cast %ptr_93 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      %238 = builtin.unrealized_conversion_cast %ptr_95 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
      %239 = llvm.load %237 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %239, %238 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
      cf.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %240 = arith.addi %232, %c1_i32 : i32
      cf.br ^bb18(%240 : i32)
    ^bb22:  // pred: ^bb18
      %241 = arith.addi %194, %c1_i32 : i32
      cf.br ^bb11(%241 : i32)
    ^bb23:  // pred: ^bb11
      return
    }
  }
  func.func @cutlass___call___SoftmaxProgramthreads12_h87b10ce6(%arg0: !memref_gmem_f16_1, %arg1: !memref_gmem_f16_1, %arg2: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
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
    %2 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h52764860_0<%1> (%view, %view_1) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_f16_, !memref_gmem_f16_) -> !cuda.result
    %3 = cuda.cast %2 : !cuda.result -> i32
    cuda.return_if_error %3 : i32
    return %c0_i32 : i32
  }
}
