!cute_layout_2b275f = !cute.layout<"((1,2048),(96,3)):((0,1),(5000,2048))">
!cute_layout_973764 = !cute.layout<"(1,((1,4))):(0,((0,1)))">
!cute_layout_b38ecb = !cute.layout<"((4,1),((1,4))):((1,0),((0,512)))">
!cute_layout_f5fe74 = !cute.layout<"((4,1),((1,4))):((1,0),((0,4)))">
!cute_ptr_9af6a0 = !cute.ptr<i8, smem, align<1024>>
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32, 128 b>, layout_copy_tv = <"(128,4):(4,1)">, tiler_mn = <"[1:0;512:1]">>
!memref_gmem_f32_ = !cute.memref<f32, gmem, align<16>, "((1,2048),(96,3)):((0,1),(5000,2048))">
!memref_gmem_f32_1 = !cute.memref<f32, gmem, align<16>, "(96,5000):(5000,1)">
!memref_rmem_f32_ = !cute.memref<f32, rmem, align<32>, "((4,1),1,4):((1,0),0,4)">
!memref_rmem_i8_ = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_smem_f32_ = !cute.memref<f32, smem, align<1024>, "4:1">
!memref_smem_f32_1 = !cute.memref<f32, smem, align<16>, "4:1">
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrf_ha5d43d7a_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_softmax_kernel_tensorptrf_ha5d43d7a_0(%arg0: !memref_gmem_f32_, %arg1: !memref_gmem_f32_) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<16xf32>
      %cst_0 = arith.constant dense<1.44269502> : vector<16xf32>
      %cst_1 = arith.constant dense<0xFF800000> : vector<16xf32>
      %0 = cute.static : !cute.coord<"3">
      %1 = cute.static : !cute.coord<"2">
      %2 = cute.static : !cute.coord<"1">
      %3 = cute.static : !cute.coord<"0">
      %4 = cute.static : !cute.int_tuple<"16">
      %5 = cute.static : !cute.layout<"4:1">
      %c2_i32 = arith.constant 2 : i32
      %c8_i32 = arith.constant 8 : i32
      %c31_i32 = arith.constant 31 : i32
      %c16_i32 = arith.constant 16 : i32
      %c-1_i32 = arith.constant -1 : i32
      %cst_2 = arith.constant 1.44269502 : f32
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
      %cst_3 = arith.constant -3.40282347E+38 : f32
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
      %27 = arith.muli %15, %c4_i32 : i32
      %iter = cute.get_iter(%arg0) : !memref_gmem_f32_
      %iv = cute.assume(%27) : (i32) -> !cute.i32<divby 4>
      %int_tuple = cute.make_int_tuple(%iv) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
      cf.br ^bb1(%c0_i32, %cst_4, %cst_3 : i32, f32, f32)
    ^bb1(%28: i32, %29: f32, %30: f32):  // 2 preds: ^bb0, ^bb7
      %31 = arith.cmpi slt, %28, %c3_i32 : i32
      cf.cond_br %31, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %32 = arith.muli %28, %c2048_i32 : i32
      %33 = arith.addi %32, %27 : i32
      %coord = cute.make_coord(%16, %28) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %idx = cute.crd2idx(%coord, %14) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_2b275f) -> !cute.int_tuple<"?{div=8}">
      %ptr = cute.add_offset(%iter, %idx) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f32, gmem, align<16>>
      %ptr_7 = cute.add_offset(%ptr, %int_tuple) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
      %rmem = cute.memref.alloca() : !memref_rmem_i8_
      %iter_8 = cute.get_iter(%rmem) : !memref_rmem_i8_
      %34 = arith.cmpi slt, %33, %c5000_i32 : i32
      %35 = arith.extui %34 : i1 to i8
      cute.memref.store(%rmem, %13, %35) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %36 = arith.addi %33, %c512_i32 : i32
      %37 = arith.cmpi slt, %36, %c5000_i32 : i32
      %38 = arith.extui %37 : i1 to i8
      cute.memref.store(%rmem, %12, %38) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      %39 = arith.addi %33, %c1024_i32 : i32
      %40 = arith.cmpi slt, %39, %c5000_i32 : i32
      %41 = arith.extui %40 : i1 to i8
      cute.memref.store(%rmem, %11, %41) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      %42 = arith.addi %33, %c1536_i32 : i32
      %43 = arith.cmpi slt, %42, %c5000_i32 : i32
      %44 = arith.extui %43 : i1 to i8
      cute.memref.store(%rmem, %10, %44) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_9 = cute.memref.alloca() : !memref_rmem_f32_
      %iter_10 = cute.get_iter(%rmem_9) : !memref_rmem_f32_
      cute.memref.store_vec(%cst_1, %rmem_9) : (vector<16xf32>, !memref_rmem_f32_) -> ()
      cf.br ^bb3(%c0_i32 : i32)
    ^bb3(%45: i32):  // 2 preds: ^bb2, ^bb6
      %46 = arith.cmpi slt, %45, %c4_i32 : i32
      cf.cond_br %46, ^bb4, ^bb7 {llvm.loop_annotation = #loop_annotation}
    ^bb4:  // pred: ^bb3
      %coord_11 = cute.make_coord(%45) : (i32) -> !cute.coord<"(_,?)">
      %idx_12 = cute.crd2idx(%coord_11, %9) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
      %ptr_13 = cute.add_offset(%ptr_7, %idx_12) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
      %idx_14 = cute.crd2idx(%coord_11, %8) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
      %ptr_15 = cute.add_offset(%iter_10, %idx_14) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %idx_16 = cute.crd2idx(%coord_11, %7) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_17 = cute.add_offset(%iter_8, %idx_16) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %47 = builtin.unrealized_conversion_cast %ptr_17 : !cute.ptr<i8, rmem> to !llvm.ptr
      %48 = llvm.load %47 : !llvm.ptr -> i8
      %49 = llvm.icmp "ne" %48, %6 : i8
      cf.cond_br %49, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %50 = builtin.unrealized_conversion_cast %ptr_13 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %51 = builtin.unrealized_conversion_cast %ptr_15 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %52 = llvm.load %50 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %52, %51 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      cf.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %53 = arith.addi %45, %c1_i32 : i32
      cf.br ^bb3(%53 : i32)
    ^bb7:  // pred: ^bb3
      %54 = cute.memref.load_vec(%rmem_9) : (!memref_rmem_f32_) -> vector<16xf32>
      %55 = vector.reduction <maximumf>, %54, %cst_3 : vector<16xf32> into f32
      %56 = arith.cmpf ugt, %30, %55 : f32
      %57 = arith.select %56, %30, %55 : f32
      %58 = arith.cmpf uno, %55, %55 : f32
      %59 = arith.select %58, %55, %57 : f32
      %60 = vector.broadcast %59 : f32 to vector<16xf32>
      %61 = arith.subf %54, %60 : vector<16xf32>
      %62 = arith.mulf %61, %cst_0 : vector<16xf32>
      %63 = math.exp2 %62 fastmath<fast> : vector<16xf32>
      %64 = vector.reduction <add>, %63, %cst_4 : vector<16xf32> into f32
      %65 = arith.subf %30, %59 : f32
      %66 = arith.mulf %65, %cst_2 : f32
      %67 = math.exp2 %66 : f32
      %68 = arith.mulf %29, %67 : f32
      %69 = arith.addf %68, %64 : f32
      %70 = arith.addi %28, %c1_i32 : i32
      cf.br ^bb1(%70, %69, %59 : i32, f32, f32)
    ^bb8:  // pred: ^bb1
      %71 = nvvm.shfl.sync  bfly %c-1_i32, %30, %c16_i32, %c31_i32 : f32 -> f32
      %72 = nvvm.shfl.sync  bfly %c-1_i32, %29, %c16_i32, %c31_i32 : f32 -> f32
      %73 = arith.cmpf ugt, %30, %71 : f32
      %74 = arith.select %73, %30, %71 : f32
      %75 = arith.cmpf uno, %71, %71 : f32
      %76 = arith.select %75, %71, %74 : f32
      %77 = arith.subf %30, %76 : f32
      %78 = arith.mulf %77, %cst_2 : f32
      %79 = math.exp2 %78 : f32
      %80 = arith.mulf %29, %79 : f32
      %81 = arith.subf %71, %76 : f32
      %82 = arith.mulf %81, %cst_2 : f32
      %83 = math.exp2 %82 : f32
      %84 = arith.mulf %72, %83 : f32
      %85 = arith.addf %80, %84 : f32
      %86 = nvvm.shfl.sync  bfly %c-1_i32, %76, %c8_i32, %c31_i32 : f32 -> f32
      %87 = nvvm.shfl.sync  bfly %c-1_i32, %85, %c8_i32, %c31_i32 : f32 -> f32
      %88 = arith.cmpf ugt, %76, %86 : f32
      %89 = arith.select %88, %76, %86 : f32
      %90 = arith.cmpf uno, %86, %86 : f32
      %91 = arith.select %90, %86, %89 : f32
      %92 = arith.subf %76, %91 : f32
      %93 = arith.mulf %92, %cst_2 : f32
      %94 = math.exp2 %93 : f32
      %95 = arith.mulf %85, %94 : f32
      %96 = arith.subf %86, %91 : f32
      %97 = arith.mulf %96, %cst_2 : f32
      %98 = math.exp2 %97 : f32
      %99 = arith.mulf %87, %98 : f32
      %100 = arith.addf %95, %99 : f32
      %101 = nvvm.shfl.sync  bfly %c-1_i32, %91, %c4_i32, %c31_i32 : f32 -> f32
      %102 = nvvm.shfl.sync  bfly %c-1_i32, %100, %c4_i32, %c31_i32 : f32 -> f32
      %103 = arith.cmpf ugt, %91, %101 : f32
      %104 = arith.select %103, %91, %101 : f32
      %105 = arith.cmpf uno, %101, %101 : f32
      %106 = arith.select %105, %101, %104 : f32
      %107 = arith.subf %91, %106 : f32
      %108 = arith.mulf %107, %cst_2 : f32
      %109 = math.exp2 %108 : f32
      %110 = arith.mulf %100, %109 : f32
      %111 = arith.subf %101, %106 : f32
      %112 = arith.mulf %111, %cst_2 : f32
      %113 = math.exp2 %112 : f32
      %114 = arith.mulf %102, %113 : f32
      %115 = arith.addf %110, %114 : f32
      %116 = nvvm.shfl.sync  bfly %c-1_i32, %106, %c2_i32, %c31_i32 : f32 -> f32
      %117 = nvvm.shfl.sync  bfly %c-1_i32, %115, %c2_i32, %c31_i32 : f32 -> f32
      %118 = arith.cmpf ugt, %106, %116 : f32
      %119 = arith.select %118, %106, %116 : f32
      %120 = arith.cmpf uno, %116, %116 : f32
      %121 = arith.select %120, %116, %119 : f32
      %122 = arith.subf %106, %121 : f32
      %123 = arith.mulf %122, %cst_2 : f32
      %124 = math.exp2 %123 : f32
      %125 = arith.mulf %115, %124 : f32
      %126 = arith.subf %116, %121 : f32
      %127 = arith.mulf %126, %cst_2 : f32
      %128 = math.exp2 %127 : f32
      %129 = arith.mulf %117, %128 : f32
      %130 = arith.addf %125, %129 : f32
      %131 = nvvm.shfl.sync  bfly %c-1_i32, %121, %c1_i32, %c31_i32 : f32 -> f32
      %132 = nvvm.shfl.sync  bfly %c-1_i32, %130, %c1_i32, %c31_i32 : f32 -> f32
      %133 = arith.cmpf ugt, %121, %131 : f32
      %134 = arith.select %133, %121, %131 : f32
      %135 = arith.cmpf uno, %131, %131 : f32
      %136 = arith.select %135, %131, %134 : f32
      %137 = arith.subf %121, %136 : f32
      %138 = arith.mulf %137, %cst_2 : f32
      %139 = math.exp2 %138 : f32
      %140 = arith.mulf %130, %139 : f32
      %141 = arith.subf %131, %136 : f32
      %142 = arith.mulf %141, %cst_2 : f32
      %143 = math.exp2 %142 : f32
      %144 = arith.mulf %132, %143 : f32
      %145 = arith.addf %140, %144 : f32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %ptr_18 = cute.add_offset(%smem_ptr, %4) : (!cute_ptr_9af6a0, !cute.int_tuple<"16">) -> !cute.ptr<i8, smem, align<16>>
      %iter_19 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_19, %5) : !memref_smem_f32_
      %iter_20 = cute.recast_iter(%ptr_18) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view_21 = cute.make_view(%iter_20, %5) : !memref_smem_f32_1
      %146 = arith.cmpi eq, %17, %c0_i32 : i32
      cf.cond_br %146, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %coord_22 = cute.make_coord(%26) : (i32) -> !cute.coord<"?">
      cute.memref.store(%view, %coord_22, %136) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
      cute.memref.store(%view_21, %coord_22, %145) : (!memref_smem_f32_1, !cute.coord<"?">, f32) -> ()
      cf.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %147 = cute.memref.load(%view, %3) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %148 = cute.memref.load(%view_21, %3) : (!memref_smem_f32_1, !cute.coord<"0">) -> f32
      %149 = cute.memref.load(%view, %2) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %150 = cute.memref.load(%view_21, %2) : (!memref_smem_f32_1, !cute.coord<"1">) -> f32
      %151 = arith.cmpf ugt, %147, %149 : f32
      %152 = arith.select %151, %147, %149 : f32
      %153 = arith.cmpf uno, %149, %149 : f32
      %154 = arith.select %153, %149, %152 : f32
      %155 = arith.subf %147, %154 : f32
      %156 = arith.mulf %155, %cst_2 : f32
      %157 = math.exp2 %156 : f32
      %158 = arith.mulf %148, %157 : f32
      %159 = arith.subf %149, %154 : f32
      %160 = arith.mulf %159, %cst_2 : f32
      %161 = math.exp2 %160 : f32
      %162 = arith.mulf %150, %161 : f32
      %163 = arith.addf %158, %162 : f32
      %164 = cute.memref.load(%view, %1) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %165 = cute.memref.load(%view_21, %1) : (!memref_smem_f32_1, !cute.coord<"2">) -> f32
      %166 = arith.cmpf ugt, %154, %164 : f32
      %167 = arith.select %166, %154, %164 : f32
      %168 = arith.cmpf uno, %164, %164 : f32
      %169 = arith.select %168, %164, %167 : f32
      %170 = arith.subf %154, %169 : f32
      %171 = arith.mulf %170, %cst_2 : f32
      %172 = math.exp2 %171 : f32
      %173 = arith.mulf %163, %172 : f32
      %174 = arith.subf %164, %169 : f32
      %175 = arith.mulf %174, %cst_2 : f32
      %176 = math.exp2 %175 : f32
      %177 = arith.mulf %165, %176 : f32
      %178 = arith.addf %173, %177 : f32
      %179 = cute.memref.load(%view, %0) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %180 = cute.memref.load(%view_21, %0) : (!memref_smem_f32_1, !cute.coord<"3">) -> f32
      %181 = arith.cmpf ugt, %169, %179 : f32
      %182 = arith.select %181, %169, %179 : f32
      %183 = arith.cmpf uno, %179, %179 : f32
      %184 = arith.select %183, %179, %182 : f32
      %185 = arith.subf %169, %184 : f32
      %186 = arith.mulf %185, %cst_2 : f32
      %187 = math.exp2 %186 : f32
      %188 = arith.mulf %178, %187 : f32
      %189 = arith.subf %179, %184 : f32
      %190 = arith.mulf %189, %cst_2 : f32
      %191 = math.exp2 %190 : f32
      %192 = arith.mulf %180, %191 : f32
      %193 = arith.addf %188, %192 : f32
      %194 = math.log2 %193 : f32
      %iter_23 = cute.get_iter(%arg0) : !memref_gmem_f32_
      %195 = arith.muli %15, %c4_i32 : i32
      %iv_24 = cute.assume(%195) : (i32) -> !cute.i32<divby 4>
      %int_tuple_25 = cute.make_int_tuple(%iv_24) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
      %iter_26 = cute.get_iter(%arg1) : !memref_gmem_f32_
      %196 = vector.broadcast %184 : f32 to vector<16xf32>
      %197 = vector.broadcast %194 : f32 to vector<16xf32>
      cf.br ^bb11(%c0_i32 : i32)
    ^bb11(%198: i32):  // 2 preds: ^bb10, ^bb22
      %199 = arith.cmpi slt, %198, %c3_i32 : i32
      cf.cond_br %199, ^bb12, ^bb23
    ^bb12:  // pred: ^bb11
      %coord_27 = cute.make_coord(%16, %198) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %idx_28 = cute.crd2idx(%coord_27, %14) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_2b275f) -> !cute.int_tuple<"?{div=8}">
      %ptr_29 = cute.add_offset(%iter_23, %idx_28) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f32, gmem, align<16>>
      %ptr_30 = cute.add_offset(%ptr_29, %int_tuple_25) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
      %ptr_31 = cute.add_offset(%iter_26, %idx_28) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f32, gmem, align<16>>
      %ptr_32 = cute.add_offset(%ptr_31, %int_tuple_25) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
      %200 = arith.muli %198, %c2048_i32 : i32
      %201 = arith.addi %200, %195 : i32
      %rmem_33 = cute.memref.alloca() : !memref_rmem_i8_
      %iter_34 = cute.get_iter(%rmem_33) : !memref_rmem_i8_
      %202 = arith.cmpi slt, %201, %c5000_i32 : i32
      %203 = arith.extui %202 : i1 to i8
      cute.memref.store(%rmem_33, %13, %203) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %204 = arith.addi %201, %c512_i32 : i32
      %205 = arith.cmpi slt, %204, %c5000_i32 : i32
      %206 = arith.extui %205 : i1 to i8
      cute.memref.store(%rmem_33, %12, %206) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      %207 = arith.addi %201, %c1024_i32 : i32
      %208 = arith.cmpi slt, %207, %c5000_i32 : i32
      %209 = arith.extui %208 : i1 to i8
      cute.memref.store(%rmem_33, %11, %209) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
      %210 = arith.addi %201, %c1536_i32 : i32
      %211 = arith.cmpi slt, %210, %c5000_i32 : i32
      %212 = arith.extui %211 : i1 to i8
      cute.memref.store(%rmem_33, %10, %212) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
      %rmem_35 = cute.memref.alloca() : !memref_rmem_f32_
      %iter_36 = cute.get_iter(%rmem_35) : !memref_rmem_f32_
      cute.memref.store_vec(%cst, %rmem_35) : (vector<16xf32>, !memref_rmem_f32_) -> ()
      cf.br ^bb13(%c0_i32 : i32)
    ^bb13(%213: i32):  // 2 preds: ^bb12, ^bb16
      %214 = arith.cmpi slt, %213, %c4_i32 : i32
      cf.cond_br %214, ^bb14, ^bb17 {llvm.loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb13
      %coord_37 = cute.make_coord(%213) : (i32) -> !cute.coord<"(_,?)">
      %idx_38 = cute.crd2idx(%coord_37, %9) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
      %ptr_39 = cute.add_offset(%ptr_30, %idx_38) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
      %idx_40 = cute.crd2idx(%coord_37, %8) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
      %ptr_41 = cute.add_offset(%iter_36, %idx_40) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %idx_42 = cute.crd2idx(%coord_37, %7) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_43 = cute.add_offset(%iter_34, %idx_42) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %215 = builtin.unrealized_conversion_cast %ptr_43 : !cute.ptr<i8, rmem> to !llvm.ptr
      %216 = llvm.load %215 : !llvm.ptr -> i8
      %217 = llvm.icmp "ne" %216, %6 : i8
      cf.cond_br %217, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %218 = builtin.unrealized_conversion_cast %ptr_39 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %219 = builtin.unrealized_conversion_cast %ptr_41 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %220 = llvm.load %218 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %220, %219 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      cf.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %221 = arith.addi %213, %c1_i32 : i32
      cf.br ^bb13(%221 : i32)
    ^bb17:  // pred: ^bb13
      %222 = cute.memref.load_vec(%rmem_35) : (!memref_rmem_f32_) -> vector<16xf32>
      %223 = arith.subf %222, %196 : vector<16xf32>
      %224 = arith.mulf %223, %cst_0 : vector<16xf32>
      %225 = arith.subf %224, %197 : vector<16xf32>
      %226 = math.exp2 %225 fastmath<fast> : vector<16xf32>
      %rmem_44 = cute.memref.alloca() : !memref_rmem_f32_
      %iter_45 = cute.get_iter(%rmem_44) : !memref_rmem_f32_
      cute.memref.store_vec(%226, %rmem_44) : (vector<16xf32>, !memref_rmem_f32_) -> ()
      cf.br ^bb18(%c0_i32 : i32)
    ^bb18(%227: i32):  // 2 preds: ^bb17, ^bb21
      %228 = arith.cmpi slt, %227, %c4_i32 : i32
      cf.cond_br %228, ^bb19, ^bb22 {llvm.loop_annotation = #loop_annotation}
    ^bb19:  // pred: ^bb18
      %coord_46 = cute.make_coord(%227) : (i32) -> !cute.coord<"(_,?)">
      %idx_47 = cute.crd2idx(%coord_46, %8) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
      %ptr_48 = cute.add_offset(%iter_45, %idx_47) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
      %idx_49 = cute.crd2idx(%coord_46, %9) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
      %ptr_50 = cute.add_offset(%ptr_32, %idx_49) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
      %idx_51 = cute.crd2idx(%coord_46, %7) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
      %ptr_52 = cute.add_offset(%iter_34, %idx_51) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %229 = builtin.unrealized_conversion_cast %ptr_52 : !cute.ptr<i8, rmem> to !llvm.ptr
      %230 = llvm.load %229 : !llvm.ptr -> i8
      %231 = llvm.icmp "ne" %230, %6 : i8
      cf.cond_br %231, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %232 = builtin.unrealized_conversion_cast %ptr_48 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %233 = builtin.unrealized_conversion_cast %ptr_50 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %234 = llvm.load %232 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %234, %233 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      cf.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %235 = arith.addi %227, %c1_i32 : i32
      cf.br ^bb18(%235 : i32)
    ^bb22:  // pred: ^bb18
      %236 = arith.addi %198, %c1_i32 : i32
      cf.br ^bb11(%236 : i32)
    ^bb23:  // pred: ^bb11
      return
    }
  }
  func.func @cutlass___call___SoftmaxProgramthreads12_h9cedc24f(%arg0: !memref_gmem_f32_1, %arg1: !memref_gmem_f32_1, %arg2: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %c96_i64 = arith.constant 96 : i64
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c128_i32 = arith.constant 128 : i32
    %c96_i32 = arith.constant 96 : i32
    %iter = cute.get_iter(%arg0) : !memref_gmem_f32_1
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f32_1
    %view = cute.make_view(%iter) : !memref_gmem_f32_
    %view_1 = cute.make_view(%iter_0) : !memref_gmem_f32_
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
    %0 = cute.make_tiled_copy(%atom) : !copy_simt
    %1 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c96_i64, gridDim = (%c96_i32, %c1_i32, %c1_i32), stream = %arg2) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%1] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    cuda.launch_cfg.cooperative[%1] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %2 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrf_ha5d43d7a_0<%1> (%view, %view_1) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_f32_, !memref_gmem_f32_) -> !cuda.result
    %3 = cuda.cast %2 : !cuda.result -> i32
    cuda.return_if_error %3 : i32
    return %c0_i32 : i32
  }
}
