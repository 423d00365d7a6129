!cute_arith_tuple_iter_5a9c5d = !cute.arith_tuple_iter<"(?{div=2},?{div=8})">
!cute_arith_tuple_iter_66b557 = !cute.arith_tuple_iter<"(?,?{div=8})">
!cute_arith_tuple_iter_720f06 = !cute.arith_tuple_iter<"(?{div=32},?{div=256})">
!cute_arith_tuple_iter_e9f65b = !cute.arith_tuple_iter<"(?{div=4},?{div=8})">
!cute_coord_80bb2e = !cute.coord<"(?{div=2},?{div=8})">
!cute_coord_c2b1de = !cute.coord<"(?{div=4},?{div=8})">
!cute_coord_tensor_0300c9 = !cute.coord_tensor<"(0,0)", "((32,256),(32,5)):((1@0,1@1),(32@0,256@1))">
!cute_int_tuple_5246f5 = !cute.int_tuple<"(?{div=4},?{div=8})">
!cute_int_tuple_9a0db9 = !cute.int_tuple<"(?{div=32},?{div=256})">
!cute_layout_6ee2db = !cute.layout<"((32,256),(32,5)):((1@0,1@1),(32@0,256@1))">
!cute_layout_aff0f3 = !cute.layout<"((32,256),(32,5)):((1048,1),(33536,256))">
!cute_ptr_2914ae = !cute.ptr<bf16, rmem, align<16>>
!cute_ptr_489d54 = !cute.ptr<bf16, rmem, align<32>>
!cute_ptr_6f3445 = !cute.ptr<bf16, gmem, align<16>>
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<bf16, 128 b>, layout_copy_tv = <"((32,8),(8,4)):((256,4),(32,1))">, tiler_mn = <"[32:1;256:1]">>
!memref_gmem_bf16_ = !cute.memref<bf16, gmem, align<16>, "((32,256),(32,5)):((1048,1),(33536,256))">
!memref_gmem_bf16_1 = !cute.memref<bf16, gmem, align<16>, "(1000,1048):(1048,1)">
!memref_rmem_bf16_ = !cute.memref<bf16, rmem, align<32>, "((8,4),1,1):((1,8),0,0)">
!memref_rmem_i8_ = !cute.memref<i8, rmem, align<32>, "(4,1,1):(1,0,0)">
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_elementwise_kernel_tensor_hac277e3a_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_elementwise_kernel_tensor_hac277e3a_0(%arg0: !memref_gmem_bf16_, %arg1: !memref_gmem_bf16_, %arg2: !memref_gmem_bf16_) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<32xf32>
      %c1048_i32 = arith.constant 1048 : i32
      %c1000_i32 = arith.constant 1000 : i32
      %0 = cute.static : !cute.int_tuple<"24">
      %1 = cute.static : !cute.int_tuple<"3144">
      %2 = cute.static : !cute.int_tuple<"3">
      %3 = cute.static : !cute.int_tuple<"16">
      %4 = cute.static : !cute.int_tuple<"2096">
      %5 = cute.static : !cute.int_tuple<"2">
      %6 = cute.static : !cute.int_tuple<"8">
      %7 = cute.static : !cute.int_tuple<"1048">
      %8 = llvm.mlir.constant(0 : i8) : i8
      %9 = cute.static : !cute.int_tuple<"1">
      %10 = cute.static : !cute.coord<"(3,0,0)">
      %11 = cute.static : !cute.int_tuple<"(3,0)">
      %12 = cute.static : !cute.coord<"(2,0,0)">
      %13 = cute.static : !cute.int_tuple<"(2,0)">
      %14 = cute.static : !cute.coord<"(1,0,0)">
      %15 = cute.static : !cute.int_tuple<"(1,0)">
      %16 = cute.static : !cute.coord<"(0,0,0)">
      %c4_i32 = arith.constant 4 : i32
      %17 = cute.static : !cute_layout_6ee2db
      %c4192_i32 = arith.constant 4192 : i32
      %c8_i32 = arith.constant 8 : i32
      %c32_i32 = arith.constant 32 : i32
      %18 = cute.static : !cute_layout_aff0f3
      %19 = cute.static : !cute_coord_tensor_0300c9
      %20 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %21 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %coord = cute.make_coord(%21) : (i32) -> !cute.coord<"((_,_),?)">
      %idx = cute.crd2idx(%coord, %18) : (!cute.coord<"((_,_),?)">, !cute_layout_aff0f3) -> !cute.int_tuple<"?{div=256}">
      %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %ptr = cute.add_offset(%iter, %idx) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=256}">) -> !cute_ptr_6f3445
      %22 = arith.divsi %20, %c32_i32 : i32
      %23 = arith.remsi %20, %c32_i32 : i32
      %24 = arith.muli %23, %c8_i32 : i32
      %25 = arith.muli %22, %c4192_i32 : i32
      %26 = arith.addi %24, %25 : i32
      %iv = cute.assume(%26) : (i32) -> !cute.i32<divby 8>
      %int_tuple = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_0 = cute.add_offset(%ptr, %int_tuple) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
      %iter_1 = cute.get_iter(%arg1) : !memref_gmem_bf16_
      %ptr_2 = cute.add_offset(%iter_1, %idx) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=256}">) -> !cute_ptr_6f3445
      %ptr_3 = cute.add_offset(%ptr_2, %int_tuple) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
      %iter_4 = cute.get_iter(%arg2) : !memref_gmem_bf16_
      %ptr_5 = cute.add_offset(%iter_4, %idx) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=256}">) -> !cute_ptr_6f3445
      %ptr_6 = cute.add_offset(%ptr_5, %int_tuple) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
      %idx_7 = cute.crd2idx(%coord, %17) : (!cute.coord<"((_,_),?)">, !cute_layout_6ee2db) -> !cute_int_tuple_9a0db9
      %iter_8 = cute.get_iter(%19) : !cute_coord_tensor_0300c9
      %tup = cute.add_offset(%iter_8, %idx_7) : (!cute.arith_tuple_iter<"(0,0)">, !cute_int_tuple_9a0db9) -> !cute_arith_tuple_iter_720f06
      %27 = arith.muli %22, %c4_i32 : i32
      %iv_9 = cute.assume(%27) : (i32) -> !cute.i32<divby 4>
      %iv_10 = cute.assume(%24) : (i32) -> !cute.i32<divby 8>
      %int_tuple_11 = cute.make_int_tuple(%iv_9, %iv_10) : (!cute.i32<divby 4>, !cute.i32<divby 8>) -> !cute_int_tuple_5246f5
      %tup_12 = cute.add_offset(%tup, %int_tuple_11) : (!cute_arith_tuple_iter_720f06, !cute_int_tuple_5246f5) -> !cute_arith_tuple_iter_e9f65b
      %rmem = cute.memref.alloca() : !memref_rmem_i8_
      %iter_13 = cute.get_iter(%rmem) : !memref_rmem_i8_
      %tup_14 = cute.deref_arith_tuple_iter(%tup_12) : !cute_arith_tuple_iter_e9f65b
      %e0, %e1 = cute.get_leaves(%tup_14) : !cute_int_tuple_5246f5
      %coord_15 = cute.make_coord(%e0, %e1) : (!cute.int_tuple<"?{div=4}">, !cute.int_tuple<"?{div=8}">) -> !cute_coord_c2b1de
      %28:2 = cute.get_scalars(%coord_15) : !cute_coord_c2b1de
      %29 = arith.cmpi slt, %28#0, %c1000_i32 : i32
      %30 = arith.cmpi slt, %28#1, %c1048_i32 : i32
      %31 = arith.andi %29, %30 : i1
      %32 = arith.extui %31 : i1 to i8
      cute.memref.store(%rmem, %16, %32) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %tup_16 = cute.add_offset(%tup_12, %15) : (!cute_arith_tuple_iter_e9f65b, !cute.int_tuple<"(1,0)">) -> !cute_arith_tuple_iter_66b557
      %tup_17 = cute.deref_arith_tuple_iter(%tup_16) : !cute_arith_tuple_iter_66b557
      %e0_18, %e1_19 = cute.get_leaves(%tup_17) : !cute.int_tuple<"(?,?{div=8})">
      %coord_20 = cute.make_coord(%e0_18, %e1_19) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
      %33:2 = cute.get_scalars(%coord_20) : !cute.coord<"(?,?{div=8})">
      %34 = arith.cmpi slt, %33#0, %c1000_i32 : i32
      %35 = arith.cmpi slt, %33#1, %c1048_i32 : i32
      %36 = arith.andi %34, %35 : i1
      %37 = arith.extui %36 : i1 to i8
      cute.memref.store(%rmem, %14, %37) : (!memref_rmem_i8_, !cute.coord<"(1,0,0)">, i8) -> ()
      %tup_21 = cute.add_offset(%tup_12, %13) : (!cute_arith_tuple_iter_e9f65b, !cute.int_tuple<"(2,0)">) -> !cute_arith_tuple_iter_5a9c5d
      %tup_22 = cute.deref_arith_tuple_iter(%tup_21) : !cute_arith_tuple_iter_5a9c5d
      %e0_23, %e1_24 = cute.get_leaves(%tup_22) : !cute.int_tuple<"(?{div=2},?{div=8})">
      %coord_25 = cute.make_coord(%e0_23, %e1_24) : (!cute.int_tuple<"?{div=2}">, !cute.int_tuple<"?{div=8}">) -> !cute_coord_80bb2e
      %38:2 = cute.get_scalars(%coord_25) : !cute_coord_80bb2e
      %39 = arith.cmpi slt, %38#0, %c1000_i32 : i32
      %40 = arith.cmpi slt, %38#1, %c1048_i32 : i32
      %41 = arith.andi %39, %40 : i1
      %42 = arith.extui %41 : i1 to i8
      cute.memref.store(%rmem, %12, %42) : (!memref_rmem_i8_, !cute.coord<"(2,0,0)">, i8) -> ()
      %tup_26 = cute.add_offset(%tup_12, %11) : (!cute_arith_tuple_iter_e9f65b, !cute.int_tuple<"(3,0)">) -> !cute_arith_tuple_iter_66b557
      %tup_27 = cute.deref_arith_tuple_iter(%tup_26) : !cute_arith_tuple_iter_66b557
      %e0_28, %e1_29 = cute.get_leaves(%tup_27) : !cute.int_tuple<"(?,?{div=8})">
      %coord_30 = cute.make_coord(%e0_28, %e1_29) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
      %43:2 = cute.get_scalars(%coord_30) : !cute.coord<"(?,?{div=8})">
      %44 = arith.cmpi slt, %43#0, %c1000_i32 : i32
      %45 = arith.cmpi slt, %43#1, %c1048_i32 : i32
      %46 = arith.andi %44, %45 : i1
      %47 = arith.extui %46 : i1 to i8
      cute.memref.store(%rmem, %10, %47) : (!memref_rmem_i8_, !cute.coord<"(3,0,0)">, i8) -> ()
      %rmem_31 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_32 = cute.get_iter(%rmem_31) : !memref_rmem_bf16_
      %rmem_33 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_34 = cute.get_iter(%rmem_33) : !memref_rmem_bf16_
      %rmem_35 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_36 = cute.get_iter(%rmem_35) : !memref_rmem_bf16_
      %48 = builtin.unrealized_conversion_cast %iter_13 : !cute.ptr<i8, rmem, align<32>> to !llvm.ptr
      %49 = llvm.load %48 : !llvm.ptr -> i8
      %50 = llvm.icmp "ne" %49, %8 : i8
      cf.cond_br %50, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %51 = builtin.unrealized_conversion_cast %ptr_0 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %52 = builtin.unrealized_conversion_cast %iter_32 : !cute_ptr_489d54 to !llvm.ptr
      %53 = llvm.load %51 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %53, %52 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      cf.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %ptr_37 = cute.add_offset(%iter_13, %9) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"1">) -> !cute.ptr<i8, rmem>
      %54 = builtin.unrealized_conversion_cast %ptr_37 : !cute.ptr<i8, rmem> to !llvm.ptr
      %55 = llvm.load %54 : !llvm.ptr -> i8
      %56 = llvm.icmp "ne" %55, %8 : i8
      cf.cond_br %56, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %ptr_38 = cute.add_offset(%ptr_0, %7) : (!cute_ptr_6f3445, !cute.int_tuple<"1048">) -> !cute_ptr_6f3445
      %ptr_39 = cute.add_offset(%iter_32, %6) : (!cute_ptr_489d54, !cute.int_tuple<"8">) -> !cute_ptr_2914ae
      %57 = builtin.unrealized_conversion_cast %ptr_38 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %58 = builtin.unrealized_conversion_cast %ptr_39 : !cute_ptr_2914ae to !llvm.ptr
      %59 = llvm.load %57 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %59, %58 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      cf.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %ptr_40 = cute.add_offset(%iter_13, %5) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"2">) -> !cute.ptr<i8, rmem, align<2>>
      %60 = builtin.unrealized_conversion_cast %ptr_40 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
      %61 = llvm.load %60 : !llvm.ptr -> i8
      %62 = llvm.icmp "ne" %61, %8 : i8
      cf.cond_br %62, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %ptr_41 = cute.add_offset(%ptr_0, %4) : (!cute_ptr_6f3445, !cute.int_tuple<"2096">) -> !cute_ptr_6f3445
      %ptr_42 = cute.add_offset(%iter_32, %3) : (!cute_ptr_489d54, !cute.int_tuple<"16">) -> !cute_ptr_489d54
      %63 = builtin.unrealized_conversion_cast %ptr_41 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %64 = builtin.unrealized_conversion_cast %ptr_42 : !cute_ptr_489d54 to !llvm.ptr
      %65 = llvm.load %63 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %65, %64 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      cf.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %ptr_43 = cute.add_offset(%iter_13, %2) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"3">) -> !cute.ptr<i8, rmem>
      %66 = builtin.unrealized_conversion_cast %ptr_43 : !cute.ptr<i8, rmem> to !llvm.ptr
      %67 = llvm.load %66 : !llvm.ptr -> i8
      %68 = llvm.icmp "ne" %67, %8 : i8
      cf.cond_br %68, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %ptr_44 = cute.add_offset(%ptr_0, %1) : (!cute_ptr_6f3445, !cute.int_tuple<"3144">) -> !cute_ptr_6f3445
      %ptr_45 = cute.add_offset(%iter_32, %0) : (!cute_ptr_489d54, !cute.int_tuple<"24">) -> !cute_ptr_2914ae
      %69 = builtin.unrealized_conversion_cast %ptr_44 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %70 = builtin.unrealized_conversion_cast %ptr_45 : !cute_ptr_2914ae to !llvm.ptr
      %71 = llvm.load %69 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %71, %70 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      cf.br ^bb8
    ^bb8:  // 2 preds: ^bb6, ^bb7
      %72 = llvm.load %48 : !llvm.ptr -> i8
      %73 = llvm.icmp "ne" %72, %8 : i8
      cf.cond_br %73, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %74 = builtin.unrealized_conversion_cast %ptr_3 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %75 = builtin.unrealized_conversion_cast %iter_34 : !cute_ptr_489d54 to !llvm.ptr
      %76 = llvm.load %74 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %76, %75 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      cf.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      %77 = llvm.load %54 : !llvm.ptr -> i8
      %78 = llvm.icmp "ne" %77, %8 : i8
      cf.cond_br %78, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %ptr_46 = cute.add_offset(%ptr_3, %7) : (!cute_ptr_6f3445, !cute.int_tuple<"1048">) -> !cute_ptr_6f3445
      %ptr_47 = cute.add_offset(%iter_34, %6) : (!cute_ptr_489d54, !cute.int_tuple<"8">) -> !cute_ptr_2914ae
      %79 = builtin.unrealized_conversion_cast %ptr_46 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %80 = builtin.unrealized_conversion_cast %ptr_47 : !cute_ptr_2914ae to !llvm.ptr
      %81 = llvm.load %79 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %81, %80 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      cf.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      %82 = llvm.load %60 : !llvm.ptr -> i8
      %83 = llvm.icmp "ne" %82, %8 : i8
      cf.cond_br %83, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %ptr_48 = cute.add_offset(%ptr_3, %4) : (!cute_ptr_6f3445, !cute.int_tuple<"2096">) -> !cute_ptr_6f3445
      %ptr_49 = cute.add_offset(%iter_34, %3) : (!cute_ptr_489d54, !cute.int_tuple<"16">) -> !cute_ptr_489d54
      %84 = builtin.unrealized_conversion_cast %ptr_48 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %85 = builtin.unrealized_conversion_cast %ptr_49 : !cute_ptr_489d54 to !llvm.ptr
      %86 = llvm.load %84 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %86, %85 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      cf.br ^bb14
    ^bb14:  // 2 preds: ^bb12, ^bb13
      %87 = llvm.load %66 : !llvm.ptr -> i8
      %88 = llvm.icmp "ne" %87, %8 : i8
      cf.cond_br %88, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %ptr_50 = cute.add_offset(%ptr_3, %1) : (!cute_ptr_6f3445, !cute.int_tuple<"3144">) -> !cute_ptr_6f3445
      %ptr_51 = cute.add_offset(%iter_34, %0) : (!cute_ptr_489d54, !cute.int_tuple<"24">) -> !cute_ptr_2914ae
      %89 = builtin.unrealized_conversion_cast %ptr_50 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %90 = builtin.unrealized_conversion_cast %ptr_51 : !cute_ptr_2914ae to !llvm.ptr
      %91 = llvm.load %89 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %91, %90 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      cf.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %92 = cute.memref.load_vec(%rmem_31) : (!memref_rmem_bf16_) -> vector<32xbf16>
      %93 = cute.memref.load_vec(%rmem_33) : (!memref_rmem_bf16_) -> vector<32xbf16>
      %94 = arith.extf %92 : vector<32xbf16> to vector<32xf32>
      %95 = arith.extf %93 : vector<32xbf16> to vector<32xf32>
      %96 = arith.cmpf olt, %94, %cst : vector<32xf32>
      %97 = arith.select %96, %cst, %94 : vector<32xi1>, vector<32xf32>
      %98 = arith.addf %97, %95 : vector<32xf32>
      %99 = arith.truncf %98 : vector<32xf32> to vector<32xbf16>
      cute.memref.store_vec(%99, %rmem_35) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
      %100 = llvm.load %48 : !llvm.ptr -> i8
      %101 = llvm.icmp "ne" %100, %8 : i8
      cf.cond_br %101, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %102 = builtin.unrealized_conversion_cast %iter_36 : !cute_ptr_489d54 to !llvm.ptr
      %103 = builtin.unrealized_conversion_cast %ptr_6 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %104 = llvm.load %102 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %104, %103 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      cf.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %105 = llvm.load %54 : !llvm.ptr -> i8
      %106 = llvm.icmp "ne" %105, %8 : i8
      cf.cond_br %106, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      %ptr_52 = cute.add_offset(%iter_36, %6) : (!cute_ptr_489d54, !cute.int_tuple<"8">) -> !cute_ptr_2914ae
      %ptr_53 = cute.add_offset(%ptr_6, %7) : (!cute_ptr_6f3445, !cute.int_tuple<"1048">) -> !cute_ptr_6f3445
      %107 = builtin.unrealized_conversion_cast %ptr_52 : !cute_ptr_2914ae to !llvm.ptr
      %108 = builtin.unrealized_conversion_cast %ptr_53 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %109 = llvm.load %107 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %109, %108 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      cf.br ^bb20
    ^bb20:  // 2 preds: ^bb18, ^bb19
      %110 = llvm.load %60 : !llvm.ptr -> i8
      %111 = llvm.icmp "ne" %110, %8 : i8
      cf.cond_br %111, ^bb21, ^bb22
    ^bb21:  // pred: ^bb20
      %ptr_54 = cute.add_offset(%iter_36, %3) : (!cute_ptr_489d54, !cute.int_tuple<"16">) -> !cute_ptr_489d54
      %ptr_55 = cute.add_offset(%ptr_6, %4) : (!cute_ptr_6f3445, !cute.int_tuple<"2096">) -> !cute_ptr_6f3445
      %112 = builtin.unrealized_conversion_cast %ptr_54 : !cute_ptr_489d54 to !llvm.ptr
      %113 = builtin.unrealized_conversion_cast %ptr_55 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %114 = llvm.load %112 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %114, %113 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      cf.br ^bb22
    ^bb22:  // 2 preds: ^bb20, ^bb21
      %115 = llvm.load %66 : !llvm.ptr -> i8
      %116 = llvm.icmp "ne" %115, %8 : i8
      cf.cond_br %116, ^bb23, ^bb24
    ^bb23:  // pred: ^bb22
      %ptr_56 = cute.add_offset(%iter_36, %0) : (!cute_ptr_489d54, !cute.int_tuple<"24">) -> !cute_ptr_2914ae
      %ptr_57 = cute.add_offset(%ptr_6, %1) : (!cute_ptr_6f3445, !cute.int_tuple<"3144">) -> !cute_ptr_6f3445
      %117 = builtin.unrealized_conversion_cast %ptr_56 : !cute_ptr_2914ae to !llvm.ptr
      %118 = builtin.unrealized_conversion_cast %ptr_57 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %119 = llvm.load %117 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %119, %118 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      cf.br ^bb24
    ^bb24:  // 2 preds: ^bb22, ^bb23
      return
    }
  }
  func.func @cutlass___call___ElementwiseProgramoprel_h28c06614(%arg0: !memref_gmem_bf16_1, %arg1: !memref_gmem_bf16_1, %arg2: !memref_gmem_bf16_1, %arg3: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %c0_i64 = arith.constant 0 : i64
    %c160_i32 = arith.constant 160 : i32
    %c1_i32 = arith.constant 1 : i32
    %c256_i32 = arith.constant 256 : i32
    %c0_i32 = arith.constant 0 : i32
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_1
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_bf16_1
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<bf16, 128 b>
    %0 = cute.make_tiled_copy(%atom) : !copy_simt
    %view = cute.make_view(%iter) : !memref_gmem_bf16_
    %view_2 = cute.make_view(%iter_0) : !memref_gmem_bf16_
    %view_3 = cute.make_view(%iter_1) : !memref_gmem_bf16_
    %1 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c0_i64, gridDim = (%c160_i32, %c1_i32, %c1_i32), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%1] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    cuda.launch_cfg.cooperative[%1] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %2 = cuda.launch_ex @kernels::@kernel_cutlass_elementwise_kernel_tensor_hac277e3a_0<%1> (%view, %view_2, %view_3) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_bf16_, !memref_gmem_bf16_, !memref_gmem_bf16_) -> !cuda.result
    %3 = cuda.cast %2 : !cuda.result -> i32
    cuda.return_if_error %3 : i32
    return %c0_i32 : i32
  }
}
