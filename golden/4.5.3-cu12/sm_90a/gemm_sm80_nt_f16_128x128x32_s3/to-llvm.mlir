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
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hb8ef0853_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_cute_irkernelsgemm_hb8ef0853_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.constant(3 : i64) : i64
      %1 = llvm.mlir.constant(2 : i64) : i64
      %2 = llvm.mlir.constant(1 : i64) : i64
      %3 = llvm.mlir.constant(0 : i64) : i64
      %4 = llvm.mlir.undef : vector<4xi32>
      %5 = llvm.mlir.constant(dense<0.000000e+00> : vector<8xf16>) : vector<8xf16>
      %6 = llvm.mlir.constant(113 : i32) : i32
      %7 = llvm.mlir.constant(112 : i32) : i32
      %8 = llvm.mlir.constant(97 : i32) : i32
      %9 = llvm.mlir.constant(81 : i32) : i32
      %10 = llvm.mlir.constant(80 : i32) : i32
      %11 = llvm.mlir.constant(65 : i32) : i32
      %12 = llvm.mlir.constant(49 : i32) : i32
      %13 = llvm.mlir.constant(48 : i32) : i32
      %14 = llvm.mlir.constant(33 : i32) : i32
      %15 = llvm.mlir.constant(104 : i32) : i32
      %16 = llvm.mlir.constant(96 : i32) : i32
      %17 = llvm.mlir.constant(40 : i32) : i32
      %18 = llvm.mlir.constant(33536 : i32) : i32
      %19 = llvm.mlir.constant(32000 : i32) : i32
      %20 = llvm.mlir.constant(8384 : i32) : i32
      %21 = llvm.mlir.constant(8000 : i32) : i32
      %22 = llvm.mlir.constant(4096 : i32) : i32
      %23 = llvm.mlir.constant(2048 : i32) : i32
      %24 = llvm.mlir.constant(24 : i32) : i32
      %25 = llvm.mlir.constant(-24 : i32) : i32
      %26 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %27 = llvm.mlir.constant(134144 : i32) : i32
      %28 = llvm.mlir.constant(1048000 : i32) : i32
      %29 = llvm.mlir.constant(544960 : i32) : i32
      %30 = llvm.mlir.constant(520000 : i32) : i32
      %31 = llvm.mlir.constant(-1 : i32) : i32
      %32 = llvm.mlir.constant(false) : i1
      %33 = llvm.mlir.constant(72 : i32) : i32
      %34 = llvm.mlir.constant(8 : i32) : i32
      %35 = llvm.mlir.constant(16 : i32) : i32
      %36 = llvm.mlir.constant(1000 : i32) : i32
      %37 = llvm.mlir.constant(512 : i32) : i32
      %38 = llvm.mlir.constant(448 : i32) : i32
      %39 = llvm.mlir.constant(1048 : i32) : i32
      %40 = llvm.mlir.constant(0 : i8) : i8
      %41 = llvm.mlir.constant(32 : i32) : i32
      %42 = llvm.mlir.constant(16768 : i32) : i32
      %43 = llvm.mlir.constant(1024 : i32) : i32
      %44 = llvm.mlir.constant(256 : i32) : i32
      %45 = llvm.mlir.constant(-32 : i32) : i32
      %46 = llvm.mlir.constant(0 : i32) : i32
      %47 = llvm.mlir.constant(2 : i32) : i32
      %48 = llvm.mlir.constant(3 : i32) : i32
      %49 = llvm.mlir.constant(17 : i32) : i32
      %50 = llvm.mlir.constant(dense<0.000000e+00> : vector<128xf32>) : vector<128xf32>
      %51 = llvm.mlir.constant(4 : i32) : i32
      %52 = llvm.mlir.constant(64 : i32) : i32
      %53 = llvm.mlir.constant(128 : i32) : i32
      %54 = llvm.mlir.constant(1 : i32) : i32
      %55 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %56 = llvm.alloca %53 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %57 = llvm.alloca %52 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %58 = llvm.alloca %52 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %59 = llvm.alloca %51 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %60 = llvm.alloca %51 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %61 = llvm.alloca %54 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %62 = llvm.alloca %54 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %63 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %64 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %65 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %66 = llvm.sdiv %64, %33 : i32
      %67 = llvm.mul %66, %33 : i32
      %68 = llvm.icmp "ne" %64, %67 : i32
      %69 = llvm.icmp "slt" %64, %46 : i32
      %70 = llvm.icmp "ne" %69, %32 : i1
      %71 = llvm.and %68, %70 : i1
      %72 = llvm.add %66, %31 : i32
      %73 = llvm.select %71, %72, %66 : i1, i32
      %74 = llvm.mul %73, %34 : i32
      %75 = llvm.sub %34, %74 : i32
      %76 = llvm.icmp "slt" %75, %34 : i32
      %77 = llvm.select %76, %75, %34 : i1, i32
      %78 = llvm.mul %73, %33 : i32
      %79 = llvm.sub %64, %78 : i32
      %80 = llvm.srem %79, %77 : i32
      %81 = llvm.add %74, %80 : i32
      %82 = llvm.sdiv %79, %77 : i32
      %83 = llvm.mul %82, %77 : i32
      %84 = llvm.icmp "ne" %79, %83 : i32
      %85 = llvm.icmp "slt" %79, %46 : i32
      %86 = llvm.icmp "slt" %77, %46 : i32
      %87 = llvm.icmp "ne" %85, %86 : i1
      %88 = llvm.and %84, %87 : i1
      %89 = llvm.add %82, %31 : i32
      %90 = llvm.select %88, %89, %82 : i1, i32
      %91 = llvm.mul %65, %30 : i32
      %92 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %93 = llvm.getelementptr %92[%91] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %94 = llvm.mul %81, %53 : i32
      %95 = llvm.getelementptr %93[%94] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %96 = llvm.mul %65, %29 : i32
      %97 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %98 = llvm.getelementptr %97[%96] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %99 = llvm.mul %90, %53 : i32
      %100 = llvm.getelementptr %98[%99] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %101 = llvm.mul %65, %28 : i32
      %102 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %103 = llvm.getelementptr %102[%101] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %104 = llvm.mul %81, %27 : i32
      %105 = llvm.add %104, %99 : i32
      %106 = llvm.getelementptr %103[%105] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %107 = llvm.getelementptr %95[-24000] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %108 = llvm.getelementptr %100[-25152] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %109 = llvm.getelementptr %26[24576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %110 = llvm.sdiv %63, %35 : i32
      %111 = llvm.srem %63, %35 : i32
      %112 = llvm.mul %111, %34 : i32
      %113 = llvm.mul %110, %36 : i32
      %114 = llvm.add %112, %113 : i32
      %115 = llvm.getelementptr %107[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %116 = llvm.sdiv %63, %34 : i32
      %117 = llvm.srem %63, %34 : i32
      %118 = llvm.mul %117, %34 : i32
      %119 = llvm.sdiv %116, %47 : i32
      %120 = llvm.mul %119, %52 : i32
      %121 = llvm.add %118, %120 : i32
      %122 = llvm.srem %116, %47 : i32
      %123 = llvm.mul %122, %37 : i32
      %124 = llvm.and %121, %38 : i32
      %125 = llvm.ashr %124, %48 : i32
      %126 = llvm.xor %121, %125 : i32
      %127 = llvm.add %126, %123 : i32
      %128 = llvm.getelementptr %26[%127] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %129 = llvm.add %94, %112 : i32
      %130 = llvm.add %110, %25 : i32
      %131 = llvm.mul %110, %39 : i32
      %132 = llvm.add %112, %131 : i32
      %133 = llvm.getelementptr %108[%132] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %134 = llvm.getelementptr %109[%127] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %135 = llvm.add %99, %112 : i32
      %136 = llvm.icmp "slt" %129, %36 : i32
      %137 = llvm.zext %136 : i1 to i8
      %138 = llvm.ptrtoint %62 : !llvm.ptr to i64
      %139 = llvm.inttoptr %138 : i64 to !llvm.ptr
      llvm.store %137, %139 {alignment = 32 : i64} : i8, !llvm.ptr
      %140 = llvm.icmp "slt" %135, %39 : i32
      %141 = llvm.zext %140 : i1 to i8
      %142 = llvm.ptrtoint %61 : !llvm.ptr to i64
      %143 = llvm.inttoptr %142 : i64 to !llvm.ptr
      llvm.store %141, %143 {alignment = 32 : i64} : i8, !llvm.ptr
      %144 = llvm.icmp "slt" %31, %130 : i32
      %145 = llvm.load %139 {alignment = 32 : i64} : !llvm.ptr -> i8
      %146 = llvm.icmp "ne" %145, %40 : i8
      %147 = llvm.and %146, %144 : i1
      %148 = llvm.zext %147 : i1 to i8
      %149 = llvm.ptrtoint %60 : !llvm.ptr to i64
      %150 = llvm.inttoptr %149 : i64 to !llvm.ptr
      llvm.store %148, %150 {alignment = 32 : i64} : i8, !llvm.ptr
      %151 = llvm.add %130, %34 : i32
      %152 = llvm.icmp "slt" %31, %151 : i32
      %153 = llvm.load %139 {alignment = 32 : i64} : !llvm.ptr -> i8
      %154 = llvm.icmp "ne" %153, %40 : i8
      %155 = llvm.and %154, %152 : i1
      %156 = llvm.zext %155 : i1 to i8
      %157 = llvm.getelementptr %60[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %158 = llvm.ptrtoint %157 : !llvm.ptr to i64
      %159 = llvm.inttoptr %158 : i64 to !llvm.ptr
      llvm.store %156, %159 {alignment = 1 : i64} : i8, !llvm.ptr
      %160 = llvm.add %130, %35 : i32
      %161 = llvm.icmp "slt" %31, %160 : i32
      %162 = llvm.load %139 {alignment = 32 : i64} : !llvm.ptr -> i8
      %163 = llvm.icmp "ne" %162, %40 : i8
      %164 = llvm.and %163, %161 : i1
      %165 = llvm.zext %164 : i1 to i8
      %166 = llvm.getelementptr %60[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %167 = llvm.ptrtoint %166 : !llvm.ptr to i64
      %168 = llvm.inttoptr %167 : i64 to !llvm.ptr
      llvm.store %165, %168 {alignment = 2 : i64} : i8, !llvm.ptr
      %169 = llvm.add %130, %24 : i32
      %170 = llvm.icmp "slt" %31, %169 : i32
      %171 = llvm.load %139 {alignment = 32 : i64} : !llvm.ptr -> i8
      %172 = llvm.icmp "ne" %171, %40 : i8
      %173 = llvm.and %172, %170 : i1
      %174 = llvm.zext %173 : i1 to i8
      %175 = llvm.getelementptr %60[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %176 = llvm.ptrtoint %175 : !llvm.ptr to i64
      %177 = llvm.inttoptr %176 : i64 to !llvm.ptr
      llvm.store %174, %177 {alignment = 1 : i64} : i8, !llvm.ptr
      %178 = llvm.load %143 {alignment = 32 : i64} : !llvm.ptr -> i8
      %179 = llvm.icmp "ne" %178, %40 : i8
      %180 = llvm.and %179, %144 : i1
      %181 = llvm.zext %180 : i1 to i8
      %182 = llvm.ptrtoint %59 : !llvm.ptr to i64
      %183 = llvm.inttoptr %182 : i64 to !llvm.ptr
      llvm.store %181, %183 {alignment = 32 : i64} : i8, !llvm.ptr
      %184 = llvm.load %143 {alignment = 32 : i64} : !llvm.ptr -> i8
      %185 = llvm.icmp "ne" %184, %40 : i8
      %186 = llvm.and %185, %152 : i1
      %187 = llvm.zext %186 : i1 to i8
      %188 = llvm.getelementptr %59[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %189 = llvm.ptrtoint %188 : !llvm.ptr to i64
      %190 = llvm.inttoptr %189 : i64 to !llvm.ptr
      llvm.store %187, %190 {alignment = 1 : i64} : i8, !llvm.ptr
      %191 = llvm.load %143 {alignment = 32 : i64} : !llvm.ptr -> i8
      %192 = llvm.icmp "ne" %191, %40 : i8
      %193 = llvm.and %192, %161 : i1
      %194 = llvm.zext %193 : i1 to i8
      %195 = llvm.getelementptr %59[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %196 = llvm.ptrtoint %195 : !llvm.ptr to i64
      %197 = llvm.inttoptr %196 : i64 to !llvm.ptr
      llvm.store %194, %197 {alignment = 2 : i64} : i8, !llvm.ptr
      %198 = llvm.load %143 {alignment = 32 : i64} : !llvm.ptr -> i8
      %199 = llvm.icmp "ne" %198, %40 : i8
      %200 = llvm.and %199, %170 : i1
      %201 = llvm.zext %200 : i1 to i8
      %202 = llvm.getelementptr %59[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %203 = llvm.ptrtoint %202 : !llvm.ptr to i64
      %204 = llvm.inttoptr %203 : i64 to !llvm.ptr
      llvm.store %201, %204 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %5, %128 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %205 = llvm.getelementptr %128[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %205 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %206 = llvm.getelementptr %128[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %206 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %207 = llvm.getelementptr %128[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %207 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %208 = llvm.getelementptr %128[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %208 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %209 = llvm.getelementptr %128[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %209 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %210 = llvm.getelementptr %128[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %210 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %211 = llvm.getelementptr %128[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %211 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %212 = llvm.getelementptr %128[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %212 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %213 = llvm.getelementptr %128[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %213 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %214 = llvm.getelementptr %128[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %214 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %215 = llvm.getelementptr %128[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %215 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.store %5, %134 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %216 = llvm.getelementptr %134[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %216 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %217 = llvm.getelementptr %134[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %217 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %218 = llvm.getelementptr %134[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %218 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %219 = llvm.getelementptr %134[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %219 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %220 = llvm.getelementptr %134[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %220 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %221 = llvm.getelementptr %134[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %221 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %222 = llvm.getelementptr %134[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %222 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %223 = llvm.getelementptr %134[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %223 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %224 = llvm.getelementptr %134[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %224 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %225 = llvm.getelementptr %134[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %225 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %226 = llvm.getelementptr %134[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %226 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      nvvm.barrier
      llvm.br ^bb1(%46 : i32)
    ^bb1(%227: i32):  // 2 preds: ^bb0, ^bb2
      %228 = llvm.icmp "slt" %227, %51 : i32
      llvm.cond_br %228, ^bb2, ^bb3 {llvm.loop_annotation = #loop_annotation}
    ^bb2:  // pred: ^bb1
      %229 = llvm.mul %227, %21 : i32
      %230 = llvm.getelementptr %115[%229] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %231 = llvm.mul %227, %43 : i32
      %232 = llvm.getelementptr %128[%231] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %233 = llvm.getelementptr %60[%227] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %234 = llvm.load %233 : !llvm.ptr -> i8
      %235 = llvm.trunc %234 : i8 to i1
      %236 = llvm.select %235, %35, %46 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %232, %230, %35, %236 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %237 = llvm.add %227, %54 : i32
      llvm.br ^bb1(%237 : i32)
    ^bb3:  // pred: ^bb1
      llvm.br ^bb4(%46 : i32)
    ^bb4(%238: i32):  // 2 preds: ^bb3, ^bb5
      %239 = llvm.icmp "slt" %238, %51 : i32
      llvm.cond_br %239, ^bb5, ^bb6 {llvm.loop_annotation = #loop_annotation}
    ^bb5:  // pred: ^bb4
      %240 = llvm.mul %238, %20 : i32
      %241 = llvm.getelementptr %133[%240] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %242 = llvm.mul %238, %43 : i32
      %243 = llvm.getelementptr %134[%242] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %244 = llvm.getelementptr %59[%238] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %245 = llvm.load %244 : !llvm.ptr -> i8
      %246 = llvm.trunc %245 : i8 to i1
      %247 = llvm.select %246, %35, %46 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %243, %241, %35, %247 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %248 = llvm.add %238, %54 : i32
      llvm.br ^bb4(%248 : i32)
    ^bb6:  // pred: ^bb4
      nvvm.cp.async.commit.group
      %249 = llvm.getelementptr %115[32000] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.br ^bb7(%46 : i32)
    ^bb7(%250: i32):  // 2 preds: ^bb6, ^bb8
      %251 = llvm.icmp "slt" %250, %51 : i32
      llvm.cond_br %251, ^bb8, ^bb9 {llvm.loop_annotation = #loop_annotation}
    ^bb8:  // pred: ^bb7
      %252 = llvm.mul %250, %21 : i32
      %253 = llvm.getelementptr %249[%252] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %254 = llvm.mul %250, %43 : i32
      %255 = llvm.getelementptr %208[%254] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %256 = llvm.load %62 : !llvm.ptr -> i8
      %257 = llvm.trunc %256 : i8 to i1
      %258 = llvm.select %257, %35, %46 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %255, %253, %35, %258 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %259 = llvm.add %250, %54 : i32
      llvm.br ^bb7(%259 : i32)
    ^bb9:  // pred: ^bb7
      %260 = llvm.getelementptr %133[33536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.br ^bb10(%46 : i32)
    ^bb10(%261: i32):  // 2 preds: ^bb9, ^bb11
      %262 = llvm.icmp "slt" %261, %51 : i32
      llvm.cond_br %262, ^bb11, ^bb12 {llvm.loop_annotation = #loop_annotation}
    ^bb11:  // pred: ^bb10
      %263 = llvm.mul %261, %20 : i32
      %264 = llvm.getelementptr %260[%263] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %265 = llvm.mul %261, %43 : i32
      %266 = llvm.getelementptr %219[%265] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %267 = llvm.load %61 : !llvm.ptr -> i8
      %268 = llvm.trunc %267 : i8 to i1
      %269 = llvm.select %268, %35, %46 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %266, %264, %35, %269 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %270 = llvm.add %261, %54 : i32
      llvm.br ^bb10(%270 : i32)
    ^bb12:  // pred: ^bb10
      nvvm.cp.async.commit.group
      %271 = llvm.srem %63, %41 : i32
      %272 = llvm.sdiv %63, %41 : i32
      %273 = llvm.srem %272, %47 : i32
      %274 = llvm.sdiv %63, %52 : i32
      %275 = llvm.srem %274, %47 : i32
      %276 = llvm.srem %271, %41 : i32
      %277 = llvm.srem %273, %47 : i32
      %278 = llvm.srem %275, %47 : i32
      %279 = llvm.sdiv %276, %51 : i32
      %280 = llvm.srem %276, %51 : i32
      %281 = llvm.mul %280, %47 : i32
      %282 = llvm.mul %279, %39 : i32
      %283 = llvm.add %281, %282 : i32
      %284 = llvm.mul %277, %42 : i32
      %285 = llvm.mul %278, %34 : i32
      %286 = llvm.add %284, %285 : i32
      %287 = llvm.add %283, %286 : i32
      %288 = llvm.getelementptr %106[%287] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %50, %56 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %289 = llvm.mul %117, %52 : i32
      %290 = llvm.mul %122, %34 : i32
      %291 = llvm.add %289, %290 : i32
      %292 = llvm.sdiv %119, %47 : i32
      %293 = llvm.srem %292, %47 : i32
      %294 = llvm.mul %293, %35 : i32
      %295 = llvm.add %291, %294 : i32
      %296 = llvm.srem %119, %47 : i32
      %297 = llvm.mul %296, %43 : i32
      %298 = llvm.and %295, %44 : i32
      %299 = llvm.icmp "eq" %298, %46 : i32
      %300 = llvm.select %299, %41, %45 : i1, i32
      %301 = llvm.and %295, %38 : i32
      %302 = llvm.ashr %301, %48 : i32
      %303 = llvm.xor %295, %302 : i32
      %304 = llvm.add %303, %297 : i32
      %305 = llvm.getelementptr %26[%304] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %306 = llvm.srem %111, %34 : i32
      %307 = llvm.mul %306, %52 : i32
      %308 = llvm.sdiv %110, %47 : i32
      %309 = llvm.srem %110, %47 : i32
      %310 = llvm.mul %309, %35 : i32
      %311 = llvm.add %307, %310 : i32
      %312 = llvm.sdiv %308, %47 : i32
      %313 = llvm.mul %312, %34 : i32
      %314 = llvm.add %311, %313 : i32
      %315 = llvm.sdiv %111, %34 : i32
      %316 = llvm.mul %315, %43 : i32
      %317 = llvm.and %314, %44 : i32
      %318 = llvm.icmp "eq" %317, %46 : i32
      %319 = llvm.select %318, %41, %45 : i1, i32
      %320 = llvm.and %314, %38 : i32
      %321 = llvm.ashr %320, %48 : i32
      %322 = llvm.xor %314, %321 : i32
      %323 = llvm.add %322, %316 : i32
      %324 = llvm.getelementptr %109[%323] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      llvm.br ^bb13(%46 : i32)
    ^bb13(%325: i32):  // 2 preds: ^bb12, ^bb14
      %326 = llvm.icmp "slt" %325, %51 : i32
      llvm.cond_br %326, ^bb14, ^bb15 {llvm.loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb13
      %327 = llvm.sdiv %325, %47 : i32
      %328 = llvm.srem %325, %47 : i32
      %329 = llvm.mul %328, %300 : i32
      %330 = llvm.mul %327, %37 : i32
      %331 = llvm.add %329, %330 : i32
      %332 = llvm.getelementptr %305[%331] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %333 = llvm.mul %325, %34 : i32
      %334 = llvm.getelementptr %58[%333] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %335 = nvvm.ldmatrix %332 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %336 = llvm.extractvalue %335[0] : !llvm_struct_a37b2a
      %337 = llvm.extractvalue %335[1] : !llvm_struct_a37b2a
      %338 = llvm.extractvalue %335[2] : !llvm_struct_a37b2a
      %339 = llvm.extractvalue %335[3] : !llvm_struct_a37b2a
      %340 = llvm.insertelement %336, %4[%3 : i64] : vector<4xi32>
      %341 = llvm.insertelement %337, %340[%2 : i64] : vector<4xi32>
      %342 = llvm.insertelement %338, %341[%1 : i64] : vector<4xi32>
      %343 = llvm.insertelement %339, %342[%0 : i64] : vector<4xi32>
      %344 = llvm.extractelement %343[%46 : i32] : vector<4xi32>
      llvm.store %344, %334 : i32, !llvm.ptr
      %345 = llvm.extractelement %343[%54 : i32] : vector<4xi32>
      %346 = llvm.getelementptr %334[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %345, %346 : i32, !llvm.ptr
      %347 = llvm.extractelement %343[%47 : i32] : vector<4xi32>
      %348 = llvm.getelementptr %334[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %347, %348 : i32, !llvm.ptr
      %349 = llvm.extractelement %343[%48 : i32] : vector<4xi32>
      %350 = llvm.getelementptr %334[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %349, %350 : i32, !llvm.ptr
      %351 = llvm.add %325, %54 : i32
      llvm.br ^bb13(%351 : i32)
    ^bb15:  // pred: ^bb13
      llvm.br ^bb16(%46 : i32)
    ^bb16(%352: i32):  // 2 preds: ^bb15, ^bb17
      %353 = llvm.icmp "slt" %352, %51 : i32
      llvm.cond_br %353, ^bb17, ^bb18 {llvm.loop_annotation = #loop_annotation}
    ^bb17:  // pred: ^bb16
      %354 = llvm.sdiv %352, %47 : i32
      %355 = llvm.srem %352, %47 : i32
      %356 = llvm.mul %355, %319 : i32
      %357 = llvm.mul %354, %37 : i32
      %358 = llvm.add %356, %357 : i32
      %359 = llvm.getelementptr %324[%358] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %360 = llvm.mul %355, %41 : i32
      %361 = llvm.mul %354, %51 : i32
      %362 = llvm.add %360, %361 : i32
      %363 = llvm.getelementptr %57[%362] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %364 = nvvm.ldmatrix %359 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %365 = llvm.extractvalue %364[0] : !llvm_struct_a37b2a
      %366 = llvm.extractvalue %364[1] : !llvm_struct_a37b2a
      %367 = llvm.extractvalue %364[2] : !llvm_struct_a37b2a
      %368 = llvm.extractvalue %364[3] : !llvm_struct_a37b2a
      %369 = llvm.insertelement %365, %4[%3 : i64] : vector<4xi32>
      %370 = llvm.insertelement %366, %369[%2 : i64] : vector<4xi32>
      %371 = llvm.insertelement %367, %370[%1 : i64] : vector<4xi32>
      %372 = llvm.insertelement %368, %371[%0 : i64] : vector<4xi32>
      %373 = llvm.extractelement %372[%46 : i32] : vector<4xi32>
      llvm.store %373, %363 : i32, !llvm.ptr
      %374 = llvm.extractelement %372[%54 : i32] : vector<4xi32>
      %375 = llvm.getelementptr %363[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %374, %375 : i32, !llvm.ptr
      %376 = llvm.extractelement %372[%47 : i32] : vector<4xi32>
      %377 = llvm.getelementptr %363[16] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %376, %377 : i32, !llvm.ptr
      %378 = llvm.extractelement %372[%48 : i32] : vector<4xi32>
      %379 = llvm.getelementptr %363[18] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %378, %379 : i32, !llvm.ptr
      %380 = llvm.add %352, %54 : i32
      llvm.br ^bb16(%380 : i32)
    ^bb18:  // pred: ^bb16
      %381 = llvm.getelementptr %58[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %382 = llvm.getelementptr %57[8] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.br ^bb19(%46, %47, %46 : i32, i32, i32)
    ^bb19(%383: i32, %384: i32, %385: i32):  // 2 preds: ^bb18, ^bb52
      %386 = llvm.icmp "slt" %383, %49 : i32
      llvm.cond_br %386, ^bb20, ^bb53
    ^bb20:  // pred: ^bb19
      %387 = llvm.mul %385, %22 : i32
      %388 = llvm.add %387, %23 : i32
      %389 = llvm.getelementptr %305[%388] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb21(%46 : i32)
    ^bb21(%390: i32):  // 2 preds: ^bb20, ^bb22
      %391 = llvm.icmp "slt" %390, %51 : i32
      llvm.cond_br %391, ^bb22, ^bb23 {llvm.loop_annotation = #loop_annotation}
    ^bb22:  // pred: ^bb21
      %392 = llvm.sdiv %390, %47 : i32
      %393 = llvm.srem %390, %47 : i32
      %394 = llvm.mul %393, %300 : i32
      %395 = llvm.mul %392, %37 : i32
      %396 = llvm.add %394, %395 : i32
      %397 = llvm.getelementptr %389[%396] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %398 = llvm.mul %390, %34 : i32
      %399 = llvm.getelementptr %381[%398] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %400 = nvvm.ldmatrix %397 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %401 = llvm.extractvalue %400[0] : !llvm_struct_a37b2a
      %402 = llvm.extractvalue %400[1] : !llvm_struct_a37b2a
      %403 = llvm.extractvalue %400[2] : !llvm_struct_a37b2a
      %404 = llvm.extractvalue %400[3] : !llvm_struct_a37b2a
      %405 = llvm.insertelement %401, %4[%3 : i64] : vector<4xi32>
      %406 = llvm.insertelement %402, %405[%2 : i64] : vector<4xi32>
      %407 = llvm.insertelement %403, %406[%1 : i64] : vector<4xi32>
      %408 = llvm.insertelement %404, %407[%0 : i64] : vector<4xi32>
      %409 = llvm.extractelement %408[%46 : i32] : vector<4xi32>
      llvm.store %409, %399 : i32, !llvm.ptr
      %410 = llvm.extractelement %408[%54 : i32] : vector<4xi32>
      %411 = llvm.getelementptr %399[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %410, %411 : i32, !llvm.ptr
      %412 = llvm.extractelement %408[%47 : i32] : vector<4xi32>
      %413 = llvm.getelementptr %399[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %412, %413 : i32, !llvm.ptr
      %414 = llvm.extractelement %408[%48 : i32] : vector<4xi32>
      %415 = llvm.getelementptr %399[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %414, %415 : i32, !llvm.ptr
      %416 = llvm.add %390, %54 : i32
      llvm.br ^bb21(%416 : i32)
    ^bb23:  // pred: ^bb21
      %417 = llvm.getelementptr %324[%388] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb24(%46 : i32)
    ^bb24(%418: i32):  // 2 preds: ^bb23, ^bb25
      %419 = llvm.icmp "slt" %418, %51 : i32
      llvm.cond_br %419, ^bb25, ^bb26 {llvm.loop_annotation = #loop_annotation}
    ^bb25:  // pred: ^bb24
      %420 = llvm.sdiv %418, %47 : i32
      %421 = llvm.srem %418, %47 : i32
      %422 = llvm.mul %421, %319 : i32
      %423 = llvm.mul %420, %37 : i32
      %424 = llvm.add %422, %423 : i32
      %425 = llvm.getelementptr %417[%424] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %426 = llvm.mul %421, %41 : i32
      %427 = llvm.mul %420, %51 : i32
      %428 = llvm.add %426, %427 : i32
      %429 = llvm.getelementptr %382[%428] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %430 = nvvm.ldmatrix %425 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %431 = llvm.extractvalue %430[0] : !llvm_struct_a37b2a
      %432 = llvm.extractvalue %430[1] : !llvm_struct_a37b2a
      %433 = llvm.extractvalue %430[2] : !llvm_struct_a37b2a
      %434 = llvm.extractvalue %430[3] : !llvm_struct_a37b2a
      %435 = llvm.insertelement %431, %4[%3 : i64] : vector<4xi32>
      %436 = llvm.insertelement %432, %435[%2 : i64] : vector<4xi32>
      %437 = llvm.insertelement %433, %436[%1 : i64] : vector<4xi32>
      %438 = llvm.insertelement %434, %437[%0 : i64] : vector<4xi32>
      %439 = llvm.extractelement %438[%46 : i32] : vector<4xi32>
      llvm.store %439, %429 : i32, !llvm.ptr
      %440 = llvm.extractelement %438[%54 : i32] : vector<4xi32>
      %441 = llvm.getelementptr %429[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %440, %441 : i32, !llvm.ptr
      %442 = llvm.extractelement %438[%47 : i32] : vector<4xi32>
      %443 = llvm.getelementptr %429[16] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %442, %443 : i32, !llvm.ptr
      %444 = llvm.extractelement %438[%48 : i32] : vector<4xi32>
      %445 = llvm.getelementptr %429[18] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %444, %445 : i32, !llvm.ptr
      %446 = llvm.add %418, %54 : i32
      llvm.br ^bb24(%446 : i32)
    ^bb26:  // pred: ^bb24
      %447 = llvm.add %383, %47 : i32
      %448 = llvm.icmp "slt" %447, %49 : i32
      llvm.cond_br %448, ^bb27, ^bb34
    ^bb27:  // pred: ^bb26
      %449 = llvm.mul %447, %19 : i32
      %450 = llvm.getelementptr %115[%449] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %451 = llvm.mul %384, %22 : i32
      %452 = llvm.getelementptr %128[%451] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb28(%46 : i32)
    ^bb28(%453: i32):  // 2 preds: ^bb27, ^bb29
      %454 = llvm.icmp "slt" %453, %51 : i32
      llvm.cond_br %454, ^bb29, ^bb30 {llvm.loop_annotation = #loop_annotation}
    ^bb29:  // pred: ^bb28
      %455 = llvm.mul %453, %21 : i32
      %456 = llvm.getelementptr %450[%455] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %457 = llvm.mul %453, %43 : i32
      %458 = llvm.getelementptr %452[%457] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %459 = llvm.load %62 : !llvm.ptr -> i8
      %460 = llvm.trunc %459 : i8 to i1
      %461 = llvm.select %460, %35, %46 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %458, %456, %35, %461 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %462 = llvm.add %453, %54 : i32
      llvm.br ^bb28(%462 : i32)
    ^bb30:  // pred: ^bb28
      %463 = llvm.mul %447, %18 : i32
      %464 = llvm.getelementptr %133[%463] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %465 = llvm.getelementptr %134[%451] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb31(%46 : i32)
    ^bb31(%466: i32):  // 2 preds: ^bb30, ^bb32
      %467 = llvm.icmp "slt" %466, %51 : i32
      llvm.cond_br %467, ^bb32, ^bb33 {llvm.loop_annotation = #loop_annotation}
    ^bb32:  // pred: ^bb31
      %468 = llvm.mul %466, %20 : i32
      %469 = llvm.getelementptr %464[%468] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %470 = llvm.mul %466, %43 : i32
      %471 = llvm.getelementptr %465[%470] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %472 = llvm.load %61 : !llvm.ptr -> i8
      %473 = llvm.trunc %472 : i8 to i1
      %474 = llvm.select %473, %35, %46 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %471, %469, %35, %474 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %475 = llvm.add %466, %54 : i32
      llvm.br ^bb31(%475 : i32)
    ^bb33:  // pred: ^bb31
      llvm.br ^bb34
    ^bb34:  // 2 preds: ^bb26, ^bb33
      nvvm.cp.async.commit.group
      llvm.br ^bb35(%46 : i32)
    ^bb35(%476: i32):  // 2 preds: ^bb34, ^bb39
      %477 = llvm.icmp "slt" %476, %51 : i32
      llvm.cond_br %477, ^bb36, ^bb40 {llvm.loop_annotation = #loop_annotation}
    ^bb36:  // pred: ^bb35
      %478 = llvm.sdiv %476, %47 : i32
      %479 = llvm.srem %476, %47 : i32
      %480 = llvm.mul %479, %34 : i32
      %481 = llvm.mul %478, %35 : i32
      %482 = llvm.add %480, %481 : i32
      %483 = llvm.getelementptr %58[%482] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %484 = llvm.getelementptr %483[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %485 = llvm.getelementptr %483[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %486 = llvm.getelementptr %483[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb37(%46 : i32)
    ^bb37(%487: i32):  // 2 preds: ^bb36, ^bb38
      %488 = llvm.icmp "slt" %487, %34 : i32
      llvm.cond_br %488, ^bb38, ^bb39 {llvm.loop_annotation = #loop_annotation}
    ^bb38:  // pred: ^bb37
      %489 = llvm.sdiv %487, %51 : i32
      %490 = llvm.srem %487, %51 : i32
      %491 = llvm.sdiv %490, %47 : i32
      %492 = llvm.srem %490, %47 : i32
      %493 = llvm.mul %492, %35 : i32
      %494 = llvm.mul %491, %41 : i32
      %495 = llvm.add %493, %494 : i32
      %496 = llvm.mul %489, %51 : i32
      %497 = llvm.add %495, %496 : i32
      %498 = llvm.getelementptr %57[%497] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %499 = llvm.mul %476, %51 : i32
      %500 = llvm.mul %487, %35 : i32
      %501 = llvm.add %499, %500 : i32
      %502 = llvm.getelementptr %56[%501] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %503 = llvm.load %483 : !llvm.ptr -> vector<2xf16>
      %504 = llvm.load %484 : !llvm.ptr -> vector<2xf16>
      %505 = llvm.load %485 : !llvm.ptr -> vector<2xf16>
      %506 = llvm.load %486 : !llvm.ptr -> vector<2xf16>
      %507 = llvm.load %498 : !llvm.ptr -> vector<2xf16>
      %508 = llvm.getelementptr %498[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %509 = llvm.load %508 : !llvm.ptr -> vector<2xf16>
      %510 = llvm.load %502 : !llvm.ptr -> f32
      %511 = llvm.getelementptr %502[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %512 = llvm.load %511 : !llvm.ptr -> f32
      %513 = llvm.getelementptr %502[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %514 = llvm.load %513 : !llvm.ptr -> f32
      %515 = llvm.getelementptr %502[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %516 = llvm.load %515 : !llvm.ptr -> f32
      %517 = nvvm.mma.sync A[%503, %504, %505, %506]  B[%507, %509]  C[%510, %512, %514, %516]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %518 = llvm.extractvalue %517[0] : !llvm_struct_687153
      %519 = llvm.extractvalue %517[1] : !llvm_struct_687153
      %520 = llvm.extractvalue %517[2] : !llvm_struct_687153
      %521 = llvm.extractvalue %517[3] : !llvm_struct_687153
      llvm.store %518, %502 : f32, !llvm.ptr
      llvm.store %519, %511 : f32, !llvm.ptr
      llvm.store %520, %513 : f32, !llvm.ptr
      llvm.store %521, %515 : f32, !llvm.ptr
      %522 = llvm.add %487, %54 : i32
      llvm.br ^bb37(%522 : i32)
    ^bb39:  // pred: ^bb37
      %523 = llvm.add %476, %54 : i32
      llvm.br ^bb35(%523 : i32)
    ^bb40:  // pred: ^bb35
      %524 = llvm.add %385, %54 : i32
      %525 = llvm.icmp "eq" %524, %48 : i32
      %526 = llvm.select %525, %46, %524 : i1, i32
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      %527 = llvm.mul %526, %22 : i32
      %528 = llvm.getelementptr %305[%527] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb41(%46 : i32)
    ^bb41(%529: i32):  // 2 preds: ^bb40, ^bb42
      %530 = llvm.icmp "slt" %529, %51 : i32
      llvm.cond_br %530, ^bb42, ^bb43 {llvm.loop_annotation = #loop_annotation}
    ^bb42:  // pred: ^bb41
      %531 = llvm.sdiv %529, %47 : i32
      %532 = llvm.srem %529, %47 : i32
      %533 = llvm.mul %532, %300 : i32
      %534 = llvm.mul %531, %37 : i32
      %535 = llvm.add %533, %534 : i32
      %536 = llvm.getelementptr %528[%535] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %537 = llvm.mul %529, %34 : i32
      %538 = llvm.getelementptr %58[%537] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %539 = nvvm.ldmatrix %536 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %540 = llvm.extractvalue %539[0] : !llvm_struct_a37b2a
      %541 = llvm.extractvalue %539[1] : !llvm_struct_a37b2a
      %542 = llvm.extractvalue %539[2] : !llvm_struct_a37b2a
      %543 = llvm.extractvalue %539[3] : !llvm_struct_a37b2a
      %544 = llvm.insertelement %540, %4[%3 : i64] : vector<4xi32>
      %545 = llvm.insertelement %541, %544[%2 : i64] : vector<4xi32>
      %546 = llvm.insertelement %542, %545[%1 : i64] : vector<4xi32>
      %547 = llvm.insertelement %543, %546[%0 : i64] : vector<4xi32>
      %548 = llvm.extractelement %547[%46 : i32] : vector<4xi32>
      llvm.store %548, %538 : i32, !llvm.ptr
      %549 = llvm.extractelement %547[%54 : i32] : vector<4xi32>
      %550 = llvm.getelementptr %538[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %549, %550 : i32, !llvm.ptr
      %551 = llvm.extractelement %547[%47 : i32] : vector<4xi32>
      %552 = llvm.getelementptr %538[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %551, %552 : i32, !llvm.ptr
      %553 = llvm.extractelement %547[%48 : i32] : vector<4xi32>
      %554 = llvm.getelementptr %538[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %553, %554 : i32, !llvm.ptr
      %555 = llvm.add %529, %54 : i32
      llvm.br ^bb41(%555 : i32)
    ^bb43:  // pred: ^bb41
      %556 = llvm.getelementptr %324[%527] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb44(%46 : i32)
    ^bb44(%557: i32):  // 2 preds: ^bb43, ^bb45
      %558 = llvm.icmp "slt" %557, %51 : i32
      llvm.cond_br %558, ^bb45, ^bb46 {llvm.loop_annotation = #loop_annotation}
    ^bb45:  // pred: ^bb44
      %559 = llvm.sdiv %557, %47 : i32
      %560 = llvm.srem %557, %47 : i32
      %561 = llvm.mul %560, %319 : i32
      %562 = llvm.mul %559, %37 : i32
      %563 = llvm.add %561, %562 : i32
      %564 = llvm.getelementptr %556[%563] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %565 = llvm.mul %560, %41 : i32
      %566 = llvm.mul %559, %51 : i32
      %567 = llvm.add %565, %566 : i32
      %568 = llvm.getelementptr %57[%567] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %569 = nvvm.ldmatrix %564 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %570 = llvm.extractvalue %569[0] : !llvm_struct_a37b2a
      %571 = llvm.extractvalue %569[1] : !llvm_struct_a37b2a
      %572 = llvm.extractvalue %569[2] : !llvm_struct_a37b2a
      %573 = llvm.extractvalue %569[3] : !llvm_struct_a37b2a
      %574 = llvm.insertelement %570, %4[%3 : i64] : vector<4xi32>
      %575 = llvm.insertelement %571, %574[%2 : i64] : vector<4xi32>
      %576 = llvm.insertelement %572, %575[%1 : i64] : vector<4xi32>
      %577 = llvm.insertelement %573, %576[%0 : i64] : vector<4xi32>
      %578 = llvm.extractelement %577[%46 : i32] : vector<4xi32>
      llvm.store %578, %568 : i32, !llvm.ptr
      %579 = llvm.extractelement %577[%54 : i32] : vector<4xi32>
      %580 = llvm.getelementptr %568[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %579, %580 : i32, !llvm.ptr
      %581 = llvm.extractelement %577[%47 : i32] : vector<4xi32>
      %582 = llvm.getelementptr %568[16] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %581, %582 : i32, !llvm.ptr
      %583 = llvm.extractelement %577[%48 : i32] : vector<4xi32>
      %584 = llvm.getelementptr %568[18] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %583, %584 : i32, !llvm.ptr
      %585 = llvm.add %557, %54 : i32
      llvm.br ^bb44(%585 : i32)
    ^bb46:  // pred: ^bb44
      llvm.br ^bb47(%46 : i32)
    ^bb47(%586: i32):  // 2 preds: ^bb46, ^bb51
      %587 = llvm.icmp "slt" %586, %51 : i32
      llvm.cond_br %587, ^bb48, ^bb52 {llvm.loop_annotation = #loop_annotation}
    ^bb48:  // pred: ^bb47
      %588 = llvm.sdiv %586, %47 : i32
      %589 = llvm.srem %586, %47 : i32
      %590 = llvm.mul %589, %34 : i32
      %591 = llvm.mul %588, %35 : i32
      %592 = llvm.add %590, %591 : i32
      %593 = llvm.getelementptr %381[%592] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %594 = llvm.getelementptr %593[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %595 = llvm.getelementptr %593[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %596 = llvm.getelementptr %593[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb49(%46 : i32)
    ^bb49(%597: i32):  // 2 preds: ^bb48, ^bb50
      %598 = llvm.icmp "slt" %597, %34 : i32
      llvm.cond_br %598, ^bb50, ^bb51 {llvm.loop_annotation = #loop_annotation}
    ^bb50:  // pred: ^bb49
      %599 = llvm.sdiv %597, %51 : i32
      %600 = llvm.srem %597, %51 : i32
      %601 = llvm.sdiv %600, %47 : i32
      %602 = llvm.srem %600, %47 : i32
      %603 = llvm.mul %602, %35 : i32
      %604 = llvm.mul %601, %41 : i32
      %605 = llvm.add %603, %604 : i32
      %606 = llvm.mul %599, %51 : i32
      %607 = llvm.add %605, %606 : i32
      %608 = llvm.getelementptr %382[%607] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %609 = llvm.mul %586, %51 : i32
      %610 = llvm.mul %597, %35 : i32
      %611 = llvm.add %609, %610 : i32
      %612 = llvm.getelementptr %56[%611] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %613 = llvm.load %593 : !llvm.ptr -> vector<2xf16>
      %614 = llvm.load %594 : !llvm.ptr -> vector<2xf16>
      %615 = llvm.load %595 : !llvm.ptr -> vector<2xf16>
      %616 = llvm.load %596 : !llvm.ptr -> vector<2xf16>
      %617 = llvm.load %608 : !llvm.ptr -> vector<2xf16>
      %618 = llvm.getelementptr %608[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %619 = llvm.load %618 : !llvm.ptr -> vector<2xf16>
      %620 = llvm.load %612 : !llvm.ptr -> f32
      %621 = llvm.getelementptr %612[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %622 = llvm.load %621 : !llvm.ptr -> f32
      %623 = llvm.getelementptr %612[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %624 = llvm.load %623 : !llvm.ptr -> f32
      %625 = llvm.getelementptr %612[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %626 = llvm.load %625 : !llvm.ptr -> f32
      %627 = nvvm.mma.sync A[%613, %614, %615, %616]  B[%617, %619]  C[%620, %622, %624, %626]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %628 = llvm.extractvalue %627[0] : !llvm_struct_687153
      %629 = llvm.extractvalue %627[1] : !llvm_struct_687153
      %630 = llvm.extractvalue %627[2] : !llvm_struct_687153
      %631 = llvm.extractvalue %627[3] : !llvm_struct_687153
      llvm.store %628, %612 : f32, !llvm.ptr
      llvm.store %629, %621 : f32, !llvm.ptr
      llvm.store %630, %623 : f32, !llvm.ptr
      llvm.store %631, %625 : f32, !llvm.ptr
      %632 = llvm.add %597, %54 : i32
      llvm.br ^bb49(%632 : i32)
    ^bb51:  // pred: ^bb49
      %633 = llvm.add %586, %54 : i32
      llvm.br ^bb47(%633 : i32)
    ^bb52:  // pred: ^bb47
      %634 = llvm.add %383, %54 : i32
      llvm.br ^bb19(%634, %385, %526 : i32, i32, i32)
    ^bb53:  // pred: ^bb19
      nvvm.cp.async.wait.group 0
      %635 = llvm.load %56 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      %636 = llvm.fptrunc %635 : vector<128xf32> to vector<128xf16>
      llvm.store %636, %55 {alignment = 32 : i64} : vector<128xf16>, !llvm.ptr
      %637 = llvm.add %81, %54 : i32
      %638 = llvm.mul %637, %53 : i32
      %639 = llvm.icmp "sle" %638, %36 : i32
      %640 = llvm.add %90, %54 : i32
      %641 = llvm.mul %640, %53 : i32
      %642 = llvm.icmp "sle" %641, %39 : i32
      %643 = llvm.and %639, %642 : i1
      llvm.cond_br %643, ^bb54, ^bb58
    ^bb54:  // pred: ^bb53
      llvm.br ^bb55(%46 : i32)
    ^bb55(%644: i32):  // 2 preds: ^bb54, ^bb56
      %645 = llvm.icmp "slt" %644, %52 : i32
      llvm.cond_br %645, ^bb56, ^bb57 {llvm.loop_annotation = #loop_annotation}
    ^bb56:  // pred: ^bb55
      %646 = llvm.mul %644, %47 : i32
      %647 = llvm.getelementptr %55[%646] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %648 = llvm.sdiv %644, %47 : i32
      %649 = llvm.srem %644, %47 : i32
      %650 = llvm.mul %649, %20 : i32
      %651 = llvm.sdiv %648, %51 : i32
      %652 = llvm.srem %648, %51 : i32
      %653 = llvm.mul %652, %18 : i32
      %654 = llvm.add %650, %653 : i32
      %655 = llvm.mul %651, %35 : i32
      %656 = llvm.add %654, %655 : i32
      %657 = llvm.getelementptr %288[%656] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %658 = llvm.load %647 {alignment = 4 : i64} : !llvm.ptr -> vector<2xf16>
      llvm.store %658, %657 {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<1>
      %659 = llvm.add %644, %54 : i32
      llvm.br ^bb55(%659 : i32)
    ^bb57:  // 3 preds: ^bb55, ^bb312, ^bb313
      llvm.br ^bb314
    ^bb58:  // pred: ^bb53
      %660 = llvm.mul %277, %35 : i32
      %661 = llvm.add %279, %660 : i32
      %662 = llvm.add %281, %285 : i32
      %663 = llvm.add %94, %661 : i32
      %664 = llvm.add %99, %662 : i32
      %665 = llvm.icmp "slt" %663, %36 : i32
      %666 = llvm.icmp "slt" %664, %39 : i32
      %667 = llvm.and %665, %666 : i1
      llvm.cond_br %667, ^bb59, ^bb60
    ^bb59:  // pred: ^bb58
      %668 = llvm.ptrtoint %55 : !llvm.ptr to i64
      %669 = llvm.inttoptr %668 : i64 to !llvm.ptr
      %670 = llvm.load %669 {alignment = 32 : i64} : !llvm.ptr -> f16
      %671 = llvm.ptrtoint %288 : !llvm.ptr<1> to i64
      %672 = llvm.inttoptr %671 : i64 to !llvm.ptr<1>
      llvm.store %670, %672 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb60
    ^bb60:  // 2 preds: ^bb58, ^bb59
      %673 = llvm.add %664, %54 : i32
      %674 = llvm.icmp "slt" %673, %39 : i32
      %675 = llvm.and %665, %674 : i1
      llvm.cond_br %675, ^bb61, ^bb62
    ^bb61:  // pred: ^bb60
      %676 = llvm.getelementptr %55[1] : (!llvm.ptr) -> !llvm.ptr, f16
      %677 = llvm.ptrtoint %676 : !llvm.ptr to i64
      %678 = llvm.inttoptr %677 : i64 to !llvm.ptr
      %679 = llvm.load %678 {alignment = 2 : i64} : !llvm.ptr -> f16
      %680 = llvm.getelementptr %288[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %681 = llvm.ptrtoint %680 : !llvm.ptr<1> to i64
      %682 = llvm.inttoptr %681 : i64 to !llvm.ptr<1>
      llvm.store %679, %682 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb62
    ^bb62:  // 2 preds: ^bb60, ^bb61
      %683 = llvm.add %663, %34 : i32
      %684 = llvm.icmp "slt" %683, %36 : i32
      %685 = llvm.and %684, %666 : i1
      llvm.cond_br %685, ^bb63, ^bb64
    ^bb63:  // pred: ^bb62
      %686 = llvm.getelementptr %55[2] : (!llvm.ptr) -> !llvm.ptr, f16
      %687 = llvm.ptrtoint %686 : !llvm.ptr to i64
      %688 = llvm.inttoptr %687 : i64 to !llvm.ptr
      %689 = llvm.load %688 {alignment = 4 : i64} : !llvm.ptr -> f16
      %690 = llvm.getelementptr %288[8384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %691 = llvm.ptrtoint %690 : !llvm.ptr<1> to i64
      %692 = llvm.inttoptr %691 : i64 to !llvm.ptr<1>
      llvm.store %689, %692 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb64
    ^bb64:  // 2 preds: ^bb62, ^bb63
      %693 = llvm.and %684, %674 : i1
      llvm.cond_br %693, ^bb65, ^bb66
    ^bb65:  // pred: ^bb64
      %694 = llvm.getelementptr %55[3] : (!llvm.ptr) -> !llvm.ptr, f16
      %695 = llvm.ptrtoint %694 : !llvm.ptr to i64
      %696 = llvm.inttoptr %695 : i64 to !llvm.ptr
      %697 = llvm.load %696 {alignment = 2 : i64} : !llvm.ptr -> f16
      %698 = llvm.getelementptr %288[8385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %699 = llvm.ptrtoint %698 : !llvm.ptr<1> to i64
      %700 = llvm.inttoptr %699 : i64 to !llvm.ptr<1>
      llvm.store %697, %700 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb66
    ^bb66:  // 2 preds: ^bb64, ^bb65
      %701 = llvm.add %663, %41 : i32
      %702 = llvm.icmp "slt" %701, %36 : i32
      %703 = llvm.and %702, %666 : i1
      llvm.cond_br %703, ^bb67, ^bb68
    ^bb67:  // pred: ^bb66
      %704 = llvm.getelementptr %55[4] : (!llvm.ptr) -> !llvm.ptr, f16
      %705 = llvm.ptrtoint %704 : !llvm.ptr to i64
      %706 = llvm.inttoptr %705 : i64 to !llvm.ptr
      %707 = llvm.load %706 {alignment = 8 : i64} : !llvm.ptr -> f16
      %708 = llvm.getelementptr %288[33536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %709 = llvm.ptrtoint %708 : !llvm.ptr<1> to i64
      %710 = llvm.inttoptr %709 : i64 to !llvm.ptr<1>
      llvm.store %707, %710 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb68
    ^bb68:  // 2 preds: ^bb66, ^bb67
      %711 = llvm.and %702, %674 : i1
      llvm.cond_br %711, ^bb69, ^bb70
    ^bb69:  // pred: ^bb68
      %712 = llvm.getelementptr %55[5] : (!llvm.ptr) -> !llvm.ptr, f16
      %713 = llvm.ptrtoint %712 : !llvm.ptr to i64
      %714 = llvm.inttoptr %713 : i64 to !llvm.ptr
      %715 = llvm.load %714 {alignment = 2 : i64} : !llvm.ptr -> f16
      %716 = llvm.getelementptr %288[33537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %717 = llvm.ptrtoint %716 : !llvm.ptr<1> to i64
      %718 = llvm.inttoptr %717 : i64 to !llvm.ptr<1>
      llvm.store %715, %718 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb70
    ^bb70:  // 2 preds: ^bb68, ^bb69
      %719 = llvm.add %663, %17 : i32
      %720 = llvm.icmp "slt" %719, %36 : i32
      %721 = llvm.and %720, %666 : i1
      llvm.cond_br %721, ^bb71, ^bb72
    ^bb71:  // pred: ^bb70
      %722 = llvm.getelementptr %55[6] : (!llvm.ptr) -> !llvm.ptr, f16
      %723 = llvm.ptrtoint %722 : !llvm.ptr to i64
      %724 = llvm.inttoptr %723 : i64 to !llvm.ptr
      %725 = llvm.load %724 {alignment = 4 : i64} : !llvm.ptr -> f16
      %726 = llvm.getelementptr %288[41920] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %727 = llvm.ptrtoint %726 : !llvm.ptr<1> to i64
      %728 = llvm.inttoptr %727 : i64 to !llvm.ptr<1>
      llvm.store %725, %728 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb72
    ^bb72:  // 2 preds: ^bb70, ^bb71
      %729 = llvm.and %720, %674 : i1
      llvm.cond_br %729, ^bb73, ^bb74
    ^bb73:  // pred: ^bb72
      %730 = llvm.getelementptr %55[7] : (!llvm.ptr) -> !llvm.ptr, f16
      %731 = llvm.ptrtoint %730 : !llvm.ptr to i64
      %732 = llvm.inttoptr %731 : i64 to !llvm.ptr
      %733 = llvm.load %732 {alignment = 2 : i64} : !llvm.ptr -> f16
      %734 = llvm.getelementptr %288[41921] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %735 = llvm.ptrtoint %734 : !llvm.ptr<1> to i64
      %736 = llvm.inttoptr %735 : i64 to !llvm.ptr<1>
      llvm.store %733, %736 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb74
    ^bb74:  // 2 preds: ^bb72, ^bb73
      %737 = llvm.add %663, %52 : i32
      %738 = llvm.icmp "slt" %737, %36 : i32
      %739 = llvm.and %738, %666 : i1
      llvm.cond_br %739, ^bb75, ^bb76
    ^bb75:  // pred: ^bb74
      %740 = llvm.getelementptr %55[8] : (!llvm.ptr) -> !llvm.ptr, f16
      %741 = llvm.ptrtoint %740 : !llvm.ptr to i64
      %742 = llvm.inttoptr %741 : i64 to !llvm.ptr
      %743 = llvm.load %742 {alignment = 16 : i64} : !llvm.ptr -> f16
      %744 = llvm.getelementptr %288[67072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %745 = llvm.ptrtoint %744 : !llvm.ptr<1> to i64
      %746 = llvm.inttoptr %745 : i64 to !llvm.ptr<1>
      llvm.store %743, %746 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb76
    ^bb76:  // 2 preds: ^bb74, ^bb75
      %747 = llvm.and %738, %674 : i1
      llvm.cond_br %747, ^bb77, ^bb78
    ^bb77:  // pred: ^bb76
      %748 = llvm.getelementptr %55[9] : (!llvm.ptr) -> !llvm.ptr, f16
      %749 = llvm.ptrtoint %748 : !llvm.ptr to i64
      %750 = llvm.inttoptr %749 : i64 to !llvm.ptr
      %751 = llvm.load %750 {alignment = 2 : i64} : !llvm.ptr -> f16
      %752 = llvm.getelementptr %288[67073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %753 = llvm.ptrtoint %752 : !llvm.ptr<1> to i64
      %754 = llvm.inttoptr %753 : i64 to !llvm.ptr<1>
      llvm.store %751, %754 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb78
    ^bb78:  // 2 preds: ^bb76, ^bb77
      %755 = llvm.add %663, %33 : i32
      %756 = llvm.icmp "slt" %755, %36 : i32
      %757 = llvm.and %756, %666 : i1
      llvm.cond_br %757, ^bb79, ^bb80
    ^bb79:  // pred: ^bb78
      %758 = llvm.getelementptr %55[10] : (!llvm.ptr) -> !llvm.ptr, f16
      %759 = llvm.ptrtoint %758 : !llvm.ptr to i64
      %760 = llvm.inttoptr %759 : i64 to !llvm.ptr
      %761 = llvm.load %760 {alignment = 4 : i64} : !llvm.ptr -> f16
      %762 = llvm.getelementptr %288[75456] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %763 = llvm.ptrtoint %762 : !llvm.ptr<1> to i64
      %764 = llvm.inttoptr %763 : i64 to !llvm.ptr<1>
      llvm.store %761, %764 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb80
    ^bb80:  // 2 preds: ^bb78, ^bb79
      %765 = llvm.and %756, %674 : i1
      llvm.cond_br %765, ^bb81, ^bb82
    ^bb81:  // pred: ^bb80
      %766 = llvm.getelementptr %55[11] : (!llvm.ptr) -> !llvm.ptr, f16
      %767 = llvm.ptrtoint %766 : !llvm.ptr to i64
      %768 = llvm.inttoptr %767 : i64 to !llvm.ptr
      %769 = llvm.load %768 {alignment = 2 : i64} : !llvm.ptr -> f16
      %770 = llvm.getelementptr %288[75457] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %771 = llvm.ptrtoint %770 : !llvm.ptr<1> to i64
      %772 = llvm.inttoptr %771 : i64 to !llvm.ptr<1>
      llvm.store %769, %772 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb82
    ^bb82:  // 2 preds: ^bb80, ^bb81
      %773 = llvm.add %663, %16 : i32
      %774 = llvm.icmp "slt" %773, %36 : i32
      %775 = llvm.and %774, %666 : i1
      llvm.cond_br %775, ^bb83, ^bb84
    ^bb83:  // pred: ^bb82
      %776 = llvm.getelementptr %55[12] : (!llvm.ptr) -> !llvm.ptr, f16
      %777 = llvm.ptrtoint %776 : !llvm.ptr to i64
      %778 = llvm.inttoptr %777 : i64 to !llvm.ptr
      %779 = llvm.load %778 {alignment = 8 : i64} : !llvm.ptr -> f16
      %780 = llvm.getelementptr %288[100608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %781 = llvm.ptrtoint %780 : !llvm.ptr<1> to i64
      %782 = llvm.inttoptr %781 : i64 to !llvm.ptr<1>
      llvm.store %779, %782 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb84
    ^bb84:  // 2 preds: ^bb82, ^bb83
      %783 = llvm.and %774, %674 : i1
      llvm.cond_br %783, ^bb85, ^bb86
    ^bb85:  // pred: ^bb84
      %784 = llvm.getelementptr %55[13] : (!llvm.ptr) -> !llvm.ptr, f16
      %785 = llvm.ptrtoint %784 : !llvm.ptr to i64
      %786 = llvm.inttoptr %785 : i64 to !llvm.ptr
      %787 = llvm.load %786 {alignment = 2 : i64} : !llvm.ptr -> f16
      %788 = llvm.getelementptr %288[100609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %789 = llvm.ptrtoint %788 : !llvm.ptr<1> to i64
      %790 = llvm.inttoptr %789 : i64 to !llvm.ptr<1>
      llvm.store %787, %790 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb86
    ^bb86:  // 2 preds: ^bb84, ^bb85
      %791 = llvm.add %663, %15 : i32
      %792 = llvm.icmp "slt" %791, %36 : i32
      %793 = llvm.and %792, %666 : i1
      llvm.cond_br %793, ^bb87, ^bb88
    ^bb87:  // pred: ^bb86
      %794 = llvm.getelementptr %55[14] : (!llvm.ptr) -> !llvm.ptr, f16
      %795 = llvm.ptrtoint %794 : !llvm.ptr to i64
      %796 = llvm.inttoptr %795 : i64 to !llvm.ptr
      %797 = llvm.load %796 {alignment = 4 : i64} : !llvm.ptr -> f16
      %798 = llvm.getelementptr %288[108992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %799 = llvm.ptrtoint %798 : !llvm.ptr<1> to i64
      %800 = llvm.inttoptr %799 : i64 to !llvm.ptr<1>
      llvm.store %797, %800 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb88
    ^bb88:  // 2 preds: ^bb86, ^bb87
      %801 = llvm.and %792, %674 : i1
      llvm.cond_br %801, ^bb89, ^bb90
    ^bb89:  // pred: ^bb88
      %802 = llvm.getelementptr %55[15] : (!llvm.ptr) -> !llvm.ptr, f16
      %803 = llvm.ptrtoint %802 : !llvm.ptr to i64
      %804 = llvm.inttoptr %803 : i64 to !llvm.ptr
      %805 = llvm.load %804 {alignment = 2 : i64} : !llvm.ptr -> f16
      %806 = llvm.getelementptr %288[108993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %807 = llvm.ptrtoint %806 : !llvm.ptr<1> to i64
      %808 = llvm.inttoptr %807 : i64 to !llvm.ptr<1>
      llvm.store %805, %808 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      %809 = llvm.add %664, %35 : i32
      %810 = llvm.icmp "slt" %809, %39 : i32
      %811 = llvm.and %665, %810 : i1
      llvm.cond_br %811, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %812 = llvm.getelementptr %55[16] : (!llvm.ptr) -> !llvm.ptr, f16
      %813 = llvm.ptrtoint %812 : !llvm.ptr to i64
      %814 = llvm.inttoptr %813 : i64 to !llvm.ptr
      %815 = llvm.load %814 {alignment = 32 : i64} : !llvm.ptr -> f16
      %816 = llvm.getelementptr %288[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %817 = llvm.ptrtoint %816 : !llvm.ptr<1> to i64
      %818 = llvm.inttoptr %817 : i64 to !llvm.ptr<1>
      llvm.store %815, %818 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb92
    ^bb92:  // 2 preds: ^bb90, ^bb91
      %819 = llvm.add %664, %49 : i32
      %820 = llvm.icmp "slt" %819, %39 : i32
      %821 = llvm.and %665, %820 : i1
      llvm.cond_br %821, ^bb93, ^bb94
    ^bb93:  // pred: ^bb92
      %822 = llvm.getelementptr %55[17] : (!llvm.ptr) -> !llvm.ptr, f16
      %823 = llvm.ptrtoint %822 : !llvm.ptr to i64
      %824 = llvm.inttoptr %823 : i64 to !llvm.ptr
      %825 = llvm.load %824 {alignment = 2 : i64} : !llvm.ptr -> f16
      %826 = llvm.getelementptr %288[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %827 = llvm.ptrtoint %826 : !llvm.ptr<1> to i64
      %828 = llvm.inttoptr %827 : i64 to !llvm.ptr<1>
      llvm.store %825, %828 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb94
    ^bb94:  // 2 preds: ^bb92, ^bb93
      %829 = llvm.and %684, %810 : i1
      llvm.cond_br %829, ^bb95, ^bb96
    ^bb95:  // pred: ^bb94
      %830 = llvm.getelementptr %55[18] : (!llvm.ptr) -> !llvm.ptr, f16
      %831 = llvm.ptrtoint %830 : !llvm.ptr to i64
      %832 = llvm.inttoptr %831 : i64 to !llvm.ptr
      %833 = llvm.load %832 {alignment = 4 : i64} : !llvm.ptr -> f16
      %834 = llvm.getelementptr %288[8400] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %835 = llvm.ptrtoint %834 : !llvm.ptr<1> to i64
      %836 = llvm.inttoptr %835 : i64 to !llvm.ptr<1>
      llvm.store %833, %836 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      %837 = llvm.and %684, %820 : i1
      llvm.cond_br %837, ^bb97, ^bb98
    ^bb97:  // pred: ^bb96
      %838 = llvm.getelementptr %55[19] : (!llvm.ptr) -> !llvm.ptr, f16
      %839 = llvm.ptrtoint %838 : !llvm.ptr to i64
      %840 = llvm.inttoptr %839 : i64 to !llvm.ptr
      %841 = llvm.load %840 {alignment = 2 : i64} : !llvm.ptr -> f16
      %842 = llvm.getelementptr %288[8401] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %843 = llvm.ptrtoint %842 : !llvm.ptr<1> to i64
      %844 = llvm.inttoptr %843 : i64 to !llvm.ptr<1>
      llvm.store %841, %844 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb98
    ^bb98:  // 2 preds: ^bb96, ^bb97
      %845 = llvm.and %702, %810 : i1
      llvm.cond_br %845, ^bb99, ^bb100
    ^bb99:  // pred: ^bb98
      %846 = llvm.getelementptr %55[20] : (!llvm.ptr) -> !llvm.ptr, f16
      %847 = llvm.ptrtoint %846 : !llvm.ptr to i64
      %848 = llvm.inttoptr %847 : i64 to !llvm.ptr
      %849 = llvm.load %848 {alignment = 8 : i64} : !llvm.ptr -> f16
      %850 = llvm.getelementptr %288[33552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %851 = llvm.ptrtoint %850 : !llvm.ptr<1> to i64
      %852 = llvm.inttoptr %851 : i64 to !llvm.ptr<1>
      llvm.store %849, %852 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb100
    ^bb100:  // 2 preds: ^bb98, ^bb99
      %853 = llvm.and %702, %820 : i1
      llvm.cond_br %853, ^bb101, ^bb102
    ^bb101:  // pred: ^bb100
      %854 = llvm.getelementptr %55[21] : (!llvm.ptr) -> !llvm.ptr, f16
      %855 = llvm.ptrtoint %854 : !llvm.ptr to i64
      %856 = llvm.inttoptr %855 : i64 to !llvm.ptr
      %857 = llvm.load %856 {alignment = 2 : i64} : !llvm.ptr -> f16
      %858 = llvm.getelementptr %288[33553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %859 = llvm.ptrtoint %858 : !llvm.ptr<1> to i64
      %860 = llvm.inttoptr %859 : i64 to !llvm.ptr<1>
      llvm.store %857, %860 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb102
    ^bb102:  // 2 preds: ^bb100, ^bb101
      %861 = llvm.and %720, %810 : i1
      llvm.cond_br %861, ^bb103, ^bb104
    ^bb103:  // pred: ^bb102
      %862 = llvm.getelementptr %55[22] : (!llvm.ptr) -> !llvm.ptr, f16
      %863 = llvm.ptrtoint %862 : !llvm.ptr to i64
      %864 = llvm.inttoptr %863 : i64 to !llvm.ptr
      %865 = llvm.load %864 {alignment = 4 : i64} : !llvm.ptr -> f16
      %866 = llvm.getelementptr %288[41936] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %867 = llvm.ptrtoint %866 : !llvm.ptr<1> to i64
      %868 = llvm.inttoptr %867 : i64 to !llvm.ptr<1>
      llvm.store %865, %868 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb104
    ^bb104:  // 2 preds: ^bb102, ^bb103
      %869 = llvm.and %720, %820 : i1
      llvm.cond_br %869, ^bb105, ^bb106
    ^bb105:  // pred: ^bb104
      %870 = llvm.getelementptr %55[23] : (!llvm.ptr) -> !llvm.ptr, f16
      %871 = llvm.ptrtoint %870 : !llvm.ptr to i64
      %872 = llvm.inttoptr %871 : i64 to !llvm.ptr
      %873 = llvm.load %872 {alignment = 2 : i64} : !llvm.ptr -> f16
      %874 = llvm.getelementptr %288[41937] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %875 = llvm.ptrtoint %874 : !llvm.ptr<1> to i64
      %876 = llvm.inttoptr %875 : i64 to !llvm.ptr<1>
      llvm.store %873, %876 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb106
    ^bb106:  // 2 preds: ^bb104, ^bb105
      %877 = llvm.and %738, %810 : i1
      llvm.cond_br %877, ^bb107, ^bb108
    ^bb107:  // pred: ^bb106
      %878 = llvm.getelementptr %55[24] : (!llvm.ptr) -> !llvm.ptr, f16
      %879 = llvm.ptrtoint %878 : !llvm.ptr to i64
      %880 = llvm.inttoptr %879 : i64 to !llvm.ptr
      %881 = llvm.load %880 {alignment = 16 : i64} : !llvm.ptr -> f16
      %882 = llvm.getelementptr %288[67088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %883 = llvm.ptrtoint %882 : !llvm.ptr<1> to i64
      %884 = llvm.inttoptr %883 : i64 to !llvm.ptr<1>
      llvm.store %881, %884 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb108
    ^bb108:  // 2 preds: ^bb106, ^bb107
      %885 = llvm.and %738, %820 : i1
      llvm.cond_br %885, ^bb109, ^bb110
    ^bb109:  // pred: ^bb108
      %886 = llvm.getelementptr %55[25] : (!llvm.ptr) -> !llvm.ptr, f16
      %887 = llvm.ptrtoint %886 : !llvm.ptr to i64
      %888 = llvm.inttoptr %887 : i64 to !llvm.ptr
      %889 = llvm.load %888 {alignment = 2 : i64} : !llvm.ptr -> f16
      %890 = llvm.getelementptr %288[67089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %891 = llvm.ptrtoint %890 : !llvm.ptr<1> to i64
      %892 = llvm.inttoptr %891 : i64 to !llvm.ptr<1>
      llvm.store %889, %892 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb110
    ^bb110:  // 2 preds: ^bb108, ^bb109
      %893 = llvm.and %756, %810 : i1
      llvm.cond_br %893, ^bb111, ^bb112
    ^bb111:  // pred: ^bb110
      %894 = llvm.getelementptr %55[26] : (!llvm.ptr) -> !llvm.ptr, f16
      %895 = llvm.ptrtoint %894 : !llvm.ptr to i64
      %896 = llvm.inttoptr %895 : i64 to !llvm.ptr
      %897 = llvm.load %896 {alignment = 4 : i64} : !llvm.ptr -> f16
      %898 = llvm.getelementptr %288[75472] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %899 = llvm.ptrtoint %898 : !llvm.ptr<1> to i64
      %900 = llvm.inttoptr %899 : i64 to !llvm.ptr<1>
      llvm.store %897, %900 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb112
    ^bb112:  // 2 preds: ^bb110, ^bb111
      %901 = llvm.and %756, %820 : i1
      llvm.cond_br %901, ^bb113, ^bb114
    ^bb113:  // pred: ^bb112
      %902 = llvm.getelementptr %55[27] : (!llvm.ptr) -> !llvm.ptr, f16
      %903 = llvm.ptrtoint %902 : !llvm.ptr to i64
      %904 = llvm.inttoptr %903 : i64 to !llvm.ptr
      %905 = llvm.load %904 {alignment = 2 : i64} : !llvm.ptr -> f16
      %906 = llvm.getelementptr %288[75473] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %907 = llvm.ptrtoint %906 : !llvm.ptr<1> to i64
      %908 = llvm.inttoptr %907 : i64 to !llvm.ptr<1>
      llvm.store %905, %908 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb114
    ^bb114:  // 2 preds: ^bb112, ^bb113
      %909 = llvm.and %774, %810 : i1
      llvm.cond_br %909, ^bb115, ^bb116
    ^bb115:  // pred: ^bb114
      %910 = llvm.getelementptr %55[28] : (!llvm.ptr) -> !llvm.ptr, f16
      %911 = llvm.ptrtoint %910 : !llvm.ptr to i64
      %912 = llvm.inttoptr %911 : i64 to !llvm.ptr
      %913 = llvm.load %912 {alignment = 8 : i64} : !llvm.ptr -> f16
      %914 = llvm.getelementptr %288[100624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %915 = llvm.ptrtoint %914 : !llvm.ptr<1> to i64
      %916 = llvm.inttoptr %915 : i64 to !llvm.ptr<1>
      llvm.store %913, %916 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb116
    ^bb116:  // 2 preds: ^bb114, ^bb115
      %917 = llvm.and %774, %820 : i1
      llvm.cond_br %917, ^bb117, ^bb118
    ^bb117:  // pred: ^bb116
      %918 = llvm.getelementptr %55[29] : (!llvm.ptr) -> !llvm.ptr, f16
      %919 = llvm.ptrtoint %918 : !llvm.ptr to i64
      %920 = llvm.inttoptr %919 : i64 to !llvm.ptr
      %921 = llvm.load %920 {alignment = 2 : i64} : !llvm.ptr -> f16
      %922 = llvm.getelementptr %288[100625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %923 = llvm.ptrtoint %922 : !llvm.ptr<1> to i64
      %924 = llvm.inttoptr %923 : i64 to !llvm.ptr<1>
      llvm.store %921, %924 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb118
    ^bb118:  // 2 preds: ^bb116, ^bb117
      %925 = llvm.and %792, %810 : i1
      llvm.cond_br %925, ^bb119, ^bb120
    ^bb119:  // pred: ^bb118
      %926 = llvm.getelementptr %55[30] : (!llvm.ptr) -> !llvm.ptr, f16
      %927 = llvm.ptrtoint %926 : !llvm.ptr to i64
      %928 = llvm.inttoptr %927 : i64 to !llvm.ptr
      %929 = llvm.load %928 {alignment = 4 : i64} : !llvm.ptr -> f16
      %930 = llvm.getelementptr %288[109008] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %931 = llvm.ptrtoint %930 : !llvm.ptr<1> to i64
      %932 = llvm.inttoptr %931 : i64 to !llvm.ptr<1>
      llvm.store %929, %932 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb120
    ^bb120:  // 2 preds: ^bb118, ^bb119
      %933 = llvm.and %792, %820 : i1
      llvm.cond_br %933, ^bb121, ^bb122
    ^bb121:  // pred: ^bb120
      %934 = llvm.getelementptr %55[31] : (!llvm.ptr) -> !llvm.ptr, f16
      %935 = llvm.ptrtoint %934 : !llvm.ptr to i64
      %936 = llvm.inttoptr %935 : i64 to !llvm.ptr
      %937 = llvm.load %936 {alignment = 2 : i64} : !llvm.ptr -> f16
      %938 = llvm.getelementptr %288[109009] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %939 = llvm.ptrtoint %938 : !llvm.ptr<1> to i64
      %940 = llvm.inttoptr %939 : i64 to !llvm.ptr<1>
      llvm.store %937, %940 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb122
    ^bb122:  // 2 preds: ^bb120, ^bb121
      %941 = llvm.add %664, %41 : i32
      %942 = llvm.icmp "slt" %941, %39 : i32
      %943 = llvm.and %665, %942 : i1
      llvm.cond_br %943, ^bb123, ^bb124
    ^bb123:  // pred: ^bb122
      %944 = llvm.getelementptr %55[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %945 = llvm.ptrtoint %944 : !llvm.ptr to i64
      %946 = llvm.inttoptr %945 : i64 to !llvm.ptr
      %947 = llvm.load %946 {alignment = 32 : i64} : !llvm.ptr -> f16
      %948 = llvm.getelementptr %288[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %949 = llvm.ptrtoint %948 : !llvm.ptr<1> to i64
      %950 = llvm.inttoptr %949 : i64 to !llvm.ptr<1>
      llvm.store %947, %950 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb124
    ^bb124:  // 2 preds: ^bb122, ^bb123
      %951 = llvm.add %664, %14 : i32
      %952 = llvm.icmp "slt" %951, %39 : i32
      %953 = llvm.and %665, %952 : i1
      llvm.cond_br %953, ^bb125, ^bb126
    ^bb125:  // pred: ^bb124
      %954 = llvm.getelementptr %55[33] : (!llvm.ptr) -> !llvm.ptr, f16
      %955 = llvm.ptrtoint %954 : !llvm.ptr to i64
      %956 = llvm.inttoptr %955 : i64 to !llvm.ptr
      %957 = llvm.load %956 {alignment = 2 : i64} : !llvm.ptr -> f16
      %958 = llvm.getelementptr %288[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %959 = llvm.ptrtoint %958 : !llvm.ptr<1> to i64
      %960 = llvm.inttoptr %959 : i64 to !llvm.ptr<1>
      llvm.store %957, %960 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb126
    ^bb126:  // 2 preds: ^bb124, ^bb125
      %961 = llvm.and %684, %942 : i1
      llvm.cond_br %961, ^bb127, ^bb128
    ^bb127:  // pred: ^bb126
      %962 = llvm.getelementptr %55[34] : (!llvm.ptr) -> !llvm.ptr, f16
      %963 = llvm.ptrtoint %962 : !llvm.ptr to i64
      %964 = llvm.inttoptr %963 : i64 to !llvm.ptr
      %965 = llvm.load %964 {alignment = 4 : i64} : !llvm.ptr -> f16
      %966 = llvm.getelementptr %288[8416] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %967 = llvm.ptrtoint %966 : !llvm.ptr<1> to i64
      %968 = llvm.inttoptr %967 : i64 to !llvm.ptr<1>
      llvm.store %965, %968 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb128
    ^bb128:  // 2 preds: ^bb126, ^bb127
      %969 = llvm.and %684, %952 : i1
      llvm.cond_br %969, ^bb129, ^bb130
    ^bb129:  // pred: ^bb128
      %970 = llvm.getelementptr %55[35] : (!llvm.ptr) -> !llvm.ptr, f16
      %971 = llvm.ptrtoint %970 : !llvm.ptr to i64
      %972 = llvm.inttoptr %971 : i64 to !llvm.ptr
      %973 = llvm.load %972 {alignment = 2 : i64} : !llvm.ptr -> f16
      %974 = llvm.getelementptr %288[8417] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %975 = llvm.ptrtoint %974 : !llvm.ptr<1> to i64
      %976 = llvm.inttoptr %975 : i64 to !llvm.ptr<1>
      llvm.store %973, %976 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb130
    ^bb130:  // 2 preds: ^bb128, ^bb129
      %977 = llvm.and %702, %942 : i1
      llvm.cond_br %977, ^bb131, ^bb132
    ^bb131:  // pred: ^bb130
      %978 = llvm.getelementptr %55[36] : (!llvm.ptr) -> !llvm.ptr, f16
      %979 = llvm.ptrtoint %978 : !llvm.ptr to i64
      %980 = llvm.inttoptr %979 : i64 to !llvm.ptr
      %981 = llvm.load %980 {alignment = 8 : i64} : !llvm.ptr -> f16
      %982 = llvm.getelementptr %288[33568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %983 = llvm.ptrtoint %982 : !llvm.ptr<1> to i64
      %984 = llvm.inttoptr %983 : i64 to !llvm.ptr<1>
      llvm.store %981, %984 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb132
    ^bb132:  // 2 preds: ^bb130, ^bb131
      %985 = llvm.and %702, %952 : i1
      llvm.cond_br %985, ^bb133, ^bb134
    ^bb133:  // pred: ^bb132
      %986 = llvm.getelementptr %55[37] : (!llvm.ptr) -> !llvm.ptr, f16
      %987 = llvm.ptrtoint %986 : !llvm.ptr to i64
      %988 = llvm.inttoptr %987 : i64 to !llvm.ptr
      %989 = llvm.load %988 {alignment = 2 : i64} : !llvm.ptr -> f16
      %990 = llvm.getelementptr %288[33569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %991 = llvm.ptrtoint %990 : !llvm.ptr<1> to i64
      %992 = llvm.inttoptr %991 : i64 to !llvm.ptr<1>
      llvm.store %989, %992 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb134
    ^bb134:  // 2 preds: ^bb132, ^bb133
      %993 = llvm.and %720, %942 : i1
      llvm.cond_br %993, ^bb135, ^bb136
    ^bb135:  // pred: ^bb134
      %994 = llvm.getelementptr %55[38] : (!llvm.ptr) -> !llvm.ptr, f16
      %995 = llvm.ptrtoint %994 : !llvm.ptr to i64
      %996 = llvm.inttoptr %995 : i64 to !llvm.ptr
      %997 = llvm.load %996 {alignment = 4 : i64} : !llvm.ptr -> f16
      %998 = llvm.getelementptr %288[41952] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %999 = llvm.ptrtoint %998 : !llvm.ptr<1> to i64
      %1000 = llvm.inttoptr %999 : i64 to !llvm.ptr<1>
      llvm.store %997, %1000 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb136
    ^bb136:  // 2 preds: ^bb134, ^bb135
      %1001 = llvm.and %720, %952 : i1
      llvm.cond_br %1001, ^bb137, ^bb138
    ^bb137:  // pred: ^bb136
      %1002 = llvm.getelementptr %55[39] : (!llvm.ptr) -> !llvm.ptr, f16
      %1003 = llvm.ptrtoint %1002 : !llvm.ptr to i64
      %1004 = llvm.inttoptr %1003 : i64 to !llvm.ptr
      %1005 = llvm.load %1004 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1006 = llvm.getelementptr %288[41953] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1007 = llvm.ptrtoint %1006 : !llvm.ptr<1> to i64
      %1008 = llvm.inttoptr %1007 : i64 to !llvm.ptr<1>
      llvm.store %1005, %1008 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb138
    ^bb138:  // 2 preds: ^bb136, ^bb137
      %1009 = llvm.and %738, %942 : i1
      llvm.cond_br %1009, ^bb139, ^bb140
    ^bb139:  // pred: ^bb138
      %1010 = llvm.getelementptr %55[40] : (!llvm.ptr) -> !llvm.ptr, f16
      %1011 = llvm.ptrtoint %1010 : !llvm.ptr to i64
      %1012 = llvm.inttoptr %1011 : i64 to !llvm.ptr
      %1013 = llvm.load %1012 {alignment = 16 : i64} : !llvm.ptr -> f16
      %1014 = llvm.getelementptr %288[67104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1015 = llvm.ptrtoint %1014 : !llvm.ptr<1> to i64
      %1016 = llvm.inttoptr %1015 : i64 to !llvm.ptr<1>
      llvm.store %1013, %1016 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb140
    ^bb140:  // 2 preds: ^bb138, ^bb139
      %1017 = llvm.and %738, %952 : i1
      llvm.cond_br %1017, ^bb141, ^bb142
    ^bb141:  // pred: ^bb140
      %1018 = llvm.getelementptr %55[41] : (!llvm.ptr) -> !llvm.ptr, f16
      %1019 = llvm.ptrtoint %1018 : !llvm.ptr to i64
      %1020 = llvm.inttoptr %1019 : i64 to !llvm.ptr
      %1021 = llvm.load %1020 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1022 = llvm.getelementptr %288[67105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1023 = llvm.ptrtoint %1022 : !llvm.ptr<1> to i64
      %1024 = llvm.inttoptr %1023 : i64 to !llvm.ptr<1>
      llvm.store %1021, %1024 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb142
    ^bb142:  // 2 preds: ^bb140, ^bb141
      %1025 = llvm.and %756, %942 : i1
      llvm.cond_br %1025, ^bb143, ^bb144
    ^bb143:  // pred: ^bb142
      %1026 = llvm.getelementptr %55[42] : (!llvm.ptr) -> !llvm.ptr, f16
      %1027 = llvm.ptrtoint %1026 : !llvm.ptr to i64
      %1028 = llvm.inttoptr %1027 : i64 to !llvm.ptr
      %1029 = llvm.load %1028 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1030 = llvm.getelementptr %288[75488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1031 = llvm.ptrtoint %1030 : !llvm.ptr<1> to i64
      %1032 = llvm.inttoptr %1031 : i64 to !llvm.ptr<1>
      llvm.store %1029, %1032 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb144
    ^bb144:  // 2 preds: ^bb142, ^bb143
      %1033 = llvm.and %756, %952 : i1
      llvm.cond_br %1033, ^bb145, ^bb146
    ^bb145:  // pred: ^bb144
      %1034 = llvm.getelementptr %55[43] : (!llvm.ptr) -> !llvm.ptr, f16
      %1035 = llvm.ptrtoint %1034 : !llvm.ptr to i64
      %1036 = llvm.inttoptr %1035 : i64 to !llvm.ptr
      %1037 = llvm.load %1036 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1038 = llvm.getelementptr %288[75489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1039 = llvm.ptrtoint %1038 : !llvm.ptr<1> to i64
      %1040 = llvm.inttoptr %1039 : i64 to !llvm.ptr<1>
      llvm.store %1037, %1040 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb146
    ^bb146:  // 2 preds: ^bb144, ^bb145
      %1041 = llvm.and %774, %942 : i1
      llvm.cond_br %1041, ^bb147, ^bb148
    ^bb147:  // pred: ^bb146
      %1042 = llvm.getelementptr %55[44] : (!llvm.ptr) -> !llvm.ptr, f16
      %1043 = llvm.ptrtoint %1042 : !llvm.ptr to i64
      %1044 = llvm.inttoptr %1043 : i64 to !llvm.ptr
      %1045 = llvm.load %1044 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1046 = llvm.getelementptr %288[100640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1047 = llvm.ptrtoint %1046 : !llvm.ptr<1> to i64
      %1048 = llvm.inttoptr %1047 : i64 to !llvm.ptr<1>
      llvm.store %1045, %1048 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb148
    ^bb148:  // 2 preds: ^bb146, ^bb147
      %1049 = llvm.and %774, %952 : i1
      llvm.cond_br %1049, ^bb149, ^bb150
    ^bb149:  // pred: ^bb148
      %1050 = llvm.getelementptr %55[45] : (!llvm.ptr) -> !llvm.ptr, f16
      %1051 = llvm.ptrtoint %1050 : !llvm.ptr to i64
      %1052 = llvm.inttoptr %1051 : i64 to !llvm.ptr
      %1053 = llvm.load %1052 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1054 = llvm.getelementptr %288[100641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1055 = llvm.ptrtoint %1054 : !llvm.ptr<1> to i64
      %1056 = llvm.inttoptr %1055 : i64 to !llvm.ptr<1>
      llvm.store %1053, %1056 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb150
    ^bb150:  // 2 preds: ^bb148, ^bb149
      %1057 = llvm.and %792, %942 : i1
      llvm.cond_br %1057, ^bb151, ^bb152
    ^bb151:  // pred: ^bb150
      %1058 = llvm.getelementptr %55[46] : (!llvm.ptr) -> !llvm.ptr, f16
      %1059 = llvm.ptrtoint %1058 : !llvm.ptr to i64
      %1060 = llvm.inttoptr %1059 : i64 to !llvm.ptr
      %1061 = llvm.load %1060 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1062 = llvm.getelementptr %288[109024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1063 = llvm.ptrtoint %1062 : !llvm.ptr<1> to i64
      %1064 = llvm.inttoptr %1063 : i64 to !llvm.ptr<1>
      llvm.store %1061, %1064 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb152
    ^bb152:  // 2 preds: ^bb150, ^bb151
      %1065 = llvm.and %792, %952 : i1
      llvm.cond_br %1065, ^bb153, ^bb154
    ^bb153:  // pred: ^bb152
      %1066 = llvm.getelementptr %55[47] : (!llvm.ptr) -> !llvm.ptr, f16
      %1067 = llvm.ptrtoint %1066 : !llvm.ptr to i64
      %1068 = llvm.inttoptr %1067 : i64 to !llvm.ptr
      %1069 = llvm.load %1068 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1070 = llvm.getelementptr %288[109025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1071 = llvm.ptrtoint %1070 : !llvm.ptr<1> to i64
      %1072 = llvm.inttoptr %1071 : i64 to !llvm.ptr<1>
      llvm.store %1069, %1072 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb154
    ^bb154:  // 2 preds: ^bb152, ^bb153
      %1073 = llvm.add %664, %13 : i32
      %1074 = llvm.icmp "slt" %1073, %39 : i32
      %1075 = llvm.and %665, %1074 : i1
      llvm.cond_br %1075, ^bb155, ^bb156
    ^bb155:  // pred: ^bb154
      %1076 = llvm.getelementptr %55[48] : (!llvm.ptr) -> !llvm.ptr, f16
      %1077 = llvm.ptrtoint %1076 : !llvm.ptr to i64
      %1078 = llvm.inttoptr %1077 : i64 to !llvm.ptr
      %1079 = llvm.load %1078 {alignment = 32 : i64} : !llvm.ptr -> f16
      %1080 = llvm.getelementptr %288[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1081 = llvm.ptrtoint %1080 : !llvm.ptr<1> to i64
      %1082 = llvm.inttoptr %1081 : i64 to !llvm.ptr<1>
      llvm.store %1079, %1082 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb156
    ^bb156:  // 2 preds: ^bb154, ^bb155
      %1083 = llvm.add %664, %12 : i32
      %1084 = llvm.icmp "slt" %1083, %39 : i32
      %1085 = llvm.and %665, %1084 : i1
      llvm.cond_br %1085, ^bb157, ^bb158
    ^bb157:  // pred: ^bb156
      %1086 = llvm.getelementptr %55[49] : (!llvm.ptr) -> !llvm.ptr, f16
      %1087 = llvm.ptrtoint %1086 : !llvm.ptr to i64
      %1088 = llvm.inttoptr %1087 : i64 to !llvm.ptr
      %1089 = llvm.load %1088 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1090 = llvm.getelementptr %288[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1091 = llvm.ptrtoint %1090 : !llvm.ptr<1> to i64
      %1092 = llvm.inttoptr %1091 : i64 to !llvm.ptr<1>
      llvm.store %1089, %1092 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb158
    ^bb158:  // 2 preds: ^bb156, ^bb157
      %1093 = llvm.and %684, %1074 : i1
      llvm.cond_br %1093, ^bb159, ^bb160
    ^bb159:  // pred: ^bb158
      %1094 = llvm.getelementptr %55[50] : (!llvm.ptr) -> !llvm.ptr, f16
      %1095 = llvm.ptrtoint %1094 : !llvm.ptr to i64
      %1096 = llvm.inttoptr %1095 : i64 to !llvm.ptr
      %1097 = llvm.load %1096 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1098 = llvm.getelementptr %288[8432] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1099 = llvm.ptrtoint %1098 : !llvm.ptr<1> to i64
      %1100 = llvm.inttoptr %1099 : i64 to !llvm.ptr<1>
      llvm.store %1097, %1100 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb160
    ^bb160:  // 2 preds: ^bb158, ^bb159
      %1101 = llvm.and %684, %1084 : i1
      llvm.cond_br %1101, ^bb161, ^bb162
    ^bb161:  // pred: ^bb160
      %1102 = llvm.getelementptr %55[51] : (!llvm.ptr) -> !llvm.ptr, f16
      %1103 = llvm.ptrtoint %1102 : !llvm.ptr to i64
      %1104 = llvm.inttoptr %1103 : i64 to !llvm.ptr
      %1105 = llvm.load %1104 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1106 = llvm.getelementptr %288[8433] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1107 = llvm.ptrtoint %1106 : !llvm.ptr<1> to i64
      %1108 = llvm.inttoptr %1107 : i64 to !llvm.ptr<1>
      llvm.store %1105, %1108 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb162
    ^bb162:  // 2 preds: ^bb160, ^bb161
      %1109 = llvm.and %702, %1074 : i1
      llvm.cond_br %1109, ^bb163, ^bb164
    ^bb163:  // pred: ^bb162
      %1110 = llvm.getelementptr %55[52] : (!llvm.ptr) -> !llvm.ptr, f16
      %1111 = llvm.ptrtoint %1110 : !llvm.ptr to i64
      %1112 = llvm.inttoptr %1111 : i64 to !llvm.ptr
      %1113 = llvm.load %1112 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1114 = llvm.getelementptr %288[33584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1115 = llvm.ptrtoint %1114 : !llvm.ptr<1> to i64
      %1116 = llvm.inttoptr %1115 : i64 to !llvm.ptr<1>
      llvm.store %1113, %1116 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb164
    ^bb164:  // 2 preds: ^bb162, ^bb163
      %1117 = llvm.and %702, %1084 : i1
      llvm.cond_br %1117, ^bb165, ^bb166
    ^bb165:  // pred: ^bb164
      %1118 = llvm.getelementptr %55[53] : (!llvm.ptr) -> !llvm.ptr, f16
      %1119 = llvm.ptrtoint %1118 : !llvm.ptr to i64
      %1120 = llvm.inttoptr %1119 : i64 to !llvm.ptr
      %1121 = llvm.load %1120 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1122 = llvm.getelementptr %288[33585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1123 = llvm.ptrtoint %1122 : !llvm.ptr<1> to i64
      %1124 = llvm.inttoptr %1123 : i64 to !llvm.ptr<1>
      llvm.store %1121, %1124 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb166
    ^bb166:  // 2 preds: ^bb164, ^bb165
      %1125 = llvm.and %720, %1074 : i1
      llvm.cond_br %1125, ^bb167, ^bb168
    ^bb167:  // pred: ^bb166
      %1126 = llvm.getelementptr %55[54] : (!llvm.ptr) -> !llvm.ptr, f16
      %1127 = llvm.ptrtoint %1126 : !llvm.ptr to i64
      %1128 = llvm.inttoptr %1127 : i64 to !llvm.ptr
      %1129 = llvm.load %1128 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1130 = llvm.getelementptr %288[41968] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1131 = llvm.ptrtoint %1130 : !llvm.ptr<1> to i64
      %1132 = llvm.inttoptr %1131 : i64 to !llvm.ptr<1>
      llvm.store %1129, %1132 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb168
    ^bb168:  // 2 preds: ^bb166, ^bb167
      %1133 = llvm.and %720, %1084 : i1
      llvm.cond_br %1133, ^bb169, ^bb170
    ^bb169:  // pred: ^bb168
      %1134 = llvm.getelementptr %55[55] : (!llvm.ptr) -> !llvm.ptr, f16
      %1135 = llvm.ptrtoint %1134 : !llvm.ptr to i64
      %1136 = llvm.inttoptr %1135 : i64 to !llvm.ptr
      %1137 = llvm.load %1136 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1138 = llvm.getelementptr %288[41969] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1139 = llvm.ptrtoint %1138 : !llvm.ptr<1> to i64
      %1140 = llvm.inttoptr %1139 : i64 to !llvm.ptr<1>
      llvm.store %1137, %1140 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb170
    ^bb170:  // 2 preds: ^bb168, ^bb169
      %1141 = llvm.and %738, %1074 : i1
      llvm.cond_br %1141, ^bb171, ^bb172
    ^bb171:  // pred: ^bb170
      %1142 = llvm.getelementptr %55[56] : (!llvm.ptr) -> !llvm.ptr, f16
      %1143 = llvm.ptrtoint %1142 : !llvm.ptr to i64
      %1144 = llvm.inttoptr %1143 : i64 to !llvm.ptr
      %1145 = llvm.load %1144 {alignment = 16 : i64} : !llvm.ptr -> f16
      %1146 = llvm.getelementptr %288[67120] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1147 = llvm.ptrtoint %1146 : !llvm.ptr<1> to i64
      %1148 = llvm.inttoptr %1147 : i64 to !llvm.ptr<1>
      llvm.store %1145, %1148 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb172
    ^bb172:  // 2 preds: ^bb170, ^bb171
      %1149 = llvm.and %738, %1084 : i1
      llvm.cond_br %1149, ^bb173, ^bb174
    ^bb173:  // pred: ^bb172
      %1150 = llvm.getelementptr %55[57] : (!llvm.ptr) -> !llvm.ptr, f16
      %1151 = llvm.ptrtoint %1150 : !llvm.ptr to i64
      %1152 = llvm.inttoptr %1151 : i64 to !llvm.ptr
      %1153 = llvm.load %1152 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1154 = llvm.getelementptr %288[67121] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1155 = llvm.ptrtoint %1154 : !llvm.ptr<1> to i64
      %1156 = llvm.inttoptr %1155 : i64 to !llvm.ptr<1>
      llvm.store %1153, %1156 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb174
    ^bb174:  // 2 preds: ^bb172, ^bb173
      %1157 = llvm.and %756, %1074 : i1
      llvm.cond_br %1157, ^bb175, ^bb176
    ^bb175:  // pred: ^bb174
      %1158 = llvm.getelementptr %55[58] : (!llvm.ptr) -> !llvm.ptr, f16
      %1159 = llvm.ptrtoint %1158 : !llvm.ptr to i64
      %1160 = llvm.inttoptr %1159 : i64 to !llvm.ptr
      %1161 = llvm.load %1160 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1162 = llvm.getelementptr %288[75504] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1163 = llvm.ptrtoint %1162 : !llvm.ptr<1> to i64
      %1164 = llvm.inttoptr %1163 : i64 to !llvm.ptr<1>
      llvm.store %1161, %1164 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb176
    ^bb176:  // 2 preds: ^bb174, ^bb175
      %1165 = llvm.and %756, %1084 : i1
      llvm.cond_br %1165, ^bb177, ^bb178
    ^bb177:  // pred: ^bb176
      %1166 = llvm.getelementptr %55[59] : (!llvm.ptr) -> !llvm.ptr, f16
      %1167 = llvm.ptrtoint %1166 : !llvm.ptr to i64
      %1168 = llvm.inttoptr %1167 : i64 to !llvm.ptr
      %1169 = llvm.load %1168 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1170 = llvm.getelementptr %288[75505] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1171 = llvm.ptrtoint %1170 : !llvm.ptr<1> to i64
      %1172 = llvm.inttoptr %1171 : i64 to !llvm.ptr<1>
      llvm.store %1169, %1172 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb178
    ^bb178:  // 2 preds: ^bb176, ^bb177
      %1173 = llvm.and %774, %1074 : i1
      llvm.cond_br %1173, ^bb179, ^bb180
    ^bb179:  // pred: ^bb178
      %1174 = llvm.getelementptr %55[60] : (!llvm.ptr) -> !llvm.ptr, f16
      %1175 = llvm.ptrtoint %1174 : !llvm.ptr to i64
      %1176 = llvm.inttoptr %1175 : i64 to !llvm.ptr
      %1177 = llvm.load %1176 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1178 = llvm.getelementptr %288[100656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1179 = llvm.ptrtoint %1178 : !llvm.ptr<1> to i64
      %1180 = llvm.inttoptr %1179 : i64 to !llvm.ptr<1>
      llvm.store %1177, %1180 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb180
    ^bb180:  // 2 preds: ^bb178, ^bb179
      %1181 = llvm.and %774, %1084 : i1
      llvm.cond_br %1181, ^bb181, ^bb182
    ^bb181:  // pred: ^bb180
      %1182 = llvm.getelementptr %55[61] : (!llvm.ptr) -> !llvm.ptr, f16
      %1183 = llvm.ptrtoint %1182 : !llvm.ptr to i64
      %1184 = llvm.inttoptr %1183 : i64 to !llvm.ptr
      %1185 = llvm.load %1184 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1186 = llvm.getelementptr %288[100657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1187 = llvm.ptrtoint %1186 : !llvm.ptr<1> to i64
      %1188 = llvm.inttoptr %1187 : i64 to !llvm.ptr<1>
      llvm.store %1185, %1188 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb182
    ^bb182:  // 2 preds: ^bb180, ^bb181
      %1189 = llvm.and %792, %1074 : i1
      llvm.cond_br %1189, ^bb183, ^bb184
    ^bb183:  // pred: ^bb182
      %1190 = llvm.getelementptr %55[62] : (!llvm.ptr) -> !llvm.ptr, f16
      %1191 = llvm.ptrtoint %1190 : !llvm.ptr to i64
      %1192 = llvm.inttoptr %1191 : i64 to !llvm.ptr
      %1193 = llvm.load %1192 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1194 = llvm.getelementptr %288[109040] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1195 = llvm.ptrtoint %1194 : !llvm.ptr<1> to i64
      %1196 = llvm.inttoptr %1195 : i64 to !llvm.ptr<1>
      llvm.store %1193, %1196 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb184
    ^bb184:  // 2 preds: ^bb182, ^bb183
      %1197 = llvm.and %792, %1084 : i1
      llvm.cond_br %1197, ^bb185, ^bb186
    ^bb185:  // pred: ^bb184
      %1198 = llvm.getelementptr %55[63] : (!llvm.ptr) -> !llvm.ptr, f16
      %1199 = llvm.ptrtoint %1198 : !llvm.ptr to i64
      %1200 = llvm.inttoptr %1199 : i64 to !llvm.ptr
      %1201 = llvm.load %1200 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1202 = llvm.getelementptr %288[109041] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1203 = llvm.ptrtoint %1202 : !llvm.ptr<1> to i64
      %1204 = llvm.inttoptr %1203 : i64 to !llvm.ptr<1>
      llvm.store %1201, %1204 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb186
    ^bb186:  // 2 preds: ^bb184, ^bb185
      %1205 = llvm.add %664, %52 : i32
      %1206 = llvm.icmp "slt" %1205, %39 : i32
      %1207 = llvm.and %665, %1206 : i1
      llvm.cond_br %1207, ^bb187, ^bb188
    ^bb187:  // pred: ^bb186
      %1208 = llvm.getelementptr %55[64] : (!llvm.ptr) -> !llvm.ptr, f16
      %1209 = llvm.ptrtoint %1208 : !llvm.ptr to i64
      %1210 = llvm.inttoptr %1209 : i64 to !llvm.ptr
      %1211 = llvm.load %1210 {alignment = 32 : i64} : !llvm.ptr -> f16
      %1212 = llvm.getelementptr %288[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1213 = llvm.ptrtoint %1212 : !llvm.ptr<1> to i64
      %1214 = llvm.inttoptr %1213 : i64 to !llvm.ptr<1>
      llvm.store %1211, %1214 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb188
    ^bb188:  // 2 preds: ^bb186, ^bb187
      %1215 = llvm.add %664, %11 : i32
      %1216 = llvm.icmp "slt" %1215, %39 : i32
      %1217 = llvm.and %665, %1216 : i1
      llvm.cond_br %1217, ^bb189, ^bb190
    ^bb189:  // pred: ^bb188
      %1218 = llvm.getelementptr %55[65] : (!llvm.ptr) -> !llvm.ptr, f16
      %1219 = llvm.ptrtoint %1218 : !llvm.ptr to i64
      %1220 = llvm.inttoptr %1219 : i64 to !llvm.ptr
      %1221 = llvm.load %1220 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1222 = llvm.getelementptr %288[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1223 = llvm.ptrtoint %1222 : !llvm.ptr<1> to i64
      %1224 = llvm.inttoptr %1223 : i64 to !llvm.ptr<1>
      llvm.store %1221, %1224 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb190
    ^bb190:  // 2 preds: ^bb188, ^bb189
      %1225 = llvm.and %684, %1206 : i1
      llvm.cond_br %1225, ^bb191, ^bb192
    ^bb191:  // pred: ^bb190
      %1226 = llvm.getelementptr %55[66] : (!llvm.ptr) -> !llvm.ptr, f16
      %1227 = llvm.ptrtoint %1226 : !llvm.ptr to i64
      %1228 = llvm.inttoptr %1227 : i64 to !llvm.ptr
      %1229 = llvm.load %1228 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1230 = llvm.getelementptr %288[8448] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1231 = llvm.ptrtoint %1230 : !llvm.ptr<1> to i64
      %1232 = llvm.inttoptr %1231 : i64 to !llvm.ptr<1>
      llvm.store %1229, %1232 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb192
    ^bb192:  // 2 preds: ^bb190, ^bb191
      %1233 = llvm.and %684, %1216 : i1
      llvm.cond_br %1233, ^bb193, ^bb194
    ^bb193:  // pred: ^bb192
      %1234 = llvm.getelementptr %55[67] : (!llvm.ptr) -> !llvm.ptr, f16
      %1235 = llvm.ptrtoint %1234 : !llvm.ptr to i64
      %1236 = llvm.inttoptr %1235 : i64 to !llvm.ptr
      %1237 = llvm.load %1236 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1238 = llvm.getelementptr %288[8449] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1239 = llvm.ptrtoint %1238 : !llvm.ptr<1> to i64
      %1240 = llvm.inttoptr %1239 : i64 to !llvm.ptr<1>
      llvm.store %1237, %1240 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb194
    ^bb194:  // 2 preds: ^bb192, ^bb193
      %1241 = llvm.and %702, %1206 : i1
      llvm.cond_br %1241, ^bb195, ^bb196
    ^bb195:  // pred: ^bb194
      %1242 = llvm.getelementptr %55[68] : (!llvm.ptr) -> !llvm.ptr, f16
      %1243 = llvm.ptrtoint %1242 : !llvm.ptr to i64
      %1244 = llvm.inttoptr %1243 : i64 to !llvm.ptr
      %1245 = llvm.load %1244 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1246 = llvm.getelementptr %288[33600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1247 = llvm.ptrtoint %1246 : !llvm.ptr<1> to i64
      %1248 = llvm.inttoptr %1247 : i64 to !llvm.ptr<1>
      llvm.store %1245, %1248 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb196
    ^bb196:  // 2 preds: ^bb194, ^bb195
      %1249 = llvm.and %702, %1216 : i1
      llvm.cond_br %1249, ^bb197, ^bb198
    ^bb197:  // pred: ^bb196
      %1250 = llvm.getelementptr %55[69] : (!llvm.ptr) -> !llvm.ptr, f16
      %1251 = llvm.ptrtoint %1250 : !llvm.ptr to i64
      %1252 = llvm.inttoptr %1251 : i64 to !llvm.ptr
      %1253 = llvm.load %1252 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1254 = llvm.getelementptr %288[33601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1255 = llvm.ptrtoint %1254 : !llvm.ptr<1> to i64
      %1256 = llvm.inttoptr %1255 : i64 to !llvm.ptr<1>
      llvm.store %1253, %1256 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb198
    ^bb198:  // 2 preds: ^bb196, ^bb197
      %1257 = llvm.and %720, %1206 : i1
      llvm.cond_br %1257, ^bb199, ^bb200
    ^bb199:  // pred: ^bb198
      %1258 = llvm.getelementptr %55[70] : (!llvm.ptr) -> !llvm.ptr, f16
      %1259 = llvm.ptrtoint %1258 : !llvm.ptr to i64
      %1260 = llvm.inttoptr %1259 : i64 to !llvm.ptr
      %1261 = llvm.load %1260 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1262 = llvm.getelementptr %288[41984] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1263 = llvm.ptrtoint %1262 : !llvm.ptr<1> to i64
      %1264 = llvm.inttoptr %1263 : i64 to !llvm.ptr<1>
      llvm.store %1261, %1264 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb200
    ^bb200:  // 2 preds: ^bb198, ^bb199
      %1265 = llvm.and %720, %1216 : i1
      llvm.cond_br %1265, ^bb201, ^bb202
    ^bb201:  // pred: ^bb200
      %1266 = llvm.getelementptr %55[71] : (!llvm.ptr) -> !llvm.ptr, f16
      %1267 = llvm.ptrtoint %1266 : !llvm.ptr to i64
      %1268 = llvm.inttoptr %1267 : i64 to !llvm.ptr
      %1269 = llvm.load %1268 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1270 = llvm.getelementptr %288[41985] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1271 = llvm.ptrtoint %1270 : !llvm.ptr<1> to i64
      %1272 = llvm.inttoptr %1271 : i64 to !llvm.ptr<1>
      llvm.store %1269, %1272 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb202
    ^bb202:  // 2 preds: ^bb200, ^bb201
      %1273 = llvm.and %738, %1206 : i1
      llvm.cond_br %1273, ^bb203, ^bb204
    ^bb203:  // pred: ^bb202
      %1274 = llvm.getelementptr %55[72] : (!llvm.ptr) -> !llvm.ptr, f16
      %1275 = llvm.ptrtoint %1274 : !llvm.ptr to i64
      %1276 = llvm.inttoptr %1275 : i64 to !llvm.ptr
      %1277 = llvm.load %1276 {alignment = 16 : i64} : !llvm.ptr -> f16
      %1278 = llvm.getelementptr %288[67136] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1279 = llvm.ptrtoint %1278 : !llvm.ptr<1> to i64
      %1280 = llvm.inttoptr %1279 : i64 to !llvm.ptr<1>
      llvm.store %1277, %1280 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb204
    ^bb204:  // 2 preds: ^bb202, ^bb203
      %1281 = llvm.and %738, %1216 : i1
      llvm.cond_br %1281, ^bb205, ^bb206
    ^bb205:  // pred: ^bb204
      %1282 = llvm.getelementptr %55[73] : (!llvm.ptr) -> !llvm.ptr, f16
      %1283 = llvm.ptrtoint %1282 : !llvm.ptr to i64
      %1284 = llvm.inttoptr %1283 : i64 to !llvm.ptr
      %1285 = llvm.load %1284 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1286 = llvm.getelementptr %288[67137] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1287 = llvm.ptrtoint %1286 : !llvm.ptr<1> to i64
      %1288 = llvm.inttoptr %1287 : i64 to !llvm.ptr<1>
      llvm.store %1285, %1288 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb206
    ^bb206:  // 2 preds: ^bb204, ^bb205
      %1289 = llvm.and %756, %1206 : i1
      llvm.cond_br %1289, ^bb207, ^bb208
    ^bb207:  // pred: ^bb206
      %1290 = llvm.getelementptr %55[74] : (!llvm.ptr) -> !llvm.ptr, f16
      %1291 = llvm.ptrtoint %1290 : !llvm.ptr to i64
      %1292 = llvm.inttoptr %1291 : i64 to !llvm.ptr
      %1293 = llvm.load %1292 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1294 = llvm.getelementptr %288[75520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1295 = llvm.ptrtoint %1294 : !llvm.ptr<1> to i64
      %1296 = llvm.inttoptr %1295 : i64 to !llvm.ptr<1>
      llvm.store %1293, %1296 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb208
    ^bb208:  // 2 preds: ^bb206, ^bb207
      %1297 = llvm.and %756, %1216 : i1
      llvm.cond_br %1297, ^bb209, ^bb210
    ^bb209:  // pred: ^bb208
      %1298 = llvm.getelementptr %55[75] : (!llvm.ptr) -> !llvm.ptr, f16
      %1299 = llvm.ptrtoint %1298 : !llvm.ptr to i64
      %1300 = llvm.inttoptr %1299 : i64 to !llvm.ptr
      %1301 = llvm.load %1300 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1302 = llvm.getelementptr %288[75521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1303 = llvm.ptrtoint %1302 : !llvm.ptr<1> to i64
      %1304 = llvm.inttoptr %1303 : i64 to !llvm.ptr<1>
      llvm.store %1301, %1304 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      %1305 = llvm.and %774, %1206 : i1
      llvm.cond_br %1305, ^bb211, ^bb212
    ^bb211:  // pred: ^bb210
      %1306 = llvm.getelementptr %55[76] : (!llvm.ptr) -> !llvm.ptr, f16
      %1307 = llvm.ptrtoint %1306 : !llvm.ptr to i64
      %1308 = llvm.inttoptr %1307 : i64 to !llvm.ptr
      %1309 = llvm.load %1308 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1310 = llvm.getelementptr %288[100672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1311 = llvm.ptrtoint %1310 : !llvm.ptr<1> to i64
      %1312 = llvm.inttoptr %1311 : i64 to !llvm.ptr<1>
      llvm.store %1309, %1312 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb212
    ^bb212:  // 2 preds: ^bb210, ^bb211
      %1313 = llvm.and %774, %1216 : i1
      llvm.cond_br %1313, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      %1314 = llvm.getelementptr %55[77] : (!llvm.ptr) -> !llvm.ptr, f16
      %1315 = llvm.ptrtoint %1314 : !llvm.ptr to i64
      %1316 = llvm.inttoptr %1315 : i64 to !llvm.ptr
      %1317 = llvm.load %1316 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1318 = llvm.getelementptr %288[100673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1319 = llvm.ptrtoint %1318 : !llvm.ptr<1> to i64
      %1320 = llvm.inttoptr %1319 : i64 to !llvm.ptr<1>
      llvm.store %1317, %1320 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      %1321 = llvm.and %792, %1206 : i1
      llvm.cond_br %1321, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      %1322 = llvm.getelementptr %55[78] : (!llvm.ptr) -> !llvm.ptr, f16
      %1323 = llvm.ptrtoint %1322 : !llvm.ptr to i64
      %1324 = llvm.inttoptr %1323 : i64 to !llvm.ptr
      %1325 = llvm.load %1324 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1326 = llvm.getelementptr %288[109056] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1327 = llvm.ptrtoint %1326 : !llvm.ptr<1> to i64
      %1328 = llvm.inttoptr %1327 : i64 to !llvm.ptr<1>
      llvm.store %1325, %1328 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      %1329 = llvm.and %792, %1216 : i1
      llvm.cond_br %1329, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      %1330 = llvm.getelementptr %55[79] : (!llvm.ptr) -> !llvm.ptr, f16
      %1331 = llvm.ptrtoint %1330 : !llvm.ptr to i64
      %1332 = llvm.inttoptr %1331 : i64 to !llvm.ptr
      %1333 = llvm.load %1332 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1334 = llvm.getelementptr %288[109057] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1335 = llvm.ptrtoint %1334 : !llvm.ptr<1> to i64
      %1336 = llvm.inttoptr %1335 : i64 to !llvm.ptr<1>
      llvm.store %1333, %1336 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      %1337 = llvm.add %664, %10 : i32
      %1338 = llvm.icmp "slt" %1337, %39 : i32
      %1339 = llvm.and %665, %1338 : i1
      llvm.cond_br %1339, ^bb219, ^bb220
    ^bb219:  // pred: ^bb218
      %1340 = llvm.getelementptr %55[80] : (!llvm.ptr) -> !llvm.ptr, f16
      %1341 = llvm.ptrtoint %1340 : !llvm.ptr to i64
      %1342 = llvm.inttoptr %1341 : i64 to !llvm.ptr
      %1343 = llvm.load %1342 {alignment = 32 : i64} : !llvm.ptr -> f16
      %1344 = llvm.getelementptr %288[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1345 = llvm.ptrtoint %1344 : !llvm.ptr<1> to i64
      %1346 = llvm.inttoptr %1345 : i64 to !llvm.ptr<1>
      llvm.store %1343, %1346 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb220
    ^bb220:  // 2 preds: ^bb218, ^bb219
      %1347 = llvm.add %664, %9 : i32
      %1348 = llvm.icmp "slt" %1347, %39 : i32
      %1349 = llvm.and %665, %1348 : i1
      llvm.cond_br %1349, ^bb221, ^bb222
    ^bb221:  // pred: ^bb220
      %1350 = llvm.getelementptr %55[81] : (!llvm.ptr) -> !llvm.ptr, f16
      %1351 = llvm.ptrtoint %1350 : !llvm.ptr to i64
      %1352 = llvm.inttoptr %1351 : i64 to !llvm.ptr
      %1353 = llvm.load %1352 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1354 = llvm.getelementptr %288[81] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1355 = llvm.ptrtoint %1354 : !llvm.ptr<1> to i64
      %1356 = llvm.inttoptr %1355 : i64 to !llvm.ptr<1>
      llvm.store %1353, %1356 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb222
    ^bb222:  // 2 preds: ^bb220, ^bb221
      %1357 = llvm.and %684, %1338 : i1
      llvm.cond_br %1357, ^bb223, ^bb224
    ^bb223:  // pred: ^bb222
      %1358 = llvm.getelementptr %55[82] : (!llvm.ptr) -> !llvm.ptr, f16
      %1359 = llvm.ptrtoint %1358 : !llvm.ptr to i64
      %1360 = llvm.inttoptr %1359 : i64 to !llvm.ptr
      %1361 = llvm.load %1360 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1362 = llvm.getelementptr %288[8464] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1363 = llvm.ptrtoint %1362 : !llvm.ptr<1> to i64
      %1364 = llvm.inttoptr %1363 : i64 to !llvm.ptr<1>
      llvm.store %1361, %1364 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb224
    ^bb224:  // 2 preds: ^bb222, ^bb223
      %1365 = llvm.and %684, %1348 : i1
      llvm.cond_br %1365, ^bb225, ^bb226
    ^bb225:  // pred: ^bb224
      %1366 = llvm.getelementptr %55[83] : (!llvm.ptr) -> !llvm.ptr, f16
      %1367 = llvm.ptrtoint %1366 : !llvm.ptr to i64
      %1368 = llvm.inttoptr %1367 : i64 to !llvm.ptr
      %1369 = llvm.load %1368 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1370 = llvm.getelementptr %288[8465] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1371 = llvm.ptrtoint %1370 : !llvm.ptr<1> to i64
      %1372 = llvm.inttoptr %1371 : i64 to !llvm.ptr<1>
      llvm.store %1369, %1372 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb226
    ^bb226:  // 2 preds: ^bb224, ^bb225
      %1373 = llvm.and %702, %1338 : i1
      llvm.cond_br %1373, ^bb227, ^bb228
    ^bb227:  // pred: ^bb226
      %1374 = llvm.getelementptr %55[84] : (!llvm.ptr) -> !llvm.ptr, f16
      %1375 = llvm.ptrtoint %1374 : !llvm.ptr to i64
      %1376 = llvm.inttoptr %1375 : i64 to !llvm.ptr
      %1377 = llvm.load %1376 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1378 = llvm.getelementptr %288[33616] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1379 = llvm.ptrtoint %1378 : !llvm.ptr<1> to i64
      %1380 = llvm.inttoptr %1379 : i64 to !llvm.ptr<1>
      llvm.store %1377, %1380 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb228
    ^bb228:  // 2 preds: ^bb226, ^bb227
      %1381 = llvm.and %702, %1348 : i1
      llvm.cond_br %1381, ^bb229, ^bb230
    ^bb229:  // pred: ^bb228
      %1382 = llvm.getelementptr %55[85] : (!llvm.ptr) -> !llvm.ptr, f16
      %1383 = llvm.ptrtoint %1382 : !llvm.ptr to i64
      %1384 = llvm.inttoptr %1383 : i64 to !llvm.ptr
      %1385 = llvm.load %1384 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1386 = llvm.getelementptr %288[33617] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1387 = llvm.ptrtoint %1386 : !llvm.ptr<1> to i64
      %1388 = llvm.inttoptr %1387 : i64 to !llvm.ptr<1>
      llvm.store %1385, %1388 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb230
    ^bb230:  // 2 preds: ^bb228, ^bb229
      %1389 = llvm.and %720, %1338 : i1
      llvm.cond_br %1389, ^bb231, ^bb232
    ^bb231:  // pred: ^bb230
      %1390 = llvm.getelementptr %55[86] : (!llvm.ptr) -> !llvm.ptr, f16
      %1391 = llvm.ptrtoint %1390 : !llvm.ptr to i64
      %1392 = llvm.inttoptr %1391 : i64 to !llvm.ptr
      %1393 = llvm.load %1392 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1394 = llvm.getelementptr %288[42000] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1395 = llvm.ptrtoint %1394 : !llvm.ptr<1> to i64
      %1396 = llvm.inttoptr %1395 : i64 to !llvm.ptr<1>
      llvm.store %1393, %1396 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb232
    ^bb232:  // 2 preds: ^bb230, ^bb231
      %1397 = llvm.and %720, %1348 : i1
      llvm.cond_br %1397, ^bb233, ^bb234
    ^bb233:  // pred: ^bb232
      %1398 = llvm.getelementptr %55[87] : (!llvm.ptr) -> !llvm.ptr, f16
      %1399 = llvm.ptrtoint %1398 : !llvm.ptr to i64
      %1400 = llvm.inttoptr %1399 : i64 to !llvm.ptr
      %1401 = llvm.load %1400 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1402 = llvm.getelementptr %288[42001] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1403 = llvm.ptrtoint %1402 : !llvm.ptr<1> to i64
      %1404 = llvm.inttoptr %1403 : i64 to !llvm.ptr<1>
      llvm.store %1401, %1404 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb234
    ^bb234:  // 2 preds: ^bb232, ^bb233
      %1405 = llvm.and %738, %1338 : i1
      llvm.cond_br %1405, ^bb235, ^bb236
    ^bb235:  // pred: ^bb234
      %1406 = llvm.getelementptr %55[88] : (!llvm.ptr) -> !llvm.ptr, f16
      %1407 = llvm.ptrtoint %1406 : !llvm.ptr to i64
      %1408 = llvm.inttoptr %1407 : i64 to !llvm.ptr
      %1409 = llvm.load %1408 {alignment = 16 : i64} : !llvm.ptr -> f16
      %1410 = llvm.getelementptr %288[67152] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1411 = llvm.ptrtoint %1410 : !llvm.ptr<1> to i64
      %1412 = llvm.inttoptr %1411 : i64 to !llvm.ptr<1>
      llvm.store %1409, %1412 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb236
    ^bb236:  // 2 preds: ^bb234, ^bb235
      %1413 = llvm.and %738, %1348 : i1
      llvm.cond_br %1413, ^bb237, ^bb238
    ^bb237:  // pred: ^bb236
      %1414 = llvm.getelementptr %55[89] : (!llvm.ptr) -> !llvm.ptr, f16
      %1415 = llvm.ptrtoint %1414 : !llvm.ptr to i64
      %1416 = llvm.inttoptr %1415 : i64 to !llvm.ptr
      %1417 = llvm.load %1416 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1418 = llvm.getelementptr %288[67153] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1419 = llvm.ptrtoint %1418 : !llvm.ptr<1> to i64
      %1420 = llvm.inttoptr %1419 : i64 to !llvm.ptr<1>
      llvm.store %1417, %1420 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb238
    ^bb238:  // 2 preds: ^bb236, ^bb237
      %1421 = llvm.and %756, %1338 : i1
      llvm.cond_br %1421, ^bb239, ^bb240
    ^bb239:  // pred: ^bb238
      %1422 = llvm.getelementptr %55[90] : (!llvm.ptr) -> !llvm.ptr, f16
      %1423 = llvm.ptrtoint %1422 : !llvm.ptr to i64
      %1424 = llvm.inttoptr %1423 : i64 to !llvm.ptr
      %1425 = llvm.load %1424 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1426 = llvm.getelementptr %288[75536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1427 = llvm.ptrtoint %1426 : !llvm.ptr<1> to i64
      %1428 = llvm.inttoptr %1427 : i64 to !llvm.ptr<1>
      llvm.store %1425, %1428 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb240
    ^bb240:  // 2 preds: ^bb238, ^bb239
      %1429 = llvm.and %756, %1348 : i1
      llvm.cond_br %1429, ^bb241, ^bb242
    ^bb241:  // pred: ^bb240
      %1430 = llvm.getelementptr %55[91] : (!llvm.ptr) -> !llvm.ptr, f16
      %1431 = llvm.ptrtoint %1430 : !llvm.ptr to i64
      %1432 = llvm.inttoptr %1431 : i64 to !llvm.ptr
      %1433 = llvm.load %1432 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1434 = llvm.getelementptr %288[75537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1435 = llvm.ptrtoint %1434 : !llvm.ptr<1> to i64
      %1436 = llvm.inttoptr %1435 : i64 to !llvm.ptr<1>
      llvm.store %1433, %1436 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb242
    ^bb242:  // 2 preds: ^bb240, ^bb241
      %1437 = llvm.and %774, %1338 : i1
      llvm.cond_br %1437, ^bb243, ^bb244
    ^bb243:  // pred: ^bb242
      %1438 = llvm.getelementptr %55[92] : (!llvm.ptr) -> !llvm.ptr, f16
      %1439 = llvm.ptrtoint %1438 : !llvm.ptr to i64
      %1440 = llvm.inttoptr %1439 : i64 to !llvm.ptr
      %1441 = llvm.load %1440 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1442 = llvm.getelementptr %288[100688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1443 = llvm.ptrtoint %1442 : !llvm.ptr<1> to i64
      %1444 = llvm.inttoptr %1443 : i64 to !llvm.ptr<1>
      llvm.store %1441, %1444 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb244
    ^bb244:  // 2 preds: ^bb242, ^bb243
      %1445 = llvm.and %774, %1348 : i1
      llvm.cond_br %1445, ^bb245, ^bb246
    ^bb245:  // pred: ^bb244
      %1446 = llvm.getelementptr %55[93] : (!llvm.ptr) -> !llvm.ptr, f16
      %1447 = llvm.ptrtoint %1446 : !llvm.ptr to i64
      %1448 = llvm.inttoptr %1447 : i64 to !llvm.ptr
      %1449 = llvm.load %1448 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1450 = llvm.getelementptr %288[100689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1451 = llvm.ptrtoint %1450 : !llvm.ptr<1> to i64
      %1452 = llvm.inttoptr %1451 : i64 to !llvm.ptr<1>
      llvm.store %1449, %1452 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb246
    ^bb246:  // 2 preds: ^bb244, ^bb245
      %1453 = llvm.and %792, %1338 : i1
      llvm.cond_br %1453, ^bb247, ^bb248
    ^bb247:  // pred: ^bb246
      %1454 = llvm.getelementptr %55[94] : (!llvm.ptr) -> !llvm.ptr, f16
      %1455 = llvm.ptrtoint %1454 : !llvm.ptr to i64
      %1456 = llvm.inttoptr %1455 : i64 to !llvm.ptr
      %1457 = llvm.load %1456 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1458 = llvm.getelementptr %288[109072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1459 = llvm.ptrtoint %1458 : !llvm.ptr<1> to i64
      %1460 = llvm.inttoptr %1459 : i64 to !llvm.ptr<1>
      llvm.store %1457, %1460 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb248
    ^bb248:  // 2 preds: ^bb246, ^bb247
      %1461 = llvm.and %792, %1348 : i1
      llvm.cond_br %1461, ^bb249, ^bb250
    ^bb249:  // pred: ^bb248
      %1462 = llvm.getelementptr %55[95] : (!llvm.ptr) -> !llvm.ptr, f16
      %1463 = llvm.ptrtoint %1462 : !llvm.ptr to i64
      %1464 = llvm.inttoptr %1463 : i64 to !llvm.ptr
      %1465 = llvm.load %1464 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1466 = llvm.getelementptr %288[109073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1467 = llvm.ptrtoint %1466 : !llvm.ptr<1> to i64
      %1468 = llvm.inttoptr %1467 : i64 to !llvm.ptr<1>
      llvm.store %1465, %1468 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb250
    ^bb250:  // 2 preds: ^bb248, ^bb249
      %1469 = llvm.add %664, %16 : i32
      %1470 = llvm.icmp "slt" %1469, %39 : i32
      %1471 = llvm.and %665, %1470 : i1
      llvm.cond_br %1471, ^bb251, ^bb252
    ^bb251:  // pred: ^bb250
      %1472 = llvm.getelementptr %55[96] : (!llvm.ptr) -> !llvm.ptr, f16
      %1473 = llvm.ptrtoint %1472 : !llvm.ptr to i64
      %1474 = llvm.inttoptr %1473 : i64 to !llvm.ptr
      %1475 = llvm.load %1474 {alignment = 32 : i64} : !llvm.ptr -> f16
      %1476 = llvm.getelementptr %288[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1477 = llvm.ptrtoint %1476 : !llvm.ptr<1> to i64
      %1478 = llvm.inttoptr %1477 : i64 to !llvm.ptr<1>
      llvm.store %1475, %1478 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb252
    ^bb252:  // 2 preds: ^bb250, ^bb251
      %1479 = llvm.add %664, %8 : i32
      %1480 = llvm.icmp "slt" %1479, %39 : i32
      %1481 = llvm.and %665, %1480 : i1
      llvm.cond_br %1481, ^bb253, ^bb254
    ^bb253:  // pred: ^bb252
      %1482 = llvm.getelementptr %55[97] : (!llvm.ptr) -> !llvm.ptr, f16
      %1483 = llvm.ptrtoint %1482 : !llvm.ptr to i64
      %1484 = llvm.inttoptr %1483 : i64 to !llvm.ptr
      %1485 = llvm.load %1484 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1486 = llvm.getelementptr %288[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1487 = llvm.ptrtoint %1486 : !llvm.ptr<1> to i64
      %1488 = llvm.inttoptr %1487 : i64 to !llvm.ptr<1>
      llvm.store %1485, %1488 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb254
    ^bb254:  // 2 preds: ^bb252, ^bb253
      %1489 = llvm.and %684, %1470 : i1
      llvm.cond_br %1489, ^bb255, ^bb256
    ^bb255:  // pred: ^bb254
      %1490 = llvm.getelementptr %55[98] : (!llvm.ptr) -> !llvm.ptr, f16
      %1491 = llvm.ptrtoint %1490 : !llvm.ptr to i64
      %1492 = llvm.inttoptr %1491 : i64 to !llvm.ptr
      %1493 = llvm.load %1492 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1494 = llvm.getelementptr %288[8480] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1495 = llvm.ptrtoint %1494 : !llvm.ptr<1> to i64
      %1496 = llvm.inttoptr %1495 : i64 to !llvm.ptr<1>
      llvm.store %1493, %1496 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb256
    ^bb256:  // 2 preds: ^bb254, ^bb255
      %1497 = llvm.and %684, %1480 : i1
      llvm.cond_br %1497, ^bb257, ^bb258
    ^bb257:  // pred: ^bb256
      %1498 = llvm.getelementptr %55[99] : (!llvm.ptr) -> !llvm.ptr, f16
      %1499 = llvm.ptrtoint %1498 : !llvm.ptr to i64
      %1500 = llvm.inttoptr %1499 : i64 to !llvm.ptr
      %1501 = llvm.load %1500 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1502 = llvm.getelementptr %288[8481] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1503 = llvm.ptrtoint %1502 : !llvm.ptr<1> to i64
      %1504 = llvm.inttoptr %1503 : i64 to !llvm.ptr<1>
      llvm.store %1501, %1504 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb258
    ^bb258:  // 2 preds: ^bb256, ^bb257
      %1505 = llvm.and %702, %1470 : i1
      llvm.cond_br %1505, ^bb259, ^bb260
    ^bb259:  // pred: ^bb258
      %1506 = llvm.getelementptr %55[100] : (!llvm.ptr) -> !llvm.ptr, f16
      %1507 = llvm.ptrtoint %1506 : !llvm.ptr to i64
      %1508 = llvm.inttoptr %1507 : i64 to !llvm.ptr
      %1509 = llvm.load %1508 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1510 = llvm.getelementptr %288[33632] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1511 = llvm.ptrtoint %1510 : !llvm.ptr<1> to i64
      %1512 = llvm.inttoptr %1511 : i64 to !llvm.ptr<1>
      llvm.store %1509, %1512 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb260
    ^bb260:  // 2 preds: ^bb258, ^bb259
      %1513 = llvm.and %702, %1480 : i1
      llvm.cond_br %1513, ^bb261, ^bb262
    ^bb261:  // pred: ^bb260
      %1514 = llvm.getelementptr %55[101] : (!llvm.ptr) -> !llvm.ptr, f16
      %1515 = llvm.ptrtoint %1514 : !llvm.ptr to i64
      %1516 = llvm.inttoptr %1515 : i64 to !llvm.ptr
      %1517 = llvm.load %1516 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1518 = llvm.getelementptr %288[33633] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1519 = llvm.ptrtoint %1518 : !llvm.ptr<1> to i64
      %1520 = llvm.inttoptr %1519 : i64 to !llvm.ptr<1>
      llvm.store %1517, %1520 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb262
    ^bb262:  // 2 preds: ^bb260, ^bb261
      %1521 = llvm.and %720, %1470 : i1
      llvm.cond_br %1521, ^bb263, ^bb264
    ^bb263:  // pred: ^bb262
      %1522 = llvm.getelementptr %55[102] : (!llvm.ptr) -> !llvm.ptr, f16
      %1523 = llvm.ptrtoint %1522 : !llvm.ptr to i64
      %1524 = llvm.inttoptr %1523 : i64 to !llvm.ptr
      %1525 = llvm.load %1524 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1526 = llvm.getelementptr %288[42016] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1527 = llvm.ptrtoint %1526 : !llvm.ptr<1> to i64
      %1528 = llvm.inttoptr %1527 : i64 to !llvm.ptr<1>
      llvm.store %1525, %1528 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb264
    ^bb264:  // 2 preds: ^bb262, ^bb263
      %1529 = llvm.and %720, %1480 : i1
      llvm.cond_br %1529, ^bb265, ^bb266
    ^bb265:  // pred: ^bb264
      %1530 = llvm.getelementptr %55[103] : (!llvm.ptr) -> !llvm.ptr, f16
      %1531 = llvm.ptrtoint %1530 : !llvm.ptr to i64
      %1532 = llvm.inttoptr %1531 : i64 to !llvm.ptr
      %1533 = llvm.load %1532 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1534 = llvm.getelementptr %288[42017] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1535 = llvm.ptrtoint %1534 : !llvm.ptr<1> to i64
      %1536 = llvm.inttoptr %1535 : i64 to !llvm.ptr<1>
      llvm.store %1533, %1536 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb266
    ^bb266:  // 2 preds: ^bb264, ^bb265
      %1537 = llvm.and %738, %1470 : i1
      llvm.cond_br %1537, ^bb267, ^bb268
    ^bb267:  // pred: ^bb266
      %1538 = llvm.getelementptr %55[104] : (!llvm.ptr) -> !llvm.ptr, f16
      %1539 = llvm.ptrtoint %1538 : !llvm.ptr to i64
      %1540 = llvm.inttoptr %1539 : i64 to !llvm.ptr
      %1541 = llvm.load %1540 {alignment = 16 : i64} : !llvm.ptr -> f16
      %1542 = llvm.getelementptr %288[67168] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1543 = llvm.ptrtoint %1542 : !llvm.ptr<1> to i64
      %1544 = llvm.inttoptr %1543 : i64 to !llvm.ptr<1>
      llvm.store %1541, %1544 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb268
    ^bb268:  // 2 preds: ^bb266, ^bb267
      %1545 = llvm.and %738, %1480 : i1
      llvm.cond_br %1545, ^bb269, ^bb270
    ^bb269:  // pred: ^bb268
      %1546 = llvm.getelementptr %55[105] : (!llvm.ptr) -> !llvm.ptr, f16
      %1547 = llvm.ptrtoint %1546 : !llvm.ptr to i64
      %1548 = llvm.inttoptr %1547 : i64 to !llvm.ptr
      %1549 = llvm.load %1548 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1550 = llvm.getelementptr %288[67169] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1551 = llvm.ptrtoint %1550 : !llvm.ptr<1> to i64
      %1552 = llvm.inttoptr %1551 : i64 to !llvm.ptr<1>
      llvm.store %1549, %1552 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb270
    ^bb270:  // 2 preds: ^bb268, ^bb269
      %1553 = llvm.and %756, %1470 : i1
      llvm.cond_br %1553, ^bb271, ^bb272
    ^bb271:  // pred: ^bb270
      %1554 = llvm.getelementptr %55[106] : (!llvm.ptr) -> !llvm.ptr, f16
      %1555 = llvm.ptrtoint %1554 : !llvm.ptr to i64
      %1556 = llvm.inttoptr %1555 : i64 to !llvm.ptr
      %1557 = llvm.load %1556 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1558 = llvm.getelementptr %288[75552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1559 = llvm.ptrtoint %1558 : !llvm.ptr<1> to i64
      %1560 = llvm.inttoptr %1559 : i64 to !llvm.ptr<1>
      llvm.store %1557, %1560 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb272
    ^bb272:  // 2 preds: ^bb270, ^bb271
      %1561 = llvm.and %756, %1480 : i1
      llvm.cond_br %1561, ^bb273, ^bb274
    ^bb273:  // pred: ^bb272
      %1562 = llvm.getelementptr %55[107] : (!llvm.ptr) -> !llvm.ptr, f16
      %1563 = llvm.ptrtoint %1562 : !llvm.ptr to i64
      %1564 = llvm.inttoptr %1563 : i64 to !llvm.ptr
      %1565 = llvm.load %1564 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1566 = llvm.getelementptr %288[75553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1567 = llvm.ptrtoint %1566 : !llvm.ptr<1> to i64
      %1568 = llvm.inttoptr %1567 : i64 to !llvm.ptr<1>
      llvm.store %1565, %1568 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb274
    ^bb274:  // 2 preds: ^bb272, ^bb273
      %1569 = llvm.and %774, %1470 : i1
      llvm.cond_br %1569, ^bb275, ^bb276
    ^bb275:  // pred: ^bb274
      %1570 = llvm.getelementptr %55[108] : (!llvm.ptr) -> !llvm.ptr, f16
      %1571 = llvm.ptrtoint %1570 : !llvm.ptr to i64
      %1572 = llvm.inttoptr %1571 : i64 to !llvm.ptr
      %1573 = llvm.load %1572 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1574 = llvm.getelementptr %288[100704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1575 = llvm.ptrtoint %1574 : !llvm.ptr<1> to i64
      %1576 = llvm.inttoptr %1575 : i64 to !llvm.ptr<1>
      llvm.store %1573, %1576 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb276
    ^bb276:  // 2 preds: ^bb274, ^bb275
      %1577 = llvm.and %774, %1480 : i1
      llvm.cond_br %1577, ^bb277, ^bb278
    ^bb277:  // pred: ^bb276
      %1578 = llvm.getelementptr %55[109] : (!llvm.ptr) -> !llvm.ptr, f16
      %1579 = llvm.ptrtoint %1578 : !llvm.ptr to i64
      %1580 = llvm.inttoptr %1579 : i64 to !llvm.ptr
      %1581 = llvm.load %1580 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1582 = llvm.getelementptr %288[100705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1583 = llvm.ptrtoint %1582 : !llvm.ptr<1> to i64
      %1584 = llvm.inttoptr %1583 : i64 to !llvm.ptr<1>
      llvm.store %1581, %1584 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb278
    ^bb278:  // 2 preds: ^bb276, ^bb277
      %1585 = llvm.and %792, %1470 : i1
      llvm.cond_br %1585, ^bb279, ^bb280
    ^bb279:  // pred: ^bb278
      %1586 = llvm.getelementptr %55[110] : (!llvm.ptr) -> !llvm.ptr, f16
      %1587 = llvm.ptrtoint %1586 : !llvm.ptr to i64
      %1588 = llvm.inttoptr %1587 : i64 to !llvm.ptr
      %1589 = llvm.load %1588 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1590 = llvm.getelementptr %288[109088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1591 = llvm.ptrtoint %1590 : !llvm.ptr<1> to i64
      %1592 = llvm.inttoptr %1591 : i64 to !llvm.ptr<1>
      llvm.store %1589, %1592 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb280
    ^bb280:  // 2 preds: ^bb278, ^bb279
      %1593 = llvm.and %792, %1480 : i1
      llvm.cond_br %1593, ^bb281, ^bb282
    ^bb281:  // pred: ^bb280
      %1594 = llvm.getelementptr %55[111] : (!llvm.ptr) -> !llvm.ptr, f16
      %1595 = llvm.ptrtoint %1594 : !llvm.ptr to i64
      %1596 = llvm.inttoptr %1595 : i64 to !llvm.ptr
      %1597 = llvm.load %1596 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1598 = llvm.getelementptr %288[109089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1599 = llvm.ptrtoint %1598 : !llvm.ptr<1> to i64
      %1600 = llvm.inttoptr %1599 : i64 to !llvm.ptr<1>
      llvm.store %1597, %1600 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb282
    ^bb282:  // 2 preds: ^bb280, ^bb281
      %1601 = llvm.add %664, %7 : i32
      %1602 = llvm.icmp "slt" %1601, %39 : i32
      %1603 = llvm.and %665, %1602 : i1
      llvm.cond_br %1603, ^bb283, ^bb284
    ^bb283:  // pred: ^bb282
      %1604 = llvm.getelementptr %55[112] : (!llvm.ptr) -> !llvm.ptr, f16
      %1605 = llvm.ptrtoint %1604 : !llvm.ptr to i64
      %1606 = llvm.inttoptr %1605 : i64 to !llvm.ptr
      %1607 = llvm.load %1606 {alignment = 32 : i64} : !llvm.ptr -> f16
      %1608 = llvm.getelementptr %288[112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1609 = llvm.ptrtoint %1608 : !llvm.ptr<1> to i64
      %1610 = llvm.inttoptr %1609 : i64 to !llvm.ptr<1>
      llvm.store %1607, %1610 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb284
    ^bb284:  // 2 preds: ^bb282, ^bb283
      %1611 = llvm.add %664, %6 : i32
      %1612 = llvm.icmp "slt" %1611, %39 : i32
      %1613 = llvm.and %665, %1612 : i1
      llvm.cond_br %1613, ^bb285, ^bb286
    ^bb285:  // pred: ^bb284
      %1614 = llvm.getelementptr %55[113] : (!llvm.ptr) -> !llvm.ptr, f16
      %1615 = llvm.ptrtoint %1614 : !llvm.ptr to i64
      %1616 = llvm.inttoptr %1615 : i64 to !llvm.ptr
      %1617 = llvm.load %1616 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1618 = llvm.getelementptr %288[113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1619 = llvm.ptrtoint %1618 : !llvm.ptr<1> to i64
      %1620 = llvm.inttoptr %1619 : i64 to !llvm.ptr<1>
      llvm.store %1617, %1620 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb286
    ^bb286:  // 2 preds: ^bb284, ^bb285
      %1621 = llvm.and %684, %1602 : i1
      llvm.cond_br %1621, ^bb287, ^bb288
    ^bb287:  // pred: ^bb286
      %1622 = llvm.getelementptr %55[114] : (!llvm.ptr) -> !llvm.ptr, f16
      %1623 = llvm.ptrtoint %1622 : !llvm.ptr to i64
      %1624 = llvm.inttoptr %1623 : i64 to !llvm.ptr
      %1625 = llvm.load %1624 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1626 = llvm.getelementptr %288[8496] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1627 = llvm.ptrtoint %1626 : !llvm.ptr<1> to i64
      %1628 = llvm.inttoptr %1627 : i64 to !llvm.ptr<1>
      llvm.store %1625, %1628 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb288
    ^bb288:  // 2 preds: ^bb286, ^bb287
      %1629 = llvm.and %684, %1612 : i1
      llvm.cond_br %1629, ^bb289, ^bb290
    ^bb289:  // pred: ^bb288
      %1630 = llvm.getelementptr %55[115] : (!llvm.ptr) -> !llvm.ptr, f16
      %1631 = llvm.ptrtoint %1630 : !llvm.ptr to i64
      %1632 = llvm.inttoptr %1631 : i64 to !llvm.ptr
      %1633 = llvm.load %1632 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1634 = llvm.getelementptr %288[8497] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1635 = llvm.ptrtoint %1634 : !llvm.ptr<1> to i64
      %1636 = llvm.inttoptr %1635 : i64 to !llvm.ptr<1>
      llvm.store %1633, %1636 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb290
    ^bb290:  // 2 preds: ^bb288, ^bb289
      %1637 = llvm.and %702, %1602 : i1
      llvm.cond_br %1637, ^bb291, ^bb292
    ^bb291:  // pred: ^bb290
      %1638 = llvm.getelementptr %55[116] : (!llvm.ptr) -> !llvm.ptr, f16
      %1639 = llvm.ptrtoint %1638 : !llvm.ptr to i64
      %1640 = llvm.inttoptr %1639 : i64 to !llvm.ptr
      %1641 = llvm.load %1640 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1642 = llvm.getelementptr %288[33648] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1643 = llvm.ptrtoint %1642 : !llvm.ptr<1> to i64
      %1644 = llvm.inttoptr %1643 : i64 to !llvm.ptr<1>
      llvm.store %1641, %1644 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb292
    ^bb292:  // 2 preds: ^bb290, ^bb291
      %1645 = llvm.and %702, %1612 : i1
      llvm.cond_br %1645, ^bb293, ^bb294
    ^bb293:  // pred: ^bb292
      %1646 = llvm.getelementptr %55[117] : (!llvm.ptr) -> !llvm.ptr, f16
      %1647 = llvm.ptrtoint %1646 : !llvm.ptr to i64
      %1648 = llvm.inttoptr %1647 : i64 to !llvm.ptr
      %1649 = llvm.load %1648 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1650 = llvm.getelementptr %288[33649] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1651 = llvm.ptrtoint %1650 : !llvm.ptr<1> to i64
      %1652 = llvm.inttoptr %1651 : i64 to !llvm.ptr<1>
      llvm.store %1649, %1652 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb294
    ^bb294:  // 2 preds: ^bb292, ^bb293
      %1653 = llvm.and %720, %1602 : i1
      llvm.cond_br %1653, ^bb295, ^bb296
    ^bb295:  // pred: ^bb294
      %1654 = llvm.getelementptr %55[118] : (!llvm.ptr) -> !llvm.ptr, f16
      %1655 = llvm.ptrtoint %1654 : !llvm.ptr to i64
      %1656 = llvm.inttoptr %1655 : i64 to !llvm.ptr
      %1657 = llvm.load %1656 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1658 = llvm.getelementptr %288[42032] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1659 = llvm.ptrtoint %1658 : !llvm.ptr<1> to i64
      %1660 = llvm.inttoptr %1659 : i64 to !llvm.ptr<1>
      llvm.store %1657, %1660 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb296
    ^bb296:  // 2 preds: ^bb294, ^bb295
      %1661 = llvm.and %720, %1612 : i1
      llvm.cond_br %1661, ^bb297, ^bb298
    ^bb297:  // pred: ^bb296
      %1662 = llvm.getelementptr %55[119] : (!llvm.ptr) -> !llvm.ptr, f16
      %1663 = llvm.ptrtoint %1662 : !llvm.ptr to i64
      %1664 = llvm.inttoptr %1663 : i64 to !llvm.ptr
      %1665 = llvm.load %1664 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1666 = llvm.getelementptr %288[42033] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1667 = llvm.ptrtoint %1666 : !llvm.ptr<1> to i64
      %1668 = llvm.inttoptr %1667 : i64 to !llvm.ptr<1>
      llvm.store %1665, %1668 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb298
    ^bb298:  // 2 preds: ^bb296, ^bb297
      %1669 = llvm.and %738, %1602 : i1
      llvm.cond_br %1669, ^bb299, ^bb300
    ^bb299:  // pred: ^bb298
      %1670 = llvm.getelementptr %55[120] : (!llvm.ptr) -> !llvm.ptr, f16
      %1671 = llvm.ptrtoint %1670 : !llvm.ptr to i64
      %1672 = llvm.inttoptr %1671 : i64 to !llvm.ptr
      %1673 = llvm.load %1672 {alignment = 16 : i64} : !llvm.ptr -> f16
      %1674 = llvm.getelementptr %288[67184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1675 = llvm.ptrtoint %1674 : !llvm.ptr<1> to i64
      %1676 = llvm.inttoptr %1675 : i64 to !llvm.ptr<1>
      llvm.store %1673, %1676 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb300
    ^bb300:  // 2 preds: ^bb298, ^bb299
      %1677 = llvm.and %738, %1612 : i1
      llvm.cond_br %1677, ^bb301, ^bb302
    ^bb301:  // pred: ^bb300
      %1678 = llvm.getelementptr %55[121] : (!llvm.ptr) -> !llvm.ptr, f16
      %1679 = llvm.ptrtoint %1678 : !llvm.ptr to i64
      %1680 = llvm.inttoptr %1679 : i64 to !llvm.ptr
      %1681 = llvm.load %1680 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1682 = llvm.getelementptr %288[67185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1683 = llvm.ptrtoint %1682 : !llvm.ptr<1> to i64
      %1684 = llvm.inttoptr %1683 : i64 to !llvm.ptr<1>
      llvm.store %1681, %1684 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb302
    ^bb302:  // 2 preds: ^bb300, ^bb301
      %1685 = llvm.and %756, %1602 : i1
      llvm.cond_br %1685, ^bb303, ^bb304
    ^bb303:  // pred: ^bb302
      %1686 = llvm.getelementptr %55[122] : (!llvm.ptr) -> !llvm.ptr, f16
      %1687 = llvm.ptrtoint %1686 : !llvm.ptr to i64
      %1688 = llvm.inttoptr %1687 : i64 to !llvm.ptr
      %1689 = llvm.load %1688 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1690 = llvm.getelementptr %288[75568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1691 = llvm.ptrtoint %1690 : !llvm.ptr<1> to i64
      %1692 = llvm.inttoptr %1691 : i64 to !llvm.ptr<1>
      llvm.store %1689, %1692 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb304
    ^bb304:  // 2 preds: ^bb302, ^bb303
      %1693 = llvm.and %756, %1612 : i1
      llvm.cond_br %1693, ^bb305, ^bb306
    ^bb305:  // pred: ^bb304
      %1694 = llvm.getelementptr %55[123] : (!llvm.ptr) -> !llvm.ptr, f16
      %1695 = llvm.ptrtoint %1694 : !llvm.ptr to i64
      %1696 = llvm.inttoptr %1695 : i64 to !llvm.ptr
      %1697 = llvm.load %1696 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1698 = llvm.getelementptr %288[75569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1699 = llvm.ptrtoint %1698 : !llvm.ptr<1> to i64
      %1700 = llvm.inttoptr %1699 : i64 to !llvm.ptr<1>
      llvm.store %1697, %1700 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb306
    ^bb306:  // 2 preds: ^bb304, ^bb305
      %1701 = llvm.and %774, %1602 : i1
      llvm.cond_br %1701, ^bb307, ^bb308
    ^bb307:  // pred: ^bb306
      %1702 = llvm.getelementptr %55[124] : (!llvm.ptr) -> !llvm.ptr, f16
      %1703 = llvm.ptrtoint %1702 : !llvm.ptr to i64
      %1704 = llvm.inttoptr %1703 : i64 to !llvm.ptr
      %1705 = llvm.load %1704 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1706 = llvm.getelementptr %288[100720] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1707 = llvm.ptrtoint %1706 : !llvm.ptr<1> to i64
      %1708 = llvm.inttoptr %1707 : i64 to !llvm.ptr<1>
      llvm.store %1705, %1708 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb308
    ^bb308:  // 2 preds: ^bb306, ^bb307
      %1709 = llvm.and %774, %1612 : i1
      llvm.cond_br %1709, ^bb309, ^bb310
    ^bb309:  // pred: ^bb308
      %1710 = llvm.getelementptr %55[125] : (!llvm.ptr) -> !llvm.ptr, f16
      %1711 = llvm.ptrtoint %1710 : !llvm.ptr to i64
      %1712 = llvm.inttoptr %1711 : i64 to !llvm.ptr
      %1713 = llvm.load %1712 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1714 = llvm.getelementptr %288[100721] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1715 = llvm.ptrtoint %1714 : !llvm.ptr<1> to i64
      %1716 = llvm.inttoptr %1715 : i64 to !llvm.ptr<1>
      llvm.store %1713, %1716 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb310
    ^bb310:  // 2 preds: ^bb308, ^bb309
      %1717 = llvm.and %792, %1602 : i1
      llvm.cond_br %1717, ^bb311, ^bb312
    ^bb311:  // pred: ^bb310
      %1718 = llvm.getelementptr %55[126] : (!llvm.ptr) -> !llvm.ptr, f16
      %1719 = llvm.ptrtoint %1718 : !llvm.ptr to i64
      %1720 = llvm.inttoptr %1719 : i64 to !llvm.ptr
      %1721 = llvm.load %1720 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1722 = llvm.getelementptr %288[109104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1723 = llvm.ptrtoint %1722 : !llvm.ptr<1> to i64
      %1724 = llvm.inttoptr %1723 : i64 to !llvm.ptr<1>
      llvm.store %1721, %1724 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb312
    ^bb312:  // 2 preds: ^bb310, ^bb311
      %1725 = llvm.and %792, %1612 : i1
      llvm.cond_br %1725, ^bb313, ^bb57
    ^bb313:  // pred: ^bb312
      %1726 = llvm.getelementptr %55[127] : (!llvm.ptr) -> !llvm.ptr, f16
      %1727 = llvm.ptrtoint %1726 : !llvm.ptr to i64
      %1728 = llvm.inttoptr %1727 : i64 to !llvm.ptr
      %1729 = llvm.load %1728 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1730 = llvm.getelementptr %288[109105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1731 = llvm.ptrtoint %1730 : !llvm.ptr<1> to i64
      %1732 = llvm.inttoptr %1731 : i64 to !llvm.ptr<1>
      llvm.store %1729, %1732 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb57
    ^bb314:  // pred: ^bb57
      llvm.return
    }
  }
  llvm.func @cutlass___call___cute_irkernelsgemm_sm80_h9d1afb6b(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(3 : i32) : i32
    %1 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %2 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %3 = llvm.mlir.constant(6 : i32) : i32
    %4 = llvm.mlir.undef : !llvm_struct_6960aa
    %5 = llvm.mlir.constant(49152 : i64) : i64
    %6 = llvm.mlir.constant(0 : i32) : i32
    %7 = llvm.mlir.constant(2 : i32) : i32
    %8 = llvm.mlir.constant(72 : i32) : i32
    %9 = llvm.mlir.constant(1 : i32) : i32
    %10 = llvm.mlir.constant(128 : i32) : i32
    %11 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
    %12 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %13 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %14 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
    %15 = llvm.insertvalue %12, %4[0] : !llvm_struct_6960aa
    %16 = llvm.insertvalue %11, %15[1] : !llvm_struct_6960aa
    %17 = llvm.insertvalue %13, %4[0] : !llvm_struct_6960aa
    %18 = llvm.insertvalue %11, %17[1] : !llvm_struct_6960aa
    %19 = llvm.insertvalue %14, %4[0] : !llvm_struct_6960aa
    %20 = llvm.insertvalue %11, %19[1] : !llvm_struct_6960aa
    %21 = llvm.alloca %9 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %22 = llvm.alloca %9 x !llvm.array<3 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %23 = llvm.getelementptr %21[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %22, %23 : !llvm.ptr, !llvm.ptr
    %24 = llvm.getelementptr %21[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %10, %24 : i32, !llvm.ptr
    %25 = llvm.getelementptr %21[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %9, %25 : i32, !llvm.ptr
    %26 = llvm.getelementptr %21[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %9, %26 : i32, !llvm.ptr
    %27 = llvm.getelementptr %21[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %5, %27 : i64, !llvm.ptr
    %28 = llvm.getelementptr %21[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %8, %28 : i32, !llvm.ptr
    %29 = llvm.getelementptr %21[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %9, %29 : i32, !llvm.ptr
    %30 = llvm.getelementptr %21[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %7, %30 : i32, !llvm.ptr
    %31 = llvm.getelementptr %21[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %6, %31 : i32, !llvm.ptr
    %32 = llvm.getelementptr %21[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg3, %32 : !llvm.ptr, !llvm.ptr
    %33 = llvm.alloca %9 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %34 = llvm.getelementptr %33[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %21, %34 : !llvm.ptr, !llvm.ptr
    %35 = llvm.load %34 : !llvm.ptr -> !llvm.ptr
    %36 = llvm.getelementptr %35[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %37 = llvm.load %36 : !llvm.ptr -> i32
    %38 = llvm.getelementptr %35[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %39 = llvm.load %38 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%6 : i32)
  ^bb1(%40: i32):  // 2 preds: ^bb3, ^bb5
    %41 = llvm.getelementptr %39[%40] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %42 = llvm.getelementptr %41[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %3, %42 : i32, !llvm.ptr
    %43 = llvm.getelementptr %41[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %6, %43 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // 2 preds: ^bb4, ^bb11
    %44 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %45 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %46 = llvm.call @printf(%45, %44) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %47 = llvm.add %37, %9 : i32
    llvm.store %47, %36 : i32, !llvm.ptr
    llvm.br ^bb1(%37 : i32)
  ^bb4:  // pred: ^bb7
    %48 = llvm.icmp "uge" %37, %0 : i32
    llvm.cond_br %48, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%54 : i32)
  ^bb6:  // pred: ^bb7
    %49 = llvm.getelementptr %39[%54] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %50 = llvm.getelementptr %49[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %51 = llvm.load %50 : !llvm.ptr -> i32
    %52 = llvm.icmp "eq" %51, %3 : i32
    %53 = llvm.add %54, %9 : i32
    llvm.cond_br %52, ^bb5, ^bb7(%53 : i32)
  ^bb7(%54: i32):  // 2 preds: ^bb0, ^bb6
    %55 = llvm.icmp "uge" %54, %37 : i32
    llvm.cond_br %55, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %56 = llvm.load %34 : !llvm.ptr -> !llvm.ptr
    %57 = llvm.getelementptr %56[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %58 = llvm.load %57 : !llvm.ptr -> i32
    %59 = llvm.getelementptr %56[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %60 = llvm.load %59 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb14(%6 : i32)
  ^bb9(%61: i32):  // 2 preds: ^bb10, ^bb12
    %62 = llvm.getelementptr %60[%61] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %63 = llvm.getelementptr %62[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %7, %63 : i32, !llvm.ptr
    %64 = llvm.getelementptr %62[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %6, %64 : i32, !llvm.ptr
    llvm.br ^bb15
  ^bb10:  // pred: ^bb11
    %65 = llvm.add %58, %9 : i32
    llvm.store %65, %57 : i32, !llvm.ptr
    llvm.br ^bb9(%58 : i32)
  ^bb11:  // pred: ^bb14
    %66 = llvm.icmp "uge" %58, %0 : i32
    llvm.cond_br %66, ^bb2, ^bb10
  ^bb12:  // pred: ^bb13
    llvm.br ^bb9(%72 : i32)
  ^bb13:  // pred: ^bb14
    %67 = llvm.getelementptr %60[%72] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %68 = llvm.getelementptr %67[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %69 = llvm.load %68 : !llvm.ptr -> i32
    %70 = llvm.icmp "eq" %69, %7 : i32
    %71 = llvm.add %72, %9 : i32
    llvm.cond_br %70, ^bb12, ^bb14(%71 : i32)
  ^bb14(%72: i32):  // 2 preds: ^bb8, ^bb13
    %73 = llvm.icmp "uge" %72, %58 : i32
    llvm.cond_br %73, ^bb11, ^bb13
  ^bb15:  // pred: ^bb9
    %74 = builtin.unrealized_conversion_cast %33 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 3>
    %75 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hb8ef0853_0<%74> (%16, %18, %20) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %76 = builtin.unrealized_conversion_cast %75 : !cuda.result to i32
    cuda.return_if_error %76 : i32
    llvm.return %6 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___cute_irker_h6c605606(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___cute_irkernelsgemm_sm80_h9d1afb6b(%arg0, %arg1, %arg2, %arg3) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
