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
!memref_gmem_bf16_1 = !cute.memref<bf16, gmem, align<16>, "(96,5000):(5000,1)">
!memref_rmem_bf16_ = !cute.memref<bf16, rmem, align<32>, "((8,1),1,4):((1,0),0,8)">
!memref_rmem_i8_ = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_smem_f32_ = !cute.memref<f32, smem, align<1024>, "8:1">
!memref_smem_f32_1 = !cute.memref<f32, smem, align<32>, "8:1">
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrb_h393d651a_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_softmax_kernel_tensorptrb_h393d651a_0(%arg0: !memref_gmem_bf16_, %arg1: !memref_gmem_bf16_) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<32xbf16>
      %cst_0 = arith.constant dense<1.44269502> : vector<32xf32>
      %cst_1 = arith.constant dense<0xFF80> : vector<32xbf16>
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
      %cst_2 = arith.constant 1.44269502 : f32
      %10 = llvm.mlir.constant(0 : i8) : i8
      %11 = cute.static : !cute_layout_973764
      %12 = cute.static : !cute_layout_bb9a85
      %13 = cute.static : !cute_layout_8083f9
      %14 = cute.static : !cute.coord<"(0,0,3)">
      %c6144_i32 = arith.constant 6144 : i32
      %15 = cute.static : !cute.coord<"(0,0,2)">
      %c4096_i32 = arith.constant 4096 : i32
      %16 = cute.static : !cute.coord<"(0,0,1)">
      %c2048_i32 = arith.constant 2048 : i32
      %17 = cute.static : !cute.coord<"(0,0,0)">
      %c5000_i32 = arith.constant 5000 : i32
      %c8_i32 = arith.constant 8 : i32
      %18 = cute.static : !cute_layout_ba17ea
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %cst_3 = arith.constant -3.40282347E+38 : f32
      %cst_4 = arith.constant 0.000000e+00 : f32
      %c32_i32 = arith.constant 32 : i32
      %19 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %20 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %21 = arith.remsi %19, %c32_i32 : i32
      %22 = arith.divsi %19, %c32_i32 : i32
      %23 = arith.muli %22, %c32_i32 : i32
      %24 = arith.cmpi ne, %19, %23 : i32
      %c0_i32_5 = arith.constant 0 : i32
      %25 = arith.cmpi slt, %19, %c0_i32_5 : i32
      %26 = arith.cmpi slt, %c32_i32, %c0_i32_5 : i32
      %27 = arith.cmpi ne, %25, %26 : i1
      %28 = arith.andi %24, %27 : i1
      %c-1_i32_6 = arith.constant -1 : i32
      %29 = arith.addi %22, %c-1_i32_6 : i32
      %30 = arith.select %28, %29, %22 : i32
      %coord = cute.make_coord(%20) : (i32) -> !cute.coord<"((_,_),(?,0))">
      %idx = cute.crd2idx(%coord, %18) : (!cute.coord<"((_,_),(?,0))">, !cute_layout_ba17ea) -> !cute.int_tuple<"?{div=5000}">
      %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %ptr = cute.add_offset(%iter, %idx) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
      %31 = arith.muli %19, %c8_i32 : i32
      %iv = cute.assume(%31) : (i32) -> !cute.i32<divby 8>
      %int_tuple = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_7 = cute.add_offset(%ptr, %int_tuple) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
      %rmem = cute.memref.alloca() : !memref_rmem_i8_
      %iter_8 = cute.get_iter(%rmem) : !memref_rmem_i8_
      %32 = arith.cmpi slt, %31, %c5000_i32 : i32
      %33 = arith.extui %32 : i1 to i8
      cute.memref.store(%rmem, %17, %33) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %34 = arith.addi %31, %c2048_i32 : i32
      %35 = arith.cmpi slt, %34, %c5000_i32 : i32
      %36 = arith.extui %35 : i1 to i8
      cute.memref.store(%rmem, %16, %36) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      %37 = arith.addi %31, %c4096_i32 : i32
      %38 = arith.cmpi slt, %37, %c5000_i32 : i32
      %39 = arith.extui %38 : i1 to i8
      cute.memref.store(%rmem, %15, %39) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      %40 = arith.addi %31, %c6144_i32 : i32
      %41 = arith.cmpi slt, %40, %c5000_i32 : i32
      %42 = arith.extui %41 : i1 to i8
      cute.memref.store(%rmem, %14, %42) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_9 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_10 = cute.get_iter(%rmem_9) : !memref_rmem_bf16_
      cute.memref.store_vec(%cst_1, %rmem_9) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
      cf.br ^bb1(%c0_i32 : i32)
    ^bb1(%43: i32):  // 2 preds: ^bb0, ^bb4
      %44 = arith.cmpi slt, %43, %c4_i32 : i32
      cf.cond_br %44, ^bb2, ^bb5 {llvm.loop_annotation = #loop_annotation}
    ^bb2:  // pred: ^bb1
      %coord_11 = cute.make_coord(%43) : (i32) -> !cute.coord<"(_,?)">
      %idx_12 = cute.crd2idx(%coord_11, %13) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
      %ptr_13 = cute.add_offset(%ptr_7, %idx_12) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
      %idx_14 = cute.crd2idx(%coord_11, %12) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_15 = cute.add_offset(%iter_10, %idx_14) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_16 = cute.crd2idx(%coord_11, %11) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_17 = cute.add_offset(%iter_8, %idx_16) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %45 = builtin.unrealized_conversion_cast %ptr_17 : !cute.ptr<i8, rmem> to !llvm.ptr
      %46 = llvm.load %45 : !llvm.ptr -> i8
      %47 = llvm.icmp "ne" %46, %10 : i8
      cf.cond_br %47, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %48 = builtin.unrealized_conversion_cast %ptr_13 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %49 = builtin.unrealized_conversion_cast %ptr_15 : !cute_ptr_2914ae to !llvm.ptr
      %50 = llvm.load %48 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %50, %49 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      cf.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %51 = arith.addi %43, %c1_i32 : i32
      cf.br ^bb1(%51 : i32)
    ^bb5:  // pred: ^bb1
      %52 = cute.memref.load_vec(%rmem_9) : (!memref_rmem_bf16_) -> vector<32xbf16>
      %53 = arith.extf %52 : vector<32xbf16> to vector<32xf32>
      %54 = vector.reduction <maximumf>, %53, %cst_3 : vector<32xf32> into f32
      %55 = arith.cmpf ugt, %54, %cst_3 : f32
      %56 = arith.select %55, %54, %cst_3 : f32
      %57 = arith.cmpf uno, %cst_3, %cst_3 : f32
      %58 = arith.select %57, %cst_3, %56 : f32
      %59 = vector.broadcast %58 : f32 to vector<32xf32>
      %60 = arith.subf %53, %59 : vector<32xf32>
      %61 = arith.mulf %60, %cst_0 : vector<32xf32>
      %62 = math.exp2 %61 : vector<32xf32>
      %63 = vector.reduction <add>, %62, %cst_4 : vector<32xf32> into f32
      %64 = arith.subf %cst_3, %58 : f32
      %65 = arith.mulf %64, %cst_2 : f32
      %66 = math.exp2 %65 : f32
      %67 = arith.mulf %66, %cst_4 : f32
      %68 = arith.addf %67, %63 : f32
      %69 = nvvm.shfl.sync  bfly %c-1_i32, %58, %c16_i32, %c31_i32 : f32 -> f32
      %70 = nvvm.shfl.sync  bfly %c-1_i32, %68, %c16_i32, %c31_i32 : f32 -> f32
      %71 = arith.cmpf ugt, %58, %69 : f32
      %72 = arith.select %71, %58, %69 : f32
      %73 = arith.cmpf uno, %69, %69 : f32
      %74 = arith.select %73, %69, %72 : f32
      %75 = arith.subf %58, %74 : f32
      %76 = arith.mulf %75, %cst_2 : f32
      %77 = math.exp2 %76 : f32
      %78 = arith.mulf %68, %77 : f32
      %79 = arith.subf %69, %74 : f32
      %80 = arith.mulf %79, %cst_2 : f32
      %81 = math.exp2 %80 : f32
      %82 = arith.mulf %70, %81 : f32
      %83 = arith.addf %78, %82 : f32
      %84 = nvvm.shfl.sync  bfly %c-1_i32, %74, %c8_i32, %c31_i32 : f32 -> f32
      %85 = nvvm.shfl.sync  bfly %c-1_i32, %83, %c8_i32, %c31_i32 : f32 -> f32
      %86 = arith.cmpf ugt, %74, %84 : f32
      %87 = arith.select %86, %74, %84 : f32
      %88 = arith.cmpf uno, %84, %84 : f32
      %89 = arith.select %88, %84, %87 : f32
      %90 = arith.subf %74, %89 : f32
      %91 = arith.mulf %90, %cst_2 : f32
      %92 = math.exp2 %91 : f32
      %93 = arith.mulf %83, %92 : f32
      %94 = arith.subf %84, %89 : f32
      %95 = arith.mulf %94, %cst_2 : f32
      %96 = math.exp2 %95 : f32
      %97 = arith.mulf %85, %96 : f32
      %98 = arith.addf %93, %97 : f32
      %99 = nvvm.shfl.sync  bfly %c-1_i32, %89, %c4_i32, %c31_i32 : f32 -> f32
      %100 = nvvm.shfl.sync  bfly %c-1_i32, %98, %c4_i32, %c31_i32 : f32 -> f32
      %101 = arith.cmpf ugt, %89, %99 : f32
      %102 = arith.select %101, %89, %99 : f32
      %103 = arith.cmpf uno, %99, %99 : f32
      %104 = arith.select %103, %99, %102 : f32
      %105 = arith.subf %89, %104 : f32
      %106 = arith.mulf %105, %cst_2 : f32
      %107 = math.exp2 %106 : f32
      %108 = arith.mulf %98, %107 : f32
      %109 = arith.subf %99, %104 : f32
      %110 = arith.mulf %109, %cst_2 : f32
      %111 = math.exp2 %110 : f32
      %112 = arith.mulf %100, %111 : f32
      %113 = arith.addf %108, %112 : f32
      %114 = nvvm.shfl.sync  bfly %c-1_i32, %104, %c2_i32, %c31_i32 : f32 -> f32
      %115 = nvvm.shfl.sync  bfly %c-1_i32, %113, %c2_i32, %c31_i32 : f32 -> f32
      %116 = arith.cmpf ugt, %104, %114 : f32
      %117 = arith.select %116, %104, %114 : f32
      %118 = arith.cmpf uno, %114, %114 : f32
      %119 = arith.select %118, %114, %117 : f32
      %120 = arith.subf %104, %119 : f32
      %121 = arith.mulf %120, %cst_2 : f32
      %122 = math.exp2 %121 : f32
      %123 = arith.mulf %113, %122 : f32
      %124 = arith.subf %114, %119 : f32
      %125 = arith.mulf %124, %cst_2 : f32
      %126 = math.exp2 %125 : f32
      %127 = arith.mulf %115, %126 : f32
      %128 = arith.addf %123, %127 : f32
      %129 = nvvm.shfl.sync  bfly %c-1_i32, %119, %c1_i32, %c31_i32 : f32 -> f32
      %130 = nvvm.shfl.sync  bfly %c-1_i32, %128, %c1_i32, %c31_i32 : f32 -> f32
      %131 = arith.cmpf ugt, %119, %129 : f32
      %132 = arith.select %131, %119, %129 : f32
      %133 = arith.cmpf uno, %129, %129 : f32
      %134 = arith.select %133, %129, %132 : f32
      %135 = arith.subf %119, %134 : f32
      %136 = arith.mulf %135, %cst_2 : f32
      %137 = math.exp2 %136 : f32
      %138 = arith.mulf %128, %137 : f32
      %139 = arith.subf %129, %134 : f32
      %140 = arith.mulf %139, %cst_2 : f32
      %141 = math.exp2 %140 : f32
      %142 = arith.mulf %130, %141 : f32
      %143 = arith.addf %138, %142 : f32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %ptr_18 = cute.add_offset(%smem_ptr, %8) : (!cute_ptr_9af6a0, !cute.int_tuple<"32">) -> !cute.ptr<i8, smem, align<32>>
      %iter_19 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_19, %9) : !memref_smem_f32_
      %iter_20 = cute.recast_iter(%ptr_18) : !cute.ptr<i8, smem, align<32>> to !cute.ptr<f32, smem, align<32>>
      %view_21 = cute.make_view(%iter_20, %9) : !memref_smem_f32_1
      %144 = arith.cmpi eq, %21, %c0_i32 : i32
      cf.cond_br %144, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %coord_22 = cute.make_coord(%30) : (i32) -> !cute.coord<"?">
      cute.memref.store(%view, %coord_22, %134) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
      cute.memref.store(%view_21, %coord_22, %143) : (!memref_smem_f32_1, !cute.coord<"?">, f32) -> ()
      cf.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      nvvm.barrier
      %145 = cute.memref.load(%view, %7) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %146 = cute.memref.load(%view_21, %7) : (!memref_smem_f32_1, !cute.coord<"0">) -> f32
      %147 = cute.memref.load(%view, %6) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %148 = cute.memref.load(%view_21, %6) : (!memref_smem_f32_1, !cute.coord<"1">) -> f32
      %149 = arith.cmpf ugt, %145, %147 : f32
      %150 = arith.select %149, %145, %147 : f32
      %151 = arith.cmpf uno, %147, %147 : f32
      %152 = arith.select %151, %147, %150 : f32
      %153 = arith.subf %145, %152 : f32
      %154 = arith.mulf %153, %cst_2 : f32
      %155 = math.exp2 %154 : f32
      %156 = arith.mulf %146, %155 : f32
      %157 = arith.subf %147, %152 : f32
      %158 = arith.mulf %157, %cst_2 : f32
      %159 = math.exp2 %158 : f32
      %160 = arith.mulf %148, %159 : f32
      %161 = arith.addf %156, %160 : f32
      %162 = cute.memref.load(%view, %5) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %163 = cute.memref.load(%view_21, %5) : (!memref_smem_f32_1, !cute.coord<"2">) -> f32
      %164 = arith.cmpf ugt, %152, %162 : f32
      %165 = arith.select %164, %152, %162 : f32
      %166 = arith.cmpf uno, %162, %162 : f32
      %167 = arith.select %166, %162, %165 : f32
      %168 = arith.subf %152, %167 : f32
      %169 = arith.mulf %168, %cst_2 : f32
      %170 = math.exp2 %169 : f32
      %171 = arith.mulf %161, %170 : f32
      %172 = arith.subf %162, %167 : f32
      %173 = arith.mulf %172, %cst_2 : f32
      %174 = math.exp2 %173 : f32
      %175 = arith.mulf %163, %174 : f32
      %176 = arith.addf %171, %175 : f32
      %177 = cute.memref.load(%view, %4) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %178 = cute.memref.load(%view_21, %4) : (!memref_smem_f32_1, !cute.coord<"3">) -> f32
      %179 = arith.cmpf ugt, %167, %177 : f32
      %180 = arith.select %179, %167, %177 : f32
      %181 = arith.cmpf uno, %177, %177 : f32
      %182 = arith.select %181, %177, %180 : f32
      %183 = arith.subf %167, %182 : f32
      %184 = arith.mulf %183, %cst_2 : f32
      %185 = math.exp2 %184 : f32
      %186 = arith.mulf %176, %185 : f32
      %187 = arith.subf %177, %182 : f32
      %188 = arith.mulf %187, %cst_2 : f32
      %189 = math.exp2 %188 : f32
      %190 = arith.mulf %178, %189 : f32
      %191 = arith.addf %186, %190 : f32
      %192 = cute.memref.load(%view, %3) : (!memref_smem_f32_, !cute.coord<"4">) -> f32
      %193 = cute.memref.load(%view_21, %3) : (!memref_smem_f32_1, !cute.coord<"4">) -> f32
      %194 = arith.cmpf ugt, %182, %192 : f32
      %195 = arith.select %194, %182, %192 : f32
      %196 = arith.cmpf uno, %192, %192 : f32
      %197 = arith.select %196, %192, %195 : f32
      %198 = arith.subf %182, %197 : f32
      %199 = arith.mulf %198, %cst_2 : f32
      %200 = math.exp2 %199 : f32
      %201 = arith.mulf %191, %200 : f32
      %202 = arith.subf %192, %197 : f32
      %203 = arith.mulf %202, %cst_2 : f32
      %204 = math.exp2 %203 : f32
      %205 = arith.mulf %193, %204 : f32
      %206 = arith.addf %201, %205 : f32
      %207 = cute.memref.load(%view, %2) : (!memref_smem_f32_, !cute.coord<"5">) -> f32
      %208 = cute.memref.load(%view_21, %2) : (!memref_smem_f32_1, !cute.coord<"5">) -> f32
      %209 = arith.cmpf ugt, %197, %207 : f32
      %210 = arith.select %209, %197, %207 : f32
      %211 = arith.cmpf uno, %207, %207 : f32
      %212 = arith.select %211, %207, %210 : f32
      %213 = arith.subf %197, %212 : f32
      %214 = arith.mulf %213, %cst_2 : f32
      %215 = math.exp2 %214 : f32
      %216 = arith.mulf %206, %215 : f32
      %217 = arith.subf %207, %212 : f32
      %218 = arith.mulf %217, %cst_2 : f32
      %219 = math.exp2 %218 : f32
      %220 = arith.mulf %208, %219 : f32
      %221 = arith.addf %216, %220 : f32
      %222 = cute.memref.load(%view, %1) : (!memref_smem_f32_, !cute.coord<"6">) -> f32
      %223 = cute.memref.load(%view_21, %1) : (!memref_smem_f32_1, !cute.coord<"6">) -> f32
      %224 = arith.cmpf ugt, %212, %222 : f32
      %225 = arith.select %224, %212, %222 : f32
      %226 = arith.cmpf uno, %222, %222 : f32
      %227 = arith.select %226, %222, %225 : f32
      %228 = arith.subf %212, %227 : f32
      %229 = arith.mulf %228, %cst_2 : f32
      %230 = math.exp2 %229 : f32
      %231 = arith.mulf %221, %230 : f32
      %232 = arith.subf %222, %227 : f32
      %233 = arith.mulf %232, %cst_2 : f32
      %234 = math.exp2 %233 : f32
      %235 = arith.mulf %223, %234 : f32
      %236 = arith.addf %231, %235 : f32
      %237 = cute.memref.load(%view, %0) : (!memref_smem_f32_, !cute.coord<"7">) -> f32
      %238 = cute.memref.load(%view_21, %0) : (!memref_smem_f32_1, !cute.coord<"7">) -> f32
      %239 = arith.cmpf ugt, %227, %237 : f32
      %240 = arith.select %239, %227, %237 : f32
      %241 = arith.cmpf uno, %237, %237 : f32
      %242 = arith.select %241, %237, %240 : f32
      %243 = arith.subf %227, %242 : f32
      %244 = arith.mulf %243, %cst_2 : f32
      %245 = math.exp2 %244 : f32
      %246 = arith.mulf %236, %245 : f32
      %247 = arith.subf %237, %242 : f32
      %248 = arith.mulf %247, %cst_2 : f32
      %249 = math.exp2 %248 : f32
      %250 = arith.mulf %238, %249 : f32
      %251 = arith.addf %246, %250 : f32
      %252 = math.log2 %251 : f32
      %iter_23 = cute.get_iter(%arg1) : !memref_gmem_bf16_
      %ptr_24 = cute.add_offset(%iter_23, %idx) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
      %ptr_25 = cute.add_offset(%ptr_24, %int_tuple) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
      %rmem_26 = cute.memref.alloca() : !memref_rmem_i8_
      %iter_27 = cute.get_iter(%rmem_26) : !memref_rmem_i8_
      cute.memref.store(%rmem_26, %17, %33) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      cute.memref.store(%rmem_26, %16, %36) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      cute.memref.store(%rmem_26, %15, %39) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      cute.memref.store(%rmem_26, %14, %42) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_28 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_29 = cute.get_iter(%rmem_28) : !memref_rmem_bf16_
      cute.memref.store_vec(%cst, %rmem_28) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
      cf.br ^bb8(%c0_i32 : i32)
    ^bb8(%253: i32):  // 2 preds: ^bb7, ^bb11
      %254 = arith.cmpi slt, %253, %c4_i32 : i32
      cf.cond_br %254, ^bb9, ^bb12 {llvm.loop_annotation = #loop_annotation}
    ^bb9:  // pred: ^bb8
      %coord_30 = cute.make_coord(%253) : (i32) -> !cute.coord<"(_,?)">
      %idx_31 = cute.crd2idx(%coord_30, %13) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
      %ptr_32 = cute.add_offset(%ptr_7, %idx_31) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
      %idx_33 = cute.crd2idx(%coord_30, %12) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_34 = cute.add_offset(%iter_29, %idx_33) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_35 = cute.crd2idx(%coord_30, %11) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_36 = cute.add_offset(%iter_27, %idx_35) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %255 = builtin.unrealized_conversion_cast %ptr_36 : !cute.ptr<i8, rmem> to !llvm.ptr
      %256 = llvm.load %255 : !llvm.ptr -> i8
      %257 = llvm.icmp "ne" %256, %10 : i8
      cf.cond_br %257, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %258 = builtin.unrealized_conversion_cast %ptr_32 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %259 = builtin.unrealized_conversion_cast %ptr_34 : !cute_ptr_2914ae to !llvm.ptr
      %260 = llvm.load %258 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %260, %259 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      cf.br ^bb11
    ^bb11:  // 2 preds: ^bb9, ^bb10
      %261 = arith.addi %253, %c1_i32 : i32
      cf.br ^bb8(%261 : i32)
    ^bb12:  // pred: ^bb8
      %262 = cute.memref.load_vec(%rmem_28) : (!memref_rmem_bf16_) -> vector<32xbf16>
      %263 = arith.extf %262 : vector<32xbf16> to vector<32xf32>
      %264 = vector.broadcast %242 : f32 to vector<32xf32>
      %265 = arith.subf %263, %264 : vector<32xf32>
      %266 = arith.mulf %265, %cst_0 : vector<32xf32>
      %267 = vector.broadcast %252 : f32 to vector<32xf32>
      %268 = arith.subf %266, %267 : vector<32xf32>
      %269 = math.exp2 %268 : vector<32xf32>
      %rmem_37 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_38 = cute.get_iter(%rmem_37) : !memref_rmem_bf16_
      %270 = arith.truncf %269 : vector<32xf32> to vector<32xbf16>
      cute.memref.store_vec(%270, %rmem_37) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
      cf.br ^bb13(%c0_i32 : i32)
    ^bb13(%271: i32):  // 2 preds: ^bb12, ^bb16
      %272 = arith.cmpi slt, %271, %c4_i32 : i32
      cf.cond_br %272, ^bb14, ^bb17 {llvm.loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb13
      %coord_39 = cute.make_coord(%271) : (i32) -> !cute.coord<"(_,?)">
      %idx_40 = cute.crd2idx(%coord_39, %12) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
      %ptr_41 = cute.add_offset(%iter_38, %idx_40) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_42 = cute.crd2idx(%coord_39, %13) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
      %ptr_43 = cute.add_offset(%ptr_25, %idx_42) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
      %idx_44 = cute.crd2idx(%coord_39, %11) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_45 = cute.add_offset(%iter_27, %idx_44) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %273 = builtin.unrealized_conversion_cast %ptr_45 : !cute.ptr<i8, rmem> to !llvm.ptr
      %274 = llvm.load %273 : !llvm.ptr -> i8
      %275 = llvm.icmp "ne" %274, %10 : i8
      cf.cond_br %275, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %276 = builtin.unrealized_conversion_cast %ptr_41 : !cute_ptr_2914ae to !llvm.ptr
      %277 = builtin.unrealized_conversion_cast %ptr_43 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %278 = llvm.load %276 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %278, %277 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      cf.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %279 = arith.addi %271, %c1_i32 : i32
      cf.br ^bb13(%279 : i32)
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
    %2 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrb_h393d651a_0<%1> (%view, %view_1) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_bf16_, !memref_gmem_bf16_) -> !cuda.result
    %3 = cuda.cast %2 : !cuda.result -> i32
    cuda.return_if_error %3 : i32
    return %c0_i32 : i32
  }
}
