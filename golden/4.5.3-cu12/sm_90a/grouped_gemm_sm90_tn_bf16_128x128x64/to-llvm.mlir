!llvm_struct_254a69 = !llvm.struct<(ptr, i64, struct<()>)>
!llvm_struct_2ed770 = !llvm.struct<(struct<(array<16 x i64>)>)>
!llvm_struct_4a19c2 = !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_bfe517 = !llvm.struct<(struct<(i32, i32)>, i32)>
!llvm_struct_ccd5ea = !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h836500a5_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_cute_irkernelsgemm_h836500a5_0(%arg0: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg2: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg3: !llvm.struct<(i1)>, %arg4: !llvm_struct_6960aa, %arg5: !llvm_struct_6960aa, %arg6: !llvm_struct_6960aa, %arg7: !llvm_struct_6960aa, %arg8: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 384, 1, 1>} {
      %0 = llvm.mlir.constant(274877906944 : i64) : i64
      %1 = llvm.mlir.constant(65536 : i64) : i64
      %2 = llvm.mlir.constant(96 : i32) : i32
      %3 = llvm.mlir.zero : !llvm_struct_254a69
      %4 = llvm.mlir.constant(3 : i64) : i64
      %5 = llvm.mlir.constant(384 : i64) : i64
      %6 = llvm.mlir.constant(62 : i64) : i64
      %7 = llvm.mlir.constant(49 : i64) : i64
      %8 = llvm.mlir.constant(16383 : i32) : i32
      %9 = llvm.mlir.constant(8192 : i32) : i32
      %10 = llvm.mlir.constant(2 : i64) : i64
      %11 = llvm.mlir.constant(0 : i64) : i64
      %12 = llvm.mlir.undef : !llvm_struct_bfe517
      %13 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %14 = llvm.mlir.zero : !llvm_struct_ccd5ea
      %15 = llvm.mlir.constant(48 : i32) : i32
      %16 = llvm.mlir.constant(7 : i32) : i32
      %17 = llvm.mlir.constant(1024 : i32) : i32
      %18 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %19 = llvm.mlir.constant(31 : i32) : i32
      %20 = llvm.mlir.constant(false) : i1
      %21 = llvm.mlir.constant(32 : i32) : i32
      %22 = llvm.mlir.constant(128 : i32) : i32
      %23 = llvm.mlir.constant(0 : i32) : i32
      %24 = llvm.mlir.constant(8 : i32) : i32
      %25 = llvm.mlir.constant(true) : i1
      %26 = llvm.mlir.constant(-1 : i32) : i32
      %27 = llvm.mlir.constant(3 : i32) : i32
      %28 = llvm.mlir.constant(10000000 : i32) : i32
      %29 = llvm.mlir.constant(32768 : i32) : i32
      %30 = llvm.mlir.constant(6 : i32) : i32
      %31 = llvm.mlir.constant(2 : i32) : i32
      %32 = llvm.mlir.constant(4096 : i32) : i32
      %33 = llvm.mlir.constant(256 : i32) : i32
      %34 = llvm.mlir.constant(512 : i32) : i32
      %35 = llvm.mlir.constant(4 : i32) : i32
      %36 = llvm.mlir.constant(127 : i32) : i32
      %37 = llvm.mlir.constant(63 : i32) : i32
      %38 = llvm.mlir.constant(dense<0.000000e+00> : vector<64xf32>) : vector<64xf32>
      %39 = llvm.mlir.constant(64 : i32) : i32
      %40 = llvm.mlir.constant(16 : i32) : i32
      %41 = llvm.mlir.constant(1 : i32) : i32
      %42 = llvm.alloca %40 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %43 = llvm.alloca %40 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %44 = llvm.alloca %39 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %45 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %46 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %47 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %48 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %49 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %50 = llvm.mul %46, %48 : i32
      %51 = llvm.add %45, %50 : i32
      %52 = llvm.mul %47, %48 : i32
      %53 = llvm.mul %52, %49 : i32
      %54 = llvm.add %51, %53 : i32
      %55 = llvm.sdiv %54, %21 : i32
      %56 = llvm.mul %55, %21 : i32
      %57 = llvm.icmp "ne" %54, %56 : i32
      %58 = llvm.icmp "slt" %54, %23 : i32
      %59 = llvm.icmp "ne" %58, %20 : i1
      %60 = llvm.and %57, %59 : i1
      %61 = llvm.add %55, %26 : i32
      %62 = llvm.select %60, %61, %55 : i1, i32
      %63 = nvvm.shfl.sync  idx %26, %62, %23, %19 : i32 -> i32
      %64 = llvm.sdiv %45, %22 : i32
      %65 = llvm.mul %64, %22 : i32
      %66 = llvm.icmp "ne" %45, %65 : i32
      %67 = llvm.icmp "slt" %45, %23 : i32
      %68 = llvm.icmp "ne" %67, %20 : i1
      %69 = llvm.and %66, %68 : i1
      %70 = llvm.add %64, %26 : i32
      %71 = llvm.select %69, %70, %64 : i1, i32
      %72 = nvvm.shfl.sync  idx %26, %71, %23, %19 : i32 -> i32
      %73 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %74 = nvvm.read.ptx.sreg.nctaid.z range <i32, 1, 65535> : i32
      %75 = llvm.getelementptr %18[384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %76 = llvm.getelementptr %18[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %77 = llvm.getelementptr %18[99328] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %78 = llvm.getelementptr %18[197632] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %79 = llvm.icmp "eq" %63, %23 : i32
      llvm.cond_br %79, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      nvvm.mbarrier.init.shared %75, %41 : !llvm.ptr<3>, i32
      %80 = llvm.getelementptr %75[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %80, %41 : !llvm.ptr<3>, i32
      %81 = llvm.getelementptr %75[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %81, %41 : !llvm.ptr<3>, i32
      %82 = llvm.getelementptr %75[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %82, %41 : !llvm.ptr<3>, i32
      %83 = llvm.getelementptr %75[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %83, %41 : !llvm.ptr<3>, i32
      %84 = llvm.getelementptr %75[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %84, %41 : !llvm.ptr<3>, i32
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %85 = llvm.getelementptr %75[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %79, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      nvvm.mbarrier.init.shared %85, %24 : !llvm.ptr<3>, i32
      %86 = llvm.getelementptr %75[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %86, %24 : !llvm.ptr<3>, i32
      %87 = llvm.getelementptr %75[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %87, %24 : !llvm.ptr<3>, i32
      %88 = llvm.getelementptr %75[9] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %88, %24 : !llvm.ptr<3>, i32
      %89 = llvm.getelementptr %75[10] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %89, %24 : !llvm.ptr<3>, i32
      %90 = llvm.getelementptr %75[11] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %90, %24 : !llvm.ptr<3>, i32
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %91 = llvm.srem %45, %21 : i32
      %92 = llvm.icmp "slt" %91, %41 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "fence.mbarrier_init.release.cluster;", "n" %23 : (i32) -> ()
      nvvm.barrier
      %93 = llvm.getelementptr %18[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %94 = llvm.getelementptr %18[32] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %95 = llvm.mul %73, %15 : i32
      %96 = llvm.extractvalue %arg7[0] : !llvm_struct_6960aa
      %97 = llvm.getelementptr %96[%95] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
      %98 = llvm.ptrtoint %97 : !llvm.ptr<1> to i64
      %99 = llvm.inttoptr %98 : i64 to !llvm.ptr<1>
      %100 = llvm.add %95, %40 : i32
      %101 = llvm.getelementptr %96[%100] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
      %102 = llvm.ptrtoint %101 : !llvm.ptr<1> to i64
      %103 = llvm.inttoptr %102 : i64 to !llvm.ptr<1>
      %104 = llvm.add %95, %21 : i32
      %105 = llvm.getelementptr %96[%104] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
      %106 = llvm.ptrtoint %105 : !llvm.ptr<1> to i64
      %107 = llvm.inttoptr %106 : i64 to !llvm.ptr<1>
      nvvm.barrier
      %108 = llvm.icmp "eq" %72, %23 : i32
      llvm.cond_br %108, ^bb5, ^bb70
    ^bb5:  // pred: ^bb4
      nvvm.setmaxregister  decrease 40
      llvm.cond_br %79, ^bb6, ^bb69
    ^bb6:  // pred: ^bb5
      llvm.cond_br %79, ^bb7, ^bb10
    ^bb7:  // pred: ^bb6
      %109 = nvvm.elect.sync -> i1
      llvm.cond_br %109, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %110 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(array<8 x i64>)>
      llvm.store %110, %18 {alignment = 1024 : i64} : !llvm.struct<(array<8 x i64>)>, !llvm.ptr<3>
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb6, ^bb9
      nvvm.bar.warp.sync %26 : i32
      llvm.cond_br %79, ^bb11, ^bb14
    ^bb11:  // pred: ^bb10
      %111 = nvvm.elect.sync -> i1
      llvm.cond_br %111, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      %112 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(array<8 x i64>)>
      llvm.store %112, %93 {alignment = 128 : i64} : !llvm.struct<(array<8 x i64>)>, !llvm.ptr<3>
      llvm.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      llvm.br ^bb14
    ^bb14:  // 2 preds: ^bb10, ^bb13
      nvvm.bar.warp.sync %26 : i32
      %113 = llvm.ptrtoint %99 : !llvm.ptr<1> to i64
      %114 = llvm.inttoptr %113 : i64 to !llvm.ptr
      %115 = llvm.extractvalue %14[3] : !llvm_struct_ccd5ea
      %116 = llvm.ptrtoint %103 : !llvm.ptr<1> to i64
      %117 = llvm.inttoptr %116 : i64 to !llvm.ptr
      llvm.br ^bb15(%23, %26, %73, %23, %41 : i32, i32, i32, i32, i32)
    ^bb15(%118: i32, %119: i32, %120: i32, %121: i32, %122: i32):  // 2 preds: ^bb14, ^bb45
      %123 = llvm.icmp "slt" %120, %arg8 : i32
      llvm.cond_br %123, ^bb16, ^bb46
    ^bb16:  // pred: ^bb15
      %124 = llvm.add %118, %41 : i32
      llvm.br ^bb17(%124, %118 : i32, i32)
    ^bb17(%125: i32, %126: i32):  // 2 preds: ^bb16, ^bb18
      %127 = llvm.icmp "slt" %125, %27 : i32
      llvm.cond_br %127, ^bb18, ^bb19
    ^bb18:  // pred: ^bb17
      %128 = llvm.mul %125, %35 : i32
      %129 = llvm.add %128, %27 : i32
      %130 = llvm.extractvalue %arg4[0] : !llvm_struct_6960aa
      %131 = llvm.getelementptr %130[%129] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %132 = llvm.ptrtoint %131 : !llvm.ptr<1> to i64
      %133 = llvm.inttoptr %132 : i64 to !llvm.ptr<1>
      %134 = llvm.load %133 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %135 = llvm.icmp "sge" %120, %134 : i32
      %136 = llvm.select %135, %125, %126 : i1, i32
      %137 = llvm.add %125, %41 : i32
      llvm.br ^bb17(%137, %136 : i32, i32)
    ^bb19:  // pred: ^bb17
      %138 = llvm.mul %126, %35 : i32
      %139 = llvm.extractvalue %arg4[0] : !llvm_struct_6960aa
      %140 = llvm.getelementptr %139[%138] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %141 = llvm.ptrtoint %140 : !llvm.ptr<1> to i64
      %142 = llvm.inttoptr %141 : i64 to !llvm.ptr<1>
      %143 = llvm.load %142 {alignment = 16 : i64} : !llvm.ptr<1> -> i32
      %144 = llvm.add %138, %41 : i32
      %145 = llvm.getelementptr %139[%144] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %146 = llvm.ptrtoint %145 : !llvm.ptr<1> to i64
      %147 = llvm.inttoptr %146 : i64 to !llvm.ptr<1>
      %148 = llvm.load %147 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %149 = llvm.add %138, %31 : i32
      %150 = llvm.getelementptr %139[%149] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %151 = llvm.ptrtoint %150 : !llvm.ptr<1> to i64
      %152 = llvm.inttoptr %151 : i64 to !llvm.ptr<1>
      %153 = llvm.load %152 {alignment = 8 : i64} : !llvm.ptr<1> -> i32
      %154 = llvm.add %143, %36 : i32
      %155 = llvm.sdiv %154, %22 : i32
      %156 = llvm.mul %155, %22 : i32
      %157 = llvm.icmp "ne" %154, %156 : i32
      %158 = llvm.icmp "slt" %154, %23 : i32
      %159 = llvm.icmp "ne" %158, %20 : i1
      %160 = llvm.and %157, %159 : i1
      %161 = llvm.add %155, %26 : i32
      %162 = llvm.select %160, %161, %155 : i1, i32
      %163 = llvm.add %148, %36 : i32
      %164 = llvm.sdiv %163, %22 : i32
      %165 = llvm.mul %164, %22 : i32
      %166 = llvm.icmp "ne" %163, %165 : i32
      %167 = llvm.icmp "slt" %163, %23 : i32
      %168 = llvm.icmp "ne" %167, %20 : i1
      %169 = llvm.and %166, %168 : i1
      %170 = llvm.add %164, %26 : i32
      %171 = llvm.select %169, %170, %164 : i1, i32
      %172 = llvm.add %138, %27 : i32
      %173 = llvm.getelementptr %139[%172] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %174 = llvm.ptrtoint %173 : !llvm.ptr<1> to i64
      %175 = llvm.inttoptr %174 : i64 to !llvm.ptr<1>
      %176 = llvm.load %175 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %177 = llvm.sub %120, %176 : i32
      %178 = llvm.mul %171, %24 : i32
      %179 = llvm.sdiv %177, %178 : i32
      %180 = llvm.mul %179, %178 : i32
      %181 = llvm.icmp "ne" %177, %180 : i32
      %182 = llvm.icmp "slt" %177, %23 : i32
      %183 = llvm.icmp "slt" %178, %23 : i32
      %184 = llvm.icmp "ne" %182, %183 : i1
      %185 = llvm.and %181, %184 : i1
      %186 = llvm.add %179, %26 : i32
      %187 = llvm.select %185, %186, %179 : i1, i32
      %188 = llvm.mul %187, %24 : i32
      %189 = llvm.sub %162, %188 : i32
      %190 = llvm.icmp "slt" %189, %24 : i32
      %191 = llvm.select %190, %189, %24 : i1, i32
      %192 = llvm.mul %187, %178 : i32
      %193 = llvm.sub %177, %192 : i32
      %194 = llvm.srem %193, %191 : i32
      %195 = llvm.add %188, %194 : i32
      %196 = llvm.sdiv %193, %191 : i32
      %197 = llvm.mul %196, %191 : i32
      %198 = llvm.icmp "ne" %193, %197 : i32
      %199 = llvm.icmp "slt" %193, %23 : i32
      %200 = llvm.icmp "slt" %191, %23 : i32
      %201 = llvm.icmp "ne" %199, %200 : i1
      %202 = llvm.and %198, %201 : i1
      %203 = llvm.add %196, %26 : i32
      %204 = llvm.select %202, %203, %196 : i1, i32
      %205 = llvm.add %153, %37 : i32
      %206 = llvm.sdiv %205, %39 : i32
      %207 = llvm.mul %206, %39 : i32
      %208 = llvm.icmp "ne" %205, %207 : i32
      %209 = llvm.icmp "slt" %205, %23 : i32
      %210 = llvm.icmp "ne" %209, %20 : i1
      %211 = llvm.and %208, %210 : i1
      %212 = llvm.add %206, %26 : i32
      %213 = llvm.select %211, %212, %206 : i1, i32
      %214 = llvm.icmp "ne" %126, %119 : i32
      llvm.cond_br %214, ^bb20, ^bb30(%119 : i32)
    ^bb20:  // pred: ^bb19
      %215 = llvm.icmp "sgt" %213, %23 : i32
      %216 = llvm.select %215, %126, %119 : i1, i32
      llvm.cond_br %215, ^bb21, ^bb30(%216 : i32)
    ^bb21:  // pred: ^bb20
      %217 = llvm.mul %126, %27 : i32
      %218 = llvm.extractvalue %arg6[0] : !llvm_struct_6960aa
      %219 = llvm.getelementptr %218[%217] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
      %220 = llvm.ptrtoint %219 : !llvm.ptr<1> to i64
      %221 = llvm.inttoptr %220 : i64 to !llvm.ptr<1>
      %222 = llvm.load %221 {alignment = 8 : i64} : !llvm.ptr<1> -> i64
      %223 = llvm.extractvalue %arg5[0] : !llvm_struct_6960aa
      %224 = llvm.getelementptr %223[%217] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %225 = llvm.ptrtoint %224 : !llvm.ptr<1> to i64
      %226 = llvm.inttoptr %225 : i64 to !llvm.ptr<1>
      %227 = llvm.load %226 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %228 = llvm.inttoptr %222 : i64 to !llvm.ptr<1>
      %229 = llvm.insertvalue %143, %13[0] : !llvm.struct<(i32, i32)>
      %230 = llvm.insertvalue %153, %229[1] : !llvm.struct<(i32, i32)>
      %231 = llvm.insertvalue %230, %12[0] : !llvm_struct_bfe517
      %232 = llvm.add %217, %41 : i32
      %233 = llvm.getelementptr %218[%232] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
      %234 = llvm.ptrtoint %233 : !llvm.ptr<1> to i64
      %235 = llvm.inttoptr %234 : i64 to !llvm.ptr<1>
      %236 = llvm.load %235 {alignment = 8 : i64} : !llvm.ptr<1> -> i64
      %237 = llvm.getelementptr %223[%232] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %238 = llvm.ptrtoint %237 : !llvm.ptr<1> to i64
      %239 = llvm.inttoptr %238 : i64 to !llvm.ptr<1>
      %240 = llvm.load %239 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %241 = llvm.inttoptr %236 : i64 to !llvm.ptr<1>
      %242 = llvm.insertvalue %148, %13[0] : !llvm.struct<(i32, i32)>
      %243 = llvm.insertvalue %153, %242[1] : !llvm.struct<(i32, i32)>
      %244 = llvm.insertvalue %243, %12[0] : !llvm_struct_bfe517
      llvm.cond_br %79, ^bb22, ^bb29
    ^bb22:  // pred: ^bb21
      %245 = llvm.extractvalue %231[0, 0] : !llvm_struct_bfe517
      %246 = llvm.extractvalue %231[0, 1] : !llvm_struct_bfe517
      %247 = llvm.zext %227 : i32 to i64
      %248 = llvm.mul %247, %10 : i64
      %249 = nvvm.elect.sync -> i1
      llvm.cond_br %249, ^bb23, ^bb24
    ^bb23:  // pred: ^bb22
      %250 = llvm.ptrtoint %228 : !llvm.ptr<1> to i64
      %251 = llvm.ptrtoint %18 : !llvm.ptr<3> to i32
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [$0], $1;", "r,l" %251, %250 : (i32, i64) -> ()
      %252 = llvm.ptrtoint %18 : !llvm.ptr<3> to i64
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 0, $1;", "l,r" %252, %246 : (i64, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 1, $1;", "l,r" %252, %245 : (i64, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 0, $1;", "l,l" %252, %248 : (i64, i64) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 2, $1;", "l,r" %252, %41 : (i64, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 1, $1;", "l,l" %252, %11 : (i64, i64) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 3, $1;", "l,r" %252, %41 : (i64, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 2, $1;", "l,l" %252, %11 : (i64, i64) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 4, $1;", "l,r" %252, %41 : (i64, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 3, $1;", "l,l" %252, %11 : (i64, i64) -> ()
      llvm.br ^bb24
    ^bb24:  // 2 preds: ^bb22, ^bb23
      %253 = llvm.extractvalue %244[0, 0] : !llvm_struct_bfe517
      %254 = llvm.extractvalue %244[0, 1] : !llvm_struct_bfe517
      %255 = llvm.zext %240 : i32 to i64
      %256 = llvm.mul %255, %10 : i64
      %257 = nvvm.elect.sync -> i1
      llvm.cond_br %257, ^bb25, ^bb26
    ^bb25:  // pred: ^bb24
      %258 = llvm.ptrtoint %241 : !llvm.ptr<1> to i64
      %259 = llvm.ptrtoint %93 : !llvm.ptr<3> to i32
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [$0], $1;", "r,l" %259, %258 : (i32, i64) -> ()
      %260 = llvm.ptrtoint %93 : !llvm.ptr<3> to i64
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 0, $1;", "l,r" %260, %254 : (i64, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 1, $1;", "l,r" %260, %253 : (i64, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 0, $1;", "l,l" %260, %256 : (i64, i64) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 2, $1;", "l,r" %260, %41 : (i64, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 1, $1;", "l,l" %260, %11 : (i64, i64) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 3, $1;", "l,r" %260, %41 : (i64, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 2, $1;", "l,l" %260, %11 : (i64, i64) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 4, $1;", "l,r" %260, %41 : (i64, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 3, $1;", "l,l" %260, %11 : (i64, i64) -> ()
      llvm.br ^bb26
    ^bb26:  // 2 preds: ^bb24, ^bb25
      %261 = nvvm.elect.sync -> i1
      llvm.cond_br %261, ^bb27, ^bb28
    ^bb27:  // pred: ^bb26
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 0 {read}
      llvm.br ^bb28
    ^bb28:  // 2 preds: ^bb26, ^bb27
      nvvm.bar.warp.sync %26 : i32
      %262 = llvm.ptrtoint %18 : !llvm.ptr<3> to i32
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128;", "l,r" %113, %262 : (i64, i32) -> ()
      %263 = llvm.ptrtoint %93 : !llvm.ptr<3> to i32
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128;", "l,r" %116, %263 : (i64, i32) -> ()
      llvm.br ^bb29
    ^bb29:  // 2 preds: ^bb21, ^bb28
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;", "l" %113 : (i64) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;", "l" %116 : (i64) -> ()
      llvm.br ^bb30(%216 : i32)
    ^bb30(%264: i32):  // 3 preds: ^bb19, ^bb20, ^bb29
      llvm.br ^bb31
    ^bb31:  // pred: ^bb30
      llvm.br ^bb32
    ^bb32:  // pred: ^bb31
      llvm.br ^bb33(%23, %121, %122 : i32, i32, i32)
    ^bb33(%265: i32, %266: i32, %267: i32):  // 2 preds: ^bb32, ^bb44
      %268 = llvm.icmp "slt" %265, %213 : i32
      llvm.cond_br %268, ^bb34, ^bb45
    ^bb34:  // pred: ^bb33
      %269 = llvm.getelementptr %85[%266] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %269, %267, %28 : (!llvm.ptr<3>, i32, i32) -> ()
      %270 = nvvm.elect.sync -> i1
      llvm.cond_br %270, ^bb35, ^bb36
    ^bb35:  // pred: ^bb34
      %271 = llvm.getelementptr %75[%266] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.txn %271, %29 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
      llvm.br ^bb36
    ^bb36:  // 2 preds: ^bb34, ^bb35
      %272 = llvm.getelementptr %75[%266] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %273 = llvm.mul %195, %22 : i32
      %274 = llvm.mul %265, %39 : i32
      %275 = llvm.mul %266, %9 : i32
      %276 = llvm.getelementptr %76[%275] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %277 = nvvm.elect.sync -> i1
      llvm.cond_br %277, ^bb37, ^bb38
    ^bb37:  // pred: ^bb36
      nvvm.cp.async.bulk.tensor.shared.cluster.global %276, %114, %272, box[%274, %273] l2_cache_hint = %115 {useIntrinsic = true} : <3>, !llvm.ptr
      llvm.br ^bb38
    ^bb38:  // 2 preds: ^bb36, ^bb37
      %278 = llvm.mul %204, %22 : i32
      %279 = llvm.getelementptr %77[%275] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %280 = nvvm.elect.sync -> i1
      llvm.cond_br %280, ^bb39, ^bb40
    ^bb39:  // pred: ^bb38
      nvvm.cp.async.bulk.tensor.shared.cluster.global %279, %117, %272, box[%274, %278] l2_cache_hint = %115 {useIntrinsic = true} : <3>, !llvm.ptr
      llvm.br ^bb40
    ^bb40:  // 2 preds: ^bb38, ^bb39
      %281 = llvm.add %266, %41 : i32
      %282 = llvm.icmp "eq" %281, %30 : i32
      %283 = llvm.select %282, %23, %281 : i1, i32
      llvm.cond_br %282, ^bb41, ^bb42
    ^bb41:  // pred: ^bb40
      %284 = llvm.xor %267, %41 : i32
      llvm.br ^bb43(%284 : i32)
    ^bb42:  // pred: ^bb40
      llvm.br ^bb43(%267 : i32)
    ^bb43(%285: i32):  // 2 preds: ^bb41, ^bb42
      llvm.br ^bb44
    ^bb44:  // pred: ^bb43
      %286 = llvm.add %265, %41 : i32
      llvm.br ^bb33(%286, %283, %285 : i32, i32, i32)
    ^bb45:  // pred: ^bb33
      %287 = llvm.add %120, %74 : i32
      llvm.br ^bb15(%126, %264, %287, %266, %267 : i32, i32, i32, i32, i32)
    ^bb46:  // pred: ^bb15
      %288 = llvm.add %121, %41 : i32
      %289 = llvm.icmp "eq" %288, %30 : i32
      %290 = llvm.select %289, %23, %288 : i1, i32
      llvm.cond_br %289, ^bb47, ^bb48
    ^bb47:  // pred: ^bb46
      %291 = llvm.xor %122, %41 : i32
      llvm.br ^bb49(%291 : i32)
    ^bb48:  // pred: ^bb46
      llvm.br ^bb49(%122 : i32)
    ^bb49(%292: i32):  // 2 preds: ^bb47, ^bb48
      llvm.br ^bb50
    ^bb50:  // pred: ^bb49
      %293 = llvm.add %290, %41 : i32
      %294 = llvm.icmp "eq" %293, %30 : i32
      %295 = llvm.select %294, %23, %293 : i1, i32
      llvm.cond_br %294, ^bb51, ^bb52
    ^bb51:  // pred: ^bb50
      %296 = llvm.xor %292, %41 : i32
      llvm.br ^bb53(%296 : i32)
    ^bb52:  // pred: ^bb50
      llvm.br ^bb53(%292 : i32)
    ^bb53(%297: i32):  // 2 preds: ^bb51, ^bb52
      llvm.br ^bb54
    ^bb54:  // pred: ^bb53
      %298 = llvm.add %295, %41 : i32
      %299 = llvm.icmp "eq" %298, %30 : i32
      %300 = llvm.select %299, %23, %298 : i1, i32
      llvm.cond_br %299, ^bb55, ^bb56
    ^bb55:  // pred: ^bb54
      %301 = llvm.xor %297, %41 : i32
      llvm.br ^bb57(%301 : i32)
    ^bb56:  // pred: ^bb54
      llvm.br ^bb57(%297 : i32)
    ^bb57(%302: i32):  // 2 preds: ^bb55, ^bb56
      llvm.br ^bb58
    ^bb58:  // pred: ^bb57
      %303 = llvm.add %300, %41 : i32
      %304 = llvm.icmp "eq" %303, %30 : i32
      %305 = llvm.select %304, %23, %303 : i1, i32
      llvm.cond_br %304, ^bb59, ^bb60
    ^bb59:  // pred: ^bb58
      %306 = llvm.xor %302, %41 : i32
      llvm.br ^bb61(%306 : i32)
    ^bb60:  // pred: ^bb58
      llvm.br ^bb61(%302 : i32)
    ^bb61(%307: i32):  // 2 preds: ^bb59, ^bb60
      llvm.br ^bb62
    ^bb62:  // pred: ^bb61
      %308 = llvm.add %305, %41 : i32
      %309 = llvm.icmp "eq" %308, %30 : i32
      %310 = llvm.select %309, %23, %308 : i1, i32
      llvm.cond_br %309, ^bb63, ^bb64
    ^bb63:  // pred: ^bb62
      %311 = llvm.xor %307, %41 : i32
      llvm.br ^bb65(%311 : i32)
    ^bb64:  // pred: ^bb62
      llvm.br ^bb65(%307 : i32)
    ^bb65(%312: i32):  // 2 preds: ^bb63, ^bb64
      llvm.br ^bb66
    ^bb66:  // pred: ^bb65
      %313 = llvm.getelementptr %85[%310] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %313, %312, %28 : (!llvm.ptr<3>, i32, i32) -> ()
      %314 = nvvm.elect.sync -> i1
      llvm.cond_br %314, ^bb67, ^bb68
    ^bb67:  // pred: ^bb66
      %315 = llvm.getelementptr %75[%310] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.txn %315, %29 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
      llvm.br ^bb68
    ^bb68:  // 2 preds: ^bb66, ^bb67
      llvm.br ^bb69
    ^bb69:  // 2 preds: ^bb5, ^bb68
      llvm.br ^bb134
    ^bb70:  // pred: ^bb4
      nvvm.setmaxregister  increase 232
      %316 = llvm.sub %45, %22 : i32
      %317 = llvm.sdiv %316, %22 : i32
      %318 = llvm.srem %317, %31 : i32
      %319 = llvm.srem %318, %31 : i32
      %320 = llvm.mul %319, %32 : i32
      %321 = llvm.getelementptr %76[%320] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %322 = llvm.ptrtoint %321 : !llvm.ptr<3> to i32
      %323 = llvm.lshr %322, %35 : i32
      %324 = llvm.and %323, %8 : i32
      %325 = llvm.zext %324 : i32 to i64
      %326 = llvm.or %325, %1 : i64
      %327 = llvm.or %326, %0 : i64
      %328 = llvm.and %23, %16 : i32
      %329 = llvm.zext %328 : i32 to i64
      %330 = llvm.shl %329, %7 : i64
      %331 = llvm.or %327, %330 : i64
      %332 = llvm.and %41, %27 : i32
      %333 = llvm.zext %332 : i32 to i64
      %334 = llvm.shl %333, %6 : i64
      %335 = llvm.or %331, %334 : i64
      %336 = llvm.ptrtoint %77 : !llvm.ptr<3> to i32
      %337 = llvm.lshr %336, %35 : i32
      %338 = llvm.and %337, %8 : i32
      %339 = llvm.zext %338 : i32 to i64
      %340 = llvm.or %339, %1 : i64
      %341 = llvm.or %340, %0 : i64
      %342 = llvm.or %341, %330 : i64
      %343 = llvm.or %342, %334 : i64
      %344 = llvm.sdiv %316, %24 : i32
      %345 = llvm.srem %316, %24 : i32
      %346 = llvm.mul %345, %21 : i32
      %347 = llvm.sdiv %344, %31 : i32
      %348 = llvm.srem %344, %31 : i32
      %349 = llvm.mul %348, %33 : i32
      %350 = llvm.add %346, %349 : i32
      %351 = llvm.sdiv %347, %31 : i32
      %352 = llvm.srem %347, %31 : i32
      %353 = llvm.mul %352, %24 : i32
      %354 = llvm.add %350, %353 : i32
      %355 = llvm.mul %351, %34 : i32
      %356 = llvm.add %354, %355 : i32
      %357 = llvm.getelementptr %78[%356] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %358 = llvm.icmp "eq" %63, %35 : i32
      llvm.cond_br %358, ^bb71, ^bb74
    ^bb71:  // pred: ^bb70
      %359 = nvvm.elect.sync -> i1
      llvm.cond_br %359, ^bb72, ^bb73
    ^bb72:  // pred: ^bb71
      %360 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<(array<8 x i64>)>
      llvm.store %360, %94 {alignment = 256 : i64} : !llvm.struct<(array<8 x i64>)>, !llvm.ptr<3>
      llvm.br ^bb73
    ^bb73:  // 2 preds: ^bb71, ^bb72
      llvm.br ^bb74
    ^bb74:  // 2 preds: ^bb70, ^bb73
      nvvm.bar.warp.sync %26 : i32
      %361 = llvm.getelementptr %44[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %362 = llvm.getelementptr %44[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %363 = llvm.getelementptr %44[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %364 = llvm.getelementptr %44[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %365 = llvm.getelementptr %44[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %366 = llvm.getelementptr %44[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %367 = llvm.getelementptr %44[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %368 = llvm.getelementptr %44[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %369 = llvm.getelementptr %44[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %370 = llvm.getelementptr %44[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %371 = llvm.getelementptr %44[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %372 = llvm.getelementptr %44[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %373 = llvm.getelementptr %44[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %374 = llvm.getelementptr %44[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %375 = llvm.getelementptr %44[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %376 = llvm.getelementptr %44[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %377 = llvm.getelementptr %44[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %378 = llvm.getelementptr %44[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %379 = llvm.getelementptr %44[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %380 = llvm.getelementptr %44[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %381 = llvm.getelementptr %44[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %382 = llvm.getelementptr %44[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %383 = llvm.getelementptr %44[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %384 = llvm.getelementptr %44[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %385 = llvm.getelementptr %44[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %386 = llvm.getelementptr %44[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %387 = llvm.getelementptr %44[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %388 = llvm.getelementptr %44[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %389 = llvm.getelementptr %44[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %390 = llvm.getelementptr %44[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %391 = llvm.getelementptr %44[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %392 = llvm.getelementptr %44[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %393 = llvm.getelementptr %44[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %394 = llvm.getelementptr %44[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %395 = llvm.getelementptr %44[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %396 = llvm.getelementptr %44[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %397 = llvm.getelementptr %44[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %398 = llvm.getelementptr %44[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %399 = llvm.getelementptr %44[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %400 = llvm.getelementptr %44[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %401 = llvm.getelementptr %44[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %402 = llvm.getelementptr %44[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %403 = llvm.getelementptr %44[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %404 = llvm.getelementptr %44[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %405 = llvm.getelementptr %44[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %406 = llvm.getelementptr %44[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %407 = llvm.getelementptr %44[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %408 = llvm.getelementptr %44[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %409 = llvm.getelementptr %44[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %410 = llvm.getelementptr %44[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %411 = llvm.getelementptr %44[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %412 = llvm.getelementptr %44[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %413 = llvm.getelementptr %44[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %414 = llvm.getelementptr %44[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %415 = llvm.getelementptr %44[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %416 = llvm.getelementptr %44[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %417 = llvm.getelementptr %44[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %418 = llvm.getelementptr %44[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %419 = llvm.getelementptr %44[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %420 = llvm.getelementptr %44[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %421 = llvm.getelementptr %44[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %422 = llvm.getelementptr %44[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %423 = llvm.getelementptr %44[63] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.br ^bb75(%23, %26, %23, %73, %23, %23, %23 : i32, i32, i32, i32, i32, i32, i32)
    ^bb75(%424: i32, %425: i32, %426: i32, %427: i32, %428: i32, %429: i32, %430: i32):  // 2 preds: ^bb74, ^bb132
      %431 = llvm.icmp "slt" %427, %arg8 : i32
      llvm.cond_br %431, ^bb76, ^bb133
    ^bb76:  // pred: ^bb75
      %432 = llvm.add %424, %41 : i32
      llvm.br ^bb77(%432, %424 : i32, i32)
    ^bb77(%433: i32, %434: i32):  // 2 preds: ^bb76, ^bb78
      %435 = llvm.icmp "slt" %433, %27 : i32
      llvm.cond_br %435, ^bb78, ^bb79
    ^bb78:  // pred: ^bb77
      %436 = llvm.mul %433, %35 : i32
      %437 = llvm.add %436, %27 : i32
      %438 = llvm.extractvalue %arg4[0] : !llvm_struct_6960aa
      %439 = llvm.getelementptr %438[%437] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %440 = llvm.ptrtoint %439 : !llvm.ptr<1> to i64
      %441 = llvm.inttoptr %440 : i64 to !llvm.ptr<1>
      %442 = llvm.load %441 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %443 = llvm.icmp "sge" %427, %442 : i32
      %444 = llvm.select %443, %433, %434 : i1, i32
      %445 = llvm.add %433, %41 : i32
      llvm.br ^bb77(%445, %444 : i32, i32)
    ^bb79:  // pred: ^bb77
      %446 = llvm.mul %434, %35 : i32
      %447 = llvm.extractvalue %arg4[0] : !llvm_struct_6960aa
      %448 = llvm.getelementptr %447[%446] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %449 = llvm.ptrtoint %448 : !llvm.ptr<1> to i64
      %450 = llvm.inttoptr %449 : i64 to !llvm.ptr<1>
      %451 = llvm.load %450 {alignment = 16 : i64} : !llvm.ptr<1> -> i32
      %452 = llvm.add %446, %41 : i32
      %453 = llvm.getelementptr %447[%452] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %454 = llvm.ptrtoint %453 : !llvm.ptr<1> to i64
      %455 = llvm.inttoptr %454 : i64 to !llvm.ptr<1>
      %456 = llvm.load %455 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %457 = llvm.add %446, %31 : i32
      %458 = llvm.getelementptr %447[%457] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %459 = llvm.ptrtoint %458 : !llvm.ptr<1> to i64
      %460 = llvm.inttoptr %459 : i64 to !llvm.ptr<1>
      %461 = llvm.load %460 {alignment = 8 : i64} : !llvm.ptr<1> -> i32
      %462 = llvm.add %451, %36 : i32
      %463 = llvm.sdiv %462, %22 : i32
      %464 = llvm.mul %463, %22 : i32
      %465 = llvm.icmp "ne" %462, %464 : i32
      %466 = llvm.icmp "slt" %462, %23 : i32
      %467 = llvm.icmp "ne" %466, %20 : i1
      %468 = llvm.and %465, %467 : i1
      %469 = llvm.add %463, %26 : i32
      %470 = llvm.select %468, %469, %463 : i1, i32
      %471 = llvm.add %456, %36 : i32
      %472 = llvm.sdiv %471, %22 : i32
      %473 = llvm.mul %472, %22 : i32
      %474 = llvm.icmp "ne" %471, %473 : i32
      %475 = llvm.icmp "slt" %471, %23 : i32
      %476 = llvm.icmp "ne" %475, %20 : i1
      %477 = llvm.and %474, %476 : i1
      %478 = llvm.add %472, %26 : i32
      %479 = llvm.select %477, %478, %472 : i1, i32
      %480 = llvm.add %446, %27 : i32
      %481 = llvm.getelementptr %447[%480] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %482 = llvm.ptrtoint %481 : !llvm.ptr<1> to i64
      %483 = llvm.inttoptr %482 : i64 to !llvm.ptr<1>
      %484 = llvm.load %483 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %485 = llvm.sub %427, %484 : i32
      %486 = llvm.mul %479, %24 : i32
      %487 = llvm.sdiv %485, %486 : i32
      %488 = llvm.mul %487, %486 : i32
      %489 = llvm.icmp "ne" %485, %488 : i32
      %490 = llvm.icmp "slt" %485, %23 : i32
      %491 = llvm.icmp "slt" %486, %23 : i32
      %492 = llvm.icmp "ne" %490, %491 : i1
      %493 = llvm.and %489, %492 : i1
      %494 = llvm.add %487, %26 : i32
      %495 = llvm.select %493, %494, %487 : i1, i32
      %496 = llvm.mul %495, %24 : i32
      %497 = llvm.sub %470, %496 : i32
      %498 = llvm.icmp "slt" %497, %24 : i32
      %499 = llvm.select %498, %497, %24 : i1, i32
      %500 = llvm.mul %495, %486 : i32
      %501 = llvm.sub %485, %500 : i32
      %502 = llvm.srem %501, %499 : i32
      %503 = llvm.add %496, %502 : i32
      %504 = llvm.sdiv %501, %499 : i32
      %505 = llvm.mul %504, %499 : i32
      %506 = llvm.icmp "ne" %501, %505 : i32
      %507 = llvm.icmp "slt" %501, %23 : i32
      %508 = llvm.icmp "slt" %499, %23 : i32
      %509 = llvm.icmp "ne" %507, %508 : i1
      %510 = llvm.and %506, %509 : i1
      %511 = llvm.add %504, %26 : i32
      %512 = llvm.select %510, %511, %504 : i1, i32
      %513 = llvm.add %461, %37 : i32
      %514 = llvm.sdiv %513, %39 : i32
      %515 = llvm.mul %514, %39 : i32
      %516 = llvm.icmp "ne" %513, %515 : i32
      %517 = llvm.icmp "slt" %513, %23 : i32
      %518 = llvm.icmp "ne" %517, %20 : i1
      %519 = llvm.and %516, %518 : i1
      %520 = llvm.add %514, %26 : i32
      %521 = llvm.select %519, %520, %514 : i1, i32
      %522 = llvm.icmp "ne" %434, %425 : i32
      llvm.cond_br %522, ^bb80, ^bb89
    ^bb80:  // pred: ^bb79
      %523 = llvm.mul %434, %27 : i32
      %524 = llvm.add %523, %31 : i32
      %525 = llvm.extractvalue %arg6[0] : !llvm_struct_6960aa
      %526 = llvm.getelementptr %525[%524] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
      %527 = llvm.ptrtoint %526 : !llvm.ptr<1> to i64
      %528 = llvm.inttoptr %527 : i64 to !llvm.ptr<1>
      %529 = llvm.load %528 {alignment = 8 : i64} : !llvm.ptr<1> -> i64
      %530 = llvm.extractvalue %arg5[0] : !llvm_struct_6960aa
      %531 = llvm.getelementptr %530[%524] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %532 = llvm.ptrtoint %531 : !llvm.ptr<1> to i64
      %533 = llvm.inttoptr %532 : i64 to !llvm.ptr<1>
      %534 = llvm.load %533 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %535 = llvm.inttoptr %529 : i64 to !llvm.ptr<1>
      %536 = llvm.insertvalue %451, %13[0] : !llvm.struct<(i32, i32)>
      %537 = llvm.insertvalue %456, %536[1] : !llvm.struct<(i32, i32)>
      %538 = llvm.insertvalue %537, %12[0] : !llvm_struct_bfe517
      llvm.cond_br %358, ^bb81, ^bb86
    ^bb81:  // pred: ^bb80
      %539 = llvm.extractvalue %538[0, 0] : !llvm_struct_bfe517
      %540 = llvm.extractvalue %538[0, 1] : !llvm_struct_bfe517
      %541 = llvm.zext %534 : i32 to i64
      %542 = llvm.mul %541, %10 : i64
      %543 = nvvm.elect.sync -> i1
      llvm.cond_br %543, ^bb82, ^bb83
    ^bb82:  // pred: ^bb81
      %544 = llvm.ptrtoint %535 : !llvm.ptr<1> to i64
      %545 = llvm.ptrtoint %94 : !llvm.ptr<3> to i32
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [$0], $1;", "r,l" %545, %544 : (i32, i64) -> ()
      %546 = llvm.ptrtoint %94 : !llvm.ptr<3> to i64
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 0, $1;", "l,r" %546, %540 : (i64, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 1, $1;", "l,r" %546, %539 : (i64, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 0, $1;", "l,l" %546, %542 : (i64, i64) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 2, $1;", "l,r" %546, %41 : (i64, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 1, $1;", "l,l" %546, %11 : (i64, i64) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 3, $1;", "l,r" %546, %41 : (i64, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 2, $1;", "l,l" %546, %11 : (i64, i64) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 4, $1;", "l,r" %546, %41 : (i64, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 3, $1;", "l,l" %546, %11 : (i64, i64) -> ()
      llvm.br ^bb83
    ^bb83:  // 2 preds: ^bb81, ^bb82
      %547 = nvvm.elect.sync -> i1
      llvm.cond_br %547, ^bb84, ^bb85
    ^bb84:  // pred: ^bb83
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 0 {read}
      llvm.br ^bb85
    ^bb85:  // 2 preds: ^bb83, ^bb84
      nvvm.bar.warp.sync %26 : i32
      %548 = llvm.ptrtoint %107 : !llvm.ptr<1> to i64
      %549 = llvm.ptrtoint %94 : !llvm.ptr<3> to i32
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128;", "l,r" %548, %549 : (i64, i32) -> ()
      llvm.br ^bb86
    ^bb86:  // 2 preds: ^bb80, ^bb85
      llvm.cond_br %358, ^bb87, ^bb88
    ^bb87:  // pred: ^bb86
      %550 = llvm.ptrtoint %107 : !llvm.ptr<1> to i64
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;", "l" %550 : (i64) -> ()
      llvm.br ^bb88
    ^bb88:  // 2 preds: ^bb86, ^bb87
      llvm.br ^bb89
    ^bb89:  // 2 preds: ^bb79, ^bb88
      llvm.store %38, %44 {alignment = 32 : i64} : vector<64xf32>, !llvm.ptr
      nvvm.wgmma.fence.aligned
      llvm.br ^bb90(%23, %428, %429, %430 : i32, i32, i32, i32)
    ^bb90(%551: i32, %552: i32, %553: i32, %554: i32):  // 2 preds: ^bb89, ^bb103
      %555 = llvm.icmp "slt" %551, %521 : i32
      llvm.cond_br %555, ^bb91, ^bb104
    ^bb91:  // pred: ^bb90
      %556 = llvm.getelementptr %75[%553] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %556, %554, %28 : (!llvm.ptr<3>, i32, i32) -> ()
      %557 = llvm.mul %553, %17 : i32
      %558 = llvm.bitcast %335 : i64 to vector<2xi32>
      %559 = llvm.extractelement %558[%23 : i32] : vector<2xi32>
      %560 = llvm.add %559, %557 : i32
      %561 = llvm.insertelement %560, %558[%23 : i32] : vector<2xi32>
      %562 = llvm.bitcast %561 : vector<2xi32> to i64
      %563 = llvm.bitcast %343 : i64 to vector<2xi32>
      %564 = llvm.extractelement %563[%23 : i32] : vector<2xi32>
      %565 = llvm.add %564, %557 : i32
      %566 = llvm.insertelement %565, %563[%23 : i32] : vector<2xi32>
      %567 = llvm.bitcast %566 : vector<2xi32> to i64
      %568 = llvm.load %44 : !llvm.ptr -> f32
      %569 = llvm.load %361 : !llvm.ptr -> f32
      %570 = llvm.load %362 : !llvm.ptr -> f32
      %571 = llvm.load %363 : !llvm.ptr -> f32
      %572 = llvm.load %364 : !llvm.ptr -> f32
      %573 = llvm.load %365 : !llvm.ptr -> f32
      %574 = llvm.load %366 : !llvm.ptr -> f32
      %575 = llvm.load %367 : !llvm.ptr -> f32
      %576 = llvm.load %368 : !llvm.ptr -> f32
      %577 = llvm.load %369 : !llvm.ptr -> f32
      %578 = llvm.load %370 : !llvm.ptr -> f32
      %579 = llvm.load %371 : !llvm.ptr -> f32
      %580 = llvm.load %372 : !llvm.ptr -> f32
      %581 = llvm.load %373 : !llvm.ptr -> f32
      %582 = llvm.load %374 : !llvm.ptr -> f32
      %583 = llvm.load %375 : !llvm.ptr -> f32
      %584 = llvm.load %376 : !llvm.ptr -> f32
      %585 = llvm.load %377 : !llvm.ptr -> f32
      %586 = llvm.load %378 : !llvm.ptr -> f32
      %587 = llvm.load %379 : !llvm.ptr -> f32
      %588 = llvm.load %380 : !llvm.ptr -> f32
      %589 = llvm.load %381 : !llvm.ptr -> f32
      %590 = llvm.load %382 : !llvm.ptr -> f32
      %591 = llvm.load %383 : !llvm.ptr -> f32
      %592 = llvm.load %384 : !llvm.ptr -> f32
      %593 = llvm.load %385 : !llvm.ptr -> f32
      %594 = llvm.load %386 : !llvm.ptr -> f32
      %595 = llvm.load %387 : !llvm.ptr -> f32
      %596 = llvm.load %388 : !llvm.ptr -> f32
      %597 = llvm.load %389 : !llvm.ptr -> f32
      %598 = llvm.load %390 : !llvm.ptr -> f32
      %599 = llvm.load %391 : !llvm.ptr -> f32
      %600 = llvm.load %392 : !llvm.ptr -> f32
      %601 = llvm.load %393 : !llvm.ptr -> f32
      %602 = llvm.load %394 : !llvm.ptr -> f32
      %603 = llvm.load %395 : !llvm.ptr -> f32
      %604 = llvm.load %396 : !llvm.ptr -> f32
      %605 = llvm.load %397 : !llvm.ptr -> f32
      %606 = llvm.load %398 : !llvm.ptr -> f32
      %607 = llvm.load %399 : !llvm.ptr -> f32
      %608 = llvm.load %400 : !llvm.ptr -> f32
      %609 = llvm.load %401 : !llvm.ptr -> f32
      %610 = llvm.load %402 : !llvm.ptr -> f32
      %611 = llvm.load %403 : !llvm.ptr -> f32
      %612 = llvm.load %404 : !llvm.ptr -> f32
      %613 = llvm.load %405 : !llvm.ptr -> f32
      %614 = llvm.load %406 : !llvm.ptr -> f32
      %615 = llvm.load %407 : !llvm.ptr -> f32
      %616 = llvm.load %408 : !llvm.ptr -> f32
      %617 = llvm.load %409 : !llvm.ptr -> f32
      %618 = llvm.load %410 : !llvm.ptr -> f32
      %619 = llvm.load %411 : !llvm.ptr -> f32
      %620 = llvm.load %412 : !llvm.ptr -> f32
      %621 = llvm.load %413 : !llvm.ptr -> f32
      %622 = llvm.load %414 : !llvm.ptr -> f32
      %623 = llvm.load %415 : !llvm.ptr -> f32
      %624 = llvm.load %416 : !llvm.ptr -> f32
      %625 = llvm.load %417 : !llvm.ptr -> f32
      %626 = llvm.load %418 : !llvm.ptr -> f32
      %627 = llvm.load %419 : !llvm.ptr -> f32
      %628 = llvm.load %420 : !llvm.ptr -> f32
      %629 = llvm.load %421 : !llvm.ptr -> f32
      %630 = llvm.load %422 : !llvm.ptr -> f32
      %631 = llvm.load %423 : !llvm.ptr -> f32
      %632 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %568, %569, %570, %571, %572, %573, %574, %575, %576, %577, %578, %579, %580, %581, %582, %583, %584, %585, %586, %587, %588, %589, %590, %591, %592, %593, %594, %595, %596, %597, %598, %599, %600, %601, %602, %603, %604, %605, %606, %607, %608, %609, %610, %611, %612, %613, %614, %615, %616, %617, %618, %619, %620, %621, %622, %623, %624, %625, %626, %627, %628, %629, %630, %631, %562, %567, %25, %41, %41, %23, %23 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1, i32, i32, i32, i32) -> !llvm_struct_4a19c2
      %633 = llvm.extractvalue %632[0] : !llvm_struct_4a19c2
      %634 = llvm.extractvalue %632[1] : !llvm_struct_4a19c2
      %635 = llvm.extractvalue %632[2] : !llvm_struct_4a19c2
      %636 = llvm.extractvalue %632[3] : !llvm_struct_4a19c2
      %637 = llvm.extractvalue %632[4] : !llvm_struct_4a19c2
      %638 = llvm.extractvalue %632[5] : !llvm_struct_4a19c2
      %639 = llvm.extractvalue %632[6] : !llvm_struct_4a19c2
      %640 = llvm.extractvalue %632[7] : !llvm_struct_4a19c2
      %641 = llvm.extractvalue %632[8] : !llvm_struct_4a19c2
      %642 = llvm.extractvalue %632[9] : !llvm_struct_4a19c2
      %643 = llvm.extractvalue %632[10] : !llvm_struct_4a19c2
      %644 = llvm.extractvalue %632[11] : !llvm_struct_4a19c2
      %645 = llvm.extractvalue %632[12] : !llvm_struct_4a19c2
      %646 = llvm.extractvalue %632[13] : !llvm_struct_4a19c2
      %647 = llvm.extractvalue %632[14] : !llvm_struct_4a19c2
      %648 = llvm.extractvalue %632[15] : !llvm_struct_4a19c2
      %649 = llvm.extractvalue %632[16] : !llvm_struct_4a19c2
      %650 = llvm.extractvalue %632[17] : !llvm_struct_4a19c2
      %651 = llvm.extractvalue %632[18] : !llvm_struct_4a19c2
      %652 = llvm.extractvalue %632[19] : !llvm_struct_4a19c2
      %653 = llvm.extractvalue %632[20] : !llvm_struct_4a19c2
      %654 = llvm.extractvalue %632[21] : !llvm_struct_4a19c2
      %655 = llvm.extractvalue %632[22] : !llvm_struct_4a19c2
      %656 = llvm.extractvalue %632[23] : !llvm_struct_4a19c2
      %657 = llvm.extractvalue %632[24] : !llvm_struct_4a19c2
      %658 = llvm.extractvalue %632[25] : !llvm_struct_4a19c2
      %659 = llvm.extractvalue %632[26] : !llvm_struct_4a19c2
      %660 = llvm.extractvalue %632[27] : !llvm_struct_4a19c2
      %661 = llvm.extractvalue %632[28] : !llvm_struct_4a19c2
      %662 = llvm.extractvalue %632[29] : !llvm_struct_4a19c2
      %663 = llvm.extractvalue %632[30] : !llvm_struct_4a19c2
      %664 = llvm.extractvalue %632[31] : !llvm_struct_4a19c2
      %665 = llvm.extractvalue %632[32] : !llvm_struct_4a19c2
      %666 = llvm.extractvalue %632[33] : !llvm_struct_4a19c2
      %667 = llvm.extractvalue %632[34] : !llvm_struct_4a19c2
      %668 = llvm.extractvalue %632[35] : !llvm_struct_4a19c2
      %669 = llvm.extractvalue %632[36] : !llvm_struct_4a19c2
      %670 = llvm.extractvalue %632[37] : !llvm_struct_4a19c2
      %671 = llvm.extractvalue %632[38] : !llvm_struct_4a19c2
      %672 = llvm.extractvalue %632[39] : !llvm_struct_4a19c2
      %673 = llvm.extractvalue %632[40] : !llvm_struct_4a19c2
      %674 = llvm.extractvalue %632[41] : !llvm_struct_4a19c2
      %675 = llvm.extractvalue %632[42] : !llvm_struct_4a19c2
      %676 = llvm.extractvalue %632[43] : !llvm_struct_4a19c2
      %677 = llvm.extractvalue %632[44] : !llvm_struct_4a19c2
      %678 = llvm.extractvalue %632[45] : !llvm_struct_4a19c2
      %679 = llvm.extractvalue %632[46] : !llvm_struct_4a19c2
      %680 = llvm.extractvalue %632[47] : !llvm_struct_4a19c2
      %681 = llvm.extractvalue %632[48] : !llvm_struct_4a19c2
      %682 = llvm.extractvalue %632[49] : !llvm_struct_4a19c2
      %683 = llvm.extractvalue %632[50] : !llvm_struct_4a19c2
      %684 = llvm.extractvalue %632[51] : !llvm_struct_4a19c2
      %685 = llvm.extractvalue %632[52] : !llvm_struct_4a19c2
      %686 = llvm.extractvalue %632[53] : !llvm_struct_4a19c2
      %687 = llvm.extractvalue %632[54] : !llvm_struct_4a19c2
      %688 = llvm.extractvalue %632[55] : !llvm_struct_4a19c2
      %689 = llvm.extractvalue %632[56] : !llvm_struct_4a19c2
      %690 = llvm.extractvalue %632[57] : !llvm_struct_4a19c2
      %691 = llvm.extractvalue %632[58] : !llvm_struct_4a19c2
      %692 = llvm.extractvalue %632[59] : !llvm_struct_4a19c2
      %693 = llvm.extractvalue %632[60] : !llvm_struct_4a19c2
      %694 = llvm.extractvalue %632[61] : !llvm_struct_4a19c2
      %695 = llvm.extractvalue %632[62] : !llvm_struct_4a19c2
      %696 = llvm.extractvalue %632[63] : !llvm_struct_4a19c2
      llvm.store %633, %44 : f32, !llvm.ptr
      llvm.store %634, %361 : f32, !llvm.ptr
      llvm.store %635, %362 : f32, !llvm.ptr
      llvm.store %636, %363 : f32, !llvm.ptr
      llvm.store %637, %364 : f32, !llvm.ptr
      llvm.store %638, %365 : f32, !llvm.ptr
      llvm.store %639, %366 : f32, !llvm.ptr
      llvm.store %640, %367 : f32, !llvm.ptr
      llvm.store %641, %368 : f32, !llvm.ptr
      llvm.store %642, %369 : f32, !llvm.ptr
      llvm.store %643, %370 : f32, !llvm.ptr
      llvm.store %644, %371 : f32, !llvm.ptr
      llvm.store %645, %372 : f32, !llvm.ptr
      llvm.store %646, %373 : f32, !llvm.ptr
      llvm.store %647, %374 : f32, !llvm.ptr
      llvm.store %648, %375 : f32, !llvm.ptr
      llvm.store %649, %376 : f32, !llvm.ptr
      llvm.store %650, %377 : f32, !llvm.ptr
      llvm.store %651, %378 : f32, !llvm.ptr
      llvm.store %652, %379 : f32, !llvm.ptr
      llvm.store %653, %380 : f32, !llvm.ptr
      llvm.store %654, %381 : f32, !llvm.ptr
      llvm.store %655, %382 : f32, !llvm.ptr
      llvm.store %656, %383 : f32, !llvm.ptr
      llvm.store %657, %384 : f32, !llvm.ptr
      llvm.store %658, %385 : f32, !llvm.ptr
      llvm.store %659, %386 : f32, !llvm.ptr
      llvm.store %660, %387 : f32, !llvm.ptr
      llvm.store %661, %388 : f32, !llvm.ptr
      llvm.store %662, %389 : f32, !llvm.ptr
      llvm.store %663, %390 : f32, !llvm.ptr
      llvm.store %664, %391 : f32, !llvm.ptr
      llvm.store %665, %392 : f32, !llvm.ptr
      llvm.store %666, %393 : f32, !llvm.ptr
      llvm.store %667, %394 : f32, !llvm.ptr
      llvm.store %668, %395 : f32, !llvm.ptr
      llvm.store %669, %396 : f32, !llvm.ptr
      llvm.store %670, %397 : f32, !llvm.ptr
      llvm.store %671, %398 : f32, !llvm.ptr
      llvm.store %672, %399 : f32, !llvm.ptr
      llvm.store %673, %400 : f32, !llvm.ptr
      llvm.store %674, %401 : f32, !llvm.ptr
      llvm.store %675, %402 : f32, !llvm.ptr
      llvm.store %676, %403 : f32, !llvm.ptr
      llvm.store %677, %404 : f32, !llvm.ptr
      llvm.store %678, %405 : f32, !llvm.ptr
      llvm.store %679, %406 : f32, !llvm.ptr
      llvm.store %680, %407 : f32, !llvm.ptr
      llvm.store %681, %408 : f32, !llvm.ptr
      llvm.store %682, %409 : f32, !llvm.ptr
      llvm.store %683, %410 : f32, !llvm.ptr
      llvm.store %684, %411 : f32, !llvm.ptr
      llvm.store %685, %412 : f32, !llvm.ptr
      llvm.store %686, %413 : f32, !llvm.ptr
      llvm.store %687, %414 : f32, !llvm.ptr
      llvm.store %688, %415 : f32, !llvm.ptr
      llvm.store %689, %416 : f32, !llvm.ptr
      llvm.store %690, %417 : f32, !llvm.ptr
      llvm.store %691, %418 : f32, !llvm.ptr
      llvm.store %692, %419 : f32, !llvm.ptr
      llvm.store %693, %420 : f32, !llvm.ptr
      llvm.store %694, %421 : f32, !llvm.ptr
      llvm.store %695, %422 : f32, !llvm.ptr
      llvm.store %696, %423 : f32, !llvm.ptr
      %697 = llvm.add %557, %31 : i32
      %698 = llvm.add %559, %697 : i32
      %699 = llvm.insertelement %698, %558[%23 : i32] : vector<2xi32>
      %700 = llvm.bitcast %699 : vector<2xi32> to i64
      %701 = llvm.add %564, %697 : i32
      %702 = llvm.insertelement %701, %563[%23 : i32] : vector<2xi32>
      %703 = llvm.bitcast %702 : vector<2xi32> to i64
      %704 = llvm.load %44 : !llvm.ptr -> f32
      %705 = llvm.load %361 : !llvm.ptr -> f32
      %706 = llvm.load %362 : !llvm.ptr -> f32
      %707 = llvm.load %363 : !llvm.ptr -> f32
      %708 = llvm.load %364 : !llvm.ptr -> f32
      %709 = llvm.load %365 : !llvm.ptr -> f32
      %710 = llvm.load %366 : !llvm.ptr -> f32
      %711 = llvm.load %367 : !llvm.ptr -> f32
      %712 = llvm.load %368 : !llvm.ptr -> f32
      %713 = llvm.load %369 : !llvm.ptr -> f32
      %714 = llvm.load %370 : !llvm.ptr -> f32
      %715 = llvm.load %371 : !llvm.ptr -> f32
      %716 = llvm.load %372 : !llvm.ptr -> f32
      %717 = llvm.load %373 : !llvm.ptr -> f32
      %718 = llvm.load %374 : !llvm.ptr -> f32
      %719 = llvm.load %375 : !llvm.ptr -> f32
      %720 = llvm.load %376 : !llvm.ptr -> f32
      %721 = llvm.load %377 : !llvm.ptr -> f32
      %722 = llvm.load %378 : !llvm.ptr -> f32
      %723 = llvm.load %379 : !llvm.ptr -> f32
      %724 = llvm.load %380 : !llvm.ptr -> f32
      %725 = llvm.load %381 : !llvm.ptr -> f32
      %726 = llvm.load %382 : !llvm.ptr -> f32
      %727 = llvm.load %383 : !llvm.ptr -> f32
      %728 = llvm.load %384 : !llvm.ptr -> f32
      %729 = llvm.load %385 : !llvm.ptr -> f32
      %730 = llvm.load %386 : !llvm.ptr -> f32
      %731 = llvm.load %387 : !llvm.ptr -> f32
      %732 = llvm.load %388 : !llvm.ptr -> f32
      %733 = llvm.load %389 : !llvm.ptr -> f32
      %734 = llvm.load %390 : !llvm.ptr -> f32
      %735 = llvm.load %391 : !llvm.ptr -> f32
      %736 = llvm.load %392 : !llvm.ptr -> f32
      %737 = llvm.load %393 : !llvm.ptr -> f32
      %738 = llvm.load %394 : !llvm.ptr -> f32
      %739 = llvm.load %395 : !llvm.ptr -> f32
      %740 = llvm.load %396 : !llvm.ptr -> f32
      %741 = llvm.load %397 : !llvm.ptr -> f32
      %742 = llvm.load %398 : !llvm.ptr -> f32
      %743 = llvm.load %399 : !llvm.ptr -> f32
      %744 = llvm.load %400 : !llvm.ptr -> f32
      %745 = llvm.load %401 : !llvm.ptr -> f32
      %746 = llvm.load %402 : !llvm.ptr -> f32
      %747 = llvm.load %403 : !llvm.ptr -> f32
      %748 = llvm.load %404 : !llvm.ptr -> f32
      %749 = llvm.load %405 : !llvm.ptr -> f32
      %750 = llvm.load %406 : !llvm.ptr -> f32
      %751 = llvm.load %407 : !llvm.ptr -> f32
      %752 = llvm.load %408 : !llvm.ptr -> f32
      %753 = llvm.load %409 : !llvm.ptr -> f32
      %754 = llvm.load %410 : !llvm.ptr -> f32
      %755 = llvm.load %411 : !llvm.ptr -> f32
      %756 = llvm.load %412 : !llvm.ptr -> f32
      %757 = llvm.load %413 : !llvm.ptr -> f32
      %758 = llvm.load %414 : !llvm.ptr -> f32
      %759 = llvm.load %415 : !llvm.ptr -> f32
      %760 = llvm.load %416 : !llvm.ptr -> f32
      %761 = llvm.load %417 : !llvm.ptr -> f32
      %762 = llvm.load %418 : !llvm.ptr -> f32
      %763 = llvm.load %419 : !llvm.ptr -> f32
      %764 = llvm.load %420 : !llvm.ptr -> f32
      %765 = llvm.load %421 : !llvm.ptr -> f32
      %766 = llvm.load %422 : !llvm.ptr -> f32
      %767 = llvm.load %423 : !llvm.ptr -> f32
      %768 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %704, %705, %706, %707, %708, %709, %710, %711, %712, %713, %714, %715, %716, %717, %718, %719, %720, %721, %722, %723, %724, %725, %726, %727, %728, %729, %730, %731, %732, %733, %734, %735, %736, %737, %738, %739, %740, %741, %742, %743, %744, %745, %746, %747, %748, %749, %750, %751, %752, %753, %754, %755, %756, %757, %758, %759, %760, %761, %762, %763, %764, %765, %766, %767, %700, %703, %25, %41, %41, %23, %23 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1, i32, i32, i32, i32) -> !llvm_struct_4a19c2
      %769 = llvm.extractvalue %768[0] : !llvm_struct_4a19c2
      %770 = llvm.extractvalue %768[1] : !llvm_struct_4a19c2
      %771 = llvm.extractvalue %768[2] : !llvm_struct_4a19c2
      %772 = llvm.extractvalue %768[3] : !llvm_struct_4a19c2
      %773 = llvm.extractvalue %768[4] : !llvm_struct_4a19c2
      %774 = llvm.extractvalue %768[5] : !llvm_struct_4a19c2
      %775 = llvm.extractvalue %768[6] : !llvm_struct_4a19c2
      %776 = llvm.extractvalue %768[7] : !llvm_struct_4a19c2
      %777 = llvm.extractvalue %768[8] : !llvm_struct_4a19c2
      %778 = llvm.extractvalue %768[9] : !llvm_struct_4a19c2
      %779 = llvm.extractvalue %768[10] : !llvm_struct_4a19c2
      %780 = llvm.extractvalue %768[11] : !llvm_struct_4a19c2
      %781 = llvm.extractvalue %768[12] : !llvm_struct_4a19c2
      %782 = llvm.extractvalue %768[13] : !llvm_struct_4a19c2
      %783 = llvm.extractvalue %768[14] : !llvm_struct_4a19c2
      %784 = llvm.extractvalue %768[15] : !llvm_struct_4a19c2
      %785 = llvm.extractvalue %768[16] : !llvm_struct_4a19c2
      %786 = llvm.extractvalue %768[17] : !llvm_struct_4a19c2
      %787 = llvm.extractvalue %768[18] : !llvm_struct_4a19c2
      %788 = llvm.extractvalue %768[19] : !llvm_struct_4a19c2
      %789 = llvm.extractvalue %768[20] : !llvm_struct_4a19c2
      %790 = llvm.extractvalue %768[21] : !llvm_struct_4a19c2
      %791 = llvm.extractvalue %768[22] : !llvm_struct_4a19c2
      %792 = llvm.extractvalue %768[23] : !llvm_struct_4a19c2
      %793 = llvm.extractvalue %768[24] : !llvm_struct_4a19c2
      %794 = llvm.extractvalue %768[25] : !llvm_struct_4a19c2
      %795 = llvm.extractvalue %768[26] : !llvm_struct_4a19c2
      %796 = llvm.extractvalue %768[27] : !llvm_struct_4a19c2
      %797 = llvm.extractvalue %768[28] : !llvm_struct_4a19c2
      %798 = llvm.extractvalue %768[29] : !llvm_struct_4a19c2
      %799 = llvm.extractvalue %768[30] : !llvm_struct_4a19c2
      %800 = llvm.extractvalue %768[31] : !llvm_struct_4a19c2
      %801 = llvm.extractvalue %768[32] : !llvm_struct_4a19c2
      %802 = llvm.extractvalue %768[33] : !llvm_struct_4a19c2
      %803 = llvm.extractvalue %768[34] : !llvm_struct_4a19c2
      %804 = llvm.extractvalue %768[35] : !llvm_struct_4a19c2
      %805 = llvm.extractvalue %768[36] : !llvm_struct_4a19c2
      %806 = llvm.extractvalue %768[37] : !llvm_struct_4a19c2
      %807 = llvm.extractvalue %768[38] : !llvm_struct_4a19c2
      %808 = llvm.extractvalue %768[39] : !llvm_struct_4a19c2
      %809 = llvm.extractvalue %768[40] : !llvm_struct_4a19c2
      %810 = llvm.extractvalue %768[41] : !llvm_struct_4a19c2
      %811 = llvm.extractvalue %768[42] : !llvm_struct_4a19c2
      %812 = llvm.extractvalue %768[43] : !llvm_struct_4a19c2
      %813 = llvm.extractvalue %768[44] : !llvm_struct_4a19c2
      %814 = llvm.extractvalue %768[45] : !llvm_struct_4a19c2
      %815 = llvm.extractvalue %768[46] : !llvm_struct_4a19c2
      %816 = llvm.extractvalue %768[47] : !llvm_struct_4a19c2
      %817 = llvm.extractvalue %768[48] : !llvm_struct_4a19c2
      %818 = llvm.extractvalue %768[49] : !llvm_struct_4a19c2
      %819 = llvm.extractvalue %768[50] : !llvm_struct_4a19c2
      %820 = llvm.extractvalue %768[51] : !llvm_struct_4a19c2
      %821 = llvm.extractvalue %768[52] : !llvm_struct_4a19c2
      %822 = llvm.extractvalue %768[53] : !llvm_struct_4a19c2
      %823 = llvm.extractvalue %768[54] : !llvm_struct_4a19c2
      %824 = llvm.extractvalue %768[55] : !llvm_struct_4a19c2
      %825 = llvm.extractvalue %768[56] : !llvm_struct_4a19c2
      %826 = llvm.extractvalue %768[57] : !llvm_struct_4a19c2
      %827 = llvm.extractvalue %768[58] : !llvm_struct_4a19c2
      %828 = llvm.extractvalue %768[59] : !llvm_struct_4a19c2
      %829 = llvm.extractvalue %768[60] : !llvm_struct_4a19c2
      %830 = llvm.extractvalue %768[61] : !llvm_struct_4a19c2
      %831 = llvm.extractvalue %768[62] : !llvm_struct_4a19c2
      %832 = llvm.extractvalue %768[63] : !llvm_struct_4a19c2
      llvm.store %769, %44 : f32, !llvm.ptr
      llvm.store %770, %361 : f32, !llvm.ptr
      llvm.store %771, %362 : f32, !llvm.ptr
      llvm.store %772, %363 : f32, !llvm.ptr
      llvm.store %773, %364 : f32, !llvm.ptr
      llvm.store %774, %365 : f32, !llvm.ptr
      llvm.store %775, %366 : f32, !llvm.ptr
      llvm.store %776, %367 : f32, !llvm.ptr
      llvm.store %777, %368 : f32, !llvm.ptr
      llvm.store %778, %369 : f32, !llvm.ptr
      llvm.store %779, %370 : f32, !llvm.ptr
      llvm.store %780, %371 : f32, !llvm.ptr
      llvm.store %781, %372 : f32, !llvm.ptr
      llvm.store %782, %373 : f32, !llvm.ptr
      llvm.store %783, %374 : f32, !llvm.ptr
      llvm.store %784, %375 : f32, !llvm.ptr
      llvm.store %785, %376 : f32, !llvm.ptr
      llvm.store %786, %377 : f32, !llvm.ptr
      llvm.store %787, %378 : f32, !llvm.ptr
      llvm.store %788, %379 : f32, !llvm.ptr
      llvm.store %789, %380 : f32, !llvm.ptr
      llvm.store %790, %381 : f32, !llvm.ptr
      llvm.store %791, %382 : f32, !llvm.ptr
      llvm.store %792, %383 : f32, !llvm.ptr
      llvm.store %793, %384 : f32, !llvm.ptr
      llvm.store %794, %385 : f32, !llvm.ptr
      llvm.store %795, %386 : f32, !llvm.ptr
      llvm.store %796, %387 : f32, !llvm.ptr
      llvm.store %797, %388 : f32, !llvm.ptr
      llvm.store %798, %389 : f32, !llvm.ptr
      llvm.store %799, %390 : f32, !llvm.ptr
      llvm.store %800, %391 : f32, !llvm.ptr
      llvm.store %801, %392 : f32, !llvm.ptr
      llvm.store %802, %393 : f32, !llvm.ptr
      llvm.store %803, %394 : f32, !llvm.ptr
      llvm.store %804, %395 : f32, !llvm.ptr
      llvm.store %805, %396 : f32, !llvm.ptr
      llvm.store %806, %397 : f32, !llvm.ptr
      llvm.store %807, %398 : f32, !llvm.ptr
      llvm.store %808, %399 : f32, !llvm.ptr
      llvm.store %809, %400 : f32, !llvm.ptr
      llvm.store %810, %401 : f32, !llvm.ptr
      llvm.store %811, %402 : f32, !llvm.ptr
      llvm.store %812, %403 : f32, !llvm.ptr
      llvm.store %813, %404 : f32, !llvm.ptr
      llvm.store %814, %405 : f32, !llvm.ptr
      llvm.store %815, %406 : f32, !llvm.ptr
      llvm.store %816, %407 : f32, !llvm.ptr
      llvm.store %817, %408 : f32, !llvm.ptr
      llvm.store %818, %409 : f32, !llvm.ptr
      llvm.store %819, %410 : f32, !llvm.ptr
      llvm.store %820, %411 : f32, !llvm.ptr
      llvm.store %821, %412 : f32, !llvm.ptr
      llvm.store %822, %413 : f32, !llvm.ptr
      llvm.store %823, %414 : f32, !llvm.ptr
      llvm.store %824, %415 : f32, !llvm.ptr
      llvm.store %825, %416 : f32, !llvm.ptr
      llvm.store %826, %417 : f32, !llvm.ptr
      llvm.store %827, %418 : f32, !llvm.ptr
      llvm.store %828, %419 : f32, !llvm.ptr
      llvm.store %829, %420 : f32, !llvm.ptr
      llvm.store %830, %421 : f32, !llvm.ptr
      llvm.store %831, %422 : f32, !llvm.ptr
      llvm.store %832, %423 : f32, !llvm.ptr
      %833 = llvm.add %557, %35 : i32
      %834 = llvm.add %559, %833 : i32
      %835 = llvm.insertelement %834, %558[%23 : i32] : vector<2xi32>
      %836 = llvm.bitcast %835 : vector<2xi32> to i64
      %837 = llvm.add %564, %833 : i32
      %838 = llvm.insertelement %837, %563[%23 : i32] : vector<2xi32>
      %839 = llvm.bitcast %838 : vector<2xi32> to i64
      %840 = llvm.load %44 : !llvm.ptr -> f32
      %841 = llvm.load %361 : !llvm.ptr -> f32
      %842 = llvm.load %362 : !llvm.ptr -> f32
      %843 = llvm.load %363 : !llvm.ptr -> f32
      %844 = llvm.load %364 : !llvm.ptr -> f32
      %845 = llvm.load %365 : !llvm.ptr -> f32
      %846 = llvm.load %366 : !llvm.ptr -> f32
      %847 = llvm.load %367 : !llvm.ptr -> f32
      %848 = llvm.load %368 : !llvm.ptr -> f32
      %849 = llvm.load %369 : !llvm.ptr -> f32
      %850 = llvm.load %370 : !llvm.ptr -> f32
      %851 = llvm.load %371 : !llvm.ptr -> f32
      %852 = llvm.load %372 : !llvm.ptr -> f32
      %853 = llvm.load %373 : !llvm.ptr -> f32
      %854 = llvm.load %374 : !llvm.ptr -> f32
      %855 = llvm.load %375 : !llvm.ptr -> f32
      %856 = llvm.load %376 : !llvm.ptr -> f32
      %857 = llvm.load %377 : !llvm.ptr -> f32
      %858 = llvm.load %378 : !llvm.ptr -> f32
      %859 = llvm.load %379 : !llvm.ptr -> f32
      %860 = llvm.load %380 : !llvm.ptr -> f32
      %861 = llvm.load %381 : !llvm.ptr -> f32
      %862 = llvm.load %382 : !llvm.ptr -> f32
      %863 = llvm.load %383 : !llvm.ptr -> f32
      %864 = llvm.load %384 : !llvm.ptr -> f32
      %865 = llvm.load %385 : !llvm.ptr -> f32
      %866 = llvm.load %386 : !llvm.ptr -> f32
      %867 = llvm.load %387 : !llvm.ptr -> f32
      %868 = llvm.load %388 : !llvm.ptr -> f32
      %869 = llvm.load %389 : !llvm.ptr -> f32
      %870 = llvm.load %390 : !llvm.ptr -> f32
      %871 = llvm.load %391 : !llvm.ptr -> f32
      %872 = llvm.load %392 : !llvm.ptr -> f32
      %873 = llvm.load %393 : !llvm.ptr -> f32
      %874 = llvm.load %394 : !llvm.ptr -> f32
      %875 = llvm.load %395 : !llvm.ptr -> f32
      %876 = llvm.load %396 : !llvm.ptr -> f32
      %877 = llvm.load %397 : !llvm.ptr -> f32
      %878 = llvm.load %398 : !llvm.ptr -> f32
      %879 = llvm.load %399 : !llvm.ptr -> f32
      %880 = llvm.load %400 : !llvm.ptr -> f32
      %881 = llvm.load %401 : !llvm.ptr -> f32
      %882 = llvm.load %402 : !llvm.ptr -> f32
      %883 = llvm.load %403 : !llvm.ptr -> f32
      %884 = llvm.load %404 : !llvm.ptr -> f32
      %885 = llvm.load %405 : !llvm.ptr -> f32
      %886 = llvm.load %406 : !llvm.ptr -> f32
      %887 = llvm.load %407 : !llvm.ptr -> f32
      %888 = llvm.load %408 : !llvm.ptr -> f32
      %889 = llvm.load %409 : !llvm.ptr -> f32
      %890 = llvm.load %410 : !llvm.ptr -> f32
      %891 = llvm.load %411 : !llvm.ptr -> f32
      %892 = llvm.load %412 : !llvm.ptr -> f32
      %893 = llvm.load %413 : !llvm.ptr -> f32
      %894 = llvm.load %414 : !llvm.ptr -> f32
      %895 = llvm.load %415 : !llvm.ptr -> f32
      %896 = llvm.load %416 : !llvm.ptr -> f32
      %897 = llvm.load %417 : !llvm.ptr -> f32
      %898 = llvm.load %418 : !llvm.ptr -> f32
      %899 = llvm.load %419 : !llvm.ptr -> f32
      %900 = llvm.load %420 : !llvm.ptr -> f32
      %901 = llvm.load %421 : !llvm.ptr -> f32
      %902 = llvm.load %422 : !llvm.ptr -> f32
      %903 = llvm.load %423 : !llvm.ptr -> f32
      %904 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %840, %841, %842, %843, %844, %845, %846, %847, %848, %849, %850, %851, %852, %853, %854, %855, %856, %857, %858, %859, %860, %861, %862, %863, %864, %865, %866, %867, %868, %869, %870, %871, %872, %873, %874, %875, %876, %877, %878, %879, %880, %881, %882, %883, %884, %885, %886, %887, %888, %889, %890, %891, %892, %893, %894, %895, %896, %897, %898, %899, %900, %901, %902, %903, %836, %839, %25, %41, %41, %23, %23 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1, i32, i32, i32, i32) -> !llvm_struct_4a19c2
      %905 = llvm.extractvalue %904[0] : !llvm_struct_4a19c2
      %906 = llvm.extractvalue %904[1] : !llvm_struct_4a19c2
      %907 = llvm.extractvalue %904[2] : !llvm_struct_4a19c2
      %908 = llvm.extractvalue %904[3] : !llvm_struct_4a19c2
      %909 = llvm.extractvalue %904[4] : !llvm_struct_4a19c2
      %910 = llvm.extractvalue %904[5] : !llvm_struct_4a19c2
      %911 = llvm.extractvalue %904[6] : !llvm_struct_4a19c2
      %912 = llvm.extractvalue %904[7] : !llvm_struct_4a19c2
      %913 = llvm.extractvalue %904[8] : !llvm_struct_4a19c2
      %914 = llvm.extractvalue %904[9] : !llvm_struct_4a19c2
      %915 = llvm.extractvalue %904[10] : !llvm_struct_4a19c2
      %916 = llvm.extractvalue %904[11] : !llvm_struct_4a19c2
      %917 = llvm.extractvalue %904[12] : !llvm_struct_4a19c2
      %918 = llvm.extractvalue %904[13] : !llvm_struct_4a19c2
      %919 = llvm.extractvalue %904[14] : !llvm_struct_4a19c2
      %920 = llvm.extractvalue %904[15] : !llvm_struct_4a19c2
      %921 = llvm.extractvalue %904[16] : !llvm_struct_4a19c2
      %922 = llvm.extractvalue %904[17] : !llvm_struct_4a19c2
      %923 = llvm.extractvalue %904[18] : !llvm_struct_4a19c2
      %924 = llvm.extractvalue %904[19] : !llvm_struct_4a19c2
      %925 = llvm.extractvalue %904[20] : !llvm_struct_4a19c2
      %926 = llvm.extractvalue %904[21] : !llvm_struct_4a19c2
      %927 = llvm.extractvalue %904[22] : !llvm_struct_4a19c2
      %928 = llvm.extractvalue %904[23] : !llvm_struct_4a19c2
      %929 = llvm.extractvalue %904[24] : !llvm_struct_4a19c2
      %930 = llvm.extractvalue %904[25] : !llvm_struct_4a19c2
      %931 = llvm.extractvalue %904[26] : !llvm_struct_4a19c2
      %932 = llvm.extractvalue %904[27] : !llvm_struct_4a19c2
      %933 = llvm.extractvalue %904[28] : !llvm_struct_4a19c2
      %934 = llvm.extractvalue %904[29] : !llvm_struct_4a19c2
      %935 = llvm.extractvalue %904[30] : !llvm_struct_4a19c2
      %936 = llvm.extractvalue %904[31] : !llvm_struct_4a19c2
      %937 = llvm.extractvalue %904[32] : !llvm_struct_4a19c2
      %938 = llvm.extractvalue %904[33] : !llvm_struct_4a19c2
      %939 = llvm.extractvalue %904[34] : !llvm_struct_4a19c2
      %940 = llvm.extractvalue %904[35] : !llvm_struct_4a19c2
      %941 = llvm.extractvalue %904[36] : !llvm_struct_4a19c2
      %942 = llvm.extractvalue %904[37] : !llvm_struct_4a19c2
      %943 = llvm.extractvalue %904[38] : !llvm_struct_4a19c2
      %944 = llvm.extractvalue %904[39] : !llvm_struct_4a19c2
      %945 = llvm.extractvalue %904[40] : !llvm_struct_4a19c2
      %946 = llvm.extractvalue %904[41] : !llvm_struct_4a19c2
      %947 = llvm.extractvalue %904[42] : !llvm_struct_4a19c2
      %948 = llvm.extractvalue %904[43] : !llvm_struct_4a19c2
      %949 = llvm.extractvalue %904[44] : !llvm_struct_4a19c2
      %950 = llvm.extractvalue %904[45] : !llvm_struct_4a19c2
      %951 = llvm.extractvalue %904[46] : !llvm_struct_4a19c2
      %952 = llvm.extractvalue %904[47] : !llvm_struct_4a19c2
      %953 = llvm.extractvalue %904[48] : !llvm_struct_4a19c2
      %954 = llvm.extractvalue %904[49] : !llvm_struct_4a19c2
      %955 = llvm.extractvalue %904[50] : !llvm_struct_4a19c2
      %956 = llvm.extractvalue %904[51] : !llvm_struct_4a19c2
      %957 = llvm.extractvalue %904[52] : !llvm_struct_4a19c2
      %958 = llvm.extractvalue %904[53] : !llvm_struct_4a19c2
      %959 = llvm.extractvalue %904[54] : !llvm_struct_4a19c2
      %960 = llvm.extractvalue %904[55] : !llvm_struct_4a19c2
      %961 = llvm.extractvalue %904[56] : !llvm_struct_4a19c2
      %962 = llvm.extractvalue %904[57] : !llvm_struct_4a19c2
      %963 = llvm.extractvalue %904[58] : !llvm_struct_4a19c2
      %964 = llvm.extractvalue %904[59] : !llvm_struct_4a19c2
      %965 = llvm.extractvalue %904[60] : !llvm_struct_4a19c2
      %966 = llvm.extractvalue %904[61] : !llvm_struct_4a19c2
      %967 = llvm.extractvalue %904[62] : !llvm_struct_4a19c2
      %968 = llvm.extractvalue %904[63] : !llvm_struct_4a19c2
      llvm.store %905, %44 : f32, !llvm.ptr
      llvm.store %906, %361 : f32, !llvm.ptr
      llvm.store %907, %362 : f32, !llvm.ptr
      llvm.store %908, %363 : f32, !llvm.ptr
      llvm.store %909, %364 : f32, !llvm.ptr
      llvm.store %910, %365 : f32, !llvm.ptr
      llvm.store %911, %366 : f32, !llvm.ptr
      llvm.store %912, %367 : f32, !llvm.ptr
      llvm.store %913, %368 : f32, !llvm.ptr
      llvm.store %914, %369 : f32, !llvm.ptr
      llvm.store %915, %370 : f32, !llvm.ptr
      llvm.store %916, %371 : f32, !llvm.ptr
      llvm.store %917, %372 : f32, !llvm.ptr
      llvm.store %918, %373 : f32, !llvm.ptr
      llvm.store %919, %374 : f32, !llvm.ptr
      llvm.store %920, %375 : f32, !llvm.ptr
      llvm.store %921, %376 : f32, !llvm.ptr
      llvm.store %922, %377 : f32, !llvm.ptr
      llvm.store %923, %378 : f32, !llvm.ptr
      llvm.store %924, %379 : f32, !llvm.ptr
      llvm.store %925, %380 : f32, !llvm.ptr
      llvm.store %926, %381 : f32, !llvm.ptr
      llvm.store %927, %382 : f32, !llvm.ptr
      llvm.store %928, %383 : f32, !llvm.ptr
      llvm.store %929, %384 : f32, !llvm.ptr
      llvm.store %930, %385 : f32, !llvm.ptr
      llvm.store %931, %386 : f32, !llvm.ptr
      llvm.store %932, %387 : f32, !llvm.ptr
      llvm.store %933, %388 : f32, !llvm.ptr
      llvm.store %934, %389 : f32, !llvm.ptr
      llvm.store %935, %390 : f32, !llvm.ptr
      llvm.store %936, %391 : f32, !llvm.ptr
      llvm.store %937, %392 : f32, !llvm.ptr
      llvm.store %938, %393 : f32, !llvm.ptr
      llvm.store %939, %394 : f32, !llvm.ptr
      llvm.store %940, %395 : f32, !llvm.ptr
      llvm.store %941, %396 : f32, !llvm.ptr
      llvm.store %942, %397 : f32, !llvm.ptr
      llvm.store %943, %398 : f32, !llvm.ptr
      llvm.store %944, %399 : f32, !llvm.ptr
      llvm.store %945, %400 : f32, !llvm.ptr
      llvm.store %946, %401 : f32, !llvm.ptr
      llvm.store %947, %402 : f32, !llvm.ptr
      llvm.store %948, %403 : f32, !llvm.ptr
      llvm.store %949, %404 : f32, !llvm.ptr
      llvm.store %950, %405 : f32, !llvm.ptr
      llvm.store %951, %406 : f32, !llvm.ptr
      llvm.store %952, %407 : f32, !llvm.ptr
      llvm.store %953, %408 : f32, !llvm.ptr
      llvm.store %954, %409 : f32, !llvm.ptr
      llvm.store %955, %410 : f32, !llvm.ptr
      llvm.store %956, %411 : f32, !llvm.ptr
      llvm.store %957, %412 : f32, !llvm.ptr
      llvm.store %958, %413 : f32, !llvm.ptr
      llvm.store %959, %414 : f32, !llvm.ptr
      llvm.store %960, %415 : f32, !llvm.ptr
      llvm.store %961, %416 : f32, !llvm.ptr
      llvm.store %962, %417 : f32, !llvm.ptr
      llvm.store %963, %418 : f32, !llvm.ptr
      llvm.store %964, %419 : f32, !llvm.ptr
      llvm.store %965, %420 : f32, !llvm.ptr
      llvm.store %966, %421 : f32, !llvm.ptr
      llvm.store %967, %422 : f32, !llvm.ptr
      llvm.store %968, %423 : f32, !llvm.ptr
      %969 = llvm.add %557, %30 : i32
      %970 = llvm.add %559, %969 : i32
      %971 = llvm.insertelement %970, %558[%23 : i32] : vector<2xi32>
      %972 = llvm.bitcast %971 : vector<2xi32> to i64
      %973 = llvm.add %564, %969 : i32
      %974 = llvm.insertelement %973, %563[%23 : i32] : vector<2xi32>
      %975 = llvm.bitcast %974 : vector<2xi32> to i64
      %976 = llvm.load %44 : !llvm.ptr -> f32
      %977 = llvm.load %361 : !llvm.ptr -> f32
      %978 = llvm.load %362 : !llvm.ptr -> f32
      %979 = llvm.load %363 : !llvm.ptr -> f32
      %980 = llvm.load %364 : !llvm.ptr -> f32
      %981 = llvm.load %365 : !llvm.ptr -> f32
      %982 = llvm.load %366 : !llvm.ptr -> f32
      %983 = llvm.load %367 : !llvm.ptr -> f32
      %984 = llvm.load %368 : !llvm.ptr -> f32
      %985 = llvm.load %369 : !llvm.ptr -> f32
      %986 = llvm.load %370 : !llvm.ptr -> f32
      %987 = llvm.load %371 : !llvm.ptr -> f32
      %988 = llvm.load %372 : !llvm.ptr -> f32
      %989 = llvm.load %373 : !llvm.ptr -> f32
      %990 = llvm.load %374 : !llvm.ptr -> f32
      %991 = llvm.load %375 : !llvm.ptr -> f32
      %992 = llvm.load %376 : !llvm.ptr -> f32
      %993 = llvm.load %377 : !llvm.ptr -> f32
      %994 = llvm.load %378 : !llvm.ptr -> f32
      %995 = llvm.load %379 : !llvm.ptr -> f32
      %996 = llvm.load %380 : !llvm.ptr -> f32
      %997 = llvm.load %381 : !llvm.ptr -> f32
      %998 = llvm.load %382 : !llvm.ptr -> f32
      %999 = llvm.load %383 : !llvm.ptr -> f32
      %1000 = llvm.load %384 : !llvm.ptr -> f32
      %1001 = llvm.load %385 : !llvm.ptr -> f32
      %1002 = llvm.load %386 : !llvm.ptr -> f32
      %1003 = llvm.load %387 : !llvm.ptr -> f32
      %1004 = llvm.load %388 : !llvm.ptr -> f32
      %1005 = llvm.load %389 : !llvm.ptr -> f32
      %1006 = llvm.load %390 : !llvm.ptr -> f32
      %1007 = llvm.load %391 : !llvm.ptr -> f32
      %1008 = llvm.load %392 : !llvm.ptr -> f32
      %1009 = llvm.load %393 : !llvm.ptr -> f32
      %1010 = llvm.load %394 : !llvm.ptr -> f32
      %1011 = llvm.load %395 : !llvm.ptr -> f32
      %1012 = llvm.load %396 : !llvm.ptr -> f32
      %1013 = llvm.load %397 : !llvm.ptr -> f32
      %1014 = llvm.load %398 : !llvm.ptr -> f32
      %1015 = llvm.load %399 : !llvm.ptr -> f32
      %1016 = llvm.load %400 : !llvm.ptr -> f32
      %1017 = llvm.load %401 : !llvm.ptr -> f32
      %1018 = llvm.load %402 : !llvm.ptr -> f32
      %1019 = llvm.load %403 : !llvm.ptr -> f32
      %1020 = llvm.load %404 : !llvm.ptr -> f32
      %1021 = llvm.load %405 : !llvm.ptr -> f32
      %1022 = llvm.load %406 : !llvm.ptr -> f32
      %1023 = llvm.load %407 : !llvm.ptr -> f32
      %1024 = llvm.load %408 : !llvm.ptr -> f32
      %1025 = llvm.load %409 : !llvm.ptr -> f32
      %1026 = llvm.load %410 : !llvm.ptr -> f32
      %1027 = llvm.load %411 : !llvm.ptr -> f32
      %1028 = llvm.load %412 : !llvm.ptr -> f32
      %1029 = llvm.load %413 : !llvm.ptr -> f32
      %1030 = llvm.load %414 : !llvm.ptr -> f32
      %1031 = llvm.load %415 : !llvm.ptr -> f32
      %1032 = llvm.load %416 : !llvm.ptr -> f32
      %1033 = llvm.load %417 : !llvm.ptr -> f32
      %1034 = llvm.load %418 : !llvm.ptr -> f32
      %1035 = llvm.load %419 : !llvm.ptr -> f32
      %1036 = llvm.load %420 : !llvm.ptr -> f32
      %1037 = llvm.load %421 : !llvm.ptr -> f32
      %1038 = llvm.load %422 : !llvm.ptr -> f32
      %1039 = llvm.load %423 : !llvm.ptr -> f32
      %1040 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %976, %977, %978, %979, %980, %981, %982, %983, %984, %985, %986, %987, %988, %989, %990, %991, %992, %993, %994, %995, %996, %997, %998, %999, %1000, %1001, %1002, %1003, %1004, %1005, %1006, %1007, %1008, %1009, %1010, %1011, %1012, %1013, %1014, %1015, %1016, %1017, %1018, %1019, %1020, %1021, %1022, %1023, %1024, %1025, %1026, %1027, %1028, %1029, %1030, %1031, %1032, %1033, %1034, %1035, %1036, %1037, %1038, %1039, %972, %975, %25, %41, %41, %23, %23 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1, i32, i32, i32, i32) -> !llvm_struct_4a19c2
      %1041 = llvm.extractvalue %1040[0] : !llvm_struct_4a19c2
      %1042 = llvm.extractvalue %1040[1] : !llvm_struct_4a19c2
      %1043 = llvm.extractvalue %1040[2] : !llvm_struct_4a19c2
      %1044 = llvm.extractvalue %1040[3] : !llvm_struct_4a19c2
      %1045 = llvm.extractvalue %1040[4] : !llvm_struct_4a19c2
      %1046 = llvm.extractvalue %1040[5] : !llvm_struct_4a19c2
      %1047 = llvm.extractvalue %1040[6] : !llvm_struct_4a19c2
      %1048 = llvm.extractvalue %1040[7] : !llvm_struct_4a19c2
      %1049 = llvm.extractvalue %1040[8] : !llvm_struct_4a19c2
      %1050 = llvm.extractvalue %1040[9] : !llvm_struct_4a19c2
      %1051 = llvm.extractvalue %1040[10] : !llvm_struct_4a19c2
      %1052 = llvm.extractvalue %1040[11] : !llvm_struct_4a19c2
      %1053 = llvm.extractvalue %1040[12] : !llvm_struct_4a19c2
      %1054 = llvm.extractvalue %1040[13] : !llvm_struct_4a19c2
      %1055 = llvm.extractvalue %1040[14] : !llvm_struct_4a19c2
      %1056 = llvm.extractvalue %1040[15] : !llvm_struct_4a19c2
      %1057 = llvm.extractvalue %1040[16] : !llvm_struct_4a19c2
      %1058 = llvm.extractvalue %1040[17] : !llvm_struct_4a19c2
      %1059 = llvm.extractvalue %1040[18] : !llvm_struct_4a19c2
      %1060 = llvm.extractvalue %1040[19] : !llvm_struct_4a19c2
      %1061 = llvm.extractvalue %1040[20] : !llvm_struct_4a19c2
      %1062 = llvm.extractvalue %1040[21] : !llvm_struct_4a19c2
      %1063 = llvm.extractvalue %1040[22] : !llvm_struct_4a19c2
      %1064 = llvm.extractvalue %1040[23] : !llvm_struct_4a19c2
      %1065 = llvm.extractvalue %1040[24] : !llvm_struct_4a19c2
      %1066 = llvm.extractvalue %1040[25] : !llvm_struct_4a19c2
      %1067 = llvm.extractvalue %1040[26] : !llvm_struct_4a19c2
      %1068 = llvm.extractvalue %1040[27] : !llvm_struct_4a19c2
      %1069 = llvm.extractvalue %1040[28] : !llvm_struct_4a19c2
      %1070 = llvm.extractvalue %1040[29] : !llvm_struct_4a19c2
      %1071 = llvm.extractvalue %1040[30] : !llvm_struct_4a19c2
      %1072 = llvm.extractvalue %1040[31] : !llvm_struct_4a19c2
      %1073 = llvm.extractvalue %1040[32] : !llvm_struct_4a19c2
      %1074 = llvm.extractvalue %1040[33] : !llvm_struct_4a19c2
      %1075 = llvm.extractvalue %1040[34] : !llvm_struct_4a19c2
      %1076 = llvm.extractvalue %1040[35] : !llvm_struct_4a19c2
      %1077 = llvm.extractvalue %1040[36] : !llvm_struct_4a19c2
      %1078 = llvm.extractvalue %1040[37] : !llvm_struct_4a19c2
      %1079 = llvm.extractvalue %1040[38] : !llvm_struct_4a19c2
      %1080 = llvm.extractvalue %1040[39] : !llvm_struct_4a19c2
      %1081 = llvm.extractvalue %1040[40] : !llvm_struct_4a19c2
      %1082 = llvm.extractvalue %1040[41] : !llvm_struct_4a19c2
      %1083 = llvm.extractvalue %1040[42] : !llvm_struct_4a19c2
      %1084 = llvm.extractvalue %1040[43] : !llvm_struct_4a19c2
      %1085 = llvm.extractvalue %1040[44] : !llvm_struct_4a19c2
      %1086 = llvm.extractvalue %1040[45] : !llvm_struct_4a19c2
      %1087 = llvm.extractvalue %1040[46] : !llvm_struct_4a19c2
      %1088 = llvm.extractvalue %1040[47] : !llvm_struct_4a19c2
      %1089 = llvm.extractvalue %1040[48] : !llvm_struct_4a19c2
      %1090 = llvm.extractvalue %1040[49] : !llvm_struct_4a19c2
      %1091 = llvm.extractvalue %1040[50] : !llvm_struct_4a19c2
      %1092 = llvm.extractvalue %1040[51] : !llvm_struct_4a19c2
      %1093 = llvm.extractvalue %1040[52] : !llvm_struct_4a19c2
      %1094 = llvm.extractvalue %1040[53] : !llvm_struct_4a19c2
      %1095 = llvm.extractvalue %1040[54] : !llvm_struct_4a19c2
      %1096 = llvm.extractvalue %1040[55] : !llvm_struct_4a19c2
      %1097 = llvm.extractvalue %1040[56] : !llvm_struct_4a19c2
      %1098 = llvm.extractvalue %1040[57] : !llvm_struct_4a19c2
      %1099 = llvm.extractvalue %1040[58] : !llvm_struct_4a19c2
      %1100 = llvm.extractvalue %1040[59] : !llvm_struct_4a19c2
      %1101 = llvm.extractvalue %1040[60] : !llvm_struct_4a19c2
      %1102 = llvm.extractvalue %1040[61] : !llvm_struct_4a19c2
      %1103 = llvm.extractvalue %1040[62] : !llvm_struct_4a19c2
      %1104 = llvm.extractvalue %1040[63] : !llvm_struct_4a19c2
      llvm.store %1041, %44 : f32, !llvm.ptr
      llvm.store %1042, %361 : f32, !llvm.ptr
      llvm.store %1043, %362 : f32, !llvm.ptr
      llvm.store %1044, %363 : f32, !llvm.ptr
      llvm.store %1045, %364 : f32, !llvm.ptr
      llvm.store %1046, %365 : f32, !llvm.ptr
      llvm.store %1047, %366 : f32, !llvm.ptr
      llvm.store %1048, %367 : f32, !llvm.ptr
      llvm.store %1049, %368 : f32, !llvm.ptr
      llvm.store %1050, %369 : f32, !llvm.ptr
      llvm.store %1051, %370 : f32, !llvm.ptr
      llvm.store %1052, %371 : f32, !llvm.ptr
      llvm.store %1053, %372 : f32, !llvm.ptr
      llvm.store %1054, %373 : f32, !llvm.ptr
      llvm.store %1055, %374 : f32, !llvm.ptr
      llvm.store %1056, %375 : f32, !llvm.ptr
      llvm.store %1057, %376 : f32, !llvm.ptr
      llvm.store %1058, %377 : f32, !llvm.ptr
      llvm.store %1059, %378 : f32, !llvm.ptr
      llvm.store %1060, %379 : f32, !llvm.ptr
      llvm.store %1061, %380 : f32, !llvm.ptr
      llvm.store %1062, %381 : f32, !llvm.ptr
      llvm.store %1063, %382 : f32, !llvm.ptr
      llvm.store %1064, %383 : f32, !llvm.ptr
      llvm.store %1065, %384 : f32, !llvm.ptr
      llvm.store %1066, %385 : f32, !llvm.ptr
      llvm.store %1067, %386 : f32, !llvm.ptr
      llvm.store %1068, %387 : f32, !llvm.ptr
      llvm.store %1069, %388 : f32, !llvm.ptr
      llvm.store %1070, %389 : f32, !llvm.ptr
      llvm.store %1071, %390 : f32, !llvm.ptr
      llvm.store %1072, %391 : f32, !llvm.ptr
      llvm.store %1073, %392 : f32, !llvm.ptr
      llvm.store %1074, %393 : f32, !llvm.ptr
      llvm.store %1075, %394 : f32, !llvm.ptr
      llvm.store %1076, %395 : f32, !llvm.ptr
      llvm.store %1077, %396 : f32, !llvm.ptr
      llvm.store %1078, %397 : f32, !llvm.ptr
      llvm.store %1079, %398 : f32, !llvm.ptr
      llvm.store %1080, %399 : f32, !llvm.ptr
      llvm.store %1081, %400 : f32, !llvm.ptr
      llvm.store %1082, %401 : f32, !llvm.ptr
      llvm.store %1083, %402 : f32, !llvm.ptr
      llvm.store %1084, %403 : f32, !llvm.ptr
      llvm.store %1085, %404 : f32, !llvm.ptr
      llvm.store %1086, %405 : f32, !llvm.ptr
      llvm.store %1087, %406 : f32, !llvm.ptr
      llvm.store %1088, %407 : f32, !llvm.ptr
      llvm.store %1089, %408 : f32, !llvm.ptr
      llvm.store %1090, %409 : f32, !llvm.ptr
      llvm.store %1091, %410 : f32, !llvm.ptr
      llvm.store %1092, %411 : f32, !llvm.ptr
      llvm.store %1093, %412 : f32, !llvm.ptr
      llvm.store %1094, %413 : f32, !llvm.ptr
      llvm.store %1095, %414 : f32, !llvm.ptr
      llvm.store %1096, %415 : f32, !llvm.ptr
      llvm.store %1097, %416 : f32, !llvm.ptr
      llvm.store %1098, %417 : f32, !llvm.ptr
      llvm.store %1099, %418 : f32, !llvm.ptr
      llvm.store %1100, %419 : f32, !llvm.ptr
      llvm.store %1101, %420 : f32, !llvm.ptr
      llvm.store %1102, %421 : f32, !llvm.ptr
      llvm.store %1103, %422 : f32, !llvm.ptr
      llvm.store %1104, %423 : f32, !llvm.ptr
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 1
      %1105 = llvm.icmp "sgt" %551, %23 : i32
      llvm.cond_br %1105, ^bb92, ^bb97(%552 : i32)
    ^bb92:  // pred: ^bb91
      llvm.cond_br %92, ^bb93, ^bb94
    ^bb93:  // pred: ^bb92
      %1106 = llvm.getelementptr %85[%552] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.txn %1106, %41 {kind = #nvvm.mbar_txn_kind<arrive>} : !llvm.ptr<3>, i32
      llvm.br ^bb94
    ^bb94:  // 2 preds: ^bb92, ^bb93
      %1107 = llvm.add %552, %41 : i32
      %1108 = llvm.icmp "eq" %1107, %30 : i32
      %1109 = llvm.select %1108, %23, %1107 : i1, i32
      llvm.cond_br %1108, ^bb95, ^bb95
    ^bb95:  // 2 preds: ^bb94, ^bb94
      llvm.br ^bb96
    ^bb96:  // pred: ^bb95
      llvm.br ^bb97(%1109 : i32)
    ^bb97(%1110: i32):  // 2 preds: ^bb91, ^bb96
      llvm.br ^bb98
    ^bb98:  // pred: ^bb97
      llvm.br ^bb99
    ^bb99:  // pred: ^bb98
      %1111 = llvm.add %553, %41 : i32
      %1112 = llvm.icmp "eq" %1111, %30 : i32
      %1113 = llvm.select %1112, %23, %1111 : i1, i32
      llvm.cond_br %1112, ^bb100, ^bb101
    ^bb100:  // pred: ^bb99
      %1114 = llvm.xor %554, %41 : i32
      llvm.br ^bb102(%1114 : i32)
    ^bb101:  // pred: ^bb99
      llvm.br ^bb102(%554 : i32)
    ^bb102(%1115: i32):  // 2 preds: ^bb100, ^bb101
      llvm.br ^bb103
    ^bb103:  // pred: ^bb102
      %1116 = llvm.add %551, %41 : i32
      llvm.br ^bb90(%1116, %1110, %1113, %1115 : i32, i32, i32, i32)
    ^bb104:  // pred: ^bb90
      nvvm.wgmma.wait.group.sync.aligned 0
      %1117 = llvm.icmp "sgt" %521, %23 : i32
      llvm.cond_br %1117, ^bb105, ^bb110(%552 : i32)
    ^bb105:  // pred: ^bb104
      llvm.cond_br %92, ^bb106, ^bb107
    ^bb106:  // pred: ^bb105
      %1118 = llvm.getelementptr %85[%552] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.txn %1118, %41 {kind = #nvvm.mbar_txn_kind<arrive>} : !llvm.ptr<3>, i32
      llvm.br ^bb107
    ^bb107:  // 2 preds: ^bb105, ^bb106
      %1119 = llvm.add %552, %41 : i32
      %1120 = llvm.icmp "eq" %1119, %30 : i32
      %1121 = llvm.select %1120, %23, %1119 : i1, i32
      llvm.cond_br %1120, ^bb108, ^bb108
    ^bb108:  // 2 preds: ^bb107, ^bb107
      llvm.br ^bb109
    ^bb109:  // pred: ^bb108
      llvm.br ^bb110(%1121 : i32)
    ^bb110(%1122: i32):  // 2 preds: ^bb104, ^bb109
      llvm.br ^bb111
    ^bb111:  // pred: ^bb110
      llvm.br ^bb112
    ^bb112:  // pred: ^bb111
      %1123 = llvm.mul %503, %22 : i32
      %1124 = llvm.mul %512, %22 : i32
      %1125 = llvm.ptrtoint %44 : !llvm.ptr to i64
      %1126 = llvm.inttoptr %1125 : i64 to !llvm.ptr
      %1127 = llvm.load %1126 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1128 = llvm.ptrtoint %43 : !llvm.ptr to i64
      %1129 = llvm.inttoptr %1128 : i64 to !llvm.ptr
      llvm.store %1127, %1129 {alignment = 32 : i64} : f32, !llvm.ptr
      %1130 = llvm.ptrtoint %361 : !llvm.ptr to i64
      %1131 = llvm.inttoptr %1130 : i64 to !llvm.ptr
      %1132 = llvm.load %1131 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1133 = llvm.getelementptr %43[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1134 = llvm.ptrtoint %1133 : !llvm.ptr to i64
      %1135 = llvm.inttoptr %1134 : i64 to !llvm.ptr
      llvm.store %1132, %1135 {alignment = 4 : i64} : f32, !llvm.ptr
      %1136 = llvm.ptrtoint %362 : !llvm.ptr to i64
      %1137 = llvm.inttoptr %1136 : i64 to !llvm.ptr
      %1138 = llvm.load %1137 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1139 = llvm.getelementptr %43[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1140 = llvm.ptrtoint %1139 : !llvm.ptr to i64
      %1141 = llvm.inttoptr %1140 : i64 to !llvm.ptr
      llvm.store %1138, %1141 {alignment = 8 : i64} : f32, !llvm.ptr
      %1142 = llvm.ptrtoint %363 : !llvm.ptr to i64
      %1143 = llvm.inttoptr %1142 : i64 to !llvm.ptr
      %1144 = llvm.load %1143 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1145 = llvm.getelementptr %43[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1146 = llvm.ptrtoint %1145 : !llvm.ptr to i64
      %1147 = llvm.inttoptr %1146 : i64 to !llvm.ptr
      llvm.store %1144, %1147 {alignment = 4 : i64} : f32, !llvm.ptr
      %1148 = llvm.ptrtoint %364 : !llvm.ptr to i64
      %1149 = llvm.inttoptr %1148 : i64 to !llvm.ptr
      %1150 = llvm.load %1149 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1151 = llvm.getelementptr %43[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %1152 = llvm.ptrtoint %1151 : !llvm.ptr to i64
      %1153 = llvm.inttoptr %1152 : i64 to !llvm.ptr
      llvm.store %1150, %1153 {alignment = 16 : i64} : f32, !llvm.ptr
      %1154 = llvm.ptrtoint %365 : !llvm.ptr to i64
      %1155 = llvm.inttoptr %1154 : i64 to !llvm.ptr
      %1156 = llvm.load %1155 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1157 = llvm.getelementptr %43[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %1158 = llvm.ptrtoint %1157 : !llvm.ptr to i64
      %1159 = llvm.inttoptr %1158 : i64 to !llvm.ptr
      llvm.store %1156, %1159 {alignment = 4 : i64} : f32, !llvm.ptr
      %1160 = llvm.ptrtoint %366 : !llvm.ptr to i64
      %1161 = llvm.inttoptr %1160 : i64 to !llvm.ptr
      %1162 = llvm.load %1161 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1163 = llvm.getelementptr %43[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %1164 = llvm.ptrtoint %1163 : !llvm.ptr to i64
      %1165 = llvm.inttoptr %1164 : i64 to !llvm.ptr
      llvm.store %1162, %1165 {alignment = 8 : i64} : f32, !llvm.ptr
      %1166 = llvm.ptrtoint %367 : !llvm.ptr to i64
      %1167 = llvm.inttoptr %1166 : i64 to !llvm.ptr
      %1168 = llvm.load %1167 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1169 = llvm.getelementptr %43[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %1170 = llvm.ptrtoint %1169 : !llvm.ptr to i64
      %1171 = llvm.inttoptr %1170 : i64 to !llvm.ptr
      llvm.store %1168, %1171 {alignment = 4 : i64} : f32, !llvm.ptr
      %1172 = llvm.ptrtoint %368 : !llvm.ptr to i64
      %1173 = llvm.inttoptr %1172 : i64 to !llvm.ptr
      %1174 = llvm.load %1173 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1175 = llvm.getelementptr %43[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %1176 = llvm.ptrtoint %1175 : !llvm.ptr to i64
      %1177 = llvm.inttoptr %1176 : i64 to !llvm.ptr
      llvm.store %1174, %1177 {alignment = 32 : i64} : f32, !llvm.ptr
      %1178 = llvm.ptrtoint %369 : !llvm.ptr to i64
      %1179 = llvm.inttoptr %1178 : i64 to !llvm.ptr
      %1180 = llvm.load %1179 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1181 = llvm.getelementptr %43[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %1182 = llvm.ptrtoint %1181 : !llvm.ptr to i64
      %1183 = llvm.inttoptr %1182 : i64 to !llvm.ptr
      llvm.store %1180, %1183 {alignment = 4 : i64} : f32, !llvm.ptr
      %1184 = llvm.ptrtoint %370 : !llvm.ptr to i64
      %1185 = llvm.inttoptr %1184 : i64 to !llvm.ptr
      %1186 = llvm.load %1185 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1187 = llvm.getelementptr %43[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %1188 = llvm.ptrtoint %1187 : !llvm.ptr to i64
      %1189 = llvm.inttoptr %1188 : i64 to !llvm.ptr
      llvm.store %1186, %1189 {alignment = 8 : i64} : f32, !llvm.ptr
      %1190 = llvm.ptrtoint %371 : !llvm.ptr to i64
      %1191 = llvm.inttoptr %1190 : i64 to !llvm.ptr
      %1192 = llvm.load %1191 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1193 = llvm.getelementptr %43[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %1194 = llvm.ptrtoint %1193 : !llvm.ptr to i64
      %1195 = llvm.inttoptr %1194 : i64 to !llvm.ptr
      llvm.store %1192, %1195 {alignment = 4 : i64} : f32, !llvm.ptr
      %1196 = llvm.ptrtoint %372 : !llvm.ptr to i64
      %1197 = llvm.inttoptr %1196 : i64 to !llvm.ptr
      %1198 = llvm.load %1197 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1199 = llvm.getelementptr %43[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %1200 = llvm.ptrtoint %1199 : !llvm.ptr to i64
      %1201 = llvm.inttoptr %1200 : i64 to !llvm.ptr
      llvm.store %1198, %1201 {alignment = 16 : i64} : f32, !llvm.ptr
      %1202 = llvm.ptrtoint %373 : !llvm.ptr to i64
      %1203 = llvm.inttoptr %1202 : i64 to !llvm.ptr
      %1204 = llvm.load %1203 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1205 = llvm.getelementptr %43[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %1206 = llvm.ptrtoint %1205 : !llvm.ptr to i64
      %1207 = llvm.inttoptr %1206 : i64 to !llvm.ptr
      llvm.store %1204, %1207 {alignment = 4 : i64} : f32, !llvm.ptr
      %1208 = llvm.ptrtoint %374 : !llvm.ptr to i64
      %1209 = llvm.inttoptr %1208 : i64 to !llvm.ptr
      %1210 = llvm.load %1209 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1211 = llvm.getelementptr %43[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %1212 = llvm.ptrtoint %1211 : !llvm.ptr to i64
      %1213 = llvm.inttoptr %1212 : i64 to !llvm.ptr
      llvm.store %1210, %1213 {alignment = 8 : i64} : f32, !llvm.ptr
      %1214 = llvm.ptrtoint %375 : !llvm.ptr to i64
      %1215 = llvm.inttoptr %1214 : i64 to !llvm.ptr
      %1216 = llvm.load %1215 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1217 = llvm.getelementptr %43[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %1218 = llvm.ptrtoint %1217 : !llvm.ptr to i64
      %1219 = llvm.inttoptr %1218 : i64 to !llvm.ptr
      llvm.store %1216, %1219 {alignment = 4 : i64} : f32, !llvm.ptr
      %1220 = llvm.load %43 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1221 = llvm.fptrunc %1220 : vector<16xf32> to vector<16xbf16>
      llvm.store %1221, %42 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1222 = llvm.mul %426, %32 : i32
      llvm.br ^bb113(%23 : i32)
    ^bb113(%1223: i32):  // 2 preds: ^bb112, ^bb114
      %1224 = llvm.icmp "slt" %1223, %31 : i32
      llvm.cond_br %1224, ^bb114, ^bb115 {llvm.loop_annotation = #loop_annotation}
    ^bb114:  // pred: ^bb113
      %1225 = llvm.mul %1223, %24 : i32
      %1226 = llvm.getelementptr %42[%1225] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1227 = llvm.mul %1223, %40 : i32
      %1228 = llvm.getelementptr %357[%1227] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1229 = llvm.load %1226 : !llvm.ptr -> vector<4xi32>
      %1230 = llvm.ptrtoint %1228 : !llvm.ptr<3> to i64
      %1231 = llvm.and %1230, %5 : i64
      %1232 = llvm.ashr %1231, %4 : i64
      %1233 = llvm.xor %1230, %1232 : i64
      %1234 = llvm.inttoptr %1233 : i64 to !llvm.ptr<3>
      %1235 = llvm.getelementptr %1234[%1222] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1236 = llvm.extractelement %1229[%23 : i32] : vector<4xi32>
      %1237 = llvm.extractelement %1229[%41 : i32] : vector<4xi32>
      %1238 = llvm.extractelement %1229[%31 : i32] : vector<4xi32>
      %1239 = llvm.extractelement %1229[%27 : i32] : vector<4xi32>
      nvvm.stmatrix %1235, %1236, %1237, %1238, %1239 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1240 = llvm.add %1223, %41 : i32
      llvm.br ^bb113(%1240 : i32)
    ^bb115:  // pred: ^bb113
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %41, %33 : (i32, i32) -> ()
      llvm.cond_br %358, ^bb116, ^bb117
    ^bb116:  // pred: ^bb115
      %1241 = llvm.getelementptr %78[%1222] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1242 = llvm.ptrtoint %107 : !llvm.ptr<1> to i64
      %1243 = llvm.inttoptr %1242 : i64 to !llvm.ptr
      %1244 = llvm.extractvalue %3[1] : !llvm_struct_254a69
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %1243, %1241, box[%1124, %1123] l2_cache_hint = %1244 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb117
    ^bb117:  // 2 preds: ^bb115, ^bb116
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %41, %33 : (i32, i32) -> ()
      %1245 = llvm.add %426, %41 : i32
      %1246 = llvm.srem %1245, %35 : i32
      %1247 = llvm.ptrtoint %376 : !llvm.ptr to i64
      %1248 = llvm.inttoptr %1247 : i64 to !llvm.ptr
      %1249 = llvm.load %1248 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1249, %1129 {alignment = 32 : i64} : f32, !llvm.ptr
      %1250 = llvm.ptrtoint %377 : !llvm.ptr to i64
      %1251 = llvm.inttoptr %1250 : i64 to !llvm.ptr
      %1252 = llvm.load %1251 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1252, %1135 {alignment = 4 : i64} : f32, !llvm.ptr
      %1253 = llvm.ptrtoint %378 : !llvm.ptr to i64
      %1254 = llvm.inttoptr %1253 : i64 to !llvm.ptr
      %1255 = llvm.load %1254 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1255, %1141 {alignment = 8 : i64} : f32, !llvm.ptr
      %1256 = llvm.ptrtoint %379 : !llvm.ptr to i64
      %1257 = llvm.inttoptr %1256 : i64 to !llvm.ptr
      %1258 = llvm.load %1257 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1258, %1147 {alignment = 4 : i64} : f32, !llvm.ptr
      %1259 = llvm.ptrtoint %380 : !llvm.ptr to i64
      %1260 = llvm.inttoptr %1259 : i64 to !llvm.ptr
      %1261 = llvm.load %1260 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1261, %1153 {alignment = 16 : i64} : f32, !llvm.ptr
      %1262 = llvm.ptrtoint %381 : !llvm.ptr to i64
      %1263 = llvm.inttoptr %1262 : i64 to !llvm.ptr
      %1264 = llvm.load %1263 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1264, %1159 {alignment = 4 : i64} : f32, !llvm.ptr
      %1265 = llvm.ptrtoint %382 : !llvm.ptr to i64
      %1266 = llvm.inttoptr %1265 : i64 to !llvm.ptr
      %1267 = llvm.load %1266 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1267, %1165 {alignment = 8 : i64} : f32, !llvm.ptr
      %1268 = llvm.ptrtoint %383 : !llvm.ptr to i64
      %1269 = llvm.inttoptr %1268 : i64 to !llvm.ptr
      %1270 = llvm.load %1269 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1270, %1171 {alignment = 4 : i64} : f32, !llvm.ptr
      %1271 = llvm.ptrtoint %384 : !llvm.ptr to i64
      %1272 = llvm.inttoptr %1271 : i64 to !llvm.ptr
      %1273 = llvm.load %1272 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1273, %1177 {alignment = 32 : i64} : f32, !llvm.ptr
      %1274 = llvm.ptrtoint %385 : !llvm.ptr to i64
      %1275 = llvm.inttoptr %1274 : i64 to !llvm.ptr
      %1276 = llvm.load %1275 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1276, %1183 {alignment = 4 : i64} : f32, !llvm.ptr
      %1277 = llvm.ptrtoint %386 : !llvm.ptr to i64
      %1278 = llvm.inttoptr %1277 : i64 to !llvm.ptr
      %1279 = llvm.load %1278 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1279, %1189 {alignment = 8 : i64} : f32, !llvm.ptr
      %1280 = llvm.ptrtoint %387 : !llvm.ptr to i64
      %1281 = llvm.inttoptr %1280 : i64 to !llvm.ptr
      %1282 = llvm.load %1281 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1282, %1195 {alignment = 4 : i64} : f32, !llvm.ptr
      %1283 = llvm.ptrtoint %388 : !llvm.ptr to i64
      %1284 = llvm.inttoptr %1283 : i64 to !llvm.ptr
      %1285 = llvm.load %1284 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1285, %1201 {alignment = 16 : i64} : f32, !llvm.ptr
      %1286 = llvm.ptrtoint %389 : !llvm.ptr to i64
      %1287 = llvm.inttoptr %1286 : i64 to !llvm.ptr
      %1288 = llvm.load %1287 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1288, %1207 {alignment = 4 : i64} : f32, !llvm.ptr
      %1289 = llvm.ptrtoint %390 : !llvm.ptr to i64
      %1290 = llvm.inttoptr %1289 : i64 to !llvm.ptr
      %1291 = llvm.load %1290 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1291, %1213 {alignment = 8 : i64} : f32, !llvm.ptr
      %1292 = llvm.ptrtoint %391 : !llvm.ptr to i64
      %1293 = llvm.inttoptr %1292 : i64 to !llvm.ptr
      %1294 = llvm.load %1293 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1294, %1219 {alignment = 4 : i64} : f32, !llvm.ptr
      %1295 = llvm.load %43 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1296 = llvm.fptrunc %1295 : vector<16xf32> to vector<16xbf16>
      llvm.store %1296, %42 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1297 = llvm.mul %1246, %32 : i32
      llvm.br ^bb118(%23 : i32)
    ^bb118(%1298: i32):  // 2 preds: ^bb117, ^bb119
      %1299 = llvm.icmp "slt" %1298, %31 : i32
      llvm.cond_br %1299, ^bb119, ^bb120 {llvm.loop_annotation = #loop_annotation}
    ^bb119:  // pred: ^bb118
      %1300 = llvm.mul %1298, %24 : i32
      %1301 = llvm.getelementptr %42[%1300] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1302 = llvm.mul %1298, %40 : i32
      %1303 = llvm.getelementptr %357[%1302] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1304 = llvm.load %1301 : !llvm.ptr -> vector<4xi32>
      %1305 = llvm.ptrtoint %1303 : !llvm.ptr<3> to i64
      %1306 = llvm.and %1305, %5 : i64
      %1307 = llvm.ashr %1306, %4 : i64
      %1308 = llvm.xor %1305, %1307 : i64
      %1309 = llvm.inttoptr %1308 : i64 to !llvm.ptr<3>
      %1310 = llvm.getelementptr %1309[%1297] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1311 = llvm.extractelement %1304[%23 : i32] : vector<4xi32>
      %1312 = llvm.extractelement %1304[%41 : i32] : vector<4xi32>
      %1313 = llvm.extractelement %1304[%31 : i32] : vector<4xi32>
      %1314 = llvm.extractelement %1304[%27 : i32] : vector<4xi32>
      nvvm.stmatrix %1310, %1311, %1312, %1313, %1314 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1315 = llvm.add %1298, %41 : i32
      llvm.br ^bb118(%1315 : i32)
    ^bb120:  // pred: ^bb118
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %41, %33 : (i32, i32) -> ()
      llvm.cond_br %358, ^bb121, ^bb122
    ^bb121:  // pred: ^bb120
      %1316 = llvm.getelementptr %78[%1297] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1317 = llvm.add %1124, %21 : i32
      %1318 = llvm.ptrtoint %107 : !llvm.ptr<1> to i64
      %1319 = llvm.inttoptr %1318 : i64 to !llvm.ptr
      %1320 = llvm.extractvalue %3[1] : !llvm_struct_254a69
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %1319, %1316, box[%1317, %1123] l2_cache_hint = %1320 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb122
    ^bb122:  // 2 preds: ^bb120, ^bb121
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %41, %33 : (i32, i32) -> ()
      %1321 = llvm.add %1246, %41 : i32
      %1322 = llvm.srem %1321, %35 : i32
      %1323 = llvm.ptrtoint %392 : !llvm.ptr to i64
      %1324 = llvm.inttoptr %1323 : i64 to !llvm.ptr
      %1325 = llvm.load %1324 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1325, %1129 {alignment = 32 : i64} : f32, !llvm.ptr
      %1326 = llvm.ptrtoint %393 : !llvm.ptr to i64
      %1327 = llvm.inttoptr %1326 : i64 to !llvm.ptr
      %1328 = llvm.load %1327 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1328, %1135 {alignment = 4 : i64} : f32, !llvm.ptr
      %1329 = llvm.ptrtoint %394 : !llvm.ptr to i64
      %1330 = llvm.inttoptr %1329 : i64 to !llvm.ptr
      %1331 = llvm.load %1330 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1331, %1141 {alignment = 8 : i64} : f32, !llvm.ptr
      %1332 = llvm.ptrtoint %395 : !llvm.ptr to i64
      %1333 = llvm.inttoptr %1332 : i64 to !llvm.ptr
      %1334 = llvm.load %1333 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1334, %1147 {alignment = 4 : i64} : f32, !llvm.ptr
      %1335 = llvm.ptrtoint %396 : !llvm.ptr to i64
      %1336 = llvm.inttoptr %1335 : i64 to !llvm.ptr
      %1337 = llvm.load %1336 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1337, %1153 {alignment = 16 : i64} : f32, !llvm.ptr
      %1338 = llvm.ptrtoint %397 : !llvm.ptr to i64
      %1339 = llvm.inttoptr %1338 : i64 to !llvm.ptr
      %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1340, %1159 {alignment = 4 : i64} : f32, !llvm.ptr
      %1341 = llvm.ptrtoint %398 : !llvm.ptr to i64
      %1342 = llvm.inttoptr %1341 : i64 to !llvm.ptr
      %1343 = llvm.load %1342 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1343, %1165 {alignment = 8 : i64} : f32, !llvm.ptr
      %1344 = llvm.ptrtoint %399 : !llvm.ptr to i64
      %1345 = llvm.inttoptr %1344 : i64 to !llvm.ptr
      %1346 = llvm.load %1345 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1346, %1171 {alignment = 4 : i64} : f32, !llvm.ptr
      %1347 = llvm.ptrtoint %400 : !llvm.ptr to i64
      %1348 = llvm.inttoptr %1347 : i64 to !llvm.ptr
      %1349 = llvm.load %1348 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1349, %1177 {alignment = 32 : i64} : f32, !llvm.ptr
      %1350 = llvm.ptrtoint %401 : !llvm.ptr to i64
      %1351 = llvm.inttoptr %1350 : i64 to !llvm.ptr
      %1352 = llvm.load %1351 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1352, %1183 {alignment = 4 : i64} : f32, !llvm.ptr
      %1353 = llvm.ptrtoint %402 : !llvm.ptr to i64
      %1354 = llvm.inttoptr %1353 : i64 to !llvm.ptr
      %1355 = llvm.load %1354 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1355, %1189 {alignment = 8 : i64} : f32, !llvm.ptr
      %1356 = llvm.ptrtoint %403 : !llvm.ptr to i64
      %1357 = llvm.inttoptr %1356 : i64 to !llvm.ptr
      %1358 = llvm.load %1357 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1358, %1195 {alignment = 4 : i64} : f32, !llvm.ptr
      %1359 = llvm.ptrtoint %404 : !llvm.ptr to i64
      %1360 = llvm.inttoptr %1359 : i64 to !llvm.ptr
      %1361 = llvm.load %1360 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1361, %1201 {alignment = 16 : i64} : f32, !llvm.ptr
      %1362 = llvm.ptrtoint %405 : !llvm.ptr to i64
      %1363 = llvm.inttoptr %1362 : i64 to !llvm.ptr
      %1364 = llvm.load %1363 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1364, %1207 {alignment = 4 : i64} : f32, !llvm.ptr
      %1365 = llvm.ptrtoint %406 : !llvm.ptr to i64
      %1366 = llvm.inttoptr %1365 : i64 to !llvm.ptr
      %1367 = llvm.load %1366 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1367, %1213 {alignment = 8 : i64} : f32, !llvm.ptr
      %1368 = llvm.ptrtoint %407 : !llvm.ptr to i64
      %1369 = llvm.inttoptr %1368 : i64 to !llvm.ptr
      %1370 = llvm.load %1369 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1370, %1219 {alignment = 4 : i64} : f32, !llvm.ptr
      %1371 = llvm.load %43 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1372 = llvm.fptrunc %1371 : vector<16xf32> to vector<16xbf16>
      llvm.store %1372, %42 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1373 = llvm.mul %1322, %32 : i32
      llvm.br ^bb123(%23 : i32)
    ^bb123(%1374: i32):  // 2 preds: ^bb122, ^bb124
      %1375 = llvm.icmp "slt" %1374, %31 : i32
      llvm.cond_br %1375, ^bb124, ^bb125 {llvm.loop_annotation = #loop_annotation}
    ^bb124:  // pred: ^bb123
      %1376 = llvm.mul %1374, %24 : i32
      %1377 = llvm.getelementptr %42[%1376] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1378 = llvm.mul %1374, %40 : i32
      %1379 = llvm.getelementptr %357[%1378] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1380 = llvm.load %1377 : !llvm.ptr -> vector<4xi32>
      %1381 = llvm.ptrtoint %1379 : !llvm.ptr<3> to i64
      %1382 = llvm.and %1381, %5 : i64
      %1383 = llvm.ashr %1382, %4 : i64
      %1384 = llvm.xor %1381, %1383 : i64
      %1385 = llvm.inttoptr %1384 : i64 to !llvm.ptr<3>
      %1386 = llvm.getelementptr %1385[%1373] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1387 = llvm.extractelement %1380[%23 : i32] : vector<4xi32>
      %1388 = llvm.extractelement %1380[%41 : i32] : vector<4xi32>
      %1389 = llvm.extractelement %1380[%31 : i32] : vector<4xi32>
      %1390 = llvm.extractelement %1380[%27 : i32] : vector<4xi32>
      nvvm.stmatrix %1386, %1387, %1388, %1389, %1390 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1391 = llvm.add %1374, %41 : i32
      llvm.br ^bb123(%1391 : i32)
    ^bb125:  // pred: ^bb123
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %41, %33 : (i32, i32) -> ()
      llvm.cond_br %358, ^bb126, ^bb127
    ^bb126:  // pred: ^bb125
      %1392 = llvm.getelementptr %78[%1373] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1393 = llvm.add %1124, %39 : i32
      %1394 = llvm.ptrtoint %107 : !llvm.ptr<1> to i64
      %1395 = llvm.inttoptr %1394 : i64 to !llvm.ptr
      %1396 = llvm.extractvalue %3[1] : !llvm_struct_254a69
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %1395, %1392, box[%1393, %1123] l2_cache_hint = %1396 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb127
    ^bb127:  // 2 preds: ^bb125, ^bb126
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %41, %33 : (i32, i32) -> ()
      %1397 = llvm.add %1322, %41 : i32
      %1398 = llvm.srem %1397, %35 : i32
      %1399 = llvm.ptrtoint %408 : !llvm.ptr to i64
      %1400 = llvm.inttoptr %1399 : i64 to !llvm.ptr
      %1401 = llvm.load %1400 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1401, %1129 {alignment = 32 : i64} : f32, !llvm.ptr
      %1402 = llvm.ptrtoint %409 : !llvm.ptr to i64
      %1403 = llvm.inttoptr %1402 : i64 to !llvm.ptr
      %1404 = llvm.load %1403 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1404, %1135 {alignment = 4 : i64} : f32, !llvm.ptr
      %1405 = llvm.ptrtoint %410 : !llvm.ptr to i64
      %1406 = llvm.inttoptr %1405 : i64 to !llvm.ptr
      %1407 = llvm.load %1406 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1407, %1141 {alignment = 8 : i64} : f32, !llvm.ptr
      %1408 = llvm.ptrtoint %411 : !llvm.ptr to i64
      %1409 = llvm.inttoptr %1408 : i64 to !llvm.ptr
      %1410 = llvm.load %1409 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1410, %1147 {alignment = 4 : i64} : f32, !llvm.ptr
      %1411 = llvm.ptrtoint %412 : !llvm.ptr to i64
      %1412 = llvm.inttoptr %1411 : i64 to !llvm.ptr
      %1413 = llvm.load %1412 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1413, %1153 {alignment = 16 : i64} : f32, !llvm.ptr
      %1414 = llvm.ptrtoint %413 : !llvm.ptr to i64
      %1415 = llvm.inttoptr %1414 : i64 to !llvm.ptr
      %1416 = llvm.load %1415 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1416, %1159 {alignment = 4 : i64} : f32, !llvm.ptr
      %1417 = llvm.ptrtoint %414 : !llvm.ptr to i64
      %1418 = llvm.inttoptr %1417 : i64 to !llvm.ptr
      %1419 = llvm.load %1418 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1419, %1165 {alignment = 8 : i64} : f32, !llvm.ptr
      %1420 = llvm.ptrtoint %415 : !llvm.ptr to i64
      %1421 = llvm.inttoptr %1420 : i64 to !llvm.ptr
      %1422 = llvm.load %1421 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1422, %1171 {alignment = 4 : i64} : f32, !llvm.ptr
      %1423 = llvm.ptrtoint %416 : !llvm.ptr to i64
      %1424 = llvm.inttoptr %1423 : i64 to !llvm.ptr
      %1425 = llvm.load %1424 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1425, %1177 {alignment = 32 : i64} : f32, !llvm.ptr
      %1426 = llvm.ptrtoint %417 : !llvm.ptr to i64
      %1427 = llvm.inttoptr %1426 : i64 to !llvm.ptr
      %1428 = llvm.load %1427 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1428, %1183 {alignment = 4 : i64} : f32, !llvm.ptr
      %1429 = llvm.ptrtoint %418 : !llvm.ptr to i64
      %1430 = llvm.inttoptr %1429 : i64 to !llvm.ptr
      %1431 = llvm.load %1430 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1431, %1189 {alignment = 8 : i64} : f32, !llvm.ptr
      %1432 = llvm.ptrtoint %419 : !llvm.ptr to i64
      %1433 = llvm.inttoptr %1432 : i64 to !llvm.ptr
      %1434 = llvm.load %1433 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1434, %1195 {alignment = 4 : i64} : f32, !llvm.ptr
      %1435 = llvm.ptrtoint %420 : !llvm.ptr to i64
      %1436 = llvm.inttoptr %1435 : i64 to !llvm.ptr
      %1437 = llvm.load %1436 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1437, %1201 {alignment = 16 : i64} : f32, !llvm.ptr
      %1438 = llvm.ptrtoint %421 : !llvm.ptr to i64
      %1439 = llvm.inttoptr %1438 : i64 to !llvm.ptr
      %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1440, %1207 {alignment = 4 : i64} : f32, !llvm.ptr
      %1441 = llvm.ptrtoint %422 : !llvm.ptr to i64
      %1442 = llvm.inttoptr %1441 : i64 to !llvm.ptr
      %1443 = llvm.load %1442 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1443, %1213 {alignment = 8 : i64} : f32, !llvm.ptr
      %1444 = llvm.ptrtoint %423 : !llvm.ptr to i64
      %1445 = llvm.inttoptr %1444 : i64 to !llvm.ptr
      %1446 = llvm.load %1445 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1446, %1219 {alignment = 4 : i64} : f32, !llvm.ptr
      %1447 = llvm.load %43 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1448 = llvm.fptrunc %1447 : vector<16xf32> to vector<16xbf16>
      llvm.store %1448, %42 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1449 = llvm.mul %1398, %32 : i32
      llvm.br ^bb128(%23 : i32)
    ^bb128(%1450: i32):  // 2 preds: ^bb127, ^bb129
      %1451 = llvm.icmp "slt" %1450, %31 : i32
      llvm.cond_br %1451, ^bb129, ^bb130 {llvm.loop_annotation = #loop_annotation}
    ^bb129:  // pred: ^bb128
      %1452 = llvm.mul %1450, %24 : i32
      %1453 = llvm.getelementptr %42[%1452] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1454 = llvm.mul %1450, %40 : i32
      %1455 = llvm.getelementptr %357[%1454] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1456 = llvm.load %1453 : !llvm.ptr -> vector<4xi32>
      %1457 = llvm.ptrtoint %1455 : !llvm.ptr<3> to i64
      %1458 = llvm.and %1457, %5 : i64
      %1459 = llvm.ashr %1458, %4 : i64
      %1460 = llvm.xor %1457, %1459 : i64
      %1461 = llvm.inttoptr %1460 : i64 to !llvm.ptr<3>
      %1462 = llvm.getelementptr %1461[%1449] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1463 = llvm.extractelement %1456[%23 : i32] : vector<4xi32>
      %1464 = llvm.extractelement %1456[%41 : i32] : vector<4xi32>
      %1465 = llvm.extractelement %1456[%31 : i32] : vector<4xi32>
      %1466 = llvm.extractelement %1456[%27 : i32] : vector<4xi32>
      nvvm.stmatrix %1462, %1463, %1464, %1465, %1466 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1467 = llvm.add %1450, %41 : i32
      llvm.br ^bb128(%1467 : i32)
    ^bb130:  // pred: ^bb128
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %41, %33 : (i32, i32) -> ()
      llvm.cond_br %358, ^bb131, ^bb132
    ^bb131:  // pred: ^bb130
      %1468 = llvm.getelementptr %78[%1449] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1469 = llvm.add %1124, %2 : i32
      %1470 = llvm.ptrtoint %107 : !llvm.ptr<1> to i64
      %1471 = llvm.inttoptr %1470 : i64 to !llvm.ptr
      %1472 = llvm.extractvalue %3[1] : !llvm_struct_254a69
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %1471, %1468, box[%1469, %1123] l2_cache_hint = %1472 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb132
    ^bb132:  // 2 preds: ^bb130, ^bb131
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %41, %33 : (i32, i32) -> ()
      %1473 = llvm.add %1398, %41 : i32
      %1474 = llvm.srem %1473, %35 : i32
      %1475 = llvm.add %427, %74 : i32
      llvm.br ^bb75(%434, %434, %1474, %1475, %1122, %553, %554 : i32, i32, i32, i32, i32, i32, i32)
    ^bb133:  // pred: ^bb75
      nvvm.cp.async.bulk.wait_group 0 {read}
      llvm.br ^bb134
    ^bb134:  // 2 preds: ^bb69, ^bb133
      llvm.return
    }
  }
  llvm.func @cutlass___call___cute_irkernelsgemm_grou_h36291334(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: !llvm_struct_6960aa, %arg5: !llvm_struct_6960aa, %arg6: !llvm_struct_6960aa, %arg7: i32, %arg8: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.undef : !llvm_struct_2ed770
    %6 = llvm.mlir.undef : !llvm.struct<(i1)>
    %7 = llvm.mlir.constant(230400 : i64) : i64
    %8 = llvm.mlir.constant(2233785415175766016 : i64) : i64
    %9 = llvm.mlir.constant(854698492039 : i64) : i64
    %10 = llvm.mlir.constant(73014723858 : i64) : i64
    %11 = llvm.mlir.constant(579820585479 : i64) : i64
    %12 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %13 = llvm.mlir.constant(854698492423 : i64) : i64
    %14 = llvm.mlir.constant(279175259410 : i64) : i64
    %15 = llvm.mlir.constant(0 : i32) : i32
    %16 = llvm.mlir.constant(384 : i32) : i32
    %17 = llvm.mlir.constant(1 : i32) : i32
    %18 = llvm.mlir.constant(132 : i32) : i32
    %19 = llvm.mlir.constant(127 : i64) : i64
    %20 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %21 = llvm.mlir.constant(4 : i64) : i64
    %22 = llvm.mlir.constant(16 : i64) : i64
    %23 = llvm.mlir.constant(0 : i64) : i64
    %24 = llvm.mlir.constant(16 : i32) : i32
    %25 = llvm.mlir.constant(false) : i1
    %26 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %27 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %28 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
    %29 = llvm.insertvalue %25, %6[0] : !llvm.struct<(i1)>
    %30 = llvm.alloca %24 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %31 = llvm.ptrtoint %26 : !llvm.ptr<1> to i64
    %32 = llvm.getelementptr %30[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %32 : i64, !llvm.ptr
    %33 = llvm.getelementptr %30[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %33 : i64, !llvm.ptr
    %34 = llvm.getelementptr %30[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %34 : i64, !llvm.ptr
    %35 = llvm.getelementptr %30[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %35 : i64, !llvm.ptr
    %36 = llvm.getelementptr %30[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %36 : i64, !llvm.ptr
    %37 = llvm.getelementptr %30[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %37 : i64, !llvm.ptr
    %38 = llvm.getelementptr %30[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %38 : i64, !llvm.ptr
    %39 = llvm.getelementptr %30[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %39 : i64, !llvm.ptr
    %40 = llvm.udiv %31, %22 : i64
    %41 = llvm.and %40, %20 : i64
    %42 = llvm.shl %41, %21 : i64
    llvm.store %42, %32 : i64, !llvm.ptr
    llvm.store %14, %33 : i64, !llvm.ptr
    llvm.store %23, %34 : i64, !llvm.ptr
    llvm.store %23, %35 : i64, !llvm.ptr
    llvm.store %13, %36 : i64, !llvm.ptr
    llvm.store %23, %37 : i64, !llvm.ptr
    llvm.store %12, %38 : i64, !llvm.ptr
    llvm.store %19, %39 : i64, !llvm.ptr
    %43 = llvm.ptrtoint %30 : !llvm.ptr to i64
    %44 = llvm.inttoptr %43 : i64 to !llvm.ptr
    %45 = llvm.load %44 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %46 = llvm.insertvalue %45, %5[0] : !llvm_struct_2ed770
    %47 = llvm.alloca %24 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %48 = llvm.ptrtoint %27 : !llvm.ptr<1> to i64
    %49 = llvm.getelementptr %47[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %49 : i64, !llvm.ptr
    %50 = llvm.getelementptr %47[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %50 : i64, !llvm.ptr
    %51 = llvm.getelementptr %47[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %51 : i64, !llvm.ptr
    %52 = llvm.getelementptr %47[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %52 : i64, !llvm.ptr
    %53 = llvm.getelementptr %47[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %53 : i64, !llvm.ptr
    %54 = llvm.getelementptr %47[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %54 : i64, !llvm.ptr
    %55 = llvm.getelementptr %47[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %55 : i64, !llvm.ptr
    %56 = llvm.getelementptr %47[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %56 : i64, !llvm.ptr
    %57 = llvm.udiv %48, %22 : i64
    %58 = llvm.and %57, %20 : i64
    %59 = llvm.shl %58, %21 : i64
    llvm.store %59, %49 : i64, !llvm.ptr
    llvm.store %14, %50 : i64, !llvm.ptr
    llvm.store %23, %51 : i64, !llvm.ptr
    llvm.store %23, %52 : i64, !llvm.ptr
    llvm.store %11, %53 : i64, !llvm.ptr
    llvm.store %23, %54 : i64, !llvm.ptr
    llvm.store %12, %55 : i64, !llvm.ptr
    llvm.store %19, %56 : i64, !llvm.ptr
    %60 = llvm.ptrtoint %47 : !llvm.ptr to i64
    %61 = llvm.inttoptr %60 : i64 to !llvm.ptr
    %62 = llvm.load %61 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %63 = llvm.insertvalue %62, %5[0] : !llvm_struct_2ed770
    %64 = llvm.alloca %24 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %65 = llvm.ptrtoint %28 : !llvm.ptr<1> to i64
    %66 = llvm.getelementptr %64[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %66 : i64, !llvm.ptr
    %67 = llvm.getelementptr %64[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %67 : i64, !llvm.ptr
    %68 = llvm.getelementptr %64[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %68 : i64, !llvm.ptr
    %69 = llvm.getelementptr %64[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %69 : i64, !llvm.ptr
    %70 = llvm.getelementptr %64[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %70 : i64, !llvm.ptr
    %71 = llvm.getelementptr %64[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %71 : i64, !llvm.ptr
    %72 = llvm.getelementptr %64[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %72 : i64, !llvm.ptr
    %73 = llvm.getelementptr %64[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %73 : i64, !llvm.ptr
    %74 = llvm.udiv %65, %22 : i64
    %75 = llvm.and %74, %20 : i64
    %76 = llvm.shl %75, %21 : i64
    llvm.store %76, %66 : i64, !llvm.ptr
    llvm.store %10, %67 : i64, !llvm.ptr
    llvm.store %23, %68 : i64, !llvm.ptr
    llvm.store %23, %69 : i64, !llvm.ptr
    llvm.store %9, %70 : i64, !llvm.ptr
    llvm.store %23, %71 : i64, !llvm.ptr
    llvm.store %8, %72 : i64, !llvm.ptr
    llvm.store %19, %73 : i64, !llvm.ptr
    %77 = llvm.ptrtoint %64 : !llvm.ptr to i64
    %78 = llvm.inttoptr %77 : i64 to !llvm.ptr
    %79 = llvm.load %78 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %80 = llvm.insertvalue %79, %5[0] : !llvm_struct_2ed770
    %81 = llvm.icmp "slt" %arg7, %18 : i32
    %82 = llvm.select %81, %arg7, %18 : i1, i32
    %83 = llvm.icmp "sgt" %82, %17 : i32
    %84 = llvm.select %83, %82, %17 : i1, i32
    %85 = llvm.alloca %17 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %86 = llvm.alloca %17 x !llvm.array<3 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %87 = llvm.getelementptr %85[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %86, %87 : !llvm.ptr, !llvm.ptr
    %88 = llvm.getelementptr %85[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %16, %88 : i32, !llvm.ptr
    %89 = llvm.getelementptr %85[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %17, %89 : i32, !llvm.ptr
    %90 = llvm.getelementptr %85[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %17, %90 : i32, !llvm.ptr
    %91 = llvm.getelementptr %85[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %7, %91 : i64, !llvm.ptr
    %92 = llvm.getelementptr %85[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %17, %92 : i32, !llvm.ptr
    %93 = llvm.getelementptr %85[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %17, %93 : i32, !llvm.ptr
    %94 = llvm.getelementptr %85[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %84, %94 : i32, !llvm.ptr
    %95 = llvm.getelementptr %85[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %15, %95 : i32, !llvm.ptr
    %96 = llvm.getelementptr %85[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg8, %96 : !llvm.ptr, !llvm.ptr
    %97 = llvm.alloca %17 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %98 = llvm.getelementptr %97[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %85, %98 : !llvm.ptr, !llvm.ptr
    %99 = llvm.load %98 : !llvm.ptr -> !llvm.ptr
    %100 = llvm.getelementptr %99[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %101 = llvm.load %100 : !llvm.ptr -> i32
    %102 = llvm.getelementptr %99[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %103 = llvm.load %102 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%15 : i32)
  ^bb1(%104: i32):  // 2 preds: ^bb3, ^bb5
    %105 = llvm.getelementptr %103[%104] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %106 = llvm.getelementptr %105[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %4, %106 : i32, !llvm.ptr
    %107 = llvm.getelementptr %105[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %15, %107 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // 2 preds: ^bb4, ^bb11
    %108 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %109 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %110 = llvm.call @printf(%109, %108) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %111 = llvm.add %101, %17 : i32
    llvm.store %111, %100 : i32, !llvm.ptr
    llvm.br ^bb1(%101 : i32)
  ^bb4:  // pred: ^bb7
    %112 = llvm.icmp "uge" %101, %1 : i32
    llvm.cond_br %112, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%118 : i32)
  ^bb6:  // pred: ^bb7
    %113 = llvm.getelementptr %103[%118] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %114 = llvm.getelementptr %113[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %115 = llvm.load %114 : !llvm.ptr -> i32
    %116 = llvm.icmp "eq" %115, %4 : i32
    %117 = llvm.add %118, %17 : i32
    llvm.cond_br %116, ^bb5, ^bb7(%117 : i32)
  ^bb7(%118: i32):  // 2 preds: ^bb0, ^bb6
    %119 = llvm.icmp "uge" %118, %101 : i32
    llvm.cond_br %119, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %120 = llvm.load %98 : !llvm.ptr -> !llvm.ptr
    %121 = llvm.getelementptr %120[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %122 = llvm.load %121 : !llvm.ptr -> i32
    %123 = llvm.getelementptr %120[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %124 = llvm.load %123 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb14(%15 : i32)
  ^bb9(%125: i32):  // 2 preds: ^bb10, ^bb12
    %126 = llvm.getelementptr %124[%125] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %127 = llvm.getelementptr %126[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %0, %127 : i32, !llvm.ptr
    %128 = llvm.getelementptr %126[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %15, %128 : i32, !llvm.ptr
    llvm.br ^bb15
  ^bb10:  // pred: ^bb11
    %129 = llvm.add %122, %17 : i32
    llvm.store %129, %121 : i32, !llvm.ptr
    llvm.br ^bb9(%122 : i32)
  ^bb11:  // pred: ^bb14
    %130 = llvm.icmp "uge" %122, %1 : i32
    llvm.cond_br %130, ^bb2, ^bb10
  ^bb12:  // pred: ^bb13
    llvm.br ^bb9(%136 : i32)
  ^bb13:  // pred: ^bb14
    %131 = llvm.getelementptr %124[%136] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %132 = llvm.getelementptr %131[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %133 = llvm.load %132 : !llvm.ptr -> i32
    %134 = llvm.icmp "eq" %133, %0 : i32
    %135 = llvm.add %136, %17 : i32
    llvm.cond_br %134, ^bb12, ^bb14(%135 : i32)
  ^bb14(%136: i32):  // 2 preds: ^bb8, ^bb13
    %137 = llvm.icmp "uge" %136, %122 : i32
    llvm.cond_br %137, ^bb11, ^bb13
  ^bb15:  // pred: ^bb9
    %138 = builtin.unrealized_conversion_cast %97 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 3>
    %139 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h836500a5_0<%138> (%46, %63, %80, %29, %arg3, %arg4, %arg5, %arg6, %arg7) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_2ed770, !llvm_struct_2ed770, !llvm_struct_2ed770, !llvm.struct<(i1)>, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, i32) -> !cuda.result
    %140 = builtin.unrealized_conversion_cast %139 : !cuda.result to i32
    cuda.return_if_error %140 : i32
    llvm.return %15 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___cute_irker_h96794d25(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: !llvm_struct_6960aa, %arg5: !llvm_struct_6960aa, %arg6: !llvm_struct_6960aa, %arg7: i32, %arg8: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___cute_irkernelsgemm_grou_h36291334(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, i32, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
