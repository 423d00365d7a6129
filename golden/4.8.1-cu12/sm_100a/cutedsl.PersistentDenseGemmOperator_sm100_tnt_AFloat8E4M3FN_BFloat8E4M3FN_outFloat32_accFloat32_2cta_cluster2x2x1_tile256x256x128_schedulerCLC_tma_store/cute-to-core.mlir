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
    cuda.kernel @kernel_cutlass_kernel_cutlassoperatorspr_hf11591f9_0(%arg0: !llvm_struct_5bcfaa, %arg1: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg2: !llvm_struct_7bb797, %arg3: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg4: !llvm_struct_7bb797, %arg5: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg6: !llvm_struct_7bb797, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32, %arg11: i32, %arg12: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 224, 1, 1>, exact_cluster_dim = array<i64: 2, 2, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 224, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.zero : i64
      %c3_i64 = arith.constant 3 : i64
      %c896_i64 = arith.constant 896 : i64
      %c4096_i32 = arith.constant 4096 : i32
      %c-16777217_i32 = arith.constant -16777217 : i32
      %c16384_i32 = arith.constant 16384 : i32
      %c64_i32 = arith.constant 64 : i32
      %c0_i8 = arith.constant 0 : i8
      %c2_i8 = arith.constant 2 : i8
      %c128_i64 = arith.constant 128 : i64
      %c16_i64 = arith.constant 16 : i64
      %c1024_i64 = arith.constant 1024 : i64
      %c31_i32 = arith.constant 31 : i32
      %c-1_i32 = arith.constant -1 : i32
      %1 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %c5_i32 = arith.constant 5 : i32
      %c2_i32 = arith.constant 2 : i32
      %c0_i32 = arith.constant 0 : i32
      %c8_i32 = arith.constant 8 : i32
      %c3_i32 = arith.constant 3 : i32
      %c800_i32 = arith.constant 800 : i32
      %c4_i32 = arith.constant 4 : i32
      %c256_i32 = arith.constant 256 : i32
      %c128_i32 = arith.constant 128 : i32
      %c8192_i32 = arith.constant 8192 : i32
      %true = arith.constant true
      %c10000000_i32 = arith.constant 10000000 : i32
      %c65536_i32 = arith.constant 65536 : i32
      %c6_i32 = arith.constant 6 : i32
      %c16_i32 = arith.constant 16 : i32
      %c160_i32 = arith.constant 160 : i32
      %false = arith.constant false
      %c272629776_i32 = arith.constant 272629776 : i32
      %c13_i32 = arith.constant 13 : i32
      %c14_i32 = arith.constant 14 : i32
      %c512_i32 = arith.constant 512 : i32
      %c2097152_i32 = arith.constant 2097152 : i32
      %c1024_i32 = arith.constant 1024 : i32
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
      %20 = llvm.getelementptr %14[98560] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
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
      %40 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %41 = arith.remsi %40, %c2_i32 : i32
      %42 = arith.cmpi eq, %41, %c0_i32 : i32
      %43 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %44 = nvvm.shfl.sync idx %c-1_i32, %43, %c0_i32, %c31_i32 : i32 -> i32
      %45 = arith.cmpi eq, %44, %c0_i32 : i32
      %46 = arith.remsi %44, %c2_i32 : i32
      %47 = arith.divsi %44, %c2_i32 : i32
      %48 = arith.remsi %47, %c2_i32 : i32
      %49 = arith.remsi %46, %c2_i32 : i32
      %50 = arith.remsi %48, %c2_i32 : i32
      %51 = llvm.getelementptr %16[96] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %52 = llvm.getelementptr %16[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %53 = llvm.getelementptr %16[136] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %54 = llvm.getelementptr %16[144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %55 = llvm.getelementptr %16[160] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %56 = arith.cmpi eq, %38, %c0_i32 : i32
      scf.if %56 {
        %109 = nvvm.elect.sync -> i1
        scf.if %109 {
          nvvm.mbarrier.init %16, %c1_i32 : !llvm.ptr<3>, i32
          %110 = llvm.getelementptr %16[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %110, %c1_i32 : !llvm.ptr<3>, i32
          %111 = llvm.getelementptr %16[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %111, %c1_i32 : !llvm.ptr<3>, i32
          %112 = llvm.getelementptr %16[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %112, %c1_i32 : !llvm.ptr<3>, i32
          %113 = llvm.getelementptr %16[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %113, %c1_i32 : !llvm.ptr<3>, i32
          %114 = llvm.getelementptr %16[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %114, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      %57 = llvm.getelementptr %16[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      scf.if %56 {
        %109 = nvvm.elect.sync -> i1
        scf.if %109 {
          nvvm.mbarrier.init %57, %c2_i32 : !llvm.ptr<3>, i32
          %110 = llvm.getelementptr %16[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %110, %c2_i32 : !llvm.ptr<3>, i32
          %111 = llvm.getelementptr %16[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %111, %c2_i32 : !llvm.ptr<3>, i32
          %112 = llvm.getelementptr %16[9] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %112, %c2_i32 : !llvm.ptr<3>, i32
          %113 = llvm.getelementptr %16[10] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %113, %c2_i32 : !llvm.ptr<3>, i32
          %114 = llvm.getelementptr %16[11] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %114, %c2_i32 : !llvm.ptr<3>, i32
        }
      }
      %58 = arith.shli %c5_i32, %49 : i32
      %59 = arith.trunci %58 : i32 to i16
      %60 = arith.muli %50, %c2_i32 overflow<nsw> : i32
      %61 = arith.addi %49, %60 overflow<nsw> : i32
      %62 = arith.shli %c1_i32, %61 : i32
      %63 = arith.trunci %62 : i32 to i16
      %64 = arith.xori %49, %c1_i32 : i32
      %65 = arith.shli %c5_i32, %64 : i32
      %66 = arith.trunci %65 : i32 to i16
      %67 = arith.muli %50, %c2_i32 overflow<nsw> : i32
      %68 = arith.addi %64, %67 overflow<nsw> : i32
      %69 = arith.shli %c1_i32, %68 : i32
      %70 = arith.trunci %69 : i32 to i16
      %71 = arith.ori %59, %63 : i16
      %72 = arith.ori %71, %66 : i16
      %73 = arith.ori %72, %70 : i16
      scf.if %56 {
        %109 = nvvm.elect.sync -> i1
        scf.if %109 {
          nvvm.mbarrier.init %51, %c1_i32 : !llvm.ptr<3>, i32
          %110 = llvm.getelementptr %51[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %110, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      %74 = llvm.getelementptr %51[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      scf.if %56 {
        %109 = nvvm.elect.sync -> i1
        scf.if %109 {
          nvvm.mbarrier.init %74, %c8_i32 : !llvm.ptr<3>, i32
          %110 = llvm.getelementptr %51[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %110, %c8_i32 : !llvm.ptr<3>, i32
        }
      }
      %75 = arith.muli %50, %c2_i32 overflow<nsw> : i32
      %76 = arith.shli %c3_i32, %75 : i32
      %77 = arith.trunci %76 : i32 to i16
      %78 = arith.floordivsi %44, %c2_i32 : i32
      %79 = arith.muli %78, %c2_i32 : i32
      scf.if %56 {
        %109 = nvvm.elect.sync -> i1
        scf.if %109 {
          nvvm.mbarrier.init %54, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      %80 = llvm.getelementptr %54[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      scf.if %56 {
        %109 = nvvm.elect.sync -> i1
        scf.if %109 {
          nvvm.mbarrier.init %80, %c800_i32 : !llvm.ptr<3>, i32
        }
      }
      %81 = arith.remsi %26, %c32_i32 : i32
      %82 = arith.cmpi slt, %81, %c4_i32 : i32
      scf.if %56 {
        %109 = nvvm.elect.sync -> i1
        scf.if %109 {
          nvvm.mbarrier.init %52, %c32_i32 : !llvm.ptr<3>, i32
        }
      }
      nvvm.fence.mbarrier.init
      nvvm.fence.mbarrier.init
      nvvm.cluster.arrive.relaxed
      %83 = llvm.extractvalue %arg2[1, 0, 1] : !llvm_struct_7bb797
      %84 = arith.ceildivsi %83, %c128_i32 : i32
      %85 = nvvm.shfl.sync idx %c-1_i32, %41, %c0_i32, %c31_i32 : i32 -> i32
      %86 = arith.remsi %85, %c2_i32 : i32
      %87 = arith.remsi %86, %c2_i32 : i32
      %88 = arith.muli %87, %c128_i32 overflow<nsw> : i32
      %89 = arith.muli %50, %c8192_i32 overflow<nsw> : i32
      %90 = arith.divsi %89, %c128_i32 : i32
      %91 = arith.addi %88, %90 overflow<nsw> : i32
      %92 = llvm.getelementptr %19[%89] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      %93 = llvm.ptrtoint %19 : !llvm.ptr<3> to i32
      %94 = arith.shrui %93, %c4_i32 : i32
      %95 = nvvm.tcgen05.mma_smem_desc(%94, %c1_i32, %c64_i32, %c0_i8, %false, %c2_i8) : (i32, i32, i32, i8, i1, i8) -> i64
      %96 = llvm.ptrtoint %22 : !llvm.ptr<3> to i32
      %97 = arith.shrui %96, %c4_i32 : i32
      %98 = nvvm.tcgen05.mma_smem_desc(%97, %c1_i32, %c64_i32, %c0_i8, %false, %c2_i8) : (i32, i32, i32, i8, i1, i8) -> i64
      nvvm.cluster.wait
      %99 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %100 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %101 = arith.remsi %99, %c2_i32 : i32
      %102:7 = scf.if %39 -> (i32, i32, i32, i1, i32, i32, i32) {
        %109:9 = scf.while (%arg13 = %40, %arg14 = %99, %arg15 = %100, %arg16 = %true, %arg17 = %c0_i32, %arg18 = %c1_i32, %arg19 = %c0_i32, %arg20 = %c0_i32, %arg21 = %c0_i32) : (i32, i32, i32, i1, i32, i32, i32, i32, i32) -> (i32, i32, i32, i1, i32, i32, i32, i32, i32) {
          scf.condition(%arg16) %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21 : i32, i32, i32, i1, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg13: i32, %arg14: i32, %arg15: i32, %arg16: i1, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32):
          %136 = arith.floordivsi %arg13, %c2_i32 : i32
          %137 = arith.muli %136, %c256_i32 overflow<nsw> : i32
          %138 = arith.addi %91, %137 overflow<nsw> : i32
          %139 = arith.muli %arg14, %c256_i32 overflow<nsw> : i32
          %140 = arith.addi %88, %139 overflow<nsw> : i32
          %141 = llvm.getelementptr %57[%arg17] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %142 = nvvm.mbarrier.wait.parity %141, %arg18 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
          %143:5 = scf.for %arg22 = %c0_i32 to %84 step %c1_i32 iter_args(%arg23 = %142, %arg24 = %c0_i32, %arg25 = %arg17, %arg26 = %arg18, %arg27 = %c1_i32) -> (i1, i32, i32, i32, i32)  : i32 {
            %161 = arith.extui %arg23 : i1 to i32
            %162 = arith.cmpi eq, %161, %c0_i32 : i32
            scf.if %162 {
              %184 = llvm.getelementptr %57[%arg25] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              nvvm.mbarrier.try_wait.parity %184, %arg26, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            }
            scf.if %42 {
              %184 = nvvm.elect.sync -> i1
              scf.if %184 {
                %185 = llvm.getelementptr %16[%arg25] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
                %186 = nvvm.mbarrier.arrive.expect_tx %185, %c65536_i32 : !llvm.ptr<3>, i32 -> i64
              }
            }
            %163 = arith.addi %arg25, %c1_i32 : i32
            %164 = arith.cmpi eq, %163, %c6_i32 : i32
            %165 = arith.select %164, %c0_i32, %163 : i32
            %166 = scf.if %164 -> (i32) {
              %184 = arith.xori %arg26, %c1_i32 : i32
              scf.yield %184 : i32
            } else {
              scf.yield %arg26 : i32
            }
            %167 = arith.muli %arg24, %c128_i32 overflow<nsw> : i32
            %168 = arith.muli %arg25, %c16384_i32 overflow<nsw> : i32
            %169 = llvm.getelementptr %92[%168] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
            %170 = llvm.getelementptr %16[%arg25] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %171 = llvm.ptrtoint %170 : !llvm.ptr<3> to i32
            %172 = arith.andi %171, %c-16777217_i32 : i32
            %173 = llvm.inttoptr %172 : i32 to !llvm.ptr<3>
            %174 = nvvm.elect.sync -> i1
            scf.if %174 {
              %184 = llvm.addrspacecast %169 : !llvm.ptr<3> to !llvm.ptr<7>
              nvvm.cp.async.bulk.tensor.shared.cluster.global %184, %8, %173, box[%167, %138, %arg15] multicast_mask = %59 l2_cache_hint = %0 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<7>, !llvm.ptr, i16
            }
            %175 = arith.muli %arg24, %c128_i32 overflow<nsw> : i32
            %176 = llvm.getelementptr %22[%168] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
            %177 = llvm.ptrtoint %170 : !llvm.ptr<3> to i32
            %178 = arith.andi %177, %c-16777217_i32 : i32
            %179 = llvm.inttoptr %178 : i32 to !llvm.ptr<3>
            %180 = nvvm.elect.sync -> i1
            scf.if %180 {
              %184 = llvm.addrspacecast %176 : !llvm.ptr<3> to !llvm.ptr<7>
              nvvm.cp.async.bulk.tensor.shared.cluster.global %184, %9, %179, box[%175, %140, %arg15] l2_cache_hint = %0 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<7>, !llvm.ptr
            }
            %181 = arith.cmpi sgt, %84, %arg27 : i32
            %182 = scf.if %181 -> (i1) {
              %184 = llvm.getelementptr %57[%165] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              %185 = nvvm.mbarrier.wait.parity %184, %166 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
              scf.yield %185 : i1
            } else {
              scf.yield %true : i1
            }
            %183 = arith.addi %arg27, %c1_i32 : i32
            scf.yield %182, %arg27, %165, %166, %183 : i1, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          %144 = llvm.getelementptr %54[%arg20] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %144, %arg21, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %145 = llvm.load %55 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<1xi128>
          llvm.store %145, %7 {alignment = 16 : i64} : vector<1xi128>, !llvm.ptr
          %146 = llvm.load %7 {alignment = 32 : i64} : !llvm.ptr -> vector<1xi128>
          %147 = vector.extract %146[0] : i128 from vector<1xi128>
          %148 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %147 : i1
          %149 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %147 : i32
          %150 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %147 : i32
          %151 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_z, %147 : i32
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %152 = arith.addi %149, %41 : i32
          %153 = arith.addi %150, %101 : i32
          %154 = llvm.getelementptr %80[%arg20] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %155 = nvvm.mapa %154, %c0_i32 : !llvm.ptr<3> -> !llvm.ptr<7>
          nvvm.mbarrier.arrive %155, %c1_i32 : !llvm.ptr<7>
          %156 = arith.addi %arg20, %c1_i32 : i32
          %157 = arith.addi %arg19, %c1_i32 : i32
          %158 = arith.cmpi eq, %156, %c1_i32 : i32
          %159 = arith.select %158, %c0_i32, %156 : i32
          %160 = scf.if %158 -> (i32) {
            %161 = arith.xori %arg21, %c1_i32 : i32
            scf.yield %161 : i32
          } else {
            scf.yield %arg21 : i32
          }
          scf.yield %152, %153, %151, %148, %143#2, %143#3, %157, %159, %160 : i32, i32, i32, i1, i32, i32, i32, i32, i32
        }
        %110 = llvm.getelementptr %57[%109#4] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %110, %109#5, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %111 = arith.addi %109#4, %c1_i32 : i32
        %112 = arith.cmpi eq, %111, %c6_i32 : i32
        %113 = arith.select %112, %c0_i32, %111 : i32
        %114 = scf.if %112 -> (i32) {
          %136 = arith.xori %109#5, %c1_i32 : i32
          scf.yield %136 : i32
        } else {
          scf.yield %109#5 : i32
        }
        %115 = llvm.getelementptr %57[%113] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %115, %114, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %116 = arith.addi %113, %c1_i32 : i32
        %117 = arith.cmpi eq, %116, %c6_i32 : i32
        %118 = arith.select %117, %c0_i32, %116 : i32
        %119 = scf.if %117 -> (i32) {
          %136 = arith.xori %114, %c1_i32 : i32
          scf.yield %136 : i32
        } else {
          scf.yield %114 : i32
        }
        %120 = llvm.getelementptr %57[%118] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %120, %119, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %121 = arith.addi %118, %c1_i32 : i32
        %122 = arith.cmpi eq, %121, %c6_i32 : i32
        %123 = arith.select %122, %c0_i32, %121 : i32
        %124 = scf.if %122 -> (i32) {
          %136 = arith.xori %119, %c1_i32 : i32
          scf.yield %136 : i32
        } else {
          scf.yield %119 : i32
        }
        %125 = llvm.getelementptr %57[%123] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %125, %124, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %126 = arith.addi %123, %c1_i32 : i32
        %127 = arith.cmpi eq, %126, %c6_i32 : i32
        %128 = arith.select %127, %c0_i32, %126 : i32
        %129 = scf.if %127 -> (i32) {
          %136 = arith.xori %124, %c1_i32 : i32
          scf.yield %136 : i32
        } else {
          scf.yield %124 : i32
        }
        %130 = llvm.getelementptr %57[%128] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %130, %129, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %131 = arith.addi %128, %c1_i32 : i32
        %132 = arith.cmpi eq, %131, %c6_i32 : i32
        %133 = arith.select %132, %c0_i32, %131 : i32
        %134 = scf.if %132 -> (i32) {
          %136 = arith.xori %129, %c1_i32 : i32
          scf.yield %136 : i32
        } else {
          scf.yield %129 : i32
        }
        %135 = llvm.getelementptr %57[%133] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %135, %134, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        scf.yield %109#0, %109#1, %109#2, %109#3, %109#6, %109#7, %109#8 : i32, i32, i32, i1, i32, i32, i32
      } else {
        scf.yield %40, %99, %100, %true, %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32, i1, i32, i32, i32
      }
      %103 = arith.cmpi eq, %38, %c6_i32 : i32
      %104 = arith.andi %103, %45 : i1
      %105:8 = scf.if %104 -> (i32, i32, i32, i1, i32, i32, i32, i32) {
        %109:11 = scf.while (%arg13 = %102#0, %arg14 = %102#1, %arg15 = %102#2, %arg16 = %102#3, %arg17 = %c0_i32, %arg18 = %c0_i32, %arg19 = %c0_i32, %arg20 = %c1_i32, %arg21 = %102#4, %arg22 = %102#5, %arg23 = %102#6) : (i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32) {
          scf.condition(%arg16) %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23 : i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg13: i32, %arg14: i32, %arg15: i32, %arg16: i1, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32):
          %111 = llvm.getelementptr %80[%arg19] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %111, %arg20, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          scf.if %82 {
            %137 = llvm.getelementptr %54[%arg19] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %138 = nvvm.mapa %137, %81 : !llvm.ptr<3> -> !llvm.ptr<7>
            nvvm.mbarrier.arrive.expect_tx %138, %c16_i32 : !llvm.ptr<7>, i32
          }
          %112 = llvm.getelementptr %54[%arg19] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %113 = nvvm.elect.sync -> i1
          scf.if %113 {
            nvvm.clusterlaunchcontrol.try.cancel multicast, %55, %112
          }
          %114 = arith.addi %arg17, %c1_i32 : i32
          %115 = arith.addi %arg19, %c1_i32 : i32
          %116 = arith.addi %arg18, %c1_i32 : i32
          %117 = arith.cmpi eq, %115, %c1_i32 : i32
          %118 = arith.select %117, %c0_i32, %115 : i32
          %119 = scf.if %117 -> (i32) {
            %137 = arith.xori %arg20, %c1_i32 : i32
            scf.yield %137 : i32
          } else {
            scf.yield %arg20 : i32
          }
          %120 = llvm.getelementptr %54[%arg22] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %120, %arg23, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %121 = llvm.load %55 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<1xi128>
          llvm.store %121, %6 {alignment = 16 : i64} : vector<1xi128>, !llvm.ptr
          %122 = llvm.load %6 {alignment = 32 : i64} : !llvm.ptr -> vector<1xi128>
          %123 = vector.extract %122[0] : i128 from vector<1xi128>
          %124 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %123 : i1
          %125 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %123 : i32
          %126 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %123 : i32
          %127 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_z, %123 : i32
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %128 = arith.addi %125, %41 : i32
          %129 = arith.addi %126, %101 : i32
          %130 = llvm.getelementptr %80[%arg22] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %131 = nvvm.mapa %130, %c0_i32 : !llvm.ptr<3> -> !llvm.ptr<7>
          nvvm.mbarrier.arrive %131, %c1_i32 : !llvm.ptr<7>
          %132 = arith.addi %arg22, %c1_i32 : i32
          %133 = arith.addi %arg21, %c1_i32 : i32
          %134 = arith.cmpi eq, %132, %c1_i32 : i32
          %135 = arith.select %134, %c0_i32, %132 : i32
          %136 = scf.if %134 -> (i32) {
            %137 = arith.xori %arg23, %c1_i32 : i32
            scf.yield %137 : i32
          } else {
            scf.yield %arg23 : i32
          }
          scf.yield %128, %129, %127, %124, %114, %116, %118, %119, %133, %135, %136 : i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32
        }
        %110 = llvm.getelementptr %80[%109#6] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %110, %109#7, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        scf.yield %109#0, %109#1, %109#2, %109#3, %109#4, %109#8, %109#9, %109#10 : i32, i32, i32, i1, i32, i32, i32, i32
      } else {
        scf.yield %102#0, %102#1, %102#2, %102#3, %c0_i32, %102#4, %102#5, %102#6 : i32, i32, i32, i1, i32, i32, i32, i32
      }
      %106 = arith.cmpi eq, %38, %c4_i32 : i32
      %107:7 = scf.if %106 -> (i32, i32, i32, i1, i32, i32, i32) {
        nvvm.barrier id = %c2_i32 number_of_threads = %c160_i32
        %109 = llvm.load %53 : !llvm.ptr<3> -> i32
        %110:13 = scf.while (%arg13 = %105#0, %arg14 = %105#1, %arg15 = %105#2, %arg16 = %105#3, %arg17 = %c0_i32, %arg18 = %c0_i32, %arg19 = %arg0, %arg20 = %c0_i32, %arg21 = %c0_i32, %arg22 = %c1_i32, %arg23 = %105#5, %arg24 = %105#6, %arg25 = %105#7) : (i32, i32, i32, i1, i32, i32, !llvm_struct_5bcfaa, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i1, i32, i32, !llvm_struct_5bcfaa, i32, i32, i32, i32, i32, i32) {
          scf.condition(%arg16) %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25 : i32, i32, i32, i1, i32, i32, !llvm_struct_5bcfaa, i32, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg13: i32, %arg14: i32, %arg15: i32, %arg16: i1, %arg17: i32, %arg18: i32, %arg19: !llvm_struct_5bcfaa, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32):
          %113 = arith.muli %arg21, %c256_i32 overflow<nsw> : i32
          %114 = arith.addi %109, %113 : i32
          %115 = scf.if %42 -> (i1) {
            %140 = llvm.getelementptr %16[%arg17] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %141 = nvvm.mbarrier.wait.parity %140, %arg18 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
            %142 = llvm.getelementptr %74[%arg21] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            nvvm.mbarrier.try_wait.parity %142, %arg22, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            scf.yield %141 : i1
          } else {
            scf.yield %true : i1
          }
          %116 = llvm.insertvalue %false, %arg19[0] : !llvm_struct_5bcfaa
          %117:5 = scf.for %arg26 = %c0_i32 to %84 step %c1_i32 iter_args(%arg27 = %115, %arg28 = %c0_i32, %arg29 = %arg17, %arg30 = %arg18, %arg31 = %116) -> (i1, i32, i32, i32, !llvm_struct_5bcfaa)  : i32 {
            %140:5 = scf.if %42 -> (i1, i32, i32, i32, !llvm_struct_5bcfaa) {
              %141 = arith.extui %arg27 : i1 to i32
              %142 = arith.cmpi eq, %141, %c0_i32 : i32
              scf.if %142 {
                %157 = llvm.getelementptr %16[%arg29] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
                nvvm.mbarrier.try_wait.parity %157, %arg30, %c10000000_i32 : !llvm.ptr<3>, i32, i32
              }
              %143 = arith.addi %arg29, %c1_i32 : i32
              %144 = arith.addi %arg28, %c1_i32 : i32
              %145 = arith.cmpi eq, %143, %c6_i32 : i32
              %146 = arith.select %145, %c0_i32, %143 : i32
              %147 = scf.if %145 -> (i32) {
                %157 = arith.xori %arg30, %c1_i32 : i32
                scf.yield %157 : i32
              } else {
                scf.yield %arg30 : i32
              }
              %148 = llvm.bitcast %95 : i64 to vector<2xi32>
              %149 = vector.extract %148[0] : i32 from vector<2xi32>
              %150 = llvm.bitcast %98 : i64 to vector<2xi32>
              %151 = vector.extract %150[0] : i32 from vector<2xi32>
              %152 = llvm.inttoptr %114 : i32 to !llvm.ptr<6>
              %153 = scf.for %arg32 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg33 = %arg31) -> (!llvm_struct_5bcfaa)  : i32 {
                %157 = arith.muli %arg32, %c2_i32 overflow<nsw> : i32
                %158 = arith.muli %arg29, %c1024_i32 overflow<nsw> : i32
                %159 = arith.addi %157, %158 overflow<nsw> : i32
                %160 = arith.addi %149, %159 : i32
                %161 = vector.insert %160, %148 [0] : i32 into vector<2xi32>
                %162 = llvm.bitcast %161 : vector<2xi32> to i64
                %163 = arith.addi %151, %159 : i32
                %164 = vector.insert %163, %150 [0] : i32 into vector<2xi32>
                %165 = llvm.bitcast %164 : vector<2xi32> to i64
                %166 = llvm.extractvalue %arg33[1] : !llvm_struct_5bcfaa
                %167 = llvm.extractvalue %arg33[2] : !llvm_struct_5bcfaa
                %168 = llvm.extractvalue %arg33[0] : !llvm_struct_5bcfaa
                %169 = arith.extui %166 : i1 to i32
                %170 = arith.extui %167 : i1 to i32
                %171 = arith.shli %169, %c13_i32 : i32
                %172 = arith.shli %170, %c14_i32 : i32
                %173 = arith.ori %171, %c272629776_i32 : i32
                %174 = arith.ori %173, %172 : i32
                %175 = llvm.extractvalue %arg33[3] : !llvm_struct_5bcfaa
                %176 = nvvm.elect.sync -> i1
                scf.if %176 {
                  nvvm.tcgen05.mma %152, %162, %165, %174, %168 mask = %175 {ctaGroup = #nvvm.cta_group<cta_2>, kind = #nvvm.tcgen05_mma_kind<f8f6f4>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<8xi32>)
                }
                %177 = llvm.insertvalue %true, %arg33[0] : !llvm_struct_5bcfaa
                scf.yield %177 : !llvm_struct_5bcfaa
              } {loop_annotation = #loop_annotation1}
              %154 = nvvm.elect.sync -> i1
              scf.if %154 {
                %157 = llvm.getelementptr %57[%arg29] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
                nvvm.tcgen05.commit %157, multicast_mask = %73 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i16
              }
              %155 = arith.cmpi sgt, %84, %144 : i32
              %156 = scf.if %155 -> (i1) {
                %157 = llvm.getelementptr %16[%146] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
                %158 = nvvm.mbarrier.wait.parity %157, %147 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
                scf.yield %158 : i1
              } else {
                scf.yield %true : i1
              }
              scf.yield %156, %144, %146, %147, %153 : i1, i32, i32, i32, !llvm_struct_5bcfaa
            } else {
              scf.yield %arg27, %arg28, %arg29, %arg30, %arg31 : i1, i32, i32, i32, !llvm_struct_5bcfaa
            }
            scf.yield %140#0, %140#1, %140#2, %140#3, %140#4 : i1, i32, i32, i32, !llvm_struct_5bcfaa
          }
          scf.if %42 {
            %140 = nvvm.elect.sync -> i1
            scf.if %140 {
              %141 = llvm.getelementptr %51[%arg21] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              nvvm.tcgen05.commit %141, multicast_mask = %77 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i16
            }
          }
          %118 = arith.addi %arg21, %c1_i32 : i32
          %119 = arith.addi %arg20, %c1_i32 : i32
          %120 = arith.cmpi eq, %118, %c2_i32 : i32
          %121 = arith.select %120, %c0_i32, %118 : i32
          %122 = scf.if %120 -> (i32) {
            %140 = arith.xori %arg22, %c1_i32 : i32
            scf.yield %140 : i32
          } else {
            scf.yield %arg22 : i32
          }
          %123 = llvm.getelementptr %54[%arg24] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %123, %arg25, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %124 = llvm.load %55 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<1xi128>
          llvm.store %124, %5 {alignment = 16 : i64} : vector<1xi128>, !llvm.ptr
          %125 = llvm.load %5 {alignment = 32 : i64} : !llvm.ptr -> vector<1xi128>
          %126 = vector.extract %125[0] : i128 from vector<1xi128>
          %127 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %126 : i1
          %128 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %126 : i32
          %129 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %126 : i32
          %130 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_z, %126 : i32
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %131 = arith.addi %128, %41 : i32
          %132 = arith.addi %129, %101 : i32
          %133 = llvm.getelementptr %80[%arg24] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %134 = nvvm.mapa %133, %c0_i32 : !llvm.ptr<3> -> !llvm.ptr<7>
          nvvm.mbarrier.arrive %134, %c1_i32 : !llvm.ptr<7>
          %135 = arith.addi %arg24, %c1_i32 : i32
          %136 = arith.addi %arg23, %c1_i32 : i32
          %137 = arith.cmpi eq, %135, %c1_i32 : i32
          %138 = arith.select %137, %c0_i32, %135 : i32
          %139 = scf.if %137 -> (i32) {
            %140 = arith.xori %arg25, %c1_i32 : i32
            scf.yield %140 : i32
          } else {
            scf.yield %arg25 : i32
          }
          scf.yield %131, %132, %130, %127, %117#2, %117#3, %117#4, %119, %121, %122, %136, %138, %139 : i32, i32, i32, i1, i32, i32, !llvm_struct_5bcfaa, i32, i32, i32, i32, i32, i32
        }
        %111 = arith.remsi %44, %c2_i32 : i32
        %112 = arith.cmpi eq, %111, %c0_i32 : i32
        scf.if %112 {
          %113 = arith.addi %110#8, %c1_i32 : i32
          %114 = arith.cmpi eq, %113, %c2_i32 : i32
          %115 = arith.select %114, %c0_i32, %113 : i32
          %116 = scf.if %114 -> (i32) {
            %118 = arith.xori %110#9, %c1_i32 : i32
            scf.yield %118 : i32
          } else {
            scf.yield %110#9 : i32
          }
          %117 = llvm.getelementptr %74[%115] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %117, %116, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        }
        scf.yield %110#0, %110#1, %110#2, %110#3, %110#10, %110#11, %110#12 : i32, i32, i32, i1, i32, i32, i32
      } else {
        scf.yield %105#0, %105#1, %105#2, %105#3, %105#5, %105#6, %105#7 : i32, i32, i32, i1, i32, i32, i32
      }
      %108 = arith.cmpi slt, %38, %c4_i32 : i32
      scf.if %108 {
        scf.if %56 {
          nvvm.tcgen05.alloc %53, %c512_i32 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i32
        }
        nvvm.barrier id = %c2_i32 number_of_threads = %c160_i32
        %109 = llvm.load %53 : !llvm.ptr<3> -> i32
        %110 = arith.divsi %26, %c32_i32 : i32
        %111 = arith.muli %110, %c2097152_i32 overflow<nsw> : i32
        %112 = arith.addi %109, %111 : i32
        %113 = arith.muli %81, %c32_i32 overflow<nsw> : i32
        %114 = arith.muli %110, %c1024_i32 overflow<nsw> : i32
        %115 = arith.addi %113, %114 overflow<nsw> : i32
        %116 = llvm.getelementptr %25[%115] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
        %117 = llvm.ptrtoint %116 : !llvm.ptr<3> to i64
        %118 = arith.andi %117, %c896_i64 : i64
        %119 = arith.shrui %118, %c3_i64 : i64
        %120 = arith.xori %117, %119 : i64
        %121 = llvm.inttoptr %120 : i64 to !llvm.ptr<3>
        %122 = llvm.getelementptr %3[4] : (!llvm.ptr) -> !llvm.ptr, f32
        %123 = llvm.getelementptr %116[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
        %124 = llvm.ptrtoint %123 : !llvm.ptr<3> to i64
        %125 = arith.andi %124, %c896_i64 : i64
        %126 = arith.shrui %125, %c3_i64 : i64
        %127 = arith.xori %124, %126 : i64
        %128 = llvm.inttoptr %127 : i64 to !llvm.ptr<3>
        %129 = llvm.getelementptr %3[8] : (!llvm.ptr) -> !llvm.ptr, f32
        %130 = llvm.getelementptr %116[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
        %131 = llvm.ptrtoint %130 : !llvm.ptr<3> to i64
        %132 = arith.andi %131, %c896_i64 : i64
        %133 = arith.shrui %132, %c3_i64 : i64
        %134 = arith.xori %131, %133 : i64
        %135 = llvm.inttoptr %134 : i64 to !llvm.ptr<3>
        %136 = llvm.getelementptr %3[12] : (!llvm.ptr) -> !llvm.ptr, f32
        %137 = llvm.getelementptr %116[12] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
        %138 = llvm.ptrtoint %137 : !llvm.ptr<3> to i64
        %139 = arith.andi %138, %c896_i64 : i64
        %140 = arith.shrui %139, %c3_i64 : i64
        %141 = arith.xori %138, %140 : i64
        %142 = llvm.inttoptr %141 : i64 to !llvm.ptr<3>
        %143 = llvm.getelementptr %3[16] : (!llvm.ptr) -> !llvm.ptr, f32
        %144 = llvm.getelementptr %116[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
        %145 = llvm.ptrtoint %144 : !llvm.ptr<3> to i64
        %146 = arith.andi %145, %c896_i64 : i64
        %147 = arith.shrui %146, %c3_i64 : i64
        %148 = arith.xori %145, %147 : i64
        %149 = llvm.inttoptr %148 : i64 to !llvm.ptr<3>
        %150 = llvm.getelementptr %3[20] : (!llvm.ptr) -> !llvm.ptr, f32
        %151 = llvm.getelementptr %116[20] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
        %152 = llvm.ptrtoint %151 : !llvm.ptr<3> to i64
        %153 = arith.andi %152, %c896_i64 : i64
        %154 = arith.shrui %153, %c3_i64 : i64
        %155 = arith.xori %152, %154 : i64
        %156 = llvm.inttoptr %155 : i64 to !llvm.ptr<3>
        %157 = llvm.getelementptr %3[24] : (!llvm.ptr) -> !llvm.ptr, f32
        %158 = llvm.getelementptr %116[24] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
        %159 = llvm.ptrtoint %158 : !llvm.ptr<3> to i64
        %160 = arith.andi %159, %c896_i64 : i64
        %161 = arith.shrui %160, %c3_i64 : i64
        %162 = arith.xori %159, %161 : i64
        %163 = llvm.inttoptr %162 : i64 to !llvm.ptr<3>
        %164 = llvm.getelementptr %3[28] : (!llvm.ptr) -> !llvm.ptr, f32
        %165 = llvm.getelementptr %116[28] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
        %166 = llvm.ptrtoint %165 : !llvm.ptr<3> to i64
        %167 = arith.andi %166, %c896_i64 : i64
        %168 = arith.shrui %167, %c3_i64 : i64
        %169 = arith.xori %166, %168 : i64
        %170 = llvm.inttoptr %169 : i64 to !llvm.ptr<3>
        %171:10 = scf.while (%arg13 = %107#0, %arg14 = %107#1, %arg15 = %107#2, %arg16 = %107#3, %arg17 = %105#4, %arg18 = %c0_i32, %arg19 = %c0_i32, %arg20 = %c0_i32, %arg21 = %107#4, %arg22 = %107#5, %arg23 = %107#6) : (i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
          scf.condition(%arg16) %arg13, %arg14, %arg15, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg13: i32, %arg14: i32, %arg15: i32, %arg16: i32, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32):
          %172 = arith.floordivsi %arg13, %c2_i32 : i32
          %173 = arith.addi %arg16, %c1_i32 : i32
          %174 = arith.muli %172, %c256_i32 overflow<nsw> : i32
          %175 = arith.muli %arg14, %c256_i32 overflow<nsw> : i32
          %176 = arith.addi %88, %174 overflow<nsw> : i32
          %177 = arith.muli %arg18, %c256_i32 overflow<nsw> : i32
          %178 = arith.addi %112, %177 : i32
          %179 = llvm.getelementptr %51[%arg18] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %179, %arg19, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %180 = arith.muli %173, %c8_i32 : i32
          scf.for %arg23 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
            %204 = arith.muli %arg23, %c32_i32 overflow<nsw> : i32
            %205 = arith.addi %178, %204 : i32
            %206 = llvm.inttoptr %205 : i32 to !llvm.ptr<6>
            %207 = nvvm.tcgen05.ld %206 {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<32xi32>
            llvm.store %207, %4 : vector<32xi32>, !llvm.ptr
            %208 = llvm.load %4 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
            llvm.store %208, %3 {alignment = 32 : i64} : vector<32xf32>, !llvm.ptr
            %209 = arith.addi %180, %arg23 : i32
            %210 = arith.remsi %209, %c2_i32 : i32
            %211 = arith.muli %210, %c4096_i32 overflow<nsw> : i32
            %212 = llvm.getelementptr %121[%211] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
            %213 = llvm.load %3 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
            llvm.store %213, %212 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<3>
            %214 = llvm.getelementptr %128[%211] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
            %215 = llvm.load %122 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
            llvm.store %215, %214 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<3>
            %216 = llvm.getelementptr %135[%211] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
            %217 = llvm.load %129 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
            llvm.store %217, %216 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<3>
            %218 = llvm.getelementptr %142[%211] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
            %219 = llvm.load %136 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
            llvm.store %219, %218 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<3>
            %220 = llvm.getelementptr %149[%211] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
            %221 = llvm.load %143 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
            llvm.store %221, %220 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<3>
            %222 = llvm.getelementptr %156[%211] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
            %223 = llvm.load %150 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
            llvm.store %223, %222 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<3>
            %224 = llvm.getelementptr %163[%211] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
            %225 = llvm.load %157 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
            llvm.store %225, %224 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<3>
            %226 = llvm.getelementptr %170[%211] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
            %227 = llvm.load %164 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
            llvm.store %227, %226 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<3>
            nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
            nvvm.barrier id = %c1_i32 number_of_threads = %c128_i32
            scf.if %56 {
              %228 = arith.muli %210, %c4096_i32 overflow<nsw> : i32
              %229 = llvm.getelementptr %25[%228] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
              %230 = arith.muli %arg23, %c32_i32 overflow<nsw> : i32
              %231 = arith.addi %175, %230 overflow<nsw> : i32
              nvvm.cp.async.bulk.tensor.global.shared.cta %10, %229, box[%231, %176, %arg15] l2_cache_hint = %0 : !llvm.ptr, <3>
              nvvm.cp.async.bulk.commit.group
              nvvm.cp.async.bulk.wait_group 1 {read}
            }
            nvvm.barrier id = %c1_i32 number_of_threads = %c128_i32
          }
          nvvm.barrier id = %c1_i32 number_of_threads = %c128_i32
          %181 = nvvm.elect.sync -> i1
          scf.if %181 {
            %204 = llvm.getelementptr %74[%arg18] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %205 = nvvm.mapa %204, %79 : !llvm.ptr<3> -> !llvm.ptr<7>
            nvvm.mbarrier.arrive %205, %c1_i32 : !llvm.ptr<7>
          }
          %182 = arith.addi %arg18, %c1_i32 : i32
          %183 = arith.addi %arg17, %c1_i32 : i32
          %184 = arith.cmpi eq, %182, %c2_i32 : i32
          %185 = arith.select %184, %c0_i32, %182 : i32
          %186 = scf.if %184 -> (i32) {
            %204 = arith.xori %arg19, %c1_i32 : i32
            scf.yield %204 : i32
          } else {
            scf.yield %arg19 : i32
          }
          %187 = llvm.getelementptr %54[%arg21] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %187, %arg22, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %188 = llvm.load %55 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<1xi128>
          llvm.store %188, %2 {alignment = 16 : i64} : vector<1xi128>, !llvm.ptr
          %189 = llvm.load %2 {alignment = 32 : i64} : !llvm.ptr -> vector<1xi128>
          %190 = vector.extract %189[0] : i128 from vector<1xi128>
          %191 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %190 : i1
          %192 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %190 : i32
          %193 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %190 : i32
          %194 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_z, %190 : i32
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %195 = arith.addi %192, %41 : i32
          %196 = arith.addi %193, %101 : i32
          %197 = llvm.getelementptr %80[%arg21] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %198 = nvvm.mapa %197, %c0_i32 : !llvm.ptr<3> -> !llvm.ptr<7>
          nvvm.mbarrier.arrive %198, %c1_i32 : !llvm.ptr<7>
          %199 = arith.addi %arg21, %c1_i32 : i32
          %200 = arith.addi %arg20, %c1_i32 : i32
          %201 = arith.cmpi eq, %199, %c1_i32 : i32
          %202 = arith.select %201, %c0_i32, %199 : i32
          %203 = scf.if %201 -> (i32) {
            %204 = arith.xori %arg22, %c1_i32 : i32
            scf.yield %204 : i32
          } else {
            scf.yield %arg22 : i32
          }
          scf.yield %195, %196, %194, %191, %173, %183, %185, %186, %200, %202, %203 : i32, i32, i32, i1, i32, i32, i32, i32, i32, i32, i32
        }
        nvvm.cp.async.bulk.wait_group 0 {read}
        scf.if %56 {
          nvvm.tcgen05.relinquish_alloc_permit {group = #nvvm.cta_group<cta_2>}
        }
        scf.if %56 {
          %172 = arith.xori %44, %c1_i32 : i32
          %173 = nvvm.mapa %52, %172 : !llvm.ptr<3> -> !llvm.ptr<7>
          nvvm.mbarrier.arrive %173, %c1_i32 : !llvm.ptr<7>
          nvvm.mbarrier.try_wait.parity %52, %c0_i32, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %174 = llvm.inttoptr %109 : i32 to !llvm.ptr<6>
          nvvm.tcgen05.dealloc %174, %c512_i32 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<6>, i32
        }
      }
      return
    }
  }
  func.func @cutlass___call___cutlassoperatorsprovide_h159a277e(%arg0: !llvm_struct_0658d3, %arg1: !llvm_struct_0658d3, %arg2: !llvm_struct_0658d3, %arg3: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %0 = ub.poison : !llvm_struct_7bb797
    %1 = ub.poison : !llvm_struct_d63ee1
    %2 = ub.poison : !llvm_struct_2ed770
    %3 = ub.poison : !llvm_struct_5bcfaa
    %4 = ub.poison : !llvm.struct<(i32, i32, i32)>
    %c2233785415175766016_i64 = arith.constant 2233785415175766016 : i64
    %c287650_i64 = arith.constant 287650 : i64
    %c127_i64 = arith.constant 127 : i64
    %c63_i64 = arith.constant 63 : i64
    %c9151314442816847872_i64 = arith.constant 9151314442816847872 : i64
    %c286754_i64 = arith.constant 286754 : i64
    %cst = arith.constant dense<0> : vector<8xi32>
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %c224_i32 = arith.constant 224 : i32
    %c229632_i64 = arith.constant 229632 : i64
    %5 = ub.poison : !llvm.struct<()>
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
    llvm.store %c127_i64, %102 : i64, !llvm.ptr
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
    %146 = arith.muli %23, %c4_i64 : i64
    %147 = arith.extsi %19 : i32 to i64
    %148 = arith.muli %22, %c4_i64 : i64
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
    %166 = arith.muli %144, %c32_i64 : i64
    %167 = arith.divui %166, %c8_i64 : i64
    %168 = arith.addi %167, %165 : i64
    %169 = arith.cmpi uge, %168, %c131072_i64 : i64
    %170 = arith.extui %169 : i1 to i64
    %171 = arith.shli %170, %c21_i64 : i64
    %172 = arith.divui %146, %c16_i64 : i64
    %173 = arith.shli %172, %c32_i64 : i64
    %174 = arith.ori %171, %173 : i64
    %175 = arith.ori %174, %c287650_i64 : i64
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
    llvm.store %c2233785415175766016_i64, %156 : i64, !llvm.ptr
    llvm.store %c127_i64, %157 : i64, !llvm.ptr
    %190 = llvm.ptrtoint %143 : !llvm.ptr to i64
    %191 = llvm.inttoptr %190 : i64 to !llvm.ptr
    %192 = llvm.load %191 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %193 = llvm.insertvalue %192, %2[0] : !llvm_struct_2ed770
    %194 = llvm.insertvalue %32, %1[0] : !llvm_struct_d63ee1
    %195 = llvm.insertvalue %5, %194[1] : !llvm_struct_d63ee1
    %196 = llvm.insertvalue %5, %0[0] : !llvm_struct_7bb797
    %197 = llvm.insertvalue %195, %196[1] : !llvm_struct_7bb797
    %198 = arith.ceildivsi %20, %c128_i32 : i32
    %199 = arith.ceildivsi %21, %c256_i32 : i32
    %200 = arith.addi %198, %c2_i32 overflow<nsw> : i32
    %201 = arith.subi %200, %c1_i32 overflow<nsw> : i32
    %202 = arith.divsi %201, %c2_i32 : i32
    %203 = arith.muli %202, %c2_i32 : i32
    %204 = arith.addi %199, %c2_i32 overflow<nsw> : i32
    %205 = arith.subi %204, %c1_i32 overflow<nsw> : i32
    %206 = arith.divsi %205, %c2_i32 : i32
    %207 = arith.muli %206, %c2_i32 : i32
    %208 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c224_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c229632_i64, gridDim = (%203, %207, %19), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%208] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cluster_dim[%208] (%c2_i32, %c2_i32, %c1_i32) : !cuda_launch_cfg_2cf94c, i32, i32, i32
    cuda.launch_cfg.cooperative[%208] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %209 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cutlassoperatorspr_hf11591f9_0<%208> (%36, %85, %89, %138, %142, %193, %197, %198, %199, %19, %198, %199, %19) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_5bcfaa, !llvm_struct_2ed770, !llvm_struct_7bb797, !llvm_struct_2ed770, !llvm_struct_7bb797, !llvm_struct_2ed770, !llvm_struct_7bb797, i32, i32, i32, i32, i32, i32) -> !cuda.result
    %210 = cuda.cast %209 : !cuda.result -> i32
    cuda.return_if_error %210 : i32
    return %c0_i32 : i32
  }
}
