!cute_arith_tuple_iter_66b557 = !cute.arith_tuple_iter<"(?,?{div=8})">
!cute_coord_tensor_b6ed2e = !cute.coord_tensor<"(0,0)", "((1,8192),(96,1)):((0,1@1),(1@0,0))">
!cute_layout_8083f9 = !cute.layout<"((8,1),((1,4))):((1,0),((0,2048)))">
!cute_layout_973764 = !cute.layout<"(1,((1,4))):(0,((0,1)))">
!cute_layout_ba17ea = !cute.layout<"((1,8192),(96,1)):((0,1),(5000,0))">
!cute_layout_bb9a85 = !cute.layout<"((8,1),((1,4))):((1,0),((0,8)))">
!cute_layout_d7fc0d = !cute.layout<"((1,8192),(96,1)):((0,1@1),(1@0,0))">
!cute_ptr_2914ae = !cute.ptr<bf16, rmem, align<16>>
!cute_ptr_489d54 = !cute.ptr<bf16, rmem, align<32>>
!cute_ptr_6f3445 = !cute.ptr<bf16, gmem, align<16>>
!cute_ptr_9af6a0 = !cute.ptr<i8, smem, align<1024>>
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<bf16, 128 b>, layout_copy_tv = <"(256,8):(8,1)">, tiler_mn = <"[1:0;2048:1]">>
!memref_gmem_bf16_ = !cute.memref<bf16, gmem, align<16>, "((1,8192),(96,1)):((0,1),(5000,0))">
!memref_gmem_bf16_1 = !cute.memref<bf16, gmem, align<16>, "(96,5000):(5000,1)">
!memref_rmem_bf16_ = !cute.memref<bf16, rmem, align<32>, "((8,1),1,4):((1,0),0,8)">
!memref_rmem_i8_ = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_smem_f32_ = !cute.memref<f32, smem, align<1024>, "8:1">
!memref_smem_f32_1 = !cute.memref<f32, smem, align<32>, "8:1">
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrb_he9906410_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_softmax_kernel_tensorptrb_he9906410_0(%arg0: !memref_gmem_bf16_, %arg1: !memref_gmem_bf16_) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<32xbf16>
      %cst_0 = arith.constant dense<1.44269502> : vector<32xf32>
      %cst_1 = arith.constant dense<0xFF80> : vector<32xbf16>
      %c5000_i32 = arith.constant 5000 : i32
      %c96_i32 = arith.constant 96 : i32
      %cst_2 = arith.constant 1.000000e+00 : f32
      %0 = cute.static : !cute.coord<"7">
      %1 = cute.static : !cute.coord<"6">
      %2 = cute.static : !cute.coord<"5">
      %3 = cute.static : !cute.coord<"4">
      %4 = cute.static : !cute.coord<"3">
      %5 = cute.static : !cute.coord<"2">
      %6 = cute.static : !cute.coord<"1">
      %7 = cute.static : !cute.coord<"0">
      %8 = cute.static : !cute.int_tuple<"32">
      %9 = cute.static : !cute.layout<"8:1">
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c31_i32 = arith.constant 31 : i32
      %c16_i32 = arith.constant 16 : i32
      %c-1_i32 = arith.constant -1 : i32
      %10 = llvm.mlir.constant(0 : i8) : i8
      %11 = cute.static : !cute_layout_973764
      %12 = cute.static : !cute_layout_bb9a85
      %13 = cute.static : !cute_layout_8083f9
      %14 = cute.static : !cute.coord<"(0,0,3)">
      %15 = cute.static : !cute.int_tuple<"(0,6144)">
      %16 = cute.static : !cute.coord<"(0,0,2)">
      %17 = cute.static : !cute.int_tuple<"(0,4096)">
      %18 = cute.static : !cute.coord<"(0,0,1)">
      %19 = cute.static : !cute.int_tuple<"(0,2048)">
      %20 = cute.static : !cute.coord<"(0,0,0)">
      %21 = cute.static : !cute_layout_d7fc0d
      %c8_i32 = arith.constant 8 : i32
      %22 = cute.static : !cute_layout_ba17ea
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %cst_3 = arith.constant -3.40282347E+38 : f32
      %cst_4 = arith.constant 0.000000e+00 : f32
      %c32_i32 = arith.constant 32 : i32
      %23 = cute.static : !cute_coord_tensor_b6ed2e
      %24 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %25 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %26 = arith.remsi %24, %c32_i32 : i32
      %27 = arith.divsi %24, %c32_i32 : i32
      %28 = arith.muli %27, %c32_i32 : i32
      %29 = arith.cmpi ne, %24, %28 : i32
      %c0_i32_5 = arith.constant 0 : i32
      %30 = arith.cmpi slt, %24, %c0_i32_5 : i32
      %31 = arith.cmpi slt, %c32_i32, %c0_i32_5 : i32
      %32 = arith.cmpi ne, %30, %31 : i1
      %33 = arith.andi %29, %32 : i1
      %c-1_i32_6 = arith.constant -1 : i32
      %34 = arith.addi %27, %c-1_i32_6 : i32
      %35 = arith.select %33, %34, %27 : i32
      %coord = cute.make_coord(%25) : (i32) -> !cute.coord<"((_,_),(?,0))">
      %idx = cute.crd2idx(%coord, %22) : (!cute.coord<"((_,_),(?,0))">, !cute_layout_ba17ea) -> !cute.int_tuple<"?{div=5000}">
      %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %ptr = cute.add_offset(%iter, %idx) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
      %36 = arith.muli %24, %c8_i32 : i32
      %iv = cute.assume(%36) : (i32) -> !cute.i32<divby 8>
      %int_tuple = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_7 = cute.add_offset(%ptr, %int_tuple) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
      %idx_8 = cute.crd2idx(%coord, %21) : (!cute.coord<"((_,_),(?,0))">, !cute_layout_d7fc0d) -> !cute.int_tuple<"(?,0)">
      %iter_9 = cute.get_iter(%23) : !cute_coord_tensor_b6ed2e
      %tup = cute.add_offset(%iter_9, %idx_8) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(?,0)">) -> !cute.arith_tuple_iter<"(?,0)">
      %int_tuple_10 = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"(0,?{div=8})">
      %tup_11 = cute.add_offset(%tup, %int_tuple_10) : (!cute.arith_tuple_iter<"(?,0)">, !cute.int_tuple<"(0,?{div=8})">) -> !cute_arith_tuple_iter_66b557
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
      cute.memref.store(%rmem, %20, %41) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %tup_15 = cute.add_offset(%tup_11, %19) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,2048)">) -> !cute_arith_tuple_iter_66b557
      %tup_16 = cute.deref_arith_tuple_iter(%tup_15) : !cute_arith_tuple_iter_66b557
      %e0_17, %e1_18 = cute.get_leaves(%tup_16) : !cute.int_tuple<"(?,?{div=8})">
      %coord_19 = cute.make_coord(%e0_17, %e1_18) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
      %42:2 = cute.get_scalars(%coord_19) : !cute.coord<"(?,?{div=8})">
      %43 = arith.cmpi slt, %42#0, %c96_i32 : i32
      %44 = arith.cmpi slt, %42#1, %c5000_i32 : i32
      %45 = arith.andi %43, %44 : i1
      %46 = arith.extui %45 : i1 to i8
      cute.memref.store(%rmem, %18, %46) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      %tup_20 = cute.add_offset(%tup_11, %17) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,4096)">) -> !cute_arith_tuple_iter_66b557
      %tup_21 = cute.deref_arith_tuple_iter(%tup_20) : !cute_arith_tuple_iter_66b557
      %e0_22, %e1_23 = cute.get_leaves(%tup_21) : !cute.int_tuple<"(?,?{div=8})">
      %coord_24 = cute.make_coord(%e0_22, %e1_23) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
      %47:2 = cute.get_scalars(%coord_24) : !cute.coord<"(?,?{div=8})">
      %48 = arith.cmpi slt, %47#0, %c96_i32 : i32
      %49 = arith.cmpi slt, %47#1, %c5000_i32 : i32
      %50 = arith.andi %48, %49 : i1
      %51 = arith.extui %50 : i1 to i8
      cute.memref.store(%rmem, %16, %51) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      %tup_25 = cute.add_offset(%tup_11, %15) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,6144)">) -> !cute_arith_tuple_iter_66b557
      %tup_26 = cute.deref_arith_tuple_iter(%tup_25) : !cute_arith_tuple_iter_66b557
      %e0_27, %e1_28 = cute.get_leaves(%tup_26) : !cute.int_tuple<"(?,?{div=8})">
      %coord_29 = cute.make_coord(%e0_27, %e1_28) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
      %52:2 = cute.get_scalars(%coord_29) : !cute.coord<"(?,?{div=8})">
      %53 = arith.cmpi slt, %52#0, %c96_i32 : i32
      %54 = arith.cmpi slt, %52#1, %c5000_i32 : i32
      %55 = arith.andi %53, %54 : i1
      %56 = arith.extui %55 : i1 to i8
      cute.memref.store(%rmem, %14, %56) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_30 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_31 = cute.get_iter(%rmem_30) : !memref_rmem_bf16_
      cute.memref.store_vec(%cst_1, %rmem_30) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
      cf.br ^bb1(%c0_i32 : i32)
    ^bb1(%57: i32):  // 2 preds: ^bb0, ^bb4
      %58 = arith.cmpi slt, %57, %c4_i32 : i32
      cf.cond_br %58, ^bb2, ^bb5 {llvm.loop_annotation = #loop_annotation}
    ^bb2:  // pred: ^bb1
      %coord_32 = cute.make_coord(%57) : (i32) -> !cute.coord<"(_,?)">
      %idx_33 = cute.crd2idx(%coord_32, %13) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
      %ptr_34 = cute.add_offset(%ptr_7, %idx_33) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
      %idx_35 = cute.crd2idx(%coord_32, %12) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_36 = cute.add_offset(%iter_31, %idx_35) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_37 = cute.crd2idx(%coord_32, %11) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_38 = cute.add_offset(%iter_12, %idx_37) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %59 = builtin.unrealized_conversion_cast %ptr_38 : !cute.ptr<i8, rmem> to !llvm.ptr
      %60 = llvm.load %59 : !llvm.ptr -> i8
      %61 = llvm.icmp "ne" %60, %10 : i8
      cf.cond_br %61, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %62 = builtin.unrealized_conversion_cast %ptr_34 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %63 = builtin.unrealized_conversion_cast %ptr_36 : !cute_ptr_2914ae to !llvm.ptr
      %64 = llvm.load %62 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %64, %63 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      cf.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %65 = arith.addi %57, %c1_i32 : i32
      cf.br ^bb1(%65 : i32)
    ^bb5:  // pred: ^bb1
      %66 = cute.memref.load_vec(%rmem_30) : (!memref_rmem_bf16_) -> vector<32xbf16>
      %67 = arith.extf %66 : vector<32xbf16> to vector<32xf32>
      %68 = arith.mulf %67, %cst_0 : vector<32xf32>
      %69 = vector.reduction <maximumf>, %68, %cst_3 : vector<32xf32> into f32
      %70 = arith.cmpf ugt, %69, %cst_3 : f32
      %71 = arith.select %70, %69, %cst_3 : f32
      %72 = arith.cmpf uno, %cst_3, %cst_3 : f32
      %73 = arith.select %72, %cst_3, %71 : f32
      %74 = vector.broadcast %73 : f32 to vector<32xf32>
      %75 = arith.subf %68, %74 : vector<32xf32>
      %76 = math.exp2 %75 : vector<32xf32>
      %77 = vector.reduction <add>, %76, %cst_4 : vector<32xf32> into f32
      %78 = arith.subf %cst_3, %73 : f32
      %79 = math.exp2 %78 : f32
      %80 = arith.mulf %79, %cst_4 : f32
      %81 = arith.addf %80, %77 : f32
      %82 = nvvm.shfl.sync  bfly %c-1_i32, %73, %c16_i32, %c31_i32 : f32 -> f32
      %83 = nvvm.shfl.sync  bfly %c-1_i32, %81, %c16_i32, %c31_i32 : f32 -> f32
      %84 = arith.cmpf ugt, %73, %82 : f32
      %85 = arith.select %84, %73, %82 : f32
      %86 = arith.cmpf uno, %82, %82 : f32
      %87 = arith.select %86, %82, %85 : f32
      %88 = arith.subf %73, %87 : f32
      %89 = math.exp2 %88 : f32
      %90 = arith.mulf %81, %89 : f32
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
      %ptr_39 = cute.add_offset(%smem_ptr, %8) : (!cute_ptr_9af6a0, !cute.int_tuple<"32">) -> !cute.ptr<i8, smem, align<32>>
      %iter_40 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_40, %9) : !memref_smem_f32_
      %iter_41 = cute.recast_iter(%ptr_39) : !cute.ptr<i8, smem, align<32>> to !cute.ptr<f32, smem, align<32>>
      %view_42 = cute.make_view(%iter_41, %9) : !memref_smem_f32_1
      %147 = arith.cmpi eq, %26, %c0_i32 : i32
      cf.cond_br %147, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %coord_43 = cute.make_coord(%35) : (i32) -> !cute.coord<"?">
      cute.memref.store(%view, %coord_43, %139) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
      cute.memref.store(%view_42, %coord_43, %146) : (!memref_smem_f32_1, !cute.coord<"?">, f32) -> ()
      cf.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      nvvm.barrier
      %148 = cute.memref.load(%view, %7) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %149 = cute.memref.load(%view_42, %7) : (!memref_smem_f32_1, !cute.coord<"0">) -> f32
      %150 = cute.memref.load(%view, %6) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %151 = cute.memref.load(%view_42, %6) : (!memref_smem_f32_1, !cute.coord<"1">) -> f32
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
      %163 = cute.memref.load(%view, %5) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %164 = cute.memref.load(%view_42, %5) : (!memref_smem_f32_1, !cute.coord<"2">) -> f32
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
      %176 = cute.memref.load(%view, %4) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %177 = cute.memref.load(%view_42, %4) : (!memref_smem_f32_1, !cute.coord<"3">) -> f32
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
      %189 = cute.memref.load(%view, %3) : (!memref_smem_f32_, !cute.coord<"4">) -> f32
      %190 = cute.memref.load(%view_42, %3) : (!memref_smem_f32_1, !cute.coord<"4">) -> f32
      %191 = arith.cmpf ugt, %181, %189 : f32
      %192 = arith.select %191, %181, %189 : f32
      %193 = arith.cmpf uno, %189, %189 : f32
      %194 = arith.select %193, %189, %192 : f32
      %195 = arith.subf %181, %194 : f32
      %196 = math.exp2 %195 : f32
      %197 = arith.mulf %188, %196 : f32
      %198 = arith.subf %189, %194 : f32
      %199 = math.exp2 %198 : f32
      %200 = arith.mulf %190, %199 : f32
      %201 = arith.addf %197, %200 : f32
      %202 = cute.memref.load(%view, %2) : (!memref_smem_f32_, !cute.coord<"5">) -> f32
      %203 = cute.memref.load(%view_42, %2) : (!memref_smem_f32_1, !cute.coord<"5">) -> f32
      %204 = arith.cmpf ugt, %194, %202 : f32
      %205 = arith.select %204, %194, %202 : f32
      %206 = arith.cmpf uno, %202, %202 : f32
      %207 = arith.select %206, %202, %205 : f32
      %208 = arith.subf %194, %207 : f32
      %209 = math.exp2 %208 : f32
      %210 = arith.mulf %201, %209 : f32
      %211 = arith.subf %202, %207 : f32
      %212 = math.exp2 %211 : f32
      %213 = arith.mulf %203, %212 : f32
      %214 = arith.addf %210, %213 : f32
      %215 = cute.memref.load(%view, %1) : (!memref_smem_f32_, !cute.coord<"6">) -> f32
      %216 = cute.memref.load(%view_42, %1) : (!memref_smem_f32_1, !cute.coord<"6">) -> f32
      %217 = arith.cmpf ugt, %207, %215 : f32
      %218 = arith.select %217, %207, %215 : f32
      %219 = arith.cmpf uno, %215, %215 : f32
      %220 = arith.select %219, %215, %218 : f32
      %221 = arith.subf %207, %220 : f32
      %222 = math.exp2 %221 : f32
      %223 = arith.mulf %214, %222 : f32
      %224 = arith.subf %215, %220 : f32
      %225 = math.exp2 %224 : f32
      %226 = arith.mulf %216, %225 : f32
      %227 = arith.addf %223, %226 : f32
      %228 = cute.memref.load(%view, %0) : (!memref_smem_f32_, !cute.coord<"7">) -> f32
      %229 = cute.memref.load(%view_42, %0) : (!memref_smem_f32_1, !cute.coord<"7">) -> f32
      %230 = arith.cmpf ugt, %220, %228 : f32
      %231 = arith.select %230, %220, %228 : f32
      %232 = arith.cmpf uno, %228, %228 : f32
      %233 = arith.select %232, %228, %231 : f32
      %234 = arith.subf %220, %233 : f32
      %235 = math.exp2 %234 : f32
      %236 = arith.mulf %227, %235 : f32
      %237 = arith.subf %228, %233 : f32
      %238 = math.exp2 %237 : f32
      %239 = arith.mulf %229, %238 : f32
      %240 = arith.addf %236, %239 : f32
      %241 = arith.divf %cst_2, %240 : f32
      %iter_44 = cute.get_iter(%arg1) : !memref_gmem_bf16_
      %ptr_45 = cute.add_offset(%iter_44, %idx) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
      %ptr_46 = cute.add_offset(%ptr_45, %int_tuple) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
      %rmem_47 = cute.memref.alloca() : !memref_rmem_i8_
      %iter_48 = cute.get_iter(%rmem_47) : !memref_rmem_i8_
      cute.memref.store(%rmem_47, %20, %41) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      cute.memref.store(%rmem_47, %18, %46) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      cute.memref.store(%rmem_47, %16, %51) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      cute.memref.store(%rmem_47, %14, %56) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_49 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_50 = cute.get_iter(%rmem_49) : !memref_rmem_bf16_
      cute.memref.store_vec(%cst, %rmem_49) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
      cf.br ^bb8(%c0_i32 : i32)
    ^bb8(%242: i32):  // 2 preds: ^bb7, ^bb11
      %243 = arith.cmpi slt, %242, %c4_i32 : i32
      cf.cond_br %243, ^bb9, ^bb12 {llvm.loop_annotation = #loop_annotation}
    ^bb9:  // pred: ^bb8
      %coord_51 = cute.make_coord(%242) : (i32) -> !cute.coord<"(_,?)">
      %idx_52 = cute.crd2idx(%coord_51, %13) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
      %ptr_53 = cute.add_offset(%ptr_7, %idx_52) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
      %idx_54 = cute.crd2idx(%coord_51, %12) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_55 = cute.add_offset(%iter_50, %idx_54) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_56 = cute.crd2idx(%coord_51, %11) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_57 = cute.add_offset(%iter_48, %idx_56) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %244 = builtin.unrealized_conversion_cast %ptr_57 : !cute.ptr<i8, rmem> to !llvm.ptr
      %245 = llvm.load %244 : !llvm.ptr -> i8
      %246 = llvm.icmp "ne" %245, %10 : i8
      cf.cond_br %246, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %247 = builtin.unrealized_conversion_cast %ptr_53 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %248 = builtin.unrealized_conversion_cast %ptr_55 : !cute_ptr_2914ae to !llvm.ptr
      %249 = llvm.load %247 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %249, %248 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      cf.br ^bb11
    ^bb11:  // 2 preds: ^bb9, ^bb10
      %250 = arith.addi %242, %c1_i32 : i32
      cf.br ^bb8(%250 : i32)
    ^bb12:  // pred: ^bb8
      %251 = cute.memref.load_vec(%rmem_49) : (!memref_rmem_bf16_) -> vector<32xbf16>
      %252 = arith.extf %251 : vector<32xbf16> to vector<32xf32>
      %253 = arith.mulf %252, %cst_0 : vector<32xf32>
      %254 = vector.broadcast %233 : f32 to vector<32xf32>
      %255 = arith.subf %253, %254 : vector<32xf32>
      %256 = math.exp2 %255 : vector<32xf32>
      %257 = vector.broadcast %241 : f32 to vector<32xf32>
      %258 = arith.mulf %256, %257 : vector<32xf32>
      %rmem_58 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_59 = cute.get_iter(%rmem_58) : !memref_rmem_bf16_
      %259 = arith.truncf %258 : vector<32xf32> to vector<32xbf16>
      cute.memref.store_vec(%259, %rmem_58) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
      cf.br ^bb13(%c0_i32 : i32)
    ^bb13(%260: i32):  // 2 preds: ^bb12, ^bb16
      %261 = arith.cmpi slt, %260, %c4_i32 : i32
      cf.cond_br %261, ^bb14, ^bb17 {llvm.loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb13
      %coord_60 = cute.make_coord(%260) : (i32) -> !cute.coord<"(_,?)">
      %idx_61 = cute.crd2idx(%coord_60, %12) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_62 = cute.add_offset(%iter_59, %idx_61) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_63 = cute.crd2idx(%coord_60, %13) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
      %ptr_64 = cute.add_offset(%ptr_46, %idx_63) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
      %idx_65 = cute.crd2idx(%coord_60, %11) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_66 = cute.add_offset(%iter_48, %idx_65) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %262 = builtin.unrealized_conversion_cast %ptr_66 : !cute.ptr<i8, rmem> to !llvm.ptr
      %263 = llvm.load %262 : !llvm.ptr -> i8
      %264 = llvm.icmp "ne" %263, %10 : i8
      cf.cond_br %264, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %265 = builtin.unrealized_conversion_cast %ptr_62 : !cute_ptr_2914ae to !llvm.ptr
      %266 = builtin.unrealized_conversion_cast %ptr_64 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %267 = llvm.load %265 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %267, %266 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      cf.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %268 = arith.addi %260, %c1_i32 : i32
      cf.br ^bb13(%268 : i32)
    ^bb17:  // pred: ^bb13
      return
    }
  }
  func.func @cutlass___call___SoftmaxProgramthreads25_h986fbe61(%arg0: !memref_gmem_bf16_1, %arg1: !memref_gmem_bf16_1, %arg2: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %c128_i64 = arith.constant 128 : i64
    %c0_i32 = arith.constant 0 : i32
    %c96_i32 = arith.constant 96 : i32
    %c1_i32 = arith.constant 1 : i32
    %c256_i32 = arith.constant 256 : i32
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_1
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
    %view = cute.make_view(%iter) : !memref_gmem_bf16_
    %view_1 = cute.make_view(%iter_0) : !memref_gmem_bf16_
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<bf16, 128 b>
    %0 = cute.make_tiled_copy(%atom) : !copy_simt
    %1 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c128_i64, gridDim = (%c96_i32, %c1_i32, %c1_i32), stream = %arg2) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%1] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    cuda.launch_cfg.cooperative[%1] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %2 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrb_he9906410_0<%1> (%view, %view_1) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_bf16_, !memref_gmem_bf16_) -> !cuda.result
    %3 = cuda.cast %2 : !cuda.result -> i32
    cuda.return_if_error %3 : i32
    return %c0_i32 : i32
  }
}
