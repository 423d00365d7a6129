!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_0658d3 = !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>
!llvm_struct_1aab6d = !llvm.struct<(i32, i32, i8, i8)>
!llvm_struct_2ed770 = !llvm.struct<(struct<(array<16 x i64>)>)>
!llvm_struct_5bcfaa = !llvm.struct<(i1, i1, i1, vector<8xi32>)>
!llvm_struct_7bb797 = !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>
!llvm_struct_d63ee1 = !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)>
#loop_unroll = #llvm.loop_unroll<disable = true, count = 1 : i32>
#loop_unroll1 = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
#loop_annotation1 = #llvm.loop_annotation<unroll = #loop_unroll1>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cutlassoperatorspr_hdaf611ae_0' launch shared memory exceeds current GPU arch sm_103a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    cuda.kernel @kernel_cutlass_kernel_cutlassoperatorspr_hdaf611ae_0(%arg0: !llvm_struct_5bcfaa, %arg1: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg2: !llvm_struct_7bb797, %arg3: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg4: !llvm_struct_7bb797, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: !llvm_struct_1aab6d, %arg9: !llvm_struct_1aab6d, %arg10: i32, %arg11: i32, %arg12: i32, %arg13: !llvm_struct_1aab6d, %arg14: !llvm_struct_1aab6d, %arg15: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg16: !llvm_struct_7bb797) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 224, 1, 1>, exact_cluster_dim = array<i64: 2, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 224, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.zero : i64
      %c3_i64 = arith.constant 3 : i64
      %c128_i64 = arith.constant 128 : i64
      %c4096_i32 = arith.constant 4096 : i32
      %c-16777217_i32 = arith.constant -16777217 : i32
      %c16384_i32 = arith.constant 16384 : i32
      %c6_i8 = arith.constant 6 : i8
      %c0_i8 = arith.constant 0 : i8
      %c2_i8 = arith.constant 2 : i8
      %c16_i32 = arith.constant 16 : i32
      %c1024_i64 = arith.constant 1024 : i64
      %c31_i32 = arith.constant 31 : i32
      %c-1_i32 = arith.constant -1 : i32
      %1 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %c2_i32 = arith.constant 2 : i32
      %c5_i32 = arith.constant 5 : i32
      %c0_i32 = arith.constant 0 : i32
      %c8_i32 = arith.constant 8 : i32
      %c4_i32 = arith.constant 4 : i32
      %c256_i32 = arith.constant 256 : i32
      %c128_i32 = arith.constant 128 : i32
      %c64_i32 = arith.constant 64 : i32
      %c10000000_i32 = arith.constant 10000000 : i32
      %c40960_i32 = arith.constant 40960 : i32
      %c10_i32 = arith.constant 10 : i32
      %true = arith.constant true
      %c160_i32 = arith.constant 160 : i32
      %false = arith.constant false
      %c269583504_i32 = arith.constant 269583504 : i32
      %c13_i32 = arith.constant 13 : i32
      %c14_i32 = arith.constant 14 : i32
      %c3_i16 = arith.constant 3 : i16
      %c2097152_i32 = arith.constant 2097152 : i32
      %c1024_i32 = arith.constant 1024 : i32
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
      %11 = llvm.getelementptr %10[205824] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %12 = arith.ceildivsi %arg5, %c2_i32 : i32
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
      %27 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %28 = arith.remsi %27, %c2_i32 : i32
      %29 = arith.cmpi eq, %28, %c0_i32 : i32
      %30 = llvm.getelementptr %10[160] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %31 = llvm.getelementptr %10[192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %32 = llvm.getelementptr %10[224] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %33 = llvm.getelementptr %10[232] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %34 = llvm.getelementptr %10[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %35 = llvm.getelementptr %10[164864] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %36 = arith.cmpi eq, %25, %c0_i32 : i32
      scf.if %36 {
        %74 = nvvm.elect.sync -> i1
        scf.if %74 {
          nvvm.mbarrier.init %10, %c1_i32 : !llvm.ptr<3>, i32
          %75 = llvm.getelementptr %10[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %75, %c1_i32 : !llvm.ptr<3>, i32
          %76 = llvm.getelementptr %10[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %76, %c1_i32 : !llvm.ptr<3>, i32
          %77 = llvm.getelementptr %10[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %77, %c1_i32 : !llvm.ptr<3>, i32
          %78 = llvm.getelementptr %10[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %78, %c1_i32 : !llvm.ptr<3>, i32
          %79 = llvm.getelementptr %10[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %79, %c1_i32 : !llvm.ptr<3>, i32
          %80 = llvm.getelementptr %10[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %80, %c1_i32 : !llvm.ptr<3>, i32
          %81 = llvm.getelementptr %10[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %81, %c1_i32 : !llvm.ptr<3>, i32
          %82 = llvm.getelementptr %10[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %82, %c1_i32 : !llvm.ptr<3>, i32
          %83 = llvm.getelementptr %10[9] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %83, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      %37 = llvm.getelementptr %10[10] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      scf.if %36 {
        %74 = nvvm.elect.sync -> i1
        scf.if %74 {
          nvvm.mbarrier.init %37, %c1_i32 : !llvm.ptr<3>, i32
          %75 = llvm.getelementptr %10[11] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %75, %c1_i32 : !llvm.ptr<3>, i32
          %76 = llvm.getelementptr %10[12] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %76, %c1_i32 : !llvm.ptr<3>, i32
          %77 = llvm.getelementptr %10[13] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %77, %c1_i32 : !llvm.ptr<3>, i32
          %78 = llvm.getelementptr %10[14] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %78, %c1_i32 : !llvm.ptr<3>, i32
          %79 = llvm.getelementptr %10[15] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %79, %c1_i32 : !llvm.ptr<3>, i32
          %80 = llvm.getelementptr %10[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %80, %c1_i32 : !llvm.ptr<3>, i32
          %81 = llvm.getelementptr %10[17] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %81, %c1_i32 : !llvm.ptr<3>, i32
          %82 = llvm.getelementptr %10[18] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %82, %c1_i32 : !llvm.ptr<3>, i32
          %83 = llvm.getelementptr %10[19] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %83, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      %38 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %39 = nvvm.shfl.sync idx %c-1_i32, %38, %c0_i32, %c31_i32 : i32 -> i32
      %40 = arith.remsi %39, %c2_i32 : i32
      %41 = arith.remsi %40, %c2_i32 : i32
      %42 = arith.shli %c1_i32, %41 : i32
      %43 = arith.trunci %42 : i32 to i16
      %44 = arith.shli %c1_i32, %41 : i32
      %45 = arith.trunci %44 : i32 to i16
      %46 = arith.xori %41, %c1_i32 : i32
      %47 = arith.shli %c1_i32, %46 : i32
      %48 = arith.trunci %47 : i32 to i16
      %49 = arith.shli %c1_i32, %46 : i32
      %50 = arith.trunci %49 : i32 to i16
      %51 = arith.ori %43, %45 : i16
      %52 = arith.ori %51, %48 : i16
      %53 = arith.ori %52, %50 : i16
      scf.if %36 {
        %74 = nvvm.elect.sync -> i1
        scf.if %74 {
          nvvm.mbarrier.init %30, %c1_i32 : !llvm.ptr<3>, i32
          %75 = llvm.getelementptr %30[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %75, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      %54 = llvm.getelementptr %30[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      scf.if %36 {
        %74 = nvvm.elect.sync -> i1
        scf.if %74 {
          nvvm.mbarrier.init %54, %c8_i32 : !llvm.ptr<3>, i32
          %75 = llvm.getelementptr %30[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %75, %c8_i32 : !llvm.ptr<3>, i32
        }
      }
      %55 = arith.floordivsi %39, %c2_i32 : i32
      %56 = arith.muli %55, %c2_i32 : i32
      scf.if %36 {
        %74 = nvvm.elect.sync -> i1
        scf.if %74 {
          nvvm.mbarrier.init %31, %c2_i32 : !llvm.ptr<3>, i32
          %75 = llvm.getelementptr %31[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %75, %c2_i32 : !llvm.ptr<3>, i32
        }
      }
      %57 = llvm.getelementptr %31[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      scf.if %36 {
        %74 = nvvm.elect.sync -> i1
        scf.if %74 {
          nvvm.mbarrier.init %57, %c4_i32 : !llvm.ptr<3>, i32
          %75 = llvm.getelementptr %31[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %75, %c4_i32 : !llvm.ptr<3>, i32
        }
      }
      scf.if %36 {
        %74 = nvvm.elect.sync -> i1
        scf.if %74 {
          nvvm.mbarrier.init %32, %c32_i32 : !llvm.ptr<3>, i32
        }
      }
      nvvm.fence.mbarrier.init
      nvvm.fence.mbarrier.init
      nvvm.cluster.arrive.relaxed
      %58 = llvm.extractvalue %arg2[1, 0, 1] : !llvm_struct_7bb797
      %59 = arith.ceildivsi %58, %c128_i32 : i32
      %60 = nvvm.shfl.sync idx %c-1_i32, %28, %c0_i32, %c31_i32 : i32 -> i32
      %61 = arith.remsi %60, %c2_i32 : i32
      %62 = arith.remsi %61, %c2_i32 : i32
      %63 = arith.muli %62, %c128_i32 overflow<nsw> : i32
      %64 = arith.muli %62, %c32_i32 overflow<nsw> : i32
      %65 = llvm.ptrtoint %34 : !llvm.ptr<3> to i32
      %66 = arith.shrui %65, %c4_i32 : i32
      %67 = nvvm.tcgen05.mma_smem_desc(%66, %c0_i32, %c64_i32, %c0_i8, %false, %c2_i8) : (i32, i32, i32, i8, i1, i8) -> i64
      %68 = llvm.ptrtoint %35 : !llvm.ptr<3> to i32
      %69 = arith.shrui %68, %c4_i32 : i32
      %70 = nvvm.tcgen05.mma_smem_desc(%69, %c0_i32, %c16_i32, %c0_i8, %false, %c6_i8) : (i32, i32, i32, i8, i1, i8) -> i64
      nvvm.cluster.wait
      scf.if %26 {
        %74 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
        %75 = nvvm.read.ptx.sreg.nctaid.x range <i32, 1, 2147483647> : i32
        %76 = nvvm.read.ptx.sreg.nctaid.y range <i32, 1, 65535> : i32
        %77 = nvvm.read.ptx.sreg.nctaid.z range <i32, 1, 65535> : i32
        %78 = arith.muli %75, %76 overflow<nsw> : i32
        %79 = arith.muli %78, %77 overflow<nsw> : i32
        %80 = arith.divsi %79, %c2_i32 : i32
        %81 = arith.muli %12, %arg6 overflow<nsw> : i32
        %82 = arith.muli %81, %arg7 overflow<nsw> : i32
        %83 = arith.cmpi sgt, %82, %74 : i32
        %84 = llvm.extractvalue %arg8[0] : !llvm_struct_1aab6d
        %85 = llvm.extractvalue %arg8[1] : !llvm_struct_1aab6d
        %86 = llvm.extractvalue %arg8[2] : !llvm_struct_1aab6d
        %87 = llvm.extractvalue %arg8[3] : !llvm_struct_1aab6d
        %88 = arith.extui %86 : i8 to i32
        %89 = arith.extui %87 : i8 to i32
        %low, %high = arith.mului_extended %74, %85 : i32
        %90 = arith.subi %74, %high : i32
        %91 = arith.shrui %90, %88 : i32
        %92 = arith.addi %high, %91 : i32
        %93 = arith.shrui %92, %89 : i32
        %94 = arith.muli %93, %84 : i32
        %95 = arith.subi %74, %94 : i32
        %96 = llvm.extractvalue %arg9[0] : !llvm_struct_1aab6d
        %97 = llvm.extractvalue %arg9[1] : !llvm_struct_1aab6d
        %98 = llvm.extractvalue %arg9[2] : !llvm_struct_1aab6d
        %99 = llvm.extractvalue %arg9[3] : !llvm_struct_1aab6d
        %100 = arith.extui %98 : i8 to i32
        %101 = arith.extui %99 : i8 to i32
        %low_0, %high_1 = arith.mului_extended %93, %97 : i32
        %102 = arith.subi %93, %high_1 : i32
        %103 = arith.shrui %102, %100 : i32
        %104 = arith.addi %high_1, %103 : i32
        %105 = arith.shrui %104, %101 : i32
        %106 = arith.muli %105, %96 : i32
        %107 = arith.subi %93, %106 : i32
        %108 = arith.muli %95, %c2_i32 : i32
        %109 = arith.addi %108, %28 : i32
        %110 = nvvm.shfl.sync idx %c-1_i32, %109, %c0_i32, %c31_i32 : i32 -> i32
        %111 = nvvm.shfl.sync idx %c-1_i32, %107, %c0_i32, %c31_i32 : i32 -> i32
        %112 = nvvm.shfl.sync idx %c-1_i32, %105, %c0_i32, %c31_i32 : i32 -> i32
        %113 = arith.extui %83 : i1 to i32
        %114 = nvvm.shfl.sync idx %c-1_i32, %113, %c0_i32, %c31_i32 : i32 -> i32
        %115 = arith.cmpi ne, %114, %c0_i32 : i32
        %116:7 = scf.while (%arg17 = %110, %arg18 = %111, %arg19 = %112, %arg20 = %115, %arg21 = %c0_i32, %arg22 = %c1_i32, %arg23 = %74, %arg24 = %c0_i32) : (i32, i32, i32, i1, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
          scf.condition(%arg20) %arg17, %arg18, %arg19, %arg21, %arg22, %arg23, %arg24 : i32, i32, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32):
          %163 = arith.floordivsi %arg17, %c2_i32 : i32
          %164 = arith.muli %163, %c256_i32 overflow<nsw> : i32
          %165 = arith.addi %63, %164 overflow<nsw> : i32
          %166 = arith.muli %arg18, %c64_i32 overflow<nsw> : i32
          %167 = arith.addi %64, %166 overflow<nsw> : i32
          %168 = llvm.getelementptr %37[%arg20] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %169 = nvvm.mbarrier.wait.parity %168, %arg21 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
          %170:5 = scf.for %arg24 = %c0_i32 to %59 step %c1_i32 iter_args(%arg25 = %169, %arg26 = %c0_i32, %arg27 = %arg20, %arg28 = %arg21, %arg29 = %c1_i32) -> (i1, i32, i32, i32, i32)  : i32 {
            %194 = arith.extui %arg25 : i1 to i32
            %195 = arith.cmpi eq, %194, %c0_i32 : i32
            scf.if %195 {
              %218 = llvm.getelementptr %37[%arg27] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              nvvm.mbarrier.try_wait.parity %218, %arg28, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            }
            scf.if %29 {
              %218 = nvvm.elect.sync -> i1
              scf.if %218 {
                %219 = llvm.getelementptr %10[%arg27] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
                %220 = nvvm.mbarrier.arrive.expect_tx %219, %c40960_i32 : !llvm.ptr<3>, i32 -> i64
              }
            }
            %196 = arith.addi %arg27, %c1_i32 : i32
            %197 = arith.cmpi eq, %196, %c10_i32 : i32
            %198 = arith.select %197, %c0_i32, %196 : i32
            %199 = scf.if %197 -> (i32) {
              %218 = arith.xori %arg28, %c1_i32 : i32
              scf.yield %218 : i32
            } else {
              scf.yield %arg28 : i32
            }
            %200 = arith.muli %arg26, %c128_i32 overflow<nsw> : i32
            %201 = arith.muli %arg27, %c16384_i32 overflow<nsw> : i32
            %202 = llvm.getelementptr %34[%201] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
            %203 = llvm.getelementptr %10[%arg27] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %204 = llvm.ptrtoint %203 : !llvm.ptr<3> to i32
            %205 = arith.andi %204, %c-16777217_i32 : i32
            %206 = llvm.inttoptr %205 : i32 to !llvm.ptr<3>
            %207 = nvvm.elect.sync -> i1
            scf.if %207 {
              %218 = llvm.addrspacecast %202 : !llvm.ptr<3> to !llvm.ptr<7>
              nvvm.cp.async.bulk.tensor.shared.cluster.global %218, %4, %206, box[%165, %200, %arg19] l2_cache_hint = %0 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<7>, !llvm.ptr
            }
            %208 = arith.muli %arg26, %c128_i32 overflow<nsw> : i32
            %209 = arith.muli %arg27, %c4096_i32 overflow<nsw> : i32
            %210 = llvm.getelementptr %35[%209] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
            %211 = llvm.ptrtoint %203 : !llvm.ptr<3> to i32
            %212 = arith.andi %211, %c-16777217_i32 : i32
            %213 = llvm.inttoptr %212 : i32 to !llvm.ptr<3>
            %214 = nvvm.elect.sync -> i1
            scf.if %214 {
              %218 = llvm.addrspacecast %210 : !llvm.ptr<3> to !llvm.ptr<7>
              nvvm.cp.async.bulk.tensor.shared.cluster.global %218, %5, %213, box[%167, %208, %arg19] l2_cache_hint = %0 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<7>, !llvm.ptr
            }
            %215 = arith.cmpi sgt, %59, %arg29 : i32
            %216 = scf.if %215 -> (i1) {
              %218 = llvm.getelementptr %37[%198] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              %219 = nvvm.mbarrier.wait.parity %218, %199 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
              scf.yield %219 : i1
            } else {
              scf.yield %true : i1
            }
            %217 = arith.addi %arg29, %c1_i32 : i32
            scf.yield %216, %arg29, %198, %199, %217 : i1, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          %171 = arith.addi %arg22, %80 : i32
          %172 = arith.addi %arg23, %c1_i32 : i32
          %173 = arith.cmpi sgt, %82, %171 : i32
          %low_2, %high_3 = arith.mului_extended %171, %85 : i32
          %174 = arith.subi %171, %high_3 : i32
          %175 = arith.shrui %174, %88 : i32
          %176 = arith.addi %high_3, %175 : i32
          %177 = arith.shrui %176, %89 : i32
          %178 = arith.muli %177, %84 : i32
          %179 = arith.subi %171, %178 : i32
          %low_4, %high_5 = arith.mului_extended %177, %97 : i32
          %180 = arith.subi %177, %high_5 : i32
          %181 = arith.shrui %180, %100 : i32
          %182 = arith.addi %high_5, %181 : i32
          %183 = arith.shrui %182, %101 : i32
          %184 = arith.muli %183, %96 : i32
          %185 = arith.subi %177, %184 : i32
          %186 = arith.muli %179, %c2_i32 : i32
          %187 = arith.addi %186, %28 : i32
          %188 = nvvm.shfl.sync idx %c-1_i32, %187, %c0_i32, %c31_i32 : i32 -> i32
          %189 = nvvm.shfl.sync idx %c-1_i32, %185, %c0_i32, %c31_i32 : i32 -> i32
          %190 = nvvm.shfl.sync idx %c-1_i32, %183, %c0_i32, %c31_i32 : i32 -> i32
          %191 = arith.extui %173 : i1 to i32
          %192 = nvvm.shfl.sync idx %c-1_i32, %191, %c0_i32, %c31_i32 : i32 -> i32
          %193 = arith.cmpi ne, %192, %c0_i32 : i32
          scf.yield %188, %189, %190, %193, %170#2, %170#3, %171, %172 : i32, i32, i32, i1, i32, i32, i32, i32
        }
        %117 = llvm.getelementptr %37[%116#3] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %117, %116#4, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %118 = arith.addi %116#3, %c1_i32 : i32
        %119 = arith.cmpi eq, %118, %c10_i32 : i32
        %120 = arith.select %119, %c0_i32, %118 : i32
        %121 = scf.if %119 -> (i32) {
          %163 = arith.xori %116#4, %c1_i32 : i32
          scf.yield %163 : i32
        } else {
          scf.yield %116#4 : i32
        }
        %122 = llvm.getelementptr %37[%120] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %122, %121, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %123 = arith.addi %120, %c1_i32 : i32
        %124 = arith.cmpi eq, %123, %c10_i32 : i32
        %125 = arith.select %124, %c0_i32, %123 : i32
        %126 = scf.if %124 -> (i32) {
          %163 = arith.xori %121, %c1_i32 : i32
          scf.yield %163 : i32
        } else {
          scf.yield %121 : i32
        }
        %127 = llvm.getelementptr %37[%125] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %127, %126, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %128 = arith.addi %125, %c1_i32 : i32
        %129 = arith.cmpi eq, %128, %c10_i32 : i32
        %130 = arith.select %129, %c0_i32, %128 : i32
        %131 = scf.if %129 -> (i32) {
          %163 = arith.xori %126, %c1_i32 : i32
          scf.yield %163 : i32
        } else {
          scf.yield %126 : i32
        }
        %132 = llvm.getelementptr %37[%130] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %132, %131, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %133 = arith.addi %130, %c1_i32 : i32
        %134 = arith.cmpi eq, %133, %c10_i32 : i32
        %135 = arith.select %134, %c0_i32, %133 : i32
        %136 = scf.if %134 -> (i32) {
          %163 = arith.xori %131, %c1_i32 : i32
          scf.yield %163 : i32
        } else {
          scf.yield %131 : i32
        }
        %137 = llvm.getelementptr %37[%135] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %137, %136, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %138 = arith.addi %135, %c1_i32 : i32
        %139 = arith.cmpi eq, %138, %c10_i32 : i32
        %140 = arith.select %139, %c0_i32, %138 : i32
        %141 = scf.if %139 -> (i32) {
          %163 = arith.xori %136, %c1_i32 : i32
          scf.yield %163 : i32
        } else {
          scf.yield %136 : i32
        }
        %142 = llvm.getelementptr %37[%140] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %142, %141, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %143 = arith.addi %140, %c1_i32 : i32
        %144 = arith.cmpi eq, %143, %c10_i32 : i32
        %145 = arith.select %144, %c0_i32, %143 : i32
        %146 = scf.if %144 -> (i32) {
          %163 = arith.xori %141, %c1_i32 : i32
          scf.yield %163 : i32
        } else {
          scf.yield %141 : i32
        }
        %147 = llvm.getelementptr %37[%145] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %147, %146, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %148 = arith.addi %145, %c1_i32 : i32
        %149 = arith.cmpi eq, %148, %c10_i32 : i32
        %150 = arith.select %149, %c0_i32, %148 : i32
        %151 = scf.if %149 -> (i32) {
          %163 = arith.xori %146, %c1_i32 : i32
          scf.yield %163 : i32
        } else {
          scf.yield %146 : i32
        }
        %152 = llvm.getelementptr %37[%150] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %152, %151, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %153 = arith.addi %150, %c1_i32 : i32
        %154 = arith.cmpi eq, %153, %c10_i32 : i32
        %155 = arith.select %154, %c0_i32, %153 : i32
        %156 = scf.if %154 -> (i32) {
          %163 = arith.xori %151, %c1_i32 : i32
          scf.yield %163 : i32
        } else {
          scf.yield %151 : i32
        }
        %157 = llvm.getelementptr %37[%155] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %157, %156, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %158 = arith.addi %155, %c1_i32 : i32
        %159 = arith.cmpi eq, %158, %c10_i32 : i32
        %160 = arith.select %159, %c0_i32, %158 : i32
        %161 = scf.if %159 -> (i32) {
          %163 = arith.xori %156, %c1_i32 : i32
          scf.yield %163 : i32
        } else {
          scf.yield %156 : i32
        }
        %162 = llvm.getelementptr %37[%160] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %162, %161, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      }
      %71 = arith.cmpi eq, %25, %c4_i32 : i32
      scf.if %71 {
        nvvm.barrier id = %c2_i32 number_of_threads = %c160_i32
        %74 = llvm.load %33 : !llvm.ptr<3> -> i32
        %75 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
        %76 = nvvm.read.ptx.sreg.nctaid.x range <i32, 1, 2147483647> : i32
        %77 = nvvm.read.ptx.sreg.nctaid.y range <i32, 1, 65535> : i32
        %78 = nvvm.read.ptx.sreg.nctaid.z range <i32, 1, 65535> : i32
        %79 = arith.muli %76, %77 overflow<nsw> : i32
        %80 = arith.muli %79, %78 overflow<nsw> : i32
        %81 = arith.divsi %80, %c2_i32 : i32
        %82 = arith.muli %12, %arg6 overflow<nsw> : i32
        %83 = arith.muli %82, %arg7 overflow<nsw> : i32
        %84 = arith.cmpi sgt, %83, %75 : i32
        %85 = arith.extui %84 : i1 to i32
        %86 = nvvm.shfl.sync idx %c-1_i32, %85, %c0_i32, %c31_i32 : i32 -> i32
        %87 = arith.cmpi ne, %86, %c0_i32 : i32
        %88:8 = scf.while (%arg17 = %87, %arg18 = %c0_i32, %arg19 = %c0_i32, %arg20 = %arg0, %arg21 = %c0_i32, %arg22 = %c0_i32, %arg23 = %c1_i32, %arg24 = %75, %arg25 = %c0_i32) : (i1, i32, i32, !llvm_struct_5bcfaa, i32, i32, i32, i32, i32) -> (i32, i32, !llvm_struct_5bcfaa, i32, i32, i32, i32, i32) {
          scf.condition(%arg17) %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25 : i32, i32, !llvm_struct_5bcfaa, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg17: i32, %arg18: i32, %arg19: !llvm_struct_5bcfaa, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32):
          %91 = arith.muli %arg21, %c64_i32 overflow<nsw> : i32
          %92 = arith.addi %74, %91 : i32
          %93 = scf.if %29 -> (i1) {
            %107 = llvm.getelementptr %10[%arg17] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %108 = nvvm.mbarrier.wait.parity %107, %arg18 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
            %109 = llvm.getelementptr %54[%arg21] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            nvvm.mbarrier.try_wait.parity %109, %arg22, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            scf.yield %108 : i1
          } else {
            scf.yield %true : i1
          }
          %94 = llvm.insertvalue %false, %arg19[0] : !llvm_struct_5bcfaa
          %95:5 = scf.for %arg25 = %c0_i32 to %59 step %c1_i32 iter_args(%arg26 = %93, %arg27 = %c0_i32, %arg28 = %arg17, %arg29 = %arg18, %arg30 = %94) -> (i1, i32, i32, i32, !llvm_struct_5bcfaa)  : i32 {
            %107:5 = scf.if %29 -> (i1, i32, i32, i32, !llvm_struct_5bcfaa) {
              %108 = arith.extui %arg26 : i1 to i32
              %109 = arith.cmpi eq, %108, %c0_i32 : i32
              scf.if %109 {
                %130 = llvm.getelementptr %10[%arg28] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
                nvvm.mbarrier.try_wait.parity %130, %arg29, %c10000000_i32 : !llvm.ptr<3>, i32, i32
              }
              %110 = arith.addi %arg28, %c1_i32 : i32
              %111 = arith.addi %arg27, %c1_i32 : i32
              %112 = arith.cmpi eq, %110, %c10_i32 : i32
              %113 = arith.select %112, %c0_i32, %110 : i32
              %114 = scf.if %112 -> (i32) {
                %130 = arith.xori %arg29, %c1_i32 : i32
                scf.yield %130 : i32
              } else {
                scf.yield %arg29 : i32
              }
              %115 = arith.cmpi ne, %arg25, %c0_i32 : i32
              %116 = llvm.insertvalue %115, %arg30[0] : !llvm_struct_5bcfaa
              %117 = arith.muli %arg28, %c1024_i32 overflow<nsw> : i32
              %118 = llvm.bitcast %67 : i64 to vector<2xi32>
              %119 = vector.extract %118[0] : i32 from vector<2xi32>
              %120 = arith.addi %119, %117 : i32
              %121 = arith.muli %arg28, %c256_i32 overflow<nsw> : i32
              %122 = llvm.bitcast %70 : i64 to vector<2xi32>
              %123 = vector.extract %122[0] : i32 from vector<2xi32>
              %124 = arith.addi %123, %121 : i32
              %125 = llvm.inttoptr %92 : i32 to !llvm.ptr<6>
              %126 = scf.for %arg31 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg32 = %116) -> (!llvm_struct_5bcfaa)  : i32 {
                %130 = arith.muli %arg31, %c256_i32 overflow<nsw> : i32
                %131 = arith.addi %120, %130 : i32
                %132 = vector.insert %131, %118 [0] : i32 into vector<2xi32>
                %133 = llvm.bitcast %132 : vector<2xi32> to i64
                %134 = arith.muli %arg31, %c64_i32 overflow<nsw> : i32
                %135 = arith.addi %124, %134 : i32
                %136 = vector.insert %135, %122 [0] : i32 into vector<2xi32>
                %137 = llvm.bitcast %136 : vector<2xi32> to i64
                %138 = llvm.extractvalue %arg32[1] : !llvm_struct_5bcfaa
                %139 = llvm.extractvalue %arg32[2] : !llvm_struct_5bcfaa
                %140 = llvm.extractvalue %arg32[0] : !llvm_struct_5bcfaa
                %141 = arith.extui %138 : i1 to i32
                %142 = arith.extui %139 : i1 to i32
                %143 = arith.shli %141, %c13_i32 : i32
                %144 = arith.shli %142, %c14_i32 : i32
                %145 = arith.ori %143, %c269583504_i32 : i32
                %146 = arith.ori %145, %144 : i32
                %147 = llvm.extractvalue %arg32[3] : !llvm_struct_5bcfaa
                %148 = nvvm.elect.sync -> i1
                scf.if %148 {
                  nvvm.tcgen05.mma %125, %133, %137, %146, %140 mask = %147 {ctaGroup = #nvvm.cta_group<cta_2>, kind = #nvvm.tcgen05_mma_kind<f8f6f4>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<8xi32>)
                }
                %149 = llvm.insertvalue %true, %arg32[0] : !llvm_struct_5bcfaa
                scf.yield %149 : !llvm_struct_5bcfaa
              } {loop_annotation = #loop_annotation1}
              %127 = nvvm.elect.sync -> i1
              scf.if %127 {
                %130 = llvm.getelementptr %37[%arg28] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
                nvvm.tcgen05.commit %130, multicast_mask = %53 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i16
              }
              %128 = arith.cmpi sgt, %59, %111 : i32
              %129 = scf.if %128 -> (i1) {
                %130 = llvm.getelementptr %10[%113] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
                %131 = nvvm.mbarrier.wait.parity %130, %114 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
                scf.yield %131 : i1
              } else {
                scf.yield %true : i1
              }
              scf.yield %129, %111, %113, %114, %116 : i1, i32, i32, i32, !llvm_struct_5bcfaa
            } else {
              scf.yield %arg26, %arg27, %arg28, %arg29, %arg30 : i1, i32, i32, i32, !llvm_struct_5bcfaa
            }
            scf.yield %107#0, %107#1, %107#2, %107#3, %107#4 : i1, i32, i32, i32, !llvm_struct_5bcfaa
          }
          scf.if %29 {
            %107 = nvvm.elect.sync -> i1
            scf.if %107 {
              %108 = llvm.getelementptr %30[%arg21] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              nvvm.tcgen05.commit %108, multicast_mask = %c3_i16 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i16
            }
          }
          %96 = arith.addi %arg21, %c1_i32 : i32
          %97 = arith.addi %arg20, %c1_i32 : i32
          %98 = arith.cmpi eq, %96, %c2_i32 : i32
          %99 = arith.select %98, %c0_i32, %96 : i32
          %100 = scf.if %98 -> (i32) {
            %107 = arith.xori %arg22, %c1_i32 : i32
            scf.yield %107 : i32
          } else {
            scf.yield %arg22 : i32
          }
          %101 = arith.addi %arg23, %81 : i32
          %102 = arith.addi %arg24, %c1_i32 : i32
          %103 = arith.cmpi sgt, %83, %101 : i32
          %104 = arith.extui %103 : i1 to i32
          %105 = nvvm.shfl.sync idx %c-1_i32, %104, %c0_i32, %c31_i32 : i32 -> i32
          %106 = arith.cmpi ne, %105, %c0_i32 : i32
          scf.yield %106, %95#2, %95#3, %95#4, %97, %99, %100, %101, %102 : i1, i32, i32, !llvm_struct_5bcfaa, i32, i32, i32, i32, i32
        }
        %89 = arith.remsi %39, %c2_i32 : i32
        %90 = arith.cmpi eq, %89, %c0_i32 : i32
        scf.if %90 {
          %91 = arith.addi %88#4, %c1_i32 : i32
          %92 = arith.cmpi eq, %91, %c2_i32 : i32
          %93 = arith.select %92, %c0_i32, %91 : i32
          %94 = scf.if %92 -> (i32) {
            %96 = arith.xori %88#5, %c1_i32 : i32
            scf.yield %96 : i32
          } else {
            scf.yield %88#5 : i32
          }
          %95 = llvm.getelementptr %54[%93] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %95, %94, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        }
      }
      %72 = arith.cmpi slt, %25, %c4_i32 : i32
      scf.if %72 {
        scf.if %36 {
          nvvm.tcgen05.alloc %33, %c128_i32 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i32
        }
        nvvm.barrier id = %c2_i32 number_of_threads = %c160_i32
        %74 = llvm.load %33 : !llvm.ptr<3> -> i32
        %75 = arith.divsi %13, %c32_i32 : i32
        %76 = arith.muli %75, %c2097152_i32 overflow<nsw> : i32
        %77 = arith.addi %74, %76 : i32
        %78 = arith.remsi %13, %c32_i32 : i32
        %79 = arith.muli %78, %c32_i32 overflow<nsw> : i32
        %80 = arith.muli %75, %c1024_i32 overflow<nsw> : i32
        %81 = arith.addi %79, %80 overflow<nsw> : i32
        %82 = llvm.getelementptr %11[%81] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        %83 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
        %84 = nvvm.read.ptx.sreg.nctaid.x range <i32, 1, 2147483647> : i32
        %85 = nvvm.read.ptx.sreg.nctaid.y range <i32, 1, 65535> : i32
        %86 = nvvm.read.ptx.sreg.nctaid.z range <i32, 1, 65535> : i32
        %87 = arith.muli %84, %85 overflow<nsw> : i32
        %88 = arith.muli %87, %86 overflow<nsw> : i32
        %89 = arith.divsi %88, %c2_i32 : i32
        %90 = arith.muli %12, %arg6 overflow<nsw> : i32
        %91 = arith.muli %90, %arg7 overflow<nsw> : i32
        %92 = arith.cmpi sgt, %91, %83 : i32
        %93 = llvm.extractvalue %arg8[0] : !llvm_struct_1aab6d
        %94 = llvm.extractvalue %arg8[1] : !llvm_struct_1aab6d
        %95 = llvm.extractvalue %arg8[2] : !llvm_struct_1aab6d
        %96 = llvm.extractvalue %arg8[3] : !llvm_struct_1aab6d
        %97 = arith.extui %95 : i8 to i32
        %98 = arith.extui %96 : i8 to i32
        %low, %high = arith.mului_extended %83, %94 : i32
        %99 = arith.subi %83, %high : i32
        %100 = arith.shrui %99, %97 : i32
        %101 = arith.addi %high, %100 : i32
        %102 = arith.shrui %101, %98 : i32
        %103 = arith.muli %102, %93 : i32
        %104 = arith.subi %83, %103 : i32
        %105 = llvm.extractvalue %arg9[0] : !llvm_struct_1aab6d
        %106 = llvm.extractvalue %arg9[1] : !llvm_struct_1aab6d
        %107 = llvm.extractvalue %arg9[2] : !llvm_struct_1aab6d
        %108 = llvm.extractvalue %arg9[3] : !llvm_struct_1aab6d
        %109 = arith.extui %107 : i8 to i32
        %110 = arith.extui %108 : i8 to i32
        %low_0, %high_1 = arith.mului_extended %102, %106 : i32
        %111 = arith.subi %102, %high_1 : i32
        %112 = arith.shrui %111, %109 : i32
        %113 = arith.addi %high_1, %112 : i32
        %114 = arith.shrui %113, %110 : i32
        %115 = arith.muli %114, %105 : i32
        %116 = arith.subi %102, %115 : i32
        %117 = arith.muli %104, %c2_i32 : i32
        %118 = arith.addi %117, %28 : i32
        %119 = nvvm.shfl.sync idx %c-1_i32, %118, %c0_i32, %c31_i32 : i32 -> i32
        %120 = nvvm.shfl.sync idx %c-1_i32, %116, %c0_i32, %c31_i32 : i32 -> i32
        %121 = nvvm.shfl.sync idx %c-1_i32, %114, %c0_i32, %c31_i32 : i32 -> i32
        %122 = arith.extui %92 : i1 to i32
        %123 = nvvm.shfl.sync idx %c-1_i32, %122, %c0_i32, %c31_i32 : i32 -> i32
        %124 = arith.cmpi ne, %123, %c0_i32 : i32
        %125 = llvm.ptrtoint %82 : !llvm.ptr<3> to i64
        %126 = arith.andi %125, %c128_i64 : i64
        %127 = arith.shrui %126, %c3_i64 : i64
        %128 = arith.xori %125, %127 : i64
        %129 = llvm.inttoptr %128 : i64 to !llvm.ptr<3>
        %130 = llvm.getelementptr %2[16] : (!llvm.ptr) -> !llvm.ptr, i8
        %131 = llvm.getelementptr %82[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
        %132 = llvm.ptrtoint %131 : !llvm.ptr<3> to i64
        %133 = arith.andi %132, %c128_i64 : i64
        %134 = arith.shrui %133, %c3_i64 : i64
        %135 = arith.xori %132, %134 : i64
        %136 = llvm.inttoptr %135 : i64 to !llvm.ptr<3>
        %137:11 = scf.while (%arg17 = %119, %arg18 = %120, %arg19 = %121, %arg20 = %124, %arg21 = %c0_i32, %arg22 = %c0_i32, %arg23 = %c0_i32, %arg24 = %c0_i32, %arg25 = %c0_i32, %arg26 = %c0_i32, %arg27 = %83, %arg28 = %c0_i32) : (i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
          scf.condition(%arg20) %arg17, %arg18, %arg19, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32, %arg26: i32, %arg27: i32):
          %138 = arith.floordivsi %arg17, %c2_i32 : i32
          %139 = arith.muli %138, %c256_i32 overflow<nsw> : i32
          %140 = arith.muli %arg18, %c64_i32 overflow<nsw> : i32
          %141 = arith.addi %63, %139 overflow<nsw> : i32
          %142 = arith.muli %arg24, %c64_i32 overflow<nsw> : i32
          %143 = arith.addi %77, %142 : i32
          %144 = llvm.getelementptr %30[%arg24] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %144, %arg25, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %145 = arith.muli %arg27, %c2_i32 : i32
          %146 = arith.addi %145, %c0_i32 : i32
          %147 = arith.remsi %146, %c6_i32 : i32
          %148:4 = scf.for %arg28 = %c0_i32 to %c2_i32 step %c1_i32 iter_args(%arg29 = %arg20, %arg30 = %arg21, %arg31 = %arg22, %arg32 = %147) -> (i32, i32, i32, i32)  : i32 {
            %178 = arith.muli %arg28, %c32_i32 overflow<nsw> : i32
            %179 = arith.addi %143, %178 : i32
            %180 = llvm.inttoptr %179 : i32 to !llvm.ptr<6>
            %181 = nvvm.tcgen05.ld %180 {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<32xi32>
            llvm.store %181, %3 : vector<32xi32>, !llvm.ptr
            nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
            %182 = arith.addi %arg30, %c1_i32 : i32
            %183 = arith.addi %arg29, %c1_i32 : i32
            %184 = arith.cmpi eq, %182, %c2_i32 : i32
            %185 = arith.select %184, %c0_i32, %182 : i32
            %186 = scf.if %184 -> (i32) {
              %198 = arith.xori %arg31, %c1_i32 : i32
              scf.yield %198 : i32
            } else {
              scf.yield %arg31 : i32
            }
            %187 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
            %188 = arith.truncf %187 : vector<32xf32> to vector<32xf8E4M3FN>
            %189 = builtin.unrealized_conversion_cast %188 : vector<32xf8E4M3FN> to vector<32xi8>
            llvm.store %189, %2 {alignment = 32 : i64} : vector<32xi8>, !llvm.ptr
            %190 = arith.muli %arg32, %c4096_i32 overflow<nsw> : i32
            %191 = llvm.getelementptr %129[%190] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
            %192 = llvm.load %2 {alignment = 16 : i64} : !llvm.ptr -> vector<16xi8>
            llvm.store %192, %191 {alignment = 16 : i64} : vector<16xi8>, !llvm.ptr<3>
            %193 = llvm.getelementptr %136[%190] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
            %194 = llvm.load %130 {alignment = 16 : i64} : !llvm.ptr -> vector<16xi8>
            llvm.store %194, %193 {alignment = 16 : i64} : vector<16xi8>, !llvm.ptr<3>
            nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
            nvvm.barrier id = %c1_i32 number_of_threads = %c128_i32
            scf.if %36 {
              %198 = arith.muli %arg32, %c4096_i32 overflow<nsw> : i32
              %199 = llvm.getelementptr %11[%198] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              %200 = arith.muli %arg28, %c32_i32 overflow<nsw> : i32
              %201 = arith.addi %140, %200 overflow<nsw> : i32
              nvvm.cp.async.bulk.tensor.global.shared.cta %6, %199, box[%201, %141, %arg19] l2_cache_hint = %0 : !llvm.ptr, <3>
              nvvm.cp.async.bulk.commit.group
              nvvm.cp.async.bulk.wait_group 5 {read}
            }
            nvvm.barrier id = %c1_i32 number_of_threads = %c128_i32
            %195 = arith.addi %arg32, %c1_i32 : i32
            %196 = arith.cmpi eq, %195, %c6_i32 : i32
            %197 = arith.select %196, %c0_i32, %195 : i32
            scf.yield %183, %185, %186, %197 : i32, i32, i32, i32
          }
          %149 = nvvm.elect.sync -> i1
          scf.if %149 {
            %178 = llvm.getelementptr %54[%arg24] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %179 = nvvm.mapa %178, %56 : !llvm.ptr<3> -> !llvm.ptr<7>
            nvvm.mbarrier.arrive %179, %c1_i32 : !llvm.ptr<7>
          }
          %150 = arith.addi %arg24, %c1_i32 : i32
          %151 = arith.addi %arg23, %c1_i32 : i32
          %152 = arith.cmpi eq, %150, %c2_i32 : i32
          %153 = arith.select %152, %c0_i32, %150 : i32
          %154 = scf.if %152 -> (i32) {
            %178 = arith.xori %arg25, %c1_i32 : i32
            scf.yield %178 : i32
          } else {
            scf.yield %arg25 : i32
          }
          %155 = arith.addi %arg26, %89 : i32
          %156 = arith.addi %arg27, %c1_i32 : i32
          %157 = arith.cmpi sgt, %91, %155 : i32
          %low_2, %high_3 = arith.mului_extended %155, %94 : i32
          %158 = arith.subi %155, %high_3 : i32
          %159 = arith.shrui %158, %97 : i32
          %160 = arith.addi %high_3, %159 : i32
          %161 = arith.shrui %160, %98 : i32
          %162 = arith.muli %161, %93 : i32
          %163 = arith.subi %155, %162 : i32
          %low_4, %high_5 = arith.mului_extended %161, %106 : i32
          %164 = arith.subi %161, %high_5 : i32
          %165 = arith.shrui %164, %109 : i32
          %166 = arith.addi %high_5, %165 : i32
          %167 = arith.shrui %166, %110 : i32
          %168 = arith.muli %167, %105 : i32
          %169 = arith.subi %161, %168 : i32
          %170 = arith.muli %163, %c2_i32 : i32
          %171 = arith.addi %170, %28 : i32
          %172 = nvvm.shfl.sync idx %c-1_i32, %171, %c0_i32, %c31_i32 : i32 -> i32
          %173 = nvvm.shfl.sync idx %c-1_i32, %169, %c0_i32, %c31_i32 : i32 -> i32
          %174 = nvvm.shfl.sync idx %c-1_i32, %167, %c0_i32, %c31_i32 : i32 -> i32
          %175 = arith.extui %157 : i1 to i32
          %176 = nvvm.shfl.sync idx %c-1_i32, %175, %c0_i32, %c31_i32 : i32 -> i32
          %177 = arith.cmpi ne, %176, %c0_i32 : i32
          scf.yield %172, %173, %174, %177, %148#0, %148#1, %148#2, %151, %153, %154, %155, %156 : i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32, i32
        }
        scf.if %36 {
          nvvm.tcgen05.relinquish_alloc_permit {group = #nvvm.cta_group<cta_2>}
        }
        nvvm.barrier id = %c1_i32 number_of_threads = %c128_i32
        scf.if %36 {
          %138 = arith.xori %39, %c1_i32 : i32
          %139 = nvvm.mapa %32, %138 : !llvm.ptr<3> -> !llvm.ptr<7>
          nvvm.mbarrier.arrive %139, %c1_i32 : !llvm.ptr<7>
          nvvm.mbarrier.try_wait.parity %32, %c0_i32, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %140 = llvm.inttoptr %74 : i32 to !llvm.ptr<6>
          nvvm.tcgen05.dealloc %140, %c128_i32 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<6>, i32
        }
        nvvm.cp.async.bulk.wait_group 0 {read}
      }
      %73 = arith.cmpi eq, %25, %c6_i32 : i32
      scf.if %73 {
        nvvm.mbarrier.try_wait.parity %57, %c1_i32, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %74 = llvm.getelementptr %31[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %74, %c1_i32, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      }
      return
    }
  }
  func.func @cutlass___call___cutlassoperatorsprovide_hc4df25aa(%arg0: !llvm_struct_0658d3, %arg1: !llvm_struct_0658d3, %arg2: !cuda.stream, %arg3: !llvm_struct_0658d3) -> i32 attributes {llvm.emit_c_interface} {
    %0 = ub.poison : !llvm_struct_1aab6d
    %1 = ub.poison : !llvm_struct_7bb797
    %2 = ub.poison : !llvm_struct_d63ee1
    %3 = ub.poison : !llvm_struct_2ed770
    %4 = ub.poison : !llvm_struct_5bcfaa
    %5 = ub.poison : !llvm.struct<(i32, i32, i32)>
    %c4294967296_i64 = arith.constant 4294967296 : i64
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %c2233785415175766016_i64 = arith.constant 2233785415175766016 : i64
    %c270370_i64 = arith.constant 270370 : i64
    %c127_i64 = arith.constant 127 : i64
    %c9151314442816847872_i64 = arith.constant 9151314442816847872 : i64
    %c286754_i64 = arith.constant 286754 : i64
    %cst = arith.constant dense<0> : vector<8xi32>
    %c224_i32 = arith.constant 224 : i32
    %c230400_i64 = arith.constant 230400 : i64
    %c148_i32 = arith.constant 148 : i32
    %6 = ub.poison : !llvm.struct<()>
    %c1_i8 = arith.constant 1 : i8
    %c32_i8 = arith.constant 32 : i8
    %c0_i8 = arith.constant 0 : i8
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
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
    %34 = llvm.insertvalue %false, %4[0] : !llvm_struct_5bcfaa
    %35 = llvm.insertvalue %false, %34[1] : !llvm_struct_5bcfaa
    %36 = llvm.insertvalue %false, %35[2] : !llvm_struct_5bcfaa
    %37 = llvm.insertvalue %cst, %36[3] : !llvm_struct_5bcfaa
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
    %121 = arith.ori %120, %c270370_i64 : i64
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
    llvm.store %c2233785415175766016_i64, %102 : i64, !llvm.ptr
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
    %198 = arith.ceildivsi %28, %c64_i32 : i32
    %199 = arith.ceildivsi %197, %c2_i32 : i32
    %200 = arith.cmpi eq, %199, %c1_i32 : i32
    %201 = scf.if %200 -> (i8) {
      scf.yield %c0_i8 : i8
    } else {
      %244 = arith.cmpi uge, %199, %c-2147483648_i32 : i32
      %245 = scf.if %244 -> (i8) {
        scf.yield %c32_i8 : i8
      } else {
        %246:2 = scf.while (%arg4 = %c2_i32, %arg5 = %c1_i8) : (i32, i8) -> (i32, i8) {
          %247 = arith.cmpi ult, %arg4, %199 : i32
          scf.condition(%247) %arg4, %arg5 : i32, i8
        } do {
        ^bb0(%arg4: i32, %arg5: i8):
          %247 = arith.muli %arg4, %c2_i32 : i32
          %248 = arith.addi %arg5, %c1_i8 : i8
          scf.yield %247, %248 : i32, i8
        }
        scf.yield %246#1 : i8
      }
      scf.yield %245 : i8
    }
    %202 = arith.extui %201 : i8 to i64
    %203 = arith.extui %199 : i32 to i64
    %204 = arith.shli %c1_i64, %202 : i64
    %205 = arith.subi %204, %203 : i64
    %206 = arith.muli %205, %c4294967296_i64 : i64
    %207 = arith.divui %206, %203 : i64
    %208 = arith.addi %207, %c1_i64 : i64
    %209 = arith.trunci %208 : i64 to i32
    %210 = arith.minui %201, %c1_i8 : i8
    %211 = arith.cmpi ult, %201, %c1_i8 : i8
    %212 = arith.subi %201, %c1_i8 : i8
    %213 = arith.select %211, %c0_i8, %212 : i8
    %214 = llvm.insertvalue %199, %0[0] : !llvm_struct_1aab6d
    %215 = llvm.insertvalue %209, %214[1] : !llvm_struct_1aab6d
    %216 = llvm.insertvalue %210, %215[2] : !llvm_struct_1aab6d
    %217 = llvm.insertvalue %213, %216[3] : !llvm_struct_1aab6d
    %218 = arith.cmpi eq, %198, %c1_i32 : i32
    %219 = scf.if %218 -> (i8) {
      scf.yield %c0_i8 : i8
    } else {
      %244 = arith.cmpi uge, %198, %c-2147483648_i32 : i32
      %245 = scf.if %244 -> (i8) {
        scf.yield %c32_i8 : i8
      } else {
        %246:2 = scf.while (%arg4 = %c2_i32, %arg5 = %c1_i8) : (i32, i8) -> (i32, i8) {
          %247 = arith.cmpi ult, %arg4, %198 : i32
          scf.condition(%247) %arg4, %arg5 : i32, i8
        } do {
        ^bb0(%arg4: i32, %arg5: i8):
          %247 = arith.muli %arg4, %c2_i32 : i32
          %248 = arith.addi %arg5, %c1_i8 : i8
          scf.yield %247, %248 : i32, i8
        }
        scf.yield %246#1 : i8
      }
      scf.yield %245 : i8
    }
    %220 = arith.extui %219 : i8 to i64
    %221 = arith.extui %198 : i32 to i64
    %222 = arith.shli %c1_i64, %220 : i64
    %223 = arith.subi %222, %221 : i64
    %224 = arith.muli %223, %c4294967296_i64 : i64
    %225 = arith.divui %224, %221 : i64
    %226 = arith.addi %225, %c1_i64 : i64
    %227 = arith.trunci %226 : i64 to i32
    %228 = arith.minui %219, %c1_i8 : i8
    %229 = arith.cmpi ult, %219, %c1_i8 : i8
    %230 = arith.subi %219, %c1_i8 : i8
    %231 = arith.select %229, %c0_i8, %230 : i8
    %232 = llvm.insertvalue %198, %0[0] : !llvm_struct_1aab6d
    %233 = llvm.insertvalue %227, %232[1] : !llvm_struct_1aab6d
    %234 = llvm.insertvalue %228, %233[2] : !llvm_struct_1aab6d
    %235 = llvm.insertvalue %231, %234[3] : !llvm_struct_1aab6d
    %236 = arith.muli %199, %c2_i32 overflow<nsw> : i32
    %237 = arith.muli %236, %198 overflow<nsw> : i32
    %238 = arith.muli %237, %26 overflow<nsw> : i32
    %239 = arith.minsi %238, %c148_i32 : i32
    %240 = arith.floordivsi %239, %c2_i32 : i32
    %241 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c224_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c230400_i64, gridDim = (%c2_i32, %c1_i32, %240), stream = %arg2) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%241] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cluster_dim[%241] (%c2_i32, %c1_i32, %c1_i32) : !cuda_launch_cfg_2cf94c, i32, i32, i32
    cuda.launch_cfg.cooperative[%241] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %242 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cutlassoperatorspr_hdaf611ae_0<%241> (%37, %86, %90, %139, %143, %197, %198, %26, %217, %235, %197, %198, %26, %217, %235, %192, %196) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_5bcfaa, !llvm_struct_2ed770, !llvm_struct_7bb797, !llvm_struct_2ed770, !llvm_struct_7bb797, i32, i32, i32, !llvm_struct_1aab6d, !llvm_struct_1aab6d, i32, i32, i32, !llvm_struct_1aab6d, !llvm_struct_1aab6d, !llvm_struct_2ed770, !llvm_struct_7bb797) -> !cuda.result
    %243 = cuda.cast %242 : !cuda.result -> i32
    cuda.return_if_error %243 : i32
    return %c0_i32 : i32
  }
}
