!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!cute_arith_tuple_iter_396070 = !cute.arith_tuple_iter<"(?{div=64},?{div=128},?)">
!cute_arith_tuple_iter_815f75 = !cute.arith_tuple_iter<"(?{div=128},?{div=128},?)">
!cute_arith_tuple_iter_da3d01 = !cute.arith_tuple_iter<"(0,0,0)">
!cute_arith_tuple_iter_df6bff = !cute.arith_tuple_iter<"(?{div=32},?{div=128},?)">
!cute_arith_tuple_iter_ff9d1e = !cute.arith_tuple_iter<"(?{div=64},?{div=64},?)">
!cute_composed_layout_08a685 = !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">
!cute_composed_layout_4f3443 = !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">
!cute_composed_layout_4ff599 = !cute.composed_layout<"S<2,4,3> o 0 o ((8,16),(32,1),(1,4)):((32,256),(1,0),(0,4096))">
!cute_composed_layout_6fe5de = !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">
!cute_composed_layout_78147e = !cute.composed_layout<"S<2,4,3> o 0 o ((8,16),(32,1)):((32,256),(1,0))">
!cute_composed_layout_cead9b = !cute.composed_layout<"S<2,4,3> o 0 o (8,32):(32,1)">
!cute_coord_tensor_00c3a7 = !cute.coord_tensor<"(?{div=128},?{div=128},?)", "(((32,128),1)):(((1@0,1@1),0))">
!cute_coord_tensor_05ca29 = !cute.coord_tensor<"(0,0,0)", "(((64,128),1),8,9,2):(((1@0,1@1),0),128@1,64@0,1@2)">
!cute_coord_tensor_18692d = !cute.coord_tensor<"(0,0,0)", "(1000,520,2):(1@1,1@0,1@2)">
!cute_coord_tensor_1abc17 = !cute.coord_tensor<"(?{div=32},?{div=128},?)", "(((32,128),1),(1)):(((1@0,1@1),0),(0))">
!cute_coord_tensor_1d57d5 = !cute.coord_tensor<"(?{div=128},?{div=128},?)", "(((32,128),1),1):(((1@0,1@1),0),0)">
!cute_coord_tensor_4294ae = !cute.coord_tensor<"(0,?{div=64},0)", "(((64,128),1),9,9,2):(((1@0,1@1),0),128@1,64@0,1@2)">
!cute_coord_tensor_44cde4 = !cute.coord_tensor<"(?{div=128},?{div=128},?)", "(((32,128),1),(1)):(((1@0,1@1),0),(0))">
!cute_coord_tensor_4c32fd = !cute.coord_tensor<"(0,0,0)", "((128,64),9,9,2):((1@1,1@0),128@1,64@0,1@2)">
!cute_coord_tensor_6fd6c5 = !cute.coord_tensor<"(0,0,0)", "(128,128,8,9,2):(1@1,1@0,128@1,128@0,1@2)">
!cute_coord_tensor_77b5c9 = !cute.coord_tensor<"(0,0,0)", "(1048,520,2):(1@1,1@0,1@2)">
!cute_coord_tensor_7d2abb = !cute.coord_tensor<"(?{div=128},?{div=128},?)", "(128,128):(1@1,1@0)">
!cute_coord_tensor_84a431 = !cute.coord_tensor<"(?{div=64},?{div=128},?)", "(((32,128),1)):(((1@0,1@1),0))">
!cute_coord_tensor_84c2f1 = !cute.coord_tensor<"(?{div=64},?{div=128},?)", "(((64,128),1)):(((1@0,1@1),0))">
!cute_coord_tensor_8c717f = !cute.coord_tensor<"(?{div=32},?{div=128},?)", "(((32,128),1),1):(((1@0,1@1),0),0)">
!cute_coord_tensor_930719 = !cute.coord_tensor<"(0,0,0)", "(128,64,9,9,2):(1@1,1@0,128@1,64@0,1@2)">
!cute_coord_tensor_993fdf = !cute.coord_tensor<"(?{div=64},?{div=64},?)", "(((64,128),1)):(((1@0,1@1),0))">
!cute_coord_tensor_be8f5d = !cute.coord_tensor<"(?{div=64},?{div=128},?)", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
!cute_coord_tensor_be953c = !cute.coord_tensor<"(?{div=32},?{div=128},?)", "(((32,128),1)):(((1@0,1@1),0))">
!cute_coord_tensor_c49677 = !cute.coord_tensor<"(?{div=64},?{div=64},?)", "(((64,128),1),1):(((1@0,1@1),0),0)">
!cute_coord_tensor_c6aae5 = !cute.coord_tensor<"(?{div=64},?{div=128},?)", "(((32,128),1),1):(((1@0,1@1),0),0)">
!cute_coord_tensor_c7ce3d = !cute.coord_tensor<"(?{div=2},?,0)", "((2,2,16),1,1,8,9,2):((1@0,8@1,8@0),0,0,128@1,128@0,1@2)">
!cute_coord_tensor_cdb98a = !cute.coord_tensor<"(0,0,0)", "(128,64,8,9,2):(1@1,1@0,128@1,64@0,1@2)">
!cute_coord_tensor_d48f2b = !cute.coord_tensor<"(?{div=128},?{div=128},?)", "((128,32),(1,4)):((1@1,1@0),(0,32@0))">
!cute_coord_tensor_d4c6bb = !cute.coord_tensor<"(0,0,0)", "((128,64),8,9,2):((1@1,1@0),128@1,64@0,1@2)">
!cute_coord_tensor_da4be1 = !cute.coord_tensor<"(?{div=64},?{div=128},?)", "(((32,128),1),(1)):(((1@0,1@1),0),(0))">
!cute_coord_tensor_e47f1f = !cute.coord_tensor<"(?{div=128},?{div=128},?)", "(((32,128),1),(1,4)):(((1@0,1@1),0),(0,32@0))">
!cute_coord_tensor_f03812 = !cute.coord_tensor<"(0,0,0)", "(1000,1048,2):(1@1,1@0,1@2)">
!cute_coord_tensor_f09f0b = !cute.coord_tensor<"(?{div=64},?{div=128},?)", "(((64,128),1),1):(((1@0,1@1),0),0)">
!cute_coord_tensor_f69c8e = !cute.coord_tensor<"(?{div=64},?{div=64},?)", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
!cute_int_tuple_11731d = !cute.int_tuple<"((2,2,16),1,1)">
!cute_int_tuple_36697f = !cute.int_tuple<"(?{div=32},?{div=128},?)">
!cute_int_tuple_3a3498 = !cute.int_tuple<"(((2,2,2),1),1,2)">
!cute_int_tuple_ae8a07 = !cute.int_tuple<"(?{div=64},?{div=128},?)">
!cute_int_tuple_ec754e = !cute.int_tuple<"(?{div=64},?{div=64},?)">
!cute_int_tuple_ee97c9 = !cute.int_tuple<"(?{div=128},?{div=128},?)">
!cute_layout_002152 = !cute.layout<"(128,2,1,1):(1,128,0,0)">
!cute_layout_06d400 = !cute.layout<"(8,2,8,2,4,2):(1,64,8,512,128,1024)">
!cute_layout_07db63 = !cute.layout<"(((2,2,2),1),1,2):(((1,2,4),0),0,8)">
!cute_layout_175aab = !cute.layout<"(((32,128),1),(1)):(((1@0,1@1),0),(0))">
!cute_layout_1bc702 = !cute.layout<"(128,32):(1@0,1@1)">
!cute_layout_1c28bd = !cute.layout<"((4,8,8),(2,2,2)):((256,1,16),(128,8,1024))">
!cute_layout_247bff = !cute.layout<"((4096,1)):((1,0))">
!cute_layout_2dea00 = !cute.layout<"((8,16),(32,1),(1,4)):((32,256),(1,0),(0,4096))">
!cute_layout_2dea72 = !cute.layout<"((8192,1),(1)):((1,0),(0))">
!cute_layout_3c93fa = !cute.layout<"((4,8,8),(2,2,2)):((0,1,16),(0,8,0))">
!cute_layout_40c3e8 = !cute.layout<"((4096,1),1):((1,0),0)">
!cute_layout_449a82 = !cute.layout<"(((2,4),1),(1,2)):(((1,2),0),(0,16))">
!cute_layout_44fa8e = !cute.layout<"((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0)))">
!cute_layout_469c68 = !cute.layout<"(((2,2,2),1),(1,2)):(((1,2,4),0),(0,8))">
!cute_layout_583b1a = !cute.layout<"(1,2,1,1):(0,1,0,0)">
!cute_layout_5e15fa = !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">
!cute_layout_61586e = !cute.layout<"((8192,1),1):((1,0),0)">
!cute_layout_62513c = !cute.layout<"(1000,1048,2):(1048,1,1048000)">
!cute_layout_66697d = !cute.layout<"(((32,128),1)):(((1@0,1@1),0))">
!cute_layout_6a44ad = !cute.layout<"(((32,128),1),1):(((1@0,1@1),0),0)">
!cute_layout_6e9820 = !cute.layout<"((2,2,16),1,1):((1,2,4),0,0)">
!cute_layout_6fb86e = !cute.layout<"(1000,1048,2):(1@0,1@1,1@2)">
!cute_layout_70c0fe = !cute.layout<"(((2,4),1),1,2):(((1,2),0),0,16)">
!cute_layout_716526 = !cute.layout<"(2,1000,1048):(1048000,1048,1)">
!cute_layout_718229 = !cute.layout<"((8192,1)):((1,0))">
!cute_layout_72915e = !cute.layout<"(1048,520,2):(1@0,1@1,1@2)">
!cute_layout_8597a8 = !cute.layout<"((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">
!cute_layout_9ad9af = !cute.layout<"(2,520,1048):(544960,1,520)">
!cute_layout_a4c3b9 = !cute.layout<"(128,128):(1,128)">
!cute_layout_ae7531 = !cute.layout<"(8,8,2):(1,16,8)">
!cute_layout_af8d28 = !cute.layout<"((4096,1),(1)):((1,0),(0))">
!cute_layout_b9dd76 = !cute.layout<"((4,8,8),(2,2,2)):((2,0,0),(1,0,8))">
!cute_layout_bfb9a9 = !cute.layout<"(((64,128),1),1):(((1@0,1@1),0),0)">
!cute_layout_c4363d = !cute.layout<"((8,16),(64,1)):((64,512),(1,0))">
!cute_layout_c701d2 = !cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">
!cute_layout_cc3288 = !cute.layout<"(32,(2,4)):(2,(1,64))">
!cute_layout_dc11ff = !cute.layout<"(1000,520,2):(520,1,520000)">
!cute_layout_dcb831 = !cute.layout<"(1000,520,2):(1@0,1@1,1@2)">
!cute_layout_e0bfea = !cute.layout<"(128,64):(1@0,1@1)">
!cute_layout_e8ffd0 = !cute.layout<"(1048,520,2):(520,1,544960)">
!cute_layout_e999b4 = !cute.layout<"(2,1000,520):(520000,520,1)">
!cute_layout_f492b8 = !cute.layout<"((8,8,2),(4,2,2)):((1,16,8),(256,128,1024))">
!cute_nvgpu_atom_non_exec_tiled_tma_load_23fada = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, bf16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, tma_format = BF16_RN>
!cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7 = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, tma_format = BF16_RN>
!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0 = !cute_nvgpu.atom.non_exec_tiled_tma_store<bf16, copy_bits = 65536, tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">, tma_format = BF16_RN>
!cute_nvgpu_atom_stsm_191f92 = !cute_nvgpu.atom.stsm<bf16, mode = <"(8,8)">, num_matrices = 4, n>
!cute_nvgpu_atom_tma_load_07fe0b = !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">>
!cute_nvgpu_atom_tma_load_90433f = !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">>
!cute_nvgpu_atom_tma_store_a82a14 = !cute_nvgpu.atom.tma_store<bf16, copy_bits = 65536, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">>
!cute_nvgpu_smem_desc_view_58760c = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
!cute_nvgpu_smem_desc_view_e67c4e = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
!cute_ptr_6167ca = !cute.ptr<i64, smem, align<1024>>
!cute_ptr_91cbad = !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
!cute_ptr_9af6a0 = !cute.ptr<i8, smem, align<1024>>
!cute_shape_018bee = !cute.shape<"(((32,128),1),(1))">
!cute_shape_0f5492 = !cute.shape<"((8,16),(64,1),(1,6))">
!cute_shape_28a4fe = !cute.shape<"((8,16),(32,1),(1,4))">
!cute_shape_6fc090 = !cute.shape<"(((2,2,2),1),1,2)">
!cute_shape_b5193b = !cute.shape<"(((2,2,2),1),(1,2))">
!cute_shape_c0241c = !cute.shape<"(((2,4),1),(1,2))">
!cute_shape_c0bdcb = !cute.shape<"(((2,2,2),1),1,2,(1,4))">
!cute_shape_cb67ce = !cute.shape<"(((64,128),1),(1))">
!cute_shape_e65087 = !cute.shape<"((2,2,16),1,1,8,9,2)">
!cute_stride_d0e7a8 = !cute.stride<"(1048,1,1048000)">
!cute_tile_df0369 = !cute.tile<"[(8,8,2):(1,16,8);(4,2,2):(2,1,8)]">
!copy_stsm_4 = !cute.tiled_copy<!cute_nvgpu.atom.stsm<bf16, mode = <"(8,8)">, num_matrices = 4, n>, layout_copy_tv = <"((4,8,8),(2,2,2)):((128,1,8),(512,64,1024))">, tiler_mn = <"[(8,8,2):(1,16,8);(4,2,2):(2,1,8)]">>
!copy_stsm_4_1 = !cute.tiled_copy<!cute_nvgpu.atom.stsm<bf16, mode = <"(8,8)">, num_matrices = 4, n>, layout_copy_tv = <"((4,64),((2,2,2),1)):((128,1),((512,64,1024),0))">, tiler_mn = <"[(8,8,2):(1,16,8);(4,2,2):(2,1,8)]">>
!memref_gmem_bf16 = !cute.memref<bf16, gmem, align<16>, "(2,1000,520):(520000,520,1)">
!memref_gmem_bf16_1 = !cute.memref<bf16, gmem, align<16>, "(2,520,1048):(544960,1,520)">
!memref_gmem_bf16_2 = !cute.memref<bf16, gmem, align<16>, "(2,1000,1048):(1048000,1048,1)">
!memref_gmem_bf16_3 = !cute.memref<bf16, gmem, align<16>, "(1000,520,2):(520,1,520000)">
!memref_gmem_bf16_4 = !cute.memref<bf16, gmem, align<16>, "(1048,520,2):(520,1,544960)">
!memref_gmem_bf16_5 = !cute.memref<bf16, gmem, align<16>, "(1000,1048,2):(1048,1,1048000)">
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
    cuda.kernel @kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0(%arg0: !cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7 {cute_nvgpu.grid_constant}, %arg1: !cute_coord_tensor_18692d, %arg2: !cute_nvgpu_atom_non_exec_tiled_tma_load_23fada {cute_nvgpu.grid_constant}, %arg3: !cute_coord_tensor_77b5c9, %arg4: !cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0 {cute_nvgpu.grid_constant}, %arg5: !cute_coord_tensor_f03812, %arg6: !mma_bf16_bf16_f32_64x128x16, %arg7: !cute_composed_layout_6fe5de, %arg8: !cute_composed_layout_6fe5de, %arg9: !cute_composed_layout_4ff599) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 384, 1, 1>, exact_cluster_dim = array<i64: 2, 1, 1>, exact_grid_dim = array<i64: 2, 1, 66>, schema_version = 1 : i64}, gpu.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 384, 1, 1>, smem.config_smem_size = 230400 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %iter = cute.get_iter(%arg1) : !cute_coord_tensor_18692d
      %tup = cute.deref_arith_tuple_iter(%iter) : !cute_arith_tuple_iter_da3d01
      %e0, %e1, %e2 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0,0)">
      %iter_0 = cute.get_iter(%arg3) : !cute_coord_tensor_77b5c9
      %tup_1 = cute.deref_arith_tuple_iter(%iter_0) : !cute_arith_tuple_iter_da3d01
      %e0_2, %e1_3, %e2_4 = cute.get_leaves(%tup_1) : !cute.int_tuple<"(0,0,0)">
      %iter_5 = cute.get_iter(%arg5) : !cute_coord_tensor_f03812
      %tup_6 = cute.deref_arith_tuple_iter(%iter_5) : !cute_arith_tuple_iter_da3d01
      %e0_7, %e1_8, %e2_9 = cute.get_leaves(%tup_6) : !cute.int_tuple<"(0,0,0)">
      %iter_10 = cute.get_iter(%arg1) : !cute_coord_tensor_18692d
      %tup_11 = cute.deref_arith_tuple_iter(%iter_10) : !cute_arith_tuple_iter_da3d01
      %e0_12, %e1_13, %e2_14 = cute.get_leaves(%tup_11) : !cute.int_tuple<"(0,0,0)">
      %iter_15 = cute.get_iter(%arg3) : !cute_coord_tensor_77b5c9
      %tup_16 = cute.deref_arith_tuple_iter(%iter_15) : !cute_arith_tuple_iter_da3d01
      %e0_17, %e1_18, %e2_19 = cute.get_leaves(%tup_16) : !cute.int_tuple<"(0,0,0)">
      %iter_20 = cute.get_iter(%arg5) : !cute_coord_tensor_f03812
      %tup_21 = cute.deref_arith_tuple_iter(%iter_20) : !cute_arith_tuple_iter_da3d01
      %e0_22, %e1_23, %e2_24 = cute.get_leaves(%tup_21) : !cute.int_tuple<"(0,0,0)">
      %lay = cute.get_layout(%arg1) : !cute_coord_tensor_18692d
      %lay_25 = cute.get_layout(%arg3) : !cute_coord_tensor_77b5c9
      %lay_26 = cute.get_layout(%arg5) : !cute_coord_tensor_f03812
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
      %c0_i32 = arith.constant 0 : i32
      %24 = arith.cmpi eq, %15, %c0_i32 : i32
      scf.if %24 {
        cute_nvgpu.prefetch_tma_desc(%arg0) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7) -> ()
        cute_nvgpu.prefetch_tma_desc(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_23fada) -> ()
        cute_nvgpu.prefetch_tma_desc(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> ()
      }
      %shape = cute.make_shape() : () -> !cute.shape<"(2,1,1)">
      %lay_27 = cute.make_layout(%shape) : !cute.layout<"(2,1,1):(1,0,0)">
      %25 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %26 = cute_nvgpu.arch.make_warp_uniform(%25) : i32
      %27 = cute.get_flat_coord(%26, %lay_27) : (i32, !cute.layout<"(2,1,1):(1,0,0)">) -> !cute.coord<"(?,0,0)">
      %e0_28, %e1_29, %e2_30 = cute.get_leaves(%27) : !cute.coord<"(?,0,0)">
      %itup = cute.to_int_tuple(%e0_28) : !cute.coord<"?"> to !cute.int_tuple<"?">
      %28 = cute.get_scalars(%itup) : !cute.int_tuple<"?">
      %29 = cute.get_shape(%lay_27) : (!cute.layout<"(2,1,1):(1,0,0)">) -> !cute.shape<"(2,1,1)">
      %e0_31, %e1_32, %e2_33 = cute.get_leaves(%29) : !cute.shape<"(2,1,1)">
      %cosz = cute.cosize(%lay_27) : (!cute.layout<"(2,1,1):(1,0,0)">) -> !cute.int_tuple<"2">
      %e0_34 = cute.get_leaves(%cosz) : !cute.int_tuple<"2">
      %coord = cute.make_coord() : () -> !cute.coord<"(_,0,0)">
      %slice = cute.slice(%lay_27, %coord) : !cute.layout<"(2,1,1):(1,0,0)">, !cute.coord<"(_,0,0)">
      %coord_35 = cute.make_coord() : () -> !cute.coord<"(_,0,0)">
      %idx = cute.crd2idx(%coord_35, %lay_27) : (!cute.coord<"(_,0,0)">, !cute.layout<"(2,1,1):(1,0,0)">) -> !cute.int_tuple<"0">
      %e0_36 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %30 = cute.get_shape(%slice) : (!cute.layout<"(2):(1)">) -> !cute.shape<"(2)">
      %e0_37 = cute.get_leaves(%30) : !cute.shape<"(2)">
      %sz = cute.size(%slice) : (!cute.layout<"(2):(1)">) -> !cute.int_tuple<"2">
      %e0_38 = cute.get_leaves(%sz) : !cute.int_tuple<"2">
      %coord_39 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_40 = cute.crd2idx(%coord_39, %slice) : (!cute.coord<"0">, !cute.layout<"(2):(1)">) -> !cute.int_tuple<"0">
      %e0_41 = cute.get_leaves(%idx_40) : !cute.int_tuple<"0">
      %coord_42 = cute.make_coord() : () -> !cute.coord<"1">
      %idx_43 = cute.crd2idx(%coord_42, %slice) : (!cute.coord<"1">, !cute.layout<"(2):(1)">) -> !cute.int_tuple<"1">
      %e0_44 = cute.get_leaves(%idx_43) : !cute.int_tuple<"1">
      %shape_45 = cute.make_shape() : () -> !cute.shape<"230400">
      %lay_46 = cute.make_layout(%shape_45) : !cute.layout<"230400:1">
      %smem = cute.memref.alloca() {smem.partition_id = 1 : i32, smem.struct_fields = ["mainloop_barriers:96:0", "sA:98304:1024", "sB:98304:99328", "sC:32768:197632"]} : !memref_smem_i8
      %iter_47 = cute.get_iter(%smem) : !memref_smem_i8
      %iter_48 = cute.get_iter(%smem) : !memref_smem_i8
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
      %ptr = cute.add_offset(%iter_48, %int_tuple) : (!cute_ptr_9af6a0, !cute.int_tuple<"0">) -> !cute_ptr_9af6a0
      %int_tuple_49 = cute.make_int_tuple() : () -> !cute.int_tuple<"1024">
      %ptr_50 = cute.add_offset(%iter_48, %int_tuple_49) : (!cute_ptr_9af6a0, !cute.int_tuple<"1024">) -> !cute_ptr_9af6a0
      %int_tuple_51 = cute.make_int_tuple() : () -> !cute.int_tuple<"99328">
      %ptr_52 = cute.add_offset(%iter_48, %int_tuple_51) : (!cute_ptr_9af6a0, !cute.int_tuple<"99328">) -> !cute_ptr_9af6a0
      %int_tuple_53 = cute.make_int_tuple() : () -> !cute.int_tuple<"197632">
      %ptr_54 = cute.add_offset(%iter_48, %int_tuple_53) : (!cute_ptr_9af6a0, !cute.int_tuple<"197632">) -> !cute_ptr_9af6a0
      %coord_55 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
      %slice_56 = cute.slice(%arg7, %coord_55) : !cute_composed_layout_6fe5de, !cute.coord<"(_,_,0)">
      %31 = cute.composed_get_inner(%slice_56) : (!cute_composed_layout_08a685) -> !cute.swizzle<"S<3,4,3>">
      %32 = cute.composed_get_outer(%slice_56) : (!cute_composed_layout_08a685) -> !cute_layout_c4363d
      %cosz_57 = cute.cosize(%32) : (!cute_layout_c4363d) -> !cute.int_tuple<"8192">
      %e0_58 = cute.get_leaves(%cosz_57) : !cute.int_tuple<"8192">
      %coord_59 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
      %slice_60 = cute.slice(%arg8, %coord_59) : !cute_composed_layout_6fe5de, !cute.coord<"(_,_,0)">
      %33 = cute.composed_get_inner(%slice_60) : (!cute_composed_layout_08a685) -> !cute.swizzle<"S<3,4,3>">
      %34 = cute.composed_get_outer(%slice_60) : (!cute_composed_layout_08a685) -> !cute_layout_c4363d
      %cosz_61 = cute.cosize(%34) : (!cute_layout_c4363d) -> !cute.int_tuple<"8192">
      %e0_62 = cute.get_leaves(%cosz_61) : !cute.int_tuple<"8192">
      %iter_63 = cute.recast_iter(%ptr) : !cute_ptr_9af6a0 to !cute_ptr_6167ca
      %shape_64 = cute.make_shape() : () -> !cute.shape<"(1,2,1,1)">
      %lay_65 = cute.make_layout(%shape_64) : !cute_layout_583b1a
      %35 = nvvm.read.ptx.sreg.tid.x : i32
      %36 = nvvm.read.ptx.sreg.tid.y : i32
      %37 = nvvm.read.ptx.sreg.tid.z : i32
      %38 = nvvm.read.ptx.sreg.ntid.x : i32
      %39 = nvvm.read.ptx.sreg.ntid.y : i32
      %40 = arith.muli %36, %38 : i32
      %41 = arith.addi %35, %40 : i32
      %42 = arith.muli %37, %38 : i32
      %43 = arith.muli %42, %39 : i32
      %44 = arith.addi %41, %43 : i32
      %45 = arith.floordivsi %44, %c32_i32 : i32
      %46 = cute_nvgpu.arch.make_warp_uniform(%45) : i32
      %47 = cute_nvgpu.arch.make_warp_uniform(%46) : i32
      %48 = arith.cmpi eq, %47, %c0_i32 : i32
      scf.if %48 {
        %95 = nvvm.elect.sync -> i1
        scf.if %95 {
          %int_tuple_219 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
          %ptr_220 = cute.add_offset(%iter_63, %int_tuple_219) : (!cute_ptr_6167ca, !cute.int_tuple<"0">) -> !cute_ptr_6167ca
          %96 = builtin.unrealized_conversion_cast %ptr_220 : !cute_ptr_6167ca to !llvm.ptr<3>
          %c1_i32 = arith.constant 1 : i32
          nvvm.mbarrier.init %96, %c1_i32 : !llvm.ptr<3>, i32
          %int_tuple_221 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
          %ptr_222 = cute.add_offset(%iter_63, %int_tuple_221) : (!cute_ptr_6167ca, !cute.int_tuple<"1">) -> !cute.ptr<i64, smem>
          %97 = builtin.unrealized_conversion_cast %ptr_222 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %97, %c1_i32 : !llvm.ptr<3>, i32
          %int_tuple_223 = cute.make_int_tuple() : () -> !cute.int_tuple<"2">
          %ptr_224 = cute.add_offset(%iter_63, %int_tuple_223) : (!cute_ptr_6167ca, !cute.int_tuple<"2">) -> !cute.ptr<i64, smem, align<16>>
          %98 = builtin.unrealized_conversion_cast %ptr_224 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
          nvvm.mbarrier.init %98, %c1_i32 : !llvm.ptr<3>, i32
          %int_tuple_225 = cute.make_int_tuple() : () -> !cute.int_tuple<"3">
          %ptr_226 = cute.add_offset(%iter_63, %int_tuple_225) : (!cute_ptr_6167ca, !cute.int_tuple<"3">) -> !cute.ptr<i64, smem>
          %99 = builtin.unrealized_conversion_cast %ptr_226 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %99, %c1_i32 : !llvm.ptr<3>, i32
          %int_tuple_227 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
          %ptr_228 = cute.add_offset(%iter_63, %int_tuple_227) : (!cute_ptr_6167ca, !cute.int_tuple<"4">) -> !cute.ptr<i64, smem, align<32>>
          %100 = builtin.unrealized_conversion_cast %ptr_228 : !cute.ptr<i64, smem, align<32>> to !llvm.ptr<3>
          nvvm.mbarrier.init %100, %c1_i32 : !llvm.ptr<3>, i32
          %int_tuple_229 = cute.make_int_tuple() : () -> !cute.int_tuple<"5">
          %ptr_230 = cute.add_offset(%iter_63, %int_tuple_229) : (!cute_ptr_6167ca, !cute.int_tuple<"5">) -> !cute.ptr<i64, smem>
          %101 = builtin.unrealized_conversion_cast %ptr_230 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %101, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      %int_tuple_66 = cute.make_int_tuple() : () -> !cute.int_tuple<"6">
      %ptr_67 = cute.add_offset(%iter_63, %int_tuple_66) : (!cute_ptr_6167ca, !cute.int_tuple<"6">) -> !cute.ptr<i64, smem, align<16>>
      %49 = nvvm.read.ptx.sreg.tid.x : i32
      %50 = nvvm.read.ptx.sreg.tid.y : i32
      %51 = nvvm.read.ptx.sreg.tid.z : i32
      %52 = nvvm.read.ptx.sreg.ntid.x : i32
      %53 = nvvm.read.ptx.sreg.ntid.y : i32
      %54 = arith.muli %50, %52 : i32
      %55 = arith.addi %49, %54 : i32
      %56 = arith.muli %51, %52 : i32
      %57 = arith.muli %56, %53 : i32
      %58 = arith.addi %55, %57 : i32
      %59 = arith.floordivsi %58, %c32_i32 : i32
      %60 = cute_nvgpu.arch.make_warp_uniform(%59) : i32
      %61 = cute_nvgpu.arch.make_warp_uniform(%60) : i32
      %62 = arith.cmpi eq, %61, %c0_i32 : i32
      scf.if %62 {
        %95 = nvvm.elect.sync -> i1
        scf.if %95 {
          %int_tuple_219 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
          %ptr_220 = cute.add_offset(%ptr_67, %int_tuple_219) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<i64, smem, align<16>>
          %96 = builtin.unrealized_conversion_cast %ptr_220 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
          %c16_i32 = arith.constant 16 : i32
          nvvm.mbarrier.init %96, %c16_i32 : !llvm.ptr<3>, i32
          %int_tuple_221 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
          %ptr_222 = cute.add_offset(%ptr_67, %int_tuple_221) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"1">) -> !cute.ptr<i64, smem>
          %97 = builtin.unrealized_conversion_cast %ptr_222 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %97, %c16_i32 : !llvm.ptr<3>, i32
          %int_tuple_223 = cute.make_int_tuple() : () -> !cute.int_tuple<"2">
          %ptr_224 = cute.add_offset(%ptr_67, %int_tuple_223) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"2">) -> !cute.ptr<i64, smem, align<16>>
          %98 = builtin.unrealized_conversion_cast %ptr_224 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
          nvvm.mbarrier.init %98, %c16_i32 : !llvm.ptr<3>, i32
          %int_tuple_225 = cute.make_int_tuple() : () -> !cute.int_tuple<"3">
          %ptr_226 = cute.add_offset(%ptr_67, %int_tuple_225) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"3">) -> !cute.ptr<i64, smem>
          %99 = builtin.unrealized_conversion_cast %ptr_226 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %99, %c16_i32 : !llvm.ptr<3>, i32
          %int_tuple_227 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
          %ptr_228 = cute.add_offset(%ptr_67, %int_tuple_227) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"4">) -> !cute.ptr<i64, smem, align<16>>
          %100 = builtin.unrealized_conversion_cast %ptr_228 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
          nvvm.mbarrier.init %100, %c16_i32 : !llvm.ptr<3>, i32
          %int_tuple_229 = cute.make_int_tuple() : () -> !cute.int_tuple<"5">
          %ptr_230 = cute.add_offset(%ptr_67, %int_tuple_229) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"5">) -> !cute.ptr<i64, smem>
          %101 = builtin.unrealized_conversion_cast %ptr_230 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %101, %c16_i32 : !llvm.ptr<3>, i32
        }
      }
      %63 = nvvm.read.ptx.sreg.tid.x : i32
      %64 = nvvm.read.ptx.sreg.tid.y : i32
      %65 = nvvm.read.ptx.sreg.tid.z : i32
      %66 = cute.get_shape(%lay_65) : (!cute_layout_583b1a) -> !cute.shape<"(1,2,1,1)">
      %e0_68, %e1_69, %e2_70, %e3 = cute.get_leaves(%66) : !cute.shape<"(1,2,1,1)">
      %67 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %68 = cute_nvgpu.arch.make_warp_uniform(%67) : i32
      %69 = arith.remsi %63, %c32_i32 : i32
      %int_tuple_71 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,2,1,1)">
      %sz_72 = cute.size(%int_tuple_71) : (!cute.int_tuple<"(1,2,1,1)">) -> !cute.int_tuple<"2">
      %e0_73 = cute.get_leaves(%sz_72) : !cute.int_tuple<"2">
      %c2_i32 = arith.constant 2 : i32
      %70 = arith.cmpi slt, %69, %c2_i32 : i32
      %int_tuple_74 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,2,1,1)">
      %sz_75 = cute.size(%int_tuple_74) : (!cute.int_tuple<"(1,2,1,1)">) -> !cute.int_tuple<"2">
      %e0_76 = cute.get_leaves(%sz_75) : !cute.int_tuple<"2">
      %71 = arith.remsi %69, %c2_i32 : i32
      %72 = cute.get_hier_coord(%71, %lay_65) : (i32, !cute_layout_583b1a) -> !cute.coord<"(0,?,0,0)">
      %e0_77, %e1_78, %e2_79, %e3_80 = cute.get_leaves(%72) : !cute.coord<"(0,?,0,0)">
      %itup_81 = cute.to_int_tuple(%e1_78) : !cute.coord<"?"> to !cute.int_tuple<"?">
      %73 = cute.get_scalars(%itup_81) : !cute.int_tuple<"?">
      %74 = cute.get_hier_coord(%68, %lay_65) : (i32, !cute_layout_583b1a) -> !cute.coord<"(0,?,0,0)">
      %e0_82, %e1_83, %e2_84, %e3_85 = cute.get_leaves(%74) : !cute.coord<"(0,?,0,0)">
      %itup_86 = cute.to_int_tuple(%e1_83) : !cute.coord<"?"> to !cute.int_tuple<"?">
      %75 = cute.get_scalars(%itup_86) : !cute.int_tuple<"?">
      %76 = arith.cmpi eq, %73, %75 : i32
      %true = arith.constant true
      %77 = arith.andi %true, %76 : i1
      %78 = arith.cmpi eq, %73, %75 : i32
      %79 = arith.andi %true, %78 : i1
      %80 = arith.andi %79, %true : i1
      %false = arith.constant false
      %81 = scf.if %false -> (i1) {
        %95 = arith.andi %70, %80 : i1
        scf.yield %95 : i1
      } else {
        %false_219 = arith.constant false
        %95 = scf.if %false_219 -> (i1) {
          %true_220 = arith.constant true
          %96 = arith.andi %70, %true_220 : i1
          scf.yield %96 : i1
        } else {
          %true_220 = arith.constant true
          %96 = scf.if %true_220 -> (i1) {
            %97 = arith.extui %80 : i1 to i32
            %c0_i32_221 = arith.constant 0 : i32
            %98 = arith.cmpi ne, %97, %c0_i32_221 : i32
            %99 = arith.extui %80 : i1 to i32
            %c1_i32 = arith.constant 1 : i32
            %100 = arith.select %98, %99, %c1_i32 : i32
            %c0_i32_222 = arith.constant 0 : i32
            %101 = arith.cmpi ne, %100, %c0_i32_222 : i32
            %102 = arith.andi %70, %101 : i1
            scf.yield %102 : i1
          } else {
            scf.yield %70 : i1
          }
          scf.yield %96 : i1
        }
        scf.yield %95 : i1
      }
      %sz_87 = cute.size(%lay_65) : (!cute_layout_583b1a) -> !cute.int_tuple<"2">
      %e0_88 = cute.get_leaves(%sz_87) : !cute.int_tuple<"2">
      nvvm.fence.mbarrier.init
      %sz_89 = cute.size(%lay_65) : (!cute_layout_583b1a) -> !cute.int_tuple<"2">
      %e0_90 = cute.get_leaves(%sz_89) : !cute.int_tuple<"2">
      nvvm.cluster.arrive.relaxed
      nvvm.cluster.wait
      %true_91 = arith.constant true
      scf.if %true_91 {
        nvvm.cluster.arrive.relaxed
      }
      %82 = cute.composed_get_outer(%arg7) : (!cute_composed_layout_6fe5de) -> !cute_layout_8597a8
      %83 = cute.composed_get_inner(%arg7) : (!cute_composed_layout_6fe5de) -> !cute.swizzle<"S<3,4,3>">
      %iter_92 = cute.recast_iter(%ptr_50) : !cute_ptr_9af6a0 to !cute_ptr_91cbad
      %view = cute.make_view(%iter_92, %82) : !memref_smem_bf16
      %iter_93 = cute.get_iter(%view) : !memref_smem_bf16
      %iter_94 = cute.get_iter(%view) : !memref_smem_bf16
      %84 = cute.composed_get_outer(%arg8) : (!cute_composed_layout_6fe5de) -> !cute_layout_8597a8
      %85 = cute.composed_get_inner(%arg8) : (!cute_composed_layout_6fe5de) -> !cute.swizzle<"S<3,4,3>">
      %iter_95 = cute.recast_iter(%ptr_52) : !cute_ptr_9af6a0 to !cute_ptr_91cbad
      %view_96 = cute.make_view(%iter_95, %84) : !memref_smem_bf16
      %iter_97 = cute.get_iter(%view_96) : !memref_smem_bf16
      %iter_98 = cute.get_iter(%view_96) : !memref_smem_bf16
      %86 = cute.composed_get_outer(%arg9) : (!cute_composed_layout_4ff599) -> !cute_layout_2dea00
      %87 = cute.composed_get_inner(%arg9) : (!cute_composed_layout_4ff599) -> !cute.swizzle<"S<2,4,3>">
      %iter_99 = cute.recast_iter(%ptr_54) : !cute_ptr_9af6a0 to !cute.ptr<bf16, smem, align<1024>, S<2,4,3>>
      %view_100 = cute.make_view(%iter_99, %86) : !memref_smem_bf16_1
      %iter_101 = cute.get_iter(%view_100) : !memref_smem_bf16_1
      %iter_102 = cute.get_iter(%view_100) : !memref_smem_bf16_1
      %tile = cute.make_tile() : () -> !cute.tile<"[128:1;64:1]">
      %coord_103 = cute.make_coord() : () -> !cute.coord<"(_,_,_)">
      %tiled_view = cute.local_tile(%arg1, %tile, %coord_103) : (!cute_coord_tensor_18692d, !cute.tile<"[128:1;64:1]">, !cute.coord<"(_,_,_)">) -> !cute_coord_tensor_cdb98a
      %iter_104 = cute.get_iter(%tiled_view) : !cute_coord_tensor_cdb98a
      %tup_105 = cute.deref_arith_tuple_iter(%iter_104) : !cute_arith_tuple_iter_da3d01
      %e0_106, %e1_107, %e2_108 = cute.get_leaves(%tup_105) : !cute.int_tuple<"(0,0,0)">
      %iter_109 = cute.get_iter(%tiled_view) : !cute_coord_tensor_cdb98a
      %tup_110 = cute.deref_arith_tuple_iter(%iter_109) : !cute_arith_tuple_iter_da3d01
      %e0_111, %e1_112, %e2_113 = cute.get_leaves(%tup_110) : !cute.int_tuple<"(0,0,0)">
      %tile_114 = cute.make_tile() : () -> !cute.tile<"[128:1;64:1]">
      %coord_115 = cute.make_coord() : () -> !cute.coord<"(_,_,_)">
      %tiled_view_116 = cute.local_tile(%arg3, %tile_114, %coord_115) : (!cute_coord_tensor_77b5c9, !cute.tile<"[128:1;64:1]">, !cute.coord<"(_,_,_)">) -> !cute_coord_tensor_930719
      %iter_117 = cute.get_iter(%tiled_view_116) : !cute_coord_tensor_930719
      %tup_118 = cute.deref_arith_tuple_iter(%iter_117) : !cute_arith_tuple_iter_da3d01
      %e0_119, %e1_120, %e2_121 = cute.get_leaves(%tup_118) : !cute.int_tuple<"(0,0,0)">
      %iter_122 = cute.get_iter(%tiled_view_116) : !cute_coord_tensor_930719
      %tup_123 = cute.deref_arith_tuple_iter(%iter_122) : !cute_arith_tuple_iter_da3d01
      %e0_124, %e1_125, %e2_126 = cute.get_leaves(%tup_123) : !cute.int_tuple<"(0,0,0)">
      %tile_127 = cute.make_tile() : () -> !cute.tile<"[128:1;128:1]">
      %coord_128 = cute.make_coord() : () -> !cute.coord<"(_,_,_)">
      %tiled_view_129 = cute.local_tile(%arg5, %tile_127, %coord_128) : (!cute_coord_tensor_f03812, !cute.tile<"[128:1;128:1]">, !cute.coord<"(_,_,_)">) -> !cute_coord_tensor_6fd6c5
      %iter_130 = cute.get_iter(%tiled_view_129) : !cute_coord_tensor_6fd6c5
      %tup_131 = cute.deref_arith_tuple_iter(%iter_130) : !cute_arith_tuple_iter_da3d01
      %e0_132, %e1_133, %e2_134 = cute.get_leaves(%tup_131) : !cute.int_tuple<"(0,0,0)">
      %iter_135 = cute.get_iter(%tiled_view_129) : !cute_coord_tensor_6fd6c5
      %tup_136 = cute.deref_arith_tuple_iter(%iter_135) : !cute_arith_tuple_iter_da3d01
      %e0_137, %e1_138, %e2_139 = cute.get_leaves(%tup_136) : !cute.int_tuple<"(0,0,0)">
      %shape_140 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_141 = cute.make_layout(%shape_140) : !cute.layout<"1:0">
      %lay_142 = cute.get_layout(%view) : !memref_smem_bf16
      %88 = cute.get_shape(%lay_142) : (!cute_layout_8597a8) -> !cute_shape_0f5492
      %e0_143, %e1_144, %e2_145, %e3_146, %e4, %e5 = cute.get_leaves(%88) : !cute_shape_0f5492
      %grouped = cute.group_modes(%view) <0, 2> : (!memref_smem_bf16) -> !memref_smem_bf16_2
      %iter_147 = cute.get_iter(%grouped) : !memref_smem_bf16_2
      %iter_148 = cute.get_iter(%grouped) : !memref_smem_bf16_2
      %lay_149 = cute.get_layout(%tiled_view) : !cute_coord_tensor_cdb98a
      %89 = cute.get_shape(%lay_149) : (!cute.layout<"(128,64,8,9,2):(1@1,1@0,128@1,64@0,1@2)">) -> !cute.shape<"(128,64,8,9,2)">
      %e0_150, %e1_151, %e2_152, %e3_153, %e4_154 = cute.get_leaves(%89) : !cute.shape<"(128,64,8,9,2)">
      %grouped_155 = cute.group_modes(%tiled_view) <0, 2> : (!cute_coord_tensor_cdb98a) -> !cute_coord_tensor_d4c6bb
      %iter_156 = cute.get_iter(%grouped_155) : !cute_coord_tensor_d4c6bb
      %tup_157 = cute.deref_arith_tuple_iter(%iter_156) : !cute_arith_tuple_iter_da3d01
      %e0_158, %e1_159, %e2_160 = cute.get_leaves(%tup_157) : !cute.int_tuple<"(0,0,0)">
      %iter_161 = cute.get_iter(%grouped_155) : !cute_coord_tensor_d4c6bb
      %tup_162 = cute.deref_arith_tuple_iter(%iter_161) : !cute_arith_tuple_iter_da3d01
      %e0_163, %e1_164, %e2_165 = cute.get_leaves(%tup_162) : !cute.int_tuple<"(0,0,0)">
      %coord_166 = cute.make_coord() : () -> !cute.coord<"0">
      %res_smem_tensor, %res_target_tensors = cute_nvgpu.atom.tma_partition(%arg0, %coord_166, %lay_141, %grouped, %grouped_155) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7, !cute.coord<"0">, !cute.layout<"1:0">, !memref_smem_bf16_2, !cute_coord_tensor_d4c6bb) -> (!memref_smem_bf16_3, !cute_coord_tensor_05ca29)
      %iter_167 = cute.get_iter(%res_smem_tensor) : !memref_smem_bf16_3
      %iter_168 = cute.get_iter(%res_target_tensors) : !cute_coord_tensor_05ca29
      %tup_169 = cute.deref_arith_tuple_iter(%iter_168) : !cute_arith_tuple_iter_da3d01
      %e0_170, %e1_171, %e2_172 = cute.get_leaves(%tup_169) : !cute.int_tuple<"(0,0,0)">
      %shape_173 = cute.make_shape() : () -> !cute.shape<"2">
      %lay_174 = cute.make_layout(%shape_173) : !cute.layout<"2:1">
      %lay_175 = cute.get_layout(%view_96) : !memref_smem_bf16
      %90 = cute.get_shape(%lay_175) : (!cute_layout_8597a8) -> !cute_shape_0f5492
      %e0_176, %e1_177, %e2_178, %e3_179, %e4_180, %e5_181 = cute.get_leaves(%90) : !cute_shape_0f5492
      %grouped_182 = cute.group_modes(%view_96) <0, 2> : (!memref_smem_bf16) -> !memref_smem_bf16_2
      %iter_183 = cute.get_iter(%grouped_182) : !memref_smem_bf16_2
      %iter_184 = cute.get_iter(%grouped_182) : !memref_smem_bf16_2
      %lay_185 = cute.get_layout(%tiled_view_116) : !cute_coord_tensor_930719
      %91 = cute.get_shape(%lay_185) : (!cute.layout<"(128,64,9,9,2):(1@1,1@0,128@1,64@0,1@2)">) -> !cute.shape<"(128,64,9,9,2)">
      %e0_186, %e1_187, %e2_188, %e3_189, %e4_190 = cute.get_leaves(%91) : !cute.shape<"(128,64,9,9,2)">
      %grouped_191 = cute.group_modes(%tiled_view_116) <0, 2> : (!cute_coord_tensor_930719) -> !cute_coord_tensor_4c32fd
      %iter_192 = cute.get_iter(%grouped_191) : !cute_coord_tensor_4c32fd
      %tup_193 = cute.deref_arith_tuple_iter(%iter_192) : !cute_arith_tuple_iter_da3d01
      %e0_194, %e1_195, %e2_196 = cute.get_leaves(%tup_193) : !cute.int_tuple<"(0,0,0)">
      %iter_197 = cute.get_iter(%grouped_191) : !cute_coord_tensor_4c32fd
      %tup_198 = cute.deref_arith_tuple_iter(%iter_197) : !cute_arith_tuple_iter_da3d01
      %e0_199, %e1_200, %e2_201 = cute.get_leaves(%tup_198) : !cute.int_tuple<"(0,0,0)">
      %coord_202 = cute.make_coord(%itup) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %res_smem_tensor_203, %res_target_tensors_204 = cute_nvgpu.atom.tma_partition(%arg2, %coord_202, %lay_174, %grouped_182, %grouped_191) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_23fada, !cute.coord<"?">, !cute.layout<"2:1">, !memref_smem_bf16_2, !cute_coord_tensor_4c32fd) -> (!memref_smem_bf16_3, !cute_coord_tensor_4294ae)
      %iter_205 = cute.get_iter(%res_smem_tensor_203) : !memref_smem_bf16_3
      %iter_206 = cute.get_iter(%res_target_tensors_204) : !cute_coord_tensor_4294ae
      %tup_207 = cute.deref_arith_tuple_iter(%iter_206) : !cute.arith_tuple_iter<"(0,?{div=64},0)">
      %e0_208, %e1_209, %e2_210 = cute.get_leaves(%tup_207) : !cute.int_tuple<"(0,?{div=64},0)">
      %92 = cute.get_scalars(%e1_209) : !cute.int_tuple<"?{div=64}">
      %sz_211 = cute.size(%tiled_view) <{mode = [3]}> : (!cute_coord_tensor_cdb98a) -> !cute.int_tuple<"9">
      %e0_212 = cute.get_leaves(%sz_211) : !cute.int_tuple<"9">
      %sz_213 = cute.size(%tiled_view_129) <{mode = [2]}> : (!cute_coord_tensor_6fd6c5) -> !cute.int_tuple<"8">
      %e0_214 = cute.get_leaves(%sz_213) : !cute.int_tuple<"8">
      %sz_215 = cute.size(%tiled_view_129) <{mode = [3]}> : (!cute_coord_tensor_6fd6c5) -> !cute.int_tuple<"9">
      %e0_216 = cute.get_leaves(%sz_215) : !cute.int_tuple<"9">
      %sz_217 = cute.size(%tiled_view_129) <{mode = [4]}> : (!cute_coord_tensor_6fd6c5) -> !cute.int_tuple<"2">
      %e0_218 = cute.get_leaves(%sz_217) : !cute.int_tuple<"2">
      scf.if %true_91 {
        nvvm.cluster.wait
      } else {
        nvvm.barrier
      }
      %93 = arith.cmpi eq, %17, %c0_i32 : i32
      %94 = scf.if %93 -> (!mma_bf16_bf16_f32_64x128x16) {
        nvvm.setmaxregister decrease 40
        %c0_i32_219 = arith.constant 0 : i32
        %95 = arith.cmpi eq, %15, %c0_i32_219 : i32
        scf.if %95 {
          %c0_i32_220 = arith.constant 0 : i32
          %c1_i32 = arith.constant 1 : i32
          %96:4 = scf.while (%arg10 = %20, %arg11 = %c0_i32_220, %arg12 = %c0_i32_220, %arg13 = %c1_i32) : (i32, i32, i32, i32) -> (i32, i32, i32, i32) {
            %c72_i32 = arith.constant 72 : i32
            %127 = arith.cmpi slt, %arg10, %c72_i32 : i32
            scf.condition(%127) %arg10, %arg11, %arg12, %arg13 : i32, i32, i32, i32
          } do {
          ^bb0(%arg10: i32, %arg11: i32, %arg12: i32, %arg13: i32):
            %c36_i32 = arith.constant 36 : i32
            %127 = arith.floordivsi %arg10, %c36_i32 : i32
            %128 = arith.muli %127, %c36_i32 : i32
            %129 = arith.subi %arg10, %128 : i32
            %130 = arith.floordivsi %129, %c36_i32 : i32
            %c4_i32 = arith.constant 4 : i32
            %131 = arith.muli %130, %c4_i32 : i32
            %132 = arith.subi %c4_i32, %131 : i32
            %c4_i32_234 = arith.constant 4 : i32
            %133 = arith.minsi %132, %c4_i32_234 : i32
            %134 = arith.muli %130, %c36_i32 : i32
            %135 = arith.subi %129, %134 : i32
            %136 = arith.remsi %135, %133 : i32
            %137 = arith.addi %131, %136 : i32
            %138 = arith.floordivsi %135, %133 : i32
            %c2_i32_235 = arith.constant 2 : i32
            %139 = arith.muli %137, %c2_i32_235 : i32
            %140 = arith.addi %139, %18 : i32
            %c1_i32_236 = arith.constant 1 : i32
            %141 = arith.muli %138, %c1_i32_236 : i32
            %142 = arith.addi %141, %19 : i32
            %c0_i32_237 = arith.constant 0 : i32
            %c9_i32 = arith.constant 9 : i32
            %c1_i32_238 = arith.constant 1 : i32
            %143:3 = scf.for %arg14 = %c0_i32_237 to %c9_i32 step %c1_i32_238 iter_args(%arg15 = %arg11, %arg16 = %arg12, %arg17 = %arg13) -> (i32, i32, i32)  : i32 {
              %true_239 = arith.constant true
              scf.if %true_239 {
                %int_tuple_392 = cute.make_int_tuple(%arg16) : (i32) -> !cute.int_tuple<"?">
                %ptr_393 = cute.add_offset(%ptr_67, %int_tuple_392) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
                %197 = builtin.unrealized_conversion_cast %ptr_393 : !cute.ptr<i64, smem> to !llvm.ptr<3>
                %c10000000_i32_394 = arith.constant 10000000 : i32
                nvvm.mbarrier.try_wait.parity %197, %arg17, %c10000000_i32_394 : !llvm.ptr<3>, i32, i32
              }
              %145 = nvvm.elect.sync -> i1
              scf.if %145 {
                %int_tuple_392 = cute.make_int_tuple(%arg16) : (i32) -> !cute.int_tuple<"?">
                %ptr_393 = cute.add_offset(%iter_63, %int_tuple_392) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
                %197 = builtin.unrealized_conversion_cast %ptr_393 : !cute.ptr<i64, smem> to !llvm.ptr<3>
                %c32768_i32 = arith.constant 32768 : i32
                %198 = nvvm.mbarrier.arrive.expect_tx %197, %c32768_i32 : !llvm.ptr<3>, i32 -> i64
              }
              %int_tuple_240 = cute.make_int_tuple(%arg16) : (i32) -> !cute.int_tuple<"?">
              %ptr_241 = cute.add_offset(%iter_63, %int_tuple_240) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
              %coord_242 = cute.make_coord(%140, %arg14, %127) : (i32, i32, i32) -> !cute.coord<"(_,?,?,?)">
              %slice_243 = cute.slice(%res_target_tensors, %coord_242) : !cute_coord_tensor_05ca29, !cute.coord<"(_,?,?,?)">
              %iter_244 = cute.get_iter(%slice_243) : !cute_coord_tensor_84c2f1
              %tup_245 = cute.deref_arith_tuple_iter(%iter_244) : !cute_arith_tuple_iter_396070
              %e0_246, %e1_247, %e2_248 = cute.get_leaves(%tup_245) : !cute_int_tuple_ae8a07
              %146 = cute.get_scalars(%e0_246) : !cute.int_tuple<"?{div=64}">
              %147 = cute.get_scalars(%e1_247) : !cute.int_tuple<"?{div=128}">
              %148 = cute.get_scalars(%e2_248) : !cute.int_tuple<"?">
              %iter_249 = cute.get_iter(%slice_243) : !cute_coord_tensor_84c2f1
              %tup_250 = cute.deref_arith_tuple_iter(%iter_249) : !cute_arith_tuple_iter_396070
              %e0_251, %e1_252, %e2_253 = cute.get_leaves(%tup_250) : !cute_int_tuple_ae8a07
              %149 = cute.get_scalars(%e0_251) : !cute.int_tuple<"?{div=64}">
              %150 = cute.get_scalars(%e1_252) : !cute.int_tuple<"?{div=128}">
              %151 = cute.get_scalars(%e2_253) : !cute.int_tuple<"?">
              %coord_254 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,?)">
              %slice_255 = cute.slice(%res_smem_tensor, %coord_254) : !memref_smem_bf16_3, !cute.coord<"(_,?)">
              %iter_256 = cute.get_iter(%slice_255) : !memref_smem_bf16_4
              %iter_257 = cute.get_iter(%slice_255) : !memref_smem_bf16_4
              %lay_258 = cute.get_layout(%slice_243) : !cute_coord_tensor_84c2f1
              %152 = cute.get_shape(%lay_258) : (!cute_layout_5e15fa) -> !cute.shape<"(((64,128),1))">
              %e0_259, %e1_260, %e2_261 = cute.get_leaves(%152) : !cute.shape<"(((64,128),1))">
              %lay_262 = cute.get_layout(%slice_255) : !memref_smem_bf16_4
              %153 = cute.get_shape(%lay_262) : (!cute_layout_718229) -> !cute.shape<"((8192,1))">
              %e0_263, %e1_264 = cute.get_leaves(%153) : !cute.shape<"((8192,1))">
              %shape_265 = cute.make_shape() : () -> !cute.shape<"1">
              %lay_266 = cute.make_layout(%shape_265) : !cute.layout<"1:0">
              %append = cute.append_to_rank<2> (%lay_258, %lay_266) : !cute_layout_5e15fa, !cute.layout<"1:0">
              %int_tuple_267 = cute.make_int_tuple(%e0_251, %e1_252, %e2_253) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ae8a07
              %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_267) : (!cute_int_tuple_ae8a07) -> !cute_arith_tuple_iter_396070
              %view_268 = cute.make_view(%int_tup_iter, %append) : !cute_coord_tensor_f09f0b
              %iter_269 = cute.get_iter(%view_268) : !cute_coord_tensor_f09f0b
              %tup_270 = cute.deref_arith_tuple_iter(%iter_269) : !cute_arith_tuple_iter_396070
              %e0_271, %e1_272, %e2_273 = cute.get_leaves(%tup_270) : !cute_int_tuple_ae8a07
              %154 = cute.get_scalars(%e0_271) : !cute.int_tuple<"?{div=64}">
              %155 = cute.get_scalars(%e1_272) : !cute.int_tuple<"?{div=128}">
              %156 = cute.get_scalars(%e2_273) : !cute.int_tuple<"?">
              %lay_274 = cute.get_layout(%view_268) : !cute_coord_tensor_f09f0b
              %157 = cute.get_shape(%lay_274) : (!cute_layout_bfb9a9) -> !cute.shape<"(((64,128),1),1)">
              %e0_275, %e1_276, %e2_277, %e3_278 = cute.get_leaves(%157) : !cute.shape<"(((64,128),1),1)">
              %grouped_279 = cute.group_modes(%view_268) <1, 2> : (!cute_coord_tensor_f09f0b) -> !cute_coord_tensor_be8f5d
              %iter_280 = cute.get_iter(%grouped_279) : !cute_coord_tensor_be8f5d
              %tup_281 = cute.deref_arith_tuple_iter(%iter_280) : !cute_arith_tuple_iter_396070
              %e0_282, %e1_283, %e2_284 = cute.get_leaves(%tup_281) : !cute_int_tuple_ae8a07
              %158 = cute.get_scalars(%e0_282) : !cute.int_tuple<"?{div=64}">
              %159 = cute.get_scalars(%e1_283) : !cute.int_tuple<"?{div=128}">
              %160 = cute.get_scalars(%e2_284) : !cute.int_tuple<"?">
              %iter_285 = cute.get_iter(%grouped_279) : !cute_coord_tensor_be8f5d
              %tup_286 = cute.deref_arith_tuple_iter(%iter_285) : !cute_arith_tuple_iter_396070
              %e0_287, %e1_288, %e2_289 = cute.get_leaves(%tup_286) : !cute_int_tuple_ae8a07
              %161 = cute.get_scalars(%e0_287) : !cute.int_tuple<"?{div=64}">
              %162 = cute.get_scalars(%e1_288) : !cute.int_tuple<"?{div=128}">
              %163 = cute.get_scalars(%e2_289) : !cute.int_tuple<"?">
              %shape_290 = cute.make_shape() : () -> !cute.shape<"1">
              %lay_291 = cute.make_layout(%shape_290) : !cute.layout<"1:0">
              %append_292 = cute.append_to_rank<2> (%lay_262, %lay_291) : !cute_layout_718229, !cute.layout<"1:0">
              %view_293 = cute.make_view(%iter_257, %append_292) : !memref_smem_bf16_5
              %iter_294 = cute.get_iter(%view_293) : !memref_smem_bf16_5
              %lay_295 = cute.get_layout(%view_293) : !memref_smem_bf16_5
              %164 = cute.get_shape(%lay_295) : (!cute_layout_61586e) -> !cute.shape<"((8192,1),1)">
              %e0_296, %e1_297, %e2_298 = cute.get_leaves(%164) : !cute.shape<"((8192,1),1)">
              %grouped_299 = cute.group_modes(%view_293) <1, 2> : (!memref_smem_bf16_5) -> !memref_smem_bf16_6
              %iter_300 = cute.get_iter(%grouped_299) : !memref_smem_bf16_6
              %iter_301 = cute.get_iter(%grouped_299) : !memref_smem_bf16_6
              %lay_302 = cute.get_layout(%grouped_279) : !cute_coord_tensor_be8f5d
              %165 = cute.get_shape(%lay_302) : (!cute_layout_c701d2) -> !cute_shape_cb67ce
              %e0_303, %e1_304, %e2_305, %e3_306 = cute.get_leaves(%165) : !cute_shape_cb67ce
              %lay_307 = cute.get_layout(%grouped_299) : !memref_smem_bf16_6
              %166 = cute.get_shape(%lay_307) : (!cute_layout_2dea72) -> !cute.shape<"((8192,1),(1))">
              %e0_308, %e1_309, %e2_310 = cute.get_leaves(%166) : !cute.shape<"((8192,1),(1))">
              %sz_311 = cute.size(%grouped_279) <{mode = [1]}> : (!cute_coord_tensor_be8f5d) -> !cute.int_tuple<"1">
              %e0_312 = cute.get_leaves(%sz_311) : !cute.int_tuple<"1">
              %sz_313 = cute.size(%grouped_299) <{mode = [1]}> : (!memref_smem_bf16_6) -> !cute.int_tuple<"1">
              %e0_314 = cute.get_leaves(%sz_313) : !cute.int_tuple<"1">
              %167 = cute_nvgpu.atom.make_exec_tma(%arg0) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7) -> !cute_nvgpu_atom_tma_load_07fe0b
              %168 = cute_nvgpu.atom.set_value<tma_bar>(%167, %ptr_241) : (!cute_nvgpu_atom_tma_load_07fe0b, !cute.ptr<i64, smem>)
              cute.copy(%168, %grouped_279, %grouped_299) : (!cute_nvgpu_atom_tma_load_07fe0b, !cute_coord_tensor_be8f5d, !memref_smem_bf16_6)
              %coord_315 = cute.make_coord(%142, %arg14, %127) : (i32, i32, i32) -> !cute.coord<"(_,?,?,?)">
              %slice_316 = cute.slice(%res_target_tensors_204, %coord_315) : !cute_coord_tensor_4294ae, !cute.coord<"(_,?,?,?)">
              %iter_317 = cute.get_iter(%slice_316) : !cute_coord_tensor_993fdf
              %tup_318 = cute.deref_arith_tuple_iter(%iter_317) : !cute_arith_tuple_iter_ff9d1e
              %e0_319, %e1_320, %e2_321 = cute.get_leaves(%tup_318) : !cute_int_tuple_ec754e
              %169 = cute.get_scalars(%e0_319) : !cute.int_tuple<"?{div=64}">
              %170 = cute.get_scalars(%e1_320) : !cute.int_tuple<"?{div=64}">
              %171 = cute.get_scalars(%e2_321) : !cute.int_tuple<"?">
              %iter_322 = cute.get_iter(%slice_316) : !cute_coord_tensor_993fdf
              %tup_323 = cute.deref_arith_tuple_iter(%iter_322) : !cute_arith_tuple_iter_ff9d1e
              %e0_324, %e1_325, %e2_326 = cute.get_leaves(%tup_323) : !cute_int_tuple_ec754e
              %172 = cute.get_scalars(%e0_324) : !cute.int_tuple<"?{div=64}">
              %173 = cute.get_scalars(%e1_325) : !cute.int_tuple<"?{div=64}">
              %174 = cute.get_scalars(%e2_326) : !cute.int_tuple<"?">
              %coord_327 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,?)">
              %slice_328 = cute.slice(%res_smem_tensor_203, %coord_327) : !memref_smem_bf16_3, !cute.coord<"(_,?)">
              %iter_329 = cute.get_iter(%slice_328) : !memref_smem_bf16_4
              %iter_330 = cute.get_iter(%slice_328) : !memref_smem_bf16_4
              %lay_331 = cute.get_layout(%slice_316) : !cute_coord_tensor_993fdf
              %175 = cute.get_shape(%lay_331) : (!cute_layout_5e15fa) -> !cute.shape<"(((64,128),1))">
              %e0_332, %e1_333, %e2_334 = cute.get_leaves(%175) : !cute.shape<"(((64,128),1))">
              %lay_335 = cute.get_layout(%slice_328) : !memref_smem_bf16_4
              %176 = cute.get_shape(%lay_335) : (!cute_layout_718229) -> !cute.shape<"((8192,1))">
              %e0_336, %e1_337 = cute.get_leaves(%176) : !cute.shape<"((8192,1))">
              %shape_338 = cute.make_shape() : () -> !cute.shape<"1">
              %lay_339 = cute.make_layout(%shape_338) : !cute.layout<"1:0">
              %append_340 = cute.append_to_rank<2> (%lay_331, %lay_339) : !cute_layout_5e15fa, !cute.layout<"1:0">
              %int_tuple_341 = cute.make_int_tuple(%e0_324, %e1_325, %e2_326) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ec754e
              %int_tup_iter_342 = cute.make_arith_tuple_iter(%int_tuple_341) : (!cute_int_tuple_ec754e) -> !cute_arith_tuple_iter_ff9d1e
              %view_343 = cute.make_view(%int_tup_iter_342, %append_340) : !cute_coord_tensor_c49677
              %iter_344 = cute.get_iter(%view_343) : !cute_coord_tensor_c49677
              %tup_345 = cute.deref_arith_tuple_iter(%iter_344) : !cute_arith_tuple_iter_ff9d1e
              %e0_346, %e1_347, %e2_348 = cute.get_leaves(%tup_345) : !cute_int_tuple_ec754e
              %177 = cute.get_scalars(%e0_346) : !cute.int_tuple<"?{div=64}">
              %178 = cute.get_scalars(%e1_347) : !cute.int_tuple<"?{div=64}">
              %179 = cute.get_scalars(%e2_348) : !cute.int_tuple<"?">
              %lay_349 = cute.get_layout(%view_343) : !cute_coord_tensor_c49677
              %180 = cute.get_shape(%lay_349) : (!cute_layout_bfb9a9) -> !cute.shape<"(((64,128),1),1)">
              %e0_350, %e1_351, %e2_352, %e3_353 = cute.get_leaves(%180) : !cute.shape<"(((64,128),1),1)">
              %grouped_354 = cute.group_modes(%view_343) <1, 2> : (!cute_coord_tensor_c49677) -> !cute_coord_tensor_f69c8e
              %iter_355 = cute.get_iter(%grouped_354) : !cute_coord_tensor_f69c8e
              %tup_356 = cute.deref_arith_tuple_iter(%iter_355) : !cute_arith_tuple_iter_ff9d1e
              %e0_357, %e1_358, %e2_359 = cute.get_leaves(%tup_356) : !cute_int_tuple_ec754e
              %181 = cute.get_scalars(%e0_357) : !cute.int_tuple<"?{div=64}">
              %182 = cute.get_scalars(%e1_358) : !cute.int_tuple<"?{div=64}">
              %183 = cute.get_scalars(%e2_359) : !cute.int_tuple<"?">
              %iter_360 = cute.get_iter(%grouped_354) : !cute_coord_tensor_f69c8e
              %tup_361 = cute.deref_arith_tuple_iter(%iter_360) : !cute_arith_tuple_iter_ff9d1e
              %e0_362, %e1_363, %e2_364 = cute.get_leaves(%tup_361) : !cute_int_tuple_ec754e
              %184 = cute.get_scalars(%e0_362) : !cute.int_tuple<"?{div=64}">
              %185 = cute.get_scalars(%e1_363) : !cute.int_tuple<"?{div=64}">
              %186 = cute.get_scalars(%e2_364) : !cute.int_tuple<"?">
              %shape_365 = cute.make_shape() : () -> !cute.shape<"1">
              %lay_366 = cute.make_layout(%shape_365) : !cute.layout<"1:0">
              %append_367 = cute.append_to_rank<2> (%lay_335, %lay_366) : !cute_layout_718229, !cute.layout<"1:0">
              %view_368 = cute.make_view(%iter_330, %append_367) : !memref_smem_bf16_5
              %iter_369 = cute.get_iter(%view_368) : !memref_smem_bf16_5
              %lay_370 = cute.get_layout(%view_368) : !memref_smem_bf16_5
              %187 = cute.get_shape(%lay_370) : (!cute_layout_61586e) -> !cute.shape<"((8192,1),1)">
              %e0_371, %e1_372, %e2_373 = cute.get_leaves(%187) : !cute.shape<"((8192,1),1)">
              %grouped_374 = cute.group_modes(%view_368) <1, 2> : (!memref_smem_bf16_5) -> !memref_smem_bf16_6
              %iter_375 = cute.get_iter(%grouped_374) : !memref_smem_bf16_6
              %iter_376 = cute.get_iter(%grouped_374) : !memref_smem_bf16_6
              %lay_377 = cute.get_layout(%grouped_354) : !cute_coord_tensor_f69c8e
              %188 = cute.get_shape(%lay_377) : (!cute_layout_c701d2) -> !cute_shape_cb67ce
              %e0_378, %e1_379, %e2_380, %e3_381 = cute.get_leaves(%188) : !cute_shape_cb67ce
              %lay_382 = cute.get_layout(%grouped_374) : !memref_smem_bf16_6
              %189 = cute.get_shape(%lay_382) : (!cute_layout_2dea72) -> !cute.shape<"((8192,1),(1))">
              %e0_383, %e1_384, %e2_385 = cute.get_leaves(%189) : !cute.shape<"((8192,1),(1))">
              %sz_386 = cute.size(%grouped_354) <{mode = [1]}> : (!cute_coord_tensor_f69c8e) -> !cute.int_tuple<"1">
              %e0_387 = cute.get_leaves(%sz_386) : !cute.int_tuple<"1">
              %sz_388 = cute.size(%grouped_374) <{mode = [1]}> : (!memref_smem_bf16_6) -> !cute.int_tuple<"1">
              %e0_389 = cute.get_leaves(%sz_388) : !cute.int_tuple<"1">
              %190 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_23fada) -> !cute_nvgpu_atom_tma_load_90433f
              %c3_i16 = arith.constant 3 : i16
              %191 = cute_nvgpu.atom.set_value<mcast_mask>(%190, %c3_i16) : (!cute_nvgpu_atom_tma_load_90433f, i16)
              %192 = cute_nvgpu.atom.set_value<tma_bar>(%191, %ptr_241) : (!cute_nvgpu_atom_tma_load_90433f, !cute.ptr<i64, smem>)
              cute.copy(%192, %grouped_354, %grouped_374) : (!cute_nvgpu_atom_tma_load_90433f, !cute_coord_tensor_f69c8e, !memref_smem_bf16_6)
              %c1_i32_390 = arith.constant 1 : i32
              %193 = arith.addi %arg16, %c1_i32_390 : i32
              %194 = arith.addi %arg15, %c1_i32_390 : i32
              %c6_i32_391 = arith.constant 6 : i32
              %195 = arith.cmpi eq, %193, %c6_i32_391 : i32
              %196:2 = scf.if %195 -> (i32, i32) {
                %c1_i32_392 = arith.constant 1 : i32
                %197 = arith.xori %arg17, %c1_i32_392 : i32
                %c0_i32_393 = arith.constant 0 : i32
                scf.yield %c0_i32_393, %197 : i32, i32
              } else {
                scf.yield %193, %arg17 : i32, i32
              }
              scf.yield %194, %196#0, %196#1 : i32, i32, i32
            }
            %144 = arith.addi %arg10, %23 : i32
            scf.yield %144, %143#0, %143#1, %143#2 : i32, i32, i32, i32
          }
          %int_tuple_221 = cute.make_int_tuple(%96#2) : (i32) -> !cute.int_tuple<"?">
          %ptr_222 = cute.add_offset(%ptr_67, %int_tuple_221) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %97 = builtin.unrealized_conversion_cast %ptr_222 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          %c10000000_i32 = arith.constant 10000000 : i32
          nvvm.mbarrier.try_wait.parity %97, %96#3, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %c1_i32_223 = arith.constant 1 : i32
          %98 = arith.addi %96#2, %c1_i32_223 : i32
          %99 = arith.addi %96#1, %c1_i32_223 : i32
          %c6_i32 = arith.constant 6 : i32
          %100 = arith.cmpi eq, %98, %c6_i32 : i32
          %101:2 = scf.if %100 -> (i32, i32) {
            %c1_i32_234 = arith.constant 1 : i32
            %127 = arith.xori %96#3, %c1_i32_234 : i32
            %c0_i32_235 = arith.constant 0 : i32
            scf.yield %c0_i32_235, %127 : i32, i32
          } else {
            scf.yield %98, %96#3 : i32, i32
          }
          %int_tuple_224 = cute.make_int_tuple(%101#0) : (i32) -> !cute.int_tuple<"?">
          %ptr_225 = cute.add_offset(%ptr_67, %int_tuple_224) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %102 = builtin.unrealized_conversion_cast %ptr_225 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.try_wait.parity %102, %101#1, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %103 = arith.addi %101#0, %c1_i32_223 : i32
          %104 = arith.addi %99, %c1_i32_223 : i32
          %105 = arith.cmpi eq, %103, %c6_i32 : i32
          %106:2 = scf.if %105 -> (i32, i32) {
            %c1_i32_234 = arith.constant 1 : i32
            %127 = arith.xori %101#1, %c1_i32_234 : i32
            %c0_i32_235 = arith.constant 0 : i32
            scf.yield %c0_i32_235, %127 : i32, i32
          } else {
            scf.yield %103, %101#1 : i32, i32
          }
          %int_tuple_226 = cute.make_int_tuple(%106#0) : (i32) -> !cute.int_tuple<"?">
          %ptr_227 = cute.add_offset(%ptr_67, %int_tuple_226) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %107 = builtin.unrealized_conversion_cast %ptr_227 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.try_wait.parity %107, %106#1, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %108 = arith.addi %106#0, %c1_i32_223 : i32
          %109 = arith.addi %104, %c1_i32_223 : i32
          %110 = arith.cmpi eq, %108, %c6_i32 : i32
          %111:2 = scf.if %110 -> (i32, i32) {
            %c1_i32_234 = arith.constant 1 : i32
            %127 = arith.xori %106#1, %c1_i32_234 : i32
            %c0_i32_235 = arith.constant 0 : i32
            scf.yield %c0_i32_235, %127 : i32, i32
          } else {
            scf.yield %108, %106#1 : i32, i32
          }
          %int_tuple_228 = cute.make_int_tuple(%111#0) : (i32) -> !cute.int_tuple<"?">
          %ptr_229 = cute.add_offset(%ptr_67, %int_tuple_228) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %112 = builtin.unrealized_conversion_cast %ptr_229 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.try_wait.parity %112, %111#1, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %113 = arith.addi %111#0, %c1_i32_223 : i32
          %114 = arith.addi %109, %c1_i32_223 : i32
          %115 = arith.cmpi eq, %113, %c6_i32 : i32
          %116:2 = scf.if %115 -> (i32, i32) {
            %c1_i32_234 = arith.constant 1 : i32
            %127 = arith.xori %111#1, %c1_i32_234 : i32
            %c0_i32_235 = arith.constant 0 : i32
            scf.yield %c0_i32_235, %127 : i32, i32
          } else {
            scf.yield %113, %111#1 : i32, i32
          }
          %int_tuple_230 = cute.make_int_tuple(%116#0) : (i32) -> !cute.int_tuple<"?">
          %ptr_231 = cute.add_offset(%ptr_67, %int_tuple_230) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %117 = builtin.unrealized_conversion_cast %ptr_231 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.try_wait.parity %117, %116#1, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %118 = arith.addi %116#0, %c1_i32_223 : i32
          %119 = arith.addi %114, %c1_i32_223 : i32
          %120 = arith.cmpi eq, %118, %c6_i32 : i32
          %121:2 = scf.if %120 -> (i32, i32) {
            %c1_i32_234 = arith.constant 1 : i32
            %127 = arith.xori %116#1, %c1_i32_234 : i32
            %c0_i32_235 = arith.constant 0 : i32
            scf.yield %c0_i32_235, %127 : i32, i32
          } else {
            scf.yield %118, %116#1 : i32, i32
          }
          %int_tuple_232 = cute.make_int_tuple(%121#0) : (i32) -> !cute.int_tuple<"?">
          %ptr_233 = cute.add_offset(%ptr_67, %int_tuple_232) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %122 = builtin.unrealized_conversion_cast %ptr_233 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.try_wait.parity %122, %121#1, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %123 = arith.addi %121#0, %c1_i32_223 : i32
          %124 = arith.addi %119, %c1_i32_223 : i32
          %125 = arith.cmpi eq, %123, %c6_i32 : i32
          %126:2 = scf.if %125 -> (i32, i32) {
            %c1_i32_234 = arith.constant 1 : i32
            %127 = arith.xori %121#1, %c1_i32_234 : i32
            %c0_i32_235 = arith.constant 0 : i32
            scf.yield %c0_i32_235, %127 : i32, i32
          } else {
            scf.yield %123, %121#1 : i32, i32
          }
        } else {
        }
        scf.yield %arg6 : !mma_bf16_bf16_f32_64x128x16
      } else {
        nvvm.setmaxregister increase 232
        %c128_i32_219 = arith.constant 128 : i32
        %95 = arith.subi %0, %c128_i32_219 : i32
        %coord_220 = cute.make_coord(%95) : (i32) -> !cute.coord<"?">
        %ptn_A = cute.tiled.mma.partition A (%arg6, %view, %coord_220) : (!mma_bf16_bf16_f32_64x128x16, !memref_smem_bf16, !cute.coord<"?">) -> !memref_smem_bf16_7
        %iter_221 = cute.get_iter(%ptn_A) : !memref_smem_bf16_7
        %lay_222 = cute.get_layout(%ptn_A) : !memref_smem_bf16_7
        %frg_A = cute.mma.make_fragment A (%arg6, %ptn_A) : (!mma_bf16_bf16_f32_64x128x16, !memref_smem_bf16_7) -> !cute_nvgpu_smem_desc_view_e67c4e
        %iter_223 = cute.get_iter(%frg_A) : !cute_nvgpu_smem_desc_view_e67c4e
        %coord_224 = cute.make_coord(%95) : (i32) -> !cute.coord<"?">
        %ptn_B = cute.tiled.mma.partition B (%arg6, %view_96, %coord_224) : (!mma_bf16_bf16_f32_64x128x16, !memref_smem_bf16, !cute.coord<"?">) -> !memref_smem_bf16_8
        %iter_225 = cute.get_iter(%ptn_B) : !memref_smem_bf16_8
        %lay_226 = cute.get_layout(%ptn_B) : !memref_smem_bf16_8
        %frg_B = cute.mma.make_fragment B (%arg6, %ptn_B) : (!mma_bf16_bf16_f32_64x128x16, !memref_smem_bf16_8) -> !cute_nvgpu_smem_desc_view_e67c4e
        %iter_227 = cute.get_iter(%frg_B) : !cute_nvgpu_smem_desc_view_e67c4e
        %coord_228 = cute.make_coord(%95) : (i32) -> !cute.coord<"?">
        %ptn_C = cute.tiled.mma.partition C (%arg6, %tiled_view_129, %coord_228) : (!mma_bf16_bf16_f32_64x128x16, !cute_coord_tensor_6fd6c5, !cute.coord<"?">) -> !cute_coord_tensor_c7ce3d
        %iter_229 = cute.get_iter(%ptn_C) : !cute_coord_tensor_c7ce3d
        %tup_230 = cute.deref_arith_tuple_iter(%iter_229) : !cute.arith_tuple_iter<"(?{div=2},?,0)">
        %e0_231, %e1_232, %e2_233 = cute.get_leaves(%tup_230) : !cute.int_tuple<"(?{div=2},?,0)">
        %96 = cute.get_scalars(%e0_231) : !cute.int_tuple<"?{div=2}">
        %97 = cute.get_scalars(%e1_232) : !cute.int_tuple<"?">
        %lay_234 = cute.get_layout(%ptn_C) : !cute_coord_tensor_c7ce3d
        %98 = cute.get_shape(%lay_234) : (!cute.layout<"((2,2,16),1,1,8,9,2):((1@0,8@1,8@0),0,0,128@1,128@0,1@2)">) -> !cute_shape_e65087
        %e0_235, %e1_236, %e2_237, %e3_238, %e4_239, %e5_240, %e6, %e7 = cute.get_leaves(%98) : !cute_shape_e65087
        %shape_241 = cute.make_shape() : () -> !cute.shape<"((2,2,16),1,1)">
        %lay_242 = cute.make_layout(%shape_241) : !cute_layout_6e9820
        %rmem = cute.memref.alloca(%lay_242) : !memref_rmem_f32
        %iter_243 = cute.get_iter(%rmem) : !memref_rmem_f32
        %iter_244 = cute.get_iter(%rmem) : !memref_rmem_f32
        %sz_245 = cute.size(%frg_A) <{mode = [2]}> : (!cute_nvgpu_smem_desc_view_e67c4e) -> !cute.int_tuple<"4">
        %e0_246 = cute.get_leaves(%sz_245) : !cute.int_tuple<"4">
        %shape_247 = cute.make_shape() : () -> !cute.shape<"(8,8)">
        %atom = cute.make_atom() : () -> !cute_nvgpu_atom_stsm_191f92
        %shape_248 = cute.make_shape() : () -> !cute.shape<"(8,8)">
        %atom_249 = cute.make_atom() : () -> !cute_nvgpu_atom_stsm_191f92
        %99 = cute.static : !cute_layout_44fa8e
        %100 = cute.static : !cute_layout_cc3288
        %sz_250 = cute.size(%100) <{mode = [1]}> : (!cute_layout_cc3288) -> !cute.int_tuple<"8">
        %e0_251 = cute.get_leaves(%sz_250) : !cute.int_tuple<"8">
        %sz_252 = cute.size(%99) <{mode = [1]}> : (!cute_layout_44fa8e) -> !cute.int_tuple<"64">
        %e0_253 = cute.get_leaves(%sz_252) : !cute.int_tuple<"64">
        %sz_254 = cute.size(%99) <{mode = [0]}> : (!cute_layout_44fa8e) -> !cute.int_tuple<"256">
        %e0_255 = cute.get_leaves(%sz_254) : !cute.int_tuple<"256">
        %shape_256 = cute.make_shape() : () -> !cute.shape<"(256,8)">
        %lay_257 = cute.make_layout(%shape_256) : !cute.layout<"(256,8):(1,256)">
        %101 = cute.composition(%99, %lay_257) : (!cute_layout_44fa8e, !cute.layout<"(256,8):(1,256)">) -> !cute_layout_1c28bd
        %102 = cute.static : !cute.tile<"[_;_;_]">
        %e0_258, %e1_259, %e2_260 = cute.get_leaves(%102) : !cute.tile<"[_;_;_]">
        %103 = cute.static : !cute_layout_002152
        %104 = cute.static : !cute.shape<"(64,128,16)">
        %e0_261, %e1_262, %e2_263 = cute.get_leaves(%104) : !cute.shape<"(64,128,16)">
        %int_tuple_264 = cute.make_int_tuple() : () -> !cute.int_tuple<"(64,128,16)">
        %sz_265 = cute.size(%int_tuple_264) <{mode = [0]}> : (!cute.int_tuple<"(64,128,16)">) -> !cute.int_tuple<"64">
        %e0_266 = cute.get_leaves(%sz_265) : !cute.int_tuple<"64">
        %sz_267 = cute.size(%103) <{mode = [1]}> : (!cute_layout_002152) -> !cute.int_tuple<"2">
        %e0_268 = cute.get_leaves(%sz_267) : !cute.int_tuple<"2">
        %105 = cute.static : !cute.tile<"[_;_;_]">
        %e0_269, %e1_270, %e2_271 = cute.get_leaves(%105) : !cute.tile<"[_;_;_]">
        %106 = cute.static : !cute_layout_002152
        %107 = cute.static : !cute.shape<"(64,128,16)">
        %e0_272, %e1_273, %e2_274 = cute.get_leaves(%107) : !cute.shape<"(64,128,16)">
        %int_tuple_275 = cute.make_int_tuple() : () -> !cute.int_tuple<"(64,128,16)">
        %sz_276 = cute.size(%int_tuple_275) <{mode = [1]}> : (!cute.int_tuple<"(64,128,16)">) -> !cute.int_tuple<"128">
        %e0_277 = cute.get_leaves(%sz_276) : !cute.int_tuple<"128">
        %sz_278 = cute.size(%106) <{mode = [2]}> : (!cute_layout_002152) -> !cute.int_tuple<"1">
        %e0_279 = cute.get_leaves(%sz_278) : !cute.int_tuple<"1">
        %shape_280 = cute.make_shape() : () -> !cute.shape<"(128,128)">
        %stride = cute.make_stride() : () -> !cute.stride<"(1,0)">
        %lay_281 = cute.make_layout(%shape_280, %stride) : !cute.layout<"(128,128):(1,0)">
        %108 = cute.composition(%lay_281, %101) : (!cute.layout<"(128,128):(1,0)">, !cute_layout_1c28bd) -> !cute_layout_3c93fa
        %filtered = cute.filter(%108) : !cute_layout_3c93fa
        %shape_282 = cute.make_shape() : () -> !cute.shape<"(128,128)">
        %stride_283 = cute.make_stride() : () -> !cute.stride<"(0,1)">
        %lay_284 = cute.make_layout(%shape_282, %stride_283) : !cute.layout<"(128,128):(0,1)">
        %109 = cute.composition(%lay_284, %101) : (!cute.layout<"(128,128):(0,1)">, !cute_layout_1c28bd) -> !cute_layout_b9dd76
        %filtered_285 = cute.filter(%109) : !cute_layout_b9dd76
        %shape_286 = cute.make_shape() : () -> !cute.shape<"(128,128)">
        %lay_287 = cute.make_layout(%shape_286) : !cute_layout_a4c3b9
        %110 = cute.get_shape(%filtered) : (!cute_layout_ae7531) -> !cute.shape<"(8,8,2)">
        %e0_288, %e1_289, %e2_290 = cute.get_leaves(%110) : !cute.shape<"(8,8,2)">
        %111 = cute.get_stride(%filtered) : (!cute_layout_ae7531) -> !cute.stride<"(1,16,8)">
        %e0_291, %e1_292, %e2_293 = cute.get_leaves(%111) : !cute.stride<"(1,16,8)">
        %112 = cute.get_shape(%filtered_285) : (!cute.layout<"(4,2,2):(2,1,8)">) -> !cute.shape<"(4,2,2)">
        %e0_294, %e1_295, %e2_296 = cute.get_leaves(%112) : !cute.shape<"(4,2,2)">
        %113 = cute.get_stride(%filtered_285) : (!cute.layout<"(4,2,2):(2,1,8)">) -> !cute.stride<"(2,1,8)">
        %e0_297, %e1_298, %e2_299 = cute.get_leaves(%113) : !cute.stride<"(2,1,8)">
        %tile_300 = cute.make_tile() : () -> !cute_tile_df0369
        %114 = cute.composition(%lay_287, %tile_300) : (!cute_layout_a4c3b9, !cute_tile_df0369) -> !cute_layout_f492b8
        %linv = cute.left_inverse(%114) : (!cute_layout_f492b8) -> !cute_layout_06d400
        %115 = cute.composition(%linv, %101) : (!cute_layout_06d400, !cute_layout_1c28bd) -> !cute.layout<"((4,8,8),(2,2,2)):((128,1,8),(512,64,1024))">
        %116 = cute.get_shape(%filtered) : (!cute_layout_ae7531) -> !cute.shape<"(8,8,2)">
        %e0_301, %e1_302, %e2_303 = cute.get_leaves(%116) : !cute.shape<"(8,8,2)">
        %117 = cute.get_stride(%filtered) : (!cute_layout_ae7531) -> !cute.stride<"(1,16,8)">
        %e0_304, %e1_305, %e2_306 = cute.get_leaves(%117) : !cute.stride<"(1,16,8)">
        %118 = cute.get_shape(%filtered_285) : (!cute.layout<"(4,2,2):(2,1,8)">) -> !cute.shape<"(4,2,2)">
        %e0_307, %e1_308, %e2_309 = cute.get_leaves(%118) : !cute.shape<"(4,2,2)">
        %119 = cute.get_stride(%filtered_285) : (!cute.layout<"(4,2,2):(2,1,8)">) -> !cute.stride<"(2,1,8)">
        %e0_310, %e1_311, %e2_312 = cute.get_leaves(%119) : !cute.stride<"(2,1,8)">
        %tile_313 = cute.make_tile() : () -> !cute_tile_df0369
        %120 = cute.make_tiled_copy(%atom_249) : !copy_stsm_4
        %121 = cute.static : !cute.layout<"((4,64),((2,2,2),1)):((128,1),((512,64,1024),0))">
        %122 = cute.static : !cute_tile_df0369
        %e0_314, %e1_315 = cute.get_leaves(%122) : !cute_tile_df0369
        %123 = cute.get_shape(%e0_314) : (!cute_layout_ae7531) -> !cute.shape<"(8,8,2)">
        %e0_316, %e1_317, %e2_318 = cute.get_leaves(%123) : !cute.shape<"(8,8,2)">
        %124 = cute.get_stride(%e0_314) : (!cute_layout_ae7531) -> !cute.stride<"(1,16,8)">
        %e0_319, %e1_320, %e2_321 = cute.get_leaves(%124) : !cute.stride<"(1,16,8)">
        %125 = cute.get_shape(%e1_315) : (!cute.layout<"(4,2,2):(2,1,8)">) -> !cute.shape<"(4,2,2)">
        %e0_322, %e1_323, %e2_324 = cute.get_leaves(%125) : !cute.shape<"(4,2,2)">
        %126 = cute.get_stride(%e1_315) : (!cute.layout<"(4,2,2):(2,1,8)">) -> !cute.stride<"(2,1,8)">
        %e0_325, %e1_326, %e2_327 = cute.get_leaves(%126) : !cute.stride<"(2,1,8)">
        %tile_328 = cute.make_tile() : () -> !cute_tile_df0369
        %127 = cute.make_tiled_copy(%atom) : !copy_stsm_4_1
        %coord_329 = cute.make_coord(%95) : (i32) -> !cute.coord<"?">
        %dst_partitioned = cute.tiled.copy.partition_D(%127, %view_100, %coord_329) : (!copy_stsm_4_1, !memref_smem_bf16_1, !cute.coord<"?">) -> !memref_smem_bf16_9
        %iter_330 = cute.get_iter(%dst_partitioned) : !memref_smem_bf16_9
        %retiled = cute.tiled.copy.retile(%127, %rmem) : (!copy_stsm_4_1, !memref_rmem_f32) -> !memref_rmem_f32_1
        %iter_331 = cute.get_iter(%retiled) : !memref_rmem_f32_1
        %coord_332 = cute.make_coord(%95) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%127, %view_100, %coord_332) : (!copy_stsm_4_1, !memref_smem_bf16_1, !cute.coord<"?">) -> !memref_smem_bf16_10
        %iter_333 = cute.get_iter(%src_partitioned) : !memref_smem_bf16_10
        %lay_334 = cute.get_layout(%src_partitioned) : !memref_smem_bf16_10
        %128 = cute.get_shape(%lay_334) : (!cute.layout<"(((2,2,2),1),1,2,(1,4)):(((1,256,8),0),0,16,(0,4096))">) -> !cute_shape_c0bdcb
        %e0_335, %e1_336, %e2_337, %e3_338, %e4_339, %e5_340, %e6_341, %e7_342 = cute.get_leaves(%128) : !cute_shape_c0bdcb
        %shape_343 = cute.make_shape() : () -> !cute_shape_6fc090
        %lay_344 = cute.make_layout(%shape_343) : !cute_layout_07db63
        %rmem_345 = cute.memref.alloca(%lay_344) : !memref_rmem_f32_2
        %iter_346 = cute.get_iter(%rmem_345) : !memref_rmem_f32_2
        %iter_347 = cute.get_iter(%rmem_345) : !memref_rmem_f32_2
        %shape_348 = cute.make_shape() : () -> !cute_shape_6fc090
        %lay_349 = cute.make_layout(%shape_348) : !cute_layout_07db63
        %rmem_350 = cute.memref.alloca(%lay_349) : !memref_rmem_bf16
        %iter_351 = cute.get_iter(%rmem_350) : !memref_rmem_bf16
        %iter_352 = cute.get_iter(%rmem_350) : !memref_rmem_bf16
        %sz_353 = cute.size(%rmem_345) : (!memref_rmem_f32_2) -> !cute.int_tuple<"16">
        %e0_354 = cute.get_leaves(%sz_353) : !cute.int_tuple<"16">
        %c0_i32_355 = arith.constant 0 : i32
        %129:12 = scf.while (%arg10 = %rmem_345, %arg11 = %c0_i32_355, %arg12 = %20, %arg13 = %rmem, %arg14 = %arg6, %arg15 = %c0_i32_355, %arg16 = %c0_i32_355, %arg17 = %c0_i32_355, %arg18 = %c0_i32_355, %arg19 = %c0_i32_355, %arg20 = %c0_i32_355, %arg21 = %rmem_350) : (!memref_rmem_f32_2, i32, i32, !memref_rmem_f32, !mma_bf16_bf16_f32_64x128x16, i32, i32, i32, i32, i32, i32, !memref_rmem_bf16) -> (!memref_rmem_f32_2, i32, i32, !memref_rmem_f32, !mma_bf16_bf16_f32_64x128x16, i32, i32, i32, i32, i32, i32, !memref_rmem_bf16) {
          %iter_362 = cute.get_iter(%arg10) : !memref_rmem_f32_2
          %iter_363 = cute.get_iter(%arg13) : !memref_rmem_f32
          %iter_364 = cute.get_iter(%arg21) : !memref_rmem_bf16
          %iter_365 = cute.get_iter(%arg10) : !memref_rmem_f32_2
          %iter_366 = cute.get_iter(%arg13) : !memref_rmem_f32
          %iter_367 = cute.get_iter(%arg21) : !memref_rmem_bf16
          %c72_i32 = arith.constant 72 : i32
          %130 = arith.cmpi slt, %arg12, %c72_i32 : i32
          %iter_368 = cute.get_iter(%arg10) : !memref_rmem_f32_2
          %iter_369 = cute.get_iter(%arg13) : !memref_rmem_f32
          %iter_370 = cute.get_iter(%arg21) : !memref_rmem_bf16
          %iter_371 = cute.get_iter(%arg10) : !memref_rmem_f32_2
          %iter_372 = cute.get_iter(%arg13) : !memref_rmem_f32
          %iter_373 = cute.get_iter(%arg21) : !memref_rmem_bf16
          scf.condition(%130) %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21 : !memref_rmem_f32_2, i32, i32, !memref_rmem_f32, !mma_bf16_bf16_f32_64x128x16, i32, i32, i32, i32, i32, i32, !memref_rmem_bf16
        } do {
        ^bb0(%arg10: !memref_rmem_f32_2, %arg11: i32, %arg12: i32, %arg13: !memref_rmem_f32, %arg14: !mma_bf16_bf16_f32_64x128x16, %arg15: i32, %arg16: i32, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: !memref_rmem_bf16):
          %iter_362 = cute.get_iter(%arg10) : !memref_rmem_f32_2
          %iter_363 = cute.get_iter(%arg13) : !memref_rmem_f32
          %iter_364 = cute.get_iter(%arg21) : !memref_rmem_bf16
          %iter_365 = cute.get_iter(%arg10) : !memref_rmem_f32_2
          %iter_366 = cute.get_iter(%arg13) : !memref_rmem_f32
          %iter_367 = cute.get_iter(%arg21) : !memref_rmem_bf16
          %c36_i32 = arith.constant 36 : i32
          %130 = arith.floordivsi %arg12, %c36_i32 : i32
          %131 = arith.muli %130, %c36_i32 : i32
          %132 = arith.subi %arg12, %131 : i32
          %133 = arith.floordivsi %132, %c36_i32 : i32
          %c4_i32 = arith.constant 4 : i32
          %134 = arith.muli %133, %c4_i32 : i32
          %135 = arith.subi %c4_i32, %134 : i32
          %c4_i32_368 = arith.constant 4 : i32
          %136 = arith.minsi %135, %c4_i32_368 : i32
          %137 = arith.muli %133, %c36_i32 : i32
          %138 = arith.subi %132, %137 : i32
          %139 = arith.remsi %138, %136 : i32
          %140 = arith.addi %134, %139 : i32
          %141 = arith.floordivsi %138, %136 : i32
          %c2_i32_369 = arith.constant 2 : i32
          %142 = arith.muli %140, %c2_i32_369 : i32
          %143 = arith.addi %142, %18 : i32
          %c1_i32 = arith.constant 1 : i32
          %144 = arith.muli %141, %c1_i32 : i32
          %145 = arith.addi %144, %19 : i32
          %lay_370 = cute.get_layout(%arg13) : !memref_rmem_f32
          %sz_371 = cute.size(%arg13) : (!memref_rmem_f32) -> !cute.int_tuple<"64">
          %e0_372 = cute.get_leaves(%sz_371) : !cute.int_tuple<"64">
          %146 = cute.get_shape(%lay_370) : (!cute_layout_6e9820) -> !cute.shape<"((2,2,16),1,1)">
          %e0_373, %e1_374, %e2_375, %e3_376, %e4_377 = cute.get_leaves(%146) : !cute.shape<"((2,2,16),1,1)">
          %int_tuple_378 = cute.make_int_tuple() : () -> !cute_int_tuple_11731d
          %res = cute.tuple.product(%int_tuple_378) : (!cute_int_tuple_11731d) -> !cute.int_tuple<"64">
          %e0_379 = cute.get_leaves(%res) : !cute.int_tuple<"64">
          %cst = arith.constant 0.000000e+00 : f32
          %147 = vector.broadcast %cst : f32 to vector<64xf32>
          %int_tuple_380 = cute.make_int_tuple() : () -> !cute_int_tuple_11731d
          %sz_381 = cute.size(%int_tuple_380) : (!cute_int_tuple_11731d) -> !cute.int_tuple<"64">
          %e0_382 = cute.get_leaves(%sz_381) : !cute.int_tuple<"64">
          %int_tuple_383 = cute.make_int_tuple() : () -> !cute_int_tuple_11731d
          %sz_384 = cute.size(%int_tuple_383) : (!cute_int_tuple_11731d) -> !cute.int_tuple<"64">
          %e0_385 = cute.get_leaves(%sz_384) : !cute.int_tuple<"64">
          cute.memref.store_vec(%147, %arg13) : (vector<64xf32>, !memref_rmem_f32) -> ()
          %true_386 = arith.constant true
          %148 = cute_nvgpu.atom.set_value<accum_c>(%arg14, %true_386) : (!mma_bf16_bf16_f32_64x128x16, i1)
          nvvm.wgmma.fence.aligned
          %c0_i32_387 = arith.constant 0 : i32
          %c9_i32 = arith.constant 9 : i32
          %c1_i32_388 = arith.constant 1 : i32
          %149:6 = scf.for %arg22 = %c0_i32_387 to %c9_i32 step %c1_i32_388 iter_args(%arg23 = %arg15, %arg24 = %arg16, %arg25 = %arg17, %arg26 = %arg18, %arg27 = %arg19, %arg28 = %arg20) -> (i32, i32, i32, i32, i32, i32)  : i32 {
            %true_854 = arith.constant true
            scf.if %true_854 {
              %int_tuple_920 = cute.make_int_tuple(%arg27) : (i32) -> !cute.int_tuple<"?">
              %ptr_921 = cute.add_offset(%iter_63, %int_tuple_920) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
              %298 = builtin.unrealized_conversion_cast %ptr_921 : !cute.ptr<i64, smem> to !llvm.ptr<3>
              %c10000000_i32 = arith.constant 10000000 : i32
              nvvm.mbarrier.try_wait.parity %298, %arg28, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            }
            %coord_855 = cute.make_coord(%arg27) : (i32) -> !cute.coord<"(_,_,0,?)">
            %slice_856 = cute.slice(%frg_A, %coord_855) : !cute_nvgpu_smem_desc_view_e67c4e, !cute.coord<"(_,_,0,?)">
            %iter_857 = cute.get_iter(%slice_856) : !cute_nvgpu_smem_desc_view_58760c
            %iter_858 = cute.get_iter(%slice_856) : !cute_nvgpu_smem_desc_view_58760c
            %coord_859 = cute.make_coord(%arg27) : (i32) -> !cute.coord<"(_,_,0,?)">
            %slice_860 = cute.slice(%frg_B, %coord_859) : !cute_nvgpu_smem_desc_view_e67c4e, !cute.coord<"(_,_,0,?)">
            %iter_861 = cute.get_iter(%slice_860) : !cute_nvgpu_smem_desc_view_58760c
            %iter_862 = cute.get_iter(%slice_860) : !cute_nvgpu_smem_desc_view_58760c
            %lay_863 = cute.get_layout(%slice_856) : !cute_nvgpu_smem_desc_view_58760c
            %283 = cute.get_shape(%lay_863) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_864, %e1_865 = cute.get_leaves(%283) : !cute.shape<"(1,1)">
            %lay_866 = cute.get_layout(%slice_860) : !cute_nvgpu_smem_desc_view_58760c
            %284 = cute.get_shape(%lay_866) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_867, %e1_868 = cute.get_leaves(%284) : !cute.shape<"(1,1)">
            %lay_869 = cute.get_layout(%arg13) : !memref_rmem_f32
            %285 = cute.get_shape(%lay_869) : (!cute_layout_6e9820) -> !cute.shape<"((2,2,16),1,1)">
            %e0_870, %e1_871, %e2_872, %e3_873, %e4_874 = cute.get_leaves(%285) : !cute.shape<"((2,2,16),1,1)">
            cute.gemm(%148, %arg13, %slice_856, %slice_860, %arg13) : (!mma_bf16_bf16_f32_64x128x16, !memref_rmem_f32, !cute_nvgpu_smem_desc_view_58760c, !cute_nvgpu_smem_desc_view_58760c, !memref_rmem_f32)
            %coord_875 = cute.make_coord(%arg27) : (i32) -> !cute.coord<"(_,_,1,?)">
            %slice_876 = cute.slice(%frg_A, %coord_875) : !cute_nvgpu_smem_desc_view_e67c4e, !cute.coord<"(_,_,1,?)">
            %iter_877 = cute.get_iter(%slice_876) : !cute_nvgpu_smem_desc_view_58760c
            %iter_878 = cute.get_iter(%slice_876) : !cute_nvgpu_smem_desc_view_58760c
            %coord_879 = cute.make_coord(%arg27) : (i32) -> !cute.coord<"(_,_,1,?)">
            %slice_880 = cute.slice(%frg_B, %coord_879) : !cute_nvgpu_smem_desc_view_e67c4e, !cute.coord<"(_,_,1,?)">
            %iter_881 = cute.get_iter(%slice_880) : !cute_nvgpu_smem_desc_view_58760c
            %iter_882 = cute.get_iter(%slice_880) : !cute_nvgpu_smem_desc_view_58760c
            %lay_883 = cute.get_layout(%slice_876) : !cute_nvgpu_smem_desc_view_58760c
            %286 = cute.get_shape(%lay_883) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_884, %e1_885 = cute.get_leaves(%286) : !cute.shape<"(1,1)">
            %lay_886 = cute.get_layout(%slice_880) : !cute_nvgpu_smem_desc_view_58760c
            %287 = cute.get_shape(%lay_886) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_887, %e1_888 = cute.get_leaves(%287) : !cute.shape<"(1,1)">
            cute.gemm(%148, %arg13, %slice_876, %slice_880, %arg13) : (!mma_bf16_bf16_f32_64x128x16, !memref_rmem_f32, !cute_nvgpu_smem_desc_view_58760c, !cute_nvgpu_smem_desc_view_58760c, !memref_rmem_f32)
            %coord_889 = cute.make_coord(%arg27) : (i32) -> !cute.coord<"(_,_,2,?)">
            %slice_890 = cute.slice(%frg_A, %coord_889) : !cute_nvgpu_smem_desc_view_e67c4e, !cute.coord<"(_,_,2,?)">
            %iter_891 = cute.get_iter(%slice_890) : !cute_nvgpu_smem_desc_view_58760c
            %iter_892 = cute.get_iter(%slice_890) : !cute_nvgpu_smem_desc_view_58760c
            %coord_893 = cute.make_coord(%arg27) : (i32) -> !cute.coord<"(_,_,2,?)">
            %slice_894 = cute.slice(%frg_B, %coord_893) : !cute_nvgpu_smem_desc_view_e67c4e, !cute.coord<"(_,_,2,?)">
            %iter_895 = cute.get_iter(%slice_894) : !cute_nvgpu_smem_desc_view_58760c
            %iter_896 = cute.get_iter(%slice_894) : !cute_nvgpu_smem_desc_view_58760c
            %lay_897 = cute.get_layout(%slice_890) : !cute_nvgpu_smem_desc_view_58760c
            %288 = cute.get_shape(%lay_897) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_898, %e1_899 = cute.get_leaves(%288) : !cute.shape<"(1,1)">
            %lay_900 = cute.get_layout(%slice_894) : !cute_nvgpu_smem_desc_view_58760c
            %289 = cute.get_shape(%lay_900) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_901, %e1_902 = cute.get_leaves(%289) : !cute.shape<"(1,1)">
            cute.gemm(%148, %arg13, %slice_890, %slice_894, %arg13) : (!mma_bf16_bf16_f32_64x128x16, !memref_rmem_f32, !cute_nvgpu_smem_desc_view_58760c, !cute_nvgpu_smem_desc_view_58760c, !memref_rmem_f32)
            %coord_903 = cute.make_coord(%arg27) : (i32) -> !cute.coord<"(_,_,3,?)">
            %slice_904 = cute.slice(%frg_A, %coord_903) : !cute_nvgpu_smem_desc_view_e67c4e, !cute.coord<"(_,_,3,?)">
            %iter_905 = cute.get_iter(%slice_904) : !cute_nvgpu_smem_desc_view_58760c
            %iter_906 = cute.get_iter(%slice_904) : !cute_nvgpu_smem_desc_view_58760c
            %coord_907 = cute.make_coord(%arg27) : (i32) -> !cute.coord<"(_,_,3,?)">
            %slice_908 = cute.slice(%frg_B, %coord_907) : !cute_nvgpu_smem_desc_view_e67c4e, !cute.coord<"(_,_,3,?)">
            %iter_909 = cute.get_iter(%slice_908) : !cute_nvgpu_smem_desc_view_58760c
            %iter_910 = cute.get_iter(%slice_908) : !cute_nvgpu_smem_desc_view_58760c
            %lay_911 = cute.get_layout(%slice_904) : !cute_nvgpu_smem_desc_view_58760c
            %290 = cute.get_shape(%lay_911) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_912, %e1_913 = cute.get_leaves(%290) : !cute.shape<"(1,1)">
            %lay_914 = cute.get_layout(%slice_908) : !cute_nvgpu_smem_desc_view_58760c
            %291 = cute.get_shape(%lay_914) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_915, %e1_916 = cute.get_leaves(%291) : !cute.shape<"(1,1)">
            cute.gemm(%148, %arg13, %slice_904, %slice_908, %arg13) : (!mma_bf16_bf16_f32_64x128x16, !memref_rmem_f32, !cute_nvgpu_smem_desc_view_58760c, !cute_nvgpu_smem_desc_view_58760c, !memref_rmem_f32)
            nvvm.wgmma.commit.group.sync.aligned
            nvvm.wgmma.wait.group.sync.aligned 1
            %c0_i32_917 = arith.constant 0 : i32
            %292 = arith.cmpi sgt, %arg22, %c0_i32_917 : i32
            %293:3 = scf.if %292 -> (i32, i32, i32) {
              scf.if %81 {
                %int_tuple_922 = cute.make_int_tuple(%arg24) : (i32) -> !cute.int_tuple<"?">
                %ptr_923 = cute.add_offset(%ptr_67, %int_tuple_922) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
                %302 = builtin.unrealized_conversion_cast %ptr_923 : !cute.ptr<i64, smem> to !llvm.ptr<3>
                %303 = nvvm.mapa %302, %71 : !llvm.ptr<3> -> !llvm.ptr<7>
                %c1_i32_924 = arith.constant 1 : i32
                nvvm.mbarrier.arrive %303, %c1_i32_924 : !llvm.ptr<7>
              }
              %c1_i32_920 = arith.constant 1 : i32
              %298 = arith.addi %arg24, %c1_i32_920 : i32
              %299 = arith.addi %arg23, %c1_i32_920 : i32
              %c6_i32_921 = arith.constant 6 : i32
              %300 = arith.cmpi eq, %298, %c6_i32_921 : i32
              %301:2 = scf.if %300 -> (i32, i32) {
                %c1_i32_922 = arith.constant 1 : i32
                %302 = arith.xori %arg25, %c1_i32_922 : i32
                %c0_i32_923 = arith.constant 0 : i32
                scf.yield %c0_i32_923, %302 : i32, i32
              } else {
                scf.yield %298, %arg25 : i32, i32
              }
              scf.yield %299, %301#0, %301#1 : i32, i32, i32
            } else {
              scf.yield %arg23, %arg24, %arg25 : i32, i32, i32
            }
            %c1_i32_918 = arith.constant 1 : i32
            %294 = arith.addi %arg27, %c1_i32_918 : i32
            %295 = arith.addi %arg26, %c1_i32_918 : i32
            %c6_i32_919 = arith.constant 6 : i32
            %296 = arith.cmpi eq, %294, %c6_i32_919 : i32
            %297:2 = scf.if %296 -> (i32, i32) {
              %c1_i32_920 = arith.constant 1 : i32
              %298 = arith.xori %arg28, %c1_i32_920 : i32
              %c0_i32_921 = arith.constant 0 : i32
              scf.yield %c0_i32_921, %298 : i32, i32
            } else {
              scf.yield %294, %arg28 : i32, i32
            }
            scf.yield %293#0, %293#1, %293#2, %295, %297#0, %297#1 : i32, i32, i32, i32, i32, i32
          }
          nvvm.wgmma.wait.group.sync.aligned 0
          scf.if %81 {
            %int_tuple_854 = cute.make_int_tuple(%149#1) : (i32) -> !cute.int_tuple<"?">
            %ptr_855 = cute.add_offset(%ptr_67, %int_tuple_854) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
            %283 = builtin.unrealized_conversion_cast %ptr_855 : !cute.ptr<i64, smem> to !llvm.ptr<3>
            %284 = nvvm.mapa %283, %71 : !llvm.ptr<3> -> !llvm.ptr<7>
            %c1_i32_856 = arith.constant 1 : i32
            nvvm.mbarrier.arrive %284, %c1_i32_856 : !llvm.ptr<7>
          }
          %150 = arith.addi %149#1, %c1_i32 : i32
          %151 = arith.addi %149#0, %c1_i32 : i32
          %c6_i32 = arith.constant 6 : i32
          %152 = arith.cmpi eq, %150, %c6_i32 : i32
          %153:2 = scf.if %152 -> (i32, i32) {
            %c1_i32_854 = arith.constant 1 : i32
            %283 = arith.xori %149#2, %c1_i32_854 : i32
            %c0_i32_855 = arith.constant 0 : i32
            scf.yield %c0_i32_855, %283 : i32, i32
          } else {
            scf.yield %150, %149#2 : i32, i32
          }
          %coord_389 = cute.make_coord(%143, %145, %130) : (i32, i32, i32) -> !cute.coord<"(_,_,?,?,?)">
          %slice_390 = cute.slice(%tiled_view_129, %coord_389) : !cute_coord_tensor_6fd6c5, !cute.coord<"(_,_,?,?,?)">
          %iter_391 = cute.get_iter(%slice_390) : !cute_coord_tensor_7d2abb
          %tup_392 = cute.deref_arith_tuple_iter(%iter_391) : !cute_arith_tuple_iter_815f75
          %e0_393, %e1_394, %e2_395 = cute.get_leaves(%tup_392) : !cute_int_tuple_ee97c9
          %154 = cute.get_scalars(%e0_393) : !cute.int_tuple<"?{div=128}">
          %155 = cute.get_scalars(%e1_394) : !cute.int_tuple<"?{div=128}">
          %156 = cute.get_scalars(%e2_395) : !cute.int_tuple<"?">
          %iter_396 = cute.get_iter(%slice_390) : !cute_coord_tensor_7d2abb
          %tup_397 = cute.deref_arith_tuple_iter(%iter_396) : !cute_arith_tuple_iter_815f75
          %e0_398, %e1_399, %e2_400 = cute.get_leaves(%tup_397) : !cute_int_tuple_ee97c9
          %157 = cute.get_scalars(%e0_398) : !cute.int_tuple<"?{div=128}">
          %158 = cute.get_scalars(%e1_399) : !cute.int_tuple<"?{div=128}">
          %159 = cute.get_scalars(%e2_400) : !cute.int_tuple<"?">
          %lay_401 = cute.get_layout(%slice_390) : !cute_coord_tensor_7d2abb
          %160 = cute.get_shape(%lay_401) : (!cute.layout<"(128,128):(1@1,1@0)">) -> !cute.shape<"(128,128)">
          %e0_402, %e1_403 = cute.get_leaves(%160) : !cute.shape<"(128,128)">
          %tile_404 = cute.make_tile() : () -> !cute.tile<"[128:1;32:1]">
          %div = cute.zipped_divide(%slice_390, %tile_404) : !cute_coord_tensor_7d2abb, !cute.tile<"[128:1;32:1]">
          %iter_405 = cute.get_iter(%div) : !cute_coord_tensor_d48f2b
          %tup_406 = cute.deref_arith_tuple_iter(%iter_405) : !cute_arith_tuple_iter_815f75
          %e0_407, %e1_408, %e2_409 = cute.get_leaves(%tup_406) : !cute_int_tuple_ee97c9
          %161 = cute.get_scalars(%e0_407) : !cute.int_tuple<"?{div=128}">
          %162 = cute.get_scalars(%e1_408) : !cute.int_tuple<"?{div=128}">
          %163 = cute.get_scalars(%e2_409) : !cute.int_tuple<"?">
          %iter_410 = cute.get_iter(%div) : !cute_coord_tensor_d48f2b
          %tup_411 = cute.deref_arith_tuple_iter(%iter_410) : !cute_arith_tuple_iter_815f75
          %e0_412, %e1_413, %e2_414 = cute.get_leaves(%tup_411) : !cute_int_tuple_ee97c9
          %164 = cute.get_scalars(%e0_412) : !cute.int_tuple<"?{div=128}">
          %165 = cute.get_scalars(%e1_413) : !cute.int_tuple<"?{div=128}">
          %166 = cute.get_scalars(%e2_414) : !cute.int_tuple<"?">
          %shape_415 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_416 = cute.make_layout(%shape_415) : !cute.layout<"1:0">
          %lay_417 = cute.get_layout(%view_100) : !memref_smem_bf16_1
          %167 = cute.get_shape(%lay_417) : (!cute_layout_2dea00) -> !cute_shape_28a4fe
          %e0_418, %e1_419, %e2_420, %e3_421, %e4_422, %e5_423 = cute.get_leaves(%167) : !cute_shape_28a4fe
          %grouped_424 = cute.group_modes(%view_100) <0, 2> : (!memref_smem_bf16_1) -> !memref_smem_bf16_11
          %iter_425 = cute.get_iter(%grouped_424) : !memref_smem_bf16_11
          %iter_426 = cute.get_iter(%grouped_424) : !memref_smem_bf16_11
          %coord_427 = cute.make_coord() : () -> !cute.coord<"0">
          %res_smem_tensor_428, %res_target_tensors_429 = cute_nvgpu.atom.tma_partition(%arg4, %coord_427, %lay_416, %grouped_424, %div) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0, !cute.coord<"0">, !cute.layout<"1:0">, !memref_smem_bf16_11, !cute_coord_tensor_d48f2b) -> (!memref_smem_bf16_12, !cute_coord_tensor_e47f1f)
          %iter_430 = cute.get_iter(%res_smem_tensor_428) : !memref_smem_bf16_12
          %iter_431 = cute.get_iter(%res_target_tensors_429) : !cute_coord_tensor_e47f1f
          %tup_432 = cute.deref_arith_tuple_iter(%iter_431) : !cute_arith_tuple_iter_815f75
          %e0_433, %e1_434, %e2_435 = cute.get_leaves(%tup_432) : !cute_int_tuple_ee97c9
          %168 = cute.get_scalars(%e0_433) : !cute.int_tuple<"?{div=128}">
          %169 = cute.get_scalars(%e1_434) : !cute.int_tuple<"?{div=128}">
          %170 = cute.get_scalars(%e2_435) : !cute.int_tuple<"?">
          %lay_436 = cute.get_layout(%div) : !cute_coord_tensor_d48f2b
          %171 = cute.get_shape(%lay_436) : (!cute.layout<"((128,32),(1,4)):((1@1,1@0),(0,32@0))">) -> !cute.shape<"((128,32),(1,4))">
          %e0_437, %e1_438, %e2_439, %e3_440 = cute.get_leaves(%171) : !cute.shape<"((128,32),(1,4))">
          %shape_441 = cute.make_shape() : () -> !cute.shape<"(1,4)">
          %stride_442 = cute.make_stride() : () -> !cute.stride<"(4,1)">
          %lay_443 = cute.make_layout(%shape_441, %stride_442) : !cute.layout<"(1,4):(4,1)">
          %int_tuple_444 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,4)">
          %sz_445 = cute.size(%int_tuple_444) : (!cute.int_tuple<"(1,4)">) -> !cute.int_tuple<"4">
          %e0_446 = cute.get_leaves(%sz_445) : !cute.int_tuple<"4">
          %coord_447 = cute.make_coord() : () -> !cute.coord<"0">
          %172 = cute.memref.load(%retiled, %coord_447) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
          %coord_448 = cute.make_coord() : () -> !cute.coord<"0">
          cute.memref.store(%arg10, %coord_448, %172) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %coord_449 = cute.make_coord() : () -> !cute.coord<"1">
          %173 = cute.memref.load(%retiled, %coord_449) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
          %coord_450 = cute.make_coord() : () -> !cute.coord<"1">
          cute.memref.store(%arg10, %coord_450, %173) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %coord_451 = cute.make_coord() : () -> !cute.coord<"2">
          %174 = cute.memref.load(%retiled, %coord_451) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
          %coord_452 = cute.make_coord() : () -> !cute.coord<"2">
          cute.memref.store(%arg10, %coord_452, %174) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %coord_453 = cute.make_coord() : () -> !cute.coord<"3">
          %175 = cute.memref.load(%retiled, %coord_453) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
          %coord_454 = cute.make_coord() : () -> !cute.coord<"3">
          cute.memref.store(%arg10, %coord_454, %175) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %coord_455 = cute.make_coord() : () -> !cute.coord<"4">
          %176 = cute.memref.load(%retiled, %coord_455) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
          %coord_456 = cute.make_coord() : () -> !cute.coord<"4">
          cute.memref.store(%arg10, %coord_456, %176) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %coord_457 = cute.make_coord() : () -> !cute.coord<"5">
          %177 = cute.memref.load(%retiled, %coord_457) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
          %coord_458 = cute.make_coord() : () -> !cute.coord<"5">
          cute.memref.store(%arg10, %coord_458, %177) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %coord_459 = cute.make_coord() : () -> !cute.coord<"6">
          %178 = cute.memref.load(%retiled, %coord_459) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
          %coord_460 = cute.make_coord() : () -> !cute.coord<"6">
          cute.memref.store(%arg10, %coord_460, %178) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %coord_461 = cute.make_coord() : () -> !cute.coord<"7">
          %179 = cute.memref.load(%retiled, %coord_461) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
          %coord_462 = cute.make_coord() : () -> !cute.coord<"7">
          cute.memref.store(%arg10, %coord_462, %179) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %coord_463 = cute.make_coord() : () -> !cute.coord<"8">
          %180 = cute.memref.load(%retiled, %coord_463) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
          %coord_464 = cute.make_coord() : () -> !cute.coord<"8">
          cute.memref.store(%arg10, %coord_464, %180) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
          %coord_465 = cute.make_coord() : () -> !cute.coord<"9">
          %181 = cute.memref.load(%retiled, %coord_465) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
          %coord_466 = cute.make_coord() : () -> !cute.coord<"9">
          cute.memref.store(%arg10, %coord_466, %181) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
          %coord_467 = cute.make_coord() : () -> !cute.coord<"10">
          %182 = cute.memref.load(%retiled, %coord_467) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
          %coord_468 = cute.make_coord() : () -> !cute.coord<"10">
          cute.memref.store(%arg10, %coord_468, %182) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
          %coord_469 = cute.make_coord() : () -> !cute.coord<"11">
          %183 = cute.memref.load(%retiled, %coord_469) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
          %coord_470 = cute.make_coord() : () -> !cute.coord<"11">
          cute.memref.store(%arg10, %coord_470, %183) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
          %coord_471 = cute.make_coord() : () -> !cute.coord<"12">
          %184 = cute.memref.load(%retiled, %coord_471) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
          %coord_472 = cute.make_coord() : () -> !cute.coord<"12">
          cute.memref.store(%arg10, %coord_472, %184) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
          %coord_473 = cute.make_coord() : () -> !cute.coord<"13">
          %185 = cute.memref.load(%retiled, %coord_473) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
          %coord_474 = cute.make_coord() : () -> !cute.coord<"13">
          cute.memref.store(%arg10, %coord_474, %185) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
          %coord_475 = cute.make_coord() : () -> !cute.coord<"14">
          %186 = cute.memref.load(%retiled, %coord_475) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
          %coord_476 = cute.make_coord() : () -> !cute.coord<"14">
          cute.memref.store(%arg10, %coord_476, %186) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
          %coord_477 = cute.make_coord() : () -> !cute.coord<"15">
          %187 = cute.memref.load(%retiled, %coord_477) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
          %coord_478 = cute.make_coord() : () -> !cute.coord<"15">
          cute.memref.store(%arg10, %coord_478, %187) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
          %lay_479 = cute.get_layout(%arg10) : !memref_rmem_f32_2
          %188 = cute.get_shape(%lay_479) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_480, %e1_481, %e2_482, %e3_483, %e4_484, %e5_485 = cute.get_leaves(%188) : !cute_shape_6fc090
          %189 = cute.memref.load_vec(%arg10) : (!memref_rmem_f32_2) -> vector<16xf32>
          %int_tuple_486 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_487 = cute.size(%int_tuple_486) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_488 = cute.get_leaves(%sz_487) : !cute.int_tuple<"16">
          %190 = arith.truncf %189 : vector<16xf32> to vector<16xbf16>
          %lay_489 = cute.get_layout(%arg21) : !memref_rmem_bf16
          %191 = cute.get_shape(%lay_489) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_490, %e1_491, %e2_492, %e3_493, %e4_494, %e5_495 = cute.get_leaves(%191) : !cute_shape_6fc090
          %int_tuple_496 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_497 = cute.size(%int_tuple_496) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_498 = cute.get_leaves(%sz_497) : !cute.int_tuple<"16">
          %int_tuple_499 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_500 = cute.size(%int_tuple_499) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_501 = cute.get_leaves(%sz_500) : !cute.int_tuple<"16">
          cute.memref.store_vec(%190, %arg21) : (vector<16xbf16>, !memref_rmem_bf16) -> ()
          %coord_502 = cute.make_coord(%arg11) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_503 = cute.slice(%dst_partitioned, %coord_502) : !memref_smem_bf16_9, !cute.coord<"(_,_,_,?)">
          %iter_504 = cute.get_iter(%slice_503) : !memref_smem_bf16_13
          %iter_505 = cute.get_iter(%slice_503) : !memref_smem_bf16_13
          %lay_506 = cute.get_layout(%slice_503) : !memref_smem_bf16_13
          %192 = cute.get_shape(%lay_506) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_507, %e1_508, %e2_509, %e3_510, %e4_511 = cute.get_leaves(%192) : !cute.shape<"(((2,4),1),1,2)">
          %shape_512 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_513 = cute.make_layout(%shape_512) : !cute.layout<"1:0">
          %append = cute.append_to_rank<2> (%lay_489, %lay_513) : !cute_layout_07db63, !cute.layout<"1:0">
          %view_514 = cute.make_view(%iter_367, %append) : !memref_rmem_bf16
          %iter_515 = cute.get_iter(%view_514) : !memref_rmem_bf16
          %lay_516 = cute.get_layout(%view_514) : !memref_rmem_bf16
          %193 = cute.get_shape(%lay_516) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_517, %e1_518, %e2_519, %e3_520, %e4_521, %e5_522 = cute.get_leaves(%193) : !cute_shape_6fc090
          %grouped_523 = cute.group_modes(%view_514) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
          %iter_524 = cute.get_iter(%grouped_523) : !memref_rmem_bf16_1
          %iter_525 = cute.get_iter(%grouped_523) : !memref_rmem_bf16_1
          %shape_526 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_527 = cute.make_layout(%shape_526) : !cute.layout<"1:0">
          %append_528 = cute.append_to_rank<2> (%lay_506, %lay_527) : !cute_layout_70c0fe, !cute.layout<"1:0">
          %view_529 = cute.make_view(%iter_505, %append_528) : !memref_smem_bf16_13
          %iter_530 = cute.get_iter(%view_529) : !memref_smem_bf16_13
          %lay_531 = cute.get_layout(%view_529) : !memref_smem_bf16_13
          %194 = cute.get_shape(%lay_531) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_532, %e1_533, %e2_534, %e3_535, %e4_536 = cute.get_leaves(%194) : !cute.shape<"(((2,4),1),1,2)">
          %grouped_537 = cute.group_modes(%view_529) <1, 3> : (!memref_smem_bf16_13) -> !memref_smem_bf16_14
          %iter_538 = cute.get_iter(%grouped_537) : !memref_smem_bf16_14
          %iter_539 = cute.get_iter(%grouped_537) : !memref_smem_bf16_14
          %lay_540 = cute.get_layout(%grouped_523) : !memref_rmem_bf16_1
          %195 = cute.get_shape(%lay_540) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_541, %e1_542, %e2_543, %e3_544, %e4_545, %e5_546 = cute.get_leaves(%195) : !cute_shape_b5193b
          %lay_547 = cute.get_layout(%grouped_537) : !memref_smem_bf16_14
          %196 = cute.get_shape(%lay_547) : (!cute_layout_449a82) -> !cute_shape_c0241c
          %e0_548, %e1_549, %e2_550, %e3_551, %e4_552 = cute.get_leaves(%196) : !cute_shape_c0241c
          %sz_553 = cute.size(%grouped_523) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"2">
          %e0_554 = cute.get_leaves(%sz_553) : !cute.int_tuple<"2">
          %sz_555 = cute.size(%grouped_537) <{mode = [1]}> : (!memref_smem_bf16_14) -> !cute.int_tuple<"2">
          %e0_556 = cute.get_leaves(%sz_555) : !cute.int_tuple<"2">
          cute.copy(%127, %grouped_523, %grouped_537) : (!copy_stsm_4_1, !memref_rmem_bf16_1, !memref_smem_bf16_14)
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %c256_i32 = arith.constant 256 : i32
          nvvm.barrier id = %c1_i32_388 number_of_threads = %c256_i32
          %197 = arith.cmpi eq, %15, %c4_i32 : i32
          %198 = scf.if %197 -> (!cute.layout<"(1,4):(4,1)">) {
            %coord_854 = cute.make_coord(%arg11) : (i32) -> !cute.coord<"(_,?)">
            %slice_855 = cute.slice(%res_smem_tensor_428, %coord_854) : !memref_smem_bf16_12, !cute.coord<"(_,?)">
            %iter_856 = cute.get_iter(%slice_855) : !memref_smem_bf16_15
            %iter_857 = cute.get_iter(%slice_855) : !memref_smem_bf16_15
            %c0_i32_858 = arith.constant 0 : i32
            %283 = cute.get_hier_coord(%c0_i32_858, %lay_443) : (i32, !cute.layout<"(1,4):(4,1)">) -> !cute.coord<"(0,0)">
            %e0_859, %e1_860 = cute.get_leaves(%283) : !cute.coord<"(0,0)">
            %coord_861 = cute.make_coord() : () -> !cute.coord<"(_,(0,0))">
            %slice_862 = cute.slice(%res_target_tensors_429, %coord_861) : !cute_coord_tensor_e47f1f, !cute.coord<"(_,(0,0))">
            %iter_863 = cute.get_iter(%slice_862) : !cute_coord_tensor_00c3a7
            %tup_864 = cute.deref_arith_tuple_iter(%iter_863) : !cute_arith_tuple_iter_815f75
            %e0_865, %e1_866, %e2_867 = cute.get_leaves(%tup_864) : !cute_int_tuple_ee97c9
            %284 = cute.get_scalars(%e0_865) : !cute.int_tuple<"?{div=128}">
            %285 = cute.get_scalars(%e1_866) : !cute.int_tuple<"?{div=128}">
            %286 = cute.get_scalars(%e2_867) : !cute.int_tuple<"?">
            %iter_868 = cute.get_iter(%slice_862) : !cute_coord_tensor_00c3a7
            %tup_869 = cute.deref_arith_tuple_iter(%iter_868) : !cute_arith_tuple_iter_815f75
            %e0_870, %e1_871, %e2_872 = cute.get_leaves(%tup_869) : !cute_int_tuple_ee97c9
            %287 = cute.get_scalars(%e0_870) : !cute.int_tuple<"?{div=128}">
            %288 = cute.get_scalars(%e1_871) : !cute.int_tuple<"?{div=128}">
            %289 = cute.get_scalars(%e2_872) : !cute.int_tuple<"?">
            %lay_873 = cute.get_layout(%slice_855) : !memref_smem_bf16_15
            %290 = cute.get_shape(%lay_873) : (!cute_layout_247bff) -> !cute.shape<"((4096,1))">
            %e0_874, %e1_875 = cute.get_leaves(%290) : !cute.shape<"((4096,1))">
            %lay_876 = cute.get_layout(%slice_862) : !cute_coord_tensor_00c3a7
            %291 = cute.get_shape(%lay_876) : (!cute_layout_66697d) -> !cute.shape<"(((32,128),1))">
            %e0_877, %e1_878, %e2_879 = cute.get_leaves(%291) : !cute.shape<"(((32,128),1))">
            %shape_880 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_881 = cute.make_layout(%shape_880) : !cute.layout<"1:0">
            %append_882 = cute.append_to_rank<2> (%lay_873, %lay_881) : !cute_layout_247bff, !cute.layout<"1:0">
            %view_883 = cute.make_view(%iter_857, %append_882) : !memref_smem_bf16_16
            %iter_884 = cute.get_iter(%view_883) : !memref_smem_bf16_16
            %lay_885 = cute.get_layout(%view_883) : !memref_smem_bf16_16
            %292 = cute.get_shape(%lay_885) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_886, %e1_887, %e2_888 = cute.get_leaves(%292) : !cute.shape<"((4096,1),1)">
            %grouped_889 = cute.group_modes(%view_883) <1, 2> : (!memref_smem_bf16_16) -> !memref_smem_bf16_17
            %iter_890 = cute.get_iter(%grouped_889) : !memref_smem_bf16_17
            %iter_891 = cute.get_iter(%grouped_889) : !memref_smem_bf16_17
            %shape_892 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_893 = cute.make_layout(%shape_892) : !cute.layout<"1:0">
            %append_894 = cute.append_to_rank<2> (%lay_876, %lay_893) : !cute_layout_66697d, !cute.layout<"1:0">
            %int_tuple_895 = cute.make_int_tuple(%e0_870, %e1_871, %e2_872) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ee97c9
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_895) : (!cute_int_tuple_ee97c9) -> !cute_arith_tuple_iter_815f75
            %view_896 = cute.make_view(%int_tup_iter, %append_894) : !cute_coord_tensor_1d57d5
            %iter_897 = cute.get_iter(%view_896) : !cute_coord_tensor_1d57d5
            %tup_898 = cute.deref_arith_tuple_iter(%iter_897) : !cute_arith_tuple_iter_815f75
            %e0_899, %e1_900, %e2_901 = cute.get_leaves(%tup_898) : !cute_int_tuple_ee97c9
            %293 = cute.get_scalars(%e0_899) : !cute.int_tuple<"?{div=128}">
            %294 = cute.get_scalars(%e1_900) : !cute.int_tuple<"?{div=128}">
            %295 = cute.get_scalars(%e2_901) : !cute.int_tuple<"?">
            %lay_902 = cute.get_layout(%view_896) : !cute_coord_tensor_1d57d5
            %296 = cute.get_shape(%lay_902) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_903, %e1_904, %e2_905, %e3_906 = cute.get_leaves(%296) : !cute.shape<"(((32,128),1),1)">
            %grouped_907 = cute.group_modes(%view_896) <1, 2> : (!cute_coord_tensor_1d57d5) -> !cute_coord_tensor_44cde4
            %iter_908 = cute.get_iter(%grouped_907) : !cute_coord_tensor_44cde4
            %tup_909 = cute.deref_arith_tuple_iter(%iter_908) : !cute_arith_tuple_iter_815f75
            %e0_910, %e1_911, %e2_912 = cute.get_leaves(%tup_909) : !cute_int_tuple_ee97c9
            %297 = cute.get_scalars(%e0_910) : !cute.int_tuple<"?{div=128}">
            %298 = cute.get_scalars(%e1_911) : !cute.int_tuple<"?{div=128}">
            %299 = cute.get_scalars(%e2_912) : !cute.int_tuple<"?">
            %iter_913 = cute.get_iter(%grouped_907) : !cute_coord_tensor_44cde4
            %tup_914 = cute.deref_arith_tuple_iter(%iter_913) : !cute_arith_tuple_iter_815f75
            %e0_915, %e1_916, %e2_917 = cute.get_leaves(%tup_914) : !cute_int_tuple_ee97c9
            %300 = cute.get_scalars(%e0_915) : !cute.int_tuple<"?{div=128}">
            %301 = cute.get_scalars(%e1_916) : !cute.int_tuple<"?{div=128}">
            %302 = cute.get_scalars(%e2_917) : !cute.int_tuple<"?">
            %lay_918 = cute.get_layout(%grouped_889) : !memref_smem_bf16_17
            %303 = cute.get_shape(%lay_918) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_919, %e1_920, %e2_921 = cute.get_leaves(%303) : !cute.shape<"((4096,1),(1))">
            %lay_922 = cute.get_layout(%grouped_907) : !cute_coord_tensor_44cde4
            %304 = cute.get_shape(%lay_922) : (!cute_layout_175aab) -> !cute_shape_018bee
            %e0_923, %e1_924, %e2_925, %e3_926 = cute.get_leaves(%304) : !cute_shape_018bee
            %sz_927 = cute.size(%grouped_889) <{mode = [1]}> : (!memref_smem_bf16_17) -> !cute.int_tuple<"1">
            %e0_928 = cute.get_leaves(%sz_927) : !cute.int_tuple<"1">
            %sz_929 = cute.size(%grouped_907) <{mode = [1]}> : (!cute_coord_tensor_44cde4) -> !cute.int_tuple<"1">
            %e0_930 = cute.get_leaves(%sz_929) : !cute.int_tuple<"1">
            %305 = cute_nvgpu.atom.make_exec_tma(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
            cute.copy(%305, %grouped_889, %grouped_907) : (!cute_nvgpu_atom_tma_store_a82a14, !memref_smem_bf16_17, !cute_coord_tensor_44cde4)
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
            scf.yield %lay_443 : !cute.layout<"(1,4):(4,1)">
          } else {
            scf.yield %lay_443 : !cute.layout<"(1,4):(4,1)">
          }
          nvvm.barrier id = %c1_i32_388 number_of_threads = %c256_i32
          %199 = arith.addi %arg11, %c1_i32 : i32
          %200 = arith.remsi %199, %c4_i32 : i32
          %coord_557 = cute.make_coord() : () -> !cute.coord<"16">
          %201 = cute.memref.load(%retiled, %coord_557) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
          %coord_558 = cute.make_coord() : () -> !cute.coord<"0">
          cute.memref.store(%arg10, %coord_558, %201) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %coord_559 = cute.make_coord() : () -> !cute.coord<"17">
          %202 = cute.memref.load(%retiled, %coord_559) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
          %coord_560 = cute.make_coord() : () -> !cute.coord<"1">
          cute.memref.store(%arg10, %coord_560, %202) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %coord_561 = cute.make_coord() : () -> !cute.coord<"18">
          %203 = cute.memref.load(%retiled, %coord_561) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
          %coord_562 = cute.make_coord() : () -> !cute.coord<"2">
          cute.memref.store(%arg10, %coord_562, %203) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %coord_563 = cute.make_coord() : () -> !cute.coord<"19">
          %204 = cute.memref.load(%retiled, %coord_563) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
          %coord_564 = cute.make_coord() : () -> !cute.coord<"3">
          cute.memref.store(%arg10, %coord_564, %204) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %coord_565 = cute.make_coord() : () -> !cute.coord<"20">
          %205 = cute.memref.load(%retiled, %coord_565) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
          %coord_566 = cute.make_coord() : () -> !cute.coord<"4">
          cute.memref.store(%arg10, %coord_566, %205) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %coord_567 = cute.make_coord() : () -> !cute.coord<"21">
          %206 = cute.memref.load(%retiled, %coord_567) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
          %coord_568 = cute.make_coord() : () -> !cute.coord<"5">
          cute.memref.store(%arg10, %coord_568, %206) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %coord_569 = cute.make_coord() : () -> !cute.coord<"22">
          %207 = cute.memref.load(%retiled, %coord_569) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
          %coord_570 = cute.make_coord() : () -> !cute.coord<"6">
          cute.memref.store(%arg10, %coord_570, %207) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %coord_571 = cute.make_coord() : () -> !cute.coord<"23">
          %208 = cute.memref.load(%retiled, %coord_571) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
          %coord_572 = cute.make_coord() : () -> !cute.coord<"7">
          cute.memref.store(%arg10, %coord_572, %208) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %coord_573 = cute.make_coord() : () -> !cute.coord<"24">
          %209 = cute.memref.load(%retiled, %coord_573) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
          %coord_574 = cute.make_coord() : () -> !cute.coord<"8">
          cute.memref.store(%arg10, %coord_574, %209) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
          %coord_575 = cute.make_coord() : () -> !cute.coord<"25">
          %210 = cute.memref.load(%retiled, %coord_575) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
          %coord_576 = cute.make_coord() : () -> !cute.coord<"9">
          cute.memref.store(%arg10, %coord_576, %210) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
          %coord_577 = cute.make_coord() : () -> !cute.coord<"26">
          %211 = cute.memref.load(%retiled, %coord_577) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
          %coord_578 = cute.make_coord() : () -> !cute.coord<"10">
          cute.memref.store(%arg10, %coord_578, %211) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
          %coord_579 = cute.make_coord() : () -> !cute.coord<"27">
          %212 = cute.memref.load(%retiled, %coord_579) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
          %coord_580 = cute.make_coord() : () -> !cute.coord<"11">
          cute.memref.store(%arg10, %coord_580, %212) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
          %coord_581 = cute.make_coord() : () -> !cute.coord<"28">
          %213 = cute.memref.load(%retiled, %coord_581) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
          %coord_582 = cute.make_coord() : () -> !cute.coord<"12">
          cute.memref.store(%arg10, %coord_582, %213) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
          %coord_583 = cute.make_coord() : () -> !cute.coord<"29">
          %214 = cute.memref.load(%retiled, %coord_583) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
          %coord_584 = cute.make_coord() : () -> !cute.coord<"13">
          cute.memref.store(%arg10, %coord_584, %214) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
          %coord_585 = cute.make_coord() : () -> !cute.coord<"30">
          %215 = cute.memref.load(%retiled, %coord_585) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
          %coord_586 = cute.make_coord() : () -> !cute.coord<"14">
          cute.memref.store(%arg10, %coord_586, %215) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
          %coord_587 = cute.make_coord() : () -> !cute.coord<"31">
          %216 = cute.memref.load(%retiled, %coord_587) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
          %coord_588 = cute.make_coord() : () -> !cute.coord<"15">
          cute.memref.store(%arg10, %coord_588, %216) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
          %217 = cute.memref.load_vec(%arg10) : (!memref_rmem_f32_2) -> vector<16xf32>
          %int_tuple_589 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_590 = cute.size(%int_tuple_589) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_591 = cute.get_leaves(%sz_590) : !cute.int_tuple<"16">
          %218 = arith.truncf %217 : vector<16xf32> to vector<16xbf16>
          %int_tuple_592 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_593 = cute.size(%int_tuple_592) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_594 = cute.get_leaves(%sz_593) : !cute.int_tuple<"16">
          %int_tuple_595 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_596 = cute.size(%int_tuple_595) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_597 = cute.get_leaves(%sz_596) : !cute.int_tuple<"16">
          cute.memref.store_vec(%218, %arg21) : (vector<16xbf16>, !memref_rmem_bf16) -> ()
          %coord_598 = cute.make_coord(%200) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_599 = cute.slice(%dst_partitioned, %coord_598) : !memref_smem_bf16_9, !cute.coord<"(_,_,_,?)">
          %iter_600 = cute.get_iter(%slice_599) : !memref_smem_bf16_13
          %iter_601 = cute.get_iter(%slice_599) : !memref_smem_bf16_13
          %lay_602 = cute.get_layout(%slice_599) : !memref_smem_bf16_13
          %219 = cute.get_shape(%lay_602) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_603, %e1_604, %e2_605, %e3_606, %e4_607 = cute.get_leaves(%219) : !cute.shape<"(((2,4),1),1,2)">
          %shape_608 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_609 = cute.make_layout(%shape_608) : !cute.layout<"1:0">
          %append_610 = cute.append_to_rank<2> (%lay_489, %lay_609) : !cute_layout_07db63, !cute.layout<"1:0">
          %view_611 = cute.make_view(%iter_367, %append_610) : !memref_rmem_bf16
          %iter_612 = cute.get_iter(%view_611) : !memref_rmem_bf16
          %lay_613 = cute.get_layout(%view_611) : !memref_rmem_bf16
          %220 = cute.get_shape(%lay_613) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_614, %e1_615, %e2_616, %e3_617, %e4_618, %e5_619 = cute.get_leaves(%220) : !cute_shape_6fc090
          %grouped_620 = cute.group_modes(%view_611) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
          %iter_621 = cute.get_iter(%grouped_620) : !memref_rmem_bf16_1
          %iter_622 = cute.get_iter(%grouped_620) : !memref_rmem_bf16_1
          %shape_623 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_624 = cute.make_layout(%shape_623) : !cute.layout<"1:0">
          %append_625 = cute.append_to_rank<2> (%lay_602, %lay_624) : !cute_layout_70c0fe, !cute.layout<"1:0">
          %view_626 = cute.make_view(%iter_601, %append_625) : !memref_smem_bf16_13
          %iter_627 = cute.get_iter(%view_626) : !memref_smem_bf16_13
          %lay_628 = cute.get_layout(%view_626) : !memref_smem_bf16_13
          %221 = cute.get_shape(%lay_628) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_629, %e1_630, %e2_631, %e3_632, %e4_633 = cute.get_leaves(%221) : !cute.shape<"(((2,4),1),1,2)">
          %grouped_634 = cute.group_modes(%view_626) <1, 3> : (!memref_smem_bf16_13) -> !memref_smem_bf16_14
          %iter_635 = cute.get_iter(%grouped_634) : !memref_smem_bf16_14
          %iter_636 = cute.get_iter(%grouped_634) : !memref_smem_bf16_14
          %lay_637 = cute.get_layout(%grouped_620) : !memref_rmem_bf16_1
          %222 = cute.get_shape(%lay_637) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_638, %e1_639, %e2_640, %e3_641, %e4_642, %e5_643 = cute.get_leaves(%222) : !cute_shape_b5193b
          %lay_644 = cute.get_layout(%grouped_634) : !memref_smem_bf16_14
          %223 = cute.get_shape(%lay_644) : (!cute_layout_449a82) -> !cute_shape_c0241c
          %e0_645, %e1_646, %e2_647, %e3_648, %e4_649 = cute.get_leaves(%223) : !cute_shape_c0241c
          %sz_650 = cute.size(%grouped_620) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"2">
          %e0_651 = cute.get_leaves(%sz_650) : !cute.int_tuple<"2">
          %sz_652 = cute.size(%grouped_634) <{mode = [1]}> : (!memref_smem_bf16_14) -> !cute.int_tuple<"2">
          %e0_653 = cute.get_leaves(%sz_652) : !cute.int_tuple<"2">
          cute.copy(%127, %grouped_620, %grouped_634) : (!copy_stsm_4_1, !memref_rmem_bf16_1, !memref_smem_bf16_14)
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32_388 number_of_threads = %c256_i32
          %224 = arith.cmpi eq, %15, %c4_i32 : i32
          %225 = scf.if %224 -> (!cute.layout<"(1,4):(4,1)">) {
            %coord_854 = cute.make_coord(%200) : (i32) -> !cute.coord<"(_,?)">
            %slice_855 = cute.slice(%res_smem_tensor_428, %coord_854) : !memref_smem_bf16_12, !cute.coord<"(_,?)">
            %iter_856 = cute.get_iter(%slice_855) : !memref_smem_bf16_15
            %iter_857 = cute.get_iter(%slice_855) : !memref_smem_bf16_15
            %c1_i32_858 = arith.constant 1 : i32
            %283 = cute.get_hier_coord(%c1_i32_858, %198) : (i32, !cute.layout<"(1,4):(4,1)">) -> !cute.coord<"(0,1)">
            %e0_859, %e1_860 = cute.get_leaves(%283) : !cute.coord<"(0,1)">
            %coord_861 = cute.make_coord() : () -> !cute.coord<"(_,(0,1))">
            %slice_862 = cute.slice(%res_target_tensors_429, %coord_861) : !cute_coord_tensor_e47f1f, !cute.coord<"(_,(0,1))">
            %iter_863 = cute.get_iter(%slice_862) : !cute_coord_tensor_be953c
            %tup_864 = cute.deref_arith_tuple_iter(%iter_863) : !cute_arith_tuple_iter_df6bff
            %e0_865, %e1_866, %e2_867 = cute.get_leaves(%tup_864) : !cute_int_tuple_36697f
            %284 = cute.get_scalars(%e0_865) : !cute.int_tuple<"?{div=32}">
            %285 = cute.get_scalars(%e1_866) : !cute.int_tuple<"?{div=128}">
            %286 = cute.get_scalars(%e2_867) : !cute.int_tuple<"?">
            %iter_868 = cute.get_iter(%slice_862) : !cute_coord_tensor_be953c
            %tup_869 = cute.deref_arith_tuple_iter(%iter_868) : !cute_arith_tuple_iter_df6bff
            %e0_870, %e1_871, %e2_872 = cute.get_leaves(%tup_869) : !cute_int_tuple_36697f
            %287 = cute.get_scalars(%e0_870) : !cute.int_tuple<"?{div=32}">
            %288 = cute.get_scalars(%e1_871) : !cute.int_tuple<"?{div=128}">
            %289 = cute.get_scalars(%e2_872) : !cute.int_tuple<"?">
            %lay_873 = cute.get_layout(%slice_855) : !memref_smem_bf16_15
            %290 = cute.get_shape(%lay_873) : (!cute_layout_247bff) -> !cute.shape<"((4096,1))">
            %e0_874, %e1_875 = cute.get_leaves(%290) : !cute.shape<"((4096,1))">
            %lay_876 = cute.get_layout(%slice_862) : !cute_coord_tensor_be953c
            %291 = cute.get_shape(%lay_876) : (!cute_layout_66697d) -> !cute.shape<"(((32,128),1))">
            %e0_877, %e1_878, %e2_879 = cute.get_leaves(%291) : !cute.shape<"(((32,128),1))">
            %shape_880 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_881 = cute.make_layout(%shape_880) : !cute.layout<"1:0">
            %append_882 = cute.append_to_rank<2> (%lay_873, %lay_881) : !cute_layout_247bff, !cute.layout<"1:0">
            %view_883 = cute.make_view(%iter_857, %append_882) : !memref_smem_bf16_16
            %iter_884 = cute.get_iter(%view_883) : !memref_smem_bf16_16
            %lay_885 = cute.get_layout(%view_883) : !memref_smem_bf16_16
            %292 = cute.get_shape(%lay_885) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_886, %e1_887, %e2_888 = cute.get_leaves(%292) : !cute.shape<"((4096,1),1)">
            %grouped_889 = cute.group_modes(%view_883) <1, 2> : (!memref_smem_bf16_16) -> !memref_smem_bf16_17
            %iter_890 = cute.get_iter(%grouped_889) : !memref_smem_bf16_17
            %iter_891 = cute.get_iter(%grouped_889) : !memref_smem_bf16_17
            %shape_892 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_893 = cute.make_layout(%shape_892) : !cute.layout<"1:0">
            %append_894 = cute.append_to_rank<2> (%lay_876, %lay_893) : !cute_layout_66697d, !cute.layout<"1:0">
            %int_tuple_895 = cute.make_int_tuple(%e0_870, %e1_871, %e2_872) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_36697f
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_895) : (!cute_int_tuple_36697f) -> !cute_arith_tuple_iter_df6bff
            %view_896 = cute.make_view(%int_tup_iter, %append_894) : !cute_coord_tensor_8c717f
            %iter_897 = cute.get_iter(%view_896) : !cute_coord_tensor_8c717f
            %tup_898 = cute.deref_arith_tuple_iter(%iter_897) : !cute_arith_tuple_iter_df6bff
            %e0_899, %e1_900, %e2_901 = cute.get_leaves(%tup_898) : !cute_int_tuple_36697f
            %293 = cute.get_scalars(%e0_899) : !cute.int_tuple<"?{div=32}">
            %294 = cute.get_scalars(%e1_900) : !cute.int_tuple<"?{div=128}">
            %295 = cute.get_scalars(%e2_901) : !cute.int_tuple<"?">
            %lay_902 = cute.get_layout(%view_896) : !cute_coord_tensor_8c717f
            %296 = cute.get_shape(%lay_902) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_903, %e1_904, %e2_905, %e3_906 = cute.get_leaves(%296) : !cute.shape<"(((32,128),1),1)">
            %grouped_907 = cute.group_modes(%view_896) <1, 2> : (!cute_coord_tensor_8c717f) -> !cute_coord_tensor_1abc17
            %iter_908 = cute.get_iter(%grouped_907) : !cute_coord_tensor_1abc17
            %tup_909 = cute.deref_arith_tuple_iter(%iter_908) : !cute_arith_tuple_iter_df6bff
            %e0_910, %e1_911, %e2_912 = cute.get_leaves(%tup_909) : !cute_int_tuple_36697f
            %297 = cute.get_scalars(%e0_910) : !cute.int_tuple<"?{div=32}">
            %298 = cute.get_scalars(%e1_911) : !cute.int_tuple<"?{div=128}">
            %299 = cute.get_scalars(%e2_912) : !cute.int_tuple<"?">
            %iter_913 = cute.get_iter(%grouped_907) : !cute_coord_tensor_1abc17
            %tup_914 = cute.deref_arith_tuple_iter(%iter_913) : !cute_arith_tuple_iter_df6bff
            %e0_915, %e1_916, %e2_917 = cute.get_leaves(%tup_914) : !cute_int_tuple_36697f
            %300 = cute.get_scalars(%e0_915) : !cute.int_tuple<"?{div=32}">
            %301 = cute.get_scalars(%e1_916) : !cute.int_tuple<"?{div=128}">
            %302 = cute.get_scalars(%e2_917) : !cute.int_tuple<"?">
            %lay_918 = cute.get_layout(%grouped_889) : !memref_smem_bf16_17
            %303 = cute.get_shape(%lay_918) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_919, %e1_920, %e2_921 = cute.get_leaves(%303) : !cute.shape<"((4096,1),(1))">
            %lay_922 = cute.get_layout(%grouped_907) : !cute_coord_tensor_1abc17
            %304 = cute.get_shape(%lay_922) : (!cute_layout_175aab) -> !cute_shape_018bee
            %e0_923, %e1_924, %e2_925, %e3_926 = cute.get_leaves(%304) : !cute_shape_018bee
            %sz_927 = cute.size(%grouped_889) <{mode = [1]}> : (!memref_smem_bf16_17) -> !cute.int_tuple<"1">
            %e0_928 = cute.get_leaves(%sz_927) : !cute.int_tuple<"1">
            %sz_929 = cute.size(%grouped_907) <{mode = [1]}> : (!cute_coord_tensor_1abc17) -> !cute.int_tuple<"1">
            %e0_930 = cute.get_leaves(%sz_929) : !cute.int_tuple<"1">
            %305 = cute_nvgpu.atom.make_exec_tma(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
            cute.copy(%305, %grouped_889, %grouped_907) : (!cute_nvgpu_atom_tma_store_a82a14, !memref_smem_bf16_17, !cute_coord_tensor_1abc17)
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
            scf.yield %198 : !cute.layout<"(1,4):(4,1)">
          } else {
            scf.yield %198 : !cute.layout<"(1,4):(4,1)">
          }
          nvvm.barrier id = %c1_i32_388 number_of_threads = %c256_i32
          %226 = arith.addi %200, %c1_i32 : i32
          %227 = arith.remsi %226, %c4_i32 : i32
          %coord_654 = cute.make_coord() : () -> !cute.coord<"32">
          %228 = cute.memref.load(%retiled, %coord_654) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
          %coord_655 = cute.make_coord() : () -> !cute.coord<"0">
          cute.memref.store(%arg10, %coord_655, %228) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %coord_656 = cute.make_coord() : () -> !cute.coord<"33">
          %229 = cute.memref.load(%retiled, %coord_656) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
          %coord_657 = cute.make_coord() : () -> !cute.coord<"1">
          cute.memref.store(%arg10, %coord_657, %229) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %coord_658 = cute.make_coord() : () -> !cute.coord<"34">
          %230 = cute.memref.load(%retiled, %coord_658) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
          %coord_659 = cute.make_coord() : () -> !cute.coord<"2">
          cute.memref.store(%arg10, %coord_659, %230) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %coord_660 = cute.make_coord() : () -> !cute.coord<"35">
          %231 = cute.memref.load(%retiled, %coord_660) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
          %coord_661 = cute.make_coord() : () -> !cute.coord<"3">
          cute.memref.store(%arg10, %coord_661, %231) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %coord_662 = cute.make_coord() : () -> !cute.coord<"36">
          %232 = cute.memref.load(%retiled, %coord_662) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
          %coord_663 = cute.make_coord() : () -> !cute.coord<"4">
          cute.memref.store(%arg10, %coord_663, %232) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %coord_664 = cute.make_coord() : () -> !cute.coord<"37">
          %233 = cute.memref.load(%retiled, %coord_664) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
          %coord_665 = cute.make_coord() : () -> !cute.coord<"5">
          cute.memref.store(%arg10, %coord_665, %233) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %coord_666 = cute.make_coord() : () -> !cute.coord<"38">
          %234 = cute.memref.load(%retiled, %coord_666) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
          %coord_667 = cute.make_coord() : () -> !cute.coord<"6">
          cute.memref.store(%arg10, %coord_667, %234) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %coord_668 = cute.make_coord() : () -> !cute.coord<"39">
          %235 = cute.memref.load(%retiled, %coord_668) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
          %coord_669 = cute.make_coord() : () -> !cute.coord<"7">
          cute.memref.store(%arg10, %coord_669, %235) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %coord_670 = cute.make_coord() : () -> !cute.coord<"40">
          %236 = cute.memref.load(%retiled, %coord_670) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
          %coord_671 = cute.make_coord() : () -> !cute.coord<"8">
          cute.memref.store(%arg10, %coord_671, %236) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
          %coord_672 = cute.make_coord() : () -> !cute.coord<"41">
          %237 = cute.memref.load(%retiled, %coord_672) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
          %coord_673 = cute.make_coord() : () -> !cute.coord<"9">
          cute.memref.store(%arg10, %coord_673, %237) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
          %coord_674 = cute.make_coord() : () -> !cute.coord<"42">
          %238 = cute.memref.load(%retiled, %coord_674) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
          %coord_675 = cute.make_coord() : () -> !cute.coord<"10">
          cute.memref.store(%arg10, %coord_675, %238) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
          %coord_676 = cute.make_coord() : () -> !cute.coord<"43">
          %239 = cute.memref.load(%retiled, %coord_676) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
          %coord_677 = cute.make_coord() : () -> !cute.coord<"11">
          cute.memref.store(%arg10, %coord_677, %239) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
          %coord_678 = cute.make_coord() : () -> !cute.coord<"44">
          %240 = cute.memref.load(%retiled, %coord_678) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
          %coord_679 = cute.make_coord() : () -> !cute.coord<"12">
          cute.memref.store(%arg10, %coord_679, %240) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
          %coord_680 = cute.make_coord() : () -> !cute.coord<"45">
          %241 = cute.memref.load(%retiled, %coord_680) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
          %coord_681 = cute.make_coord() : () -> !cute.coord<"13">
          cute.memref.store(%arg10, %coord_681, %241) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
          %coord_682 = cute.make_coord() : () -> !cute.coord<"46">
          %242 = cute.memref.load(%retiled, %coord_682) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
          %coord_683 = cute.make_coord() : () -> !cute.coord<"14">
          cute.memref.store(%arg10, %coord_683, %242) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
          %coord_684 = cute.make_coord() : () -> !cute.coord<"47">
          %243 = cute.memref.load(%retiled, %coord_684) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
          %coord_685 = cute.make_coord() : () -> !cute.coord<"15">
          cute.memref.store(%arg10, %coord_685, %243) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
          %244 = cute.memref.load_vec(%arg10) : (!memref_rmem_f32_2) -> vector<16xf32>
          %int_tuple_686 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_687 = cute.size(%int_tuple_686) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_688 = cute.get_leaves(%sz_687) : !cute.int_tuple<"16">
          %245 = arith.truncf %244 : vector<16xf32> to vector<16xbf16>
          %int_tuple_689 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_690 = cute.size(%int_tuple_689) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_691 = cute.get_leaves(%sz_690) : !cute.int_tuple<"16">
          %int_tuple_692 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_693 = cute.size(%int_tuple_692) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_694 = cute.get_leaves(%sz_693) : !cute.int_tuple<"16">
          cute.memref.store_vec(%245, %arg21) : (vector<16xbf16>, !memref_rmem_bf16) -> ()
          %coord_695 = cute.make_coord(%227) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_696 = cute.slice(%dst_partitioned, %coord_695) : !memref_smem_bf16_9, !cute.coord<"(_,_,_,?)">
          %iter_697 = cute.get_iter(%slice_696) : !memref_smem_bf16_13
          %iter_698 = cute.get_iter(%slice_696) : !memref_smem_bf16_13
          %lay_699 = cute.get_layout(%slice_696) : !memref_smem_bf16_13
          %246 = cute.get_shape(%lay_699) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_700, %e1_701, %e2_702, %e3_703, %e4_704 = cute.get_leaves(%246) : !cute.shape<"(((2,4),1),1,2)">
          %shape_705 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_706 = cute.make_layout(%shape_705) : !cute.layout<"1:0">
          %append_707 = cute.append_to_rank<2> (%lay_489, %lay_706) : !cute_layout_07db63, !cute.layout<"1:0">
          %view_708 = cute.make_view(%iter_367, %append_707) : !memref_rmem_bf16
          %iter_709 = cute.get_iter(%view_708) : !memref_rmem_bf16
          %lay_710 = cute.get_layout(%view_708) : !memref_rmem_bf16
          %247 = cute.get_shape(%lay_710) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_711, %e1_712, %e2_713, %e3_714, %e4_715, %e5_716 = cute.get_leaves(%247) : !cute_shape_6fc090
          %grouped_717 = cute.group_modes(%view_708) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
          %iter_718 = cute.get_iter(%grouped_717) : !memref_rmem_bf16_1
          %iter_719 = cute.get_iter(%grouped_717) : !memref_rmem_bf16_1
          %shape_720 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_721 = cute.make_layout(%shape_720) : !cute.layout<"1:0">
          %append_722 = cute.append_to_rank<2> (%lay_699, %lay_721) : !cute_layout_70c0fe, !cute.layout<"1:0">
          %view_723 = cute.make_view(%iter_698, %append_722) : !memref_smem_bf16_13
          %iter_724 = cute.get_iter(%view_723) : !memref_smem_bf16_13
          %lay_725 = cute.get_layout(%view_723) : !memref_smem_bf16_13
          %248 = cute.get_shape(%lay_725) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_726, %e1_727, %e2_728, %e3_729, %e4_730 = cute.get_leaves(%248) : !cute.shape<"(((2,4),1),1,2)">
          %grouped_731 = cute.group_modes(%view_723) <1, 3> : (!memref_smem_bf16_13) -> !memref_smem_bf16_14
          %iter_732 = cute.get_iter(%grouped_731) : !memref_smem_bf16_14
          %iter_733 = cute.get_iter(%grouped_731) : !memref_smem_bf16_14
          %lay_734 = cute.get_layout(%grouped_717) : !memref_rmem_bf16_1
          %249 = cute.get_shape(%lay_734) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_735, %e1_736, %e2_737, %e3_738, %e4_739, %e5_740 = cute.get_leaves(%249) : !cute_shape_b5193b
          %lay_741 = cute.get_layout(%grouped_731) : !memref_smem_bf16_14
          %250 = cute.get_shape(%lay_741) : (!cute_layout_449a82) -> !cute_shape_c0241c
          %e0_742, %e1_743, %e2_744, %e3_745, %e4_746 = cute.get_leaves(%250) : !cute_shape_c0241c
          %sz_747 = cute.size(%grouped_717) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"2">
          %e0_748 = cute.get_leaves(%sz_747) : !cute.int_tuple<"2">
          %sz_749 = cute.size(%grouped_731) <{mode = [1]}> : (!memref_smem_bf16_14) -> !cute.int_tuple<"2">
          %e0_750 = cute.get_leaves(%sz_749) : !cute.int_tuple<"2">
          cute.copy(%127, %grouped_717, %grouped_731) : (!copy_stsm_4_1, !memref_rmem_bf16_1, !memref_smem_bf16_14)
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32_388 number_of_threads = %c256_i32
          %251 = arith.cmpi eq, %15, %c4_i32 : i32
          %252 = scf.if %251 -> (!cute.layout<"(1,4):(4,1)">) {
            %coord_854 = cute.make_coord(%227) : (i32) -> !cute.coord<"(_,?)">
            %slice_855 = cute.slice(%res_smem_tensor_428, %coord_854) : !memref_smem_bf16_12, !cute.coord<"(_,?)">
            %iter_856 = cute.get_iter(%slice_855) : !memref_smem_bf16_15
            %iter_857 = cute.get_iter(%slice_855) : !memref_smem_bf16_15
            %c2_i32_858 = arith.constant 2 : i32
            %283 = cute.get_hier_coord(%c2_i32_858, %225) : (i32, !cute.layout<"(1,4):(4,1)">) -> !cute.coord<"(0,2)">
            %e0_859, %e1_860 = cute.get_leaves(%283) : !cute.coord<"(0,2)">
            %coord_861 = cute.make_coord() : () -> !cute.coord<"(_,(0,2))">
            %slice_862 = cute.slice(%res_target_tensors_429, %coord_861) : !cute_coord_tensor_e47f1f, !cute.coord<"(_,(0,2))">
            %iter_863 = cute.get_iter(%slice_862) : !cute_coord_tensor_84a431
            %tup_864 = cute.deref_arith_tuple_iter(%iter_863) : !cute_arith_tuple_iter_396070
            %e0_865, %e1_866, %e2_867 = cute.get_leaves(%tup_864) : !cute_int_tuple_ae8a07
            %284 = cute.get_scalars(%e0_865) : !cute.int_tuple<"?{div=64}">
            %285 = cute.get_scalars(%e1_866) : !cute.int_tuple<"?{div=128}">
            %286 = cute.get_scalars(%e2_867) : !cute.int_tuple<"?">
            %iter_868 = cute.get_iter(%slice_862) : !cute_coord_tensor_84a431
            %tup_869 = cute.deref_arith_tuple_iter(%iter_868) : !cute_arith_tuple_iter_396070
            %e0_870, %e1_871, %e2_872 = cute.get_leaves(%tup_869) : !cute_int_tuple_ae8a07
            %287 = cute.get_scalars(%e0_870) : !cute.int_tuple<"?{div=64}">
            %288 = cute.get_scalars(%e1_871) : !cute.int_tuple<"?{div=128}">
            %289 = cute.get_scalars(%e2_872) : !cute.int_tuple<"?">
            %lay_873 = cute.get_layout(%slice_855) : !memref_smem_bf16_15
            %290 = cute.get_shape(%lay_873) : (!cute_layout_247bff) -> !cute.shape<"((4096,1))">
            %e0_874, %e1_875 = cute.get_leaves(%290) : !cute.shape<"((4096,1))">
            %lay_876 = cute.get_layout(%slice_862) : !cute_coord_tensor_84a431
            %291 = cute.get_shape(%lay_876) : (!cute_layout_66697d) -> !cute.shape<"(((32,128),1))">
            %e0_877, %e1_878, %e2_879 = cute.get_leaves(%291) : !cute.shape<"(((32,128),1))">
            %shape_880 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_881 = cute.make_layout(%shape_880) : !cute.layout<"1:0">
            %append_882 = cute.append_to_rank<2> (%lay_873, %lay_881) : !cute_layout_247bff, !cute.layout<"1:0">
            %view_883 = cute.make_view(%iter_857, %append_882) : !memref_smem_bf16_16
            %iter_884 = cute.get_iter(%view_883) : !memref_smem_bf16_16
            %lay_885 = cute.get_layout(%view_883) : !memref_smem_bf16_16
            %292 = cute.get_shape(%lay_885) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_886, %e1_887, %e2_888 = cute.get_leaves(%292) : !cute.shape<"((4096,1),1)">
            %grouped_889 = cute.group_modes(%view_883) <1, 2> : (!memref_smem_bf16_16) -> !memref_smem_bf16_17
            %iter_890 = cute.get_iter(%grouped_889) : !memref_smem_bf16_17
            %iter_891 = cute.get_iter(%grouped_889) : !memref_smem_bf16_17
            %shape_892 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_893 = cute.make_layout(%shape_892) : !cute.layout<"1:0">
            %append_894 = cute.append_to_rank<2> (%lay_876, %lay_893) : !cute_layout_66697d, !cute.layout<"1:0">
            %int_tuple_895 = cute.make_int_tuple(%e0_870, %e1_871, %e2_872) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ae8a07
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_895) : (!cute_int_tuple_ae8a07) -> !cute_arith_tuple_iter_396070
            %view_896 = cute.make_view(%int_tup_iter, %append_894) : !cute_coord_tensor_c6aae5
            %iter_897 = cute.get_iter(%view_896) : !cute_coord_tensor_c6aae5
            %tup_898 = cute.deref_arith_tuple_iter(%iter_897) : !cute_arith_tuple_iter_396070
            %e0_899, %e1_900, %e2_901 = cute.get_leaves(%tup_898) : !cute_int_tuple_ae8a07
            %293 = cute.get_scalars(%e0_899) : !cute.int_tuple<"?{div=64}">
            %294 = cute.get_scalars(%e1_900) : !cute.int_tuple<"?{div=128}">
            %295 = cute.get_scalars(%e2_901) : !cute.int_tuple<"?">
            %lay_902 = cute.get_layout(%view_896) : !cute_coord_tensor_c6aae5
            %296 = cute.get_shape(%lay_902) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_903, %e1_904, %e2_905, %e3_906 = cute.get_leaves(%296) : !cute.shape<"(((32,128),1),1)">
            %grouped_907 = cute.group_modes(%view_896) <1, 2> : (!cute_coord_tensor_c6aae5) -> !cute_coord_tensor_da4be1
            %iter_908 = cute.get_iter(%grouped_907) : !cute_coord_tensor_da4be1
            %tup_909 = cute.deref_arith_tuple_iter(%iter_908) : !cute_arith_tuple_iter_396070
            %e0_910, %e1_911, %e2_912 = cute.get_leaves(%tup_909) : !cute_int_tuple_ae8a07
            %297 = cute.get_scalars(%e0_910) : !cute.int_tuple<"?{div=64}">
            %298 = cute.get_scalars(%e1_911) : !cute.int_tuple<"?{div=128}">
            %299 = cute.get_scalars(%e2_912) : !cute.int_tuple<"?">
            %iter_913 = cute.get_iter(%grouped_907) : !cute_coord_tensor_da4be1
            %tup_914 = cute.deref_arith_tuple_iter(%iter_913) : !cute_arith_tuple_iter_396070
            %e0_915, %e1_916, %e2_917 = cute.get_leaves(%tup_914) : !cute_int_tuple_ae8a07
            %300 = cute.get_scalars(%e0_915) : !cute.int_tuple<"?{div=64}">
            %301 = cute.get_scalars(%e1_916) : !cute.int_tuple<"?{div=128}">
            %302 = cute.get_scalars(%e2_917) : !cute.int_tuple<"?">
            %lay_918 = cute.get_layout(%grouped_889) : !memref_smem_bf16_17
            %303 = cute.get_shape(%lay_918) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_919, %e1_920, %e2_921 = cute.get_leaves(%303) : !cute.shape<"((4096,1),(1))">
            %lay_922 = cute.get_layout(%grouped_907) : !cute_coord_tensor_da4be1
            %304 = cute.get_shape(%lay_922) : (!cute_layout_175aab) -> !cute_shape_018bee
            %e0_923, %e1_924, %e2_925, %e3_926 = cute.get_leaves(%304) : !cute_shape_018bee
            %sz_927 = cute.size(%grouped_889) <{mode = [1]}> : (!memref_smem_bf16_17) -> !cute.int_tuple<"1">
            %e0_928 = cute.get_leaves(%sz_927) : !cute.int_tuple<"1">
            %sz_929 = cute.size(%grouped_907) <{mode = [1]}> : (!cute_coord_tensor_da4be1) -> !cute.int_tuple<"1">
            %e0_930 = cute.get_leaves(%sz_929) : !cute.int_tuple<"1">
            %305 = cute_nvgpu.atom.make_exec_tma(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
            cute.copy(%305, %grouped_889, %grouped_907) : (!cute_nvgpu_atom_tma_store_a82a14, !memref_smem_bf16_17, !cute_coord_tensor_da4be1)
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
            scf.yield %225 : !cute.layout<"(1,4):(4,1)">
          } else {
            scf.yield %225 : !cute.layout<"(1,4):(4,1)">
          }
          nvvm.barrier id = %c1_i32_388 number_of_threads = %c256_i32
          %253 = arith.addi %227, %c1_i32 : i32
          %254 = arith.remsi %253, %c4_i32 : i32
          %coord_751 = cute.make_coord() : () -> !cute.coord<"48">
          %255 = cute.memref.load(%retiled, %coord_751) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
          %coord_752 = cute.make_coord() : () -> !cute.coord<"0">
          cute.memref.store(%arg10, %coord_752, %255) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %coord_753 = cute.make_coord() : () -> !cute.coord<"49">
          %256 = cute.memref.load(%retiled, %coord_753) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
          %coord_754 = cute.make_coord() : () -> !cute.coord<"1">
          cute.memref.store(%arg10, %coord_754, %256) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %coord_755 = cute.make_coord() : () -> !cute.coord<"50">
          %257 = cute.memref.load(%retiled, %coord_755) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
          %coord_756 = cute.make_coord() : () -> !cute.coord<"2">
          cute.memref.store(%arg10, %coord_756, %257) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %coord_757 = cute.make_coord() : () -> !cute.coord<"51">
          %258 = cute.memref.load(%retiled, %coord_757) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
          %coord_758 = cute.make_coord() : () -> !cute.coord<"3">
          cute.memref.store(%arg10, %coord_758, %258) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %coord_759 = cute.make_coord() : () -> !cute.coord<"52">
          %259 = cute.memref.load(%retiled, %coord_759) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
          %coord_760 = cute.make_coord() : () -> !cute.coord<"4">
          cute.memref.store(%arg10, %coord_760, %259) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %coord_761 = cute.make_coord() : () -> !cute.coord<"53">
          %260 = cute.memref.load(%retiled, %coord_761) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
          %coord_762 = cute.make_coord() : () -> !cute.coord<"5">
          cute.memref.store(%arg10, %coord_762, %260) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %coord_763 = cute.make_coord() : () -> !cute.coord<"54">
          %261 = cute.memref.load(%retiled, %coord_763) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
          %coord_764 = cute.make_coord() : () -> !cute.coord<"6">
          cute.memref.store(%arg10, %coord_764, %261) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %coord_765 = cute.make_coord() : () -> !cute.coord<"55">
          %262 = cute.memref.load(%retiled, %coord_765) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
          %coord_766 = cute.make_coord() : () -> !cute.coord<"7">
          cute.memref.store(%arg10, %coord_766, %262) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %coord_767 = cute.make_coord() : () -> !cute.coord<"56">
          %263 = cute.memref.load(%retiled, %coord_767) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
          %coord_768 = cute.make_coord() : () -> !cute.coord<"8">
          cute.memref.store(%arg10, %coord_768, %263) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
          %coord_769 = cute.make_coord() : () -> !cute.coord<"57">
          %264 = cute.memref.load(%retiled, %coord_769) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
          %coord_770 = cute.make_coord() : () -> !cute.coord<"9">
          cute.memref.store(%arg10, %coord_770, %264) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
          %coord_771 = cute.make_coord() : () -> !cute.coord<"58">
          %265 = cute.memref.load(%retiled, %coord_771) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
          %coord_772 = cute.make_coord() : () -> !cute.coord<"10">
          cute.memref.store(%arg10, %coord_772, %265) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
          %coord_773 = cute.make_coord() : () -> !cute.coord<"59">
          %266 = cute.memref.load(%retiled, %coord_773) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
          %coord_774 = cute.make_coord() : () -> !cute.coord<"11">
          cute.memref.store(%arg10, %coord_774, %266) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
          %coord_775 = cute.make_coord() : () -> !cute.coord<"60">
          %267 = cute.memref.load(%retiled, %coord_775) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
          %coord_776 = cute.make_coord() : () -> !cute.coord<"12">
          cute.memref.store(%arg10, %coord_776, %267) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
          %coord_777 = cute.make_coord() : () -> !cute.coord<"61">
          %268 = cute.memref.load(%retiled, %coord_777) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
          %coord_778 = cute.make_coord() : () -> !cute.coord<"13">
          cute.memref.store(%arg10, %coord_778, %268) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
          %coord_779 = cute.make_coord() : () -> !cute.coord<"62">
          %269 = cute.memref.load(%retiled, %coord_779) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
          %coord_780 = cute.make_coord() : () -> !cute.coord<"14">
          cute.memref.store(%arg10, %coord_780, %269) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
          %coord_781 = cute.make_coord() : () -> !cute.coord<"63">
          %270 = cute.memref.load(%retiled, %coord_781) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
          %coord_782 = cute.make_coord() : () -> !cute.coord<"15">
          cute.memref.store(%arg10, %coord_782, %270) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
          %271 = cute.memref.load_vec(%arg10) : (!memref_rmem_f32_2) -> vector<16xf32>
          %int_tuple_783 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_784 = cute.size(%int_tuple_783) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_785 = cute.get_leaves(%sz_784) : !cute.int_tuple<"16">
          %272 = arith.truncf %271 : vector<16xf32> to vector<16xbf16>
          %int_tuple_786 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_787 = cute.size(%int_tuple_786) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_788 = cute.get_leaves(%sz_787) : !cute.int_tuple<"16">
          %int_tuple_789 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_790 = cute.size(%int_tuple_789) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_791 = cute.get_leaves(%sz_790) : !cute.int_tuple<"16">
          cute.memref.store_vec(%272, %arg21) : (vector<16xbf16>, !memref_rmem_bf16) -> ()
          %coord_792 = cute.make_coord(%254) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_793 = cute.slice(%dst_partitioned, %coord_792) : !memref_smem_bf16_9, !cute.coord<"(_,_,_,?)">
          %iter_794 = cute.get_iter(%slice_793) : !memref_smem_bf16_13
          %iter_795 = cute.get_iter(%slice_793) : !memref_smem_bf16_13
          %lay_796 = cute.get_layout(%slice_793) : !memref_smem_bf16_13
          %273 = cute.get_shape(%lay_796) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_797, %e1_798, %e2_799, %e3_800, %e4_801 = cute.get_leaves(%273) : !cute.shape<"(((2,4),1),1,2)">
          %shape_802 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_803 = cute.make_layout(%shape_802) : !cute.layout<"1:0">
          %append_804 = cute.append_to_rank<2> (%lay_489, %lay_803) : !cute_layout_07db63, !cute.layout<"1:0">
          %view_805 = cute.make_view(%iter_367, %append_804) : !memref_rmem_bf16
          %iter_806 = cute.get_iter(%view_805) : !memref_rmem_bf16
          %lay_807 = cute.get_layout(%view_805) : !memref_rmem_bf16
          %274 = cute.get_shape(%lay_807) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_808, %e1_809, %e2_810, %e3_811, %e4_812, %e5_813 = cute.get_leaves(%274) : !cute_shape_6fc090
          %grouped_814 = cute.group_modes(%view_805) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
          %iter_815 = cute.get_iter(%grouped_814) : !memref_rmem_bf16_1
          %iter_816 = cute.get_iter(%grouped_814) : !memref_rmem_bf16_1
          %shape_817 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_818 = cute.make_layout(%shape_817) : !cute.layout<"1:0">
          %append_819 = cute.append_to_rank<2> (%lay_796, %lay_818) : !cute_layout_70c0fe, !cute.layout<"1:0">
          %view_820 = cute.make_view(%iter_795, %append_819) : !memref_smem_bf16_13
          %iter_821 = cute.get_iter(%view_820) : !memref_smem_bf16_13
          %lay_822 = cute.get_layout(%view_820) : !memref_smem_bf16_13
          %275 = cute.get_shape(%lay_822) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_823, %e1_824, %e2_825, %e3_826, %e4_827 = cute.get_leaves(%275) : !cute.shape<"(((2,4),1),1,2)">
          %grouped_828 = cute.group_modes(%view_820) <1, 3> : (!memref_smem_bf16_13) -> !memref_smem_bf16_14
          %iter_829 = cute.get_iter(%grouped_828) : !memref_smem_bf16_14
          %iter_830 = cute.get_iter(%grouped_828) : !memref_smem_bf16_14
          %lay_831 = cute.get_layout(%grouped_814) : !memref_rmem_bf16_1
          %276 = cute.get_shape(%lay_831) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_832, %e1_833, %e2_834, %e3_835, %e4_836, %e5_837 = cute.get_leaves(%276) : !cute_shape_b5193b
          %lay_838 = cute.get_layout(%grouped_828) : !memref_smem_bf16_14
          %277 = cute.get_shape(%lay_838) : (!cute_layout_449a82) -> !cute_shape_c0241c
          %e0_839, %e1_840, %e2_841, %e3_842, %e4_843 = cute.get_leaves(%277) : !cute_shape_c0241c
          %sz_844 = cute.size(%grouped_814) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"2">
          %e0_845 = cute.get_leaves(%sz_844) : !cute.int_tuple<"2">
          %sz_846 = cute.size(%grouped_828) <{mode = [1]}> : (!memref_smem_bf16_14) -> !cute.int_tuple<"2">
          %e0_847 = cute.get_leaves(%sz_846) : !cute.int_tuple<"2">
          cute.copy(%127, %grouped_814, %grouped_828) : (!copy_stsm_4_1, !memref_rmem_bf16_1, !memref_smem_bf16_14)
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32_388 number_of_threads = %c256_i32
          %278 = arith.cmpi eq, %15, %c4_i32 : i32
          %279 = scf.if %278 -> (!cute.layout<"(1,4):(4,1)">) {
            %coord_854 = cute.make_coord(%254) : (i32) -> !cute.coord<"(_,?)">
            %slice_855 = cute.slice(%res_smem_tensor_428, %coord_854) : !memref_smem_bf16_12, !cute.coord<"(_,?)">
            %iter_856 = cute.get_iter(%slice_855) : !memref_smem_bf16_15
            %iter_857 = cute.get_iter(%slice_855) : !memref_smem_bf16_15
            %c3_i32 = arith.constant 3 : i32
            %283 = cute.get_hier_coord(%c3_i32, %252) : (i32, !cute.layout<"(1,4):(4,1)">) -> !cute.coord<"(0,3)">
            %e0_858, %e1_859 = cute.get_leaves(%283) : !cute.coord<"(0,3)">
            %coord_860 = cute.make_coord() : () -> !cute.coord<"(_,(0,3))">
            %slice_861 = cute.slice(%res_target_tensors_429, %coord_860) : !cute_coord_tensor_e47f1f, !cute.coord<"(_,(0,3))">
            %iter_862 = cute.get_iter(%slice_861) : !cute_coord_tensor_be953c
            %tup_863 = cute.deref_arith_tuple_iter(%iter_862) : !cute_arith_tuple_iter_df6bff
            %e0_864, %e1_865, %e2_866 = cute.get_leaves(%tup_863) : !cute_int_tuple_36697f
            %284 = cute.get_scalars(%e0_864) : !cute.int_tuple<"?{div=32}">
            %285 = cute.get_scalars(%e1_865) : !cute.int_tuple<"?{div=128}">
            %286 = cute.get_scalars(%e2_866) : !cute.int_tuple<"?">
            %iter_867 = cute.get_iter(%slice_861) : !cute_coord_tensor_be953c
            %tup_868 = cute.deref_arith_tuple_iter(%iter_867) : !cute_arith_tuple_iter_df6bff
            %e0_869, %e1_870, %e2_871 = cute.get_leaves(%tup_868) : !cute_int_tuple_36697f
            %287 = cute.get_scalars(%e0_869) : !cute.int_tuple<"?{div=32}">
            %288 = cute.get_scalars(%e1_870) : !cute.int_tuple<"?{div=128}">
            %289 = cute.get_scalars(%e2_871) : !cute.int_tuple<"?">
            %lay_872 = cute.get_layout(%slice_855) : !memref_smem_bf16_15
            %290 = cute.get_shape(%lay_872) : (!cute_layout_247bff) -> !cute.shape<"((4096,1))">
            %e0_873, %e1_874 = cute.get_leaves(%290) : !cute.shape<"((4096,1))">
            %lay_875 = cute.get_layout(%slice_861) : !cute_coord_tensor_be953c
            %291 = cute.get_shape(%lay_875) : (!cute_layout_66697d) -> !cute.shape<"(((32,128),1))">
            %e0_876, %e1_877, %e2_878 = cute.get_leaves(%291) : !cute.shape<"(((32,128),1))">
            %shape_879 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_880 = cute.make_layout(%shape_879) : !cute.layout<"1:0">
            %append_881 = cute.append_to_rank<2> (%lay_872, %lay_880) : !cute_layout_247bff, !cute.layout<"1:0">
            %view_882 = cute.make_view(%iter_857, %append_881) : !memref_smem_bf16_16
            %iter_883 = cute.get_iter(%view_882) : !memref_smem_bf16_16
            %lay_884 = cute.get_layout(%view_882) : !memref_smem_bf16_16
            %292 = cute.get_shape(%lay_884) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_885, %e1_886, %e2_887 = cute.get_leaves(%292) : !cute.shape<"((4096,1),1)">
            %grouped_888 = cute.group_modes(%view_882) <1, 2> : (!memref_smem_bf16_16) -> !memref_smem_bf16_17
            %iter_889 = cute.get_iter(%grouped_888) : !memref_smem_bf16_17
            %iter_890 = cute.get_iter(%grouped_888) : !memref_smem_bf16_17
            %shape_891 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_892 = cute.make_layout(%shape_891) : !cute.layout<"1:0">
            %append_893 = cute.append_to_rank<2> (%lay_875, %lay_892) : !cute_layout_66697d, !cute.layout<"1:0">
            %int_tuple_894 = cute.make_int_tuple(%e0_869, %e1_870, %e2_871) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_36697f
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_894) : (!cute_int_tuple_36697f) -> !cute_arith_tuple_iter_df6bff
            %view_895 = cute.make_view(%int_tup_iter, %append_893) : !cute_coord_tensor_8c717f
            %iter_896 = cute.get_iter(%view_895) : !cute_coord_tensor_8c717f
            %tup_897 = cute.deref_arith_tuple_iter(%iter_896) : !cute_arith_tuple_iter_df6bff
            %e0_898, %e1_899, %e2_900 = cute.get_leaves(%tup_897) : !cute_int_tuple_36697f
            %293 = cute.get_scalars(%e0_898) : !cute.int_tuple<"?{div=32}">
            %294 = cute.get_scalars(%e1_899) : !cute.int_tuple<"?{div=128}">
            %295 = cute.get_scalars(%e2_900) : !cute.int_tuple<"?">
            %lay_901 = cute.get_layout(%view_895) : !cute_coord_tensor_8c717f
            %296 = cute.get_shape(%lay_901) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_902, %e1_903, %e2_904, %e3_905 = cute.get_leaves(%296) : !cute.shape<"(((32,128),1),1)">
            %grouped_906 = cute.group_modes(%view_895) <1, 2> : (!cute_coord_tensor_8c717f) -> !cute_coord_tensor_1abc17
            %iter_907 = cute.get_iter(%grouped_906) : !cute_coord_tensor_1abc17
            %tup_908 = cute.deref_arith_tuple_iter(%iter_907) : !cute_arith_tuple_iter_df6bff
            %e0_909, %e1_910, %e2_911 = cute.get_leaves(%tup_908) : !cute_int_tuple_36697f
            %297 = cute.get_scalars(%e0_909) : !cute.int_tuple<"?{div=32}">
            %298 = cute.get_scalars(%e1_910) : !cute.int_tuple<"?{div=128}">
            %299 = cute.get_scalars(%e2_911) : !cute.int_tuple<"?">
            %iter_912 = cute.get_iter(%grouped_906) : !cute_coord_tensor_1abc17
            %tup_913 = cute.deref_arith_tuple_iter(%iter_912) : !cute_arith_tuple_iter_df6bff
            %e0_914, %e1_915, %e2_916 = cute.get_leaves(%tup_913) : !cute_int_tuple_36697f
            %300 = cute.get_scalars(%e0_914) : !cute.int_tuple<"?{div=32}">
            %301 = cute.get_scalars(%e1_915) : !cute.int_tuple<"?{div=128}">
            %302 = cute.get_scalars(%e2_916) : !cute.int_tuple<"?">
            %lay_917 = cute.get_layout(%grouped_888) : !memref_smem_bf16_17
            %303 = cute.get_shape(%lay_917) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_918, %e1_919, %e2_920 = cute.get_leaves(%303) : !cute.shape<"((4096,1),(1))">
            %lay_921 = cute.get_layout(%grouped_906) : !cute_coord_tensor_1abc17
            %304 = cute.get_shape(%lay_921) : (!cute_layout_175aab) -> !cute_shape_018bee
            %e0_922, %e1_923, %e2_924, %e3_925 = cute.get_leaves(%304) : !cute_shape_018bee
            %sz_926 = cute.size(%grouped_888) <{mode = [1]}> : (!memref_smem_bf16_17) -> !cute.int_tuple<"1">
            %e0_927 = cute.get_leaves(%sz_926) : !cute.int_tuple<"1">
            %sz_928 = cute.size(%grouped_906) <{mode = [1]}> : (!cute_coord_tensor_1abc17) -> !cute.int_tuple<"1">
            %e0_929 = cute.get_leaves(%sz_928) : !cute.int_tuple<"1">
            %305 = cute_nvgpu.atom.make_exec_tma(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
            cute.copy(%305, %grouped_888, %grouped_906) : (!cute_nvgpu_atom_tma_store_a82a14, !memref_smem_bf16_17, !cute_coord_tensor_1abc17)
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
            scf.yield %252 : !cute.layout<"(1,4):(4,1)">
          } else {
            scf.yield %252 : !cute.layout<"(1,4):(4,1)">
          }
          nvvm.barrier id = %c1_i32_388 number_of_threads = %c256_i32
          %280 = arith.addi %254, %c1_i32 : i32
          %281 = arith.remsi %280, %c4_i32 : i32
          %282 = arith.addi %arg12, %23 : i32
          %iter_848 = cute.get_iter(%arg10) : !memref_rmem_f32_2
          %iter_849 = cute.get_iter(%arg13) : !memref_rmem_f32
          %iter_850 = cute.get_iter(%arg21) : !memref_rmem_bf16
          %iter_851 = cute.get_iter(%arg10) : !memref_rmem_f32_2
          %iter_852 = cute.get_iter(%arg13) : !memref_rmem_f32
          %iter_853 = cute.get_iter(%arg21) : !memref_rmem_bf16
          scf.yield %arg10, %281, %282, %arg13, %148, %151, %153#0, %153#1, %149#3, %149#4, %149#5, %arg21 : !memref_rmem_f32_2, i32, i32, !memref_rmem_f32, !mma_bf16_bf16_f32_64x128x16, i32, i32, i32, i32, i32, i32, !memref_rmem_bf16
        }
        %iter_356 = cute.get_iter(%129#0) : !memref_rmem_f32_2
        %iter_357 = cute.get_iter(%129#3) : !memref_rmem_f32
        %iter_358 = cute.get_iter(%129#11) : !memref_rmem_bf16
        %iter_359 = cute.get_iter(%rmem_345) : !memref_rmem_f32_2
        %iter_360 = cute.get_iter(%rmem) : !memref_rmem_f32
        %iter_361 = cute.get_iter(%rmem_350) : !memref_rmem_bf16
        nvvm.cp.async.bulk.wait_group 0 {read}
        scf.yield %129#4 : !mma_bf16_bf16_f32_64x128x16
      }
      return
    }
  }
  func.func @cutlass___call___cute_irkernelsgemm_sm90_h3b1f9139(%arg0: !memref_gmem_bf16, %arg1: !memref_gmem_bf16_1, %arg2: !memref_gmem_bf16_2, %arg3: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_bf16_2
    %iter_2 = cute.get_iter(%arg0) : !memref_gmem_bf16
    %iter_3 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
    %iter_4 = cute.get_iter(%arg2) : !memref_gmem_bf16_2
    %lay = cute.get_layout(%arg0) : !memref_gmem_bf16
    %0 = cute.get_shape(%lay) : (!cute_layout_e999b4) -> !cute.shape<"(2,1000,520)">
    %e0, %e1, %e2 = cute.get_leaves(%0) : !cute.shape<"(2,1000,520)">
    %1 = cute.get_shape(%lay) : (!cute_layout_e999b4) -> !cute.shape<"(2,1000,520)">
    %e0_5, %e1_6, %e2_7 = cute.get_leaves(%1) : !cute.shape<"(2,1000,520)">
    %2 = cute.get_shape(%lay) : (!cute_layout_e999b4) -> !cute.shape<"(2,1000,520)">
    %e0_8, %e1_9, %e2_10 = cute.get_leaves(%2) : !cute.shape<"(2,1000,520)">
    %3 = cute.select<[1, 2, 0]> (%lay) : (!cute_layout_e999b4) -> !cute_layout_dc11ff
    %4 = cute.get_stride(%3) : (!cute_layout_dc11ff) -> !cute.stride<"(520,1,520000)">
    %e0_11, %e1_12, %e2_13 = cute.get_leaves(%4) : !cute.stride<"(520,1,520000)">
    %5 = cute.get_shape(%3) : (!cute_layout_dc11ff) -> !cute.shape<"(1000,520,2)">
    %e0_14, %e1_15, %e2_16 = cute.get_leaves(%5) : !cute.shape<"(1000,520,2)">
    %shape = cute.make_shape() : () -> !cute.shape<"(1000,520,2)">
    %stride = cute.make_stride() : () -> !cute.stride<"(520,1,520000)">
    %lay_17 = cute.make_layout(%shape, %stride) : !cute_layout_dc11ff
    %view = cute.make_view(%iter_2, %lay_17) : !memref_gmem_bf16_3
    %iter_18 = cute.get_iter(%view) : !memref_gmem_bf16_3
    %lay_19 = cute.get_layout(%arg1) : !memref_gmem_bf16_1
    %6 = cute.get_shape(%lay_19) : (!cute_layout_9ad9af) -> !cute.shape<"(2,520,1048)">
    %e0_20, %e1_21, %e2_22 = cute.get_leaves(%6) : !cute.shape<"(2,520,1048)">
    %7 = cute.get_shape(%lay_19) : (!cute_layout_9ad9af) -> !cute.shape<"(2,520,1048)">
    %e0_23, %e1_24, %e2_25 = cute.get_leaves(%7) : !cute.shape<"(2,520,1048)">
    %8 = cute.get_shape(%lay_19) : (!cute_layout_9ad9af) -> !cute.shape<"(2,520,1048)">
    %e0_26, %e1_27, %e2_28 = cute.get_leaves(%8) : !cute.shape<"(2,520,1048)">
    %9 = cute.select<[2, 1, 0]> (%lay_19) : (!cute_layout_9ad9af) -> !cute_layout_e8ffd0
    %10 = cute.get_stride(%9) : (!cute_layout_e8ffd0) -> !cute.stride<"(520,1,544960)">
    %e0_29, %e1_30, %e2_31 = cute.get_leaves(%10) : !cute.stride<"(520,1,544960)">
    %11 = cute.get_shape(%9) : (!cute_layout_e8ffd0) -> !cute.shape<"(1048,520,2)">
    %e0_32, %e1_33, %e2_34 = cute.get_leaves(%11) : !cute.shape<"(1048,520,2)">
    %shape_35 = cute.make_shape() : () -> !cute.shape<"(1048,520,2)">
    %stride_36 = cute.make_stride() : () -> !cute.stride<"(520,1,544960)">
    %lay_37 = cute.make_layout(%shape_35, %stride_36) : !cute_layout_e8ffd0
    %view_38 = cute.make_view(%iter_3, %lay_37) : !memref_gmem_bf16_4
    %iter_39 = cute.get_iter(%view_38) : !memref_gmem_bf16_4
    %lay_40 = cute.get_layout(%arg2) : !memref_gmem_bf16_2
    %12 = cute.get_shape(%lay_40) : (!cute_layout_716526) -> !cute.shape<"(2,1000,1048)">
    %e0_41, %e1_42, %e2_43 = cute.get_leaves(%12) : !cute.shape<"(2,1000,1048)">
    %13 = cute.get_shape(%lay_40) : (!cute_layout_716526) -> !cute.shape<"(2,1000,1048)">
    %e0_44, %e1_45, %e2_46 = cute.get_leaves(%13) : !cute.shape<"(2,1000,1048)">
    %14 = cute.get_shape(%lay_40) : (!cute_layout_716526) -> !cute.shape<"(2,1000,1048)">
    %e0_47, %e1_48, %e2_49 = cute.get_leaves(%14) : !cute.shape<"(2,1000,1048)">
    %15 = cute.select<[1, 2, 0]> (%lay_40) : (!cute_layout_716526) -> !cute_layout_62513c
    %16 = cute.get_stride(%15) : (!cute_layout_62513c) -> !cute_stride_d0e7a8
    %e0_50, %e1_51, %e2_52 = cute.get_leaves(%16) : !cute_stride_d0e7a8
    %17 = cute.get_shape(%15) : (!cute_layout_62513c) -> !cute.shape<"(1000,1048,2)">
    %e0_53, %e1_54, %e2_55 = cute.get_leaves(%17) : !cute.shape<"(1000,1048,2)">
    %shape_56 = cute.make_shape() : () -> !cute.shape<"(1000,1048,2)">
    %stride_57 = cute.make_stride() : () -> !cute_stride_d0e7a8
    %lay_58 = cute.make_layout(%shape_56, %stride_57) : !cute_layout_62513c
    %view_59 = cute.make_view(%iter_4, %lay_58) : !memref_gmem_bf16_5
    %iter_60 = cute.get_iter(%view_59) : !memref_gmem_bf16_5
    %lay_61 = cute.get_layout(%view) : !memref_gmem_bf16_3
    %18 = cute.get_shape(%lay_61) : (!cute_layout_dc11ff) -> !cute.shape<"(1000,520,2)">
    %e0_62, %e1_63, %e2_64 = cute.get_leaves(%18) : !cute.shape<"(1000,520,2)">
    %19 = cute.get_stride(%lay_61) : (!cute_layout_dc11ff) -> !cute.stride<"(520,1,520000)">
    %e0_65, %e1_66, %e2_67 = cute.get_leaves(%19) : !cute.stride<"(520,1,520000)">
    %lay_68 = cute.get_layout(%view_38) : !memref_gmem_bf16_4
    %20 = cute.get_shape(%lay_68) : (!cute_layout_e8ffd0) -> !cute.shape<"(1048,520,2)">
    %e0_69, %e1_70, %e2_71 = cute.get_leaves(%20) : !cute.shape<"(1048,520,2)">
    %21 = cute.get_stride(%lay_68) : (!cute_layout_e8ffd0) -> !cute.stride<"(520,1,544960)">
    %e0_72, %e1_73, %e2_74 = cute.get_leaves(%21) : !cute.stride<"(520,1,544960)">
    %lay_75 = cute.get_layout(%view_59) : !memref_gmem_bf16_5
    %22 = cute.get_shape(%lay_75) : (!cute_layout_62513c) -> !cute.shape<"(1000,1048,2)">
    %e0_76, %e1_77, %e2_78 = cute.get_leaves(%22) : !cute.shape<"(1000,1048,2)">
    %23 = cute.get_stride(%lay_75) : (!cute_layout_62513c) -> !cute_stride_d0e7a8
    %e0_79, %e1_80, %e2_81 = cute.get_leaves(%23) : !cute_stride_d0e7a8
    %shape_82 = cute.make_shape() : () -> !cute.shape<"(64,128,16)">
    %false = arith.constant false
    %atom = cute.make_atom(%false) : (i1) -> !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>
    %shape_83 = cute.make_shape() : () -> !cute.shape<"(2,1,1)">
    %lay_84 = cute.make_layout(%shape_83) : !cute.layout<"(2,1,1):(1,0,0)">
    %24 = cute.get_shape(%lay_84) : (!cute.layout<"(2,1,1):(1,0,0)">) -> !cute.shape<"(2,1,1)">
    %e0_85, %e1_86, %e2_87 = cute.get_leaves(%24) : !cute.shape<"(2,1,1)">
    %25 = cute.make_tiled_mma(%atom) : !mma_bf16_bf16_f32_64x128x16
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"64">
    %sz = cute.size(%int_tuple) : (!cute.int_tuple<"64">) -> !cute.int_tuple<"64">
    %e0_88 = cute.get_leaves(%sz) : !cute.int_tuple<"64">
    %26 = cute.static : !cute.swizzle<"S<3,4,3>">
    %shape_89 = cute.make_shape() : () -> !cute.shape<"(8,64)">
    %stride_90 = cute.make_stride() : () -> !cute.stride<"(64,1)">
    %lay_91 = cute.make_layout(%shape_89, %stride_90) : !cute.layout<"(8,64):(64,1)">
    %27 = cute.get_stride(%lay_91) : (!cute.layout<"(8,64):(64,1)">) -> !cute.stride<"(64,1)">
    %e0_92, %e1_93 = cute.get_leaves(%27) : !cute.stride<"(64,1)">
    %int_tuple_94 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
    %lay_95 = cute.make_composed_layout(%26, %int_tuple_94, %lay_91) : !cute_composed_layout_4f3443
    %shape_96 = cute.make_shape() : () -> !cute.shape<"(128,64,6)">
    %int_tuple_97 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,1,2)">
    %tile_to_shape = cute.tile_to_shape(%lay_95, %shape_96, %int_tuple_97) : (!cute_composed_layout_4f3443, !cute.shape<"(128,64,6)">, !cute.int_tuple<"(0,1,2)">) -> !cute_composed_layout_6fe5de
    %int_tuple_98 = cute.make_int_tuple() : () -> !cute.int_tuple<"64">
    %sz_99 = cute.size(%int_tuple_98) : (!cute.int_tuple<"64">) -> !cute.int_tuple<"64">
    %e0_100 = cute.get_leaves(%sz_99) : !cute.int_tuple<"64">
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
    %shape_124 = cute.make_shape() : () -> !cute.shape<"(1000,520,2)">
    %33 = cute.make_identity_layout(%shape_124) : !cute_layout_dcb831
    %tile = cute.make_tile() : () -> !cute.tile<"[128:1;64:1]">
    %34 = cute.composition(%33, %tile) : (!cute_layout_dcb831, !cute.tile<"[128:1;64:1]">) -> !cute_layout_e0bfea
    %non_exec_atom, %tma_tensor = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%view, %slice, %34) <{kind = <sm_90> num_multicast = 1}> : (!memref_gmem_bf16_3, !cute_composed_layout_08a685, !cute_layout_e0bfea) -> (!cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7, !cute_coord_tensor_18692d)
    %iter_125 = cute.get_iter(%tma_tensor) : !cute_coord_tensor_18692d
    %tup = cute.deref_arith_tuple_iter(%iter_125) : !cute_arith_tuple_iter_da3d01
    %e0_126, %e1_127, %e2_128 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0,0)">
    %coord_129 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
    %slice_130 = cute.slice(%tile_to_shape_110, %coord_129) : !cute_composed_layout_6fe5de, !cute.coord<"(_,_,0)">
    %35 = cute.get_shape(%slice_130) : (!cute_composed_layout_08a685) -> !cute.shape<"((8,16),(64,1))">
    %e0_131, %e1_132, %e2_133, %e3_134 = cute.get_leaves(%35) : !cute.shape<"((8,16),(64,1))">
    %shape_135 = cute.make_shape() : () -> !cute.shape<"(1048,520,2)">
    %36 = cute.make_identity_layout(%shape_135) : !cute_layout_72915e
    %tile_136 = cute.make_tile() : () -> !cute.tile<"[128:1;64:1]">
    %37 = cute.composition(%36, %tile_136) : (!cute_layout_72915e, !cute.tile<"[128:1;64:1]">) -> !cute_layout_e0bfea
    %non_exec_atom_137, %tma_tensor_138 = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%view_38, %slice_130, %37) <{kind = <sm_90_multicast> num_multicast = 2}> : (!memref_gmem_bf16_4, !cute_composed_layout_08a685, !cute_layout_e0bfea) -> (!cute_nvgpu_atom_non_exec_tiled_tma_load_23fada, !cute_coord_tensor_77b5c9)
    %iter_139 = cute.get_iter(%tma_tensor_138) : !cute_coord_tensor_77b5c9
    %tup_140 = cute.deref_arith_tuple_iter(%iter_139) : !cute_arith_tuple_iter_da3d01
    %e0_141, %e1_142, %e2_143 = cute.get_leaves(%tup_140) : !cute.int_tuple<"(0,0,0)">
    %coord_144 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
    %slice_145 = cute.slice(%tile_to_shape_120, %coord_144) : !cute_composed_layout_4ff599, !cute.coord<"(_,_,0)">
    %38 = cute.get_shape(%slice_145) : (!cute_composed_layout_78147e) -> !cute.shape<"((8,16),(32,1))">
    %e0_146, %e1_147, %e2_148, %e3_149 = cute.get_leaves(%38) : !cute.shape<"((8,16),(32,1))">
    %shape_150 = cute.make_shape() : () -> !cute.shape<"(1000,1048,2)">
    %39 = cute.make_identity_layout(%shape_150) : !cute_layout_6fb86e
    %tile_151 = cute.make_tile() : () -> !cute.tile<"[128:1;32:1]">
    %40 = cute.composition(%39, %tile_151) : (!cute_layout_6fb86e, !cute.tile<"[128:1;32:1]">) -> !cute_layout_1bc702
    %non_exec_atom_152, %tma_tensor_153 = cute_nvgpu.atom.make_non_exec_tiled_tma_store(%view_59, %slice_145, %40) : (!memref_gmem_bf16_5, !cute_composed_layout_78147e, !cute_layout_1bc702) -> (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0, !cute_coord_tensor_f03812)
    %iter_154 = cute.get_iter(%tma_tensor_153) : !cute_coord_tensor_f03812
    %tup_155 = cute.deref_arith_tuple_iter(%iter_154) : !cute_arith_tuple_iter_da3d01
    %e0_156, %e1_157, %e2_158 = cute.get_leaves(%tup_155) : !cute.int_tuple<"(0,0,0)">
    %cosz = cute.cosize(%tile_to_shape) : (!cute_composed_layout_6fe5de) -> !cute.int_tuple<"49152">
    %e0_159 = cute.get_leaves(%cosz) : !cute.int_tuple<"49152">
    %cosz_160 = cute.cosize(%tile_to_shape_110) : (!cute_composed_layout_6fe5de) -> !cute.int_tuple<"49152">
    %e0_161 = cute.get_leaves(%cosz_160) : !cute.int_tuple<"49152">
    %cosz_162 = cute.cosize(%tile_to_shape_120) : (!cute_composed_layout_4ff599) -> !cute.int_tuple<"16384">
    %e0_163 = cute.get_leaves(%cosz_162) : !cute.int_tuple<"16384">
    %sz_164 = cute.size(%view_59) <{mode = [0]}> : (!memref_gmem_bf16_5) -> !cute.int_tuple<"1000">
    %e0_165 = cute.get_leaves(%sz_164) : !cute.int_tuple<"1000">
    %sz_166 = cute.size(%view_59) <{mode = [1]}> : (!memref_gmem_bf16_5) -> !cute.int_tuple<"1048">
    %e0_167 = cute.get_leaves(%sz_166) : !cute.int_tuple<"1048">
    %sz_168 = cute.size(%view_59) <{mode = [2]}> : (!memref_gmem_bf16_5) -> !cute.int_tuple<"2">
    %e0_169 = cute.get_leaves(%sz_168) : !cute.int_tuple<"2">
    %41 = cute.static : !cute.layout<"1:0">
    %42 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %43 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %lay_170 = cute.get_layout(%tma_tensor) : !cute_coord_tensor_18692d
    %44 = cute.static : !cute.layout<"1:0">
    %45 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %46 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %lay_171 = cute.get_layout(%tma_tensor_138) : !cute_coord_tensor_77b5c9
    %47 = cute.static : !cute.layout<"1:0">
    %48 = cute.static : !cute.layout<"(1,4096):(0,1)">
    %49 = cute.static : !cute.layout<"(1,4096):(0,1)">
    %lay_172 = cute.get_layout(%tma_tensor_153) : !cute_coord_tensor_f03812
    %50 = cute.static : !cute_layout_002152
    %51 = cute.static : !cute.tile<"[_;_;_]">
    %e0_173, %e1_174, %e2_175 = cute.get_leaves(%51) : !cute.tile<"[_;_;_]">
    %52 = cute.static : !cute.layout<"128:1">
    %53 = cute.static : !cute.shape<"(64,128,16)">
    %e0_176, %e1_177, %e2_178 = cute.get_leaves(%53) : !cute.shape<"(64,128,16)">
    %54 = cute.static : !cute.layout<"(128,(64,16)):(0,(1,64))">
    %55 = cute.static : !cute.layout<"(128,(128,16)):(0,(1,128))">
    %56 = cute.static : !cute.layout<"((4,8,4),(2,2,16)):((128,1,16),(64,8,512))">
    %57 = cute.composed_get_inner(%tile_to_shape) : (!cute_composed_layout_6fe5de) -> !cute.swizzle<"S<3,4,3>">
    %58 = cute.composed_get_offset(%tile_to_shape) : (!cute_composed_layout_6fe5de) -> !cute.int_tuple<"0">
    %e0_179 = cute.get_leaves(%58) : !cute.int_tuple<"0">
    %59 = cute.composed_get_outer(%tile_to_shape) : (!cute_composed_layout_6fe5de) -> !cute_layout_8597a8
    %60 = cute.composed_get_inner(%tile_to_shape_110) : (!cute_composed_layout_6fe5de) -> !cute.swizzle<"S<3,4,3>">
    %61 = cute.composed_get_offset(%tile_to_shape_110) : (!cute_composed_layout_6fe5de) -> !cute.int_tuple<"0">
    %e0_180 = cute.get_leaves(%61) : !cute.int_tuple<"0">
    %62 = cute.composed_get_outer(%tile_to_shape_110) : (!cute_composed_layout_6fe5de) -> !cute_layout_8597a8
    %63 = cute.composed_get_inner(%tile_to_shape_120) : (!cute_composed_layout_4ff599) -> !cute.swizzle<"S<2,4,3>">
    %64 = cute.composed_get_offset(%tile_to_shape_120) : (!cute_composed_layout_4ff599) -> !cute.int_tuple<"0">
    %e0_181 = cute.get_leaves(%64) : !cute.int_tuple<"0">
    %65 = cute.composed_get_outer(%tile_to_shape_120) : (!cute_composed_layout_4ff599) -> !cute_layout_2dea00
    %66 = cute.kernel_smem_size @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0 : i64
    %c230400_i32 = arith.constant 230400 : i32
    %67 = arith.extsi %c230400_i32 : i32 to i64
    %68 = arith.cmpi slt, %67, %66 : i64
    scf.if %68 {
      cute.print("\0AError: shared memory usage in '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0' may exceed available memory set in kernel launch. Allocated: {} bytes. Used: {} bytes.\0A\0A", %c230400_i32, %66) : i32, i64
    }
    %c232448_i32 = arith.constant 232448 : i32
    %69 = arith.cmpi sgt, %c230400_i32, %c232448_i32 : i32
    scf.if %69 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %c230400_i32) : i32
    }
    %70 = arith.extsi %c230400_i32 : i32 to i64
    %c384_i32 = arith.constant 384 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c66_i32 = arith.constant 66 : i32
    %71 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c384_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %70, gridDim = (%c2_i32, %c1_i32, %c66_i32), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%71] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %c2_i32_182 = arith.constant 2 : i32
    %c1_i32_183 = arith.constant 1 : i32
    cuda.launch_cfg.cluster_dim[%71] (%c2_i32_182, %c1_i32_183, %c1_i32_183) : !cuda_launch_cfg_2cf94c, i32, i32, i32
    %c0_i32_184 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%71] %c0_i32_184 : !cuda_launch_cfg_2cf94c, i32
    %72 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0<%71> (%non_exec_atom, %tma_tensor, %non_exec_atom_137, %tma_tensor_138, %non_exec_atom_152, %tma_tensor_153, %25, %tile_to_shape, %tile_to_shape_110, %tile_to_shape_120) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7, !cute_coord_tensor_18692d, !cute_nvgpu_atom_non_exec_tiled_tma_load_23fada, !cute_coord_tensor_77b5c9, !cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0, !cute_coord_tensor_f03812, !mma_bf16_bf16_f32_64x128x16, !cute_composed_layout_6fe5de, !cute_composed_layout_6fe5de, !cute_composed_layout_4ff599) -> !cuda.result
    %73 = cuda.cast %72 : !cuda.result -> i32
    cuda.return_if_error %73 : i32
    %c0_i32_185 = arith.constant 0 : i32
    return %c0_i32_185 : i32
  }
}
