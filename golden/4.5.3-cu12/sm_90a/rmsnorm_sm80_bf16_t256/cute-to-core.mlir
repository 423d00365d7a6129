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
!memref_smem_f32_1 = !cute.memref<f32, smem, align<32>, "8:1">
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0(%arg0: !memref_gmem_bf16_, %arg1: !memref_gmem_bf16_1, %arg2: !memref_gmem_bf16_, %arg3: !memref_gmem_f32_, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<32xf32>
      %cst_0 = arith.constant dense<0.000000e+00> : vector<32xbf16>
      %c5000_i32 = arith.constant 5000 : i32
      %c96_i32 = arith.constant 96 : i32
      %cst_1 = arith.constant 9.99999984E+17 : f32
      %cst_2 = arith.constant 5.000000e+03 : f32
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
      %cst_3 = arith.constant 1.000000e+00 : f32
      %cst_4 = arith.constant 1.17549435E-38 : f32
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
      cute.memref.store_vec(%cst_0, %rmem_31) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
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
      %68 = arith.cmpf olt, %67, %cst : vector<32xf32>
      %69 = arith.subf %cst, %67 : vector<32xf32>
      %70 = arith.select %68, %69, %67 : vector<32xi1>, vector<32xf32>
      %71 = vector.reduction <maximumf>, %70, %cst_5 : vector<32xf32> into f32
      %72 = arith.cmpf ugt, %71, %cst_5 : f32
      %73 = arith.select %72, %71, %cst_5 : f32
      %74 = arith.cmpf uno, %cst_5, %cst_5 : f32
      %75 = arith.select %74, %cst_5, %73 : f32
      %76 = arith.cmpf ugt, %75, %cst_4 : f32
      %77 = arith.select %76, %75, %cst_4 : f32
      %78 = arith.cmpf uno, %cst_4, %cst_4 : f32
      %79 = arith.select %78, %cst_4, %77 : f32
      %80 = arith.divf %cst_3, %79 : f32
      %81 = vector.broadcast %80 : f32 to vector<32xf32>
      %82 = arith.mulf %67, %81 : vector<32xf32>
      %83 = arith.mulf %80, %cst_5 : f32
      %84 = arith.mulf %83, %cst_5 : f32
      %85 = arith.mulf %84, %83 : f32
      %86 = arith.mulf %82, %82 : vector<32xf32>
      %87 = vector.reduction <add>, %86, %cst_5 : vector<32xf32> into f32
      %88 = arith.addf %85, %87 : f32
      %89 = nvvm.shfl.sync  bfly %c-1_i32, %75, %c16_i32, %c31_i32 : f32 -> f32
      %90 = nvvm.shfl.sync  bfly %c-1_i32, %88, %c16_i32, %c31_i32 : f32 -> f32
      %91 = arith.cmpf ugt, %75, %89 : f32
      %92 = arith.select %91, %75, %89 : f32
      %93 = arith.cmpf uno, %89, %89 : f32
      %94 = arith.select %93, %89, %92 : f32
      %95 = arith.cmpf ugt, %94, %cst_4 : f32
      %96 = arith.select %95, %94, %cst_4 : f32
      %97 = arith.cmpf uno, %cst_4, %cst_4 : f32
      %98 = arith.select %97, %cst_4, %96 : f32
      %99 = arith.divf %cst_3, %98 : f32
      %100 = arith.mulf %75, %99 : f32
      %101 = arith.mulf %89, %99 : f32
      %102 = arith.mulf %88, %100 : f32
      %103 = arith.mulf %102, %100 : f32
      %104 = arith.mulf %90, %101 : f32
      %105 = arith.mulf %104, %101 : f32
      %106 = arith.addf %103, %105 : f32
      %107 = nvvm.shfl.sync  bfly %c-1_i32, %94, %c8_i32, %c31_i32 : f32 -> f32
      %108 = nvvm.shfl.sync  bfly %c-1_i32, %106, %c8_i32, %c31_i32 : f32 -> f32
      %109 = arith.cmpf ugt, %94, %107 : f32
      %110 = arith.select %109, %94, %107 : f32
      %111 = arith.cmpf uno, %107, %107 : f32
      %112 = arith.select %111, %107, %110 : f32
      %113 = arith.cmpf ugt, %112, %cst_4 : f32
      %114 = arith.select %113, %112, %cst_4 : f32
      %115 = arith.cmpf uno, %cst_4, %cst_4 : f32
      %116 = arith.select %115, %cst_4, %114 : f32
      %117 = arith.divf %cst_3, %116 : f32
      %118 = arith.mulf %94, %117 : f32
      %119 = arith.mulf %107, %117 : f32
      %120 = arith.mulf %106, %118 : f32
      %121 = arith.mulf %120, %118 : f32
      %122 = arith.mulf %108, %119 : f32
      %123 = arith.mulf %122, %119 : f32
      %124 = arith.addf %121, %123 : f32
      %125 = nvvm.shfl.sync  bfly %c-1_i32, %112, %c4_i32, %c31_i32 : f32 -> f32
      %126 = nvvm.shfl.sync  bfly %c-1_i32, %124, %c4_i32, %c31_i32 : f32 -> f32
      %127 = arith.cmpf ugt, %112, %125 : f32
      %128 = arith.select %127, %112, %125 : f32
      %129 = arith.cmpf uno, %125, %125 : f32
      %130 = arith.select %129, %125, %128 : f32
      %131 = arith.cmpf ugt, %130, %cst_4 : f32
      %132 = arith.select %131, %130, %cst_4 : f32
      %133 = arith.cmpf uno, %cst_4, %cst_4 : f32
      %134 = arith.select %133, %cst_4, %132 : f32
      %135 = arith.divf %cst_3, %134 : f32
      %136 = arith.mulf %112, %135 : f32
      %137 = arith.mulf %125, %135 : f32
      %138 = arith.mulf %124, %136 : f32
      %139 = arith.mulf %138, %136 : f32
      %140 = arith.mulf %126, %137 : f32
      %141 = arith.mulf %140, %137 : f32
      %142 = arith.addf %139, %141 : f32
      %143 = nvvm.shfl.sync  bfly %c-1_i32, %130, %c2_i32, %c31_i32 : f32 -> f32
      %144 = nvvm.shfl.sync  bfly %c-1_i32, %142, %c2_i32, %c31_i32 : f32 -> f32
      %145 = arith.cmpf ugt, %130, %143 : f32
      %146 = arith.select %145, %130, %143 : f32
      %147 = arith.cmpf uno, %143, %143 : f32
      %148 = arith.select %147, %143, %146 : f32
      %149 = arith.cmpf ugt, %148, %cst_4 : f32
      %150 = arith.select %149, %148, %cst_4 : f32
      %151 = arith.cmpf uno, %cst_4, %cst_4 : f32
      %152 = arith.select %151, %cst_4, %150 : f32
      %153 = arith.divf %cst_3, %152 : f32
      %154 = arith.mulf %130, %153 : f32
      %155 = arith.mulf %143, %153 : f32
      %156 = arith.mulf %142, %154 : f32
      %157 = arith.mulf %156, %154 : f32
      %158 = arith.mulf %144, %155 : f32
      %159 = arith.mulf %158, %155 : f32
      %160 = arith.addf %157, %159 : f32
      %161 = nvvm.shfl.sync  bfly %c-1_i32, %148, %c1_i32, %c31_i32 : f32 -> f32
      %162 = nvvm.shfl.sync  bfly %c-1_i32, %160, %c1_i32, %c31_i32 : f32 -> f32
      %163 = arith.cmpf ugt, %148, %161 : f32
      %164 = arith.select %163, %148, %161 : f32
      %165 = arith.cmpf uno, %161, %161 : f32
      %166 = arith.select %165, %161, %164 : f32
      %167 = arith.cmpf ugt, %166, %cst_4 : f32
      %168 = arith.select %167, %166, %cst_4 : f32
      %169 = arith.cmpf uno, %cst_4, %cst_4 : f32
      %170 = arith.select %169, %cst_4, %168 : f32
      %171 = arith.divf %cst_3, %170 : f32
      %172 = arith.mulf %148, %171 : f32
      %173 = arith.mulf %161, %171 : f32
      %174 = arith.mulf %160, %172 : f32
      %175 = arith.mulf %174, %172 : f32
      %176 = arith.mulf %162, %173 : f32
      %177 = arith.mulf %176, %173 : f32
      %178 = arith.addf %175, %177 : f32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %ptr_40 = cute.add_offset(%smem_ptr, %8) : (!cute_ptr_9af6a0, !cute.int_tuple<"32">) -> !cute.ptr<i8, smem, align<32>>
      %iter_41 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_41, %9) : !memref_smem_f32_
      %iter_42 = cute.recast_iter(%ptr_40) : !cute.ptr<i8, smem, align<32>> to !cute.ptr<f32, smem, align<32>>
      %view_43 = cute.make_view(%iter_42, %9) : !memref_smem_f32_1
      %179 = arith.cmpi eq, %26, %c0_i32 : i32
      cf.cond_br %179, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %coord_44 = cute.make_coord(%35) : (i32) -> !cute.coord<"?">
      cute.memref.store(%view, %coord_44, %166) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
      cute.memref.store(%view_43, %coord_44, %178) : (!memref_smem_f32_1, !cute.coord<"?">, f32) -> ()
      cf.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      nvvm.barrier
      %180 = cute.memref.load(%view, %7) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %181 = cute.memref.load(%view_43, %7) : (!memref_smem_f32_1, !cute.coord<"0">) -> f32
      %182 = cute.memref.load(%view, %6) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %183 = cute.memref.load(%view_43, %6) : (!memref_smem_f32_1, !cute.coord<"1">) -> f32
      %184 = arith.cmpf ugt, %180, %182 : f32
      %185 = arith.select %184, %180, %182 : f32
      %186 = arith.cmpf uno, %182, %182 : f32
      %187 = arith.select %186, %182, %185 : f32
      %188 = arith.cmpf ugt, %187, %cst_4 : f32
      %189 = arith.select %188, %187, %cst_4 : f32
      %190 = arith.cmpf uno, %cst_4, %cst_4 : f32
      %191 = arith.select %190, %cst_4, %189 : f32
      %192 = arith.divf %cst_3, %191 : f32
      %193 = arith.mulf %180, %192 : f32
      %194 = arith.mulf %182, %192 : f32
      %195 = arith.mulf %181, %193 : f32
      %196 = arith.mulf %195, %193 : f32
      %197 = arith.mulf %183, %194 : f32
      %198 = arith.mulf %197, %194 : f32
      %199 = arith.addf %196, %198 : f32
      %200 = cute.memref.load(%view, %5) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %201 = cute.memref.load(%view_43, %5) : (!memref_smem_f32_1, !cute.coord<"2">) -> f32
      %202 = arith.cmpf ugt, %187, %200 : f32
      %203 = arith.select %202, %187, %200 : f32
      %204 = arith.cmpf uno, %200, %200 : f32
      %205 = arith.select %204, %200, %203 : f32
      %206 = arith.cmpf ugt, %205, %cst_4 : f32
      %207 = arith.select %206, %205, %cst_4 : f32
      %208 = arith.cmpf uno, %cst_4, %cst_4 : f32
      %209 = arith.select %208, %cst_4, %207 : f32
      %210 = arith.divf %cst_3, %209 : f32
      %211 = arith.mulf %187, %210 : f32
      %212 = arith.mulf %200, %210 : f32
      %213 = arith.mulf %199, %211 : f32
      %214 = arith.mulf %213, %211 : f32
      %215 = arith.mulf %201, %212 : f32
      %216 = arith.mulf %215, %212 : f32
      %217 = arith.addf %214, %216 : f32
      %218 = cute.memref.load(%view, %4) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %219 = cute.memref.load(%view_43, %4) : (!memref_smem_f32_1, !cute.coord<"3">) -> f32
      %220 = arith.cmpf ugt, %205, %218 : f32
      %221 = arith.select %220, %205, %218 : f32
      %222 = arith.cmpf uno, %218, %218 : f32
      %223 = arith.select %222, %218, %221 : f32
      %224 = arith.cmpf ugt, %223, %cst_4 : f32
      %225 = arith.select %224, %223, %cst_4 : f32
      %226 = arith.cmpf uno, %cst_4, %cst_4 : f32
      %227 = arith.select %226, %cst_4, %225 : f32
      %228 = arith.divf %cst_3, %227 : f32
      %229 = arith.mulf %205, %228 : f32
      %230 = arith.mulf %218, %228 : f32
      %231 = arith.mulf %217, %229 : f32
      %232 = arith.mulf %231, %229 : f32
      %233 = arith.mulf %219, %230 : f32
      %234 = arith.mulf %233, %230 : f32
      %235 = arith.addf %232, %234 : f32
      %236 = cute.memref.load(%view, %3) : (!memref_smem_f32_, !cute.coord<"4">) -> f32
      %237 = cute.memref.load(%view_43, %3) : (!memref_smem_f32_1, !cute.coord<"4">) -> f32
      %238 = arith.cmpf ugt, %223, %236 : f32
      %239 = arith.select %238, %223, %236 : f32
      %240 = arith.cmpf uno, %236, %236 : f32
      %241 = arith.select %240, %236, %239 : f32
      %242 = arith.cmpf ugt, %241, %cst_4 : f32
      %243 = arith.select %242, %241, %cst_4 : f32
      %244 = arith.cmpf uno, %cst_4, %cst_4 : f32
      %245 = arith.select %244, %cst_4, %243 : f32
      %246 = arith.divf %cst_3, %245 : f32
      %247 = arith.mulf %223, %246 : f32
      %248 = arith.mulf %236, %246 : f32
      %249 = arith.mulf %235, %247 : f32
      %250 = arith.mulf %249, %247 : f32
      %251 = arith.mulf %237, %248 : f32
      %252 = arith.mulf %251, %248 : f32
      %253 = arith.addf %250, %252 : f32
      %254 = cute.memref.load(%view, %2) : (!memref_smem_f32_, !cute.coord<"5">) -> f32
      %255 = cute.memref.load(%view_43, %2) : (!memref_smem_f32_1, !cute.coord<"5">) -> f32
      %256 = arith.cmpf ugt, %241, %254 : f32
      %257 = arith.select %256, %241, %254 : f32
      %258 = arith.cmpf uno, %254, %254 : f32
      %259 = arith.select %258, %254, %257 : f32
      %260 = arith.cmpf ugt, %259, %cst_4 : f32
      %261 = arith.select %260, %259, %cst_4 : f32
      %262 = arith.cmpf uno, %cst_4, %cst_4 : f32
      %263 = arith.select %262, %cst_4, %261 : f32
      %264 = arith.divf %cst_3, %263 : f32
      %265 = arith.mulf %241, %264 : f32
      %266 = arith.mulf %254, %264 : f32
      %267 = arith.mulf %253, %265 : f32
      %268 = arith.mulf %267, %265 : f32
      %269 = arith.mulf %255, %266 : f32
      %270 = arith.mulf %269, %266 : f32
      %271 = arith.addf %268, %270 : f32
      %272 = cute.memref.load(%view, %1) : (!memref_smem_f32_, !cute.coord<"6">) -> f32
      %273 = cute.memref.load(%view_43, %1) : (!memref_smem_f32_1, !cute.coord<"6">) -> f32
      %274 = arith.cmpf ugt, %259, %272 : f32
      %275 = arith.select %274, %259, %272 : f32
      %276 = arith.cmpf uno, %272, %272 : f32
      %277 = arith.select %276, %272, %275 : f32
      %278 = arith.cmpf ugt, %277, %cst_4 : f32
      %279 = arith.select %278, %277, %cst_4 : f32
      %280 = arith.cmpf uno, %cst_4, %cst_4 : f32
      %281 = arith.select %280, %cst_4, %279 : f32
      %282 = arith.divf %cst_3, %281 : f32
      %283 = arith.mulf %259, %282 : f32
      %284 = arith.mulf %272, %282 : f32
      %285 = arith.mulf %271, %283 : f32
      %286 = arith.mulf %285, %283 : f32
      %287 = arith.mulf %273, %284 : f32
      %288 = arith.mulf %287, %284 : f32
      %289 = arith.addf %286, %288 : f32
      %290 = cute.memref.load(%view, %0) : (!memref_smem_f32_, !cute.coord<"7">) -> f32
      %291 = cute.memref.load(%view_43, %0) : (!memref_smem_f32_1, !cute.coord<"7">) -> f32
      %292 = arith.cmpf ugt, %277, %290 : f32
      %293 = arith.select %292, %277, %290 : f32
      %294 = arith.cmpf uno, %290, %290 : f32
      %295 = arith.select %294, %290, %293 : f32
      %296 = arith.cmpf ugt, %295, %cst_4 : f32
      %297 = arith.select %296, %295, %cst_4 : f32
      %298 = arith.cmpf uno, %cst_4, %cst_4 : f32
      %299 = arith.select %298, %cst_4, %297 : f32
      %300 = arith.divf %cst_3, %299 : f32
      %301 = arith.mulf %277, %300 : f32
      %302 = arith.mulf %290, %300 : f32
      %303 = arith.mulf %289, %301 : f32
      %304 = arith.mulf %303, %301 : f32
      %305 = arith.mulf %291, %302 : f32
      %306 = arith.mulf %305, %302 : f32
      %307 = arith.addf %304, %306 : f32
      %308 = arith.divf %307, %cst_2 : f32
      %309 = arith.mulf %295, %295 : f32
      %310 = arith.mulf %309, %308 : f32
      %311 = arith.addf %310, %arg4 : f32
      %312 = math.rsqrt %311 : f32
      %313 = arith.mulf %arg4, %300 : f32
      %314 = arith.mulf %313, %300 : f32
      %315 = arith.addf %308, %314 : f32
      %316 = math.rsqrt %315 : f32
      %317 = arith.mulf %300, %316 : f32
      %318 = arith.cmpf ogt, %295, %cst_1 : f32
      %319 = arith.select %318, %317, %312 : f32
      %320 = arith.cmpi eq, %24, %c0_i32 : i32
      cf.cond_br %320, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %coord_45 = cute.make_coord(%25) : (i32) -> !cute.coord<"?">
      cute.memref.store(%arg3, %coord_45, %319) : (!memref_gmem_f32_, !cute.coord<"?">, f32) -> ()
      cf.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      %iter_46 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
      %ptr_47 = cute.add_offset(%iter_46, %int_tuple) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
      %iter_48 = cute.get_iter(%arg2) : !memref_gmem_bf16_
      %ptr_49 = cute.add_offset(%iter_48, %idx) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
      %ptr_50 = cute.add_offset(%ptr_49, %int_tuple) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
      %rmem_51 = cute.memref.alloca() : !memref_rmem_i8_
      %iter_52 = cute.get_iter(%rmem_51) : !memref_rmem_i8_
      cute.memref.store(%rmem_51, %20, %41) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      cute.memref.store(%rmem_51, %18, %46) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      cute.memref.store(%rmem_51, %16, %51) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      cute.memref.store(%rmem_51, %14, %56) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_53 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_54 = cute.get_iter(%rmem_53) : !memref_rmem_bf16_
      %rmem_55 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_56 = cute.get_iter(%rmem_55) : !memref_rmem_bf16_
      cute.memref.store_vec(%cst_0, %rmem_53) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
      cute.memref.store_vec(%cst_0, %rmem_55) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
      cf.br ^bb10(%c0_i32 : i32)
    ^bb10(%321: i32):  // 2 preds: ^bb9, ^bb13
      %322 = arith.cmpi slt, %321, %c4_i32 : i32
      cf.cond_br %322, ^bb11, ^bb14 {llvm.loop_annotation = #loop_annotation}
    ^bb11:  // pred: ^bb10
      %coord_57 = cute.make_coord(%321) : (i32) -> !cute.coord<"(_,?)">
      %idx_58 = cute.crd2idx(%coord_57, %13) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
      %ptr_59 = cute.add_offset(%ptr_8, %idx_58) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
      %idx_60 = cute.crd2idx(%coord_57, %12) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_61 = cute.add_offset(%iter_54, %idx_60) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_62 = cute.crd2idx(%coord_57, %11) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_63 = cute.add_offset(%iter_52, %idx_62) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %323 = builtin.unrealized_conversion_cast %ptr_63 : !cute.ptr<i8, rmem> to !llvm.ptr
      %324 = llvm.load %323 : !llvm.ptr -> i8
      %325 = llvm.icmp "ne" %324, %10 : i8
      cf.cond_br %325, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      %326 = builtin.unrealized_conversion_cast %ptr_59 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %327 = builtin.unrealized_conversion_cast %ptr_61 : !cute_ptr_2914ae to !llvm.ptr
      %328 = llvm.load %326 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %328, %327 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      cf.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      %329 = arith.addi %321, %c1_i32 : i32
      cf.br ^bb10(%329 : i32)
    ^bb14:  // pred: ^bb10
      cf.br ^bb15(%c0_i32 : i32)
    ^bb15(%330: i32):  // 2 preds: ^bb14, ^bb18
      %331 = arith.cmpi slt, %330, %c4_i32 : i32
      cf.cond_br %331, ^bb16, ^bb19 {llvm.loop_annotation = #loop_annotation}
    ^bb16:  // pred: ^bb15
      %coord_64 = cute.make_coord(%330) : (i32) -> !cute.coord<"(_,?)">
      %idx_65 = cute.crd2idx(%coord_64, %13) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
      %ptr_66 = cute.add_offset(%ptr_47, %idx_65) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
      %idx_67 = cute.crd2idx(%coord_64, %12) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_68 = cute.add_offset(%iter_56, %idx_67) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_69 = cute.crd2idx(%coord_64, %11) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_70 = cute.add_offset(%iter_52, %idx_69) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %332 = builtin.unrealized_conversion_cast %ptr_70 : !cute.ptr<i8, rmem> to !llvm.ptr
      %333 = llvm.load %332 : !llvm.ptr -> i8
      %334 = llvm.icmp "ne" %333, %10 : i8
      cf.cond_br %334, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %335 = builtin.unrealized_conversion_cast %ptr_66 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %336 = builtin.unrealized_conversion_cast %ptr_68 : !cute_ptr_2914ae to !llvm.ptr
      %337 = llvm.load %335 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %337, %336 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      cf.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %338 = arith.addi %330, %c1_i32 : i32
      cf.br ^bb15(%338 : i32)
    ^bb19:  // pred: ^bb15
      %339 = cute.memref.load_vec(%rmem_53) : (!memref_rmem_bf16_) -> vector<32xbf16>
      %340 = arith.extf %339 : vector<32xbf16> to vector<32xf32>
      %341 = vector.broadcast %319 : f32 to vector<32xf32>
      %342 = arith.mulf %340, %341 : vector<32xf32>
      %343 = cute.memref.load_vec(%rmem_55) : (!memref_rmem_bf16_) -> vector<32xbf16>
      %344 = arith.extf %343 : vector<32xbf16> to vector<32xf32>
      %345 = arith.mulf %342, %344 : vector<32xf32>
      %rmem_71 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_72 = cute.get_iter(%rmem_71) : !memref_rmem_bf16_
      %346 = arith.truncf %345 : vector<32xf32> to vector<32xbf16>
      cute.memref.store_vec(%346, %rmem_71) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
      cf.br ^bb20(%c0_i32 : i32)
    ^bb20(%347: i32):  // 2 preds: ^bb19, ^bb23
      %348 = arith.cmpi slt, %347, %c4_i32 : i32
      cf.cond_br %348, ^bb21, ^bb24 {llvm.loop_annotation = #loop_annotation}
    ^bb21:  // pred: ^bb20
      %coord_73 = cute.make_coord(%347) : (i32) -> !cute.coord<"(_,?)">
      %idx_74 = cute.crd2idx(%coord_73, %12) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_75 = cute.add_offset(%iter_72, %idx_74) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_76 = cute.crd2idx(%coord_73, %13) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
      %ptr_77 = cute.add_offset(%ptr_50, %idx_76) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
      %idx_78 = cute.crd2idx(%coord_73, %11) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_79 = cute.add_offset(%iter_52, %idx_78) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %349 = builtin.unrealized_conversion_cast %ptr_79 : !cute.ptr<i8, rmem> to !llvm.ptr
      %350 = llvm.load %349 : !llvm.ptr -> i8
      %351 = llvm.icmp "ne" %350, %10 : i8
      cf.cond_br %351, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %352 = builtin.unrealized_conversion_cast %ptr_75 : !cute_ptr_2914ae to !llvm.ptr
      %353 = builtin.unrealized_conversion_cast %ptr_77 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %354 = llvm.load %352 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %354, %353 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      cf.br ^bb23
    ^bb23:  // 2 preds: ^bb21, ^bb22
      %355 = arith.addi %347, %c1_i32 : i32
      cf.br ^bb20(%355 : i32)
    ^bb24:  // pred: ^bb20
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads25_hc4505c4e(%arg0: !memref_gmem_bf16_2, %arg1: !memref_gmem_bf16_3, %arg2: !memref_gmem_bf16_2, %arg3: !memref_gmem_f32_, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %c128_i64 = arith.constant 128 : i64
    %c0_i32 = arith.constant 0 : i32
    %c96_i32 = arith.constant 96 : i32
    %c1_i32 = arith.constant 1 : i32
    %c256_i32 = arith.constant 256 : i32
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_2
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_3
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_bf16_2
    %view = cute.make_view(%iter) : !memref_gmem_bf16_
    %view_2 = cute.make_view(%iter_0) : !memref_gmem_bf16_1
    %view_3 = cute.make_view(%iter_1) : !memref_gmem_bf16_
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<bf16, 128 b>
    %0 = cute.make_tiled_copy(%atom) : !copy_simt
    %1 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c128_i64, gridDim = (%c96_i32, %c1_i32, %c1_i32), stream = %arg5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%1] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    cuda.launch_cfg.cooperative[%1] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %2 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0<%1> (%view, %view_2, %view_3, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_bf16_, !memref_gmem_bf16_1, !memref_gmem_bf16_, !memref_gmem_f32_, f32) -> !cuda.result
    %3 = cuda.cast %2 : !cuda.result -> i32
    cuda.return_if_error %3 : i32
    return %c0_i32 : i32
  }
}
