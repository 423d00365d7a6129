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
!memref_gmem_bf16_1 = !cute.memref<bf16, gmem, align<16>, "((1,8192),(96,1)):((0,1),(0,0))">
!memref_gmem_bf16_2 = !cute.memref<bf16, gmem, align<16>, "(96,5000):(5000,1)">
!memref_gmem_bf16_3 = !cute.memref<bf16, gmem, align<16>, "(5000):(1)">
!memref_gmem_f32_ = !cute.memref<f32, gmem, align<16>, "(96):(1)">
!memref_rmem_bf16_ = !cute.memref<bf16, rmem, align<32>, "((8,1),1,4):((1,0),0,8)">
!memref_rmem_i8_ = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_smem_f32_ = !cute.memref<f32, smem, align<1024>, "8:1">
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0(%arg0: !memref_gmem_bf16_, %arg1: !memref_gmem_bf16_1, %arg2: !memref_gmem_bf16_, %arg3: !memref_gmem_f32_, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<32xbf16>
      %c5000_i32 = arith.constant 5000 : i32
      %c96_i32 = arith.constant 96 : i32
      %cst_0 = arith.constant 5.000000e+03 : f32
      %0 = cute.static : !cute.coord<"7">
      %1 = cute.static : !cute.coord<"6">
      %2 = cute.static : !cute.coord<"5">
      %3 = cute.static : !cute.coord<"4">
      %4 = cute.static : !cute.coord<"3">
      %5 = cute.static : !cute.coord<"2">
      %6 = cute.static : !cute.coord<"1">
      %7 = cute.static : !cute.coord<"0">
      %8 = cute.static : !cute.layout<"8:1">
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c31_i32 = arith.constant 31 : i32
      %c16_i32 = arith.constant 16 : i32
      %c-1_i32 = arith.constant -1 : i32
      %9 = llvm.mlir.constant(0 : i8) : i8
      %10 = cute.static : !cute_layout_973764
      %11 = cute.static : !cute_layout_bb9a85
      %12 = cute.static : !cute_layout_8083f9
      %13 = cute.static : !cute.coord<"(0,0,3)">
      %14 = cute.static : !cute.int_tuple<"(0,6144)">
      %15 = cute.static : !cute.coord<"(0,0,2)">
      %16 = cute.static : !cute.int_tuple<"(0,4096)">
      %17 = cute.static : !cute.coord<"(0,0,1)">
      %18 = cute.static : !cute.int_tuple<"(0,2048)">
      %19 = cute.static : !cute.coord<"(0,0,0)">
      %20 = cute.static : !cute_layout_d7fc0d
      %c8_i32 = arith.constant 8 : i32
      %21 = cute.static : !cute_layout_ba17ea
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %cst_1 = arith.constant 0.000000e+00 : f32
      %c32_i32 = arith.constant 32 : i32
      %22 = cute.static : !cute_coord_tensor_b6ed2e
      %23 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %24 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %25 = arith.remsi %23, %c32_i32 : i32
      %26 = arith.divsi %23, %c32_i32 : i32
      %27 = arith.muli %26, %c32_i32 : i32
      %28 = arith.cmpi ne, %23, %27 : i32
      %c0_i32_2 = arith.constant 0 : i32
      %29 = arith.cmpi slt, %23, %c0_i32_2 : i32
      %30 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
      %31 = arith.cmpi ne, %29, %30 : i1
      %32 = arith.andi %28, %31 : i1
      %c-1_i32_3 = arith.constant -1 : i32
      %33 = arith.addi %26, %c-1_i32_3 : i32
      %34 = arith.select %32, %33, %26 : i32
      %coord = cute.make_coord(%24) : (i32) -> !cute.coord<"((_,_),(?,0))">
      %idx = cute.crd2idx(%coord, %21) : (!cute.coord<"((_,_),(?,0))">, !cute_layout_ba17ea) -> !cute.int_tuple<"?{div=5000}">
      %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %ptr = cute.add_offset(%iter, %idx) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
      %35 = arith.muli %23, %c8_i32 : i32
      %iv = cute.assume(%35) : (i32) -> !cute.i32<divby 8>
      %int_tuple = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_4 = cute.add_offset(%ptr, %int_tuple) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
      %idx_5 = cute.crd2idx(%coord, %20) : (!cute.coord<"((_,_),(?,0))">, !cute_layout_d7fc0d) -> !cute.int_tuple<"(?,0)">
      %iter_6 = cute.get_iter(%22) : !cute_coord_tensor_b6ed2e
      %tup = cute.add_offset(%iter_6, %idx_5) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(?,0)">) -> !cute.arith_tuple_iter<"(?,0)">
      %int_tuple_7 = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"(0,?{div=8})">
      %tup_8 = cute.add_offset(%tup, %int_tuple_7) : (!cute.arith_tuple_iter<"(?,0)">, !cute.int_tuple<"(0,?{div=8})">) -> !cute_arith_tuple_iter_66b557
      %rmem = cute.memref.alloca() : !memref_rmem_i8_
      %iter_9 = cute.get_iter(%rmem) : !memref_rmem_i8_
      %tup_10 = cute.deref_arith_tuple_iter(%tup_8) : !cute_arith_tuple_iter_66b557
      %e0, %e1 = cute.get_leaves(%tup_10) : !cute.int_tuple<"(?,?{div=8})">
      %coord_11 = cute.make_coord(%e0, %e1) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
      %36:2 = cute.get_scalars(%coord_11) : !cute.coord<"(?,?{div=8})">
      %37 = arith.cmpi slt, %36#0, %c96_i32 : i32
      %38 = arith.cmpi slt, %36#1, %c5000_i32 : i32
      %39 = arith.andi %37, %38 : i1
      %40 = arith.extui %39 : i1 to i8
      cute.memref.store(%rmem, %19, %40) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %tup_12 = cute.add_offset(%tup_8, %18) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,2048)">) -> !cute_arith_tuple_iter_66b557
      %tup_13 = cute.deref_arith_tuple_iter(%tup_12) : !cute_arith_tuple_iter_66b557
      %e0_14, %e1_15 = cute.get_leaves(%tup_13) : !cute.int_tuple<"(?,?{div=8})">
      %coord_16 = cute.make_coord(%e0_14, %e1_15) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
      %41:2 = cute.get_scalars(%coord_16) : !cute.coord<"(?,?{div=8})">
      %42 = arith.cmpi slt, %41#0, %c96_i32 : i32
      %43 = arith.cmpi slt, %41#1, %c5000_i32 : i32
      %44 = arith.andi %42, %43 : i1
      %45 = arith.extui %44 : i1 to i8
      cute.memref.store(%rmem, %17, %45) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      %tup_17 = cute.add_offset(%tup_8, %16) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,4096)">) -> !cute_arith_tuple_iter_66b557
      %tup_18 = cute.deref_arith_tuple_iter(%tup_17) : !cute_arith_tuple_iter_66b557
      %e0_19, %e1_20 = cute.get_leaves(%tup_18) : !cute.int_tuple<"(?,?{div=8})">
      %coord_21 = cute.make_coord(%e0_19, %e1_20) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
      %46:2 = cute.get_scalars(%coord_21) : !cute.coord<"(?,?{div=8})">
      %47 = arith.cmpi slt, %46#0, %c96_i32 : i32
      %48 = arith.cmpi slt, %46#1, %c5000_i32 : i32
      %49 = arith.andi %47, %48 : i1
      %50 = arith.extui %49 : i1 to i8
      cute.memref.store(%rmem, %15, %50) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      %tup_22 = cute.add_offset(%tup_8, %14) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,6144)">) -> !cute_arith_tuple_iter_66b557
      %tup_23 = cute.deref_arith_tuple_iter(%tup_22) : !cute_arith_tuple_iter_66b557
      %e0_24, %e1_25 = cute.get_leaves(%tup_23) : !cute.int_tuple<"(?,?{div=8})">
      %coord_26 = cute.make_coord(%e0_24, %e1_25) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
      %51:2 = cute.get_scalars(%coord_26) : !cute.coord<"(?,?{div=8})">
      %52 = arith.cmpi slt, %51#0, %c96_i32 : i32
      %53 = arith.cmpi slt, %51#1, %c5000_i32 : i32
      %54 = arith.andi %52, %53 : i1
      %55 = arith.extui %54 : i1 to i8
      cute.memref.store(%rmem, %13, %55) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_27 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_28 = cute.get_iter(%rmem_27) : !memref_rmem_bf16_
      cute.memref.store_vec(%cst, %rmem_27) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
      cf.br ^bb1(%c0_i32 : i32)
    ^bb1(%56: i32):  // 2 preds: ^bb0, ^bb4
      %57 = arith.cmpi slt, %56, %c4_i32 : i32
      cf.cond_br %57, ^bb2, ^bb5 {llvm.loop_annotation = #loop_annotation}
    ^bb2:  // pred: ^bb1
      %coord_29 = cute.make_coord(%56) : (i32) -> !cute.coord<"(_,?)">
      %idx_30 = cute.crd2idx(%coord_29, %12) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
      %ptr_31 = cute.add_offset(%ptr_4, %idx_30) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
      %idx_32 = cute.crd2idx(%coord_29, %11) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_33 = cute.add_offset(%iter_28, %idx_32) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_34 = cute.crd2idx(%coord_29, %10) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_35 = cute.add_offset(%iter_9, %idx_34) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %58 = builtin.unrealized_conversion_cast %ptr_35 : !cute.ptr<i8, rmem> to !llvm.ptr
      %59 = llvm.load %58 : !llvm.ptr -> i8
      %60 = llvm.icmp "ne" %59, %9 : i8
      cf.cond_br %60, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %61 = builtin.unrealized_conversion_cast %ptr_31 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %62 = builtin.unrealized_conversion_cast %ptr_33 : !cute_ptr_2914ae to !llvm.ptr
      %63 = llvm.load %61 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %63, %62 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      cf.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %64 = arith.addi %56, %c1_i32 : i32
      cf.br ^bb1(%64 : i32)
    ^bb5:  // pred: ^bb1
      %65 = cute.memref.load_vec(%rmem_27) : (!memref_rmem_bf16_) -> vector<32xbf16>
      %66 = arith.extf %65 : vector<32xbf16> to vector<32xf32>
      %67 = arith.mulf %66, %66 : vector<32xf32>
      %68 = vector.reduction <add>, %67, %cst_1 : vector<32xf32> into f32
      %69 = arith.addf %68, %cst_1 : f32
      %70 = nvvm.shfl.sync  bfly %c-1_i32, %69, %c16_i32, %c31_i32 : f32 -> f32
      %71 = arith.addf %69, %70 : f32
      %72 = nvvm.shfl.sync  bfly %c-1_i32, %71, %c8_i32, %c31_i32 : f32 -> f32
      %73 = arith.addf %71, %72 : f32
      %74 = nvvm.shfl.sync  bfly %c-1_i32, %73, %c4_i32, %c31_i32 : f32 -> f32
      %75 = arith.addf %73, %74 : f32
      %76 = nvvm.shfl.sync  bfly %c-1_i32, %75, %c2_i32, %c31_i32 : f32 -> f32
      %77 = arith.addf %75, %76 : f32
      %78 = nvvm.shfl.sync  bfly %c-1_i32, %77, %c1_i32, %c31_i32 : f32 -> f32
      %79 = arith.addf %77, %78 : f32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %iter_36 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_36, %8) : !memref_smem_f32_
      %80 = arith.cmpi eq, %25, %c0_i32 : i32
      cf.cond_br %80, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %coord_37 = cute.make_coord(%34) : (i32) -> !cute.coord<"?">
      cute.memref.store(%view, %coord_37, %79) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
      cf.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      nvvm.barrier
      %81 = cute.memref.load(%view, %7) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %82 = cute.memref.load(%view, %6) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %83 = arith.addf %81, %82 : f32
      %84 = cute.memref.load(%view, %5) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %85 = arith.addf %83, %84 : f32
      %86 = cute.memref.load(%view, %4) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %87 = arith.addf %85, %86 : f32
      %88 = cute.memref.load(%view, %3) : (!memref_smem_f32_, !cute.coord<"4">) -> f32
      %89 = arith.addf %87, %88 : f32
      %90 = cute.memref.load(%view, %2) : (!memref_smem_f32_, !cute.coord<"5">) -> f32
      %91 = arith.addf %89, %90 : f32
      %92 = cute.memref.load(%view, %1) : (!memref_smem_f32_, !cute.coord<"6">) -> f32
      %93 = arith.addf %91, %92 : f32
      %94 = cute.memref.load(%view, %0) : (!memref_smem_f32_, !cute.coord<"7">) -> f32
      %95 = arith.addf %93, %94 : f32
      %96 = arith.divf %95, %cst_0 : f32
      %97 = arith.addf %96, %arg4 : f32
      %98 = math.rsqrt %97 : f32
      %99 = arith.cmpi eq, %23, %c0_i32 : i32
      cf.cond_br %99, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %coord_38 = cute.make_coord(%24) : (i32) -> !cute.coord<"?">
      cute.memref.store(%arg3, %coord_38, %98) : (!memref_gmem_f32_, !cute.coord<"?">, f32) -> ()
      cf.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      %iter_39 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
      %ptr_40 = cute.add_offset(%iter_39, %int_tuple) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
      %iter_41 = cute.get_iter(%arg2) : !memref_gmem_bf16_
      %ptr_42 = cute.add_offset(%iter_41, %idx) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
      %ptr_43 = cute.add_offset(%ptr_42, %int_tuple) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
      %rmem_44 = cute.memref.alloca() : !memref_rmem_i8_
      %iter_45 = cute.get_iter(%rmem_44) : !memref_rmem_i8_
      cute.memref.store(%rmem_44, %19, %40) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      cute.memref.store(%rmem_44, %17, %45) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      cute.memref.store(%rmem_44, %15, %50) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      cute.memref.store(%rmem_44, %13, %55) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_46 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_47 = cute.get_iter(%rmem_46) : !memref_rmem_bf16_
      %rmem_48 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_49 = cute.get_iter(%rmem_48) : !memref_rmem_bf16_
      cute.memref.store_vec(%cst, %rmem_46) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
      cute.memref.store_vec(%cst, %rmem_48) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
      cf.br ^bb10(%c0_i32 : i32)
    ^bb10(%100: i32):  // 2 preds: ^bb9, ^bb13
      %101 = arith.cmpi slt, %100, %c4_i32 : i32
      cf.cond_br %101, ^bb11, ^bb14 {llvm.loop_annotation = #loop_annotation}
    ^bb11:  // pred: ^bb10
      %coord_50 = cute.make_coord(%100) : (i32) -> !cute.coord<"(_,?)">
      %idx_51 = cute.crd2idx(%coord_50, %12) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
      %ptr_52 = cute.add_offset(%ptr_4, %idx_51) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
      %idx_53 = cute.crd2idx(%coord_50, %11) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_54 = cute.add_offset(%iter_47, %idx_53) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_55 = cute.crd2idx(%coord_50, %10) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_56 = cute.add_offset(%iter_45, %idx_55) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %102 = builtin.unrealized_conversion_cast %ptr_56 : !cute.ptr<i8, rmem> to !llvm.ptr
      %103 = llvm.load %102 : !llvm.ptr -> i8
      %104 = llvm.icmp "ne" %103, %9 : i8
      cf.cond_br %104, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      %105 = builtin.unrealized_conversion_cast %ptr_52 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %106 = builtin.unrealized_conversion_cast %ptr_54 : !cute_ptr_2914ae to !llvm.ptr
      %107 = llvm.load %105 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %107, %106 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      cf.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      %108 = arith.addi %100, %c1_i32 : i32
      cf.br ^bb10(%108 : i32)
    ^bb14:  // pred: ^bb10
      cf.br ^bb15(%c0_i32 : i32)
    ^bb15(%109: i32):  // 2 preds: ^bb14, ^bb18
      %110 = arith.cmpi slt, %109, %c4_i32 : i32
      cf.cond_br %110, ^bb16, ^bb19 {llvm.loop_annotation = #loop_annotation}
    ^bb16:  // pred: ^bb15
      %coord_57 = cute.make_coord(%109) : (i32) -> !cute.coord<"(_,?)">
      %idx_58 = cute.crd2idx(%coord_57, %12) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
      %ptr_59 = cute.add_offset(%ptr_40, %idx_58) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
      %idx_60 = cute.crd2idx(%coord_57, %11) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_61 = cute.add_offset(%iter_49, %idx_60) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_62 = cute.crd2idx(%coord_57, %10) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_63 = cute.add_offset(%iter_45, %idx_62) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %111 = builtin.unrealized_conversion_cast %ptr_63 : !cute.ptr<i8, rmem> to !llvm.ptr
      %112 = llvm.load %111 : !llvm.ptr -> i8
      %113 = llvm.icmp "ne" %112, %9 : i8
      cf.cond_br %113, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %114 = builtin.unrealized_conversion_cast %ptr_59 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %115 = builtin.unrealized_conversion_cast %ptr_61 : !cute_ptr_2914ae to !llvm.ptr
      %116 = llvm.load %114 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %116, %115 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      cf.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %117 = arith.addi %109, %c1_i32 : i32
      cf.br ^bb15(%117 : i32)
    ^bb19:  // pred: ^bb15
      %118 = cute.memref.load_vec(%rmem_46) : (!memref_rmem_bf16_) -> vector<32xbf16>
      %119 = arith.extf %118 : vector<32xbf16> to vector<32xf32>
      %120 = vector.broadcast %98 : f32 to vector<32xf32>
      %121 = arith.mulf %119, %120 : vector<32xf32>
      %122 = cute.memref.load_vec(%rmem_48) : (!memref_rmem_bf16_) -> vector<32xbf16>
      %123 = arith.extf %122 : vector<32xbf16> to vector<32xf32>
      %124 = arith.mulf %121, %123 : vector<32xf32>
      %rmem_64 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_65 = cute.get_iter(%rmem_64) : !memref_rmem_bf16_
      %125 = arith.truncf %124 : vector<32xf32> to vector<32xbf16>
      cute.memref.store_vec(%125, %rmem_64) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
      cf.br ^bb20(%c0_i32 : i32)
    ^bb20(%126: i32):  // 2 preds: ^bb19, ^bb23
      %127 = arith.cmpi slt, %126, %c4_i32 : i32
      cf.cond_br %127, ^bb21, ^bb24 {llvm.loop_annotation = #loop_annotation}
    ^bb21:  // pred: ^bb20
      %coord_66 = cute.make_coord(%126) : (i32) -> !cute.coord<"(_,?)">
      %idx_67 = cute.crd2idx(%coord_66, %11) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_68 = cute.add_offset(%iter_65, %idx_67) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_69 = cute.crd2idx(%coord_66, %12) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
      %ptr_70 = cute.add_offset(%ptr_43, %idx_69) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
      %idx_71 = cute.crd2idx(%coord_66, %10) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_72 = cute.add_offset(%iter_45, %idx_71) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %128 = builtin.unrealized_conversion_cast %ptr_72 : !cute.ptr<i8, rmem> to !llvm.ptr
      %129 = llvm.load %128 : !llvm.ptr -> i8
      %130 = llvm.icmp "ne" %129, %9 : i8
      cf.cond_br %130, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %131 = builtin.unrealized_conversion_cast %ptr_68 : !cute_ptr_2914ae to !llvm.ptr
      %132 = builtin.unrealized_conversion_cast %ptr_70 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %133 = llvm.load %131 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %133, %132 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      cf.br ^bb23
    ^bb23:  // 2 preds: ^bb21, ^bb22
      %134 = arith.addi %126, %c1_i32 : i32
      cf.br ^bb20(%134 : i32)
    ^bb24:  // pred: ^bb20
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads25_hd4b7fe60(%arg0: !memref_gmem_bf16_2, %arg1: !memref_gmem_bf16_3, %arg2: !memref_gmem_bf16_2, %arg3: !memref_gmem_f32_, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %c96_i64 = arith.constant 96 : i64
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c256_i32 = arith.constant 256 : i32
    %c96_i32 = arith.constant 96 : i32
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_2
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_3
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_bf16_2
    %view = cute.make_view(%iter) : !memref_gmem_bf16_
    %view_2 = cute.make_view(%iter_0) : !memref_gmem_bf16_1
    %view_3 = cute.make_view(%iter_1) : !memref_gmem_bf16_
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<bf16, 128 b>
    %0 = cute.make_tiled_copy(%atom) : !copy_simt
    %1 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c96_i64, gridDim = (%c96_i32, %c1_i32, %c1_i32), stream = %arg5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%1] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    cuda.launch_cfg.cooperative[%1] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %2 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0<%1> (%view, %view_2, %view_3, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_bf16_, !memref_gmem_bf16_1, !memref_gmem_bf16_, !memref_gmem_f32_, f32) -> !cuda.result
    %3 = cuda.cast %2 : !cuda.result -> i32
    cuda.return_if_error %3 : i32
    return %c0_i32 : i32
  }
}
