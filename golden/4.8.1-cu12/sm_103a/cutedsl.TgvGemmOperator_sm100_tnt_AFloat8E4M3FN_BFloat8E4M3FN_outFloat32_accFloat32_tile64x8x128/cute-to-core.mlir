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
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cutlassoperatorspr_hc7e69db5_0' launch shared memory exceeds current GPU arch sm_103a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    cuda.kernel @kernel_cutlass_kernel_cutlassoperatorspr_hc7e69db5_0(%arg0: !llvm_struct_3a3a74, %arg1: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg2: !llvm_struct_7bb797, %arg3: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg4: !llvm_struct_7bb797, %arg5: !llvm_struct_0658d3) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_cluster_dim = array<i64: 1, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.zero : i64
      %c512_i32 = arith.constant 512 : i32
      %c2_i8 = arith.constant 2 : i8
      %false = arith.constant false
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
      %c8192_i32 = arith.constant 8192 : i32
      %c7_i32 = arith.constant 7 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %c256_i32 = arith.constant 256 : i32
      %true = arith.constant true
      %c67239952_i32 = arith.constant 67239952 : i32
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
      %16 = llvm.getelementptr %10[65792] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
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
            %59 = llvm.getelementptr %12[%arg8] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %60 = nvvm.mbarrier.arrive.expect_tx %59, %c8192_i32 : !llvm.ptr<3>, i32 -> i64
          }
          %48 = arith.muli %arg6, %c128_i32 overflow<nsw> : i32
          %49 = arith.muli %arg8, %c8192_i32 overflow<nsw> : i32
          %50 = llvm.getelementptr %15[%49] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
          %51 = llvm.getelementptr %12[%arg8] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %52 = nvvm.elect.sync -> i1
          scf.if %52 {
            nvvm.cp.async.bulk.tensor.shared.cluster.global %50, %5, %51, box[%48, %43, %34] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
          }
          %53 = arith.cmpi eq, %arg8, %c7_i32 : i32
          %54 = arith.xori %arg7, %c1_i32 : i32
          %55 = arith.select %53, %54, %arg7 : i32
          %56 = arith.addi %arg8, %c1_i32 : i32
          %57 = arith.cmpi eq, %56, %c8_i32 : i32
          %58 = arith.select %57, %c0_i32, %56 : i32
          scf.yield %55, %58 : i32, i32
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
              %61 = llvm.getelementptr %12[%arg8] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              %62 = nvvm.mbarrier.arrive.expect_tx %61, %c1024_i32 : !llvm.ptr<3>, i32 -> i64
            }
            %50 = arith.muli %arg6, %c128_i32 overflow<nsw> : i32
            %51 = arith.muli %arg8, %c1024_i32 overflow<nsw> : i32
            %52 = llvm.getelementptr %18[%51] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
            %53 = llvm.getelementptr %12[%arg8] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %54 = nvvm.elect.sync -> i1
            scf.if %54 {
              nvvm.cp.async.bulk.tensor.shared.cluster.global %52, %6, %53, box[%50, %44, %34] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
            }
            %55 = arith.cmpi eq, %arg8, %c7_i32 : i32
            %56 = arith.xori %arg7, %c1_i32 : i32
            %57 = arith.select %55, %56, %arg7 : i32
            %58 = arith.addi %arg8, %c1_i32 : i32
            %59 = arith.cmpi eq, %58, %c8_i32 : i32
            %60 = arith.select %59, %c0_i32, %58 : i32
            scf.yield %57, %60 : i32, i32
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
                %73 = llvm.getelementptr %12[%arg7] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
                nvvm.mbarrier.try_wait.parity %73, %arg8, %c10000000_i32 : !llvm.ptr<3>, i32, i32
              }
              %65 = arith.addi %arg7, %c1_i32 : i32
              %66 = arith.cmpi eq, %65, %c8_i32 : i32
              %67 = arith.select %66, %c0_i32, %65 : i32
              %68 = scf.if %66 -> (i32) {
                %73 = arith.xori %arg8, %c1_i32 : i32
                scf.yield %73 : i32
              } else {
                scf.yield %arg8 : i32
              }
              %69 = arith.cmpi sgt, %54, %arg6 : i32
              %70 = scf.if %69 -> (i1) {
                %73 = llvm.getelementptr %12[%67] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
                %74 = nvvm.mbarrier.wait.parity %73, %68 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
                scf.yield %74 : i1
              } else {
                scf.yield %arg9 : i1
              }
              %71 = scf.for %arg11 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg12 = %arg10) -> (!llvm_struct_3a3a74)  : i32 {
                %73 = arith.cmpi eq, %arg11, %c0_i32 : i32
                %74 = scf.if %73 -> (!llvm_struct_3a3a74) {
                  %98 = arith.cmpi ne, %arg6, %c0_i32 : i32
                  %99 = llvm.insertvalue %98, %arg12[0] : !llvm_struct_3a3a74
                  scf.yield %99 : !llvm_struct_3a3a74
                } else {
                  %98 = llvm.insertvalue %true, %arg12[0] : !llvm_struct_3a3a74
                  scf.yield %98 : !llvm_struct_3a3a74
                }
                %75 = arith.muli %arg11, %c2_i32 overflow<nsw> : i32
                %76 = arith.muli %arg7, %c512_i32 overflow<nsw> : i32
                %77 = arith.addi %75, %76 overflow<nsw> : i32
                %78 = arith.addi %56, %77 : i32
                %79 = vector.insert %78, %55 [0] : i32 into vector<2xi32>
                %80 = llvm.bitcast %79 : vector<2xi32> to i64
                %81 = arith.muli %arg11, %c2_i32 overflow<nsw> : i32
                %82 = arith.muli %arg7, %c64_i32 overflow<nsw> : i32
                %83 = arith.addi %81, %82 overflow<nsw> : i32
                %84 = arith.addi %58, %83 : i32
                %85 = vector.insert %84, %57 [0] : i32 into vector<2xi32>
                %86 = llvm.bitcast %85 : vector<2xi32> to i64
                %87 = llvm.extractvalue %74[1] : !llvm_struct_3a3a74
                %88 = llvm.extractvalue %74[2] : !llvm_struct_3a3a74
                %89 = llvm.extractvalue %74[0] : !llvm_struct_3a3a74
                %90 = arith.extui %87 : i1 to i32
                %91 = arith.extui %88 : i1 to i32
                %92 = arith.shli %90, %c13_i32 : i32
                %93 = arith.shli %91, %c14_i32 : i32
                %94 = arith.ori %92, %c67239952_i32 : i32
                %95 = arith.ori %94, %93 : i32
                %96 = llvm.extractvalue %74[3] : !llvm_struct_3a3a74
                %97 = nvvm.elect.sync -> i1
                scf.if %97 {
                  nvvm.tcgen05.mma %59, %80, %86, %95, %89 mask = %96 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f8f6f4>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
                }
                scf.yield %74 : !llvm_struct_3a3a74
              }
              %72 = nvvm.elect.sync -> i1
              scf.if %72 {
                %73 = llvm.getelementptr %38[%arg7] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
                nvvm.tcgen05.commit %73 : !llvm.ptr<3>
              }
              scf.yield %67, %68, %70, %71 : i32, i32, i1, !llvm_struct_3a3a74
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
  func.func @cutlass__tgv_bmm_cutlassoperatorsprovide_h9be84ac5(%arg0: !llvm_struct_0658d3, %arg1: !llvm_struct_0658d3, %arg2: !llvm_struct_0658d3, %arg3: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
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
    %c9151314442816847872_i64 = arith.constant 9151314442816847872 : i64
    %c286754_i64 = arith.constant 286754 : i64
    %cst = arith.constant dense<0> : vector<4xi32>
    %c1_i32 = arith.constant 1 : i32
    %c256_i32 = arith.constant 256 : i32
    %c73984_i64 = arith.constant 73984 : i64
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
    %49 = arith.extsi %17 : i32 to i64
    %50 = llvm.ptrtoint %10 : !llvm.ptr<1> to i64
    %51 = llvm.getelementptr %46[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %51 : i64, !llvm.ptr
    %52 = llvm.getelementptr %46[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %52 : i64, !llvm.ptr
    %53 = llvm.getelementptr %46[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %53 : i64, !llvm.ptr
    %54 = llvm.getelementptr %46[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %54 : i64, !llvm.ptr
    %55 = llvm.getelementptr %46[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %55 : i64, !llvm.ptr
    %56 = llvm.getelementptr %46[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %56 : i64, !llvm.ptr
    %57 = llvm.getelementptr %46[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %57 : i64, !llvm.ptr
    %58 = llvm.getelementptr %46[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %58 : i64, !llvm.ptr
    %59 = arith.divui %50, %c16_i64 : i64
    %60 = arith.andi %59, %c9007199254740991_i64 : i64
    %61 = arith.shli %60, %c4_i64 : i64
    llvm.store %61, %51 : i64, !llvm.ptr
    %62 = arith.subi %48, %c1_i64 : i64
    %63 = arith.subi %49, %c1_i64 : i64
    %64 = arith.muli %62, %21 : i64
    %65 = arith.muli %63, %20 : i64
    %66 = arith.addi %64, %65 : i64
    %67 = arith.muli %47, %c8_i64 : i64
    %68 = arith.divui %67, %c8_i64 : i64
    %69 = arith.addi %68, %66 : i64
    %70 = arith.cmpi uge, %69, %c131072_i64 : i64
    %71 = arith.extui %70 : i1 to i64
    %72 = arith.shli %71, %c21_i64 : i64
    %73 = arith.divui %21, %c16_i64 : i64
    %74 = arith.shli %73, %c32_i64 : i64
    %75 = arith.ori %72, %74 : i64
    %76 = arith.ori %75, %c286754_i64 : i64
    llvm.store %76, %52 : i64, !llvm.ptr
    %77 = arith.divui %20, %c16_i64 : i64
    %78 = arith.andi %77, %c4294967295_i64 : i64
    llvm.store %78, %53 : i64, !llvm.ptr
    %79 = arith.shrui %21, %c36_i64 : i64
    %80 = arith.andi %79, %c15_i64 : i64
    %81 = arith.shli %80, %c32_i64 : i64
    %82 = arith.shrui %20, %c36_i64 : i64
    %83 = arith.andi %82, %c15_i64 : i64
    %84 = arith.shli %83, %c36_i64 : i64
    %85 = arith.ori %81, %84 : i64
    llvm.store %85, %54 : i64, !llvm.ptr
    %86 = arith.subi %47, %c1_i64 : i64
    %87 = arith.andi %86, %c4294967295_i64 : i64
    %88 = arith.shli %62, %c32_i64 : i64
    %89 = arith.ori %87, %88 : i64
    llvm.store %89, %55 : i64, !llvm.ptr
    %90 = arith.andi %63, %c4294967295_i64 : i64
    llvm.store %90, %56 : i64, !llvm.ptr
    llvm.store %c9151314442816847872_i64, %57 : i64, !llvm.ptr
    llvm.store %c63_i64, %58 : i64, !llvm.ptr
    %91 = llvm.ptrtoint %46 : !llvm.ptr to i64
    %92 = llvm.inttoptr %91 : i64 to !llvm.ptr
    %93 = llvm.load %92 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %94 = llvm.insertvalue %93, %2[0] : !llvm_struct_2ed770
    %95 = llvm.insertvalue %29, %1[0] : !llvm_struct_d63ee1
    %96 = llvm.insertvalue %8, %95[1] : !llvm_struct_d63ee1
    %97 = llvm.insertvalue %8, %0[0] : !llvm_struct_7bb797
    %98 = llvm.insertvalue %96, %97[1] : !llvm_struct_7bb797
    %99 = llvm.alloca %c16_i32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %100 = arith.extsi %14 : i32 to i64
    %101 = arith.extsi %13 : i32 to i64
    %102 = arith.extsi %12 : i32 to i64
    %103 = llvm.ptrtoint %9 : !llvm.ptr<1> to i64
    %104 = llvm.getelementptr %99[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %104 : i64, !llvm.ptr
    %105 = llvm.getelementptr %99[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %105 : i64, !llvm.ptr
    %106 = llvm.getelementptr %99[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %106 : i64, !llvm.ptr
    %107 = llvm.getelementptr %99[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %107 : i64, !llvm.ptr
    %108 = llvm.getelementptr %99[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %108 : i64, !llvm.ptr
    %109 = llvm.getelementptr %99[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %109 : i64, !llvm.ptr
    %110 = llvm.getelementptr %99[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %110 : i64, !llvm.ptr
    %111 = llvm.getelementptr %99[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %111 : i64, !llvm.ptr
    %112 = arith.divui %103, %c16_i64 : i64
    %113 = arith.andi %112, %c9007199254740991_i64 : i64
    %114 = arith.shli %113, %c4_i64 : i64
    llvm.store %114, %104 : i64, !llvm.ptr
    %115 = arith.subi %101, %c1_i64 : i64
    %116 = arith.subi %102, %c1_i64 : i64
    %117 = arith.muli %115, %16 : i64
    %118 = arith.muli %116, %15 : i64
    %119 = arith.addi %117, %118 : i64
    %120 = arith.muli %100, %c8_i64 : i64
    %121 = arith.divui %120, %c8_i64 : i64
    %122 = arith.addi %121, %119 : i64
    %123 = arith.cmpi uge, %122, %c131072_i64 : i64
    %124 = arith.extui %123 : i1 to i64
    %125 = arith.shli %124, %c21_i64 : i64
    %126 = arith.divui %16, %c16_i64 : i64
    %127 = arith.shli %126, %c32_i64 : i64
    %128 = arith.ori %125, %127 : i64
    %129 = arith.ori %128, %c286754_i64 : i64
    llvm.store %129, %105 : i64, !llvm.ptr
    %130 = arith.divui %15, %c16_i64 : i64
    %131 = arith.andi %130, %c4294967295_i64 : i64
    llvm.store %131, %106 : i64, !llvm.ptr
    %132 = arith.shrui %16, %c36_i64 : i64
    %133 = arith.andi %132, %c15_i64 : i64
    %134 = arith.shli %133, %c32_i64 : i64
    %135 = arith.shrui %15, %c36_i64 : i64
    %136 = arith.andi %135, %c15_i64 : i64
    %137 = arith.shli %136, %c36_i64 : i64
    %138 = arith.ori %134, %137 : i64
    llvm.store %138, %107 : i64, !llvm.ptr
    %139 = arith.subi %100, %c1_i64 : i64
    %140 = arith.andi %139, %c4294967295_i64 : i64
    %141 = arith.shli %115, %c32_i64 : i64
    %142 = arith.ori %140, %141 : i64
    llvm.store %142, %108 : i64, !llvm.ptr
    %143 = arith.andi %116, %c4294967295_i64 : i64
    llvm.store %143, %109 : i64, !llvm.ptr
    llvm.store %c9151314442816847872_i64, %110 : i64, !llvm.ptr
    llvm.store %c7_i64, %111 : i64, !llvm.ptr
    %144 = llvm.ptrtoint %99 : !llvm.ptr to i64
    %145 = llvm.inttoptr %144 : i64 to !llvm.ptr
    %146 = llvm.load %145 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %147 = llvm.insertvalue %146, %2[0] : !llvm_struct_2ed770
    %148 = llvm.insertvalue %32, %1[0] : !llvm_struct_d63ee1
    %149 = llvm.insertvalue %8, %148[1] : !llvm_struct_d63ee1
    %150 = llvm.insertvalue %8, %0[0] : !llvm_struct_7bb797
    %151 = llvm.insertvalue %149, %150[1] : !llvm_struct_7bb797
    %152 = arith.ceildivsi %24, %c64_i32 : i32
    %153 = arith.ceildivsi %23, %c8_i32 : i32
    %154 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c73984_i64, gridDim = (%152, %153, %22), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%154] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cluster_dim[%154] (%c1_i32, %c1_i32, %c1_i32) : !cuda_launch_cfg_2cf94c, i32, i32, i32
    cuda.launch_cfg.cooperative[%154] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %155 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cutlassoperatorspr_hc7e69db5_0<%154> (%45, %94, %98, %147, %151, %41) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_3a3a74, !llvm_struct_2ed770, !llvm_struct_7bb797, !llvm_struct_2ed770, !llvm_struct_7bb797, !llvm_struct_0658d3) -> !cuda.result
    %156 = cuda.cast %155 : !cuda.result -> i32
    cuda.return_if_error %156 : i32
    return %c0_i32 : i32
  }
}
