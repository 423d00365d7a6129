!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.config_smem_size = 128 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %c6144_i32 = arith.constant 6144 : i32
      %c4096_i32 = arith.constant 4096 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %c16_i64 = arith.constant 16 : i64
      %c1024_i64 = arith.constant 1024 : i64
      %true = arith.constant true
      %0 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %cst = arith.constant 0.000000e+00 : f32
      %c0_i32 = arith.constant 0 : i32
      %c8_i32 = arith.constant 8 : i32
      %cst_0 = arith.constant dense<0.000000e+00> : vector<32xbf16>
      %c0_i8 = arith.constant 0 : i8
      %cst_1 = arith.constant 1.17549435E-38 : f32
      %cst_2 = arith.constant 1.000000e+00 : f32
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c31_i32 = arith.constant 31 : i32
      %c2_i32 = arith.constant 2 : i32
      %cst_3 = arith.constant 5.000000e+03 : f32
      %cst_4 = arith.constant 9.99999984E+17 : f32
      %c96_i32 = arith.constant 96 : i32
      %c5000_i32 = arith.constant 5000 : i32
      %cst_5 = arith.constant dense<0.000000e+00> : vector<32xf32>
      %c4_i32 = arith.constant 4 : i32
      %c32_i32 = arith.constant 32 : i32
      %c1_i32 = arith.constant 1 : i32
      %1 = llvm.alloca %c32_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %2 = llvm.alloca %c32_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %3 = llvm.alloca %c32_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %4 = llvm.alloca %c4_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %5 = llvm.alloca %c32_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %6 = llvm.alloca %c4_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %7 = llvm.ptrtoint %0 : !llvm.ptr<3> to i32
      %8 = nvvm.shfl.sync idx %c-1_i32, %7, %c0_i32, %c31_i32 : i32 -> i32
      %9 = arith.extui %8 : i32 to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%10, %c1024_i64 : !llvm.ptr<3>, i64)] : i1
      %11 = llvm.ptrtoint %10 : !llvm.ptr<3> to i64
      %12 = llvm.inttoptr %11 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%12, %c16_i64 : !llvm.ptr<3>, i64)] : i1
      %13 = llvm.getelementptr %10[32] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %14 = llvm.ptrtoint %13 : !llvm.ptr<3> to i64
      %15 = llvm.inttoptr %14 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%15, %c16_i64 : !llvm.ptr<3>, i64)] : i1
      %16 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %17 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %18 = arith.remsi %16, %c32_i32 : i32
      %19 = arith.floordivsi %16, %c32_i32 : i32
      %20 = arith.muli %17, %c5000_i32 overflow<nsw> : i32
      %21 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %22 = llvm.getelementptr %21[%20] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %23 = arith.muli %16, %c8_i32 overflow<nsw> : i32
      %24 = llvm.getelementptr %22[%23] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %25 = arith.cmpi slt, %17, %c96_i32 : i32
      %26 = arith.cmpi slt, %23, %c5000_i32 : i32
      %27 = arith.andi %25, %26 : i1
      %28 = arith.extui %27 : i1 to i8
      llvm.store %28, %6 {alignment = 32 : i64} : i8, !llvm.ptr
      %29 = arith.addi %23, %c2048_i32 overflow<nsw> : i32
      %30 = arith.cmpi slt, %17, %c96_i32 : i32
      %31 = arith.cmpi slt, %29, %c5000_i32 : i32
      %32 = arith.andi %30, %31 : i1
      %33 = arith.extui %32 : i1 to i8
      %34 = llvm.getelementptr %6[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %33, %34 {alignment = 1 : i64} : i8, !llvm.ptr
      %35 = arith.addi %23, %c4096_i32 overflow<nsw> : i32
      %36 = arith.cmpi slt, %17, %c96_i32 : i32
      %37 = arith.cmpi slt, %35, %c5000_i32 : i32
      %38 = arith.andi %36, %37 : i1
      %39 = arith.extui %38 : i1 to i8
      %40 = llvm.getelementptr %6[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %39, %40 {alignment = 2 : i64} : i8, !llvm.ptr
      %41 = arith.addi %23, %c6144_i32 overflow<nsw> : i32
      %42 = arith.cmpi slt, %17, %c96_i32 : i32
      %43 = arith.cmpi slt, %41, %c5000_i32 : i32
      %44 = arith.andi %42, %43 : i1
      %45 = arith.extui %44 : i1 to i8
      %46 = llvm.getelementptr %6[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %45, %46 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %cst_0, %5 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      scf.for %arg5 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %254 = arith.muli %arg5, %c2048_i32 overflow<nsw> : i32
        %255 = llvm.getelementptr %24[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %256 = arith.muli %arg5, %c8_i32 overflow<nsw> : i32
        %257 = llvm.getelementptr %5[%256] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %258 = llvm.getelementptr %6[%arg5] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %259 = llvm.load %258 {alignment = 1 : i64} : !llvm.ptr -> i8
        %260 = arith.cmpi ne, %259, %c0_i8 : i8
        scf.if %260 {
          %261 = llvm.load %255 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
          llvm.store %261, %257 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
        }
      } {loop_annotation = #loop_annotation}
      %47 = llvm.load %5 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %48 = arith.extf %47 : vector<32xbf16> to vector<32xf32>
      %49 = arith.cmpf olt, %48, %cst_5 : vector<32xf32>
      %50 = arith.negf %48 : vector<32xf32>
      %51 = arith.select %49, %50, %48 : vector<32xi1>, vector<32xf32>
      %52 = vector.reduction <maximumf>, %51, %cst : vector<32xf32> into f32
      %53 = arith.maximumf %52, %cst : f32
      %54 = arith.maximumf %53, %cst_1 : f32
      %55 = arith.divf %cst_2, %54 : f32
      %56 = vector.broadcast %55 : f32 to vector<32xf32>
      %57 = arith.mulf %48, %56 : vector<32xf32>
      %58 = arith.mulf %55, %cst : f32
      %59 = arith.mulf %58, %cst : f32
      %60 = arith.mulf %59, %58 : f32
      %61 = arith.mulf %57, %57 : vector<32xf32>
      %62 = vector.reduction <add>, %61, %cst : vector<32xf32> into f32
      %63 = arith.addf %60, %62 : f32
      %64 = nvvm.shfl.sync bfly %c-1_i32, %53, %c16_i32, %c31_i32 : f32 -> f32
      %65 = nvvm.shfl.sync bfly %c-1_i32, %63, %c16_i32, %c31_i32 : f32 -> f32
      %66 = arith.maximumf %53, %64 : f32
      %67 = arith.maximumf %66, %cst_1 : f32
      %68 = arith.divf %cst_2, %67 : f32
      %69 = arith.mulf %53, %68 : f32
      %70 = arith.mulf %64, %68 : f32
      %71 = arith.mulf %63, %69 : f32
      %72 = arith.mulf %71, %69 : f32
      %73 = arith.mulf %65, %70 : f32
      %74 = arith.mulf %73, %70 : f32
      %75 = arith.addf %72, %74 : f32
      %76 = nvvm.shfl.sync bfly %c-1_i32, %66, %c8_i32, %c31_i32 : f32 -> f32
      %77 = nvvm.shfl.sync bfly %c-1_i32, %75, %c8_i32, %c31_i32 : f32 -> f32
      %78 = arith.maximumf %66, %76 : f32
      %79 = arith.maximumf %78, %cst_1 : f32
      %80 = arith.divf %cst_2, %79 : f32
      %81 = arith.mulf %66, %80 : f32
      %82 = arith.mulf %76, %80 : f32
      %83 = arith.mulf %75, %81 : f32
      %84 = arith.mulf %83, %81 : f32
      %85 = arith.mulf %77, %82 : f32
      %86 = arith.mulf %85, %82 : f32
      %87 = arith.addf %84, %86 : f32
      %88 = nvvm.shfl.sync bfly %c-1_i32, %78, %c4_i32, %c31_i32 : f32 -> f32
      %89 = nvvm.shfl.sync bfly %c-1_i32, %87, %c4_i32, %c31_i32 : f32 -> f32
      %90 = arith.maximumf %78, %88 : f32
      %91 = arith.maximumf %90, %cst_1 : f32
      %92 = arith.divf %cst_2, %91 : f32
      %93 = arith.mulf %78, %92 : f32
      %94 = arith.mulf %88, %92 : f32
      %95 = arith.mulf %87, %93 : f32
      %96 = arith.mulf %95, %93 : f32
      %97 = arith.mulf %89, %94 : f32
      %98 = arith.mulf %97, %94 : f32
      %99 = arith.addf %96, %98 : f32
      %100 = nvvm.shfl.sync bfly %c-1_i32, %90, %c2_i32, %c31_i32 : f32 -> f32
      %101 = nvvm.shfl.sync bfly %c-1_i32, %99, %c2_i32, %c31_i32 : f32 -> f32
      %102 = arith.maximumf %90, %100 : f32
      %103 = arith.maximumf %102, %cst_1 : f32
      %104 = arith.divf %cst_2, %103 : f32
      %105 = arith.mulf %90, %104 : f32
      %106 = arith.mulf %100, %104 : f32
      %107 = arith.mulf %99, %105 : f32
      %108 = arith.mulf %107, %105 : f32
      %109 = arith.mulf %101, %106 : f32
      %110 = arith.mulf %109, %106 : f32
      %111 = arith.addf %108, %110 : f32
      %112 = nvvm.shfl.sync bfly %c-1_i32, %102, %c1_i32, %c31_i32 : f32 -> f32
      %113 = nvvm.shfl.sync bfly %c-1_i32, %111, %c1_i32, %c31_i32 : f32 -> f32
      %114 = arith.maximumf %102, %112 : f32
      %115 = arith.maximumf %114, %cst_1 : f32
      %116 = arith.divf %cst_2, %115 : f32
      %117 = arith.mulf %102, %116 : f32
      %118 = arith.mulf %112, %116 : f32
      %119 = arith.mulf %111, %117 : f32
      %120 = arith.mulf %119, %117 : f32
      %121 = arith.mulf %113, %118 : f32
      %122 = arith.mulf %121, %118 : f32
      %123 = arith.addf %120, %122 : f32
      %124 = arith.cmpi eq, %18, %c0_i32 : i32
      scf.if %124 {
        %254 = llvm.getelementptr %12[%19] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
        llvm.store %114, %254 {alignment = 4 : i64} : f32, !llvm.ptr<3>
        %255 = llvm.getelementptr %15[%19] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
        llvm.store %123, %255 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      }
      nvvm.barrier
      %125 = llvm.load %12 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %126 = llvm.load %15 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %127 = llvm.getelementptr %12[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %128 = llvm.load %127 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %129 = llvm.getelementptr %15[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %130 = llvm.load %129 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %131 = arith.maximumf %125, %128 : f32
      %132 = arith.maximumf %131, %cst_1 : f32
      %133 = arith.divf %cst_2, %132 : f32
      %134 = arith.mulf %125, %133 : f32
      %135 = arith.mulf %128, %133 : f32
      %136 = arith.mulf %126, %134 : f32
      %137 = arith.mulf %136, %134 : f32
      %138 = arith.mulf %130, %135 : f32
      %139 = arith.mulf %138, %135 : f32
      %140 = arith.addf %137, %139 : f32
      %141 = llvm.getelementptr %12[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %142 = llvm.load %141 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %143 = llvm.getelementptr %15[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %144 = llvm.load %143 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %145 = arith.maximumf %131, %142 : f32
      %146 = arith.maximumf %145, %cst_1 : f32
      %147 = arith.divf %cst_2, %146 : f32
      %148 = arith.mulf %131, %147 : f32
      %149 = arith.mulf %142, %147 : f32
      %150 = arith.mulf %140, %148 : f32
      %151 = arith.mulf %150, %148 : f32
      %152 = arith.mulf %144, %149 : f32
      %153 = arith.mulf %152, %149 : f32
      %154 = arith.addf %151, %153 : f32
      %155 = llvm.getelementptr %12[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %156 = llvm.load %155 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %157 = llvm.getelementptr %15[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %158 = llvm.load %157 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %159 = arith.maximumf %145, %156 : f32
      %160 = arith.maximumf %159, %cst_1 : f32
      %161 = arith.divf %cst_2, %160 : f32
      %162 = arith.mulf %145, %161 : f32
      %163 = arith.mulf %156, %161 : f32
      %164 = arith.mulf %154, %162 : f32
      %165 = arith.mulf %164, %162 : f32
      %166 = arith.mulf %158, %163 : f32
      %167 = arith.mulf %166, %163 : f32
      %168 = arith.addf %165, %167 : f32
      %169 = llvm.getelementptr %12[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %170 = llvm.load %169 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %171 = llvm.getelementptr %15[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %172 = llvm.load %171 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %173 = arith.maximumf %159, %170 : f32
      %174 = arith.maximumf %173, %cst_1 : f32
      %175 = arith.divf %cst_2, %174 : f32
      %176 = arith.mulf %159, %175 : f32
      %177 = arith.mulf %170, %175 : f32
      %178 = arith.mulf %168, %176 : f32
      %179 = arith.mulf %178, %176 : f32
      %180 = arith.mulf %172, %177 : f32
      %181 = arith.mulf %180, %177 : f32
      %182 = arith.addf %179, %181 : f32
      %183 = llvm.getelementptr %12[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %184 = llvm.load %183 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %185 = llvm.getelementptr %15[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %186 = llvm.load %185 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %187 = arith.maximumf %173, %184 : f32
      %188 = arith.maximumf %187, %cst_1 : f32
      %189 = arith.divf %cst_2, %188 : f32
      %190 = arith.mulf %173, %189 : f32
      %191 = arith.mulf %184, %189 : f32
      %192 = arith.mulf %182, %190 : f32
      %193 = arith.mulf %192, %190 : f32
      %194 = arith.mulf %186, %191 : f32
      %195 = arith.mulf %194, %191 : f32
      %196 = arith.addf %193, %195 : f32
      %197 = llvm.getelementptr %12[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %198 = llvm.load %197 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %199 = llvm.getelementptr %15[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %200 = llvm.load %199 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %201 = arith.maximumf %187, %198 : f32
      %202 = arith.maximumf %201, %cst_1 : f32
      %203 = arith.divf %cst_2, %202 : f32
      %204 = arith.mulf %187, %203 : f32
      %205 = arith.mulf %198, %203 : f32
      %206 = arith.mulf %196, %204 : f32
      %207 = arith.mulf %206, %204 : f32
      %208 = arith.mulf %200, %205 : f32
      %209 = arith.mulf %208, %205 : f32
      %210 = arith.addf %207, %209 : f32
      %211 = llvm.getelementptr %12[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %212 = llvm.load %211 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %213 = llvm.getelementptr %15[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %214 = llvm.load %213 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %215 = arith.maximumf %201, %212 : f32
      %216 = arith.maximumf %215, %cst_1 : f32
      %217 = arith.divf %cst_2, %216 : f32
      %218 = arith.mulf %201, %217 : f32
      %219 = arith.mulf %212, %217 : f32
      %220 = arith.mulf %210, %218 : f32
      %221 = arith.mulf %220, %218 : f32
      %222 = arith.mulf %214, %219 : f32
      %223 = arith.mulf %222, %219 : f32
      %224 = arith.addf %221, %223 : f32
      %225 = arith.divf %224, %cst_3 : f32
      %226 = arith.mulf %215, %215 : f32
      %227 = arith.mulf %226, %225 : f32
      %228 = arith.addf %227, %arg4 : f32
      %229 = math.rsqrt %228 : f32
      %230 = arith.mulf %arg4, %217 : f32
      %231 = arith.mulf %230, %217 : f32
      %232 = arith.addf %225, %231 : f32
      %233 = math.rsqrt %232 : f32
      %234 = arith.mulf %217, %233 : f32
      %235 = arith.cmpf ogt, %215, %cst_4 : f32
      %236 = arith.select %235, %234, %229 : f32
      %237 = arith.cmpi eq, %16, %c0_i32 : i32
      scf.if %237 {
        %254 = llvm.extractvalue %arg3[0] : !llvm_struct_6960aa
        %255 = llvm.getelementptr %254[%17] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        llvm.store %236, %255 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      }
      %238 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %239 = llvm.getelementptr %238[%23] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %240 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %241 = llvm.getelementptr %240[%20] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %242 = llvm.getelementptr %241[%23] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %28, %4 {alignment = 32 : i64} : i8, !llvm.ptr
      %243 = llvm.getelementptr %4[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %33, %243 {alignment = 1 : i64} : i8, !llvm.ptr
      %244 = llvm.getelementptr %4[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %39, %244 {alignment = 2 : i64} : i8, !llvm.ptr
      %245 = llvm.getelementptr %4[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %45, %245 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %cst_0, %3 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.store %cst_0, %2 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      scf.for %arg5 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %254 = arith.muli %arg5, %c2048_i32 overflow<nsw> : i32
        %255 = llvm.getelementptr %24[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %256 = arith.muli %arg5, %c8_i32 overflow<nsw> : i32
        %257 = llvm.getelementptr %3[%256] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %258 = llvm.getelementptr %4[%arg5] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %259 = llvm.load %258 {alignment = 1 : i64} : !llvm.ptr -> i8
        %260 = arith.cmpi ne, %259, %c0_i8 : i8
        scf.if %260 {
          %261 = llvm.load %255 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
          llvm.store %261, %257 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
        }
      } {loop_annotation = #loop_annotation}
      scf.for %arg5 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %254 = arith.muli %arg5, %c2048_i32 overflow<nsw> : i32
        %255 = llvm.getelementptr %239[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %256 = arith.muli %arg5, %c8_i32 overflow<nsw> : i32
        %257 = llvm.getelementptr %2[%256] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %258 = llvm.getelementptr %4[%arg5] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %259 = llvm.load %258 {alignment = 1 : i64} : !llvm.ptr -> i8
        %260 = arith.cmpi ne, %259, %c0_i8 : i8
        scf.if %260 {
          %261 = llvm.load %255 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
          llvm.store %261, %257 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
        }
      } {loop_annotation = #loop_annotation}
      %246 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %247 = arith.extf %246 : vector<32xbf16> to vector<32xf32>
      %248 = vector.broadcast %236 : f32 to vector<32xf32>
      %249 = arith.mulf %247, %248 : vector<32xf32>
      %250 = llvm.load %2 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %251 = arith.extf %250 : vector<32xbf16> to vector<32xf32>
      %252 = arith.mulf %249, %251 : vector<32xf32>
      %253 = arith.truncf %252 : vector<32xf32> to vector<32xbf16>
      llvm.store %253, %1 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      scf.for %arg5 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %254 = arith.muli %arg5, %c8_i32 overflow<nsw> : i32
        %255 = llvm.getelementptr %1[%254] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %256 = arith.muli %arg5, %c2048_i32 overflow<nsw> : i32
        %257 = llvm.getelementptr %242[%256] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %258 = llvm.getelementptr %4[%arg5] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %259 = llvm.load %258 {alignment = 1 : i64} : !llvm.ptr -> i8
        %260 = arith.cmpi ne, %259, %c0_i8 : i8
        scf.if %260 {
          %261 = llvm.load %255 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
          llvm.store %261, %257 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
        }
      } {loop_annotation = #loop_annotation}
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads25_hc4505c4e(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %0 = ub.poison : !llvm_struct_6960aa
    %1 = ub.poison : !llvm.struct<(struct<()>, struct<()>)>
    %c128_i64 = arith.constant 128 : i64
    %c0_i32 = arith.constant 0 : i32
    %c96_i32 = arith.constant 96 : i32
    %c1_i32 = arith.constant 1 : i32
    %c256_i32 = arith.constant 256 : i32
    %2 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %3 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %4 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
    %5 = llvm.insertvalue %2, %0[0] : !llvm_struct_6960aa
    %6 = llvm.insertvalue %1, %5[1] : !llvm_struct_6960aa
    %7 = llvm.insertvalue %3, %0[0] : !llvm_struct_6960aa
    %8 = llvm.insertvalue %1, %7[1] : !llvm_struct_6960aa
    %9 = llvm.insertvalue %4, %0[0] : !llvm_struct_6960aa
    %10 = llvm.insertvalue %1, %9[1] : !llvm_struct_6960aa
    %11 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c128_i64, gridDim = (%c96_i32, %c1_i32, %c1_i32), stream = %arg5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%11] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cooperative[%11] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %12 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0<%11> (%6, %8, %10, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32) -> !cuda.result
    %13 = cuda.cast %12 : !cuda.result -> i32
    cuda.return_if_error %13 : i32
    return %c0_i32 : i32
  }
}
