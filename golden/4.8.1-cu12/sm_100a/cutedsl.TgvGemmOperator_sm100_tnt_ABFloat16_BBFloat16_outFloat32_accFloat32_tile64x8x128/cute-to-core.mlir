!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_0658d3 = !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>
!llvm_struct_2d8d5c = !llvm.struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>
!llvm_struct_2ed770 = !llvm.struct<(struct<(array<16 x i64>)>)>
!llvm_struct_3a3a74 = !llvm.struct<(i1, i1, i1, vector<4xi32>)>
!llvm_struct_7bb797 = !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>
!llvm_struct_d63ee1 = !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)>
#loop_unroll = #llvm.loop_unroll<disable = true, count = 1 : i32>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cutlassoperatorspr_hc7e69db5_0' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    cuda.kernel @kernel_cutlass_kernel_cutlassoperatorspr_hc7e69db5_0(%arg0: !llvm_struct_3a3a74, %arg1: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg2: !llvm_struct_7bb797, %arg3: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg4: !llvm_struct_7bb797, %arg5: !llvm_struct_0658d3) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_cluster_dim = array<i64: 1, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.zero : i64
      %c2_i8 = arith.constant 2 : i8
      %false = arith.constant false
      %c512_i32 = arith.constant 512 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %c8192_i32 = arith.constant 8192 : i32
      %c128_i64 = arith.constant 128 : i64
      %c1024_i64 = arith.constant 1024 : i64
      %c31_i32 = arith.constant 31 : i32
      %c-1_i32 = arith.constant -1 : i32
      %1 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %c32_i32 = arith.constant 32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c128_i32 = arith.constant 128 : i32
      %c8_i32 = arith.constant 8 : i32
      %c2_i32 = arith.constant 2 : i32
      %c160_i32 = arith.constant 160 : i32
      %c64_i32 = arith.constant 64 : i32
      %c10000000_i32 = arith.constant 10000000 : i32
      %c16384_i32 = arith.constant 16384 : i32
      %c7_i32 = arith.constant 7 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %c256_i32 = arith.constant 256 : i32
      %true = arith.constant true
      %c67241104_i32 = arith.constant 67241104 : i32
      %c13_i32 = arith.constant 13 : i32
      %c14_i32 = arith.constant 14 : i32
      %c8_i64 = arith.constant 8 : i64
      %c2097152_i32 = arith.constant 2097152 : i32
      %c2_i64 = arith.constant 2 : i64
      %c16_i32 = arith.constant 16 : i32
      %c0_i8 = arith.constant 0 : i8
      %c4_i32 = arith.constant 4 : i32
      %c1_i32 = arith.constant 1 : i32
      %2 = llvm.alloca %c4_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %3 = llvm.alloca %c4_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %4 = llvm.alloca %c4_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %5 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %6 = llvm.getelementptr %arg3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %7 = llvm.ptrtoint %1 : !llvm.ptr<3> to i32
      %8 = nvvm.shfl.sync idx %c-1_i32, %7, %c0_i32, %c31_i32 : i32 -> i32
      %9 = arith.extui %8 : i32 to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%10, %c1024_i64 : !llvm.ptr<3>, i64)] : i1
      %11 = llvm.ptrtoint %10 : !llvm.ptr<3> to i64
      %12 = llvm.inttoptr %11 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%12, %c8_i64 : !llvm.ptr<3>, i64)] : i1
      %13 = llvm.getelementptr %10[256] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %14 = llvm.ptrtoint %13 : !llvm.ptr<3> to i64
      %15 = llvm.inttoptr %14 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%15, %c128_i64 : !llvm.ptr<3>, i64)] : i1
      %16 = llvm.getelementptr %10[131328] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %17 = llvm.ptrtoint %16 : !llvm.ptr<3> to i64
      %18 = llvm.inttoptr %17 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%18, %c128_i64 : !llvm.ptr<3>, i64)] : i1
      %19 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %20 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %21 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %22 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %23 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %24 = arith.muli %20, %22 : i32
      %25 = arith.addi %19, %24 : i32
      %26 = arith.muli %21, %22 : i32
      %27 = arith.muli %26, %23 : i32
      %28 = arith.addi %25, %27 : i32
      %29 = arith.floordivsi %28, %c32_i32 : i32
      %30 = nvvm.shfl.sync idx %c-1_i32, %29, %c0_i32, %c31_i32 : i32 -> i32
      %31 = nvvm.shfl.sync idx %c-1_i32, %30, %c0_i32, %c31_i32 : i32 -> i32
      %32 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %33 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %34 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %35 = arith.cmpi eq, %31, %c0_i32 : i32
      scf.if %35 {
        nvvm.prefetch tensormap, %arg1 : !llvm.ptr
        nvvm.prefetch tensormap, %arg3 : !llvm.ptr
      }
      %36 = llvm.extractvalue %arg2[1, 0, 1] : !llvm_struct_7bb797
      %37 = arith.ceildivsi %36, %c128_i32 : i32
      %38 = llvm.getelementptr %12[64] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %39 = llvm.getelementptr %12[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %40 = llvm.getelementptr %12[136] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %41 = llvm.getelementptr %12[144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %42 = llvm.getelementptr %12[152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      scf.if %35 {
        %43 = nvvm.elect.sync -> i1
        scf.if %43 {
          scf.for %arg6 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
            %44 = llvm.getelementptr %12[%arg6] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            nvvm.mbarrier.init %44, %c2_i32 : !llvm.ptr<3>, i32
          }
          scf.for %arg6 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
            %44 = llvm.getelementptr %38[%arg6] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            nvvm.mbarrier.init %44, %c1_i32 : !llvm.ptr<3>, i32
          }
          nvvm.mbarrier.init %39, %c32_i32 : !llvm.ptr<3>, i32
          nvvm.mbarrier.init %40, %c1_i32 : !llvm.ptr<3>, i32
          nvvm.mbarrier.init %41, %c160_i32 : !llvm.ptr<3>, i32
        }
      }
      nvvm.fence.mbarrier.init
      nvvm.barrier
      scf.if %35 {
        %43 = arith.muli %32, %c64_i32 overflow<nsw> : i32
        %44 = arith.remsi %c0_i32, %c8_i32 : i32
        %45:2 = scf.for %arg6 = %c0_i32 to %37 step %c1_i32 iter_args(%arg7 = %c1_i32, %arg8 = %44) -> (i32, i32)  : i32 {
          %46 = llvm.getelementptr %38[%arg8] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %46, %arg7, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %47 = nvvm.elect.sync -> i1
          scf.if %47 {
            %62 = llvm.getelementptr %12[%arg8] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %63 = nvvm.mbarrier.arrive.expect_tx %62, %c16384_i32 : !llvm.ptr<3>, i32 -> i64
          }
          %48 = arith.muli %arg6, %c128_i32 overflow<nsw> : i32
          %49 = arith.muli %arg8, %c8192_i32 overflow<nsw> : i32
          %50 = llvm.getelementptr %15[%49] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %51 = llvm.getelementptr %12[%arg8] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %52 = nvvm.elect.sync -> i1
          scf.if %52 {
            nvvm.cp.async.bulk.tensor.shared.cluster.global %50, %5, %51, box[%48, %43, %34] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
          }
          %53 = arith.addi %48, %c64_i32 overflow<nsw> : i32
          %54 = llvm.getelementptr %50[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
          %55 = nvvm.elect.sync -> i1
          scf.if %55 {
            nvvm.cp.async.bulk.tensor.shared.cluster.global %54, %5, %51, box[%53, %43, %34] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
          }
          %56 = arith.cmpi eq, %arg8, %c7_i32 : i32
          %57 = arith.xori %arg7, %c1_i32 : i32
          %58 = arith.select %56, %57, %arg7 : i32
          %59 = arith.addi %arg8, %c1_i32 : i32
          %60 = arith.cmpi eq, %59, %c8_i32 : i32
          %61 = arith.select %60, %c0_i32, %59 : i32
          scf.yield %58, %61 : i32, i32
        } {loop_annotation = #loop_annotation}
      } else {
        %43 = arith.cmpi eq, %31, %c1_i32 : i32
        scf.if %43 {
          %44 = arith.muli %33, %c8_i32 overflow<nsw> : i32
          %45 = arith.remsi %c0_i32, %c8_i32 : i32
          %46:2 = scf.for %arg6 = %c0_i32 to %37 step %c1_i32 iter_args(%arg7 = %c1_i32, %arg8 = %45) -> (i32, i32)  : i32 {
            %48 = llvm.getelementptr %38[%arg8] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            nvvm.mbarrier.try_wait.parity %48, %arg7, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            %49 = nvvm.elect.sync -> i1
            scf.if %49 {
              %64 = llvm.getelementptr %12[%arg8] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              %65 = nvvm.mbarrier.arrive.expect_tx %64, %c2048_i32 : !llvm.ptr<3>, i32 -> i64
            }
            %50 = arith.muli %arg6, %c128_i32 overflow<nsw> : i32
            %51 = arith.muli %arg8, %c1024_i32 overflow<nsw> : i32
            %52 = llvm.getelementptr %18[%51] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %53 = llvm.getelementptr %12[%arg8] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %54 = nvvm.elect.sync -> i1
            scf.if %54 {
              nvvm.cp.async.bulk.tensor.shared.cluster.global %52, %6, %53, box[%50, %44, %34] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
            }
            %55 = arith.addi %50, %c64_i32 overflow<nsw> : i32
            %56 = llvm.getelementptr %52[512] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
            %57 = nvvm.elect.sync -> i1
            scf.if %57 {
              nvvm.cp.async.bulk.tensor.shared.cluster.global %56, %6, %53, box[%55, %44, %34] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
            }
            %58 = arith.cmpi eq, %arg8, %c7_i32 : i32
            %59 = arith.xori %arg7, %c1_i32 : i32
            %60 = arith.select %58, %59, %arg7 : i32
            %61 = arith.addi %arg8, %c1_i32 : i32
            %62 = arith.cmpi eq, %61, %c8_i32 : i32
            %63 = arith.select %62, %c0_i32, %61 : i32
            scf.yield %60, %63 : i32, i32
          } {loop_annotation = #loop_annotation}
          %47 = nvvm.mbarrier.arrive %39, %c1_i32 : !llvm.ptr<3> -> i64
        } else {
          %44 = arith.cmpi eq, %31, %c2_i32 : i32
          scf.if %44 {
            %45 = llvm.ptrtoint %15 : !llvm.ptr<3> to i32
            %46 = arith.shrui %45, %c4_i32 : i32
            %47 = nvvm.tcgen05.mma_smem_desc(%46, %c1_i32, %c64_i32, %c0_i8, %false, %c2_i8) : (i32, i32, i32, i8, i1, i8) -> i64
            %48 = llvm.ptrtoint %18 : !llvm.ptr<3> to i32
            %49 = arith.shrui %48, %c4_i32 : i32
            %50 = nvvm.tcgen05.mma_smem_desc(%49, %c1_i32, %c0_i32, %c0_i8, %false, %c2_i8) : (i32, i32, i32, i8, i1, i8) -> i64
            nvvm.tcgen05.alloc %42, %c256_i32 : !llvm.ptr<3>, i32
            %51 = nvvm.mbarrier.arrive %41, %c1_i32 : !llvm.ptr<3> -> i64
            nvvm.tcgen05.relinquish_alloc_permit
            %52 = llvm.load %42 : !llvm.ptr<3> -> i32
            %53 = nvvm.mbarrier.wait.parity %12, %c0_i32 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
            %54 = arith.subi %37, %c1_i32 overflow<nsw> : i32
            %55 = llvm.bitcast %47 : i64 to vector<2xi32>
            %56 = vector.extract %55[0] : i32 from vector<2xi32>
            %57 = llvm.bitcast %50 : i64 to vector<2xi32>
            %58 = vector.extract %57[0] : i32 from vector<2xi32>
            %59 = llvm.inttoptr %52 : i32 to !llvm.ptr<6>
            %60:4 = scf.for %arg6 = %c0_i32 to %37 step %c1_i32 iter_args(%arg7 = %c0_i32, %arg8 = %c0_i32, %arg9 = %53, %arg10 = %arg0) -> (i32, i32, i1, !llvm_struct_3a3a74)  : i32 {
              %64 = arith.xori %arg9, %true : i1
              scf.if %64 {
                %75 = llvm.getelementptr %12[%arg7] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
                nvvm.mbarrier.try_wait.parity %75, %arg8, %c10000000_i32 : !llvm.ptr<3>, i32, i32
              }
              %65 = arith.addi %arg7, %c1_i32 : i32
              %66 = arith.cmpi eq, %65, %c8_i32 : i32
              %67 = arith.select %66, %c0_i32, %65 : i32
              %68 = scf.if %66 -> (i32) {
                %75 = arith.xori %arg8, %c1_i32 : i32
                scf.yield %75 : i32
              } else {
                scf.yield %arg8 : i32
              }
              %69 = arith.cmpi sgt, %54, %arg6 : i32
              %70 = scf.if %69 -> (i1) {
                %75 = llvm.getelementptr %12[%67] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
                %76 = nvvm.mbarrier.wait.parity %75, %68 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
                scf.yield %76 : i1
              } else {
                scf.yield %arg9 : i1
              }
              %71 = arith.remsi %c0_i32, %c4_i32 : i32
              %72 = arith.divsi %c0_i32, %c4_i32 : i32
              %73:3 = scf.for %arg11 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg12 = %arg10, %arg13 = %71, %arg14 = %72) -> (!llvm_struct_3a3a74, i32, i32)  : i32 {
                %75 = arith.cmpi eq, %arg11, %c0_i32 : i32
                %76 = scf.if %75 -> (!llvm_struct_3a3a74) {
                  %113 = arith.cmpi ne, %arg6, %c0_i32 : i32
                  %114 = llvm.insertvalue %113, %arg12[0] : !llvm_struct_3a3a74
                  scf.yield %114 : !llvm_struct_3a3a74
                } else {
                  %113 = llvm.insertvalue %true, %arg12[0] : !llvm_struct_3a3a74
                  scf.yield %113 : !llvm_struct_3a3a74
                }
                %77 = arith.muli %arg13, %c2_i32 overflow<nsw> : i32
                %78 = arith.muli %arg14, %c512_i32 overflow<nsw> : i32
                %79 = arith.addi %77, %78 overflow<nsw> : i32
                %80 = arith.muli %arg7, %c1024_i32 overflow<nsw> : i32
                %81 = arith.addi %79, %80 overflow<nsw> : i32
                %82 = arith.addi %56, %81 : i32
                %83 = vector.insert %82, %55 [0] : i32 into vector<2xi32>
                %84 = llvm.bitcast %83 : vector<2xi32> to i64
                %85 = arith.divsi %arg11, %c4_i32 : i32
                %86 = arith.remsi %arg11, %c4_i32 : i32
                %87 = arith.muli %86, %c2_i32 overflow<nsw> : i32
                %88 = arith.muli %85, %c64_i32 overflow<nsw> : i32
                %89 = arith.addi %87, %88 overflow<nsw> : i32
                %90 = arith.muli %arg7, %c128_i32 overflow<nsw> : i32
                %91 = arith.addi %89, %90 overflow<nsw> : i32
                %92 = arith.addi %58, %91 : i32
                %93 = vector.insert %92, %57 [0] : i32 into vector<2xi32>
                %94 = llvm.bitcast %93 : vector<2xi32> to i64
                %95 = llvm.extractvalue %76[1] : !llvm_struct_3a3a74
                %96 = llvm.extractvalue %76[2] : !llvm_struct_3a3a74
                %97 = llvm.extractvalue %76[0] : !llvm_struct_3a3a74
                %98 = arith.extui %95 : i1 to i32
                %99 = arith.extui %96 : i1 to i32
                %100 = arith.shli %98, %c13_i32 : i32
                %101 = arith.shli %99, %c14_i32 : i32
                %102 = arith.ori %100, %c67241104_i32 : i32
                %103 = arith.ori %102, %101 : i32
                %104 = llvm.extractvalue %76[3] : !llvm_struct_3a3a74
                %105 = nvvm.elect.sync -> i1
                scf.if %105 {
                  nvvm.tcgen05.mma %59, %84, %94, %103, %97 mask = %104 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
                }
                %106 = arith.addi %arg13, %c1_i32 : i32
                %107 = arith.cmpi eq, %106, %c4_i32 : i32
                %108 = arith.select %107, %c0_i32, %106 : i32
                %109 = arith.addi %arg13, %c1_i32 : i32
                %110 = arith.addi %arg14, %c1_i32 : i32
                %111 = arith.cmpi eq, %109, %c4_i32 : i32
                %112 = arith.select %111, %110, %arg14 : i32
                scf.yield %76, %108, %112 : !llvm_struct_3a3a74, i32, i32
              }
              %74 = nvvm.elect.sync -> i1
              scf.if %74 {
                %75 = llvm.getelementptr %38[%arg7] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
                nvvm.tcgen05.commit %75 : !llvm.ptr<3>
              }
              scf.yield %67, %68, %70, %73#0 : i32, i32, i1, !llvm_struct_3a3a74
            }
            %61 = nvvm.elect.sync -> i1
            scf.if %61 {
              nvvm.tcgen05.commit %40 : !llvm.ptr<3>
            }
            %62 = nvvm.mbarrier.arrive %41, %c1_i32 : !llvm.ptr<3> -> i64
            nvvm.mbarrier.try_wait.parity %41, %c1_i32, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            %63 = llvm.inttoptr %52 : i32 to !llvm.ptr<6>
            nvvm.tcgen05.dealloc %63, %c256_i32 : !llvm.ptr<6>, i32
          } else {
            %45 = arith.cmpi sge, %31, %c4_i32 : i32
            scf.if %45 {
              %46 = arith.subi %19, %c128_i32 : i32
              %47 = llvm.extractvalue %arg5[1, 1, 0] : !llvm_struct_0658d3
              %48 = llvm.extractvalue %arg5[1, 1, 1] : !llvm_struct_0658d3
              %49 = arith.muli %47, %c8_i64 overflow<nsw> : i64
              %50 = llvm.extractvalue %arg5[0] : !llvm_struct_0658d3
              %51 = nvvm.mbarrier.arrive %41, %c1_i32 : !llvm.ptr<3> -> i64
              nvvm.mbarrier.try_wait.parity %41, %c0_i32, %c10000000_i32 : !llvm.ptr<3>, i32, i32
              %52 = llvm.load %42 : !llvm.ptr<3> -> i32
              %53 = arith.divsi %46, %c32_i32 : i32
              %54 = arith.muli %53, %c2097152_i32 overflow<nsw> : i32
              %55 = arith.addi %52, %54 : i32
              %56 = arith.muli %47, %c2_i64 overflow<nsw> : i64
              %57 = arith.divsi %46, %c4_i32 : i32
              %58 = arith.remsi %46, %c4_i32 : i32
              %59 = arith.extsi %58 : i32 to i64
              %60 = arith.muli %59, %56 overflow<nsw> : i64
              %61 = arith.divsi %57, %c8_i32 : i32
              %62 = arith.remsi %57, %c8_i32 : i32
              %63 = arith.extsi %62 : i32 to i64
              %64 = arith.addi %60, %63 overflow<nsw> : i64
              %65 = arith.muli %61, %c16_i32 overflow<nsw> : i32
              %66 = arith.extsi %65 : i32 to i64
              %67 = arith.addi %64, %66 overflow<nsw> : i64
              %68 = llvm.getelementptr %50[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %69 = arith.muli %32, %c64_i32 overflow<nsw> : i32
              %70 = arith.extsi %33 : i32 to i64
              %71 = arith.muli %70, %49 overflow<nsw> : i64
              %72 = arith.extsi %69 : i32 to i64
              %73 = arith.addi %72, %71 overflow<nsw> : i64
              %74 = arith.extsi %34 : i32 to i64
              %75 = arith.muli %74, %48 overflow<nsw> : i64
              %76 = arith.addi %73, %75 overflow<nsw> : i64
              %77 = llvm.getelementptr %68[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %78 = llvm.extractvalue %arg5[1, 0, 0] : !llvm_struct_0658d3
              %79 = llvm.extractvalue %arg5[1, 0, 1] : !llvm_struct_0658d3
              %80 = llvm.extractvalue %arg5[1, 0, 2] : !llvm_struct_0658d3
              %81 = arith.muli %58, %c2_i32 overflow<nsw> : i32
              %82 = arith.addi %62, %65 overflow<nsw> : i32
              %83 = arith.muli %32, %c64_i32 overflow<nsw> : i32
              %84 = arith.muli %33, %c8_i32 overflow<nsw> : i32
              %85 = arith.addi %82, %83 overflow<nsw> : i32
              %86 = arith.addi %81, %84 overflow<nsw> : i32
              %87 = arith.remsi %c0_i32, %c4_i32 : i32
              %88 = arith.divsi %c0_i32, %c4_i32 : i32
              %89:2 = scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg7 = %87, %arg8 = %88) -> (i32, i32)  : i32 {
                %105 = arith.remsi %arg7, %c4_i32 : i32
                %106 = arith.divsi %105, %c2_i32 : i32
                %107 = arith.remsi %105, %c2_i32 : i32
                %108 = arith.muli %106, %c8_i32 overflow<nsw> : i32
                %109 = arith.addi %85, %108 overflow<nsw> : i32
                %110 = arith.addi %86, %107 overflow<nsw> : i32
                %111 = arith.cmpi slt, %109, %78 : i32
                %112 = arith.cmpi slt, %110, %79 : i32
                %113 = arith.andi %111, %112 : i1
                %114 = arith.cmpi slt, %34, %80 : i32
                %115 = arith.andi %113, %114 : i1
                %116 = arith.extui %115 : i1 to i8
                %117 = llvm.getelementptr %2[%arg7] : (!llvm.ptr, i32) -> !llvm.ptr, i8
                llvm.store %116, %117 {alignment = 1 : i64} : i8, !llvm.ptr
                %118 = arith.addi %arg7, %c1_i32 : i32
                %119 = arith.cmpi eq, %118, %c4_i32 : i32
                %120 = arith.select %119, %c0_i32, %118 : i32
                %121 = arith.addi %arg7, %c1_i32 : i32
                %122 = arith.addi %arg8, %c1_i32 : i32
                %123 = arith.cmpi eq, %121, %c4_i32 : i32
                %124 = arith.select %123, %122, %arg8 : i32
                scf.yield %120, %124 : i32, i32
              }
              nvvm.mbarrier.try_wait.parity %39, %c0_i32, %c10000000_i32 : !llvm.ptr<3>, i32, i32
              nvvm.mbarrier.try_wait.parity %40, %c0_i32, %c10000000_i32 : !llvm.ptr<3>, i32, i32
              %90 = llvm.inttoptr %55 : i32 to !llvm.ptr<6>
              %91 = nvvm.tcgen05.ld %90 {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<4xi32>
              llvm.store %91, %4 : vector<4xi32>, !llvm.ptr
              nvvm.tcgen05.wait <load>
              %92 = nvvm.mbarrier.arrive %41, %c1_i32 : !llvm.ptr<3> -> i64
              %93 = llvm.load %4 {alignment = 32 : i64} : !llvm.ptr -> vector<4xf32>
              llvm.store %93, %3 {alignment = 32 : i64} : vector<4xf32>, !llvm.ptr
              %94 = llvm.load %2 {alignment = 32 : i64} : !llvm.ptr -> i8
              %95 = arith.cmpi ne, %94, %c0_i8 : i8
              scf.if %95 {
                %105 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> f32
                llvm.store %105, %77 {alignment = 4 : i64} : f32, !llvm.ptr<1>
              }
              %96 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, i8
              %97 = llvm.load %96 {alignment = 1 : i64} : !llvm.ptr -> i8
              %98 = arith.cmpi ne, %97, %c0_i8 : i8
              scf.if %98 {
                %105 = llvm.getelementptr %3[1] : (!llvm.ptr) -> !llvm.ptr, f32
                %106 = llvm.load %105 {alignment = 4 : i64} : !llvm.ptr -> f32
                %107 = llvm.getelementptr %77[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                llvm.store %106, %107 {alignment = 4 : i64} : f32, !llvm.ptr<1>
              }
              %99 = llvm.getelementptr %2[2] : (!llvm.ptr) -> !llvm.ptr, i8
              %100 = llvm.load %99 {alignment = 2 : i64} : !llvm.ptr -> i8
              %101 = arith.cmpi ne, %100, %c0_i8 : i8
              scf.if %101 {
                %105 = llvm.getelementptr %3[2] : (!llvm.ptr) -> !llvm.ptr, f32
                %106 = llvm.load %105 {alignment = 8 : i64} : !llvm.ptr -> f32
                %107 = llvm.getelementptr %77[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
                llvm.store %106, %107 {alignment = 4 : i64} : f32, !llvm.ptr<1>
              }
              %102 = llvm.getelementptr %2[3] : (!llvm.ptr) -> !llvm.ptr, i8
              %103 = llvm.load %102 {alignment = 1 : i64} : !llvm.ptr -> i8
              %104 = arith.cmpi ne, %103, %c0_i8 : i8
              scf.if %104 {
                %105 = llvm.getelementptr %3[3] : (!llvm.ptr) -> !llvm.ptr, f32
                %106 = llvm.load %105 {alignment = 4 : i64} : !llvm.ptr -> f32
                %107 = arith.addi %47, %c8_i64 overflow<nsw> : i64
                %108 = llvm.getelementptr %77[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                llvm.store %106, %108 {alignment = 4 : i64} : f32, !llvm.ptr<1>
              }
            }
          }
        }
      }
      nvvm.barrier
      return
    }
  }
  func.func @cutlass__tgv_bmm_cutlassoperatorsprovide_ha62eb49d(%arg0: !llvm_struct_0658d3, %arg1: !llvm_struct_0658d3, %arg2: !llvm_struct_0658d3, %arg3: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %0 = ub.poison : !llvm_struct_7bb797
    %1 = ub.poison : !llvm_struct_d63ee1
    %2 = ub.poison : !llvm_struct_2ed770
    %3 = ub.poison : !llvm_struct_3a3a74
    %4 = ub.poison : !llvm_struct_0658d3
    %5 = ub.poison : !llvm.struct<(i64, i64)>
    %6 = ub.poison : !llvm.struct<(i32, i32, i32)>
    %7 = ub.poison : !llvm_struct_2d8d5c
    %c7_i64 = arith.constant 7 : i64
    %c63_i64 = arith.constant 63 : i64
    %c4539628424389459968_i64 = arith.constant 4539628424389459968 : i64
    %c288034_i64 = arith.constant 288034 : i64
    %cst = arith.constant dense<0> : vector<4xi32>
    %c1_i32 = arith.constant 1 : i32
    %c256_i32 = arith.constant 256 : i32
    %c147712_i64 = arith.constant 147712 : i64
    %c8_i32 = arith.constant 8 : i32
    %c64_i32 = arith.constant 64 : i32
    %8 = ub.poison : !llvm.struct<()>
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
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c16_i32 = arith.constant 16 : i32
    %c0_i32 = arith.constant 0 : i32
    %false = arith.constant false
    %9 = llvm.extractvalue %arg0[0] : !llvm_struct_0658d3
    %10 = llvm.extractvalue %arg1[0] : !llvm_struct_0658d3
    %11 = llvm.extractvalue %arg2[0] : !llvm_struct_0658d3
    %12 = llvm.extractvalue %arg0[1, 0, 0] : !llvm_struct_0658d3
    %13 = llvm.extractvalue %arg0[1, 0, 1] : !llvm_struct_0658d3
    %14 = llvm.extractvalue %arg0[1, 0, 2] : !llvm_struct_0658d3
    %15 = llvm.extractvalue %arg0[1, 1, 0] : !llvm_struct_0658d3
    %16 = llvm.extractvalue %arg0[1, 1, 1] : !llvm_struct_0658d3
    %17 = llvm.extractvalue %arg1[1, 0, 0] : !llvm_struct_0658d3
    %18 = llvm.extractvalue %arg1[1, 0, 1] : !llvm_struct_0658d3
    %19 = llvm.extractvalue %arg1[1, 0, 2] : !llvm_struct_0658d3
    %20 = llvm.extractvalue %arg1[1, 1, 0] : !llvm_struct_0658d3
    %21 = llvm.extractvalue %arg1[1, 1, 1] : !llvm_struct_0658d3
    %22 = llvm.extractvalue %arg2[1, 0, 0] : !llvm_struct_0658d3
    %23 = llvm.extractvalue %arg2[1, 0, 1] : !llvm_struct_0658d3
    %24 = llvm.extractvalue %arg2[1, 0, 2] : !llvm_struct_0658d3
    %25 = llvm.extractvalue %arg2[1, 1, 0] : !llvm_struct_0658d3
    %26 = llvm.extractvalue %arg2[1, 1, 1] : !llvm_struct_0658d3
    %27 = llvm.insertvalue %19, %6[0] : !llvm.struct<(i32, i32, i32)>
    %28 = llvm.insertvalue %18, %27[1] : !llvm.struct<(i32, i32, i32)>
    %29 = llvm.insertvalue %17, %28[2] : !llvm.struct<(i32, i32, i32)>
    %30 = llvm.insertvalue %13, %6[0] : !llvm.struct<(i32, i32, i32)>
    %31 = llvm.insertvalue %14, %30[1] : !llvm.struct<(i32, i32, i32)>
    %32 = llvm.insertvalue %12, %31[2] : !llvm.struct<(i32, i32, i32)>
    %33 = llvm.insertvalue %24, %6[0] : !llvm.struct<(i32, i32, i32)>
    %34 = llvm.insertvalue %23, %33[1] : !llvm.struct<(i32, i32, i32)>
    %35 = llvm.insertvalue %22, %34[2] : !llvm.struct<(i32, i32, i32)>
    %36 = llvm.insertvalue %26, %5[0] : !llvm.struct<(i64, i64)>
    %37 = llvm.insertvalue %25, %36[1] : !llvm.struct<(i64, i64)>
    %38 = llvm.insertvalue %35, %7[0] : !llvm_struct_2d8d5c
    %39 = llvm.insertvalue %37, %38[1] : !llvm_struct_2d8d5c
    %40 = llvm.insertvalue %11, %4[0] : !llvm_struct_0658d3
    %41 = llvm.insertvalue %39, %40[1] : !llvm_struct_0658d3
    %42 = llvm.insertvalue %false, %3[0] : !llvm_struct_3a3a74
    %43 = llvm.insertvalue %false, %42[1] : !llvm_struct_3a3a74
    %44 = llvm.insertvalue %false, %43[2] : !llvm_struct_3a3a74
    %45 = llvm.insertvalue %cst, %44[3] : !llvm_struct_3a3a74
    %46 = llvm.alloca %c16_i32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %47 = arith.extsi %18 : i32 to i64
    %48 = arith.extsi %19 : i32 to i64
    %49 = arith.muli %21, %c2_i64 : i64
    %50 = arith.extsi %17 : i32 to i64
    %51 = arith.muli %20, %c2_i64 : i64
    %52 = llvm.ptrtoint %10 : !llvm.ptr<1> to i64
    %53 = llvm.getelementptr %46[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %53 : i64, !llvm.ptr
    %54 = llvm.getelementptr %46[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %54 : i64, !llvm.ptr
    %55 = llvm.getelementptr %46[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %55 : i64, !llvm.ptr
    %56 = llvm.getelementptr %46[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %56 : i64, !llvm.ptr
    %57 = llvm.getelementptr %46[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %57 : i64, !llvm.ptr
    %58 = llvm.getelementptr %46[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %58 : i64, !llvm.ptr
    %59 = llvm.getelementptr %46[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %59 : i64, !llvm.ptr
    %60 = llvm.getelementptr %46[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %60 : i64, !llvm.ptr
    %61 = arith.divui %52, %c16_i64 : i64
    %62 = arith.andi %61, %c9007199254740991_i64 : i64
    %63 = arith.shli %62, %c4_i64 : i64
    llvm.store %63, %53 : i64, !llvm.ptr
    %64 = arith.subi %48, %c1_i64 : i64
    %65 = arith.subi %50, %c1_i64 : i64
    %66 = arith.muli %64, %49 : i64
    %67 = arith.muli %65, %51 : i64
    %68 = arith.addi %66, %67 : i64
    %69 = arith.muli %47, %c16_i64 : i64
    %70 = arith.divui %69, %c8_i64 : i64
    %71 = arith.addi %70, %68 : i64
    %72 = arith.cmpi uge, %71, %c131072_i64 : i64
    %73 = arith.extui %72 : i1 to i64
    %74 = arith.shli %73, %c21_i64 : i64
    %75 = arith.divui %49, %c16_i64 : i64
    %76 = arith.shli %75, %c32_i64 : i64
    %77 = arith.ori %74, %76 : i64
    %78 = arith.ori %77, %c288034_i64 : i64
    llvm.store %78, %54 : i64, !llvm.ptr
    %79 = arith.divui %51, %c16_i64 : i64
    %80 = arith.andi %79, %c4294967295_i64 : i64
    llvm.store %80, %55 : i64, !llvm.ptr
    %81 = arith.shrui %49, %c36_i64 : i64
    %82 = arith.andi %81, %c15_i64 : i64
    %83 = arith.shli %82, %c32_i64 : i64
    %84 = arith.shrui %51, %c36_i64 : i64
    %85 = arith.andi %84, %c15_i64 : i64
    %86 = arith.shli %85, %c36_i64 : i64
    %87 = arith.ori %83, %86 : i64
    llvm.store %87, %56 : i64, !llvm.ptr
    %88 = arith.subi %47, %c1_i64 : i64
    %89 = arith.andi %88, %c4294967295_i64 : i64
    %90 = arith.shli %64, %c32_i64 : i64
    %91 = arith.ori %89, %90 : i64
    llvm.store %91, %57 : i64, !llvm.ptr
    %92 = arith.andi %65, %c4294967295_i64 : i64
    llvm.store %92, %58 : i64, !llvm.ptr
    llvm.store %c4539628424389459968_i64, %59 : i64, !llvm.ptr
    llvm.store %c63_i64, %60 : i64, !llvm.ptr
    %93 = llvm.ptrtoint %46 : !llvm.ptr to i64
    %94 = llvm.inttoptr %93 : i64 to !llvm.ptr
    %95 = llvm.load %94 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %96 = llvm.insertvalue %95, %2[0] : !llvm_struct_2ed770
    %97 = llvm.insertvalue %29, %1[0] : !llvm_struct_d63ee1
    %98 = llvm.insertvalue %8, %97[1] : !llvm_struct_d63ee1
    %99 = llvm.insertvalue %8, %0[0] : !llvm_struct_7bb797
    %100 = llvm.insertvalue %98, %99[1] : !llvm_struct_7bb797
    %101 = llvm.alloca %c16_i32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %102 = arith.extsi %14 : i32 to i64
    %103 = arith.extsi %13 : i32 to i64
    %104 = arith.muli %16, %c2_i64 : i64
    %105 = arith.extsi %12 : i32 to i64
    %106 = arith.muli %15, %c2_i64 : i64
    %107 = llvm.ptrtoint %9 : !llvm.ptr<1> to i64
    %108 = llvm.getelementptr %101[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %108 : i64, !llvm.ptr
    %109 = llvm.getelementptr %101[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %109 : i64, !llvm.ptr
    %110 = llvm.getelementptr %101[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %110 : i64, !llvm.ptr
    %111 = llvm.getelementptr %101[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %111 : i64, !llvm.ptr
    %112 = llvm.getelementptr %101[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %112 : i64, !llvm.ptr
    %113 = llvm.getelementptr %101[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %113 : i64, !llvm.ptr
    %114 = llvm.getelementptr %101[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %114 : i64, !llvm.ptr
    %115 = llvm.getelementptr %101[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %115 : i64, !llvm.ptr
    %116 = arith.divui %107, %c16_i64 : i64
    %117 = arith.andi %116, %c9007199254740991_i64 : i64
    %118 = arith.shli %117, %c4_i64 : i64
    llvm.store %118, %108 : i64, !llvm.ptr
    %119 = arith.subi %103, %c1_i64 : i64
    %120 = arith.subi %105, %c1_i64 : i64
    %121 = arith.muli %119, %104 : i64
    %122 = arith.muli %120, %106 : i64
    %123 = arith.addi %121, %122 : i64
    %124 = arith.muli %102, %c16_i64 : i64
    %125 = arith.divui %124, %c8_i64 : i64
    %126 = arith.addi %125, %123 : i64
    %127 = arith.cmpi uge, %126, %c131072_i64 : i64
    %128 = arith.extui %127 : i1 to i64
    %129 = arith.shli %128, %c21_i64 : i64
    %130 = arith.divui %104, %c16_i64 : i64
    %131 = arith.shli %130, %c32_i64 : i64
    %132 = arith.ori %129, %131 : i64
    %133 = arith.ori %132, %c288034_i64 : i64
    llvm.store %133, %109 : i64, !llvm.ptr
    %134 = arith.divui %106, %c16_i64 : i64
    %135 = arith.andi %134, %c4294967295_i64 : i64
    llvm.store %135, %110 : i64, !llvm.ptr
    %136 = arith.shrui %104, %c36_i64 : i64
    %137 = arith.andi %136, %c15_i64 : i64
    %138 = arith.shli %137, %c32_i64 : i64
    %139 = arith.shrui %106, %c36_i64 : i64
    %140 = arith.andi %139, %c15_i64 : i64
    %141 = arith.shli %140, %c36_i64 : i64
    %142 = arith.ori %138, %141 : i64
    llvm.store %142, %111 : i64, !llvm.ptr
    %143 = arith.subi %102, %c1_i64 : i64
    %144 = arith.andi %143, %c4294967295_i64 : i64
    %145 = arith.shli %119, %c32_i64 : i64
    %146 = arith.ori %144, %145 : i64
    llvm.store %146, %112 : i64, !llvm.ptr
    %147 = arith.andi %120, %c4294967295_i64 : i64
    llvm.store %147, %113 : i64, !llvm.ptr
    llvm.store %c4539628424389459968_i64, %114 : i64, !llvm.ptr
    llvm.store %c7_i64, %115 : i64, !llvm.ptr
    %148 = llvm.ptrtoint %101 : !llvm.ptr to i64
    %149 = llvm.inttoptr %148 : i64 to !llvm.ptr
    %150 = llvm.load %149 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %151 = llvm.insertvalue %150, %2[0] : !llvm_struct_2ed770
    %152 = llvm.insertvalue %32, %1[0] : !llvm_struct_d63ee1
    %153 = llvm.insertvalue %8, %152[1] : !llvm_struct_d63ee1
    %154 = llvm.insertvalue %8, %0[0] : !llvm_struct_7bb797
    %155 = llvm.insertvalue %153, %154[1] : !llvm_struct_7bb797
    %156 = arith.ceildivsi %24, %c64_i32 : i32
    %157 = arith.ceildivsi %23, %c8_i32 : i32
    %158 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c147712_i64, gridDim = (%156, %157, %22), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%158] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cluster_dim[%158] (%c1_i32, %c1_i32, %c1_i32) : !cuda_launch_cfg_2cf94c, i32, i32, i32
    cuda.launch_cfg.cooperative[%158] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %159 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cutlassoperatorspr_hc7e69db5_0<%158> (%45, %96, %100, %151, %155, %41) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_3a3a74, !llvm_struct_2ed770, !llvm_struct_7bb797, !llvm_struct_2ed770, !llvm_struct_7bb797, !llvm_struct_0658d3) -> !cuda.result
    %160 = cuda.cast %159 : !cuda.result -> i32
    cuda.return_if_error %160 : i32
    return %c0_i32 : i32
  }
}
