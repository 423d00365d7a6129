!cute_arith_tuple_iter_7c5329 = !cute.arith_tuple_iter<"(?,?{div=4})">
!cute_arith_tuple_iter_aaefeb = !cute.arith_tuple_iter<"(?,?{div=2048})">
!cute_coord_tensor_511bd0 = !cute.coord_tensor<"(0,0)", "((1,2048),(96,3)):((0,1@1),(1@0,2048@1))">
!cute_int_tuple_530818 = !cute.int_tuple<"(?,?{div=2048})">
!cute_layout_2b275f = !cute.layout<"((1,2048),(96,3)):((0,1),(5000,2048))">
!cute_layout_66cf1c = !cute.layout<"((1,2048),(96,3)):((0,1),(0,2048))">
!cute_layout_973764 = !cute.layout<"(1,((1,4))):(0,((0,1)))">
!cute_layout_b38ecb = !cute.layout<"((4,1),((1,4))):((1,0),((0,512)))">
!cute_layout_ca5c98 = !cute.layout<"((1,2048),(96,3)):((0,1@1),(1@0,2048@1))">
!cute_layout_f5fe74 = !cute.layout<"((4,1),((1,4))):((1,0),((0,4)))">
!cute_ptr_9af6a0 = !cute.ptr<i8, smem, align<1024>>
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32, 128 b>, layout_copy_tv = <"(128,4):(4,1)">, tiler_mn = <"[1:0;512:1]">>
!memref_gmem_f32_ = !cute.memref<f32, gmem, align<16>, "((1,2048),(96,3)):((0,1),(5000,2048))">
!memref_gmem_f32_1 = !cute.memref<f32, gmem, align<16>, "((1,2048),(96,3)):((0,1),(0,2048))">
!memref_gmem_f32_2 = !cute.memref<f32, gmem, align<16>, "(96):(1)">
!memref_gmem_f32_3 = !cute.memref<f32, gmem, align<16>, "(96,5000):(5000,1)">
!memref_gmem_f32_4 = !cute.memref<f32, gmem, align<16>, "(5000):(1)">
!memref_rmem_f32_ = !cute.memref<f32, rmem, align<32>, "((4,1),1,4):((1,0),0,4)">
!memref_rmem_i8_ = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_smem_f32_ = !cute.memref<f32, smem, align<1024>, "4:1">
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0(%arg0: !memref_gmem_f32_, %arg1: !memref_gmem_f32_1, %arg2: !memref_gmem_f32_, %arg3: !memref_gmem_f32_2, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<16xf32>
      %c5000_i32 = arith.constant 5000 : i32
      %c96_i32 = arith.constant 96 : i32
      %0 = cute.static : !cute_layout_66cf1c
      %cst_0 = arith.constant 5.000000e+03 : f32
      %1 = cute.static : !cute.coord<"3">
      %2 = cute.static : !cute.coord<"2">
      %3 = cute.static : !cute.coord<"1">
      %4 = cute.static : !cute.coord<"0">
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
      %cst_1 = arith.constant 0.000000e+00 : f32
      %c32_i32 = arith.constant 32 : i32
      %19 = cute.static : !cute_coord_tensor_511bd0
      %20 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %21 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %22 = arith.remsi %20, %c32_i32 : i32
      %23 = arith.divsi %20, %c32_i32 : i32
      %24 = arith.muli %23, %c32_i32 : i32
      %25 = arith.cmpi ne, %20, %24 : i32
      %c0_i32_2 = arith.constant 0 : i32
      %26 = arith.cmpi slt, %20, %c0_i32_2 : i32
      %27 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
      %28 = arith.cmpi ne, %26, %27 : i1
      %29 = arith.andi %25, %28 : i1
      %c-1_i32_3 = arith.constant -1 : i32
      %30 = arith.addi %23, %c-1_i32_3 : i32
      %31 = arith.select %29, %30, %23 : i32
      %iter = cute.get_iter(%arg0) : !memref_gmem_f32_
      %32 = arith.muli %20, %c4_i32 : i32
      %iv = cute.assume(%32) : (i32) -> !cute.i32<divby 4>
      %int_tuple = cute.make_int_tuple(%iv) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
      %iter_4 = cute.get_iter(%19) : !cute_coord_tensor_511bd0
      %int_tuple_5 = cute.make_int_tuple(%iv) : (!cute.i32<divby 4>) -> !cute.int_tuple<"(0,?{div=4})">
      cf.br ^bb1(%c0_i32, %cst_1 : i32, f32)
    ^bb1(%33: i32, %34: f32):  // 2 preds: ^bb0, ^bb7
      %35 = arith.cmpi slt, %33, %c3_i32 : i32
      cf.cond_br %35, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %coord = cute.make_coord(%21, %33) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %idx = cute.crd2idx(%coord, %18) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_2b275f) -> !cute.int_tuple<"?{div=8}">
      %ptr = cute.add_offset(%iter, %idx) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f32, gmem, align<16>>
      %ptr_6 = cute.add_offset(%ptr, %int_tuple) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
      %idx_7 = cute.crd2idx(%coord, %17) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ca5c98) -> !cute_int_tuple_530818
      %tup = cute.add_offset(%iter_4, %idx_7) : (!cute.arith_tuple_iter<"(0,0)">, !cute_int_tuple_530818) -> !cute_arith_tuple_iter_aaefeb
      %tup_8 = cute.add_offset(%tup, %int_tuple_5) : (!cute_arith_tuple_iter_aaefeb, !cute.int_tuple<"(0,?{div=4})">) -> !cute_arith_tuple_iter_7c5329
      %rmem = cute.memref.alloca() : !memref_rmem_i8_
      %iter_9 = cute.get_iter(%rmem) : !memref_rmem_i8_
      %tup_10 = cute.deref_arith_tuple_iter(%tup_8) : !cute_arith_tuple_iter_7c5329
      %e0, %e1 = cute.get_leaves(%tup_10) : !cute.int_tuple<"(?,?{div=4})">
      %coord_11 = cute.make_coord(%e0, %e1) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
      %36:2 = cute.get_scalars(%coord_11) : !cute.coord<"(?,?{div=4})">
      %37 = arith.cmpi slt, %36#0, %c96_i32 : i32
      %38 = arith.cmpi slt, %36#1, %c5000_i32 : i32
      %39 = arith.andi %37, %38 : i1
      %40 = arith.extui %39 : i1 to i8
      cute.memref.store(%rmem, %16, %40) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %tup_12 = cute.add_offset(%tup_8, %15) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,512)">) -> !cute_arith_tuple_iter_7c5329
      %tup_13 = cute.deref_arith_tuple_iter(%tup_12) : !cute_arith_tuple_iter_7c5329
      %e0_14, %e1_15 = cute.get_leaves(%tup_13) : !cute.int_tuple<"(?,?{div=4})">
      %coord_16 = cute.make_coord(%e0_14, %e1_15) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
      %41:2 = cute.get_scalars(%coord_16) : !cute.coord<"(?,?{div=4})">
      %42 = arith.cmpi slt, %41#0, %c96_i32 : i32
      %43 = arith.cmpi slt, %41#1, %c5000_i32 : i32
      %44 = arith.andi %42, %43 : i1
      %45 = arith.extui %44 : i1 to i8
      cute.memref.store(%rmem, %14, %45) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      %tup_17 = cute.add_offset(%tup_8, %13) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,1024)">) -> !cute_arith_tuple_iter_7c5329
      %tup_18 = cute.deref_arith_tuple_iter(%tup_17) : !cute_arith_tuple_iter_7c5329
      %e0_19, %e1_20 = cute.get_leaves(%tup_18) : !cute.int_tuple<"(?,?{div=4})">
      %coord_21 = cute.make_coord(%e0_19, %e1_20) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
      %46:2 = cute.get_scalars(%coord_21) : !cute.coord<"(?,?{div=4})">
      %47 = arith.cmpi slt, %46#0, %c96_i32 : i32
      %48 = arith.cmpi slt, %46#1, %c5000_i32 : i32
      %49 = arith.andi %47, %48 : i1
      %50 = arith.extui %49 : i1 to i8
      cute.memref.store(%rmem, %12, %50) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      %tup_22 = cute.add_offset(%tup_8, %11) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,1536)">) -> !cute_arith_tuple_iter_7c5329
      %tup_23 = cute.deref_arith_tuple_iter(%tup_22) : !cute_arith_tuple_iter_7c5329
      %e0_24, %e1_25 = cute.get_leaves(%tup_23) : !cute.int_tuple<"(?,?{div=4})">
      %coord_26 = cute.make_coord(%e0_24, %e1_25) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
      %51:2 = cute.get_scalars(%coord_26) : !cute.coord<"(?,?{div=4})">
      %52 = arith.cmpi slt, %51#0, %c96_i32 : i32
      %53 = arith.cmpi slt, %51#1, %c5000_i32 : i32
      %54 = arith.andi %52, %53 : i1
      %55 = arith.extui %54 : i1 to i8
      cute.memref.store(%rmem, %10, %55) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_27 = cute.memref.alloca() : !memref_rmem_f32_
      %iter_28 = cute.get_iter(%rmem_27) : !memref_rmem_f32_
      cute.memref.store_vec(%cst, %rmem_27) : (vector<16xf32>, !memref_rmem_f32_) -> ()
      cf.br ^bb3(%c0_i32 : i32)
    ^bb3(%56: i32):  // 2 preds: ^bb2, ^bb6
      %57 = arith.cmpi slt, %56, %c4_i32 : i32
      cf.cond_br %57, ^bb4, ^bb7 {llvm.loop_annotation = #loop_annotation}
    ^bb4:  // pred: ^bb3
      %coord_29 = cute.make_coord(%56) : (i32) -> !cute.coord<"(_,?)">
      %idx_30 = cute.crd2idx(%coord_29, %9) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
      %ptr_31 = cute.add_offset(%ptr_6, %idx_30) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
      %idx_32 = cute.crd2idx(%coord_29, %8) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
      %ptr_33 = cute.add_offset(%iter_28, %idx_32) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %idx_34 = cute.crd2idx(%coord_29, %7) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_35 = cute.add_offset(%iter_9, %idx_34) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %58 = builtin.unrealized_conversion_cast %ptr_35 : !cute.ptr<i8, rmem> to !llvm.ptr
      %59 = llvm.load %58 : !llvm.ptr -> i8
      %60 = llvm.icmp "ne" %59, %6 : i8
      cf.cond_br %60, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %61 = builtin.unrealized_conversion_cast %ptr_31 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %62 = builtin.unrealized_conversion_cast %ptr_33 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %63 = llvm.load %61 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %63, %62 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      cf.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %64 = arith.addi %56, %c1_i32 : i32
      cf.br ^bb3(%64 : i32)
    ^bb7:  // pred: ^bb3
      %65 = cute.memref.load_vec(%rmem_27) : (!memref_rmem_f32_) -> vector<16xf32>
      %66 = arith.mulf %65, %65 : vector<16xf32>
      %67 = vector.reduction <add>, %66, %cst_1 : vector<16xf32> into f32
      %68 = arith.addf %34, %67 : f32
      %69 = arith.addi %33, %c1_i32 : i32
      cf.br ^bb1(%69, %68 : i32, f32)
    ^bb8:  // pred: ^bb1
      %70 = nvvm.shfl.sync  bfly %c-1_i32, %34, %c16_i32, %c31_i32 : f32 -> f32
      %71 = arith.addf %34, %70 : f32
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
      %view = cute.make_view(%iter_36, %5) : !memref_smem_f32_
      %80 = arith.cmpi eq, %22, %c0_i32 : i32
      cf.cond_br %80, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %coord_37 = cute.make_coord(%31) : (i32) -> !cute.coord<"?">
      cute.memref.store(%view, %coord_37, %79) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
      cf.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %81 = cute.memref.load(%view, %4) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %82 = cute.memref.load(%view, %3) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %83 = arith.addf %81, %82 : f32
      %84 = cute.memref.load(%view, %2) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %85 = arith.addf %83, %84 : f32
      %86 = cute.memref.load(%view, %1) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %87 = arith.addf %85, %86 : f32
      %88 = arith.divf %87, %cst_0 : f32
      %89 = arith.addf %88, %arg4 : f32
      %90 = math.rsqrt %89 : f32
      %91 = arith.cmpi eq, %20, %c0_i32 : i32
      cf.cond_br %91, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %coord_38 = cute.make_coord(%21) : (i32) -> !cute.coord<"?">
      cute.memref.store(%arg3, %coord_38, %90) : (!memref_gmem_f32_2, !cute.coord<"?">, f32) -> ()
      cf.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      %iter_39 = cute.get_iter(%arg0) : !memref_gmem_f32_
      %92 = arith.muli %20, %c4_i32 : i32
      %iv_40 = cute.assume(%92) : (i32) -> !cute.i32<divby 4>
      %int_tuple_41 = cute.make_int_tuple(%iv_40) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
      %iter_42 = cute.get_iter(%arg1) : !memref_gmem_f32_1
      %iter_43 = cute.get_iter(%arg2) : !memref_gmem_f32_
      %iter_44 = cute.get_iter(%19) : !cute_coord_tensor_511bd0
      %int_tuple_45 = cute.make_int_tuple(%iv_40) : (!cute.i32<divby 4>) -> !cute.int_tuple<"(0,?{div=4})">
      %93 = vector.broadcast %90 : f32 to vector<16xf32>
      cf.br ^bb13(%c0_i32 : i32)
    ^bb13(%94: i32):  // 2 preds: ^bb12, ^bb29
      %95 = arith.cmpi slt, %94, %c3_i32 : i32
      cf.cond_br %95, ^bb14, ^bb30
    ^bb14:  // pred: ^bb13
      %coord_46 = cute.make_coord(%21, %94) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %idx_47 = cute.crd2idx(%coord_46, %18) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_2b275f) -> !cute.int_tuple<"?{div=8}">
      %ptr_48 = cute.add_offset(%iter_39, %idx_47) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f32, gmem, align<16>>
      %ptr_49 = cute.add_offset(%ptr_48, %int_tuple_41) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
      %idx_50 = cute.crd2idx(%coord_46, %0) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_66cf1c) -> !cute.int_tuple<"?{div=2048}">
      %ptr_51 = cute.add_offset(%iter_42, %idx_50) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=2048}">) -> !cute.ptr<f32, gmem, align<16>>
      %ptr_52 = cute.add_offset(%ptr_51, %int_tuple_41) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
      %ptr_53 = cute.add_offset(%iter_43, %idx_47) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f32, gmem, align<16>>
      %ptr_54 = cute.add_offset(%ptr_53, %int_tuple_41) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
      %idx_55 = cute.crd2idx(%coord_46, %17) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ca5c98) -> !cute_int_tuple_530818
      %tup_56 = cute.add_offset(%iter_44, %idx_55) : (!cute.arith_tuple_iter<"(0,0)">, !cute_int_tuple_530818) -> !cute_arith_tuple_iter_aaefeb
      %tup_57 = cute.add_offset(%tup_56, %int_tuple_45) : (!cute_arith_tuple_iter_aaefeb, !cute.int_tuple<"(0,?{div=4})">) -> !cute_arith_tuple_iter_7c5329
      %rmem_58 = cute.memref.alloca() : !memref_rmem_i8_
      %iter_59 = cute.get_iter(%rmem_58) : !memref_rmem_i8_
      %tup_60 = cute.deref_arith_tuple_iter(%tup_57) : !cute_arith_tuple_iter_7c5329
      %e0_61, %e1_62 = cute.get_leaves(%tup_60) : !cute.int_tuple<"(?,?{div=4})">
      %coord_63 = cute.make_coord(%e0_61, %e1_62) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
      %96:2 = cute.get_scalars(%coord_63) : !cute.coord<"(?,?{div=4})">
      %97 = arith.cmpi slt, %96#0, %c96_i32 : i32
      %98 = arith.cmpi slt, %96#1, %c5000_i32 : i32
      %99 = arith.andi %97, %98 : i1
      %100 = arith.extui %99 : i1 to i8
      cute.memref.store(%rmem_58, %16, %100) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %tup_64 = cute.add_offset(%tup_57, %15) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,512)">) -> !cute_arith_tuple_iter_7c5329
      %tup_65 = cute.deref_arith_tuple_iter(%tup_64) : !cute_arith_tuple_iter_7c5329
      %e0_66, %e1_67 = cute.get_leaves(%tup_65) : !cute.int_tuple<"(?,?{div=4})">
      %coord_68 = cute.make_coord(%e0_66, %e1_67) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
      %101:2 = cute.get_scalars(%coord_68) : !cute.coord<"(?,?{div=4})">
      %102 = arith.cmpi slt, %101#0, %c96_i32 : i32
      %103 = arith.cmpi slt, %101#1, %c5000_i32 : i32
      %104 = arith.andi %102, %103 : i1
      %105 = arith.extui %104 : i1 to i8
      cute.memref.store(%rmem_58, %14, %105) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      %tup_69 = cute.add_offset(%tup_57, %13) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,1024)">) -> !cute_arith_tuple_iter_7c5329
      %tup_70 = cute.deref_arith_tuple_iter(%tup_69) : !cute_arith_tuple_iter_7c5329
      %e0_71, %e1_72 = cute.get_leaves(%tup_70) : !cute.int_tuple<"(?,?{div=4})">
      %coord_73 = cute.make_coord(%e0_71, %e1_72) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
      %106:2 = cute.get_scalars(%coord_73) : !cute.coord<"(?,?{div=4})">
      %107 = arith.cmpi slt, %106#0, %c96_i32 : i32
      %108 = arith.cmpi slt, %106#1, %c5000_i32 : i32
      %109 = arith.andi %107, %108 : i1
      %110 = arith.extui %109 : i1 to i8
      cute.memref.store(%rmem_58, %12, %110) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      %tup_74 = cute.add_offset(%tup_57, %11) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,1536)">) -> !cute_arith_tuple_iter_7c5329
      %tup_75 = cute.deref_arith_tuple_iter(%tup_74) : !cute_arith_tuple_iter_7c5329
      %e0_76, %e1_77 = cute.get_leaves(%tup_75) : !cute.int_tuple<"(?,?{div=4})">
      %coord_78 = cute.make_coord(%e0_76, %e1_77) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
      %111:2 = cute.get_scalars(%coord_78) : !cute.coord<"(?,?{div=4})">
      %112 = arith.cmpi slt, %111#0, %c96_i32 : i32
      %113 = arith.cmpi slt, %111#1, %c5000_i32 : i32
      %114 = arith.andi %112, %113 : i1
      %115 = arith.extui %114 : i1 to i8
      cute.memref.store(%rmem_58, %10, %115) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_79 = cute.memref.alloca() : !memref_rmem_f32_
      %iter_80 = cute.get_iter(%rmem_79) : !memref_rmem_f32_
      %rmem_81 = cute.memref.alloca() : !memref_rmem_f32_
      %iter_82 = cute.get_iter(%rmem_81) : !memref_rmem_f32_
      cute.memref.store_vec(%cst, %rmem_79) : (vector<16xf32>, !memref_rmem_f32_) -> ()
      cute.memref.store_vec(%cst, %rmem_81) : (vector<16xf32>, !memref_rmem_f32_) -> ()
      cf.br ^bb15(%c0_i32 : i32)
    ^bb15(%116: i32):  // 2 preds: ^bb14, ^bb18
      %117 = arith.cmpi slt, %116, %c4_i32 : i32
      cf.cond_br %117, ^bb16, ^bb19 {llvm.loop_annotation = #loop_annotation}
    ^bb16:  // pred: ^bb15
      %coord_83 = cute.make_coord(%116) : (i32) -> !cute.coord<"(_,?)">
      %idx_84 = cute.crd2idx(%coord_83, %9) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
      %ptr_85 = cute.add_offset(%ptr_49, %idx_84) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
      %idx_86 = cute.crd2idx(%coord_83, %8) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
      %ptr_87 = cute.add_offset(%iter_80, %idx_86) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %idx_88 = cute.crd2idx(%coord_83, %7) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_89 = cute.add_offset(%iter_59, %idx_88) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %118 = builtin.unrealized_conversion_cast %ptr_89 : !cute.ptr<i8, rmem> to !llvm.ptr
      %119 = llvm.load %118 : !llvm.ptr -> i8
      %120 = llvm.icmp "ne" %119, %6 : i8
      cf.cond_br %120, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %121 = builtin.unrealized_conversion_cast %ptr_85 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %122 = builtin.unrealized_conversion_cast %ptr_87 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %123 = llvm.load %121 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %123, %122 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      cf.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %124 = arith.addi %116, %c1_i32 : i32
      cf.br ^bb15(%124 : i32)
    ^bb19:  // pred: ^bb15
      cf.br ^bb20(%c0_i32 : i32)
    ^bb20(%125: i32):  // 2 preds: ^bb19, ^bb23
      %126 = arith.cmpi slt, %125, %c4_i32 : i32
      cf.cond_br %126, ^bb21, ^bb24 {llvm.loop_annotation = #loop_annotation}
    ^bb21:  // pred: ^bb20
      %coord_90 = cute.make_coord(%125) : (i32) -> !cute.coord<"(_,?)">
      %idx_91 = cute.crd2idx(%coord_90, %9) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
      %ptr_92 = cute.add_offset(%ptr_52, %idx_91) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
      %idx_93 = cute.crd2idx(%coord_90, %8) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
      %ptr_94 = cute.add_offset(%iter_82, %idx_93) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %idx_95 = cute.crd2idx(%coord_90, %7) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_96 = cute.add_offset(%iter_59, %idx_95) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %127 = builtin.unrealized_conversion_cast %ptr_96 : !cute.ptr<i8, rmem> to !llvm.ptr
      %128 = llvm.load %127 : !llvm.ptr -> i8
      %129 = llvm.icmp "ne" %128, %6 : i8
      cf.cond_br %129, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %130 = builtin.unrealized_conversion_cast %ptr_92 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %131 = builtin.unrealized_conversion_cast %ptr_94 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %132 = llvm.load %130 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %132, %131 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      cf.br ^bb23
    ^bb23:  // 2 preds: ^bb21, ^bb22
      %133 = arith.addi %125, %c1_i32 : i32
      cf.br ^bb20(%133 : i32)
    ^bb24:  // pred: ^bb20
      %134 = cute.memref.load_vec(%rmem_79) : (!memref_rmem_f32_) -> vector<16xf32>
      %135 = arith.mulf %134, %93 : vector<16xf32>
      %136 = cute.memref.load_vec(%rmem_81) : (!memref_rmem_f32_) -> vector<16xf32>
      %137 = arith.mulf %135, %136 : vector<16xf32>
      %rmem_97 = cute.memref.alloca() : !memref_rmem_f32_
      %iter_98 = cute.get_iter(%rmem_97) : !memref_rmem_f32_
      cute.memref.store_vec(%137, %rmem_97) : (vector<16xf32>, !memref_rmem_f32_) -> ()
      cf.br ^bb25(%c0_i32 : i32)
    ^bb25(%138: i32):  // 2 preds: ^bb24, ^bb28
      %139 = arith.cmpi slt, %138, %c4_i32 : i32
      cf.cond_br %139, ^bb26, ^bb29 {llvm.loop_annotation = #loop_annotation}
    ^bb26:  // pred: ^bb25
      %coord_99 = cute.make_coord(%138) : (i32) -> !cute.coord<"(_,?)">
      %idx_100 = cute.crd2idx(%coord_99, %8) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
      %ptr_101 = cute.add_offset(%iter_98, %idx_100) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %idx_102 = cute.crd2idx(%coord_99, %9) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
      %ptr_103 = cute.add_offset(%ptr_54, %idx_102) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
      %idx_104 = cute.crd2idx(%coord_99, %7) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_105 = cute.add_offset(%iter_59, %idx_104) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %140 = builtin.unrealized_conversion_cast %ptr_105 : !cute.ptr<i8, rmem> to !llvm.ptr
      %141 = llvm.load %140 : !llvm.ptr -> i8
      %142 = llvm.icmp "ne" %141, %6 : i8
      cf.cond_br %142, ^bb27, ^bb28
    ^bb27:  // pred: ^bb26
      %143 = builtin.unrealized_conversion_cast %ptr_101 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %144 = builtin.unrealized_conversion_cast %ptr_103 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %145 = llvm.load %143 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %145, %144 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      cf.br ^bb28
    ^bb28:  // 2 preds: ^bb26, ^bb27
      %146 = arith.addi %138, %c1_i32 : i32
      cf.br ^bb25(%146 : i32)
    ^bb29:  // pred: ^bb25
      %147 = arith.addi %94, %c1_i32 : i32
      cf.br ^bb13(%147 : i32)
    ^bb30:  // pred: ^bb13
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads12_hd36ff4a0(%arg0: !memref_gmem_f32_3, %arg1: !memref_gmem_f32_4, %arg2: !memref_gmem_f32_3, %arg3: !memref_gmem_f32_2, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %c80_i64 = arith.constant 80 : i64
    %c0_i32 = arith.constant 0 : i32
    %c96_i32 = arith.constant 96 : i32
    %c1_i32 = arith.constant 1 : i32
    %c128_i32 = arith.constant 128 : i32
    %iter = cute.get_iter(%arg0) : !memref_gmem_f32_3
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f32_4
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f32_3
    %view = cute.make_view(%iter) : !memref_gmem_f32_
    %view_2 = cute.make_view(%iter_0) : !memref_gmem_f32_1
    %view_3 = cute.make_view(%iter_1) : !memref_gmem_f32_
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
    %0 = cute.make_tiled_copy(%atom) : !copy_simt
    %1 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c80_i64, gridDim = (%c96_i32, %c1_i32, %c1_i32), stream = %arg5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%1] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    cuda.launch_cfg.cooperative[%1] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %2 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0<%1> (%view, %view_2, %view_3, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_f32_, !memref_gmem_f32_1, !memref_gmem_f32_, !memref_gmem_f32_2, f32) -> !cuda.result
    %3 = cuda.cast %2 : !cuda.result -> i32
    cuda.return_if_error %3 : i32
    return %c0_i32 : i32
  }
}
