!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_0658d3 = !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>
!llvm_struct_2ed770 = !llvm.struct<(struct<(array<16 x i64>)>)>
!llvm_struct_5bcfaa = !llvm.struct<(i1, i1, i1, vector<8xi32>)>
!llvm_struct_7bb797 = !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>
!llvm_struct_d63ee1 = !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)>
#loop_unroll = #llvm.loop_unroll<disable = true, count = 1 : i32>
#loop_unroll1 = #llvm.loop_unroll<full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
#loop_annotation1 = #llvm.loop_annotation<unroll = #loop_unroll1>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cutlassoperatorspr_hf11591f9_0' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    cuda.kernel @kernel_cutlass_kernel_cutlassoperatorspr_hf11591f9_0(%arg0: !llvm_struct_5bcfaa, %arg1: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg2: !llvm_struct_7bb797, %arg3: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg4: !llvm_struct_7bb797, %arg5: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg6: !llvm_struct_7bb797, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32, %arg11: i32, %arg12: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 224, 1, 1>, exact_cluster_dim = array<i64: 8, 2, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 224, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.zero : i64
      %c3_i64 = arith.constant 3 : i64
      %c512_i32 = arith.constant 512 : i32
      %c16384_i32 = arith.constant 16384 : i32
      %c-16777217_i32 = arith.constant -16777217 : i32
      %c8192_i32 = arith.constant 8192 : i32
      %c2_i8 = arith.constant 2 : i8
      %c0_i8 = arith.constant 0 : i8
      %c4_i8 = arith.constant 4 : i8
      %c128_i64 = arith.constant 128 : i64
      %c16_i64 = arith.constant 16 : i64
      %c1024_i64 = arith.constant 1024 : i64
      %c31_i32 = arith.constant 31 : i32
      %c-1_i32 = arith.constant -1 : i32
      %1 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %c5_i32 = arith.constant 5 : i32
      %c2_i32 = arith.constant 2 : i32
      %c0_i32 = arith.constant 0 : i32
      %c257_i32 = arith.constant 257 : i32
      %c85_i32 = arith.constant 85 : i32
      %c8_i32 = arith.constant 8 : i32
      %c3_i32 = arith.constant 3 : i32
      %c3104_i32 = arith.constant 3104 : i32
      %c16_i32 = arith.constant 16 : i32
      %c128_i32 = arith.constant 128 : i32
      %c256_i32 = arith.constant 256 : i32
      %c64_i32 = arith.constant 64 : i32
      %c4096_i32 = arith.constant 4096 : i32
      %true = arith.constant true
      %c10000000_i32 = arith.constant 10000000 : i32
      %c49152_i32 = arith.constant 49152 : i32
      %c9_i32 = arith.constant 9 : i32
      %c6_i32 = arith.constant 6 : i32
      %c4_i32 = arith.constant 4 : i32
      %c160_i32 = arith.constant 160 : i32
      %false = arith.constant false
      %c138511528_i32 = arith.constant 138511528 : i32
      %c13_i32 = arith.constant 13 : i32
      %c14_i32 = arith.constant 14 : i32
      %c2097152_i32 = arith.constant 2097152 : i32
      %c4194304_i32 = arith.constant 4194304 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %c32_i32 = arith.constant 32 : i32
      %c1_i32 = arith.constant 1 : i32
      %2 = llvm.alloca %c1_i32 x i128 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %3 = llvm.alloca %c32_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %4 = llvm.alloca %c32_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %5 = llvm.alloca %c1_i32 x i128 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %6 = llvm.alloca %c1_i32 x i128 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %7 = llvm.alloca %c1_i32 x i128 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %8 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %9 = llvm.getelementptr %arg3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %10 = llvm.getelementptr %arg5[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %11 = llvm.ptrtoint %1 : !llvm.ptr<3> to i32
      %12 = nvvm.shfl.sync idx %c-1_i32, %11, %c0_i32, %c31_i32 : i32 -> i32
      %13 = arith.extui %12 : i32 to i64
      %14 = llvm.inttoptr %13 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%14, %c1024_i64 : !llvm.ptr<3>, i64)] : i1
      %15 = llvm.ptrtoint %14 : !llvm.ptr<3> to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%16, %c16_i64 : !llvm.ptr<3>, i64)] : i1
      %17 = llvm.getelementptr %14[256] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %18 = llvm.ptrtoint %17 : !llvm.ptr<3> to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%19, %c128_i64 : !llvm.ptr<3>, i64)] : i1
      %20 = llvm.getelementptr %14[73984] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %21 = llvm.ptrtoint %20 : !llvm.ptr<3> to i64
      %22 = llvm.inttoptr %21 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%22, %c128_i64 : !llvm.ptr<3>, i64)] : i1
      %23 = llvm.getelementptr %14[221440] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %24 = llvm.ptrtoint %23 : !llvm.ptr<3> to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%25, %c128_i64 : !llvm.ptr<3>, i64)] : i1
      %26 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %27 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %28 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %29 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %30 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %31 = arith.muli %27, %29 : i32
      %32 = arith.addi %26, %31 : i32
      %33 = arith.muli %28, %29 : i32
      %34 = arith.muli %33, %30 : i32
      %35 = arith.addi %32, %34 : i32
      %36 = arith.floordivsi %35, %c32_i32 : i32
      %37 = nvvm.shfl.sync idx %c-1_i32, %36, %c0_i32, %c31_i32 : i32 -> i32
      %38 = nvvm.shfl.sync idx %c-1_i32, %37, %c0_i32, %c31_i32 : i32 -> i32
      %39 = arith.cmpi eq, %38, %c5_i32 : i32
      scf.if %39 {
        nvvm.prefetch tensormap, %arg1 : !llvm.ptr
        nvvm.prefetch tensormap, %arg3 : !llvm.ptr
        nvvm.prefetch tensormap, %arg5 : !llvm.ptr
      }
      %40 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %41 = arith.remsi %40, %c2_i32 : i32
      %42 = arith.cmpi eq, %41, %c0_i32 : i32
      %43 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %44 = nvvm.shfl.sync idx %c-1_i32, %43, %c0_i32, %c31_i32 : i32 -> i32
      %45 = arith.cmpi eq, %44, %c0_i32 : i32
      %46 = arith.remsi %44, %c2_i32 : i32
      %47 = arith.divsi %44, %c2_i32 : i32
      %48 = arith.remsi %47, %c4_i32 : i32
      %49 = arith.divsi %44, %c8_i32 : i32
      %50 = arith.remsi %49, %c2_i32 : i32
      %51 = arith.remsi %46, %c2_i32 : i32
      %52 = arith.remsi %48, %c4_i32 : i32
      %53 = arith.remsi %50, %c2_i32 : i32
      %54 = llvm.getelementptr %16[144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %55 = llvm.getelementptr %16[176] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %56 = llvm.getelementptr %16[184] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %57 = llvm.getelementptr %16[192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %58 = llvm.getelementptr %16[208] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %59 = arith.cmpi eq, %38, %c0_i32 : i32
      scf.if %59 {
        %122 = nvvm.elect.sync -> i1
        scf.if %122 {
          nvvm.mbarrier.init %16, %c1_i32 : !llvm.ptr<3>, i32
          %123 = llvm.getelementptr %16[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %123, %c1_i32 : !llvm.ptr<3>, i32
          %124 = llvm.getelementptr %16[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %124, %c1_i32 : !llvm.ptr<3>, i32
          %125 = llvm.getelementptr %16[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %125, %c1_i32 : !llvm.ptr<3>, i32
          %126 = llvm.getelementptr %16[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %126, %c1_i32 : !llvm.ptr<3>, i32
          %127 = llvm.getelementptr %16[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %127, %c1_i32 : !llvm.ptr<3>, i32
          %128 = llvm.getelementptr %16[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %128, %c1_i32 : !llvm.ptr<3>, i32
          %129 = llvm.getelementptr %16[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %129, %c1_i32 : !llvm.ptr<3>, i32
          %130 = llvm.getelementptr %16[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %130, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      %60 = llvm.getelementptr %16[9] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      scf.if %59 {
        %122 = nvvm.elect.sync -> i1
        scf.if %122 {
          nvvm.mbarrier.init %60, %c5_i32 : !llvm.ptr<3>, i32
          %123 = llvm.getelementptr %16[10] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %123, %c5_i32 : !llvm.ptr<3>, i32
          %124 = llvm.getelementptr %16[11] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %124, %c5_i32 : !llvm.ptr<3>, i32
          %125 = llvm.getelementptr %16[12] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %125, %c5_i32 : !llvm.ptr<3>, i32
          %126 = llvm.getelementptr %16[13] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %126, %c5_i32 : !llvm.ptr<3>, i32
          %127 = llvm.getelementptr %16[14] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %127, %c5_i32 : !llvm.ptr<3>, i32
          %128 = llvm.getelementptr %16[15] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %128, %c5_i32 : !llvm.ptr<3>, i32
          %129 = llvm.getelementptr %16[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %129, %c5_i32 : !llvm.ptr<3>, i32
          %130 = llvm.getelementptr %16[17] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %130, %c5_i32 : !llvm.ptr<3>, i32
        }
      }
      %61 = arith.muli %52, %c2_i32 overflow<nsw> : i32
      %62 = arith.addi %51, %61 overflow<nsw> : i32
      %63 = arith.shli %c257_i32, %62 : i32
      %64 = arith.trunci %63 : i32 to i16
      %65 = arith.muli %53, %c8_i32 overflow<nsw> : i32
      %66 = arith.addi %51, %65 overflow<nsw> : i32
      %67 = arith.shli %c85_i32, %66 : i32
      %68 = arith.trunci %67 : i32 to i16
      %69 = arith.xori %51, %c1_i32 : i32
      %70 = arith.muli %52, %c2_i32 overflow<nsw> : i32
      %71 = arith.addi %69, %70 overflow<nsw> : i32
      %72 = arith.shli %c257_i32, %71 : i32
      %73 = arith.trunci %72 : i32 to i16
      %74 = arith.muli %53, %c8_i32 overflow<nsw> : i32
      %75 = arith.addi %69, %74 overflow<nsw> : i32
      %76 = arith.shli %c85_i32, %75 : i32
      %77 = arith.trunci %76 : i32 to i16
      %78 = arith.ori %64, %68 : i16
      %79 = arith.ori %78, %73 : i16
      %80 = arith.ori %79, %77 : i16
      scf.if %59 {
        %122 = nvvm.elect.sync -> i1
        scf.if %122 {
          nvvm.mbarrier.init %54, %c1_i32 : !llvm.ptr<3>, i32
          %123 = llvm.getelementptr %54[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %123, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      %81 = llvm.getelementptr %54[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      scf.if %59 {
        %122 = nvvm.elect.sync -> i1
        scf.if %122 {
          nvvm.mbarrier.init %81, %c8_i32 : !llvm.ptr<3>, i32
          %123 = llvm.getelementptr %54[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %123, %c8_i32 : !llvm.ptr<3>, i32
        }
      }
      %82 = arith.muli %52, %c2_i32 overflow<nsw> : i32
      %83 = arith.muli %53, %c8_i32 overflow<nsw> : i32
      %84 = arith.addi %82, %83 overflow<nsw> : i32
      %85 = arith.shli %c3_i32, %84 : i32
      %86 = arith.trunci %85 : i32 to i16
      %87 = arith.floordivsi %44, %c2_i32 : i32
      %88 = arith.muli %87, %c2_i32 : i32
      scf.if %59 {
        %122 = nvvm.elect.sync -> i1
        scf.if %122 {
          nvvm.mbarrier.init %57, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      %89 = llvm.getelementptr %57[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      scf.if %59 {
        %122 = nvvm.elect.sync -> i1
        scf.if %122 {
          nvvm.mbarrier.init %89, %c3104_i32 : !llvm.ptr<3>, i32
        }
      }
      %90 = arith.remsi %26, %c32_i32 : i32
      %91 = arith.cmpi slt, %90, %c16_i32 : i32
      scf.if %59 {
        %122 = nvvm.elect.sync -> i1
        scf.if %122 {
          nvvm.mbarrier.init %55, %c32_i32 : !llvm.ptr<3>, i32
        }
      }
      nvvm.fence.mbarrier.init
      nvvm.fence.mbarrier.init
      nvvm.cluster.arrive.relaxed
      %92 = llvm.extractvalue %arg2[1, 0, 1] : !llvm_struct_7bb797
      %93 = arith.ceildivsi %92, %c128_i32 : i32
      %94 = nvvm.shfl.sync idx %c-1_i32, %41, %c0_i32, %c31_i32 : i32 -> i32
      %95 = arith.remsi %94, %c2_i32 : i32
      %96 = arith.remsi %95, %c2_i32 : i32
      %97 = arith.muli %96, %c64_i32 overflow<nsw> : i32
      %98 = arith.muli %96, %c128_i32 overflow<nsw> : i32
      %99 = arith.muli %53, %c4096_i32 overflow<nsw> : i32
      %100 = arith.divsi %99, %c64_i32 : i32
      %101 = llvm.getelementptr %19[%99] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      %102 = arith.muli %52, %c4096_i32 overflow<nsw> : i32
      %103 = arith.divsi %102, %c128_i32 : i32
      %104 = llvm.getelementptr %22[%102] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      %105 = llvm.ptrtoint %19 : !llvm.ptr<3> to i32
      %106 = arith.shrui %105, %c4_i32 : i32
      %107 = nvvm.tcgen05.mma_smem_desc(%106, %c0_i32, %c32_i32, %c0_i8, %false, %c4_i8) : (i32, i32, i32, i8, i1, i8) -> i64
      %108 = llvm.ptrtoint %22 : !llvm.ptr<3> to i32
      %109 = arith.shrui %108, %c4_i32 : i32
      %110 = nvvm.tcgen05.mma_smem_desc(%109, %c0_i32, %c64_i32, %c0_i8, %false, %c2_i8) : (i32, i32, i32, i8, i1, i8) -> i64
      nvvm.cluster.wait
      %111 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %112 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %113 = arith.remsi %40, %c8_i32 : i32
      %114 = arith.remsi %111, %c2_i32 : i32
      %115:7 = scf.if %39 -> (i32, i32, i32, i1, i32, i32, i32) {
        %122:9 = scf.while (%arg13 = %40, %arg14 = %111, %arg15 = %112, %arg16 = %true, %arg17 = %c0_i32, %arg18 = %c1_i32, %arg19 = %c0_i32, %arg20 = %c0_i32, %arg21 = %c0_i32) : (i32, i32, i32, i1, i32, i32, i32, i32, i32) -> (i32, i32, i32, i1, i32, i32, i32, i32, i32) {
          scf.condition(%arg16) %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21 : i32, i32, i32, i1, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg13: i32, %arg14: i32, %arg15: i32, %arg16: i1, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32):
          %164 = arith.floordivsi %arg13, %c2_i32 : i32
          %165 = arith.muli %164, %c128_i32 overflow<nsw> : i32
          %166 = arith.addi %97, %165 overflow<nsw> : i32
          %167 = arith.muli %arg14, %c256_i32 overflow<nsw> : i32
          %168 = arith.addi %98, %167 overflow<nsw> : i32
          %169 = llvm.getelementptr %60[%arg17] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %170 = nvvm.mbarrier.wait.parity %169, %arg18 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
          %171:5 = scf.for %arg22 = %c0_i32 to %93 step %c1_i32 iter_args(%arg23 = %170, %arg24 = %c0_i32, %arg25 = %arg17, %arg26 = %arg18, %arg27 = %c1_i32) -> (i1, i32, i32, i32, i32)  : i32 {
            %189 = arith.extui %arg23 : i1 to i32
            %190 = arith.cmpi eq, %189, %c0_i32 : i32
            scf.if %190 {
              %215 = llvm.getelementptr %60[%arg25] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              nvvm.mbarrier.try_wait.parity %215, %arg26, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            }
            scf.if %42 {
              %215 = nvvm.elect.sync -> i1
              scf.if %215 {
                %216 = llvm.getelementptr %16[%arg25] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
                %217 = nvvm.mbarrier.arrive.expect_tx %216, %c49152_i32 : !llvm.ptr<3>, i32 -> i64
              }
            }
            %191 = arith.addi %arg25, %c1_i32 : i32
            %192 = arith.cmpi eq, %191, %c9_i32 : i32
            %193 = arith.select %192, %c0_i32, %191 : i32
            %194 = scf.if %192 -> (i32) {
              %215 = arith.xori %arg26, %c1_i32 : i32
              scf.yield %215 : i32
            } else {
              scf.yield %arg26 : i32
            }
            %195 = arith.muli %arg24, %c128_i32 overflow<nsw> : i32
            %196 = arith.addi %100, %195 overflow<nsw> : i32
            %197 = arith.muli %arg25, %c8192_i32 overflow<nsw> : i32
            %198 = llvm.getelementptr %101[%197] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
            %199 = llvm.getelementptr %16[%arg25] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %200 = llvm.ptrtoint %199 : !llvm.ptr<3> to i32
            %201 = arith.andi %200, %c-16777217_i32 : i32
            %202 = llvm.inttoptr %201 : i32 to !llvm.ptr<3>
            %203 = nvvm.elect.sync -> i1
            scf.if %203 {
              %215 = llvm.addrspacecast %198 : !llvm.ptr<3> to !llvm.ptr<7>
              nvvm.cp.async.bulk.tensor.shared.cluster.global %215, %8, %202, box[%166, %196, %arg15] multicast_mask = %64 l2_cache_hint = %0 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<7>, !llvm.ptr, i16
            }
            %204 = arith.muli %arg24, %c128_i32 overflow<nsw> : i32
            %205 = arith.addi %103, %204 overflow<nsw> : i32
            %206 = arith.muli %arg25, %c16384_i32 overflow<nsw> : i32
            %207 = llvm.getelementptr %104[%206] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
            %208 = llvm.ptrtoint %199 : !llvm.ptr<3> to i32
            %209 = arith.andi %208, %c-16777217_i32 : i32
            %210 = llvm.inttoptr %209 : i32 to !llvm.ptr<3>
            %211 = nvvm.elect.sync -> i1
            scf.if %211 {
              %215 = llvm.addrspacecast %207 : !llvm.ptr<3> to !llvm.ptr<7>
              nvvm.cp.async.bulk.tensor.shared.cluster.global %215, %9, %210, box[%168, %205, %arg15] multicast_mask = %68 l2_cache_hint = %0 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<7>, !llvm.ptr, i16
            }
            %212 = arith.cmpi sgt, %93, %arg27 : i32
            %213 = scf.if %212 -> (i1) {
              %215 = llvm.getelementptr %60[%193] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              %216 = nvvm.mbarrier.wait.parity %215, %194 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
              scf.yield %216 : i1
            } else {
              scf.yield %true : i1
            }
            %214 = arith.addi %arg27, %c1_i32 : i32
            scf.yield %213, %arg27, %193, %194, %214 : i1, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          %172 = llvm.getelementptr %57[%arg20] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %172, %arg21, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %173 = llvm.load %58 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<1xi128>
          llvm.store %173, %7 {alignment = 16 : i64} : vector<1xi128>, !llvm.ptr
          %174 = llvm.load %7 {alignment = 32 : i64} : !llvm.ptr -> vector<1xi128>
          %175 = vector.extract %174[0] : i128 from vector<1xi128>
          %176 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %175 : i1
          %177 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %175 : i32
          %178 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %175 : i32
          %179 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_z, %175 : i32
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %180 = arith.addi %177, %113 : i32
          %181 = arith.addi %178, %114 : i32
          %182 = llvm.getelementptr %89[%arg20] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %183 = nvvm.mapa %182, %c0_i32 : !llvm.ptr<3> -> !llvm.ptr<7>
          nvvm.mbarrier.arrive %183, %c1_i32 : !llvm.ptr<7>
          %184 = arith.addi %arg20, %c1_i32 : i32
          %185 = arith.addi %arg19, %c1_i32 : i32
          %186 = arith.cmpi eq, %184, %c1_i32 : i32
          %187 = arith.select %186, %c0_i32, %184 : i32
          %188 = scf.if %186 -> (i32) {
            %189 = arith.xori %arg21, %c1_i32 : i32
            scf.yield %189 : i32
          } else {
            scf.yield %arg21 : i32
          }
          scf.yield %180, %181, %179, %176, %171#2, %171#3, %185, %187, %188 : i32, i32, i32, i1, i32, i32, i32, i32, i32
        }
        %123 = llvm.getelementptr %60[%122#4] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %123, %122#5, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %124 = arith.addi %122#4, %c1_i32 : i32
        %125 = arith.cmpi eq, %124, %c9_i32 : i32
        %126 = arith.select %125, %c0_i32, %124 : i32
        %127 = scf.if %125 -> (i32) {
          %164 = arith.xori %122#5, %c1_i32 : i32
          scf.yield %164 : i32
        } else {
          scf.yield %122#5 : i32
        }
        %128 = llvm.getelementptr %60[%126] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %128, %127, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %129 = arith.addi %126, %c1_i32 : i32
        %130 = arith.cmpi eq, %129, %c9_i32 : i32
        %131 = arith.select %130, %c0_i32, %129 : i32
        %132 = scf.if %130 -> (i32) {
          %164 = arith.xori %127, %c1_i32 : i32
          scf.yield %164 : i32
        } else {
          scf.yield %127 : i32
        }
        %133 = llvm.getelementptr %60[%131] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %133, %132, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %134 = arith.addi %131, %c1_i32 : i32
        %135 = arith.cmpi eq, %134, %c9_i32 : i32
        %136 = arith.select %135, %c0_i32, %134 : i32
        %137 = scf.if %135 -> (i32) {
          %164 = arith.xori %132, %c1_i32 : i32
          scf.yield %164 : i32
        } else {
          scf.yield %132 : i32
        }
        %138 = llvm.getelementptr %60[%136] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %138, %137, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %139 = arith.addi %136, %c1_i32 : i32
        %140 = arith.cmpi eq, %139, %c9_i32 : i32
        %141 = arith.select %140, %c0_i32, %139 : i32
        %142 = scf.if %140 -> (i32) {
          %164 = arith.xori %137, %c1_i32 : i32
          scf.yield %164 : i32
        } else {
          scf.yield %137 : i32
        }
        %143 = llvm.getelementptr %60[%141] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %143, %142, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %144 = arith.addi %141, %c1_i32 : i32
        %145 = arith.cmpi eq, %144, %c9_i32 : i32
        %146 = arith.select %145, %c0_i32, %144 : i32
        %147 = scf.if %145 -> (i32) {
          %164 = arith.xori %142, %c1_i32 : i32
          scf.yield %164 : i32
        } else {
          scf.yield %142 : i32
        }
        %148 = llvm.getelementptr %60[%146] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %148, %147, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %149 = arith.addi %146, %c1_i32 : i32
        %150 = arith.cmpi eq, %149, %c9_i32 : i32
        %151 = arith.select %150, %c0_i32, %149 : i32
        %152 = scf.if %150 -> (i32) {
          %164 = arith.xori %147, %c1_i32 : i32
          scf.yield %164 : i32
        } else {
          scf.yield %147 : i32
        }
        %153 = llvm.getelementptr %60[%151] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %153, %152, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %154 = arith.addi %151, %c1_i32 : i32
        %155 = arith.cmpi eq, %154, %c9_i32 : i32
        %156 = arith.select %155, %c0_i32, %154 : i32
        %157 = scf.if %155 -> (i32) {
          %164 = arith.xori %152, %c1_i32 : i32
          scf.yield %164 : i32
        } else {
          scf.yield %152 : i32
        }
        %158 = llvm.getelementptr %60[%156] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %158, %157, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %159 = arith.addi %156, %c1_i32 : i32
        %160 = arith.cmpi eq, %159, %c9_i32 : i32
        %161 = arith.select %160, %c0_i32, %159 : i32
        %162 = scf.if %160 -> (i32) {
          %164 = arith.xori %157, %c1_i32 : i32
          scf.yield %164 : i32
        } else {
          scf.yield %157 : i32
        }
        %163 = llvm.getelementptr %60[%161] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %163, %162, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        scf.yield %122#0, %122#1, %122#2, %122#3, %122#6, %122#7, %122#8 : i32, i32, i32, i1, i32, i32, i32
      } else {
        scf.yield %40, %111, %112, %true, %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32, i1, i32, i32, i32
      }
      %116 = arith.cmpi eq, %38, %c6_i32 : i32
      %117 = arith.andi %116, %45 : i1
      %118:8 = scf.if %117 -> (i32, i32, i32, i1, i32, i32, i32, i32) {
        %122:11 = scf.while (%arg13 = %115#0, %arg14 = %115#1, %arg15 = %115#2, %arg16 = %115#3, %arg17 = %c0_i32, %arg18 = %c0_i32, %arg19 = %c0_i32, %arg20 = %c1_i32, %arg21 = %115#4, %arg22 = %115#5, %arg23 = %115#6) : (i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32) {
          scf.condition(%arg16) %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23 : i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg13: i32, %arg14: i32, %arg15: i32, %arg16: i1, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32):
          %124 = llvm.getelementptr %89[%arg19] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %124, %arg20, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          scf.if %91 {
            %150 = llvm.getelementptr %57[%arg19] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %151 = nvvm.mapa %150, %90 : !llvm.ptr<3> -> !llvm.ptr<7>
            nvvm.mbarrier.arrive.expect_tx %151, %c16_i32 : !llvm.ptr<7>, i32
          }
          %125 = llvm.getelementptr %57[%arg19] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %126 = nvvm.elect.sync -> i1
          scf.if %126 {
            nvvm.clusterlaunchcontrol.try.cancel multicast, %58, %125
          }
          %127 = arith.addi %arg17, %c1_i32 : i32
          %128 = arith.addi %arg19, %c1_i32 : i32
          %129 = arith.addi %arg18, %c1_i32 : i32
          %130 = arith.cmpi eq, %128, %c1_i32 : i32
          %131 = arith.select %130, %c0_i32, %128 : i32
          %132 = scf.if %130 -> (i32) {
            %150 = arith.xori %arg20, %c1_i32 : i32
            scf.yield %150 : i32
          } else {
            scf.yield %arg20 : i32
          }
          %133 = llvm.getelementptr %57[%arg22] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %133, %arg23, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %134 = llvm.load %58 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<1xi128>
          llvm.store %134, %6 {alignment = 16 : i64} : vector<1xi128>, !llvm.ptr
          %135 = llvm.load %6 {alignment = 32 : i64} : !llvm.ptr -> vector<1xi128>
          %136 = vector.extract %135[0] : i128 from vector<1xi128>
          %137 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %136 : i1
          %138 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %136 : i32
          %139 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %136 : i32
          %140 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_z, %136 : i32
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %141 = arith.addi %138, %113 : i32
          %142 = arith.addi %139, %114 : i32
          %143 = llvm.getelementptr %89[%arg22] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %144 = nvvm.mapa %143, %c0_i32 : !llvm.ptr<3> -> !llvm.ptr<7>
          nvvm.mbarrier.arrive %144, %c1_i32 : !llvm.ptr<7>
          %145 = arith.addi %arg22, %c1_i32 : i32
          %146 = arith.addi %arg21, %c1_i32 : i32
          %147 = arith.cmpi eq, %145, %c1_i32 : i32
          %148 = arith.select %147, %c0_i32, %145 : i32
          %149 = scf.if %147 -> (i32) {
            %150 = arith.xori %arg23, %c1_i32 : i32
            scf.yield %150 : i32
          } else {
            scf.yield %arg23 : i32
          }
          scf.yield %141, %142, %140, %137, %127, %129, %131, %132, %146, %148, %149 : i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32
        }
        %123 = llvm.getelementptr %89[%122#6] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %123, %122#7, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        scf.yield %122#0, %122#1, %122#2, %122#3, %122#4, %122#8, %122#9, %122#10 : i32, i32, i32, i1, i32, i32, i32, i32
      } else {
        scf.yield %115#0, %115#1, %115#2, %115#3, %c0_i32, %115#4, %115#5, %115#6 : i32, i32, i32, i1, i32, i32, i32, i32
      }
      %119 = arith.cmpi eq, %38, %c4_i32 : i32
      %120:7 = scf.if %119 -> (i32, i32, i32, i1, i32, i32, i32) {
        nvvm.barrier id = %c2_i32 number_of_threads = %c160_i32
        %122 = llvm.load %56 : !llvm.ptr<3> -> i32
        %123:13 = scf.while (%arg13 = %118#0, %arg14 = %118#1, %arg15 = %118#2, %arg16 = %118#3, %arg17 = %c0_i32, %arg18 = %c0_i32, %arg19 = %arg0, %arg20 = %c0_i32, %arg21 = %c0_i32, %arg22 = %c1_i32, %arg23 = %118#5, %arg24 = %118#6, %arg25 = %118#7) : (i32, i32, i32, i1, i32, i32, !llvm_struct_5bcfaa, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i1, i32, i32, !llvm_struct_5bcfaa, i32, i32, i32, i32, i32, i32) {
          scf.condition(%arg16) %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25 : i32, i32, i32, i1, i32, i32, !llvm_struct_5bcfaa, i32, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg13: i32, %arg14: i32, %arg15: i32, %arg16: i1, %arg17: i32, %arg18: i32, %arg19: !llvm_struct_5bcfaa, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32):
          %126 = arith.muli %arg21, %c128_i32 overflow<nsw> : i32
          %127 = arith.addi %122, %126 : i32
          %128 = scf.if %42 -> (i1) {
            %153 = llvm.getelementptr %16[%arg17] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %154 = nvvm.mbarrier.wait.parity %153, %arg18 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
            %155 = llvm.getelementptr %81[%arg21] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            nvvm.mbarrier.try_wait.parity %155, %arg22, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            scf.yield %154 : i1
          } else {
            scf.yield %true : i1
          }
          %129 = llvm.insertvalue %false, %arg19[0] : !llvm_struct_5bcfaa
          %130:5 = scf.for %arg26 = %c0_i32 to %93 step %c1_i32 iter_args(%arg27 = %128, %arg28 = %c0_i32, %arg29 = %arg17, %arg30 = %arg18, %arg31 = %129) -> (i1, i32, i32, i32, !llvm_struct_5bcfaa)  : i32 {
            %153:5 = scf.if %42 -> (i1, i32, i32, i32, !llvm_struct_5bcfaa) {
              %154 = arith.extui %arg27 : i1 to i32
              %155 = arith.cmpi eq, %154, %c0_i32 : i32
              scf.if %155 {
                %170 = llvm.getelementptr %16[%arg29] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
                nvvm.mbarrier.try_wait.parity %170, %arg30, %c10000000_i32 : !llvm.ptr<3>, i32, i32
              }
              %156 = arith.addi %arg29, %c1_i32 : i32
              %157 = arith.addi %arg28, %c1_i32 : i32
              %158 = arith.cmpi eq, %156, %c9_i32 : i32
              %159 = arith.select %158, %c0_i32, %156 : i32
              %160 = scf.if %158 -> (i32) {
                %170 = arith.xori %arg30, %c1_i32 : i32
                scf.yield %170 : i32
              } else {
                scf.yield %arg30 : i32
              }
              %161 = llvm.bitcast %107 : i64 to vector<2xi32>
              %162 = vector.extract %161[0] : i32 from vector<2xi32>
              %163 = llvm.bitcast %110 : i64 to vector<2xi32>
              %164 = vector.extract %163[0] : i32 from vector<2xi32>
              %165 = llvm.inttoptr %127 : i32 to !llvm.ptr<6>
              %166 = scf.for %arg32 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg33 = %arg31) -> (!llvm_struct_5bcfaa)  : i32 {
                %170 = arith.muli %arg32, %c128_i32 overflow<nsw> : i32
                %171 = arith.muli %arg29, %c512_i32 overflow<nsw> : i32
                %172 = arith.addi %170, %171 overflow<nsw> : i32
                %173 = arith.addi %162, %172 : i32
                %174 = vector.insert %173, %161 [0] : i32 into vector<2xi32>
                %175 = llvm.bitcast %174 : vector<2xi32> to i64
                %176 = arith.muli %arg32, %c256_i32 overflow<nsw> : i32
                %177 = arith.muli %arg29, %c1024_i32 overflow<nsw> : i32
                %178 = arith.addi %176, %177 overflow<nsw> : i32
                %179 = arith.addi %164, %178 : i32
                %180 = vector.insert %179, %163 [0] : i32 into vector<2xi32>
                %181 = llvm.bitcast %180 : vector<2xi32> to i64
                %182 = llvm.extractvalue %arg33[1] : !llvm_struct_5bcfaa
                %183 = llvm.extractvalue %arg33[2] : !llvm_struct_5bcfaa
                %184 = llvm.extractvalue %arg33[0] : !llvm_struct_5bcfaa
                %185 = arith.extui %182 : i1 to i32
                %186 = arith.extui %183 : i1 to i32
                %187 = arith.shli %185, %c13_i32 : i32
                %188 = arith.shli %186, %c14_i32 : i32
                %189 = arith.ori %187, %c138511528_i32 : i32
                %190 = arith.ori %189, %188 : i32
                %191 = llvm.extractvalue %arg33[3] : !llvm_struct_5bcfaa
                %192 = nvvm.elect.sync -> i1
                scf.if %192 {
                  nvvm.tcgen05.mma %165, %175, %181, %190, %184 mask = %191 {ctaGroup = #nvvm.cta_group<cta_2>, kind = #nvvm.tcgen05_mma_kind<i8>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<8xi32>)
                }
                %193 = llvm.insertvalue %true, %arg33[0] : !llvm_struct_5bcfaa
                scf.yield %193 : !llvm_struct_5bcfaa
              } {loop_annotation = #loop_annotation1}
              %167 = nvvm.elect.sync -> i1
              scf.if %167 {
                %170 = llvm.getelementptr %60[%arg29] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
                nvvm.tcgen05.commit %170, multicast_mask = %80 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i16
              }
              %168 = arith.cmpi sgt, %93, %157 : i32
              %169 = scf.if %168 -> (i1) {
                %170 = llvm.getelementptr %16[%159] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
                %171 = nvvm.mbarrier.wait.parity %170, %160 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
                scf.yield %171 : i1
              } else {
                scf.yield %true : i1
              }
              scf.yield %169, %157, %159, %160, %166 : i1, i32, i32, i32, !llvm_struct_5bcfaa
            } else {
              scf.yield %arg27, %arg28, %arg29, %arg30, %arg31 : i1, i32, i32, i32, !llvm_struct_5bcfaa
            }
            scf.yield %153#0, %153#1, %153#2, %153#3, %153#4 : i1, i32, i32, i32, !llvm_struct_5bcfaa
          }
          scf.if %42 {
            %153 = nvvm.elect.sync -> i1
            scf.if %153 {
              %154 = llvm.getelementptr %54[%arg21] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              nvvm.tcgen05.commit %154, multicast_mask = %86 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i16
            }
          }
          %131 = arith.addi %arg21, %c1_i32 : i32
          %132 = arith.addi %arg20, %c1_i32 : i32
          %133 = arith.cmpi eq, %131, %c2_i32 : i32
          %134 = arith.select %133, %c0_i32, %131 : i32
          %135 = scf.if %133 -> (i32) {
            %153 = arith.xori %arg22, %c1_i32 : i32
            scf.yield %153 : i32
          } else {
            scf.yield %arg22 : i32
          }
          %136 = llvm.getelementptr %57[%arg24] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %136, %arg25, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %137 = llvm.load %58 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<1xi128>
          llvm.store %137, %5 {alignment = 16 : i64} : vector<1xi128>, !llvm.ptr
          %138 = llvm.load %5 {alignment = 32 : i64} : !llvm.ptr -> vector<1xi128>
          %139 = vector.extract %138[0] : i128 from vector<1xi128>
          %140 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %139 : i1
          %141 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %139 : i32
          %142 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %139 : i32
          %143 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_z, %139 : i32
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %144 = arith.addi %141, %113 : i32
          %145 = arith.addi %142, %114 : i32
          %146 = llvm.getelementptr %89[%arg24] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %147 = nvvm.mapa %146, %c0_i32 : !llvm.ptr<3> -> !llvm.ptr<7>
          nvvm.mbarrier.arrive %147, %c1_i32 : !llvm.ptr<7>
          %148 = arith.addi %arg24, %c1_i32 : i32
          %149 = arith.addi %arg23, %c1_i32 : i32
          %150 = arith.cmpi eq, %148, %c1_i32 : i32
          %151 = arith.select %150, %c0_i32, %148 : i32
          %152 = scf.if %150 -> (i32) {
            %153 = arith.xori %arg25, %c1_i32 : i32
            scf.yield %153 : i32
          } else {
            scf.yield %arg25 : i32
          }
          scf.yield %144, %145, %143, %140, %130#2, %130#3, %130#4, %132, %134, %135, %149, %151, %152 : i32, i32, i32, i1, i32, i32, !llvm_struct_5bcfaa, i32, i32, i32, i32, i32, i32
        }
        %124 = arith.remsi %44, %c2_i32 : i32
        %125 = arith.cmpi eq, %124, %c0_i32 : i32
        scf.if %125 {
          %126 = arith.addi %123#8, %c1_i32 : i32
          %127 = arith.cmpi eq, %126, %c2_i32 : i32
          %128 = arith.select %127, %c0_i32, %126 : i32
          %129 = scf.if %127 -> (i32) {
            %131 = arith.xori %123#9, %c1_i32 : i32
            scf.yield %131 : i32
          } else {
            scf.yield %123#9 : i32
          }
          %130 = llvm.getelementptr %81[%128] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %130, %129, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        }
        scf.yield %123#0, %123#1, %123#2, %123#3, %123#10, %123#11, %123#12 : i32, i32, i32, i1, i32, i32, i32
      } else {
        scf.yield %118#0, %118#1, %118#2, %118#3, %118#5, %118#6, %118#7 : i32, i32, i32, i1, i32, i32, i32
      }
      %121 = arith.cmpi slt, %38, %c4_i32 : i32
      scf.if %121 {
        scf.if %59 {
          nvvm.tcgen05.alloc %56, %c256_i32 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i32
        }
        nvvm.barrier id = %c2_i32 number_of_threads = %c160_i32
        %122 = llvm.load %56 : !llvm.ptr<3> -> i32
        %123 = arith.divsi %26, %c32_i32 : i32
        %124 = arith.divsi %123, %c2_i32 : i32
        %125 = arith.remsi %123, %c2_i32 : i32
        %126 = arith.muli %125, %c2097152_i32 overflow<nsw> : i32
        %127 = arith.muli %124, %c4194304_i32 overflow<nsw> : i32
        %128 = arith.addi %126, %127 overflow<nsw> : i32
        %129 = arith.addi %122, %128 : i32
        %130 = arith.muli %90, %c32_i32 overflow<nsw> : i32
        %131 = arith.muli %125, %c1024_i32 overflow<nsw> : i32
        %132 = arith.addi %130, %131 overflow<nsw> : i32
        %133 = arith.muli %124, %c2048_i32 overflow<nsw> : i32
        %134 = arith.addi %132, %133 overflow<nsw> : i32
        %135 = llvm.getelementptr %25[%134] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        %136 = llvm.ptrtoint %135 : !llvm.ptr<3> to i64
        %137 = arith.andi %136, %c128_i64 : i64
        %138 = arith.shrui %137, %c3_i64 : i64
        %139 = arith.xori %136, %138 : i64
        %140 = llvm.inttoptr %139 : i64 to !llvm.ptr<3>
        %141 = llvm.getelementptr %3[16] : (!llvm.ptr) -> !llvm.ptr, i8
        %142 = llvm.getelementptr %135[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
        %143 = llvm.ptrtoint %142 : !llvm.ptr<3> to i64
        %144 = arith.andi %143, %c128_i64 : i64
        %145 = arith.shrui %144, %c3_i64 : i64
        %146 = arith.xori %143, %145 : i64
        %147 = llvm.inttoptr %146 : i64 to !llvm.ptr<3>
        %148:10 = scf.while (%arg13 = %120#0, %arg14 = %120#1, %arg15 = %120#2, %arg16 = %120#3, %arg17 = %118#4, %arg18 = %c0_i32, %arg19 = %c0_i32, %arg20 = %c0_i32, %arg21 = %120#4, %arg22 = %120#5, %arg23 = %120#6) : (i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
          scf.condition(%arg16) %arg13, %arg14, %arg15, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg13: i32, %arg14: i32, %arg15: i32, %arg16: i32, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32):
          %149 = arith.floordivsi %arg13, %c2_i32 : i32
          %150 = arith.addi %arg16, %c1_i32 : i32
          %151 = arith.muli %149, %c128_i32 overflow<nsw> : i32
          %152 = arith.muli %arg14, %c256_i32 overflow<nsw> : i32
          %153 = arith.addi %97, %151 overflow<nsw> : i32
          %154 = arith.muli %arg18, %c128_i32 overflow<nsw> : i32
          %155 = arith.addi %129, %154 : i32
          %156 = llvm.getelementptr %54[%arg18] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %156, %arg19, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %157 = arith.muli %150, %c4_i32 : i32
          scf.for %arg23 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
            %181 = arith.muli %arg23, %c32_i32 overflow<nsw> : i32
            %182 = arith.addi %155, %181 : i32
            %183 = llvm.inttoptr %182 : i32 to !llvm.ptr<6>
            %184 = nvvm.tcgen05.ld %183 {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<32xi32>
            llvm.store %184, %4 : vector<32xi32>, !llvm.ptr
            %185 = llvm.load %4 {alignment = 32 : i64} : !llvm.ptr -> vector<32xi32>
            %186 = arith.trunci %185 : vector<32xi32> to vector<32xi8>
            llvm.store %186, %3 {alignment = 32 : i64} : vector<32xi8>, !llvm.ptr
            %187 = arith.addi %157, %arg23 : i32
            %188 = arith.remsi %187, %c2_i32 : i32
            %189 = arith.muli %188, %c4096_i32 overflow<nsw> : i32
            %190 = llvm.getelementptr %140[%189] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
            %191 = llvm.load %3 {alignment = 16 : i64} : !llvm.ptr -> vector<16xi8>
            llvm.store %191, %190 {alignment = 16 : i64} : vector<16xi8>, !llvm.ptr<3>
            %192 = llvm.getelementptr %147[%189] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
            %193 = llvm.load %141 {alignment = 16 : i64} : !llvm.ptr -> vector<16xi8>
            llvm.store %193, %192 {alignment = 16 : i64} : vector<16xi8>, !llvm.ptr<3>
            nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
            nvvm.barrier id = %c1_i32 number_of_threads = %c128_i32
            scf.if %59 {
              %194 = arith.muli %188, %c4096_i32 overflow<nsw> : i32
              %195 = llvm.getelementptr %25[%194] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              %196 = arith.muli %arg23, %c32_i32 overflow<nsw> : i32
              %197 = arith.addi %152, %196 overflow<nsw> : i32
              nvvm.cp.async.bulk.tensor.global.shared.cta %10, %195, box[%197, %153, %arg15] l2_cache_hint = %0 : !llvm.ptr, <3>
              %198 = llvm.getelementptr %195[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %199 = arith.addi %197, %c128_i32 overflow<nsw> : i32
              nvvm.cp.async.bulk.tensor.global.shared.cta %10, %198, box[%199, %153, %arg15] l2_cache_hint = %0 : !llvm.ptr, <3>
              nvvm.cp.async.bulk.commit.group
              nvvm.cp.async.bulk.wait_group 1 {read}
            }
            nvvm.barrier id = %c1_i32 number_of_threads = %c128_i32
          }
          nvvm.barrier id = %c1_i32 number_of_threads = %c128_i32
          %158 = nvvm.elect.sync -> i1
          scf.if %158 {
            %181 = llvm.getelementptr %81[%arg18] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %182 = nvvm.mapa %181, %88 : !llvm.ptr<3> -> !llvm.ptr<7>
            nvvm.mbarrier.arrive %182, %c1_i32 : !llvm.ptr<7>
          }
          %159 = arith.addi %arg18, %c1_i32 : i32
          %160 = arith.addi %arg17, %c1_i32 : i32
          %161 = arith.cmpi eq, %159, %c2_i32 : i32
          %162 = arith.select %161, %c0_i32, %159 : i32
          %163 = scf.if %161 -> (i32) {
            %181 = arith.xori %arg19, %c1_i32 : i32
            scf.yield %181 : i32
          } else {
            scf.yield %arg19 : i32
          }
          %164 = llvm.getelementptr %57[%arg21] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %164, %arg22, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %165 = llvm.load %58 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<1xi128>
          llvm.store %165, %2 {alignment = 16 : i64} : vector<1xi128>, !llvm.ptr
          %166 = llvm.load %2 {alignment = 32 : i64} : !llvm.ptr -> vector<1xi128>
          %167 = vector.extract %166[0] : i128 from vector<1xi128>
          %168 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %167 : i1
          %169 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %167 : i32
          %170 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %167 : i32
          %171 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_z, %167 : i32
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %172 = arith.addi %169, %113 : i32
          %173 = arith.addi %170, %114 : i32
          %174 = llvm.getelementptr %89[%arg21] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %175 = nvvm.mapa %174, %c0_i32 : !llvm.ptr<3> -> !llvm.ptr<7>
          nvvm.mbarrier.arrive %175, %c1_i32 : !llvm.ptr<7>
          %176 = arith.addi %arg21, %c1_i32 : i32
          %177 = arith.addi %arg20, %c1_i32 : i32
          %178 = arith.cmpi eq, %176, %c1_i32 : i32
          %179 = arith.select %178, %c0_i32, %176 : i32
          %180 = scf.if %178 -> (i32) {
            %181 = arith.xori %arg22, %c1_i32 : i32
            scf.yield %181 : i32
          } else {
            scf.yield %arg22 : i32
          }
          scf.yield %172, %173, %171, %168, %150, %160, %162, %163, %177, %179, %180 : i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32
        }
        nvvm.cp.async.bulk.wait_group 0 {read}
        scf.if %59 {
          nvvm.tcgen05.relinquish_alloc_permit {group = #nvvm.cta_group<cta_2>}
        }
        scf.if %59 {
          %149 = arith.xori %44, %c1_i32 : i32
          %150 = nvvm.mapa %55, %149 : !llvm.ptr<3> -> !llvm.ptr<7>
          nvvm.mbarrier.arrive %150, %c1_i32 : !llvm.ptr<7>
          nvvm.mbarrier.try_wait.parity %55, %c0_i32, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %151 = llvm.inttoptr %122 : i32 to !llvm.ptr<6>
          nvvm.tcgen05.dealloc %151, %c256_i32 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<6>, i32
        }
      }
      return
    }
  }
  func.func @cutlass___call___cutlassoperatorsprovide_h4b88c7a9(%arg0: !llvm_struct_0658d3, %arg1: !llvm_struct_0658d3, %arg2: !llvm_struct_0658d3, %arg3: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %0 = ub.poison : !llvm_struct_7bb797
    %1 = ub.poison : !llvm_struct_d63ee1
    %2 = ub.poison : !llvm_struct_2ed770
    %3 = ub.poison : !llvm_struct_5bcfaa
    %4 = ub.poison : !llvm.struct<(i32, i32, i32)>
    %c2233785415175766016_i64 = arith.constant 2233785415175766016 : i64
    %c270370_i64 = arith.constant 270370 : i64
    %c31_i64 = arith.constant 31 : i64
    %c9151314442816847872_i64 = arith.constant 9151314442816847872 : i64
    %c286754_i64 = arith.constant 286754 : i64
    %c63_i64 = arith.constant 63 : i64
    %c4539628424389459968_i64 = arith.constant 4539628424389459968 : i64
    %c278562_i64 = arith.constant 278562 : i64
    %cst = arith.constant dense<0> : vector<8xi32>
    %c2_i32 = arith.constant 2 : i32
    %c8_i32 = arith.constant 8 : i32
    %c1_i32 = arith.constant 1 : i32
    %c224_i32 = arith.constant 224 : i32
    %c229632_i64 = arith.constant 229632 : i64
    %5 = ub.poison : !llvm.struct<()>
    %c256_i32 = arith.constant 256 : i32
    %c64_i32 = arith.constant 64 : i32
    %c15_i64 = arith.constant 15 : i64
    %c36_i64 = arith.constant 36 : i64
    %c21_i64 = arith.constant 21 : i64
    %c131072_i64 = arith.constant 131072 : i64
    %c8_i64 = arith.constant 8 : i64
    %c32_i64 = arith.constant 32 : i64
    %c9007199254740991_i64 = arith.constant 9007199254740991 : i64
    %c16_i64 = arith.constant 16 : i64
    %c4_i64 = arith.constant 4 : i64
    %c4294967295_i64 = arith.constant 4294967295 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c16_i32 = arith.constant 16 : i32
    %c0_i32 = arith.constant 0 : i32
    %false = arith.constant false
    %6 = llvm.extractvalue %arg0[0] : !llvm_struct_0658d3
    %7 = llvm.extractvalue %arg1[0] : !llvm_struct_0658d3
    %8 = llvm.extractvalue %arg2[0] : !llvm_struct_0658d3
    %9 = llvm.extractvalue %arg0[1, 0, 0] : !llvm_struct_0658d3
    %10 = llvm.extractvalue %arg0[1, 0, 1] : !llvm_struct_0658d3
    %11 = llvm.extractvalue %arg0[1, 0, 2] : !llvm_struct_0658d3
    %12 = llvm.extractvalue %arg0[1, 1, 0] : !llvm_struct_0658d3
    %13 = llvm.extractvalue %arg0[1, 1, 1] : !llvm_struct_0658d3
    %14 = llvm.extractvalue %arg1[1, 0, 0] : !llvm_struct_0658d3
    %15 = llvm.extractvalue %arg1[1, 0, 1] : !llvm_struct_0658d3
    %16 = llvm.extractvalue %arg1[1, 0, 2] : !llvm_struct_0658d3
    %17 = llvm.extractvalue %arg1[1, 1, 0] : !llvm_struct_0658d3
    %18 = llvm.extractvalue %arg1[1, 1, 1] : !llvm_struct_0658d3
    %19 = llvm.extractvalue %arg2[1, 0, 0] : !llvm_struct_0658d3
    %20 = llvm.extractvalue %arg2[1, 0, 1] : !llvm_struct_0658d3
    %21 = llvm.extractvalue %arg2[1, 0, 2] : !llvm_struct_0658d3
    %22 = llvm.extractvalue %arg2[1, 1, 0] : !llvm_struct_0658d3
    %23 = llvm.extractvalue %arg2[1, 1, 1] : !llvm_struct_0658d3
    %24 = llvm.insertvalue %10, %4[0] : !llvm.struct<(i32, i32, i32)>
    %25 = llvm.insertvalue %11, %24[1] : !llvm.struct<(i32, i32, i32)>
    %26 = llvm.insertvalue %9, %25[2] : !llvm.struct<(i32, i32, i32)>
    %27 = llvm.insertvalue %16, %4[0] : !llvm.struct<(i32, i32, i32)>
    %28 = llvm.insertvalue %15, %27[1] : !llvm.struct<(i32, i32, i32)>
    %29 = llvm.insertvalue %14, %28[2] : !llvm.struct<(i32, i32, i32)>
    %30 = llvm.insertvalue %20, %4[0] : !llvm.struct<(i32, i32, i32)>
    %31 = llvm.insertvalue %21, %30[1] : !llvm.struct<(i32, i32, i32)>
    %32 = llvm.insertvalue %19, %31[2] : !llvm.struct<(i32, i32, i32)>
    %33 = llvm.insertvalue %false, %3[0] : !llvm_struct_5bcfaa
    %34 = llvm.insertvalue %false, %33[1] : !llvm_struct_5bcfaa
    %35 = llvm.insertvalue %false, %34[2] : !llvm_struct_5bcfaa
    %36 = llvm.insertvalue %cst, %35[3] : !llvm_struct_5bcfaa
    %37 = llvm.alloca %c16_i32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %38 = arith.extsi %10 : i32 to i64
    %39 = arith.extsi %11 : i32 to i64
    %40 = arith.extsi %9 : i32 to i64
    %41 = llvm.ptrtoint %6 : !llvm.ptr<1> to i64
    %42 = llvm.getelementptr %37[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %42 : i64, !llvm.ptr
    %43 = llvm.getelementptr %37[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %43 : i64, !llvm.ptr
    %44 = llvm.getelementptr %37[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %44 : i64, !llvm.ptr
    %45 = llvm.getelementptr %37[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %45 : i64, !llvm.ptr
    %46 = llvm.getelementptr %37[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %46 : i64, !llvm.ptr
    %47 = llvm.getelementptr %37[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %47 : i64, !llvm.ptr
    %48 = llvm.getelementptr %37[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %48 : i64, !llvm.ptr
    %49 = llvm.getelementptr %37[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %49 : i64, !llvm.ptr
    %50 = arith.divui %41, %c16_i64 : i64
    %51 = arith.andi %50, %c9007199254740991_i64 : i64
    %52 = arith.shli %51, %c4_i64 : i64
    llvm.store %52, %42 : i64, !llvm.ptr
    %53 = arith.subi %39, %c1_i64 : i64
    %54 = arith.subi %40, %c1_i64 : i64
    %55 = arith.muli %53, %13 : i64
    %56 = arith.muli %54, %12 : i64
    %57 = arith.addi %55, %56 : i64
    %58 = arith.muli %38, %c8_i64 : i64
    %59 = arith.divui %58, %c8_i64 : i64
    %60 = arith.addi %59, %57 : i64
    %61 = arith.cmpi uge, %60, %c131072_i64 : i64
    %62 = arith.extui %61 : i1 to i64
    %63 = arith.shli %62, %c21_i64 : i64
    %64 = arith.divui %13, %c16_i64 : i64
    %65 = arith.shli %64, %c32_i64 : i64
    %66 = arith.ori %63, %65 : i64
    %67 = arith.ori %66, %c278562_i64 : i64
    llvm.store %67, %43 : i64, !llvm.ptr
    %68 = arith.divui %12, %c16_i64 : i64
    %69 = arith.andi %68, %c4294967295_i64 : i64
    llvm.store %69, %44 : i64, !llvm.ptr
    %70 = arith.shrui %13, %c36_i64 : i64
    %71 = arith.andi %70, %c15_i64 : i64
    %72 = arith.shli %71, %c32_i64 : i64
    %73 = arith.shrui %12, %c36_i64 : i64
    %74 = arith.andi %73, %c15_i64 : i64
    %75 = arith.shli %74, %c36_i64 : i64
    %76 = arith.ori %72, %75 : i64
    llvm.store %76, %45 : i64, !llvm.ptr
    %77 = arith.subi %38, %c1_i64 : i64
    %78 = arith.andi %77, %c4294967295_i64 : i64
    %79 = arith.shli %53, %c32_i64 : i64
    %80 = arith.ori %78, %79 : i64
    llvm.store %80, %46 : i64, !llvm.ptr
    %81 = arith.andi %54, %c4294967295_i64 : i64
    llvm.store %81, %47 : i64, !llvm.ptr
    llvm.store %c4539628424389459968_i64, %48 : i64, !llvm.ptr
    llvm.store %c63_i64, %49 : i64, !llvm.ptr
    %82 = llvm.ptrtoint %37 : !llvm.ptr to i64
    %83 = llvm.inttoptr %82 : i64 to !llvm.ptr
    %84 = llvm.load %83 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %85 = llvm.insertvalue %84, %2[0] : !llvm_struct_2ed770
    %86 = llvm.insertvalue %26, %1[0] : !llvm_struct_d63ee1
    %87 = llvm.insertvalue %5, %86[1] : !llvm_struct_d63ee1
    %88 = llvm.insertvalue %5, %0[0] : !llvm_struct_7bb797
    %89 = llvm.insertvalue %87, %88[1] : !llvm_struct_7bb797
    %90 = llvm.alloca %c16_i32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %91 = arith.extsi %16 : i32 to i64
    %92 = arith.extsi %15 : i32 to i64
    %93 = arith.extsi %14 : i32 to i64
    %94 = llvm.ptrtoint %7 : !llvm.ptr<1> to i64
    %95 = llvm.getelementptr %90[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %95 : i64, !llvm.ptr
    %96 = llvm.getelementptr %90[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %96 : i64, !llvm.ptr
    %97 = llvm.getelementptr %90[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %97 : i64, !llvm.ptr
    %98 = llvm.getelementptr %90[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %98 : i64, !llvm.ptr
    %99 = llvm.getelementptr %90[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %99 : i64, !llvm.ptr
    %100 = llvm.getelementptr %90[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %100 : i64, !llvm.ptr
    %101 = llvm.getelementptr %90[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %101 : i64, !llvm.ptr
    %102 = llvm.getelementptr %90[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %102 : i64, !llvm.ptr
    %103 = arith.divui %94, %c16_i64 : i64
    %104 = arith.andi %103, %c9007199254740991_i64 : i64
    %105 = arith.shli %104, %c4_i64 : i64
    llvm.store %105, %95 : i64, !llvm.ptr
    %106 = arith.subi %92, %c1_i64 : i64
    %107 = arith.subi %93, %c1_i64 : i64
    %108 = arith.muli %106, %18 : i64
    %109 = arith.muli %107, %17 : i64
    %110 = arith.addi %108, %109 : i64
    %111 = arith.muli %91, %c8_i64 : i64
    %112 = arith.divui %111, %c8_i64 : i64
    %113 = arith.addi %112, %110 : i64
    %114 = arith.cmpi uge, %113, %c131072_i64 : i64
    %115 = arith.extui %114 : i1 to i64
    %116 = arith.shli %115, %c21_i64 : i64
    %117 = arith.divui %18, %c16_i64 : i64
    %118 = arith.shli %117, %c32_i64 : i64
    %119 = arith.ori %116, %118 : i64
    %120 = arith.ori %119, %c286754_i64 : i64
    llvm.store %120, %96 : i64, !llvm.ptr
    %121 = arith.divui %17, %c16_i64 : i64
    %122 = arith.andi %121, %c4294967295_i64 : i64
    llvm.store %122, %97 : i64, !llvm.ptr
    %123 = arith.shrui %18, %c36_i64 : i64
    %124 = arith.andi %123, %c15_i64 : i64
    %125 = arith.shli %124, %c32_i64 : i64
    %126 = arith.shrui %17, %c36_i64 : i64
    %127 = arith.andi %126, %c15_i64 : i64
    %128 = arith.shli %127, %c36_i64 : i64
    %129 = arith.ori %125, %128 : i64
    llvm.store %129, %98 : i64, !llvm.ptr
    %130 = arith.subi %91, %c1_i64 : i64
    %131 = arith.andi %130, %c4294967295_i64 : i64
    %132 = arith.shli %106, %c32_i64 : i64
    %133 = arith.ori %131, %132 : i64
    llvm.store %133, %99 : i64, !llvm.ptr
    %134 = arith.andi %107, %c4294967295_i64 : i64
    llvm.store %134, %100 : i64, !llvm.ptr
    llvm.store %c9151314442816847872_i64, %101 : i64, !llvm.ptr
    llvm.store %c31_i64, %102 : i64, !llvm.ptr
    %135 = llvm.ptrtoint %90 : !llvm.ptr to i64
    %136 = llvm.inttoptr %135 : i64 to !llvm.ptr
    %137 = llvm.load %136 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %138 = llvm.insertvalue %137, %2[0] : !llvm_struct_2ed770
    %139 = llvm.insertvalue %29, %1[0] : !llvm_struct_d63ee1
    %140 = llvm.insertvalue %5, %139[1] : !llvm_struct_d63ee1
    %141 = llvm.insertvalue %5, %0[0] : !llvm_struct_7bb797
    %142 = llvm.insertvalue %140, %141[1] : !llvm_struct_7bb797
    %143 = llvm.alloca %c16_i32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %144 = arith.extsi %21 : i32 to i64
    %145 = arith.extsi %20 : i32 to i64
    %146 = arith.extsi %19 : i32 to i64
    %147 = llvm.ptrtoint %8 : !llvm.ptr<1> to i64
    %148 = llvm.getelementptr %143[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %148 : i64, !llvm.ptr
    %149 = llvm.getelementptr %143[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %149 : i64, !llvm.ptr
    %150 = llvm.getelementptr %143[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %150 : i64, !llvm.ptr
    %151 = llvm.getelementptr %143[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %151 : i64, !llvm.ptr
    %152 = llvm.getelementptr %143[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %152 : i64, !llvm.ptr
    %153 = llvm.getelementptr %143[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %153 : i64, !llvm.ptr
    %154 = llvm.getelementptr %143[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %154 : i64, !llvm.ptr
    %155 = llvm.getelementptr %143[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %155 : i64, !llvm.ptr
    %156 = arith.divui %147, %c16_i64 : i64
    %157 = arith.andi %156, %c9007199254740991_i64 : i64
    %158 = arith.shli %157, %c4_i64 : i64
    llvm.store %158, %148 : i64, !llvm.ptr
    %159 = arith.subi %145, %c1_i64 : i64
    %160 = arith.subi %146, %c1_i64 : i64
    %161 = arith.muli %159, %23 : i64
    %162 = arith.muli %160, %22 : i64
    %163 = arith.addi %161, %162 : i64
    %164 = arith.muli %144, %c8_i64 : i64
    %165 = arith.divui %164, %c8_i64 : i64
    %166 = arith.addi %165, %163 : i64
    %167 = arith.cmpi uge, %166, %c131072_i64 : i64
    %168 = arith.extui %167 : i1 to i64
    %169 = arith.shli %168, %c21_i64 : i64
    %170 = arith.divui %23, %c16_i64 : i64
    %171 = arith.shli %170, %c32_i64 : i64
    %172 = arith.ori %169, %171 : i64
    %173 = arith.ori %172, %c270370_i64 : i64
    llvm.store %173, %149 : i64, !llvm.ptr
    %174 = arith.divui %22, %c16_i64 : i64
    %175 = arith.andi %174, %c4294967295_i64 : i64
    llvm.store %175, %150 : i64, !llvm.ptr
    %176 = arith.shrui %23, %c36_i64 : i64
    %177 = arith.andi %176, %c15_i64 : i64
    %178 = arith.shli %177, %c32_i64 : i64
    %179 = arith.shrui %22, %c36_i64 : i64
    %180 = arith.andi %179, %c15_i64 : i64
    %181 = arith.shli %180, %c36_i64 : i64
    %182 = arith.ori %178, %181 : i64
    llvm.store %182, %151 : i64, !llvm.ptr
    %183 = arith.subi %144, %c1_i64 : i64
    %184 = arith.andi %183, %c4294967295_i64 : i64
    %185 = arith.shli %159, %c32_i64 : i64
    %186 = arith.ori %184, %185 : i64
    llvm.store %186, %152 : i64, !llvm.ptr
    %187 = arith.andi %160, %c4294967295_i64 : i64
    llvm.store %187, %153 : i64, !llvm.ptr
    llvm.store %c2233785415175766016_i64, %154 : i64, !llvm.ptr
    llvm.store %c63_i64, %155 : i64, !llvm.ptr
    %188 = llvm.ptrtoint %143 : !llvm.ptr to i64
    %189 = llvm.inttoptr %188 : i64 to !llvm.ptr
    %190 = llvm.load %189 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %191 = llvm.insertvalue %190, %2[0] : !llvm_struct_2ed770
    %192 = llvm.insertvalue %32, %1[0] : !llvm_struct_d63ee1
    %193 = llvm.insertvalue %5, %192[1] : !llvm_struct_d63ee1
    %194 = llvm.insertvalue %5, %0[0] : !llvm_struct_7bb797
    %195 = llvm.insertvalue %193, %194[1] : !llvm_struct_7bb797
    %196 = arith.ceildivsi %20, %c64_i32 : i32
    %197 = arith.ceildivsi %21, %c256_i32 : i32
    %198 = arith.addi %196, %c8_i32 overflow<nsw> : i32
    %199 = arith.subi %198, %c1_i32 overflow<nsw> : i32
    %200 = arith.divsi %199, %c8_i32 : i32
    %201 = arith.muli %200, %c8_i32 : i32
    %202 = arith.addi %197, %c2_i32 overflow<nsw> : i32
    %203 = arith.subi %202, %c1_i32 overflow<nsw> : i32
    %204 = arith.divsi %203, %c2_i32 : i32
    %205 = arith.muli %204, %c2_i32 : i32
    %206 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c224_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c229632_i64, gridDim = (%201, %205, %19), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%206] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cluster_dim[%206] (%c8_i32, %c2_i32, %c1_i32) : !cuda_launch_cfg_2cf94c, i32, i32, i32
    cuda.launch_cfg.cooperative[%206] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %207 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cutlassoperatorspr_hf11591f9_0<%206> (%36, %85, %89, %138, %142, %191, %195, %196, %197, %19, %196, %197, %19) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_5bcfaa, !llvm_struct_2ed770, !llvm_struct_7bb797, !llvm_struct_2ed770, !llvm_struct_7bb797, !llvm_struct_2ed770, !llvm_struct_7bb797, i32, i32, i32, i32, i32, i32) -> !cuda.result
    %208 = cuda.cast %207 : !cuda.result -> i32
    cuda.return_if_error %208 : i32
    return %c0_i32 : i32
  }
}
