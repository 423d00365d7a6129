!llvm_array_cd3749 = !llvm.array<3 x struct<(i32, array<4 x i8>, array<64 x i8>)>>
!llvm_struct_687153 = !llvm.struct<(f32, f32, f32, f32)>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_a37b2a = !llvm.struct<(i32, i32, i32, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_sum_slices_cute_irkernels_h388f6704_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsconv_hccd6e31b_1' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_cute_irkernelsconv_hccd6e31b_1(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.constant(3 : i64) : i64
      %1 = llvm.mlir.constant(2 : i64) : i64
      %2 = llvm.mlir.constant(1 : i64) : i64
      %3 = llvm.mlir.constant(0 : i64) : i64
      %4 = llvm.mlir.undef : vector<4xi32>
      %5 = llvm.mlir.constant(113 : i32) : i32
      %6 = llvm.mlir.constant(112 : i32) : i32
      %7 = llvm.mlir.constant(97 : i32) : i32
      %8 = llvm.mlir.constant(81 : i32) : i32
      %9 = llvm.mlir.constant(80 : i32) : i32
      %10 = llvm.mlir.constant(65 : i32) : i32
      %11 = llvm.mlir.constant(49 : i32) : i32
      %12 = llvm.mlir.constant(48 : i32) : i32
      %13 = llvm.mlir.constant(33 : i32) : i32
      %14 = llvm.mlir.constant(17 : i32) : i32
      %15 = llvm.mlir.constant(104 : i32) : i32
      %16 = llvm.mlir.constant(96 : i32) : i32
      %17 = llvm.mlir.constant(40 : i32) : i32
      %18 = llvm.mlir.constant(6912 : i32) : i32
      %19 = llvm.mlir.constant(1728 : i32) : i32
      %20 = llvm.mlir.constant(4096 : i32) : i32
      %21 = llvm.mlir.constant(225 : i32) : i32
      %22 = llvm.mlir.constant(3072 : i32) : i32
      %23 = llvm.mlir.constant(2048 : i32) : i32
      %24 = llvm.mlir.constant(24 : i32) : i32
      %25 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %26 = llvm.mlir.constant(-1 : i32) : i32
      %27 = llvm.mlir.constant(false) : i1
      %28 = llvm.mlir.constant(16 : i32) : i32
      %29 = llvm.mlir.constant(8 : i32) : i32
      %30 = llvm.mlir.constant(15 : i32) : i32
      %31 = llvm.mlir.constant(15552 : i32) : i32
      %32 = llvm.mlir.constant(512 : i32) : i32
      %33 = llvm.mlir.constant(448 : i32) : i32
      %34 = llvm.mlir.constant(216 : i32) : i32
      %35 = llvm.mlir.constant(32 : i32) : i32
      %36 = llvm.mlir.constant(72 : i32) : i32
      %37 = llvm.mlir.constant(450 : i32) : i32
      %38 = llvm.mlir.constant(-16 : i64) : i64
      %39 = llvm.mlir.constant(0 : i8) : i8
      %40 = llvm.mlir.constant(29 : i32) : i32
      %41 = llvm.mlir.constant(4 : i32) : i32
      %42 = llvm.mlir.constant(3456 : i32) : i32
      %43 = llvm.mlir.constant(1024 : i32) : i32
      %44 = llvm.mlir.constant(256 : i32) : i32
      %45 = llvm.mlir.constant(-32 : i32) : i32
      %46 = llvm.mlir.constant(0 : i32) : i32
      %47 = llvm.mlir.constant(3 : i32) : i32
      %48 = llvm.mlir.constant(15 : i64) : i64
      %49 = llvm.mlir.constant(dense<0.000000e+00> : vector<8xf16>) : vector<8xf16>
      %50 = llvm.mlir.constant(dense<0.000000e+00> : vector<128xf32>) : vector<128xf32>
      %51 = llvm.mlir.constant(2 : i32) : i32
      %52 = llvm.mlir.constant(64 : i32) : i32
      %53 = llvm.mlir.constant(128 : i32) : i32
      %54 = llvm.mlir.constant(1 : i32) : i32
      %55 = llvm.alloca %53 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %56 = llvm.alloca %53 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %57 = llvm.alloca %52 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %58 = llvm.alloca %52 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %59 = llvm.alloca %54 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %60 = llvm.alloca %54 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %61 = llvm.alloca %51 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %62 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %63 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %64 = llvm.extractvalue %arg3[0] : !llvm_struct_6960aa
      %65 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %66 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %67 = llvm.sdiv %65, %28 : i32
      %68 = llvm.mul %67, %28 : i32
      %69 = llvm.icmp "ne" %65, %68 : i32
      %70 = llvm.icmp "slt" %65, %46 : i32
      %71 = llvm.icmp "ne" %70, %27 : i1
      %72 = llvm.and %69, %71 : i1
      %73 = llvm.add %67, %26 : i32
      %74 = llvm.select %72, %73, %67 : i1, i32
      %75 = llvm.mul %74, %29 : i32
      %76 = llvm.sub %54, %75 : i32
      %77 = llvm.icmp "slt" %76, %29 : i32
      %78 = llvm.select %77, %76, %29 : i1, i32
      %79 = llvm.mul %74, %28 : i32
      %80 = llvm.sub %65, %79 : i32
      %81 = llvm.srem %80, %78 : i32
      %82 = llvm.add %75, %81 : i32
      %83 = llvm.sdiv %80, %78 : i32
      %84 = llvm.mul %83, %78 : i32
      %85 = llvm.icmp "ne" %80, %84 : i32
      %86 = llvm.icmp "slt" %80, %46 : i32
      %87 = llvm.icmp "slt" %78, %46 : i32
      %88 = llvm.icmp "ne" %86, %87 : i1
      %89 = llvm.and %85, %88 : i1
      %90 = llvm.add %83, %26 : i32
      %91 = llvm.select %89, %90, %83 : i1, i32
      %92 = llvm.mul %66, %arg4 : i32
      %93 = llvm.sub %30, %92 : i32
      %94 = llvm.icmp "slt" %arg4, %93 : i32
      %95 = llvm.select %94, %arg4, %93 : i1, i32
      %96 = llvm.mul %66, %31 : i32
      %97 = llvm.getelementptr %64[%96] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %98 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %99 = llvm.mul %91, %53 : i32
      %100 = llvm.getelementptr %97[%99] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %101 = llvm.getelementptr %25[32768] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %102 = llvm.sdiv %98, %29 : i32
      %103 = llvm.srem %98, %29 : i32
      %104 = llvm.mul %103, %29 : i32
      %105 = llvm.sdiv %102, %51 : i32
      %106 = llvm.mul %105, %52 : i32
      %107 = llvm.add %104, %106 : i32
      %108 = llvm.srem %102, %51 : i32
      %109 = llvm.mul %108, %32 : i32
      %110 = llvm.and %107, %33 : i32
      %111 = llvm.ashr %110, %47 : i32
      %112 = llvm.xor %107, %111 : i32
      %113 = llvm.add %112, %109 : i32
      %114 = llvm.getelementptr %25[%113] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %115 = llvm.getelementptr %101[%113] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %116 = llvm.sdiv %98, %28 : i32
      %117 = llvm.srem %98, %28 : i32
      %118 = llvm.mul %117, %29 : i32
      %119 = llvm.add %99, %118 : i32
      %120 = llvm.sdiv %119, %24 : i32
      %121 = llvm.mul %120, %24 : i32
      %122 = llvm.sub %119, %121 : i32
      %123 = llvm.sdiv %120, %47 : i32
      %124 = llvm.mul %123, %47 : i32
      %125 = llvm.sub %120, %124 : i32
      %126 = llvm.mul %123, %arg9 : i32
      %127 = llvm.ptrtoint %61 : !llvm.ptr to i64
      %128 = llvm.inttoptr %127 : i64 to !llvm.ptr
      llvm.store %126, %128 {alignment = 32 : i64} : i32, !llvm.ptr
      %129 = llvm.mul %125, %arg10 : i32
      %130 = llvm.getelementptr %61[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %131 = llvm.ptrtoint %130 : !llvm.ptr to i64
      %132 = llvm.inttoptr %131 : i64 to !llvm.ptr
      llvm.store %129, %132 {alignment = 4 : i64} : i32, !llvm.ptr
      %133 = llvm.mul %126, %40 : i32
      %134 = llvm.add %133, %129 : i32
      %135 = llvm.mul %134, %24 : i32
      %136 = llvm.add %135, %122 : i32
      %137 = llvm.ptrtoint %60 : !llvm.ptr to i64
      %138 = llvm.inttoptr %137 : i64 to !llvm.ptr
      llvm.store %136, %138 {alignment = 32 : i64} : i32, !llvm.ptr
      %139 = llvm.icmp "slt" %119, %34 : i32
      %140 = llvm.zext %139 : i1 to i8
      %141 = llvm.ptrtoint %59 : !llvm.ptr to i64
      %142 = llvm.inttoptr %141 : i64 to !llvm.ptr
      llvm.store %140, %142 {alignment = 32 : i64} : i8, !llvm.ptr
      %143 = llvm.icmp "sgt" %95, %46 : i32
      llvm.cond_br %143, ^bb1, ^bb26
    ^bb1:  // pred: ^bb0
      %144 = llvm.mul %92, %35 : i32
      %145 = llvm.add %144, %116 : i32
      %146 = llvm.mul %82, %53 : i32
      %147 = llvm.add %146, %118 : i32
      %148 = llvm.mul %145, %36 : i32
      %149 = llvm.add %148, %147 : i32
      %150 = llvm.icmp "slt" %147, %36 : i32
      %151 = llvm.icmp "slt" %145, %37 : i32
      %152 = llvm.and %150, %151 : i1
      llvm.cond_br %152, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %153 = llvm.getelementptr %63[%149] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %154 = llvm.ptrtoint %153 : !llvm.ptr<1> to i64
      %155 = llvm.add %154, %48 : i64
      %156 = llvm.and %155, %38 : i64
      %157 = llvm.inttoptr %156 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %114, %157, %28, %28 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb4
    ^bb3:  // pred: ^bb1
      llvm.store %49, %114 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %158 = llvm.add %116, %29 : i32
      %159 = llvm.add %144, %158 : i32
      %160 = llvm.mul %159, %36 : i32
      %161 = llvm.add %160, %147 : i32
      %162 = llvm.icmp "slt" %159, %37 : i32
      %163 = llvm.and %150, %162 : i1
      %164 = llvm.getelementptr %114[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %163, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %165 = llvm.getelementptr %63[%161] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %166 = llvm.ptrtoint %165 : !llvm.ptr<1> to i64
      %167 = llvm.add %166, %48 : i64
      %168 = llvm.and %167, %38 : i64
      %169 = llvm.inttoptr %168 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %164, %169, %28, %28 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb7
    ^bb6:  // pred: ^bb4
      llvm.store %49, %164 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      %170 = llvm.add %116, %28 : i32
      %171 = llvm.add %144, %170 : i32
      %172 = llvm.mul %171, %36 : i32
      %173 = llvm.add %172, %147 : i32
      %174 = llvm.icmp "slt" %171, %37 : i32
      %175 = llvm.and %150, %174 : i1
      %176 = llvm.getelementptr %114[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %175, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %177 = llvm.getelementptr %63[%173] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %178 = llvm.ptrtoint %177 : !llvm.ptr<1> to i64
      %179 = llvm.add %178, %48 : i64
      %180 = llvm.and %179, %38 : i64
      %181 = llvm.inttoptr %180 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %176, %181, %28, %28 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb10
    ^bb9:  // pred: ^bb7
      llvm.store %49, %176 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      %182 = llvm.add %116, %24 : i32
      %183 = llvm.add %144, %182 : i32
      %184 = llvm.mul %183, %36 : i32
      %185 = llvm.add %184, %147 : i32
      %186 = llvm.icmp "slt" %183, %37 : i32
      %187 = llvm.and %150, %186 : i1
      %188 = llvm.getelementptr %114[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %187, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %189 = llvm.getelementptr %63[%185] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %190 = llvm.ptrtoint %189 : !llvm.ptr<1> to i64
      %191 = llvm.add %190, %48 : i64
      %192 = llvm.and %191, %38 : i64
      %193 = llvm.inttoptr %192 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %188, %193, %28, %28 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb13
    ^bb12:  // pred: ^bb10
      llvm.store %49, %188 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      %194 = llvm.sdiv %145, %21 : i32
      %195 = llvm.mul %194, %21 : i32
      %196 = llvm.sub %145, %195 : i32
      %197 = llvm.sdiv %196, %30 : i32
      %198 = llvm.mul %197, %30 : i32
      %199 = llvm.sub %196, %198 : i32
      %200 = llvm.mul %197, %arg5 : i32
      %201 = llvm.sub %200, %arg7 : i32
      %202 = llvm.mul %199, %arg6 : i32
      %203 = llvm.sub %202, %arg8 : i32
      %204 = llvm.mul %194, %40 : i32
      %205 = llvm.add %204, %201 : i32
      %206 = llvm.mul %205, %40 : i32
      %207 = llvm.add %206, %203 : i32
      %208 = llvm.mul %207, %24 : i32
      %209 = llvm.load %128 {alignment = 32 : i64} : !llvm.ptr -> i32
      %210 = llvm.add %201, %209 : i32
      %211 = llvm.load %132 {alignment = 4 : i64} : !llvm.ptr -> i32
      %212 = llvm.add %203, %211 : i32
      %213 = llvm.load %142 {alignment = 32 : i64} : !llvm.ptr -> i8
      %214 = llvm.icmp "ne" %213, %39 : i8
      %215 = llvm.and %214, %151 : i1
      %216 = llvm.icmp "sge" %210, %46 : i32
      %217 = llvm.and %215, %216 : i1
      %218 = llvm.icmp "slt" %210, %40 : i32
      %219 = llvm.and %217, %218 : i1
      %220 = llvm.icmp "sge" %212, %46 : i32
      %221 = llvm.and %219, %220 : i1
      %222 = llvm.icmp "slt" %212, %40 : i32
      %223 = llvm.and %221, %222 : i1
      %224 = llvm.load %138 {alignment = 32 : i64} : !llvm.ptr -> i32
      %225 = llvm.add %208, %224 : i32
      llvm.cond_br %223, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %226 = llvm.getelementptr %62[%225] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %227 = llvm.ptrtoint %226 : !llvm.ptr<1> to i64
      %228 = llvm.add %227, %48 : i64
      %229 = llvm.and %228, %38 : i64
      %230 = llvm.inttoptr %229 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %115, %230, %28, %28 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb16
    ^bb15:  // pred: ^bb13
      llvm.store %49, %115 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %231 = llvm.sdiv %159, %21 : i32
      %232 = llvm.mul %231, %21 : i32
      %233 = llvm.sub %159, %232 : i32
      %234 = llvm.sdiv %233, %30 : i32
      %235 = llvm.mul %234, %30 : i32
      %236 = llvm.sub %233, %235 : i32
      %237 = llvm.mul %234, %arg5 : i32
      %238 = llvm.sub %237, %arg7 : i32
      %239 = llvm.mul %236, %arg6 : i32
      %240 = llvm.sub %239, %arg8 : i32
      %241 = llvm.mul %231, %40 : i32
      %242 = llvm.add %241, %238 : i32
      %243 = llvm.mul %242, %40 : i32
      %244 = llvm.add %243, %240 : i32
      %245 = llvm.mul %244, %24 : i32
      %246 = llvm.load %128 {alignment = 32 : i64} : !llvm.ptr -> i32
      %247 = llvm.add %238, %246 : i32
      %248 = llvm.load %132 {alignment = 4 : i64} : !llvm.ptr -> i32
      %249 = llvm.add %240, %248 : i32
      %250 = llvm.load %142 {alignment = 32 : i64} : !llvm.ptr -> i8
      %251 = llvm.icmp "ne" %250, %39 : i8
      %252 = llvm.and %251, %162 : i1
      %253 = llvm.icmp "sge" %247, %46 : i32
      %254 = llvm.and %252, %253 : i1
      %255 = llvm.icmp "slt" %247, %40 : i32
      %256 = llvm.and %254, %255 : i1
      %257 = llvm.icmp "sge" %249, %46 : i32
      %258 = llvm.and %256, %257 : i1
      %259 = llvm.icmp "slt" %249, %40 : i32
      %260 = llvm.and %258, %259 : i1
      %261 = llvm.load %138 {alignment = 32 : i64} : !llvm.ptr -> i32
      %262 = llvm.add %245, %261 : i32
      %263 = llvm.getelementptr %115[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %260, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %264 = llvm.getelementptr %62[%262] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %265 = llvm.ptrtoint %264 : !llvm.ptr<1> to i64
      %266 = llvm.add %265, %48 : i64
      %267 = llvm.and %266, %38 : i64
      %268 = llvm.inttoptr %267 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %263, %268, %28, %28 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb19
    ^bb18:  // pred: ^bb16
      llvm.store %49, %263 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb19
    ^bb19:  // 2 preds: ^bb17, ^bb18
      %269 = llvm.sdiv %171, %21 : i32
      %270 = llvm.mul %269, %21 : i32
      %271 = llvm.sub %171, %270 : i32
      %272 = llvm.sdiv %271, %30 : i32
      %273 = llvm.mul %272, %30 : i32
      %274 = llvm.sub %271, %273 : i32
      %275 = llvm.mul %272, %arg5 : i32
      %276 = llvm.sub %275, %arg7 : i32
      %277 = llvm.mul %274, %arg6 : i32
      %278 = llvm.sub %277, %arg8 : i32
      %279 = llvm.mul %269, %40 : i32
      %280 = llvm.add %279, %276 : i32
      %281 = llvm.mul %280, %40 : i32
      %282 = llvm.add %281, %278 : i32
      %283 = llvm.mul %282, %24 : i32
      %284 = llvm.load %128 {alignment = 32 : i64} : !llvm.ptr -> i32
      %285 = llvm.add %276, %284 : i32
      %286 = llvm.load %132 {alignment = 4 : i64} : !llvm.ptr -> i32
      %287 = llvm.add %278, %286 : i32
      %288 = llvm.load %142 {alignment = 32 : i64} : !llvm.ptr -> i8
      %289 = llvm.icmp "ne" %288, %39 : i8
      %290 = llvm.and %289, %174 : i1
      %291 = llvm.icmp "sge" %285, %46 : i32
      %292 = llvm.and %290, %291 : i1
      %293 = llvm.icmp "slt" %285, %40 : i32
      %294 = llvm.and %292, %293 : i1
      %295 = llvm.icmp "sge" %287, %46 : i32
      %296 = llvm.and %294, %295 : i1
      %297 = llvm.icmp "slt" %287, %40 : i32
      %298 = llvm.and %296, %297 : i1
      %299 = llvm.load %138 {alignment = 32 : i64} : !llvm.ptr -> i32
      %300 = llvm.add %283, %299 : i32
      %301 = llvm.getelementptr %115[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %298, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %302 = llvm.getelementptr %62[%300] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %303 = llvm.ptrtoint %302 : !llvm.ptr<1> to i64
      %304 = llvm.add %303, %48 : i64
      %305 = llvm.and %304, %38 : i64
      %306 = llvm.inttoptr %305 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %301, %306, %28, %28 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb22
    ^bb21:  // pred: ^bb19
      llvm.store %49, %301 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb22
    ^bb22:  // 2 preds: ^bb20, ^bb21
      %307 = llvm.sdiv %183, %21 : i32
      %308 = llvm.mul %307, %21 : i32
      %309 = llvm.sub %183, %308 : i32
      %310 = llvm.sdiv %309, %30 : i32
      %311 = llvm.mul %310, %30 : i32
      %312 = llvm.sub %309, %311 : i32
      %313 = llvm.mul %310, %arg5 : i32
      %314 = llvm.sub %313, %arg7 : i32
      %315 = llvm.mul %312, %arg6 : i32
      %316 = llvm.sub %315, %arg8 : i32
      %317 = llvm.mul %307, %40 : i32
      %318 = llvm.add %317, %314 : i32
      %319 = llvm.mul %318, %40 : i32
      %320 = llvm.add %319, %316 : i32
      %321 = llvm.mul %320, %24 : i32
      %322 = llvm.load %128 {alignment = 32 : i64} : !llvm.ptr -> i32
      %323 = llvm.add %314, %322 : i32
      %324 = llvm.load %132 {alignment = 4 : i64} : !llvm.ptr -> i32
      %325 = llvm.add %316, %324 : i32
      %326 = llvm.load %142 {alignment = 32 : i64} : !llvm.ptr -> i8
      %327 = llvm.icmp "ne" %326, %39 : i8
      %328 = llvm.and %327, %186 : i1
      %329 = llvm.icmp "sge" %323, %46 : i32
      %330 = llvm.and %328, %329 : i1
      %331 = llvm.icmp "slt" %323, %40 : i32
      %332 = llvm.and %330, %331 : i1
      %333 = llvm.icmp "sge" %325, %46 : i32
      %334 = llvm.and %332, %333 : i1
      %335 = llvm.icmp "slt" %325, %40 : i32
      %336 = llvm.and %334, %335 : i1
      %337 = llvm.load %138 {alignment = 32 : i64} : !llvm.ptr -> i32
      %338 = llvm.add %321, %337 : i32
      %339 = llvm.getelementptr %115[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %336, ^bb23, ^bb24
    ^bb23:  // pred: ^bb22
      %340 = llvm.getelementptr %62[%338] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %341 = llvm.ptrtoint %340 : !llvm.ptr<1> to i64
      %342 = llvm.add %341, %48 : i64
      %343 = llvm.and %342, %38 : i64
      %344 = llvm.inttoptr %343 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %339, %344, %28, %28 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb25
    ^bb24:  // pred: ^bb22
      llvm.store %49, %339 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb25
    ^bb25:  // 2 preds: ^bb23, ^bb24
      llvm.br ^bb26
    ^bb26:  // 2 preds: ^bb0, ^bb25
      nvvm.cp.async.commit.group
      %345 = llvm.icmp "sgt" %95, %54 : i32
      llvm.cond_br %345, ^bb27, ^bb52
    ^bb27:  // pred: ^bb26
      %346 = llvm.add %92, %54 : i32
      %347 = llvm.mul %346, %35 : i32
      %348 = llvm.add %347, %116 : i32
      %349 = llvm.mul %82, %53 : i32
      %350 = llvm.add %349, %118 : i32
      %351 = llvm.mul %348, %36 : i32
      %352 = llvm.add %351, %350 : i32
      %353 = llvm.icmp "slt" %350, %36 : i32
      %354 = llvm.icmp "slt" %348, %37 : i32
      %355 = llvm.and %353, %354 : i1
      %356 = llvm.getelementptr %114[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %355, ^bb28, ^bb29
    ^bb28:  // pred: ^bb27
      %357 = llvm.getelementptr %63[%352] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %358 = llvm.ptrtoint %357 : !llvm.ptr<1> to i64
      %359 = llvm.add %358, %48 : i64
      %360 = llvm.and %359, %38 : i64
      %361 = llvm.inttoptr %360 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %356, %361, %28, %28 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb30
    ^bb29:  // pred: ^bb27
      llvm.store %49, %356 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb30
    ^bb30:  // 2 preds: ^bb28, ^bb29
      %362 = llvm.add %116, %29 : i32
      %363 = llvm.add %347, %362 : i32
      %364 = llvm.mul %363, %36 : i32
      %365 = llvm.add %364, %350 : i32
      %366 = llvm.icmp "slt" %363, %37 : i32
      %367 = llvm.and %353, %366 : i1
      %368 = llvm.getelementptr %114[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %367, ^bb31, ^bb32
    ^bb31:  // pred: ^bb30
      %369 = llvm.getelementptr %63[%365] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %370 = llvm.ptrtoint %369 : !llvm.ptr<1> to i64
      %371 = llvm.add %370, %48 : i64
      %372 = llvm.and %371, %38 : i64
      %373 = llvm.inttoptr %372 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %368, %373, %28, %28 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb33
    ^bb32:  // pred: ^bb30
      llvm.store %49, %368 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb33
    ^bb33:  // 2 preds: ^bb31, ^bb32
      %374 = llvm.add %116, %28 : i32
      %375 = llvm.add %347, %374 : i32
      %376 = llvm.mul %375, %36 : i32
      %377 = llvm.add %376, %350 : i32
      %378 = llvm.icmp "slt" %375, %37 : i32
      %379 = llvm.and %353, %378 : i1
      %380 = llvm.getelementptr %114[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %379, ^bb34, ^bb35
    ^bb34:  // pred: ^bb33
      %381 = llvm.getelementptr %63[%377] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %382 = llvm.ptrtoint %381 : !llvm.ptr<1> to i64
      %383 = llvm.add %382, %48 : i64
      %384 = llvm.and %383, %38 : i64
      %385 = llvm.inttoptr %384 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %380, %385, %28, %28 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb36
    ^bb35:  // pred: ^bb33
      llvm.store %49, %380 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb36
    ^bb36:  // 2 preds: ^bb34, ^bb35
      %386 = llvm.add %116, %24 : i32
      %387 = llvm.add %347, %386 : i32
      %388 = llvm.mul %387, %36 : i32
      %389 = llvm.add %388, %350 : i32
      %390 = llvm.icmp "slt" %387, %37 : i32
      %391 = llvm.and %353, %390 : i1
      %392 = llvm.getelementptr %114[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %391, ^bb37, ^bb38
    ^bb37:  // pred: ^bb36
      %393 = llvm.getelementptr %63[%389] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %394 = llvm.ptrtoint %393 : !llvm.ptr<1> to i64
      %395 = llvm.add %394, %48 : i64
      %396 = llvm.and %395, %38 : i64
      %397 = llvm.inttoptr %396 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %392, %397, %28, %28 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb39
    ^bb38:  // pred: ^bb36
      llvm.store %49, %392 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb39
    ^bb39:  // 2 preds: ^bb37, ^bb38
      %398 = llvm.sdiv %348, %21 : i32
      %399 = llvm.mul %398, %21 : i32
      %400 = llvm.sub %348, %399 : i32
      %401 = llvm.sdiv %400, %30 : i32
      %402 = llvm.mul %401, %30 : i32
      %403 = llvm.sub %400, %402 : i32
      %404 = llvm.mul %401, %arg5 : i32
      %405 = llvm.sub %404, %arg7 : i32
      %406 = llvm.mul %403, %arg6 : i32
      %407 = llvm.sub %406, %arg8 : i32
      %408 = llvm.mul %398, %40 : i32
      %409 = llvm.add %408, %405 : i32
      %410 = llvm.mul %409, %40 : i32
      %411 = llvm.add %410, %407 : i32
      %412 = llvm.mul %411, %24 : i32
      %413 = llvm.load %128 {alignment = 32 : i64} : !llvm.ptr -> i32
      %414 = llvm.add %405, %413 : i32
      %415 = llvm.load %132 {alignment = 4 : i64} : !llvm.ptr -> i32
      %416 = llvm.add %407, %415 : i32
      %417 = llvm.load %142 {alignment = 32 : i64} : !llvm.ptr -> i8
      %418 = llvm.icmp "ne" %417, %39 : i8
      %419 = llvm.and %418, %354 : i1
      %420 = llvm.icmp "sge" %414, %46 : i32
      %421 = llvm.and %419, %420 : i1
      %422 = llvm.icmp "slt" %414, %40 : i32
      %423 = llvm.and %421, %422 : i1
      %424 = llvm.icmp "sge" %416, %46 : i32
      %425 = llvm.and %423, %424 : i1
      %426 = llvm.icmp "slt" %416, %40 : i32
      %427 = llvm.and %425, %426 : i1
      %428 = llvm.load %138 {alignment = 32 : i64} : !llvm.ptr -> i32
      %429 = llvm.add %412, %428 : i32
      %430 = llvm.getelementptr %115[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %427, ^bb40, ^bb41
    ^bb40:  // pred: ^bb39
      %431 = llvm.getelementptr %62[%429] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %432 = llvm.ptrtoint %431 : !llvm.ptr<1> to i64
      %433 = llvm.add %432, %48 : i64
      %434 = llvm.and %433, %38 : i64
      %435 = llvm.inttoptr %434 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %430, %435, %28, %28 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb42
    ^bb41:  // pred: ^bb39
      llvm.store %49, %430 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb42
    ^bb42:  // 2 preds: ^bb40, ^bb41
      %436 = llvm.sdiv %363, %21 : i32
      %437 = llvm.mul %436, %21 : i32
      %438 = llvm.sub %363, %437 : i32
      %439 = llvm.sdiv %438, %30 : i32
      %440 = llvm.mul %439, %30 : i32
      %441 = llvm.sub %438, %440 : i32
      %442 = llvm.mul %439, %arg5 : i32
      %443 = llvm.sub %442, %arg7 : i32
      %444 = llvm.mul %441, %arg6 : i32
      %445 = llvm.sub %444, %arg8 : i32
      %446 = llvm.mul %436, %40 : i32
      %447 = llvm.add %446, %443 : i32
      %448 = llvm.mul %447, %40 : i32
      %449 = llvm.add %448, %445 : i32
      %450 = llvm.mul %449, %24 : i32
      %451 = llvm.load %128 {alignment = 32 : i64} : !llvm.ptr -> i32
      %452 = llvm.add %443, %451 : i32
      %453 = llvm.load %132 {alignment = 4 : i64} : !llvm.ptr -> i32
      %454 = llvm.add %445, %453 : i32
      %455 = llvm.load %142 {alignment = 32 : i64} : !llvm.ptr -> i8
      %456 = llvm.icmp "ne" %455, %39 : i8
      %457 = llvm.and %456, %366 : i1
      %458 = llvm.icmp "sge" %452, %46 : i32
      %459 = llvm.and %457, %458 : i1
      %460 = llvm.icmp "slt" %452, %40 : i32
      %461 = llvm.and %459, %460 : i1
      %462 = llvm.icmp "sge" %454, %46 : i32
      %463 = llvm.and %461, %462 : i1
      %464 = llvm.icmp "slt" %454, %40 : i32
      %465 = llvm.and %463, %464 : i1
      %466 = llvm.load %138 {alignment = 32 : i64} : !llvm.ptr -> i32
      %467 = llvm.add %450, %466 : i32
      %468 = llvm.getelementptr %115[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %465, ^bb43, ^bb44
    ^bb43:  // pred: ^bb42
      %469 = llvm.getelementptr %62[%467] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %470 = llvm.ptrtoint %469 : !llvm.ptr<1> to i64
      %471 = llvm.add %470, %48 : i64
      %472 = llvm.and %471, %38 : i64
      %473 = llvm.inttoptr %472 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %468, %473, %28, %28 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb45
    ^bb44:  // pred: ^bb42
      llvm.store %49, %468 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb45
    ^bb45:  // 2 preds: ^bb43, ^bb44
      %474 = llvm.sdiv %375, %21 : i32
      %475 = llvm.mul %474, %21 : i32
      %476 = llvm.sub %375, %475 : i32
      %477 = llvm.sdiv %476, %30 : i32
      %478 = llvm.mul %477, %30 : i32
      %479 = llvm.sub %476, %478 : i32
      %480 = llvm.mul %477, %arg5 : i32
      %481 = llvm.sub %480, %arg7 : i32
      %482 = llvm.mul %479, %arg6 : i32
      %483 = llvm.sub %482, %arg8 : i32
      %484 = llvm.mul %474, %40 : i32
      %485 = llvm.add %484, %481 : i32
      %486 = llvm.mul %485, %40 : i32
      %487 = llvm.add %486, %483 : i32
      %488 = llvm.mul %487, %24 : i32
      %489 = llvm.load %128 {alignment = 32 : i64} : !llvm.ptr -> i32
      %490 = llvm.add %481, %489 : i32
      %491 = llvm.load %132 {alignment = 4 : i64} : !llvm.ptr -> i32
      %492 = llvm.add %483, %491 : i32
      %493 = llvm.load %142 {alignment = 32 : i64} : !llvm.ptr -> i8
      %494 = llvm.icmp "ne" %493, %39 : i8
      %495 = llvm.and %494, %378 : i1
      %496 = llvm.icmp "sge" %490, %46 : i32
      %497 = llvm.and %495, %496 : i1
      %498 = llvm.icmp "slt" %490, %40 : i32
      %499 = llvm.and %497, %498 : i1
      %500 = llvm.icmp "sge" %492, %46 : i32
      %501 = llvm.and %499, %500 : i1
      %502 = llvm.icmp "slt" %492, %40 : i32
      %503 = llvm.and %501, %502 : i1
      %504 = llvm.load %138 {alignment = 32 : i64} : !llvm.ptr -> i32
      %505 = llvm.add %488, %504 : i32
      %506 = llvm.getelementptr %115[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %503, ^bb46, ^bb47
    ^bb46:  // pred: ^bb45
      %507 = llvm.getelementptr %62[%505] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %508 = llvm.ptrtoint %507 : !llvm.ptr<1> to i64
      %509 = llvm.add %508, %48 : i64
      %510 = llvm.and %509, %38 : i64
      %511 = llvm.inttoptr %510 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %506, %511, %28, %28 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb48
    ^bb47:  // pred: ^bb45
      llvm.store %49, %506 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb48
    ^bb48:  // 2 preds: ^bb46, ^bb47
      %512 = llvm.sdiv %387, %21 : i32
      %513 = llvm.mul %512, %21 : i32
      %514 = llvm.sub %387, %513 : i32
      %515 = llvm.sdiv %514, %30 : i32
      %516 = llvm.mul %515, %30 : i32
      %517 = llvm.sub %514, %516 : i32
      %518 = llvm.mul %515, %arg5 : i32
      %519 = llvm.sub %518, %arg7 : i32
      %520 = llvm.mul %517, %arg6 : i32
      %521 = llvm.sub %520, %arg8 : i32
      %522 = llvm.mul %512, %40 : i32
      %523 = llvm.add %522, %519 : i32
      %524 = llvm.mul %523, %40 : i32
      %525 = llvm.add %524, %521 : i32
      %526 = llvm.mul %525, %24 : i32
      %527 = llvm.load %128 {alignment = 32 : i64} : !llvm.ptr -> i32
      %528 = llvm.add %519, %527 : i32
      %529 = llvm.load %132 {alignment = 4 : i64} : !llvm.ptr -> i32
      %530 = llvm.add %521, %529 : i32
      %531 = llvm.load %142 {alignment = 32 : i64} : !llvm.ptr -> i8
      %532 = llvm.icmp "ne" %531, %39 : i8
      %533 = llvm.and %532, %390 : i1
      %534 = llvm.icmp "sge" %528, %46 : i32
      %535 = llvm.and %533, %534 : i1
      %536 = llvm.icmp "slt" %528, %40 : i32
      %537 = llvm.and %535, %536 : i1
      %538 = llvm.icmp "sge" %530, %46 : i32
      %539 = llvm.and %537, %538 : i1
      %540 = llvm.icmp "slt" %530, %40 : i32
      %541 = llvm.and %539, %540 : i1
      %542 = llvm.load %138 {alignment = 32 : i64} : !llvm.ptr -> i32
      %543 = llvm.add %526, %542 : i32
      %544 = llvm.getelementptr %115[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %541, ^bb49, ^bb50
    ^bb49:  // pred: ^bb48
      %545 = llvm.getelementptr %62[%543] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %546 = llvm.ptrtoint %545 : !llvm.ptr<1> to i64
      %547 = llvm.add %546, %48 : i64
      %548 = llvm.and %547, %38 : i64
      %549 = llvm.inttoptr %548 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %544, %549, %28, %28 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb51
    ^bb50:  // pred: ^bb48
      llvm.store %49, %544 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb51
    ^bb51:  // 2 preds: ^bb49, ^bb50
      llvm.br ^bb52
    ^bb52:  // 2 preds: ^bb26, ^bb51
      nvvm.cp.async.commit.group
      %550 = llvm.icmp "sgt" %95, %51 : i32
      llvm.cond_br %550, ^bb53, ^bb78
    ^bb53:  // pred: ^bb52
      %551 = llvm.add %92, %51 : i32
      %552 = llvm.mul %551, %35 : i32
      %553 = llvm.add %552, %116 : i32
      %554 = llvm.mul %82, %53 : i32
      %555 = llvm.add %554, %118 : i32
      %556 = llvm.mul %553, %36 : i32
      %557 = llvm.add %556, %555 : i32
      %558 = llvm.icmp "slt" %555, %36 : i32
      %559 = llvm.icmp "slt" %553, %37 : i32
      %560 = llvm.and %558, %559 : i1
      %561 = llvm.getelementptr %114[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %560, ^bb54, ^bb55
    ^bb54:  // pred: ^bb53
      %562 = llvm.getelementptr %63[%557] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %563 = llvm.ptrtoint %562 : !llvm.ptr<1> to i64
      %564 = llvm.add %563, %48 : i64
      %565 = llvm.and %564, %38 : i64
      %566 = llvm.inttoptr %565 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %561, %566, %28, %28 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb56
    ^bb55:  // pred: ^bb53
      llvm.store %49, %561 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb56
    ^bb56:  // 2 preds: ^bb54, ^bb55
      %567 = llvm.add %116, %29 : i32
      %568 = llvm.add %552, %567 : i32
      %569 = llvm.mul %568, %36 : i32
      %570 = llvm.add %569, %555 : i32
      %571 = llvm.icmp "slt" %568, %37 : i32
      %572 = llvm.and %558, %571 : i1
      %573 = llvm.getelementptr %114[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %572, ^bb57, ^bb58
    ^bb57:  // pred: ^bb56
      %574 = llvm.getelementptr %63[%570] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %575 = llvm.ptrtoint %574 : !llvm.ptr<1> to i64
      %576 = llvm.add %575, %48 : i64
      %577 = llvm.and %576, %38 : i64
      %578 = llvm.inttoptr %577 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %573, %578, %28, %28 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb59
    ^bb58:  // pred: ^bb56
      llvm.store %49, %573 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb59
    ^bb59:  // 2 preds: ^bb57, ^bb58
      %579 = llvm.add %116, %28 : i32
      %580 = llvm.add %552, %579 : i32
      %581 = llvm.mul %580, %36 : i32
      %582 = llvm.add %581, %555 : i32
      %583 = llvm.icmp "slt" %580, %37 : i32
      %584 = llvm.and %558, %583 : i1
      %585 = llvm.getelementptr %114[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %584, ^bb60, ^bb61
    ^bb60:  // pred: ^bb59
      %586 = llvm.getelementptr %63[%582] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %587 = llvm.ptrtoint %586 : !llvm.ptr<1> to i64
      %588 = llvm.add %587, %48 : i64
      %589 = llvm.and %588, %38 : i64
      %590 = llvm.inttoptr %589 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %585, %590, %28, %28 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb62
    ^bb61:  // pred: ^bb59
      llvm.store %49, %585 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb62
    ^bb62:  // 2 preds: ^bb60, ^bb61
      %591 = llvm.add %116, %24 : i32
      %592 = llvm.add %552, %591 : i32
      %593 = llvm.mul %592, %36 : i32
      %594 = llvm.add %593, %555 : i32
      %595 = llvm.icmp "slt" %592, %37 : i32
      %596 = llvm.and %558, %595 : i1
      %597 = llvm.getelementptr %114[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %596, ^bb63, ^bb64
    ^bb63:  // pred: ^bb62
      %598 = llvm.getelementptr %63[%594] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %599 = llvm.ptrtoint %598 : !llvm.ptr<1> to i64
      %600 = llvm.add %599, %48 : i64
      %601 = llvm.and %600, %38 : i64
      %602 = llvm.inttoptr %601 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %597, %602, %28, %28 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb65
    ^bb64:  // pred: ^bb62
      llvm.store %49, %597 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb65
    ^bb65:  // 2 preds: ^bb63, ^bb64
      %603 = llvm.sdiv %553, %21 : i32
      %604 = llvm.mul %603, %21 : i32
      %605 = llvm.sub %553, %604 : i32
      %606 = llvm.sdiv %605, %30 : i32
      %607 = llvm.mul %606, %30 : i32
      %608 = llvm.sub %605, %607 : i32
      %609 = llvm.mul %606, %arg5 : i32
      %610 = llvm.sub %609, %arg7 : i32
      %611 = llvm.mul %608, %arg6 : i32
      %612 = llvm.sub %611, %arg8 : i32
      %613 = llvm.mul %603, %40 : i32
      %614 = llvm.add %613, %610 : i32
      %615 = llvm.mul %614, %40 : i32
      %616 = llvm.add %615, %612 : i32
      %617 = llvm.mul %616, %24 : i32
      %618 = llvm.load %128 {alignment = 32 : i64} : !llvm.ptr -> i32
      %619 = llvm.add %610, %618 : i32
      %620 = llvm.load %132 {alignment = 4 : i64} : !llvm.ptr -> i32
      %621 = llvm.add %612, %620 : i32
      %622 = llvm.load %142 {alignment = 32 : i64} : !llvm.ptr -> i8
      %623 = llvm.icmp "ne" %622, %39 : i8
      %624 = llvm.and %623, %559 : i1
      %625 = llvm.icmp "sge" %619, %46 : i32
      %626 = llvm.and %624, %625 : i1
      %627 = llvm.icmp "slt" %619, %40 : i32
      %628 = llvm.and %626, %627 : i1
      %629 = llvm.icmp "sge" %621, %46 : i32
      %630 = llvm.and %628, %629 : i1
      %631 = llvm.icmp "slt" %621, %40 : i32
      %632 = llvm.and %630, %631 : i1
      %633 = llvm.load %138 {alignment = 32 : i64} : !llvm.ptr -> i32
      %634 = llvm.add %617, %633 : i32
      %635 = llvm.getelementptr %115[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %632, ^bb66, ^bb67
    ^bb66:  // pred: ^bb65
      %636 = llvm.getelementptr %62[%634] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %637 = llvm.ptrtoint %636 : !llvm.ptr<1> to i64
      %638 = llvm.add %637, %48 : i64
      %639 = llvm.and %638, %38 : i64
      %640 = llvm.inttoptr %639 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %635, %640, %28, %28 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb68
    ^bb67:  // pred: ^bb65
      llvm.store %49, %635 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb68
    ^bb68:  // 2 preds: ^bb66, ^bb67
      %641 = llvm.sdiv %568, %21 : i32
      %642 = llvm.mul %641, %21 : i32
      %643 = llvm.sub %568, %642 : i32
      %644 = llvm.sdiv %643, %30 : i32
      %645 = llvm.mul %644, %30 : i32
      %646 = llvm.sub %643, %645 : i32
      %647 = llvm.mul %644, %arg5 : i32
      %648 = llvm.sub %647, %arg7 : i32
      %649 = llvm.mul %646, %arg6 : i32
      %650 = llvm.sub %649, %arg8 : i32
      %651 = llvm.mul %641, %40 : i32
      %652 = llvm.add %651, %648 : i32
      %653 = llvm.mul %652, %40 : i32
      %654 = llvm.add %653, %650 : i32
      %655 = llvm.mul %654, %24 : i32
      %656 = llvm.load %128 {alignment = 32 : i64} : !llvm.ptr -> i32
      %657 = llvm.add %648, %656 : i32
      %658 = llvm.load %132 {alignment = 4 : i64} : !llvm.ptr -> i32
      %659 = llvm.add %650, %658 : i32
      %660 = llvm.load %142 {alignment = 32 : i64} : !llvm.ptr -> i8
      %661 = llvm.icmp "ne" %660, %39 : i8
      %662 = llvm.and %661, %571 : i1
      %663 = llvm.icmp "sge" %657, %46 : i32
      %664 = llvm.and %662, %663 : i1
      %665 = llvm.icmp "slt" %657, %40 : i32
      %666 = llvm.and %664, %665 : i1
      %667 = llvm.icmp "sge" %659, %46 : i32
      %668 = llvm.and %666, %667 : i1
      %669 = llvm.icmp "slt" %659, %40 : i32
      %670 = llvm.and %668, %669 : i1
      %671 = llvm.load %138 {alignment = 32 : i64} : !llvm.ptr -> i32
      %672 = llvm.add %655, %671 : i32
      %673 = llvm.getelementptr %115[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %670, ^bb69, ^bb70
    ^bb69:  // pred: ^bb68
      %674 = llvm.getelementptr %62[%672] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %675 = llvm.ptrtoint %674 : !llvm.ptr<1> to i64
      %676 = llvm.add %675, %48 : i64
      %677 = llvm.and %676, %38 : i64
      %678 = llvm.inttoptr %677 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %673, %678, %28, %28 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb71
    ^bb70:  // pred: ^bb68
      llvm.store %49, %673 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb71
    ^bb71:  // 2 preds: ^bb69, ^bb70
      %679 = llvm.sdiv %580, %21 : i32
      %680 = llvm.mul %679, %21 : i32
      %681 = llvm.sub %580, %680 : i32
      %682 = llvm.sdiv %681, %30 : i32
      %683 = llvm.mul %682, %30 : i32
      %684 = llvm.sub %681, %683 : i32
      %685 = llvm.mul %682, %arg5 : i32
      %686 = llvm.sub %685, %arg7 : i32
      %687 = llvm.mul %684, %arg6 : i32
      %688 = llvm.sub %687, %arg8 : i32
      %689 = llvm.mul %679, %40 : i32
      %690 = llvm.add %689, %686 : i32
      %691 = llvm.mul %690, %40 : i32
      %692 = llvm.add %691, %688 : i32
      %693 = llvm.mul %692, %24 : i32
      %694 = llvm.load %128 {alignment = 32 : i64} : !llvm.ptr -> i32
      %695 = llvm.add %686, %694 : i32
      %696 = llvm.load %132 {alignment = 4 : i64} : !llvm.ptr -> i32
      %697 = llvm.add %688, %696 : i32
      %698 = llvm.load %142 {alignment = 32 : i64} : !llvm.ptr -> i8
      %699 = llvm.icmp "ne" %698, %39 : i8
      %700 = llvm.and %699, %583 : i1
      %701 = llvm.icmp "sge" %695, %46 : i32
      %702 = llvm.and %700, %701 : i1
      %703 = llvm.icmp "slt" %695, %40 : i32
      %704 = llvm.and %702, %703 : i1
      %705 = llvm.icmp "sge" %697, %46 : i32
      %706 = llvm.and %704, %705 : i1
      %707 = llvm.icmp "slt" %697, %40 : i32
      %708 = llvm.and %706, %707 : i1
      %709 = llvm.load %138 {alignment = 32 : i64} : !llvm.ptr -> i32
      %710 = llvm.add %693, %709 : i32
      %711 = llvm.getelementptr %115[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %708, ^bb72, ^bb73
    ^bb72:  // pred: ^bb71
      %712 = llvm.getelementptr %62[%710] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %713 = llvm.ptrtoint %712 : !llvm.ptr<1> to i64
      %714 = llvm.add %713, %48 : i64
      %715 = llvm.and %714, %38 : i64
      %716 = llvm.inttoptr %715 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %711, %716, %28, %28 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb74
    ^bb73:  // pred: ^bb71
      llvm.store %49, %711 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb74
    ^bb74:  // 2 preds: ^bb72, ^bb73
      %717 = llvm.sdiv %592, %21 : i32
      %718 = llvm.mul %717, %21 : i32
      %719 = llvm.sub %592, %718 : i32
      %720 = llvm.sdiv %719, %30 : i32
      %721 = llvm.mul %720, %30 : i32
      %722 = llvm.sub %719, %721 : i32
      %723 = llvm.mul %720, %arg5 : i32
      %724 = llvm.sub %723, %arg7 : i32
      %725 = llvm.mul %722, %arg6 : i32
      %726 = llvm.sub %725, %arg8 : i32
      %727 = llvm.mul %717, %40 : i32
      %728 = llvm.add %727, %724 : i32
      %729 = llvm.mul %728, %40 : i32
      %730 = llvm.add %729, %726 : i32
      %731 = llvm.mul %730, %24 : i32
      %732 = llvm.load %128 {alignment = 32 : i64} : !llvm.ptr -> i32
      %733 = llvm.add %724, %732 : i32
      %734 = llvm.load %132 {alignment = 4 : i64} : !llvm.ptr -> i32
      %735 = llvm.add %726, %734 : i32
      %736 = llvm.load %142 {alignment = 32 : i64} : !llvm.ptr -> i8
      %737 = llvm.icmp "ne" %736, %39 : i8
      %738 = llvm.and %737, %595 : i1
      %739 = llvm.icmp "sge" %733, %46 : i32
      %740 = llvm.and %738, %739 : i1
      %741 = llvm.icmp "slt" %733, %40 : i32
      %742 = llvm.and %740, %741 : i1
      %743 = llvm.icmp "sge" %735, %46 : i32
      %744 = llvm.and %742, %743 : i1
      %745 = llvm.icmp "slt" %735, %40 : i32
      %746 = llvm.and %744, %745 : i1
      %747 = llvm.load %138 {alignment = 32 : i64} : !llvm.ptr -> i32
      %748 = llvm.add %731, %747 : i32
      %749 = llvm.getelementptr %115[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %746, ^bb75, ^bb76
    ^bb75:  // pred: ^bb74
      %750 = llvm.getelementptr %62[%748] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %751 = llvm.ptrtoint %750 : !llvm.ptr<1> to i64
      %752 = llvm.add %751, %48 : i64
      %753 = llvm.and %752, %38 : i64
      %754 = llvm.inttoptr %753 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %749, %754, %28, %28 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb77
    ^bb76:  // pred: ^bb74
      llvm.store %49, %749 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb77
    ^bb77:  // 2 preds: ^bb75, ^bb76
      llvm.br ^bb78
    ^bb78:  // 2 preds: ^bb52, ^bb77
      nvvm.cp.async.commit.group
      %755 = llvm.srem %98, %35 : i32
      %756 = llvm.sdiv %98, %35 : i32
      %757 = llvm.srem %756, %51 : i32
      %758 = llvm.sdiv %98, %52 : i32
      %759 = llvm.srem %758, %51 : i32
      %760 = llvm.srem %755, %35 : i32
      %761 = llvm.srem %757, %51 : i32
      %762 = llvm.srem %759, %51 : i32
      %763 = llvm.sdiv %760, %41 : i32
      %764 = llvm.srem %760, %41 : i32
      %765 = llvm.mul %764, %51 : i32
      %766 = llvm.mul %763, %34 : i32
      %767 = llvm.add %765, %766 : i32
      %768 = llvm.mul %761, %42 : i32
      %769 = llvm.mul %762, %29 : i32
      %770 = llvm.add %768, %769 : i32
      %771 = llvm.add %767, %770 : i32
      %772 = llvm.getelementptr %100[%771] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %50, %56 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %773 = llvm.mul %103, %52 : i32
      %774 = llvm.mul %108, %29 : i32
      %775 = llvm.add %773, %774 : i32
      %776 = llvm.sdiv %105, %51 : i32
      %777 = llvm.srem %776, %51 : i32
      %778 = llvm.mul %777, %28 : i32
      %779 = llvm.add %775, %778 : i32
      %780 = llvm.srem %105, %51 : i32
      %781 = llvm.mul %780, %43 : i32
      %782 = llvm.and %779, %44 : i32
      %783 = llvm.icmp "eq" %782, %46 : i32
      %784 = llvm.select %783, %35, %45 : i1, i32
      %785 = llvm.and %779, %33 : i32
      %786 = llvm.ashr %785, %47 : i32
      %787 = llvm.xor %779, %786 : i32
      %788 = llvm.add %787, %781 : i32
      %789 = llvm.getelementptr %25[%788] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %790 = llvm.srem %117, %29 : i32
      %791 = llvm.mul %790, %52 : i32
      %792 = llvm.sdiv %116, %51 : i32
      %793 = llvm.srem %116, %51 : i32
      %794 = llvm.mul %793, %28 : i32
      %795 = llvm.add %791, %794 : i32
      %796 = llvm.sdiv %792, %51 : i32
      %797 = llvm.mul %796, %29 : i32
      %798 = llvm.add %795, %797 : i32
      %799 = llvm.sdiv %117, %29 : i32
      %800 = llvm.mul %799, %43 : i32
      %801 = llvm.and %798, %44 : i32
      %802 = llvm.icmp "eq" %801, %46 : i32
      %803 = llvm.select %802, %35, %45 : i1, i32
      %804 = llvm.and %798, %33 : i32
      %805 = llvm.ashr %804, %47 : i32
      %806 = llvm.xor %798, %805 : i32
      %807 = llvm.add %806, %800 : i32
      %808 = llvm.getelementptr %101[%807] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.cp.async.wait.group 2
      nvvm.barrier
      llvm.br ^bb79(%46 : i32)
    ^bb79(%809: i32):  // 2 preds: ^bb78, ^bb80
      %810 = llvm.icmp "slt" %809, %41 : i32
      llvm.cond_br %810, ^bb80, ^bb81 {llvm.loop_annotation = #loop_annotation}
    ^bb80:  // pred: ^bb79
      %811 = llvm.sdiv %809, %51 : i32
      %812 = llvm.srem %809, %51 : i32
      %813 = llvm.mul %812, %784 : i32
      %814 = llvm.mul %811, %32 : i32
      %815 = llvm.add %813, %814 : i32
      %816 = llvm.getelementptr %789[%815] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %817 = llvm.mul %809, %29 : i32
      %818 = llvm.getelementptr %58[%817] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %819 = nvvm.ldmatrix %816 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %820 = llvm.extractvalue %819[0] : !llvm_struct_a37b2a
      %821 = llvm.extractvalue %819[1] : !llvm_struct_a37b2a
      %822 = llvm.extractvalue %819[2] : !llvm_struct_a37b2a
      %823 = llvm.extractvalue %819[3] : !llvm_struct_a37b2a
      %824 = llvm.insertelement %820, %4[%3 : i64] : vector<4xi32>
      %825 = llvm.insertelement %821, %824[%2 : i64] : vector<4xi32>
      %826 = llvm.insertelement %822, %825[%1 : i64] : vector<4xi32>
      %827 = llvm.insertelement %823, %826[%0 : i64] : vector<4xi32>
      %828 = llvm.extractelement %827[%46 : i32] : vector<4xi32>
      llvm.store %828, %818 : i32, !llvm.ptr
      %829 = llvm.extractelement %827[%54 : i32] : vector<4xi32>
      %830 = llvm.getelementptr %818[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %829, %830 : i32, !llvm.ptr
      %831 = llvm.extractelement %827[%51 : i32] : vector<4xi32>
      %832 = llvm.getelementptr %818[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %831, %832 : i32, !llvm.ptr
      %833 = llvm.extractelement %827[%47 : i32] : vector<4xi32>
      %834 = llvm.getelementptr %818[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %833, %834 : i32, !llvm.ptr
      %835 = llvm.add %809, %54 : i32
      llvm.br ^bb79(%835 : i32)
    ^bb81:  // pred: ^bb79
      llvm.br ^bb82(%46 : i32)
    ^bb82(%836: i32):  // 2 preds: ^bb81, ^bb83
      %837 = llvm.icmp "slt" %836, %41 : i32
      llvm.cond_br %837, ^bb83, ^bb84 {llvm.loop_annotation = #loop_annotation}
    ^bb83:  // pred: ^bb82
      %838 = llvm.sdiv %836, %51 : i32
      %839 = llvm.srem %836, %51 : i32
      %840 = llvm.mul %839, %803 : i32
      %841 = llvm.mul %838, %32 : i32
      %842 = llvm.add %840, %841 : i32
      %843 = llvm.getelementptr %808[%842] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %844 = llvm.mul %839, %35 : i32
      %845 = llvm.mul %838, %41 : i32
      %846 = llvm.add %844, %845 : i32
      %847 = llvm.getelementptr %57[%846] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %848 = nvvm.ldmatrix %843 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %849 = llvm.extractvalue %848[0] : !llvm_struct_a37b2a
      %850 = llvm.extractvalue %848[1] : !llvm_struct_a37b2a
      %851 = llvm.extractvalue %848[2] : !llvm_struct_a37b2a
      %852 = llvm.extractvalue %848[3] : !llvm_struct_a37b2a
      %853 = llvm.insertelement %849, %4[%3 : i64] : vector<4xi32>
      %854 = llvm.insertelement %850, %853[%2 : i64] : vector<4xi32>
      %855 = llvm.insertelement %851, %854[%1 : i64] : vector<4xi32>
      %856 = llvm.insertelement %852, %855[%0 : i64] : vector<4xi32>
      %857 = llvm.extractelement %856[%46 : i32] : vector<4xi32>
      llvm.store %857, %847 : i32, !llvm.ptr
      %858 = llvm.extractelement %856[%54 : i32] : vector<4xi32>
      %859 = llvm.getelementptr %847[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %858, %859 : i32, !llvm.ptr
      %860 = llvm.extractelement %856[%51 : i32] : vector<4xi32>
      %861 = llvm.getelementptr %847[16] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %860, %861 : i32, !llvm.ptr
      %862 = llvm.extractelement %856[%47 : i32] : vector<4xi32>
      %863 = llvm.getelementptr %847[18] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %862, %863 : i32, !llvm.ptr
      %864 = llvm.add %836, %54 : i32
      llvm.br ^bb82(%864 : i32)
    ^bb84:  // pred: ^bb82
      %865 = llvm.getelementptr %58[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %866 = llvm.getelementptr %57[8] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.br ^bb85(%46, %47, %46 : i32, i32, i32)
    ^bb85(%867: i32, %868: i32, %869: i32):  // 2 preds: ^bb84, ^bb136
      %870 = llvm.icmp "slt" %867, %95 : i32
      llvm.cond_br %870, ^bb86, ^bb137
    ^bb86:  // pred: ^bb85
      %871 = llvm.mul %869, %20 : i32
      %872 = llvm.add %871, %23 : i32
      %873 = llvm.getelementptr %789[%872] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb87(%46 : i32)
    ^bb87(%874: i32):  // 2 preds: ^bb86, ^bb88
      %875 = llvm.icmp "slt" %874, %41 : i32
      llvm.cond_br %875, ^bb88, ^bb89 {llvm.loop_annotation = #loop_annotation}
    ^bb88:  // pred: ^bb87
      %876 = llvm.sdiv %874, %51 : i32
      %877 = llvm.srem %874, %51 : i32
      %878 = llvm.mul %877, %784 : i32
      %879 = llvm.mul %876, %32 : i32
      %880 = llvm.add %878, %879 : i32
      %881 = llvm.getelementptr %873[%880] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %882 = llvm.mul %874, %29 : i32
      %883 = llvm.getelementptr %865[%882] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %884 = nvvm.ldmatrix %881 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %885 = llvm.extractvalue %884[0] : !llvm_struct_a37b2a
      %886 = llvm.extractvalue %884[1] : !llvm_struct_a37b2a
      %887 = llvm.extractvalue %884[2] : !llvm_struct_a37b2a
      %888 = llvm.extractvalue %884[3] : !llvm_struct_a37b2a
      %889 = llvm.insertelement %885, %4[%3 : i64] : vector<4xi32>
      %890 = llvm.insertelement %886, %889[%2 : i64] : vector<4xi32>
      %891 = llvm.insertelement %887, %890[%1 : i64] : vector<4xi32>
      %892 = llvm.insertelement %888, %891[%0 : i64] : vector<4xi32>
      %893 = llvm.extractelement %892[%46 : i32] : vector<4xi32>
      llvm.store %893, %883 : i32, !llvm.ptr
      %894 = llvm.extractelement %892[%54 : i32] : vector<4xi32>
      %895 = llvm.getelementptr %883[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %894, %895 : i32, !llvm.ptr
      %896 = llvm.extractelement %892[%51 : i32] : vector<4xi32>
      %897 = llvm.getelementptr %883[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %896, %897 : i32, !llvm.ptr
      %898 = llvm.extractelement %892[%47 : i32] : vector<4xi32>
      %899 = llvm.getelementptr %883[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %898, %899 : i32, !llvm.ptr
      %900 = llvm.add %874, %54 : i32
      llvm.br ^bb87(%900 : i32)
    ^bb89:  // pred: ^bb87
      %901 = llvm.getelementptr %808[%872] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb90(%46 : i32)
    ^bb90(%902: i32):  // 2 preds: ^bb89, ^bb91
      %903 = llvm.icmp "slt" %902, %41 : i32
      llvm.cond_br %903, ^bb91, ^bb92 {llvm.loop_annotation = #loop_annotation}
    ^bb91:  // pred: ^bb90
      %904 = llvm.sdiv %902, %51 : i32
      %905 = llvm.srem %902, %51 : i32
      %906 = llvm.mul %905, %803 : i32
      %907 = llvm.mul %904, %32 : i32
      %908 = llvm.add %906, %907 : i32
      %909 = llvm.getelementptr %901[%908] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %910 = llvm.mul %905, %35 : i32
      %911 = llvm.mul %904, %41 : i32
      %912 = llvm.add %910, %911 : i32
      %913 = llvm.getelementptr %866[%912] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %914 = nvvm.ldmatrix %909 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %915 = llvm.extractvalue %914[0] : !llvm_struct_a37b2a
      %916 = llvm.extractvalue %914[1] : !llvm_struct_a37b2a
      %917 = llvm.extractvalue %914[2] : !llvm_struct_a37b2a
      %918 = llvm.extractvalue %914[3] : !llvm_struct_a37b2a
      %919 = llvm.insertelement %915, %4[%3 : i64] : vector<4xi32>
      %920 = llvm.insertelement %916, %919[%2 : i64] : vector<4xi32>
      %921 = llvm.insertelement %917, %920[%1 : i64] : vector<4xi32>
      %922 = llvm.insertelement %918, %921[%0 : i64] : vector<4xi32>
      %923 = llvm.extractelement %922[%46 : i32] : vector<4xi32>
      llvm.store %923, %913 : i32, !llvm.ptr
      %924 = llvm.extractelement %922[%54 : i32] : vector<4xi32>
      %925 = llvm.getelementptr %913[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %924, %925 : i32, !llvm.ptr
      %926 = llvm.extractelement %922[%51 : i32] : vector<4xi32>
      %927 = llvm.getelementptr %913[16] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %926, %927 : i32, !llvm.ptr
      %928 = llvm.extractelement %922[%47 : i32] : vector<4xi32>
      %929 = llvm.getelementptr %913[18] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %928, %929 : i32, !llvm.ptr
      %930 = llvm.add %902, %54 : i32
      llvm.br ^bb90(%930 : i32)
    ^bb92:  // pred: ^bb90
      %931 = llvm.add %867, %47 : i32
      %932 = llvm.icmp "slt" %931, %95 : i32
      llvm.cond_br %932, ^bb93, ^bb118
    ^bb93:  // pred: ^bb92
      %933 = llvm.add %92, %931 : i32
      %934 = llvm.mul %933, %35 : i32
      %935 = llvm.add %934, %116 : i32
      %936 = llvm.mul %82, %53 : i32
      %937 = llvm.add %936, %118 : i32
      %938 = llvm.mul %935, %36 : i32
      %939 = llvm.add %938, %937 : i32
      %940 = llvm.icmp "slt" %937, %36 : i32
      %941 = llvm.icmp "slt" %935, %37 : i32
      %942 = llvm.and %940, %941 : i1
      %943 = llvm.mul %868, %20 : i32
      %944 = llvm.getelementptr %114[%943] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %942, ^bb94, ^bb95
    ^bb94:  // pred: ^bb93
      %945 = llvm.getelementptr %63[%939] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %946 = llvm.ptrtoint %945 : !llvm.ptr<1> to i64
      %947 = llvm.add %946, %48 : i64
      %948 = llvm.and %947, %38 : i64
      %949 = llvm.inttoptr %948 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %944, %949, %28, %28 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb96
    ^bb95:  // pred: ^bb93
      llvm.store %49, %944 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      %950 = llvm.add %116, %29 : i32
      %951 = llvm.add %934, %950 : i32
      %952 = llvm.mul %951, %36 : i32
      %953 = llvm.add %952, %937 : i32
      %954 = llvm.icmp "slt" %951, %37 : i32
      %955 = llvm.and %940, %954 : i1
      %956 = llvm.add %943, %43 : i32
      %957 = llvm.getelementptr %114[%956] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %955, ^bb97, ^bb98
    ^bb97:  // pred: ^bb96
      %958 = llvm.getelementptr %63[%953] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %959 = llvm.ptrtoint %958 : !llvm.ptr<1> to i64
      %960 = llvm.add %959, %48 : i64
      %961 = llvm.and %960, %38 : i64
      %962 = llvm.inttoptr %961 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %957, %962, %28, %28 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb99
    ^bb98:  // pred: ^bb96
      llvm.store %49, %957 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb99
    ^bb99:  // 2 preds: ^bb97, ^bb98
      %963 = llvm.add %116, %28 : i32
      %964 = llvm.add %934, %963 : i32
      %965 = llvm.mul %964, %36 : i32
      %966 = llvm.add %965, %937 : i32
      %967 = llvm.icmp "slt" %964, %37 : i32
      %968 = llvm.and %940, %967 : i1
      %969 = llvm.add %943, %23 : i32
      %970 = llvm.getelementptr %114[%969] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %968, ^bb100, ^bb101
    ^bb100:  // pred: ^bb99
      %971 = llvm.getelementptr %63[%966] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %972 = llvm.ptrtoint %971 : !llvm.ptr<1> to i64
      %973 = llvm.add %972, %48 : i64
      %974 = llvm.and %973, %38 : i64
      %975 = llvm.inttoptr %974 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %970, %975, %28, %28 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb102
    ^bb101:  // pred: ^bb99
      llvm.store %49, %970 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb102
    ^bb102:  // 2 preds: ^bb100, ^bb101
      %976 = llvm.add %116, %24 : i32
      %977 = llvm.add %934, %976 : i32
      %978 = llvm.mul %977, %36 : i32
      %979 = llvm.add %978, %937 : i32
      %980 = llvm.icmp "slt" %977, %37 : i32
      %981 = llvm.and %940, %980 : i1
      %982 = llvm.add %943, %22 : i32
      %983 = llvm.getelementptr %114[%982] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %981, ^bb103, ^bb104
    ^bb103:  // pred: ^bb102
      %984 = llvm.getelementptr %63[%979] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %985 = llvm.ptrtoint %984 : !llvm.ptr<1> to i64
      %986 = llvm.add %985, %48 : i64
      %987 = llvm.and %986, %38 : i64
      %988 = llvm.inttoptr %987 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %983, %988, %28, %28 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb105
    ^bb104:  // pred: ^bb102
      llvm.store %49, %983 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb105
    ^bb105:  // 2 preds: ^bb103, ^bb104
      %989 = llvm.sdiv %935, %21 : i32
      %990 = llvm.mul %989, %21 : i32
      %991 = llvm.sub %935, %990 : i32
      %992 = llvm.sdiv %991, %30 : i32
      %993 = llvm.mul %992, %30 : i32
      %994 = llvm.sub %991, %993 : i32
      %995 = llvm.mul %992, %arg5 : i32
      %996 = llvm.sub %995, %arg7 : i32
      %997 = llvm.mul %994, %arg6 : i32
      %998 = llvm.sub %997, %arg8 : i32
      %999 = llvm.mul %989, %40 : i32
      %1000 = llvm.add %999, %996 : i32
      %1001 = llvm.mul %1000, %40 : i32
      %1002 = llvm.add %1001, %998 : i32
      %1003 = llvm.mul %1002, %24 : i32
      %1004 = llvm.load %128 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1005 = llvm.add %996, %1004 : i32
      %1006 = llvm.load %132 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1007 = llvm.add %998, %1006 : i32
      %1008 = llvm.load %142 {alignment = 32 : i64} : !llvm.ptr -> i8
      %1009 = llvm.icmp "ne" %1008, %39 : i8
      %1010 = llvm.and %1009, %941 : i1
      %1011 = llvm.icmp "sge" %1005, %46 : i32
      %1012 = llvm.and %1010, %1011 : i1
      %1013 = llvm.icmp "slt" %1005, %40 : i32
      %1014 = llvm.and %1012, %1013 : i1
      %1015 = llvm.icmp "sge" %1007, %46 : i32
      %1016 = llvm.and %1014, %1015 : i1
      %1017 = llvm.icmp "slt" %1007, %40 : i32
      %1018 = llvm.and %1016, %1017 : i1
      %1019 = llvm.load %138 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1020 = llvm.add %1003, %1019 : i32
      %1021 = llvm.getelementptr %115[%943] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1018, ^bb106, ^bb107
    ^bb106:  // pred: ^bb105
      %1022 = llvm.getelementptr %62[%1020] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1023 = llvm.ptrtoint %1022 : !llvm.ptr<1> to i64
      %1024 = llvm.add %1023, %48 : i64
      %1025 = llvm.and %1024, %38 : i64
      %1026 = llvm.inttoptr %1025 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1021, %1026, %28, %28 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb108
    ^bb107:  // pred: ^bb105
      llvm.store %49, %1021 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb108
    ^bb108:  // 2 preds: ^bb106, ^bb107
      %1027 = llvm.sdiv %951, %21 : i32
      %1028 = llvm.mul %1027, %21 : i32
      %1029 = llvm.sub %951, %1028 : i32
      %1030 = llvm.sdiv %1029, %30 : i32
      %1031 = llvm.mul %1030, %30 : i32
      %1032 = llvm.sub %1029, %1031 : i32
      %1033 = llvm.mul %1030, %arg5 : i32
      %1034 = llvm.sub %1033, %arg7 : i32
      %1035 = llvm.mul %1032, %arg6 : i32
      %1036 = llvm.sub %1035, %arg8 : i32
      %1037 = llvm.mul %1027, %40 : i32
      %1038 = llvm.add %1037, %1034 : i32
      %1039 = llvm.mul %1038, %40 : i32
      %1040 = llvm.add %1039, %1036 : i32
      %1041 = llvm.mul %1040, %24 : i32
      %1042 = llvm.load %128 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1043 = llvm.add %1034, %1042 : i32
      %1044 = llvm.load %132 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1045 = llvm.add %1036, %1044 : i32
      %1046 = llvm.load %142 {alignment = 32 : i64} : !llvm.ptr -> i8
      %1047 = llvm.icmp "ne" %1046, %39 : i8
      %1048 = llvm.and %1047, %954 : i1
      %1049 = llvm.icmp "sge" %1043, %46 : i32
      %1050 = llvm.and %1048, %1049 : i1
      %1051 = llvm.icmp "slt" %1043, %40 : i32
      %1052 = llvm.and %1050, %1051 : i1
      %1053 = llvm.icmp "sge" %1045, %46 : i32
      %1054 = llvm.and %1052, %1053 : i1
      %1055 = llvm.icmp "slt" %1045, %40 : i32
      %1056 = llvm.and %1054, %1055 : i1
      %1057 = llvm.load %138 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1058 = llvm.add %1041, %1057 : i32
      %1059 = llvm.getelementptr %115[%956] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1056, ^bb109, ^bb110
    ^bb109:  // pred: ^bb108
      %1060 = llvm.getelementptr %62[%1058] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1061 = llvm.ptrtoint %1060 : !llvm.ptr<1> to i64
      %1062 = llvm.add %1061, %48 : i64
      %1063 = llvm.and %1062, %38 : i64
      %1064 = llvm.inttoptr %1063 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1059, %1064, %28, %28 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb111
    ^bb110:  // pred: ^bb108
      llvm.store %49, %1059 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb111
    ^bb111:  // 2 preds: ^bb109, ^bb110
      %1065 = llvm.sdiv %964, %21 : i32
      %1066 = llvm.mul %1065, %21 : i32
      %1067 = llvm.sub %964, %1066 : i32
      %1068 = llvm.sdiv %1067, %30 : i32
      %1069 = llvm.mul %1068, %30 : i32
      %1070 = llvm.sub %1067, %1069 : i32
      %1071 = llvm.mul %1068, %arg5 : i32
      %1072 = llvm.sub %1071, %arg7 : i32
      %1073 = llvm.mul %1070, %arg6 : i32
      %1074 = llvm.sub %1073, %arg8 : i32
      %1075 = llvm.mul %1065, %40 : i32
      %1076 = llvm.add %1075, %1072 : i32
      %1077 = llvm.mul %1076, %40 : i32
      %1078 = llvm.add %1077, %1074 : i32
      %1079 = llvm.mul %1078, %24 : i32
      %1080 = llvm.load %128 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1081 = llvm.add %1072, %1080 : i32
      %1082 = llvm.load %132 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1083 = llvm.add %1074, %1082 : i32
      %1084 = llvm.load %142 {alignment = 32 : i64} : !llvm.ptr -> i8
      %1085 = llvm.icmp "ne" %1084, %39 : i8
      %1086 = llvm.and %1085, %967 : i1
      %1087 = llvm.icmp "sge" %1081, %46 : i32
      %1088 = llvm.and %1086, %1087 : i1
      %1089 = llvm.icmp "slt" %1081, %40 : i32
      %1090 = llvm.and %1088, %1089 : i1
      %1091 = llvm.icmp "sge" %1083, %46 : i32
      %1092 = llvm.and %1090, %1091 : i1
      %1093 = llvm.icmp "slt" %1083, %40 : i32
      %1094 = llvm.and %1092, %1093 : i1
      %1095 = llvm.load %138 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1096 = llvm.add %1079, %1095 : i32
      %1097 = llvm.getelementptr %115[%969] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1094, ^bb112, ^bb113
    ^bb112:  // pred: ^bb111
      %1098 = llvm.getelementptr %62[%1096] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1099 = llvm.ptrtoint %1098 : !llvm.ptr<1> to i64
      %1100 = llvm.add %1099, %48 : i64
      %1101 = llvm.and %1100, %38 : i64
      %1102 = llvm.inttoptr %1101 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1097, %1102, %28, %28 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb114
    ^bb113:  // pred: ^bb111
      llvm.store %49, %1097 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb114
    ^bb114:  // 2 preds: ^bb112, ^bb113
      %1103 = llvm.sdiv %977, %21 : i32
      %1104 = llvm.mul %1103, %21 : i32
      %1105 = llvm.sub %977, %1104 : i32
      %1106 = llvm.sdiv %1105, %30 : i32
      %1107 = llvm.mul %1106, %30 : i32
      %1108 = llvm.sub %1105, %1107 : i32
      %1109 = llvm.mul %1106, %arg5 : i32
      %1110 = llvm.sub %1109, %arg7 : i32
      %1111 = llvm.mul %1108, %arg6 : i32
      %1112 = llvm.sub %1111, %arg8 : i32
      %1113 = llvm.mul %1103, %40 : i32
      %1114 = llvm.add %1113, %1110 : i32
      %1115 = llvm.mul %1114, %40 : i32
      %1116 = llvm.add %1115, %1112 : i32
      %1117 = llvm.mul %1116, %24 : i32
      %1118 = llvm.load %128 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1119 = llvm.add %1110, %1118 : i32
      %1120 = llvm.load %132 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1121 = llvm.add %1112, %1120 : i32
      %1122 = llvm.load %142 {alignment = 32 : i64} : !llvm.ptr -> i8
      %1123 = llvm.icmp "ne" %1122, %39 : i8
      %1124 = llvm.and %1123, %980 : i1
      %1125 = llvm.icmp "sge" %1119, %46 : i32
      %1126 = llvm.and %1124, %1125 : i1
      %1127 = llvm.icmp "slt" %1119, %40 : i32
      %1128 = llvm.and %1126, %1127 : i1
      %1129 = llvm.icmp "sge" %1121, %46 : i32
      %1130 = llvm.and %1128, %1129 : i1
      %1131 = llvm.icmp "slt" %1121, %40 : i32
      %1132 = llvm.and %1130, %1131 : i1
      %1133 = llvm.load %138 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1134 = llvm.add %1117, %1133 : i32
      %1135 = llvm.getelementptr %115[%982] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1132, ^bb115, ^bb116
    ^bb115:  // pred: ^bb114
      %1136 = llvm.getelementptr %62[%1134] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1137 = llvm.ptrtoint %1136 : !llvm.ptr<1> to i64
      %1138 = llvm.add %1137, %48 : i64
      %1139 = llvm.and %1138, %38 : i64
      %1140 = llvm.inttoptr %1139 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1135, %1140, %28, %28 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb117
    ^bb116:  // pred: ^bb114
      llvm.store %49, %1135 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb117
    ^bb117:  // 2 preds: ^bb115, ^bb116
      llvm.br ^bb118
    ^bb118:  // 2 preds: ^bb92, ^bb117
      nvvm.cp.async.commit.group
      llvm.br ^bb119(%46 : i32)
    ^bb119(%1141: i32):  // 2 preds: ^bb118, ^bb123
      %1142 = llvm.icmp "slt" %1141, %41 : i32
      llvm.cond_br %1142, ^bb120, ^bb124 {llvm.loop_annotation = #loop_annotation}
    ^bb120:  // pred: ^bb119
      %1143 = llvm.sdiv %1141, %51 : i32
      %1144 = llvm.srem %1141, %51 : i32
      %1145 = llvm.mul %1144, %29 : i32
      %1146 = llvm.mul %1143, %28 : i32
      %1147 = llvm.add %1145, %1146 : i32
      %1148 = llvm.getelementptr %58[%1147] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1149 = llvm.getelementptr %1148[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1150 = llvm.getelementptr %1148[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1151 = llvm.getelementptr %1148[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb121(%46 : i32)
    ^bb121(%1152: i32):  // 2 preds: ^bb120, ^bb122
      %1153 = llvm.icmp "slt" %1152, %29 : i32
      llvm.cond_br %1153, ^bb122, ^bb123 {llvm.loop_annotation = #loop_annotation}
    ^bb122:  // pred: ^bb121
      %1154 = llvm.sdiv %1152, %41 : i32
      %1155 = llvm.srem %1152, %41 : i32
      %1156 = llvm.sdiv %1155, %51 : i32
      %1157 = llvm.srem %1155, %51 : i32
      %1158 = llvm.mul %1157, %28 : i32
      %1159 = llvm.mul %1156, %35 : i32
      %1160 = llvm.add %1158, %1159 : i32
      %1161 = llvm.mul %1154, %41 : i32
      %1162 = llvm.add %1160, %1161 : i32
      %1163 = llvm.getelementptr %57[%1162] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1164 = llvm.mul %1141, %41 : i32
      %1165 = llvm.mul %1152, %28 : i32
      %1166 = llvm.add %1164, %1165 : i32
      %1167 = llvm.getelementptr %56[%1166] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1168 = llvm.load %1148 : !llvm.ptr -> vector<2xf16>
      %1169 = llvm.load %1149 : !llvm.ptr -> vector<2xf16>
      %1170 = llvm.load %1150 : !llvm.ptr -> vector<2xf16>
      %1171 = llvm.load %1151 : !llvm.ptr -> vector<2xf16>
      %1172 = llvm.load %1163 : !llvm.ptr -> vector<2xf16>
      %1173 = llvm.getelementptr %1163[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1174 = llvm.load %1173 : !llvm.ptr -> vector<2xf16>
      %1175 = llvm.load %1167 : !llvm.ptr -> f32
      %1176 = llvm.getelementptr %1167[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1177 = llvm.load %1176 : !llvm.ptr -> f32
      %1178 = llvm.getelementptr %1167[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1179 = llvm.load %1178 : !llvm.ptr -> f32
      %1180 = llvm.getelementptr %1167[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1181 = llvm.load %1180 : !llvm.ptr -> f32
      %1182 = nvvm.mma.sync A[%1168, %1169, %1170, %1171]  B[%1172, %1174]  C[%1175, %1177, %1179, %1181]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1183 = llvm.extractvalue %1182[0] : !llvm_struct_687153
      %1184 = llvm.extractvalue %1182[1] : !llvm_struct_687153
      %1185 = llvm.extractvalue %1182[2] : !llvm_struct_687153
      %1186 = llvm.extractvalue %1182[3] : !llvm_struct_687153
      llvm.store %1183, %1167 : f32, !llvm.ptr
      llvm.store %1184, %1176 : f32, !llvm.ptr
      llvm.store %1185, %1178 : f32, !llvm.ptr
      llvm.store %1186, %1180 : f32, !llvm.ptr
      %1187 = llvm.add %1152, %54 : i32
      llvm.br ^bb121(%1187 : i32)
    ^bb123:  // pred: ^bb121
      %1188 = llvm.add %1141, %54 : i32
      llvm.br ^bb119(%1188 : i32)
    ^bb124:  // pred: ^bb119
      %1189 = llvm.add %869, %54 : i32
      %1190 = llvm.icmp "eq" %1189, %41 : i32
      %1191 = llvm.select %1190, %46, %1189 : i1, i32
      nvvm.cp.async.wait.group 2
      nvvm.barrier
      %1192 = llvm.mul %1191, %20 : i32
      %1193 = llvm.getelementptr %789[%1192] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb125(%46 : i32)
    ^bb125(%1194: i32):  // 2 preds: ^bb124, ^bb126
      %1195 = llvm.icmp "slt" %1194, %41 : i32
      llvm.cond_br %1195, ^bb126, ^bb127 {llvm.loop_annotation = #loop_annotation}
    ^bb126:  // pred: ^bb125
      %1196 = llvm.sdiv %1194, %51 : i32
      %1197 = llvm.srem %1194, %51 : i32
      %1198 = llvm.mul %1197, %784 : i32
      %1199 = llvm.mul %1196, %32 : i32
      %1200 = llvm.add %1198, %1199 : i32
      %1201 = llvm.getelementptr %1193[%1200] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1202 = llvm.mul %1194, %29 : i32
      %1203 = llvm.getelementptr %58[%1202] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1204 = nvvm.ldmatrix %1201 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1205 = llvm.extractvalue %1204[0] : !llvm_struct_a37b2a
      %1206 = llvm.extractvalue %1204[1] : !llvm_struct_a37b2a
      %1207 = llvm.extractvalue %1204[2] : !llvm_struct_a37b2a
      %1208 = llvm.extractvalue %1204[3] : !llvm_struct_a37b2a
      %1209 = llvm.insertelement %1205, %4[%3 : i64] : vector<4xi32>
      %1210 = llvm.insertelement %1206, %1209[%2 : i64] : vector<4xi32>
      %1211 = llvm.insertelement %1207, %1210[%1 : i64] : vector<4xi32>
      %1212 = llvm.insertelement %1208, %1211[%0 : i64] : vector<4xi32>
      %1213 = llvm.extractelement %1212[%46 : i32] : vector<4xi32>
      llvm.store %1213, %1203 : i32, !llvm.ptr
      %1214 = llvm.extractelement %1212[%54 : i32] : vector<4xi32>
      %1215 = llvm.getelementptr %1203[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1214, %1215 : i32, !llvm.ptr
      %1216 = llvm.extractelement %1212[%51 : i32] : vector<4xi32>
      %1217 = llvm.getelementptr %1203[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1216, %1217 : i32, !llvm.ptr
      %1218 = llvm.extractelement %1212[%47 : i32] : vector<4xi32>
      %1219 = llvm.getelementptr %1203[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1218, %1219 : i32, !llvm.ptr
      %1220 = llvm.add %1194, %54 : i32
      llvm.br ^bb125(%1220 : i32)
    ^bb127:  // pred: ^bb125
      %1221 = llvm.getelementptr %808[%1192] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb128(%46 : i32)
    ^bb128(%1222: i32):  // 2 preds: ^bb127, ^bb129
      %1223 = llvm.icmp "slt" %1222, %41 : i32
      llvm.cond_br %1223, ^bb129, ^bb130 {llvm.loop_annotation = #loop_annotation}
    ^bb129:  // pred: ^bb128
      %1224 = llvm.sdiv %1222, %51 : i32
      %1225 = llvm.srem %1222, %51 : i32
      %1226 = llvm.mul %1225, %803 : i32
      %1227 = llvm.mul %1224, %32 : i32
      %1228 = llvm.add %1226, %1227 : i32
      %1229 = llvm.getelementptr %1221[%1228] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1230 = llvm.mul %1225, %35 : i32
      %1231 = llvm.mul %1224, %41 : i32
      %1232 = llvm.add %1230, %1231 : i32
      %1233 = llvm.getelementptr %57[%1232] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1234 = nvvm.ldmatrix %1229 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1235 = llvm.extractvalue %1234[0] : !llvm_struct_a37b2a
      %1236 = llvm.extractvalue %1234[1] : !llvm_struct_a37b2a
      %1237 = llvm.extractvalue %1234[2] : !llvm_struct_a37b2a
      %1238 = llvm.extractvalue %1234[3] : !llvm_struct_a37b2a
      %1239 = llvm.insertelement %1235, %4[%3 : i64] : vector<4xi32>
      %1240 = llvm.insertelement %1236, %1239[%2 : i64] : vector<4xi32>
      %1241 = llvm.insertelement %1237, %1240[%1 : i64] : vector<4xi32>
      %1242 = llvm.insertelement %1238, %1241[%0 : i64] : vector<4xi32>
      %1243 = llvm.extractelement %1242[%46 : i32] : vector<4xi32>
      llvm.store %1243, %1233 : i32, !llvm.ptr
      %1244 = llvm.extractelement %1242[%54 : i32] : vector<4xi32>
      %1245 = llvm.getelementptr %1233[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1244, %1245 : i32, !llvm.ptr
      %1246 = llvm.extractelement %1242[%51 : i32] : vector<4xi32>
      %1247 = llvm.getelementptr %1233[16] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1246, %1247 : i32, !llvm.ptr
      %1248 = llvm.extractelement %1242[%47 : i32] : vector<4xi32>
      %1249 = llvm.getelementptr %1233[18] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1248, %1249 : i32, !llvm.ptr
      %1250 = llvm.add %1222, %54 : i32
      llvm.br ^bb128(%1250 : i32)
    ^bb130:  // pred: ^bb128
      llvm.br ^bb131(%46 : i32)
    ^bb131(%1251: i32):  // 2 preds: ^bb130, ^bb135
      %1252 = llvm.icmp "slt" %1251, %41 : i32
      llvm.cond_br %1252, ^bb132, ^bb136 {llvm.loop_annotation = #loop_annotation}
    ^bb132:  // pred: ^bb131
      %1253 = llvm.sdiv %1251, %51 : i32
      %1254 = llvm.srem %1251, %51 : i32
      %1255 = llvm.mul %1254, %29 : i32
      %1256 = llvm.mul %1253, %28 : i32
      %1257 = llvm.add %1255, %1256 : i32
      %1258 = llvm.getelementptr %865[%1257] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1259 = llvm.getelementptr %1258[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1260 = llvm.getelementptr %1258[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1261 = llvm.getelementptr %1258[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb133(%46 : i32)
    ^bb133(%1262: i32):  // 2 preds: ^bb132, ^bb134
      %1263 = llvm.icmp "slt" %1262, %29 : i32
      llvm.cond_br %1263, ^bb134, ^bb135 {llvm.loop_annotation = #loop_annotation}
    ^bb134:  // pred: ^bb133
      %1264 = llvm.sdiv %1262, %41 : i32
      %1265 = llvm.srem %1262, %41 : i32
      %1266 = llvm.sdiv %1265, %51 : i32
      %1267 = llvm.srem %1265, %51 : i32
      %1268 = llvm.mul %1267, %28 : i32
      %1269 = llvm.mul %1266, %35 : i32
      %1270 = llvm.add %1268, %1269 : i32
      %1271 = llvm.mul %1264, %41 : i32
      %1272 = llvm.add %1270, %1271 : i32
      %1273 = llvm.getelementptr %866[%1272] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1274 = llvm.mul %1251, %41 : i32
      %1275 = llvm.mul %1262, %28 : i32
      %1276 = llvm.add %1274, %1275 : i32
      %1277 = llvm.getelementptr %56[%1276] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1278 = llvm.load %1258 : !llvm.ptr -> vector<2xf16>
      %1279 = llvm.load %1259 : !llvm.ptr -> vector<2xf16>
      %1280 = llvm.load %1260 : !llvm.ptr -> vector<2xf16>
      %1281 = llvm.load %1261 : !llvm.ptr -> vector<2xf16>
      %1282 = llvm.load %1273 : !llvm.ptr -> vector<2xf16>
      %1283 = llvm.getelementptr %1273[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1284 = llvm.load %1283 : !llvm.ptr -> vector<2xf16>
      %1285 = llvm.load %1277 : !llvm.ptr -> f32
      %1286 = llvm.getelementptr %1277[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1287 = llvm.load %1286 : !llvm.ptr -> f32
      %1288 = llvm.getelementptr %1277[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1289 = llvm.load %1288 : !llvm.ptr -> f32
      %1290 = llvm.getelementptr %1277[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1291 = llvm.load %1290 : !llvm.ptr -> f32
      %1292 = nvvm.mma.sync A[%1278, %1279, %1280, %1281]  B[%1282, %1284]  C[%1285, %1287, %1289, %1291]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1293 = llvm.extractvalue %1292[0] : !llvm_struct_687153
      %1294 = llvm.extractvalue %1292[1] : !llvm_struct_687153
      %1295 = llvm.extractvalue %1292[2] : !llvm_struct_687153
      %1296 = llvm.extractvalue %1292[3] : !llvm_struct_687153
      llvm.store %1293, %1277 : f32, !llvm.ptr
      llvm.store %1294, %1286 : f32, !llvm.ptr
      llvm.store %1295, %1288 : f32, !llvm.ptr
      llvm.store %1296, %1290 : f32, !llvm.ptr
      %1297 = llvm.add %1262, %54 : i32
      llvm.br ^bb133(%1297 : i32)
    ^bb135:  // pred: ^bb133
      %1298 = llvm.add %1251, %54 : i32
      llvm.br ^bb131(%1298 : i32)
    ^bb136:  // pred: ^bb131
      %1299 = llvm.add %867, %54 : i32
      llvm.br ^bb85(%1299, %869, %1191 : i32, i32, i32)
    ^bb137:  // pred: ^bb85
      nvvm.cp.async.wait.group 0
      %1300 = llvm.load %56 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      llvm.store %1300, %55 {alignment = 32 : i64} : vector<128xf32>, !llvm.ptr
      %1301 = llvm.add %82, %54 : i32
      %1302 = llvm.mul %1301, %53 : i32
      %1303 = llvm.icmp "sle" %1302, %36 : i32
      %1304 = llvm.add %91, %54 : i32
      %1305 = llvm.mul %1304, %53 : i32
      %1306 = llvm.icmp "sle" %1305, %34 : i32
      %1307 = llvm.and %1303, %1306 : i1
      llvm.cond_br %1307, ^bb138, ^bb142
    ^bb138:  // pred: ^bb137
      llvm.br ^bb139(%46 : i32)
    ^bb139(%1308: i32):  // 2 preds: ^bb138, ^bb140
      %1309 = llvm.icmp "slt" %1308, %53 : i32
      llvm.cond_br %1309, ^bb140, ^bb141 {llvm.loop_annotation = #loop_annotation}
    ^bb140:  // pred: ^bb139
      %1310 = llvm.getelementptr %55[%1308] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1311 = llvm.sdiv %1308, %51 : i32
      %1312 = llvm.srem %1308, %51 : i32
      %1313 = llvm.sdiv %1311, %51 : i32
      %1314 = llvm.srem %1311, %51 : i32
      %1315 = llvm.mul %1314, %19 : i32
      %1316 = llvm.add %1312, %1315 : i32
      %1317 = llvm.sdiv %1313, %41 : i32
      %1318 = llvm.srem %1313, %41 : i32
      %1319 = llvm.mul %1318, %18 : i32
      %1320 = llvm.add %1316, %1319 : i32
      %1321 = llvm.mul %1317, %28 : i32
      %1322 = llvm.add %1320, %1321 : i32
      %1323 = llvm.getelementptr %772[%1322] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %1324 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
      llvm.store %1324, %1323 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr<1>
      %1325 = llvm.add %1308, %54 : i32
      llvm.br ^bb139(%1325 : i32)
    ^bb141:  // 3 preds: ^bb139, ^bb396, ^bb397
      llvm.br ^bb398
    ^bb142:  // pred: ^bb137
      %1326 = llvm.mul %761, %28 : i32
      %1327 = llvm.add %763, %1326 : i32
      %1328 = llvm.add %765, %769 : i32
      %1329 = llvm.add %99, %1328 : i32
      %1330 = llvm.icmp "slt" %1327, %36 : i32
      %1331 = llvm.icmp "slt" %1329, %34 : i32
      %1332 = llvm.and %1330, %1331 : i1
      llvm.cond_br %1332, ^bb143, ^bb144
    ^bb143:  // pred: ^bb142
      %1333 = llvm.ptrtoint %55 : !llvm.ptr to i64
      %1334 = llvm.inttoptr %1333 : i64 to !llvm.ptr
      %1335 = llvm.load %1334 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1336 = llvm.ptrtoint %772 : !llvm.ptr<1> to i64
      %1337 = llvm.inttoptr %1336 : i64 to !llvm.ptr<1>
      llvm.store %1335, %1337 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb144
    ^bb144:  // 2 preds: ^bb142, ^bb143
      %1338 = llvm.add %1329, %54 : i32
      %1339 = llvm.icmp "slt" %1338, %34 : i32
      %1340 = llvm.and %1330, %1339 : i1
      llvm.cond_br %1340, ^bb145, ^bb146
    ^bb145:  // pred: ^bb144
      %1341 = llvm.getelementptr %55[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1342 = llvm.ptrtoint %1341 : !llvm.ptr to i64
      %1343 = llvm.inttoptr %1342 : i64 to !llvm.ptr
      %1344 = llvm.load %1343 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1345 = llvm.getelementptr %772[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1346 = llvm.ptrtoint %1345 : !llvm.ptr<1> to i64
      %1347 = llvm.inttoptr %1346 : i64 to !llvm.ptr<1>
      llvm.store %1344, %1347 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb146
    ^bb146:  // 2 preds: ^bb144, ^bb145
      %1348 = llvm.add %1327, %29 : i32
      %1349 = llvm.icmp "slt" %1348, %36 : i32
      %1350 = llvm.and %1349, %1331 : i1
      llvm.cond_br %1350, ^bb147, ^bb148
    ^bb147:  // pred: ^bb146
      %1351 = llvm.getelementptr %55[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1352 = llvm.ptrtoint %1351 : !llvm.ptr to i64
      %1353 = llvm.inttoptr %1352 : i64 to !llvm.ptr
      %1354 = llvm.load %1353 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1355 = llvm.getelementptr %772[1728] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1356 = llvm.ptrtoint %1355 : !llvm.ptr<1> to i64
      %1357 = llvm.inttoptr %1356 : i64 to !llvm.ptr<1>
      llvm.store %1354, %1357 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb148
    ^bb148:  // 2 preds: ^bb146, ^bb147
      %1358 = llvm.and %1349, %1339 : i1
      llvm.cond_br %1358, ^bb149, ^bb150
    ^bb149:  // pred: ^bb148
      %1359 = llvm.getelementptr %55[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1360 = llvm.ptrtoint %1359 : !llvm.ptr to i64
      %1361 = llvm.inttoptr %1360 : i64 to !llvm.ptr
      %1362 = llvm.load %1361 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1363 = llvm.getelementptr %772[1729] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1364 = llvm.ptrtoint %1363 : !llvm.ptr<1> to i64
      %1365 = llvm.inttoptr %1364 : i64 to !llvm.ptr<1>
      llvm.store %1362, %1365 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb150
    ^bb150:  // 2 preds: ^bb148, ^bb149
      %1366 = llvm.add %1327, %35 : i32
      %1367 = llvm.icmp "slt" %1366, %36 : i32
      %1368 = llvm.and %1367, %1331 : i1
      llvm.cond_br %1368, ^bb151, ^bb152
    ^bb151:  // pred: ^bb150
      %1369 = llvm.getelementptr %55[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %1370 = llvm.ptrtoint %1369 : !llvm.ptr to i64
      %1371 = llvm.inttoptr %1370 : i64 to !llvm.ptr
      %1372 = llvm.load %1371 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1373 = llvm.getelementptr %772[6912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1374 = llvm.ptrtoint %1373 : !llvm.ptr<1> to i64
      %1375 = llvm.inttoptr %1374 : i64 to !llvm.ptr<1>
      llvm.store %1372, %1375 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb152
    ^bb152:  // 2 preds: ^bb150, ^bb151
      %1376 = llvm.and %1367, %1339 : i1
      llvm.cond_br %1376, ^bb153, ^bb154
    ^bb153:  // pred: ^bb152
      %1377 = llvm.getelementptr %55[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %1378 = llvm.ptrtoint %1377 : !llvm.ptr to i64
      %1379 = llvm.inttoptr %1378 : i64 to !llvm.ptr
      %1380 = llvm.load %1379 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1381 = llvm.getelementptr %772[6913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1382 = llvm.ptrtoint %1381 : !llvm.ptr<1> to i64
      %1383 = llvm.inttoptr %1382 : i64 to !llvm.ptr<1>
      llvm.store %1380, %1383 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb154
    ^bb154:  // 2 preds: ^bb152, ^bb153
      %1384 = llvm.add %1327, %17 : i32
      %1385 = llvm.icmp "slt" %1384, %36 : i32
      %1386 = llvm.and %1385, %1331 : i1
      llvm.cond_br %1386, ^bb155, ^bb156
    ^bb155:  // pred: ^bb154
      %1387 = llvm.getelementptr %55[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %1388 = llvm.ptrtoint %1387 : !llvm.ptr to i64
      %1389 = llvm.inttoptr %1388 : i64 to !llvm.ptr
      %1390 = llvm.load %1389 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1391 = llvm.getelementptr %772[8640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1392 = llvm.ptrtoint %1391 : !llvm.ptr<1> to i64
      %1393 = llvm.inttoptr %1392 : i64 to !llvm.ptr<1>
      llvm.store %1390, %1393 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb156
    ^bb156:  // 2 preds: ^bb154, ^bb155
      %1394 = llvm.and %1385, %1339 : i1
      llvm.cond_br %1394, ^bb157, ^bb158
    ^bb157:  // pred: ^bb156
      %1395 = llvm.getelementptr %55[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %1396 = llvm.ptrtoint %1395 : !llvm.ptr to i64
      %1397 = llvm.inttoptr %1396 : i64 to !llvm.ptr
      %1398 = llvm.load %1397 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1399 = llvm.getelementptr %772[8641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1400 = llvm.ptrtoint %1399 : !llvm.ptr<1> to i64
      %1401 = llvm.inttoptr %1400 : i64 to !llvm.ptr<1>
      llvm.store %1398, %1401 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb158
    ^bb158:  // 2 preds: ^bb156, ^bb157
      %1402 = llvm.add %1327, %52 : i32
      %1403 = llvm.icmp "slt" %1402, %36 : i32
      %1404 = llvm.and %1403, %1331 : i1
      llvm.cond_br %1404, ^bb159, ^bb160
    ^bb159:  // pred: ^bb158
      %1405 = llvm.getelementptr %55[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %1406 = llvm.ptrtoint %1405 : !llvm.ptr to i64
      %1407 = llvm.inttoptr %1406 : i64 to !llvm.ptr
      %1408 = llvm.load %1407 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1409 = llvm.getelementptr %772[13824] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1410 = llvm.ptrtoint %1409 : !llvm.ptr<1> to i64
      %1411 = llvm.inttoptr %1410 : i64 to !llvm.ptr<1>
      llvm.store %1408, %1411 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb160
    ^bb160:  // 2 preds: ^bb158, ^bb159
      %1412 = llvm.and %1403, %1339 : i1
      llvm.cond_br %1412, ^bb161, ^bb162
    ^bb161:  // pred: ^bb160
      %1413 = llvm.getelementptr %55[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %1414 = llvm.ptrtoint %1413 : !llvm.ptr to i64
      %1415 = llvm.inttoptr %1414 : i64 to !llvm.ptr
      %1416 = llvm.load %1415 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1417 = llvm.getelementptr %772[13825] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1418 = llvm.ptrtoint %1417 : !llvm.ptr<1> to i64
      %1419 = llvm.inttoptr %1418 : i64 to !llvm.ptr<1>
      llvm.store %1416, %1419 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb162
    ^bb162:  // 2 preds: ^bb160, ^bb161
      %1420 = llvm.add %1327, %36 : i32
      %1421 = llvm.icmp "slt" %1420, %36 : i32
      %1422 = llvm.and %1421, %1331 : i1
      llvm.cond_br %1422, ^bb163, ^bb164
    ^bb163:  // pred: ^bb162
      %1423 = llvm.getelementptr %55[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %1424 = llvm.ptrtoint %1423 : !llvm.ptr to i64
      %1425 = llvm.inttoptr %1424 : i64 to !llvm.ptr
      %1426 = llvm.load %1425 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1427 = llvm.getelementptr %772[15552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1428 = llvm.ptrtoint %1427 : !llvm.ptr<1> to i64
      %1429 = llvm.inttoptr %1428 : i64 to !llvm.ptr<1>
      llvm.store %1426, %1429 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb164
    ^bb164:  // 2 preds: ^bb162, ^bb163
      %1430 = llvm.and %1421, %1339 : i1
      llvm.cond_br %1430, ^bb165, ^bb166
    ^bb165:  // pred: ^bb164
      %1431 = llvm.getelementptr %55[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %1432 = llvm.ptrtoint %1431 : !llvm.ptr to i64
      %1433 = llvm.inttoptr %1432 : i64 to !llvm.ptr
      %1434 = llvm.load %1433 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1435 = llvm.getelementptr %772[15553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1436 = llvm.ptrtoint %1435 : !llvm.ptr<1> to i64
      %1437 = llvm.inttoptr %1436 : i64 to !llvm.ptr<1>
      llvm.store %1434, %1437 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb166
    ^bb166:  // 2 preds: ^bb164, ^bb165
      %1438 = llvm.add %1327, %16 : i32
      %1439 = llvm.icmp "slt" %1438, %36 : i32
      %1440 = llvm.and %1439, %1331 : i1
      llvm.cond_br %1440, ^bb167, ^bb168
    ^bb167:  // pred: ^bb166
      %1441 = llvm.getelementptr %55[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %1442 = llvm.ptrtoint %1441 : !llvm.ptr to i64
      %1443 = llvm.inttoptr %1442 : i64 to !llvm.ptr
      %1444 = llvm.load %1443 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1445 = llvm.getelementptr %772[20736] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1446 = llvm.ptrtoint %1445 : !llvm.ptr<1> to i64
      %1447 = llvm.inttoptr %1446 : i64 to !llvm.ptr<1>
      llvm.store %1444, %1447 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb168
    ^bb168:  // 2 preds: ^bb166, ^bb167
      %1448 = llvm.and %1439, %1339 : i1
      llvm.cond_br %1448, ^bb169, ^bb170
    ^bb169:  // pred: ^bb168
      %1449 = llvm.getelementptr %55[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %1450 = llvm.ptrtoint %1449 : !llvm.ptr to i64
      %1451 = llvm.inttoptr %1450 : i64 to !llvm.ptr
      %1452 = llvm.load %1451 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1453 = llvm.getelementptr %772[20737] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1454 = llvm.ptrtoint %1453 : !llvm.ptr<1> to i64
      %1455 = llvm.inttoptr %1454 : i64 to !llvm.ptr<1>
      llvm.store %1452, %1455 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb170
    ^bb170:  // 2 preds: ^bb168, ^bb169
      %1456 = llvm.add %1327, %15 : i32
      %1457 = llvm.icmp "slt" %1456, %36 : i32
      %1458 = llvm.and %1457, %1331 : i1
      llvm.cond_br %1458, ^bb171, ^bb172
    ^bb171:  // pred: ^bb170
      %1459 = llvm.getelementptr %55[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %1460 = llvm.ptrtoint %1459 : !llvm.ptr to i64
      %1461 = llvm.inttoptr %1460 : i64 to !llvm.ptr
      %1462 = llvm.load %1461 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1463 = llvm.getelementptr %772[22464] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1464 = llvm.ptrtoint %1463 : !llvm.ptr<1> to i64
      %1465 = llvm.inttoptr %1464 : i64 to !llvm.ptr<1>
      llvm.store %1462, %1465 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb172
    ^bb172:  // 2 preds: ^bb170, ^bb171
      %1466 = llvm.and %1457, %1339 : i1
      llvm.cond_br %1466, ^bb173, ^bb174
    ^bb173:  // pred: ^bb172
      %1467 = llvm.getelementptr %55[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %1468 = llvm.ptrtoint %1467 : !llvm.ptr to i64
      %1469 = llvm.inttoptr %1468 : i64 to !llvm.ptr
      %1470 = llvm.load %1469 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1471 = llvm.getelementptr %772[22465] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1472 = llvm.ptrtoint %1471 : !llvm.ptr<1> to i64
      %1473 = llvm.inttoptr %1472 : i64 to !llvm.ptr<1>
      llvm.store %1470, %1473 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb174
    ^bb174:  // 2 preds: ^bb172, ^bb173
      %1474 = llvm.add %1329, %28 : i32
      %1475 = llvm.icmp "slt" %1474, %34 : i32
      %1476 = llvm.and %1330, %1475 : i1
      llvm.cond_br %1476, ^bb175, ^bb176
    ^bb175:  // pred: ^bb174
      %1477 = llvm.getelementptr %55[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %1478 = llvm.ptrtoint %1477 : !llvm.ptr to i64
      %1479 = llvm.inttoptr %1478 : i64 to !llvm.ptr
      %1480 = llvm.load %1479 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1481 = llvm.getelementptr %772[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1482 = llvm.ptrtoint %1481 : !llvm.ptr<1> to i64
      %1483 = llvm.inttoptr %1482 : i64 to !llvm.ptr<1>
      llvm.store %1480, %1483 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb176
    ^bb176:  // 2 preds: ^bb174, ^bb175
      %1484 = llvm.add %1329, %14 : i32
      %1485 = llvm.icmp "slt" %1484, %34 : i32
      %1486 = llvm.and %1330, %1485 : i1
      llvm.cond_br %1486, ^bb177, ^bb178
    ^bb177:  // pred: ^bb176
      %1487 = llvm.getelementptr %55[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %1488 = llvm.ptrtoint %1487 : !llvm.ptr to i64
      %1489 = llvm.inttoptr %1488 : i64 to !llvm.ptr
      %1490 = llvm.load %1489 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1491 = llvm.getelementptr %772[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1492 = llvm.ptrtoint %1491 : !llvm.ptr<1> to i64
      %1493 = llvm.inttoptr %1492 : i64 to !llvm.ptr<1>
      llvm.store %1490, %1493 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb178
    ^bb178:  // 2 preds: ^bb176, ^bb177
      %1494 = llvm.and %1349, %1475 : i1
      llvm.cond_br %1494, ^bb179, ^bb180
    ^bb179:  // pred: ^bb178
      %1495 = llvm.getelementptr %55[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %1496 = llvm.ptrtoint %1495 : !llvm.ptr to i64
      %1497 = llvm.inttoptr %1496 : i64 to !llvm.ptr
      %1498 = llvm.load %1497 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1499 = llvm.getelementptr %772[1744] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1500 = llvm.ptrtoint %1499 : !llvm.ptr<1> to i64
      %1501 = llvm.inttoptr %1500 : i64 to !llvm.ptr<1>
      llvm.store %1498, %1501 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb180
    ^bb180:  // 2 preds: ^bb178, ^bb179
      %1502 = llvm.and %1349, %1485 : i1
      llvm.cond_br %1502, ^bb181, ^bb182
    ^bb181:  // pred: ^bb180
      %1503 = llvm.getelementptr %55[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %1504 = llvm.ptrtoint %1503 : !llvm.ptr to i64
      %1505 = llvm.inttoptr %1504 : i64 to !llvm.ptr
      %1506 = llvm.load %1505 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1507 = llvm.getelementptr %772[1745] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1508 = llvm.ptrtoint %1507 : !llvm.ptr<1> to i64
      %1509 = llvm.inttoptr %1508 : i64 to !llvm.ptr<1>
      llvm.store %1506, %1509 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb182
    ^bb182:  // 2 preds: ^bb180, ^bb181
      %1510 = llvm.and %1367, %1475 : i1
      llvm.cond_br %1510, ^bb183, ^bb184
    ^bb183:  // pred: ^bb182
      %1511 = llvm.getelementptr %55[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %1512 = llvm.ptrtoint %1511 : !llvm.ptr to i64
      %1513 = llvm.inttoptr %1512 : i64 to !llvm.ptr
      %1514 = llvm.load %1513 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1515 = llvm.getelementptr %772[6928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1516 = llvm.ptrtoint %1515 : !llvm.ptr<1> to i64
      %1517 = llvm.inttoptr %1516 : i64 to !llvm.ptr<1>
      llvm.store %1514, %1517 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb184
    ^bb184:  // 2 preds: ^bb182, ^bb183
      %1518 = llvm.and %1367, %1485 : i1
      llvm.cond_br %1518, ^bb185, ^bb186
    ^bb185:  // pred: ^bb184
      %1519 = llvm.getelementptr %55[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %1520 = llvm.ptrtoint %1519 : !llvm.ptr to i64
      %1521 = llvm.inttoptr %1520 : i64 to !llvm.ptr
      %1522 = llvm.load %1521 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1523 = llvm.getelementptr %772[6929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1524 = llvm.ptrtoint %1523 : !llvm.ptr<1> to i64
      %1525 = llvm.inttoptr %1524 : i64 to !llvm.ptr<1>
      llvm.store %1522, %1525 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb186
    ^bb186:  // 2 preds: ^bb184, ^bb185
      %1526 = llvm.and %1385, %1475 : i1
      llvm.cond_br %1526, ^bb187, ^bb188
    ^bb187:  // pred: ^bb186
      %1527 = llvm.getelementptr %55[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %1528 = llvm.ptrtoint %1527 : !llvm.ptr to i64
      %1529 = llvm.inttoptr %1528 : i64 to !llvm.ptr
      %1530 = llvm.load %1529 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1531 = llvm.getelementptr %772[8656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1532 = llvm.ptrtoint %1531 : !llvm.ptr<1> to i64
      %1533 = llvm.inttoptr %1532 : i64 to !llvm.ptr<1>
      llvm.store %1530, %1533 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb188
    ^bb188:  // 2 preds: ^bb186, ^bb187
      %1534 = llvm.and %1385, %1485 : i1
      llvm.cond_br %1534, ^bb189, ^bb190
    ^bb189:  // pred: ^bb188
      %1535 = llvm.getelementptr %55[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %1536 = llvm.ptrtoint %1535 : !llvm.ptr to i64
      %1537 = llvm.inttoptr %1536 : i64 to !llvm.ptr
      %1538 = llvm.load %1537 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1539 = llvm.getelementptr %772[8657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1540 = llvm.ptrtoint %1539 : !llvm.ptr<1> to i64
      %1541 = llvm.inttoptr %1540 : i64 to !llvm.ptr<1>
      llvm.store %1538, %1541 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb190
    ^bb190:  // 2 preds: ^bb188, ^bb189
      %1542 = llvm.and %1403, %1475 : i1
      llvm.cond_br %1542, ^bb191, ^bb192
    ^bb191:  // pred: ^bb190
      %1543 = llvm.getelementptr %55[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %1544 = llvm.ptrtoint %1543 : !llvm.ptr to i64
      %1545 = llvm.inttoptr %1544 : i64 to !llvm.ptr
      %1546 = llvm.load %1545 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1547 = llvm.getelementptr %772[13840] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1548 = llvm.ptrtoint %1547 : !llvm.ptr<1> to i64
      %1549 = llvm.inttoptr %1548 : i64 to !llvm.ptr<1>
      llvm.store %1546, %1549 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb192
    ^bb192:  // 2 preds: ^bb190, ^bb191
      %1550 = llvm.and %1403, %1485 : i1
      llvm.cond_br %1550, ^bb193, ^bb194
    ^bb193:  // pred: ^bb192
      %1551 = llvm.getelementptr %55[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %1552 = llvm.ptrtoint %1551 : !llvm.ptr to i64
      %1553 = llvm.inttoptr %1552 : i64 to !llvm.ptr
      %1554 = llvm.load %1553 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1555 = llvm.getelementptr %772[13841] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1556 = llvm.ptrtoint %1555 : !llvm.ptr<1> to i64
      %1557 = llvm.inttoptr %1556 : i64 to !llvm.ptr<1>
      llvm.store %1554, %1557 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb194
    ^bb194:  // 2 preds: ^bb192, ^bb193
      %1558 = llvm.and %1421, %1475 : i1
      llvm.cond_br %1558, ^bb195, ^bb196
    ^bb195:  // pred: ^bb194
      %1559 = llvm.getelementptr %55[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %1560 = llvm.ptrtoint %1559 : !llvm.ptr to i64
      %1561 = llvm.inttoptr %1560 : i64 to !llvm.ptr
      %1562 = llvm.load %1561 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1563 = llvm.getelementptr %772[15568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1564 = llvm.ptrtoint %1563 : !llvm.ptr<1> to i64
      %1565 = llvm.inttoptr %1564 : i64 to !llvm.ptr<1>
      llvm.store %1562, %1565 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb196
    ^bb196:  // 2 preds: ^bb194, ^bb195
      %1566 = llvm.and %1421, %1485 : i1
      llvm.cond_br %1566, ^bb197, ^bb198
    ^bb197:  // pred: ^bb196
      %1567 = llvm.getelementptr %55[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %1568 = llvm.ptrtoint %1567 : !llvm.ptr to i64
      %1569 = llvm.inttoptr %1568 : i64 to !llvm.ptr
      %1570 = llvm.load %1569 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1571 = llvm.getelementptr %772[15569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1572 = llvm.ptrtoint %1571 : !llvm.ptr<1> to i64
      %1573 = llvm.inttoptr %1572 : i64 to !llvm.ptr<1>
      llvm.store %1570, %1573 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb198
    ^bb198:  // 2 preds: ^bb196, ^bb197
      %1574 = llvm.and %1439, %1475 : i1
      llvm.cond_br %1574, ^bb199, ^bb200
    ^bb199:  // pred: ^bb198
      %1575 = llvm.getelementptr %55[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %1576 = llvm.ptrtoint %1575 : !llvm.ptr to i64
      %1577 = llvm.inttoptr %1576 : i64 to !llvm.ptr
      %1578 = llvm.load %1577 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1579 = llvm.getelementptr %772[20752] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1580 = llvm.ptrtoint %1579 : !llvm.ptr<1> to i64
      %1581 = llvm.inttoptr %1580 : i64 to !llvm.ptr<1>
      llvm.store %1578, %1581 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb200
    ^bb200:  // 2 preds: ^bb198, ^bb199
      %1582 = llvm.and %1439, %1485 : i1
      llvm.cond_br %1582, ^bb201, ^bb202
    ^bb201:  // pred: ^bb200
      %1583 = llvm.getelementptr %55[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %1584 = llvm.ptrtoint %1583 : !llvm.ptr to i64
      %1585 = llvm.inttoptr %1584 : i64 to !llvm.ptr
      %1586 = llvm.load %1585 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1587 = llvm.getelementptr %772[20753] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1588 = llvm.ptrtoint %1587 : !llvm.ptr<1> to i64
      %1589 = llvm.inttoptr %1588 : i64 to !llvm.ptr<1>
      llvm.store %1586, %1589 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb202
    ^bb202:  // 2 preds: ^bb200, ^bb201
      %1590 = llvm.and %1457, %1475 : i1
      llvm.cond_br %1590, ^bb203, ^bb204
    ^bb203:  // pred: ^bb202
      %1591 = llvm.getelementptr %55[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %1592 = llvm.ptrtoint %1591 : !llvm.ptr to i64
      %1593 = llvm.inttoptr %1592 : i64 to !llvm.ptr
      %1594 = llvm.load %1593 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1595 = llvm.getelementptr %772[22480] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1596 = llvm.ptrtoint %1595 : !llvm.ptr<1> to i64
      %1597 = llvm.inttoptr %1596 : i64 to !llvm.ptr<1>
      llvm.store %1594, %1597 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb204
    ^bb204:  // 2 preds: ^bb202, ^bb203
      %1598 = llvm.and %1457, %1485 : i1
      llvm.cond_br %1598, ^bb205, ^bb206
    ^bb205:  // pred: ^bb204
      %1599 = llvm.getelementptr %55[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %1600 = llvm.ptrtoint %1599 : !llvm.ptr to i64
      %1601 = llvm.inttoptr %1600 : i64 to !llvm.ptr
      %1602 = llvm.load %1601 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1603 = llvm.getelementptr %772[22481] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1604 = llvm.ptrtoint %1603 : !llvm.ptr<1> to i64
      %1605 = llvm.inttoptr %1604 : i64 to !llvm.ptr<1>
      llvm.store %1602, %1605 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb206
    ^bb206:  // 2 preds: ^bb204, ^bb205
      %1606 = llvm.add %1329, %35 : i32
      %1607 = llvm.icmp "slt" %1606, %34 : i32
      %1608 = llvm.and %1330, %1607 : i1
      llvm.cond_br %1608, ^bb207, ^bb208
    ^bb207:  // pred: ^bb206
      %1609 = llvm.getelementptr %55[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %1610 = llvm.ptrtoint %1609 : !llvm.ptr to i64
      %1611 = llvm.inttoptr %1610 : i64 to !llvm.ptr
      %1612 = llvm.load %1611 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1613 = llvm.getelementptr %772[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1614 = llvm.ptrtoint %1613 : !llvm.ptr<1> to i64
      %1615 = llvm.inttoptr %1614 : i64 to !llvm.ptr<1>
      llvm.store %1612, %1615 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb208
    ^bb208:  // 2 preds: ^bb206, ^bb207
      %1616 = llvm.add %1329, %13 : i32
      %1617 = llvm.icmp "slt" %1616, %34 : i32
      %1618 = llvm.and %1330, %1617 : i1
      llvm.cond_br %1618, ^bb209, ^bb210
    ^bb209:  // pred: ^bb208
      %1619 = llvm.getelementptr %55[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %1620 = llvm.ptrtoint %1619 : !llvm.ptr to i64
      %1621 = llvm.inttoptr %1620 : i64 to !llvm.ptr
      %1622 = llvm.load %1621 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1623 = llvm.getelementptr %772[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1624 = llvm.ptrtoint %1623 : !llvm.ptr<1> to i64
      %1625 = llvm.inttoptr %1624 : i64 to !llvm.ptr<1>
      llvm.store %1622, %1625 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      %1626 = llvm.and %1349, %1607 : i1
      llvm.cond_br %1626, ^bb211, ^bb212
    ^bb211:  // pred: ^bb210
      %1627 = llvm.getelementptr %55[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %1628 = llvm.ptrtoint %1627 : !llvm.ptr to i64
      %1629 = llvm.inttoptr %1628 : i64 to !llvm.ptr
      %1630 = llvm.load %1629 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1631 = llvm.getelementptr %772[1760] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1632 = llvm.ptrtoint %1631 : !llvm.ptr<1> to i64
      %1633 = llvm.inttoptr %1632 : i64 to !llvm.ptr<1>
      llvm.store %1630, %1633 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb212
    ^bb212:  // 2 preds: ^bb210, ^bb211
      %1634 = llvm.and %1349, %1617 : i1
      llvm.cond_br %1634, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      %1635 = llvm.getelementptr %55[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %1636 = llvm.ptrtoint %1635 : !llvm.ptr to i64
      %1637 = llvm.inttoptr %1636 : i64 to !llvm.ptr
      %1638 = llvm.load %1637 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1639 = llvm.getelementptr %772[1761] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1640 = llvm.ptrtoint %1639 : !llvm.ptr<1> to i64
      %1641 = llvm.inttoptr %1640 : i64 to !llvm.ptr<1>
      llvm.store %1638, %1641 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      %1642 = llvm.and %1367, %1607 : i1
      llvm.cond_br %1642, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      %1643 = llvm.getelementptr %55[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %1644 = llvm.ptrtoint %1643 : !llvm.ptr to i64
      %1645 = llvm.inttoptr %1644 : i64 to !llvm.ptr
      %1646 = llvm.load %1645 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1647 = llvm.getelementptr %772[6944] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1648 = llvm.ptrtoint %1647 : !llvm.ptr<1> to i64
      %1649 = llvm.inttoptr %1648 : i64 to !llvm.ptr<1>
      llvm.store %1646, %1649 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      %1650 = llvm.and %1367, %1617 : i1
      llvm.cond_br %1650, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      %1651 = llvm.getelementptr %55[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %1652 = llvm.ptrtoint %1651 : !llvm.ptr to i64
      %1653 = llvm.inttoptr %1652 : i64 to !llvm.ptr
      %1654 = llvm.load %1653 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1655 = llvm.getelementptr %772[6945] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1656 = llvm.ptrtoint %1655 : !llvm.ptr<1> to i64
      %1657 = llvm.inttoptr %1656 : i64 to !llvm.ptr<1>
      llvm.store %1654, %1657 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      %1658 = llvm.and %1385, %1607 : i1
      llvm.cond_br %1658, ^bb219, ^bb220
    ^bb219:  // pred: ^bb218
      %1659 = llvm.getelementptr %55[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %1660 = llvm.ptrtoint %1659 : !llvm.ptr to i64
      %1661 = llvm.inttoptr %1660 : i64 to !llvm.ptr
      %1662 = llvm.load %1661 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1663 = llvm.getelementptr %772[8672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1664 = llvm.ptrtoint %1663 : !llvm.ptr<1> to i64
      %1665 = llvm.inttoptr %1664 : i64 to !llvm.ptr<1>
      llvm.store %1662, %1665 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb220
    ^bb220:  // 2 preds: ^bb218, ^bb219
      %1666 = llvm.and %1385, %1617 : i1
      llvm.cond_br %1666, ^bb221, ^bb222
    ^bb221:  // pred: ^bb220
      %1667 = llvm.getelementptr %55[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %1668 = llvm.ptrtoint %1667 : !llvm.ptr to i64
      %1669 = llvm.inttoptr %1668 : i64 to !llvm.ptr
      %1670 = llvm.load %1669 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1671 = llvm.getelementptr %772[8673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1672 = llvm.ptrtoint %1671 : !llvm.ptr<1> to i64
      %1673 = llvm.inttoptr %1672 : i64 to !llvm.ptr<1>
      llvm.store %1670, %1673 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb222
    ^bb222:  // 2 preds: ^bb220, ^bb221
      %1674 = llvm.and %1403, %1607 : i1
      llvm.cond_br %1674, ^bb223, ^bb224
    ^bb223:  // pred: ^bb222
      %1675 = llvm.getelementptr %55[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %1676 = llvm.ptrtoint %1675 : !llvm.ptr to i64
      %1677 = llvm.inttoptr %1676 : i64 to !llvm.ptr
      %1678 = llvm.load %1677 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1679 = llvm.getelementptr %772[13856] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1680 = llvm.ptrtoint %1679 : !llvm.ptr<1> to i64
      %1681 = llvm.inttoptr %1680 : i64 to !llvm.ptr<1>
      llvm.store %1678, %1681 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb224
    ^bb224:  // 2 preds: ^bb222, ^bb223
      %1682 = llvm.and %1403, %1617 : i1
      llvm.cond_br %1682, ^bb225, ^bb226
    ^bb225:  // pred: ^bb224
      %1683 = llvm.getelementptr %55[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %1684 = llvm.ptrtoint %1683 : !llvm.ptr to i64
      %1685 = llvm.inttoptr %1684 : i64 to !llvm.ptr
      %1686 = llvm.load %1685 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1687 = llvm.getelementptr %772[13857] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1688 = llvm.ptrtoint %1687 : !llvm.ptr<1> to i64
      %1689 = llvm.inttoptr %1688 : i64 to !llvm.ptr<1>
      llvm.store %1686, %1689 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb226
    ^bb226:  // 2 preds: ^bb224, ^bb225
      %1690 = llvm.and %1421, %1607 : i1
      llvm.cond_br %1690, ^bb227, ^bb228
    ^bb227:  // pred: ^bb226
      %1691 = llvm.getelementptr %55[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %1692 = llvm.ptrtoint %1691 : !llvm.ptr to i64
      %1693 = llvm.inttoptr %1692 : i64 to !llvm.ptr
      %1694 = llvm.load %1693 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1695 = llvm.getelementptr %772[15584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1696 = llvm.ptrtoint %1695 : !llvm.ptr<1> to i64
      %1697 = llvm.inttoptr %1696 : i64 to !llvm.ptr<1>
      llvm.store %1694, %1697 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb228
    ^bb228:  // 2 preds: ^bb226, ^bb227
      %1698 = llvm.and %1421, %1617 : i1
      llvm.cond_br %1698, ^bb229, ^bb230
    ^bb229:  // pred: ^bb228
      %1699 = llvm.getelementptr %55[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %1700 = llvm.ptrtoint %1699 : !llvm.ptr to i64
      %1701 = llvm.inttoptr %1700 : i64 to !llvm.ptr
      %1702 = llvm.load %1701 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1703 = llvm.getelementptr %772[15585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1704 = llvm.ptrtoint %1703 : !llvm.ptr<1> to i64
      %1705 = llvm.inttoptr %1704 : i64 to !llvm.ptr<1>
      llvm.store %1702, %1705 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb230
    ^bb230:  // 2 preds: ^bb228, ^bb229
      %1706 = llvm.and %1439, %1607 : i1
      llvm.cond_br %1706, ^bb231, ^bb232
    ^bb231:  // pred: ^bb230
      %1707 = llvm.getelementptr %55[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %1708 = llvm.ptrtoint %1707 : !llvm.ptr to i64
      %1709 = llvm.inttoptr %1708 : i64 to !llvm.ptr
      %1710 = llvm.load %1709 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1711 = llvm.getelementptr %772[20768] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1712 = llvm.ptrtoint %1711 : !llvm.ptr<1> to i64
      %1713 = llvm.inttoptr %1712 : i64 to !llvm.ptr<1>
      llvm.store %1710, %1713 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb232
    ^bb232:  // 2 preds: ^bb230, ^bb231
      %1714 = llvm.and %1439, %1617 : i1
      llvm.cond_br %1714, ^bb233, ^bb234
    ^bb233:  // pred: ^bb232
      %1715 = llvm.getelementptr %55[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %1716 = llvm.ptrtoint %1715 : !llvm.ptr to i64
      %1717 = llvm.inttoptr %1716 : i64 to !llvm.ptr
      %1718 = llvm.load %1717 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1719 = llvm.getelementptr %772[20769] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1720 = llvm.ptrtoint %1719 : !llvm.ptr<1> to i64
      %1721 = llvm.inttoptr %1720 : i64 to !llvm.ptr<1>
      llvm.store %1718, %1721 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb234
    ^bb234:  // 2 preds: ^bb232, ^bb233
      %1722 = llvm.and %1457, %1607 : i1
      llvm.cond_br %1722, ^bb235, ^bb236
    ^bb235:  // pred: ^bb234
      %1723 = llvm.getelementptr %55[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %1724 = llvm.ptrtoint %1723 : !llvm.ptr to i64
      %1725 = llvm.inttoptr %1724 : i64 to !llvm.ptr
      %1726 = llvm.load %1725 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1727 = llvm.getelementptr %772[22496] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1728 = llvm.ptrtoint %1727 : !llvm.ptr<1> to i64
      %1729 = llvm.inttoptr %1728 : i64 to !llvm.ptr<1>
      llvm.store %1726, %1729 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb236
    ^bb236:  // 2 preds: ^bb234, ^bb235
      %1730 = llvm.and %1457, %1617 : i1
      llvm.cond_br %1730, ^bb237, ^bb238
    ^bb237:  // pred: ^bb236
      %1731 = llvm.getelementptr %55[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %1732 = llvm.ptrtoint %1731 : !llvm.ptr to i64
      %1733 = llvm.inttoptr %1732 : i64 to !llvm.ptr
      %1734 = llvm.load %1733 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1735 = llvm.getelementptr %772[22497] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1736 = llvm.ptrtoint %1735 : !llvm.ptr<1> to i64
      %1737 = llvm.inttoptr %1736 : i64 to !llvm.ptr<1>
      llvm.store %1734, %1737 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb238
    ^bb238:  // 2 preds: ^bb236, ^bb237
      %1738 = llvm.add %1329, %12 : i32
      %1739 = llvm.icmp "slt" %1738, %34 : i32
      %1740 = llvm.and %1330, %1739 : i1
      llvm.cond_br %1740, ^bb239, ^bb240
    ^bb239:  // pred: ^bb238
      %1741 = llvm.getelementptr %55[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %1742 = llvm.ptrtoint %1741 : !llvm.ptr to i64
      %1743 = llvm.inttoptr %1742 : i64 to !llvm.ptr
      %1744 = llvm.load %1743 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1745 = llvm.getelementptr %772[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1746 = llvm.ptrtoint %1745 : !llvm.ptr<1> to i64
      %1747 = llvm.inttoptr %1746 : i64 to !llvm.ptr<1>
      llvm.store %1744, %1747 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb240
    ^bb240:  // 2 preds: ^bb238, ^bb239
      %1748 = llvm.add %1329, %11 : i32
      %1749 = llvm.icmp "slt" %1748, %34 : i32
      %1750 = llvm.and %1330, %1749 : i1
      llvm.cond_br %1750, ^bb241, ^bb242
    ^bb241:  // pred: ^bb240
      %1751 = llvm.getelementptr %55[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %1752 = llvm.ptrtoint %1751 : !llvm.ptr to i64
      %1753 = llvm.inttoptr %1752 : i64 to !llvm.ptr
      %1754 = llvm.load %1753 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1755 = llvm.getelementptr %772[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1756 = llvm.ptrtoint %1755 : !llvm.ptr<1> to i64
      %1757 = llvm.inttoptr %1756 : i64 to !llvm.ptr<1>
      llvm.store %1754, %1757 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb242
    ^bb242:  // 2 preds: ^bb240, ^bb241
      %1758 = llvm.and %1349, %1739 : i1
      llvm.cond_br %1758, ^bb243, ^bb244
    ^bb243:  // pred: ^bb242
      %1759 = llvm.getelementptr %55[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %1760 = llvm.ptrtoint %1759 : !llvm.ptr to i64
      %1761 = llvm.inttoptr %1760 : i64 to !llvm.ptr
      %1762 = llvm.load %1761 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1763 = llvm.getelementptr %772[1776] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1764 = llvm.ptrtoint %1763 : !llvm.ptr<1> to i64
      %1765 = llvm.inttoptr %1764 : i64 to !llvm.ptr<1>
      llvm.store %1762, %1765 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb244
    ^bb244:  // 2 preds: ^bb242, ^bb243
      %1766 = llvm.and %1349, %1749 : i1
      llvm.cond_br %1766, ^bb245, ^bb246
    ^bb245:  // pred: ^bb244
      %1767 = llvm.getelementptr %55[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %1768 = llvm.ptrtoint %1767 : !llvm.ptr to i64
      %1769 = llvm.inttoptr %1768 : i64 to !llvm.ptr
      %1770 = llvm.load %1769 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1771 = llvm.getelementptr %772[1777] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1772 = llvm.ptrtoint %1771 : !llvm.ptr<1> to i64
      %1773 = llvm.inttoptr %1772 : i64 to !llvm.ptr<1>
      llvm.store %1770, %1773 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb246
    ^bb246:  // 2 preds: ^bb244, ^bb245
      %1774 = llvm.and %1367, %1739 : i1
      llvm.cond_br %1774, ^bb247, ^bb248
    ^bb247:  // pred: ^bb246
      %1775 = llvm.getelementptr %55[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %1776 = llvm.ptrtoint %1775 : !llvm.ptr to i64
      %1777 = llvm.inttoptr %1776 : i64 to !llvm.ptr
      %1778 = llvm.load %1777 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1779 = llvm.getelementptr %772[6960] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1780 = llvm.ptrtoint %1779 : !llvm.ptr<1> to i64
      %1781 = llvm.inttoptr %1780 : i64 to !llvm.ptr<1>
      llvm.store %1778, %1781 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb248
    ^bb248:  // 2 preds: ^bb246, ^bb247
      %1782 = llvm.and %1367, %1749 : i1
      llvm.cond_br %1782, ^bb249, ^bb250
    ^bb249:  // pred: ^bb248
      %1783 = llvm.getelementptr %55[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %1784 = llvm.ptrtoint %1783 : !llvm.ptr to i64
      %1785 = llvm.inttoptr %1784 : i64 to !llvm.ptr
      %1786 = llvm.load %1785 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1787 = llvm.getelementptr %772[6961] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1788 = llvm.ptrtoint %1787 : !llvm.ptr<1> to i64
      %1789 = llvm.inttoptr %1788 : i64 to !llvm.ptr<1>
      llvm.store %1786, %1789 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb250
    ^bb250:  // 2 preds: ^bb248, ^bb249
      %1790 = llvm.and %1385, %1739 : i1
      llvm.cond_br %1790, ^bb251, ^bb252
    ^bb251:  // pred: ^bb250
      %1791 = llvm.getelementptr %55[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %1792 = llvm.ptrtoint %1791 : !llvm.ptr to i64
      %1793 = llvm.inttoptr %1792 : i64 to !llvm.ptr
      %1794 = llvm.load %1793 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1795 = llvm.getelementptr %772[8688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1796 = llvm.ptrtoint %1795 : !llvm.ptr<1> to i64
      %1797 = llvm.inttoptr %1796 : i64 to !llvm.ptr<1>
      llvm.store %1794, %1797 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb252
    ^bb252:  // 2 preds: ^bb250, ^bb251
      %1798 = llvm.and %1385, %1749 : i1
      llvm.cond_br %1798, ^bb253, ^bb254
    ^bb253:  // pred: ^bb252
      %1799 = llvm.getelementptr %55[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %1800 = llvm.ptrtoint %1799 : !llvm.ptr to i64
      %1801 = llvm.inttoptr %1800 : i64 to !llvm.ptr
      %1802 = llvm.load %1801 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1803 = llvm.getelementptr %772[8689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1804 = llvm.ptrtoint %1803 : !llvm.ptr<1> to i64
      %1805 = llvm.inttoptr %1804 : i64 to !llvm.ptr<1>
      llvm.store %1802, %1805 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb254
    ^bb254:  // 2 preds: ^bb252, ^bb253
      %1806 = llvm.and %1403, %1739 : i1
      llvm.cond_br %1806, ^bb255, ^bb256
    ^bb255:  // pred: ^bb254
      %1807 = llvm.getelementptr %55[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %1808 = llvm.ptrtoint %1807 : !llvm.ptr to i64
      %1809 = llvm.inttoptr %1808 : i64 to !llvm.ptr
      %1810 = llvm.load %1809 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1811 = llvm.getelementptr %772[13872] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1812 = llvm.ptrtoint %1811 : !llvm.ptr<1> to i64
      %1813 = llvm.inttoptr %1812 : i64 to !llvm.ptr<1>
      llvm.store %1810, %1813 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb256
    ^bb256:  // 2 preds: ^bb254, ^bb255
      %1814 = llvm.and %1403, %1749 : i1
      llvm.cond_br %1814, ^bb257, ^bb258
    ^bb257:  // pred: ^bb256
      %1815 = llvm.getelementptr %55[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %1816 = llvm.ptrtoint %1815 : !llvm.ptr to i64
      %1817 = llvm.inttoptr %1816 : i64 to !llvm.ptr
      %1818 = llvm.load %1817 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1819 = llvm.getelementptr %772[13873] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1820 = llvm.ptrtoint %1819 : !llvm.ptr<1> to i64
      %1821 = llvm.inttoptr %1820 : i64 to !llvm.ptr<1>
      llvm.store %1818, %1821 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb258
    ^bb258:  // 2 preds: ^bb256, ^bb257
      %1822 = llvm.and %1421, %1739 : i1
      llvm.cond_br %1822, ^bb259, ^bb260
    ^bb259:  // pred: ^bb258
      %1823 = llvm.getelementptr %55[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %1824 = llvm.ptrtoint %1823 : !llvm.ptr to i64
      %1825 = llvm.inttoptr %1824 : i64 to !llvm.ptr
      %1826 = llvm.load %1825 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1827 = llvm.getelementptr %772[15600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1828 = llvm.ptrtoint %1827 : !llvm.ptr<1> to i64
      %1829 = llvm.inttoptr %1828 : i64 to !llvm.ptr<1>
      llvm.store %1826, %1829 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb260
    ^bb260:  // 2 preds: ^bb258, ^bb259
      %1830 = llvm.and %1421, %1749 : i1
      llvm.cond_br %1830, ^bb261, ^bb262
    ^bb261:  // pred: ^bb260
      %1831 = llvm.getelementptr %55[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %1832 = llvm.ptrtoint %1831 : !llvm.ptr to i64
      %1833 = llvm.inttoptr %1832 : i64 to !llvm.ptr
      %1834 = llvm.load %1833 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1835 = llvm.getelementptr %772[15601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1836 = llvm.ptrtoint %1835 : !llvm.ptr<1> to i64
      %1837 = llvm.inttoptr %1836 : i64 to !llvm.ptr<1>
      llvm.store %1834, %1837 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb262
    ^bb262:  // 2 preds: ^bb260, ^bb261
      %1838 = llvm.and %1439, %1739 : i1
      llvm.cond_br %1838, ^bb263, ^bb264
    ^bb263:  // pred: ^bb262
      %1839 = llvm.getelementptr %55[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %1840 = llvm.ptrtoint %1839 : !llvm.ptr to i64
      %1841 = llvm.inttoptr %1840 : i64 to !llvm.ptr
      %1842 = llvm.load %1841 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1843 = llvm.getelementptr %772[20784] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1844 = llvm.ptrtoint %1843 : !llvm.ptr<1> to i64
      %1845 = llvm.inttoptr %1844 : i64 to !llvm.ptr<1>
      llvm.store %1842, %1845 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb264
    ^bb264:  // 2 preds: ^bb262, ^bb263
      %1846 = llvm.and %1439, %1749 : i1
      llvm.cond_br %1846, ^bb265, ^bb266
    ^bb265:  // pred: ^bb264
      %1847 = llvm.getelementptr %55[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %1848 = llvm.ptrtoint %1847 : !llvm.ptr to i64
      %1849 = llvm.inttoptr %1848 : i64 to !llvm.ptr
      %1850 = llvm.load %1849 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1851 = llvm.getelementptr %772[20785] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1852 = llvm.ptrtoint %1851 : !llvm.ptr<1> to i64
      %1853 = llvm.inttoptr %1852 : i64 to !llvm.ptr<1>
      llvm.store %1850, %1853 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb266
    ^bb266:  // 2 preds: ^bb264, ^bb265
      %1854 = llvm.and %1457, %1739 : i1
      llvm.cond_br %1854, ^bb267, ^bb268
    ^bb267:  // pred: ^bb266
      %1855 = llvm.getelementptr %55[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %1856 = llvm.ptrtoint %1855 : !llvm.ptr to i64
      %1857 = llvm.inttoptr %1856 : i64 to !llvm.ptr
      %1858 = llvm.load %1857 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1859 = llvm.getelementptr %772[22512] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1860 = llvm.ptrtoint %1859 : !llvm.ptr<1> to i64
      %1861 = llvm.inttoptr %1860 : i64 to !llvm.ptr<1>
      llvm.store %1858, %1861 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb268
    ^bb268:  // 2 preds: ^bb266, ^bb267
      %1862 = llvm.and %1457, %1749 : i1
      llvm.cond_br %1862, ^bb269, ^bb270
    ^bb269:  // pred: ^bb268
      %1863 = llvm.getelementptr %55[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %1864 = llvm.ptrtoint %1863 : !llvm.ptr to i64
      %1865 = llvm.inttoptr %1864 : i64 to !llvm.ptr
      %1866 = llvm.load %1865 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1867 = llvm.getelementptr %772[22513] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1868 = llvm.ptrtoint %1867 : !llvm.ptr<1> to i64
      %1869 = llvm.inttoptr %1868 : i64 to !llvm.ptr<1>
      llvm.store %1866, %1869 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb270
    ^bb270:  // 2 preds: ^bb268, ^bb269
      %1870 = llvm.add %1329, %52 : i32
      %1871 = llvm.icmp "slt" %1870, %34 : i32
      %1872 = llvm.and %1330, %1871 : i1
      llvm.cond_br %1872, ^bb271, ^bb272
    ^bb271:  // pred: ^bb270
      %1873 = llvm.getelementptr %55[64] : (!llvm.ptr) -> !llvm.ptr, f32
      %1874 = llvm.ptrtoint %1873 : !llvm.ptr to i64
      %1875 = llvm.inttoptr %1874 : i64 to !llvm.ptr
      %1876 = llvm.load %1875 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1877 = llvm.getelementptr %772[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1878 = llvm.ptrtoint %1877 : !llvm.ptr<1> to i64
      %1879 = llvm.inttoptr %1878 : i64 to !llvm.ptr<1>
      llvm.store %1876, %1879 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb272
    ^bb272:  // 2 preds: ^bb270, ^bb271
      %1880 = llvm.add %1329, %10 : i32
      %1881 = llvm.icmp "slt" %1880, %34 : i32
      %1882 = llvm.and %1330, %1881 : i1
      llvm.cond_br %1882, ^bb273, ^bb274
    ^bb273:  // pred: ^bb272
      %1883 = llvm.getelementptr %55[65] : (!llvm.ptr) -> !llvm.ptr, f32
      %1884 = llvm.ptrtoint %1883 : !llvm.ptr to i64
      %1885 = llvm.inttoptr %1884 : i64 to !llvm.ptr
      %1886 = llvm.load %1885 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1887 = llvm.getelementptr %772[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1888 = llvm.ptrtoint %1887 : !llvm.ptr<1> to i64
      %1889 = llvm.inttoptr %1888 : i64 to !llvm.ptr<1>
      llvm.store %1886, %1889 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb274
    ^bb274:  // 2 preds: ^bb272, ^bb273
      %1890 = llvm.and %1349, %1871 : i1
      llvm.cond_br %1890, ^bb275, ^bb276
    ^bb275:  // pred: ^bb274
      %1891 = llvm.getelementptr %55[66] : (!llvm.ptr) -> !llvm.ptr, f32
      %1892 = llvm.ptrtoint %1891 : !llvm.ptr to i64
      %1893 = llvm.inttoptr %1892 : i64 to !llvm.ptr
      %1894 = llvm.load %1893 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1895 = llvm.getelementptr %772[1792] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1896 = llvm.ptrtoint %1895 : !llvm.ptr<1> to i64
      %1897 = llvm.inttoptr %1896 : i64 to !llvm.ptr<1>
      llvm.store %1894, %1897 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb276
    ^bb276:  // 2 preds: ^bb274, ^bb275
      %1898 = llvm.and %1349, %1881 : i1
      llvm.cond_br %1898, ^bb277, ^bb278
    ^bb277:  // pred: ^bb276
      %1899 = llvm.getelementptr %55[67] : (!llvm.ptr) -> !llvm.ptr, f32
      %1900 = llvm.ptrtoint %1899 : !llvm.ptr to i64
      %1901 = llvm.inttoptr %1900 : i64 to !llvm.ptr
      %1902 = llvm.load %1901 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1903 = llvm.getelementptr %772[1793] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1904 = llvm.ptrtoint %1903 : !llvm.ptr<1> to i64
      %1905 = llvm.inttoptr %1904 : i64 to !llvm.ptr<1>
      llvm.store %1902, %1905 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb278
    ^bb278:  // 2 preds: ^bb276, ^bb277
      %1906 = llvm.and %1367, %1871 : i1
      llvm.cond_br %1906, ^bb279, ^bb280
    ^bb279:  // pred: ^bb278
      %1907 = llvm.getelementptr %55[68] : (!llvm.ptr) -> !llvm.ptr, f32
      %1908 = llvm.ptrtoint %1907 : !llvm.ptr to i64
      %1909 = llvm.inttoptr %1908 : i64 to !llvm.ptr
      %1910 = llvm.load %1909 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1911 = llvm.getelementptr %772[6976] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1912 = llvm.ptrtoint %1911 : !llvm.ptr<1> to i64
      %1913 = llvm.inttoptr %1912 : i64 to !llvm.ptr<1>
      llvm.store %1910, %1913 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb280
    ^bb280:  // 2 preds: ^bb278, ^bb279
      %1914 = llvm.and %1367, %1881 : i1
      llvm.cond_br %1914, ^bb281, ^bb282
    ^bb281:  // pred: ^bb280
      %1915 = llvm.getelementptr %55[69] : (!llvm.ptr) -> !llvm.ptr, f32
      %1916 = llvm.ptrtoint %1915 : !llvm.ptr to i64
      %1917 = llvm.inttoptr %1916 : i64 to !llvm.ptr
      %1918 = llvm.load %1917 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1919 = llvm.getelementptr %772[6977] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1920 = llvm.ptrtoint %1919 : !llvm.ptr<1> to i64
      %1921 = llvm.inttoptr %1920 : i64 to !llvm.ptr<1>
      llvm.store %1918, %1921 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb282
    ^bb282:  // 2 preds: ^bb280, ^bb281
      %1922 = llvm.and %1385, %1871 : i1
      llvm.cond_br %1922, ^bb283, ^bb284
    ^bb283:  // pred: ^bb282
      %1923 = llvm.getelementptr %55[70] : (!llvm.ptr) -> !llvm.ptr, f32
      %1924 = llvm.ptrtoint %1923 : !llvm.ptr to i64
      %1925 = llvm.inttoptr %1924 : i64 to !llvm.ptr
      %1926 = llvm.load %1925 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1927 = llvm.getelementptr %772[8704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1928 = llvm.ptrtoint %1927 : !llvm.ptr<1> to i64
      %1929 = llvm.inttoptr %1928 : i64 to !llvm.ptr<1>
      llvm.store %1926, %1929 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb284
    ^bb284:  // 2 preds: ^bb282, ^bb283
      %1930 = llvm.and %1385, %1881 : i1
      llvm.cond_br %1930, ^bb285, ^bb286
    ^bb285:  // pred: ^bb284
      %1931 = llvm.getelementptr %55[71] : (!llvm.ptr) -> !llvm.ptr, f32
      %1932 = llvm.ptrtoint %1931 : !llvm.ptr to i64
      %1933 = llvm.inttoptr %1932 : i64 to !llvm.ptr
      %1934 = llvm.load %1933 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1935 = llvm.getelementptr %772[8705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1936 = llvm.ptrtoint %1935 : !llvm.ptr<1> to i64
      %1937 = llvm.inttoptr %1936 : i64 to !llvm.ptr<1>
      llvm.store %1934, %1937 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb286
    ^bb286:  // 2 preds: ^bb284, ^bb285
      %1938 = llvm.and %1403, %1871 : i1
      llvm.cond_br %1938, ^bb287, ^bb288
    ^bb287:  // pred: ^bb286
      %1939 = llvm.getelementptr %55[72] : (!llvm.ptr) -> !llvm.ptr, f32
      %1940 = llvm.ptrtoint %1939 : !llvm.ptr to i64
      %1941 = llvm.inttoptr %1940 : i64 to !llvm.ptr
      %1942 = llvm.load %1941 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1943 = llvm.getelementptr %772[13888] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1944 = llvm.ptrtoint %1943 : !llvm.ptr<1> to i64
      %1945 = llvm.inttoptr %1944 : i64 to !llvm.ptr<1>
      llvm.store %1942, %1945 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb288
    ^bb288:  // 2 preds: ^bb286, ^bb287
      %1946 = llvm.and %1403, %1881 : i1
      llvm.cond_br %1946, ^bb289, ^bb290
    ^bb289:  // pred: ^bb288
      %1947 = llvm.getelementptr %55[73] : (!llvm.ptr) -> !llvm.ptr, f32
      %1948 = llvm.ptrtoint %1947 : !llvm.ptr to i64
      %1949 = llvm.inttoptr %1948 : i64 to !llvm.ptr
      %1950 = llvm.load %1949 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1951 = llvm.getelementptr %772[13889] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1952 = llvm.ptrtoint %1951 : !llvm.ptr<1> to i64
      %1953 = llvm.inttoptr %1952 : i64 to !llvm.ptr<1>
      llvm.store %1950, %1953 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb290
    ^bb290:  // 2 preds: ^bb288, ^bb289
      %1954 = llvm.and %1421, %1871 : i1
      llvm.cond_br %1954, ^bb291, ^bb292
    ^bb291:  // pred: ^bb290
      %1955 = llvm.getelementptr %55[74] : (!llvm.ptr) -> !llvm.ptr, f32
      %1956 = llvm.ptrtoint %1955 : !llvm.ptr to i64
      %1957 = llvm.inttoptr %1956 : i64 to !llvm.ptr
      %1958 = llvm.load %1957 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1959 = llvm.getelementptr %772[15616] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1960 = llvm.ptrtoint %1959 : !llvm.ptr<1> to i64
      %1961 = llvm.inttoptr %1960 : i64 to !llvm.ptr<1>
      llvm.store %1958, %1961 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb292
    ^bb292:  // 2 preds: ^bb290, ^bb291
      %1962 = llvm.and %1421, %1881 : i1
      llvm.cond_br %1962, ^bb293, ^bb294
    ^bb293:  // pred: ^bb292
      %1963 = llvm.getelementptr %55[75] : (!llvm.ptr) -> !llvm.ptr, f32
      %1964 = llvm.ptrtoint %1963 : !llvm.ptr to i64
      %1965 = llvm.inttoptr %1964 : i64 to !llvm.ptr
      %1966 = llvm.load %1965 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1967 = llvm.getelementptr %772[15617] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1968 = llvm.ptrtoint %1967 : !llvm.ptr<1> to i64
      %1969 = llvm.inttoptr %1968 : i64 to !llvm.ptr<1>
      llvm.store %1966, %1969 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb294
    ^bb294:  // 2 preds: ^bb292, ^bb293
      %1970 = llvm.and %1439, %1871 : i1
      llvm.cond_br %1970, ^bb295, ^bb296
    ^bb295:  // pred: ^bb294
      %1971 = llvm.getelementptr %55[76] : (!llvm.ptr) -> !llvm.ptr, f32
      %1972 = llvm.ptrtoint %1971 : !llvm.ptr to i64
      %1973 = llvm.inttoptr %1972 : i64 to !llvm.ptr
      %1974 = llvm.load %1973 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1975 = llvm.getelementptr %772[20800] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1976 = llvm.ptrtoint %1975 : !llvm.ptr<1> to i64
      %1977 = llvm.inttoptr %1976 : i64 to !llvm.ptr<1>
      llvm.store %1974, %1977 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb296
    ^bb296:  // 2 preds: ^bb294, ^bb295
      %1978 = llvm.and %1439, %1881 : i1
      llvm.cond_br %1978, ^bb297, ^bb298
    ^bb297:  // pred: ^bb296
      %1979 = llvm.getelementptr %55[77] : (!llvm.ptr) -> !llvm.ptr, f32
      %1980 = llvm.ptrtoint %1979 : !llvm.ptr to i64
      %1981 = llvm.inttoptr %1980 : i64 to !llvm.ptr
      %1982 = llvm.load %1981 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1983 = llvm.getelementptr %772[20801] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1984 = llvm.ptrtoint %1983 : !llvm.ptr<1> to i64
      %1985 = llvm.inttoptr %1984 : i64 to !llvm.ptr<1>
      llvm.store %1982, %1985 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb298
    ^bb298:  // 2 preds: ^bb296, ^bb297
      %1986 = llvm.and %1457, %1871 : i1
      llvm.cond_br %1986, ^bb299, ^bb300
    ^bb299:  // pred: ^bb298
      %1987 = llvm.getelementptr %55[78] : (!llvm.ptr) -> !llvm.ptr, f32
      %1988 = llvm.ptrtoint %1987 : !llvm.ptr to i64
      %1989 = llvm.inttoptr %1988 : i64 to !llvm.ptr
      %1990 = llvm.load %1989 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1991 = llvm.getelementptr %772[22528] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1992 = llvm.ptrtoint %1991 : !llvm.ptr<1> to i64
      %1993 = llvm.inttoptr %1992 : i64 to !llvm.ptr<1>
      llvm.store %1990, %1993 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb300
    ^bb300:  // 2 preds: ^bb298, ^bb299
      %1994 = llvm.and %1457, %1881 : i1
      llvm.cond_br %1994, ^bb301, ^bb302
    ^bb301:  // pred: ^bb300
      %1995 = llvm.getelementptr %55[79] : (!llvm.ptr) -> !llvm.ptr, f32
      %1996 = llvm.ptrtoint %1995 : !llvm.ptr to i64
      %1997 = llvm.inttoptr %1996 : i64 to !llvm.ptr
      %1998 = llvm.load %1997 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1999 = llvm.getelementptr %772[22529] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2000 = llvm.ptrtoint %1999 : !llvm.ptr<1> to i64
      %2001 = llvm.inttoptr %2000 : i64 to !llvm.ptr<1>
      llvm.store %1998, %2001 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb302
    ^bb302:  // 2 preds: ^bb300, ^bb301
      %2002 = llvm.add %1329, %9 : i32
      %2003 = llvm.icmp "slt" %2002, %34 : i32
      %2004 = llvm.and %1330, %2003 : i1
      llvm.cond_br %2004, ^bb303, ^bb304
    ^bb303:  // pred: ^bb302
      %2005 = llvm.getelementptr %55[80] : (!llvm.ptr) -> !llvm.ptr, f32
      %2006 = llvm.ptrtoint %2005 : !llvm.ptr to i64
      %2007 = llvm.inttoptr %2006 : i64 to !llvm.ptr
      %2008 = llvm.load %2007 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2009 = llvm.getelementptr %772[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2010 = llvm.ptrtoint %2009 : !llvm.ptr<1> to i64
      %2011 = llvm.inttoptr %2010 : i64 to !llvm.ptr<1>
      llvm.store %2008, %2011 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb304
    ^bb304:  // 2 preds: ^bb302, ^bb303
      %2012 = llvm.add %1329, %8 : i32
      %2013 = llvm.icmp "slt" %2012, %34 : i32
      %2014 = llvm.and %1330, %2013 : i1
      llvm.cond_br %2014, ^bb305, ^bb306
    ^bb305:  // pred: ^bb304
      %2015 = llvm.getelementptr %55[81] : (!llvm.ptr) -> !llvm.ptr, f32
      %2016 = llvm.ptrtoint %2015 : !llvm.ptr to i64
      %2017 = llvm.inttoptr %2016 : i64 to !llvm.ptr
      %2018 = llvm.load %2017 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2019 = llvm.getelementptr %772[81] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2020 = llvm.ptrtoint %2019 : !llvm.ptr<1> to i64
      %2021 = llvm.inttoptr %2020 : i64 to !llvm.ptr<1>
      llvm.store %2018, %2021 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb306
    ^bb306:  // 2 preds: ^bb304, ^bb305
      %2022 = llvm.and %1349, %2003 : i1
      llvm.cond_br %2022, ^bb307, ^bb308
    ^bb307:  // pred: ^bb306
      %2023 = llvm.getelementptr %55[82] : (!llvm.ptr) -> !llvm.ptr, f32
      %2024 = llvm.ptrtoint %2023 : !llvm.ptr to i64
      %2025 = llvm.inttoptr %2024 : i64 to !llvm.ptr
      %2026 = llvm.load %2025 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2027 = llvm.getelementptr %772[1808] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2028 = llvm.ptrtoint %2027 : !llvm.ptr<1> to i64
      %2029 = llvm.inttoptr %2028 : i64 to !llvm.ptr<1>
      llvm.store %2026, %2029 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb308
    ^bb308:  // 2 preds: ^bb306, ^bb307
      %2030 = llvm.and %1349, %2013 : i1
      llvm.cond_br %2030, ^bb309, ^bb310
    ^bb309:  // pred: ^bb308
      %2031 = llvm.getelementptr %55[83] : (!llvm.ptr) -> !llvm.ptr, f32
      %2032 = llvm.ptrtoint %2031 : !llvm.ptr to i64
      %2033 = llvm.inttoptr %2032 : i64 to !llvm.ptr
      %2034 = llvm.load %2033 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2035 = llvm.getelementptr %772[1809] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2036 = llvm.ptrtoint %2035 : !llvm.ptr<1> to i64
      %2037 = llvm.inttoptr %2036 : i64 to !llvm.ptr<1>
      llvm.store %2034, %2037 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb310
    ^bb310:  // 2 preds: ^bb308, ^bb309
      %2038 = llvm.and %1367, %2003 : i1
      llvm.cond_br %2038, ^bb311, ^bb312
    ^bb311:  // pred: ^bb310
      %2039 = llvm.getelementptr %55[84] : (!llvm.ptr) -> !llvm.ptr, f32
      %2040 = llvm.ptrtoint %2039 : !llvm.ptr to i64
      %2041 = llvm.inttoptr %2040 : i64 to !llvm.ptr
      %2042 = llvm.load %2041 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2043 = llvm.getelementptr %772[6992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2044 = llvm.ptrtoint %2043 : !llvm.ptr<1> to i64
      %2045 = llvm.inttoptr %2044 : i64 to !llvm.ptr<1>
      llvm.store %2042, %2045 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb312
    ^bb312:  // 2 preds: ^bb310, ^bb311
      %2046 = llvm.and %1367, %2013 : i1
      llvm.cond_br %2046, ^bb313, ^bb314
    ^bb313:  // pred: ^bb312
      %2047 = llvm.getelementptr %55[85] : (!llvm.ptr) -> !llvm.ptr, f32
      %2048 = llvm.ptrtoint %2047 : !llvm.ptr to i64
      %2049 = llvm.inttoptr %2048 : i64 to !llvm.ptr
      %2050 = llvm.load %2049 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2051 = llvm.getelementptr %772[6993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2052 = llvm.ptrtoint %2051 : !llvm.ptr<1> to i64
      %2053 = llvm.inttoptr %2052 : i64 to !llvm.ptr<1>
      llvm.store %2050, %2053 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb314
    ^bb314:  // 2 preds: ^bb312, ^bb313
      %2054 = llvm.and %1385, %2003 : i1
      llvm.cond_br %2054, ^bb315, ^bb316
    ^bb315:  // pred: ^bb314
      %2055 = llvm.getelementptr %55[86] : (!llvm.ptr) -> !llvm.ptr, f32
      %2056 = llvm.ptrtoint %2055 : !llvm.ptr to i64
      %2057 = llvm.inttoptr %2056 : i64 to !llvm.ptr
      %2058 = llvm.load %2057 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2059 = llvm.getelementptr %772[8720] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2060 = llvm.ptrtoint %2059 : !llvm.ptr<1> to i64
      %2061 = llvm.inttoptr %2060 : i64 to !llvm.ptr<1>
      llvm.store %2058, %2061 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb316
    ^bb316:  // 2 preds: ^bb314, ^bb315
      %2062 = llvm.and %1385, %2013 : i1
      llvm.cond_br %2062, ^bb317, ^bb318
    ^bb317:  // pred: ^bb316
      %2063 = llvm.getelementptr %55[87] : (!llvm.ptr) -> !llvm.ptr, f32
      %2064 = llvm.ptrtoint %2063 : !llvm.ptr to i64
      %2065 = llvm.inttoptr %2064 : i64 to !llvm.ptr
      %2066 = llvm.load %2065 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2067 = llvm.getelementptr %772[8721] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2068 = llvm.ptrtoint %2067 : !llvm.ptr<1> to i64
      %2069 = llvm.inttoptr %2068 : i64 to !llvm.ptr<1>
      llvm.store %2066, %2069 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb318
    ^bb318:  // 2 preds: ^bb316, ^bb317
      %2070 = llvm.and %1403, %2003 : i1
      llvm.cond_br %2070, ^bb319, ^bb320
    ^bb319:  // pred: ^bb318
      %2071 = llvm.getelementptr %55[88] : (!llvm.ptr) -> !llvm.ptr, f32
      %2072 = llvm.ptrtoint %2071 : !llvm.ptr to i64
      %2073 = llvm.inttoptr %2072 : i64 to !llvm.ptr
      %2074 = llvm.load %2073 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2075 = llvm.getelementptr %772[13904] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2076 = llvm.ptrtoint %2075 : !llvm.ptr<1> to i64
      %2077 = llvm.inttoptr %2076 : i64 to !llvm.ptr<1>
      llvm.store %2074, %2077 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb320
    ^bb320:  // 2 preds: ^bb318, ^bb319
      %2078 = llvm.and %1403, %2013 : i1
      llvm.cond_br %2078, ^bb321, ^bb322
    ^bb321:  // pred: ^bb320
      %2079 = llvm.getelementptr %55[89] : (!llvm.ptr) -> !llvm.ptr, f32
      %2080 = llvm.ptrtoint %2079 : !llvm.ptr to i64
      %2081 = llvm.inttoptr %2080 : i64 to !llvm.ptr
      %2082 = llvm.load %2081 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2083 = llvm.getelementptr %772[13905] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2084 = llvm.ptrtoint %2083 : !llvm.ptr<1> to i64
      %2085 = llvm.inttoptr %2084 : i64 to !llvm.ptr<1>
      llvm.store %2082, %2085 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb322
    ^bb322:  // 2 preds: ^bb320, ^bb321
      %2086 = llvm.and %1421, %2003 : i1
      llvm.cond_br %2086, ^bb323, ^bb324
    ^bb323:  // pred: ^bb322
      %2087 = llvm.getelementptr %55[90] : (!llvm.ptr) -> !llvm.ptr, f32
      %2088 = llvm.ptrtoint %2087 : !llvm.ptr to i64
      %2089 = llvm.inttoptr %2088 : i64 to !llvm.ptr
      %2090 = llvm.load %2089 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2091 = llvm.getelementptr %772[15632] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2092 = llvm.ptrtoint %2091 : !llvm.ptr<1> to i64
      %2093 = llvm.inttoptr %2092 : i64 to !llvm.ptr<1>
      llvm.store %2090, %2093 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb324
    ^bb324:  // 2 preds: ^bb322, ^bb323
      %2094 = llvm.and %1421, %2013 : i1
      llvm.cond_br %2094, ^bb325, ^bb326
    ^bb325:  // pred: ^bb324
      %2095 = llvm.getelementptr %55[91] : (!llvm.ptr) -> !llvm.ptr, f32
      %2096 = llvm.ptrtoint %2095 : !llvm.ptr to i64
      %2097 = llvm.inttoptr %2096 : i64 to !llvm.ptr
      %2098 = llvm.load %2097 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2099 = llvm.getelementptr %772[15633] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2100 = llvm.ptrtoint %2099 : !llvm.ptr<1> to i64
      %2101 = llvm.inttoptr %2100 : i64 to !llvm.ptr<1>
      llvm.store %2098, %2101 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb326
    ^bb326:  // 2 preds: ^bb324, ^bb325
      %2102 = llvm.and %1439, %2003 : i1
      llvm.cond_br %2102, ^bb327, ^bb328
    ^bb327:  // pred: ^bb326
      %2103 = llvm.getelementptr %55[92] : (!llvm.ptr) -> !llvm.ptr, f32
      %2104 = llvm.ptrtoint %2103 : !llvm.ptr to i64
      %2105 = llvm.inttoptr %2104 : i64 to !llvm.ptr
      %2106 = llvm.load %2105 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2107 = llvm.getelementptr %772[20816] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2108 = llvm.ptrtoint %2107 : !llvm.ptr<1> to i64
      %2109 = llvm.inttoptr %2108 : i64 to !llvm.ptr<1>
      llvm.store %2106, %2109 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb328
    ^bb328:  // 2 preds: ^bb326, ^bb327
      %2110 = llvm.and %1439, %2013 : i1
      llvm.cond_br %2110, ^bb329, ^bb330
    ^bb329:  // pred: ^bb328
      %2111 = llvm.getelementptr %55[93] : (!llvm.ptr) -> !llvm.ptr, f32
      %2112 = llvm.ptrtoint %2111 : !llvm.ptr to i64
      %2113 = llvm.inttoptr %2112 : i64 to !llvm.ptr
      %2114 = llvm.load %2113 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2115 = llvm.getelementptr %772[20817] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2116 = llvm.ptrtoint %2115 : !llvm.ptr<1> to i64
      %2117 = llvm.inttoptr %2116 : i64 to !llvm.ptr<1>
      llvm.store %2114, %2117 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb330
    ^bb330:  // 2 preds: ^bb328, ^bb329
      %2118 = llvm.and %1457, %2003 : i1
      llvm.cond_br %2118, ^bb331, ^bb332
    ^bb331:  // pred: ^bb330
      %2119 = llvm.getelementptr %55[94] : (!llvm.ptr) -> !llvm.ptr, f32
      %2120 = llvm.ptrtoint %2119 : !llvm.ptr to i64
      %2121 = llvm.inttoptr %2120 : i64 to !llvm.ptr
      %2122 = llvm.load %2121 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2123 = llvm.getelementptr %772[22544] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2124 = llvm.ptrtoint %2123 : !llvm.ptr<1> to i64
      %2125 = llvm.inttoptr %2124 : i64 to !llvm.ptr<1>
      llvm.store %2122, %2125 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb332
    ^bb332:  // 2 preds: ^bb330, ^bb331
      %2126 = llvm.and %1457, %2013 : i1
      llvm.cond_br %2126, ^bb333, ^bb334
    ^bb333:  // pred: ^bb332
      %2127 = llvm.getelementptr %55[95] : (!llvm.ptr) -> !llvm.ptr, f32
      %2128 = llvm.ptrtoint %2127 : !llvm.ptr to i64
      %2129 = llvm.inttoptr %2128 : i64 to !llvm.ptr
      %2130 = llvm.load %2129 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2131 = llvm.getelementptr %772[22545] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2132 = llvm.ptrtoint %2131 : !llvm.ptr<1> to i64
      %2133 = llvm.inttoptr %2132 : i64 to !llvm.ptr<1>
      llvm.store %2130, %2133 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb334
    ^bb334:  // 2 preds: ^bb332, ^bb333
      %2134 = llvm.add %1329, %16 : i32
      %2135 = llvm.icmp "slt" %2134, %34 : i32
      %2136 = llvm.and %1330, %2135 : i1
      llvm.cond_br %2136, ^bb335, ^bb336
    ^bb335:  // pred: ^bb334
      %2137 = llvm.getelementptr %55[96] : (!llvm.ptr) -> !llvm.ptr, f32
      %2138 = llvm.ptrtoint %2137 : !llvm.ptr to i64
      %2139 = llvm.inttoptr %2138 : i64 to !llvm.ptr
      %2140 = llvm.load %2139 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2141 = llvm.getelementptr %772[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2142 = llvm.ptrtoint %2141 : !llvm.ptr<1> to i64
      %2143 = llvm.inttoptr %2142 : i64 to !llvm.ptr<1>
      llvm.store %2140, %2143 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb336
    ^bb336:  // 2 preds: ^bb334, ^bb335
      %2144 = llvm.add %1329, %7 : i32
      %2145 = llvm.icmp "slt" %2144, %34 : i32
      %2146 = llvm.and %1330, %2145 : i1
      llvm.cond_br %2146, ^bb337, ^bb338
    ^bb337:  // pred: ^bb336
      %2147 = llvm.getelementptr %55[97] : (!llvm.ptr) -> !llvm.ptr, f32
      %2148 = llvm.ptrtoint %2147 : !llvm.ptr to i64
      %2149 = llvm.inttoptr %2148 : i64 to !llvm.ptr
      %2150 = llvm.load %2149 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2151 = llvm.getelementptr %772[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2152 = llvm.ptrtoint %2151 : !llvm.ptr<1> to i64
      %2153 = llvm.inttoptr %2152 : i64 to !llvm.ptr<1>
      llvm.store %2150, %2153 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb338
    ^bb338:  // 2 preds: ^bb336, ^bb337
      %2154 = llvm.and %1349, %2135 : i1
      llvm.cond_br %2154, ^bb339, ^bb340
    ^bb339:  // pred: ^bb338
      %2155 = llvm.getelementptr %55[98] : (!llvm.ptr) -> !llvm.ptr, f32
      %2156 = llvm.ptrtoint %2155 : !llvm.ptr to i64
      %2157 = llvm.inttoptr %2156 : i64 to !llvm.ptr
      %2158 = llvm.load %2157 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2159 = llvm.getelementptr %772[1824] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2160 = llvm.ptrtoint %2159 : !llvm.ptr<1> to i64
      %2161 = llvm.inttoptr %2160 : i64 to !llvm.ptr<1>
      llvm.store %2158, %2161 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb340
    ^bb340:  // 2 preds: ^bb338, ^bb339
      %2162 = llvm.and %1349, %2145 : i1
      llvm.cond_br %2162, ^bb341, ^bb342
    ^bb341:  // pred: ^bb340
      %2163 = llvm.getelementptr %55[99] : (!llvm.ptr) -> !llvm.ptr, f32
      %2164 = llvm.ptrtoint %2163 : !llvm.ptr to i64
      %2165 = llvm.inttoptr %2164 : i64 to !llvm.ptr
      %2166 = llvm.load %2165 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2167 = llvm.getelementptr %772[1825] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2168 = llvm.ptrtoint %2167 : !llvm.ptr<1> to i64
      %2169 = llvm.inttoptr %2168 : i64 to !llvm.ptr<1>
      llvm.store %2166, %2169 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb342
    ^bb342:  // 2 preds: ^bb340, ^bb341
      %2170 = llvm.and %1367, %2135 : i1
      llvm.cond_br %2170, ^bb343, ^bb344
    ^bb343:  // pred: ^bb342
      %2171 = llvm.getelementptr %55[100] : (!llvm.ptr) -> !llvm.ptr, f32
      %2172 = llvm.ptrtoint %2171 : !llvm.ptr to i64
      %2173 = llvm.inttoptr %2172 : i64 to !llvm.ptr
      %2174 = llvm.load %2173 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2175 = llvm.getelementptr %772[7008] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2176 = llvm.ptrtoint %2175 : !llvm.ptr<1> to i64
      %2177 = llvm.inttoptr %2176 : i64 to !llvm.ptr<1>
      llvm.store %2174, %2177 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb344
    ^bb344:  // 2 preds: ^bb342, ^bb343
      %2178 = llvm.and %1367, %2145 : i1
      llvm.cond_br %2178, ^bb345, ^bb346
    ^bb345:  // pred: ^bb344
      %2179 = llvm.getelementptr %55[101] : (!llvm.ptr) -> !llvm.ptr, f32
      %2180 = llvm.ptrtoint %2179 : !llvm.ptr to i64
      %2181 = llvm.inttoptr %2180 : i64 to !llvm.ptr
      %2182 = llvm.load %2181 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2183 = llvm.getelementptr %772[7009] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2184 = llvm.ptrtoint %2183 : !llvm.ptr<1> to i64
      %2185 = llvm.inttoptr %2184 : i64 to !llvm.ptr<1>
      llvm.store %2182, %2185 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb346
    ^bb346:  // 2 preds: ^bb344, ^bb345
      %2186 = llvm.and %1385, %2135 : i1
      llvm.cond_br %2186, ^bb347, ^bb348
    ^bb347:  // pred: ^bb346
      %2187 = llvm.getelementptr %55[102] : (!llvm.ptr) -> !llvm.ptr, f32
      %2188 = llvm.ptrtoint %2187 : !llvm.ptr to i64
      %2189 = llvm.inttoptr %2188 : i64 to !llvm.ptr
      %2190 = llvm.load %2189 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2191 = llvm.getelementptr %772[8736] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2192 = llvm.ptrtoint %2191 : !llvm.ptr<1> to i64
      %2193 = llvm.inttoptr %2192 : i64 to !llvm.ptr<1>
      llvm.store %2190, %2193 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb348
    ^bb348:  // 2 preds: ^bb346, ^bb347
      %2194 = llvm.and %1385, %2145 : i1
      llvm.cond_br %2194, ^bb349, ^bb350
    ^bb349:  // pred: ^bb348
      %2195 = llvm.getelementptr %55[103] : (!llvm.ptr) -> !llvm.ptr, f32
      %2196 = llvm.ptrtoint %2195 : !llvm.ptr to i64
      %2197 = llvm.inttoptr %2196 : i64 to !llvm.ptr
      %2198 = llvm.load %2197 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2199 = llvm.getelementptr %772[8737] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2200 = llvm.ptrtoint %2199 : !llvm.ptr<1> to i64
      %2201 = llvm.inttoptr %2200 : i64 to !llvm.ptr<1>
      llvm.store %2198, %2201 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb350
    ^bb350:  // 2 preds: ^bb348, ^bb349
      %2202 = llvm.and %1403, %2135 : i1
      llvm.cond_br %2202, ^bb351, ^bb352
    ^bb351:  // pred: ^bb350
      %2203 = llvm.getelementptr %55[104] : (!llvm.ptr) -> !llvm.ptr, f32
      %2204 = llvm.ptrtoint %2203 : !llvm.ptr to i64
      %2205 = llvm.inttoptr %2204 : i64 to !llvm.ptr
      %2206 = llvm.load %2205 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2207 = llvm.getelementptr %772[13920] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2208 = llvm.ptrtoint %2207 : !llvm.ptr<1> to i64
      %2209 = llvm.inttoptr %2208 : i64 to !llvm.ptr<1>
      llvm.store %2206, %2209 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb352
    ^bb352:  // 2 preds: ^bb350, ^bb351
      %2210 = llvm.and %1403, %2145 : i1
      llvm.cond_br %2210, ^bb353, ^bb354
    ^bb353:  // pred: ^bb352
      %2211 = llvm.getelementptr %55[105] : (!llvm.ptr) -> !llvm.ptr, f32
      %2212 = llvm.ptrtoint %2211 : !llvm.ptr to i64
      %2213 = llvm.inttoptr %2212 : i64 to !llvm.ptr
      %2214 = llvm.load %2213 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2215 = llvm.getelementptr %772[13921] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2216 = llvm.ptrtoint %2215 : !llvm.ptr<1> to i64
      %2217 = llvm.inttoptr %2216 : i64 to !llvm.ptr<1>
      llvm.store %2214, %2217 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb354
    ^bb354:  // 2 preds: ^bb352, ^bb353
      %2218 = llvm.and %1421, %2135 : i1
      llvm.cond_br %2218, ^bb355, ^bb356
    ^bb355:  // pred: ^bb354
      %2219 = llvm.getelementptr %55[106] : (!llvm.ptr) -> !llvm.ptr, f32
      %2220 = llvm.ptrtoint %2219 : !llvm.ptr to i64
      %2221 = llvm.inttoptr %2220 : i64 to !llvm.ptr
      %2222 = llvm.load %2221 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2223 = llvm.getelementptr %772[15648] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2224 = llvm.ptrtoint %2223 : !llvm.ptr<1> to i64
      %2225 = llvm.inttoptr %2224 : i64 to !llvm.ptr<1>
      llvm.store %2222, %2225 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb356
    ^bb356:  // 2 preds: ^bb354, ^bb355
      %2226 = llvm.and %1421, %2145 : i1
      llvm.cond_br %2226, ^bb357, ^bb358
    ^bb357:  // pred: ^bb356
      %2227 = llvm.getelementptr %55[107] : (!llvm.ptr) -> !llvm.ptr, f32
      %2228 = llvm.ptrtoint %2227 : !llvm.ptr to i64
      %2229 = llvm.inttoptr %2228 : i64 to !llvm.ptr
      %2230 = llvm.load %2229 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2231 = llvm.getelementptr %772[15649] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2232 = llvm.ptrtoint %2231 : !llvm.ptr<1> to i64
      %2233 = llvm.inttoptr %2232 : i64 to !llvm.ptr<1>
      llvm.store %2230, %2233 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb358
    ^bb358:  // 2 preds: ^bb356, ^bb357
      %2234 = llvm.and %1439, %2135 : i1
      llvm.cond_br %2234, ^bb359, ^bb360
    ^bb359:  // pred: ^bb358
      %2235 = llvm.getelementptr %55[108] : (!llvm.ptr) -> !llvm.ptr, f32
      %2236 = llvm.ptrtoint %2235 : !llvm.ptr to i64
      %2237 = llvm.inttoptr %2236 : i64 to !llvm.ptr
      %2238 = llvm.load %2237 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2239 = llvm.getelementptr %772[20832] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2240 = llvm.ptrtoint %2239 : !llvm.ptr<1> to i64
      %2241 = llvm.inttoptr %2240 : i64 to !llvm.ptr<1>
      llvm.store %2238, %2241 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb360
    ^bb360:  // 2 preds: ^bb358, ^bb359
      %2242 = llvm.and %1439, %2145 : i1
      llvm.cond_br %2242, ^bb361, ^bb362
    ^bb361:  // pred: ^bb360
      %2243 = llvm.getelementptr %55[109] : (!llvm.ptr) -> !llvm.ptr, f32
      %2244 = llvm.ptrtoint %2243 : !llvm.ptr to i64
      %2245 = llvm.inttoptr %2244 : i64 to !llvm.ptr
      %2246 = llvm.load %2245 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2247 = llvm.getelementptr %772[20833] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2248 = llvm.ptrtoint %2247 : !llvm.ptr<1> to i64
      %2249 = llvm.inttoptr %2248 : i64 to !llvm.ptr<1>
      llvm.store %2246, %2249 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb362
    ^bb362:  // 2 preds: ^bb360, ^bb361
      %2250 = llvm.and %1457, %2135 : i1
      llvm.cond_br %2250, ^bb363, ^bb364
    ^bb363:  // pred: ^bb362
      %2251 = llvm.getelementptr %55[110] : (!llvm.ptr) -> !llvm.ptr, f32
      %2252 = llvm.ptrtoint %2251 : !llvm.ptr to i64
      %2253 = llvm.inttoptr %2252 : i64 to !llvm.ptr
      %2254 = llvm.load %2253 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2255 = llvm.getelementptr %772[22560] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2256 = llvm.ptrtoint %2255 : !llvm.ptr<1> to i64
      %2257 = llvm.inttoptr %2256 : i64 to !llvm.ptr<1>
      llvm.store %2254, %2257 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb364
    ^bb364:  // 2 preds: ^bb362, ^bb363
      %2258 = llvm.and %1457, %2145 : i1
      llvm.cond_br %2258, ^bb365, ^bb366
    ^bb365:  // pred: ^bb364
      %2259 = llvm.getelementptr %55[111] : (!llvm.ptr) -> !llvm.ptr, f32
      %2260 = llvm.ptrtoint %2259 : !llvm.ptr to i64
      %2261 = llvm.inttoptr %2260 : i64 to !llvm.ptr
      %2262 = llvm.load %2261 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2263 = llvm.getelementptr %772[22561] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2264 = llvm.ptrtoint %2263 : !llvm.ptr<1> to i64
      %2265 = llvm.inttoptr %2264 : i64 to !llvm.ptr<1>
      llvm.store %2262, %2265 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb366
    ^bb366:  // 2 preds: ^bb364, ^bb365
      %2266 = llvm.add %1329, %6 : i32
      %2267 = llvm.icmp "slt" %2266, %34 : i32
      %2268 = llvm.and %1330, %2267 : i1
      llvm.cond_br %2268, ^bb367, ^bb368
    ^bb367:  // pred: ^bb366
      %2269 = llvm.getelementptr %55[112] : (!llvm.ptr) -> !llvm.ptr, f32
      %2270 = llvm.ptrtoint %2269 : !llvm.ptr to i64
      %2271 = llvm.inttoptr %2270 : i64 to !llvm.ptr
      %2272 = llvm.load %2271 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2273 = llvm.getelementptr %772[112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2274 = llvm.ptrtoint %2273 : !llvm.ptr<1> to i64
      %2275 = llvm.inttoptr %2274 : i64 to !llvm.ptr<1>
      llvm.store %2272, %2275 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb368
    ^bb368:  // 2 preds: ^bb366, ^bb367
      %2276 = llvm.add %1329, %5 : i32
      %2277 = llvm.icmp "slt" %2276, %34 : i32
      %2278 = llvm.and %1330, %2277 : i1
      llvm.cond_br %2278, ^bb369, ^bb370
    ^bb369:  // pred: ^bb368
      %2279 = llvm.getelementptr %55[113] : (!llvm.ptr) -> !llvm.ptr, f32
      %2280 = llvm.ptrtoint %2279 : !llvm.ptr to i64
      %2281 = llvm.inttoptr %2280 : i64 to !llvm.ptr
      %2282 = llvm.load %2281 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2283 = llvm.getelementptr %772[113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2284 = llvm.ptrtoint %2283 : !llvm.ptr<1> to i64
      %2285 = llvm.inttoptr %2284 : i64 to !llvm.ptr<1>
      llvm.store %2282, %2285 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb370
    ^bb370:  // 2 preds: ^bb368, ^bb369
      %2286 = llvm.and %1349, %2267 : i1
      llvm.cond_br %2286, ^bb371, ^bb372
    ^bb371:  // pred: ^bb370
      %2287 = llvm.getelementptr %55[114] : (!llvm.ptr) -> !llvm.ptr, f32
      %2288 = llvm.ptrtoint %2287 : !llvm.ptr to i64
      %2289 = llvm.inttoptr %2288 : i64 to !llvm.ptr
      %2290 = llvm.load %2289 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2291 = llvm.getelementptr %772[1840] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2292 = llvm.ptrtoint %2291 : !llvm.ptr<1> to i64
      %2293 = llvm.inttoptr %2292 : i64 to !llvm.ptr<1>
      llvm.store %2290, %2293 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb372
    ^bb372:  // 2 preds: ^bb370, ^bb371
      %2294 = llvm.and %1349, %2277 : i1
      llvm.cond_br %2294, ^bb373, ^bb374
    ^bb373:  // pred: ^bb372
      %2295 = llvm.getelementptr %55[115] : (!llvm.ptr) -> !llvm.ptr, f32
      %2296 = llvm.ptrtoint %2295 : !llvm.ptr to i64
      %2297 = llvm.inttoptr %2296 : i64 to !llvm.ptr
      %2298 = llvm.load %2297 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2299 = llvm.getelementptr %772[1841] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2300 = llvm.ptrtoint %2299 : !llvm.ptr<1> to i64
      %2301 = llvm.inttoptr %2300 : i64 to !llvm.ptr<1>
      llvm.store %2298, %2301 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb374
    ^bb374:  // 2 preds: ^bb372, ^bb373
      %2302 = llvm.and %1367, %2267 : i1
      llvm.cond_br %2302, ^bb375, ^bb376
    ^bb375:  // pred: ^bb374
      %2303 = llvm.getelementptr %55[116] : (!llvm.ptr) -> !llvm.ptr, f32
      %2304 = llvm.ptrtoint %2303 : !llvm.ptr to i64
      %2305 = llvm.inttoptr %2304 : i64 to !llvm.ptr
      %2306 = llvm.load %2305 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2307 = llvm.getelementptr %772[7024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2308 = llvm.ptrtoint %2307 : !llvm.ptr<1> to i64
      %2309 = llvm.inttoptr %2308 : i64 to !llvm.ptr<1>
      llvm.store %2306, %2309 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb376
    ^bb376:  // 2 preds: ^bb374, ^bb375
      %2310 = llvm.and %1367, %2277 : i1
      llvm.cond_br %2310, ^bb377, ^bb378
    ^bb377:  // pred: ^bb376
      %2311 = llvm.getelementptr %55[117] : (!llvm.ptr) -> !llvm.ptr, f32
      %2312 = llvm.ptrtoint %2311 : !llvm.ptr to i64
      %2313 = llvm.inttoptr %2312 : i64 to !llvm.ptr
      %2314 = llvm.load %2313 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2315 = llvm.getelementptr %772[7025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2316 = llvm.ptrtoint %2315 : !llvm.ptr<1> to i64
      %2317 = llvm.inttoptr %2316 : i64 to !llvm.ptr<1>
      llvm.store %2314, %2317 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb378
    ^bb378:  // 2 preds: ^bb376, ^bb377
      %2318 = llvm.and %1385, %2267 : i1
      llvm.cond_br %2318, ^bb379, ^bb380
    ^bb379:  // pred: ^bb378
      %2319 = llvm.getelementptr %55[118] : (!llvm.ptr) -> !llvm.ptr, f32
      %2320 = llvm.ptrtoint %2319 : !llvm.ptr to i64
      %2321 = llvm.inttoptr %2320 : i64 to !llvm.ptr
      %2322 = llvm.load %2321 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2323 = llvm.getelementptr %772[8752] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2324 = llvm.ptrtoint %2323 : !llvm.ptr<1> to i64
      %2325 = llvm.inttoptr %2324 : i64 to !llvm.ptr<1>
      llvm.store %2322, %2325 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb380
    ^bb380:  // 2 preds: ^bb378, ^bb379
      %2326 = llvm.and %1385, %2277 : i1
      llvm.cond_br %2326, ^bb381, ^bb382
    ^bb381:  // pred: ^bb380
      %2327 = llvm.getelementptr %55[119] : (!llvm.ptr) -> !llvm.ptr, f32
      %2328 = llvm.ptrtoint %2327 : !llvm.ptr to i64
      %2329 = llvm.inttoptr %2328 : i64 to !llvm.ptr
      %2330 = llvm.load %2329 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2331 = llvm.getelementptr %772[8753] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2332 = llvm.ptrtoint %2331 : !llvm.ptr<1> to i64
      %2333 = llvm.inttoptr %2332 : i64 to !llvm.ptr<1>
      llvm.store %2330, %2333 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb382
    ^bb382:  // 2 preds: ^bb380, ^bb381
      %2334 = llvm.and %1403, %2267 : i1
      llvm.cond_br %2334, ^bb383, ^bb384
    ^bb383:  // pred: ^bb382
      %2335 = llvm.getelementptr %55[120] : (!llvm.ptr) -> !llvm.ptr, f32
      %2336 = llvm.ptrtoint %2335 : !llvm.ptr to i64
      %2337 = llvm.inttoptr %2336 : i64 to !llvm.ptr
      %2338 = llvm.load %2337 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2339 = llvm.getelementptr %772[13936] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2340 = llvm.ptrtoint %2339 : !llvm.ptr<1> to i64
      %2341 = llvm.inttoptr %2340 : i64 to !llvm.ptr<1>
      llvm.store %2338, %2341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb384
    ^bb384:  // 2 preds: ^bb382, ^bb383
      %2342 = llvm.and %1403, %2277 : i1
      llvm.cond_br %2342, ^bb385, ^bb386
    ^bb385:  // pred: ^bb384
      %2343 = llvm.getelementptr %55[121] : (!llvm.ptr) -> !llvm.ptr, f32
      %2344 = llvm.ptrtoint %2343 : !llvm.ptr to i64
      %2345 = llvm.inttoptr %2344 : i64 to !llvm.ptr
      %2346 = llvm.load %2345 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2347 = llvm.getelementptr %772[13937] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2348 = llvm.ptrtoint %2347 : !llvm.ptr<1> to i64
      %2349 = llvm.inttoptr %2348 : i64 to !llvm.ptr<1>
      llvm.store %2346, %2349 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb386
    ^bb386:  // 2 preds: ^bb384, ^bb385
      %2350 = llvm.and %1421, %2267 : i1
      llvm.cond_br %2350, ^bb387, ^bb388
    ^bb387:  // pred: ^bb386
      %2351 = llvm.getelementptr %55[122] : (!llvm.ptr) -> !llvm.ptr, f32
      %2352 = llvm.ptrtoint %2351 : !llvm.ptr to i64
      %2353 = llvm.inttoptr %2352 : i64 to !llvm.ptr
      %2354 = llvm.load %2353 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2355 = llvm.getelementptr %772[15664] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2356 = llvm.ptrtoint %2355 : !llvm.ptr<1> to i64
      %2357 = llvm.inttoptr %2356 : i64 to !llvm.ptr<1>
      llvm.store %2354, %2357 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb388
    ^bb388:  // 2 preds: ^bb386, ^bb387
      %2358 = llvm.and %1421, %2277 : i1
      llvm.cond_br %2358, ^bb389, ^bb390
    ^bb389:  // pred: ^bb388
      %2359 = llvm.getelementptr %55[123] : (!llvm.ptr) -> !llvm.ptr, f32
      %2360 = llvm.ptrtoint %2359 : !llvm.ptr to i64
      %2361 = llvm.inttoptr %2360 : i64 to !llvm.ptr
      %2362 = llvm.load %2361 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2363 = llvm.getelementptr %772[15665] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2364 = llvm.ptrtoint %2363 : !llvm.ptr<1> to i64
      %2365 = llvm.inttoptr %2364 : i64 to !llvm.ptr<1>
      llvm.store %2362, %2365 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb390
    ^bb390:  // 2 preds: ^bb388, ^bb389
      %2366 = llvm.and %1439, %2267 : i1
      llvm.cond_br %2366, ^bb391, ^bb392
    ^bb391:  // pred: ^bb390
      %2367 = llvm.getelementptr %55[124] : (!llvm.ptr) -> !llvm.ptr, f32
      %2368 = llvm.ptrtoint %2367 : !llvm.ptr to i64
      %2369 = llvm.inttoptr %2368 : i64 to !llvm.ptr
      %2370 = llvm.load %2369 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2371 = llvm.getelementptr %772[20848] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2372 = llvm.ptrtoint %2371 : !llvm.ptr<1> to i64
      %2373 = llvm.inttoptr %2372 : i64 to !llvm.ptr<1>
      llvm.store %2370, %2373 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb392
    ^bb392:  // 2 preds: ^bb390, ^bb391
      %2374 = llvm.and %1439, %2277 : i1
      llvm.cond_br %2374, ^bb393, ^bb394
    ^bb393:  // pred: ^bb392
      %2375 = llvm.getelementptr %55[125] : (!llvm.ptr) -> !llvm.ptr, f32
      %2376 = llvm.ptrtoint %2375 : !llvm.ptr to i64
      %2377 = llvm.inttoptr %2376 : i64 to !llvm.ptr
      %2378 = llvm.load %2377 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2379 = llvm.getelementptr %772[20849] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2380 = llvm.ptrtoint %2379 : !llvm.ptr<1> to i64
      %2381 = llvm.inttoptr %2380 : i64 to !llvm.ptr<1>
      llvm.store %2378, %2381 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb394
    ^bb394:  // 2 preds: ^bb392, ^bb393
      %2382 = llvm.and %1457, %2267 : i1
      llvm.cond_br %2382, ^bb395, ^bb396
    ^bb395:  // pred: ^bb394
      %2383 = llvm.getelementptr %55[126] : (!llvm.ptr) -> !llvm.ptr, f32
      %2384 = llvm.ptrtoint %2383 : !llvm.ptr to i64
      %2385 = llvm.inttoptr %2384 : i64 to !llvm.ptr
      %2386 = llvm.load %2385 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2387 = llvm.getelementptr %772[22576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2388 = llvm.ptrtoint %2387 : !llvm.ptr<1> to i64
      %2389 = llvm.inttoptr %2388 : i64 to !llvm.ptr<1>
      llvm.store %2386, %2389 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb396
    ^bb396:  // 2 preds: ^bb394, ^bb395
      %2390 = llvm.and %1457, %2277 : i1
      llvm.cond_br %2390, ^bb397, ^bb141
    ^bb397:  // pred: ^bb396
      %2391 = llvm.getelementptr %55[127] : (!llvm.ptr) -> !llvm.ptr, f32
      %2392 = llvm.ptrtoint %2391 : !llvm.ptr to i64
      %2393 = llvm.inttoptr %2392 : i64 to !llvm.ptr
      %2394 = llvm.load %2393 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2395 = llvm.getelementptr %772[22577] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2396 = llvm.ptrtoint %2395 : !llvm.ptr<1> to i64
      %2397 = llvm.inttoptr %2396 : i64 to !llvm.ptr<1>
      llvm.store %2394, %2397 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb141
    ^bb398:  // pred: ^bb141
      llvm.return
    }
    llvm.func @kernel_cutlass_sum_slices_cute_irkernels_h388f6704_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %0 = llvm.mlir.constant(-1 : i32) : i32
      %1 = llvm.mlir.constant(false) : i1
      %2 = llvm.mlir.constant(0 : i32) : i32
      %3 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %4 = llvm.mlir.constant(216 : i32) : i32
      %5 = llvm.mlir.constant(15552 : i32) : i32
      %6 = llvm.mlir.constant(256 : i32) : i32
      %7 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %8 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %9 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %10 = llvm.mul %9, %6 : i32
      %11 = llvm.add %10, %8 : i32
      %12 = llvm.icmp "slt" %11, %5 : i32
      llvm.cond_br %12, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %13 = llvm.sdiv %11, %4 : i32
      %14 = llvm.mul %13, %4 : i32
      %15 = llvm.icmp "ne" %11, %14 : i32
      %16 = llvm.icmp "slt" %11, %2 : i32
      %17 = llvm.icmp "ne" %16, %1 : i1
      %18 = llvm.and %15, %17 : i1
      %19 = llvm.add %13, %0 : i32
      %20 = llvm.select %18, %19, %13 : i1, i32
      %21 = llvm.mul %20, %4 : i32
      %22 = llvm.sub %11, %21 : i32
      %23 = llvm.mul %2, %5 : i32
      %24 = llvm.add %23, %21 : i32
      %25 = llvm.add %24, %22 : i32
      %26 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %27 = llvm.getelementptr %26[%25] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %28 = llvm.ptrtoint %27 : !llvm.ptr<1> to i64
      %29 = llvm.inttoptr %28 : i64 to !llvm.ptr<1>
      %30 = llvm.load %29 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %31 = llvm.fadd %30, %3 : f32
      %32 = llvm.fptrunc %31 : f32 to f16
      %33 = llvm.getelementptr %7[%11] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %34 = llvm.ptrtoint %33 : !llvm.ptr<1> to i64
      %35 = llvm.inttoptr %34 : i64 to !llvm.ptr<1>
      llvm.store %32, %35 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  llvm.func @cutlass___call___cute_irkernelsconv2d_gr_h2f856298(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32, %arg11: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(3 : i32) : i32
    %1 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %2 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %3 = llvm.mlir.constant(6 : i32) : i32
    %4 = llvm.mlir.constant(0 : i64) : i64
    %5 = llvm.mlir.constant(65536 : i64) : i64
    %6 = llvm.mlir.constant(61 : i32) : i32
    %7 = llvm.mlir.constant(256 : i32) : i32
    %8 = llvm.mlir.constant(0 : i32) : i32
    %9 = llvm.mlir.constant(2 : i32) : i32
    %10 = llvm.mlir.constant(1 : i32) : i32
    %11 = llvm.mlir.constant(128 : i32) : i32
    %12 = llvm.alloca %10 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %13 = llvm.alloca %10 x !llvm_array_cd3749 : (i32) -> !llvm.ptr
    %14 = llvm.getelementptr %12[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %13, %14 : !llvm.ptr, !llvm.ptr
    %15 = llvm.getelementptr %12[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %11, %15 : i32, !llvm.ptr
    %16 = llvm.getelementptr %12[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %10, %16 : i32, !llvm.ptr
    %17 = llvm.getelementptr %12[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %10, %17 : i32, !llvm.ptr
    %18 = llvm.getelementptr %12[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %5, %18 : i64, !llvm.ptr
    %19 = llvm.getelementptr %12[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %9, %19 : i32, !llvm.ptr
    %20 = llvm.getelementptr %12[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %10, %20 : i32, !llvm.ptr
    %21 = llvm.getelementptr %12[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %10, %21 : i32, !llvm.ptr
    %22 = llvm.getelementptr %12[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %8, %22 : i32, !llvm.ptr
    %23 = llvm.getelementptr %12[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg11, %23 : !llvm.ptr, !llvm.ptr
    %24 = llvm.alloca %10 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %25 = llvm.getelementptr %24[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %12, %25 : !llvm.ptr, !llvm.ptr
    %26 = llvm.load %25 : !llvm.ptr -> !llvm.ptr
    %27 = llvm.getelementptr %26[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %28 = llvm.load %27 : !llvm.ptr -> i32
    %29 = llvm.getelementptr %26[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %30 = llvm.load %29 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%8 : i32)
  ^bb1(%31: i32):  // 2 preds: ^bb3, ^bb5
    %32 = llvm.getelementptr %30[%31] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %33 = llvm.getelementptr %32[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %3, %33 : i32, !llvm.ptr
    %34 = llvm.getelementptr %32[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %8, %34 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // 4 preds: ^bb4, ^bb11, ^bb18, ^bb25
    %35 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %36 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %37 = llvm.call @printf(%36, %35) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %38 = llvm.add %28, %10 : i32
    llvm.store %38, %27 : i32, !llvm.ptr
    llvm.br ^bb1(%28 : i32)
  ^bb4:  // pred: ^bb7
    %39 = llvm.icmp "uge" %28, %0 : i32
    llvm.cond_br %39, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%45 : i32)
  ^bb6:  // pred: ^bb7
    %40 = llvm.getelementptr %30[%45] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %41 = llvm.getelementptr %40[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %42 = llvm.load %41 : !llvm.ptr -> i32
    %43 = llvm.icmp "eq" %42, %3 : i32
    %44 = llvm.add %45, %10 : i32
    llvm.cond_br %43, ^bb5, ^bb7(%44 : i32)
  ^bb7(%45: i32):  // 2 preds: ^bb0, ^bb6
    %46 = llvm.icmp "uge" %45, %28 : i32
    llvm.cond_br %46, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %47 = llvm.load %25 : !llvm.ptr -> !llvm.ptr
    %48 = llvm.getelementptr %47[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %49 = llvm.load %48 : !llvm.ptr -> i32
    %50 = llvm.getelementptr %47[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %51 = llvm.load %50 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb14(%8 : i32)
  ^bb9(%52: i32):  // 2 preds: ^bb10, ^bb12
    %53 = llvm.getelementptr %51[%52] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %54 = llvm.getelementptr %53[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %9, %54 : i32, !llvm.ptr
    %55 = llvm.getelementptr %53[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %8, %55 : i32, !llvm.ptr
    llvm.br ^bb15
  ^bb10:  // pred: ^bb11
    %56 = llvm.add %49, %10 : i32
    llvm.store %56, %48 : i32, !llvm.ptr
    llvm.br ^bb9(%49 : i32)
  ^bb11:  // pred: ^bb14
    %57 = llvm.icmp "uge" %49, %0 : i32
    llvm.cond_br %57, ^bb2, ^bb10
  ^bb12:  // pred: ^bb13
    llvm.br ^bb9(%63 : i32)
  ^bb13:  // pred: ^bb14
    %58 = llvm.getelementptr %51[%63] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %59 = llvm.getelementptr %58[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %60 = llvm.load %59 : !llvm.ptr -> i32
    %61 = llvm.icmp "eq" %60, %9 : i32
    %62 = llvm.add %63, %10 : i32
    llvm.cond_br %61, ^bb12, ^bb14(%62 : i32)
  ^bb14(%63: i32):  // 2 preds: ^bb8, ^bb13
    %64 = llvm.icmp "uge" %63, %49 : i32
    llvm.cond_br %64, ^bb11, ^bb13
  ^bb15:  // pred: ^bb9
    %65 = builtin.unrealized_conversion_cast %24 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 3>
    %66 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsconv_hccd6e31b_1<%65> (%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, i32, i32, i32, i32, i32, i32, i32) -> !cuda.result
    %67 = builtin.unrealized_conversion_cast %66 : !cuda.result to i32
    cuda.return_if_error %67 : i32
    %68 = llvm.alloca %10 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %69 = llvm.alloca %10 x !llvm_array_cd3749 : (i32) -> !llvm.ptr
    %70 = llvm.getelementptr %68[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %69, %70 : !llvm.ptr, !llvm.ptr
    %71 = llvm.getelementptr %68[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %7, %71 : i32, !llvm.ptr
    %72 = llvm.getelementptr %68[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %10, %72 : i32, !llvm.ptr
    %73 = llvm.getelementptr %68[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %10, %73 : i32, !llvm.ptr
    %74 = llvm.getelementptr %68[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %74 : i64, !llvm.ptr
    %75 = llvm.getelementptr %68[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %6, %75 : i32, !llvm.ptr
    %76 = llvm.getelementptr %68[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %10, %76 : i32, !llvm.ptr
    %77 = llvm.getelementptr %68[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %10, %77 : i32, !llvm.ptr
    %78 = llvm.getelementptr %68[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %8, %78 : i32, !llvm.ptr
    %79 = llvm.getelementptr %68[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg11, %79 : !llvm.ptr, !llvm.ptr
    %80 = llvm.alloca %10 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %81 = llvm.getelementptr %80[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %68, %81 : !llvm.ptr, !llvm.ptr
    %82 = llvm.load %81 : !llvm.ptr -> !llvm.ptr
    %83 = llvm.getelementptr %82[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %84 = llvm.load %83 : !llvm.ptr -> i32
    %85 = llvm.getelementptr %82[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %86 = llvm.load %85 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb21(%8 : i32)
  ^bb16(%87: i32):  // 2 preds: ^bb17, ^bb19
    %88 = llvm.getelementptr %86[%87] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %89 = llvm.getelementptr %88[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %3, %89 : i32, !llvm.ptr
    %90 = llvm.getelementptr %88[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %8, %90 : i32, !llvm.ptr
    llvm.br ^bb22
  ^bb17:  // pred: ^bb18
    %91 = llvm.add %84, %10 : i32
    llvm.store %91, %83 : i32, !llvm.ptr
    llvm.br ^bb16(%84 : i32)
  ^bb18:  // pred: ^bb21
    %92 = llvm.icmp "uge" %84, %0 : i32
    llvm.cond_br %92, ^bb2, ^bb17
  ^bb19:  // pred: ^bb20
    llvm.br ^bb16(%98 : i32)
  ^bb20:  // pred: ^bb21
    %93 = llvm.getelementptr %86[%98] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %94 = llvm.getelementptr %93[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %95 = llvm.load %94 : !llvm.ptr -> i32
    %96 = llvm.icmp "eq" %95, %3 : i32
    %97 = llvm.add %98, %10 : i32
    llvm.cond_br %96, ^bb19, ^bb21(%97 : i32)
  ^bb21(%98: i32):  // 2 preds: ^bb15, ^bb20
    %99 = llvm.icmp "uge" %98, %84 : i32
    llvm.cond_br %99, ^bb18, ^bb20
  ^bb22:  // pred: ^bb16
    %100 = llvm.load %81 : !llvm.ptr -> !llvm.ptr
    %101 = llvm.getelementptr %100[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %102 = llvm.load %101 : !llvm.ptr -> i32
    %103 = llvm.getelementptr %100[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %104 = llvm.load %103 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb28(%8 : i32)
  ^bb23(%105: i32):  // 2 preds: ^bb24, ^bb26
    %106 = llvm.getelementptr %104[%105] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %107 = llvm.getelementptr %106[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %9, %107 : i32, !llvm.ptr
    %108 = llvm.getelementptr %106[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %8, %108 : i32, !llvm.ptr
    llvm.br ^bb29
  ^bb24:  // pred: ^bb25
    %109 = llvm.add %102, %10 : i32
    llvm.store %109, %101 : i32, !llvm.ptr
    llvm.br ^bb23(%102 : i32)
  ^bb25:  // pred: ^bb28
    %110 = llvm.icmp "uge" %102, %0 : i32
    llvm.cond_br %110, ^bb2, ^bb24
  ^bb26:  // pred: ^bb27
    llvm.br ^bb23(%116 : i32)
  ^bb27:  // pred: ^bb28
    %111 = llvm.getelementptr %104[%116] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %112 = llvm.getelementptr %111[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %113 = llvm.load %112 : !llvm.ptr -> i32
    %114 = llvm.icmp "eq" %113, %9 : i32
    %115 = llvm.add %116, %10 : i32
    llvm.cond_br %114, ^bb26, ^bb28(%115 : i32)
  ^bb28(%116: i32):  // 2 preds: ^bb22, ^bb27
    %117 = llvm.icmp "uge" %116, %102 : i32
    llvm.cond_br %117, ^bb25, ^bb27
  ^bb29:  // pred: ^bb23
    %118 = builtin.unrealized_conversion_cast %80 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 3>
    %119 = cuda.launch_ex @kernels::@kernel_cutlass_sum_slices_cute_irkernels_h388f6704_0<%118> (%arg3, %arg1) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %120 = builtin.unrealized_conversion_cast %119 : !cuda.result to i32
    cuda.return_if_error %120 : i32
    llvm.return %8 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___cute_irker_h6a0e07ba(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32, %arg11: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___cute_irkernelsconv2d_gr_h2f856298(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, i32, i32, i32, i32, i32, i32, i32, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
