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
      %cst_3 = arith.constant 1.44269502 : f32
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
      %cst_4 = arith.constant -3.40282347E+38 : f32
      %cst_5 = arith.constant 0.000000e+00 : f32
      %c32_i32 = arith.constant 32 : i32
      %23 = cute.static : !cute_coord_tensor_b6ed2e
      %24 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %25 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %26 = arith.remsi %24, %c32_i32 : i32
      %27 = arith.divsi %24, %c32_i32 : i32
      %28 = arith.muli %27, %c32_i32 : i32
      %29 = arith.cmpi ne, %24, %28 : i32
      %c0_i32_6 = arith.constant 0 : i32
      %30 = arith.cmpi slt, %24, %c0_i32_6 : i32
      %31 = arith.cmpi slt, %c32_i32, %c0_i32_6 : i32
      %32 = arith.cmpi ne, %30, %31 : i1
      %33 = arith.andi %29, %32 : i1
      %c-1_i32_7 = arith.constant -1 : i32
      %34 = arith.addi %27, %c-1_i32_7 : i32
      %35 = arith.select %33, %34, %27 : i32
      %coord = cute.make_coord(%25) : (i32) -> !cute.coord<"((_,_),(?,0))">
      %idx = cute.crd2idx(%coord, %22) : (!cute.coord<"((_,_),(?,0))">, !cute_layout_ba17ea) -> !cute.int_tuple<"?{div=5000}">
      %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %ptr = cute.add_offset(%iter, %idx) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
      %36 = arith.muli %24, %c8_i32 : i32
      %iv = cute.assume(%36) : (i32) -> !cute.i32<divby 8>
      %int_tuple = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_8 = cute.add_offset(%ptr, %int_tuple) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
      %idx_9 = cute.crd2idx(%coord, %21) : (!cute.coord<"((_,_),(?,0))">, !cute_layout_d7fc0d) -> !cute.int_tuple<"(?,0)">
      %iter_10 = cute.get_iter(%23) : !cute_coord_tensor_b6ed2e
      %tup = cute.add_offset(%iter_10, %idx_9) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(?,0)">) -> !cute.arith_tuple_iter<"(?,0)">
      %int_tuple_11 = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"(0,?{div=8})">
      %tup_12 = cute.add_offset(%tup, %int_tuple_11) : (!cute.arith_tuple_iter<"(?,0)">, !cute.int_tuple<"(0,?{div=8})">) -> !cute_arith_tuple_iter_66b557
      %rmem = cute.memref.alloca() : !memref_rmem_i8_
      %iter_13 = cute.get_iter(%rmem) : !memref_rmem_i8_
      %tup_14 = cute.deref_arith_tuple_iter(%tup_12) : !cute_arith_tuple_iter_66b557
      %e0, %e1 = cute.get_leaves(%tup_14) : !cute.int_tuple<"(?,?{div=8})">
      %coord_15 = cute.make_coord(%e0, %e1) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
      %37:2 = cute.get_scalars(%coord_15) : !cute.coord<"(?,?{div=8})">
      %38 = arith.cmpi slt, %37#0, %c96_i32 : i32
      %39 = arith.cmpi slt, %37#1, %c5000_i32 : i32
      %40 = arith.andi %38, %39 : i1
      %41 = arith.extui %40 : i1 to i8
      cute.memref.store(%rmem, %20, %41) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %tup_16 = cute.add_offset(%tup_12, %19) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,2048)">) -> !cute_arith_tuple_iter_66b557
      %tup_17 = cute.deref_arith_tuple_iter(%tup_16) : !cute_arith_tuple_iter_66b557
      %e0_18, %e1_19 = cute.get_leaves(%tup_17) : !cute.int_tuple<"(?,?{div=8})">
      %coord_20 = cute.make_coord(%e0_18, %e1_19) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
      %42:2 = cute.get_scalars(%coord_20) : !cute.coord<"(?,?{div=8})">
      %43 = arith.cmpi slt, %42#0, %c96_i32 : i32
      %44 = arith.cmpi slt, %42#1, %c5000_i32 : i32
      %45 = arith.andi %43, %44 : i1
      %46 = arith.extui %45 : i1 to i8
      cute.memref.store(%rmem, %18, %46) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      %tup_21 = cute.add_offset(%tup_12, %17) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,4096)">) -> !cute_arith_tuple_iter_66b557
      %tup_22 = cute.deref_arith_tuple_iter(%tup_21) : !cute_arith_tuple_iter_66b557
      %e0_23, %e1_24 = cute.get_leaves(%tup_22) : !cute.int_tuple<"(?,?{div=8})">
      %coord_25 = cute.make_coord(%e0_23, %e1_24) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
      %47:2 = cute.get_scalars(%coord_25) : !cute.coord<"(?,?{div=8})">
      %48 = arith.cmpi slt, %47#0, %c96_i32 : i32
      %49 = arith.cmpi slt, %47#1, %c5000_i32 : i32
      %50 = arith.andi %48, %49 : i1
      %51 = arith.extui %50 : i1 to i8
      cute.memref.store(%rmem, %16, %51) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      %tup_26 = cute.add_offset(%tup_12, %15) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,6144)">) -> !cute_arith_tuple_iter_66b557
      %tup_27 = cute.deref_arith_tuple_iter(%tup_26) : !cute_arith_tuple_iter_66b557
      %e0_28, %e1_29 = cute.get_leaves(%tup_27) : !cute.int_tuple<"(?,?{div=8})">
      %coord_30 = cute.make_coord(%e0_28, %e1_29) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
      %52:2 = cute.get_scalars(%coord_30) : !cute.coord<"(?,?{div=8})">
      %53 = arith.cmpi slt, %52#0, %c96_i32 : i32
      %54 = arith.cmpi slt, %52#1, %c5000_i32 : i32
      %55 = arith.andi %53, %54 : i1
      %56 = arith.extui %55 : i1 to i8
      cute.memref.store(%rmem, %14, %56) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_31 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_32 = cute.get_iter(%rmem_31) : !memref_rmem_bf16_
      cute.memref.store_vec(%cst_1, %rmem_31) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
      cf.br ^bb1(%c0_i32 : i32)
    ^bb1(%57: i32):  // 2 preds: ^bb0, ^bb4
      %58 = arith.cmpi slt, %57, %c4_i32 : i32
      cf.cond_br %58, ^bb2, ^bb5 {llvm.loop_annotation = #loop_annotation}
    ^bb2:  // pred: ^bb1
      %coord_33 = cute.make_coord(%57) : (i32) -> !cute.coord<"(_,?)">
      %idx_34 = cute.crd2idx(%coord_33, %13) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
      %ptr_35 = cute.add_offset(%ptr_8, %idx_34) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
      %idx_36 = cute.crd2idx(%coord_33, %12) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_37 = cute.add_offset(%iter_32, %idx_36) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_38 = cute.crd2idx(%coord_33, %11) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_39 = cute.add_offset(%iter_13, %idx_38) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %59 = builtin.unrealized_conversion_cast %ptr_39 : !cute.ptr<i8, rmem> to !llvm.ptr
      %60 = llvm.load %59 : !llvm.ptr -> i8
      %61 = llvm.icmp "ne" %60, %10 : i8
      cf.cond_br %61, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %62 = builtin.unrealized_conversion_cast %ptr_35 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %63 = builtin.unrealized_conversion_cast %ptr_37 : !cute_ptr_2914ae to !llvm.ptr
      %64 = llvm.load %62 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %64, %63 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      cf.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %65 = arith.addi %57, %c1_i32 : i32
      cf.br ^bb1(%65 : i32)
    ^bb5:  // pred: ^bb1
      %66 = cute.memref.load_vec(%rmem_31) : (!memref_rmem_bf16_) -> vector<32xbf16>
      %67 = arith.extf %66 : vector<32xbf16> to vector<32xf32>
      %68 = vector.reduction <maximumf>, %67, %cst_4 : vector<32xf32> into f32
      %69 = arith.cmpf ugt, %68, %cst_4 : f32
      %70 = arith.select %69, %68, %cst_4 : f32
      %71 = arith.cmpf uno, %cst_4, %cst_4 : f32
      %72 = arith.select %71, %cst_4, %70 : f32
      %73 = vector.broadcast %72 : f32 to vector<32xf32>
      %74 = arith.subf %67, %73 : vector<32xf32>
      %75 = arith.mulf %74, %cst_0 : vector<32xf32>
      %76 = math.exp2 %75 : vector<32xf32>
      %77 = vector.reduction <add>, %76, %cst_5 : vector<32xf32> into f32
      %78 = arith.subf %cst_4, %72 : f32
      %79 = arith.mulf %78, %cst_3 : f32
      %80 = math.exp2 %79 : f32
      %81 = arith.mulf %80, %cst_5 : f32
      %82 = arith.addf %81, %77 : f32
      %83 = nvvm.shfl.sync  bfly %c-1_i32, %72, %c16_i32, %c31_i32 : f32 -> f32
      %84 = nvvm.shfl.sync  bfly %c-1_i32, %82, %c16_i32, %c31_i32 : f32 -> f32
      %85 = arith.cmpf ugt, %72, %83 : f32
      %86 = arith.select %85, %72, %83 : f32
      %87 = arith.cmpf uno, %83, %83 : f32
      %88 = arith.select %87, %83, %86 : f32
      %89 = arith.subf %72, %88 : f32
      %90 = arith.mulf %89, %cst_3 : f32
      %91 = math.exp2 %90 : f32
      %92 = arith.mulf %82, %91 : f32
      %93 = arith.subf %83, %88 : f32
      %94 = arith.mulf %93, %cst_3 : f32
      %95 = math.exp2 %94 : f32
      %96 = arith.mulf %84, %95 : f32
      %97 = arith.addf %92, %96 : f32
      %98 = nvvm.shfl.sync  bfly %c-1_i32, %88, %c8_i32, %c31_i32 : f32 -> f32
      %99 = nvvm.shfl.sync  bfly %c-1_i32, %97, %c8_i32, %c31_i32 : f32 -> f32
      %100 = arith.cmpf ugt, %88, %98 : f32
      %101 = arith.select %100, %88, %98 : f32
      %102 = arith.cmpf uno, %98, %98 : f32
      %103 = arith.select %102, %98, %101 : f32
      %104 = arith.subf %88, %103 : f32
      %105 = arith.mulf %104, %cst_3 : f32
      %106 = math.exp2 %105 : f32
      %107 = arith.mulf %97, %106 : f32
      %108 = arith.subf %98, %103 : f32
      %109 = arith.mulf %108, %cst_3 : f32
      %110 = math.exp2 %109 : f32
      %111 = arith.mulf %99, %110 : f32
      %112 = arith.addf %107, %111 : f32
      %113 = nvvm.shfl.sync  bfly %c-1_i32, %103, %c4_i32, %c31_i32 : f32 -> f32
      %114 = nvvm.shfl.sync  bfly %c-1_i32, %112, %c4_i32, %c31_i32 : f32 -> f32
      %115 = arith.cmpf ugt, %103, %113 : f32
      %116 = arith.select %115, %103, %113 : f32
      %117 = arith.cmpf uno, %113, %113 : f32
      %118 = arith.select %117, %113, %116 : f32
      %119 = arith.subf %103, %118 : f32
      %120 = arith.mulf %119, %cst_3 : f32
      %121 = math.exp2 %120 : f32
      %122 = arith.mulf %112, %121 : f32
      %123 = arith.subf %113, %118 : f32
      %124 = arith.mulf %123, %cst_3 : f32
      %125 = math.exp2 %124 : f32
      %126 = arith.mulf %114, %125 : f32
      %127 = arith.addf %122, %126 : f32
      %128 = nvvm.shfl.sync  bfly %c-1_i32, %118, %c2_i32, %c31_i32 : f32 -> f32
      %129 = nvvm.shfl.sync  bfly %c-1_i32, %127, %c2_i32, %c31_i32 : f32 -> f32
      %130 = arith.cmpf ugt, %118, %128 : f32
      %131 = arith.select %130, %118, %128 : f32
      %132 = arith.cmpf uno, %128, %128 : f32
      %133 = arith.select %132, %128, %131 : f32
      %134 = arith.subf %118, %133 : f32
      %135 = arith.mulf %134, %cst_3 : f32
      %136 = math.exp2 %135 : f32
      %137 = arith.mulf %127, %136 : f32
      %138 = arith.subf %128, %133 : f32
      %139 = arith.mulf %138, %cst_3 : f32
      %140 = math.exp2 %139 : f32
      %141 = arith.mulf %129, %140 : f32
      %142 = arith.addf %137, %141 : f32
      %143 = nvvm.shfl.sync  bfly %c-1_i32, %133, %c1_i32, %c31_i32 : f32 -> f32
      %144 = nvvm.shfl.sync  bfly %c-1_i32, %142, %c1_i32, %c31_i32 : f32 -> f32
      %145 = arith.cmpf ugt, %133, %143 : f32
      %146 = arith.select %145, %133, %143 : f32
      %147 = arith.cmpf uno, %143, %143 : f32
      %148 = arith.select %147, %143, %146 : f32
      %149 = arith.subf %133, %148 : f32
      %150 = arith.mulf %149, %cst_3 : f32
      %151 = math.exp2 %150 : f32
      %152 = arith.mulf %142, %151 : f32
      %153 = arith.subf %143, %148 : f32
      %154 = arith.mulf %153, %cst_3 : f32
      %155 = math.exp2 %154 : f32
      %156 = arith.mulf %144, %155 : f32
      %157 = arith.addf %152, %156 : f32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %ptr_40 = cute.add_offset(%smem_ptr, %8) : (!cute_ptr_9af6a0, !cute.int_tuple<"32">) -> !cute.ptr<i8, smem, align<32>>
      %iter_41 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_41, %9) : !memref_smem_f32_
      %iter_42 = cute.recast_iter(%ptr_40) : !cute.ptr<i8, smem, align<32>> to !cute.ptr<f32, smem, align<32>>
      %view_43 = cute.make_view(%iter_42, %9) : !memref_smem_f32_1
      %158 = arith.cmpi eq, %26, %c0_i32 : i32
      cf.cond_br %158, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %coord_44 = cute.make_coord(%35) : (i32) -> !cute.coord<"?">
      cute.memref.store(%view, %coord_44, %148) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
      cute.memref.store(%view_43, %coord_44, %157) : (!memref_smem_f32_1, !cute.coord<"?">, f32) -> ()
      cf.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      nvvm.barrier
      %159 = cute.memref.load(%view, %7) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %160 = cute.memref.load(%view_43, %7) : (!memref_smem_f32_1, !cute.coord<"0">) -> f32
      %161 = cute.memref.load(%view, %6) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %162 = cute.memref.load(%view_43, %6) : (!memref_smem_f32_1, !cute.coord<"1">) -> f32
      %163 = arith.cmpf ugt, %159, %161 : f32
      %164 = arith.select %163, %159, %161 : f32
      %165 = arith.cmpf uno, %161, %161 : f32
      %166 = arith.select %165, %161, %164 : f32
      %167 = arith.subf %159, %166 : f32
      %168 = arith.mulf %167, %cst_3 : f32
      %169 = math.exp2 %168 : f32
      %170 = arith.mulf %160, %169 : f32
      %171 = arith.subf %161, %166 : f32
      %172 = arith.mulf %171, %cst_3 : f32
      %173 = math.exp2 %172 : f32
      %174 = arith.mulf %162, %173 : f32
      %175 = arith.addf %170, %174 : f32
      %176 = cute.memref.load(%view, %5) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %177 = cute.memref.load(%view_43, %5) : (!memref_smem_f32_1, !cute.coord<"2">) -> f32
      %178 = arith.cmpf ugt, %166, %176 : f32
      %179 = arith.select %178, %166, %176 : f32
      %180 = arith.cmpf uno, %176, %176 : f32
      %181 = arith.select %180, %176, %179 : f32
      %182 = arith.subf %166, %181 : f32
      %183 = arith.mulf %182, %cst_3 : f32
      %184 = math.exp2 %183 : f32
      %185 = arith.mulf %175, %184 : f32
      %186 = arith.subf %176, %181 : f32
      %187 = arith.mulf %186, %cst_3 : f32
      %188 = math.exp2 %187 : f32
      %189 = arith.mulf %177, %188 : f32
      %190 = arith.addf %185, %189 : f32
      %191 = cute.memref.load(%view, %4) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %192 = cute.memref.load(%view_43, %4) : (!memref_smem_f32_1, !cute.coord<"3">) -> f32
      %193 = arith.cmpf ugt, %181, %191 : f32
      %194 = arith.select %193, %181, %191 : f32
      %195 = arith.cmpf uno, %191, %191 : f32
      %196 = arith.select %195, %191, %194 : f32
      %197 = arith.subf %181, %196 : f32
      %198 = arith.mulf %197, %cst_3 : f32
      %199 = math.exp2 %198 : f32
      %200 = arith.mulf %190, %199 : f32
      %201 = arith.subf %191, %196 : f32
      %202 = arith.mulf %201, %cst_3 : f32
      %203 = math.exp2 %202 : f32
      %204 = arith.mulf %192, %203 : f32
      %205 = arith.addf %200, %204 : f32
      %206 = cute.memref.load(%view, %3) : (!memref_smem_f32_, !cute.coord<"4">) -> f32
      %207 = cute.memref.load(%view_43, %3) : (!memref_smem_f32_1, !cute.coord<"4">) -> f32
      %208 = arith.cmpf ugt, %196, %206 : f32
      %209 = arith.select %208, %196, %206 : f32
      %210 = arith.cmpf uno, %206, %206 : f32
      %211 = arith.select %210, %206, %209 : f32
      %212 = arith.subf %196, %211 : f32
      %213 = arith.mulf %212, %cst_3 : f32
      %214 = math.exp2 %213 : f32
      %215 = arith.mulf %205, %214 : f32
      %216 = arith.subf %206, %211 : f32
      %217 = arith.mulf %216, %cst_3 : f32
      %218 = math.exp2 %217 : f32
      %219 = arith.mulf %207, %218 : f32
      %220 = arith.addf %215, %219 : f32
      %221 = cute.memref.load(%view, %2) : (!memref_smem_f32_, !cute.coord<"5">) -> f32
      %222 = cute.memref.load(%view_43, %2) : (!memref_smem_f32_1, !cute.coord<"5">) -> f32
      %223 = arith.cmpf ugt, %211, %221 : f32
      %224 = arith.select %223, %211, %221 : f32
      %225 = arith.cmpf uno, %221, %221 : f32
      %226 = arith.select %225, %221, %224 : f32
      %227 = arith.subf %211, %226 : f32
      %228 = arith.mulf %227, %cst_3 : f32
      %229 = math.exp2 %228 : f32
      %230 = arith.mulf %220, %229 : f32
      %231 = arith.subf %221, %226 : f32
      %232 = arith.mulf %231, %cst_3 : f32
      %233 = math.exp2 %232 : f32
      %234 = arith.mulf %222, %233 : f32
      %235 = arith.addf %230, %234 : f32
      %236 = cute.memref.load(%view, %1) : (!memref_smem_f32_, !cute.coord<"6">) -> f32
      %237 = cute.memref.load(%view_43, %1) : (!memref_smem_f32_1, !cute.coord<"6">) -> f32
      %238 = arith.cmpf ugt, %226, %236 : f32
      %239 = arith.select %238, %226, %236 : f32
      %240 = arith.cmpf uno, %236, %236 : f32
      %241 = arith.select %240, %236, %239 : f32
      %242 = arith.subf %226, %241 : f32
      %243 = arith.mulf %242, %cst_3 : f32
      %244 = math.exp2 %243 : f32
      %245 = arith.mulf %235, %244 : f32
      %246 = arith.subf %236, %241 : f32
      %247 = arith.mulf %246, %cst_3 : f32
      %248 = math.exp2 %247 : f32
      %249 = arith.mulf %237, %248 : f32
      %250 = arith.addf %245, %249 : f32
      %251 = cute.memref.load(%view, %0) : (!memref_smem_f32_, !cute.coord<"7">) -> f32
      %252 = cute.memref.load(%view_43, %0) : (!memref_smem_f32_1, !cute.coord<"7">) -> f32
      %253 = arith.cmpf ugt, %241, %251 : f32
      %254 = arith.select %253, %241, %251 : f32
      %255 = arith.cmpf uno, %251, %251 : f32
      %256 = arith.select %255, %251, %254 : f32
      %257 = arith.subf %241, %256 : f32
      %258 = arith.mulf %257, %cst_3 : f32
      %259 = math.exp2 %258 : f32
      %260 = arith.mulf %250, %259 : f32
      %261 = arith.subf %251, %256 : f32
      %262 = arith.mulf %261, %cst_3 : f32
      %263 = math.exp2 %262 : f32
      %264 = arith.mulf %252, %263 : f32
      %265 = arith.addf %260, %264 : f32
      %266 = arith.divf %cst_2, %265 : f32
      %iter_45 = cute.get_iter(%arg1) : !memref_gmem_bf16_
      %ptr_46 = cute.add_offset(%iter_45, %idx) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
      %ptr_47 = cute.add_offset(%ptr_46, %int_tuple) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
      %rmem_48 = cute.memref.alloca() : !memref_rmem_i8_
      %iter_49 = cute.get_iter(%rmem_48) : !memref_rmem_i8_
      cute.memref.store(%rmem_48, %20, %41) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      cute.memref.store(%rmem_48, %18, %46) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      cute.memref.store(%rmem_48, %16, %51) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      cute.memref.store(%rmem_48, %14, %56) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_50 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_51 = cute.get_iter(%rmem_50) : !memref_rmem_bf16_
      cute.memref.store_vec(%cst, %rmem_50) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
      cf.br ^bb8(%c0_i32 : i32)
    ^bb8(%267: i32):  // 2 preds: ^bb7, ^bb11
      %268 = arith.cmpi slt, %267, %c4_i32 : i32
      cf.cond_br %268, ^bb9, ^bb12 {llvm.loop_annotation = #loop_annotation}
    ^bb9:  // pred: ^bb8
      %coord_52 = cute.make_coord(%267) : (i32) -> !cute.coord<"(_,?)">
      %idx_53 = cute.crd2idx(%coord_52, %13) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
      %ptr_54 = cute.add_offset(%ptr_8, %idx_53) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
      %idx_55 = cute.crd2idx(%coord_52, %12) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_56 = cute.add_offset(%iter_51, %idx_55) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_57 = cute.crd2idx(%coord_52, %11) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_58 = cute.add_offset(%iter_49, %idx_57) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %269 = builtin.unrealized_conversion_cast %ptr_58 : !cute.ptr<i8, rmem> to !llvm.ptr
      %270 = llvm.load %269 : !llvm.ptr -> i8
      %271 = llvm.icmp "ne" %270, %10 : i8
      cf.cond_br %271, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %272 = builtin.unrealized_conversion_cast %ptr_54 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %273 = builtin.unrealized_conversion_cast %ptr_56 : !cute_ptr_2914ae to !llvm.ptr
      %274 = llvm.load %272 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %274, %273 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      cf.br ^bb11
    ^bb11:  // 2 preds: ^bb9, ^bb10
      %275 = arith.addi %267, %c1_i32 : i32
      cf.br ^bb8(%275 : i32)
    ^bb12:  // pred: ^bb8
      %276 = cute.memref.load_vec(%rmem_50) : (!memref_rmem_bf16_) -> vector<32xbf16>
      %277 = arith.extf %276 : vector<32xbf16> to vector<32xf32>
      %278 = vector.broadcast %256 : f32 to vector<32xf32>
      %279 = arith.subf %277, %278 : vector<32xf32>
      %280 = arith.mulf %279, %cst_0 : vector<32xf32>
      %281 = math.exp2 %280 : vector<32xf32>
      %282 = vector.broadcast %266 : f32 to vector<32xf32>
      %283 = arith.mulf %281, %282 : vector<32xf32>
      %rmem_59 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_60 = cute.get_iter(%rmem_59) : !memref_rmem_bf16_
      %284 = arith.truncf %283 : vector<32xf32> to vector<32xbf16>
      cute.memref.store_vec(%284, %rmem_59) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
      cf.br ^bb13(%c0_i32 : i32)
    ^bb13(%285: i32):  // 2 preds: ^bb12, ^bb16
      %286 = arith.cmpi slt, %285, %c4_i32 : i32
      cf.cond_br %286, ^bb14, ^bb17 {llvm.loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb13
      %coord_61 = cute.make_coord(%285) : (i32) -> !cute.coord<"(_,?)">
      %idx_62 = cute.crd2idx(%coord_61, %12) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_63 = cute.add_offset(%iter_60, %idx_62) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_64 = cute.crd2idx(%coord_61, %13) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
      %ptr_65 = cute.add_offset(%ptr_47, %idx_64) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
      %idx_66 = cute.crd2idx(%coord_61, %11) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_67 = cute.add_offset(%iter_49, %idx_66) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %287 = builtin.unrealized_conversion_cast %ptr_67 : !cute.ptr<i8, rmem> to !llvm.ptr
      %288 = llvm.load %287 : !llvm.ptr -> i8
      %289 = llvm.icmp "ne" %288, %10 : i8
      cf.cond_br %289, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %290 = builtin.unrealized_conversion_cast %ptr_63 : !cute_ptr_2914ae to !llvm.ptr
      %291 = builtin.unrealized_conversion_cast %ptr_65 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %292 = llvm.load %290 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %292, %291 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      cf.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %293 = arith.addi %285, %c1_i32 : i32
      cf.br ^bb13(%293 : i32)
    ^bb17:  // pred: ^bb13
      return
    }
  }
  func.func @cutlass___call___SoftmaxProgramthreads25_h4712af1a(%arg0: !memref_gmem_bf16_1, %arg1: !memref_gmem_bf16_1, %arg2: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
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
