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
!copy_stsm_4_ = !cute.tiled_copy<!cute_nvgpu.atom.stsm<bf16, mode = <"(8,8)">, num_matrices = 4, n>, layout_copy_tv = <"((4,8,8),(2,2,2)):((128,1,8),(512,64,1024))">, tiler_mn = <"[(8,8,2):(1,16,8);(4,2,2):(2,1,8)]">>
!copy_stsm_4_1 = !cute.tiled_copy<!cute_nvgpu.atom.stsm<bf16, mode = <"(8,8)">, num_matrices = 4, n>, layout_copy_tv = <"((4,64),((2,2,2),1)):((128,1),((512,64,1024),0))">, tiler_mn = <"[(8,8,2):(1,16,8);(4,2,2):(2,1,8)]">>
!memref_gmem_bf16_ = !cute.memref<bf16, gmem, align<16>, "(?,?,1):(?,1,0)">
!memref_gmem_bf16_1 = !cute.memref<bf16, gmem, align<16>, "(200,520):(520,1)">
!memref_gmem_bf16_2 = !cute.memref<bf16, gmem, align<16>, "(520,136):(1,520)">
!memref_gmem_bf16_3 = !cute.memref<bf16, gmem, align<16>, "(200,136):(136,1)">
!memref_gmem_bf16_4 = !cute.memref<bf16, gmem, align<16>, "(200,520,1):(520,1,0)">
!memref_gmem_bf16_5 = !cute.memref<bf16, gmem, align<16>, "(136,520,1):(520,1,0)">
!memref_gmem_bf16_6 = !cute.memref<bf16, gmem, align<16>, "(200,136,1):(136,1,0)">
!memref_gmem_i32_ = !cute.memref<i32, gmem, align<16>, "(3,4):(4,1)">
!memref_gmem_i32_1 = !cute.memref<i32, gmem, align<16>, "(3,3):(3,1)">
!memref_gmem_i64_ = !cute.memref<i64, gmem, align<16>, "(3,3):(3,1)">
!memref_gmem_i64_1 = !cute.memref<i64, gmem, align<16>, "(132,3,16):(48,16,1)">
!memref_gmem_i64_2 = !cute.memref<i64, gmem, align<16>, "(16):(1)">
!memref_rmem_bf16_ = !cute.memref<bf16, rmem, align<32>, "(((2,2,2),1),1,2):(((1,2,4),0),0,8)">
!memref_rmem_bf16_1 = !cute.memref<bf16, rmem, align<32>, "(((2,2,2),1),(1,2)):(((1,2,4),0),(0,8))">
!memref_rmem_f32_ = !cute.memref<f32, rmem, align<32>, "((2,2,16),1,1):((1,2,4),0,0)">
!memref_rmem_f32_1 = !cute.memref<f32, rmem, align<32>, "((8,8),1,1):((1,8),0,0)">
!memref_rmem_f32_2 = !cute.memref<f32, rmem, align<32>, "(((2,2,2),1),1,2):(((1,2,4),0),0,8)">
!memref_smem_bf16_ = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">
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
!mma_bf16_bf16_f32_64x128x16_ = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>, atom_layout_MNK = <"(2,1,1):(1,0,0)">, permutation_MNK = <"[_;_;_]">>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_kernel_cute_irkernelsgemm_h836500a5_0(%arg0: !cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3 {cute_nvgpu.grid_constant}, %arg1: !cute_coord_tensor_62b16d, %arg2: !cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3 {cute_nvgpu.grid_constant}, %arg3: !cute_coord_tensor_2cbc83, %arg4: !cute_nvgpu_atom_non_exec_tiled_tma_store_8b619e {cute_nvgpu.grid_constant}, %arg5: !cute_coord_tensor_99805c, %arg6: !mma_bf16_bf16_f32_64x128x16_, %arg7: !cute_composed_layout_6fe5de, %arg8: !cute_composed_layout_6fe5de, %arg9: !cute_composed_layout_4ff599, %arg10: !memref_gmem_i32_, %arg11: !memref_gmem_i32_1, %arg12: !memref_gmem_i64_, %arg13: !memref_gmem_i64_1, %arg14: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 384, 1, 1>} {
      %iter = cute.get_iter(%arg1) : !cute_coord_tensor_62b16d
      %tup = cute.deref_arith_tuple_iter(%iter) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_0 = cute.get_iter(%arg3) : !cute_coord_tensor_2cbc83
      %tup_1 = cute.deref_arith_tuple_iter(%iter_0) : !cute.arith_tuple_iter<"(0,0)">
      %e0_2, %e1_3 = cute.get_leaves(%tup_1) : !cute.int_tuple<"(0,0)">
      %iter_4 = cute.get_iter(%arg5) : !cute_coord_tensor_99805c
      %tup_5 = cute.deref_arith_tuple_iter(%iter_4) : !cute.arith_tuple_iter<"(0,0)">
      %e0_6, %e1_7 = cute.get_leaves(%tup_5) : !cute.int_tuple<"(0,0)">
      %iter_8 = cute.get_iter(%arg10) : !memref_gmem_i32_
      %iter_9 = cute.get_iter(%arg11) : !memref_gmem_i32_1
      %iter_10 = cute.get_iter(%arg12) : !memref_gmem_i64_
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
      %iter_24 = cute.get_iter(%arg10) : !memref_gmem_i32_
      %iter_25 = cute.get_iter(%arg11) : !memref_gmem_i32_1
      %iter_26 = cute.get_iter(%arg12) : !memref_gmem_i64_
      %iter_27 = cute.get_iter(%arg13) : !memref_gmem_i64_1
      %lay = cute.get_layout(%arg1) : !cute_coord_tensor_62b16d
      %lay_28 = cute.get_layout(%arg3) : !cute_coord_tensor_2cbc83
      %lay_29 = cute.get_layout(%arg5) : !cute_coord_tensor_99805c
      %lay_30 = cute.get_layout(%arg10) : !memref_gmem_i32_
      %lay_31 = cute.get_layout(%arg11) : !memref_gmem_i32_1
      %lay_32 = cute.get_layout(%arg12) : !memref_gmem_i64_
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
      %c128_i32 = arith.constant 128 : i32
      %15 = arith.floordivsi %0, %c128_i32 : i32
      %16 = cute_nvgpu.arch.make_warp_uniform(%15) : i32
      %17 = nvvm.read.ptx.sreg.ctaid.x : i32
      %18 = nvvm.read.ptx.sreg.ctaid.y : i32
      %19 = nvvm.read.ptx.sreg.ctaid.z : i32
      %20 = nvvm.read.ptx.sreg.nctaid.x : i32
      %21 = nvvm.read.ptx.sreg.nctaid.y : i32
      %22 = nvvm.read.ptx.sreg.nctaid.z : i32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"230400">
      %ptr = cute.add_offset(%smem_ptr, %int_tuple) : (!cute_ptr_9af6a0, !cute.int_tuple<"230400">) -> !cute_ptr_9af6a0
      %smem_size = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c230400_i32 = arith.constant 230400 : i32
      %23 = arith.cmpi sge, %smem_size, %c230400_i32 : i32
      cf.assert %23, "Allocation failed: shared memory allocation exceeds available memory set in kernel launch. Allocated bytes: 230400 bytes. Please reduce the allocation or set a larger smem size in kernel launch."
      %int_tuple_34 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
      %ptr_35 = cute.add_offset(%smem_ptr, %int_tuple_34) : (!cute_ptr_9af6a0, !cute.int_tuple<"0">) -> !cute_ptr_9af6a0
      %int_tuple_36 = cute.make_int_tuple() : () -> !cute.int_tuple<"384">
      %ptr_37 = cute.add_offset(%smem_ptr, %int_tuple_36) : (!cute_ptr_9af6a0, !cute.int_tuple<"384">) -> !cute.ptr<i8, smem, align<128>>
      %int_tuple_38 = cute.make_int_tuple() : () -> !cute.int_tuple<"1024">
      %ptr_39 = cute.add_offset(%smem_ptr, %int_tuple_38) : (!cute_ptr_9af6a0, !cute.int_tuple<"1024">) -> !cute_ptr_9af6a0
      %int_tuple_40 = cute.make_int_tuple() : () -> !cute.int_tuple<"99328">
      %ptr_41 = cute.add_offset(%smem_ptr, %int_tuple_40) : (!cute_ptr_9af6a0, !cute.int_tuple<"99328">) -> !cute_ptr_9af6a0
      %int_tuple_42 = cute.make_int_tuple() : () -> !cute.int_tuple<"197632">
      %ptr_43 = cute.add_offset(%smem_ptr, %int_tuple_42) : (!cute_ptr_9af6a0, !cute.int_tuple<"197632">) -> !cute_ptr_9af6a0
      %coord = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
      %slice = cute.slice(%arg7, %coord) : !cute_composed_layout_6fe5de, !cute.coord<"(_,_,0)">
      %24 = cute.composed_get_inner(%slice) : (!cute_composed_layout_08a685) -> !cute.swizzle<"S<3,4,3>">
      %25 = cute.composed_get_outer(%slice) : (!cute_composed_layout_08a685) -> !cute_layout_c4363d
      %cosz = cute.cosize(%25) : (!cute_layout_c4363d) -> !cute.int_tuple<"8192">
      %e0_44 = cute.get_leaves(%cosz) : !cute.int_tuple<"8192">
      %int_tuple_45 = cute.make_int_tuple() : () -> !cute.int_tuple<"131072">
      %tile = cute.make_tile() : () -> !cute.tile<"8:1">
      %shp = cute.ceil_div(%int_tuple_45, %tile) : !cute.int_tuple<"131072">, !cute.tile<"8:1">
      %e0_46 = cute.get_leaves(%shp) : !cute.int_tuple<"16384">
      %coord_47 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
      %slice_48 = cute.slice(%arg8, %coord_47) : !cute_composed_layout_6fe5de, !cute.coord<"(_,_,0)">
      %26 = cute.composed_get_inner(%slice_48) : (!cute_composed_layout_08a685) -> !cute.swizzle<"S<3,4,3>">
      %27 = cute.composed_get_outer(%slice_48) : (!cute_composed_layout_08a685) -> !cute_layout_c4363d
      %cosz_49 = cute.cosize(%27) : (!cute_layout_c4363d) -> !cute.int_tuple<"8192">
      %e0_50 = cute.get_leaves(%cosz_49) : !cute.int_tuple<"8192">
      %int_tuple_51 = cute.make_int_tuple() : () -> !cute.int_tuple<"131072">
      %tile_52 = cute.make_tile() : () -> !cute.tile<"8:1">
      %shp_53 = cute.ceil_div(%int_tuple_51, %tile_52) : !cute.int_tuple<"131072">, !cute.tile<"8:1">
      %e0_54 = cute.get_leaves(%shp_53) : !cute.int_tuple<"16384">
      %iter_55 = cute.recast_iter(%ptr_37) : !cute.ptr<i8, smem, align<128>> to !cute_ptr_e15201
      %shape = cute.make_shape() : () -> !cute.shape<"(1,1,1,1)">
      %lay_56 = cute.make_layout(%shape) : !cute_layout_4a5fc8
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
      %c0_i32 = arith.constant 0 : i32
      %40 = arith.cmpi eq, %39, %c0_i32 : i32
      scf.if %40 {
        %int_tuple_233 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_234 = cute.add_offset(%iter_55, %int_tuple_233) : (!cute_ptr_e15201, !cute.int_tuple<"0">) -> !cute_ptr_e15201
        %88 = builtin.unrealized_conversion_cast %ptr_234 : !cute_ptr_e15201 to !llvm.ptr<3>
        %c1_i32_235 = arith.constant 1 : i32
        nvvm.mbarrier.init.shared %88, %c1_i32_235 : !llvm.ptr<3>, i32
        %int_tuple_236 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
        %ptr_237 = cute.add_offset(%iter_55, %int_tuple_236) : (!cute_ptr_e15201, !cute.int_tuple<"1">) -> !cute.ptr<i64, smem>
        %89 = builtin.unrealized_conversion_cast %ptr_237 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %89, %c1_i32_235 : !llvm.ptr<3>, i32
        %int_tuple_238 = cute.make_int_tuple() : () -> !cute.int_tuple<"2">
        %ptr_239 = cute.add_offset(%iter_55, %int_tuple_238) : (!cute_ptr_e15201, !cute.int_tuple<"2">) -> !cute.ptr<i64, smem, align<16>>
        %90 = builtin.unrealized_conversion_cast %ptr_239 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %90, %c1_i32_235 : !llvm.ptr<3>, i32
        %int_tuple_240 = cute.make_int_tuple() : () -> !cute.int_tuple<"3">
        %ptr_241 = cute.add_offset(%iter_55, %int_tuple_240) : (!cute_ptr_e15201, !cute.int_tuple<"3">) -> !cute.ptr<i64, smem>
        %91 = builtin.unrealized_conversion_cast %ptr_241 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %91, %c1_i32_235 : !llvm.ptr<3>, i32
        %int_tuple_242 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
        %ptr_243 = cute.add_offset(%iter_55, %int_tuple_242) : (!cute_ptr_e15201, !cute.int_tuple<"4">) -> !cute.ptr<i64, smem, align<32>>
        %92 = builtin.unrealized_conversion_cast %ptr_243 : !cute.ptr<i64, smem, align<32>> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %92, %c1_i32_235 : !llvm.ptr<3>, i32
        %int_tuple_244 = cute.make_int_tuple() : () -> !cute.int_tuple<"5">
        %ptr_245 = cute.add_offset(%iter_55, %int_tuple_244) : (!cute_ptr_e15201, !cute.int_tuple<"5">) -> !cute.ptr<i64, smem>
        %93 = builtin.unrealized_conversion_cast %ptr_245 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %93, %c1_i32_235 : !llvm.ptr<3>, i32
      }
      %int_tuple_57 = cute.make_int_tuple() : () -> !cute.int_tuple<"6">
      %ptr_58 = cute.add_offset(%iter_55, %int_tuple_57) : (!cute_ptr_e15201, !cute.int_tuple<"6">) -> !cute.ptr<i64, smem, align<16>>
      %41 = nvvm.read.ptx.sreg.tid.x : i32
      %42 = nvvm.read.ptx.sreg.tid.y : i32
      %43 = nvvm.read.ptx.sreg.tid.z : i32
      %44 = nvvm.read.ptx.sreg.ntid.x : i32
      %45 = nvvm.read.ptx.sreg.ntid.y : i32
      %46 = arith.muli %42, %44 : i32
      %47 = arith.addi %41, %46 : i32
      %48 = arith.muli %43, %44 : i32
      %49 = arith.muli %48, %45 : i32
      %50 = arith.addi %47, %49 : i32
      %51 = arith.floordivsi %50, %c32_i32 : i32
      %52 = cute_nvgpu.arch.make_warp_uniform(%51) : i32
      %53 = arith.cmpi eq, %52, %c0_i32 : i32
      scf.if %53 {
        %int_tuple_233 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_234 = cute.add_offset(%ptr_58, %int_tuple_233) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<i64, smem, align<16>>
        %88 = builtin.unrealized_conversion_cast %ptr_234 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
        %c8_i32 = arith.constant 8 : i32
        nvvm.mbarrier.init.shared %88, %c8_i32 : !llvm.ptr<3>, i32
        %int_tuple_235 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
        %ptr_236 = cute.add_offset(%ptr_58, %int_tuple_235) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"1">) -> !cute.ptr<i64, smem>
        %89 = builtin.unrealized_conversion_cast %ptr_236 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %89, %c8_i32 : !llvm.ptr<3>, i32
        %int_tuple_237 = cute.make_int_tuple() : () -> !cute.int_tuple<"2">
        %ptr_238 = cute.add_offset(%ptr_58, %int_tuple_237) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"2">) -> !cute.ptr<i64, smem, align<16>>
        %90 = builtin.unrealized_conversion_cast %ptr_238 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %90, %c8_i32 : !llvm.ptr<3>, i32
        %int_tuple_239 = cute.make_int_tuple() : () -> !cute.int_tuple<"3">
        %ptr_240 = cute.add_offset(%ptr_58, %int_tuple_239) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"3">) -> !cute.ptr<i64, smem>
        %91 = builtin.unrealized_conversion_cast %ptr_240 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %91, %c8_i32 : !llvm.ptr<3>, i32
        %int_tuple_241 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
        %ptr_242 = cute.add_offset(%ptr_58, %int_tuple_241) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"4">) -> !cute.ptr<i64, smem, align<16>>
        %92 = builtin.unrealized_conversion_cast %ptr_242 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %92, %c8_i32 : !llvm.ptr<3>, i32
        %int_tuple_243 = cute.make_int_tuple() : () -> !cute.int_tuple<"5">
        %ptr_244 = cute.add_offset(%ptr_58, %int_tuple_243) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"5">) -> !cute.ptr<i64, smem>
        %93 = builtin.unrealized_conversion_cast %ptr_244 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %93, %c8_i32 : !llvm.ptr<3>, i32
      }
      %54 = nvvm.read.ptx.sreg.tid.x : i32
      %55 = nvvm.read.ptx.sreg.tid.y : i32
      %56 = nvvm.read.ptx.sreg.tid.z : i32
      %57 = cute.get_shape(%lay_56) : (!cute_layout_4a5fc8) -> !cute.shape<"(1,1,1,1)">
      %e0_59, %e1_60, %e2, %e3 = cute.get_leaves(%57) : !cute.shape<"(1,1,1,1)">
      %58 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %59 = cute_nvgpu.arch.make_warp_uniform(%58) : i32
      %60 = arith.remsi %54, %c32_i32 : i32
      %int_tuple_61 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,1,1,1)">
      %sz = cute.size(%int_tuple_61) : (!cute.int_tuple<"(1,1,1,1)">) -> !cute.int_tuple<"1">
      %e0_62 = cute.get_leaves(%sz) : !cute.int_tuple<"1">
      %c1_i32 = arith.constant 1 : i32
      %61 = arith.cmpi slt, %60, %c1_i32 : i32
      %int_tuple_63 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,1,1,1)">
      %sz_64 = cute.size(%int_tuple_63) : (!cute.int_tuple<"(1,1,1,1)">) -> !cute.int_tuple<"1">
      %e0_65 = cute.get_leaves(%sz_64) : !cute.int_tuple<"1">
      %62 = arith.remsi %60, %c1_i32 : i32
      %63 = cute.get_hier_coord(%62, %lay_56) : (i32, !cute_layout_4a5fc8) -> !cute.coord<"(0,0,0,0)">
      %e0_66, %e1_67, %e2_68, %e3_69 = cute.get_leaves(%63) : !cute.coord<"(0,0,0,0)">
      %64 = cute.get_hier_coord(%59, %lay_56) : (i32, !cute_layout_4a5fc8) -> !cute.coord<"(0,0,0,0)">
      %e0_70, %e1_71, %e2_72, %e3_73 = cute.get_leaves(%64) : !cute.coord<"(0,0,0,0)">
      %false = arith.constant false
      %65 = scf.if %false -> (i1) {
        %true = arith.constant true
        %88 = arith.andi %61, %true : i1
        scf.yield %88 : i1
      } else {
        %false_233 = arith.constant false
        %88 = scf.if %false_233 -> (i1) {
          %true = arith.constant true
          %89 = arith.andi %61, %true : i1
          scf.yield %89 : i1
        } else {
          %true = arith.constant true
          %89 = scf.if %true -> (i1) {
            %true_234 = arith.constant true
            %90 = arith.andi %61, %true_234 : i1
            scf.yield %90 : i1
          } else {
            scf.yield %61 : i1
          }
          scf.yield %89 : i1
        }
        scf.yield %88 : i1
      }
      %sz_74 = cute.size(%lay_56) : (!cute_layout_4a5fc8) -> !cute.int_tuple<"1">
      %e0_75 = cute.get_leaves(%sz_74) : !cute.int_tuple<"1">
      nvvm.fence.mbarrier.init
      %sz_76 = cute.size(%lay_56) : (!cute_layout_4a5fc8) -> !cute.int_tuple<"1">
      %e0_77 = cute.get_leaves(%sz_76) : !cute.int_tuple<"1">
      nvvm.barrier
      %66 = cute.composed_get_outer(%arg7) : (!cute_composed_layout_6fe5de) -> !cute_layout_8597a8
      %67 = cute.composed_get_inner(%arg7) : (!cute_composed_layout_6fe5de) -> !cute.swizzle<"S<3,4,3>">
      %iter_78 = cute.recast_iter(%ptr_39) : !cute_ptr_9af6a0 to !cute_ptr_91cbad
      %view = cute.make_view(%iter_78, %66) : !memref_smem_bf16_
      %iter_79 = cute.get_iter(%view) : !memref_smem_bf16_
      %iter_80 = cute.get_iter(%view) : !memref_smem_bf16_
      %68 = cute.composed_get_outer(%arg8) : (!cute_composed_layout_6fe5de) -> !cute_layout_8597a8
      %69 = cute.composed_get_inner(%arg8) : (!cute_composed_layout_6fe5de) -> !cute.swizzle<"S<3,4,3>">
      %iter_81 = cute.recast_iter(%ptr_41) : !cute_ptr_9af6a0 to !cute_ptr_91cbad
      %view_82 = cute.make_view(%iter_81, %68) : !memref_smem_bf16_
      %iter_83 = cute.get_iter(%view_82) : !memref_smem_bf16_
      %iter_84 = cute.get_iter(%view_82) : !memref_smem_bf16_
      %70 = cute.composed_get_outer(%arg9) : (!cute_composed_layout_4ff599) -> !cute_layout_2dea00
      %71 = cute.composed_get_inner(%arg9) : (!cute_composed_layout_4ff599) -> !cute.swizzle<"S<2,4,3>">
      %iter_85 = cute.recast_iter(%ptr_43) : !cute_ptr_9af6a0 to !cute.ptr<bf16, smem, align<1024>, S<2,4,3>>
      %view_86 = cute.make_view(%iter_85, %70) : !memref_smem_bf16_1
      %iter_87 = cute.get_iter(%view_86) : !memref_smem_bf16_1
      %iter_88 = cute.get_iter(%view_86) : !memref_smem_bf16_1
      %iter_89 = cute.recast_iter(%ptr_35) : !cute_ptr_9af6a0 to !cute_ptr_6167ca
      %int_tuple_90 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
      %ptr_91 = cute.add_offset(%iter_89, %int_tuple_90) : (!cute_ptr_6167ca, !cute.int_tuple<"0">) -> !cute_ptr_6167ca
      %int_tuple_92 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
      %ptr_93 = cute.add_offset(%iter_89, %int_tuple_92) : (!cute_ptr_6167ca, !cute.int_tuple<"16">) -> !cute_ptr_e15201
      %int_tuple_94 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
      %ptr_95 = cute.add_offset(%iter_89, %int_tuple_94) : (!cute_ptr_6167ca, !cute.int_tuple<"32">) -> !cute_ptr_c731b8
      %coord_96 = cute.make_coord(%19) : (i32) -> !cute.coord<"(?,0,_)">
      %slice_97 = cute.slice(%arg13, %coord_96) : !memref_gmem_i64_1, !cute.coord<"(?,0,_)">
      %iter_98 = cute.get_iter(%slice_97) : !memref_gmem_i64_2
      %iter_99 = cute.get_iter(%slice_97) : !memref_gmem_i64_2
      %72 = cute.ptrtoint(%iter_99) : !cute.ptr<i64, gmem, align<16>> to i64
      %iv = cute.assume(%72) : (i64) -> !cute.i64<divby 128>
      %73 = cute.inttoptr(%iv) : !cute.i64<divby 128> to !cute_ptr_a5c1fa
      %coord_100 = cute.make_coord(%19) : (i32) -> !cute.coord<"(?,1,_)">
      %slice_101 = cute.slice(%arg13, %coord_100) : !memref_gmem_i64_1, !cute.coord<"(?,1,_)">
      %iter_102 = cute.get_iter(%slice_101) : !memref_gmem_i64_2
      %iter_103 = cute.get_iter(%slice_101) : !memref_gmem_i64_2
      %74 = cute.ptrtoint(%iter_103) : !cute.ptr<i64, gmem, align<16>> to i64
      %iv_104 = cute.assume(%74) : (i64) -> !cute.i64<divby 128>
      %75 = cute.inttoptr(%iv_104) : !cute.i64<divby 128> to !cute_ptr_a5c1fa
      %coord_105 = cute.make_coord(%19) : (i32) -> !cute.coord<"(?,2,_)">
      %slice_106 = cute.slice(%arg13, %coord_105) : !memref_gmem_i64_1, !cute.coord<"(?,2,_)">
      %iter_107 = cute.get_iter(%slice_106) : !memref_gmem_i64_2
      %iter_108 = cute.get_iter(%slice_106) : !memref_gmem_i64_2
      %76 = cute.ptrtoint(%iter_108) : !cute.ptr<i64, gmem, align<16>> to i64
      %iv_109 = cute.assume(%76) : (i64) -> !cute.i64<divby 128>
      %77 = cute.inttoptr(%iv_109) : !cute.i64<divby 128> to !cute_ptr_a5c1fa
      %tile_110 = cute.make_tile() : () -> !cute.tile<"[128:1;64:1]">
      %coord_111 = cute.make_coord() : () -> !cute.coord<"(_,_,_)">
      %tiled_view = cute.local_tile(%arg1, %tile_110, %coord_111) : (!cute_coord_tensor_62b16d, !cute.tile<"[128:1;64:1]">, !cute.coord<"(_,_,_)">) -> !cute_coord_tensor_814a32
      %iter_112 = cute.get_iter(%tiled_view) : !cute_coord_tensor_814a32
      %tup_113 = cute.deref_arith_tuple_iter(%iter_112) : !cute.arith_tuple_iter<"(0,0)">
      %e0_114, %e1_115 = cute.get_leaves(%tup_113) : !cute.int_tuple<"(0,0)">
      %iter_116 = cute.get_iter(%tiled_view) : !cute_coord_tensor_814a32
      %tup_117 = cute.deref_arith_tuple_iter(%iter_116) : !cute.arith_tuple_iter<"(0,0)">
      %e0_118, %e1_119 = cute.get_leaves(%tup_117) : !cute.int_tuple<"(0,0)">
      %tile_120 = cute.make_tile() : () -> !cute.tile<"[128:1;64:1]">
      %coord_121 = cute.make_coord() : () -> !cute.coord<"(_,_,_)">
      %tiled_view_122 = cute.local_tile(%arg3, %tile_120, %coord_121) : (!cute_coord_tensor_2cbc83, !cute.tile<"[128:1;64:1]">, !cute.coord<"(_,_,_)">) -> !cute_coord_tensor_814a32
      %iter_123 = cute.get_iter(%tiled_view_122) : !cute_coord_tensor_814a32
      %tup_124 = cute.deref_arith_tuple_iter(%iter_123) : !cute.arith_tuple_iter<"(0,0)">
      %e0_125, %e1_126 = cute.get_leaves(%tup_124) : !cute.int_tuple<"(0,0)">
      %iter_127 = cute.get_iter(%tiled_view_122) : !cute_coord_tensor_814a32
      %tup_128 = cute.deref_arith_tuple_iter(%iter_127) : !cute.arith_tuple_iter<"(0,0)">
      %e0_129, %e1_130 = cute.get_leaves(%tup_128) : !cute.int_tuple<"(0,0)">
      %tile_131 = cute.make_tile() : () -> !cute.tile<"[128:1;128:1]">
      %coord_132 = cute.make_coord() : () -> !cute.coord<"(_,_,_)">
      %tiled_view_133 = cute.local_tile(%arg5, %tile_131, %coord_132) : (!cute_coord_tensor_99805c, !cute.tile<"[128:1;128:1]">, !cute.coord<"(_,_,_)">) -> !cute_coord_tensor_a8cf34
      %iter_134 = cute.get_iter(%tiled_view_133) : !cute_coord_tensor_a8cf34
      %tup_135 = cute.deref_arith_tuple_iter(%iter_134) : !cute.arith_tuple_iter<"(0,0)">
      %e0_136, %e1_137 = cute.get_leaves(%tup_135) : !cute.int_tuple<"(0,0)">
      %iter_138 = cute.get_iter(%tiled_view_133) : !cute_coord_tensor_a8cf34
      %tup_139 = cute.deref_arith_tuple_iter(%iter_138) : !cute.arith_tuple_iter<"(0,0)">
      %e0_140, %e1_141 = cute.get_leaves(%tup_139) : !cute.int_tuple<"(0,0)">
      %shape_142 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_143 = cute.make_layout(%shape_142) : !cute.layout<"1:0">
      %lay_144 = cute.get_layout(%view) : !memref_smem_bf16_
      %78 = cute.get_shape(%lay_144) : (!cute_layout_8597a8) -> !cute_shape_0f5492
      %e0_145, %e1_146, %e2_147, %e3_148, %e4, %e5 = cute.get_leaves(%78) : !cute_shape_0f5492
      %lay_149 = cute.get_layout(%view) : !memref_smem_bf16_
      %79 = cute.get_shape(%lay_149) : (!cute_layout_8597a8) -> !cute_shape_0f5492
      %e0_150, %e1_151, %e2_152, %e3_153, %e4_154, %e5_155 = cute.get_leaves(%79) : !cute_shape_0f5492
      %grouped = cute.group_modes(%view) <0, 2> : (!memref_smem_bf16_) -> !memref_smem_bf16_2
      %iter_156 = cute.get_iter(%grouped) : !memref_smem_bf16_2
      %iter_157 = cute.get_iter(%grouped) : !memref_smem_bf16_2
      %lay_158 = cute.get_layout(%tiled_view) : !cute_coord_tensor_814a32
      %80 = cute.get_shape(%lay_158) : (!cute_layout_3d115f) -> !cute.shape<"(128,64,2,9,1)">
      %e0_159, %e1_160, %e2_161, %e3_162, %e4_163 = cute.get_leaves(%80) : !cute.shape<"(128,64,2,9,1)">
      %lay_164 = cute.get_layout(%tiled_view) : !cute_coord_tensor_814a32
      %81 = cute.get_shape(%lay_164) : (!cute_layout_3d115f) -> !cute.shape<"(128,64,2,9,1)">
      %e0_165, %e1_166, %e2_167, %e3_168, %e4_169 = cute.get_leaves(%81) : !cute.shape<"(128,64,2,9,1)">
      %grouped_170 = cute.group_modes(%tiled_view) <0, 2> : (!cute_coord_tensor_814a32) -> !cute_coord_tensor_42de64
      %iter_171 = cute.get_iter(%grouped_170) : !cute_coord_tensor_42de64
      %tup_172 = cute.deref_arith_tuple_iter(%iter_171) : !cute.arith_tuple_iter<"(0,0)">
      %e0_173, %e1_174 = cute.get_leaves(%tup_172) : !cute.int_tuple<"(0,0)">
      %iter_175 = cute.get_iter(%grouped_170) : !cute_coord_tensor_42de64
      %tup_176 = cute.deref_arith_tuple_iter(%iter_175) : !cute.arith_tuple_iter<"(0,0)">
      %e0_177, %e1_178 = cute.get_leaves(%tup_176) : !cute.int_tuple<"(0,0)">
      %coord_179 = cute.make_coord() : () -> !cute.coord<"0">
      %res_smem_tensor, %res_gmem_tensor = cute_nvgpu.atom.tma_partition(%arg0, %coord_179, %lay_143, %grouped, %grouped_170) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3, !cute.coord<"0">, !cute.layout<"1:0">, !memref_smem_bf16_2, !cute_coord_tensor_42de64) -> (!memref_smem_bf16_3, !cute_coord_tensor_a63342)
      %iter_180 = cute.get_iter(%res_smem_tensor) : !memref_smem_bf16_3
      %iter_181 = cute.get_iter(%res_gmem_tensor) : !cute_coord_tensor_a63342
      %tup_182 = cute.deref_arith_tuple_iter(%iter_181) : !cute.arith_tuple_iter<"(0,0)">
      %e0_183, %e1_184 = cute.get_leaves(%tup_182) : !cute.int_tuple<"(0,0)">
      %shape_185 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_186 = cute.make_layout(%shape_185) : !cute.layout<"1:0">
      %lay_187 = cute.get_layout(%view_82) : !memref_smem_bf16_
      %82 = cute.get_shape(%lay_187) : (!cute_layout_8597a8) -> !cute_shape_0f5492
      %e0_188, %e1_189, %e2_190, %e3_191, %e4_192, %e5_193 = cute.get_leaves(%82) : !cute_shape_0f5492
      %lay_194 = cute.get_layout(%view_82) : !memref_smem_bf16_
      %83 = cute.get_shape(%lay_194) : (!cute_layout_8597a8) -> !cute_shape_0f5492
      %e0_195, %e1_196, %e2_197, %e3_198, %e4_199, %e5_200 = cute.get_leaves(%83) : !cute_shape_0f5492
      %grouped_201 = cute.group_modes(%view_82) <0, 2> : (!memref_smem_bf16_) -> !memref_smem_bf16_2
      %iter_202 = cute.get_iter(%grouped_201) : !memref_smem_bf16_2
      %iter_203 = cute.get_iter(%grouped_201) : !memref_smem_bf16_2
      %lay_204 = cute.get_layout(%tiled_view_122) : !cute_coord_tensor_814a32
      %84 = cute.get_shape(%lay_204) : (!cute_layout_3d115f) -> !cute.shape<"(128,64,2,9,1)">
      %e0_205, %e1_206, %e2_207, %e3_208, %e4_209 = cute.get_leaves(%84) : !cute.shape<"(128,64,2,9,1)">
      %lay_210 = cute.get_layout(%tiled_view_122) : !cute_coord_tensor_814a32
      %85 = cute.get_shape(%lay_210) : (!cute_layout_3d115f) -> !cute.shape<"(128,64,2,9,1)">
      %e0_211, %e1_212, %e2_213, %e3_214, %e4_215 = cute.get_leaves(%85) : !cute.shape<"(128,64,2,9,1)">
      %grouped_216 = cute.group_modes(%tiled_view_122) <0, 2> : (!cute_coord_tensor_814a32) -> !cute_coord_tensor_42de64
      %iter_217 = cute.get_iter(%grouped_216) : !cute_coord_tensor_42de64
      %tup_218 = cute.deref_arith_tuple_iter(%iter_217) : !cute.arith_tuple_iter<"(0,0)">
      %e0_219, %e1_220 = cute.get_leaves(%tup_218) : !cute.int_tuple<"(0,0)">
      %iter_221 = cute.get_iter(%grouped_216) : !cute_coord_tensor_42de64
      %tup_222 = cute.deref_arith_tuple_iter(%iter_221) : !cute.arith_tuple_iter<"(0,0)">
      %e0_223, %e1_224 = cute.get_leaves(%tup_222) : !cute.int_tuple<"(0,0)">
      %coord_225 = cute.make_coord() : () -> !cute.coord<"0">
      %res_smem_tensor_226, %res_gmem_tensor_227 = cute_nvgpu.atom.tma_partition(%arg2, %coord_225, %lay_186, %grouped_201, %grouped_216) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3, !cute.coord<"0">, !cute.layout<"1:0">, !memref_smem_bf16_2, !cute_coord_tensor_42de64) -> (!memref_smem_bf16_3, !cute_coord_tensor_a63342)
      %iter_228 = cute.get_iter(%res_smem_tensor_226) : !memref_smem_bf16_3
      %iter_229 = cute.get_iter(%res_gmem_tensor_227) : !cute_coord_tensor_a63342
      %tup_230 = cute.deref_arith_tuple_iter(%iter_229) : !cute.arith_tuple_iter<"(0,0)">
      %e0_231, %e1_232 = cute.get_leaves(%tup_230) : !cute.int_tuple<"(0,0)">
      nvvm.barrier
      %86 = arith.cmpi eq, %16, %c0_i32 : i32
      %87 = scf.if %86 -> (!mma_bf16_bf16_f32_64x128x16_) {
        nvvm.setmaxregister  decrease 40
        %c0_i32_233 = arith.constant 0 : i32
        %88 = arith.cmpi eq, %14, %c0_i32_233 : i32
        scf.if %88 {
          %89 = nvvm.read.ptx.sreg.tid.x : i32
          %90 = nvvm.read.ptx.sreg.tid.y : i32
          %91 = nvvm.read.ptx.sreg.tid.z : i32
          %92 = nvvm.read.ptx.sreg.ntid.x : i32
          %93 = nvvm.read.ptx.sreg.ntid.y : i32
          %94 = arith.muli %90, %92 : i32
          %95 = arith.addi %89, %94 : i32
          %96 = arith.muli %91, %92 : i32
          %97 = arith.muli %96, %93 : i32
          %98 = arith.addi %95, %97 : i32
          %c32_i32_234 = arith.constant 32 : i32
          %99 = arith.floordivsi %98, %c32_i32_234 : i32
          %100 = cute_nvgpu.arch.make_warp_uniform(%99) : i32
          %c0_i32_235 = arith.constant 0 : i32
          %101 = arith.cmpi eq, %100, %c0_i32_235 : i32
          scf.if %101 {
            %137 = nvvm.elect.sync -> i1
            scf.if %137 {
              cute_nvgpu.copy_tma_desc(%arg0, %ptr_91) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3, !cute_ptr_6167ca) -> ()
            }
          }
          %c-1_i32 = arith.constant -1 : i32
          nvvm.bar.warp.sync %c-1_i32 : i32
          %102 = nvvm.read.ptx.sreg.tid.x : i32
          %103 = nvvm.read.ptx.sreg.tid.y : i32
          %104 = nvvm.read.ptx.sreg.tid.z : i32
          %105 = nvvm.read.ptx.sreg.ntid.x : i32
          %106 = nvvm.read.ptx.sreg.ntid.y : i32
          %107 = arith.muli %103, %105 : i32
          %108 = arith.addi %102, %107 : i32
          %109 = arith.muli %104, %105 : i32
          %110 = arith.muli %109, %106 : i32
          %111 = arith.addi %108, %110 : i32
          %112 = arith.floordivsi %111, %c32_i32_234 : i32
          %113 = cute_nvgpu.arch.make_warp_uniform(%112) : i32
          %114 = arith.cmpi eq, %113, %c0_i32_235 : i32
          scf.if %114 {
            %137 = nvvm.elect.sync -> i1
            scf.if %137 {
              cute_nvgpu.copy_tma_desc(%arg2, %ptr_93) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3, !cute_ptr_e15201) -> ()
            }
          }
          %c-1_i32_236 = arith.constant -1 : i32
          nvvm.bar.warp.sync %c-1_i32_236 : i32
          %c0_i32_237 = arith.constant 0 : i32
          %c-1_i32_238 = arith.constant -1 : i32
          %c1_i32_239 = arith.constant 1 : i32
          %115:6 = scf.while (%arg15 = %c0_i32_237, %arg16 = %c-1_i32_238, %arg17 = %19, %arg18 = %c0_i32_237, %arg19 = %c0_i32_237, %arg20 = %c1_i32_239) : (i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32) {
            %137 = arith.cmpi slt, %arg17, %arg14 : i32
            scf.condition(%137) %arg15, %arg16, %arg17, %arg18, %arg19, %arg20 : i32, i32, i32, i32, i32, i32
          } do {
          ^bb0(%arg15: i32, %arg16: i32, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32):
            %c1_i32_241 = arith.constant 1 : i32
            %137 = arith.addi %arg15, %c1_i32_241 : i32
            %sz_242 = cute.size(%arg10) <{mode = [0]}> : (!memref_gmem_i32_) -> !cute.int_tuple<"3">
            %e0_243 = cute.get_leaves(%sz_242) : !cute.int_tuple<"3">
            %c3_i32 = arith.constant 3 : i32
            %c1_i32_244 = arith.constant 1 : i32
            %138 = scf.for %arg21 = %137 to %c3_i32 step %c1_i32_244 iter_args(%arg22 = %arg15) -> (i32)  : i32 {
              %coord_252 = cute.make_coord(%arg21) : (i32) -> !cute.coord<"(?,3)">
              %167 = cute.memref.load(%arg10, %coord_252) : (!memref_gmem_i32_, !cute.coord<"(?,3)">) -> i32
              %168 = arith.cmpi sge, %arg17, %167 : i32
              %169 = scf.if %168 -> (i32) {
                scf.yield %arg21 : i32
              } else {
                scf.yield %arg22 : i32
              }
              scf.yield %169 : i32
            }
            %coord_245 = cute.make_coord(%138) : (i32) -> !cute.coord<"(?,0)">
            %139 = cute.memref.load(%arg10, %coord_245) : (!memref_gmem_i32_, !cute.coord<"(?,0)">) -> i32
            %coord_246 = cute.make_coord(%138) : (i32) -> !cute.coord<"(?,1)">
            %140 = cute.memref.load(%arg10, %coord_246) : (!memref_gmem_i32_, !cute.coord<"(?,1)">) -> i32
            %coord_247 = cute.make_coord(%138) : (i32) -> !cute.coord<"(?,2)">
            %141 = cute.memref.load(%arg10, %coord_247) : (!memref_gmem_i32_, !cute.coord<"(?,2)">) -> i32
            %c128_i32_248 = arith.constant 128 : i32
            %142 = arith.addi %139, %c128_i32_248 : i32
            %143 = arith.subi %142, %c1_i32_241 : i32
            %144 = arith.floordivsi %143, %c128_i32_248 : i32
            %145 = arith.addi %140, %c128_i32_248 : i32
            %146 = arith.subi %145, %c1_i32_241 : i32
            %147 = arith.floordivsi %146, %c128_i32_248 : i32
            %coord_249 = cute.make_coord(%138) : (i32) -> !cute.coord<"(?,3)">
            %148 = cute.memref.load(%arg10, %coord_249) : (!memref_gmem_i32_, !cute.coord<"(?,3)">) -> i32
            %149 = arith.subi %arg17, %148 : i32
            %c8_i32 = arith.constant 8 : i32
            %150 = arith.muli %147, %c8_i32 : i32
            %151 = arith.floordivsi %149, %150 : i32
            %152 = arith.muli %151, %c8_i32 : i32
            %153 = arith.subi %144, %152 : i32
            %c8_i32_250 = arith.constant 8 : i32
            %154 = arith.minsi %153, %c8_i32_250 : i32
            %155 = arith.muli %151, %150 : i32
            %156 = arith.subi %149, %155 : i32
            %157 = arith.remsi %156, %154 : i32
            %158 = arith.addi %152, %157 : i32
            %159 = arith.floordivsi %156, %154 : i32
            %c64_i32 = arith.constant 64 : i32
            %160 = arith.addi %141, %c64_i32 : i32
            %161 = arith.subi %160, %c1_i32_241 : i32
            %162 = arith.floordivsi %161, %c64_i32 : i32
            %163 = arith.cmpi ne, %138, %arg16 : i32
            %164 = scf.if %163 -> (i32) {
              %c0_i32_252 = arith.constant 0 : i32
              %167 = arith.cmpi sgt, %162, %c0_i32_252 : i32
              %168 = scf.if %167 -> (i32) {
                %coord_253 = cute.make_coord(%138) : (i32) -> !cute.coord<"(?,0)">
                %169 = cute.memref.load(%arg12, %coord_253) : (!memref_gmem_i64_, !cute.coord<"(?,0)">) -> i64
                %coord_254 = cute.make_coord(%138) : (i32) -> !cute.coord<"(?,0)">
                %170 = cute.memref.load(%arg11, %coord_254) : (!memref_gmem_i32_1, !cute.coord<"(?,0)">) -> i32
                %iv_255 = cute.assume(%169) : (i64) -> !cute.i64<divby 16>
                %171 = cute.inttoptr(%iv_255) : !cute.i64<divby 16> to !cute_ptr_6f3445
                %shape_256 = cute.make_shape(%139, %141) : (i32, i32) -> !cute.shape<"(?,?,1)">
                %stride = cute.make_stride(%170) : (i32) -> !cute.stride<"(?,1,0)">
                %lay_257 = cute.make_layout(%shape_256, %stride) : !cute.layout<"(?,?,1):(?,1,0)">
                %view_258 = cute.make_view(%171, %lay_257) : !memref_gmem_bf16_
                %iter_259 = cute.get_iter(%view_258) : !memref_gmem_bf16_
                %coord_260 = cute.make_coord(%138) : (i32) -> !cute.coord<"(?,1)">
                %172 = cute.memref.load(%arg12, %coord_260) : (!memref_gmem_i64_, !cute.coord<"(?,1)">) -> i64
                %coord_261 = cute.make_coord(%138) : (i32) -> !cute.coord<"(?,1)">
                %173 = cute.memref.load(%arg11, %coord_261) : (!memref_gmem_i32_1, !cute.coord<"(?,1)">) -> i32
                %iv_262 = cute.assume(%172) : (i64) -> !cute.i64<divby 16>
                %174 = cute.inttoptr(%iv_262) : !cute.i64<divby 16> to !cute_ptr_6f3445
                %shape_263 = cute.make_shape(%140, %141) : (i32, i32) -> !cute.shape<"(?,?,1)">
                %stride_264 = cute.make_stride(%173) : (i32) -> !cute.stride<"(?,1,0)">
                %lay_265 = cute.make_layout(%shape_263, %stride_264) : !cute.layout<"(?,?,1):(?,1,0)">
                %view_266 = cute.make_view(%174, %lay_265) : !memref_gmem_bf16_
                %iter_267 = cute.get_iter(%view_266) : !memref_gmem_bf16_
                %175 = nvvm.read.ptx.sreg.tid.x : i32
                %176 = nvvm.read.ptx.sreg.tid.y : i32
                %177 = nvvm.read.ptx.sreg.tid.z : i32
                %178 = nvvm.read.ptx.sreg.ntid.x : i32
                %179 = nvvm.read.ptx.sreg.ntid.y : i32
                %180 = arith.muli %176, %178 : i32
                %181 = arith.addi %175, %180 : i32
                %182 = arith.muli %177, %178 : i32
                %183 = arith.muli %182, %179 : i32
                %184 = arith.addi %181, %183 : i32
                %c32_i32_268 = arith.constant 32 : i32
                %185 = arith.floordivsi %184, %c32_i32_268 : i32
                %186 = cute_nvgpu.arch.make_warp_uniform(%185) : i32
                %c0_i32_269 = arith.constant 0 : i32
                %187 = arith.cmpi eq, %186, %c0_i32_269 : i32
                scf.if %187 {
                  cute_nvgpu.update_tma_desc(%arg0, %view_258, %ptr_91) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3, !memref_gmem_bf16_, !cute_ptr_6167ca) -> ()
                  cute_nvgpu.update_tma_desc(%arg2, %view_266, %ptr_93) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3, !memref_gmem_bf16_, !cute_ptr_e15201) -> ()
                  %190 = nvvm.elect.sync -> i1
                  scf.if %190 {
                    nvvm.cp.async.bulk.commit.group
                    nvvm.cp.async.bulk.wait_group 0 {read}
                  }
                  %c-1_i32_270 = arith.constant -1 : i32
                  nvvm.bar.warp.sync %c-1_i32_270 : i32
                  %191 = cute.ptrtoint(%73) : !cute_ptr_a5c1fa to i64
                  %192 = cute.ptrtoint(%ptr_91) : !cute_ptr_6167ca to i32
                  llvm.inline_asm has_side_effects asm_dialect = att "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128;", "l,r" %191, %192 : (i64, i32) -> ()
                  %193 = cute.ptrtoint(%75) : !cute_ptr_a5c1fa to i64
                  %194 = cute.ptrtoint(%ptr_93) : !cute_ptr_e15201 to i32
                  llvm.inline_asm has_side_effects asm_dialect = att "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128;", "l,r" %193, %194 : (i64, i32) -> ()
                }
                %188 = cute.ptrtoint(%73) : !cute_ptr_a5c1fa to i64
                llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;", "l" %188 : (i64) -> ()
                %189 = cute.ptrtoint(%75) : !cute_ptr_a5c1fa to i64
                llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;", "l" %189 : (i64) -> ()
                scf.yield %138 : i32
              } else {
                scf.yield %arg16 : i32
              }
              scf.yield %168 : i32
            } else {
              scf.yield %arg16 : i32
            }
            %c0_i32_251 = arith.constant 0 : i32
            %165:3 = scf.for %arg21 = %c0_i32_251 to %162 step %c1_i32_244 iter_args(%arg22 = %arg18, %arg23 = %arg19, %arg24 = %arg20) -> (i32, i32, i32)  : i32 {
              %true_252 = arith.constant true
              scf.if %true_252 {
                %int_tuple_429 = cute.make_int_tuple(%arg23) : (i32) -> !cute.int_tuple<"?">
                %ptr_430 = cute.add_offset(%ptr_58, %int_tuple_429) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
                %220 = builtin.unrealized_conversion_cast %ptr_430 : !cute.ptr<i64, smem> to !llvm.ptr<3>
                %c10000000_i32 = arith.constant 10000000 : i32
                nvvm.mbarrier.try_wait.parity.shared %220, %arg24, %c10000000_i32 : !llvm.ptr<3>, i32, i32
              }
              %167 = nvvm.elect.sync -> i1
              scf.if %167 {
                %int_tuple_429 = cute.make_int_tuple(%arg23) : (i32) -> !cute.int_tuple<"?">
                %ptr_430 = cute.add_offset(%iter_55, %int_tuple_429) : (!cute_ptr_e15201, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
                %220 = builtin.unrealized_conversion_cast %ptr_430 : !cute.ptr<i64, smem> to !llvm.ptr<3>
                %c32768_i32 = arith.constant 32768 : i32
                nvvm.mbarrier.txn %220, %c32768_i32 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
              }
              %int_tuple_253 = cute.make_int_tuple(%arg23) : (i32) -> !cute.int_tuple<"?">
              %ptr_254 = cute.add_offset(%iter_55, %int_tuple_253) : (!cute_ptr_e15201, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
              %coord_255 = cute.make_coord(%158, %arg21) : (i32, i32) -> !cute.coord<"(_,?,?,0)">
              %slice_256 = cute.slice(%res_gmem_tensor, %coord_255) : !cute_coord_tensor_a63342, !cute.coord<"(_,?,?,0)">
              %iter_257 = cute.get_iter(%slice_256) : !cute_coord_tensor_8b35f7
              %tup_258 = cute.deref_arith_tuple_iter(%iter_257) : !cute_arith_tuple_iter_b03bb1
              %e0_259, %e1_260 = cute.get_leaves(%tup_258) : !cute_int_tuple_ffa35c
              %168 = cute.get_scalars(%e0_259) : !cute.int_tuple<"?{div=64}">
              %169 = cute.get_scalars(%e1_260) : !cute.int_tuple<"?{div=128}">
              %iter_261 = cute.get_iter(%slice_256) : !cute_coord_tensor_8b35f7
              %tup_262 = cute.deref_arith_tuple_iter(%iter_261) : !cute_arith_tuple_iter_b03bb1
              %e0_263, %e1_264 = cute.get_leaves(%tup_262) : !cute_int_tuple_ffa35c
              %170 = cute.get_scalars(%e0_263) : !cute.int_tuple<"?{div=64}">
              %171 = cute.get_scalars(%e1_264) : !cute.int_tuple<"?{div=128}">
              %coord_265 = cute.make_coord(%arg23) : (i32) -> !cute.coord<"(_,?)">
              %slice_266 = cute.slice(%res_smem_tensor, %coord_265) : !memref_smem_bf16_3, !cute.coord<"(_,?)">
              %iter_267 = cute.get_iter(%slice_266) : !memref_smem_bf16_4
              %iter_268 = cute.get_iter(%slice_266) : !memref_smem_bf16_4
              %172 = cute.ptrtoint(%73) : !cute_ptr_a5c1fa to i64
              %iv_269 = cute.assume(%172) : (i64) -> !cute.i64<divby 128>
              %173 = cute.inttoptr(%iv_269) : !cute.i64<divby 128> to !cute_ptr_fadb05
              %lay_270 = cute.get_layout(%slice_256) : !cute_coord_tensor_8b35f7
              %174 = cute.get_shape(%lay_270) : (!cute_layout_5e15fa) -> !cute.shape<"(((64,128),1))">
              %e0_271, %e1_272, %e2_273 = cute.get_leaves(%174) : !cute.shape<"(((64,128),1))">
              %lay_274 = cute.get_layout(%slice_266) : !memref_smem_bf16_4
              %175 = cute.get_shape(%lay_274) : (!cute_layout_718229) -> !cute.shape<"((8192,1))">
              %e0_275, %e1_276 = cute.get_leaves(%175) : !cute.shape<"((8192,1))">
              %lay_277 = cute.get_layout(%slice_256) : !cute_coord_tensor_8b35f7
              %shape_278 = cute.make_shape() : () -> !cute.shape<"1">
              %lay_279 = cute.make_layout(%shape_278) : !cute.layout<"1:0">
              %append = cute.append_to_rank<2> (%lay_277, %lay_279) : !cute_layout_5e15fa, !cute.layout<"1:0">
              %int_tuple_280 = cute.make_int_tuple(%e0_263, %e1_264) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">) -> !cute_int_tuple_ffa35c
              %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_280) : (!cute_int_tuple_ffa35c) -> !cute_arith_tuple_iter_b03bb1
              %view_281 = cute.make_view(%int_tup_iter, %append) : !cute_coord_tensor_71714c
              %iter_282 = cute.get_iter(%view_281) : !cute_coord_tensor_71714c
              %tup_283 = cute.deref_arith_tuple_iter(%iter_282) : !cute_arith_tuple_iter_b03bb1
              %e0_284, %e1_285 = cute.get_leaves(%tup_283) : !cute_int_tuple_ffa35c
              %176 = cute.get_scalars(%e0_284) : !cute.int_tuple<"?{div=64}">
              %177 = cute.get_scalars(%e1_285) : !cute.int_tuple<"?{div=128}">
              %lay_286 = cute.get_layout(%view_281) : !cute_coord_tensor_71714c
              %178 = cute.get_shape(%lay_286) : (!cute_layout_bfb9a9) -> !cute.shape<"(((64,128),1),1)">
              %e0_287, %e1_288, %e2_289, %e3_290 = cute.get_leaves(%178) : !cute.shape<"(((64,128),1),1)">
              %lay_291 = cute.get_layout(%view_281) : !cute_coord_tensor_71714c
              %179 = cute.get_shape(%lay_291) : (!cute_layout_bfb9a9) -> !cute.shape<"(((64,128),1),1)">
              %e0_292, %e1_293, %e2_294, %e3_295 = cute.get_leaves(%179) : !cute.shape<"(((64,128),1),1)">
              %grouped_296 = cute.group_modes(%view_281) <1, 2> : (!cute_coord_tensor_71714c) -> !cute_coord_tensor_f4c736
              %iter_297 = cute.get_iter(%grouped_296) : !cute_coord_tensor_f4c736
              %tup_298 = cute.deref_arith_tuple_iter(%iter_297) : !cute_arith_tuple_iter_b03bb1
              %e0_299, %e1_300 = cute.get_leaves(%tup_298) : !cute_int_tuple_ffa35c
              %180 = cute.get_scalars(%e0_299) : !cute.int_tuple<"?{div=64}">
              %181 = cute.get_scalars(%e1_300) : !cute.int_tuple<"?{div=128}">
              %iter_301 = cute.get_iter(%grouped_296) : !cute_coord_tensor_f4c736
              %tup_302 = cute.deref_arith_tuple_iter(%iter_301) : !cute_arith_tuple_iter_b03bb1
              %e0_303, %e1_304 = cute.get_leaves(%tup_302) : !cute_int_tuple_ffa35c
              %182 = cute.get_scalars(%e0_303) : !cute.int_tuple<"?{div=64}">
              %183 = cute.get_scalars(%e1_304) : !cute.int_tuple<"?{div=128}">
              %lay_305 = cute.get_layout(%slice_266) : !memref_smem_bf16_4
              %shape_306 = cute.make_shape() : () -> !cute.shape<"1">
              %lay_307 = cute.make_layout(%shape_306) : !cute.layout<"1:0">
              %append_308 = cute.append_to_rank<2> (%lay_305, %lay_307) : !cute_layout_718229, !cute.layout<"1:0">
              %view_309 = cute.make_view(%iter_268, %append_308) : !memref_smem_bf16_5
              %iter_310 = cute.get_iter(%view_309) : !memref_smem_bf16_5
              %lay_311 = cute.get_layout(%view_309) : !memref_smem_bf16_5
              %184 = cute.get_shape(%lay_311) : (!cute_layout_61586e) -> !cute.shape<"((8192,1),1)">
              %e0_312, %e1_313, %e2_314 = cute.get_leaves(%184) : !cute.shape<"((8192,1),1)">
              %lay_315 = cute.get_layout(%view_309) : !memref_smem_bf16_5
              %185 = cute.get_shape(%lay_315) : (!cute_layout_61586e) -> !cute.shape<"((8192,1),1)">
              %e0_316, %e1_317, %e2_318 = cute.get_leaves(%185) : !cute.shape<"((8192,1),1)">
              %grouped_319 = cute.group_modes(%view_309) <1, 2> : (!memref_smem_bf16_5) -> !memref_smem_bf16_6
              %iter_320 = cute.get_iter(%grouped_319) : !memref_smem_bf16_6
              %iter_321 = cute.get_iter(%grouped_319) : !memref_smem_bf16_6
              %lay_322 = cute.get_layout(%grouped_296) : !cute_coord_tensor_f4c736
              %186 = cute.get_shape(%lay_322) : (!cute_layout_c701d2) -> !cute_shape_cb67ce
              %e0_323, %e1_324, %e2_325, %e3_326 = cute.get_leaves(%186) : !cute_shape_cb67ce
              %lay_327 = cute.get_layout(%grouped_319) : !memref_smem_bf16_6
              %187 = cute.get_shape(%lay_327) : (!cute_layout_2dea72) -> !cute.shape<"((8192,1),(1))">
              %e0_328, %e1_329, %e2_330 = cute.get_leaves(%187) : !cute.shape<"((8192,1),(1))">
              %sz_331 = cute.size(%grouped_296) <{mode = [1]}> : (!cute_coord_tensor_f4c736) -> !cute.int_tuple<"1">
              %e0_332 = cute.get_leaves(%sz_331) : !cute.int_tuple<"1">
              %sz_333 = cute.size(%grouped_319) <{mode = [1]}> : (!memref_smem_bf16_6) -> !cute.int_tuple<"1">
              %e0_334 = cute.get_leaves(%sz_333) : !cute.int_tuple<"1">
              %lay_335 = cute.get_layout(%grouped_296) : !cute_coord_tensor_f4c736
              %188 = cute.get_shape(%lay_335) : (!cute_layout_c701d2) -> !cute_shape_cb67ce
              %e0_336, %e1_337, %e2_338, %e3_339 = cute.get_leaves(%188) : !cute_shape_cb67ce
              %189 = cute_nvgpu.atom.make_exec_tma(%arg0) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3) -> !cute_nvgpu_atom_tma_load_0358e1
              %190 = cute_nvgpu.atom.set_value(%189, %ptr_254 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu_atom_tma_load_0358e1
              %191 = cute_nvgpu.atom.set_value(%190, %173 : !cute_ptr_fadb05) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_descriptor_ptr>} : !cute_nvgpu_atom_tma_load_0358e1
              cute.copy(%191, %grouped_296, %grouped_319) : (!cute_nvgpu_atom_tma_load_0358e1, !cute_coord_tensor_f4c736, !memref_smem_bf16_6)
              %coord_340 = cute.make_coord(%159, %arg21) : (i32, i32) -> !cute.coord<"(_,?,?,0)">
              %slice_341 = cute.slice(%res_gmem_tensor_227, %coord_340) : !cute_coord_tensor_a63342, !cute.coord<"(_,?,?,0)">
              %iter_342 = cute.get_iter(%slice_341) : !cute_coord_tensor_8b35f7
              %tup_343 = cute.deref_arith_tuple_iter(%iter_342) : !cute_arith_tuple_iter_b03bb1
              %e0_344, %e1_345 = cute.get_leaves(%tup_343) : !cute_int_tuple_ffa35c
              %192 = cute.get_scalars(%e0_344) : !cute.int_tuple<"?{div=64}">
              %193 = cute.get_scalars(%e1_345) : !cute.int_tuple<"?{div=128}">
              %iter_346 = cute.get_iter(%slice_341) : !cute_coord_tensor_8b35f7
              %tup_347 = cute.deref_arith_tuple_iter(%iter_346) : !cute_arith_tuple_iter_b03bb1
              %e0_348, %e1_349 = cute.get_leaves(%tup_347) : !cute_int_tuple_ffa35c
              %194 = cute.get_scalars(%e0_348) : !cute.int_tuple<"?{div=64}">
              %195 = cute.get_scalars(%e1_349) : !cute.int_tuple<"?{div=128}">
              %coord_350 = cute.make_coord(%arg23) : (i32) -> !cute.coord<"(_,?)">
              %slice_351 = cute.slice(%res_smem_tensor_226, %coord_350) : !memref_smem_bf16_3, !cute.coord<"(_,?)">
              %iter_352 = cute.get_iter(%slice_351) : !memref_smem_bf16_4
              %iter_353 = cute.get_iter(%slice_351) : !memref_smem_bf16_4
              %196 = cute.ptrtoint(%75) : !cute_ptr_a5c1fa to i64
              %iv_354 = cute.assume(%196) : (i64) -> !cute.i64<divby 128>
              %197 = cute.inttoptr(%iv_354) : !cute.i64<divby 128> to !cute_ptr_fadb05
              %lay_355 = cute.get_layout(%slice_341) : !cute_coord_tensor_8b35f7
              %198 = cute.get_shape(%lay_355) : (!cute_layout_5e15fa) -> !cute.shape<"(((64,128),1))">
              %e0_356, %e1_357, %e2_358 = cute.get_leaves(%198) : !cute.shape<"(((64,128),1))">
              %lay_359 = cute.get_layout(%slice_351) : !memref_smem_bf16_4
              %199 = cute.get_shape(%lay_359) : (!cute_layout_718229) -> !cute.shape<"((8192,1))">
              %e0_360, %e1_361 = cute.get_leaves(%199) : !cute.shape<"((8192,1))">
              %lay_362 = cute.get_layout(%slice_341) : !cute_coord_tensor_8b35f7
              %shape_363 = cute.make_shape() : () -> !cute.shape<"1">
              %lay_364 = cute.make_layout(%shape_363) : !cute.layout<"1:0">
              %append_365 = cute.append_to_rank<2> (%lay_362, %lay_364) : !cute_layout_5e15fa, !cute.layout<"1:0">
              %int_tuple_366 = cute.make_int_tuple(%e0_348, %e1_349) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">) -> !cute_int_tuple_ffa35c
              %int_tup_iter_367 = cute.make_arith_tuple_iter(%int_tuple_366) : (!cute_int_tuple_ffa35c) -> !cute_arith_tuple_iter_b03bb1
              %view_368 = cute.make_view(%int_tup_iter_367, %append_365) : !cute_coord_tensor_71714c
              %iter_369 = cute.get_iter(%view_368) : !cute_coord_tensor_71714c
              %tup_370 = cute.deref_arith_tuple_iter(%iter_369) : !cute_arith_tuple_iter_b03bb1
              %e0_371, %e1_372 = cute.get_leaves(%tup_370) : !cute_int_tuple_ffa35c
              %200 = cute.get_scalars(%e0_371) : !cute.int_tuple<"?{div=64}">
              %201 = cute.get_scalars(%e1_372) : !cute.int_tuple<"?{div=128}">
              %lay_373 = cute.get_layout(%view_368) : !cute_coord_tensor_71714c
              %202 = cute.get_shape(%lay_373) : (!cute_layout_bfb9a9) -> !cute.shape<"(((64,128),1),1)">
              %e0_374, %e1_375, %e2_376, %e3_377 = cute.get_leaves(%202) : !cute.shape<"(((64,128),1),1)">
              %lay_378 = cute.get_layout(%view_368) : !cute_coord_tensor_71714c
              %203 = cute.get_shape(%lay_378) : (!cute_layout_bfb9a9) -> !cute.shape<"(((64,128),1),1)">
              %e0_379, %e1_380, %e2_381, %e3_382 = cute.get_leaves(%203) : !cute.shape<"(((64,128),1),1)">
              %grouped_383 = cute.group_modes(%view_368) <1, 2> : (!cute_coord_tensor_71714c) -> !cute_coord_tensor_f4c736
              %iter_384 = cute.get_iter(%grouped_383) : !cute_coord_tensor_f4c736
              %tup_385 = cute.deref_arith_tuple_iter(%iter_384) : !cute_arith_tuple_iter_b03bb1
              %e0_386, %e1_387 = cute.get_leaves(%tup_385) : !cute_int_tuple_ffa35c
              %204 = cute.get_scalars(%e0_386) : !cute.int_tuple<"?{div=64}">
              %205 = cute.get_scalars(%e1_387) : !cute.int_tuple<"?{div=128}">
              %iter_388 = cute.get_iter(%grouped_383) : !cute_coord_tensor_f4c736
              %tup_389 = cute.deref_arith_tuple_iter(%iter_388) : !cute_arith_tuple_iter_b03bb1
              %e0_390, %e1_391 = cute.get_leaves(%tup_389) : !cute_int_tuple_ffa35c
              %206 = cute.get_scalars(%e0_390) : !cute.int_tuple<"?{div=64}">
              %207 = cute.get_scalars(%e1_391) : !cute.int_tuple<"?{div=128}">
              %lay_392 = cute.get_layout(%slice_351) : !memref_smem_bf16_4
              %shape_393 = cute.make_shape() : () -> !cute.shape<"1">
              %lay_394 = cute.make_layout(%shape_393) : !cute.layout<"1:0">
              %append_395 = cute.append_to_rank<2> (%lay_392, %lay_394) : !cute_layout_718229, !cute.layout<"1:0">
              %view_396 = cute.make_view(%iter_353, %append_395) : !memref_smem_bf16_5
              %iter_397 = cute.get_iter(%view_396) : !memref_smem_bf16_5
              %lay_398 = cute.get_layout(%view_396) : !memref_smem_bf16_5
              %208 = cute.get_shape(%lay_398) : (!cute_layout_61586e) -> !cute.shape<"((8192,1),1)">
              %e0_399, %e1_400, %e2_401 = cute.get_leaves(%208) : !cute.shape<"((8192,1),1)">
              %lay_402 = cute.get_layout(%view_396) : !memref_smem_bf16_5
              %209 = cute.get_shape(%lay_402) : (!cute_layout_61586e) -> !cute.shape<"((8192,1),1)">
              %e0_403, %e1_404, %e2_405 = cute.get_leaves(%209) : !cute.shape<"((8192,1),1)">
              %grouped_406 = cute.group_modes(%view_396) <1, 2> : (!memref_smem_bf16_5) -> !memref_smem_bf16_6
              %iter_407 = cute.get_iter(%grouped_406) : !memref_smem_bf16_6
              %iter_408 = cute.get_iter(%grouped_406) : !memref_smem_bf16_6
              %lay_409 = cute.get_layout(%grouped_383) : !cute_coord_tensor_f4c736
              %210 = cute.get_shape(%lay_409) : (!cute_layout_c701d2) -> !cute_shape_cb67ce
              %e0_410, %e1_411, %e2_412, %e3_413 = cute.get_leaves(%210) : !cute_shape_cb67ce
              %lay_414 = cute.get_layout(%grouped_406) : !memref_smem_bf16_6
              %211 = cute.get_shape(%lay_414) : (!cute_layout_2dea72) -> !cute.shape<"((8192,1),(1))">
              %e0_415, %e1_416, %e2_417 = cute.get_leaves(%211) : !cute.shape<"((8192,1),(1))">
              %sz_418 = cute.size(%grouped_383) <{mode = [1]}> : (!cute_coord_tensor_f4c736) -> !cute.int_tuple<"1">
              %e0_419 = cute.get_leaves(%sz_418) : !cute.int_tuple<"1">
              %sz_420 = cute.size(%grouped_406) <{mode = [1]}> : (!memref_smem_bf16_6) -> !cute.int_tuple<"1">
              %e0_421 = cute.get_leaves(%sz_420) : !cute.int_tuple<"1">
              %lay_422 = cute.get_layout(%grouped_383) : !cute_coord_tensor_f4c736
              %212 = cute.get_shape(%lay_422) : (!cute_layout_c701d2) -> !cute_shape_cb67ce
              %e0_423, %e1_424, %e2_425, %e3_426 = cute.get_leaves(%212) : !cute_shape_cb67ce
              %213 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3) -> !cute_nvgpu_atom_tma_load_0358e1
              %214 = cute_nvgpu.atom.set_value(%213, %ptr_254 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu_atom_tma_load_0358e1
              %215 = cute_nvgpu.atom.set_value(%214, %197 : !cute_ptr_fadb05) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_descriptor_ptr>} : !cute_nvgpu_atom_tma_load_0358e1
              cute.copy(%215, %grouped_383, %grouped_406) : (!cute_nvgpu_atom_tma_load_0358e1, !cute_coord_tensor_f4c736, !memref_smem_bf16_6)
              %c1_i32_427 = arith.constant 1 : i32
              %216 = arith.addi %arg23, %c1_i32_427 : i32
              %217 = arith.addi %arg22, %c1_i32_427 : i32
              %c6_i32_428 = arith.constant 6 : i32
              %218 = arith.cmpi eq, %216, %c6_i32_428 : i32
              %219:2 = scf.if %218 -> (i32, i32) {
                %c1_i32_429 = arith.constant 1 : i32
                %220 = arith.xori %arg24, %c1_i32_429 : i32
                %c0_i32_430 = arith.constant 0 : i32
                scf.yield %c0_i32_430, %220 : i32, i32
              } else {
                scf.yield %216, %arg24 : i32, i32
              }
              scf.yield %217, %219#0, %219#1 : i32, i32, i32
            }
            %166 = arith.addi %arg17, %22 : i32
            scf.yield %138, %164, %166, %165#0, %165#1, %165#2 : i32, i32, i32, i32, i32, i32
          }
          %c1_i32_240 = arith.constant 1 : i32
          %116 = arith.addi %115#4, %c1_i32_240 : i32
          %117 = arith.addi %115#3, %c1_i32_240 : i32
          %c6_i32 = arith.constant 6 : i32
          %118 = arith.cmpi eq, %116, %c6_i32 : i32
          %119:2 = scf.if %118 -> (i32, i32) {
            %c1_i32_241 = arith.constant 1 : i32
            %137 = arith.xori %115#5, %c1_i32_241 : i32
            %c0_i32_242 = arith.constant 0 : i32
            scf.yield %c0_i32_242, %137 : i32, i32
          } else {
            scf.yield %116, %115#5 : i32, i32
          }
          %120 = arith.addi %119#0, %c1_i32_240 : i32
          %121 = arith.addi %117, %c1_i32_240 : i32
          %122 = arith.cmpi eq, %120, %c6_i32 : i32
          %123:2 = scf.if %122 -> (i32, i32) {
            %c1_i32_241 = arith.constant 1 : i32
            %137 = arith.xori %119#1, %c1_i32_241 : i32
            %c0_i32_242 = arith.constant 0 : i32
            scf.yield %c0_i32_242, %137 : i32, i32
          } else {
            scf.yield %120, %119#1 : i32, i32
          }
          %124 = arith.addi %123#0, %c1_i32_240 : i32
          %125 = arith.addi %121, %c1_i32_240 : i32
          %126 = arith.cmpi eq, %124, %c6_i32 : i32
          %127:2 = scf.if %126 -> (i32, i32) {
            %c1_i32_241 = arith.constant 1 : i32
            %137 = arith.xori %123#1, %c1_i32_241 : i32
            %c0_i32_242 = arith.constant 0 : i32
            scf.yield %c0_i32_242, %137 : i32, i32
          } else {
            scf.yield %124, %123#1 : i32, i32
          }
          %128 = arith.addi %127#0, %c1_i32_240 : i32
          %129 = arith.addi %125, %c1_i32_240 : i32
          %130 = arith.cmpi eq, %128, %c6_i32 : i32
          %131:2 = scf.if %130 -> (i32, i32) {
            %c1_i32_241 = arith.constant 1 : i32
            %137 = arith.xori %127#1, %c1_i32_241 : i32
            %c0_i32_242 = arith.constant 0 : i32
            scf.yield %c0_i32_242, %137 : i32, i32
          } else {
            scf.yield %128, %127#1 : i32, i32
          }
          %132 = arith.addi %131#0, %c1_i32_240 : i32
          %133 = arith.addi %129, %c1_i32_240 : i32
          %134 = arith.cmpi eq, %132, %c6_i32 : i32
          %135:2 = scf.if %134 -> (i32, i32) {
            %c1_i32_241 = arith.constant 1 : i32
            %137 = arith.xori %131#1, %c1_i32_241 : i32
            %c0_i32_242 = arith.constant 0 : i32
            scf.yield %c0_i32_242, %137 : i32, i32
          } else {
            scf.yield %132, %131#1 : i32, i32
          }
          %true = arith.constant true
          scf.if %true {
            %int_tuple_241 = cute.make_int_tuple(%135#0) : (i32) -> !cute.int_tuple<"?">
            %ptr_242 = cute.add_offset(%ptr_58, %int_tuple_241) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
            %137 = builtin.unrealized_conversion_cast %ptr_242 : !cute.ptr<i64, smem> to !llvm.ptr<3>
            %c10000000_i32 = arith.constant 10000000 : i32
            nvvm.mbarrier.try_wait.parity.shared %137, %135#1, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          }
          %136 = nvvm.elect.sync -> i1
          scf.if %136 {
            %int_tuple_241 = cute.make_int_tuple(%135#0) : (i32) -> !cute.int_tuple<"?">
            %ptr_242 = cute.add_offset(%iter_55, %int_tuple_241) : (!cute_ptr_e15201, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
            %137 = builtin.unrealized_conversion_cast %ptr_242 : !cute.ptr<i64, smem> to !llvm.ptr<3>
            %c32768_i32 = arith.constant 32768 : i32
            nvvm.mbarrier.txn %137, %c32768_i32 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
          }
        } else {
        }
        scf.yield %arg6 : !mma_bf16_bf16_f32_64x128x16_
      } else {
        nvvm.setmaxregister  increase 232
        %c128_i32_233 = arith.constant 128 : i32
        %88 = arith.subi %0, %c128_i32_233 : i32
        %coord_234 = cute.make_coord(%88) : (i32) -> !cute.coord<"?">
        %ptn_A = cute.tiled.mma.partition A (%arg6, %view, %coord_234) : (!mma_bf16_bf16_f32_64x128x16_, !memref_smem_bf16_, !cute.coord<"?">) -> !memref_smem_bf16_7
        %iter_235 = cute.get_iter(%ptn_A) : !memref_smem_bf16_7
        %lay_236 = cute.get_layout(%ptn_A) : !memref_smem_bf16_7
        %frg_A = cute.mma.make_fragment A (%arg6, %ptn_A) : (!mma_bf16_bf16_f32_64x128x16_, !memref_smem_bf16_7) -> !cute_nvgpu_smem_desc_view_e67c4e
        %iter_237 = cute.get_iter(%frg_A) : !cute_nvgpu_smem_desc_view_e67c4e
        %coord_238 = cute.make_coord(%88) : (i32) -> !cute.coord<"?">
        %ptn_B = cute.tiled.mma.partition B (%arg6, %view_82, %coord_238) : (!mma_bf16_bf16_f32_64x128x16_, !memref_smem_bf16_, !cute.coord<"?">) -> !memref_smem_bf16_8
        %iter_239 = cute.get_iter(%ptn_B) : !memref_smem_bf16_8
        %lay_240 = cute.get_layout(%ptn_B) : !memref_smem_bf16_8
        %frg_B = cute.mma.make_fragment B (%arg6, %ptn_B) : (!mma_bf16_bf16_f32_64x128x16_, !memref_smem_bf16_8) -> !cute_nvgpu_smem_desc_view_e67c4e
        %iter_241 = cute.get_iter(%frg_B) : !cute_nvgpu_smem_desc_view_e67c4e
        %coord_242 = cute.make_coord(%88) : (i32) -> !cute.coord<"?">
        %ptn_C = cute.tiled.mma.partition C (%arg6, %tiled_view_133, %coord_242) : (!mma_bf16_bf16_f32_64x128x16_, !cute_coord_tensor_a8cf34, !cute.coord<"?">) -> !cute_coord_tensor_bef5db
        %iter_243 = cute.get_iter(%ptn_C) : !cute_coord_tensor_bef5db
        %tup_244 = cute.deref_arith_tuple_iter(%iter_243) : !cute.arith_tuple_iter<"(?{div=2},?)">
        %e0_245, %e1_246 = cute.get_leaves(%tup_244) : !cute.int_tuple<"(?{div=2},?)">
        %89 = cute.get_scalars(%e0_245) : !cute.int_tuple<"?{div=2}">
        %90 = cute.get_scalars(%e1_246) : !cute.int_tuple<"?">
        %lay_247 = cute.get_layout(%ptn_C) : !cute_coord_tensor_bef5db
        %91 = cute.get_shape(%lay_247) : (!cute.layout<"((2,2,16),1,1,2,2,1):((1@0,8@1,8@0),0,0,128@1,128@0,0)">) -> !cute_shape_c589c8
        %e0_248, %e1_249, %e2_250, %e3_251, %e4_252, %e5_253, %e6, %e7 = cute.get_leaves(%91) : !cute_shape_c589c8
        %shape_254 = cute.make_shape() : () -> !cute.shape<"((2,2,16),1,1)">
        %lay_255 = cute.make_layout(%shape_254) : !cute_layout_6e9820
        %rmem = cute.memref.alloca(%lay_255) : !memref_rmem_f32_
        %iter_256 = cute.get_iter(%rmem) : !memref_rmem_f32_
        %iter_257 = cute.get_iter(%rmem) : !memref_rmem_f32_
        %sz_258 = cute.size(%frg_A) <{mode = [2]}> : (!cute_nvgpu_smem_desc_view_e67c4e) -> !cute.int_tuple<"4">
        %e0_259 = cute.get_leaves(%sz_258) : !cute.int_tuple<"4">
        %shape_260 = cute.make_shape() : () -> !cute.shape<"(8,8)">
        %atom = cute.make_atom() : () -> !cute_nvgpu_atom_stsm_191f92
        %shape_261 = cute.make_shape() : () -> !cute.shape<"(8,8)">
        %atom_262 = cute.make_atom() : () -> !cute_nvgpu_atom_stsm_191f92
        %92 = cute.static : !cute_layout_44fa8e
        %93 = cute.static : !cute_layout_cc3288
        %sz_263 = cute.size(%93) <{mode = [1]}> : (!cute_layout_cc3288) -> !cute.int_tuple<"8">
        %e0_264 = cute.get_leaves(%sz_263) : !cute.int_tuple<"8">
        %sz_265 = cute.size(%92) <{mode = [1]}> : (!cute_layout_44fa8e) -> !cute.int_tuple<"64">
        %e0_266 = cute.get_leaves(%sz_265) : !cute.int_tuple<"64">
        %sz_267 = cute.size(%92) <{mode = [0]}> : (!cute_layout_44fa8e) -> !cute.int_tuple<"256">
        %e0_268 = cute.get_leaves(%sz_267) : !cute.int_tuple<"256">
        %shape_269 = cute.make_shape() : () -> !cute.shape<"(256,8)">
        %lay_270 = cute.make_layout(%shape_269) : !cute.layout<"(256,8):(1,256)">
        %94 = cute.composition(%92, %lay_270) : (!cute_layout_44fa8e, !cute.layout<"(256,8):(1,256)">) -> !cute_layout_1c28bd
        %95 = cute.static : !cute.tile<"[_;_;_]">
        %e0_271, %e1_272, %e2_273 = cute.get_leaves(%95) : !cute.tile<"[_;_;_]">
        %96 = cute.static : !cute_layout_002152
        %97 = cute.static : !cute.shape<"(64,128,16)">
        %e0_274, %e1_275, %e2_276 = cute.get_leaves(%97) : !cute.shape<"(64,128,16)">
        %int_tuple_277 = cute.make_int_tuple() : () -> !cute.int_tuple<"(64,128,16)">
        %sz_278 = cute.size(%int_tuple_277) <{mode = [0]}> : (!cute.int_tuple<"(64,128,16)">) -> !cute.int_tuple<"64">
        %e0_279 = cute.get_leaves(%sz_278) : !cute.int_tuple<"64">
        %sz_280 = cute.size(%96) <{mode = [1]}> : (!cute_layout_002152) -> !cute.int_tuple<"2">
        %e0_281 = cute.get_leaves(%sz_280) : !cute.int_tuple<"2">
        %98 = cute.static : !cute.tile<"[_;_;_]">
        %e0_282, %e1_283, %e2_284 = cute.get_leaves(%98) : !cute.tile<"[_;_;_]">
        %99 = cute.static : !cute_layout_002152
        %100 = cute.static : !cute.shape<"(64,128,16)">
        %e0_285, %e1_286, %e2_287 = cute.get_leaves(%100) : !cute.shape<"(64,128,16)">
        %int_tuple_288 = cute.make_int_tuple() : () -> !cute.int_tuple<"(64,128,16)">
        %sz_289 = cute.size(%int_tuple_288) <{mode = [1]}> : (!cute.int_tuple<"(64,128,16)">) -> !cute.int_tuple<"128">
        %e0_290 = cute.get_leaves(%sz_289) : !cute.int_tuple<"128">
        %sz_291 = cute.size(%99) <{mode = [2]}> : (!cute_layout_002152) -> !cute.int_tuple<"1">
        %e0_292 = cute.get_leaves(%sz_291) : !cute.int_tuple<"1">
        %shape_293 = cute.make_shape() : () -> !cute.shape<"(128,128)">
        %stride = cute.make_stride() : () -> !cute.stride<"(1,0)">
        %lay_294 = cute.make_layout(%shape_293, %stride) : !cute.layout<"(128,128):(1,0)">
        %101 = cute.composition(%lay_294, %94) : (!cute.layout<"(128,128):(1,0)">, !cute_layout_1c28bd) -> !cute_layout_3c93fa
        %filtered = cute.filter(%101) : !cute_layout_3c93fa
        %shape_295 = cute.make_shape() : () -> !cute.shape<"(128,128)">
        %stride_296 = cute.make_stride() : () -> !cute.stride<"(0,1)">
        %lay_297 = cute.make_layout(%shape_295, %stride_296) : !cute.layout<"(128,128):(0,1)">
        %102 = cute.composition(%lay_297, %94) : (!cute.layout<"(128,128):(0,1)">, !cute_layout_1c28bd) -> !cute_layout_b9dd76
        %filtered_298 = cute.filter(%102) : !cute_layout_b9dd76
        %shape_299 = cute.make_shape() : () -> !cute.shape<"(128,128)">
        %lay_300 = cute.make_layout(%shape_299) : !cute_layout_a4c3b9
        %103 = cute.get_shape(%filtered) : (!cute_layout_ae7531) -> !cute.shape<"(8,8,2)">
        %e0_301, %e1_302, %e2_303 = cute.get_leaves(%103) : !cute.shape<"(8,8,2)">
        %104 = cute.get_stride(%filtered) : (!cute_layout_ae7531) -> !cute.stride<"(1,16,8)">
        %e0_304, %e1_305, %e2_306 = cute.get_leaves(%104) : !cute.stride<"(1,16,8)">
        %105 = cute.get_shape(%filtered_298) : (!cute.layout<"(4,2,2):(2,1,8)">) -> !cute.shape<"(4,2,2)">
        %e0_307, %e1_308, %e2_309 = cute.get_leaves(%105) : !cute.shape<"(4,2,2)">
        %106 = cute.get_stride(%filtered_298) : (!cute.layout<"(4,2,2):(2,1,8)">) -> !cute.stride<"(2,1,8)">
        %e0_310, %e1_311, %e2_312 = cute.get_leaves(%106) : !cute.stride<"(2,1,8)">
        %tile_313 = cute.make_tile() : () -> !cute_tile_df0369
        %107 = cute.composition(%lay_300, %tile_313) : (!cute_layout_a4c3b9, !cute_tile_df0369) -> !cute_layout_f492b8
        %linv = cute.left_inverse(%107) : (!cute_layout_f492b8) -> !cute_layout_06d400
        %108 = cute.composition(%linv, %94) : (!cute_layout_06d400, !cute_layout_1c28bd) -> !cute.layout<"((4,8,8),(2,2,2)):((128,1,8),(512,64,1024))">
        %109 = cute.get_shape(%filtered) : (!cute_layout_ae7531) -> !cute.shape<"(8,8,2)">
        %e0_314, %e1_315, %e2_316 = cute.get_leaves(%109) : !cute.shape<"(8,8,2)">
        %110 = cute.get_stride(%filtered) : (!cute_layout_ae7531) -> !cute.stride<"(1,16,8)">
        %e0_317, %e1_318, %e2_319 = cute.get_leaves(%110) : !cute.stride<"(1,16,8)">
        %111 = cute.get_shape(%filtered_298) : (!cute.layout<"(4,2,2):(2,1,8)">) -> !cute.shape<"(4,2,2)">
        %e0_320, %e1_321, %e2_322 = cute.get_leaves(%111) : !cute.shape<"(4,2,2)">
        %112 = cute.get_stride(%filtered_298) : (!cute.layout<"(4,2,2):(2,1,8)">) -> !cute.stride<"(2,1,8)">
        %e0_323, %e1_324, %e2_325 = cute.get_leaves(%112) : !cute.stride<"(2,1,8)">
        %tile_326 = cute.make_tile() : () -> !cute_tile_df0369
        %113 = cute.make_tiled_copy(%atom_262) : !copy_stsm_4_
        %114 = cute.static : !cute.layout<"((4,64),((2,2,2),1)):((128,1),((512,64,1024),0))">
        %115 = cute.static : !cute_tile_df0369
        %e0_327, %e1_328 = cute.get_leaves(%115) : !cute_tile_df0369
        %116 = cute.get_shape(%e0_327) : (!cute_layout_ae7531) -> !cute.shape<"(8,8,2)">
        %e0_329, %e1_330, %e2_331 = cute.get_leaves(%116) : !cute.shape<"(8,8,2)">
        %117 = cute.get_stride(%e0_327) : (!cute_layout_ae7531) -> !cute.stride<"(1,16,8)">
        %e0_332, %e1_333, %e2_334 = cute.get_leaves(%117) : !cute.stride<"(1,16,8)">
        %118 = cute.get_shape(%e1_328) : (!cute.layout<"(4,2,2):(2,1,8)">) -> !cute.shape<"(4,2,2)">
        %e0_335, %e1_336, %e2_337 = cute.get_leaves(%118) : !cute.shape<"(4,2,2)">
        %119 = cute.get_stride(%e1_328) : (!cute.layout<"(4,2,2):(2,1,8)">) -> !cute.stride<"(2,1,8)">
        %e0_338, %e1_339, %e2_340 = cute.get_leaves(%119) : !cute.stride<"(2,1,8)">
        %tile_341 = cute.make_tile() : () -> !cute_tile_df0369
        %120 = cute.make_tiled_copy(%atom) : !copy_stsm_4_1
        %coord_342 = cute.make_coord(%88) : (i32) -> !cute.coord<"?">
        %dst_partitioned = cute.tiled.copy.partition_D(%120, %view_86, %coord_342) : (!copy_stsm_4_1, !memref_smem_bf16_1, !cute.coord<"?">) -> !memref_smem_bf16_9
        %iter_343 = cute.get_iter(%dst_partitioned) : !memref_smem_bf16_9
        %retiled = cute.tiled.copy.retile(%120, %rmem) : (!copy_stsm_4_1, !memref_rmem_f32_) -> !memref_rmem_f32_1
        %iter_344 = cute.get_iter(%retiled) : !memref_rmem_f32_1
        %coord_345 = cute.make_coord(%88) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%120, %view_86, %coord_345) : (!copy_stsm_4_1, !memref_smem_bf16_1, !cute.coord<"?">) -> !memref_smem_bf16_10
        %iter_346 = cute.get_iter(%src_partitioned) : !memref_smem_bf16_10
        %lay_347 = cute.get_layout(%src_partitioned) : !memref_smem_bf16_10
        %121 = cute.get_shape(%lay_347) : (!cute.layout<"(((2,2,2),1),1,2,(1,4)):(((1,256,8),0),0,16,(0,4096))">) -> !cute_shape_c0bdcb
        %e0_348, %e1_349, %e2_350, %e3_351, %e4_352, %e5_353, %e6_354, %e7_355 = cute.get_leaves(%121) : !cute_shape_c0bdcb
        %shape_356 = cute.make_shape() : () -> !cute_shape_6fc090
        %lay_357 = cute.make_layout(%shape_356) : !cute_layout_07db63
        %rmem_358 = cute.memref.alloca(%lay_357) : !memref_rmem_f32_2
        %iter_359 = cute.get_iter(%rmem_358) : !memref_rmem_f32_2
        %iter_360 = cute.get_iter(%rmem_358) : !memref_rmem_f32_2
        %shape_361 = cute.make_shape() : () -> !cute_shape_6fc090
        %lay_362 = cute.make_layout(%shape_361) : !cute_layout_07db63
        %rmem_363 = cute.memref.alloca(%lay_362) : !memref_rmem_bf16_
        %iter_364 = cute.get_iter(%rmem_363) : !memref_rmem_bf16_
        %iter_365 = cute.get_iter(%rmem_363) : !memref_rmem_bf16_
        %sz_366 = cute.size(%rmem_358) : (!memref_rmem_f32_2) -> !cute.int_tuple<"16">
        %e0_367 = cute.get_leaves(%sz_366) : !cute.int_tuple<"16">
        %122 = nvvm.read.ptx.sreg.tid.x : i32
        %123 = nvvm.read.ptx.sreg.tid.y : i32
        %124 = nvvm.read.ptx.sreg.tid.z : i32
        %125 = nvvm.read.ptx.sreg.ntid.x : i32
        %126 = nvvm.read.ptx.sreg.ntid.y : i32
        %127 = arith.muli %123, %125 : i32
        %128 = arith.addi %122, %127 : i32
        %129 = arith.muli %124, %125 : i32
        %130 = arith.muli %129, %126 : i32
        %131 = arith.addi %128, %130 : i32
        %c32_i32_368 = arith.constant 32 : i32
        %132 = arith.floordivsi %131, %c32_i32_368 : i32
        %133 = cute_nvgpu.arch.make_warp_uniform(%132) : i32
        %c4_i32 = arith.constant 4 : i32
        %134 = arith.cmpi eq, %133, %c4_i32 : i32
        scf.if %134 {
          %136 = nvvm.elect.sync -> i1
          scf.if %136 {
            cute_nvgpu.copy_tma_desc(%arg4, %ptr_95) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_8b619e, !cute_ptr_c731b8) -> ()
          }
        }
        %c-1_i32 = arith.constant -1 : i32
        nvvm.bar.warp.sync %c-1_i32 : i32
        %c0_i32_369 = arith.constant 0 : i32
        %c-1_i32_370 = arith.constant -1 : i32
        %135:14 = scf.while (%arg15 = %c0_i32_369, %arg16 = %c-1_i32_370, %arg17 = %rmem_358, %arg18 = %c0_i32_369, %arg19 = %19, %arg20 = %rmem, %arg21 = %arg6, %arg22 = %c0_i32_369, %arg23 = %c0_i32_369, %arg24 = %c0_i32_369, %arg25 = %c0_i32_369, %arg26 = %c0_i32_369, %arg27 = %c0_i32_369, %arg28 = %rmem_363) : (i32, i32, !memref_rmem_f32_2, i32, i32, !memref_rmem_f32_, !mma_bf16_bf16_f32_64x128x16_, i32, i32, i32, i32, i32, i32, !memref_rmem_bf16_) -> (i32, i32, !memref_rmem_f32_2, i32, i32, !memref_rmem_f32_, !mma_bf16_bf16_f32_64x128x16_, i32, i32, i32, i32, i32, i32, !memref_rmem_bf16_) {
          %iter_380 = cute.get_iter(%arg17) : !memref_rmem_f32_2
          %iter_381 = cute.get_iter(%arg20) : !memref_rmem_f32_
          %iter_382 = cute.get_iter(%arg28) : !memref_rmem_bf16_
          %iter_383 = cute.get_iter(%arg17) : !memref_rmem_f32_2
          %iter_384 = cute.get_iter(%arg20) : !memref_rmem_f32_
          %iter_385 = cute.get_iter(%arg28) : !memref_rmem_bf16_
          %136 = arith.cmpi slt, %arg19, %arg14 : i32
          scf.condition(%136) %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28 : i32, i32, !memref_rmem_f32_2, i32, i32, !memref_rmem_f32_, !mma_bf16_bf16_f32_64x128x16_, i32, i32, i32, i32, i32, i32, !memref_rmem_bf16_
        } do {
        ^bb0(%arg15: i32, %arg16: i32, %arg17: !memref_rmem_f32_2, %arg18: i32, %arg19: i32, %arg20: !memref_rmem_f32_, %arg21: !mma_bf16_bf16_f32_64x128x16_, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32, %arg26: i32, %arg27: i32, %arg28: !memref_rmem_bf16_):
          %iter_380 = cute.get_iter(%arg17) : !memref_rmem_f32_2
          %iter_381 = cute.get_iter(%arg20) : !memref_rmem_f32_
          %iter_382 = cute.get_iter(%arg28) : !memref_rmem_bf16_
          %iter_383 = cute.get_iter(%arg17) : !memref_rmem_f32_2
          %iter_384 = cute.get_iter(%arg20) : !memref_rmem_f32_
          %iter_385 = cute.get_iter(%arg28) : !memref_rmem_bf16_
          %c1_i32_386 = arith.constant 1 : i32
          %136 = arith.addi %arg15, %c1_i32_386 : i32
          %sz_387 = cute.size(%arg10) <{mode = [0]}> : (!memref_gmem_i32_) -> !cute.int_tuple<"3">
          %e0_388 = cute.get_leaves(%sz_387) : !cute.int_tuple<"3">
          %c3_i32 = arith.constant 3 : i32
          %c1_i32_389 = arith.constant 1 : i32
          %137 = scf.for %arg29 = %136 to %c3_i32 step %c1_i32_389 iter_args(%arg30 = %arg15) -> (i32)  : i32 {
            %coord_1091 = cute.make_coord(%arg29) : (i32) -> !cute.coord<"(?,3)">
            %323 = cute.memref.load(%arg10, %coord_1091) : (!memref_gmem_i32_, !cute.coord<"(?,3)">) -> i32
            %324 = arith.cmpi sge, %arg19, %323 : i32
            %325 = scf.if %324 -> (i32) {
              scf.yield %arg29 : i32
            } else {
              scf.yield %arg30 : i32
            }
            scf.yield %325 : i32
          }
          %coord_390 = cute.make_coord(%137) : (i32) -> !cute.coord<"(?,0)">
          %138 = cute.memref.load(%arg10, %coord_390) : (!memref_gmem_i32_, !cute.coord<"(?,0)">) -> i32
          %coord_391 = cute.make_coord(%137) : (i32) -> !cute.coord<"(?,1)">
          %139 = cute.memref.load(%arg10, %coord_391) : (!memref_gmem_i32_, !cute.coord<"(?,1)">) -> i32
          %coord_392 = cute.make_coord(%137) : (i32) -> !cute.coord<"(?,2)">
          %140 = cute.memref.load(%arg10, %coord_392) : (!memref_gmem_i32_, !cute.coord<"(?,2)">) -> i32
          %c128_i32_393 = arith.constant 128 : i32
          %141 = arith.addi %138, %c128_i32_393 : i32
          %142 = arith.subi %141, %c1_i32_386 : i32
          %143 = arith.floordivsi %142, %c128_i32_393 : i32
          %144 = arith.addi %139, %c128_i32_393 : i32
          %145 = arith.subi %144, %c1_i32_386 : i32
          %146 = arith.floordivsi %145, %c128_i32_393 : i32
          %coord_394 = cute.make_coord(%137) : (i32) -> !cute.coord<"(?,3)">
          %147 = cute.memref.load(%arg10, %coord_394) : (!memref_gmem_i32_, !cute.coord<"(?,3)">) -> i32
          %148 = arith.subi %arg19, %147 : i32
          %c8_i32 = arith.constant 8 : i32
          %149 = arith.muli %146, %c8_i32 : i32
          %150 = arith.floordivsi %148, %149 : i32
          %151 = arith.muli %150, %c8_i32 : i32
          %152 = arith.subi %143, %151 : i32
          %c8_i32_395 = arith.constant 8 : i32
          %153 = arith.minsi %152, %c8_i32_395 : i32
          %154 = arith.muli %150, %149 : i32
          %155 = arith.subi %148, %154 : i32
          %156 = arith.remsi %155, %153 : i32
          %157 = arith.addi %151, %156 : i32
          %158 = arith.floordivsi %155, %153 : i32
          %c64_i32 = arith.constant 64 : i32
          %159 = arith.addi %140, %c64_i32 : i32
          %160 = arith.subi %159, %c1_i32_386 : i32
          %161 = arith.floordivsi %160, %c64_i32 : i32
          %162 = arith.cmpi ne, %137, %arg16 : i32
          %163 = scf.if %162 -> (i32) {
            %coord_1091 = cute.make_coord(%137) : (i32) -> !cute.coord<"(?,2)">
            %323 = cute.memref.load(%arg12, %coord_1091) : (!memref_gmem_i64_, !cute.coord<"(?,2)">) -> i64
            %coord_1092 = cute.make_coord(%137) : (i32) -> !cute.coord<"(?,2)">
            %324 = cute.memref.load(%arg11, %coord_1092) : (!memref_gmem_i32_1, !cute.coord<"(?,2)">) -> i32
            %iv_1093 = cute.assume(%323) : (i64) -> !cute.i64<divby 16>
            %325 = cute.inttoptr(%iv_1093) : !cute.i64<divby 16> to !cute_ptr_6f3445
            %shape_1094 = cute.make_shape(%138, %139) : (i32, i32) -> !cute.shape<"(?,?,1)">
            %stride_1095 = cute.make_stride(%324) : (i32) -> !cute.stride<"(?,1,0)">
            %lay_1096 = cute.make_layout(%shape_1094, %stride_1095) : !cute.layout<"(?,?,1):(?,1,0)">
            %view_1097 = cute.make_view(%325, %lay_1096) : !memref_gmem_bf16_
            %iter_1098 = cute.get_iter(%view_1097) : !memref_gmem_bf16_
            %326 = nvvm.read.ptx.sreg.tid.x : i32
            %327 = nvvm.read.ptx.sreg.tid.y : i32
            %328 = nvvm.read.ptx.sreg.tid.z : i32
            %329 = nvvm.read.ptx.sreg.ntid.x : i32
            %330 = nvvm.read.ptx.sreg.ntid.y : i32
            %331 = arith.muli %327, %329 : i32
            %332 = arith.addi %326, %331 : i32
            %333 = arith.muli %328, %329 : i32
            %334 = arith.muli %333, %330 : i32
            %335 = arith.addi %332, %334 : i32
            %c32_i32_1099 = arith.constant 32 : i32
            %336 = arith.floordivsi %335, %c32_i32_1099 : i32
            %337 = cute_nvgpu.arch.make_warp_uniform(%336) : i32
            %c4_i32_1100 = arith.constant 4 : i32
            %338 = arith.cmpi eq, %337, %c4_i32_1100 : i32
            scf.if %338 {
              cute_nvgpu.update_tma_desc(%arg4, %view_1097, %ptr_95) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_8b619e, !memref_gmem_bf16_, !cute_ptr_c731b8) -> ()
              %340 = nvvm.elect.sync -> i1
              scf.if %340 {
                nvvm.cp.async.bulk.commit.group
                nvvm.cp.async.bulk.wait_group 0 {read}
              }
              %c-1_i32_1101 = arith.constant -1 : i32
              nvvm.bar.warp.sync %c-1_i32_1101 : i32
              %341 = cute.ptrtoint(%77) : !cute_ptr_a5c1fa to i64
              %342 = cute.ptrtoint(%ptr_95) : !cute_ptr_c731b8 to i32
              llvm.inline_asm has_side_effects asm_dialect = att "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128;", "l,r" %341, %342 : (i64, i32) -> ()
            }
            %339 = arith.cmpi eq, %14, %c4_i32_1100 : i32
            scf.if %339 {
              %340 = cute.ptrtoint(%77) : !cute_ptr_a5c1fa to i64
              llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;", "l" %340 : (i64) -> ()
            } else {
            }
            scf.yield %137 : i32
          } else {
            scf.yield %arg16 : i32
          }
          %lay_396 = cute.get_layout(%arg20) : !memref_rmem_f32_
          %sz_397 = cute.size(%arg20) : (!memref_rmem_f32_) -> !cute.int_tuple<"64">
          %e0_398 = cute.get_leaves(%sz_397) : !cute.int_tuple<"64">
          %lay_399 = cute.get_layout(%arg20) : !memref_rmem_f32_
          %164 = cute.get_shape(%lay_399) : (!cute_layout_6e9820) -> !cute.shape<"((2,2,16),1,1)">
          %e0_400, %e1_401, %e2_402, %e3_403, %e4_404 = cute.get_leaves(%164) : !cute.shape<"((2,2,16),1,1)">
          %int_tuple_405 = cute.make_int_tuple() : () -> !cute_int_tuple_11731d
          %res = cute.tuple.product(%int_tuple_405) : (!cute_int_tuple_11731d) -> !cute.int_tuple<"64">
          %e0_406 = cute.get_leaves(%res) : !cute.int_tuple<"64">
          %cst = arith.constant 0.000000e+00 : f32
          %165 = vector.splat %cst : vector<64xf32>
          %lay_407 = cute.get_layout(%arg20) : !memref_rmem_f32_
          %166 = cute.get_shape(%lay_407) : (!cute_layout_6e9820) -> !cute.shape<"((2,2,16),1,1)">
          %e0_408, %e1_409, %e2_410, %e3_411, %e4_412 = cute.get_leaves(%166) : !cute.shape<"((2,2,16),1,1)">
          %lay_413 = cute.get_layout(%arg20) : !memref_rmem_f32_
          %lay_414 = cute.get_layout(%arg20) : !memref_rmem_f32_
          %167 = cute.get_shape(%lay_414) : (!cute_layout_6e9820) -> !cute.shape<"((2,2,16),1,1)">
          %e0_415, %e1_416, %e2_417, %e3_418, %e4_419 = cute.get_leaves(%167) : !cute.shape<"((2,2,16),1,1)">
          %int_tuple_420 = cute.make_int_tuple() : () -> !cute_int_tuple_11731d
          %sz_421 = cute.size(%int_tuple_420) : (!cute_int_tuple_11731d) -> !cute.int_tuple<"64">
          %e0_422 = cute.get_leaves(%sz_421) : !cute.int_tuple<"64">
          %int_tuple_423 = cute.make_int_tuple() : () -> !cute_int_tuple_11731d
          %sz_424 = cute.size(%int_tuple_423) : (!cute_int_tuple_11731d) -> !cute.int_tuple<"64">
          %e0_425 = cute.get_leaves(%sz_424) : !cute.int_tuple<"64">
          cute.memref.store_vec(%165, %arg20) : (vector<64xf32>, !memref_rmem_f32_) -> ()
          %true = arith.constant true
          %168 = cute_nvgpu.atom.set_value(%arg21, %true : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !mma_bf16_bf16_f32_64x128x16_
          nvvm.wgmma.fence.aligned
          %c0_i32_426 = arith.constant 0 : i32
          %169:6 = scf.for %arg29 = %c0_i32_426 to %161 step %c1_i32_389 iter_args(%arg30 = %arg22, %arg31 = %arg23, %arg32 = %arg24, %arg33 = %arg25, %arg34 = %arg26, %arg35 = %arg27) -> (i32, i32, i32, i32, i32, i32)  : i32 {
            %true_1091 = arith.constant true
            scf.if %true_1091 {
              %int_tuple_1198 = cute.make_int_tuple(%arg34) : (i32) -> !cute.int_tuple<"?">
              %ptr_1199 = cute.add_offset(%iter_55, %int_tuple_1198) : (!cute_ptr_e15201, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
              %345 = builtin.unrealized_conversion_cast %ptr_1199 : !cute.ptr<i64, smem> to !llvm.ptr<3>
              %c10000000_i32 = arith.constant 10000000 : i32
              nvvm.mbarrier.try_wait.parity.shared %345, %arg35, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            }
            %coord_1092 = cute.make_coord(%arg34) : (i32) -> !cute.coord<"(_,_,0,?)">
            %slice_1093 = cute.slice(%frg_A, %coord_1092) : !cute_nvgpu_smem_desc_view_e67c4e, !cute.coord<"(_,_,0,?)">
            %iter_1094 = cute.get_iter(%slice_1093) : !cute_nvgpu_smem_desc_view_58760c
            %iter_1095 = cute.get_iter(%slice_1093) : !cute_nvgpu_smem_desc_view_58760c
            %coord_1096 = cute.make_coord(%arg34) : (i32) -> !cute.coord<"(_,_,0,?)">
            %slice_1097 = cute.slice(%frg_B, %coord_1096) : !cute_nvgpu_smem_desc_view_e67c4e, !cute.coord<"(_,_,0,?)">
            %iter_1098 = cute.get_iter(%slice_1097) : !cute_nvgpu_smem_desc_view_58760c
            %iter_1099 = cute.get_iter(%slice_1097) : !cute_nvgpu_smem_desc_view_58760c
            %lay_1100 = cute.get_layout(%slice_1093) : !cute_nvgpu_smem_desc_view_58760c
            %323 = cute.get_shape(%lay_1100) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_1101, %e1_1102 = cute.get_leaves(%323) : !cute.shape<"(1,1)">
            %lay_1103 = cute.get_layout(%slice_1097) : !cute_nvgpu_smem_desc_view_58760c
            %324 = cute.get_shape(%lay_1103) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_1104, %e1_1105 = cute.get_leaves(%324) : !cute.shape<"(1,1)">
            %lay_1106 = cute.get_layout(%arg20) : !memref_rmem_f32_
            %325 = cute.get_shape(%lay_1106) : (!cute_layout_6e9820) -> !cute.shape<"((2,2,16),1,1)">
            %e0_1107, %e1_1108, %e2_1109, %e3_1110, %e4_1111 = cute.get_leaves(%325) : !cute.shape<"((2,2,16),1,1)">
            %lay_1112 = cute.get_layout(%arg20) : !memref_rmem_f32_
            %326 = cute.get_shape(%lay_1112) : (!cute_layout_6e9820) -> !cute.shape<"((2,2,16),1,1)">
            %e0_1113, %e1_1114, %e2_1115, %e3_1116, %e4_1117 = cute.get_leaves(%326) : !cute.shape<"((2,2,16),1,1)">
            cute.gemm(%168, %arg20, %slice_1093, %slice_1097, %arg20) : (!mma_bf16_bf16_f32_64x128x16_, !memref_rmem_f32_, !cute_nvgpu_smem_desc_view_58760c, !cute_nvgpu_smem_desc_view_58760c, !memref_rmem_f32_)
            %coord_1118 = cute.make_coord(%arg34) : (i32) -> !cute.coord<"(_,_,1,?)">
            %slice_1119 = cute.slice(%frg_A, %coord_1118) : !cute_nvgpu_smem_desc_view_e67c4e, !cute.coord<"(_,_,1,?)">
            %iter_1120 = cute.get_iter(%slice_1119) : !cute_nvgpu_smem_desc_view_58760c
            %iter_1121 = cute.get_iter(%slice_1119) : !cute_nvgpu_smem_desc_view_58760c
            %coord_1122 = cute.make_coord(%arg34) : (i32) -> !cute.coord<"(_,_,1,?)">
            %slice_1123 = cute.slice(%frg_B, %coord_1122) : !cute_nvgpu_smem_desc_view_e67c4e, !cute.coord<"(_,_,1,?)">
            %iter_1124 = cute.get_iter(%slice_1123) : !cute_nvgpu_smem_desc_view_58760c
            %iter_1125 = cute.get_iter(%slice_1123) : !cute_nvgpu_smem_desc_view_58760c
            %lay_1126 = cute.get_layout(%slice_1119) : !cute_nvgpu_smem_desc_view_58760c
            %327 = cute.get_shape(%lay_1126) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_1127, %e1_1128 = cute.get_leaves(%327) : !cute.shape<"(1,1)">
            %lay_1129 = cute.get_layout(%slice_1123) : !cute_nvgpu_smem_desc_view_58760c
            %328 = cute.get_shape(%lay_1129) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_1130, %e1_1131 = cute.get_leaves(%328) : !cute.shape<"(1,1)">
            %lay_1132 = cute.get_layout(%arg20) : !memref_rmem_f32_
            %329 = cute.get_shape(%lay_1132) : (!cute_layout_6e9820) -> !cute.shape<"((2,2,16),1,1)">
            %e0_1133, %e1_1134, %e2_1135, %e3_1136, %e4_1137 = cute.get_leaves(%329) : !cute.shape<"((2,2,16),1,1)">
            %lay_1138 = cute.get_layout(%arg20) : !memref_rmem_f32_
            %330 = cute.get_shape(%lay_1138) : (!cute_layout_6e9820) -> !cute.shape<"((2,2,16),1,1)">
            %e0_1139, %e1_1140, %e2_1141, %e3_1142, %e4_1143 = cute.get_leaves(%330) : !cute.shape<"((2,2,16),1,1)">
            cute.gemm(%168, %arg20, %slice_1119, %slice_1123, %arg20) : (!mma_bf16_bf16_f32_64x128x16_, !memref_rmem_f32_, !cute_nvgpu_smem_desc_view_58760c, !cute_nvgpu_smem_desc_view_58760c, !memref_rmem_f32_)
            %coord_1144 = cute.make_coord(%arg34) : (i32) -> !cute.coord<"(_,_,2,?)">
            %slice_1145 = cute.slice(%frg_A, %coord_1144) : !cute_nvgpu_smem_desc_view_e67c4e, !cute.coord<"(_,_,2,?)">
            %iter_1146 = cute.get_iter(%slice_1145) : !cute_nvgpu_smem_desc_view_58760c
            %iter_1147 = cute.get_iter(%slice_1145) : !cute_nvgpu_smem_desc_view_58760c
            %coord_1148 = cute.make_coord(%arg34) : (i32) -> !cute.coord<"(_,_,2,?)">
            %slice_1149 = cute.slice(%frg_B, %coord_1148) : !cute_nvgpu_smem_desc_view_e67c4e, !cute.coord<"(_,_,2,?)">
            %iter_1150 = cute.get_iter(%slice_1149) : !cute_nvgpu_smem_desc_view_58760c
            %iter_1151 = cute.get_iter(%slice_1149) : !cute_nvgpu_smem_desc_view_58760c
            %lay_1152 = cute.get_layout(%slice_1145) : !cute_nvgpu_smem_desc_view_58760c
            %331 = cute.get_shape(%lay_1152) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_1153, %e1_1154 = cute.get_leaves(%331) : !cute.shape<"(1,1)">
            %lay_1155 = cute.get_layout(%slice_1149) : !cute_nvgpu_smem_desc_view_58760c
            %332 = cute.get_shape(%lay_1155) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_1156, %e1_1157 = cute.get_leaves(%332) : !cute.shape<"(1,1)">
            %lay_1158 = cute.get_layout(%arg20) : !memref_rmem_f32_
            %333 = cute.get_shape(%lay_1158) : (!cute_layout_6e9820) -> !cute.shape<"((2,2,16),1,1)">
            %e0_1159, %e1_1160, %e2_1161, %e3_1162, %e4_1163 = cute.get_leaves(%333) : !cute.shape<"((2,2,16),1,1)">
            %lay_1164 = cute.get_layout(%arg20) : !memref_rmem_f32_
            %334 = cute.get_shape(%lay_1164) : (!cute_layout_6e9820) -> !cute.shape<"((2,2,16),1,1)">
            %e0_1165, %e1_1166, %e2_1167, %e3_1168, %e4_1169 = cute.get_leaves(%334) : !cute.shape<"((2,2,16),1,1)">
            cute.gemm(%168, %arg20, %slice_1145, %slice_1149, %arg20) : (!mma_bf16_bf16_f32_64x128x16_, !memref_rmem_f32_, !cute_nvgpu_smem_desc_view_58760c, !cute_nvgpu_smem_desc_view_58760c, !memref_rmem_f32_)
            %coord_1170 = cute.make_coord(%arg34) : (i32) -> !cute.coord<"(_,_,3,?)">
            %slice_1171 = cute.slice(%frg_A, %coord_1170) : !cute_nvgpu_smem_desc_view_e67c4e, !cute.coord<"(_,_,3,?)">
            %iter_1172 = cute.get_iter(%slice_1171) : !cute_nvgpu_smem_desc_view_58760c
            %iter_1173 = cute.get_iter(%slice_1171) : !cute_nvgpu_smem_desc_view_58760c
            %coord_1174 = cute.make_coord(%arg34) : (i32) -> !cute.coord<"(_,_,3,?)">
            %slice_1175 = cute.slice(%frg_B, %coord_1174) : !cute_nvgpu_smem_desc_view_e67c4e, !cute.coord<"(_,_,3,?)">
            %iter_1176 = cute.get_iter(%slice_1175) : !cute_nvgpu_smem_desc_view_58760c
            %iter_1177 = cute.get_iter(%slice_1175) : !cute_nvgpu_smem_desc_view_58760c
            %lay_1178 = cute.get_layout(%slice_1171) : !cute_nvgpu_smem_desc_view_58760c
            %335 = cute.get_shape(%lay_1178) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_1179, %e1_1180 = cute.get_leaves(%335) : !cute.shape<"(1,1)">
            %lay_1181 = cute.get_layout(%slice_1175) : !cute_nvgpu_smem_desc_view_58760c
            %336 = cute.get_shape(%lay_1181) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_1182, %e1_1183 = cute.get_leaves(%336) : !cute.shape<"(1,1)">
            %lay_1184 = cute.get_layout(%arg20) : !memref_rmem_f32_
            %337 = cute.get_shape(%lay_1184) : (!cute_layout_6e9820) -> !cute.shape<"((2,2,16),1,1)">
            %e0_1185, %e1_1186, %e2_1187, %e3_1188, %e4_1189 = cute.get_leaves(%337) : !cute.shape<"((2,2,16),1,1)">
            %lay_1190 = cute.get_layout(%arg20) : !memref_rmem_f32_
            %338 = cute.get_shape(%lay_1190) : (!cute_layout_6e9820) -> !cute.shape<"((2,2,16),1,1)">
            %e0_1191, %e1_1192, %e2_1193, %e3_1194, %e4_1195 = cute.get_leaves(%338) : !cute.shape<"((2,2,16),1,1)">
            cute.gemm(%168, %arg20, %slice_1171, %slice_1175, %arg20) : (!mma_bf16_bf16_f32_64x128x16_, !memref_rmem_f32_, !cute_nvgpu_smem_desc_view_58760c, !cute_nvgpu_smem_desc_view_58760c, !memref_rmem_f32_)
            nvvm.wgmma.commit.group.sync.aligned
            nvvm.wgmma.wait.group.sync.aligned 1
            %c0_i32_1196 = arith.constant 0 : i32
            %339 = arith.cmpi sgt, %arg29, %c0_i32_1196 : i32
            %340:3 = scf.if %339 -> (i32, i32, i32) {
              scf.if %65 {
                %int_tuple_1200 = cute.make_int_tuple(%arg31) : (i32) -> !cute.int_tuple<"?">
                %ptr_1201 = cute.add_offset(%ptr_58, %int_tuple_1200) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
                %349 = builtin.unrealized_conversion_cast %ptr_1201 : !cute.ptr<i64, smem> to !llvm.ptr<3>
                %c1_i32_1202 = arith.constant 1 : i32
                nvvm.mbarrier.txn %349, %c1_i32_1202 {kind = #nvvm.mbar_txn_kind<arrive>} : !llvm.ptr<3>, i32
              }
              %c1_i32_1198 = arith.constant 1 : i32
              %345 = arith.addi %arg31, %c1_i32_1198 : i32
              %346 = arith.addi %arg30, %c1_i32_1198 : i32
              %c6_i32_1199 = arith.constant 6 : i32
              %347 = arith.cmpi eq, %345, %c6_i32_1199 : i32
              %348:2 = scf.if %347 -> (i32, i32) {
                %c1_i32_1200 = arith.constant 1 : i32
                %349 = arith.xori %arg32, %c1_i32_1200 : i32
                %c0_i32_1201 = arith.constant 0 : i32
                scf.yield %c0_i32_1201, %349 : i32, i32
              } else {
                scf.yield %345, %arg32 : i32, i32
              }
              scf.yield %346, %348#0, %348#1 : i32, i32, i32
            } else {
              scf.yield %arg30, %arg31, %arg32 : i32, i32, i32
            }
            %c1_i32_1197 = arith.constant 1 : i32
            %341 = arith.addi %arg34, %c1_i32_1197 : i32
            %342 = arith.addi %arg33, %c1_i32_1197 : i32
            %c6_i32 = arith.constant 6 : i32
            %343 = arith.cmpi eq, %341, %c6_i32 : i32
            %344:2 = scf.if %343 -> (i32, i32) {
              %c1_i32_1198 = arith.constant 1 : i32
              %345 = arith.xori %arg35, %c1_i32_1198 : i32
              %c0_i32_1199 = arith.constant 0 : i32
              scf.yield %c0_i32_1199, %345 : i32, i32
            } else {
              scf.yield %341, %arg35 : i32, i32
            }
            scf.yield %340#0, %340#1, %340#2, %342, %344#0, %344#1 : i32, i32, i32, i32, i32, i32
          }
          nvvm.wgmma.wait.group.sync.aligned 0
          %c0_i32_427 = arith.constant 0 : i32
          %170 = arith.cmpi sgt, %161, %c0_i32_427 : i32
          %171:3 = scf.if %170 -> (i32, i32, i32) {
            scf.if %65 {
              %int_tuple_1092 = cute.make_int_tuple(%169#1) : (i32) -> !cute.int_tuple<"?">
              %ptr_1093 = cute.add_offset(%ptr_58, %int_tuple_1092) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
              %327 = builtin.unrealized_conversion_cast %ptr_1093 : !cute.ptr<i64, smem> to !llvm.ptr<3>
              %c1_i32_1094 = arith.constant 1 : i32
              nvvm.mbarrier.txn %327, %c1_i32_1094 {kind = #nvvm.mbar_txn_kind<arrive>} : !llvm.ptr<3>, i32
            }
            %c1_i32_1091 = arith.constant 1 : i32
            %323 = arith.addi %169#1, %c1_i32_1091 : i32
            %324 = arith.addi %169#0, %c1_i32_1091 : i32
            %c6_i32 = arith.constant 6 : i32
            %325 = arith.cmpi eq, %323, %c6_i32 : i32
            %326:2 = scf.if %325 -> (i32, i32) {
              %c1_i32_1092 = arith.constant 1 : i32
              %327 = arith.xori %169#2, %c1_i32_1092 : i32
              %c0_i32_1093 = arith.constant 0 : i32
              scf.yield %c0_i32_1093, %327 : i32, i32
            } else {
              scf.yield %323, %169#2 : i32, i32
            }
            scf.yield %324, %326#0, %326#1 : i32, i32, i32
          } else {
            scf.yield %169#0, %169#1, %169#2 : i32, i32, i32
          }
          %coord_428 = cute.make_coord(%157, %158) : (i32, i32) -> !cute.coord<"(_,_,?,?,0)">
          %slice_429 = cute.slice(%tiled_view_133, %coord_428) : !cute_coord_tensor_a8cf34, !cute.coord<"(_,_,?,?,0)">
          %iter_430 = cute.get_iter(%slice_429) : !cute_coord_tensor_b81ea5
          %tup_431 = cute.deref_arith_tuple_iter(%iter_430) : !cute_arith_tuple_iter_fc9713
          %e0_432, %e1_433 = cute.get_leaves(%tup_431) : !cute_int_tuple_a0ee65
          %172 = cute.get_scalars(%e0_432) : !cute.int_tuple<"?{div=128}">
          %173 = cute.get_scalars(%e1_433) : !cute.int_tuple<"?{div=128}">
          %iter_434 = cute.get_iter(%slice_429) : !cute_coord_tensor_b81ea5
          %tup_435 = cute.deref_arith_tuple_iter(%iter_434) : !cute_arith_tuple_iter_fc9713
          %e0_436, %e1_437 = cute.get_leaves(%tup_435) : !cute_int_tuple_a0ee65
          %174 = cute.get_scalars(%e0_436) : !cute.int_tuple<"?{div=128}">
          %175 = cute.get_scalars(%e1_437) : !cute.int_tuple<"?{div=128}">
          %tile_438 = cute.make_tile() : () -> !cute.tile<"[128:1;32:1]">
          %div = cute.zipped_divide(%slice_429, %tile_438) : !cute_coord_tensor_b81ea5, !cute.tile<"[128:1;32:1]">
          %iter_439 = cute.get_iter(%div) : !cute_coord_tensor_f9f7a8
          %tup_440 = cute.deref_arith_tuple_iter(%iter_439) : !cute_arith_tuple_iter_fc9713
          %e0_441, %e1_442 = cute.get_leaves(%tup_440) : !cute_int_tuple_a0ee65
          %176 = cute.get_scalars(%e0_441) : !cute.int_tuple<"?{div=128}">
          %177 = cute.get_scalars(%e1_442) : !cute.int_tuple<"?{div=128}">
          %iter_443 = cute.get_iter(%div) : !cute_coord_tensor_f9f7a8
          %tup_444 = cute.deref_arith_tuple_iter(%iter_443) : !cute_arith_tuple_iter_fc9713
          %e0_445, %e1_446 = cute.get_leaves(%tup_444) : !cute_int_tuple_a0ee65
          %178 = cute.get_scalars(%e0_445) : !cute.int_tuple<"?{div=128}">
          %179 = cute.get_scalars(%e1_446) : !cute.int_tuple<"?{div=128}">
          %shape_447 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_448 = cute.make_layout(%shape_447) : !cute.layout<"1:0">
          %lay_449 = cute.get_layout(%view_86) : !memref_smem_bf16_1
          %180 = cute.get_shape(%lay_449) : (!cute_layout_2dea00) -> !cute_shape_28a4fe
          %e0_450, %e1_451, %e2_452, %e3_453, %e4_454, %e5_455 = cute.get_leaves(%180) : !cute_shape_28a4fe
          %lay_456 = cute.get_layout(%view_86) : !memref_smem_bf16_1
          %181 = cute.get_shape(%lay_456) : (!cute_layout_2dea00) -> !cute_shape_28a4fe
          %e0_457, %e1_458, %e2_459, %e3_460, %e4_461, %e5_462 = cute.get_leaves(%181) : !cute_shape_28a4fe
          %grouped_463 = cute.group_modes(%view_86) <0, 2> : (!memref_smem_bf16_1) -> !memref_smem_bf16_11
          %iter_464 = cute.get_iter(%grouped_463) : !memref_smem_bf16_11
          %iter_465 = cute.get_iter(%grouped_463) : !memref_smem_bf16_11
          %coord_466 = cute.make_coord() : () -> !cute.coord<"0">
          %res_smem_tensor_467, %res_gmem_tensor_468 = cute_nvgpu.atom.tma_partition(%arg4, %coord_466, %lay_448, %grouped_463, %div) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_8b619e, !cute.coord<"0">, !cute.layout<"1:0">, !memref_smem_bf16_11, !cute_coord_tensor_f9f7a8) -> (!memref_smem_bf16_12, !cute_coord_tensor_a18a50)
          %iter_469 = cute.get_iter(%res_smem_tensor_467) : !memref_smem_bf16_12
          %iter_470 = cute.get_iter(%res_gmem_tensor_468) : !cute_coord_tensor_a18a50
          %tup_471 = cute.deref_arith_tuple_iter(%iter_470) : !cute_arith_tuple_iter_fc9713
          %e0_472, %e1_473 = cute.get_leaves(%tup_471) : !cute_int_tuple_a0ee65
          %182 = cute.get_scalars(%e0_472) : !cute.int_tuple<"?{div=128}">
          %183 = cute.get_scalars(%e1_473) : !cute.int_tuple<"?{div=128}">
          %lay_474 = cute.get_layout(%div) : !cute_coord_tensor_f9f7a8
          %184 = cute.get_shape(%lay_474) : (!cute.layout<"((128,32),(1,4)):((1@1,1@0),(0,32@0))">) -> !cute.shape<"((128,32),(1,4))">
          %e0_475, %e1_476, %e2_477, %e3_478 = cute.get_leaves(%184) : !cute.shape<"((128,32),(1,4))">
          %shape_479 = cute.make_shape() : () -> !cute.shape<"(1,4)">
          %stride_480 = cute.make_stride() : () -> !cute.stride<"(4,1)">
          %lay_481 = cute.make_layout(%shape_479, %stride_480) : !cute.layout<"(1,4):(4,1)">
          %int_tuple_482 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,4)">
          %sz_483 = cute.size(%int_tuple_482) : (!cute.int_tuple<"(1,4)">) -> !cute.int_tuple<"4">
          %e0_484 = cute.get_leaves(%sz_483) : !cute.int_tuple<"4">
          %coord_485 = cute.make_coord() : () -> !cute.coord<"0">
          %185 = cute.memref.load(%retiled, %coord_485) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
          %coord_486 = cute.make_coord() : () -> !cute.coord<"0">
          cute.memref.store(%arg17, %coord_486, %185) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %coord_487 = cute.make_coord() : () -> !cute.coord<"1">
          %186 = cute.memref.load(%retiled, %coord_487) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
          %coord_488 = cute.make_coord() : () -> !cute.coord<"1">
          cute.memref.store(%arg17, %coord_488, %186) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %coord_489 = cute.make_coord() : () -> !cute.coord<"2">
          %187 = cute.memref.load(%retiled, %coord_489) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
          %coord_490 = cute.make_coord() : () -> !cute.coord<"2">
          cute.memref.store(%arg17, %coord_490, %187) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %coord_491 = cute.make_coord() : () -> !cute.coord<"3">
          %188 = cute.memref.load(%retiled, %coord_491) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
          %coord_492 = cute.make_coord() : () -> !cute.coord<"3">
          cute.memref.store(%arg17, %coord_492, %188) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %coord_493 = cute.make_coord() : () -> !cute.coord<"4">
          %189 = cute.memref.load(%retiled, %coord_493) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
          %coord_494 = cute.make_coord() : () -> !cute.coord<"4">
          cute.memref.store(%arg17, %coord_494, %189) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %coord_495 = cute.make_coord() : () -> !cute.coord<"5">
          %190 = cute.memref.load(%retiled, %coord_495) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
          %coord_496 = cute.make_coord() : () -> !cute.coord<"5">
          cute.memref.store(%arg17, %coord_496, %190) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %coord_497 = cute.make_coord() : () -> !cute.coord<"6">
          %191 = cute.memref.load(%retiled, %coord_497) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
          %coord_498 = cute.make_coord() : () -> !cute.coord<"6">
          cute.memref.store(%arg17, %coord_498, %191) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %coord_499 = cute.make_coord() : () -> !cute.coord<"7">
          %192 = cute.memref.load(%retiled, %coord_499) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
          %coord_500 = cute.make_coord() : () -> !cute.coord<"7">
          cute.memref.store(%arg17, %coord_500, %192) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %coord_501 = cute.make_coord() : () -> !cute.coord<"8">
          %193 = cute.memref.load(%retiled, %coord_501) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
          %coord_502 = cute.make_coord() : () -> !cute.coord<"8">
          cute.memref.store(%arg17, %coord_502, %193) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
          %coord_503 = cute.make_coord() : () -> !cute.coord<"9">
          %194 = cute.memref.load(%retiled, %coord_503) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
          %coord_504 = cute.make_coord() : () -> !cute.coord<"9">
          cute.memref.store(%arg17, %coord_504, %194) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
          %coord_505 = cute.make_coord() : () -> !cute.coord<"10">
          %195 = cute.memref.load(%retiled, %coord_505) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
          %coord_506 = cute.make_coord() : () -> !cute.coord<"10">
          cute.memref.store(%arg17, %coord_506, %195) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
          %coord_507 = cute.make_coord() : () -> !cute.coord<"11">
          %196 = cute.memref.load(%retiled, %coord_507) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
          %coord_508 = cute.make_coord() : () -> !cute.coord<"11">
          cute.memref.store(%arg17, %coord_508, %196) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
          %coord_509 = cute.make_coord() : () -> !cute.coord<"12">
          %197 = cute.memref.load(%retiled, %coord_509) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
          %coord_510 = cute.make_coord() : () -> !cute.coord<"12">
          cute.memref.store(%arg17, %coord_510, %197) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
          %coord_511 = cute.make_coord() : () -> !cute.coord<"13">
          %198 = cute.memref.load(%retiled, %coord_511) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
          %coord_512 = cute.make_coord() : () -> !cute.coord<"13">
          cute.memref.store(%arg17, %coord_512, %198) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
          %coord_513 = cute.make_coord() : () -> !cute.coord<"14">
          %199 = cute.memref.load(%retiled, %coord_513) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
          %coord_514 = cute.make_coord() : () -> !cute.coord<"14">
          cute.memref.store(%arg17, %coord_514, %199) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
          %coord_515 = cute.make_coord() : () -> !cute.coord<"15">
          %200 = cute.memref.load(%retiled, %coord_515) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
          %coord_516 = cute.make_coord() : () -> !cute.coord<"15">
          cute.memref.store(%arg17, %coord_516, %200) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
          %lay_517 = cute.get_layout(%arg17) : !memref_rmem_f32_2
          %201 = cute.get_shape(%lay_517) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_518, %e1_519, %e2_520, %e3_521, %e4_522, %e5_523 = cute.get_leaves(%201) : !cute_shape_6fc090
          %lay_524 = cute.get_layout(%arg17) : !memref_rmem_f32_2
          %202 = cute.memref.load_vec(%arg17) : (!memref_rmem_f32_2) -> vector<16xf32>
          %lay_525 = cute.get_layout(%arg17) : !memref_rmem_f32_2
          %203 = cute.get_shape(%lay_525) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_526, %e1_527, %e2_528, %e3_529, %e4_530, %e5_531 = cute.get_leaves(%203) : !cute_shape_6fc090
          %204 = arith.truncf %202 : vector<16xf32> to vector<16xbf16>
          %lay_532 = cute.get_layout(%arg28) : !memref_rmem_bf16_
          %205 = cute.get_shape(%lay_532) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_533, %e1_534, %e2_535, %e3_536, %e4_537, %e5_538 = cute.get_leaves(%205) : !cute_shape_6fc090
          %lay_539 = cute.get_layout(%arg28) : !memref_rmem_bf16_
          %lay_540 = cute.get_layout(%arg28) : !memref_rmem_bf16_
          %206 = cute.get_shape(%lay_540) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_541, %e1_542, %e2_543, %e3_544, %e4_545, %e5_546 = cute.get_leaves(%206) : !cute_shape_6fc090
          %int_tuple_547 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_548 = cute.size(%int_tuple_547) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_549 = cute.get_leaves(%sz_548) : !cute.int_tuple<"16">
          %int_tuple_550 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_551 = cute.size(%int_tuple_550) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_552 = cute.get_leaves(%sz_551) : !cute.int_tuple<"16">
          cute.memref.store_vec(%204, %arg28) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
          %coord_553 = cute.make_coord(%arg18) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_554 = cute.slice(%dst_partitioned, %coord_553) : !memref_smem_bf16_9, !cute.coord<"(_,_,_,?)">
          %iter_555 = cute.get_iter(%slice_554) : !memref_smem_bf16_13
          %iter_556 = cute.get_iter(%slice_554) : !memref_smem_bf16_13
          %lay_557 = cute.get_layout(%arg28) : !memref_rmem_bf16_
          %207 = cute.get_shape(%lay_557) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_558, %e1_559, %e2_560, %e3_561, %e4_562, %e5_563 = cute.get_leaves(%207) : !cute_shape_6fc090
          %lay_564 = cute.get_layout(%slice_554) : !memref_smem_bf16_13
          %208 = cute.get_shape(%lay_564) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_565, %e1_566, %e2_567, %e3_568, %e4_569 = cute.get_leaves(%208) : !cute.shape<"(((2,4),1),1,2)">
          %lay_570 = cute.get_layout(%arg28) : !memref_rmem_bf16_
          %shape_571 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_572 = cute.make_layout(%shape_571) : !cute.layout<"1:0">
          %append = cute.append_to_rank<2> (%lay_570, %lay_572) : !cute_layout_07db63, !cute.layout<"1:0">
          %view_573 = cute.make_view(%iter_385, %append) : !memref_rmem_bf16_
          %iter_574 = cute.get_iter(%view_573) : !memref_rmem_bf16_
          %lay_575 = cute.get_layout(%view_573) : !memref_rmem_bf16_
          %209 = cute.get_shape(%lay_575) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_576, %e1_577, %e2_578, %e3_579, %e4_580, %e5_581 = cute.get_leaves(%209) : !cute_shape_6fc090
          %lay_582 = cute.get_layout(%view_573) : !memref_rmem_bf16_
          %210 = cute.get_shape(%lay_582) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_583, %e1_584, %e2_585, %e3_586, %e4_587, %e5_588 = cute.get_leaves(%210) : !cute_shape_6fc090
          %grouped_589 = cute.group_modes(%view_573) <1, 3> : (!memref_rmem_bf16_) -> !memref_rmem_bf16_1
          %iter_590 = cute.get_iter(%grouped_589) : !memref_rmem_bf16_1
          %iter_591 = cute.get_iter(%grouped_589) : !memref_rmem_bf16_1
          %lay_592 = cute.get_layout(%slice_554) : !memref_smem_bf16_13
          %shape_593 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_594 = cute.make_layout(%shape_593) : !cute.layout<"1:0">
          %append_595 = cute.append_to_rank<2> (%lay_592, %lay_594) : !cute_layout_70c0fe, !cute.layout<"1:0">
          %view_596 = cute.make_view(%iter_556, %append_595) : !memref_smem_bf16_13
          %iter_597 = cute.get_iter(%view_596) : !memref_smem_bf16_13
          %lay_598 = cute.get_layout(%view_596) : !memref_smem_bf16_13
          %211 = cute.get_shape(%lay_598) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_599, %e1_600, %e2_601, %e3_602, %e4_603 = cute.get_leaves(%211) : !cute.shape<"(((2,4),1),1,2)">
          %lay_604 = cute.get_layout(%view_596) : !memref_smem_bf16_13
          %212 = cute.get_shape(%lay_604) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_605, %e1_606, %e2_607, %e3_608, %e4_609 = cute.get_leaves(%212) : !cute.shape<"(((2,4),1),1,2)">
          %grouped_610 = cute.group_modes(%view_596) <1, 3> : (!memref_smem_bf16_13) -> !memref_smem_bf16_14
          %iter_611 = cute.get_iter(%grouped_610) : !memref_smem_bf16_14
          %iter_612 = cute.get_iter(%grouped_610) : !memref_smem_bf16_14
          %lay_613 = cute.get_layout(%grouped_589) : !memref_rmem_bf16_1
          %213 = cute.get_shape(%lay_613) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_614, %e1_615, %e2_616, %e3_617, %e4_618, %e5_619 = cute.get_leaves(%213) : !cute_shape_b5193b
          %lay_620 = cute.get_layout(%grouped_610) : !memref_smem_bf16_14
          %214 = cute.get_shape(%lay_620) : (!cute_layout_449a82) -> !cute_shape_c0241c
          %e0_621, %e1_622, %e2_623, %e3_624, %e4_625 = cute.get_leaves(%214) : !cute_shape_c0241c
          %sz_626 = cute.size(%grouped_589) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"2">
          %e0_627 = cute.get_leaves(%sz_626) : !cute.int_tuple<"2">
          %sz_628 = cute.size(%grouped_610) <{mode = [1]}> : (!memref_smem_bf16_14) -> !cute.int_tuple<"2">
          %e0_629 = cute.get_leaves(%sz_628) : !cute.int_tuple<"2">
          %lay_630 = cute.get_layout(%grouped_589) : !memref_rmem_bf16_1
          %215 = cute.get_shape(%lay_630) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_631, %e1_632, %e2_633, %e3_634, %e4_635, %e5_636 = cute.get_leaves(%215) : !cute_shape_b5193b
          cute.copy(%120, %grouped_589, %grouped_610) : (!copy_stsm_4_1, !memref_rmem_bf16_1, !memref_smem_bf16_14)
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %c1_i32_637 = arith.constant 1 : i32
          %c256_i32 = arith.constant 256 : i32
          llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32_637, %c256_i32 : (i32, i32) -> ()
          %c4_i32_638 = arith.constant 4 : i32
          %216 = arith.cmpi eq, %14, %c4_i32_638 : i32
          %217 = scf.if %216 -> (!cute.layout<"(1,4):(4,1)">) {
            %coord_1091 = cute.make_coord(%arg18) : (i32) -> !cute.coord<"(_,?)">
            %slice_1092 = cute.slice(%res_smem_tensor_467, %coord_1091) : !memref_smem_bf16_12, !cute.coord<"(_,?)">
            %iter_1093 = cute.get_iter(%slice_1092) : !memref_smem_bf16_15
            %iter_1094 = cute.get_iter(%slice_1092) : !memref_smem_bf16_15
            %c0_i32_1095 = arith.constant 0 : i32
            %323 = cute.get_hier_coord(%c0_i32_1095, %lay_481) : (i32, !cute.layout<"(1,4):(4,1)">) -> !cute.coord<"(0,0)">
            %e0_1096, %e1_1097 = cute.get_leaves(%323) : !cute.coord<"(0,0)">
            %coord_1098 = cute.make_coord() : () -> !cute.coord<"(_,(0,0))">
            %slice_1099 = cute.slice(%res_gmem_tensor_468, %coord_1098) : !cute_coord_tensor_a18a50, !cute.coord<"(_,(0,0))">
            %iter_1100 = cute.get_iter(%slice_1099) : !cute_coord_tensor_12916e
            %tup_1101 = cute.deref_arith_tuple_iter(%iter_1100) : !cute_arith_tuple_iter_fc9713
            %e0_1102, %e1_1103 = cute.get_leaves(%tup_1101) : !cute_int_tuple_a0ee65
            %324 = cute.get_scalars(%e0_1102) : !cute.int_tuple<"?{div=128}">
            %325 = cute.get_scalars(%e1_1103) : !cute.int_tuple<"?{div=128}">
            %iter_1104 = cute.get_iter(%slice_1099) : !cute_coord_tensor_12916e
            %tup_1105 = cute.deref_arith_tuple_iter(%iter_1104) : !cute_arith_tuple_iter_fc9713
            %e0_1106, %e1_1107 = cute.get_leaves(%tup_1105) : !cute_int_tuple_a0ee65
            %326 = cute.get_scalars(%e0_1106) : !cute.int_tuple<"?{div=128}">
            %327 = cute.get_scalars(%e1_1107) : !cute.int_tuple<"?{div=128}">
            %328 = cute.ptrtoint(%77) : !cute_ptr_a5c1fa to i64
            %iv_1108 = cute.assume(%328) : (i64) -> !cute.i64<divby 128>
            %329 = cute.inttoptr(%iv_1108) : !cute.i64<divby 128> to !cute_ptr_fadb05
            %lay_1109 = cute.get_layout(%slice_1092) : !memref_smem_bf16_15
            %330 = cute.get_shape(%lay_1109) : (!cute_layout_247bff) -> !cute.shape<"((4096,1))">
            %e0_1110, %e1_1111 = cute.get_leaves(%330) : !cute.shape<"((4096,1))">
            %lay_1112 = cute.get_layout(%slice_1099) : !cute_coord_tensor_12916e
            %331 = cute.get_shape(%lay_1112) : (!cute_layout_66697d) -> !cute.shape<"(((32,128),1))">
            %e0_1113, %e1_1114, %e2_1115 = cute.get_leaves(%331) : !cute.shape<"(((32,128),1))">
            %lay_1116 = cute.get_layout(%slice_1092) : !memref_smem_bf16_15
            %shape_1117 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1118 = cute.make_layout(%shape_1117) : !cute.layout<"1:0">
            %append_1119 = cute.append_to_rank<2> (%lay_1116, %lay_1118) : !cute_layout_247bff, !cute.layout<"1:0">
            %view_1120 = cute.make_view(%iter_1094, %append_1119) : !memref_smem_bf16_16
            %iter_1121 = cute.get_iter(%view_1120) : !memref_smem_bf16_16
            %lay_1122 = cute.get_layout(%view_1120) : !memref_smem_bf16_16
            %332 = cute.get_shape(%lay_1122) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_1123, %e1_1124, %e2_1125 = cute.get_leaves(%332) : !cute.shape<"((4096,1),1)">
            %lay_1126 = cute.get_layout(%view_1120) : !memref_smem_bf16_16
            %333 = cute.get_shape(%lay_1126) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_1127, %e1_1128, %e2_1129 = cute.get_leaves(%333) : !cute.shape<"((4096,1),1)">
            %grouped_1130 = cute.group_modes(%view_1120) <1, 2> : (!memref_smem_bf16_16) -> !memref_smem_bf16_17
            %iter_1131 = cute.get_iter(%grouped_1130) : !memref_smem_bf16_17
            %iter_1132 = cute.get_iter(%grouped_1130) : !memref_smem_bf16_17
            %lay_1133 = cute.get_layout(%slice_1099) : !cute_coord_tensor_12916e
            %shape_1134 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1135 = cute.make_layout(%shape_1134) : !cute.layout<"1:0">
            %append_1136 = cute.append_to_rank<2> (%lay_1133, %lay_1135) : !cute_layout_66697d, !cute.layout<"1:0">
            %int_tuple_1137 = cute.make_int_tuple(%e0_1106, %e1_1107) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?{div=128}">) -> !cute_int_tuple_a0ee65
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_1137) : (!cute_int_tuple_a0ee65) -> !cute_arith_tuple_iter_fc9713
            %view_1138 = cute.make_view(%int_tup_iter, %append_1136) : !cute_coord_tensor_627ffa
            %iter_1139 = cute.get_iter(%view_1138) : !cute_coord_tensor_627ffa
            %tup_1140 = cute.deref_arith_tuple_iter(%iter_1139) : !cute_arith_tuple_iter_fc9713
            %e0_1141, %e1_1142 = cute.get_leaves(%tup_1140) : !cute_int_tuple_a0ee65
            %334 = cute.get_scalars(%e0_1141) : !cute.int_tuple<"?{div=128}">
            %335 = cute.get_scalars(%e1_1142) : !cute.int_tuple<"?{div=128}">
            %lay_1143 = cute.get_layout(%view_1138) : !cute_coord_tensor_627ffa
            %336 = cute.get_shape(%lay_1143) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_1144, %e1_1145, %e2_1146, %e3_1147 = cute.get_leaves(%336) : !cute.shape<"(((32,128),1),1)">
            %lay_1148 = cute.get_layout(%view_1138) : !cute_coord_tensor_627ffa
            %337 = cute.get_shape(%lay_1148) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_1149, %e1_1150, %e2_1151, %e3_1152 = cute.get_leaves(%337) : !cute.shape<"(((32,128),1),1)">
            %grouped_1153 = cute.group_modes(%view_1138) <1, 2> : (!cute_coord_tensor_627ffa) -> !cute_coord_tensor_87f7d7
            %iter_1154 = cute.get_iter(%grouped_1153) : !cute_coord_tensor_87f7d7
            %tup_1155 = cute.deref_arith_tuple_iter(%iter_1154) : !cute_arith_tuple_iter_fc9713
            %e0_1156, %e1_1157 = cute.get_leaves(%tup_1155) : !cute_int_tuple_a0ee65
            %338 = cute.get_scalars(%e0_1156) : !cute.int_tuple<"?{div=128}">
            %339 = cute.get_scalars(%e1_1157) : !cute.int_tuple<"?{div=128}">
            %iter_1158 = cute.get_iter(%grouped_1153) : !cute_coord_tensor_87f7d7
            %tup_1159 = cute.deref_arith_tuple_iter(%iter_1158) : !cute_arith_tuple_iter_fc9713
            %e0_1160, %e1_1161 = cute.get_leaves(%tup_1159) : !cute_int_tuple_a0ee65
            %340 = cute.get_scalars(%e0_1160) : !cute.int_tuple<"?{div=128}">
            %341 = cute.get_scalars(%e1_1161) : !cute.int_tuple<"?{div=128}">
            %lay_1162 = cute.get_layout(%grouped_1130) : !memref_smem_bf16_17
            %342 = cute.get_shape(%lay_1162) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_1163, %e1_1164, %e2_1165 = cute.get_leaves(%342) : !cute.shape<"((4096,1),(1))">
            %lay_1166 = cute.get_layout(%grouped_1153) : !cute_coord_tensor_87f7d7
            %343 = cute.get_shape(%lay_1166) : (!cute_layout_175aab) -> !cute_shape_018bee
            %e0_1167, %e1_1168, %e2_1169, %e3_1170 = cute.get_leaves(%343) : !cute_shape_018bee
            %sz_1171 = cute.size(%grouped_1130) <{mode = [1]}> : (!memref_smem_bf16_17) -> !cute.int_tuple<"1">
            %e0_1172 = cute.get_leaves(%sz_1171) : !cute.int_tuple<"1">
            %sz_1173 = cute.size(%grouped_1153) <{mode = [1]}> : (!cute_coord_tensor_87f7d7) -> !cute.int_tuple<"1">
            %e0_1174 = cute.get_leaves(%sz_1173) : !cute.int_tuple<"1">
            %lay_1175 = cute.get_layout(%grouped_1130) : !memref_smem_bf16_17
            %344 = cute.get_shape(%lay_1175) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_1176, %e1_1177, %e2_1178 = cute.get_leaves(%344) : !cute.shape<"((4096,1),(1))">
            %345 = cute_nvgpu.atom.make_exec_tma(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_8b619e) -> !cute_nvgpu_atom_tma_store_e30e4f
            %346 = cute_nvgpu.atom.set_value(%345, %329 : !cute_ptr_fadb05) {field = #cute_nvgpu.atom_copy_field_tmastore<tma_descriptor_ptr>} : !cute_nvgpu_atom_tma_store_e30e4f
            cute.copy(%346, %grouped_1130, %grouped_1153) : (!cute_nvgpu_atom_tma_store_e30e4f, !memref_smem_bf16_17, !cute_coord_tensor_87f7d7)
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
            scf.yield %lay_481 : !cute.layout<"(1,4):(4,1)">
          } else {
            scf.yield %lay_481 : !cute.layout<"(1,4):(4,1)">
          }
          %c1_i32_639 = arith.constant 1 : i32
          %c256_i32_640 = arith.constant 256 : i32
          llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32_639, %c256_i32_640 : (i32, i32) -> ()
          %218 = arith.addi %arg18, %c1_i32_386 : i32
          %219 = arith.remsi %218, %c4_i32_638 : i32
          %coord_641 = cute.make_coord() : () -> !cute.coord<"16">
          %220 = cute.memref.load(%retiled, %coord_641) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
          %coord_642 = cute.make_coord() : () -> !cute.coord<"0">
          cute.memref.store(%arg17, %coord_642, %220) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %coord_643 = cute.make_coord() : () -> !cute.coord<"17">
          %221 = cute.memref.load(%retiled, %coord_643) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
          %coord_644 = cute.make_coord() : () -> !cute.coord<"1">
          cute.memref.store(%arg17, %coord_644, %221) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %coord_645 = cute.make_coord() : () -> !cute.coord<"18">
          %222 = cute.memref.load(%retiled, %coord_645) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
          %coord_646 = cute.make_coord() : () -> !cute.coord<"2">
          cute.memref.store(%arg17, %coord_646, %222) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %coord_647 = cute.make_coord() : () -> !cute.coord<"19">
          %223 = cute.memref.load(%retiled, %coord_647) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
          %coord_648 = cute.make_coord() : () -> !cute.coord<"3">
          cute.memref.store(%arg17, %coord_648, %223) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %coord_649 = cute.make_coord() : () -> !cute.coord<"20">
          %224 = cute.memref.load(%retiled, %coord_649) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
          %coord_650 = cute.make_coord() : () -> !cute.coord<"4">
          cute.memref.store(%arg17, %coord_650, %224) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %coord_651 = cute.make_coord() : () -> !cute.coord<"21">
          %225 = cute.memref.load(%retiled, %coord_651) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
          %coord_652 = cute.make_coord() : () -> !cute.coord<"5">
          cute.memref.store(%arg17, %coord_652, %225) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %coord_653 = cute.make_coord() : () -> !cute.coord<"22">
          %226 = cute.memref.load(%retiled, %coord_653) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
          %coord_654 = cute.make_coord() : () -> !cute.coord<"6">
          cute.memref.store(%arg17, %coord_654, %226) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %coord_655 = cute.make_coord() : () -> !cute.coord<"23">
          %227 = cute.memref.load(%retiled, %coord_655) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
          %coord_656 = cute.make_coord() : () -> !cute.coord<"7">
          cute.memref.store(%arg17, %coord_656, %227) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %coord_657 = cute.make_coord() : () -> !cute.coord<"24">
          %228 = cute.memref.load(%retiled, %coord_657) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
          %coord_658 = cute.make_coord() : () -> !cute.coord<"8">
          cute.memref.store(%arg17, %coord_658, %228) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
          %coord_659 = cute.make_coord() : () -> !cute.coord<"25">
          %229 = cute.memref.load(%retiled, %coord_659) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
          %coord_660 = cute.make_coord() : () -> !cute.coord<"9">
          cute.memref.store(%arg17, %coord_660, %229) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
          %coord_661 = cute.make_coord() : () -> !cute.coord<"26">
          %230 = cute.memref.load(%retiled, %coord_661) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
          %coord_662 = cute.make_coord() : () -> !cute.coord<"10">
          cute.memref.store(%arg17, %coord_662, %230) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
          %coord_663 = cute.make_coord() : () -> !cute.coord<"27">
          %231 = cute.memref.load(%retiled, %coord_663) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
          %coord_664 = cute.make_coord() : () -> !cute.coord<"11">
          cute.memref.store(%arg17, %coord_664, %231) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
          %coord_665 = cute.make_coord() : () -> !cute.coord<"28">
          %232 = cute.memref.load(%retiled, %coord_665) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
          %coord_666 = cute.make_coord() : () -> !cute.coord<"12">
          cute.memref.store(%arg17, %coord_666, %232) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
          %coord_667 = cute.make_coord() : () -> !cute.coord<"29">
          %233 = cute.memref.load(%retiled, %coord_667) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
          %coord_668 = cute.make_coord() : () -> !cute.coord<"13">
          cute.memref.store(%arg17, %coord_668, %233) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
          %coord_669 = cute.make_coord() : () -> !cute.coord<"30">
          %234 = cute.memref.load(%retiled, %coord_669) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
          %coord_670 = cute.make_coord() : () -> !cute.coord<"14">
          cute.memref.store(%arg17, %coord_670, %234) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
          %coord_671 = cute.make_coord() : () -> !cute.coord<"31">
          %235 = cute.memref.load(%retiled, %coord_671) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
          %coord_672 = cute.make_coord() : () -> !cute.coord<"15">
          cute.memref.store(%arg17, %coord_672, %235) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
          %lay_673 = cute.get_layout(%arg17) : !memref_rmem_f32_2
          %236 = cute.get_shape(%lay_673) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_674, %e1_675, %e2_676, %e3_677, %e4_678, %e5_679 = cute.get_leaves(%236) : !cute_shape_6fc090
          %lay_680 = cute.get_layout(%arg17) : !memref_rmem_f32_2
          %237 = cute.memref.load_vec(%arg17) : (!memref_rmem_f32_2) -> vector<16xf32>
          %lay_681 = cute.get_layout(%arg17) : !memref_rmem_f32_2
          %238 = cute.get_shape(%lay_681) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_682, %e1_683, %e2_684, %e3_685, %e4_686, %e5_687 = cute.get_leaves(%238) : !cute_shape_6fc090
          %239 = arith.truncf %237 : vector<16xf32> to vector<16xbf16>
          %lay_688 = cute.get_layout(%arg28) : !memref_rmem_bf16_
          %240 = cute.get_shape(%lay_688) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_689, %e1_690, %e2_691, %e3_692, %e4_693, %e5_694 = cute.get_leaves(%240) : !cute_shape_6fc090
          %lay_695 = cute.get_layout(%arg28) : !memref_rmem_bf16_
          %lay_696 = cute.get_layout(%arg28) : !memref_rmem_bf16_
          %241 = cute.get_shape(%lay_696) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_697, %e1_698, %e2_699, %e3_700, %e4_701, %e5_702 = cute.get_leaves(%241) : !cute_shape_6fc090
          %int_tuple_703 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_704 = cute.size(%int_tuple_703) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_705 = cute.get_leaves(%sz_704) : !cute.int_tuple<"16">
          %int_tuple_706 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_707 = cute.size(%int_tuple_706) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_708 = cute.get_leaves(%sz_707) : !cute.int_tuple<"16">
          cute.memref.store_vec(%239, %arg28) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
          %coord_709 = cute.make_coord(%219) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_710 = cute.slice(%dst_partitioned, %coord_709) : !memref_smem_bf16_9, !cute.coord<"(_,_,_,?)">
          %iter_711 = cute.get_iter(%slice_710) : !memref_smem_bf16_13
          %iter_712 = cute.get_iter(%slice_710) : !memref_smem_bf16_13
          %lay_713 = cute.get_layout(%slice_710) : !memref_smem_bf16_13
          %242 = cute.get_shape(%lay_713) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_714, %e1_715, %e2_716, %e3_717, %e4_718 = cute.get_leaves(%242) : !cute.shape<"(((2,4),1),1,2)">
          %lay_719 = cute.get_layout(%arg28) : !memref_rmem_bf16_
          %shape_720 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_721 = cute.make_layout(%shape_720) : !cute.layout<"1:0">
          %append_722 = cute.append_to_rank<2> (%lay_719, %lay_721) : !cute_layout_07db63, !cute.layout<"1:0">
          %view_723 = cute.make_view(%iter_385, %append_722) : !memref_rmem_bf16_
          %iter_724 = cute.get_iter(%view_723) : !memref_rmem_bf16_
          %lay_725 = cute.get_layout(%view_723) : !memref_rmem_bf16_
          %243 = cute.get_shape(%lay_725) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_726, %e1_727, %e2_728, %e3_729, %e4_730, %e5_731 = cute.get_leaves(%243) : !cute_shape_6fc090
          %lay_732 = cute.get_layout(%view_723) : !memref_rmem_bf16_
          %244 = cute.get_shape(%lay_732) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_733, %e1_734, %e2_735, %e3_736, %e4_737, %e5_738 = cute.get_leaves(%244) : !cute_shape_6fc090
          %grouped_739 = cute.group_modes(%view_723) <1, 3> : (!memref_rmem_bf16_) -> !memref_rmem_bf16_1
          %iter_740 = cute.get_iter(%grouped_739) : !memref_rmem_bf16_1
          %iter_741 = cute.get_iter(%grouped_739) : !memref_rmem_bf16_1
          %lay_742 = cute.get_layout(%slice_710) : !memref_smem_bf16_13
          %shape_743 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_744 = cute.make_layout(%shape_743) : !cute.layout<"1:0">
          %append_745 = cute.append_to_rank<2> (%lay_742, %lay_744) : !cute_layout_70c0fe, !cute.layout<"1:0">
          %view_746 = cute.make_view(%iter_712, %append_745) : !memref_smem_bf16_13
          %iter_747 = cute.get_iter(%view_746) : !memref_smem_bf16_13
          %lay_748 = cute.get_layout(%view_746) : !memref_smem_bf16_13
          %245 = cute.get_shape(%lay_748) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_749, %e1_750, %e2_751, %e3_752, %e4_753 = cute.get_leaves(%245) : !cute.shape<"(((2,4),1),1,2)">
          %lay_754 = cute.get_layout(%view_746) : !memref_smem_bf16_13
          %246 = cute.get_shape(%lay_754) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_755, %e1_756, %e2_757, %e3_758, %e4_759 = cute.get_leaves(%246) : !cute.shape<"(((2,4),1),1,2)">
          %grouped_760 = cute.group_modes(%view_746) <1, 3> : (!memref_smem_bf16_13) -> !memref_smem_bf16_14
          %iter_761 = cute.get_iter(%grouped_760) : !memref_smem_bf16_14
          %iter_762 = cute.get_iter(%grouped_760) : !memref_smem_bf16_14
          %lay_763 = cute.get_layout(%grouped_739) : !memref_rmem_bf16_1
          %247 = cute.get_shape(%lay_763) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_764, %e1_765, %e2_766, %e3_767, %e4_768, %e5_769 = cute.get_leaves(%247) : !cute_shape_b5193b
          %lay_770 = cute.get_layout(%grouped_760) : !memref_smem_bf16_14
          %248 = cute.get_shape(%lay_770) : (!cute_layout_449a82) -> !cute_shape_c0241c
          %e0_771, %e1_772, %e2_773, %e3_774, %e4_775 = cute.get_leaves(%248) : !cute_shape_c0241c
          %sz_776 = cute.size(%grouped_739) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"2">
          %e0_777 = cute.get_leaves(%sz_776) : !cute.int_tuple<"2">
          %sz_778 = cute.size(%grouped_760) <{mode = [1]}> : (!memref_smem_bf16_14) -> !cute.int_tuple<"2">
          %e0_779 = cute.get_leaves(%sz_778) : !cute.int_tuple<"2">
          %lay_780 = cute.get_layout(%grouped_739) : !memref_rmem_bf16_1
          %249 = cute.get_shape(%lay_780) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_781, %e1_782, %e2_783, %e3_784, %e4_785, %e5_786 = cute.get_leaves(%249) : !cute_shape_b5193b
          cute.copy(%120, %grouped_739, %grouped_760) : (!copy_stsm_4_1, !memref_rmem_bf16_1, !memref_smem_bf16_14)
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %c1_i32_787 = arith.constant 1 : i32
          %c256_i32_788 = arith.constant 256 : i32
          llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32_787, %c256_i32_788 : (i32, i32) -> ()
          %250 = arith.cmpi eq, %14, %c4_i32_638 : i32
          %251 = scf.if %250 -> (!cute.layout<"(1,4):(4,1)">) {
            %coord_1091 = cute.make_coord(%219) : (i32) -> !cute.coord<"(_,?)">
            %slice_1092 = cute.slice(%res_smem_tensor_467, %coord_1091) : !memref_smem_bf16_12, !cute.coord<"(_,?)">
            %iter_1093 = cute.get_iter(%slice_1092) : !memref_smem_bf16_15
            %iter_1094 = cute.get_iter(%slice_1092) : !memref_smem_bf16_15
            %c1_i32_1095 = arith.constant 1 : i32
            %323 = cute.get_hier_coord(%c1_i32_1095, %217) : (i32, !cute.layout<"(1,4):(4,1)">) -> !cute.coord<"(0,1)">
            %e0_1096, %e1_1097 = cute.get_leaves(%323) : !cute.coord<"(0,1)">
            %coord_1098 = cute.make_coord() : () -> !cute.coord<"(_,(0,1))">
            %slice_1099 = cute.slice(%res_gmem_tensor_468, %coord_1098) : !cute_coord_tensor_a18a50, !cute.coord<"(_,(0,1))">
            %iter_1100 = cute.get_iter(%slice_1099) : !cute_coord_tensor_d8ae4c
            %tup_1101 = cute.deref_arith_tuple_iter(%iter_1100) : !cute_arith_tuple_iter_9664bc
            %e0_1102, %e1_1103 = cute.get_leaves(%tup_1101) : !cute_int_tuple_963f12
            %324 = cute.get_scalars(%e0_1102) : !cute.int_tuple<"?{div=32}">
            %325 = cute.get_scalars(%e1_1103) : !cute.int_tuple<"?{div=128}">
            %iter_1104 = cute.get_iter(%slice_1099) : !cute_coord_tensor_d8ae4c
            %tup_1105 = cute.deref_arith_tuple_iter(%iter_1104) : !cute_arith_tuple_iter_9664bc
            %e0_1106, %e1_1107 = cute.get_leaves(%tup_1105) : !cute_int_tuple_963f12
            %326 = cute.get_scalars(%e0_1106) : !cute.int_tuple<"?{div=32}">
            %327 = cute.get_scalars(%e1_1107) : !cute.int_tuple<"?{div=128}">
            %328 = cute.ptrtoint(%77) : !cute_ptr_a5c1fa to i64
            %iv_1108 = cute.assume(%328) : (i64) -> !cute.i64<divby 128>
            %329 = cute.inttoptr(%iv_1108) : !cute.i64<divby 128> to !cute_ptr_fadb05
            %lay_1109 = cute.get_layout(%slice_1092) : !memref_smem_bf16_15
            %330 = cute.get_shape(%lay_1109) : (!cute_layout_247bff) -> !cute.shape<"((4096,1))">
            %e0_1110, %e1_1111 = cute.get_leaves(%330) : !cute.shape<"((4096,1))">
            %lay_1112 = cute.get_layout(%slice_1099) : !cute_coord_tensor_d8ae4c
            %331 = cute.get_shape(%lay_1112) : (!cute_layout_66697d) -> !cute.shape<"(((32,128),1))">
            %e0_1113, %e1_1114, %e2_1115 = cute.get_leaves(%331) : !cute.shape<"(((32,128),1))">
            %lay_1116 = cute.get_layout(%slice_1092) : !memref_smem_bf16_15
            %shape_1117 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1118 = cute.make_layout(%shape_1117) : !cute.layout<"1:0">
            %append_1119 = cute.append_to_rank<2> (%lay_1116, %lay_1118) : !cute_layout_247bff, !cute.layout<"1:0">
            %view_1120 = cute.make_view(%iter_1094, %append_1119) : !memref_smem_bf16_16
            %iter_1121 = cute.get_iter(%view_1120) : !memref_smem_bf16_16
            %lay_1122 = cute.get_layout(%view_1120) : !memref_smem_bf16_16
            %332 = cute.get_shape(%lay_1122) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_1123, %e1_1124, %e2_1125 = cute.get_leaves(%332) : !cute.shape<"((4096,1),1)">
            %lay_1126 = cute.get_layout(%view_1120) : !memref_smem_bf16_16
            %333 = cute.get_shape(%lay_1126) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_1127, %e1_1128, %e2_1129 = cute.get_leaves(%333) : !cute.shape<"((4096,1),1)">
            %grouped_1130 = cute.group_modes(%view_1120) <1, 2> : (!memref_smem_bf16_16) -> !memref_smem_bf16_17
            %iter_1131 = cute.get_iter(%grouped_1130) : !memref_smem_bf16_17
            %iter_1132 = cute.get_iter(%grouped_1130) : !memref_smem_bf16_17
            %lay_1133 = cute.get_layout(%slice_1099) : !cute_coord_tensor_d8ae4c
            %shape_1134 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1135 = cute.make_layout(%shape_1134) : !cute.layout<"1:0">
            %append_1136 = cute.append_to_rank<2> (%lay_1133, %lay_1135) : !cute_layout_66697d, !cute.layout<"1:0">
            %int_tuple_1137 = cute.make_int_tuple(%e0_1106, %e1_1107) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">) -> !cute_int_tuple_963f12
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_1137) : (!cute_int_tuple_963f12) -> !cute_arith_tuple_iter_9664bc
            %view_1138 = cute.make_view(%int_tup_iter, %append_1136) : !cute_coord_tensor_186bad
            %iter_1139 = cute.get_iter(%view_1138) : !cute_coord_tensor_186bad
            %tup_1140 = cute.deref_arith_tuple_iter(%iter_1139) : !cute_arith_tuple_iter_9664bc
            %e0_1141, %e1_1142 = cute.get_leaves(%tup_1140) : !cute_int_tuple_963f12
            %334 = cute.get_scalars(%e0_1141) : !cute.int_tuple<"?{div=32}">
            %335 = cute.get_scalars(%e1_1142) : !cute.int_tuple<"?{div=128}">
            %lay_1143 = cute.get_layout(%view_1138) : !cute_coord_tensor_186bad
            %336 = cute.get_shape(%lay_1143) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_1144, %e1_1145, %e2_1146, %e3_1147 = cute.get_leaves(%336) : !cute.shape<"(((32,128),1),1)">
            %lay_1148 = cute.get_layout(%view_1138) : !cute_coord_tensor_186bad
            %337 = cute.get_shape(%lay_1148) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_1149, %e1_1150, %e2_1151, %e3_1152 = cute.get_leaves(%337) : !cute.shape<"(((32,128),1),1)">
            %grouped_1153 = cute.group_modes(%view_1138) <1, 2> : (!cute_coord_tensor_186bad) -> !cute_coord_tensor_b48a1d
            %iter_1154 = cute.get_iter(%grouped_1153) : !cute_coord_tensor_b48a1d
            %tup_1155 = cute.deref_arith_tuple_iter(%iter_1154) : !cute_arith_tuple_iter_9664bc
            %e0_1156, %e1_1157 = cute.get_leaves(%tup_1155) : !cute_int_tuple_963f12
            %338 = cute.get_scalars(%e0_1156) : !cute.int_tuple<"?{div=32}">
            %339 = cute.get_scalars(%e1_1157) : !cute.int_tuple<"?{div=128}">
            %iter_1158 = cute.get_iter(%grouped_1153) : !cute_coord_tensor_b48a1d
            %tup_1159 = cute.deref_arith_tuple_iter(%iter_1158) : !cute_arith_tuple_iter_9664bc
            %e0_1160, %e1_1161 = cute.get_leaves(%tup_1159) : !cute_int_tuple_963f12
            %340 = cute.get_scalars(%e0_1160) : !cute.int_tuple<"?{div=32}">
            %341 = cute.get_scalars(%e1_1161) : !cute.int_tuple<"?{div=128}">
            %lay_1162 = cute.get_layout(%grouped_1130) : !memref_smem_bf16_17
            %342 = cute.get_shape(%lay_1162) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_1163, %e1_1164, %e2_1165 = cute.get_leaves(%342) : !cute.shape<"((4096,1),(1))">
            %lay_1166 = cute.get_layout(%grouped_1153) : !cute_coord_tensor_b48a1d
            %343 = cute.get_shape(%lay_1166) : (!cute_layout_175aab) -> !cute_shape_018bee
            %e0_1167, %e1_1168, %e2_1169, %e3_1170 = cute.get_leaves(%343) : !cute_shape_018bee
            %sz_1171 = cute.size(%grouped_1130) <{mode = [1]}> : (!memref_smem_bf16_17) -> !cute.int_tuple<"1">
            %e0_1172 = cute.get_leaves(%sz_1171) : !cute.int_tuple<"1">
            %sz_1173 = cute.size(%grouped_1153) <{mode = [1]}> : (!cute_coord_tensor_b48a1d) -> !cute.int_tuple<"1">
            %e0_1174 = cute.get_leaves(%sz_1173) : !cute.int_tuple<"1">
            %lay_1175 = cute.get_layout(%grouped_1130) : !memref_smem_bf16_17
            %344 = cute.get_shape(%lay_1175) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_1176, %e1_1177, %e2_1178 = cute.get_leaves(%344) : !cute.shape<"((4096,1),(1))">
            %345 = cute_nvgpu.atom.make_exec_tma(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_8b619e) -> !cute_nvgpu_atom_tma_store_e30e4f
            %346 = cute_nvgpu.atom.set_value(%345, %329 : !cute_ptr_fadb05) {field = #cute_nvgpu.atom_copy_field_tmastore<tma_descriptor_ptr>} : !cute_nvgpu_atom_tma_store_e30e4f
            cute.copy(%346, %grouped_1130, %grouped_1153) : (!cute_nvgpu_atom_tma_store_e30e4f, !memref_smem_bf16_17, !cute_coord_tensor_b48a1d)
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
            scf.yield %217 : !cute.layout<"(1,4):(4,1)">
          } else {
            scf.yield %217 : !cute.layout<"(1,4):(4,1)">
          }
          %c1_i32_789 = arith.constant 1 : i32
          %c256_i32_790 = arith.constant 256 : i32
          llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32_789, %c256_i32_790 : (i32, i32) -> ()
          %252 = arith.addi %219, %c1_i32_386 : i32
          %253 = arith.remsi %252, %c4_i32_638 : i32
          %coord_791 = cute.make_coord() : () -> !cute.coord<"32">
          %254 = cute.memref.load(%retiled, %coord_791) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
          %coord_792 = cute.make_coord() : () -> !cute.coord<"0">
          cute.memref.store(%arg17, %coord_792, %254) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %coord_793 = cute.make_coord() : () -> !cute.coord<"33">
          %255 = cute.memref.load(%retiled, %coord_793) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
          %coord_794 = cute.make_coord() : () -> !cute.coord<"1">
          cute.memref.store(%arg17, %coord_794, %255) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %coord_795 = cute.make_coord() : () -> !cute.coord<"34">
          %256 = cute.memref.load(%retiled, %coord_795) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
          %coord_796 = cute.make_coord() : () -> !cute.coord<"2">
          cute.memref.store(%arg17, %coord_796, %256) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %coord_797 = cute.make_coord() : () -> !cute.coord<"35">
          %257 = cute.memref.load(%retiled, %coord_797) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
          %coord_798 = cute.make_coord() : () -> !cute.coord<"3">
          cute.memref.store(%arg17, %coord_798, %257) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %coord_799 = cute.make_coord() : () -> !cute.coord<"36">
          %258 = cute.memref.load(%retiled, %coord_799) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
          %coord_800 = cute.make_coord() : () -> !cute.coord<"4">
          cute.memref.store(%arg17, %coord_800, %258) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %coord_801 = cute.make_coord() : () -> !cute.coord<"37">
          %259 = cute.memref.load(%retiled, %coord_801) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
          %coord_802 = cute.make_coord() : () -> !cute.coord<"5">
          cute.memref.store(%arg17, %coord_802, %259) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %coord_803 = cute.make_coord() : () -> !cute.coord<"38">
          %260 = cute.memref.load(%retiled, %coord_803) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
          %coord_804 = cute.make_coord() : () -> !cute.coord<"6">
          cute.memref.store(%arg17, %coord_804, %260) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %coord_805 = cute.make_coord() : () -> !cute.coord<"39">
          %261 = cute.memref.load(%retiled, %coord_805) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
          %coord_806 = cute.make_coord() : () -> !cute.coord<"7">
          cute.memref.store(%arg17, %coord_806, %261) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %coord_807 = cute.make_coord() : () -> !cute.coord<"40">
          %262 = cute.memref.load(%retiled, %coord_807) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
          %coord_808 = cute.make_coord() : () -> !cute.coord<"8">
          cute.memref.store(%arg17, %coord_808, %262) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
          %coord_809 = cute.make_coord() : () -> !cute.coord<"41">
          %263 = cute.memref.load(%retiled, %coord_809) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
          %coord_810 = cute.make_coord() : () -> !cute.coord<"9">
          cute.memref.store(%arg17, %coord_810, %263) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
          %coord_811 = cute.make_coord() : () -> !cute.coord<"42">
          %264 = cute.memref.load(%retiled, %coord_811) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
          %coord_812 = cute.make_coord() : () -> !cute.coord<"10">
          cute.memref.store(%arg17, %coord_812, %264) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
          %coord_813 = cute.make_coord() : () -> !cute.coord<"43">
          %265 = cute.memref.load(%retiled, %coord_813) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
          %coord_814 = cute.make_coord() : () -> !cute.coord<"11">
          cute.memref.store(%arg17, %coord_814, %265) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
          %coord_815 = cute.make_coord() : () -> !cute.coord<"44">
          %266 = cute.memref.load(%retiled, %coord_815) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
          %coord_816 = cute.make_coord() : () -> !cute.coord<"12">
          cute.memref.store(%arg17, %coord_816, %266) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
          %coord_817 = cute.make_coord() : () -> !cute.coord<"45">
          %267 = cute.memref.load(%retiled, %coord_817) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
          %coord_818 = cute.make_coord() : () -> !cute.coord<"13">
          cute.memref.store(%arg17, %coord_818, %267) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
          %coord_819 = cute.make_coord() : () -> !cute.coord<"46">
          %268 = cute.memref.load(%retiled, %coord_819) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
          %coord_820 = cute.make_coord() : () -> !cute.coord<"14">
          cute.memref.store(%arg17, %coord_820, %268) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
          %coord_821 = cute.make_coord() : () -> !cute.coord<"47">
          %269 = cute.memref.load(%retiled, %coord_821) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
          %coord_822 = cute.make_coord() : () -> !cute.coord<"15">
          cute.memref.store(%arg17, %coord_822, %269) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
          %lay_823 = cute.get_layout(%arg17) : !memref_rmem_f32_2
          %270 = cute.get_shape(%lay_823) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_824, %e1_825, %e2_826, %e3_827, %e4_828, %e5_829 = cute.get_leaves(%270) : !cute_shape_6fc090
          %lay_830 = cute.get_layout(%arg17) : !memref_rmem_f32_2
          %271 = cute.memref.load_vec(%arg17) : (!memref_rmem_f32_2) -> vector<16xf32>
          %lay_831 = cute.get_layout(%arg17) : !memref_rmem_f32_2
          %272 = cute.get_shape(%lay_831) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_832, %e1_833, %e2_834, %e3_835, %e4_836, %e5_837 = cute.get_leaves(%272) : !cute_shape_6fc090
          %273 = arith.truncf %271 : vector<16xf32> to vector<16xbf16>
          %lay_838 = cute.get_layout(%arg28) : !memref_rmem_bf16_
          %274 = cute.get_shape(%lay_838) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_839, %e1_840, %e2_841, %e3_842, %e4_843, %e5_844 = cute.get_leaves(%274) : !cute_shape_6fc090
          %lay_845 = cute.get_layout(%arg28) : !memref_rmem_bf16_
          %lay_846 = cute.get_layout(%arg28) : !memref_rmem_bf16_
          %275 = cute.get_shape(%lay_846) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_847, %e1_848, %e2_849, %e3_850, %e4_851, %e5_852 = cute.get_leaves(%275) : !cute_shape_6fc090
          %int_tuple_853 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_854 = cute.size(%int_tuple_853) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_855 = cute.get_leaves(%sz_854) : !cute.int_tuple<"16">
          %int_tuple_856 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_857 = cute.size(%int_tuple_856) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_858 = cute.get_leaves(%sz_857) : !cute.int_tuple<"16">
          cute.memref.store_vec(%273, %arg28) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
          %coord_859 = cute.make_coord(%253) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_860 = cute.slice(%dst_partitioned, %coord_859) : !memref_smem_bf16_9, !cute.coord<"(_,_,_,?)">
          %iter_861 = cute.get_iter(%slice_860) : !memref_smem_bf16_13
          %iter_862 = cute.get_iter(%slice_860) : !memref_smem_bf16_13
          %lay_863 = cute.get_layout(%slice_860) : !memref_smem_bf16_13
          %276 = cute.get_shape(%lay_863) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_864, %e1_865, %e2_866, %e3_867, %e4_868 = cute.get_leaves(%276) : !cute.shape<"(((2,4),1),1,2)">
          %lay_869 = cute.get_layout(%arg28) : !memref_rmem_bf16_
          %shape_870 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_871 = cute.make_layout(%shape_870) : !cute.layout<"1:0">
          %append_872 = cute.append_to_rank<2> (%lay_869, %lay_871) : !cute_layout_07db63, !cute.layout<"1:0">
          %view_873 = cute.make_view(%iter_385, %append_872) : !memref_rmem_bf16_
          %iter_874 = cute.get_iter(%view_873) : !memref_rmem_bf16_
          %lay_875 = cute.get_layout(%view_873) : !memref_rmem_bf16_
          %277 = cute.get_shape(%lay_875) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_876, %e1_877, %e2_878, %e3_879, %e4_880, %e5_881 = cute.get_leaves(%277) : !cute_shape_6fc090
          %lay_882 = cute.get_layout(%view_873) : !memref_rmem_bf16_
          %278 = cute.get_shape(%lay_882) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_883, %e1_884, %e2_885, %e3_886, %e4_887, %e5_888 = cute.get_leaves(%278) : !cute_shape_6fc090
          %grouped_889 = cute.group_modes(%view_873) <1, 3> : (!memref_rmem_bf16_) -> !memref_rmem_bf16_1
          %iter_890 = cute.get_iter(%grouped_889) : !memref_rmem_bf16_1
          %iter_891 = cute.get_iter(%grouped_889) : !memref_rmem_bf16_1
          %lay_892 = cute.get_layout(%slice_860) : !memref_smem_bf16_13
          %shape_893 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_894 = cute.make_layout(%shape_893) : !cute.layout<"1:0">
          %append_895 = cute.append_to_rank<2> (%lay_892, %lay_894) : !cute_layout_70c0fe, !cute.layout<"1:0">
          %view_896 = cute.make_view(%iter_862, %append_895) : !memref_smem_bf16_13
          %iter_897 = cute.get_iter(%view_896) : !memref_smem_bf16_13
          %lay_898 = cute.get_layout(%view_896) : !memref_smem_bf16_13
          %279 = cute.get_shape(%lay_898) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_899, %e1_900, %e2_901, %e3_902, %e4_903 = cute.get_leaves(%279) : !cute.shape<"(((2,4),1),1,2)">
          %lay_904 = cute.get_layout(%view_896) : !memref_smem_bf16_13
          %280 = cute.get_shape(%lay_904) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_905, %e1_906, %e2_907, %e3_908, %e4_909 = cute.get_leaves(%280) : !cute.shape<"(((2,4),1),1,2)">
          %grouped_910 = cute.group_modes(%view_896) <1, 3> : (!memref_smem_bf16_13) -> !memref_smem_bf16_14
          %iter_911 = cute.get_iter(%grouped_910) : !memref_smem_bf16_14
          %iter_912 = cute.get_iter(%grouped_910) : !memref_smem_bf16_14
          %lay_913 = cute.get_layout(%grouped_889) : !memref_rmem_bf16_1
          %281 = cute.get_shape(%lay_913) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_914, %e1_915, %e2_916, %e3_917, %e4_918, %e5_919 = cute.get_leaves(%281) : !cute_shape_b5193b
          %lay_920 = cute.get_layout(%grouped_910) : !memref_smem_bf16_14
          %282 = cute.get_shape(%lay_920) : (!cute_layout_449a82) -> !cute_shape_c0241c
          %e0_921, %e1_922, %e2_923, %e3_924, %e4_925 = cute.get_leaves(%282) : !cute_shape_c0241c
          %sz_926 = cute.size(%grouped_889) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"2">
          %e0_927 = cute.get_leaves(%sz_926) : !cute.int_tuple<"2">
          %sz_928 = cute.size(%grouped_910) <{mode = [1]}> : (!memref_smem_bf16_14) -> !cute.int_tuple<"2">
          %e0_929 = cute.get_leaves(%sz_928) : !cute.int_tuple<"2">
          %lay_930 = cute.get_layout(%grouped_889) : !memref_rmem_bf16_1
          %283 = cute.get_shape(%lay_930) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_931, %e1_932, %e2_933, %e3_934, %e4_935, %e5_936 = cute.get_leaves(%283) : !cute_shape_b5193b
          cute.copy(%120, %grouped_889, %grouped_910) : (!copy_stsm_4_1, !memref_rmem_bf16_1, !memref_smem_bf16_14)
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %c1_i32_937 = arith.constant 1 : i32
          %c256_i32_938 = arith.constant 256 : i32
          llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32_937, %c256_i32_938 : (i32, i32) -> ()
          %284 = arith.cmpi eq, %14, %c4_i32_638 : i32
          %285 = scf.if %284 -> (!cute.layout<"(1,4):(4,1)">) {
            %coord_1091 = cute.make_coord(%253) : (i32) -> !cute.coord<"(_,?)">
            %slice_1092 = cute.slice(%res_smem_tensor_467, %coord_1091) : !memref_smem_bf16_12, !cute.coord<"(_,?)">
            %iter_1093 = cute.get_iter(%slice_1092) : !memref_smem_bf16_15
            %iter_1094 = cute.get_iter(%slice_1092) : !memref_smem_bf16_15
            %c2_i32 = arith.constant 2 : i32
            %323 = cute.get_hier_coord(%c2_i32, %251) : (i32, !cute.layout<"(1,4):(4,1)">) -> !cute.coord<"(0,2)">
            %e0_1095, %e1_1096 = cute.get_leaves(%323) : !cute.coord<"(0,2)">
            %coord_1097 = cute.make_coord() : () -> !cute.coord<"(_,(0,2))">
            %slice_1098 = cute.slice(%res_gmem_tensor_468, %coord_1097) : !cute_coord_tensor_a18a50, !cute.coord<"(_,(0,2))">
            %iter_1099 = cute.get_iter(%slice_1098) : !cute_coord_tensor_3662f1
            %tup_1100 = cute.deref_arith_tuple_iter(%iter_1099) : !cute_arith_tuple_iter_b03bb1
            %e0_1101, %e1_1102 = cute.get_leaves(%tup_1100) : !cute_int_tuple_ffa35c
            %324 = cute.get_scalars(%e0_1101) : !cute.int_tuple<"?{div=64}">
            %325 = cute.get_scalars(%e1_1102) : !cute.int_tuple<"?{div=128}">
            %iter_1103 = cute.get_iter(%slice_1098) : !cute_coord_tensor_3662f1
            %tup_1104 = cute.deref_arith_tuple_iter(%iter_1103) : !cute_arith_tuple_iter_b03bb1
            %e0_1105, %e1_1106 = cute.get_leaves(%tup_1104) : !cute_int_tuple_ffa35c
            %326 = cute.get_scalars(%e0_1105) : !cute.int_tuple<"?{div=64}">
            %327 = cute.get_scalars(%e1_1106) : !cute.int_tuple<"?{div=128}">
            %328 = cute.ptrtoint(%77) : !cute_ptr_a5c1fa to i64
            %iv_1107 = cute.assume(%328) : (i64) -> !cute.i64<divby 128>
            %329 = cute.inttoptr(%iv_1107) : !cute.i64<divby 128> to !cute_ptr_fadb05
            %lay_1108 = cute.get_layout(%slice_1092) : !memref_smem_bf16_15
            %330 = cute.get_shape(%lay_1108) : (!cute_layout_247bff) -> !cute.shape<"((4096,1))">
            %e0_1109, %e1_1110 = cute.get_leaves(%330) : !cute.shape<"((4096,1))">
            %lay_1111 = cute.get_layout(%slice_1098) : !cute_coord_tensor_3662f1
            %331 = cute.get_shape(%lay_1111) : (!cute_layout_66697d) -> !cute.shape<"(((32,128),1))">
            %e0_1112, %e1_1113, %e2_1114 = cute.get_leaves(%331) : !cute.shape<"(((32,128),1))">
            %lay_1115 = cute.get_layout(%slice_1092) : !memref_smem_bf16_15
            %shape_1116 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1117 = cute.make_layout(%shape_1116) : !cute.layout<"1:0">
            %append_1118 = cute.append_to_rank<2> (%lay_1115, %lay_1117) : !cute_layout_247bff, !cute.layout<"1:0">
            %view_1119 = cute.make_view(%iter_1094, %append_1118) : !memref_smem_bf16_16
            %iter_1120 = cute.get_iter(%view_1119) : !memref_smem_bf16_16
            %lay_1121 = cute.get_layout(%view_1119) : !memref_smem_bf16_16
            %332 = cute.get_shape(%lay_1121) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_1122, %e1_1123, %e2_1124 = cute.get_leaves(%332) : !cute.shape<"((4096,1),1)">
            %lay_1125 = cute.get_layout(%view_1119) : !memref_smem_bf16_16
            %333 = cute.get_shape(%lay_1125) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_1126, %e1_1127, %e2_1128 = cute.get_leaves(%333) : !cute.shape<"((4096,1),1)">
            %grouped_1129 = cute.group_modes(%view_1119) <1, 2> : (!memref_smem_bf16_16) -> !memref_smem_bf16_17
            %iter_1130 = cute.get_iter(%grouped_1129) : !memref_smem_bf16_17
            %iter_1131 = cute.get_iter(%grouped_1129) : !memref_smem_bf16_17
            %lay_1132 = cute.get_layout(%slice_1098) : !cute_coord_tensor_3662f1
            %shape_1133 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1134 = cute.make_layout(%shape_1133) : !cute.layout<"1:0">
            %append_1135 = cute.append_to_rank<2> (%lay_1132, %lay_1134) : !cute_layout_66697d, !cute.layout<"1:0">
            %int_tuple_1136 = cute.make_int_tuple(%e0_1105, %e1_1106) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">) -> !cute_int_tuple_ffa35c
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_1136) : (!cute_int_tuple_ffa35c) -> !cute_arith_tuple_iter_b03bb1
            %view_1137 = cute.make_view(%int_tup_iter, %append_1135) : !cute_coord_tensor_500a26
            %iter_1138 = cute.get_iter(%view_1137) : !cute_coord_tensor_500a26
            %tup_1139 = cute.deref_arith_tuple_iter(%iter_1138) : !cute_arith_tuple_iter_b03bb1
            %e0_1140, %e1_1141 = cute.get_leaves(%tup_1139) : !cute_int_tuple_ffa35c
            %334 = cute.get_scalars(%e0_1140) : !cute.int_tuple<"?{div=64}">
            %335 = cute.get_scalars(%e1_1141) : !cute.int_tuple<"?{div=128}">
            %lay_1142 = cute.get_layout(%view_1137) : !cute_coord_tensor_500a26
            %336 = cute.get_shape(%lay_1142) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_1143, %e1_1144, %e2_1145, %e3_1146 = cute.get_leaves(%336) : !cute.shape<"(((32,128),1),1)">
            %lay_1147 = cute.get_layout(%view_1137) : !cute_coord_tensor_500a26
            %337 = cute.get_shape(%lay_1147) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_1148, %e1_1149, %e2_1150, %e3_1151 = cute.get_leaves(%337) : !cute.shape<"(((32,128),1),1)">
            %grouped_1152 = cute.group_modes(%view_1137) <1, 2> : (!cute_coord_tensor_500a26) -> !cute_coord_tensor_dd9ed1
            %iter_1153 = cute.get_iter(%grouped_1152) : !cute_coord_tensor_dd9ed1
            %tup_1154 = cute.deref_arith_tuple_iter(%iter_1153) : !cute_arith_tuple_iter_b03bb1
            %e0_1155, %e1_1156 = cute.get_leaves(%tup_1154) : !cute_int_tuple_ffa35c
            %338 = cute.get_scalars(%e0_1155) : !cute.int_tuple<"?{div=64}">
            %339 = cute.get_scalars(%e1_1156) : !cute.int_tuple<"?{div=128}">
            %iter_1157 = cute.get_iter(%grouped_1152) : !cute_coord_tensor_dd9ed1
            %tup_1158 = cute.deref_arith_tuple_iter(%iter_1157) : !cute_arith_tuple_iter_b03bb1
            %e0_1159, %e1_1160 = cute.get_leaves(%tup_1158) : !cute_int_tuple_ffa35c
            %340 = cute.get_scalars(%e0_1159) : !cute.int_tuple<"?{div=64}">
            %341 = cute.get_scalars(%e1_1160) : !cute.int_tuple<"?{div=128}">
            %lay_1161 = cute.get_layout(%grouped_1129) : !memref_smem_bf16_17
            %342 = cute.get_shape(%lay_1161) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_1162, %e1_1163, %e2_1164 = cute.get_leaves(%342) : !cute.shape<"((4096,1),(1))">
            %lay_1165 = cute.get_layout(%grouped_1152) : !cute_coord_tensor_dd9ed1
            %343 = cute.get_shape(%lay_1165) : (!cute_layout_175aab) -> !cute_shape_018bee
            %e0_1166, %e1_1167, %e2_1168, %e3_1169 = cute.get_leaves(%343) : !cute_shape_018bee
            %sz_1170 = cute.size(%grouped_1129) <{mode = [1]}> : (!memref_smem_bf16_17) -> !cute.int_tuple<"1">
            %e0_1171 = cute.get_leaves(%sz_1170) : !cute.int_tuple<"1">
            %sz_1172 = cute.size(%grouped_1152) <{mode = [1]}> : (!cute_coord_tensor_dd9ed1) -> !cute.int_tuple<"1">
            %e0_1173 = cute.get_leaves(%sz_1172) : !cute.int_tuple<"1">
            %lay_1174 = cute.get_layout(%grouped_1129) : !memref_smem_bf16_17
            %344 = cute.get_shape(%lay_1174) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_1175, %e1_1176, %e2_1177 = cute.get_leaves(%344) : !cute.shape<"((4096,1),(1))">
            %345 = cute_nvgpu.atom.make_exec_tma(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_8b619e) -> !cute_nvgpu_atom_tma_store_e30e4f
            %346 = cute_nvgpu.atom.set_value(%345, %329 : !cute_ptr_fadb05) {field = #cute_nvgpu.atom_copy_field_tmastore<tma_descriptor_ptr>} : !cute_nvgpu_atom_tma_store_e30e4f
            cute.copy(%346, %grouped_1129, %grouped_1152) : (!cute_nvgpu_atom_tma_store_e30e4f, !memref_smem_bf16_17, !cute_coord_tensor_dd9ed1)
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
            scf.yield %251 : !cute.layout<"(1,4):(4,1)">
          } else {
            scf.yield %251 : !cute.layout<"(1,4):(4,1)">
          }
          %c1_i32_939 = arith.constant 1 : i32
          %c256_i32_940 = arith.constant 256 : i32
          llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32_939, %c256_i32_940 : (i32, i32) -> ()
          %286 = arith.addi %253, %c1_i32_386 : i32
          %287 = arith.remsi %286, %c4_i32_638 : i32
          %coord_941 = cute.make_coord() : () -> !cute.coord<"48">
          %288 = cute.memref.load(%retiled, %coord_941) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
          %coord_942 = cute.make_coord() : () -> !cute.coord<"0">
          cute.memref.store(%arg17, %coord_942, %288) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %coord_943 = cute.make_coord() : () -> !cute.coord<"49">
          %289 = cute.memref.load(%retiled, %coord_943) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
          %coord_944 = cute.make_coord() : () -> !cute.coord<"1">
          cute.memref.store(%arg17, %coord_944, %289) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %coord_945 = cute.make_coord() : () -> !cute.coord<"50">
          %290 = cute.memref.load(%retiled, %coord_945) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
          %coord_946 = cute.make_coord() : () -> !cute.coord<"2">
          cute.memref.store(%arg17, %coord_946, %290) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %coord_947 = cute.make_coord() : () -> !cute.coord<"51">
          %291 = cute.memref.load(%retiled, %coord_947) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
          %coord_948 = cute.make_coord() : () -> !cute.coord<"3">
          cute.memref.store(%arg17, %coord_948, %291) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %coord_949 = cute.make_coord() : () -> !cute.coord<"52">
          %292 = cute.memref.load(%retiled, %coord_949) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
          %coord_950 = cute.make_coord() : () -> !cute.coord<"4">
          cute.memref.store(%arg17, %coord_950, %292) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %coord_951 = cute.make_coord() : () -> !cute.coord<"53">
          %293 = cute.memref.load(%retiled, %coord_951) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
          %coord_952 = cute.make_coord() : () -> !cute.coord<"5">
          cute.memref.store(%arg17, %coord_952, %293) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %coord_953 = cute.make_coord() : () -> !cute.coord<"54">
          %294 = cute.memref.load(%retiled, %coord_953) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
          %coord_954 = cute.make_coord() : () -> !cute.coord<"6">
          cute.memref.store(%arg17, %coord_954, %294) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %coord_955 = cute.make_coord() : () -> !cute.coord<"55">
          %295 = cute.memref.load(%retiled, %coord_955) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
          %coord_956 = cute.make_coord() : () -> !cute.coord<"7">
          cute.memref.store(%arg17, %coord_956, %295) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %coord_957 = cute.make_coord() : () -> !cute.coord<"56">
          %296 = cute.memref.load(%retiled, %coord_957) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
          %coord_958 = cute.make_coord() : () -> !cute.coord<"8">
          cute.memref.store(%arg17, %coord_958, %296) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
          %coord_959 = cute.make_coord() : () -> !cute.coord<"57">
          %297 = cute.memref.load(%retiled, %coord_959) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
          %coord_960 = cute.make_coord() : () -> !cute.coord<"9">
          cute.memref.store(%arg17, %coord_960, %297) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
          %coord_961 = cute.make_coord() : () -> !cute.coord<"58">
          %298 = cute.memref.load(%retiled, %coord_961) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
          %coord_962 = cute.make_coord() : () -> !cute.coord<"10">
          cute.memref.store(%arg17, %coord_962, %298) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
          %coord_963 = cute.make_coord() : () -> !cute.coord<"59">
          %299 = cute.memref.load(%retiled, %coord_963) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
          %coord_964 = cute.make_coord() : () -> !cute.coord<"11">
          cute.memref.store(%arg17, %coord_964, %299) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
          %coord_965 = cute.make_coord() : () -> !cute.coord<"60">
          %300 = cute.memref.load(%retiled, %coord_965) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
          %coord_966 = cute.make_coord() : () -> !cute.coord<"12">
          cute.memref.store(%arg17, %coord_966, %300) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
          %coord_967 = cute.make_coord() : () -> !cute.coord<"61">
          %301 = cute.memref.load(%retiled, %coord_967) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
          %coord_968 = cute.make_coord() : () -> !cute.coord<"13">
          cute.memref.store(%arg17, %coord_968, %301) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
          %coord_969 = cute.make_coord() : () -> !cute.coord<"62">
          %302 = cute.memref.load(%retiled, %coord_969) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
          %coord_970 = cute.make_coord() : () -> !cute.coord<"14">
          cute.memref.store(%arg17, %coord_970, %302) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
          %coord_971 = cute.make_coord() : () -> !cute.coord<"63">
          %303 = cute.memref.load(%retiled, %coord_971) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
          %coord_972 = cute.make_coord() : () -> !cute.coord<"15">
          cute.memref.store(%arg17, %coord_972, %303) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
          %lay_973 = cute.get_layout(%arg17) : !memref_rmem_f32_2
          %304 = cute.get_shape(%lay_973) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_974, %e1_975, %e2_976, %e3_977, %e4_978, %e5_979 = cute.get_leaves(%304) : !cute_shape_6fc090
          %lay_980 = cute.get_layout(%arg17) : !memref_rmem_f32_2
          %305 = cute.memref.load_vec(%arg17) : (!memref_rmem_f32_2) -> vector<16xf32>
          %lay_981 = cute.get_layout(%arg17) : !memref_rmem_f32_2
          %306 = cute.get_shape(%lay_981) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_982, %e1_983, %e2_984, %e3_985, %e4_986, %e5_987 = cute.get_leaves(%306) : !cute_shape_6fc090
          %307 = arith.truncf %305 : vector<16xf32> to vector<16xbf16>
          %lay_988 = cute.get_layout(%arg28) : !memref_rmem_bf16_
          %308 = cute.get_shape(%lay_988) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_989, %e1_990, %e2_991, %e3_992, %e4_993, %e5_994 = cute.get_leaves(%308) : !cute_shape_6fc090
          %lay_995 = cute.get_layout(%arg28) : !memref_rmem_bf16_
          %lay_996 = cute.get_layout(%arg28) : !memref_rmem_bf16_
          %309 = cute.get_shape(%lay_996) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_997, %e1_998, %e2_999, %e3_1000, %e4_1001, %e5_1002 = cute.get_leaves(%309) : !cute_shape_6fc090
          %int_tuple_1003 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_1004 = cute.size(%int_tuple_1003) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_1005 = cute.get_leaves(%sz_1004) : !cute.int_tuple<"16">
          %int_tuple_1006 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_1007 = cute.size(%int_tuple_1006) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_1008 = cute.get_leaves(%sz_1007) : !cute.int_tuple<"16">
          cute.memref.store_vec(%307, %arg28) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
          %coord_1009 = cute.make_coord(%287) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_1010 = cute.slice(%dst_partitioned, %coord_1009) : !memref_smem_bf16_9, !cute.coord<"(_,_,_,?)">
          %iter_1011 = cute.get_iter(%slice_1010) : !memref_smem_bf16_13
          %iter_1012 = cute.get_iter(%slice_1010) : !memref_smem_bf16_13
          %lay_1013 = cute.get_layout(%slice_1010) : !memref_smem_bf16_13
          %310 = cute.get_shape(%lay_1013) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_1014, %e1_1015, %e2_1016, %e3_1017, %e4_1018 = cute.get_leaves(%310) : !cute.shape<"(((2,4),1),1,2)">
          %lay_1019 = cute.get_layout(%arg28) : !memref_rmem_bf16_
          %shape_1020 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_1021 = cute.make_layout(%shape_1020) : !cute.layout<"1:0">
          %append_1022 = cute.append_to_rank<2> (%lay_1019, %lay_1021) : !cute_layout_07db63, !cute.layout<"1:0">
          %view_1023 = cute.make_view(%iter_385, %append_1022) : !memref_rmem_bf16_
          %iter_1024 = cute.get_iter(%view_1023) : !memref_rmem_bf16_
          %lay_1025 = cute.get_layout(%view_1023) : !memref_rmem_bf16_
          %311 = cute.get_shape(%lay_1025) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_1026, %e1_1027, %e2_1028, %e3_1029, %e4_1030, %e5_1031 = cute.get_leaves(%311) : !cute_shape_6fc090
          %lay_1032 = cute.get_layout(%view_1023) : !memref_rmem_bf16_
          %312 = cute.get_shape(%lay_1032) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_1033, %e1_1034, %e2_1035, %e3_1036, %e4_1037, %e5_1038 = cute.get_leaves(%312) : !cute_shape_6fc090
          %grouped_1039 = cute.group_modes(%view_1023) <1, 3> : (!memref_rmem_bf16_) -> !memref_rmem_bf16_1
          %iter_1040 = cute.get_iter(%grouped_1039) : !memref_rmem_bf16_1
          %iter_1041 = cute.get_iter(%grouped_1039) : !memref_rmem_bf16_1
          %lay_1042 = cute.get_layout(%slice_1010) : !memref_smem_bf16_13
          %shape_1043 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_1044 = cute.make_layout(%shape_1043) : !cute.layout<"1:0">
          %append_1045 = cute.append_to_rank<2> (%lay_1042, %lay_1044) : !cute_layout_70c0fe, !cute.layout<"1:0">
          %view_1046 = cute.make_view(%iter_1012, %append_1045) : !memref_smem_bf16_13
          %iter_1047 = cute.get_iter(%view_1046) : !memref_smem_bf16_13
          %lay_1048 = cute.get_layout(%view_1046) : !memref_smem_bf16_13
          %313 = cute.get_shape(%lay_1048) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_1049, %e1_1050, %e2_1051, %e3_1052, %e4_1053 = cute.get_leaves(%313) : !cute.shape<"(((2,4),1),1,2)">
          %lay_1054 = cute.get_layout(%view_1046) : !memref_smem_bf16_13
          %314 = cute.get_shape(%lay_1054) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_1055, %e1_1056, %e2_1057, %e3_1058, %e4_1059 = cute.get_leaves(%314) : !cute.shape<"(((2,4),1),1,2)">
          %grouped_1060 = cute.group_modes(%view_1046) <1, 3> : (!memref_smem_bf16_13) -> !memref_smem_bf16_14
          %iter_1061 = cute.get_iter(%grouped_1060) : !memref_smem_bf16_14
          %iter_1062 = cute.get_iter(%grouped_1060) : !memref_smem_bf16_14
          %lay_1063 = cute.get_layout(%grouped_1039) : !memref_rmem_bf16_1
          %315 = cute.get_shape(%lay_1063) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_1064, %e1_1065, %e2_1066, %e3_1067, %e4_1068, %e5_1069 = cute.get_leaves(%315) : !cute_shape_b5193b
          %lay_1070 = cute.get_layout(%grouped_1060) : !memref_smem_bf16_14
          %316 = cute.get_shape(%lay_1070) : (!cute_layout_449a82) -> !cute_shape_c0241c
          %e0_1071, %e1_1072, %e2_1073, %e3_1074, %e4_1075 = cute.get_leaves(%316) : !cute_shape_c0241c
          %sz_1076 = cute.size(%grouped_1039) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"2">
          %e0_1077 = cute.get_leaves(%sz_1076) : !cute.int_tuple<"2">
          %sz_1078 = cute.size(%grouped_1060) <{mode = [1]}> : (!memref_smem_bf16_14) -> !cute.int_tuple<"2">
          %e0_1079 = cute.get_leaves(%sz_1078) : !cute.int_tuple<"2">
          %lay_1080 = cute.get_layout(%grouped_1039) : !memref_rmem_bf16_1
          %317 = cute.get_shape(%lay_1080) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_1081, %e1_1082, %e2_1083, %e3_1084, %e4_1085, %e5_1086 = cute.get_leaves(%317) : !cute_shape_b5193b
          cute.copy(%120, %grouped_1039, %grouped_1060) : (!copy_stsm_4_1, !memref_rmem_bf16_1, !memref_smem_bf16_14)
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %c1_i32_1087 = arith.constant 1 : i32
          %c256_i32_1088 = arith.constant 256 : i32
          llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32_1087, %c256_i32_1088 : (i32, i32) -> ()
          %318 = arith.cmpi eq, %14, %c4_i32_638 : i32
          %319 = scf.if %318 -> (!cute.layout<"(1,4):(4,1)">) {
            %coord_1091 = cute.make_coord(%287) : (i32) -> !cute.coord<"(_,?)">
            %slice_1092 = cute.slice(%res_smem_tensor_467, %coord_1091) : !memref_smem_bf16_12, !cute.coord<"(_,?)">
            %iter_1093 = cute.get_iter(%slice_1092) : !memref_smem_bf16_15
            %iter_1094 = cute.get_iter(%slice_1092) : !memref_smem_bf16_15
            %c3_i32_1095 = arith.constant 3 : i32
            %323 = cute.get_hier_coord(%c3_i32_1095, %285) : (i32, !cute.layout<"(1,4):(4,1)">) -> !cute.coord<"(0,3)">
            %e0_1096, %e1_1097 = cute.get_leaves(%323) : !cute.coord<"(0,3)">
            %coord_1098 = cute.make_coord() : () -> !cute.coord<"(_,(0,3))">
            %slice_1099 = cute.slice(%res_gmem_tensor_468, %coord_1098) : !cute_coord_tensor_a18a50, !cute.coord<"(_,(0,3))">
            %iter_1100 = cute.get_iter(%slice_1099) : !cute_coord_tensor_d8ae4c
            %tup_1101 = cute.deref_arith_tuple_iter(%iter_1100) : !cute_arith_tuple_iter_9664bc
            %e0_1102, %e1_1103 = cute.get_leaves(%tup_1101) : !cute_int_tuple_963f12
            %324 = cute.get_scalars(%e0_1102) : !cute.int_tuple<"?{div=32}">
            %325 = cute.get_scalars(%e1_1103) : !cute.int_tuple<"?{div=128}">
            %iter_1104 = cute.get_iter(%slice_1099) : !cute_coord_tensor_d8ae4c
            %tup_1105 = cute.deref_arith_tuple_iter(%iter_1104) : !cute_arith_tuple_iter_9664bc
            %e0_1106, %e1_1107 = cute.get_leaves(%tup_1105) : !cute_int_tuple_963f12
            %326 = cute.get_scalars(%e0_1106) : !cute.int_tuple<"?{div=32}">
            %327 = cute.get_scalars(%e1_1107) : !cute.int_tuple<"?{div=128}">
            %328 = cute.ptrtoint(%77) : !cute_ptr_a5c1fa to i64
            %iv_1108 = cute.assume(%328) : (i64) -> !cute.i64<divby 128>
            %329 = cute.inttoptr(%iv_1108) : !cute.i64<divby 128> to !cute_ptr_fadb05
            %lay_1109 = cute.get_layout(%slice_1092) : !memref_smem_bf16_15
            %330 = cute.get_shape(%lay_1109) : (!cute_layout_247bff) -> !cute.shape<"((4096,1))">
            %e0_1110, %e1_1111 = cute.get_leaves(%330) : !cute.shape<"((4096,1))">
            %lay_1112 = cute.get_layout(%slice_1099) : !cute_coord_tensor_d8ae4c
            %331 = cute.get_shape(%lay_1112) : (!cute_layout_66697d) -> !cute.shape<"(((32,128),1))">
            %e0_1113, %e1_1114, %e2_1115 = cute.get_leaves(%331) : !cute.shape<"(((32,128),1))">
            %lay_1116 = cute.get_layout(%slice_1092) : !memref_smem_bf16_15
            %shape_1117 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1118 = cute.make_layout(%shape_1117) : !cute.layout<"1:0">
            %append_1119 = cute.append_to_rank<2> (%lay_1116, %lay_1118) : !cute_layout_247bff, !cute.layout<"1:0">
            %view_1120 = cute.make_view(%iter_1094, %append_1119) : !memref_smem_bf16_16
            %iter_1121 = cute.get_iter(%view_1120) : !memref_smem_bf16_16
            %lay_1122 = cute.get_layout(%view_1120) : !memref_smem_bf16_16
            %332 = cute.get_shape(%lay_1122) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_1123, %e1_1124, %e2_1125 = cute.get_leaves(%332) : !cute.shape<"((4096,1),1)">
            %lay_1126 = cute.get_layout(%view_1120) : !memref_smem_bf16_16
            %333 = cute.get_shape(%lay_1126) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_1127, %e1_1128, %e2_1129 = cute.get_leaves(%333) : !cute.shape<"((4096,1),1)">
            %grouped_1130 = cute.group_modes(%view_1120) <1, 2> : (!memref_smem_bf16_16) -> !memref_smem_bf16_17
            %iter_1131 = cute.get_iter(%grouped_1130) : !memref_smem_bf16_17
            %iter_1132 = cute.get_iter(%grouped_1130) : !memref_smem_bf16_17
            %lay_1133 = cute.get_layout(%slice_1099) : !cute_coord_tensor_d8ae4c
            %shape_1134 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1135 = cute.make_layout(%shape_1134) : !cute.layout<"1:0">
            %append_1136 = cute.append_to_rank<2> (%lay_1133, %lay_1135) : !cute_layout_66697d, !cute.layout<"1:0">
            %int_tuple_1137 = cute.make_int_tuple(%e0_1106, %e1_1107) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">) -> !cute_int_tuple_963f12
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_1137) : (!cute_int_tuple_963f12) -> !cute_arith_tuple_iter_9664bc
            %view_1138 = cute.make_view(%int_tup_iter, %append_1136) : !cute_coord_tensor_186bad
            %iter_1139 = cute.get_iter(%view_1138) : !cute_coord_tensor_186bad
            %tup_1140 = cute.deref_arith_tuple_iter(%iter_1139) : !cute_arith_tuple_iter_9664bc
            %e0_1141, %e1_1142 = cute.get_leaves(%tup_1140) : !cute_int_tuple_963f12
            %334 = cute.get_scalars(%e0_1141) : !cute.int_tuple<"?{div=32}">
            %335 = cute.get_scalars(%e1_1142) : !cute.int_tuple<"?{div=128}">
            %lay_1143 = cute.get_layout(%view_1138) : !cute_coord_tensor_186bad
            %336 = cute.get_shape(%lay_1143) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_1144, %e1_1145, %e2_1146, %e3_1147 = cute.get_leaves(%336) : !cute.shape<"(((32,128),1),1)">
            %lay_1148 = cute.get_layout(%view_1138) : !cute_coord_tensor_186bad
            %337 = cute.get_shape(%lay_1148) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_1149, %e1_1150, %e2_1151, %e3_1152 = cute.get_leaves(%337) : !cute.shape<"(((32,128),1),1)">
            %grouped_1153 = cute.group_modes(%view_1138) <1, 2> : (!cute_coord_tensor_186bad) -> !cute_coord_tensor_b48a1d
            %iter_1154 = cute.get_iter(%grouped_1153) : !cute_coord_tensor_b48a1d
            %tup_1155 = cute.deref_arith_tuple_iter(%iter_1154) : !cute_arith_tuple_iter_9664bc
            %e0_1156, %e1_1157 = cute.get_leaves(%tup_1155) : !cute_int_tuple_963f12
            %338 = cute.get_scalars(%e0_1156) : !cute.int_tuple<"?{div=32}">
            %339 = cute.get_scalars(%e1_1157) : !cute.int_tuple<"?{div=128}">
            %iter_1158 = cute.get_iter(%grouped_1153) : !cute_coord_tensor_b48a1d
            %tup_1159 = cute.deref_arith_tuple_iter(%iter_1158) : !cute_arith_tuple_iter_9664bc
            %e0_1160, %e1_1161 = cute.get_leaves(%tup_1159) : !cute_int_tuple_963f12
            %340 = cute.get_scalars(%e0_1160) : !cute.int_tuple<"?{div=32}">
            %341 = cute.get_scalars(%e1_1161) : !cute.int_tuple<"?{div=128}">
            %lay_1162 = cute.get_layout(%grouped_1130) : !memref_smem_bf16_17
            %342 = cute.get_shape(%lay_1162) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_1163, %e1_1164, %e2_1165 = cute.get_leaves(%342) : !cute.shape<"((4096,1),(1))">
            %lay_1166 = cute.get_layout(%grouped_1153) : !cute_coord_tensor_b48a1d
            %343 = cute.get_shape(%lay_1166) : (!cute_layout_175aab) -> !cute_shape_018bee
            %e0_1167, %e1_1168, %e2_1169, %e3_1170 = cute.get_leaves(%343) : !cute_shape_018bee
            %sz_1171 = cute.size(%grouped_1130) <{mode = [1]}> : (!memref_smem_bf16_17) -> !cute.int_tuple<"1">
            %e0_1172 = cute.get_leaves(%sz_1171) : !cute.int_tuple<"1">
            %sz_1173 = cute.size(%grouped_1153) <{mode = [1]}> : (!cute_coord_tensor_b48a1d) -> !cute.int_tuple<"1">
            %e0_1174 = cute.get_leaves(%sz_1173) : !cute.int_tuple<"1">
            %lay_1175 = cute.get_layout(%grouped_1130) : !memref_smem_bf16_17
            %344 = cute.get_shape(%lay_1175) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_1176, %e1_1177, %e2_1178 = cute.get_leaves(%344) : !cute.shape<"((4096,1),(1))">
            %345 = cute_nvgpu.atom.make_exec_tma(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_8b619e) -> !cute_nvgpu_atom_tma_store_e30e4f
            %346 = cute_nvgpu.atom.set_value(%345, %329 : !cute_ptr_fadb05) {field = #cute_nvgpu.atom_copy_field_tmastore<tma_descriptor_ptr>} : !cute_nvgpu_atom_tma_store_e30e4f
            cute.copy(%346, %grouped_1130, %grouped_1153) : (!cute_nvgpu_atom_tma_store_e30e4f, !memref_smem_bf16_17, !cute_coord_tensor_b48a1d)
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
            scf.yield %285 : !cute.layout<"(1,4):(4,1)">
          } else {
            scf.yield %285 : !cute.layout<"(1,4):(4,1)">
          }
          %c1_i32_1089 = arith.constant 1 : i32
          %c256_i32_1090 = arith.constant 256 : i32
          llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32_1089, %c256_i32_1090 : (i32, i32) -> ()
          %320 = arith.addi %287, %c1_i32_386 : i32
          %321 = arith.remsi %320, %c4_i32_638 : i32
          %322 = arith.addi %arg19, %22 : i32
          scf.yield %137, %163, %arg17, %321, %322, %arg20, %168, %171#0, %171#1, %171#2, %169#3, %169#4, %169#5, %arg28 : i32, i32, !memref_rmem_f32_2, i32, i32, !memref_rmem_f32_, !mma_bf16_bf16_f32_64x128x16_, i32, i32, i32, i32, i32, i32, !memref_rmem_bf16_
        }
        %iter_371 = cute.get_iter(%135#2) : !memref_rmem_f32_2
        %iter_372 = cute.get_iter(%135#5) : !memref_rmem_f32_
        %iter_373 = cute.get_iter(%135#13) : !memref_rmem_bf16_
        %iter_374 = cute.get_iter(%135#2) : !memref_rmem_f32_2
        %iter_375 = cute.get_iter(%135#2) : !memref_rmem_f32_2
        %iter_376 = cute.get_iter(%135#5) : !memref_rmem_f32_
        %iter_377 = cute.get_iter(%135#5) : !memref_rmem_f32_
        %iter_378 = cute.get_iter(%135#13) : !memref_rmem_bf16_
        %iter_379 = cute.get_iter(%135#13) : !memref_rmem_bf16_
        nvvm.cp.async.bulk.wait_group 0 {read}
        scf.yield %135#6 : !mma_bf16_bf16_f32_64x128x16_
      }
      return
    }
  }
  func.func @cutlass___call___cute_irkernelsgemm_grou_h36291334(%arg0: !memref_gmem_bf16_1, %arg1: !memref_gmem_bf16_2, %arg2: !memref_gmem_bf16_3, %arg3: !memref_gmem_i32_, %arg4: !memref_gmem_i32_1, %arg5: !memref_gmem_i64_, %arg6: !memref_gmem_i64_1, %arg7: i32, %arg8: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_1
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_2
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_bf16_3
    %iter_2 = cute.get_iter(%arg3) : !memref_gmem_i32_
    %iter_3 = cute.get_iter(%arg4) : !memref_gmem_i32_1
    %iter_4 = cute.get_iter(%arg5) : !memref_gmem_i64_
    %iter_5 = cute.get_iter(%arg6) : !memref_gmem_i64_1
    %iter_6 = cute.get_iter(%arg0) : !memref_gmem_bf16_1
    %iter_7 = cute.get_iter(%arg1) : !memref_gmem_bf16_2
    %iter_8 = cute.get_iter(%arg2) : !memref_gmem_bf16_3
    %iter_9 = cute.get_iter(%arg3) : !memref_gmem_i32_
    %iter_10 = cute.get_iter(%arg4) : !memref_gmem_i32_1
    %iter_11 = cute.get_iter(%arg5) : !memref_gmem_i64_
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
    %lay_52 = cute.get_layout(%view) : !memref_gmem_bf16_4
    %lay_53 = cute.get_layout(%view) : !memref_gmem_bf16_4
    %16 = cute.get_stride(%lay_53) : (!cute_layout_75a9c2) -> !cute.stride<"(520,1,0)">
    %e0_54, %e1_55, %e2_56 = cute.get_leaves(%16) : !cute.stride<"(520,1,0)">
    %lay_57 = cute.get_layout(%view) : !memref_gmem_bf16_4
    %17 = cute.get_shape(%lay_57) : (!cute_layout_75a9c2) -> !cute.shape<"(200,520,1)">
    %e0_58, %e1_59, %e2_60 = cute.get_leaves(%17) : !cute.shape<"(200,520,1)">
    %lay_61 = cute.get_layout(%view_33) : !memref_gmem_bf16_5
    %18 = cute.get_shape(%lay_61) : (!cute_layout_6005f9) -> !cute.shape<"(136,520,1)">
    %e0_62, %e1_63, %e2_64 = cute.get_leaves(%18) : !cute.shape<"(136,520,1)">
    %lay_65 = cute.get_layout(%view_33) : !memref_gmem_bf16_5
    %lay_66 = cute.get_layout(%view_33) : !memref_gmem_bf16_5
    %19 = cute.get_stride(%lay_66) : (!cute_layout_6005f9) -> !cute.stride<"(520,1,0)">
    %e0_67, %e1_68, %e2_69 = cute.get_leaves(%19) : !cute.stride<"(520,1,0)">
    %lay_70 = cute.get_layout(%view_33) : !memref_gmem_bf16_5
    %20 = cute.get_shape(%lay_70) : (!cute_layout_6005f9) -> !cute.shape<"(136,520,1)">
    %e0_71, %e1_72, %e2_73 = cute.get_leaves(%20) : !cute.shape<"(136,520,1)">
    %lay_74 = cute.get_layout(%view_47) : !memref_gmem_bf16_6
    %21 = cute.get_shape(%lay_74) : (!cute_layout_0336af) -> !cute.shape<"(200,136,1)">
    %e0_75, %e1_76, %e2_77 = cute.get_leaves(%21) : !cute.shape<"(200,136,1)">
    %lay_78 = cute.get_layout(%view_47) : !memref_gmem_bf16_6
    %lay_79 = cute.get_layout(%view_47) : !memref_gmem_bf16_6
    %22 = cute.get_stride(%lay_79) : (!cute_layout_0336af) -> !cute.stride<"(136,1,0)">
    %e0_80, %e1_81, %e2_82 = cute.get_leaves(%22) : !cute.stride<"(136,1,0)">
    %lay_83 = cute.get_layout(%view_47) : !memref_gmem_bf16_6
    %23 = cute.get_shape(%lay_83) : (!cute_layout_0336af) -> !cute.shape<"(200,136,1)">
    %e0_84, %e1_85, %e2_86 = cute.get_leaves(%23) : !cute.shape<"(200,136,1)">
    %shape_87 = cute.make_shape() : () -> !cute.shape<"(64,128,16)">
    %false = arith.constant false
    %atom = cute.make_atom(%false) : (i1) -> !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>
    %shape_88 = cute.make_shape() : () -> !cute.shape<"(2,1,1)">
    %lay_89 = cute.make_layout(%shape_88) : !cute.layout<"(2,1,1):(1,0,0)">
    %24 = cute.get_shape(%lay_89) : (!cute.layout<"(2,1,1):(1,0,0)">) -> !cute.shape<"(2,1,1)">
    %e0_90, %e1_91, %e2_92 = cute.get_leaves(%24) : !cute.shape<"(2,1,1)">
    %25 = cute.make_tiled_mma(%atom) : !mma_bf16_bf16_f32_64x128x16_
    %26 = cute.static : !cute.swizzle<"S<3,4,3>">
    %shape_93 = cute.make_shape() : () -> !cute.shape<"(8,64)">
    %stride_94 = cute.make_stride() : () -> !cute.stride<"(64,1)">
    %lay_95 = cute.make_layout(%shape_93, %stride_94) : !cute.layout<"(8,64):(64,1)">
    %27 = cute.get_stride(%lay_95) : (!cute.layout<"(8,64):(64,1)">) -> !cute.stride<"(64,1)">
    %e0_96, %e1_97 = cute.get_leaves(%27) : !cute.stride<"(64,1)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
    %lay_98 = cute.make_composed_layout(%26, %int_tuple, %lay_95) : !cute_composed_layout_4f3443
    %shape_99 = cute.make_shape() : () -> !cute.shape<"(128,64,6)">
    %int_tuple_100 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,1,2)">
    %tile_to_shape = cute.tile_to_shape(%lay_98, %shape_99, %int_tuple_100) : (!cute_composed_layout_4f3443, !cute.shape<"(128,64,6)">, !cute.int_tuple<"(0,1,2)">) -> !cute_composed_layout_6fe5de
    %28 = cute.static : !cute.swizzle<"S<3,4,3>">
    %shape_101 = cute.make_shape() : () -> !cute.shape<"(8,64)">
    %stride_102 = cute.make_stride() : () -> !cute.stride<"(64,1)">
    %lay_103 = cute.make_layout(%shape_101, %stride_102) : !cute.layout<"(8,64):(64,1)">
    %29 = cute.get_stride(%lay_103) : (!cute.layout<"(8,64):(64,1)">) -> !cute.stride<"(64,1)">
    %e0_104, %e1_105 = cute.get_leaves(%29) : !cute.stride<"(64,1)">
    %int_tuple_106 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
    %lay_107 = cute.make_composed_layout(%28, %int_tuple_106, %lay_103) : !cute_composed_layout_4f3443
    %shape_108 = cute.make_shape() : () -> !cute.shape<"(128,64,6)">
    %int_tuple_109 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,1,2)">
    %tile_to_shape_110 = cute.tile_to_shape(%lay_107, %shape_108, %int_tuple_109) : (!cute_composed_layout_4f3443, !cute.shape<"(128,64,6)">, !cute.int_tuple<"(0,1,2)">) -> !cute_composed_layout_6fe5de
    %30 = cute.static : !cute.swizzle<"S<2,4,3>">
    %shape_111 = cute.make_shape() : () -> !cute.shape<"(8,32)">
    %stride_112 = cute.make_stride() : () -> !cute.stride<"(32,1)">
    %lay_113 = cute.make_layout(%shape_111, %stride_112) : !cute.layout<"(8,32):(32,1)">
    %31 = cute.get_stride(%lay_113) : (!cute.layout<"(8,32):(32,1)">) -> !cute.stride<"(32,1)">
    %e0_114, %e1_115 = cute.get_leaves(%31) : !cute.stride<"(32,1)">
    %int_tuple_116 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
    %lay_117 = cute.make_composed_layout(%30, %int_tuple_116, %lay_113) : !cute_composed_layout_cead9b
    %shape_118 = cute.make_shape() : () -> !cute.shape<"(128,32,4)">
    %int_tuple_119 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,1,2)">
    %tile_to_shape_120 = cute.tile_to_shape(%lay_117, %shape_118, %int_tuple_119) : (!cute_composed_layout_cead9b, !cute.shape<"(128,32,4)">, !cute.int_tuple<"(0,1,2)">) -> !cute_composed_layout_4ff599
    %coord = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
    %slice = cute.slice(%tile_to_shape, %coord) : !cute_composed_layout_6fe5de, !cute.coord<"(_,_,0)">
    %32 = cute.get_shape(%slice) : (!cute_composed_layout_08a685) -> !cute.shape<"((8,16),(64,1))">
    %e0_121, %e1_122, %e2_123, %e3 = cute.get_leaves(%32) : !cute.shape<"((8,16),(64,1))">
    %lay_124 = cute.get_layout(%view) : !memref_gmem_bf16_4
    %33 = cute.get_shape(%lay_124) : (!cute_layout_75a9c2) -> !cute.shape<"(200,520,1)">
    %e0_125, %e1_126, %e2_127 = cute.get_leaves(%33) : !cute.shape<"(200,520,1)">
    %shape_128 = cute.make_shape() : () -> !cute.shape<"(200,520,1)">
    %34 = cute.make_identity_layout(%shape_128) : !cute_layout_701602
    %tile = cute.make_tile() : () -> !cute.tile<"[128:1;64:1]">
    %35 = cute.composition(%34, %tile) : (!cute_layout_701602, !cute.tile<"[128:1;64:1]">) -> !cute_layout_e0bfea
    %non_exec_atom, %tma_tensor = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%view, %slice, %35) <{kind = <sm_90> num_multicast = 1}> : (!memref_gmem_bf16_4, !cute_composed_layout_08a685, !cute_layout_e0bfea) -> (!cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3, !cute_coord_tensor_62b16d)
    %iter_129 = cute.get_iter(%tma_tensor) : !cute_coord_tensor_62b16d
    %tup = cute.deref_arith_tuple_iter(%iter_129) : !cute.arith_tuple_iter<"(0,0)">
    %e0_130, %e1_131 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %coord_132 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
    %slice_133 = cute.slice(%tile_to_shape_110, %coord_132) : !cute_composed_layout_6fe5de, !cute.coord<"(_,_,0)">
    %36 = cute.get_shape(%slice_133) : (!cute_composed_layout_08a685) -> !cute.shape<"((8,16),(64,1))">
    %e0_134, %e1_135, %e2_136, %e3_137 = cute.get_leaves(%36) : !cute.shape<"((8,16),(64,1))">
    %lay_138 = cute.get_layout(%view_33) : !memref_gmem_bf16_5
    %37 = cute.get_shape(%lay_138) : (!cute_layout_6005f9) -> !cute.shape<"(136,520,1)">
    %e0_139, %e1_140, %e2_141 = cute.get_leaves(%37) : !cute.shape<"(136,520,1)">
    %shape_142 = cute.make_shape() : () -> !cute.shape<"(136,520,1)">
    %38 = cute.make_identity_layout(%shape_142) : !cute_layout_25b853
    %tile_143 = cute.make_tile() : () -> !cute.tile<"[128:1;64:1]">
    %39 = cute.composition(%38, %tile_143) : (!cute_layout_25b853, !cute.tile<"[128:1;64:1]">) -> !cute_layout_e0bfea
    %non_exec_atom_144, %tma_tensor_145 = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%view_33, %slice_133, %39) <{kind = <sm_90> num_multicast = 1}> : (!memref_gmem_bf16_5, !cute_composed_layout_08a685, !cute_layout_e0bfea) -> (!cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3, !cute_coord_tensor_2cbc83)
    %iter_146 = cute.get_iter(%tma_tensor_145) : !cute_coord_tensor_2cbc83
    %tup_147 = cute.deref_arith_tuple_iter(%iter_146) : !cute.arith_tuple_iter<"(0,0)">
    %e0_148, %e1_149 = cute.get_leaves(%tup_147) : !cute.int_tuple<"(0,0)">
    %coord_150 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
    %slice_151 = cute.slice(%tile_to_shape_120, %coord_150) : !cute_composed_layout_4ff599, !cute.coord<"(_,_,0)">
    %40 = cute.get_shape(%slice_151) : (!cute_composed_layout_78147e) -> !cute.shape<"((8,16),(32,1))">
    %e0_152, %e1_153, %e2_154, %e3_155 = cute.get_leaves(%40) : !cute.shape<"((8,16),(32,1))">
    %lay_156 = cute.get_layout(%view_47) : !memref_gmem_bf16_6
    %41 = cute.get_shape(%lay_156) : (!cute_layout_0336af) -> !cute.shape<"(200,136,1)">
    %e0_157, %e1_158, %e2_159 = cute.get_leaves(%41) : !cute.shape<"(200,136,1)">
    %shape_160 = cute.make_shape() : () -> !cute.shape<"(200,136,1)">
    %42 = cute.make_identity_layout(%shape_160) : !cute_layout_7e30a1
    %tile_161 = cute.make_tile() : () -> !cute.tile<"[128:1;32:1]">
    %43 = cute.composition(%42, %tile_161) : (!cute_layout_7e30a1, !cute.tile<"[128:1;32:1]">) -> !cute_layout_1bc702
    %non_exec_atom_162, %tma_tensor_163 = cute_nvgpu.atom.make_non_exec_tiled_tma_store(%view_47, %slice_151, %43) : (!memref_gmem_bf16_6, !cute_composed_layout_78147e, !cute_layout_1bc702) -> (!cute_nvgpu_atom_non_exec_tiled_tma_store_8b619e, !cute_coord_tensor_99805c)
    %iter_164 = cute.get_iter(%tma_tensor_163) : !cute_coord_tensor_99805c
    %tup_165 = cute.deref_arith_tuple_iter(%iter_164) : !cute.arith_tuple_iter<"(0,0)">
    %e0_166, %e1_167 = cute.get_leaves(%tup_165) : !cute.int_tuple<"(0,0)">
    %cosz = cute.cosize(%tile_to_shape) : (!cute_composed_layout_6fe5de) -> !cute.int_tuple<"49152">
    %e0_168 = cute.get_leaves(%cosz) : !cute.int_tuple<"49152">
    %cosz_169 = cute.cosize(%tile_to_shape_110) : (!cute_composed_layout_6fe5de) -> !cute.int_tuple<"49152">
    %e0_170 = cute.get_leaves(%cosz_169) : !cute.int_tuple<"49152">
    %cosz_171 = cute.cosize(%tile_to_shape_120) : (!cute_composed_layout_4ff599) -> !cute.int_tuple<"16384">
    %e0_172 = cute.get_leaves(%cosz_171) : !cute.int_tuple<"16384">
    %sz = cute.size(%arg6) <{mode = [0]}> : (!memref_gmem_i64_1) -> !cute.int_tuple<"132">
    %e0_173 = cute.get_leaves(%sz) : !cute.int_tuple<"132">
    %c132_i32 = arith.constant 132 : i32
    %44 = arith.minsi %arg7, %c132_i32 : i32
    %c1_i32 = arith.constant 1 : i32
    %45 = arith.maxsi %44, %c1_i32 : i32
    %46 = cute.static : !cute.layout<"1:0">
    %47 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %48 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %lay_174 = cute.get_layout(%tma_tensor) : !cute_coord_tensor_62b16d
    %49 = cute.static : !cute.layout<"1:0">
    %50 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %51 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %lay_175 = cute.get_layout(%tma_tensor_145) : !cute_coord_tensor_2cbc83
    %52 = cute.static : !cute.layout<"1:0">
    %53 = cute.static : !cute.layout<"(1,4096):(0,1)">
    %54 = cute.static : !cute.layout<"(1,4096):(0,1)">
    %lay_176 = cute.get_layout(%tma_tensor_163) : !cute_coord_tensor_99805c
    %55 = cute.static : !cute_layout_002152
    %56 = cute.static : !cute.tile<"[_;_;_]">
    %e0_177, %e1_178, %e2_179 = cute.get_leaves(%56) : !cute.tile<"[_;_;_]">
    %57 = cute.static : !cute.layout<"128:1">
    %58 = cute.static : !cute.shape<"(64,128,16)">
    %e0_180, %e1_181, %e2_182 = cute.get_leaves(%58) : !cute.shape<"(64,128,16)">
    %59 = cute.static : !cute.layout<"(128,(64,16)):(0,(1,64))">
    %60 = cute.static : !cute.layout<"(128,(128,16)):(0,(1,128))">
    %61 = cute.static : !cute.layout<"((4,8,4),(2,2,16)):((128,1,16),(64,8,512))">
    %62 = cute.composed_get_inner(%tile_to_shape) : (!cute_composed_layout_6fe5de) -> !cute.swizzle<"S<3,4,3>">
    %63 = cute.composed_get_offset(%tile_to_shape) : (!cute_composed_layout_6fe5de) -> !cute.int_tuple<"0">
    %e0_183 = cute.get_leaves(%63) : !cute.int_tuple<"0">
    %64 = cute.composed_get_outer(%tile_to_shape) : (!cute_composed_layout_6fe5de) -> !cute_layout_8597a8
    %65 = cute.composed_get_inner(%tile_to_shape_110) : (!cute_composed_layout_6fe5de) -> !cute.swizzle<"S<3,4,3>">
    %66 = cute.composed_get_offset(%tile_to_shape_110) : (!cute_composed_layout_6fe5de) -> !cute.int_tuple<"0">
    %e0_184 = cute.get_leaves(%66) : !cute.int_tuple<"0">
    %67 = cute.composed_get_outer(%tile_to_shape_110) : (!cute_composed_layout_6fe5de) -> !cute_layout_8597a8
    %68 = cute.composed_get_inner(%tile_to_shape_120) : (!cute_composed_layout_4ff599) -> !cute.swizzle<"S<2,4,3>">
    %69 = cute.composed_get_offset(%tile_to_shape_120) : (!cute_composed_layout_4ff599) -> !cute.int_tuple<"0">
    %e0_185 = cute.get_leaves(%69) : !cute.int_tuple<"0">
    %70 = cute.composed_get_outer(%tile_to_shape_120) : (!cute_composed_layout_4ff599) -> !cute_layout_2dea00
    %lay_186 = cute.get_layout(%arg3) : !memref_gmem_i32_
    %lay_187 = cute.get_layout(%arg4) : !memref_gmem_i32_1
    %lay_188 = cute.get_layout(%arg5) : !memref_gmem_i64_
    %lay_189 = cute.get_layout(%arg6) : !memref_gmem_i64_1
    %c230400_i32 = arith.constant 230400 : i32
    %c232448_i32 = arith.constant 232448 : i32
    %71 = arith.cmpi sgt, %c230400_i32, %c232448_i32 : i32
    scf.if %71 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h836500a5_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %c230400_i32) : i32
    }
    %72 = arith.extsi %c230400_i32 : i32 to i64
    %c384_i32 = arith.constant 384 : i32
    %c1_i32_190 = arith.constant 1 : i32
    %73 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c384_i32, %c1_i32_190, %c1_i32_190), dynamicSmemBytes = %72, gridDim = (%c1_i32_190, %c1_i32_190, %45), stream = %arg8) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%73] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c0_i32_191 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%73] %c0_i32_191 : !cuda.launch_cfg<max_attrs = 3>, i32
    %74 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h836500a5_0<%73> (%non_exec_atom, %tma_tensor, %non_exec_atom_144, %tma_tensor_145, %non_exec_atom_162, %tma_tensor_163, %25, %tile_to_shape, %tile_to_shape_110, %tile_to_shape_120, %arg3, %arg4, %arg5, %arg6, %arg7) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3, !cute_coord_tensor_62b16d, !cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3, !cute_coord_tensor_2cbc83, !cute_nvgpu_atom_non_exec_tiled_tma_store_8b619e, !cute_coord_tensor_99805c, !mma_bf16_bf16_f32_64x128x16_, !cute_composed_layout_6fe5de, !cute_composed_layout_6fe5de, !cute_composed_layout_4ff599, !memref_gmem_i32_, !memref_gmem_i32_1, !memref_gmem_i64_, !memref_gmem_i64_1, i32) -> !cuda.result
    %75 = cuda.cast %74 : !cuda.result -> i32
    cuda.return_if_error %75 : i32
    %c0_i32_192 = arith.constant 0 : i32
    return %c0_i32_192 : i32
  }
}
