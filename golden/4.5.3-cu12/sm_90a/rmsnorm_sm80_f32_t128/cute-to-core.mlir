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
!memref_smem_f32_1 = !cute.memref<f32, smem, align<16>, "4:1">
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
      %cst_0 = arith.constant 9.99999984E+17 : f32
      %cst_1 = arith.constant 5.000000e+03 : f32
      %1 = cute.static : !cute.coord<"3">
      %2 = cute.static : !cute.coord<"2">
      %3 = cute.static : !cute.coord<"1">
      %4 = cute.static : !cute.coord<"0">
      %5 = cute.static : !cute.int_tuple<"16">
      %6 = cute.static : !cute.layout<"4:1">
      %c2_i32 = arith.constant 2 : i32
      %c8_i32 = arith.constant 8 : i32
      %c31_i32 = arith.constant 31 : i32
      %c16_i32 = arith.constant 16 : i32
      %c-1_i32 = arith.constant -1 : i32
      %cst_2 = arith.constant 1.000000e+00 : f32
      %cst_3 = arith.constant 1.17549435E-38 : f32
      %7 = llvm.mlir.constant(0 : i8) : i8
      %8 = cute.static : !cute_layout_973764
      %9 = cute.static : !cute_layout_f5fe74
      %10 = cute.static : !cute_layout_b38ecb
      %11 = cute.static : !cute.coord<"(0,0,3)">
      %12 = cute.static : !cute.int_tuple<"(0,1536)">
      %13 = cute.static : !cute.coord<"(0,0,2)">
      %14 = cute.static : !cute.int_tuple<"(0,1024)">
      %15 = cute.static : !cute.coord<"(0,0,1)">
      %16 = cute.static : !cute.int_tuple<"(0,512)">
      %17 = cute.static : !cute.coord<"(0,0,0)">
      %18 = cute.static : !cute_layout_ca5c98
      %c4_i32 = arith.constant 4 : i32
      %19 = cute.static : !cute_layout_2b275f
      %c1_i32 = arith.constant 1 : i32
      %c3_i32 = arith.constant 3 : i32
      %c0_i32 = arith.constant 0 : i32
      %cst_4 = arith.constant 0.000000e+00 : f32
      %c32_i32 = arith.constant 32 : i32
      %20 = cute.static : !cute_coord_tensor_511bd0
      %21 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %22 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %23 = arith.remsi %21, %c32_i32 : i32
      %24 = arith.divsi %21, %c32_i32 : i32
      %25 = arith.muli %24, %c32_i32 : i32
      %26 = arith.cmpi ne, %21, %25 : i32
      %c0_i32_5 = arith.constant 0 : i32
      %27 = arith.cmpi slt, %21, %c0_i32_5 : i32
      %28 = arith.cmpi slt, %c32_i32, %c0_i32_5 : i32
      %29 = arith.cmpi ne, %27, %28 : i1
      %30 = arith.andi %26, %29 : i1
      %c-1_i32_6 = arith.constant -1 : i32
      %31 = arith.addi %24, %c-1_i32_6 : i32
      %32 = arith.select %30, %31, %24 : i32
      %iter = cute.get_iter(%arg0) : !memref_gmem_f32_
      %33 = arith.muli %21, %c4_i32 : i32
      %iv = cute.assume(%33) : (i32) -> !cute.i32<divby 4>
      %int_tuple = cute.make_int_tuple(%iv) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
      %iter_7 = cute.get_iter(%20) : !cute_coord_tensor_511bd0
      %int_tuple_8 = cute.make_int_tuple(%iv) : (!cute.i32<divby 4>) -> !cute.int_tuple<"(0,?{div=4})">
      cf.br ^bb1(%c0_i32, %cst_4, %cst_4 : i32, f32, f32)
    ^bb1(%34: i32, %35: f32, %36: f32):  // 2 preds: ^bb0, ^bb7
      %37 = arith.cmpi slt, %34, %c3_i32 : i32
      cf.cond_br %37, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %coord = cute.make_coord(%22, %34) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %idx = cute.crd2idx(%coord, %19) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_2b275f) -> !cute.int_tuple<"?{div=8}">
      %ptr = cute.add_offset(%iter, %idx) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f32, gmem, align<16>>
      %ptr_9 = cute.add_offset(%ptr, %int_tuple) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
      %idx_10 = cute.crd2idx(%coord, %18) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ca5c98) -> !cute_int_tuple_530818
      %tup = cute.add_offset(%iter_7, %idx_10) : (!cute.arith_tuple_iter<"(0,0)">, !cute_int_tuple_530818) -> !cute_arith_tuple_iter_aaefeb
      %tup_11 = cute.add_offset(%tup, %int_tuple_8) : (!cute_arith_tuple_iter_aaefeb, !cute.int_tuple<"(0,?{div=4})">) -> !cute_arith_tuple_iter_7c5329
      %rmem = cute.memref.alloca() : !memref_rmem_i8_
      %iter_12 = cute.get_iter(%rmem) : !memref_rmem_i8_
      %tup_13 = cute.deref_arith_tuple_iter(%tup_11) : !cute_arith_tuple_iter_7c5329
      %e0, %e1 = cute.get_leaves(%tup_13) : !cute.int_tuple<"(?,?{div=4})">
      %coord_14 = cute.make_coord(%e0, %e1) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
      %38:2 = cute.get_scalars(%coord_14) : !cute.coord<"(?,?{div=4})">
      %39 = arith.cmpi slt, %38#0, %c96_i32 : i32
      %40 = arith.cmpi slt, %38#1, %c5000_i32 : i32
      %41 = arith.andi %39, %40 : i1
      %42 = arith.extui %41 : i1 to i8
      cute.memref.store(%rmem, %17, %42) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %tup_15 = cute.add_offset(%tup_11, %16) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,512)">) -> !cute_arith_tuple_iter_7c5329
      %tup_16 = cute.deref_arith_tuple_iter(%tup_15) : !cute_arith_tuple_iter_7c5329
      %e0_17, %e1_18 = cute.get_leaves(%tup_16) : !cute.int_tuple<"(?,?{div=4})">
      %coord_19 = cute.make_coord(%e0_17, %e1_18) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
      %43:2 = cute.get_scalars(%coord_19) : !cute.coord<"(?,?{div=4})">
      %44 = arith.cmpi slt, %43#0, %c96_i32 : i32
      %45 = arith.cmpi slt, %43#1, %c5000_i32 : i32
      %46 = arith.andi %44, %45 : i1
      %47 = arith.extui %46 : i1 to i8
      cute.memref.store(%rmem, %15, %47) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      %tup_20 = cute.add_offset(%tup_11, %14) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,1024)">) -> !cute_arith_tuple_iter_7c5329
      %tup_21 = cute.deref_arith_tuple_iter(%tup_20) : !cute_arith_tuple_iter_7c5329
      %e0_22, %e1_23 = cute.get_leaves(%tup_21) : !cute.int_tuple<"(?,?{div=4})">
      %coord_24 = cute.make_coord(%e0_22, %e1_23) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
      %48:2 = cute.get_scalars(%coord_24) : !cute.coord<"(?,?{div=4})">
      %49 = arith.cmpi slt, %48#0, %c96_i32 : i32
      %50 = arith.cmpi slt, %48#1, %c5000_i32 : i32
      %51 = arith.andi %49, %50 : i1
      %52 = arith.extui %51 : i1 to i8
      cute.memref.store(%rmem, %13, %52) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      %tup_25 = cute.add_offset(%tup_11, %12) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,1536)">) -> !cute_arith_tuple_iter_7c5329
      %tup_26 = cute.deref_arith_tuple_iter(%tup_25) : !cute_arith_tuple_iter_7c5329
      %e0_27, %e1_28 = cute.get_leaves(%tup_26) : !cute.int_tuple<"(?,?{div=4})">
      %coord_29 = cute.make_coord(%e0_27, %e1_28) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
      %53:2 = cute.get_scalars(%coord_29) : !cute.coord<"(?,?{div=4})">
      %54 = arith.cmpi slt, %53#0, %c96_i32 : i32
      %55 = arith.cmpi slt, %53#1, %c5000_i32 : i32
      %56 = arith.andi %54, %55 : i1
      %57 = arith.extui %56 : i1 to i8
      cute.memref.store(%rmem, %11, %57) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_30 = cute.memref.alloca() : !memref_rmem_f32_
      %iter_31 = cute.get_iter(%rmem_30) : !memref_rmem_f32_
      cute.memref.store_vec(%cst, %rmem_30) : (vector<16xf32>, !memref_rmem_f32_) -> ()
      cf.br ^bb3(%c0_i32 : i32)
    ^bb3(%58: i32):  // 2 preds: ^bb2, ^bb6
      %59 = arith.cmpi slt, %58, %c4_i32 : i32
      cf.cond_br %59, ^bb4, ^bb7 {llvm.loop_annotation = #loop_annotation}
    ^bb4:  // pred: ^bb3
      %coord_32 = cute.make_coord(%58) : (i32) -> !cute.coord<"(_,?)">
      %idx_33 = cute.crd2idx(%coord_32, %10) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
      %ptr_34 = cute.add_offset(%ptr_9, %idx_33) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
      %idx_35 = cute.crd2idx(%coord_32, %9) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
      %ptr_36 = cute.add_offset(%iter_31, %idx_35) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %idx_37 = cute.crd2idx(%coord_32, %8) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_38 = cute.add_offset(%iter_12, %idx_37) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %60 = builtin.unrealized_conversion_cast %ptr_38 : !cute.ptr<i8, rmem> to !llvm.ptr
      %61 = llvm.load %60 : !llvm.ptr -> i8
      %62 = llvm.icmp "ne" %61, %7 : i8
      cf.cond_br %62, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %63 = builtin.unrealized_conversion_cast %ptr_34 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %64 = builtin.unrealized_conversion_cast %ptr_36 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %65 = llvm.load %63 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %65, %64 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      cf.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %66 = arith.addi %58, %c1_i32 : i32
      cf.br ^bb3(%66 : i32)
    ^bb7:  // pred: ^bb3
      %67 = cute.memref.load_vec(%rmem_30) : (!memref_rmem_f32_) -> vector<16xf32>
      %68 = arith.cmpf olt, %67, %cst : vector<16xf32>
      %69 = arith.subf %cst, %67 : vector<16xf32>
      %70 = arith.select %68, %69, %67 : vector<16xi1>, vector<16xf32>
      %71 = vector.reduction <maximumf>, %70, %cst_4 : vector<16xf32> into f32
      %72 = arith.cmpf ugt, %36, %71 : f32
      %73 = arith.select %72, %36, %71 : f32
      %74 = arith.cmpf uno, %71, %71 : f32
      %75 = arith.select %74, %71, %73 : f32
      %76 = arith.cmpf ugt, %75, %cst_3 : f32
      %77 = arith.select %76, %75, %cst_3 : f32
      %78 = arith.cmpf uno, %cst_3, %cst_3 : f32
      %79 = arith.select %78, %cst_3, %77 : f32
      %80 = arith.divf %cst_2, %79 : f32
      %81 = vector.broadcast %80 : f32 to vector<16xf32>
      %82 = arith.mulf %67, %81 : vector<16xf32>
      %83 = arith.mulf %36, %80 : f32
      %84 = arith.mulf %35, %83 : f32
      %85 = arith.mulf %84, %83 : f32
      %86 = arith.mulf %82, %82 : vector<16xf32>
      %87 = vector.reduction <add>, %86, %cst_4 : vector<16xf32> into f32
      %88 = arith.addf %85, %87 : f32
      %89 = arith.addi %34, %c1_i32 : i32
      cf.br ^bb1(%89, %88, %75 : i32, f32, f32)
    ^bb8:  // pred: ^bb1
      %90 = nvvm.shfl.sync  bfly %c-1_i32, %36, %c16_i32, %c31_i32 : f32 -> f32
      %91 = nvvm.shfl.sync  bfly %c-1_i32, %35, %c16_i32, %c31_i32 : f32 -> f32
      %92 = arith.cmpf ugt, %36, %90 : f32
      %93 = arith.select %92, %36, %90 : f32
      %94 = arith.cmpf uno, %90, %90 : f32
      %95 = arith.select %94, %90, %93 : f32
      %96 = arith.cmpf ugt, %95, %cst_3 : f32
      %97 = arith.select %96, %95, %cst_3 : f32
      %98 = arith.cmpf uno, %cst_3, %cst_3 : f32
      %99 = arith.select %98, %cst_3, %97 : f32
      %100 = arith.divf %cst_2, %99 : f32
      %101 = arith.mulf %36, %100 : f32
      %102 = arith.mulf %90, %100 : f32
      %103 = arith.mulf %35, %101 : f32
      %104 = arith.mulf %103, %101 : f32
      %105 = arith.mulf %91, %102 : f32
      %106 = arith.mulf %105, %102 : f32
      %107 = arith.addf %104, %106 : f32
      %108 = nvvm.shfl.sync  bfly %c-1_i32, %95, %c8_i32, %c31_i32 : f32 -> f32
      %109 = nvvm.shfl.sync  bfly %c-1_i32, %107, %c8_i32, %c31_i32 : f32 -> f32
      %110 = arith.cmpf ugt, %95, %108 : f32
      %111 = arith.select %110, %95, %108 : f32
      %112 = arith.cmpf uno, %108, %108 : f32
      %113 = arith.select %112, %108, %111 : f32
      %114 = arith.cmpf ugt, %113, %cst_3 : f32
      %115 = arith.select %114, %113, %cst_3 : f32
      %116 = arith.cmpf uno, %cst_3, %cst_3 : f32
      %117 = arith.select %116, %cst_3, %115 : f32
      %118 = arith.divf %cst_2, %117 : f32
      %119 = arith.mulf %95, %118 : f32
      %120 = arith.mulf %108, %118 : f32
      %121 = arith.mulf %107, %119 : f32
      %122 = arith.mulf %121, %119 : f32
      %123 = arith.mulf %109, %120 : f32
      %124 = arith.mulf %123, %120 : f32
      %125 = arith.addf %122, %124 : f32
      %126 = nvvm.shfl.sync  bfly %c-1_i32, %113, %c4_i32, %c31_i32 : f32 -> f32
      %127 = nvvm.shfl.sync  bfly %c-1_i32, %125, %c4_i32, %c31_i32 : f32 -> f32
      %128 = arith.cmpf ugt, %113, %126 : f32
      %129 = arith.select %128, %113, %126 : f32
      %130 = arith.cmpf uno, %126, %126 : f32
      %131 = arith.select %130, %126, %129 : f32
      %132 = arith.cmpf ugt, %131, %cst_3 : f32
      %133 = arith.select %132, %131, %cst_3 : f32
      %134 = arith.cmpf uno, %cst_3, %cst_3 : f32
      %135 = arith.select %134, %cst_3, %133 : f32
      %136 = arith.divf %cst_2, %135 : f32
      %137 = arith.mulf %113, %136 : f32
      %138 = arith.mulf %126, %136 : f32
      %139 = arith.mulf %125, %137 : f32
      %140 = arith.mulf %139, %137 : f32
      %141 = arith.mulf %127, %138 : f32
      %142 = arith.mulf %141, %138 : f32
      %143 = arith.addf %140, %142 : f32
      %144 = nvvm.shfl.sync  bfly %c-1_i32, %131, %c2_i32, %c31_i32 : f32 -> f32
      %145 = nvvm.shfl.sync  bfly %c-1_i32, %143, %c2_i32, %c31_i32 : f32 -> f32
      %146 = arith.cmpf ugt, %131, %144 : f32
      %147 = arith.select %146, %131, %144 : f32
      %148 = arith.cmpf uno, %144, %144 : f32
      %149 = arith.select %148, %144, %147 : f32
      %150 = arith.cmpf ugt, %149, %cst_3 : f32
      %151 = arith.select %150, %149, %cst_3 : f32
      %152 = arith.cmpf uno, %cst_3, %cst_3 : f32
      %153 = arith.select %152, %cst_3, %151 : f32
      %154 = arith.divf %cst_2, %153 : f32
      %155 = arith.mulf %131, %154 : f32
      %156 = arith.mulf %144, %154 : f32
      %157 = arith.mulf %143, %155 : f32
      %158 = arith.mulf %157, %155 : f32
      %159 = arith.mulf %145, %156 : f32
      %160 = arith.mulf %159, %156 : f32
      %161 = arith.addf %158, %160 : f32
      %162 = nvvm.shfl.sync  bfly %c-1_i32, %149, %c1_i32, %c31_i32 : f32 -> f32
      %163 = nvvm.shfl.sync  bfly %c-1_i32, %161, %c1_i32, %c31_i32 : f32 -> f32
      %164 = arith.cmpf ugt, %149, %162 : f32
      %165 = arith.select %164, %149, %162 : f32
      %166 = arith.cmpf uno, %162, %162 : f32
      %167 = arith.select %166, %162, %165 : f32
      %168 = arith.cmpf ugt, %167, %cst_3 : f32
      %169 = arith.select %168, %167, %cst_3 : f32
      %170 = arith.cmpf uno, %cst_3, %cst_3 : f32
      %171 = arith.select %170, %cst_3, %169 : f32
      %172 = arith.divf %cst_2, %171 : f32
      %173 = arith.mulf %149, %172 : f32
      %174 = arith.mulf %162, %172 : f32
      %175 = arith.mulf %161, %173 : f32
      %176 = arith.mulf %175, %173 : f32
      %177 = arith.mulf %163, %174 : f32
      %178 = arith.mulf %177, %174 : f32
      %179 = arith.addf %176, %178 : f32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %ptr_39 = cute.add_offset(%smem_ptr, %5) : (!cute_ptr_9af6a0, !cute.int_tuple<"16">) -> !cute.ptr<i8, smem, align<16>>
      %iter_40 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_40, %6) : !memref_smem_f32_
      %iter_41 = cute.recast_iter(%ptr_39) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view_42 = cute.make_view(%iter_41, %6) : !memref_smem_f32_1
      %180 = arith.cmpi eq, %23, %c0_i32 : i32
      cf.cond_br %180, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %coord_43 = cute.make_coord(%32) : (i32) -> !cute.coord<"?">
      cute.memref.store(%view, %coord_43, %167) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
      cute.memref.store(%view_42, %coord_43, %179) : (!memref_smem_f32_1, !cute.coord<"?">, f32) -> ()
      cf.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %181 = cute.memref.load(%view, %4) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %182 = cute.memref.load(%view_42, %4) : (!memref_smem_f32_1, !cute.coord<"0">) -> f32
      %183 = cute.memref.load(%view, %3) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %184 = cute.memref.load(%view_42, %3) : (!memref_smem_f32_1, !cute.coord<"1">) -> f32
      %185 = arith.cmpf ugt, %181, %183 : f32
      %186 = arith.select %185, %181, %183 : f32
      %187 = arith.cmpf uno, %183, %183 : f32
      %188 = arith.select %187, %183, %186 : f32
      %189 = arith.cmpf ugt, %188, %cst_3 : f32
      %190 = arith.select %189, %188, %cst_3 : f32
      %191 = arith.cmpf uno, %cst_3, %cst_3 : f32
      %192 = arith.select %191, %cst_3, %190 : f32
      %193 = arith.divf %cst_2, %192 : f32
      %194 = arith.mulf %181, %193 : f32
      %195 = arith.mulf %183, %193 : f32
      %196 = arith.mulf %182, %194 : f32
      %197 = arith.mulf %196, %194 : f32
      %198 = arith.mulf %184, %195 : f32
      %199 = arith.mulf %198, %195 : f32
      %200 = arith.addf %197, %199 : f32
      %201 = cute.memref.load(%view, %2) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %202 = cute.memref.load(%view_42, %2) : (!memref_smem_f32_1, !cute.coord<"2">) -> f32
      %203 = arith.cmpf ugt, %188, %201 : f32
      %204 = arith.select %203, %188, %201 : f32
      %205 = arith.cmpf uno, %201, %201 : f32
      %206 = arith.select %205, %201, %204 : f32
      %207 = arith.cmpf ugt, %206, %cst_3 : f32
      %208 = arith.select %207, %206, %cst_3 : f32
      %209 = arith.cmpf uno, %cst_3, %cst_3 : f32
      %210 = arith.select %209, %cst_3, %208 : f32
      %211 = arith.divf %cst_2, %210 : f32
      %212 = arith.mulf %188, %211 : f32
      %213 = arith.mulf %201, %211 : f32
      %214 = arith.mulf %200, %212 : f32
      %215 = arith.mulf %214, %212 : f32
      %216 = arith.mulf %202, %213 : f32
      %217 = arith.mulf %216, %213 : f32
      %218 = arith.addf %215, %217 : f32
      %219 = cute.memref.load(%view, %1) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %220 = cute.memref.load(%view_42, %1) : (!memref_smem_f32_1, !cute.coord<"3">) -> f32
      %221 = arith.cmpf ugt, %206, %219 : f32
      %222 = arith.select %221, %206, %219 : f32
      %223 = arith.cmpf uno, %219, %219 : f32
      %224 = arith.select %223, %219, %222 : f32
      %225 = arith.cmpf ugt, %224, %cst_3 : f32
      %226 = arith.select %225, %224, %cst_3 : f32
      %227 = arith.cmpf uno, %cst_3, %cst_3 : f32
      %228 = arith.select %227, %cst_3, %226 : f32
      %229 = arith.divf %cst_2, %228 : f32
      %230 = arith.mulf %206, %229 : f32
      %231 = arith.mulf %219, %229 : f32
      %232 = arith.mulf %218, %230 : f32
      %233 = arith.mulf %232, %230 : f32
      %234 = arith.mulf %220, %231 : f32
      %235 = arith.mulf %234, %231 : f32
      %236 = arith.addf %233, %235 : f32
      %237 = arith.divf %236, %cst_1 : f32
      %238 = arith.mulf %224, %224 : f32
      %239 = arith.mulf %238, %237 : f32
      %240 = arith.addf %239, %arg4 : f32
      %241 = math.rsqrt %240 : f32
      %242 = arith.mulf %arg4, %229 : f32
      %243 = arith.mulf %242, %229 : f32
      %244 = arith.addf %237, %243 : f32
      %245 = math.rsqrt %244 : f32
      %246 = arith.mulf %229, %245 : f32
      %247 = arith.cmpf ogt, %224, %cst_0 : f32
      %248 = arith.select %247, %246, %241 : f32
      %249 = arith.cmpi eq, %21, %c0_i32 : i32
      cf.cond_br %249, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %coord_44 = cute.make_coord(%22) : (i32) -> !cute.coord<"?">
      cute.memref.store(%arg3, %coord_44, %248) : (!memref_gmem_f32_2, !cute.coord<"?">, f32) -> ()
      cf.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      %iter_45 = cute.get_iter(%arg0) : !memref_gmem_f32_
      %250 = arith.muli %21, %c4_i32 : i32
      %iv_46 = cute.assume(%250) : (i32) -> !cute.i32<divby 4>
      %int_tuple_47 = cute.make_int_tuple(%iv_46) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
      %iter_48 = cute.get_iter(%arg1) : !memref_gmem_f32_1
      %iter_49 = cute.get_iter(%arg2) : !memref_gmem_f32_
      %iter_50 = cute.get_iter(%20) : !cute_coord_tensor_511bd0
      %int_tuple_51 = cute.make_int_tuple(%iv_46) : (!cute.i32<divby 4>) -> !cute.int_tuple<"(0,?{div=4})">
      %251 = vector.broadcast %248 : f32 to vector<16xf32>
      cf.br ^bb13(%c0_i32 : i32)
    ^bb13(%252: i32):  // 2 preds: ^bb12, ^bb29
      %253 = arith.cmpi slt, %252, %c3_i32 : i32
      cf.cond_br %253, ^bb14, ^bb30
    ^bb14:  // pred: ^bb13
      %coord_52 = cute.make_coord(%22, %252) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %idx_53 = cute.crd2idx(%coord_52, %19) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_2b275f) -> !cute.int_tuple<"?{div=8}">
      %ptr_54 = cute.add_offset(%iter_45, %idx_53) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f32, gmem, align<16>>
      %ptr_55 = cute.add_offset(%ptr_54, %int_tuple_47) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
      %idx_56 = cute.crd2idx(%coord_52, %0) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_66cf1c) -> !cute.int_tuple<"?{div=2048}">
      %ptr_57 = cute.add_offset(%iter_48, %idx_56) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=2048}">) -> !cute.ptr<f32, gmem, align<16>>
      %ptr_58 = cute.add_offset(%ptr_57, %int_tuple_47) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
      %ptr_59 = cute.add_offset(%iter_49, %idx_53) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f32, gmem, align<16>>
      %ptr_60 = cute.add_offset(%ptr_59, %int_tuple_47) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
      %idx_61 = cute.crd2idx(%coord_52, %18) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ca5c98) -> !cute_int_tuple_530818
      %tup_62 = cute.add_offset(%iter_50, %idx_61) : (!cute.arith_tuple_iter<"(0,0)">, !cute_int_tuple_530818) -> !cute_arith_tuple_iter_aaefeb
      %tup_63 = cute.add_offset(%tup_62, %int_tuple_51) : (!cute_arith_tuple_iter_aaefeb, !cute.int_tuple<"(0,?{div=4})">) -> !cute_arith_tuple_iter_7c5329
      %rmem_64 = cute.memref.alloca() : !memref_rmem_i8_
      %iter_65 = cute.get_iter(%rmem_64) : !memref_rmem_i8_
      %tup_66 = cute.deref_arith_tuple_iter(%tup_63) : !cute_arith_tuple_iter_7c5329
      %e0_67, %e1_68 = cute.get_leaves(%tup_66) : !cute.int_tuple<"(?,?{div=4})">
      %coord_69 = cute.make_coord(%e0_67, %e1_68) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
      %254:2 = cute.get_scalars(%coord_69) : !cute.coord<"(?,?{div=4})">
      %255 = arith.cmpi slt, %254#0, %c96_i32 : i32
      %256 = arith.cmpi slt, %254#1, %c5000_i32 : i32
      %257 = arith.andi %255, %256 : i1
      %258 = arith.extui %257 : i1 to i8
      cute.memref.store(%rmem_64, %17, %258) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %tup_70 = cute.add_offset(%tup_63, %16) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,512)">) -> !cute_arith_tuple_iter_7c5329
      %tup_71 = cute.deref_arith_tuple_iter(%tup_70) : !cute_arith_tuple_iter_7c5329
      %e0_72, %e1_73 = cute.get_leaves(%tup_71) : !cute.int_tuple<"(?,?{div=4})">
      %coord_74 = cute.make_coord(%e0_72, %e1_73) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
      %259:2 = cute.get_scalars(%coord_74) : !cute.coord<"(?,?{div=4})">
      %260 = arith.cmpi slt, %259#0, %c96_i32 : i32
      %261 = arith.cmpi slt, %259#1, %c5000_i32 : i32
      %262 = arith.andi %260, %261 : i1
      %263 = arith.extui %262 : i1 to i8
      cute.memref.store(%rmem_64, %15, %263) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      %tup_75 = cute.add_offset(%tup_63, %14) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,1024)">) -> !cute_arith_tuple_iter_7c5329
      %tup_76 = cute.deref_arith_tuple_iter(%tup_75) : !cute_arith_tuple_iter_7c5329
      %e0_77, %e1_78 = cute.get_leaves(%tup_76) : !cute.int_tuple<"(?,?{div=4})">
      %coord_79 = cute.make_coord(%e0_77, %e1_78) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
      %264:2 = cute.get_scalars(%coord_79) : !cute.coord<"(?,?{div=4})">
      %265 = arith.cmpi slt, %264#0, %c96_i32 : i32
      %266 = arith.cmpi slt, %264#1, %c5000_i32 : i32
      %267 = arith.andi %265, %266 : i1
      %268 = arith.extui %267 : i1 to i8
      cute.memref.store(%rmem_64, %13, %268) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      %tup_80 = cute.add_offset(%tup_63, %12) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,1536)">) -> !cute_arith_tuple_iter_7c5329
      %tup_81 = cute.deref_arith_tuple_iter(%tup_80) : !cute_arith_tuple_iter_7c5329
      %e0_82, %e1_83 = cute.get_leaves(%tup_81) : !cute.int_tuple<"(?,?{div=4})">
      %coord_84 = cute.make_coord(%e0_82, %e1_83) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
      %269:2 = cute.get_scalars(%coord_84) : !cute.coord<"(?,?{div=4})">
      %270 = arith.cmpi slt, %269#0, %c96_i32 : i32
      %271 = arith.cmpi slt, %269#1, %c5000_i32 : i32
      %272 = arith.andi %270, %271 : i1
      %273 = arith.extui %272 : i1 to i8
      cute.memref.store(%rmem_64, %11, %273) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_85 = cute.memref.alloca() : !memref_rmem_f32_
      %iter_86 = cute.get_iter(%rmem_85) : !memref_rmem_f32_
      %rmem_87 = cute.memref.alloca() : !memref_rmem_f32_
      %iter_88 = cute.get_iter(%rmem_87) : !memref_rmem_f32_
      cute.memref.store_vec(%cst, %rmem_85) : (vector<16xf32>, !memref_rmem_f32_) -> ()
      cute.memref.store_vec(%cst, %rmem_87) : (vector<16xf32>, !memref_rmem_f32_) -> ()
      cf.br ^bb15(%c0_i32 : i32)
    ^bb15(%274: i32):  // 2 preds: ^bb14, ^bb18
      %275 = arith.cmpi slt, %274, %c4_i32 : i32
      cf.cond_br %275, ^bb16, ^bb19 {llvm.loop_annotation = #loop_annotation}
    ^bb16:  // pred: ^bb15
      %coord_89 = cute.make_coord(%274) : (i32) -> !cute.coord<"(_,?)">
      %idx_90 = cute.crd2idx(%coord_89, %10) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
      %ptr_91 = cute.add_offset(%ptr_55, %idx_90) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
      %idx_92 = cute.crd2idx(%coord_89, %9) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
      %ptr_93 = cute.add_offset(%iter_86, %idx_92) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %idx_94 = cute.crd2idx(%coord_89, %8) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_95 = cute.add_offset(%iter_65, %idx_94) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %276 = builtin.unrealized_conversion_cast %ptr_95 : !cute.ptr<i8, rmem> to !llvm.ptr
      %277 = llvm.load %276 : !llvm.ptr -> i8
      %278 = llvm.icmp "ne" %277, %7 : i8
      cf.cond_br %278, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %279 = builtin.unrealized_conversion_cast %ptr_91 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %280 = builtin.unrealized_conversion_cast %ptr_93 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %281 = llvm.load %279 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %281, %280 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      cf.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %282 = arith.addi %274, %c1_i32 : i32
      cf.br ^bb15(%282 : i32)
    ^bb19:  // pred: ^bb15
      cf.br ^bb20(%c0_i32 : i32)
    ^bb20(%283: i32):  // 2 preds: ^bb19, ^bb23
      %284 = arith.cmpi slt, %283, %c4_i32 : i32
      cf.cond_br %284, ^bb21, ^bb24 {llvm.loop_annotation = #loop_annotation}
    ^bb21:  // pred: ^bb20
      %coord_96 = cute.make_coord(%283) : (i32) -> !cute.coord<"(_,?)">
      %idx_97 = cute.crd2idx(%coord_96, %10) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
      %ptr_98 = cute.add_offset(%ptr_58, %idx_97) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
      %idx_99 = cute.crd2idx(%coord_96, %9) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
      %ptr_100 = cute.add_offset(%iter_88, %idx_99) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %idx_101 = cute.crd2idx(%coord_96, %8) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_102 = cute.add_offset(%iter_65, %idx_101) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %285 = builtin.unrealized_conversion_cast %ptr_102 : !cute.ptr<i8, rmem> to !llvm.ptr
      %286 = llvm.load %285 : !llvm.ptr -> i8
      %287 = llvm.icmp "ne" %286, %7 : i8
      cf.cond_br %287, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %288 = builtin.unrealized_conversion_cast %ptr_98 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %289 = builtin.unrealized_conversion_cast %ptr_100 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %290 = llvm.load %288 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %290, %289 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      cf.br ^bb23
    ^bb23:  // 2 preds: ^bb21, ^bb22
      %291 = arith.addi %283, %c1_i32 : i32
      cf.br ^bb20(%291 : i32)
    ^bb24:  // pred: ^bb20
      %292 = cute.memref.load_vec(%rmem_85) : (!memref_rmem_f32_) -> vector<16xf32>
      %293 = arith.mulf %292, %251 : vector<16xf32>
      %294 = cute.memref.load_vec(%rmem_87) : (!memref_rmem_f32_) -> vector<16xf32>
      %295 = arith.mulf %293, %294 : vector<16xf32>
      %rmem_103 = cute.memref.alloca() : !memref_rmem_f32_
      %iter_104 = cute.get_iter(%rmem_103) : !memref_rmem_f32_
      cute.memref.store_vec(%295, %rmem_103) : (vector<16xf32>, !memref_rmem_f32_) -> ()
      cf.br ^bb25(%c0_i32 : i32)
    ^bb25(%296: i32):  // 2 preds: ^bb24, ^bb28
      %297 = arith.cmpi slt, %296, %c4_i32 : i32
      cf.cond_br %297, ^bb26, ^bb29 {llvm.loop_annotation = #loop_annotation}
    ^bb26:  // pred: ^bb25
      %coord_105 = cute.make_coord(%296) : (i32) -> !cute.coord<"(_,?)">
      %idx_106 = cute.crd2idx(%coord_105, %9) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
      %ptr_107 = cute.add_offset(%iter_104, %idx_106) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %idx_108 = cute.crd2idx(%coord_105, %10) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
      %ptr_109 = cute.add_offset(%ptr_60, %idx_108) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
      %idx_110 = cute.crd2idx(%coord_105, %8) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_111 = cute.add_offset(%iter_65, %idx_110) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %298 = builtin.unrealized_conversion_cast %ptr_111 : !cute.ptr<i8, rmem> to !llvm.ptr
      %299 = llvm.load %298 : !llvm.ptr -> i8
      %300 = llvm.icmp "ne" %299, %7 : i8
      cf.cond_br %300, ^bb27, ^bb28
    ^bb27:  // pred: ^bb26
      %301 = builtin.unrealized_conversion_cast %ptr_107 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %302 = builtin.unrealized_conversion_cast %ptr_109 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %303 = llvm.load %301 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %303, %302 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      cf.br ^bb28
    ^bb28:  // 2 preds: ^bb26, ^bb27
      %304 = arith.addi %296, %c1_i32 : i32
      cf.br ^bb25(%304 : i32)
    ^bb29:  // pred: ^bb25
      %305 = arith.addi %252, %c1_i32 : i32
      cf.br ^bb13(%305 : i32)
    ^bb30:  // pred: ^bb13
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads12_h23238b7e(%arg0: !memref_gmem_f32_3, %arg1: !memref_gmem_f32_4, %arg2: !memref_gmem_f32_3, %arg3: !memref_gmem_f32_2, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %c96_i64 = arith.constant 96 : i64
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c128_i32 = arith.constant 128 : i32
    %c96_i32 = arith.constant 96 : i32
    %iter = cute.get_iter(%arg0) : !memref_gmem_f32_3
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f32_4
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f32_3
    %view = cute.make_view(%iter) : !memref_gmem_f32_
    %view_2 = cute.make_view(%iter_0) : !memref_gmem_f32_1
    %view_3 = cute.make_view(%iter_1) : !memref_gmem_f32_
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
    %0 = cute.make_tiled_copy(%atom) : !copy_simt
    %1 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c96_i64, gridDim = (%c96_i32, %c1_i32, %c1_i32), stream = %arg5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%1] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    cuda.launch_cfg.cooperative[%1] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %2 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0<%1> (%view, %view_2, %view_3, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_f32_, !memref_gmem_f32_1, !memref_gmem_f32_, !memref_gmem_f32_2, f32) -> !cuda.result
    %3 = cuda.cast %2 : !cuda.result -> i32
    cuda.return_if_error %3 : i32
    return %c0_i32 : i32
  }
}
