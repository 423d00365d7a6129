!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h9d7ac410_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h9d7ac410_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrb_h9d7ac410_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.minctasm = 6 : i32, nvvm.reqntid = array<i32: 256, 1, 1>, smem.config_smem_size = 96 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %c16_i64 = arith.constant 16 : i64
      %c1024_i64 = arith.constant 1024 : i64
      %true = arith.constant true
      %0 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %cst = arith.constant 0.000000e+00 : f32
      %c0_i32 = arith.constant 0 : i32
      %c8_i32 = arith.constant 8 : i32
      %c5000_i32 = arith.constant 5000 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %c4096_i32 = arith.constant 4096 : i32
      %c6144_i32 = arith.constant 6144 : i32
      %cst_0 = arith.constant dense<0.000000e+00> : vector<32xbf16>
      %c0_i8 = arith.constant 0 : i8
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c31_i32 = arith.constant 31 : i32
      %c2_i32 = arith.constant 2 : i32
      %cst_1 = arith.constant 5.000000e+03 : f32
      %cst_2 = arith.constant 0x7F800000 : f32
      %cst_3 = arith.constant 1.000000e+00 : f32
      %cst_4 = arith.constant dense<0.000000e+00> : vector<32xf32>
      %c4_i32 = arith.constant 4 : i32
      %c32_i32 = arith.constant 32 : i32
      %c1_i32 = arith.constant 1 : i32
      %1 = llvm.alloca %c32_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %2 = llvm.alloca %c32_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %3 = llvm.alloca %c32_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %4 = llvm.alloca %c4_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %5 = llvm.alloca %c32_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %6 = llvm.alloca %c4_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %7 = llvm.alloca %c32_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %8 = llvm.alloca %c4_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %9 = llvm.alloca %c32_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %10 = llvm.alloca %c4_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %11 = llvm.ptrtoint %0 : !llvm.ptr<3> to i32
      %12 = nvvm.shfl.sync idx %c-1_i32, %11, %c0_i32, %c31_i32 : i32 -> i32
      %13 = arith.extui %12 : i32 to i64
      %14 = llvm.inttoptr %13 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%14, %c1024_i64 : !llvm.ptr<3>, i64)] : i1
      %15 = llvm.ptrtoint %14 : !llvm.ptr<3> to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%16, %c16_i64 : !llvm.ptr<3>, i64)] : i1
      %17 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %18 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %19 = arith.remsi %17, %c32_i32 : i32
      %20 = arith.floordivsi %17, %c32_i32 : i32
      %21 = arith.muli %17, %c8_i32 : i32
      %22 = arith.muli %18, %c5000_i32 overflow<nsw> : i32
      %23 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %24 = llvm.getelementptr %23[%22] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %25 = arith.muli %17, %c8_i32 overflow<nsw> : i32
      %26 = llvm.getelementptr %24[%25] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %27 = arith.cmpi slt, %21, %c5000_i32 : i32
      %28 = arith.extui %27 : i1 to i8
      llvm.store %28, %10 {alignment = 32 : i64} : i8, !llvm.ptr
      %29 = arith.addi %21, %c2048_i32 : i32
      %30 = arith.cmpi slt, %29, %c5000_i32 : i32
      %31 = arith.extui %30 : i1 to i8
      %32 = llvm.getelementptr %10[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %31, %32 {alignment = 1 : i64} : i8, !llvm.ptr
      %33 = arith.addi %21, %c4096_i32 : i32
      %34 = arith.cmpi slt, %33, %c5000_i32 : i32
      %35 = arith.extui %34 : i1 to i8
      %36 = llvm.getelementptr %10[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %35, %36 {alignment = 2 : i64} : i8, !llvm.ptr
      %37 = arith.addi %21, %c6144_i32 : i32
      %38 = arith.cmpi slt, %37, %c5000_i32 : i32
      %39 = arith.extui %38 : i1 to i8
      %40 = llvm.getelementptr %10[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %39, %40 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %cst_0, %9 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      scf.for %arg5 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %101 = arith.muli %arg5, %c2048_i32 overflow<nsw> : i32
        %102 = llvm.getelementptr %26[%101] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %103 = arith.muli %arg5, %c8_i32 overflow<nsw> : i32
        %104 = llvm.getelementptr %9[%103] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %105 = llvm.getelementptr %10[%arg5] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %106 = llvm.load %105 {alignment = 1 : i64} : !llvm.ptr -> i8
        %107 = arith.cmpi ne, %106, %c0_i8 : i8
        scf.if %107 {
          %108 = llvm.load %102 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
          llvm.store %108, %104 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
        }
      } {loop_annotation = #loop_annotation}
      %41 = llvm.load %9 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %42 = arith.extf %41 : vector<32xbf16> to vector<32xf32>
      %43 = arith.mulf %42, %42 : vector<32xf32>
      %44 = vector.reduction <add>, %43, %cst : vector<32xf32> into f32
      %45 = arith.addf %44, %cst : f32
      %46 = nvvm.shfl.sync bfly %c-1_i32, %45, %c16_i32, %c31_i32 : f32 -> f32
      %47 = arith.addf %45, %46 : f32
      %48 = nvvm.shfl.sync bfly %c-1_i32, %47, %c8_i32, %c31_i32 : f32 -> f32
      %49 = arith.addf %47, %48 : f32
      %50 = nvvm.shfl.sync bfly %c-1_i32, %49, %c4_i32, %c31_i32 : f32 -> f32
      %51 = arith.addf %49, %50 : f32
      %52 = nvvm.shfl.sync bfly %c-1_i32, %51, %c2_i32, %c31_i32 : f32 -> f32
      %53 = arith.addf %51, %52 : f32
      %54 = nvvm.shfl.sync bfly %c-1_i32, %53, %c1_i32, %c31_i32 : f32 -> f32
      %55 = arith.addf %53, %54 : f32
      %56 = arith.cmpi eq, %19, %c0_i32 : i32
      scf.if %56 {
        %101 = llvm.getelementptr %16[%20] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
        llvm.store %55, %101 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      }
      nvvm.barrier
      %57 = llvm.load %16 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %58 = llvm.getelementptr %16[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %59 = llvm.load %58 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %60 = arith.addf %57, %59 : f32
      %61 = llvm.getelementptr %16[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %62 = llvm.load %61 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %63 = arith.addf %60, %62 : f32
      %64 = llvm.getelementptr %16[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %65 = llvm.load %64 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %66 = arith.addf %63, %65 : f32
      %67 = llvm.getelementptr %16[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %68 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %69 = arith.addf %66, %68 : f32
      %70 = llvm.getelementptr %16[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %71 = llvm.load %70 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %72 = arith.addf %69, %71 : f32
      %73 = llvm.getelementptr %16[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %74 = llvm.load %73 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %75 = arith.addf %72, %74 : f32
      %76 = llvm.getelementptr %16[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %77 = llvm.load %76 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %78 = arith.addf %75, %77 : f32
      %79 = arith.divf %78, %cst_1 : f32
      %80 = arith.addf %79, %arg4 : f32
      %81 = math.rsqrt %80 : f32
      %82 = arith.cmpf oeq, %78, %cst_2 : f32
      %83 = scf.if %82 -> (f32) {
        llvm.store %28, %8 {alignment = 32 : i64} : i8, !llvm.ptr
        %101 = llvm.getelementptr %8[1] : (!llvm.ptr) -> !llvm.ptr, i8
        llvm.store %31, %101 {alignment = 1 : i64} : i8, !llvm.ptr
        %102 = llvm.getelementptr %8[2] : (!llvm.ptr) -> !llvm.ptr, i8
        llvm.store %35, %102 {alignment = 2 : i64} : i8, !llvm.ptr
        %103 = llvm.getelementptr %8[3] : (!llvm.ptr) -> !llvm.ptr, i8
        llvm.store %39, %103 {alignment = 1 : i64} : i8, !llvm.ptr
        llvm.store %cst_0, %7 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
        scf.for %arg5 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %178 = arith.muli %arg5, %c2048_i32 overflow<nsw> : i32
          %179 = llvm.getelementptr %26[%178] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %180 = arith.muli %arg5, %c8_i32 overflow<nsw> : i32
          %181 = llvm.getelementptr %7[%180] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %182 = llvm.getelementptr %8[%arg5] : (!llvm.ptr, i32) -> !llvm.ptr, i8
          %183 = llvm.load %182 {alignment = 1 : i64} : !llvm.ptr -> i8
          %184 = arith.cmpi ne, %183, %c0_i8 : i8
          scf.if %184 {
            %185 = llvm.load %179 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
            llvm.store %185, %181 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
          }
        } {loop_annotation = #loop_annotation}
        %104 = llvm.load %7 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
        %105 = arith.extf %104 : vector<32xbf16> to vector<32xf32>
        %106 = arith.cmpf olt, %105, %cst_4 : vector<32xf32>
        %107 = arith.negf %105 : vector<32xf32>
        %108 = arith.select %106, %107, %105 : vector<32xi1>, vector<32xf32>
        %109 = vector.reduction <maximumf>, %108, %cst : vector<32xf32> into f32
        %110 = arith.maximumf %109, %cst : f32
        %111 = nvvm.shfl.sync bfly %c-1_i32, %110, %c16_i32, %c31_i32 : f32 -> f32
        %112 = arith.maximumf %110, %111 : f32
        %113 = nvvm.shfl.sync bfly %c-1_i32, %112, %c8_i32, %c31_i32 : f32 -> f32
        %114 = arith.maximumf %112, %113 : f32
        %115 = nvvm.shfl.sync bfly %c-1_i32, %114, %c4_i32, %c31_i32 : f32 -> f32
        %116 = arith.maximumf %114, %115 : f32
        %117 = nvvm.shfl.sync bfly %c-1_i32, %116, %c2_i32, %c31_i32 : f32 -> f32
        %118 = arith.maximumf %116, %117 : f32
        %119 = nvvm.shfl.sync bfly %c-1_i32, %118, %c1_i32, %c31_i32 : f32 -> f32
        %120 = arith.maximumf %118, %119 : f32
        nvvm.barrier
        scf.if %56 {
          %178 = llvm.getelementptr %16[%20] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
          llvm.store %120, %178 {alignment = 4 : i64} : f32, !llvm.ptr<3>
        }
        nvvm.barrier
        %121 = llvm.load %16 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
        %122 = llvm.load %58 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
        %123 = arith.maximumf %121, %122 : f32
        %124 = llvm.load %61 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
        %125 = arith.maximumf %123, %124 : f32
        %126 = llvm.load %64 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
        %127 = arith.maximumf %125, %126 : f32
        %128 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
        %129 = arith.maximumf %127, %128 : f32
        %130 = llvm.load %70 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
        %131 = arith.maximumf %129, %130 : f32
        %132 = llvm.load %73 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
        %133 = arith.maximumf %131, %132 : f32
        %134 = llvm.load %76 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
        %135 = arith.maximumf %133, %134 : f32
        %136 = arith.divf %cst_3, %135 : f32
        llvm.store %28, %6 {alignment = 32 : i64} : i8, !llvm.ptr
        %137 = llvm.getelementptr %6[1] : (!llvm.ptr) -> !llvm.ptr, i8
        llvm.store %31, %137 {alignment = 1 : i64} : i8, !llvm.ptr
        %138 = llvm.getelementptr %6[2] : (!llvm.ptr) -> !llvm.ptr, i8
        llvm.store %35, %138 {alignment = 2 : i64} : i8, !llvm.ptr
        %139 = llvm.getelementptr %6[3] : (!llvm.ptr) -> !llvm.ptr, i8
        llvm.store %39, %139 {alignment = 1 : i64} : i8, !llvm.ptr
        llvm.store %cst_0, %5 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
        scf.for %arg5 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %178 = arith.muli %arg5, %c2048_i32 overflow<nsw> : i32
          %179 = llvm.getelementptr %26[%178] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %180 = arith.muli %arg5, %c8_i32 overflow<nsw> : i32
          %181 = llvm.getelementptr %5[%180] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %182 = llvm.getelementptr %6[%arg5] : (!llvm.ptr, i32) -> !llvm.ptr, i8
          %183 = llvm.load %182 {alignment = 1 : i64} : !llvm.ptr -> i8
          %184 = arith.cmpi ne, %183, %c0_i8 : i8
          scf.if %184 {
            %185 = llvm.load %179 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
            llvm.store %185, %181 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
          }
        } {loop_annotation = #loop_annotation}
        %140 = llvm.load %5 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
        %141 = arith.extf %140 : vector<32xbf16> to vector<32xf32>
        %142 = vector.broadcast %136 : f32 to vector<32xf32>
        %143 = arith.mulf %141, %142 : vector<32xf32>
        %144 = arith.mulf %143, %143 : vector<32xf32>
        %145 = vector.reduction <add>, %144, %cst : vector<32xf32> into f32
        %146 = arith.addf %145, %cst : f32
        %147 = nvvm.shfl.sync bfly %c-1_i32, %146, %c16_i32, %c31_i32 : f32 -> f32
        %148 = arith.addf %146, %147 : f32
        %149 = nvvm.shfl.sync bfly %c-1_i32, %148, %c8_i32, %c31_i32 : f32 -> f32
        %150 = arith.addf %148, %149 : f32
        %151 = nvvm.shfl.sync bfly %c-1_i32, %150, %c4_i32, %c31_i32 : f32 -> f32
        %152 = arith.addf %150, %151 : f32
        %153 = nvvm.shfl.sync bfly %c-1_i32, %152, %c2_i32, %c31_i32 : f32 -> f32
        %154 = arith.addf %152, %153 : f32
        %155 = nvvm.shfl.sync bfly %c-1_i32, %154, %c1_i32, %c31_i32 : f32 -> f32
        %156 = arith.addf %154, %155 : f32
        nvvm.barrier
        scf.if %56 {
          %178 = llvm.getelementptr %16[%20] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
          llvm.store %156, %178 {alignment = 4 : i64} : f32, !llvm.ptr<3>
        }
        nvvm.barrier
        %157 = llvm.load %16 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
        %158 = llvm.load %58 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
        %159 = arith.addf %157, %158 : f32
        %160 = llvm.load %61 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
        %161 = arith.addf %159, %160 : f32
        %162 = llvm.load %64 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
        %163 = arith.addf %161, %162 : f32
        %164 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
        %165 = arith.addf %163, %164 : f32
        %166 = llvm.load %70 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
        %167 = arith.addf %165, %166 : f32
        %168 = llvm.load %73 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
        %169 = arith.addf %167, %168 : f32
        %170 = llvm.load %76 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
        %171 = arith.addf %169, %170 : f32
        %172 = arith.divf %171, %cst_1 : f32
        %173 = arith.mulf %arg4, %136 : f32
        %174 = arith.mulf %173, %136 : f32
        %175 = arith.addf %172, %174 : f32
        %176 = math.rsqrt %175 : f32
        %177 = arith.mulf %136, %176 : f32
        scf.yield %177 : f32
      } else {
        scf.yield %81 : f32
      }
      %84 = arith.cmpi eq, %17, %c0_i32 : i32
      scf.if %84 {
        %101 = llvm.extractvalue %arg3[0] : !llvm_struct_6960aa
        %102 = llvm.getelementptr %101[%18] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        llvm.store %83, %102 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      }
      %85 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %86 = llvm.getelementptr %85[%25] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %87 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %88 = llvm.getelementptr %87[%22] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %89 = llvm.getelementptr %88[%25] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %28, %4 {alignment = 32 : i64} : i8, !llvm.ptr
      %90 = llvm.getelementptr %4[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %31, %90 {alignment = 1 : i64} : i8, !llvm.ptr
      %91 = llvm.getelementptr %4[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %35, %91 {alignment = 2 : i64} : i8, !llvm.ptr
      %92 = llvm.getelementptr %4[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %39, %92 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %cst_0, %3 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.store %cst_0, %2 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      scf.for %arg5 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %101 = arith.muli %arg5, %c2048_i32 overflow<nsw> : i32
        %102 = llvm.getelementptr %26[%101] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %103 = arith.muli %arg5, %c8_i32 overflow<nsw> : i32
        %104 = llvm.getelementptr %3[%103] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %105 = llvm.getelementptr %4[%arg5] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %106 = llvm.load %105 {alignment = 1 : i64} : !llvm.ptr -> i8
        %107 = arith.cmpi ne, %106, %c0_i8 : i8
        scf.if %107 {
          %108 = llvm.load %102 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
          llvm.store %108, %104 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
        }
      } {loop_annotation = #loop_annotation}
      scf.for %arg5 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %101 = arith.muli %arg5, %c2048_i32 overflow<nsw> : i32
        %102 = llvm.getelementptr %86[%101] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %103 = arith.muli %arg5, %c8_i32 overflow<nsw> : i32
        %104 = llvm.getelementptr %2[%103] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %105 = llvm.getelementptr %4[%arg5] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %106 = llvm.load %105 {alignment = 1 : i64} : !llvm.ptr -> i8
        %107 = arith.cmpi ne, %106, %c0_i8 : i8
        scf.if %107 {
          %108 = llvm.load %102 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
          llvm.store %108, %104 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
        }
      } {loop_annotation = #loop_annotation}
      %93 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %94 = arith.extf %93 : vector<32xbf16> to vector<32xf32>
      %95 = vector.broadcast %83 : f32 to vector<32xf32>
      %96 = arith.mulf %94, %95 : vector<32xf32>
      %97 = llvm.load %2 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %98 = arith.extf %97 : vector<32xbf16> to vector<32xf32>
      %99 = arith.mulf %96, %98 : vector<32xf32>
      %100 = arith.truncf %99 : vector<32xf32> to vector<32xbf16>
      llvm.store %100, %1 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      scf.for %arg5 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %101 = arith.muli %arg5, %c8_i32 overflow<nsw> : i32
        %102 = llvm.getelementptr %1[%101] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %103 = arith.muli %arg5, %c2048_i32 overflow<nsw> : i32
        %104 = llvm.getelementptr %89[%103] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %105 = llvm.getelementptr %4[%arg5] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %106 = llvm.load %105 {alignment = 1 : i64} : !llvm.ptr -> i8
        %107 = arith.cmpi ne, %106, %c0_i8 : i8
        scf.if %107 {
          %108 = llvm.load %102 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
          llvm.store %108, %104 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
        }
      } {loop_annotation = #loop_annotation}
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads25_hdd5db5b1(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %0 = ub.poison : !llvm_struct_6960aa
    %1 = ub.poison : !llvm.struct<(struct<()>, struct<()>)>
    %c96_i64 = arith.constant 96 : i64
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c256_i32 = arith.constant 256 : i32
    %c96_i32 = arith.constant 96 : i32
    %2 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %3 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %4 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
    %5 = llvm.insertvalue %2, %0[0] : !llvm_struct_6960aa
    %6 = llvm.insertvalue %1, %5[1] : !llvm_struct_6960aa
    %7 = llvm.insertvalue %3, %0[0] : !llvm_struct_6960aa
    %8 = llvm.insertvalue %1, %7[1] : !llvm_struct_6960aa
    %9 = llvm.insertvalue %4, %0[0] : !llvm_struct_6960aa
    %10 = llvm.insertvalue %1, %9[1] : !llvm_struct_6960aa
    %11 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c96_i64, gridDim = (%c96_i32, %c1_i32, %c1_i32), stream = %arg5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%11] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cooperative[%11] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %12 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h9d7ac410_0<%11> (%6, %8, %10, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32) -> !cuda.result
    %13 = cuda.cast %12 : !cuda.result -> i32
    cuda.return_if_error %13 : i32
    return %c0_i32 : i32
  }
}
