!cute_arith_tuple_iter_7c5329 = !cute.arith_tuple_iter<"(?,?{div=4})">
!cute_arith_tuple_iter_aaefeb = !cute.arith_tuple_iter<"(?,?{div=2048})">
!cute_coord_tensor_511bd0 = !cute.coord_tensor<"(0,0)", "((1,2048),(96,3)):((0,1@1),(1@0,2048@1))">
!cute_int_tuple_530818 = !cute.int_tuple<"(?,?{div=2048})">
!cute_layout_2b275f = !cute.layout<"((1,2048),(96,3)):((0,1),(5000,2048))">
!cute_layout_973764 = !cute.layout<"(1,((1,4))):(0,((0,1)))">
!cute_layout_b38ecb = !cute.layout<"((4,1),((1,4))):((1,0),((0,512)))">
!cute_layout_ca5c98 = !cute.layout<"((1,2048),(96,3)):((0,1@1),(1@0,2048@1))">
!cute_layout_f5fe74 = !cute.layout<"((4,1),((1,4))):((1,0),((0,4)))">
!cute_ptr_9af6a0 = !cute.ptr<i8, smem, align<1024>>
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32, 128 b>, layout_copy_tv = <"(128,4):(4,1)">, tiler_mn = <"[1:0;512:1]">>
!memref_gmem_f32_ = !cute.memref<f32, gmem, align<16>, "((1,2048),(96,3)):((0,1),(5000,2048))">
!memref_gmem_f32_1 = !cute.memref<f32, gmem, align<16>, "(96,5000):(5000,1)">
!memref_rmem_f32_ = !cute.memref<f32, rmem, align<32>, "((4,1),1,4):((1,0),0,4)">
!memref_rmem_i8_ = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_smem_f32_ = !cute.memref<f32, smem, align<1024>, "4:1">
!memref_smem_f32_1 = !cute.memref<f32, smem, align<16>, "4:1">
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h358e970f_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_softmax_kernel_tensorptrf_h358e970f_0(%arg0: !memref_gmem_f32_, %arg1: !memref_gmem_f32_) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<16xf32>
      %cst_0 = arith.constant dense<1.44269502> : vector<16xf32>
      %cst_1 = arith.constant dense<0xFF800000> : vector<16xf32>
      %c5000_i32 = arith.constant 5000 : i32
      %c96_i32 = arith.constant 96 : i32
      %cst_2 = arith.constant 1.000000e+00 : f32
      %0 = cute.static : !cute.coord<"3">
      %1 = cute.static : !cute.coord<"2">
      %2 = cute.static : !cute.coord<"1">
      %3 = cute.static : !cute.coord<"0">
      %4 = cute.static : !cute.int_tuple<"16">
      %5 = cute.static : !cute.layout<"4:1">
      %c2_i32 = arith.constant 2 : i32
      %c8_i32 = arith.constant 8 : i32
      %c31_i32 = arith.constant 31 : i32
      %c16_i32 = arith.constant 16 : i32
      %c-1_i32 = arith.constant -1 : i32
      %6 = llvm.mlir.constant(0 : i8) : i8
      %7 = cute.static : !cute_layout_973764
      %8 = cute.static : !cute_layout_f5fe74
      %9 = cute.static : !cute_layout_b38ecb
      %10 = cute.static : !cute.coord<"(0,0,3)">
      %11 = cute.static : !cute.int_tuple<"(0,1536)">
      %12 = cute.static : !cute.coord<"(0,0,2)">
      %13 = cute.static : !cute.int_tuple<"(0,1024)">
      %14 = cute.static : !cute.coord<"(0,0,1)">
      %15 = cute.static : !cute.int_tuple<"(0,512)">
      %16 = cute.static : !cute.coord<"(0,0,0)">
      %17 = cute.static : !cute_layout_ca5c98
      %c4_i32 = arith.constant 4 : i32
      %18 = cute.static : !cute_layout_2b275f
      %c1_i32 = arith.constant 1 : i32
      %c3_i32 = arith.constant 3 : i32
      %c0_i32 = arith.constant 0 : i32
      %cst_3 = arith.constant -3.40282347E+38 : f32
      %cst_4 = arith.constant 0.000000e+00 : f32
      %c32_i32 = arith.constant 32 : i32
      %19 = cute.static : !cute_coord_tensor_511bd0
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
      %iter = cute.get_iter(%arg0) : !memref_gmem_f32_
      %32 = arith.muli %20, %c4_i32 : i32
      %iv = cute.assume(%32) : (i32) -> !cute.i32<divby 4>
      %int_tuple = cute.make_int_tuple(%iv) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
      %iter_7 = cute.get_iter(%19) : !cute_coord_tensor_511bd0
      %int_tuple_8 = cute.make_int_tuple(%iv) : (!cute.i32<divby 4>) -> !cute.int_tuple<"(0,?{div=4})">
      cf.br ^bb1(%c0_i32, %cst_4, %cst_3 : i32, f32, f32)
    ^bb1(%33: i32, %34: f32, %35: f32):  // 2 preds: ^bb0, ^bb7
      %36 = arith.cmpi slt, %33, %c3_i32 : i32
      cf.cond_br %36, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %coord = cute.make_coord(%21, %33) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %idx = cute.crd2idx(%coord, %18) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_2b275f) -> !cute.int_tuple<"?{div=8}">
      %ptr = cute.add_offset(%iter, %idx) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f32, gmem, align<16>>
      %ptr_9 = cute.add_offset(%ptr, %int_tuple) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
      %idx_10 = cute.crd2idx(%coord, %17) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ca5c98) -> !cute_int_tuple_530818
      %tup = cute.add_offset(%iter_7, %idx_10) : (!cute.arith_tuple_iter<"(0,0)">, !cute_int_tuple_530818) -> !cute_arith_tuple_iter_aaefeb
      %tup_11 = cute.add_offset(%tup, %int_tuple_8) : (!cute_arith_tuple_iter_aaefeb, !cute.int_tuple<"(0,?{div=4})">) -> !cute_arith_tuple_iter_7c5329
      %rmem = cute.memref.alloca() : !memref_rmem_i8_
      %iter_12 = cute.get_iter(%rmem) : !memref_rmem_i8_
      %tup_13 = cute.deref_arith_tuple_iter(%tup_11) : !cute_arith_tuple_iter_7c5329
      %e0, %e1 = cute.get_leaves(%tup_13) : !cute.int_tuple<"(?,?{div=4})">
      %coord_14 = cute.make_coord(%e0, %e1) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
      %37:2 = cute.get_scalars(%coord_14) : !cute.coord<"(?,?{div=4})">
      %38 = arith.cmpi slt, %37#0, %c96_i32 : i32
      %39 = arith.cmpi slt, %37#1, %c5000_i32 : i32
      %40 = arith.andi %38, %39 : i1
      %41 = arith.extui %40 : i1 to i8
      cute.memref.store(%rmem, %16, %41) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %tup_15 = cute.add_offset(%tup_11, %15) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,512)">) -> !cute_arith_tuple_iter_7c5329
      %tup_16 = cute.deref_arith_tuple_iter(%tup_15) : !cute_arith_tuple_iter_7c5329
      %e0_17, %e1_18 = cute.get_leaves(%tup_16) : !cute.int_tuple<"(?,?{div=4})">
      %coord_19 = cute.make_coord(%e0_17, %e1_18) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
      %42:2 = cute.get_scalars(%coord_19) : !cute.coord<"(?,?{div=4})">
      %43 = arith.cmpi slt, %42#0, %c96_i32 : i32
      %44 = arith.cmpi slt, %42#1, %c5000_i32 : i32
      %45 = arith.andi %43, %44 : i1
      %46 = arith.extui %45 : i1 to i8
      cute.memref.store(%rmem, %14, %46) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      %tup_20 = cute.add_offset(%tup_11, %13) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,1024)">) -> !cute_arith_tuple_iter_7c5329
      %tup_21 = cute.deref_arith_tuple_iter(%tup_20) : !cute_arith_tuple_iter_7c5329
      %e0_22, %e1_23 = cute.get_leaves(%tup_21) : !cute.int_tuple<"(?,?{div=4})">
      %coord_24 = cute.make_coord(%e0_22, %e1_23) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
      %47:2 = cute.get_scalars(%coord_24) : !cute.coord<"(?,?{div=4})">
      %48 = arith.cmpi slt, %47#0, %c96_i32 : i32
      %49 = arith.cmpi slt, %47#1, %c5000_i32 : i32
      %50 = arith.andi %48, %49 : i1
      %51 = arith.extui %50 : i1 to i8
      cute.memref.store(%rmem, %12, %51) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      %tup_25 = cute.add_offset(%tup_11, %11) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,1536)">) -> !cute_arith_tuple_iter_7c5329
      %tup_26 = cute.deref_arith_tuple_iter(%tup_25) : !cute_arith_tuple_iter_7c5329
      %e0_27, %e1_28 = cute.get_leaves(%tup_26) : !cute.int_tuple<"(?,?{div=4})">
      %coord_29 = cute.make_coord(%e0_27, %e1_28) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
      %52:2 = cute.get_scalars(%coord_29) : !cute.coord<"(?,?{div=4})">
      %53 = arith.cmpi slt, %52#0, %c96_i32 : i32
      %54 = arith.cmpi slt, %52#1, %c5000_i32 : i32
      %55 = arith.andi %53, %54 : i1
      %56 = arith.extui %55 : i1 to i8
      cute.memref.store(%rmem, %10, %56) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_30 = cute.memref.alloca() : !memref_rmem_f32_
      %iter_31 = cute.get_iter(%rmem_30) : !memref_rmem_f32_
      cute.memref.store_vec(%cst_1, %rmem_30) : (vector<16xf32>, !memref_rmem_f32_) -> ()
      cf.br ^bb3(%c0_i32 : i32)
    ^bb3(%57: i32):  // 2 preds: ^bb2, ^bb6
      %58 = arith.cmpi slt, %57, %c4_i32 : i32
      cf.cond_br %58, ^bb4, ^bb7 {llvm.loop_annotation = #loop_annotation}
    ^bb4:  // pred: ^bb3
      %coord_32 = cute.make_coord(%57) : (i32) -> !cute.coord<"(_,?)">
      %idx_33 = cute.crd2idx(%coord_32, %9) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
      %ptr_34 = cute.add_offset(%ptr_9, %idx_33) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
      %idx_35 = cute.crd2idx(%coord_32, %8) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
      %ptr_36 = cute.add_offset(%iter_31, %idx_35) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %idx_37 = cute.crd2idx(%coord_32, %7) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_38 = cute.add_offset(%iter_12, %idx_37) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %59 = builtin.unrealized_conversion_cast %ptr_38 : !cute.ptr<i8, rmem> to !llvm.ptr
      %60 = llvm.load %59 : !llvm.ptr -> i8
      %61 = llvm.icmp "ne" %60, %6 : i8
      cf.cond_br %61, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %62 = builtin.unrealized_conversion_cast %ptr_34 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %63 = builtin.unrealized_conversion_cast %ptr_36 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %64 = llvm.load %62 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %64, %63 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      cf.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %65 = arith.addi %57, %c1_i32 : i32
      cf.br ^bb3(%65 : i32)
    ^bb7:  // pred: ^bb3
      %66 = cute.memref.load_vec(%rmem_30) : (!memref_rmem_f32_) -> vector<16xf32>
      %67 = arith.mulf %66, %cst_0 : vector<16xf32>
      %68 = vector.reduction <maximumf>, %67, %cst_3 : vector<16xf32> into f32
      %69 = arith.cmpf ugt, %35, %68 : f32
      %70 = arith.select %69, %35, %68 : f32
      %71 = arith.cmpf uno, %68, %68 : f32
      %72 = arith.select %71, %68, %70 : f32
      %73 = vector.broadcast %72 : f32 to vector<16xf32>
      %74 = arith.subf %67, %73 : vector<16xf32>
      %75 = math.exp2 %74 : vector<16xf32>
      %76 = vector.reduction <add>, %75, %cst_4 : vector<16xf32> into f32
      %77 = arith.subf %35, %72 : f32
      %78 = math.exp2 %77 : f32
      %79 = arith.mulf %34, %78 : f32
      %80 = arith.addf %79, %76 : f32
      %81 = arith.addi %33, %c1_i32 : i32
      cf.br ^bb1(%81, %80, %72 : i32, f32, f32)
    ^bb8:  // pred: ^bb1
      %82 = nvvm.shfl.sync  bfly %c-1_i32, %35, %c16_i32, %c31_i32 : f32 -> f32
      %83 = nvvm.shfl.sync  bfly %c-1_i32, %34, %c16_i32, %c31_i32 : f32 -> f32
      %84 = arith.cmpf ugt, %35, %82 : f32
      %85 = arith.select %84, %35, %82 : f32
      %86 = arith.cmpf uno, %82, %82 : f32
      %87 = arith.select %86, %82, %85 : f32
      %88 = arith.subf %35, %87 : f32
      %89 = math.exp2 %88 : f32
      %90 = arith.mulf %34, %89 : f32
      %91 = arith.subf %82, %87 : f32
      %92 = math.exp2 %91 : f32
      %93 = arith.mulf %83, %92 : f32
      %94 = arith.addf %90, %93 : f32
      %95 = nvvm.shfl.sync  bfly %c-1_i32, %87, %c8_i32, %c31_i32 : f32 -> f32
      %96 = nvvm.shfl.sync  bfly %c-1_i32, %94, %c8_i32, %c31_i32 : f32 -> f32
      %97 = arith.cmpf ugt, %87, %95 : f32
      %98 = arith.select %97, %87, %95 : f32
      %99 = arith.cmpf uno, %95, %95 : f32
      %100 = arith.select %99, %95, %98 : f32
      %101 = arith.subf %87, %100 : f32
      %102 = math.exp2 %101 : f32
      %103 = arith.mulf %94, %102 : f32
      %104 = arith.subf %95, %100 : f32
      %105 = math.exp2 %104 : f32
      %106 = arith.mulf %96, %105 : f32
      %107 = arith.addf %103, %106 : f32
      %108 = nvvm.shfl.sync  bfly %c-1_i32, %100, %c4_i32, %c31_i32 : f32 -> f32
      %109 = nvvm.shfl.sync  bfly %c-1_i32, %107, %c4_i32, %c31_i32 : f32 -> f32
      %110 = arith.cmpf ugt, %100, %108 : f32
      %111 = arith.select %110, %100, %108 : f32
      %112 = arith.cmpf uno, %108, %108 : f32
      %113 = arith.select %112, %108, %111 : f32
      %114 = arith.subf %100, %113 : f32
      %115 = math.exp2 %114 : f32
      %116 = arith.mulf %107, %115 : f32
      %117 = arith.subf %108, %113 : f32
      %118 = math.exp2 %117 : f32
      %119 = arith.mulf %109, %118 : f32
      %120 = arith.addf %116, %119 : f32
      %121 = nvvm.shfl.sync  bfly %c-1_i32, %113, %c2_i32, %c31_i32 : f32 -> f32
      %122 = nvvm.shfl.sync  bfly %c-1_i32, %120, %c2_i32, %c31_i32 : f32 -> f32
      %123 = arith.cmpf ugt, %113, %121 : f32
      %124 = arith.select %123, %113, %121 : f32
      %125 = arith.cmpf uno, %121, %121 : f32
      %126 = arith.select %125, %121, %124 : f32
      %127 = arith.subf %113, %126 : f32
      %128 = math.exp2 %127 : f32
      %129 = arith.mulf %120, %128 : f32
      %130 = arith.subf %121, %126 : f32
      %131 = math.exp2 %130 : f32
      %132 = arith.mulf %122, %131 : f32
      %133 = arith.addf %129, %132 : f32
      %134 = nvvm.shfl.sync  bfly %c-1_i32, %126, %c1_i32, %c31_i32 : f32 -> f32
      %135 = nvvm.shfl.sync  bfly %c-1_i32, %133, %c1_i32, %c31_i32 : f32 -> f32
      %136 = arith.cmpf ugt, %126, %134 : f32
      %137 = arith.select %136, %126, %134 : f32
      %138 = arith.cmpf uno, %134, %134 : f32
      %139 = arith.select %138, %134, %137 : f32
      %140 = arith.subf %126, %139 : f32
      %141 = math.exp2 %140 : f32
      %142 = arith.mulf %133, %141 : f32
      %143 = arith.subf %134, %139 : f32
      %144 = math.exp2 %143 : f32
      %145 = arith.mulf %135, %144 : f32
      %146 = arith.addf %142, %145 : f32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %ptr_39 = cute.add_offset(%smem_ptr, %4) : (!cute_ptr_9af6a0, !cute.int_tuple<"16">) -> !cute.ptr<i8, smem, align<16>>
      %iter_40 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_40, %5) : !memref_smem_f32_
      %iter_41 = cute.recast_iter(%ptr_39) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view_42 = cute.make_view(%iter_41, %5) : !memref_smem_f32_1
      %147 = arith.cmpi eq, %22, %c0_i32 : i32
      cf.cond_br %147, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %coord_43 = cute.make_coord(%31) : (i32) -> !cute.coord<"?">
      cute.memref.store(%view, %coord_43, %139) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
      cute.memref.store(%view_42, %coord_43, %146) : (!memref_smem_f32_1, !cute.coord<"?">, f32) -> ()
      cf.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %148 = cute.memref.load(%view, %3) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %149 = cute.memref.load(%view_42, %3) : (!memref_smem_f32_1, !cute.coord<"0">) -> f32
      %150 = cute.memref.load(%view, %2) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %151 = cute.memref.load(%view_42, %2) : (!memref_smem_f32_1, !cute.coord<"1">) -> f32
      %152 = arith.cmpf ugt, %148, %150 : f32
      %153 = arith.select %152, %148, %150 : f32
      %154 = arith.cmpf uno, %150, %150 : f32
      %155 = arith.select %154, %150, %153 : f32
      %156 = arith.subf %148, %155 : f32
      %157 = math.exp2 %156 : f32
      %158 = arith.mulf %149, %157 : f32
      %159 = arith.subf %150, %155 : f32
      %160 = math.exp2 %159 : f32
      %161 = arith.mulf %151, %160 : f32
      %162 = arith.addf %158, %161 : f32
      %163 = cute.memref.load(%view, %1) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %164 = cute.memref.load(%view_42, %1) : (!memref_smem_f32_1, !cute.coord<"2">) -> f32
      %165 = arith.cmpf ugt, %155, %163 : f32
      %166 = arith.select %165, %155, %163 : f32
      %167 = arith.cmpf uno, %163, %163 : f32
      %168 = arith.select %167, %163, %166 : f32
      %169 = arith.subf %155, %168 : f32
      %170 = math.exp2 %169 : f32
      %171 = arith.mulf %162, %170 : f32
      %172 = arith.subf %163, %168 : f32
      %173 = math.exp2 %172 : f32
      %174 = arith.mulf %164, %173 : f32
      %175 = arith.addf %171, %174 : f32
      %176 = cute.memref.load(%view, %0) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %177 = cute.memref.load(%view_42, %0) : (!memref_smem_f32_1, !cute.coord<"3">) -> f32
      %178 = arith.cmpf ugt, %168, %176 : f32
      %179 = arith.select %178, %168, %176 : f32
      %180 = arith.cmpf uno, %176, %176 : f32
      %181 = arith.select %180, %176, %179 : f32
      %182 = arith.subf %168, %181 : f32
      %183 = math.exp2 %182 : f32
      %184 = arith.mulf %175, %183 : f32
      %185 = arith.subf %176, %181 : f32
      %186 = math.exp2 %185 : f32
      %187 = arith.mulf %177, %186 : f32
      %188 = arith.addf %184, %187 : f32
      %189 = arith.divf %cst_2, %188 : f32
      %iter_44 = cute.get_iter(%arg0) : !memref_gmem_f32_
      %190 = arith.muli %20, %c4_i32 : i32
      %iv_45 = cute.assume(%190) : (i32) -> !cute.i32<divby 4>
      %int_tuple_46 = cute.make_int_tuple(%iv_45) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
      %iter_47 = cute.get_iter(%arg1) : !memref_gmem_f32_
      %iter_48 = cute.get_iter(%19) : !cute_coord_tensor_511bd0
      %int_tuple_49 = cute.make_int_tuple(%iv_45) : (!cute.i32<divby 4>) -> !cute.int_tuple<"(0,?{div=4})">
      %191 = vector.broadcast %181 : f32 to vector<16xf32>
      %192 = vector.broadcast %189 : f32 to vector<16xf32>
      cf.br ^bb11(%c0_i32 : i32)
    ^bb11(%193: i32):  // 2 preds: ^bb10, ^bb22
      %194 = arith.cmpi slt, %193, %c3_i32 : i32
      cf.cond_br %194, ^bb12, ^bb23
    ^bb12:  // pred: ^bb11
      %coord_50 = cute.make_coord(%21, %193) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %idx_51 = cute.crd2idx(%coord_50, %18) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_2b275f) -> !cute.int_tuple<"?{div=8}">
      %ptr_52 = cute.add_offset(%iter_44, %idx_51) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f32, gmem, align<16>>
      %ptr_53 = cute.add_offset(%ptr_52, %int_tuple_46) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
      %ptr_54 = cute.add_offset(%iter_47, %idx_51) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f32, gmem, align<16>>
      %ptr_55 = cute.add_offset(%ptr_54, %int_tuple_46) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
      %idx_56 = cute.crd2idx(%coord_50, %17) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ca5c98) -> !cute_int_tuple_530818
      %tup_57 = cute.add_offset(%iter_48, %idx_56) : (!cute.arith_tuple_iter<"(0,0)">, !cute_int_tuple_530818) -> !cute_arith_tuple_iter_aaefeb
      %tup_58 = cute.add_offset(%tup_57, %int_tuple_49) : (!cute_arith_tuple_iter_aaefeb, !cute.int_tuple<"(0,?{div=4})">) -> !cute_arith_tuple_iter_7c5329
      %rmem_59 = cute.memref.alloca() : !memref_rmem_i8_
      %iter_60 = cute.get_iter(%rmem_59) : !memref_rmem_i8_
      %tup_61 = cute.deref_arith_tuple_iter(%tup_58) : !cute_arith_tuple_iter_7c5329
      %e0_62, %e1_63 = cute.get_leaves(%tup_61) : !cute.int_tuple<"(?,?{div=4})">
      %coord_64 = cute.make_coord(%e0_62, %e1_63) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
      %195:2 = cute.get_scalars(%coord_64) : !cute.coord<"(?,?{div=4})">
      %196 = arith.cmpi slt, %195#0, %c96_i32 : i32
      %197 = arith.cmpi slt, %195#1, %c5000_i32 : i32
      %198 = arith.andi %196, %197 : i1
      %199 = arith.extui %198 : i1 to i8
      cute.memref.store(%rmem_59, %16, %199) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %tup_65 = cute.add_offset(%tup_58, %15) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,512)">) -> !cute_arith_tuple_iter_7c5329
      %tup_66 = cute.deref_arith_tuple_iter(%tup_65) : !cute_arith_tuple_iter_7c5329
      %e0_67, %e1_68 = cute.get_leaves(%tup_66) : !cute.int_tuple<"(?,?{div=4})">
      %coord_69 = cute.make_coord(%e0_67, %e1_68) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
      %200:2 = cute.get_scalars(%coord_69) : !cute.coord<"(?,?{div=4})">
      %201 = arith.cmpi slt, %200#0, %c96_i32 : i32
      %202 = arith.cmpi slt, %200#1, %c5000_i32 : i32
      %203 = arith.andi %201, %202 : i1
      %204 = arith.extui %203 : i1 to i8
      cute.memref.store(%rmem_59, %14, %204) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      %tup_70 = cute.add_offset(%tup_58, %13) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,1024)">) -> !cute_arith_tuple_iter_7c5329
      %tup_71 = cute.deref_arith_tuple_iter(%tup_70) : !cute_arith_tuple_iter_7c5329
      %e0_72, %e1_73 = cute.get_leaves(%tup_71) : !cute.int_tuple<"(?,?{div=4})">
      %coord_74 = cute.make_coord(%e0_72, %e1_73) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
      %205:2 = cute.get_scalars(%coord_74) : !cute.coord<"(?,?{div=4})">
      %206 = arith.cmpi slt, %205#0, %c96_i32 : i32
      %207 = arith.cmpi slt, %205#1, %c5000_i32 : i32
      %208 = arith.andi %206, %207 : i1
      %209 = arith.extui %208 : i1 to i8
      cute.memref.store(%rmem_59, %12, %209) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      %tup_75 = cute.add_offset(%tup_58, %11) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,1536)">) -> !cute_arith_tuple_iter_7c5329
      %tup_76 = cute.deref_arith_tuple_iter(%tup_75) : !cute_arith_tuple_iter_7c5329
      %e0_77, %e1_78 = cute.get_leaves(%tup_76) : !cute.int_tuple<"(?,?{div=4})">
      %coord_79 = cute.make_coord(%e0_77, %e1_78) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
      %210:2 = cute.get_scalars(%coord_79) : !cute.coord<"(?,?{div=4})">
      %211 = arith.cmpi slt, %210#0, %c96_i32 : i32
      %212 = arith.cmpi slt, %210#1, %c5000_i32 : i32
      %213 = arith.andi %211, %212 : i1
      %214 = arith.extui %213 : i1 to i8
      cute.memref.store(%rmem_59, %10, %214) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_80 = cute.memref.alloca() : !memref_rmem_f32_
      %iter_81 = cute.get_iter(%rmem_80) : !memref_rmem_f32_
      cute.memref.store_vec(%cst, %rmem_80) : (vector<16xf32>, !memref_rmem_f32_) -> ()
      cf.br ^bb13(%c0_i32 : i32)
    ^bb13(%215: i32):  // 2 preds: ^bb12, ^bb16
      %216 = arith.cmpi slt, %215, %c4_i32 : i32
      cf.cond_br %216, ^bb14, ^bb17 {llvm.loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb13
      %coord_82 = cute.make_coord(%215) : (i32) -> !cute.coord<"(_,?)">
      %idx_83 = cute.crd2idx(%coord_82, %9) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
      %ptr_84 = cute.add_offset(%ptr_53, %idx_83) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
      %idx_85 = cute.crd2idx(%coord_82, %8) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
      %ptr_86 = cute.add_offset(%iter_81, %idx_85) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %idx_87 = cute.crd2idx(%coord_82, %7) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_88 = cute.add_offset(%iter_60, %idx_87) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %217 = builtin.unrealized_conversion_cast %ptr_88 : !cute.ptr<i8, rmem> to !llvm.ptr
      %218 = llvm.load %217 : !llvm.ptr -> i8
      %219 = llvm.icmp "ne" %218, %6 : i8
      cf.cond_br %219, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %220 = builtin.unrealized_conversion_cast %ptr_84 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %221 = builtin.unrealized_conversion_cast %ptr_86 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %222 = llvm.load %220 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %222, %221 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      cf.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %223 = arith.addi %215, %c1_i32 : i32
      cf.br ^bb13(%223 : i32)
    ^bb17:  // pred: ^bb13
      %224 = cute.memref.load_vec(%rmem_80) : (!memref_rmem_f32_) -> vector<16xf32>
      %225 = arith.mulf %224, %cst_0 : vector<16xf32>
      %226 = arith.subf %225, %191 : vector<16xf32>
      %227 = math.exp2 %226 : vector<16xf32>
      %228 = arith.mulf %227, %192 : vector<16xf32>
      %rmem_89 = cute.memref.alloca() : !memref_rmem_f32_
      %iter_90 = cute.get_iter(%rmem_89) : !memref_rmem_f32_
      cute.memref.store_vec(%228, %rmem_89) : (vector<16xf32>, !memref_rmem_f32_) -> ()
      cf.br ^bb18(%c0_i32 : i32)
    ^bb18(%229: i32):  // 2 preds: ^bb17, ^bb21
      %230 = arith.cmpi slt, %229, %c4_i32 : i32
      cf.cond_br %230, ^bb19, ^bb22 {llvm.loop_annotation = #loop_annotation}
    ^bb19:  // pred: ^bb18
      %coord_91 = cute.make_coord(%229) : (i32) -> !cute.coord<"(_,?)">
      %idx_92 = cute.crd2idx(%coord_91, %8) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
      %ptr_93 = cute.add_offset(%iter_90, %idx_92) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %idx_94 = cute.crd2idx(%coord_91, %9) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
      %ptr_95 = cute.add_offset(%ptr_55, %idx_94) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
      %idx_96 = cute.crd2idx(%coord_91, %7) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_97 = cute.add_offset(%iter_60, %idx_96) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %231 = builtin.unrealized_conversion_cast %ptr_97 : !cute.ptr<i8, rmem> to !llvm.ptr
      %232 = llvm.load %231 : !llvm.ptr -> i8
      %233 = llvm.icmp "ne" %232, %6 : i8
      cf.cond_br %233, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %234 = builtin.unrealized_conversion_cast %ptr_93 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %235 = builtin.unrealized_conversion_cast %ptr_95 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %236 = llvm.load %234 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %236, %235 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      cf.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %237 = arith.addi %229, %c1_i32 : i32
      cf.br ^bb18(%237 : i32)
    ^bb22:  // pred: ^bb18
      %238 = arith.addi %193, %c1_i32 : i32
      cf.br ^bb11(%238 : i32)
    ^bb23:  // pred: ^bb11
      return
    }
  }
  func.func @cutlass___call___SoftmaxProgramthreads12_h57d05bb9(%arg0: !memref_gmem_f32_1, %arg1: !memref_gmem_f32_1, %arg2: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %c96_i64 = arith.constant 96 : i64
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c128_i32 = arith.constant 128 : i32
    %c96_i32 = arith.constant 96 : i32
    %iter = cute.get_iter(%arg0) : !memref_gmem_f32_1
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f32_1
    %view = cute.make_view(%iter) : !memref_gmem_f32_
    %view_1 = cute.make_view(%iter_0) : !memref_gmem_f32_
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
    %0 = cute.make_tiled_copy(%atom) : !copy_simt
    %1 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c96_i64, gridDim = (%c96_i32, %c1_i32, %c1_i32), stream = %arg2) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%1] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    cuda.launch_cfg.cooperative[%1] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %2 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h358e970f_0<%1> (%view, %view_1) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_f32_, !memref_gmem_f32_) -> !cuda.result
    %3 = cuda.cast %2 : !cuda.result -> i32
    cuda.return_if_error %3 : i32
    return %c0_i32 : i32
  }
}
