!cute_layout_4d4228 = !cute.layout<"((1,4096),(96,2)):((0,1),(5000,4096))">
!cute_layout_9295a9 = !cute.layout<"((1,4096),(96,2)):((0,1),(0,4096))">
!cute_layout_973764 = !cute.layout<"(1,((1,4))):(0,((0,1)))">
!cute_layout_bb9a85 = !cute.layout<"((8,1),((1,4))):((1,0),((0,8)))">
!cute_layout_dfed1f = !cute.layout<"((8,1),((1,4))):((1,0),((0,1024)))">
!cute_ptr_9af6a0 = !cute.ptr<i8, smem, align<1024>>
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[1:0;1024:1]">>
!memref_gmem_f16_ = !cute.memref<f16, gmem, align<16>, "((1,4096),(96,2)):((0,1),(5000,4096))">
!memref_gmem_f16_1 = !cute.memref<f16, gmem, align<16>, "((1,4096),(96,2)):((0,1),(0,4096))">
!memref_gmem_f16_2 = !cute.memref<f16, gmem, align<16>, "(96,5000):(5000,1)">
!memref_gmem_f16_3 = !cute.memref<f16, gmem, align<16>, "(5000):(1)">
!memref_gmem_f32_ = !cute.memref<f32, gmem, align<16>, "(96):(1)">
!memref_rmem_f16_ = !cute.memref<f16, rmem, align<32>, "((8,1),1,4):((1,0),0,8)">
!memref_rmem_i8_ = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_smem_f32_ = !cute.memref<f32, smem, align<1024>, "4:1">
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_h5f4905e7_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrf_h5f4905e7_0(%arg0: !memref_gmem_f16_, %arg1: !memref_gmem_f16_1, %arg2: !memref_gmem_f16_, %arg3: !memref_gmem_f32_, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<32xf32>
      %cst_0 = arith.constant dense<0.000000e+00> : vector<32xf16>
      %0 = cute.static : !cute_layout_9295a9
      %cst_1 = arith.constant 1.000000e+00 : f32
      %cst_2 = arith.constant 0x7F800000 : f32
      %cst_3 = arith.constant 5.000000e+03 : f32
      %1 = cute.static : !cute.coord<"3">
      %2 = cute.static : !cute.coord<"2">
      %3 = cute.static : !cute.coord<"1">
      %4 = cute.static : !cute.coord<"0">
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
      cf.br ^bb1(%c0_i32, %cst_4 : i32, f32)
    ^bb1(%28: i32, %29: f32):  // 2 preds: ^bb0, ^bb7
      %30 = arith.cmpi slt, %28, %c2_i32 : i32
      cf.cond_br %30, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %31 = arith.muli %28, %c4096_i32 : i32
      %32 = arith.addi %31, %27 : i32
      %coord = cute.make_coord(%16, %28) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %idx = cute.crd2idx(%coord, %14) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_4d4228) -> !cute.int_tuple<"?{div=8}">
      %ptr = cute.add_offset(%iter, %idx) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %ptr_7 = cute.add_offset(%ptr, %int_tuple) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %rmem = cute.memref.alloca() : !memref_rmem_i8_
      %iter_8 = cute.get_iter(%rmem) : !memref_rmem_i8_
      %33 = arith.cmpi slt, %32, %c5000_i32 : i32
      %34 = arith.extui %33 : i1 to i8
      cute.memref.store(%rmem, %13, %34) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %35 = arith.addi %32, %c1024_i32 : i32
      %36 = arith.cmpi slt, %35, %c5000_i32 : i32
      %37 = arith.extui %36 : i1 to i8
      cute.memref.store(%rmem, %12, %37) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      %38 = arith.addi %32, %c2048_i32 : i32
      %39 = arith.cmpi slt, %38, %c5000_i32 : i32
      %40 = arith.extui %39 : i1 to i8
      cute.memref.store(%rmem, %11, %40) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      %41 = arith.addi %32, %c3072_i32 : i32
      %42 = arith.cmpi slt, %41, %c5000_i32 : i32
      %43 = arith.extui %42 : i1 to i8
      cute.memref.store(%rmem, %10, %43) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_9 = cute.memref.alloca() : !memref_rmem_f16_
      %iter_10 = cute.get_iter(%rmem_9) : !memref_rmem_f16_
      cute.memref.store_vec(%cst_0, %rmem_9) : (vector<32xf16>, !memref_rmem_f16_) -> ()
      cf.br ^bb3(%c0_i32 : i32)
    ^bb3(%44: i32):  // 2 preds: ^bb2, ^bb6
      %45 = arith.cmpi slt, %44, %c4_i32 : i32
      cf.cond_br %45, ^bb4, ^bb7 {llvm.loop_annotation = #loop_annotation}
    ^bb4:  // pred: ^bb3
      %coord_11 = cute.make_coord(%44) : (i32) -> !cute.coord<"(_,?)">
      %idx_12 = cute.crd2idx(%coord_11, %9) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
      %ptr_13 = cute.add_offset(%ptr_7, %idx_12) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_14 = cute.crd2idx(%coord_11, %8) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_15 = cute.add_offset(%iter_10, %idx_14) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
      %idx_16 = cute.crd2idx(%coord_11, %7) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_17 = cute.add_offset(%iter_8, %idx_16) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %46 = builtin.unrealized_conversion_cast %ptr_17 : !cute.ptr<i8, rmem> to !llvm.ptr
      %47 = llvm.load %46 : !llvm.ptr -> i8
      %48 = llvm.icmp "ne" %47, %6 : i8
      cf.cond_br %48, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %49 = builtin.unrealized_conversion_cast %ptr_13 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
      %50 = builtin.unrealized_conversion_cast %ptr_15 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      %51 = llvm.load %49 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %51, %50 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      cf.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %52 = arith.addi %44, %c1_i32 : i32
      cf.br ^bb3(%52 : i32)
    ^bb7:  // pred: ^bb3
      %53 = cute.memref.load_vec(%rmem_9) : (!memref_rmem_f16_) -> vector<32xf16>
      %54 = arith.extf %53 : vector<32xf16> to vector<32xf32>
      %55 = arith.mulf %54, %54 : vector<32xf32>
      %56 = vector.reduction <add>, %55, %cst_4 : vector<32xf32> into f32
      %57 = arith.addf %29, %56 : f32
      %58 = arith.addi %28, %c1_i32 : i32
      cf.br ^bb1(%58, %57 : i32, f32)
    ^bb8:  // pred: ^bb1
      %59 = nvvm.shfl.sync  bfly %c-1_i32, %29, %c16_i32, %c31_i32 : f32 -> f32
      %60 = arith.addf %29, %59 : f32
      %61 = nvvm.shfl.sync  bfly %c-1_i32, %60, %c8_i32, %c31_i32 : f32 -> f32
      %62 = arith.addf %60, %61 : f32
      %63 = nvvm.shfl.sync  bfly %c-1_i32, %62, %c4_i32, %c31_i32 : f32 -> f32
      %64 = arith.addf %62, %63 : f32
      %65 = nvvm.shfl.sync  bfly %c-1_i32, %64, %c2_i32, %c31_i32 : f32 -> f32
      %66 = arith.addf %64, %65 : f32
      %67 = nvvm.shfl.sync  bfly %c-1_i32, %66, %c1_i32, %c31_i32 : f32 -> f32
      %68 = arith.addf %66, %67 : f32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %iter_18 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_18, %5) : !memref_smem_f32_
      %69 = arith.cmpi eq, %17, %c0_i32 : i32
      cf.cond_br %69, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %coord_19 = cute.make_coord(%26) : (i32) -> !cute.coord<"?">
      cute.memref.store(%view, %coord_19, %68) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
      cf.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %70 = cute.memref.load(%view, %4) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %71 = cute.memref.load(%view, %3) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %72 = arith.addf %70, %71 : f32
      %73 = cute.memref.load(%view, %2) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %74 = arith.addf %72, %73 : f32
      %75 = cute.memref.load(%view, %1) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %76 = arith.addf %74, %75 : f32
      %77 = arith.divf %76, %cst_3 : f32
      %78 = arith.addf %77, %arg4 : f32
      %79 = math.rsqrt %78 : f32
      %80 = arith.cmpf oeq, %76, %cst_2 : f32
      cf.cond_br %80, ^bb11, ^bb32
    ^bb11:  // pred: ^bb10
      %81 = arith.muli %15, %c8_i32 : i32
      %iter_20 = cute.get_iter(%arg0) : !memref_gmem_f16_
      %iv_21 = cute.assume(%81) : (i32) -> !cute.i32<divby 8>
      %int_tuple_22 = cute.make_int_tuple(%iv_21) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      cf.br ^bb12(%c0_i32, %cst_4 : i32, f32)
    ^bb12(%82: i32, %83: f32):  // 2 preds: ^bb11, ^bb18
      %84 = arith.cmpi slt, %82, %c2_i32 : i32
      cf.cond_br %84, ^bb13, ^bb19
    ^bb13:  // pred: ^bb12
      %85 = arith.muli %82, %c4096_i32 : i32
      %86 = arith.addi %85, %81 : i32
      %coord_23 = cute.make_coord(%16, %82) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %idx_24 = cute.crd2idx(%coord_23, %14) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_4d4228) -> !cute.int_tuple<"?{div=8}">
      %ptr_25 = cute.add_offset(%iter_20, %idx_24) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %ptr_26 = cute.add_offset(%ptr_25, %int_tuple_22) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %rmem_27 = cute.memref.alloca() : !memref_rmem_i8_
      %iter_28 = cute.get_iter(%rmem_27) : !memref_rmem_i8_
      %87 = arith.cmpi slt, %86, %c5000_i32 : i32
      %88 = arith.extui %87 : i1 to i8
      cute.memref.store(%rmem_27, %13, %88) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %89 = arith.addi %86, %c1024_i32 : i32
      %90 = arith.cmpi slt, %89, %c5000_i32 : i32
      %91 = arith.extui %90 : i1 to i8
      cute.memref.store(%rmem_27, %12, %91) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      %92 = arith.addi %86, %c2048_i32 : i32
      %93 = arith.cmpi slt, %92, %c5000_i32 : i32
      %94 = arith.extui %93 : i1 to i8
      cute.memref.store(%rmem_27, %11, %94) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      %95 = arith.addi %86, %c3072_i32 : i32
      %96 = arith.cmpi slt, %95, %c5000_i32 : i32
      %97 = arith.extui %96 : i1 to i8
      cute.memref.store(%rmem_27, %10, %97) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_29 = cute.memref.alloca() : !memref_rmem_f16_
      %iter_30 = cute.get_iter(%rmem_29) : !memref_rmem_f16_
      cute.memref.store_vec(%cst_0, %rmem_29) : (vector<32xf16>, !memref_rmem_f16_) -> ()
      cf.br ^bb14(%c0_i32 : i32)
    ^bb14(%98: i32):  // 2 preds: ^bb13, ^bb17
      %99 = arith.cmpi slt, %98, %c4_i32 : i32
      cf.cond_br %99, ^bb15, ^bb18 {llvm.loop_annotation = #loop_annotation}
    ^bb15:  // pred: ^bb14
      %coord_31 = cute.make_coord(%98) : (i32) -> !cute.coord<"(_,?)">
      %idx_32 = cute.crd2idx(%coord_31, %9) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
      %ptr_33 = cute.add_offset(%ptr_26, %idx_32) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_34 = cute.crd2idx(%coord_31, %8) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_35 = cute.add_offset(%iter_30, %idx_34) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
      %idx_36 = cute.crd2idx(%coord_31, %7) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_37 = cute.add_offset(%iter_28, %idx_36) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %100 = builtin.unrealized_conversion_cast %ptr_37 : !cute.ptr<i8, rmem> to !llvm.ptr
      %101 = llvm.load %100 : !llvm.ptr -> i8
      %102 = llvm.icmp "ne" %101, %6 : i8
      cf.cond_br %102, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %103 = builtin.unrealized_conversion_cast %ptr_33 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
      %104 = builtin.unrealized_conversion_cast %ptr_35 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      %105 = llvm.load %103 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %105, %104 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      cf.br ^bb17
    ^bb17:  // 2 preds: ^bb15, ^bb16
      %106 = arith.addi %98, %c1_i32 : i32
      cf.br ^bb14(%106 : i32)
    ^bb18:  // pred: ^bb14
      %107 = cute.memref.load_vec(%rmem_29) : (!memref_rmem_f16_) -> vector<32xf16>
      %108 = arith.extf %107 : vector<32xf16> to vector<32xf32>
      %109 = arith.cmpf olt, %108, %cst : vector<32xf32>
      %110 = arith.subf %cst, %108 : vector<32xf32>
      %111 = arith.select %109, %110, %108 : vector<32xi1>, vector<32xf32>
      %112 = vector.reduction <maximumf>, %111, %cst_4 : vector<32xf32> into f32
      %113 = arith.cmpf ugt, %83, %112 : f32
      %114 = arith.select %113, %83, %112 : f32
      %115 = arith.cmpf uno, %112, %112 : f32
      %116 = arith.select %115, %112, %114 : f32
      %117 = arith.addi %82, %c1_i32 : i32
      cf.br ^bb12(%117, %116 : i32, f32)
    ^bb19:  // pred: ^bb12
      %118 = nvvm.shfl.sync  bfly %c-1_i32, %83, %c16_i32, %c31_i32 : f32 -> f32
      %119 = arith.cmpf ugt, %83, %118 : f32
      %120 = arith.select %119, %83, %118 : f32
      %121 = arith.cmpf uno, %118, %118 : f32
      %122 = arith.select %121, %118, %120 : f32
      %123 = nvvm.shfl.sync  bfly %c-1_i32, %122, %c8_i32, %c31_i32 : f32 -> f32
      %124 = arith.cmpf ugt, %122, %123 : f32
      %125 = arith.select %124, %122, %123 : f32
      %126 = arith.cmpf uno, %123, %123 : f32
      %127 = arith.select %126, %123, %125 : f32
      %128 = nvvm.shfl.sync  bfly %c-1_i32, %127, %c4_i32, %c31_i32 : f32 -> f32
      %129 = arith.cmpf ugt, %127, %128 : f32
      %130 = arith.select %129, %127, %128 : f32
      %131 = arith.cmpf uno, %128, %128 : f32
      %132 = arith.select %131, %128, %130 : f32
      %133 = nvvm.shfl.sync  bfly %c-1_i32, %132, %c2_i32, %c31_i32 : f32 -> f32
      %134 = arith.cmpf ugt, %132, %133 : f32
      %135 = arith.select %134, %132, %133 : f32
      %136 = arith.cmpf uno, %133, %133 : f32
      %137 = arith.select %136, %133, %135 : f32
      %138 = nvvm.shfl.sync  bfly %c-1_i32, %137, %c1_i32, %c31_i32 : f32 -> f32
      %139 = arith.cmpf ugt, %137, %138 : f32
      %140 = arith.select %139, %137, %138 : f32
      %141 = arith.cmpf uno, %138, %138 : f32
      %142 = arith.select %141, %138, %140 : f32
      nvvm.barrier
      cf.cond_br %69, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %coord_38 = cute.make_coord(%26) : (i32) -> !cute.coord<"?">
      cute.memref.store(%view, %coord_38, %142) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
      cf.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      nvvm.barrier
      %143 = cute.memref.load(%view, %4) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %144 = cute.memref.load(%view, %3) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %145 = arith.cmpf ugt, %143, %144 : f32
      %146 = arith.select %145, %143, %144 : f32
      %147 = arith.cmpf uno, %144, %144 : f32
      %148 = arith.select %147, %144, %146 : f32
      %149 = cute.memref.load(%view, %2) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %150 = arith.cmpf ugt, %148, %149 : f32
      %151 = arith.select %150, %148, %149 : f32
      %152 = arith.cmpf uno, %149, %149 : f32
      %153 = arith.select %152, %149, %151 : f32
      %154 = cute.memref.load(%view, %1) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %155 = arith.cmpf ugt, %153, %154 : f32
      %156 = arith.select %155, %153, %154 : f32
      %157 = arith.cmpf uno, %154, %154 : f32
      %158 = arith.select %157, %154, %156 : f32
      %159 = arith.divf %cst_1, %158 : f32
      %160 = arith.muli %15, %c8_i32 : i32
      %iter_39 = cute.get_iter(%arg0) : !memref_gmem_f16_
      %iv_40 = cute.assume(%160) : (i32) -> !cute.i32<divby 8>
      %int_tuple_41 = cute.make_int_tuple(%iv_40) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %161 = vector.broadcast %159 : f32 to vector<32xf32>
      cf.br ^bb22(%c0_i32, %cst_4 : i32, f32)
    ^bb22(%162: i32, %163: f32):  // 2 preds: ^bb21, ^bb28
      %164 = arith.cmpi slt, %162, %c2_i32 : i32
      cf.cond_br %164, ^bb23, ^bb29
    ^bb23:  // pred: ^bb22
      %165 = arith.muli %162, %c4096_i32 : i32
      %166 = arith.addi %165, %160 : i32
      %coord_42 = cute.make_coord(%16, %162) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %idx_43 = cute.crd2idx(%coord_42, %14) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_4d4228) -> !cute.int_tuple<"?{div=8}">
      %ptr_44 = cute.add_offset(%iter_39, %idx_43) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %ptr_45 = cute.add_offset(%ptr_44, %int_tuple_41) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %rmem_46 = cute.memref.alloca() : !memref_rmem_i8_
      %iter_47 = cute.get_iter(%rmem_46) : !memref_rmem_i8_
      %167 = arith.cmpi slt, %166, %c5000_i32 : i32
      %168 = arith.extui %167 : i1 to i8
      cute.memref.store(%rmem_46, %13, %168) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %169 = arith.addi %166, %c1024_i32 : i32
      %170 = arith.cmpi slt, %169, %c5000_i32 : i32
      %171 = arith.extui %170 : i1 to i8
      cute.memref.store(%rmem_46, %12, %171) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      %172 = arith.addi %166, %c2048_i32 : i32
      %173 = arith.cmpi slt, %172, %c5000_i32 : i32
      %174 = arith.extui %173 : i1 to i8
      cute.memref.store(%rmem_46, %11, %174) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      %175 = arith.addi %166, %c3072_i32 : i32
      %176 = arith.cmpi slt, %175, %c5000_i32 : i32
      %177 = arith.extui %176 : i1 to i8
      cute.memref.store(%rmem_46, %10, %177) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_48 = cute.memref.alloca() : !memref_rmem_f16_
      %iter_49 = cute.get_iter(%rmem_48) : !memref_rmem_f16_
      cute.memref.store_vec(%cst_0, %rmem_48) : (vector<32xf16>, !memref_rmem_f16_) -> ()
      cf.br ^bb24(%c0_i32 : i32)
    ^bb24(%178: i32):  // 2 preds: ^bb23, ^bb27
      %179 = arith.cmpi slt, %178, %c4_i32 : i32
      cf.cond_br %179, ^bb25, ^bb28 {llvm.loop_annotation = #loop_annotation}
    ^bb25:  // pred: ^bb24
      %coord_50 = cute.make_coord(%178) : (i32) -> !cute.coord<"(_,?)">
      %idx_51 = cute.crd2idx(%coord_50, %9) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
      %ptr_52 = cute.add_offset(%ptr_45, %idx_51) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_53 = cute.crd2idx(%coord_50, %8) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_54 = cute.add_offset(%iter_49, %idx_53) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
      %idx_55 = cute.crd2idx(%coord_50, %7) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_56 = cute.add_offset(%iter_47, %idx_55) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %180 = builtin.unrealized_conversion_cast %ptr_56 : !cute.ptr<i8, rmem> to !llvm.ptr
      %181 = llvm.load %180 : !llvm.ptr -> i8
      %182 = llvm.icmp "ne" %181, %6 : i8
      cf.cond_br %182, ^bb26, ^bb27
    ^bb26:  // pred: ^bb25
      %183 = builtin.unrealized_conversion_cast %ptr_52 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
      %184 = builtin.unrealized_conversion_cast %ptr_54 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      %185 = llvm.load %183 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %185, %184 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      cf.br ^bb27
    ^bb27:  // 2 preds: ^bb25, ^bb26
      %186 = arith.addi %178, %c1_i32 : i32
      cf.br ^bb24(%186 : i32)
    ^bb28:  // pred: ^bb24
      %187 = cute.memref.load_vec(%rmem_48) : (!memref_rmem_f16_) -> vector<32xf16>
      %188 = arith.extf %187 : vector<32xf16> to vector<32xf32>
      %189 = arith.mulf %188, %161 : vector<32xf32>
      %190 = arith.mulf %189, %189 : vector<32xf32>
      %191 = vector.reduction <add>, %190, %cst_4 : vector<32xf32> into f32
      %192 = arith.addf %163, %191 : f32
      %193 = arith.addi %162, %c1_i32 : i32
      cf.br ^bb22(%193, %192 : i32, f32)
    ^bb29:  // pred: ^bb22
      %194 = nvvm.shfl.sync  bfly %c-1_i32, %163, %c16_i32, %c31_i32 : f32 -> f32
      %195 = arith.addf %163, %194 : f32
      %196 = nvvm.shfl.sync  bfly %c-1_i32, %195, %c8_i32, %c31_i32 : f32 -> f32
      %197 = arith.addf %195, %196 : f32
      %198 = nvvm.shfl.sync  bfly %c-1_i32, %197, %c4_i32, %c31_i32 : f32 -> f32
      %199 = arith.addf %197, %198 : f32
      %200 = nvvm.shfl.sync  bfly %c-1_i32, %199, %c2_i32, %c31_i32 : f32 -> f32
      %201 = arith.addf %199, %200 : f32
      %202 = nvvm.shfl.sync  bfly %c-1_i32, %201, %c1_i32, %c31_i32 : f32 -> f32
      %203 = arith.addf %201, %202 : f32
      nvvm.barrier
      cf.cond_br %69, ^bb30, ^bb31
    ^bb30:  // pred: ^bb29
      %coord_57 = cute.make_coord(%26) : (i32) -> !cute.coord<"?">
      cute.memref.store(%view, %coord_57, %203) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
      cf.br ^bb31
    ^bb31:  // 2 preds: ^bb29, ^bb30
      nvvm.barrier
      %204 = cute.memref.load(%view, %4) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %205 = cute.memref.load(%view, %3) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %206 = arith.addf %204, %205 : f32
      %207 = cute.memref.load(%view, %2) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %208 = arith.addf %206, %207 : f32
      %209 = cute.memref.load(%view, %1) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %210 = arith.addf %208, %209 : f32
      %211 = arith.divf %210, %cst_3 : f32
      %212 = arith.mulf %arg4, %159 : f32
      %213 = arith.mulf %212, %159 : f32
      %214 = arith.addf %211, %213 : f32
      %215 = math.rsqrt %214 : f32
      %216 = arith.mulf %159, %215 : f32
      cf.br ^bb33(%216 : f32)
    ^bb32:  // pred: ^bb10
      cf.br ^bb33(%79 : f32)
    ^bb33(%217: f32):  // 2 preds: ^bb31, ^bb32
      cf.br ^bb34
    ^bb34:  // pred: ^bb33
      %218 = arith.cmpi eq, %15, %c0_i32 : i32
      cf.cond_br %218, ^bb35, ^bb36
    ^bb35:  // pred: ^bb34
      %coord_58 = cute.make_coord(%16) : (i32) -> !cute.coord<"?">
      cute.memref.store(%arg3, %coord_58, %217) : (!memref_gmem_f32_, !cute.coord<"?">, f32) -> ()
      cf.br ^bb36
    ^bb36:  // 2 preds: ^bb34, ^bb35
      %iter_59 = cute.get_iter(%arg0) : !memref_gmem_f16_
      %219 = arith.muli %15, %c8_i32 : i32
      %iv_60 = cute.assume(%219) : (i32) -> !cute.i32<divby 8>
      %int_tuple_61 = cute.make_int_tuple(%iv_60) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %iter_62 = cute.get_iter(%arg1) : !memref_gmem_f16_1
      %iter_63 = cute.get_iter(%arg2) : !memref_gmem_f16_
      %220 = vector.broadcast %217 : f32 to vector<32xf32>
      cf.br ^bb37(%c0_i32 : i32)
    ^bb37(%221: i32):  // 2 preds: ^bb36, ^bb53
      %222 = arith.cmpi slt, %221, %c2_i32 : i32
      cf.cond_br %222, ^bb38, ^bb54
    ^bb38:  // pred: ^bb37
      %coord_64 = cute.make_coord(%16, %221) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %idx_65 = cute.crd2idx(%coord_64, %14) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_4d4228) -> !cute.int_tuple<"?{div=8}">
      %ptr_66 = cute.add_offset(%iter_59, %idx_65) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %ptr_67 = cute.add_offset(%ptr_66, %int_tuple_61) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_68 = cute.crd2idx(%coord_64, %0) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_9295a9) -> !cute.int_tuple<"?{div=4096}">
      %ptr_69 = cute.add_offset(%iter_62, %idx_68) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=4096}">) -> !cute.ptr<f16, gmem, align<16>>
      %ptr_70 = cute.add_offset(%ptr_69, %int_tuple_61) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %ptr_71 = cute.add_offset(%iter_63, %idx_65) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %ptr_72 = cute.add_offset(%ptr_71, %int_tuple_61) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %223 = arith.muli %221, %c4096_i32 : i32
      %224 = arith.addi %223, %219 : i32
      %rmem_73 = cute.memref.alloca() : !memref_rmem_i8_
      %iter_74 = cute.get_iter(%rmem_73) : !memref_rmem_i8_
      %225 = arith.cmpi slt, %224, %c5000_i32 : i32
      %226 = arith.extui %225 : i1 to i8
      cute.memref.store(%rmem_73, %13, %226) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %227 = arith.addi %224, %c1024_i32 : i32
      %228 = arith.cmpi slt, %227, %c5000_i32 : i32
      %229 = arith.extui %228 : i1 to i8
      cute.memref.store(%rmem_73, %12, %229) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      %230 = arith.addi %224, %c2048_i32 : i32
      %231 = arith.cmpi slt, %230, %c5000_i32 : i32
      %232 = arith.extui %231 : i1 to i8
      cute.memref.store(%rmem_73, %11, %232) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      %233 = arith.addi %224, %c3072_i32 : i32
      %234 = arith.cmpi slt, %233, %c5000_i32 : i32
      %235 = arith.extui %234 : i1 to i8
      cute.memref.store(%rmem_73, %10, %235) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_75 = cute.memref.alloca() : !memref_rmem_f16_
      %iter_76 = cute.get_iter(%rmem_75) : !memref_rmem_f16_
      %rmem_77 = cute.memref.alloca() : !memref_rmem_f16_
      %iter_78 = cute.get_iter(%rmem_77) : !memref_rmem_f16_
      cute.memref.store_vec(%cst_0, %rmem_75) : (vector<32xf16>, !memref_rmem_f16_) -> ()
      cute.memref.store_vec(%cst_0, %rmem_77) : (vector<32xf16>, !memref_rmem_f16_) -> ()
      cf.br ^bb39(%c0_i32 : i32)
    ^bb39(%236: i32):  // 2 preds: ^bb38, ^bb42
      %237 = arith.cmpi slt, %236, %c4_i32 : i32
      cf.cond_br %237, ^bb40, ^bb43 {llvm.loop_annotation = #loop_annotation}
    ^bb40:  // pred: ^bb39
      %coord_79 = cute.make_coord(%236) : (i32) -> !cute.coord<"(_,?)">
      %idx_80 = cute.crd2idx(%coord_79, %9) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
      %ptr_81 = cute.add_offset(%ptr_67, %idx_80) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_82 = cute.crd2idx(%coord_79, %8) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_83 = cute.add_offset(%iter_76, %idx_82) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
      %idx_84 = cute.crd2idx(%coord_79, %7) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_85 = cute.add_offset(%iter_74, %idx_84) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %238 = builtin.unrealized_conversion_cast %ptr_85 : !cute.ptr<i8, rmem> to !llvm.ptr
      %239 = llvm.load %238 : !llvm.ptr -> i8
      %240 = llvm.icmp "ne" %239, %6 : i8
      cf.cond_br %240, ^bb41, ^bb42
    ^bb41:  // pred: ^bb40
      %241 = builtin.unrealized_conversion_cast %ptr_81 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
      %242 = builtin.unrealized_conversion_cast %ptr_83 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      %243 = llvm.load %241 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %243, %242 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      cf.br ^bb42
    ^bb42:  // 2 preds: ^bb40, ^bb41
      %244 = arith.addi %236, %c1_i32 : i32
      cf.br ^bb39(%244 : i32)
    ^bb43:  // pred: ^bb39
      cf.br ^bb44(%c0_i32 : i32)
    ^bb44(%245: i32):  // 2 preds: ^bb43, ^bb47
      %246 = arith.cmpi slt, %245, %c4_i32 : i32
      cf.cond_br %246, ^bb45, ^bb48 {llvm.loop_annotation = #loop_annotation}
    ^bb45:  // pred: ^bb44
      %coord_86 = cute.make_coord(%245) : (i32) -> !cute.coord<"(_,?)">
      %idx_87 = cute.crd2idx(%coord_86, %9) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
      %ptr_88 = cute.add_offset(%ptr_70, %idx_87) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_89 = cute.crd2idx(%coord_86, %8) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_90 = cute.add_offset(%iter_78, %idx_89) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
      %idx_91 = cute.crd2idx(%coord_86, %7) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_92 = cute.add_offset(%iter_74, %idx_91) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %247 = builtin.unrealized_conversion_cast %ptr_92 : !cute.ptr<i8, rmem> to !llvm.ptr
      %248 = llvm.load %247 : !llvm.ptr -> i8
      %249 = llvm.icmp "ne" %248, %6 : i8
      cf.cond_br %249, ^bb46, ^bb47
    ^bb46:  // pred: ^bb45
      %250 = builtin.unrealized_conversion_cast %ptr_88 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
      %251 = builtin.unrealized_conversion_cast %ptr_90 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      %252 = llvm.load %250 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %252, %251 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      cf.br ^bb47
    ^bb47:  // 2 preds: ^bb45, ^bb46
      %253 = arith.addi %245, %c1_i32 : i32
      cf.br ^bb44(%253 : i32)
    ^bb48:  // pred: ^bb44
      %254 = cute.memref.load_vec(%rmem_75) : (!memref_rmem_f16_) -> vector<32xf16>
      %255 = arith.extf %254 : vector<32xf16> to vector<32xf32>
      %256 = arith.mulf %255, %220 : vector<32xf32>
      %257 = cute.memref.load_vec(%rmem_77) : (!memref_rmem_f16_) -> vector<32xf16>
      %258 = arith.extf %257 : vector<32xf16> to vector<32xf32>
      %259 = arith.mulf %256, %258 : vector<32xf32>
      %rmem_93 = cute.memref.alloca() : !memref_rmem_f16_
      %iter_94 = cute.get_iter(%rmem_93) : !memref_rmem_f16_
      %260 = arith.truncf %259 : vector<32xf32> to vector<32xf16>
      cute.memref.store_vec(%260, %rmem_93) : (vector<32xf16>, !memref_rmem_f16_) -> ()
      cf.br ^bb49(%c0_i32 : i32)
    ^bb49(%261: i32):  // 2 preds: ^bb48, ^bb52
      %262 = arith.cmpi slt, %261, %c4_i32 : i32
      cf.cond_br %262, ^bb50, ^bb53 {llvm.loop_annotation = #loop_annotation}
    ^bb50:  // pred: ^bb49
      %coord_95 = cute.make_coord(%261) : (i32) -> !cute.coord<"(_,?)">
      %idx_96 = cute.crd2idx(%coord_95, %8) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_97 = cute.add_offset(%iter_94, %idx_96) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
      %idx_98 = cute.crd2idx(%coord_95, %9) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
      %ptr_99 = cute.add_offset(%ptr_72, %idx_98) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_100 = cute.crd2idx(%coord_95, %7) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_101 = cute.add_offset(%iter_74, %idx_100) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %263 = builtin.unrealized_conversion_cast %ptr_101 : !cute.ptr<i8, rmem> to !llvm.ptr
      %264 = llvm.load %263 : !llvm.ptr -> i8
      %265 = llvm.icmp "ne" %264, %6 : i8
      cf.cond_br %265, ^bb51, ^bb52
    ^bb51:  // pred: ^bb50
      %266 = builtin.unrealized_conversion_cast %ptr_97 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      %267 = builtin.unrealized_conversion_cast %ptr_99 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
      %268 = llvm.load %266 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %268, %267 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
      cf.br ^bb52
    ^bb52:  // 2 preds: ^bb50, ^bb51
      %269 = arith.addi %261, %c1_i32 : i32
      cf.br ^bb49(%269 : i32)
    ^bb53:  // pred: ^bb49
      %270 = arith.addi %221, %c1_i32 : i32
      cf.br ^bb37(%270 : i32)
    ^bb54:  // pred: ^bb37
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads12_h52f54828(%arg0: !memref_gmem_f16_2, %arg1: !memref_gmem_f16_3, %arg2: !memref_gmem_f16_2, %arg3: !memref_gmem_f32_, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %c80_i64 = arith.constant 80 : i64
    %c0_i32 = arith.constant 0 : i32
    %c96_i32 = arith.constant 96 : i32
    %c1_i32 = arith.constant 1 : i32
    %c128_i32 = arith.constant 128 : i32
    %iter = cute.get_iter(%arg0) : !memref_gmem_f16_2
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f16_3
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f16_2
    %view = cute.make_view(%iter) : !memref_gmem_f16_
    %view_2 = cute.make_view(%iter_0) : !memref_gmem_f16_1
    %view_3 = cute.make_view(%iter_1) : !memref_gmem_f16_
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f16, 128 b>
    %0 = cute.make_tiled_copy(%atom) : !copy_simt
    %1 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c80_i64, gridDim = (%c96_i32, %c1_i32, %c1_i32), stream = %arg5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%1] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    cuda.launch_cfg.cooperative[%1] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %2 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_h5f4905e7_0<%1> (%view, %view_2, %view_3, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_f16_, !memref_gmem_f16_1, !memref_gmem_f16_, !memref_gmem_f32_, f32) -> !cuda.result
    %3 = cuda.cast %2 : !cuda.result -> i32
    cuda.return_if_error %3 : i32
    return %c0_i32 : i32
  }
}
