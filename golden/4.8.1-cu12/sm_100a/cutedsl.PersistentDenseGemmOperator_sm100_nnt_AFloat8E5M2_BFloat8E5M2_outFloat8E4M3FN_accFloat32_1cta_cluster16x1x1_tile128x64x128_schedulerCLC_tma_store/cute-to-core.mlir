!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_0658d3 = !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>
!llvm_struct_2ed770 = !llvm.struct<(struct<(array<16 x i64>)>)>
!llvm_struct_3a3a74 = !llvm.struct<(i1, i1, i1, vector<4xi32>)>
!llvm_struct_7bb797 = !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>
!llvm_struct_d63ee1 = !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)>
#loop_unroll = #llvm.loop_unroll<disable = true, count = 1 : i32>
#loop_unroll1 = #llvm.loop_unroll<full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
#loop_annotation1 = #llvm.loop_annotation<unroll = #loop_unroll1>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cutlassoperatorspr_hf720994c_0' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    cuda.kernel @kernel_cutlass_kernel_cutlassoperatorspr_hf720994c_0(%arg0: !llvm_struct_3a3a74, %arg1: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg2: !llvm_struct_7bb797, %arg3: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg4: !llvm_struct_7bb797, %arg5: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg6: !llvm_struct_7bb797, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32, %arg11: i32, %arg12: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 224, 1, 1>, exact_cluster_dim = array<i64: 16, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 224, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.zero : i64
      %c3_i64 = arith.constant 3 : i64
      %c4096_i32 = arith.constant 4096 : i32
      %c8192_i32 = arith.constant 8192 : i32
      %c16384_i32 = arith.constant 16384 : i32
      %c0_i8 = arith.constant 0 : i8
      %c2_i8 = arith.constant 2 : i8
      %c128_i64 = arith.constant 128 : i64
      %c256_i32 = arith.constant 256 : i32
      %c16_i64 = arith.constant 16 : i64
      %c1024_i64 = arith.constant 1024 : i64
      %c31_i32 = arith.constant 31 : i32
      %c-1_i32 = arith.constant -1 : i32
      %1 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %c5_i32 = arith.constant 5 : i32
      %c0_i32 = arith.constant 0 : i32
      %c16_i32 = arith.constant 16 : i32
      %c-1_i16 = arith.constant -1 : i16
      %c4_i32 = arith.constant 4 : i32
      %c3104_i32 = arith.constant 3104 : i32
      %c128_i32 = arith.constant 128 : i32
      %c64_i32 = arith.constant 64 : i32
      %c512_i32 = arith.constant 512 : i32
      %true = arith.constant true
      %c10000000_i32 = arith.constant 10000000 : i32
      %c24576_i32 = arith.constant 24576 : i32
      %c9_i32 = arith.constant 9 : i32
      %c6_i32 = arith.constant 6 : i32
      %c2_i32 = arith.constant 2 : i32
      %c160_i32 = arith.constant 160 : i32
      %false = arith.constant false
      %c135300240_i32 = arith.constant 135300240 : i32
      %c13_i32 = arith.constant 13 : i32
      %c14_i32 = arith.constant 14 : i32
      %c2097152_i32 = arith.constant 2097152 : i32
      %c1024_i32 = arith.constant 1024 : i32
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
      %20 = llvm.getelementptr %14[147712] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
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
      %40 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %41 = nvvm.shfl.sync idx %c-1_i32, %40, %c0_i32, %c31_i32 : i32 -> i32
      %42 = arith.cmpi eq, %41, %c0_i32 : i32
      %43 = arith.remsi %41, %c16_i32 : i32
      %44 = arith.remsi %43, %c16_i32 : i32
      %45 = llvm.getelementptr %16[144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %46 = llvm.getelementptr %16[184] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %47 = llvm.getelementptr %16[192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %48 = llvm.getelementptr %16[208] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %49 = arith.cmpi eq, %38, %c0_i32 : i32
      scf.if %49 {
        %79 = nvvm.elect.sync -> i1
        scf.if %79 {
          nvvm.mbarrier.init %16, %c1_i32 : !llvm.ptr<3>, i32
          %80 = llvm.getelementptr %16[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %80, %c1_i32 : !llvm.ptr<3>, i32
          %81 = llvm.getelementptr %16[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %81, %c1_i32 : !llvm.ptr<3>, i32
          %82 = llvm.getelementptr %16[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %82, %c1_i32 : !llvm.ptr<3>, i32
          %83 = llvm.getelementptr %16[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %83, %c1_i32 : !llvm.ptr<3>, i32
          %84 = llvm.getelementptr %16[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %84, %c1_i32 : !llvm.ptr<3>, i32
          %85 = llvm.getelementptr %16[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %85, %c1_i32 : !llvm.ptr<3>, i32
          %86 = llvm.getelementptr %16[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %86, %c1_i32 : !llvm.ptr<3>, i32
          %87 = llvm.getelementptr %16[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %87, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      %50 = llvm.getelementptr %16[9] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      scf.if %49 {
        %79 = nvvm.elect.sync -> i1
        scf.if %79 {
          nvvm.mbarrier.init %50, %c16_i32 : !llvm.ptr<3>, i32
          %80 = llvm.getelementptr %16[10] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %80, %c16_i32 : !llvm.ptr<3>, i32
          %81 = llvm.getelementptr %16[11] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %81, %c16_i32 : !llvm.ptr<3>, i32
          %82 = llvm.getelementptr %16[12] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %82, %c16_i32 : !llvm.ptr<3>, i32
          %83 = llvm.getelementptr %16[13] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %83, %c16_i32 : !llvm.ptr<3>, i32
          %84 = llvm.getelementptr %16[14] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %84, %c16_i32 : !llvm.ptr<3>, i32
          %85 = llvm.getelementptr %16[15] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %85, %c16_i32 : !llvm.ptr<3>, i32
          %86 = llvm.getelementptr %16[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %86, %c16_i32 : !llvm.ptr<3>, i32
          %87 = llvm.getelementptr %16[17] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %87, %c16_i32 : !llvm.ptr<3>, i32
        }
      }
      scf.if %49 {
        %79 = nvvm.elect.sync -> i1
        scf.if %79 {
          nvvm.mbarrier.init %45, %c1_i32 : !llvm.ptr<3>, i32
          %80 = llvm.getelementptr %45[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %80, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      %51 = llvm.getelementptr %45[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      scf.if %49 {
        %79 = nvvm.elect.sync -> i1
        scf.if %79 {
          nvvm.mbarrier.init %51, %c4_i32 : !llvm.ptr<3>, i32
          %80 = llvm.getelementptr %45[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %80, %c4_i32 : !llvm.ptr<3>, i32
        }
      }
      %52 = arith.shli %c1_i32, %44 : i32
      %53 = arith.trunci %52 : i32 to i16
      scf.if %49 {
        %79 = nvvm.elect.sync -> i1
        scf.if %79 {
          nvvm.mbarrier.init %47, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      %54 = llvm.getelementptr %47[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      scf.if %49 {
        %79 = nvvm.elect.sync -> i1
        scf.if %79 {
          nvvm.mbarrier.init %54, %c3104_i32 : !llvm.ptr<3>, i32
        }
      }
      %55 = arith.remsi %26, %c32_i32 : i32
      %56 = arith.cmpi slt, %55, %c16_i32 : i32
      nvvm.fence.mbarrier.init
      nvvm.cluster.arrive.relaxed
      %57 = llvm.extractvalue %arg2[1, 0, 1] : !llvm_struct_7bb797
      %58 = arith.ceildivsi %57, %c128_i32 : i32
      %59 = arith.muli %44, %c512_i32 overflow<nsw> : i32
      %60 = arith.divsi %59, %c128_i32 : i32
      %61 = llvm.getelementptr %22[%59] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      %62 = llvm.ptrtoint %19 : !llvm.ptr<3> to i32
      %63 = arith.shrui %62, %c4_i32 : i32
      %64 = nvvm.tcgen05.mma_smem_desc(%63, %c0_i32, %c64_i32, %c0_i8, %false, %c2_i8) : (i32, i32, i32, i8, i1, i8) -> i64
      %65 = llvm.ptrtoint %22 : !llvm.ptr<3> to i32
      %66 = arith.shrui %65, %c4_i32 : i32
      %67 = nvvm.tcgen05.mma_smem_desc(%66, %c1_i32, %c64_i32, %c0_i8, %false, %c2_i8) : (i32, i32, i32, i8, i1, i8) -> i64
      nvvm.cluster.wait
      %68 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %69 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %70 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %71 = arith.remsi %68, %c16_i32 : i32
      %72:7 = scf.if %39 -> (i32, i32, i32, i1, i32, i32, i32) {
        %79:9 = scf.while (%arg13 = %68, %arg14 = %69, %arg15 = %70, %arg16 = %true, %arg17 = %c0_i32, %arg18 = %c1_i32, %arg19 = %c0_i32, %arg20 = %c0_i32, %arg21 = %c0_i32) : (i32, i32, i32, i1, i32, i32, i32, i32, i32) -> (i32, i32, i32, i1, i32, i32, i32, i32, i32) {
          scf.condition(%arg16) %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21 : i32, i32, i32, i1, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg13: i32, %arg14: i32, %arg15: i32, %arg16: i1, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32):
          %121 = arith.muli %arg13, %c128_i32 overflow<nsw> : i32
          %122 = arith.muli %arg14, %c64_i32 overflow<nsw> : i32
          %123 = arith.addi %60, %122 overflow<nsw> : i32
          %124 = llvm.getelementptr %50[%arg17] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %125 = nvvm.mbarrier.wait.parity %124, %arg18 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
          %126:5 = scf.for %arg22 = %c0_i32 to %58 step %c1_i32 iter_args(%arg23 = %125, %arg24 = %c0_i32, %arg25 = %arg17, %arg26 = %arg18, %arg27 = %c1_i32) -> (i1, i32, i32, i32, i32)  : i32 {
            %143 = arith.extui %arg23 : i1 to i32
            %144 = arith.cmpi eq, %143, %c0_i32 : i32
            scf.if %144 {
              %162 = llvm.getelementptr %50[%arg25] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              nvvm.mbarrier.try_wait.parity %162, %arg26, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            }
            %145 = nvvm.elect.sync -> i1
            scf.if %145 {
              %162 = llvm.getelementptr %16[%arg25] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              %163 = nvvm.mbarrier.arrive.expect_tx %162, %c24576_i32 : !llvm.ptr<3>, i32 -> i64
            }
            %146 = arith.addi %arg25, %c1_i32 : i32
            %147 = arith.cmpi eq, %146, %c9_i32 : i32
            %148 = arith.select %147, %c0_i32, %146 : i32
            %149 = scf.if %147 -> (i32) {
              %162 = arith.xori %arg26, %c1_i32 : i32
              scf.yield %162 : i32
            } else {
              scf.yield %arg26 : i32
            }
            %150 = arith.muli %arg24, %c128_i32 overflow<nsw> : i32
            %151 = arith.muli %arg25, %c16384_i32 overflow<nsw> : i32
            %152 = llvm.getelementptr %19[%151] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
            %153 = llvm.getelementptr %16[%arg25] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %154 = nvvm.elect.sync -> i1
            scf.if %154 {
              nvvm.cp.async.bulk.tensor.shared.cluster.global %152, %8, %153, box[%121, %150, %arg15] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
            }
            %155 = arith.muli %arg24, %c128_i32 overflow<nsw> : i32
            %156 = arith.muli %arg25, %c8192_i32 overflow<nsw> : i32
            %157 = llvm.getelementptr %61[%156] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
            %158 = nvvm.elect.sync -> i1
            scf.if %158 {
              %162 = llvm.addrspacecast %157 : !llvm.ptr<3> to !llvm.ptr<7>
              nvvm.cp.async.bulk.tensor.shared.cluster.global %162, %9, %153, box[%155, %123, %arg15] multicast_mask = %c-1_i16 l2_cache_hint = %0 : !llvm.ptr<7>, !llvm.ptr, i16
            }
            %159 = arith.cmpi sgt, %58, %arg27 : i32
            %160 = scf.if %159 -> (i1) {
              %162 = llvm.getelementptr %50[%148] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              %163 = nvvm.mbarrier.wait.parity %162, %149 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
              scf.yield %163 : i1
            } else {
              scf.yield %true : i1
            }
            %161 = arith.addi %arg27, %c1_i32 : i32
            scf.yield %160, %arg27, %148, %149, %161 : i1, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          %127 = llvm.getelementptr %47[%arg20] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %127, %arg21, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %128 = llvm.load %48 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<1xi128>
          llvm.store %128, %7 {alignment = 16 : i64} : vector<1xi128>, !llvm.ptr
          %129 = llvm.load %7 {alignment = 32 : i64} : !llvm.ptr -> vector<1xi128>
          %130 = vector.extract %129[0] : i128 from vector<1xi128>
          %131 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %130 : i1
          %132 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %130 : i32
          %133 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %130 : i32
          %134 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_z, %130 : i32
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %135 = arith.addi %132, %71 : i32
          %136 = llvm.getelementptr %54[%arg20] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %137 = nvvm.mapa %136, %c0_i32 : !llvm.ptr<3> -> !llvm.ptr<7>
          nvvm.mbarrier.arrive %137, %c1_i32 : !llvm.ptr<7>
          %138 = arith.addi %arg20, %c1_i32 : i32
          %139 = arith.addi %arg19, %c1_i32 : i32
          %140 = arith.cmpi eq, %138, %c1_i32 : i32
          %141 = arith.select %140, %c0_i32, %138 : i32
          %142 = scf.if %140 -> (i32) {
            %143 = arith.xori %arg21, %c1_i32 : i32
            scf.yield %143 : i32
          } else {
            scf.yield %arg21 : i32
          }
          scf.yield %135, %133, %134, %131, %126#2, %126#3, %139, %141, %142 : i32, i32, i32, i1, i32, i32, i32, i32, i32
        }
        %80 = llvm.getelementptr %50[%79#4] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %80, %79#5, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %81 = arith.addi %79#4, %c1_i32 : i32
        %82 = arith.cmpi eq, %81, %c9_i32 : i32
        %83 = arith.select %82, %c0_i32, %81 : i32
        %84 = scf.if %82 -> (i32) {
          %121 = arith.xori %79#5, %c1_i32 : i32
          scf.yield %121 : i32
        } else {
          scf.yield %79#5 : i32
        }
        %85 = llvm.getelementptr %50[%83] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %85, %84, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %86 = arith.addi %83, %c1_i32 : i32
        %87 = arith.cmpi eq, %86, %c9_i32 : i32
        %88 = arith.select %87, %c0_i32, %86 : i32
        %89 = scf.if %87 -> (i32) {
          %121 = arith.xori %84, %c1_i32 : i32
          scf.yield %121 : i32
        } else {
          scf.yield %84 : i32
        }
        %90 = llvm.getelementptr %50[%88] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %90, %89, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %91 = arith.addi %88, %c1_i32 : i32
        %92 = arith.cmpi eq, %91, %c9_i32 : i32
        %93 = arith.select %92, %c0_i32, %91 : i32
        %94 = scf.if %92 -> (i32) {
          %121 = arith.xori %89, %c1_i32 : i32
          scf.yield %121 : i32
        } else {
          scf.yield %89 : i32
        }
        %95 = llvm.getelementptr %50[%93] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %95, %94, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %96 = arith.addi %93, %c1_i32 : i32
        %97 = arith.cmpi eq, %96, %c9_i32 : i32
        %98 = arith.select %97, %c0_i32, %96 : i32
        %99 = scf.if %97 -> (i32) {
          %121 = arith.xori %94, %c1_i32 : i32
          scf.yield %121 : i32
        } else {
          scf.yield %94 : i32
        }
        %100 = llvm.getelementptr %50[%98] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %100, %99, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %101 = arith.addi %98, %c1_i32 : i32
        %102 = arith.cmpi eq, %101, %c9_i32 : i32
        %103 = arith.select %102, %c0_i32, %101 : i32
        %104 = scf.if %102 -> (i32) {
          %121 = arith.xori %99, %c1_i32 : i32
          scf.yield %121 : i32
        } else {
          scf.yield %99 : i32
        }
        %105 = llvm.getelementptr %50[%103] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %105, %104, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %106 = arith.addi %103, %c1_i32 : i32
        %107 = arith.cmpi eq, %106, %c9_i32 : i32
        %108 = arith.select %107, %c0_i32, %106 : i32
        %109 = scf.if %107 -> (i32) {
          %121 = arith.xori %104, %c1_i32 : i32
          scf.yield %121 : i32
        } else {
          scf.yield %104 : i32
        }
        %110 = llvm.getelementptr %50[%108] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %110, %109, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %111 = arith.addi %108, %c1_i32 : i32
        %112 = arith.cmpi eq, %111, %c9_i32 : i32
        %113 = arith.select %112, %c0_i32, %111 : i32
        %114 = scf.if %112 -> (i32) {
          %121 = arith.xori %109, %c1_i32 : i32
          scf.yield %121 : i32
        } else {
          scf.yield %109 : i32
        }
        %115 = llvm.getelementptr %50[%113] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %115, %114, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %116 = arith.addi %113, %c1_i32 : i32
        %117 = arith.cmpi eq, %116, %c9_i32 : i32
        %118 = arith.select %117, %c0_i32, %116 : i32
        %119 = scf.if %117 -> (i32) {
          %121 = arith.xori %114, %c1_i32 : i32
          scf.yield %121 : i32
        } else {
          scf.yield %114 : i32
        }
        %120 = llvm.getelementptr %50[%118] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %120, %119, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        scf.yield %79#0, %79#1, %79#2, %79#3, %79#6, %79#7, %79#8 : i32, i32, i32, i1, i32, i32, i32
      } else {
        scf.yield %68, %69, %70, %true, %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32, i1, i32, i32, i32
      }
      %73 = arith.cmpi eq, %38, %c6_i32 : i32
      %74 = arith.andi %73, %42 : i1
      %75:8 = scf.if %74 -> (i32, i32, i32, i1, i32, i32, i32, i32) {
        %79:11 = scf.while (%arg13 = %72#0, %arg14 = %72#1, %arg15 = %72#2, %arg16 = %72#3, %arg17 = %c0_i32, %arg18 = %c0_i32, %arg19 = %c0_i32, %arg20 = %c1_i32, %arg21 = %72#4, %arg22 = %72#5, %arg23 = %72#6) : (i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32) {
          scf.condition(%arg16) %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23 : i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg13: i32, %arg14: i32, %arg15: i32, %arg16: i1, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32):
          %81 = llvm.getelementptr %54[%arg19] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %81, %arg20, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          scf.if %56 {
            %106 = llvm.getelementptr %47[%arg19] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %107 = nvvm.mapa %106, %55 : !llvm.ptr<3> -> !llvm.ptr<7>
            nvvm.mbarrier.arrive.expect_tx %107, %c16_i32 : !llvm.ptr<7>, i32
          }
          %82 = llvm.getelementptr %47[%arg19] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %83 = nvvm.elect.sync -> i1
          scf.if %83 {
            nvvm.clusterlaunchcontrol.try.cancel multicast, %48, %82
          }
          %84 = arith.addi %arg17, %c1_i32 : i32
          %85 = arith.addi %arg19, %c1_i32 : i32
          %86 = arith.addi %arg18, %c1_i32 : i32
          %87 = arith.cmpi eq, %85, %c1_i32 : i32
          %88 = arith.select %87, %c0_i32, %85 : i32
          %89 = scf.if %87 -> (i32) {
            %106 = arith.xori %arg20, %c1_i32 : i32
            scf.yield %106 : i32
          } else {
            scf.yield %arg20 : i32
          }
          %90 = llvm.getelementptr %47[%arg22] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %90, %arg23, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %91 = llvm.load %48 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<1xi128>
          llvm.store %91, %6 {alignment = 16 : i64} : vector<1xi128>, !llvm.ptr
          %92 = llvm.load %6 {alignment = 32 : i64} : !llvm.ptr -> vector<1xi128>
          %93 = vector.extract %92[0] : i128 from vector<1xi128>
          %94 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %93 : i1
          %95 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %93 : i32
          %96 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %93 : i32
          %97 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_z, %93 : i32
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %98 = arith.addi %95, %71 : i32
          %99 = llvm.getelementptr %54[%arg22] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %100 = nvvm.mapa %99, %c0_i32 : !llvm.ptr<3> -> !llvm.ptr<7>
          nvvm.mbarrier.arrive %100, %c1_i32 : !llvm.ptr<7>
          %101 = arith.addi %arg22, %c1_i32 : i32
          %102 = arith.addi %arg21, %c1_i32 : i32
          %103 = arith.cmpi eq, %101, %c1_i32 : i32
          %104 = arith.select %103, %c0_i32, %101 : i32
          %105 = scf.if %103 -> (i32) {
            %106 = arith.xori %arg23, %c1_i32 : i32
            scf.yield %106 : i32
          } else {
            scf.yield %arg23 : i32
          }
          scf.yield %98, %96, %97, %94, %84, %86, %88, %89, %102, %104, %105 : i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32
        }
        %80 = llvm.getelementptr %54[%79#6] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %80, %79#7, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        scf.yield %79#0, %79#1, %79#2, %79#3, %79#4, %79#8, %79#9, %79#10 : i32, i32, i32, i1, i32, i32, i32, i32
      } else {
        scf.yield %72#0, %72#1, %72#2, %72#3, %c0_i32, %72#4, %72#5, %72#6 : i32, i32, i32, i1, i32, i32, i32, i32
      }
      %76 = arith.cmpi eq, %38, %c4_i32 : i32
      %77:7 = scf.if %76 -> (i32, i32, i32, i1, i32, i32, i32) {
        nvvm.barrier id = %c2_i32 number_of_threads = %c160_i32
        %79 = llvm.load %46 : !llvm.ptr<3> -> i32
        %80 = llvm.bitcast %64 : i64 to vector<2xi32>
        %81 = vector.extract %80[0] : i32 from vector<2xi32>
        %82 = llvm.bitcast %67 : i64 to vector<2xi32>
        %83 = vector.extract %82[0] : i32 from vector<2xi32>
        %84:13 = scf.while (%arg13 = %75#0, %arg14 = %75#1, %arg15 = %75#2, %arg16 = %75#3, %arg17 = %c0_i32, %arg18 = %c0_i32, %arg19 = %arg0, %arg20 = %c0_i32, %arg21 = %c0_i32, %arg22 = %c1_i32, %arg23 = %75#5, %arg24 = %75#6, %arg25 = %75#7) : (i32, i32, i32, i1, i32, i32, !llvm_struct_3a3a74, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i1, i32, i32, !llvm_struct_3a3a74, i32, i32, i32, i32, i32, i32) {
          scf.condition(%arg16) %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25 : i32, i32, i32, i1, i32, i32, !llvm_struct_3a3a74, i32, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg13: i32, %arg14: i32, %arg15: i32, %arg16: i1, %arg17: i32, %arg18: i32, %arg19: !llvm_struct_3a3a74, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32):
          %87 = arith.muli %arg21, %c64_i32 overflow<nsw> : i32
          %88 = arith.addi %79, %87 : i32
          %89 = llvm.getelementptr %16[%arg17] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %90 = nvvm.mbarrier.wait.parity %89, %arg18 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
          %91 = llvm.getelementptr %51[%arg21] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %91, %arg22, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %92 = llvm.insertvalue %false, %arg19[0] : !llvm_struct_3a3a74
          %93 = llvm.inttoptr %88 : i32 to !llvm.ptr<6>
          %94:6 = scf.for %arg26 = %c0_i32 to %58 step %c1_i32 iter_args(%arg27 = %90, %arg28 = %c0_i32, %arg29 = %arg17, %arg30 = %arg18, %arg31 = %92, %arg32 = %c1_i32) -> (i1, i32, i32, i32, !llvm_struct_3a3a74, i32)  : i32 {
            %117 = arith.extui %arg27 : i1 to i32
            %118 = arith.cmpi eq, %117, %c0_i32 : i32
            scf.if %118 {
              %128 = llvm.getelementptr %16[%arg29] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              nvvm.mbarrier.try_wait.parity %128, %arg30, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            }
            %119 = arith.addi %arg29, %c1_i32 : i32
            %120 = arith.cmpi eq, %119, %c9_i32 : i32
            %121 = arith.select %120, %c0_i32, %119 : i32
            %122 = scf.if %120 -> (i32) {
              %128 = arith.xori %arg30, %c1_i32 : i32
              scf.yield %128 : i32
            } else {
              scf.yield %arg30 : i32
            }
            %123 = scf.for %arg33 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg34 = %arg31) -> (!llvm_struct_3a3a74)  : i32 {
              %128 = arith.muli %arg33, %c256_i32 overflow<nsw> : i32
              %129 = arith.muli %arg29, %c1024_i32 overflow<nsw> : i32
              %130 = arith.addi %128, %129 overflow<nsw> : i32
              %131 = arith.addi %81, %130 : i32
              %132 = vector.insert %131, %80 [0] : i32 into vector<2xi32>
              %133 = llvm.bitcast %132 : vector<2xi32> to i64
              %134 = arith.muli %arg33, %c2_i32 overflow<nsw> : i32
              %135 = arith.muli %arg29, %c512_i32 overflow<nsw> : i32
              %136 = arith.addi %134, %135 overflow<nsw> : i32
              %137 = arith.addi %83, %136 : i32
              %138 = vector.insert %137, %82 [0] : i32 into vector<2xi32>
              %139 = llvm.bitcast %138 : vector<2xi32> to i64
              %140 = llvm.extractvalue %arg34[1] : !llvm_struct_3a3a74
              %141 = llvm.extractvalue %arg34[2] : !llvm_struct_3a3a74
              %142 = llvm.extractvalue %arg34[0] : !llvm_struct_3a3a74
              %143 = arith.extui %140 : i1 to i32
              %144 = arith.extui %141 : i1 to i32
              %145 = arith.shli %143, %c13_i32 : i32
              %146 = arith.shli %144, %c14_i32 : i32
              %147 = arith.ori %145, %c135300240_i32 : i32
              %148 = arith.ori %147, %146 : i32
              %149 = llvm.extractvalue %arg34[3] : !llvm_struct_3a3a74
              %150 = nvvm.elect.sync -> i1
              scf.if %150 {
                nvvm.tcgen05.mma %93, %133, %139, %148, %142 mask = %149 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f8f6f4>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
              }
              %151 = llvm.insertvalue %true, %arg34[0] : !llvm_struct_3a3a74
              scf.yield %151 : !llvm_struct_3a3a74
            } {loop_annotation = #loop_annotation1}
            %124 = nvvm.elect.sync -> i1
            scf.if %124 {
              %128 = llvm.getelementptr %50[%arg29] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              nvvm.tcgen05.commit %128, multicast_mask = %c-1_i16 : !llvm.ptr<3>, i16
            }
            %125 = arith.cmpi sgt, %58, %arg32 : i32
            %126 = scf.if %125 -> (i1) {
              %128 = llvm.getelementptr %16[%121] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              %129 = nvvm.mbarrier.wait.parity %128, %122 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
              scf.yield %129 : i1
            } else {
              scf.yield %true : i1
            }
            %127 = arith.addi %arg32, %c1_i32 : i32
            scf.yield %126, %arg32, %121, %122, %123, %127 : i1, i32, i32, i32, !llvm_struct_3a3a74, i32
          }
          %95 = nvvm.elect.sync -> i1
          scf.if %95 {
            %117 = llvm.getelementptr %45[%arg21] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            nvvm.tcgen05.commit %117, multicast_mask = %53 : !llvm.ptr<3>, i16
          }
          %96 = arith.addi %arg21, %c1_i32 : i32
          %97 = arith.addi %arg20, %c1_i32 : i32
          %98 = arith.cmpi eq, %96, %c2_i32 : i32
          %99 = arith.select %98, %c0_i32, %96 : i32
          %100 = scf.if %98 -> (i32) {
            %117 = arith.xori %arg22, %c1_i32 : i32
            scf.yield %117 : i32
          } else {
            scf.yield %arg22 : i32
          }
          %101 = llvm.getelementptr %47[%arg24] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %101, %arg25, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %102 = llvm.load %48 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<1xi128>
          llvm.store %102, %5 {alignment = 16 : i64} : vector<1xi128>, !llvm.ptr
          %103 = llvm.load %5 {alignment = 32 : i64} : !llvm.ptr -> vector<1xi128>
          %104 = vector.extract %103[0] : i128 from vector<1xi128>
          %105 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %104 : i1
          %106 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %104 : i32
          %107 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %104 : i32
          %108 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_z, %104 : i32
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %109 = arith.addi %106, %71 : i32
          %110 = llvm.getelementptr %54[%arg24] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %111 = nvvm.mapa %110, %c0_i32 : !llvm.ptr<3> -> !llvm.ptr<7>
          nvvm.mbarrier.arrive %111, %c1_i32 : !llvm.ptr<7>
          %112 = arith.addi %arg24, %c1_i32 : i32
          %113 = arith.addi %arg23, %c1_i32 : i32
          %114 = arith.cmpi eq, %112, %c1_i32 : i32
          %115 = arith.select %114, %c0_i32, %112 : i32
          %116 = scf.if %114 -> (i32) {
            %117 = arith.xori %arg25, %c1_i32 : i32
            scf.yield %117 : i32
          } else {
            scf.yield %arg25 : i32
          }
          scf.yield %109, %107, %108, %105, %94#2, %94#3, %94#4, %97, %99, %100, %113, %115, %116 : i32, i32, i32, i1, i32, i32, !llvm_struct_3a3a74, i32, i32, i32, i32, i32, i32
        }
        %85 = arith.remsi %41, %c2_i32 : i32
        %86 = arith.cmpi eq, %85, %c0_i32 : i32
        scf.if %86 {
          %87 = arith.addi %84#8, %c1_i32 : i32
          %88 = arith.cmpi eq, %87, %c2_i32 : i32
          %89 = arith.select %88, %c0_i32, %87 : i32
          %90 = scf.if %88 -> (i32) {
            %92 = arith.xori %84#9, %c1_i32 : i32
            scf.yield %92 : i32
          } else {
            scf.yield %84#9 : i32
          }
          %91 = llvm.getelementptr %51[%89] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %91, %90, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        }
        scf.yield %84#0, %84#1, %84#2, %84#3, %84#10, %84#11, %84#12 : i32, i32, i32, i1, i32, i32, i32
      } else {
        scf.yield %75#0, %75#1, %75#2, %75#3, %75#5, %75#6, %75#7 : i32, i32, i32, i1, i32, i32, i32
      }
      %78 = arith.cmpi slt, %38, %c4_i32 : i32
      scf.if %78 {
        scf.if %49 {
          nvvm.tcgen05.alloc %46, %c128_i32 : !llvm.ptr<3>, i32
        }
        nvvm.barrier id = %c2_i32 number_of_threads = %c160_i32
        %79 = llvm.load %46 : !llvm.ptr<3> -> i32
        %80 = arith.divsi %26, %c32_i32 : i32
        %81 = arith.muli %80, %c2097152_i32 overflow<nsw> : i32
        %82 = arith.addi %79, %81 : i32
        %83 = arith.muli %55, %c32_i32 overflow<nsw> : i32
        %84 = arith.muli %80, %c1024_i32 overflow<nsw> : i32
        %85 = arith.addi %83, %84 overflow<nsw> : i32
        %86 = llvm.getelementptr %25[%85] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        %87 = llvm.ptrtoint %86 : !llvm.ptr<3> to i64
        %88 = arith.andi %87, %c128_i64 : i64
        %89 = arith.shrui %88, %c3_i64 : i64
        %90 = arith.xori %87, %89 : i64
        %91 = llvm.inttoptr %90 : i64 to !llvm.ptr<3>
        %92 = llvm.getelementptr %3[16] : (!llvm.ptr) -> !llvm.ptr, i8
        %93 = llvm.getelementptr %86[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
        %94 = llvm.ptrtoint %93 : !llvm.ptr<3> to i64
        %95 = arith.andi %94, %c128_i64 : i64
        %96 = arith.shrui %95, %c3_i64 : i64
        %97 = arith.xori %94, %96 : i64
        %98 = llvm.inttoptr %97 : i64 to !llvm.ptr<3>
        %99:10 = scf.while (%arg13 = %77#0, %arg14 = %77#1, %arg15 = %77#2, %arg16 = %77#3, %arg17 = %75#4, %arg18 = %c0_i32, %arg19 = %c0_i32, %arg20 = %c0_i32, %arg21 = %77#4, %arg22 = %77#5, %arg23 = %77#6) : (i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
          scf.condition(%arg16) %arg13, %arg14, %arg15, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg13: i32, %arg14: i32, %arg15: i32, %arg16: i32, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32):
          %100 = arith.addi %arg16, %c1_i32 : i32
          %101 = arith.muli %arg13, %c128_i32 overflow<nsw> : i32
          %102 = arith.muli %arg14, %c64_i32 overflow<nsw> : i32
          %103 = arith.muli %arg18, %c64_i32 overflow<nsw> : i32
          %104 = arith.addi %82, %103 : i32
          %105 = llvm.getelementptr %45[%arg18] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %105, %arg19, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %106 = arith.muli %100, %c2_i32 : i32
          scf.for %arg23 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
            %129 = arith.muli %arg23, %c32_i32 overflow<nsw> : i32
            %130 = arith.addi %104, %129 : i32
            %131 = llvm.inttoptr %130 : i32 to !llvm.ptr<6>
            %132 = nvvm.tcgen05.ld %131 {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<32xi32>
            llvm.store %132, %4 : vector<32xi32>, !llvm.ptr
            %133 = llvm.load %4 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
            %134 = arith.truncf %133 : vector<32xf32> to vector<32xf8E4M3FN>
            %135 = builtin.unrealized_conversion_cast %134 : vector<32xf8E4M3FN> to vector<32xi8>
            llvm.store %135, %3 {alignment = 32 : i64} : vector<32xi8>, !llvm.ptr
            %136 = arith.addi %106, %arg23 : i32
            %137 = arith.remsi %136, %c2_i32 : i32
            %138 = arith.muli %137, %c4096_i32 overflow<nsw> : i32
            %139 = llvm.getelementptr %91[%138] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
            %140 = llvm.load %3 {alignment = 16 : i64} : !llvm.ptr -> vector<16xi8>
            llvm.store %140, %139 {alignment = 16 : i64} : vector<16xi8>, !llvm.ptr<3>
            %141 = llvm.getelementptr %98[%138] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
            %142 = llvm.load %92 {alignment = 16 : i64} : !llvm.ptr -> vector<16xi8>
            llvm.store %142, %141 {alignment = 16 : i64} : vector<16xi8>, !llvm.ptr<3>
            nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
            nvvm.barrier id = %c1_i32 number_of_threads = %c128_i32
            scf.if %49 {
              %143 = arith.muli %137, %c4096_i32 overflow<nsw> : i32
              %144 = llvm.getelementptr %25[%143] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              %145 = arith.muli %arg23, %c32_i32 overflow<nsw> : i32
              %146 = arith.addi %102, %145 overflow<nsw> : i32
              nvvm.cp.async.bulk.tensor.global.shared.cta %10, %144, box[%146, %101, %arg15] l2_cache_hint = %0 : !llvm.ptr, <3>
              nvvm.cp.async.bulk.commit.group
              nvvm.cp.async.bulk.wait_group 1 {read}
            }
            nvvm.barrier id = %c1_i32 number_of_threads = %c128_i32
          }
          nvvm.barrier id = %c1_i32 number_of_threads = %c128_i32
          %107 = nvvm.elect.sync -> i1
          scf.if %107 {
            %129 = llvm.getelementptr %51[%arg18] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %130 = nvvm.mbarrier.arrive %129, %c1_i32 : !llvm.ptr<3> -> i64
          }
          %108 = arith.addi %arg18, %c1_i32 : i32
          %109 = arith.addi %arg17, %c1_i32 : i32
          %110 = arith.cmpi eq, %108, %c2_i32 : i32
          %111 = arith.select %110, %c0_i32, %108 : i32
          %112 = scf.if %110 -> (i32) {
            %129 = arith.xori %arg19, %c1_i32 : i32
            scf.yield %129 : i32
          } else {
            scf.yield %arg19 : i32
          }
          %113 = llvm.getelementptr %47[%arg21] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %113, %arg22, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %114 = llvm.load %48 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<1xi128>
          llvm.store %114, %2 {alignment = 16 : i64} : vector<1xi128>, !llvm.ptr
          %115 = llvm.load %2 {alignment = 32 : i64} : !llvm.ptr -> vector<1xi128>
          %116 = vector.extract %115[0] : i128 from vector<1xi128>
          %117 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %116 : i1
          %118 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %116 : i32
          %119 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %116 : i32
          %120 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_z, %116 : i32
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %121 = arith.addi %118, %71 : i32
          %122 = llvm.getelementptr %54[%arg21] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %123 = nvvm.mapa %122, %c0_i32 : !llvm.ptr<3> -> !llvm.ptr<7>
          nvvm.mbarrier.arrive %123, %c1_i32 : !llvm.ptr<7>
          %124 = arith.addi %arg21, %c1_i32 : i32
          %125 = arith.addi %arg20, %c1_i32 : i32
          %126 = arith.cmpi eq, %124, %c1_i32 : i32
          %127 = arith.select %126, %c0_i32, %124 : i32
          %128 = scf.if %126 -> (i32) {
            %129 = arith.xori %arg22, %c1_i32 : i32
            scf.yield %129 : i32
          } else {
            scf.yield %arg22 : i32
          }
          scf.yield %121, %119, %120, %117, %100, %109, %111, %112, %125, %127, %128 : i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32
        }
        nvvm.cp.async.bulk.wait_group 0 {read}
        scf.if %49 {
          nvvm.tcgen05.relinquish_alloc_permit
        }
        scf.if %49 {
          %100 = llvm.inttoptr %79 : i32 to !llvm.ptr<6>
          nvvm.tcgen05.dealloc %100, %c128_i32 : !llvm.ptr<6>, i32
        }
      }
      return
    }
  }
  func.func @cutlass___call___cutlassoperatorsprovide_h7c6f8ebd(%arg0: !llvm_struct_0658d3, %arg1: !llvm_struct_0658d3, %arg2: !llvm_struct_0658d3, %arg3: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %0 = ub.poison : !llvm_struct_7bb797
    %1 = ub.poison : !llvm_struct_d63ee1
    %2 = ub.poison : !llvm_struct_2ed770
    %3 = ub.poison : !llvm_struct_3a3a74
    %4 = ub.poison : !llvm.struct<(i32, i32, i32)>
    %c2233785415175766016_i64 = arith.constant 2233785415175766016 : i64
    %c270370_i64 = arith.constant 270370 : i64
    %c3_i64 = arith.constant 3 : i64
    %c127_i64 = arith.constant 127 : i64
    %c9151314442816847872_i64 = arith.constant 9151314442816847872 : i64
    %c286754_i64 = arith.constant 286754 : i64
    %cst = arith.constant dense<0> : vector<4xi32>
    %c1_i32 = arith.constant 1 : i32
    %c224_i32 = arith.constant 224 : i32
    %c229632_i64 = arith.constant 229632 : i64
    %5 = ub.poison : !llvm.struct<()>
    %c64_i32 = arith.constant 64 : i32
    %c128_i32 = arith.constant 128 : i32
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
    %33 = llvm.insertvalue %false, %3[0] : !llvm_struct_3a3a74
    %34 = llvm.insertvalue %false, %33[1] : !llvm_struct_3a3a74
    %35 = llvm.insertvalue %false, %34[2] : !llvm_struct_3a3a74
    %36 = llvm.insertvalue %cst, %35[3] : !llvm_struct_3a3a74
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
    %67 = arith.ori %66, %c286754_i64 : i64
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
    llvm.store %c9151314442816847872_i64, %48 : i64, !llvm.ptr
    llvm.store %c127_i64, %49 : i64, !llvm.ptr
    %82 = llvm.ptrtoint %37 : !llvm.ptr to i64
    %83 = llvm.inttoptr %82 : i64 to !llvm.ptr
    %84 = llvm.load %83 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %85 = llvm.insertvalue %84, %2[0] : !llvm_struct_2ed770
    %86 = llvm.insertvalue %26, %1[0] : !llvm_struct_d63ee1
    %87 = llvm.insertvalue %5, %86[1] : !llvm_struct_d63ee1
    %88 = llvm.insertvalue %5, %0[0] : !llvm_struct_7bb797
    %89 = llvm.insertvalue %87, %88[1] : !llvm_struct_7bb797
    %90 = llvm.alloca %c16_i32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %91 = arith.extsi %15 : i32 to i64
    %92 = arith.extsi %16 : i32 to i64
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
    llvm.store %c3_i64, %102 : i64, !llvm.ptr
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
    llvm.store %c127_i64, %155 : i64, !llvm.ptr
    %188 = llvm.ptrtoint %143 : !llvm.ptr to i64
    %189 = llvm.inttoptr %188 : i64 to !llvm.ptr
    %190 = llvm.load %189 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %191 = llvm.insertvalue %190, %2[0] : !llvm_struct_2ed770
    %192 = llvm.insertvalue %32, %1[0] : !llvm_struct_d63ee1
    %193 = llvm.insertvalue %5, %192[1] : !llvm_struct_d63ee1
    %194 = llvm.insertvalue %5, %0[0] : !llvm_struct_7bb797
    %195 = llvm.insertvalue %193, %194[1] : !llvm_struct_7bb797
    %196 = arith.ceildivsi %20, %c128_i32 : i32
    %197 = arith.ceildivsi %21, %c64_i32 : i32
    %198 = arith.addi %196, %c16_i32 overflow<nsw> : i32
    %199 = arith.subi %198, %c1_i32 overflow<nsw> : i32
    %200 = arith.divsi %199, %c16_i32 : i32
    %201 = arith.muli %200, %c16_i32 : i32
    %202 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c224_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c229632_i64, gridDim = (%201, %197, %19), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%202] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cluster_dim[%202] (%c16_i32, %c1_i32, %c1_i32) : !cuda_launch_cfg_2cf94c, i32, i32, i32
    cuda.launch_cfg.cooperative[%202] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %203 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cutlassoperatorspr_hf720994c_0<%202> (%36, %85, %89, %138, %142, %191, %195, %196, %197, %19, %196, %197, %19) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_3a3a74, !llvm_struct_2ed770, !llvm_struct_7bb797, !llvm_struct_2ed770, !llvm_struct_7bb797, !llvm_struct_2ed770, !llvm_struct_7bb797, i32, i32, i32, i32, i32, i32) -> !cuda.result
    %204 = cuda.cast %203 : !cuda.result -> i32
    cuda.return_if_error %204 : i32
    return %c0_i32 : i32
  }
}
