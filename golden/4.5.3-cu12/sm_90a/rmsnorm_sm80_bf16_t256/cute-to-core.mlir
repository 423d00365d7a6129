!cute_layout_8083f9 = !cute.layout<"((8,1),((1,4))):((1,0),((0,2048)))">
!cute_layout_973764 = !cute.layout<"(1,((1,4))):(0,((0,1)))">
!cute_layout_ba17ea = !cute.layout<"((1,8192),(96,1)):((0,1),(5000,0))">
!cute_layout_bb9a85 = !cute.layout<"((8,1),((1,4))):((1,0),((0,8)))">
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
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h9d7ac410_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrb_h9d7ac410_0(%arg0: !memref_gmem_bf16_, %arg1: !memref_gmem_bf16_1, %arg2: !memref_gmem_bf16_, %arg3: !memref_gmem_f32_, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<32xf32>
      %cst_0 = arith.constant dense<0.000000e+00> : vector<32xbf16>
      %cst_1 = arith.constant 1.000000e+00 : f32
      %cst_2 = arith.constant 0x7F800000 : f32
      %cst_3 = arith.constant 5.000000e+03 : f32
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
      %c6144_i32 = arith.constant 6144 : i32
      %14 = cute.static : !cute.coord<"(0,0,2)">
      %c4096_i32 = arith.constant 4096 : i32
      %15 = cute.static : !cute.coord<"(0,0,1)">
      %c2048_i32 = arith.constant 2048 : i32
      %16 = cute.static : !cute.coord<"(0,0,0)">
      %c5000_i32 = arith.constant 5000 : i32
      %17 = cute.static : !cute_layout_ba17ea
      %c8_i32 = arith.constant 8 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %cst_4 = arith.constant 0.000000e+00 : f32
      %c32_i32 = arith.constant 32 : i32
      %18 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %19 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %20 = arith.remsi %18, %c32_i32 : i32
      %21 = arith.divsi %18, %c32_i32 : i32
      %22 = arith.muli %21, %c32_i32 : i32
      %23 = arith.cmpi ne, %18, %22 : i32
      %c0_i32_5 = arith.constant 0 : i32
      %24 = arith.cmpi slt, %18, %c0_i32_5 : i32
      %25 = arith.cmpi slt, %c32_i32, %c0_i32_5 : i32
      %26 = arith.cmpi ne, %24, %25 : i1
      %27 = arith.andi %23, %26 : i1
      %c-1_i32_6 = arith.constant -1 : i32
      %28 = arith.addi %21, %c-1_i32_6 : i32
      %29 = arith.select %27, %28, %21 : i32
      %30 = arith.muli %18, %c8_i32 : i32
      %coord = cute.make_coord(%19) : (i32) -> !cute.coord<"((_,_),(?,0))">
      %idx = cute.crd2idx(%coord, %17) : (!cute.coord<"((_,_),(?,0))">, !cute_layout_ba17ea) -> !cute.int_tuple<"?{div=5000}">
      %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %ptr = cute.add_offset(%iter, %idx) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
      %iv = cute.assume(%30) : (i32) -> !cute.i32<divby 8>
      %int_tuple = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_7 = cute.add_offset(%ptr, %int_tuple) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
      %rmem = cute.memref.alloca() : !memref_rmem_i8_
      %iter_8 = cute.get_iter(%rmem) : !memref_rmem_i8_
      %31 = arith.cmpi slt, %30, %c5000_i32 : i32
      %32 = arith.extui %31 : i1 to i8
      cute.memref.store(%rmem, %16, %32) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %33 = arith.addi %30, %c2048_i32 : i32
      %34 = arith.cmpi slt, %33, %c5000_i32 : i32
      %35 = arith.extui %34 : i1 to i8
      cute.memref.store(%rmem, %15, %35) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      %36 = arith.addi %30, %c4096_i32 : i32
      %37 = arith.cmpi slt, %36, %c5000_i32 : i32
      %38 = arith.extui %37 : i1 to i8
      cute.memref.store(%rmem, %14, %38) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      %39 = arith.addi %30, %c6144_i32 : i32
      %40 = arith.cmpi slt, %39, %c5000_i32 : i32
      %41 = arith.extui %40 : i1 to i8
      cute.memref.store(%rmem, %13, %41) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_9 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_10 = cute.get_iter(%rmem_9) : !memref_rmem_bf16_
      cute.memref.store_vec(%cst_0, %rmem_9) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
      cf.br ^bb1(%c0_i32 : i32)
    ^bb1(%42: i32):  // 2 preds: ^bb0, ^bb4
      %43 = arith.cmpi slt, %42, %c4_i32 : i32
      cf.cond_br %43, ^bb2, ^bb5 {llvm.loop_annotation = #loop_annotation}
    ^bb2:  // pred: ^bb1
      %coord_11 = cute.make_coord(%42) : (i32) -> !cute.coord<"(_,?)">
      %idx_12 = cute.crd2idx(%coord_11, %12) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
      %ptr_13 = cute.add_offset(%ptr_7, %idx_12) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
      %idx_14 = cute.crd2idx(%coord_11, %11) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_15 = cute.add_offset(%iter_10, %idx_14) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_16 = cute.crd2idx(%coord_11, %10) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_17 = cute.add_offset(%iter_8, %idx_16) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %44 = builtin.unrealized_conversion_cast %ptr_17 : !cute.ptr<i8, rmem> to !llvm.ptr
      %45 = llvm.load %44 : !llvm.ptr -> i8
      %46 = llvm.icmp "ne" %45, %9 : i8
      cf.cond_br %46, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %47 = builtin.unrealized_conversion_cast %ptr_13 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %48 = builtin.unrealized_conversion_cast %ptr_15 : !cute_ptr_2914ae to !llvm.ptr
      %49 = llvm.load %47 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %49, %48 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      cf.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %50 = arith.addi %42, %c1_i32 : i32
      cf.br ^bb1(%50 : i32)
    ^bb5:  // pred: ^bb1
      %51 = cute.memref.load_vec(%rmem_9) : (!memref_rmem_bf16_) -> vector<32xbf16>
      %52 = arith.extf %51 : vector<32xbf16> to vector<32xf32>
      %53 = arith.mulf %52, %52 : vector<32xf32>
      %54 = vector.reduction <add>, %53, %cst_4 : vector<32xf32> into f32
      %55 = arith.addf %54, %cst_4 : f32
      %56 = nvvm.shfl.sync  bfly %c-1_i32, %55, %c16_i32, %c31_i32 : f32 -> f32
      %57 = arith.addf %55, %56 : f32
      %58 = nvvm.shfl.sync  bfly %c-1_i32, %57, %c8_i32, %c31_i32 : f32 -> f32
      %59 = arith.addf %57, %58 : f32
      %60 = nvvm.shfl.sync  bfly %c-1_i32, %59, %c4_i32, %c31_i32 : f32 -> f32
      %61 = arith.addf %59, %60 : f32
      %62 = nvvm.shfl.sync  bfly %c-1_i32, %61, %c2_i32, %c31_i32 : f32 -> f32
      %63 = arith.addf %61, %62 : f32
      %64 = nvvm.shfl.sync  bfly %c-1_i32, %63, %c1_i32, %c31_i32 : f32 -> f32
      %65 = arith.addf %63, %64 : f32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %iter_18 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_18, %8) : !memref_smem_f32_
      %66 = arith.cmpi eq, %20, %c0_i32 : i32
      cf.cond_br %66, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %coord_19 = cute.make_coord(%29) : (i32) -> !cute.coord<"?">
      cute.memref.store(%view, %coord_19, %65) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
      cf.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      nvvm.barrier
      %67 = cute.memref.load(%view, %7) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %68 = cute.memref.load(%view, %6) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %69 = arith.addf %67, %68 : f32
      %70 = cute.memref.load(%view, %5) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %71 = arith.addf %69, %70 : f32
      %72 = cute.memref.load(%view, %4) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %73 = arith.addf %71, %72 : f32
      %74 = cute.memref.load(%view, %3) : (!memref_smem_f32_, !cute.coord<"4">) -> f32
      %75 = arith.addf %73, %74 : f32
      %76 = cute.memref.load(%view, %2) : (!memref_smem_f32_, !cute.coord<"5">) -> f32
      %77 = arith.addf %75, %76 : f32
      %78 = cute.memref.load(%view, %1) : (!memref_smem_f32_, !cute.coord<"6">) -> f32
      %79 = arith.addf %77, %78 : f32
      %80 = cute.memref.load(%view, %0) : (!memref_smem_f32_, !cute.coord<"7">) -> f32
      %81 = arith.addf %79, %80 : f32
      %82 = arith.divf %81, %cst_3 : f32
      %83 = arith.addf %82, %arg4 : f32
      %84 = math.rsqrt %83 : f32
      %85 = arith.cmpf oeq, %81, %cst_2 : f32
      cf.cond_br %85, ^bb8, ^bb23
    ^bb8:  // pred: ^bb7
      %rmem_20 = cute.memref.alloca() : !memref_rmem_i8_
      %iter_21 = cute.get_iter(%rmem_20) : !memref_rmem_i8_
      cute.memref.store(%rmem_20, %16, %32) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      cute.memref.store(%rmem_20, %15, %35) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      cute.memref.store(%rmem_20, %14, %38) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      cute.memref.store(%rmem_20, %13, %41) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_22 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_23 = cute.get_iter(%rmem_22) : !memref_rmem_bf16_
      cute.memref.store_vec(%cst_0, %rmem_22) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
      cf.br ^bb9(%c0_i32 : i32)
    ^bb9(%86: i32):  // 2 preds: ^bb8, ^bb12
      %87 = arith.cmpi slt, %86, %c4_i32 : i32
      cf.cond_br %87, ^bb10, ^bb13 {llvm.loop_annotation = #loop_annotation}
    ^bb10:  // pred: ^bb9
      %coord_24 = cute.make_coord(%86) : (i32) -> !cute.coord<"(_,?)">
      %idx_25 = cute.crd2idx(%coord_24, %12) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
      %ptr_26 = cute.add_offset(%ptr_7, %idx_25) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
      %idx_27 = cute.crd2idx(%coord_24, %11) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_28 = cute.add_offset(%iter_23, %idx_27) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_29 = cute.crd2idx(%coord_24, %10) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_30 = cute.add_offset(%iter_21, %idx_29) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %88 = builtin.unrealized_conversion_cast %ptr_30 : !cute.ptr<i8, rmem> to !llvm.ptr
      %89 = llvm.load %88 : !llvm.ptr -> i8
      %90 = llvm.icmp "ne" %89, %9 : i8
      cf.cond_br %90, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %91 = builtin.unrealized_conversion_cast %ptr_26 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %92 = builtin.unrealized_conversion_cast %ptr_28 : !cute_ptr_2914ae to !llvm.ptr
      %93 = llvm.load %91 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %93, %92 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      cf.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      %94 = arith.addi %86, %c1_i32 : i32
      cf.br ^bb9(%94 : i32)
    ^bb13:  // pred: ^bb9
      %95 = cute.memref.load_vec(%rmem_22) : (!memref_rmem_bf16_) -> vector<32xbf16>
      %96 = arith.extf %95 : vector<32xbf16> to vector<32xf32>
      %97 = arith.cmpf olt, %96, %cst : vector<32xf32>
      %98 = arith.subf %cst, %96 : vector<32xf32>
      %99 = arith.select %97, %98, %96 : vector<32xi1>, vector<32xf32>
      %100 = vector.reduction <maximumf>, %99, %cst_4 : vector<32xf32> into f32
      %101 = arith.cmpf ugt, %100, %cst_4 : f32
      %102 = arith.select %101, %100, %cst_4 : f32
      %103 = arith.cmpf uno, %cst_4, %cst_4 : f32
      %104 = arith.select %103, %cst_4, %102 : f32
      %105 = nvvm.shfl.sync  bfly %c-1_i32, %104, %c16_i32, %c31_i32 : f32 -> f32
      %106 = arith.cmpf ugt, %104, %105 : f32
      %107 = arith.select %106, %104, %105 : f32
      %108 = arith.cmpf uno, %105, %105 : f32
      %109 = arith.select %108, %105, %107 : f32
      %110 = nvvm.shfl.sync  bfly %c-1_i32, %109, %c8_i32, %c31_i32 : f32 -> f32
      %111 = arith.cmpf ugt, %109, %110 : f32
      %112 = arith.select %111, %109, %110 : f32
      %113 = arith.cmpf uno, %110, %110 : f32
      %114 = arith.select %113, %110, %112 : f32
      %115 = nvvm.shfl.sync  bfly %c-1_i32, %114, %c4_i32, %c31_i32 : f32 -> f32
      %116 = arith.cmpf ugt, %114, %115 : f32
      %117 = arith.select %116, %114, %115 : f32
      %118 = arith.cmpf uno, %115, %115 : f32
      %119 = arith.select %118, %115, %117 : f32
      %120 = nvvm.shfl.sync  bfly %c-1_i32, %119, %c2_i32, %c31_i32 : f32 -> f32
      %121 = arith.cmpf ugt, %119, %120 : f32
      %122 = arith.select %121, %119, %120 : f32
      %123 = arith.cmpf uno, %120, %120 : f32
      %124 = arith.select %123, %120, %122 : f32
      %125 = nvvm.shfl.sync  bfly %c-1_i32, %124, %c1_i32, %c31_i32 : f32 -> f32
      %126 = arith.cmpf ugt, %124, %125 : f32
      %127 = arith.select %126, %124, %125 : f32
      %128 = arith.cmpf uno, %125, %125 : f32
      %129 = arith.select %128, %125, %127 : f32
      nvvm.barrier
      cf.cond_br %66, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %coord_31 = cute.make_coord(%29) : (i32) -> !cute.coord<"?">
      cute.memref.store(%view, %coord_31, %129) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
      cf.br ^bb15
    ^bb15:  // 2 preds: ^bb13, ^bb14
      nvvm.barrier
      %130 = cute.memref.load(%view, %7) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %131 = cute.memref.load(%view, %6) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %132 = arith.cmpf ugt, %130, %131 : f32
      %133 = arith.select %132, %130, %131 : f32
      %134 = arith.cmpf uno, %131, %131 : f32
      %135 = arith.select %134, %131, %133 : f32
      %136 = cute.memref.load(%view, %5) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %137 = arith.cmpf ugt, %135, %136 : f32
      %138 = arith.select %137, %135, %136 : f32
      %139 = arith.cmpf uno, %136, %136 : f32
      %140 = arith.select %139, %136, %138 : f32
      %141 = cute.memref.load(%view, %4) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %142 = arith.cmpf ugt, %140, %141 : f32
      %143 = arith.select %142, %140, %141 : f32
      %144 = arith.cmpf uno, %141, %141 : f32
      %145 = arith.select %144, %141, %143 : f32
      %146 = cute.memref.load(%view, %3) : (!memref_smem_f32_, !cute.coord<"4">) -> f32
      %147 = arith.cmpf ugt, %145, %146 : f32
      %148 = arith.select %147, %145, %146 : f32
      %149 = arith.cmpf uno, %146, %146 : f32
      %150 = arith.select %149, %146, %148 : f32
      %151 = cute.memref.load(%view, %2) : (!memref_smem_f32_, !cute.coord<"5">) -> f32
      %152 = arith.cmpf ugt, %150, %151 : f32
      %153 = arith.select %152, %150, %151 : f32
      %154 = arith.cmpf uno, %151, %151 : f32
      %155 = arith.select %154, %151, %153 : f32
      %156 = cute.memref.load(%view, %1) : (!memref_smem_f32_, !cute.coord<"6">) -> f32
      %157 = arith.cmpf ugt, %155, %156 : f32
      %158 = arith.select %157, %155, %156 : f32
      %159 = arith.cmpf uno, %156, %156 : f32
      %160 = arith.select %159, %156, %158 : f32
      %161 = cute.memref.load(%view, %0) : (!memref_smem_f32_, !cute.coord<"7">) -> f32
      %162 = arith.cmpf ugt, %160, %161 : f32
      %163 = arith.select %162, %160, %161 : f32
      %164 = arith.cmpf uno, %161, %161 : f32
      %165 = arith.select %164, %161, %163 : f32
      %166 = arith.divf %cst_1, %165 : f32
      %rmem_32 = cute.memref.alloca() : !memref_rmem_i8_
      %iter_33 = cute.get_iter(%rmem_32) : !memref_rmem_i8_
      cute.memref.store(%rmem_32, %16, %32) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      cute.memref.store(%rmem_32, %15, %35) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      cute.memref.store(%rmem_32, %14, %38) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      cute.memref.store(%rmem_32, %13, %41) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_34 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_35 = cute.get_iter(%rmem_34) : !memref_rmem_bf16_
      cute.memref.store_vec(%cst_0, %rmem_34) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
      cf.br ^bb16(%c0_i32 : i32)
    ^bb16(%167: i32):  // 2 preds: ^bb15, ^bb19
      %168 = arith.cmpi slt, %167, %c4_i32 : i32
      cf.cond_br %168, ^bb17, ^bb20 {llvm.loop_annotation = #loop_annotation}
    ^bb17:  // pred: ^bb16
      %coord_36 = cute.make_coord(%167) : (i32) -> !cute.coord<"(_,?)">
      %idx_37 = cute.crd2idx(%coord_36, %12) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
      %ptr_38 = cute.add_offset(%ptr_7, %idx_37) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
      %idx_39 = cute.crd2idx(%coord_36, %11) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_40 = cute.add_offset(%iter_35, %idx_39) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_41 = cute.crd2idx(%coord_36, %10) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_42 = cute.add_offset(%iter_33, %idx_41) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %169 = builtin.unrealized_conversion_cast %ptr_42 : !cute.ptr<i8, rmem> to !llvm.ptr
      %170 = llvm.load %169 : !llvm.ptr -> i8
      %171 = llvm.icmp "ne" %170, %9 : i8
      cf.cond_br %171, ^bb18, ^bb19
    ^bb18:  // pred: ^bb17
      %172 = builtin.unrealized_conversion_cast %ptr_38 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %173 = builtin.unrealized_conversion_cast %ptr_40 : !cute_ptr_2914ae to !llvm.ptr
      %174 = llvm.load %172 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %174, %173 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      cf.br ^bb19
    ^bb19:  // 2 preds: ^bb17, ^bb18
      %175 = arith.addi %167, %c1_i32 : i32
      cf.br ^bb16(%175 : i32)
    ^bb20:  // pred: ^bb16
      %176 = cute.memref.load_vec(%rmem_34) : (!memref_rmem_bf16_) -> vector<32xbf16>
      %177 = arith.extf %176 : vector<32xbf16> to vector<32xf32>
      %178 = vector.broadcast %166 : f32 to vector<32xf32>
      %179 = arith.mulf %177, %178 : vector<32xf32>
      %180 = arith.mulf %179, %179 : vector<32xf32>
      %181 = vector.reduction <add>, %180, %cst_4 : vector<32xf32> into f32
      %182 = arith.addf %181, %cst_4 : f32
      %183 = nvvm.shfl.sync  bfly %c-1_i32, %182, %c16_i32, %c31_i32 : f32 -> f32
      %184 = arith.addf %182, %183 : f32
      %185 = nvvm.shfl.sync  bfly %c-1_i32, %184, %c8_i32, %c31_i32 : f32 -> f32
      %186 = arith.addf %184, %185 : f32
      %187 = nvvm.shfl.sync  bfly %c-1_i32, %186, %c4_i32, %c31_i32 : f32 -> f32
      %188 = arith.addf %186, %187 : f32
      %189 = nvvm.shfl.sync  bfly %c-1_i32, %188, %c2_i32, %c31_i32 : f32 -> f32
      %190 = arith.addf %188, %189 : f32
      %191 = nvvm.shfl.sync  bfly %c-1_i32, %190, %c1_i32, %c31_i32 : f32 -> f32
      %192 = arith.addf %190, %191 : f32
      nvvm.barrier
      cf.cond_br %66, ^bb21, ^bb22
    ^bb21:  // pred: ^bb20
      %coord_43 = cute.make_coord(%29) : (i32) -> !cute.coord<"?">
      cute.memref.store(%view, %coord_43, %192) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
      cf.br ^bb22
    ^bb22:  // 2 preds: ^bb20, ^bb21
      nvvm.barrier
      %193 = cute.memref.load(%view, %7) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %194 = cute.memref.load(%view, %6) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %195 = arith.addf %193, %194 : f32
      %196 = cute.memref.load(%view, %5) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %197 = arith.addf %195, %196 : f32
      %198 = cute.memref.load(%view, %4) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %199 = arith.addf %197, %198 : f32
      %200 = cute.memref.load(%view, %3) : (!memref_smem_f32_, !cute.coord<"4">) -> f32
      %201 = arith.addf %199, %200 : f32
      %202 = cute.memref.load(%view, %2) : (!memref_smem_f32_, !cute.coord<"5">) -> f32
      %203 = arith.addf %201, %202 : f32
      %204 = cute.memref.load(%view, %1) : (!memref_smem_f32_, !cute.coord<"6">) -> f32
      %205 = arith.addf %203, %204 : f32
      %206 = cute.memref.load(%view, %0) : (!memref_smem_f32_, !cute.coord<"7">) -> f32
      %207 = arith.addf %205, %206 : f32
      %208 = arith.divf %207, %cst_3 : f32
      %209 = arith.mulf %arg4, %166 : f32
      %210 = arith.mulf %209, %166 : f32
      %211 = arith.addf %208, %210 : f32
      %212 = math.rsqrt %211 : f32
      %213 = arith.mulf %166, %212 : f32
      cf.br ^bb24(%213 : f32)
    ^bb23:  // pred: ^bb7
      cf.br ^bb24(%84 : f32)
    ^bb24(%214: f32):  // 2 preds: ^bb22, ^bb23
      cf.br ^bb25
    ^bb25:  // pred: ^bb24
      %215 = arith.cmpi eq, %18, %c0_i32 : i32
      cf.cond_br %215, ^bb26, ^bb27
    ^bb26:  // pred: ^bb25
      %coord_44 = cute.make_coord(%19) : (i32) -> !cute.coord<"?">
      cute.memref.store(%arg3, %coord_44, %214) : (!memref_gmem_f32_, !cute.coord<"?">, f32) -> ()
      cf.br ^bb27
    ^bb27:  // 2 preds: ^bb25, ^bb26
      %iter_45 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
      %ptr_46 = cute.add_offset(%iter_45, %int_tuple) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
      %iter_47 = cute.get_iter(%arg2) : !memref_gmem_bf16_
      %ptr_48 = cute.add_offset(%iter_47, %idx) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
      %ptr_49 = cute.add_offset(%ptr_48, %int_tuple) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
      %rmem_50 = cute.memref.alloca() : !memref_rmem_i8_
      %iter_51 = cute.get_iter(%rmem_50) : !memref_rmem_i8_
      cute.memref.store(%rmem_50, %16, %32) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      cute.memref.store(%rmem_50, %15, %35) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      cute.memref.store(%rmem_50, %14, %38) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      cute.memref.store(%rmem_50, %13, %41) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_52 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_53 = cute.get_iter(%rmem_52) : !memref_rmem_bf16_
      %rmem_54 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_55 = cute.get_iter(%rmem_54) : !memref_rmem_bf16_
      cute.memref.store_vec(%cst_0, %rmem_52) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
      cute.memref.store_vec(%cst_0, %rmem_54) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
      cf.br ^bb28(%c0_i32 : i32)
    ^bb28(%216: i32):  // 2 preds: ^bb27, ^bb31
      %217 = arith.cmpi slt, %216, %c4_i32 : i32
      cf.cond_br %217, ^bb29, ^bb32 {llvm.loop_annotation = #loop_annotation}
    ^bb29:  // pred: ^bb28
      %coord_56 = cute.make_coord(%216) : (i32) -> !cute.coord<"(_,?)">
      %idx_57 = cute.crd2idx(%coord_56, %12) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
      %ptr_58 = cute.add_offset(%ptr_7, %idx_57) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
      %idx_59 = cute.crd2idx(%coord_56, %11) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_60 = cute.add_offset(%iter_53, %idx_59) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_61 = cute.crd2idx(%coord_56, %10) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_62 = cute.add_offset(%iter_51, %idx_61) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %218 = builtin.unrealized_conversion_cast %ptr_62 : !cute.ptr<i8, rmem> to !llvm.ptr
      %219 = llvm.load %218 : !llvm.ptr -> i8
      %220 = llvm.icmp "ne" %219, %9 : i8
      cf.cond_br %220, ^bb30, ^bb31
    ^bb30:  // pred: ^bb29
      %221 = builtin.unrealized_conversion_cast %ptr_58 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %222 = builtin.unrealized_conversion_cast %ptr_60 : !cute_ptr_2914ae to !llvm.ptr
      %223 = llvm.load %221 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %223, %222 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      cf.br ^bb31
    ^bb31:  // 2 preds: ^bb29, ^bb30
      %224 = arith.addi %216, %c1_i32 : i32
      cf.br ^bb28(%224 : i32)
    ^bb32:  // pred: ^bb28
      cf.br ^bb33(%c0_i32 : i32)
    ^bb33(%225: i32):  // 2 preds: ^bb32, ^bb36
      %226 = arith.cmpi slt, %225, %c4_i32 : i32
      cf.cond_br %226, ^bb34, ^bb37 {llvm.loop_annotation = #loop_annotation}
    ^bb34:  // pred: ^bb33
      %coord_63 = cute.make_coord(%225) : (i32) -> !cute.coord<"(_,?)">
      %idx_64 = cute.crd2idx(%coord_63, %12) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
      %ptr_65 = cute.add_offset(%ptr_46, %idx_64) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
      %idx_66 = cute.crd2idx(%coord_63, %11) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_67 = cute.add_offset(%iter_55, %idx_66) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_68 = cute.crd2idx(%coord_63, %10) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_69 = cute.add_offset(%iter_51, %idx_68) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %227 = builtin.unrealized_conversion_cast %ptr_69 : !cute.ptr<i8, rmem> to !llvm.ptr
      %228 = llvm.load %227 : !llvm.ptr -> i8
      %229 = llvm.icmp "ne" %228, %9 : i8
      cf.cond_br %229, ^bb35, ^bb36
    ^bb35:  // pred: ^bb34
      %230 = builtin.unrealized_conversion_cast %ptr_65 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %231 = builtin.unrealized_conversion_cast %ptr_67 : !cute_ptr_2914ae to !llvm.ptr
      %232 = llvm.load %230 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %232, %231 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      cf.br ^bb36
    ^bb36:  // 2 preds: ^bb34, ^bb35
      %233 = arith.addi %225, %c1_i32 : i32
      cf.br ^bb33(%233 : i32)
    ^bb37:  // pred: ^bb33
      %234 = cute.memref.load_vec(%rmem_52) : (!memref_rmem_bf16_) -> vector<32xbf16>
      %235 = arith.extf %234 : vector<32xbf16> to vector<32xf32>
      %236 = vector.broadcast %214 : f32 to vector<32xf32>
      %237 = arith.mulf %235, %236 : vector<32xf32>
      %238 = cute.memref.load_vec(%rmem_54) : (!memref_rmem_bf16_) -> vector<32xbf16>
      %239 = arith.extf %238 : vector<32xbf16> to vector<32xf32>
      %240 = arith.mulf %237, %239 : vector<32xf32>
      %rmem_70 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_71 = cute.get_iter(%rmem_70) : !memref_rmem_bf16_
      %241 = arith.truncf %240 : vector<32xf32> to vector<32xbf16>
      cute.memref.store_vec(%241, %rmem_70) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
      cf.br ^bb38(%c0_i32 : i32)
    ^bb38(%242: i32):  // 2 preds: ^bb37, ^bb41
      %243 = arith.cmpi slt, %242, %c4_i32 : i32
      cf.cond_br %243, ^bb39, ^bb42 {llvm.loop_annotation = #loop_annotation}
    ^bb39:  // pred: ^bb38
      %coord_72 = cute.make_coord(%242) : (i32) -> !cute.coord<"(_,?)">
      %idx_73 = cute.crd2idx(%coord_72, %11) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_74 = cute.add_offset(%iter_71, %idx_73) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_75 = cute.crd2idx(%coord_72, %12) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
      %ptr_76 = cute.add_offset(%ptr_49, %idx_75) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
      %idx_77 = cute.crd2idx(%coord_72, %10) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_78 = cute.add_offset(%iter_51, %idx_77) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %244 = builtin.unrealized_conversion_cast %ptr_78 : !cute.ptr<i8, rmem> to !llvm.ptr
      %245 = llvm.load %244 : !llvm.ptr -> i8
      %246 = llvm.icmp "ne" %245, %9 : i8
      cf.cond_br %246, ^bb40, ^bb41
    ^bb40:  // pred: ^bb39
      %247 = builtin.unrealized_conversion_cast %ptr_74 : !cute_ptr_2914ae to !llvm.ptr
      %248 = builtin.unrealized_conversion_cast %ptr_76 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %249 = llvm.load %247 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %249, %248 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      cf.br ^bb41
    ^bb41:  // 2 preds: ^bb39, ^bb40
      %250 = arith.addi %242, %c1_i32 : i32
      cf.br ^bb38(%250 : i32)
    ^bb42:  // pred: ^bb38
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads25_hdd5db5b1(%arg0: !memref_gmem_bf16_2, %arg1: !memref_gmem_bf16_3, %arg2: !memref_gmem_bf16_2, %arg3: !memref_gmem_f32_, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
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
    %2 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h9d7ac410_0<%1> (%view, %view_2, %view_3, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_bf16_, !memref_gmem_bf16_1, !memref_gmem_bf16_, !memref_gmem_f32_, f32) -> !cuda.result
    %3 = cuda.cast %2 : !cuda.result -> i32
    cuda.return_if_error %3 : i32
    return %c0_i32 : i32
  }
}
