!cute_layout_04993f = !cute.layout<"(1,((1,2))):(0,((0,1)))">
!cute_layout_4d4228 = !cute.layout<"((1,4096),(96,2)):((0,1),(5000,4096))">
!cute_layout_88cace = !cute.layout<"((8,1),((1,2))):((1,0),((0,8)))">
!cute_layout_b89645 = !cute.layout<"((8,1),((1,2))):((1,0),((0,2048)))">
!cute_ptr_2914ae = !cute.ptr<bf16, rmem, align<16>>
!cute_ptr_489d54 = !cute.ptr<bf16, rmem, align<32>>
!cute_ptr_6f3445 = !cute.ptr<bf16, gmem, align<16>>
!cute_ptr_9af6a0 = !cute.ptr<i8, smem, align<1024>>
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<bf16, 128 b>, layout_copy_tv = <"(256,8):(8,1)">, tiler_mn = <"[1:0;2048:1]">>
!memref_gmem_bf16_ = !cute.memref<bf16, gmem, align<16>, "((1,4096),(96,2)):((0,1),(5000,4096))">
!memref_gmem_bf16_1 = !cute.memref<bf16, gmem, align<16>, "(96,5000):(5000,1)">
!memref_rmem_bf16_ = !cute.memref<bf16, rmem, align<32>, "((8,1),1,2):((1,0),0,8)">
!memref_rmem_i8_ = !cute.memref<i8, rmem, align<32>, "(1,1,2):(0,0,1)">
!memref_smem_f32_ = !cute.memref<f32, smem, align<1024>, "8:1">
!memref_smem_f32_1 = !cute.memref<f32, smem, align<32>, "8:1">
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrb_hb42ac3d4_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_softmax_kernel_tensorptrb_hb42ac3d4_0(%arg0: !memref_gmem_bf16_, %arg1: !memref_gmem_bf16_) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<16xbf16>
      %cst_0 = arith.constant dense<1.44269502> : vector<16xf32>
      %cst_1 = arith.constant dense<0xFF80> : vector<16xbf16>
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
      %c4_i32 = arith.constant 4 : i32
      %c31_i32 = arith.constant 31 : i32
      %c16_i32 = arith.constant 16 : i32
      %c-1_i32 = arith.constant -1 : i32
      %cst_2 = arith.constant 1.44269502 : f32
      %10 = llvm.mlir.constant(0 : i8) : i8
      %11 = cute.static : !cute_layout_04993f
      %12 = cute.static : !cute_layout_88cace
      %13 = cute.static : !cute_layout_b89645
      %14 = cute.static : !cute.coord<"(0,0,1)">
      %c2048_i32 = arith.constant 2048 : i32
      %15 = cute.static : !cute.coord<"(0,0,0)">
      %c5000_i32 = arith.constant 5000 : i32
      %16 = cute.static : !cute_layout_4d4228
      %c8_i32 = arith.constant 8 : i32
      %c4096_i32 = arith.constant 4096 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c0_i32 = arith.constant 0 : i32
      %cst_3 = arith.constant -3.40282347E+38 : f32
      %cst_4 = arith.constant 0.000000e+00 : f32
      %c32_i32 = arith.constant 32 : i32
      %17 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %18 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %19 = arith.remsi %17, %c32_i32 : i32
      %20 = arith.divsi %17, %c32_i32 : i32
      %21 = arith.muli %20, %c32_i32 : i32
      %22 = arith.cmpi ne, %17, %21 : i32
      %c0_i32_5 = arith.constant 0 : i32
      %23 = arith.cmpi slt, %17, %c0_i32_5 : i32
      %24 = arith.cmpi slt, %c32_i32, %c0_i32_5 : i32
      %25 = arith.cmpi ne, %23, %24 : i1
      %26 = arith.andi %22, %25 : i1
      %c-1_i32_6 = arith.constant -1 : i32
      %27 = arith.addi %20, %c-1_i32_6 : i32
      %28 = arith.select %26, %27, %20 : i32
      %29 = arith.muli %17, %c8_i32 : i32
      %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %iv = cute.assume(%29) : (i32) -> !cute.i32<divby 8>
      %int_tuple = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      cf.br ^bb1(%c0_i32, %cst_4, %cst_3 : i32, f32, f32)
    ^bb1(%30: i32, %31: f32, %32: f32):  // 2 preds: ^bb0, ^bb7
      %33 = arith.cmpi slt, %30, %c2_i32 : i32
      cf.cond_br %33, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %34 = arith.muli %30, %c4096_i32 : i32
      %35 = arith.addi %34, %29 : i32
      %coord = cute.make_coord(%18, %30) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %idx = cute.crd2idx(%coord, %16) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_4d4228) -> !cute.int_tuple<"?{div=8}">
      %ptr = cute.add_offset(%iter, %idx) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
      %ptr_7 = cute.add_offset(%ptr, %int_tuple) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
      %rmem = cute.memref.alloca() : !memref_rmem_i8_
      %iter_8 = cute.get_iter(%rmem) : !memref_rmem_i8_
      %36 = arith.cmpi slt, %35, %c5000_i32 : i32
      %37 = arith.extui %36 : i1 to i8
      cute.memref.store(%rmem, %15, %37) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %38 = arith.addi %35, %c2048_i32 : i32
      %39 = arith.cmpi slt, %38, %c5000_i32 : i32
      %40 = arith.extui %39 : i1 to i8
      cute.memref.store(%rmem, %14, %40) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      %rmem_9 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_10 = cute.get_iter(%rmem_9) : !memref_rmem_bf16_
      cute.memref.store_vec(%cst_1, %rmem_9) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      cf.br ^bb3(%c0_i32 : i32)
    ^bb3(%41: i32):  // 2 preds: ^bb2, ^bb6
      %42 = arith.cmpi slt, %41, %c2_i32 : i32
      cf.cond_br %42, ^bb4, ^bb7 {llvm.loop_annotation = #loop_annotation}
    ^bb4:  // pred: ^bb3
      %coord_11 = cute.make_coord(%41) : (i32) -> !cute.coord<"(_,?)">
      %idx_12 = cute.crd2idx(%coord_11, %13) : (!cute.coord<"(_,?)">, !cute_layout_b89645) -> !cute.int_tuple<"?{div=2048}">
      %ptr_13 = cute.add_offset(%ptr_7, %idx_12) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
      %idx_14 = cute.crd2idx(%coord_11, %12) : (!cute.coord<"(_,?)">, !cute_layout_88cace) -> !cute.int_tuple<"?{div=8}">
      %ptr_15 = cute.add_offset(%iter_10, %idx_14) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_16 = cute.crd2idx(%coord_11, %11) : (!cute.coord<"(_,?)">, !cute_layout_04993f) -> !cute.int_tuple<"?">
      %ptr_17 = cute.add_offset(%iter_8, %idx_16) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %43 = builtin.unrealized_conversion_cast %ptr_17 : !cute.ptr<i8, rmem> to !llvm.ptr
      %44 = llvm.load %43 : !llvm.ptr -> i8
      %45 = llvm.icmp "ne" %44, %10 : i8
      cf.cond_br %45, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %46 = builtin.unrealized_conversion_cast %ptr_13 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %47 = builtin.unrealized_conversion_cast %ptr_15 : !cute_ptr_2914ae to !llvm.ptr
      %48 = llvm.load %46 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %48, %47 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      cf.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %49 = arith.addi %41, %c1_i32 : i32
      cf.br ^bb3(%49 : i32)
    ^bb7:  // pred: ^bb3
      %50 = cute.memref.load_vec(%rmem_9) : (!memref_rmem_bf16_) -> vector<16xbf16>
      %51 = arith.extf %50 : vector<16xbf16> to vector<16xf32>
      %52 = vector.reduction <maximumf>, %51, %cst_3 : vector<16xf32> into f32
      %53 = arith.cmpf ugt, %32, %52 : f32
      %54 = arith.select %53, %32, %52 : f32
      %55 = arith.cmpf uno, %52, %52 : f32
      %56 = arith.select %55, %52, %54 : f32
      %57 = vector.broadcast %56 : f32 to vector<16xf32>
      %58 = arith.subf %51, %57 : vector<16xf32>
      %59 = arith.mulf %58, %cst_0 : vector<16xf32>
      %60 = math.exp2 %59 fastmath<fast> : vector<16xf32>
      %61 = vector.reduction <add>, %60, %cst_4 : vector<16xf32> into f32
      %62 = arith.subf %32, %56 : f32
      %63 = arith.mulf %62, %cst_2 : f32
      %64 = math.exp2 %63 : f32
      %65 = arith.mulf %31, %64 : f32
      %66 = arith.addf %65, %61 : f32
      %67 = arith.addi %30, %c1_i32 : i32
      cf.br ^bb1(%67, %66, %56 : i32, f32, f32)
    ^bb8:  // pred: ^bb1
      %68 = nvvm.shfl.sync  bfly %c-1_i32, %32, %c16_i32, %c31_i32 : f32 -> f32
      %69 = nvvm.shfl.sync  bfly %c-1_i32, %31, %c16_i32, %c31_i32 : f32 -> f32
      %70 = arith.cmpf ugt, %32, %68 : f32
      %71 = arith.select %70, %32, %68 : f32
      %72 = arith.cmpf uno, %68, %68 : f32
      %73 = arith.select %72, %68, %71 : f32
      %74 = arith.subf %32, %73 : f32
      %75 = arith.mulf %74, %cst_2 : f32
      %76 = math.exp2 %75 : f32
      %77 = arith.mulf %31, %76 : f32
      %78 = arith.subf %68, %73 : f32
      %79 = arith.mulf %78, %cst_2 : f32
      %80 = math.exp2 %79 : f32
      %81 = arith.mulf %69, %80 : f32
      %82 = arith.addf %77, %81 : f32
      %83 = nvvm.shfl.sync  bfly %c-1_i32, %73, %c8_i32, %c31_i32 : f32 -> f32
      %84 = nvvm.shfl.sync  bfly %c-1_i32, %82, %c8_i32, %c31_i32 : f32 -> f32
      %85 = arith.cmpf ugt, %73, %83 : f32
      %86 = arith.select %85, %73, %83 : f32
      %87 = arith.cmpf uno, %83, %83 : f32
      %88 = arith.select %87, %83, %86 : f32
      %89 = arith.subf %73, %88 : f32
      %90 = arith.mulf %89, %cst_2 : f32
      %91 = math.exp2 %90 : f32
      %92 = arith.mulf %82, %91 : f32
      %93 = arith.subf %83, %88 : f32
      %94 = arith.mulf %93, %cst_2 : f32
      %95 = math.exp2 %94 : f32
      %96 = arith.mulf %84, %95 : f32
      %97 = arith.addf %92, %96 : f32
      %98 = nvvm.shfl.sync  bfly %c-1_i32, %88, %c4_i32, %c31_i32 : f32 -> f32
      %99 = nvvm.shfl.sync  bfly %c-1_i32, %97, %c4_i32, %c31_i32 : f32 -> f32
      %100 = arith.cmpf ugt, %88, %98 : f32
      %101 = arith.select %100, %88, %98 : f32
      %102 = arith.cmpf uno, %98, %98 : f32
      %103 = arith.select %102, %98, %101 : f32
      %104 = arith.subf %88, %103 : f32
      %105 = arith.mulf %104, %cst_2 : f32
      %106 = math.exp2 %105 : f32
      %107 = arith.mulf %97, %106 : f32
      %108 = arith.subf %98, %103 : f32
      %109 = arith.mulf %108, %cst_2 : f32
      %110 = math.exp2 %109 : f32
      %111 = arith.mulf %99, %110 : f32
      %112 = arith.addf %107, %111 : f32
      %113 = nvvm.shfl.sync  bfly %c-1_i32, %103, %c2_i32, %c31_i32 : f32 -> f32
      %114 = nvvm.shfl.sync  bfly %c-1_i32, %112, %c2_i32, %c31_i32 : f32 -> f32
      %115 = arith.cmpf ugt, %103, %113 : f32
      %116 = arith.select %115, %103, %113 : f32
      %117 = arith.cmpf uno, %113, %113 : f32
      %118 = arith.select %117, %113, %116 : f32
      %119 = arith.subf %103, %118 : f32
      %120 = arith.mulf %119, %cst_2 : f32
      %121 = math.exp2 %120 : f32
      %122 = arith.mulf %112, %121 : f32
      %123 = arith.subf %113, %118 : f32
      %124 = arith.mulf %123, %cst_2 : f32
      %125 = math.exp2 %124 : f32
      %126 = arith.mulf %114, %125 : f32
      %127 = arith.addf %122, %126 : f32
      %128 = nvvm.shfl.sync  bfly %c-1_i32, %118, %c1_i32, %c31_i32 : f32 -> f32
      %129 = nvvm.shfl.sync  bfly %c-1_i32, %127, %c1_i32, %c31_i32 : f32 -> f32
      %130 = arith.cmpf ugt, %118, %128 : f32
      %131 = arith.select %130, %118, %128 : f32
      %132 = arith.cmpf uno, %128, %128 : f32
      %133 = arith.select %132, %128, %131 : f32
      %134 = arith.subf %118, %133 : f32
      %135 = arith.mulf %134, %cst_2 : f32
      %136 = math.exp2 %135 : f32
      %137 = arith.mulf %127, %136 : f32
      %138 = arith.subf %128, %133 : f32
      %139 = arith.mulf %138, %cst_2 : f32
      %140 = math.exp2 %139 : f32
      %141 = arith.mulf %129, %140 : f32
      %142 = arith.addf %137, %141 : f32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %ptr_18 = cute.add_offset(%smem_ptr, %8) : (!cute_ptr_9af6a0, !cute.int_tuple<"32">) -> !cute.ptr<i8, smem, align<32>>
      %iter_19 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_19, %9) : !memref_smem_f32_
      %iter_20 = cute.recast_iter(%ptr_18) : !cute.ptr<i8, smem, align<32>> to !cute.ptr<f32, smem, align<32>>
      %view_21 = cute.make_view(%iter_20, %9) : !memref_smem_f32_1
      %143 = arith.cmpi eq, %19, %c0_i32 : i32
      cf.cond_br %143, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %coord_22 = cute.make_coord(%28) : (i32) -> !cute.coord<"?">
      cute.memref.store(%view, %coord_22, %133) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
      cute.memref.store(%view_21, %coord_22, %142) : (!memref_smem_f32_1, !cute.coord<"?">, f32) -> ()
      cf.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %144 = cute.memref.load(%view, %7) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %145 = cute.memref.load(%view_21, %7) : (!memref_smem_f32_1, !cute.coord<"0">) -> f32
      %146 = cute.memref.load(%view, %6) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %147 = cute.memref.load(%view_21, %6) : (!memref_smem_f32_1, !cute.coord<"1">) -> f32
      %148 = arith.cmpf ugt, %144, %146 : f32
      %149 = arith.select %148, %144, %146 : f32
      %150 = arith.cmpf uno, %146, %146 : f32
      %151 = arith.select %150, %146, %149 : f32
      %152 = arith.subf %144, %151 : f32
      %153 = arith.mulf %152, %cst_2 : f32
      %154 = math.exp2 %153 : f32
      %155 = arith.mulf %145, %154 : f32
      %156 = arith.subf %146, %151 : f32
      %157 = arith.mulf %156, %cst_2 : f32
      %158 = math.exp2 %157 : f32
      %159 = arith.mulf %147, %158 : f32
      %160 = arith.addf %155, %159 : f32
      %161 = cute.memref.load(%view, %5) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %162 = cute.memref.load(%view_21, %5) : (!memref_smem_f32_1, !cute.coord<"2">) -> f32
      %163 = arith.cmpf ugt, %151, %161 : f32
      %164 = arith.select %163, %151, %161 : f32
      %165 = arith.cmpf uno, %161, %161 : f32
      %166 = arith.select %165, %161, %164 : f32
      %167 = arith.subf %151, %166 : f32
      %168 = arith.mulf %167, %cst_2 : f32
      %169 = math.exp2 %168 : f32
      %170 = arith.mulf %160, %169 : f32
      %171 = arith.subf %161, %166 : f32
      %172 = arith.mulf %171, %cst_2 : f32
      %173 = math.exp2 %172 : f32
      %174 = arith.mulf %162, %173 : f32
      %175 = arith.addf %170, %174 : f32
      %176 = cute.memref.load(%view, %4) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %177 = cute.memref.load(%view_21, %4) : (!memref_smem_f32_1, !cute.coord<"3">) -> f32
      %178 = arith.cmpf ugt, %166, %176 : f32
      %179 = arith.select %178, %166, %176 : f32
      %180 = arith.cmpf uno, %176, %176 : f32
      %181 = arith.select %180, %176, %179 : f32
      %182 = arith.subf %166, %181 : f32
      %183 = arith.mulf %182, %cst_2 : f32
      %184 = math.exp2 %183 : f32
      %185 = arith.mulf %175, %184 : f32
      %186 = arith.subf %176, %181 : f32
      %187 = arith.mulf %186, %cst_2 : f32
      %188 = math.exp2 %187 : f32
      %189 = arith.mulf %177, %188 : f32
      %190 = arith.addf %185, %189 : f32
      %191 = cute.memref.load(%view, %3) : (!memref_smem_f32_, !cute.coord<"4">) -> f32
      %192 = cute.memref.load(%view_21, %3) : (!memref_smem_f32_1, !cute.coord<"4">) -> f32
      %193 = arith.cmpf ugt, %181, %191 : f32
      %194 = arith.select %193, %181, %191 : f32
      %195 = arith.cmpf uno, %191, %191 : f32
      %196 = arith.select %195, %191, %194 : f32
      %197 = arith.subf %181, %196 : f32
      %198 = arith.mulf %197, %cst_2 : f32
      %199 = math.exp2 %198 : f32
      %200 = arith.mulf %190, %199 : f32
      %201 = arith.subf %191, %196 : f32
      %202 = arith.mulf %201, %cst_2 : f32
      %203 = math.exp2 %202 : f32
      %204 = arith.mulf %192, %203 : f32
      %205 = arith.addf %200, %204 : f32
      %206 = cute.memref.load(%view, %2) : (!memref_smem_f32_, !cute.coord<"5">) -> f32
      %207 = cute.memref.load(%view_21, %2) : (!memref_smem_f32_1, !cute.coord<"5">) -> f32
      %208 = arith.cmpf ugt, %196, %206 : f32
      %209 = arith.select %208, %196, %206 : f32
      %210 = arith.cmpf uno, %206, %206 : f32
      %211 = arith.select %210, %206, %209 : f32
      %212 = arith.subf %196, %211 : f32
      %213 = arith.mulf %212, %cst_2 : f32
      %214 = math.exp2 %213 : f32
      %215 = arith.mulf %205, %214 : f32
      %216 = arith.subf %206, %211 : f32
      %217 = arith.mulf %216, %cst_2 : f32
      %218 = math.exp2 %217 : f32
      %219 = arith.mulf %207, %218 : f32
      %220 = arith.addf %215, %219 : f32
      %221 = cute.memref.load(%view, %1) : (!memref_smem_f32_, !cute.coord<"6">) -> f32
      %222 = cute.memref.load(%view_21, %1) : (!memref_smem_f32_1, !cute.coord<"6">) -> f32
      %223 = arith.cmpf ugt, %211, %221 : f32
      %224 = arith.select %223, %211, %221 : f32
      %225 = arith.cmpf uno, %221, %221 : f32
      %226 = arith.select %225, %221, %224 : f32
      %227 = arith.subf %211, %226 : f32
      %228 = arith.mulf %227, %cst_2 : f32
      %229 = math.exp2 %228 : f32
      %230 = arith.mulf %220, %229 : f32
      %231 = arith.subf %221, %226 : f32
      %232 = arith.mulf %231, %cst_2 : f32
      %233 = math.exp2 %232 : f32
      %234 = arith.mulf %222, %233 : f32
      %235 = arith.addf %230, %234 : f32
      %236 = cute.memref.load(%view, %0) : (!memref_smem_f32_, !cute.coord<"7">) -> f32
      %237 = cute.memref.load(%view_21, %0) : (!memref_smem_f32_1, !cute.coord<"7">) -> f32
      %238 = arith.cmpf ugt, %226, %236 : f32
      %239 = arith.select %238, %226, %236 : f32
      %240 = arith.cmpf uno, %236, %236 : f32
      %241 = arith.select %240, %236, %239 : f32
      %242 = arith.subf %226, %241 : f32
      %243 = arith.mulf %242, %cst_2 : f32
      %244 = math.exp2 %243 : f32
      %245 = arith.mulf %235, %244 : f32
      %246 = arith.subf %236, %241 : f32
      %247 = arith.mulf %246, %cst_2 : f32
      %248 = math.exp2 %247 : f32
      %249 = arith.mulf %237, %248 : f32
      %250 = arith.addf %245, %249 : f32
      %251 = math.log2 %250 : f32
      %iter_23 = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %252 = arith.muli %17, %c8_i32 : i32
      %iv_24 = cute.assume(%252) : (i32) -> !cute.i32<divby 8>
      %int_tuple_25 = cute.make_int_tuple(%iv_24) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %iter_26 = cute.get_iter(%arg1) : !memref_gmem_bf16_
      %253 = vector.broadcast %241 : f32 to vector<16xf32>
      %254 = vector.broadcast %251 : f32 to vector<16xf32>
      cf.br ^bb11(%c0_i32 : i32)
    ^bb11(%255: i32):  // 2 preds: ^bb10, ^bb22
      %256 = arith.cmpi slt, %255, %c2_i32 : i32
      cf.cond_br %256, ^bb12, ^bb23
    ^bb12:  // pred: ^bb11
      %coord_27 = cute.make_coord(%18, %255) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %idx_28 = cute.crd2idx(%coord_27, %16) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_4d4228) -> !cute.int_tuple<"?{div=8}">
      %ptr_29 = cute.add_offset(%iter_23, %idx_28) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
      %ptr_30 = cute.add_offset(%ptr_29, %int_tuple_25) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
      %ptr_31 = cute.add_offset(%iter_26, %idx_28) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
      %ptr_32 = cute.add_offset(%ptr_31, %int_tuple_25) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
      %257 = arith.muli %255, %c4096_i32 : i32
      %258 = arith.addi %257, %252 : i32
      %rmem_33 = cute.memref.alloca() : !memref_rmem_i8_
      %iter_34 = cute.get_iter(%rmem_33) : !memref_rmem_i8_
      %259 = arith.cmpi slt, %258, %c5000_i32 : i32
      %260 = arith.extui %259 : i1 to i8
      cute.memref.store(%rmem_33, %15, %260) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
      %261 = arith.addi %258, %c2048_i32 : i32
      %262 = arith.cmpi slt, %261, %c5000_i32 : i32
      %263 = arith.extui %262 : i1 to i8
      cute.memref.store(%rmem_33, %14, %263) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
      %rmem_35 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_36 = cute.get_iter(%rmem_35) : !memref_rmem_bf16_
      cute.memref.store_vec(%cst, %rmem_35) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      cf.br ^bb13(%c0_i32 : i32)
    ^bb13(%264: i32):  // 2 preds: ^bb12, ^bb16
      %265 = arith.cmpi slt, %264, %c2_i32 : i32
      cf.cond_br %265, ^bb14, ^bb17 {llvm.loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb13
      %coord_37 = cute.make_coord(%264) : (i32) -> !cute.coord<"(_,?)">
      %idx_38 = cute.crd2idx(%coord_37, %13) : (!cute.coord<"(_,?)">, !cute_layout_b89645) -> !cute.int_tuple<"?{div=2048}">
      %ptr_39 = cute.add_offset(%ptr_30, %idx_38) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
      %idx_40 = cute.crd2idx(%coord_37, %12) : (!cute.coord<"(_,?)">, !cute_layout_88cace) -> !cute.int_tuple<"?{div=8}">
      %ptr_41 = cute.add_offset(%iter_36, %idx_40) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_42 = cute.crd2idx(%coord_37, %11) : (!cute.coord<"(_,?)">, !cute_layout_04993f) -> !cute.int_tuple<"?">
      %ptr_43 = cute.add_offset(%iter_34, %idx_42) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %266 = builtin.unrealized_conversion_cast %ptr_43 : !cute.ptr<i8, rmem> to !llvm.ptr
      %267 = llvm.load %266 : !llvm.ptr -> i8
      %268 = llvm.icmp "ne" %267, %10 : i8
      cf.cond_br %268, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %269 = builtin.unrealized_conversion_cast %ptr_39 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %270 = builtin.unrealized_conversion_cast %ptr_41 : !cute_ptr_2914ae to !llvm.ptr
      %271 = llvm.load %269 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %271, %270 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      cf.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %272 = arith.addi %264, %c1_i32 : i32
      cf.br ^bb13(%272 : i32)
    ^bb17:  // pred: ^bb13
      %273 = cute.memref.load_vec(%rmem_35) : (!memref_rmem_bf16_) -> vector<16xbf16>
      %274 = arith.extf %273 : vector<16xbf16> to vector<16xf32>
      %275 = arith.subf %274, %253 : vector<16xf32>
      %276 = arith.mulf %275, %cst_0 : vector<16xf32>
      %277 = arith.subf %276, %254 : vector<16xf32>
      %278 = math.exp2 %277 fastmath<fast> : vector<16xf32>
      %rmem_44 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_45 = cute.get_iter(%rmem_44) : !memref_rmem_bf16_
      %279 = arith.truncf %278 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%279, %rmem_44) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      cf.br ^bb18(%c0_i32 : i32)
    ^bb18(%280: i32):  // 2 preds: ^bb17, ^bb21
      %281 = arith.cmpi slt, %280, %c2_i32 : i32
      cf.cond_br %281, ^bb19, ^bb22 {llvm.loop_annotation = #loop_annotation}
    ^bb19:  // pred: ^bb18
      %coord_46 = cute.make_coord(%280) : (i32) -> !cute.coord<"(_,?)">
      %idx_47 = cute.crd2idx(%coord_46, %12) : (!cute.coord<"(_,?)">, !cute_layout_88cace) -> !cute.int_tuple<"?{div=8}">
      %ptr_48 = cute.add_offset(%iter_45, %idx_47) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_49 = cute.crd2idx(%coord_46, %13) : (!cute.coord<"(_,?)">, !cute_layout_b89645) -> !cute.int_tuple<"?{div=2048}">
      %ptr_50 = cute.add_offset(%ptr_32, %idx_49) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
      %idx_51 = cute.crd2idx(%coord_46, %11) : (!cute.coord<"(_,?)">, !cute_layout_04993f) -> !cute.int_tuple<"?">
      %ptr_52 = cute.add_offset(%iter_34, %idx_51) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
      %282 = builtin.unrealized_conversion_cast %ptr_52 : !cute.ptr<i8, rmem> to !llvm.ptr
      %283 = llvm.load %282 : !llvm.ptr -> i8
      %284 = llvm.icmp "ne" %283, %10 : i8
      cf.cond_br %284, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %285 = builtin.unrealized_conversion_cast %ptr_48 : !cute_ptr_2914ae to !llvm.ptr
      %286 = builtin.unrealized_conversion_cast %ptr_50 : !cute_ptr_6f3445 to !llvm.ptr<1>
      %287 = llvm.load %285 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %287, %286 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      cf.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %288 = arith.addi %280, %c1_i32 : i32
      cf.br ^bb18(%288 : i32)
    ^bb22:  // pred: ^bb18
      %289 = arith.addi %255, %c1_i32 : i32
      cf.br ^bb11(%289 : i32)
    ^bb23:  // pred: ^bb11
      return
    }
  }
  func.func @cutlass___call___SoftmaxProgramthreads25_ha69fb8ec(%arg0: !memref_gmem_bf16_1, %arg1: !memref_gmem_bf16_1, %arg2: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
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
    %2 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrb_hb42ac3d4_0<%1> (%view, %view_1) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_bf16_, !memref_gmem_bf16_) -> !cuda.result
    %3 = cuda.cast %2 : !cuda.result -> i32
    cuda.return_if_error %3 : i32
    return %c0_i32 : i32
  }
}
