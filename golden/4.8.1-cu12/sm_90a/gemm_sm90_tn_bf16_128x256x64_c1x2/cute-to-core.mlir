!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_2ed770 = !llvm.struct<(struct<(array<16 x i64>)>)>
!llvm_struct_31b33a = !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    cuda.kernel @kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0(%arg0: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg1: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg2: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg3: !llvm.struct<(i1)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 384, 1, 1>, exact_cluster_dim = array<i64: 1, 2, 1>, exact_grid_dim = array<i64: 1, 2, 48>, schema_version = 1 : i64}, gpu.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 384, 1, 1>, smem.config_smem_size = 230400 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %c4611686018427387904_i64 = arith.constant 4611686018427387904 : i64
      %c0_i64 = arith.constant 0 : i64
      %c274877906944_i64 = arith.constant 274877906944 : i64
      %c64_i64 = arith.constant 64 : i64
      %c65536_i64 = arith.constant 65536 : i64
      %c1_i64 = arith.constant 1 : i64
      %0 = llvm.mlir.zero : i64
      %c224_i32 = arith.constant 224 : i32
      %c192_i32 = arith.constant 192 : i32
      %c160_i32 = arith.constant 160 : i32
      %c96_i32 = arith.constant 96 : i32
      %c3_i64 = arith.constant 3 : i64
      %c384_i64 = arith.constant 384 : i64
      %c2048_i32 = arith.constant 2048 : i32
      %c16383_i32 = arith.constant 16383 : i32
      %c16384_i32 = arith.constant 16384 : i32
      %c8192_i32 = arith.constant 8192 : i32
      %c6_i32 = arith.constant 6 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %c1024_i64 = arith.constant 1024 : i64
      %c31_i32 = arith.constant 31 : i32
      %c-1_i32 = arith.constant -1 : i32
      %1 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %c32_i32 = arith.constant 32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %true = arith.constant true
      %c4096_i32 = arith.constant 4096 : i32
      %c64_i32 = arith.constant 64 : i32
      %c48_i32 = arith.constant 48 : i32
      %c24_i32 = arith.constant 24 : i32
      %c8_i32 = arith.constant 8 : i32
      %c9_i32 = arith.constant 9 : i32
      %c10000000_i32 = arith.constant 10000000 : i32
      %c49152_i32 = arith.constant 49152 : i32
      %c3_i16 = arith.constant 3 : i16
      %c4_i32 = arith.constant 4 : i32
      %c256_i32 = arith.constant 256 : i32
      %c512_i32 = arith.constant 512 : i32
      %cst = arith.constant dense<0.000000e+00> : vector<128xf32>
      %c128_i32 = arith.constant 128 : i32
      %c16_i32 = arith.constant 16 : i32
      %c1_i32 = arith.constant 1 : i32
      %2 = llvm.alloca %c16_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %3 = llvm.alloca %c16_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %4 = llvm.alloca %c128_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %5 = llvm.getelementptr %arg0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %6 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %7 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %8 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %9 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %10 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %11 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %12 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %13 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %14 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %15 = llvm.ptrtoint %1 : !llvm.ptr<3> to i32
      %16 = nvvm.shfl.sync idx %c-1_i32, %15, %c0_i32, %c31_i32 : i32 -> i32
      %17 = arith.extui %16 : i32 to i64
      %18 = llvm.inttoptr %17 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%18, %c1024_i64 : !llvm.ptr<3>, i64)] : i1
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
      %32 = arith.floordivsi %19, %c128_i32 : i32
      %33 = nvvm.shfl.sync idx %c-1_i32, %32, %c0_i32, %c31_i32 : i32 -> i32
      %34 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %35 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %36 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %37 = nvvm.read.ptx.sreg.nctaid.z range <i32, 1, 65535> : i32
      %38 = arith.cmpi eq, %31, %c0_i32 : i32
      scf.if %38 {
        nvvm.prefetch tensormap, %arg0 : !llvm.ptr
        nvvm.prefetch tensormap, %arg1 : !llvm.ptr
        nvvm.prefetch tensormap, %arg2 : !llvm.ptr
      }
      %39 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %40 = nvvm.shfl.sync idx %c-1_i32, %39, %c0_i32, %c31_i32 : i32 -> i32
      %41 = arith.remsi %40, %c2_i32 : i32
      %42 = arith.remsi %41, %c2_i32 : i32
      %43 = llvm.getelementptr %18[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %44 = llvm.getelementptr %18[66560] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %45 = llvm.getelementptr %18[197632] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      scf.if %38 {
        %54 = nvvm.elect.sync -> i1
        scf.if %54 {
          nvvm.mbarrier.init %18, %c1_i32 : !llvm.ptr<3>, i32
          %55 = llvm.getelementptr %18[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %55, %c1_i32 : !llvm.ptr<3>, i32
          %56 = llvm.getelementptr %18[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %56, %c1_i32 : !llvm.ptr<3>, i32
          %57 = llvm.getelementptr %18[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %57, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      %46 = llvm.getelementptr %18[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      scf.if %38 {
        %54 = nvvm.elect.sync -> i1
        scf.if %54 {
          nvvm.mbarrier.init %46, %c16_i32 : !llvm.ptr<3>, i32
          %55 = llvm.getelementptr %18[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %55, %c16_i32 : !llvm.ptr<3>, i32
          %56 = llvm.getelementptr %18[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %56, %c16_i32 : !llvm.ptr<3>, i32
          %57 = llvm.getelementptr %18[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %57, %c16_i32 : !llvm.ptr<3>, i32
        }
      }
      %47 = arith.remsi %19, %c32_i32 : i32
      %48 = arith.cmpi slt, %47, %c2_i32 : i32
      %49 = arith.remsi %47, %c2_i32 : i32
      nvvm.fence.mbarrier.init
      nvvm.cluster.arrive.relaxed
      nvvm.cluster.wait
      nvvm.cluster.arrive.relaxed
      %50 = arith.muli %42, %c4096_i32 overflow<nsw> : i32
      %51 = arith.divsi %50, %c64_i32 : i32
      %52 = llvm.getelementptr %43[%50] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.cluster.wait
      %53 = arith.cmpi eq, %33, %c0_i32 : i32
      scf.if %53 {
        nvvm.setmaxregister decrease 40
        scf.if %38 {
          %54:4 = scf.while (%arg4 = %36, %arg5 = %c0_i32, %arg6 = %c0_i32, %arg7 = %c1_i32) : (i32, i32, i32, i32) -> (i32, i32, i32, i32) {
            %71 = arith.cmpi slt, %arg4, %c48_i32 : i32
            scf.condition(%71) %arg4, %arg5, %arg6, %arg7 : i32, i32, i32, i32
          } do {
          ^bb0(%arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32):
            %71 = arith.floordivsi %arg4, %c24_i32 : i32
            %72 = arith.muli %71, %c24_i32 : i32
            %73 = arith.subi %arg4, %72 : i32
            %74 = arith.floordivsi %73, %c24_i32 : i32
            %75 = arith.muli %74, %c8_i32 : i32
            %76 = arith.subi %c8_i32, %75 : i32
            %77 = arith.minsi %76, %c8_i32 : i32
            %78 = arith.muli %74, %c24_i32 : i32
            %79 = arith.subi %73, %78 : i32
            %80 = arith.remsi %79, %77 : i32
            %81 = arith.addi %75, %80 : i32
            %82 = arith.floordivsi %79, %77 : i32
            %83 = arith.addi %81, %34 : i32
            %84 = arith.muli %82, %c2_i32 : i32
            %85 = arith.addi %84, %35 : i32
            %86:3 = scf.for %arg8 = %c0_i32 to %c9_i32 step %c1_i32 iter_args(%arg9 = %arg5, %arg10 = %arg6, %arg11 = %arg7) -> (i32, i32, i32)  : i32 {
              %88 = llvm.getelementptr %46[%arg10] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              nvvm.mbarrier.try_wait.parity %88, %arg11, %c10000000_i32 : !llvm.ptr<3>, i32, i32
              %89 = nvvm.elect.sync -> i1
              scf.if %89 {
                %107 = llvm.getelementptr %18[%arg10] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
                %108 = nvvm.mbarrier.arrive.expect_tx %107, %c49152_i32 : !llvm.ptr<3>, i32 -> i64
              }
              %90 = llvm.getelementptr %18[%arg10] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              %91 = arith.muli %83, %c128_i32 overflow<nsw> : i32
              %92 = arith.muli %arg8, %c64_i32 overflow<nsw> : i32
              %93 = arith.addi %51, %91 overflow<nsw> : i32
              %94 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
              %95 = llvm.getelementptr %52[%94] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
              %96 = nvvm.elect.sync -> i1
              scf.if %96 {
                %107 = llvm.addrspacecast %95 : !llvm.ptr<3> to !llvm.ptr<7>
                nvvm.cp.async.bulk.tensor.shared.cluster.global %107, %5, %90, box[%92, %93, %71] multicast_mask = %c3_i16 l2_cache_hint = %0 : !llvm.ptr<7>, !llvm.ptr, i16
              }
              %97 = arith.muli %85, %c256_i32 overflow<nsw> : i32
              %98 = arith.muli %arg8, %c64_i32 overflow<nsw> : i32
              %99 = arith.muli %arg10, %c16384_i32 overflow<nsw> : i32
              %100 = llvm.getelementptr %44[%99] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
              %101 = nvvm.elect.sync -> i1
              scf.if %101 {
                nvvm.cp.async.bulk.tensor.shared.cluster.global %100, %6, %90, box[%98, %97, %71] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
              }
              %102 = arith.addi %arg10, %c1_i32 : i32
              %103 = arith.addi %arg9, %c1_i32 : i32
              %104 = arith.cmpi eq, %102, %c4_i32 : i32
              %105 = arith.select %104, %c0_i32, %102 : i32
              %106 = scf.if %104 -> (i32) {
                %107 = arith.xori %arg11, %c1_i32 : i32
                scf.yield %107 : i32
              } else {
                scf.yield %arg11 : i32
              }
              scf.yield %103, %105, %106 : i32, i32, i32
            }
            %87 = arith.addi %arg4, %37 : i32
            scf.yield %87, %86#0, %86#1, %86#2 : i32, i32, i32, i32
          }
          %55 = llvm.getelementptr %46[%54#2] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %55, %54#3, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %56 = arith.addi %54#2, %c1_i32 : i32
          %57 = arith.cmpi eq, %56, %c4_i32 : i32
          %58 = arith.select %57, %c0_i32, %56 : i32
          %59 = scf.if %57 -> (i32) {
            %71 = arith.xori %54#3, %c1_i32 : i32
            scf.yield %71 : i32
          } else {
            scf.yield %54#3 : i32
          }
          %60 = llvm.getelementptr %46[%58] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %60, %59, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %61 = arith.addi %58, %c1_i32 : i32
          %62 = arith.cmpi eq, %61, %c4_i32 : i32
          %63 = arith.select %62, %c0_i32, %61 : i32
          %64 = scf.if %62 -> (i32) {
            %71 = arith.xori %59, %c1_i32 : i32
            scf.yield %71 : i32
          } else {
            scf.yield %59 : i32
          }
          %65 = llvm.getelementptr %46[%63] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %65, %64, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %66 = arith.addi %63, %c1_i32 : i32
          %67 = arith.cmpi eq, %66, %c4_i32 : i32
          %68 = arith.select %67, %c0_i32, %66 : i32
          %69 = scf.if %67 -> (i32) {
            %71 = arith.xori %64, %c1_i32 : i32
            scf.yield %71 : i32
          } else {
            scf.yield %64 : i32
          }
          %70 = llvm.getelementptr %46[%68] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %70, %69, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        }
      } else {
        nvvm.setmaxregister increase 232
        %54 = arith.subi %19, %c128_i32 : i32
        %55 = arith.divsi %54, %c128_i32 : i32
        %56 = arith.remsi %55, %c2_i32 : i32
        %57 = arith.remsi %56, %c2_i32 : i32
        %58 = arith.muli %57, %c4096_i32 overflow<nsw> : i32
        %59 = llvm.getelementptr %43[%58] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %60 = llvm.ptrtoint %59 : !llvm.ptr<3> to i32
        %61 = arith.shrui %60, %c4_i32 : i32
        %62 = arith.andi %61, %c16383_i32 : i32
        %63 = arith.extui %62 : i32 to i64
        %64 = arith.ori %63, %c65536_i64 : i64
        %65 = arith.ori %64, %c274877906944_i64 : i64
        %66 = arith.ori %65, %c4611686018427387904_i64 : i64
        %67 = llvm.ptrtoint %44 : !llvm.ptr<3> to i32
        %68 = arith.shrui %67, %c4_i32 : i32
        %69 = arith.andi %68, %c16383_i32 : i32
        %70 = arith.extui %69 : i32 to i64
        %71 = arith.ori %70, %c65536_i64 : i64
        %72 = arith.ori %71, %c274877906944_i64 : i64
        %73 = arith.ori %72, %c4611686018427387904_i64 : i64
        %74 = arith.divsi %54, %c8_i32 : i32
        %75 = arith.remsi %54, %c8_i32 : i32
        %76 = arith.muli %75, %c32_i32 overflow<nsw> : i32
        %77 = arith.divsi %74, %c2_i32 : i32
        %78 = arith.remsi %74, %c2_i32 : i32
        %79 = arith.muli %78, %c256_i32 overflow<nsw> : i32
        %80 = arith.addi %76, %79 overflow<nsw> : i32
        %81 = arith.divsi %77, %c2_i32 : i32
        %82 = arith.remsi %77, %c2_i32 : i32
        %83 = arith.muli %82, %c8_i32 overflow<nsw> : i32
        %84 = arith.addi %80, %83 overflow<nsw> : i32
        %85 = arith.muli %81, %c512_i32 overflow<nsw> : i32
        %86 = arith.addi %84, %85 overflow<nsw> : i32
        %87 = llvm.getelementptr %45[%86] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %88 = llvm.bitcast %66 : i64 to vector<2xi32>
        %89 = vector.extract %88[0] : i32 from vector<2xi32>
        %90 = llvm.bitcast %73 : i64 to vector<2xi32>
        %91 = vector.extract %90[0] : i32 from vector<2xi32>
        %92 = llvm.getelementptr %4[1] : (!llvm.ptr) -> !llvm.ptr, f32
        %93 = llvm.getelementptr %4[2] : (!llvm.ptr) -> !llvm.ptr, f32
        %94 = llvm.getelementptr %4[3] : (!llvm.ptr) -> !llvm.ptr, f32
        %95 = llvm.getelementptr %4[4] : (!llvm.ptr) -> !llvm.ptr, f32
        %96 = llvm.getelementptr %4[5] : (!llvm.ptr) -> !llvm.ptr, f32
        %97 = llvm.getelementptr %4[6] : (!llvm.ptr) -> !llvm.ptr, f32
        %98 = llvm.getelementptr %4[7] : (!llvm.ptr) -> !llvm.ptr, f32
        %99 = llvm.getelementptr %4[8] : (!llvm.ptr) -> !llvm.ptr, f32
        %100 = llvm.getelementptr %4[9] : (!llvm.ptr) -> !llvm.ptr, f32
        %101 = llvm.getelementptr %4[10] : (!llvm.ptr) -> !llvm.ptr, f32
        %102 = llvm.getelementptr %4[11] : (!llvm.ptr) -> !llvm.ptr, f32
        %103 = llvm.getelementptr %4[12] : (!llvm.ptr) -> !llvm.ptr, f32
        %104 = llvm.getelementptr %4[13] : (!llvm.ptr) -> !llvm.ptr, f32
        %105 = llvm.getelementptr %4[14] : (!llvm.ptr) -> !llvm.ptr, f32
        %106 = llvm.getelementptr %4[15] : (!llvm.ptr) -> !llvm.ptr, f32
        %107 = llvm.getelementptr %4[16] : (!llvm.ptr) -> !llvm.ptr, f32
        %108 = llvm.getelementptr %4[17] : (!llvm.ptr) -> !llvm.ptr, f32
        %109 = llvm.getelementptr %4[18] : (!llvm.ptr) -> !llvm.ptr, f32
        %110 = llvm.getelementptr %4[19] : (!llvm.ptr) -> !llvm.ptr, f32
        %111 = llvm.getelementptr %4[20] : (!llvm.ptr) -> !llvm.ptr, f32
        %112 = llvm.getelementptr %4[21] : (!llvm.ptr) -> !llvm.ptr, f32
        %113 = llvm.getelementptr %4[22] : (!llvm.ptr) -> !llvm.ptr, f32
        %114 = llvm.getelementptr %4[23] : (!llvm.ptr) -> !llvm.ptr, f32
        %115 = llvm.getelementptr %4[24] : (!llvm.ptr) -> !llvm.ptr, f32
        %116 = llvm.getelementptr %4[25] : (!llvm.ptr) -> !llvm.ptr, f32
        %117 = llvm.getelementptr %4[26] : (!llvm.ptr) -> !llvm.ptr, f32
        %118 = llvm.getelementptr %4[27] : (!llvm.ptr) -> !llvm.ptr, f32
        %119 = llvm.getelementptr %4[28] : (!llvm.ptr) -> !llvm.ptr, f32
        %120 = llvm.getelementptr %4[29] : (!llvm.ptr) -> !llvm.ptr, f32
        %121 = llvm.getelementptr %4[30] : (!llvm.ptr) -> !llvm.ptr, f32
        %122 = llvm.getelementptr %4[31] : (!llvm.ptr) -> !llvm.ptr, f32
        %123 = llvm.getelementptr %4[32] : (!llvm.ptr) -> !llvm.ptr, f32
        %124 = llvm.getelementptr %4[33] : (!llvm.ptr) -> !llvm.ptr, f32
        %125 = llvm.getelementptr %4[34] : (!llvm.ptr) -> !llvm.ptr, f32
        %126 = llvm.getelementptr %4[35] : (!llvm.ptr) -> !llvm.ptr, f32
        %127 = llvm.getelementptr %4[36] : (!llvm.ptr) -> !llvm.ptr, f32
        %128 = llvm.getelementptr %4[37] : (!llvm.ptr) -> !llvm.ptr, f32
        %129 = llvm.getelementptr %4[38] : (!llvm.ptr) -> !llvm.ptr, f32
        %130 = llvm.getelementptr %4[39] : (!llvm.ptr) -> !llvm.ptr, f32
        %131 = llvm.getelementptr %4[40] : (!llvm.ptr) -> !llvm.ptr, f32
        %132 = llvm.getelementptr %4[41] : (!llvm.ptr) -> !llvm.ptr, f32
        %133 = llvm.getelementptr %4[42] : (!llvm.ptr) -> !llvm.ptr, f32
        %134 = llvm.getelementptr %4[43] : (!llvm.ptr) -> !llvm.ptr, f32
        %135 = llvm.getelementptr %4[44] : (!llvm.ptr) -> !llvm.ptr, f32
        %136 = llvm.getelementptr %4[45] : (!llvm.ptr) -> !llvm.ptr, f32
        %137 = llvm.getelementptr %4[46] : (!llvm.ptr) -> !llvm.ptr, f32
        %138 = llvm.getelementptr %4[47] : (!llvm.ptr) -> !llvm.ptr, f32
        %139 = llvm.getelementptr %4[48] : (!llvm.ptr) -> !llvm.ptr, f32
        %140 = llvm.getelementptr %4[49] : (!llvm.ptr) -> !llvm.ptr, f32
        %141 = llvm.getelementptr %4[50] : (!llvm.ptr) -> !llvm.ptr, f32
        %142 = llvm.getelementptr %4[51] : (!llvm.ptr) -> !llvm.ptr, f32
        %143 = llvm.getelementptr %4[52] : (!llvm.ptr) -> !llvm.ptr, f32
        %144 = llvm.getelementptr %4[53] : (!llvm.ptr) -> !llvm.ptr, f32
        %145 = llvm.getelementptr %4[54] : (!llvm.ptr) -> !llvm.ptr, f32
        %146 = llvm.getelementptr %4[55] : (!llvm.ptr) -> !llvm.ptr, f32
        %147 = llvm.getelementptr %4[56] : (!llvm.ptr) -> !llvm.ptr, f32
        %148 = llvm.getelementptr %4[57] : (!llvm.ptr) -> !llvm.ptr, f32
        %149 = llvm.getelementptr %4[58] : (!llvm.ptr) -> !llvm.ptr, f32
        %150 = llvm.getelementptr %4[59] : (!llvm.ptr) -> !llvm.ptr, f32
        %151 = llvm.getelementptr %4[60] : (!llvm.ptr) -> !llvm.ptr, f32
        %152 = llvm.getelementptr %4[61] : (!llvm.ptr) -> !llvm.ptr, f32
        %153 = llvm.getelementptr %4[62] : (!llvm.ptr) -> !llvm.ptr, f32
        %154 = llvm.getelementptr %4[63] : (!llvm.ptr) -> !llvm.ptr, f32
        %155 = llvm.getelementptr %4[64] : (!llvm.ptr) -> !llvm.ptr, f32
        %156 = llvm.getelementptr %4[65] : (!llvm.ptr) -> !llvm.ptr, f32
        %157 = llvm.getelementptr %4[66] : (!llvm.ptr) -> !llvm.ptr, f32
        %158 = llvm.getelementptr %4[67] : (!llvm.ptr) -> !llvm.ptr, f32
        %159 = llvm.getelementptr %4[68] : (!llvm.ptr) -> !llvm.ptr, f32
        %160 = llvm.getelementptr %4[69] : (!llvm.ptr) -> !llvm.ptr, f32
        %161 = llvm.getelementptr %4[70] : (!llvm.ptr) -> !llvm.ptr, f32
        %162 = llvm.getelementptr %4[71] : (!llvm.ptr) -> !llvm.ptr, f32
        %163 = llvm.getelementptr %4[72] : (!llvm.ptr) -> !llvm.ptr, f32
        %164 = llvm.getelementptr %4[73] : (!llvm.ptr) -> !llvm.ptr, f32
        %165 = llvm.getelementptr %4[74] : (!llvm.ptr) -> !llvm.ptr, f32
        %166 = llvm.getelementptr %4[75] : (!llvm.ptr) -> !llvm.ptr, f32
        %167 = llvm.getelementptr %4[76] : (!llvm.ptr) -> !llvm.ptr, f32
        %168 = llvm.getelementptr %4[77] : (!llvm.ptr) -> !llvm.ptr, f32
        %169 = llvm.getelementptr %4[78] : (!llvm.ptr) -> !llvm.ptr, f32
        %170 = llvm.getelementptr %4[79] : (!llvm.ptr) -> !llvm.ptr, f32
        %171 = llvm.getelementptr %4[80] : (!llvm.ptr) -> !llvm.ptr, f32
        %172 = llvm.getelementptr %4[81] : (!llvm.ptr) -> !llvm.ptr, f32
        %173 = llvm.getelementptr %4[82] : (!llvm.ptr) -> !llvm.ptr, f32
        %174 = llvm.getelementptr %4[83] : (!llvm.ptr) -> !llvm.ptr, f32
        %175 = llvm.getelementptr %4[84] : (!llvm.ptr) -> !llvm.ptr, f32
        %176 = llvm.getelementptr %4[85] : (!llvm.ptr) -> !llvm.ptr, f32
        %177 = llvm.getelementptr %4[86] : (!llvm.ptr) -> !llvm.ptr, f32
        %178 = llvm.getelementptr %4[87] : (!llvm.ptr) -> !llvm.ptr, f32
        %179 = llvm.getelementptr %4[88] : (!llvm.ptr) -> !llvm.ptr, f32
        %180 = llvm.getelementptr %4[89] : (!llvm.ptr) -> !llvm.ptr, f32
        %181 = llvm.getelementptr %4[90] : (!llvm.ptr) -> !llvm.ptr, f32
        %182 = llvm.getelementptr %4[91] : (!llvm.ptr) -> !llvm.ptr, f32
        %183 = llvm.getelementptr %4[92] : (!llvm.ptr) -> !llvm.ptr, f32
        %184 = llvm.getelementptr %4[93] : (!llvm.ptr) -> !llvm.ptr, f32
        %185 = llvm.getelementptr %4[94] : (!llvm.ptr) -> !llvm.ptr, f32
        %186 = llvm.getelementptr %4[95] : (!llvm.ptr) -> !llvm.ptr, f32
        %187 = llvm.getelementptr %4[96] : (!llvm.ptr) -> !llvm.ptr, f32
        %188 = llvm.getelementptr %4[97] : (!llvm.ptr) -> !llvm.ptr, f32
        %189 = llvm.getelementptr %4[98] : (!llvm.ptr) -> !llvm.ptr, f32
        %190 = llvm.getelementptr %4[99] : (!llvm.ptr) -> !llvm.ptr, f32
        %191 = llvm.getelementptr %4[100] : (!llvm.ptr) -> !llvm.ptr, f32
        %192 = llvm.getelementptr %4[101] : (!llvm.ptr) -> !llvm.ptr, f32
        %193 = llvm.getelementptr %4[102] : (!llvm.ptr) -> !llvm.ptr, f32
        %194 = llvm.getelementptr %4[103] : (!llvm.ptr) -> !llvm.ptr, f32
        %195 = llvm.getelementptr %4[104] : (!llvm.ptr) -> !llvm.ptr, f32
        %196 = llvm.getelementptr %4[105] : (!llvm.ptr) -> !llvm.ptr, f32
        %197 = llvm.getelementptr %4[106] : (!llvm.ptr) -> !llvm.ptr, f32
        %198 = llvm.getelementptr %4[107] : (!llvm.ptr) -> !llvm.ptr, f32
        %199 = llvm.getelementptr %4[108] : (!llvm.ptr) -> !llvm.ptr, f32
        %200 = llvm.getelementptr %4[109] : (!llvm.ptr) -> !llvm.ptr, f32
        %201 = llvm.getelementptr %4[110] : (!llvm.ptr) -> !llvm.ptr, f32
        %202 = llvm.getelementptr %4[111] : (!llvm.ptr) -> !llvm.ptr, f32
        %203 = llvm.getelementptr %4[112] : (!llvm.ptr) -> !llvm.ptr, f32
        %204 = llvm.getelementptr %4[113] : (!llvm.ptr) -> !llvm.ptr, f32
        %205 = llvm.getelementptr %4[114] : (!llvm.ptr) -> !llvm.ptr, f32
        %206 = llvm.getelementptr %4[115] : (!llvm.ptr) -> !llvm.ptr, f32
        %207 = llvm.getelementptr %4[116] : (!llvm.ptr) -> !llvm.ptr, f32
        %208 = llvm.getelementptr %4[117] : (!llvm.ptr) -> !llvm.ptr, f32
        %209 = llvm.getelementptr %4[118] : (!llvm.ptr) -> !llvm.ptr, f32
        %210 = llvm.getelementptr %4[119] : (!llvm.ptr) -> !llvm.ptr, f32
        %211 = llvm.getelementptr %4[120] : (!llvm.ptr) -> !llvm.ptr, f32
        %212 = llvm.getelementptr %4[121] : (!llvm.ptr) -> !llvm.ptr, f32
        %213 = llvm.getelementptr %4[122] : (!llvm.ptr) -> !llvm.ptr, f32
        %214 = llvm.getelementptr %4[123] : (!llvm.ptr) -> !llvm.ptr, f32
        %215 = llvm.getelementptr %4[124] : (!llvm.ptr) -> !llvm.ptr, f32
        %216 = llvm.getelementptr %4[125] : (!llvm.ptr) -> !llvm.ptr, f32
        %217 = llvm.getelementptr %4[126] : (!llvm.ptr) -> !llvm.ptr, f32
        %218 = llvm.getelementptr %4[127] : (!llvm.ptr) -> !llvm.ptr, f32
        %219 = llvm.bitcast %66 : i64 to vector<2xi32>
        %220 = vector.extract %219[0] : i32 from vector<2xi32>
        %221 = llvm.bitcast %73 : i64 to vector<2xi32>
        %222 = vector.extract %221[0] : i32 from vector<2xi32>
        %223 = llvm.bitcast %66 : i64 to vector<2xi32>
        %224 = vector.extract %223[0] : i32 from vector<2xi32>
        %225 = llvm.bitcast %73 : i64 to vector<2xi32>
        %226 = vector.extract %225[0] : i32 from vector<2xi32>
        %227 = llvm.bitcast %66 : i64 to vector<2xi32>
        %228 = vector.extract %227[0] : i32 from vector<2xi32>
        %229 = llvm.bitcast %73 : i64 to vector<2xi32>
        %230 = vector.extract %229[0] : i32 from vector<2xi32>
        %231 = llvm.getelementptr %4[1] : (!llvm.ptr) -> !llvm.ptr, f32
        %232 = llvm.getelementptr %3[1] : (!llvm.ptr) -> !llvm.ptr, f32
        %233 = llvm.getelementptr %4[2] : (!llvm.ptr) -> !llvm.ptr, f32
        %234 = llvm.getelementptr %3[2] : (!llvm.ptr) -> !llvm.ptr, f32
        %235 = llvm.getelementptr %4[3] : (!llvm.ptr) -> !llvm.ptr, f32
        %236 = llvm.getelementptr %3[3] : (!llvm.ptr) -> !llvm.ptr, f32
        %237 = llvm.getelementptr %4[4] : (!llvm.ptr) -> !llvm.ptr, f32
        %238 = llvm.getelementptr %3[4] : (!llvm.ptr) -> !llvm.ptr, f32
        %239 = llvm.getelementptr %4[5] : (!llvm.ptr) -> !llvm.ptr, f32
        %240 = llvm.getelementptr %3[5] : (!llvm.ptr) -> !llvm.ptr, f32
        %241 = llvm.getelementptr %4[6] : (!llvm.ptr) -> !llvm.ptr, f32
        %242 = llvm.getelementptr %3[6] : (!llvm.ptr) -> !llvm.ptr, f32
        %243 = llvm.getelementptr %4[7] : (!llvm.ptr) -> !llvm.ptr, f32
        %244 = llvm.getelementptr %3[7] : (!llvm.ptr) -> !llvm.ptr, f32
        %245 = llvm.getelementptr %4[8] : (!llvm.ptr) -> !llvm.ptr, f32
        %246 = llvm.getelementptr %3[8] : (!llvm.ptr) -> !llvm.ptr, f32
        %247 = llvm.getelementptr %4[9] : (!llvm.ptr) -> !llvm.ptr, f32
        %248 = llvm.getelementptr %3[9] : (!llvm.ptr) -> !llvm.ptr, f32
        %249 = llvm.getelementptr %4[10] : (!llvm.ptr) -> !llvm.ptr, f32
        %250 = llvm.getelementptr %3[10] : (!llvm.ptr) -> !llvm.ptr, f32
        %251 = llvm.getelementptr %4[11] : (!llvm.ptr) -> !llvm.ptr, f32
        %252 = llvm.getelementptr %3[11] : (!llvm.ptr) -> !llvm.ptr, f32
        %253 = llvm.getelementptr %4[12] : (!llvm.ptr) -> !llvm.ptr, f32
        %254 = llvm.getelementptr %3[12] : (!llvm.ptr) -> !llvm.ptr, f32
        %255 = llvm.getelementptr %4[13] : (!llvm.ptr) -> !llvm.ptr, f32
        %256 = llvm.getelementptr %3[13] : (!llvm.ptr) -> !llvm.ptr, f32
        %257 = llvm.getelementptr %4[14] : (!llvm.ptr) -> !llvm.ptr, f32
        %258 = llvm.getelementptr %3[14] : (!llvm.ptr) -> !llvm.ptr, f32
        %259 = llvm.getelementptr %4[15] : (!llvm.ptr) -> !llvm.ptr, f32
        %260 = llvm.getelementptr %3[15] : (!llvm.ptr) -> !llvm.ptr, f32
        %261 = arith.cmpi eq, %31, %c4_i32 : i32
        %262 = llvm.getelementptr %4[16] : (!llvm.ptr) -> !llvm.ptr, f32
        %263 = llvm.getelementptr %4[17] : (!llvm.ptr) -> !llvm.ptr, f32
        %264 = llvm.getelementptr %4[18] : (!llvm.ptr) -> !llvm.ptr, f32
        %265 = llvm.getelementptr %4[19] : (!llvm.ptr) -> !llvm.ptr, f32
        %266 = llvm.getelementptr %4[20] : (!llvm.ptr) -> !llvm.ptr, f32
        %267 = llvm.getelementptr %4[21] : (!llvm.ptr) -> !llvm.ptr, f32
        %268 = llvm.getelementptr %4[22] : (!llvm.ptr) -> !llvm.ptr, f32
        %269 = llvm.getelementptr %4[23] : (!llvm.ptr) -> !llvm.ptr, f32
        %270 = llvm.getelementptr %4[24] : (!llvm.ptr) -> !llvm.ptr, f32
        %271 = llvm.getelementptr %4[25] : (!llvm.ptr) -> !llvm.ptr, f32
        %272 = llvm.getelementptr %4[26] : (!llvm.ptr) -> !llvm.ptr, f32
        %273 = llvm.getelementptr %4[27] : (!llvm.ptr) -> !llvm.ptr, f32
        %274 = llvm.getelementptr %4[28] : (!llvm.ptr) -> !llvm.ptr, f32
        %275 = llvm.getelementptr %4[29] : (!llvm.ptr) -> !llvm.ptr, f32
        %276 = llvm.getelementptr %4[30] : (!llvm.ptr) -> !llvm.ptr, f32
        %277 = llvm.getelementptr %4[31] : (!llvm.ptr) -> !llvm.ptr, f32
        %278 = llvm.getelementptr %4[32] : (!llvm.ptr) -> !llvm.ptr, f32
        %279 = llvm.getelementptr %4[33] : (!llvm.ptr) -> !llvm.ptr, f32
        %280 = llvm.getelementptr %4[34] : (!llvm.ptr) -> !llvm.ptr, f32
        %281 = llvm.getelementptr %4[35] : (!llvm.ptr) -> !llvm.ptr, f32
        %282 = llvm.getelementptr %4[36] : (!llvm.ptr) -> !llvm.ptr, f32
        %283 = llvm.getelementptr %4[37] : (!llvm.ptr) -> !llvm.ptr, f32
        %284 = llvm.getelementptr %4[38] : (!llvm.ptr) -> !llvm.ptr, f32
        %285 = llvm.getelementptr %4[39] : (!llvm.ptr) -> !llvm.ptr, f32
        %286 = llvm.getelementptr %4[40] : (!llvm.ptr) -> !llvm.ptr, f32
        %287 = llvm.getelementptr %4[41] : (!llvm.ptr) -> !llvm.ptr, f32
        %288 = llvm.getelementptr %4[42] : (!llvm.ptr) -> !llvm.ptr, f32
        %289 = llvm.getelementptr %4[43] : (!llvm.ptr) -> !llvm.ptr, f32
        %290 = llvm.getelementptr %4[44] : (!llvm.ptr) -> !llvm.ptr, f32
        %291 = llvm.getelementptr %4[45] : (!llvm.ptr) -> !llvm.ptr, f32
        %292 = llvm.getelementptr %4[46] : (!llvm.ptr) -> !llvm.ptr, f32
        %293 = llvm.getelementptr %4[47] : (!llvm.ptr) -> !llvm.ptr, f32
        %294 = llvm.getelementptr %4[48] : (!llvm.ptr) -> !llvm.ptr, f32
        %295 = llvm.getelementptr %4[49] : (!llvm.ptr) -> !llvm.ptr, f32
        %296 = llvm.getelementptr %4[50] : (!llvm.ptr) -> !llvm.ptr, f32
        %297 = llvm.getelementptr %4[51] : (!llvm.ptr) -> !llvm.ptr, f32
        %298 = llvm.getelementptr %4[52] : (!llvm.ptr) -> !llvm.ptr, f32
        %299 = llvm.getelementptr %4[53] : (!llvm.ptr) -> !llvm.ptr, f32
        %300 = llvm.getelementptr %4[54] : (!llvm.ptr) -> !llvm.ptr, f32
        %301 = llvm.getelementptr %4[55] : (!llvm.ptr) -> !llvm.ptr, f32
        %302 = llvm.getelementptr %4[56] : (!llvm.ptr) -> !llvm.ptr, f32
        %303 = llvm.getelementptr %4[57] : (!llvm.ptr) -> !llvm.ptr, f32
        %304 = llvm.getelementptr %4[58] : (!llvm.ptr) -> !llvm.ptr, f32
        %305 = llvm.getelementptr %4[59] : (!llvm.ptr) -> !llvm.ptr, f32
        %306 = llvm.getelementptr %4[60] : (!llvm.ptr) -> !llvm.ptr, f32
        %307 = llvm.getelementptr %4[61] : (!llvm.ptr) -> !llvm.ptr, f32
        %308 = llvm.getelementptr %4[62] : (!llvm.ptr) -> !llvm.ptr, f32
        %309 = llvm.getelementptr %4[63] : (!llvm.ptr) -> !llvm.ptr, f32
        %310 = llvm.getelementptr %4[64] : (!llvm.ptr) -> !llvm.ptr, f32
        %311 = llvm.getelementptr %4[65] : (!llvm.ptr) -> !llvm.ptr, f32
        %312 = llvm.getelementptr %4[66] : (!llvm.ptr) -> !llvm.ptr, f32
        %313 = llvm.getelementptr %4[67] : (!llvm.ptr) -> !llvm.ptr, f32
        %314 = llvm.getelementptr %4[68] : (!llvm.ptr) -> !llvm.ptr, f32
        %315 = llvm.getelementptr %4[69] : (!llvm.ptr) -> !llvm.ptr, f32
        %316 = llvm.getelementptr %4[70] : (!llvm.ptr) -> !llvm.ptr, f32
        %317 = llvm.getelementptr %4[71] : (!llvm.ptr) -> !llvm.ptr, f32
        %318 = llvm.getelementptr %4[72] : (!llvm.ptr) -> !llvm.ptr, f32
        %319 = llvm.getelementptr %4[73] : (!llvm.ptr) -> !llvm.ptr, f32
        %320 = llvm.getelementptr %4[74] : (!llvm.ptr) -> !llvm.ptr, f32
        %321 = llvm.getelementptr %4[75] : (!llvm.ptr) -> !llvm.ptr, f32
        %322 = llvm.getelementptr %4[76] : (!llvm.ptr) -> !llvm.ptr, f32
        %323 = llvm.getelementptr %4[77] : (!llvm.ptr) -> !llvm.ptr, f32
        %324 = llvm.getelementptr %4[78] : (!llvm.ptr) -> !llvm.ptr, f32
        %325 = llvm.getelementptr %4[79] : (!llvm.ptr) -> !llvm.ptr, f32
        %326 = llvm.getelementptr %4[80] : (!llvm.ptr) -> !llvm.ptr, f32
        %327 = llvm.getelementptr %4[81] : (!llvm.ptr) -> !llvm.ptr, f32
        %328 = llvm.getelementptr %4[82] : (!llvm.ptr) -> !llvm.ptr, f32
        %329 = llvm.getelementptr %4[83] : (!llvm.ptr) -> !llvm.ptr, f32
        %330 = llvm.getelementptr %4[84] : (!llvm.ptr) -> !llvm.ptr, f32
        %331 = llvm.getelementptr %4[85] : (!llvm.ptr) -> !llvm.ptr, f32
        %332 = llvm.getelementptr %4[86] : (!llvm.ptr) -> !llvm.ptr, f32
        %333 = llvm.getelementptr %4[87] : (!llvm.ptr) -> !llvm.ptr, f32
        %334 = llvm.getelementptr %4[88] : (!llvm.ptr) -> !llvm.ptr, f32
        %335 = llvm.getelementptr %4[89] : (!llvm.ptr) -> !llvm.ptr, f32
        %336 = llvm.getelementptr %4[90] : (!llvm.ptr) -> !llvm.ptr, f32
        %337 = llvm.getelementptr %4[91] : (!llvm.ptr) -> !llvm.ptr, f32
        %338 = llvm.getelementptr %4[92] : (!llvm.ptr) -> !llvm.ptr, f32
        %339 = llvm.getelementptr %4[93] : (!llvm.ptr) -> !llvm.ptr, f32
        %340 = llvm.getelementptr %4[94] : (!llvm.ptr) -> !llvm.ptr, f32
        %341 = llvm.getelementptr %4[95] : (!llvm.ptr) -> !llvm.ptr, f32
        %342 = llvm.getelementptr %4[96] : (!llvm.ptr) -> !llvm.ptr, f32
        %343 = llvm.getelementptr %4[97] : (!llvm.ptr) -> !llvm.ptr, f32
        %344 = llvm.getelementptr %4[98] : (!llvm.ptr) -> !llvm.ptr, f32
        %345 = llvm.getelementptr %4[99] : (!llvm.ptr) -> !llvm.ptr, f32
        %346 = llvm.getelementptr %4[100] : (!llvm.ptr) -> !llvm.ptr, f32
        %347 = llvm.getelementptr %4[101] : (!llvm.ptr) -> !llvm.ptr, f32
        %348 = llvm.getelementptr %4[102] : (!llvm.ptr) -> !llvm.ptr, f32
        %349 = llvm.getelementptr %4[103] : (!llvm.ptr) -> !llvm.ptr, f32
        %350 = llvm.getelementptr %4[104] : (!llvm.ptr) -> !llvm.ptr, f32
        %351 = llvm.getelementptr %4[105] : (!llvm.ptr) -> !llvm.ptr, f32
        %352 = llvm.getelementptr %4[106] : (!llvm.ptr) -> !llvm.ptr, f32
        %353 = llvm.getelementptr %4[107] : (!llvm.ptr) -> !llvm.ptr, f32
        %354 = llvm.getelementptr %4[108] : (!llvm.ptr) -> !llvm.ptr, f32
        %355 = llvm.getelementptr %4[109] : (!llvm.ptr) -> !llvm.ptr, f32
        %356 = llvm.getelementptr %4[110] : (!llvm.ptr) -> !llvm.ptr, f32
        %357 = llvm.getelementptr %4[111] : (!llvm.ptr) -> !llvm.ptr, f32
        %358 = llvm.getelementptr %4[112] : (!llvm.ptr) -> !llvm.ptr, f32
        %359 = llvm.getelementptr %4[113] : (!llvm.ptr) -> !llvm.ptr, f32
        %360 = llvm.getelementptr %4[114] : (!llvm.ptr) -> !llvm.ptr, f32
        %361 = llvm.getelementptr %4[115] : (!llvm.ptr) -> !llvm.ptr, f32
        %362 = llvm.getelementptr %4[116] : (!llvm.ptr) -> !llvm.ptr, f32
        %363 = llvm.getelementptr %4[117] : (!llvm.ptr) -> !llvm.ptr, f32
        %364 = llvm.getelementptr %4[118] : (!llvm.ptr) -> !llvm.ptr, f32
        %365 = llvm.getelementptr %4[119] : (!llvm.ptr) -> !llvm.ptr, f32
        %366 = llvm.getelementptr %4[120] : (!llvm.ptr) -> !llvm.ptr, f32
        %367 = llvm.getelementptr %4[121] : (!llvm.ptr) -> !llvm.ptr, f32
        %368 = llvm.getelementptr %4[122] : (!llvm.ptr) -> !llvm.ptr, f32
        %369 = llvm.getelementptr %4[123] : (!llvm.ptr) -> !llvm.ptr, f32
        %370 = llvm.getelementptr %4[124] : (!llvm.ptr) -> !llvm.ptr, f32
        %371 = llvm.getelementptr %4[125] : (!llvm.ptr) -> !llvm.ptr, f32
        %372 = llvm.getelementptr %4[126] : (!llvm.ptr) -> !llvm.ptr, f32
        %373 = llvm.getelementptr %4[127] : (!llvm.ptr) -> !llvm.ptr, f32
        %374:9 = scf.while (%arg4 = %c0_i32, %arg5 = %36, %arg6 = %arg3, %arg7 = %c0_i32, %arg8 = %c0_i32, %arg9 = %c0_i32, %arg10 = %c0_i32, %arg11 = %c0_i32, %arg12 = %c0_i32) : (i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32) -> (i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32) {
          %375 = arith.cmpi slt, %arg5, %c48_i32 : i32
          scf.condition(%375) %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg4: i32, %arg5: i32, %arg6: !llvm.struct<(i1)>, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32, %arg11: i32, %arg12: i32):
          %375 = arith.floordivsi %arg5, %c24_i32 : i32
          %376 = arith.muli %375, %c24_i32 : i32
          %377 = arith.subi %arg5, %376 : i32
          %378 = arith.floordivsi %377, %c24_i32 : i32
          %379 = arith.muli %378, %c8_i32 : i32
          %380 = arith.subi %c8_i32, %379 : i32
          %381 = arith.minsi %380, %c8_i32 : i32
          %382 = arith.muli %378, %c24_i32 : i32
          %383 = arith.subi %377, %382 : i32
          %384 = arith.remsi %383, %381 : i32
          %385 = arith.addi %379, %384 : i32
          %386 = arith.floordivsi %383, %381 : i32
          %387 = arith.addi %385, %34 : i32
          %388 = arith.muli %386, %c2_i32 : i32
          %389 = arith.addi %388, %35 : i32
          llvm.store %cst, %4 {alignment = 32 : i64} : vector<128xf32>, !llvm.ptr
          %390 = llvm.insertvalue %true, %arg6[0] : !llvm.struct<(i1)>
          nvvm.wgmma.fence.aligned
          %391:6 = scf.for %arg13 = %c0_i32 to %c9_i32 step %c1_i32 iter_args(%arg14 = %arg7, %arg15 = %arg8, %arg16 = %arg9, %arg17 = %arg10, %arg18 = %arg11, %arg19 = %arg12) -> (i32, i32, i32, i32, i32, i32)  : i32 {
            %568 = llvm.getelementptr %18[%arg18] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            nvvm.mbarrier.try_wait.parity %568, %arg19, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            %569 = arith.muli %arg18, %c1024_i32 overflow<nsw> : i32
            %570 = arith.addi %89, %569 : i32
            %571 = vector.insert %570, %88 [0] : i32 into vector<2xi32>
            %572 = llvm.bitcast %571 : vector<2xi32> to i64
            %573 = arith.muli %arg18, %c2048_i32 overflow<nsw> : i32
            %574 = arith.addi %91, %573 : i32
            %575 = vector.insert %574, %90 [0] : i32 into vector<2xi32>
            %576 = llvm.bitcast %575 : vector<2xi32> to i64
            %577 = llvm.load %4 : !llvm.ptr -> f32
            %578 = llvm.load %92 : !llvm.ptr -> f32
            %579 = llvm.load %93 : !llvm.ptr -> f32
            %580 = llvm.load %94 : !llvm.ptr -> f32
            %581 = llvm.load %95 : !llvm.ptr -> f32
            %582 = llvm.load %96 : !llvm.ptr -> f32
            %583 = llvm.load %97 : !llvm.ptr -> f32
            %584 = llvm.load %98 : !llvm.ptr -> f32
            %585 = llvm.load %99 : !llvm.ptr -> f32
            %586 = llvm.load %100 : !llvm.ptr -> f32
            %587 = llvm.load %101 : !llvm.ptr -> f32
            %588 = llvm.load %102 : !llvm.ptr -> f32
            %589 = llvm.load %103 : !llvm.ptr -> f32
            %590 = llvm.load %104 : !llvm.ptr -> f32
            %591 = llvm.load %105 : !llvm.ptr -> f32
            %592 = llvm.load %106 : !llvm.ptr -> f32
            %593 = llvm.load %107 : !llvm.ptr -> f32
            %594 = llvm.load %108 : !llvm.ptr -> f32
            %595 = llvm.load %109 : !llvm.ptr -> f32
            %596 = llvm.load %110 : !llvm.ptr -> f32
            %597 = llvm.load %111 : !llvm.ptr -> f32
            %598 = llvm.load %112 : !llvm.ptr -> f32
            %599 = llvm.load %113 : !llvm.ptr -> f32
            %600 = llvm.load %114 : !llvm.ptr -> f32
            %601 = llvm.load %115 : !llvm.ptr -> f32
            %602 = llvm.load %116 : !llvm.ptr -> f32
            %603 = llvm.load %117 : !llvm.ptr -> f32
            %604 = llvm.load %118 : !llvm.ptr -> f32
            %605 = llvm.load %119 : !llvm.ptr -> f32
            %606 = llvm.load %120 : !llvm.ptr -> f32
            %607 = llvm.load %121 : !llvm.ptr -> f32
            %608 = llvm.load %122 : !llvm.ptr -> f32
            %609 = llvm.load %123 : !llvm.ptr -> f32
            %610 = llvm.load %124 : !llvm.ptr -> f32
            %611 = llvm.load %125 : !llvm.ptr -> f32
            %612 = llvm.load %126 : !llvm.ptr -> f32
            %613 = llvm.load %127 : !llvm.ptr -> f32
            %614 = llvm.load %128 : !llvm.ptr -> f32
            %615 = llvm.load %129 : !llvm.ptr -> f32
            %616 = llvm.load %130 : !llvm.ptr -> f32
            %617 = llvm.load %131 : !llvm.ptr -> f32
            %618 = llvm.load %132 : !llvm.ptr -> f32
            %619 = llvm.load %133 : !llvm.ptr -> f32
            %620 = llvm.load %134 : !llvm.ptr -> f32
            %621 = llvm.load %135 : !llvm.ptr -> f32
            %622 = llvm.load %136 : !llvm.ptr -> f32
            %623 = llvm.load %137 : !llvm.ptr -> f32
            %624 = llvm.load %138 : !llvm.ptr -> f32
            %625 = llvm.load %139 : !llvm.ptr -> f32
            %626 = llvm.load %140 : !llvm.ptr -> f32
            %627 = llvm.load %141 : !llvm.ptr -> f32
            %628 = llvm.load %142 : !llvm.ptr -> f32
            %629 = llvm.load %143 : !llvm.ptr -> f32
            %630 = llvm.load %144 : !llvm.ptr -> f32
            %631 = llvm.load %145 : !llvm.ptr -> f32
            %632 = llvm.load %146 : !llvm.ptr -> f32
            %633 = llvm.load %147 : !llvm.ptr -> f32
            %634 = llvm.load %148 : !llvm.ptr -> f32
            %635 = llvm.load %149 : !llvm.ptr -> f32
            %636 = llvm.load %150 : !llvm.ptr -> f32
            %637 = llvm.load %151 : !llvm.ptr -> f32
            %638 = llvm.load %152 : !llvm.ptr -> f32
            %639 = llvm.load %153 : !llvm.ptr -> f32
            %640 = llvm.load %154 : !llvm.ptr -> f32
            %641 = llvm.load %155 : !llvm.ptr -> f32
            %642 = llvm.load %156 : !llvm.ptr -> f32
            %643 = llvm.load %157 : !llvm.ptr -> f32
            %644 = llvm.load %158 : !llvm.ptr -> f32
            %645 = llvm.load %159 : !llvm.ptr -> f32
            %646 = llvm.load %160 : !llvm.ptr -> f32
            %647 = llvm.load %161 : !llvm.ptr -> f32
            %648 = llvm.load %162 : !llvm.ptr -> f32
            %649 = llvm.load %163 : !llvm.ptr -> f32
            %650 = llvm.load %164 : !llvm.ptr -> f32
            %651 = llvm.load %165 : !llvm.ptr -> f32
            %652 = llvm.load %166 : !llvm.ptr -> f32
            %653 = llvm.load %167 : !llvm.ptr -> f32
            %654 = llvm.load %168 : !llvm.ptr -> f32
            %655 = llvm.load %169 : !llvm.ptr -> f32
            %656 = llvm.load %170 : !llvm.ptr -> f32
            %657 = llvm.load %171 : !llvm.ptr -> f32
            %658 = llvm.load %172 : !llvm.ptr -> f32
            %659 = llvm.load %173 : !llvm.ptr -> f32
            %660 = llvm.load %174 : !llvm.ptr -> f32
            %661 = llvm.load %175 : !llvm.ptr -> f32
            %662 = llvm.load %176 : !llvm.ptr -> f32
            %663 = llvm.load %177 : !llvm.ptr -> f32
            %664 = llvm.load %178 : !llvm.ptr -> f32
            %665 = llvm.load %179 : !llvm.ptr -> f32
            %666 = llvm.load %180 : !llvm.ptr -> f32
            %667 = llvm.load %181 : !llvm.ptr -> f32
            %668 = llvm.load %182 : !llvm.ptr -> f32
            %669 = llvm.load %183 : !llvm.ptr -> f32
            %670 = llvm.load %184 : !llvm.ptr -> f32
            %671 = llvm.load %185 : !llvm.ptr -> f32
            %672 = llvm.load %186 : !llvm.ptr -> f32
            %673 = llvm.load %187 : !llvm.ptr -> f32
            %674 = llvm.load %188 : !llvm.ptr -> f32
            %675 = llvm.load %189 : !llvm.ptr -> f32
            %676 = llvm.load %190 : !llvm.ptr -> f32
            %677 = llvm.load %191 : !llvm.ptr -> f32
            %678 = llvm.load %192 : !llvm.ptr -> f32
            %679 = llvm.load %193 : !llvm.ptr -> f32
            %680 = llvm.load %194 : !llvm.ptr -> f32
            %681 = llvm.load %195 : !llvm.ptr -> f32
            %682 = llvm.load %196 : !llvm.ptr -> f32
            %683 = llvm.load %197 : !llvm.ptr -> f32
            %684 = llvm.load %198 : !llvm.ptr -> f32
            %685 = llvm.load %199 : !llvm.ptr -> f32
            %686 = llvm.load %200 : !llvm.ptr -> f32
            %687 = llvm.load %201 : !llvm.ptr -> f32
            %688 = llvm.load %202 : !llvm.ptr -> f32
            %689 = llvm.load %203 : !llvm.ptr -> f32
            %690 = llvm.load %204 : !llvm.ptr -> f32
            %691 = llvm.load %205 : !llvm.ptr -> f32
            %692 = llvm.load %206 : !llvm.ptr -> f32
            %693 = llvm.load %207 : !llvm.ptr -> f32
            %694 = llvm.load %208 : !llvm.ptr -> f32
            %695 = llvm.load %209 : !llvm.ptr -> f32
            %696 = llvm.load %210 : !llvm.ptr -> f32
            %697 = llvm.load %211 : !llvm.ptr -> f32
            %698 = llvm.load %212 : !llvm.ptr -> f32
            %699 = llvm.load %213 : !llvm.ptr -> f32
            %700 = llvm.load %214 : !llvm.ptr -> f32
            %701 = llvm.load %215 : !llvm.ptr -> f32
            %702 = llvm.load %216 : !llvm.ptr -> f32
            %703 = llvm.load %217 : !llvm.ptr -> f32
            %704 = llvm.load %218 : !llvm.ptr -> f32
            %705 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %577, %578, %579, %580, %581, %582, %583, %584, %585, %586, %587, %588, %589, %590, %591, %592, %593, %594, %595, %596, %597, %598, %599, %600, %601, %602, %603, %604, %605, %606, %607, %608, %609, %610, %611, %612, %613, %614, %615, %616, %617, %618, %619, %620, %621, %622, %623, %624, %625, %626, %627, %628, %629, %630, %631, %632, %633, %634, %635, %636, %637, %638, %639, %640, %641, %642, %643, %644, %645, %646, %647, %648, %649, %650, %651, %652, %653, %654, %655, %656, %657, %658, %659, %660, %661, %662, %663, %664, %665, %666, %667, %668, %669, %670, %671, %672, %673, %674, %675, %676, %677, %678, %679, %680, %681, %682, %683, %684, %685, %686, %687, %688, %689, %690, %691, %692, %693, %694, %695, %696, %697, %698, %699, %700, %701, %702, %703, %704, %572, %576, %c1_i32, %c1_i32, %c1_i32, %c0_i32, %c0_i32 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_31b33a
            %706 = llvm.extractvalue %705[0] : !llvm_struct_31b33a
            %707 = llvm.extractvalue %705[1] : !llvm_struct_31b33a
            %708 = llvm.extractvalue %705[2] : !llvm_struct_31b33a
            %709 = llvm.extractvalue %705[3] : !llvm_struct_31b33a
            %710 = llvm.extractvalue %705[4] : !llvm_struct_31b33a
            %711 = llvm.extractvalue %705[5] : !llvm_struct_31b33a
            %712 = llvm.extractvalue %705[6] : !llvm_struct_31b33a
            %713 = llvm.extractvalue %705[7] : !llvm_struct_31b33a
            %714 = llvm.extractvalue %705[8] : !llvm_struct_31b33a
            %715 = llvm.extractvalue %705[9] : !llvm_struct_31b33a
            %716 = llvm.extractvalue %705[10] : !llvm_struct_31b33a
            %717 = llvm.extractvalue %705[11] : !llvm_struct_31b33a
            %718 = llvm.extractvalue %705[12] : !llvm_struct_31b33a
            %719 = llvm.extractvalue %705[13] : !llvm_struct_31b33a
            %720 = llvm.extractvalue %705[14] : !llvm_struct_31b33a
            %721 = llvm.extractvalue %705[15] : !llvm_struct_31b33a
            %722 = llvm.extractvalue %705[16] : !llvm_struct_31b33a
            %723 = llvm.extractvalue %705[17] : !llvm_struct_31b33a
            %724 = llvm.extractvalue %705[18] : !llvm_struct_31b33a
            %725 = llvm.extractvalue %705[19] : !llvm_struct_31b33a
            %726 = llvm.extractvalue %705[20] : !llvm_struct_31b33a
            %727 = llvm.extractvalue %705[21] : !llvm_struct_31b33a
            %728 = llvm.extractvalue %705[22] : !llvm_struct_31b33a
            %729 = llvm.extractvalue %705[23] : !llvm_struct_31b33a
            %730 = llvm.extractvalue %705[24] : !llvm_struct_31b33a
            %731 = llvm.extractvalue %705[25] : !llvm_struct_31b33a
            %732 = llvm.extractvalue %705[26] : !llvm_struct_31b33a
            %733 = llvm.extractvalue %705[27] : !llvm_struct_31b33a
            %734 = llvm.extractvalue %705[28] : !llvm_struct_31b33a
            %735 = llvm.extractvalue %705[29] : !llvm_struct_31b33a
            %736 = llvm.extractvalue %705[30] : !llvm_struct_31b33a
            %737 = llvm.extractvalue %705[31] : !llvm_struct_31b33a
            %738 = llvm.extractvalue %705[32] : !llvm_struct_31b33a
            %739 = llvm.extractvalue %705[33] : !llvm_struct_31b33a
            %740 = llvm.extractvalue %705[34] : !llvm_struct_31b33a
            %741 = llvm.extractvalue %705[35] : !llvm_struct_31b33a
            %742 = llvm.extractvalue %705[36] : !llvm_struct_31b33a
            %743 = llvm.extractvalue %705[37] : !llvm_struct_31b33a
            %744 = llvm.extractvalue %705[38] : !llvm_struct_31b33a
            %745 = llvm.extractvalue %705[39] : !llvm_struct_31b33a
            %746 = llvm.extractvalue %705[40] : !llvm_struct_31b33a
            %747 = llvm.extractvalue %705[41] : !llvm_struct_31b33a
            %748 = llvm.extractvalue %705[42] : !llvm_struct_31b33a
            %749 = llvm.extractvalue %705[43] : !llvm_struct_31b33a
            %750 = llvm.extractvalue %705[44] : !llvm_struct_31b33a
            %751 = llvm.extractvalue %705[45] : !llvm_struct_31b33a
            %752 = llvm.extractvalue %705[46] : !llvm_struct_31b33a
            %753 = llvm.extractvalue %705[47] : !llvm_struct_31b33a
            %754 = llvm.extractvalue %705[48] : !llvm_struct_31b33a
            %755 = llvm.extractvalue %705[49] : !llvm_struct_31b33a
            %756 = llvm.extractvalue %705[50] : !llvm_struct_31b33a
            %757 = llvm.extractvalue %705[51] : !llvm_struct_31b33a
            %758 = llvm.extractvalue %705[52] : !llvm_struct_31b33a
            %759 = llvm.extractvalue %705[53] : !llvm_struct_31b33a
            %760 = llvm.extractvalue %705[54] : !llvm_struct_31b33a
            %761 = llvm.extractvalue %705[55] : !llvm_struct_31b33a
            %762 = llvm.extractvalue %705[56] : !llvm_struct_31b33a
            %763 = llvm.extractvalue %705[57] : !llvm_struct_31b33a
            %764 = llvm.extractvalue %705[58] : !llvm_struct_31b33a
            %765 = llvm.extractvalue %705[59] : !llvm_struct_31b33a
            %766 = llvm.extractvalue %705[60] : !llvm_struct_31b33a
            %767 = llvm.extractvalue %705[61] : !llvm_struct_31b33a
            %768 = llvm.extractvalue %705[62] : !llvm_struct_31b33a
            %769 = llvm.extractvalue %705[63] : !llvm_struct_31b33a
            %770 = llvm.extractvalue %705[64] : !llvm_struct_31b33a
            %771 = llvm.extractvalue %705[65] : !llvm_struct_31b33a
            %772 = llvm.extractvalue %705[66] : !llvm_struct_31b33a
            %773 = llvm.extractvalue %705[67] : !llvm_struct_31b33a
            %774 = llvm.extractvalue %705[68] : !llvm_struct_31b33a
            %775 = llvm.extractvalue %705[69] : !llvm_struct_31b33a
            %776 = llvm.extractvalue %705[70] : !llvm_struct_31b33a
            %777 = llvm.extractvalue %705[71] : !llvm_struct_31b33a
            %778 = llvm.extractvalue %705[72] : !llvm_struct_31b33a
            %779 = llvm.extractvalue %705[73] : !llvm_struct_31b33a
            %780 = llvm.extractvalue %705[74] : !llvm_struct_31b33a
            %781 = llvm.extractvalue %705[75] : !llvm_struct_31b33a
            %782 = llvm.extractvalue %705[76] : !llvm_struct_31b33a
            %783 = llvm.extractvalue %705[77] : !llvm_struct_31b33a
            %784 = llvm.extractvalue %705[78] : !llvm_struct_31b33a
            %785 = llvm.extractvalue %705[79] : !llvm_struct_31b33a
            %786 = llvm.extractvalue %705[80] : !llvm_struct_31b33a
            %787 = llvm.extractvalue %705[81] : !llvm_struct_31b33a
            %788 = llvm.extractvalue %705[82] : !llvm_struct_31b33a
            %789 = llvm.extractvalue %705[83] : !llvm_struct_31b33a
            %790 = llvm.extractvalue %705[84] : !llvm_struct_31b33a
            %791 = llvm.extractvalue %705[85] : !llvm_struct_31b33a
            %792 = llvm.extractvalue %705[86] : !llvm_struct_31b33a
            %793 = llvm.extractvalue %705[87] : !llvm_struct_31b33a
            %794 = llvm.extractvalue %705[88] : !llvm_struct_31b33a
            %795 = llvm.extractvalue %705[89] : !llvm_struct_31b33a
            %796 = llvm.extractvalue %705[90] : !llvm_struct_31b33a
            %797 = llvm.extractvalue %705[91] : !llvm_struct_31b33a
            %798 = llvm.extractvalue %705[92] : !llvm_struct_31b33a
            %799 = llvm.extractvalue %705[93] : !llvm_struct_31b33a
            %800 = llvm.extractvalue %705[94] : !llvm_struct_31b33a
            %801 = llvm.extractvalue %705[95] : !llvm_struct_31b33a
            %802 = llvm.extractvalue %705[96] : !llvm_struct_31b33a
            %803 = llvm.extractvalue %705[97] : !llvm_struct_31b33a
            %804 = llvm.extractvalue %705[98] : !llvm_struct_31b33a
            %805 = llvm.extractvalue %705[99] : !llvm_struct_31b33a
            %806 = llvm.extractvalue %705[100] : !llvm_struct_31b33a
            %807 = llvm.extractvalue %705[101] : !llvm_struct_31b33a
            %808 = llvm.extractvalue %705[102] : !llvm_struct_31b33a
            %809 = llvm.extractvalue %705[103] : !llvm_struct_31b33a
            %810 = llvm.extractvalue %705[104] : !llvm_struct_31b33a
            %811 = llvm.extractvalue %705[105] : !llvm_struct_31b33a
            %812 = llvm.extractvalue %705[106] : !llvm_struct_31b33a
            %813 = llvm.extractvalue %705[107] : !llvm_struct_31b33a
            %814 = llvm.extractvalue %705[108] : !llvm_struct_31b33a
            %815 = llvm.extractvalue %705[109] : !llvm_struct_31b33a
            %816 = llvm.extractvalue %705[110] : !llvm_struct_31b33a
            %817 = llvm.extractvalue %705[111] : !llvm_struct_31b33a
            %818 = llvm.extractvalue %705[112] : !llvm_struct_31b33a
            %819 = llvm.extractvalue %705[113] : !llvm_struct_31b33a
            %820 = llvm.extractvalue %705[114] : !llvm_struct_31b33a
            %821 = llvm.extractvalue %705[115] : !llvm_struct_31b33a
            %822 = llvm.extractvalue %705[116] : !llvm_struct_31b33a
            %823 = llvm.extractvalue %705[117] : !llvm_struct_31b33a
            %824 = llvm.extractvalue %705[118] : !llvm_struct_31b33a
            %825 = llvm.extractvalue %705[119] : !llvm_struct_31b33a
            %826 = llvm.extractvalue %705[120] : !llvm_struct_31b33a
            %827 = llvm.extractvalue %705[121] : !llvm_struct_31b33a
            %828 = llvm.extractvalue %705[122] : !llvm_struct_31b33a
            %829 = llvm.extractvalue %705[123] : !llvm_struct_31b33a
            %830 = llvm.extractvalue %705[124] : !llvm_struct_31b33a
            %831 = llvm.extractvalue %705[125] : !llvm_struct_31b33a
            %832 = llvm.extractvalue %705[126] : !llvm_struct_31b33a
            %833 = llvm.extractvalue %705[127] : !llvm_struct_31b33a
            llvm.store %706, %4 : f32, !llvm.ptr
            llvm.store %707, %92 : f32, !llvm.ptr
            llvm.store %708, %93 : f32, !llvm.ptr
            llvm.store %709, %94 : f32, !llvm.ptr
            llvm.store %710, %95 : f32, !llvm.ptr
            llvm.store %711, %96 : f32, !llvm.ptr
            llvm.store %712, %97 : f32, !llvm.ptr
            llvm.store %713, %98 : f32, !llvm.ptr
            llvm.store %714, %99 : f32, !llvm.ptr
            llvm.store %715, %100 : f32, !llvm.ptr
            llvm.store %716, %101 : f32, !llvm.ptr
            llvm.store %717, %102 : f32, !llvm.ptr
            llvm.store %718, %103 : f32, !llvm.ptr
            llvm.store %719, %104 : f32, !llvm.ptr
            llvm.store %720, %105 : f32, !llvm.ptr
            llvm.store %721, %106 : f32, !llvm.ptr
            llvm.store %722, %107 : f32, !llvm.ptr
            llvm.store %723, %108 : f32, !llvm.ptr
            llvm.store %724, %109 : f32, !llvm.ptr
            llvm.store %725, %110 : f32, !llvm.ptr
            llvm.store %726, %111 : f32, !llvm.ptr
            llvm.store %727, %112 : f32, !llvm.ptr
            llvm.store %728, %113 : f32, !llvm.ptr
            llvm.store %729, %114 : f32, !llvm.ptr
            llvm.store %730, %115 : f32, !llvm.ptr
            llvm.store %731, %116 : f32, !llvm.ptr
            llvm.store %732, %117 : f32, !llvm.ptr
            llvm.store %733, %118 : f32, !llvm.ptr
            llvm.store %734, %119 : f32, !llvm.ptr
            llvm.store %735, %120 : f32, !llvm.ptr
            llvm.store %736, %121 : f32, !llvm.ptr
            llvm.store %737, %122 : f32, !llvm.ptr
            llvm.store %738, %123 : f32, !llvm.ptr
            llvm.store %739, %124 : f32, !llvm.ptr
            llvm.store %740, %125 : f32, !llvm.ptr
            llvm.store %741, %126 : f32, !llvm.ptr
            llvm.store %742, %127 : f32, !llvm.ptr
            llvm.store %743, %128 : f32, !llvm.ptr
            llvm.store %744, %129 : f32, !llvm.ptr
            llvm.store %745, %130 : f32, !llvm.ptr
            llvm.store %746, %131 : f32, !llvm.ptr
            llvm.store %747, %132 : f32, !llvm.ptr
            llvm.store %748, %133 : f32, !llvm.ptr
            llvm.store %749, %134 : f32, !llvm.ptr
            llvm.store %750, %135 : f32, !llvm.ptr
            llvm.store %751, %136 : f32, !llvm.ptr
            llvm.store %752, %137 : f32, !llvm.ptr
            llvm.store %753, %138 : f32, !llvm.ptr
            llvm.store %754, %139 : f32, !llvm.ptr
            llvm.store %755, %140 : f32, !llvm.ptr
            llvm.store %756, %141 : f32, !llvm.ptr
            llvm.store %757, %142 : f32, !llvm.ptr
            llvm.store %758, %143 : f32, !llvm.ptr
            llvm.store %759, %144 : f32, !llvm.ptr
            llvm.store %760, %145 : f32, !llvm.ptr
            llvm.store %761, %146 : f32, !llvm.ptr
            llvm.store %762, %147 : f32, !llvm.ptr
            llvm.store %763, %148 : f32, !llvm.ptr
            llvm.store %764, %149 : f32, !llvm.ptr
            llvm.store %765, %150 : f32, !llvm.ptr
            llvm.store %766, %151 : f32, !llvm.ptr
            llvm.store %767, %152 : f32, !llvm.ptr
            llvm.store %768, %153 : f32, !llvm.ptr
            llvm.store %769, %154 : f32, !llvm.ptr
            llvm.store %770, %155 : f32, !llvm.ptr
            llvm.store %771, %156 : f32, !llvm.ptr
            llvm.store %772, %157 : f32, !llvm.ptr
            llvm.store %773, %158 : f32, !llvm.ptr
            llvm.store %774, %159 : f32, !llvm.ptr
            llvm.store %775, %160 : f32, !llvm.ptr
            llvm.store %776, %161 : f32, !llvm.ptr
            llvm.store %777, %162 : f32, !llvm.ptr
            llvm.store %778, %163 : f32, !llvm.ptr
            llvm.store %779, %164 : f32, !llvm.ptr
            llvm.store %780, %165 : f32, !llvm.ptr
            llvm.store %781, %166 : f32, !llvm.ptr
            llvm.store %782, %167 : f32, !llvm.ptr
            llvm.store %783, %168 : f32, !llvm.ptr
            llvm.store %784, %169 : f32, !llvm.ptr
            llvm.store %785, %170 : f32, !llvm.ptr
            llvm.store %786, %171 : f32, !llvm.ptr
            llvm.store %787, %172 : f32, !llvm.ptr
            llvm.store %788, %173 : f32, !llvm.ptr
            llvm.store %789, %174 : f32, !llvm.ptr
            llvm.store %790, %175 : f32, !llvm.ptr
            llvm.store %791, %176 : f32, !llvm.ptr
            llvm.store %792, %177 : f32, !llvm.ptr
            llvm.store %793, %178 : f32, !llvm.ptr
            llvm.store %794, %179 : f32, !llvm.ptr
            llvm.store %795, %180 : f32, !llvm.ptr
            llvm.store %796, %181 : f32, !llvm.ptr
            llvm.store %797, %182 : f32, !llvm.ptr
            llvm.store %798, %183 : f32, !llvm.ptr
            llvm.store %799, %184 : f32, !llvm.ptr
            llvm.store %800, %185 : f32, !llvm.ptr
            llvm.store %801, %186 : f32, !llvm.ptr
            llvm.store %802, %187 : f32, !llvm.ptr
            llvm.store %803, %188 : f32, !llvm.ptr
            llvm.store %804, %189 : f32, !llvm.ptr
            llvm.store %805, %190 : f32, !llvm.ptr
            llvm.store %806, %191 : f32, !llvm.ptr
            llvm.store %807, %192 : f32, !llvm.ptr
            llvm.store %808, %193 : f32, !llvm.ptr
            llvm.store %809, %194 : f32, !llvm.ptr
            llvm.store %810, %195 : f32, !llvm.ptr
            llvm.store %811, %196 : f32, !llvm.ptr
            llvm.store %812, %197 : f32, !llvm.ptr
            llvm.store %813, %198 : f32, !llvm.ptr
            llvm.store %814, %199 : f32, !llvm.ptr
            llvm.store %815, %200 : f32, !llvm.ptr
            llvm.store %816, %201 : f32, !llvm.ptr
            llvm.store %817, %202 : f32, !llvm.ptr
            llvm.store %818, %203 : f32, !llvm.ptr
            llvm.store %819, %204 : f32, !llvm.ptr
            llvm.store %820, %205 : f32, !llvm.ptr
            llvm.store %821, %206 : f32, !llvm.ptr
            llvm.store %822, %207 : f32, !llvm.ptr
            llvm.store %823, %208 : f32, !llvm.ptr
            llvm.store %824, %209 : f32, !llvm.ptr
            llvm.store %825, %210 : f32, !llvm.ptr
            llvm.store %826, %211 : f32, !llvm.ptr
            llvm.store %827, %212 : f32, !llvm.ptr
            llvm.store %828, %213 : f32, !llvm.ptr
            llvm.store %829, %214 : f32, !llvm.ptr
            llvm.store %830, %215 : f32, !llvm.ptr
            llvm.store %831, %216 : f32, !llvm.ptr
            llvm.store %832, %217 : f32, !llvm.ptr
            llvm.store %833, %218 : f32, !llvm.ptr
            %834 = arith.muli %arg18, %c1024_i32 overflow<nsw> : i32
            %835 = arith.addi %834, %c2_i32 overflow<nsw> : i32
            %836 = arith.addi %220, %835 : i32
            %837 = vector.insert %836, %219 [0] : i32 into vector<2xi32>
            %838 = llvm.bitcast %837 : vector<2xi32> to i64
            %839 = arith.muli %arg18, %c2048_i32 overflow<nsw> : i32
            %840 = arith.addi %839, %c2_i32 overflow<nsw> : i32
            %841 = arith.addi %222, %840 : i32
            %842 = vector.insert %841, %221 [0] : i32 into vector<2xi32>
            %843 = llvm.bitcast %842 : vector<2xi32> to i64
            %844 = llvm.load %4 : !llvm.ptr -> f32
            %845 = llvm.load %92 : !llvm.ptr -> f32
            %846 = llvm.load %93 : !llvm.ptr -> f32
            %847 = llvm.load %94 : !llvm.ptr -> f32
            %848 = llvm.load %95 : !llvm.ptr -> f32
            %849 = llvm.load %96 : !llvm.ptr -> f32
            %850 = llvm.load %97 : !llvm.ptr -> f32
            %851 = llvm.load %98 : !llvm.ptr -> f32
            %852 = llvm.load %99 : !llvm.ptr -> f32
            %853 = llvm.load %100 : !llvm.ptr -> f32
            %854 = llvm.load %101 : !llvm.ptr -> f32
            %855 = llvm.load %102 : !llvm.ptr -> f32
            %856 = llvm.load %103 : !llvm.ptr -> f32
            %857 = llvm.load %104 : !llvm.ptr -> f32
            %858 = llvm.load %105 : !llvm.ptr -> f32
            %859 = llvm.load %106 : !llvm.ptr -> f32
            %860 = llvm.load %107 : !llvm.ptr -> f32
            %861 = llvm.load %108 : !llvm.ptr -> f32
            %862 = llvm.load %109 : !llvm.ptr -> f32
            %863 = llvm.load %110 : !llvm.ptr -> f32
            %864 = llvm.load %111 : !llvm.ptr -> f32
            %865 = llvm.load %112 : !llvm.ptr -> f32
            %866 = llvm.load %113 : !llvm.ptr -> f32
            %867 = llvm.load %114 : !llvm.ptr -> f32
            %868 = llvm.load %115 : !llvm.ptr -> f32
            %869 = llvm.load %116 : !llvm.ptr -> f32
            %870 = llvm.load %117 : !llvm.ptr -> f32
            %871 = llvm.load %118 : !llvm.ptr -> f32
            %872 = llvm.load %119 : !llvm.ptr -> f32
            %873 = llvm.load %120 : !llvm.ptr -> f32
            %874 = llvm.load %121 : !llvm.ptr -> f32
            %875 = llvm.load %122 : !llvm.ptr -> f32
            %876 = llvm.load %123 : !llvm.ptr -> f32
            %877 = llvm.load %124 : !llvm.ptr -> f32
            %878 = llvm.load %125 : !llvm.ptr -> f32
            %879 = llvm.load %126 : !llvm.ptr -> f32
            %880 = llvm.load %127 : !llvm.ptr -> f32
            %881 = llvm.load %128 : !llvm.ptr -> f32
            %882 = llvm.load %129 : !llvm.ptr -> f32
            %883 = llvm.load %130 : !llvm.ptr -> f32
            %884 = llvm.load %131 : !llvm.ptr -> f32
            %885 = llvm.load %132 : !llvm.ptr -> f32
            %886 = llvm.load %133 : !llvm.ptr -> f32
            %887 = llvm.load %134 : !llvm.ptr -> f32
            %888 = llvm.load %135 : !llvm.ptr -> f32
            %889 = llvm.load %136 : !llvm.ptr -> f32
            %890 = llvm.load %137 : !llvm.ptr -> f32
            %891 = llvm.load %138 : !llvm.ptr -> f32
            %892 = llvm.load %139 : !llvm.ptr -> f32
            %893 = llvm.load %140 : !llvm.ptr -> f32
            %894 = llvm.load %141 : !llvm.ptr -> f32
            %895 = llvm.load %142 : !llvm.ptr -> f32
            %896 = llvm.load %143 : !llvm.ptr -> f32
            %897 = llvm.load %144 : !llvm.ptr -> f32
            %898 = llvm.load %145 : !llvm.ptr -> f32
            %899 = llvm.load %146 : !llvm.ptr -> f32
            %900 = llvm.load %147 : !llvm.ptr -> f32
            %901 = llvm.load %148 : !llvm.ptr -> f32
            %902 = llvm.load %149 : !llvm.ptr -> f32
            %903 = llvm.load %150 : !llvm.ptr -> f32
            %904 = llvm.load %151 : !llvm.ptr -> f32
            %905 = llvm.load %152 : !llvm.ptr -> f32
            %906 = llvm.load %153 : !llvm.ptr -> f32
            %907 = llvm.load %154 : !llvm.ptr -> f32
            %908 = llvm.load %155 : !llvm.ptr -> f32
            %909 = llvm.load %156 : !llvm.ptr -> f32
            %910 = llvm.load %157 : !llvm.ptr -> f32
            %911 = llvm.load %158 : !llvm.ptr -> f32
            %912 = llvm.load %159 : !llvm.ptr -> f32
            %913 = llvm.load %160 : !llvm.ptr -> f32
            %914 = llvm.load %161 : !llvm.ptr -> f32
            %915 = llvm.load %162 : !llvm.ptr -> f32
            %916 = llvm.load %163 : !llvm.ptr -> f32
            %917 = llvm.load %164 : !llvm.ptr -> f32
            %918 = llvm.load %165 : !llvm.ptr -> f32
            %919 = llvm.load %166 : !llvm.ptr -> f32
            %920 = llvm.load %167 : !llvm.ptr -> f32
            %921 = llvm.load %168 : !llvm.ptr -> f32
            %922 = llvm.load %169 : !llvm.ptr -> f32
            %923 = llvm.load %170 : !llvm.ptr -> f32
            %924 = llvm.load %171 : !llvm.ptr -> f32
            %925 = llvm.load %172 : !llvm.ptr -> f32
            %926 = llvm.load %173 : !llvm.ptr -> f32
            %927 = llvm.load %174 : !llvm.ptr -> f32
            %928 = llvm.load %175 : !llvm.ptr -> f32
            %929 = llvm.load %176 : !llvm.ptr -> f32
            %930 = llvm.load %177 : !llvm.ptr -> f32
            %931 = llvm.load %178 : !llvm.ptr -> f32
            %932 = llvm.load %179 : !llvm.ptr -> f32
            %933 = llvm.load %180 : !llvm.ptr -> f32
            %934 = llvm.load %181 : !llvm.ptr -> f32
            %935 = llvm.load %182 : !llvm.ptr -> f32
            %936 = llvm.load %183 : !llvm.ptr -> f32
            %937 = llvm.load %184 : !llvm.ptr -> f32
            %938 = llvm.load %185 : !llvm.ptr -> f32
            %939 = llvm.load %186 : !llvm.ptr -> f32
            %940 = llvm.load %187 : !llvm.ptr -> f32
            %941 = llvm.load %188 : !llvm.ptr -> f32
            %942 = llvm.load %189 : !llvm.ptr -> f32
            %943 = llvm.load %190 : !llvm.ptr -> f32
            %944 = llvm.load %191 : !llvm.ptr -> f32
            %945 = llvm.load %192 : !llvm.ptr -> f32
            %946 = llvm.load %193 : !llvm.ptr -> f32
            %947 = llvm.load %194 : !llvm.ptr -> f32
            %948 = llvm.load %195 : !llvm.ptr -> f32
            %949 = llvm.load %196 : !llvm.ptr -> f32
            %950 = llvm.load %197 : !llvm.ptr -> f32
            %951 = llvm.load %198 : !llvm.ptr -> f32
            %952 = llvm.load %199 : !llvm.ptr -> f32
            %953 = llvm.load %200 : !llvm.ptr -> f32
            %954 = llvm.load %201 : !llvm.ptr -> f32
            %955 = llvm.load %202 : !llvm.ptr -> f32
            %956 = llvm.load %203 : !llvm.ptr -> f32
            %957 = llvm.load %204 : !llvm.ptr -> f32
            %958 = llvm.load %205 : !llvm.ptr -> f32
            %959 = llvm.load %206 : !llvm.ptr -> f32
            %960 = llvm.load %207 : !llvm.ptr -> f32
            %961 = llvm.load %208 : !llvm.ptr -> f32
            %962 = llvm.load %209 : !llvm.ptr -> f32
            %963 = llvm.load %210 : !llvm.ptr -> f32
            %964 = llvm.load %211 : !llvm.ptr -> f32
            %965 = llvm.load %212 : !llvm.ptr -> f32
            %966 = llvm.load %213 : !llvm.ptr -> f32
            %967 = llvm.load %214 : !llvm.ptr -> f32
            %968 = llvm.load %215 : !llvm.ptr -> f32
            %969 = llvm.load %216 : !llvm.ptr -> f32
            %970 = llvm.load %217 : !llvm.ptr -> f32
            %971 = llvm.load %218 : !llvm.ptr -> f32
            %972 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %844, %845, %846, %847, %848, %849, %850, %851, %852, %853, %854, %855, %856, %857, %858, %859, %860, %861, %862, %863, %864, %865, %866, %867, %868, %869, %870, %871, %872, %873, %874, %875, %876, %877, %878, %879, %880, %881, %882, %883, %884, %885, %886, %887, %888, %889, %890, %891, %892, %893, %894, %895, %896, %897, %898, %899, %900, %901, %902, %903, %904, %905, %906, %907, %908, %909, %910, %911, %912, %913, %914, %915, %916, %917, %918, %919, %920, %921, %922, %923, %924, %925, %926, %927, %928, %929, %930, %931, %932, %933, %934, %935, %936, %937, %938, %939, %940, %941, %942, %943, %944, %945, %946, %947, %948, %949, %950, %951, %952, %953, %954, %955, %956, %957, %958, %959, %960, %961, %962, %963, %964, %965, %966, %967, %968, %969, %970, %971, %838, %843, %c1_i32, %c1_i32, %c1_i32, %c0_i32, %c0_i32 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_31b33a
            %973 = llvm.extractvalue %972[0] : !llvm_struct_31b33a
            %974 = llvm.extractvalue %972[1] : !llvm_struct_31b33a
            %975 = llvm.extractvalue %972[2] : !llvm_struct_31b33a
            %976 = llvm.extractvalue %972[3] : !llvm_struct_31b33a
            %977 = llvm.extractvalue %972[4] : !llvm_struct_31b33a
            %978 = llvm.extractvalue %972[5] : !llvm_struct_31b33a
            %979 = llvm.extractvalue %972[6] : !llvm_struct_31b33a
            %980 = llvm.extractvalue %972[7] : !llvm_struct_31b33a
            %981 = llvm.extractvalue %972[8] : !llvm_struct_31b33a
            %982 = llvm.extractvalue %972[9] : !llvm_struct_31b33a
            %983 = llvm.extractvalue %972[10] : !llvm_struct_31b33a
            %984 = llvm.extractvalue %972[11] : !llvm_struct_31b33a
            %985 = llvm.extractvalue %972[12] : !llvm_struct_31b33a
            %986 = llvm.extractvalue %972[13] : !llvm_struct_31b33a
            %987 = llvm.extractvalue %972[14] : !llvm_struct_31b33a
            %988 = llvm.extractvalue %972[15] : !llvm_struct_31b33a
            %989 = llvm.extractvalue %972[16] : !llvm_struct_31b33a
            %990 = llvm.extractvalue %972[17] : !llvm_struct_31b33a
            %991 = llvm.extractvalue %972[18] : !llvm_struct_31b33a
            %992 = llvm.extractvalue %972[19] : !llvm_struct_31b33a
            %993 = llvm.extractvalue %972[20] : !llvm_struct_31b33a
            %994 = llvm.extractvalue %972[21] : !llvm_struct_31b33a
            %995 = llvm.extractvalue %972[22] : !llvm_struct_31b33a
            %996 = llvm.extractvalue %972[23] : !llvm_struct_31b33a
            %997 = llvm.extractvalue %972[24] : !llvm_struct_31b33a
            %998 = llvm.extractvalue %972[25] : !llvm_struct_31b33a
            %999 = llvm.extractvalue %972[26] : !llvm_struct_31b33a
            %1000 = llvm.extractvalue %972[27] : !llvm_struct_31b33a
            %1001 = llvm.extractvalue %972[28] : !llvm_struct_31b33a
            %1002 = llvm.extractvalue %972[29] : !llvm_struct_31b33a
            %1003 = llvm.extractvalue %972[30] : !llvm_struct_31b33a
            %1004 = llvm.extractvalue %972[31] : !llvm_struct_31b33a
            %1005 = llvm.extractvalue %972[32] : !llvm_struct_31b33a
            %1006 = llvm.extractvalue %972[33] : !llvm_struct_31b33a
            %1007 = llvm.extractvalue %972[34] : !llvm_struct_31b33a
            %1008 = llvm.extractvalue %972[35] : !llvm_struct_31b33a
            %1009 = llvm.extractvalue %972[36] : !llvm_struct_31b33a
            %1010 = llvm.extractvalue %972[37] : !llvm_struct_31b33a
            %1011 = llvm.extractvalue %972[38] : !llvm_struct_31b33a
            %1012 = llvm.extractvalue %972[39] : !llvm_struct_31b33a
            %1013 = llvm.extractvalue %972[40] : !llvm_struct_31b33a
            %1014 = llvm.extractvalue %972[41] : !llvm_struct_31b33a
            %1015 = llvm.extractvalue %972[42] : !llvm_struct_31b33a
            %1016 = llvm.extractvalue %972[43] : !llvm_struct_31b33a
            %1017 = llvm.extractvalue %972[44] : !llvm_struct_31b33a
            %1018 = llvm.extractvalue %972[45] : !llvm_struct_31b33a
            %1019 = llvm.extractvalue %972[46] : !llvm_struct_31b33a
            %1020 = llvm.extractvalue %972[47] : !llvm_struct_31b33a
            %1021 = llvm.extractvalue %972[48] : !llvm_struct_31b33a
            %1022 = llvm.extractvalue %972[49] : !llvm_struct_31b33a
            %1023 = llvm.extractvalue %972[50] : !llvm_struct_31b33a
            %1024 = llvm.extractvalue %972[51] : !llvm_struct_31b33a
            %1025 = llvm.extractvalue %972[52] : !llvm_struct_31b33a
            %1026 = llvm.extractvalue %972[53] : !llvm_struct_31b33a
            %1027 = llvm.extractvalue %972[54] : !llvm_struct_31b33a
            %1028 = llvm.extractvalue %972[55] : !llvm_struct_31b33a
            %1029 = llvm.extractvalue %972[56] : !llvm_struct_31b33a
            %1030 = llvm.extractvalue %972[57] : !llvm_struct_31b33a
            %1031 = llvm.extractvalue %972[58] : !llvm_struct_31b33a
            %1032 = llvm.extractvalue %972[59] : !llvm_struct_31b33a
            %1033 = llvm.extractvalue %972[60] : !llvm_struct_31b33a
            %1034 = llvm.extractvalue %972[61] : !llvm_struct_31b33a
            %1035 = llvm.extractvalue %972[62] : !llvm_struct_31b33a
            %1036 = llvm.extractvalue %972[63] : !llvm_struct_31b33a
            %1037 = llvm.extractvalue %972[64] : !llvm_struct_31b33a
            %1038 = llvm.extractvalue %972[65] : !llvm_struct_31b33a
            %1039 = llvm.extractvalue %972[66] : !llvm_struct_31b33a
            %1040 = llvm.extractvalue %972[67] : !llvm_struct_31b33a
            %1041 = llvm.extractvalue %972[68] : !llvm_struct_31b33a
            %1042 = llvm.extractvalue %972[69] : !llvm_struct_31b33a
            %1043 = llvm.extractvalue %972[70] : !llvm_struct_31b33a
            %1044 = llvm.extractvalue %972[71] : !llvm_struct_31b33a
            %1045 = llvm.extractvalue %972[72] : !llvm_struct_31b33a
            %1046 = llvm.extractvalue %972[73] : !llvm_struct_31b33a
            %1047 = llvm.extractvalue %972[74] : !llvm_struct_31b33a
            %1048 = llvm.extractvalue %972[75] : !llvm_struct_31b33a
            %1049 = llvm.extractvalue %972[76] : !llvm_struct_31b33a
            %1050 = llvm.extractvalue %972[77] : !llvm_struct_31b33a
            %1051 = llvm.extractvalue %972[78] : !llvm_struct_31b33a
            %1052 = llvm.extractvalue %972[79] : !llvm_struct_31b33a
            %1053 = llvm.extractvalue %972[80] : !llvm_struct_31b33a
            %1054 = llvm.extractvalue %972[81] : !llvm_struct_31b33a
            %1055 = llvm.extractvalue %972[82] : !llvm_struct_31b33a
            %1056 = llvm.extractvalue %972[83] : !llvm_struct_31b33a
            %1057 = llvm.extractvalue %972[84] : !llvm_struct_31b33a
            %1058 = llvm.extractvalue %972[85] : !llvm_struct_31b33a
            %1059 = llvm.extractvalue %972[86] : !llvm_struct_31b33a
            %1060 = llvm.extractvalue %972[87] : !llvm_struct_31b33a
            %1061 = llvm.extractvalue %972[88] : !llvm_struct_31b33a
            %1062 = llvm.extractvalue %972[89] : !llvm_struct_31b33a
            %1063 = llvm.extractvalue %972[90] : !llvm_struct_31b33a
            %1064 = llvm.extractvalue %972[91] : !llvm_struct_31b33a
            %1065 = llvm.extractvalue %972[92] : !llvm_struct_31b33a
            %1066 = llvm.extractvalue %972[93] : !llvm_struct_31b33a
            %1067 = llvm.extractvalue %972[94] : !llvm_struct_31b33a
            %1068 = llvm.extractvalue %972[95] : !llvm_struct_31b33a
            %1069 = llvm.extractvalue %972[96] : !llvm_struct_31b33a
            %1070 = llvm.extractvalue %972[97] : !llvm_struct_31b33a
            %1071 = llvm.extractvalue %972[98] : !llvm_struct_31b33a
            %1072 = llvm.extractvalue %972[99] : !llvm_struct_31b33a
            %1073 = llvm.extractvalue %972[100] : !llvm_struct_31b33a
            %1074 = llvm.extractvalue %972[101] : !llvm_struct_31b33a
            %1075 = llvm.extractvalue %972[102] : !llvm_struct_31b33a
            %1076 = llvm.extractvalue %972[103] : !llvm_struct_31b33a
            %1077 = llvm.extractvalue %972[104] : !llvm_struct_31b33a
            %1078 = llvm.extractvalue %972[105] : !llvm_struct_31b33a
            %1079 = llvm.extractvalue %972[106] : !llvm_struct_31b33a
            %1080 = llvm.extractvalue %972[107] : !llvm_struct_31b33a
            %1081 = llvm.extractvalue %972[108] : !llvm_struct_31b33a
            %1082 = llvm.extractvalue %972[109] : !llvm_struct_31b33a
            %1083 = llvm.extractvalue %972[110] : !llvm_struct_31b33a
            %1084 = llvm.extractvalue %972[111] : !llvm_struct_31b33a
            %1085 = llvm.extractvalue %972[112] : !llvm_struct_31b33a
            %1086 = llvm.extractvalue %972[113] : !llvm_struct_31b33a
            %1087 = llvm.extractvalue %972[114] : !llvm_struct_31b33a
            %1088 = llvm.extractvalue %972[115] : !llvm_struct_31b33a
            %1089 = llvm.extractvalue %972[116] : !llvm_struct_31b33a
            %1090 = llvm.extractvalue %972[117] : !llvm_struct_31b33a
            %1091 = llvm.extractvalue %972[118] : !llvm_struct_31b33a
            %1092 = llvm.extractvalue %972[119] : !llvm_struct_31b33a
            %1093 = llvm.extractvalue %972[120] : !llvm_struct_31b33a
            %1094 = llvm.extractvalue %972[121] : !llvm_struct_31b33a
            %1095 = llvm.extractvalue %972[122] : !llvm_struct_31b33a
            %1096 = llvm.extractvalue %972[123] : !llvm_struct_31b33a
            %1097 = llvm.extractvalue %972[124] : !llvm_struct_31b33a
            %1098 = llvm.extractvalue %972[125] : !llvm_struct_31b33a
            %1099 = llvm.extractvalue %972[126] : !llvm_struct_31b33a
            %1100 = llvm.extractvalue %972[127] : !llvm_struct_31b33a
            llvm.store %973, %4 : f32, !llvm.ptr
            llvm.store %974, %92 : f32, !llvm.ptr
            llvm.store %975, %93 : f32, !llvm.ptr
            llvm.store %976, %94 : f32, !llvm.ptr
            llvm.store %977, %95 : f32, !llvm.ptr
            llvm.store %978, %96 : f32, !llvm.ptr
            llvm.store %979, %97 : f32, !llvm.ptr
            llvm.store %980, %98 : f32, !llvm.ptr
            llvm.store %981, %99 : f32, !llvm.ptr
            llvm.store %982, %100 : f32, !llvm.ptr
            llvm.store %983, %101 : f32, !llvm.ptr
            llvm.store %984, %102 : f32, !llvm.ptr
            llvm.store %985, %103 : f32, !llvm.ptr
            llvm.store %986, %104 : f32, !llvm.ptr
            llvm.store %987, %105 : f32, !llvm.ptr
            llvm.store %988, %106 : f32, !llvm.ptr
            llvm.store %989, %107 : f32, !llvm.ptr
            llvm.store %990, %108 : f32, !llvm.ptr
            llvm.store %991, %109 : f32, !llvm.ptr
            llvm.store %992, %110 : f32, !llvm.ptr
            llvm.store %993, %111 : f32, !llvm.ptr
            llvm.store %994, %112 : f32, !llvm.ptr
            llvm.store %995, %113 : f32, !llvm.ptr
            llvm.store %996, %114 : f32, !llvm.ptr
            llvm.store %997, %115 : f32, !llvm.ptr
            llvm.store %998, %116 : f32, !llvm.ptr
            llvm.store %999, %117 : f32, !llvm.ptr
            llvm.store %1000, %118 : f32, !llvm.ptr
            llvm.store %1001, %119 : f32, !llvm.ptr
            llvm.store %1002, %120 : f32, !llvm.ptr
            llvm.store %1003, %121 : f32, !llvm.ptr
            llvm.store %1004, %122 : f32, !llvm.ptr
            llvm.store %1005, %123 : f32, !llvm.ptr
            llvm.store %1006, %124 : f32, !llvm.ptr
            llvm.store %1007, %125 : f32, !llvm.ptr
            llvm.store %1008, %126 : f32, !llvm.ptr
            llvm.store %1009, %127 : f32, !llvm.ptr
            llvm.store %1010, %128 : f32, !llvm.ptr
            llvm.store %1011, %129 : f32, !llvm.ptr
            llvm.store %1012, %130 : f32, !llvm.ptr
            llvm.store %1013, %131 : f32, !llvm.ptr
            llvm.store %1014, %132 : f32, !llvm.ptr
            llvm.store %1015, %133 : f32, !llvm.ptr
            llvm.store %1016, %134 : f32, !llvm.ptr
            llvm.store %1017, %135 : f32, !llvm.ptr
            llvm.store %1018, %136 : f32, !llvm.ptr
            llvm.store %1019, %137 : f32, !llvm.ptr
            llvm.store %1020, %138 : f32, !llvm.ptr
            llvm.store %1021, %139 : f32, !llvm.ptr
            llvm.store %1022, %140 : f32, !llvm.ptr
            llvm.store %1023, %141 : f32, !llvm.ptr
            llvm.store %1024, %142 : f32, !llvm.ptr
            llvm.store %1025, %143 : f32, !llvm.ptr
            llvm.store %1026, %144 : f32, !llvm.ptr
            llvm.store %1027, %145 : f32, !llvm.ptr
            llvm.store %1028, %146 : f32, !llvm.ptr
            llvm.store %1029, %147 : f32, !llvm.ptr
            llvm.store %1030, %148 : f32, !llvm.ptr
            llvm.store %1031, %149 : f32, !llvm.ptr
            llvm.store %1032, %150 : f32, !llvm.ptr
            llvm.store %1033, %151 : f32, !llvm.ptr
            llvm.store %1034, %152 : f32, !llvm.ptr
            llvm.store %1035, %153 : f32, !llvm.ptr
            llvm.store %1036, %154 : f32, !llvm.ptr
            llvm.store %1037, %155 : f32, !llvm.ptr
            llvm.store %1038, %156 : f32, !llvm.ptr
            llvm.store %1039, %157 : f32, !llvm.ptr
            llvm.store %1040, %158 : f32, !llvm.ptr
            llvm.store %1041, %159 : f32, !llvm.ptr
            llvm.store %1042, %160 : f32, !llvm.ptr
            llvm.store %1043, %161 : f32, !llvm.ptr
            llvm.store %1044, %162 : f32, !llvm.ptr
            llvm.store %1045, %163 : f32, !llvm.ptr
            llvm.store %1046, %164 : f32, !llvm.ptr
            llvm.store %1047, %165 : f32, !llvm.ptr
            llvm.store %1048, %166 : f32, !llvm.ptr
            llvm.store %1049, %167 : f32, !llvm.ptr
            llvm.store %1050, %168 : f32, !llvm.ptr
            llvm.store %1051, %169 : f32, !llvm.ptr
            llvm.store %1052, %170 : f32, !llvm.ptr
            llvm.store %1053, %171 : f32, !llvm.ptr
            llvm.store %1054, %172 : f32, !llvm.ptr
            llvm.store %1055, %173 : f32, !llvm.ptr
            llvm.store %1056, %174 : f32, !llvm.ptr
            llvm.store %1057, %175 : f32, !llvm.ptr
            llvm.store %1058, %176 : f32, !llvm.ptr
            llvm.store %1059, %177 : f32, !llvm.ptr
            llvm.store %1060, %178 : f32, !llvm.ptr
            llvm.store %1061, %179 : f32, !llvm.ptr
            llvm.store %1062, %180 : f32, !llvm.ptr
            llvm.store %1063, %181 : f32, !llvm.ptr
            llvm.store %1064, %182 : f32, !llvm.ptr
            llvm.store %1065, %183 : f32, !llvm.ptr
            llvm.store %1066, %184 : f32, !llvm.ptr
            llvm.store %1067, %185 : f32, !llvm.ptr
            llvm.store %1068, %186 : f32, !llvm.ptr
            llvm.store %1069, %187 : f32, !llvm.ptr
            llvm.store %1070, %188 : f32, !llvm.ptr
            llvm.store %1071, %189 : f32, !llvm.ptr
            llvm.store %1072, %190 : f32, !llvm.ptr
            llvm.store %1073, %191 : f32, !llvm.ptr
            llvm.store %1074, %192 : f32, !llvm.ptr
            llvm.store %1075, %193 : f32, !llvm.ptr
            llvm.store %1076, %194 : f32, !llvm.ptr
            llvm.store %1077, %195 : f32, !llvm.ptr
            llvm.store %1078, %196 : f32, !llvm.ptr
            llvm.store %1079, %197 : f32, !llvm.ptr
            llvm.store %1080, %198 : f32, !llvm.ptr
            llvm.store %1081, %199 : f32, !llvm.ptr
            llvm.store %1082, %200 : f32, !llvm.ptr
            llvm.store %1083, %201 : f32, !llvm.ptr
            llvm.store %1084, %202 : f32, !llvm.ptr
            llvm.store %1085, %203 : f32, !llvm.ptr
            llvm.store %1086, %204 : f32, !llvm.ptr
            llvm.store %1087, %205 : f32, !llvm.ptr
            llvm.store %1088, %206 : f32, !llvm.ptr
            llvm.store %1089, %207 : f32, !llvm.ptr
            llvm.store %1090, %208 : f32, !llvm.ptr
            llvm.store %1091, %209 : f32, !llvm.ptr
            llvm.store %1092, %210 : f32, !llvm.ptr
            llvm.store %1093, %211 : f32, !llvm.ptr
            llvm.store %1094, %212 : f32, !llvm.ptr
            llvm.store %1095, %213 : f32, !llvm.ptr
            llvm.store %1096, %214 : f32, !llvm.ptr
            llvm.store %1097, %215 : f32, !llvm.ptr
            llvm.store %1098, %216 : f32, !llvm.ptr
            llvm.store %1099, %217 : f32, !llvm.ptr
            llvm.store %1100, %218 : f32, !llvm.ptr
            %1101 = arith.muli %arg18, %c1024_i32 overflow<nsw> : i32
            %1102 = arith.addi %1101, %c4_i32 overflow<nsw> : i32
            %1103 = arith.addi %224, %1102 : i32
            %1104 = vector.insert %1103, %223 [0] : i32 into vector<2xi32>
            %1105 = llvm.bitcast %1104 : vector<2xi32> to i64
            %1106 = arith.muli %arg18, %c2048_i32 overflow<nsw> : i32
            %1107 = arith.addi %1106, %c4_i32 overflow<nsw> : i32
            %1108 = arith.addi %226, %1107 : i32
            %1109 = vector.insert %1108, %225 [0] : i32 into vector<2xi32>
            %1110 = llvm.bitcast %1109 : vector<2xi32> to i64
            %1111 = llvm.load %4 : !llvm.ptr -> f32
            %1112 = llvm.load %92 : !llvm.ptr -> f32
            %1113 = llvm.load %93 : !llvm.ptr -> f32
            %1114 = llvm.load %94 : !llvm.ptr -> f32
            %1115 = llvm.load %95 : !llvm.ptr -> f32
            %1116 = llvm.load %96 : !llvm.ptr -> f32
            %1117 = llvm.load %97 : !llvm.ptr -> f32
            %1118 = llvm.load %98 : !llvm.ptr -> f32
            %1119 = llvm.load %99 : !llvm.ptr -> f32
            %1120 = llvm.load %100 : !llvm.ptr -> f32
            %1121 = llvm.load %101 : !llvm.ptr -> f32
            %1122 = llvm.load %102 : !llvm.ptr -> f32
            %1123 = llvm.load %103 : !llvm.ptr -> f32
            %1124 = llvm.load %104 : !llvm.ptr -> f32
            %1125 = llvm.load %105 : !llvm.ptr -> f32
            %1126 = llvm.load %106 : !llvm.ptr -> f32
            %1127 = llvm.load %107 : !llvm.ptr -> f32
            %1128 = llvm.load %108 : !llvm.ptr -> f32
            %1129 = llvm.load %109 : !llvm.ptr -> f32
            %1130 = llvm.load %110 : !llvm.ptr -> f32
            %1131 = llvm.load %111 : !llvm.ptr -> f32
            %1132 = llvm.load %112 : !llvm.ptr -> f32
            %1133 = llvm.load %113 : !llvm.ptr -> f32
            %1134 = llvm.load %114 : !llvm.ptr -> f32
            %1135 = llvm.load %115 : !llvm.ptr -> f32
            %1136 = llvm.load %116 : !llvm.ptr -> f32
            %1137 = llvm.load %117 : !llvm.ptr -> f32
            %1138 = llvm.load %118 : !llvm.ptr -> f32
            %1139 = llvm.load %119 : !llvm.ptr -> f32
            %1140 = llvm.load %120 : !llvm.ptr -> f32
            %1141 = llvm.load %121 : !llvm.ptr -> f32
            %1142 = llvm.load %122 : !llvm.ptr -> f32
            %1143 = llvm.load %123 : !llvm.ptr -> f32
            %1144 = llvm.load %124 : !llvm.ptr -> f32
            %1145 = llvm.load %125 : !llvm.ptr -> f32
            %1146 = llvm.load %126 : !llvm.ptr -> f32
            %1147 = llvm.load %127 : !llvm.ptr -> f32
            %1148 = llvm.load %128 : !llvm.ptr -> f32
            %1149 = llvm.load %129 : !llvm.ptr -> f32
            %1150 = llvm.load %130 : !llvm.ptr -> f32
            %1151 = llvm.load %131 : !llvm.ptr -> f32
            %1152 = llvm.load %132 : !llvm.ptr -> f32
            %1153 = llvm.load %133 : !llvm.ptr -> f32
            %1154 = llvm.load %134 : !llvm.ptr -> f32
            %1155 = llvm.load %135 : !llvm.ptr -> f32
            %1156 = llvm.load %136 : !llvm.ptr -> f32
            %1157 = llvm.load %137 : !llvm.ptr -> f32
            %1158 = llvm.load %138 : !llvm.ptr -> f32
            %1159 = llvm.load %139 : !llvm.ptr -> f32
            %1160 = llvm.load %140 : !llvm.ptr -> f32
            %1161 = llvm.load %141 : !llvm.ptr -> f32
            %1162 = llvm.load %142 : !llvm.ptr -> f32
            %1163 = llvm.load %143 : !llvm.ptr -> f32
            %1164 = llvm.load %144 : !llvm.ptr -> f32
            %1165 = llvm.load %145 : !llvm.ptr -> f32
            %1166 = llvm.load %146 : !llvm.ptr -> f32
            %1167 = llvm.load %147 : !llvm.ptr -> f32
            %1168 = llvm.load %148 : !llvm.ptr -> f32
            %1169 = llvm.load %149 : !llvm.ptr -> f32
            %1170 = llvm.load %150 : !llvm.ptr -> f32
            %1171 = llvm.load %151 : !llvm.ptr -> f32
            %1172 = llvm.load %152 : !llvm.ptr -> f32
            %1173 = llvm.load %153 : !llvm.ptr -> f32
            %1174 = llvm.load %154 : !llvm.ptr -> f32
            %1175 = llvm.load %155 : !llvm.ptr -> f32
            %1176 = llvm.load %156 : !llvm.ptr -> f32
            %1177 = llvm.load %157 : !llvm.ptr -> f32
            %1178 = llvm.load %158 : !llvm.ptr -> f32
            %1179 = llvm.load %159 : !llvm.ptr -> f32
            %1180 = llvm.load %160 : !llvm.ptr -> f32
            %1181 = llvm.load %161 : !llvm.ptr -> f32
            %1182 = llvm.load %162 : !llvm.ptr -> f32
            %1183 = llvm.load %163 : !llvm.ptr -> f32
            %1184 = llvm.load %164 : !llvm.ptr -> f32
            %1185 = llvm.load %165 : !llvm.ptr -> f32
            %1186 = llvm.load %166 : !llvm.ptr -> f32
            %1187 = llvm.load %167 : !llvm.ptr -> f32
            %1188 = llvm.load %168 : !llvm.ptr -> f32
            %1189 = llvm.load %169 : !llvm.ptr -> f32
            %1190 = llvm.load %170 : !llvm.ptr -> f32
            %1191 = llvm.load %171 : !llvm.ptr -> f32
            %1192 = llvm.load %172 : !llvm.ptr -> f32
            %1193 = llvm.load %173 : !llvm.ptr -> f32
            %1194 = llvm.load %174 : !llvm.ptr -> f32
            %1195 = llvm.load %175 : !llvm.ptr -> f32
            %1196 = llvm.load %176 : !llvm.ptr -> f32
            %1197 = llvm.load %177 : !llvm.ptr -> f32
            %1198 = llvm.load %178 : !llvm.ptr -> f32
            %1199 = llvm.load %179 : !llvm.ptr -> f32
            %1200 = llvm.load %180 : !llvm.ptr -> f32
            %1201 = llvm.load %181 : !llvm.ptr -> f32
            %1202 = llvm.load %182 : !llvm.ptr -> f32
            %1203 = llvm.load %183 : !llvm.ptr -> f32
            %1204 = llvm.load %184 : !llvm.ptr -> f32
            %1205 = llvm.load %185 : !llvm.ptr -> f32
            %1206 = llvm.load %186 : !llvm.ptr -> f32
            %1207 = llvm.load %187 : !llvm.ptr -> f32
            %1208 = llvm.load %188 : !llvm.ptr -> f32
            %1209 = llvm.load %189 : !llvm.ptr -> f32
            %1210 = llvm.load %190 : !llvm.ptr -> f32
            %1211 = llvm.load %191 : !llvm.ptr -> f32
            %1212 = llvm.load %192 : !llvm.ptr -> f32
            %1213 = llvm.load %193 : !llvm.ptr -> f32
            %1214 = llvm.load %194 : !llvm.ptr -> f32
            %1215 = llvm.load %195 : !llvm.ptr -> f32
            %1216 = llvm.load %196 : !llvm.ptr -> f32
            %1217 = llvm.load %197 : !llvm.ptr -> f32
            %1218 = llvm.load %198 : !llvm.ptr -> f32
            %1219 = llvm.load %199 : !llvm.ptr -> f32
            %1220 = llvm.load %200 : !llvm.ptr -> f32
            %1221 = llvm.load %201 : !llvm.ptr -> f32
            %1222 = llvm.load %202 : !llvm.ptr -> f32
            %1223 = llvm.load %203 : !llvm.ptr -> f32
            %1224 = llvm.load %204 : !llvm.ptr -> f32
            %1225 = llvm.load %205 : !llvm.ptr -> f32
            %1226 = llvm.load %206 : !llvm.ptr -> f32
            %1227 = llvm.load %207 : !llvm.ptr -> f32
            %1228 = llvm.load %208 : !llvm.ptr -> f32
            %1229 = llvm.load %209 : !llvm.ptr -> f32
            %1230 = llvm.load %210 : !llvm.ptr -> f32
            %1231 = llvm.load %211 : !llvm.ptr -> f32
            %1232 = llvm.load %212 : !llvm.ptr -> f32
            %1233 = llvm.load %213 : !llvm.ptr -> f32
            %1234 = llvm.load %214 : !llvm.ptr -> f32
            %1235 = llvm.load %215 : !llvm.ptr -> f32
            %1236 = llvm.load %216 : !llvm.ptr -> f32
            %1237 = llvm.load %217 : !llvm.ptr -> f32
            %1238 = llvm.load %218 : !llvm.ptr -> f32
            %1239 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %1111, %1112, %1113, %1114, %1115, %1116, %1117, %1118, %1119, %1120, %1121, %1122, %1123, %1124, %1125, %1126, %1127, %1128, %1129, %1130, %1131, %1132, %1133, %1134, %1135, %1136, %1137, %1138, %1139, %1140, %1141, %1142, %1143, %1144, %1145, %1146, %1147, %1148, %1149, %1150, %1151, %1152, %1153, %1154, %1155, %1156, %1157, %1158, %1159, %1160, %1161, %1162, %1163, %1164, %1165, %1166, %1167, %1168, %1169, %1170, %1171, %1172, %1173, %1174, %1175, %1176, %1177, %1178, %1179, %1180, %1181, %1182, %1183, %1184, %1185, %1186, %1187, %1188, %1189, %1190, %1191, %1192, %1193, %1194, %1195, %1196, %1197, %1198, %1199, %1200, %1201, %1202, %1203, %1204, %1205, %1206, %1207, %1208, %1209, %1210, %1211, %1212, %1213, %1214, %1215, %1216, %1217, %1218, %1219, %1220, %1221, %1222, %1223, %1224, %1225, %1226, %1227, %1228, %1229, %1230, %1231, %1232, %1233, %1234, %1235, %1236, %1237, %1238, %1105, %1110, %c1_i32, %c1_i32, %c1_i32, %c0_i32, %c0_i32 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_31b33a
            %1240 = llvm.extractvalue %1239[0] : !llvm_struct_31b33a
            %1241 = llvm.extractvalue %1239[1] : !llvm_struct_31b33a
            %1242 = llvm.extractvalue %1239[2] : !llvm_struct_31b33a
            %1243 = llvm.extractvalue %1239[3] : !llvm_struct_31b33a
            %1244 = llvm.extractvalue %1239[4] : !llvm_struct_31b33a
            %1245 = llvm.extractvalue %1239[5] : !llvm_struct_31b33a
            %1246 = llvm.extractvalue %1239[6] : !llvm_struct_31b33a
            %1247 = llvm.extractvalue %1239[7] : !llvm_struct_31b33a
            %1248 = llvm.extractvalue %1239[8] : !llvm_struct_31b33a
            %1249 = llvm.extractvalue %1239[9] : !llvm_struct_31b33a
            %1250 = llvm.extractvalue %1239[10] : !llvm_struct_31b33a
            %1251 = llvm.extractvalue %1239[11] : !llvm_struct_31b33a
            %1252 = llvm.extractvalue %1239[12] : !llvm_struct_31b33a
            %1253 = llvm.extractvalue %1239[13] : !llvm_struct_31b33a
            %1254 = llvm.extractvalue %1239[14] : !llvm_struct_31b33a
            %1255 = llvm.extractvalue %1239[15] : !llvm_struct_31b33a
            %1256 = llvm.extractvalue %1239[16] : !llvm_struct_31b33a
            %1257 = llvm.extractvalue %1239[17] : !llvm_struct_31b33a
            %1258 = llvm.extractvalue %1239[18] : !llvm_struct_31b33a
            %1259 = llvm.extractvalue %1239[19] : !llvm_struct_31b33a
            %1260 = llvm.extractvalue %1239[20] : !llvm_struct_31b33a
            %1261 = llvm.extractvalue %1239[21] : !llvm_struct_31b33a
            %1262 = llvm.extractvalue %1239[22] : !llvm_struct_31b33a
            %1263 = llvm.extractvalue %1239[23] : !llvm_struct_31b33a
            %1264 = llvm.extractvalue %1239[24] : !llvm_struct_31b33a
            %1265 = llvm.extractvalue %1239[25] : !llvm_struct_31b33a
            %1266 = llvm.extractvalue %1239[26] : !llvm_struct_31b33a
            %1267 = llvm.extractvalue %1239[27] : !llvm_struct_31b33a
            %1268 = llvm.extractvalue %1239[28] : !llvm_struct_31b33a
            %1269 = llvm.extractvalue %1239[29] : !llvm_struct_31b33a
            %1270 = llvm.extractvalue %1239[30] : !llvm_struct_31b33a
            %1271 = llvm.extractvalue %1239[31] : !llvm_struct_31b33a
            %1272 = llvm.extractvalue %1239[32] : !llvm_struct_31b33a
            %1273 = llvm.extractvalue %1239[33] : !llvm_struct_31b33a
            %1274 = llvm.extractvalue %1239[34] : !llvm_struct_31b33a
            %1275 = llvm.extractvalue %1239[35] : !llvm_struct_31b33a
            %1276 = llvm.extractvalue %1239[36] : !llvm_struct_31b33a
            %1277 = llvm.extractvalue %1239[37] : !llvm_struct_31b33a
            %1278 = llvm.extractvalue %1239[38] : !llvm_struct_31b33a
            %1279 = llvm.extractvalue %1239[39] : !llvm_struct_31b33a
            %1280 = llvm.extractvalue %1239[40] : !llvm_struct_31b33a
            %1281 = llvm.extractvalue %1239[41] : !llvm_struct_31b33a
            %1282 = llvm.extractvalue %1239[42] : !llvm_struct_31b33a
            %1283 = llvm.extractvalue %1239[43] : !llvm_struct_31b33a
            %1284 = llvm.extractvalue %1239[44] : !llvm_struct_31b33a
            %1285 = llvm.extractvalue %1239[45] : !llvm_struct_31b33a
            %1286 = llvm.extractvalue %1239[46] : !llvm_struct_31b33a
            %1287 = llvm.extractvalue %1239[47] : !llvm_struct_31b33a
            %1288 = llvm.extractvalue %1239[48] : !llvm_struct_31b33a
            %1289 = llvm.extractvalue %1239[49] : !llvm_struct_31b33a
            %1290 = llvm.extractvalue %1239[50] : !llvm_struct_31b33a
            %1291 = llvm.extractvalue %1239[51] : !llvm_struct_31b33a
            %1292 = llvm.extractvalue %1239[52] : !llvm_struct_31b33a
            %1293 = llvm.extractvalue %1239[53] : !llvm_struct_31b33a
            %1294 = llvm.extractvalue %1239[54] : !llvm_struct_31b33a
            %1295 = llvm.extractvalue %1239[55] : !llvm_struct_31b33a
            %1296 = llvm.extractvalue %1239[56] : !llvm_struct_31b33a
            %1297 = llvm.extractvalue %1239[57] : !llvm_struct_31b33a
            %1298 = llvm.extractvalue %1239[58] : !llvm_struct_31b33a
            %1299 = llvm.extractvalue %1239[59] : !llvm_struct_31b33a
            %1300 = llvm.extractvalue %1239[60] : !llvm_struct_31b33a
            %1301 = llvm.extractvalue %1239[61] : !llvm_struct_31b33a
            %1302 = llvm.extractvalue %1239[62] : !llvm_struct_31b33a
            %1303 = llvm.extractvalue %1239[63] : !llvm_struct_31b33a
            %1304 = llvm.extractvalue %1239[64] : !llvm_struct_31b33a
            %1305 = llvm.extractvalue %1239[65] : !llvm_struct_31b33a
            %1306 = llvm.extractvalue %1239[66] : !llvm_struct_31b33a
            %1307 = llvm.extractvalue %1239[67] : !llvm_struct_31b33a
            %1308 = llvm.extractvalue %1239[68] : !llvm_struct_31b33a
            %1309 = llvm.extractvalue %1239[69] : !llvm_struct_31b33a
            %1310 = llvm.extractvalue %1239[70] : !llvm_struct_31b33a
            %1311 = llvm.extractvalue %1239[71] : !llvm_struct_31b33a
            %1312 = llvm.extractvalue %1239[72] : !llvm_struct_31b33a
            %1313 = llvm.extractvalue %1239[73] : !llvm_struct_31b33a
            %1314 = llvm.extractvalue %1239[74] : !llvm_struct_31b33a
            %1315 = llvm.extractvalue %1239[75] : !llvm_struct_31b33a
            %1316 = llvm.extractvalue %1239[76] : !llvm_struct_31b33a
            %1317 = llvm.extractvalue %1239[77] : !llvm_struct_31b33a
            %1318 = llvm.extractvalue %1239[78] : !llvm_struct_31b33a
            %1319 = llvm.extractvalue %1239[79] : !llvm_struct_31b33a
            %1320 = llvm.extractvalue %1239[80] : !llvm_struct_31b33a
            %1321 = llvm.extractvalue %1239[81] : !llvm_struct_31b33a
            %1322 = llvm.extractvalue %1239[82] : !llvm_struct_31b33a
            %1323 = llvm.extractvalue %1239[83] : !llvm_struct_31b33a
            %1324 = llvm.extractvalue %1239[84] : !llvm_struct_31b33a
            %1325 = llvm.extractvalue %1239[85] : !llvm_struct_31b33a
            %1326 = llvm.extractvalue %1239[86] : !llvm_struct_31b33a
            %1327 = llvm.extractvalue %1239[87] : !llvm_struct_31b33a
            %1328 = llvm.extractvalue %1239[88] : !llvm_struct_31b33a
            %1329 = llvm.extractvalue %1239[89] : !llvm_struct_31b33a
            %1330 = llvm.extractvalue %1239[90] : !llvm_struct_31b33a
            %1331 = llvm.extractvalue %1239[91] : !llvm_struct_31b33a
            %1332 = llvm.extractvalue %1239[92] : !llvm_struct_31b33a
            %1333 = llvm.extractvalue %1239[93] : !llvm_struct_31b33a
            %1334 = llvm.extractvalue %1239[94] : !llvm_struct_31b33a
            %1335 = llvm.extractvalue %1239[95] : !llvm_struct_31b33a
            %1336 = llvm.extractvalue %1239[96] : !llvm_struct_31b33a
            %1337 = llvm.extractvalue %1239[97] : !llvm_struct_31b33a
            %1338 = llvm.extractvalue %1239[98] : !llvm_struct_31b33a
            %1339 = llvm.extractvalue %1239[99] : !llvm_struct_31b33a
            %1340 = llvm.extractvalue %1239[100] : !llvm_struct_31b33a
            %1341 = llvm.extractvalue %1239[101] : !llvm_struct_31b33a
            %1342 = llvm.extractvalue %1239[102] : !llvm_struct_31b33a
            %1343 = llvm.extractvalue %1239[103] : !llvm_struct_31b33a
            %1344 = llvm.extractvalue %1239[104] : !llvm_struct_31b33a
            %1345 = llvm.extractvalue %1239[105] : !llvm_struct_31b33a
            %1346 = llvm.extractvalue %1239[106] : !llvm_struct_31b33a
            %1347 = llvm.extractvalue %1239[107] : !llvm_struct_31b33a
            %1348 = llvm.extractvalue %1239[108] : !llvm_struct_31b33a
            %1349 = llvm.extractvalue %1239[109] : !llvm_struct_31b33a
            %1350 = llvm.extractvalue %1239[110] : !llvm_struct_31b33a
            %1351 = llvm.extractvalue %1239[111] : !llvm_struct_31b33a
            %1352 = llvm.extractvalue %1239[112] : !llvm_struct_31b33a
            %1353 = llvm.extractvalue %1239[113] : !llvm_struct_31b33a
            %1354 = llvm.extractvalue %1239[114] : !llvm_struct_31b33a
            %1355 = llvm.extractvalue %1239[115] : !llvm_struct_31b33a
            %1356 = llvm.extractvalue %1239[116] : !llvm_struct_31b33a
            %1357 = llvm.extractvalue %1239[117] : !llvm_struct_31b33a
            %1358 = llvm.extractvalue %1239[118] : !llvm_struct_31b33a
            %1359 = llvm.extractvalue %1239[119] : !llvm_struct_31b33a
            %1360 = llvm.extractvalue %1239[120] : !llvm_struct_31b33a
            %1361 = llvm.extractvalue %1239[121] : !llvm_struct_31b33a
            %1362 = llvm.extractvalue %1239[122] : !llvm_struct_31b33a
            %1363 = llvm.extractvalue %1239[123] : !llvm_struct_31b33a
            %1364 = llvm.extractvalue %1239[124] : !llvm_struct_31b33a
            %1365 = llvm.extractvalue %1239[125] : !llvm_struct_31b33a
            %1366 = llvm.extractvalue %1239[126] : !llvm_struct_31b33a
            %1367 = llvm.extractvalue %1239[127] : !llvm_struct_31b33a
            llvm.store %1240, %4 : f32, !llvm.ptr
            llvm.store %1241, %92 : f32, !llvm.ptr
            llvm.store %1242, %93 : f32, !llvm.ptr
            llvm.store %1243, %94 : f32, !llvm.ptr
            llvm.store %1244, %95 : f32, !llvm.ptr
            llvm.store %1245, %96 : f32, !llvm.ptr
            llvm.store %1246, %97 : f32, !llvm.ptr
            llvm.store %1247, %98 : f32, !llvm.ptr
            llvm.store %1248, %99 : f32, !llvm.ptr
            llvm.store %1249, %100 : f32, !llvm.ptr
            llvm.store %1250, %101 : f32, !llvm.ptr
            llvm.store %1251, %102 : f32, !llvm.ptr
            llvm.store %1252, %103 : f32, !llvm.ptr
            llvm.store %1253, %104 : f32, !llvm.ptr
            llvm.store %1254, %105 : f32, !llvm.ptr
            llvm.store %1255, %106 : f32, !llvm.ptr
            llvm.store %1256, %107 : f32, !llvm.ptr
            llvm.store %1257, %108 : f32, !llvm.ptr
            llvm.store %1258, %109 : f32, !llvm.ptr
            llvm.store %1259, %110 : f32, !llvm.ptr
            llvm.store %1260, %111 : f32, !llvm.ptr
            llvm.store %1261, %112 : f32, !llvm.ptr
            llvm.store %1262, %113 : f32, !llvm.ptr
            llvm.store %1263, %114 : f32, !llvm.ptr
            llvm.store %1264, %115 : f32, !llvm.ptr
            llvm.store %1265, %116 : f32, !llvm.ptr
            llvm.store %1266, %117 : f32, !llvm.ptr
            llvm.store %1267, %118 : f32, !llvm.ptr
            llvm.store %1268, %119 : f32, !llvm.ptr
            llvm.store %1269, %120 : f32, !llvm.ptr
            llvm.store %1270, %121 : f32, !llvm.ptr
            llvm.store %1271, %122 : f32, !llvm.ptr
            llvm.store %1272, %123 : f32, !llvm.ptr
            llvm.store %1273, %124 : f32, !llvm.ptr
            llvm.store %1274, %125 : f32, !llvm.ptr
            llvm.store %1275, %126 : f32, !llvm.ptr
            llvm.store %1276, %127 : f32, !llvm.ptr
            llvm.store %1277, %128 : f32, !llvm.ptr
            llvm.store %1278, %129 : f32, !llvm.ptr
            llvm.store %1279, %130 : f32, !llvm.ptr
            llvm.store %1280, %131 : f32, !llvm.ptr
            llvm.store %1281, %132 : f32, !llvm.ptr
            llvm.store %1282, %133 : f32, !llvm.ptr
            llvm.store %1283, %134 : f32, !llvm.ptr
            llvm.store %1284, %135 : f32, !llvm.ptr
            llvm.store %1285, %136 : f32, !llvm.ptr
            llvm.store %1286, %137 : f32, !llvm.ptr
            llvm.store %1287, %138 : f32, !llvm.ptr
            llvm.store %1288, %139 : f32, !llvm.ptr
            llvm.store %1289, %140 : f32, !llvm.ptr
            llvm.store %1290, %141 : f32, !llvm.ptr
            llvm.store %1291, %142 : f32, !llvm.ptr
            llvm.store %1292, %143 : f32, !llvm.ptr
            llvm.store %1293, %144 : f32, !llvm.ptr
            llvm.store %1294, %145 : f32, !llvm.ptr
            llvm.store %1295, %146 : f32, !llvm.ptr
            llvm.store %1296, %147 : f32, !llvm.ptr
            llvm.store %1297, %148 : f32, !llvm.ptr
            llvm.store %1298, %149 : f32, !llvm.ptr
            llvm.store %1299, %150 : f32, !llvm.ptr
            llvm.store %1300, %151 : f32, !llvm.ptr
            llvm.store %1301, %152 : f32, !llvm.ptr
            llvm.store %1302, %153 : f32, !llvm.ptr
            llvm.store %1303, %154 : f32, !llvm.ptr
            llvm.store %1304, %155 : f32, !llvm.ptr
            llvm.store %1305, %156 : f32, !llvm.ptr
            llvm.store %1306, %157 : f32, !llvm.ptr
            llvm.store %1307, %158 : f32, !llvm.ptr
            llvm.store %1308, %159 : f32, !llvm.ptr
            llvm.store %1309, %160 : f32, !llvm.ptr
            llvm.store %1310, %161 : f32, !llvm.ptr
            llvm.store %1311, %162 : f32, !llvm.ptr
            llvm.store %1312, %163 : f32, !llvm.ptr
            llvm.store %1313, %164 : f32, !llvm.ptr
            llvm.store %1314, %165 : f32, !llvm.ptr
            llvm.store %1315, %166 : f32, !llvm.ptr
            llvm.store %1316, %167 : f32, !llvm.ptr
            llvm.store %1317, %168 : f32, !llvm.ptr
            llvm.store %1318, %169 : f32, !llvm.ptr
            llvm.store %1319, %170 : f32, !llvm.ptr
            llvm.store %1320, %171 : f32, !llvm.ptr
            llvm.store %1321, %172 : f32, !llvm.ptr
            llvm.store %1322, %173 : f32, !llvm.ptr
            llvm.store %1323, %174 : f32, !llvm.ptr
            llvm.store %1324, %175 : f32, !llvm.ptr
            llvm.store %1325, %176 : f32, !llvm.ptr
            llvm.store %1326, %177 : f32, !llvm.ptr
            llvm.store %1327, %178 : f32, !llvm.ptr
            llvm.store %1328, %179 : f32, !llvm.ptr
            llvm.store %1329, %180 : f32, !llvm.ptr
            llvm.store %1330, %181 : f32, !llvm.ptr
            llvm.store %1331, %182 : f32, !llvm.ptr
            llvm.store %1332, %183 : f32, !llvm.ptr
            llvm.store %1333, %184 : f32, !llvm.ptr
            llvm.store %1334, %185 : f32, !llvm.ptr
            llvm.store %1335, %186 : f32, !llvm.ptr
            llvm.store %1336, %187 : f32, !llvm.ptr
            llvm.store %1337, %188 : f32, !llvm.ptr
            llvm.store %1338, %189 : f32, !llvm.ptr
            llvm.store %1339, %190 : f32, !llvm.ptr
            llvm.store %1340, %191 : f32, !llvm.ptr
            llvm.store %1341, %192 : f32, !llvm.ptr
            llvm.store %1342, %193 : f32, !llvm.ptr
            llvm.store %1343, %194 : f32, !llvm.ptr
            llvm.store %1344, %195 : f32, !llvm.ptr
            llvm.store %1345, %196 : f32, !llvm.ptr
            llvm.store %1346, %197 : f32, !llvm.ptr
            llvm.store %1347, %198 : f32, !llvm.ptr
            llvm.store %1348, %199 : f32, !llvm.ptr
            llvm.store %1349, %200 : f32, !llvm.ptr
            llvm.store %1350, %201 : f32, !llvm.ptr
            llvm.store %1351, %202 : f32, !llvm.ptr
            llvm.store %1352, %203 : f32, !llvm.ptr
            llvm.store %1353, %204 : f32, !llvm.ptr
            llvm.store %1354, %205 : f32, !llvm.ptr
            llvm.store %1355, %206 : f32, !llvm.ptr
            llvm.store %1356, %207 : f32, !llvm.ptr
            llvm.store %1357, %208 : f32, !llvm.ptr
            llvm.store %1358, %209 : f32, !llvm.ptr
            llvm.store %1359, %210 : f32, !llvm.ptr
            llvm.store %1360, %211 : f32, !llvm.ptr
            llvm.store %1361, %212 : f32, !llvm.ptr
            llvm.store %1362, %213 : f32, !llvm.ptr
            llvm.store %1363, %214 : f32, !llvm.ptr
            llvm.store %1364, %215 : f32, !llvm.ptr
            llvm.store %1365, %216 : f32, !llvm.ptr
            llvm.store %1366, %217 : f32, !llvm.ptr
            llvm.store %1367, %218 : f32, !llvm.ptr
            %1368 = arith.muli %arg18, %c1024_i32 overflow<nsw> : i32
            %1369 = arith.addi %1368, %c6_i32 overflow<nsw> : i32
            %1370 = arith.addi %228, %1369 : i32
            %1371 = vector.insert %1370, %227 [0] : i32 into vector<2xi32>
            %1372 = llvm.bitcast %1371 : vector<2xi32> to i64
            %1373 = arith.muli %arg18, %c2048_i32 overflow<nsw> : i32
            %1374 = arith.addi %1373, %c6_i32 overflow<nsw> : i32
            %1375 = arith.addi %230, %1374 : i32
            %1376 = vector.insert %1375, %229 [0] : i32 into vector<2xi32>
            %1377 = llvm.bitcast %1376 : vector<2xi32> to i64
            %1378 = llvm.load %4 : !llvm.ptr -> f32
            %1379 = llvm.load %92 : !llvm.ptr -> f32
            %1380 = llvm.load %93 : !llvm.ptr -> f32
            %1381 = llvm.load %94 : !llvm.ptr -> f32
            %1382 = llvm.load %95 : !llvm.ptr -> f32
            %1383 = llvm.load %96 : !llvm.ptr -> f32
            %1384 = llvm.load %97 : !llvm.ptr -> f32
            %1385 = llvm.load %98 : !llvm.ptr -> f32
            %1386 = llvm.load %99 : !llvm.ptr -> f32
            %1387 = llvm.load %100 : !llvm.ptr -> f32
            %1388 = llvm.load %101 : !llvm.ptr -> f32
            %1389 = llvm.load %102 : !llvm.ptr -> f32
            %1390 = llvm.load %103 : !llvm.ptr -> f32
            %1391 = llvm.load %104 : !llvm.ptr -> f32
            %1392 = llvm.load %105 : !llvm.ptr -> f32
            %1393 = llvm.load %106 : !llvm.ptr -> f32
            %1394 = llvm.load %107 : !llvm.ptr -> f32
            %1395 = llvm.load %108 : !llvm.ptr -> f32
            %1396 = llvm.load %109 : !llvm.ptr -> f32
            %1397 = llvm.load %110 : !llvm.ptr -> f32
            %1398 = llvm.load %111 : !llvm.ptr -> f32
            %1399 = llvm.load %112 : !llvm.ptr -> f32
            %1400 = llvm.load %113 : !llvm.ptr -> f32
            %1401 = llvm.load %114 : !llvm.ptr -> f32
            %1402 = llvm.load %115 : !llvm.ptr -> f32
            %1403 = llvm.load %116 : !llvm.ptr -> f32
            %1404 = llvm.load %117 : !llvm.ptr -> f32
            %1405 = llvm.load %118 : !llvm.ptr -> f32
            %1406 = llvm.load %119 : !llvm.ptr -> f32
            %1407 = llvm.load %120 : !llvm.ptr -> f32
            %1408 = llvm.load %121 : !llvm.ptr -> f32
            %1409 = llvm.load %122 : !llvm.ptr -> f32
            %1410 = llvm.load %123 : !llvm.ptr -> f32
            %1411 = llvm.load %124 : !llvm.ptr -> f32
            %1412 = llvm.load %125 : !llvm.ptr -> f32
            %1413 = llvm.load %126 : !llvm.ptr -> f32
            %1414 = llvm.load %127 : !llvm.ptr -> f32
            %1415 = llvm.load %128 : !llvm.ptr -> f32
            %1416 = llvm.load %129 : !llvm.ptr -> f32
            %1417 = llvm.load %130 : !llvm.ptr -> f32
            %1418 = llvm.load %131 : !llvm.ptr -> f32
            %1419 = llvm.load %132 : !llvm.ptr -> f32
            %1420 = llvm.load %133 : !llvm.ptr -> f32
            %1421 = llvm.load %134 : !llvm.ptr -> f32
            %1422 = llvm.load %135 : !llvm.ptr -> f32
            %1423 = llvm.load %136 : !llvm.ptr -> f32
            %1424 = llvm.load %137 : !llvm.ptr -> f32
            %1425 = llvm.load %138 : !llvm.ptr -> f32
            %1426 = llvm.load %139 : !llvm.ptr -> f32
            %1427 = llvm.load %140 : !llvm.ptr -> f32
            %1428 = llvm.load %141 : !llvm.ptr -> f32
            %1429 = llvm.load %142 : !llvm.ptr -> f32
            %1430 = llvm.load %143 : !llvm.ptr -> f32
            %1431 = llvm.load %144 : !llvm.ptr -> f32
            %1432 = llvm.load %145 : !llvm.ptr -> f32
            %1433 = llvm.load %146 : !llvm.ptr -> f32
            %1434 = llvm.load %147 : !llvm.ptr -> f32
            %1435 = llvm.load %148 : !llvm.ptr -> f32
            %1436 = llvm.load %149 : !llvm.ptr -> f32
            %1437 = llvm.load %150 : !llvm.ptr -> f32
            %1438 = llvm.load %151 : !llvm.ptr -> f32
            %1439 = llvm.load %152 : !llvm.ptr -> f32
            %1440 = llvm.load %153 : !llvm.ptr -> f32
            %1441 = llvm.load %154 : !llvm.ptr -> f32
            %1442 = llvm.load %155 : !llvm.ptr -> f32
            %1443 = llvm.load %156 : !llvm.ptr -> f32
            %1444 = llvm.load %157 : !llvm.ptr -> f32
            %1445 = llvm.load %158 : !llvm.ptr -> f32
            %1446 = llvm.load %159 : !llvm.ptr -> f32
            %1447 = llvm.load %160 : !llvm.ptr -> f32
            %1448 = llvm.load %161 : !llvm.ptr -> f32
            %1449 = llvm.load %162 : !llvm.ptr -> f32
            %1450 = llvm.load %163 : !llvm.ptr -> f32
            %1451 = llvm.load %164 : !llvm.ptr -> f32
            %1452 = llvm.load %165 : !llvm.ptr -> f32
            %1453 = llvm.load %166 : !llvm.ptr -> f32
            %1454 = llvm.load %167 : !llvm.ptr -> f32
            %1455 = llvm.load %168 : !llvm.ptr -> f32
            %1456 = llvm.load %169 : !llvm.ptr -> f32
            %1457 = llvm.load %170 : !llvm.ptr -> f32
            %1458 = llvm.load %171 : !llvm.ptr -> f32
            %1459 = llvm.load %172 : !llvm.ptr -> f32
            %1460 = llvm.load %173 : !llvm.ptr -> f32
            %1461 = llvm.load %174 : !llvm.ptr -> f32
            %1462 = llvm.load %175 : !llvm.ptr -> f32
            %1463 = llvm.load %176 : !llvm.ptr -> f32
            %1464 = llvm.load %177 : !llvm.ptr -> f32
            %1465 = llvm.load %178 : !llvm.ptr -> f32
            %1466 = llvm.load %179 : !llvm.ptr -> f32
            %1467 = llvm.load %180 : !llvm.ptr -> f32
            %1468 = llvm.load %181 : !llvm.ptr -> f32
            %1469 = llvm.load %182 : !llvm.ptr -> f32
            %1470 = llvm.load %183 : !llvm.ptr -> f32
            %1471 = llvm.load %184 : !llvm.ptr -> f32
            %1472 = llvm.load %185 : !llvm.ptr -> f32
            %1473 = llvm.load %186 : !llvm.ptr -> f32
            %1474 = llvm.load %187 : !llvm.ptr -> f32
            %1475 = llvm.load %188 : !llvm.ptr -> f32
            %1476 = llvm.load %189 : !llvm.ptr -> f32
            %1477 = llvm.load %190 : !llvm.ptr -> f32
            %1478 = llvm.load %191 : !llvm.ptr -> f32
            %1479 = llvm.load %192 : !llvm.ptr -> f32
            %1480 = llvm.load %193 : !llvm.ptr -> f32
            %1481 = llvm.load %194 : !llvm.ptr -> f32
            %1482 = llvm.load %195 : !llvm.ptr -> f32
            %1483 = llvm.load %196 : !llvm.ptr -> f32
            %1484 = llvm.load %197 : !llvm.ptr -> f32
            %1485 = llvm.load %198 : !llvm.ptr -> f32
            %1486 = llvm.load %199 : !llvm.ptr -> f32
            %1487 = llvm.load %200 : !llvm.ptr -> f32
            %1488 = llvm.load %201 : !llvm.ptr -> f32
            %1489 = llvm.load %202 : !llvm.ptr -> f32
            %1490 = llvm.load %203 : !llvm.ptr -> f32
            %1491 = llvm.load %204 : !llvm.ptr -> f32
            %1492 = llvm.load %205 : !llvm.ptr -> f32
            %1493 = llvm.load %206 : !llvm.ptr -> f32
            %1494 = llvm.load %207 : !llvm.ptr -> f32
            %1495 = llvm.load %208 : !llvm.ptr -> f32
            %1496 = llvm.load %209 : !llvm.ptr -> f32
            %1497 = llvm.load %210 : !llvm.ptr -> f32
            %1498 = llvm.load %211 : !llvm.ptr -> f32
            %1499 = llvm.load %212 : !llvm.ptr -> f32
            %1500 = llvm.load %213 : !llvm.ptr -> f32
            %1501 = llvm.load %214 : !llvm.ptr -> f32
            %1502 = llvm.load %215 : !llvm.ptr -> f32
            %1503 = llvm.load %216 : !llvm.ptr -> f32
            %1504 = llvm.load %217 : !llvm.ptr -> f32
            %1505 = llvm.load %218 : !llvm.ptr -> f32
            %1506 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %1378, %1379, %1380, %1381, %1382, %1383, %1384, %1385, %1386, %1387, %1388, %1389, %1390, %1391, %1392, %1393, %1394, %1395, %1396, %1397, %1398, %1399, %1400, %1401, %1402, %1403, %1404, %1405, %1406, %1407, %1408, %1409, %1410, %1411, %1412, %1413, %1414, %1415, %1416, %1417, %1418, %1419, %1420, %1421, %1422, %1423, %1424, %1425, %1426, %1427, %1428, %1429, %1430, %1431, %1432, %1433, %1434, %1435, %1436, %1437, %1438, %1439, %1440, %1441, %1442, %1443, %1444, %1445, %1446, %1447, %1448, %1449, %1450, %1451, %1452, %1453, %1454, %1455, %1456, %1457, %1458, %1459, %1460, %1461, %1462, %1463, %1464, %1465, %1466, %1467, %1468, %1469, %1470, %1471, %1472, %1473, %1474, %1475, %1476, %1477, %1478, %1479, %1480, %1481, %1482, %1483, %1484, %1485, %1486, %1487, %1488, %1489, %1490, %1491, %1492, %1493, %1494, %1495, %1496, %1497, %1498, %1499, %1500, %1501, %1502, %1503, %1504, %1505, %1372, %1377, %c1_i32, %c1_i32, %c1_i32, %c0_i32, %c0_i32 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_31b33a
            %1507 = llvm.extractvalue %1506[0] : !llvm_struct_31b33a
            %1508 = llvm.extractvalue %1506[1] : !llvm_struct_31b33a
            %1509 = llvm.extractvalue %1506[2] : !llvm_struct_31b33a
            %1510 = llvm.extractvalue %1506[3] : !llvm_struct_31b33a
            %1511 = llvm.extractvalue %1506[4] : !llvm_struct_31b33a
            %1512 = llvm.extractvalue %1506[5] : !llvm_struct_31b33a
            %1513 = llvm.extractvalue %1506[6] : !llvm_struct_31b33a
            %1514 = llvm.extractvalue %1506[7] : !llvm_struct_31b33a
            %1515 = llvm.extractvalue %1506[8] : !llvm_struct_31b33a
            %1516 = llvm.extractvalue %1506[9] : !llvm_struct_31b33a
            %1517 = llvm.extractvalue %1506[10] : !llvm_struct_31b33a
            %1518 = llvm.extractvalue %1506[11] : !llvm_struct_31b33a
            %1519 = llvm.extractvalue %1506[12] : !llvm_struct_31b33a
            %1520 = llvm.extractvalue %1506[13] : !llvm_struct_31b33a
            %1521 = llvm.extractvalue %1506[14] : !llvm_struct_31b33a
            %1522 = llvm.extractvalue %1506[15] : !llvm_struct_31b33a
            %1523 = llvm.extractvalue %1506[16] : !llvm_struct_31b33a
            %1524 = llvm.extractvalue %1506[17] : !llvm_struct_31b33a
            %1525 = llvm.extractvalue %1506[18] : !llvm_struct_31b33a
            %1526 = llvm.extractvalue %1506[19] : !llvm_struct_31b33a
            %1527 = llvm.extractvalue %1506[20] : !llvm_struct_31b33a
            %1528 = llvm.extractvalue %1506[21] : !llvm_struct_31b33a
            %1529 = llvm.extractvalue %1506[22] : !llvm_struct_31b33a
            %1530 = llvm.extractvalue %1506[23] : !llvm_struct_31b33a
            %1531 = llvm.extractvalue %1506[24] : !llvm_struct_31b33a
            %1532 = llvm.extractvalue %1506[25] : !llvm_struct_31b33a
            %1533 = llvm.extractvalue %1506[26] : !llvm_struct_31b33a
            %1534 = llvm.extractvalue %1506[27] : !llvm_struct_31b33a
            %1535 = llvm.extractvalue %1506[28] : !llvm_struct_31b33a
            %1536 = llvm.extractvalue %1506[29] : !llvm_struct_31b33a
            %1537 = llvm.extractvalue %1506[30] : !llvm_struct_31b33a
            %1538 = llvm.extractvalue %1506[31] : !llvm_struct_31b33a
            %1539 = llvm.extractvalue %1506[32] : !llvm_struct_31b33a
            %1540 = llvm.extractvalue %1506[33] : !llvm_struct_31b33a
            %1541 = llvm.extractvalue %1506[34] : !llvm_struct_31b33a
            %1542 = llvm.extractvalue %1506[35] : !llvm_struct_31b33a
            %1543 = llvm.extractvalue %1506[36] : !llvm_struct_31b33a
            %1544 = llvm.extractvalue %1506[37] : !llvm_struct_31b33a
            %1545 = llvm.extractvalue %1506[38] : !llvm_struct_31b33a
            %1546 = llvm.extractvalue %1506[39] : !llvm_struct_31b33a
            %1547 = llvm.extractvalue %1506[40] : !llvm_struct_31b33a
            %1548 = llvm.extractvalue %1506[41] : !llvm_struct_31b33a
            %1549 = llvm.extractvalue %1506[42] : !llvm_struct_31b33a
            %1550 = llvm.extractvalue %1506[43] : !llvm_struct_31b33a
            %1551 = llvm.extractvalue %1506[44] : !llvm_struct_31b33a
            %1552 = llvm.extractvalue %1506[45] : !llvm_struct_31b33a
            %1553 = llvm.extractvalue %1506[46] : !llvm_struct_31b33a
            %1554 = llvm.extractvalue %1506[47] : !llvm_struct_31b33a
            %1555 = llvm.extractvalue %1506[48] : !llvm_struct_31b33a
            %1556 = llvm.extractvalue %1506[49] : !llvm_struct_31b33a
            %1557 = llvm.extractvalue %1506[50] : !llvm_struct_31b33a
            %1558 = llvm.extractvalue %1506[51] : !llvm_struct_31b33a
            %1559 = llvm.extractvalue %1506[52] : !llvm_struct_31b33a
            %1560 = llvm.extractvalue %1506[53] : !llvm_struct_31b33a
            %1561 = llvm.extractvalue %1506[54] : !llvm_struct_31b33a
            %1562 = llvm.extractvalue %1506[55] : !llvm_struct_31b33a
            %1563 = llvm.extractvalue %1506[56] : !llvm_struct_31b33a
            %1564 = llvm.extractvalue %1506[57] : !llvm_struct_31b33a
            %1565 = llvm.extractvalue %1506[58] : !llvm_struct_31b33a
            %1566 = llvm.extractvalue %1506[59] : !llvm_struct_31b33a
            %1567 = llvm.extractvalue %1506[60] : !llvm_struct_31b33a
            %1568 = llvm.extractvalue %1506[61] : !llvm_struct_31b33a
            %1569 = llvm.extractvalue %1506[62] : !llvm_struct_31b33a
            %1570 = llvm.extractvalue %1506[63] : !llvm_struct_31b33a
            %1571 = llvm.extractvalue %1506[64] : !llvm_struct_31b33a
            %1572 = llvm.extractvalue %1506[65] : !llvm_struct_31b33a
            %1573 = llvm.extractvalue %1506[66] : !llvm_struct_31b33a
            %1574 = llvm.extractvalue %1506[67] : !llvm_struct_31b33a
            %1575 = llvm.extractvalue %1506[68] : !llvm_struct_31b33a
            %1576 = llvm.extractvalue %1506[69] : !llvm_struct_31b33a
            %1577 = llvm.extractvalue %1506[70] : !llvm_struct_31b33a
            %1578 = llvm.extractvalue %1506[71] : !llvm_struct_31b33a
            %1579 = llvm.extractvalue %1506[72] : !llvm_struct_31b33a
            %1580 = llvm.extractvalue %1506[73] : !llvm_struct_31b33a
            %1581 = llvm.extractvalue %1506[74] : !llvm_struct_31b33a
            %1582 = llvm.extractvalue %1506[75] : !llvm_struct_31b33a
            %1583 = llvm.extractvalue %1506[76] : !llvm_struct_31b33a
            %1584 = llvm.extractvalue %1506[77] : !llvm_struct_31b33a
            %1585 = llvm.extractvalue %1506[78] : !llvm_struct_31b33a
            %1586 = llvm.extractvalue %1506[79] : !llvm_struct_31b33a
            %1587 = llvm.extractvalue %1506[80] : !llvm_struct_31b33a
            %1588 = llvm.extractvalue %1506[81] : !llvm_struct_31b33a
            %1589 = llvm.extractvalue %1506[82] : !llvm_struct_31b33a
            %1590 = llvm.extractvalue %1506[83] : !llvm_struct_31b33a
            %1591 = llvm.extractvalue %1506[84] : !llvm_struct_31b33a
            %1592 = llvm.extractvalue %1506[85] : !llvm_struct_31b33a
            %1593 = llvm.extractvalue %1506[86] : !llvm_struct_31b33a
            %1594 = llvm.extractvalue %1506[87] : !llvm_struct_31b33a
            %1595 = llvm.extractvalue %1506[88] : !llvm_struct_31b33a
            %1596 = llvm.extractvalue %1506[89] : !llvm_struct_31b33a
            %1597 = llvm.extractvalue %1506[90] : !llvm_struct_31b33a
            %1598 = llvm.extractvalue %1506[91] : !llvm_struct_31b33a
            %1599 = llvm.extractvalue %1506[92] : !llvm_struct_31b33a
            %1600 = llvm.extractvalue %1506[93] : !llvm_struct_31b33a
            %1601 = llvm.extractvalue %1506[94] : !llvm_struct_31b33a
            %1602 = llvm.extractvalue %1506[95] : !llvm_struct_31b33a
            %1603 = llvm.extractvalue %1506[96] : !llvm_struct_31b33a
            %1604 = llvm.extractvalue %1506[97] : !llvm_struct_31b33a
            %1605 = llvm.extractvalue %1506[98] : !llvm_struct_31b33a
            %1606 = llvm.extractvalue %1506[99] : !llvm_struct_31b33a
            %1607 = llvm.extractvalue %1506[100] : !llvm_struct_31b33a
            %1608 = llvm.extractvalue %1506[101] : !llvm_struct_31b33a
            %1609 = llvm.extractvalue %1506[102] : !llvm_struct_31b33a
            %1610 = llvm.extractvalue %1506[103] : !llvm_struct_31b33a
            %1611 = llvm.extractvalue %1506[104] : !llvm_struct_31b33a
            %1612 = llvm.extractvalue %1506[105] : !llvm_struct_31b33a
            %1613 = llvm.extractvalue %1506[106] : !llvm_struct_31b33a
            %1614 = llvm.extractvalue %1506[107] : !llvm_struct_31b33a
            %1615 = llvm.extractvalue %1506[108] : !llvm_struct_31b33a
            %1616 = llvm.extractvalue %1506[109] : !llvm_struct_31b33a
            %1617 = llvm.extractvalue %1506[110] : !llvm_struct_31b33a
            %1618 = llvm.extractvalue %1506[111] : !llvm_struct_31b33a
            %1619 = llvm.extractvalue %1506[112] : !llvm_struct_31b33a
            %1620 = llvm.extractvalue %1506[113] : !llvm_struct_31b33a
            %1621 = llvm.extractvalue %1506[114] : !llvm_struct_31b33a
            %1622 = llvm.extractvalue %1506[115] : !llvm_struct_31b33a
            %1623 = llvm.extractvalue %1506[116] : !llvm_struct_31b33a
            %1624 = llvm.extractvalue %1506[117] : !llvm_struct_31b33a
            %1625 = llvm.extractvalue %1506[118] : !llvm_struct_31b33a
            %1626 = llvm.extractvalue %1506[119] : !llvm_struct_31b33a
            %1627 = llvm.extractvalue %1506[120] : !llvm_struct_31b33a
            %1628 = llvm.extractvalue %1506[121] : !llvm_struct_31b33a
            %1629 = llvm.extractvalue %1506[122] : !llvm_struct_31b33a
            %1630 = llvm.extractvalue %1506[123] : !llvm_struct_31b33a
            %1631 = llvm.extractvalue %1506[124] : !llvm_struct_31b33a
            %1632 = llvm.extractvalue %1506[125] : !llvm_struct_31b33a
            %1633 = llvm.extractvalue %1506[126] : !llvm_struct_31b33a
            %1634 = llvm.extractvalue %1506[127] : !llvm_struct_31b33a
            llvm.store %1507, %4 : f32, !llvm.ptr
            llvm.store %1508, %92 : f32, !llvm.ptr
            llvm.store %1509, %93 : f32, !llvm.ptr
            llvm.store %1510, %94 : f32, !llvm.ptr
            llvm.store %1511, %95 : f32, !llvm.ptr
            llvm.store %1512, %96 : f32, !llvm.ptr
            llvm.store %1513, %97 : f32, !llvm.ptr
            llvm.store %1514, %98 : f32, !llvm.ptr
            llvm.store %1515, %99 : f32, !llvm.ptr
            llvm.store %1516, %100 : f32, !llvm.ptr
            llvm.store %1517, %101 : f32, !llvm.ptr
            llvm.store %1518, %102 : f32, !llvm.ptr
            llvm.store %1519, %103 : f32, !llvm.ptr
            llvm.store %1520, %104 : f32, !llvm.ptr
            llvm.store %1521, %105 : f32, !llvm.ptr
            llvm.store %1522, %106 : f32, !llvm.ptr
            llvm.store %1523, %107 : f32, !llvm.ptr
            llvm.store %1524, %108 : f32, !llvm.ptr
            llvm.store %1525, %109 : f32, !llvm.ptr
            llvm.store %1526, %110 : f32, !llvm.ptr
            llvm.store %1527, %111 : f32, !llvm.ptr
            llvm.store %1528, %112 : f32, !llvm.ptr
            llvm.store %1529, %113 : f32, !llvm.ptr
            llvm.store %1530, %114 : f32, !llvm.ptr
            llvm.store %1531, %115 : f32, !llvm.ptr
            llvm.store %1532, %116 : f32, !llvm.ptr
            llvm.store %1533, %117 : f32, !llvm.ptr
            llvm.store %1534, %118 : f32, !llvm.ptr
            llvm.store %1535, %119 : f32, !llvm.ptr
            llvm.store %1536, %120 : f32, !llvm.ptr
            llvm.store %1537, %121 : f32, !llvm.ptr
            llvm.store %1538, %122 : f32, !llvm.ptr
            llvm.store %1539, %123 : f32, !llvm.ptr
            llvm.store %1540, %124 : f32, !llvm.ptr
            llvm.store %1541, %125 : f32, !llvm.ptr
            llvm.store %1542, %126 : f32, !llvm.ptr
            llvm.store %1543, %127 : f32, !llvm.ptr
            llvm.store %1544, %128 : f32, !llvm.ptr
            llvm.store %1545, %129 : f32, !llvm.ptr
            llvm.store %1546, %130 : f32, !llvm.ptr
            llvm.store %1547, %131 : f32, !llvm.ptr
            llvm.store %1548, %132 : f32, !llvm.ptr
            llvm.store %1549, %133 : f32, !llvm.ptr
            llvm.store %1550, %134 : f32, !llvm.ptr
            llvm.store %1551, %135 : f32, !llvm.ptr
            llvm.store %1552, %136 : f32, !llvm.ptr
            llvm.store %1553, %137 : f32, !llvm.ptr
            llvm.store %1554, %138 : f32, !llvm.ptr
            llvm.store %1555, %139 : f32, !llvm.ptr
            llvm.store %1556, %140 : f32, !llvm.ptr
            llvm.store %1557, %141 : f32, !llvm.ptr
            llvm.store %1558, %142 : f32, !llvm.ptr
            llvm.store %1559, %143 : f32, !llvm.ptr
            llvm.store %1560, %144 : f32, !llvm.ptr
            llvm.store %1561, %145 : f32, !llvm.ptr
            llvm.store %1562, %146 : f32, !llvm.ptr
            llvm.store %1563, %147 : f32, !llvm.ptr
            llvm.store %1564, %148 : f32, !llvm.ptr
            llvm.store %1565, %149 : f32, !llvm.ptr
            llvm.store %1566, %150 : f32, !llvm.ptr
            llvm.store %1567, %151 : f32, !llvm.ptr
            llvm.store %1568, %152 : f32, !llvm.ptr
            llvm.store %1569, %153 : f32, !llvm.ptr
            llvm.store %1570, %154 : f32, !llvm.ptr
            llvm.store %1571, %155 : f32, !llvm.ptr
            llvm.store %1572, %156 : f32, !llvm.ptr
            llvm.store %1573, %157 : f32, !llvm.ptr
            llvm.store %1574, %158 : f32, !llvm.ptr
            llvm.store %1575, %159 : f32, !llvm.ptr
            llvm.store %1576, %160 : f32, !llvm.ptr
            llvm.store %1577, %161 : f32, !llvm.ptr
            llvm.store %1578, %162 : f32, !llvm.ptr
            llvm.store %1579, %163 : f32, !llvm.ptr
            llvm.store %1580, %164 : f32, !llvm.ptr
            llvm.store %1581, %165 : f32, !llvm.ptr
            llvm.store %1582, %166 : f32, !llvm.ptr
            llvm.store %1583, %167 : f32, !llvm.ptr
            llvm.store %1584, %168 : f32, !llvm.ptr
            llvm.store %1585, %169 : f32, !llvm.ptr
            llvm.store %1586, %170 : f32, !llvm.ptr
            llvm.store %1587, %171 : f32, !llvm.ptr
            llvm.store %1588, %172 : f32, !llvm.ptr
            llvm.store %1589, %173 : f32, !llvm.ptr
            llvm.store %1590, %174 : f32, !llvm.ptr
            llvm.store %1591, %175 : f32, !llvm.ptr
            llvm.store %1592, %176 : f32, !llvm.ptr
            llvm.store %1593, %177 : f32, !llvm.ptr
            llvm.store %1594, %178 : f32, !llvm.ptr
            llvm.store %1595, %179 : f32, !llvm.ptr
            llvm.store %1596, %180 : f32, !llvm.ptr
            llvm.store %1597, %181 : f32, !llvm.ptr
            llvm.store %1598, %182 : f32, !llvm.ptr
            llvm.store %1599, %183 : f32, !llvm.ptr
            llvm.store %1600, %184 : f32, !llvm.ptr
            llvm.store %1601, %185 : f32, !llvm.ptr
            llvm.store %1602, %186 : f32, !llvm.ptr
            llvm.store %1603, %187 : f32, !llvm.ptr
            llvm.store %1604, %188 : f32, !llvm.ptr
            llvm.store %1605, %189 : f32, !llvm.ptr
            llvm.store %1606, %190 : f32, !llvm.ptr
            llvm.store %1607, %191 : f32, !llvm.ptr
            llvm.store %1608, %192 : f32, !llvm.ptr
            llvm.store %1609, %193 : f32, !llvm.ptr
            llvm.store %1610, %194 : f32, !llvm.ptr
            llvm.store %1611, %195 : f32, !llvm.ptr
            llvm.store %1612, %196 : f32, !llvm.ptr
            llvm.store %1613, %197 : f32, !llvm.ptr
            llvm.store %1614, %198 : f32, !llvm.ptr
            llvm.store %1615, %199 : f32, !llvm.ptr
            llvm.store %1616, %200 : f32, !llvm.ptr
            llvm.store %1617, %201 : f32, !llvm.ptr
            llvm.store %1618, %202 : f32, !llvm.ptr
            llvm.store %1619, %203 : f32, !llvm.ptr
            llvm.store %1620, %204 : f32, !llvm.ptr
            llvm.store %1621, %205 : f32, !llvm.ptr
            llvm.store %1622, %206 : f32, !llvm.ptr
            llvm.store %1623, %207 : f32, !llvm.ptr
            llvm.store %1624, %208 : f32, !llvm.ptr
            llvm.store %1625, %209 : f32, !llvm.ptr
            llvm.store %1626, %210 : f32, !llvm.ptr
            llvm.store %1627, %211 : f32, !llvm.ptr
            llvm.store %1628, %212 : f32, !llvm.ptr
            llvm.store %1629, %213 : f32, !llvm.ptr
            llvm.store %1630, %214 : f32, !llvm.ptr
            llvm.store %1631, %215 : f32, !llvm.ptr
            llvm.store %1632, %216 : f32, !llvm.ptr
            llvm.store %1633, %217 : f32, !llvm.ptr
            llvm.store %1634, %218 : f32, !llvm.ptr
            nvvm.wgmma.commit.group.sync.aligned
            nvvm.wgmma.wait.group.sync.aligned 1
            %1635 = arith.cmpi sgt, %arg13, %c0_i32 : i32
            %1636:3 = scf.if %1635 -> (i32, i32, i32) {
              scf.if %48 {
                %1647 = llvm.getelementptr %46[%arg15] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
                %1648 = nvvm.mapa %1647, %49 : !llvm.ptr<3> -> !llvm.ptr<7>
                nvvm.mbarrier.arrive %1648, %c1_i32 : !llvm.ptr<7>
              }
              %1642 = arith.addi %arg15, %c1_i32 : i32
              %1643 = arith.addi %arg14, %c1_i32 : i32
              %1644 = arith.cmpi eq, %1642, %c4_i32 : i32
              %1645 = arith.select %1644, %c0_i32, %1642 : i32
              %1646 = scf.if %1644 -> (i32) {
                %1647 = arith.xori %arg16, %c1_i32 : i32
                scf.yield %1647 : i32
              } else {
                scf.yield %arg16 : i32
              }
              scf.yield %1643, %1645, %1646 : i32, i32, i32
            } else {
              scf.yield %arg14, %arg15, %arg16 : i32, i32, i32
            }
            %1637 = arith.addi %arg18, %c1_i32 : i32
            %1638 = arith.addi %arg17, %c1_i32 : i32
            %1639 = arith.cmpi eq, %1637, %c4_i32 : i32
            %1640 = arith.select %1639, %c0_i32, %1637 : i32
            %1641 = scf.if %1639 -> (i32) {
              %1642 = arith.xori %arg19, %c1_i32 : i32
              scf.yield %1642 : i32
            } else {
              scf.yield %arg19 : i32
            }
            scf.yield %1636#0, %1636#1, %1636#2, %1638, %1640, %1641 : i32, i32, i32, i32, i32, i32
          }
          nvvm.wgmma.wait.group.sync.aligned 0
          scf.if %48 {
            %568 = llvm.getelementptr %46[%391#1] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %569 = nvvm.mapa %568, %49 : !llvm.ptr<3> -> !llvm.ptr<7>
            nvvm.mbarrier.arrive %569, %c1_i32 : !llvm.ptr<7>
          }
          %392 = arith.addi %391#1, %c1_i32 : i32
          %393 = arith.addi %391#0, %c1_i32 : i32
          %394 = arith.cmpi eq, %392, %c4_i32 : i32
          %395 = arith.select %394, %c0_i32, %392 : i32
          %396 = scf.if %394 -> (i32) {
            %568 = arith.xori %391#2, %c1_i32 : i32
            scf.yield %568 : i32
          } else {
            scf.yield %391#2 : i32
          }
          %397 = arith.muli %387, %c128_i32 overflow<nsw> : i32
          %398 = arith.muli %389, %c256_i32 overflow<nsw> : i32
          %399 = llvm.load %4 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %399, %3 {alignment = 32 : i64} : f32, !llvm.ptr
          %400 = llvm.load %231 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %400, %232 {alignment = 4 : i64} : f32, !llvm.ptr
          %401 = llvm.load %233 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %401, %234 {alignment = 8 : i64} : f32, !llvm.ptr
          %402 = llvm.load %235 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %402, %236 {alignment = 4 : i64} : f32, !llvm.ptr
          %403 = llvm.load %237 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %403, %238 {alignment = 16 : i64} : f32, !llvm.ptr
          %404 = llvm.load %239 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %404, %240 {alignment = 4 : i64} : f32, !llvm.ptr
          %405 = llvm.load %241 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %405, %242 {alignment = 8 : i64} : f32, !llvm.ptr
          %406 = llvm.load %243 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %406, %244 {alignment = 4 : i64} : f32, !llvm.ptr
          %407 = llvm.load %245 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %407, %246 {alignment = 32 : i64} : f32, !llvm.ptr
          %408 = llvm.load %247 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %408, %248 {alignment = 4 : i64} : f32, !llvm.ptr
          %409 = llvm.load %249 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %409, %250 {alignment = 8 : i64} : f32, !llvm.ptr
          %410 = llvm.load %251 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %410, %252 {alignment = 4 : i64} : f32, !llvm.ptr
          %411 = llvm.load %253 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %411, %254 {alignment = 16 : i64} : f32, !llvm.ptr
          %412 = llvm.load %255 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %412, %256 {alignment = 4 : i64} : f32, !llvm.ptr
          %413 = llvm.load %257 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %413, %258 {alignment = 8 : i64} : f32, !llvm.ptr
          %414 = llvm.load %259 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %414, %260 {alignment = 4 : i64} : f32, !llvm.ptr
          %415 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
          %416 = arith.truncf %415 : vector<16xf32> to vector<16xbf16>
          llvm.store %416, %2 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
          %417 = arith.muli %arg4, %c4096_i32 overflow<nsw> : i32
          scf.for %arg13 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
            %568 = arith.muli %arg13, %c8_i32 overflow<nsw> : i32
            %569 = llvm.getelementptr %2[%568] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %570 = arith.muli %arg13, %c16_i32 overflow<nsw> : i32
            %571 = llvm.getelementptr %87[%570] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %572 = llvm.load %569 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
            %573:4 = vector.to_elements %572 : vector<4xi32>
            %574 = llvm.ptrtoint %571 : !llvm.ptr<3> to i64
            %575 = arith.andi %574, %c384_i64 : i64
            %576 = arith.shrui %575, %c3_i64 : i64
            %577 = arith.xori %574, %576 : i64
            %578 = llvm.inttoptr %577 : i64 to !llvm.ptr<3>
            %579 = llvm.getelementptr %578[%417] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            nvvm.stmatrix %579, %573#0, %573#1, %573#2, %573#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          scf.if %261 {
            %568 = arith.muli %arg4, %c4096_i32 overflow<nsw> : i32
            %569 = llvm.getelementptr %45[%568] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            nvvm.cp.async.bulk.tensor.global.shared.cta %7, %569, box[%398, %397, %375] l2_cache_hint = %0 : !llvm.ptr, <3>
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
          }
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          %418 = arith.addi %arg4, %c1_i32 : i32
          %419 = arith.remsi %418, %c4_i32 : i32
          %420 = llvm.load %262 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %420, %3 {alignment = 32 : i64} : f32, !llvm.ptr
          %421 = llvm.load %263 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %421, %232 {alignment = 4 : i64} : f32, !llvm.ptr
          %422 = llvm.load %264 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %422, %234 {alignment = 8 : i64} : f32, !llvm.ptr
          %423 = llvm.load %265 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %423, %236 {alignment = 4 : i64} : f32, !llvm.ptr
          %424 = llvm.load %266 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %424, %238 {alignment = 16 : i64} : f32, !llvm.ptr
          %425 = llvm.load %267 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %425, %240 {alignment = 4 : i64} : f32, !llvm.ptr
          %426 = llvm.load %268 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %426, %242 {alignment = 8 : i64} : f32, !llvm.ptr
          %427 = llvm.load %269 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %427, %244 {alignment = 4 : i64} : f32, !llvm.ptr
          %428 = llvm.load %270 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %428, %246 {alignment = 32 : i64} : f32, !llvm.ptr
          %429 = llvm.load %271 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %429, %248 {alignment = 4 : i64} : f32, !llvm.ptr
          %430 = llvm.load %272 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %430, %250 {alignment = 8 : i64} : f32, !llvm.ptr
          %431 = llvm.load %273 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %431, %252 {alignment = 4 : i64} : f32, !llvm.ptr
          %432 = llvm.load %274 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %432, %254 {alignment = 16 : i64} : f32, !llvm.ptr
          %433 = llvm.load %275 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %433, %256 {alignment = 4 : i64} : f32, !llvm.ptr
          %434 = llvm.load %276 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %434, %258 {alignment = 8 : i64} : f32, !llvm.ptr
          %435 = llvm.load %277 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %435, %260 {alignment = 4 : i64} : f32, !llvm.ptr
          %436 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
          %437 = arith.truncf %436 : vector<16xf32> to vector<16xbf16>
          llvm.store %437, %2 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
          %438 = arith.muli %419, %c4096_i32 overflow<nsw> : i32
          scf.for %arg13 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
            %568 = arith.muli %arg13, %c8_i32 overflow<nsw> : i32
            %569 = llvm.getelementptr %2[%568] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %570 = arith.muli %arg13, %c16_i32 overflow<nsw> : i32
            %571 = llvm.getelementptr %87[%570] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %572 = llvm.load %569 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
            %573:4 = vector.to_elements %572 : vector<4xi32>
            %574 = llvm.ptrtoint %571 : !llvm.ptr<3> to i64
            %575 = arith.andi %574, %c384_i64 : i64
            %576 = arith.shrui %575, %c3_i64 : i64
            %577 = arith.xori %574, %576 : i64
            %578 = llvm.inttoptr %577 : i64 to !llvm.ptr<3>
            %579 = llvm.getelementptr %578[%438] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            nvvm.stmatrix %579, %573#0, %573#1, %573#2, %573#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          scf.if %261 {
            %568 = arith.muli %419, %c4096_i32 overflow<nsw> : i32
            %569 = llvm.getelementptr %45[%568] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %570 = arith.addi %398, %c32_i32 overflow<nsw> : i32
            nvvm.cp.async.bulk.tensor.global.shared.cta %8, %569, box[%570, %397, %375] l2_cache_hint = %0 : !llvm.ptr, <3>
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
          }
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          %439 = arith.addi %419, %c1_i32 : i32
          %440 = arith.remsi %439, %c4_i32 : i32
          %441 = llvm.load %278 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %441, %3 {alignment = 32 : i64} : f32, !llvm.ptr
          %442 = llvm.load %279 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %442, %232 {alignment = 4 : i64} : f32, !llvm.ptr
          %443 = llvm.load %280 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %443, %234 {alignment = 8 : i64} : f32, !llvm.ptr
          %444 = llvm.load %281 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %444, %236 {alignment = 4 : i64} : f32, !llvm.ptr
          %445 = llvm.load %282 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %445, %238 {alignment = 16 : i64} : f32, !llvm.ptr
          %446 = llvm.load %283 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %446, %240 {alignment = 4 : i64} : f32, !llvm.ptr
          %447 = llvm.load %284 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %447, %242 {alignment = 8 : i64} : f32, !llvm.ptr
          %448 = llvm.load %285 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %448, %244 {alignment = 4 : i64} : f32, !llvm.ptr
          %449 = llvm.load %286 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %449, %246 {alignment = 32 : i64} : f32, !llvm.ptr
          %450 = llvm.load %287 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %450, %248 {alignment = 4 : i64} : f32, !llvm.ptr
          %451 = llvm.load %288 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %451, %250 {alignment = 8 : i64} : f32, !llvm.ptr
          %452 = llvm.load %289 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %452, %252 {alignment = 4 : i64} : f32, !llvm.ptr
          %453 = llvm.load %290 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %453, %254 {alignment = 16 : i64} : f32, !llvm.ptr
          %454 = llvm.load %291 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %454, %256 {alignment = 4 : i64} : f32, !llvm.ptr
          %455 = llvm.load %292 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %455, %258 {alignment = 8 : i64} : f32, !llvm.ptr
          %456 = llvm.load %293 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %456, %260 {alignment = 4 : i64} : f32, !llvm.ptr
          %457 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
          %458 = arith.truncf %457 : vector<16xf32> to vector<16xbf16>
          llvm.store %458, %2 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
          %459 = arith.muli %440, %c4096_i32 overflow<nsw> : i32
          scf.for %arg13 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
            %568 = arith.muli %arg13, %c8_i32 overflow<nsw> : i32
            %569 = llvm.getelementptr %2[%568] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %570 = arith.muli %arg13, %c16_i32 overflow<nsw> : i32
            %571 = llvm.getelementptr %87[%570] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %572 = llvm.load %569 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
            %573:4 = vector.to_elements %572 : vector<4xi32>
            %574 = llvm.ptrtoint %571 : !llvm.ptr<3> to i64
            %575 = arith.andi %574, %c384_i64 : i64
            %576 = arith.shrui %575, %c3_i64 : i64
            %577 = arith.xori %574, %576 : i64
            %578 = llvm.inttoptr %577 : i64 to !llvm.ptr<3>
            %579 = llvm.getelementptr %578[%459] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            nvvm.stmatrix %579, %573#0, %573#1, %573#2, %573#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          scf.if %261 {
            %568 = arith.muli %440, %c4096_i32 overflow<nsw> : i32
            %569 = llvm.getelementptr %45[%568] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %570 = arith.addi %398, %c64_i32 overflow<nsw> : i32
            nvvm.cp.async.bulk.tensor.global.shared.cta %9, %569, box[%570, %397, %375] l2_cache_hint = %0 : !llvm.ptr, <3>
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
          }
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          %460 = arith.addi %440, %c1_i32 : i32
          %461 = arith.remsi %460, %c4_i32 : i32
          %462 = llvm.load %294 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %462, %3 {alignment = 32 : i64} : f32, !llvm.ptr
          %463 = llvm.load %295 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %463, %232 {alignment = 4 : i64} : f32, !llvm.ptr
          %464 = llvm.load %296 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %464, %234 {alignment = 8 : i64} : f32, !llvm.ptr
          %465 = llvm.load %297 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %465, %236 {alignment = 4 : i64} : f32, !llvm.ptr
          %466 = llvm.load %298 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %466, %238 {alignment = 16 : i64} : f32, !llvm.ptr
          %467 = llvm.load %299 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %467, %240 {alignment = 4 : i64} : f32, !llvm.ptr
          %468 = llvm.load %300 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %468, %242 {alignment = 8 : i64} : f32, !llvm.ptr
          %469 = llvm.load %301 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %469, %244 {alignment = 4 : i64} : f32, !llvm.ptr
          %470 = llvm.load %302 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %470, %246 {alignment = 32 : i64} : f32, !llvm.ptr
          %471 = llvm.load %303 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %471, %248 {alignment = 4 : i64} : f32, !llvm.ptr
          %472 = llvm.load %304 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %472, %250 {alignment = 8 : i64} : f32, !llvm.ptr
          %473 = llvm.load %305 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %473, %252 {alignment = 4 : i64} : f32, !llvm.ptr
          %474 = llvm.load %306 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %474, %254 {alignment = 16 : i64} : f32, !llvm.ptr
          %475 = llvm.load %307 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %475, %256 {alignment = 4 : i64} : f32, !llvm.ptr
          %476 = llvm.load %308 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %476, %258 {alignment = 8 : i64} : f32, !llvm.ptr
          %477 = llvm.load %309 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %477, %260 {alignment = 4 : i64} : f32, !llvm.ptr
          %478 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
          %479 = arith.truncf %478 : vector<16xf32> to vector<16xbf16>
          llvm.store %479, %2 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
          %480 = arith.muli %461, %c4096_i32 overflow<nsw> : i32
          scf.for %arg13 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
            %568 = arith.muli %arg13, %c8_i32 overflow<nsw> : i32
            %569 = llvm.getelementptr %2[%568] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %570 = arith.muli %arg13, %c16_i32 overflow<nsw> : i32
            %571 = llvm.getelementptr %87[%570] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %572 = llvm.load %569 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
            %573:4 = vector.to_elements %572 : vector<4xi32>
            %574 = llvm.ptrtoint %571 : !llvm.ptr<3> to i64
            %575 = arith.andi %574, %c384_i64 : i64
            %576 = arith.shrui %575, %c3_i64 : i64
            %577 = arith.xori %574, %576 : i64
            %578 = llvm.inttoptr %577 : i64 to !llvm.ptr<3>
            %579 = llvm.getelementptr %578[%480] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            nvvm.stmatrix %579, %573#0, %573#1, %573#2, %573#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          scf.if %261 {
            %568 = arith.muli %461, %c4096_i32 overflow<nsw> : i32
            %569 = llvm.getelementptr %45[%568] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %570 = arith.addi %398, %c96_i32 overflow<nsw> : i32
            nvvm.cp.async.bulk.tensor.global.shared.cta %10, %569, box[%570, %397, %375] l2_cache_hint = %0 : !llvm.ptr, <3>
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
          }
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          %481 = arith.addi %461, %c1_i32 : i32
          %482 = arith.remsi %481, %c4_i32 : i32
          %483 = llvm.load %310 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %483, %3 {alignment = 32 : i64} : f32, !llvm.ptr
          %484 = llvm.load %311 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %484, %232 {alignment = 4 : i64} : f32, !llvm.ptr
          %485 = llvm.load %312 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %485, %234 {alignment = 8 : i64} : f32, !llvm.ptr
          %486 = llvm.load %313 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %486, %236 {alignment = 4 : i64} : f32, !llvm.ptr
          %487 = llvm.load %314 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %487, %238 {alignment = 16 : i64} : f32, !llvm.ptr
          %488 = llvm.load %315 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %488, %240 {alignment = 4 : i64} : f32, !llvm.ptr
          %489 = llvm.load %316 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %489, %242 {alignment = 8 : i64} : f32, !llvm.ptr
          %490 = llvm.load %317 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %490, %244 {alignment = 4 : i64} : f32, !llvm.ptr
          %491 = llvm.load %318 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %491, %246 {alignment = 32 : i64} : f32, !llvm.ptr
          %492 = llvm.load %319 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %492, %248 {alignment = 4 : i64} : f32, !llvm.ptr
          %493 = llvm.load %320 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %493, %250 {alignment = 8 : i64} : f32, !llvm.ptr
          %494 = llvm.load %321 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %494, %252 {alignment = 4 : i64} : f32, !llvm.ptr
          %495 = llvm.load %322 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %495, %254 {alignment = 16 : i64} : f32, !llvm.ptr
          %496 = llvm.load %323 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %496, %256 {alignment = 4 : i64} : f32, !llvm.ptr
          %497 = llvm.load %324 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %497, %258 {alignment = 8 : i64} : f32, !llvm.ptr
          %498 = llvm.load %325 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %498, %260 {alignment = 4 : i64} : f32, !llvm.ptr
          %499 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
          %500 = arith.truncf %499 : vector<16xf32> to vector<16xbf16>
          llvm.store %500, %2 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
          %501 = arith.muli %482, %c4096_i32 overflow<nsw> : i32
          scf.for %arg13 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
            %568 = arith.muli %arg13, %c8_i32 overflow<nsw> : i32
            %569 = llvm.getelementptr %2[%568] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %570 = arith.muli %arg13, %c16_i32 overflow<nsw> : i32
            %571 = llvm.getelementptr %87[%570] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %572 = llvm.load %569 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
            %573:4 = vector.to_elements %572 : vector<4xi32>
            %574 = llvm.ptrtoint %571 : !llvm.ptr<3> to i64
            %575 = arith.andi %574, %c384_i64 : i64
            %576 = arith.shrui %575, %c3_i64 : i64
            %577 = arith.xori %574, %576 : i64
            %578 = llvm.inttoptr %577 : i64 to !llvm.ptr<3>
            %579 = llvm.getelementptr %578[%501] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            nvvm.stmatrix %579, %573#0, %573#1, %573#2, %573#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          scf.if %261 {
            %568 = arith.muli %482, %c4096_i32 overflow<nsw> : i32
            %569 = llvm.getelementptr %45[%568] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %570 = arith.addi %398, %c128_i32 overflow<nsw> : i32
            nvvm.cp.async.bulk.tensor.global.shared.cta %11, %569, box[%570, %397, %375] l2_cache_hint = %0 : !llvm.ptr, <3>
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
          }
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          %502 = arith.addi %482, %c1_i32 : i32
          %503 = arith.remsi %502, %c4_i32 : i32
          %504 = llvm.load %326 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %504, %3 {alignment = 32 : i64} : f32, !llvm.ptr
          %505 = llvm.load %327 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %505, %232 {alignment = 4 : i64} : f32, !llvm.ptr
          %506 = llvm.load %328 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %506, %234 {alignment = 8 : i64} : f32, !llvm.ptr
          %507 = llvm.load %329 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %507, %236 {alignment = 4 : i64} : f32, !llvm.ptr
          %508 = llvm.load %330 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %508, %238 {alignment = 16 : i64} : f32, !llvm.ptr
          %509 = llvm.load %331 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %509, %240 {alignment = 4 : i64} : f32, !llvm.ptr
          %510 = llvm.load %332 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %510, %242 {alignment = 8 : i64} : f32, !llvm.ptr
          %511 = llvm.load %333 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %511, %244 {alignment = 4 : i64} : f32, !llvm.ptr
          %512 = llvm.load %334 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %512, %246 {alignment = 32 : i64} : f32, !llvm.ptr
          %513 = llvm.load %335 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %513, %248 {alignment = 4 : i64} : f32, !llvm.ptr
          %514 = llvm.load %336 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %514, %250 {alignment = 8 : i64} : f32, !llvm.ptr
          %515 = llvm.load %337 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %515, %252 {alignment = 4 : i64} : f32, !llvm.ptr
          %516 = llvm.load %338 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %516, %254 {alignment = 16 : i64} : f32, !llvm.ptr
          %517 = llvm.load %339 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %517, %256 {alignment = 4 : i64} : f32, !llvm.ptr
          %518 = llvm.load %340 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %518, %258 {alignment = 8 : i64} : f32, !llvm.ptr
          %519 = llvm.load %341 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %519, %260 {alignment = 4 : i64} : f32, !llvm.ptr
          %520 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
          %521 = arith.truncf %520 : vector<16xf32> to vector<16xbf16>
          llvm.store %521, %2 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
          %522 = arith.muli %503, %c4096_i32 overflow<nsw> : i32
          scf.for %arg13 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
            %568 = arith.muli %arg13, %c8_i32 overflow<nsw> : i32
            %569 = llvm.getelementptr %2[%568] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %570 = arith.muli %arg13, %c16_i32 overflow<nsw> : i32
            %571 = llvm.getelementptr %87[%570] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %572 = llvm.load %569 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
            %573:4 = vector.to_elements %572 : vector<4xi32>
            %574 = llvm.ptrtoint %571 : !llvm.ptr<3> to i64
            %575 = arith.andi %574, %c384_i64 : i64
            %576 = arith.shrui %575, %c3_i64 : i64
            %577 = arith.xori %574, %576 : i64
            %578 = llvm.inttoptr %577 : i64 to !llvm.ptr<3>
            %579 = llvm.getelementptr %578[%522] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            nvvm.stmatrix %579, %573#0, %573#1, %573#2, %573#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          scf.if %261 {
            %568 = arith.muli %503, %c4096_i32 overflow<nsw> : i32
            %569 = llvm.getelementptr %45[%568] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %570 = arith.addi %398, %c160_i32 overflow<nsw> : i32
            nvvm.cp.async.bulk.tensor.global.shared.cta %12, %569, box[%570, %397, %375] l2_cache_hint = %0 : !llvm.ptr, <3>
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
          }
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          %523 = arith.addi %503, %c1_i32 : i32
          %524 = arith.remsi %523, %c4_i32 : i32
          %525 = llvm.load %342 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %525, %3 {alignment = 32 : i64} : f32, !llvm.ptr
          %526 = llvm.load %343 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %526, %232 {alignment = 4 : i64} : f32, !llvm.ptr
          %527 = llvm.load %344 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %527, %234 {alignment = 8 : i64} : f32, !llvm.ptr
          %528 = llvm.load %345 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %528, %236 {alignment = 4 : i64} : f32, !llvm.ptr
          %529 = llvm.load %346 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %529, %238 {alignment = 16 : i64} : f32, !llvm.ptr
          %530 = llvm.load %347 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %530, %240 {alignment = 4 : i64} : f32, !llvm.ptr
          %531 = llvm.load %348 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %531, %242 {alignment = 8 : i64} : f32, !llvm.ptr
          %532 = llvm.load %349 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %532, %244 {alignment = 4 : i64} : f32, !llvm.ptr
          %533 = llvm.load %350 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %533, %246 {alignment = 32 : i64} : f32, !llvm.ptr
          %534 = llvm.load %351 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %534, %248 {alignment = 4 : i64} : f32, !llvm.ptr
          %535 = llvm.load %352 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %535, %250 {alignment = 8 : i64} : f32, !llvm.ptr
          %536 = llvm.load %353 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %536, %252 {alignment = 4 : i64} : f32, !llvm.ptr
          %537 = llvm.load %354 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %537, %254 {alignment = 16 : i64} : f32, !llvm.ptr
          %538 = llvm.load %355 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %538, %256 {alignment = 4 : i64} : f32, !llvm.ptr
          %539 = llvm.load %356 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %539, %258 {alignment = 8 : i64} : f32, !llvm.ptr
          %540 = llvm.load %357 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %540, %260 {alignment = 4 : i64} : f32, !llvm.ptr
          %541 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
          %542 = arith.truncf %541 : vector<16xf32> to vector<16xbf16>
          llvm.store %542, %2 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
          %543 = arith.muli %524, %c4096_i32 overflow<nsw> : i32
          scf.for %arg13 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
            %568 = arith.muli %arg13, %c8_i32 overflow<nsw> : i32
            %569 = llvm.getelementptr %2[%568] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %570 = arith.muli %arg13, %c16_i32 overflow<nsw> : i32
            %571 = llvm.getelementptr %87[%570] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %572 = llvm.load %569 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
            %573:4 = vector.to_elements %572 : vector<4xi32>
            %574 = llvm.ptrtoint %571 : !llvm.ptr<3> to i64
            %575 = arith.andi %574, %c384_i64 : i64
            %576 = arith.shrui %575, %c3_i64 : i64
            %577 = arith.xori %574, %576 : i64
            %578 = llvm.inttoptr %577 : i64 to !llvm.ptr<3>
            %579 = llvm.getelementptr %578[%543] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            nvvm.stmatrix %579, %573#0, %573#1, %573#2, %573#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          scf.if %261 {
            %568 = arith.muli %524, %c4096_i32 overflow<nsw> : i32
            %569 = llvm.getelementptr %45[%568] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %570 = arith.addi %398, %c192_i32 overflow<nsw> : i32
            nvvm.cp.async.bulk.tensor.global.shared.cta %13, %569, box[%570, %397, %375] l2_cache_hint = %0 : !llvm.ptr, <3>
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
          }
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          %544 = arith.addi %524, %c1_i32 : i32
          %545 = arith.remsi %544, %c4_i32 : i32
          %546 = llvm.load %358 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %546, %3 {alignment = 32 : i64} : f32, !llvm.ptr
          %547 = llvm.load %359 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %547, %232 {alignment = 4 : i64} : f32, !llvm.ptr
          %548 = llvm.load %360 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %548, %234 {alignment = 8 : i64} : f32, !llvm.ptr
          %549 = llvm.load %361 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %549, %236 {alignment = 4 : i64} : f32, !llvm.ptr
          %550 = llvm.load %362 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %550, %238 {alignment = 16 : i64} : f32, !llvm.ptr
          %551 = llvm.load %363 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %551, %240 {alignment = 4 : i64} : f32, !llvm.ptr
          %552 = llvm.load %364 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %552, %242 {alignment = 8 : i64} : f32, !llvm.ptr
          %553 = llvm.load %365 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %553, %244 {alignment = 4 : i64} : f32, !llvm.ptr
          %554 = llvm.load %366 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %554, %246 {alignment = 32 : i64} : f32, !llvm.ptr
          %555 = llvm.load %367 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %555, %248 {alignment = 4 : i64} : f32, !llvm.ptr
          %556 = llvm.load %368 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %556, %250 {alignment = 8 : i64} : f32, !llvm.ptr
          %557 = llvm.load %369 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %557, %252 {alignment = 4 : i64} : f32, !llvm.ptr
          %558 = llvm.load %370 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %558, %254 {alignment = 16 : i64} : f32, !llvm.ptr
          %559 = llvm.load %371 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %559, %256 {alignment = 4 : i64} : f32, !llvm.ptr
          %560 = llvm.load %372 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %560, %258 {alignment = 8 : i64} : f32, !llvm.ptr
          %561 = llvm.load %373 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %561, %260 {alignment = 4 : i64} : f32, !llvm.ptr
          %562 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
          %563 = arith.truncf %562 : vector<16xf32> to vector<16xbf16>
          llvm.store %563, %2 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
          %564 = arith.muli %545, %c4096_i32 overflow<nsw> : i32
          scf.for %arg13 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
            %568 = arith.muli %arg13, %c8_i32 overflow<nsw> : i32
            %569 = llvm.getelementptr %2[%568] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %570 = arith.muli %arg13, %c16_i32 overflow<nsw> : i32
            %571 = llvm.getelementptr %87[%570] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %572 = llvm.load %569 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
            %573:4 = vector.to_elements %572 : vector<4xi32>
            %574 = llvm.ptrtoint %571 : !llvm.ptr<3> to i64
            %575 = arith.andi %574, %c384_i64 : i64
            %576 = arith.shrui %575, %c3_i64 : i64
            %577 = arith.xori %574, %576 : i64
            %578 = llvm.inttoptr %577 : i64 to !llvm.ptr<3>
            %579 = llvm.getelementptr %578[%564] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            nvvm.stmatrix %579, %573#0, %573#1, %573#2, %573#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          scf.if %261 {
            %568 = arith.muli %545, %c4096_i32 overflow<nsw> : i32
            %569 = llvm.getelementptr %45[%568] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %570 = arith.addi %398, %c224_i32 overflow<nsw> : i32
            nvvm.cp.async.bulk.tensor.global.shared.cta %14, %569, box[%570, %397, %375] l2_cache_hint = %0 : !llvm.ptr, <3>
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
          }
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          %565 = arith.addi %545, %c1_i32 : i32
          %566 = arith.remsi %565, %c4_i32 : i32
          %567 = arith.addi %arg5, %37 : i32
          scf.yield %566, %567, %390, %393, %395, %396, %391#3, %391#4, %391#5 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32
        }
        nvvm.cp.async.bulk.wait_group 0 {read}
      }
      return
    }
  }
  func.func @cutlass___call___cute_irkernelsgemm_sm90_h3b1f9139(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %0 = ub.poison : !llvm_struct_2ed770
    %1 = ub.poison : !llvm.struct<(i1)>
    %c230400_i64 = arith.constant 230400 : i64
    %c127_i64 = arith.constant 127 : i64
    %c2233785415175766016_i64 = arith.constant 2233785415175766016 : i64
    %c4290672329751_i64 = arith.constant 4290672329751 : i64
    %c131000_i64 = arith.constant 131000 : i64
    %c562643092770_i64 = arith.constant 562643092770 : i64
    %c255_i64 = arith.constant 255 : i64
    %c4496830759431_i64 = arith.constant 4496830759431 : i64
    %c68120_i64 = arith.constant 68120 : i64
    %c63_i64 = arith.constant 63 : i64
    %c4539628424389459968_i64 = arith.constant 4539628424389459968 : i64
    %c1_i64 = arith.constant 1 : i64
    %c4290672329223_i64 = arith.constant 4290672329223 : i64
    %c65000_i64 = arith.constant 65000 : i64
    %c279175259426_i64 = arith.constant 279175259426 : i64
    %c0_i32 = arith.constant 0 : i32
    %c48_i32 = arith.constant 48 : i32
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %c384_i32 = arith.constant 384 : i32
    %c9007199254740991_i64 = arith.constant 9007199254740991 : i64
    %c16_i64 = arith.constant 16 : i64
    %c4_i64 = arith.constant 4 : i64
    %c0_i64 = arith.constant 0 : i64
    %c16_i32 = arith.constant 16 : i32
    %false = arith.constant false
    %2 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %3 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %4 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
    %5 = llvm.insertvalue %false, %1[0] : !llvm.struct<(i1)>
    %6 = llvm.alloca %c16_i32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %7 = llvm.ptrtoint %2 : !llvm.ptr<1> to i64
    %8 = llvm.getelementptr %6[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %8 : i64, !llvm.ptr
    %9 = llvm.getelementptr %6[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %9 : i64, !llvm.ptr
    %10 = llvm.getelementptr %6[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %10 : i64, !llvm.ptr
    %11 = llvm.getelementptr %6[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %11 : i64, !llvm.ptr
    %12 = llvm.getelementptr %6[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %12 : i64, !llvm.ptr
    %13 = llvm.getelementptr %6[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %13 : i64, !llvm.ptr
    %14 = llvm.getelementptr %6[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %14 : i64, !llvm.ptr
    %15 = llvm.getelementptr %6[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %15 : i64, !llvm.ptr
    %16 = arith.divui %7, %c16_i64 : i64
    %17 = arith.andi %16, %c9007199254740991_i64 : i64
    %18 = arith.shli %17, %c4_i64 : i64
    llvm.store %18, %8 : i64, !llvm.ptr
    llvm.store %c279175259426_i64, %9 : i64, !llvm.ptr
    llvm.store %c65000_i64, %10 : i64, !llvm.ptr
    llvm.store %c0_i64, %11 : i64, !llvm.ptr
    llvm.store %c4290672329223_i64, %12 : i64, !llvm.ptr
    llvm.store %c1_i64, %13 : i64, !llvm.ptr
    llvm.store %c4539628424389459968_i64, %14 : i64, !llvm.ptr
    llvm.store %c63_i64, %15 : i64, !llvm.ptr
    %19 = llvm.ptrtoint %6 : !llvm.ptr to i64
    %20 = llvm.inttoptr %19 : i64 to !llvm.ptr
    %21 = llvm.load %20 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %22 = llvm.insertvalue %21, %0[0] : !llvm_struct_2ed770
    %23 = llvm.alloca %c16_i32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %24 = llvm.ptrtoint %3 : !llvm.ptr<1> to i64
    %25 = llvm.getelementptr %23[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %25 : i64, !llvm.ptr
    %26 = llvm.getelementptr %23[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %26 : i64, !llvm.ptr
    %27 = llvm.getelementptr %23[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %27 : i64, !llvm.ptr
    %28 = llvm.getelementptr %23[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %28 : i64, !llvm.ptr
    %29 = llvm.getelementptr %23[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %29 : i64, !llvm.ptr
    %30 = llvm.getelementptr %23[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %30 : i64, !llvm.ptr
    %31 = llvm.getelementptr %23[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %31 : i64, !llvm.ptr
    %32 = llvm.getelementptr %23[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %32 : i64, !llvm.ptr
    %33 = arith.divui %24, %c16_i64 : i64
    %34 = arith.andi %33, %c9007199254740991_i64 : i64
    %35 = arith.shli %34, %c4_i64 : i64
    llvm.store %35, %25 : i64, !llvm.ptr
    llvm.store %c279175259426_i64, %26 : i64, !llvm.ptr
    llvm.store %c68120_i64, %27 : i64, !llvm.ptr
    llvm.store %c0_i64, %28 : i64, !llvm.ptr
    llvm.store %c4496830759431_i64, %29 : i64, !llvm.ptr
    llvm.store %c1_i64, %30 : i64, !llvm.ptr
    llvm.store %c4539628424389459968_i64, %31 : i64, !llvm.ptr
    llvm.store %c255_i64, %32 : i64, !llvm.ptr
    %36 = llvm.ptrtoint %23 : !llvm.ptr to i64
    %37 = llvm.inttoptr %36 : i64 to !llvm.ptr
    %38 = llvm.load %37 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %39 = llvm.insertvalue %38, %0[0] : !llvm_struct_2ed770
    %40 = llvm.alloca %c16_i32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %41 = llvm.ptrtoint %4 : !llvm.ptr<1> to i64
    %42 = llvm.getelementptr %40[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %42 : i64, !llvm.ptr
    %43 = llvm.getelementptr %40[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %43 : i64, !llvm.ptr
    %44 = llvm.getelementptr %40[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %44 : i64, !llvm.ptr
    %45 = llvm.getelementptr %40[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %45 : i64, !llvm.ptr
    %46 = llvm.getelementptr %40[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %46 : i64, !llvm.ptr
    %47 = llvm.getelementptr %40[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %47 : i64, !llvm.ptr
    %48 = llvm.getelementptr %40[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %48 : i64, !llvm.ptr
    %49 = llvm.getelementptr %40[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %49 : i64, !llvm.ptr
    %50 = arith.divui %41, %c16_i64 : i64
    %51 = arith.andi %50, %c9007199254740991_i64 : i64
    %52 = arith.shli %51, %c4_i64 : i64
    llvm.store %52, %42 : i64, !llvm.ptr
    llvm.store %c562643092770_i64, %43 : i64, !llvm.ptr
    llvm.store %c131000_i64, %44 : i64, !llvm.ptr
    llvm.store %c0_i64, %45 : i64, !llvm.ptr
    llvm.store %c4290672329751_i64, %46 : i64, !llvm.ptr
    llvm.store %c1_i64, %47 : i64, !llvm.ptr
    llvm.store %c2233785415175766016_i64, %48 : i64, !llvm.ptr
    llvm.store %c127_i64, %49 : i64, !llvm.ptr
    %53 = llvm.ptrtoint %40 : !llvm.ptr to i64
    %54 = llvm.inttoptr %53 : i64 to !llvm.ptr
    %55 = llvm.load %54 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %56 = llvm.insertvalue %55, %0[0] : !llvm_struct_2ed770
    %57 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c384_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c230400_i64, gridDim = (%c1_i32, %c2_i32, %c48_i32), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%57] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cluster_dim[%57] (%c1_i32, %c2_i32, %c1_i32) : !cuda_launch_cfg_2cf94c, i32, i32, i32
    cuda.launch_cfg.cooperative[%57] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %58 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0<%57> (%22, %39, %56, %5) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_2ed770, !llvm_struct_2ed770, !llvm_struct_2ed770, !llvm.struct<(i1)>) -> !cuda.result
    %59 = cuda.cast %58 : !cuda.result -> i32
    cuda.return_if_error %59 : i32
    return %c0_i32 : i32
  }
}
