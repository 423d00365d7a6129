!cute_arith_tuple_iter_66b557 = !cute.arith_tuple_iter<"(?,?{div=8})">
!cute_arith_tuple_iter_9e165f = !cute.arith_tuple_iter<"(?,?{div=4096})">
!cute_coord_tensor_2939ba = !cute.coord_tensor<"(0,0)", "((1,4096),(96,2)):((0,1@1),(1@0,4096@1))">
!cute_int_tuple_3a4e03 = !cute.int_tuple<"(?,?{div=4096})">
!cute_layout_0696e1 = !cute.layout<"((1,4096),(96,2)):((0,1@1),(1@0,4096@1))">
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
!memref_smem_f32_1 = !cute.memref<f32, smem, align<16>, "4:1">
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0(%arg0: !memref_gmem_f16_, %arg1: !memref_gmem_f16_1, %arg2: !memref_gmem_f16_, %arg3: !memref_gmem_f32_, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<32xf32>
      %cst_0 = arith.constant dense<0.000000e+00> : vector<32xf16>
      %c5000_i32 = arith.constant 5000 : i32
      %c96_i32 = arith.constant 96 : i32
      %0 = cute.static : !cute_layout_9295a9
      %cst_1 = arith.constant 9.99999984E+17 : f32
      %cst_2 = arith.constant 5.000000e+03 : f32
      %1 = cute.static : !cute.coord<"3">
      %2 = cute.static : !cute.coord<"2">
      %3 = cute.static : !cute.coord<"1">
      %4 = cute.static : !cute.coord<"0">
      %5 = cute.static : !cute.int_tuple<"16">
      %6 = cute.static : !cute.layout<"4:1">
      %c4_i32 = arith.constant 4 : i32
      %c31_i32 = arith.constant 31 : i32
      %c16_i32 = arith.constant 16 : i32
      %c-1_i32 = arith.constant -1 : i32
      %cst_3 = arith.constant 1.000000e+00 : f32
      %cst_4 = arith.constant 1.17549435E-38 : f32
      %7 = llvm.mlir.constant(0 : i8) : i8
      %8 = cute.static : !cute_layout_973764
      %9 = cute.static : !cute_layout_bb9a85
      %10 = cute.static : !cute_layout_dfed1f
      %11 = cute.static : !cute.coord<"(0,0,3)">
      %12 = cute.static : !cute.int_tuple<"(0,3072)">
      %13 = cute.static : !cute.coord<"(0,0,2)">
      %14 = cute.static : !cute.int_tuple<"(0,2048)">
      %15 = cute.static : !cute.coord<"(0,0,1)">
      %16 = cute.static : !cute.int_tuple<"(0,1024)">
      %17 = cute.static : !cute.coord<"(0,0,0)">
      %18 = cute.static : !cute_layout_0696e1
      %c8_i32 = arith.constant 8 : i32
      %19 = cute.static : !cute_layout_4d4228
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c0_i32 = arith.constant 0 : i32
      %cst_5 = arith.constant 0.000000e+00 : f32
      %c32_i32 = arith.constant 32 : i32
      %20 = cute.static : !cute_coord_tensor_2939ba
      %21 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %22 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %23 = arith.remsi %21, %c32_i32 : i32
      %24 = arith.divsi %21, %c32_i32 : i32
      %25 = arith.muli %24, %c32_i32 : i32
      %26 = arith.cmpi ne, %21, %25 : i32
      %c0_i32_6 = arith.constant 0 : i32
      %27 = arith.cmpi slt, %21, %c0_i32_6 : i32
      %28 = arith.cmpi slt, %c32_i32, %c0_i32_6 : i32
      %29 = arith.cmpi ne, %27, %28 : i1
      %30 = arith.andi %26, %29 : i1
      %c-1_i32_7 = arith.constant -1 : i32
      %31 = arith.addi %24, %c-1_i32_7 : i32
      %32 = arith.select %30, %31, %24 : i32
      %iter = cute.get_iter(%arg0) : !memref_gmem_f16_
      %33 = arith.muli %21, %c8_i32 : i32
      %iv = cute.assume(%33) : (i32) -> !cute.i32<divby 8>
      %int_tuple = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %iter_8 = cute.get_iter(%20) : !cute_coord_tensor_2939ba
      %int_tuple_9 = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"(0,?{div=8})">
      cf.br ^bb1(%c0_i32, %cst_5, %cst_5 : i32, f32, f32)
    ^bb1(%34: i32, %35: f32, %36: f32):  // 2 preds: ^bb0, ^bb7
      %37 = arith.cmpi slt, %34, %c2_i32 : i32
      cf.cond_br %37, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %coord = cute.make_coord(%22, %34) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %idx = cute.crd2idx(%coord, %19) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_4d4228) -> !cute.int_tuple<"?{div=8}">
      %ptr = cute.add_offset(%iter, %idx) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %ptr_10 = cute.add_offset(%ptr, %int_tuple) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_11 = cute.crd2idx(%coord, %18) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_0696e1) -> !cute_int_tuple_3a4e03
      %tup = cute.add_offset(%iter_8, %idx_11) : (!cute.arith_tuple_iter<"(0,0)">, !cute_int_tuple_3a4e03) -> !cute_arith_tuple_iter_9e165f
      %tup_12 = cute.add_offset(%tup, %int_tuple_9) : (!cute_arith_tuple_iter_9e165f, !cute.int_tuple<"(0,?{div=8})">) -> !cute_arith_tuple_iter_66b557
      %rmem = cute.memref.alloca() : !memref_rmem_i8_
      %iter_13 = cute.get_iter(%rmem) : !memref_rmem_i8_
      %tup_14 = cute.deref_arith_tuple_iter(%tup_12) : !cute_arith_tuple_iter_66b557
      %e0, %e1 = cute.get_leaves(%tup_14) : !cute.int_tuple<"(?,?{div=8})">
      %coord_15 = cute.make_coord(%e0, %e1) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
      %38:2 = cute.get_scalars(%coord_15) : !cute.coord<"(?,?{div=8})">
      %39 = arith.cmpi slt, %38#0, %c96_i32 : i32
      %40 = arith.cmpi slt, %38#1, %c5000_i32 : i32
      %41 = arith.andi %39, %40 : i1
      %42 = arith.extui %41 : i1 to i8
      cute.memref.store(%rmem, %17, %42) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %tup_16 = cute.add_offset(%tup_12, %16) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,1024)">) -> !cute_arith_tuple_iter_66b557
      %tup_17 = cute.deref_arith_tuple_iter(%tup_16) : !cute_arith_tuple_iter_66b557
      %e0_18, %e1_19 = cute.get_leaves(%tup_17) : !cute.int_tuple<"(?,?{div=8})">
      %coord_20 = cute.make_coord(%e0_18, %e1_19) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
      %43:2 = cute.get_scalars(%coord_20) : !cute.coord<"(?,?{div=8})">
      %44 = arith.cmpi slt, %43#0, %c96_i32 : i32
      %45 = arith.cmpi slt, %43#1, %c5000_i32 : i32
      %46 = arith.andi %44, %45 : i1
      %47 = arith.extui %46 : i1 to i8
      cute.memref.store(%rmem, %15, %47) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      %tup_21 = cute.add_offset(%tup_12, %14) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,2048)">) -> !cute_arith_tuple_iter_66b557
      %tup_22 = cute.deref_arith_tuple_iter(%tup_21) : !cute_arith_tuple_iter_66b557
      %e0_23, %e1_24 = cute.get_leaves(%tup_22) : !cute.int_tuple<"(?,?{div=8})">
      %coord_25 = cute.make_coord(%e0_23, %e1_24) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
      %48:2 = cute.get_scalars(%coord_25) : !cute.coord<"(?,?{div=8})">
      %49 = arith.cmpi slt, %48#0, %c96_i32 : i32
      %50 = arith.cmpi slt, %48#1, %c5000_i32 : i32
      %51 = arith.andi %49, %50 : i1
      %52 = arith.extui %51 : i1 to i8
      cute.memref.store(%rmem, %13, %52) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      %tup_26 = cute.add_offset(%tup_12, %12) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,3072)">) -> !cute_arith_tuple_iter_66b557
      %tup_27 = cute.deref_arith_tuple_iter(%tup_26) : !cute_arith_tuple_iter_66b557
      %e0_28, %e1_29 = cute.get_leaves(%tup_27) : !cute.int_tuple<"(?,?{div=8})">
      %coord_30 = cute.make_coord(%e0_28, %e1_29) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
      %53:2 = cute.get_scalars(%coord_30) : !cute.coord<"(?,?{div=8})">
      %54 = arith.cmpi slt, %53#0, %c96_i32 : i32
      %55 = arith.cmpi slt, %53#1, %c5000_i32 : i32
      %56 = arith.andi %54, %55 : i1
      %57 = arith.extui %56 : i1 to i8
      cute.memref.store(%rmem, %11, %57) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_31 = cute.memref.alloca() : !memref_rmem_f16_
      %iter_32 = cute.get_iter(%rmem_31) : !memref_rmem_f16_
      cute.memref.store_vec(%cst_0, %rmem_31) : (vector<32xf16>, !memref_rmem_f16_) -> ()
      cf.br ^bb3(%c0_i32 : i32)
    ^bb3(%58: i32):  // 2 preds: ^bb2, ^bb6
      %59 = arith.cmpi slt, %58, %c4_i32 : i32
      cf.cond_br %59, ^bb4, ^bb7 {llvm.loop_annotation = #loop_annotation}
    ^bb4:  // pred: ^bb3
      %coord_33 = cute.make_coord(%58) : (i32) -> !cute.coord<"(_,?)">
      %idx_34 = cute.crd2idx(%coord_33, %10) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
      %ptr_35 = cute.add_offset(%ptr_10, %idx_34) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_36 = cute.crd2idx(%coord_33, %9) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_37 = cute.add_offset(%iter_32, %idx_36) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
      %idx_38 = cute.crd2idx(%coord_33, %8) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_39 = cute.add_offset(%iter_13, %idx_38) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %60 = builtin.unrealized_conversion_cast %ptr_39 : !cute.ptr<i8, rmem> to !llvm.ptr
      %61 = llvm.load %60 : !llvm.ptr -> i8
      %62 = llvm.icmp "ne" %61, %7 : i8
      cf.cond_br %62, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %63 = builtin.unrealized_conversion_cast %ptr_35 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
      %64 = builtin.unrealized_conversion_cast %ptr_37 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      %65 = llvm.load %63 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %65, %64 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      cf.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %66 = arith.addi %58, %c1_i32 : i32
      cf.br ^bb3(%66 : i32)
    ^bb7:  // pred: ^bb3
      %67 = cute.memref.load_vec(%rmem_31) : (!memref_rmem_f16_) -> vector<32xf16>
      %68 = arith.extf %67 : vector<32xf16> to vector<32xf32>
      %69 = arith.cmpf olt, %68, %cst : vector<32xf32>
      %70 = arith.subf %cst, %68 : vector<32xf32>
      %71 = arith.select %69, %70, %68 : vector<32xi1>, vector<32xf32>
      %72 = vector.reduction <maximumf>, %71, %cst_5 : vector<32xf32> into f32
      %73 = arith.cmpf ugt, %36, %72 : f32
      %74 = arith.select %73, %36, %72 : f32
      %75 = arith.cmpf uno, %72, %72 : f32
      %76 = arith.select %75, %72, %74 : f32
      %77 = arith.cmpf ugt, %76, %cst_4 : f32
      %78 = arith.select %77, %76, %cst_4 : f32
      %79 = arith.cmpf uno, %cst_4, %cst_4 : f32
      %80 = arith.select %79, %cst_4, %78 : f32
      %81 = arith.divf %cst_3, %80 : f32
      %82 = vector.broadcast %81 : f32 to vector<32xf32>
      %83 = arith.mulf %68, %82 : vector<32xf32>
      %84 = arith.mulf %36, %81 : f32
      %85 = arith.mulf %35, %84 : f32
      %86 = arith.mulf %85, %84 : f32
      %87 = arith.mulf %83, %83 : vector<32xf32>
      %88 = vector.reduction <add>, %87, %cst_5 : vector<32xf32> into f32
      %89 = arith.addf %86, %88 : f32
      %90 = arith.addi %34, %c1_i32 : i32
      cf.br ^bb1(%90, %89, %76 : i32, f32, f32)
    ^bb8:  // pred: ^bb1
      %91 = nvvm.shfl.sync  bfly %c-1_i32, %36, %c16_i32, %c31_i32 : f32 -> f32
      %92 = nvvm.shfl.sync  bfly %c-1_i32, %35, %c16_i32, %c31_i32 : f32 -> f32
      %93 = arith.cmpf ugt, %36, %91 : f32
      %94 = arith.select %93, %36, %91 : f32
      %95 = arith.cmpf uno, %91, %91 : f32
      %96 = arith.select %95, %91, %94 : f32
      %97 = arith.cmpf ugt, %96, %cst_4 : f32
      %98 = arith.select %97, %96, %cst_4 : f32
      %99 = arith.cmpf uno, %cst_4, %cst_4 : f32
      %100 = arith.select %99, %cst_4, %98 : f32
      %101 = arith.divf %cst_3, %100 : f32
      %102 = arith.mulf %36, %101 : f32
      %103 = arith.mulf %91, %101 : f32
      %104 = arith.mulf %35, %102 : f32
      %105 = arith.mulf %104, %102 : f32
      %106 = arith.mulf %92, %103 : f32
      %107 = arith.mulf %106, %103 : f32
      %108 = arith.addf %105, %107 : f32
      %109 = nvvm.shfl.sync  bfly %c-1_i32, %96, %c8_i32, %c31_i32 : f32 -> f32
      %110 = nvvm.shfl.sync  bfly %c-1_i32, %108, %c8_i32, %c31_i32 : f32 -> f32
      %111 = arith.cmpf ugt, %96, %109 : f32
      %112 = arith.select %111, %96, %109 : f32
      %113 = arith.cmpf uno, %109, %109 : f32
      %114 = arith.select %113, %109, %112 : f32
      %115 = arith.cmpf ugt, %114, %cst_4 : f32
      %116 = arith.select %115, %114, %cst_4 : f32
      %117 = arith.cmpf uno, %cst_4, %cst_4 : f32
      %118 = arith.select %117, %cst_4, %116 : f32
      %119 = arith.divf %cst_3, %118 : f32
      %120 = arith.mulf %96, %119 : f32
      %121 = arith.mulf %109, %119 : f32
      %122 = arith.mulf %108, %120 : f32
      %123 = arith.mulf %122, %120 : f32
      %124 = arith.mulf %110, %121 : f32
      %125 = arith.mulf %124, %121 : f32
      %126 = arith.addf %123, %125 : f32
      %127 = nvvm.shfl.sync  bfly %c-1_i32, %114, %c4_i32, %c31_i32 : f32 -> f32
      %128 = nvvm.shfl.sync  bfly %c-1_i32, %126, %c4_i32, %c31_i32 : f32 -> f32
      %129 = arith.cmpf ugt, %114, %127 : f32
      %130 = arith.select %129, %114, %127 : f32
      %131 = arith.cmpf uno, %127, %127 : f32
      %132 = arith.select %131, %127, %130 : f32
      %133 = arith.cmpf ugt, %132, %cst_4 : f32
      %134 = arith.select %133, %132, %cst_4 : f32
      %135 = arith.cmpf uno, %cst_4, %cst_4 : f32
      %136 = arith.select %135, %cst_4, %134 : f32
      %137 = arith.divf %cst_3, %136 : f32
      %138 = arith.mulf %114, %137 : f32
      %139 = arith.mulf %127, %137 : f32
      %140 = arith.mulf %126, %138 : f32
      %141 = arith.mulf %140, %138 : f32
      %142 = arith.mulf %128, %139 : f32
      %143 = arith.mulf %142, %139 : f32
      %144 = arith.addf %141, %143 : f32
      %145 = nvvm.shfl.sync  bfly %c-1_i32, %132, %c2_i32, %c31_i32 : f32 -> f32
      %146 = nvvm.shfl.sync  bfly %c-1_i32, %144, %c2_i32, %c31_i32 : f32 -> f32
      %147 = arith.cmpf ugt, %132, %145 : f32
      %148 = arith.select %147, %132, %145 : f32
      %149 = arith.cmpf uno, %145, %145 : f32
      %150 = arith.select %149, %145, %148 : f32
      %151 = arith.cmpf ugt, %150, %cst_4 : f32
      %152 = arith.select %151, %150, %cst_4 : f32
      %153 = arith.cmpf uno, %cst_4, %cst_4 : f32
      %154 = arith.select %153, %cst_4, %152 : f32
      %155 = arith.divf %cst_3, %154 : f32
      %156 = arith.mulf %132, %155 : f32
      %157 = arith.mulf %145, %155 : f32
      %158 = arith.mulf %144, %156 : f32
      %159 = arith.mulf %158, %156 : f32
      %160 = arith.mulf %146, %157 : f32
      %161 = arith.mulf %160, %157 : f32
      %162 = arith.addf %159, %161 : f32
      %163 = nvvm.shfl.sync  bfly %c-1_i32, %150, %c1_i32, %c31_i32 : f32 -> f32
      %164 = nvvm.shfl.sync  bfly %c-1_i32, %162, %c1_i32, %c31_i32 : f32 -> f32
      %165 = arith.cmpf ugt, %150, %163 : f32
      %166 = arith.select %165, %150, %163 : f32
      %167 = arith.cmpf uno, %163, %163 : f32
      %168 = arith.select %167, %163, %166 : f32
      %169 = arith.cmpf ugt, %168, %cst_4 : f32
      %170 = arith.select %169, %168, %cst_4 : f32
      %171 = arith.cmpf uno, %cst_4, %cst_4 : f32
      %172 = arith.select %171, %cst_4, %170 : f32
      %173 = arith.divf %cst_3, %172 : f32
      %174 = arith.mulf %150, %173 : f32
      %175 = arith.mulf %163, %173 : f32
      %176 = arith.mulf %162, %174 : f32
      %177 = arith.mulf %176, %174 : f32
      %178 = arith.mulf %164, %175 : f32
      %179 = arith.mulf %178, %175 : f32
      %180 = arith.addf %177, %179 : f32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %ptr_40 = cute.add_offset(%smem_ptr, %5) : (!cute_ptr_9af6a0, !cute.int_tuple<"16">) -> !cute.ptr<i8, smem, align<16>>
      %iter_41 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_41, %6) : !memref_smem_f32_
      %iter_42 = cute.recast_iter(%ptr_40) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view_43 = cute.make_view(%iter_42, %6) : !memref_smem_f32_1
      %181 = arith.cmpi eq, %23, %c0_i32 : i32
      cf.cond_br %181, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %coord_44 = cute.make_coord(%32) : (i32) -> !cute.coord<"?">
      cute.memref.store(%view, %coord_44, %168) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
      cute.memref.store(%view_43, %coord_44, %180) : (!memref_smem_f32_1, !cute.coord<"?">, f32) -> ()
      cf.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %182 = cute.memref.load(%view, %4) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %183 = cute.memref.load(%view_43, %4) : (!memref_smem_f32_1, !cute.coord<"0">) -> f32
      %184 = cute.memref.load(%view, %3) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %185 = cute.memref.load(%view_43, %3) : (!memref_smem_f32_1, !cute.coord<"1">) -> f32
      %186 = arith.cmpf ugt, %182, %184 : f32
      %187 = arith.select %186, %182, %184 : f32
      %188 = arith.cmpf uno, %184, %184 : f32
      %189 = arith.select %188, %184, %187 : f32
      %190 = arith.cmpf ugt, %189, %cst_4 : f32
      %191 = arith.select %190, %189, %cst_4 : f32
      %192 = arith.cmpf uno, %cst_4, %cst_4 : f32
      %193 = arith.select %192, %cst_4, %191 : f32
      %194 = arith.divf %cst_3, %193 : f32
      %195 = arith.mulf %182, %194 : f32
      %196 = arith.mulf %184, %194 : f32
      %197 = arith.mulf %183, %195 : f32
      %198 = arith.mulf %197, %195 : f32
      %199 = arith.mulf %185, %196 : f32
      %200 = arith.mulf %199, %196 : f32
      %201 = arith.addf %198, %200 : f32
      %202 = cute.memref.load(%view, %2) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %203 = cute.memref.load(%view_43, %2) : (!memref_smem_f32_1, !cute.coord<"2">) -> f32
      %204 = arith.cmpf ugt, %189, %202 : f32
      %205 = arith.select %204, %189, %202 : f32
      %206 = arith.cmpf uno, %202, %202 : f32
      %207 = arith.select %206, %202, %205 : f32
      %208 = arith.cmpf ugt, %207, %cst_4 : f32
      %209 = arith.select %208, %207, %cst_4 : f32
      %210 = arith.cmpf uno, %cst_4, %cst_4 : f32
      %211 = arith.select %210, %cst_4, %209 : f32
      %212 = arith.divf %cst_3, %211 : f32
      %213 = arith.mulf %189, %212 : f32
      %214 = arith.mulf %202, %212 : f32
      %215 = arith.mulf %201, %213 : f32
      %216 = arith.mulf %215, %213 : f32
      %217 = arith.mulf %203, %214 : f32
      %218 = arith.mulf %217, %214 : f32
      %219 = arith.addf %216, %218 : f32
      %220 = cute.memref.load(%view, %1) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %221 = cute.memref.load(%view_43, %1) : (!memref_smem_f32_1, !cute.coord<"3">) -> f32
      %222 = arith.cmpf ugt, %207, %220 : f32
      %223 = arith.select %222, %207, %220 : f32
      %224 = arith.cmpf uno, %220, %220 : f32
      %225 = arith.select %224, %220, %223 : f32
      %226 = arith.cmpf ugt, %225, %cst_4 : f32
      %227 = arith.select %226, %225, %cst_4 : f32
      %228 = arith.cmpf uno, %cst_4, %cst_4 : f32
      %229 = arith.select %228, %cst_4, %227 : f32
      %230 = arith.divf %cst_3, %229 : f32
      %231 = arith.mulf %207, %230 : f32
      %232 = arith.mulf %220, %230 : f32
      %233 = arith.mulf %219, %231 : f32
      %234 = arith.mulf %233, %231 : f32
      %235 = arith.mulf %221, %232 : f32
      %236 = arith.mulf %235, %232 : f32
      %237 = arith.addf %234, %236 : f32
      %238 = arith.divf %237, %cst_2 : f32
      %239 = arith.mulf %225, %225 : f32
      %240 = arith.mulf %239, %238 : f32
      %241 = arith.addf %240, %arg4 : f32
      %242 = math.rsqrt %241 : f32
      %243 = arith.mulf %arg4, %230 : f32
      %244 = arith.mulf %243, %230 : f32
      %245 = arith.addf %238, %244 : f32
      %246 = math.rsqrt %245 : f32
      %247 = arith.mulf %230, %246 : f32
      %248 = arith.cmpf ogt, %225, %cst_1 : f32
      %249 = arith.select %248, %247, %242 : f32
      %250 = arith.cmpi eq, %21, %c0_i32 : i32
      cf.cond_br %250, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %coord_45 = cute.make_coord(%22) : (i32) -> !cute.coord<"?">
      cute.memref.store(%arg3, %coord_45, %249) : (!memref_gmem_f32_, !cute.coord<"?">, f32) -> ()
      cf.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      %iter_46 = cute.get_iter(%arg0) : !memref_gmem_f16_
      %251 = arith.muli %21, %c8_i32 : i32
      %iv_47 = cute.assume(%251) : (i32) -> !cute.i32<divby 8>
      %int_tuple_48 = cute.make_int_tuple(%iv_47) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %iter_49 = cute.get_iter(%arg1) : !memref_gmem_f16_1
      %iter_50 = cute.get_iter(%arg2) : !memref_gmem_f16_
      %iter_51 = cute.get_iter(%20) : !cute_coord_tensor_2939ba
      %int_tuple_52 = cute.make_int_tuple(%iv_47) : (!cute.i32<divby 8>) -> !cute.int_tuple<"(0,?{div=8})">
      %252 = vector.broadcast %249 : f32 to vector<32xf32>
      cf.br ^bb13(%c0_i32 : i32)
    ^bb13(%253: i32):  // 2 preds: ^bb12, ^bb29
      %254 = arith.cmpi slt, %253, %c2_i32 : i32
      cf.cond_br %254, ^bb14, ^bb30
    ^bb14:  // pred: ^bb13
      %coord_53 = cute.make_coord(%22, %253) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %idx_54 = cute.crd2idx(%coord_53, %19) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_4d4228) -> !cute.int_tuple<"?{div=8}">
      %ptr_55 = cute.add_offset(%iter_46, %idx_54) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %ptr_56 = cute.add_offset(%ptr_55, %int_tuple_48) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_57 = cute.crd2idx(%coord_53, %0) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_9295a9) -> !cute.int_tuple<"?{div=4096}">
      %ptr_58 = cute.add_offset(%iter_49, %idx_57) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=4096}">) -> !cute.ptr<f16, gmem, align<16>>
      %ptr_59 = cute.add_offset(%ptr_58, %int_tuple_48) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %ptr_60 = cute.add_offset(%iter_50, %idx_54) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %ptr_61 = cute.add_offset(%ptr_60, %int_tuple_48) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_62 = cute.crd2idx(%coord_53, %18) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_0696e1) -> !cute_int_tuple_3a4e03
      %tup_63 = cute.add_offset(%iter_51, %idx_62) : (!cute.arith_tuple_iter<"(0,0)">, !cute_int_tuple_3a4e03) -> !cute_arith_tuple_iter_9e165f
      %tup_64 = cute.add_offset(%tup_63, %int_tuple_52) : (!cute_arith_tuple_iter_9e165f, !cute.int_tuple<"(0,?{div=8})">) -> !cute_arith_tuple_iter_66b557
      %rmem_65 = cute.memref.alloca() : !memref_rmem_i8_
      %iter_66 = cute.get_iter(%rmem_65) : !memref_rmem_i8_
      %tup_67 = cute.deref_arith_tuple_iter(%tup_64) : !cute_arith_tuple_iter_66b557
      %e0_68, %e1_69 = cute.get_leaves(%tup_67) : !cute.int_tuple<"(?,?{div=8})">
      %coord_70 = cute.make_coord(%e0_68, %e1_69) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
      %255:2 = cute.get_scalars(%coord_70) : !cute.coord<"(?,?{div=8})">
      %256 = arith.cmpi slt, %255#0, %c96_i32 : i32
      %257 = arith.cmpi slt, %255#1, %c5000_i32 : i32
      %258 = arith.andi %256, %257 : i1
      %259 = arith.extui %258 : i1 to i8
      cute.memref.store(%rmem_65, %17, %259) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %tup_71 = cute.add_offset(%tup_64, %16) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,1024)">) -> !cute_arith_tuple_iter_66b557
      %tup_72 = cute.deref_arith_tuple_iter(%tup_71) : !cute_arith_tuple_iter_66b557
      %e0_73, %e1_74 = cute.get_leaves(%tup_72) : !cute.int_tuple<"(?,?{div=8})">
      %coord_75 = cute.make_coord(%e0_73, %e1_74) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
      %260:2 = cute.get_scalars(%coord_75) : !cute.coord<"(?,?{div=8})">
      %261 = arith.cmpi slt, %260#0, %c96_i32 : i32
      %262 = arith.cmpi slt, %260#1, %c5000_i32 : i32
      %263 = arith.andi %261, %262 : i1
      %264 = arith.extui %263 : i1 to i8
      cute.memref.store(%rmem_65, %15, %264) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      %tup_76 = cute.add_offset(%tup_64, %14) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,2048)">) -> !cute_arith_tuple_iter_66b557
      %tup_77 = cute.deref_arith_tuple_iter(%tup_76) : !cute_arith_tuple_iter_66b557
      %e0_78, %e1_79 = cute.get_leaves(%tup_77) : !cute.int_tuple<"(?,?{div=8})">
      %coord_80 = cute.make_coord(%e0_78, %e1_79) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
      %265:2 = cute.get_scalars(%coord_80) : !cute.coord<"(?,?{div=8})">
      %266 = arith.cmpi slt, %265#0, %c96_i32 : i32
      %267 = arith.cmpi slt, %265#1, %c5000_i32 : i32
      %268 = arith.andi %266, %267 : i1
      %269 = arith.extui %268 : i1 to i8
      cute.memref.store(%rmem_65, %13, %269) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      %tup_81 = cute.add_offset(%tup_64, %12) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,3072)">) -> !cute_arith_tuple_iter_66b557
      %tup_82 = cute.deref_arith_tuple_iter(%tup_81) : !cute_arith_tuple_iter_66b557
      %e0_83, %e1_84 = cute.get_leaves(%tup_82) : !cute.int_tuple<"(?,?{div=8})">
      %coord_85 = cute.make_coord(%e0_83, %e1_84) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
      %270:2 = cute.get_scalars(%coord_85) : !cute.coord<"(?,?{div=8})">
      %271 = arith.cmpi slt, %270#0, %c96_i32 : i32
      %272 = arith.cmpi slt, %270#1, %c5000_i32 : i32
      %273 = arith.andi %271, %272 : i1
      %274 = arith.extui %273 : i1 to i8
      cute.memref.store(%rmem_65, %11, %274) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_86 = cute.memref.alloca() : !memref_rmem_f16_
      %iter_87 = cute.get_iter(%rmem_86) : !memref_rmem_f16_
      %rmem_88 = cute.memref.alloca() : !memref_rmem_f16_
      %iter_89 = cute.get_iter(%rmem_88) : !memref_rmem_f16_
      cute.memref.store_vec(%cst_0, %rmem_86) : (vector<32xf16>, !memref_rmem_f16_) -> ()
      cute.memref.store_vec(%cst_0, %rmem_88) : (vector<32xf16>, !memref_rmem_f16_) -> ()
      cf.br ^bb15(%c0_i32 : i32)
    ^bb15(%275: i32):  // 2 preds: ^bb14, ^bb18
      %276 = arith.cmpi slt, %275, %c4_i32 : i32
      cf.cond_br %276, ^bb16, ^bb19 {llvm.loop_annotation = #loop_annotation}
    ^bb16:  // pred: ^bb15
      %coord_90 = cute.make_coord(%275) : (i32) -> !cute.coord<"(_,?)">
      %idx_91 = cute.crd2idx(%coord_90, %10) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
      %ptr_92 = cute.add_offset(%ptr_56, %idx_91) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_93 = cute.crd2idx(%coord_90, %9) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_94 = cute.add_offset(%iter_87, %idx_93) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
      %idx_95 = cute.crd2idx(%coord_90, %8) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_96 = cute.add_offset(%iter_66, %idx_95) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %277 = builtin.unrealized_conversion_cast %ptr_96 : !cute.ptr<i8, rmem> to !llvm.ptr
      %278 = llvm.load %277 : !llvm.ptr -> i8
      %279 = llvm.icmp "ne" %278, %7 : i8
      cf.cond_br %279, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %280 = builtin.unrealized_conversion_cast %ptr_92 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
      %281 = builtin.unrealized_conversion_cast %ptr_94 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      %282 = llvm.load %280 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %282, %281 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      cf.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %283 = arith.addi %275, %c1_i32 : i32
      cf.br ^bb15(%283 : i32)
    ^bb19:  // pred: ^bb15
      cf.br ^bb20(%c0_i32 : i32)
    ^bb20(%284: i32):  // 2 preds: ^bb19, ^bb23
      %285 = arith.cmpi slt, %284, %c4_i32 : i32
      cf.cond_br %285, ^bb21, ^bb24 {llvm.loop_annotation = #loop_annotation}
    ^bb21:  // pred: ^bb20
      %coord_97 = cute.make_coord(%284) : (i32) -> !cute.coord<"(_,?)">
      %idx_98 = cute.crd2idx(%coord_97, %10) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
      %ptr_99 = cute.add_offset(%ptr_59, %idx_98) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_100 = cute.crd2idx(%coord_97, %9) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_101 = cute.add_offset(%iter_89, %idx_100) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
      %idx_102 = cute.crd2idx(%coord_97, %8) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_103 = cute.add_offset(%iter_66, %idx_102) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %286 = builtin.unrealized_conversion_cast %ptr_103 : !cute.ptr<i8, rmem> to !llvm.ptr
      %287 = llvm.load %286 : !llvm.ptr -> i8
      %288 = llvm.icmp "ne" %287, %7 : i8
      cf.cond_br %288, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %289 = builtin.unrealized_conversion_cast %ptr_99 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
      %290 = builtin.unrealized_conversion_cast %ptr_101 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      %291 = llvm.load %289 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %291, %290 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      cf.br ^bb23
    ^bb23:  // 2 preds: ^bb21, ^bb22
      %292 = arith.addi %284, %c1_i32 : i32
      cf.br ^bb20(%292 : i32)
    ^bb24:  // pred: ^bb20
      %293 = cute.memref.load_vec(%rmem_86) : (!memref_rmem_f16_) -> vector<32xf16>
      %294 = arith.extf %293 : vector<32xf16> to vector<32xf32>
      %295 = arith.mulf %294, %252 : vector<32xf32>
      %296 = cute.memref.load_vec(%rmem_88) : (!memref_rmem_f16_) -> vector<32xf16>
      %297 = arith.extf %296 : vector<32xf16> to vector<32xf32>
      %298 = arith.mulf %295, %297 : vector<32xf32>
      %rmem_104 = cute.memref.alloca() : !memref_rmem_f16_
      %iter_105 = cute.get_iter(%rmem_104) : !memref_rmem_f16_
      %299 = arith.truncf %298 : vector<32xf32> to vector<32xf16>
      cute.memref.store_vec(%299, %rmem_104) : (vector<32xf16>, !memref_rmem_f16_) -> ()
      cf.br ^bb25(%c0_i32 : i32)
    ^bb25(%300: i32):  // 2 preds: ^bb24, ^bb28
      %301 = arith.cmpi slt, %300, %c4_i32 : i32
      cf.cond_br %301, ^bb26, ^bb29 {llvm.loop_annotation = #loop_annotation}
    ^bb26:  // pred: ^bb25
      %coord_106 = cute.make_coord(%300) : (i32) -> !cute.coord<"(_,?)">
      %idx_107 = cute.crd2idx(%coord_106, %9) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_108 = cute.add_offset(%iter_105, %idx_107) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
      %idx_109 = cute.crd2idx(%coord_106, %10) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
      %ptr_110 = cute.add_offset(%ptr_61, %idx_109) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
      %idx_111 = cute.crd2idx(%coord_106, %8) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_112 = cute.add_offset(%iter_66, %idx_111) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %302 = builtin.unrealized_conversion_cast %ptr_112 : !cute.ptr<i8, rmem> to !llvm.ptr
      %303 = llvm.load %302 : !llvm.ptr -> i8
      %304 = llvm.icmp "ne" %303, %7 : i8
      cf.cond_br %304, ^bb27, ^bb28
    ^bb27:  // pred: ^bb26
      %305 = builtin.unrealized_conversion_cast %ptr_108 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      %306 = builtin.unrealized_conversion_cast %ptr_110 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
      %307 = llvm.load %305 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %307, %306 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
      cf.br ^bb28
    ^bb28:  // 2 preds: ^bb26, ^bb27
      %308 = arith.addi %300, %c1_i32 : i32
      cf.br ^bb25(%308 : i32)
    ^bb29:  // pred: ^bb25
      %309 = arith.addi %253, %c1_i32 : i32
      cf.br ^bb13(%309 : i32)
    ^bb30:  // pred: ^bb13
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads12_hd4c04c97(%arg0: !memref_gmem_f16_2, %arg1: !memref_gmem_f16_3, %arg2: !memref_gmem_f16_2, %arg3: !memref_gmem_f32_, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %c96_i64 = arith.constant 96 : i64
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c128_i32 = arith.constant 128 : i32
    %c96_i32 = arith.constant 96 : i32
    %iter = cute.get_iter(%arg0) : !memref_gmem_f16_2
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f16_3
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f16_2
    %view = cute.make_view(%iter) : !memref_gmem_f16_
    %view_2 = cute.make_view(%iter_0) : !memref_gmem_f16_1
    %view_3 = cute.make_view(%iter_1) : !memref_gmem_f16_
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f16, 128 b>
    %0 = cute.make_tiled_copy(%atom) : !copy_simt
    %1 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c96_i64, gridDim = (%c96_i32, %c1_i32, %c1_i32), stream = %arg5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%1] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    cuda.launch_cfg.cooperative[%1] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %2 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0<%1> (%view, %view_2, %view_3, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_f16_, !memref_gmem_f16_1, !memref_gmem_f16_, !memref_gmem_f32_, f32) -> !cuda.result
    %3 = cuda.cast %2 : !cuda.result -> i32
    cuda.return_if_error %3 : i32
    return %c0_i32 : i32
  }
}
