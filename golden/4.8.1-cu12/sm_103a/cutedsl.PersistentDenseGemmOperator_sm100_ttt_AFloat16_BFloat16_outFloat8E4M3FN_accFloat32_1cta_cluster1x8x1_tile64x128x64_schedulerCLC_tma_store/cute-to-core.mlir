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
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cutlassoperatorspr_hf720994c_0' launch shared memory exceeds current GPU arch sm_103a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    cuda.kernel @kernel_cutlass_kernel_cutlassoperatorspr_hf720994c_0(%arg0: !llvm_struct_3a3a74, %arg1: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg2: !llvm_struct_7bb797, %arg3: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg4: !llvm_struct_7bb797, %arg5: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg6: !llvm_struct_7bb797, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32, %arg11: i32, %arg12: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 224, 1, 1>, exact_cluster_dim = array<i64: 1, 8, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 224, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.zero : i64
      %c3_i64 = arith.constant 3 : i64
      %c384_i64 = arith.constant 384 : i64
      %c32_i64 = arith.constant 32 : i64
      %c1048576_i32 = arith.constant 1048576 : i32
      %c8192_i32 = arith.constant 8192 : i32
      %c4096_i32 = arith.constant 4096 : i32
      %c0_i8 = arith.constant 0 : i8
      %c2_i8 = arith.constant 2 : i8
      %c128_i64 = arith.constant 128 : i64
      %c16_i64 = arith.constant 16 : i64
      %c1024_i64 = arith.constant 1024 : i64
      %c31_i32 = arith.constant 31 : i32
      %c-1_i32 = arith.constant -1 : i32
      %1 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %c5_i32 = arith.constant 5 : i32
      %c0_i32 = arith.constant 0 : i32
      %c8_i32 = arith.constant 8 : i32
      %c255_i16 = arith.constant 255 : i16
      %c4_i32 = arith.constant 4 : i32
      %c1568_i32 = arith.constant 1568 : i32
      %c64_i32 = arith.constant 64 : i32
      %c128_i32 = arith.constant 128 : i32
      %c512_i32 = arith.constant 512 : i32
      %true = arith.constant true
      %c10000000_i32 = arith.constant 10000000 : i32
      %c24576_i32 = arith.constant 24576 : i32
      %c9_i32 = arith.constant 9 : i32
      %c6_i32 = arith.constant 6 : i32
      %c16_i32 = arith.constant 16 : i32
      %c2_i32 = arith.constant 2 : i32
      %c160_i32 = arith.constant 160 : i32
      %false = arith.constant false
      %c69271568_i32 = arith.constant 69271568 : i32
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
      %40 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %41 = nvvm.shfl.sync idx %c-1_i32, %40, %c0_i32, %c31_i32 : i32 -> i32
      %42 = arith.cmpi eq, %41, %c0_i32 : i32
      %43 = arith.remsi %41, %c8_i32 : i32
      %44 = arith.remsi %43, %c8_i32 : i32
      %45 = llvm.getelementptr %16[144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %46 = llvm.getelementptr %16[184] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %47 = llvm.getelementptr %16[192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %48 = llvm.getelementptr %16[208] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %49 = arith.cmpi eq, %38, %c0_i32 : i32
      scf.if %49 {
        %86 = nvvm.elect.sync -> i1
        scf.if %86 {
          nvvm.mbarrier.init %16, %c1_i32 : !llvm.ptr<3>, i32
          %87 = llvm.getelementptr %16[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %87, %c1_i32 : !llvm.ptr<3>, i32
          %88 = llvm.getelementptr %16[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %88, %c1_i32 : !llvm.ptr<3>, i32
          %89 = llvm.getelementptr %16[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %89, %c1_i32 : !llvm.ptr<3>, i32
          %90 = llvm.getelementptr %16[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %90, %c1_i32 : !llvm.ptr<3>, i32
          %91 = llvm.getelementptr %16[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %91, %c1_i32 : !llvm.ptr<3>, i32
          %92 = llvm.getelementptr %16[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %92, %c1_i32 : !llvm.ptr<3>, i32
          %93 = llvm.getelementptr %16[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %93, %c1_i32 : !llvm.ptr<3>, i32
          %94 = llvm.getelementptr %16[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %94, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      %50 = llvm.getelementptr %16[9] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      scf.if %49 {
        %86 = nvvm.elect.sync -> i1
        scf.if %86 {
          nvvm.mbarrier.init %50, %c8_i32 : !llvm.ptr<3>, i32
          %87 = llvm.getelementptr %16[10] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %87, %c8_i32 : !llvm.ptr<3>, i32
          %88 = llvm.getelementptr %16[11] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %88, %c8_i32 : !llvm.ptr<3>, i32
          %89 = llvm.getelementptr %16[12] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %89, %c8_i32 : !llvm.ptr<3>, i32
          %90 = llvm.getelementptr %16[13] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %90, %c8_i32 : !llvm.ptr<3>, i32
          %91 = llvm.getelementptr %16[14] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %91, %c8_i32 : !llvm.ptr<3>, i32
          %92 = llvm.getelementptr %16[15] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %92, %c8_i32 : !llvm.ptr<3>, i32
          %93 = llvm.getelementptr %16[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %93, %c8_i32 : !llvm.ptr<3>, i32
          %94 = llvm.getelementptr %16[17] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %94, %c8_i32 : !llvm.ptr<3>, i32
        }
      }
      %51 = arith.shli %c1_i32, %44 : i32
      %52 = arith.trunci %51 : i32 to i16
      %53 = arith.shli %c1_i32, %44 : i32
      %54 = arith.trunci %53 : i32 to i16
      %55 = arith.ori %52, %c255_i16 : i16
      %56 = arith.ori %55, %c255_i16 : i16
      %57 = arith.ori %56, %54 : i16
      scf.if %49 {
        %86 = nvvm.elect.sync -> i1
        scf.if %86 {
          nvvm.mbarrier.init %45, %c1_i32 : !llvm.ptr<3>, i32
          %87 = llvm.getelementptr %45[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %87, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      %58 = llvm.getelementptr %45[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      scf.if %49 {
        %86 = nvvm.elect.sync -> i1
        scf.if %86 {
          nvvm.mbarrier.init %58, %c4_i32 : !llvm.ptr<3>, i32
          %87 = llvm.getelementptr %45[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %87, %c4_i32 : !llvm.ptr<3>, i32
        }
      }
      %59 = arith.shli %c1_i32, %44 : i32
      %60 = arith.trunci %59 : i32 to i16
      scf.if %49 {
        %86 = nvvm.elect.sync -> i1
        scf.if %86 {
          nvvm.mbarrier.init %47, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      %61 = llvm.getelementptr %47[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      scf.if %49 {
        %86 = nvvm.elect.sync -> i1
        scf.if %86 {
          nvvm.mbarrier.init %61, %c1568_i32 : !llvm.ptr<3>, i32
        }
      }
      %62 = arith.remsi %26, %c32_i32 : i32
      %63 = arith.cmpi slt, %62, %c8_i32 : i32
      nvvm.fence.mbarrier.init
      nvvm.cluster.arrive.relaxed
      %64 = llvm.extractvalue %arg2[1, 0, 1] : !llvm_struct_7bb797
      %65 = arith.ceildivsi %64, %c64_i32 : i32
      %66 = arith.muli %44, %c512_i32 overflow<nsw> : i32
      %67 = arith.divsi %66, %c64_i32 : i32
      %68 = llvm.getelementptr %19[%66] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %69 = llvm.ptrtoint %19 : !llvm.ptr<3> to i32
      %70 = arith.shrui %69, %c4_i32 : i32
      %71 = nvvm.tcgen05.mma_smem_desc(%70, %c1_i32, %c64_i32, %c0_i8, %false, %c2_i8) : (i32, i32, i32, i8, i1, i8) -> i64
      %72 = llvm.ptrtoint %22 : !llvm.ptr<3> to i32
      %73 = arith.shrui %72, %c4_i32 : i32
      %74 = nvvm.tcgen05.mma_smem_desc(%73, %c512_i32, %c64_i32, %c0_i8, %false, %c2_i8) : (i32, i32, i32, i8, i1, i8) -> i64
      nvvm.cluster.wait
      %75 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %76 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %77 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %78 = arith.remsi %76, %c8_i32 : i32
      %79:7 = scf.if %39 -> (i32, i32, i32, i1, i32, i32, i32) {
        %86:9 = scf.while (%arg13 = %75, %arg14 = %76, %arg15 = %77, %arg16 = %true, %arg17 = %c0_i32, %arg18 = %c1_i32, %arg19 = %c0_i32, %arg20 = %c0_i32, %arg21 = %c0_i32) : (i32, i32, i32, i1, i32, i32, i32, i32, i32) -> (i32, i32, i32, i1, i32, i32, i32, i32, i32) {
          scf.condition(%arg16) %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21 : i32, i32, i32, i1, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg13: i32, %arg14: i32, %arg15: i32, %arg16: i1, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32):
          %128 = arith.muli %arg13, %c64_i32 overflow<nsw> : i32
          %129 = arith.addi %67, %128 overflow<nsw> : i32
          %130 = arith.muli %arg14, %c128_i32 overflow<nsw> : i32
          %131 = llvm.getelementptr %50[%arg17] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %132 = nvvm.mbarrier.wait.parity %131, %arg18 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
          %133:5 = scf.for %arg22 = %c0_i32 to %65 step %c1_i32 iter_args(%arg23 = %132, %arg24 = %c0_i32, %arg25 = %arg17, %arg26 = %arg18, %arg27 = %c1_i32) -> (i1, i32, i32, i32, i32)  : i32 {
            %150 = arith.extui %arg23 : i1 to i32
            %151 = arith.cmpi eq, %150, %c0_i32 : i32
            scf.if %151 {
              %172 = llvm.getelementptr %50[%arg25] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              nvvm.mbarrier.try_wait.parity %172, %arg26, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            }
            %152 = nvvm.elect.sync -> i1
            scf.if %152 {
              %172 = llvm.getelementptr %16[%arg25] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              %173 = nvvm.mbarrier.arrive.expect_tx %172, %c24576_i32 : !llvm.ptr<3>, i32 -> i64
            }
            %153 = arith.addi %arg25, %c1_i32 : i32
            %154 = arith.cmpi eq, %153, %c9_i32 : i32
            %155 = arith.select %154, %c0_i32, %153 : i32
            %156 = scf.if %154 -> (i32) {
              %172 = arith.xori %arg26, %c1_i32 : i32
              scf.yield %172 : i32
            } else {
              scf.yield %arg26 : i32
            }
            %157 = arith.muli %arg24, %c64_i32 overflow<nsw> : i32
            %158 = arith.muli %arg25, %c4096_i32 overflow<nsw> : i32
            %159 = llvm.getelementptr %68[%158] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
            %160 = llvm.getelementptr %16[%arg25] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %161 = nvvm.elect.sync -> i1
            scf.if %161 {
              %172 = llvm.addrspacecast %159 : !llvm.ptr<3> to !llvm.ptr<7>
              nvvm.cp.async.bulk.tensor.shared.cluster.global %172, %8, %160, box[%157, %129, %arg15] multicast_mask = %c255_i16 l2_cache_hint = %0 : !llvm.ptr<7>, !llvm.ptr, i16
            }
            %162 = arith.muli %arg24, %c64_i32 overflow<nsw> : i32
            %163 = arith.muli %arg25, %c8192_i32 overflow<nsw> : i32
            %164 = llvm.getelementptr %22[%163] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
            %165 = nvvm.elect.sync -> i1
            scf.if %165 {
              nvvm.cp.async.bulk.tensor.shared.cluster.global %164, %9, %160, box[%130, %162, %arg15] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
            }
            %166 = arith.addi %130, %c64_i32 overflow<nsw> : i32
            %167 = llvm.getelementptr %164[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
            %168 = nvvm.elect.sync -> i1
            scf.if %168 {
              nvvm.cp.async.bulk.tensor.shared.cluster.global %167, %9, %160, box[%166, %162, %arg15] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
            }
            %169 = arith.cmpi sgt, %65, %arg27 : i32
            %170 = scf.if %169 -> (i1) {
              %172 = llvm.getelementptr %50[%155] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              %173 = nvvm.mbarrier.wait.parity %172, %156 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
              scf.yield %173 : i1
            } else {
              scf.yield %true : i1
            }
            %171 = arith.addi %arg27, %c1_i32 : i32
            scf.yield %170, %arg27, %155, %156, %171 : i1, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          %134 = llvm.getelementptr %47[%arg20] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %134, %arg21, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %135 = llvm.load %48 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<1xi128>
          llvm.store %135, %7 {alignment = 16 : i64} : vector<1xi128>, !llvm.ptr
          %136 = llvm.load %7 {alignment = 32 : i64} : !llvm.ptr -> vector<1xi128>
          %137 = vector.extract %136[0] : i128 from vector<1xi128>
          %138 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %137 : i1
          %139 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %137 : i32
          %140 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %137 : i32
          %141 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_z, %137 : i32
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %142 = arith.addi %140, %78 : i32
          %143 = llvm.getelementptr %61[%arg20] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %144 = nvvm.mapa %143, %c0_i32 : !llvm.ptr<3> -> !llvm.ptr<7>
          nvvm.mbarrier.arrive %144, %c1_i32 : !llvm.ptr<7>
          %145 = arith.addi %arg20, %c1_i32 : i32
          %146 = arith.addi %arg19, %c1_i32 : i32
          %147 = arith.cmpi eq, %145, %c1_i32 : i32
          %148 = arith.select %147, %c0_i32, %145 : i32
          %149 = scf.if %147 -> (i32) {
            %150 = arith.xori %arg21, %c1_i32 : i32
            scf.yield %150 : i32
          } else {
            scf.yield %arg21 : i32
          }
          scf.yield %139, %142, %141, %138, %133#2, %133#3, %146, %148, %149 : i32, i32, i32, i1, i32, i32, i32, i32, i32
        }
        %87 = llvm.getelementptr %50[%86#4] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %87, %86#5, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %88 = arith.addi %86#4, %c1_i32 : i32
        %89 = arith.cmpi eq, %88, %c9_i32 : i32
        %90 = arith.select %89, %c0_i32, %88 : i32
        %91 = scf.if %89 -> (i32) {
          %128 = arith.xori %86#5, %c1_i32 : i32
          scf.yield %128 : i32
        } else {
          scf.yield %86#5 : i32
        }
        %92 = llvm.getelementptr %50[%90] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %92, %91, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %93 = arith.addi %90, %c1_i32 : i32
        %94 = arith.cmpi eq, %93, %c9_i32 : i32
        %95 = arith.select %94, %c0_i32, %93 : i32
        %96 = scf.if %94 -> (i32) {
          %128 = arith.xori %91, %c1_i32 : i32
          scf.yield %128 : i32
        } else {
          scf.yield %91 : i32
        }
        %97 = llvm.getelementptr %50[%95] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %97, %96, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %98 = arith.addi %95, %c1_i32 : i32
        %99 = arith.cmpi eq, %98, %c9_i32 : i32
        %100 = arith.select %99, %c0_i32, %98 : i32
        %101 = scf.if %99 -> (i32) {
          %128 = arith.xori %96, %c1_i32 : i32
          scf.yield %128 : i32
        } else {
          scf.yield %96 : i32
        }
        %102 = llvm.getelementptr %50[%100] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %102, %101, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %103 = arith.addi %100, %c1_i32 : i32
        %104 = arith.cmpi eq, %103, %c9_i32 : i32
        %105 = arith.select %104, %c0_i32, %103 : i32
        %106 = scf.if %104 -> (i32) {
          %128 = arith.xori %101, %c1_i32 : i32
          scf.yield %128 : i32
        } else {
          scf.yield %101 : i32
        }
        %107 = llvm.getelementptr %50[%105] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %107, %106, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %108 = arith.addi %105, %c1_i32 : i32
        %109 = arith.cmpi eq, %108, %c9_i32 : i32
        %110 = arith.select %109, %c0_i32, %108 : i32
        %111 = scf.if %109 -> (i32) {
          %128 = arith.xori %106, %c1_i32 : i32
          scf.yield %128 : i32
        } else {
          scf.yield %106 : i32
        }
        %112 = llvm.getelementptr %50[%110] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %112, %111, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %113 = arith.addi %110, %c1_i32 : i32
        %114 = arith.cmpi eq, %113, %c9_i32 : i32
        %115 = arith.select %114, %c0_i32, %113 : i32
        %116 = scf.if %114 -> (i32) {
          %128 = arith.xori %111, %c1_i32 : i32
          scf.yield %128 : i32
        } else {
          scf.yield %111 : i32
        }
        %117 = llvm.getelementptr %50[%115] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %117, %116, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %118 = arith.addi %115, %c1_i32 : i32
        %119 = arith.cmpi eq, %118, %c9_i32 : i32
        %120 = arith.select %119, %c0_i32, %118 : i32
        %121 = scf.if %119 -> (i32) {
          %128 = arith.xori %116, %c1_i32 : i32
          scf.yield %128 : i32
        } else {
          scf.yield %116 : i32
        }
        %122 = llvm.getelementptr %50[%120] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %122, %121, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %123 = arith.addi %120, %c1_i32 : i32
        %124 = arith.cmpi eq, %123, %c9_i32 : i32
        %125 = arith.select %124, %c0_i32, %123 : i32
        %126 = scf.if %124 -> (i32) {
          %128 = arith.xori %121, %c1_i32 : i32
          scf.yield %128 : i32
        } else {
          scf.yield %121 : i32
        }
        %127 = llvm.getelementptr %50[%125] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %127, %126, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        scf.yield %86#0, %86#1, %86#2, %86#3, %86#6, %86#7, %86#8 : i32, i32, i32, i1, i32, i32, i32
      } else {
        scf.yield %75, %76, %77, %true, %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32, i1, i32, i32, i32
      }
      %80 = arith.cmpi eq, %38, %c6_i32 : i32
      %81 = arith.andi %80, %42 : i1
      %82:8 = scf.if %81 -> (i32, i32, i32, i1, i32, i32, i32, i32) {
        %86:11 = scf.while (%arg13 = %79#0, %arg14 = %79#1, %arg15 = %79#2, %arg16 = %79#3, %arg17 = %c0_i32, %arg18 = %c0_i32, %arg19 = %c0_i32, %arg20 = %c1_i32, %arg21 = %79#4, %arg22 = %79#5, %arg23 = %79#6) : (i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32) {
          scf.condition(%arg16) %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23 : i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg13: i32, %arg14: i32, %arg15: i32, %arg16: i1, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32):
          %88 = llvm.getelementptr %61[%arg19] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %88, %arg20, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          scf.if %63 {
            %113 = llvm.getelementptr %47[%arg19] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %114 = nvvm.mapa %113, %62 : !llvm.ptr<3> -> !llvm.ptr<7>
            nvvm.mbarrier.arrive.expect_tx %114, %c16_i32 : !llvm.ptr<7>, i32
          }
          %89 = llvm.getelementptr %47[%arg19] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %90 = nvvm.elect.sync -> i1
          scf.if %90 {
            nvvm.clusterlaunchcontrol.try.cancel multicast, %48, %89
          }
          %91 = arith.addi %arg17, %c1_i32 : i32
          %92 = arith.addi %arg19, %c1_i32 : i32
          %93 = arith.addi %arg18, %c1_i32 : i32
          %94 = arith.cmpi eq, %92, %c1_i32 : i32
          %95 = arith.select %94, %c0_i32, %92 : i32
          %96 = scf.if %94 -> (i32) {
            %113 = arith.xori %arg20, %c1_i32 : i32
            scf.yield %113 : i32
          } else {
            scf.yield %arg20 : i32
          }
          %97 = llvm.getelementptr %47[%arg22] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %97, %arg23, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %98 = llvm.load %48 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<1xi128>
          llvm.store %98, %6 {alignment = 16 : i64} : vector<1xi128>, !llvm.ptr
          %99 = llvm.load %6 {alignment = 32 : i64} : !llvm.ptr -> vector<1xi128>
          %100 = vector.extract %99[0] : i128 from vector<1xi128>
          %101 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %100 : i1
          %102 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %100 : i32
          %103 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %100 : i32
          %104 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_z, %100 : i32
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %105 = arith.addi %103, %78 : i32
          %106 = llvm.getelementptr %61[%arg22] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %107 = nvvm.mapa %106, %c0_i32 : !llvm.ptr<3> -> !llvm.ptr<7>
          nvvm.mbarrier.arrive %107, %c1_i32 : !llvm.ptr<7>
          %108 = arith.addi %arg22, %c1_i32 : i32
          %109 = arith.addi %arg21, %c1_i32 : i32
          %110 = arith.cmpi eq, %108, %c1_i32 : i32
          %111 = arith.select %110, %c0_i32, %108 : i32
          %112 = scf.if %110 -> (i32) {
            %113 = arith.xori %arg23, %c1_i32 : i32
            scf.yield %113 : i32
          } else {
            scf.yield %arg23 : i32
          }
          scf.yield %102, %105, %104, %101, %91, %93, %95, %96, %109, %111, %112 : i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32
        }
        %87 = llvm.getelementptr %61[%86#6] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %87, %86#7, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        scf.yield %86#0, %86#1, %86#2, %86#3, %86#4, %86#8, %86#9, %86#10 : i32, i32, i32, i1, i32, i32, i32, i32
      } else {
        scf.yield %79#0, %79#1, %79#2, %79#3, %c0_i32, %79#4, %79#5, %79#6 : i32, i32, i32, i1, i32, i32, i32, i32
      }
      %83 = arith.cmpi eq, %38, %c4_i32 : i32
      %84:7 = scf.if %83 -> (i32, i32, i32, i1, i32, i32, i32) {
        nvvm.barrier id = %c2_i32 number_of_threads = %c160_i32
        %86 = llvm.load %46 : !llvm.ptr<3> -> i32
        %87 = llvm.bitcast %71 : i64 to vector<2xi32>
        %88 = vector.extract %87[0] : i32 from vector<2xi32>
        %89 = llvm.bitcast %74 : i64 to vector<2xi32>
        %90 = vector.extract %89[0] : i32 from vector<2xi32>
        %91:13 = scf.while (%arg13 = %82#0, %arg14 = %82#1, %arg15 = %82#2, %arg16 = %82#3, %arg17 = %c0_i32, %arg18 = %c0_i32, %arg19 = %arg0, %arg20 = %c0_i32, %arg21 = %c0_i32, %arg22 = %c1_i32, %arg23 = %82#5, %arg24 = %82#6, %arg25 = %82#7) : (i32, i32, i32, i1, i32, i32, !llvm_struct_3a3a74, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i1, i32, i32, !llvm_struct_3a3a74, i32, i32, i32, i32, i32, i32) {
          scf.condition(%arg16) %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25 : i32, i32, i32, i1, i32, i32, !llvm_struct_3a3a74, i32, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg13: i32, %arg14: i32, %arg15: i32, %arg16: i1, %arg17: i32, %arg18: i32, %arg19: !llvm_struct_3a3a74, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32):
          %94 = arith.muli %arg21, %c1048576_i32 overflow<nsw> : i32
          %95 = arith.addi %86, %94 : i32
          %96 = llvm.getelementptr %16[%arg17] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %97 = nvvm.mbarrier.wait.parity %96, %arg18 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
          %98 = llvm.getelementptr %58[%arg21] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %98, %arg22, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %99 = llvm.insertvalue %false, %arg19[0] : !llvm_struct_3a3a74
          %100 = llvm.inttoptr %95 : i32 to !llvm.ptr<6>
          %101:6 = scf.for %arg26 = %c0_i32 to %65 step %c1_i32 iter_args(%arg27 = %97, %arg28 = %c0_i32, %arg29 = %arg17, %arg30 = %arg18, %arg31 = %99, %arg32 = %c1_i32) -> (i1, i32, i32, i32, !llvm_struct_3a3a74, i32)  : i32 {
            %124 = arith.extui %arg27 : i1 to i32
            %125 = arith.cmpi eq, %124, %c0_i32 : i32
            scf.if %125 {
              %135 = llvm.getelementptr %16[%arg29] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              nvvm.mbarrier.try_wait.parity %135, %arg30, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            }
            %126 = arith.addi %arg29, %c1_i32 : i32
            %127 = arith.cmpi eq, %126, %c9_i32 : i32
            %128 = arith.select %127, %c0_i32, %126 : i32
            %129 = scf.if %127 -> (i32) {
              %135 = arith.xori %arg30, %c1_i32 : i32
              scf.yield %135 : i32
            } else {
              scf.yield %arg30 : i32
            }
            %130 = scf.for %arg33 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg34 = %arg31) -> (!llvm_struct_3a3a74)  : i32 {
              %135 = arith.muli %arg33, %c2_i32 overflow<nsw> : i32
              %136 = arith.muli %arg29, %c512_i32 overflow<nsw> : i32
              %137 = arith.addi %135, %136 overflow<nsw> : i32
              %138 = arith.addi %88, %137 : i32
              %139 = vector.insert %138, %87 [0] : i32 into vector<2xi32>
              %140 = llvm.bitcast %139 : vector<2xi32> to i64
              %141 = arith.muli %arg33, %c128_i32 overflow<nsw> : i32
              %142 = arith.muli %arg29, %c1024_i32 overflow<nsw> : i32
              %143 = arith.addi %141, %142 overflow<nsw> : i32
              %144 = arith.addi %90, %143 : i32
              %145 = vector.insert %144, %89 [0] : i32 into vector<2xi32>
              %146 = llvm.bitcast %145 : vector<2xi32> to i64
              %147 = llvm.extractvalue %arg34[1] : !llvm_struct_3a3a74
              %148 = llvm.extractvalue %arg34[2] : !llvm_struct_3a3a74
              %149 = llvm.extractvalue %arg34[0] : !llvm_struct_3a3a74
              %150 = arith.extui %147 : i1 to i32
              %151 = arith.extui %148 : i1 to i32
              %152 = arith.shli %150, %c13_i32 : i32
              %153 = arith.shli %151, %c14_i32 : i32
              %154 = arith.ori %152, %c69271568_i32 : i32
              %155 = arith.ori %154, %153 : i32
              %156 = llvm.extractvalue %arg34[3] : !llvm_struct_3a3a74
              %157 = nvvm.elect.sync -> i1
              scf.if %157 {
                nvvm.tcgen05.mma %100, %140, %146, %155, %149 mask = %156 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
              }
              %158 = llvm.insertvalue %true, %arg34[0] : !llvm_struct_3a3a74
              scf.yield %158 : !llvm_struct_3a3a74
            } {loop_annotation = #loop_annotation1}
            %131 = nvvm.elect.sync -> i1
            scf.if %131 {
              %135 = llvm.getelementptr %50[%arg29] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              nvvm.tcgen05.commit %135, multicast_mask = %57 : !llvm.ptr<3>, i16
            }
            %132 = arith.cmpi sgt, %65, %arg32 : i32
            %133 = scf.if %132 -> (i1) {
              %135 = llvm.getelementptr %16[%128] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              %136 = nvvm.mbarrier.wait.parity %135, %129 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
              scf.yield %136 : i1
            } else {
              scf.yield %true : i1
            }
            %134 = arith.addi %arg32, %c1_i32 : i32
            scf.yield %133, %arg32, %128, %129, %130, %134 : i1, i32, i32, i32, !llvm_struct_3a3a74, i32
          }
          %102 = nvvm.elect.sync -> i1
          scf.if %102 {
            %124 = llvm.getelementptr %45[%arg21] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            nvvm.tcgen05.commit %124, multicast_mask = %60 : !llvm.ptr<3>, i16
          }
          %103 = arith.addi %arg21, %c1_i32 : i32
          %104 = arith.addi %arg20, %c1_i32 : i32
          %105 = arith.cmpi eq, %103, %c2_i32 : i32
          %106 = arith.select %105, %c0_i32, %103 : i32
          %107 = scf.if %105 -> (i32) {
            %124 = arith.xori %arg22, %c1_i32 : i32
            scf.yield %124 : i32
          } else {
            scf.yield %arg22 : i32
          }
          %108 = llvm.getelementptr %47[%arg24] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %108, %arg25, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %109 = llvm.load %48 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<1xi128>
          llvm.store %109, %5 {alignment = 16 : i64} : vector<1xi128>, !llvm.ptr
          %110 = llvm.load %5 {alignment = 32 : i64} : !llvm.ptr -> vector<1xi128>
          %111 = vector.extract %110[0] : i128 from vector<1xi128>
          %112 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %111 : i1
          %113 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %111 : i32
          %114 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %111 : i32
          %115 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_z, %111 : i32
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %116 = arith.addi %114, %78 : i32
          %117 = llvm.getelementptr %61[%arg24] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %118 = nvvm.mapa %117, %c0_i32 : !llvm.ptr<3> -> !llvm.ptr<7>
          nvvm.mbarrier.arrive %118, %c1_i32 : !llvm.ptr<7>
          %119 = arith.addi %arg24, %c1_i32 : i32
          %120 = arith.addi %arg23, %c1_i32 : i32
          %121 = arith.cmpi eq, %119, %c1_i32 : i32
          %122 = arith.select %121, %c0_i32, %119 : i32
          %123 = scf.if %121 -> (i32) {
            %124 = arith.xori %arg25, %c1_i32 : i32
            scf.yield %124 : i32
          } else {
            scf.yield %arg25 : i32
          }
          scf.yield %113, %116, %115, %112, %101#2, %101#3, %101#4, %104, %106, %107, %120, %122, %123 : i32, i32, i32, i1, i32, i32, !llvm_struct_3a3a74, i32, i32, i32, i32, i32, i32
        }
        %92 = arith.remsi %41, %c2_i32 : i32
        %93 = arith.cmpi eq, %92, %c0_i32 : i32
        scf.if %93 {
          %94 = arith.addi %91#8, %c1_i32 : i32
          %95 = arith.cmpi eq, %94, %c2_i32 : i32
          %96 = arith.select %95, %c0_i32, %94 : i32
          %97 = scf.if %95 -> (i32) {
            %99 = arith.xori %91#9, %c1_i32 : i32
            scf.yield %99 : i32
          } else {
            scf.yield %91#9 : i32
          }
          %98 = llvm.getelementptr %58[%96] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %98, %97, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        }
        scf.yield %91#0, %91#1, %91#2, %91#3, %91#10, %91#11, %91#12 : i32, i32, i32, i1, i32, i32, i32
      } else {
        scf.yield %82#0, %82#1, %82#2, %82#3, %82#5, %82#6, %82#7 : i32, i32, i32, i1, i32, i32, i32
      }
      %85 = arith.cmpi slt, %38, %c4_i32 : i32
      scf.if %85 {
        scf.if %49 {
          nvvm.tcgen05.alloc %46, %c128_i32 : !llvm.ptr<3>, i32
        }
        nvvm.barrier id = %c2_i32 number_of_threads = %c160_i32
        %86 = llvm.load %46 : !llvm.ptr<3> -> i32
        %87 = arith.divsi %26, %c32_i32 : i32
        %88 = arith.muli %87, %c2097152_i32 overflow<nsw> : i32
        %89 = arith.addi %86, %88 : i32
        %90 = arith.divsi %26, %c16_i32 : i32
        %91 = arith.remsi %26, %c16_i32 : i32
        %92 = arith.muli %91, %c64_i32 overflow<nsw> : i32
        %93 = arith.divsi %90, %c2_i32 : i32
        %94 = arith.remsi %90, %c2_i32 : i32
        %95 = arith.muli %94, %c32_i32 overflow<nsw> : i32
        %96 = arith.addi %92, %95 overflow<nsw> : i32
        %97 = arith.muli %93, %c1024_i32 overflow<nsw> : i32
        %98 = arith.addi %96, %97 overflow<nsw> : i32
        %99 = llvm.getelementptr %25[%98] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        %100 = llvm.ptrtoint %99 : !llvm.ptr<3> to i64
        %101 = arith.andi %100, %c384_i64 : i64
        %102 = arith.shrui %101, %c3_i64 : i64
        %103 = arith.xori %100, %102 : i64
        %104 = llvm.inttoptr %103 : i64 to !llvm.ptr<3>
        %105 = llvm.getelementptr %3[16] : (!llvm.ptr) -> !llvm.ptr, i8
        %106 = llvm.getelementptr %99[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
        %107 = llvm.ptrtoint %106 : !llvm.ptr<3> to i64
        %108 = arith.andi %107, %c384_i64 : i64
        %109 = arith.shrui %108, %c3_i64 : i64
        %110 = arith.xori %107, %109 : i64
        %111 = llvm.inttoptr %110 : i64 to !llvm.ptr<3>
        %112:10 = scf.while (%arg13 = %84#0, %arg14 = %84#1, %arg15 = %84#2, %arg16 = %84#3, %arg17 = %82#4, %arg18 = %c0_i32, %arg19 = %c0_i32, %arg20 = %c0_i32, %arg21 = %84#4, %arg22 = %84#5, %arg23 = %84#6) : (i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
          scf.condition(%arg16) %arg13, %arg14, %arg15, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg13: i32, %arg14: i32, %arg15: i32, %arg16: i32, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32):
          %113 = arith.addi %arg16, %c1_i32 : i32
          %114 = arith.muli %arg13, %c64_i32 overflow<nsw> : i32
          %115 = arith.muli %arg14, %c128_i32 overflow<nsw> : i32
          %116 = arith.muli %arg18, %c1048576_i32 overflow<nsw> : i32
          %117 = arith.addi %89, %116 : i32
          %118 = llvm.getelementptr %45[%arg18] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %118, %arg19, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %119 = arith.muli %113, %c2_i32 : i32
          scf.for %arg23 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
            %142 = arith.muli %arg23, %c64_i32 overflow<nsw> : i32
            %143 = arith.addi %117, %142 : i32
            %144 = llvm.inttoptr %143 : i32 to !llvm.ptr<6>
            %145 = nvvm.tcgen05.ld %144, %c32_i64 {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : vector<32xi32>
            llvm.store %145, %4 : vector<32xi32>, !llvm.ptr
            %146 = llvm.load %4 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
            %147 = arith.truncf %146 : vector<32xf32> to vector<32xf8E4M3FN>
            %148 = builtin.unrealized_conversion_cast %147 : vector<32xf8E4M3FN> to vector<32xi8>
            llvm.store %148, %3 {alignment = 32 : i64} : vector<32xi8>, !llvm.ptr
            %149 = arith.addi %119, %arg23 : i32
            %150 = arith.remsi %149, %c2_i32 : i32
            %151 = arith.muli %150, %c4096_i32 overflow<nsw> : i32
            %152 = llvm.getelementptr %104[%151] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
            %153 = llvm.load %3 {alignment = 16 : i64} : !llvm.ptr -> vector<16xi8>
            llvm.store %153, %152 {alignment = 16 : i64} : vector<16xi8>, !llvm.ptr<3>
            %154 = llvm.getelementptr %111[%151] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
            %155 = llvm.load %105 {alignment = 16 : i64} : !llvm.ptr -> vector<16xi8>
            llvm.store %155, %154 {alignment = 16 : i64} : vector<16xi8>, !llvm.ptr<3>
            nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
            nvvm.barrier id = %c1_i32 number_of_threads = %c128_i32
            scf.if %49 {
              %156 = arith.muli %150, %c4096_i32 overflow<nsw> : i32
              %157 = llvm.getelementptr %25[%156] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              %158 = arith.muli %arg23, %c64_i32 overflow<nsw> : i32
              %159 = arith.addi %115, %158 overflow<nsw> : i32
              nvvm.cp.async.bulk.tensor.global.shared.cta %10, %157, box[%159, %114, %arg15] l2_cache_hint = %0 : !llvm.ptr, <3>
              nvvm.cp.async.bulk.commit.group
              nvvm.cp.async.bulk.wait_group 1 {read}
            }
            nvvm.barrier id = %c1_i32 number_of_threads = %c128_i32
          }
          nvvm.barrier id = %c1_i32 number_of_threads = %c128_i32
          %120 = nvvm.elect.sync -> i1
          scf.if %120 {
            %142 = llvm.getelementptr %58[%arg18] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %143 = nvvm.mbarrier.arrive %142, %c1_i32 : !llvm.ptr<3> -> i64
          }
          %121 = arith.addi %arg18, %c1_i32 : i32
          %122 = arith.addi %arg17, %c1_i32 : i32
          %123 = arith.cmpi eq, %121, %c2_i32 : i32
          %124 = arith.select %123, %c0_i32, %121 : i32
          %125 = scf.if %123 -> (i32) {
            %142 = arith.xori %arg19, %c1_i32 : i32
            scf.yield %142 : i32
          } else {
            scf.yield %arg19 : i32
          }
          %126 = llvm.getelementptr %47[%arg21] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %126, %arg22, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %127 = llvm.load %48 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<1xi128>
          llvm.store %127, %2 {alignment = 16 : i64} : vector<1xi128>, !llvm.ptr
          %128 = llvm.load %2 {alignment = 32 : i64} : !llvm.ptr -> vector<1xi128>
          %129 = vector.extract %128[0] : i128 from vector<1xi128>
          %130 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %129 : i1
          %131 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %129 : i32
          %132 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %129 : i32
          %133 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_z, %129 : i32
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %134 = arith.addi %132, %78 : i32
          %135 = llvm.getelementptr %61[%arg21] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %136 = nvvm.mapa %135, %c0_i32 : !llvm.ptr<3> -> !llvm.ptr<7>
          nvvm.mbarrier.arrive %136, %c1_i32 : !llvm.ptr<7>
          %137 = arith.addi %arg21, %c1_i32 : i32
          %138 = arith.addi %arg20, %c1_i32 : i32
          %139 = arith.cmpi eq, %137, %c1_i32 : i32
          %140 = arith.select %139, %c0_i32, %137 : i32
          %141 = scf.if %139 -> (i32) {
            %142 = arith.xori %arg22, %c1_i32 : i32
            scf.yield %142 : i32
          } else {
            scf.yield %arg22 : i32
          }
          scf.yield %131, %134, %133, %130, %113, %122, %124, %125, %138, %140, %141 : i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32
        }
        nvvm.cp.async.bulk.wait_group 0 {read}
        scf.if %49 {
          nvvm.tcgen05.relinquish_alloc_permit
        }
        scf.if %49 {
          %113 = llvm.inttoptr %86 : i32 to !llvm.ptr<6>
          nvvm.tcgen05.dealloc %113, %c128_i32 : !llvm.ptr<6>, i32
        }
      }
      return
    }
  }
  func.func @cutlass___call___cutlassoperatorsprovide_hd6353770(%arg0: !llvm_struct_0658d3, %arg1: !llvm_struct_0658d3, %arg2: !llvm_struct_0658d3, %arg3: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %0 = ub.poison : !llvm_struct_7bb797
    %1 = ub.poison : !llvm_struct_d63ee1
    %2 = ub.poison : !llvm_struct_2ed770
    %3 = ub.poison : !llvm_struct_3a3a74
    %4 = ub.poison : !llvm.struct<(i32, i32, i32)>
    %c278562_i64 = arith.constant 278562 : i64
    %c63_i64 = arith.constant 63 : i64
    %c7_i64 = arith.constant 7 : i64
    %c4539628424389459968_i64 = arith.constant 4539628424389459968 : i64
    %c287522_i64 = arith.constant 287522 : i64
    %cst = arith.constant dense<0> : vector<4xi32>
    %c8_i32 = arith.constant 8 : i32
    %c1_i32 = arith.constant 1 : i32
    %c224_i32 = arith.constant 224 : i32
    %c229632_i64 = arith.constant 229632 : i64
    %5 = ub.poison : !llvm.struct<()>
    %c128_i32 = arith.constant 128 : i32
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
    %c2_i64 = arith.constant 2 : i64
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
    %38 = arith.extsi %11 : i32 to i64
    %39 = arith.extsi %10 : i32 to i64
    %40 = arith.muli %13, %c2_i64 : i64
    %41 = arith.extsi %9 : i32 to i64
    %42 = arith.muli %12, %c2_i64 : i64
    %43 = llvm.ptrtoint %6 : !llvm.ptr<1> to i64
    %44 = llvm.getelementptr %37[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %44 : i64, !llvm.ptr
    %45 = llvm.getelementptr %37[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %45 : i64, !llvm.ptr
    %46 = llvm.getelementptr %37[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %46 : i64, !llvm.ptr
    %47 = llvm.getelementptr %37[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %47 : i64, !llvm.ptr
    %48 = llvm.getelementptr %37[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %48 : i64, !llvm.ptr
    %49 = llvm.getelementptr %37[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %49 : i64, !llvm.ptr
    %50 = llvm.getelementptr %37[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %50 : i64, !llvm.ptr
    %51 = llvm.getelementptr %37[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %51 : i64, !llvm.ptr
    %52 = arith.divui %43, %c16_i64 : i64
    %53 = arith.andi %52, %c9007199254740991_i64 : i64
    %54 = arith.shli %53, %c4_i64 : i64
    llvm.store %54, %44 : i64, !llvm.ptr
    %55 = arith.subi %39, %c1_i64 : i64
    %56 = arith.subi %41, %c1_i64 : i64
    %57 = arith.muli %55, %40 : i64
    %58 = arith.muli %56, %42 : i64
    %59 = arith.addi %57, %58 : i64
    %60 = arith.muli %38, %c16_i64 : i64
    %61 = arith.divui %60, %c8_i64 : i64
    %62 = arith.addi %61, %59 : i64
    %63 = arith.cmpi uge, %62, %c131072_i64 : i64
    %64 = arith.extui %63 : i1 to i64
    %65 = arith.shli %64, %c21_i64 : i64
    %66 = arith.divui %40, %c16_i64 : i64
    %67 = arith.shli %66, %c32_i64 : i64
    %68 = arith.ori %65, %67 : i64
    %69 = arith.ori %68, %c287522_i64 : i64
    llvm.store %69, %45 : i64, !llvm.ptr
    %70 = arith.divui %42, %c16_i64 : i64
    %71 = arith.andi %70, %c4294967295_i64 : i64
    llvm.store %71, %46 : i64, !llvm.ptr
    %72 = arith.shrui %40, %c36_i64 : i64
    %73 = arith.andi %72, %c15_i64 : i64
    %74 = arith.shli %73, %c32_i64 : i64
    %75 = arith.shrui %42, %c36_i64 : i64
    %76 = arith.andi %75, %c15_i64 : i64
    %77 = arith.shli %76, %c36_i64 : i64
    %78 = arith.ori %74, %77 : i64
    llvm.store %78, %47 : i64, !llvm.ptr
    %79 = arith.subi %38, %c1_i64 : i64
    %80 = arith.andi %79, %c4294967295_i64 : i64
    %81 = arith.shli %55, %c32_i64 : i64
    %82 = arith.ori %80, %81 : i64
    llvm.store %82, %48 : i64, !llvm.ptr
    %83 = arith.andi %56, %c4294967295_i64 : i64
    llvm.store %83, %49 : i64, !llvm.ptr
    llvm.store %c4539628424389459968_i64, %50 : i64, !llvm.ptr
    llvm.store %c7_i64, %51 : i64, !llvm.ptr
    %84 = llvm.ptrtoint %37 : !llvm.ptr to i64
    %85 = llvm.inttoptr %84 : i64 to !llvm.ptr
    %86 = llvm.load %85 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %87 = llvm.insertvalue %86, %2[0] : !llvm_struct_2ed770
    %88 = llvm.insertvalue %26, %1[0] : !llvm_struct_d63ee1
    %89 = llvm.insertvalue %5, %88[1] : !llvm_struct_d63ee1
    %90 = llvm.insertvalue %5, %0[0] : !llvm_struct_7bb797
    %91 = llvm.insertvalue %89, %90[1] : !llvm_struct_7bb797
    %92 = llvm.alloca %c16_i32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %93 = arith.extsi %16 : i32 to i64
    %94 = arith.extsi %15 : i32 to i64
    %95 = arith.muli %18, %c2_i64 : i64
    %96 = arith.extsi %14 : i32 to i64
    %97 = arith.muli %17, %c2_i64 : i64
    %98 = llvm.ptrtoint %7 : !llvm.ptr<1> to i64
    %99 = llvm.getelementptr %92[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %99 : i64, !llvm.ptr
    %100 = llvm.getelementptr %92[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %100 : i64, !llvm.ptr
    %101 = llvm.getelementptr %92[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %101 : i64, !llvm.ptr
    %102 = llvm.getelementptr %92[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %102 : i64, !llvm.ptr
    %103 = llvm.getelementptr %92[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %103 : i64, !llvm.ptr
    %104 = llvm.getelementptr %92[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %104 : i64, !llvm.ptr
    %105 = llvm.getelementptr %92[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %105 : i64, !llvm.ptr
    %106 = llvm.getelementptr %92[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %106 : i64, !llvm.ptr
    %107 = arith.divui %98, %c16_i64 : i64
    %108 = arith.andi %107, %c9007199254740991_i64 : i64
    %109 = arith.shli %108, %c4_i64 : i64
    llvm.store %109, %99 : i64, !llvm.ptr
    %110 = arith.subi %94, %c1_i64 : i64
    %111 = arith.subi %96, %c1_i64 : i64
    %112 = arith.muli %110, %95 : i64
    %113 = arith.muli %111, %97 : i64
    %114 = arith.addi %112, %113 : i64
    %115 = arith.muli %93, %c16_i64 : i64
    %116 = arith.divui %115, %c8_i64 : i64
    %117 = arith.addi %116, %114 : i64
    %118 = arith.cmpi uge, %117, %c131072_i64 : i64
    %119 = arith.extui %118 : i1 to i64
    %120 = arith.shli %119, %c21_i64 : i64
    %121 = arith.divui %95, %c16_i64 : i64
    %122 = arith.shli %121, %c32_i64 : i64
    %123 = arith.ori %120, %122 : i64
    %124 = arith.ori %123, %c287522_i64 : i64
    llvm.store %124, %100 : i64, !llvm.ptr
    %125 = arith.divui %97, %c16_i64 : i64
    %126 = arith.andi %125, %c4294967295_i64 : i64
    llvm.store %126, %101 : i64, !llvm.ptr
    %127 = arith.shrui %95, %c36_i64 : i64
    %128 = arith.andi %127, %c15_i64 : i64
    %129 = arith.shli %128, %c32_i64 : i64
    %130 = arith.shrui %97, %c36_i64 : i64
    %131 = arith.andi %130, %c15_i64 : i64
    %132 = arith.shli %131, %c36_i64 : i64
    %133 = arith.ori %129, %132 : i64
    llvm.store %133, %102 : i64, !llvm.ptr
    %134 = arith.subi %93, %c1_i64 : i64
    %135 = arith.andi %134, %c4294967295_i64 : i64
    %136 = arith.shli %110, %c32_i64 : i64
    %137 = arith.ori %135, %136 : i64
    llvm.store %137, %103 : i64, !llvm.ptr
    %138 = arith.andi %111, %c4294967295_i64 : i64
    llvm.store %138, %104 : i64, !llvm.ptr
    llvm.store %c4539628424389459968_i64, %105 : i64, !llvm.ptr
    llvm.store %c63_i64, %106 : i64, !llvm.ptr
    %139 = llvm.ptrtoint %92 : !llvm.ptr to i64
    %140 = llvm.inttoptr %139 : i64 to !llvm.ptr
    %141 = llvm.load %140 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %142 = llvm.insertvalue %141, %2[0] : !llvm_struct_2ed770
    %143 = llvm.insertvalue %29, %1[0] : !llvm_struct_d63ee1
    %144 = llvm.insertvalue %5, %143[1] : !llvm_struct_d63ee1
    %145 = llvm.insertvalue %5, %0[0] : !llvm_struct_7bb797
    %146 = llvm.insertvalue %144, %145[1] : !llvm_struct_7bb797
    %147 = llvm.alloca %c16_i32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %148 = arith.extsi %21 : i32 to i64
    %149 = arith.extsi %20 : i32 to i64
    %150 = arith.extsi %19 : i32 to i64
    %151 = llvm.ptrtoint %8 : !llvm.ptr<1> to i64
    %152 = llvm.getelementptr %147[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %152 : i64, !llvm.ptr
    %153 = llvm.getelementptr %147[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %153 : i64, !llvm.ptr
    %154 = llvm.getelementptr %147[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %154 : i64, !llvm.ptr
    %155 = llvm.getelementptr %147[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %155 : i64, !llvm.ptr
    %156 = llvm.getelementptr %147[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %156 : i64, !llvm.ptr
    %157 = llvm.getelementptr %147[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %157 : i64, !llvm.ptr
    %158 = llvm.getelementptr %147[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %158 : i64, !llvm.ptr
    %159 = llvm.getelementptr %147[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %159 : i64, !llvm.ptr
    %160 = arith.divui %151, %c16_i64 : i64
    %161 = arith.andi %160, %c9007199254740991_i64 : i64
    %162 = arith.shli %161, %c4_i64 : i64
    llvm.store %162, %152 : i64, !llvm.ptr
    %163 = arith.subi %149, %c1_i64 : i64
    %164 = arith.subi %150, %c1_i64 : i64
    %165 = arith.muli %163, %23 : i64
    %166 = arith.muli %164, %22 : i64
    %167 = arith.addi %165, %166 : i64
    %168 = arith.muli %148, %c8_i64 : i64
    %169 = arith.divui %168, %c8_i64 : i64
    %170 = arith.addi %169, %167 : i64
    %171 = arith.cmpi uge, %170, %c131072_i64 : i64
    %172 = arith.extui %171 : i1 to i64
    %173 = arith.shli %172, %c21_i64 : i64
    %174 = arith.divui %23, %c16_i64 : i64
    %175 = arith.shli %174, %c32_i64 : i64
    %176 = arith.ori %173, %175 : i64
    %177 = arith.ori %176, %c278562_i64 : i64
    llvm.store %177, %153 : i64, !llvm.ptr
    %178 = arith.divui %22, %c16_i64 : i64
    %179 = arith.andi %178, %c4294967295_i64 : i64
    llvm.store %179, %154 : i64, !llvm.ptr
    %180 = arith.shrui %23, %c36_i64 : i64
    %181 = arith.andi %180, %c15_i64 : i64
    %182 = arith.shli %181, %c32_i64 : i64
    %183 = arith.shrui %22, %c36_i64 : i64
    %184 = arith.andi %183, %c15_i64 : i64
    %185 = arith.shli %184, %c36_i64 : i64
    %186 = arith.ori %182, %185 : i64
    llvm.store %186, %155 : i64, !llvm.ptr
    %187 = arith.subi %148, %c1_i64 : i64
    %188 = arith.andi %187, %c4294967295_i64 : i64
    %189 = arith.shli %163, %c32_i64 : i64
    %190 = arith.ori %188, %189 : i64
    llvm.store %190, %156 : i64, !llvm.ptr
    %191 = arith.andi %164, %c4294967295_i64 : i64
    llvm.store %191, %157 : i64, !llvm.ptr
    llvm.store %c4539628424389459968_i64, %158 : i64, !llvm.ptr
    llvm.store %c63_i64, %159 : i64, !llvm.ptr
    %192 = llvm.ptrtoint %147 : !llvm.ptr to i64
    %193 = llvm.inttoptr %192 : i64 to !llvm.ptr
    %194 = llvm.load %193 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %195 = llvm.insertvalue %194, %2[0] : !llvm_struct_2ed770
    %196 = llvm.insertvalue %32, %1[0] : !llvm_struct_d63ee1
    %197 = llvm.insertvalue %5, %196[1] : !llvm_struct_d63ee1
    %198 = llvm.insertvalue %5, %0[0] : !llvm_struct_7bb797
    %199 = llvm.insertvalue %197, %198[1] : !llvm_struct_7bb797
    %200 = arith.ceildivsi %20, %c64_i32 : i32
    %201 = arith.ceildivsi %21, %c128_i32 : i32
    %202 = arith.addi %201, %c8_i32 overflow<nsw> : i32
    %203 = arith.subi %202, %c1_i32 overflow<nsw> : i32
    %204 = arith.divsi %203, %c8_i32 : i32
    %205 = arith.muli %204, %c8_i32 : i32
    %206 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c224_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c229632_i64, gridDim = (%200, %205, %19), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%206] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cluster_dim[%206] (%c1_i32, %c8_i32, %c1_i32) : !cuda_launch_cfg_2cf94c, i32, i32, i32
    cuda.launch_cfg.cooperative[%206] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %207 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cutlassoperatorspr_hf720994c_0<%206> (%36, %87, %91, %142, %146, %195, %199, %200, %201, %19, %200, %201, %19) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_3a3a74, !llvm_struct_2ed770, !llvm_struct_7bb797, !llvm_struct_2ed770, !llvm_struct_7bb797, !llvm_struct_2ed770, !llvm_struct_7bb797, i32, i32, i32, i32, i32, i32) -> !cuda.result
    %208 = cuda.cast %207 : !cuda.result -> i32
    cuda.return_if_error %208 : i32
    return %c0_i32 : i32
  }
}
