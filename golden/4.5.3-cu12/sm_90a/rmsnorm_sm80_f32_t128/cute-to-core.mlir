!cute_layout_2b275f = !cute.layout<"((1,2048),(96,3)):((0,1),(5000,2048))">
!cute_layout_66cf1c = !cute.layout<"((1,2048),(96,3)):((0,1),(0,2048))">
!cute_layout_973764 = !cute.layout<"(1,((1,4))):(0,((0,1)))">
!cute_layout_b38ecb = !cute.layout<"((4,1),((1,4))):((1,0),((0,512)))">
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
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hb2076efe_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrf_hb2076efe_0(%arg0: !memref_gmem_f32_, %arg1: !memref_gmem_f32_1, %arg2: !memref_gmem_f32_, %arg3: !memref_gmem_f32_2, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<16xf32>
      %0 = cute.static : !cute_layout_66cf1c
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant 0x7F800000 : f32
      %cst_2 = arith.constant 5.000000e+03 : f32
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
      %c1536_i32 = arith.constant 1536 : i32
      %11 = cute.static : !cute.coord<"(0,0,2)">
      %c1024_i32 = arith.constant 1024 : i32
      %12 = cute.static : !cute.coord<"(0,0,1)">
      %c512_i32 = arith.constant 512 : i32
      %13 = cute.static : !cute.coord<"(0,0,0)">
      %c5000_i32 = arith.constant 5000 : i32
      %14 = cute.static : !cute_layout_2b275f
      %c4_i32 = arith.constant 4 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %c1_i32 = arith.constant 1 : i32
      %c3_i32 = arith.constant 3 : i32
      %c0_i32 = arith.constant 0 : i32
      %cst_3 = arith.constant 0.000000e+00 : f32
      %c32_i32 = arith.constant 32 : i32
      %15 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %16 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %17 = arith.remsi %15, %c32_i32 : i32
      %18 = arith.divsi %15, %c32_i32 : i32
      %19 = arith.muli %18, %c32_i32 : i32
      %20 = arith.cmpi ne, %15, %19 : i32
      %c0_i32_4 = arith.constant 0 : i32
      %21 = arith.cmpi slt, %15, %c0_i32_4 : i32
      %22 = arith.cmpi slt, %c32_i32, %c0_i32_4 : i32
      %23 = arith.cmpi ne, %21, %22 : i1
      %24 = arith.andi %20, %23 : i1
      %c-1_i32_5 = arith.constant -1 : i32
      %25 = arith.addi %18, %c-1_i32_5 : i32
      %26 = arith.select %24, %25, %18 : i32
      %27 = arith.muli %15, %c4_i32 : i32
      %iter = cute.get_iter(%arg0) : !memref_gmem_f32_
      %iv = cute.assume(%27) : (i32) -> !cute.i32<divby 4>
      %int_tuple = cute.make_int_tuple(%iv) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
      cf.br ^bb1(%c0_i32, %cst_3 : i32, f32)
    ^bb1(%28: i32, %29: f32):  // 2 preds: ^bb0, ^bb7
      %30 = arith.cmpi slt, %28, %c3_i32 : i32
      cf.cond_br %30, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %31 = arith.muli %28, %c2048_i32 : i32
      %32 = arith.addi %31, %27 : i32
      %coord = cute.make_coord(%16, %28) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %idx = cute.crd2idx(%coord, %14) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_2b275f) -> !cute.int_tuple<"?{div=8}">
      %ptr = cute.add_offset(%iter, %idx) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f32, gmem, align<16>>
      %ptr_6 = cute.add_offset(%ptr, %int_tuple) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
      %rmem = cute.memref.alloca() : !memref_rmem_i8_
      %iter_7 = cute.get_iter(%rmem) : !memref_rmem_i8_
      %33 = arith.cmpi slt, %32, %c5000_i32 : i32
      %34 = arith.extui %33 : i1 to i8
      cute.memref.store(%rmem, %13, %34) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %35 = arith.addi %32, %c512_i32 : i32
      %36 = arith.cmpi slt, %35, %c5000_i32 : i32
      %37 = arith.extui %36 : i1 to i8
      cute.memref.store(%rmem, %12, %37) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      %38 = arith.addi %32, %c1024_i32 : i32
      %39 = arith.cmpi slt, %38, %c5000_i32 : i32
      %40 = arith.extui %39 : i1 to i8
      cute.memref.store(%rmem, %11, %40) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      %41 = arith.addi %32, %c1536_i32 : i32
      %42 = arith.cmpi slt, %41, %c5000_i32 : i32
      %43 = arith.extui %42 : i1 to i8
      cute.memref.store(%rmem, %10, %43) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_8 = cute.memref.alloca() : !memref_rmem_f32_
      %iter_9 = cute.get_iter(%rmem_8) : !memref_rmem_f32_
      cute.memref.store_vec(%cst, %rmem_8) : (vector<16xf32>, !memref_rmem_f32_) -> ()
      cf.br ^bb3(%c0_i32 : i32)
    ^bb3(%44: i32):  // 2 preds: ^bb2, ^bb6
      %45 = arith.cmpi slt, %44, %c4_i32 : i32
      cf.cond_br %45, ^bb4, ^bb7 {llvm.loop_annotation = #loop_annotation}
    ^bb4:  // pred: ^bb3
      %coord_10 = cute.make_coord(%44) : (i32) -> !cute.coord<"(_,?)">
      %idx_11 = cute.crd2idx(%coord_10, %9) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
      %ptr_12 = cute.add_offset(%ptr_6, %idx_11) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
      %idx_13 = cute.crd2idx(%coord_10, %8) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
      %ptr_14 = cute.add_offset(%iter_9, %idx_13) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %idx_15 = cute.crd2idx(%coord_10, %7) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_16 = cute.add_offset(%iter_7, %idx_15) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %46 = builtin.unrealized_conversion_cast %ptr_16 : !cute.ptr<i8, rmem> to !llvm.ptr
      %47 = llvm.load %46 : !llvm.ptr -> i8
      %48 = llvm.icmp "ne" %47, %6 : i8
      cf.cond_br %48, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %49 = builtin.unrealized_conversion_cast %ptr_12 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %50 = builtin.unrealized_conversion_cast %ptr_14 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %51 = llvm.load %49 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %51, %50 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      cf.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %52 = arith.addi %44, %c1_i32 : i32
      cf.br ^bb3(%52 : i32)
    ^bb7:  // pred: ^bb3
      %53 = cute.memref.load_vec(%rmem_8) : (!memref_rmem_f32_) -> vector<16xf32>
      %54 = arith.mulf %53, %53 : vector<16xf32>
      %55 = vector.reduction <add>, %54, %cst_3 : vector<16xf32> into f32
      %56 = arith.addf %29, %55 : f32
      %57 = arith.addi %28, %c1_i32 : i32
      cf.br ^bb1(%57, %56 : i32, f32)
    ^bb8:  // pred: ^bb1
      %58 = nvvm.shfl.sync  bfly %c-1_i32, %29, %c16_i32, %c31_i32 : f32 -> f32
      %59 = arith.addf %29, %58 : f32
      %60 = nvvm.shfl.sync  bfly %c-1_i32, %59, %c8_i32, %c31_i32 : f32 -> f32
      %61 = arith.addf %59, %60 : f32
      %62 = nvvm.shfl.sync  bfly %c-1_i32, %61, %c4_i32, %c31_i32 : f32 -> f32
      %63 = arith.addf %61, %62 : f32
      %64 = nvvm.shfl.sync  bfly %c-1_i32, %63, %c2_i32, %c31_i32 : f32 -> f32
      %65 = arith.addf %63, %64 : f32
      %66 = nvvm.shfl.sync  bfly %c-1_i32, %65, %c1_i32, %c31_i32 : f32 -> f32
      %67 = arith.addf %65, %66 : f32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %iter_17 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_17, %5) : !memref_smem_f32_
      %68 = arith.cmpi eq, %17, %c0_i32 : i32
      cf.cond_br %68, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %coord_18 = cute.make_coord(%26) : (i32) -> !cute.coord<"?">
      cute.memref.store(%view, %coord_18, %67) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
      cf.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %69 = cute.memref.load(%view, %4) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %70 = cute.memref.load(%view, %3) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %71 = arith.addf %69, %70 : f32
      %72 = cute.memref.load(%view, %2) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %73 = arith.addf %71, %72 : f32
      %74 = cute.memref.load(%view, %1) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %75 = arith.addf %73, %74 : f32
      %76 = arith.divf %75, %cst_2 : f32
      %77 = arith.addf %76, %arg4 : f32
      %78 = math.rsqrt %77 : f32
      %79 = arith.cmpf oeq, %75, %cst_1 : f32
      cf.cond_br %79, ^bb11, ^bb32
    ^bb11:  // pred: ^bb10
      %80 = arith.muli %15, %c4_i32 : i32
      %iter_19 = cute.get_iter(%arg0) : !memref_gmem_f32_
      %iv_20 = cute.assume(%80) : (i32) -> !cute.i32<divby 4>
      %int_tuple_21 = cute.make_int_tuple(%iv_20) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
      cf.br ^bb12(%c0_i32, %cst_3 : i32, f32)
    ^bb12(%81: i32, %82: f32):  // 2 preds: ^bb11, ^bb18
      %83 = arith.cmpi slt, %81, %c3_i32 : i32
      cf.cond_br %83, ^bb13, ^bb19
    ^bb13:  // pred: ^bb12
      %84 = arith.muli %81, %c2048_i32 : i32
      %85 = arith.addi %84, %80 : i32
      %coord_22 = cute.make_coord(%16, %81) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %idx_23 = cute.crd2idx(%coord_22, %14) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_2b275f) -> !cute.int_tuple<"?{div=8}">
      %ptr_24 = cute.add_offset(%iter_19, %idx_23) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f32, gmem, align<16>>
      %ptr_25 = cute.add_offset(%ptr_24, %int_tuple_21) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
      %rmem_26 = cute.memref.alloca() : !memref_rmem_i8_
      %iter_27 = cute.get_iter(%rmem_26) : !memref_rmem_i8_
      %86 = arith.cmpi slt, %85, %c5000_i32 : i32
      %87 = arith.extui %86 : i1 to i8
      cute.memref.store(%rmem_26, %13, %87) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %88 = arith.addi %85, %c512_i32 : i32
      %89 = arith.cmpi slt, %88, %c5000_i32 : i32
      %90 = arith.extui %89 : i1 to i8
      cute.memref.store(%rmem_26, %12, %90) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      %91 = arith.addi %85, %c1024_i32 : i32
      %92 = arith.cmpi slt, %91, %c5000_i32 : i32
      %93 = arith.extui %92 : i1 to i8
      cute.memref.store(%rmem_26, %11, %93) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      %94 = arith.addi %85, %c1536_i32 : i32
      %95 = arith.cmpi slt, %94, %c5000_i32 : i32
      %96 = arith.extui %95 : i1 to i8
      cute.memref.store(%rmem_26, %10, %96) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_28 = cute.memref.alloca() : !memref_rmem_f32_
      %iter_29 = cute.get_iter(%rmem_28) : !memref_rmem_f32_
      cute.memref.store_vec(%cst, %rmem_28) : (vector<16xf32>, !memref_rmem_f32_) -> ()
      cf.br ^bb14(%c0_i32 : i32)
    ^bb14(%97: i32):  // 2 preds: ^bb13, ^bb17
      %98 = arith.cmpi slt, %97, %c4_i32 : i32
      cf.cond_br %98, ^bb15, ^bb18 {llvm.loop_annotation = #loop_annotation}
    ^bb15:  // pred: ^bb14
      %coord_30 = cute.make_coord(%97) : (i32) -> !cute.coord<"(_,?)">
      %idx_31 = cute.crd2idx(%coord_30, %9) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
      %ptr_32 = cute.add_offset(%ptr_25, %idx_31) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
      %idx_33 = cute.crd2idx(%coord_30, %8) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
      %ptr_34 = cute.add_offset(%iter_29, %idx_33) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %idx_35 = cute.crd2idx(%coord_30, %7) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_36 = cute.add_offset(%iter_27, %idx_35) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %99 = builtin.unrealized_conversion_cast %ptr_36 : !cute.ptr<i8, rmem> to !llvm.ptr
      %100 = llvm.load %99 : !llvm.ptr -> i8
      %101 = llvm.icmp "ne" %100, %6 : i8
      cf.cond_br %101, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %102 = builtin.unrealized_conversion_cast %ptr_32 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %103 = builtin.unrealized_conversion_cast %ptr_34 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %104 = llvm.load %102 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %104, %103 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      cf.br ^bb17
    ^bb17:  // 2 preds: ^bb15, ^bb16
      %105 = arith.addi %97, %c1_i32 : i32
      cf.br ^bb14(%105 : i32)
    ^bb18:  // pred: ^bb14
      %106 = cute.memref.load_vec(%rmem_28) : (!memref_rmem_f32_) -> vector<16xf32>
      %107 = arith.cmpf olt, %106, %cst : vector<16xf32>
      %108 = arith.subf %cst, %106 : vector<16xf32>
      %109 = arith.select %107, %108, %106 : vector<16xi1>, vector<16xf32>
      %110 = vector.reduction <maximumf>, %109, %cst_3 : vector<16xf32> into f32
      %111 = arith.cmpf ugt, %82, %110 : f32
      %112 = arith.select %111, %82, %110 : f32
      %113 = arith.cmpf uno, %110, %110 : f32
      %114 = arith.select %113, %110, %112 : f32
      %115 = arith.addi %81, %c1_i32 : i32
      cf.br ^bb12(%115, %114 : i32, f32)
    ^bb19:  // pred: ^bb12
      %116 = nvvm.shfl.sync  bfly %c-1_i32, %82, %c16_i32, %c31_i32 : f32 -> f32
      %117 = arith.cmpf ugt, %82, %116 : f32
      %118 = arith.select %117, %82, %116 : f32
      %119 = arith.cmpf uno, %116, %116 : f32
      %120 = arith.select %119, %116, %118 : f32
      %121 = nvvm.shfl.sync  bfly %c-1_i32, %120, %c8_i32, %c31_i32 : f32 -> f32
      %122 = arith.cmpf ugt, %120, %121 : f32
      %123 = arith.select %122, %120, %121 : f32
      %124 = arith.cmpf uno, %121, %121 : f32
      %125 = arith.select %124, %121, %123 : f32
      %126 = nvvm.shfl.sync  bfly %c-1_i32, %125, %c4_i32, %c31_i32 : f32 -> f32
      %127 = arith.cmpf ugt, %125, %126 : f32
      %128 = arith.select %127, %125, %126 : f32
      %129 = arith.cmpf uno, %126, %126 : f32
      %130 = arith.select %129, %126, %128 : f32
      %131 = nvvm.shfl.sync  bfly %c-1_i32, %130, %c2_i32, %c31_i32 : f32 -> f32
      %132 = arith.cmpf ugt, %130, %131 : f32
      %133 = arith.select %132, %130, %131 : f32
      %134 = arith.cmpf uno, %131, %131 : f32
      %135 = arith.select %134, %131, %133 : f32
      %136 = nvvm.shfl.sync  bfly %c-1_i32, %135, %c1_i32, %c31_i32 : f32 -> f32
      %137 = arith.cmpf ugt, %135, %136 : f32
      %138 = arith.select %137, %135, %136 : f32
      %139 = arith.cmpf uno, %136, %136 : f32
      %140 = arith.select %139, %136, %138 : f32
      nvvm.barrier
      cf.cond_br %68, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %coord_37 = cute.make_coord(%26) : (i32) -> !cute.coord<"?">
      cute.memref.store(%view, %coord_37, %140) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
      cf.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      nvvm.barrier
      %141 = cute.memref.load(%view, %4) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %142 = cute.memref.load(%view, %3) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %143 = arith.cmpf ugt, %141, %142 : f32
      %144 = arith.select %143, %141, %142 : f32
      %145 = arith.cmpf uno, %142, %142 : f32
      %146 = arith.select %145, %142, %144 : f32
      %147 = cute.memref.load(%view, %2) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %148 = arith.cmpf ugt, %146, %147 : f32
      %149 = arith.select %148, %146, %147 : f32
      %150 = arith.cmpf uno, %147, %147 : f32
      %151 = arith.select %150, %147, %149 : f32
      %152 = cute.memref.load(%view, %1) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %153 = arith.cmpf ugt, %151, %152 : f32
      %154 = arith.select %153, %151, %152 : f32
      %155 = arith.cmpf uno, %152, %152 : f32
      %156 = arith.select %155, %152, %154 : f32
      %157 = arith.divf %cst_0, %156 : f32
      %158 = arith.muli %15, %c4_i32 : i32
      %iter_38 = cute.get_iter(%arg0) : !memref_gmem_f32_
      %iv_39 = cute.assume(%158) : (i32) -> !cute.i32<divby 4>
      %int_tuple_40 = cute.make_int_tuple(%iv_39) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
      %159 = vector.broadcast %157 : f32 to vector<16xf32>
      cf.br ^bb22(%c0_i32, %cst_3 : i32, f32)
    ^bb22(%160: i32, %161: f32):  // 2 preds: ^bb21, ^bb28
      %162 = arith.cmpi slt, %160, %c3_i32 : i32
      cf.cond_br %162, ^bb23, ^bb29
    ^bb23:  // pred: ^bb22
      %163 = arith.muli %160, %c2048_i32 : i32
      %164 = arith.addi %163, %158 : i32
      %coord_41 = cute.make_coord(%16, %160) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %idx_42 = cute.crd2idx(%coord_41, %14) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_2b275f) -> !cute.int_tuple<"?{div=8}">
      %ptr_43 = cute.add_offset(%iter_38, %idx_42) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f32, gmem, align<16>>
      %ptr_44 = cute.add_offset(%ptr_43, %int_tuple_40) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
      %rmem_45 = cute.memref.alloca() : !memref_rmem_i8_
      %iter_46 = cute.get_iter(%rmem_45) : !memref_rmem_i8_
      %165 = arith.cmpi slt, %164, %c5000_i32 : i32
      %166 = arith.extui %165 : i1 to i8
      cute.memref.store(%rmem_45, %13, %166) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %167 = arith.addi %164, %c512_i32 : i32
      %168 = arith.cmpi slt, %167, %c5000_i32 : i32
      %169 = arith.extui %168 : i1 to i8
      cute.memref.store(%rmem_45, %12, %169) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      %170 = arith.addi %164, %c1024_i32 : i32
      %171 = arith.cmpi slt, %170, %c5000_i32 : i32
      %172 = arith.extui %171 : i1 to i8
      cute.memref.store(%rmem_45, %11, %172) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      %173 = arith.addi %164, %c1536_i32 : i32
      %174 = arith.cmpi slt, %173, %c5000_i32 : i32
      %175 = arith.extui %174 : i1 to i8
      cute.memref.store(%rmem_45, %10, %175) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_47 = cute.memref.alloca() : !memref_rmem_f32_
      %iter_48 = cute.get_iter(%rmem_47) : !memref_rmem_f32_
      cute.memref.store_vec(%cst, %rmem_47) : (vector<16xf32>, !memref_rmem_f32_) -> ()
      cf.br ^bb24(%c0_i32 : i32)
    ^bb24(%176: i32):  // 2 preds: ^bb23, ^bb27
      %177 = arith.cmpi slt, %176, %c4_i32 : i32
      cf.cond_br %177, ^bb25, ^bb28 {llvm.loop_annotation = #loop_annotation}
    ^bb25:  // pred: ^bb24
      %coord_49 = cute.make_coord(%176) : (i32) -> !cute.coord<"(_,?)">
      %idx_50 = cute.crd2idx(%coord_49, %9) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
      %ptr_51 = cute.add_offset(%ptr_44, %idx_50) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
      %idx_52 = cute.crd2idx(%coord_49, %8) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
      %ptr_53 = cute.add_offset(%iter_48, %idx_52) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %idx_54 = cute.crd2idx(%coord_49, %7) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_55 = cute.add_offset(%iter_46, %idx_54) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %178 = builtin.unrealized_conversion_cast %ptr_55 : !cute.ptr<i8, rmem> to !llvm.ptr
      %179 = llvm.load %178 : !llvm.ptr -> i8
      %180 = llvm.icmp "ne" %179, %6 : i8
      cf.cond_br %180, ^bb26, ^bb27
    ^bb26:  // pred: ^bb25
      %181 = builtin.unrealized_conversion_cast %ptr_51 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %182 = builtin.unrealized_conversion_cast %ptr_53 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %183 = llvm.load %181 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %183, %182 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      cf.br ^bb27
    ^bb27:  // 2 preds: ^bb25, ^bb26
      %184 = arith.addi %176, %c1_i32 : i32
      cf.br ^bb24(%184 : i32)
    ^bb28:  // pred: ^bb24
      %185 = cute.memref.load_vec(%rmem_47) : (!memref_rmem_f32_) -> vector<16xf32>
      %186 = arith.mulf %185, %159 : vector<16xf32>
      %187 = arith.mulf %186, %186 : vector<16xf32>
      %188 = vector.reduction <add>, %187, %cst_3 : vector<16xf32> into f32
      %189 = arith.addf %161, %188 : f32
      %190 = arith.addi %160, %c1_i32 : i32
      cf.br ^bb22(%190, %189 : i32, f32)
    ^bb29:  // pred: ^bb22
      %191 = nvvm.shfl.sync  bfly %c-1_i32, %161, %c16_i32, %c31_i32 : f32 -> f32
      %192 = arith.addf %161, %191 : f32
      %193 = nvvm.shfl.sync  bfly %c-1_i32, %192, %c8_i32, %c31_i32 : f32 -> f32
      %194 = arith.addf %192, %193 : f32
      %195 = nvvm.shfl.sync  bfly %c-1_i32, %194, %c4_i32, %c31_i32 : f32 -> f32
      %196 = arith.addf %194, %195 : f32
      %197 = nvvm.shfl.sync  bfly %c-1_i32, %196, %c2_i32, %c31_i32 : f32 -> f32
      %198 = arith.addf %196, %197 : f32
      %199 = nvvm.shfl.sync  bfly %c-1_i32, %198, %c1_i32, %c31_i32 : f32 -> f32
      %200 = arith.addf %198, %199 : f32
      nvvm.barrier
      cf.cond_br %68, ^bb30, ^bb31
    ^bb30:  // pred: ^bb29
      %coord_56 = cute.make_coord(%26) : (i32) -> !cute.coord<"?">
      cute.memref.store(%view, %coord_56, %200) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
      cf.br ^bb31
    ^bb31:  // 2 preds: ^bb29, ^bb30
      nvvm.barrier
      %201 = cute.memref.load(%view, %4) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %202 = cute.memref.load(%view, %3) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %203 = arith.addf %201, %202 : f32
      %204 = cute.memref.load(%view, %2) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %205 = arith.addf %203, %204 : f32
      %206 = cute.memref.load(%view, %1) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %207 = arith.addf %205, %206 : f32
      %208 = arith.divf %207, %cst_2 : f32
      %209 = arith.mulf %arg4, %157 : f32
      %210 = arith.mulf %209, %157 : f32
      %211 = arith.addf %208, %210 : f32
      %212 = math.rsqrt %211 : f32
      %213 = arith.mulf %157, %212 : f32
      cf.br ^bb33(%213 : f32)
    ^bb32:  // pred: ^bb10
      cf.br ^bb33(%78 : f32)
    ^bb33(%214: f32):  // 2 preds: ^bb31, ^bb32
      cf.br ^bb34
    ^bb34:  // pred: ^bb33
      %215 = arith.cmpi eq, %15, %c0_i32 : i32
      cf.cond_br %215, ^bb35, ^bb36
    ^bb35:  // pred: ^bb34
      %coord_57 = cute.make_coord(%16) : (i32) -> !cute.coord<"?">
      cute.memref.store(%arg3, %coord_57, %214) : (!memref_gmem_f32_2, !cute.coord<"?">, f32) -> ()
      cf.br ^bb36
    ^bb36:  // 2 preds: ^bb34, ^bb35
      %iter_58 = cute.get_iter(%arg0) : !memref_gmem_f32_
      %216 = arith.muli %15, %c4_i32 : i32
      %iv_59 = cute.assume(%216) : (i32) -> !cute.i32<divby 4>
      %int_tuple_60 = cute.make_int_tuple(%iv_59) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
      %iter_61 = cute.get_iter(%arg1) : !memref_gmem_f32_1
      %iter_62 = cute.get_iter(%arg2) : !memref_gmem_f32_
      %217 = vector.broadcast %214 : f32 to vector<16xf32>
      cf.br ^bb37(%c0_i32 : i32)
    ^bb37(%218: i32):  // 2 preds: ^bb36, ^bb53
      %219 = arith.cmpi slt, %218, %c3_i32 : i32
      cf.cond_br %219, ^bb38, ^bb54
    ^bb38:  // pred: ^bb37
      %coord_63 = cute.make_coord(%16, %218) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %idx_64 = cute.crd2idx(%coord_63, %14) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_2b275f) -> !cute.int_tuple<"?{div=8}">
      %ptr_65 = cute.add_offset(%iter_58, %idx_64) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f32, gmem, align<16>>
      %ptr_66 = cute.add_offset(%ptr_65, %int_tuple_60) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
      %idx_67 = cute.crd2idx(%coord_63, %0) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_66cf1c) -> !cute.int_tuple<"?{div=2048}">
      %ptr_68 = cute.add_offset(%iter_61, %idx_67) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=2048}">) -> !cute.ptr<f32, gmem, align<16>>
      %ptr_69 = cute.add_offset(%ptr_68, %int_tuple_60) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
      %ptr_70 = cute.add_offset(%iter_62, %idx_64) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f32, gmem, align<16>>
      %ptr_71 = cute.add_offset(%ptr_70, %int_tuple_60) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
      %220 = arith.muli %218, %c2048_i32 : i32
      %221 = arith.addi %220, %216 : i32
      %rmem_72 = cute.memref.alloca() : !memref_rmem_i8_
      %iter_73 = cute.get_iter(%rmem_72) : !memref_rmem_i8_
      %222 = arith.cmpi slt, %221, %c5000_i32 : i32
      %223 = arith.extui %222 : i1 to i8
      cute.memref.store(%rmem_72, %13, %223) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %224 = arith.addi %221, %c512_i32 : i32
      %225 = arith.cmpi slt, %224, %c5000_i32 : i32
      %226 = arith.extui %225 : i1 to i8
      cute.memref.store(%rmem_72, %12, %226) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      %227 = arith.addi %221, %c1024_i32 : i32
      %228 = arith.cmpi slt, %227, %c5000_i32 : i32
      %229 = arith.extui %228 : i1 to i8
      cute.memref.store(%rmem_72, %11, %229) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      %230 = arith.addi %221, %c1536_i32 : i32
      %231 = arith.cmpi slt, %230, %c5000_i32 : i32
      %232 = arith.extui %231 : i1 to i8
      cute.memref.store(%rmem_72, %10, %232) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_74 = cute.memref.alloca() : !memref_rmem_f32_
      %iter_75 = cute.get_iter(%rmem_74) : !memref_rmem_f32_
      %rmem_76 = cute.memref.alloca() : !memref_rmem_f32_
      %iter_77 = cute.get_iter(%rmem_76) : !memref_rmem_f32_
      cute.memref.store_vec(%cst, %rmem_74) : (vector<16xf32>, !memref_rmem_f32_) -> ()
      cute.memref.store_vec(%cst, %rmem_76) : (vector<16xf32>, !memref_rmem_f32_) -> ()
      cf.br ^bb39(%c0_i32 : i32)
    ^bb39(%233: i32):  // 2 preds: ^bb38, ^bb42
      %234 = arith.cmpi slt, %233, %c4_i32 : i32
      cf.cond_br %234, ^bb40, ^bb43 {llvm.loop_annotation = #loop_annotation}
    ^bb40:  // pred: ^bb39
      %coord_78 = cute.make_coord(%233) : (i32) -> !cute.coord<"(_,?)">
      %idx_79 = cute.crd2idx(%coord_78, %9) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
      %ptr_80 = cute.add_offset(%ptr_66, %idx_79) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
      %idx_81 = cute.crd2idx(%coord_78, %8) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
      %ptr_82 = cute.add_offset(%iter_75, %idx_81) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %idx_83 = cute.crd2idx(%coord_78, %7) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_84 = cute.add_offset(%iter_73, %idx_83) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %235 = builtin.unrealized_conversion_cast %ptr_84 : !cute.ptr<i8, rmem> to !llvm.ptr
      %236 = llvm.load %235 : !llvm.ptr -> i8
      %237 = llvm.icmp "ne" %236, %6 : i8
      cf.cond_br %237, ^bb41, ^bb42
    ^bb41:  // pred: ^bb40
      %238 = builtin.unrealized_conversion_cast %ptr_80 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %239 = builtin.unrealized_conversion_cast %ptr_82 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %240 = llvm.load %238 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %240, %239 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      cf.br ^bb42
    ^bb42:  // 2 preds: ^bb40, ^bb41
      %241 = arith.addi %233, %c1_i32 : i32
      cf.br ^bb39(%241 : i32)
    ^bb43:  // pred: ^bb39
      cf.br ^bb44(%c0_i32 : i32)
    ^bb44(%242: i32):  // 2 preds: ^bb43, ^bb47
      %243 = arith.cmpi slt, %242, %c4_i32 : i32
      cf.cond_br %243, ^bb45, ^bb48 {llvm.loop_annotation = #loop_annotation}
    ^bb45:  // pred: ^bb44
      %coord_85 = cute.make_coord(%242) : (i32) -> !cute.coord<"(_,?)">
      %idx_86 = cute.crd2idx(%coord_85, %9) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
      %ptr_87 = cute.add_offset(%ptr_69, %idx_86) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
      %idx_88 = cute.crd2idx(%coord_85, %8) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
      %ptr_89 = cute.add_offset(%iter_77, %idx_88) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %idx_90 = cute.crd2idx(%coord_85, %7) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_91 = cute.add_offset(%iter_73, %idx_90) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %244 = builtin.unrealized_conversion_cast %ptr_91 : !cute.ptr<i8, rmem> to !llvm.ptr
      %245 = llvm.load %244 : !llvm.ptr -> i8
      %246 = llvm.icmp "ne" %245, %6 : i8
      cf.cond_br %246, ^bb46, ^bb47
    ^bb46:  // pred: ^bb45
      %247 = builtin.unrealized_conversion_cast %ptr_87 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %248 = builtin.unrealized_conversion_cast %ptr_89 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %249 = llvm.load %247 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %249, %248 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      cf.br ^bb47
    ^bb47:  // 2 preds: ^bb45, ^bb46
      %250 = arith.addi %242, %c1_i32 : i32
      cf.br ^bb44(%250 : i32)
    ^bb48:  // pred: ^bb44
      %251 = cute.memref.load_vec(%rmem_74) : (!memref_rmem_f32_) -> vector<16xf32>
      %252 = arith.mulf %251, %217 : vector<16xf32>
      %253 = cute.memref.load_vec(%rmem_76) : (!memref_rmem_f32_) -> vector<16xf32>
      %254 = arith.mulf %252, %253 : vector<16xf32>
      %rmem_92 = cute.memref.alloca() : !memref_rmem_f32_
      %iter_93 = cute.get_iter(%rmem_92) : !memref_rmem_f32_
      cute.memref.store_vec(%254, %rmem_92) : (vector<16xf32>, !memref_rmem_f32_) -> ()
      cf.br ^bb49(%c0_i32 : i32)
    ^bb49(%255: i32):  // 2 preds: ^bb48, ^bb52
      %256 = arith.cmpi slt, %255, %c4_i32 : i32
      cf.cond_br %256, ^bb50, ^bb53 {llvm.loop_annotation = #loop_annotation}
    ^bb50:  // pred: ^bb49
      %coord_94 = cute.make_coord(%255) : (i32) -> !cute.coord<"(_,?)">
      %idx_95 = cute.crd2idx(%coord_94, %8) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
      %ptr_96 = cute.add_offset(%iter_93, %idx_95) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %idx_97 = cute.crd2idx(%coord_94, %9) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
      %ptr_98 = cute.add_offset(%ptr_71, %idx_97) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
      %idx_99 = cute.crd2idx(%coord_94, %7) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_100 = cute.add_offset(%iter_73, %idx_99) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %257 = builtin.unrealized_conversion_cast %ptr_100 : !cute.ptr<i8, rmem> to !llvm.ptr
      %258 = llvm.load %257 : !llvm.ptr -> i8
      %259 = llvm.icmp "ne" %258, %6 : i8
      cf.cond_br %259, ^bb51, ^bb52
    ^bb51:  // pred: ^bb50
      %260 = builtin.unrealized_conversion_cast %ptr_96 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %261 = builtin.unrealized_conversion_cast %ptr_98 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %262 = llvm.load %260 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %262, %261 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      cf.br ^bb52
    ^bb52:  // 2 preds: ^bb50, ^bb51
      %263 = arith.addi %255, %c1_i32 : i32
      cf.br ^bb49(%263 : i32)
    ^bb53:  // pred: ^bb49
      %264 = arith.addi %218, %c1_i32 : i32
      cf.br ^bb37(%264 : i32)
    ^bb54:  // pred: ^bb37
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads12_h678305a2(%arg0: !memref_gmem_f32_3, %arg1: !memref_gmem_f32_4, %arg2: !memref_gmem_f32_3, %arg3: !memref_gmem_f32_2, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
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
    %2 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hb2076efe_0<%1> (%view, %view_2, %view_3, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_f32_, !memref_gmem_f32_1, !memref_gmem_f32_, !memref_gmem_f32_2, f32) -> !cuda.result
    %3 = cuda.cast %2 : !cuda.result -> i32
    cuda.return_if_error %3 : i32
    return %c0_i32 : i32
  }
}
