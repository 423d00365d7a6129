!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_elementwise_kernel_tensor_hac277e3a_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_elementwise_kernel_tensor_hac277e3a_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 160, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %c3_i32 = arith.constant 3 : i32
      %c2_i32 = arith.constant 2 : i32
      %c256_i32 = arith.constant 256 : i32
      %c33536_i32 = arith.constant 33536 : i32
      %c8_i32 = arith.constant 8 : i32
      %c4192_i32 = arith.constant 4192 : i32
      %c0_i8 = arith.constant 0 : i8
      %c1000_i32 = arith.constant 1000 : i32
      %c1048_i32 = arith.constant 1048 : i32
      %c4_i32 = arith.constant 4 : i32
      %c32_i32 = arith.constant 32 : i32
      %c1_i32 = arith.constant 1 : i32
      %0 = llvm.alloca %c32_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %1 = llvm.alloca %c32_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %2 = llvm.alloca %c32_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %3 = llvm.alloca %c4_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %4 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %5 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %6 = arith.divsi %5, %c32_i32 : i32
      %7 = arith.remsi %5, %c32_i32 : i32
      %8 = arith.muli %7, %c33536_i32 overflow<nsw> : i32
      %9 = arith.muli %6, %c256_i32 overflow<nsw> : i32
      %10 = arith.addi %8, %9 overflow<nsw> : i32
      %11 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %12 = llvm.getelementptr %11[%10] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %13 = arith.divsi %4, %c32_i32 : i32
      %14 = arith.remsi %4, %c32_i32 : i32
      %15 = arith.muli %14, %c8_i32 overflow<nsw> : i32
      %16 = arith.muli %13, %c4192_i32 overflow<nsw> : i32
      %17 = arith.addi %15, %16 overflow<nsw> : i32
      %18 = llvm.getelementptr %12[%17] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %19 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %20 = llvm.getelementptr %19[%10] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %21 = llvm.getelementptr %20[%17] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %22 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %23 = llvm.getelementptr %22[%10] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %24 = llvm.getelementptr %23[%17] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %25 = arith.divsi %5, %c32_i32 : i32
      %26 = arith.remsi %5, %c32_i32 : i32
      %27 = arith.muli %26, %c32_i32 overflow<nsw> : i32
      %28 = arith.muli %25, %c256_i32 overflow<nsw> : i32
      %29 = arith.muli %13, %c4_i32 overflow<nsw> : i32
      %30 = arith.addi %27, %29 overflow<nsw> : i32
      %31 = arith.addi %28, %15 overflow<nsw> : i32
      %32 = arith.cmpi slt, %30, %c1000_i32 : i32
      %33 = arith.cmpi slt, %31, %c1048_i32 : i32
      %34 = arith.andi %32, %33 : i1
      %35 = arith.extui %34 : i1 to i8
      llvm.store %35, %3 {alignment = 32 : i64} : i8, !llvm.ptr
      %36 = arith.addi %30, %c1_i32 overflow<nsw> : i32
      %37 = arith.cmpi slt, %36, %c1000_i32 : i32
      %38 = arith.cmpi slt, %31, %c1048_i32 : i32
      %39 = arith.andi %37, %38 : i1
      %40 = arith.extui %39 : i1 to i8
      %41 = llvm.getelementptr %3[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %40, %41 {alignment = 1 : i64} : i8, !llvm.ptr
      %42 = arith.addi %30, %c2_i32 overflow<nsw> : i32
      %43 = arith.cmpi slt, %42, %c1000_i32 : i32
      %44 = arith.cmpi slt, %31, %c1048_i32 : i32
      %45 = arith.andi %43, %44 : i1
      %46 = arith.extui %45 : i1 to i8
      %47 = llvm.getelementptr %3[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %46, %47 {alignment = 2 : i64} : i8, !llvm.ptr
      %48 = arith.addi %30, %c3_i32 overflow<nsw> : i32
      %49 = arith.cmpi slt, %48, %c1000_i32 : i32
      %50 = arith.cmpi slt, %31, %c1048_i32 : i32
      %51 = arith.andi %49, %50 : i1
      %52 = arith.extui %51 : i1 to i8
      %53 = llvm.getelementptr %3[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %52, %53 {alignment = 1 : i64} : i8, !llvm.ptr
      %54 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> i8
      %55 = arith.cmpi ne, %54, %c0_i8 : i8
      scf.if %55 {
        %84 = llvm.load %18 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
        llvm.store %84, %2 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      }
      %56 = llvm.load %41 {alignment = 1 : i64} : !llvm.ptr -> i8
      %57 = arith.cmpi ne, %56, %c0_i8 : i8
      scf.if %57 {
        %84 = llvm.getelementptr %18[1048] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
        %85 = llvm.getelementptr %2[8] : (!llvm.ptr) -> !llvm.ptr, bf16
        %86 = llvm.load %84 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
        llvm.store %86, %85 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      }
      %58 = llvm.load %47 {alignment = 2 : i64} : !llvm.ptr -> i8
      %59 = arith.cmpi ne, %58, %c0_i8 : i8
      scf.if %59 {
        %84 = llvm.getelementptr %18[2096] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
        %85 = llvm.getelementptr %2[16] : (!llvm.ptr) -> !llvm.ptr, bf16
        %86 = llvm.load %84 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
        llvm.store %86, %85 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      }
      %60 = llvm.load %53 {alignment = 1 : i64} : !llvm.ptr -> i8
      %61 = arith.cmpi ne, %60, %c0_i8 : i8
      scf.if %61 {
        %84 = llvm.getelementptr %18[3144] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
        %85 = llvm.getelementptr %2[24] : (!llvm.ptr) -> !llvm.ptr, bf16
        %86 = llvm.load %84 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
        llvm.store %86, %85 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      }
      %62 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> i8
      %63 = arith.cmpi ne, %62, %c0_i8 : i8
      scf.if %63 {
        %84 = llvm.load %21 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
        llvm.store %84, %1 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      }
      %64 = llvm.load %41 {alignment = 1 : i64} : !llvm.ptr -> i8
      %65 = arith.cmpi ne, %64, %c0_i8 : i8
      scf.if %65 {
        %84 = llvm.getelementptr %21[1048] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
        %85 = llvm.getelementptr %1[8] : (!llvm.ptr) -> !llvm.ptr, bf16
        %86 = llvm.load %84 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
        llvm.store %86, %85 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      }
      %66 = llvm.load %47 {alignment = 2 : i64} : !llvm.ptr -> i8
      %67 = arith.cmpi ne, %66, %c0_i8 : i8
      scf.if %67 {
        %84 = llvm.getelementptr %21[2096] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
        %85 = llvm.getelementptr %1[16] : (!llvm.ptr) -> !llvm.ptr, bf16
        %86 = llvm.load %84 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
        llvm.store %86, %85 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      }
      %68 = llvm.load %53 {alignment = 1 : i64} : !llvm.ptr -> i8
      %69 = arith.cmpi ne, %68, %c0_i8 : i8
      scf.if %69 {
        %84 = llvm.getelementptr %21[3144] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
        %85 = llvm.getelementptr %1[24] : (!llvm.ptr) -> !llvm.ptr, bf16
        %86 = llvm.load %84 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
        llvm.store %86, %85 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      }
      %70 = llvm.load %2 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %71 = llvm.load %1 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %72 = arith.extf %70 : vector<32xbf16> to vector<32xf32>
      %73 = arith.extf %71 : vector<32xbf16> to vector<32xf32>
      %74 = arith.addf %72, %73 : vector<32xf32>
      %75 = arith.truncf %74 : vector<32xf32> to vector<32xbf16>
      llvm.store %75, %0 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      %76 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> i8
      %77 = arith.cmpi ne, %76, %c0_i8 : i8
      scf.if %77 {
        %84 = llvm.load %0 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %84, %24 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      }
      %78 = llvm.load %41 {alignment = 1 : i64} : !llvm.ptr -> i8
      %79 = arith.cmpi ne, %78, %c0_i8 : i8
      scf.if %79 {
        %84 = llvm.getelementptr %0[8] : (!llvm.ptr) -> !llvm.ptr, bf16
        %85 = llvm.getelementptr %24[1048] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
        %86 = llvm.load %84 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %86, %85 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      }
      %80 = llvm.load %47 {alignment = 2 : i64} : !llvm.ptr -> i8
      %81 = arith.cmpi ne, %80, %c0_i8 : i8
      scf.if %81 {
        %84 = llvm.getelementptr %0[16] : (!llvm.ptr) -> !llvm.ptr, bf16
        %85 = llvm.getelementptr %24[2096] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
        %86 = llvm.load %84 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %86, %85 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      }
      %82 = llvm.load %53 {alignment = 1 : i64} : !llvm.ptr -> i8
      %83 = arith.cmpi ne, %82, %c0_i8 : i8
      scf.if %83 {
        %84 = llvm.getelementptr %0[24] : (!llvm.ptr) -> !llvm.ptr, bf16
        %85 = llvm.getelementptr %24[3144] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
        %86 = llvm.load %84 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %86, %85 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      }
      return
    }
  }
  func.func @cutlass___call___ElementwiseProgramopadd_h3a89548e(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %0 = ub.poison : !llvm_struct_6960aa
    %1 = ub.poison : !llvm.struct<(struct<()>, struct<()>)>
    %c0_i32 = arith.constant 0 : i32
    %c160_i32 = arith.constant 160 : i32
    %c1_i32 = arith.constant 1 : i32
    %c256_i32 = arith.constant 256 : i32
    %c0_i64 = arith.constant 0 : i64
    %2 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %3 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %4 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
    %5 = llvm.insertvalue %2, %0[0] : !llvm_struct_6960aa
    %6 = llvm.insertvalue %1, %5[1] : !llvm_struct_6960aa
    %7 = llvm.insertvalue %3, %0[0] : !llvm_struct_6960aa
    %8 = llvm.insertvalue %1, %7[1] : !llvm_struct_6960aa
    %9 = llvm.insertvalue %4, %0[0] : !llvm_struct_6960aa
    %10 = llvm.insertvalue %1, %9[1] : !llvm_struct_6960aa
    %11 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c0_i64, gridDim = (%c160_i32, %c1_i32, %c1_i32), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%11] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cooperative[%11] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %12 = cuda.launch_ex @kernels::@kernel_cutlass_elementwise_kernel_tensor_hac277e3a_0<%11> (%6, %8, %10) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %13 = cuda.cast %12 : !cuda.result -> i32
    cuda.return_if_error %13 : i32
    return %c0_i32 : i32
  }
}
