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
    cuda.kernel @kernel_cutlass_kernel_cutlassoperatorspr_hf720994c_0(%arg0: !llvm_struct_3a3a74, %arg1: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg2: !llvm_struct_7bb797, %arg3: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg4: !llvm_struct_7bb797, %arg5: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg6: !llvm_struct_7bb797, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32, %arg11: i32, %arg12: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 224, 1, 1>, exact_cluster_dim = array<i64: 1, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 224, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.zero : i64
      %c3_i64 = arith.constant 3 : i64
      %c896_i64 = arith.constant 896 : i64
      %c1024_i32 = arith.constant 1024 : i32
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
      %c4_i32 = arith.constant 4 : i32
      %c224_i32 = arith.constant 224 : i32
      %c64_i32 = arith.constant 64 : i32
      %c128_i32 = arith.constant 128 : i32
      %true = arith.constant true
      %c10000000_i32 = arith.constant 10000000 : i32
      %c24576_i32 = arith.constant 24576 : i32
      %c8_i32 = arith.constant 8 : i32
      %c6_i32 = arith.constant 6 : i32
      %c16_i32 = arith.constant 16 : i32
      %c2_i32 = arith.constant 2 : i32
      %c160_i32 = arith.constant 160 : i32
      %false = arith.constant false
      %c69304336_i32 = arith.constant 69304336 : i32
      %c13_i32 = arith.constant 13 : i32
      %c14_i32 = arith.constant 14 : i32
      %c2097152_i32 = arith.constant 2097152 : i32
      %c512_i32 = arith.constant 512 : i32
      %c32_i32 = arith.constant 32 : i32
      %c1_i32 = arith.constant 1 : i32
      %2 = llvm.alloca %c1_i32 x i128 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %3 = llvm.alloca %c32_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
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
      %20 = llvm.getelementptr %14[65792] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %21 = llvm.ptrtoint %20 : !llvm.ptr<3> to i64
      %22 = llvm.inttoptr %21 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%22, %c128_i64 : !llvm.ptr<3>, i64)] : i1
      %23 = llvm.getelementptr %14[196864] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
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
      %43 = llvm.getelementptr %16[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %44 = llvm.getelementptr %16[168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %45 = llvm.getelementptr %16[176] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %46 = llvm.getelementptr %16[192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %47 = arith.cmpi eq, %38, %c0_i32 : i32
      scf.if %47 {
        %71 = nvvm.elect.sync -> i1
        scf.if %71 {
          nvvm.mbarrier.init %16, %c1_i32 : !llvm.ptr<3>, i32
          %72 = llvm.getelementptr %16[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %72, %c1_i32 : !llvm.ptr<3>, i32
          %73 = llvm.getelementptr %16[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %73, %c1_i32 : !llvm.ptr<3>, i32
          %74 = llvm.getelementptr %16[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %74, %c1_i32 : !llvm.ptr<3>, i32
          %75 = llvm.getelementptr %16[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %75, %c1_i32 : !llvm.ptr<3>, i32
          %76 = llvm.getelementptr %16[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %76, %c1_i32 : !llvm.ptr<3>, i32
          %77 = llvm.getelementptr %16[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %77, %c1_i32 : !llvm.ptr<3>, i32
          %78 = llvm.getelementptr %16[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %78, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      %48 = llvm.getelementptr %16[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      scf.if %47 {
        %71 = nvvm.elect.sync -> i1
        scf.if %71 {
          nvvm.mbarrier.init %48, %c1_i32 : !llvm.ptr<3>, i32
          %72 = llvm.getelementptr %16[9] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %72, %c1_i32 : !llvm.ptr<3>, i32
          %73 = llvm.getelementptr %16[10] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %73, %c1_i32 : !llvm.ptr<3>, i32
          %74 = llvm.getelementptr %16[11] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %74, %c1_i32 : !llvm.ptr<3>, i32
          %75 = llvm.getelementptr %16[12] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %75, %c1_i32 : !llvm.ptr<3>, i32
          %76 = llvm.getelementptr %16[13] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %76, %c1_i32 : !llvm.ptr<3>, i32
          %77 = llvm.getelementptr %16[14] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %77, %c1_i32 : !llvm.ptr<3>, i32
          %78 = llvm.getelementptr %16[15] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %78, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      scf.if %47 {
        %71 = nvvm.elect.sync -> i1
        scf.if %71 {
          nvvm.mbarrier.init %43, %c1_i32 : !llvm.ptr<3>, i32
          %72 = llvm.getelementptr %43[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %72, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      %49 = llvm.getelementptr %43[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      scf.if %47 {
        %71 = nvvm.elect.sync -> i1
        scf.if %71 {
          nvvm.mbarrier.init %49, %c4_i32 : !llvm.ptr<3>, i32
          %72 = llvm.getelementptr %43[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %72, %c4_i32 : !llvm.ptr<3>, i32
        }
      }
      scf.if %47 {
        %71 = nvvm.elect.sync -> i1
        scf.if %71 {
          nvvm.mbarrier.init %45, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      %50 = llvm.getelementptr %45[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      scf.if %47 {
        %71 = nvvm.elect.sync -> i1
        scf.if %71 {
          nvvm.mbarrier.init %50, %c224_i32 : !llvm.ptr<3>, i32
        }
      }
      %51 = arith.remsi %26, %c32_i32 : i32
      %52 = arith.cmpi slt, %51, %c1_i32 : i32
      nvvm.fence.mbarrier.init
      %53 = llvm.extractvalue %arg2[1, 0, 1] : !llvm_struct_7bb797
      %54 = arith.ceildivsi %53, %c64_i32 : i32
      %55 = llvm.ptrtoint %19 : !llvm.ptr<3> to i32
      %56 = arith.shrui %55, %c4_i32 : i32
      %57 = nvvm.tcgen05.mma_smem_desc(%56, %c0_i32, %c64_i32, %c0_i8, %false, %c2_i8) : (i32, i32, i32, i8, i1, i8) -> i64
      %58 = llvm.ptrtoint %22 : !llvm.ptr<3> to i32
      %59 = arith.shrui %58, %c4_i32 : i32
      %60 = nvvm.tcgen05.mma_smem_desc(%59, %c512_i32, %c64_i32, %c0_i8, %false, %c2_i8) : (i32, i32, i32, i8, i1, i8) -> i64
      nvvm.barrier
      %61 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %62 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %63 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %64:7 = scf.if %39 -> (i32, i32, i32, i1, i32, i32, i32) {
        %71:9 = scf.while (%arg13 = %61, %arg14 = %62, %arg15 = %63, %arg16 = %true, %arg17 = %c0_i32, %arg18 = %c1_i32, %arg19 = %c0_i32, %arg20 = %c0_i32, %arg21 = %c0_i32) : (i32, i32, i32, i1, i32, i32, i32, i32, i32) -> (i32, i32, i32, i1, i32, i32, i32, i32, i32) {
          scf.condition(%arg16) %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21 : i32, i32, i32, i1, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg13: i32, %arg14: i32, %arg15: i32, %arg16: i1, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32):
          %108 = arith.muli %arg13, %c64_i32 overflow<nsw> : i32
          %109 = arith.muli %arg14, %c128_i32 overflow<nsw> : i32
          %110 = llvm.getelementptr %48[%arg17] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %111 = nvvm.mbarrier.wait.parity %110, %arg18 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
          %112:5 = scf.for %arg22 = %c0_i32 to %54 step %c1_i32 iter_args(%arg23 = %111, %arg24 = %c0_i32, %arg25 = %arg17, %arg26 = %arg18, %arg27 = %c1_i32) -> (i1, i32, i32, i32, i32)  : i32 {
            %128 = arith.extui %arg23 : i1 to i32
            %129 = arith.cmpi eq, %128, %c0_i32 : i32
            scf.if %129 {
              %150 = llvm.getelementptr %48[%arg25] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              nvvm.mbarrier.try_wait.parity %150, %arg26, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            }
            %130 = nvvm.elect.sync -> i1
            scf.if %130 {
              %150 = llvm.getelementptr %16[%arg25] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              %151 = nvvm.mbarrier.arrive.expect_tx %150, %c24576_i32 : !llvm.ptr<3>, i32 -> i64
            }
            %131 = arith.addi %arg25, %c1_i32 : i32
            %132 = arith.cmpi eq, %131, %c8_i32 : i32
            %133 = arith.select %132, %c0_i32, %131 : i32
            %134 = scf.if %132 -> (i32) {
              %150 = arith.xori %arg26, %c1_i32 : i32
              scf.yield %150 : i32
            } else {
              scf.yield %arg26 : i32
            }
            %135 = arith.muli %arg24, %c64_i32 overflow<nsw> : i32
            %136 = arith.muli %arg25, %c4096_i32 overflow<nsw> : i32
            %137 = llvm.getelementptr %19[%136] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
            %138 = llvm.getelementptr %16[%arg25] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %139 = nvvm.elect.sync -> i1
            scf.if %139 {
              nvvm.cp.async.bulk.tensor.shared.cluster.global %137, %8, %138, box[%108, %135, %arg15] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
            }
            %140 = arith.muli %arg24, %c64_i32 overflow<nsw> : i32
            %141 = arith.muli %arg25, %c8192_i32 overflow<nsw> : i32
            %142 = llvm.getelementptr %22[%141] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
            %143 = nvvm.elect.sync -> i1
            scf.if %143 {
              nvvm.cp.async.bulk.tensor.shared.cluster.global %142, %9, %138, box[%109, %140, %arg15] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
            }
            %144 = arith.addi %109, %c64_i32 overflow<nsw> : i32
            %145 = llvm.getelementptr %142[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
            %146 = nvvm.elect.sync -> i1
            scf.if %146 {
              nvvm.cp.async.bulk.tensor.shared.cluster.global %145, %9, %138, box[%144, %140, %arg15] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
            }
            %147 = arith.cmpi sgt, %54, %arg27 : i32
            %148 = scf.if %147 -> (i1) {
              %150 = llvm.getelementptr %48[%133] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              %151 = nvvm.mbarrier.wait.parity %150, %134 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
              scf.yield %151 : i1
            } else {
              scf.yield %true : i1
            }
            %149 = arith.addi %arg27, %c1_i32 : i32
            scf.yield %148, %arg27, %133, %134, %149 : i1, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          %113 = llvm.getelementptr %45[%arg20] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %113, %arg21, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %114 = llvm.load %46 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<1xi128>
          llvm.store %114, %7 {alignment = 16 : i64} : vector<1xi128>, !llvm.ptr
          %115 = llvm.load %7 {alignment = 32 : i64} : !llvm.ptr -> vector<1xi128>
          %116 = vector.extract %115[0] : i128 from vector<1xi128>
          %117 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %116 : i1
          %118 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %116 : i32
          %119 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %116 : i32
          %120 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_z, %116 : i32
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %121 = llvm.getelementptr %50[%arg20] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %122 = nvvm.mapa %121, %c0_i32 : !llvm.ptr<3> -> !llvm.ptr<7>
          nvvm.mbarrier.arrive %122, %c1_i32 : !llvm.ptr<7>
          %123 = arith.addi %arg20, %c1_i32 : i32
          %124 = arith.addi %arg19, %c1_i32 : i32
          %125 = arith.cmpi eq, %123, %c1_i32 : i32
          %126 = arith.select %125, %c0_i32, %123 : i32
          %127 = scf.if %125 -> (i32) {
            %128 = arith.xori %arg21, %c1_i32 : i32
            scf.yield %128 : i32
          } else {
            scf.yield %arg21 : i32
          }
          scf.yield %118, %119, %120, %117, %112#2, %112#3, %124, %126, %127 : i32, i32, i32, i1, i32, i32, i32, i32, i32
        }
        %72 = llvm.getelementptr %48[%71#4] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %72, %71#5, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %73 = arith.addi %71#4, %c1_i32 : i32
        %74 = arith.cmpi eq, %73, %c8_i32 : i32
        %75 = arith.select %74, %c0_i32, %73 : i32
        %76 = scf.if %74 -> (i32) {
          %108 = arith.xori %71#5, %c1_i32 : i32
          scf.yield %108 : i32
        } else {
          scf.yield %71#5 : i32
        }
        %77 = llvm.getelementptr %48[%75] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %77, %76, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %78 = arith.addi %75, %c1_i32 : i32
        %79 = arith.cmpi eq, %78, %c8_i32 : i32
        %80 = arith.select %79, %c0_i32, %78 : i32
        %81 = scf.if %79 -> (i32) {
          %108 = arith.xori %76, %c1_i32 : i32
          scf.yield %108 : i32
        } else {
          scf.yield %76 : i32
        }
        %82 = llvm.getelementptr %48[%80] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %82, %81, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %83 = arith.addi %80, %c1_i32 : i32
        %84 = arith.cmpi eq, %83, %c8_i32 : i32
        %85 = arith.select %84, %c0_i32, %83 : i32
        %86 = scf.if %84 -> (i32) {
          %108 = arith.xori %81, %c1_i32 : i32
          scf.yield %108 : i32
        } else {
          scf.yield %81 : i32
        }
        %87 = llvm.getelementptr %48[%85] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %87, %86, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %88 = arith.addi %85, %c1_i32 : i32
        %89 = arith.cmpi eq, %88, %c8_i32 : i32
        %90 = arith.select %89, %c0_i32, %88 : i32
        %91 = scf.if %89 -> (i32) {
          %108 = arith.xori %86, %c1_i32 : i32
          scf.yield %108 : i32
        } else {
          scf.yield %86 : i32
        }
        %92 = llvm.getelementptr %48[%90] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %92, %91, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %93 = arith.addi %90, %c1_i32 : i32
        %94 = arith.cmpi eq, %93, %c8_i32 : i32
        %95 = arith.select %94, %c0_i32, %93 : i32
        %96 = scf.if %94 -> (i32) {
          %108 = arith.xori %91, %c1_i32 : i32
          scf.yield %108 : i32
        } else {
          scf.yield %91 : i32
        }
        %97 = llvm.getelementptr %48[%95] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %97, %96, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %98 = arith.addi %95, %c1_i32 : i32
        %99 = arith.cmpi eq, %98, %c8_i32 : i32
        %100 = arith.select %99, %c0_i32, %98 : i32
        %101 = scf.if %99 -> (i32) {
          %108 = arith.xori %96, %c1_i32 : i32
          scf.yield %108 : i32
        } else {
          scf.yield %96 : i32
        }
        %102 = llvm.getelementptr %48[%100] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %102, %101, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %103 = arith.addi %100, %c1_i32 : i32
        %104 = arith.cmpi eq, %103, %c8_i32 : i32
        %105 = arith.select %104, %c0_i32, %103 : i32
        %106 = scf.if %104 -> (i32) {
          %108 = arith.xori %101, %c1_i32 : i32
          scf.yield %108 : i32
        } else {
          scf.yield %101 : i32
        }
        %107 = llvm.getelementptr %48[%105] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %107, %106, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        scf.yield %71#0, %71#1, %71#2, %71#3, %71#6, %71#7, %71#8 : i32, i32, i32, i1, i32, i32, i32
      } else {
        scf.yield %61, %62, %63, %true, %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32, i1, i32, i32, i32
      }
      %65 = arith.cmpi eq, %38, %c6_i32 : i32
      %66 = arith.andi %65, %42 : i1
      %67:8 = scf.if %66 -> (i32, i32, i32, i1, i32, i32, i32, i32) {
        %71:11 = scf.while (%arg13 = %64#0, %arg14 = %64#1, %arg15 = %64#2, %arg16 = %64#3, %arg17 = %c0_i32, %arg18 = %c0_i32, %arg19 = %c0_i32, %arg20 = %c1_i32, %arg21 = %64#4, %arg22 = %64#5, %arg23 = %64#6) : (i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32) {
          scf.condition(%arg16) %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23 : i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg13: i32, %arg14: i32, %arg15: i32, %arg16: i1, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32):
          %73 = llvm.getelementptr %50[%arg19] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %73, %arg20, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          scf.if %52 {
            %97 = llvm.getelementptr %45[%arg19] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %98 = nvvm.mapa %97, %51 : !llvm.ptr<3> -> !llvm.ptr<7>
            nvvm.mbarrier.arrive.expect_tx %98, %c16_i32 : !llvm.ptr<7>, i32
          }
          %74 = llvm.getelementptr %45[%arg19] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %75 = nvvm.elect.sync -> i1
          scf.if %75 {
            nvvm.clusterlaunchcontrol.try.cancel multicast, %46, %74
          }
          %76 = arith.addi %arg17, %c1_i32 : i32
          %77 = arith.addi %arg19, %c1_i32 : i32
          %78 = arith.addi %arg18, %c1_i32 : i32
          %79 = arith.cmpi eq, %77, %c1_i32 : i32
          %80 = arith.select %79, %c0_i32, %77 : i32
          %81 = scf.if %79 -> (i32) {
            %97 = arith.xori %arg20, %c1_i32 : i32
            scf.yield %97 : i32
          } else {
            scf.yield %arg20 : i32
          }
          %82 = llvm.getelementptr %45[%arg22] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %82, %arg23, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %83 = llvm.load %46 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<1xi128>
          llvm.store %83, %6 {alignment = 16 : i64} : vector<1xi128>, !llvm.ptr
          %84 = llvm.load %6 {alignment = 32 : i64} : !llvm.ptr -> vector<1xi128>
          %85 = vector.extract %84[0] : i128 from vector<1xi128>
          %86 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %85 : i1
          %87 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %85 : i32
          %88 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %85 : i32
          %89 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_z, %85 : i32
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %90 = llvm.getelementptr %50[%arg22] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %91 = nvvm.mapa %90, %c0_i32 : !llvm.ptr<3> -> !llvm.ptr<7>
          nvvm.mbarrier.arrive %91, %c1_i32 : !llvm.ptr<7>
          %92 = arith.addi %arg22, %c1_i32 : i32
          %93 = arith.addi %arg21, %c1_i32 : i32
          %94 = arith.cmpi eq, %92, %c1_i32 : i32
          %95 = arith.select %94, %c0_i32, %92 : i32
          %96 = scf.if %94 -> (i32) {
            %97 = arith.xori %arg23, %c1_i32 : i32
            scf.yield %97 : i32
          } else {
            scf.yield %arg23 : i32
          }
          scf.yield %87, %88, %89, %86, %76, %78, %80, %81, %93, %95, %96 : i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32
        }
        %72 = llvm.getelementptr %50[%71#6] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %72, %71#7, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        scf.yield %71#0, %71#1, %71#2, %71#3, %71#4, %71#8, %71#9, %71#10 : i32, i32, i32, i1, i32, i32, i32, i32
      } else {
        scf.yield %64#0, %64#1, %64#2, %64#3, %c0_i32, %64#4, %64#5, %64#6 : i32, i32, i32, i1, i32, i32, i32, i32
      }
      %68 = arith.cmpi eq, %38, %c4_i32 : i32
      %69:7 = scf.if %68 -> (i32, i32, i32, i1, i32, i32, i32) {
        nvvm.barrier id = %c2_i32 number_of_threads = %c160_i32
        %71 = llvm.load %44 : !llvm.ptr<3> -> i32
        %72 = llvm.bitcast %57 : i64 to vector<2xi32>
        %73 = vector.extract %72[0] : i32 from vector<2xi32>
        %74 = llvm.bitcast %60 : i64 to vector<2xi32>
        %75 = vector.extract %74[0] : i32 from vector<2xi32>
        %76:13 = scf.while (%arg13 = %67#0, %arg14 = %67#1, %arg15 = %67#2, %arg16 = %67#3, %arg17 = %c0_i32, %arg18 = %c0_i32, %arg19 = %arg0, %arg20 = %c0_i32, %arg21 = %c0_i32, %arg22 = %c1_i32, %arg23 = %67#5, %arg24 = %67#6, %arg25 = %67#7) : (i32, i32, i32, i1, i32, i32, !llvm_struct_3a3a74, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i1, i32, i32, !llvm_struct_3a3a74, i32, i32, i32, i32, i32, i32) {
          scf.condition(%arg16) %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25 : i32, i32, i32, i1, i32, i32, !llvm_struct_3a3a74, i32, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg13: i32, %arg14: i32, %arg15: i32, %arg16: i1, %arg17: i32, %arg18: i32, %arg19: !llvm_struct_3a3a74, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32):
          %79 = arith.muli %arg21, %c1048576_i32 overflow<nsw> : i32
          %80 = arith.addi %71, %79 : i32
          %81 = llvm.getelementptr %16[%arg17] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %82 = nvvm.mbarrier.wait.parity %81, %arg18 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
          %83 = llvm.getelementptr %49[%arg21] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %83, %arg22, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %84 = llvm.insertvalue %false, %arg19[0] : !llvm_struct_3a3a74
          %85 = llvm.inttoptr %80 : i32 to !llvm.ptr<6>
          %86:6 = scf.for %arg26 = %c0_i32 to %54 step %c1_i32 iter_args(%arg27 = %82, %arg28 = %c0_i32, %arg29 = %arg17, %arg30 = %arg18, %arg31 = %84, %arg32 = %c1_i32) -> (i1, i32, i32, i32, !llvm_struct_3a3a74, i32)  : i32 {
            %108 = arith.extui %arg27 : i1 to i32
            %109 = arith.cmpi eq, %108, %c0_i32 : i32
            scf.if %109 {
              %119 = llvm.getelementptr %16[%arg29] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              nvvm.mbarrier.try_wait.parity %119, %arg30, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            }
            %110 = arith.addi %arg29, %c1_i32 : i32
            %111 = arith.cmpi eq, %110, %c8_i32 : i32
            %112 = arith.select %111, %c0_i32, %110 : i32
            %113 = scf.if %111 -> (i32) {
              %119 = arith.xori %arg30, %c1_i32 : i32
              scf.yield %119 : i32
            } else {
              scf.yield %arg30 : i32
            }
            %114 = scf.for %arg33 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg34 = %arg31) -> (!llvm_struct_3a3a74)  : i32 {
              %119 = arith.muli %arg33, %c128_i32 overflow<nsw> : i32
              %120 = arith.muli %arg29, %c512_i32 overflow<nsw> : i32
              %121 = arith.addi %119, %120 overflow<nsw> : i32
              %122 = arith.addi %73, %121 : i32
              %123 = vector.insert %122, %72 [0] : i32 into vector<2xi32>
              %124 = llvm.bitcast %123 : vector<2xi32> to i64
              %125 = arith.muli %arg33, %c128_i32 overflow<nsw> : i32
              %126 = arith.muli %arg29, %c1024_i32 overflow<nsw> : i32
              %127 = arith.addi %125, %126 overflow<nsw> : i32
              %128 = arith.addi %75, %127 : i32
              %129 = vector.insert %128, %74 [0] : i32 into vector<2xi32>
              %130 = llvm.bitcast %129 : vector<2xi32> to i64
              %131 = llvm.extractvalue %arg34[1] : !llvm_struct_3a3a74
              %132 = llvm.extractvalue %arg34[2] : !llvm_struct_3a3a74
              %133 = llvm.extractvalue %arg34[0] : !llvm_struct_3a3a74
              %134 = arith.extui %131 : i1 to i32
              %135 = arith.extui %132 : i1 to i32
              %136 = arith.shli %134, %c13_i32 : i32
              %137 = arith.shli %135, %c14_i32 : i32
              %138 = arith.ori %136, %c69304336_i32 : i32
              %139 = arith.ori %138, %137 : i32
              %140 = llvm.extractvalue %arg34[3] : !llvm_struct_3a3a74
              %141 = nvvm.elect.sync -> i1
              scf.if %141 {
                nvvm.tcgen05.mma %85, %124, %130, %139, %133 mask = %140 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
              }
              %142 = llvm.insertvalue %true, %arg34[0] : !llvm_struct_3a3a74
              scf.yield %142 : !llvm_struct_3a3a74
            } {loop_annotation = #loop_annotation1}
            %115 = nvvm.elect.sync -> i1
            scf.if %115 {
              %119 = llvm.getelementptr %48[%arg29] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              nvvm.tcgen05.commit %119 : !llvm.ptr<3>
            }
            %116 = arith.cmpi sgt, %54, %arg32 : i32
            %117 = scf.if %116 -> (i1) {
              %119 = llvm.getelementptr %16[%112] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              %120 = nvvm.mbarrier.wait.parity %119, %113 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
              scf.yield %120 : i1
            } else {
              scf.yield %true : i1
            }
            %118 = arith.addi %arg32, %c1_i32 : i32
            scf.yield %117, %arg32, %112, %113, %114, %118 : i1, i32, i32, i32, !llvm_struct_3a3a74, i32
          }
          %87 = nvvm.elect.sync -> i1
          scf.if %87 {
            %108 = llvm.getelementptr %43[%arg21] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            nvvm.tcgen05.commit %108 : !llvm.ptr<3>
          }
          %88 = arith.addi %arg21, %c1_i32 : i32
          %89 = arith.addi %arg20, %c1_i32 : i32
          %90 = arith.cmpi eq, %88, %c2_i32 : i32
          %91 = arith.select %90, %c0_i32, %88 : i32
          %92 = scf.if %90 -> (i32) {
            %108 = arith.xori %arg22, %c1_i32 : i32
            scf.yield %108 : i32
          } else {
            scf.yield %arg22 : i32
          }
          %93 = llvm.getelementptr %45[%arg24] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %93, %arg25, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %94 = llvm.load %46 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<1xi128>
          llvm.store %94, %5 {alignment = 16 : i64} : vector<1xi128>, !llvm.ptr
          %95 = llvm.load %5 {alignment = 32 : i64} : !llvm.ptr -> vector<1xi128>
          %96 = vector.extract %95[0] : i128 from vector<1xi128>
          %97 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %96 : i1
          %98 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %96 : i32
          %99 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %96 : i32
          %100 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_z, %96 : i32
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %101 = llvm.getelementptr %50[%arg24] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %102 = nvvm.mapa %101, %c0_i32 : !llvm.ptr<3> -> !llvm.ptr<7>
          nvvm.mbarrier.arrive %102, %c1_i32 : !llvm.ptr<7>
          %103 = arith.addi %arg24, %c1_i32 : i32
          %104 = arith.addi %arg23, %c1_i32 : i32
          %105 = arith.cmpi eq, %103, %c1_i32 : i32
          %106 = arith.select %105, %c0_i32, %103 : i32
          %107 = scf.if %105 -> (i32) {
            %108 = arith.xori %arg25, %c1_i32 : i32
            scf.yield %108 : i32
          } else {
            scf.yield %arg25 : i32
          }
          scf.yield %98, %99, %100, %97, %86#2, %86#3, %86#4, %89, %91, %92, %104, %106, %107 : i32, i32, i32, i1, i32, i32, !llvm_struct_3a3a74, i32, i32, i32, i32, i32, i32
        }
        %77 = arith.remsi %41, %c2_i32 : i32
        %78 = arith.cmpi eq, %77, %c0_i32 : i32
        scf.if %78 {
          %79 = arith.addi %76#8, %c1_i32 : i32
          %80 = arith.cmpi eq, %79, %c2_i32 : i32
          %81 = arith.select %80, %c0_i32, %79 : i32
          %82 = scf.if %80 -> (i32) {
            %84 = arith.xori %76#9, %c1_i32 : i32
            scf.yield %84 : i32
          } else {
            scf.yield %76#9 : i32
          }
          %83 = llvm.getelementptr %49[%81] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %83, %82, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        }
        scf.yield %76#0, %76#1, %76#2, %76#3, %76#10, %76#11, %76#12 : i32, i32, i32, i1, i32, i32, i32
      } else {
        scf.yield %67#0, %67#1, %67#2, %67#3, %67#5, %67#6, %67#7 : i32, i32, i32, i1, i32, i32, i32
      }
      %70 = arith.cmpi slt, %38, %c4_i32 : i32
      scf.if %70 {
        scf.if %47 {
          nvvm.tcgen05.alloc %44, %c128_i32 : !llvm.ptr<3>, i32
        }
        nvvm.barrier id = %c2_i32 number_of_threads = %c160_i32
        %71 = llvm.load %44 : !llvm.ptr<3> -> i32
        %72 = arith.divsi %26, %c32_i32 : i32
        %73 = arith.muli %72, %c2097152_i32 overflow<nsw> : i32
        %74 = arith.addi %71, %73 : i32
        %75 = arith.divsi %26, %c16_i32 : i32
        %76 = arith.remsi %26, %c16_i32 : i32
        %77 = arith.muli %76, %c32_i32 overflow<nsw> : i32
        %78 = arith.divsi %75, %c2_i32 : i32
        %79 = arith.remsi %75, %c2_i32 : i32
        %80 = arith.muli %79, %c4_i32 overflow<nsw> : i32
        %81 = arith.addi %77, %80 overflow<nsw> : i32
        %82 = arith.muli %78, %c512_i32 overflow<nsw> : i32
        %83 = arith.addi %81, %82 overflow<nsw> : i32
        %84 = llvm.getelementptr %25[%83] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
        %85 = llvm.ptrtoint %84 : !llvm.ptr<3> to i64
        %86 = arith.andi %85, %c896_i64 : i64
        %87 = arith.shrui %86, %c3_i64 : i64
        %88 = arith.xori %85, %87 : i64
        %89 = llvm.inttoptr %88 : i64 to !llvm.ptr<3>
        %90 = llvm.getelementptr %3[4] : (!llvm.ptr) -> !llvm.ptr, i32
        %91 = llvm.getelementptr %84[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
        %92 = llvm.ptrtoint %91 : !llvm.ptr<3> to i64
        %93 = arith.andi %92, %c896_i64 : i64
        %94 = arith.shrui %93, %c3_i64 : i64
        %95 = arith.xori %92, %94 : i64
        %96 = llvm.inttoptr %95 : i64 to !llvm.ptr<3>
        %97 = llvm.getelementptr %3[8] : (!llvm.ptr) -> !llvm.ptr, i32
        %98 = llvm.getelementptr %84[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
        %99 = llvm.ptrtoint %98 : !llvm.ptr<3> to i64
        %100 = arith.andi %99, %c896_i64 : i64
        %101 = arith.shrui %100, %c3_i64 : i64
        %102 = arith.xori %99, %101 : i64
        %103 = llvm.inttoptr %102 : i64 to !llvm.ptr<3>
        %104 = llvm.getelementptr %3[12] : (!llvm.ptr) -> !llvm.ptr, i32
        %105 = llvm.getelementptr %84[24] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
        %106 = llvm.ptrtoint %105 : !llvm.ptr<3> to i64
        %107 = arith.andi %106, %c896_i64 : i64
        %108 = arith.shrui %107, %c3_i64 : i64
        %109 = arith.xori %106, %108 : i64
        %110 = llvm.inttoptr %109 : i64 to !llvm.ptr<3>
        %111 = llvm.getelementptr %3[16] : (!llvm.ptr) -> !llvm.ptr, i32
        %112 = llvm.getelementptr %89[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
        %113 = llvm.getelementptr %3[20] : (!llvm.ptr) -> !llvm.ptr, i32
        %114 = llvm.getelementptr %96[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
        %115 = llvm.getelementptr %3[24] : (!llvm.ptr) -> !llvm.ptr, i32
        %116 = llvm.getelementptr %103[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
        %117 = llvm.getelementptr %3[28] : (!llvm.ptr) -> !llvm.ptr, i32
        %118 = llvm.getelementptr %110[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
        %119:10 = scf.while (%arg13 = %69#0, %arg14 = %69#1, %arg15 = %69#2, %arg16 = %69#3, %arg17 = %67#4, %arg18 = %c0_i32, %arg19 = %c0_i32, %arg20 = %c0_i32, %arg21 = %69#4, %arg22 = %69#5, %arg23 = %69#6) : (i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
          scf.condition(%arg16) %arg13, %arg14, %arg15, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg13: i32, %arg14: i32, %arg15: i32, %arg16: i32, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32):
          %120 = arith.addi %arg16, %c1_i32 : i32
          %121 = arith.muli %arg13, %c64_i32 overflow<nsw> : i32
          %122 = arith.muli %arg14, %c128_i32 overflow<nsw> : i32
          %123 = arith.muli %arg18, %c1048576_i32 overflow<nsw> : i32
          %124 = arith.addi %74, %123 : i32
          %125 = llvm.getelementptr %43[%arg18] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %125, %arg19, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %126 = arith.muli %120, %c2_i32 : i32
          scf.for %arg23 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
            %148 = arith.muli %arg23, %c64_i32 overflow<nsw> : i32
            %149 = arith.addi %124, %148 : i32
            %150 = llvm.inttoptr %149 : i32 to !llvm.ptr<6>
            %151 = nvvm.tcgen05.ld %150 {shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>} : vector<32xi32>
            llvm.store %151, %4 : vector<32xi32>, !llvm.ptr
            %152 = llvm.load %4 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
            %153 = arith.fptosi %152 : vector<32xf32> to vector<32xi32>
            llvm.store %153, %3 {alignment = 32 : i64} : vector<32xi32>, !llvm.ptr
            %154 = arith.addi %126, %arg23 : i32
            %155 = arith.remsi %154, %c2_i32 : i32
            %156 = arith.muli %155, %c4096_i32 overflow<nsw> : i32
            %157 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> vector<4xi32>
            %158:4 = vector.to_elements %157 : vector<4xi32>
            %159 = llvm.getelementptr %89[%156] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
            nvvm.stmatrix %159, %158#0, %158#1, %158#2, %158#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
            %160 = llvm.load %90 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
            %161:4 = vector.to_elements %160 : vector<4xi32>
            %162 = llvm.getelementptr %96[%156] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
            nvvm.stmatrix %162, %161#0, %161#1, %161#2, %161#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
            %163 = llvm.load %97 {alignment = 32 : i64} : !llvm.ptr -> vector<4xi32>
            %164:4 = vector.to_elements %163 : vector<4xi32>
            %165 = llvm.getelementptr %103[%156] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
            nvvm.stmatrix %165, %164#0, %164#1, %164#2, %164#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
            %166 = llvm.load %104 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
            %167:4 = vector.to_elements %166 : vector<4xi32>
            %168 = llvm.getelementptr %110[%156] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
            nvvm.stmatrix %168, %167#0, %167#1, %167#2, %167#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
            %169 = llvm.load %111 {alignment = 32 : i64} : !llvm.ptr -> vector<4xi32>
            %170:4 = vector.to_elements %169 : vector<4xi32>
            %171 = llvm.getelementptr %112[%156] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
            nvvm.stmatrix %171, %170#0, %170#1, %170#2, %170#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
            %172 = llvm.load %113 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
            %173:4 = vector.to_elements %172 : vector<4xi32>
            %174 = llvm.getelementptr %114[%156] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
            nvvm.stmatrix %174, %173#0, %173#1, %173#2, %173#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
            %175 = llvm.load %115 {alignment = 32 : i64} : !llvm.ptr -> vector<4xi32>
            %176:4 = vector.to_elements %175 : vector<4xi32>
            %177 = llvm.getelementptr %116[%156] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
            nvvm.stmatrix %177, %176#0, %176#1, %176#2, %176#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
            %178 = llvm.load %117 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
            %179:4 = vector.to_elements %178 : vector<4xi32>
            %180 = llvm.getelementptr %118[%156] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
            nvvm.stmatrix %180, %179#0, %179#1, %179#2, %179#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
            nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
            nvvm.barrier id = %c1_i32 number_of_threads = %c128_i32
            scf.if %47 {
              %181 = arith.muli %155, %c4096_i32 overflow<nsw> : i32
              %182 = llvm.getelementptr %25[%181] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
              %183 = arith.muli %arg23, %c64_i32 overflow<nsw> : i32
              %184 = arith.addi %122, %183 overflow<nsw> : i32
              nvvm.cp.async.bulk.tensor.global.shared.cta %10, %182, box[%184, %121, %arg15] l2_cache_hint = %0 : !llvm.ptr, <3>
              %185 = llvm.getelementptr %182[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
              %186 = arith.addi %184, %c32_i32 overflow<nsw> : i32
              nvvm.cp.async.bulk.tensor.global.shared.cta %10, %185, box[%186, %121, %arg15] l2_cache_hint = %0 : !llvm.ptr, <3>
              nvvm.cp.async.bulk.commit.group
              nvvm.cp.async.bulk.wait_group 1 {read}
            }
            nvvm.barrier id = %c1_i32 number_of_threads = %c128_i32
          }
          nvvm.barrier id = %c1_i32 number_of_threads = %c128_i32
          %127 = nvvm.elect.sync -> i1
          scf.if %127 {
            %148 = llvm.getelementptr %49[%arg18] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %149 = nvvm.mbarrier.arrive %148, %c1_i32 : !llvm.ptr<3> -> i64
          }
          %128 = arith.addi %arg18, %c1_i32 : i32
          %129 = arith.addi %arg17, %c1_i32 : i32
          %130 = arith.cmpi eq, %128, %c2_i32 : i32
          %131 = arith.select %130, %c0_i32, %128 : i32
          %132 = scf.if %130 -> (i32) {
            %148 = arith.xori %arg19, %c1_i32 : i32
            scf.yield %148 : i32
          } else {
            scf.yield %arg19 : i32
          }
          %133 = llvm.getelementptr %45[%arg21] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %133, %arg22, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %134 = llvm.load %46 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<1xi128>
          llvm.store %134, %2 {alignment = 16 : i64} : vector<1xi128>, !llvm.ptr
          %135 = llvm.load %2 {alignment = 32 : i64} : !llvm.ptr -> vector<1xi128>
          %136 = vector.extract %135[0] : i128 from vector<1xi128>
          %137 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %136 : i1
          %138 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %136 : i32
          %139 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %136 : i32
          %140 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_z, %136 : i32
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %141 = llvm.getelementptr %50[%arg21] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %142 = nvvm.mapa %141, %c0_i32 : !llvm.ptr<3> -> !llvm.ptr<7>
          nvvm.mbarrier.arrive %142, %c1_i32 : !llvm.ptr<7>
          %143 = arith.addi %arg21, %c1_i32 : i32
          %144 = arith.addi %arg20, %c1_i32 : i32
          %145 = arith.cmpi eq, %143, %c1_i32 : i32
          %146 = arith.select %145, %c0_i32, %143 : i32
          %147 = scf.if %145 -> (i32) {
            %148 = arith.xori %arg22, %c1_i32 : i32
            scf.yield %148 : i32
          } else {
            scf.yield %arg22 : i32
          }
          scf.yield %138, %139, %140, %137, %120, %129, %131, %132, %144, %146, %147 : i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32
        }
        nvvm.cp.async.bulk.wait_group 0 {read}
        scf.if %47 {
          nvvm.tcgen05.relinquish_alloc_permit
        }
        scf.if %47 {
          %120 = llvm.inttoptr %71 : i32 to !llvm.ptr<6>
          nvvm.tcgen05.dealloc %120, %c128_i32 : !llvm.ptr<6>, i32
        }
      }
      return
    }
  }
  func.func @cutlass___call___cutlassoperatorsprovide_h6ddd5f5d(%arg0: !llvm_struct_0658d3, %arg1: !llvm_struct_0658d3, %arg2: !llvm_struct_0658d3, %arg3: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %0 = ub.poison : !llvm_struct_7bb797
    %1 = ub.poison : !llvm_struct_d63ee1
    %2 = ub.poison : !llvm_struct_2ed770
    %3 = ub.poison : !llvm_struct_3a3a74
    %4 = ub.poison : !llvm.struct<(i32, i32, i32)>
    %c2233785415175766016_i64 = arith.constant 2233785415175766016 : i64
    %c287010_i64 = arith.constant 287010 : i64
    %c63_i64 = arith.constant 63 : i64
    %c4539628424389459968_i64 = arith.constant 4539628424389459968 : i64
    %c287522_i64 = arith.constant 287522 : i64
    %cst = arith.constant dense<0> : vector<4xi32>
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
    %38 = arith.extsi %10 : i32 to i64
    %39 = arith.extsi %11 : i32 to i64
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
    llvm.store %c63_i64, %51 : i64, !llvm.ptr
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
    %150 = arith.muli %23, %c4_i64 : i64
    %151 = arith.extsi %19 : i32 to i64
    %152 = arith.muli %22, %c4_i64 : i64
    %153 = llvm.ptrtoint %8 : !llvm.ptr<1> to i64
    %154 = llvm.getelementptr %147[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %154 : i64, !llvm.ptr
    %155 = llvm.getelementptr %147[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %155 : i64, !llvm.ptr
    %156 = llvm.getelementptr %147[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %156 : i64, !llvm.ptr
    %157 = llvm.getelementptr %147[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %157 : i64, !llvm.ptr
    %158 = llvm.getelementptr %147[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %158 : i64, !llvm.ptr
    %159 = llvm.getelementptr %147[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %159 : i64, !llvm.ptr
    %160 = llvm.getelementptr %147[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %160 : i64, !llvm.ptr
    %161 = llvm.getelementptr %147[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %161 : i64, !llvm.ptr
    %162 = arith.divui %153, %c16_i64 : i64
    %163 = arith.andi %162, %c9007199254740991_i64 : i64
    %164 = arith.shli %163, %c4_i64 : i64
    llvm.store %164, %154 : i64, !llvm.ptr
    %165 = arith.subi %149, %c1_i64 : i64
    %166 = arith.subi %151, %c1_i64 : i64
    %167 = arith.muli %165, %150 : i64
    %168 = arith.muli %166, %152 : i64
    %169 = arith.addi %167, %168 : i64
    %170 = arith.muli %148, %c32_i64 : i64
    %171 = arith.divui %170, %c8_i64 : i64
    %172 = arith.addi %171, %169 : i64
    %173 = arith.cmpi uge, %172, %c131072_i64 : i64
    %174 = arith.extui %173 : i1 to i64
    %175 = arith.shli %174, %c21_i64 : i64
    %176 = arith.divui %150, %c16_i64 : i64
    %177 = arith.shli %176, %c32_i64 : i64
    %178 = arith.ori %175, %177 : i64
    %179 = arith.ori %178, %c287010_i64 : i64
    llvm.store %179, %155 : i64, !llvm.ptr
    %180 = arith.divui %152, %c16_i64 : i64
    %181 = arith.andi %180, %c4294967295_i64 : i64
    llvm.store %181, %156 : i64, !llvm.ptr
    %182 = arith.shrui %150, %c36_i64 : i64
    %183 = arith.andi %182, %c15_i64 : i64
    %184 = arith.shli %183, %c32_i64 : i64
    %185 = arith.shrui %152, %c36_i64 : i64
    %186 = arith.andi %185, %c15_i64 : i64
    %187 = arith.shli %186, %c36_i64 : i64
    %188 = arith.ori %184, %187 : i64
    llvm.store %188, %157 : i64, !llvm.ptr
    %189 = arith.subi %148, %c1_i64 : i64
    %190 = arith.andi %189, %c4294967295_i64 : i64
    %191 = arith.shli %165, %c32_i64 : i64
    %192 = arith.ori %190, %191 : i64
    llvm.store %192, %158 : i64, !llvm.ptr
    %193 = arith.andi %166, %c4294967295_i64 : i64
    llvm.store %193, %159 : i64, !llvm.ptr
    llvm.store %c2233785415175766016_i64, %160 : i64, !llvm.ptr
    llvm.store %c63_i64, %161 : i64, !llvm.ptr
    %194 = llvm.ptrtoint %147 : !llvm.ptr to i64
    %195 = llvm.inttoptr %194 : i64 to !llvm.ptr
    %196 = llvm.load %195 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %197 = llvm.insertvalue %196, %2[0] : !llvm_struct_2ed770
    %198 = llvm.insertvalue %32, %1[0] : !llvm_struct_d63ee1
    %199 = llvm.insertvalue %5, %198[1] : !llvm_struct_d63ee1
    %200 = llvm.insertvalue %5, %0[0] : !llvm_struct_7bb797
    %201 = llvm.insertvalue %199, %200[1] : !llvm_struct_7bb797
    %202 = arith.ceildivsi %20, %c64_i32 : i32
    %203 = arith.ceildivsi %21, %c128_i32 : i32
    %204 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c224_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c229632_i64, gridDim = (%202, %203, %19), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%204] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cluster_dim[%204] (%c1_i32, %c1_i32, %c1_i32) : !cuda_launch_cfg_2cf94c, i32, i32, i32
    cuda.launch_cfg.cooperative[%204] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %205 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cutlassoperatorspr_hf720994c_0<%204> (%36, %87, %91, %142, %146, %197, %201, %202, %203, %19, %202, %203, %19) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_3a3a74, !llvm_struct_2ed770, !llvm_struct_7bb797, !llvm_struct_2ed770, !llvm_struct_7bb797, !llvm_struct_2ed770, !llvm_struct_7bb797, i32, i32, i32, i32, i32, i32) -> !cuda.result
    %206 = cuda.cast %205 : !cuda.result -> i32
    cuda.return_if_error %206 : i32
    return %c0_i32 : i32
  }
}
