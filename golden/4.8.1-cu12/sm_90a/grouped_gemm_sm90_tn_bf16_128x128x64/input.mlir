!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!cute_arith_tuple_iter_9664bc = !cute.arith_tuple_iter<"(?{div=32},?{div=128})">
!cute_arith_tuple_iter_b03bb1 = !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
!cute_arith_tuple_iter_fc9713 = !cute.arith_tuple_iter<"(?{div=128},?{div=128})">
!cute_composed_layout_08a685 = !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">
!cute_composed_layout_4f3443 = !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">
!cute_composed_layout_4ff599 = !cute.composed_layout<"S<2,4,3> o 0 o ((8,16),(32,1),(1,4)):((32,256),(1,0),(0,4096))">
!cute_composed_layout_6fe5de = !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">
!cute_composed_layout_78147e = !cute.composed_layout<"S<2,4,3> o 0 o ((8,16),(32,1)):((32,256),(1,0))">
!cute_composed_layout_cead9b = !cute.composed_layout<"S<2,4,3> o 0 o (8,32):(32,1)">
!cute_coord_tensor_12916e = !cute.coord_tensor<"(?{div=128},?{div=128})", "(((32,128),1)):(((1@0,1@1),0))">
!cute_coord_tensor_186bad = !cute.coord_tensor<"(?{div=32},?{div=128})", "(((32,128),1),1):(((1@0,1@1),0),0)">
!cute_coord_tensor_2cbc83 = !cute.coord_tensor<"(0,0)", "(136,520,1):(1@1,1@0,0)">
!cute_coord_tensor_3662f1 = !cute.coord_tensor<"(?{div=64},?{div=128})", "(((32,128),1)):(((1@0,1@1),0))">
!cute_coord_tensor_42de64 = !cute.coord_tensor<"(0,0)", "((128,64),2,9,1):((1@1,1@0),128@1,64@0,0)">
!cute_coord_tensor_500a26 = !cute.coord_tensor<"(?{div=64},?{div=128})", "(((32,128),1),1):(((1@0,1@1),0),0)">
!cute_coord_tensor_627ffa = !cute.coord_tensor<"(?{div=128},?{div=128})", "(((32,128),1),1):(((1@0,1@1),0),0)">
!cute_coord_tensor_62b16d = !cute.coord_tensor<"(0,0)", "(200,520,1):(1@1,1@0,0)">
!cute_coord_tensor_71714c = !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
!cute_coord_tensor_814a32 = !cute.coord_tensor<"(0,0)", "(128,64,2,9,1):(1@1,1@0,128@1,64@0,0)">
!cute_coord_tensor_87f7d7 = !cute.coord_tensor<"(?{div=128},?{div=128})", "(((32,128),1),(1)):(((1@0,1@1),0),(0))">
!cute_coord_tensor_8b35f7 = !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
!cute_coord_tensor_99805c = !cute.coord_tensor<"(0,0)", "(200,136,1):(1@1,1@0,0)">
!cute_coord_tensor_a18a50 = !cute.coord_tensor<"(?{div=128},?{div=128})", "(((32,128),1),(1,4)):(((1@0,1@1),0),(0,32@0))">
!cute_coord_tensor_a63342 = !cute.coord_tensor<"(0,0)", "(((64,128),1),2,9,1):(((1@0,1@1),0),128@1,64@0,0)">
!cute_coord_tensor_a8cf34 = !cute.coord_tensor<"(0,0)", "(128,128,2,2,1):(1@1,1@0,128@1,128@0,0)">
!cute_coord_tensor_b48a1d = !cute.coord_tensor<"(?{div=32},?{div=128})", "(((32,128),1),(1)):(((1@0,1@1),0),(0))">
!cute_coord_tensor_b81ea5 = !cute.coord_tensor<"(?{div=128},?{div=128})", "(128,128):(1@1,1@0)">
!cute_coord_tensor_bef5db = !cute.coord_tensor<"(?{div=2},?)", "((2,2,16),1,1,2,2,1):((1@0,8@1,8@0),0,0,128@1,128@0,0)">
!cute_coord_tensor_d8ae4c = !cute.coord_tensor<"(?{div=32},?{div=128})", "(((32,128),1)):(((1@0,1@1),0))">
!cute_coord_tensor_dd9ed1 = !cute.coord_tensor<"(?{div=64},?{div=128})", "(((32,128),1),(1)):(((1@0,1@1),0),(0))">
!cute_coord_tensor_f4c736 = !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
!cute_coord_tensor_f9f7a8 = !cute.coord_tensor<"(?{div=128},?{div=128})", "((128,32),(1,4)):((1@1,1@0),(0,32@0))">
!cute_int_tuple_11731d = !cute.int_tuple<"((2,2,16),1,1)">
!cute_int_tuple_3a3498 = !cute.int_tuple<"(((2,2,2),1),1,2)">
!cute_int_tuple_963f12 = !cute.int_tuple<"(?{div=32},?{div=128})">
!cute_int_tuple_a0ee65 = !cute.int_tuple<"(?{div=128},?{div=128})">
!cute_int_tuple_ffa35c = !cute.int_tuple<"(?{div=64},?{div=128})">
!cute_layout_002152 = !cute.layout<"(128,2,1,1):(1,128,0,0)">
!cute_layout_02cd63 = !cute.layout<"(520,136):(1,520)">
!cute_layout_0336af = !cute.layout<"(200,136,1):(136,1,0)">
!cute_layout_06d400 = !cute.layout<"(8,2,8,2,4,2):(1,64,8,512,128,1024)">
!cute_layout_07db63 = !cute.layout<"(((2,2,2),1),1,2):(((1,2,4),0),0,8)">
!cute_layout_175aab = !cute.layout<"(((32,128),1),(1)):(((1@0,1@1),0),(0))">
!cute_layout_1bc702 = !cute.layout<"(128,32):(1@0,1@1)">
!cute_layout_1c28bd = !cute.layout<"((4,8,8),(2,2,2)):((256,1,16),(128,8,1024))">
!cute_layout_247bff = !cute.layout<"((4096,1)):((1,0))">
!cute_layout_25b853 = !cute.layout<"(136,520,1):(1@0,1@1,1@2)">
!cute_layout_2dea00 = !cute.layout<"((8,16),(32,1),(1,4)):((32,256),(1,0),(0,4096))">
!cute_layout_2dea72 = !cute.layout<"((8192,1),(1)):((1,0),(0))">
!cute_layout_3c93fa = !cute.layout<"((4,8,8),(2,2,2)):((0,1,16),(0,8,0))">
!cute_layout_3d115f = !cute.layout<"(128,64,2,9,1):(1@1,1@0,128@1,64@0,0)">
!cute_layout_40c3e8 = !cute.layout<"((4096,1),1):((1,0),0)">
!cute_layout_449a82 = !cute.layout<"(((2,4),1),(1,2)):(((1,2),0),(0,16))">
!cute_layout_44fa8e = !cute.layout<"((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0)))">
!cute_layout_469c68 = !cute.layout<"(((2,2,2),1),(1,2)):(((1,2,4),0),(0,8))">
!cute_layout_4a5fc8 = !cute.layout<"(1,1,1,1):(0,0,0,0)">
!cute_layout_5cf26e = !cute.layout<"(136,520):(520,1)">
!cute_layout_5e15fa = !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">
!cute_layout_6005f9 = !cute.layout<"(136,520,1):(520,1,0)">
!cute_layout_61586e = !cute.layout<"((8192,1),1):((1,0),0)">
!cute_layout_66697d = !cute.layout<"(((32,128),1)):(((1@0,1@1),0))">
!cute_layout_6a44ad = !cute.layout<"(((32,128),1),1):(((1@0,1@1),0),0)">
!cute_layout_6e9820 = !cute.layout<"((2,2,16),1,1):((1,2,4),0,0)">
!cute_layout_701602 = !cute.layout<"(200,520,1):(1@0,1@1,1@2)">
!cute_layout_70c0fe = !cute.layout<"(((2,4),1),1,2):(((1,2),0),0,16)">
!cute_layout_718229 = !cute.layout<"((8192,1)):((1,0))">
!cute_layout_75a9c2 = !cute.layout<"(200,520,1):(520,1,0)">
!cute_layout_7e30a1 = !cute.layout<"(200,136,1):(1@0,1@1,1@2)">
!cute_layout_8597a8 = !cute.layout<"((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">
!cute_layout_86a373 = !cute.layout<"(200,520):(520,1)">
!cute_layout_a4c3b9 = !cute.layout<"(128,128):(1,128)">
!cute_layout_ae7531 = !cute.layout<"(8,8,2):(1,16,8)">
!cute_layout_af8d28 = !cute.layout<"((4096,1),(1)):((1,0),(0))">
!cute_layout_b9dd76 = !cute.layout<"((4,8,8),(2,2,2)):((2,0,0),(1,0,8))">
!cute_layout_bfb9a9 = !cute.layout<"(((64,128),1),1):(((1@0,1@1),0),0)">
!cute_layout_c4363d = !cute.layout<"((8,16),(64,1)):((64,512),(1,0))">
!cute_layout_c701d2 = !cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">
!cute_layout_cc3288 = !cute.layout<"(32,(2,4)):(2,(1,64))">
!cute_layout_d6f2fa = !cute.layout<"(200,136):(136,1)">
!cute_layout_e0bfea = !cute.layout<"(128,64):(1@0,1@1)">
!cute_layout_f492b8 = !cute.layout<"((8,8,2),(4,2,2)):((1,16,8),(256,128,1024))">
!cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3 = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>
!cute_nvgpu_atom_non_exec_tiled_tma_store_8b619e = !cute_nvgpu.atom.non_exec_tiled_tma_store<bf16, copy_bits = 65536, tma_gbasis = <"(32,128):(1@1,1@0)">, tma_format = BF16_RN>
!cute_nvgpu_atom_stsm_191f92 = !cute_nvgpu.atom.stsm<bf16, mode = <"(8,8)">, num_matrices = 4, n>
!cute_nvgpu_atom_tma_load_0358e1 = !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
!cute_nvgpu_atom_tma_store_e30e4f = !cute_nvgpu.atom.tma_store<bf16, copy_bits = 65536, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,128):(1@1,1@0)">>
!cute_nvgpu_smem_desc_view_58760c = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
!cute_nvgpu_smem_desc_view_e67c4e = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
!cute_ptr_6167ca = !cute.ptr<i64, smem, align<1024>>
!cute_ptr_6f3445 = !cute.ptr<bf16, gmem, align<16>>
!cute_ptr_91cbad = !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
!cute_ptr_9af6a0 = !cute.ptr<i8, smem, align<1024>>
!cute_ptr_a5c1fa = !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, gmem, align<128>>
!cute_ptr_c731b8 = !cute.ptr<i64, smem, align<256>>
!cute_ptr_e15201 = !cute.ptr<i64, smem, align<128>>
!cute_ptr_fadb05 = !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<128>>
!cute_shape_018bee = !cute.shape<"(((32,128),1),(1))">
!cute_shape_0f5492 = !cute.shape<"((8,16),(64,1),(1,6))">
!cute_shape_28a4fe = !cute.shape<"((8,16),(32,1),(1,4))">
!cute_shape_6fc090 = !cute.shape<"(((2,2,2),1),1,2)">
!cute_shape_b5193b = !cute.shape<"(((2,2,2),1),(1,2))">
!cute_shape_c0241c = !cute.shape<"(((2,4),1),(1,2))">
!cute_shape_c0bdcb = !cute.shape<"(((2,2,2),1),1,2,(1,4))">
!cute_shape_c589c8 = !cute.shape<"((2,2,16),1,1,2,2,1)">
!cute_shape_cb67ce = !cute.shape<"(((64,128),1),(1))">
!cute_tile_df0369 = !cute.tile<"[(8,8,2):(1,16,8);(4,2,2):(2,1,8)]">
!copy_stsm_4 = !cute.tiled_copy<!cute_nvgpu.atom.stsm<bf16, mode = <"(8,8)">, num_matrices = 4, n>, layout_copy_tv = <"((4,8,8),(2,2,2)):((128,1,8),(512,64,1024))">, tiler_mn = <"[(8,8,2):(1,16,8);(4,2,2):(2,1,8)]">>
!copy_stsm_4_1 = !cute.tiled_copy<!cute_nvgpu.atom.stsm<bf16, mode = <"(8,8)">, num_matrices = 4, n>, layout_copy_tv = <"((4,64),((2,2,2),1)):((128,1),((512,64,1024),0))">, tiler_mn = <"[(8,8,2):(1,16,8);(4,2,2):(2,1,8)]">>
!memref_gmem_bf16 = !cute.memref<bf16, gmem, align<16>, "(?,?,1):(?,1,0)">
!memref_gmem_bf16_1 = !cute.memref<bf16, gmem, align<16>, "(200,520):(520,1)">
!memref_gmem_bf16_2 = !cute.memref<bf16, gmem, align<16>, "(520,136):(1,520)">
!memref_gmem_bf16_3 = !cute.memref<bf16, gmem, align<16>, "(200,136):(136,1)">
!memref_gmem_bf16_4 = !cute.memref<bf16, gmem, align<16>, "(200,520,1):(520,1,0)">
!memref_gmem_bf16_5 = !cute.memref<bf16, gmem, align<16>, "(136,520,1):(520,1,0)">
!memref_gmem_bf16_6 = !cute.memref<bf16, gmem, align<16>, "(200,136,1):(136,1,0)">
!memref_gmem_i32 = !cute.memref<i32, gmem, align<16>, "(3,4):(4,1)">
!memref_gmem_i32_1 = !cute.memref<i32, gmem, align<16>, "(3,3):(3,1)">
!memref_gmem_i64 = !cute.memref<i64, gmem, align<16>, "(3,3):(3,1)">
!memref_gmem_i64_1 = !cute.memref<i64, gmem, align<16>, "(132,3,16):(48,16,1)">
!memref_gmem_i64_2 = !cute.memref<i64, gmem, align<16>, "(16):(1)">
!memref_rmem_bf16 = !cute.memref<bf16, rmem, align<32>, "(((2,2,2),1),1,2):(((1,2,4),0),0,8)">
!memref_rmem_bf16_1 = !cute.memref<bf16, rmem, align<32>, "(((2,2,2),1),(1,2)):(((1,2,4),0),(0,8))">
!memref_rmem_f32 = !cute.memref<f32, rmem, align<32>, "((2,2,16),1,1):((1,2,4),0,0)">
!memref_rmem_f32_1 = !cute.memref<f32, rmem, align<32>, "((8,8),1,1):((1,8),0,0)">
!memref_rmem_f32_2 = !cute.memref<f32, rmem, align<32>, "(((2,2,2),1),1,2):(((1,2,4),0),0,8)">
!memref_smem_bf16 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">
!memref_smem_bf16_1 = !cute.memref<bf16, smem, align<1024>, S<2,4,3>, "((8,16),(32,1),(1,4)):((32,256),(1,0),(0,4096))">
!memref_smem_bf16_2 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "(((8,16),(64,1)),(1,6)):(((64,512),(1,0)),(0,8192))">
!memref_smem_bf16_3 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((8192,1),(1,6)):((1,0),(0,8192))">
!memref_smem_bf16_4 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((8192,1)):((1,0))">
!memref_smem_bf16_5 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((8192,1),1):((1,0),0)">
!memref_smem_bf16_6 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((8192,1),(1)):((1,0),(0))">
!memref_smem_bf16_7 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((64,16),1,4,(1,6)):((64,1),0,16,(0,8192))">
!memref_smem_bf16_8 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((128,16),1,4,(1,6)):((64,1),0,16,(0,8192))">
!memref_smem_bf16_9 = !cute.memref<bf16, smem, align<16>, S<2,4,3>, "(((2,4),1),1,2,(1,4)):(((1,2),0),0,16,(0,4096))">
!memref_smem_bf16_10 = !cute.memref<bf16, smem, align<4>, S<2,4,3>, "(((2,2,2),1),1,2,(1,4)):(((1,256,8),0),0,16,(0,4096))">
!memref_smem_bf16_11 = !cute.memref<bf16, smem, align<1024>, S<2,4,3>, "(((8,16),(32,1)),(1,4)):(((32,256),(1,0)),(0,4096))">
!memref_smem_bf16_12 = !cute.memref<bf16, smem, align<1024>, S<2,4,3>, "((4096,1),(1,4)):((1,0),(0,4096))">
!memref_smem_bf16_13 = !cute.memref<bf16, smem, align<16>, S<2,4,3>, "(((2,4),1),1,2):(((1,2),0),0,16)">
!memref_smem_bf16_14 = !cute.memref<bf16, smem, align<16>, S<2,4,3>, "(((2,4),1),(1,2)):(((1,2),0),(0,16))">
!memref_smem_bf16_15 = !cute.memref<bf16, smem, align<1024>, S<2,4,3>, "((4096,1)):((1,0))">
!memref_smem_bf16_16 = !cute.memref<bf16, smem, align<1024>, S<2,4,3>, "((4096,1),1):((1,0),0)">
!memref_smem_bf16_17 = !cute.memref<bf16, smem, align<1024>, S<2,4,3>, "((4096,1),(1)):((1,0),(0))">
!memref_smem_i8 = !cute.memref<i8, smem, align<1024>, "230400:1">
!mma_bf16_bf16_f32_64x128x16 = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>, atom_layout_MNK = <"(2,1,1):(1,0,0)">, permutation_MNK = <"[_;_;_]">>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_kernel_cute_irkernelsgemm_h836500a5_0(%arg0: !cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3 {cute_nvgpu.grid_constant}, %arg1: !cute_coord_tensor_62b16d, %arg2: !cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3 {cute_nvgpu.grid_constant}, %arg3: !cute_coord_tensor_2cbc83, %arg4: !cute_nvgpu_atom_non_exec_tiled_tma_store_8b619e {cute_nvgpu.grid_constant}, %arg5: !cute_coord_tensor_99805c, %arg6: !mma_bf16_bf16_f32_64x128x16, %arg7: !cute_composed_layout_6fe5de, %arg8: !cute_composed_layout_6fe5de, %arg9: !cute_composed_layout_4ff599, %arg10: !memref_gmem_i32, %arg11: !memref_gmem_i32_1, %arg12: !memref_gmem_i64, %arg13: !memref_gmem_i64_1, %arg14: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 384, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 384, 1, 1>, smem.config_smem_size = 230400 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %iter = cute.get_iter(%arg1) : !cute_coord_tensor_62b16d
      %tup = cute.deref_arith_tuple_iter(%iter) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_0 = cute.get_iter(%arg3) : !cute_coord_tensor_2cbc83
      %tup_1 = cute.deref_arith_tuple_iter(%iter_0) : !cute.arith_tuple_iter<"(0,0)">
      %e0_2, %e1_3 = cute.get_leaves(%tup_1) : !cute.int_tuple<"(0,0)">
      %iter_4 = cute.get_iter(%arg5) : !cute_coord_tensor_99805c
      %tup_5 = cute.deref_arith_tuple_iter(%iter_4) : !cute.arith_tuple_iter<"(0,0)">
      %e0_6, %e1_7 = cute.get_leaves(%tup_5) : !cute.int_tuple<"(0,0)">
      %iter_8 = cute.get_iter(%arg10) : !memref_gmem_i32
      %iter_9 = cute.get_iter(%arg11) : !memref_gmem_i32_1
      %iter_10 = cute.get_iter(%arg12) : !memref_gmem_i64
      %iter_11 = cute.get_iter(%arg13) : !memref_gmem_i64_1
      %iter_12 = cute.get_iter(%arg1) : !cute_coord_tensor_62b16d
      %tup_13 = cute.deref_arith_tuple_iter(%iter_12) : !cute.arith_tuple_iter<"(0,0)">
      %e0_14, %e1_15 = cute.get_leaves(%tup_13) : !cute.int_tuple<"(0,0)">
      %iter_16 = cute.get_iter(%arg3) : !cute_coord_tensor_2cbc83
      %tup_17 = cute.deref_arith_tuple_iter(%iter_16) : !cute.arith_tuple_iter<"(0,0)">
      %e0_18, %e1_19 = cute.get_leaves(%tup_17) : !cute.int_tuple<"(0,0)">
      %iter_20 = cute.get_iter(%arg5) : !cute_coord_tensor_99805c
      %tup_21 = cute.deref_arith_tuple_iter(%iter_20) : !cute.arith_tuple_iter<"(0,0)">
      %e0_22, %e1_23 = cute.get_leaves(%tup_21) : !cute.int_tuple<"(0,0)">
      %iter_24 = cute.get_iter(%arg10) : !memref_gmem_i32
      %iter_25 = cute.get_iter(%arg11) : !memref_gmem_i32_1
      %iter_26 = cute.get_iter(%arg12) : !memref_gmem_i64
      %iter_27 = cute.get_iter(%arg13) : !memref_gmem_i64_1
      %lay = cute.get_layout(%arg1) : !cute_coord_tensor_62b16d
      %lay_28 = cute.get_layout(%arg3) : !cute_coord_tensor_2cbc83
      %lay_29 = cute.get_layout(%arg5) : !cute_coord_tensor_99805c
      %lay_30 = cute.get_layout(%arg10) : !memref_gmem_i32
      %lay_31 = cute.get_layout(%arg11) : !memref_gmem_i32_1
      %lay_32 = cute.get_layout(%arg12) : !memref_gmem_i64
      %lay_33 = cute.get_layout(%arg13) : !memref_gmem_i64_1
      %0 = nvvm.read.ptx.sreg.tid.x : i32
      %1 = nvvm.read.ptx.sreg.tid.y : i32
      %2 = nvvm.read.ptx.sreg.tid.z : i32
      %3 = nvvm.read.ptx.sreg.tid.x : i32
      %4 = nvvm.read.ptx.sreg.tid.y : i32
      %5 = nvvm.read.ptx.sreg.tid.z : i32
      %6 = nvvm.read.ptx.sreg.ntid.x : i32
      %7 = nvvm.read.ptx.sreg.ntid.y : i32
      %8 = arith.muli %4, %6 : i32
      %9 = arith.addi %3, %8 : i32
      %10 = arith.muli %5, %6 : i32
      %11 = arith.muli %10, %7 : i32
      %12 = arith.addi %9, %11 : i32
      %c32_i32 = arith.constant 32 : i32
      %13 = arith.floordivsi %12, %c32_i32 : i32
      %14 = cute_nvgpu.arch.make_warp_uniform(%13) : i32
      %15 = cute_nvgpu.arch.make_warp_uniform(%14) : i32
      %c128_i32 = arith.constant 128 : i32
      %16 = arith.floordivsi %0, %c128_i32 : i32
      %17 = cute_nvgpu.arch.make_warp_uniform(%16) : i32
      %18 = nvvm.read.ptx.sreg.ctaid.x : i32
      %19 = nvvm.read.ptx.sreg.ctaid.y : i32
      %20 = nvvm.read.ptx.sreg.ctaid.z : i32
      %21 = nvvm.read.ptx.sreg.nctaid.x : i32
      %22 = nvvm.read.ptx.sreg.nctaid.y : i32
      %23 = nvvm.read.ptx.sreg.nctaid.z : i32
      %shape = cute.make_shape() : () -> !cute.shape<"230400">
      %lay_34 = cute.make_layout(%shape) : !cute.layout<"230400:1">
      %smem = cute.memref.alloca() {smem.partition_id = 1 : i32, smem.struct_fields = ["tensormaps:384:0", "mainloop_barriers:96:384", "sA:98304:1024", "sB:98304:99328", "sC:32768:197632"]} : !memref_smem_i8
      %iter_35 = cute.get_iter(%smem) : !memref_smem_i8
      %iter_36 = cute.get_iter(%smem) : !memref_smem_i8
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
      %ptr = cute.add_offset(%iter_36, %int_tuple) : (!cute_ptr_9af6a0, !cute.int_tuple<"0">) -> !cute_ptr_9af6a0
      %int_tuple_37 = cute.make_int_tuple() : () -> !cute.int_tuple<"384">
      %ptr_38 = cute.add_offset(%iter_36, %int_tuple_37) : (!cute_ptr_9af6a0, !cute.int_tuple<"384">) -> !cute.ptr<i8, smem, align<128>>
      %int_tuple_39 = cute.make_int_tuple() : () -> !cute.int_tuple<"1024">
      %ptr_40 = cute.add_offset(%iter_36, %int_tuple_39) : (!cute_ptr_9af6a0, !cute.int_tuple<"1024">) -> !cute_ptr_9af6a0
      %int_tuple_41 = cute.make_int_tuple() : () -> !cute.int_tuple<"99328">
      %ptr_42 = cute.add_offset(%iter_36, %int_tuple_41) : (!cute_ptr_9af6a0, !cute.int_tuple<"99328">) -> !cute_ptr_9af6a0
      %int_tuple_43 = cute.make_int_tuple() : () -> !cute.int_tuple<"197632">
      %ptr_44 = cute.add_offset(%iter_36, %int_tuple_43) : (!cute_ptr_9af6a0, !cute.int_tuple<"197632">) -> !cute_ptr_9af6a0
      %coord = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
      %slice = cute.slice(%arg7, %coord) : !cute_composed_layout_6fe5de, !cute.coord<"(_,_,0)">
      %24 = cute.composed_get_inner(%slice) : (!cute_composed_layout_08a685) -> !cute.swizzle<"S<3,4,3>">
      %25 = cute.composed_get_outer(%slice) : (!cute_composed_layout_08a685) -> !cute_layout_c4363d
      %cosz = cute.cosize(%25) : (!cute_layout_c4363d) -> !cute.int_tuple<"8192">
      %e0_45 = cute.get_leaves(%cosz) : !cute.int_tuple<"8192">
      %coord_46 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
      %slice_47 = cute.slice(%arg8, %coord_46) : !cute_composed_layout_6fe5de, !cute.coord<"(_,_,0)">
      %26 = cute.composed_get_inner(%slice_47) : (!cute_composed_layout_08a685) -> !cute.swizzle<"S<3,4,3>">
      %27 = cute.composed_get_outer(%slice_47) : (!cute_composed_layout_08a685) -> !cute_layout_c4363d
      %cosz_48 = cute.cosize(%27) : (!cute_layout_c4363d) -> !cute.int_tuple<"8192">
      %e0_49 = cute.get_leaves(%cosz_48) : !cute.int_tuple<"8192">
      %iter_50 = cute.recast_iter(%ptr_38) : !cute.ptr<i8, smem, align<128>> to !cute_ptr_e15201
      %shape_51 = cute.make_shape() : () -> !cute.shape<"(1,1,1,1)">
      %lay_52 = cute.make_layout(%shape_51) : !cute_layout_4a5fc8
      %28 = nvvm.read.ptx.sreg.tid.x : i32
      %29 = nvvm.read.ptx.sreg.tid.y : i32
      %30 = nvvm.read.ptx.sreg.tid.z : i32
      %31 = nvvm.read.ptx.sreg.ntid.x : i32
      %32 = nvvm.read.ptx.sreg.ntid.y : i32
      %33 = arith.muli %29, %31 : i32
      %34 = arith.addi %28, %33 : i32
      %35 = arith.muli %30, %31 : i32
      %36 = arith.muli %35, %32 : i32
      %37 = arith.addi %34, %36 : i32
      %38 = arith.floordivsi %37, %c32_i32 : i32
      %39 = cute_nvgpu.arch.make_warp_uniform(%38) : i32
      %40 = cute_nvgpu.arch.make_warp_uniform(%39) : i32
      %c0_i32 = arith.constant 0 : i32
      %41 = arith.cmpi eq, %40, %c0_i32 : i32
      scf.if %41 {
        %86 = nvvm.elect.sync -> i1
        scf.if %86 {
          %int_tuple_202 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
          %ptr_203 = cute.add_offset(%iter_50, %int_tuple_202) : (!cute_ptr_e15201, !cute.int_tuple<"0">) -> !cute_ptr_e15201
          %87 = builtin.unrealized_conversion_cast %ptr_203 : !cute_ptr_e15201 to !llvm.ptr<3>
          %c1_i32_204 = arith.constant 1 : i32
          nvvm.mbarrier.init %87, %c1_i32_204 : !llvm.ptr<3>, i32
          %int_tuple_205 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
          %ptr_206 = cute.add_offset(%iter_50, %int_tuple_205) : (!cute_ptr_e15201, !cute.int_tuple<"1">) -> !cute.ptr<i64, smem>
          %88 = builtin.unrealized_conversion_cast %ptr_206 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %88, %c1_i32_204 : !llvm.ptr<3>, i32
          %int_tuple_207 = cute.make_int_tuple() : () -> !cute.int_tuple<"2">
          %ptr_208 = cute.add_offset(%iter_50, %int_tuple_207) : (!cute_ptr_e15201, !cute.int_tuple<"2">) -> !cute.ptr<i64, smem, align<16>>
          %89 = builtin.unrealized_conversion_cast %ptr_208 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
          nvvm.mbarrier.init %89, %c1_i32_204 : !llvm.ptr<3>, i32
          %int_tuple_209 = cute.make_int_tuple() : () -> !cute.int_tuple<"3">
          %ptr_210 = cute.add_offset(%iter_50, %int_tuple_209) : (!cute_ptr_e15201, !cute.int_tuple<"3">) -> !cute.ptr<i64, smem>
          %90 = builtin.unrealized_conversion_cast %ptr_210 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %90, %c1_i32_204 : !llvm.ptr<3>, i32
          %int_tuple_211 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
          %ptr_212 = cute.add_offset(%iter_50, %int_tuple_211) : (!cute_ptr_e15201, !cute.int_tuple<"4">) -> !cute.ptr<i64, smem, align<32>>
          %91 = builtin.unrealized_conversion_cast %ptr_212 : !cute.ptr<i64, smem, align<32>> to !llvm.ptr<3>
          nvvm.mbarrier.init %91, %c1_i32_204 : !llvm.ptr<3>, i32
          %int_tuple_213 = cute.make_int_tuple() : () -> !cute.int_tuple<"5">
          %ptr_214 = cute.add_offset(%iter_50, %int_tuple_213) : (!cute_ptr_e15201, !cute.int_tuple<"5">) -> !cute.ptr<i64, smem>
          %92 = builtin.unrealized_conversion_cast %ptr_214 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %92, %c1_i32_204 : !llvm.ptr<3>, i32
        }
      }
      %int_tuple_53 = cute.make_int_tuple() : () -> !cute.int_tuple<"6">
      %ptr_54 = cute.add_offset(%iter_50, %int_tuple_53) : (!cute_ptr_e15201, !cute.int_tuple<"6">) -> !cute.ptr<i64, smem, align<16>>
      %42 = nvvm.read.ptx.sreg.tid.x : i32
      %43 = nvvm.read.ptx.sreg.tid.y : i32
      %44 = nvvm.read.ptx.sreg.tid.z : i32
      %45 = nvvm.read.ptx.sreg.ntid.x : i32
      %46 = nvvm.read.ptx.sreg.ntid.y : i32
      %47 = arith.muli %43, %45 : i32
      %48 = arith.addi %42, %47 : i32
      %49 = arith.muli %44, %45 : i32
      %50 = arith.muli %49, %46 : i32
      %51 = arith.addi %48, %50 : i32
      %52 = arith.floordivsi %51, %c32_i32 : i32
      %53 = cute_nvgpu.arch.make_warp_uniform(%52) : i32
      %54 = cute_nvgpu.arch.make_warp_uniform(%53) : i32
      %55 = arith.cmpi eq, %54, %c0_i32 : i32
      scf.if %55 {
        %86 = nvvm.elect.sync -> i1
        scf.if %86 {
          %int_tuple_202 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
          %ptr_203 = cute.add_offset(%ptr_54, %int_tuple_202) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<i64, smem, align<16>>
          %87 = builtin.unrealized_conversion_cast %ptr_203 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
          %c8_i32 = arith.constant 8 : i32
          nvvm.mbarrier.init %87, %c8_i32 : !llvm.ptr<3>, i32
          %int_tuple_204 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
          %ptr_205 = cute.add_offset(%ptr_54, %int_tuple_204) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"1">) -> !cute.ptr<i64, smem>
          %88 = builtin.unrealized_conversion_cast %ptr_205 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %88, %c8_i32 : !llvm.ptr<3>, i32
          %int_tuple_206 = cute.make_int_tuple() : () -> !cute.int_tuple<"2">
          %ptr_207 = cute.add_offset(%ptr_54, %int_tuple_206) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"2">) -> !cute.ptr<i64, smem, align<16>>
          %89 = builtin.unrealized_conversion_cast %ptr_207 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
          nvvm.mbarrier.init %89, %c8_i32 : !llvm.ptr<3>, i32
          %int_tuple_208 = cute.make_int_tuple() : () -> !cute.int_tuple<"3">
          %ptr_209 = cute.add_offset(%ptr_54, %int_tuple_208) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"3">) -> !cute.ptr<i64, smem>
          %90 = builtin.unrealized_conversion_cast %ptr_209 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %90, %c8_i32 : !llvm.ptr<3>, i32
          %int_tuple_210 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
          %ptr_211 = cute.add_offset(%ptr_54, %int_tuple_210) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"4">) -> !cute.ptr<i64, smem, align<16>>
          %91 = builtin.unrealized_conversion_cast %ptr_211 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
          nvvm.mbarrier.init %91, %c8_i32 : !llvm.ptr<3>, i32
          %int_tuple_212 = cute.make_int_tuple() : () -> !cute.int_tuple<"5">
          %ptr_213 = cute.add_offset(%ptr_54, %int_tuple_212) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"5">) -> !cute.ptr<i64, smem>
          %92 = builtin.unrealized_conversion_cast %ptr_213 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %92, %c8_i32 : !llvm.ptr<3>, i32
        }
      }
      %56 = nvvm.read.ptx.sreg.tid.x : i32
      %57 = nvvm.read.ptx.sreg.tid.y : i32
      %58 = nvvm.read.ptx.sreg.tid.z : i32
      %59 = cute.get_shape(%lay_52) : (!cute_layout_4a5fc8) -> !cute.shape<"(1,1,1,1)">
      %e0_55, %e1_56, %e2, %e3 = cute.get_leaves(%59) : !cute.shape<"(1,1,1,1)">
      %60 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %61 = cute_nvgpu.arch.make_warp_uniform(%60) : i32
      %62 = arith.remsi %56, %c32_i32 : i32
      %int_tuple_57 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,1,1,1)">
      %sz = cute.size(%int_tuple_57) : (!cute.int_tuple<"(1,1,1,1)">) -> !cute.int_tuple<"1">
      %e0_58 = cute.get_leaves(%sz) : !cute.int_tuple<"1">
      %c1_i32 = arith.constant 1 : i32
      %63 = arith.cmpi slt, %62, %c1_i32 : i32
      %int_tuple_59 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,1,1,1)">
      %sz_60 = cute.size(%int_tuple_59) : (!cute.int_tuple<"(1,1,1,1)">) -> !cute.int_tuple<"1">
      %e0_61 = cute.get_leaves(%sz_60) : !cute.int_tuple<"1">
      %64 = arith.remsi %62, %c1_i32 : i32
      %65 = cute.get_hier_coord(%64, %lay_52) : (i32, !cute_layout_4a5fc8) -> !cute.coord<"(0,0,0,0)">
      %e0_62, %e1_63, %e2_64, %e3_65 = cute.get_leaves(%65) : !cute.coord<"(0,0,0,0)">
      %66 = cute.get_hier_coord(%61, %lay_52) : (i32, !cute_layout_4a5fc8) -> !cute.coord<"(0,0,0,0)">
      %e0_66, %e1_67, %e2_68, %e3_69 = cute.get_leaves(%66) : !cute.coord<"(0,0,0,0)">
      %false = arith.constant false
      %67 = scf.if %false -> (i1) {
        %true = arith.constant true
        %86 = arith.andi %63, %true : i1
        scf.yield %86 : i1
      } else {
        %false_202 = arith.constant false
        %86 = scf.if %false_202 -> (i1) {
          %true = arith.constant true
          %87 = arith.andi %63, %true : i1
          scf.yield %87 : i1
        } else {
          %true = arith.constant true
          %87 = scf.if %true -> (i1) {
            %true_203 = arith.constant true
            %88 = arith.andi %63, %true_203 : i1
            scf.yield %88 : i1
          } else {
            scf.yield %63 : i1
          }
          scf.yield %87 : i1
        }
        scf.yield %86 : i1
      }
      %sz_70 = cute.size(%lay_52) : (!cute_layout_4a5fc8) -> !cute.int_tuple<"1">
      %e0_71 = cute.get_leaves(%sz_70) : !cute.int_tuple<"1">
      nvvm.fence.mbarrier.init
      %sz_72 = cute.size(%lay_52) : (!cute_layout_4a5fc8) -> !cute.int_tuple<"1">
      %e0_73 = cute.get_leaves(%sz_72) : !cute.int_tuple<"1">
      nvvm.barrier
      %68 = cute.composed_get_outer(%arg7) : (!cute_composed_layout_6fe5de) -> !cute_layout_8597a8
      %69 = cute.composed_get_inner(%arg7) : (!cute_composed_layout_6fe5de) -> !cute.swizzle<"S<3,4,3>">
      %iter_74 = cute.recast_iter(%ptr_40) : !cute_ptr_9af6a0 to !cute_ptr_91cbad
      %view = cute.make_view(%iter_74, %68) : !memref_smem_bf16
      %iter_75 = cute.get_iter(%view) : !memref_smem_bf16
      %iter_76 = cute.get_iter(%view) : !memref_smem_bf16
      %70 = cute.composed_get_outer(%arg8) : (!cute_composed_layout_6fe5de) -> !cute_layout_8597a8
      %71 = cute.composed_get_inner(%arg8) : (!cute_composed_layout_6fe5de) -> !cute.swizzle<"S<3,4,3>">
      %iter_77 = cute.recast_iter(%ptr_42) : !cute_ptr_9af6a0 to !cute_ptr_91cbad
      %view_78 = cute.make_view(%iter_77, %70) : !memref_smem_bf16
      %iter_79 = cute.get_iter(%view_78) : !memref_smem_bf16
      %iter_80 = cute.get_iter(%view_78) : !memref_smem_bf16
      %72 = cute.composed_get_outer(%arg9) : (!cute_composed_layout_4ff599) -> !cute_layout_2dea00
      %73 = cute.composed_get_inner(%arg9) : (!cute_composed_layout_4ff599) -> !cute.swizzle<"S<2,4,3>">
      %iter_81 = cute.recast_iter(%ptr_44) : !cute_ptr_9af6a0 to !cute.ptr<bf16, smem, align<1024>, S<2,4,3>>
      %view_82 = cute.make_view(%iter_81, %72) : !memref_smem_bf16_1
      %iter_83 = cute.get_iter(%view_82) : !memref_smem_bf16_1
      %iter_84 = cute.get_iter(%view_82) : !memref_smem_bf16_1
      %iter_85 = cute.recast_iter(%ptr) : !cute_ptr_9af6a0 to !cute_ptr_6167ca
      %int_tuple_86 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
      %ptr_87 = cute.add_offset(%iter_85, %int_tuple_86) : (!cute_ptr_6167ca, !cute.int_tuple<"0">) -> !cute_ptr_6167ca
      %int_tuple_88 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
      %ptr_89 = cute.add_offset(%iter_85, %int_tuple_88) : (!cute_ptr_6167ca, !cute.int_tuple<"16">) -> !cute_ptr_e15201
      %int_tuple_90 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
      %ptr_91 = cute.add_offset(%iter_85, %int_tuple_90) : (!cute_ptr_6167ca, !cute.int_tuple<"32">) -> !cute_ptr_c731b8
      %coord_92 = cute.make_coord(%20) : (i32) -> !cute.coord<"(?,0,_)">
      %slice_93 = cute.slice(%arg13, %coord_92) : !memref_gmem_i64_1, !cute.coord<"(?,0,_)">
      %iter_94 = cute.get_iter(%slice_93) : !memref_gmem_i64_2
      %iter_95 = cute.get_iter(%slice_93) : !memref_gmem_i64_2
      %74 = cute.ptrtoint(%iter_95) : !cute.ptr<i64, gmem, align<16>> to i64
      %iv = cute.assume(%74) : (i64) -> !cute.i64<divby 128>
      %75 = cute.inttoptr(%iv) : !cute.i64<divby 128> to !cute_ptr_a5c1fa
      %coord_96 = cute.make_coord(%20) : (i32) -> !cute.coord<"(?,1,_)">
      %slice_97 = cute.slice(%arg13, %coord_96) : !memref_gmem_i64_1, !cute.coord<"(?,1,_)">
      %iter_98 = cute.get_iter(%slice_97) : !memref_gmem_i64_2
      %iter_99 = cute.get_iter(%slice_97) : !memref_gmem_i64_2
      %76 = cute.ptrtoint(%iter_99) : !cute.ptr<i64, gmem, align<16>> to i64
      %iv_100 = cute.assume(%76) : (i64) -> !cute.i64<divby 128>
      %77 = cute.inttoptr(%iv_100) : !cute.i64<divby 128> to !cute_ptr_a5c1fa
      %coord_101 = cute.make_coord(%20) : (i32) -> !cute.coord<"(?,2,_)">
      %slice_102 = cute.slice(%arg13, %coord_101) : !memref_gmem_i64_1, !cute.coord<"(?,2,_)">
      %iter_103 = cute.get_iter(%slice_102) : !memref_gmem_i64_2
      %iter_104 = cute.get_iter(%slice_102) : !memref_gmem_i64_2
      %78 = cute.ptrtoint(%iter_104) : !cute.ptr<i64, gmem, align<16>> to i64
      %iv_105 = cute.assume(%78) : (i64) -> !cute.i64<divby 128>
      %79 = cute.inttoptr(%iv_105) : !cute.i64<divby 128> to !cute_ptr_a5c1fa
      %tile = cute.make_tile() : () -> !cute.tile<"[128:1;64:1]">
      %coord_106 = cute.make_coord() : () -> !cute.coord<"(_,_,_)">
      %tiled_view = cute.local_tile(%arg1, %tile, %coord_106) : (!cute_coord_tensor_62b16d, !cute.tile<"[128:1;64:1]">, !cute.coord<"(_,_,_)">) -> !cute_coord_tensor_814a32
      %iter_107 = cute.get_iter(%tiled_view) : !cute_coord_tensor_814a32
      %tup_108 = cute.deref_arith_tuple_iter(%iter_107) : !cute.arith_tuple_iter<"(0,0)">
      %e0_109, %e1_110 = cute.get_leaves(%tup_108) : !cute.int_tuple<"(0,0)">
      %iter_111 = cute.get_iter(%tiled_view) : !cute_coord_tensor_814a32
      %tup_112 = cute.deref_arith_tuple_iter(%iter_111) : !cute.arith_tuple_iter<"(0,0)">
      %e0_113, %e1_114 = cute.get_leaves(%tup_112) : !cute.int_tuple<"(0,0)">
      %tile_115 = cute.make_tile() : () -> !cute.tile<"[128:1;64:1]">
      %coord_116 = cute.make_coord() : () -> !cute.coord<"(_,_,_)">
      %tiled_view_117 = cute.local_tile(%arg3, %tile_115, %coord_116) : (!cute_coord_tensor_2cbc83, !cute.tile<"[128:1;64:1]">, !cute.coord<"(_,_,_)">) -> !cute_coord_tensor_814a32
      %iter_118 = cute.get_iter(%tiled_view_117) : !cute_coord_tensor_814a32
      %tup_119 = cute.deref_arith_tuple_iter(%iter_118) : !cute.arith_tuple_iter<"(0,0)">
      %e0_120, %e1_121 = cute.get_leaves(%tup_119) : !cute.int_tuple<"(0,0)">
      %iter_122 = cute.get_iter(%tiled_view_117) : !cute_coord_tensor_814a32
      %tup_123 = cute.deref_arith_tuple_iter(%iter_122) : !cute.arith_tuple_iter<"(0,0)">
      %e0_124, %e1_125 = cute.get_leaves(%tup_123) : !cute.int_tuple<"(0,0)">
      %tile_126 = cute.make_tile() : () -> !cute.tile<"[128:1;128:1]">
      %coord_127 = cute.make_coord() : () -> !cute.coord<"(_,_,_)">
      %tiled_view_128 = cute.local_tile(%arg5, %tile_126, %coord_127) : (!cute_coord_tensor_99805c, !cute.tile<"[128:1;128:1]">, !cute.coord<"(_,_,_)">) -> !cute_coord_tensor_a8cf34
      %iter_129 = cute.get_iter(%tiled_view_128) : !cute_coord_tensor_a8cf34
      %tup_130 = cute.deref_arith_tuple_iter(%iter_129) : !cute.arith_tuple_iter<"(0,0)">
      %e0_131, %e1_132 = cute.get_leaves(%tup_130) : !cute.int_tuple<"(0,0)">
      %iter_133 = cute.get_iter(%tiled_view_128) : !cute_coord_tensor_a8cf34
      %tup_134 = cute.deref_arith_tuple_iter(%iter_133) : !cute.arith_tuple_iter<"(0,0)">
      %e0_135, %e1_136 = cute.get_leaves(%tup_134) : !cute.int_tuple<"(0,0)">
      %shape_137 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_138 = cute.make_layout(%shape_137) : !cute.layout<"1:0">
      %lay_139 = cute.get_layout(%view) : !memref_smem_bf16
      %80 = cute.get_shape(%lay_139) : (!cute_layout_8597a8) -> !cute_shape_0f5492
      %e0_140, %e1_141, %e2_142, %e3_143, %e4, %e5 = cute.get_leaves(%80) : !cute_shape_0f5492
      %grouped = cute.group_modes(%view) <0, 2> : (!memref_smem_bf16) -> !memref_smem_bf16_2
      %iter_144 = cute.get_iter(%grouped) : !memref_smem_bf16_2
      %iter_145 = cute.get_iter(%grouped) : !memref_smem_bf16_2
      %lay_146 = cute.get_layout(%tiled_view) : !cute_coord_tensor_814a32
      %81 = cute.get_shape(%lay_146) : (!cute_layout_3d115f) -> !cute.shape<"(128,64,2,9,1)">
      %e0_147, %e1_148, %e2_149, %e3_150, %e4_151 = cute.get_leaves(%81) : !cute.shape<"(128,64,2,9,1)">
      %grouped_152 = cute.group_modes(%tiled_view) <0, 2> : (!cute_coord_tensor_814a32) -> !cute_coord_tensor_42de64
      %iter_153 = cute.get_iter(%grouped_152) : !cute_coord_tensor_42de64
      %tup_154 = cute.deref_arith_tuple_iter(%iter_153) : !cute.arith_tuple_iter<"(0,0)">
      %e0_155, %e1_156 = cute.get_leaves(%tup_154) : !cute.int_tuple<"(0,0)">
      %iter_157 = cute.get_iter(%grouped_152) : !cute_coord_tensor_42de64
      %tup_158 = cute.deref_arith_tuple_iter(%iter_157) : !cute.arith_tuple_iter<"(0,0)">
      %e0_159, %e1_160 = cute.get_leaves(%tup_158) : !cute.int_tuple<"(0,0)">
      %coord_161 = cute.make_coord() : () -> !cute.coord<"0">
      %res_smem_tensor, %res_target_tensors = cute_nvgpu.atom.tma_partition(%arg0, %coord_161, %lay_138, %grouped, %grouped_152) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3, !cute.coord<"0">, !cute.layout<"1:0">, !memref_smem_bf16_2, !cute_coord_tensor_42de64) -> (!memref_smem_bf16_3, !cute_coord_tensor_a63342)
      %iter_162 = cute.get_iter(%res_smem_tensor) : !memref_smem_bf16_3
      %iter_163 = cute.get_iter(%res_target_tensors) : !cute_coord_tensor_a63342
      %tup_164 = cute.deref_arith_tuple_iter(%iter_163) : !cute.arith_tuple_iter<"(0,0)">
      %e0_165, %e1_166 = cute.get_leaves(%tup_164) : !cute.int_tuple<"(0,0)">
      %shape_167 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_168 = cute.make_layout(%shape_167) : !cute.layout<"1:0">
      %lay_169 = cute.get_layout(%view_78) : !memref_smem_bf16
      %82 = cute.get_shape(%lay_169) : (!cute_layout_8597a8) -> !cute_shape_0f5492
      %e0_170, %e1_171, %e2_172, %e3_173, %e4_174, %e5_175 = cute.get_leaves(%82) : !cute_shape_0f5492
      %grouped_176 = cute.group_modes(%view_78) <0, 2> : (!memref_smem_bf16) -> !memref_smem_bf16_2
      %iter_177 = cute.get_iter(%grouped_176) : !memref_smem_bf16_2
      %iter_178 = cute.get_iter(%grouped_176) : !memref_smem_bf16_2
      %lay_179 = cute.get_layout(%tiled_view_117) : !cute_coord_tensor_814a32
      %83 = cute.get_shape(%lay_179) : (!cute_layout_3d115f) -> !cute.shape<"(128,64,2,9,1)">
      %e0_180, %e1_181, %e2_182, %e3_183, %e4_184 = cute.get_leaves(%83) : !cute.shape<"(128,64,2,9,1)">
      %grouped_185 = cute.group_modes(%tiled_view_117) <0, 2> : (!cute_coord_tensor_814a32) -> !cute_coord_tensor_42de64
      %iter_186 = cute.get_iter(%grouped_185) : !cute_coord_tensor_42de64
      %tup_187 = cute.deref_arith_tuple_iter(%iter_186) : !cute.arith_tuple_iter<"(0,0)">
      %e0_188, %e1_189 = cute.get_leaves(%tup_187) : !cute.int_tuple<"(0,0)">
      %iter_190 = cute.get_iter(%grouped_185) : !cute_coord_tensor_42de64
      %tup_191 = cute.deref_arith_tuple_iter(%iter_190) : !cute.arith_tuple_iter<"(0,0)">
      %e0_192, %e1_193 = cute.get_leaves(%tup_191) : !cute.int_tuple<"(0,0)">
      %coord_194 = cute.make_coord() : () -> !cute.coord<"0">
      %res_smem_tensor_195, %res_target_tensors_196 = cute_nvgpu.atom.tma_partition(%arg2, %coord_194, %lay_168, %grouped_176, %grouped_185) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3, !cute.coord<"0">, !cute.layout<"1:0">, !memref_smem_bf16_2, !cute_coord_tensor_42de64) -> (!memref_smem_bf16_3, !cute_coord_tensor_a63342)
      %iter_197 = cute.get_iter(%res_smem_tensor_195) : !memref_smem_bf16_3
      %iter_198 = cute.get_iter(%res_target_tensors_196) : !cute_coord_tensor_a63342
      %tup_199 = cute.deref_arith_tuple_iter(%iter_198) : !cute.arith_tuple_iter<"(0,0)">
      %e0_200, %e1_201 = cute.get_leaves(%tup_199) : !cute.int_tuple<"(0,0)">
      nvvm.barrier
      %84 = arith.cmpi eq, %17, %c0_i32 : i32
      %85 = scf.if %84 -> (!mma_bf16_bf16_f32_64x128x16) {
        nvvm.setmaxregister decrease 40
        %c0_i32_202 = arith.constant 0 : i32
        %86 = arith.cmpi eq, %15, %c0_i32_202 : i32
        scf.if %86 {
          %87 = nvvm.read.ptx.sreg.tid.x : i32
          %88 = nvvm.read.ptx.sreg.tid.y : i32
          %89 = nvvm.read.ptx.sreg.tid.z : i32
          %90 = nvvm.read.ptx.sreg.ntid.x : i32
          %91 = nvvm.read.ptx.sreg.ntid.y : i32
          %92 = arith.muli %88, %90 : i32
          %93 = arith.addi %87, %92 : i32
          %94 = arith.muli %89, %90 : i32
          %95 = arith.muli %94, %91 : i32
          %96 = arith.addi %93, %95 : i32
          %c32_i32_203 = arith.constant 32 : i32
          %97 = arith.floordivsi %96, %c32_i32_203 : i32
          %98 = cute_nvgpu.arch.make_warp_uniform(%97) : i32
          %99 = cute_nvgpu.arch.make_warp_uniform(%98) : i32
          %c0_i32_204 = arith.constant 0 : i32
          %100 = arith.cmpi eq, %99, %c0_i32_204 : i32
          scf.if %100 {
            %146 = nvvm.elect.sync -> i1
            scf.if %146 {
              cute_nvgpu.copy_tma_desc(%arg0, %ptr_87) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3, !cute_ptr_6167ca) -> ()
            }
          }
          %c-1_i32 = arith.constant -1 : i32
          nvvm.bar.warp.sync %c-1_i32 : i32
          %101 = nvvm.read.ptx.sreg.tid.x : i32
          %102 = nvvm.read.ptx.sreg.tid.y : i32
          %103 = nvvm.read.ptx.sreg.tid.z : i32
          %104 = nvvm.read.ptx.sreg.ntid.x : i32
          %105 = nvvm.read.ptx.sreg.ntid.y : i32
          %106 = arith.muli %102, %104 : i32
          %107 = arith.addi %101, %106 : i32
          %108 = arith.muli %103, %104 : i32
          %109 = arith.muli %108, %105 : i32
          %110 = arith.addi %107, %109 : i32
          %111 = arith.floordivsi %110, %c32_i32_203 : i32
          %112 = cute_nvgpu.arch.make_warp_uniform(%111) : i32
          %113 = cute_nvgpu.arch.make_warp_uniform(%112) : i32
          %114 = arith.cmpi eq, %113, %c0_i32_204 : i32
          scf.if %114 {
            %146 = nvvm.elect.sync -> i1
            scf.if %146 {
              cute_nvgpu.copy_tma_desc(%arg2, %ptr_89) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3, !cute_ptr_e15201) -> ()
            }
          }
          nvvm.bar.warp.sync %c-1_i32 : i32
          %c0_i32_205 = arith.constant 0 : i32
          %c1_i32_206 = arith.constant 1 : i32
          %115:6 = scf.while (%arg15 = %c0_i32_205, %arg16 = %c-1_i32, %arg17 = %20, %arg18 = %c0_i32_205, %arg19 = %c0_i32_205, %arg20 = %c1_i32_206) : (i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32) {
            %146 = arith.cmpi slt, %arg17, %arg14 : i32
            scf.condition(%146) %arg15, %arg16, %arg17, %arg18, %arg19, %arg20 : i32, i32, i32, i32, i32, i32
          } do {
          ^bb0(%arg15: i32, %arg16: i32, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32):
            %c1_i32_220 = arith.constant 1 : i32
            %146 = arith.addi %arg15, %c1_i32_220 : i32
            %sz_221 = cute.size(%arg10) <{mode = [0]}> : (!memref_gmem_i32) -> !cute.int_tuple<"3">
            %e0_222 = cute.get_leaves(%sz_221) : !cute.int_tuple<"3">
            %c3_i32 = arith.constant 3 : i32
            %c1_i32_223 = arith.constant 1 : i32
            %147 = scf.for %arg21 = %146 to %c3_i32 step %c1_i32_223 iter_args(%arg22 = %arg15) -> (i32)  : i32 {
              %coord_231 = cute.make_coord(%arg21) : (i32) -> !cute.coord<"(?,3)">
              %176 = cute.memref.load(%arg10, %coord_231) : (!memref_gmem_i32, !cute.coord<"(?,3)">) -> i32
              %177 = arith.cmpi sge, %arg17, %176 : i32
              %178 = scf.if %177 -> (i32) {
                scf.yield %arg21 : i32
              } else {
                scf.yield %arg22 : i32
              }
              scf.yield %178 : i32
            }
            %coord_224 = cute.make_coord(%147) : (i32) -> !cute.coord<"(?,0)">
            %148 = cute.memref.load(%arg10, %coord_224) : (!memref_gmem_i32, !cute.coord<"(?,0)">) -> i32
            %coord_225 = cute.make_coord(%147) : (i32) -> !cute.coord<"(?,1)">
            %149 = cute.memref.load(%arg10, %coord_225) : (!memref_gmem_i32, !cute.coord<"(?,1)">) -> i32
            %coord_226 = cute.make_coord(%147) : (i32) -> !cute.coord<"(?,2)">
            %150 = cute.memref.load(%arg10, %coord_226) : (!memref_gmem_i32, !cute.coord<"(?,2)">) -> i32
            %c128_i32_227 = arith.constant 128 : i32
            %151 = arith.addi %148, %c128_i32_227 : i32
            %152 = arith.subi %151, %c1_i32_220 : i32
            %153 = arith.floordivsi %152, %c128_i32_227 : i32
            %154 = arith.addi %149, %c128_i32_227 : i32
            %155 = arith.subi %154, %c1_i32_220 : i32
            %156 = arith.floordivsi %155, %c128_i32_227 : i32
            %coord_228 = cute.make_coord(%147) : (i32) -> !cute.coord<"(?,3)">
            %157 = cute.memref.load(%arg10, %coord_228) : (!memref_gmem_i32, !cute.coord<"(?,3)">) -> i32
            %158 = arith.subi %arg17, %157 : i32
            %c8_i32 = arith.constant 8 : i32
            %159 = arith.muli %156, %c8_i32 : i32
            %160 = arith.floordivsi %158, %159 : i32
            %161 = arith.muli %160, %c8_i32 : i32
            %162 = arith.subi %153, %161 : i32
            %c8_i32_229 = arith.constant 8 : i32
            %163 = arith.minsi %162, %c8_i32_229 : i32
            %164 = arith.muli %160, %159 : i32
            %165 = arith.subi %158, %164 : i32
            %166 = arith.remsi %165, %163 : i32
            %167 = arith.addi %161, %166 : i32
            %168 = arith.floordivsi %165, %163 : i32
            %c64_i32 = arith.constant 64 : i32
            %169 = arith.addi %150, %c64_i32 : i32
            %170 = arith.subi %169, %c1_i32_220 : i32
            %171 = arith.floordivsi %170, %c64_i32 : i32
            %172 = arith.cmpi ne, %147, %arg16 : i32
            %173 = scf.if %172 -> (i32) {
              %c0_i32_231 = arith.constant 0 : i32
              %176 = arith.cmpi sgt, %171, %c0_i32_231 : i32
              %177 = scf.if %176 -> (i32) {
                %coord_232 = cute.make_coord(%147) : (i32) -> !cute.coord<"(?,0)">
                %178 = cute.memref.load(%arg12, %coord_232) : (!memref_gmem_i64, !cute.coord<"(?,0)">) -> i64
                %coord_233 = cute.make_coord(%147) : (i32) -> !cute.coord<"(?,0)">
                %179 = cute.memref.load(%arg11, %coord_233) : (!memref_gmem_i32_1, !cute.coord<"(?,0)">) -> i32
                %iv_234 = cute.assume(%178) : (i64) -> !cute.i64<divby 16>
                %180 = cute.inttoptr(%iv_234) : !cute.i64<divby 16> to !cute_ptr_6f3445
                %shape_235 = cute.make_shape(%148, %150) : (i32, i32) -> !cute.shape<"(?,?,1)">
                %stride = cute.make_stride(%179) : (i32) -> !cute.stride<"(?,1,0)">
                %lay_236 = cute.make_layout(%shape_235, %stride) : !cute.layout<"(?,?,1):(?,1,0)">
                %view_237 = cute.make_view(%180, %lay_236) : !memref_gmem_bf16
                %iter_238 = cute.get_iter(%view_237) : !memref_gmem_bf16
                %coord_239 = cute.make_coord(%147) : (i32) -> !cute.coord<"(?,1)">
                %181 = cute.memref.load(%arg12, %coord_239) : (!memref_gmem_i64, !cute.coord<"(?,1)">) -> i64
                %coord_240 = cute.make_coord(%147) : (i32) -> !cute.coord<"(?,1)">
                %182 = cute.memref.load(%arg11, %coord_240) : (!memref_gmem_i32_1, !cute.coord<"(?,1)">) -> i32
                %iv_241 = cute.assume(%181) : (i64) -> !cute.i64<divby 16>
                %183 = cute.inttoptr(%iv_241) : !cute.i64<divby 16> to !cute_ptr_6f3445
                %shape_242 = cute.make_shape(%149, %150) : (i32, i32) -> !cute.shape<"(?,?,1)">
                %stride_243 = cute.make_stride(%182) : (i32) -> !cute.stride<"(?,1,0)">
                %lay_244 = cute.make_layout(%shape_242, %stride_243) : !cute.layout<"(?,?,1):(?,1,0)">
                %view_245 = cute.make_view(%183, %lay_244) : !memref_gmem_bf16
                %iter_246 = cute.get_iter(%view_245) : !memref_gmem_bf16
                %184 = nvvm.read.ptx.sreg.tid.x : i32
                %185 = nvvm.read.ptx.sreg.tid.y : i32
                %186 = nvvm.read.ptx.sreg.tid.z : i32
                %187 = nvvm.read.ptx.sreg.ntid.x : i32
                %188 = nvvm.read.ptx.sreg.ntid.y : i32
                %189 = arith.muli %185, %187 : i32
                %190 = arith.addi %184, %189 : i32
                %191 = arith.muli %186, %187 : i32
                %192 = arith.muli %191, %188 : i32
                %193 = arith.addi %190, %192 : i32
                %c32_i32_247 = arith.constant 32 : i32
                %194 = arith.floordivsi %193, %c32_i32_247 : i32
                %195 = cute_nvgpu.arch.make_warp_uniform(%194) : i32
                %196 = cute_nvgpu.arch.make_warp_uniform(%195) : i32
                %197 = cute.ptrtoint(%ptr_87) : !cute_ptr_6167ca to i32
                %198 = cute_nvgpu.arch.make_warp_uniform(%197) : i32
                %199 = arith.extsi %198 : i32 to i64
                %iv_248 = cute.assume(%199) : (i64) -> !cute.i64<divby 1024>
                %200 = cute.inttoptr(%iv_248) : !cute.i64<divby 1024> to !cute_ptr_6167ca
                %201 = cute.ptrtoint(%ptr_89) : !cute_ptr_e15201 to i32
                %202 = cute_nvgpu.arch.make_warp_uniform(%201) : i32
                %203 = arith.extsi %202 : i32 to i64
                %iv_249 = cute.assume(%203) : (i64) -> !cute.i64<divby 128>
                %204 = cute.inttoptr(%iv_249) : !cute.i64<divby 128> to !cute_ptr_e15201
                %c0_i32_250 = arith.constant 0 : i32
                %205 = arith.cmpi eq, %196, %c0_i32_250 : i32
                scf.if %205 {
                  cute_nvgpu.update_tma_desc(%arg0, %view_237, %200) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3, !memref_gmem_bf16, !cute_ptr_6167ca) -> ()
                  cute_nvgpu.update_tma_desc(%arg2, %view_245, %204) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3, !memref_gmem_bf16, !cute_ptr_e15201) -> ()
                  %208 = nvvm.elect.sync -> i1
                  scf.if %208 {
                    nvvm.cp.async.bulk.commit.group
                    nvvm.cp.async.bulk.wait_group 0 {read}
                  }
                  %c-1_i32_251 = arith.constant -1 : i32
                  nvvm.bar.warp.sync %c-1_i32_251 : i32
                  %209 = cute.ptrtoint(%75) : !cute_ptr_a5c1fa to i64
                  %210 = cute.ptrtoint(%200) : !cute_ptr_6167ca to i32
                  llvm.inline_asm has_side_effects asm_dialect = att "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128;", "l,r,~{memory}" %209, %210 : (i64, i32) -> ()
                  %211 = cute.ptrtoint(%77) : !cute_ptr_a5c1fa to i64
                  %212 = cute.ptrtoint(%204) : !cute_ptr_e15201 to i32
                  llvm.inline_asm has_side_effects asm_dialect = att "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128;", "l,r,~{memory}" %211, %212 : (i64, i32) -> ()
                }
                %206 = cute.ptrtoint(%75) : !cute_ptr_a5c1fa to i64
                llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;", "l,~{memory}" %206 : (i64) -> ()
                %207 = cute.ptrtoint(%77) : !cute_ptr_a5c1fa to i64
                llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;", "l,~{memory}" %207 : (i64) -> ()
                scf.yield %147 : i32
              } else {
                scf.yield %arg16 : i32
              }
              scf.yield %177 : i32
            } else {
              scf.yield %arg16 : i32
            }
            %c0_i32_230 = arith.constant 0 : i32
            %174:3 = scf.for %arg21 = %c0_i32_230 to %171 step %c1_i32_223 iter_args(%arg22 = %arg18, %arg23 = %arg19, %arg24 = %arg20) -> (i32, i32, i32)  : i32 {
              %true = arith.constant true
              scf.if %true {
                %int_tuple_375 = cute.make_int_tuple(%arg23) : (i32) -> !cute.int_tuple<"?">
                %ptr_376 = cute.add_offset(%ptr_54, %int_tuple_375) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
                %223 = builtin.unrealized_conversion_cast %ptr_376 : !cute.ptr<i64, smem> to !llvm.ptr<3>
                %c10000000_i32_377 = arith.constant 10000000 : i32
                nvvm.mbarrier.try_wait.parity %223, %arg24, %c10000000_i32_377 : !llvm.ptr<3>, i32, i32
              }
              %176 = nvvm.elect.sync -> i1
              scf.if %176 {
                %int_tuple_375 = cute.make_int_tuple(%arg23) : (i32) -> !cute.int_tuple<"?">
                %ptr_376 = cute.add_offset(%iter_50, %int_tuple_375) : (!cute_ptr_e15201, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
                %223 = builtin.unrealized_conversion_cast %ptr_376 : !cute.ptr<i64, smem> to !llvm.ptr<3>
                %c32768_i32 = arith.constant 32768 : i32
                %224 = nvvm.mbarrier.arrive.expect_tx %223, %c32768_i32 : !llvm.ptr<3>, i32 -> i64
              }
              %int_tuple_231 = cute.make_int_tuple(%arg23) : (i32) -> !cute.int_tuple<"?">
              %ptr_232 = cute.add_offset(%iter_50, %int_tuple_231) : (!cute_ptr_e15201, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
              %coord_233 = cute.make_coord(%167, %arg21) : (i32, i32) -> !cute.coord<"(_,?,?,0)">
              %slice_234 = cute.slice(%res_target_tensors, %coord_233) : !cute_coord_tensor_a63342, !cute.coord<"(_,?,?,0)">
              %iter_235 = cute.get_iter(%slice_234) : !cute_coord_tensor_8b35f7
              %tup_236 = cute.deref_arith_tuple_iter(%iter_235) : !cute_arith_tuple_iter_b03bb1
              %e0_237, %e1_238 = cute.get_leaves(%tup_236) : !cute_int_tuple_ffa35c
              %177 = cute.get_scalars(%e0_237) : !cute.int_tuple<"?{div=64}">
              %178 = cute.get_scalars(%e1_238) : !cute.int_tuple<"?{div=128}">
              %iter_239 = cute.get_iter(%slice_234) : !cute_coord_tensor_8b35f7
              %tup_240 = cute.deref_arith_tuple_iter(%iter_239) : !cute_arith_tuple_iter_b03bb1
              %e0_241, %e1_242 = cute.get_leaves(%tup_240) : !cute_int_tuple_ffa35c
              %179 = cute.get_scalars(%e0_241) : !cute.int_tuple<"?{div=64}">
              %180 = cute.get_scalars(%e1_242) : !cute.int_tuple<"?{div=128}">
              %coord_243 = cute.make_coord(%arg23) : (i32) -> !cute.coord<"(_,?)">
              %slice_244 = cute.slice(%res_smem_tensor, %coord_243) : !memref_smem_bf16_3, !cute.coord<"(_,?)">
              %iter_245 = cute.get_iter(%slice_244) : !memref_smem_bf16_4
              %iter_246 = cute.get_iter(%slice_244) : !memref_smem_bf16_4
              %181 = cute.ptrtoint(%75) : !cute_ptr_a5c1fa to i64
              %iv_247 = cute.assume(%181) : (i64) -> !cute.i64<divby 128>
              %182 = cute.inttoptr(%iv_247) : !cute.i64<divby 128> to !cute_ptr_fadb05
              %lay_248 = cute.get_layout(%slice_234) : !cute_coord_tensor_8b35f7
              %183 = cute.get_shape(%lay_248) : (!cute_layout_5e15fa) -> !cute.shape<"(((64,128),1))">
              %e0_249, %e1_250, %e2_251 = cute.get_leaves(%183) : !cute.shape<"(((64,128),1))">
              %lay_252 = cute.get_layout(%slice_244) : !memref_smem_bf16_4
              %184 = cute.get_shape(%lay_252) : (!cute_layout_718229) -> !cute.shape<"((8192,1))">
              %e0_253, %e1_254 = cute.get_leaves(%184) : !cute.shape<"((8192,1))">
              %shape_255 = cute.make_shape() : () -> !cute.shape<"1">
              %lay_256 = cute.make_layout(%shape_255) : !cute.layout<"1:0">
              %append = cute.append_to_rank<2> (%lay_248, %lay_256) : !cute_layout_5e15fa, !cute.layout<"1:0">
              %int_tuple_257 = cute.make_int_tuple(%e0_241, %e1_242) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">) -> !cute_int_tuple_ffa35c
              %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_257) : (!cute_int_tuple_ffa35c) -> !cute_arith_tuple_iter_b03bb1
              %view_258 = cute.make_view(%int_tup_iter, %append) : !cute_coord_tensor_71714c
              %iter_259 = cute.get_iter(%view_258) : !cute_coord_tensor_71714c
              %tup_260 = cute.deref_arith_tuple_iter(%iter_259) : !cute_arith_tuple_iter_b03bb1
              %e0_261, %e1_262 = cute.get_leaves(%tup_260) : !cute_int_tuple_ffa35c
              %185 = cute.get_scalars(%e0_261) : !cute.int_tuple<"?{div=64}">
              %186 = cute.get_scalars(%e1_262) : !cute.int_tuple<"?{div=128}">
              %lay_263 = cute.get_layout(%view_258) : !cute_coord_tensor_71714c
              %187 = cute.get_shape(%lay_263) : (!cute_layout_bfb9a9) -> !cute.shape<"(((64,128),1),1)">
              %e0_264, %e1_265, %e2_266, %e3_267 = cute.get_leaves(%187) : !cute.shape<"(((64,128),1),1)">
              %grouped_268 = cute.group_modes(%view_258) <1, 2> : (!cute_coord_tensor_71714c) -> !cute_coord_tensor_f4c736
              %iter_269 = cute.get_iter(%grouped_268) : !cute_coord_tensor_f4c736
              %tup_270 = cute.deref_arith_tuple_iter(%iter_269) : !cute_arith_tuple_iter_b03bb1
              %e0_271, %e1_272 = cute.get_leaves(%tup_270) : !cute_int_tuple_ffa35c
              %188 = cute.get_scalars(%e0_271) : !cute.int_tuple<"?{div=64}">
              %189 = cute.get_scalars(%e1_272) : !cute.int_tuple<"?{div=128}">
              %iter_273 = cute.get_iter(%grouped_268) : !cute_coord_tensor_f4c736
              %tup_274 = cute.deref_arith_tuple_iter(%iter_273) : !cute_arith_tuple_iter_b03bb1
              %e0_275, %e1_276 = cute.get_leaves(%tup_274) : !cute_int_tuple_ffa35c
              %190 = cute.get_scalars(%e0_275) : !cute.int_tuple<"?{div=64}">
              %191 = cute.get_scalars(%e1_276) : !cute.int_tuple<"?{div=128}">
              %shape_277 = cute.make_shape() : () -> !cute.shape<"1">
              %lay_278 = cute.make_layout(%shape_277) : !cute.layout<"1:0">
              %append_279 = cute.append_to_rank<2> (%lay_252, %lay_278) : !cute_layout_718229, !cute.layout<"1:0">
              %view_280 = cute.make_view(%iter_246, %append_279) : !memref_smem_bf16_5
              %iter_281 = cute.get_iter(%view_280) : !memref_smem_bf16_5
              %lay_282 = cute.get_layout(%view_280) : !memref_smem_bf16_5
              %192 = cute.get_shape(%lay_282) : (!cute_layout_61586e) -> !cute.shape<"((8192,1),1)">
              %e0_283, %e1_284, %e2_285 = cute.get_leaves(%192) : !cute.shape<"((8192,1),1)">
              %grouped_286 = cute.group_modes(%view_280) <1, 2> : (!memref_smem_bf16_5) -> !memref_smem_bf16_6
              %iter_287 = cute.get_iter(%grouped_286) : !memref_smem_bf16_6
              %iter_288 = cute.get_iter(%grouped_286) : !memref_smem_bf16_6
              %lay_289 = cute.get_layout(%grouped_268) : !cute_coord_tensor_f4c736
              %193 = cute.get_shape(%lay_289) : (!cute_layout_c701d2) -> !cute_shape_cb67ce
              %e0_290, %e1_291, %e2_292, %e3_293 = cute.get_leaves(%193) : !cute_shape_cb67ce
              %lay_294 = cute.get_layout(%grouped_286) : !memref_smem_bf16_6
              %194 = cute.get_shape(%lay_294) : (!cute_layout_2dea72) -> !cute.shape<"((8192,1),(1))">
              %e0_295, %e1_296, %e2_297 = cute.get_leaves(%194) : !cute.shape<"((8192,1),(1))">
              %sz_298 = cute.size(%grouped_268) <{mode = [1]}> : (!cute_coord_tensor_f4c736) -> !cute.int_tuple<"1">
              %e0_299 = cute.get_leaves(%sz_298) : !cute.int_tuple<"1">
              %sz_300 = cute.size(%grouped_286) <{mode = [1]}> : (!memref_smem_bf16_6) -> !cute.int_tuple<"1">
              %e0_301 = cute.get_leaves(%sz_300) : !cute.int_tuple<"1">
              %195 = cute_nvgpu.atom.make_exec_tma(%arg0) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3) -> !cute_nvgpu_atom_tma_load_0358e1
              %196 = cute_nvgpu.atom.set_value<tma_bar>(%195, %ptr_232) : (!cute_nvgpu_atom_tma_load_0358e1, !cute.ptr<i64, smem>)
              %197 = cute_nvgpu.atom.set_value<tma_descriptor_ptr>(%196, %182) : (!cute_nvgpu_atom_tma_load_0358e1, !cute_ptr_fadb05)
              cute.copy(%197, %grouped_268, %grouped_286) : (!cute_nvgpu_atom_tma_load_0358e1, !cute_coord_tensor_f4c736, !memref_smem_bf16_6)
              %coord_302 = cute.make_coord(%168, %arg21) : (i32, i32) -> !cute.coord<"(_,?,?,0)">
              %slice_303 = cute.slice(%res_target_tensors_196, %coord_302) : !cute_coord_tensor_a63342, !cute.coord<"(_,?,?,0)">
              %iter_304 = cute.get_iter(%slice_303) : !cute_coord_tensor_8b35f7
              %tup_305 = cute.deref_arith_tuple_iter(%iter_304) : !cute_arith_tuple_iter_b03bb1
              %e0_306, %e1_307 = cute.get_leaves(%tup_305) : !cute_int_tuple_ffa35c
              %198 = cute.get_scalars(%e0_306) : !cute.int_tuple<"?{div=64}">
              %199 = cute.get_scalars(%e1_307) : !cute.int_tuple<"?{div=128}">
              %iter_308 = cute.get_iter(%slice_303) : !cute_coord_tensor_8b35f7
              %tup_309 = cute.deref_arith_tuple_iter(%iter_308) : !cute_arith_tuple_iter_b03bb1
              %e0_310, %e1_311 = cute.get_leaves(%tup_309) : !cute_int_tuple_ffa35c
              %200 = cute.get_scalars(%e0_310) : !cute.int_tuple<"?{div=64}">
              %201 = cute.get_scalars(%e1_311) : !cute.int_tuple<"?{div=128}">
              %coord_312 = cute.make_coord(%arg23) : (i32) -> !cute.coord<"(_,?)">
              %slice_313 = cute.slice(%res_smem_tensor_195, %coord_312) : !memref_smem_bf16_3, !cute.coord<"(_,?)">
              %iter_314 = cute.get_iter(%slice_313) : !memref_smem_bf16_4
              %iter_315 = cute.get_iter(%slice_313) : !memref_smem_bf16_4
              %202 = cute.ptrtoint(%77) : !cute_ptr_a5c1fa to i64
              %iv_316 = cute.assume(%202) : (i64) -> !cute.i64<divby 128>
              %203 = cute.inttoptr(%iv_316) : !cute.i64<divby 128> to !cute_ptr_fadb05
              %lay_317 = cute.get_layout(%slice_303) : !cute_coord_tensor_8b35f7
              %204 = cute.get_shape(%lay_317) : (!cute_layout_5e15fa) -> !cute.shape<"(((64,128),1))">
              %e0_318, %e1_319, %e2_320 = cute.get_leaves(%204) : !cute.shape<"(((64,128),1))">
              %lay_321 = cute.get_layout(%slice_313) : !memref_smem_bf16_4
              %205 = cute.get_shape(%lay_321) : (!cute_layout_718229) -> !cute.shape<"((8192,1))">
              %e0_322, %e1_323 = cute.get_leaves(%205) : !cute.shape<"((8192,1))">
              %shape_324 = cute.make_shape() : () -> !cute.shape<"1">
              %lay_325 = cute.make_layout(%shape_324) : !cute.layout<"1:0">
              %append_326 = cute.append_to_rank<2> (%lay_317, %lay_325) : !cute_layout_5e15fa, !cute.layout<"1:0">
              %int_tuple_327 = cute.make_int_tuple(%e0_310, %e1_311) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">) -> !cute_int_tuple_ffa35c
              %int_tup_iter_328 = cute.make_arith_tuple_iter(%int_tuple_327) : (!cute_int_tuple_ffa35c) -> !cute_arith_tuple_iter_b03bb1
              %view_329 = cute.make_view(%int_tup_iter_328, %append_326) : !cute_coord_tensor_71714c
              %iter_330 = cute.get_iter(%view_329) : !cute_coord_tensor_71714c
              %tup_331 = cute.deref_arith_tuple_iter(%iter_330) : !cute_arith_tuple_iter_b03bb1
              %e0_332, %e1_333 = cute.get_leaves(%tup_331) : !cute_int_tuple_ffa35c
              %206 = cute.get_scalars(%e0_332) : !cute.int_tuple<"?{div=64}">
              %207 = cute.get_scalars(%e1_333) : !cute.int_tuple<"?{div=128}">
              %lay_334 = cute.get_layout(%view_329) : !cute_coord_tensor_71714c
              %208 = cute.get_shape(%lay_334) : (!cute_layout_bfb9a9) -> !cute.shape<"(((64,128),1),1)">
              %e0_335, %e1_336, %e2_337, %e3_338 = cute.get_leaves(%208) : !cute.shape<"(((64,128),1),1)">
              %grouped_339 = cute.group_modes(%view_329) <1, 2> : (!cute_coord_tensor_71714c) -> !cute_coord_tensor_f4c736
              %iter_340 = cute.get_iter(%grouped_339) : !cute_coord_tensor_f4c736
              %tup_341 = cute.deref_arith_tuple_iter(%iter_340) : !cute_arith_tuple_iter_b03bb1
              %e0_342, %e1_343 = cute.get_leaves(%tup_341) : !cute_int_tuple_ffa35c
              %209 = cute.get_scalars(%e0_342) : !cute.int_tuple<"?{div=64}">
              %210 = cute.get_scalars(%e1_343) : !cute.int_tuple<"?{div=128}">
              %iter_344 = cute.get_iter(%grouped_339) : !cute_coord_tensor_f4c736
              %tup_345 = cute.deref_arith_tuple_iter(%iter_344) : !cute_arith_tuple_iter_b03bb1
              %e0_346, %e1_347 = cute.get_leaves(%tup_345) : !cute_int_tuple_ffa35c
              %211 = cute.get_scalars(%e0_346) : !cute.int_tuple<"?{div=64}">
              %212 = cute.get_scalars(%e1_347) : !cute.int_tuple<"?{div=128}">
              %shape_348 = cute.make_shape() : () -> !cute.shape<"1">
              %lay_349 = cute.make_layout(%shape_348) : !cute.layout<"1:0">
              %append_350 = cute.append_to_rank<2> (%lay_321, %lay_349) : !cute_layout_718229, !cute.layout<"1:0">
              %view_351 = cute.make_view(%iter_315, %append_350) : !memref_smem_bf16_5
              %iter_352 = cute.get_iter(%view_351) : !memref_smem_bf16_5
              %lay_353 = cute.get_layout(%view_351) : !memref_smem_bf16_5
              %213 = cute.get_shape(%lay_353) : (!cute_layout_61586e) -> !cute.shape<"((8192,1),1)">
              %e0_354, %e1_355, %e2_356 = cute.get_leaves(%213) : !cute.shape<"((8192,1),1)">
              %grouped_357 = cute.group_modes(%view_351) <1, 2> : (!memref_smem_bf16_5) -> !memref_smem_bf16_6
              %iter_358 = cute.get_iter(%grouped_357) : !memref_smem_bf16_6
              %iter_359 = cute.get_iter(%grouped_357) : !memref_smem_bf16_6
              %lay_360 = cute.get_layout(%grouped_339) : !cute_coord_tensor_f4c736
              %214 = cute.get_shape(%lay_360) : (!cute_layout_c701d2) -> !cute_shape_cb67ce
              %e0_361, %e1_362, %e2_363, %e3_364 = cute.get_leaves(%214) : !cute_shape_cb67ce
              %lay_365 = cute.get_layout(%grouped_357) : !memref_smem_bf16_6
              %215 = cute.get_shape(%lay_365) : (!cute_layout_2dea72) -> !cute.shape<"((8192,1),(1))">
              %e0_366, %e1_367, %e2_368 = cute.get_leaves(%215) : !cute.shape<"((8192,1),(1))">
              %sz_369 = cute.size(%grouped_339) <{mode = [1]}> : (!cute_coord_tensor_f4c736) -> !cute.int_tuple<"1">
              %e0_370 = cute.get_leaves(%sz_369) : !cute.int_tuple<"1">
              %sz_371 = cute.size(%grouped_357) <{mode = [1]}> : (!memref_smem_bf16_6) -> !cute.int_tuple<"1">
              %e0_372 = cute.get_leaves(%sz_371) : !cute.int_tuple<"1">
              %216 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3) -> !cute_nvgpu_atom_tma_load_0358e1
              %217 = cute_nvgpu.atom.set_value<tma_bar>(%216, %ptr_232) : (!cute_nvgpu_atom_tma_load_0358e1, !cute.ptr<i64, smem>)
              %218 = cute_nvgpu.atom.set_value<tma_descriptor_ptr>(%217, %203) : (!cute_nvgpu_atom_tma_load_0358e1, !cute_ptr_fadb05)
              cute.copy(%218, %grouped_339, %grouped_357) : (!cute_nvgpu_atom_tma_load_0358e1, !cute_coord_tensor_f4c736, !memref_smem_bf16_6)
              %c1_i32_373 = arith.constant 1 : i32
              %219 = arith.addi %arg23, %c1_i32_373 : i32
              %220 = arith.addi %arg22, %c1_i32_373 : i32
              %c6_i32_374 = arith.constant 6 : i32
              %221 = arith.cmpi eq, %219, %c6_i32_374 : i32
              %222:2 = scf.if %221 -> (i32, i32) {
                %c1_i32_375 = arith.constant 1 : i32
                %223 = arith.xori %arg24, %c1_i32_375 : i32
                %c0_i32_376 = arith.constant 0 : i32
                scf.yield %c0_i32_376, %223 : i32, i32
              } else {
                scf.yield %219, %arg24 : i32, i32
              }
              scf.yield %220, %222#0, %222#1 : i32, i32, i32
            }
            %175 = arith.addi %arg17, %23 : i32
            scf.yield %147, %173, %175, %174#0, %174#1, %174#2 : i32, i32, i32, i32, i32, i32
          }
          %int_tuple_207 = cute.make_int_tuple(%115#4) : (i32) -> !cute.int_tuple<"?">
          %ptr_208 = cute.add_offset(%ptr_54, %int_tuple_207) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %116 = builtin.unrealized_conversion_cast %ptr_208 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          %c10000000_i32 = arith.constant 10000000 : i32
          nvvm.mbarrier.try_wait.parity %116, %115#5, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %c1_i32_209 = arith.constant 1 : i32
          %117 = arith.addi %115#4, %c1_i32_209 : i32
          %118 = arith.addi %115#3, %c1_i32_209 : i32
          %c6_i32 = arith.constant 6 : i32
          %119 = arith.cmpi eq, %117, %c6_i32 : i32
          %120:2 = scf.if %119 -> (i32, i32) {
            %c1_i32_220 = arith.constant 1 : i32
            %146 = arith.xori %115#5, %c1_i32_220 : i32
            %c0_i32_221 = arith.constant 0 : i32
            scf.yield %c0_i32_221, %146 : i32, i32
          } else {
            scf.yield %117, %115#5 : i32, i32
          }
          %int_tuple_210 = cute.make_int_tuple(%120#0) : (i32) -> !cute.int_tuple<"?">
          %ptr_211 = cute.add_offset(%ptr_54, %int_tuple_210) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %121 = builtin.unrealized_conversion_cast %ptr_211 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.try_wait.parity %121, %120#1, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %122 = arith.addi %120#0, %c1_i32_209 : i32
          %123 = arith.addi %118, %c1_i32_209 : i32
          %124 = arith.cmpi eq, %122, %c6_i32 : i32
          %125:2 = scf.if %124 -> (i32, i32) {
            %c1_i32_220 = arith.constant 1 : i32
            %146 = arith.xori %120#1, %c1_i32_220 : i32
            %c0_i32_221 = arith.constant 0 : i32
            scf.yield %c0_i32_221, %146 : i32, i32
          } else {
            scf.yield %122, %120#1 : i32, i32
          }
          %int_tuple_212 = cute.make_int_tuple(%125#0) : (i32) -> !cute.int_tuple<"?">
          %ptr_213 = cute.add_offset(%ptr_54, %int_tuple_212) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %126 = builtin.unrealized_conversion_cast %ptr_213 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.try_wait.parity %126, %125#1, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %127 = arith.addi %125#0, %c1_i32_209 : i32
          %128 = arith.addi %123, %c1_i32_209 : i32
          %129 = arith.cmpi eq, %127, %c6_i32 : i32
          %130:2 = scf.if %129 -> (i32, i32) {
            %c1_i32_220 = arith.constant 1 : i32
            %146 = arith.xori %125#1, %c1_i32_220 : i32
            %c0_i32_221 = arith.constant 0 : i32
            scf.yield %c0_i32_221, %146 : i32, i32
          } else {
            scf.yield %127, %125#1 : i32, i32
          }
          %int_tuple_214 = cute.make_int_tuple(%130#0) : (i32) -> !cute.int_tuple<"?">
          %ptr_215 = cute.add_offset(%ptr_54, %int_tuple_214) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %131 = builtin.unrealized_conversion_cast %ptr_215 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.try_wait.parity %131, %130#1, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %132 = arith.addi %130#0, %c1_i32_209 : i32
          %133 = arith.addi %128, %c1_i32_209 : i32
          %134 = arith.cmpi eq, %132, %c6_i32 : i32
          %135:2 = scf.if %134 -> (i32, i32) {
            %c1_i32_220 = arith.constant 1 : i32
            %146 = arith.xori %130#1, %c1_i32_220 : i32
            %c0_i32_221 = arith.constant 0 : i32
            scf.yield %c0_i32_221, %146 : i32, i32
          } else {
            scf.yield %132, %130#1 : i32, i32
          }
          %int_tuple_216 = cute.make_int_tuple(%135#0) : (i32) -> !cute.int_tuple<"?">
          %ptr_217 = cute.add_offset(%ptr_54, %int_tuple_216) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %136 = builtin.unrealized_conversion_cast %ptr_217 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.try_wait.parity %136, %135#1, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %137 = arith.addi %135#0, %c1_i32_209 : i32
          %138 = arith.addi %133, %c1_i32_209 : i32
          %139 = arith.cmpi eq, %137, %c6_i32 : i32
          %140:2 = scf.if %139 -> (i32, i32) {
            %c1_i32_220 = arith.constant 1 : i32
            %146 = arith.xori %135#1, %c1_i32_220 : i32
            %c0_i32_221 = arith.constant 0 : i32
            scf.yield %c0_i32_221, %146 : i32, i32
          } else {
            scf.yield %137, %135#1 : i32, i32
          }
          %int_tuple_218 = cute.make_int_tuple(%140#0) : (i32) -> !cute.int_tuple<"?">
          %ptr_219 = cute.add_offset(%ptr_54, %int_tuple_218) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %141 = builtin.unrealized_conversion_cast %ptr_219 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.try_wait.parity %141, %140#1, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %142 = arith.addi %140#0, %c1_i32_209 : i32
          %143 = arith.addi %138, %c1_i32_209 : i32
          %144 = arith.cmpi eq, %142, %c6_i32 : i32
          %145:2 = scf.if %144 -> (i32, i32) {
            %c1_i32_220 = arith.constant 1 : i32
            %146 = arith.xori %140#1, %c1_i32_220 : i32
            %c0_i32_221 = arith.constant 0 : i32
            scf.yield %c0_i32_221, %146 : i32, i32
          } else {
            scf.yield %142, %140#1 : i32, i32
          }
        } else {
        }
        scf.yield %arg6 : !mma_bf16_bf16_f32_64x128x16
      } else {
        nvvm.setmaxregister increase 232
        %c128_i32_202 = arith.constant 128 : i32
        %86 = arith.subi %0, %c128_i32_202 : i32
        %coord_203 = cute.make_coord(%86) : (i32) -> !cute.coord<"?">
        %ptn_A = cute.tiled.mma.partition A (%arg6, %view, %coord_203) : (!mma_bf16_bf16_f32_64x128x16, !memref_smem_bf16, !cute.coord<"?">) -> !memref_smem_bf16_7
        %iter_204 = cute.get_iter(%ptn_A) : !memref_smem_bf16_7
        %lay_205 = cute.get_layout(%ptn_A) : !memref_smem_bf16_7
        %frg_A = cute.mma.make_fragment A (%arg6, %ptn_A) : (!mma_bf16_bf16_f32_64x128x16, !memref_smem_bf16_7) -> !cute_nvgpu_smem_desc_view_e67c4e
        %iter_206 = cute.get_iter(%frg_A) : !cute_nvgpu_smem_desc_view_e67c4e
        %coord_207 = cute.make_coord(%86) : (i32) -> !cute.coord<"?">
        %ptn_B = cute.tiled.mma.partition B (%arg6, %view_78, %coord_207) : (!mma_bf16_bf16_f32_64x128x16, !memref_smem_bf16, !cute.coord<"?">) -> !memref_smem_bf16_8
        %iter_208 = cute.get_iter(%ptn_B) : !memref_smem_bf16_8
        %lay_209 = cute.get_layout(%ptn_B) : !memref_smem_bf16_8
        %frg_B = cute.mma.make_fragment B (%arg6, %ptn_B) : (!mma_bf16_bf16_f32_64x128x16, !memref_smem_bf16_8) -> !cute_nvgpu_smem_desc_view_e67c4e
        %iter_210 = cute.get_iter(%frg_B) : !cute_nvgpu_smem_desc_view_e67c4e
        %coord_211 = cute.make_coord(%86) : (i32) -> !cute.coord<"?">
        %ptn_C = cute.tiled.mma.partition C (%arg6, %tiled_view_128, %coord_211) : (!mma_bf16_bf16_f32_64x128x16, !cute_coord_tensor_a8cf34, !cute.coord<"?">) -> !cute_coord_tensor_bef5db
        %iter_212 = cute.get_iter(%ptn_C) : !cute_coord_tensor_bef5db
        %tup_213 = cute.deref_arith_tuple_iter(%iter_212) : !cute.arith_tuple_iter<"(?{div=2},?)">
        %e0_214, %e1_215 = cute.get_leaves(%tup_213) : !cute.int_tuple<"(?{div=2},?)">
        %87 = cute.get_scalars(%e0_214) : !cute.int_tuple<"?{div=2}">
        %88 = cute.get_scalars(%e1_215) : !cute.int_tuple<"?">
        %lay_216 = cute.get_layout(%ptn_C) : !cute_coord_tensor_bef5db
        %89 = cute.get_shape(%lay_216) : (!cute.layout<"((2,2,16),1,1,2,2,1):((1@0,8@1,8@0),0,0,128@1,128@0,0)">) -> !cute_shape_c589c8
        %e0_217, %e1_218, %e2_219, %e3_220, %e4_221, %e5_222, %e6, %e7 = cute.get_leaves(%89) : !cute_shape_c589c8
        %shape_223 = cute.make_shape() : () -> !cute.shape<"((2,2,16),1,1)">
        %lay_224 = cute.make_layout(%shape_223) : !cute_layout_6e9820
        %rmem = cute.memref.alloca(%lay_224) : !memref_rmem_f32
        %iter_225 = cute.get_iter(%rmem) : !memref_rmem_f32
        %iter_226 = cute.get_iter(%rmem) : !memref_rmem_f32
        %sz_227 = cute.size(%frg_A) <{mode = [2]}> : (!cute_nvgpu_smem_desc_view_e67c4e) -> !cute.int_tuple<"4">
        %e0_228 = cute.get_leaves(%sz_227) : !cute.int_tuple<"4">
        %shape_229 = cute.make_shape() : () -> !cute.shape<"(8,8)">
        %atom = cute.make_atom() : () -> !cute_nvgpu_atom_stsm_191f92
        %shape_230 = cute.make_shape() : () -> !cute.shape<"(8,8)">
        %atom_231 = cute.make_atom() : () -> !cute_nvgpu_atom_stsm_191f92
        %90 = cute.static : !cute_layout_44fa8e
        %91 = cute.static : !cute_layout_cc3288
        %sz_232 = cute.size(%91) <{mode = [1]}> : (!cute_layout_cc3288) -> !cute.int_tuple<"8">
        %e0_233 = cute.get_leaves(%sz_232) : !cute.int_tuple<"8">
        %sz_234 = cute.size(%90) <{mode = [1]}> : (!cute_layout_44fa8e) -> !cute.int_tuple<"64">
        %e0_235 = cute.get_leaves(%sz_234) : !cute.int_tuple<"64">
        %sz_236 = cute.size(%90) <{mode = [0]}> : (!cute_layout_44fa8e) -> !cute.int_tuple<"256">
        %e0_237 = cute.get_leaves(%sz_236) : !cute.int_tuple<"256">
        %shape_238 = cute.make_shape() : () -> !cute.shape<"(256,8)">
        %lay_239 = cute.make_layout(%shape_238) : !cute.layout<"(256,8):(1,256)">
        %92 = cute.composition(%90, %lay_239) : (!cute_layout_44fa8e, !cute.layout<"(256,8):(1,256)">) -> !cute_layout_1c28bd
        %93 = cute.static : !cute.tile<"[_;_;_]">
        %e0_240, %e1_241, %e2_242 = cute.get_leaves(%93) : !cute.tile<"[_;_;_]">
        %94 = cute.static : !cute_layout_002152
        %95 = cute.static : !cute.shape<"(64,128,16)">
        %e0_243, %e1_244, %e2_245 = cute.get_leaves(%95) : !cute.shape<"(64,128,16)">
        %int_tuple_246 = cute.make_int_tuple() : () -> !cute.int_tuple<"(64,128,16)">
        %sz_247 = cute.size(%int_tuple_246) <{mode = [0]}> : (!cute.int_tuple<"(64,128,16)">) -> !cute.int_tuple<"64">
        %e0_248 = cute.get_leaves(%sz_247) : !cute.int_tuple<"64">
        %sz_249 = cute.size(%94) <{mode = [1]}> : (!cute_layout_002152) -> !cute.int_tuple<"2">
        %e0_250 = cute.get_leaves(%sz_249) : !cute.int_tuple<"2">
        %96 = cute.static : !cute.tile<"[_;_;_]">
        %e0_251, %e1_252, %e2_253 = cute.get_leaves(%96) : !cute.tile<"[_;_;_]">
        %97 = cute.static : !cute_layout_002152
        %98 = cute.static : !cute.shape<"(64,128,16)">
        %e0_254, %e1_255, %e2_256 = cute.get_leaves(%98) : !cute.shape<"(64,128,16)">
        %int_tuple_257 = cute.make_int_tuple() : () -> !cute.int_tuple<"(64,128,16)">
        %sz_258 = cute.size(%int_tuple_257) <{mode = [1]}> : (!cute.int_tuple<"(64,128,16)">) -> !cute.int_tuple<"128">
        %e0_259 = cute.get_leaves(%sz_258) : !cute.int_tuple<"128">
        %sz_260 = cute.size(%97) <{mode = [2]}> : (!cute_layout_002152) -> !cute.int_tuple<"1">
        %e0_261 = cute.get_leaves(%sz_260) : !cute.int_tuple<"1">
        %shape_262 = cute.make_shape() : () -> !cute.shape<"(128,128)">
        %stride = cute.make_stride() : () -> !cute.stride<"(1,0)">
        %lay_263 = cute.make_layout(%shape_262, %stride) : !cute.layout<"(128,128):(1,0)">
        %99 = cute.composition(%lay_263, %92) : (!cute.layout<"(128,128):(1,0)">, !cute_layout_1c28bd) -> !cute_layout_3c93fa
        %filtered = cute.filter(%99) : !cute_layout_3c93fa
        %shape_264 = cute.make_shape() : () -> !cute.shape<"(128,128)">
        %stride_265 = cute.make_stride() : () -> !cute.stride<"(0,1)">
        %lay_266 = cute.make_layout(%shape_264, %stride_265) : !cute.layout<"(128,128):(0,1)">
        %100 = cute.composition(%lay_266, %92) : (!cute.layout<"(128,128):(0,1)">, !cute_layout_1c28bd) -> !cute_layout_b9dd76
        %filtered_267 = cute.filter(%100) : !cute_layout_b9dd76
        %shape_268 = cute.make_shape() : () -> !cute.shape<"(128,128)">
        %lay_269 = cute.make_layout(%shape_268) : !cute_layout_a4c3b9
        %101 = cute.get_shape(%filtered) : (!cute_layout_ae7531) -> !cute.shape<"(8,8,2)">
        %e0_270, %e1_271, %e2_272 = cute.get_leaves(%101) : !cute.shape<"(8,8,2)">
        %102 = cute.get_stride(%filtered) : (!cute_layout_ae7531) -> !cute.stride<"(1,16,8)">
        %e0_273, %e1_274, %e2_275 = cute.get_leaves(%102) : !cute.stride<"(1,16,8)">
        %103 = cute.get_shape(%filtered_267) : (!cute.layout<"(4,2,2):(2,1,8)">) -> !cute.shape<"(4,2,2)">
        %e0_276, %e1_277, %e2_278 = cute.get_leaves(%103) : !cute.shape<"(4,2,2)">
        %104 = cute.get_stride(%filtered_267) : (!cute.layout<"(4,2,2):(2,1,8)">) -> !cute.stride<"(2,1,8)">
        %e0_279, %e1_280, %e2_281 = cute.get_leaves(%104) : !cute.stride<"(2,1,8)">
        %tile_282 = cute.make_tile() : () -> !cute_tile_df0369
        %105 = cute.composition(%lay_269, %tile_282) : (!cute_layout_a4c3b9, !cute_tile_df0369) -> !cute_layout_f492b8
        %linv = cute.left_inverse(%105) : (!cute_layout_f492b8) -> !cute_layout_06d400
        %106 = cute.composition(%linv, %92) : (!cute_layout_06d400, !cute_layout_1c28bd) -> !cute.layout<"((4,8,8),(2,2,2)):((128,1,8),(512,64,1024))">
        %107 = cute.get_shape(%filtered) : (!cute_layout_ae7531) -> !cute.shape<"(8,8,2)">
        %e0_283, %e1_284, %e2_285 = cute.get_leaves(%107) : !cute.shape<"(8,8,2)">
        %108 = cute.get_stride(%filtered) : (!cute_layout_ae7531) -> !cute.stride<"(1,16,8)">
        %e0_286, %e1_287, %e2_288 = cute.get_leaves(%108) : !cute.stride<"(1,16,8)">
        %109 = cute.get_shape(%filtered_267) : (!cute.layout<"(4,2,2):(2,1,8)">) -> !cute.shape<"(4,2,2)">
        %e0_289, %e1_290, %e2_291 = cute.get_leaves(%109) : !cute.shape<"(4,2,2)">
        %110 = cute.get_stride(%filtered_267) : (!cute.layout<"(4,2,2):(2,1,8)">) -> !cute.stride<"(2,1,8)">
        %e0_292, %e1_293, %e2_294 = cute.get_leaves(%110) : !cute.stride<"(2,1,8)">
        %tile_295 = cute.make_tile() : () -> !cute_tile_df0369
        %111 = cute.make_tiled_copy(%atom_231) : !copy_stsm_4
        %112 = cute.static : !cute.layout<"((4,64),((2,2,2),1)):((128,1),((512,64,1024),0))">
        %113 = cute.static : !cute_tile_df0369
        %e0_296, %e1_297 = cute.get_leaves(%113) : !cute_tile_df0369
        %114 = cute.get_shape(%e0_296) : (!cute_layout_ae7531) -> !cute.shape<"(8,8,2)">
        %e0_298, %e1_299, %e2_300 = cute.get_leaves(%114) : !cute.shape<"(8,8,2)">
        %115 = cute.get_stride(%e0_296) : (!cute_layout_ae7531) -> !cute.stride<"(1,16,8)">
        %e0_301, %e1_302, %e2_303 = cute.get_leaves(%115) : !cute.stride<"(1,16,8)">
        %116 = cute.get_shape(%e1_297) : (!cute.layout<"(4,2,2):(2,1,8)">) -> !cute.shape<"(4,2,2)">
        %e0_304, %e1_305, %e2_306 = cute.get_leaves(%116) : !cute.shape<"(4,2,2)">
        %117 = cute.get_stride(%e1_297) : (!cute.layout<"(4,2,2):(2,1,8)">) -> !cute.stride<"(2,1,8)">
        %e0_307, %e1_308, %e2_309 = cute.get_leaves(%117) : !cute.stride<"(2,1,8)">
        %tile_310 = cute.make_tile() : () -> !cute_tile_df0369
        %118 = cute.make_tiled_copy(%atom) : !copy_stsm_4_1
        %coord_311 = cute.make_coord(%86) : (i32) -> !cute.coord<"?">
        %dst_partitioned = cute.tiled.copy.partition_D(%118, %view_82, %coord_311) : (!copy_stsm_4_1, !memref_smem_bf16_1, !cute.coord<"?">) -> !memref_smem_bf16_9
        %iter_312 = cute.get_iter(%dst_partitioned) : !memref_smem_bf16_9
        %retiled = cute.tiled.copy.retile(%118, %rmem) : (!copy_stsm_4_1, !memref_rmem_f32) -> !memref_rmem_f32_1
        %iter_313 = cute.get_iter(%retiled) : !memref_rmem_f32_1
        %coord_314 = cute.make_coord(%86) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%118, %view_82, %coord_314) : (!copy_stsm_4_1, !memref_smem_bf16_1, !cute.coord<"?">) -> !memref_smem_bf16_10
        %iter_315 = cute.get_iter(%src_partitioned) : !memref_smem_bf16_10
        %lay_316 = cute.get_layout(%src_partitioned) : !memref_smem_bf16_10
        %119 = cute.get_shape(%lay_316) : (!cute.layout<"(((2,2,2),1),1,2,(1,4)):(((1,256,8),0),0,16,(0,4096))">) -> !cute_shape_c0bdcb
        %e0_317, %e1_318, %e2_319, %e3_320, %e4_321, %e5_322, %e6_323, %e7_324 = cute.get_leaves(%119) : !cute_shape_c0bdcb
        %shape_325 = cute.make_shape() : () -> !cute_shape_6fc090
        %lay_326 = cute.make_layout(%shape_325) : !cute_layout_07db63
        %rmem_327 = cute.memref.alloca(%lay_326) : !memref_rmem_f32_2
        %iter_328 = cute.get_iter(%rmem_327) : !memref_rmem_f32_2
        %iter_329 = cute.get_iter(%rmem_327) : !memref_rmem_f32_2
        %shape_330 = cute.make_shape() : () -> !cute_shape_6fc090
        %lay_331 = cute.make_layout(%shape_330) : !cute_layout_07db63
        %rmem_332 = cute.memref.alloca(%lay_331) : !memref_rmem_bf16
        %iter_333 = cute.get_iter(%rmem_332) : !memref_rmem_bf16
        %iter_334 = cute.get_iter(%rmem_332) : !memref_rmem_bf16
        %sz_335 = cute.size(%rmem_327) : (!memref_rmem_f32_2) -> !cute.int_tuple<"16">
        %e0_336 = cute.get_leaves(%sz_335) : !cute.int_tuple<"16">
        %120 = nvvm.read.ptx.sreg.tid.x : i32
        %121 = nvvm.read.ptx.sreg.tid.y : i32
        %122 = nvvm.read.ptx.sreg.tid.z : i32
        %123 = nvvm.read.ptx.sreg.ntid.x : i32
        %124 = nvvm.read.ptx.sreg.ntid.y : i32
        %125 = arith.muli %121, %123 : i32
        %126 = arith.addi %120, %125 : i32
        %127 = arith.muli %122, %123 : i32
        %128 = arith.muli %127, %124 : i32
        %129 = arith.addi %126, %128 : i32
        %c32_i32_337 = arith.constant 32 : i32
        %130 = arith.floordivsi %129, %c32_i32_337 : i32
        %131 = cute_nvgpu.arch.make_warp_uniform(%130) : i32
        %132 = cute_nvgpu.arch.make_warp_uniform(%131) : i32
        %c4_i32 = arith.constant 4 : i32
        %133 = arith.cmpi eq, %132, %c4_i32 : i32
        scf.if %133 {
          %135 = nvvm.elect.sync -> i1
          scf.if %135 {
            cute_nvgpu.copy_tma_desc(%arg4, %ptr_91) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_8b619e, !cute_ptr_c731b8) -> ()
          }
        }
        %c-1_i32 = arith.constant -1 : i32
        nvvm.bar.warp.sync %c-1_i32 : i32
        %c0_i32_338 = arith.constant 0 : i32
        %134:14 = scf.while (%arg15 = %c0_i32_338, %arg16 = %c-1_i32, %arg17 = %rmem_327, %arg18 = %c0_i32_338, %arg19 = %20, %arg20 = %rmem, %arg21 = %arg6, %arg22 = %c0_i32_338, %arg23 = %c0_i32_338, %arg24 = %c0_i32_338, %arg25 = %c0_i32_338, %arg26 = %c0_i32_338, %arg27 = %c0_i32_338, %arg28 = %rmem_332) : (i32, i32, !memref_rmem_f32_2, i32, i32, !memref_rmem_f32, !mma_bf16_bf16_f32_64x128x16, i32, i32, i32, i32, i32, i32, !memref_rmem_bf16) -> (i32, i32, !memref_rmem_f32_2, i32, i32, !memref_rmem_f32, !mma_bf16_bf16_f32_64x128x16, i32, i32, i32, i32, i32, i32, !memref_rmem_bf16) {
          %iter_345 = cute.get_iter(%arg17) : !memref_rmem_f32_2
          %iter_346 = cute.get_iter(%arg20) : !memref_rmem_f32
          %iter_347 = cute.get_iter(%arg28) : !memref_rmem_bf16
          %iter_348 = cute.get_iter(%arg17) : !memref_rmem_f32_2
          %iter_349 = cute.get_iter(%arg20) : !memref_rmem_f32
          %iter_350 = cute.get_iter(%arg28) : !memref_rmem_bf16
          %135 = arith.cmpi slt, %arg19, %arg14 : i32
          %iter_351 = cute.get_iter(%arg17) : !memref_rmem_f32_2
          %iter_352 = cute.get_iter(%arg20) : !memref_rmem_f32
          %iter_353 = cute.get_iter(%arg28) : !memref_rmem_bf16
          %iter_354 = cute.get_iter(%arg17) : !memref_rmem_f32_2
          %iter_355 = cute.get_iter(%arg20) : !memref_rmem_f32
          %iter_356 = cute.get_iter(%arg28) : !memref_rmem_bf16
          scf.condition(%135) %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28 : i32, i32, !memref_rmem_f32_2, i32, i32, !memref_rmem_f32, !mma_bf16_bf16_f32_64x128x16, i32, i32, i32, i32, i32, i32, !memref_rmem_bf16
        } do {
        ^bb0(%arg15: i32, %arg16: i32, %arg17: !memref_rmem_f32_2, %arg18: i32, %arg19: i32, %arg20: !memref_rmem_f32, %arg21: !mma_bf16_bf16_f32_64x128x16, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32, %arg26: i32, %arg27: i32, %arg28: !memref_rmem_bf16):
          %iter_345 = cute.get_iter(%arg17) : !memref_rmem_f32_2
          %iter_346 = cute.get_iter(%arg20) : !memref_rmem_f32
          %iter_347 = cute.get_iter(%arg28) : !memref_rmem_bf16
          %iter_348 = cute.get_iter(%arg17) : !memref_rmem_f32_2
          %iter_349 = cute.get_iter(%arg20) : !memref_rmem_f32
          %iter_350 = cute.get_iter(%arg28) : !memref_rmem_bf16
          %c1_i32_351 = arith.constant 1 : i32
          %135 = arith.addi %arg15, %c1_i32_351 : i32
          %sz_352 = cute.size(%arg10) <{mode = [0]}> : (!memref_gmem_i32) -> !cute.int_tuple<"3">
          %e0_353 = cute.get_leaves(%sz_352) : !cute.int_tuple<"3">
          %c3_i32 = arith.constant 3 : i32
          %c1_i32_354 = arith.constant 1 : i32
          %136 = scf.for %arg29 = %135 to %c3_i32 step %c1_i32_354 iter_args(%arg30 = %arg15) -> (i32)  : i32 {
            %coord_840 = cute.make_coord(%arg29) : (i32) -> !cute.coord<"(?,3)">
            %293 = cute.memref.load(%arg10, %coord_840) : (!memref_gmem_i32, !cute.coord<"(?,3)">) -> i32
            %294 = arith.cmpi sge, %arg19, %293 : i32
            %295 = scf.if %294 -> (i32) {
              scf.yield %arg29 : i32
            } else {
              scf.yield %arg30 : i32
            }
            scf.yield %295 : i32
          }
          %coord_355 = cute.make_coord(%136) : (i32) -> !cute.coord<"(?,0)">
          %137 = cute.memref.load(%arg10, %coord_355) : (!memref_gmem_i32, !cute.coord<"(?,0)">) -> i32
          %coord_356 = cute.make_coord(%136) : (i32) -> !cute.coord<"(?,1)">
          %138 = cute.memref.load(%arg10, %coord_356) : (!memref_gmem_i32, !cute.coord<"(?,1)">) -> i32
          %coord_357 = cute.make_coord(%136) : (i32) -> !cute.coord<"(?,2)">
          %139 = cute.memref.load(%arg10, %coord_357) : (!memref_gmem_i32, !cute.coord<"(?,2)">) -> i32
          %c128_i32_358 = arith.constant 128 : i32
          %140 = arith.addi %137, %c128_i32_358 : i32
          %141 = arith.subi %140, %c1_i32_351 : i32
          %142 = arith.floordivsi %141, %c128_i32_358 : i32
          %143 = arith.addi %138, %c128_i32_358 : i32
          %144 = arith.subi %143, %c1_i32_351 : i32
          %145 = arith.floordivsi %144, %c128_i32_358 : i32
          %coord_359 = cute.make_coord(%136) : (i32) -> !cute.coord<"(?,3)">
          %146 = cute.memref.load(%arg10, %coord_359) : (!memref_gmem_i32, !cute.coord<"(?,3)">) -> i32
          %147 = arith.subi %arg19, %146 : i32
          %c8_i32 = arith.constant 8 : i32
          %148 = arith.muli %145, %c8_i32 : i32
          %149 = arith.floordivsi %147, %148 : i32
          %150 = arith.muli %149, %c8_i32 : i32
          %151 = arith.subi %142, %150 : i32
          %c8_i32_360 = arith.constant 8 : i32
          %152 = arith.minsi %151, %c8_i32_360 : i32
          %153 = arith.muli %149, %148 : i32
          %154 = arith.subi %147, %153 : i32
          %155 = arith.remsi %154, %152 : i32
          %156 = arith.addi %150, %155 : i32
          %157 = arith.floordivsi %154, %152 : i32
          %c64_i32 = arith.constant 64 : i32
          %158 = arith.addi %139, %c64_i32 : i32
          %159 = arith.subi %158, %c1_i32_351 : i32
          %160 = arith.floordivsi %159, %c64_i32 : i32
          %161 = arith.cmpi ne, %136, %arg16 : i32
          %162 = scf.if %161 -> (i32) {
            %coord_840 = cute.make_coord(%136) : (i32) -> !cute.coord<"(?,2)">
            %293 = cute.memref.load(%arg12, %coord_840) : (!memref_gmem_i64, !cute.coord<"(?,2)">) -> i64
            %coord_841 = cute.make_coord(%136) : (i32) -> !cute.coord<"(?,2)">
            %294 = cute.memref.load(%arg11, %coord_841) : (!memref_gmem_i32_1, !cute.coord<"(?,2)">) -> i32
            %iv_842 = cute.assume(%293) : (i64) -> !cute.i64<divby 16>
            %295 = cute.inttoptr(%iv_842) : !cute.i64<divby 16> to !cute_ptr_6f3445
            %shape_843 = cute.make_shape(%137, %138) : (i32, i32) -> !cute.shape<"(?,?,1)">
            %stride_844 = cute.make_stride(%294) : (i32) -> !cute.stride<"(?,1,0)">
            %lay_845 = cute.make_layout(%shape_843, %stride_844) : !cute.layout<"(?,?,1):(?,1,0)">
            %view_846 = cute.make_view(%295, %lay_845) : !memref_gmem_bf16
            %iter_847 = cute.get_iter(%view_846) : !memref_gmem_bf16
            %296 = nvvm.read.ptx.sreg.tid.x : i32
            %297 = nvvm.read.ptx.sreg.tid.y : i32
            %298 = nvvm.read.ptx.sreg.tid.z : i32
            %299 = nvvm.read.ptx.sreg.ntid.x : i32
            %300 = nvvm.read.ptx.sreg.ntid.y : i32
            %301 = arith.muli %297, %299 : i32
            %302 = arith.addi %296, %301 : i32
            %303 = arith.muli %298, %299 : i32
            %304 = arith.muli %303, %300 : i32
            %305 = arith.addi %302, %304 : i32
            %c32_i32_848 = arith.constant 32 : i32
            %306 = arith.floordivsi %305, %c32_i32_848 : i32
            %307 = cute_nvgpu.arch.make_warp_uniform(%306) : i32
            %308 = cute_nvgpu.arch.make_warp_uniform(%307) : i32
            %309 = cute.ptrtoint(%ptr_91) : !cute_ptr_c731b8 to i32
            %310 = cute_nvgpu.arch.make_warp_uniform(%309) : i32
            %311 = arith.extsi %310 : i32 to i64
            %iv_849 = cute.assume(%311) : (i64) -> !cute.i64<divby 256>
            %312 = cute.inttoptr(%iv_849) : !cute.i64<divby 256> to !cute_ptr_c731b8
            %c4_i32_850 = arith.constant 4 : i32
            %313 = arith.cmpi eq, %308, %c4_i32_850 : i32
            scf.if %313 {
              cute_nvgpu.update_tma_desc(%arg4, %view_846, %312) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_8b619e, !memref_gmem_bf16, !cute_ptr_c731b8) -> ()
              %315 = nvvm.elect.sync -> i1
              scf.if %315 {
                nvvm.cp.async.bulk.commit.group
                nvvm.cp.async.bulk.wait_group 0 {read}
              }
              %c-1_i32_851 = arith.constant -1 : i32
              nvvm.bar.warp.sync %c-1_i32_851 : i32
              %316 = cute.ptrtoint(%79) : !cute_ptr_a5c1fa to i64
              %317 = cute.ptrtoint(%312) : !cute_ptr_c731b8 to i32
              llvm.inline_asm has_side_effects asm_dialect = att "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128;", "l,r,~{memory}" %316, %317 : (i64, i32) -> ()
            }
            %314 = arith.cmpi eq, %15, %c4_i32_850 : i32
            scf.if %314 {
              %315 = cute.ptrtoint(%79) : !cute_ptr_a5c1fa to i64
              llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;", "l,~{memory}" %315 : (i64) -> ()
            } else {
            }
            scf.yield %136 : i32
          } else {
            scf.yield %arg16 : i32
          }
          %lay_361 = cute.get_layout(%arg20) : !memref_rmem_f32
          %sz_362 = cute.size(%arg20) : (!memref_rmem_f32) -> !cute.int_tuple<"64">
          %e0_363 = cute.get_leaves(%sz_362) : !cute.int_tuple<"64">
          %163 = cute.get_shape(%lay_361) : (!cute_layout_6e9820) -> !cute.shape<"((2,2,16),1,1)">
          %e0_364, %e1_365, %e2_366, %e3_367, %e4_368 = cute.get_leaves(%163) : !cute.shape<"((2,2,16),1,1)">
          %int_tuple_369 = cute.make_int_tuple() : () -> !cute_int_tuple_11731d
          %res = cute.tuple.product(%int_tuple_369) : (!cute_int_tuple_11731d) -> !cute.int_tuple<"64">
          %e0_370 = cute.get_leaves(%res) : !cute.int_tuple<"64">
          %cst = arith.constant 0.000000e+00 : f32
          %164 = vector.broadcast %cst : f32 to vector<64xf32>
          %int_tuple_371 = cute.make_int_tuple() : () -> !cute_int_tuple_11731d
          %sz_372 = cute.size(%int_tuple_371) : (!cute_int_tuple_11731d) -> !cute.int_tuple<"64">
          %e0_373 = cute.get_leaves(%sz_372) : !cute.int_tuple<"64">
          %int_tuple_374 = cute.make_int_tuple() : () -> !cute_int_tuple_11731d
          %sz_375 = cute.size(%int_tuple_374) : (!cute_int_tuple_11731d) -> !cute.int_tuple<"64">
          %e0_376 = cute.get_leaves(%sz_375) : !cute.int_tuple<"64">
          cute.memref.store_vec(%164, %arg20) : (vector<64xf32>, !memref_rmem_f32) -> ()
          %true = arith.constant true
          %165 = cute_nvgpu.atom.set_value<accum_c>(%arg21, %true) : (!mma_bf16_bf16_f32_64x128x16, i1)
          nvvm.wgmma.fence.aligned
          %c0_i32_377 = arith.constant 0 : i32
          %166:6 = scf.for %arg29 = %c0_i32_377 to %160 step %c1_i32_354 iter_args(%arg30 = %arg22, %arg31 = %arg23, %arg32 = %arg24, %arg33 = %arg25, %arg34 = %arg26, %arg35 = %arg27) -> (i32, i32, i32, i32, i32, i32)  : i32 {
            %true_840 = arith.constant true
            scf.if %true_840 {
              %int_tuple_905 = cute.make_int_tuple(%arg34) : (i32) -> !cute.int_tuple<"?">
              %ptr_906 = cute.add_offset(%iter_50, %int_tuple_905) : (!cute_ptr_e15201, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
              %308 = builtin.unrealized_conversion_cast %ptr_906 : !cute.ptr<i64, smem> to !llvm.ptr<3>
              %c10000000_i32 = arith.constant 10000000 : i32
              nvvm.mbarrier.try_wait.parity %308, %arg35, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            }
            %coord_841 = cute.make_coord(%arg34) : (i32) -> !cute.coord<"(_,_,0,?)">
            %slice_842 = cute.slice(%frg_A, %coord_841) : !cute_nvgpu_smem_desc_view_e67c4e, !cute.coord<"(_,_,0,?)">
            %iter_843 = cute.get_iter(%slice_842) : !cute_nvgpu_smem_desc_view_58760c
            %iter_844 = cute.get_iter(%slice_842) : !cute_nvgpu_smem_desc_view_58760c
            %coord_845 = cute.make_coord(%arg34) : (i32) -> !cute.coord<"(_,_,0,?)">
            %slice_846 = cute.slice(%frg_B, %coord_845) : !cute_nvgpu_smem_desc_view_e67c4e, !cute.coord<"(_,_,0,?)">
            %iter_847 = cute.get_iter(%slice_846) : !cute_nvgpu_smem_desc_view_58760c
            %iter_848 = cute.get_iter(%slice_846) : !cute_nvgpu_smem_desc_view_58760c
            %lay_849 = cute.get_layout(%slice_842) : !cute_nvgpu_smem_desc_view_58760c
            %293 = cute.get_shape(%lay_849) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_850, %e1_851 = cute.get_leaves(%293) : !cute.shape<"(1,1)">
            %lay_852 = cute.get_layout(%slice_846) : !cute_nvgpu_smem_desc_view_58760c
            %294 = cute.get_shape(%lay_852) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_853, %e1_854 = cute.get_leaves(%294) : !cute.shape<"(1,1)">
            %lay_855 = cute.get_layout(%arg20) : !memref_rmem_f32
            %295 = cute.get_shape(%lay_855) : (!cute_layout_6e9820) -> !cute.shape<"((2,2,16),1,1)">
            %e0_856, %e1_857, %e2_858, %e3_859, %e4_860 = cute.get_leaves(%295) : !cute.shape<"((2,2,16),1,1)">
            cute.gemm(%165, %arg20, %slice_842, %slice_846, %arg20) : (!mma_bf16_bf16_f32_64x128x16, !memref_rmem_f32, !cute_nvgpu_smem_desc_view_58760c, !cute_nvgpu_smem_desc_view_58760c, !memref_rmem_f32)
            %coord_861 = cute.make_coord(%arg34) : (i32) -> !cute.coord<"(_,_,1,?)">
            %slice_862 = cute.slice(%frg_A, %coord_861) : !cute_nvgpu_smem_desc_view_e67c4e, !cute.coord<"(_,_,1,?)">
            %iter_863 = cute.get_iter(%slice_862) : !cute_nvgpu_smem_desc_view_58760c
            %iter_864 = cute.get_iter(%slice_862) : !cute_nvgpu_smem_desc_view_58760c
            %coord_865 = cute.make_coord(%arg34) : (i32) -> !cute.coord<"(_,_,1,?)">
            %slice_866 = cute.slice(%frg_B, %coord_865) : !cute_nvgpu_smem_desc_view_e67c4e, !cute.coord<"(_,_,1,?)">
            %iter_867 = cute.get_iter(%slice_866) : !cute_nvgpu_smem_desc_view_58760c
            %iter_868 = cute.get_iter(%slice_866) : !cute_nvgpu_smem_desc_view_58760c
            %lay_869 = cute.get_layout(%slice_862) : !cute_nvgpu_smem_desc_view_58760c
            %296 = cute.get_shape(%lay_869) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_870, %e1_871 = cute.get_leaves(%296) : !cute.shape<"(1,1)">
            %lay_872 = cute.get_layout(%slice_866) : !cute_nvgpu_smem_desc_view_58760c
            %297 = cute.get_shape(%lay_872) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_873, %e1_874 = cute.get_leaves(%297) : !cute.shape<"(1,1)">
            cute.gemm(%165, %arg20, %slice_862, %slice_866, %arg20) : (!mma_bf16_bf16_f32_64x128x16, !memref_rmem_f32, !cute_nvgpu_smem_desc_view_58760c, !cute_nvgpu_smem_desc_view_58760c, !memref_rmem_f32)
            %coord_875 = cute.make_coord(%arg34) : (i32) -> !cute.coord<"(_,_,2,?)">
            %slice_876 = cute.slice(%frg_A, %coord_875) : !cute_nvgpu_smem_desc_view_e67c4e, !cute.coord<"(_,_,2,?)">
            %iter_877 = cute.get_iter(%slice_876) : !cute_nvgpu_smem_desc_view_58760c
            %iter_878 = cute.get_iter(%slice_876) : !cute_nvgpu_smem_desc_view_58760c
            %coord_879 = cute.make_coord(%arg34) : (i32) -> !cute.coord<"(_,_,2,?)">
            %slice_880 = cute.slice(%frg_B, %coord_879) : !cute_nvgpu_smem_desc_view_e67c4e, !cute.coord<"(_,_,2,?)">
            %iter_881 = cute.get_iter(%slice_880) : !cute_nvgpu_smem_desc_view_58760c
            %iter_882 = cute.get_iter(%slice_880) : !cute_nvgpu_smem_desc_view_58760c
            %lay_883 = cute.get_layout(%slice_876) : !cute_nvgpu_smem_desc_view_58760c
            %298 = cute.get_shape(%lay_883) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_884, %e1_885 = cute.get_leaves(%298) : !cute.shape<"(1,1)">
            %lay_886 = cute.get_layout(%slice_880) : !cute_nvgpu_smem_desc_view_58760c
            %299 = cute.get_shape(%lay_886) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_887, %e1_888 = cute.get_leaves(%299) : !cute.shape<"(1,1)">
            cute.gemm(%165, %arg20, %slice_876, %slice_880, %arg20) : (!mma_bf16_bf16_f32_64x128x16, !memref_rmem_f32, !cute_nvgpu_smem_desc_view_58760c, !cute_nvgpu_smem_desc_view_58760c, !memref_rmem_f32)
            %coord_889 = cute.make_coord(%arg34) : (i32) -> !cute.coord<"(_,_,3,?)">
            %slice_890 = cute.slice(%frg_A, %coord_889) : !cute_nvgpu_smem_desc_view_e67c4e, !cute.coord<"(_,_,3,?)">
            %iter_891 = cute.get_iter(%slice_890) : !cute_nvgpu_smem_desc_view_58760c
            %iter_892 = cute.get_iter(%slice_890) : !cute_nvgpu_smem_desc_view_58760c
            %coord_893 = cute.make_coord(%arg34) : (i32) -> !cute.coord<"(_,_,3,?)">
            %slice_894 = cute.slice(%frg_B, %coord_893) : !cute_nvgpu_smem_desc_view_e67c4e, !cute.coord<"(_,_,3,?)">
            %iter_895 = cute.get_iter(%slice_894) : !cute_nvgpu_smem_desc_view_58760c
            %iter_896 = cute.get_iter(%slice_894) : !cute_nvgpu_smem_desc_view_58760c
            %lay_897 = cute.get_layout(%slice_890) : !cute_nvgpu_smem_desc_view_58760c
            %300 = cute.get_shape(%lay_897) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_898, %e1_899 = cute.get_leaves(%300) : !cute.shape<"(1,1)">
            %lay_900 = cute.get_layout(%slice_894) : !cute_nvgpu_smem_desc_view_58760c
            %301 = cute.get_shape(%lay_900) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_901, %e1_902 = cute.get_leaves(%301) : !cute.shape<"(1,1)">
            cute.gemm(%165, %arg20, %slice_890, %slice_894, %arg20) : (!mma_bf16_bf16_f32_64x128x16, !memref_rmem_f32, !cute_nvgpu_smem_desc_view_58760c, !cute_nvgpu_smem_desc_view_58760c, !memref_rmem_f32)
            nvvm.wgmma.commit.group.sync.aligned
            nvvm.wgmma.wait.group.sync.aligned 1
            %c0_i32_903 = arith.constant 0 : i32
            %302 = arith.cmpi sgt, %arg29, %c0_i32_903 : i32
            %303:3 = scf.if %302 -> (i32, i32, i32) {
              scf.if %67 {
                %int_tuple_907 = cute.make_int_tuple(%arg31) : (i32) -> !cute.int_tuple<"?">
                %ptr_908 = cute.add_offset(%ptr_54, %int_tuple_907) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
                %312 = builtin.unrealized_conversion_cast %ptr_908 : !cute.ptr<i64, smem> to !llvm.ptr<3>
                %c1_i32_909 = arith.constant 1 : i32
                %313 = nvvm.mbarrier.arrive %312, %c1_i32_909 : !llvm.ptr<3> -> i64
              }
              %c1_i32_905 = arith.constant 1 : i32
              %308 = arith.addi %arg31, %c1_i32_905 : i32
              %309 = arith.addi %arg30, %c1_i32_905 : i32
              %c6_i32_906 = arith.constant 6 : i32
              %310 = arith.cmpi eq, %308, %c6_i32_906 : i32
              %311:2 = scf.if %310 -> (i32, i32) {
                %c1_i32_907 = arith.constant 1 : i32
                %312 = arith.xori %arg32, %c1_i32_907 : i32
                %c0_i32_908 = arith.constant 0 : i32
                scf.yield %c0_i32_908, %312 : i32, i32
              } else {
                scf.yield %308, %arg32 : i32, i32
              }
              scf.yield %309, %311#0, %311#1 : i32, i32, i32
            } else {
              scf.yield %arg30, %arg31, %arg32 : i32, i32, i32
            }
            %c1_i32_904 = arith.constant 1 : i32
            %304 = arith.addi %arg34, %c1_i32_904 : i32
            %305 = arith.addi %arg33, %c1_i32_904 : i32
            %c6_i32 = arith.constant 6 : i32
            %306 = arith.cmpi eq, %304, %c6_i32 : i32
            %307:2 = scf.if %306 -> (i32, i32) {
              %c1_i32_905 = arith.constant 1 : i32
              %308 = arith.xori %arg35, %c1_i32_905 : i32
              %c0_i32_906 = arith.constant 0 : i32
              scf.yield %c0_i32_906, %308 : i32, i32
            } else {
              scf.yield %304, %arg35 : i32, i32
            }
            scf.yield %303#0, %303#1, %303#2, %305, %307#0, %307#1 : i32, i32, i32, i32, i32, i32
          }
          nvvm.wgmma.wait.group.sync.aligned 0
          %c0_i32_378 = arith.constant 0 : i32
          %167 = arith.cmpi sgt, %160, %c0_i32_378 : i32
          %168:3 = scf.if %167 -> (i32, i32, i32) {
            scf.if %67 {
              %int_tuple_841 = cute.make_int_tuple(%166#1) : (i32) -> !cute.int_tuple<"?">
              %ptr_842 = cute.add_offset(%ptr_54, %int_tuple_841) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
              %297 = builtin.unrealized_conversion_cast %ptr_842 : !cute.ptr<i64, smem> to !llvm.ptr<3>
              %c1_i32_843 = arith.constant 1 : i32
              %298 = nvvm.mbarrier.arrive %297, %c1_i32_843 : !llvm.ptr<3> -> i64
            }
            %c1_i32_840 = arith.constant 1 : i32
            %293 = arith.addi %166#1, %c1_i32_840 : i32
            %294 = arith.addi %166#0, %c1_i32_840 : i32
            %c6_i32 = arith.constant 6 : i32
            %295 = arith.cmpi eq, %293, %c6_i32 : i32
            %296:2 = scf.if %295 -> (i32, i32) {
              %c1_i32_841 = arith.constant 1 : i32
              %297 = arith.xori %166#2, %c1_i32_841 : i32
              %c0_i32_842 = arith.constant 0 : i32
              scf.yield %c0_i32_842, %297 : i32, i32
            } else {
              scf.yield %293, %166#2 : i32, i32
            }
            scf.yield %294, %296#0, %296#1 : i32, i32, i32
          } else {
            scf.yield %166#0, %166#1, %166#2 : i32, i32, i32
          }
          %coord_379 = cute.make_coord(%156, %157) : (i32, i32) -> !cute.coord<"(_,_,?,?,0)">
          %slice_380 = cute.slice(%tiled_view_128, %coord_379) : !cute_coord_tensor_a8cf34, !cute.coord<"(_,_,?,?,0)">
          %iter_381 = cute.get_iter(%slice_380) : !cute_coord_tensor_b81ea5
          %tup_382 = cute.deref_arith_tuple_iter(%iter_381) : !cute_arith_tuple_iter_fc9713
          %e0_383, %e1_384 = cute.get_leaves(%tup_382) : !cute_int_tuple_a0ee65
          %169 = cute.get_scalars(%e0_383) : !cute.int_tuple<"?{div=128}">
          %170 = cute.get_scalars(%e1_384) : !cute.int_tuple<"?{div=128}">
          %iter_385 = cute.get_iter(%slice_380) : !cute_coord_tensor_b81ea5
          %tup_386 = cute.deref_arith_tuple_iter(%iter_385) : !cute_arith_tuple_iter_fc9713
          %e0_387, %e1_388 = cute.get_leaves(%tup_386) : !cute_int_tuple_a0ee65
          %171 = cute.get_scalars(%e0_387) : !cute.int_tuple<"?{div=128}">
          %172 = cute.get_scalars(%e1_388) : !cute.int_tuple<"?{div=128}">
          %lay_389 = cute.get_layout(%slice_380) : !cute_coord_tensor_b81ea5
          %173 = cute.get_shape(%lay_389) : (!cute.layout<"(128,128):(1@1,1@0)">) -> !cute.shape<"(128,128)">
          %e0_390, %e1_391 = cute.get_leaves(%173) : !cute.shape<"(128,128)">
          %tile_392 = cute.make_tile() : () -> !cute.tile<"[128:1;32:1]">
          %div = cute.zipped_divide(%slice_380, %tile_392) : !cute_coord_tensor_b81ea5, !cute.tile<"[128:1;32:1]">
          %iter_393 = cute.get_iter(%div) : !cute_coord_tensor_f9f7a8
          %tup_394 = cute.deref_arith_tuple_iter(%iter_393) : !cute_arith_tuple_iter_fc9713
          %e0_395, %e1_396 = cute.get_leaves(%tup_394) : !cute_int_tuple_a0ee65
          %174 = cute.get_scalars(%e0_395) : !cute.int_tuple<"?{div=128}">
          %175 = cute.get_scalars(%e1_396) : !cute.int_tuple<"?{div=128}">
          %iter_397 = cute.get_iter(%div) : !cute_coord_tensor_f9f7a8
          %tup_398 = cute.deref_arith_tuple_iter(%iter_397) : !cute_arith_tuple_iter_fc9713
          %e0_399, %e1_400 = cute.get_leaves(%tup_398) : !cute_int_tuple_a0ee65
          %176 = cute.get_scalars(%e0_399) : !cute.int_tuple<"?{div=128}">
          %177 = cute.get_scalars(%e1_400) : !cute.int_tuple<"?{div=128}">
          %shape_401 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_402 = cute.make_layout(%shape_401) : !cute.layout<"1:0">
          %lay_403 = cute.get_layout(%view_82) : !memref_smem_bf16_1
          %178 = cute.get_shape(%lay_403) : (!cute_layout_2dea00) -> !cute_shape_28a4fe
          %e0_404, %e1_405, %e2_406, %e3_407, %e4_408, %e5_409 = cute.get_leaves(%178) : !cute_shape_28a4fe
          %grouped_410 = cute.group_modes(%view_82) <0, 2> : (!memref_smem_bf16_1) -> !memref_smem_bf16_11
          %iter_411 = cute.get_iter(%grouped_410) : !memref_smem_bf16_11
          %iter_412 = cute.get_iter(%grouped_410) : !memref_smem_bf16_11
          %coord_413 = cute.make_coord() : () -> !cute.coord<"0">
          %res_smem_tensor_414, %res_target_tensors_415 = cute_nvgpu.atom.tma_partition(%arg4, %coord_413, %lay_402, %grouped_410, %div) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_8b619e, !cute.coord<"0">, !cute.layout<"1:0">, !memref_smem_bf16_11, !cute_coord_tensor_f9f7a8) -> (!memref_smem_bf16_12, !cute_coord_tensor_a18a50)
          %iter_416 = cute.get_iter(%res_smem_tensor_414) : !memref_smem_bf16_12
          %iter_417 = cute.get_iter(%res_target_tensors_415) : !cute_coord_tensor_a18a50
          %tup_418 = cute.deref_arith_tuple_iter(%iter_417) : !cute_arith_tuple_iter_fc9713
          %e0_419, %e1_420 = cute.get_leaves(%tup_418) : !cute_int_tuple_a0ee65
          %179 = cute.get_scalars(%e0_419) : !cute.int_tuple<"?{div=128}">
          %180 = cute.get_scalars(%e1_420) : !cute.int_tuple<"?{div=128}">
          %lay_421 = cute.get_layout(%div) : !cute_coord_tensor_f9f7a8
          %181 = cute.get_shape(%lay_421) : (!cute.layout<"((128,32),(1,4)):((1@1,1@0),(0,32@0))">) -> !cute.shape<"((128,32),(1,4))">
          %e0_422, %e1_423, %e2_424, %e3_425 = cute.get_leaves(%181) : !cute.shape<"((128,32),(1,4))">
          %shape_426 = cute.make_shape() : () -> !cute.shape<"(1,4)">
          %stride_427 = cute.make_stride() : () -> !cute.stride<"(4,1)">
          %lay_428 = cute.make_layout(%shape_426, %stride_427) : !cute.layout<"(1,4):(4,1)">
          %int_tuple_429 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,4)">
          %sz_430 = cute.size(%int_tuple_429) : (!cute.int_tuple<"(1,4)">) -> !cute.int_tuple<"4">
          %e0_431 = cute.get_leaves(%sz_430) : !cute.int_tuple<"4">
          %coord_432 = cute.make_coord() : () -> !cute.coord<"0">
          %182 = cute.memref.load(%retiled, %coord_432) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
          %coord_433 = cute.make_coord() : () -> !cute.coord<"0">
          cute.memref.store(%arg17, %coord_433, %182) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %coord_434 = cute.make_coord() : () -> !cute.coord<"1">
          %183 = cute.memref.load(%retiled, %coord_434) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
          %coord_435 = cute.make_coord() : () -> !cute.coord<"1">
          cute.memref.store(%arg17, %coord_435, %183) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %coord_436 = cute.make_coord() : () -> !cute.coord<"2">
          %184 = cute.memref.load(%retiled, %coord_436) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
          %coord_437 = cute.make_coord() : () -> !cute.coord<"2">
          cute.memref.store(%arg17, %coord_437, %184) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %coord_438 = cute.make_coord() : () -> !cute.coord<"3">
          %185 = cute.memref.load(%retiled, %coord_438) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
          %coord_439 = cute.make_coord() : () -> !cute.coord<"3">
          cute.memref.store(%arg17, %coord_439, %185) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %coord_440 = cute.make_coord() : () -> !cute.coord<"4">
          %186 = cute.memref.load(%retiled, %coord_440) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
          %coord_441 = cute.make_coord() : () -> !cute.coord<"4">
          cute.memref.store(%arg17, %coord_441, %186) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %coord_442 = cute.make_coord() : () -> !cute.coord<"5">
          %187 = cute.memref.load(%retiled, %coord_442) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
          %coord_443 = cute.make_coord() : () -> !cute.coord<"5">
          cute.memref.store(%arg17, %coord_443, %187) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %coord_444 = cute.make_coord() : () -> !cute.coord<"6">
          %188 = cute.memref.load(%retiled, %coord_444) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
          %coord_445 = cute.make_coord() : () -> !cute.coord<"6">
          cute.memref.store(%arg17, %coord_445, %188) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %coord_446 = cute.make_coord() : () -> !cute.coord<"7">
          %189 = cute.memref.load(%retiled, %coord_446) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
          %coord_447 = cute.make_coord() : () -> !cute.coord<"7">
          cute.memref.store(%arg17, %coord_447, %189) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %coord_448 = cute.make_coord() : () -> !cute.coord<"8">
          %190 = cute.memref.load(%retiled, %coord_448) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
          %coord_449 = cute.make_coord() : () -> !cute.coord<"8">
          cute.memref.store(%arg17, %coord_449, %190) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
          %coord_450 = cute.make_coord() : () -> !cute.coord<"9">
          %191 = cute.memref.load(%retiled, %coord_450) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
          %coord_451 = cute.make_coord() : () -> !cute.coord<"9">
          cute.memref.store(%arg17, %coord_451, %191) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
          %coord_452 = cute.make_coord() : () -> !cute.coord<"10">
          %192 = cute.memref.load(%retiled, %coord_452) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
          %coord_453 = cute.make_coord() : () -> !cute.coord<"10">
          cute.memref.store(%arg17, %coord_453, %192) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
          %coord_454 = cute.make_coord() : () -> !cute.coord<"11">
          %193 = cute.memref.load(%retiled, %coord_454) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
          %coord_455 = cute.make_coord() : () -> !cute.coord<"11">
          cute.memref.store(%arg17, %coord_455, %193) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
          %coord_456 = cute.make_coord() : () -> !cute.coord<"12">
          %194 = cute.memref.load(%retiled, %coord_456) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
          %coord_457 = cute.make_coord() : () -> !cute.coord<"12">
          cute.memref.store(%arg17, %coord_457, %194) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
          %coord_458 = cute.make_coord() : () -> !cute.coord<"13">
          %195 = cute.memref.load(%retiled, %coord_458) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
          %coord_459 = cute.make_coord() : () -> !cute.coord<"13">
          cute.memref.store(%arg17, %coord_459, %195) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
          %coord_460 = cute.make_coord() : () -> !cute.coord<"14">
          %196 = cute.memref.load(%retiled, %coord_460) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
          %coord_461 = cute.make_coord() : () -> !cute.coord<"14">
          cute.memref.store(%arg17, %coord_461, %196) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
          %coord_462 = cute.make_coord() : () -> !cute.coord<"15">
          %197 = cute.memref.load(%retiled, %coord_462) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
          %coord_463 = cute.make_coord() : () -> !cute.coord<"15">
          cute.memref.store(%arg17, %coord_463, %197) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
          %lay_464 = cute.get_layout(%arg17) : !memref_rmem_f32_2
          %198 = cute.get_shape(%lay_464) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_465, %e1_466, %e2_467, %e3_468, %e4_469, %e5_470 = cute.get_leaves(%198) : !cute_shape_6fc090
          %199 = cute.memref.load_vec(%arg17) : (!memref_rmem_f32_2) -> vector<16xf32>
          %int_tuple_471 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_472 = cute.size(%int_tuple_471) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_473 = cute.get_leaves(%sz_472) : !cute.int_tuple<"16">
          %200 = arith.truncf %199 : vector<16xf32> to vector<16xbf16>
          %lay_474 = cute.get_layout(%arg28) : !memref_rmem_bf16
          %201 = cute.get_shape(%lay_474) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_475, %e1_476, %e2_477, %e3_478, %e4_479, %e5_480 = cute.get_leaves(%201) : !cute_shape_6fc090
          %int_tuple_481 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_482 = cute.size(%int_tuple_481) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_483 = cute.get_leaves(%sz_482) : !cute.int_tuple<"16">
          %int_tuple_484 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_485 = cute.size(%int_tuple_484) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_486 = cute.get_leaves(%sz_485) : !cute.int_tuple<"16">
          cute.memref.store_vec(%200, %arg28) : (vector<16xbf16>, !memref_rmem_bf16) -> ()
          %coord_487 = cute.make_coord(%arg18) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_488 = cute.slice(%dst_partitioned, %coord_487) : !memref_smem_bf16_9, !cute.coord<"(_,_,_,?)">
          %iter_489 = cute.get_iter(%slice_488) : !memref_smem_bf16_13
          %iter_490 = cute.get_iter(%slice_488) : !memref_smem_bf16_13
          %lay_491 = cute.get_layout(%slice_488) : !memref_smem_bf16_13
          %202 = cute.get_shape(%lay_491) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_492, %e1_493, %e2_494, %e3_495, %e4_496 = cute.get_leaves(%202) : !cute.shape<"(((2,4),1),1,2)">
          %shape_497 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_498 = cute.make_layout(%shape_497) : !cute.layout<"1:0">
          %append = cute.append_to_rank<2> (%lay_474, %lay_498) : !cute_layout_07db63, !cute.layout<"1:0">
          %view_499 = cute.make_view(%iter_350, %append) : !memref_rmem_bf16
          %iter_500 = cute.get_iter(%view_499) : !memref_rmem_bf16
          %lay_501 = cute.get_layout(%view_499) : !memref_rmem_bf16
          %203 = cute.get_shape(%lay_501) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_502, %e1_503, %e2_504, %e3_505, %e4_506, %e5_507 = cute.get_leaves(%203) : !cute_shape_6fc090
          %grouped_508 = cute.group_modes(%view_499) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
          %iter_509 = cute.get_iter(%grouped_508) : !memref_rmem_bf16_1
          %iter_510 = cute.get_iter(%grouped_508) : !memref_rmem_bf16_1
          %shape_511 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_512 = cute.make_layout(%shape_511) : !cute.layout<"1:0">
          %append_513 = cute.append_to_rank<2> (%lay_491, %lay_512) : !cute_layout_70c0fe, !cute.layout<"1:0">
          %view_514 = cute.make_view(%iter_490, %append_513) : !memref_smem_bf16_13
          %iter_515 = cute.get_iter(%view_514) : !memref_smem_bf16_13
          %lay_516 = cute.get_layout(%view_514) : !memref_smem_bf16_13
          %204 = cute.get_shape(%lay_516) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_517, %e1_518, %e2_519, %e3_520, %e4_521 = cute.get_leaves(%204) : !cute.shape<"(((2,4),1),1,2)">
          %grouped_522 = cute.group_modes(%view_514) <1, 3> : (!memref_smem_bf16_13) -> !memref_smem_bf16_14
          %iter_523 = cute.get_iter(%grouped_522) : !memref_smem_bf16_14
          %iter_524 = cute.get_iter(%grouped_522) : !memref_smem_bf16_14
          %lay_525 = cute.get_layout(%grouped_508) : !memref_rmem_bf16_1
          %205 = cute.get_shape(%lay_525) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_526, %e1_527, %e2_528, %e3_529, %e4_530, %e5_531 = cute.get_leaves(%205) : !cute_shape_b5193b
          %lay_532 = cute.get_layout(%grouped_522) : !memref_smem_bf16_14
          %206 = cute.get_shape(%lay_532) : (!cute_layout_449a82) -> !cute_shape_c0241c
          %e0_533, %e1_534, %e2_535, %e3_536, %e4_537 = cute.get_leaves(%206) : !cute_shape_c0241c
          %sz_538 = cute.size(%grouped_508) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"2">
          %e0_539 = cute.get_leaves(%sz_538) : !cute.int_tuple<"2">
          %sz_540 = cute.size(%grouped_522) <{mode = [1]}> : (!memref_smem_bf16_14) -> !cute.int_tuple<"2">
          %e0_541 = cute.get_leaves(%sz_540) : !cute.int_tuple<"2">
          cute.copy(%118, %grouped_508, %grouped_522) : (!copy_stsm_4_1, !memref_rmem_bf16_1, !memref_smem_bf16_14)
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %c256_i32 = arith.constant 256 : i32
          nvvm.barrier id = %c1_i32_354 number_of_threads = %c256_i32
          %c4_i32_542 = arith.constant 4 : i32
          %207 = arith.cmpi eq, %15, %c4_i32_542 : i32
          %208 = scf.if %207 -> (!cute.layout<"(1,4):(4,1)">) {
            %coord_840 = cute.make_coord(%arg18) : (i32) -> !cute.coord<"(_,?)">
            %slice_841 = cute.slice(%res_smem_tensor_414, %coord_840) : !memref_smem_bf16_12, !cute.coord<"(_,?)">
            %iter_842 = cute.get_iter(%slice_841) : !memref_smem_bf16_15
            %iter_843 = cute.get_iter(%slice_841) : !memref_smem_bf16_15
            %c0_i32_844 = arith.constant 0 : i32
            %293 = cute.get_hier_coord(%c0_i32_844, %lay_428) : (i32, !cute.layout<"(1,4):(4,1)">) -> !cute.coord<"(0,0)">
            %e0_845, %e1_846 = cute.get_leaves(%293) : !cute.coord<"(0,0)">
            %coord_847 = cute.make_coord() : () -> !cute.coord<"(_,(0,0))">
            %slice_848 = cute.slice(%res_target_tensors_415, %coord_847) : !cute_coord_tensor_a18a50, !cute.coord<"(_,(0,0))">
            %iter_849 = cute.get_iter(%slice_848) : !cute_coord_tensor_12916e
            %tup_850 = cute.deref_arith_tuple_iter(%iter_849) : !cute_arith_tuple_iter_fc9713
            %e0_851, %e1_852 = cute.get_leaves(%tup_850) : !cute_int_tuple_a0ee65
            %294 = cute.get_scalars(%e0_851) : !cute.int_tuple<"?{div=128}">
            %295 = cute.get_scalars(%e1_852) : !cute.int_tuple<"?{div=128}">
            %iter_853 = cute.get_iter(%slice_848) : !cute_coord_tensor_12916e
            %tup_854 = cute.deref_arith_tuple_iter(%iter_853) : !cute_arith_tuple_iter_fc9713
            %e0_855, %e1_856 = cute.get_leaves(%tup_854) : !cute_int_tuple_a0ee65
            %296 = cute.get_scalars(%e0_855) : !cute.int_tuple<"?{div=128}">
            %297 = cute.get_scalars(%e1_856) : !cute.int_tuple<"?{div=128}">
            %298 = cute.ptrtoint(%79) : !cute_ptr_a5c1fa to i64
            %iv_857 = cute.assume(%298) : (i64) -> !cute.i64<divby 128>
            %299 = cute.inttoptr(%iv_857) : !cute.i64<divby 128> to !cute_ptr_fadb05
            %lay_858 = cute.get_layout(%slice_841) : !memref_smem_bf16_15
            %300 = cute.get_shape(%lay_858) : (!cute_layout_247bff) -> !cute.shape<"((4096,1))">
            %e0_859, %e1_860 = cute.get_leaves(%300) : !cute.shape<"((4096,1))">
            %lay_861 = cute.get_layout(%slice_848) : !cute_coord_tensor_12916e
            %301 = cute.get_shape(%lay_861) : (!cute_layout_66697d) -> !cute.shape<"(((32,128),1))">
            %e0_862, %e1_863, %e2_864 = cute.get_leaves(%301) : !cute.shape<"(((32,128),1))">
            %shape_865 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_866 = cute.make_layout(%shape_865) : !cute.layout<"1:0">
            %append_867 = cute.append_to_rank<2> (%lay_858, %lay_866) : !cute_layout_247bff, !cute.layout<"1:0">
            %view_868 = cute.make_view(%iter_843, %append_867) : !memref_smem_bf16_16
            %iter_869 = cute.get_iter(%view_868) : !memref_smem_bf16_16
            %lay_870 = cute.get_layout(%view_868) : !memref_smem_bf16_16
            %302 = cute.get_shape(%lay_870) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_871, %e1_872, %e2_873 = cute.get_leaves(%302) : !cute.shape<"((4096,1),1)">
            %grouped_874 = cute.group_modes(%view_868) <1, 2> : (!memref_smem_bf16_16) -> !memref_smem_bf16_17
            %iter_875 = cute.get_iter(%grouped_874) : !memref_smem_bf16_17
            %iter_876 = cute.get_iter(%grouped_874) : !memref_smem_bf16_17
            %shape_877 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_878 = cute.make_layout(%shape_877) : !cute.layout<"1:0">
            %append_879 = cute.append_to_rank<2> (%lay_861, %lay_878) : !cute_layout_66697d, !cute.layout<"1:0">
            %int_tuple_880 = cute.make_int_tuple(%e0_855, %e1_856) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?{div=128}">) -> !cute_int_tuple_a0ee65
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_880) : (!cute_int_tuple_a0ee65) -> !cute_arith_tuple_iter_fc9713
            %view_881 = cute.make_view(%int_tup_iter, %append_879) : !cute_coord_tensor_627ffa
            %iter_882 = cute.get_iter(%view_881) : !cute_coord_tensor_627ffa
            %tup_883 = cute.deref_arith_tuple_iter(%iter_882) : !cute_arith_tuple_iter_fc9713
            %e0_884, %e1_885 = cute.get_leaves(%tup_883) : !cute_int_tuple_a0ee65
            %303 = cute.get_scalars(%e0_884) : !cute.int_tuple<"?{div=128}">
            %304 = cute.get_scalars(%e1_885) : !cute.int_tuple<"?{div=128}">
            %lay_886 = cute.get_layout(%view_881) : !cute_coord_tensor_627ffa
            %305 = cute.get_shape(%lay_886) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_887, %e1_888, %e2_889, %e3_890 = cute.get_leaves(%305) : !cute.shape<"(((32,128),1),1)">
            %grouped_891 = cute.group_modes(%view_881) <1, 2> : (!cute_coord_tensor_627ffa) -> !cute_coord_tensor_87f7d7
            %iter_892 = cute.get_iter(%grouped_891) : !cute_coord_tensor_87f7d7
            %tup_893 = cute.deref_arith_tuple_iter(%iter_892) : !cute_arith_tuple_iter_fc9713
            %e0_894, %e1_895 = cute.get_leaves(%tup_893) : !cute_int_tuple_a0ee65
            %306 = cute.get_scalars(%e0_894) : !cute.int_tuple<"?{div=128}">
            %307 = cute.get_scalars(%e1_895) : !cute.int_tuple<"?{div=128}">
            %iter_896 = cute.get_iter(%grouped_891) : !cute_coord_tensor_87f7d7
            %tup_897 = cute.deref_arith_tuple_iter(%iter_896) : !cute_arith_tuple_iter_fc9713
            %e0_898, %e1_899 = cute.get_leaves(%tup_897) : !cute_int_tuple_a0ee65
            %308 = cute.get_scalars(%e0_898) : !cute.int_tuple<"?{div=128}">
            %309 = cute.get_scalars(%e1_899) : !cute.int_tuple<"?{div=128}">
            %lay_900 = cute.get_layout(%grouped_874) : !memref_smem_bf16_17
            %310 = cute.get_shape(%lay_900) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_901, %e1_902, %e2_903 = cute.get_leaves(%310) : !cute.shape<"((4096,1),(1))">
            %lay_904 = cute.get_layout(%grouped_891) : !cute_coord_tensor_87f7d7
            %311 = cute.get_shape(%lay_904) : (!cute_layout_175aab) -> !cute_shape_018bee
            %e0_905, %e1_906, %e2_907, %e3_908 = cute.get_leaves(%311) : !cute_shape_018bee
            %sz_909 = cute.size(%grouped_874) <{mode = [1]}> : (!memref_smem_bf16_17) -> !cute.int_tuple<"1">
            %e0_910 = cute.get_leaves(%sz_909) : !cute.int_tuple<"1">
            %sz_911 = cute.size(%grouped_891) <{mode = [1]}> : (!cute_coord_tensor_87f7d7) -> !cute.int_tuple<"1">
            %e0_912 = cute.get_leaves(%sz_911) : !cute.int_tuple<"1">
            %312 = cute_nvgpu.atom.make_exec_tma(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_8b619e) -> !cute_nvgpu_atom_tma_store_e30e4f
            %313 = cute_nvgpu.atom.set_value<tma_descriptor_ptr>(%312, %299) : (!cute_nvgpu_atom_tma_store_e30e4f, !cute_ptr_fadb05)
            cute.copy(%313, %grouped_874, %grouped_891) : (!cute_nvgpu_atom_tma_store_e30e4f, !memref_smem_bf16_17, !cute_coord_tensor_87f7d7)
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
            scf.yield %lay_428 : !cute.layout<"(1,4):(4,1)">
          } else {
            scf.yield %lay_428 : !cute.layout<"(1,4):(4,1)">
          }
          nvvm.barrier id = %c1_i32_354 number_of_threads = %c256_i32
          %209 = arith.addi %arg18, %c1_i32_351 : i32
          %210 = arith.remsi %209, %c4_i32_542 : i32
          %coord_543 = cute.make_coord() : () -> !cute.coord<"16">
          %211 = cute.memref.load(%retiled, %coord_543) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
          %coord_544 = cute.make_coord() : () -> !cute.coord<"0">
          cute.memref.store(%arg17, %coord_544, %211) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %coord_545 = cute.make_coord() : () -> !cute.coord<"17">
          %212 = cute.memref.load(%retiled, %coord_545) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
          %coord_546 = cute.make_coord() : () -> !cute.coord<"1">
          cute.memref.store(%arg17, %coord_546, %212) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %coord_547 = cute.make_coord() : () -> !cute.coord<"18">
          %213 = cute.memref.load(%retiled, %coord_547) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
          %coord_548 = cute.make_coord() : () -> !cute.coord<"2">
          cute.memref.store(%arg17, %coord_548, %213) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %coord_549 = cute.make_coord() : () -> !cute.coord<"19">
          %214 = cute.memref.load(%retiled, %coord_549) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
          %coord_550 = cute.make_coord() : () -> !cute.coord<"3">
          cute.memref.store(%arg17, %coord_550, %214) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %coord_551 = cute.make_coord() : () -> !cute.coord<"20">
          %215 = cute.memref.load(%retiled, %coord_551) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
          %coord_552 = cute.make_coord() : () -> !cute.coord<"4">
          cute.memref.store(%arg17, %coord_552, %215) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %coord_553 = cute.make_coord() : () -> !cute.coord<"21">
          %216 = cute.memref.load(%retiled, %coord_553) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
          %coord_554 = cute.make_coord() : () -> !cute.coord<"5">
          cute.memref.store(%arg17, %coord_554, %216) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %coord_555 = cute.make_coord() : () -> !cute.coord<"22">
          %217 = cute.memref.load(%retiled, %coord_555) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
          %coord_556 = cute.make_coord() : () -> !cute.coord<"6">
          cute.memref.store(%arg17, %coord_556, %217) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %coord_557 = cute.make_coord() : () -> !cute.coord<"23">
          %218 = cute.memref.load(%retiled, %coord_557) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
          %coord_558 = cute.make_coord() : () -> !cute.coord<"7">
          cute.memref.store(%arg17, %coord_558, %218) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %coord_559 = cute.make_coord() : () -> !cute.coord<"24">
          %219 = cute.memref.load(%retiled, %coord_559) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
          %coord_560 = cute.make_coord() : () -> !cute.coord<"8">
          cute.memref.store(%arg17, %coord_560, %219) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
          %coord_561 = cute.make_coord() : () -> !cute.coord<"25">
          %220 = cute.memref.load(%retiled, %coord_561) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
          %coord_562 = cute.make_coord() : () -> !cute.coord<"9">
          cute.memref.store(%arg17, %coord_562, %220) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
          %coord_563 = cute.make_coord() : () -> !cute.coord<"26">
          %221 = cute.memref.load(%retiled, %coord_563) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
          %coord_564 = cute.make_coord() : () -> !cute.coord<"10">
          cute.memref.store(%arg17, %coord_564, %221) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
          %coord_565 = cute.make_coord() : () -> !cute.coord<"27">
          %222 = cute.memref.load(%retiled, %coord_565) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
          %coord_566 = cute.make_coord() : () -> !cute.coord<"11">
          cute.memref.store(%arg17, %coord_566, %222) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
          %coord_567 = cute.make_coord() : () -> !cute.coord<"28">
          %223 = cute.memref.load(%retiled, %coord_567) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
          %coord_568 = cute.make_coord() : () -> !cute.coord<"12">
          cute.memref.store(%arg17, %coord_568, %223) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
          %coord_569 = cute.make_coord() : () -> !cute.coord<"29">
          %224 = cute.memref.load(%retiled, %coord_569) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
          %coord_570 = cute.make_coord() : () -> !cute.coord<"13">
          cute.memref.store(%arg17, %coord_570, %224) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
          %coord_571 = cute.make_coord() : () -> !cute.coord<"30">
          %225 = cute.memref.load(%retiled, %coord_571) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
          %coord_572 = cute.make_coord() : () -> !cute.coord<"14">
          cute.memref.store(%arg17, %coord_572, %225) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
          %coord_573 = cute.make_coord() : () -> !cute.coord<"31">
          %226 = cute.memref.load(%retiled, %coord_573) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
          %coord_574 = cute.make_coord() : () -> !cute.coord<"15">
          cute.memref.store(%arg17, %coord_574, %226) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
          %227 = cute.memref.load_vec(%arg17) : (!memref_rmem_f32_2) -> vector<16xf32>
          %int_tuple_575 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_576 = cute.size(%int_tuple_575) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_577 = cute.get_leaves(%sz_576) : !cute.int_tuple<"16">
          %228 = arith.truncf %227 : vector<16xf32> to vector<16xbf16>
          %int_tuple_578 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_579 = cute.size(%int_tuple_578) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_580 = cute.get_leaves(%sz_579) : !cute.int_tuple<"16">
          %int_tuple_581 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_582 = cute.size(%int_tuple_581) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_583 = cute.get_leaves(%sz_582) : !cute.int_tuple<"16">
          cute.memref.store_vec(%228, %arg28) : (vector<16xbf16>, !memref_rmem_bf16) -> ()
          %coord_584 = cute.make_coord(%210) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_585 = cute.slice(%dst_partitioned, %coord_584) : !memref_smem_bf16_9, !cute.coord<"(_,_,_,?)">
          %iter_586 = cute.get_iter(%slice_585) : !memref_smem_bf16_13
          %iter_587 = cute.get_iter(%slice_585) : !memref_smem_bf16_13
          %lay_588 = cute.get_layout(%slice_585) : !memref_smem_bf16_13
          %229 = cute.get_shape(%lay_588) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_589, %e1_590, %e2_591, %e3_592, %e4_593 = cute.get_leaves(%229) : !cute.shape<"(((2,4),1),1,2)">
          %shape_594 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_595 = cute.make_layout(%shape_594) : !cute.layout<"1:0">
          %append_596 = cute.append_to_rank<2> (%lay_474, %lay_595) : !cute_layout_07db63, !cute.layout<"1:0">
          %view_597 = cute.make_view(%iter_350, %append_596) : !memref_rmem_bf16
          %iter_598 = cute.get_iter(%view_597) : !memref_rmem_bf16
          %lay_599 = cute.get_layout(%view_597) : !memref_rmem_bf16
          %230 = cute.get_shape(%lay_599) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_600, %e1_601, %e2_602, %e3_603, %e4_604, %e5_605 = cute.get_leaves(%230) : !cute_shape_6fc090
          %grouped_606 = cute.group_modes(%view_597) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
          %iter_607 = cute.get_iter(%grouped_606) : !memref_rmem_bf16_1
          %iter_608 = cute.get_iter(%grouped_606) : !memref_rmem_bf16_1
          %shape_609 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_610 = cute.make_layout(%shape_609) : !cute.layout<"1:0">
          %append_611 = cute.append_to_rank<2> (%lay_588, %lay_610) : !cute_layout_70c0fe, !cute.layout<"1:0">
          %view_612 = cute.make_view(%iter_587, %append_611) : !memref_smem_bf16_13
          %iter_613 = cute.get_iter(%view_612) : !memref_smem_bf16_13
          %lay_614 = cute.get_layout(%view_612) : !memref_smem_bf16_13
          %231 = cute.get_shape(%lay_614) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_615, %e1_616, %e2_617, %e3_618, %e4_619 = cute.get_leaves(%231) : !cute.shape<"(((2,4),1),1,2)">
          %grouped_620 = cute.group_modes(%view_612) <1, 3> : (!memref_smem_bf16_13) -> !memref_smem_bf16_14
          %iter_621 = cute.get_iter(%grouped_620) : !memref_smem_bf16_14
          %iter_622 = cute.get_iter(%grouped_620) : !memref_smem_bf16_14
          %lay_623 = cute.get_layout(%grouped_606) : !memref_rmem_bf16_1
          %232 = cute.get_shape(%lay_623) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_624, %e1_625, %e2_626, %e3_627, %e4_628, %e5_629 = cute.get_leaves(%232) : !cute_shape_b5193b
          %lay_630 = cute.get_layout(%grouped_620) : !memref_smem_bf16_14
          %233 = cute.get_shape(%lay_630) : (!cute_layout_449a82) -> !cute_shape_c0241c
          %e0_631, %e1_632, %e2_633, %e3_634, %e4_635 = cute.get_leaves(%233) : !cute_shape_c0241c
          %sz_636 = cute.size(%grouped_606) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"2">
          %e0_637 = cute.get_leaves(%sz_636) : !cute.int_tuple<"2">
          %sz_638 = cute.size(%grouped_620) <{mode = [1]}> : (!memref_smem_bf16_14) -> !cute.int_tuple<"2">
          %e0_639 = cute.get_leaves(%sz_638) : !cute.int_tuple<"2">
          cute.copy(%118, %grouped_606, %grouped_620) : (!copy_stsm_4_1, !memref_rmem_bf16_1, !memref_smem_bf16_14)
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32_354 number_of_threads = %c256_i32
          %234 = arith.cmpi eq, %15, %c4_i32_542 : i32
          %235 = scf.if %234 -> (!cute.layout<"(1,4):(4,1)">) {
            %coord_840 = cute.make_coord(%210) : (i32) -> !cute.coord<"(_,?)">
            %slice_841 = cute.slice(%res_smem_tensor_414, %coord_840) : !memref_smem_bf16_12, !cute.coord<"(_,?)">
            %iter_842 = cute.get_iter(%slice_841) : !memref_smem_bf16_15
            %iter_843 = cute.get_iter(%slice_841) : !memref_smem_bf16_15
            %c1_i32_844 = arith.constant 1 : i32
            %293 = cute.get_hier_coord(%c1_i32_844, %208) : (i32, !cute.layout<"(1,4):(4,1)">) -> !cute.coord<"(0,1)">
            %e0_845, %e1_846 = cute.get_leaves(%293) : !cute.coord<"(0,1)">
            %coord_847 = cute.make_coord() : () -> !cute.coord<"(_,(0,1))">
            %slice_848 = cute.slice(%res_target_tensors_415, %coord_847) : !cute_coord_tensor_a18a50, !cute.coord<"(_,(0,1))">
            %iter_849 = cute.get_iter(%slice_848) : !cute_coord_tensor_d8ae4c
            %tup_850 = cute.deref_arith_tuple_iter(%iter_849) : !cute_arith_tuple_iter_9664bc
            %e0_851, %e1_852 = cute.get_leaves(%tup_850) : !cute_int_tuple_963f12
            %294 = cute.get_scalars(%e0_851) : !cute.int_tuple<"?{div=32}">
            %295 = cute.get_scalars(%e1_852) : !cute.int_tuple<"?{div=128}">
            %iter_853 = cute.get_iter(%slice_848) : !cute_coord_tensor_d8ae4c
            %tup_854 = cute.deref_arith_tuple_iter(%iter_853) : !cute_arith_tuple_iter_9664bc
            %e0_855, %e1_856 = cute.get_leaves(%tup_854) : !cute_int_tuple_963f12
            %296 = cute.get_scalars(%e0_855) : !cute.int_tuple<"?{div=32}">
            %297 = cute.get_scalars(%e1_856) : !cute.int_tuple<"?{div=128}">
            %298 = cute.ptrtoint(%79) : !cute_ptr_a5c1fa to i64
            %iv_857 = cute.assume(%298) : (i64) -> !cute.i64<divby 128>
            %299 = cute.inttoptr(%iv_857) : !cute.i64<divby 128> to !cute_ptr_fadb05
            %lay_858 = cute.get_layout(%slice_841) : !memref_smem_bf16_15
            %300 = cute.get_shape(%lay_858) : (!cute_layout_247bff) -> !cute.shape<"((4096,1))">
            %e0_859, %e1_860 = cute.get_leaves(%300) : !cute.shape<"((4096,1))">
            %lay_861 = cute.get_layout(%slice_848) : !cute_coord_tensor_d8ae4c
            %301 = cute.get_shape(%lay_861) : (!cute_layout_66697d) -> !cute.shape<"(((32,128),1))">
            %e0_862, %e1_863, %e2_864 = cute.get_leaves(%301) : !cute.shape<"(((32,128),1))">
            %shape_865 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_866 = cute.make_layout(%shape_865) : !cute.layout<"1:0">
            %append_867 = cute.append_to_rank<2> (%lay_858, %lay_866) : !cute_layout_247bff, !cute.layout<"1:0">
            %view_868 = cute.make_view(%iter_843, %append_867) : !memref_smem_bf16_16
            %iter_869 = cute.get_iter(%view_868) : !memref_smem_bf16_16
            %lay_870 = cute.get_layout(%view_868) : !memref_smem_bf16_16
            %302 = cute.get_shape(%lay_870) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_871, %e1_872, %e2_873 = cute.get_leaves(%302) : !cute.shape<"((4096,1),1)">
            %grouped_874 = cute.group_modes(%view_868) <1, 2> : (!memref_smem_bf16_16) -> !memref_smem_bf16_17
            %iter_875 = cute.get_iter(%grouped_874) : !memref_smem_bf16_17
            %iter_876 = cute.get_iter(%grouped_874) : !memref_smem_bf16_17
            %shape_877 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_878 = cute.make_layout(%shape_877) : !cute.layout<"1:0">
            %append_879 = cute.append_to_rank<2> (%lay_861, %lay_878) : !cute_layout_66697d, !cute.layout<"1:0">
            %int_tuple_880 = cute.make_int_tuple(%e0_855, %e1_856) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">) -> !cute_int_tuple_963f12
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_880) : (!cute_int_tuple_963f12) -> !cute_arith_tuple_iter_9664bc
            %view_881 = cute.make_view(%int_tup_iter, %append_879) : !cute_coord_tensor_186bad
            %iter_882 = cute.get_iter(%view_881) : !cute_coord_tensor_186bad
            %tup_883 = cute.deref_arith_tuple_iter(%iter_882) : !cute_arith_tuple_iter_9664bc
            %e0_884, %e1_885 = cute.get_leaves(%tup_883) : !cute_int_tuple_963f12
            %303 = cute.get_scalars(%e0_884) : !cute.int_tuple<"?{div=32}">
            %304 = cute.get_scalars(%e1_885) : !cute.int_tuple<"?{div=128}">
            %lay_886 = cute.get_layout(%view_881) : !cute_coord_tensor_186bad
            %305 = cute.get_shape(%lay_886) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_887, %e1_888, %e2_889, %e3_890 = cute.get_leaves(%305) : !cute.shape<"(((32,128),1),1)">
            %grouped_891 = cute.group_modes(%view_881) <1, 2> : (!cute_coord_tensor_186bad) -> !cute_coord_tensor_b48a1d
            %iter_892 = cute.get_iter(%grouped_891) : !cute_coord_tensor_b48a1d
            %tup_893 = cute.deref_arith_tuple_iter(%iter_892) : !cute_arith_tuple_iter_9664bc
            %e0_894, %e1_895 = cute.get_leaves(%tup_893) : !cute_int_tuple_963f12
            %306 = cute.get_scalars(%e0_894) : !cute.int_tuple<"?{div=32}">
            %307 = cute.get_scalars(%e1_895) : !cute.int_tuple<"?{div=128}">
            %iter_896 = cute.get_iter(%grouped_891) : !cute_coord_tensor_b48a1d
            %tup_897 = cute.deref_arith_tuple_iter(%iter_896) : !cute_arith_tuple_iter_9664bc
            %e0_898, %e1_899 = cute.get_leaves(%tup_897) : !cute_int_tuple_963f12
            %308 = cute.get_scalars(%e0_898) : !cute.int_tuple<"?{div=32}">
            %309 = cute.get_scalars(%e1_899) : !cute.int_tuple<"?{div=128}">
            %lay_900 = cute.get_layout(%grouped_874) : !memref_smem_bf16_17
            %310 = cute.get_shape(%lay_900) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_901, %e1_902, %e2_903 = cute.get_leaves(%310) : !cute.shape<"((4096,1),(1))">
            %lay_904 = cute.get_layout(%grouped_891) : !cute_coord_tensor_b48a1d
            %311 = cute.get_shape(%lay_904) : (!cute_layout_175aab) -> !cute_shape_018bee
            %e0_905, %e1_906, %e2_907, %e3_908 = cute.get_leaves(%311) : !cute_shape_018bee
            %sz_909 = cute.size(%grouped_874) <{mode = [1]}> : (!memref_smem_bf16_17) -> !cute.int_tuple<"1">
            %e0_910 = cute.get_leaves(%sz_909) : !cute.int_tuple<"1">
            %sz_911 = cute.size(%grouped_891) <{mode = [1]}> : (!cute_coord_tensor_b48a1d) -> !cute.int_tuple<"1">
            %e0_912 = cute.get_leaves(%sz_911) : !cute.int_tuple<"1">
            %312 = cute_nvgpu.atom.make_exec_tma(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_8b619e) -> !cute_nvgpu_atom_tma_store_e30e4f
            %313 = cute_nvgpu.atom.set_value<tma_descriptor_ptr>(%312, %299) : (!cute_nvgpu_atom_tma_store_e30e4f, !cute_ptr_fadb05)
            cute.copy(%313, %grouped_874, %grouped_891) : (!cute_nvgpu_atom_tma_store_e30e4f, !memref_smem_bf16_17, !cute_coord_tensor_b48a1d)
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
            scf.yield %208 : !cute.layout<"(1,4):(4,1)">
          } else {
            scf.yield %208 : !cute.layout<"(1,4):(4,1)">
          }
          nvvm.barrier id = %c1_i32_354 number_of_threads = %c256_i32
          %236 = arith.addi %210, %c1_i32_351 : i32
          %237 = arith.remsi %236, %c4_i32_542 : i32
          %coord_640 = cute.make_coord() : () -> !cute.coord<"32">
          %238 = cute.memref.load(%retiled, %coord_640) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
          %coord_641 = cute.make_coord() : () -> !cute.coord<"0">
          cute.memref.store(%arg17, %coord_641, %238) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %coord_642 = cute.make_coord() : () -> !cute.coord<"33">
          %239 = cute.memref.load(%retiled, %coord_642) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
          %coord_643 = cute.make_coord() : () -> !cute.coord<"1">
          cute.memref.store(%arg17, %coord_643, %239) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %coord_644 = cute.make_coord() : () -> !cute.coord<"34">
          %240 = cute.memref.load(%retiled, %coord_644) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
          %coord_645 = cute.make_coord() : () -> !cute.coord<"2">
          cute.memref.store(%arg17, %coord_645, %240) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %coord_646 = cute.make_coord() : () -> !cute.coord<"35">
          %241 = cute.memref.load(%retiled, %coord_646) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
          %coord_647 = cute.make_coord() : () -> !cute.coord<"3">
          cute.memref.store(%arg17, %coord_647, %241) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %coord_648 = cute.make_coord() : () -> !cute.coord<"36">
          %242 = cute.memref.load(%retiled, %coord_648) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
          %coord_649 = cute.make_coord() : () -> !cute.coord<"4">
          cute.memref.store(%arg17, %coord_649, %242) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %coord_650 = cute.make_coord() : () -> !cute.coord<"37">
          %243 = cute.memref.load(%retiled, %coord_650) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
          %coord_651 = cute.make_coord() : () -> !cute.coord<"5">
          cute.memref.store(%arg17, %coord_651, %243) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %coord_652 = cute.make_coord() : () -> !cute.coord<"38">
          %244 = cute.memref.load(%retiled, %coord_652) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
          %coord_653 = cute.make_coord() : () -> !cute.coord<"6">
          cute.memref.store(%arg17, %coord_653, %244) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %coord_654 = cute.make_coord() : () -> !cute.coord<"39">
          %245 = cute.memref.load(%retiled, %coord_654) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
          %coord_655 = cute.make_coord() : () -> !cute.coord<"7">
          cute.memref.store(%arg17, %coord_655, %245) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %coord_656 = cute.make_coord() : () -> !cute.coord<"40">
          %246 = cute.memref.load(%retiled, %coord_656) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
          %coord_657 = cute.make_coord() : () -> !cute.coord<"8">
          cute.memref.store(%arg17, %coord_657, %246) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
          %coord_658 = cute.make_coord() : () -> !cute.coord<"41">
          %247 = cute.memref.load(%retiled, %coord_658) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
          %coord_659 = cute.make_coord() : () -> !cute.coord<"9">
          cute.memref.store(%arg17, %coord_659, %247) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
          %coord_660 = cute.make_coord() : () -> !cute.coord<"42">
          %248 = cute.memref.load(%retiled, %coord_660) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
          %coord_661 = cute.make_coord() : () -> !cute.coord<"10">
          cute.memref.store(%arg17, %coord_661, %248) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
          %coord_662 = cute.make_coord() : () -> !cute.coord<"43">
          %249 = cute.memref.load(%retiled, %coord_662) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
          %coord_663 = cute.make_coord() : () -> !cute.coord<"11">
          cute.memref.store(%arg17, %coord_663, %249) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
          %coord_664 = cute.make_coord() : () -> !cute.coord<"44">
          %250 = cute.memref.load(%retiled, %coord_664) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
          %coord_665 = cute.make_coord() : () -> !cute.coord<"12">
          cute.memref.store(%arg17, %coord_665, %250) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
          %coord_666 = cute.make_coord() : () -> !cute.coord<"45">
          %251 = cute.memref.load(%retiled, %coord_666) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
          %coord_667 = cute.make_coord() : () -> !cute.coord<"13">
          cute.memref.store(%arg17, %coord_667, %251) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
          %coord_668 = cute.make_coord() : () -> !cute.coord<"46">
          %252 = cute.memref.load(%retiled, %coord_668) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
          %coord_669 = cute.make_coord() : () -> !cute.coord<"14">
          cute.memref.store(%arg17, %coord_669, %252) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
          %coord_670 = cute.make_coord() : () -> !cute.coord<"47">
          %253 = cute.memref.load(%retiled, %coord_670) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
          %coord_671 = cute.make_coord() : () -> !cute.coord<"15">
          cute.memref.store(%arg17, %coord_671, %253) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
          %254 = cute.memref.load_vec(%arg17) : (!memref_rmem_f32_2) -> vector<16xf32>
          %int_tuple_672 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_673 = cute.size(%int_tuple_672) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_674 = cute.get_leaves(%sz_673) : !cute.int_tuple<"16">
          %255 = arith.truncf %254 : vector<16xf32> to vector<16xbf16>
          %int_tuple_675 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_676 = cute.size(%int_tuple_675) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_677 = cute.get_leaves(%sz_676) : !cute.int_tuple<"16">
          %int_tuple_678 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_679 = cute.size(%int_tuple_678) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_680 = cute.get_leaves(%sz_679) : !cute.int_tuple<"16">
          cute.memref.store_vec(%255, %arg28) : (vector<16xbf16>, !memref_rmem_bf16) -> ()
          %coord_681 = cute.make_coord(%237) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_682 = cute.slice(%dst_partitioned, %coord_681) : !memref_smem_bf16_9, !cute.coord<"(_,_,_,?)">
          %iter_683 = cute.get_iter(%slice_682) : !memref_smem_bf16_13
          %iter_684 = cute.get_iter(%slice_682) : !memref_smem_bf16_13
          %lay_685 = cute.get_layout(%slice_682) : !memref_smem_bf16_13
          %256 = cute.get_shape(%lay_685) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_686, %e1_687, %e2_688, %e3_689, %e4_690 = cute.get_leaves(%256) : !cute.shape<"(((2,4),1),1,2)">
          %shape_691 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_692 = cute.make_layout(%shape_691) : !cute.layout<"1:0">
          %append_693 = cute.append_to_rank<2> (%lay_474, %lay_692) : !cute_layout_07db63, !cute.layout<"1:0">
          %view_694 = cute.make_view(%iter_350, %append_693) : !memref_rmem_bf16
          %iter_695 = cute.get_iter(%view_694) : !memref_rmem_bf16
          %lay_696 = cute.get_layout(%view_694) : !memref_rmem_bf16
          %257 = cute.get_shape(%lay_696) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_697, %e1_698, %e2_699, %e3_700, %e4_701, %e5_702 = cute.get_leaves(%257) : !cute_shape_6fc090
          %grouped_703 = cute.group_modes(%view_694) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
          %iter_704 = cute.get_iter(%grouped_703) : !memref_rmem_bf16_1
          %iter_705 = cute.get_iter(%grouped_703) : !memref_rmem_bf16_1
          %shape_706 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_707 = cute.make_layout(%shape_706) : !cute.layout<"1:0">
          %append_708 = cute.append_to_rank<2> (%lay_685, %lay_707) : !cute_layout_70c0fe, !cute.layout<"1:0">
          %view_709 = cute.make_view(%iter_684, %append_708) : !memref_smem_bf16_13
          %iter_710 = cute.get_iter(%view_709) : !memref_smem_bf16_13
          %lay_711 = cute.get_layout(%view_709) : !memref_smem_bf16_13
          %258 = cute.get_shape(%lay_711) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_712, %e1_713, %e2_714, %e3_715, %e4_716 = cute.get_leaves(%258) : !cute.shape<"(((2,4),1),1,2)">
          %grouped_717 = cute.group_modes(%view_709) <1, 3> : (!memref_smem_bf16_13) -> !memref_smem_bf16_14
          %iter_718 = cute.get_iter(%grouped_717) : !memref_smem_bf16_14
          %iter_719 = cute.get_iter(%grouped_717) : !memref_smem_bf16_14
          %lay_720 = cute.get_layout(%grouped_703) : !memref_rmem_bf16_1
          %259 = cute.get_shape(%lay_720) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_721, %e1_722, %e2_723, %e3_724, %e4_725, %e5_726 = cute.get_leaves(%259) : !cute_shape_b5193b
          %lay_727 = cute.get_layout(%grouped_717) : !memref_smem_bf16_14
          %260 = cute.get_shape(%lay_727) : (!cute_layout_449a82) -> !cute_shape_c0241c
          %e0_728, %e1_729, %e2_730, %e3_731, %e4_732 = cute.get_leaves(%260) : !cute_shape_c0241c
          %sz_733 = cute.size(%grouped_703) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"2">
          %e0_734 = cute.get_leaves(%sz_733) : !cute.int_tuple<"2">
          %sz_735 = cute.size(%grouped_717) <{mode = [1]}> : (!memref_smem_bf16_14) -> !cute.int_tuple<"2">
          %e0_736 = cute.get_leaves(%sz_735) : !cute.int_tuple<"2">
          cute.copy(%118, %grouped_703, %grouped_717) : (!copy_stsm_4_1, !memref_rmem_bf16_1, !memref_smem_bf16_14)
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32_354 number_of_threads = %c256_i32
          %261 = arith.cmpi eq, %15, %c4_i32_542 : i32
          %262 = scf.if %261 -> (!cute.layout<"(1,4):(4,1)">) {
            %coord_840 = cute.make_coord(%237) : (i32) -> !cute.coord<"(_,?)">
            %slice_841 = cute.slice(%res_smem_tensor_414, %coord_840) : !memref_smem_bf16_12, !cute.coord<"(_,?)">
            %iter_842 = cute.get_iter(%slice_841) : !memref_smem_bf16_15
            %iter_843 = cute.get_iter(%slice_841) : !memref_smem_bf16_15
            %c2_i32 = arith.constant 2 : i32
            %293 = cute.get_hier_coord(%c2_i32, %235) : (i32, !cute.layout<"(1,4):(4,1)">) -> !cute.coord<"(0,2)">
            %e0_844, %e1_845 = cute.get_leaves(%293) : !cute.coord<"(0,2)">
            %coord_846 = cute.make_coord() : () -> !cute.coord<"(_,(0,2))">
            %slice_847 = cute.slice(%res_target_tensors_415, %coord_846) : !cute_coord_tensor_a18a50, !cute.coord<"(_,(0,2))">
            %iter_848 = cute.get_iter(%slice_847) : !cute_coord_tensor_3662f1
            %tup_849 = cute.deref_arith_tuple_iter(%iter_848) : !cute_arith_tuple_iter_b03bb1
            %e0_850, %e1_851 = cute.get_leaves(%tup_849) : !cute_int_tuple_ffa35c
            %294 = cute.get_scalars(%e0_850) : !cute.int_tuple<"?{div=64}">
            %295 = cute.get_scalars(%e1_851) : !cute.int_tuple<"?{div=128}">
            %iter_852 = cute.get_iter(%slice_847) : !cute_coord_tensor_3662f1
            %tup_853 = cute.deref_arith_tuple_iter(%iter_852) : !cute_arith_tuple_iter_b03bb1
            %e0_854, %e1_855 = cute.get_leaves(%tup_853) : !cute_int_tuple_ffa35c
            %296 = cute.get_scalars(%e0_854) : !cute.int_tuple<"?{div=64}">
            %297 = cute.get_scalars(%e1_855) : !cute.int_tuple<"?{div=128}">
            %298 = cute.ptrtoint(%79) : !cute_ptr_a5c1fa to i64
            %iv_856 = cute.assume(%298) : (i64) -> !cute.i64<divby 128>
            %299 = cute.inttoptr(%iv_856) : !cute.i64<divby 128> to !cute_ptr_fadb05
            %lay_857 = cute.get_layout(%slice_841) : !memref_smem_bf16_15
            %300 = cute.get_shape(%lay_857) : (!cute_layout_247bff) -> !cute.shape<"((4096,1))">
            %e0_858, %e1_859 = cute.get_leaves(%300) : !cute.shape<"((4096,1))">
            %lay_860 = cute.get_layout(%slice_847) : !cute_coord_tensor_3662f1
            %301 = cute.get_shape(%lay_860) : (!cute_layout_66697d) -> !cute.shape<"(((32,128),1))">
            %e0_861, %e1_862, %e2_863 = cute.get_leaves(%301) : !cute.shape<"(((32,128),1))">
            %shape_864 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_865 = cute.make_layout(%shape_864) : !cute.layout<"1:0">
            %append_866 = cute.append_to_rank<2> (%lay_857, %lay_865) : !cute_layout_247bff, !cute.layout<"1:0">
            %view_867 = cute.make_view(%iter_843, %append_866) : !memref_smem_bf16_16
            %iter_868 = cute.get_iter(%view_867) : !memref_smem_bf16_16
            %lay_869 = cute.get_layout(%view_867) : !memref_smem_bf16_16
            %302 = cute.get_shape(%lay_869) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_870, %e1_871, %e2_872 = cute.get_leaves(%302) : !cute.shape<"((4096,1),1)">
            %grouped_873 = cute.group_modes(%view_867) <1, 2> : (!memref_smem_bf16_16) -> !memref_smem_bf16_17
            %iter_874 = cute.get_iter(%grouped_873) : !memref_smem_bf16_17
            %iter_875 = cute.get_iter(%grouped_873) : !memref_smem_bf16_17
            %shape_876 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_877 = cute.make_layout(%shape_876) : !cute.layout<"1:0">
            %append_878 = cute.append_to_rank<2> (%lay_860, %lay_877) : !cute_layout_66697d, !cute.layout<"1:0">
            %int_tuple_879 = cute.make_int_tuple(%e0_854, %e1_855) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">) -> !cute_int_tuple_ffa35c
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_879) : (!cute_int_tuple_ffa35c) -> !cute_arith_tuple_iter_b03bb1
            %view_880 = cute.make_view(%int_tup_iter, %append_878) : !cute_coord_tensor_500a26
            %iter_881 = cute.get_iter(%view_880) : !cute_coord_tensor_500a26
            %tup_882 = cute.deref_arith_tuple_iter(%iter_881) : !cute_arith_tuple_iter_b03bb1
            %e0_883, %e1_884 = cute.get_leaves(%tup_882) : !cute_int_tuple_ffa35c
            %303 = cute.get_scalars(%e0_883) : !cute.int_tuple<"?{div=64}">
            %304 = cute.get_scalars(%e1_884) : !cute.int_tuple<"?{div=128}">
            %lay_885 = cute.get_layout(%view_880) : !cute_coord_tensor_500a26
            %305 = cute.get_shape(%lay_885) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_886, %e1_887, %e2_888, %e3_889 = cute.get_leaves(%305) : !cute.shape<"(((32,128),1),1)">
            %grouped_890 = cute.group_modes(%view_880) <1, 2> : (!cute_coord_tensor_500a26) -> !cute_coord_tensor_dd9ed1
            %iter_891 = cute.get_iter(%grouped_890) : !cute_coord_tensor_dd9ed1
            %tup_892 = cute.deref_arith_tuple_iter(%iter_891) : !cute_arith_tuple_iter_b03bb1
            %e0_893, %e1_894 = cute.get_leaves(%tup_892) : !cute_int_tuple_ffa35c
            %306 = cute.get_scalars(%e0_893) : !cute.int_tuple<"?{div=64}">
            %307 = cute.get_scalars(%e1_894) : !cute.int_tuple<"?{div=128}">
            %iter_895 = cute.get_iter(%grouped_890) : !cute_coord_tensor_dd9ed1
            %tup_896 = cute.deref_arith_tuple_iter(%iter_895) : !cute_arith_tuple_iter_b03bb1
            %e0_897, %e1_898 = cute.get_leaves(%tup_896) : !cute_int_tuple_ffa35c
            %308 = cute.get_scalars(%e0_897) : !cute.int_tuple<"?{div=64}">
            %309 = cute.get_scalars(%e1_898) : !cute.int_tuple<"?{div=128}">
            %lay_899 = cute.get_layout(%grouped_873) : !memref_smem_bf16_17
            %310 = cute.get_shape(%lay_899) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_900, %e1_901, %e2_902 = cute.get_leaves(%310) : !cute.shape<"((4096,1),(1))">
            %lay_903 = cute.get_layout(%grouped_890) : !cute_coord_tensor_dd9ed1
            %311 = cute.get_shape(%lay_903) : (!cute_layout_175aab) -> !cute_shape_018bee
            %e0_904, %e1_905, %e2_906, %e3_907 = cute.get_leaves(%311) : !cute_shape_018bee
            %sz_908 = cute.size(%grouped_873) <{mode = [1]}> : (!memref_smem_bf16_17) -> !cute.int_tuple<"1">
            %e0_909 = cute.get_leaves(%sz_908) : !cute.int_tuple<"1">
            %sz_910 = cute.size(%grouped_890) <{mode = [1]}> : (!cute_coord_tensor_dd9ed1) -> !cute.int_tuple<"1">
            %e0_911 = cute.get_leaves(%sz_910) : !cute.int_tuple<"1">
            %312 = cute_nvgpu.atom.make_exec_tma(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_8b619e) -> !cute_nvgpu_atom_tma_store_e30e4f
            %313 = cute_nvgpu.atom.set_value<tma_descriptor_ptr>(%312, %299) : (!cute_nvgpu_atom_tma_store_e30e4f, !cute_ptr_fadb05)
            cute.copy(%313, %grouped_873, %grouped_890) : (!cute_nvgpu_atom_tma_store_e30e4f, !memref_smem_bf16_17, !cute_coord_tensor_dd9ed1)
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
            scf.yield %235 : !cute.layout<"(1,4):(4,1)">
          } else {
            scf.yield %235 : !cute.layout<"(1,4):(4,1)">
          }
          nvvm.barrier id = %c1_i32_354 number_of_threads = %c256_i32
          %263 = arith.addi %237, %c1_i32_351 : i32
          %264 = arith.remsi %263, %c4_i32_542 : i32
          %coord_737 = cute.make_coord() : () -> !cute.coord<"48">
          %265 = cute.memref.load(%retiled, %coord_737) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
          %coord_738 = cute.make_coord() : () -> !cute.coord<"0">
          cute.memref.store(%arg17, %coord_738, %265) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %coord_739 = cute.make_coord() : () -> !cute.coord<"49">
          %266 = cute.memref.load(%retiled, %coord_739) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
          %coord_740 = cute.make_coord() : () -> !cute.coord<"1">
          cute.memref.store(%arg17, %coord_740, %266) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %coord_741 = cute.make_coord() : () -> !cute.coord<"50">
          %267 = cute.memref.load(%retiled, %coord_741) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
          %coord_742 = cute.make_coord() : () -> !cute.coord<"2">
          cute.memref.store(%arg17, %coord_742, %267) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %coord_743 = cute.make_coord() : () -> !cute.coord<"51">
          %268 = cute.memref.load(%retiled, %coord_743) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
          %coord_744 = cute.make_coord() : () -> !cute.coord<"3">
          cute.memref.store(%arg17, %coord_744, %268) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %coord_745 = cute.make_coord() : () -> !cute.coord<"52">
          %269 = cute.memref.load(%retiled, %coord_745) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
          %coord_746 = cute.make_coord() : () -> !cute.coord<"4">
          cute.memref.store(%arg17, %coord_746, %269) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %coord_747 = cute.make_coord() : () -> !cute.coord<"53">
          %270 = cute.memref.load(%retiled, %coord_747) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
          %coord_748 = cute.make_coord() : () -> !cute.coord<"5">
          cute.memref.store(%arg17, %coord_748, %270) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %coord_749 = cute.make_coord() : () -> !cute.coord<"54">
          %271 = cute.memref.load(%retiled, %coord_749) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
          %coord_750 = cute.make_coord() : () -> !cute.coord<"6">
          cute.memref.store(%arg17, %coord_750, %271) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %coord_751 = cute.make_coord() : () -> !cute.coord<"55">
          %272 = cute.memref.load(%retiled, %coord_751) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
          %coord_752 = cute.make_coord() : () -> !cute.coord<"7">
          cute.memref.store(%arg17, %coord_752, %272) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %coord_753 = cute.make_coord() : () -> !cute.coord<"56">
          %273 = cute.memref.load(%retiled, %coord_753) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
          %coord_754 = cute.make_coord() : () -> !cute.coord<"8">
          cute.memref.store(%arg17, %coord_754, %273) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
          %coord_755 = cute.make_coord() : () -> !cute.coord<"57">
          %274 = cute.memref.load(%retiled, %coord_755) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
          %coord_756 = cute.make_coord() : () -> !cute.coord<"9">
          cute.memref.store(%arg17, %coord_756, %274) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
          %coord_757 = cute.make_coord() : () -> !cute.coord<"58">
          %275 = cute.memref.load(%retiled, %coord_757) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
          %coord_758 = cute.make_coord() : () -> !cute.coord<"10">
          cute.memref.store(%arg17, %coord_758, %275) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
          %coord_759 = cute.make_coord() : () -> !cute.coord<"59">
          %276 = cute.memref.load(%retiled, %coord_759) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
          %coord_760 = cute.make_coord() : () -> !cute.coord<"11">
          cute.memref.store(%arg17, %coord_760, %276) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
          %coord_761 = cute.make_coord() : () -> !cute.coord<"60">
          %277 = cute.memref.load(%retiled, %coord_761) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
          %coord_762 = cute.make_coord() : () -> !cute.coord<"12">
          cute.memref.store(%arg17, %coord_762, %277) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
          %coord_763 = cute.make_coord() : () -> !cute.coord<"61">
          %278 = cute.memref.load(%retiled, %coord_763) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
          %coord_764 = cute.make_coord() : () -> !cute.coord<"13">
          cute.memref.store(%arg17, %coord_764, %278) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
          %coord_765 = cute.make_coord() : () -> !cute.coord<"62">
          %279 = cute.memref.load(%retiled, %coord_765) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
          %coord_766 = cute.make_coord() : () -> !cute.coord<"14">
          cute.memref.store(%arg17, %coord_766, %279) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
          %coord_767 = cute.make_coord() : () -> !cute.coord<"63">
          %280 = cute.memref.load(%retiled, %coord_767) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
          %coord_768 = cute.make_coord() : () -> !cute.coord<"15">
          cute.memref.store(%arg17, %coord_768, %280) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
          %281 = cute.memref.load_vec(%arg17) : (!memref_rmem_f32_2) -> vector<16xf32>
          %int_tuple_769 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_770 = cute.size(%int_tuple_769) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_771 = cute.get_leaves(%sz_770) : !cute.int_tuple<"16">
          %282 = arith.truncf %281 : vector<16xf32> to vector<16xbf16>
          %int_tuple_772 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_773 = cute.size(%int_tuple_772) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_774 = cute.get_leaves(%sz_773) : !cute.int_tuple<"16">
          %int_tuple_775 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_776 = cute.size(%int_tuple_775) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_777 = cute.get_leaves(%sz_776) : !cute.int_tuple<"16">
          cute.memref.store_vec(%282, %arg28) : (vector<16xbf16>, !memref_rmem_bf16) -> ()
          %coord_778 = cute.make_coord(%264) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_779 = cute.slice(%dst_partitioned, %coord_778) : !memref_smem_bf16_9, !cute.coord<"(_,_,_,?)">
          %iter_780 = cute.get_iter(%slice_779) : !memref_smem_bf16_13
          %iter_781 = cute.get_iter(%slice_779) : !memref_smem_bf16_13
          %lay_782 = cute.get_layout(%slice_779) : !memref_smem_bf16_13
          %283 = cute.get_shape(%lay_782) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_783, %e1_784, %e2_785, %e3_786, %e4_787 = cute.get_leaves(%283) : !cute.shape<"(((2,4),1),1,2)">
          %shape_788 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_789 = cute.make_layout(%shape_788) : !cute.layout<"1:0">
          %append_790 = cute.append_to_rank<2> (%lay_474, %lay_789) : !cute_layout_07db63, !cute.layout<"1:0">
          %view_791 = cute.make_view(%iter_350, %append_790) : !memref_rmem_bf16
          %iter_792 = cute.get_iter(%view_791) : !memref_rmem_bf16
          %lay_793 = cute.get_layout(%view_791) : !memref_rmem_bf16
          %284 = cute.get_shape(%lay_793) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_794, %e1_795, %e2_796, %e3_797, %e4_798, %e5_799 = cute.get_leaves(%284) : !cute_shape_6fc090
          %grouped_800 = cute.group_modes(%view_791) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
          %iter_801 = cute.get_iter(%grouped_800) : !memref_rmem_bf16_1
          %iter_802 = cute.get_iter(%grouped_800) : !memref_rmem_bf16_1
          %shape_803 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_804 = cute.make_layout(%shape_803) : !cute.layout<"1:0">
          %append_805 = cute.append_to_rank<2> (%lay_782, %lay_804) : !cute_layout_70c0fe, !cute.layout<"1:0">
          %view_806 = cute.make_view(%iter_781, %append_805) : !memref_smem_bf16_13
          %iter_807 = cute.get_iter(%view_806) : !memref_smem_bf16_13
          %lay_808 = cute.get_layout(%view_806) : !memref_smem_bf16_13
          %285 = cute.get_shape(%lay_808) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_809, %e1_810, %e2_811, %e3_812, %e4_813 = cute.get_leaves(%285) : !cute.shape<"(((2,4),1),1,2)">
          %grouped_814 = cute.group_modes(%view_806) <1, 3> : (!memref_smem_bf16_13) -> !memref_smem_bf16_14
          %iter_815 = cute.get_iter(%grouped_814) : !memref_smem_bf16_14
          %iter_816 = cute.get_iter(%grouped_814) : !memref_smem_bf16_14
          %lay_817 = cute.get_layout(%grouped_800) : !memref_rmem_bf16_1
          %286 = cute.get_shape(%lay_817) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_818, %e1_819, %e2_820, %e3_821, %e4_822, %e5_823 = cute.get_leaves(%286) : !cute_shape_b5193b
          %lay_824 = cute.get_layout(%grouped_814) : !memref_smem_bf16_14
          %287 = cute.get_shape(%lay_824) : (!cute_layout_449a82) -> !cute_shape_c0241c
          %e0_825, %e1_826, %e2_827, %e3_828, %e4_829 = cute.get_leaves(%287) : !cute_shape_c0241c
          %sz_830 = cute.size(%grouped_800) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"2">
          %e0_831 = cute.get_leaves(%sz_830) : !cute.int_tuple<"2">
          %sz_832 = cute.size(%grouped_814) <{mode = [1]}> : (!memref_smem_bf16_14) -> !cute.int_tuple<"2">
          %e0_833 = cute.get_leaves(%sz_832) : !cute.int_tuple<"2">
          cute.copy(%118, %grouped_800, %grouped_814) : (!copy_stsm_4_1, !memref_rmem_bf16_1, !memref_smem_bf16_14)
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32_354 number_of_threads = %c256_i32
          %288 = arith.cmpi eq, %15, %c4_i32_542 : i32
          %289 = scf.if %288 -> (!cute.layout<"(1,4):(4,1)">) {
            %coord_840 = cute.make_coord(%264) : (i32) -> !cute.coord<"(_,?)">
            %slice_841 = cute.slice(%res_smem_tensor_414, %coord_840) : !memref_smem_bf16_12, !cute.coord<"(_,?)">
            %iter_842 = cute.get_iter(%slice_841) : !memref_smem_bf16_15
            %iter_843 = cute.get_iter(%slice_841) : !memref_smem_bf16_15
            %c3_i32_844 = arith.constant 3 : i32
            %293 = cute.get_hier_coord(%c3_i32_844, %262) : (i32, !cute.layout<"(1,4):(4,1)">) -> !cute.coord<"(0,3)">
            %e0_845, %e1_846 = cute.get_leaves(%293) : !cute.coord<"(0,3)">
            %coord_847 = cute.make_coord() : () -> !cute.coord<"(_,(0,3))">
            %slice_848 = cute.slice(%res_target_tensors_415, %coord_847) : !cute_coord_tensor_a18a50, !cute.coord<"(_,(0,3))">
            %iter_849 = cute.get_iter(%slice_848) : !cute_coord_tensor_d8ae4c
            %tup_850 = cute.deref_arith_tuple_iter(%iter_849) : !cute_arith_tuple_iter_9664bc
            %e0_851, %e1_852 = cute.get_leaves(%tup_850) : !cute_int_tuple_963f12
            %294 = cute.get_scalars(%e0_851) : !cute.int_tuple<"?{div=32}">
            %295 = cute.get_scalars(%e1_852) : !cute.int_tuple<"?{div=128}">
            %iter_853 = cute.get_iter(%slice_848) : !cute_coord_tensor_d8ae4c
            %tup_854 = cute.deref_arith_tuple_iter(%iter_853) : !cute_arith_tuple_iter_9664bc
            %e0_855, %e1_856 = cute.get_leaves(%tup_854) : !cute_int_tuple_963f12
            %296 = cute.get_scalars(%e0_855) : !cute.int_tuple<"?{div=32}">
            %297 = cute.get_scalars(%e1_856) : !cute.int_tuple<"?{div=128}">
            %298 = cute.ptrtoint(%79) : !cute_ptr_a5c1fa to i64
            %iv_857 = cute.assume(%298) : (i64) -> !cute.i64<divby 128>
            %299 = cute.inttoptr(%iv_857) : !cute.i64<divby 128> to !cute_ptr_fadb05
            %lay_858 = cute.get_layout(%slice_841) : !memref_smem_bf16_15
            %300 = cute.get_shape(%lay_858) : (!cute_layout_247bff) -> !cute.shape<"((4096,1))">
            %e0_859, %e1_860 = cute.get_leaves(%300) : !cute.shape<"((4096,1))">
            %lay_861 = cute.get_layout(%slice_848) : !cute_coord_tensor_d8ae4c
            %301 = cute.get_shape(%lay_861) : (!cute_layout_66697d) -> !cute.shape<"(((32,128),1))">
            %e0_862, %e1_863, %e2_864 = cute.get_leaves(%301) : !cute.shape<"(((32,128),1))">
            %shape_865 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_866 = cute.make_layout(%shape_865) : !cute.layout<"1:0">
            %append_867 = cute.append_to_rank<2> (%lay_858, %lay_866) : !cute_layout_247bff, !cute.layout<"1:0">
            %view_868 = cute.make_view(%iter_843, %append_867) : !memref_smem_bf16_16
            %iter_869 = cute.get_iter(%view_868) : !memref_smem_bf16_16
            %lay_870 = cute.get_layout(%view_868) : !memref_smem_bf16_16
            %302 = cute.get_shape(%lay_870) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_871, %e1_872, %e2_873 = cute.get_leaves(%302) : !cute.shape<"((4096,1),1)">
            %grouped_874 = cute.group_modes(%view_868) <1, 2> : (!memref_smem_bf16_16) -> !memref_smem_bf16_17
            %iter_875 = cute.get_iter(%grouped_874) : !memref_smem_bf16_17
            %iter_876 = cute.get_iter(%grouped_874) : !memref_smem_bf16_17
            %shape_877 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_878 = cute.make_layout(%shape_877) : !cute.layout<"1:0">
            %append_879 = cute.append_to_rank<2> (%lay_861, %lay_878) : !cute_layout_66697d, !cute.layout<"1:0">
            %int_tuple_880 = cute.make_int_tuple(%e0_855, %e1_856) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">) -> !cute_int_tuple_963f12
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_880) : (!cute_int_tuple_963f12) -> !cute_arith_tuple_iter_9664bc
            %view_881 = cute.make_view(%int_tup_iter, %append_879) : !cute_coord_tensor_186bad
            %iter_882 = cute.get_iter(%view_881) : !cute_coord_tensor_186bad
            %tup_883 = cute.deref_arith_tuple_iter(%iter_882) : !cute_arith_tuple_iter_9664bc
            %e0_884, %e1_885 = cute.get_leaves(%tup_883) : !cute_int_tuple_963f12
            %303 = cute.get_scalars(%e0_884) : !cute.int_tuple<"?{div=32}">
            %304 = cute.get_scalars(%e1_885) : !cute.int_tuple<"?{div=128}">
            %lay_886 = cute.get_layout(%view_881) : !cute_coord_tensor_186bad
            %305 = cute.get_shape(%lay_886) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_887, %e1_888, %e2_889, %e3_890 = cute.get_leaves(%305) : !cute.shape<"(((32,128),1),1)">
            %grouped_891 = cute.group_modes(%view_881) <1, 2> : (!cute_coord_tensor_186bad) -> !cute_coord_tensor_b48a1d
            %iter_892 = cute.get_iter(%grouped_891) : !cute_coord_tensor_b48a1d
            %tup_893 = cute.deref_arith_tuple_iter(%iter_892) : !cute_arith_tuple_iter_9664bc
            %e0_894, %e1_895 = cute.get_leaves(%tup_893) : !cute_int_tuple_963f12
            %306 = cute.get_scalars(%e0_894) : !cute.int_tuple<"?{div=32}">
            %307 = cute.get_scalars(%e1_895) : !cute.int_tuple<"?{div=128}">
            %iter_896 = cute.get_iter(%grouped_891) : !cute_coord_tensor_b48a1d
            %tup_897 = cute.deref_arith_tuple_iter(%iter_896) : !cute_arith_tuple_iter_9664bc
            %e0_898, %e1_899 = cute.get_leaves(%tup_897) : !cute_int_tuple_963f12
            %308 = cute.get_scalars(%e0_898) : !cute.int_tuple<"?{div=32}">
            %309 = cute.get_scalars(%e1_899) : !cute.int_tuple<"?{div=128}">
            %lay_900 = cute.get_layout(%grouped_874) : !memref_smem_bf16_17
            %310 = cute.get_shape(%lay_900) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_901, %e1_902, %e2_903 = cute.get_leaves(%310) : !cute.shape<"((4096,1),(1))">
            %lay_904 = cute.get_layout(%grouped_891) : !cute_coord_tensor_b48a1d
            %311 = cute.get_shape(%lay_904) : (!cute_layout_175aab) -> !cute_shape_018bee
            %e0_905, %e1_906, %e2_907, %e3_908 = cute.get_leaves(%311) : !cute_shape_018bee
            %sz_909 = cute.size(%grouped_874) <{mode = [1]}> : (!memref_smem_bf16_17) -> !cute.int_tuple<"1">
            %e0_910 = cute.get_leaves(%sz_909) : !cute.int_tuple<"1">
            %sz_911 = cute.size(%grouped_891) <{mode = [1]}> : (!cute_coord_tensor_b48a1d) -> !cute.int_tuple<"1">
            %e0_912 = cute.get_leaves(%sz_911) : !cute.int_tuple<"1">
            %312 = cute_nvgpu.atom.make_exec_tma(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_8b619e) -> !cute_nvgpu_atom_tma_store_e30e4f
            %313 = cute_nvgpu.atom.set_value<tma_descriptor_ptr>(%312, %299) : (!cute_nvgpu_atom_tma_store_e30e4f, !cute_ptr_fadb05)
            cute.copy(%313, %grouped_874, %grouped_891) : (!cute_nvgpu_atom_tma_store_e30e4f, !memref_smem_bf16_17, !cute_coord_tensor_b48a1d)
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
            scf.yield %262 : !cute.layout<"(1,4):(4,1)">
          } else {
            scf.yield %262 : !cute.layout<"(1,4):(4,1)">
          }
          nvvm.barrier id = %c1_i32_354 number_of_threads = %c256_i32
          %290 = arith.addi %264, %c1_i32_351 : i32
          %291 = arith.remsi %290, %c4_i32_542 : i32
          %292 = arith.addi %arg19, %23 : i32
          %iter_834 = cute.get_iter(%arg17) : !memref_rmem_f32_2
          %iter_835 = cute.get_iter(%arg20) : !memref_rmem_f32
          %iter_836 = cute.get_iter(%arg28) : !memref_rmem_bf16
          %iter_837 = cute.get_iter(%arg17) : !memref_rmem_f32_2
          %iter_838 = cute.get_iter(%arg20) : !memref_rmem_f32
          %iter_839 = cute.get_iter(%arg28) : !memref_rmem_bf16
          scf.yield %136, %162, %arg17, %291, %292, %arg20, %165, %168#0, %168#1, %168#2, %166#3, %166#4, %166#5, %arg28 : i32, i32, !memref_rmem_f32_2, i32, i32, !memref_rmem_f32, !mma_bf16_bf16_f32_64x128x16, i32, i32, i32, i32, i32, i32, !memref_rmem_bf16
        }
        %iter_339 = cute.get_iter(%134#2) : !memref_rmem_f32_2
        %iter_340 = cute.get_iter(%134#5) : !memref_rmem_f32
        %iter_341 = cute.get_iter(%134#13) : !memref_rmem_bf16
        %iter_342 = cute.get_iter(%rmem_327) : !memref_rmem_f32_2
        %iter_343 = cute.get_iter(%rmem) : !memref_rmem_f32
        %iter_344 = cute.get_iter(%rmem_332) : !memref_rmem_bf16
        nvvm.cp.async.bulk.wait_group 0 {read}
        scf.yield %134#6 : !mma_bf16_bf16_f32_64x128x16
      }
      return
    }
  }
  func.func @cutlass___call___cute_irkernelsgemm_grou_h36291334(%arg0: !memref_gmem_bf16_1, %arg1: !memref_gmem_bf16_2, %arg2: !memref_gmem_bf16_3, %arg3: !memref_gmem_i32, %arg4: !memref_gmem_i32_1, %arg5: !memref_gmem_i64, %arg6: !memref_gmem_i64_1, %arg7: i32, %arg8: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_1
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_2
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_bf16_3
    %iter_2 = cute.get_iter(%arg3) : !memref_gmem_i32
    %iter_3 = cute.get_iter(%arg4) : !memref_gmem_i32_1
    %iter_4 = cute.get_iter(%arg5) : !memref_gmem_i64
    %iter_5 = cute.get_iter(%arg6) : !memref_gmem_i64_1
    %iter_6 = cute.get_iter(%arg0) : !memref_gmem_bf16_1
    %iter_7 = cute.get_iter(%arg1) : !memref_gmem_bf16_2
    %iter_8 = cute.get_iter(%arg2) : !memref_gmem_bf16_3
    %iter_9 = cute.get_iter(%arg3) : !memref_gmem_i32
    %iter_10 = cute.get_iter(%arg4) : !memref_gmem_i32_1
    %iter_11 = cute.get_iter(%arg5) : !memref_gmem_i64
    %iter_12 = cute.get_iter(%arg6) : !memref_gmem_i64_1
    %lay = cute.get_layout(%arg0) : !memref_gmem_bf16_1
    %0 = cute.get_shape(%lay) : (!cute_layout_86a373) -> !cute.shape<"(200,520)">
    %e0, %e1 = cute.get_leaves(%0) : !cute.shape<"(200,520)">
    %1 = cute.get_shape(%lay) : (!cute_layout_86a373) -> !cute.shape<"(200,520)">
    %e0_13, %e1_14 = cute.get_leaves(%1) : !cute.shape<"(200,520)">
    %2 = cute.select<[0, 1]> (%lay) : (!cute_layout_86a373) -> !cute_layout_86a373
    %3 = cute.get_shape(%2) : (!cute_layout_86a373) -> !cute.shape<"(200,520)">
    %e0_15, %e1_16 = cute.get_leaves(%3) : !cute.shape<"(200,520)">
    %4 = cute.get_stride(%2) : (!cute_layout_86a373) -> !cute.stride<"(520,1)">
    %e0_17, %e1_18 = cute.get_leaves(%4) : !cute.stride<"(520,1)">
    %shape = cute.make_shape() : () -> !cute.shape<"(200,520,1)">
    %stride = cute.make_stride() : () -> !cute.stride<"(520,1,0)">
    %lay_19 = cute.make_layout(%shape, %stride) : !cute_layout_75a9c2
    %view = cute.make_view(%iter_6, %lay_19) : !memref_gmem_bf16_4
    %iter_20 = cute.get_iter(%view) : !memref_gmem_bf16_4
    %lay_21 = cute.get_layout(%arg1) : !memref_gmem_bf16_2
    %5 = cute.get_shape(%lay_21) : (!cute_layout_02cd63) -> !cute.shape<"(520,136)">
    %e0_22, %e1_23 = cute.get_leaves(%5) : !cute.shape<"(520,136)">
    %6 = cute.get_shape(%lay_21) : (!cute_layout_02cd63) -> !cute.shape<"(520,136)">
    %e0_24, %e1_25 = cute.get_leaves(%6) : !cute.shape<"(520,136)">
    %7 = cute.select<[1, 0]> (%lay_21) : (!cute_layout_02cd63) -> !cute_layout_5cf26e
    %8 = cute.get_shape(%7) : (!cute_layout_5cf26e) -> !cute.shape<"(136,520)">
    %e0_26, %e1_27 = cute.get_leaves(%8) : !cute.shape<"(136,520)">
    %9 = cute.get_stride(%7) : (!cute_layout_5cf26e) -> !cute.stride<"(520,1)">
    %e0_28, %e1_29 = cute.get_leaves(%9) : !cute.stride<"(520,1)">
    %shape_30 = cute.make_shape() : () -> !cute.shape<"(136,520,1)">
    %stride_31 = cute.make_stride() : () -> !cute.stride<"(520,1,0)">
    %lay_32 = cute.make_layout(%shape_30, %stride_31) : !cute_layout_6005f9
    %view_33 = cute.make_view(%iter_7, %lay_32) : !memref_gmem_bf16_5
    %iter_34 = cute.get_iter(%view_33) : !memref_gmem_bf16_5
    %lay_35 = cute.get_layout(%arg2) : !memref_gmem_bf16_3
    %10 = cute.get_shape(%lay_35) : (!cute_layout_d6f2fa) -> !cute.shape<"(200,136)">
    %e0_36, %e1_37 = cute.get_leaves(%10) : !cute.shape<"(200,136)">
    %11 = cute.get_shape(%lay_35) : (!cute_layout_d6f2fa) -> !cute.shape<"(200,136)">
    %e0_38, %e1_39 = cute.get_leaves(%11) : !cute.shape<"(200,136)">
    %12 = cute.select<[0, 1]> (%lay_35) : (!cute_layout_d6f2fa) -> !cute_layout_d6f2fa
    %13 = cute.get_shape(%12) : (!cute_layout_d6f2fa) -> !cute.shape<"(200,136)">
    %e0_40, %e1_41 = cute.get_leaves(%13) : !cute.shape<"(200,136)">
    %14 = cute.get_stride(%12) : (!cute_layout_d6f2fa) -> !cute.stride<"(136,1)">
    %e0_42, %e1_43 = cute.get_leaves(%14) : !cute.stride<"(136,1)">
    %shape_44 = cute.make_shape() : () -> !cute.shape<"(200,136,1)">
    %stride_45 = cute.make_stride() : () -> !cute.stride<"(136,1,0)">
    %lay_46 = cute.make_layout(%shape_44, %stride_45) : !cute_layout_0336af
    %view_47 = cute.make_view(%iter_8, %lay_46) : !memref_gmem_bf16_6
    %iter_48 = cute.get_iter(%view_47) : !memref_gmem_bf16_6
    %lay_49 = cute.get_layout(%view) : !memref_gmem_bf16_4
    %15 = cute.get_shape(%lay_49) : (!cute_layout_75a9c2) -> !cute.shape<"(200,520,1)">
    %e0_50, %e1_51, %e2 = cute.get_leaves(%15) : !cute.shape<"(200,520,1)">
    %16 = cute.get_stride(%lay_49) : (!cute_layout_75a9c2) -> !cute.stride<"(520,1,0)">
    %e0_52, %e1_53, %e2_54 = cute.get_leaves(%16) : !cute.stride<"(520,1,0)">
    %lay_55 = cute.get_layout(%view_33) : !memref_gmem_bf16_5
    %17 = cute.get_shape(%lay_55) : (!cute_layout_6005f9) -> !cute.shape<"(136,520,1)">
    %e0_56, %e1_57, %e2_58 = cute.get_leaves(%17) : !cute.shape<"(136,520,1)">
    %18 = cute.get_stride(%lay_55) : (!cute_layout_6005f9) -> !cute.stride<"(520,1,0)">
    %e0_59, %e1_60, %e2_61 = cute.get_leaves(%18) : !cute.stride<"(520,1,0)">
    %lay_62 = cute.get_layout(%view_47) : !memref_gmem_bf16_6
    %19 = cute.get_shape(%lay_62) : (!cute_layout_0336af) -> !cute.shape<"(200,136,1)">
    %e0_63, %e1_64, %e2_65 = cute.get_leaves(%19) : !cute.shape<"(200,136,1)">
    %20 = cute.get_stride(%lay_62) : (!cute_layout_0336af) -> !cute.stride<"(136,1,0)">
    %e0_66, %e1_67, %e2_68 = cute.get_leaves(%20) : !cute.stride<"(136,1,0)">
    %shape_69 = cute.make_shape() : () -> !cute.shape<"(64,128,16)">
    %false = arith.constant false
    %atom = cute.make_atom(%false) : (i1) -> !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>
    %shape_70 = cute.make_shape() : () -> !cute.shape<"(2,1,1)">
    %lay_71 = cute.make_layout(%shape_70) : !cute.layout<"(2,1,1):(1,0,0)">
    %21 = cute.get_shape(%lay_71) : (!cute.layout<"(2,1,1):(1,0,0)">) -> !cute.shape<"(2,1,1)">
    %e0_72, %e1_73, %e2_74 = cute.get_leaves(%21) : !cute.shape<"(2,1,1)">
    %22 = cute.make_tiled_mma(%atom) : !mma_bf16_bf16_f32_64x128x16
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"64">
    %sz = cute.size(%int_tuple) : (!cute.int_tuple<"64">) -> !cute.int_tuple<"64">
    %e0_75 = cute.get_leaves(%sz) : !cute.int_tuple<"64">
    %23 = cute.static : !cute.swizzle<"S<3,4,3>">
    %shape_76 = cute.make_shape() : () -> !cute.shape<"(8,64)">
    %stride_77 = cute.make_stride() : () -> !cute.stride<"(64,1)">
    %lay_78 = cute.make_layout(%shape_76, %stride_77) : !cute.layout<"(8,64):(64,1)">
    %24 = cute.get_stride(%lay_78) : (!cute.layout<"(8,64):(64,1)">) -> !cute.stride<"(64,1)">
    %e0_79, %e1_80 = cute.get_leaves(%24) : !cute.stride<"(64,1)">
    %int_tuple_81 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
    %lay_82 = cute.make_composed_layout(%23, %int_tuple_81, %lay_78) : !cute_composed_layout_4f3443
    %shape_83 = cute.make_shape() : () -> !cute.shape<"(128,64,6)">
    %int_tuple_84 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,1,2)">
    %tile_to_shape = cute.tile_to_shape(%lay_82, %shape_83, %int_tuple_84) : (!cute_composed_layout_4f3443, !cute.shape<"(128,64,6)">, !cute.int_tuple<"(0,1,2)">) -> !cute_composed_layout_6fe5de
    %int_tuple_85 = cute.make_int_tuple() : () -> !cute.int_tuple<"64">
    %sz_86 = cute.size(%int_tuple_85) : (!cute.int_tuple<"64">) -> !cute.int_tuple<"64">
    %e0_87 = cute.get_leaves(%sz_86) : !cute.int_tuple<"64">
    %25 = cute.static : !cute.swizzle<"S<3,4,3>">
    %shape_88 = cute.make_shape() : () -> !cute.shape<"(8,64)">
    %stride_89 = cute.make_stride() : () -> !cute.stride<"(64,1)">
    %lay_90 = cute.make_layout(%shape_88, %stride_89) : !cute.layout<"(8,64):(64,1)">
    %26 = cute.get_stride(%lay_90) : (!cute.layout<"(8,64):(64,1)">) -> !cute.stride<"(64,1)">
    %e0_91, %e1_92 = cute.get_leaves(%26) : !cute.stride<"(64,1)">
    %int_tuple_93 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
    %lay_94 = cute.make_composed_layout(%25, %int_tuple_93, %lay_90) : !cute_composed_layout_4f3443
    %shape_95 = cute.make_shape() : () -> !cute.shape<"(128,64,6)">
    %int_tuple_96 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,1,2)">
    %tile_to_shape_97 = cute.tile_to_shape(%lay_94, %shape_95, %int_tuple_96) : (!cute_composed_layout_4f3443, !cute.shape<"(128,64,6)">, !cute.int_tuple<"(0,1,2)">) -> !cute_composed_layout_6fe5de
    %27 = cute.static : !cute.swizzle<"S<2,4,3>">
    %shape_98 = cute.make_shape() : () -> !cute.shape<"(8,32)">
    %stride_99 = cute.make_stride() : () -> !cute.stride<"(32,1)">
    %lay_100 = cute.make_layout(%shape_98, %stride_99) : !cute.layout<"(8,32):(32,1)">
    %28 = cute.get_stride(%lay_100) : (!cute.layout<"(8,32):(32,1)">) -> !cute.stride<"(32,1)">
    %e0_101, %e1_102 = cute.get_leaves(%28) : !cute.stride<"(32,1)">
    %int_tuple_103 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
    %lay_104 = cute.make_composed_layout(%27, %int_tuple_103, %lay_100) : !cute_composed_layout_cead9b
    %shape_105 = cute.make_shape() : () -> !cute.shape<"(128,32,4)">
    %int_tuple_106 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,1,2)">
    %tile_to_shape_107 = cute.tile_to_shape(%lay_104, %shape_105, %int_tuple_106) : (!cute_composed_layout_cead9b, !cute.shape<"(128,32,4)">, !cute.int_tuple<"(0,1,2)">) -> !cute_composed_layout_4ff599
    %coord = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
    %slice = cute.slice(%tile_to_shape, %coord) : !cute_composed_layout_6fe5de, !cute.coord<"(_,_,0)">
    %29 = cute.get_shape(%slice) : (!cute_composed_layout_08a685) -> !cute.shape<"((8,16),(64,1))">
    %e0_108, %e1_109, %e2_110, %e3 = cute.get_leaves(%29) : !cute.shape<"((8,16),(64,1))">
    %shape_111 = cute.make_shape() : () -> !cute.shape<"(200,520,1)">
    %30 = cute.make_identity_layout(%shape_111) : !cute_layout_701602
    %tile = cute.make_tile() : () -> !cute.tile<"[128:1;64:1]">
    %31 = cute.composition(%30, %tile) : (!cute_layout_701602, !cute.tile<"[128:1;64:1]">) -> !cute_layout_e0bfea
    %non_exec_atom, %tma_tensor = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%view, %slice, %31) <{kind = <sm_90> num_multicast = 1}> : (!memref_gmem_bf16_4, !cute_composed_layout_08a685, !cute_layout_e0bfea) -> (!cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3, !cute_coord_tensor_62b16d)
    %iter_112 = cute.get_iter(%tma_tensor) : !cute_coord_tensor_62b16d
    %tup = cute.deref_arith_tuple_iter(%iter_112) : !cute.arith_tuple_iter<"(0,0)">
    %e0_113, %e1_114 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %coord_115 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
    %slice_116 = cute.slice(%tile_to_shape_97, %coord_115) : !cute_composed_layout_6fe5de, !cute.coord<"(_,_,0)">
    %32 = cute.get_shape(%slice_116) : (!cute_composed_layout_08a685) -> !cute.shape<"((8,16),(64,1))">
    %e0_117, %e1_118, %e2_119, %e3_120 = cute.get_leaves(%32) : !cute.shape<"((8,16),(64,1))">
    %shape_121 = cute.make_shape() : () -> !cute.shape<"(136,520,1)">
    %33 = cute.make_identity_layout(%shape_121) : !cute_layout_25b853
    %tile_122 = cute.make_tile() : () -> !cute.tile<"[128:1;64:1]">
    %34 = cute.composition(%33, %tile_122) : (!cute_layout_25b853, !cute.tile<"[128:1;64:1]">) -> !cute_layout_e0bfea
    %non_exec_atom_123, %tma_tensor_124 = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%view_33, %slice_116, %34) <{kind = <sm_90> num_multicast = 1}> : (!memref_gmem_bf16_5, !cute_composed_layout_08a685, !cute_layout_e0bfea) -> (!cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3, !cute_coord_tensor_2cbc83)
    %iter_125 = cute.get_iter(%tma_tensor_124) : !cute_coord_tensor_2cbc83
    %tup_126 = cute.deref_arith_tuple_iter(%iter_125) : !cute.arith_tuple_iter<"(0,0)">
    %e0_127, %e1_128 = cute.get_leaves(%tup_126) : !cute.int_tuple<"(0,0)">
    %coord_129 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
    %slice_130 = cute.slice(%tile_to_shape_107, %coord_129) : !cute_composed_layout_4ff599, !cute.coord<"(_,_,0)">
    %35 = cute.get_shape(%slice_130) : (!cute_composed_layout_78147e) -> !cute.shape<"((8,16),(32,1))">
    %e0_131, %e1_132, %e2_133, %e3_134 = cute.get_leaves(%35) : !cute.shape<"((8,16),(32,1))">
    %shape_135 = cute.make_shape() : () -> !cute.shape<"(200,136,1)">
    %36 = cute.make_identity_layout(%shape_135) : !cute_layout_7e30a1
    %tile_136 = cute.make_tile() : () -> !cute.tile<"[128:1;32:1]">
    %37 = cute.composition(%36, %tile_136) : (!cute_layout_7e30a1, !cute.tile<"[128:1;32:1]">) -> !cute_layout_1bc702
    %non_exec_atom_137, %tma_tensor_138 = cute_nvgpu.atom.make_non_exec_tiled_tma_store(%view_47, %slice_130, %37) : (!memref_gmem_bf16_6, !cute_composed_layout_78147e, !cute_layout_1bc702) -> (!cute_nvgpu_atom_non_exec_tiled_tma_store_8b619e, !cute_coord_tensor_99805c)
    %iter_139 = cute.get_iter(%tma_tensor_138) : !cute_coord_tensor_99805c
    %tup_140 = cute.deref_arith_tuple_iter(%iter_139) : !cute.arith_tuple_iter<"(0,0)">
    %e0_141, %e1_142 = cute.get_leaves(%tup_140) : !cute.int_tuple<"(0,0)">
    %cosz = cute.cosize(%tile_to_shape) : (!cute_composed_layout_6fe5de) -> !cute.int_tuple<"49152">
    %e0_143 = cute.get_leaves(%cosz) : !cute.int_tuple<"49152">
    %cosz_144 = cute.cosize(%tile_to_shape_97) : (!cute_composed_layout_6fe5de) -> !cute.int_tuple<"49152">
    %e0_145 = cute.get_leaves(%cosz_144) : !cute.int_tuple<"49152">
    %cosz_146 = cute.cosize(%tile_to_shape_107) : (!cute_composed_layout_4ff599) -> !cute.int_tuple<"16384">
    %e0_147 = cute.get_leaves(%cosz_146) : !cute.int_tuple<"16384">
    %sz_148 = cute.size(%arg6) <{mode = [0]}> : (!memref_gmem_i64_1) -> !cute.int_tuple<"132">
    %e0_149 = cute.get_leaves(%sz_148) : !cute.int_tuple<"132">
    %c132_i32 = arith.constant 132 : i32
    %38 = arith.minsi %arg7, %c132_i32 : i32
    %c1_i32 = arith.constant 1 : i32
    %39 = arith.maxsi %38, %c1_i32 : i32
    %40 = cute.static : !cute.layout<"1:0">
    %41 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %42 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %lay_150 = cute.get_layout(%tma_tensor) : !cute_coord_tensor_62b16d
    %43 = cute.static : !cute.layout<"1:0">
    %44 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %45 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %lay_151 = cute.get_layout(%tma_tensor_124) : !cute_coord_tensor_2cbc83
    %46 = cute.static : !cute.layout<"1:0">
    %47 = cute.static : !cute.layout<"(1,4096):(0,1)">
    %48 = cute.static : !cute.layout<"(1,4096):(0,1)">
    %lay_152 = cute.get_layout(%tma_tensor_138) : !cute_coord_tensor_99805c
    %49 = cute.static : !cute_layout_002152
    %50 = cute.static : !cute.tile<"[_;_;_]">
    %e0_153, %e1_154, %e2_155 = cute.get_leaves(%50) : !cute.tile<"[_;_;_]">
    %51 = cute.static : !cute.layout<"128:1">
    %52 = cute.static : !cute.shape<"(64,128,16)">
    %e0_156, %e1_157, %e2_158 = cute.get_leaves(%52) : !cute.shape<"(64,128,16)">
    %53 = cute.static : !cute.layout<"(128,(64,16)):(0,(1,64))">
    %54 = cute.static : !cute.layout<"(128,(128,16)):(0,(1,128))">
    %55 = cute.static : !cute.layout<"((4,8,4),(2,2,16)):((128,1,16),(64,8,512))">
    %56 = cute.composed_get_inner(%tile_to_shape) : (!cute_composed_layout_6fe5de) -> !cute.swizzle<"S<3,4,3>">
    %57 = cute.composed_get_offset(%tile_to_shape) : (!cute_composed_layout_6fe5de) -> !cute.int_tuple<"0">
    %e0_159 = cute.get_leaves(%57) : !cute.int_tuple<"0">
    %58 = cute.composed_get_outer(%tile_to_shape) : (!cute_composed_layout_6fe5de) -> !cute_layout_8597a8
    %59 = cute.composed_get_inner(%tile_to_shape_97) : (!cute_composed_layout_6fe5de) -> !cute.swizzle<"S<3,4,3>">
    %60 = cute.composed_get_offset(%tile_to_shape_97) : (!cute_composed_layout_6fe5de) -> !cute.int_tuple<"0">
    %e0_160 = cute.get_leaves(%60) : !cute.int_tuple<"0">
    %61 = cute.composed_get_outer(%tile_to_shape_97) : (!cute_composed_layout_6fe5de) -> !cute_layout_8597a8
    %62 = cute.composed_get_inner(%tile_to_shape_107) : (!cute_composed_layout_4ff599) -> !cute.swizzle<"S<2,4,3>">
    %63 = cute.composed_get_offset(%tile_to_shape_107) : (!cute_composed_layout_4ff599) -> !cute.int_tuple<"0">
    %e0_161 = cute.get_leaves(%63) : !cute.int_tuple<"0">
    %64 = cute.composed_get_outer(%tile_to_shape_107) : (!cute_composed_layout_4ff599) -> !cute_layout_2dea00
    %lay_162 = cute.get_layout(%arg3) : !memref_gmem_i32
    %lay_163 = cute.get_layout(%arg4) : !memref_gmem_i32_1
    %lay_164 = cute.get_layout(%arg5) : !memref_gmem_i64
    %lay_165 = cute.get_layout(%arg6) : !memref_gmem_i64_1
    %65 = cute.kernel_smem_size @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h836500a5_0 : i64
    %c230400_i32 = arith.constant 230400 : i32
    %66 = arith.extsi %c230400_i32 : i32 to i64
    %67 = arith.cmpi slt, %66, %65 : i64
    scf.if %67 {
      cute.print("\0AError: shared memory usage in '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h836500a5_0' may exceed available memory set in kernel launch. Allocated: {} bytes. Used: {} bytes.\0A\0A", %c230400_i32, %65) : i32, i64
    }
    %c232448_i32 = arith.constant 232448 : i32
    %68 = arith.cmpi sgt, %c230400_i32, %c232448_i32 : i32
    scf.if %68 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h836500a5_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %c230400_i32) : i32
    }
    %69 = arith.extsi %c230400_i32 : i32 to i64
    %c384_i32 = arith.constant 384 : i32
    %c1_i32_166 = arith.constant 1 : i32
    %70 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c384_i32, %c1_i32_166, %c1_i32_166), dynamicSmemBytes = %69, gridDim = (%c1_i32_166, %c1_i32_166, %39), stream = %arg8) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%70] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %c0_i32_167 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%70] %c0_i32_167 : !cuda_launch_cfg_2cf94c, i32
    %71 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h836500a5_0<%70> (%non_exec_atom, %tma_tensor, %non_exec_atom_123, %tma_tensor_124, %non_exec_atom_137, %tma_tensor_138, %22, %tile_to_shape, %tile_to_shape_97, %tile_to_shape_107, %arg3, %arg4, %arg5, %arg6, %arg7) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3, !cute_coord_tensor_62b16d, !cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3, !cute_coord_tensor_2cbc83, !cute_nvgpu_atom_non_exec_tiled_tma_store_8b619e, !cute_coord_tensor_99805c, !mma_bf16_bf16_f32_64x128x16, !cute_composed_layout_6fe5de, !cute_composed_layout_6fe5de, !cute_composed_layout_4ff599, !memref_gmem_i32, !memref_gmem_i32_1, !memref_gmem_i64, !memref_gmem_i64_1, i32) -> !cuda.result
    %72 = cuda.cast %71 : !cuda.result -> i32
    cuda.return_if_error %72 : i32
    %c0_i32_168 = arith.constant 0 : i32
    return %c0_i32_168 : i32
  }
}
