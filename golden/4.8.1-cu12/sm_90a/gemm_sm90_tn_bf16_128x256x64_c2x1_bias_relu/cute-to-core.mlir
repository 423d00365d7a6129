!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_2ed770 = !llvm.struct<(struct<(array<16 x i64>)>)>
!llvm_struct_31b33a = !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_he1aa3512_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_he1aa3512_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    cuda.kernel @kernel_cutlass_kernel_cute_irkernelsgemm_he1aa3512_0(%arg0: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg1: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg2: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg3: !llvm.struct<(i1)>, %arg4: !llvm_struct_6960aa, %arg5: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 384, 1, 1>, exact_cluster_dim = array<i64: 2, 1, 1>, exact_grid_dim = array<i64: 2, 1, 40>, schema_version = 1 : i64}, gpu.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 384, 1, 1>, smem.config_smem_size = 230400 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %c4611686018427387904_i64 = arith.constant 4611686018427387904 : i64
      %c0_i64 = arith.constant 0 : i64
      %c274877906944_i64 = arith.constant 274877906944 : i64
      %c64_i64 = arith.constant 64 : i64
      %c65536_i64 = arith.constant 65536 : i64
      %c1_i64 = arith.constant 1 : i64
      %0 = llvm.mlir.zero : i64
      %c249_i32 = arith.constant 249 : i32
      %c248_i32 = arith.constant 248 : i32
      %c241_i32 = arith.constant 241 : i32
      %c240_i32 = arith.constant 240 : i32
      %c233_i32 = arith.constant 233 : i32
      %c232_i32 = arith.constant 232 : i32
      %c225_i32 = arith.constant 225 : i32
      %c224_i32 = arith.constant 224 : i32
      %c217_i32 = arith.constant 217 : i32
      %c216_i32 = arith.constant 216 : i32
      %c209_i32 = arith.constant 209 : i32
      %c208_i32 = arith.constant 208 : i32
      %c201_i32 = arith.constant 201 : i32
      %c200_i32 = arith.constant 200 : i32
      %c193_i32 = arith.constant 193 : i32
      %c192_i32 = arith.constant 192 : i32
      %c185_i32 = arith.constant 185 : i32
      %c184_i32 = arith.constant 184 : i32
      %c177_i32 = arith.constant 177 : i32
      %c176_i32 = arith.constant 176 : i32
      %c169_i32 = arith.constant 169 : i32
      %c168_i32 = arith.constant 168 : i32
      %c161_i32 = arith.constant 161 : i32
      %c160_i32 = arith.constant 160 : i32
      %c153_i32 = arith.constant 153 : i32
      %c152_i32 = arith.constant 152 : i32
      %c145_i32 = arith.constant 145 : i32
      %c144_i32 = arith.constant 144 : i32
      %c137_i32 = arith.constant 137 : i32
      %c136_i32 = arith.constant 136 : i32
      %c129_i32 = arith.constant 129 : i32
      %c121_i32 = arith.constant 121 : i32
      %c120_i32 = arith.constant 120 : i32
      %c113_i32 = arith.constant 113 : i32
      %c112_i32 = arith.constant 112 : i32
      %c105_i32 = arith.constant 105 : i32
      %c104_i32 = arith.constant 104 : i32
      %c97_i32 = arith.constant 97 : i32
      %c96_i32 = arith.constant 96 : i32
      %c89_i32 = arith.constant 89 : i32
      %c88_i32 = arith.constant 88 : i32
      %c81_i32 = arith.constant 81 : i32
      %c80_i32 = arith.constant 80 : i32
      %c73_i32 = arith.constant 73 : i32
      %c72_i32 = arith.constant 72 : i32
      %c65_i32 = arith.constant 65 : i32
      %c57_i32 = arith.constant 57 : i32
      %c56_i32 = arith.constant 56 : i32
      %c49_i32 = arith.constant 49 : i32
      %c48_i32 = arith.constant 48 : i32
      %c41_i32 = arith.constant 41 : i32
      %c33_i32 = arith.constant 33 : i32
      %c3_i64 = arith.constant 3 : i64
      %c384_i64 = arith.constant 384 : i64
      %c25_i32 = arith.constant 25 : i32
      %c24_i32 = arith.constant 24 : i32
      %c17_i32 = arith.constant 17 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %c16383_i32 = arith.constant 16383 : i32
      %c16384_i32 = arith.constant 16384 : i32
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
      %c8192_i32 = arith.constant 8192 : i32
      %c64_i32 = arith.constant 64 : i32
      %c40_i32 = arith.constant 40 : i32
      %c20_i32 = arith.constant 20 : i32
      %c4_i32 = arith.constant 4 : i32
      %c9_i32 = arith.constant 9 : i32
      %c10000000_i32 = arith.constant 10000000 : i32
      %c49152_i32 = arith.constant 49152 : i32
      %c3_i16 = arith.constant 3 : i16
      %c4096_i32 = arith.constant 4096 : i32
      %c8_i32 = arith.constant 8 : i32
      %c256_i32 = arith.constant 256 : i32
      %c512_i32 = arith.constant 512 : i32
      %cst = arith.constant dense<0.000000e+00> : vector<128xf32>
      %c1047_i32 = arith.constant 1047 : i32
      %cst_0 = arith.constant dense<0.000000e+00> : vector<16xf32>
      %c128_i32 = arith.constant 128 : i32
      %c16_i32 = arith.constant 16 : i32
      %c1_i32 = arith.constant 1 : i32
      %2 = llvm.alloca %c16_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %3 = llvm.alloca %c16_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %4 = llvm.alloca %c16_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %5 = llvm.alloca %c16_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %6 = llvm.alloca %c16_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %7 = llvm.alloca %c16_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %8 = llvm.alloca %c16_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %9 = llvm.alloca %c16_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %10 = llvm.alloca %c16_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %11 = llvm.alloca %c16_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %12 = llvm.alloca %c128_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %13 = llvm.getelementptr %arg0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %14 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %15 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %16 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %17 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %18 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %19 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %20 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %21 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %22 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %23 = llvm.ptrtoint %1 : !llvm.ptr<3> to i32
      %24 = nvvm.shfl.sync idx %c-1_i32, %23, %c0_i32, %c31_i32 : i32 -> i32
      %25 = arith.extui %24 : i32 to i64
      %26 = llvm.inttoptr %25 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%26, %c1024_i64 : !llvm.ptr<3>, i64)] : i1
      %27 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %28 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %29 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %30 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %31 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %32 = arith.muli %28, %30 : i32
      %33 = arith.addi %27, %32 : i32
      %34 = arith.muli %29, %30 : i32
      %35 = arith.muli %34, %31 : i32
      %36 = arith.addi %33, %35 : i32
      %37 = arith.floordivsi %36, %c32_i32 : i32
      %38 = nvvm.shfl.sync idx %c-1_i32, %37, %c0_i32, %c31_i32 : i32 -> i32
      %39 = nvvm.shfl.sync idx %c-1_i32, %38, %c0_i32, %c31_i32 : i32 -> i32
      %40 = arith.floordivsi %27, %c128_i32 : i32
      %41 = nvvm.shfl.sync idx %c-1_i32, %40, %c0_i32, %c31_i32 : i32 -> i32
      %42 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %43 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %44 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %45 = nvvm.read.ptx.sreg.nctaid.z range <i32, 1, 65535> : i32
      %46 = arith.cmpi eq, %39, %c0_i32 : i32
      scf.if %46 {
        nvvm.prefetch tensormap, %arg0 : !llvm.ptr
        nvvm.prefetch tensormap, %arg1 : !llvm.ptr
        nvvm.prefetch tensormap, %arg2 : !llvm.ptr
      }
      %47 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %48 = nvvm.shfl.sync idx %c-1_i32, %47, %c0_i32, %c31_i32 : i32 -> i32
      %49 = arith.remsi %48, %c2_i32 : i32
      %50 = arith.remsi %49, %c2_i32 : i32
      %51 = llvm.getelementptr %26[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %52 = llvm.getelementptr %26[66560] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %53 = llvm.getelementptr %26[197632] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      scf.if %46 {
        %69 = nvvm.elect.sync -> i1
        scf.if %69 {
          nvvm.mbarrier.init %26, %c1_i32 : !llvm.ptr<3>, i32
          %70 = llvm.getelementptr %26[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %70, %c1_i32 : !llvm.ptr<3>, i32
          %71 = llvm.getelementptr %26[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %71, %c1_i32 : !llvm.ptr<3>, i32
          %72 = llvm.getelementptr %26[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %72, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      %54 = llvm.getelementptr %26[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      scf.if %46 {
        %69 = nvvm.elect.sync -> i1
        scf.if %69 {
          nvvm.mbarrier.init %54, %c16_i32 : !llvm.ptr<3>, i32
          %70 = llvm.getelementptr %26[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %70, %c16_i32 : !llvm.ptr<3>, i32
          %71 = llvm.getelementptr %26[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %71, %c16_i32 : !llvm.ptr<3>, i32
          %72 = llvm.getelementptr %26[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %72, %c16_i32 : !llvm.ptr<3>, i32
        }
      }
      %55 = arith.remsi %27, %c32_i32 : i32
      %56 = arith.cmpi slt, %55, %c2_i32 : i32
      %57 = arith.remsi %55, %c2_i32 : i32
      %58 = arith.remsi %57, %c2_i32 : i32
      %59 = arith.remsi %48, %c2_i32 : i32
      %60 = arith.cmpi eq, %58, %59 : i32
      %61 = arith.extui %60 : i1 to i32
      %62 = arith.select %60, %61, %c1_i32 : i32
      %63 = arith.cmpi ne, %62, %c0_i32 : i32
      %64 = arith.andi %56, %63 : i1
      nvvm.fence.mbarrier.init
      nvvm.cluster.arrive.relaxed
      nvvm.cluster.wait
      nvvm.cluster.arrive.relaxed
      %65 = arith.muli %50, %c8192_i32 overflow<nsw> : i32
      %66 = arith.divsi %65, %c64_i32 : i32
      %67 = llvm.getelementptr %52[%65] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.cluster.wait
      %68 = arith.cmpi eq, %41, %c0_i32 : i32
      scf.if %68 {
        nvvm.setmaxregister decrease 40
        scf.if %46 {
          %69:4 = scf.while (%arg6 = %44, %arg7 = %c0_i32, %arg8 = %c0_i32, %arg9 = %c1_i32) : (i32, i32, i32, i32) -> (i32, i32, i32, i32) {
            %86 = arith.cmpi slt, %arg6, %c40_i32 : i32
            scf.condition(%86) %arg6, %arg7, %arg8, %arg9 : i32, i32, i32, i32
          } do {
          ^bb0(%arg6: i32, %arg7: i32, %arg8: i32, %arg9: i32):
            %86 = arith.floordivsi %arg6, %c20_i32 : i32
            %87 = arith.muli %86, %c20_i32 : i32
            %88 = arith.subi %arg6, %87 : i32
            %89 = arith.floordivsi %88, %c20_i32 : i32
            %90 = arith.muli %89, %c4_i32 : i32
            %91 = arith.subi %c4_i32, %90 : i32
            %92 = arith.minsi %91, %c4_i32 : i32
            %93 = arith.muli %89, %c20_i32 : i32
            %94 = arith.subi %88, %93 : i32
            %95 = arith.remsi %94, %92 : i32
            %96 = arith.addi %90, %95 : i32
            %97 = arith.floordivsi %94, %92 : i32
            %98 = arith.muli %96, %c2_i32 : i32
            %99 = arith.addi %98, %42 : i32
            %100 = arith.addi %97, %43 : i32
            %101:3 = scf.for %arg10 = %c0_i32 to %c9_i32 step %c1_i32 iter_args(%arg11 = %arg7, %arg12 = %arg8, %arg13 = %arg9) -> (i32, i32, i32)  : i32 {
              %103 = llvm.getelementptr %54[%arg12] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              nvvm.mbarrier.try_wait.parity %103, %arg13, %c10000000_i32 : !llvm.ptr<3>, i32, i32
              %104 = nvvm.elect.sync -> i1
              scf.if %104 {
                %122 = llvm.getelementptr %26[%arg12] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
                %123 = nvvm.mbarrier.arrive.expect_tx %122, %c49152_i32 : !llvm.ptr<3>, i32 -> i64
              }
              %105 = llvm.getelementptr %26[%arg12] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              %106 = arith.muli %99, %c128_i32 overflow<nsw> : i32
              %107 = arith.muli %arg10, %c64_i32 overflow<nsw> : i32
              %108 = arith.muli %arg12, %c8192_i32 overflow<nsw> : i32
              %109 = llvm.getelementptr %51[%108] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
              %110 = nvvm.elect.sync -> i1
              scf.if %110 {
                nvvm.cp.async.bulk.tensor.shared.cluster.global %109, %13, %105, box[%107, %106, %86] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
              }
              %111 = arith.muli %100, %c256_i32 overflow<nsw> : i32
              %112 = arith.muli %arg10, %c64_i32 overflow<nsw> : i32
              %113 = arith.addi %66, %111 overflow<nsw> : i32
              %114 = arith.muli %arg12, %c16384_i32 overflow<nsw> : i32
              %115 = llvm.getelementptr %67[%114] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
              %116 = nvvm.elect.sync -> i1
              scf.if %116 {
                %122 = llvm.addrspacecast %115 : !llvm.ptr<3> to !llvm.ptr<7>
                nvvm.cp.async.bulk.tensor.shared.cluster.global %122, %14, %105, box[%112, %113, %86] multicast_mask = %c3_i16 l2_cache_hint = %0 : !llvm.ptr<7>, !llvm.ptr, i16
              }
              %117 = arith.addi %arg12, %c1_i32 : i32
              %118 = arith.addi %arg11, %c1_i32 : i32
              %119 = arith.cmpi eq, %117, %c4_i32 : i32
              %120 = arith.select %119, %c0_i32, %117 : i32
              %121 = scf.if %119 -> (i32) {
                %122 = arith.xori %arg13, %c1_i32 : i32
                scf.yield %122 : i32
              } else {
                scf.yield %arg13 : i32
              }
              scf.yield %118, %120, %121 : i32, i32, i32
            }
            %102 = arith.addi %arg6, %45 : i32
            scf.yield %102, %101#0, %101#1, %101#2 : i32, i32, i32, i32
          }
          %70 = llvm.getelementptr %54[%69#2] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %70, %69#3, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %71 = arith.addi %69#2, %c1_i32 : i32
          %72 = arith.cmpi eq, %71, %c4_i32 : i32
          %73 = arith.select %72, %c0_i32, %71 : i32
          %74 = scf.if %72 -> (i32) {
            %86 = arith.xori %69#3, %c1_i32 : i32
            scf.yield %86 : i32
          } else {
            scf.yield %69#3 : i32
          }
          %75 = llvm.getelementptr %54[%73] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %75, %74, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %76 = arith.addi %73, %c1_i32 : i32
          %77 = arith.cmpi eq, %76, %c4_i32 : i32
          %78 = arith.select %77, %c0_i32, %76 : i32
          %79 = scf.if %77 -> (i32) {
            %86 = arith.xori %74, %c1_i32 : i32
            scf.yield %86 : i32
          } else {
            scf.yield %74 : i32
          }
          %80 = llvm.getelementptr %54[%78] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %80, %79, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %81 = arith.addi %78, %c1_i32 : i32
          %82 = arith.cmpi eq, %81, %c4_i32 : i32
          %83 = arith.select %82, %c0_i32, %81 : i32
          %84 = scf.if %82 -> (i32) {
            %86 = arith.xori %79, %c1_i32 : i32
            scf.yield %86 : i32
          } else {
            scf.yield %79 : i32
          }
          %85 = llvm.getelementptr %54[%83] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %85, %84, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        }
      } else {
        nvvm.setmaxregister increase 232
        %69 = arith.subi %27, %c128_i32 : i32
        %70 = arith.divsi %69, %c128_i32 : i32
        %71 = arith.remsi %70, %c2_i32 : i32
        %72 = arith.remsi %71, %c2_i32 : i32
        %73 = arith.muli %72, %c4096_i32 overflow<nsw> : i32
        %74 = llvm.getelementptr %51[%73] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %75 = llvm.ptrtoint %74 : !llvm.ptr<3> to i32
        %76 = arith.shrui %75, %c4_i32 : i32
        %77 = arith.andi %76, %c16383_i32 : i32
        %78 = arith.extui %77 : i32 to i64
        %79 = arith.ori %78, %c65536_i64 : i64
        %80 = arith.ori %79, %c274877906944_i64 : i64
        %81 = arith.ori %80, %c4611686018427387904_i64 : i64
        %82 = llvm.ptrtoint %52 : !llvm.ptr<3> to i32
        %83 = arith.shrui %82, %c4_i32 : i32
        %84 = arith.andi %83, %c16383_i32 : i32
        %85 = arith.extui %84 : i32 to i64
        %86 = arith.ori %85, %c65536_i64 : i64
        %87 = arith.ori %86, %c274877906944_i64 : i64
        %88 = arith.ori %87, %c4611686018427387904_i64 : i64
        %89 = arith.divsi %69, %c8_i32 : i32
        %90 = arith.remsi %69, %c8_i32 : i32
        %91 = arith.muli %90, %c32_i32 overflow<nsw> : i32
        %92 = arith.divsi %89, %c2_i32 : i32
        %93 = arith.remsi %89, %c2_i32 : i32
        %94 = arith.muli %93, %c256_i32 overflow<nsw> : i32
        %95 = arith.addi %91, %94 overflow<nsw> : i32
        %96 = arith.divsi %92, %c2_i32 : i32
        %97 = arith.remsi %92, %c2_i32 : i32
        %98 = arith.muli %97, %c8_i32 overflow<nsw> : i32
        %99 = arith.addi %95, %98 overflow<nsw> : i32
        %100 = arith.muli %96, %c512_i32 overflow<nsw> : i32
        %101 = arith.addi %99, %100 overflow<nsw> : i32
        %102 = llvm.getelementptr %53[%101] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %103 = llvm.bitcast %81 : i64 to vector<2xi32>
        %104 = vector.extract %103[0] : i32 from vector<2xi32>
        %105 = llvm.bitcast %88 : i64 to vector<2xi32>
        %106 = vector.extract %105[0] : i32 from vector<2xi32>
        %107 = llvm.getelementptr %12[1] : (!llvm.ptr) -> !llvm.ptr, f32
        %108 = llvm.getelementptr %12[2] : (!llvm.ptr) -> !llvm.ptr, f32
        %109 = llvm.getelementptr %12[3] : (!llvm.ptr) -> !llvm.ptr, f32
        %110 = llvm.getelementptr %12[4] : (!llvm.ptr) -> !llvm.ptr, f32
        %111 = llvm.getelementptr %12[5] : (!llvm.ptr) -> !llvm.ptr, f32
        %112 = llvm.getelementptr %12[6] : (!llvm.ptr) -> !llvm.ptr, f32
        %113 = llvm.getelementptr %12[7] : (!llvm.ptr) -> !llvm.ptr, f32
        %114 = llvm.getelementptr %12[8] : (!llvm.ptr) -> !llvm.ptr, f32
        %115 = llvm.getelementptr %12[9] : (!llvm.ptr) -> !llvm.ptr, f32
        %116 = llvm.getelementptr %12[10] : (!llvm.ptr) -> !llvm.ptr, f32
        %117 = llvm.getelementptr %12[11] : (!llvm.ptr) -> !llvm.ptr, f32
        %118 = llvm.getelementptr %12[12] : (!llvm.ptr) -> !llvm.ptr, f32
        %119 = llvm.getelementptr %12[13] : (!llvm.ptr) -> !llvm.ptr, f32
        %120 = llvm.getelementptr %12[14] : (!llvm.ptr) -> !llvm.ptr, f32
        %121 = llvm.getelementptr %12[15] : (!llvm.ptr) -> !llvm.ptr, f32
        %122 = llvm.getelementptr %12[16] : (!llvm.ptr) -> !llvm.ptr, f32
        %123 = llvm.getelementptr %12[17] : (!llvm.ptr) -> !llvm.ptr, f32
        %124 = llvm.getelementptr %12[18] : (!llvm.ptr) -> !llvm.ptr, f32
        %125 = llvm.getelementptr %12[19] : (!llvm.ptr) -> !llvm.ptr, f32
        %126 = llvm.getelementptr %12[20] : (!llvm.ptr) -> !llvm.ptr, f32
        %127 = llvm.getelementptr %12[21] : (!llvm.ptr) -> !llvm.ptr, f32
        %128 = llvm.getelementptr %12[22] : (!llvm.ptr) -> !llvm.ptr, f32
        %129 = llvm.getelementptr %12[23] : (!llvm.ptr) -> !llvm.ptr, f32
        %130 = llvm.getelementptr %12[24] : (!llvm.ptr) -> !llvm.ptr, f32
        %131 = llvm.getelementptr %12[25] : (!llvm.ptr) -> !llvm.ptr, f32
        %132 = llvm.getelementptr %12[26] : (!llvm.ptr) -> !llvm.ptr, f32
        %133 = llvm.getelementptr %12[27] : (!llvm.ptr) -> !llvm.ptr, f32
        %134 = llvm.getelementptr %12[28] : (!llvm.ptr) -> !llvm.ptr, f32
        %135 = llvm.getelementptr %12[29] : (!llvm.ptr) -> !llvm.ptr, f32
        %136 = llvm.getelementptr %12[30] : (!llvm.ptr) -> !llvm.ptr, f32
        %137 = llvm.getelementptr %12[31] : (!llvm.ptr) -> !llvm.ptr, f32
        %138 = llvm.getelementptr %12[32] : (!llvm.ptr) -> !llvm.ptr, f32
        %139 = llvm.getelementptr %12[33] : (!llvm.ptr) -> !llvm.ptr, f32
        %140 = llvm.getelementptr %12[34] : (!llvm.ptr) -> !llvm.ptr, f32
        %141 = llvm.getelementptr %12[35] : (!llvm.ptr) -> !llvm.ptr, f32
        %142 = llvm.getelementptr %12[36] : (!llvm.ptr) -> !llvm.ptr, f32
        %143 = llvm.getelementptr %12[37] : (!llvm.ptr) -> !llvm.ptr, f32
        %144 = llvm.getelementptr %12[38] : (!llvm.ptr) -> !llvm.ptr, f32
        %145 = llvm.getelementptr %12[39] : (!llvm.ptr) -> !llvm.ptr, f32
        %146 = llvm.getelementptr %12[40] : (!llvm.ptr) -> !llvm.ptr, f32
        %147 = llvm.getelementptr %12[41] : (!llvm.ptr) -> !llvm.ptr, f32
        %148 = llvm.getelementptr %12[42] : (!llvm.ptr) -> !llvm.ptr, f32
        %149 = llvm.getelementptr %12[43] : (!llvm.ptr) -> !llvm.ptr, f32
        %150 = llvm.getelementptr %12[44] : (!llvm.ptr) -> !llvm.ptr, f32
        %151 = llvm.getelementptr %12[45] : (!llvm.ptr) -> !llvm.ptr, f32
        %152 = llvm.getelementptr %12[46] : (!llvm.ptr) -> !llvm.ptr, f32
        %153 = llvm.getelementptr %12[47] : (!llvm.ptr) -> !llvm.ptr, f32
        %154 = llvm.getelementptr %12[48] : (!llvm.ptr) -> !llvm.ptr, f32
        %155 = llvm.getelementptr %12[49] : (!llvm.ptr) -> !llvm.ptr, f32
        %156 = llvm.getelementptr %12[50] : (!llvm.ptr) -> !llvm.ptr, f32
        %157 = llvm.getelementptr %12[51] : (!llvm.ptr) -> !llvm.ptr, f32
        %158 = llvm.getelementptr %12[52] : (!llvm.ptr) -> !llvm.ptr, f32
        %159 = llvm.getelementptr %12[53] : (!llvm.ptr) -> !llvm.ptr, f32
        %160 = llvm.getelementptr %12[54] : (!llvm.ptr) -> !llvm.ptr, f32
        %161 = llvm.getelementptr %12[55] : (!llvm.ptr) -> !llvm.ptr, f32
        %162 = llvm.getelementptr %12[56] : (!llvm.ptr) -> !llvm.ptr, f32
        %163 = llvm.getelementptr %12[57] : (!llvm.ptr) -> !llvm.ptr, f32
        %164 = llvm.getelementptr %12[58] : (!llvm.ptr) -> !llvm.ptr, f32
        %165 = llvm.getelementptr %12[59] : (!llvm.ptr) -> !llvm.ptr, f32
        %166 = llvm.getelementptr %12[60] : (!llvm.ptr) -> !llvm.ptr, f32
        %167 = llvm.getelementptr %12[61] : (!llvm.ptr) -> !llvm.ptr, f32
        %168 = llvm.getelementptr %12[62] : (!llvm.ptr) -> !llvm.ptr, f32
        %169 = llvm.getelementptr %12[63] : (!llvm.ptr) -> !llvm.ptr, f32
        %170 = llvm.getelementptr %12[64] : (!llvm.ptr) -> !llvm.ptr, f32
        %171 = llvm.getelementptr %12[65] : (!llvm.ptr) -> !llvm.ptr, f32
        %172 = llvm.getelementptr %12[66] : (!llvm.ptr) -> !llvm.ptr, f32
        %173 = llvm.getelementptr %12[67] : (!llvm.ptr) -> !llvm.ptr, f32
        %174 = llvm.getelementptr %12[68] : (!llvm.ptr) -> !llvm.ptr, f32
        %175 = llvm.getelementptr %12[69] : (!llvm.ptr) -> !llvm.ptr, f32
        %176 = llvm.getelementptr %12[70] : (!llvm.ptr) -> !llvm.ptr, f32
        %177 = llvm.getelementptr %12[71] : (!llvm.ptr) -> !llvm.ptr, f32
        %178 = llvm.getelementptr %12[72] : (!llvm.ptr) -> !llvm.ptr, f32
        %179 = llvm.getelementptr %12[73] : (!llvm.ptr) -> !llvm.ptr, f32
        %180 = llvm.getelementptr %12[74] : (!llvm.ptr) -> !llvm.ptr, f32
        %181 = llvm.getelementptr %12[75] : (!llvm.ptr) -> !llvm.ptr, f32
        %182 = llvm.getelementptr %12[76] : (!llvm.ptr) -> !llvm.ptr, f32
        %183 = llvm.getelementptr %12[77] : (!llvm.ptr) -> !llvm.ptr, f32
        %184 = llvm.getelementptr %12[78] : (!llvm.ptr) -> !llvm.ptr, f32
        %185 = llvm.getelementptr %12[79] : (!llvm.ptr) -> !llvm.ptr, f32
        %186 = llvm.getelementptr %12[80] : (!llvm.ptr) -> !llvm.ptr, f32
        %187 = llvm.getelementptr %12[81] : (!llvm.ptr) -> !llvm.ptr, f32
        %188 = llvm.getelementptr %12[82] : (!llvm.ptr) -> !llvm.ptr, f32
        %189 = llvm.getelementptr %12[83] : (!llvm.ptr) -> !llvm.ptr, f32
        %190 = llvm.getelementptr %12[84] : (!llvm.ptr) -> !llvm.ptr, f32
        %191 = llvm.getelementptr %12[85] : (!llvm.ptr) -> !llvm.ptr, f32
        %192 = llvm.getelementptr %12[86] : (!llvm.ptr) -> !llvm.ptr, f32
        %193 = llvm.getelementptr %12[87] : (!llvm.ptr) -> !llvm.ptr, f32
        %194 = llvm.getelementptr %12[88] : (!llvm.ptr) -> !llvm.ptr, f32
        %195 = llvm.getelementptr %12[89] : (!llvm.ptr) -> !llvm.ptr, f32
        %196 = llvm.getelementptr %12[90] : (!llvm.ptr) -> !llvm.ptr, f32
        %197 = llvm.getelementptr %12[91] : (!llvm.ptr) -> !llvm.ptr, f32
        %198 = llvm.getelementptr %12[92] : (!llvm.ptr) -> !llvm.ptr, f32
        %199 = llvm.getelementptr %12[93] : (!llvm.ptr) -> !llvm.ptr, f32
        %200 = llvm.getelementptr %12[94] : (!llvm.ptr) -> !llvm.ptr, f32
        %201 = llvm.getelementptr %12[95] : (!llvm.ptr) -> !llvm.ptr, f32
        %202 = llvm.getelementptr %12[96] : (!llvm.ptr) -> !llvm.ptr, f32
        %203 = llvm.getelementptr %12[97] : (!llvm.ptr) -> !llvm.ptr, f32
        %204 = llvm.getelementptr %12[98] : (!llvm.ptr) -> !llvm.ptr, f32
        %205 = llvm.getelementptr %12[99] : (!llvm.ptr) -> !llvm.ptr, f32
        %206 = llvm.getelementptr %12[100] : (!llvm.ptr) -> !llvm.ptr, f32
        %207 = llvm.getelementptr %12[101] : (!llvm.ptr) -> !llvm.ptr, f32
        %208 = llvm.getelementptr %12[102] : (!llvm.ptr) -> !llvm.ptr, f32
        %209 = llvm.getelementptr %12[103] : (!llvm.ptr) -> !llvm.ptr, f32
        %210 = llvm.getelementptr %12[104] : (!llvm.ptr) -> !llvm.ptr, f32
        %211 = llvm.getelementptr %12[105] : (!llvm.ptr) -> !llvm.ptr, f32
        %212 = llvm.getelementptr %12[106] : (!llvm.ptr) -> !llvm.ptr, f32
        %213 = llvm.getelementptr %12[107] : (!llvm.ptr) -> !llvm.ptr, f32
        %214 = llvm.getelementptr %12[108] : (!llvm.ptr) -> !llvm.ptr, f32
        %215 = llvm.getelementptr %12[109] : (!llvm.ptr) -> !llvm.ptr, f32
        %216 = llvm.getelementptr %12[110] : (!llvm.ptr) -> !llvm.ptr, f32
        %217 = llvm.getelementptr %12[111] : (!llvm.ptr) -> !llvm.ptr, f32
        %218 = llvm.getelementptr %12[112] : (!llvm.ptr) -> !llvm.ptr, f32
        %219 = llvm.getelementptr %12[113] : (!llvm.ptr) -> !llvm.ptr, f32
        %220 = llvm.getelementptr %12[114] : (!llvm.ptr) -> !llvm.ptr, f32
        %221 = llvm.getelementptr %12[115] : (!llvm.ptr) -> !llvm.ptr, f32
        %222 = llvm.getelementptr %12[116] : (!llvm.ptr) -> !llvm.ptr, f32
        %223 = llvm.getelementptr %12[117] : (!llvm.ptr) -> !llvm.ptr, f32
        %224 = llvm.getelementptr %12[118] : (!llvm.ptr) -> !llvm.ptr, f32
        %225 = llvm.getelementptr %12[119] : (!llvm.ptr) -> !llvm.ptr, f32
        %226 = llvm.getelementptr %12[120] : (!llvm.ptr) -> !llvm.ptr, f32
        %227 = llvm.getelementptr %12[121] : (!llvm.ptr) -> !llvm.ptr, f32
        %228 = llvm.getelementptr %12[122] : (!llvm.ptr) -> !llvm.ptr, f32
        %229 = llvm.getelementptr %12[123] : (!llvm.ptr) -> !llvm.ptr, f32
        %230 = llvm.getelementptr %12[124] : (!llvm.ptr) -> !llvm.ptr, f32
        %231 = llvm.getelementptr %12[125] : (!llvm.ptr) -> !llvm.ptr, f32
        %232 = llvm.getelementptr %12[126] : (!llvm.ptr) -> !llvm.ptr, f32
        %233 = llvm.getelementptr %12[127] : (!llvm.ptr) -> !llvm.ptr, f32
        %234 = llvm.bitcast %81 : i64 to vector<2xi32>
        %235 = vector.extract %234[0] : i32 from vector<2xi32>
        %236 = llvm.bitcast %88 : i64 to vector<2xi32>
        %237 = vector.extract %236[0] : i32 from vector<2xi32>
        %238 = llvm.bitcast %81 : i64 to vector<2xi32>
        %239 = vector.extract %238[0] : i32 from vector<2xi32>
        %240 = llvm.bitcast %88 : i64 to vector<2xi32>
        %241 = vector.extract %240[0] : i32 from vector<2xi32>
        %242 = llvm.bitcast %81 : i64 to vector<2xi32>
        %243 = vector.extract %242[0] : i32 from vector<2xi32>
        %244 = llvm.bitcast %88 : i64 to vector<2xi32>
        %245 = vector.extract %244[0] : i32 from vector<2xi32>
        %246 = llvm.getelementptr %12[1] : (!llvm.ptr) -> !llvm.ptr, f32
        %247 = llvm.getelementptr %11[1] : (!llvm.ptr) -> !llvm.ptr, f32
        %248 = llvm.getelementptr %12[2] : (!llvm.ptr) -> !llvm.ptr, f32
        %249 = llvm.getelementptr %11[2] : (!llvm.ptr) -> !llvm.ptr, f32
        %250 = llvm.getelementptr %12[3] : (!llvm.ptr) -> !llvm.ptr, f32
        %251 = llvm.getelementptr %11[3] : (!llvm.ptr) -> !llvm.ptr, f32
        %252 = llvm.getelementptr %12[4] : (!llvm.ptr) -> !llvm.ptr, f32
        %253 = llvm.getelementptr %11[4] : (!llvm.ptr) -> !llvm.ptr, f32
        %254 = llvm.getelementptr %12[5] : (!llvm.ptr) -> !llvm.ptr, f32
        %255 = llvm.getelementptr %11[5] : (!llvm.ptr) -> !llvm.ptr, f32
        %256 = llvm.getelementptr %12[6] : (!llvm.ptr) -> !llvm.ptr, f32
        %257 = llvm.getelementptr %11[6] : (!llvm.ptr) -> !llvm.ptr, f32
        %258 = llvm.getelementptr %12[7] : (!llvm.ptr) -> !llvm.ptr, f32
        %259 = llvm.getelementptr %11[7] : (!llvm.ptr) -> !llvm.ptr, f32
        %260 = llvm.getelementptr %12[8] : (!llvm.ptr) -> !llvm.ptr, f32
        %261 = llvm.getelementptr %11[8] : (!llvm.ptr) -> !llvm.ptr, f32
        %262 = llvm.getelementptr %12[9] : (!llvm.ptr) -> !llvm.ptr, f32
        %263 = llvm.getelementptr %11[9] : (!llvm.ptr) -> !llvm.ptr, f32
        %264 = llvm.getelementptr %12[10] : (!llvm.ptr) -> !llvm.ptr, f32
        %265 = llvm.getelementptr %11[10] : (!llvm.ptr) -> !llvm.ptr, f32
        %266 = llvm.getelementptr %12[11] : (!llvm.ptr) -> !llvm.ptr, f32
        %267 = llvm.getelementptr %11[11] : (!llvm.ptr) -> !llvm.ptr, f32
        %268 = llvm.getelementptr %12[12] : (!llvm.ptr) -> !llvm.ptr, f32
        %269 = llvm.getelementptr %11[12] : (!llvm.ptr) -> !llvm.ptr, f32
        %270 = llvm.getelementptr %12[13] : (!llvm.ptr) -> !llvm.ptr, f32
        %271 = llvm.getelementptr %11[13] : (!llvm.ptr) -> !llvm.ptr, f32
        %272 = llvm.getelementptr %12[14] : (!llvm.ptr) -> !llvm.ptr, f32
        %273 = llvm.getelementptr %11[14] : (!llvm.ptr) -> !llvm.ptr, f32
        %274 = llvm.getelementptr %12[15] : (!llvm.ptr) -> !llvm.ptr, f32
        %275 = llvm.getelementptr %11[15] : (!llvm.ptr) -> !llvm.ptr, f32
        %276 = arith.remsi %69, %c128_i32 : i32
        %277 = arith.remsi %276, %c128_i32 : i32
        %278 = arith.remsi %277, %c4_i32 : i32
        %279 = arith.muli %278, %c2_i32 overflow<nsw> : i32
        %280 = llvm.extractvalue %arg4[0] : !llvm_struct_6960aa
        %281 = llvm.getelementptr %9[1] : (!llvm.ptr) -> !llvm.ptr, f32
        %282 = llvm.getelementptr %9[2] : (!llvm.ptr) -> !llvm.ptr, f32
        %283 = llvm.getelementptr %9[3] : (!llvm.ptr) -> !llvm.ptr, f32
        %284 = llvm.getelementptr %9[4] : (!llvm.ptr) -> !llvm.ptr, f32
        %285 = llvm.getelementptr %9[5] : (!llvm.ptr) -> !llvm.ptr, f32
        %286 = llvm.getelementptr %9[6] : (!llvm.ptr) -> !llvm.ptr, f32
        %287 = llvm.getelementptr %9[7] : (!llvm.ptr) -> !llvm.ptr, f32
        %288 = llvm.getelementptr %9[8] : (!llvm.ptr) -> !llvm.ptr, f32
        %289 = llvm.getelementptr %9[9] : (!llvm.ptr) -> !llvm.ptr, f32
        %290 = llvm.getelementptr %9[10] : (!llvm.ptr) -> !llvm.ptr, f32
        %291 = llvm.getelementptr %9[11] : (!llvm.ptr) -> !llvm.ptr, f32
        %292 = llvm.getelementptr %9[12] : (!llvm.ptr) -> !llvm.ptr, f32
        %293 = llvm.getelementptr %9[13] : (!llvm.ptr) -> !llvm.ptr, f32
        %294 = llvm.getelementptr %9[14] : (!llvm.ptr) -> !llvm.ptr, f32
        %295 = llvm.getelementptr %9[15] : (!llvm.ptr) -> !llvm.ptr, f32
        %296 = vector.broadcast %arg5 : f32 to vector<16xf32>
        %297 = arith.cmpi eq, %39, %c4_i32 : i32
        %298 = llvm.getelementptr %12[16] : (!llvm.ptr) -> !llvm.ptr, f32
        %299 = llvm.getelementptr %12[17] : (!llvm.ptr) -> !llvm.ptr, f32
        %300 = llvm.getelementptr %12[18] : (!llvm.ptr) -> !llvm.ptr, f32
        %301 = llvm.getelementptr %12[19] : (!llvm.ptr) -> !llvm.ptr, f32
        %302 = llvm.getelementptr %12[20] : (!llvm.ptr) -> !llvm.ptr, f32
        %303 = llvm.getelementptr %12[21] : (!llvm.ptr) -> !llvm.ptr, f32
        %304 = llvm.getelementptr %12[22] : (!llvm.ptr) -> !llvm.ptr, f32
        %305 = llvm.getelementptr %12[23] : (!llvm.ptr) -> !llvm.ptr, f32
        %306 = llvm.getelementptr %12[24] : (!llvm.ptr) -> !llvm.ptr, f32
        %307 = llvm.getelementptr %12[25] : (!llvm.ptr) -> !llvm.ptr, f32
        %308 = llvm.getelementptr %12[26] : (!llvm.ptr) -> !llvm.ptr, f32
        %309 = llvm.getelementptr %12[27] : (!llvm.ptr) -> !llvm.ptr, f32
        %310 = llvm.getelementptr %12[28] : (!llvm.ptr) -> !llvm.ptr, f32
        %311 = llvm.getelementptr %12[29] : (!llvm.ptr) -> !llvm.ptr, f32
        %312 = llvm.getelementptr %12[30] : (!llvm.ptr) -> !llvm.ptr, f32
        %313 = llvm.getelementptr %12[31] : (!llvm.ptr) -> !llvm.ptr, f32
        %314 = llvm.getelementptr %8[1] : (!llvm.ptr) -> !llvm.ptr, f32
        %315 = llvm.getelementptr %8[2] : (!llvm.ptr) -> !llvm.ptr, f32
        %316 = llvm.getelementptr %8[3] : (!llvm.ptr) -> !llvm.ptr, f32
        %317 = llvm.getelementptr %8[4] : (!llvm.ptr) -> !llvm.ptr, f32
        %318 = llvm.getelementptr %8[5] : (!llvm.ptr) -> !llvm.ptr, f32
        %319 = llvm.getelementptr %8[6] : (!llvm.ptr) -> !llvm.ptr, f32
        %320 = llvm.getelementptr %8[7] : (!llvm.ptr) -> !llvm.ptr, f32
        %321 = llvm.getelementptr %8[8] : (!llvm.ptr) -> !llvm.ptr, f32
        %322 = llvm.getelementptr %8[9] : (!llvm.ptr) -> !llvm.ptr, f32
        %323 = llvm.getelementptr %8[10] : (!llvm.ptr) -> !llvm.ptr, f32
        %324 = llvm.getelementptr %8[11] : (!llvm.ptr) -> !llvm.ptr, f32
        %325 = llvm.getelementptr %8[12] : (!llvm.ptr) -> !llvm.ptr, f32
        %326 = llvm.getelementptr %8[13] : (!llvm.ptr) -> !llvm.ptr, f32
        %327 = llvm.getelementptr %8[14] : (!llvm.ptr) -> !llvm.ptr, f32
        %328 = llvm.getelementptr %8[15] : (!llvm.ptr) -> !llvm.ptr, f32
        %329 = llvm.getelementptr %12[32] : (!llvm.ptr) -> !llvm.ptr, f32
        %330 = llvm.getelementptr %12[33] : (!llvm.ptr) -> !llvm.ptr, f32
        %331 = llvm.getelementptr %12[34] : (!llvm.ptr) -> !llvm.ptr, f32
        %332 = llvm.getelementptr %12[35] : (!llvm.ptr) -> !llvm.ptr, f32
        %333 = llvm.getelementptr %12[36] : (!llvm.ptr) -> !llvm.ptr, f32
        %334 = llvm.getelementptr %12[37] : (!llvm.ptr) -> !llvm.ptr, f32
        %335 = llvm.getelementptr %12[38] : (!llvm.ptr) -> !llvm.ptr, f32
        %336 = llvm.getelementptr %12[39] : (!llvm.ptr) -> !llvm.ptr, f32
        %337 = llvm.getelementptr %12[40] : (!llvm.ptr) -> !llvm.ptr, f32
        %338 = llvm.getelementptr %12[41] : (!llvm.ptr) -> !llvm.ptr, f32
        %339 = llvm.getelementptr %12[42] : (!llvm.ptr) -> !llvm.ptr, f32
        %340 = llvm.getelementptr %12[43] : (!llvm.ptr) -> !llvm.ptr, f32
        %341 = llvm.getelementptr %12[44] : (!llvm.ptr) -> !llvm.ptr, f32
        %342 = llvm.getelementptr %12[45] : (!llvm.ptr) -> !llvm.ptr, f32
        %343 = llvm.getelementptr %12[46] : (!llvm.ptr) -> !llvm.ptr, f32
        %344 = llvm.getelementptr %12[47] : (!llvm.ptr) -> !llvm.ptr, f32
        %345 = llvm.getelementptr %7[1] : (!llvm.ptr) -> !llvm.ptr, f32
        %346 = llvm.getelementptr %7[2] : (!llvm.ptr) -> !llvm.ptr, f32
        %347 = llvm.getelementptr %7[3] : (!llvm.ptr) -> !llvm.ptr, f32
        %348 = llvm.getelementptr %7[4] : (!llvm.ptr) -> !llvm.ptr, f32
        %349 = llvm.getelementptr %7[5] : (!llvm.ptr) -> !llvm.ptr, f32
        %350 = llvm.getelementptr %7[6] : (!llvm.ptr) -> !llvm.ptr, f32
        %351 = llvm.getelementptr %7[7] : (!llvm.ptr) -> !llvm.ptr, f32
        %352 = llvm.getelementptr %7[8] : (!llvm.ptr) -> !llvm.ptr, f32
        %353 = llvm.getelementptr %7[9] : (!llvm.ptr) -> !llvm.ptr, f32
        %354 = llvm.getelementptr %7[10] : (!llvm.ptr) -> !llvm.ptr, f32
        %355 = llvm.getelementptr %7[11] : (!llvm.ptr) -> !llvm.ptr, f32
        %356 = llvm.getelementptr %7[12] : (!llvm.ptr) -> !llvm.ptr, f32
        %357 = llvm.getelementptr %7[13] : (!llvm.ptr) -> !llvm.ptr, f32
        %358 = llvm.getelementptr %7[14] : (!llvm.ptr) -> !llvm.ptr, f32
        %359 = llvm.getelementptr %7[15] : (!llvm.ptr) -> !llvm.ptr, f32
        %360 = llvm.getelementptr %12[48] : (!llvm.ptr) -> !llvm.ptr, f32
        %361 = llvm.getelementptr %12[49] : (!llvm.ptr) -> !llvm.ptr, f32
        %362 = llvm.getelementptr %12[50] : (!llvm.ptr) -> !llvm.ptr, f32
        %363 = llvm.getelementptr %12[51] : (!llvm.ptr) -> !llvm.ptr, f32
        %364 = llvm.getelementptr %12[52] : (!llvm.ptr) -> !llvm.ptr, f32
        %365 = llvm.getelementptr %12[53] : (!llvm.ptr) -> !llvm.ptr, f32
        %366 = llvm.getelementptr %12[54] : (!llvm.ptr) -> !llvm.ptr, f32
        %367 = llvm.getelementptr %12[55] : (!llvm.ptr) -> !llvm.ptr, f32
        %368 = llvm.getelementptr %12[56] : (!llvm.ptr) -> !llvm.ptr, f32
        %369 = llvm.getelementptr %12[57] : (!llvm.ptr) -> !llvm.ptr, f32
        %370 = llvm.getelementptr %12[58] : (!llvm.ptr) -> !llvm.ptr, f32
        %371 = llvm.getelementptr %12[59] : (!llvm.ptr) -> !llvm.ptr, f32
        %372 = llvm.getelementptr %12[60] : (!llvm.ptr) -> !llvm.ptr, f32
        %373 = llvm.getelementptr %12[61] : (!llvm.ptr) -> !llvm.ptr, f32
        %374 = llvm.getelementptr %12[62] : (!llvm.ptr) -> !llvm.ptr, f32
        %375 = llvm.getelementptr %12[63] : (!llvm.ptr) -> !llvm.ptr, f32
        %376 = llvm.getelementptr %6[1] : (!llvm.ptr) -> !llvm.ptr, f32
        %377 = llvm.getelementptr %6[2] : (!llvm.ptr) -> !llvm.ptr, f32
        %378 = llvm.getelementptr %6[3] : (!llvm.ptr) -> !llvm.ptr, f32
        %379 = llvm.getelementptr %6[4] : (!llvm.ptr) -> !llvm.ptr, f32
        %380 = llvm.getelementptr %6[5] : (!llvm.ptr) -> !llvm.ptr, f32
        %381 = llvm.getelementptr %6[6] : (!llvm.ptr) -> !llvm.ptr, f32
        %382 = llvm.getelementptr %6[7] : (!llvm.ptr) -> !llvm.ptr, f32
        %383 = llvm.getelementptr %6[8] : (!llvm.ptr) -> !llvm.ptr, f32
        %384 = llvm.getelementptr %6[9] : (!llvm.ptr) -> !llvm.ptr, f32
        %385 = llvm.getelementptr %6[10] : (!llvm.ptr) -> !llvm.ptr, f32
        %386 = llvm.getelementptr %6[11] : (!llvm.ptr) -> !llvm.ptr, f32
        %387 = llvm.getelementptr %6[12] : (!llvm.ptr) -> !llvm.ptr, f32
        %388 = llvm.getelementptr %6[13] : (!llvm.ptr) -> !llvm.ptr, f32
        %389 = llvm.getelementptr %6[14] : (!llvm.ptr) -> !llvm.ptr, f32
        %390 = llvm.getelementptr %6[15] : (!llvm.ptr) -> !llvm.ptr, f32
        %391 = llvm.getelementptr %12[64] : (!llvm.ptr) -> !llvm.ptr, f32
        %392 = llvm.getelementptr %12[65] : (!llvm.ptr) -> !llvm.ptr, f32
        %393 = llvm.getelementptr %12[66] : (!llvm.ptr) -> !llvm.ptr, f32
        %394 = llvm.getelementptr %12[67] : (!llvm.ptr) -> !llvm.ptr, f32
        %395 = llvm.getelementptr %12[68] : (!llvm.ptr) -> !llvm.ptr, f32
        %396 = llvm.getelementptr %12[69] : (!llvm.ptr) -> !llvm.ptr, f32
        %397 = llvm.getelementptr %12[70] : (!llvm.ptr) -> !llvm.ptr, f32
        %398 = llvm.getelementptr %12[71] : (!llvm.ptr) -> !llvm.ptr, f32
        %399 = llvm.getelementptr %12[72] : (!llvm.ptr) -> !llvm.ptr, f32
        %400 = llvm.getelementptr %12[73] : (!llvm.ptr) -> !llvm.ptr, f32
        %401 = llvm.getelementptr %12[74] : (!llvm.ptr) -> !llvm.ptr, f32
        %402 = llvm.getelementptr %12[75] : (!llvm.ptr) -> !llvm.ptr, f32
        %403 = llvm.getelementptr %12[76] : (!llvm.ptr) -> !llvm.ptr, f32
        %404 = llvm.getelementptr %12[77] : (!llvm.ptr) -> !llvm.ptr, f32
        %405 = llvm.getelementptr %12[78] : (!llvm.ptr) -> !llvm.ptr, f32
        %406 = llvm.getelementptr %12[79] : (!llvm.ptr) -> !llvm.ptr, f32
        %407 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, f32
        %408 = llvm.getelementptr %5[2] : (!llvm.ptr) -> !llvm.ptr, f32
        %409 = llvm.getelementptr %5[3] : (!llvm.ptr) -> !llvm.ptr, f32
        %410 = llvm.getelementptr %5[4] : (!llvm.ptr) -> !llvm.ptr, f32
        %411 = llvm.getelementptr %5[5] : (!llvm.ptr) -> !llvm.ptr, f32
        %412 = llvm.getelementptr %5[6] : (!llvm.ptr) -> !llvm.ptr, f32
        %413 = llvm.getelementptr %5[7] : (!llvm.ptr) -> !llvm.ptr, f32
        %414 = llvm.getelementptr %5[8] : (!llvm.ptr) -> !llvm.ptr, f32
        %415 = llvm.getelementptr %5[9] : (!llvm.ptr) -> !llvm.ptr, f32
        %416 = llvm.getelementptr %5[10] : (!llvm.ptr) -> !llvm.ptr, f32
        %417 = llvm.getelementptr %5[11] : (!llvm.ptr) -> !llvm.ptr, f32
        %418 = llvm.getelementptr %5[12] : (!llvm.ptr) -> !llvm.ptr, f32
        %419 = llvm.getelementptr %5[13] : (!llvm.ptr) -> !llvm.ptr, f32
        %420 = llvm.getelementptr %5[14] : (!llvm.ptr) -> !llvm.ptr, f32
        %421 = llvm.getelementptr %5[15] : (!llvm.ptr) -> !llvm.ptr, f32
        %422 = llvm.getelementptr %12[80] : (!llvm.ptr) -> !llvm.ptr, f32
        %423 = llvm.getelementptr %12[81] : (!llvm.ptr) -> !llvm.ptr, f32
        %424 = llvm.getelementptr %12[82] : (!llvm.ptr) -> !llvm.ptr, f32
        %425 = llvm.getelementptr %12[83] : (!llvm.ptr) -> !llvm.ptr, f32
        %426 = llvm.getelementptr %12[84] : (!llvm.ptr) -> !llvm.ptr, f32
        %427 = llvm.getelementptr %12[85] : (!llvm.ptr) -> !llvm.ptr, f32
        %428 = llvm.getelementptr %12[86] : (!llvm.ptr) -> !llvm.ptr, f32
        %429 = llvm.getelementptr %12[87] : (!llvm.ptr) -> !llvm.ptr, f32
        %430 = llvm.getelementptr %12[88] : (!llvm.ptr) -> !llvm.ptr, f32
        %431 = llvm.getelementptr %12[89] : (!llvm.ptr) -> !llvm.ptr, f32
        %432 = llvm.getelementptr %12[90] : (!llvm.ptr) -> !llvm.ptr, f32
        %433 = llvm.getelementptr %12[91] : (!llvm.ptr) -> !llvm.ptr, f32
        %434 = llvm.getelementptr %12[92] : (!llvm.ptr) -> !llvm.ptr, f32
        %435 = llvm.getelementptr %12[93] : (!llvm.ptr) -> !llvm.ptr, f32
        %436 = llvm.getelementptr %12[94] : (!llvm.ptr) -> !llvm.ptr, f32
        %437 = llvm.getelementptr %12[95] : (!llvm.ptr) -> !llvm.ptr, f32
        %438 = llvm.getelementptr %4[1] : (!llvm.ptr) -> !llvm.ptr, f32
        %439 = llvm.getelementptr %4[2] : (!llvm.ptr) -> !llvm.ptr, f32
        %440 = llvm.getelementptr %4[3] : (!llvm.ptr) -> !llvm.ptr, f32
        %441 = llvm.getelementptr %4[4] : (!llvm.ptr) -> !llvm.ptr, f32
        %442 = llvm.getelementptr %4[5] : (!llvm.ptr) -> !llvm.ptr, f32
        %443 = llvm.getelementptr %4[6] : (!llvm.ptr) -> !llvm.ptr, f32
        %444 = llvm.getelementptr %4[7] : (!llvm.ptr) -> !llvm.ptr, f32
        %445 = llvm.getelementptr %4[8] : (!llvm.ptr) -> !llvm.ptr, f32
        %446 = llvm.getelementptr %4[9] : (!llvm.ptr) -> !llvm.ptr, f32
        %447 = llvm.getelementptr %4[10] : (!llvm.ptr) -> !llvm.ptr, f32
        %448 = llvm.getelementptr %4[11] : (!llvm.ptr) -> !llvm.ptr, f32
        %449 = llvm.getelementptr %4[12] : (!llvm.ptr) -> !llvm.ptr, f32
        %450 = llvm.getelementptr %4[13] : (!llvm.ptr) -> !llvm.ptr, f32
        %451 = llvm.getelementptr %4[14] : (!llvm.ptr) -> !llvm.ptr, f32
        %452 = llvm.getelementptr %4[15] : (!llvm.ptr) -> !llvm.ptr, f32
        %453 = llvm.getelementptr %12[96] : (!llvm.ptr) -> !llvm.ptr, f32
        %454 = llvm.getelementptr %12[97] : (!llvm.ptr) -> !llvm.ptr, f32
        %455 = llvm.getelementptr %12[98] : (!llvm.ptr) -> !llvm.ptr, f32
        %456 = llvm.getelementptr %12[99] : (!llvm.ptr) -> !llvm.ptr, f32
        %457 = llvm.getelementptr %12[100] : (!llvm.ptr) -> !llvm.ptr, f32
        %458 = llvm.getelementptr %12[101] : (!llvm.ptr) -> !llvm.ptr, f32
        %459 = llvm.getelementptr %12[102] : (!llvm.ptr) -> !llvm.ptr, f32
        %460 = llvm.getelementptr %12[103] : (!llvm.ptr) -> !llvm.ptr, f32
        %461 = llvm.getelementptr %12[104] : (!llvm.ptr) -> !llvm.ptr, f32
        %462 = llvm.getelementptr %12[105] : (!llvm.ptr) -> !llvm.ptr, f32
        %463 = llvm.getelementptr %12[106] : (!llvm.ptr) -> !llvm.ptr, f32
        %464 = llvm.getelementptr %12[107] : (!llvm.ptr) -> !llvm.ptr, f32
        %465 = llvm.getelementptr %12[108] : (!llvm.ptr) -> !llvm.ptr, f32
        %466 = llvm.getelementptr %12[109] : (!llvm.ptr) -> !llvm.ptr, f32
        %467 = llvm.getelementptr %12[110] : (!llvm.ptr) -> !llvm.ptr, f32
        %468 = llvm.getelementptr %12[111] : (!llvm.ptr) -> !llvm.ptr, f32
        %469 = llvm.getelementptr %3[1] : (!llvm.ptr) -> !llvm.ptr, f32
        %470 = llvm.getelementptr %3[2] : (!llvm.ptr) -> !llvm.ptr, f32
        %471 = llvm.getelementptr %3[3] : (!llvm.ptr) -> !llvm.ptr, f32
        %472 = llvm.getelementptr %3[4] : (!llvm.ptr) -> !llvm.ptr, f32
        %473 = llvm.getelementptr %3[5] : (!llvm.ptr) -> !llvm.ptr, f32
        %474 = llvm.getelementptr %3[6] : (!llvm.ptr) -> !llvm.ptr, f32
        %475 = llvm.getelementptr %3[7] : (!llvm.ptr) -> !llvm.ptr, f32
        %476 = llvm.getelementptr %3[8] : (!llvm.ptr) -> !llvm.ptr, f32
        %477 = llvm.getelementptr %3[9] : (!llvm.ptr) -> !llvm.ptr, f32
        %478 = llvm.getelementptr %3[10] : (!llvm.ptr) -> !llvm.ptr, f32
        %479 = llvm.getelementptr %3[11] : (!llvm.ptr) -> !llvm.ptr, f32
        %480 = llvm.getelementptr %3[12] : (!llvm.ptr) -> !llvm.ptr, f32
        %481 = llvm.getelementptr %3[13] : (!llvm.ptr) -> !llvm.ptr, f32
        %482 = llvm.getelementptr %3[14] : (!llvm.ptr) -> !llvm.ptr, f32
        %483 = llvm.getelementptr %3[15] : (!llvm.ptr) -> !llvm.ptr, f32
        %484 = llvm.getelementptr %12[112] : (!llvm.ptr) -> !llvm.ptr, f32
        %485 = llvm.getelementptr %12[113] : (!llvm.ptr) -> !llvm.ptr, f32
        %486 = llvm.getelementptr %12[114] : (!llvm.ptr) -> !llvm.ptr, f32
        %487 = llvm.getelementptr %12[115] : (!llvm.ptr) -> !llvm.ptr, f32
        %488 = llvm.getelementptr %12[116] : (!llvm.ptr) -> !llvm.ptr, f32
        %489 = llvm.getelementptr %12[117] : (!llvm.ptr) -> !llvm.ptr, f32
        %490 = llvm.getelementptr %12[118] : (!llvm.ptr) -> !llvm.ptr, f32
        %491 = llvm.getelementptr %12[119] : (!llvm.ptr) -> !llvm.ptr, f32
        %492 = llvm.getelementptr %12[120] : (!llvm.ptr) -> !llvm.ptr, f32
        %493 = llvm.getelementptr %12[121] : (!llvm.ptr) -> !llvm.ptr, f32
        %494 = llvm.getelementptr %12[122] : (!llvm.ptr) -> !llvm.ptr, f32
        %495 = llvm.getelementptr %12[123] : (!llvm.ptr) -> !llvm.ptr, f32
        %496 = llvm.getelementptr %12[124] : (!llvm.ptr) -> !llvm.ptr, f32
        %497 = llvm.getelementptr %12[125] : (!llvm.ptr) -> !llvm.ptr, f32
        %498 = llvm.getelementptr %12[126] : (!llvm.ptr) -> !llvm.ptr, f32
        %499 = llvm.getelementptr %12[127] : (!llvm.ptr) -> !llvm.ptr, f32
        %500 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, f32
        %501 = llvm.getelementptr %2[2] : (!llvm.ptr) -> !llvm.ptr, f32
        %502 = llvm.getelementptr %2[3] : (!llvm.ptr) -> !llvm.ptr, f32
        %503 = llvm.getelementptr %2[4] : (!llvm.ptr) -> !llvm.ptr, f32
        %504 = llvm.getelementptr %2[5] : (!llvm.ptr) -> !llvm.ptr, f32
        %505 = llvm.getelementptr %2[6] : (!llvm.ptr) -> !llvm.ptr, f32
        %506 = llvm.getelementptr %2[7] : (!llvm.ptr) -> !llvm.ptr, f32
        %507 = llvm.getelementptr %2[8] : (!llvm.ptr) -> !llvm.ptr, f32
        %508 = llvm.getelementptr %2[9] : (!llvm.ptr) -> !llvm.ptr, f32
        %509 = llvm.getelementptr %2[10] : (!llvm.ptr) -> !llvm.ptr, f32
        %510 = llvm.getelementptr %2[11] : (!llvm.ptr) -> !llvm.ptr, f32
        %511 = llvm.getelementptr %2[12] : (!llvm.ptr) -> !llvm.ptr, f32
        %512 = llvm.getelementptr %2[13] : (!llvm.ptr) -> !llvm.ptr, f32
        %513 = llvm.getelementptr %2[14] : (!llvm.ptr) -> !llvm.ptr, f32
        %514 = llvm.getelementptr %2[15] : (!llvm.ptr) -> !llvm.ptr, f32
        %515:9 = scf.while (%arg6 = %c0_i32, %arg7 = %44, %arg8 = %arg3, %arg9 = %c0_i32, %arg10 = %c0_i32, %arg11 = %c0_i32, %arg12 = %c0_i32, %arg13 = %c0_i32, %arg14 = %c0_i32) : (i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32) -> (i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32) {
          %516 = arith.cmpi slt, %arg7, %c40_i32 : i32
          scf.condition(%516) %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg6: i32, %arg7: i32, %arg8: !llvm.struct<(i1)>, %arg9: i32, %arg10: i32, %arg11: i32, %arg12: i32, %arg13: i32, %arg14: i32):
          %516 = arith.floordivsi %arg7, %c20_i32 : i32
          %517 = arith.muli %516, %c20_i32 : i32
          %518 = arith.subi %arg7, %517 : i32
          %519 = arith.floordivsi %518, %c20_i32 : i32
          %520 = arith.muli %519, %c4_i32 : i32
          %521 = arith.subi %c4_i32, %520 : i32
          %522 = arith.minsi %521, %c4_i32 : i32
          %523 = arith.muli %519, %c20_i32 : i32
          %524 = arith.subi %518, %523 : i32
          %525 = arith.remsi %524, %522 : i32
          %526 = arith.addi %520, %525 : i32
          %527 = arith.floordivsi %524, %522 : i32
          %528 = arith.muli %526, %c2_i32 : i32
          %529 = arith.addi %528, %42 : i32
          %530 = arith.addi %527, %43 : i32
          llvm.store %cst, %12 {alignment = 32 : i64} : vector<128xf32>, !llvm.ptr
          %531 = llvm.insertvalue %true, %arg8[0] : !llvm.struct<(i1)>
          nvvm.wgmma.fence.aligned
          %532:6 = scf.for %arg15 = %c0_i32 to %c9_i32 step %c1_i32 iter_args(%arg16 = %arg9, %arg17 = %arg10, %arg18 = %arg11, %arg19 = %arg12, %arg20 = %arg13, %arg21 = %arg14) -> (i32, i32, i32, i32, i32, i32)  : i32 {
            %1389 = llvm.getelementptr %26[%arg20] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            nvvm.mbarrier.try_wait.parity %1389, %arg21, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            %1390 = arith.muli %arg20, %c1024_i32 overflow<nsw> : i32
            %1391 = arith.addi %104, %1390 : i32
            %1392 = vector.insert %1391, %103 [0] : i32 into vector<2xi32>
            %1393 = llvm.bitcast %1392 : vector<2xi32> to i64
            %1394 = arith.muli %arg20, %c2048_i32 overflow<nsw> : i32
            %1395 = arith.addi %106, %1394 : i32
            %1396 = vector.insert %1395, %105 [0] : i32 into vector<2xi32>
            %1397 = llvm.bitcast %1396 : vector<2xi32> to i64
            %1398 = llvm.load %12 : !llvm.ptr -> f32
            %1399 = llvm.load %107 : !llvm.ptr -> f32
            %1400 = llvm.load %108 : !llvm.ptr -> f32
            %1401 = llvm.load %109 : !llvm.ptr -> f32
            %1402 = llvm.load %110 : !llvm.ptr -> f32
            %1403 = llvm.load %111 : !llvm.ptr -> f32
            %1404 = llvm.load %112 : !llvm.ptr -> f32
            %1405 = llvm.load %113 : !llvm.ptr -> f32
            %1406 = llvm.load %114 : !llvm.ptr -> f32
            %1407 = llvm.load %115 : !llvm.ptr -> f32
            %1408 = llvm.load %116 : !llvm.ptr -> f32
            %1409 = llvm.load %117 : !llvm.ptr -> f32
            %1410 = llvm.load %118 : !llvm.ptr -> f32
            %1411 = llvm.load %119 : !llvm.ptr -> f32
            %1412 = llvm.load %120 : !llvm.ptr -> f32
            %1413 = llvm.load %121 : !llvm.ptr -> f32
            %1414 = llvm.load %122 : !llvm.ptr -> f32
            %1415 = llvm.load %123 : !llvm.ptr -> f32
            %1416 = llvm.load %124 : !llvm.ptr -> f32
            %1417 = llvm.load %125 : !llvm.ptr -> f32
            %1418 = llvm.load %126 : !llvm.ptr -> f32
            %1419 = llvm.load %127 : !llvm.ptr -> f32
            %1420 = llvm.load %128 : !llvm.ptr -> f32
            %1421 = llvm.load %129 : !llvm.ptr -> f32
            %1422 = llvm.load %130 : !llvm.ptr -> f32
            %1423 = llvm.load %131 : !llvm.ptr -> f32
            %1424 = llvm.load %132 : !llvm.ptr -> f32
            %1425 = llvm.load %133 : !llvm.ptr -> f32
            %1426 = llvm.load %134 : !llvm.ptr -> f32
            %1427 = llvm.load %135 : !llvm.ptr -> f32
            %1428 = llvm.load %136 : !llvm.ptr -> f32
            %1429 = llvm.load %137 : !llvm.ptr -> f32
            %1430 = llvm.load %138 : !llvm.ptr -> f32
            %1431 = llvm.load %139 : !llvm.ptr -> f32
            %1432 = llvm.load %140 : !llvm.ptr -> f32
            %1433 = llvm.load %141 : !llvm.ptr -> f32
            %1434 = llvm.load %142 : !llvm.ptr -> f32
            %1435 = llvm.load %143 : !llvm.ptr -> f32
            %1436 = llvm.load %144 : !llvm.ptr -> f32
            %1437 = llvm.load %145 : !llvm.ptr -> f32
            %1438 = llvm.load %146 : !llvm.ptr -> f32
            %1439 = llvm.load %147 : !llvm.ptr -> f32
            %1440 = llvm.load %148 : !llvm.ptr -> f32
            %1441 = llvm.load %149 : !llvm.ptr -> f32
            %1442 = llvm.load %150 : !llvm.ptr -> f32
            %1443 = llvm.load %151 : !llvm.ptr -> f32
            %1444 = llvm.load %152 : !llvm.ptr -> f32
            %1445 = llvm.load %153 : !llvm.ptr -> f32
            %1446 = llvm.load %154 : !llvm.ptr -> f32
            %1447 = llvm.load %155 : !llvm.ptr -> f32
            %1448 = llvm.load %156 : !llvm.ptr -> f32
            %1449 = llvm.load %157 : !llvm.ptr -> f32
            %1450 = llvm.load %158 : !llvm.ptr -> f32
            %1451 = llvm.load %159 : !llvm.ptr -> f32
            %1452 = llvm.load %160 : !llvm.ptr -> f32
            %1453 = llvm.load %161 : !llvm.ptr -> f32
            %1454 = llvm.load %162 : !llvm.ptr -> f32
            %1455 = llvm.load %163 : !llvm.ptr -> f32
            %1456 = llvm.load %164 : !llvm.ptr -> f32
            %1457 = llvm.load %165 : !llvm.ptr -> f32
            %1458 = llvm.load %166 : !llvm.ptr -> f32
            %1459 = llvm.load %167 : !llvm.ptr -> f32
            %1460 = llvm.load %168 : !llvm.ptr -> f32
            %1461 = llvm.load %169 : !llvm.ptr -> f32
            %1462 = llvm.load %170 : !llvm.ptr -> f32
            %1463 = llvm.load %171 : !llvm.ptr -> f32
            %1464 = llvm.load %172 : !llvm.ptr -> f32
            %1465 = llvm.load %173 : !llvm.ptr -> f32
            %1466 = llvm.load %174 : !llvm.ptr -> f32
            %1467 = llvm.load %175 : !llvm.ptr -> f32
            %1468 = llvm.load %176 : !llvm.ptr -> f32
            %1469 = llvm.load %177 : !llvm.ptr -> f32
            %1470 = llvm.load %178 : !llvm.ptr -> f32
            %1471 = llvm.load %179 : !llvm.ptr -> f32
            %1472 = llvm.load %180 : !llvm.ptr -> f32
            %1473 = llvm.load %181 : !llvm.ptr -> f32
            %1474 = llvm.load %182 : !llvm.ptr -> f32
            %1475 = llvm.load %183 : !llvm.ptr -> f32
            %1476 = llvm.load %184 : !llvm.ptr -> f32
            %1477 = llvm.load %185 : !llvm.ptr -> f32
            %1478 = llvm.load %186 : !llvm.ptr -> f32
            %1479 = llvm.load %187 : !llvm.ptr -> f32
            %1480 = llvm.load %188 : !llvm.ptr -> f32
            %1481 = llvm.load %189 : !llvm.ptr -> f32
            %1482 = llvm.load %190 : !llvm.ptr -> f32
            %1483 = llvm.load %191 : !llvm.ptr -> f32
            %1484 = llvm.load %192 : !llvm.ptr -> f32
            %1485 = llvm.load %193 : !llvm.ptr -> f32
            %1486 = llvm.load %194 : !llvm.ptr -> f32
            %1487 = llvm.load %195 : !llvm.ptr -> f32
            %1488 = llvm.load %196 : !llvm.ptr -> f32
            %1489 = llvm.load %197 : !llvm.ptr -> f32
            %1490 = llvm.load %198 : !llvm.ptr -> f32
            %1491 = llvm.load %199 : !llvm.ptr -> f32
            %1492 = llvm.load %200 : !llvm.ptr -> f32
            %1493 = llvm.load %201 : !llvm.ptr -> f32
            %1494 = llvm.load %202 : !llvm.ptr -> f32
            %1495 = llvm.load %203 : !llvm.ptr -> f32
            %1496 = llvm.load %204 : !llvm.ptr -> f32
            %1497 = llvm.load %205 : !llvm.ptr -> f32
            %1498 = llvm.load %206 : !llvm.ptr -> f32
            %1499 = llvm.load %207 : !llvm.ptr -> f32
            %1500 = llvm.load %208 : !llvm.ptr -> f32
            %1501 = llvm.load %209 : !llvm.ptr -> f32
            %1502 = llvm.load %210 : !llvm.ptr -> f32
            %1503 = llvm.load %211 : !llvm.ptr -> f32
            %1504 = llvm.load %212 : !llvm.ptr -> f32
            %1505 = llvm.load %213 : !llvm.ptr -> f32
            %1506 = llvm.load %214 : !llvm.ptr -> f32
            %1507 = llvm.load %215 : !llvm.ptr -> f32
            %1508 = llvm.load %216 : !llvm.ptr -> f32
            %1509 = llvm.load %217 : !llvm.ptr -> f32
            %1510 = llvm.load %218 : !llvm.ptr -> f32
            %1511 = llvm.load %219 : !llvm.ptr -> f32
            %1512 = llvm.load %220 : !llvm.ptr -> f32
            %1513 = llvm.load %221 : !llvm.ptr -> f32
            %1514 = llvm.load %222 : !llvm.ptr -> f32
            %1515 = llvm.load %223 : !llvm.ptr -> f32
            %1516 = llvm.load %224 : !llvm.ptr -> f32
            %1517 = llvm.load %225 : !llvm.ptr -> f32
            %1518 = llvm.load %226 : !llvm.ptr -> f32
            %1519 = llvm.load %227 : !llvm.ptr -> f32
            %1520 = llvm.load %228 : !llvm.ptr -> f32
            %1521 = llvm.load %229 : !llvm.ptr -> f32
            %1522 = llvm.load %230 : !llvm.ptr -> f32
            %1523 = llvm.load %231 : !llvm.ptr -> f32
            %1524 = llvm.load %232 : !llvm.ptr -> f32
            %1525 = llvm.load %233 : !llvm.ptr -> f32
            %1526 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %1398, %1399, %1400, %1401, %1402, %1403, %1404, %1405, %1406, %1407, %1408, %1409, %1410, %1411, %1412, %1413, %1414, %1415, %1416, %1417, %1418, %1419, %1420, %1421, %1422, %1423, %1424, %1425, %1426, %1427, %1428, %1429, %1430, %1431, %1432, %1433, %1434, %1435, %1436, %1437, %1438, %1439, %1440, %1441, %1442, %1443, %1444, %1445, %1446, %1447, %1448, %1449, %1450, %1451, %1452, %1453, %1454, %1455, %1456, %1457, %1458, %1459, %1460, %1461, %1462, %1463, %1464, %1465, %1466, %1467, %1468, %1469, %1470, %1471, %1472, %1473, %1474, %1475, %1476, %1477, %1478, %1479, %1480, %1481, %1482, %1483, %1484, %1485, %1486, %1487, %1488, %1489, %1490, %1491, %1492, %1493, %1494, %1495, %1496, %1497, %1498, %1499, %1500, %1501, %1502, %1503, %1504, %1505, %1506, %1507, %1508, %1509, %1510, %1511, %1512, %1513, %1514, %1515, %1516, %1517, %1518, %1519, %1520, %1521, %1522, %1523, %1524, %1525, %1393, %1397, %c1_i32, %c1_i32, %c1_i32, %c0_i32, %c0_i32 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_31b33a
            %1527 = llvm.extractvalue %1526[0] : !llvm_struct_31b33a
            %1528 = llvm.extractvalue %1526[1] : !llvm_struct_31b33a
            %1529 = llvm.extractvalue %1526[2] : !llvm_struct_31b33a
            %1530 = llvm.extractvalue %1526[3] : !llvm_struct_31b33a
            %1531 = llvm.extractvalue %1526[4] : !llvm_struct_31b33a
            %1532 = llvm.extractvalue %1526[5] : !llvm_struct_31b33a
            %1533 = llvm.extractvalue %1526[6] : !llvm_struct_31b33a
            %1534 = llvm.extractvalue %1526[7] : !llvm_struct_31b33a
            %1535 = llvm.extractvalue %1526[8] : !llvm_struct_31b33a
            %1536 = llvm.extractvalue %1526[9] : !llvm_struct_31b33a
            %1537 = llvm.extractvalue %1526[10] : !llvm_struct_31b33a
            %1538 = llvm.extractvalue %1526[11] : !llvm_struct_31b33a
            %1539 = llvm.extractvalue %1526[12] : !llvm_struct_31b33a
            %1540 = llvm.extractvalue %1526[13] : !llvm_struct_31b33a
            %1541 = llvm.extractvalue %1526[14] : !llvm_struct_31b33a
            %1542 = llvm.extractvalue %1526[15] : !llvm_struct_31b33a
            %1543 = llvm.extractvalue %1526[16] : !llvm_struct_31b33a
            %1544 = llvm.extractvalue %1526[17] : !llvm_struct_31b33a
            %1545 = llvm.extractvalue %1526[18] : !llvm_struct_31b33a
            %1546 = llvm.extractvalue %1526[19] : !llvm_struct_31b33a
            %1547 = llvm.extractvalue %1526[20] : !llvm_struct_31b33a
            %1548 = llvm.extractvalue %1526[21] : !llvm_struct_31b33a
            %1549 = llvm.extractvalue %1526[22] : !llvm_struct_31b33a
            %1550 = llvm.extractvalue %1526[23] : !llvm_struct_31b33a
            %1551 = llvm.extractvalue %1526[24] : !llvm_struct_31b33a
            %1552 = llvm.extractvalue %1526[25] : !llvm_struct_31b33a
            %1553 = llvm.extractvalue %1526[26] : !llvm_struct_31b33a
            %1554 = llvm.extractvalue %1526[27] : !llvm_struct_31b33a
            %1555 = llvm.extractvalue %1526[28] : !llvm_struct_31b33a
            %1556 = llvm.extractvalue %1526[29] : !llvm_struct_31b33a
            %1557 = llvm.extractvalue %1526[30] : !llvm_struct_31b33a
            %1558 = llvm.extractvalue %1526[31] : !llvm_struct_31b33a
            %1559 = llvm.extractvalue %1526[32] : !llvm_struct_31b33a
            %1560 = llvm.extractvalue %1526[33] : !llvm_struct_31b33a
            %1561 = llvm.extractvalue %1526[34] : !llvm_struct_31b33a
            %1562 = llvm.extractvalue %1526[35] : !llvm_struct_31b33a
            %1563 = llvm.extractvalue %1526[36] : !llvm_struct_31b33a
            %1564 = llvm.extractvalue %1526[37] : !llvm_struct_31b33a
            %1565 = llvm.extractvalue %1526[38] : !llvm_struct_31b33a
            %1566 = llvm.extractvalue %1526[39] : !llvm_struct_31b33a
            %1567 = llvm.extractvalue %1526[40] : !llvm_struct_31b33a
            %1568 = llvm.extractvalue %1526[41] : !llvm_struct_31b33a
            %1569 = llvm.extractvalue %1526[42] : !llvm_struct_31b33a
            %1570 = llvm.extractvalue %1526[43] : !llvm_struct_31b33a
            %1571 = llvm.extractvalue %1526[44] : !llvm_struct_31b33a
            %1572 = llvm.extractvalue %1526[45] : !llvm_struct_31b33a
            %1573 = llvm.extractvalue %1526[46] : !llvm_struct_31b33a
            %1574 = llvm.extractvalue %1526[47] : !llvm_struct_31b33a
            %1575 = llvm.extractvalue %1526[48] : !llvm_struct_31b33a
            %1576 = llvm.extractvalue %1526[49] : !llvm_struct_31b33a
            %1577 = llvm.extractvalue %1526[50] : !llvm_struct_31b33a
            %1578 = llvm.extractvalue %1526[51] : !llvm_struct_31b33a
            %1579 = llvm.extractvalue %1526[52] : !llvm_struct_31b33a
            %1580 = llvm.extractvalue %1526[53] : !llvm_struct_31b33a
            %1581 = llvm.extractvalue %1526[54] : !llvm_struct_31b33a
            %1582 = llvm.extractvalue %1526[55] : !llvm_struct_31b33a
            %1583 = llvm.extractvalue %1526[56] : !llvm_struct_31b33a
            %1584 = llvm.extractvalue %1526[57] : !llvm_struct_31b33a
            %1585 = llvm.extractvalue %1526[58] : !llvm_struct_31b33a
            %1586 = llvm.extractvalue %1526[59] : !llvm_struct_31b33a
            %1587 = llvm.extractvalue %1526[60] : !llvm_struct_31b33a
            %1588 = llvm.extractvalue %1526[61] : !llvm_struct_31b33a
            %1589 = llvm.extractvalue %1526[62] : !llvm_struct_31b33a
            %1590 = llvm.extractvalue %1526[63] : !llvm_struct_31b33a
            %1591 = llvm.extractvalue %1526[64] : !llvm_struct_31b33a
            %1592 = llvm.extractvalue %1526[65] : !llvm_struct_31b33a
            %1593 = llvm.extractvalue %1526[66] : !llvm_struct_31b33a
            %1594 = llvm.extractvalue %1526[67] : !llvm_struct_31b33a
            %1595 = llvm.extractvalue %1526[68] : !llvm_struct_31b33a
            %1596 = llvm.extractvalue %1526[69] : !llvm_struct_31b33a
            %1597 = llvm.extractvalue %1526[70] : !llvm_struct_31b33a
            %1598 = llvm.extractvalue %1526[71] : !llvm_struct_31b33a
            %1599 = llvm.extractvalue %1526[72] : !llvm_struct_31b33a
            %1600 = llvm.extractvalue %1526[73] : !llvm_struct_31b33a
            %1601 = llvm.extractvalue %1526[74] : !llvm_struct_31b33a
            %1602 = llvm.extractvalue %1526[75] : !llvm_struct_31b33a
            %1603 = llvm.extractvalue %1526[76] : !llvm_struct_31b33a
            %1604 = llvm.extractvalue %1526[77] : !llvm_struct_31b33a
            %1605 = llvm.extractvalue %1526[78] : !llvm_struct_31b33a
            %1606 = llvm.extractvalue %1526[79] : !llvm_struct_31b33a
            %1607 = llvm.extractvalue %1526[80] : !llvm_struct_31b33a
            %1608 = llvm.extractvalue %1526[81] : !llvm_struct_31b33a
            %1609 = llvm.extractvalue %1526[82] : !llvm_struct_31b33a
            %1610 = llvm.extractvalue %1526[83] : !llvm_struct_31b33a
            %1611 = llvm.extractvalue %1526[84] : !llvm_struct_31b33a
            %1612 = llvm.extractvalue %1526[85] : !llvm_struct_31b33a
            %1613 = llvm.extractvalue %1526[86] : !llvm_struct_31b33a
            %1614 = llvm.extractvalue %1526[87] : !llvm_struct_31b33a
            %1615 = llvm.extractvalue %1526[88] : !llvm_struct_31b33a
            %1616 = llvm.extractvalue %1526[89] : !llvm_struct_31b33a
            %1617 = llvm.extractvalue %1526[90] : !llvm_struct_31b33a
            %1618 = llvm.extractvalue %1526[91] : !llvm_struct_31b33a
            %1619 = llvm.extractvalue %1526[92] : !llvm_struct_31b33a
            %1620 = llvm.extractvalue %1526[93] : !llvm_struct_31b33a
            %1621 = llvm.extractvalue %1526[94] : !llvm_struct_31b33a
            %1622 = llvm.extractvalue %1526[95] : !llvm_struct_31b33a
            %1623 = llvm.extractvalue %1526[96] : !llvm_struct_31b33a
            %1624 = llvm.extractvalue %1526[97] : !llvm_struct_31b33a
            %1625 = llvm.extractvalue %1526[98] : !llvm_struct_31b33a
            %1626 = llvm.extractvalue %1526[99] : !llvm_struct_31b33a
            %1627 = llvm.extractvalue %1526[100] : !llvm_struct_31b33a
            %1628 = llvm.extractvalue %1526[101] : !llvm_struct_31b33a
            %1629 = llvm.extractvalue %1526[102] : !llvm_struct_31b33a
            %1630 = llvm.extractvalue %1526[103] : !llvm_struct_31b33a
            %1631 = llvm.extractvalue %1526[104] : !llvm_struct_31b33a
            %1632 = llvm.extractvalue %1526[105] : !llvm_struct_31b33a
            %1633 = llvm.extractvalue %1526[106] : !llvm_struct_31b33a
            %1634 = llvm.extractvalue %1526[107] : !llvm_struct_31b33a
            %1635 = llvm.extractvalue %1526[108] : !llvm_struct_31b33a
            %1636 = llvm.extractvalue %1526[109] : !llvm_struct_31b33a
            %1637 = llvm.extractvalue %1526[110] : !llvm_struct_31b33a
            %1638 = llvm.extractvalue %1526[111] : !llvm_struct_31b33a
            %1639 = llvm.extractvalue %1526[112] : !llvm_struct_31b33a
            %1640 = llvm.extractvalue %1526[113] : !llvm_struct_31b33a
            %1641 = llvm.extractvalue %1526[114] : !llvm_struct_31b33a
            %1642 = llvm.extractvalue %1526[115] : !llvm_struct_31b33a
            %1643 = llvm.extractvalue %1526[116] : !llvm_struct_31b33a
            %1644 = llvm.extractvalue %1526[117] : !llvm_struct_31b33a
            %1645 = llvm.extractvalue %1526[118] : !llvm_struct_31b33a
            %1646 = llvm.extractvalue %1526[119] : !llvm_struct_31b33a
            %1647 = llvm.extractvalue %1526[120] : !llvm_struct_31b33a
            %1648 = llvm.extractvalue %1526[121] : !llvm_struct_31b33a
            %1649 = llvm.extractvalue %1526[122] : !llvm_struct_31b33a
            %1650 = llvm.extractvalue %1526[123] : !llvm_struct_31b33a
            %1651 = llvm.extractvalue %1526[124] : !llvm_struct_31b33a
            %1652 = llvm.extractvalue %1526[125] : !llvm_struct_31b33a
            %1653 = llvm.extractvalue %1526[126] : !llvm_struct_31b33a
            %1654 = llvm.extractvalue %1526[127] : !llvm_struct_31b33a
            llvm.store %1527, %12 : f32, !llvm.ptr
            llvm.store %1528, %107 : f32, !llvm.ptr
            llvm.store %1529, %108 : f32, !llvm.ptr
            llvm.store %1530, %109 : f32, !llvm.ptr
            llvm.store %1531, %110 : f32, !llvm.ptr
            llvm.store %1532, %111 : f32, !llvm.ptr
            llvm.store %1533, %112 : f32, !llvm.ptr
            llvm.store %1534, %113 : f32, !llvm.ptr
            llvm.store %1535, %114 : f32, !llvm.ptr
            llvm.store %1536, %115 : f32, !llvm.ptr
            llvm.store %1537, %116 : f32, !llvm.ptr
            llvm.store %1538, %117 : f32, !llvm.ptr
            llvm.store %1539, %118 : f32, !llvm.ptr
            llvm.store %1540, %119 : f32, !llvm.ptr
            llvm.store %1541, %120 : f32, !llvm.ptr
            llvm.store %1542, %121 : f32, !llvm.ptr
            llvm.store %1543, %122 : f32, !llvm.ptr
            llvm.store %1544, %123 : f32, !llvm.ptr
            llvm.store %1545, %124 : f32, !llvm.ptr
            llvm.store %1546, %125 : f32, !llvm.ptr
            llvm.store %1547, %126 : f32, !llvm.ptr
            llvm.store %1548, %127 : f32, !llvm.ptr
            llvm.store %1549, %128 : f32, !llvm.ptr
            llvm.store %1550, %129 : f32, !llvm.ptr
            llvm.store %1551, %130 : f32, !llvm.ptr
            llvm.store %1552, %131 : f32, !llvm.ptr
            llvm.store %1553, %132 : f32, !llvm.ptr
            llvm.store %1554, %133 : f32, !llvm.ptr
            llvm.store %1555, %134 : f32, !llvm.ptr
            llvm.store %1556, %135 : f32, !llvm.ptr
            llvm.store %1557, %136 : f32, !llvm.ptr
            llvm.store %1558, %137 : f32, !llvm.ptr
            llvm.store %1559, %138 : f32, !llvm.ptr
            llvm.store %1560, %139 : f32, !llvm.ptr
            llvm.store %1561, %140 : f32, !llvm.ptr
            llvm.store %1562, %141 : f32, !llvm.ptr
            llvm.store %1563, %142 : f32, !llvm.ptr
            llvm.store %1564, %143 : f32, !llvm.ptr
            llvm.store %1565, %144 : f32, !llvm.ptr
            llvm.store %1566, %145 : f32, !llvm.ptr
            llvm.store %1567, %146 : f32, !llvm.ptr
            llvm.store %1568, %147 : f32, !llvm.ptr
            llvm.store %1569, %148 : f32, !llvm.ptr
            llvm.store %1570, %149 : f32, !llvm.ptr
            llvm.store %1571, %150 : f32, !llvm.ptr
            llvm.store %1572, %151 : f32, !llvm.ptr
            llvm.store %1573, %152 : f32, !llvm.ptr
            llvm.store %1574, %153 : f32, !llvm.ptr
            llvm.store %1575, %154 : f32, !llvm.ptr
            llvm.store %1576, %155 : f32, !llvm.ptr
            llvm.store %1577, %156 : f32, !llvm.ptr
            llvm.store %1578, %157 : f32, !llvm.ptr
            llvm.store %1579, %158 : f32, !llvm.ptr
            llvm.store %1580, %159 : f32, !llvm.ptr
            llvm.store %1581, %160 : f32, !llvm.ptr
            llvm.store %1582, %161 : f32, !llvm.ptr
            llvm.store %1583, %162 : f32, !llvm.ptr
            llvm.store %1584, %163 : f32, !llvm.ptr
            llvm.store %1585, %164 : f32, !llvm.ptr
            llvm.store %1586, %165 : f32, !llvm.ptr
            llvm.store %1587, %166 : f32, !llvm.ptr
            llvm.store %1588, %167 : f32, !llvm.ptr
            llvm.store %1589, %168 : f32, !llvm.ptr
            llvm.store %1590, %169 : f32, !llvm.ptr
            llvm.store %1591, %170 : f32, !llvm.ptr
            llvm.store %1592, %171 : f32, !llvm.ptr
            llvm.store %1593, %172 : f32, !llvm.ptr
            llvm.store %1594, %173 : f32, !llvm.ptr
            llvm.store %1595, %174 : f32, !llvm.ptr
            llvm.store %1596, %175 : f32, !llvm.ptr
            llvm.store %1597, %176 : f32, !llvm.ptr
            llvm.store %1598, %177 : f32, !llvm.ptr
            llvm.store %1599, %178 : f32, !llvm.ptr
            llvm.store %1600, %179 : f32, !llvm.ptr
            llvm.store %1601, %180 : f32, !llvm.ptr
            llvm.store %1602, %181 : f32, !llvm.ptr
            llvm.store %1603, %182 : f32, !llvm.ptr
            llvm.store %1604, %183 : f32, !llvm.ptr
            llvm.store %1605, %184 : f32, !llvm.ptr
            llvm.store %1606, %185 : f32, !llvm.ptr
            llvm.store %1607, %186 : f32, !llvm.ptr
            llvm.store %1608, %187 : f32, !llvm.ptr
            llvm.store %1609, %188 : f32, !llvm.ptr
            llvm.store %1610, %189 : f32, !llvm.ptr
            llvm.store %1611, %190 : f32, !llvm.ptr
            llvm.store %1612, %191 : f32, !llvm.ptr
            llvm.store %1613, %192 : f32, !llvm.ptr
            llvm.store %1614, %193 : f32, !llvm.ptr
            llvm.store %1615, %194 : f32, !llvm.ptr
            llvm.store %1616, %195 : f32, !llvm.ptr
            llvm.store %1617, %196 : f32, !llvm.ptr
            llvm.store %1618, %197 : f32, !llvm.ptr
            llvm.store %1619, %198 : f32, !llvm.ptr
            llvm.store %1620, %199 : f32, !llvm.ptr
            llvm.store %1621, %200 : f32, !llvm.ptr
            llvm.store %1622, %201 : f32, !llvm.ptr
            llvm.store %1623, %202 : f32, !llvm.ptr
            llvm.store %1624, %203 : f32, !llvm.ptr
            llvm.store %1625, %204 : f32, !llvm.ptr
            llvm.store %1626, %205 : f32, !llvm.ptr
            llvm.store %1627, %206 : f32, !llvm.ptr
            llvm.store %1628, %207 : f32, !llvm.ptr
            llvm.store %1629, %208 : f32, !llvm.ptr
            llvm.store %1630, %209 : f32, !llvm.ptr
            llvm.store %1631, %210 : f32, !llvm.ptr
            llvm.store %1632, %211 : f32, !llvm.ptr
            llvm.store %1633, %212 : f32, !llvm.ptr
            llvm.store %1634, %213 : f32, !llvm.ptr
            llvm.store %1635, %214 : f32, !llvm.ptr
            llvm.store %1636, %215 : f32, !llvm.ptr
            llvm.store %1637, %216 : f32, !llvm.ptr
            llvm.store %1638, %217 : f32, !llvm.ptr
            llvm.store %1639, %218 : f32, !llvm.ptr
            llvm.store %1640, %219 : f32, !llvm.ptr
            llvm.store %1641, %220 : f32, !llvm.ptr
            llvm.store %1642, %221 : f32, !llvm.ptr
            llvm.store %1643, %222 : f32, !llvm.ptr
            llvm.store %1644, %223 : f32, !llvm.ptr
            llvm.store %1645, %224 : f32, !llvm.ptr
            llvm.store %1646, %225 : f32, !llvm.ptr
            llvm.store %1647, %226 : f32, !llvm.ptr
            llvm.store %1648, %227 : f32, !llvm.ptr
            llvm.store %1649, %228 : f32, !llvm.ptr
            llvm.store %1650, %229 : f32, !llvm.ptr
            llvm.store %1651, %230 : f32, !llvm.ptr
            llvm.store %1652, %231 : f32, !llvm.ptr
            llvm.store %1653, %232 : f32, !llvm.ptr
            llvm.store %1654, %233 : f32, !llvm.ptr
            %1655 = arith.muli %arg20, %c1024_i32 overflow<nsw> : i32
            %1656 = arith.addi %1655, %c2_i32 overflow<nsw> : i32
            %1657 = arith.addi %235, %1656 : i32
            %1658 = vector.insert %1657, %234 [0] : i32 into vector<2xi32>
            %1659 = llvm.bitcast %1658 : vector<2xi32> to i64
            %1660 = arith.muli %arg20, %c2048_i32 overflow<nsw> : i32
            %1661 = arith.addi %1660, %c2_i32 overflow<nsw> : i32
            %1662 = arith.addi %237, %1661 : i32
            %1663 = vector.insert %1662, %236 [0] : i32 into vector<2xi32>
            %1664 = llvm.bitcast %1663 : vector<2xi32> to i64
            %1665 = llvm.load %12 : !llvm.ptr -> f32
            %1666 = llvm.load %107 : !llvm.ptr -> f32
            %1667 = llvm.load %108 : !llvm.ptr -> f32
            %1668 = llvm.load %109 : !llvm.ptr -> f32
            %1669 = llvm.load %110 : !llvm.ptr -> f32
            %1670 = llvm.load %111 : !llvm.ptr -> f32
            %1671 = llvm.load %112 : !llvm.ptr -> f32
            %1672 = llvm.load %113 : !llvm.ptr -> f32
            %1673 = llvm.load %114 : !llvm.ptr -> f32
            %1674 = llvm.load %115 : !llvm.ptr -> f32
            %1675 = llvm.load %116 : !llvm.ptr -> f32
            %1676 = llvm.load %117 : !llvm.ptr -> f32
            %1677 = llvm.load %118 : !llvm.ptr -> f32
            %1678 = llvm.load %119 : !llvm.ptr -> f32
            %1679 = llvm.load %120 : !llvm.ptr -> f32
            %1680 = llvm.load %121 : !llvm.ptr -> f32
            %1681 = llvm.load %122 : !llvm.ptr -> f32
            %1682 = llvm.load %123 : !llvm.ptr -> f32
            %1683 = llvm.load %124 : !llvm.ptr -> f32
            %1684 = llvm.load %125 : !llvm.ptr -> f32
            %1685 = llvm.load %126 : !llvm.ptr -> f32
            %1686 = llvm.load %127 : !llvm.ptr -> f32
            %1687 = llvm.load %128 : !llvm.ptr -> f32
            %1688 = llvm.load %129 : !llvm.ptr -> f32
            %1689 = llvm.load %130 : !llvm.ptr -> f32
            %1690 = llvm.load %131 : !llvm.ptr -> f32
            %1691 = llvm.load %132 : !llvm.ptr -> f32
            %1692 = llvm.load %133 : !llvm.ptr -> f32
            %1693 = llvm.load %134 : !llvm.ptr -> f32
            %1694 = llvm.load %135 : !llvm.ptr -> f32
            %1695 = llvm.load %136 : !llvm.ptr -> f32
            %1696 = llvm.load %137 : !llvm.ptr -> f32
            %1697 = llvm.load %138 : !llvm.ptr -> f32
            %1698 = llvm.load %139 : !llvm.ptr -> f32
            %1699 = llvm.load %140 : !llvm.ptr -> f32
            %1700 = llvm.load %141 : !llvm.ptr -> f32
            %1701 = llvm.load %142 : !llvm.ptr -> f32
            %1702 = llvm.load %143 : !llvm.ptr -> f32
            %1703 = llvm.load %144 : !llvm.ptr -> f32
            %1704 = llvm.load %145 : !llvm.ptr -> f32
            %1705 = llvm.load %146 : !llvm.ptr -> f32
            %1706 = llvm.load %147 : !llvm.ptr -> f32
            %1707 = llvm.load %148 : !llvm.ptr -> f32
            %1708 = llvm.load %149 : !llvm.ptr -> f32
            %1709 = llvm.load %150 : !llvm.ptr -> f32
            %1710 = llvm.load %151 : !llvm.ptr -> f32
            %1711 = llvm.load %152 : !llvm.ptr -> f32
            %1712 = llvm.load %153 : !llvm.ptr -> f32
            %1713 = llvm.load %154 : !llvm.ptr -> f32
            %1714 = llvm.load %155 : !llvm.ptr -> f32
            %1715 = llvm.load %156 : !llvm.ptr -> f32
            %1716 = llvm.load %157 : !llvm.ptr -> f32
            %1717 = llvm.load %158 : !llvm.ptr -> f32
            %1718 = llvm.load %159 : !llvm.ptr -> f32
            %1719 = llvm.load %160 : !llvm.ptr -> f32
            %1720 = llvm.load %161 : !llvm.ptr -> f32
            %1721 = llvm.load %162 : !llvm.ptr -> f32
            %1722 = llvm.load %163 : !llvm.ptr -> f32
            %1723 = llvm.load %164 : !llvm.ptr -> f32
            %1724 = llvm.load %165 : !llvm.ptr -> f32
            %1725 = llvm.load %166 : !llvm.ptr -> f32
            %1726 = llvm.load %167 : !llvm.ptr -> f32
            %1727 = llvm.load %168 : !llvm.ptr -> f32
            %1728 = llvm.load %169 : !llvm.ptr -> f32
            %1729 = llvm.load %170 : !llvm.ptr -> f32
            %1730 = llvm.load %171 : !llvm.ptr -> f32
            %1731 = llvm.load %172 : !llvm.ptr -> f32
            %1732 = llvm.load %173 : !llvm.ptr -> f32
            %1733 = llvm.load %174 : !llvm.ptr -> f32
            %1734 = llvm.load %175 : !llvm.ptr -> f32
            %1735 = llvm.load %176 : !llvm.ptr -> f32
            %1736 = llvm.load %177 : !llvm.ptr -> f32
            %1737 = llvm.load %178 : !llvm.ptr -> f32
            %1738 = llvm.load %179 : !llvm.ptr -> f32
            %1739 = llvm.load %180 : !llvm.ptr -> f32
            %1740 = llvm.load %181 : !llvm.ptr -> f32
            %1741 = llvm.load %182 : !llvm.ptr -> f32
            %1742 = llvm.load %183 : !llvm.ptr -> f32
            %1743 = llvm.load %184 : !llvm.ptr -> f32
            %1744 = llvm.load %185 : !llvm.ptr -> f32
            %1745 = llvm.load %186 : !llvm.ptr -> f32
            %1746 = llvm.load %187 : !llvm.ptr -> f32
            %1747 = llvm.load %188 : !llvm.ptr -> f32
            %1748 = llvm.load %189 : !llvm.ptr -> f32
            %1749 = llvm.load %190 : !llvm.ptr -> f32
            %1750 = llvm.load %191 : !llvm.ptr -> f32
            %1751 = llvm.load %192 : !llvm.ptr -> f32
            %1752 = llvm.load %193 : !llvm.ptr -> f32
            %1753 = llvm.load %194 : !llvm.ptr -> f32
            %1754 = llvm.load %195 : !llvm.ptr -> f32
            %1755 = llvm.load %196 : !llvm.ptr -> f32
            %1756 = llvm.load %197 : !llvm.ptr -> f32
            %1757 = llvm.load %198 : !llvm.ptr -> f32
            %1758 = llvm.load %199 : !llvm.ptr -> f32
            %1759 = llvm.load %200 : !llvm.ptr -> f32
            %1760 = llvm.load %201 : !llvm.ptr -> f32
            %1761 = llvm.load %202 : !llvm.ptr -> f32
            %1762 = llvm.load %203 : !llvm.ptr -> f32
            %1763 = llvm.load %204 : !llvm.ptr -> f32
            %1764 = llvm.load %205 : !llvm.ptr -> f32
            %1765 = llvm.load %206 : !llvm.ptr -> f32
            %1766 = llvm.load %207 : !llvm.ptr -> f32
            %1767 = llvm.load %208 : !llvm.ptr -> f32
            %1768 = llvm.load %209 : !llvm.ptr -> f32
            %1769 = llvm.load %210 : !llvm.ptr -> f32
            %1770 = llvm.load %211 : !llvm.ptr -> f32
            %1771 = llvm.load %212 : !llvm.ptr -> f32
            %1772 = llvm.load %213 : !llvm.ptr -> f32
            %1773 = llvm.load %214 : !llvm.ptr -> f32
            %1774 = llvm.load %215 : !llvm.ptr -> f32
            %1775 = llvm.load %216 : !llvm.ptr -> f32
            %1776 = llvm.load %217 : !llvm.ptr -> f32
            %1777 = llvm.load %218 : !llvm.ptr -> f32
            %1778 = llvm.load %219 : !llvm.ptr -> f32
            %1779 = llvm.load %220 : !llvm.ptr -> f32
            %1780 = llvm.load %221 : !llvm.ptr -> f32
            %1781 = llvm.load %222 : !llvm.ptr -> f32
            %1782 = llvm.load %223 : !llvm.ptr -> f32
            %1783 = llvm.load %224 : !llvm.ptr -> f32
            %1784 = llvm.load %225 : !llvm.ptr -> f32
            %1785 = llvm.load %226 : !llvm.ptr -> f32
            %1786 = llvm.load %227 : !llvm.ptr -> f32
            %1787 = llvm.load %228 : !llvm.ptr -> f32
            %1788 = llvm.load %229 : !llvm.ptr -> f32
            %1789 = llvm.load %230 : !llvm.ptr -> f32
            %1790 = llvm.load %231 : !llvm.ptr -> f32
            %1791 = llvm.load %232 : !llvm.ptr -> f32
            %1792 = llvm.load %233 : !llvm.ptr -> f32
            %1793 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %1665, %1666, %1667, %1668, %1669, %1670, %1671, %1672, %1673, %1674, %1675, %1676, %1677, %1678, %1679, %1680, %1681, %1682, %1683, %1684, %1685, %1686, %1687, %1688, %1689, %1690, %1691, %1692, %1693, %1694, %1695, %1696, %1697, %1698, %1699, %1700, %1701, %1702, %1703, %1704, %1705, %1706, %1707, %1708, %1709, %1710, %1711, %1712, %1713, %1714, %1715, %1716, %1717, %1718, %1719, %1720, %1721, %1722, %1723, %1724, %1725, %1726, %1727, %1728, %1729, %1730, %1731, %1732, %1733, %1734, %1735, %1736, %1737, %1738, %1739, %1740, %1741, %1742, %1743, %1744, %1745, %1746, %1747, %1748, %1749, %1750, %1751, %1752, %1753, %1754, %1755, %1756, %1757, %1758, %1759, %1760, %1761, %1762, %1763, %1764, %1765, %1766, %1767, %1768, %1769, %1770, %1771, %1772, %1773, %1774, %1775, %1776, %1777, %1778, %1779, %1780, %1781, %1782, %1783, %1784, %1785, %1786, %1787, %1788, %1789, %1790, %1791, %1792, %1659, %1664, %c1_i32, %c1_i32, %c1_i32, %c0_i32, %c0_i32 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_31b33a
            %1794 = llvm.extractvalue %1793[0] : !llvm_struct_31b33a
            %1795 = llvm.extractvalue %1793[1] : !llvm_struct_31b33a
            %1796 = llvm.extractvalue %1793[2] : !llvm_struct_31b33a
            %1797 = llvm.extractvalue %1793[3] : !llvm_struct_31b33a
            %1798 = llvm.extractvalue %1793[4] : !llvm_struct_31b33a
            %1799 = llvm.extractvalue %1793[5] : !llvm_struct_31b33a
            %1800 = llvm.extractvalue %1793[6] : !llvm_struct_31b33a
            %1801 = llvm.extractvalue %1793[7] : !llvm_struct_31b33a
            %1802 = llvm.extractvalue %1793[8] : !llvm_struct_31b33a
            %1803 = llvm.extractvalue %1793[9] : !llvm_struct_31b33a
            %1804 = llvm.extractvalue %1793[10] : !llvm_struct_31b33a
            %1805 = llvm.extractvalue %1793[11] : !llvm_struct_31b33a
            %1806 = llvm.extractvalue %1793[12] : !llvm_struct_31b33a
            %1807 = llvm.extractvalue %1793[13] : !llvm_struct_31b33a
            %1808 = llvm.extractvalue %1793[14] : !llvm_struct_31b33a
            %1809 = llvm.extractvalue %1793[15] : !llvm_struct_31b33a
            %1810 = llvm.extractvalue %1793[16] : !llvm_struct_31b33a
            %1811 = llvm.extractvalue %1793[17] : !llvm_struct_31b33a
            %1812 = llvm.extractvalue %1793[18] : !llvm_struct_31b33a
            %1813 = llvm.extractvalue %1793[19] : !llvm_struct_31b33a
            %1814 = llvm.extractvalue %1793[20] : !llvm_struct_31b33a
            %1815 = llvm.extractvalue %1793[21] : !llvm_struct_31b33a
            %1816 = llvm.extractvalue %1793[22] : !llvm_struct_31b33a
            %1817 = llvm.extractvalue %1793[23] : !llvm_struct_31b33a
            %1818 = llvm.extractvalue %1793[24] : !llvm_struct_31b33a
            %1819 = llvm.extractvalue %1793[25] : !llvm_struct_31b33a
            %1820 = llvm.extractvalue %1793[26] : !llvm_struct_31b33a
            %1821 = llvm.extractvalue %1793[27] : !llvm_struct_31b33a
            %1822 = llvm.extractvalue %1793[28] : !llvm_struct_31b33a
            %1823 = llvm.extractvalue %1793[29] : !llvm_struct_31b33a
            %1824 = llvm.extractvalue %1793[30] : !llvm_struct_31b33a
            %1825 = llvm.extractvalue %1793[31] : !llvm_struct_31b33a
            %1826 = llvm.extractvalue %1793[32] : !llvm_struct_31b33a
            %1827 = llvm.extractvalue %1793[33] : !llvm_struct_31b33a
            %1828 = llvm.extractvalue %1793[34] : !llvm_struct_31b33a
            %1829 = llvm.extractvalue %1793[35] : !llvm_struct_31b33a
            %1830 = llvm.extractvalue %1793[36] : !llvm_struct_31b33a
            %1831 = llvm.extractvalue %1793[37] : !llvm_struct_31b33a
            %1832 = llvm.extractvalue %1793[38] : !llvm_struct_31b33a
            %1833 = llvm.extractvalue %1793[39] : !llvm_struct_31b33a
            %1834 = llvm.extractvalue %1793[40] : !llvm_struct_31b33a
            %1835 = llvm.extractvalue %1793[41] : !llvm_struct_31b33a
            %1836 = llvm.extractvalue %1793[42] : !llvm_struct_31b33a
            %1837 = llvm.extractvalue %1793[43] : !llvm_struct_31b33a
            %1838 = llvm.extractvalue %1793[44] : !llvm_struct_31b33a
            %1839 = llvm.extractvalue %1793[45] : !llvm_struct_31b33a
            %1840 = llvm.extractvalue %1793[46] : !llvm_struct_31b33a
            %1841 = llvm.extractvalue %1793[47] : !llvm_struct_31b33a
            %1842 = llvm.extractvalue %1793[48] : !llvm_struct_31b33a
            %1843 = llvm.extractvalue %1793[49] : !llvm_struct_31b33a
            %1844 = llvm.extractvalue %1793[50] : !llvm_struct_31b33a
            %1845 = llvm.extractvalue %1793[51] : !llvm_struct_31b33a
            %1846 = llvm.extractvalue %1793[52] : !llvm_struct_31b33a
            %1847 = llvm.extractvalue %1793[53] : !llvm_struct_31b33a
            %1848 = llvm.extractvalue %1793[54] : !llvm_struct_31b33a
            %1849 = llvm.extractvalue %1793[55] : !llvm_struct_31b33a
            %1850 = llvm.extractvalue %1793[56] : !llvm_struct_31b33a
            %1851 = llvm.extractvalue %1793[57] : !llvm_struct_31b33a
            %1852 = llvm.extractvalue %1793[58] : !llvm_struct_31b33a
            %1853 = llvm.extractvalue %1793[59] : !llvm_struct_31b33a
            %1854 = llvm.extractvalue %1793[60] : !llvm_struct_31b33a
            %1855 = llvm.extractvalue %1793[61] : !llvm_struct_31b33a
            %1856 = llvm.extractvalue %1793[62] : !llvm_struct_31b33a
            %1857 = llvm.extractvalue %1793[63] : !llvm_struct_31b33a
            %1858 = llvm.extractvalue %1793[64] : !llvm_struct_31b33a
            %1859 = llvm.extractvalue %1793[65] : !llvm_struct_31b33a
            %1860 = llvm.extractvalue %1793[66] : !llvm_struct_31b33a
            %1861 = llvm.extractvalue %1793[67] : !llvm_struct_31b33a
            %1862 = llvm.extractvalue %1793[68] : !llvm_struct_31b33a
            %1863 = llvm.extractvalue %1793[69] : !llvm_struct_31b33a
            %1864 = llvm.extractvalue %1793[70] : !llvm_struct_31b33a
            %1865 = llvm.extractvalue %1793[71] : !llvm_struct_31b33a
            %1866 = llvm.extractvalue %1793[72] : !llvm_struct_31b33a
            %1867 = llvm.extractvalue %1793[73] : !llvm_struct_31b33a
            %1868 = llvm.extractvalue %1793[74] : !llvm_struct_31b33a
            %1869 = llvm.extractvalue %1793[75] : !llvm_struct_31b33a
            %1870 = llvm.extractvalue %1793[76] : !llvm_struct_31b33a
            %1871 = llvm.extractvalue %1793[77] : !llvm_struct_31b33a
            %1872 = llvm.extractvalue %1793[78] : !llvm_struct_31b33a
            %1873 = llvm.extractvalue %1793[79] : !llvm_struct_31b33a
            %1874 = llvm.extractvalue %1793[80] : !llvm_struct_31b33a
            %1875 = llvm.extractvalue %1793[81] : !llvm_struct_31b33a
            %1876 = llvm.extractvalue %1793[82] : !llvm_struct_31b33a
            %1877 = llvm.extractvalue %1793[83] : !llvm_struct_31b33a
            %1878 = llvm.extractvalue %1793[84] : !llvm_struct_31b33a
            %1879 = llvm.extractvalue %1793[85] : !llvm_struct_31b33a
            %1880 = llvm.extractvalue %1793[86] : !llvm_struct_31b33a
            %1881 = llvm.extractvalue %1793[87] : !llvm_struct_31b33a
            %1882 = llvm.extractvalue %1793[88] : !llvm_struct_31b33a
            %1883 = llvm.extractvalue %1793[89] : !llvm_struct_31b33a
            %1884 = llvm.extractvalue %1793[90] : !llvm_struct_31b33a
            %1885 = llvm.extractvalue %1793[91] : !llvm_struct_31b33a
            %1886 = llvm.extractvalue %1793[92] : !llvm_struct_31b33a
            %1887 = llvm.extractvalue %1793[93] : !llvm_struct_31b33a
            %1888 = llvm.extractvalue %1793[94] : !llvm_struct_31b33a
            %1889 = llvm.extractvalue %1793[95] : !llvm_struct_31b33a
            %1890 = llvm.extractvalue %1793[96] : !llvm_struct_31b33a
            %1891 = llvm.extractvalue %1793[97] : !llvm_struct_31b33a
            %1892 = llvm.extractvalue %1793[98] : !llvm_struct_31b33a
            %1893 = llvm.extractvalue %1793[99] : !llvm_struct_31b33a
            %1894 = llvm.extractvalue %1793[100] : !llvm_struct_31b33a
            %1895 = llvm.extractvalue %1793[101] : !llvm_struct_31b33a
            %1896 = llvm.extractvalue %1793[102] : !llvm_struct_31b33a
            %1897 = llvm.extractvalue %1793[103] : !llvm_struct_31b33a
            %1898 = llvm.extractvalue %1793[104] : !llvm_struct_31b33a
            %1899 = llvm.extractvalue %1793[105] : !llvm_struct_31b33a
            %1900 = llvm.extractvalue %1793[106] : !llvm_struct_31b33a
            %1901 = llvm.extractvalue %1793[107] : !llvm_struct_31b33a
            %1902 = llvm.extractvalue %1793[108] : !llvm_struct_31b33a
            %1903 = llvm.extractvalue %1793[109] : !llvm_struct_31b33a
            %1904 = llvm.extractvalue %1793[110] : !llvm_struct_31b33a
            %1905 = llvm.extractvalue %1793[111] : !llvm_struct_31b33a
            %1906 = llvm.extractvalue %1793[112] : !llvm_struct_31b33a
            %1907 = llvm.extractvalue %1793[113] : !llvm_struct_31b33a
            %1908 = llvm.extractvalue %1793[114] : !llvm_struct_31b33a
            %1909 = llvm.extractvalue %1793[115] : !llvm_struct_31b33a
            %1910 = llvm.extractvalue %1793[116] : !llvm_struct_31b33a
            %1911 = llvm.extractvalue %1793[117] : !llvm_struct_31b33a
            %1912 = llvm.extractvalue %1793[118] : !llvm_struct_31b33a
            %1913 = llvm.extractvalue %1793[119] : !llvm_struct_31b33a
            %1914 = llvm.extractvalue %1793[120] : !llvm_struct_31b33a
            %1915 = llvm.extractvalue %1793[121] : !llvm_struct_31b33a
            %1916 = llvm.extractvalue %1793[122] : !llvm_struct_31b33a
            %1917 = llvm.extractvalue %1793[123] : !llvm_struct_31b33a
            %1918 = llvm.extractvalue %1793[124] : !llvm_struct_31b33a
            %1919 = llvm.extractvalue %1793[125] : !llvm_struct_31b33a
            %1920 = llvm.extractvalue %1793[126] : !llvm_struct_31b33a
            %1921 = llvm.extractvalue %1793[127] : !llvm_struct_31b33a
            llvm.store %1794, %12 : f32, !llvm.ptr
            llvm.store %1795, %107 : f32, !llvm.ptr
            llvm.store %1796, %108 : f32, !llvm.ptr
            llvm.store %1797, %109 : f32, !llvm.ptr
            llvm.store %1798, %110 : f32, !llvm.ptr
            llvm.store %1799, %111 : f32, !llvm.ptr
            llvm.store %1800, %112 : f32, !llvm.ptr
            llvm.store %1801, %113 : f32, !llvm.ptr
            llvm.store %1802, %114 : f32, !llvm.ptr
            llvm.store %1803, %115 : f32, !llvm.ptr
            llvm.store %1804, %116 : f32, !llvm.ptr
            llvm.store %1805, %117 : f32, !llvm.ptr
            llvm.store %1806, %118 : f32, !llvm.ptr
            llvm.store %1807, %119 : f32, !llvm.ptr
            llvm.store %1808, %120 : f32, !llvm.ptr
            llvm.store %1809, %121 : f32, !llvm.ptr
            llvm.store %1810, %122 : f32, !llvm.ptr
            llvm.store %1811, %123 : f32, !llvm.ptr
            llvm.store %1812, %124 : f32, !llvm.ptr
            llvm.store %1813, %125 : f32, !llvm.ptr
            llvm.store %1814, %126 : f32, !llvm.ptr
            llvm.store %1815, %127 : f32, !llvm.ptr
            llvm.store %1816, %128 : f32, !llvm.ptr
            llvm.store %1817, %129 : f32, !llvm.ptr
            llvm.store %1818, %130 : f32, !llvm.ptr
            llvm.store %1819, %131 : f32, !llvm.ptr
            llvm.store %1820, %132 : f32, !llvm.ptr
            llvm.store %1821, %133 : f32, !llvm.ptr
            llvm.store %1822, %134 : f32, !llvm.ptr
            llvm.store %1823, %135 : f32, !llvm.ptr
            llvm.store %1824, %136 : f32, !llvm.ptr
            llvm.store %1825, %137 : f32, !llvm.ptr
            llvm.store %1826, %138 : f32, !llvm.ptr
            llvm.store %1827, %139 : f32, !llvm.ptr
            llvm.store %1828, %140 : f32, !llvm.ptr
            llvm.store %1829, %141 : f32, !llvm.ptr
            llvm.store %1830, %142 : f32, !llvm.ptr
            llvm.store %1831, %143 : f32, !llvm.ptr
            llvm.store %1832, %144 : f32, !llvm.ptr
            llvm.store %1833, %145 : f32, !llvm.ptr
            llvm.store %1834, %146 : f32, !llvm.ptr
            llvm.store %1835, %147 : f32, !llvm.ptr
            llvm.store %1836, %148 : f32, !llvm.ptr
            llvm.store %1837, %149 : f32, !llvm.ptr
            llvm.store %1838, %150 : f32, !llvm.ptr
            llvm.store %1839, %151 : f32, !llvm.ptr
            llvm.store %1840, %152 : f32, !llvm.ptr
            llvm.store %1841, %153 : f32, !llvm.ptr
            llvm.store %1842, %154 : f32, !llvm.ptr
            llvm.store %1843, %155 : f32, !llvm.ptr
            llvm.store %1844, %156 : f32, !llvm.ptr
            llvm.store %1845, %157 : f32, !llvm.ptr
            llvm.store %1846, %158 : f32, !llvm.ptr
            llvm.store %1847, %159 : f32, !llvm.ptr
            llvm.store %1848, %160 : f32, !llvm.ptr
            llvm.store %1849, %161 : f32, !llvm.ptr
            llvm.store %1850, %162 : f32, !llvm.ptr
            llvm.store %1851, %163 : f32, !llvm.ptr
            llvm.store %1852, %164 : f32, !llvm.ptr
            llvm.store %1853, %165 : f32, !llvm.ptr
            llvm.store %1854, %166 : f32, !llvm.ptr
            llvm.store %1855, %167 : f32, !llvm.ptr
            llvm.store %1856, %168 : f32, !llvm.ptr
            llvm.store %1857, %169 : f32, !llvm.ptr
            llvm.store %1858, %170 : f32, !llvm.ptr
            llvm.store %1859, %171 : f32, !llvm.ptr
            llvm.store %1860, %172 : f32, !llvm.ptr
            llvm.store %1861, %173 : f32, !llvm.ptr
            llvm.store %1862, %174 : f32, !llvm.ptr
            llvm.store %1863, %175 : f32, !llvm.ptr
            llvm.store %1864, %176 : f32, !llvm.ptr
            llvm.store %1865, %177 : f32, !llvm.ptr
            llvm.store %1866, %178 : f32, !llvm.ptr
            llvm.store %1867, %179 : f32, !llvm.ptr
            llvm.store %1868, %180 : f32, !llvm.ptr
            llvm.store %1869, %181 : f32, !llvm.ptr
            llvm.store %1870, %182 : f32, !llvm.ptr
            llvm.store %1871, %183 : f32, !llvm.ptr
            llvm.store %1872, %184 : f32, !llvm.ptr
            llvm.store %1873, %185 : f32, !llvm.ptr
            llvm.store %1874, %186 : f32, !llvm.ptr
            llvm.store %1875, %187 : f32, !llvm.ptr
            llvm.store %1876, %188 : f32, !llvm.ptr
            llvm.store %1877, %189 : f32, !llvm.ptr
            llvm.store %1878, %190 : f32, !llvm.ptr
            llvm.store %1879, %191 : f32, !llvm.ptr
            llvm.store %1880, %192 : f32, !llvm.ptr
            llvm.store %1881, %193 : f32, !llvm.ptr
            llvm.store %1882, %194 : f32, !llvm.ptr
            llvm.store %1883, %195 : f32, !llvm.ptr
            llvm.store %1884, %196 : f32, !llvm.ptr
            llvm.store %1885, %197 : f32, !llvm.ptr
            llvm.store %1886, %198 : f32, !llvm.ptr
            llvm.store %1887, %199 : f32, !llvm.ptr
            llvm.store %1888, %200 : f32, !llvm.ptr
            llvm.store %1889, %201 : f32, !llvm.ptr
            llvm.store %1890, %202 : f32, !llvm.ptr
            llvm.store %1891, %203 : f32, !llvm.ptr
            llvm.store %1892, %204 : f32, !llvm.ptr
            llvm.store %1893, %205 : f32, !llvm.ptr
            llvm.store %1894, %206 : f32, !llvm.ptr
            llvm.store %1895, %207 : f32, !llvm.ptr
            llvm.store %1896, %208 : f32, !llvm.ptr
            llvm.store %1897, %209 : f32, !llvm.ptr
            llvm.store %1898, %210 : f32, !llvm.ptr
            llvm.store %1899, %211 : f32, !llvm.ptr
            llvm.store %1900, %212 : f32, !llvm.ptr
            llvm.store %1901, %213 : f32, !llvm.ptr
            llvm.store %1902, %214 : f32, !llvm.ptr
            llvm.store %1903, %215 : f32, !llvm.ptr
            llvm.store %1904, %216 : f32, !llvm.ptr
            llvm.store %1905, %217 : f32, !llvm.ptr
            llvm.store %1906, %218 : f32, !llvm.ptr
            llvm.store %1907, %219 : f32, !llvm.ptr
            llvm.store %1908, %220 : f32, !llvm.ptr
            llvm.store %1909, %221 : f32, !llvm.ptr
            llvm.store %1910, %222 : f32, !llvm.ptr
            llvm.store %1911, %223 : f32, !llvm.ptr
            llvm.store %1912, %224 : f32, !llvm.ptr
            llvm.store %1913, %225 : f32, !llvm.ptr
            llvm.store %1914, %226 : f32, !llvm.ptr
            llvm.store %1915, %227 : f32, !llvm.ptr
            llvm.store %1916, %228 : f32, !llvm.ptr
            llvm.store %1917, %229 : f32, !llvm.ptr
            llvm.store %1918, %230 : f32, !llvm.ptr
            llvm.store %1919, %231 : f32, !llvm.ptr
            llvm.store %1920, %232 : f32, !llvm.ptr
            llvm.store %1921, %233 : f32, !llvm.ptr
            %1922 = arith.muli %arg20, %c1024_i32 overflow<nsw> : i32
            %1923 = arith.addi %1922, %c4_i32 overflow<nsw> : i32
            %1924 = arith.addi %239, %1923 : i32
            %1925 = vector.insert %1924, %238 [0] : i32 into vector<2xi32>
            %1926 = llvm.bitcast %1925 : vector<2xi32> to i64
            %1927 = arith.muli %arg20, %c2048_i32 overflow<nsw> : i32
            %1928 = arith.addi %1927, %c4_i32 overflow<nsw> : i32
            %1929 = arith.addi %241, %1928 : i32
            %1930 = vector.insert %1929, %240 [0] : i32 into vector<2xi32>
            %1931 = llvm.bitcast %1930 : vector<2xi32> to i64
            %1932 = llvm.load %12 : !llvm.ptr -> f32
            %1933 = llvm.load %107 : !llvm.ptr -> f32
            %1934 = llvm.load %108 : !llvm.ptr -> f32
            %1935 = llvm.load %109 : !llvm.ptr -> f32
            %1936 = llvm.load %110 : !llvm.ptr -> f32
            %1937 = llvm.load %111 : !llvm.ptr -> f32
            %1938 = llvm.load %112 : !llvm.ptr -> f32
            %1939 = llvm.load %113 : !llvm.ptr -> f32
            %1940 = llvm.load %114 : !llvm.ptr -> f32
            %1941 = llvm.load %115 : !llvm.ptr -> f32
            %1942 = llvm.load %116 : !llvm.ptr -> f32
            %1943 = llvm.load %117 : !llvm.ptr -> f32
            %1944 = llvm.load %118 : !llvm.ptr -> f32
            %1945 = llvm.load %119 : !llvm.ptr -> f32
            %1946 = llvm.load %120 : !llvm.ptr -> f32
            %1947 = llvm.load %121 : !llvm.ptr -> f32
            %1948 = llvm.load %122 : !llvm.ptr -> f32
            %1949 = llvm.load %123 : !llvm.ptr -> f32
            %1950 = llvm.load %124 : !llvm.ptr -> f32
            %1951 = llvm.load %125 : !llvm.ptr -> f32
            %1952 = llvm.load %126 : !llvm.ptr -> f32
            %1953 = llvm.load %127 : !llvm.ptr -> f32
            %1954 = llvm.load %128 : !llvm.ptr -> f32
            %1955 = llvm.load %129 : !llvm.ptr -> f32
            %1956 = llvm.load %130 : !llvm.ptr -> f32
            %1957 = llvm.load %131 : !llvm.ptr -> f32
            %1958 = llvm.load %132 : !llvm.ptr -> f32
            %1959 = llvm.load %133 : !llvm.ptr -> f32
            %1960 = llvm.load %134 : !llvm.ptr -> f32
            %1961 = llvm.load %135 : !llvm.ptr -> f32
            %1962 = llvm.load %136 : !llvm.ptr -> f32
            %1963 = llvm.load %137 : !llvm.ptr -> f32
            %1964 = llvm.load %138 : !llvm.ptr -> f32
            %1965 = llvm.load %139 : !llvm.ptr -> f32
            %1966 = llvm.load %140 : !llvm.ptr -> f32
            %1967 = llvm.load %141 : !llvm.ptr -> f32
            %1968 = llvm.load %142 : !llvm.ptr -> f32
            %1969 = llvm.load %143 : !llvm.ptr -> f32
            %1970 = llvm.load %144 : !llvm.ptr -> f32
            %1971 = llvm.load %145 : !llvm.ptr -> f32
            %1972 = llvm.load %146 : !llvm.ptr -> f32
            %1973 = llvm.load %147 : !llvm.ptr -> f32
            %1974 = llvm.load %148 : !llvm.ptr -> f32
            %1975 = llvm.load %149 : !llvm.ptr -> f32
            %1976 = llvm.load %150 : !llvm.ptr -> f32
            %1977 = llvm.load %151 : !llvm.ptr -> f32
            %1978 = llvm.load %152 : !llvm.ptr -> f32
            %1979 = llvm.load %153 : !llvm.ptr -> f32
            %1980 = llvm.load %154 : !llvm.ptr -> f32
            %1981 = llvm.load %155 : !llvm.ptr -> f32
            %1982 = llvm.load %156 : !llvm.ptr -> f32
            %1983 = llvm.load %157 : !llvm.ptr -> f32
            %1984 = llvm.load %158 : !llvm.ptr -> f32
            %1985 = llvm.load %159 : !llvm.ptr -> f32
            %1986 = llvm.load %160 : !llvm.ptr -> f32
            %1987 = llvm.load %161 : !llvm.ptr -> f32
            %1988 = llvm.load %162 : !llvm.ptr -> f32
            %1989 = llvm.load %163 : !llvm.ptr -> f32
            %1990 = llvm.load %164 : !llvm.ptr -> f32
            %1991 = llvm.load %165 : !llvm.ptr -> f32
            %1992 = llvm.load %166 : !llvm.ptr -> f32
            %1993 = llvm.load %167 : !llvm.ptr -> f32
            %1994 = llvm.load %168 : !llvm.ptr -> f32
            %1995 = llvm.load %169 : !llvm.ptr -> f32
            %1996 = llvm.load %170 : !llvm.ptr -> f32
            %1997 = llvm.load %171 : !llvm.ptr -> f32
            %1998 = llvm.load %172 : !llvm.ptr -> f32
            %1999 = llvm.load %173 : !llvm.ptr -> f32
            %2000 = llvm.load %174 : !llvm.ptr -> f32
            %2001 = llvm.load %175 : !llvm.ptr -> f32
            %2002 = llvm.load %176 : !llvm.ptr -> f32
            %2003 = llvm.load %177 : !llvm.ptr -> f32
            %2004 = llvm.load %178 : !llvm.ptr -> f32
            %2005 = llvm.load %179 : !llvm.ptr -> f32
            %2006 = llvm.load %180 : !llvm.ptr -> f32
            %2007 = llvm.load %181 : !llvm.ptr -> f32
            %2008 = llvm.load %182 : !llvm.ptr -> f32
            %2009 = llvm.load %183 : !llvm.ptr -> f32
            %2010 = llvm.load %184 : !llvm.ptr -> f32
            %2011 = llvm.load %185 : !llvm.ptr -> f32
            %2012 = llvm.load %186 : !llvm.ptr -> f32
            %2013 = llvm.load %187 : !llvm.ptr -> f32
            %2014 = llvm.load %188 : !llvm.ptr -> f32
            %2015 = llvm.load %189 : !llvm.ptr -> f32
            %2016 = llvm.load %190 : !llvm.ptr -> f32
            %2017 = llvm.load %191 : !llvm.ptr -> f32
            %2018 = llvm.load %192 : !llvm.ptr -> f32
            %2019 = llvm.load %193 : !llvm.ptr -> f32
            %2020 = llvm.load %194 : !llvm.ptr -> f32
            %2021 = llvm.load %195 : !llvm.ptr -> f32
            %2022 = llvm.load %196 : !llvm.ptr -> f32
            %2023 = llvm.load %197 : !llvm.ptr -> f32
            %2024 = llvm.load %198 : !llvm.ptr -> f32
            %2025 = llvm.load %199 : !llvm.ptr -> f32
            %2026 = llvm.load %200 : !llvm.ptr -> f32
            %2027 = llvm.load %201 : !llvm.ptr -> f32
            %2028 = llvm.load %202 : !llvm.ptr -> f32
            %2029 = llvm.load %203 : !llvm.ptr -> f32
            %2030 = llvm.load %204 : !llvm.ptr -> f32
            %2031 = llvm.load %205 : !llvm.ptr -> f32
            %2032 = llvm.load %206 : !llvm.ptr -> f32
            %2033 = llvm.load %207 : !llvm.ptr -> f32
            %2034 = llvm.load %208 : !llvm.ptr -> f32
            %2035 = llvm.load %209 : !llvm.ptr -> f32
            %2036 = llvm.load %210 : !llvm.ptr -> f32
            %2037 = llvm.load %211 : !llvm.ptr -> f32
            %2038 = llvm.load %212 : !llvm.ptr -> f32
            %2039 = llvm.load %213 : !llvm.ptr -> f32
            %2040 = llvm.load %214 : !llvm.ptr -> f32
            %2041 = llvm.load %215 : !llvm.ptr -> f32
            %2042 = llvm.load %216 : !llvm.ptr -> f32
            %2043 = llvm.load %217 : !llvm.ptr -> f32
            %2044 = llvm.load %218 : !llvm.ptr -> f32
            %2045 = llvm.load %219 : !llvm.ptr -> f32
            %2046 = llvm.load %220 : !llvm.ptr -> f32
            %2047 = llvm.load %221 : !llvm.ptr -> f32
            %2048 = llvm.load %222 : !llvm.ptr -> f32
            %2049 = llvm.load %223 : !llvm.ptr -> f32
            %2050 = llvm.load %224 : !llvm.ptr -> f32
            %2051 = llvm.load %225 : !llvm.ptr -> f32
            %2052 = llvm.load %226 : !llvm.ptr -> f32
            %2053 = llvm.load %227 : !llvm.ptr -> f32
            %2054 = llvm.load %228 : !llvm.ptr -> f32
            %2055 = llvm.load %229 : !llvm.ptr -> f32
            %2056 = llvm.load %230 : !llvm.ptr -> f32
            %2057 = llvm.load %231 : !llvm.ptr -> f32
            %2058 = llvm.load %232 : !llvm.ptr -> f32
            %2059 = llvm.load %233 : !llvm.ptr -> f32
            %2060 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %1932, %1933, %1934, %1935, %1936, %1937, %1938, %1939, %1940, %1941, %1942, %1943, %1944, %1945, %1946, %1947, %1948, %1949, %1950, %1951, %1952, %1953, %1954, %1955, %1956, %1957, %1958, %1959, %1960, %1961, %1962, %1963, %1964, %1965, %1966, %1967, %1968, %1969, %1970, %1971, %1972, %1973, %1974, %1975, %1976, %1977, %1978, %1979, %1980, %1981, %1982, %1983, %1984, %1985, %1986, %1987, %1988, %1989, %1990, %1991, %1992, %1993, %1994, %1995, %1996, %1997, %1998, %1999, %2000, %2001, %2002, %2003, %2004, %2005, %2006, %2007, %2008, %2009, %2010, %2011, %2012, %2013, %2014, %2015, %2016, %2017, %2018, %2019, %2020, %2021, %2022, %2023, %2024, %2025, %2026, %2027, %2028, %2029, %2030, %2031, %2032, %2033, %2034, %2035, %2036, %2037, %2038, %2039, %2040, %2041, %2042, %2043, %2044, %2045, %2046, %2047, %2048, %2049, %2050, %2051, %2052, %2053, %2054, %2055, %2056, %2057, %2058, %2059, %1926, %1931, %c1_i32, %c1_i32, %c1_i32, %c0_i32, %c0_i32 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_31b33a
            %2061 = llvm.extractvalue %2060[0] : !llvm_struct_31b33a
            %2062 = llvm.extractvalue %2060[1] : !llvm_struct_31b33a
            %2063 = llvm.extractvalue %2060[2] : !llvm_struct_31b33a
            %2064 = llvm.extractvalue %2060[3] : !llvm_struct_31b33a
            %2065 = llvm.extractvalue %2060[4] : !llvm_struct_31b33a
            %2066 = llvm.extractvalue %2060[5] : !llvm_struct_31b33a
            %2067 = llvm.extractvalue %2060[6] : !llvm_struct_31b33a
            %2068 = llvm.extractvalue %2060[7] : !llvm_struct_31b33a
            %2069 = llvm.extractvalue %2060[8] : !llvm_struct_31b33a
            %2070 = llvm.extractvalue %2060[9] : !llvm_struct_31b33a
            %2071 = llvm.extractvalue %2060[10] : !llvm_struct_31b33a
            %2072 = llvm.extractvalue %2060[11] : !llvm_struct_31b33a
            %2073 = llvm.extractvalue %2060[12] : !llvm_struct_31b33a
            %2074 = llvm.extractvalue %2060[13] : !llvm_struct_31b33a
            %2075 = llvm.extractvalue %2060[14] : !llvm_struct_31b33a
            %2076 = llvm.extractvalue %2060[15] : !llvm_struct_31b33a
            %2077 = llvm.extractvalue %2060[16] : !llvm_struct_31b33a
            %2078 = llvm.extractvalue %2060[17] : !llvm_struct_31b33a
            %2079 = llvm.extractvalue %2060[18] : !llvm_struct_31b33a
            %2080 = llvm.extractvalue %2060[19] : !llvm_struct_31b33a
            %2081 = llvm.extractvalue %2060[20] : !llvm_struct_31b33a
            %2082 = llvm.extractvalue %2060[21] : !llvm_struct_31b33a
            %2083 = llvm.extractvalue %2060[22] : !llvm_struct_31b33a
            %2084 = llvm.extractvalue %2060[23] : !llvm_struct_31b33a
            %2085 = llvm.extractvalue %2060[24] : !llvm_struct_31b33a
            %2086 = llvm.extractvalue %2060[25] : !llvm_struct_31b33a
            %2087 = llvm.extractvalue %2060[26] : !llvm_struct_31b33a
            %2088 = llvm.extractvalue %2060[27] : !llvm_struct_31b33a
            %2089 = llvm.extractvalue %2060[28] : !llvm_struct_31b33a
            %2090 = llvm.extractvalue %2060[29] : !llvm_struct_31b33a
            %2091 = llvm.extractvalue %2060[30] : !llvm_struct_31b33a
            %2092 = llvm.extractvalue %2060[31] : !llvm_struct_31b33a
            %2093 = llvm.extractvalue %2060[32] : !llvm_struct_31b33a
            %2094 = llvm.extractvalue %2060[33] : !llvm_struct_31b33a
            %2095 = llvm.extractvalue %2060[34] : !llvm_struct_31b33a
            %2096 = llvm.extractvalue %2060[35] : !llvm_struct_31b33a
            %2097 = llvm.extractvalue %2060[36] : !llvm_struct_31b33a
            %2098 = llvm.extractvalue %2060[37] : !llvm_struct_31b33a
            %2099 = llvm.extractvalue %2060[38] : !llvm_struct_31b33a
            %2100 = llvm.extractvalue %2060[39] : !llvm_struct_31b33a
            %2101 = llvm.extractvalue %2060[40] : !llvm_struct_31b33a
            %2102 = llvm.extractvalue %2060[41] : !llvm_struct_31b33a
            %2103 = llvm.extractvalue %2060[42] : !llvm_struct_31b33a
            %2104 = llvm.extractvalue %2060[43] : !llvm_struct_31b33a
            %2105 = llvm.extractvalue %2060[44] : !llvm_struct_31b33a
            %2106 = llvm.extractvalue %2060[45] : !llvm_struct_31b33a
            %2107 = llvm.extractvalue %2060[46] : !llvm_struct_31b33a
            %2108 = llvm.extractvalue %2060[47] : !llvm_struct_31b33a
            %2109 = llvm.extractvalue %2060[48] : !llvm_struct_31b33a
            %2110 = llvm.extractvalue %2060[49] : !llvm_struct_31b33a
            %2111 = llvm.extractvalue %2060[50] : !llvm_struct_31b33a
            %2112 = llvm.extractvalue %2060[51] : !llvm_struct_31b33a
            %2113 = llvm.extractvalue %2060[52] : !llvm_struct_31b33a
            %2114 = llvm.extractvalue %2060[53] : !llvm_struct_31b33a
            %2115 = llvm.extractvalue %2060[54] : !llvm_struct_31b33a
            %2116 = llvm.extractvalue %2060[55] : !llvm_struct_31b33a
            %2117 = llvm.extractvalue %2060[56] : !llvm_struct_31b33a
            %2118 = llvm.extractvalue %2060[57] : !llvm_struct_31b33a
            %2119 = llvm.extractvalue %2060[58] : !llvm_struct_31b33a
            %2120 = llvm.extractvalue %2060[59] : !llvm_struct_31b33a
            %2121 = llvm.extractvalue %2060[60] : !llvm_struct_31b33a
            %2122 = llvm.extractvalue %2060[61] : !llvm_struct_31b33a
            %2123 = llvm.extractvalue %2060[62] : !llvm_struct_31b33a
            %2124 = llvm.extractvalue %2060[63] : !llvm_struct_31b33a
            %2125 = llvm.extractvalue %2060[64] : !llvm_struct_31b33a
            %2126 = llvm.extractvalue %2060[65] : !llvm_struct_31b33a
            %2127 = llvm.extractvalue %2060[66] : !llvm_struct_31b33a
            %2128 = llvm.extractvalue %2060[67] : !llvm_struct_31b33a
            %2129 = llvm.extractvalue %2060[68] : !llvm_struct_31b33a
            %2130 = llvm.extractvalue %2060[69] : !llvm_struct_31b33a
            %2131 = llvm.extractvalue %2060[70] : !llvm_struct_31b33a
            %2132 = llvm.extractvalue %2060[71] : !llvm_struct_31b33a
            %2133 = llvm.extractvalue %2060[72] : !llvm_struct_31b33a
            %2134 = llvm.extractvalue %2060[73] : !llvm_struct_31b33a
            %2135 = llvm.extractvalue %2060[74] : !llvm_struct_31b33a
            %2136 = llvm.extractvalue %2060[75] : !llvm_struct_31b33a
            %2137 = llvm.extractvalue %2060[76] : !llvm_struct_31b33a
            %2138 = llvm.extractvalue %2060[77] : !llvm_struct_31b33a
            %2139 = llvm.extractvalue %2060[78] : !llvm_struct_31b33a
            %2140 = llvm.extractvalue %2060[79] : !llvm_struct_31b33a
            %2141 = llvm.extractvalue %2060[80] : !llvm_struct_31b33a
            %2142 = llvm.extractvalue %2060[81] : !llvm_struct_31b33a
            %2143 = llvm.extractvalue %2060[82] : !llvm_struct_31b33a
            %2144 = llvm.extractvalue %2060[83] : !llvm_struct_31b33a
            %2145 = llvm.extractvalue %2060[84] : !llvm_struct_31b33a
            %2146 = llvm.extractvalue %2060[85] : !llvm_struct_31b33a
            %2147 = llvm.extractvalue %2060[86] : !llvm_struct_31b33a
            %2148 = llvm.extractvalue %2060[87] : !llvm_struct_31b33a
            %2149 = llvm.extractvalue %2060[88] : !llvm_struct_31b33a
            %2150 = llvm.extractvalue %2060[89] : !llvm_struct_31b33a
            %2151 = llvm.extractvalue %2060[90] : !llvm_struct_31b33a
            %2152 = llvm.extractvalue %2060[91] : !llvm_struct_31b33a
            %2153 = llvm.extractvalue %2060[92] : !llvm_struct_31b33a
            %2154 = llvm.extractvalue %2060[93] : !llvm_struct_31b33a
            %2155 = llvm.extractvalue %2060[94] : !llvm_struct_31b33a
            %2156 = llvm.extractvalue %2060[95] : !llvm_struct_31b33a
            %2157 = llvm.extractvalue %2060[96] : !llvm_struct_31b33a
            %2158 = llvm.extractvalue %2060[97] : !llvm_struct_31b33a
            %2159 = llvm.extractvalue %2060[98] : !llvm_struct_31b33a
            %2160 = llvm.extractvalue %2060[99] : !llvm_struct_31b33a
            %2161 = llvm.extractvalue %2060[100] : !llvm_struct_31b33a
            %2162 = llvm.extractvalue %2060[101] : !llvm_struct_31b33a
            %2163 = llvm.extractvalue %2060[102] : !llvm_struct_31b33a
            %2164 = llvm.extractvalue %2060[103] : !llvm_struct_31b33a
            %2165 = llvm.extractvalue %2060[104] : !llvm_struct_31b33a
            %2166 = llvm.extractvalue %2060[105] : !llvm_struct_31b33a
            %2167 = llvm.extractvalue %2060[106] : !llvm_struct_31b33a
            %2168 = llvm.extractvalue %2060[107] : !llvm_struct_31b33a
            %2169 = llvm.extractvalue %2060[108] : !llvm_struct_31b33a
            %2170 = llvm.extractvalue %2060[109] : !llvm_struct_31b33a
            %2171 = llvm.extractvalue %2060[110] : !llvm_struct_31b33a
            %2172 = llvm.extractvalue %2060[111] : !llvm_struct_31b33a
            %2173 = llvm.extractvalue %2060[112] : !llvm_struct_31b33a
            %2174 = llvm.extractvalue %2060[113] : !llvm_struct_31b33a
            %2175 = llvm.extractvalue %2060[114] : !llvm_struct_31b33a
            %2176 = llvm.extractvalue %2060[115] : !llvm_struct_31b33a
            %2177 = llvm.extractvalue %2060[116] : !llvm_struct_31b33a
            %2178 = llvm.extractvalue %2060[117] : !llvm_struct_31b33a
            %2179 = llvm.extractvalue %2060[118] : !llvm_struct_31b33a
            %2180 = llvm.extractvalue %2060[119] : !llvm_struct_31b33a
            %2181 = llvm.extractvalue %2060[120] : !llvm_struct_31b33a
            %2182 = llvm.extractvalue %2060[121] : !llvm_struct_31b33a
            %2183 = llvm.extractvalue %2060[122] : !llvm_struct_31b33a
            %2184 = llvm.extractvalue %2060[123] : !llvm_struct_31b33a
            %2185 = llvm.extractvalue %2060[124] : !llvm_struct_31b33a
            %2186 = llvm.extractvalue %2060[125] : !llvm_struct_31b33a
            %2187 = llvm.extractvalue %2060[126] : !llvm_struct_31b33a
            %2188 = llvm.extractvalue %2060[127] : !llvm_struct_31b33a
            llvm.store %2061, %12 : f32, !llvm.ptr
            llvm.store %2062, %107 : f32, !llvm.ptr
            llvm.store %2063, %108 : f32, !llvm.ptr
            llvm.store %2064, %109 : f32, !llvm.ptr
            llvm.store %2065, %110 : f32, !llvm.ptr
            llvm.store %2066, %111 : f32, !llvm.ptr
            llvm.store %2067, %112 : f32, !llvm.ptr
            llvm.store %2068, %113 : f32, !llvm.ptr
            llvm.store %2069, %114 : f32, !llvm.ptr
            llvm.store %2070, %115 : f32, !llvm.ptr
            llvm.store %2071, %116 : f32, !llvm.ptr
            llvm.store %2072, %117 : f32, !llvm.ptr
            llvm.store %2073, %118 : f32, !llvm.ptr
            llvm.store %2074, %119 : f32, !llvm.ptr
            llvm.store %2075, %120 : f32, !llvm.ptr
            llvm.store %2076, %121 : f32, !llvm.ptr
            llvm.store %2077, %122 : f32, !llvm.ptr
            llvm.store %2078, %123 : f32, !llvm.ptr
            llvm.store %2079, %124 : f32, !llvm.ptr
            llvm.store %2080, %125 : f32, !llvm.ptr
            llvm.store %2081, %126 : f32, !llvm.ptr
            llvm.store %2082, %127 : f32, !llvm.ptr
            llvm.store %2083, %128 : f32, !llvm.ptr
            llvm.store %2084, %129 : f32, !llvm.ptr
            llvm.store %2085, %130 : f32, !llvm.ptr
            llvm.store %2086, %131 : f32, !llvm.ptr
            llvm.store %2087, %132 : f32, !llvm.ptr
            llvm.store %2088, %133 : f32, !llvm.ptr
            llvm.store %2089, %134 : f32, !llvm.ptr
            llvm.store %2090, %135 : f32, !llvm.ptr
            llvm.store %2091, %136 : f32, !llvm.ptr
            llvm.store %2092, %137 : f32, !llvm.ptr
            llvm.store %2093, %138 : f32, !llvm.ptr
            llvm.store %2094, %139 : f32, !llvm.ptr
            llvm.store %2095, %140 : f32, !llvm.ptr
            llvm.store %2096, %141 : f32, !llvm.ptr
            llvm.store %2097, %142 : f32, !llvm.ptr
            llvm.store %2098, %143 : f32, !llvm.ptr
            llvm.store %2099, %144 : f32, !llvm.ptr
            llvm.store %2100, %145 : f32, !llvm.ptr
            llvm.store %2101, %146 : f32, !llvm.ptr
            llvm.store %2102, %147 : f32, !llvm.ptr
            llvm.store %2103, %148 : f32, !llvm.ptr
            llvm.store %2104, %149 : f32, !llvm.ptr
            llvm.store %2105, %150 : f32, !llvm.ptr
            llvm.store %2106, %151 : f32, !llvm.ptr
            llvm.store %2107, %152 : f32, !llvm.ptr
            llvm.store %2108, %153 : f32, !llvm.ptr
            llvm.store %2109, %154 : f32, !llvm.ptr
            llvm.store %2110, %155 : f32, !llvm.ptr
            llvm.store %2111, %156 : f32, !llvm.ptr
            llvm.store %2112, %157 : f32, !llvm.ptr
            llvm.store %2113, %158 : f32, !llvm.ptr
            llvm.store %2114, %159 : f32, !llvm.ptr
            llvm.store %2115, %160 : f32, !llvm.ptr
            llvm.store %2116, %161 : f32, !llvm.ptr
            llvm.store %2117, %162 : f32, !llvm.ptr
            llvm.store %2118, %163 : f32, !llvm.ptr
            llvm.store %2119, %164 : f32, !llvm.ptr
            llvm.store %2120, %165 : f32, !llvm.ptr
            llvm.store %2121, %166 : f32, !llvm.ptr
            llvm.store %2122, %167 : f32, !llvm.ptr
            llvm.store %2123, %168 : f32, !llvm.ptr
            llvm.store %2124, %169 : f32, !llvm.ptr
            llvm.store %2125, %170 : f32, !llvm.ptr
            llvm.store %2126, %171 : f32, !llvm.ptr
            llvm.store %2127, %172 : f32, !llvm.ptr
            llvm.store %2128, %173 : f32, !llvm.ptr
            llvm.store %2129, %174 : f32, !llvm.ptr
            llvm.store %2130, %175 : f32, !llvm.ptr
            llvm.store %2131, %176 : f32, !llvm.ptr
            llvm.store %2132, %177 : f32, !llvm.ptr
            llvm.store %2133, %178 : f32, !llvm.ptr
            llvm.store %2134, %179 : f32, !llvm.ptr
            llvm.store %2135, %180 : f32, !llvm.ptr
            llvm.store %2136, %181 : f32, !llvm.ptr
            llvm.store %2137, %182 : f32, !llvm.ptr
            llvm.store %2138, %183 : f32, !llvm.ptr
            llvm.store %2139, %184 : f32, !llvm.ptr
            llvm.store %2140, %185 : f32, !llvm.ptr
            llvm.store %2141, %186 : f32, !llvm.ptr
            llvm.store %2142, %187 : f32, !llvm.ptr
            llvm.store %2143, %188 : f32, !llvm.ptr
            llvm.store %2144, %189 : f32, !llvm.ptr
            llvm.store %2145, %190 : f32, !llvm.ptr
            llvm.store %2146, %191 : f32, !llvm.ptr
            llvm.store %2147, %192 : f32, !llvm.ptr
            llvm.store %2148, %193 : f32, !llvm.ptr
            llvm.store %2149, %194 : f32, !llvm.ptr
            llvm.store %2150, %195 : f32, !llvm.ptr
            llvm.store %2151, %196 : f32, !llvm.ptr
            llvm.store %2152, %197 : f32, !llvm.ptr
            llvm.store %2153, %198 : f32, !llvm.ptr
            llvm.store %2154, %199 : f32, !llvm.ptr
            llvm.store %2155, %200 : f32, !llvm.ptr
            llvm.store %2156, %201 : f32, !llvm.ptr
            llvm.store %2157, %202 : f32, !llvm.ptr
            llvm.store %2158, %203 : f32, !llvm.ptr
            llvm.store %2159, %204 : f32, !llvm.ptr
            llvm.store %2160, %205 : f32, !llvm.ptr
            llvm.store %2161, %206 : f32, !llvm.ptr
            llvm.store %2162, %207 : f32, !llvm.ptr
            llvm.store %2163, %208 : f32, !llvm.ptr
            llvm.store %2164, %209 : f32, !llvm.ptr
            llvm.store %2165, %210 : f32, !llvm.ptr
            llvm.store %2166, %211 : f32, !llvm.ptr
            llvm.store %2167, %212 : f32, !llvm.ptr
            llvm.store %2168, %213 : f32, !llvm.ptr
            llvm.store %2169, %214 : f32, !llvm.ptr
            llvm.store %2170, %215 : f32, !llvm.ptr
            llvm.store %2171, %216 : f32, !llvm.ptr
            llvm.store %2172, %217 : f32, !llvm.ptr
            llvm.store %2173, %218 : f32, !llvm.ptr
            llvm.store %2174, %219 : f32, !llvm.ptr
            llvm.store %2175, %220 : f32, !llvm.ptr
            llvm.store %2176, %221 : f32, !llvm.ptr
            llvm.store %2177, %222 : f32, !llvm.ptr
            llvm.store %2178, %223 : f32, !llvm.ptr
            llvm.store %2179, %224 : f32, !llvm.ptr
            llvm.store %2180, %225 : f32, !llvm.ptr
            llvm.store %2181, %226 : f32, !llvm.ptr
            llvm.store %2182, %227 : f32, !llvm.ptr
            llvm.store %2183, %228 : f32, !llvm.ptr
            llvm.store %2184, %229 : f32, !llvm.ptr
            llvm.store %2185, %230 : f32, !llvm.ptr
            llvm.store %2186, %231 : f32, !llvm.ptr
            llvm.store %2187, %232 : f32, !llvm.ptr
            llvm.store %2188, %233 : f32, !llvm.ptr
            %2189 = arith.muli %arg20, %c1024_i32 overflow<nsw> : i32
            %2190 = arith.addi %2189, %c6_i32 overflow<nsw> : i32
            %2191 = arith.addi %243, %2190 : i32
            %2192 = vector.insert %2191, %242 [0] : i32 into vector<2xi32>
            %2193 = llvm.bitcast %2192 : vector<2xi32> to i64
            %2194 = arith.muli %arg20, %c2048_i32 overflow<nsw> : i32
            %2195 = arith.addi %2194, %c6_i32 overflow<nsw> : i32
            %2196 = arith.addi %245, %2195 : i32
            %2197 = vector.insert %2196, %244 [0] : i32 into vector<2xi32>
            %2198 = llvm.bitcast %2197 : vector<2xi32> to i64
            %2199 = llvm.load %12 : !llvm.ptr -> f32
            %2200 = llvm.load %107 : !llvm.ptr -> f32
            %2201 = llvm.load %108 : !llvm.ptr -> f32
            %2202 = llvm.load %109 : !llvm.ptr -> f32
            %2203 = llvm.load %110 : !llvm.ptr -> f32
            %2204 = llvm.load %111 : !llvm.ptr -> f32
            %2205 = llvm.load %112 : !llvm.ptr -> f32
            %2206 = llvm.load %113 : !llvm.ptr -> f32
            %2207 = llvm.load %114 : !llvm.ptr -> f32
            %2208 = llvm.load %115 : !llvm.ptr -> f32
            %2209 = llvm.load %116 : !llvm.ptr -> f32
            %2210 = llvm.load %117 : !llvm.ptr -> f32
            %2211 = llvm.load %118 : !llvm.ptr -> f32
            %2212 = llvm.load %119 : !llvm.ptr -> f32
            %2213 = llvm.load %120 : !llvm.ptr -> f32
            %2214 = llvm.load %121 : !llvm.ptr -> f32
            %2215 = llvm.load %122 : !llvm.ptr -> f32
            %2216 = llvm.load %123 : !llvm.ptr -> f32
            %2217 = llvm.load %124 : !llvm.ptr -> f32
            %2218 = llvm.load %125 : !llvm.ptr -> f32
            %2219 = llvm.load %126 : !llvm.ptr -> f32
            %2220 = llvm.load %127 : !llvm.ptr -> f32
            %2221 = llvm.load %128 : !llvm.ptr -> f32
            %2222 = llvm.load %129 : !llvm.ptr -> f32
            %2223 = llvm.load %130 : !llvm.ptr -> f32
            %2224 = llvm.load %131 : !llvm.ptr -> f32
            %2225 = llvm.load %132 : !llvm.ptr -> f32
            %2226 = llvm.load %133 : !llvm.ptr -> f32
            %2227 = llvm.load %134 : !llvm.ptr -> f32
            %2228 = llvm.load %135 : !llvm.ptr -> f32
            %2229 = llvm.load %136 : !llvm.ptr -> f32
            %2230 = llvm.load %137 : !llvm.ptr -> f32
            %2231 = llvm.load %138 : !llvm.ptr -> f32
            %2232 = llvm.load %139 : !llvm.ptr -> f32
            %2233 = llvm.load %140 : !llvm.ptr -> f32
            %2234 = llvm.load %141 : !llvm.ptr -> f32
            %2235 = llvm.load %142 : !llvm.ptr -> f32
            %2236 = llvm.load %143 : !llvm.ptr -> f32
            %2237 = llvm.load %144 : !llvm.ptr -> f32
            %2238 = llvm.load %145 : !llvm.ptr -> f32
            %2239 = llvm.load %146 : !llvm.ptr -> f32
            %2240 = llvm.load %147 : !llvm.ptr -> f32
            %2241 = llvm.load %148 : !llvm.ptr -> f32
            %2242 = llvm.load %149 : !llvm.ptr -> f32
            %2243 = llvm.load %150 : !llvm.ptr -> f32
            %2244 = llvm.load %151 : !llvm.ptr -> f32
            %2245 = llvm.load %152 : !llvm.ptr -> f32
            %2246 = llvm.load %153 : !llvm.ptr -> f32
            %2247 = llvm.load %154 : !llvm.ptr -> f32
            %2248 = llvm.load %155 : !llvm.ptr -> f32
            %2249 = llvm.load %156 : !llvm.ptr -> f32
            %2250 = llvm.load %157 : !llvm.ptr -> f32
            %2251 = llvm.load %158 : !llvm.ptr -> f32
            %2252 = llvm.load %159 : !llvm.ptr -> f32
            %2253 = llvm.load %160 : !llvm.ptr -> f32
            %2254 = llvm.load %161 : !llvm.ptr -> f32
            %2255 = llvm.load %162 : !llvm.ptr -> f32
            %2256 = llvm.load %163 : !llvm.ptr -> f32
            %2257 = llvm.load %164 : !llvm.ptr -> f32
            %2258 = llvm.load %165 : !llvm.ptr -> f32
            %2259 = llvm.load %166 : !llvm.ptr -> f32
            %2260 = llvm.load %167 : !llvm.ptr -> f32
            %2261 = llvm.load %168 : !llvm.ptr -> f32
            %2262 = llvm.load %169 : !llvm.ptr -> f32
            %2263 = llvm.load %170 : !llvm.ptr -> f32
            %2264 = llvm.load %171 : !llvm.ptr -> f32
            %2265 = llvm.load %172 : !llvm.ptr -> f32
            %2266 = llvm.load %173 : !llvm.ptr -> f32
            %2267 = llvm.load %174 : !llvm.ptr -> f32
            %2268 = llvm.load %175 : !llvm.ptr -> f32
            %2269 = llvm.load %176 : !llvm.ptr -> f32
            %2270 = llvm.load %177 : !llvm.ptr -> f32
            %2271 = llvm.load %178 : !llvm.ptr -> f32
            %2272 = llvm.load %179 : !llvm.ptr -> f32
            %2273 = llvm.load %180 : !llvm.ptr -> f32
            %2274 = llvm.load %181 : !llvm.ptr -> f32
            %2275 = llvm.load %182 : !llvm.ptr -> f32
            %2276 = llvm.load %183 : !llvm.ptr -> f32
            %2277 = llvm.load %184 : !llvm.ptr -> f32
            %2278 = llvm.load %185 : !llvm.ptr -> f32
            %2279 = llvm.load %186 : !llvm.ptr -> f32
            %2280 = llvm.load %187 : !llvm.ptr -> f32
            %2281 = llvm.load %188 : !llvm.ptr -> f32
            %2282 = llvm.load %189 : !llvm.ptr -> f32
            %2283 = llvm.load %190 : !llvm.ptr -> f32
            %2284 = llvm.load %191 : !llvm.ptr -> f32
            %2285 = llvm.load %192 : !llvm.ptr -> f32
            %2286 = llvm.load %193 : !llvm.ptr -> f32
            %2287 = llvm.load %194 : !llvm.ptr -> f32
            %2288 = llvm.load %195 : !llvm.ptr -> f32
            %2289 = llvm.load %196 : !llvm.ptr -> f32
            %2290 = llvm.load %197 : !llvm.ptr -> f32
            %2291 = llvm.load %198 : !llvm.ptr -> f32
            %2292 = llvm.load %199 : !llvm.ptr -> f32
            %2293 = llvm.load %200 : !llvm.ptr -> f32
            %2294 = llvm.load %201 : !llvm.ptr -> f32
            %2295 = llvm.load %202 : !llvm.ptr -> f32
            %2296 = llvm.load %203 : !llvm.ptr -> f32
            %2297 = llvm.load %204 : !llvm.ptr -> f32
            %2298 = llvm.load %205 : !llvm.ptr -> f32
            %2299 = llvm.load %206 : !llvm.ptr -> f32
            %2300 = llvm.load %207 : !llvm.ptr -> f32
            %2301 = llvm.load %208 : !llvm.ptr -> f32
            %2302 = llvm.load %209 : !llvm.ptr -> f32
            %2303 = llvm.load %210 : !llvm.ptr -> f32
            %2304 = llvm.load %211 : !llvm.ptr -> f32
            %2305 = llvm.load %212 : !llvm.ptr -> f32
            %2306 = llvm.load %213 : !llvm.ptr -> f32
            %2307 = llvm.load %214 : !llvm.ptr -> f32
            %2308 = llvm.load %215 : !llvm.ptr -> f32
            %2309 = llvm.load %216 : !llvm.ptr -> f32
            %2310 = llvm.load %217 : !llvm.ptr -> f32
            %2311 = llvm.load %218 : !llvm.ptr -> f32
            %2312 = llvm.load %219 : !llvm.ptr -> f32
            %2313 = llvm.load %220 : !llvm.ptr -> f32
            %2314 = llvm.load %221 : !llvm.ptr -> f32
            %2315 = llvm.load %222 : !llvm.ptr -> f32
            %2316 = llvm.load %223 : !llvm.ptr -> f32
            %2317 = llvm.load %224 : !llvm.ptr -> f32
            %2318 = llvm.load %225 : !llvm.ptr -> f32
            %2319 = llvm.load %226 : !llvm.ptr -> f32
            %2320 = llvm.load %227 : !llvm.ptr -> f32
            %2321 = llvm.load %228 : !llvm.ptr -> f32
            %2322 = llvm.load %229 : !llvm.ptr -> f32
            %2323 = llvm.load %230 : !llvm.ptr -> f32
            %2324 = llvm.load %231 : !llvm.ptr -> f32
            %2325 = llvm.load %232 : !llvm.ptr -> f32
            %2326 = llvm.load %233 : !llvm.ptr -> f32
            %2327 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %2199, %2200, %2201, %2202, %2203, %2204, %2205, %2206, %2207, %2208, %2209, %2210, %2211, %2212, %2213, %2214, %2215, %2216, %2217, %2218, %2219, %2220, %2221, %2222, %2223, %2224, %2225, %2226, %2227, %2228, %2229, %2230, %2231, %2232, %2233, %2234, %2235, %2236, %2237, %2238, %2239, %2240, %2241, %2242, %2243, %2244, %2245, %2246, %2247, %2248, %2249, %2250, %2251, %2252, %2253, %2254, %2255, %2256, %2257, %2258, %2259, %2260, %2261, %2262, %2263, %2264, %2265, %2266, %2267, %2268, %2269, %2270, %2271, %2272, %2273, %2274, %2275, %2276, %2277, %2278, %2279, %2280, %2281, %2282, %2283, %2284, %2285, %2286, %2287, %2288, %2289, %2290, %2291, %2292, %2293, %2294, %2295, %2296, %2297, %2298, %2299, %2300, %2301, %2302, %2303, %2304, %2305, %2306, %2307, %2308, %2309, %2310, %2311, %2312, %2313, %2314, %2315, %2316, %2317, %2318, %2319, %2320, %2321, %2322, %2323, %2324, %2325, %2326, %2193, %2198, %c1_i32, %c1_i32, %c1_i32, %c0_i32, %c0_i32 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_31b33a
            %2328 = llvm.extractvalue %2327[0] : !llvm_struct_31b33a
            %2329 = llvm.extractvalue %2327[1] : !llvm_struct_31b33a
            %2330 = llvm.extractvalue %2327[2] : !llvm_struct_31b33a
            %2331 = llvm.extractvalue %2327[3] : !llvm_struct_31b33a
            %2332 = llvm.extractvalue %2327[4] : !llvm_struct_31b33a
            %2333 = llvm.extractvalue %2327[5] : !llvm_struct_31b33a
            %2334 = llvm.extractvalue %2327[6] : !llvm_struct_31b33a
            %2335 = llvm.extractvalue %2327[7] : !llvm_struct_31b33a
            %2336 = llvm.extractvalue %2327[8] : !llvm_struct_31b33a
            %2337 = llvm.extractvalue %2327[9] : !llvm_struct_31b33a
            %2338 = llvm.extractvalue %2327[10] : !llvm_struct_31b33a
            %2339 = llvm.extractvalue %2327[11] : !llvm_struct_31b33a
            %2340 = llvm.extractvalue %2327[12] : !llvm_struct_31b33a
            %2341 = llvm.extractvalue %2327[13] : !llvm_struct_31b33a
            %2342 = llvm.extractvalue %2327[14] : !llvm_struct_31b33a
            %2343 = llvm.extractvalue %2327[15] : !llvm_struct_31b33a
            %2344 = llvm.extractvalue %2327[16] : !llvm_struct_31b33a
            %2345 = llvm.extractvalue %2327[17] : !llvm_struct_31b33a
            %2346 = llvm.extractvalue %2327[18] : !llvm_struct_31b33a
            %2347 = llvm.extractvalue %2327[19] : !llvm_struct_31b33a
            %2348 = llvm.extractvalue %2327[20] : !llvm_struct_31b33a
            %2349 = llvm.extractvalue %2327[21] : !llvm_struct_31b33a
            %2350 = llvm.extractvalue %2327[22] : !llvm_struct_31b33a
            %2351 = llvm.extractvalue %2327[23] : !llvm_struct_31b33a
            %2352 = llvm.extractvalue %2327[24] : !llvm_struct_31b33a
            %2353 = llvm.extractvalue %2327[25] : !llvm_struct_31b33a
            %2354 = llvm.extractvalue %2327[26] : !llvm_struct_31b33a
            %2355 = llvm.extractvalue %2327[27] : !llvm_struct_31b33a
            %2356 = llvm.extractvalue %2327[28] : !llvm_struct_31b33a
            %2357 = llvm.extractvalue %2327[29] : !llvm_struct_31b33a
            %2358 = llvm.extractvalue %2327[30] : !llvm_struct_31b33a
            %2359 = llvm.extractvalue %2327[31] : !llvm_struct_31b33a
            %2360 = llvm.extractvalue %2327[32] : !llvm_struct_31b33a
            %2361 = llvm.extractvalue %2327[33] : !llvm_struct_31b33a
            %2362 = llvm.extractvalue %2327[34] : !llvm_struct_31b33a
            %2363 = llvm.extractvalue %2327[35] : !llvm_struct_31b33a
            %2364 = llvm.extractvalue %2327[36] : !llvm_struct_31b33a
            %2365 = llvm.extractvalue %2327[37] : !llvm_struct_31b33a
            %2366 = llvm.extractvalue %2327[38] : !llvm_struct_31b33a
            %2367 = llvm.extractvalue %2327[39] : !llvm_struct_31b33a
            %2368 = llvm.extractvalue %2327[40] : !llvm_struct_31b33a
            %2369 = llvm.extractvalue %2327[41] : !llvm_struct_31b33a
            %2370 = llvm.extractvalue %2327[42] : !llvm_struct_31b33a
            %2371 = llvm.extractvalue %2327[43] : !llvm_struct_31b33a
            %2372 = llvm.extractvalue %2327[44] : !llvm_struct_31b33a
            %2373 = llvm.extractvalue %2327[45] : !llvm_struct_31b33a
            %2374 = llvm.extractvalue %2327[46] : !llvm_struct_31b33a
            %2375 = llvm.extractvalue %2327[47] : !llvm_struct_31b33a
            %2376 = llvm.extractvalue %2327[48] : !llvm_struct_31b33a
            %2377 = llvm.extractvalue %2327[49] : !llvm_struct_31b33a
            %2378 = llvm.extractvalue %2327[50] : !llvm_struct_31b33a
            %2379 = llvm.extractvalue %2327[51] : !llvm_struct_31b33a
            %2380 = llvm.extractvalue %2327[52] : !llvm_struct_31b33a
            %2381 = llvm.extractvalue %2327[53] : !llvm_struct_31b33a
            %2382 = llvm.extractvalue %2327[54] : !llvm_struct_31b33a
            %2383 = llvm.extractvalue %2327[55] : !llvm_struct_31b33a
            %2384 = llvm.extractvalue %2327[56] : !llvm_struct_31b33a
            %2385 = llvm.extractvalue %2327[57] : !llvm_struct_31b33a
            %2386 = llvm.extractvalue %2327[58] : !llvm_struct_31b33a
            %2387 = llvm.extractvalue %2327[59] : !llvm_struct_31b33a
            %2388 = llvm.extractvalue %2327[60] : !llvm_struct_31b33a
            %2389 = llvm.extractvalue %2327[61] : !llvm_struct_31b33a
            %2390 = llvm.extractvalue %2327[62] : !llvm_struct_31b33a
            %2391 = llvm.extractvalue %2327[63] : !llvm_struct_31b33a
            %2392 = llvm.extractvalue %2327[64] : !llvm_struct_31b33a
            %2393 = llvm.extractvalue %2327[65] : !llvm_struct_31b33a
            %2394 = llvm.extractvalue %2327[66] : !llvm_struct_31b33a
            %2395 = llvm.extractvalue %2327[67] : !llvm_struct_31b33a
            %2396 = llvm.extractvalue %2327[68] : !llvm_struct_31b33a
            %2397 = llvm.extractvalue %2327[69] : !llvm_struct_31b33a
            %2398 = llvm.extractvalue %2327[70] : !llvm_struct_31b33a
            %2399 = llvm.extractvalue %2327[71] : !llvm_struct_31b33a
            %2400 = llvm.extractvalue %2327[72] : !llvm_struct_31b33a
            %2401 = llvm.extractvalue %2327[73] : !llvm_struct_31b33a
            %2402 = llvm.extractvalue %2327[74] : !llvm_struct_31b33a
            %2403 = llvm.extractvalue %2327[75] : !llvm_struct_31b33a
            %2404 = llvm.extractvalue %2327[76] : !llvm_struct_31b33a
            %2405 = llvm.extractvalue %2327[77] : !llvm_struct_31b33a
            %2406 = llvm.extractvalue %2327[78] : !llvm_struct_31b33a
            %2407 = llvm.extractvalue %2327[79] : !llvm_struct_31b33a
            %2408 = llvm.extractvalue %2327[80] : !llvm_struct_31b33a
            %2409 = llvm.extractvalue %2327[81] : !llvm_struct_31b33a
            %2410 = llvm.extractvalue %2327[82] : !llvm_struct_31b33a
            %2411 = llvm.extractvalue %2327[83] : !llvm_struct_31b33a
            %2412 = llvm.extractvalue %2327[84] : !llvm_struct_31b33a
            %2413 = llvm.extractvalue %2327[85] : !llvm_struct_31b33a
            %2414 = llvm.extractvalue %2327[86] : !llvm_struct_31b33a
            %2415 = llvm.extractvalue %2327[87] : !llvm_struct_31b33a
            %2416 = llvm.extractvalue %2327[88] : !llvm_struct_31b33a
            %2417 = llvm.extractvalue %2327[89] : !llvm_struct_31b33a
            %2418 = llvm.extractvalue %2327[90] : !llvm_struct_31b33a
            %2419 = llvm.extractvalue %2327[91] : !llvm_struct_31b33a
            %2420 = llvm.extractvalue %2327[92] : !llvm_struct_31b33a
            %2421 = llvm.extractvalue %2327[93] : !llvm_struct_31b33a
            %2422 = llvm.extractvalue %2327[94] : !llvm_struct_31b33a
            %2423 = llvm.extractvalue %2327[95] : !llvm_struct_31b33a
            %2424 = llvm.extractvalue %2327[96] : !llvm_struct_31b33a
            %2425 = llvm.extractvalue %2327[97] : !llvm_struct_31b33a
            %2426 = llvm.extractvalue %2327[98] : !llvm_struct_31b33a
            %2427 = llvm.extractvalue %2327[99] : !llvm_struct_31b33a
            %2428 = llvm.extractvalue %2327[100] : !llvm_struct_31b33a
            %2429 = llvm.extractvalue %2327[101] : !llvm_struct_31b33a
            %2430 = llvm.extractvalue %2327[102] : !llvm_struct_31b33a
            %2431 = llvm.extractvalue %2327[103] : !llvm_struct_31b33a
            %2432 = llvm.extractvalue %2327[104] : !llvm_struct_31b33a
            %2433 = llvm.extractvalue %2327[105] : !llvm_struct_31b33a
            %2434 = llvm.extractvalue %2327[106] : !llvm_struct_31b33a
            %2435 = llvm.extractvalue %2327[107] : !llvm_struct_31b33a
            %2436 = llvm.extractvalue %2327[108] : !llvm_struct_31b33a
            %2437 = llvm.extractvalue %2327[109] : !llvm_struct_31b33a
            %2438 = llvm.extractvalue %2327[110] : !llvm_struct_31b33a
            %2439 = llvm.extractvalue %2327[111] : !llvm_struct_31b33a
            %2440 = llvm.extractvalue %2327[112] : !llvm_struct_31b33a
            %2441 = llvm.extractvalue %2327[113] : !llvm_struct_31b33a
            %2442 = llvm.extractvalue %2327[114] : !llvm_struct_31b33a
            %2443 = llvm.extractvalue %2327[115] : !llvm_struct_31b33a
            %2444 = llvm.extractvalue %2327[116] : !llvm_struct_31b33a
            %2445 = llvm.extractvalue %2327[117] : !llvm_struct_31b33a
            %2446 = llvm.extractvalue %2327[118] : !llvm_struct_31b33a
            %2447 = llvm.extractvalue %2327[119] : !llvm_struct_31b33a
            %2448 = llvm.extractvalue %2327[120] : !llvm_struct_31b33a
            %2449 = llvm.extractvalue %2327[121] : !llvm_struct_31b33a
            %2450 = llvm.extractvalue %2327[122] : !llvm_struct_31b33a
            %2451 = llvm.extractvalue %2327[123] : !llvm_struct_31b33a
            %2452 = llvm.extractvalue %2327[124] : !llvm_struct_31b33a
            %2453 = llvm.extractvalue %2327[125] : !llvm_struct_31b33a
            %2454 = llvm.extractvalue %2327[126] : !llvm_struct_31b33a
            %2455 = llvm.extractvalue %2327[127] : !llvm_struct_31b33a
            llvm.store %2328, %12 : f32, !llvm.ptr
            llvm.store %2329, %107 : f32, !llvm.ptr
            llvm.store %2330, %108 : f32, !llvm.ptr
            llvm.store %2331, %109 : f32, !llvm.ptr
            llvm.store %2332, %110 : f32, !llvm.ptr
            llvm.store %2333, %111 : f32, !llvm.ptr
            llvm.store %2334, %112 : f32, !llvm.ptr
            llvm.store %2335, %113 : f32, !llvm.ptr
            llvm.store %2336, %114 : f32, !llvm.ptr
            llvm.store %2337, %115 : f32, !llvm.ptr
            llvm.store %2338, %116 : f32, !llvm.ptr
            llvm.store %2339, %117 : f32, !llvm.ptr
            llvm.store %2340, %118 : f32, !llvm.ptr
            llvm.store %2341, %119 : f32, !llvm.ptr
            llvm.store %2342, %120 : f32, !llvm.ptr
            llvm.store %2343, %121 : f32, !llvm.ptr
            llvm.store %2344, %122 : f32, !llvm.ptr
            llvm.store %2345, %123 : f32, !llvm.ptr
            llvm.store %2346, %124 : f32, !llvm.ptr
            llvm.store %2347, %125 : f32, !llvm.ptr
            llvm.store %2348, %126 : f32, !llvm.ptr
            llvm.store %2349, %127 : f32, !llvm.ptr
            llvm.store %2350, %128 : f32, !llvm.ptr
            llvm.store %2351, %129 : f32, !llvm.ptr
            llvm.store %2352, %130 : f32, !llvm.ptr
            llvm.store %2353, %131 : f32, !llvm.ptr
            llvm.store %2354, %132 : f32, !llvm.ptr
            llvm.store %2355, %133 : f32, !llvm.ptr
            llvm.store %2356, %134 : f32, !llvm.ptr
            llvm.store %2357, %135 : f32, !llvm.ptr
            llvm.store %2358, %136 : f32, !llvm.ptr
            llvm.store %2359, %137 : f32, !llvm.ptr
            llvm.store %2360, %138 : f32, !llvm.ptr
            llvm.store %2361, %139 : f32, !llvm.ptr
            llvm.store %2362, %140 : f32, !llvm.ptr
            llvm.store %2363, %141 : f32, !llvm.ptr
            llvm.store %2364, %142 : f32, !llvm.ptr
            llvm.store %2365, %143 : f32, !llvm.ptr
            llvm.store %2366, %144 : f32, !llvm.ptr
            llvm.store %2367, %145 : f32, !llvm.ptr
            llvm.store %2368, %146 : f32, !llvm.ptr
            llvm.store %2369, %147 : f32, !llvm.ptr
            llvm.store %2370, %148 : f32, !llvm.ptr
            llvm.store %2371, %149 : f32, !llvm.ptr
            llvm.store %2372, %150 : f32, !llvm.ptr
            llvm.store %2373, %151 : f32, !llvm.ptr
            llvm.store %2374, %152 : f32, !llvm.ptr
            llvm.store %2375, %153 : f32, !llvm.ptr
            llvm.store %2376, %154 : f32, !llvm.ptr
            llvm.store %2377, %155 : f32, !llvm.ptr
            llvm.store %2378, %156 : f32, !llvm.ptr
            llvm.store %2379, %157 : f32, !llvm.ptr
            llvm.store %2380, %158 : f32, !llvm.ptr
            llvm.store %2381, %159 : f32, !llvm.ptr
            llvm.store %2382, %160 : f32, !llvm.ptr
            llvm.store %2383, %161 : f32, !llvm.ptr
            llvm.store %2384, %162 : f32, !llvm.ptr
            llvm.store %2385, %163 : f32, !llvm.ptr
            llvm.store %2386, %164 : f32, !llvm.ptr
            llvm.store %2387, %165 : f32, !llvm.ptr
            llvm.store %2388, %166 : f32, !llvm.ptr
            llvm.store %2389, %167 : f32, !llvm.ptr
            llvm.store %2390, %168 : f32, !llvm.ptr
            llvm.store %2391, %169 : f32, !llvm.ptr
            llvm.store %2392, %170 : f32, !llvm.ptr
            llvm.store %2393, %171 : f32, !llvm.ptr
            llvm.store %2394, %172 : f32, !llvm.ptr
            llvm.store %2395, %173 : f32, !llvm.ptr
            llvm.store %2396, %174 : f32, !llvm.ptr
            llvm.store %2397, %175 : f32, !llvm.ptr
            llvm.store %2398, %176 : f32, !llvm.ptr
            llvm.store %2399, %177 : f32, !llvm.ptr
            llvm.store %2400, %178 : f32, !llvm.ptr
            llvm.store %2401, %179 : f32, !llvm.ptr
            llvm.store %2402, %180 : f32, !llvm.ptr
            llvm.store %2403, %181 : f32, !llvm.ptr
            llvm.store %2404, %182 : f32, !llvm.ptr
            llvm.store %2405, %183 : f32, !llvm.ptr
            llvm.store %2406, %184 : f32, !llvm.ptr
            llvm.store %2407, %185 : f32, !llvm.ptr
            llvm.store %2408, %186 : f32, !llvm.ptr
            llvm.store %2409, %187 : f32, !llvm.ptr
            llvm.store %2410, %188 : f32, !llvm.ptr
            llvm.store %2411, %189 : f32, !llvm.ptr
            llvm.store %2412, %190 : f32, !llvm.ptr
            llvm.store %2413, %191 : f32, !llvm.ptr
            llvm.store %2414, %192 : f32, !llvm.ptr
            llvm.store %2415, %193 : f32, !llvm.ptr
            llvm.store %2416, %194 : f32, !llvm.ptr
            llvm.store %2417, %195 : f32, !llvm.ptr
            llvm.store %2418, %196 : f32, !llvm.ptr
            llvm.store %2419, %197 : f32, !llvm.ptr
            llvm.store %2420, %198 : f32, !llvm.ptr
            llvm.store %2421, %199 : f32, !llvm.ptr
            llvm.store %2422, %200 : f32, !llvm.ptr
            llvm.store %2423, %201 : f32, !llvm.ptr
            llvm.store %2424, %202 : f32, !llvm.ptr
            llvm.store %2425, %203 : f32, !llvm.ptr
            llvm.store %2426, %204 : f32, !llvm.ptr
            llvm.store %2427, %205 : f32, !llvm.ptr
            llvm.store %2428, %206 : f32, !llvm.ptr
            llvm.store %2429, %207 : f32, !llvm.ptr
            llvm.store %2430, %208 : f32, !llvm.ptr
            llvm.store %2431, %209 : f32, !llvm.ptr
            llvm.store %2432, %210 : f32, !llvm.ptr
            llvm.store %2433, %211 : f32, !llvm.ptr
            llvm.store %2434, %212 : f32, !llvm.ptr
            llvm.store %2435, %213 : f32, !llvm.ptr
            llvm.store %2436, %214 : f32, !llvm.ptr
            llvm.store %2437, %215 : f32, !llvm.ptr
            llvm.store %2438, %216 : f32, !llvm.ptr
            llvm.store %2439, %217 : f32, !llvm.ptr
            llvm.store %2440, %218 : f32, !llvm.ptr
            llvm.store %2441, %219 : f32, !llvm.ptr
            llvm.store %2442, %220 : f32, !llvm.ptr
            llvm.store %2443, %221 : f32, !llvm.ptr
            llvm.store %2444, %222 : f32, !llvm.ptr
            llvm.store %2445, %223 : f32, !llvm.ptr
            llvm.store %2446, %224 : f32, !llvm.ptr
            llvm.store %2447, %225 : f32, !llvm.ptr
            llvm.store %2448, %226 : f32, !llvm.ptr
            llvm.store %2449, %227 : f32, !llvm.ptr
            llvm.store %2450, %228 : f32, !llvm.ptr
            llvm.store %2451, %229 : f32, !llvm.ptr
            llvm.store %2452, %230 : f32, !llvm.ptr
            llvm.store %2453, %231 : f32, !llvm.ptr
            llvm.store %2454, %232 : f32, !llvm.ptr
            llvm.store %2455, %233 : f32, !llvm.ptr
            nvvm.wgmma.commit.group.sync.aligned
            nvvm.wgmma.wait.group.sync.aligned 1
            %2456 = arith.cmpi sgt, %arg15, %c0_i32 : i32
            %2457:3 = scf.if %2456 -> (i32, i32, i32) {
              scf.if %64 {
                %2468 = llvm.getelementptr %54[%arg17] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
                %2469 = nvvm.mapa %2468, %57 : !llvm.ptr<3> -> !llvm.ptr<7>
                nvvm.mbarrier.arrive %2469, %c1_i32 : !llvm.ptr<7>
              }
              %2463 = arith.addi %arg17, %c1_i32 : i32
              %2464 = arith.addi %arg16, %c1_i32 : i32
              %2465 = arith.cmpi eq, %2463, %c4_i32 : i32
              %2466 = arith.select %2465, %c0_i32, %2463 : i32
              %2467 = scf.if %2465 -> (i32) {
                %2468 = arith.xori %arg18, %c1_i32 : i32
                scf.yield %2468 : i32
              } else {
                scf.yield %arg18 : i32
              }
              scf.yield %2464, %2466, %2467 : i32, i32, i32
            } else {
              scf.yield %arg16, %arg17, %arg18 : i32, i32, i32
            }
            %2458 = arith.addi %arg20, %c1_i32 : i32
            %2459 = arith.addi %arg19, %c1_i32 : i32
            %2460 = arith.cmpi eq, %2458, %c4_i32 : i32
            %2461 = arith.select %2460, %c0_i32, %2458 : i32
            %2462 = scf.if %2460 -> (i32) {
              %2463 = arith.xori %arg21, %c1_i32 : i32
              scf.yield %2463 : i32
            } else {
              scf.yield %arg21 : i32
            }
            scf.yield %2457#0, %2457#1, %2457#2, %2459, %2461, %2462 : i32, i32, i32, i32, i32, i32
          }
          nvvm.wgmma.wait.group.sync.aligned 0
          scf.if %64 {
            %1389 = llvm.getelementptr %54[%532#1] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %1390 = nvvm.mapa %1389, %57 : !llvm.ptr<3> -> !llvm.ptr<7>
            nvvm.mbarrier.arrive %1390, %c1_i32 : !llvm.ptr<7>
          }
          %533 = arith.addi %532#1, %c1_i32 : i32
          %534 = arith.addi %532#0, %c1_i32 : i32
          %535 = arith.cmpi eq, %533, %c4_i32 : i32
          %536 = arith.select %535, %c0_i32, %533 : i32
          %537 = scf.if %535 -> (i32) {
            %1389 = arith.xori %532#2, %c1_i32 : i32
            scf.yield %1389 : i32
          } else {
            scf.yield %532#2 : i32
          }
          %538 = arith.muli %529, %c128_i32 overflow<nsw> : i32
          %539 = arith.muli %530, %c256_i32 overflow<nsw> : i32
          %540 = llvm.load %12 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %540, %11 {alignment = 32 : i64} : f32, !llvm.ptr
          %541 = llvm.load %246 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %541, %247 {alignment = 4 : i64} : f32, !llvm.ptr
          %542 = llvm.load %248 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %542, %249 {alignment = 8 : i64} : f32, !llvm.ptr
          %543 = llvm.load %250 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %543, %251 {alignment = 4 : i64} : f32, !llvm.ptr
          %544 = llvm.load %252 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %544, %253 {alignment = 16 : i64} : f32, !llvm.ptr
          %545 = llvm.load %254 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %545, %255 {alignment = 4 : i64} : f32, !llvm.ptr
          %546 = llvm.load %256 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %546, %257 {alignment = 8 : i64} : f32, !llvm.ptr
          %547 = llvm.load %258 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %547, %259 {alignment = 4 : i64} : f32, !llvm.ptr
          %548 = llvm.load %260 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %548, %261 {alignment = 32 : i64} : f32, !llvm.ptr
          %549 = llvm.load %262 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %549, %263 {alignment = 4 : i64} : f32, !llvm.ptr
          %550 = llvm.load %264 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %550, %265 {alignment = 8 : i64} : f32, !llvm.ptr
          %551 = llvm.load %266 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %551, %267 {alignment = 4 : i64} : f32, !llvm.ptr
          %552 = llvm.load %268 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %552, %269 {alignment = 16 : i64} : f32, !llvm.ptr
          %553 = llvm.load %270 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %553, %271 {alignment = 4 : i64} : f32, !llvm.ptr
          %554 = llvm.load %272 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %554, %273 {alignment = 8 : i64} : f32, !llvm.ptr
          %555 = llvm.load %274 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %555, %275 {alignment = 4 : i64} : f32, !llvm.ptr
          %556 = arith.muli %530, %c256_i32 overflow<nsw> : i32
          %557 = arith.addi %556, %279 overflow<nsw> : i32
          %558 = llvm.load %11 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
          %559 = arith.minsi %557, %c1047_i32 : i32
          %560 = llvm.getelementptr %280[%559] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %561 = llvm.load %560 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %562 = arith.extf %561 : bf16 to f32
          llvm.store %562, %9 {alignment = 32 : i64} : f32, !llvm.ptr
          %563 = arith.addi %557, %c1_i32 overflow<nsw> : i32
          %564 = arith.minsi %563, %c1047_i32 : i32
          %565 = llvm.getelementptr %280[%564] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %566 = llvm.load %565 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %567 = arith.extf %566 : bf16 to f32
          llvm.store %567, %281 {alignment = 4 : i64} : f32, !llvm.ptr
          %568 = arith.minsi %557, %c1047_i32 : i32
          %569 = llvm.getelementptr %280[%568] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %570 = llvm.load %569 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %571 = arith.extf %570 : bf16 to f32
          llvm.store %571, %282 {alignment = 8 : i64} : f32, !llvm.ptr
          %572 = arith.addi %557, %c1_i32 overflow<nsw> : i32
          %573 = arith.minsi %572, %c1047_i32 : i32
          %574 = llvm.getelementptr %280[%573] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %575 = llvm.load %574 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %576 = arith.extf %575 : bf16 to f32
          llvm.store %576, %283 {alignment = 4 : i64} : f32, !llvm.ptr
          %577 = arith.addi %557, %c8_i32 overflow<nsw> : i32
          %578 = arith.minsi %577, %c1047_i32 : i32
          %579 = llvm.getelementptr %280[%578] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %580 = llvm.load %579 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %581 = arith.extf %580 : bf16 to f32
          llvm.store %581, %284 {alignment = 16 : i64} : f32, !llvm.ptr
          %582 = arith.addi %557, %c9_i32 overflow<nsw> : i32
          %583 = arith.minsi %582, %c1047_i32 : i32
          %584 = llvm.getelementptr %280[%583] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %585 = llvm.load %584 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %586 = arith.extf %585 : bf16 to f32
          llvm.store %586, %285 {alignment = 4 : i64} : f32, !llvm.ptr
          %587 = arith.addi %557, %c8_i32 overflow<nsw> : i32
          %588 = arith.minsi %587, %c1047_i32 : i32
          %589 = llvm.getelementptr %280[%588] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %590 = llvm.load %589 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %591 = arith.extf %590 : bf16 to f32
          llvm.store %591, %286 {alignment = 8 : i64} : f32, !llvm.ptr
          %592 = arith.addi %557, %c9_i32 overflow<nsw> : i32
          %593 = arith.minsi %592, %c1047_i32 : i32
          %594 = llvm.getelementptr %280[%593] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %595 = llvm.load %594 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %596 = arith.extf %595 : bf16 to f32
          llvm.store %596, %287 {alignment = 4 : i64} : f32, !llvm.ptr
          %597 = arith.addi %557, %c16_i32 overflow<nsw> : i32
          %598 = arith.minsi %597, %c1047_i32 : i32
          %599 = llvm.getelementptr %280[%598] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %600 = llvm.load %599 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %601 = arith.extf %600 : bf16 to f32
          llvm.store %601, %288 {alignment = 32 : i64} : f32, !llvm.ptr
          %602 = arith.addi %557, %c17_i32 overflow<nsw> : i32
          %603 = arith.minsi %602, %c1047_i32 : i32
          %604 = llvm.getelementptr %280[%603] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %605 = llvm.load %604 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %606 = arith.extf %605 : bf16 to f32
          llvm.store %606, %289 {alignment = 4 : i64} : f32, !llvm.ptr
          %607 = arith.addi %557, %c16_i32 overflow<nsw> : i32
          %608 = arith.minsi %607, %c1047_i32 : i32
          %609 = llvm.getelementptr %280[%608] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %610 = llvm.load %609 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %611 = arith.extf %610 : bf16 to f32
          llvm.store %611, %290 {alignment = 8 : i64} : f32, !llvm.ptr
          %612 = arith.addi %557, %c17_i32 overflow<nsw> : i32
          %613 = arith.minsi %612, %c1047_i32 : i32
          %614 = llvm.getelementptr %280[%613] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %615 = llvm.load %614 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %616 = arith.extf %615 : bf16 to f32
          llvm.store %616, %291 {alignment = 4 : i64} : f32, !llvm.ptr
          %617 = arith.addi %557, %c24_i32 overflow<nsw> : i32
          %618 = arith.minsi %617, %c1047_i32 : i32
          %619 = llvm.getelementptr %280[%618] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %620 = llvm.load %619 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %621 = arith.extf %620 : bf16 to f32
          llvm.store %621, %292 {alignment = 16 : i64} : f32, !llvm.ptr
          %622 = arith.addi %557, %c25_i32 overflow<nsw> : i32
          %623 = arith.minsi %622, %c1047_i32 : i32
          %624 = llvm.getelementptr %280[%623] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %625 = llvm.load %624 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %626 = arith.extf %625 : bf16 to f32
          llvm.store %626, %293 {alignment = 4 : i64} : f32, !llvm.ptr
          %627 = arith.addi %557, %c24_i32 overflow<nsw> : i32
          %628 = arith.minsi %627, %c1047_i32 : i32
          %629 = llvm.getelementptr %280[%628] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %630 = llvm.load %629 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %631 = arith.extf %630 : bf16 to f32
          llvm.store %631, %294 {alignment = 8 : i64} : f32, !llvm.ptr
          %632 = arith.addi %557, %c25_i32 overflow<nsw> : i32
          %633 = arith.minsi %632, %c1047_i32 : i32
          %634 = llvm.getelementptr %280[%633] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %635 = llvm.load %634 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %636 = arith.extf %635 : bf16 to f32
          llvm.store %636, %295 {alignment = 4 : i64} : f32, !llvm.ptr
          %637 = llvm.load %9 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
          %638 = arith.mulf %296, %558 : vector<16xf32>
          %639 = arith.addf %638, %637 : vector<16xf32>
          %640 = arith.cmpf olt, %639, %cst_0 : vector<16xf32>
          %641 = arith.select %640, %cst_0, %639 : vector<16xi1>, vector<16xf32>
          %642 = arith.truncf %641 : vector<16xf32> to vector<16xbf16>
          llvm.store %642, %10 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
          %643 = arith.muli %arg6, %c4096_i32 overflow<nsw> : i32
          scf.for %arg15 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
            %1389 = arith.muli %arg15, %c8_i32 overflow<nsw> : i32
            %1390 = llvm.getelementptr %10[%1389] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %1391 = arith.muli %arg15, %c16_i32 overflow<nsw> : i32
            %1392 = llvm.getelementptr %102[%1391] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %1393 = llvm.load %1390 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
            %1394:4 = vector.to_elements %1393 : vector<4xi32>
            %1395 = llvm.ptrtoint %1392 : !llvm.ptr<3> to i64
            %1396 = arith.andi %1395, %c384_i64 : i64
            %1397 = arith.shrui %1396, %c3_i64 : i64
            %1398 = arith.xori %1395, %1397 : i64
            %1399 = llvm.inttoptr %1398 : i64 to !llvm.ptr<3>
            %1400 = llvm.getelementptr %1399[%643] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            nvvm.stmatrix %1400, %1394#0, %1394#1, %1394#2, %1394#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          scf.if %297 {
            %1389 = arith.muli %arg6, %c4096_i32 overflow<nsw> : i32
            %1390 = llvm.getelementptr %53[%1389] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            nvvm.cp.async.bulk.tensor.global.shared.cta %15, %1390, box[%539, %538, %516] l2_cache_hint = %0 : !llvm.ptr, <3>
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
          }
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          %644 = arith.addi %arg6, %c1_i32 : i32
          %645 = arith.remsi %644, %c4_i32 : i32
          %646 = llvm.load %298 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %646, %11 {alignment = 32 : i64} : f32, !llvm.ptr
          %647 = llvm.load %299 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %647, %247 {alignment = 4 : i64} : f32, !llvm.ptr
          %648 = llvm.load %300 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %648, %249 {alignment = 8 : i64} : f32, !llvm.ptr
          %649 = llvm.load %301 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %649, %251 {alignment = 4 : i64} : f32, !llvm.ptr
          %650 = llvm.load %302 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %650, %253 {alignment = 16 : i64} : f32, !llvm.ptr
          %651 = llvm.load %303 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %651, %255 {alignment = 4 : i64} : f32, !llvm.ptr
          %652 = llvm.load %304 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %652, %257 {alignment = 8 : i64} : f32, !llvm.ptr
          %653 = llvm.load %305 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %653, %259 {alignment = 4 : i64} : f32, !llvm.ptr
          %654 = llvm.load %306 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %654, %261 {alignment = 32 : i64} : f32, !llvm.ptr
          %655 = llvm.load %307 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %655, %263 {alignment = 4 : i64} : f32, !llvm.ptr
          %656 = llvm.load %308 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %656, %265 {alignment = 8 : i64} : f32, !llvm.ptr
          %657 = llvm.load %309 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %657, %267 {alignment = 4 : i64} : f32, !llvm.ptr
          %658 = llvm.load %310 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %658, %269 {alignment = 16 : i64} : f32, !llvm.ptr
          %659 = llvm.load %311 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %659, %271 {alignment = 4 : i64} : f32, !llvm.ptr
          %660 = llvm.load %312 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %660, %273 {alignment = 8 : i64} : f32, !llvm.ptr
          %661 = llvm.load %313 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %661, %275 {alignment = 4 : i64} : f32, !llvm.ptr
          %662 = llvm.load %11 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
          %663 = arith.addi %557, %c32_i32 overflow<nsw> : i32
          %664 = arith.minsi %663, %c1047_i32 : i32
          %665 = llvm.getelementptr %280[%664] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %666 = llvm.load %665 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %667 = arith.extf %666 : bf16 to f32
          llvm.store %667, %8 {alignment = 32 : i64} : f32, !llvm.ptr
          %668 = arith.addi %557, %c33_i32 overflow<nsw> : i32
          %669 = arith.minsi %668, %c1047_i32 : i32
          %670 = llvm.getelementptr %280[%669] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %671 = llvm.load %670 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %672 = arith.extf %671 : bf16 to f32
          llvm.store %672, %314 {alignment = 4 : i64} : f32, !llvm.ptr
          %673 = arith.addi %557, %c32_i32 overflow<nsw> : i32
          %674 = arith.minsi %673, %c1047_i32 : i32
          %675 = llvm.getelementptr %280[%674] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %676 = llvm.load %675 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %677 = arith.extf %676 : bf16 to f32
          llvm.store %677, %315 {alignment = 8 : i64} : f32, !llvm.ptr
          %678 = arith.addi %557, %c33_i32 overflow<nsw> : i32
          %679 = arith.minsi %678, %c1047_i32 : i32
          %680 = llvm.getelementptr %280[%679] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %681 = llvm.load %680 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %682 = arith.extf %681 : bf16 to f32
          llvm.store %682, %316 {alignment = 4 : i64} : f32, !llvm.ptr
          %683 = arith.addi %557, %c40_i32 overflow<nsw> : i32
          %684 = arith.minsi %683, %c1047_i32 : i32
          %685 = llvm.getelementptr %280[%684] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %686 = llvm.load %685 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %687 = arith.extf %686 : bf16 to f32
          llvm.store %687, %317 {alignment = 16 : i64} : f32, !llvm.ptr
          %688 = arith.addi %557, %c41_i32 overflow<nsw> : i32
          %689 = arith.minsi %688, %c1047_i32 : i32
          %690 = llvm.getelementptr %280[%689] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %691 = llvm.load %690 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %692 = arith.extf %691 : bf16 to f32
          llvm.store %692, %318 {alignment = 4 : i64} : f32, !llvm.ptr
          %693 = arith.addi %557, %c40_i32 overflow<nsw> : i32
          %694 = arith.minsi %693, %c1047_i32 : i32
          %695 = llvm.getelementptr %280[%694] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %696 = llvm.load %695 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %697 = arith.extf %696 : bf16 to f32
          llvm.store %697, %319 {alignment = 8 : i64} : f32, !llvm.ptr
          %698 = arith.addi %557, %c41_i32 overflow<nsw> : i32
          %699 = arith.minsi %698, %c1047_i32 : i32
          %700 = llvm.getelementptr %280[%699] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %701 = llvm.load %700 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %702 = arith.extf %701 : bf16 to f32
          llvm.store %702, %320 {alignment = 4 : i64} : f32, !llvm.ptr
          %703 = arith.addi %557, %c48_i32 overflow<nsw> : i32
          %704 = arith.minsi %703, %c1047_i32 : i32
          %705 = llvm.getelementptr %280[%704] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %706 = llvm.load %705 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %707 = arith.extf %706 : bf16 to f32
          llvm.store %707, %321 {alignment = 32 : i64} : f32, !llvm.ptr
          %708 = arith.addi %557, %c49_i32 overflow<nsw> : i32
          %709 = arith.minsi %708, %c1047_i32 : i32
          %710 = llvm.getelementptr %280[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %711 = llvm.load %710 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %712 = arith.extf %711 : bf16 to f32
          llvm.store %712, %322 {alignment = 4 : i64} : f32, !llvm.ptr
          %713 = arith.addi %557, %c48_i32 overflow<nsw> : i32
          %714 = arith.minsi %713, %c1047_i32 : i32
          %715 = llvm.getelementptr %280[%714] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %716 = llvm.load %715 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %717 = arith.extf %716 : bf16 to f32
          llvm.store %717, %323 {alignment = 8 : i64} : f32, !llvm.ptr
          %718 = arith.addi %557, %c49_i32 overflow<nsw> : i32
          %719 = arith.minsi %718, %c1047_i32 : i32
          %720 = llvm.getelementptr %280[%719] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %721 = llvm.load %720 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %722 = arith.extf %721 : bf16 to f32
          llvm.store %722, %324 {alignment = 4 : i64} : f32, !llvm.ptr
          %723 = arith.addi %557, %c56_i32 overflow<nsw> : i32
          %724 = arith.minsi %723, %c1047_i32 : i32
          %725 = llvm.getelementptr %280[%724] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %726 = llvm.load %725 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %727 = arith.extf %726 : bf16 to f32
          llvm.store %727, %325 {alignment = 16 : i64} : f32, !llvm.ptr
          %728 = arith.addi %557, %c57_i32 overflow<nsw> : i32
          %729 = arith.minsi %728, %c1047_i32 : i32
          %730 = llvm.getelementptr %280[%729] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %731 = llvm.load %730 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %732 = arith.extf %731 : bf16 to f32
          llvm.store %732, %326 {alignment = 4 : i64} : f32, !llvm.ptr
          %733 = arith.addi %557, %c56_i32 overflow<nsw> : i32
          %734 = arith.minsi %733, %c1047_i32 : i32
          %735 = llvm.getelementptr %280[%734] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %736 = llvm.load %735 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %737 = arith.extf %736 : bf16 to f32
          llvm.store %737, %327 {alignment = 8 : i64} : f32, !llvm.ptr
          %738 = arith.addi %557, %c57_i32 overflow<nsw> : i32
          %739 = arith.minsi %738, %c1047_i32 : i32
          %740 = llvm.getelementptr %280[%739] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %741 = llvm.load %740 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %742 = arith.extf %741 : bf16 to f32
          llvm.store %742, %328 {alignment = 4 : i64} : f32, !llvm.ptr
          %743 = llvm.load %8 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
          %744 = arith.mulf %296, %662 : vector<16xf32>
          %745 = arith.addf %744, %743 : vector<16xf32>
          %746 = arith.cmpf olt, %745, %cst_0 : vector<16xf32>
          %747 = arith.select %746, %cst_0, %745 : vector<16xi1>, vector<16xf32>
          %748 = arith.truncf %747 : vector<16xf32> to vector<16xbf16>
          llvm.store %748, %10 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
          %749 = arith.muli %645, %c4096_i32 overflow<nsw> : i32
          scf.for %arg15 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
            %1389 = arith.muli %arg15, %c8_i32 overflow<nsw> : i32
            %1390 = llvm.getelementptr %10[%1389] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %1391 = arith.muli %arg15, %c16_i32 overflow<nsw> : i32
            %1392 = llvm.getelementptr %102[%1391] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %1393 = llvm.load %1390 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
            %1394:4 = vector.to_elements %1393 : vector<4xi32>
            %1395 = llvm.ptrtoint %1392 : !llvm.ptr<3> to i64
            %1396 = arith.andi %1395, %c384_i64 : i64
            %1397 = arith.shrui %1396, %c3_i64 : i64
            %1398 = arith.xori %1395, %1397 : i64
            %1399 = llvm.inttoptr %1398 : i64 to !llvm.ptr<3>
            %1400 = llvm.getelementptr %1399[%749] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            nvvm.stmatrix %1400, %1394#0, %1394#1, %1394#2, %1394#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          scf.if %297 {
            %1389 = arith.muli %645, %c4096_i32 overflow<nsw> : i32
            %1390 = llvm.getelementptr %53[%1389] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %1391 = arith.addi %539, %c32_i32 overflow<nsw> : i32
            nvvm.cp.async.bulk.tensor.global.shared.cta %16, %1390, box[%1391, %538, %516] l2_cache_hint = %0 : !llvm.ptr, <3>
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
          }
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          %750 = arith.addi %645, %c1_i32 : i32
          %751 = arith.remsi %750, %c4_i32 : i32
          %752 = llvm.load %329 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %752, %11 {alignment = 32 : i64} : f32, !llvm.ptr
          %753 = llvm.load %330 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %753, %247 {alignment = 4 : i64} : f32, !llvm.ptr
          %754 = llvm.load %331 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %754, %249 {alignment = 8 : i64} : f32, !llvm.ptr
          %755 = llvm.load %332 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %755, %251 {alignment = 4 : i64} : f32, !llvm.ptr
          %756 = llvm.load %333 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %756, %253 {alignment = 16 : i64} : f32, !llvm.ptr
          %757 = llvm.load %334 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %757, %255 {alignment = 4 : i64} : f32, !llvm.ptr
          %758 = llvm.load %335 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %758, %257 {alignment = 8 : i64} : f32, !llvm.ptr
          %759 = llvm.load %336 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %759, %259 {alignment = 4 : i64} : f32, !llvm.ptr
          %760 = llvm.load %337 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %760, %261 {alignment = 32 : i64} : f32, !llvm.ptr
          %761 = llvm.load %338 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %761, %263 {alignment = 4 : i64} : f32, !llvm.ptr
          %762 = llvm.load %339 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %762, %265 {alignment = 8 : i64} : f32, !llvm.ptr
          %763 = llvm.load %340 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %763, %267 {alignment = 4 : i64} : f32, !llvm.ptr
          %764 = llvm.load %341 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %764, %269 {alignment = 16 : i64} : f32, !llvm.ptr
          %765 = llvm.load %342 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %765, %271 {alignment = 4 : i64} : f32, !llvm.ptr
          %766 = llvm.load %343 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %766, %273 {alignment = 8 : i64} : f32, !llvm.ptr
          %767 = llvm.load %344 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %767, %275 {alignment = 4 : i64} : f32, !llvm.ptr
          %768 = llvm.load %11 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
          %769 = arith.addi %557, %c64_i32 overflow<nsw> : i32
          %770 = arith.minsi %769, %c1047_i32 : i32
          %771 = llvm.getelementptr %280[%770] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %772 = llvm.load %771 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %773 = arith.extf %772 : bf16 to f32
          llvm.store %773, %7 {alignment = 32 : i64} : f32, !llvm.ptr
          %774 = arith.addi %557, %c65_i32 overflow<nsw> : i32
          %775 = arith.minsi %774, %c1047_i32 : i32
          %776 = llvm.getelementptr %280[%775] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %777 = llvm.load %776 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %778 = arith.extf %777 : bf16 to f32
          llvm.store %778, %345 {alignment = 4 : i64} : f32, !llvm.ptr
          %779 = arith.addi %557, %c64_i32 overflow<nsw> : i32
          %780 = arith.minsi %779, %c1047_i32 : i32
          %781 = llvm.getelementptr %280[%780] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %782 = llvm.load %781 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %783 = arith.extf %782 : bf16 to f32
          llvm.store %783, %346 {alignment = 8 : i64} : f32, !llvm.ptr
          %784 = arith.addi %557, %c65_i32 overflow<nsw> : i32
          %785 = arith.minsi %784, %c1047_i32 : i32
          %786 = llvm.getelementptr %280[%785] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %787 = llvm.load %786 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %788 = arith.extf %787 : bf16 to f32
          llvm.store %788, %347 {alignment = 4 : i64} : f32, !llvm.ptr
          %789 = arith.addi %557, %c72_i32 overflow<nsw> : i32
          %790 = arith.minsi %789, %c1047_i32 : i32
          %791 = llvm.getelementptr %280[%790] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %792 = llvm.load %791 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %793 = arith.extf %792 : bf16 to f32
          llvm.store %793, %348 {alignment = 16 : i64} : f32, !llvm.ptr
          %794 = arith.addi %557, %c73_i32 overflow<nsw> : i32
          %795 = arith.minsi %794, %c1047_i32 : i32
          %796 = llvm.getelementptr %280[%795] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %797 = llvm.load %796 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %798 = arith.extf %797 : bf16 to f32
          llvm.store %798, %349 {alignment = 4 : i64} : f32, !llvm.ptr
          %799 = arith.addi %557, %c72_i32 overflow<nsw> : i32
          %800 = arith.minsi %799, %c1047_i32 : i32
          %801 = llvm.getelementptr %280[%800] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %802 = llvm.load %801 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %803 = arith.extf %802 : bf16 to f32
          llvm.store %803, %350 {alignment = 8 : i64} : f32, !llvm.ptr
          %804 = arith.addi %557, %c73_i32 overflow<nsw> : i32
          %805 = arith.minsi %804, %c1047_i32 : i32
          %806 = llvm.getelementptr %280[%805] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %807 = llvm.load %806 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %808 = arith.extf %807 : bf16 to f32
          llvm.store %808, %351 {alignment = 4 : i64} : f32, !llvm.ptr
          %809 = arith.addi %557, %c80_i32 overflow<nsw> : i32
          %810 = arith.minsi %809, %c1047_i32 : i32
          %811 = llvm.getelementptr %280[%810] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %812 = llvm.load %811 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %813 = arith.extf %812 : bf16 to f32
          llvm.store %813, %352 {alignment = 32 : i64} : f32, !llvm.ptr
          %814 = arith.addi %557, %c81_i32 overflow<nsw> : i32
          %815 = arith.minsi %814, %c1047_i32 : i32
          %816 = llvm.getelementptr %280[%815] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %817 = llvm.load %816 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %818 = arith.extf %817 : bf16 to f32
          llvm.store %818, %353 {alignment = 4 : i64} : f32, !llvm.ptr
          %819 = arith.addi %557, %c80_i32 overflow<nsw> : i32
          %820 = arith.minsi %819, %c1047_i32 : i32
          %821 = llvm.getelementptr %280[%820] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %822 = llvm.load %821 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %823 = arith.extf %822 : bf16 to f32
          llvm.store %823, %354 {alignment = 8 : i64} : f32, !llvm.ptr
          %824 = arith.addi %557, %c81_i32 overflow<nsw> : i32
          %825 = arith.minsi %824, %c1047_i32 : i32
          %826 = llvm.getelementptr %280[%825] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %827 = llvm.load %826 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %828 = arith.extf %827 : bf16 to f32
          llvm.store %828, %355 {alignment = 4 : i64} : f32, !llvm.ptr
          %829 = arith.addi %557, %c88_i32 overflow<nsw> : i32
          %830 = arith.minsi %829, %c1047_i32 : i32
          %831 = llvm.getelementptr %280[%830] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %832 = llvm.load %831 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %833 = arith.extf %832 : bf16 to f32
          llvm.store %833, %356 {alignment = 16 : i64} : f32, !llvm.ptr
          %834 = arith.addi %557, %c89_i32 overflow<nsw> : i32
          %835 = arith.minsi %834, %c1047_i32 : i32
          %836 = llvm.getelementptr %280[%835] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %837 = llvm.load %836 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %838 = arith.extf %837 : bf16 to f32
          llvm.store %838, %357 {alignment = 4 : i64} : f32, !llvm.ptr
          %839 = arith.addi %557, %c88_i32 overflow<nsw> : i32
          %840 = arith.minsi %839, %c1047_i32 : i32
          %841 = llvm.getelementptr %280[%840] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %842 = llvm.load %841 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %843 = arith.extf %842 : bf16 to f32
          llvm.store %843, %358 {alignment = 8 : i64} : f32, !llvm.ptr
          %844 = arith.addi %557, %c89_i32 overflow<nsw> : i32
          %845 = arith.minsi %844, %c1047_i32 : i32
          %846 = llvm.getelementptr %280[%845] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %847 = llvm.load %846 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %848 = arith.extf %847 : bf16 to f32
          llvm.store %848, %359 {alignment = 4 : i64} : f32, !llvm.ptr
          %849 = llvm.load %7 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
          %850 = arith.mulf %296, %768 : vector<16xf32>
          %851 = arith.addf %850, %849 : vector<16xf32>
          %852 = arith.cmpf olt, %851, %cst_0 : vector<16xf32>
          %853 = arith.select %852, %cst_0, %851 : vector<16xi1>, vector<16xf32>
          %854 = arith.truncf %853 : vector<16xf32> to vector<16xbf16>
          llvm.store %854, %10 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
          %855 = arith.muli %751, %c4096_i32 overflow<nsw> : i32
          scf.for %arg15 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
            %1389 = arith.muli %arg15, %c8_i32 overflow<nsw> : i32
            %1390 = llvm.getelementptr %10[%1389] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %1391 = arith.muli %arg15, %c16_i32 overflow<nsw> : i32
            %1392 = llvm.getelementptr %102[%1391] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %1393 = llvm.load %1390 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
            %1394:4 = vector.to_elements %1393 : vector<4xi32>
            %1395 = llvm.ptrtoint %1392 : !llvm.ptr<3> to i64
            %1396 = arith.andi %1395, %c384_i64 : i64
            %1397 = arith.shrui %1396, %c3_i64 : i64
            %1398 = arith.xori %1395, %1397 : i64
            %1399 = llvm.inttoptr %1398 : i64 to !llvm.ptr<3>
            %1400 = llvm.getelementptr %1399[%855] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            nvvm.stmatrix %1400, %1394#0, %1394#1, %1394#2, %1394#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          scf.if %297 {
            %1389 = arith.muli %751, %c4096_i32 overflow<nsw> : i32
            %1390 = llvm.getelementptr %53[%1389] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %1391 = arith.addi %539, %c64_i32 overflow<nsw> : i32
            nvvm.cp.async.bulk.tensor.global.shared.cta %17, %1390, box[%1391, %538, %516] l2_cache_hint = %0 : !llvm.ptr, <3>
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
          }
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          %856 = arith.addi %751, %c1_i32 : i32
          %857 = arith.remsi %856, %c4_i32 : i32
          %858 = llvm.load %360 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %858, %11 {alignment = 32 : i64} : f32, !llvm.ptr
          %859 = llvm.load %361 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %859, %247 {alignment = 4 : i64} : f32, !llvm.ptr
          %860 = llvm.load %362 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %860, %249 {alignment = 8 : i64} : f32, !llvm.ptr
          %861 = llvm.load %363 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %861, %251 {alignment = 4 : i64} : f32, !llvm.ptr
          %862 = llvm.load %364 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %862, %253 {alignment = 16 : i64} : f32, !llvm.ptr
          %863 = llvm.load %365 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %863, %255 {alignment = 4 : i64} : f32, !llvm.ptr
          %864 = llvm.load %366 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %864, %257 {alignment = 8 : i64} : f32, !llvm.ptr
          %865 = llvm.load %367 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %865, %259 {alignment = 4 : i64} : f32, !llvm.ptr
          %866 = llvm.load %368 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %866, %261 {alignment = 32 : i64} : f32, !llvm.ptr
          %867 = llvm.load %369 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %867, %263 {alignment = 4 : i64} : f32, !llvm.ptr
          %868 = llvm.load %370 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %868, %265 {alignment = 8 : i64} : f32, !llvm.ptr
          %869 = llvm.load %371 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %869, %267 {alignment = 4 : i64} : f32, !llvm.ptr
          %870 = llvm.load %372 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %870, %269 {alignment = 16 : i64} : f32, !llvm.ptr
          %871 = llvm.load %373 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %871, %271 {alignment = 4 : i64} : f32, !llvm.ptr
          %872 = llvm.load %374 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %872, %273 {alignment = 8 : i64} : f32, !llvm.ptr
          %873 = llvm.load %375 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %873, %275 {alignment = 4 : i64} : f32, !llvm.ptr
          %874 = llvm.load %11 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
          %875 = arith.addi %557, %c96_i32 overflow<nsw> : i32
          %876 = arith.minsi %875, %c1047_i32 : i32
          %877 = llvm.getelementptr %280[%876] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %878 = llvm.load %877 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %879 = arith.extf %878 : bf16 to f32
          llvm.store %879, %6 {alignment = 32 : i64} : f32, !llvm.ptr
          %880 = arith.addi %557, %c97_i32 overflow<nsw> : i32
          %881 = arith.minsi %880, %c1047_i32 : i32
          %882 = llvm.getelementptr %280[%881] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %883 = llvm.load %882 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %884 = arith.extf %883 : bf16 to f32
          llvm.store %884, %376 {alignment = 4 : i64} : f32, !llvm.ptr
          %885 = arith.addi %557, %c96_i32 overflow<nsw> : i32
          %886 = arith.minsi %885, %c1047_i32 : i32
          %887 = llvm.getelementptr %280[%886] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %888 = llvm.load %887 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %889 = arith.extf %888 : bf16 to f32
          llvm.store %889, %377 {alignment = 8 : i64} : f32, !llvm.ptr
          %890 = arith.addi %557, %c97_i32 overflow<nsw> : i32
          %891 = arith.minsi %890, %c1047_i32 : i32
          %892 = llvm.getelementptr %280[%891] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %893 = llvm.load %892 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %894 = arith.extf %893 : bf16 to f32
          llvm.store %894, %378 {alignment = 4 : i64} : f32, !llvm.ptr
          %895 = arith.addi %557, %c104_i32 overflow<nsw> : i32
          %896 = arith.minsi %895, %c1047_i32 : i32
          %897 = llvm.getelementptr %280[%896] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %898 = llvm.load %897 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %899 = arith.extf %898 : bf16 to f32
          llvm.store %899, %379 {alignment = 16 : i64} : f32, !llvm.ptr
          %900 = arith.addi %557, %c105_i32 overflow<nsw> : i32
          %901 = arith.minsi %900, %c1047_i32 : i32
          %902 = llvm.getelementptr %280[%901] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %903 = llvm.load %902 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %904 = arith.extf %903 : bf16 to f32
          llvm.store %904, %380 {alignment = 4 : i64} : f32, !llvm.ptr
          %905 = arith.addi %557, %c104_i32 overflow<nsw> : i32
          %906 = arith.minsi %905, %c1047_i32 : i32
          %907 = llvm.getelementptr %280[%906] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %908 = llvm.load %907 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %909 = arith.extf %908 : bf16 to f32
          llvm.store %909, %381 {alignment = 8 : i64} : f32, !llvm.ptr
          %910 = arith.addi %557, %c105_i32 overflow<nsw> : i32
          %911 = arith.minsi %910, %c1047_i32 : i32
          %912 = llvm.getelementptr %280[%911] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %913 = llvm.load %912 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %914 = arith.extf %913 : bf16 to f32
          llvm.store %914, %382 {alignment = 4 : i64} : f32, !llvm.ptr
          %915 = arith.addi %557, %c112_i32 overflow<nsw> : i32
          %916 = arith.minsi %915, %c1047_i32 : i32
          %917 = llvm.getelementptr %280[%916] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %918 = llvm.load %917 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %919 = arith.extf %918 : bf16 to f32
          llvm.store %919, %383 {alignment = 32 : i64} : f32, !llvm.ptr
          %920 = arith.addi %557, %c113_i32 overflow<nsw> : i32
          %921 = arith.minsi %920, %c1047_i32 : i32
          %922 = llvm.getelementptr %280[%921] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %923 = llvm.load %922 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %924 = arith.extf %923 : bf16 to f32
          llvm.store %924, %384 {alignment = 4 : i64} : f32, !llvm.ptr
          %925 = arith.addi %557, %c112_i32 overflow<nsw> : i32
          %926 = arith.minsi %925, %c1047_i32 : i32
          %927 = llvm.getelementptr %280[%926] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %928 = llvm.load %927 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %929 = arith.extf %928 : bf16 to f32
          llvm.store %929, %385 {alignment = 8 : i64} : f32, !llvm.ptr
          %930 = arith.addi %557, %c113_i32 overflow<nsw> : i32
          %931 = arith.minsi %930, %c1047_i32 : i32
          %932 = llvm.getelementptr %280[%931] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %933 = llvm.load %932 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %934 = arith.extf %933 : bf16 to f32
          llvm.store %934, %386 {alignment = 4 : i64} : f32, !llvm.ptr
          %935 = arith.addi %557, %c120_i32 overflow<nsw> : i32
          %936 = arith.minsi %935, %c1047_i32 : i32
          %937 = llvm.getelementptr %280[%936] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %938 = llvm.load %937 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %939 = arith.extf %938 : bf16 to f32
          llvm.store %939, %387 {alignment = 16 : i64} : f32, !llvm.ptr
          %940 = arith.addi %557, %c121_i32 overflow<nsw> : i32
          %941 = arith.minsi %940, %c1047_i32 : i32
          %942 = llvm.getelementptr %280[%941] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %943 = llvm.load %942 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %944 = arith.extf %943 : bf16 to f32
          llvm.store %944, %388 {alignment = 4 : i64} : f32, !llvm.ptr
          %945 = arith.addi %557, %c120_i32 overflow<nsw> : i32
          %946 = arith.minsi %945, %c1047_i32 : i32
          %947 = llvm.getelementptr %280[%946] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %948 = llvm.load %947 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %949 = arith.extf %948 : bf16 to f32
          llvm.store %949, %389 {alignment = 8 : i64} : f32, !llvm.ptr
          %950 = arith.addi %557, %c121_i32 overflow<nsw> : i32
          %951 = arith.minsi %950, %c1047_i32 : i32
          %952 = llvm.getelementptr %280[%951] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %953 = llvm.load %952 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %954 = arith.extf %953 : bf16 to f32
          llvm.store %954, %390 {alignment = 4 : i64} : f32, !llvm.ptr
          %955 = llvm.load %6 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
          %956 = arith.mulf %296, %874 : vector<16xf32>
          %957 = arith.addf %956, %955 : vector<16xf32>
          %958 = arith.cmpf olt, %957, %cst_0 : vector<16xf32>
          %959 = arith.select %958, %cst_0, %957 : vector<16xi1>, vector<16xf32>
          %960 = arith.truncf %959 : vector<16xf32> to vector<16xbf16>
          llvm.store %960, %10 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
          %961 = arith.muli %857, %c4096_i32 overflow<nsw> : i32
          scf.for %arg15 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
            %1389 = arith.muli %arg15, %c8_i32 overflow<nsw> : i32
            %1390 = llvm.getelementptr %10[%1389] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %1391 = arith.muli %arg15, %c16_i32 overflow<nsw> : i32
            %1392 = llvm.getelementptr %102[%1391] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %1393 = llvm.load %1390 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
            %1394:4 = vector.to_elements %1393 : vector<4xi32>
            %1395 = llvm.ptrtoint %1392 : !llvm.ptr<3> to i64
            %1396 = arith.andi %1395, %c384_i64 : i64
            %1397 = arith.shrui %1396, %c3_i64 : i64
            %1398 = arith.xori %1395, %1397 : i64
            %1399 = llvm.inttoptr %1398 : i64 to !llvm.ptr<3>
            %1400 = llvm.getelementptr %1399[%961] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            nvvm.stmatrix %1400, %1394#0, %1394#1, %1394#2, %1394#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          scf.if %297 {
            %1389 = arith.muli %857, %c4096_i32 overflow<nsw> : i32
            %1390 = llvm.getelementptr %53[%1389] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %1391 = arith.addi %539, %c96_i32 overflow<nsw> : i32
            nvvm.cp.async.bulk.tensor.global.shared.cta %18, %1390, box[%1391, %538, %516] l2_cache_hint = %0 : !llvm.ptr, <3>
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
          }
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          %962 = arith.addi %857, %c1_i32 : i32
          %963 = arith.remsi %962, %c4_i32 : i32
          %964 = llvm.load %391 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %964, %11 {alignment = 32 : i64} : f32, !llvm.ptr
          %965 = llvm.load %392 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %965, %247 {alignment = 4 : i64} : f32, !llvm.ptr
          %966 = llvm.load %393 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %966, %249 {alignment = 8 : i64} : f32, !llvm.ptr
          %967 = llvm.load %394 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %967, %251 {alignment = 4 : i64} : f32, !llvm.ptr
          %968 = llvm.load %395 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %968, %253 {alignment = 16 : i64} : f32, !llvm.ptr
          %969 = llvm.load %396 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %969, %255 {alignment = 4 : i64} : f32, !llvm.ptr
          %970 = llvm.load %397 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %970, %257 {alignment = 8 : i64} : f32, !llvm.ptr
          %971 = llvm.load %398 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %971, %259 {alignment = 4 : i64} : f32, !llvm.ptr
          %972 = llvm.load %399 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %972, %261 {alignment = 32 : i64} : f32, !llvm.ptr
          %973 = llvm.load %400 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %973, %263 {alignment = 4 : i64} : f32, !llvm.ptr
          %974 = llvm.load %401 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %974, %265 {alignment = 8 : i64} : f32, !llvm.ptr
          %975 = llvm.load %402 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %975, %267 {alignment = 4 : i64} : f32, !llvm.ptr
          %976 = llvm.load %403 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %976, %269 {alignment = 16 : i64} : f32, !llvm.ptr
          %977 = llvm.load %404 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %977, %271 {alignment = 4 : i64} : f32, !llvm.ptr
          %978 = llvm.load %405 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %978, %273 {alignment = 8 : i64} : f32, !llvm.ptr
          %979 = llvm.load %406 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %979, %275 {alignment = 4 : i64} : f32, !llvm.ptr
          %980 = llvm.load %11 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
          %981 = arith.addi %557, %c128_i32 overflow<nsw> : i32
          %982 = arith.minsi %981, %c1047_i32 : i32
          %983 = llvm.getelementptr %280[%982] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %984 = llvm.load %983 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %985 = arith.extf %984 : bf16 to f32
          llvm.store %985, %5 {alignment = 32 : i64} : f32, !llvm.ptr
          %986 = arith.addi %557, %c129_i32 overflow<nsw> : i32
          %987 = arith.minsi %986, %c1047_i32 : i32
          %988 = llvm.getelementptr %280[%987] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %989 = llvm.load %988 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %990 = arith.extf %989 : bf16 to f32
          llvm.store %990, %407 {alignment = 4 : i64} : f32, !llvm.ptr
          %991 = arith.addi %557, %c128_i32 overflow<nsw> : i32
          %992 = arith.minsi %991, %c1047_i32 : i32
          %993 = llvm.getelementptr %280[%992] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %994 = llvm.load %993 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %995 = arith.extf %994 : bf16 to f32
          llvm.store %995, %408 {alignment = 8 : i64} : f32, !llvm.ptr
          %996 = arith.addi %557, %c129_i32 overflow<nsw> : i32
          %997 = arith.minsi %996, %c1047_i32 : i32
          %998 = llvm.getelementptr %280[%997] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %999 = llvm.load %998 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1000 = arith.extf %999 : bf16 to f32
          llvm.store %1000, %409 {alignment = 4 : i64} : f32, !llvm.ptr
          %1001 = arith.addi %557, %c136_i32 overflow<nsw> : i32
          %1002 = arith.minsi %1001, %c1047_i32 : i32
          %1003 = llvm.getelementptr %280[%1002] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1004 = llvm.load %1003 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1005 = arith.extf %1004 : bf16 to f32
          llvm.store %1005, %410 {alignment = 16 : i64} : f32, !llvm.ptr
          %1006 = arith.addi %557, %c137_i32 overflow<nsw> : i32
          %1007 = arith.minsi %1006, %c1047_i32 : i32
          %1008 = llvm.getelementptr %280[%1007] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1009 = llvm.load %1008 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1010 = arith.extf %1009 : bf16 to f32
          llvm.store %1010, %411 {alignment = 4 : i64} : f32, !llvm.ptr
          %1011 = arith.addi %557, %c136_i32 overflow<nsw> : i32
          %1012 = arith.minsi %1011, %c1047_i32 : i32
          %1013 = llvm.getelementptr %280[%1012] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1014 = llvm.load %1013 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1015 = arith.extf %1014 : bf16 to f32
          llvm.store %1015, %412 {alignment = 8 : i64} : f32, !llvm.ptr
          %1016 = arith.addi %557, %c137_i32 overflow<nsw> : i32
          %1017 = arith.minsi %1016, %c1047_i32 : i32
          %1018 = llvm.getelementptr %280[%1017] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1019 = llvm.load %1018 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1020 = arith.extf %1019 : bf16 to f32
          llvm.store %1020, %413 {alignment = 4 : i64} : f32, !llvm.ptr
          %1021 = arith.addi %557, %c144_i32 overflow<nsw> : i32
          %1022 = arith.minsi %1021, %c1047_i32 : i32
          %1023 = llvm.getelementptr %280[%1022] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1024 = llvm.load %1023 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1025 = arith.extf %1024 : bf16 to f32
          llvm.store %1025, %414 {alignment = 32 : i64} : f32, !llvm.ptr
          %1026 = arith.addi %557, %c145_i32 overflow<nsw> : i32
          %1027 = arith.minsi %1026, %c1047_i32 : i32
          %1028 = llvm.getelementptr %280[%1027] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1029 = llvm.load %1028 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1030 = arith.extf %1029 : bf16 to f32
          llvm.store %1030, %415 {alignment = 4 : i64} : f32, !llvm.ptr
          %1031 = arith.addi %557, %c144_i32 overflow<nsw> : i32
          %1032 = arith.minsi %1031, %c1047_i32 : i32
          %1033 = llvm.getelementptr %280[%1032] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1034 = llvm.load %1033 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1035 = arith.extf %1034 : bf16 to f32
          llvm.store %1035, %416 {alignment = 8 : i64} : f32, !llvm.ptr
          %1036 = arith.addi %557, %c145_i32 overflow<nsw> : i32
          %1037 = arith.minsi %1036, %c1047_i32 : i32
          %1038 = llvm.getelementptr %280[%1037] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1039 = llvm.load %1038 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1040 = arith.extf %1039 : bf16 to f32
          llvm.store %1040, %417 {alignment = 4 : i64} : f32, !llvm.ptr
          %1041 = arith.addi %557, %c152_i32 overflow<nsw> : i32
          %1042 = arith.minsi %1041, %c1047_i32 : i32
          %1043 = llvm.getelementptr %280[%1042] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1044 = llvm.load %1043 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1045 = arith.extf %1044 : bf16 to f32
          llvm.store %1045, %418 {alignment = 16 : i64} : f32, !llvm.ptr
          %1046 = arith.addi %557, %c153_i32 overflow<nsw> : i32
          %1047 = arith.minsi %1046, %c1047_i32 : i32
          %1048 = llvm.getelementptr %280[%1047] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1049 = llvm.load %1048 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1050 = arith.extf %1049 : bf16 to f32
          llvm.store %1050, %419 {alignment = 4 : i64} : f32, !llvm.ptr
          %1051 = arith.addi %557, %c152_i32 overflow<nsw> : i32
          %1052 = arith.minsi %1051, %c1047_i32 : i32
          %1053 = llvm.getelementptr %280[%1052] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1054 = llvm.load %1053 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1055 = arith.extf %1054 : bf16 to f32
          llvm.store %1055, %420 {alignment = 8 : i64} : f32, !llvm.ptr
          %1056 = arith.addi %557, %c153_i32 overflow<nsw> : i32
          %1057 = arith.minsi %1056, %c1047_i32 : i32
          %1058 = llvm.getelementptr %280[%1057] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1059 = llvm.load %1058 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1060 = arith.extf %1059 : bf16 to f32
          llvm.store %1060, %421 {alignment = 4 : i64} : f32, !llvm.ptr
          %1061 = llvm.load %5 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
          %1062 = arith.mulf %296, %980 : vector<16xf32>
          %1063 = arith.addf %1062, %1061 : vector<16xf32>
          %1064 = arith.cmpf olt, %1063, %cst_0 : vector<16xf32>
          %1065 = arith.select %1064, %cst_0, %1063 : vector<16xi1>, vector<16xf32>
          %1066 = arith.truncf %1065 : vector<16xf32> to vector<16xbf16>
          llvm.store %1066, %10 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
          %1067 = arith.muli %963, %c4096_i32 overflow<nsw> : i32
          scf.for %arg15 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
            %1389 = arith.muli %arg15, %c8_i32 overflow<nsw> : i32
            %1390 = llvm.getelementptr %10[%1389] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %1391 = arith.muli %arg15, %c16_i32 overflow<nsw> : i32
            %1392 = llvm.getelementptr %102[%1391] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %1393 = llvm.load %1390 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
            %1394:4 = vector.to_elements %1393 : vector<4xi32>
            %1395 = llvm.ptrtoint %1392 : !llvm.ptr<3> to i64
            %1396 = arith.andi %1395, %c384_i64 : i64
            %1397 = arith.shrui %1396, %c3_i64 : i64
            %1398 = arith.xori %1395, %1397 : i64
            %1399 = llvm.inttoptr %1398 : i64 to !llvm.ptr<3>
            %1400 = llvm.getelementptr %1399[%1067] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            nvvm.stmatrix %1400, %1394#0, %1394#1, %1394#2, %1394#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          scf.if %297 {
            %1389 = arith.muli %963, %c4096_i32 overflow<nsw> : i32
            %1390 = llvm.getelementptr %53[%1389] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %1391 = arith.addi %539, %c128_i32 overflow<nsw> : i32
            nvvm.cp.async.bulk.tensor.global.shared.cta %19, %1390, box[%1391, %538, %516] l2_cache_hint = %0 : !llvm.ptr, <3>
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
          }
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          %1068 = arith.addi %963, %c1_i32 : i32
          %1069 = arith.remsi %1068, %c4_i32 : i32
          %1070 = llvm.load %422 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %1070, %11 {alignment = 32 : i64} : f32, !llvm.ptr
          %1071 = llvm.load %423 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %1071, %247 {alignment = 4 : i64} : f32, !llvm.ptr
          %1072 = llvm.load %424 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %1072, %249 {alignment = 8 : i64} : f32, !llvm.ptr
          %1073 = llvm.load %425 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %1073, %251 {alignment = 4 : i64} : f32, !llvm.ptr
          %1074 = llvm.load %426 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %1074, %253 {alignment = 16 : i64} : f32, !llvm.ptr
          %1075 = llvm.load %427 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %1075, %255 {alignment = 4 : i64} : f32, !llvm.ptr
          %1076 = llvm.load %428 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %1076, %257 {alignment = 8 : i64} : f32, !llvm.ptr
          %1077 = llvm.load %429 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %1077, %259 {alignment = 4 : i64} : f32, !llvm.ptr
          %1078 = llvm.load %430 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %1078, %261 {alignment = 32 : i64} : f32, !llvm.ptr
          %1079 = llvm.load %431 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %1079, %263 {alignment = 4 : i64} : f32, !llvm.ptr
          %1080 = llvm.load %432 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %1080, %265 {alignment = 8 : i64} : f32, !llvm.ptr
          %1081 = llvm.load %433 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %1081, %267 {alignment = 4 : i64} : f32, !llvm.ptr
          %1082 = llvm.load %434 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %1082, %269 {alignment = 16 : i64} : f32, !llvm.ptr
          %1083 = llvm.load %435 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %1083, %271 {alignment = 4 : i64} : f32, !llvm.ptr
          %1084 = llvm.load %436 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %1084, %273 {alignment = 8 : i64} : f32, !llvm.ptr
          %1085 = llvm.load %437 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %1085, %275 {alignment = 4 : i64} : f32, !llvm.ptr
          %1086 = llvm.load %11 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
          %1087 = arith.addi %557, %c160_i32 overflow<nsw> : i32
          %1088 = arith.minsi %1087, %c1047_i32 : i32
          %1089 = llvm.getelementptr %280[%1088] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1090 = llvm.load %1089 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1091 = arith.extf %1090 : bf16 to f32
          llvm.store %1091, %4 {alignment = 32 : i64} : f32, !llvm.ptr
          %1092 = arith.addi %557, %c161_i32 overflow<nsw> : i32
          %1093 = arith.minsi %1092, %c1047_i32 : i32
          %1094 = llvm.getelementptr %280[%1093] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1095 = llvm.load %1094 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1096 = arith.extf %1095 : bf16 to f32
          llvm.store %1096, %438 {alignment = 4 : i64} : f32, !llvm.ptr
          %1097 = arith.addi %557, %c160_i32 overflow<nsw> : i32
          %1098 = arith.minsi %1097, %c1047_i32 : i32
          %1099 = llvm.getelementptr %280[%1098] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1100 = llvm.load %1099 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1101 = arith.extf %1100 : bf16 to f32
          llvm.store %1101, %439 {alignment = 8 : i64} : f32, !llvm.ptr
          %1102 = arith.addi %557, %c161_i32 overflow<nsw> : i32
          %1103 = arith.minsi %1102, %c1047_i32 : i32
          %1104 = llvm.getelementptr %280[%1103] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1105 = llvm.load %1104 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1106 = arith.extf %1105 : bf16 to f32
          llvm.store %1106, %440 {alignment = 4 : i64} : f32, !llvm.ptr
          %1107 = arith.addi %557, %c168_i32 overflow<nsw> : i32
          %1108 = arith.minsi %1107, %c1047_i32 : i32
          %1109 = llvm.getelementptr %280[%1108] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1110 = llvm.load %1109 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1111 = arith.extf %1110 : bf16 to f32
          llvm.store %1111, %441 {alignment = 16 : i64} : f32, !llvm.ptr
          %1112 = arith.addi %557, %c169_i32 overflow<nsw> : i32
          %1113 = arith.minsi %1112, %c1047_i32 : i32
          %1114 = llvm.getelementptr %280[%1113] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1115 = llvm.load %1114 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1116 = arith.extf %1115 : bf16 to f32
          llvm.store %1116, %442 {alignment = 4 : i64} : f32, !llvm.ptr
          %1117 = arith.addi %557, %c168_i32 overflow<nsw> : i32
          %1118 = arith.minsi %1117, %c1047_i32 : i32
          %1119 = llvm.getelementptr %280[%1118] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1120 = llvm.load %1119 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1121 = arith.extf %1120 : bf16 to f32
          llvm.store %1121, %443 {alignment = 8 : i64} : f32, !llvm.ptr
          %1122 = arith.addi %557, %c169_i32 overflow<nsw> : i32
          %1123 = arith.minsi %1122, %c1047_i32 : i32
          %1124 = llvm.getelementptr %280[%1123] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1125 = llvm.load %1124 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1126 = arith.extf %1125 : bf16 to f32
          llvm.store %1126, %444 {alignment = 4 : i64} : f32, !llvm.ptr
          %1127 = arith.addi %557, %c176_i32 overflow<nsw> : i32
          %1128 = arith.minsi %1127, %c1047_i32 : i32
          %1129 = llvm.getelementptr %280[%1128] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1130 = llvm.load %1129 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1131 = arith.extf %1130 : bf16 to f32
          llvm.store %1131, %445 {alignment = 32 : i64} : f32, !llvm.ptr
          %1132 = arith.addi %557, %c177_i32 overflow<nsw> : i32
          %1133 = arith.minsi %1132, %c1047_i32 : i32
          %1134 = llvm.getelementptr %280[%1133] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1135 = llvm.load %1134 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1136 = arith.extf %1135 : bf16 to f32
          llvm.store %1136, %446 {alignment = 4 : i64} : f32, !llvm.ptr
          %1137 = arith.addi %557, %c176_i32 overflow<nsw> : i32
          %1138 = arith.minsi %1137, %c1047_i32 : i32
          %1139 = llvm.getelementptr %280[%1138] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1140 = llvm.load %1139 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1141 = arith.extf %1140 : bf16 to f32
          llvm.store %1141, %447 {alignment = 8 : i64} : f32, !llvm.ptr
          %1142 = arith.addi %557, %c177_i32 overflow<nsw> : i32
          %1143 = arith.minsi %1142, %c1047_i32 : i32
          %1144 = llvm.getelementptr %280[%1143] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1145 = llvm.load %1144 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1146 = arith.extf %1145 : bf16 to f32
          llvm.store %1146, %448 {alignment = 4 : i64} : f32, !llvm.ptr
          %1147 = arith.addi %557, %c184_i32 overflow<nsw> : i32
          %1148 = arith.minsi %1147, %c1047_i32 : i32
          %1149 = llvm.getelementptr %280[%1148] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1150 = llvm.load %1149 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1151 = arith.extf %1150 : bf16 to f32
          llvm.store %1151, %449 {alignment = 16 : i64} : f32, !llvm.ptr
          %1152 = arith.addi %557, %c185_i32 overflow<nsw> : i32
          %1153 = arith.minsi %1152, %c1047_i32 : i32
          %1154 = llvm.getelementptr %280[%1153] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1155 = llvm.load %1154 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1156 = arith.extf %1155 : bf16 to f32
          llvm.store %1156, %450 {alignment = 4 : i64} : f32, !llvm.ptr
          %1157 = arith.addi %557, %c184_i32 overflow<nsw> : i32
          %1158 = arith.minsi %1157, %c1047_i32 : i32
          %1159 = llvm.getelementptr %280[%1158] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1160 = llvm.load %1159 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1161 = arith.extf %1160 : bf16 to f32
          llvm.store %1161, %451 {alignment = 8 : i64} : f32, !llvm.ptr
          %1162 = arith.addi %557, %c185_i32 overflow<nsw> : i32
          %1163 = arith.minsi %1162, %c1047_i32 : i32
          %1164 = llvm.getelementptr %280[%1163] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1165 = llvm.load %1164 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1166 = arith.extf %1165 : bf16 to f32
          llvm.store %1166, %452 {alignment = 4 : i64} : f32, !llvm.ptr
          %1167 = llvm.load %4 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
          %1168 = arith.mulf %296, %1086 : vector<16xf32>
          %1169 = arith.addf %1168, %1167 : vector<16xf32>
          %1170 = arith.cmpf olt, %1169, %cst_0 : vector<16xf32>
          %1171 = arith.select %1170, %cst_0, %1169 : vector<16xi1>, vector<16xf32>
          %1172 = arith.truncf %1171 : vector<16xf32> to vector<16xbf16>
          llvm.store %1172, %10 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
          %1173 = arith.muli %1069, %c4096_i32 overflow<nsw> : i32
          scf.for %arg15 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
            %1389 = arith.muli %arg15, %c8_i32 overflow<nsw> : i32
            %1390 = llvm.getelementptr %10[%1389] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %1391 = arith.muli %arg15, %c16_i32 overflow<nsw> : i32
            %1392 = llvm.getelementptr %102[%1391] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %1393 = llvm.load %1390 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
            %1394:4 = vector.to_elements %1393 : vector<4xi32>
            %1395 = llvm.ptrtoint %1392 : !llvm.ptr<3> to i64
            %1396 = arith.andi %1395, %c384_i64 : i64
            %1397 = arith.shrui %1396, %c3_i64 : i64
            %1398 = arith.xori %1395, %1397 : i64
            %1399 = llvm.inttoptr %1398 : i64 to !llvm.ptr<3>
            %1400 = llvm.getelementptr %1399[%1173] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            nvvm.stmatrix %1400, %1394#0, %1394#1, %1394#2, %1394#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          scf.if %297 {
            %1389 = arith.muli %1069, %c4096_i32 overflow<nsw> : i32
            %1390 = llvm.getelementptr %53[%1389] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %1391 = arith.addi %539, %c160_i32 overflow<nsw> : i32
            nvvm.cp.async.bulk.tensor.global.shared.cta %20, %1390, box[%1391, %538, %516] l2_cache_hint = %0 : !llvm.ptr, <3>
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
          }
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          %1174 = arith.addi %1069, %c1_i32 : i32
          %1175 = arith.remsi %1174, %c4_i32 : i32
          %1176 = llvm.load %453 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %1176, %11 {alignment = 32 : i64} : f32, !llvm.ptr
          %1177 = llvm.load %454 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %1177, %247 {alignment = 4 : i64} : f32, !llvm.ptr
          %1178 = llvm.load %455 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %1178, %249 {alignment = 8 : i64} : f32, !llvm.ptr
          %1179 = llvm.load %456 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %1179, %251 {alignment = 4 : i64} : f32, !llvm.ptr
          %1180 = llvm.load %457 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %1180, %253 {alignment = 16 : i64} : f32, !llvm.ptr
          %1181 = llvm.load %458 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %1181, %255 {alignment = 4 : i64} : f32, !llvm.ptr
          %1182 = llvm.load %459 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %1182, %257 {alignment = 8 : i64} : f32, !llvm.ptr
          %1183 = llvm.load %460 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %1183, %259 {alignment = 4 : i64} : f32, !llvm.ptr
          %1184 = llvm.load %461 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %1184, %261 {alignment = 32 : i64} : f32, !llvm.ptr
          %1185 = llvm.load %462 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %1185, %263 {alignment = 4 : i64} : f32, !llvm.ptr
          %1186 = llvm.load %463 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %1186, %265 {alignment = 8 : i64} : f32, !llvm.ptr
          %1187 = llvm.load %464 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %1187, %267 {alignment = 4 : i64} : f32, !llvm.ptr
          %1188 = llvm.load %465 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %1188, %269 {alignment = 16 : i64} : f32, !llvm.ptr
          %1189 = llvm.load %466 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %1189, %271 {alignment = 4 : i64} : f32, !llvm.ptr
          %1190 = llvm.load %467 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %1190, %273 {alignment = 8 : i64} : f32, !llvm.ptr
          %1191 = llvm.load %468 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %1191, %275 {alignment = 4 : i64} : f32, !llvm.ptr
          %1192 = llvm.load %11 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
          %1193 = arith.addi %557, %c192_i32 overflow<nsw> : i32
          %1194 = arith.minsi %1193, %c1047_i32 : i32
          %1195 = llvm.getelementptr %280[%1194] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1196 = llvm.load %1195 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1197 = arith.extf %1196 : bf16 to f32
          llvm.store %1197, %3 {alignment = 32 : i64} : f32, !llvm.ptr
          %1198 = arith.addi %557, %c193_i32 overflow<nsw> : i32
          %1199 = arith.minsi %1198, %c1047_i32 : i32
          %1200 = llvm.getelementptr %280[%1199] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1201 = llvm.load %1200 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1202 = arith.extf %1201 : bf16 to f32
          llvm.store %1202, %469 {alignment = 4 : i64} : f32, !llvm.ptr
          %1203 = arith.addi %557, %c192_i32 overflow<nsw> : i32
          %1204 = arith.minsi %1203, %c1047_i32 : i32
          %1205 = llvm.getelementptr %280[%1204] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1206 = llvm.load %1205 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1207 = arith.extf %1206 : bf16 to f32
          llvm.store %1207, %470 {alignment = 8 : i64} : f32, !llvm.ptr
          %1208 = arith.addi %557, %c193_i32 overflow<nsw> : i32
          %1209 = arith.minsi %1208, %c1047_i32 : i32
          %1210 = llvm.getelementptr %280[%1209] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1211 = llvm.load %1210 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1212 = arith.extf %1211 : bf16 to f32
          llvm.store %1212, %471 {alignment = 4 : i64} : f32, !llvm.ptr
          %1213 = arith.addi %557, %c200_i32 overflow<nsw> : i32
          %1214 = arith.minsi %1213, %c1047_i32 : i32
          %1215 = llvm.getelementptr %280[%1214] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1216 = llvm.load %1215 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1217 = arith.extf %1216 : bf16 to f32
          llvm.store %1217, %472 {alignment = 16 : i64} : f32, !llvm.ptr
          %1218 = arith.addi %557, %c201_i32 overflow<nsw> : i32
          %1219 = arith.minsi %1218, %c1047_i32 : i32
          %1220 = llvm.getelementptr %280[%1219] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1221 = llvm.load %1220 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1222 = arith.extf %1221 : bf16 to f32
          llvm.store %1222, %473 {alignment = 4 : i64} : f32, !llvm.ptr
          %1223 = arith.addi %557, %c200_i32 overflow<nsw> : i32
          %1224 = arith.minsi %1223, %c1047_i32 : i32
          %1225 = llvm.getelementptr %280[%1224] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1226 = llvm.load %1225 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1227 = arith.extf %1226 : bf16 to f32
          llvm.store %1227, %474 {alignment = 8 : i64} : f32, !llvm.ptr
          %1228 = arith.addi %557, %c201_i32 overflow<nsw> : i32
          %1229 = arith.minsi %1228, %c1047_i32 : i32
          %1230 = llvm.getelementptr %280[%1229] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1231 = llvm.load %1230 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1232 = arith.extf %1231 : bf16 to f32
          llvm.store %1232, %475 {alignment = 4 : i64} : f32, !llvm.ptr
          %1233 = arith.addi %557, %c208_i32 overflow<nsw> : i32
          %1234 = arith.minsi %1233, %c1047_i32 : i32
          %1235 = llvm.getelementptr %280[%1234] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1236 = llvm.load %1235 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1237 = arith.extf %1236 : bf16 to f32
          llvm.store %1237, %476 {alignment = 32 : i64} : f32, !llvm.ptr
          %1238 = arith.addi %557, %c209_i32 overflow<nsw> : i32
          %1239 = arith.minsi %1238, %c1047_i32 : i32
          %1240 = llvm.getelementptr %280[%1239] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1241 = llvm.load %1240 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1242 = arith.extf %1241 : bf16 to f32
          llvm.store %1242, %477 {alignment = 4 : i64} : f32, !llvm.ptr
          %1243 = arith.addi %557, %c208_i32 overflow<nsw> : i32
          %1244 = arith.minsi %1243, %c1047_i32 : i32
          %1245 = llvm.getelementptr %280[%1244] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1246 = llvm.load %1245 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1247 = arith.extf %1246 : bf16 to f32
          llvm.store %1247, %478 {alignment = 8 : i64} : f32, !llvm.ptr
          %1248 = arith.addi %557, %c209_i32 overflow<nsw> : i32
          %1249 = arith.minsi %1248, %c1047_i32 : i32
          %1250 = llvm.getelementptr %280[%1249] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1251 = llvm.load %1250 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1252 = arith.extf %1251 : bf16 to f32
          llvm.store %1252, %479 {alignment = 4 : i64} : f32, !llvm.ptr
          %1253 = arith.addi %557, %c216_i32 overflow<nsw> : i32
          %1254 = arith.minsi %1253, %c1047_i32 : i32
          %1255 = llvm.getelementptr %280[%1254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1256 = llvm.load %1255 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1257 = arith.extf %1256 : bf16 to f32
          llvm.store %1257, %480 {alignment = 16 : i64} : f32, !llvm.ptr
          %1258 = arith.addi %557, %c217_i32 overflow<nsw> : i32
          %1259 = arith.minsi %1258, %c1047_i32 : i32
          %1260 = llvm.getelementptr %280[%1259] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1261 = llvm.load %1260 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1262 = arith.extf %1261 : bf16 to f32
          llvm.store %1262, %481 {alignment = 4 : i64} : f32, !llvm.ptr
          %1263 = arith.addi %557, %c216_i32 overflow<nsw> : i32
          %1264 = arith.minsi %1263, %c1047_i32 : i32
          %1265 = llvm.getelementptr %280[%1264] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1266 = llvm.load %1265 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1267 = arith.extf %1266 : bf16 to f32
          llvm.store %1267, %482 {alignment = 8 : i64} : f32, !llvm.ptr
          %1268 = arith.addi %557, %c217_i32 overflow<nsw> : i32
          %1269 = arith.minsi %1268, %c1047_i32 : i32
          %1270 = llvm.getelementptr %280[%1269] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1271 = llvm.load %1270 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1272 = arith.extf %1271 : bf16 to f32
          llvm.store %1272, %483 {alignment = 4 : i64} : f32, !llvm.ptr
          %1273 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
          %1274 = arith.mulf %296, %1192 : vector<16xf32>
          %1275 = arith.addf %1274, %1273 : vector<16xf32>
          %1276 = arith.cmpf olt, %1275, %cst_0 : vector<16xf32>
          %1277 = arith.select %1276, %cst_0, %1275 : vector<16xi1>, vector<16xf32>
          %1278 = arith.truncf %1277 : vector<16xf32> to vector<16xbf16>
          llvm.store %1278, %10 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
          %1279 = arith.muli %1175, %c4096_i32 overflow<nsw> : i32
          scf.for %arg15 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
            %1389 = arith.muli %arg15, %c8_i32 overflow<nsw> : i32
            %1390 = llvm.getelementptr %10[%1389] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %1391 = arith.muli %arg15, %c16_i32 overflow<nsw> : i32
            %1392 = llvm.getelementptr %102[%1391] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %1393 = llvm.load %1390 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
            %1394:4 = vector.to_elements %1393 : vector<4xi32>
            %1395 = llvm.ptrtoint %1392 : !llvm.ptr<3> to i64
            %1396 = arith.andi %1395, %c384_i64 : i64
            %1397 = arith.shrui %1396, %c3_i64 : i64
            %1398 = arith.xori %1395, %1397 : i64
            %1399 = llvm.inttoptr %1398 : i64 to !llvm.ptr<3>
            %1400 = llvm.getelementptr %1399[%1279] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            nvvm.stmatrix %1400, %1394#0, %1394#1, %1394#2, %1394#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          scf.if %297 {
            %1389 = arith.muli %1175, %c4096_i32 overflow<nsw> : i32
            %1390 = llvm.getelementptr %53[%1389] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %1391 = arith.addi %539, %c192_i32 overflow<nsw> : i32
            nvvm.cp.async.bulk.tensor.global.shared.cta %21, %1390, box[%1391, %538, %516] l2_cache_hint = %0 : !llvm.ptr, <3>
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
          }
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          %1280 = arith.addi %1175, %c1_i32 : i32
          %1281 = arith.remsi %1280, %c4_i32 : i32
          %1282 = llvm.load %484 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %1282, %11 {alignment = 32 : i64} : f32, !llvm.ptr
          %1283 = llvm.load %485 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %1283, %247 {alignment = 4 : i64} : f32, !llvm.ptr
          %1284 = llvm.load %486 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %1284, %249 {alignment = 8 : i64} : f32, !llvm.ptr
          %1285 = llvm.load %487 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %1285, %251 {alignment = 4 : i64} : f32, !llvm.ptr
          %1286 = llvm.load %488 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %1286, %253 {alignment = 16 : i64} : f32, !llvm.ptr
          %1287 = llvm.load %489 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %1287, %255 {alignment = 4 : i64} : f32, !llvm.ptr
          %1288 = llvm.load %490 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %1288, %257 {alignment = 8 : i64} : f32, !llvm.ptr
          %1289 = llvm.load %491 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %1289, %259 {alignment = 4 : i64} : f32, !llvm.ptr
          %1290 = llvm.load %492 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %1290, %261 {alignment = 32 : i64} : f32, !llvm.ptr
          %1291 = llvm.load %493 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %1291, %263 {alignment = 4 : i64} : f32, !llvm.ptr
          %1292 = llvm.load %494 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %1292, %265 {alignment = 8 : i64} : f32, !llvm.ptr
          %1293 = llvm.load %495 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %1293, %267 {alignment = 4 : i64} : f32, !llvm.ptr
          %1294 = llvm.load %496 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %1294, %269 {alignment = 16 : i64} : f32, !llvm.ptr
          %1295 = llvm.load %497 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %1295, %271 {alignment = 4 : i64} : f32, !llvm.ptr
          %1296 = llvm.load %498 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %1296, %273 {alignment = 8 : i64} : f32, !llvm.ptr
          %1297 = llvm.load %499 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %1297, %275 {alignment = 4 : i64} : f32, !llvm.ptr
          %1298 = llvm.load %11 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
          %1299 = arith.addi %557, %c224_i32 overflow<nsw> : i32
          %1300 = arith.minsi %1299, %c1047_i32 : i32
          %1301 = llvm.getelementptr %280[%1300] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1302 = llvm.load %1301 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1303 = arith.extf %1302 : bf16 to f32
          llvm.store %1303, %2 {alignment = 32 : i64} : f32, !llvm.ptr
          %1304 = arith.addi %557, %c225_i32 overflow<nsw> : i32
          %1305 = arith.minsi %1304, %c1047_i32 : i32
          %1306 = llvm.getelementptr %280[%1305] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1307 = llvm.load %1306 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1308 = arith.extf %1307 : bf16 to f32
          llvm.store %1308, %500 {alignment = 4 : i64} : f32, !llvm.ptr
          %1309 = arith.addi %557, %c224_i32 overflow<nsw> : i32
          %1310 = arith.minsi %1309, %c1047_i32 : i32
          %1311 = llvm.getelementptr %280[%1310] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1312 = llvm.load %1311 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1313 = arith.extf %1312 : bf16 to f32
          llvm.store %1313, %501 {alignment = 8 : i64} : f32, !llvm.ptr
          %1314 = arith.addi %557, %c225_i32 overflow<nsw> : i32
          %1315 = arith.minsi %1314, %c1047_i32 : i32
          %1316 = llvm.getelementptr %280[%1315] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1317 = llvm.load %1316 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1318 = arith.extf %1317 : bf16 to f32
          llvm.store %1318, %502 {alignment = 4 : i64} : f32, !llvm.ptr
          %1319 = arith.addi %557, %c232_i32 overflow<nsw> : i32
          %1320 = arith.minsi %1319, %c1047_i32 : i32
          %1321 = llvm.getelementptr %280[%1320] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1322 = llvm.load %1321 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1323 = arith.extf %1322 : bf16 to f32
          llvm.store %1323, %503 {alignment = 16 : i64} : f32, !llvm.ptr
          %1324 = arith.addi %557, %c233_i32 overflow<nsw> : i32
          %1325 = arith.minsi %1324, %c1047_i32 : i32
          %1326 = llvm.getelementptr %280[%1325] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1327 = llvm.load %1326 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1328 = arith.extf %1327 : bf16 to f32
          llvm.store %1328, %504 {alignment = 4 : i64} : f32, !llvm.ptr
          %1329 = arith.addi %557, %c232_i32 overflow<nsw> : i32
          %1330 = arith.minsi %1329, %c1047_i32 : i32
          %1331 = llvm.getelementptr %280[%1330] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1332 = llvm.load %1331 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1333 = arith.extf %1332 : bf16 to f32
          llvm.store %1333, %505 {alignment = 8 : i64} : f32, !llvm.ptr
          %1334 = arith.addi %557, %c233_i32 overflow<nsw> : i32
          %1335 = arith.minsi %1334, %c1047_i32 : i32
          %1336 = llvm.getelementptr %280[%1335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1337 = llvm.load %1336 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1338 = arith.extf %1337 : bf16 to f32
          llvm.store %1338, %506 {alignment = 4 : i64} : f32, !llvm.ptr
          %1339 = arith.addi %557, %c240_i32 overflow<nsw> : i32
          %1340 = arith.minsi %1339, %c1047_i32 : i32
          %1341 = llvm.getelementptr %280[%1340] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1342 = llvm.load %1341 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1343 = arith.extf %1342 : bf16 to f32
          llvm.store %1343, %507 {alignment = 32 : i64} : f32, !llvm.ptr
          %1344 = arith.addi %557, %c241_i32 overflow<nsw> : i32
          %1345 = arith.minsi %1344, %c1047_i32 : i32
          %1346 = llvm.getelementptr %280[%1345] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1347 = llvm.load %1346 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1348 = arith.extf %1347 : bf16 to f32
          llvm.store %1348, %508 {alignment = 4 : i64} : f32, !llvm.ptr
          %1349 = arith.addi %557, %c240_i32 overflow<nsw> : i32
          %1350 = arith.minsi %1349, %c1047_i32 : i32
          %1351 = llvm.getelementptr %280[%1350] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1352 = llvm.load %1351 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1353 = arith.extf %1352 : bf16 to f32
          llvm.store %1353, %509 {alignment = 8 : i64} : f32, !llvm.ptr
          %1354 = arith.addi %557, %c241_i32 overflow<nsw> : i32
          %1355 = arith.minsi %1354, %c1047_i32 : i32
          %1356 = llvm.getelementptr %280[%1355] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1357 = llvm.load %1356 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1358 = arith.extf %1357 : bf16 to f32
          llvm.store %1358, %510 {alignment = 4 : i64} : f32, !llvm.ptr
          %1359 = arith.addi %557, %c248_i32 overflow<nsw> : i32
          %1360 = arith.minsi %1359, %c1047_i32 : i32
          %1361 = llvm.getelementptr %280[%1360] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1362 = llvm.load %1361 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1363 = arith.extf %1362 : bf16 to f32
          llvm.store %1363, %511 {alignment = 16 : i64} : f32, !llvm.ptr
          %1364 = arith.addi %557, %c249_i32 overflow<nsw> : i32
          %1365 = arith.minsi %1364, %c1047_i32 : i32
          %1366 = llvm.getelementptr %280[%1365] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1367 = llvm.load %1366 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1368 = arith.extf %1367 : bf16 to f32
          llvm.store %1368, %512 {alignment = 4 : i64} : f32, !llvm.ptr
          %1369 = arith.addi %557, %c248_i32 overflow<nsw> : i32
          %1370 = arith.minsi %1369, %c1047_i32 : i32
          %1371 = llvm.getelementptr %280[%1370] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1372 = llvm.load %1371 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1373 = arith.extf %1372 : bf16 to f32
          llvm.store %1373, %513 {alignment = 8 : i64} : f32, !llvm.ptr
          %1374 = arith.addi %557, %c249_i32 overflow<nsw> : i32
          %1375 = arith.minsi %1374, %c1047_i32 : i32
          %1376 = llvm.getelementptr %280[%1375] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %1377 = llvm.load %1376 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
          %1378 = arith.extf %1377 : bf16 to f32
          llvm.store %1378, %514 {alignment = 4 : i64} : f32, !llvm.ptr
          %1379 = llvm.load %2 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
          %1380 = arith.mulf %296, %1298 : vector<16xf32>
          %1381 = arith.addf %1380, %1379 : vector<16xf32>
          %1382 = arith.cmpf olt, %1381, %cst_0 : vector<16xf32>
          %1383 = arith.select %1382, %cst_0, %1381 : vector<16xi1>, vector<16xf32>
          %1384 = arith.truncf %1383 : vector<16xf32> to vector<16xbf16>
          llvm.store %1384, %10 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
          %1385 = arith.muli %1281, %c4096_i32 overflow<nsw> : i32
          scf.for %arg15 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
            %1389 = arith.muli %arg15, %c8_i32 overflow<nsw> : i32
            %1390 = llvm.getelementptr %10[%1389] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %1391 = arith.muli %arg15, %c16_i32 overflow<nsw> : i32
            %1392 = llvm.getelementptr %102[%1391] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %1393 = llvm.load %1390 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
            %1394:4 = vector.to_elements %1393 : vector<4xi32>
            %1395 = llvm.ptrtoint %1392 : !llvm.ptr<3> to i64
            %1396 = arith.andi %1395, %c384_i64 : i64
            %1397 = arith.shrui %1396, %c3_i64 : i64
            %1398 = arith.xori %1395, %1397 : i64
            %1399 = llvm.inttoptr %1398 : i64 to !llvm.ptr<3>
            %1400 = llvm.getelementptr %1399[%1385] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            nvvm.stmatrix %1400, %1394#0, %1394#1, %1394#2, %1394#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          scf.if %297 {
            %1389 = arith.muli %1281, %c4096_i32 overflow<nsw> : i32
            %1390 = llvm.getelementptr %53[%1389] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %1391 = arith.addi %539, %c224_i32 overflow<nsw> : i32
            nvvm.cp.async.bulk.tensor.global.shared.cta %22, %1390, box[%1391, %538, %516] l2_cache_hint = %0 : !llvm.ptr, <3>
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
          }
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          %1386 = arith.addi %1281, %c1_i32 : i32
          %1387 = arith.remsi %1386, %c4_i32 : i32
          %1388 = arith.addi %arg7, %45 : i32
          scf.yield %1387, %1388, %531, %534, %536, %537, %532#3, %532#4, %532#5 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32
        }
        nvvm.cp.async.bulk.wait_group 0 {read}
      }
      return
    }
  }
  func.func @cutlass___call___cute_irkernelsgemm_sm90_hc5c065b2(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %0 = ub.poison : !llvm_struct_2ed770
    %1 = ub.poison : !llvm.struct<(i1)>
    %c230400_i64 = arith.constant 230400 : i64
    %c2233785415175766016_i64 = arith.constant 2233785415175766016 : i64
    %c4290672329751_i64 = arith.constant 4290672329751 : i64
    %c131000_i64 = arith.constant 131000 : i64
    %c562643092770_i64 = arith.constant 562643092770 : i64
    %c4496830759431_i64 = arith.constant 4496830759431 : i64
    %c68120_i64 = arith.constant 68120 : i64
    %c127_i64 = arith.constant 127 : i64
    %c4539628424389459968_i64 = arith.constant 4539628424389459968 : i64
    %c1_i64 = arith.constant 1 : i64
    %c4290672329223_i64 = arith.constant 4290672329223 : i64
    %c65000_i64 = arith.constant 65000 : i64
    %c279175259426_i64 = arith.constant 279175259426 : i64
    %c0_i32 = arith.constant 0 : i32
    %c40_i32 = arith.constant 40 : i32
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
    llvm.store %c127_i64, %32 : i64, !llvm.ptr
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
    %57 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c384_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c230400_i64, gridDim = (%c2_i32, %c1_i32, %c40_i32), stream = %arg5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%57] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cluster_dim[%57] (%c2_i32, %c1_i32, %c1_i32) : !cuda_launch_cfg_2cf94c, i32, i32, i32
    cuda.launch_cfg.cooperative[%57] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %58 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_he1aa3512_0<%57> (%22, %39, %56, %5, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_2ed770, !llvm_struct_2ed770, !llvm_struct_2ed770, !llvm.struct<(i1)>, !llvm_struct_6960aa, f32) -> !cuda.result
    %59 = cuda.cast %58 : !cuda.result -> i32
    cuda.return_if_error %59 : i32
    return %c0_i32 : i32
  }
}
