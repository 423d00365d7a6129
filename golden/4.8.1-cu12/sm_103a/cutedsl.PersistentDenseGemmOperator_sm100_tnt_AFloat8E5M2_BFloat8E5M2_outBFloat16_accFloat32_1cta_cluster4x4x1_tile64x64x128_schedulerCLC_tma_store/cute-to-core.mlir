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
    cuda.kernel @kernel_cutlass_kernel_cutlassoperatorspr_hf720994c_0(%arg0: !llvm_struct_3a3a74, %arg1: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg2: !llvm_struct_7bb797, %arg3: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg4: !llvm_struct_7bb797, %arg5: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg6: !llvm_struct_7bb797, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32, %arg11: i32, %arg12: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 224, 1, 1>, exact_cluster_dim = array<i64: 4, 4, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 224, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.zero : i64
      %c3_i64 = arith.constant 3 : i64
      %c896_i64 = arith.constant 896 : i64
      %c4096_i32 = arith.constant 4096 : i32
      %c512_i32 = arith.constant 512 : i32
      %c1048576_i32 = arith.constant 1048576 : i32
      %c8192_i32 = arith.constant 8192 : i32
      %c0_i8 = arith.constant 0 : i8
      %c2_i8 = arith.constant 2 : i8
      %c16_i64 = arith.constant 16 : i64
      %c1024_i64 = arith.constant 1024 : i64
      %c31_i32 = arith.constant 31 : i32
      %c-1_i32 = arith.constant -1 : i32
      %1 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %c5_i32 = arith.constant 5 : i32
      %c0_i32 = arith.constant 0 : i32
      %c7_i32 = arith.constant 7 : i32
      %c4369_i32 = arith.constant 4369 : i32
      %c15_i32 = arith.constant 15 : i32
      %c4_i32 = arith.constant 4 : i32
      %c3104_i32 = arith.constant 3104 : i32
      %c16_i32 = arith.constant 16 : i32
      %c64_i32 = arith.constant 64 : i32
      %c128_i32 = arith.constant 128 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %true = arith.constant true
      %c10000000_i32 = arith.constant 10000000 : i32
      %c16384_i32 = arith.constant 16384 : i32
      %c13_i32 = arith.constant 13 : i32
      %c6_i32 = arith.constant 6 : i32
      %c2_i32 = arith.constant 2 : i32
      %c160_i32 = arith.constant 160 : i32
      %false = arith.constant false
      %c68158608_i32 = arith.constant 68158608 : i32
      %c14_i32 = arith.constant 14 : i32
      %c2097152_i32 = arith.constant 2097152 : i32
      %c8_i32 = arith.constant 8 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %c32_i32 = arith.constant 32 : i32
      %c1_i32 = arith.constant 1 : i32
      %2 = llvm.alloca %c1_i32 x i128 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %3 = llvm.alloca %c32_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
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
      %17 = llvm.getelementptr %14[384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %18 = llvm.getelementptr %14[106880] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %19 = llvm.getelementptr %14[213376] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %20 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %21 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %22 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %23 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %24 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %25 = arith.muli %21, %23 : i32
      %26 = arith.addi %20, %25 : i32
      %27 = arith.muli %22, %23 : i32
      %28 = arith.muli %27, %24 : i32
      %29 = arith.addi %26, %28 : i32
      %30 = arith.floordivsi %29, %c32_i32 : i32
      %31 = nvvm.shfl.sync idx %c-1_i32, %30, %c0_i32, %c31_i32 : i32 -> i32
      %32 = nvvm.shfl.sync idx %c-1_i32, %31, %c0_i32, %c31_i32 : i32 -> i32
      %33 = arith.cmpi eq, %32, %c5_i32 : i32
      scf.if %33 {
        nvvm.prefetch tensormap, %arg1 : !llvm.ptr
        nvvm.prefetch tensormap, %arg3 : !llvm.ptr
        nvvm.prefetch tensormap, %arg5 : !llvm.ptr
      }
      %34 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %35 = nvvm.shfl.sync idx %c-1_i32, %34, %c0_i32, %c31_i32 : i32 -> i32
      %36 = arith.cmpi eq, %35, %c0_i32 : i32
      %37 = arith.remsi %35, %c4_i32 : i32
      %38 = arith.divsi %35, %c4_i32 : i32
      %39 = arith.remsi %38, %c4_i32 : i32
      %40 = arith.remsi %37, %c4_i32 : i32
      %41 = arith.remsi %39, %c4_i32 : i32
      %42 = llvm.getelementptr %16[208] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %43 = llvm.getelementptr %16[248] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %44 = llvm.getelementptr %16[256] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %45 = llvm.getelementptr %16[272] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %46 = arith.cmpi eq, %32, %c0_i32 : i32
      scf.if %46 {
        %95 = nvvm.elect.sync -> i1
        scf.if %95 {
          nvvm.mbarrier.init %16, %c1_i32 : !llvm.ptr<3>, i32
          %96 = llvm.getelementptr %16[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %96, %c1_i32 : !llvm.ptr<3>, i32
          %97 = llvm.getelementptr %16[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %97, %c1_i32 : !llvm.ptr<3>, i32
          %98 = llvm.getelementptr %16[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %98, %c1_i32 : !llvm.ptr<3>, i32
          %99 = llvm.getelementptr %16[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %99, %c1_i32 : !llvm.ptr<3>, i32
          %100 = llvm.getelementptr %16[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %100, %c1_i32 : !llvm.ptr<3>, i32
          %101 = llvm.getelementptr %16[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %101, %c1_i32 : !llvm.ptr<3>, i32
          %102 = llvm.getelementptr %16[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %102, %c1_i32 : !llvm.ptr<3>, i32
          %103 = llvm.getelementptr %16[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %103, %c1_i32 : !llvm.ptr<3>, i32
          %104 = llvm.getelementptr %16[9] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %104, %c1_i32 : !llvm.ptr<3>, i32
          %105 = llvm.getelementptr %16[10] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %105, %c1_i32 : !llvm.ptr<3>, i32
          %106 = llvm.getelementptr %16[11] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %106, %c1_i32 : !llvm.ptr<3>, i32
          %107 = llvm.getelementptr %16[12] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %107, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      %47 = llvm.getelementptr %16[13] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      scf.if %46 {
        %95 = nvvm.elect.sync -> i1
        scf.if %95 {
          nvvm.mbarrier.init %47, %c7_i32 : !llvm.ptr<3>, i32
          %96 = llvm.getelementptr %16[14] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %96, %c7_i32 : !llvm.ptr<3>, i32
          %97 = llvm.getelementptr %16[15] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %97, %c7_i32 : !llvm.ptr<3>, i32
          %98 = llvm.getelementptr %16[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %98, %c7_i32 : !llvm.ptr<3>, i32
          %99 = llvm.getelementptr %16[17] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %99, %c7_i32 : !llvm.ptr<3>, i32
          %100 = llvm.getelementptr %16[18] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %100, %c7_i32 : !llvm.ptr<3>, i32
          %101 = llvm.getelementptr %16[19] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %101, %c7_i32 : !llvm.ptr<3>, i32
          %102 = llvm.getelementptr %16[20] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %102, %c7_i32 : !llvm.ptr<3>, i32
          %103 = llvm.getelementptr %16[21] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %103, %c7_i32 : !llvm.ptr<3>, i32
          %104 = llvm.getelementptr %16[22] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %104, %c7_i32 : !llvm.ptr<3>, i32
          %105 = llvm.getelementptr %16[23] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %105, %c7_i32 : !llvm.ptr<3>, i32
          %106 = llvm.getelementptr %16[24] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %106, %c7_i32 : !llvm.ptr<3>, i32
          %107 = llvm.getelementptr %16[25] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %107, %c7_i32 : !llvm.ptr<3>, i32
        }
      }
      %48 = arith.shli %c4369_i32, %40 : i32
      %49 = arith.trunci %48 : i32 to i16
      %50 = arith.muli %41, %c4_i32 overflow<nsw> : i32
      %51 = arith.shli %c15_i32, %50 : i32
      %52 = arith.trunci %51 : i32 to i16
      %53 = arith.shli %c4369_i32, %40 : i32
      %54 = arith.trunci %53 : i32 to i16
      %55 = arith.muli %41, %c4_i32 overflow<nsw> : i32
      %56 = arith.shli %c15_i32, %55 : i32
      %57 = arith.trunci %56 : i32 to i16
      %58 = arith.ori %49, %52 : i16
      %59 = arith.ori %58, %54 : i16
      %60 = arith.ori %59, %57 : i16
      scf.if %46 {
        %95 = nvvm.elect.sync -> i1
        scf.if %95 {
          nvvm.mbarrier.init %42, %c1_i32 : !llvm.ptr<3>, i32
          %96 = llvm.getelementptr %42[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %96, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      %61 = llvm.getelementptr %42[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      scf.if %46 {
        %95 = nvvm.elect.sync -> i1
        scf.if %95 {
          nvvm.mbarrier.init %61, %c4_i32 : !llvm.ptr<3>, i32
          %96 = llvm.getelementptr %42[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %96, %c4_i32 : !llvm.ptr<3>, i32
        }
      }
      %62 = arith.muli %41, %c4_i32 overflow<nsw> : i32
      %63 = arith.addi %40, %62 overflow<nsw> : i32
      %64 = arith.shli %c1_i32, %63 : i32
      %65 = arith.trunci %64 : i32 to i16
      scf.if %46 {
        %95 = nvvm.elect.sync -> i1
        scf.if %95 {
          nvvm.mbarrier.init %44, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      %66 = llvm.getelementptr %44[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      scf.if %46 {
        %95 = nvvm.elect.sync -> i1
        scf.if %95 {
          nvvm.mbarrier.init %66, %c3104_i32 : !llvm.ptr<3>, i32
        }
      }
      %67 = arith.remsi %20, %c32_i32 : i32
      %68 = arith.cmpi slt, %67, %c16_i32 : i32
      nvvm.fence.mbarrier.init
      nvvm.cluster.arrive.relaxed
      %69 = llvm.extractvalue %arg2[1, 0, 1] : !llvm_struct_7bb797
      %70 = arith.ceildivsi %69, %c128_i32 : i32
      %71 = arith.muli %41, %c2048_i32 overflow<nsw> : i32
      %72 = arith.divsi %71, %c128_i32 : i32
      %73 = llvm.getelementptr %17[%71] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      %74 = arith.muli %40, %c2048_i32 overflow<nsw> : i32
      %75 = arith.divsi %74, %c128_i32 : i32
      %76 = llvm.getelementptr %18[%74] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      %77 = llvm.ptrtoint %17 : !llvm.ptr<3> to i32
      %78 = arith.shrui %77, %c4_i32 : i32
      %79 = nvvm.tcgen05.mma_smem_desc(%78, %c1_i32, %c64_i32, %c0_i8, %false, %c2_i8) : (i32, i32, i32, i8, i1, i8) -> i64
      %80 = llvm.ptrtoint %18 : !llvm.ptr<3> to i32
      %81 = arith.shrui %80, %c4_i32 : i32
      %82 = nvvm.tcgen05.mma_smem_desc(%81, %c1_i32, %c64_i32, %c0_i8, %false, %c2_i8) : (i32, i32, i32, i8, i1, i8) -> i64
      nvvm.cluster.wait
      %83 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %84 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %85 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %86 = arith.remsi %83, %c4_i32 : i32
      %87 = arith.remsi %84, %c4_i32 : i32
      %88:7 = scf.if %33 -> (i32, i32, i32, i1, i32, i32, i32) {
        %95:9 = scf.while (%arg13 = %83, %arg14 = %84, %arg15 = %85, %arg16 = %true, %arg17 = %c0_i32, %arg18 = %c1_i32, %arg19 = %c0_i32, %arg20 = %c0_i32, %arg21 = %c0_i32) : (i32, i32, i32, i1, i32, i32, i32, i32, i32) -> (i32, i32, i32, i1, i32, i32, i32, i32, i32) {
          scf.condition(%arg16) %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21 : i32, i32, i32, i1, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg13: i32, %arg14: i32, %arg15: i32, %arg16: i1, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32):
          %157 = arith.muli %arg13, %c64_i32 overflow<nsw> : i32
          %158 = arith.addi %72, %157 overflow<nsw> : i32
          %159 = arith.muli %arg14, %c64_i32 overflow<nsw> : i32
          %160 = arith.addi %75, %159 overflow<nsw> : i32
          %161 = llvm.getelementptr %47[%arg17] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %162 = nvvm.mbarrier.wait.parity %161, %arg18 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
          %163:5 = scf.for %arg22 = %c0_i32 to %70 step %c1_i32 iter_args(%arg23 = %162, %arg24 = %c0_i32, %arg25 = %arg17, %arg26 = %arg18, %arg27 = %c1_i32) -> (i1, i32, i32, i32, i32)  : i32 {
            %181 = arith.extui %arg23 : i1 to i32
            %182 = arith.cmpi eq, %181, %c0_i32 : i32
            scf.if %182 {
              %199 = llvm.getelementptr %47[%arg25] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              nvvm.mbarrier.try_wait.parity %199, %arg26, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            }
            %183 = nvvm.elect.sync -> i1
            scf.if %183 {
              %199 = llvm.getelementptr %16[%arg25] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              %200 = nvvm.mbarrier.arrive.expect_tx %199, %c16384_i32 : !llvm.ptr<3>, i32 -> i64
            }
            %184 = arith.addi %arg25, %c1_i32 : i32
            %185 = arith.cmpi eq, %184, %c13_i32 : i32
            %186 = arith.select %185, %c0_i32, %184 : i32
            %187 = scf.if %185 -> (i32) {
              %199 = arith.xori %arg26, %c1_i32 : i32
              scf.yield %199 : i32
            } else {
              scf.yield %arg26 : i32
            }
            %188 = arith.muli %arg24, %c128_i32 overflow<nsw> : i32
            %189 = arith.muli %arg25, %c8192_i32 overflow<nsw> : i32
            %190 = llvm.getelementptr %73[%189] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
            %191 = llvm.getelementptr %16[%arg25] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %192 = nvvm.elect.sync -> i1
            scf.if %192 {
              %199 = llvm.addrspacecast %190 : !llvm.ptr<3> to !llvm.ptr<7>
              nvvm.cp.async.bulk.tensor.shared.cluster.global %199, %8, %191, box[%188, %158, %arg15] multicast_mask = %49 l2_cache_hint = %0 : !llvm.ptr<7>, !llvm.ptr, i16
            }
            %193 = arith.muli %arg24, %c128_i32 overflow<nsw> : i32
            %194 = llvm.getelementptr %76[%189] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
            %195 = nvvm.elect.sync -> i1
            scf.if %195 {
              %199 = llvm.addrspacecast %194 : !llvm.ptr<3> to !llvm.ptr<7>
              nvvm.cp.async.bulk.tensor.shared.cluster.global %199, %9, %191, box[%193, %160, %arg15] multicast_mask = %52 l2_cache_hint = %0 : !llvm.ptr<7>, !llvm.ptr, i16
            }
            %196 = arith.cmpi sgt, %70, %arg27 : i32
            %197 = scf.if %196 -> (i1) {
              %199 = llvm.getelementptr %47[%186] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              %200 = nvvm.mbarrier.wait.parity %199, %187 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
              scf.yield %200 : i1
            } else {
              scf.yield %true : i1
            }
            %198 = arith.addi %arg27, %c1_i32 : i32
            scf.yield %197, %arg27, %186, %187, %198 : i1, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          %164 = llvm.getelementptr %44[%arg20] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %164, %arg21, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %165 = llvm.load %45 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<1xi128>
          llvm.store %165, %7 {alignment = 16 : i64} : vector<1xi128>, !llvm.ptr
          %166 = llvm.load %7 {alignment = 32 : i64} : !llvm.ptr -> vector<1xi128>
          %167 = vector.extract %166[0] : i128 from vector<1xi128>
          %168 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %167 : i1
          %169 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %167 : i32
          %170 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %167 : i32
          %171 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_z, %167 : i32
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %172 = arith.addi %169, %86 : i32
          %173 = arith.addi %170, %87 : i32
          %174 = llvm.getelementptr %66[%arg20] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %175 = nvvm.mapa %174, %c0_i32 : !llvm.ptr<3> -> !llvm.ptr<7>
          nvvm.mbarrier.arrive %175, %c1_i32 : !llvm.ptr<7>
          %176 = arith.addi %arg20, %c1_i32 : i32
          %177 = arith.addi %arg19, %c1_i32 : i32
          %178 = arith.cmpi eq, %176, %c1_i32 : i32
          %179 = arith.select %178, %c0_i32, %176 : i32
          %180 = scf.if %178 -> (i32) {
            %181 = arith.xori %arg21, %c1_i32 : i32
            scf.yield %181 : i32
          } else {
            scf.yield %arg21 : i32
          }
          scf.yield %172, %173, %171, %168, %163#2, %163#3, %177, %179, %180 : i32, i32, i32, i1, i32, i32, i32, i32, i32
        }
        %96 = llvm.getelementptr %47[%95#4] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %96, %95#5, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %97 = arith.addi %95#4, %c1_i32 : i32
        %98 = arith.cmpi eq, %97, %c13_i32 : i32
        %99 = arith.select %98, %c0_i32, %97 : i32
        %100 = scf.if %98 -> (i32) {
          %157 = arith.xori %95#5, %c1_i32 : i32
          scf.yield %157 : i32
        } else {
          scf.yield %95#5 : i32
        }
        %101 = llvm.getelementptr %47[%99] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %101, %100, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %102 = arith.addi %99, %c1_i32 : i32
        %103 = arith.cmpi eq, %102, %c13_i32 : i32
        %104 = arith.select %103, %c0_i32, %102 : i32
        %105 = scf.if %103 -> (i32) {
          %157 = arith.xori %100, %c1_i32 : i32
          scf.yield %157 : i32
        } else {
          scf.yield %100 : i32
        }
        %106 = llvm.getelementptr %47[%104] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %106, %105, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %107 = arith.addi %104, %c1_i32 : i32
        %108 = arith.cmpi eq, %107, %c13_i32 : i32
        %109 = arith.select %108, %c0_i32, %107 : i32
        %110 = scf.if %108 -> (i32) {
          %157 = arith.xori %105, %c1_i32 : i32
          scf.yield %157 : i32
        } else {
          scf.yield %105 : i32
        }
        %111 = llvm.getelementptr %47[%109] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %111, %110, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %112 = arith.addi %109, %c1_i32 : i32
        %113 = arith.cmpi eq, %112, %c13_i32 : i32
        %114 = arith.select %113, %c0_i32, %112 : i32
        %115 = scf.if %113 -> (i32) {
          %157 = arith.xori %110, %c1_i32 : i32
          scf.yield %157 : i32
        } else {
          scf.yield %110 : i32
        }
        %116 = llvm.getelementptr %47[%114] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %116, %115, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %117 = arith.addi %114, %c1_i32 : i32
        %118 = arith.cmpi eq, %117, %c13_i32 : i32
        %119 = arith.select %118, %c0_i32, %117 : i32
        %120 = scf.if %118 -> (i32) {
          %157 = arith.xori %115, %c1_i32 : i32
          scf.yield %157 : i32
        } else {
          scf.yield %115 : i32
        }
        %121 = llvm.getelementptr %47[%119] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %121, %120, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %122 = arith.addi %119, %c1_i32 : i32
        %123 = arith.cmpi eq, %122, %c13_i32 : i32
        %124 = arith.select %123, %c0_i32, %122 : i32
        %125 = scf.if %123 -> (i32) {
          %157 = arith.xori %120, %c1_i32 : i32
          scf.yield %157 : i32
        } else {
          scf.yield %120 : i32
        }
        %126 = llvm.getelementptr %47[%124] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %126, %125, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %127 = arith.addi %124, %c1_i32 : i32
        %128 = arith.cmpi eq, %127, %c13_i32 : i32
        %129 = arith.select %128, %c0_i32, %127 : i32
        %130 = scf.if %128 -> (i32) {
          %157 = arith.xori %125, %c1_i32 : i32
          scf.yield %157 : i32
        } else {
          scf.yield %125 : i32
        }
        %131 = llvm.getelementptr %47[%129] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %131, %130, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %132 = arith.addi %129, %c1_i32 : i32
        %133 = arith.cmpi eq, %132, %c13_i32 : i32
        %134 = arith.select %133, %c0_i32, %132 : i32
        %135 = scf.if %133 -> (i32) {
          %157 = arith.xori %130, %c1_i32 : i32
          scf.yield %157 : i32
        } else {
          scf.yield %130 : i32
        }
        %136 = llvm.getelementptr %47[%134] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %136, %135, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %137 = arith.addi %134, %c1_i32 : i32
        %138 = arith.cmpi eq, %137, %c13_i32 : i32
        %139 = arith.select %138, %c0_i32, %137 : i32
        %140 = scf.if %138 -> (i32) {
          %157 = arith.xori %135, %c1_i32 : i32
          scf.yield %157 : i32
        } else {
          scf.yield %135 : i32
        }
        %141 = llvm.getelementptr %47[%139] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %141, %140, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %142 = arith.addi %139, %c1_i32 : i32
        %143 = arith.cmpi eq, %142, %c13_i32 : i32
        %144 = arith.select %143, %c0_i32, %142 : i32
        %145 = scf.if %143 -> (i32) {
          %157 = arith.xori %140, %c1_i32 : i32
          scf.yield %157 : i32
        } else {
          scf.yield %140 : i32
        }
        %146 = llvm.getelementptr %47[%144] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %146, %145, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %147 = arith.addi %144, %c1_i32 : i32
        %148 = arith.cmpi eq, %147, %c13_i32 : i32
        %149 = arith.select %148, %c0_i32, %147 : i32
        %150 = scf.if %148 -> (i32) {
          %157 = arith.xori %145, %c1_i32 : i32
          scf.yield %157 : i32
        } else {
          scf.yield %145 : i32
        }
        %151 = llvm.getelementptr %47[%149] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %151, %150, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %152 = arith.addi %149, %c1_i32 : i32
        %153 = arith.cmpi eq, %152, %c13_i32 : i32
        %154 = arith.select %153, %c0_i32, %152 : i32
        %155 = scf.if %153 -> (i32) {
          %157 = arith.xori %150, %c1_i32 : i32
          scf.yield %157 : i32
        } else {
          scf.yield %150 : i32
        }
        %156 = llvm.getelementptr %47[%154] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %156, %155, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        scf.yield %95#0, %95#1, %95#2, %95#3, %95#6, %95#7, %95#8 : i32, i32, i32, i1, i32, i32, i32
      } else {
        scf.yield %83, %84, %85, %true, %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32, i1, i32, i32, i32
      }
      %89 = arith.cmpi eq, %32, %c6_i32 : i32
      %90 = arith.andi %89, %36 : i1
      %91:8 = scf.if %90 -> (i32, i32, i32, i1, i32, i32, i32, i32) {
        %95:11 = scf.while (%arg13 = %88#0, %arg14 = %88#1, %arg15 = %88#2, %arg16 = %88#3, %arg17 = %c0_i32, %arg18 = %c0_i32, %arg19 = %c0_i32, %arg20 = %c1_i32, %arg21 = %88#4, %arg22 = %88#5, %arg23 = %88#6) : (i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32) {
          scf.condition(%arg16) %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23 : i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg13: i32, %arg14: i32, %arg15: i32, %arg16: i1, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32):
          %97 = llvm.getelementptr %66[%arg19] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %97, %arg20, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          scf.if %68 {
            %123 = llvm.getelementptr %44[%arg19] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %124 = nvvm.mapa %123, %67 : !llvm.ptr<3> -> !llvm.ptr<7>
            nvvm.mbarrier.arrive.expect_tx %124, %c16_i32 : !llvm.ptr<7>, i32
          }
          %98 = llvm.getelementptr %44[%arg19] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %99 = nvvm.elect.sync -> i1
          scf.if %99 {
            nvvm.clusterlaunchcontrol.try.cancel multicast, %45, %98
          }
          %100 = arith.addi %arg17, %c1_i32 : i32
          %101 = arith.addi %arg19, %c1_i32 : i32
          %102 = arith.addi %arg18, %c1_i32 : i32
          %103 = arith.cmpi eq, %101, %c1_i32 : i32
          %104 = arith.select %103, %c0_i32, %101 : i32
          %105 = scf.if %103 -> (i32) {
            %123 = arith.xori %arg20, %c1_i32 : i32
            scf.yield %123 : i32
          } else {
            scf.yield %arg20 : i32
          }
          %106 = llvm.getelementptr %44[%arg22] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %106, %arg23, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %107 = llvm.load %45 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<1xi128>
          llvm.store %107, %6 {alignment = 16 : i64} : vector<1xi128>, !llvm.ptr
          %108 = llvm.load %6 {alignment = 32 : i64} : !llvm.ptr -> vector<1xi128>
          %109 = vector.extract %108[0] : i128 from vector<1xi128>
          %110 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %109 : i1
          %111 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %109 : i32
          %112 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %109 : i32
          %113 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_z, %109 : i32
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %114 = arith.addi %111, %86 : i32
          %115 = arith.addi %112, %87 : i32
          %116 = llvm.getelementptr %66[%arg22] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %117 = nvvm.mapa %116, %c0_i32 : !llvm.ptr<3> -> !llvm.ptr<7>
          nvvm.mbarrier.arrive %117, %c1_i32 : !llvm.ptr<7>
          %118 = arith.addi %arg22, %c1_i32 : i32
          %119 = arith.addi %arg21, %c1_i32 : i32
          %120 = arith.cmpi eq, %118, %c1_i32 : i32
          %121 = arith.select %120, %c0_i32, %118 : i32
          %122 = scf.if %120 -> (i32) {
            %123 = arith.xori %arg23, %c1_i32 : i32
            scf.yield %123 : i32
          } else {
            scf.yield %arg23 : i32
          }
          scf.yield %114, %115, %113, %110, %100, %102, %104, %105, %119, %121, %122 : i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32
        }
        %96 = llvm.getelementptr %66[%95#6] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %96, %95#7, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        scf.yield %95#0, %95#1, %95#2, %95#3, %95#4, %95#8, %95#9, %95#10 : i32, i32, i32, i1, i32, i32, i32, i32
      } else {
        scf.yield %88#0, %88#1, %88#2, %88#3, %c0_i32, %88#4, %88#5, %88#6 : i32, i32, i32, i1, i32, i32, i32, i32
      }
      %92 = arith.cmpi eq, %32, %c4_i32 : i32
      %93:7 = scf.if %92 -> (i32, i32, i32, i1, i32, i32, i32) {
        nvvm.barrier id = %c2_i32 number_of_threads = %c160_i32
        %95 = llvm.load %43 : !llvm.ptr<3> -> i32
        %96 = llvm.bitcast %79 : i64 to vector<2xi32>
        %97 = vector.extract %96[0] : i32 from vector<2xi32>
        %98 = llvm.bitcast %82 : i64 to vector<2xi32>
        %99 = vector.extract %98[0] : i32 from vector<2xi32>
        %100:13 = scf.while (%arg13 = %91#0, %arg14 = %91#1, %arg15 = %91#2, %arg16 = %91#3, %arg17 = %c0_i32, %arg18 = %c0_i32, %arg19 = %arg0, %arg20 = %c0_i32, %arg21 = %c0_i32, %arg22 = %c1_i32, %arg23 = %91#5, %arg24 = %91#6, %arg25 = %91#7) : (i32, i32, i32, i1, i32, i32, !llvm_struct_3a3a74, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i1, i32, i32, !llvm_struct_3a3a74, i32, i32, i32, i32, i32, i32) {
          scf.condition(%arg16) %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25 : i32, i32, i32, i1, i32, i32, !llvm_struct_3a3a74, i32, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg13: i32, %arg14: i32, %arg15: i32, %arg16: i1, %arg17: i32, %arg18: i32, %arg19: !llvm_struct_3a3a74, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32):
          %103 = arith.muli %arg21, %c1048576_i32 overflow<nsw> : i32
          %104 = arith.addi %95, %103 : i32
          %105 = llvm.getelementptr %16[%arg17] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %106 = nvvm.mbarrier.wait.parity %105, %arg18 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
          %107 = llvm.getelementptr %61[%arg21] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %107, %arg22, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %108 = llvm.insertvalue %false, %arg19[0] : !llvm_struct_3a3a74
          %109 = llvm.inttoptr %104 : i32 to !llvm.ptr<6>
          %110:6 = scf.for %arg26 = %c0_i32 to %70 step %c1_i32 iter_args(%arg27 = %106, %arg28 = %c0_i32, %arg29 = %arg17, %arg30 = %arg18, %arg31 = %108, %arg32 = %c1_i32) -> (i1, i32, i32, i32, !llvm_struct_3a3a74, i32)  : i32 {
            %134 = arith.extui %arg27 : i1 to i32
            %135 = arith.cmpi eq, %134, %c0_i32 : i32
            scf.if %135 {
              %145 = llvm.getelementptr %16[%arg29] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              nvvm.mbarrier.try_wait.parity %145, %arg30, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            }
            %136 = arith.addi %arg29, %c1_i32 : i32
            %137 = arith.cmpi eq, %136, %c13_i32 : i32
            %138 = arith.select %137, %c0_i32, %136 : i32
            %139 = scf.if %137 -> (i32) {
              %145 = arith.xori %arg30, %c1_i32 : i32
              scf.yield %145 : i32
            } else {
              scf.yield %arg30 : i32
            }
            %140 = scf.for %arg33 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg34 = %arg31) -> (!llvm_struct_3a3a74)  : i32 {
              %145 = arith.muli %arg33, %c2_i32 overflow<nsw> : i32
              %146 = arith.muli %arg29, %c512_i32 overflow<nsw> : i32
              %147 = arith.addi %145, %146 overflow<nsw> : i32
              %148 = arith.addi %97, %147 : i32
              %149 = vector.insert %148, %96 [0] : i32 into vector<2xi32>
              %150 = llvm.bitcast %149 : vector<2xi32> to i64
              %151 = arith.addi %99, %147 : i32
              %152 = vector.insert %151, %98 [0] : i32 into vector<2xi32>
              %153 = llvm.bitcast %152 : vector<2xi32> to i64
              %154 = llvm.extractvalue %arg34[1] : !llvm_struct_3a3a74
              %155 = llvm.extractvalue %arg34[2] : !llvm_struct_3a3a74
              %156 = llvm.extractvalue %arg34[0] : !llvm_struct_3a3a74
              %157 = arith.extui %154 : i1 to i32
              %158 = arith.extui %155 : i1 to i32
              %159 = arith.shli %157, %c13_i32 : i32
              %160 = arith.shli %158, %c14_i32 : i32
              %161 = arith.ori %159, %c68158608_i32 : i32
              %162 = arith.ori %161, %160 : i32
              %163 = llvm.extractvalue %arg34[3] : !llvm_struct_3a3a74
              %164 = nvvm.elect.sync -> i1
              scf.if %164 {
                nvvm.tcgen05.mma %109, %150, %153, %162, %156 mask = %163 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f8f6f4>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
              }
              %165 = llvm.insertvalue %true, %arg34[0] : !llvm_struct_3a3a74
              scf.yield %165 : !llvm_struct_3a3a74
            } {loop_annotation = #loop_annotation1}
            %141 = nvvm.elect.sync -> i1
            scf.if %141 {
              %145 = llvm.getelementptr %47[%arg29] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              nvvm.tcgen05.commit %145, multicast_mask = %60 : !llvm.ptr<3>, i16
            }
            %142 = arith.cmpi sgt, %70, %arg32 : i32
            %143 = scf.if %142 -> (i1) {
              %145 = llvm.getelementptr %16[%138] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              %146 = nvvm.mbarrier.wait.parity %145, %139 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
              scf.yield %146 : i1
            } else {
              scf.yield %true : i1
            }
            %144 = arith.addi %arg32, %c1_i32 : i32
            scf.yield %143, %arg32, %138, %139, %140, %144 : i1, i32, i32, i32, !llvm_struct_3a3a74, i32
          }
          %111 = nvvm.elect.sync -> i1
          scf.if %111 {
            %134 = llvm.getelementptr %42[%arg21] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            nvvm.tcgen05.commit %134, multicast_mask = %65 : !llvm.ptr<3>, i16
          }
          %112 = arith.addi %arg21, %c1_i32 : i32
          %113 = arith.addi %arg20, %c1_i32 : i32
          %114 = arith.cmpi eq, %112, %c2_i32 : i32
          %115 = arith.select %114, %c0_i32, %112 : i32
          %116 = scf.if %114 -> (i32) {
            %134 = arith.xori %arg22, %c1_i32 : i32
            scf.yield %134 : i32
          } else {
            scf.yield %arg22 : i32
          }
          %117 = llvm.getelementptr %44[%arg24] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %117, %arg25, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %118 = llvm.load %45 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<1xi128>
          llvm.store %118, %5 {alignment = 16 : i64} : vector<1xi128>, !llvm.ptr
          %119 = llvm.load %5 {alignment = 32 : i64} : !llvm.ptr -> vector<1xi128>
          %120 = vector.extract %119[0] : i128 from vector<1xi128>
          %121 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %120 : i1
          %122 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %120 : i32
          %123 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %120 : i32
          %124 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_z, %120 : i32
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %125 = arith.addi %122, %86 : i32
          %126 = arith.addi %123, %87 : i32
          %127 = llvm.getelementptr %66[%arg24] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %128 = nvvm.mapa %127, %c0_i32 : !llvm.ptr<3> -> !llvm.ptr<7>
          nvvm.mbarrier.arrive %128, %c1_i32 : !llvm.ptr<7>
          %129 = arith.addi %arg24, %c1_i32 : i32
          %130 = arith.addi %arg23, %c1_i32 : i32
          %131 = arith.cmpi eq, %129, %c1_i32 : i32
          %132 = arith.select %131, %c0_i32, %129 : i32
          %133 = scf.if %131 -> (i32) {
            %134 = arith.xori %arg25, %c1_i32 : i32
            scf.yield %134 : i32
          } else {
            scf.yield %arg25 : i32
          }
          scf.yield %125, %126, %124, %121, %110#2, %110#3, %110#4, %113, %115, %116, %130, %132, %133 : i32, i32, i32, i1, i32, i32, !llvm_struct_3a3a74, i32, i32, i32, i32, i32, i32
        }
        %101 = arith.remsi %35, %c2_i32 : i32
        %102 = arith.cmpi eq, %101, %c0_i32 : i32
        scf.if %102 {
          %103 = arith.addi %100#8, %c1_i32 : i32
          %104 = arith.cmpi eq, %103, %c2_i32 : i32
          %105 = arith.select %104, %c0_i32, %103 : i32
          %106 = scf.if %104 -> (i32) {
            %108 = arith.xori %100#9, %c1_i32 : i32
            scf.yield %108 : i32
          } else {
            scf.yield %100#9 : i32
          }
          %107 = llvm.getelementptr %61[%105] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %107, %106, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        }
        scf.yield %100#0, %100#1, %100#2, %100#3, %100#10, %100#11, %100#12 : i32, i32, i32, i1, i32, i32, i32
      } else {
        scf.yield %91#0, %91#1, %91#2, %91#3, %91#5, %91#6, %91#7 : i32, i32, i32, i1, i32, i32, i32
      }
      %94 = arith.cmpi slt, %32, %c4_i32 : i32
      scf.if %94 {
        scf.if %46 {
          nvvm.tcgen05.alloc %43, %c64_i32 : !llvm.ptr<3>, i32
        }
        nvvm.barrier id = %c2_i32 number_of_threads = %c160_i32
        %95 = llvm.load %43 : !llvm.ptr<3> -> i32
        %96 = arith.divsi %20, %c32_i32 : i32
        %97 = arith.muli %96, %c2097152_i32 overflow<nsw> : i32
        %98 = arith.addi %95, %97 : i32
        %99 = arith.divsi %20, %c16_i32 : i32
        %100 = arith.remsi %20, %c16_i32 : i32
        %101 = arith.muli %100, %c64_i32 overflow<nsw> : i32
        %102 = arith.divsi %99, %c2_i32 : i32
        %103 = arith.remsi %99, %c2_i32 : i32
        %104 = arith.muli %103, %c8_i32 overflow<nsw> : i32
        %105 = arith.addi %101, %104 overflow<nsw> : i32
        %106 = arith.muli %102, %c1024_i32 overflow<nsw> : i32
        %107 = arith.addi %105, %106 overflow<nsw> : i32
        %108 = llvm.getelementptr %19[%107] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %109 = llvm.ptrtoint %108 : !llvm.ptr<3> to i64
        %110 = arith.andi %109, %c896_i64 : i64
        %111 = arith.shrui %110, %c3_i64 : i64
        %112 = arith.xori %109, %111 : i64
        %113 = llvm.inttoptr %112 : i64 to !llvm.ptr<3>
        %114 = llvm.getelementptr %3[8] : (!llvm.ptr) -> !llvm.ptr, bf16
        %115 = llvm.getelementptr %108[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
        %116 = llvm.ptrtoint %115 : !llvm.ptr<3> to i64
        %117 = arith.andi %116, %c896_i64 : i64
        %118 = arith.shrui %117, %c3_i64 : i64
        %119 = arith.xori %116, %118 : i64
        %120 = llvm.inttoptr %119 : i64 to !llvm.ptr<3>
        %121 = llvm.getelementptr %3[16] : (!llvm.ptr) -> !llvm.ptr, bf16
        %122 = llvm.getelementptr %108[32] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
        %123 = llvm.ptrtoint %122 : !llvm.ptr<3> to i64
        %124 = arith.andi %123, %c896_i64 : i64
        %125 = arith.shrui %124, %c3_i64 : i64
        %126 = arith.xori %123, %125 : i64
        %127 = llvm.inttoptr %126 : i64 to !llvm.ptr<3>
        %128 = llvm.getelementptr %3[24] : (!llvm.ptr) -> !llvm.ptr, bf16
        %129 = llvm.getelementptr %108[48] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
        %130 = llvm.ptrtoint %129 : !llvm.ptr<3> to i64
        %131 = arith.andi %130, %c896_i64 : i64
        %132 = arith.shrui %131, %c3_i64 : i64
        %133 = arith.xori %130, %132 : i64
        %134 = llvm.inttoptr %133 : i64 to !llvm.ptr<3>
        %135:10 = scf.while (%arg13 = %93#0, %arg14 = %93#1, %arg15 = %93#2, %arg16 = %93#3, %arg17 = %91#4, %arg18 = %c0_i32, %arg19 = %c0_i32, %arg20 = %c0_i32, %arg21 = %93#4, %arg22 = %93#5, %arg23 = %93#6) : (i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
          scf.condition(%arg16) %arg13, %arg14, %arg15, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg13: i32, %arg14: i32, %arg15: i32, %arg16: i32, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32):
          %136 = arith.addi %arg16, %c1_i32 : i32
          %137 = arith.muli %arg13, %c64_i32 overflow<nsw> : i32
          %138 = arith.muli %arg14, %c64_i32 overflow<nsw> : i32
          %139 = arith.muli %arg18, %c1048576_i32 overflow<nsw> : i32
          %140 = arith.addi %98, %139 : i32
          %141 = llvm.getelementptr %42[%arg18] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %141, %arg19, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %142 = llvm.inttoptr %140 : i32 to !llvm.ptr<6>
          %143 = nvvm.tcgen05.ld %142 {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<32xi32>
          llvm.store %143, %4 : vector<32xi32>, !llvm.ptr
          %144 = llvm.load %4 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
          %145 = arith.truncf %144 : vector<32xf32> to vector<32xbf16>
          llvm.store %145, %3 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
          %146 = arith.remsi %136, %c2_i32 : i32
          %147 = arith.muli %146, %c4096_i32 overflow<nsw> : i32
          %148 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> vector<4xi32>
          %149:4 = vector.to_elements %148 : vector<4xi32>
          %150 = llvm.getelementptr %113[%147] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          nvvm.stmatrix %150, %149#0, %149#1, %149#2, %149#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
          %151 = llvm.load %114 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
          %152:4 = vector.to_elements %151 : vector<4xi32>
          %153 = llvm.getelementptr %120[%147] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          nvvm.stmatrix %153, %152#0, %152#1, %152#2, %152#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
          %154 = llvm.load %121 {alignment = 32 : i64} : !llvm.ptr -> vector<4xi32>
          %155:4 = vector.to_elements %154 : vector<4xi32>
          %156 = llvm.getelementptr %127[%147] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          nvvm.stmatrix %156, %155#0, %155#1, %155#2, %155#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
          %157 = llvm.load %128 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
          %158:4 = vector.to_elements %157 : vector<4xi32>
          %159 = llvm.getelementptr %134[%147] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          nvvm.stmatrix %159, %158#0, %158#1, %158#2, %158#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32 number_of_threads = %c128_i32
          scf.if %46 {
            %183 = arith.muli %146, %c4096_i32 overflow<nsw> : i32
            %184 = llvm.getelementptr %19[%183] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            nvvm.cp.async.bulk.tensor.global.shared.cta %10, %184, box[%138, %137, %arg15] l2_cache_hint = %0 : !llvm.ptr, <3>
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 1 {read}
          }
          nvvm.barrier id = %c1_i32 number_of_threads = %c128_i32
          nvvm.barrier id = %c1_i32 number_of_threads = %c128_i32
          %160 = nvvm.elect.sync -> i1
          scf.if %160 {
            %183 = llvm.getelementptr %61[%arg18] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %184 = nvvm.mbarrier.arrive %183, %c1_i32 : !llvm.ptr<3> -> i64
          }
          %161 = arith.addi %arg18, %c1_i32 : i32
          %162 = arith.addi %arg17, %c1_i32 : i32
          %163 = arith.cmpi eq, %161, %c2_i32 : i32
          %164 = arith.select %163, %c0_i32, %161 : i32
          %165 = scf.if %163 -> (i32) {
            %183 = arith.xori %arg19, %c1_i32 : i32
            scf.yield %183 : i32
          } else {
            scf.yield %arg19 : i32
          }
          %166 = llvm.getelementptr %44[%arg21] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %166, %arg22, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %167 = llvm.load %45 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<1xi128>
          llvm.store %167, %2 {alignment = 16 : i64} : vector<1xi128>, !llvm.ptr
          %168 = llvm.load %2 {alignment = 32 : i64} : !llvm.ptr -> vector<1xi128>
          %169 = vector.extract %168[0] : i128 from vector<1xi128>
          %170 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %169 : i1
          %171 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %169 : i32
          %172 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %169 : i32
          %173 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_z, %169 : i32
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %174 = arith.addi %171, %86 : i32
          %175 = arith.addi %172, %87 : i32
          %176 = llvm.getelementptr %66[%arg21] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %177 = nvvm.mapa %176, %c0_i32 : !llvm.ptr<3> -> !llvm.ptr<7>
          nvvm.mbarrier.arrive %177, %c1_i32 : !llvm.ptr<7>
          %178 = arith.addi %arg21, %c1_i32 : i32
          %179 = arith.addi %arg20, %c1_i32 : i32
          %180 = arith.cmpi eq, %178, %c1_i32 : i32
          %181 = arith.select %180, %c0_i32, %178 : i32
          %182 = scf.if %180 -> (i32) {
            %183 = arith.xori %arg22, %c1_i32 : i32
            scf.yield %183 : i32
          } else {
            scf.yield %arg22 : i32
          }
          scf.yield %174, %175, %173, %170, %136, %162, %164, %165, %179, %181, %182 : i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32
        }
        nvvm.cp.async.bulk.wait_group 0 {read}
        scf.if %46 {
          nvvm.tcgen05.relinquish_alloc_permit
        }
        scf.if %46 {
          %136 = llvm.inttoptr %95 : i32 to !llvm.ptr<6>
          nvvm.tcgen05.dealloc %136, %c64_i32 : !llvm.ptr<6>, i32
        }
      }
      return
    }
  }
  func.func @cutlass___call___cutlassoperatorsprovide_hfeb96335(%arg0: !llvm_struct_0658d3, %arg1: !llvm_struct_0658d3, %arg2: !llvm_struct_0658d3, %arg3: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %0 = ub.poison : !llvm_struct_7bb797
    %1 = ub.poison : !llvm_struct_d63ee1
    %2 = ub.poison : !llvm_struct_2ed770
    %3 = ub.poison : !llvm_struct_3a3a74
    %4 = ub.poison : !llvm.struct<(i32, i32, i32)>
    %c63_i64 = arith.constant 63 : i64
    %c4539628424389459968_i64 = arith.constant 4539628424389459968 : i64
    %c288034_i64 = arith.constant 288034 : i64
    %c9151314442816847872_i64 = arith.constant 9151314442816847872 : i64
    %c286754_i64 = arith.constant 286754 : i64
    %cst = arith.constant dense<0> : vector<4xi32>
    %c4_i32 = arith.constant 4 : i32
    %c1_i32 = arith.constant 1 : i32
    %c224_i32 = arith.constant 224 : i32
    %c229760_i64 = arith.constant 229760 : i64
    %5 = ub.poison : !llvm.struct<()>
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
    llvm.store %c15_i64, %49 : i64, !llvm.ptr
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
    llvm.store %c15_i64, %102 : i64, !llvm.ptr
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
    %146 = arith.muli %23, %c2_i64 : i64
    %147 = arith.extsi %19 : i32 to i64
    %148 = arith.muli %22, %c2_i64 : i64
    %149 = llvm.ptrtoint %8 : !llvm.ptr<1> to i64
    %150 = llvm.getelementptr %143[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %150 : i64, !llvm.ptr
    %151 = llvm.getelementptr %143[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %151 : i64, !llvm.ptr
    %152 = llvm.getelementptr %143[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %152 : i64, !llvm.ptr
    %153 = llvm.getelementptr %143[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %153 : i64, !llvm.ptr
    %154 = llvm.getelementptr %143[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %154 : i64, !llvm.ptr
    %155 = llvm.getelementptr %143[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %155 : i64, !llvm.ptr
    %156 = llvm.getelementptr %143[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %156 : i64, !llvm.ptr
    %157 = llvm.getelementptr %143[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %157 : i64, !llvm.ptr
    %158 = arith.divui %149, %c16_i64 : i64
    %159 = arith.andi %158, %c9007199254740991_i64 : i64
    %160 = arith.shli %159, %c4_i64 : i64
    llvm.store %160, %150 : i64, !llvm.ptr
    %161 = arith.subi %145, %c1_i64 : i64
    %162 = arith.subi %147, %c1_i64 : i64
    %163 = arith.muli %161, %146 : i64
    %164 = arith.muli %162, %148 : i64
    %165 = arith.addi %163, %164 : i64
    %166 = arith.muli %144, %c16_i64 : i64
    %167 = arith.divui %166, %c8_i64 : i64
    %168 = arith.addi %167, %165 : i64
    %169 = arith.cmpi uge, %168, %c131072_i64 : i64
    %170 = arith.extui %169 : i1 to i64
    %171 = arith.shli %170, %c21_i64 : i64
    %172 = arith.divui %146, %c16_i64 : i64
    %173 = arith.shli %172, %c32_i64 : i64
    %174 = arith.ori %171, %173 : i64
    %175 = arith.ori %174, %c288034_i64 : i64
    llvm.store %175, %151 : i64, !llvm.ptr
    %176 = arith.divui %148, %c16_i64 : i64
    %177 = arith.andi %176, %c4294967295_i64 : i64
    llvm.store %177, %152 : i64, !llvm.ptr
    %178 = arith.shrui %146, %c36_i64 : i64
    %179 = arith.andi %178, %c15_i64 : i64
    %180 = arith.shli %179, %c32_i64 : i64
    %181 = arith.shrui %148, %c36_i64 : i64
    %182 = arith.andi %181, %c15_i64 : i64
    %183 = arith.shli %182, %c36_i64 : i64
    %184 = arith.ori %180, %183 : i64
    llvm.store %184, %153 : i64, !llvm.ptr
    %185 = arith.subi %144, %c1_i64 : i64
    %186 = arith.andi %185, %c4294967295_i64 : i64
    %187 = arith.shli %161, %c32_i64 : i64
    %188 = arith.ori %186, %187 : i64
    llvm.store %188, %154 : i64, !llvm.ptr
    %189 = arith.andi %162, %c4294967295_i64 : i64
    llvm.store %189, %155 : i64, !llvm.ptr
    llvm.store %c4539628424389459968_i64, %156 : i64, !llvm.ptr
    llvm.store %c63_i64, %157 : i64, !llvm.ptr
    %190 = llvm.ptrtoint %143 : !llvm.ptr to i64
    %191 = llvm.inttoptr %190 : i64 to !llvm.ptr
    %192 = llvm.load %191 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %193 = llvm.insertvalue %192, %2[0] : !llvm_struct_2ed770
    %194 = llvm.insertvalue %32, %1[0] : !llvm_struct_d63ee1
    %195 = llvm.insertvalue %5, %194[1] : !llvm_struct_d63ee1
    %196 = llvm.insertvalue %5, %0[0] : !llvm_struct_7bb797
    %197 = llvm.insertvalue %195, %196[1] : !llvm_struct_7bb797
    %198 = arith.ceildivsi %20, %c64_i32 : i32
    %199 = arith.ceildivsi %21, %c64_i32 : i32
    %200 = arith.addi %198, %c4_i32 overflow<nsw> : i32
    %201 = arith.subi %200, %c1_i32 overflow<nsw> : i32
    %202 = arith.divsi %201, %c4_i32 : i32
    %203 = arith.muli %202, %c4_i32 : i32
    %204 = arith.addi %199, %c4_i32 overflow<nsw> : i32
    %205 = arith.subi %204, %c1_i32 overflow<nsw> : i32
    %206 = arith.divsi %205, %c4_i32 : i32
    %207 = arith.muli %206, %c4_i32 : i32
    %208 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c224_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c229760_i64, gridDim = (%203, %207, %19), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%208] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cluster_dim[%208] (%c4_i32, %c4_i32, %c1_i32) : !cuda_launch_cfg_2cf94c, i32, i32, i32
    cuda.launch_cfg.cooperative[%208] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %209 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cutlassoperatorspr_hf720994c_0<%208> (%36, %85, %89, %138, %142, %193, %197, %198, %199, %19, %198, %199, %19) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_3a3a74, !llvm_struct_2ed770, !llvm_struct_7bb797, !llvm_struct_2ed770, !llvm_struct_7bb797, !llvm_struct_2ed770, !llvm_struct_7bb797, i32, i32, i32, i32, i32, i32) -> !cuda.result
    %210 = cuda.cast %209 : !cuda.result -> i32
    cuda.return_if_error %210 : i32
    return %c0_i32 : i32
  }
}
