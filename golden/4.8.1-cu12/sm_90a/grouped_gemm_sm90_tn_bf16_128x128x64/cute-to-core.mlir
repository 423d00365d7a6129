!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_2ed770 = !llvm.struct<(struct<(array<16 x i64>)>)>
!llvm_struct_4a19c2 = !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h836500a5_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h836500a5_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    cuda.kernel @kernel_cutlass_kernel_cute_irkernelsgemm_h836500a5_0(%arg0: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg1: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg2: !llvm.ptr {cute_nvgpu.grid_constant, llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770}, %arg3: !llvm.struct<(i1)>, %arg4: !llvm_struct_6960aa, %arg5: !llvm_struct_6960aa, %arg6: !llvm_struct_6960aa, %arg7: !llvm_struct_6960aa, %arg8: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 384, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 384, 1, 1>, smem.config_smem_size = 230400 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %c4611686018427387904_i64 = arith.constant 4611686018427387904 : i64
      %c274877906944_i64 = arith.constant 274877906944 : i64
      %c64_i64 = arith.constant 64 : i64
      %c65536_i64 = arith.constant 65536 : i64
      %c1_i64 = arith.constant 1 : i64
      %0 = llvm.mlir.zero : i64
      %c96_i32 = arith.constant 96 : i32
      %c256_i64 = arith.constant 256 : i64
      %c3_i64 = arith.constant 3 : i64
      %c384_i64 = arith.constant 384 : i64
      %c16383_i32 = arith.constant 16383 : i32
      %c16_i64 = arith.constant 16 : i64
      %c8192_i32 = arith.constant 8192 : i32
      %c128_i64 = arith.constant 128 : i64
      %c48_i32 = arith.constant 48 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %c1024_i64 = arith.constant 1024 : i64
      %c31_i32 = arith.constant 31 : i32
      %1 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %c32_i32 = arith.constant 32 : i32
      %c128_i32 = arith.constant 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c8_i32 = arith.constant 8 : i32
      %true = arith.constant true
      %c-1_i32 = arith.constant -1 : i32
      %c3_i32 = arith.constant 3 : i32
      %c0_i64 = arith.constant 0 : i64
      %c2_i64 = arith.constant 2 : i64
      %c10000000_i32 = arith.constant 10000000 : i32
      %c32768_i32 = arith.constant 32768 : i32
      %c6_i32 = arith.constant 6 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4096_i32 = arith.constant 4096 : i32
      %c256_i32 = arith.constant 256 : i32
      %c512_i32 = arith.constant 512 : i32
      %c4_i32 = arith.constant 4 : i32
      %cst = arith.constant dense<0.000000e+00> : vector<64xf32>
      %c127_i32 = arith.constant 127 : i32
      %c63_i32 = arith.constant 63 : i32
      %c64_i32 = arith.constant 64 : i32
      %c16_i32 = arith.constant 16 : i32
      %c1_i32 = arith.constant 1 : i32
      %2 = llvm.alloca %c16_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %3 = llvm.alloca %c16_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %4 = llvm.alloca %c64_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %5 = llvm.ptrtoint %1 : !llvm.ptr<3> to i32
      %6 = nvvm.shfl.sync idx %c-1_i32, %5, %c0_i32, %c31_i32 : i32 -> i32
      %7 = arith.extui %6 : i32 to i64
      %8 = llvm.inttoptr %7 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%8, %c1024_i64 : !llvm.ptr<3>, i64)] : i1
      %9 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %10 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %11 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %12 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %13 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %14 = arith.muli %10, %12 : i32
      %15 = arith.addi %9, %14 : i32
      %16 = arith.muli %11, %12 : i32
      %17 = arith.muli %16, %13 : i32
      %18 = arith.addi %15, %17 : i32
      %19 = arith.floordivsi %18, %c32_i32 : i32
      %20 = nvvm.shfl.sync idx %c-1_i32, %19, %c0_i32, %c31_i32 : i32 -> i32
      %21 = nvvm.shfl.sync idx %c-1_i32, %20, %c0_i32, %c31_i32 : i32 -> i32
      %22 = arith.floordivsi %9, %c128_i32 : i32
      %23 = nvvm.shfl.sync idx %c-1_i32, %22, %c0_i32, %c31_i32 : i32 -> i32
      %24 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %25 = nvvm.read.ptx.sreg.nctaid.z range <i32, 1, 65535> : i32
      %26 = llvm.getelementptr %8[384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %27 = llvm.getelementptr %8[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %28 = llvm.getelementptr %8[99328] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %29 = llvm.getelementptr %8[197632] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %30 = arith.cmpi eq, %21, %c0_i32 : i32
      scf.if %30 {
        %52 = nvvm.elect.sync -> i1
        scf.if %52 {
          nvvm.mbarrier.init %26, %c1_i32 : !llvm.ptr<3>, i32
          %53 = llvm.getelementptr %26[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %53, %c1_i32 : !llvm.ptr<3>, i32
          %54 = llvm.getelementptr %26[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %54, %c1_i32 : !llvm.ptr<3>, i32
          %55 = llvm.getelementptr %26[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %55, %c1_i32 : !llvm.ptr<3>, i32
          %56 = llvm.getelementptr %26[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %56, %c1_i32 : !llvm.ptr<3>, i32
          %57 = llvm.getelementptr %26[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %57, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      %31 = llvm.getelementptr %26[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      scf.if %30 {
        %52 = nvvm.elect.sync -> i1
        scf.if %52 {
          nvvm.mbarrier.init %31, %c8_i32 : !llvm.ptr<3>, i32
          %53 = llvm.getelementptr %26[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %53, %c8_i32 : !llvm.ptr<3>, i32
          %54 = llvm.getelementptr %26[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %54, %c8_i32 : !llvm.ptr<3>, i32
          %55 = llvm.getelementptr %26[9] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %55, %c8_i32 : !llvm.ptr<3>, i32
          %56 = llvm.getelementptr %26[10] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %56, %c8_i32 : !llvm.ptr<3>, i32
          %57 = llvm.getelementptr %26[11] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %57, %c8_i32 : !llvm.ptr<3>, i32
        }
      }
      %32 = arith.remsi %9, %c32_i32 : i32
      %33 = arith.cmpi slt, %32, %c1_i32 : i32
      nvvm.fence.mbarrier.init
      nvvm.barrier
      %34 = llvm.getelementptr %8[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %35 = llvm.getelementptr %8[32] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %36 = arith.muli %24, %c48_i32 overflow<nsw> : i32
      %37 = llvm.extractvalue %arg7[0] : !llvm_struct_6960aa
      %38 = llvm.getelementptr %37[%36] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
      %39 = llvm.ptrtoint %38 : !llvm.ptr<1> to i64
      %40 = llvm.inttoptr %39 : i64 to !llvm.ptr<1>
      llvm.intr.assume %true ["align"(%40, %c128_i64 : !llvm.ptr<1>, i64)] : i1
      %41 = arith.muli %24, %c48_i32 overflow<nsw> : i32
      %42 = arith.addi %41, %c16_i32 overflow<nsw> : i32
      %43 = llvm.getelementptr %37[%42] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
      %44 = llvm.ptrtoint %43 : !llvm.ptr<1> to i64
      %45 = llvm.inttoptr %44 : i64 to !llvm.ptr<1>
      llvm.intr.assume %true ["align"(%45, %c128_i64 : !llvm.ptr<1>, i64)] : i1
      %46 = arith.muli %24, %c48_i32 overflow<nsw> : i32
      %47 = arith.addi %46, %c32_i32 overflow<nsw> : i32
      %48 = llvm.getelementptr %37[%47] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
      %49 = llvm.ptrtoint %48 : !llvm.ptr<1> to i64
      %50 = llvm.inttoptr %49 : i64 to !llvm.ptr<1>
      llvm.intr.assume %true ["align"(%50, %c128_i64 : !llvm.ptr<1>, i64)] : i1
      nvvm.barrier
      %51 = arith.cmpi eq, %23, %c0_i32 : i32
      scf.if %51 {
        nvvm.setmaxregister decrease 40
        scf.if %30 {
          scf.if %30 {
            %85 = nvvm.elect.sync -> i1
            scf.if %85 {
              %86 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(array<8 x i64>)>
              llvm.store %86, %8 {alignment = 1024 : i64} : !llvm.struct<(array<8 x i64>)>, !llvm.ptr<3>
            }
          }
          nvvm.bar.warp.sync %c-1_i32 : i32
          scf.if %30 {
            %85 = nvvm.elect.sync -> i1
            scf.if %85 {
              %86 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(array<8 x i64>)>
              llvm.store %86, %34 {alignment = 128 : i64} : !llvm.struct<(array<8 x i64>)>, !llvm.ptr<3>
            }
          }
          nvvm.bar.warp.sync %c-1_i32 : i32
          %52 = llvm.extractvalue %arg4[0] : !llvm_struct_6960aa
          %53 = llvm.extractvalue %arg4[0] : !llvm_struct_6960aa
          %54 = llvm.ptrtoint %40 : !llvm.ptr<1> to i64
          %55 = llvm.inttoptr %54 : i64 to !llvm.ptr
          %56 = llvm.ptrtoint %45 : !llvm.ptr<1> to i64
          %57 = llvm.inttoptr %56 : i64 to !llvm.ptr
          %58:6 = scf.while (%arg9 = %c0_i32, %arg10 = %c-1_i32, %arg11 = %24, %arg12 = %c0_i32, %arg13 = %c0_i32, %arg14 = %c1_i32) : (i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32) {
            %85 = arith.cmpi slt, %arg11, %arg8 : i32
            scf.condition(%85) %arg9, %arg10, %arg11, %arg12, %arg13, %arg14 : i32, i32, i32, i32, i32, i32
          } do {
          ^bb0(%arg9: i32, %arg10: i32, %arg11: i32, %arg12: i32, %arg13: i32, %arg14: i32):
            %85 = arith.addi %arg9, %c1_i32 : i32
            %86 = scf.for %arg15 = %85 to %c3_i32 step %c1_i32 iter_args(%arg16 = %arg9) -> (i32)  : i32 {
              %123 = arith.muli %arg15, %c4_i32 overflow<nsw> : i32
              %124 = arith.addi %123, %c3_i32 overflow<nsw> : i32
              %125 = llvm.getelementptr %52[%124] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
              %126 = llvm.load %125 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
              %127 = arith.cmpi sge, %arg11, %126 : i32
              %128 = arith.select %127, %arg15, %arg16 : i32
              scf.yield %128 : i32
            }
            %87 = arith.muli %86, %c4_i32 overflow<nsw> : i32
            %88 = llvm.getelementptr %53[%87] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
            %89 = llvm.load %88 {alignment = 16 : i64} : !llvm.ptr<1> -> i32
            %90 = arith.muli %86, %c4_i32 overflow<nsw> : i32
            %91 = arith.addi %90, %c1_i32 overflow<nsw> : i32
            %92 = llvm.getelementptr %53[%91] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
            %93 = llvm.load %92 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
            %94 = arith.muli %86, %c4_i32 overflow<nsw> : i32
            %95 = arith.addi %94, %c2_i32 overflow<nsw> : i32
            %96 = llvm.getelementptr %53[%95] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
            %97 = llvm.load %96 {alignment = 8 : i64} : !llvm.ptr<1> -> i32
            %98 = arith.addi %89, %c127_i32 : i32
            %99 = arith.floordivsi %98, %c128_i32 : i32
            %100 = arith.addi %93, %c127_i32 : i32
            %101 = arith.floordivsi %100, %c128_i32 : i32
            %102 = arith.muli %86, %c4_i32 overflow<nsw> : i32
            %103 = arith.addi %102, %c3_i32 overflow<nsw> : i32
            %104 = llvm.getelementptr %53[%103] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
            %105 = llvm.load %104 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
            %106 = arith.subi %arg11, %105 : i32
            %107 = arith.muli %101, %c8_i32 : i32
            %108 = arith.floordivsi %106, %107 : i32
            %109 = arith.muli %108, %c8_i32 : i32
            %110 = arith.subi %99, %109 : i32
            %111 = arith.minsi %110, %c8_i32 : i32
            %112 = arith.muli %108, %107 : i32
            %113 = arith.subi %106, %112 : i32
            %114 = arith.remsi %113, %111 : i32
            %115 = arith.addi %109, %114 : i32
            %116 = arith.floordivsi %113, %111 : i32
            %117 = arith.addi %97, %c63_i32 : i32
            %118 = arith.floordivsi %117, %c64_i32 : i32
            %119 = arith.cmpi ne, %86, %arg10 : i32
            %120 = scf.if %119 -> (i32) {
              %123 = arith.cmpi sgt, %118, %c0_i32 : i32
              %124 = arith.select %123, %86, %arg10 : i32
              scf.if %123 {
                %125 = arith.muli %86, %c3_i32 overflow<nsw> : i32
                %126 = llvm.extractvalue %arg6[0] : !llvm_struct_6960aa
                %127 = llvm.getelementptr %126[%125] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
                %128 = llvm.load %127 {alignment = 8 : i64} : !llvm.ptr<1> -> i64
                %129 = llvm.extractvalue %arg5[0] : !llvm_struct_6960aa
                %130 = llvm.getelementptr %129[%125] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
                %131 = llvm.load %130 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
                %132 = llvm.inttoptr %128 : i64 to !llvm.ptr<1>
                llvm.intr.assume %true ["align"(%132, %c16_i64 : !llvm.ptr<1>, i64)] : i1
                %133 = arith.muli %86, %c3_i32 overflow<nsw> : i32
                %134 = arith.addi %133, %c1_i32 overflow<nsw> : i32
                %135 = llvm.getelementptr %126[%134] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
                %136 = llvm.load %135 {alignment = 8 : i64} : !llvm.ptr<1> -> i64
                %137 = llvm.getelementptr %129[%134] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
                %138 = llvm.load %137 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
                %139 = llvm.inttoptr %136 : i64 to !llvm.ptr<1>
                llvm.intr.assume %true ["align"(%139, %c16_i64 : !llvm.ptr<1>, i64)] : i1
                %140 = llvm.ptrtoint %8 : !llvm.ptr<3> to i32
                %141 = nvvm.shfl.sync idx %c-1_i32, %140, %c0_i32, %c31_i32 : i32 -> i32
                %142 = arith.extsi %141 : i32 to i64
                %143 = llvm.inttoptr %142 : i64 to !llvm.ptr<3>
                llvm.intr.assume %true ["align"(%143, %c1024_i64 : !llvm.ptr<3>, i64)] : i1
                %144 = llvm.ptrtoint %34 : !llvm.ptr<3> to i32
                %145 = nvvm.shfl.sync idx %c-1_i32, %144, %c0_i32, %c31_i32 : i32 -> i32
                %146 = arith.extsi %145 : i32 to i64
                %147 = llvm.inttoptr %146 : i64 to !llvm.ptr<3>
                llvm.intr.assume %true ["align"(%147, %c128_i64 : !llvm.ptr<3>, i64)] : i1
                scf.if %30 {
                  %150 = arith.extui %131 : i32 to i64
                  %151 = arith.muli %150, %c2_i64 : i64
                  %152 = nvvm.elect.sync -> i1
                  scf.if %152 {
                    %161 = llvm.ptrtoint %132 : !llvm.ptr<1> to i64
                    nvvm.tensormap.replace field = global_address, new_value = %161 in %143 : !llvm.ptr<3>, i64
                    nvvm.tensormap.replace field = global_dim[0], new_value = %97 in %143 : !llvm.ptr<3>, i32
                    nvvm.tensormap.replace field = global_dim[1], new_value = %89 in %143 : !llvm.ptr<3>, i32
                    nvvm.tensormap.replace field = global_stride[0], new_value = %151 in %143 : !llvm.ptr<3>, i64
                    nvvm.tensormap.replace field = global_dim[2], new_value = %c1_i32 in %143 : !llvm.ptr<3>, i32
                    nvvm.tensormap.replace field = global_stride[1], new_value = %c0_i64 in %143 : !llvm.ptr<3>, i64
                    nvvm.tensormap.replace field = global_dim[3], new_value = %c1_i32 in %143 : !llvm.ptr<3>, i32
                    nvvm.tensormap.replace field = global_stride[2], new_value = %c0_i64 in %143 : !llvm.ptr<3>, i64
                    nvvm.tensormap.replace field = global_dim[4], new_value = %c1_i32 in %143 : !llvm.ptr<3>, i32
                    nvvm.tensormap.replace field = global_stride[3], new_value = %c0_i64 in %143 : !llvm.ptr<3>, i64
                  }
                  %153 = arith.extui %138 : i32 to i64
                  %154 = arith.muli %153, %c2_i64 : i64
                  %155 = nvvm.elect.sync -> i1
                  scf.if %155 {
                    %161 = llvm.ptrtoint %139 : !llvm.ptr<1> to i64
                    nvvm.tensormap.replace field = global_address, new_value = %161 in %147 : !llvm.ptr<3>, i64
                    nvvm.tensormap.replace field = global_dim[0], new_value = %97 in %147 : !llvm.ptr<3>, i32
                    nvvm.tensormap.replace field = global_dim[1], new_value = %93 in %147 : !llvm.ptr<3>, i32
                    nvvm.tensormap.replace field = global_stride[0], new_value = %154 in %147 : !llvm.ptr<3>, i64
                    nvvm.tensormap.replace field = global_dim[2], new_value = %c1_i32 in %147 : !llvm.ptr<3>, i32
                    nvvm.tensormap.replace field = global_stride[1], new_value = %c0_i64 in %147 : !llvm.ptr<3>, i64
                    nvvm.tensormap.replace field = global_dim[3], new_value = %c1_i32 in %147 : !llvm.ptr<3>, i32
                    nvvm.tensormap.replace field = global_stride[2], new_value = %c0_i64 in %147 : !llvm.ptr<3>, i64
                    nvvm.tensormap.replace field = global_dim[4], new_value = %c1_i32 in %147 : !llvm.ptr<3>, i32
                    nvvm.tensormap.replace field = global_stride[3], new_value = %c0_i64 in %147 : !llvm.ptr<3>, i64
                  }
                  %156 = nvvm.elect.sync -> i1
                  scf.if %156 {
                    nvvm.cp.async.bulk.commit.group
                    nvvm.cp.async.bulk.wait_group 0 {read}
                  }
                  nvvm.bar.warp.sync %c-1_i32 : i32
                  %157 = llvm.ptrtoint %40 : !llvm.ptr<1> to i64
                  %158 = llvm.ptrtoint %143 : !llvm.ptr<3> to i32
                  llvm.inline_asm has_side_effects asm_dialect = att "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128;", "l,r,~{memory}" %157, %158 : (i64, i32) -> ()
                  %159 = llvm.ptrtoint %45 : !llvm.ptr<1> to i64
                  %160 = llvm.ptrtoint %147 : !llvm.ptr<3> to i32
                  llvm.inline_asm has_side_effects asm_dialect = att "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128;", "l,r,~{memory}" %159, %160 : (i64, i32) -> ()
                }
                %148 = llvm.ptrtoint %40 : !llvm.ptr<1> to i64
                llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;", "l,~{memory}" %148 : (i64) -> ()
                %149 = llvm.ptrtoint %45 : !llvm.ptr<1> to i64
                llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;", "l,~{memory}" %149 : (i64) -> ()
              }
              scf.yield %124 : i32
            } else {
              scf.yield %arg10 : i32
            }
            %121:3 = scf.for %arg15 = %c0_i32 to %118 step %c1_i32 iter_args(%arg16 = %arg12, %arg17 = %arg13, %arg18 = %arg14) -> (i32, i32, i32)  : i32 {
              %123 = llvm.getelementptr %31[%arg17] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              nvvm.mbarrier.try_wait.parity %123, %arg18, %c10000000_i32 : !llvm.ptr<3>, i32, i32
              %124 = nvvm.elect.sync -> i1
              scf.if %124 {
                %140 = llvm.getelementptr %26[%arg17] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
                %141 = nvvm.mbarrier.arrive.expect_tx %140, %c32768_i32 : !llvm.ptr<3>, i32 -> i64
              }
              %125 = llvm.getelementptr %26[%arg17] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              %126 = arith.muli %115, %c128_i32 overflow<nsw> : i32
              %127 = arith.muli %arg15, %c64_i32 overflow<nsw> : i32
              %128 = arith.muli %arg17, %c8192_i32 overflow<nsw> : i32
              %129 = llvm.getelementptr %27[%128] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
              llvm.intr.assume %true ["align"(%55, %c128_i64 : !llvm.ptr, i64)] : i1
              %130 = nvvm.elect.sync -> i1
              scf.if %130 {
                nvvm.cp.async.bulk.tensor.shared.cluster.global %129, %55, %125, box[%127, %126] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
              }
              %131 = arith.muli %116, %c128_i32 overflow<nsw> : i32
              %132 = arith.muli %arg15, %c64_i32 overflow<nsw> : i32
              %133 = llvm.getelementptr %28[%128] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
              llvm.intr.assume %true ["align"(%57, %c128_i64 : !llvm.ptr, i64)] : i1
              %134 = nvvm.elect.sync -> i1
              scf.if %134 {
                nvvm.cp.async.bulk.tensor.shared.cluster.global %133, %57, %125, box[%132, %131] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
              }
              %135 = arith.addi %arg17, %c1_i32 : i32
              %136 = arith.addi %arg16, %c1_i32 : i32
              %137 = arith.cmpi eq, %135, %c6_i32 : i32
              %138 = arith.select %137, %c0_i32, %135 : i32
              %139 = scf.if %137 -> (i32) {
                %140 = arith.xori %arg18, %c1_i32 : i32
                scf.yield %140 : i32
              } else {
                scf.yield %arg18 : i32
              }
              scf.yield %136, %138, %139 : i32, i32, i32
            }
            %122 = arith.addi %arg11, %25 : i32
            scf.yield %86, %120, %122, %121#0, %121#1, %121#2 : i32, i32, i32, i32, i32, i32
          }
          %59 = llvm.getelementptr %31[%58#4] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %59, %58#5, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %60 = arith.addi %58#4, %c1_i32 : i32
          %61 = arith.cmpi eq, %60, %c6_i32 : i32
          %62 = arith.select %61, %c0_i32, %60 : i32
          %63 = scf.if %61 -> (i32) {
            %85 = arith.xori %58#5, %c1_i32 : i32
            scf.yield %85 : i32
          } else {
            scf.yield %58#5 : i32
          }
          %64 = llvm.getelementptr %31[%62] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %64, %63, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %65 = arith.addi %62, %c1_i32 : i32
          %66 = arith.cmpi eq, %65, %c6_i32 : i32
          %67 = arith.select %66, %c0_i32, %65 : i32
          %68 = scf.if %66 -> (i32) {
            %85 = arith.xori %63, %c1_i32 : i32
            scf.yield %85 : i32
          } else {
            scf.yield %63 : i32
          }
          %69 = llvm.getelementptr %31[%67] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %69, %68, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %70 = arith.addi %67, %c1_i32 : i32
          %71 = arith.cmpi eq, %70, %c6_i32 : i32
          %72 = arith.select %71, %c0_i32, %70 : i32
          %73 = scf.if %71 -> (i32) {
            %85 = arith.xori %68, %c1_i32 : i32
            scf.yield %85 : i32
          } else {
            scf.yield %68 : i32
          }
          %74 = llvm.getelementptr %31[%72] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %74, %73, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %75 = arith.addi %72, %c1_i32 : i32
          %76 = arith.cmpi eq, %75, %c6_i32 : i32
          %77 = arith.select %76, %c0_i32, %75 : i32
          %78 = scf.if %76 -> (i32) {
            %85 = arith.xori %73, %c1_i32 : i32
            scf.yield %85 : i32
          } else {
            scf.yield %73 : i32
          }
          %79 = llvm.getelementptr %31[%77] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %79, %78, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %80 = arith.addi %77, %c1_i32 : i32
          %81 = arith.cmpi eq, %80, %c6_i32 : i32
          %82 = arith.select %81, %c0_i32, %80 : i32
          %83 = scf.if %81 -> (i32) {
            %85 = arith.xori %78, %c1_i32 : i32
            scf.yield %85 : i32
          } else {
            scf.yield %78 : i32
          }
          %84 = llvm.getelementptr %31[%82] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %84, %83, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        }
      } else {
        nvvm.setmaxregister increase 232
        %52 = arith.subi %9, %c128_i32 : i32
        %53 = arith.divsi %52, %c128_i32 : i32
        %54 = arith.remsi %53, %c2_i32 : i32
        %55 = arith.remsi %54, %c2_i32 : i32
        %56 = arith.muli %55, %c4096_i32 overflow<nsw> : i32
        %57 = llvm.getelementptr %27[%56] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %58 = llvm.ptrtoint %57 : !llvm.ptr<3> to i32
        %59 = arith.shrui %58, %c4_i32 : i32
        %60 = arith.andi %59, %c16383_i32 : i32
        %61 = arith.extui %60 : i32 to i64
        %62 = arith.ori %61, %c65536_i64 : i64
        %63 = arith.ori %62, %c274877906944_i64 : i64
        %64 = arith.ori %63, %c4611686018427387904_i64 : i64
        %65 = llvm.ptrtoint %28 : !llvm.ptr<3> to i32
        %66 = arith.shrui %65, %c4_i32 : i32
        %67 = arith.andi %66, %c16383_i32 : i32
        %68 = arith.extui %67 : i32 to i64
        %69 = arith.ori %68, %c65536_i64 : i64
        %70 = arith.ori %69, %c274877906944_i64 : i64
        %71 = arith.ori %70, %c4611686018427387904_i64 : i64
        %72 = arith.divsi %52, %c8_i32 : i32
        %73 = arith.remsi %52, %c8_i32 : i32
        %74 = arith.muli %73, %c32_i32 overflow<nsw> : i32
        %75 = arith.divsi %72, %c2_i32 : i32
        %76 = arith.remsi %72, %c2_i32 : i32
        %77 = arith.muli %76, %c256_i32 overflow<nsw> : i32
        %78 = arith.addi %74, %77 overflow<nsw> : i32
        %79 = arith.divsi %75, %c2_i32 : i32
        %80 = arith.remsi %75, %c2_i32 : i32
        %81 = arith.muli %80, %c8_i32 overflow<nsw> : i32
        %82 = arith.addi %78, %81 overflow<nsw> : i32
        %83 = arith.muli %79, %c512_i32 overflow<nsw> : i32
        %84 = arith.addi %82, %83 overflow<nsw> : i32
        %85 = llvm.getelementptr %29[%84] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %86 = arith.cmpi eq, %21, %c4_i32 : i32
        scf.if %86 {
          %247 = nvvm.elect.sync -> i1
          scf.if %247 {
            %248 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<(array<8 x i64>)>
            llvm.store %248, %35 {alignment = 256 : i64} : !llvm.struct<(array<8 x i64>)>, !llvm.ptr<3>
          }
        }
        nvvm.bar.warp.sync %c-1_i32 : i32
        %87 = llvm.extractvalue %arg4[0] : !llvm_struct_6960aa
        %88 = llvm.extractvalue %arg4[0] : !llvm_struct_6960aa
        %89 = llvm.bitcast %64 : i64 to vector<2xi32>
        %90 = vector.extract %89[0] : i32 from vector<2xi32>
        %91 = llvm.bitcast %71 : i64 to vector<2xi32>
        %92 = vector.extract %91[0] : i32 from vector<2xi32>
        %93 = llvm.getelementptr %4[1] : (!llvm.ptr) -> !llvm.ptr, f32
        %94 = llvm.getelementptr %4[2] : (!llvm.ptr) -> !llvm.ptr, f32
        %95 = llvm.getelementptr %4[3] : (!llvm.ptr) -> !llvm.ptr, f32
        %96 = llvm.getelementptr %4[4] : (!llvm.ptr) -> !llvm.ptr, f32
        %97 = llvm.getelementptr %4[5] : (!llvm.ptr) -> !llvm.ptr, f32
        %98 = llvm.getelementptr %4[6] : (!llvm.ptr) -> !llvm.ptr, f32
        %99 = llvm.getelementptr %4[7] : (!llvm.ptr) -> !llvm.ptr, f32
        %100 = llvm.getelementptr %4[8] : (!llvm.ptr) -> !llvm.ptr, f32
        %101 = llvm.getelementptr %4[9] : (!llvm.ptr) -> !llvm.ptr, f32
        %102 = llvm.getelementptr %4[10] : (!llvm.ptr) -> !llvm.ptr, f32
        %103 = llvm.getelementptr %4[11] : (!llvm.ptr) -> !llvm.ptr, f32
        %104 = llvm.getelementptr %4[12] : (!llvm.ptr) -> !llvm.ptr, f32
        %105 = llvm.getelementptr %4[13] : (!llvm.ptr) -> !llvm.ptr, f32
        %106 = llvm.getelementptr %4[14] : (!llvm.ptr) -> !llvm.ptr, f32
        %107 = llvm.getelementptr %4[15] : (!llvm.ptr) -> !llvm.ptr, f32
        %108 = llvm.getelementptr %4[16] : (!llvm.ptr) -> !llvm.ptr, f32
        %109 = llvm.getelementptr %4[17] : (!llvm.ptr) -> !llvm.ptr, f32
        %110 = llvm.getelementptr %4[18] : (!llvm.ptr) -> !llvm.ptr, f32
        %111 = llvm.getelementptr %4[19] : (!llvm.ptr) -> !llvm.ptr, f32
        %112 = llvm.getelementptr %4[20] : (!llvm.ptr) -> !llvm.ptr, f32
        %113 = llvm.getelementptr %4[21] : (!llvm.ptr) -> !llvm.ptr, f32
        %114 = llvm.getelementptr %4[22] : (!llvm.ptr) -> !llvm.ptr, f32
        %115 = llvm.getelementptr %4[23] : (!llvm.ptr) -> !llvm.ptr, f32
        %116 = llvm.getelementptr %4[24] : (!llvm.ptr) -> !llvm.ptr, f32
        %117 = llvm.getelementptr %4[25] : (!llvm.ptr) -> !llvm.ptr, f32
        %118 = llvm.getelementptr %4[26] : (!llvm.ptr) -> !llvm.ptr, f32
        %119 = llvm.getelementptr %4[27] : (!llvm.ptr) -> !llvm.ptr, f32
        %120 = llvm.getelementptr %4[28] : (!llvm.ptr) -> !llvm.ptr, f32
        %121 = llvm.getelementptr %4[29] : (!llvm.ptr) -> !llvm.ptr, f32
        %122 = llvm.getelementptr %4[30] : (!llvm.ptr) -> !llvm.ptr, f32
        %123 = llvm.getelementptr %4[31] : (!llvm.ptr) -> !llvm.ptr, f32
        %124 = llvm.getelementptr %4[32] : (!llvm.ptr) -> !llvm.ptr, f32
        %125 = llvm.getelementptr %4[33] : (!llvm.ptr) -> !llvm.ptr, f32
        %126 = llvm.getelementptr %4[34] : (!llvm.ptr) -> !llvm.ptr, f32
        %127 = llvm.getelementptr %4[35] : (!llvm.ptr) -> !llvm.ptr, f32
        %128 = llvm.getelementptr %4[36] : (!llvm.ptr) -> !llvm.ptr, f32
        %129 = llvm.getelementptr %4[37] : (!llvm.ptr) -> !llvm.ptr, f32
        %130 = llvm.getelementptr %4[38] : (!llvm.ptr) -> !llvm.ptr, f32
        %131 = llvm.getelementptr %4[39] : (!llvm.ptr) -> !llvm.ptr, f32
        %132 = llvm.getelementptr %4[40] : (!llvm.ptr) -> !llvm.ptr, f32
        %133 = llvm.getelementptr %4[41] : (!llvm.ptr) -> !llvm.ptr, f32
        %134 = llvm.getelementptr %4[42] : (!llvm.ptr) -> !llvm.ptr, f32
        %135 = llvm.getelementptr %4[43] : (!llvm.ptr) -> !llvm.ptr, f32
        %136 = llvm.getelementptr %4[44] : (!llvm.ptr) -> !llvm.ptr, f32
        %137 = llvm.getelementptr %4[45] : (!llvm.ptr) -> !llvm.ptr, f32
        %138 = llvm.getelementptr %4[46] : (!llvm.ptr) -> !llvm.ptr, f32
        %139 = llvm.getelementptr %4[47] : (!llvm.ptr) -> !llvm.ptr, f32
        %140 = llvm.getelementptr %4[48] : (!llvm.ptr) -> !llvm.ptr, f32
        %141 = llvm.getelementptr %4[49] : (!llvm.ptr) -> !llvm.ptr, f32
        %142 = llvm.getelementptr %4[50] : (!llvm.ptr) -> !llvm.ptr, f32
        %143 = llvm.getelementptr %4[51] : (!llvm.ptr) -> !llvm.ptr, f32
        %144 = llvm.getelementptr %4[52] : (!llvm.ptr) -> !llvm.ptr, f32
        %145 = llvm.getelementptr %4[53] : (!llvm.ptr) -> !llvm.ptr, f32
        %146 = llvm.getelementptr %4[54] : (!llvm.ptr) -> !llvm.ptr, f32
        %147 = llvm.getelementptr %4[55] : (!llvm.ptr) -> !llvm.ptr, f32
        %148 = llvm.getelementptr %4[56] : (!llvm.ptr) -> !llvm.ptr, f32
        %149 = llvm.getelementptr %4[57] : (!llvm.ptr) -> !llvm.ptr, f32
        %150 = llvm.getelementptr %4[58] : (!llvm.ptr) -> !llvm.ptr, f32
        %151 = llvm.getelementptr %4[59] : (!llvm.ptr) -> !llvm.ptr, f32
        %152 = llvm.getelementptr %4[60] : (!llvm.ptr) -> !llvm.ptr, f32
        %153 = llvm.getelementptr %4[61] : (!llvm.ptr) -> !llvm.ptr, f32
        %154 = llvm.getelementptr %4[62] : (!llvm.ptr) -> !llvm.ptr, f32
        %155 = llvm.getelementptr %4[63] : (!llvm.ptr) -> !llvm.ptr, f32
        %156 = llvm.bitcast %64 : i64 to vector<2xi32>
        %157 = vector.extract %156[0] : i32 from vector<2xi32>
        %158 = llvm.bitcast %71 : i64 to vector<2xi32>
        %159 = vector.extract %158[0] : i32 from vector<2xi32>
        %160 = llvm.bitcast %64 : i64 to vector<2xi32>
        %161 = vector.extract %160[0] : i32 from vector<2xi32>
        %162 = llvm.bitcast %71 : i64 to vector<2xi32>
        %163 = vector.extract %162[0] : i32 from vector<2xi32>
        %164 = llvm.bitcast %64 : i64 to vector<2xi32>
        %165 = vector.extract %164[0] : i32 from vector<2xi32>
        %166 = llvm.bitcast %71 : i64 to vector<2xi32>
        %167 = vector.extract %166[0] : i32 from vector<2xi32>
        %168 = llvm.getelementptr %4[1] : (!llvm.ptr) -> !llvm.ptr, f32
        %169 = llvm.getelementptr %3[1] : (!llvm.ptr) -> !llvm.ptr, f32
        %170 = llvm.getelementptr %4[2] : (!llvm.ptr) -> !llvm.ptr, f32
        %171 = llvm.getelementptr %3[2] : (!llvm.ptr) -> !llvm.ptr, f32
        %172 = llvm.getelementptr %4[3] : (!llvm.ptr) -> !llvm.ptr, f32
        %173 = llvm.getelementptr %3[3] : (!llvm.ptr) -> !llvm.ptr, f32
        %174 = llvm.getelementptr %4[4] : (!llvm.ptr) -> !llvm.ptr, f32
        %175 = llvm.getelementptr %3[4] : (!llvm.ptr) -> !llvm.ptr, f32
        %176 = llvm.getelementptr %4[5] : (!llvm.ptr) -> !llvm.ptr, f32
        %177 = llvm.getelementptr %3[5] : (!llvm.ptr) -> !llvm.ptr, f32
        %178 = llvm.getelementptr %4[6] : (!llvm.ptr) -> !llvm.ptr, f32
        %179 = llvm.getelementptr %3[6] : (!llvm.ptr) -> !llvm.ptr, f32
        %180 = llvm.getelementptr %4[7] : (!llvm.ptr) -> !llvm.ptr, f32
        %181 = llvm.getelementptr %3[7] : (!llvm.ptr) -> !llvm.ptr, f32
        %182 = llvm.getelementptr %4[8] : (!llvm.ptr) -> !llvm.ptr, f32
        %183 = llvm.getelementptr %3[8] : (!llvm.ptr) -> !llvm.ptr, f32
        %184 = llvm.getelementptr %4[9] : (!llvm.ptr) -> !llvm.ptr, f32
        %185 = llvm.getelementptr %3[9] : (!llvm.ptr) -> !llvm.ptr, f32
        %186 = llvm.getelementptr %4[10] : (!llvm.ptr) -> !llvm.ptr, f32
        %187 = llvm.getelementptr %3[10] : (!llvm.ptr) -> !llvm.ptr, f32
        %188 = llvm.getelementptr %4[11] : (!llvm.ptr) -> !llvm.ptr, f32
        %189 = llvm.getelementptr %3[11] : (!llvm.ptr) -> !llvm.ptr, f32
        %190 = llvm.getelementptr %4[12] : (!llvm.ptr) -> !llvm.ptr, f32
        %191 = llvm.getelementptr %3[12] : (!llvm.ptr) -> !llvm.ptr, f32
        %192 = llvm.getelementptr %4[13] : (!llvm.ptr) -> !llvm.ptr, f32
        %193 = llvm.getelementptr %3[13] : (!llvm.ptr) -> !llvm.ptr, f32
        %194 = llvm.getelementptr %4[14] : (!llvm.ptr) -> !llvm.ptr, f32
        %195 = llvm.getelementptr %3[14] : (!llvm.ptr) -> !llvm.ptr, f32
        %196 = llvm.getelementptr %4[15] : (!llvm.ptr) -> !llvm.ptr, f32
        %197 = llvm.getelementptr %3[15] : (!llvm.ptr) -> !llvm.ptr, f32
        %198 = llvm.getelementptr %4[16] : (!llvm.ptr) -> !llvm.ptr, f32
        %199 = llvm.getelementptr %4[17] : (!llvm.ptr) -> !llvm.ptr, f32
        %200 = llvm.getelementptr %4[18] : (!llvm.ptr) -> !llvm.ptr, f32
        %201 = llvm.getelementptr %4[19] : (!llvm.ptr) -> !llvm.ptr, f32
        %202 = llvm.getelementptr %4[20] : (!llvm.ptr) -> !llvm.ptr, f32
        %203 = llvm.getelementptr %4[21] : (!llvm.ptr) -> !llvm.ptr, f32
        %204 = llvm.getelementptr %4[22] : (!llvm.ptr) -> !llvm.ptr, f32
        %205 = llvm.getelementptr %4[23] : (!llvm.ptr) -> !llvm.ptr, f32
        %206 = llvm.getelementptr %4[24] : (!llvm.ptr) -> !llvm.ptr, f32
        %207 = llvm.getelementptr %4[25] : (!llvm.ptr) -> !llvm.ptr, f32
        %208 = llvm.getelementptr %4[26] : (!llvm.ptr) -> !llvm.ptr, f32
        %209 = llvm.getelementptr %4[27] : (!llvm.ptr) -> !llvm.ptr, f32
        %210 = llvm.getelementptr %4[28] : (!llvm.ptr) -> !llvm.ptr, f32
        %211 = llvm.getelementptr %4[29] : (!llvm.ptr) -> !llvm.ptr, f32
        %212 = llvm.getelementptr %4[30] : (!llvm.ptr) -> !llvm.ptr, f32
        %213 = llvm.getelementptr %4[31] : (!llvm.ptr) -> !llvm.ptr, f32
        %214 = llvm.getelementptr %4[32] : (!llvm.ptr) -> !llvm.ptr, f32
        %215 = llvm.getelementptr %4[33] : (!llvm.ptr) -> !llvm.ptr, f32
        %216 = llvm.getelementptr %4[34] : (!llvm.ptr) -> !llvm.ptr, f32
        %217 = llvm.getelementptr %4[35] : (!llvm.ptr) -> !llvm.ptr, f32
        %218 = llvm.getelementptr %4[36] : (!llvm.ptr) -> !llvm.ptr, f32
        %219 = llvm.getelementptr %4[37] : (!llvm.ptr) -> !llvm.ptr, f32
        %220 = llvm.getelementptr %4[38] : (!llvm.ptr) -> !llvm.ptr, f32
        %221 = llvm.getelementptr %4[39] : (!llvm.ptr) -> !llvm.ptr, f32
        %222 = llvm.getelementptr %4[40] : (!llvm.ptr) -> !llvm.ptr, f32
        %223 = llvm.getelementptr %4[41] : (!llvm.ptr) -> !llvm.ptr, f32
        %224 = llvm.getelementptr %4[42] : (!llvm.ptr) -> !llvm.ptr, f32
        %225 = llvm.getelementptr %4[43] : (!llvm.ptr) -> !llvm.ptr, f32
        %226 = llvm.getelementptr %4[44] : (!llvm.ptr) -> !llvm.ptr, f32
        %227 = llvm.getelementptr %4[45] : (!llvm.ptr) -> !llvm.ptr, f32
        %228 = llvm.getelementptr %4[46] : (!llvm.ptr) -> !llvm.ptr, f32
        %229 = llvm.getelementptr %4[47] : (!llvm.ptr) -> !llvm.ptr, f32
        %230 = llvm.getelementptr %4[48] : (!llvm.ptr) -> !llvm.ptr, f32
        %231 = llvm.getelementptr %4[49] : (!llvm.ptr) -> !llvm.ptr, f32
        %232 = llvm.getelementptr %4[50] : (!llvm.ptr) -> !llvm.ptr, f32
        %233 = llvm.getelementptr %4[51] : (!llvm.ptr) -> !llvm.ptr, f32
        %234 = llvm.getelementptr %4[52] : (!llvm.ptr) -> !llvm.ptr, f32
        %235 = llvm.getelementptr %4[53] : (!llvm.ptr) -> !llvm.ptr, f32
        %236 = llvm.getelementptr %4[54] : (!llvm.ptr) -> !llvm.ptr, f32
        %237 = llvm.getelementptr %4[55] : (!llvm.ptr) -> !llvm.ptr, f32
        %238 = llvm.getelementptr %4[56] : (!llvm.ptr) -> !llvm.ptr, f32
        %239 = llvm.getelementptr %4[57] : (!llvm.ptr) -> !llvm.ptr, f32
        %240 = llvm.getelementptr %4[58] : (!llvm.ptr) -> !llvm.ptr, f32
        %241 = llvm.getelementptr %4[59] : (!llvm.ptr) -> !llvm.ptr, f32
        %242 = llvm.getelementptr %4[60] : (!llvm.ptr) -> !llvm.ptr, f32
        %243 = llvm.getelementptr %4[61] : (!llvm.ptr) -> !llvm.ptr, f32
        %244 = llvm.getelementptr %4[62] : (!llvm.ptr) -> !llvm.ptr, f32
        %245 = llvm.getelementptr %4[63] : (!llvm.ptr) -> !llvm.ptr, f32
        %246:11 = scf.while (%arg9 = %c0_i32, %arg10 = %c-1_i32, %arg11 = %c0_i32, %arg12 = %24, %arg13 = %arg3, %arg14 = %c0_i32, %arg15 = %c0_i32, %arg16 = %c0_i32, %arg17 = %c0_i32, %arg18 = %c0_i32, %arg19 = %c0_i32) : (i32, i32, i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32) {
          %247 = arith.cmpi slt, %arg12, %arg8 : i32
          scf.condition(%247) %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19 : i32, i32, i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg9: i32, %arg10: i32, %arg11: i32, %arg12: i32, %arg13: !llvm.struct<(i1)>, %arg14: i32, %arg15: i32, %arg16: i32, %arg17: i32, %arg18: i32, %arg19: i32):
          %247 = arith.addi %arg9, %c1_i32 : i32
          %248 = scf.for %arg20 = %247 to %c3_i32 step %c1_i32 iter_args(%arg21 = %arg9) -> (i32)  : i32 {
            %373 = arith.muli %arg20, %c4_i32 overflow<nsw> : i32
            %374 = arith.addi %373, %c3_i32 overflow<nsw> : i32
            %375 = llvm.getelementptr %87[%374] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
            %376 = llvm.load %375 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
            %377 = arith.cmpi sge, %arg12, %376 : i32
            %378 = arith.select %377, %arg20, %arg21 : i32
            scf.yield %378 : i32
          }
          %249 = arith.muli %248, %c4_i32 overflow<nsw> : i32
          %250 = llvm.getelementptr %88[%249] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
          %251 = llvm.load %250 {alignment = 16 : i64} : !llvm.ptr<1> -> i32
          %252 = arith.muli %248, %c4_i32 overflow<nsw> : i32
          %253 = arith.addi %252, %c1_i32 overflow<nsw> : i32
          %254 = llvm.getelementptr %88[%253] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
          %255 = llvm.load %254 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
          %256 = arith.muli %248, %c4_i32 overflow<nsw> : i32
          %257 = arith.addi %256, %c2_i32 overflow<nsw> : i32
          %258 = llvm.getelementptr %88[%257] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
          %259 = llvm.load %258 {alignment = 8 : i64} : !llvm.ptr<1> -> i32
          %260 = arith.addi %251, %c127_i32 : i32
          %261 = arith.floordivsi %260, %c128_i32 : i32
          %262 = arith.addi %255, %c127_i32 : i32
          %263 = arith.floordivsi %262, %c128_i32 : i32
          %264 = arith.muli %248, %c4_i32 overflow<nsw> : i32
          %265 = arith.addi %264, %c3_i32 overflow<nsw> : i32
          %266 = llvm.getelementptr %88[%265] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
          %267 = llvm.load %266 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
          %268 = arith.subi %arg12, %267 : i32
          %269 = arith.muli %263, %c8_i32 : i32
          %270 = arith.floordivsi %268, %269 : i32
          %271 = arith.muli %270, %c8_i32 : i32
          %272 = arith.subi %261, %271 : i32
          %273 = arith.minsi %272, %c8_i32 : i32
          %274 = arith.muli %270, %269 : i32
          %275 = arith.subi %268, %274 : i32
          %276 = arith.remsi %275, %273 : i32
          %277 = arith.addi %271, %276 : i32
          %278 = arith.floordivsi %275, %273 : i32
          %279 = arith.addi %259, %c63_i32 : i32
          %280 = arith.floordivsi %279, %c64_i32 : i32
          %281 = arith.cmpi ne, %248, %arg10 : i32
          scf.if %281 {
            %373 = arith.muli %248, %c3_i32 overflow<nsw> : i32
            %374 = arith.addi %373, %c2_i32 overflow<nsw> : i32
            %375 = llvm.extractvalue %arg6[0] : !llvm_struct_6960aa
            %376 = llvm.getelementptr %375[%374] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
            %377 = llvm.load %376 {alignment = 8 : i64} : !llvm.ptr<1> -> i64
            %378 = llvm.extractvalue %arg5[0] : !llvm_struct_6960aa
            %379 = llvm.getelementptr %378[%374] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
            %380 = llvm.load %379 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
            %381 = llvm.inttoptr %377 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%381, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            %382 = llvm.ptrtoint %35 : !llvm.ptr<3> to i32
            %383 = nvvm.shfl.sync idx %c-1_i32, %382, %c0_i32, %c31_i32 : i32 -> i32
            %384 = arith.extsi %383 : i32 to i64
            %385 = llvm.inttoptr %384 : i64 to !llvm.ptr<3>
            llvm.intr.assume %true ["align"(%385, %c256_i64 : !llvm.ptr<3>, i64)] : i1
            scf.if %86 {
              %386 = arith.extui %380 : i32 to i64
              %387 = arith.muli %386, %c2_i64 : i64
              %388 = nvvm.elect.sync -> i1
              scf.if %388 {
                %392 = llvm.ptrtoint %381 : !llvm.ptr<1> to i64
                nvvm.tensormap.replace field = global_address, new_value = %392 in %385 : !llvm.ptr<3>, i64
                nvvm.tensormap.replace field = global_dim[0], new_value = %255 in %385 : !llvm.ptr<3>, i32
                nvvm.tensormap.replace field = global_dim[1], new_value = %251 in %385 : !llvm.ptr<3>, i32
                nvvm.tensormap.replace field = global_stride[0], new_value = %387 in %385 : !llvm.ptr<3>, i64
                nvvm.tensormap.replace field = global_dim[2], new_value = %c1_i32 in %385 : !llvm.ptr<3>, i32
                nvvm.tensormap.replace field = global_stride[1], new_value = %c0_i64 in %385 : !llvm.ptr<3>, i64
                nvvm.tensormap.replace field = global_dim[3], new_value = %c1_i32 in %385 : !llvm.ptr<3>, i32
                nvvm.tensormap.replace field = global_stride[2], new_value = %c0_i64 in %385 : !llvm.ptr<3>, i64
                nvvm.tensormap.replace field = global_dim[4], new_value = %c1_i32 in %385 : !llvm.ptr<3>, i32
                nvvm.tensormap.replace field = global_stride[3], new_value = %c0_i64 in %385 : !llvm.ptr<3>, i64
              }
              %389 = nvvm.elect.sync -> i1
              scf.if %389 {
                nvvm.cp.async.bulk.commit.group
                nvvm.cp.async.bulk.wait_group 0 {read}
              }
              nvvm.bar.warp.sync %c-1_i32 : i32
              %390 = llvm.ptrtoint %50 : !llvm.ptr<1> to i64
              %391 = llvm.ptrtoint %385 : !llvm.ptr<3> to i32
              llvm.inline_asm has_side_effects asm_dialect = att "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128;", "l,r,~{memory}" %390, %391 : (i64, i32) -> ()
            }
            scf.if %86 {
              %386 = llvm.ptrtoint %50 : !llvm.ptr<1> to i64
              llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;", "l,~{memory}" %386 : (i64) -> ()
            }
          }
          llvm.store %cst, %4 {alignment = 32 : i64} : vector<64xf32>, !llvm.ptr
          %282 = llvm.insertvalue %true, %arg13[0] : !llvm.struct<(i1)>
          nvvm.wgmma.fence.aligned
          %283:6 = scf.for %arg20 = %c0_i32 to %280 step %c1_i32 iter_args(%arg21 = %arg14, %arg22 = %arg15, %arg23 = %arg16, %arg24 = %arg17, %arg25 = %arg18, %arg26 = %arg19) -> (i32, i32, i32, i32, i32, i32)  : i32 {
            %373 = llvm.getelementptr %26[%arg25] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            nvvm.mbarrier.try_wait.parity %373, %arg26, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            %374 = arith.muli %arg25, %c1024_i32 overflow<nsw> : i32
            %375 = arith.addi %90, %374 : i32
            %376 = vector.insert %375, %89 [0] : i32 into vector<2xi32>
            %377 = llvm.bitcast %376 : vector<2xi32> to i64
            %378 = arith.addi %92, %374 : i32
            %379 = vector.insert %378, %91 [0] : i32 into vector<2xi32>
            %380 = llvm.bitcast %379 : vector<2xi32> to i64
            %381 = llvm.load %4 : !llvm.ptr -> f32
            %382 = llvm.load %93 : !llvm.ptr -> f32
            %383 = llvm.load %94 : !llvm.ptr -> f32
            %384 = llvm.load %95 : !llvm.ptr -> f32
            %385 = llvm.load %96 : !llvm.ptr -> f32
            %386 = llvm.load %97 : !llvm.ptr -> f32
            %387 = llvm.load %98 : !llvm.ptr -> f32
            %388 = llvm.load %99 : !llvm.ptr -> f32
            %389 = llvm.load %100 : !llvm.ptr -> f32
            %390 = llvm.load %101 : !llvm.ptr -> f32
            %391 = llvm.load %102 : !llvm.ptr -> f32
            %392 = llvm.load %103 : !llvm.ptr -> f32
            %393 = llvm.load %104 : !llvm.ptr -> f32
            %394 = llvm.load %105 : !llvm.ptr -> f32
            %395 = llvm.load %106 : !llvm.ptr -> f32
            %396 = llvm.load %107 : !llvm.ptr -> f32
            %397 = llvm.load %108 : !llvm.ptr -> f32
            %398 = llvm.load %109 : !llvm.ptr -> f32
            %399 = llvm.load %110 : !llvm.ptr -> f32
            %400 = llvm.load %111 : !llvm.ptr -> f32
            %401 = llvm.load %112 : !llvm.ptr -> f32
            %402 = llvm.load %113 : !llvm.ptr -> f32
            %403 = llvm.load %114 : !llvm.ptr -> f32
            %404 = llvm.load %115 : !llvm.ptr -> f32
            %405 = llvm.load %116 : !llvm.ptr -> f32
            %406 = llvm.load %117 : !llvm.ptr -> f32
            %407 = llvm.load %118 : !llvm.ptr -> f32
            %408 = llvm.load %119 : !llvm.ptr -> f32
            %409 = llvm.load %120 : !llvm.ptr -> f32
            %410 = llvm.load %121 : !llvm.ptr -> f32
            %411 = llvm.load %122 : !llvm.ptr -> f32
            %412 = llvm.load %123 : !llvm.ptr -> f32
            %413 = llvm.load %124 : !llvm.ptr -> f32
            %414 = llvm.load %125 : !llvm.ptr -> f32
            %415 = llvm.load %126 : !llvm.ptr -> f32
            %416 = llvm.load %127 : !llvm.ptr -> f32
            %417 = llvm.load %128 : !llvm.ptr -> f32
            %418 = llvm.load %129 : !llvm.ptr -> f32
            %419 = llvm.load %130 : !llvm.ptr -> f32
            %420 = llvm.load %131 : !llvm.ptr -> f32
            %421 = llvm.load %132 : !llvm.ptr -> f32
            %422 = llvm.load %133 : !llvm.ptr -> f32
            %423 = llvm.load %134 : !llvm.ptr -> f32
            %424 = llvm.load %135 : !llvm.ptr -> f32
            %425 = llvm.load %136 : !llvm.ptr -> f32
            %426 = llvm.load %137 : !llvm.ptr -> f32
            %427 = llvm.load %138 : !llvm.ptr -> f32
            %428 = llvm.load %139 : !llvm.ptr -> f32
            %429 = llvm.load %140 : !llvm.ptr -> f32
            %430 = llvm.load %141 : !llvm.ptr -> f32
            %431 = llvm.load %142 : !llvm.ptr -> f32
            %432 = llvm.load %143 : !llvm.ptr -> f32
            %433 = llvm.load %144 : !llvm.ptr -> f32
            %434 = llvm.load %145 : !llvm.ptr -> f32
            %435 = llvm.load %146 : !llvm.ptr -> f32
            %436 = llvm.load %147 : !llvm.ptr -> f32
            %437 = llvm.load %148 : !llvm.ptr -> f32
            %438 = llvm.load %149 : !llvm.ptr -> f32
            %439 = llvm.load %150 : !llvm.ptr -> f32
            %440 = llvm.load %151 : !llvm.ptr -> f32
            %441 = llvm.load %152 : !llvm.ptr -> f32
            %442 = llvm.load %153 : !llvm.ptr -> f32
            %443 = llvm.load %154 : !llvm.ptr -> f32
            %444 = llvm.load %155 : !llvm.ptr -> f32
            %445 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %381, %382, %383, %384, %385, %386, %387, %388, %389, %390, %391, %392, %393, %394, %395, %396, %397, %398, %399, %400, %401, %402, %403, %404, %405, %406, %407, %408, %409, %410, %411, %412, %413, %414, %415, %416, %417, %418, %419, %420, %421, %422, %423, %424, %425, %426, %427, %428, %429, %430, %431, %432, %433, %434, %435, %436, %437, %438, %439, %440, %441, %442, %443, %444, %377, %380, %c1_i32, %c1_i32, %c1_i32, %c0_i32, %c0_i32 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_4a19c2
            %446 = llvm.extractvalue %445[0] : !llvm_struct_4a19c2
            %447 = llvm.extractvalue %445[1] : !llvm_struct_4a19c2
            %448 = llvm.extractvalue %445[2] : !llvm_struct_4a19c2
            %449 = llvm.extractvalue %445[3] : !llvm_struct_4a19c2
            %450 = llvm.extractvalue %445[4] : !llvm_struct_4a19c2
            %451 = llvm.extractvalue %445[5] : !llvm_struct_4a19c2
            %452 = llvm.extractvalue %445[6] : !llvm_struct_4a19c2
            %453 = llvm.extractvalue %445[7] : !llvm_struct_4a19c2
            %454 = llvm.extractvalue %445[8] : !llvm_struct_4a19c2
            %455 = llvm.extractvalue %445[9] : !llvm_struct_4a19c2
            %456 = llvm.extractvalue %445[10] : !llvm_struct_4a19c2
            %457 = llvm.extractvalue %445[11] : !llvm_struct_4a19c2
            %458 = llvm.extractvalue %445[12] : !llvm_struct_4a19c2
            %459 = llvm.extractvalue %445[13] : !llvm_struct_4a19c2
            %460 = llvm.extractvalue %445[14] : !llvm_struct_4a19c2
            %461 = llvm.extractvalue %445[15] : !llvm_struct_4a19c2
            %462 = llvm.extractvalue %445[16] : !llvm_struct_4a19c2
            %463 = llvm.extractvalue %445[17] : !llvm_struct_4a19c2
            %464 = llvm.extractvalue %445[18] : !llvm_struct_4a19c2
            %465 = llvm.extractvalue %445[19] : !llvm_struct_4a19c2
            %466 = llvm.extractvalue %445[20] : !llvm_struct_4a19c2
            %467 = llvm.extractvalue %445[21] : !llvm_struct_4a19c2
            %468 = llvm.extractvalue %445[22] : !llvm_struct_4a19c2
            %469 = llvm.extractvalue %445[23] : !llvm_struct_4a19c2
            %470 = llvm.extractvalue %445[24] : !llvm_struct_4a19c2
            %471 = llvm.extractvalue %445[25] : !llvm_struct_4a19c2
            %472 = llvm.extractvalue %445[26] : !llvm_struct_4a19c2
            %473 = llvm.extractvalue %445[27] : !llvm_struct_4a19c2
            %474 = llvm.extractvalue %445[28] : !llvm_struct_4a19c2
            %475 = llvm.extractvalue %445[29] : !llvm_struct_4a19c2
            %476 = llvm.extractvalue %445[30] : !llvm_struct_4a19c2
            %477 = llvm.extractvalue %445[31] : !llvm_struct_4a19c2
            %478 = llvm.extractvalue %445[32] : !llvm_struct_4a19c2
            %479 = llvm.extractvalue %445[33] : !llvm_struct_4a19c2
            %480 = llvm.extractvalue %445[34] : !llvm_struct_4a19c2
            %481 = llvm.extractvalue %445[35] : !llvm_struct_4a19c2
            %482 = llvm.extractvalue %445[36] : !llvm_struct_4a19c2
            %483 = llvm.extractvalue %445[37] : !llvm_struct_4a19c2
            %484 = llvm.extractvalue %445[38] : !llvm_struct_4a19c2
            %485 = llvm.extractvalue %445[39] : !llvm_struct_4a19c2
            %486 = llvm.extractvalue %445[40] : !llvm_struct_4a19c2
            %487 = llvm.extractvalue %445[41] : !llvm_struct_4a19c2
            %488 = llvm.extractvalue %445[42] : !llvm_struct_4a19c2
            %489 = llvm.extractvalue %445[43] : !llvm_struct_4a19c2
            %490 = llvm.extractvalue %445[44] : !llvm_struct_4a19c2
            %491 = llvm.extractvalue %445[45] : !llvm_struct_4a19c2
            %492 = llvm.extractvalue %445[46] : !llvm_struct_4a19c2
            %493 = llvm.extractvalue %445[47] : !llvm_struct_4a19c2
            %494 = llvm.extractvalue %445[48] : !llvm_struct_4a19c2
            %495 = llvm.extractvalue %445[49] : !llvm_struct_4a19c2
            %496 = llvm.extractvalue %445[50] : !llvm_struct_4a19c2
            %497 = llvm.extractvalue %445[51] : !llvm_struct_4a19c2
            %498 = llvm.extractvalue %445[52] : !llvm_struct_4a19c2
            %499 = llvm.extractvalue %445[53] : !llvm_struct_4a19c2
            %500 = llvm.extractvalue %445[54] : !llvm_struct_4a19c2
            %501 = llvm.extractvalue %445[55] : !llvm_struct_4a19c2
            %502 = llvm.extractvalue %445[56] : !llvm_struct_4a19c2
            %503 = llvm.extractvalue %445[57] : !llvm_struct_4a19c2
            %504 = llvm.extractvalue %445[58] : !llvm_struct_4a19c2
            %505 = llvm.extractvalue %445[59] : !llvm_struct_4a19c2
            %506 = llvm.extractvalue %445[60] : !llvm_struct_4a19c2
            %507 = llvm.extractvalue %445[61] : !llvm_struct_4a19c2
            %508 = llvm.extractvalue %445[62] : !llvm_struct_4a19c2
            %509 = llvm.extractvalue %445[63] : !llvm_struct_4a19c2
            llvm.store %446, %4 : f32, !llvm.ptr
            llvm.store %447, %93 : f32, !llvm.ptr
            llvm.store %448, %94 : f32, !llvm.ptr
            llvm.store %449, %95 : f32, !llvm.ptr
            llvm.store %450, %96 : f32, !llvm.ptr
            llvm.store %451, %97 : f32, !llvm.ptr
            llvm.store %452, %98 : f32, !llvm.ptr
            llvm.store %453, %99 : f32, !llvm.ptr
            llvm.store %454, %100 : f32, !llvm.ptr
            llvm.store %455, %101 : f32, !llvm.ptr
            llvm.store %456, %102 : f32, !llvm.ptr
            llvm.store %457, %103 : f32, !llvm.ptr
            llvm.store %458, %104 : f32, !llvm.ptr
            llvm.store %459, %105 : f32, !llvm.ptr
            llvm.store %460, %106 : f32, !llvm.ptr
            llvm.store %461, %107 : f32, !llvm.ptr
            llvm.store %462, %108 : f32, !llvm.ptr
            llvm.store %463, %109 : f32, !llvm.ptr
            llvm.store %464, %110 : f32, !llvm.ptr
            llvm.store %465, %111 : f32, !llvm.ptr
            llvm.store %466, %112 : f32, !llvm.ptr
            llvm.store %467, %113 : f32, !llvm.ptr
            llvm.store %468, %114 : f32, !llvm.ptr
            llvm.store %469, %115 : f32, !llvm.ptr
            llvm.store %470, %116 : f32, !llvm.ptr
            llvm.store %471, %117 : f32, !llvm.ptr
            llvm.store %472, %118 : f32, !llvm.ptr
            llvm.store %473, %119 : f32, !llvm.ptr
            llvm.store %474, %120 : f32, !llvm.ptr
            llvm.store %475, %121 : f32, !llvm.ptr
            llvm.store %476, %122 : f32, !llvm.ptr
            llvm.store %477, %123 : f32, !llvm.ptr
            llvm.store %478, %124 : f32, !llvm.ptr
            llvm.store %479, %125 : f32, !llvm.ptr
            llvm.store %480, %126 : f32, !llvm.ptr
            llvm.store %481, %127 : f32, !llvm.ptr
            llvm.store %482, %128 : f32, !llvm.ptr
            llvm.store %483, %129 : f32, !llvm.ptr
            llvm.store %484, %130 : f32, !llvm.ptr
            llvm.store %485, %131 : f32, !llvm.ptr
            llvm.store %486, %132 : f32, !llvm.ptr
            llvm.store %487, %133 : f32, !llvm.ptr
            llvm.store %488, %134 : f32, !llvm.ptr
            llvm.store %489, %135 : f32, !llvm.ptr
            llvm.store %490, %136 : f32, !llvm.ptr
            llvm.store %491, %137 : f32, !llvm.ptr
            llvm.store %492, %138 : f32, !llvm.ptr
            llvm.store %493, %139 : f32, !llvm.ptr
            llvm.store %494, %140 : f32, !llvm.ptr
            llvm.store %495, %141 : f32, !llvm.ptr
            llvm.store %496, %142 : f32, !llvm.ptr
            llvm.store %497, %143 : f32, !llvm.ptr
            llvm.store %498, %144 : f32, !llvm.ptr
            llvm.store %499, %145 : f32, !llvm.ptr
            llvm.store %500, %146 : f32, !llvm.ptr
            llvm.store %501, %147 : f32, !llvm.ptr
            llvm.store %502, %148 : f32, !llvm.ptr
            llvm.store %503, %149 : f32, !llvm.ptr
            llvm.store %504, %150 : f32, !llvm.ptr
            llvm.store %505, %151 : f32, !llvm.ptr
            llvm.store %506, %152 : f32, !llvm.ptr
            llvm.store %507, %153 : f32, !llvm.ptr
            llvm.store %508, %154 : f32, !llvm.ptr
            llvm.store %509, %155 : f32, !llvm.ptr
            %510 = arith.muli %arg25, %c1024_i32 overflow<nsw> : i32
            %511 = arith.addi %510, %c2_i32 overflow<nsw> : i32
            %512 = arith.addi %157, %511 : i32
            %513 = vector.insert %512, %156 [0] : i32 into vector<2xi32>
            %514 = llvm.bitcast %513 : vector<2xi32> to i64
            %515 = arith.addi %159, %511 : i32
            %516 = vector.insert %515, %158 [0] : i32 into vector<2xi32>
            %517 = llvm.bitcast %516 : vector<2xi32> to i64
            %518 = llvm.load %4 : !llvm.ptr -> f32
            %519 = llvm.load %93 : !llvm.ptr -> f32
            %520 = llvm.load %94 : !llvm.ptr -> f32
            %521 = llvm.load %95 : !llvm.ptr -> f32
            %522 = llvm.load %96 : !llvm.ptr -> f32
            %523 = llvm.load %97 : !llvm.ptr -> f32
            %524 = llvm.load %98 : !llvm.ptr -> f32
            %525 = llvm.load %99 : !llvm.ptr -> f32
            %526 = llvm.load %100 : !llvm.ptr -> f32
            %527 = llvm.load %101 : !llvm.ptr -> f32
            %528 = llvm.load %102 : !llvm.ptr -> f32
            %529 = llvm.load %103 : !llvm.ptr -> f32
            %530 = llvm.load %104 : !llvm.ptr -> f32
            %531 = llvm.load %105 : !llvm.ptr -> f32
            %532 = llvm.load %106 : !llvm.ptr -> f32
            %533 = llvm.load %107 : !llvm.ptr -> f32
            %534 = llvm.load %108 : !llvm.ptr -> f32
            %535 = llvm.load %109 : !llvm.ptr -> f32
            %536 = llvm.load %110 : !llvm.ptr -> f32
            %537 = llvm.load %111 : !llvm.ptr -> f32
            %538 = llvm.load %112 : !llvm.ptr -> f32
            %539 = llvm.load %113 : !llvm.ptr -> f32
            %540 = llvm.load %114 : !llvm.ptr -> f32
            %541 = llvm.load %115 : !llvm.ptr -> f32
            %542 = llvm.load %116 : !llvm.ptr -> f32
            %543 = llvm.load %117 : !llvm.ptr -> f32
            %544 = llvm.load %118 : !llvm.ptr -> f32
            %545 = llvm.load %119 : !llvm.ptr -> f32
            %546 = llvm.load %120 : !llvm.ptr -> f32
            %547 = llvm.load %121 : !llvm.ptr -> f32
            %548 = llvm.load %122 : !llvm.ptr -> f32
            %549 = llvm.load %123 : !llvm.ptr -> f32
            %550 = llvm.load %124 : !llvm.ptr -> f32
            %551 = llvm.load %125 : !llvm.ptr -> f32
            %552 = llvm.load %126 : !llvm.ptr -> f32
            %553 = llvm.load %127 : !llvm.ptr -> f32
            %554 = llvm.load %128 : !llvm.ptr -> f32
            %555 = llvm.load %129 : !llvm.ptr -> f32
            %556 = llvm.load %130 : !llvm.ptr -> f32
            %557 = llvm.load %131 : !llvm.ptr -> f32
            %558 = llvm.load %132 : !llvm.ptr -> f32
            %559 = llvm.load %133 : !llvm.ptr -> f32
            %560 = llvm.load %134 : !llvm.ptr -> f32
            %561 = llvm.load %135 : !llvm.ptr -> f32
            %562 = llvm.load %136 : !llvm.ptr -> f32
            %563 = llvm.load %137 : !llvm.ptr -> f32
            %564 = llvm.load %138 : !llvm.ptr -> f32
            %565 = llvm.load %139 : !llvm.ptr -> f32
            %566 = llvm.load %140 : !llvm.ptr -> f32
            %567 = llvm.load %141 : !llvm.ptr -> f32
            %568 = llvm.load %142 : !llvm.ptr -> f32
            %569 = llvm.load %143 : !llvm.ptr -> f32
            %570 = llvm.load %144 : !llvm.ptr -> f32
            %571 = llvm.load %145 : !llvm.ptr -> f32
            %572 = llvm.load %146 : !llvm.ptr -> f32
            %573 = llvm.load %147 : !llvm.ptr -> f32
            %574 = llvm.load %148 : !llvm.ptr -> f32
            %575 = llvm.load %149 : !llvm.ptr -> f32
            %576 = llvm.load %150 : !llvm.ptr -> f32
            %577 = llvm.load %151 : !llvm.ptr -> f32
            %578 = llvm.load %152 : !llvm.ptr -> f32
            %579 = llvm.load %153 : !llvm.ptr -> f32
            %580 = llvm.load %154 : !llvm.ptr -> f32
            %581 = llvm.load %155 : !llvm.ptr -> f32
            %582 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %518, %519, %520, %521, %522, %523, %524, %525, %526, %527, %528, %529, %530, %531, %532, %533, %534, %535, %536, %537, %538, %539, %540, %541, %542, %543, %544, %545, %546, %547, %548, %549, %550, %551, %552, %553, %554, %555, %556, %557, %558, %559, %560, %561, %562, %563, %564, %565, %566, %567, %568, %569, %570, %571, %572, %573, %574, %575, %576, %577, %578, %579, %580, %581, %514, %517, %c1_i32, %c1_i32, %c1_i32, %c0_i32, %c0_i32 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_4a19c2
            %583 = llvm.extractvalue %582[0] : !llvm_struct_4a19c2
            %584 = llvm.extractvalue %582[1] : !llvm_struct_4a19c2
            %585 = llvm.extractvalue %582[2] : !llvm_struct_4a19c2
            %586 = llvm.extractvalue %582[3] : !llvm_struct_4a19c2
            %587 = llvm.extractvalue %582[4] : !llvm_struct_4a19c2
            %588 = llvm.extractvalue %582[5] : !llvm_struct_4a19c2
            %589 = llvm.extractvalue %582[6] : !llvm_struct_4a19c2
            %590 = llvm.extractvalue %582[7] : !llvm_struct_4a19c2
            %591 = llvm.extractvalue %582[8] : !llvm_struct_4a19c2
            %592 = llvm.extractvalue %582[9] : !llvm_struct_4a19c2
            %593 = llvm.extractvalue %582[10] : !llvm_struct_4a19c2
            %594 = llvm.extractvalue %582[11] : !llvm_struct_4a19c2
            %595 = llvm.extractvalue %582[12] : !llvm_struct_4a19c2
            %596 = llvm.extractvalue %582[13] : !llvm_struct_4a19c2
            %597 = llvm.extractvalue %582[14] : !llvm_struct_4a19c2
            %598 = llvm.extractvalue %582[15] : !llvm_struct_4a19c2
            %599 = llvm.extractvalue %582[16] : !llvm_struct_4a19c2
            %600 = llvm.extractvalue %582[17] : !llvm_struct_4a19c2
            %601 = llvm.extractvalue %582[18] : !llvm_struct_4a19c2
            %602 = llvm.extractvalue %582[19] : !llvm_struct_4a19c2
            %603 = llvm.extractvalue %582[20] : !llvm_struct_4a19c2
            %604 = llvm.extractvalue %582[21] : !llvm_struct_4a19c2
            %605 = llvm.extractvalue %582[22] : !llvm_struct_4a19c2
            %606 = llvm.extractvalue %582[23] : !llvm_struct_4a19c2
            %607 = llvm.extractvalue %582[24] : !llvm_struct_4a19c2
            %608 = llvm.extractvalue %582[25] : !llvm_struct_4a19c2
            %609 = llvm.extractvalue %582[26] : !llvm_struct_4a19c2
            %610 = llvm.extractvalue %582[27] : !llvm_struct_4a19c2
            %611 = llvm.extractvalue %582[28] : !llvm_struct_4a19c2
            %612 = llvm.extractvalue %582[29] : !llvm_struct_4a19c2
            %613 = llvm.extractvalue %582[30] : !llvm_struct_4a19c2
            %614 = llvm.extractvalue %582[31] : !llvm_struct_4a19c2
            %615 = llvm.extractvalue %582[32] : !llvm_struct_4a19c2
            %616 = llvm.extractvalue %582[33] : !llvm_struct_4a19c2
            %617 = llvm.extractvalue %582[34] : !llvm_struct_4a19c2
            %618 = llvm.extractvalue %582[35] : !llvm_struct_4a19c2
            %619 = llvm.extractvalue %582[36] : !llvm_struct_4a19c2
            %620 = llvm.extractvalue %582[37] : !llvm_struct_4a19c2
            %621 = llvm.extractvalue %582[38] : !llvm_struct_4a19c2
            %622 = llvm.extractvalue %582[39] : !llvm_struct_4a19c2
            %623 = llvm.extractvalue %582[40] : !llvm_struct_4a19c2
            %624 = llvm.extractvalue %582[41] : !llvm_struct_4a19c2
            %625 = llvm.extractvalue %582[42] : !llvm_struct_4a19c2
            %626 = llvm.extractvalue %582[43] : !llvm_struct_4a19c2
            %627 = llvm.extractvalue %582[44] : !llvm_struct_4a19c2
            %628 = llvm.extractvalue %582[45] : !llvm_struct_4a19c2
            %629 = llvm.extractvalue %582[46] : !llvm_struct_4a19c2
            %630 = llvm.extractvalue %582[47] : !llvm_struct_4a19c2
            %631 = llvm.extractvalue %582[48] : !llvm_struct_4a19c2
            %632 = llvm.extractvalue %582[49] : !llvm_struct_4a19c2
            %633 = llvm.extractvalue %582[50] : !llvm_struct_4a19c2
            %634 = llvm.extractvalue %582[51] : !llvm_struct_4a19c2
            %635 = llvm.extractvalue %582[52] : !llvm_struct_4a19c2
            %636 = llvm.extractvalue %582[53] : !llvm_struct_4a19c2
            %637 = llvm.extractvalue %582[54] : !llvm_struct_4a19c2
            %638 = llvm.extractvalue %582[55] : !llvm_struct_4a19c2
            %639 = llvm.extractvalue %582[56] : !llvm_struct_4a19c2
            %640 = llvm.extractvalue %582[57] : !llvm_struct_4a19c2
            %641 = llvm.extractvalue %582[58] : !llvm_struct_4a19c2
            %642 = llvm.extractvalue %582[59] : !llvm_struct_4a19c2
            %643 = llvm.extractvalue %582[60] : !llvm_struct_4a19c2
            %644 = llvm.extractvalue %582[61] : !llvm_struct_4a19c2
            %645 = llvm.extractvalue %582[62] : !llvm_struct_4a19c2
            %646 = llvm.extractvalue %582[63] : !llvm_struct_4a19c2
            llvm.store %583, %4 : f32, !llvm.ptr
            llvm.store %584, %93 : f32, !llvm.ptr
            llvm.store %585, %94 : f32, !llvm.ptr
            llvm.store %586, %95 : f32, !llvm.ptr
            llvm.store %587, %96 : f32, !llvm.ptr
            llvm.store %588, %97 : f32, !llvm.ptr
            llvm.store %589, %98 : f32, !llvm.ptr
            llvm.store %590, %99 : f32, !llvm.ptr
            llvm.store %591, %100 : f32, !llvm.ptr
            llvm.store %592, %101 : f32, !llvm.ptr
            llvm.store %593, %102 : f32, !llvm.ptr
            llvm.store %594, %103 : f32, !llvm.ptr
            llvm.store %595, %104 : f32, !llvm.ptr
            llvm.store %596, %105 : f32, !llvm.ptr
            llvm.store %597, %106 : f32, !llvm.ptr
            llvm.store %598, %107 : f32, !llvm.ptr
            llvm.store %599, %108 : f32, !llvm.ptr
            llvm.store %600, %109 : f32, !llvm.ptr
            llvm.store %601, %110 : f32, !llvm.ptr
            llvm.store %602, %111 : f32, !llvm.ptr
            llvm.store %603, %112 : f32, !llvm.ptr
            llvm.store %604, %113 : f32, !llvm.ptr
            llvm.store %605, %114 : f32, !llvm.ptr
            llvm.store %606, %115 : f32, !llvm.ptr
            llvm.store %607, %116 : f32, !llvm.ptr
            llvm.store %608, %117 : f32, !llvm.ptr
            llvm.store %609, %118 : f32, !llvm.ptr
            llvm.store %610, %119 : f32, !llvm.ptr
            llvm.store %611, %120 : f32, !llvm.ptr
            llvm.store %612, %121 : f32, !llvm.ptr
            llvm.store %613, %122 : f32, !llvm.ptr
            llvm.store %614, %123 : f32, !llvm.ptr
            llvm.store %615, %124 : f32, !llvm.ptr
            llvm.store %616, %125 : f32, !llvm.ptr
            llvm.store %617, %126 : f32, !llvm.ptr
            llvm.store %618, %127 : f32, !llvm.ptr
            llvm.store %619, %128 : f32, !llvm.ptr
            llvm.store %620, %129 : f32, !llvm.ptr
            llvm.store %621, %130 : f32, !llvm.ptr
            llvm.store %622, %131 : f32, !llvm.ptr
            llvm.store %623, %132 : f32, !llvm.ptr
            llvm.store %624, %133 : f32, !llvm.ptr
            llvm.store %625, %134 : f32, !llvm.ptr
            llvm.store %626, %135 : f32, !llvm.ptr
            llvm.store %627, %136 : f32, !llvm.ptr
            llvm.store %628, %137 : f32, !llvm.ptr
            llvm.store %629, %138 : f32, !llvm.ptr
            llvm.store %630, %139 : f32, !llvm.ptr
            llvm.store %631, %140 : f32, !llvm.ptr
            llvm.store %632, %141 : f32, !llvm.ptr
            llvm.store %633, %142 : f32, !llvm.ptr
            llvm.store %634, %143 : f32, !llvm.ptr
            llvm.store %635, %144 : f32, !llvm.ptr
            llvm.store %636, %145 : f32, !llvm.ptr
            llvm.store %637, %146 : f32, !llvm.ptr
            llvm.store %638, %147 : f32, !llvm.ptr
            llvm.store %639, %148 : f32, !llvm.ptr
            llvm.store %640, %149 : f32, !llvm.ptr
            llvm.store %641, %150 : f32, !llvm.ptr
            llvm.store %642, %151 : f32, !llvm.ptr
            llvm.store %643, %152 : f32, !llvm.ptr
            llvm.store %644, %153 : f32, !llvm.ptr
            llvm.store %645, %154 : f32, !llvm.ptr
            llvm.store %646, %155 : f32, !llvm.ptr
            %647 = arith.muli %arg25, %c1024_i32 overflow<nsw> : i32
            %648 = arith.addi %647, %c4_i32 overflow<nsw> : i32
            %649 = arith.addi %161, %648 : i32
            %650 = vector.insert %649, %160 [0] : i32 into vector<2xi32>
            %651 = llvm.bitcast %650 : vector<2xi32> to i64
            %652 = arith.addi %163, %648 : i32
            %653 = vector.insert %652, %162 [0] : i32 into vector<2xi32>
            %654 = llvm.bitcast %653 : vector<2xi32> to i64
            %655 = llvm.load %4 : !llvm.ptr -> f32
            %656 = llvm.load %93 : !llvm.ptr -> f32
            %657 = llvm.load %94 : !llvm.ptr -> f32
            %658 = llvm.load %95 : !llvm.ptr -> f32
            %659 = llvm.load %96 : !llvm.ptr -> f32
            %660 = llvm.load %97 : !llvm.ptr -> f32
            %661 = llvm.load %98 : !llvm.ptr -> f32
            %662 = llvm.load %99 : !llvm.ptr -> f32
            %663 = llvm.load %100 : !llvm.ptr -> f32
            %664 = llvm.load %101 : !llvm.ptr -> f32
            %665 = llvm.load %102 : !llvm.ptr -> f32
            %666 = llvm.load %103 : !llvm.ptr -> f32
            %667 = llvm.load %104 : !llvm.ptr -> f32
            %668 = llvm.load %105 : !llvm.ptr -> f32
            %669 = llvm.load %106 : !llvm.ptr -> f32
            %670 = llvm.load %107 : !llvm.ptr -> f32
            %671 = llvm.load %108 : !llvm.ptr -> f32
            %672 = llvm.load %109 : !llvm.ptr -> f32
            %673 = llvm.load %110 : !llvm.ptr -> f32
            %674 = llvm.load %111 : !llvm.ptr -> f32
            %675 = llvm.load %112 : !llvm.ptr -> f32
            %676 = llvm.load %113 : !llvm.ptr -> f32
            %677 = llvm.load %114 : !llvm.ptr -> f32
            %678 = llvm.load %115 : !llvm.ptr -> f32
            %679 = llvm.load %116 : !llvm.ptr -> f32
            %680 = llvm.load %117 : !llvm.ptr -> f32
            %681 = llvm.load %118 : !llvm.ptr -> f32
            %682 = llvm.load %119 : !llvm.ptr -> f32
            %683 = llvm.load %120 : !llvm.ptr -> f32
            %684 = llvm.load %121 : !llvm.ptr -> f32
            %685 = llvm.load %122 : !llvm.ptr -> f32
            %686 = llvm.load %123 : !llvm.ptr -> f32
            %687 = llvm.load %124 : !llvm.ptr -> f32
            %688 = llvm.load %125 : !llvm.ptr -> f32
            %689 = llvm.load %126 : !llvm.ptr -> f32
            %690 = llvm.load %127 : !llvm.ptr -> f32
            %691 = llvm.load %128 : !llvm.ptr -> f32
            %692 = llvm.load %129 : !llvm.ptr -> f32
            %693 = llvm.load %130 : !llvm.ptr -> f32
            %694 = llvm.load %131 : !llvm.ptr -> f32
            %695 = llvm.load %132 : !llvm.ptr -> f32
            %696 = llvm.load %133 : !llvm.ptr -> f32
            %697 = llvm.load %134 : !llvm.ptr -> f32
            %698 = llvm.load %135 : !llvm.ptr -> f32
            %699 = llvm.load %136 : !llvm.ptr -> f32
            %700 = llvm.load %137 : !llvm.ptr -> f32
            %701 = llvm.load %138 : !llvm.ptr -> f32
            %702 = llvm.load %139 : !llvm.ptr -> f32
            %703 = llvm.load %140 : !llvm.ptr -> f32
            %704 = llvm.load %141 : !llvm.ptr -> f32
            %705 = llvm.load %142 : !llvm.ptr -> f32
            %706 = llvm.load %143 : !llvm.ptr -> f32
            %707 = llvm.load %144 : !llvm.ptr -> f32
            %708 = llvm.load %145 : !llvm.ptr -> f32
            %709 = llvm.load %146 : !llvm.ptr -> f32
            %710 = llvm.load %147 : !llvm.ptr -> f32
            %711 = llvm.load %148 : !llvm.ptr -> f32
            %712 = llvm.load %149 : !llvm.ptr -> f32
            %713 = llvm.load %150 : !llvm.ptr -> f32
            %714 = llvm.load %151 : !llvm.ptr -> f32
            %715 = llvm.load %152 : !llvm.ptr -> f32
            %716 = llvm.load %153 : !llvm.ptr -> f32
            %717 = llvm.load %154 : !llvm.ptr -> f32
            %718 = llvm.load %155 : !llvm.ptr -> f32
            %719 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %655, %656, %657, %658, %659, %660, %661, %662, %663, %664, %665, %666, %667, %668, %669, %670, %671, %672, %673, %674, %675, %676, %677, %678, %679, %680, %681, %682, %683, %684, %685, %686, %687, %688, %689, %690, %691, %692, %693, %694, %695, %696, %697, %698, %699, %700, %701, %702, %703, %704, %705, %706, %707, %708, %709, %710, %711, %712, %713, %714, %715, %716, %717, %718, %651, %654, %c1_i32, %c1_i32, %c1_i32, %c0_i32, %c0_i32 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_4a19c2
            %720 = llvm.extractvalue %719[0] : !llvm_struct_4a19c2
            %721 = llvm.extractvalue %719[1] : !llvm_struct_4a19c2
            %722 = llvm.extractvalue %719[2] : !llvm_struct_4a19c2
            %723 = llvm.extractvalue %719[3] : !llvm_struct_4a19c2
            %724 = llvm.extractvalue %719[4] : !llvm_struct_4a19c2
            %725 = llvm.extractvalue %719[5] : !llvm_struct_4a19c2
            %726 = llvm.extractvalue %719[6] : !llvm_struct_4a19c2
            %727 = llvm.extractvalue %719[7] : !llvm_struct_4a19c2
            %728 = llvm.extractvalue %719[8] : !llvm_struct_4a19c2
            %729 = llvm.extractvalue %719[9] : !llvm_struct_4a19c2
            %730 = llvm.extractvalue %719[10] : !llvm_struct_4a19c2
            %731 = llvm.extractvalue %719[11] : !llvm_struct_4a19c2
            %732 = llvm.extractvalue %719[12] : !llvm_struct_4a19c2
            %733 = llvm.extractvalue %719[13] : !llvm_struct_4a19c2
            %734 = llvm.extractvalue %719[14] : !llvm_struct_4a19c2
            %735 = llvm.extractvalue %719[15] : !llvm_struct_4a19c2
            %736 = llvm.extractvalue %719[16] : !llvm_struct_4a19c2
            %737 = llvm.extractvalue %719[17] : !llvm_struct_4a19c2
            %738 = llvm.extractvalue %719[18] : !llvm_struct_4a19c2
            %739 = llvm.extractvalue %719[19] : !llvm_struct_4a19c2
            %740 = llvm.extractvalue %719[20] : !llvm_struct_4a19c2
            %741 = llvm.extractvalue %719[21] : !llvm_struct_4a19c2
            %742 = llvm.extractvalue %719[22] : !llvm_struct_4a19c2
            %743 = llvm.extractvalue %719[23] : !llvm_struct_4a19c2
            %744 = llvm.extractvalue %719[24] : !llvm_struct_4a19c2
            %745 = llvm.extractvalue %719[25] : !llvm_struct_4a19c2
            %746 = llvm.extractvalue %719[26] : !llvm_struct_4a19c2
            %747 = llvm.extractvalue %719[27] : !llvm_struct_4a19c2
            %748 = llvm.extractvalue %719[28] : !llvm_struct_4a19c2
            %749 = llvm.extractvalue %719[29] : !llvm_struct_4a19c2
            %750 = llvm.extractvalue %719[30] : !llvm_struct_4a19c2
            %751 = llvm.extractvalue %719[31] : !llvm_struct_4a19c2
            %752 = llvm.extractvalue %719[32] : !llvm_struct_4a19c2
            %753 = llvm.extractvalue %719[33] : !llvm_struct_4a19c2
            %754 = llvm.extractvalue %719[34] : !llvm_struct_4a19c2
            %755 = llvm.extractvalue %719[35] : !llvm_struct_4a19c2
            %756 = llvm.extractvalue %719[36] : !llvm_struct_4a19c2
            %757 = llvm.extractvalue %719[37] : !llvm_struct_4a19c2
            %758 = llvm.extractvalue %719[38] : !llvm_struct_4a19c2
            %759 = llvm.extractvalue %719[39] : !llvm_struct_4a19c2
            %760 = llvm.extractvalue %719[40] : !llvm_struct_4a19c2
            %761 = llvm.extractvalue %719[41] : !llvm_struct_4a19c2
            %762 = llvm.extractvalue %719[42] : !llvm_struct_4a19c2
            %763 = llvm.extractvalue %719[43] : !llvm_struct_4a19c2
            %764 = llvm.extractvalue %719[44] : !llvm_struct_4a19c2
            %765 = llvm.extractvalue %719[45] : !llvm_struct_4a19c2
            %766 = llvm.extractvalue %719[46] : !llvm_struct_4a19c2
            %767 = llvm.extractvalue %719[47] : !llvm_struct_4a19c2
            %768 = llvm.extractvalue %719[48] : !llvm_struct_4a19c2
            %769 = llvm.extractvalue %719[49] : !llvm_struct_4a19c2
            %770 = llvm.extractvalue %719[50] : !llvm_struct_4a19c2
            %771 = llvm.extractvalue %719[51] : !llvm_struct_4a19c2
            %772 = llvm.extractvalue %719[52] : !llvm_struct_4a19c2
            %773 = llvm.extractvalue %719[53] : !llvm_struct_4a19c2
            %774 = llvm.extractvalue %719[54] : !llvm_struct_4a19c2
            %775 = llvm.extractvalue %719[55] : !llvm_struct_4a19c2
            %776 = llvm.extractvalue %719[56] : !llvm_struct_4a19c2
            %777 = llvm.extractvalue %719[57] : !llvm_struct_4a19c2
            %778 = llvm.extractvalue %719[58] : !llvm_struct_4a19c2
            %779 = llvm.extractvalue %719[59] : !llvm_struct_4a19c2
            %780 = llvm.extractvalue %719[60] : !llvm_struct_4a19c2
            %781 = llvm.extractvalue %719[61] : !llvm_struct_4a19c2
            %782 = llvm.extractvalue %719[62] : !llvm_struct_4a19c2
            %783 = llvm.extractvalue %719[63] : !llvm_struct_4a19c2
            llvm.store %720, %4 : f32, !llvm.ptr
            llvm.store %721, %93 : f32, !llvm.ptr
            llvm.store %722, %94 : f32, !llvm.ptr
            llvm.store %723, %95 : f32, !llvm.ptr
            llvm.store %724, %96 : f32, !llvm.ptr
            llvm.store %725, %97 : f32, !llvm.ptr
            llvm.store %726, %98 : f32, !llvm.ptr
            llvm.store %727, %99 : f32, !llvm.ptr
            llvm.store %728, %100 : f32, !llvm.ptr
            llvm.store %729, %101 : f32, !llvm.ptr
            llvm.store %730, %102 : f32, !llvm.ptr
            llvm.store %731, %103 : f32, !llvm.ptr
            llvm.store %732, %104 : f32, !llvm.ptr
            llvm.store %733, %105 : f32, !llvm.ptr
            llvm.store %734, %106 : f32, !llvm.ptr
            llvm.store %735, %107 : f32, !llvm.ptr
            llvm.store %736, %108 : f32, !llvm.ptr
            llvm.store %737, %109 : f32, !llvm.ptr
            llvm.store %738, %110 : f32, !llvm.ptr
            llvm.store %739, %111 : f32, !llvm.ptr
            llvm.store %740, %112 : f32, !llvm.ptr
            llvm.store %741, %113 : f32, !llvm.ptr
            llvm.store %742, %114 : f32, !llvm.ptr
            llvm.store %743, %115 : f32, !llvm.ptr
            llvm.store %744, %116 : f32, !llvm.ptr
            llvm.store %745, %117 : f32, !llvm.ptr
            llvm.store %746, %118 : f32, !llvm.ptr
            llvm.store %747, %119 : f32, !llvm.ptr
            llvm.store %748, %120 : f32, !llvm.ptr
            llvm.store %749, %121 : f32, !llvm.ptr
            llvm.store %750, %122 : f32, !llvm.ptr
            llvm.store %751, %123 : f32, !llvm.ptr
            llvm.store %752, %124 : f32, !llvm.ptr
            llvm.store %753, %125 : f32, !llvm.ptr
            llvm.store %754, %126 : f32, !llvm.ptr
            llvm.store %755, %127 : f32, !llvm.ptr
            llvm.store %756, %128 : f32, !llvm.ptr
            llvm.store %757, %129 : f32, !llvm.ptr
            llvm.store %758, %130 : f32, !llvm.ptr
            llvm.store %759, %131 : f32, !llvm.ptr
            llvm.store %760, %132 : f32, !llvm.ptr
            llvm.store %761, %133 : f32, !llvm.ptr
            llvm.store %762, %134 : f32, !llvm.ptr
            llvm.store %763, %135 : f32, !llvm.ptr
            llvm.store %764, %136 : f32, !llvm.ptr
            llvm.store %765, %137 : f32, !llvm.ptr
            llvm.store %766, %138 : f32, !llvm.ptr
            llvm.store %767, %139 : f32, !llvm.ptr
            llvm.store %768, %140 : f32, !llvm.ptr
            llvm.store %769, %141 : f32, !llvm.ptr
            llvm.store %770, %142 : f32, !llvm.ptr
            llvm.store %771, %143 : f32, !llvm.ptr
            llvm.store %772, %144 : f32, !llvm.ptr
            llvm.store %773, %145 : f32, !llvm.ptr
            llvm.store %774, %146 : f32, !llvm.ptr
            llvm.store %775, %147 : f32, !llvm.ptr
            llvm.store %776, %148 : f32, !llvm.ptr
            llvm.store %777, %149 : f32, !llvm.ptr
            llvm.store %778, %150 : f32, !llvm.ptr
            llvm.store %779, %151 : f32, !llvm.ptr
            llvm.store %780, %152 : f32, !llvm.ptr
            llvm.store %781, %153 : f32, !llvm.ptr
            llvm.store %782, %154 : f32, !llvm.ptr
            llvm.store %783, %155 : f32, !llvm.ptr
            %784 = arith.muli %arg25, %c1024_i32 overflow<nsw> : i32
            %785 = arith.addi %784, %c6_i32 overflow<nsw> : i32
            %786 = arith.addi %165, %785 : i32
            %787 = vector.insert %786, %164 [0] : i32 into vector<2xi32>
            %788 = llvm.bitcast %787 : vector<2xi32> to i64
            %789 = arith.addi %167, %785 : i32
            %790 = vector.insert %789, %166 [0] : i32 into vector<2xi32>
            %791 = llvm.bitcast %790 : vector<2xi32> to i64
            %792 = llvm.load %4 : !llvm.ptr -> f32
            %793 = llvm.load %93 : !llvm.ptr -> f32
            %794 = llvm.load %94 : !llvm.ptr -> f32
            %795 = llvm.load %95 : !llvm.ptr -> f32
            %796 = llvm.load %96 : !llvm.ptr -> f32
            %797 = llvm.load %97 : !llvm.ptr -> f32
            %798 = llvm.load %98 : !llvm.ptr -> f32
            %799 = llvm.load %99 : !llvm.ptr -> f32
            %800 = llvm.load %100 : !llvm.ptr -> f32
            %801 = llvm.load %101 : !llvm.ptr -> f32
            %802 = llvm.load %102 : !llvm.ptr -> f32
            %803 = llvm.load %103 : !llvm.ptr -> f32
            %804 = llvm.load %104 : !llvm.ptr -> f32
            %805 = llvm.load %105 : !llvm.ptr -> f32
            %806 = llvm.load %106 : !llvm.ptr -> f32
            %807 = llvm.load %107 : !llvm.ptr -> f32
            %808 = llvm.load %108 : !llvm.ptr -> f32
            %809 = llvm.load %109 : !llvm.ptr -> f32
            %810 = llvm.load %110 : !llvm.ptr -> f32
            %811 = llvm.load %111 : !llvm.ptr -> f32
            %812 = llvm.load %112 : !llvm.ptr -> f32
            %813 = llvm.load %113 : !llvm.ptr -> f32
            %814 = llvm.load %114 : !llvm.ptr -> f32
            %815 = llvm.load %115 : !llvm.ptr -> f32
            %816 = llvm.load %116 : !llvm.ptr -> f32
            %817 = llvm.load %117 : !llvm.ptr -> f32
            %818 = llvm.load %118 : !llvm.ptr -> f32
            %819 = llvm.load %119 : !llvm.ptr -> f32
            %820 = llvm.load %120 : !llvm.ptr -> f32
            %821 = llvm.load %121 : !llvm.ptr -> f32
            %822 = llvm.load %122 : !llvm.ptr -> f32
            %823 = llvm.load %123 : !llvm.ptr -> f32
            %824 = llvm.load %124 : !llvm.ptr -> f32
            %825 = llvm.load %125 : !llvm.ptr -> f32
            %826 = llvm.load %126 : !llvm.ptr -> f32
            %827 = llvm.load %127 : !llvm.ptr -> f32
            %828 = llvm.load %128 : !llvm.ptr -> f32
            %829 = llvm.load %129 : !llvm.ptr -> f32
            %830 = llvm.load %130 : !llvm.ptr -> f32
            %831 = llvm.load %131 : !llvm.ptr -> f32
            %832 = llvm.load %132 : !llvm.ptr -> f32
            %833 = llvm.load %133 : !llvm.ptr -> f32
            %834 = llvm.load %134 : !llvm.ptr -> f32
            %835 = llvm.load %135 : !llvm.ptr -> f32
            %836 = llvm.load %136 : !llvm.ptr -> f32
            %837 = llvm.load %137 : !llvm.ptr -> f32
            %838 = llvm.load %138 : !llvm.ptr -> f32
            %839 = llvm.load %139 : !llvm.ptr -> f32
            %840 = llvm.load %140 : !llvm.ptr -> f32
            %841 = llvm.load %141 : !llvm.ptr -> f32
            %842 = llvm.load %142 : !llvm.ptr -> f32
            %843 = llvm.load %143 : !llvm.ptr -> f32
            %844 = llvm.load %144 : !llvm.ptr -> f32
            %845 = llvm.load %145 : !llvm.ptr -> f32
            %846 = llvm.load %146 : !llvm.ptr -> f32
            %847 = llvm.load %147 : !llvm.ptr -> f32
            %848 = llvm.load %148 : !llvm.ptr -> f32
            %849 = llvm.load %149 : !llvm.ptr -> f32
            %850 = llvm.load %150 : !llvm.ptr -> f32
            %851 = llvm.load %151 : !llvm.ptr -> f32
            %852 = llvm.load %152 : !llvm.ptr -> f32
            %853 = llvm.load %153 : !llvm.ptr -> f32
            %854 = llvm.load %154 : !llvm.ptr -> f32
            %855 = llvm.load %155 : !llvm.ptr -> f32
            %856 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %792, %793, %794, %795, %796, %797, %798, %799, %800, %801, %802, %803, %804, %805, %806, %807, %808, %809, %810, %811, %812, %813, %814, %815, %816, %817, %818, %819, %820, %821, %822, %823, %824, %825, %826, %827, %828, %829, %830, %831, %832, %833, %834, %835, %836, %837, %838, %839, %840, %841, %842, %843, %844, %845, %846, %847, %848, %849, %850, %851, %852, %853, %854, %855, %788, %791, %c1_i32, %c1_i32, %c1_i32, %c0_i32, %c0_i32 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_4a19c2
            %857 = llvm.extractvalue %856[0] : !llvm_struct_4a19c2
            %858 = llvm.extractvalue %856[1] : !llvm_struct_4a19c2
            %859 = llvm.extractvalue %856[2] : !llvm_struct_4a19c2
            %860 = llvm.extractvalue %856[3] : !llvm_struct_4a19c2
            %861 = llvm.extractvalue %856[4] : !llvm_struct_4a19c2
            %862 = llvm.extractvalue %856[5] : !llvm_struct_4a19c2
            %863 = llvm.extractvalue %856[6] : !llvm_struct_4a19c2
            %864 = llvm.extractvalue %856[7] : !llvm_struct_4a19c2
            %865 = llvm.extractvalue %856[8] : !llvm_struct_4a19c2
            %866 = llvm.extractvalue %856[9] : !llvm_struct_4a19c2
            %867 = llvm.extractvalue %856[10] : !llvm_struct_4a19c2
            %868 = llvm.extractvalue %856[11] : !llvm_struct_4a19c2
            %869 = llvm.extractvalue %856[12] : !llvm_struct_4a19c2
            %870 = llvm.extractvalue %856[13] : !llvm_struct_4a19c2
            %871 = llvm.extractvalue %856[14] : !llvm_struct_4a19c2
            %872 = llvm.extractvalue %856[15] : !llvm_struct_4a19c2
            %873 = llvm.extractvalue %856[16] : !llvm_struct_4a19c2
            %874 = llvm.extractvalue %856[17] : !llvm_struct_4a19c2
            %875 = llvm.extractvalue %856[18] : !llvm_struct_4a19c2
            %876 = llvm.extractvalue %856[19] : !llvm_struct_4a19c2
            %877 = llvm.extractvalue %856[20] : !llvm_struct_4a19c2
            %878 = llvm.extractvalue %856[21] : !llvm_struct_4a19c2
            %879 = llvm.extractvalue %856[22] : !llvm_struct_4a19c2
            %880 = llvm.extractvalue %856[23] : !llvm_struct_4a19c2
            %881 = llvm.extractvalue %856[24] : !llvm_struct_4a19c2
            %882 = llvm.extractvalue %856[25] : !llvm_struct_4a19c2
            %883 = llvm.extractvalue %856[26] : !llvm_struct_4a19c2
            %884 = llvm.extractvalue %856[27] : !llvm_struct_4a19c2
            %885 = llvm.extractvalue %856[28] : !llvm_struct_4a19c2
            %886 = llvm.extractvalue %856[29] : !llvm_struct_4a19c2
            %887 = llvm.extractvalue %856[30] : !llvm_struct_4a19c2
            %888 = llvm.extractvalue %856[31] : !llvm_struct_4a19c2
            %889 = llvm.extractvalue %856[32] : !llvm_struct_4a19c2
            %890 = llvm.extractvalue %856[33] : !llvm_struct_4a19c2
            %891 = llvm.extractvalue %856[34] : !llvm_struct_4a19c2
            %892 = llvm.extractvalue %856[35] : !llvm_struct_4a19c2
            %893 = llvm.extractvalue %856[36] : !llvm_struct_4a19c2
            %894 = llvm.extractvalue %856[37] : !llvm_struct_4a19c2
            %895 = llvm.extractvalue %856[38] : !llvm_struct_4a19c2
            %896 = llvm.extractvalue %856[39] : !llvm_struct_4a19c2
            %897 = llvm.extractvalue %856[40] : !llvm_struct_4a19c2
            %898 = llvm.extractvalue %856[41] : !llvm_struct_4a19c2
            %899 = llvm.extractvalue %856[42] : !llvm_struct_4a19c2
            %900 = llvm.extractvalue %856[43] : !llvm_struct_4a19c2
            %901 = llvm.extractvalue %856[44] : !llvm_struct_4a19c2
            %902 = llvm.extractvalue %856[45] : !llvm_struct_4a19c2
            %903 = llvm.extractvalue %856[46] : !llvm_struct_4a19c2
            %904 = llvm.extractvalue %856[47] : !llvm_struct_4a19c2
            %905 = llvm.extractvalue %856[48] : !llvm_struct_4a19c2
            %906 = llvm.extractvalue %856[49] : !llvm_struct_4a19c2
            %907 = llvm.extractvalue %856[50] : !llvm_struct_4a19c2
            %908 = llvm.extractvalue %856[51] : !llvm_struct_4a19c2
            %909 = llvm.extractvalue %856[52] : !llvm_struct_4a19c2
            %910 = llvm.extractvalue %856[53] : !llvm_struct_4a19c2
            %911 = llvm.extractvalue %856[54] : !llvm_struct_4a19c2
            %912 = llvm.extractvalue %856[55] : !llvm_struct_4a19c2
            %913 = llvm.extractvalue %856[56] : !llvm_struct_4a19c2
            %914 = llvm.extractvalue %856[57] : !llvm_struct_4a19c2
            %915 = llvm.extractvalue %856[58] : !llvm_struct_4a19c2
            %916 = llvm.extractvalue %856[59] : !llvm_struct_4a19c2
            %917 = llvm.extractvalue %856[60] : !llvm_struct_4a19c2
            %918 = llvm.extractvalue %856[61] : !llvm_struct_4a19c2
            %919 = llvm.extractvalue %856[62] : !llvm_struct_4a19c2
            %920 = llvm.extractvalue %856[63] : !llvm_struct_4a19c2
            llvm.store %857, %4 : f32, !llvm.ptr
            llvm.store %858, %93 : f32, !llvm.ptr
            llvm.store %859, %94 : f32, !llvm.ptr
            llvm.store %860, %95 : f32, !llvm.ptr
            llvm.store %861, %96 : f32, !llvm.ptr
            llvm.store %862, %97 : f32, !llvm.ptr
            llvm.store %863, %98 : f32, !llvm.ptr
            llvm.store %864, %99 : f32, !llvm.ptr
            llvm.store %865, %100 : f32, !llvm.ptr
            llvm.store %866, %101 : f32, !llvm.ptr
            llvm.store %867, %102 : f32, !llvm.ptr
            llvm.store %868, %103 : f32, !llvm.ptr
            llvm.store %869, %104 : f32, !llvm.ptr
            llvm.store %870, %105 : f32, !llvm.ptr
            llvm.store %871, %106 : f32, !llvm.ptr
            llvm.store %872, %107 : f32, !llvm.ptr
            llvm.store %873, %108 : f32, !llvm.ptr
            llvm.store %874, %109 : f32, !llvm.ptr
            llvm.store %875, %110 : f32, !llvm.ptr
            llvm.store %876, %111 : f32, !llvm.ptr
            llvm.store %877, %112 : f32, !llvm.ptr
            llvm.store %878, %113 : f32, !llvm.ptr
            llvm.store %879, %114 : f32, !llvm.ptr
            llvm.store %880, %115 : f32, !llvm.ptr
            llvm.store %881, %116 : f32, !llvm.ptr
            llvm.store %882, %117 : f32, !llvm.ptr
            llvm.store %883, %118 : f32, !llvm.ptr
            llvm.store %884, %119 : f32, !llvm.ptr
            llvm.store %885, %120 : f32, !llvm.ptr
            llvm.store %886, %121 : f32, !llvm.ptr
            llvm.store %887, %122 : f32, !llvm.ptr
            llvm.store %888, %123 : f32, !llvm.ptr
            llvm.store %889, %124 : f32, !llvm.ptr
            llvm.store %890, %125 : f32, !llvm.ptr
            llvm.store %891, %126 : f32, !llvm.ptr
            llvm.store %892, %127 : f32, !llvm.ptr
            llvm.store %893, %128 : f32, !llvm.ptr
            llvm.store %894, %129 : f32, !llvm.ptr
            llvm.store %895, %130 : f32, !llvm.ptr
            llvm.store %896, %131 : f32, !llvm.ptr
            llvm.store %897, %132 : f32, !llvm.ptr
            llvm.store %898, %133 : f32, !llvm.ptr
            llvm.store %899, %134 : f32, !llvm.ptr
            llvm.store %900, %135 : f32, !llvm.ptr
            llvm.store %901, %136 : f32, !llvm.ptr
            llvm.store %902, %137 : f32, !llvm.ptr
            llvm.store %903, %138 : f32, !llvm.ptr
            llvm.store %904, %139 : f32, !llvm.ptr
            llvm.store %905, %140 : f32, !llvm.ptr
            llvm.store %906, %141 : f32, !llvm.ptr
            llvm.store %907, %142 : f32, !llvm.ptr
            llvm.store %908, %143 : f32, !llvm.ptr
            llvm.store %909, %144 : f32, !llvm.ptr
            llvm.store %910, %145 : f32, !llvm.ptr
            llvm.store %911, %146 : f32, !llvm.ptr
            llvm.store %912, %147 : f32, !llvm.ptr
            llvm.store %913, %148 : f32, !llvm.ptr
            llvm.store %914, %149 : f32, !llvm.ptr
            llvm.store %915, %150 : f32, !llvm.ptr
            llvm.store %916, %151 : f32, !llvm.ptr
            llvm.store %917, %152 : f32, !llvm.ptr
            llvm.store %918, %153 : f32, !llvm.ptr
            llvm.store %919, %154 : f32, !llvm.ptr
            llvm.store %920, %155 : f32, !llvm.ptr
            nvvm.wgmma.commit.group.sync.aligned
            nvvm.wgmma.wait.group.sync.aligned 1
            %921 = arith.cmpi sgt, %arg20, %c0_i32 : i32
            %922:3 = scf.if %921 -> (i32, i32, i32) {
              scf.if %33 {
                %933 = llvm.getelementptr %31[%arg22] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
                %934 = nvvm.mbarrier.arrive %933, %c1_i32 : !llvm.ptr<3> -> i64
              }
              %928 = arith.addi %arg22, %c1_i32 : i32
              %929 = arith.addi %arg21, %c1_i32 : i32
              %930 = arith.cmpi eq, %928, %c6_i32 : i32
              %931 = arith.select %930, %c0_i32, %928 : i32
              %932 = scf.if %930 -> (i32) {
                %933 = arith.xori %arg23, %c1_i32 : i32
                scf.yield %933 : i32
              } else {
                scf.yield %arg23 : i32
              }
              scf.yield %929, %931, %932 : i32, i32, i32
            } else {
              scf.yield %arg21, %arg22, %arg23 : i32, i32, i32
            }
            %923 = arith.addi %arg25, %c1_i32 : i32
            %924 = arith.addi %arg24, %c1_i32 : i32
            %925 = arith.cmpi eq, %923, %c6_i32 : i32
            %926 = arith.select %925, %c0_i32, %923 : i32
            %927 = scf.if %925 -> (i32) {
              %928 = arith.xori %arg26, %c1_i32 : i32
              scf.yield %928 : i32
            } else {
              scf.yield %arg26 : i32
            }
            scf.yield %922#0, %922#1, %922#2, %924, %926, %927 : i32, i32, i32, i32, i32, i32
          }
          nvvm.wgmma.wait.group.sync.aligned 0
          %284 = arith.cmpi sgt, %280, %c0_i32 : i32
          %285:3 = scf.if %284 -> (i32, i32, i32) {
            scf.if %33 {
              %378 = llvm.getelementptr %31[%283#1] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
              %379 = nvvm.mbarrier.arrive %378, %c1_i32 : !llvm.ptr<3> -> i64
            }
            %373 = arith.addi %283#1, %c1_i32 : i32
            %374 = arith.addi %283#0, %c1_i32 : i32
            %375 = arith.cmpi eq, %373, %c6_i32 : i32
            %376 = arith.select %375, %c0_i32, %373 : i32
            %377 = scf.if %375 -> (i32) {
              %378 = arith.xori %283#2, %c1_i32 : i32
              scf.yield %378 : i32
            } else {
              scf.yield %283#2 : i32
            }
            scf.yield %374, %376, %377 : i32, i32, i32
          } else {
            scf.yield %283#0, %283#1, %283#2 : i32, i32, i32
          }
          %286 = arith.muli %277, %c128_i32 overflow<nsw> : i32
          %287 = arith.muli %278, %c128_i32 overflow<nsw> : i32
          %288 = llvm.load %4 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %288, %3 {alignment = 32 : i64} : f32, !llvm.ptr
          %289 = llvm.load %168 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %289, %169 {alignment = 4 : i64} : f32, !llvm.ptr
          %290 = llvm.load %170 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %290, %171 {alignment = 8 : i64} : f32, !llvm.ptr
          %291 = llvm.load %172 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %291, %173 {alignment = 4 : i64} : f32, !llvm.ptr
          %292 = llvm.load %174 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %292, %175 {alignment = 16 : i64} : f32, !llvm.ptr
          %293 = llvm.load %176 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %293, %177 {alignment = 4 : i64} : f32, !llvm.ptr
          %294 = llvm.load %178 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %294, %179 {alignment = 8 : i64} : f32, !llvm.ptr
          %295 = llvm.load %180 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %295, %181 {alignment = 4 : i64} : f32, !llvm.ptr
          %296 = llvm.load %182 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %296, %183 {alignment = 32 : i64} : f32, !llvm.ptr
          %297 = llvm.load %184 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %297, %185 {alignment = 4 : i64} : f32, !llvm.ptr
          %298 = llvm.load %186 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %298, %187 {alignment = 8 : i64} : f32, !llvm.ptr
          %299 = llvm.load %188 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %299, %189 {alignment = 4 : i64} : f32, !llvm.ptr
          %300 = llvm.load %190 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %300, %191 {alignment = 16 : i64} : f32, !llvm.ptr
          %301 = llvm.load %192 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %301, %193 {alignment = 4 : i64} : f32, !llvm.ptr
          %302 = llvm.load %194 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %302, %195 {alignment = 8 : i64} : f32, !llvm.ptr
          %303 = llvm.load %196 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %303, %197 {alignment = 4 : i64} : f32, !llvm.ptr
          %304 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
          %305 = arith.truncf %304 : vector<16xf32> to vector<16xbf16>
          llvm.store %305, %2 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
          %306 = arith.muli %arg11, %c4096_i32 overflow<nsw> : i32
          scf.for %arg20 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
            %373 = arith.muli %arg20, %c8_i32 overflow<nsw> : i32
            %374 = llvm.getelementptr %2[%373] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %375 = arith.muli %arg20, %c16_i32 overflow<nsw> : i32
            %376 = llvm.getelementptr %85[%375] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %377 = llvm.load %374 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
            %378:4 = vector.to_elements %377 : vector<4xi32>
            %379 = llvm.ptrtoint %376 : !llvm.ptr<3> to i64
            %380 = arith.andi %379, %c384_i64 : i64
            %381 = arith.shrui %380, %c3_i64 : i64
            %382 = arith.xori %379, %381 : i64
            %383 = llvm.inttoptr %382 : i64 to !llvm.ptr<3>
            %384 = llvm.getelementptr %383[%306] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            nvvm.stmatrix %384, %378#0, %378#1, %378#2, %378#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          scf.if %86 {
            %373 = arith.muli %arg11, %c4096_i32 overflow<nsw> : i32
            %374 = llvm.getelementptr %29[%373] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %375 = llvm.ptrtoint %50 : !llvm.ptr<1> to i64
            %376 = llvm.inttoptr %375 : i64 to !llvm.ptr
            llvm.intr.assume %true ["align"(%376, %c128_i64 : !llvm.ptr, i64)] : i1
            nvvm.cp.async.bulk.tensor.global.shared.cta %376, %374, box[%287, %286] l2_cache_hint = %0 : !llvm.ptr, <3>
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
          }
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          %307 = arith.addi %arg11, %c1_i32 : i32
          %308 = arith.remsi %307, %c4_i32 : i32
          %309 = llvm.load %198 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %309, %3 {alignment = 32 : i64} : f32, !llvm.ptr
          %310 = llvm.load %199 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %310, %169 {alignment = 4 : i64} : f32, !llvm.ptr
          %311 = llvm.load %200 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %311, %171 {alignment = 8 : i64} : f32, !llvm.ptr
          %312 = llvm.load %201 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %312, %173 {alignment = 4 : i64} : f32, !llvm.ptr
          %313 = llvm.load %202 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %313, %175 {alignment = 16 : i64} : f32, !llvm.ptr
          %314 = llvm.load %203 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %314, %177 {alignment = 4 : i64} : f32, !llvm.ptr
          %315 = llvm.load %204 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %315, %179 {alignment = 8 : i64} : f32, !llvm.ptr
          %316 = llvm.load %205 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %316, %181 {alignment = 4 : i64} : f32, !llvm.ptr
          %317 = llvm.load %206 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %317, %183 {alignment = 32 : i64} : f32, !llvm.ptr
          %318 = llvm.load %207 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %318, %185 {alignment = 4 : i64} : f32, !llvm.ptr
          %319 = llvm.load %208 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %319, %187 {alignment = 8 : i64} : f32, !llvm.ptr
          %320 = llvm.load %209 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %320, %189 {alignment = 4 : i64} : f32, !llvm.ptr
          %321 = llvm.load %210 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %321, %191 {alignment = 16 : i64} : f32, !llvm.ptr
          %322 = llvm.load %211 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %322, %193 {alignment = 4 : i64} : f32, !llvm.ptr
          %323 = llvm.load %212 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %323, %195 {alignment = 8 : i64} : f32, !llvm.ptr
          %324 = llvm.load %213 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %324, %197 {alignment = 4 : i64} : f32, !llvm.ptr
          %325 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
          %326 = arith.truncf %325 : vector<16xf32> to vector<16xbf16>
          llvm.store %326, %2 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
          %327 = arith.muli %308, %c4096_i32 overflow<nsw> : i32
          scf.for %arg20 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
            %373 = arith.muli %arg20, %c8_i32 overflow<nsw> : i32
            %374 = llvm.getelementptr %2[%373] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %375 = arith.muli %arg20, %c16_i32 overflow<nsw> : i32
            %376 = llvm.getelementptr %85[%375] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %377 = llvm.load %374 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
            %378:4 = vector.to_elements %377 : vector<4xi32>
            %379 = llvm.ptrtoint %376 : !llvm.ptr<3> to i64
            %380 = arith.andi %379, %c384_i64 : i64
            %381 = arith.shrui %380, %c3_i64 : i64
            %382 = arith.xori %379, %381 : i64
            %383 = llvm.inttoptr %382 : i64 to !llvm.ptr<3>
            %384 = llvm.getelementptr %383[%327] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            nvvm.stmatrix %384, %378#0, %378#1, %378#2, %378#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          scf.if %86 {
            %373 = arith.muli %308, %c4096_i32 overflow<nsw> : i32
            %374 = llvm.getelementptr %29[%373] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %375 = arith.addi %287, %c32_i32 overflow<nsw> : i32
            %376 = llvm.ptrtoint %50 : !llvm.ptr<1> to i64
            %377 = llvm.inttoptr %376 : i64 to !llvm.ptr
            llvm.intr.assume %true ["align"(%377, %c128_i64 : !llvm.ptr, i64)] : i1
            nvvm.cp.async.bulk.tensor.global.shared.cta %377, %374, box[%375, %286] l2_cache_hint = %0 : !llvm.ptr, <3>
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
          }
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          %328 = arith.addi %308, %c1_i32 : i32
          %329 = arith.remsi %328, %c4_i32 : i32
          %330 = llvm.load %214 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %330, %3 {alignment = 32 : i64} : f32, !llvm.ptr
          %331 = llvm.load %215 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %331, %169 {alignment = 4 : i64} : f32, !llvm.ptr
          %332 = llvm.load %216 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %332, %171 {alignment = 8 : i64} : f32, !llvm.ptr
          %333 = llvm.load %217 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %333, %173 {alignment = 4 : i64} : f32, !llvm.ptr
          %334 = llvm.load %218 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %334, %175 {alignment = 16 : i64} : f32, !llvm.ptr
          %335 = llvm.load %219 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %335, %177 {alignment = 4 : i64} : f32, !llvm.ptr
          %336 = llvm.load %220 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %336, %179 {alignment = 8 : i64} : f32, !llvm.ptr
          %337 = llvm.load %221 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %337, %181 {alignment = 4 : i64} : f32, !llvm.ptr
          %338 = llvm.load %222 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %338, %183 {alignment = 32 : i64} : f32, !llvm.ptr
          %339 = llvm.load %223 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %339, %185 {alignment = 4 : i64} : f32, !llvm.ptr
          %340 = llvm.load %224 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %340, %187 {alignment = 8 : i64} : f32, !llvm.ptr
          %341 = llvm.load %225 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %341, %189 {alignment = 4 : i64} : f32, !llvm.ptr
          %342 = llvm.load %226 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %342, %191 {alignment = 16 : i64} : f32, !llvm.ptr
          %343 = llvm.load %227 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %343, %193 {alignment = 4 : i64} : f32, !llvm.ptr
          %344 = llvm.load %228 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %344, %195 {alignment = 8 : i64} : f32, !llvm.ptr
          %345 = llvm.load %229 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %345, %197 {alignment = 4 : i64} : f32, !llvm.ptr
          %346 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
          %347 = arith.truncf %346 : vector<16xf32> to vector<16xbf16>
          llvm.store %347, %2 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
          %348 = arith.muli %329, %c4096_i32 overflow<nsw> : i32
          scf.for %arg20 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
            %373 = arith.muli %arg20, %c8_i32 overflow<nsw> : i32
            %374 = llvm.getelementptr %2[%373] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %375 = arith.muli %arg20, %c16_i32 overflow<nsw> : i32
            %376 = llvm.getelementptr %85[%375] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %377 = llvm.load %374 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
            %378:4 = vector.to_elements %377 : vector<4xi32>
            %379 = llvm.ptrtoint %376 : !llvm.ptr<3> to i64
            %380 = arith.andi %379, %c384_i64 : i64
            %381 = arith.shrui %380, %c3_i64 : i64
            %382 = arith.xori %379, %381 : i64
            %383 = llvm.inttoptr %382 : i64 to !llvm.ptr<3>
            %384 = llvm.getelementptr %383[%348] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            nvvm.stmatrix %384, %378#0, %378#1, %378#2, %378#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          scf.if %86 {
            %373 = arith.muli %329, %c4096_i32 overflow<nsw> : i32
            %374 = llvm.getelementptr %29[%373] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %375 = arith.addi %287, %c64_i32 overflow<nsw> : i32
            %376 = llvm.ptrtoint %50 : !llvm.ptr<1> to i64
            %377 = llvm.inttoptr %376 : i64 to !llvm.ptr
            llvm.intr.assume %true ["align"(%377, %c128_i64 : !llvm.ptr, i64)] : i1
            nvvm.cp.async.bulk.tensor.global.shared.cta %377, %374, box[%375, %286] l2_cache_hint = %0 : !llvm.ptr, <3>
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
          }
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          %349 = arith.addi %329, %c1_i32 : i32
          %350 = arith.remsi %349, %c4_i32 : i32
          %351 = llvm.load %230 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %351, %3 {alignment = 32 : i64} : f32, !llvm.ptr
          %352 = llvm.load %231 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %352, %169 {alignment = 4 : i64} : f32, !llvm.ptr
          %353 = llvm.load %232 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %353, %171 {alignment = 8 : i64} : f32, !llvm.ptr
          %354 = llvm.load %233 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %354, %173 {alignment = 4 : i64} : f32, !llvm.ptr
          %355 = llvm.load %234 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %355, %175 {alignment = 16 : i64} : f32, !llvm.ptr
          %356 = llvm.load %235 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %356, %177 {alignment = 4 : i64} : f32, !llvm.ptr
          %357 = llvm.load %236 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %357, %179 {alignment = 8 : i64} : f32, !llvm.ptr
          %358 = llvm.load %237 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %358, %181 {alignment = 4 : i64} : f32, !llvm.ptr
          %359 = llvm.load %238 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %359, %183 {alignment = 32 : i64} : f32, !llvm.ptr
          %360 = llvm.load %239 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %360, %185 {alignment = 4 : i64} : f32, !llvm.ptr
          %361 = llvm.load %240 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %361, %187 {alignment = 8 : i64} : f32, !llvm.ptr
          %362 = llvm.load %241 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %362, %189 {alignment = 4 : i64} : f32, !llvm.ptr
          %363 = llvm.load %242 {alignment = 16 : i64} : !llvm.ptr -> f32
          llvm.store %363, %191 {alignment = 16 : i64} : f32, !llvm.ptr
          %364 = llvm.load %243 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %364, %193 {alignment = 4 : i64} : f32, !llvm.ptr
          %365 = llvm.load %244 {alignment = 8 : i64} : !llvm.ptr -> f32
          llvm.store %365, %195 {alignment = 8 : i64} : f32, !llvm.ptr
          %366 = llvm.load %245 {alignment = 4 : i64} : !llvm.ptr -> f32
          llvm.store %366, %197 {alignment = 4 : i64} : f32, !llvm.ptr
          %367 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
          %368 = arith.truncf %367 : vector<16xf32> to vector<16xbf16>
          llvm.store %368, %2 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
          %369 = arith.muli %350, %c4096_i32 overflow<nsw> : i32
          scf.for %arg20 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
            %373 = arith.muli %arg20, %c8_i32 overflow<nsw> : i32
            %374 = llvm.getelementptr %2[%373] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %375 = arith.muli %arg20, %c16_i32 overflow<nsw> : i32
            %376 = llvm.getelementptr %85[%375] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %377 = llvm.load %374 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
            %378:4 = vector.to_elements %377 : vector<4xi32>
            %379 = llvm.ptrtoint %376 : !llvm.ptr<3> to i64
            %380 = arith.andi %379, %c384_i64 : i64
            %381 = arith.shrui %380, %c3_i64 : i64
            %382 = arith.xori %379, %381 : i64
            %383 = llvm.inttoptr %382 : i64 to !llvm.ptr<3>
            %384 = llvm.getelementptr %383[%369] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            nvvm.stmatrix %384, %378#0, %378#1, %378#2, %378#3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
          } {loop_annotation = #loop_annotation}
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          scf.if %86 {
            %373 = arith.muli %350, %c4096_i32 overflow<nsw> : i32
            %374 = llvm.getelementptr %29[%373] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %375 = arith.addi %287, %c96_i32 overflow<nsw> : i32
            %376 = llvm.ptrtoint %50 : !llvm.ptr<1> to i64
            %377 = llvm.inttoptr %376 : i64 to !llvm.ptr
            llvm.intr.assume %true ["align"(%377, %c128_i64 : !llvm.ptr, i64)] : i1
            nvvm.cp.async.bulk.tensor.global.shared.cta %377, %374, box[%375, %286] l2_cache_hint = %0 : !llvm.ptr, <3>
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
          }
          nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
          %370 = arith.addi %350, %c1_i32 : i32
          %371 = arith.remsi %370, %c4_i32 : i32
          %372 = arith.addi %arg12, %25 : i32
          scf.yield %248, %248, %371, %372, %282, %285#0, %285#1, %285#2, %283#3, %283#4, %283#5 : i32, i32, i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32
        }
        nvvm.cp.async.bulk.wait_group 0 {read}
      }
      return
    }
  }
  func.func @cutlass___call___cute_irkernelsgemm_grou_h36291334(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: !llvm_struct_6960aa, %arg5: !llvm_struct_6960aa, %arg6: !llvm_struct_6960aa, %arg7: i32, %arg8: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %0 = ub.poison : !llvm_struct_2ed770
    %1 = ub.poison : !llvm.struct<(i1)>
    %c230400_i64 = arith.constant 230400 : i64
    %c2233785415175766016_i64 = arith.constant 2233785415175766016 : i64
    %c854698492039_i64 = arith.constant 854698492039 : i64
    %c73014723858_i64 = arith.constant 73014723858 : i64
    %c579820585479_i64 = arith.constant 579820585479 : i64
    %c127_i64 = arith.constant 127 : i64
    %c4539628424389459968_i64 = arith.constant 4539628424389459968 : i64
    %c854698492423_i64 = arith.constant 854698492423 : i64
    %c279175259410_i64 = arith.constant 279175259410 : i64
    %c0_i32 = arith.constant 0 : i32
    %c384_i32 = arith.constant 384 : i32
    %c1_i32 = arith.constant 1 : i32
    %c132_i32 = arith.constant 132 : i32
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
    llvm.store %c279175259410_i64, %9 : i64, !llvm.ptr
    llvm.store %c0_i64, %10 : i64, !llvm.ptr
    llvm.store %c0_i64, %11 : i64, !llvm.ptr
    llvm.store %c854698492423_i64, %12 : i64, !llvm.ptr
    llvm.store %c0_i64, %13 : i64, !llvm.ptr
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
    llvm.store %c279175259410_i64, %26 : i64, !llvm.ptr
    llvm.store %c0_i64, %27 : i64, !llvm.ptr
    llvm.store %c0_i64, %28 : i64, !llvm.ptr
    llvm.store %c579820585479_i64, %29 : i64, !llvm.ptr
    llvm.store %c0_i64, %30 : i64, !llvm.ptr
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
    llvm.store %c73014723858_i64, %43 : i64, !llvm.ptr
    llvm.store %c0_i64, %44 : i64, !llvm.ptr
    llvm.store %c0_i64, %45 : i64, !llvm.ptr
    llvm.store %c854698492039_i64, %46 : i64, !llvm.ptr
    llvm.store %c0_i64, %47 : i64, !llvm.ptr
    llvm.store %c2233785415175766016_i64, %48 : i64, !llvm.ptr
    llvm.store %c127_i64, %49 : i64, !llvm.ptr
    %53 = llvm.ptrtoint %40 : !llvm.ptr to i64
    %54 = llvm.inttoptr %53 : i64 to !llvm.ptr
    %55 = llvm.load %54 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %56 = llvm.insertvalue %55, %0[0] : !llvm_struct_2ed770
    %57 = arith.minsi %arg7, %c132_i32 : i32
    %58 = arith.maxsi %57, %c1_i32 : i32
    %59 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c384_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c230400_i64, gridDim = (%c1_i32, %c1_i32, %58), stream = %arg8) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%59] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cooperative[%59] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %60 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h836500a5_0<%59> (%22, %39, %56, %5, %arg3, %arg4, %arg5, %arg6, %arg7) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_2ed770, !llvm_struct_2ed770, !llvm_struct_2ed770, !llvm.struct<(i1)>, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, i32) -> !cuda.result
    %61 = cuda.cast %60 : !cuda.result -> i32
    cuda.return_if_error %61 : i32
    return %c0_i32 : i32
  }
}
