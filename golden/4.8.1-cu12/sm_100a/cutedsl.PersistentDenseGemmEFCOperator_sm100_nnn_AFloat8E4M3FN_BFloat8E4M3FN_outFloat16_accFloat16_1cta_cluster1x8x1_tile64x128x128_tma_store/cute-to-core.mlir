!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_0658d3 = !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>
!llvm_struct_1aab6d = !llvm.struct<(i32, i32, i8, i8)>
!llvm_struct_2ed770 = !llvm.struct<(struct<(array<16 x i64>)>)>
!llvm_struct_3a3a74 = !llvm.struct<(i1, i1, i1, vector<4xi32>)>
!llvm_struct_7bb797 = !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>
!llvm_struct_d63ee1 = !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)>
#loop_unroll = #llvm.loop_unroll<disable = true, count = 1 : i32>
#loop_unroll1 = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
#loop_annotation1 = #llvm.loop_annotation<unroll = #loop_unroll1>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cutlassoperatorspr_ha32f366b_0' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    cuda.kernel @kernel_cutlass_kernel_cutlassoperatorspr_ha32f366b_0(%arg0: !llvm_struct_3a3a74, %arg1: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg2: !llvm_struct_7bb797, %arg3: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg4: !llvm_struct_7bb797, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: !llvm_struct_1aab6d, %arg9: !llvm_struct_1aab6d, %arg10: i32, %arg11: i32, %arg12: i32, %arg13: !llvm_struct_1aab6d, %arg14: !llvm_struct_1aab6d, %arg15: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg16: !llvm_struct_7bb797) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 224, 1, 1>, exact_cluster_dim = array<i64: 1, 8, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 224, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.zero : i64
      %c3_i64 = arith.constant 3 : i64
      %c896_i64 = arith.constant 896 : i64
      %c4096_i32 = arith.constant 4096 : i32
      %c2097152_i32 = arith.constant 2097152 : i32
      %c16384_i32 = arith.constant 16384 : i32
      %c8192_i32 = arith.constant 8192 : i32
      %c2_i8 = arith.constant 2 : i8
      %c0_i8 = arith.constant 0 : i8
      %c4_i8 = arith.constant 4 : i8
      %c1024_i64 = arith.constant 1024 : i64
      %c31_i32 = arith.constant 31 : i32
      %c-1_i32 = arith.constant -1 : i32
      %1 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %c8_i32 = arith.constant 8 : i32
      %c2_i32 = arith.constant 2 : i32
      %c5_i32 = arith.constant 5 : i32
      %c0_i32 = arith.constant 0 : i32
      %c255_i16 = arith.constant 255 : i16
      %c4_i32 = arith.constant 4 : i32
      %c64_i32 = arith.constant 64 : i32
      %c128_i32 = arith.constant 128 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %c10000000_i32 = arith.constant 10000000 : i32
      %c24576_i32 = arith.constant 24576 : i32
      %true = arith.constant true
      %c160_i32 = arith.constant 160 : i32
      %false = arith.constant false
      %c69238784_i32 = arith.constant 69238784 : i32
      %c13_i32 = arith.constant 13 : i32
      %c14_i32 = arith.constant 14 : i32
      %c4194304_i32 = arith.constant 4194304 : i32
      %c512_i32 = arith.constant 512 : i32
      %c16_i32 = arith.constant 16 : i32
      %c6_i32 = arith.constant 6 : i32
      %c32_i32 = arith.constant 32 : i32
      %c1_i32 = arith.constant 1 : i32
      %2 = llvm.alloca %c32_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %3 = llvm.alloca %c32_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %4 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %5 = llvm.getelementptr %arg3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %6 = llvm.getelementptr %arg15[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %7 = llvm.ptrtoint %1 : !llvm.ptr<3> to i32
      %8 = nvvm.shfl.sync idx %c-1_i32, %7, %c0_i32, %c31_i32 : i32 -> i32
      %9 = arith.extui %8 : i32 to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%10, %c1024_i64 : !llvm.ptr<3>, i64)] : i1
      %11 = llvm.getelementptr %10[197632] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %12 = arith.ceildivsi %arg6, %c8_i32 : i32
      %13 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %14 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %15 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %16 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %17 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %18 = arith.muli %14, %16 : i32
      %19 = arith.addi %13, %18 : i32
      %20 = arith.muli %15, %16 : i32
      %21 = arith.muli %20, %17 : i32
      %22 = arith.addi %19, %21 : i32
      %23 = arith.floordivsi %22, %c32_i32 : i32
      %24 = nvvm.shfl.sync idx %c-1_i32, %23, %c0_i32, %c31_i32 : i32 -> i32
      %25 = nvvm.shfl.sync idx %c-1_i32, %24, %c0_i32, %c31_i32 : i32 -> i32
      %26 = arith.cmpi eq, %25, %c5_i32 : i32
      scf.if %26 {
        nvvm.prefetch tensormap, %arg1 : !llvm.ptr
        nvvm.prefetch tensormap, %arg3 : !llvm.ptr
        nvvm.prefetch tensormap, %arg15 : !llvm.ptr
      }
      %27 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %28 = nvvm.shfl.sync idx %c-1_i32, %27, %c0_i32, %c31_i32 : i32 -> i32
      %29 = arith.remsi %28, %c8_i32 : i32
      %30 = arith.remsi %29, %c8_i32 : i32
      %31 = llvm.getelementptr %10[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %32 = llvm.getelementptr %10[160] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %33 = llvm.getelementptr %10[200] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %34 = llvm.getelementptr %10[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %35 = llvm.getelementptr %10[66560] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %36 = arith.cmpi eq, %25, %c0_i32 : i32
      scf.if %36 {
        %63 = nvvm.elect.sync -> i1
        scf.if %63 {
          nvvm.mbarrier.init %10, %c1_i32 : !llvm.ptr<3>, i32
          %64 = llvm.getelementptr %10[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %64, %c1_i32 : !llvm.ptr<3>, i32
          %65 = llvm.getelementptr %10[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %65, %c1_i32 : !llvm.ptr<3>, i32
          %66 = llvm.getelementptr %10[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %66, %c1_i32 : !llvm.ptr<3>, i32
          %67 = llvm.getelementptr %10[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %67, %c1_i32 : !llvm.ptr<3>, i32
          %68 = llvm.getelementptr %10[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %68, %c1_i32 : !llvm.ptr<3>, i32
          %69 = llvm.getelementptr %10[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %69, %c1_i32 : !llvm.ptr<3>, i32
          %70 = llvm.getelementptr %10[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %70, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      %37 = llvm.getelementptr %10[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      scf.if %36 {
        %63 = nvvm.elect.sync -> i1
        scf.if %63 {
          nvvm.mbarrier.init %37, %c8_i32 : !llvm.ptr<3>, i32
          %64 = llvm.getelementptr %10[9] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %64, %c8_i32 : !llvm.ptr<3>, i32
          %65 = llvm.getelementptr %10[10] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %65, %c8_i32 : !llvm.ptr<3>, i32
          %66 = llvm.getelementptr %10[11] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %66, %c8_i32 : !llvm.ptr<3>, i32
          %67 = llvm.getelementptr %10[12] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %67, %c8_i32 : !llvm.ptr<3>, i32
          %68 = llvm.getelementptr %10[13] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %68, %c8_i32 : !llvm.ptr<3>, i32
          %69 = llvm.getelementptr %10[14] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %69, %c8_i32 : !llvm.ptr<3>, i32
          %70 = llvm.getelementptr %10[15] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %70, %c8_i32 : !llvm.ptr<3>, i32
        }
      }
      %38 = arith.shli %c1_i32, %30 : i32
      %39 = arith.trunci %38 : i32 to i16
      %40 = arith.shli %c1_i32, %30 : i32
      %41 = arith.trunci %40 : i32 to i16
      %42 = arith.ori %39, %c255_i16 : i16
      %43 = arith.ori %42, %c255_i16 : i16
      %44 = arith.ori %43, %41 : i16
      scf.if %36 {
        %63 = nvvm.elect.sync -> i1
        scf.if %63 {
          nvvm.mbarrier.init %31, %c1_i32 : !llvm.ptr<3>, i32
          %64 = llvm.getelementptr %31[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %64, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      %45 = llvm.getelementptr %31[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      scf.if %36 {
        %63 = nvvm.elect.sync -> i1
        scf.if %63 {
          nvvm.mbarrier.init %45, %c4_i32 : !llvm.ptr<3>, i32
          %64 = llvm.getelementptr %31[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %64, %c4_i32 : !llvm.ptr<3>, i32
        }
      }
      %46 = arith.shli %c1_i32, %30 : i32
      %47 = arith.trunci %46 : i32 to i16
      scf.if %36 {
        %63 = nvvm.elect.sync -> i1
        scf.if %63 {
          nvvm.mbarrier.init %32, %c2_i32 : !llvm.ptr<3>, i32
          %64 = llvm.getelementptr %32[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %64, %c2_i32 : !llvm.ptr<3>, i32
        }
      }
      %48 = llvm.getelementptr %32[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      scf.if %36 {
        %63 = nvvm.elect.sync -> i1
        scf.if %63 {
          nvvm.mbarrier.init %48, %c4_i32 : !llvm.ptr<3>, i32
          %64 = llvm.getelementptr %32[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %64, %c4_i32 : !llvm.ptr<3>, i32
        }
      }
      nvvm.fence.mbarrier.init
      nvvm.cluster.arrive.relaxed
      %49 = llvm.extractvalue %arg2[1, 0, 1] : !llvm_struct_7bb797
      %50 = arith.ceildivsi %49, %c128_i32 : i32
      %51 = arith.muli %30, %c1024_i32 overflow<nsw> : i32
      %52 = arith.divsi %51, %c64_i32 : i32
      %53 = llvm.getelementptr %34[%51] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      %54 = llvm.ptrtoint %34 : !llvm.ptr<3> to i32
      %55 = arith.shrui %54, %c4_i32 : i32
      %56 = nvvm.tcgen05.mma_smem_desc(%55, %c0_i32, %c32_i32, %c0_i8, %false, %c4_i8) : (i32, i32, i32, i8, i1, i8) -> i64
      %57 = llvm.ptrtoint %35 : !llvm.ptr<3> to i32
      %58 = arith.shrui %57, %c4_i32 : i32
      %59 = nvvm.tcgen05.mma_smem_desc(%58, %c1_i32, %c64_i32, %c0_i8, %false, %c2_i8) : (i32, i32, i32, i8, i1, i8) -> i64
      nvvm.cluster.wait
      scf.if %26 {
        %63 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
        %64 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
        %65 = nvvm.read.ptx.sreg.nctaid.x range <i32, 1, 2147483647> : i32
        %66 = nvvm.read.ptx.sreg.nctaid.y range <i32, 1, 65535> : i32
        %67 = nvvm.read.ptx.sreg.nctaid.z range <i32, 1, 65535> : i32
        %68 = arith.muli %65, %66 overflow<nsw> : i32
        %69 = arith.muli %68, %67 overflow<nsw> : i32
        %70 = arith.divsi %69, %c8_i32 : i32
        %71 = arith.remsi %63, %c8_i32 : i32
        %72 = arith.muli %arg5, %12 overflow<nsw> : i32
        %73 = arith.muli %72, %arg7 overflow<nsw> : i32
        %74 = arith.cmpi sgt, %73, %64 : i32
        %75 = llvm.extractvalue %arg8[0] : !llvm_struct_1aab6d
        %76 = llvm.extractvalue %arg8[1] : !llvm_struct_1aab6d
        %77 = llvm.extractvalue %arg8[2] : !llvm_struct_1aab6d
        %78 = llvm.extractvalue %arg8[3] : !llvm_struct_1aab6d
        %79 = arith.extui %77 : i8 to i32
        %80 = arith.extui %78 : i8 to i32
        %low, %high = arith.mului_extended %64, %76 : i32
        %81 = arith.subi %64, %high : i32
        %82 = arith.shrui %81, %79 : i32
        %83 = arith.addi %high, %82 : i32
        %84 = arith.shrui %83, %80 : i32
        %85 = arith.muli %84, %75 : i32
        %86 = arith.subi %64, %85 : i32
        %87 = llvm.extractvalue %arg9[0] : !llvm_struct_1aab6d
        %88 = llvm.extractvalue %arg9[1] : !llvm_struct_1aab6d
        %89 = llvm.extractvalue %arg9[2] : !llvm_struct_1aab6d
        %90 = llvm.extractvalue %arg9[3] : !llvm_struct_1aab6d
        %91 = arith.extui %89 : i8 to i32
        %92 = arith.extui %90 : i8 to i32
        %low_0, %high_1 = arith.mului_extended %84, %88 : i32
        %93 = arith.subi %84, %high_1 : i32
        %94 = arith.shrui %93, %91 : i32
        %95 = arith.addi %high_1, %94 : i32
        %96 = arith.shrui %95, %92 : i32
        %97 = arith.muli %96, %87 : i32
        %98 = arith.subi %84, %97 : i32
        %99 = nvvm.shfl.sync idx %c-1_i32, %86, %c0_i32, %c31_i32 : i32 -> i32
        %100 = arith.muli %98, %c8_i32 : i32
        %101 = arith.addi %100, %71 : i32
        %102 = nvvm.shfl.sync idx %c-1_i32, %101, %c0_i32, %c31_i32 : i32 -> i32
        %103 = nvvm.shfl.sync idx %c-1_i32, %96, %c0_i32, %c31_i32 : i32 -> i32
        %104 = arith.extui %74 : i1 to i32
        %105 = nvvm.shfl.sync idx %c-1_i32, %104, %c0_i32, %c31_i32 : i32 -> i32
        %106 = arith.cmpi ne, %105, %c0_i32 : i32
        %107:7 = scf.while (%arg17 = %99, %arg18 = %102, %arg19 = %103, %arg20 = %106, %arg21 = %c0_i32, %arg22 = %c1_i32, %arg23 = %64, %arg24 = %c0_i32) : (i32, i32, i32, i1, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
          scf.condition(%arg20) %arg17, %arg18, %arg19, %arg21, %arg22, %arg23, %arg24 : i32, i32, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32):
          %144 = arith.muli %arg17, %c64_i32 overflow<nsw> : i32
          %145 = arith.muli %arg18, %c128_i32 overflow<nsw> : i32
          %146 = llvm.getelementptr %37[%arg20] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %147 = nvvm.mbarrier.wait.parity %146, %arg21 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
          %148:5 = scf.for %arg24 = %c0_i32 to %50 step %c1_i32 iter_args(%arg25 = %147, %arg26 = %c0_i32, %arg27 = %arg20, %arg28 = %arg21, %arg29 = %c1_i32) -> (i1, i32, i32, i32, i32)  : i32 {
            %172 = arith.extui %arg25 : i1 to i32
            %173 = arith.cmpi eq, %172, %c0_i32 : i32
            scf.if %173 {
              %192 = llvm.getelementptr %37[%arg27] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              nvvm.mbarrier.try_wait.parity %192, %arg28, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            }
            %174 = nvvm.elect.sync -> i1
            scf.if %174 {
              %192 = llvm.getelementptr %10[%arg27] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              %193 = nvvm.mbarrier.arrive.expect_tx %192, %c24576_i32 : !llvm.ptr<3>, i32 -> i64
            }
            %175 = arith.addi %arg27, %c1_i32 : i32
            %176 = arith.cmpi eq, %175, %c8_i32 : i32
            %177 = arith.select %176, %c0_i32, %175 : i32
            %178 = scf.if %176 -> (i32) {
              %192 = arith.xori %arg28, %c1_i32 : i32
              scf.yield %192 : i32
            } else {
              scf.yield %arg28 : i32
            }
            %179 = arith.muli %arg26, %c128_i32 overflow<nsw> : i32
            %180 = arith.addi %52, %179 overflow<nsw> : i32
            %181 = arith.muli %arg27, %c8192_i32 overflow<nsw> : i32
            %182 = llvm.getelementptr %53[%181] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
            %183 = llvm.getelementptr %10[%arg27] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %184 = nvvm.elect.sync -> i1
            scf.if %184 {
              %192 = llvm.addrspacecast %182 : !llvm.ptr<3> to !llvm.ptr<7>
              nvvm.cp.async.bulk.tensor.shared.cluster.global %192, %4, %183, box[%144, %180, %arg19] multicast_mask = %c255_i16 l2_cache_hint = %0 : !llvm.ptr<7>, !llvm.ptr, i16
            }
            %185 = arith.muli %arg26, %c128_i32 overflow<nsw> : i32
            %186 = arith.muli %arg27, %c16384_i32 overflow<nsw> : i32
            %187 = llvm.getelementptr %35[%186] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
            %188 = nvvm.elect.sync -> i1
            scf.if %188 {
              nvvm.cp.async.bulk.tensor.shared.cluster.global %187, %5, %183, box[%185, %145, %arg19] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
            }
            %189 = arith.cmpi sgt, %50, %arg29 : i32
            %190 = scf.if %189 -> (i1) {
              %192 = llvm.getelementptr %37[%177] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              %193 = nvvm.mbarrier.wait.parity %192, %178 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
              scf.yield %193 : i1
            } else {
              scf.yield %true : i1
            }
            %191 = arith.addi %arg29, %c1_i32 : i32
            scf.yield %190, %arg29, %177, %178, %191 : i1, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          %149 = arith.addi %arg22, %70 : i32
          %150 = arith.addi %arg23, %c1_i32 : i32
          %151 = arith.cmpi sgt, %73, %149 : i32
          %low_2, %high_3 = arith.mului_extended %149, %76 : i32
          %152 = arith.subi %149, %high_3 : i32
          %153 = arith.shrui %152, %79 : i32
          %154 = arith.addi %high_3, %153 : i32
          %155 = arith.shrui %154, %80 : i32
          %156 = arith.muli %155, %75 : i32
          %157 = arith.subi %149, %156 : i32
          %low_4, %high_5 = arith.mului_extended %155, %88 : i32
          %158 = arith.subi %155, %high_5 : i32
          %159 = arith.shrui %158, %91 : i32
          %160 = arith.addi %high_5, %159 : i32
          %161 = arith.shrui %160, %92 : i32
          %162 = arith.muli %161, %87 : i32
          %163 = arith.subi %155, %162 : i32
          %164 = nvvm.shfl.sync idx %c-1_i32, %157, %c0_i32, %c31_i32 : i32 -> i32
          %165 = arith.muli %163, %c8_i32 : i32
          %166 = arith.addi %165, %71 : i32
          %167 = nvvm.shfl.sync idx %c-1_i32, %166, %c0_i32, %c31_i32 : i32 -> i32
          %168 = nvvm.shfl.sync idx %c-1_i32, %161, %c0_i32, %c31_i32 : i32 -> i32
          %169 = arith.extui %151 : i1 to i32
          %170 = nvvm.shfl.sync idx %c-1_i32, %169, %c0_i32, %c31_i32 : i32 -> i32
          %171 = arith.cmpi ne, %170, %c0_i32 : i32
          scf.yield %164, %167, %168, %171, %148#2, %148#3, %149, %150 : i32, i32, i32, i1, i32, i32, i32, i32
        }
        %108 = llvm.getelementptr %37[%107#3] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %108, %107#4, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %109 = arith.addi %107#3, %c1_i32 : i32
        %110 = arith.cmpi eq, %109, %c8_i32 : i32
        %111 = arith.select %110, %c0_i32, %109 : i32
        %112 = scf.if %110 -> (i32) {
          %144 = arith.xori %107#4, %c1_i32 : i32
          scf.yield %144 : i32
        } else {
          scf.yield %107#4 : i32
        }
        %113 = llvm.getelementptr %37[%111] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %113, %112, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %114 = arith.addi %111, %c1_i32 : i32
        %115 = arith.cmpi eq, %114, %c8_i32 : i32
        %116 = arith.select %115, %c0_i32, %114 : i32
        %117 = scf.if %115 -> (i32) {
          %144 = arith.xori %112, %c1_i32 : i32
          scf.yield %144 : i32
        } else {
          scf.yield %112 : i32
        }
        %118 = llvm.getelementptr %37[%116] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %118, %117, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %119 = arith.addi %116, %c1_i32 : i32
        %120 = arith.cmpi eq, %119, %c8_i32 : i32
        %121 = arith.select %120, %c0_i32, %119 : i32
        %122 = scf.if %120 -> (i32) {
          %144 = arith.xori %117, %c1_i32 : i32
          scf.yield %144 : i32
        } else {
          scf.yield %117 : i32
        }
        %123 = llvm.getelementptr %37[%121] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %123, %122, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %124 = arith.addi %121, %c1_i32 : i32
        %125 = arith.cmpi eq, %124, %c8_i32 : i32
        %126 = arith.select %125, %c0_i32, %124 : i32
        %127 = scf.if %125 -> (i32) {
          %144 = arith.xori %122, %c1_i32 : i32
          scf.yield %144 : i32
        } else {
          scf.yield %122 : i32
        }
        %128 = llvm.getelementptr %37[%126] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %128, %127, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %129 = arith.addi %126, %c1_i32 : i32
        %130 = arith.cmpi eq, %129, %c8_i32 : i32
        %131 = arith.select %130, %c0_i32, %129 : i32
        %132 = scf.if %130 -> (i32) {
          %144 = arith.xori %127, %c1_i32 : i32
          scf.yield %144 : i32
        } else {
          scf.yield %127 : i32
        }
        %133 = llvm.getelementptr %37[%131] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %133, %132, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %134 = arith.addi %131, %c1_i32 : i32
        %135 = arith.cmpi eq, %134, %c8_i32 : i32
        %136 = arith.select %135, %c0_i32, %134 : i32
        %137 = scf.if %135 -> (i32) {
          %144 = arith.xori %132, %c1_i32 : i32
          scf.yield %144 : i32
        } else {
          scf.yield %132 : i32
        }
        %138 = llvm.getelementptr %37[%136] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %138, %137, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %139 = arith.addi %136, %c1_i32 : i32
        %140 = arith.cmpi eq, %139, %c8_i32 : i32
        %141 = arith.select %140, %c0_i32, %139 : i32
        %142 = scf.if %140 -> (i32) {
          %144 = arith.xori %137, %c1_i32 : i32
          scf.yield %144 : i32
        } else {
          scf.yield %137 : i32
        }
        %143 = llvm.getelementptr %37[%141] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %143, %142, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      }
      %60 = arith.cmpi eq, %25, %c4_i32 : i32
      scf.if %60 {
        nvvm.barrier id = %c2_i32 number_of_threads = %c160_i32
        %63 = llvm.load %33 : !llvm.ptr<3> -> i32
        %64 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
        %65 = nvvm.read.ptx.sreg.nctaid.x range <i32, 1, 2147483647> : i32
        %66 = nvvm.read.ptx.sreg.nctaid.y range <i32, 1, 65535> : i32
        %67 = nvvm.read.ptx.sreg.nctaid.z range <i32, 1, 65535> : i32
        %68 = arith.muli %65, %66 overflow<nsw> : i32
        %69 = arith.muli %68, %67 overflow<nsw> : i32
        %70 = arith.divsi %69, %c8_i32 : i32
        %71 = arith.muli %arg5, %12 overflow<nsw> : i32
        %72 = arith.muli %71, %arg7 overflow<nsw> : i32
        %73 = arith.cmpi sgt, %72, %64 : i32
        %74 = arith.extui %73 : i1 to i32
        %75 = nvvm.shfl.sync idx %c-1_i32, %74, %c0_i32, %c31_i32 : i32 -> i32
        %76 = arith.cmpi ne, %75, %c0_i32 : i32
        %77 = llvm.bitcast %56 : i64 to vector<2xi32>
        %78 = vector.extract %77[0] : i32 from vector<2xi32>
        %79 = llvm.bitcast %59 : i64 to vector<2xi32>
        %80 = vector.extract %79[0] : i32 from vector<2xi32>
        %81:8 = scf.while (%arg17 = %76, %arg18 = %c0_i32, %arg19 = %c0_i32, %arg20 = %arg0, %arg21 = %c0_i32, %arg22 = %c0_i32, %arg23 = %c1_i32, %arg24 = %64, %arg25 = %c0_i32) : (i1, i32, i32, !llvm_struct_3a3a74, i32, i32, i32, i32, i32) -> (i32, i32, !llvm_struct_3a3a74, i32, i32, i32, i32, i32) {
          scf.condition(%arg17) %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25 : i32, i32, !llvm_struct_3a3a74, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg17: i32, %arg18: i32, %arg19: !llvm_struct_3a3a74, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32):
          %84 = arith.muli %arg21, %c2097152_i32 overflow<nsw> : i32
          %85 = llvm.intr.fshr(%84, %84, %c1_i32) : (i32, i32, i32) -> i32
          %86 = arith.addi %63, %85 : i32
          %87 = llvm.getelementptr %10[%arg17] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %88 = nvvm.mbarrier.wait.parity %87, %arg18 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
          %89 = llvm.getelementptr %45[%arg21] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %89, %arg22, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %90 = llvm.insertvalue %false, %arg19[0] : !llvm_struct_3a3a74
          %91 = llvm.inttoptr %86 : i32 to !llvm.ptr<6>
          %92:6 = scf.for %arg25 = %c0_i32 to %50 step %c1_i32 iter_args(%arg26 = %88, %arg27 = %c0_i32, %arg28 = %arg17, %arg29 = %arg18, %arg30 = %90, %arg31 = %c1_i32) -> (i1, i32, i32, i32, !llvm_struct_3a3a74, i32)  : i32 {
            %105 = arith.extui %arg26 : i1 to i32
            %106 = arith.cmpi eq, %105, %c0_i32 : i32
            scf.if %106 {
              %122 = llvm.getelementptr %10[%arg28] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              nvvm.mbarrier.try_wait.parity %122, %arg29, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            }
            %107 = arith.addi %arg28, %c1_i32 : i32
            %108 = arith.cmpi eq, %107, %c8_i32 : i32
            %109 = arith.select %108, %c0_i32, %107 : i32
            %110 = scf.if %108 -> (i32) {
              %122 = arith.xori %arg29, %c1_i32 : i32
              scf.yield %122 : i32
            } else {
              scf.yield %arg29 : i32
            }
            %111 = arith.cmpi ne, %arg25, %c0_i32 : i32
            %112 = llvm.insertvalue %111, %arg30[0] : !llvm_struct_3a3a74
            %113 = arith.muli %arg28, %c512_i32 overflow<nsw> : i32
            %114 = arith.addi %78, %113 : i32
            %115 = arith.muli %arg28, %c1024_i32 overflow<nsw> : i32
            %116 = arith.addi %80, %115 : i32
            %117 = scf.for %arg32 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg33 = %112) -> (!llvm_struct_3a3a74)  : i32 {
              %122 = arith.muli %arg32, %c128_i32 overflow<nsw> : i32
              %123 = arith.addi %114, %122 : i32
              %124 = vector.insert %123, %77 [0] : i32 into vector<2xi32>
              %125 = llvm.bitcast %124 : vector<2xi32> to i64
              %126 = arith.muli %arg32, %c2_i32 overflow<nsw> : i32
              %127 = arith.addi %116, %126 : i32
              %128 = vector.insert %127, %79 [0] : i32 into vector<2xi32>
              %129 = llvm.bitcast %128 : vector<2xi32> to i64
              %130 = llvm.extractvalue %arg33[1] : !llvm_struct_3a3a74
              %131 = llvm.extractvalue %arg33[2] : !llvm_struct_3a3a74
              %132 = llvm.extractvalue %arg33[0] : !llvm_struct_3a3a74
              %133 = arith.extui %130 : i1 to i32
              %134 = arith.extui %131 : i1 to i32
              %135 = arith.shli %133, %c13_i32 : i32
              %136 = arith.shli %134, %c14_i32 : i32
              %137 = arith.ori %135, %c69238784_i32 : i32
              %138 = arith.ori %137, %136 : i32
              %139 = llvm.extractvalue %arg33[3] : !llvm_struct_3a3a74
              %140 = nvvm.elect.sync -> i1
              scf.if %140 {
                nvvm.tcgen05.mma %91, %125, %129, %138, %132 mask = %139 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f8f6f4>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
              }
              %141 = llvm.insertvalue %true, %arg33[0] : !llvm_struct_3a3a74
              scf.yield %141 : !llvm_struct_3a3a74
            } {loop_annotation = #loop_annotation1}
            %118 = nvvm.elect.sync -> i1
            scf.if %118 {
              %122 = llvm.getelementptr %37[%arg28] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              nvvm.tcgen05.commit %122, multicast_mask = %44 : !llvm.ptr<3>, i16
            }
            %119 = arith.cmpi sgt, %50, %arg31 : i32
            %120 = scf.if %119 -> (i1) {
              %122 = llvm.getelementptr %10[%109] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              %123 = nvvm.mbarrier.wait.parity %122, %110 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
              scf.yield %123 : i1
            } else {
              scf.yield %true : i1
            }
            %121 = arith.addi %arg31, %c1_i32 : i32
            scf.yield %120, %arg31, %109, %110, %112, %121 : i1, i32, i32, i32, !llvm_struct_3a3a74, i32
          }
          %93 = nvvm.elect.sync -> i1
          scf.if %93 {
            %105 = llvm.getelementptr %31[%arg21] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            nvvm.tcgen05.commit %105, multicast_mask = %47 : !llvm.ptr<3>, i16
          }
          %94 = arith.addi %arg21, %c1_i32 : i32
          %95 = arith.addi %arg20, %c1_i32 : i32
          %96 = arith.cmpi eq, %94, %c2_i32 : i32
          %97 = arith.select %96, %c0_i32, %94 : i32
          %98 = scf.if %96 -> (i32) {
            %105 = arith.xori %arg22, %c1_i32 : i32
            scf.yield %105 : i32
          } else {
            scf.yield %arg22 : i32
          }
          %99 = arith.addi %arg23, %70 : i32
          %100 = arith.addi %arg24, %c1_i32 : i32
          %101 = arith.cmpi sgt, %72, %99 : i32
          %102 = arith.extui %101 : i1 to i32
          %103 = nvvm.shfl.sync idx %c-1_i32, %102, %c0_i32, %c31_i32 : i32 -> i32
          %104 = arith.cmpi ne, %103, %c0_i32 : i32
          scf.yield %104, %92#2, %92#3, %92#4, %95, %97, %98, %99, %100 : i1, i32, i32, !llvm_struct_3a3a74, i32, i32, i32, i32, i32
        }
        %82 = arith.remsi %28, %c2_i32 : i32
        %83 = arith.cmpi eq, %82, %c0_i32 : i32
        scf.if %83 {
          %84 = arith.addi %81#4, %c1_i32 : i32
          %85 = arith.cmpi eq, %84, %c2_i32 : i32
          %86 = arith.select %85, %c0_i32, %84 : i32
          %87 = scf.if %85 -> (i32) {
            %89 = arith.xori %81#5, %c1_i32 : i32
            scf.yield %89 : i32
          } else {
            scf.yield %81#5 : i32
          }
          %88 = llvm.getelementptr %45[%86] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %88, %87, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        }
      }
      %61 = arith.cmpi slt, %25, %c4_i32 : i32
      scf.if %61 {
        scf.if %36 {
          nvvm.tcgen05.alloc %33, %c128_i32 : !llvm.ptr<3>, i32
        }
        nvvm.barrier id = %c2_i32 number_of_threads = %c160_i32
        %63 = llvm.load %33 : !llvm.ptr<3> -> i32
        %64 = arith.divsi %13, %c32_i32 : i32
        %65 = arith.muli %64, %c4194304_i32 overflow<nsw> : i32
        %66 = llvm.intr.fshr(%65, %65, %c1_i32) : (i32, i32, i32) -> i32
        %67 = arith.addi %63, %66 : i32
        %68 = arith.divsi %13, %c8_i32 : i32
        %69 = arith.remsi %13, %c8_i32 : i32
        %70 = arith.muli %69, %c64_i32 overflow<nsw> : i32
        %71 = arith.divsi %68, %c2_i32 : i32
        %72 = arith.remsi %68, %c2_i32 : i32
        %73 = arith.muli %72, %c8_i32 overflow<nsw> : i32
        %74 = arith.addi %70, %73 overflow<nsw> : i32
        %75 = arith.divsi %71, %c2_i32 : i32
        %76 = arith.remsi %71, %c2_i32 : i32
        %77 = arith.muli %76, %c512_i32 overflow<nsw> : i32
        %78 = arith.addi %74, %77 overflow<nsw> : i32
        %79 = arith.muli %75, %c16_i32 overflow<nsw> : i32
        %80 = arith.addi %78, %79 overflow<nsw> : i32
        %81 = llvm.getelementptr %11[%80] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %82 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
        %83 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
        %84 = nvvm.read.ptx.sreg.nctaid.x range <i32, 1, 2147483647> : i32
        %85 = nvvm.read.ptx.sreg.nctaid.y range <i32, 1, 65535> : i32
        %86 = nvvm.read.ptx.sreg.nctaid.z range <i32, 1, 65535> : i32
        %87 = arith.muli %84, %85 overflow<nsw> : i32
        %88 = arith.muli %87, %86 overflow<nsw> : i32
        %89 = arith.divsi %88, %c8_i32 : i32
        %90 = arith.remsi %82, %c8_i32 : i32
        %91 = arith.muli %arg5, %12 overflow<nsw> : i32
        %92 = arith.muli %91, %arg7 overflow<nsw> : i32
        %93 = arith.cmpi sgt, %92, %83 : i32
        %94 = llvm.extractvalue %arg8[0] : !llvm_struct_1aab6d
        %95 = llvm.extractvalue %arg8[1] : !llvm_struct_1aab6d
        %96 = llvm.extractvalue %arg8[2] : !llvm_struct_1aab6d
        %97 = llvm.extractvalue %arg8[3] : !llvm_struct_1aab6d
        %98 = arith.extui %96 : i8 to i32
        %99 = arith.extui %97 : i8 to i32
        %low, %high = arith.mului_extended %83, %95 : i32
        %100 = arith.subi %83, %high : i32
        %101 = arith.shrui %100, %98 : i32
        %102 = arith.addi %high, %101 : i32
        %103 = arith.shrui %102, %99 : i32
        %104 = arith.muli %103, %94 : i32
        %105 = arith.subi %83, %104 : i32
        %106 = llvm.extractvalue %arg9[0] : !llvm_struct_1aab6d
        %107 = llvm.extractvalue %arg9[1] : !llvm_struct_1aab6d
        %108 = llvm.extractvalue %arg9[2] : !llvm_struct_1aab6d
        %109 = llvm.extractvalue %arg9[3] : !llvm_struct_1aab6d
        %110 = arith.extui %108 : i8 to i32
        %111 = arith.extui %109 : i8 to i32
        %low_0, %high_1 = arith.mului_extended %103, %107 : i32
        %112 = arith.subi %103, %high_1 : i32
        %113 = arith.shrui %112, %110 : i32
        %114 = arith.addi %high_1, %113 : i32
        %115 = arith.shrui %114, %111 : i32
        %116 = arith.muli %115, %106 : i32
        %117 = arith.subi %103, %116 : i32
        %118 = nvvm.shfl.sync idx %c-1_i32, %105, %c0_i32, %c31_i32 : i32 -> i32
        %119 = arith.muli %117, %c8_i32 : i32
        %120 = arith.addi %119, %90 : i32
        %121 = nvvm.shfl.sync idx %c-1_i32, %120, %c0_i32, %c31_i32 : i32 -> i32
        %122 = nvvm.shfl.sync idx %c-1_i32, %115, %c0_i32, %c31_i32 : i32 -> i32
        %123 = arith.extui %93 : i1 to i32
        %124 = nvvm.shfl.sync idx %c-1_i32, %123, %c0_i32, %c31_i32 : i32 -> i32
        %125 = arith.cmpi ne, %124, %c0_i32 : i32
        %126 = llvm.ptrtoint %81 : !llvm.ptr<3> to i64
        %127 = arith.andi %126, %c896_i64 : i64
        %128 = arith.shrui %127, %c3_i64 : i64
        %129 = arith.xori %126, %128 : i64
        %130 = llvm.inttoptr %129 : i64 to !llvm.ptr<3>
        %131 = llvm.getelementptr %2[8] : (!llvm.ptr) -> !llvm.ptr, f16
        %132 = llvm.getelementptr %130[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
        %133 = llvm.getelementptr %2[16] : (!llvm.ptr) -> !llvm.ptr, f16
        %134 = llvm.getelementptr %130[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
        %135 = llvm.getelementptr %2[24] : (!llvm.ptr) -> !llvm.ptr, f16
        %136 = llvm.getelementptr %130[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
        %137:11 = scf.while (%arg17 = %118, %arg18 = %121, %arg19 = %122, %arg20 = %125, %arg21 = %c0_i32, %arg22 = %c0_i32, %arg23 = %c0_i32, %arg24 = %c0_i32, %arg25 = %c0_i32, %arg26 = %c0_i32, %arg27 = %83, %arg28 = %c0_i32) : (i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
          scf.condition(%arg20) %arg17, %arg18, %arg19, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32, %arg26: i32, %arg27: i32):
          %138 = arith.muli %arg17, %c64_i32 overflow<nsw> : i32
          %139 = arith.muli %arg18, %c128_i32 overflow<nsw> : i32
          %140 = arith.muli %arg24, %c2097152_i32 overflow<nsw> : i32
          %141 = llvm.intr.fshr(%140, %140, %c1_i32) : (i32, i32, i32) -> i32
          %142 = arith.addi %67, %141 : i32
          %143 = llvm.getelementptr %31[%arg24] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %143, %arg25, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %144 = arith.muli %arg27, %c2_i32 : i32
          %145 = arith.addi %144, %c0_i32 : i32
          %146 = arith.remsi %145, %c4_i32 : i32
          %147:4 = scf.for %arg28 = %c0_i32 to %c2_i32 step %c1_i32 iter_args(%arg29 = %arg20, %arg30 = %arg21, %arg31 = %arg22, %arg32 = %146) -> (i32, i32, i32, i32)  : i32 {
            %177 = arith.muli %arg28, %c128_i32 overflow<nsw> : i32
            %178 = llvm.intr.fshr(%177, %177, %c1_i32) : (i32, i32, i32) -> i32
            %179 = arith.addi %142, %178 : i32
            %180 = llvm.inttoptr %179 : i32 to !llvm.ptr<6>
            %181 = nvvm.tcgen05.ld %180 pack {shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>} : vector<16xi32>
            llvm.store %181, %3 : vector<16xi32>, !llvm.ptr
            nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
            %182 = arith.addi %arg30, %c1_i32 : i32
            %183 = arith.addi %arg29, %c1_i32 : i32
            %184 = arith.cmpi eq, %182, %c2_i32 : i32
            %185 = arith.select %184, %c0_i32, %182 : i32
            %186 = scf.if %184 -> (i32) {
              %204 = arith.xori %arg31, %c1_i32 : i32
              scf.yield %204 : i32
            } else {
              scf.yield %arg31 : i32
            }
            %187 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
            llvm.store %187, %2 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
            %188 = arith.muli %arg32, %c4096_i32 overflow<nsw> : i32
            %189 = llvm.load %2 {alignment = 32 : i64} : !llvm.ptr -> vector<4xi32>
            %190:4 = vector.to_elements %189 : vector<4xi32>
            %191 = llvm.getelementptr %130[%188] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
            nvvm.stmatrix %191, %190#0, %190#1, %190#2, %190#3 {layout = #nvvm.mma_layout<col>} : !llvm.ptr<3>, i32, i32, i32, i32
            %192 = llvm.load %131 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
            %193:4 = vector.to_elements %192 : vector<4xi32>
            %194 = llvm.getelementptr %132[%188] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
            nvvm.stmatrix %194, %193#0, %193#1, %193#2, %193#3 {layout = #nvvm.mma_layout<col>} : !llvm.ptr<3>, i32, i32, i32, i32
            %195 = llvm.load %133 {alignment = 32 : i64} : !llvm.ptr -> vector<4xi32>
            %196:4 = vector.to_elements %195 : vector<4xi32>
            %197 = llvm.getelementptr %134[%188] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
            nvvm.stmatrix %197, %196#0, %196#1, %196#2, %196#3 {layout = #nvvm.mma_layout<col>} : !llvm.ptr<3>, i32, i32, i32, i32
            %198 = llvm.load %135 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
            %199:4 = vector.to_elements %198 : vector<4xi32>
            %200 = llvm.getelementptr %136[%188] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
            nvvm.stmatrix %200, %199#0, %199#1, %199#2, %199#3 {layout = #nvvm.mma_layout<col>} : !llvm.ptr<3>, i32, i32, i32, i32
            nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
            nvvm.barrier id = %c1_i32 number_of_threads = %c128_i32
            scf.if %36 {
              %204 = arith.muli %arg32, %c4096_i32 overflow<nsw> : i32
              %205 = llvm.getelementptr %11[%204] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
              %206 = arith.muli %arg28, %c64_i32 overflow<nsw> : i32
              %207 = arith.addi %139, %206 overflow<nsw> : i32
              nvvm.cp.async.bulk.tensor.global.shared.cta %6, %205, box[%138, %207, %arg19] l2_cache_hint = %0 : !llvm.ptr, <3>
              nvvm.cp.async.bulk.commit.group
              nvvm.cp.async.bulk.wait_group 3 {read}
            }
            nvvm.barrier id = %c1_i32 number_of_threads = %c128_i32
            %201 = arith.addi %arg32, %c1_i32 : i32
            %202 = arith.cmpi eq, %201, %c4_i32 : i32
            %203 = arith.select %202, %c0_i32, %201 : i32
            scf.yield %183, %185, %186, %203 : i32, i32, i32, i32
          }
          %148 = nvvm.elect.sync -> i1
          scf.if %148 {
            %177 = llvm.getelementptr %45[%arg24] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %178 = nvvm.mbarrier.arrive %177, %c1_i32 : !llvm.ptr<3> -> i64
          }
          %149 = arith.addi %arg24, %c1_i32 : i32
          %150 = arith.addi %arg23, %c1_i32 : i32
          %151 = arith.cmpi eq, %149, %c2_i32 : i32
          %152 = arith.select %151, %c0_i32, %149 : i32
          %153 = scf.if %151 -> (i32) {
            %177 = arith.xori %arg25, %c1_i32 : i32
            scf.yield %177 : i32
          } else {
            scf.yield %arg25 : i32
          }
          %154 = arith.addi %arg26, %89 : i32
          %155 = arith.addi %arg27, %c1_i32 : i32
          %156 = arith.cmpi sgt, %92, %154 : i32
          %low_2, %high_3 = arith.mului_extended %154, %95 : i32
          %157 = arith.subi %154, %high_3 : i32
          %158 = arith.shrui %157, %98 : i32
          %159 = arith.addi %high_3, %158 : i32
          %160 = arith.shrui %159, %99 : i32
          %161 = arith.muli %160, %94 : i32
          %162 = arith.subi %154, %161 : i32
          %low_4, %high_5 = arith.mului_extended %160, %107 : i32
          %163 = arith.subi %160, %high_5 : i32
          %164 = arith.shrui %163, %110 : i32
          %165 = arith.addi %high_5, %164 : i32
          %166 = arith.shrui %165, %111 : i32
          %167 = arith.muli %166, %106 : i32
          %168 = arith.subi %160, %167 : i32
          %169 = nvvm.shfl.sync idx %c-1_i32, %162, %c0_i32, %c31_i32 : i32 -> i32
          %170 = arith.muli %168, %c8_i32 : i32
          %171 = arith.addi %170, %90 : i32
          %172 = nvvm.shfl.sync idx %c-1_i32, %171, %c0_i32, %c31_i32 : i32 -> i32
          %173 = nvvm.shfl.sync idx %c-1_i32, %166, %c0_i32, %c31_i32 : i32 -> i32
          %174 = arith.extui %156 : i1 to i32
          %175 = nvvm.shfl.sync idx %c-1_i32, %174, %c0_i32, %c31_i32 : i32 -> i32
          %176 = arith.cmpi ne, %175, %c0_i32 : i32
          scf.yield %169, %172, %173, %176, %147#0, %147#1, %147#2, %150, %152, %153, %154, %155 : i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32, i32
        }
        scf.if %36 {
          nvvm.tcgen05.relinquish_alloc_permit
        }
        nvvm.barrier id = %c1_i32 number_of_threads = %c128_i32
        scf.if %36 {
          %138 = llvm.inttoptr %63 : i32 to !llvm.ptr<6>
          nvvm.tcgen05.dealloc %138, %c128_i32 : !llvm.ptr<6>, i32
        }
        nvvm.cp.async.bulk.wait_group 0 {read}
      }
      %62 = arith.cmpi eq, %25, %c6_i32 : i32
      scf.if %62 {
        nvvm.mbarrier.try_wait.parity %48, %c1_i32, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %63 = llvm.getelementptr %32[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %63, %c1_i32, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      }
      return
    }
  }
  func.func @cutlass___call___cutlassoperatorsprovide_ha887c956(%arg0: !llvm_struct_0658d3, %arg1: !llvm_struct_0658d3, %arg2: !cuda.stream, %arg3: !llvm_struct_0658d3) -> i32 attributes {llvm.emit_c_interface} {
    %0 = ub.poison : !llvm_struct_1aab6d
    %1 = ub.poison : !llvm_struct_7bb797
    %2 = ub.poison : !llvm_struct_d63ee1
    %3 = ub.poison : !llvm_struct_2ed770
    %4 = ub.poison : !llvm_struct_3a3a74
    %5 = ub.poison : !llvm.struct<(i32, i32, i32)>
    %c4294967296_i64 = arith.constant 4294967296 : i64
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %c63_i64 = arith.constant 63 : i64
    %c287522_i64 = arith.constant 287522 : i64
    %c127_i64 = arith.constant 127 : i64
    %c9151314442816847872_i64 = arith.constant 9151314442816847872 : i64
    %c286754_i64 = arith.constant 286754 : i64
    %c4539628424389459968_i64 = arith.constant 4539628424389459968 : i64
    %c278562_i64 = arith.constant 278562 : i64
    %cst = arith.constant dense<0> : vector<4xi32>
    %c224_i32 = arith.constant 224 : i32
    %c230400_i64 = arith.constant 230400 : i64
    %c144_i32 = arith.constant 144 : i32
    %6 = ub.poison : !llvm.struct<()>
    %c1_i8 = arith.constant 1 : i8
    %c2_i32 = arith.constant 2 : i32
    %c32_i8 = arith.constant 32 : i8
    %c0_i8 = arith.constant 0 : i8
    %c1_i32 = arith.constant 1 : i32
    %c8_i32 = arith.constant 8 : i32
    %c128_i32 = arith.constant 128 : i32
    %c64_i32 = arith.constant 64 : i32
    %c15_i64 = arith.constant 15 : i64
    %c36_i64 = arith.constant 36 : i64
    %c21_i64 = arith.constant 21 : i64
    %c131072_i64 = arith.constant 131072 : i64
    %c8_i64 = arith.constant 8 : i64
    %c32_i64 = arith.constant 32 : i64
    %c2_i64 = arith.constant 2 : i64
    %c9007199254740991_i64 = arith.constant 9007199254740991 : i64
    %c16_i64 = arith.constant 16 : i64
    %c4_i64 = arith.constant 4 : i64
    %c4294967295_i64 = arith.constant 4294967295 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c16_i32 = arith.constant 16 : i32
    %c0_i32 = arith.constant 0 : i32
    %false = arith.constant false
    %7 = llvm.extractvalue %arg0[0] : !llvm_struct_0658d3
    %8 = llvm.extractvalue %arg1[0] : !llvm_struct_0658d3
    %9 = llvm.extractvalue %arg3[0] : !llvm_struct_0658d3
    %10 = llvm.extractvalue %arg0[1, 0, 0] : !llvm_struct_0658d3
    %11 = llvm.extractvalue %arg0[1, 0, 1] : !llvm_struct_0658d3
    %12 = llvm.extractvalue %arg0[1, 0, 2] : !llvm_struct_0658d3
    %13 = llvm.extractvalue %arg0[1, 1, 0] : !llvm_struct_0658d3
    %14 = llvm.extractvalue %arg0[1, 1, 1] : !llvm_struct_0658d3
    %15 = llvm.extractvalue %arg1[1, 0, 0] : !llvm_struct_0658d3
    %16 = llvm.extractvalue %arg1[1, 0, 1] : !llvm_struct_0658d3
    %17 = llvm.extractvalue %arg1[1, 0, 2] : !llvm_struct_0658d3
    %18 = llvm.extractvalue %arg1[1, 1, 0] : !llvm_struct_0658d3
    %19 = llvm.extractvalue %arg1[1, 1, 1] : !llvm_struct_0658d3
    %20 = llvm.insertvalue %11, %5[0] : !llvm.struct<(i32, i32, i32)>
    %21 = llvm.insertvalue %12, %20[1] : !llvm.struct<(i32, i32, i32)>
    %22 = llvm.insertvalue %10, %21[2] : !llvm.struct<(i32, i32, i32)>
    %23 = llvm.insertvalue %17, %5[0] : !llvm.struct<(i32, i32, i32)>
    %24 = llvm.insertvalue %16, %23[1] : !llvm.struct<(i32, i32, i32)>
    %25 = llvm.insertvalue %15, %24[2] : !llvm.struct<(i32, i32, i32)>
    %26 = llvm.extractvalue %arg3[1, 0, 0] : !llvm_struct_0658d3
    %27 = llvm.extractvalue %arg3[1, 0, 1] : !llvm_struct_0658d3
    %28 = llvm.extractvalue %arg3[1, 0, 2] : !llvm_struct_0658d3
    %29 = llvm.extractvalue %arg3[1, 1, 0] : !llvm_struct_0658d3
    %30 = llvm.extractvalue %arg3[1, 1, 1] : !llvm_struct_0658d3
    %31 = llvm.insertvalue %27, %5[0] : !llvm.struct<(i32, i32, i32)>
    %32 = llvm.insertvalue %28, %31[1] : !llvm.struct<(i32, i32, i32)>
    %33 = llvm.insertvalue %26, %32[2] : !llvm.struct<(i32, i32, i32)>
    %34 = llvm.insertvalue %false, %4[0] : !llvm_struct_3a3a74
    %35 = llvm.insertvalue %false, %34[1] : !llvm_struct_3a3a74
    %36 = llvm.insertvalue %false, %35[2] : !llvm_struct_3a3a74
    %37 = llvm.insertvalue %cst, %36[3] : !llvm_struct_3a3a74
    %38 = llvm.alloca %c16_i32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %39 = arith.extsi %11 : i32 to i64
    %40 = arith.extsi %12 : i32 to i64
    %41 = arith.extsi %10 : i32 to i64
    %42 = llvm.ptrtoint %7 : !llvm.ptr<1> to i64
    %43 = llvm.getelementptr %38[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %43 : i64, !llvm.ptr
    %44 = llvm.getelementptr %38[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %44 : i64, !llvm.ptr
    %45 = llvm.getelementptr %38[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %45 : i64, !llvm.ptr
    %46 = llvm.getelementptr %38[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %46 : i64, !llvm.ptr
    %47 = llvm.getelementptr %38[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %47 : i64, !llvm.ptr
    %48 = llvm.getelementptr %38[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %48 : i64, !llvm.ptr
    %49 = llvm.getelementptr %38[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %49 : i64, !llvm.ptr
    %50 = llvm.getelementptr %38[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %50 : i64, !llvm.ptr
    %51 = arith.divui %42, %c16_i64 : i64
    %52 = arith.andi %51, %c9007199254740991_i64 : i64
    %53 = arith.shli %52, %c4_i64 : i64
    llvm.store %53, %43 : i64, !llvm.ptr
    %54 = arith.subi %40, %c1_i64 : i64
    %55 = arith.subi %41, %c1_i64 : i64
    %56 = arith.muli %54, %14 : i64
    %57 = arith.muli %55, %13 : i64
    %58 = arith.addi %56, %57 : i64
    %59 = arith.muli %39, %c8_i64 : i64
    %60 = arith.divui %59, %c8_i64 : i64
    %61 = arith.addi %60, %58 : i64
    %62 = arith.cmpi uge, %61, %c131072_i64 : i64
    %63 = arith.extui %62 : i1 to i64
    %64 = arith.shli %63, %c21_i64 : i64
    %65 = arith.divui %14, %c16_i64 : i64
    %66 = arith.shli %65, %c32_i64 : i64
    %67 = arith.ori %64, %66 : i64
    %68 = arith.ori %67, %c278562_i64 : i64
    llvm.store %68, %44 : i64, !llvm.ptr
    %69 = arith.divui %13, %c16_i64 : i64
    %70 = arith.andi %69, %c4294967295_i64 : i64
    llvm.store %70, %45 : i64, !llvm.ptr
    %71 = arith.shrui %14, %c36_i64 : i64
    %72 = arith.andi %71, %c15_i64 : i64
    %73 = arith.shli %72, %c32_i64 : i64
    %74 = arith.shrui %13, %c36_i64 : i64
    %75 = arith.andi %74, %c15_i64 : i64
    %76 = arith.shli %75, %c36_i64 : i64
    %77 = arith.ori %73, %76 : i64
    llvm.store %77, %46 : i64, !llvm.ptr
    %78 = arith.subi %39, %c1_i64 : i64
    %79 = arith.andi %78, %c4294967295_i64 : i64
    %80 = arith.shli %54, %c32_i64 : i64
    %81 = arith.ori %79, %80 : i64
    llvm.store %81, %47 : i64, !llvm.ptr
    %82 = arith.andi %55, %c4294967295_i64 : i64
    llvm.store %82, %48 : i64, !llvm.ptr
    llvm.store %c4539628424389459968_i64, %49 : i64, !llvm.ptr
    llvm.store %c15_i64, %50 : i64, !llvm.ptr
    %83 = llvm.ptrtoint %38 : !llvm.ptr to i64
    %84 = llvm.inttoptr %83 : i64 to !llvm.ptr
    %85 = llvm.load %84 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %86 = llvm.insertvalue %85, %3[0] : !llvm_struct_2ed770
    %87 = llvm.insertvalue %22, %2[0] : !llvm_struct_d63ee1
    %88 = llvm.insertvalue %6, %87[1] : !llvm_struct_d63ee1
    %89 = llvm.insertvalue %6, %1[0] : !llvm_struct_7bb797
    %90 = llvm.insertvalue %88, %89[1] : !llvm_struct_7bb797
    %91 = llvm.alloca %c16_i32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %92 = arith.extsi %16 : i32 to i64
    %93 = arith.extsi %17 : i32 to i64
    %94 = arith.extsi %15 : i32 to i64
    %95 = llvm.ptrtoint %8 : !llvm.ptr<1> to i64
    %96 = llvm.getelementptr %91[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %96 : i64, !llvm.ptr
    %97 = llvm.getelementptr %91[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %97 : i64, !llvm.ptr
    %98 = llvm.getelementptr %91[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %98 : i64, !llvm.ptr
    %99 = llvm.getelementptr %91[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %99 : i64, !llvm.ptr
    %100 = llvm.getelementptr %91[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %100 : i64, !llvm.ptr
    %101 = llvm.getelementptr %91[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %101 : i64, !llvm.ptr
    %102 = llvm.getelementptr %91[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %102 : i64, !llvm.ptr
    %103 = llvm.getelementptr %91[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %103 : i64, !llvm.ptr
    %104 = arith.divui %95, %c16_i64 : i64
    %105 = arith.andi %104, %c9007199254740991_i64 : i64
    %106 = arith.shli %105, %c4_i64 : i64
    llvm.store %106, %96 : i64, !llvm.ptr
    %107 = arith.subi %93, %c1_i64 : i64
    %108 = arith.subi %94, %c1_i64 : i64
    %109 = arith.muli %107, %19 : i64
    %110 = arith.muli %108, %18 : i64
    %111 = arith.addi %109, %110 : i64
    %112 = arith.muli %92, %c8_i64 : i64
    %113 = arith.divui %112, %c8_i64 : i64
    %114 = arith.addi %113, %111 : i64
    %115 = arith.cmpi uge, %114, %c131072_i64 : i64
    %116 = arith.extui %115 : i1 to i64
    %117 = arith.shli %116, %c21_i64 : i64
    %118 = arith.divui %19, %c16_i64 : i64
    %119 = arith.shli %118, %c32_i64 : i64
    %120 = arith.ori %117, %119 : i64
    %121 = arith.ori %120, %c286754_i64 : i64
    llvm.store %121, %97 : i64, !llvm.ptr
    %122 = arith.divui %18, %c16_i64 : i64
    %123 = arith.andi %122, %c4294967295_i64 : i64
    llvm.store %123, %98 : i64, !llvm.ptr
    %124 = arith.shrui %19, %c36_i64 : i64
    %125 = arith.andi %124, %c15_i64 : i64
    %126 = arith.shli %125, %c32_i64 : i64
    %127 = arith.shrui %18, %c36_i64 : i64
    %128 = arith.andi %127, %c15_i64 : i64
    %129 = arith.shli %128, %c36_i64 : i64
    %130 = arith.ori %126, %129 : i64
    llvm.store %130, %99 : i64, !llvm.ptr
    %131 = arith.subi %92, %c1_i64 : i64
    %132 = arith.andi %131, %c4294967295_i64 : i64
    %133 = arith.shli %107, %c32_i64 : i64
    %134 = arith.ori %132, %133 : i64
    llvm.store %134, %100 : i64, !llvm.ptr
    %135 = arith.andi %108, %c4294967295_i64 : i64
    llvm.store %135, %101 : i64, !llvm.ptr
    llvm.store %c9151314442816847872_i64, %102 : i64, !llvm.ptr
    llvm.store %c127_i64, %103 : i64, !llvm.ptr
    %136 = llvm.ptrtoint %91 : !llvm.ptr to i64
    %137 = llvm.inttoptr %136 : i64 to !llvm.ptr
    %138 = llvm.load %137 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %139 = llvm.insertvalue %138, %3[0] : !llvm_struct_2ed770
    %140 = llvm.insertvalue %25, %2[0] : !llvm_struct_d63ee1
    %141 = llvm.insertvalue %6, %140[1] : !llvm_struct_d63ee1
    %142 = llvm.insertvalue %6, %1[0] : !llvm_struct_7bb797
    %143 = llvm.insertvalue %141, %142[1] : !llvm_struct_7bb797
    %144 = llvm.alloca %c16_i32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %145 = arith.extsi %27 : i32 to i64
    %146 = arith.extsi %28 : i32 to i64
    %147 = arith.muli %30, %c2_i64 : i64
    %148 = arith.extsi %26 : i32 to i64
    %149 = arith.muli %29, %c2_i64 : i64
    %150 = llvm.ptrtoint %9 : !llvm.ptr<1> to i64
    %151 = llvm.getelementptr %144[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %151 : i64, !llvm.ptr
    %152 = llvm.getelementptr %144[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %152 : i64, !llvm.ptr
    %153 = llvm.getelementptr %144[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %153 : i64, !llvm.ptr
    %154 = llvm.getelementptr %144[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %154 : i64, !llvm.ptr
    %155 = llvm.getelementptr %144[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %155 : i64, !llvm.ptr
    %156 = llvm.getelementptr %144[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %156 : i64, !llvm.ptr
    %157 = llvm.getelementptr %144[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %157 : i64, !llvm.ptr
    %158 = llvm.getelementptr %144[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %158 : i64, !llvm.ptr
    %159 = arith.divui %150, %c16_i64 : i64
    %160 = arith.andi %159, %c9007199254740991_i64 : i64
    %161 = arith.shli %160, %c4_i64 : i64
    llvm.store %161, %151 : i64, !llvm.ptr
    %162 = arith.subi %146, %c1_i64 : i64
    %163 = arith.subi %148, %c1_i64 : i64
    %164 = arith.muli %162, %147 : i64
    %165 = arith.muli %163, %149 : i64
    %166 = arith.addi %164, %165 : i64
    %167 = arith.muli %145, %c16_i64 : i64
    %168 = arith.divui %167, %c8_i64 : i64
    %169 = arith.addi %168, %166 : i64
    %170 = arith.cmpi uge, %169, %c131072_i64 : i64
    %171 = arith.extui %170 : i1 to i64
    %172 = arith.shli %171, %c21_i64 : i64
    %173 = arith.divui %147, %c16_i64 : i64
    %174 = arith.shli %173, %c32_i64 : i64
    %175 = arith.ori %172, %174 : i64
    %176 = arith.ori %175, %c287522_i64 : i64
    llvm.store %176, %152 : i64, !llvm.ptr
    %177 = arith.divui %149, %c16_i64 : i64
    %178 = arith.andi %177, %c4294967295_i64 : i64
    llvm.store %178, %153 : i64, !llvm.ptr
    %179 = arith.shrui %147, %c36_i64 : i64
    %180 = arith.andi %179, %c15_i64 : i64
    %181 = arith.shli %180, %c32_i64 : i64
    %182 = arith.shrui %149, %c36_i64 : i64
    %183 = arith.andi %182, %c15_i64 : i64
    %184 = arith.shli %183, %c36_i64 : i64
    %185 = arith.ori %181, %184 : i64
    llvm.store %185, %154 : i64, !llvm.ptr
    %186 = arith.subi %145, %c1_i64 : i64
    %187 = arith.andi %186, %c4294967295_i64 : i64
    %188 = arith.shli %162, %c32_i64 : i64
    %189 = arith.ori %187, %188 : i64
    llvm.store %189, %155 : i64, !llvm.ptr
    %190 = arith.andi %163, %c4294967295_i64 : i64
    llvm.store %190, %156 : i64, !llvm.ptr
    llvm.store %c4539628424389459968_i64, %157 : i64, !llvm.ptr
    llvm.store %c63_i64, %158 : i64, !llvm.ptr
    %191 = llvm.ptrtoint %144 : !llvm.ptr to i64
    %192 = llvm.inttoptr %191 : i64 to !llvm.ptr
    %193 = llvm.load %192 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %194 = llvm.insertvalue %193, %3[0] : !llvm_struct_2ed770
    %195 = llvm.insertvalue %33, %2[0] : !llvm_struct_d63ee1
    %196 = llvm.insertvalue %6, %195[1] : !llvm_struct_d63ee1
    %197 = llvm.insertvalue %6, %1[0] : !llvm_struct_7bb797
    %198 = llvm.insertvalue %196, %197[1] : !llvm_struct_7bb797
    %199 = arith.ceildivsi %27, %c64_i32 : i32
    %200 = arith.ceildivsi %28, %c128_i32 : i32
    %201 = arith.ceildivsi %200, %c8_i32 : i32
    %202 = arith.cmpi eq, %199, %c1_i32 : i32
    %203 = scf.if %202 -> (i8) {
      scf.yield %c0_i8 : i8
    } else {
      %246 = arith.cmpi uge, %199, %c-2147483648_i32 : i32
      %247 = scf.if %246 -> (i8) {
        scf.yield %c32_i8 : i8
      } else {
        %248:2 = scf.while (%arg4 = %c2_i32, %arg5 = %c1_i8) : (i32, i8) -> (i32, i8) {
          %249 = arith.cmpi ult, %arg4, %199 : i32
          scf.condition(%249) %arg4, %arg5 : i32, i8
        } do {
        ^bb0(%arg4: i32, %arg5: i8):
          %249 = arith.muli %arg4, %c2_i32 : i32
          %250 = arith.addi %arg5, %c1_i8 : i8
          scf.yield %249, %250 : i32, i8
        }
        scf.yield %248#1 : i8
      }
      scf.yield %247 : i8
    }
    %204 = arith.extui %203 : i8 to i64
    %205 = arith.extui %199 : i32 to i64
    %206 = arith.shli %c1_i64, %204 : i64
    %207 = arith.subi %206, %205 : i64
    %208 = arith.muli %207, %c4294967296_i64 : i64
    %209 = arith.divui %208, %205 : i64
    %210 = arith.addi %209, %c1_i64 : i64
    %211 = arith.trunci %210 : i64 to i32
    %212 = arith.minui %203, %c1_i8 : i8
    %213 = arith.cmpi ult, %203, %c1_i8 : i8
    %214 = arith.subi %203, %c1_i8 : i8
    %215 = arith.select %213, %c0_i8, %214 : i8
    %216 = llvm.insertvalue %199, %0[0] : !llvm_struct_1aab6d
    %217 = llvm.insertvalue %211, %216[1] : !llvm_struct_1aab6d
    %218 = llvm.insertvalue %212, %217[2] : !llvm_struct_1aab6d
    %219 = llvm.insertvalue %215, %218[3] : !llvm_struct_1aab6d
    %220 = arith.cmpi eq, %201, %c1_i32 : i32
    %221 = scf.if %220 -> (i8) {
      scf.yield %c0_i8 : i8
    } else {
      %246 = arith.cmpi uge, %201, %c-2147483648_i32 : i32
      %247 = scf.if %246 -> (i8) {
        scf.yield %c32_i8 : i8
      } else {
        %248:2 = scf.while (%arg4 = %c2_i32, %arg5 = %c1_i8) : (i32, i8) -> (i32, i8) {
          %249 = arith.cmpi ult, %arg4, %201 : i32
          scf.condition(%249) %arg4, %arg5 : i32, i8
        } do {
        ^bb0(%arg4: i32, %arg5: i8):
          %249 = arith.muli %arg4, %c2_i32 : i32
          %250 = arith.addi %arg5, %c1_i8 : i8
          scf.yield %249, %250 : i32, i8
        }
        scf.yield %248#1 : i8
      }
      scf.yield %247 : i8
    }
    %222 = arith.extui %221 : i8 to i64
    %223 = arith.extui %201 : i32 to i64
    %224 = arith.shli %c1_i64, %222 : i64
    %225 = arith.subi %224, %223 : i64
    %226 = arith.muli %225, %c4294967296_i64 : i64
    %227 = arith.divui %226, %223 : i64
    %228 = arith.addi %227, %c1_i64 : i64
    %229 = arith.trunci %228 : i64 to i32
    %230 = arith.minui %221, %c1_i8 : i8
    %231 = arith.cmpi ult, %221, %c1_i8 : i8
    %232 = arith.subi %221, %c1_i8 : i8
    %233 = arith.select %231, %c0_i8, %232 : i8
    %234 = llvm.insertvalue %201, %0[0] : !llvm_struct_1aab6d
    %235 = llvm.insertvalue %229, %234[1] : !llvm_struct_1aab6d
    %236 = llvm.insertvalue %230, %235[2] : !llvm_struct_1aab6d
    %237 = llvm.insertvalue %233, %236[3] : !llvm_struct_1aab6d
    %238 = arith.muli %201, %c8_i32 overflow<nsw> : i32
    %239 = arith.muli %199, %238 overflow<nsw> : i32
    %240 = arith.muli %239, %26 overflow<nsw> : i32
    %241 = arith.minsi %240, %c144_i32 : i32
    %242 = arith.floordivsi %241, %c8_i32 : i32
    %243 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c224_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c230400_i64, gridDim = (%c1_i32, %c8_i32, %242), stream = %arg2) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%243] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cluster_dim[%243] (%c1_i32, %c8_i32, %c1_i32) : !cuda_launch_cfg_2cf94c, i32, i32, i32
    cuda.launch_cfg.cooperative[%243] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %244 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cutlassoperatorspr_ha32f366b_0<%243> (%37, %86, %90, %139, %143, %199, %200, %26, %219, %237, %199, %200, %26, %219, %237, %194, %198) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_3a3a74, !llvm_struct_2ed770, !llvm_struct_7bb797, !llvm_struct_2ed770, !llvm_struct_7bb797, i32, i32, i32, !llvm_struct_1aab6d, !llvm_struct_1aab6d, i32, i32, i32, !llvm_struct_1aab6d, !llvm_struct_1aab6d, !llvm_struct_2ed770, !llvm_struct_7bb797) -> !cuda.result
    %245 = cuda.cast %244 : !cuda.result -> i32
    cuda.return_if_error %245 : i32
    return %c0_i32 : i32
  }
}
