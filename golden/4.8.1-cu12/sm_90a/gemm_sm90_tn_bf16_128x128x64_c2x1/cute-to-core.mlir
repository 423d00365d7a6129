!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_2ed770 = !llvm.struct<(struct<(array<16 x i64>)>)>
!llvm_struct_4a19c2 = !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    cuda.kernel @kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0(%arg0: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg1: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg2: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg3: !llvm.struct<(i1)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 384, 1, 1>, exact_cluster_dim = array<i64: 2, 1, 1>, exact_grid_dim = array<i64: 2, 1, 66>, schema_version = 1 : i64}, gpu.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 384, 1, 1>, smem.config_smem_size = 230400 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %c4611686018427387904_i64 = arith.constant 4611686018427387904 : i64
      %c0_i64 = arith.constant 0 : i64
      %c274877906944_i64 = arith.constant 274877906944 : i64
      %c64_i64 = arith.constant 64 : i64
      %c65536_i64 = arith.constant 65536 : i64
      %c1_i64 = arith.constant 1 : i64
      %0 = llvm.mlir.zero : i64
      %c96_i32 = arith.constant 96 : i32
      %c3_i64 = arith.constant 3 : i64
      %c384_i64 = arith.constant 384 : i64
      %c16383_i32 = arith.constant 16383 : i32
      %c8192_i32 = arith.constant 8192 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %c1024_i64 = arith.constant 1024 : i64
      %c31_i32 = arith.constant 31 : i32
      %c-1_i32 = arith.constant -1 : i32
      %1 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %c32_i32 = arith.constant 32 : i32
      %c128_i32 = arith.constant 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %true = arith.constant true
      %c4096_i32 = arith.constant 4096 : i32
      %c72_i32 = arith.constant 72 : i32
      %c36_i32 = arith.constant 36 : i32
      %c4_i32 = arith.constant 4 : i32
      %c9_i32 = arith.constant 9 : i32
      %c10000000_i32 = arith.constant 10000000 : i32
      %c32768_i32 = arith.constant 32768 : i32
      %c3_i16 = arith.constant 3 : i16
      %c6_i32 = arith.constant 6 : i32
      %c8_i32 = arith.constant 8 : i32
      %c256_i32 = arith.constant 256 : i32
      %c512_i32 = arith.constant 512 : i32
      %cst = arith.constant dense<0.000000e+00> : vector<64xf32>
      %c64_i32 = arith.constant 64 : i32
      %c16_i32 = arith.constant 16 : i32
      %c1_i32 = arith.constant 1 : i32
      %2 = llvm.alloca %c16_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %3 = llvm.alloca %c16_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %4 = llvm.alloca %c64_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %5 = llvm.getelementptr %arg0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %6 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %7 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %8 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %9 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %10 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %11 = llvm.ptrtoint %1 : !llvm.ptr<3> to i32
      %12 = nvvm.shfl.sync idx %c-1_i32, %11, %c0_i32, %c31_i32 : i32 -> i32
      %13 = arith.extui %12 : i32 to i64
      %14 = llvm.inttoptr %13 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%14, %c1024_i64 : !llvm.ptr<3>, i64)] : i1
      %15 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %16 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %17 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %18 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %19 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %20 = arith.muli %16, %18 : i32
      %21 = arith.addi %15, %20 : i32
      %22 = arith.muli %17, %18 : i32
      %23 = arith.muli %22, %19 : i32
      %24 = arith.addi %21, %23 : i32
      %25 = arith.floordivsi %24, %c32_i32 : i32
      %26 = nvvm.shfl.sync idx %c-1_i32, %25, %c0_i32, %c31_i32 : i32 -> i32
      %27 = nvvm.shfl.sync idx %c-1_i32, %26, %c0_i32, %c31_i32 : i32 -> i32
      %28 = arith.floordivsi %15, %c128_i32 : i32
      %29 = nvvm.shfl.sync idx %c-1_i32, %28, %c0_i32, %c31_i32 : i32 -> i32
      %30 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %31 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %32 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %33 = nvvm.read.ptx.sreg.nctaid.z range <i32, 1, 65535> : i32
      %34 = arith.cmpi eq, %27, %c0_i32 : i32
      scf.if %34 {
        nvvm.prefetch tensormap, %arg0 : !llvm.ptr
        nvvm.prefetch tensormap, %arg1 : !llvm.ptr
        nvvm.prefetch tensormap, %arg2 : !llvm.ptr
      }
      %35 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %36 = nvvm.shfl.sync idx %c-1_i32, %35, %c0_i32, %c31_i32 : i32 -> i32
      %37 = arith.remsi %36, %c2_i32 : i32
      %38 = arith.remsi %37, %c2_i32 : i32
      %39 = llvm.getelementptr %14[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %40 = llvm.getelementptr %14[99328] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %41 = llvm.getelementptr %14[197632] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      scf.if %34 {
        %57 = nvvm.elect.sync -> i1
        scf.if %57 {
          nvvm.mbarrier.init %14, %c1_i32 : !llvm.ptr<3>, i32
          %58 = llvm.getelementptr %14[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %58, %c1_i32 : !llvm.ptr<3>, i32
          %59 = llvm.getelementptr %14[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %59, %c1_i32 : !llvm.ptr<3>, i32
          %60 = llvm.getelementptr %14[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %60, %c1_i32 : !llvm.ptr<3>, i32
          %61 = llvm.getelementptr %14[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %61, %c1_i32 : !llvm.ptr<3>, i32
          %62 = llvm.getelementptr %14[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %62, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      %42 = llvm.getelementptr %14[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      scf.if %34 {
        %57 = nvvm.elect.sync -> i1
        scf.if %57 {
          nvvm.mbarrier.init %42, %c16_i32 : !llvm.ptr<3>, i32
          %58 = llvm.getelementptr %14[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %58, %c16_i32 : !llvm.ptr<3>, i32
          %59 = llvm.getelementptr %14[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %59, %c16_i32 : !llvm.ptr<3>, i32
          %60 = llvm.getelementptr %14[9] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %60, %c16_i32 : !llvm.ptr<3>, i32
          %61 = llvm.getelementptr %14[10] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %61, %c16_i32 : !llvm.ptr<3>, i32
          %62 = llvm.getelementptr %14[11] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %62, %c16_i32 : !llvm.ptr<3>, i32
        }
      }
      %43 = arith.remsi %15, %c32_i32 : i32
      %44 = arith.cmpi slt, %43, %c2_i32 : i32
      %45 = arith.remsi %43, %c2_i32 : i32
      %46 = arith.remsi %45, %c2_i32 : i32
      %47 = arith.remsi %36, %c2_i32 : i32
      %48 = arith.cmpi eq, %46, %47 : i32
      %49 = arith.extui %48 : i1 to i32
      %50 = arith.select %48, %49, %c1_i32 : i32
      %51 = arith.cmpi ne, %50, %c0_i32 : i32
      %52 = arith.andi %44, %51 : i1
      nvvm.fence.mbarrier.init
      nvvm.cluster.arrive.relaxed
      nvvm.cluster.wait
      nvvm.cluster.arrive.relaxed
      %53 = arith.muli %38, %c4096_i32 overflow<nsw> : i32
      %54 = arith.divsi %53, %c64_i32 : i32
      %55 = llvm.getelementptr %40[%53] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.cluster.wait
      %56 = arith.cmpi eq, %29, %c0_i32 : i32
      scf.if %56 {
        nvvm.setmaxregister decrease 40
        scf.if %34 {
          %57:4 = scf.while (%arg4 = %32, %arg5 = %c0_i32, %arg6 = %c0_i32, %arg7 = %c1_i32) : (i32, i32, i32, i32) -> (i32, i32, i32, i32) {
            %84 = arith.cmpi slt, %arg4, %c72_i32 : i32
            scf.condition(%84) %arg4, %arg5, %arg6, %arg7 : i32, i32, i32, i32
          } do {
          ^bb0(%arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32):
            %84 = arith.floordivsi %arg4, %c36_i32 : i32
            %85 = arith.muli %84, %c36_i32 : i32
            %86 = arith.subi %arg4, %85 : i32
            %87 = arith.floordivsi %86, %c36_i32 : i32
            %88 = arith.muli %87, %c4_i32 : i32
            %89 = arith.subi %c4_i32, %88 : i32
            %90 = arith.minsi %89, %c4_i32 : i32
            %91 = arith.muli %87, %c36_i32 : i32
            %92 = arith.subi %86, %91 : i32
            %93 = arith.remsi %92, %90 : i32
            %94 = arith.addi %88, %93 : i32
            %95 = arith.floordivsi %92, %90 : i32
            %96 = arith.muli %94, %c2_i32 : i32
            %97 = arith.addi %96, %30 : i32
            %98 = arith.addi %95, %31 : i32
            %99:3 = scf.for %arg8 = %c0_i32 to %c9_i32 step %c1_i32 iter_args(%arg9 = %arg5, %arg10 = %arg6, %arg11 = %arg7) -> (i32, i32, i32)  : i32 {
              %101 = llvm.getelementptr %42[%arg10] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              nvvm.mbarrier.try_wait.parity %101, %arg11, %c10000000_i32 : !llvm.ptr<3>, i32, i32
              %102 = nvvm.elect.sync -> i1
              scf.if %102 {
                %119 = llvm.getelementptr %14[%arg10] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
                %120 = nvvm.mbarrier.arrive.expect_tx %119, %c32768_i32 : !llvm.ptr<3>, i32 -> i64
              }
              %103 = llvm.getelementptr %14[%arg10] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              %104 = arith.muli %97, %c128_i32 overflow<nsw> : i32
              %105 = arith.muli %arg8, %c64_i32 overflow<nsw> : i32
              %106 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
              %107 = llvm.getelementptr %39[%106] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
              %108 = nvvm.elect.sync -> i1
              scf.if %108 {
                nvvm.cp.async.bulk.tensor.shared.cluster.global %107, %5, %103, box[%105, %104, %84] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
              }
              %109 = arith.muli %98, %c128_i32 overflow<nsw> : i32
              %110 = arith.muli %arg8, %c64_i32 overflow<nsw> : i32
              %111 = arith.addi %54, %109 overflow<nsw> : i32
              %112 = llvm.getelementptr %55[%106] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
              %113 = nvvm.elect.sync -> i1
              scf.if %113 {
                %119 = llvm.addrspacecast %112 : !llvm.ptr<3> to !llvm.ptr<7>
                nvvm.cp.async.bulk.tensor.shared.cluster.global %119, %6, %103, box[%110, %111, %84] multicast_mask = %c3_i16 l2_cache_hint = %0 : !llvm.ptr<7>, !llvm.ptr, i16
              }
              %114 = arith.addi %arg10, %c1_i32 : i32
              %115 = arith.addi %arg9, %c1_i32 : i32
              %116 = arith.cmpi eq, %114, %c6_i32 : i32
              %117 = arith.select %116, %c0_i32, %114 : i32
              %118 = scf.if %116 -> (i32) {
                %119 = arith.xori %arg11, %c1_i32 : i32
                scf.yield %119 : i32
              } else {
                scf.yield %arg11 : i32
              }
              scf.yield %115, %117, %118 : i32, i32, i32
            }
            %100 = arith.addi %arg4, %33 : i32
            scf.yield %100, %99#0, %99#1, %99#2 : i32, i32, i32, i32
          }
          %58 = llvm.getelementptr %42[%57#2] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %58, %57#3, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %59 = arith.addi %57#2, %c1_i32 : i32
          %60 = arith.cmpi eq, %59, %c6_i32 : i32
          %61 = arith.select %60, %c0_i32, %59 : i32
          %62 = scf.if %60 -> (i32) {
            %84 = arith.xori %57#3, %c1_i32 : i32
            scf.yield %84 : i32
          } else {
            scf.yield %57#3 : i32
          }
          %63 = llvm.getelementptr %42[%61] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %63, %62, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %64 = arith.addi %61, %c1_i32 : i32
          %65 = arith.cmpi eq, %64, %c6_i32 : i32
          %66 = arith.select %65, %c0_i32, %64 : i32
          %67 = scf.if %65 -> (i32) {
            %84 = arith.xori %62, %c1_i32 : i32
            scf.yield %84 : i32
          } else {
            scf.yield %62 : i32
          }
          %68 = llvm.getelementptr %42[%66] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %68, %67, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %69 = arith.addi %66, %c1_i32 : i32
          %70 = arith.cmpi eq, %69, %c6_i32 : i32
          %71 = arith.select %70, %c0_i32, %69 : i32
          %72 = scf.if %70 -> (i32) {
            %84 = arith.xori %67, %c1_i32 : i32
            scf.yield %84 : i32
          } else {
            scf.yield %67 : i32
          }
          %73 = llvm.getelementptr %42[%71] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %73, %72, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %74 = arith.addi %71, %c1_i32 : i32
          %75 = arith.cmpi eq, %74, %c6_i32 : i32
          %76 = arith.select %75, %c0_i32, %74 : i32
          %77 = scf.if %75 -> (i32) {
            %84 = arith.xori %72, %c1_i32 : i32
            scf.yield %84 : i32
          } else {
            scf.yield %72 : i32
          }
          %78 = llvm.getelementptr %42[%76] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %78, %77, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %79 = arith.addi %76, %c1_i32 : i32
          %80 = arith.cmpi eq, %79, %c6_i32 : i32
          %81 = arith.select %80, %c0_i32, %79 : i32
          %82 = scf.if %80 -> (i32) {
            %84 = arith.xori %77, %c1_i32 : i32
            scf.yield %84 : i32
          } else {
            scf.yield %77 : i32
          }
          %83 = llvm.getelementptr %42[%81] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %83, %82, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        }
      } else {
        nvvm.setmaxregister increase 232
        %57 = arith.subi %15, %c128_i32 : i32
        %58 = arith.divsi %57, %c128_i32 : i32
        %59 = arith.remsi %58, %c2_i32 : i32
        %60 = arith.remsi %59, %c2_i32 : i32
        %61 = arith.muli %60, %c4096_i32 overflow<nsw> : i32
        %62 = llvm.getelementptr %39[%61] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %63 = llvm.ptrtoint %62 : !llvm.ptr<3> to i32
        %64 = arith.shrui %63, %c4_i32 : i32
        %65 = arith.andi %64, %c16383_i32 : i32
        %66 = arith.extui %65 : i32 to i64
        %67 = arith.ori %66, %c65536_i64 : i64
        %68 = arith.ori %67, %c274877906944_i64 : i64
        %69 = arith.ori %68, %c4611686018427387904_i64 : i64
        %70 = llvm.ptrtoint %40 : !llvm.ptr<3> to i32
        %71 = arith.shrui %70, %c4_i32 : i32
        %72 = arith.andi %71, %c16383_i32 : i32
        %73 = arith.extui %72 : i32 to i64
        %74 = arith.ori %73, %c65536_i64 : i64
        %75 = arith.ori %74, %c274877906944_i64 : i64
        %76 = arith.ori %75, %c4611686018427387904_i64 : i64
        %77 = arith.divsi %57, %c8_i32 : i32
        %78 = arith.remsi %57, %c8_i32 : i32
        %79 = arith.muli %78, %c32_i32 overflow<nsw> : i32
        %80 = arith.divsi %77, %c2_i32 : i32
        %81 = arith.remsi %77, %c2_i32 : i32
        %82 = arith.muli %81, %c256_i32 overflow<nsw> : i32
        %83 = arith.addi %79, %82 overflow<nsw> : i32
        %84 = arith.divsi %80, %c2_i32 : i32
        %85 = arith.remsi %80, %c2_i32 : i32
        %86 = arith.muli %85, %c8_i32 overflow<nsw> : i32
        %87 = arith.addi %83, %86 overflow<nsw> : i32
        %88 = arith.muli %84, %c512_i32 overflow<nsw> : i32
        %89 = arith.addi %87, %88 overflow<nsw> : i32
        %90 = llvm.getelementptr %41[%89] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %91 = llvm.bitcast %69 : i64 to vector<2xi32>
        %92 = vector.extract %91[0] : i32 from vector<2xi32>
        %93 = llvm.bitcast %76 : i64 to vector<2xi32>
        %94 = vector.extract %93[0] : i32 from vector<2xi32>
        %95 = llvm.getelementptr %4[1] : (!llvm.ptr) -> !llvm.ptr, f32
        %96 = llvm.getelementptr %4[2] : (!llvm.ptr) -> !llvm.ptr, f32
        %97 = llvm.getelementptr %4[3] : (!llvm.ptr) -> !llvm.ptr, f32
        %98 = llvm.getelementptr %4[4] : (!llvm.ptr) -> !llvm.ptr, f32
        %99 = llvm.getelementptr %4[5] : (!llvm.ptr) -> !llvm.ptr, f32
        %100 = llvm.getelementptr %4[6] : (!llvm.ptr) -> !llvm.ptr, f32
        %101 = llvm.getelementptr %4[7] : (!llvm.ptr) -> !llvm.ptr, f32
        %102 = llvm.getelementptr %4[8] : (!llvm.ptr) -> !llvm.ptr, f32
        %103 = llvm.getelementptr %4[9] : (!llvm.ptr) -> !llvm.ptr, f32
        %104 = llvm.getelementptr %4[10] : (!llvm.ptr) -> !llvm.ptr, f32
        %105 = llvm.getelementptr %4[11] : (!llvm.ptr) -> !llvm.ptr, f32
        %106 = llvm.getelementptr %4[12] : (!llvm.ptr) -> !llvm.ptr, f32
        %107 = llvm.getelementptr %4[13] : (!llvm.ptr) -> !llvm.ptr, f32
        %108 = llvm.getelementptr %4[14] : (!llvm.ptr) -> !llvm.ptr, f32
        %109 = llvm.getelementptr %4[15] : (!llvm.ptr) -> !llvm.ptr, f32
        %110 = llvm.getelementptr %4[16] : (!llvm.ptr) -> !llvm.ptr, f32
        %111 = llvm.getelementptr %4[17] : (!llvm.ptr) -> !llvm.ptr, f32
        %112 = llvm.getelementptr %4[18] : (!llvm.ptr) -> !llvm.ptr, f32
        %113 = llvm.getelementptr %4[19] : (!llvm.ptr) -> !llvm.ptr, f32
        %114 = llvm.getelementptr %4[20] : (!llvm.ptr) -> !llvm.ptr, f32
        %115 = llvm.getelementptr %4[21] : (!llvm.ptr) -> !llvm.ptr, f32
        %116 = llvm.getelementptr %4[22] : (!llvm.ptr) -> !llvm.ptr, f32
        %117 = llvm.getelementptr %4[23] : (!llvm.ptr) -> !llvm.ptr, f32
        %118 = llvm.getelementptr %4[24] : (!llvm.ptr) -> !llvm.ptr, f32
        %119 = llvm.getelementptr %4[25] : (!llvm.ptr) -> !llvm.ptr, f32
        %120 = llvm.getelementptr %4[26] : (!llvm.ptr) -> !llvm.ptr, f32
        %121 = llvm.getelementptr %4[27] : (!llvm.ptr) -> !llvm.ptr, f32
        %122 = llvm.getelementptr %4[28] : (!llvm.ptr) -> !llvm.ptr, f32
        %123 = llvm.getelementptr %4[29] : (!llvm.ptr) -> !llvm.ptr, f32
        %124 = llvm.getelementptr %4[30] : (!llvm.ptr) -> !llvm.ptr, f32
        %125 = llvm.getelementptr %4[31] : (!llvm.ptr) -> !llvm.ptr, f32
        %126 = llvm.getelementptr %4[32] : (!llvm.ptr) -> !llvm.ptr, f32
        %127 = llvm.getelementptr %4[33] : (!llvm.ptr) -> !llvm.ptr, f32
        %128 = llvm.getelementptr %4[34] : (!llvm.ptr) -> !llvm.ptr, f32
        %129 = llvm.getelementptr %4[35] : (!llvm.ptr) -> !llvm.ptr, f32
        %130 = llvm.getelementptr %4[36] : (!llvm.ptr) -> !llvm.ptr, f32
        %131 = llvm.getelementptr %4[37] : (!llvm.ptr) -> !llvm.ptr, f32
        %132 = llvm.getelementptr %4[38] : (!llvm.ptr) -> !llvm.ptr, f32
        %133 = llvm.getelementptr %4[39] : (!llvm.ptr) -> !llvm.ptr, f32
        %134 = llvm.getelementptr %4[40] : (!llvm.ptr) -> !llvm.ptr, f32
        %135 = llvm.getelementptr %4[41] : (!llvm.ptr) -> !llvm.ptr, f32
        %136 = llvm.getelementptr %4[42] : (!llvm.ptr) -> !llvm.ptr, f32
        %137 = llvm.getelementptr %4[43] : (!llvm.ptr) -> !llvm.ptr, f32
        %138 = llvm.getelementptr %4[44] : (!llvm.ptr) -> !llvm.ptr, f32
        %139 = llvm.getelementptr %4[45] : (!llvm.ptr) -> !llvm.ptr, f32
        %140 = llvm.getelementptr %4[46] : (!llvm.ptr) -> !llvm.ptr, f32
        %141 = llvm.getelementptr %4[47] : (!llvm.ptr) -> !llvm.ptr, f32
        %142 = llvm.getelementptr %4[48] : (!llvm.ptr) -> !llvm.ptr, f32
        %143 = llvm.getelementptr %4[49] : (!llvm.ptr) -> !llvm.ptr, f32
        %144 = llvm.getelementptr %4[50] : (!llvm.ptr) -> !llvm.ptr, f32
        %145 = llvm.getelementptr %4[51] : (!llvm.ptr) -> !llvm.ptr, f32
        %146 = llvm.getelementptr %4[52] : (!llvm.ptr) -> !llvm.ptr, f32
        %147 = llvm.getelementptr %4[53] : (!llvm.ptr) -> !llvm.ptr, f32
        %148 = llvm.getelementptr %4[54] : (!llvm.ptr) -> !llvm.ptr, f32
        %149 = llvm.getelementptr %4[55] : (!llvm.ptr) -> !llvm.ptr, f32
        %150 = llvm.getelementptr %4[56] : (!llvm.ptr) -> !llvm.ptr, f32
        %151 = llvm.getelementptr %4[57] : (!llvm.ptr) -> !llvm.ptr, f32
        %152 = llvm.getelementptr %4[58] : (!llvm.ptr) -> !llvm.ptr, f32
        %153 = llvm.getelementptr %4[59] : (!llvm.ptr) -> !llvm.ptr, f32
        %154 = llvm.getelementptr %4[60] : (!llvm.ptr) -> !llvm.ptr, f32
        %155 = llvm.getelementptr %4[61] : (!llvm.ptr) -> !llvm.ptr, f32
        %156 = llvm.getelementptr %4[62] : (!llvm.ptr) -> !llvm.ptr, f32
        %157 = llvm.getelementptr %4[63] : (!llvm.ptr) -> !llvm.ptr, f32
        %158 = llvm.bitcast %69 : i64 to vector<2xi32>
        %159 = vector.extract %158[0] : i32 from vector<2xi32>
        %160 = llvm.bitcast %76 : i64 to vector<2xi32>
        %161 = vector.extract %160[0] : i32 from vector<2xi32>
        %162 = llvm.bitcast %69 : i64 to vector<2xi32>
        %163 = vector.extract %162[0] : i32 from vector<2xi32>
        %164 = llvm.bitcast %76 : i64 to vector<2xi32>
        %165 = vector.extract %164[0] : i32 from vector<2xi32>
        %166 = llvm.bitcast %69 : i64 to vector<2xi32>
        %167 = vector.extract %166[0] : i32 from vector<2xi32>
        %168 = llvm.bitcast %76 : i64 to vector<2xi32>
        %169 = vector.extract %168[0] : i32 from vector<2xi32>
        %170 = llvm.getelementptr %4[1] : (!llvm.ptr) -> !llvm.ptr, f32
        %171 = llvm.getelementptr %3[1] : (!llvm.ptr) -> !llvm.ptr, f32
        %172 = llvm.getelementptr %4[2] : (!llvm.ptr) -> !llvm.ptr, f32
        %173 = llvm.getelementptr %3[2] : (!llvm.ptr) -> !llvm.ptr, f32
        %174 = llvm.getelementptr %4[3] : (!llvm.ptr) -> !llvm.ptr, f32
        %175 = llvm.getelementptr %3[3] : (!llvm.ptr) -> !llvm.ptr, f32
        %176 = llvm.getelementptr %4[4] : (!llvm.ptr) -> !llvm.ptr, f32
        %177 = llvm.getelementptr %3[4] : (!llvm.ptr) -> !llvm.ptr, f32
        %178 = llvm.getelementptr %4[5] : (!llvm.ptr) -> !llvm.ptr, f32
        %179 = llvm.getelementptr %3[5] : (!llvm.ptr) -> !llvm.ptr, f32
        %180 = llvm.getelementptr %4[6] : (!llvm.ptr) -> !llvm.ptr, f32
        %181 = llvm.getelementptr %3[6] : (!llvm.ptr) -> !llvm.ptr, f32
        %182 = llvm.getelementptr %4[7] : (!llvm.ptr) -> !llvm.ptr, f32
        %183 = llvm.getelementptr %3[7] : (!llvm.ptr) -> !llvm.ptr, f32
        %184 = llvm.getelementptr %4[8] : (!llvm.ptr) -> !llvm.ptr, f32
        %185 = llvm.getelementptr %3[8] : (!llvm.ptr) -> !llvm.ptr, f32
        %186 = llvm.getelementptr %4[9] : (!llvm.ptr) -> !llvm.ptr, f32
        %187 = llvm.getelementptr %3[9] : (!llvm.ptr) -> !llvm.ptr, f32
        %188 = llvm.getelementptr %4[10] : (!llvm.ptr) -> !llvm.ptr, f32
        %189 = llvm.getelementptr %3[10] : (!llvm.ptr) -> !llvm.ptr, f32
        %190 = llvm.getelementptr %4[11] : (!llvm.ptr) -> !llvm.ptr, f32
        %191 = llvm.getelementptr %3[11] : (!llvm.ptr) -> !llvm.ptr, f32
        %192 = llvm.getelementptr %4[12] : (!llvm.ptr) -> !llvm.ptr, f32
        %193 = llvm.getelementptr %3[12] : (!llvm.ptr) -> !llvm.ptr, f32
        %194 = llvm.getelementptr %4[13] : (!llvm.ptr) -> !llvm.ptr, f32
        %195 = llvm.getelementptr %3[13] : (!llvm.ptr) -> !llvm.ptr, f32
        %196 = llvm.getelementptr %4[14] : (!llvm.ptr) -> !llvm.ptr, f32
        %197 = llvm.getelementptr %3[14] : (!llvm.ptr) -> !llvm.ptr, f32
        %198 = llvm.getelementptr %4[15] : (!llvm.ptr) -> !llvm.ptr, f32
        %199 = llvm.getelementptr %3[15] : (!llvm.ptr) -> !llvm.ptr, f32
        %200 = arith.cmpi eq, %27, %c4_i32 : i32
        %201 = llvm.getelementptr %4[16] : (!llvm.ptr) -> !llvm.ptr, f32
        %202 = llvm.getelementptr %4[17] : (!llvm.ptr) -> !llvm.ptr, f32
        %203 = llvm.getelementptr %4[18] : (!llvm.ptr) -> !llvm.ptr, f32
        %204 = llvm.getelementptr %4[19] : (!llvm.ptr) -> !llvm.ptr, f32
        %205 = llvm.getelementptr %4[20] : (!llvm.ptr) -> !llvm.ptr, f32
        %206 = llvm.getelementptr %4[21] : (!llvm.ptr) -> !llvm.ptr, f32
        %207 = llvm.getelementptr %4[22] : (!llvm.ptr) -> !llvm.ptr, f32
        %208 = llvm.getelementptr %4[23] : (!llvm.ptr) -> !llvm.ptr, f32
        %209 = llvm.getelementptr %4[24] : (!llvm.ptr) -> !llvm.ptr, f32
        %210 = llvm.getelementptr %4[25] : (!llvm.ptr) -> !llvm.ptr, f32
        %211 = llvm.getelementptr %4[26] : (!llvm.ptr) -> !llvm.ptr, f32
        %212 = llvm.getelementptr %4[27] : (!llvm.ptr) -> !llvm.ptr, f32
        %213 = llvm.getelementptr %4[28] : (!llvm.ptr) -> !llvm.ptr, f32
        %214 = llvm.getelementptr %4[29] : (!llvm.ptr) -> !llvm.ptr, f32
        %215 = llvm.getelementptr %4[30] : (!llvm.ptr) -> !llvm.ptr, f32
        %216 = llvm.getelementptr %4[31] : (!llvm.ptr) -> !llvm.ptr, f32
        %217 = llvm.getelementptr %4[32] : (!llvm.ptr) -> !llvm.ptr, f32
        %218 = llvm.getelementptr %4[33] : (!llvm.ptr) -> !llvm.ptr, f32
        %219 = llvm.getelementptr %4[34] : (!llvm.ptr) -> !llvm.ptr, f32
        %220 = llvm.getelementptr %4[35] : (!llvm.ptr) -> !llvm.ptr, f32
        %221 = llvm.getelementptr %4[36] : (!llvm.ptr) -> !llvm.ptr, f32
        %222 = llvm.getelementptr %4[37] : (!llvm.ptr) -> !llvm.ptr, f32
        %223 = llvm.getelementptr %4[38] : (!llvm.ptr) -> !llvm.ptr, f32
        %224 = llvm.getelementptr %4[39] : (!llvm.ptr) -> !llvm.ptr, f32
        %225 = llvm.getelementptr %4[40] : (!llvm.ptr) -> !llvm.ptr, f32
        %226 = llvm.getelementptr %4[41] : (!llvm.ptr) -> !llvm.ptr, f32
        %227 = llvm.getelementptr %4[42] : (!llvm.ptr) -> !llvm.ptr, f32
        %228 = llvm.getelementptr %4[43] : (!llvm.ptr) -> !llvm.ptr, f32
        %229 = llvm.getelementptr %4[44] : (!llvm.ptr) -> !llvm.ptr, f32
        %230 = llvm.getelementptr %4[45] : (!llvm.ptr) -> !llvm.ptr, f32
        %231 = llvm.getelementptr %4[46] : (!llvm.ptr) -> !llvm.ptr, f32
        %232 = llvm.getelementptr %4[47] : (!llvm.ptr) -> !llvm.ptr, f32
        %233 = llvm.getelementptr %4[48] : (!llvm.ptr) -> !llvm.ptr, f32
        %234 = llvm.getelementptr %4[49] : (!llvm.ptr) -> !llvm.ptr, f32
        %235 = llvm.getelementptr %4[50] : (!llvm.ptr) -> !llvm.ptr, f32
        %236 = llvm.getelementptr %4[51] : (!llvm.ptr) -> !llvm.ptr, f32
        %237 = llvm.getelementptr %4[52] : (!llvm.ptr) -> !llvm.ptr, f32
        %238 = llvm.getelementptr %4[53] : (!llvm.ptr) -> !llvm.ptr, f32
        %239 = llvm.getelementptr %4[54] : (!llvm.ptr) -> !llvm.ptr, f32
        %240 = llvm.getelementptr %4[55] : (!llvm.ptr) -> !llvm.ptr, f32
        %241 = llvm.getelementptr %4[56] : (!llvm.ptr) -> !llvm.ptr, f32
        %242 = llvm.getelementptr %4[57] : (!llvm.ptr) -> !llvm.ptr, f32
        %243 = llvm.getelementptr %4[58] : (!llvm.ptr) -> !llvm.ptr, f32
        %244 = llvm.getelementptr %4[59] : (!llvm.ptr) -> !llvm.ptr, f32
        %245 = llvm.getelementptr %4[60] : (!llvm.ptr) -> !llvm.ptr, f32
        %246 = llvm.getelementptr %4[61] : (!llvm.ptr) -> !llvm.ptr, f32
        %247 = llvm.getelementptr %4[62] : (!llvm.ptr) -> !llvm.ptr, f32
        %248 = llvm.getelementptr %4[63] : (!llvm.ptr) -> !llvm.ptr, f32
        %249:9 = scf.while (%arg4 = %c0_i32, %arg5 = %32, %arg6 = %arg3, %arg7 = %c0_i32, %arg8 = %c0_i32, %arg9 = %c0_i32, %arg10 = %c0_i32, %arg11 = %c0_i32, %arg12 = %c0_i32) : (i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32) -> (i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32) {
          %250 = arith.cmpi slt, %arg5, %c72_i32 : i32
          scf.condition(%250) %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg4: i32, %arg5: i32, %arg6: !llvm.struct<(i1)>, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32, %arg11: i32, %arg12: i32):
          %250 = arith.floordivsi %arg5, %c36_i32 : i32
          %251 = arith.muli %250, %c36_i32 : i32
          %252 = arith.subi %arg5, %251 : i32
          %253 = arith.floordivsi %252, %c36_i32 : i32
          %254 = arith.muli %253, %c4_i32 : i32
          %255 = arith.subi %c4_i32, %254 : i32
          %256 = arith.minsi %255, %c4_i32 : i32
          %257 = arith.muli %253, %c36_i32 : i32
          %258 = arith.subi %252, %257 : i32
          %259 = arith.remsi %258, %256 : i32
          %260 = arith.addi %254, %259 : i32
          %261 = arith.floordivsi %258, %256 : i32
          %262 = arith.muli %260, %c2_i32 : i32
          %263 = arith.addi %262, %30 : i32
          %264 = arith.addi %261, %31 : i32
          llvm.store %cst, %4 {alignment = 32 : i64} : vector<64xf32>, !llvm.ptr
          %265 = llvm.insertvalue %true, %arg6[0] : !llvm.struct<(i1)>
          nvvm.wgmma.fence.aligned
          %266:6 = scf.for %arg13 = %c0_i32 to %c9_i32 step %c1_i32 iter_args(%arg14 = %arg7, %arg15 = %arg8, %arg16 = %arg9, %arg17 = %arg10, %arg18 = %arg11, %arg19 = %arg12) -> (i32, i32, i32, i32, i32, i32)  : i32 {
            %359 = llvm.getelementptr %14[%arg18] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            nvvm.mbarrier.try_wait.parity %359, %arg19, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            %360 = arith.muli %arg18, %c1024_i32 overflow<nsw> : i32
            %361 = arith.addi %92, %360 : i32
            %362 = vector.insert %361, %91 [0] : i32 into vector<2xi32>
            %363 = llvm.bitcast %362 : vector<2xi32> to i64
            %364 = arith.addi %94, %360 : i32
            %365 = vector.insert %364, %93 [0] : i32 into vector<2xi32>
            %366 = llvm.bitcast %365 : vector<2xi32> to i64
            %367 = llvm.load %4 : !llvm.ptr -> f32
            %368 = llvm.load %95 : !llvm.ptr -> f32
            %369 = llvm.load %96 : !llvm.ptr -> f32
            %370 = llvm.load %97 : !llvm.ptr -> f32
            %371 = llvm.load %98 : !llvm.ptr -> f32
            %372 = llvm.load %99 : !llvm.ptr -> f32
            %373 = llvm.load %100 : !llvm.ptr -> f32
            %374 = llvm.load %101 : !llvm.ptr -> f32
            %375 = llvm.load %102 : !llvm.ptr -> f32
            %376 = llvm.load %103 : !llvm.ptr -> f32
            %377 = llvm.load %104 : !llvm.ptr -> f32
            %378 = llvm.load %105 : !llvm.ptr -> f32
            %379 = llvm.load %106 : !llvm.ptr -> f32
            %380 = llvm.load %107 : !llvm.ptr -> f32
            %381 = llvm.load %108 : !llvm.ptr -> f32
            %382 = llvm.load %109 : !llvm.ptr -> f32
            %383 = llvm.load %110 : !llvm.ptr -> f32
            %384 = llvm.load %111 : !llvm.ptr -> f32
            %385 = llvm.load %112 : !llvm.ptr -> f32
            %386 = llvm.load %113 : !llvm.ptr -> f32
            %387 = llvm.load %114 : !llvm.ptr -> f32
            %388 = llvm.load %115 : !llvm.ptr -> f32
            %389 = llvm.load %116 : !llvm.ptr -> f32
            %390 = llvm.load %117 : !llvm.ptr -> f32
            %391 = llvm.load %118 : !llvm.ptr -> f32
            %392 = llvm.load %119 : !llvm.ptr -> f32
            %393 = llvm.load %120 : !llvm.ptr -> f32
            %394 = llvm.load %121 : !llvm.ptr -> f32
            %395 = llvm.load %122 : !llvm.ptr -> f32
            %396 = llvm.load %123 : !llvm.ptr -> f32
            %397 = llvm.load %124 : !llvm.ptr -> f32
            %398 = llvm.load %125 : !llvm.ptr -> f32
            %399 = llvm.load %126 : !llvm.ptr -> f32
            %400 = llvm.load %127 : !llvm.ptr -> f32
            %401 = llvm.load %128 : !llvm.ptr -> f32
            %402 = llvm.load %129 : !llvm.ptr -> f32
            %403 = llvm.load %130 : !llvm.ptr -> f32
            %404 = llvm.load %131 : !llvm.ptr -> f32
            %405 = llvm.load %132 : !llvm.ptr -> f32
            %406 = llvm.load %133 : !llvm.ptr -> f32
            %407 = llvm.load %134 : !llvm.ptr -> f32
            %408 = llvm.load %135 : !llvm.ptr -> f32
            %409 = llvm.load %136 : !llvm.ptr -> f32
            %410 = llvm.load %137 : !llvm.ptr -> f32
            %411 = llvm.load %138 : !llvm.ptr -> f32
            %412 = llvm.load %139 : !llvm.ptr -> f32
            %413 = llvm.load %140 : !llvm.ptr -> f32
            %414 = llvm.load %141 : !llvm.ptr -> f32
            %415 = llvm.load %142 : !llvm.ptr -> f32
            %416 = llvm.load %143 : !llvm.ptr -> f32
            %417 = llvm.load %144 : !llvm.ptr -> f32
            %418 = llvm.load %145 : !llvm.ptr -> f32
            %419 = llvm.load %146 : !llvm.ptr -> f32
            %420 = llvm.load %147 : !llvm.ptr -> f32
            %421 = llvm.load %148 : !llvm.ptr -> f32
            %422 = llvm.load %149 : !llvm.ptr -> f32
            %423 = llvm.load %150 : !llvm.ptr -> f32
            %424 = llvm.load %151 : !llvm.ptr -> f32
            %425 = llvm.load %152 : !llvm.ptr -> f32
            %426 = llvm.load %153 : !llvm.ptr -> f32
            %427 = llvm.load %154 : !llvm.ptr -> f32
            %428 = llvm.load %155 : !llvm.ptr -> f32
            %429 = llvm.load %156 : !llvm.ptr -> f32
            %430 = llvm.load %157 : !llvm.ptr -> f32
            %431 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %367, %368, %369, %370, %371, %372, %373, %374, %375, %376, %377, %378, %379, %380, %381, %382, %383, %384, %385, %386, %387, %388, %389, %390, %391, %392, %393, %394, %395, %396, %397, %398, %399, %400, %401, %402, %403, %404, %405, %406, %407, %408, %409, %410, %411, %412, %413, %414, %415, %416, %417, %418, %419, %420, %421, %422, %423, %424, %425, %426, %427, %428, %429, %430, %363, %366, %c1_i32, %c1_i32, %c1_i32, %c0_i32, %c0_i32 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_4a19c2
            %432 = llvm.extractvalue %431[0] : !llvm_struct_4a19c2
            %433 = llvm.extractvalue %431[1] : !llvm_struct_4a19c2
            %434 = llvm.extractvalue %431[2] : !llvm_struct_4a19c2
            %435 = llvm.extractvalue %431[3] : !llvm_struct_4a19c2
            %436 = llvm.extractvalue %431[4] : !llvm_struct_4a19c2
            %437 = llvm.extractvalue %431[5] : !llvm_struct_4a19c2
            %438 = llvm.extractvalue %431[6] : !llvm_struct_4a19c2
            %439 = llvm.extractvalue %431[7] : !llvm_struct_4a19c2
            %440 = llvm.extractvalue %431[8] : !llvm_struct_4a19c2
            %441 = llvm.extractvalue %431[9] : !llvm_struct_4a19c2
            %442 = llvm.extractvalue %431[10] : !llvm_struct_4a19c2
            %443 = llvm.extractvalue %431[11] : !llvm_struct_4a19c2
            %444 = llvm.extractvalue %431[12] : !llvm_struct_4a19c2
            %445 = llvm.extractvalue %431[13] : !llvm_struct_4a19c2
            %446 = llvm.extractvalue %431[14] : !llvm_struct_4a19c2
            %447 = llvm.extractvalue %431[15] : !llvm_struct_4a19c2
            %448 = llvm.extractvalue %431[16] : !llvm_struct_4a19c2
            %449 = llvm.extractvalue %431[17] : !llvm_struct_4a19c2
            %450 = llvm.extractvalue %431[18] : !llvm_struct_4a19c2
            %451 = llvm.extractvalue %431[19] : !llvm_struct_4a19c2
            %452 = llvm.extractvalue %431[20] : !llvm_struct_4a19c2
            %453 = llvm.extractvalue %431[21] : !llvm_struct_4a19c2
            %454 = llvm.extractvalue %431[22] : !llvm_struct_4a19c2
            %455 = llvm.extractvalue %431[23] : !llvm_struct_4a19c2
            %456 = llvm.extractvalue %431[24] : !llvm_struct_4a19c2
            %457 = llvm.extractvalue %431[25] : !llvm_struct_4a19c2
            %458 = llvm.extractvalue %431[26] : !llvm_struct_4a19c2
            %459 = llvm.extractvalue %431[27] : !llvm_struct_4a19c2
            %460 = llvm.extractvalue %431[28] : !llvm_struct_4a19c2
            %461 = llvm.extractvalue %431[29] : !llvm_struct_4a19c2
            %462 = llvm.extractvalue %431[30] : !llvm_struct_4a19c2
            %463 = llvm.extractvalue %431[31] : !llvm_struct_4a19c2
            %464 = llvm.extractvalue %431[32] : !llvm_struct_4a19c2
            %465 = llvm.extractvalue %431[33] : !llvm_struct_4a19c2
            %466 = llvm.extractvalue %431[34] : !llvm_struct_4a19c2
            %467 = llvm.extractvalue %431[35] : !llvm_struct_4a19c2
            %468 = llvm.extractvalue %431[36] : !llvm_struct_4a19c2
            %469 = llvm.extractvalue %431[37] : !llvm_struct_4a19c2
            %470 = llvm.extractvalue %431[38] : !llvm_struct_4a19c2
            %471 = llvm.extractvalue %431[39] : !llvm_struct_4a19c2
            %472 = llvm.extractvalue %431[40] : !llvm_struct_4a19c2
            %473 = llvm.extractvalue %431[41] : !llvm_struct_4a19c2
            %474 = llvm.extractvalue %431[42] : !llvm_struct_4a19c2
            %475 = llvm.extractvalue %431[43] : !llvm_struct_4a19c2
            %476 = llvm.extractvalue %431[44] : !llvm_struct_4a19c2
            %477 = llvm.extractvalue %431[45] : !llvm_struct_4a19c2
            %478 = llvm.extractvalue %431[46] : !llvm_struct_4a19c2
            %479 = llvm.extractvalue %431[47] : !llvm_struct_4a19c2
            %480 = llvm.extractvalue %431[48] : !llvm_struct_4a19c2
            %481 = llvm.extractvalue %431[49] : !llvm_struct_4a19c2
            %482 = llvm.extractvalue %431[50] : !llvm_struct_4a19c2
            %483 = llvm.extractvalue %431[51] : !llvm_struct_4a19c2
            %484 = llvm.extractvalue %431[52] : !llvm_struct_4a19c2
            %485 = llvm.extractvalue %431[53] : !llvm_struct_4a19c2
            %486 = llvm.extractvalue %431[54] : !llvm_struct_4a19c2
            %487 = llvm.extractvalue %431[55] : !llvm_struct_4a19c2
            %488 = llvm.extractvalue %431[56] : !llvm_struct_4a19c2
            %489 = llvm.extractvalue %431[57] : !llvm_struct_4a19c2
            %490 = llvm.extractvalue %431[58] : !llvm_struct_4a19c2
            %491 = llvm.extractvalue %431[59] : !llvm_struct_4a19c2
            %492 = llvm.extractvalue %431[60] : !llvm_struct_4a19c2
            %493 = llvm.extractvalue %431[61] : !llvm_struct_4a19c2
            %494 = llvm.extractvalue %431[62] : !llvm_struct_4a19c2
            %495 = llvm.extractvalue %431[63] : !llvm_struct_4a19c2
            llvm.store %432, %4 : f32, !llvm.ptr
            llvm.store %433, %95 : f32, !llvm.ptr
            llvm.store %434, %96 : f32, !llvm.ptr
            llvm.store %435, %97 : f32, !llvm.ptr
            llvm.store %436, %98 : f32, !llvm.ptr
            llvm.store %437, %99 : f32, !llvm.ptr
            llvm.store %438, %100 : f32, !llvm.ptr
            llvm.store %439, %101 : f32, !llvm.ptr
            llvm.store %440, %102 : f32, !llvm.ptr
            llvm.store %441, %103 : f32, !llvm.ptr
            llvm.store %442, %104 : f32, !llvm.ptr
            llvm.store %443, %105 : f32, !llvm.ptr
            llvm.store %444, %106 : f32, !llvm.ptr
            llvm.store %445, %107 : f32, !llvm.ptr
            llvm.store %446, %108 : f32, !llvm.ptr
            llvm.store %447, %109 : f32, !llvm.ptr
            llvm.store %448, %110 : f32, !llvm.ptr
            llvm.store %449, %111 : f32, !llvm.ptr
            llvm.store %450, %112 : f32, !llvm.ptr
            llvm.store %451, %113 : f32, !llvm.ptr
            llvm.store %452, %114 : f32, !llvm.ptr
            llvm.store %453, %115 : f32, !llvm.ptr
            llvm.store %454, %116 : f32, !llvm.ptr
            llvm.store %455, %117 : f32, !llvm.ptr
            llvm.store %456, %118 : f32, !llvm.ptr
            llvm.store %457, %119 : f32, !llvm.ptr
            llvm.store %458, %120 : f32, !llvm.ptr
            llvm.store %459, %121 : f32, !llvm.ptr
            llvm.store %460, %122 : f32, !llvm.ptr
            llvm.store %461, %123 : f32, !llvm.ptr
            llvm.store %462, %124 : f32, !llvm.ptr
            llvm.store %463, %125 : f32, !llvm.ptr
            llvm.store %464, %126 : f32, !llvm.ptr
            llvm.store %465, %127 : f32, !llvm.ptr
            llvm.store %466, %128 : f32, !llvm.ptr
            llvm.store %467, %129 : f32, !llvm.ptr
            llvm.store %468, %130 : f32, !llvm.ptr
            llvm.store %469, %131 : f32, !llvm.ptr
            llvm.store %470, %132 : f32, !llvm.ptr
            llvm.store %471, %133 : f32, !llvm.ptr
            llvm.store %472, %134 : f32, !llvm.ptr
            llvm.store %473, %135 : f32, !llvm.ptr
            llvm.store %474, %136 : f32, !llvm.ptr
            llvm.store %475, %137 : f32, !llvm.ptr
            llvm.store %476, %138 : f32, !llvm.ptr
            llvm.store %477, %139 : f32, !llvm.ptr
            llvm.store %478, %140 : f32, !llvm.ptr
            llvm.store %479, %141 : f32, !llvm.ptr
            llvm.store %480, %142 : f32, !llvm.ptr
            llvm.store %481, %143 : f32, !llvm.ptr
            llvm.store %482, %144 : f32, !llvm.ptr
            llvm.store %483, %145 : f32, !llvm.ptr
            llvm.store %484, %146 : f32, !llvm.ptr
            llvm.store %485, %147 : f32, !llvm.ptr
            llvm.store %486, %148 : f32, !llvm.ptr
            llvm.store %487, %149 : f32, !llvm.ptr
            llvm.store %488, %150 : f32, !llvm.ptr
            llvm.store %489, %151 : f32, !llvm.ptr
            llvm.store %490, %152 : f32, !llvm.ptr
            llvm.store %491, %153 : f32, !llvm.ptr
            llvm.store %492, %154 : f32, !llvm.ptr
            llvm.store %493, %155 : f32, !llvm.ptr
            llvm.store %494, %156 : f32, !llvm.ptr
            llvm.store %495, %157 : f32, !llvm.ptr
            %496 = arith.muli %arg18, %c1024_i32 overflow<nsw> : i32
            %497 = arith.addi %496, %c2_i32 overflow<nsw> : i32
            %498 = arith.addi %159, %497 : i32
            %499 = vector.insert %498, %158 [0] : i32 into vector<2xi32>
            %500 = llvm.bitcast %499 : vector<2xi32> to i64
            %501 = arith.addi %161, %497 : i32
            %502 = vector.insert %501, %160 [0] : i32 into vector<2xi32>
            %503 = llvm.bitcast %502 : vector<2xi32> to i64
            %504 = llvm.load %4 : !llvm.ptr -> f32
            %505 = llvm.load %95 : !llvm.ptr -> f32
            %506 = llvm.load %96 : !llvm.ptr -> f32
            %507 = llvm.load %97 : !llvm.ptr -> f32
            %508 = llvm.load %98 : !llvm.ptr -> f32
            %509 = llvm.load %99 : !llvm.ptr -> f32
            %510 = llvm.load %100 : !llvm.ptr -> f32
            %511 = llvm.load %101 : !llvm.ptr -> f32
            %512 = llvm.load %102 : !llvm.ptr -> f32
            %513 = llvm.load %103 : !llvm.ptr -> f32
            %514 = llvm.load %104 : !llvm.ptr -> f32
            %515 = llvm.load %105 : !llvm.ptr -> f32
            %516 = llvm.load %106 : !llvm.ptr -> f32
            %517 = llvm.load %107 : !llvm.ptr -> f32
            %518 = llvm.load %108 : !llvm.ptr -> f32
            %519 = llvm.load %109 : !llvm.ptr -> f32
            %520 = llvm.load %110 : !llvm.ptr -> f32
            %521 = llvm.load %111 : !llvm.ptr -> f32
            %522 = llvm.load %112 : !llvm.ptr -> f32
            %523 = llvm.load %113 : !llvm.ptr -> f32
            %524 = llvm.load %114 : !llvm.ptr -> f32
            %525 = llvm.load %115 : !llvm.ptr -> f32
            %526 = llvm.load %116 : !llvm.ptr -> f32
            %527 = llvm.load %117 : !llvm.ptr -> f32
            %528 = llvm.load %118 : !llvm.ptr -> f32
            %529 = llvm.load %119 : !llvm.ptr -> f32
            %530 = llvm.load %120 : !llvm.ptr -> f32
            %531 = llvm.load %121 : !llvm.ptr -> f32
            %532 = llvm.load %122 : !llvm.ptr -> f32
            %533 = llvm.load %123 : !llvm.ptr -> f32
            %534 = llvm.load %124 : !llvm.ptr -> f32
            %535 = llvm.load %125 : !llvm.ptr -> f32
            %536 = llvm.load %126 : !llvm.ptr -> f32
            %537 = llvm.load %127 : !llvm.ptr -> f32
            %538 = llvm.load %128 : !llvm.ptr -> f32
            %539 = llvm.load %129 : !llvm.ptr -> f32
            %540 = llvm.load %130 : !llvm.ptr -> f32
            %541 = llvm.load %131 : !llvm.ptr -> f32
            %542 = llvm.load %132 : !llvm.ptr -> f32
            %543 = llvm.load %133 : !llvm.ptr -> f32
            %544 = llvm.load %134 : !llvm.ptr -> f32
            %545 = llvm.load %135 : !llvm.ptr -> f32
            %546 = llvm.load %136 : !llvm.ptr -> f32
            %547 = llvm.load %137 : !llvm.ptr -> f32
            %548 = llvm.load %138 : !llvm.ptr -> f32
            %549 = llvm.load %139 : !llvm.ptr -> f32
            %550 = llvm.load %140 : !llvm.ptr -> f32
            %551 = llvm.load %141 : !llvm.ptr -> f32
            %552 = llvm.load %142 : !llvm.ptr -> f32
            %553 = llvm.load %143 : !llvm.ptr -> f32
            %554 = llvm.load %144 : !llvm.ptr -> f32
            %555 = llvm.load %145 : !llvm.ptr -> f32
            %556 = llvm.load %146 : !llvm.ptr -> f32
            %557 = llvm.load %147 : !llvm.ptr -> f32
            %558 = llvm.load %148 : !llvm.ptr -> f32
            %559 = llvm.load %149 : !llvm.ptr -> f32
            %560 = llvm.load %150 : !llvm.ptr -> f32
            %561 = llvm.load %151 : !llvm.ptr -> f32
            %562 = llvm.load %152 : !llvm.ptr -> f32
            %563 = llvm.load %153 : !llvm.ptr -> f32
            %564 = llvm.load %154 : !llvm.ptr -> f32
            %565 = llvm.load %155 : !llvm.ptr -> f32
            %566 = llvm.load %156 : !llvm.ptr -> f32
            %567 = llvm.load %157 : !llvm.ptr -> f32
            %568 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %504, %505, %506, %507, %508, %509, %510, %511, %512, %513, %514, %515, %516, %517, %518, %519, %520, %521, %522, %523, %524, %525, %526, %527, %528, %529, %530, %531, %532, %533, %534, %535, %536, %537, %538, %539, %540, %541, %542, %543, %544, %545, %546, %547, %548, %549, %550, %551, %552, %553, %554, %555, %556, %557, %558, %559, %560, %561, %562, %563, %564, %565, %566, %567, %500, %503, %c1_i32, %c1_i32, %c1_i32, %c0_i32, %c0_i32 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_4a19c2
            %569 = llvm.extractvalue %568[0] : !llvm_struct_4a19c2
            %570 = llvm.extractvalue %568[1] : !llvm_struct_4a19c2
            %571 = llvm.extractvalue %568[2] : !llvm_struct_4a19c2
            %572 = llvm.extractvalue %568[3] : !llvm_struct_4a19c2
            %573 = llvm.extractvalue %568[4] : !llvm_struct_4a19c2
            %574 = llvm.extractvalue %568[5] : !llvm_struct_4a19c2
            %575 = llvm.extractvalue %568[6] : !llvm_struct_4a19c2
            %576 = llvm.extractvalue %568[7] : !llvm_struct_4a19c2
            %577 = llvm.extractvalue %568[8] : !llvm_struct_4a19c2
            %578 = llvm.extractvalue %568[9] : !llvm_struct_4a19c2
            %579 = llvm.extractvalue %568[10] : !llvm_struct_4a19c2
            %580 = llvm.extractvalue %568[11] : !llvm_struct_4a19c2
            %581 = llvm.extractvalue %568[12] : !llvm_struct_4a19c2
            %582 = llvm.extractvalue %568[13] : !llvm_struct_4a19c2
            %583 = llvm.extractvalue %568[14] : !llvm_struct_4a19c2
            %584 = llvm.extractvalue %568[15] : !llvm_struct_4a19c2
            %585 = llvm.extractvalue %568[16] : !llvm_struct_4a19c2
            %586 = llvm.extractvalue %568[17] : !llvm_struct_4a19c2
            %587 = llvm.extractvalue %568[18] : !llvm_struct_4a19c2
            %588 = llvm.extractvalue %568[19] : !llvm_struct_4a19c2
            %589 = llvm.extractvalue %568[20] : !llvm_struct_4a19c2
            %590 = llvm.extractvalue %568[21] : !llvm_struct_4a19c2
            %591 = llvm.extractvalue %568[22] : !llvm_struct_4a19c2
            %592 = llvm.extractvalue %568[23] : !llvm_struct_4a19c2
            %593 = llvm.extractvalue %568[24] : !llvm_struct_4a19c2
            %594 = llvm.extractvalue %568[25] : !llvm_struct_4a19c2
            %595 = llvm.extractvalue %568[26] : !llvm_struct_4a19c2
            %596 = llvm.extractvalue %568[27] : !llvm_struct_4a19c2
            %597 = llvm.extractvalue %568[28] : !llvm_struct_4a19c2
            %598 = llvm.extractvalue %568[29] : !llvm_struct_4a19c2
            %599 = llvm.extractvalue %568[30] : !llvm_struct_4a19c2
            %600 = llvm.extractvalue %568[31] : !llvm_struct_4a19c2
            %601 = llvm.extractvalue %568[32] : !llvm_struct_4a19c2
            %602 = llvm.extractvalue %568[33] : !llvm_struct_4a19c2
            %603 = llvm.extractvalue %568[34] : !llvm_struct_4a19c2
            %604 = llvm.extractvalue %568[35] : !llvm_struct_4a19c2
            %605 = llvm.extractvalue %568[36] : !llvm_struct_4a19c2
            %606 = llvm.extractvalue %568[37] : !llvm_struct_4a19c2
            %607 = llvm.extractvalue %568[38] : !llvm_struct_4a19c2
            %608 = llvm.extractvalue %568[39] : !llvm_struct_4a19c2
            %609 = llvm.extractvalue %568[40] : !llvm_struct_4a19c2
            %610 = llvm.extractvalue %568[41] : !llvm_struct_4a19c2
            %611 = llvm.extractvalue %568[42] : !llvm_struct_4a19c2
            %612 = llvm.extractvalue %568[43] : !llvm_struct_4a19c2
            %613 = llvm.extractvalue %568[44] : !llvm_struct_4a19c2
            %614 = llvm.extractvalue %568[45] : !llvm_struct_4a19c2
            %615 = llvm.extractvalue %568[46] : !llvm_struct_4a19c2
            %616 = llvm.extractvalue %568[47] : !llvm_struct_4a19c2
            %617 = llvm.extractvalue %568[48] : !llvm_struct_4a19c2
            %618 = llvm.extractvalue %568[49] : !llvm_struct_4a19c2
            %619 = llvm.extractvalue %568[50] : !llvm_struct_4a19c2
            %620 = llvm.extractvalue %568[51] : !llvm_struct_4a19c2
            %621 = llvm.extractvalue %568[52] : !llvm_struct_4a19c2
            %622 = llvm.extractvalue %568[53] : !llvm_struct_4a19c2
            %623 = llvm.extractvalue %568[54] : !llvm_struct_4a19c2
            %624 = llvm.extractvalue %568[55] : !llvm_struct_4a19c2
            %625 = llvm.extractvalue %568[56] : !llvm_struct_4a19c2
            %626 = llvm.extractvalue %568[57] : !llvm_struct_4a19c2
            %627 = llvm.extractvalue %568[58] : !llvm_struct_4a19c2
            %628 = llvm.extractvalue %568[59] : !llvm_struct_4a19c2
            %629 = llvm.extractvalue %568[60] : !llvm_struct_4a19c2
            %630 = llvm.extractvalue %568[61] : !llvm_struct_4a19c2
            %631 = llvm.extractvalue %568[62] : !llvm_struct_4a19c2
            %632 = llvm.extractvalue %568[63] : !llvm_struct_4a19c2
            llvm.store %569, %4 : f32, !llvm.ptr
            llvm.store %570, %95 : f32, !llvm.ptr
            llvm.store %571, %96 : f32, !llvm.ptr
            llvm.store %572, %97 : f32, !llvm.ptr
            llvm.store %573, %98 : f32, !llvm.ptr
            llvm.store %574, %99 : f32, !llvm.ptr
            llvm.store %575, %100 : f32, !llvm.ptr
            llvm.store %576, %101 : f32, !llvm.ptr
            llvm.store %577, %102 : f32, !llvm.ptr
            llvm.store %578, %103 : f32, !llvm.ptr
            llvm.store %579, %104 : f32, !llvm.ptr
            llvm.store %580, %105 : f32, !llvm.ptr
            llvm.store %581, %106 : f32, !llvm.ptr
            llvm.store %582, %107 : f32, !llvm.ptr
            llvm.store %583, %108 : f32, !llvm.ptr
            llvm.store %584, %109 : f32, !llvm.ptr
            llvm.store %585, %110 : f32, !llvm.ptr
            llvm.store %586, %111 : f32, !llvm.ptr
            llvm.store %587, %112 : f32, !llvm.ptr
            llvm.store %588, %113 : f32, !llvm.ptr
            llvm.store %589, %114 : f32, !llvm.ptr
            llvm.store %590, %115 : f32, !llvm.ptr
            llvm.store %591, %116 : f32, !llvm.ptr
            llvm.store %592, %117 : f32, !llvm.ptr
            llvm.store %593, %118 : f32, !llvm.ptr
            llvm.store %594, %119 : f32, !llvm.ptr
            llvm.store %595, %120 : f32, !llvm.ptr
            llvm.store %596, %121 : f32, !llvm.ptr
            llvm.store %597, %122 : f32, !llvm.ptr
            llvm.store %598, %123 : f32, !llvm.ptr
            llvm.store %599, %124 : f32, !llvm.ptr
            llvm.store %600, %125 : f32, !llvm.ptr
            llvm.store %601, %126 : f32, !llvm.ptr
            llvm.store %602, %127 : f32, !llvm.ptr
            llvm.store %603, %128 : f32, !llvm.ptr
            llvm.store %604, %129 : f32, !llvm.ptr
            llvm.store %605, %130 : f32, !llvm.ptr
            llvm.store %606, %131 : f32, !llvm.ptr
            llvm.store %607, %132 : f32, !llvm.ptr
            llvm.store %608, %133 : f32, !llvm.ptr
            llvm.store %609, %134 : f32, !llvm.ptr
            llvm.store %610, %135 : f32, !llvm.ptr
            llvm.store %611, %136 : f32, !llvm.ptr
            llvm.store %612, %137 : f32, !llvm.ptr
            llvm.store %613, %138 : f32, !llvm.ptr
            llvm.store %614, %139 : f32, !llvm.ptr
            llvm.store %615, %140 : f32, !llvm.ptr
            llvm.store %616, %141 : f32, !llvm.ptr
            llvm.store %617, %142 : f32, !llvm.ptr
            llvm.store %618, %143 : f32, !llvm.ptr
            llvm.store %619, %144 : f32, !llvm.ptr
            llvm.store %620, %145 : f32, !llvm.ptr
            llvm.store %621, %146 : f32, !llvm.ptr
            llvm.store %622, %147 : f32, !llvm.ptr
            llvm.store %623, %148 : f32, !llvm.ptr
            llvm.store %624, %149 : f32, !llvm.ptr
            llvm.store %625, %150 : f32, !llvm.ptr
            llvm.store %626, %151 : f32, !llvm.ptr
            llvm.store %627, %152 : f32, !llvm.ptr
            llvm.store %628, %153 : f32, !llvm.ptr
            llvm.store %629, %154 : f32, !llvm.ptr
            llvm.store %630, %155 : f32, !llvm.ptr
            llvm.store %631, %156 : f32, !llvm.ptr
            llvm.store %632, %157 : f32, !llvm.ptr
            %633 = arith.muli %arg18, %c1024_i32 overflow<nsw> : i32
            %634 = arith.addi %633, %c4_i32 overflow<nsw> : i32
            %635 = arith.addi %163, %634 : i32
            %636 = vector.insert %635, %162 [0] : i32 into vector<2xi32>
            %637 = llvm.bitcast %636 : vector<2xi32> to i64
            %638 = arith.addi %165, %634 : i32
            %639 = vector.insert %638, %164 [0] : i32 into vector<2xi32>
            %640 = llvm.bitcast %639 : vector<2xi32> to i64
            %641 = llvm.load %4 : !llvm.ptr -> f32
            %642 = llvm.load %95 : !llvm.ptr -> f32
            %643 = llvm.load %96 : !llvm.ptr -> f32
            %644 = llvm.load %97 : !llvm.ptr -> f32
            %645 = llvm.load %98 : !llvm.ptr -> f32
            %646 = llvm.load %99 : !llvm.ptr -> f32
            %647 = llvm.load %100 : !llvm.ptr -> f32
            %648 = llvm.load %101 : !llvm.ptr -> f32
            %649 = llvm.load %102 : !llvm.ptr -> f32
            %650 = llvm.load %103 : !llvm.ptr -> f32
            %651 = llvm.load %104 : !llvm.ptr -> f32
            %652 = llvm.load %105 : !llvm.ptr -> f32
            %653 = llvm.load %106 : !llvm.ptr -> f32
            %654 = llvm.load %107 : !llvm.ptr -> f32
            %655 = llvm.load %108 : !llvm.ptr -> f32
            %656 = llvm.load %109 : !llvm.ptr -> f32
            %657 = llvm.load %110 : !llvm.ptr -> f32
            %658 = llvm.load %111 : !llvm.ptr -> f32
            %659 = llvm.load %112 : !llvm.ptr -> f32
            %660 = llvm.load %113 : !llvm.ptr -> f32
            %661 = llvm.load %114 : !llvm.ptr -> f32
            %662 = llvm.load %115 : !llvm.ptr -> f32
            %663 = llvm.load %116 : !llvm.ptr -> f32
            %664 = llvm.load %117 : !llvm.ptr -> f32
            %665 = llvm.load %118 : !llvm.ptr -> f32
            %666 = llvm.load %119 : !llvm.ptr -> f32
            %667 = llvm.load %120 : !llvm.ptr -> f32
            %668 = llvm.load %121 : !llvm.ptr -> f32
            %669 = llvm.load %122 : !llvm.ptr -> f32
            %670 = llvm.load %123 : !llvm.ptr -> f32
            %671 = llvm.load %124 : !llvm.ptr -> f32
            %672 = llvm.load %125 : !llvm.ptr -> f32
            %673 = llvm.load %126 : !llvm.ptr -> f32
            %674 = llvm.load %127 : !llvm.ptr -> f32
            %675 = llvm.load %128 : !llvm.ptr -> f32
            %676 = llvm.load %129 : !llvm.ptr -> f32
            %677 = llvm.load %130 : !llvm.ptr -> f32
            %678 = llvm.load %131 : !llvm.ptr -> f32
            %679 = llvm.load %132 : !llvm.ptr -> f32
            %680 = llvm.load %133 : !llvm.ptr -> f32
            %681 = llvm.load %134 : !llvm.ptr -> f32
            %682 = llvm.load %135 : !llvm.ptr -> f32
            %683 = llvm.load %136 : !llvm.ptr -> f32
            %684 = llvm.load %137 : !llvm.ptr -> f32
            %685 = llvm.load %138 : !llvm.ptr -> f32
            %686 = llvm.load %139 : !llvm.ptr -> f32
            %687 = llvm.load %140 : !llvm.ptr -> f32
            %688 = llvm.load %141 : !llvm.ptr -> f32
            %689 = llvm.load %142 : !llvm.ptr -> f32
            %690 = llvm.load %143 : !llvm.ptr -> f32
            %691 = llvm.load %144 : !llvm.ptr -> f32
            %692 = llvm.load %145 : !llvm.ptr -> f32
            %693 = llvm.load %146 : !llvm.ptr -> f32
            %694 = llvm.load %147 : !llvm.ptr -> f32
            %695 = llvm.load %148 : !llvm.ptr -> f32
            %696 = llvm.load %149 : !llvm.ptr -> f32
            %697 = llvm.load %150 : !llvm.ptr -> f32
            %698 = llvm.load %151 : !llvm.ptr -> f32
            %699 = llvm.load %152 : !llvm.ptr -> f32
            %700 = llvm.load %153 : !llvm.ptr -> f32
            %701 = llvm.load %154 : !llvm.ptr -> f32
            %702 = llvm.load %155 : !llvm.ptr -> f32
            %703 = llvm.load %156 : !llvm.ptr -> f32
            %704 = llvm.load %157 : !llvm.ptr -> f32
            %705 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %641, %642, %643, %644, %645, %646, %647, %648, %649, %650, %651, %652, %653, %654, %655, %656, %657, %658, %659, %660, %661, %662, %663, %664, %665, %666, %667, %668, %669, %670, %671, %672, %673, %674, %675, %676, %677, %678, %679, %680, %681, %682, %683, %684, %685, %686, %687, %688, %689, %690, %691, %692, %693, %694, %695, %696, %697, %698, %699, %700, %701, %702, %703, %704, %637, %640, %c1_i32, %c1_i32, %c1_i32, %c0_i32, %c0_i32 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_4a19c2
            %706 = llvm.extractvalue %705[0] : !llvm_struct_4a19c2
            %707 = llvm.extractvalue %705[1] : !llvm_struct_4a19c2
            %708 = llvm.extractvalue %705[2] : !llvm_struct_4a19c2
            %709 = llvm.extractvalue %705[3] : !llvm_struct_4a19c2
            %710 = llvm.extractvalue %705[4] : !llvm_struct_4a19c2
            %711 = llvm.extractvalue %705[5] : !llvm_struct_4a19c2
            %712 = llvm.extractvalue %705[6] : !llvm_struct_4a19c2
            %713 = llvm.extractvalue %705[7] : !llvm_struct_4a19c2
            %714 = llvm.extractvalue %705[8] : !llvm_struct_4a19c2
            %715 = llvm.extractvalue %705[9] : !llvm_struct_4a19c2
            %716 = llvm.extractvalue %705[10] : !llvm_struct_4a19c2
            %717 = llvm.extractvalue %705[11] : !llvm_struct_4a19c2
            %718 = llvm.extractvalue %705[12] : !llvm_struct_4a19c2
            %719 = llvm.extractvalue %705[13] : !llvm_struct_4a19c2
            %720 = llvm.extractvalue %705[14] : !llvm_struct_4a19c2
            %721 = llvm.extractvalue %705[15] : !llvm_struct_4a19c2
            %722 = llvm.extractvalue %705[16] : !llvm_struct_4a19c2
            %723 = llvm.extractvalue %705[17] : !llvm_struct_4a19c2
            %724 = llvm.extractvalue %705[18] : !llvm_struct_4a19c2
            %725 = llvm.extractvalue %705[19] : !llvm_struct_4a19c2
            %726 = llvm.extractvalue %705[20] : !llvm_struct_4a19c2
            %727 = llvm.extractvalue %705[21] : !llvm_struct_4a19c2
            %728 = llvm.extractvalue %705[22] : !llvm_struct_4a19c2
            %729 = llvm.extractvalue %705[23] : !llvm_struct_4a19c2
            %730 = llvm.extractvalue %705[24] : !llvm_struct_4a19c2
            %731 = llvm.extractvalue %705[25] : !llvm_struct_4a19c2
            %732 = llvm.extractvalue %705[26] : !llvm_struct_4a19c2
            %733 = llvm.extractvalue %705[27] : !llvm_struct_4a19c2
            %734 = llvm.extractvalue %705[28] : !llvm_struct_4a19c2
            %735 = llvm.extractvalue %705[29] : !llvm_struct_4a19c2
            %736 = llvm.extractvalue %705[30] : !llvm_struct_4a19c2
            %737 = llvm.extractvalue %705[31] : !llvm_struct_4a19c2
            %738 = llvm.extractvalue %705[32] : !llvm_struct_4a19c2
            %739 = llvm.extractvalue %705[33] : !llvm_struct_4a19c2
            %740 = llvm.extractvalue %705[34] : !llvm_struct_4a19c2
            %741 = llvm.extractvalue %705[35] : !llvm_struct_4a19c2
            %742 = llvm.extractvalue %705[36] : !llvm_struct_4a19c2
            %743 = llvm.extractvalue %705[37] : !llvm_struct_4a19c2
            %744 = llvm.extractvalue %705[38] : !llvm_struct_4a19c2
            %745 = llvm.extractvalue %705[39] : !llvm_struct_4a19c2
            %746 = llvm.extractvalue %705[40] : !llvm_struct_4a19c2
            %747 = llvm.extractvalue %705[41] : !llvm_struct_4a19c2
            %748 = llvm.extractvalue %705[42] : !llvm_struct_4a19c2
            %749 = llvm.extractvalue %705[43] : !llvm_struct_4a19c2
            %750 = llvm.extractvalue %705[44] : !llvm_struct_4a19c2
            %751 = llvm.extractvalue %705[45] : !llvm_struct_4a19c2
            %752 = llvm.extractvalue %705[46] : !llvm_struct_4a19c2
            %753 = llvm.extractvalue %705[47] : !llvm_struct_4a19c2
            %754 = llvm.extractvalue %705[48] : !llvm_struct_4a19c2
            %755 = llvm.extractvalue %705[49] : !llvm_struct_4a19c2
            %756 = llvm.extractvalue %705[50] : !llvm_struct_4a19c2
            %757 = llvm.extractvalue %705[51] : !llvm_struct_4a19c2
            %758 = llvm.extractvalue %705[52] : !llvm_struct_4a19c2
            %759 = llvm.extractvalue %705[53] : !llvm_struct_4a19c2
            %760 = llvm.extractvalue %705[54] : !llvm_struct_4a19c2
            %761 = llvm.extractvalue %705[55] : !llvm_struct_4a19c2
            %762 = llvm.extractvalue %705[56] : !llvm_struct_4a19c2
            %763 = llvm.extractvalue %705[57] : !llvm_struct_4a19c2
            %764 = llvm.extractvalue %705[58] : !llvm_struct_4a19c2
            %765 = llvm.extractvalue %705[59] : !llvm_struct_4a19c2
            %766 = llvm.extractvalue %705[60] : !llvm_struct_4a19c2
            %767 = llvm.extractvalue %705[61] : !llvm_struct_4a19c2
            %768 = llvm.extractvalue %705[62] : !llvm_struct_4a19c2
            %769 = llvm.extractvalue %705[63] : !llvm_struct_4a19c2
            llvm.store %706, %4 : f32, !llvm.ptr
            llvm.store %707, %95 : f32, !llvm.ptr
            llvm.store %708, %96 : f32, !llvm.ptr
            llvm.store %709, %97 : f32, !llvm.ptr
            llvm.store %710, %98 : f32, !llvm.ptr
            llvm.store %711, %99 : f32, !llvm.ptr
            llvm.store %712, %100 : f32, !llvm.ptr
            llvm.store %713, %101 : f32, !llvm.ptr
            llvm.store %714, %102 : f32, !llvm.ptr
            llvm.store %715, %103 : f32, !llvm.ptr
            llvm.store %716, %104 : f32, !llvm.ptr
            llvm.store %717, %105 : f32, !llvm.ptr
            llvm.store %718, %106 : f32, !llvm.ptr
            llvm.store %719, %107 : f32, !llvm.ptr
            llvm.store %720, %108 : f32, !llvm.ptr
            llvm.store %721, %109 : f32, !llvm.ptr
            llvm.store %722, %110 : f32, !llvm.ptr
            llvm.store %723, %111 : f32, !llvm.ptr
            llvm.store %724, %112 : f32, !llvm.ptr
            llvm.store %725, %113 : f32, !llvm.ptr
            llvm.store %726, %114 : f32, !llvm.ptr
            llvm.store %727, %115 : f32, !llvm.ptr
            llvm.store %728, %116 : f32, !llvm.ptr
            llvm.store %729, %117 : f32, !llvm.ptr
            llvm.store %730, %118 : f32, !llvm.ptr
            llvm.store %731, %119 : f32, !llvm.ptr
            llvm.store %732, %120 : f32, !llvm.ptr
            llvm.store %733, %121 : f32, !llvm.ptr
            llvm.store %734, %122 : f32, !llvm.ptr
            llvm.store %735, %123 : f32, !llvm.ptr
            llvm.store %736, %124 : f32, !llvm.ptr
            llvm.store %737, %125 : f32, !llvm.ptr
            llvm.store %738, %126 : f32, !llvm.ptr
            llvm.store %739, %127 : f32, !llvm.ptr
            llvm.store %740, %128 : f32, !llvm.ptr
            llvm.store %741, %129 : f32, !llvm.ptr
            llvm.store %742, %130 : f32, !llvm.ptr
            llvm.store %743, %131 : f32, !llvm.ptr
            llvm.store %744, %132 : f32, !llvm.ptr
            llvm.store %745, %133 : f32, !llvm.ptr
            llvm.store %746, %134 : f32, !llvm.ptr
            llvm.store %747, %135 : f32, !llvm.ptr
            llvm.store %748, %136 : f32, !llvm.ptr
            llvm.store %749, %137 : f32, !llvm.ptr
            llvm.store %750, %138 : f32, !llvm.ptr
            llvm.store %751, %139 : f32, !llvm.ptr
            llvm.store %752, %140 : f32, !llvm.ptr
            llvm.store %753, %141 : f32, !llvm.ptr
            llvm.store %754, %142 : f32, !llvm.ptr
            llvm.store %755, %143 : f32, !llvm.ptr
            llvm.store %756, %144 : f32, !llvm.ptr
            llvm.store %757, %145 : f32, !llvm.ptr
            llvm.store %758, %146 : f32, !llvm.ptr
            llvm.store %759, %147 : f32, !llvm.ptr
            llvm.store %760, %148 : f32, !llvm.ptr
            llvm.store %761, %149 : f32, !llvm.ptr
            llvm.store %762, %150 : f32, !llvm.ptr
            llvm.store %763, %151 : f32, !llvm.ptr
            llvm.store %764, %152 : f32, !llvm.ptr
            llvm.store %765, %153 : f32, !llvm.ptr
            llvm.store %766, %154 : f32, !llvm.ptr
            llvm.store %767, %155 : f32, !llvm.ptr
            llvm.store %768, %156 : f32, !llvm.ptr
            llvm.store %769, %157 : f32, !llvm.ptr
            %770 = arith.muli %arg18, %c1024_i32 overflow<nsw> : i32
            %771 = arith.addi %770, %c6_i32 overflow<nsw> : i32
            %772 = arith.addi %167, %771 : i32
            %773 = vector.insert %772, %166 [0] : i32 into vector<2xi32>
            %774 = llvm.bitcast %773 : vector<2xi32> to i64
            %775 = arith.addi %169, %771 : i32
            %776 = vector.insert %775, %168 [0] : i32 into vector<2xi32>
            %777 = llvm.bitcast %776 : vector<2xi32> to i64
            %778 = llvm.load %4 : !llvm.ptr -> f32
            %779 = llvm.load %95 : !llvm.ptr -> f32
            %780 = llvm.load %96 : !llvm.ptr -> f32
            %781 = llvm.load %97 : !llvm.ptr -> f32
            %782 = llvm.load %98 : !llvm.ptr -> f32
            %783 = llvm.load %99 : !llvm.ptr -> f32
            %784 = llvm.load %100 : !llvm.ptr -> f32
            %785 = llvm.load %101 : !llvm.ptr -> f32
            %786 = llvm.load %102 : !llvm.ptr -> f32
            %787 = llvm.load %103 : !llvm.ptr -> f32
            %788 = llvm.load %104 : !llvm.ptr -> f32
            %789 = llvm.load %105 : !llvm.ptr -> f32
            %790 = llvm.load %106 : !llvm.ptr -> f32
            %791 = llvm.load %107 : !llvm.ptr -> f32
            %792 = llvm.load %108 : !llvm.ptr -> f32
            %793 = llvm.load %109 : !llvm.ptr -> f32
            %794 = llvm.load %110 : !llvm.ptr -> f32
            %795 = llvm.load %111 : !llvm.ptr -> f32
            %796 = llvm.load %112 : !llvm.ptr -> f32
            %797 = llvm.load %113 : !llvm.ptr -> f32
            %798 = llvm.load %114 : !llvm.ptr -> f32
            %799 = llvm.load %115 : !llvm.ptr -> f32
            %800 = llvm.load %116 : !llvm.ptr -> f32
            %801 = llvm.load %117 : !llvm.ptr -> f32
            %802 = llvm.load %118 : !llvm.ptr -> f32
            %803 = llvm.load %119 : !llvm.ptr -> f32
            %804 = llvm.load %120 : !llvm.ptr -> f32
            %805 = llvm.load %121 : !llvm.ptr -> f32
            %806 = llvm.load %122 : !llvm.ptr -> f32
            %807 = llvm.load %123 : !llvm.ptr -> f32
            %808 = llvm.load %124 : !llvm.ptr -> f32
            %809 = llvm.load %125 : !llvm.ptr -> f32
            %810 = llvm.load %126 : !llvm.ptr -> f32
            %811 = llvm.load %127 : !llvm.ptr -> f32
            %812 = llvm.load %128 : !llvm.ptr -> f32
            %813 = llvm.load %129 : !llvm.ptr -> f32
            %814 = llvm.load %130 : !llvm.ptr -> f32
            %815 = llvm.load %131 : !llvm.ptr -> f32
            %816 = llvm.load %132 : !llvm.ptr -> f32
            %817 = llvm.load %133 : !llvm.ptr -> f32
            %818 = llvm.load %134 : !llvm.ptr -> f32
            %819 = llvm.load %135 : !llvm.ptr -> f32
            %820 = llvm.load %136 : !llvm.ptr -> f32
            %821 = llvm.load %137 : !llvm.ptr -> f32
            %822 = llvm.load %138 : !llvm.ptr -> f32
            %823 = llvm.load %139 : !llvm.ptr -> f32
            %824 = llvm.load %140 : !llvm.ptr -> f32
            %825 = llvm.load %141 : !llvm.ptr -> f32
            %826 = llvm.load %142 : !llvm.ptr -> f32
            %827 = llvm.load %143 : !llvm.ptr -> f32
            %828 = llvm.load %144 : !llvm.ptr -> f32
            %829 = llvm.load %145 : !llvm.ptr -> f32
            %830 = llvm.load %146 : !llvm.ptr -> f32
            %831 = llvm.load %147 : !llvm.ptr -> f32
            %832 = llvm.load %148 : !llvm.ptr -> f32
            %833 = llvm.load %149 : !llvm.ptr -> f32
            %834 = llvm.load %150 : !llvm.ptr -> f32
            %835 = llvm.load %151 : !llvm.ptr -> f32
            %836 = llvm.load %152 : !llvm.ptr -> f32
            %837 = llvm.load %153 : !llvm.ptr -> f32
            %838 = llvm.load %154 : !llvm.ptr -> f32
            %839 = llvm.load %155 : !llvm.ptr -> f32
            %840 = llvm.load %156 : !llvm.ptr -> f32
            %841 = llvm.load %157 : !llvm.ptr -> f32
            %842 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %778, %779, %780, %781, %782, %783, %784, %785, %786, %787, %788, %789, %790, %791, %792, %793, %794, %795, %796, %797, %798, %799, %800, %801, %802, %803, %804, %805, %806, %807, %808, %809, %810, %811, %812, %813, %814, %815, %816, %817, %818, %819, %820, %821, %822, %823, %824, %825, %826, %827, %828, %829, %830, %831, %832, %833, %834, %835, %836, %837, %838, %839, %840, %841, %774, %777, %c1_i32, %c1_i32, %c1_i32, %c0_i32, %c0_i32 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_4a19c2
            %843 = llvm.extractvalue %842[0] : !llvm_struct_4a19c2
            %844 = llvm.extractvalue %842[1] : !llvm_struct_4a19c2
            %845 = llvm.extractvalue %842[2] : !llvm_struct_4a19c2
            %846 = llvm.extractvalue %842[3] : !llvm_struct_4a19c2
            %847 = llvm.extractvalue %842[4] : !llvm_struct_4a19c2
            %848 = llvm.extractvalue %842[5] : !llvm_struct_4a19c2
            %849 = llvm.extractvalue %842[6] : !llvm_struct_4a19c2
            %850 = llvm.extractvalue %842[7] : !llvm_struct_4a19c2
            %851 = llvm.extractvalue %842[8] : !llvm_struct_4a19c2
            %852 = llvm.extractvalue %842[9] : !llvm_struct_4a19c2
            %853 = llvm.extractvalue %842[10] : !llvm_struct_4a19c2
            %854 = llvm.extractvalue %842[11] : !llvm_struct_4a19c2
            %855 = llvm.extractvalue %842[12] : !llvm_struct_4a19c2
            %856 = llvm.extractvalue %842[13] : !llvm_struct_4a19c2
            %857 = llvm.extractvalue %842[14] : !llvm_struct_4a19c2
            %858 = llvm.extractvalue %842[15] : !llvm_struct_4a19c2
            %859 = llvm.extractvalue %842[16] : !llvm_struct_4a19c2
            %860 = llvm.extractvalue %842[17] : !llvm_struct_4a19c2
            %861 = llvm.extractvalue %842[18] : !llvm_struct_4a19c2
            %862 = llvm.extractvalue %842[19] : !llvm_struct_4a19c2
            %863 = llvm.extractvalue %842[20] : !llvm_struct_4a19c2
            %864 = llvm.extractvalue %842[21] : !llvm_struct_4a19c2
            %865 = llvm.extractvalue %842[22] : !llvm_struct_4a19c2
            %866 = llvm.extractvalue %842[23] : !llvm_struct_4a19c2
            %867 = llvm.extractvalue %842[24] : !llvm_struct_4a19c2
            %868 = llvm.extractvalue %842[25] : !llvm_struct_4a19c2
            %869 = llvm.extractvalue %842[26] : !llvm_struct_4a19c2
            %870 = llvm.extractvalue %842[27] : !llvm_struct_4a19c2
            %871 = llvm.extractvalue %842[28] : !llvm_struct_4a19c2
            %872 = llvm.extractvalue %842[29] : !llvm_struct_4a19c2
            %873 = llvm.extractvalue %842[30] : !llvm_struct_4a19c2
            %874 = llvm.extractvalue %842[31] : !llvm_struct_4a19c2
            %875 = llvm.extractvalue %842[32] : !llvm_struct_4a19c2
            %876 = llvm.extractvalue %842[33] : !llvm_struct_4a19c2
            %877 = llvm.extractvalue %842[34] : !llvm_struct_4a19c2
            %878 = llvm.extractvalue %842[35] : !llvm_struct_4a19c2
            %879 = llvm.extractvalue %842[36] : !llvm_struct_4a19c2
            %880 = llvm.extractvalue %842[37] : !llvm_struct_4a19c2
            %881 = llvm.extractvalue %842[38] : !llvm_struct_4a19c2
            %882 = llvm.extractvalue %842[39] : !llvm_struct_4a19c2
            %883 = llvm.extractvalue %842[40] : !llvm_struct_4a19c2
            %884 = llvm.extractvalue %842[41] : !llvm_struct_4a19c2
            %885 = llvm.extractvalue %842[42] : !llvm_struct_4a19c2
            %886 = llvm.extractvalue %842[43] : !llvm_struct_4a19c2
            %887 = llvm.extractvalue %842[44] : !llvm_struct_4a19c2
            %888 = llvm.extractvalue %842[45] : !llvm_struct_4a19c2
            %889 = llvm.extractvalue %842[46] : !llvm_struct_4a19c2
            %890 = llvm.extractvalue %842[47] : !llvm_struct_4a19c2
            %891 = llvm.extractvalue %842[48] : !llvm_struct_4a19c2
            %892 = llvm.extractvalue %842[49] : !llvm_struct_4a19c2
            %893 = llvm.extractvalue %842[50] : !llvm_struct_4a19c2
            %894 = llvm.extractvalue %842[51] : !llvm_struct_4a19c2
            %895 = llvm.extractvalue %842[52] : !llvm_struct_4a19c2
            %896 = llvm.extractvalue %842[53] : !llvm_struct_4a19c2
            %897 = llvm.extractvalue %842[54] : !llvm_struct_4a19c2
            %898 = llvm.extractvalue %842[55] : !llvm_struct_4a19c2
            %899 = llvm.extractvalue %842[56] : !llvm_struct_4a19c2
            %900 = llvm.extractvalue %842[57] : !llvm_struct_4a19c2
            %901 = llvm.extractvalue %842[58] : !llvm_struct_4a19c2
            %902 = llvm.extractvalue %842[59] : !llvm_struct_4a19c2
            %903 = llvm.extractvalue %842[60] : !llvm_struct_4a19c2
            %904 = llvm.extractvalue %842[61] : !llvm_struct_4a19c2
            %905 = llvm.extractvalue %842[62] : !llvm_struct_4a19c2
            %906 = llvm.extractvalue %842[63] : !llvm_struct_4a19c2
            llvm.store %843, %4 : f32, !llvm.ptr
            llvm.store %844, %95 : f32, !llvm.ptr
            llvm.store %845, %96 : f32, !llvm.ptr
            llvm.store %846, %97 : f32, !llvm.ptr
            llvm.store %847, %98 : f32, !llvm.ptr
            llvm.store %848, %99 : f32, !llvm.ptr
            llvm.store %849, %100 : f32, !llvm.ptr
            llvm.store %850, %101 : f32, !llvm.ptr
            llvm.store %851, %102 : f32, !llvm.ptr
            llvm.store %852, %103 : f32, !llvm.ptr
            llvm.store %853, %104 : f32, !llvm.ptr
            llvm.store %854, %105 : f32, !llvm.ptr
            llvm.store %855, %106 : f32, !llvm.ptr
            llvm.store %856, %107 : f32, !llvm.ptr
            llvm.store %857, %108 : f32, !llvm.ptr
            llvm.store %858, %109 : f32, !llvm.ptr
            llvm.store %859, %110 : f32, !llvm.ptr
            llvm.store %860, %111 : f32, !llvm.ptr
            llvm.store %861, %112 : f32, !llvm.ptr
            llvm.store %862, %113 : f32, !llvm.ptr
            llvm.store %863, %114 : f32, !llvm.ptr
            llvm.store %864, %115 : f32, !llvm.ptr
            llvm.store %865, %116 : f32, !llvm.ptr
            llvm.store %866, %117 : f32, !llvm.ptr
            llvm.store %867, %118 : f32, !llvm.ptr
            llvm.store %868, %119 : f32, !llvm.ptr
            llvm.store %869, %120 : f32, !llvm.ptr
            llvm.store %870, %121 : f32, !llvm.ptr
            llvm.store %871, %122 : f32, !llvm.ptr
            llvm.store %872, %123 : f32, !llvm.ptr
            llvm.store %873, %124 : f32, !llvm.ptr
            llvm.store %874, %125 : f32, !llvm.ptr
            llvm.store %875, %126 : f32, !llvm.ptr
            llvm.store %876, %127 : f32, !llvm.ptr
            llvm.store %877, %128 : f32, !llvm.ptr
            llvm.store %878, %129 : f32, !llvm.ptr
            llvm.store %879, %130 : f32, !llvm.ptr
            llvm.store %880, %131 : f32, !llvm.ptr
            llvm.store %881, %132 : f32, !llvm.ptr
            llvm.store %882, %133 : f32, !llvm.ptr
            llvm.store %883, %134 : f32, !llvm.ptr
            llvm.store %884, %135 : f32, !llvm.ptr
            llvm.store %885, %136 : f32, !llvm.ptr
            llvm.store %886, %137 : f32, !llvm.ptr
            llvm.store %887, %138 : f32, !llvm.ptr
            llvm.store %888, %139 : f32, !llvm.ptr
            llvm.store %889, %140 : f32, !llvm.ptr
            llvm.store %890, %141 : f32, !llvm.ptr
            llvm.store %891, %142 : f32, !llvm.ptr
            llvm.store %892, %143 : f32, !llvm.ptr
            llvm.store %893, %144 : f32, !llvm.ptr
            llvm.store %894, %145 : f32, !llvm.ptr
            llvm.store %895, %146 : f32, !llvm.ptr
            llvm.store %896, %147 : f32, !llvm.ptr
            llvm.store %897, %148 : f32, !llvm.ptr
            llvm.store %898, %149 : f32, !llvm.ptr
            llvm.store %899, %150 : f32, !llvm.ptr
            llvm.store %900, %151 : f32, !llvm.ptr
            llvm.store %901, %152 : f32, !llvm.ptr
            llvm.store %902, %153 : f32, !llvm.ptr
            llvm.store %903, %154 : f32, !llvm.ptr
            llvm.store %904, %155 : f32, !llvm.ptr
            llvm.store %905, %156 : f32, !llvm.ptr
            llvm.store %906, %157 : f32, !llvm.ptr
            nvvm.wgmma.commit.group.sync.aligned
            nvvm.wgmma.wait.group.sync.aligned 1
            %907 = arith.cmpi sgt, %arg13, %c0_i32 : i32
            %908:3 = scf.if %907 -> (i32, i32, i32) {
              scf.if %52 {
                %919 = llvm.getelementptr %42[%arg15] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
                %920 = nvvm.mapa %919, %45 : !llvm.ptr<3> -> !llvm.ptr<7>
                nvvm.mbarrier.arrive %920, %c1_i32 : !llvm.ptr<7>
              }
              %914 = arith.addi %arg15, %c1_i32 : i32
              %915 = arith.addi %arg14, %c1_i32 : i32
              %916 = arith.cmpi eq, %914, %c6_i32 : i32
              %917 = arith.select %916, %c0_i32, %914 : i32
              %918 = scf.if %916 -> (i32) {
                %919 = arith.xori %arg16, %c1_i32 : i32
                scf.yield %919 : i32
              } else {
                scf.yield %arg16 : i32
              }
              scf.yield %915, %917, %918 : i32, i32, i32
            } else {
              scf.yield %arg14, %arg15, %arg16 : i32, i32, i32
            }
            %909 = arith.addi %arg18, %c1_i32 : i32
            %910 = arith.addi %arg17, %c1_i32 : i32
            %911 = arith.cmpi eq, %909, %c6_i32 : i32
            %912 = arith.select %911, %c0_i32, %909 : i32
            %913 = scf.if %911 -> (i32) {
              %914 = arith.xori %arg19, %c1_i32 : i32
              scf.yield %914 : i32
            } else {
              scf.yield %arg19 : i32
            }
            scf.yield %908#0, %908#1, %908#2, %910, %912, %913 : i32, i32, i32, i32, i32, i32
          }
          nvvm.wgmma.wait.group.sync.aligned 0
          scf.if %52 {
            %359 = llvm.getelementptr %42[%266#1] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %360 = nvvm.mapa %359, %45 : !llvm.ptr<3> -> !llvm.ptr<7>
            nvvm.mbarrier.arrive %360, %c1_i32 : !llvm.ptr<7>
          }
          %267 = arith.addi %266#1, %c1_i32 : i32
          %268 = arith.addi %266#0, %c1_i32 : i32
          %269 = arith.cmpi eq, %267, %c6_i32 : i32
          %270 = arith.select %269, %c0_i32, %267 : i32
          %271 = scf.if %269 -> (i32) {
            %359 = arith.xori %266#2, %c1_i32 : i32
            scf.yield %359 : i32
          } else {
            scf.yield %266#2 : i32
          }
          %272 = arith.muli %263, %c128_i32 overflow<nsw> : i32
          %273 = arith.muli %264, %c128_i32 overflow<nsw> : i32
          %274 = llvm.load %4 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %274, %3 {alignment = 32 : i64} : f32, !llvm.ptr
          %275 = llvm.load %170 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %275, %171 {alignment = 4 : i64} : f32, !llvm.ptr
          %276 = llvm.load %172 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %276, %173 {alignment = 8 : i64} : f32, !llvm.ptr
          %277 = llvm.load %174 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %277, %175 {alignment = 4 : i64} : f32, !llvm.ptr
          %278 = llvm.load %176 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %278, %177 {alignment = 16 : i64} : f32, !llvm.ptr
          %279 = llvm.load %178 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %279, %179 {alignment = 4 : i64} : f32, !llvm.ptr
          %280 = llvm.load %180 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %280, %181 {alignment = 8 : i64} : f32, !llvm.ptr
          %281 = llvm.load %182 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %281, %183 {alignment = 4 : i64} : f32, !llvm.ptr
          %282 = llvm.load %184 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %282, %185 {alignment = 32 : i64} : f32, !llvm.ptr
          %283 = llvm.load %186 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %283, %187 {alignment = 4 : i64} : f32, !llvm.ptr
          %284 = llvm.load %188 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %284, %189 {alignment = 8 : i64} : f32, !llvm.ptr
          %285 = llvm.load %190 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %285, %191 {alignment = 4 : i64} : f32, !llvm.ptr
          %286 = llvm.load %192 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %286, %193 {alignment = 16 : i64} : f32, !llvm.ptr
          %287 = llvm.load %194 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %287, %195 {alignment = 4 : i64} : f32, !llvm.ptr
          %288 = llvm.load %196 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %288, %197 {alignment = 8 : i64} : f32, !llvm.ptr
          %289 = llvm.load %198 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %289, %199 {alignment = 4 : i64} : f32, !llvm.ptr
          %290 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
          %291 = arith.truncf %290 : vector<16xf32> to vector<16xbf16>
          llvm.store %291, %2 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
          %292 = arith.muli %arg4, %c4096_i32 overflow<nsw> : i32
          scf.for %arg13 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
            %359 = arith.muli %arg13, %c8_i32 overflow<nsw> : i32
            %360 = llvm.getelementptr %2[%359] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %361 = arith.muli %arg13, %c16_i32 overflow<nsw> : i32
            %362 = llvm.getelementptr %90[%361] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %363 = llvm.load %360 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
            %364:4 = vector.to_elements %363 : vector<4xi32>
            %365 = llvm.ptrtoint %362 : !llvm.ptr<3> to i64
            %366 = arith.andi %365, %c384_i64 : i64
            %367 = arith.shrui %366, %c3_i64 : i64
            %368 = arith.xori %365, %367 : i64
            %369 = llvm.inttoptr %368 : i64 to !llvm.ptr<3>
            %370 = llvm.getelementptr %369[%292] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            nvvm.stmatrix %370, %364#0, %364#1, %364#2, %364#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          scf.if %200 {
            %359 = arith.muli %arg4, %c4096_i32 overflow<nsw> : i32
            %360 = llvm.getelementptr %41[%359] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            nvvm.cp.async.bulk.tensor.global.shared.cta %7, %360, box[%273, %272, %250] l2_cache_hint = %0 : !llvm.ptr, <3>
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
          }
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          %293 = arith.addi %arg4, %c1_i32 : i32
          %294 = arith.remsi %293, %c4_i32 : i32
          %295 = llvm.load %201 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %295, %3 {alignment = 32 : i64} : f32, !llvm.ptr
          %296 = llvm.load %202 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %296, %171 {alignment = 4 : i64} : f32, !llvm.ptr
          %297 = llvm.load %203 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %297, %173 {alignment = 8 : i64} : f32, !llvm.ptr
          %298 = llvm.load %204 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %298, %175 {alignment = 4 : i64} : f32, !llvm.ptr
          %299 = llvm.load %205 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %299, %177 {alignment = 16 : i64} : f32, !llvm.ptr
          %300 = llvm.load %206 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %300, %179 {alignment = 4 : i64} : f32, !llvm.ptr
          %301 = llvm.load %207 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %301, %181 {alignment = 8 : i64} : f32, !llvm.ptr
          %302 = llvm.load %208 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %302, %183 {alignment = 4 : i64} : f32, !llvm.ptr
          %303 = llvm.load %209 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %303, %185 {alignment = 32 : i64} : f32, !llvm.ptr
          %304 = llvm.load %210 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %304, %187 {alignment = 4 : i64} : f32, !llvm.ptr
          %305 = llvm.load %211 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %305, %189 {alignment = 8 : i64} : f32, !llvm.ptr
          %306 = llvm.load %212 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %306, %191 {alignment = 4 : i64} : f32, !llvm.ptr
          %307 = llvm.load %213 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %307, %193 {alignment = 16 : i64} : f32, !llvm.ptr
          %308 = llvm.load %214 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %308, %195 {alignment = 4 : i64} : f32, !llvm.ptr
          %309 = llvm.load %215 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %309, %197 {alignment = 8 : i64} : f32, !llvm.ptr
          %310 = llvm.load %216 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %310, %199 {alignment = 4 : i64} : f32, !llvm.ptr
          %311 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
          %312 = arith.truncf %311 : vector<16xf32> to vector<16xbf16>
          llvm.store %312, %2 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
          %313 = arith.muli %294, %c4096_i32 overflow<nsw> : i32
          scf.for %arg13 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
            %359 = arith.muli %arg13, %c8_i32 overflow<nsw> : i32
            %360 = llvm.getelementptr %2[%359] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %361 = arith.muli %arg13, %c16_i32 overflow<nsw> : i32
            %362 = llvm.getelementptr %90[%361] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %363 = llvm.load %360 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
            %364:4 = vector.to_elements %363 : vector<4xi32>
            %365 = llvm.ptrtoint %362 : !llvm.ptr<3> to i64
            %366 = arith.andi %365, %c384_i64 : i64
            %367 = arith.shrui %366, %c3_i64 : i64
            %368 = arith.xori %365, %367 : i64
            %369 = llvm.inttoptr %368 : i64 to !llvm.ptr<3>
            %370 = llvm.getelementptr %369[%313] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            nvvm.stmatrix %370, %364#0, %364#1, %364#2, %364#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          scf.if %200 {
            %359 = arith.muli %294, %c4096_i32 overflow<nsw> : i32
            %360 = llvm.getelementptr %41[%359] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %361 = arith.addi %273, %c32_i32 overflow<nsw> : i32
            nvvm.cp.async.bulk.tensor.global.shared.cta %8, %360, box[%361, %272, %250] l2_cache_hint = %0 : !llvm.ptr, <3>
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
          }
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          %314 = arith.addi %294, %c1_i32 : i32
          %315 = arith.remsi %314, %c4_i32 : i32
          %316 = llvm.load %217 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %316, %3 {alignment = 32 : i64} : f32, !llvm.ptr
          %317 = llvm.load %218 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %317, %171 {alignment = 4 : i64} : f32, !llvm.ptr
          %318 = llvm.load %219 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %318, %173 {alignment = 8 : i64} : f32, !llvm.ptr
          %319 = llvm.load %220 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %319, %175 {alignment = 4 : i64} : f32, !llvm.ptr
          %320 = llvm.load %221 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %320, %177 {alignment = 16 : i64} : f32, !llvm.ptr
          %321 = llvm.load %222 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %321, %179 {alignment = 4 : i64} : f32, !llvm.ptr
          %322 = llvm.load %223 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %322, %181 {alignment = 8 : i64} : f32, !llvm.ptr
          %323 = llvm.load %224 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %323, %183 {alignment = 4 : i64} : f32, !llvm.ptr
          %324 = llvm.load %225 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %324, %185 {alignment = 32 : i64} : f32, !llvm.ptr
          %325 = llvm.load %226 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %325, %187 {alignment = 4 : i64} : f32, !llvm.ptr
          %326 = llvm.load %227 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %326, %189 {alignment = 8 : i64} : f32, !llvm.ptr
          %327 = llvm.load %228 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %327, %191 {alignment = 4 : i64} : f32, !llvm.ptr
          %328 = llvm.load %229 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %328, %193 {alignment = 16 : i64} : f32, !llvm.ptr
          %329 = llvm.load %230 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %329, %195 {alignment = 4 : i64} : f32, !llvm.ptr
          %330 = llvm.load %231 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %330, %197 {alignment = 8 : i64} : f32, !llvm.ptr
          %331 = llvm.load %232 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %331, %199 {alignment = 4 : i64} : f32, !llvm.ptr
          %332 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
          %333 = arith.truncf %332 : vector<16xf32> to vector<16xbf16>
          llvm.store %333, %2 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
          %334 = arith.muli %315, %c4096_i32 overflow<nsw> : i32
          scf.for %arg13 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
            %359 = arith.muli %arg13, %c8_i32 overflow<nsw> : i32
            %360 = llvm.getelementptr %2[%359] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %361 = arith.muli %arg13, %c16_i32 overflow<nsw> : i32
            %362 = llvm.getelementptr %90[%361] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %363 = llvm.load %360 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
            %364:4 = vector.to_elements %363 : vector<4xi32>
            %365 = llvm.ptrtoint %362 : !llvm.ptr<3> to i64
            %366 = arith.andi %365, %c384_i64 : i64
            %367 = arith.shrui %366, %c3_i64 : i64
            %368 = arith.xori %365, %367 : i64
            %369 = llvm.inttoptr %368 : i64 to !llvm.ptr<3>
            %370 = llvm.getelementptr %369[%334] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            nvvm.stmatrix %370, %364#0, %364#1, %364#2, %364#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          scf.if %200 {
            %359 = arith.muli %315, %c4096_i32 overflow<nsw> : i32
            %360 = llvm.getelementptr %41[%359] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %361 = arith.addi %273, %c64_i32 overflow<nsw> : i32
            nvvm.cp.async.bulk.tensor.global.shared.cta %9, %360, box[%361, %272, %250] l2_cache_hint = %0 : !llvm.ptr, <3>
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
          }
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          %335 = arith.addi %315, %c1_i32 : i32
          %336 = arith.remsi %335, %c4_i32 : i32
          %337 = llvm.load %233 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %337, %3 {alignment = 32 : i64} : f32, !llvm.ptr
          %338 = llvm.load %234 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %338, %171 {alignment = 4 : i64} : f32, !llvm.ptr
          %339 = llvm.load %235 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %339, %173 {alignment = 8 : i64} : f32, !llvm.ptr
          %340 = llvm.load %236 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %340, %175 {alignment = 4 : i64} : f32, !llvm.ptr
          %341 = llvm.load %237 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %341, %177 {alignment = 16 : i64} : f32, !llvm.ptr
          %342 = llvm.load %238 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %342, %179 {alignment = 4 : i64} : f32, !llvm.ptr
          %343 = llvm.load %239 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %343, %181 {alignment = 8 : i64} : f32, !llvm.ptr
          %344 = llvm.load %240 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %344, %183 {alignment = 4 : i64} : f32, !llvm.ptr
          %345 = llvm.load %241 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %345, %185 {alignment = 32 : i64} : f32, !llvm.ptr
          %346 = llvm.load %242 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %346, %187 {alignment = 4 : i64} : f32, !llvm.ptr
          %347 = llvm.load %243 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %347, %189 {alignment = 8 : i64} : f32, !llvm.ptr
          %348 = llvm.load %244 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %348, %191 {alignment = 4 : i64} : f32, !llvm.ptr
          %349 = llvm.load %245 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %349, %193 {alignment = 16 : i64} : f32, !llvm.ptr
          %350 = llvm.load %246 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %350, %195 {alignment = 4 : i64} : f32, !llvm.ptr
          %351 = llvm.load %247 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %351, %197 {alignment = 8 : i64} : f32, !llvm.ptr
          %352 = llvm.load %248 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %352, %199 {alignment = 4 : i64} : f32, !llvm.ptr
          %353 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
          %354 = arith.truncf %353 : vector<16xf32> to vector<16xbf16>
          llvm.store %354, %2 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
          %355 = arith.muli %336, %c4096_i32 overflow<nsw> : i32
          scf.for %arg13 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
            %359 = arith.muli %arg13, %c8_i32 overflow<nsw> : i32
            %360 = llvm.getelementptr %2[%359] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %361 = arith.muli %arg13, %c16_i32 overflow<nsw> : i32
            %362 = llvm.getelementptr %90[%361] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %363 = llvm.load %360 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
            %364:4 = vector.to_elements %363 : vector<4xi32>
            %365 = llvm.ptrtoint %362 : !llvm.ptr<3> to i64
            %366 = arith.andi %365, %c384_i64 : i64
            %367 = arith.shrui %366, %c3_i64 : i64
            %368 = arith.xori %365, %367 : i64
            %369 = llvm.inttoptr %368 : i64 to !llvm.ptr<3>
            %370 = llvm.getelementptr %369[%355] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            nvvm.stmatrix %370, %364#0, %364#1, %364#2, %364#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          scf.if %200 {
            %359 = arith.muli %336, %c4096_i32 overflow<nsw> : i32
            %360 = llvm.getelementptr %41[%359] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %361 = arith.addi %273, %c96_i32 overflow<nsw> : i32
            nvvm.cp.async.bulk.tensor.global.shared.cta %10, %360, box[%361, %272, %250] l2_cache_hint = %0 : !llvm.ptr, <3>
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
          }
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          %356 = arith.addi %336, %c1_i32 : i32
          %357 = arith.remsi %356, %c4_i32 : i32
          %358 = arith.addi %arg5, %33 : i32
          scf.yield %357, %358, %265, %268, %270, %271, %266#3, %266#4, %266#5 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32
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
    %c2233785415175766016_i64 = arith.constant 2233785415175766016 : i64
    %c4290672329751_i64 = arith.constant 4290672329751 : i64
    %c131000_i64 = arith.constant 131000 : i64
    %c562643092770_i64 = arith.constant 562643092770 : i64
    %c63_i64 = arith.constant 63 : i64
    %c4496830759431_i64 = arith.constant 4496830759431 : i64
    %c68120_i64 = arith.constant 68120 : i64
    %c127_i64 = arith.constant 127 : i64
    %c4539628424389459968_i64 = arith.constant 4539628424389459968 : i64
    %c1_i64 = arith.constant 1 : i64
    %c4290672329223_i64 = arith.constant 4290672329223 : i64
    %c65000_i64 = arith.constant 65000 : i64
    %c279175259426_i64 = arith.constant 279175259426 : i64
    %c0_i32 = arith.constant 0 : i32
    %c66_i32 = arith.constant 66 : i32
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
    llvm.store %c127_i64, %15 : i64, !llvm.ptr
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
    llvm.store %c63_i64, %32 : i64, !llvm.ptr
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
    %57 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c384_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c230400_i64, gridDim = (%c2_i32, %c1_i32, %c66_i32), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%57] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cluster_dim[%57] (%c2_i32, %c1_i32, %c1_i32) : !cuda_launch_cfg_2cf94c, i32, i32, i32
    cuda.launch_cfg.cooperative[%57] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %58 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0<%57> (%22, %39, %56, %5) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_2ed770, !llvm_struct_2ed770, !llvm_struct_2ed770, !llvm.struct<(i1)>) -> !cuda.result
    %59 = cuda.cast %58 : !cuda.result -> i32
    cuda.return_if_error %59 : i32
    return %c0_i32 : i32
  }
}
