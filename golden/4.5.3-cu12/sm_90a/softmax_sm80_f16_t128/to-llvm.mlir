!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h7dc3ff33_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @__nv_exp2f(f32) -> f32
    llvm.func @__nv_log2f(f32) -> f32
    llvm.func @kernel_cutlass_softmax_kernel_tensorptrf_h7dc3ff33_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.constant(31 : i64) : i64
      %1 = llvm.mlir.constant(30 : i64) : i64
      %2 = llvm.mlir.constant(29 : i64) : i64
      %3 = llvm.mlir.constant(28 : i64) : i64
      %4 = llvm.mlir.constant(27 : i64) : i64
      %5 = llvm.mlir.constant(26 : i64) : i64
      %6 = llvm.mlir.constant(25 : i64) : i64
      %7 = llvm.mlir.constant(24 : i64) : i64
      %8 = llvm.mlir.constant(23 : i64) : i64
      %9 = llvm.mlir.constant(22 : i64) : i64
      %10 = llvm.mlir.constant(21 : i64) : i64
      %11 = llvm.mlir.constant(20 : i64) : i64
      %12 = llvm.mlir.constant(19 : i64) : i64
      %13 = llvm.mlir.constant(18 : i64) : i64
      %14 = llvm.mlir.constant(17 : i64) : i64
      %15 = llvm.mlir.constant(16 : i64) : i64
      %16 = llvm.mlir.constant(15 : i64) : i64
      %17 = llvm.mlir.constant(14 : i64) : i64
      %18 = llvm.mlir.constant(13 : i64) : i64
      %19 = llvm.mlir.constant(12 : i64) : i64
      %20 = llvm.mlir.constant(11 : i64) : i64
      %21 = llvm.mlir.constant(10 : i64) : i64
      %22 = llvm.mlir.constant(9 : i64) : i64
      %23 = llvm.mlir.constant(8 : i64) : i64
      %24 = llvm.mlir.constant(7 : i64) : i64
      %25 = llvm.mlir.constant(6 : i64) : i64
      %26 = llvm.mlir.constant(5 : i64) : i64
      %27 = llvm.mlir.constant(4 : i64) : i64
      %28 = llvm.mlir.constant(3 : i64) : i64
      %29 = llvm.mlir.constant(2 : i64) : i64
      %30 = llvm.mlir.constant(1 : i64) : i64
      %31 = llvm.mlir.constant(0 : i64) : i64
      %32 = llvm.mlir.poison : vector<32xf32>
      %33 = llvm.mlir.undef : vector<32xf32>
      %34 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %35 = llvm.mlir.constant(false) : i1
      %36 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %37 = llvm.mlir.constant(-3.40282347E+38 : f32) : f32
      %38 = llvm.mlir.constant(0 : i32) : i32
      %39 = llvm.mlir.constant(2 : i32) : i32
      %40 = llvm.mlir.constant(4096 : i32) : i32
      %41 = llvm.mlir.constant(8 : i32) : i32
      %42 = llvm.mlir.constant(5000 : i32) : i32
      %43 = llvm.mlir.constant(1024 : i32) : i32
      %44 = llvm.mlir.constant(2048 : i32) : i32
      %45 = llvm.mlir.constant(3072 : i32) : i32
      %46 = llvm.mlir.constant(0 : i8) : i8
      %47 = llvm.mlir.constant(1.44269502 : f32) : f32
      %48 = llvm.mlir.constant(-1 : i32) : i32
      %49 = llvm.mlir.constant(16 : i32) : i32
      %50 = llvm.mlir.constant(31 : i32) : i32
      %51 = llvm.mlir.constant(dense<0xFC00> : vector<32xf16>) : vector<32xf16>
      %52 = llvm.mlir.constant(dense<1.44269502> : vector<32xf32>) : vector<32xf32>
      %53 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf16>) : vector<32xf16>
      %54 = llvm.mlir.constant(4 : i32) : i32
      %55 = llvm.mlir.constant(32 : i32) : i32
      %56 = llvm.mlir.constant(1 : i32) : i32
      %57 = llvm.alloca %55 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %58 = llvm.alloca %55 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %59 = llvm.alloca %54 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %60 = llvm.alloca %55 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %61 = llvm.alloca %54 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %62 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %63 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %64 = llvm.srem %62, %55 : i32
      %65 = llvm.sdiv %62, %55 : i32
      %66 = llvm.mul %65, %55 : i32
      %67 = llvm.icmp "ne" %62, %66 : i32
      %68 = llvm.icmp "slt" %62, %38 : i32
      %69 = llvm.icmp "ne" %68, %35 : i1
      %70 = llvm.and %67, %69 : i1
      %71 = llvm.add %65, %48 : i32
      %72 = llvm.select %70, %71, %65 : i1, i32
      %73 = llvm.mul %62, %41 : i32
      %74 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      llvm.br ^bb1(%38, %36, %37 : i32, f32, f32)
    ^bb1(%75: i32, %76: f32, %77: f32):  // 2 preds: ^bb0, ^bb7
      %78 = llvm.icmp "slt" %75, %39 : i32
      llvm.cond_br %78, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %79 = llvm.mul %75, %40 : i32
      %80 = llvm.add %79, %73 : i32
      %81 = llvm.mul %63, %42 : i32
      %82 = llvm.add %81, %79 : i32
      %83 = llvm.getelementptr %74[%82] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %84 = llvm.getelementptr %83[%73] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %85 = llvm.icmp "slt" %80, %42 : i32
      %86 = llvm.zext %85 : i1 to i8
      %87 = llvm.ptrtoint %61 : !llvm.ptr to i64
      %88 = llvm.inttoptr %87 : i64 to !llvm.ptr
      llvm.store %86, %88 {alignment = 32 : i64} : i8, !llvm.ptr
      %89 = llvm.add %80, %43 : i32
      %90 = llvm.icmp "slt" %89, %42 : i32
      %91 = llvm.zext %90 : i1 to i8
      %92 = llvm.getelementptr %61[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %93 = llvm.ptrtoint %92 : !llvm.ptr to i64
      %94 = llvm.inttoptr %93 : i64 to !llvm.ptr
      llvm.store %91, %94 {alignment = 1 : i64} : i8, !llvm.ptr
      %95 = llvm.add %80, %44 : i32
      %96 = llvm.icmp "slt" %95, %42 : i32
      %97 = llvm.zext %96 : i1 to i8
      %98 = llvm.getelementptr %61[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %99 = llvm.ptrtoint %98 : !llvm.ptr to i64
      %100 = llvm.inttoptr %99 : i64 to !llvm.ptr
      llvm.store %97, %100 {alignment = 2 : i64} : i8, !llvm.ptr
      %101 = llvm.add %80, %45 : i32
      %102 = llvm.icmp "slt" %101, %42 : i32
      %103 = llvm.zext %102 : i1 to i8
      %104 = llvm.getelementptr %61[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %105 = llvm.ptrtoint %104 : !llvm.ptr to i64
      %106 = llvm.inttoptr %105 : i64 to !llvm.ptr
      llvm.store %103, %106 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %51, %60 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb3(%38 : i32)
    ^bb3(%107: i32):  // 2 preds: ^bb2, ^bb6
      %108 = llvm.icmp "slt" %107, %54 : i32
      llvm.cond_br %108, ^bb4, ^bb7 {llvm.loop_annotation = #loop_annotation}
    ^bb4:  // pred: ^bb3
      %109 = llvm.mul %107, %43 : i32
      %110 = llvm.getelementptr %84[%109] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %111 = llvm.mul %107, %41 : i32
      %112 = llvm.getelementptr %60[%111] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %113 = llvm.getelementptr %61[%107] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %114 = llvm.load %113 : !llvm.ptr -> i8
      %115 = llvm.icmp "ne" %114, %46 : i8
      llvm.cond_br %115, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %116 = llvm.load %110 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %116, %112 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %117 = llvm.add %107, %56 : i32
      llvm.br ^bb3(%117 : i32)
    ^bb7:  // pred: ^bb3
      %118 = llvm.load %60 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %119 = llvm.fpext %118 : vector<32xf16> to vector<32xf32>
      %120 = llvm.intr.vector.reduce.fmaximum(%119) : (vector<32xf32>) -> f32
      %121 = llvm.intr.maximum(%120, %37) : (f32, f32) -> f32
      %122 = llvm.fcmp "ugt" %77, %121 : f32
      %123 = llvm.select %122, %77, %121 : i1, f32
      %124 = llvm.fcmp "uno" %121, %121 : f32
      %125 = llvm.select %124, %121, %123 : i1, f32
      %126 = llvm.insertelement %125, %33[%38 : i32] : vector<32xf32>
      %127 = llvm.shufflevector %126, %33 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %128 = llvm.fsub %119, %127 : vector<32xf32>
      %129 = llvm.fmul %128, %52 : vector<32xf32>
      %130 = llvm.extractelement %129[%31 : i64] : vector<32xf32>
      %131 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
      %132 = llvm.insertelement %131, %32[%31 : i64] : vector<32xf32>
      %133 = llvm.extractelement %129[%30 : i64] : vector<32xf32>
      %134 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %133 : (f32) -> f32
      %135 = llvm.insertelement %134, %132[%30 : i64] : vector<32xf32>
      %136 = llvm.extractelement %129[%29 : i64] : vector<32xf32>
      %137 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %136 : (f32) -> f32
      %138 = llvm.insertelement %137, %135[%29 : i64] : vector<32xf32>
      %139 = llvm.extractelement %129[%28 : i64] : vector<32xf32>
      %140 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %139 : (f32) -> f32
      %141 = llvm.insertelement %140, %138[%28 : i64] : vector<32xf32>
      %142 = llvm.extractelement %129[%27 : i64] : vector<32xf32>
      %143 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %142 : (f32) -> f32
      %144 = llvm.insertelement %143, %141[%27 : i64] : vector<32xf32>
      %145 = llvm.extractelement %129[%26 : i64] : vector<32xf32>
      %146 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %145 : (f32) -> f32
      %147 = llvm.insertelement %146, %144[%26 : i64] : vector<32xf32>
      %148 = llvm.extractelement %129[%25 : i64] : vector<32xf32>
      %149 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
      %150 = llvm.insertelement %149, %147[%25 : i64] : vector<32xf32>
      %151 = llvm.extractelement %129[%24 : i64] : vector<32xf32>
      %152 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %151 : (f32) -> f32
      %153 = llvm.insertelement %152, %150[%24 : i64] : vector<32xf32>
      %154 = llvm.extractelement %129[%23 : i64] : vector<32xf32>
      %155 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %154 : (f32) -> f32
      %156 = llvm.insertelement %155, %153[%23 : i64] : vector<32xf32>
      %157 = llvm.extractelement %129[%22 : i64] : vector<32xf32>
      %158 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %157 : (f32) -> f32
      %159 = llvm.insertelement %158, %156[%22 : i64] : vector<32xf32>
      %160 = llvm.extractelement %129[%21 : i64] : vector<32xf32>
      %161 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %160 : (f32) -> f32
      %162 = llvm.insertelement %161, %159[%21 : i64] : vector<32xf32>
      %163 = llvm.extractelement %129[%20 : i64] : vector<32xf32>
      %164 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %163 : (f32) -> f32
      %165 = llvm.insertelement %164, %162[%20 : i64] : vector<32xf32>
      %166 = llvm.extractelement %129[%19 : i64] : vector<32xf32>
      %167 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %166 : (f32) -> f32
      %168 = llvm.insertelement %167, %165[%19 : i64] : vector<32xf32>
      %169 = llvm.extractelement %129[%18 : i64] : vector<32xf32>
      %170 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %169 : (f32) -> f32
      %171 = llvm.insertelement %170, %168[%18 : i64] : vector<32xf32>
      %172 = llvm.extractelement %129[%17 : i64] : vector<32xf32>
      %173 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %172 : (f32) -> f32
      %174 = llvm.insertelement %173, %171[%17 : i64] : vector<32xf32>
      %175 = llvm.extractelement %129[%16 : i64] : vector<32xf32>
      %176 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %175 : (f32) -> f32
      %177 = llvm.insertelement %176, %174[%16 : i64] : vector<32xf32>
      %178 = llvm.extractelement %129[%15 : i64] : vector<32xf32>
      %179 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %178 : (f32) -> f32
      %180 = llvm.insertelement %179, %177[%15 : i64] : vector<32xf32>
      %181 = llvm.extractelement %129[%14 : i64] : vector<32xf32>
      %182 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %181 : (f32) -> f32
      %183 = llvm.insertelement %182, %180[%14 : i64] : vector<32xf32>
      %184 = llvm.extractelement %129[%13 : i64] : vector<32xf32>
      %185 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %184 : (f32) -> f32
      %186 = llvm.insertelement %185, %183[%13 : i64] : vector<32xf32>
      %187 = llvm.extractelement %129[%12 : i64] : vector<32xf32>
      %188 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
      %189 = llvm.insertelement %188, %186[%12 : i64] : vector<32xf32>
      %190 = llvm.extractelement %129[%11 : i64] : vector<32xf32>
      %191 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %190 : (f32) -> f32
      %192 = llvm.insertelement %191, %189[%11 : i64] : vector<32xf32>
      %193 = llvm.extractelement %129[%10 : i64] : vector<32xf32>
      %194 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %193 : (f32) -> f32
      %195 = llvm.insertelement %194, %192[%10 : i64] : vector<32xf32>
      %196 = llvm.extractelement %129[%9 : i64] : vector<32xf32>
      %197 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
      %198 = llvm.insertelement %197, %195[%9 : i64] : vector<32xf32>
      %199 = llvm.extractelement %129[%8 : i64] : vector<32xf32>
      %200 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %199 : (f32) -> f32
      %201 = llvm.insertelement %200, %198[%8 : i64] : vector<32xf32>
      %202 = llvm.extractelement %129[%7 : i64] : vector<32xf32>
      %203 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %202 : (f32) -> f32
      %204 = llvm.insertelement %203, %201[%7 : i64] : vector<32xf32>
      %205 = llvm.extractelement %129[%6 : i64] : vector<32xf32>
      %206 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %205 : (f32) -> f32
      %207 = llvm.insertelement %206, %204[%6 : i64] : vector<32xf32>
      %208 = llvm.extractelement %129[%5 : i64] : vector<32xf32>
      %209 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %208 : (f32) -> f32
      %210 = llvm.insertelement %209, %207[%5 : i64] : vector<32xf32>
      %211 = llvm.extractelement %129[%4 : i64] : vector<32xf32>
      %212 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %211 : (f32) -> f32
      %213 = llvm.insertelement %212, %210[%4 : i64] : vector<32xf32>
      %214 = llvm.extractelement %129[%3 : i64] : vector<32xf32>
      %215 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %214 : (f32) -> f32
      %216 = llvm.insertelement %215, %213[%3 : i64] : vector<32xf32>
      %217 = llvm.extractelement %129[%2 : i64] : vector<32xf32>
      %218 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %217 : (f32) -> f32
      %219 = llvm.insertelement %218, %216[%2 : i64] : vector<32xf32>
      %220 = llvm.extractelement %129[%1 : i64] : vector<32xf32>
      %221 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %220 : (f32) -> f32
      %222 = llvm.insertelement %221, %219[%1 : i64] : vector<32xf32>
      %223 = llvm.extractelement %129[%0 : i64] : vector<32xf32>
      %224 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
      %225 = llvm.insertelement %224, %222[%0 : i64] : vector<32xf32>
      %226 = "llvm.intr.vector.reduce.fadd"(%36, %225) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<32xf32>) -> f32
      %227 = llvm.fsub %77, %125 : f32
      %228 = llvm.fmul %227, %47 : f32
      %229 = llvm.call @__nv_exp2f(%228) : (f32) -> f32
      %230 = llvm.fmul %76, %229 : f32
      %231 = llvm.fadd %230, %226 : f32
      %232 = llvm.add %75, %56 : i32
      llvm.br ^bb1(%232, %231, %125 : i32, f32, f32)
    ^bb8:  // pred: ^bb1
      %233 = nvvm.shfl.sync  bfly %48, %77, %49, %50 : f32 -> f32
      %234 = nvvm.shfl.sync  bfly %48, %76, %49, %50 : f32 -> f32
      %235 = llvm.fcmp "ugt" %77, %233 : f32
      %236 = llvm.select %235, %77, %233 : i1, f32
      %237 = llvm.fcmp "uno" %233, %233 : f32
      %238 = llvm.select %237, %233, %236 : i1, f32
      %239 = llvm.fsub %77, %238 : f32
      %240 = llvm.fmul %239, %47 : f32
      %241 = llvm.call @__nv_exp2f(%240) : (f32) -> f32
      %242 = llvm.fmul %76, %241 : f32
      %243 = llvm.fsub %233, %238 : f32
      %244 = llvm.fmul %243, %47 : f32
      %245 = llvm.call @__nv_exp2f(%244) : (f32) -> f32
      %246 = llvm.fmul %234, %245 : f32
      %247 = llvm.fadd %242, %246 : f32
      %248 = nvvm.shfl.sync  bfly %48, %238, %41, %50 : f32 -> f32
      %249 = nvvm.shfl.sync  bfly %48, %247, %41, %50 : f32 -> f32
      %250 = llvm.fcmp "ugt" %238, %248 : f32
      %251 = llvm.select %250, %238, %248 : i1, f32
      %252 = llvm.fcmp "uno" %248, %248 : f32
      %253 = llvm.select %252, %248, %251 : i1, f32
      %254 = llvm.fsub %238, %253 : f32
      %255 = llvm.fmul %254, %47 : f32
      %256 = llvm.call @__nv_exp2f(%255) : (f32) -> f32
      %257 = llvm.fmul %247, %256 : f32
      %258 = llvm.fsub %248, %253 : f32
      %259 = llvm.fmul %258, %47 : f32
      %260 = llvm.call @__nv_exp2f(%259) : (f32) -> f32
      %261 = llvm.fmul %249, %260 : f32
      %262 = llvm.fadd %257, %261 : f32
      %263 = nvvm.shfl.sync  bfly %48, %253, %54, %50 : f32 -> f32
      %264 = nvvm.shfl.sync  bfly %48, %262, %54, %50 : f32 -> f32
      %265 = llvm.fcmp "ugt" %253, %263 : f32
      %266 = llvm.select %265, %253, %263 : i1, f32
      %267 = llvm.fcmp "uno" %263, %263 : f32
      %268 = llvm.select %267, %263, %266 : i1, f32
      %269 = llvm.fsub %253, %268 : f32
      %270 = llvm.fmul %269, %47 : f32
      %271 = llvm.call @__nv_exp2f(%270) : (f32) -> f32
      %272 = llvm.fmul %262, %271 : f32
      %273 = llvm.fsub %263, %268 : f32
      %274 = llvm.fmul %273, %47 : f32
      %275 = llvm.call @__nv_exp2f(%274) : (f32) -> f32
      %276 = llvm.fmul %264, %275 : f32
      %277 = llvm.fadd %272, %276 : f32
      %278 = nvvm.shfl.sync  bfly %48, %268, %39, %50 : f32 -> f32
      %279 = nvvm.shfl.sync  bfly %48, %277, %39, %50 : f32 -> f32
      %280 = llvm.fcmp "ugt" %268, %278 : f32
      %281 = llvm.select %280, %268, %278 : i1, f32
      %282 = llvm.fcmp "uno" %278, %278 : f32
      %283 = llvm.select %282, %278, %281 : i1, f32
      %284 = llvm.fsub %268, %283 : f32
      %285 = llvm.fmul %284, %47 : f32
      %286 = llvm.call @__nv_exp2f(%285) : (f32) -> f32
      %287 = llvm.fmul %277, %286 : f32
      %288 = llvm.fsub %278, %283 : f32
      %289 = llvm.fmul %288, %47 : f32
      %290 = llvm.call @__nv_exp2f(%289) : (f32) -> f32
      %291 = llvm.fmul %279, %290 : f32
      %292 = llvm.fadd %287, %291 : f32
      %293 = nvvm.shfl.sync  bfly %48, %283, %56, %50 : f32 -> f32
      %294 = nvvm.shfl.sync  bfly %48, %292, %56, %50 : f32 -> f32
      %295 = llvm.fcmp "ugt" %283, %293 : f32
      %296 = llvm.select %295, %283, %293 : i1, f32
      %297 = llvm.fcmp "uno" %293, %293 : f32
      %298 = llvm.select %297, %293, %296 : i1, f32
      %299 = llvm.fsub %283, %298 : f32
      %300 = llvm.fmul %299, %47 : f32
      %301 = llvm.call @__nv_exp2f(%300) : (f32) -> f32
      %302 = llvm.fmul %292, %301 : f32
      %303 = llvm.fsub %293, %298 : f32
      %304 = llvm.fmul %303, %47 : f32
      %305 = llvm.call @__nv_exp2f(%304) : (f32) -> f32
      %306 = llvm.fmul %294, %305 : f32
      %307 = llvm.fadd %302, %306 : f32
      %308 = llvm.getelementptr %34[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %309 = llvm.icmp "eq" %64, %38 : i32
      llvm.cond_br %309, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %310 = llvm.getelementptr %34[%72] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %311 = llvm.ptrtoint %310 : !llvm.ptr<3> to i64
      %312 = llvm.inttoptr %311 : i64 to !llvm.ptr<3>
      llvm.store %298, %312 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %313 = llvm.getelementptr %308[%72] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %314 = llvm.ptrtoint %313 : !llvm.ptr<3> to i64
      %315 = llvm.inttoptr %314 : i64 to !llvm.ptr<3>
      llvm.store %307, %315 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %316 = llvm.ptrtoint %34 : !llvm.ptr<3> to i64
      %317 = llvm.inttoptr %316 : i64 to !llvm.ptr<3>
      %318 = llvm.load %317 {alignment = 1024 : i64} : !llvm.ptr<3> -> f32
      %319 = llvm.ptrtoint %308 : !llvm.ptr<3> to i64
      %320 = llvm.inttoptr %319 : i64 to !llvm.ptr<3>
      %321 = llvm.load %320 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %322 = llvm.getelementptr %34[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %323 = llvm.ptrtoint %322 : !llvm.ptr<3> to i64
      %324 = llvm.inttoptr %323 : i64 to !llvm.ptr<3>
      %325 = llvm.load %324 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %326 = llvm.getelementptr %308[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %327 = llvm.ptrtoint %326 : !llvm.ptr<3> to i64
      %328 = llvm.inttoptr %327 : i64 to !llvm.ptr<3>
      %329 = llvm.load %328 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %330 = llvm.fcmp "ugt" %318, %325 : f32
      %331 = llvm.select %330, %318, %325 : i1, f32
      %332 = llvm.fcmp "uno" %325, %325 : f32
      %333 = llvm.select %332, %325, %331 : i1, f32
      %334 = llvm.fsub %318, %333 : f32
      %335 = llvm.fmul %334, %47 : f32
      %336 = llvm.call @__nv_exp2f(%335) : (f32) -> f32
      %337 = llvm.fmul %321, %336 : f32
      %338 = llvm.fsub %325, %333 : f32
      %339 = llvm.fmul %338, %47 : f32
      %340 = llvm.call @__nv_exp2f(%339) : (f32) -> f32
      %341 = llvm.fmul %329, %340 : f32
      %342 = llvm.fadd %337, %341 : f32
      %343 = llvm.getelementptr %34[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %344 = llvm.ptrtoint %343 : !llvm.ptr<3> to i64
      %345 = llvm.inttoptr %344 : i64 to !llvm.ptr<3>
      %346 = llvm.load %345 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %347 = llvm.getelementptr %308[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %348 = llvm.ptrtoint %347 : !llvm.ptr<3> to i64
      %349 = llvm.inttoptr %348 : i64 to !llvm.ptr<3>
      %350 = llvm.load %349 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %351 = llvm.fcmp "ugt" %333, %346 : f32
      %352 = llvm.select %351, %333, %346 : i1, f32
      %353 = llvm.fcmp "uno" %346, %346 : f32
      %354 = llvm.select %353, %346, %352 : i1, f32
      %355 = llvm.fsub %333, %354 : f32
      %356 = llvm.fmul %355, %47 : f32
      %357 = llvm.call @__nv_exp2f(%356) : (f32) -> f32
      %358 = llvm.fmul %342, %357 : f32
      %359 = llvm.fsub %346, %354 : f32
      %360 = llvm.fmul %359, %47 : f32
      %361 = llvm.call @__nv_exp2f(%360) : (f32) -> f32
      %362 = llvm.fmul %350, %361 : f32
      %363 = llvm.fadd %358, %362 : f32
      %364 = llvm.getelementptr %34[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %365 = llvm.ptrtoint %364 : !llvm.ptr<3> to i64
      %366 = llvm.inttoptr %365 : i64 to !llvm.ptr<3>
      %367 = llvm.load %366 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %368 = llvm.getelementptr %308[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %369 = llvm.ptrtoint %368 : !llvm.ptr<3> to i64
      %370 = llvm.inttoptr %369 : i64 to !llvm.ptr<3>
      %371 = llvm.load %370 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %372 = llvm.fcmp "ugt" %354, %367 : f32
      %373 = llvm.select %372, %354, %367 : i1, f32
      %374 = llvm.fcmp "uno" %367, %367 : f32
      %375 = llvm.select %374, %367, %373 : i1, f32
      %376 = llvm.fsub %354, %375 : f32
      %377 = llvm.fmul %376, %47 : f32
      %378 = llvm.call @__nv_exp2f(%377) : (f32) -> f32
      %379 = llvm.fmul %363, %378 : f32
      %380 = llvm.fsub %367, %375 : f32
      %381 = llvm.fmul %380, %47 : f32
      %382 = llvm.call @__nv_exp2f(%381) : (f32) -> f32
      %383 = llvm.fmul %371, %382 : f32
      %384 = llvm.fadd %379, %383 : f32
      %385 = llvm.call @__nv_log2f(%384) : (f32) -> f32
      %386 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %387 = llvm.insertelement %375, %33[%38 : i32] : vector<32xf32>
      %388 = llvm.shufflevector %387, %33 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %389 = llvm.insertelement %385, %33[%38 : i32] : vector<32xf32>
      %390 = llvm.shufflevector %389, %33 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      llvm.br ^bb11(%38 : i32)
    ^bb11(%391: i32):  // 2 preds: ^bb10, ^bb22
      %392 = llvm.icmp "slt" %391, %39 : i32
      llvm.cond_br %392, ^bb12, ^bb23
    ^bb12:  // pred: ^bb11
      %393 = llvm.mul %63, %42 : i32
      %394 = llvm.mul %391, %40 : i32
      %395 = llvm.add %393, %394 : i32
      %396 = llvm.getelementptr %74[%395] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %397 = llvm.getelementptr %396[%73] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %398 = llvm.getelementptr %386[%395] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %399 = llvm.getelementptr %398[%73] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %400 = llvm.add %394, %73 : i32
      %401 = llvm.icmp "slt" %400, %42 : i32
      %402 = llvm.zext %401 : i1 to i8
      %403 = llvm.ptrtoint %59 : !llvm.ptr to i64
      %404 = llvm.inttoptr %403 : i64 to !llvm.ptr
      llvm.store %402, %404 {alignment = 32 : i64} : i8, !llvm.ptr
      %405 = llvm.add %400, %43 : i32
      %406 = llvm.icmp "slt" %405, %42 : i32
      %407 = llvm.zext %406 : i1 to i8
      %408 = llvm.getelementptr %59[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %409 = llvm.ptrtoint %408 : !llvm.ptr to i64
      %410 = llvm.inttoptr %409 : i64 to !llvm.ptr
      llvm.store %407, %410 {alignment = 1 : i64} : i8, !llvm.ptr
      %411 = llvm.add %400, %44 : i32
      %412 = llvm.icmp "slt" %411, %42 : i32
      %413 = llvm.zext %412 : i1 to i8
      %414 = llvm.getelementptr %59[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %415 = llvm.ptrtoint %414 : !llvm.ptr to i64
      %416 = llvm.inttoptr %415 : i64 to !llvm.ptr
      llvm.store %413, %416 {alignment = 2 : i64} : i8, !llvm.ptr
      %417 = llvm.add %400, %45 : i32
      %418 = llvm.icmp "slt" %417, %42 : i32
      %419 = llvm.zext %418 : i1 to i8
      %420 = llvm.getelementptr %59[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %421 = llvm.ptrtoint %420 : !llvm.ptr to i64
      %422 = llvm.inttoptr %421 : i64 to !llvm.ptr
      llvm.store %419, %422 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %53, %58 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb13(%38 : i32)
    ^bb13(%423: i32):  // 2 preds: ^bb12, ^bb16
      %424 = llvm.icmp "slt" %423, %54 : i32
      llvm.cond_br %424, ^bb14, ^bb17 {llvm.loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb13
      %425 = llvm.mul %423, %43 : i32
      %426 = llvm.getelementptr %397[%425] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %427 = llvm.mul %423, %41 : i32
      %428 = llvm.getelementptr %58[%427] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %429 = llvm.getelementptr %59[%423] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %430 = llvm.load %429 : !llvm.ptr -> i8
      %431 = llvm.icmp "ne" %430, %46 : i8
      llvm.cond_br %431, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %432 = llvm.load %426 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %432, %428 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %433 = llvm.add %423, %56 : i32
      llvm.br ^bb13(%433 : i32)
    ^bb17:  // pred: ^bb13
      %434 = llvm.load %58 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %435 = llvm.fpext %434 : vector<32xf16> to vector<32xf32>
      %436 = llvm.fsub %435, %388 : vector<32xf32>
      %437 = llvm.fmul %436, %52 : vector<32xf32>
      %438 = llvm.fsub %437, %390 : vector<32xf32>
      %439 = llvm.extractelement %438[%31 : i64] : vector<32xf32>
      %440 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %439 : (f32) -> f32
      %441 = llvm.insertelement %440, %32[%31 : i64] : vector<32xf32>
      %442 = llvm.extractelement %438[%30 : i64] : vector<32xf32>
      %443 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %442 : (f32) -> f32
      %444 = llvm.insertelement %443, %441[%30 : i64] : vector<32xf32>
      %445 = llvm.extractelement %438[%29 : i64] : vector<32xf32>
      %446 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %445 : (f32) -> f32
      %447 = llvm.insertelement %446, %444[%29 : i64] : vector<32xf32>
      %448 = llvm.extractelement %438[%28 : i64] : vector<32xf32>
      %449 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %448 : (f32) -> f32
      %450 = llvm.insertelement %449, %447[%28 : i64] : vector<32xf32>
      %451 = llvm.extractelement %438[%27 : i64] : vector<32xf32>
      %452 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %451 : (f32) -> f32
      %453 = llvm.insertelement %452, %450[%27 : i64] : vector<32xf32>
      %454 = llvm.extractelement %438[%26 : i64] : vector<32xf32>
      %455 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %454 : (f32) -> f32
      %456 = llvm.insertelement %455, %453[%26 : i64] : vector<32xf32>
      %457 = llvm.extractelement %438[%25 : i64] : vector<32xf32>
      %458 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %457 : (f32) -> f32
      %459 = llvm.insertelement %458, %456[%25 : i64] : vector<32xf32>
      %460 = llvm.extractelement %438[%24 : i64] : vector<32xf32>
      %461 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %460 : (f32) -> f32
      %462 = llvm.insertelement %461, %459[%24 : i64] : vector<32xf32>
      %463 = llvm.extractelement %438[%23 : i64] : vector<32xf32>
      %464 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %463 : (f32) -> f32
      %465 = llvm.insertelement %464, %462[%23 : i64] : vector<32xf32>
      %466 = llvm.extractelement %438[%22 : i64] : vector<32xf32>
      %467 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %466 : (f32) -> f32
      %468 = llvm.insertelement %467, %465[%22 : i64] : vector<32xf32>
      %469 = llvm.extractelement %438[%21 : i64] : vector<32xf32>
      %470 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %469 : (f32) -> f32
      %471 = llvm.insertelement %470, %468[%21 : i64] : vector<32xf32>
      %472 = llvm.extractelement %438[%20 : i64] : vector<32xf32>
      %473 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %472 : (f32) -> f32
      %474 = llvm.insertelement %473, %471[%20 : i64] : vector<32xf32>
      %475 = llvm.extractelement %438[%19 : i64] : vector<32xf32>
      %476 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %475 : (f32) -> f32
      %477 = llvm.insertelement %476, %474[%19 : i64] : vector<32xf32>
      %478 = llvm.extractelement %438[%18 : i64] : vector<32xf32>
      %479 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %478 : (f32) -> f32
      %480 = llvm.insertelement %479, %477[%18 : i64] : vector<32xf32>
      %481 = llvm.extractelement %438[%17 : i64] : vector<32xf32>
      %482 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %481 : (f32) -> f32
      %483 = llvm.insertelement %482, %480[%17 : i64] : vector<32xf32>
      %484 = llvm.extractelement %438[%16 : i64] : vector<32xf32>
      %485 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %484 : (f32) -> f32
      %486 = llvm.insertelement %485, %483[%16 : i64] : vector<32xf32>
      %487 = llvm.extractelement %438[%15 : i64] : vector<32xf32>
      %488 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %487 : (f32) -> f32
      %489 = llvm.insertelement %488, %486[%15 : i64] : vector<32xf32>
      %490 = llvm.extractelement %438[%14 : i64] : vector<32xf32>
      %491 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %490 : (f32) -> f32
      %492 = llvm.insertelement %491, %489[%14 : i64] : vector<32xf32>
      %493 = llvm.extractelement %438[%13 : i64] : vector<32xf32>
      %494 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %493 : (f32) -> f32
      %495 = llvm.insertelement %494, %492[%13 : i64] : vector<32xf32>
      %496 = llvm.extractelement %438[%12 : i64] : vector<32xf32>
      %497 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %496 : (f32) -> f32
      %498 = llvm.insertelement %497, %495[%12 : i64] : vector<32xf32>
      %499 = llvm.extractelement %438[%11 : i64] : vector<32xf32>
      %500 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %499 : (f32) -> f32
      %501 = llvm.insertelement %500, %498[%11 : i64] : vector<32xf32>
      %502 = llvm.extractelement %438[%10 : i64] : vector<32xf32>
      %503 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %502 : (f32) -> f32
      %504 = llvm.insertelement %503, %501[%10 : i64] : vector<32xf32>
      %505 = llvm.extractelement %438[%9 : i64] : vector<32xf32>
      %506 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %505 : (f32) -> f32
      %507 = llvm.insertelement %506, %504[%9 : i64] : vector<32xf32>
      %508 = llvm.extractelement %438[%8 : i64] : vector<32xf32>
      %509 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %508 : (f32) -> f32
      %510 = llvm.insertelement %509, %507[%8 : i64] : vector<32xf32>
      %511 = llvm.extractelement %438[%7 : i64] : vector<32xf32>
      %512 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %511 : (f32) -> f32
      %513 = llvm.insertelement %512, %510[%7 : i64] : vector<32xf32>
      %514 = llvm.extractelement %438[%6 : i64] : vector<32xf32>
      %515 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %514 : (f32) -> f32
      %516 = llvm.insertelement %515, %513[%6 : i64] : vector<32xf32>
      %517 = llvm.extractelement %438[%5 : i64] : vector<32xf32>
      %518 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %517 : (f32) -> f32
      %519 = llvm.insertelement %518, %516[%5 : i64] : vector<32xf32>
      %520 = llvm.extractelement %438[%4 : i64] : vector<32xf32>
      %521 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %520 : (f32) -> f32
      %522 = llvm.insertelement %521, %519[%4 : i64] : vector<32xf32>
      %523 = llvm.extractelement %438[%3 : i64] : vector<32xf32>
      %524 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %523 : (f32) -> f32
      %525 = llvm.insertelement %524, %522[%3 : i64] : vector<32xf32>
      %526 = llvm.extractelement %438[%2 : i64] : vector<32xf32>
      %527 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %526 : (f32) -> f32
      %528 = llvm.insertelement %527, %525[%2 : i64] : vector<32xf32>
      %529 = llvm.extractelement %438[%1 : i64] : vector<32xf32>
      %530 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %529 : (f32) -> f32
      %531 = llvm.insertelement %530, %528[%1 : i64] : vector<32xf32>
      %532 = llvm.extractelement %438[%0 : i64] : vector<32xf32>
      %533 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %532 : (f32) -> f32
      %534 = llvm.insertelement %533, %531[%0 : i64] : vector<32xf32>
      %535 = llvm.fptrunc %534 : vector<32xf32> to vector<32xf16>
      llvm.store %535, %57 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb18(%38 : i32)
    ^bb18(%536: i32):  // 2 preds: ^bb17, ^bb21
      %537 = llvm.icmp "slt" %536, %54 : i32
      llvm.cond_br %537, ^bb19, ^bb22 {llvm.loop_annotation = #loop_annotation}
    ^bb19:  // pred: ^bb18
      %538 = llvm.mul %536, %41 : i32
      %539 = llvm.getelementptr %57[%538] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %540 = llvm.mul %536, %43 : i32
      %541 = llvm.getelementptr %399[%540] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %542 = llvm.getelementptr %59[%536] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %543 = llvm.load %542 : !llvm.ptr -> i8
      %544 = llvm.icmp "ne" %543, %46 : i8
      llvm.cond_br %544, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %545 = llvm.load %539 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %545, %541 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %546 = llvm.add %536, %56 : i32
      llvm.br ^bb18(%546 : i32)
    ^bb22:  // pred: ^bb18
      %547 = llvm.add %391, %56 : i32
      llvm.br ^bb11(%547 : i32)
    ^bb23:  // pred: ^bb11
      llvm.return
    }
  }
  llvm.func @cutlass___call___SoftmaxProgramthreads12_hd7856c87(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.undef : !llvm_struct_6960aa
    %6 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
    %7 = llvm.mlir.constant(96 : i64) : i64
    %8 = llvm.mlir.constant(0 : i32) : i32
    %9 = llvm.mlir.constant(1 : i32) : i32
    %10 = llvm.mlir.constant(128 : i32) : i32
    %11 = llvm.mlir.constant(96 : i32) : i32
    %12 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %13 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %14 = llvm.insertvalue %12, %5[0] : !llvm_struct_6960aa
    %15 = llvm.insertvalue %6, %14[1] : !llvm_struct_6960aa
    %16 = llvm.insertvalue %13, %5[0] : !llvm_struct_6960aa
    %17 = llvm.insertvalue %6, %16[1] : !llvm_struct_6960aa
    %18 = llvm.alloca %9 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %19 = llvm.alloca %9 x !llvm.array<3 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %20 = llvm.getelementptr %18[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %19, %20 : !llvm.ptr, !llvm.ptr
    %21 = llvm.getelementptr %18[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %10, %21 : i32, !llvm.ptr
    %22 = llvm.getelementptr %18[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %9, %22 : i32, !llvm.ptr
    %23 = llvm.getelementptr %18[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %9, %23 : i32, !llvm.ptr
    %24 = llvm.getelementptr %18[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %7, %24 : i64, !llvm.ptr
    %25 = llvm.getelementptr %18[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %11, %25 : i32, !llvm.ptr
    %26 = llvm.getelementptr %18[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %9, %26 : i32, !llvm.ptr
    %27 = llvm.getelementptr %18[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %9, %27 : i32, !llvm.ptr
    %28 = llvm.getelementptr %18[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %8, %28 : i32, !llvm.ptr
    %29 = llvm.getelementptr %18[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg2, %29 : !llvm.ptr, !llvm.ptr
    %30 = llvm.alloca %9 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %31 = llvm.getelementptr %30[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %18, %31 : !llvm.ptr, !llvm.ptr
    %32 = llvm.load %31 : !llvm.ptr -> !llvm.ptr
    %33 = llvm.getelementptr %32[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %34 = llvm.load %33 : !llvm.ptr -> i32
    %35 = llvm.getelementptr %32[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %36 = llvm.load %35 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%8 : i32)
  ^bb1(%37: i32):  // 2 preds: ^bb3, ^bb5
    %38 = llvm.getelementptr %36[%37] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %39 = llvm.getelementptr %38[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %4, %39 : i32, !llvm.ptr
    %40 = llvm.getelementptr %38[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %8, %40 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // 2 preds: ^bb4, ^bb11
    %41 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %42 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %43 = llvm.call @printf(%42, %41) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %44 = llvm.add %34, %9 : i32
    llvm.store %44, %33 : i32, !llvm.ptr
    llvm.br ^bb1(%34 : i32)
  ^bb4:  // pred: ^bb7
    %45 = llvm.icmp "uge" %34, %1 : i32
    llvm.cond_br %45, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%51 : i32)
  ^bb6:  // pred: ^bb7
    %46 = llvm.getelementptr %36[%51] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %47 = llvm.getelementptr %46[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %48 = llvm.load %47 : !llvm.ptr -> i32
    %49 = llvm.icmp "eq" %48, %4 : i32
    %50 = llvm.add %51, %9 : i32
    llvm.cond_br %49, ^bb5, ^bb7(%50 : i32)
  ^bb7(%51: i32):  // 2 preds: ^bb0, ^bb6
    %52 = llvm.icmp "uge" %51, %34 : i32
    llvm.cond_br %52, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %53 = llvm.load %31 : !llvm.ptr -> !llvm.ptr
    %54 = llvm.getelementptr %53[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %55 = llvm.load %54 : !llvm.ptr -> i32
    %56 = llvm.getelementptr %53[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %57 = llvm.load %56 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb14(%8 : i32)
  ^bb9(%58: i32):  // 2 preds: ^bb10, ^bb12
    %59 = llvm.getelementptr %57[%58] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %60 = llvm.getelementptr %59[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %0, %60 : i32, !llvm.ptr
    %61 = llvm.getelementptr %59[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %8, %61 : i32, !llvm.ptr
    llvm.br ^bb15
  ^bb10:  // pred: ^bb11
    %62 = llvm.add %55, %9 : i32
    llvm.store %62, %54 : i32, !llvm.ptr
    llvm.br ^bb9(%55 : i32)
  ^bb11:  // pred: ^bb14
    %63 = llvm.icmp "uge" %55, %1 : i32
    llvm.cond_br %63, ^bb2, ^bb10
  ^bb12:  // pred: ^bb13
    llvm.br ^bb9(%69 : i32)
  ^bb13:  // pred: ^bb14
    %64 = llvm.getelementptr %57[%69] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %65 = llvm.getelementptr %64[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %66 = llvm.load %65 : !llvm.ptr -> i32
    %67 = llvm.icmp "eq" %66, %0 : i32
    %68 = llvm.add %69, %9 : i32
    llvm.cond_br %67, ^bb12, ^bb14(%68 : i32)
  ^bb14(%69: i32):  // 2 preds: ^bb8, ^bb13
    %70 = llvm.icmp "uge" %69, %55 : i32
    llvm.cond_br %70, ^bb11, ^bb13
  ^bb15:  // pred: ^bb9
    %71 = builtin.unrealized_conversion_cast %30 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 3>
    %72 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h7dc3ff33_0<%71> (%15, %17) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %73 = builtin.unrealized_conversion_cast %72 : !cuda.result to i32
    cuda.return_if_error %73 : i32
    llvm.return %8 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___SoftmaxPro_h7e01d5a6(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___SoftmaxProgramthreads12_hd7856c87(%arg0, %arg1, %arg2) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
