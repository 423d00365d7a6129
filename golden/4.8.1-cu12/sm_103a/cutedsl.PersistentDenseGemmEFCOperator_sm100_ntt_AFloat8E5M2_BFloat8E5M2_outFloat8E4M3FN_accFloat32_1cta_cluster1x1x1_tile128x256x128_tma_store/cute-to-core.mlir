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
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cutlassoperatorspr_ha32f366b_0' launch shared memory exceeds current GPU arch sm_103a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    cuda.kernel @kernel_cutlass_kernel_cutlassoperatorspr_ha32f366b_0(%arg0: !llvm_struct_3a3a74, %arg1: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg2: !llvm_struct_7bb797, %arg3: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg4: !llvm_struct_7bb797, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: !llvm_struct_1aab6d, %arg9: !llvm_struct_1aab6d, %arg10: i32, %arg11: i32, %arg12: i32, %arg13: !llvm_struct_1aab6d, %arg14: !llvm_struct_1aab6d, %arg15: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg16: !llvm_struct_7bb797) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 224, 1, 1>, exact_cluster_dim = array<i64: 1, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 224, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.zero : i64
      %c3_i64 = arith.constant 3 : i64
      %c128_i64 = arith.constant 128 : i64
      %c4096_i32 = arith.constant 4096 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %c32768_i32 = arith.constant 32768 : i32
      %c16384_i32 = arith.constant 16384 : i32
      %c0_i8 = arith.constant 0 : i8
      %c2_i8 = arith.constant 2 : i8
      %c64_i32 = arith.constant 64 : i32
      %c1024_i64 = arith.constant 1024 : i64
      %c31_i32 = arith.constant 31 : i32
      %c-1_i32 = arith.constant -1 : i32
      %1 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %c2_i32 = arith.constant 2 : i32
      %c5_i32 = arith.constant 5 : i32
      %c0_i32 = arith.constant 0 : i32
      %c4_i32 = arith.constant 4 : i32
      %c128_i32 = arith.constant 128 : i32
      %c256_i32 = arith.constant 256 : i32
      %c10000000_i32 = arith.constant 10000000 : i32
      %true = arith.constant true
      %c49152_i32 = arith.constant 49152 : i32
      %c160_i32 = arith.constant 160 : i32
      %false = arith.constant false
      %c138511504_i32 = arith.constant 138511504 : i32
      %c13_i32 = arith.constant 13 : i32
      %c14_i32 = arith.constant 14 : i32
      %c512_i32 = arith.constant 512 : i32
      %c2097152_i32 = arith.constant 2097152 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %c8_i32 = arith.constant 8 : i32
      %c6_i32 = arith.constant 6 : i32
      %c32_i32 = arith.constant 32 : i32
      %c1_i32 = arith.constant 1 : i32
      %2 = llvm.alloca %c32_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %3 = llvm.alloca %c32_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %4 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %5 = llvm.getelementptr %arg3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %6 = llvm.getelementptr %arg15[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %7 = llvm.ptrtoint %1 : !llvm.ptr<3> to i32
      %8 = nvvm.shfl.sync idx %c-1_i32, %7, %c0_i32, %c31_i32 : i32 -> i32
      %9 = arith.extui %8 : i32 to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%10, %c1024_i64 : !llvm.ptr<3>, i64)] : i1
      %11 = llvm.getelementptr %10[197632] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %12 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %13 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %14 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %15 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %16 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %17 = arith.muli %13, %15 : i32
      %18 = arith.addi %12, %17 : i32
      %19 = arith.muli %14, %15 : i32
      %20 = arith.muli %19, %16 : i32
      %21 = arith.addi %18, %20 : i32
      %22 = arith.floordivsi %21, %c32_i32 : i32
      %23 = nvvm.shfl.sync idx %c-1_i32, %22, %c0_i32, %c31_i32 : i32 -> i32
      %24 = nvvm.shfl.sync idx %c-1_i32, %23, %c0_i32, %c31_i32 : i32 -> i32
      %25 = arith.cmpi eq, %24, %c5_i32 : i32
      scf.if %25 {
        nvvm.prefetch tensormap, %arg1 : !llvm.ptr
        nvvm.prefetch tensormap, %arg3 : !llvm.ptr
        nvvm.prefetch tensormap, %arg15 : !llvm.ptr
      }
      %26 = llvm.getelementptr %10[64] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %27 = llvm.getelementptr %10[96] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %28 = llvm.getelementptr %10[136] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %29 = llvm.getelementptr %10[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %30 = llvm.getelementptr %10[66560] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %31 = arith.cmpi eq, %24, %c0_i32 : i32
      scf.if %31 {
        %46 = nvvm.elect.sync -> i1
        scf.if %46 {
          nvvm.mbarrier.init %10, %c1_i32 : !llvm.ptr<3>, i32
          %47 = llvm.getelementptr %10[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %47, %c1_i32 : !llvm.ptr<3>, i32
          %48 = llvm.getelementptr %10[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %48, %c1_i32 : !llvm.ptr<3>, i32
          %49 = llvm.getelementptr %10[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %49, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      %32 = llvm.getelementptr %10[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      scf.if %31 {
        %46 = nvvm.elect.sync -> i1
        scf.if %46 {
          nvvm.mbarrier.init %32, %c1_i32 : !llvm.ptr<3>, i32
          %47 = llvm.getelementptr %10[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %47, %c1_i32 : !llvm.ptr<3>, i32
          %48 = llvm.getelementptr %10[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %48, %c1_i32 : !llvm.ptr<3>, i32
          %49 = llvm.getelementptr %10[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %49, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      scf.if %31 {
        %46 = nvvm.elect.sync -> i1
        scf.if %46 {
          nvvm.mbarrier.init %26, %c1_i32 : !llvm.ptr<3>, i32
          %47 = llvm.getelementptr %26[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %47, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      %33 = llvm.getelementptr %26[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      scf.if %31 {
        %46 = nvvm.elect.sync -> i1
        scf.if %46 {
          nvvm.mbarrier.init %33, %c4_i32 : !llvm.ptr<3>, i32
          %47 = llvm.getelementptr %26[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %47, %c4_i32 : !llvm.ptr<3>, i32
        }
      }
      scf.if %31 {
        %46 = nvvm.elect.sync -> i1
        scf.if %46 {
          nvvm.mbarrier.init %27, %c2_i32 : !llvm.ptr<3>, i32
          %47 = llvm.getelementptr %27[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %47, %c2_i32 : !llvm.ptr<3>, i32
        }
      }
      %34 = llvm.getelementptr %27[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      scf.if %31 {
        %46 = nvvm.elect.sync -> i1
        scf.if %46 {
          nvvm.mbarrier.init %34, %c4_i32 : !llvm.ptr<3>, i32
          %47 = llvm.getelementptr %27[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %47, %c4_i32 : !llvm.ptr<3>, i32
        }
      }
      nvvm.fence.mbarrier.init
      %35 = llvm.extractvalue %arg2[1, 0, 1] : !llvm_struct_7bb797
      %36 = arith.ceildivsi %35, %c128_i32 : i32
      %37 = llvm.ptrtoint %29 : !llvm.ptr<3> to i32
      %38 = arith.shrui %37, %c4_i32 : i32
      %39 = nvvm.tcgen05.mma_smem_desc(%38, %c0_i32, %c64_i32, %c0_i8, %false, %c2_i8) : (i32, i32, i32, i8, i1, i8) -> i64
      %40 = llvm.ptrtoint %30 : !llvm.ptr<3> to i32
      %41 = arith.shrui %40, %c4_i32 : i32
      %42 = nvvm.tcgen05.mma_smem_desc(%41, %c1024_i32, %c64_i32, %c0_i8, %false, %c2_i8) : (i32, i32, i32, i8, i1, i8) -> i64
      nvvm.barrier
      scf.if %25 {
        %46 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
        %47 = nvvm.read.ptx.sreg.nctaid.x range <i32, 1, 2147483647> : i32
        %48 = nvvm.read.ptx.sreg.nctaid.y range <i32, 1, 65535> : i32
        %49 = nvvm.read.ptx.sreg.nctaid.z range <i32, 1, 65535> : i32
        %50 = arith.muli %47, %48 overflow<nsw> : i32
        %51 = arith.muli %50, %49 overflow<nsw> : i32
        %52 = arith.muli %arg5, %arg6 overflow<nsw> : i32
        %53 = arith.muli %52, %arg7 overflow<nsw> : i32
        %54 = arith.cmpi sgt, %53, %46 : i32
        %55 = llvm.extractvalue %arg8[0] : !llvm_struct_1aab6d
        %56 = llvm.extractvalue %arg8[1] : !llvm_struct_1aab6d
        %57 = llvm.extractvalue %arg8[2] : !llvm_struct_1aab6d
        %58 = llvm.extractvalue %arg8[3] : !llvm_struct_1aab6d
        %59 = arith.extui %57 : i8 to i32
        %60 = arith.extui %58 : i8 to i32
        %low, %high = arith.mului_extended %46, %56 : i32
        %61 = arith.subi %46, %high : i32
        %62 = arith.shrui %61, %59 : i32
        %63 = arith.addi %high, %62 : i32
        %64 = arith.shrui %63, %60 : i32
        %65 = arith.muli %64, %55 : i32
        %66 = arith.subi %46, %65 : i32
        %67 = llvm.extractvalue %arg9[0] : !llvm_struct_1aab6d
        %68 = llvm.extractvalue %arg9[1] : !llvm_struct_1aab6d
        %69 = llvm.extractvalue %arg9[2] : !llvm_struct_1aab6d
        %70 = llvm.extractvalue %arg9[3] : !llvm_struct_1aab6d
        %71 = arith.extui %69 : i8 to i32
        %72 = arith.extui %70 : i8 to i32
        %low_0, %high_1 = arith.mului_extended %64, %68 : i32
        %73 = arith.subi %64, %high_1 : i32
        %74 = arith.shrui %73, %71 : i32
        %75 = arith.addi %high_1, %74 : i32
        %76 = arith.shrui %75, %72 : i32
        %77 = arith.muli %76, %67 : i32
        %78 = arith.subi %64, %77 : i32
        %79 = nvvm.shfl.sync idx %c-1_i32, %66, %c0_i32, %c31_i32 : i32 -> i32
        %80 = nvvm.shfl.sync idx %c-1_i32, %78, %c0_i32, %c31_i32 : i32 -> i32
        %81 = nvvm.shfl.sync idx %c-1_i32, %76, %c0_i32, %c31_i32 : i32 -> i32
        %82 = arith.extui %54 : i1 to i32
        %83 = nvvm.shfl.sync idx %c-1_i32, %82, %c0_i32, %c31_i32 : i32 -> i32
        %84 = arith.cmpi ne, %83, %c0_i32 : i32
        %85:7 = scf.while (%arg17 = %79, %arg18 = %80, %arg19 = %81, %arg20 = %84, %arg21 = %c0_i32, %arg22 = %c1_i32, %arg23 = %46, %arg24 = %c0_i32) : (i32, i32, i32, i1, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
          scf.condition(%arg20) %arg17, %arg18, %arg19, %arg21, %arg22, %arg23, %arg24 : i32, i32, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32):
          %102 = arith.muli %arg17, %c128_i32 overflow<nsw> : i32
          %103 = arith.muli %arg18, %c256_i32 overflow<nsw> : i32
          %104 = llvm.getelementptr %32[%arg20] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %105 = nvvm.mbarrier.wait.parity %104, %arg21 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
          %106:5 = scf.for %arg24 = %c0_i32 to %36 step %c1_i32 iter_args(%arg25 = %105, %arg26 = %c0_i32, %arg27 = %arg20, %arg28 = %arg21, %arg29 = %c1_i32) -> (i1, i32, i32, i32, i32)  : i32 {
            %128 = arith.extui %arg25 : i1 to i32
            %129 = arith.cmpi eq, %128, %c0_i32 : i32
            scf.if %129 {
              %150 = llvm.getelementptr %32[%arg27] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              nvvm.mbarrier.try_wait.parity %150, %arg28, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            }
            %130 = nvvm.elect.sync -> i1
            scf.if %130 {
              %150 = llvm.getelementptr %10[%arg27] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              %151 = nvvm.mbarrier.arrive.expect_tx %150, %c49152_i32 : !llvm.ptr<3>, i32 -> i64
            }
            %131 = arith.addi %arg27, %c1_i32 : i32
            %132 = arith.cmpi eq, %131, %c4_i32 : i32
            %133 = arith.select %132, %c0_i32, %131 : i32
            %134 = scf.if %132 -> (i32) {
              %150 = arith.xori %arg28, %c1_i32 : i32
              scf.yield %150 : i32
            } else {
              scf.yield %arg28 : i32
            }
            %135 = arith.muli %arg26, %c128_i32 overflow<nsw> : i32
            %136 = arith.muli %arg27, %c16384_i32 overflow<nsw> : i32
            %137 = llvm.getelementptr %29[%136] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
            %138 = llvm.getelementptr %10[%arg27] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %139 = nvvm.elect.sync -> i1
            scf.if %139 {
              nvvm.cp.async.bulk.tensor.shared.cluster.global %137, %4, %138, box[%102, %135, %arg19] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
            }
            %140 = arith.muli %arg26, %c128_i32 overflow<nsw> : i32
            %141 = arith.muli %arg27, %c32768_i32 overflow<nsw> : i32
            %142 = llvm.getelementptr %30[%141] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
            %143 = nvvm.elect.sync -> i1
            scf.if %143 {
              nvvm.cp.async.bulk.tensor.shared.cluster.global %142, %5, %138, box[%103, %140, %arg19] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
            }
            %144 = arith.addi %103, %c128_i32 overflow<nsw> : i32
            %145 = llvm.getelementptr %142[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %146 = nvvm.elect.sync -> i1
            scf.if %146 {
              nvvm.cp.async.bulk.tensor.shared.cluster.global %145, %5, %138, box[%144, %140, %arg19] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
            }
            %147 = arith.cmpi sgt, %36, %arg29 : i32
            %148 = scf.if %147 -> (i1) {
              %150 = llvm.getelementptr %32[%133] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              %151 = nvvm.mbarrier.wait.parity %150, %134 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
              scf.yield %151 : i1
            } else {
              scf.yield %true : i1
            }
            %149 = arith.addi %arg29, %c1_i32 : i32
            scf.yield %148, %arg29, %133, %134, %149 : i1, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          %107 = arith.addi %arg22, %51 : i32
          %108 = arith.addi %arg23, %c1_i32 : i32
          %109 = arith.cmpi sgt, %53, %107 : i32
          %low_2, %high_3 = arith.mului_extended %107, %56 : i32
          %110 = arith.subi %107, %high_3 : i32
          %111 = arith.shrui %110, %59 : i32
          %112 = arith.addi %high_3, %111 : i32
          %113 = arith.shrui %112, %60 : i32
          %114 = arith.muli %113, %55 : i32
          %115 = arith.subi %107, %114 : i32
          %low_4, %high_5 = arith.mului_extended %113, %68 : i32
          %116 = arith.subi %113, %high_5 : i32
          %117 = arith.shrui %116, %71 : i32
          %118 = arith.addi %high_5, %117 : i32
          %119 = arith.shrui %118, %72 : i32
          %120 = arith.muli %119, %67 : i32
          %121 = arith.subi %113, %120 : i32
          %122 = nvvm.shfl.sync idx %c-1_i32, %115, %c0_i32, %c31_i32 : i32 -> i32
          %123 = nvvm.shfl.sync idx %c-1_i32, %121, %c0_i32, %c31_i32 : i32 -> i32
          %124 = nvvm.shfl.sync idx %c-1_i32, %119, %c0_i32, %c31_i32 : i32 -> i32
          %125 = arith.extui %109 : i1 to i32
          %126 = nvvm.shfl.sync idx %c-1_i32, %125, %c0_i32, %c31_i32 : i32 -> i32
          %127 = arith.cmpi ne, %126, %c0_i32 : i32
          scf.yield %122, %123, %124, %127, %106#2, %106#3, %107, %108 : i32, i32, i32, i1, i32, i32, i32, i32
        }
        %86 = llvm.getelementptr %32[%85#3] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %86, %85#4, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %87 = arith.addi %85#3, %c1_i32 : i32
        %88 = arith.cmpi eq, %87, %c4_i32 : i32
        %89 = arith.select %88, %c0_i32, %87 : i32
        %90 = scf.if %88 -> (i32) {
          %102 = arith.xori %85#4, %c1_i32 : i32
          scf.yield %102 : i32
        } else {
          scf.yield %85#4 : i32
        }
        %91 = llvm.getelementptr %32[%89] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %91, %90, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %92 = arith.addi %89, %c1_i32 : i32
        %93 = arith.cmpi eq, %92, %c4_i32 : i32
        %94 = arith.select %93, %c0_i32, %92 : i32
        %95 = scf.if %93 -> (i32) {
          %102 = arith.xori %90, %c1_i32 : i32
          scf.yield %102 : i32
        } else {
          scf.yield %90 : i32
        }
        %96 = llvm.getelementptr %32[%94] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %96, %95, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %97 = arith.addi %94, %c1_i32 : i32
        %98 = arith.cmpi eq, %97, %c4_i32 : i32
        %99 = arith.select %98, %c0_i32, %97 : i32
        %100 = scf.if %98 -> (i32) {
          %102 = arith.xori %95, %c1_i32 : i32
          scf.yield %102 : i32
        } else {
          scf.yield %95 : i32
        }
        %101 = llvm.getelementptr %32[%99] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %101, %100, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      }
      %43 = arith.cmpi eq, %24, %c4_i32 : i32
      scf.if %43 {
        nvvm.barrier id = %c2_i32 number_of_threads = %c160_i32
        %46 = llvm.load %28 : !llvm.ptr<3> -> i32
        %47 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
        %48 = nvvm.read.ptx.sreg.nctaid.x range <i32, 1, 2147483647> : i32
        %49 = nvvm.read.ptx.sreg.nctaid.y range <i32, 1, 65535> : i32
        %50 = nvvm.read.ptx.sreg.nctaid.z range <i32, 1, 65535> : i32
        %51 = arith.muli %48, %49 overflow<nsw> : i32
        %52 = arith.muli %51, %50 overflow<nsw> : i32
        %53 = arith.muli %arg5, %arg6 overflow<nsw> : i32
        %54 = arith.muli %53, %arg7 overflow<nsw> : i32
        %55 = arith.cmpi sgt, %54, %47 : i32
        %56 = arith.extui %55 : i1 to i32
        %57 = nvvm.shfl.sync idx %c-1_i32, %56, %c0_i32, %c31_i32 : i32 -> i32
        %58 = arith.cmpi ne, %57, %c0_i32 : i32
        %59 = llvm.bitcast %39 : i64 to vector<2xi32>
        %60 = vector.extract %59[0] : i32 from vector<2xi32>
        %61 = llvm.bitcast %42 : i64 to vector<2xi32>
        %62 = vector.extract %61[0] : i32 from vector<2xi32>
        %63:8 = scf.while (%arg17 = %58, %arg18 = %c0_i32, %arg19 = %c0_i32, %arg20 = %arg0, %arg21 = %c0_i32, %arg22 = %c0_i32, %arg23 = %c1_i32, %arg24 = %47, %arg25 = %c0_i32) : (i1, i32, i32, !llvm_struct_3a3a74, i32, i32, i32, i32, i32) -> (i32, i32, !llvm_struct_3a3a74, i32, i32, i32, i32, i32) {
          scf.condition(%arg17) %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25 : i32, i32, !llvm_struct_3a3a74, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg17: i32, %arg18: i32, %arg19: !llvm_struct_3a3a74, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32):
          %68 = arith.muli %arg21, %c256_i32 overflow<nsw> : i32
          %69 = arith.addi %46, %68 : i32
          %70 = llvm.getelementptr %10[%arg17] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %71 = nvvm.mbarrier.wait.parity %70, %arg18 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
          %72 = llvm.getelementptr %33[%arg21] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %72, %arg22, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %73 = llvm.insertvalue %false, %arg19[0] : !llvm_struct_3a3a74
          %74 = llvm.inttoptr %69 : i32 to !llvm.ptr<6>
          %75:6 = scf.for %arg25 = %c0_i32 to %36 step %c1_i32 iter_args(%arg26 = %71, %arg27 = %c0_i32, %arg28 = %arg17, %arg29 = %arg18, %arg30 = %73, %arg31 = %c1_i32) -> (i1, i32, i32, i32, !llvm_struct_3a3a74, i32)  : i32 {
            %88 = arith.extui %arg26 : i1 to i32
            %89 = arith.cmpi eq, %88, %c0_i32 : i32
            scf.if %89 {
              %105 = llvm.getelementptr %10[%arg28] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              nvvm.mbarrier.try_wait.parity %105, %arg29, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            }
            %90 = arith.addi %arg28, %c1_i32 : i32
            %91 = arith.cmpi eq, %90, %c4_i32 : i32
            %92 = arith.select %91, %c0_i32, %90 : i32
            %93 = scf.if %91 -> (i32) {
              %105 = arith.xori %arg29, %c1_i32 : i32
              scf.yield %105 : i32
            } else {
              scf.yield %arg29 : i32
            }
            %94 = arith.cmpi ne, %arg25, %c0_i32 : i32
            %95 = llvm.insertvalue %94, %arg30[0] : !llvm_struct_3a3a74
            %96 = arith.muli %arg28, %c1024_i32 overflow<nsw> : i32
            %97 = arith.addi %60, %96 : i32
            %98 = arith.muli %arg28, %c2048_i32 overflow<nsw> : i32
            %99 = arith.addi %62, %98 : i32
            %100 = scf.for %arg32 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg33 = %95) -> (!llvm_struct_3a3a74)  : i32 {
              %105 = arith.muli %arg32, %c256_i32 overflow<nsw> : i32
              %106 = arith.addi %97, %105 : i32
              %107 = vector.insert %106, %59 [0] : i32 into vector<2xi32>
              %108 = llvm.bitcast %107 : vector<2xi32> to i64
              %109 = arith.addi %99, %105 : i32
              %110 = vector.insert %109, %61 [0] : i32 into vector<2xi32>
              %111 = llvm.bitcast %110 : vector<2xi32> to i64
              %112 = llvm.extractvalue %arg33[1] : !llvm_struct_3a3a74
              %113 = llvm.extractvalue %arg33[2] : !llvm_struct_3a3a74
              %114 = llvm.extractvalue %arg33[0] : !llvm_struct_3a3a74
              %115 = arith.extui %112 : i1 to i32
              %116 = arith.extui %113 : i1 to i32
              %117 = arith.shli %115, %c13_i32 : i32
              %118 = arith.shli %116, %c14_i32 : i32
              %119 = arith.ori %117, %c138511504_i32 : i32
              %120 = arith.ori %119, %118 : i32
              %121 = llvm.extractvalue %arg33[3] : !llvm_struct_3a3a74
              %122 = nvvm.elect.sync -> i1
              scf.if %122 {
                nvvm.tcgen05.mma %74, %108, %111, %120, %114 mask = %121 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f8f6f4>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
              }
              %123 = llvm.insertvalue %true, %arg33[0] : !llvm_struct_3a3a74
              scf.yield %123 : !llvm_struct_3a3a74
            } {loop_annotation = #loop_annotation1}
            %101 = nvvm.elect.sync -> i1
            scf.if %101 {
              %105 = llvm.getelementptr %32[%arg28] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              nvvm.tcgen05.commit %105 : !llvm.ptr<3>
            }
            %102 = arith.cmpi sgt, %36, %arg31 : i32
            %103 = scf.if %102 -> (i1) {
              %105 = llvm.getelementptr %10[%92] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              %106 = nvvm.mbarrier.wait.parity %105, %93 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
              scf.yield %106 : i1
            } else {
              scf.yield %true : i1
            }
            %104 = arith.addi %arg31, %c1_i32 : i32
            scf.yield %103, %arg31, %92, %93, %95, %104 : i1, i32, i32, i32, !llvm_struct_3a3a74, i32
          }
          %76 = nvvm.elect.sync -> i1
          scf.if %76 {
            %88 = llvm.getelementptr %26[%arg21] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            nvvm.tcgen05.commit %88 : !llvm.ptr<3>
          }
          %77 = arith.addi %arg21, %c1_i32 : i32
          %78 = arith.addi %arg20, %c1_i32 : i32
          %79 = arith.cmpi eq, %77, %c2_i32 : i32
          %80 = arith.select %79, %c0_i32, %77 : i32
          %81 = scf.if %79 -> (i32) {
            %88 = arith.xori %arg22, %c1_i32 : i32
            scf.yield %88 : i32
          } else {
            scf.yield %arg22 : i32
          }
          %82 = arith.addi %arg23, %52 : i32
          %83 = arith.addi %arg24, %c1_i32 : i32
          %84 = arith.cmpi sgt, %54, %82 : i32
          %85 = arith.extui %84 : i1 to i32
          %86 = nvvm.shfl.sync idx %c-1_i32, %85, %c0_i32, %c31_i32 : i32 -> i32
          %87 = arith.cmpi ne, %86, %c0_i32 : i32
          scf.yield %87, %75#2, %75#3, %75#4, %78, %80, %81, %82, %83 : i1, i32, i32, !llvm_struct_3a3a74, i32, i32, i32, i32, i32
        }
        %64 = nvvm.read.ptx.sreg.cluster.ctarank : i32
        %65 = nvvm.shfl.sync idx %c-1_i32, %64, %c0_i32, %c31_i32 : i32 -> i32
        %66 = arith.remsi %65, %c2_i32 : i32
        %67 = arith.cmpi eq, %66, %c0_i32 : i32
        scf.if %67 {
          %68 = arith.addi %63#4, %c1_i32 : i32
          %69 = arith.cmpi eq, %68, %c2_i32 : i32
          %70 = arith.select %69, %c0_i32, %68 : i32
          %71 = scf.if %69 -> (i32) {
            %73 = arith.xori %63#5, %c1_i32 : i32
            scf.yield %73 : i32
          } else {
            scf.yield %63#5 : i32
          }
          %72 = llvm.getelementptr %33[%70] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %72, %71, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        }
      }
      %44 = arith.cmpi slt, %24, %c4_i32 : i32
      scf.if %44 {
        scf.if %31 {
          nvvm.tcgen05.alloc %28, %c512_i32 : !llvm.ptr<3>, i32
        }
        nvvm.barrier id = %c2_i32 number_of_threads = %c160_i32
        %46 = llvm.load %28 : !llvm.ptr<3> -> i32
        %47 = arith.divsi %12, %c32_i32 : i32
        %48 = arith.muli %47, %c2097152_i32 overflow<nsw> : i32
        %49 = arith.addi %46, %48 : i32
        %50 = arith.remsi %12, %c32_i32 : i32
        %51 = arith.muli %50, %c32_i32 overflow<nsw> : i32
        %52 = arith.muli %47, %c1024_i32 overflow<nsw> : i32
        %53 = arith.addi %51, %52 overflow<nsw> : i32
        %54 = llvm.getelementptr %11[%53] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        %55 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
        %56 = nvvm.read.ptx.sreg.nctaid.x range <i32, 1, 2147483647> : i32
        %57 = nvvm.read.ptx.sreg.nctaid.y range <i32, 1, 65535> : i32
        %58 = nvvm.read.ptx.sreg.nctaid.z range <i32, 1, 65535> : i32
        %59 = arith.muli %56, %57 overflow<nsw> : i32
        %60 = arith.muli %59, %58 overflow<nsw> : i32
        %61 = arith.muli %arg5, %arg6 overflow<nsw> : i32
        %62 = arith.muli %61, %arg7 overflow<nsw> : i32
        %63 = arith.cmpi sgt, %62, %55 : i32
        %64 = llvm.extractvalue %arg8[0] : !llvm_struct_1aab6d
        %65 = llvm.extractvalue %arg8[1] : !llvm_struct_1aab6d
        %66 = llvm.extractvalue %arg8[2] : !llvm_struct_1aab6d
        %67 = llvm.extractvalue %arg8[3] : !llvm_struct_1aab6d
        %68 = arith.extui %66 : i8 to i32
        %69 = arith.extui %67 : i8 to i32
        %low, %high = arith.mului_extended %55, %65 : i32
        %70 = arith.subi %55, %high : i32
        %71 = arith.shrui %70, %68 : i32
        %72 = arith.addi %high, %71 : i32
        %73 = arith.shrui %72, %69 : i32
        %74 = arith.muli %73, %64 : i32
        %75 = arith.subi %55, %74 : i32
        %76 = llvm.extractvalue %arg9[0] : !llvm_struct_1aab6d
        %77 = llvm.extractvalue %arg9[1] : !llvm_struct_1aab6d
        %78 = llvm.extractvalue %arg9[2] : !llvm_struct_1aab6d
        %79 = llvm.extractvalue %arg9[3] : !llvm_struct_1aab6d
        %80 = arith.extui %78 : i8 to i32
        %81 = arith.extui %79 : i8 to i32
        %low_0, %high_1 = arith.mului_extended %73, %77 : i32
        %82 = arith.subi %73, %high_1 : i32
        %83 = arith.shrui %82, %80 : i32
        %84 = arith.addi %high_1, %83 : i32
        %85 = arith.shrui %84, %81 : i32
        %86 = arith.muli %85, %76 : i32
        %87 = arith.subi %73, %86 : i32
        %88 = nvvm.shfl.sync idx %c-1_i32, %75, %c0_i32, %c31_i32 : i32 -> i32
        %89 = nvvm.shfl.sync idx %c-1_i32, %87, %c0_i32, %c31_i32 : i32 -> i32
        %90 = nvvm.shfl.sync idx %c-1_i32, %85, %c0_i32, %c31_i32 : i32 -> i32
        %91 = arith.extui %63 : i1 to i32
        %92 = nvvm.shfl.sync idx %c-1_i32, %91, %c0_i32, %c31_i32 : i32 -> i32
        %93 = arith.cmpi ne, %92, %c0_i32 : i32
        %94 = llvm.ptrtoint %54 : !llvm.ptr<3> to i64
        %95 = arith.andi %94, %c128_i64 : i64
        %96 = arith.shrui %95, %c3_i64 : i64
        %97 = arith.xori %94, %96 : i64
        %98 = llvm.inttoptr %97 : i64 to !llvm.ptr<3>
        %99 = llvm.getelementptr %2[16] : (!llvm.ptr) -> !llvm.ptr, i8
        %100 = llvm.getelementptr %54[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
        %101 = llvm.ptrtoint %100 : !llvm.ptr<3> to i64
        %102 = arith.andi %101, %c128_i64 : i64
        %103 = arith.shrui %102, %c3_i64 : i64
        %104 = arith.xori %101, %103 : i64
        %105 = llvm.inttoptr %104 : i64 to !llvm.ptr<3>
        %106:11 = scf.while (%arg17 = %88, %arg18 = %89, %arg19 = %90, %arg20 = %93, %arg21 = %c0_i32, %arg22 = %c0_i32, %arg23 = %c0_i32, %arg24 = %c0_i32, %arg25 = %c0_i32, %arg26 = %c0_i32, %arg27 = %55, %arg28 = %c0_i32) : (i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
          scf.condition(%arg20) %arg17, %arg18, %arg19, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32, %arg26: i32, %arg27: i32):
          %107 = arith.muli %arg17, %c128_i32 overflow<nsw> : i32
          %108 = arith.muli %arg18, %c256_i32 overflow<nsw> : i32
          %109 = arith.muli %arg24, %c256_i32 overflow<nsw> : i32
          %110 = arith.addi %49, %109 : i32
          %111 = llvm.getelementptr %26[%arg24] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %111, %arg25, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %112 = arith.muli %arg27, %c8_i32 : i32
          %113 = arith.addi %112, %c0_i32 : i32
          %114 = arith.remsi %113, %c8_i32 : i32
          %115:4 = scf.for %arg28 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg29 = %arg20, %arg30 = %arg21, %arg31 = %arg22, %arg32 = %114) -> (i32, i32, i32, i32)  : i32 {
            %143 = arith.muli %arg28, %c32_i32 overflow<nsw> : i32
            %144 = arith.addi %110, %143 : i32
            %145 = llvm.inttoptr %144 : i32 to !llvm.ptr<6>
            %146 = nvvm.tcgen05.ld %145 {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<32xi32>
            llvm.store %146, %3 : vector<32xi32>, !llvm.ptr
            nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
            %147 = arith.addi %arg30, %c1_i32 : i32
            %148 = arith.addi %arg29, %c1_i32 : i32
            %149 = arith.cmpi eq, %147, %c2_i32 : i32
            %150 = arith.select %149, %c0_i32, %147 : i32
            %151 = scf.if %149 -> (i32) {
              %163 = arith.xori %arg31, %c1_i32 : i32
              scf.yield %163 : i32
            } else {
              scf.yield %arg31 : i32
            }
            %152 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
            %153 = arith.truncf %152 : vector<32xf32> to vector<32xf8E4M3FN>
            %154 = builtin.unrealized_conversion_cast %153 : vector<32xf8E4M3FN> to vector<32xi8>
            llvm.store %154, %2 {alignment = 32 : i64} : vector<32xi8>, !llvm.ptr
            %155 = arith.muli %arg32, %c4096_i32 overflow<nsw> : i32
            %156 = llvm.getelementptr %98[%155] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
            %157 = llvm.load %2 {alignment = 16 : i64} : !llvm.ptr -> vector<16xi8>
            llvm.store %157, %156 {alignment = 16 : i64} : vector<16xi8>, !llvm.ptr<3>
            %158 = llvm.getelementptr %105[%155] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
            %159 = llvm.load %99 {alignment = 16 : i64} : !llvm.ptr -> vector<16xi8>
            llvm.store %159, %158 {alignment = 16 : i64} : vector<16xi8>, !llvm.ptr<3>
            nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
            nvvm.barrier id = %c1_i32 number_of_threads = %c128_i32
            scf.if %31 {
              %163 = arith.muli %arg32, %c4096_i32 overflow<nsw> : i32
              %164 = llvm.getelementptr %11[%163] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              %165 = arith.muli %arg28, %c32_i32 overflow<nsw> : i32
              %166 = arith.addi %108, %165 overflow<nsw> : i32
              nvvm.cp.async.bulk.tensor.global.shared.cta %6, %164, box[%166, %107, %arg19] l2_cache_hint = %0 : !llvm.ptr, <3>
              nvvm.cp.async.bulk.commit.group
              nvvm.cp.async.bulk.wait_group 7 {read}
            }
            nvvm.barrier id = %c1_i32 number_of_threads = %c128_i32
            %160 = arith.addi %arg32, %c1_i32 : i32
            %161 = arith.cmpi eq, %160, %c8_i32 : i32
            %162 = arith.select %161, %c0_i32, %160 : i32
            scf.yield %148, %150, %151, %162 : i32, i32, i32, i32
          }
          %116 = nvvm.elect.sync -> i1
          scf.if %116 {
            %143 = llvm.getelementptr %33[%arg24] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %144 = nvvm.mbarrier.arrive %143, %c1_i32 : !llvm.ptr<3> -> i64
          }
          %117 = arith.addi %arg24, %c1_i32 : i32
          %118 = arith.addi %arg23, %c1_i32 : i32
          %119 = arith.cmpi eq, %117, %c2_i32 : i32
          %120 = arith.select %119, %c0_i32, %117 : i32
          %121 = scf.if %119 -> (i32) {
            %143 = arith.xori %arg25, %c1_i32 : i32
            scf.yield %143 : i32
          } else {
            scf.yield %arg25 : i32
          }
          %122 = arith.addi %arg26, %60 : i32
          %123 = arith.addi %arg27, %c1_i32 : i32
          %124 = arith.cmpi sgt, %62, %122 : i32
          %low_2, %high_3 = arith.mului_extended %122, %65 : i32
          %125 = arith.subi %122, %high_3 : i32
          %126 = arith.shrui %125, %68 : i32
          %127 = arith.addi %high_3, %126 : i32
          %128 = arith.shrui %127, %69 : i32
          %129 = arith.muli %128, %64 : i32
          %130 = arith.subi %122, %129 : i32
          %low_4, %high_5 = arith.mului_extended %128, %77 : i32
          %131 = arith.subi %128, %high_5 : i32
          %132 = arith.shrui %131, %80 : i32
          %133 = arith.addi %high_5, %132 : i32
          %134 = arith.shrui %133, %81 : i32
          %135 = arith.muli %134, %76 : i32
          %136 = arith.subi %128, %135 : i32
          %137 = nvvm.shfl.sync idx %c-1_i32, %130, %c0_i32, %c31_i32 : i32 -> i32
          %138 = nvvm.shfl.sync idx %c-1_i32, %136, %c0_i32, %c31_i32 : i32 -> i32
          %139 = nvvm.shfl.sync idx %c-1_i32, %134, %c0_i32, %c31_i32 : i32 -> i32
          %140 = arith.extui %124 : i1 to i32
          %141 = nvvm.shfl.sync idx %c-1_i32, %140, %c0_i32, %c31_i32 : i32 -> i32
          %142 = arith.cmpi ne, %141, %c0_i32 : i32
          scf.yield %137, %138, %139, %142, %115#0, %115#1, %115#2, %118, %120, %121, %122, %123 : i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32, i32
        }
        scf.if %31 {
          nvvm.tcgen05.relinquish_alloc_permit
        }
        nvvm.barrier id = %c1_i32 number_of_threads = %c128_i32
        scf.if %31 {
          %107 = llvm.inttoptr %46 : i32 to !llvm.ptr<6>
          nvvm.tcgen05.dealloc %107, %c512_i32 : !llvm.ptr<6>, i32
        }
        nvvm.cp.async.bulk.wait_group 0 {read}
      }
      %45 = arith.cmpi eq, %24, %c6_i32 : i32
      scf.if %45 {
        nvvm.mbarrier.try_wait.parity %34, %c1_i32, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %46 = llvm.getelementptr %27[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %46, %c1_i32, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      }
      return
    }
  }
  func.func @cutlass___call___cutlassoperatorsprovide_hc4df25aa(%arg0: !llvm_struct_0658d3, %arg1: !llvm_struct_0658d3, %arg2: !cuda.stream, %arg3: !llvm_struct_0658d3) -> i32 attributes {llvm.emit_c_interface} {
    %0 = ub.poison : !llvm_struct_1aab6d
    %1 = ub.poison : !llvm_struct_7bb797
    %2 = ub.poison : !llvm_struct_d63ee1
    %3 = ub.poison : !llvm_struct_2ed770
    %4 = ub.poison : !llvm_struct_3a3a74
    %5 = ub.poison : !llvm.struct<(i32, i32, i32)>
    %c4294967296_i64 = arith.constant 4294967296 : i64
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %c2233785415175766016_i64 = arith.constant 2233785415175766016 : i64
    %c270370_i64 = arith.constant 270370 : i64
    %c127_i64 = arith.constant 127 : i64
    %c9151314442816847872_i64 = arith.constant 9151314442816847872 : i64
    %c286754_i64 = arith.constant 286754 : i64
    %cst = arith.constant dense<0> : vector<4xi32>
    %c224_i32 = arith.constant 224 : i32
    %c230400_i64 = arith.constant 230400 : i64
    %c148_i32 = arith.constant 148 : i32
    %6 = ub.poison : !llvm.struct<()>
    %c1_i8 = arith.constant 1 : i8
    %c2_i32 = arith.constant 2 : i32
    %c32_i8 = arith.constant 32 : i8
    %c0_i8 = arith.constant 0 : i8
    %c1_i32 = arith.constant 1 : i32
    %c256_i32 = arith.constant 256 : i32
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
    %68 = arith.ori %67, %c286754_i64 : i64
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
    llvm.store %c9151314442816847872_i64, %49 : i64, !llvm.ptr
    llvm.store %c127_i64, %50 : i64, !llvm.ptr
    %83 = llvm.ptrtoint %38 : !llvm.ptr to i64
    %84 = llvm.inttoptr %83 : i64 to !llvm.ptr
    %85 = llvm.load %84 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %86 = llvm.insertvalue %85, %3[0] : !llvm_struct_2ed770
    %87 = llvm.insertvalue %22, %2[0] : !llvm_struct_d63ee1
    %88 = llvm.insertvalue %6, %87[1] : !llvm_struct_d63ee1
    %89 = llvm.insertvalue %6, %1[0] : !llvm_struct_7bb797
    %90 = llvm.insertvalue %88, %89[1] : !llvm_struct_7bb797
    %91 = llvm.alloca %c16_i32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %92 = arith.extsi %17 : i32 to i64
    %93 = arith.extsi %16 : i32 to i64
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
    %145 = arith.extsi %28 : i32 to i64
    %146 = arith.extsi %27 : i32 to i64
    %147 = arith.extsi %26 : i32 to i64
    %148 = llvm.ptrtoint %9 : !llvm.ptr<1> to i64
    %149 = llvm.getelementptr %144[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %149 : i64, !llvm.ptr
    %150 = llvm.getelementptr %144[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %150 : i64, !llvm.ptr
    %151 = llvm.getelementptr %144[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %151 : i64, !llvm.ptr
    %152 = llvm.getelementptr %144[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %152 : i64, !llvm.ptr
    %153 = llvm.getelementptr %144[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %153 : i64, !llvm.ptr
    %154 = llvm.getelementptr %144[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %154 : i64, !llvm.ptr
    %155 = llvm.getelementptr %144[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %155 : i64, !llvm.ptr
    %156 = llvm.getelementptr %144[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %156 : i64, !llvm.ptr
    %157 = arith.divui %148, %c16_i64 : i64
    %158 = arith.andi %157, %c9007199254740991_i64 : i64
    %159 = arith.shli %158, %c4_i64 : i64
    llvm.store %159, %149 : i64, !llvm.ptr
    %160 = arith.subi %146, %c1_i64 : i64
    %161 = arith.subi %147, %c1_i64 : i64
    %162 = arith.muli %160, %30 : i64
    %163 = arith.muli %161, %29 : i64
    %164 = arith.addi %162, %163 : i64
    %165 = arith.muli %145, %c8_i64 : i64
    %166 = arith.divui %165, %c8_i64 : i64
    %167 = arith.addi %166, %164 : i64
    %168 = arith.cmpi uge, %167, %c131072_i64 : i64
    %169 = arith.extui %168 : i1 to i64
    %170 = arith.shli %169, %c21_i64 : i64
    %171 = arith.divui %30, %c16_i64 : i64
    %172 = arith.shli %171, %c32_i64 : i64
    %173 = arith.ori %170, %172 : i64
    %174 = arith.ori %173, %c270370_i64 : i64
    llvm.store %174, %150 : i64, !llvm.ptr
    %175 = arith.divui %29, %c16_i64 : i64
    %176 = arith.andi %175, %c4294967295_i64 : i64
    llvm.store %176, %151 : i64, !llvm.ptr
    %177 = arith.shrui %30, %c36_i64 : i64
    %178 = arith.andi %177, %c15_i64 : i64
    %179 = arith.shli %178, %c32_i64 : i64
    %180 = arith.shrui %29, %c36_i64 : i64
    %181 = arith.andi %180, %c15_i64 : i64
    %182 = arith.shli %181, %c36_i64 : i64
    %183 = arith.ori %179, %182 : i64
    llvm.store %183, %152 : i64, !llvm.ptr
    %184 = arith.subi %145, %c1_i64 : i64
    %185 = arith.andi %184, %c4294967295_i64 : i64
    %186 = arith.shli %160, %c32_i64 : i64
    %187 = arith.ori %185, %186 : i64
    llvm.store %187, %153 : i64, !llvm.ptr
    %188 = arith.andi %161, %c4294967295_i64 : i64
    llvm.store %188, %154 : i64, !llvm.ptr
    llvm.store %c2233785415175766016_i64, %155 : i64, !llvm.ptr
    llvm.store %c127_i64, %156 : i64, !llvm.ptr
    %189 = llvm.ptrtoint %144 : !llvm.ptr to i64
    %190 = llvm.inttoptr %189 : i64 to !llvm.ptr
    %191 = llvm.load %190 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %192 = llvm.insertvalue %191, %3[0] : !llvm_struct_2ed770
    %193 = llvm.insertvalue %33, %2[0] : !llvm_struct_d63ee1
    %194 = llvm.insertvalue %6, %193[1] : !llvm_struct_d63ee1
    %195 = llvm.insertvalue %6, %1[0] : !llvm_struct_7bb797
    %196 = llvm.insertvalue %194, %195[1] : !llvm_struct_7bb797
    %197 = arith.ceildivsi %27, %c128_i32 : i32
    %198 = arith.ceildivsi %28, %c256_i32 : i32
    %199 = arith.cmpi eq, %197, %c1_i32 : i32
    %200 = scf.if %199 -> (i8) {
      scf.yield %c0_i8 : i8
    } else {
      %241 = arith.cmpi uge, %197, %c-2147483648_i32 : i32
      %242 = scf.if %241 -> (i8) {
        scf.yield %c32_i8 : i8
      } else {
        %243:2 = scf.while (%arg4 = %c2_i32, %arg5 = %c1_i8) : (i32, i8) -> (i32, i8) {
          %244 = arith.cmpi ult, %arg4, %197 : i32
          scf.condition(%244) %arg4, %arg5 : i32, i8
        } do {
        ^bb0(%arg4: i32, %arg5: i8):
          %244 = arith.muli %arg4, %c2_i32 : i32
          %245 = arith.addi %arg5, %c1_i8 : i8
          scf.yield %244, %245 : i32, i8
        }
        scf.yield %243#1 : i8
      }
      scf.yield %242 : i8
    }
    %201 = arith.extui %200 : i8 to i64
    %202 = arith.extui %197 : i32 to i64
    %203 = arith.shli %c1_i64, %201 : i64
    %204 = arith.subi %203, %202 : i64
    %205 = arith.muli %204, %c4294967296_i64 : i64
    %206 = arith.divui %205, %202 : i64
    %207 = arith.addi %206, %c1_i64 : i64
    %208 = arith.trunci %207 : i64 to i32
    %209 = arith.minui %200, %c1_i8 : i8
    %210 = arith.cmpi ult, %200, %c1_i8 : i8
    %211 = arith.subi %200, %c1_i8 : i8
    %212 = arith.select %210, %c0_i8, %211 : i8
    %213 = llvm.insertvalue %197, %0[0] : !llvm_struct_1aab6d
    %214 = llvm.insertvalue %208, %213[1] : !llvm_struct_1aab6d
    %215 = llvm.insertvalue %209, %214[2] : !llvm_struct_1aab6d
    %216 = llvm.insertvalue %212, %215[3] : !llvm_struct_1aab6d
    %217 = arith.cmpi eq, %198, %c1_i32 : i32
    %218 = scf.if %217 -> (i8) {
      scf.yield %c0_i8 : i8
    } else {
      %241 = arith.cmpi uge, %198, %c-2147483648_i32 : i32
      %242 = scf.if %241 -> (i8) {
        scf.yield %c32_i8 : i8
      } else {
        %243:2 = scf.while (%arg4 = %c2_i32, %arg5 = %c1_i8) : (i32, i8) -> (i32, i8) {
          %244 = arith.cmpi ult, %arg4, %198 : i32
          scf.condition(%244) %arg4, %arg5 : i32, i8
        } do {
        ^bb0(%arg4: i32, %arg5: i8):
          %244 = arith.muli %arg4, %c2_i32 : i32
          %245 = arith.addi %arg5, %c1_i8 : i8
          scf.yield %244, %245 : i32, i8
        }
        scf.yield %243#1 : i8
      }
      scf.yield %242 : i8
    }
    %219 = arith.extui %218 : i8 to i64
    %220 = arith.extui %198 : i32 to i64
    %221 = arith.shli %c1_i64, %219 : i64
    %222 = arith.subi %221, %220 : i64
    %223 = arith.muli %222, %c4294967296_i64 : i64
    %224 = arith.divui %223, %220 : i64
    %225 = arith.addi %224, %c1_i64 : i64
    %226 = arith.trunci %225 : i64 to i32
    %227 = arith.minui %218, %c1_i8 : i8
    %228 = arith.cmpi ult, %218, %c1_i8 : i8
    %229 = arith.subi %218, %c1_i8 : i8
    %230 = arith.select %228, %c0_i8, %229 : i8
    %231 = llvm.insertvalue %198, %0[0] : !llvm_struct_1aab6d
    %232 = llvm.insertvalue %226, %231[1] : !llvm_struct_1aab6d
    %233 = llvm.insertvalue %227, %232[2] : !llvm_struct_1aab6d
    %234 = llvm.insertvalue %230, %233[3] : !llvm_struct_1aab6d
    %235 = arith.muli %197, %198 overflow<nsw> : i32
    %236 = arith.muli %235, %26 overflow<nsw> : i32
    %237 = arith.minsi %236, %c148_i32 : i32
    %238 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c224_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c230400_i64, gridDim = (%c1_i32, %c1_i32, %237), stream = %arg2) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%238] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cluster_dim[%238] (%c1_i32, %c1_i32, %c1_i32) : !cuda_launch_cfg_2cf94c, i32, i32, i32
    cuda.launch_cfg.cooperative[%238] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %239 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cutlassoperatorspr_ha32f366b_0<%238> (%37, %86, %90, %139, %143, %197, %198, %26, %216, %234, %197, %198, %26, %216, %234, %192, %196) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_3a3a74, !llvm_struct_2ed770, !llvm_struct_7bb797, !llvm_struct_2ed770, !llvm_struct_7bb797, i32, i32, i32, !llvm_struct_1aab6d, !llvm_struct_1aab6d, i32, i32, i32, !llvm_struct_1aab6d, !llvm_struct_1aab6d, !llvm_struct_2ed770, !llvm_struct_7bb797) -> !cuda.result
    %240 = cuda.cast %239 : !cuda.result -> i32
    cuda.return_if_error %240 : i32
    return %c0_i32 : i32
  }
}
