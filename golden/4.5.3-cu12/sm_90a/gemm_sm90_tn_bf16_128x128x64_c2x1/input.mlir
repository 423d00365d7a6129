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
!cute_layout_d829d3 = !cute.layout<"(128,64,9,9,2):(1@1,1@0,128@1,64@0,1@2)">
!cute_layout_dc11ff = !cute.layout<"(1000,520,2):(520,1,520000)">
!cute_layout_dcb831 = !cute.layout<"(1000,520,2):(1@0,1@1,1@2)">
!cute_layout_e0bfea = !cute.layout<"(128,64):(1@0,1@1)">
!cute_layout_e50b86 = !cute.layout<"(128,64,8,9,2):(1@1,1@0,128@1,64@0,1@2)">
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
!copy_stsm_4_ = !cute.tiled_copy<!cute_nvgpu.atom.stsm<bf16, mode = <"(8,8)">, num_matrices = 4, n>, layout_copy_tv = <"((4,8,8),(2,2,2)):((128,1,8),(512,64,1024))">, tiler_mn = <"[(8,8,2):(1,16,8);(4,2,2):(2,1,8)]">>
!copy_stsm_4_1 = !cute.tiled_copy<!cute_nvgpu.atom.stsm<bf16, mode = <"(8,8)">, num_matrices = 4, n>, layout_copy_tv = <"((4,64),((2,2,2),1)):((128,1),((512,64,1024),0))">, tiler_mn = <"[(8,8,2):(1,16,8);(4,2,2):(2,1,8)]">>
!memref_gmem_bf16_ = !cute.memref<bf16, gmem, align<16>, "(2,1000,520):(520000,520,1)">
!memref_gmem_bf16_1 = !cute.memref<bf16, gmem, align<16>, "(2,520,1048):(544960,1,520)">
!memref_gmem_bf16_2 = !cute.memref<bf16, gmem, align<16>, "(2,1000,1048):(1048000,1048,1)">
!memref_gmem_bf16_3 = !cute.memref<bf16, gmem, align<16>, "(1000,520,2):(520,1,520000)">
!memref_gmem_bf16_4 = !cute.memref<bf16, gmem, align<16>, "(1048,520,2):(520,1,544960)">
!memref_gmem_bf16_5 = !cute.memref<bf16, gmem, align<16>, "(1000,1048,2):(1048,1,1048000)">
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
    cuda.kernel @kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0(%arg0: !cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7 {cute_nvgpu.grid_constant}, %arg1: !cute_coord_tensor_18692d, %arg2: !cute_nvgpu_atom_non_exec_tiled_tma_load_23fada {cute_nvgpu.grid_constant}, %arg3: !cute_coord_tensor_77b5c9, %arg4: !cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0 {cute_nvgpu.grid_constant}, %arg5: !cute_coord_tensor_f03812, %arg6: !mma_bf16_bf16_f32_64x128x16_, %arg7: !cute_composed_layout_6fe5de, %arg8: !cute_composed_layout_6fe5de, %arg9: !cute_composed_layout_4ff599) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 384, 1, 1>} {
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
      %c128_i32 = arith.constant 128 : i32
      %15 = arith.floordivsi %0, %c128_i32 : i32
      %16 = cute_nvgpu.arch.make_warp_uniform(%15) : i32
      %17 = nvvm.read.ptx.sreg.ctaid.x : i32
      %18 = nvvm.read.ptx.sreg.ctaid.y : i32
      %19 = nvvm.read.ptx.sreg.ctaid.z : i32
      %20 = nvvm.read.ptx.sreg.nctaid.x : i32
      %21 = nvvm.read.ptx.sreg.nctaid.y : i32
      %22 = nvvm.read.ptx.sreg.nctaid.z : i32
      %c0_i32 = arith.constant 0 : i32
      %23 = arith.cmpi eq, %14, %c0_i32 : i32
      scf.if %23 {
        cute_nvgpu.prefetch_tma_desc(%arg0) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7) -> ()
        cute_nvgpu.prefetch_tma_desc(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_23fada) -> ()
        cute_nvgpu.prefetch_tma_desc(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> ()
      }
      %shape = cute.make_shape() : () -> !cute.shape<"(2,1,1)">
      %lay_27 = cute.make_layout(%shape) : !cute.layout<"(2,1,1):(1,0,0)">
      %24 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %25 = cute_nvgpu.arch.make_warp_uniform(%24) : i32
      %26 = cute.get_flat_coord(%25, %lay_27) : (i32, !cute.layout<"(2,1,1):(1,0,0)">) -> !cute.coord<"(?,0,0)">
      %e0_28, %e1_29, %e2_30 = cute.get_leaves(%26) : !cute.coord<"(?,0,0)">
      %itup = cute.to_int_tuple(%e0_28) : !cute.coord<"?"> to !cute.int_tuple<"?">
      %27 = cute.get_scalars(%itup) : !cute.int_tuple<"?">
      %28 = cute.get_shape(%lay_27) : (!cute.layout<"(2,1,1):(1,0,0)">) -> !cute.shape<"(2,1,1)">
      %e0_31, %e1_32, %e2_33 = cute.get_leaves(%28) : !cute.shape<"(2,1,1)">
      %cosz = cute.cosize(%lay_27) : (!cute.layout<"(2,1,1):(1,0,0)">) -> !cute.int_tuple<"2">
      %e0_34 = cute.get_leaves(%cosz) : !cute.int_tuple<"2">
      %coord = cute.make_coord() : () -> !cute.coord<"(_,0,0)">
      %slice = cute.slice(%lay_27, %coord) : !cute.layout<"(2,1,1):(1,0,0)">, !cute.coord<"(_,0,0)">
      %coord_35 = cute.make_coord() : () -> !cute.coord<"(_,0,0)">
      %idx = cute.crd2idx(%coord_35, %lay_27) : (!cute.coord<"(_,0,0)">, !cute.layout<"(2,1,1):(1,0,0)">) -> !cute.int_tuple<"0">
      %e0_36 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %29 = cute.get_shape(%slice) : (!cute.layout<"(2):(1)">) -> !cute.shape<"(2)">
      %e0_37 = cute.get_leaves(%29) : !cute.shape<"(2)">
      %sz = cute.size(%slice) : (!cute.layout<"(2):(1)">) -> !cute.int_tuple<"2">
      %e0_38 = cute.get_leaves(%sz) : !cute.int_tuple<"2">
      %coord_39 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_40 = cute.crd2idx(%coord_39, %slice) : (!cute.coord<"0">, !cute.layout<"(2):(1)">) -> !cute.int_tuple<"0">
      %e0_41 = cute.get_leaves(%idx_40) : !cute.int_tuple<"0">
      %coord_42 = cute.make_coord() : () -> !cute.coord<"1">
      %idx_43 = cute.crd2idx(%coord_42, %slice) : (!cute.coord<"1">, !cute.layout<"(2):(1)">) -> !cute.int_tuple<"1">
      %e0_44 = cute.get_leaves(%idx_43) : !cute.int_tuple<"1">
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"230400">
      %ptr = cute.add_offset(%smem_ptr, %int_tuple) : (!cute_ptr_9af6a0, !cute.int_tuple<"230400">) -> !cute_ptr_9af6a0
      %smem_size = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c230400_i32 = arith.constant 230400 : i32
      %30 = arith.cmpi sge, %smem_size, %c230400_i32 : i32
      cf.assert %30, "Allocation failed: shared memory allocation exceeds available memory set in kernel launch. Allocated bytes: 230400 bytes. Please reduce the allocation or set a larger smem size in kernel launch."
      %int_tuple_45 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
      %ptr_46 = cute.add_offset(%smem_ptr, %int_tuple_45) : (!cute_ptr_9af6a0, !cute.int_tuple<"0">) -> !cute_ptr_9af6a0
      %int_tuple_47 = cute.make_int_tuple() : () -> !cute.int_tuple<"1024">
      %ptr_48 = cute.add_offset(%smem_ptr, %int_tuple_47) : (!cute_ptr_9af6a0, !cute.int_tuple<"1024">) -> !cute_ptr_9af6a0
      %int_tuple_49 = cute.make_int_tuple() : () -> !cute.int_tuple<"99328">
      %ptr_50 = cute.add_offset(%smem_ptr, %int_tuple_49) : (!cute_ptr_9af6a0, !cute.int_tuple<"99328">) -> !cute_ptr_9af6a0
      %int_tuple_51 = cute.make_int_tuple() : () -> !cute.int_tuple<"197632">
      %ptr_52 = cute.add_offset(%smem_ptr, %int_tuple_51) : (!cute_ptr_9af6a0, !cute.int_tuple<"197632">) -> !cute_ptr_9af6a0
      %coord_53 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
      %slice_54 = cute.slice(%arg7, %coord_53) : !cute_composed_layout_6fe5de, !cute.coord<"(_,_,0)">
      %31 = cute.composed_get_inner(%slice_54) : (!cute_composed_layout_08a685) -> !cute.swizzle<"S<3,4,3>">
      %32 = cute.composed_get_outer(%slice_54) : (!cute_composed_layout_08a685) -> !cute_layout_c4363d
      %cosz_55 = cute.cosize(%32) : (!cute_layout_c4363d) -> !cute.int_tuple<"8192">
      %e0_56 = cute.get_leaves(%cosz_55) : !cute.int_tuple<"8192">
      %int_tuple_57 = cute.make_int_tuple() : () -> !cute.int_tuple<"131072">
      %tile = cute.make_tile() : () -> !cute.tile<"8:1">
      %shp = cute.ceil_div(%int_tuple_57, %tile) : !cute.int_tuple<"131072">, !cute.tile<"8:1">
      %e0_58 = cute.get_leaves(%shp) : !cute.int_tuple<"16384">
      %coord_59 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
      %slice_60 = cute.slice(%arg8, %coord_59) : !cute_composed_layout_6fe5de, !cute.coord<"(_,_,0)">
      %33 = cute.composed_get_inner(%slice_60) : (!cute_composed_layout_08a685) -> !cute.swizzle<"S<3,4,3>">
      %34 = cute.composed_get_outer(%slice_60) : (!cute_composed_layout_08a685) -> !cute_layout_c4363d
      %cosz_61 = cute.cosize(%34) : (!cute_layout_c4363d) -> !cute.int_tuple<"8192">
      %e0_62 = cute.get_leaves(%cosz_61) : !cute.int_tuple<"8192">
      %int_tuple_63 = cute.make_int_tuple() : () -> !cute.int_tuple<"131072">
      %tile_64 = cute.make_tile() : () -> !cute.tile<"8:1">
      %shp_65 = cute.ceil_div(%int_tuple_63, %tile_64) : !cute.int_tuple<"131072">, !cute.tile<"8:1">
      %e0_66 = cute.get_leaves(%shp_65) : !cute.int_tuple<"16384">
      %iter_67 = cute.recast_iter(%ptr_46) : !cute_ptr_9af6a0 to !cute_ptr_6167ca
      %shape_68 = cute.make_shape() : () -> !cute.shape<"(1,2,1,1)">
      %lay_69 = cute.make_layout(%shape_68) : !cute_layout_583b1a
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
      %47 = arith.cmpi eq, %46, %c0_i32 : i32
      scf.if %47 {
        %int_tuple_258 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_259 = cute.add_offset(%iter_67, %int_tuple_258) : (!cute_ptr_6167ca, !cute.int_tuple<"0">) -> !cute_ptr_6167ca
        %97 = builtin.unrealized_conversion_cast %ptr_259 : !cute_ptr_6167ca to !llvm.ptr<3>
        %c1_i32 = arith.constant 1 : i32
        nvvm.mbarrier.init.shared %97, %c1_i32 : !llvm.ptr<3>, i32
        %int_tuple_260 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
        %ptr_261 = cute.add_offset(%iter_67, %int_tuple_260) : (!cute_ptr_6167ca, !cute.int_tuple<"1">) -> !cute.ptr<i64, smem>
        %98 = builtin.unrealized_conversion_cast %ptr_261 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %98, %c1_i32 : !llvm.ptr<3>, i32
        %int_tuple_262 = cute.make_int_tuple() : () -> !cute.int_tuple<"2">
        %ptr_263 = cute.add_offset(%iter_67, %int_tuple_262) : (!cute_ptr_6167ca, !cute.int_tuple<"2">) -> !cute.ptr<i64, smem, align<16>>
        %99 = builtin.unrealized_conversion_cast %ptr_263 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %99, %c1_i32 : !llvm.ptr<3>, i32
        %int_tuple_264 = cute.make_int_tuple() : () -> !cute.int_tuple<"3">
        %ptr_265 = cute.add_offset(%iter_67, %int_tuple_264) : (!cute_ptr_6167ca, !cute.int_tuple<"3">) -> !cute.ptr<i64, smem>
        %100 = builtin.unrealized_conversion_cast %ptr_265 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %100, %c1_i32 : !llvm.ptr<3>, i32
        %int_tuple_266 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
        %ptr_267 = cute.add_offset(%iter_67, %int_tuple_266) : (!cute_ptr_6167ca, !cute.int_tuple<"4">) -> !cute.ptr<i64, smem, align<32>>
        %101 = builtin.unrealized_conversion_cast %ptr_267 : !cute.ptr<i64, smem, align<32>> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %101, %c1_i32 : !llvm.ptr<3>, i32
        %int_tuple_268 = cute.make_int_tuple() : () -> !cute.int_tuple<"5">
        %ptr_269 = cute.add_offset(%iter_67, %int_tuple_268) : (!cute_ptr_6167ca, !cute.int_tuple<"5">) -> !cute.ptr<i64, smem>
        %102 = builtin.unrealized_conversion_cast %ptr_269 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %102, %c1_i32 : !llvm.ptr<3>, i32
      }
      %int_tuple_70 = cute.make_int_tuple() : () -> !cute.int_tuple<"6">
      %ptr_71 = cute.add_offset(%iter_67, %int_tuple_70) : (!cute_ptr_6167ca, !cute.int_tuple<"6">) -> !cute.ptr<i64, smem, align<16>>
      %48 = nvvm.read.ptx.sreg.tid.x : i32
      %49 = nvvm.read.ptx.sreg.tid.y : i32
      %50 = nvvm.read.ptx.sreg.tid.z : i32
      %51 = nvvm.read.ptx.sreg.ntid.x : i32
      %52 = nvvm.read.ptx.sreg.ntid.y : i32
      %53 = arith.muli %49, %51 : i32
      %54 = arith.addi %48, %53 : i32
      %55 = arith.muli %50, %51 : i32
      %56 = arith.muli %55, %52 : i32
      %57 = arith.addi %54, %56 : i32
      %58 = arith.floordivsi %57, %c32_i32 : i32
      %59 = cute_nvgpu.arch.make_warp_uniform(%58) : i32
      %60 = arith.cmpi eq, %59, %c0_i32 : i32
      scf.if %60 {
        %int_tuple_258 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_259 = cute.add_offset(%ptr_71, %int_tuple_258) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<i64, smem, align<16>>
        %97 = builtin.unrealized_conversion_cast %ptr_259 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
        %c16_i32 = arith.constant 16 : i32
        nvvm.mbarrier.init.shared %97, %c16_i32 : !llvm.ptr<3>, i32
        %int_tuple_260 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
        %ptr_261 = cute.add_offset(%ptr_71, %int_tuple_260) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"1">) -> !cute.ptr<i64, smem>
        %98 = builtin.unrealized_conversion_cast %ptr_261 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %98, %c16_i32 : !llvm.ptr<3>, i32
        %int_tuple_262 = cute.make_int_tuple() : () -> !cute.int_tuple<"2">
        %ptr_263 = cute.add_offset(%ptr_71, %int_tuple_262) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"2">) -> !cute.ptr<i64, smem, align<16>>
        %99 = builtin.unrealized_conversion_cast %ptr_263 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %99, %c16_i32 : !llvm.ptr<3>, i32
        %int_tuple_264 = cute.make_int_tuple() : () -> !cute.int_tuple<"3">
        %ptr_265 = cute.add_offset(%ptr_71, %int_tuple_264) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"3">) -> !cute.ptr<i64, smem>
        %100 = builtin.unrealized_conversion_cast %ptr_265 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %100, %c16_i32 : !llvm.ptr<3>, i32
        %int_tuple_266 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
        %ptr_267 = cute.add_offset(%ptr_71, %int_tuple_266) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"4">) -> !cute.ptr<i64, smem, align<16>>
        %101 = builtin.unrealized_conversion_cast %ptr_267 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %101, %c16_i32 : !llvm.ptr<3>, i32
        %int_tuple_268 = cute.make_int_tuple() : () -> !cute.int_tuple<"5">
        %ptr_269 = cute.add_offset(%ptr_71, %int_tuple_268) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"5">) -> !cute.ptr<i64, smem>
        %102 = builtin.unrealized_conversion_cast %ptr_269 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %102, %c16_i32 : !llvm.ptr<3>, i32
      }
      %61 = nvvm.read.ptx.sreg.tid.x : i32
      %62 = nvvm.read.ptx.sreg.tid.y : i32
      %63 = nvvm.read.ptx.sreg.tid.z : i32
      %64 = cute.get_shape(%lay_69) : (!cute_layout_583b1a) -> !cute.shape<"(1,2,1,1)">
      %e0_72, %e1_73, %e2_74, %e3 = cute.get_leaves(%64) : !cute.shape<"(1,2,1,1)">
      %65 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %66 = cute_nvgpu.arch.make_warp_uniform(%65) : i32
      %67 = arith.remsi %61, %c32_i32 : i32
      %int_tuple_75 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,2,1,1)">
      %sz_76 = cute.size(%int_tuple_75) : (!cute.int_tuple<"(1,2,1,1)">) -> !cute.int_tuple<"2">
      %e0_77 = cute.get_leaves(%sz_76) : !cute.int_tuple<"2">
      %c2_i32 = arith.constant 2 : i32
      %68 = arith.cmpi slt, %67, %c2_i32 : i32
      %int_tuple_78 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,2,1,1)">
      %sz_79 = cute.size(%int_tuple_78) : (!cute.int_tuple<"(1,2,1,1)">) -> !cute.int_tuple<"2">
      %e0_80 = cute.get_leaves(%sz_79) : !cute.int_tuple<"2">
      %69 = arith.remsi %67, %c2_i32 : i32
      %70 = cute.get_hier_coord(%69, %lay_69) : (i32, !cute_layout_583b1a) -> !cute.coord<"(0,?,0,0)">
      %e0_81, %e1_82, %e2_83, %e3_84 = cute.get_leaves(%70) : !cute.coord<"(0,?,0,0)">
      %itup_85 = cute.to_int_tuple(%e1_82) : !cute.coord<"?"> to !cute.int_tuple<"?">
      %71 = cute.get_scalars(%itup_85) : !cute.int_tuple<"?">
      %72 = cute.get_hier_coord(%66, %lay_69) : (i32, !cute_layout_583b1a) -> !cute.coord<"(0,?,0,0)">
      %e0_86, %e1_87, %e2_88, %e3_89 = cute.get_leaves(%72) : !cute.coord<"(0,?,0,0)">
      %itup_90 = cute.to_int_tuple(%e1_87) : !cute.coord<"?"> to !cute.int_tuple<"?">
      %73 = cute.get_scalars(%itup_90) : !cute.int_tuple<"?">
      %74 = arith.cmpi eq, %71, %73 : i32
      %true = arith.constant true
      %75 = arith.andi %true, %74 : i1
      %76 = arith.cmpi eq, %71, %73 : i32
      %77 = arith.andi %true, %76 : i1
      %78 = arith.andi %77, %true : i1
      %false = arith.constant false
      %79 = scf.if %false -> (i1) {
        %97 = arith.andi %68, %78 : i1
        scf.yield %97 : i1
      } else {
        %false_258 = arith.constant false
        %97 = scf.if %false_258 -> (i1) {
          %true_259 = arith.constant true
          %98 = arith.andi %68, %true_259 : i1
          scf.yield %98 : i1
        } else {
          %true_259 = arith.constant true
          %98 = scf.if %true_259 -> (i1) {
            %99 = arith.extui %78 : i1 to i32
            %c0_i32_260 = arith.constant 0 : i32
            %100 = arith.cmpi ne, %99, %c0_i32_260 : i32
            %101 = arith.extui %78 : i1 to i32
            %c1_i32 = arith.constant 1 : i32
            %102 = arith.select %100, %101, %c1_i32 : i32
            %c0_i32_261 = arith.constant 0 : i32
            %103 = arith.cmpi ne, %102, %c0_i32_261 : i32
            %104 = arith.andi %68, %103 : i1
            scf.yield %104 : i1
          } else {
            scf.yield %68 : i1
          }
          scf.yield %98 : i1
        }
        scf.yield %97 : i1
      }
      %sz_91 = cute.size(%lay_69) : (!cute_layout_583b1a) -> !cute.int_tuple<"2">
      %e0_92 = cute.get_leaves(%sz_91) : !cute.int_tuple<"2">
      nvvm.fence.mbarrier.init
      %sz_93 = cute.size(%lay_69) : (!cute_layout_583b1a) -> !cute.int_tuple<"2">
      %e0_94 = cute.get_leaves(%sz_93) : !cute.int_tuple<"2">
      nvvm.cluster.arrive.relaxed
      nvvm.cluster.wait
      %true_95 = arith.constant true
      scf.if %true_95 {
        nvvm.cluster.arrive.relaxed
      }
      %80 = cute.composed_get_outer(%arg7) : (!cute_composed_layout_6fe5de) -> !cute_layout_8597a8
      %81 = cute.composed_get_inner(%arg7) : (!cute_composed_layout_6fe5de) -> !cute.swizzle<"S<3,4,3>">
      %iter_96 = cute.recast_iter(%ptr_48) : !cute_ptr_9af6a0 to !cute_ptr_91cbad
      %view = cute.make_view(%iter_96, %80) : !memref_smem_bf16_
      %iter_97 = cute.get_iter(%view) : !memref_smem_bf16_
      %iter_98 = cute.get_iter(%view) : !memref_smem_bf16_
      %82 = cute.composed_get_outer(%arg8) : (!cute_composed_layout_6fe5de) -> !cute_layout_8597a8
      %83 = cute.composed_get_inner(%arg8) : (!cute_composed_layout_6fe5de) -> !cute.swizzle<"S<3,4,3>">
      %iter_99 = cute.recast_iter(%ptr_50) : !cute_ptr_9af6a0 to !cute_ptr_91cbad
      %view_100 = cute.make_view(%iter_99, %82) : !memref_smem_bf16_
      %iter_101 = cute.get_iter(%view_100) : !memref_smem_bf16_
      %iter_102 = cute.get_iter(%view_100) : !memref_smem_bf16_
      %84 = cute.composed_get_outer(%arg9) : (!cute_composed_layout_4ff599) -> !cute_layout_2dea00
      %85 = cute.composed_get_inner(%arg9) : (!cute_composed_layout_4ff599) -> !cute.swizzle<"S<2,4,3>">
      %iter_103 = cute.recast_iter(%ptr_52) : !cute_ptr_9af6a0 to !cute.ptr<bf16, smem, align<1024>, S<2,4,3>>
      %view_104 = cute.make_view(%iter_103, %84) : !memref_smem_bf16_1
      %iter_105 = cute.get_iter(%view_104) : !memref_smem_bf16_1
      %iter_106 = cute.get_iter(%view_104) : !memref_smem_bf16_1
      %tile_107 = cute.make_tile() : () -> !cute.tile<"[128:1;64:1]">
      %coord_108 = cute.make_coord() : () -> !cute.coord<"(_,_,_)">
      %tiled_view = cute.local_tile(%arg1, %tile_107, %coord_108) : (!cute_coord_tensor_18692d, !cute.tile<"[128:1;64:1]">, !cute.coord<"(_,_,_)">) -> !cute_coord_tensor_cdb98a
      %iter_109 = cute.get_iter(%tiled_view) : !cute_coord_tensor_cdb98a
      %tup_110 = cute.deref_arith_tuple_iter(%iter_109) : !cute_arith_tuple_iter_da3d01
      %e0_111, %e1_112, %e2_113 = cute.get_leaves(%tup_110) : !cute.int_tuple<"(0,0,0)">
      %iter_114 = cute.get_iter(%tiled_view) : !cute_coord_tensor_cdb98a
      %tup_115 = cute.deref_arith_tuple_iter(%iter_114) : !cute_arith_tuple_iter_da3d01
      %e0_116, %e1_117, %e2_118 = cute.get_leaves(%tup_115) : !cute.int_tuple<"(0,0,0)">
      %tile_119 = cute.make_tile() : () -> !cute.tile<"[128:1;64:1]">
      %coord_120 = cute.make_coord() : () -> !cute.coord<"(_,_,_)">
      %tiled_view_121 = cute.local_tile(%arg3, %tile_119, %coord_120) : (!cute_coord_tensor_77b5c9, !cute.tile<"[128:1;64:1]">, !cute.coord<"(_,_,_)">) -> !cute_coord_tensor_930719
      %iter_122 = cute.get_iter(%tiled_view_121) : !cute_coord_tensor_930719
      %tup_123 = cute.deref_arith_tuple_iter(%iter_122) : !cute_arith_tuple_iter_da3d01
      %e0_124, %e1_125, %e2_126 = cute.get_leaves(%tup_123) : !cute.int_tuple<"(0,0,0)">
      %iter_127 = cute.get_iter(%tiled_view_121) : !cute_coord_tensor_930719
      %tup_128 = cute.deref_arith_tuple_iter(%iter_127) : !cute_arith_tuple_iter_da3d01
      %e0_129, %e1_130, %e2_131 = cute.get_leaves(%tup_128) : !cute.int_tuple<"(0,0,0)">
      %tile_132 = cute.make_tile() : () -> !cute.tile<"[128:1;128:1]">
      %coord_133 = cute.make_coord() : () -> !cute.coord<"(_,_,_)">
      %tiled_view_134 = cute.local_tile(%arg5, %tile_132, %coord_133) : (!cute_coord_tensor_f03812, !cute.tile<"[128:1;128:1]">, !cute.coord<"(_,_,_)">) -> !cute_coord_tensor_6fd6c5
      %iter_135 = cute.get_iter(%tiled_view_134) : !cute_coord_tensor_6fd6c5
      %tup_136 = cute.deref_arith_tuple_iter(%iter_135) : !cute_arith_tuple_iter_da3d01
      %e0_137, %e1_138, %e2_139 = cute.get_leaves(%tup_136) : !cute.int_tuple<"(0,0,0)">
      %iter_140 = cute.get_iter(%tiled_view_134) : !cute_coord_tensor_6fd6c5
      %tup_141 = cute.deref_arith_tuple_iter(%iter_140) : !cute_arith_tuple_iter_da3d01
      %e0_142, %e1_143, %e2_144 = cute.get_leaves(%tup_141) : !cute.int_tuple<"(0,0,0)">
      %shape_145 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_146 = cute.make_layout(%shape_145) : !cute.layout<"1:0">
      %lay_147 = cute.get_layout(%view) : !memref_smem_bf16_
      %86 = cute.get_shape(%lay_147) : (!cute_layout_8597a8) -> !cute_shape_0f5492
      %e0_148, %e1_149, %e2_150, %e3_151, %e4, %e5 = cute.get_leaves(%86) : !cute_shape_0f5492
      %lay_152 = cute.get_layout(%view) : !memref_smem_bf16_
      %87 = cute.get_shape(%lay_152) : (!cute_layout_8597a8) -> !cute_shape_0f5492
      %e0_153, %e1_154, %e2_155, %e3_156, %e4_157, %e5_158 = cute.get_leaves(%87) : !cute_shape_0f5492
      %grouped = cute.group_modes(%view) <0, 2> : (!memref_smem_bf16_) -> !memref_smem_bf16_2
      %iter_159 = cute.get_iter(%grouped) : !memref_smem_bf16_2
      %iter_160 = cute.get_iter(%grouped) : !memref_smem_bf16_2
      %lay_161 = cute.get_layout(%tiled_view) : !cute_coord_tensor_cdb98a
      %88 = cute.get_shape(%lay_161) : (!cute_layout_e50b86) -> !cute.shape<"(128,64,8,9,2)">
      %e0_162, %e1_163, %e2_164, %e3_165, %e4_166 = cute.get_leaves(%88) : !cute.shape<"(128,64,8,9,2)">
      %lay_167 = cute.get_layout(%tiled_view) : !cute_coord_tensor_cdb98a
      %89 = cute.get_shape(%lay_167) : (!cute_layout_e50b86) -> !cute.shape<"(128,64,8,9,2)">
      %e0_168, %e1_169, %e2_170, %e3_171, %e4_172 = cute.get_leaves(%89) : !cute.shape<"(128,64,8,9,2)">
      %grouped_173 = cute.group_modes(%tiled_view) <0, 2> : (!cute_coord_tensor_cdb98a) -> !cute_coord_tensor_d4c6bb
      %iter_174 = cute.get_iter(%grouped_173) : !cute_coord_tensor_d4c6bb
      %tup_175 = cute.deref_arith_tuple_iter(%iter_174) : !cute_arith_tuple_iter_da3d01
      %e0_176, %e1_177, %e2_178 = cute.get_leaves(%tup_175) : !cute.int_tuple<"(0,0,0)">
      %iter_179 = cute.get_iter(%grouped_173) : !cute_coord_tensor_d4c6bb
      %tup_180 = cute.deref_arith_tuple_iter(%iter_179) : !cute_arith_tuple_iter_da3d01
      %e0_181, %e1_182, %e2_183 = cute.get_leaves(%tup_180) : !cute.int_tuple<"(0,0,0)">
      %coord_184 = cute.make_coord() : () -> !cute.coord<"0">
      %res_smem_tensor, %res_gmem_tensor = cute_nvgpu.atom.tma_partition(%arg0, %coord_184, %lay_146, %grouped, %grouped_173) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7, !cute.coord<"0">, !cute.layout<"1:0">, !memref_smem_bf16_2, !cute_coord_tensor_d4c6bb) -> (!memref_smem_bf16_3, !cute_coord_tensor_05ca29)
      %iter_185 = cute.get_iter(%res_smem_tensor) : !memref_smem_bf16_3
      %iter_186 = cute.get_iter(%res_gmem_tensor) : !cute_coord_tensor_05ca29
      %tup_187 = cute.deref_arith_tuple_iter(%iter_186) : !cute_arith_tuple_iter_da3d01
      %e0_188, %e1_189, %e2_190 = cute.get_leaves(%tup_187) : !cute.int_tuple<"(0,0,0)">
      %shape_191 = cute.make_shape() : () -> !cute.shape<"2">
      %lay_192 = cute.make_layout(%shape_191) : !cute.layout<"2:1">
      %lay_193 = cute.get_layout(%view_100) : !memref_smem_bf16_
      %90 = cute.get_shape(%lay_193) : (!cute_layout_8597a8) -> !cute_shape_0f5492
      %e0_194, %e1_195, %e2_196, %e3_197, %e4_198, %e5_199 = cute.get_leaves(%90) : !cute_shape_0f5492
      %lay_200 = cute.get_layout(%view_100) : !memref_smem_bf16_
      %91 = cute.get_shape(%lay_200) : (!cute_layout_8597a8) -> !cute_shape_0f5492
      %e0_201, %e1_202, %e2_203, %e3_204, %e4_205, %e5_206 = cute.get_leaves(%91) : !cute_shape_0f5492
      %grouped_207 = cute.group_modes(%view_100) <0, 2> : (!memref_smem_bf16_) -> !memref_smem_bf16_2
      %iter_208 = cute.get_iter(%grouped_207) : !memref_smem_bf16_2
      %iter_209 = cute.get_iter(%grouped_207) : !memref_smem_bf16_2
      %lay_210 = cute.get_layout(%tiled_view_121) : !cute_coord_tensor_930719
      %92 = cute.get_shape(%lay_210) : (!cute_layout_d829d3) -> !cute.shape<"(128,64,9,9,2)">
      %e0_211, %e1_212, %e2_213, %e3_214, %e4_215 = cute.get_leaves(%92) : !cute.shape<"(128,64,9,9,2)">
      %lay_216 = cute.get_layout(%tiled_view_121) : !cute_coord_tensor_930719
      %93 = cute.get_shape(%lay_216) : (!cute_layout_d829d3) -> !cute.shape<"(128,64,9,9,2)">
      %e0_217, %e1_218, %e2_219, %e3_220, %e4_221 = cute.get_leaves(%93) : !cute.shape<"(128,64,9,9,2)">
      %grouped_222 = cute.group_modes(%tiled_view_121) <0, 2> : (!cute_coord_tensor_930719) -> !cute_coord_tensor_4c32fd
      %iter_223 = cute.get_iter(%grouped_222) : !cute_coord_tensor_4c32fd
      %tup_224 = cute.deref_arith_tuple_iter(%iter_223) : !cute_arith_tuple_iter_da3d01
      %e0_225, %e1_226, %e2_227 = cute.get_leaves(%tup_224) : !cute.int_tuple<"(0,0,0)">
      %iter_228 = cute.get_iter(%grouped_222) : !cute_coord_tensor_4c32fd
      %tup_229 = cute.deref_arith_tuple_iter(%iter_228) : !cute_arith_tuple_iter_da3d01
      %e0_230, %e1_231, %e2_232 = cute.get_leaves(%tup_229) : !cute.int_tuple<"(0,0,0)">
      %coord_233 = cute.make_coord(%itup) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %res_smem_tensor_234, %res_gmem_tensor_235 = cute_nvgpu.atom.tma_partition(%arg2, %coord_233, %lay_192, %grouped_207, %grouped_222) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_23fada, !cute.coord<"?">, !cute.layout<"2:1">, !memref_smem_bf16_2, !cute_coord_tensor_4c32fd) -> (!memref_smem_bf16_3, !cute_coord_tensor_4294ae)
      %iter_236 = cute.get_iter(%res_smem_tensor_234) : !memref_smem_bf16_3
      %iter_237 = cute.get_iter(%res_gmem_tensor_235) : !cute_coord_tensor_4294ae
      %tup_238 = cute.deref_arith_tuple_iter(%iter_237) : !cute.arith_tuple_iter<"(0,?{div=64},0)">
      %e0_239, %e1_240, %e2_241 = cute.get_leaves(%tup_238) : !cute.int_tuple<"(0,?{div=64},0)">
      %94 = cute.get_scalars(%e1_240) : !cute.int_tuple<"?{div=64}">
      %sz_242 = cute.size(%tiled_view) <{mode = [3]}> : (!cute_coord_tensor_cdb98a) -> !cute.int_tuple<"9">
      %e0_243 = cute.get_leaves(%sz_242) : !cute.int_tuple<"9">
      %sz_244 = cute.size(%tiled_view_134) <{mode = [2]}> : (!cute_coord_tensor_6fd6c5) -> !cute.int_tuple<"8">
      %e0_245 = cute.get_leaves(%sz_244) : !cute.int_tuple<"8">
      %sz_246 = cute.size(%tiled_view_134) <{mode = [3]}> : (!cute_coord_tensor_6fd6c5) -> !cute.int_tuple<"9">
      %e0_247 = cute.get_leaves(%sz_246) : !cute.int_tuple<"9">
      %int_tuple_248 = cute.make_int_tuple() : () -> !cute.int_tuple<"8">
      %tile_249 = cute.make_tile() : () -> !cute.tile<"2:1">
      %shp_250 = cute.ceil_div(%int_tuple_248, %tile_249) : !cute.int_tuple<"8">, !cute.tile<"2:1">
      %e0_251 = cute.get_leaves(%shp_250) : !cute.int_tuple<"4">
      %int_tuple_252 = cute.make_int_tuple() : () -> !cute.int_tuple<"9">
      %tile_253 = cute.make_tile() : () -> !cute.tile<"1:0">
      %shp_254 = cute.ceil_div(%int_tuple_252, %tile_253) : !cute.int_tuple<"9">, !cute.tile<"1:0">
      %e0_255 = cute.get_leaves(%shp_254) : !cute.int_tuple<"9">
      %sz_256 = cute.size(%tiled_view_134) <{mode = [4]}> : (!cute_coord_tensor_6fd6c5) -> !cute.int_tuple<"2">
      %e0_257 = cute.get_leaves(%sz_256) : !cute.int_tuple<"2">
      scf.if %true_95 {
        nvvm.cluster.wait
      } else {
        nvvm.barrier
      }
      %95 = arith.cmpi eq, %16, %c0_i32 : i32
      %96 = scf.if %95 -> (!mma_bf16_bf16_f32_64x128x16_) {
        nvvm.setmaxregister  decrease 40
        %c0_i32_258 = arith.constant 0 : i32
        %97 = arith.cmpi eq, %14, %c0_i32_258 : i32
        scf.if %97 {
          %c0_i32_259 = arith.constant 0 : i32
          %c1_i32 = arith.constant 1 : i32
          %98:4 = scf.while (%arg10 = %19, %arg11 = %c0_i32_259, %arg12 = %c0_i32_259, %arg13 = %c1_i32) : (i32, i32, i32, i32) -> (i32, i32, i32, i32) {
            %c72_i32 = arith.constant 72 : i32
            %120 = arith.cmpi slt, %arg10, %c72_i32 : i32
            scf.condition(%120) %arg10, %arg11, %arg12, %arg13 : i32, i32, i32, i32
          } do {
          ^bb0(%arg10: i32, %arg11: i32, %arg12: i32, %arg13: i32):
            %c36_i32 = arith.constant 36 : i32
            %120 = arith.floordivsi %arg10, %c36_i32 : i32
            %121 = arith.muli %120, %c36_i32 : i32
            %122 = arith.subi %arg10, %121 : i32
            %123 = arith.floordivsi %122, %c36_i32 : i32
            %c4_i32 = arith.constant 4 : i32
            %124 = arith.muli %123, %c4_i32 : i32
            %125 = arith.subi %c4_i32, %124 : i32
            %c4_i32_262 = arith.constant 4 : i32
            %126 = arith.minsi %125, %c4_i32_262 : i32
            %127 = arith.muli %123, %c36_i32 : i32
            %128 = arith.subi %122, %127 : i32
            %129 = arith.remsi %128, %126 : i32
            %130 = arith.addi %124, %129 : i32
            %131 = arith.floordivsi %128, %126 : i32
            %c2_i32_263 = arith.constant 2 : i32
            %132 = arith.muli %130, %c2_i32_263 : i32
            %133 = arith.addi %132, %17 : i32
            %c1_i32_264 = arith.constant 1 : i32
            %134 = arith.muli %131, %c1_i32_264 : i32
            %135 = arith.addi %134, %18 : i32
            %c0_i32_265 = arith.constant 0 : i32
            %c9_i32 = arith.constant 9 : i32
            %c1_i32_266 = arith.constant 1 : i32
            %136:3 = scf.for %arg14 = %c0_i32_265 to %c9_i32 step %c1_i32_266 iter_args(%arg15 = %arg11, %arg16 = %arg12, %arg17 = %arg13) -> (i32, i32, i32)  : i32 {
              %true_267 = arith.constant true
              scf.if %true_267 {
                %int_tuple_452 = cute.make_int_tuple(%arg16) : (i32) -> !cute.int_tuple<"?">
                %ptr_453 = cute.add_offset(%ptr_71, %int_tuple_452) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
                %196 = builtin.unrealized_conversion_cast %ptr_453 : !cute.ptr<i64, smem> to !llvm.ptr<3>
                %c10000000_i32 = arith.constant 10000000 : i32
                nvvm.mbarrier.try_wait.parity.shared %196, %arg17, %c10000000_i32 : !llvm.ptr<3>, i32, i32
              }
              %138 = nvvm.elect.sync -> i1
              scf.if %138 {
                %int_tuple_452 = cute.make_int_tuple(%arg16) : (i32) -> !cute.int_tuple<"?">
                %ptr_453 = cute.add_offset(%iter_67, %int_tuple_452) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
                %196 = builtin.unrealized_conversion_cast %ptr_453 : !cute.ptr<i64, smem> to !llvm.ptr<3>
                %c32768_i32 = arith.constant 32768 : i32
                nvvm.mbarrier.txn %196, %c32768_i32 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
              }
              %int_tuple_268 = cute.make_int_tuple(%arg16) : (i32) -> !cute.int_tuple<"?">
              %ptr_269 = cute.add_offset(%iter_67, %int_tuple_268) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
              %coord_270 = cute.make_coord(%133, %arg14, %120) : (i32, i32, i32) -> !cute.coord<"(_,?,?,?)">
              %slice_271 = cute.slice(%res_gmem_tensor, %coord_270) : !cute_coord_tensor_05ca29, !cute.coord<"(_,?,?,?)">
              %iter_272 = cute.get_iter(%slice_271) : !cute_coord_tensor_84c2f1
              %tup_273 = cute.deref_arith_tuple_iter(%iter_272) : !cute_arith_tuple_iter_396070
              %e0_274, %e1_275, %e2_276 = cute.get_leaves(%tup_273) : !cute_int_tuple_ae8a07
              %139 = cute.get_scalars(%e0_274) : !cute.int_tuple<"?{div=64}">
              %140 = cute.get_scalars(%e1_275) : !cute.int_tuple<"?{div=128}">
              %141 = cute.get_scalars(%e2_276) : !cute.int_tuple<"?">
              %iter_277 = cute.get_iter(%slice_271) : !cute_coord_tensor_84c2f1
              %tup_278 = cute.deref_arith_tuple_iter(%iter_277) : !cute_arith_tuple_iter_396070
              %e0_279, %e1_280, %e2_281 = cute.get_leaves(%tup_278) : !cute_int_tuple_ae8a07
              %142 = cute.get_scalars(%e0_279) : !cute.int_tuple<"?{div=64}">
              %143 = cute.get_scalars(%e1_280) : !cute.int_tuple<"?{div=128}">
              %144 = cute.get_scalars(%e2_281) : !cute.int_tuple<"?">
              %coord_282 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,?)">
              %slice_283 = cute.slice(%res_smem_tensor, %coord_282) : !memref_smem_bf16_3, !cute.coord<"(_,?)">
              %iter_284 = cute.get_iter(%slice_283) : !memref_smem_bf16_4
              %iter_285 = cute.get_iter(%slice_283) : !memref_smem_bf16_4
              %lay_286 = cute.get_layout(%slice_271) : !cute_coord_tensor_84c2f1
              %145 = cute.get_shape(%lay_286) : (!cute_layout_5e15fa) -> !cute.shape<"(((64,128),1))">
              %e0_287, %e1_288, %e2_289 = cute.get_leaves(%145) : !cute.shape<"(((64,128),1))">
              %lay_290 = cute.get_layout(%slice_283) : !memref_smem_bf16_4
              %146 = cute.get_shape(%lay_290) : (!cute_layout_718229) -> !cute.shape<"((8192,1))">
              %e0_291, %e1_292 = cute.get_leaves(%146) : !cute.shape<"((8192,1))">
              %lay_293 = cute.get_layout(%slice_271) : !cute_coord_tensor_84c2f1
              %shape_294 = cute.make_shape() : () -> !cute.shape<"1">
              %lay_295 = cute.make_layout(%shape_294) : !cute.layout<"1:0">
              %append = cute.append_to_rank<2> (%lay_293, %lay_295) : !cute_layout_5e15fa, !cute.layout<"1:0">
              %int_tuple_296 = cute.make_int_tuple(%e0_279, %e1_280, %e2_281) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ae8a07
              %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_296) : (!cute_int_tuple_ae8a07) -> !cute_arith_tuple_iter_396070
              %view_297 = cute.make_view(%int_tup_iter, %append) : !cute_coord_tensor_f09f0b
              %iter_298 = cute.get_iter(%view_297) : !cute_coord_tensor_f09f0b
              %tup_299 = cute.deref_arith_tuple_iter(%iter_298) : !cute_arith_tuple_iter_396070
              %e0_300, %e1_301, %e2_302 = cute.get_leaves(%tup_299) : !cute_int_tuple_ae8a07
              %147 = cute.get_scalars(%e0_300) : !cute.int_tuple<"?{div=64}">
              %148 = cute.get_scalars(%e1_301) : !cute.int_tuple<"?{div=128}">
              %149 = cute.get_scalars(%e2_302) : !cute.int_tuple<"?">
              %lay_303 = cute.get_layout(%view_297) : !cute_coord_tensor_f09f0b
              %150 = cute.get_shape(%lay_303) : (!cute_layout_bfb9a9) -> !cute.shape<"(((64,128),1),1)">
              %e0_304, %e1_305, %e2_306, %e3_307 = cute.get_leaves(%150) : !cute.shape<"(((64,128),1),1)">
              %lay_308 = cute.get_layout(%view_297) : !cute_coord_tensor_f09f0b
              %151 = cute.get_shape(%lay_308) : (!cute_layout_bfb9a9) -> !cute.shape<"(((64,128),1),1)">
              %e0_309, %e1_310, %e2_311, %e3_312 = cute.get_leaves(%151) : !cute.shape<"(((64,128),1),1)">
              %grouped_313 = cute.group_modes(%view_297) <1, 2> : (!cute_coord_tensor_f09f0b) -> !cute_coord_tensor_be8f5d
              %iter_314 = cute.get_iter(%grouped_313) : !cute_coord_tensor_be8f5d
              %tup_315 = cute.deref_arith_tuple_iter(%iter_314) : !cute_arith_tuple_iter_396070
              %e0_316, %e1_317, %e2_318 = cute.get_leaves(%tup_315) : !cute_int_tuple_ae8a07
              %152 = cute.get_scalars(%e0_316) : !cute.int_tuple<"?{div=64}">
              %153 = cute.get_scalars(%e1_317) : !cute.int_tuple<"?{div=128}">
              %154 = cute.get_scalars(%e2_318) : !cute.int_tuple<"?">
              %iter_319 = cute.get_iter(%grouped_313) : !cute_coord_tensor_be8f5d
              %tup_320 = cute.deref_arith_tuple_iter(%iter_319) : !cute_arith_tuple_iter_396070
              %e0_321, %e1_322, %e2_323 = cute.get_leaves(%tup_320) : !cute_int_tuple_ae8a07
              %155 = cute.get_scalars(%e0_321) : !cute.int_tuple<"?{div=64}">
              %156 = cute.get_scalars(%e1_322) : !cute.int_tuple<"?{div=128}">
              %157 = cute.get_scalars(%e2_323) : !cute.int_tuple<"?">
              %lay_324 = cute.get_layout(%slice_283) : !memref_smem_bf16_4
              %shape_325 = cute.make_shape() : () -> !cute.shape<"1">
              %lay_326 = cute.make_layout(%shape_325) : !cute.layout<"1:0">
              %append_327 = cute.append_to_rank<2> (%lay_324, %lay_326) : !cute_layout_718229, !cute.layout<"1:0">
              %view_328 = cute.make_view(%iter_285, %append_327) : !memref_smem_bf16_5
              %iter_329 = cute.get_iter(%view_328) : !memref_smem_bf16_5
              %lay_330 = cute.get_layout(%view_328) : !memref_smem_bf16_5
              %158 = cute.get_shape(%lay_330) : (!cute_layout_61586e) -> !cute.shape<"((8192,1),1)">
              %e0_331, %e1_332, %e2_333 = cute.get_leaves(%158) : !cute.shape<"((8192,1),1)">
              %lay_334 = cute.get_layout(%view_328) : !memref_smem_bf16_5
              %159 = cute.get_shape(%lay_334) : (!cute_layout_61586e) -> !cute.shape<"((8192,1),1)">
              %e0_335, %e1_336, %e2_337 = cute.get_leaves(%159) : !cute.shape<"((8192,1),1)">
              %grouped_338 = cute.group_modes(%view_328) <1, 2> : (!memref_smem_bf16_5) -> !memref_smem_bf16_6
              %iter_339 = cute.get_iter(%grouped_338) : !memref_smem_bf16_6
              %iter_340 = cute.get_iter(%grouped_338) : !memref_smem_bf16_6
              %lay_341 = cute.get_layout(%grouped_313) : !cute_coord_tensor_be8f5d
              %160 = cute.get_shape(%lay_341) : (!cute_layout_c701d2) -> !cute_shape_cb67ce
              %e0_342, %e1_343, %e2_344, %e3_345 = cute.get_leaves(%160) : !cute_shape_cb67ce
              %lay_346 = cute.get_layout(%grouped_338) : !memref_smem_bf16_6
              %161 = cute.get_shape(%lay_346) : (!cute_layout_2dea72) -> !cute.shape<"((8192,1),(1))">
              %e0_347, %e1_348, %e2_349 = cute.get_leaves(%161) : !cute.shape<"((8192,1),(1))">
              %sz_350 = cute.size(%grouped_313) <{mode = [1]}> : (!cute_coord_tensor_be8f5d) -> !cute.int_tuple<"1">
              %e0_351 = cute.get_leaves(%sz_350) : !cute.int_tuple<"1">
              %sz_352 = cute.size(%grouped_338) <{mode = [1]}> : (!memref_smem_bf16_6) -> !cute.int_tuple<"1">
              %e0_353 = cute.get_leaves(%sz_352) : !cute.int_tuple<"1">
              %lay_354 = cute.get_layout(%grouped_313) : !cute_coord_tensor_be8f5d
              %162 = cute.get_shape(%lay_354) : (!cute_layout_c701d2) -> !cute_shape_cb67ce
              %e0_355, %e1_356, %e2_357, %e3_358 = cute.get_leaves(%162) : !cute_shape_cb67ce
              %163 = cute_nvgpu.atom.make_exec_tma(%arg0) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7) -> !cute_nvgpu_atom_tma_load_07fe0b
              %164 = cute_nvgpu.atom.set_value(%163, %ptr_269 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu_atom_tma_load_07fe0b
              cute.copy(%164, %grouped_313, %grouped_338) : (!cute_nvgpu_atom_tma_load_07fe0b, !cute_coord_tensor_be8f5d, !memref_smem_bf16_6)
              %coord_359 = cute.make_coord(%135, %arg14, %120) : (i32, i32, i32) -> !cute.coord<"(_,?,?,?)">
              %slice_360 = cute.slice(%res_gmem_tensor_235, %coord_359) : !cute_coord_tensor_4294ae, !cute.coord<"(_,?,?,?)">
              %iter_361 = cute.get_iter(%slice_360) : !cute_coord_tensor_993fdf
              %tup_362 = cute.deref_arith_tuple_iter(%iter_361) : !cute_arith_tuple_iter_ff9d1e
              %e0_363, %e1_364, %e2_365 = cute.get_leaves(%tup_362) : !cute_int_tuple_ec754e
              %165 = cute.get_scalars(%e0_363) : !cute.int_tuple<"?{div=64}">
              %166 = cute.get_scalars(%e1_364) : !cute.int_tuple<"?{div=64}">
              %167 = cute.get_scalars(%e2_365) : !cute.int_tuple<"?">
              %iter_366 = cute.get_iter(%slice_360) : !cute_coord_tensor_993fdf
              %tup_367 = cute.deref_arith_tuple_iter(%iter_366) : !cute_arith_tuple_iter_ff9d1e
              %e0_368, %e1_369, %e2_370 = cute.get_leaves(%tup_367) : !cute_int_tuple_ec754e
              %168 = cute.get_scalars(%e0_368) : !cute.int_tuple<"?{div=64}">
              %169 = cute.get_scalars(%e1_369) : !cute.int_tuple<"?{div=64}">
              %170 = cute.get_scalars(%e2_370) : !cute.int_tuple<"?">
              %coord_371 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,?)">
              %slice_372 = cute.slice(%res_smem_tensor_234, %coord_371) : !memref_smem_bf16_3, !cute.coord<"(_,?)">
              %iter_373 = cute.get_iter(%slice_372) : !memref_smem_bf16_4
              %iter_374 = cute.get_iter(%slice_372) : !memref_smem_bf16_4
              %lay_375 = cute.get_layout(%slice_360) : !cute_coord_tensor_993fdf
              %171 = cute.get_shape(%lay_375) : (!cute_layout_5e15fa) -> !cute.shape<"(((64,128),1))">
              %e0_376, %e1_377, %e2_378 = cute.get_leaves(%171) : !cute.shape<"(((64,128),1))">
              %lay_379 = cute.get_layout(%slice_372) : !memref_smem_bf16_4
              %172 = cute.get_shape(%lay_379) : (!cute_layout_718229) -> !cute.shape<"((8192,1))">
              %e0_380, %e1_381 = cute.get_leaves(%172) : !cute.shape<"((8192,1))">
              %lay_382 = cute.get_layout(%slice_360) : !cute_coord_tensor_993fdf
              %shape_383 = cute.make_shape() : () -> !cute.shape<"1">
              %lay_384 = cute.make_layout(%shape_383) : !cute.layout<"1:0">
              %append_385 = cute.append_to_rank<2> (%lay_382, %lay_384) : !cute_layout_5e15fa, !cute.layout<"1:0">
              %int_tuple_386 = cute.make_int_tuple(%e0_368, %e1_369, %e2_370) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ec754e
              %int_tup_iter_387 = cute.make_arith_tuple_iter(%int_tuple_386) : (!cute_int_tuple_ec754e) -> !cute_arith_tuple_iter_ff9d1e
              %view_388 = cute.make_view(%int_tup_iter_387, %append_385) : !cute_coord_tensor_c49677
              %iter_389 = cute.get_iter(%view_388) : !cute_coord_tensor_c49677
              %tup_390 = cute.deref_arith_tuple_iter(%iter_389) : !cute_arith_tuple_iter_ff9d1e
              %e0_391, %e1_392, %e2_393 = cute.get_leaves(%tup_390) : !cute_int_tuple_ec754e
              %173 = cute.get_scalars(%e0_391) : !cute.int_tuple<"?{div=64}">
              %174 = cute.get_scalars(%e1_392) : !cute.int_tuple<"?{div=64}">
              %175 = cute.get_scalars(%e2_393) : !cute.int_tuple<"?">
              %lay_394 = cute.get_layout(%view_388) : !cute_coord_tensor_c49677
              %176 = cute.get_shape(%lay_394) : (!cute_layout_bfb9a9) -> !cute.shape<"(((64,128),1),1)">
              %e0_395, %e1_396, %e2_397, %e3_398 = cute.get_leaves(%176) : !cute.shape<"(((64,128),1),1)">
              %lay_399 = cute.get_layout(%view_388) : !cute_coord_tensor_c49677
              %177 = cute.get_shape(%lay_399) : (!cute_layout_bfb9a9) -> !cute.shape<"(((64,128),1),1)">
              %e0_400, %e1_401, %e2_402, %e3_403 = cute.get_leaves(%177) : !cute.shape<"(((64,128),1),1)">
              %grouped_404 = cute.group_modes(%view_388) <1, 2> : (!cute_coord_tensor_c49677) -> !cute_coord_tensor_f69c8e
              %iter_405 = cute.get_iter(%grouped_404) : !cute_coord_tensor_f69c8e
              %tup_406 = cute.deref_arith_tuple_iter(%iter_405) : !cute_arith_tuple_iter_ff9d1e
              %e0_407, %e1_408, %e2_409 = cute.get_leaves(%tup_406) : !cute_int_tuple_ec754e
              %178 = cute.get_scalars(%e0_407) : !cute.int_tuple<"?{div=64}">
              %179 = cute.get_scalars(%e1_408) : !cute.int_tuple<"?{div=64}">
              %180 = cute.get_scalars(%e2_409) : !cute.int_tuple<"?">
              %iter_410 = cute.get_iter(%grouped_404) : !cute_coord_tensor_f69c8e
              %tup_411 = cute.deref_arith_tuple_iter(%iter_410) : !cute_arith_tuple_iter_ff9d1e
              %e0_412, %e1_413, %e2_414 = cute.get_leaves(%tup_411) : !cute_int_tuple_ec754e
              %181 = cute.get_scalars(%e0_412) : !cute.int_tuple<"?{div=64}">
              %182 = cute.get_scalars(%e1_413) : !cute.int_tuple<"?{div=64}">
              %183 = cute.get_scalars(%e2_414) : !cute.int_tuple<"?">
              %lay_415 = cute.get_layout(%slice_372) : !memref_smem_bf16_4
              %shape_416 = cute.make_shape() : () -> !cute.shape<"1">
              %lay_417 = cute.make_layout(%shape_416) : !cute.layout<"1:0">
              %append_418 = cute.append_to_rank<2> (%lay_415, %lay_417) : !cute_layout_718229, !cute.layout<"1:0">
              %view_419 = cute.make_view(%iter_374, %append_418) : !memref_smem_bf16_5
              %iter_420 = cute.get_iter(%view_419) : !memref_smem_bf16_5
              %lay_421 = cute.get_layout(%view_419) : !memref_smem_bf16_5
              %184 = cute.get_shape(%lay_421) : (!cute_layout_61586e) -> !cute.shape<"((8192,1),1)">
              %e0_422, %e1_423, %e2_424 = cute.get_leaves(%184) : !cute.shape<"((8192,1),1)">
              %lay_425 = cute.get_layout(%view_419) : !memref_smem_bf16_5
              %185 = cute.get_shape(%lay_425) : (!cute_layout_61586e) -> !cute.shape<"((8192,1),1)">
              %e0_426, %e1_427, %e2_428 = cute.get_leaves(%185) : !cute.shape<"((8192,1),1)">
              %grouped_429 = cute.group_modes(%view_419) <1, 2> : (!memref_smem_bf16_5) -> !memref_smem_bf16_6
              %iter_430 = cute.get_iter(%grouped_429) : !memref_smem_bf16_6
              %iter_431 = cute.get_iter(%grouped_429) : !memref_smem_bf16_6
              %lay_432 = cute.get_layout(%grouped_404) : !cute_coord_tensor_f69c8e
              %186 = cute.get_shape(%lay_432) : (!cute_layout_c701d2) -> !cute_shape_cb67ce
              %e0_433, %e1_434, %e2_435, %e3_436 = cute.get_leaves(%186) : !cute_shape_cb67ce
              %lay_437 = cute.get_layout(%grouped_429) : !memref_smem_bf16_6
              %187 = cute.get_shape(%lay_437) : (!cute_layout_2dea72) -> !cute.shape<"((8192,1),(1))">
              %e0_438, %e1_439, %e2_440 = cute.get_leaves(%187) : !cute.shape<"((8192,1),(1))">
              %sz_441 = cute.size(%grouped_404) <{mode = [1]}> : (!cute_coord_tensor_f69c8e) -> !cute.int_tuple<"1">
              %e0_442 = cute.get_leaves(%sz_441) : !cute.int_tuple<"1">
              %sz_443 = cute.size(%grouped_429) <{mode = [1]}> : (!memref_smem_bf16_6) -> !cute.int_tuple<"1">
              %e0_444 = cute.get_leaves(%sz_443) : !cute.int_tuple<"1">
              %lay_445 = cute.get_layout(%grouped_404) : !cute_coord_tensor_f69c8e
              %188 = cute.get_shape(%lay_445) : (!cute_layout_c701d2) -> !cute_shape_cb67ce
              %e0_446, %e1_447, %e2_448, %e3_449 = cute.get_leaves(%188) : !cute_shape_cb67ce
              %189 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_23fada) -> !cute_nvgpu_atom_tma_load_90433f
              %c3_i16 = arith.constant 3 : i16
              %190 = cute_nvgpu.atom.set_value(%189, %c3_i16 : i16) {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : !cute_nvgpu_atom_tma_load_90433f
              %191 = cute_nvgpu.atom.set_value(%190, %ptr_269 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu_atom_tma_load_90433f
              cute.copy(%191, %grouped_404, %grouped_429) : (!cute_nvgpu_atom_tma_load_90433f, !cute_coord_tensor_f69c8e, !memref_smem_bf16_6)
              %c1_i32_450 = arith.constant 1 : i32
              %192 = arith.addi %arg16, %c1_i32_450 : i32
              %193 = arith.addi %arg15, %c1_i32_450 : i32
              %c6_i32_451 = arith.constant 6 : i32
              %194 = arith.cmpi eq, %192, %c6_i32_451 : i32
              %195:2 = scf.if %194 -> (i32, i32) {
                %c1_i32_452 = arith.constant 1 : i32
                %196 = arith.xori %arg17, %c1_i32_452 : i32
                %c0_i32_453 = arith.constant 0 : i32
                scf.yield %c0_i32_453, %196 : i32, i32
              } else {
                scf.yield %192, %arg17 : i32, i32
              }
              scf.yield %193, %195#0, %195#1 : i32, i32, i32
            }
            %137 = arith.addi %arg10, %22 : i32
            scf.yield %137, %136#0, %136#1, %136#2 : i32, i32, i32, i32
          }
          %c1_i32_260 = arith.constant 1 : i32
          %99 = arith.addi %98#2, %c1_i32_260 : i32
          %100 = arith.addi %98#1, %c1_i32_260 : i32
          %c6_i32 = arith.constant 6 : i32
          %101 = arith.cmpi eq, %99, %c6_i32 : i32
          %102:2 = scf.if %101 -> (i32, i32) {
            %c1_i32_262 = arith.constant 1 : i32
            %120 = arith.xori %98#3, %c1_i32_262 : i32
            %c0_i32_263 = arith.constant 0 : i32
            scf.yield %c0_i32_263, %120 : i32, i32
          } else {
            scf.yield %99, %98#3 : i32, i32
          }
          %103 = arith.addi %102#0, %c1_i32_260 : i32
          %104 = arith.addi %100, %c1_i32_260 : i32
          %105 = arith.cmpi eq, %103, %c6_i32 : i32
          %106:2 = scf.if %105 -> (i32, i32) {
            %c1_i32_262 = arith.constant 1 : i32
            %120 = arith.xori %102#1, %c1_i32_262 : i32
            %c0_i32_263 = arith.constant 0 : i32
            scf.yield %c0_i32_263, %120 : i32, i32
          } else {
            scf.yield %103, %102#1 : i32, i32
          }
          %107 = arith.addi %106#0, %c1_i32_260 : i32
          %108 = arith.addi %104, %c1_i32_260 : i32
          %109 = arith.cmpi eq, %107, %c6_i32 : i32
          %110:2 = scf.if %109 -> (i32, i32) {
            %c1_i32_262 = arith.constant 1 : i32
            %120 = arith.xori %106#1, %c1_i32_262 : i32
            %c0_i32_263 = arith.constant 0 : i32
            scf.yield %c0_i32_263, %120 : i32, i32
          } else {
            scf.yield %107, %106#1 : i32, i32
          }
          %111 = arith.addi %110#0, %c1_i32_260 : i32
          %112 = arith.addi %108, %c1_i32_260 : i32
          %113 = arith.cmpi eq, %111, %c6_i32 : i32
          %114:2 = scf.if %113 -> (i32, i32) {
            %c1_i32_262 = arith.constant 1 : i32
            %120 = arith.xori %110#1, %c1_i32_262 : i32
            %c0_i32_263 = arith.constant 0 : i32
            scf.yield %c0_i32_263, %120 : i32, i32
          } else {
            scf.yield %111, %110#1 : i32, i32
          }
          %115 = arith.addi %114#0, %c1_i32_260 : i32
          %116 = arith.addi %112, %c1_i32_260 : i32
          %117 = arith.cmpi eq, %115, %c6_i32 : i32
          %118:2 = scf.if %117 -> (i32, i32) {
            %c1_i32_262 = arith.constant 1 : i32
            %120 = arith.xori %114#1, %c1_i32_262 : i32
            %c0_i32_263 = arith.constant 0 : i32
            scf.yield %c0_i32_263, %120 : i32, i32
          } else {
            scf.yield %115, %114#1 : i32, i32
          }
          %true_261 = arith.constant true
          scf.if %true_261 {
            %int_tuple_262 = cute.make_int_tuple(%118#0) : (i32) -> !cute.int_tuple<"?">
            %ptr_263 = cute.add_offset(%ptr_71, %int_tuple_262) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
            %120 = builtin.unrealized_conversion_cast %ptr_263 : !cute.ptr<i64, smem> to !llvm.ptr<3>
            %c10000000_i32 = arith.constant 10000000 : i32
            nvvm.mbarrier.try_wait.parity.shared %120, %118#1, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          }
          %119 = nvvm.elect.sync -> i1
          scf.if %119 {
            %int_tuple_262 = cute.make_int_tuple(%118#0) : (i32) -> !cute.int_tuple<"?">
            %ptr_263 = cute.add_offset(%iter_67, %int_tuple_262) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
            %120 = builtin.unrealized_conversion_cast %ptr_263 : !cute.ptr<i64, smem> to !llvm.ptr<3>
            %c32768_i32 = arith.constant 32768 : i32
            nvvm.mbarrier.txn %120, %c32768_i32 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
          }
        } else {
        }
        scf.yield %arg6 : !mma_bf16_bf16_f32_64x128x16_
      } else {
        nvvm.setmaxregister  increase 232
        %c128_i32_258 = arith.constant 128 : i32
        %97 = arith.subi %0, %c128_i32_258 : i32
        %coord_259 = cute.make_coord(%97) : (i32) -> !cute.coord<"?">
        %ptn_A = cute.tiled.mma.partition A (%arg6, %view, %coord_259) : (!mma_bf16_bf16_f32_64x128x16_, !memref_smem_bf16_, !cute.coord<"?">) -> !memref_smem_bf16_7
        %iter_260 = cute.get_iter(%ptn_A) : !memref_smem_bf16_7
        %lay_261 = cute.get_layout(%ptn_A) : !memref_smem_bf16_7
        %frg_A = cute.mma.make_fragment A (%arg6, %ptn_A) : (!mma_bf16_bf16_f32_64x128x16_, !memref_smem_bf16_7) -> !cute_nvgpu_smem_desc_view_e67c4e
        %iter_262 = cute.get_iter(%frg_A) : !cute_nvgpu_smem_desc_view_e67c4e
        %coord_263 = cute.make_coord(%97) : (i32) -> !cute.coord<"?">
        %ptn_B = cute.tiled.mma.partition B (%arg6, %view_100, %coord_263) : (!mma_bf16_bf16_f32_64x128x16_, !memref_smem_bf16_, !cute.coord<"?">) -> !memref_smem_bf16_8
        %iter_264 = cute.get_iter(%ptn_B) : !memref_smem_bf16_8
        %lay_265 = cute.get_layout(%ptn_B) : !memref_smem_bf16_8
        %frg_B = cute.mma.make_fragment B (%arg6, %ptn_B) : (!mma_bf16_bf16_f32_64x128x16_, !memref_smem_bf16_8) -> !cute_nvgpu_smem_desc_view_e67c4e
        %iter_266 = cute.get_iter(%frg_B) : !cute_nvgpu_smem_desc_view_e67c4e
        %coord_267 = cute.make_coord(%97) : (i32) -> !cute.coord<"?">
        %ptn_C = cute.tiled.mma.partition C (%arg6, %tiled_view_134, %coord_267) : (!mma_bf16_bf16_f32_64x128x16_, !cute_coord_tensor_6fd6c5, !cute.coord<"?">) -> !cute_coord_tensor_c7ce3d
        %iter_268 = cute.get_iter(%ptn_C) : !cute_coord_tensor_c7ce3d
        %tup_269 = cute.deref_arith_tuple_iter(%iter_268) : !cute.arith_tuple_iter<"(?{div=2},?,0)">
        %e0_270, %e1_271, %e2_272 = cute.get_leaves(%tup_269) : !cute.int_tuple<"(?{div=2},?,0)">
        %98 = cute.get_scalars(%e0_270) : !cute.int_tuple<"?{div=2}">
        %99 = cute.get_scalars(%e1_271) : !cute.int_tuple<"?">
        %lay_273 = cute.get_layout(%ptn_C) : !cute_coord_tensor_c7ce3d
        %100 = cute.get_shape(%lay_273) : (!cute.layout<"((2,2,16),1,1,8,9,2):((1@0,8@1,8@0),0,0,128@1,128@0,1@2)">) -> !cute_shape_e65087
        %e0_274, %e1_275, %e2_276, %e3_277, %e4_278, %e5_279, %e6, %e7 = cute.get_leaves(%100) : !cute_shape_e65087
        %shape_280 = cute.make_shape() : () -> !cute.shape<"((2,2,16),1,1)">
        %lay_281 = cute.make_layout(%shape_280) : !cute_layout_6e9820
        %rmem = cute.memref.alloca(%lay_281) : !memref_rmem_f32_
        %iter_282 = cute.get_iter(%rmem) : !memref_rmem_f32_
        %iter_283 = cute.get_iter(%rmem) : !memref_rmem_f32_
        %sz_284 = cute.size(%frg_A) <{mode = [2]}> : (!cute_nvgpu_smem_desc_view_e67c4e) -> !cute.int_tuple<"4">
        %e0_285 = cute.get_leaves(%sz_284) : !cute.int_tuple<"4">
        %shape_286 = cute.make_shape() : () -> !cute.shape<"(8,8)">
        %atom = cute.make_atom() : () -> !cute_nvgpu_atom_stsm_191f92
        %shape_287 = cute.make_shape() : () -> !cute.shape<"(8,8)">
        %atom_288 = cute.make_atom() : () -> !cute_nvgpu_atom_stsm_191f92
        %101 = cute.static : !cute_layout_44fa8e
        %102 = cute.static : !cute_layout_cc3288
        %sz_289 = cute.size(%102) <{mode = [1]}> : (!cute_layout_cc3288) -> !cute.int_tuple<"8">
        %e0_290 = cute.get_leaves(%sz_289) : !cute.int_tuple<"8">
        %sz_291 = cute.size(%101) <{mode = [1]}> : (!cute_layout_44fa8e) -> !cute.int_tuple<"64">
        %e0_292 = cute.get_leaves(%sz_291) : !cute.int_tuple<"64">
        %sz_293 = cute.size(%101) <{mode = [0]}> : (!cute_layout_44fa8e) -> !cute.int_tuple<"256">
        %e0_294 = cute.get_leaves(%sz_293) : !cute.int_tuple<"256">
        %shape_295 = cute.make_shape() : () -> !cute.shape<"(256,8)">
        %lay_296 = cute.make_layout(%shape_295) : !cute.layout<"(256,8):(1,256)">
        %103 = cute.composition(%101, %lay_296) : (!cute_layout_44fa8e, !cute.layout<"(256,8):(1,256)">) -> !cute_layout_1c28bd
        %104 = cute.static : !cute.tile<"[_;_;_]">
        %e0_297, %e1_298, %e2_299 = cute.get_leaves(%104) : !cute.tile<"[_;_;_]">
        %105 = cute.static : !cute_layout_002152
        %106 = cute.static : !cute.shape<"(64,128,16)">
        %e0_300, %e1_301, %e2_302 = cute.get_leaves(%106) : !cute.shape<"(64,128,16)">
        %int_tuple_303 = cute.make_int_tuple() : () -> !cute.int_tuple<"(64,128,16)">
        %sz_304 = cute.size(%int_tuple_303) <{mode = [0]}> : (!cute.int_tuple<"(64,128,16)">) -> !cute.int_tuple<"64">
        %e0_305 = cute.get_leaves(%sz_304) : !cute.int_tuple<"64">
        %sz_306 = cute.size(%105) <{mode = [1]}> : (!cute_layout_002152) -> !cute.int_tuple<"2">
        %e0_307 = cute.get_leaves(%sz_306) : !cute.int_tuple<"2">
        %107 = cute.static : !cute.tile<"[_;_;_]">
        %e0_308, %e1_309, %e2_310 = cute.get_leaves(%107) : !cute.tile<"[_;_;_]">
        %108 = cute.static : !cute_layout_002152
        %109 = cute.static : !cute.shape<"(64,128,16)">
        %e0_311, %e1_312, %e2_313 = cute.get_leaves(%109) : !cute.shape<"(64,128,16)">
        %int_tuple_314 = cute.make_int_tuple() : () -> !cute.int_tuple<"(64,128,16)">
        %sz_315 = cute.size(%int_tuple_314) <{mode = [1]}> : (!cute.int_tuple<"(64,128,16)">) -> !cute.int_tuple<"128">
        %e0_316 = cute.get_leaves(%sz_315) : !cute.int_tuple<"128">
        %sz_317 = cute.size(%108) <{mode = [2]}> : (!cute_layout_002152) -> !cute.int_tuple<"1">
        %e0_318 = cute.get_leaves(%sz_317) : !cute.int_tuple<"1">
        %shape_319 = cute.make_shape() : () -> !cute.shape<"(128,128)">
        %stride = cute.make_stride() : () -> !cute.stride<"(1,0)">
        %lay_320 = cute.make_layout(%shape_319, %stride) : !cute.layout<"(128,128):(1,0)">
        %110 = cute.composition(%lay_320, %103) : (!cute.layout<"(128,128):(1,0)">, !cute_layout_1c28bd) -> !cute_layout_3c93fa
        %filtered = cute.filter(%110) : !cute_layout_3c93fa
        %shape_321 = cute.make_shape() : () -> !cute.shape<"(128,128)">
        %stride_322 = cute.make_stride() : () -> !cute.stride<"(0,1)">
        %lay_323 = cute.make_layout(%shape_321, %stride_322) : !cute.layout<"(128,128):(0,1)">
        %111 = cute.composition(%lay_323, %103) : (!cute.layout<"(128,128):(0,1)">, !cute_layout_1c28bd) -> !cute_layout_b9dd76
        %filtered_324 = cute.filter(%111) : !cute_layout_b9dd76
        %shape_325 = cute.make_shape() : () -> !cute.shape<"(128,128)">
        %lay_326 = cute.make_layout(%shape_325) : !cute_layout_a4c3b9
        %112 = cute.get_shape(%filtered) : (!cute_layout_ae7531) -> !cute.shape<"(8,8,2)">
        %e0_327, %e1_328, %e2_329 = cute.get_leaves(%112) : !cute.shape<"(8,8,2)">
        %113 = cute.get_stride(%filtered) : (!cute_layout_ae7531) -> !cute.stride<"(1,16,8)">
        %e0_330, %e1_331, %e2_332 = cute.get_leaves(%113) : !cute.stride<"(1,16,8)">
        %114 = cute.get_shape(%filtered_324) : (!cute.layout<"(4,2,2):(2,1,8)">) -> !cute.shape<"(4,2,2)">
        %e0_333, %e1_334, %e2_335 = cute.get_leaves(%114) : !cute.shape<"(4,2,2)">
        %115 = cute.get_stride(%filtered_324) : (!cute.layout<"(4,2,2):(2,1,8)">) -> !cute.stride<"(2,1,8)">
        %e0_336, %e1_337, %e2_338 = cute.get_leaves(%115) : !cute.stride<"(2,1,8)">
        %tile_339 = cute.make_tile() : () -> !cute_tile_df0369
        %116 = cute.composition(%lay_326, %tile_339) : (!cute_layout_a4c3b9, !cute_tile_df0369) -> !cute_layout_f492b8
        %linv = cute.left_inverse(%116) : (!cute_layout_f492b8) -> !cute_layout_06d400
        %117 = cute.composition(%linv, %103) : (!cute_layout_06d400, !cute_layout_1c28bd) -> !cute.layout<"((4,8,8),(2,2,2)):((128,1,8),(512,64,1024))">
        %118 = cute.get_shape(%filtered) : (!cute_layout_ae7531) -> !cute.shape<"(8,8,2)">
        %e0_340, %e1_341, %e2_342 = cute.get_leaves(%118) : !cute.shape<"(8,8,2)">
        %119 = cute.get_stride(%filtered) : (!cute_layout_ae7531) -> !cute.stride<"(1,16,8)">
        %e0_343, %e1_344, %e2_345 = cute.get_leaves(%119) : !cute.stride<"(1,16,8)">
        %120 = cute.get_shape(%filtered_324) : (!cute.layout<"(4,2,2):(2,1,8)">) -> !cute.shape<"(4,2,2)">
        %e0_346, %e1_347, %e2_348 = cute.get_leaves(%120) : !cute.shape<"(4,2,2)">
        %121 = cute.get_stride(%filtered_324) : (!cute.layout<"(4,2,2):(2,1,8)">) -> !cute.stride<"(2,1,8)">
        %e0_349, %e1_350, %e2_351 = cute.get_leaves(%121) : !cute.stride<"(2,1,8)">
        %tile_352 = cute.make_tile() : () -> !cute_tile_df0369
        %122 = cute.make_tiled_copy(%atom_288) : !copy_stsm_4_
        %123 = cute.static : !cute.layout<"((4,64),((2,2,2),1)):((128,1),((512,64,1024),0))">
        %124 = cute.static : !cute_tile_df0369
        %e0_353, %e1_354 = cute.get_leaves(%124) : !cute_tile_df0369
        %125 = cute.get_shape(%e0_353) : (!cute_layout_ae7531) -> !cute.shape<"(8,8,2)">
        %e0_355, %e1_356, %e2_357 = cute.get_leaves(%125) : !cute.shape<"(8,8,2)">
        %126 = cute.get_stride(%e0_353) : (!cute_layout_ae7531) -> !cute.stride<"(1,16,8)">
        %e0_358, %e1_359, %e2_360 = cute.get_leaves(%126) : !cute.stride<"(1,16,8)">
        %127 = cute.get_shape(%e1_354) : (!cute.layout<"(4,2,2):(2,1,8)">) -> !cute.shape<"(4,2,2)">
        %e0_361, %e1_362, %e2_363 = cute.get_leaves(%127) : !cute.shape<"(4,2,2)">
        %128 = cute.get_stride(%e1_354) : (!cute.layout<"(4,2,2):(2,1,8)">) -> !cute.stride<"(2,1,8)">
        %e0_364, %e1_365, %e2_366 = cute.get_leaves(%128) : !cute.stride<"(2,1,8)">
        %tile_367 = cute.make_tile() : () -> !cute_tile_df0369
        %129 = cute.make_tiled_copy(%atom) : !copy_stsm_4_1
        %coord_368 = cute.make_coord(%97) : (i32) -> !cute.coord<"?">
        %dst_partitioned = cute.tiled.copy.partition_D(%129, %view_104, %coord_368) : (!copy_stsm_4_1, !memref_smem_bf16_1, !cute.coord<"?">) -> !memref_smem_bf16_9
        %iter_369 = cute.get_iter(%dst_partitioned) : !memref_smem_bf16_9
        %retiled = cute.tiled.copy.retile(%129, %rmem) : (!copy_stsm_4_1, !memref_rmem_f32_) -> !memref_rmem_f32_1
        %iter_370 = cute.get_iter(%retiled) : !memref_rmem_f32_1
        %coord_371 = cute.make_coord(%97) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%129, %view_104, %coord_371) : (!copy_stsm_4_1, !memref_smem_bf16_1, !cute.coord<"?">) -> !memref_smem_bf16_10
        %iter_372 = cute.get_iter(%src_partitioned) : !memref_smem_bf16_10
        %lay_373 = cute.get_layout(%src_partitioned) : !memref_smem_bf16_10
        %130 = cute.get_shape(%lay_373) : (!cute.layout<"(((2,2,2),1),1,2,(1,4)):(((1,256,8),0),0,16,(0,4096))">) -> !cute_shape_c0bdcb
        %e0_374, %e1_375, %e2_376, %e3_377, %e4_378, %e5_379, %e6_380, %e7_381 = cute.get_leaves(%130) : !cute_shape_c0bdcb
        %shape_382 = cute.make_shape() : () -> !cute_shape_6fc090
        %lay_383 = cute.make_layout(%shape_382) : !cute_layout_07db63
        %rmem_384 = cute.memref.alloca(%lay_383) : !memref_rmem_f32_2
        %iter_385 = cute.get_iter(%rmem_384) : !memref_rmem_f32_2
        %iter_386 = cute.get_iter(%rmem_384) : !memref_rmem_f32_2
        %shape_387 = cute.make_shape() : () -> !cute_shape_6fc090
        %lay_388 = cute.make_layout(%shape_387) : !cute_layout_07db63
        %rmem_389 = cute.memref.alloca(%lay_388) : !memref_rmem_bf16_
        %iter_390 = cute.get_iter(%rmem_389) : !memref_rmem_bf16_
        %iter_391 = cute.get_iter(%rmem_389) : !memref_rmem_bf16_
        %sz_392 = cute.size(%rmem_384) : (!memref_rmem_f32_2) -> !cute.int_tuple<"16">
        %e0_393 = cute.get_leaves(%sz_392) : !cute.int_tuple<"16">
        %c0_i32_394 = arith.constant 0 : i32
        %131:12 = scf.while (%arg10 = %rmem_384, %arg11 = %c0_i32_394, %arg12 = %19, %arg13 = %rmem, %arg14 = %arg6, %arg15 = %c0_i32_394, %arg16 = %c0_i32_394, %arg17 = %c0_i32_394, %arg18 = %c0_i32_394, %arg19 = %c0_i32_394, %arg20 = %c0_i32_394, %arg21 = %rmem_389) : (!memref_rmem_f32_2, i32, i32, !memref_rmem_f32_, !mma_bf16_bf16_f32_64x128x16_, i32, i32, i32, i32, i32, i32, !memref_rmem_bf16_) -> (!memref_rmem_f32_2, i32, i32, !memref_rmem_f32_, !mma_bf16_bf16_f32_64x128x16_, i32, i32, i32, i32, i32, i32, !memref_rmem_bf16_) {
          %iter_404 = cute.get_iter(%arg10) : !memref_rmem_f32_2
          %iter_405 = cute.get_iter(%arg13) : !memref_rmem_f32_
          %iter_406 = cute.get_iter(%arg21) : !memref_rmem_bf16_
          %iter_407 = cute.get_iter(%arg10) : !memref_rmem_f32_2
          %iter_408 = cute.get_iter(%arg13) : !memref_rmem_f32_
          %iter_409 = cute.get_iter(%arg21) : !memref_rmem_bf16_
          %c72_i32 = arith.constant 72 : i32
          %132 = arith.cmpi slt, %arg12, %c72_i32 : i32
          scf.condition(%132) %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21 : !memref_rmem_f32_2, i32, i32, !memref_rmem_f32_, !mma_bf16_bf16_f32_64x128x16_, i32, i32, i32, i32, i32, i32, !memref_rmem_bf16_
        } do {
        ^bb0(%arg10: !memref_rmem_f32_2, %arg11: i32, %arg12: i32, %arg13: !memref_rmem_f32_, %arg14: !mma_bf16_bf16_f32_64x128x16_, %arg15: i32, %arg16: i32, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: !memref_rmem_bf16_):
          %iter_404 = cute.get_iter(%arg10) : !memref_rmem_f32_2
          %iter_405 = cute.get_iter(%arg13) : !memref_rmem_f32_
          %iter_406 = cute.get_iter(%arg21) : !memref_rmem_bf16_
          %iter_407 = cute.get_iter(%arg10) : !memref_rmem_f32_2
          %iter_408 = cute.get_iter(%arg13) : !memref_rmem_f32_
          %iter_409 = cute.get_iter(%arg21) : !memref_rmem_bf16_
          %c36_i32 = arith.constant 36 : i32
          %132 = arith.floordivsi %arg12, %c36_i32 : i32
          %133 = arith.muli %132, %c36_i32 : i32
          %134 = arith.subi %arg12, %133 : i32
          %135 = arith.floordivsi %134, %c36_i32 : i32
          %c4_i32 = arith.constant 4 : i32
          %136 = arith.muli %135, %c4_i32 : i32
          %137 = arith.subi %c4_i32, %136 : i32
          %c4_i32_410 = arith.constant 4 : i32
          %138 = arith.minsi %137, %c4_i32_410 : i32
          %139 = arith.muli %135, %c36_i32 : i32
          %140 = arith.subi %134, %139 : i32
          %141 = arith.remsi %140, %138 : i32
          %142 = arith.addi %136, %141 : i32
          %143 = arith.floordivsi %140, %138 : i32
          %c2_i32_411 = arith.constant 2 : i32
          %144 = arith.muli %142, %c2_i32_411 : i32
          %145 = arith.addi %144, %17 : i32
          %c1_i32 = arith.constant 1 : i32
          %146 = arith.muli %143, %c1_i32 : i32
          %147 = arith.addi %146, %18 : i32
          %lay_412 = cute.get_layout(%arg13) : !memref_rmem_f32_
          %sz_413 = cute.size(%arg13) : (!memref_rmem_f32_) -> !cute.int_tuple<"64">
          %e0_414 = cute.get_leaves(%sz_413) : !cute.int_tuple<"64">
          %lay_415 = cute.get_layout(%arg13) : !memref_rmem_f32_
          %148 = cute.get_shape(%lay_415) : (!cute_layout_6e9820) -> !cute.shape<"((2,2,16),1,1)">
          %e0_416, %e1_417, %e2_418, %e3_419, %e4_420 = cute.get_leaves(%148) : !cute.shape<"((2,2,16),1,1)">
          %int_tuple_421 = cute.make_int_tuple() : () -> !cute_int_tuple_11731d
          %res = cute.tuple.product(%int_tuple_421) : (!cute_int_tuple_11731d) -> !cute.int_tuple<"64">
          %e0_422 = cute.get_leaves(%res) : !cute.int_tuple<"64">
          %cst = arith.constant 0.000000e+00 : f32
          %149 = vector.splat %cst : vector<64xf32>
          %lay_423 = cute.get_layout(%arg13) : !memref_rmem_f32_
          %150 = cute.get_shape(%lay_423) : (!cute_layout_6e9820) -> !cute.shape<"((2,2,16),1,1)">
          %e0_424, %e1_425, %e2_426, %e3_427, %e4_428 = cute.get_leaves(%150) : !cute.shape<"((2,2,16),1,1)">
          %lay_429 = cute.get_layout(%arg13) : !memref_rmem_f32_
          %lay_430 = cute.get_layout(%arg13) : !memref_rmem_f32_
          %151 = cute.get_shape(%lay_430) : (!cute_layout_6e9820) -> !cute.shape<"((2,2,16),1,1)">
          %e0_431, %e1_432, %e2_433, %e3_434, %e4_435 = cute.get_leaves(%151) : !cute.shape<"((2,2,16),1,1)">
          %int_tuple_436 = cute.make_int_tuple() : () -> !cute_int_tuple_11731d
          %sz_437 = cute.size(%int_tuple_436) : (!cute_int_tuple_11731d) -> !cute.int_tuple<"64">
          %e0_438 = cute.get_leaves(%sz_437) : !cute.int_tuple<"64">
          %int_tuple_439 = cute.make_int_tuple() : () -> !cute_int_tuple_11731d
          %sz_440 = cute.size(%int_tuple_439) : (!cute_int_tuple_11731d) -> !cute.int_tuple<"64">
          %e0_441 = cute.get_leaves(%sz_440) : !cute.int_tuple<"64">
          cute.memref.store_vec(%149, %arg13) : (vector<64xf32>, !memref_rmem_f32_) -> ()
          %true_442 = arith.constant true
          %152 = cute_nvgpu.atom.set_value(%arg14, %true_442 : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !mma_bf16_bf16_f32_64x128x16_
          nvvm.wgmma.fence.aligned
          %c0_i32_443 = arith.constant 0 : i32
          %c9_i32 = arith.constant 9 : i32
          %c1_i32_444 = arith.constant 1 : i32
          %153:6 = scf.for %arg22 = %c0_i32_443 to %c9_i32 step %c1_i32_444 iter_args(%arg23 = %arg15, %arg24 = %arg16, %arg25 = %arg17, %arg26 = %arg18, %arg27 = %arg19, %arg28 = %arg20) -> (i32, i32, i32, i32, i32, i32)  : i32 {
            %true_1112 = arith.constant true
            scf.if %true_1112 {
              %int_tuple_1220 = cute.make_int_tuple(%arg27) : (i32) -> !cute.int_tuple<"?">
              %ptr_1221 = cute.add_offset(%iter_67, %int_tuple_1220) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
              %336 = builtin.unrealized_conversion_cast %ptr_1221 : !cute.ptr<i64, smem> to !llvm.ptr<3>
              %c10000000_i32 = arith.constant 10000000 : i32
              nvvm.mbarrier.try_wait.parity.shared %336, %arg28, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            }
            %coord_1113 = cute.make_coord(%arg27) : (i32) -> !cute.coord<"(_,_,0,?)">
            %slice_1114 = cute.slice(%frg_A, %coord_1113) : !cute_nvgpu_smem_desc_view_e67c4e, !cute.coord<"(_,_,0,?)">
            %iter_1115 = cute.get_iter(%slice_1114) : !cute_nvgpu_smem_desc_view_58760c
            %iter_1116 = cute.get_iter(%slice_1114) : !cute_nvgpu_smem_desc_view_58760c
            %coord_1117 = cute.make_coord(%arg27) : (i32) -> !cute.coord<"(_,_,0,?)">
            %slice_1118 = cute.slice(%frg_B, %coord_1117) : !cute_nvgpu_smem_desc_view_e67c4e, !cute.coord<"(_,_,0,?)">
            %iter_1119 = cute.get_iter(%slice_1118) : !cute_nvgpu_smem_desc_view_58760c
            %iter_1120 = cute.get_iter(%slice_1118) : !cute_nvgpu_smem_desc_view_58760c
            %lay_1121 = cute.get_layout(%slice_1114) : !cute_nvgpu_smem_desc_view_58760c
            %314 = cute.get_shape(%lay_1121) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_1122, %e1_1123 = cute.get_leaves(%314) : !cute.shape<"(1,1)">
            %lay_1124 = cute.get_layout(%slice_1118) : !cute_nvgpu_smem_desc_view_58760c
            %315 = cute.get_shape(%lay_1124) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_1125, %e1_1126 = cute.get_leaves(%315) : !cute.shape<"(1,1)">
            %lay_1127 = cute.get_layout(%arg13) : !memref_rmem_f32_
            %316 = cute.get_shape(%lay_1127) : (!cute_layout_6e9820) -> !cute.shape<"((2,2,16),1,1)">
            %e0_1128, %e1_1129, %e2_1130, %e3_1131, %e4_1132 = cute.get_leaves(%316) : !cute.shape<"((2,2,16),1,1)">
            %lay_1133 = cute.get_layout(%arg13) : !memref_rmem_f32_
            %317 = cute.get_shape(%lay_1133) : (!cute_layout_6e9820) -> !cute.shape<"((2,2,16),1,1)">
            %e0_1134, %e1_1135, %e2_1136, %e3_1137, %e4_1138 = cute.get_leaves(%317) : !cute.shape<"((2,2,16),1,1)">
            cute.gemm(%152, %arg13, %slice_1114, %slice_1118, %arg13) : (!mma_bf16_bf16_f32_64x128x16_, !memref_rmem_f32_, !cute_nvgpu_smem_desc_view_58760c, !cute_nvgpu_smem_desc_view_58760c, !memref_rmem_f32_)
            %coord_1139 = cute.make_coord(%arg27) : (i32) -> !cute.coord<"(_,_,1,?)">
            %slice_1140 = cute.slice(%frg_A, %coord_1139) : !cute_nvgpu_smem_desc_view_e67c4e, !cute.coord<"(_,_,1,?)">
            %iter_1141 = cute.get_iter(%slice_1140) : !cute_nvgpu_smem_desc_view_58760c
            %iter_1142 = cute.get_iter(%slice_1140) : !cute_nvgpu_smem_desc_view_58760c
            %coord_1143 = cute.make_coord(%arg27) : (i32) -> !cute.coord<"(_,_,1,?)">
            %slice_1144 = cute.slice(%frg_B, %coord_1143) : !cute_nvgpu_smem_desc_view_e67c4e, !cute.coord<"(_,_,1,?)">
            %iter_1145 = cute.get_iter(%slice_1144) : !cute_nvgpu_smem_desc_view_58760c
            %iter_1146 = cute.get_iter(%slice_1144) : !cute_nvgpu_smem_desc_view_58760c
            %lay_1147 = cute.get_layout(%slice_1140) : !cute_nvgpu_smem_desc_view_58760c
            %318 = cute.get_shape(%lay_1147) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_1148, %e1_1149 = cute.get_leaves(%318) : !cute.shape<"(1,1)">
            %lay_1150 = cute.get_layout(%slice_1144) : !cute_nvgpu_smem_desc_view_58760c
            %319 = cute.get_shape(%lay_1150) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_1151, %e1_1152 = cute.get_leaves(%319) : !cute.shape<"(1,1)">
            %lay_1153 = cute.get_layout(%arg13) : !memref_rmem_f32_
            %320 = cute.get_shape(%lay_1153) : (!cute_layout_6e9820) -> !cute.shape<"((2,2,16),1,1)">
            %e0_1154, %e1_1155, %e2_1156, %e3_1157, %e4_1158 = cute.get_leaves(%320) : !cute.shape<"((2,2,16),1,1)">
            %lay_1159 = cute.get_layout(%arg13) : !memref_rmem_f32_
            %321 = cute.get_shape(%lay_1159) : (!cute_layout_6e9820) -> !cute.shape<"((2,2,16),1,1)">
            %e0_1160, %e1_1161, %e2_1162, %e3_1163, %e4_1164 = cute.get_leaves(%321) : !cute.shape<"((2,2,16),1,1)">
            cute.gemm(%152, %arg13, %slice_1140, %slice_1144, %arg13) : (!mma_bf16_bf16_f32_64x128x16_, !memref_rmem_f32_, !cute_nvgpu_smem_desc_view_58760c, !cute_nvgpu_smem_desc_view_58760c, !memref_rmem_f32_)
            %coord_1165 = cute.make_coord(%arg27) : (i32) -> !cute.coord<"(_,_,2,?)">
            %slice_1166 = cute.slice(%frg_A, %coord_1165) : !cute_nvgpu_smem_desc_view_e67c4e, !cute.coord<"(_,_,2,?)">
            %iter_1167 = cute.get_iter(%slice_1166) : !cute_nvgpu_smem_desc_view_58760c
            %iter_1168 = cute.get_iter(%slice_1166) : !cute_nvgpu_smem_desc_view_58760c
            %coord_1169 = cute.make_coord(%arg27) : (i32) -> !cute.coord<"(_,_,2,?)">
            %slice_1170 = cute.slice(%frg_B, %coord_1169) : !cute_nvgpu_smem_desc_view_e67c4e, !cute.coord<"(_,_,2,?)">
            %iter_1171 = cute.get_iter(%slice_1170) : !cute_nvgpu_smem_desc_view_58760c
            %iter_1172 = cute.get_iter(%slice_1170) : !cute_nvgpu_smem_desc_view_58760c
            %lay_1173 = cute.get_layout(%slice_1166) : !cute_nvgpu_smem_desc_view_58760c
            %322 = cute.get_shape(%lay_1173) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_1174, %e1_1175 = cute.get_leaves(%322) : !cute.shape<"(1,1)">
            %lay_1176 = cute.get_layout(%slice_1170) : !cute_nvgpu_smem_desc_view_58760c
            %323 = cute.get_shape(%lay_1176) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_1177, %e1_1178 = cute.get_leaves(%323) : !cute.shape<"(1,1)">
            %lay_1179 = cute.get_layout(%arg13) : !memref_rmem_f32_
            %324 = cute.get_shape(%lay_1179) : (!cute_layout_6e9820) -> !cute.shape<"((2,2,16),1,1)">
            %e0_1180, %e1_1181, %e2_1182, %e3_1183, %e4_1184 = cute.get_leaves(%324) : !cute.shape<"((2,2,16),1,1)">
            %lay_1185 = cute.get_layout(%arg13) : !memref_rmem_f32_
            %325 = cute.get_shape(%lay_1185) : (!cute_layout_6e9820) -> !cute.shape<"((2,2,16),1,1)">
            %e0_1186, %e1_1187, %e2_1188, %e3_1189, %e4_1190 = cute.get_leaves(%325) : !cute.shape<"((2,2,16),1,1)">
            cute.gemm(%152, %arg13, %slice_1166, %slice_1170, %arg13) : (!mma_bf16_bf16_f32_64x128x16_, !memref_rmem_f32_, !cute_nvgpu_smem_desc_view_58760c, !cute_nvgpu_smem_desc_view_58760c, !memref_rmem_f32_)
            %coord_1191 = cute.make_coord(%arg27) : (i32) -> !cute.coord<"(_,_,3,?)">
            %slice_1192 = cute.slice(%frg_A, %coord_1191) : !cute_nvgpu_smem_desc_view_e67c4e, !cute.coord<"(_,_,3,?)">
            %iter_1193 = cute.get_iter(%slice_1192) : !cute_nvgpu_smem_desc_view_58760c
            %iter_1194 = cute.get_iter(%slice_1192) : !cute_nvgpu_smem_desc_view_58760c
            %coord_1195 = cute.make_coord(%arg27) : (i32) -> !cute.coord<"(_,_,3,?)">
            %slice_1196 = cute.slice(%frg_B, %coord_1195) : !cute_nvgpu_smem_desc_view_e67c4e, !cute.coord<"(_,_,3,?)">
            %iter_1197 = cute.get_iter(%slice_1196) : !cute_nvgpu_smem_desc_view_58760c
            %iter_1198 = cute.get_iter(%slice_1196) : !cute_nvgpu_smem_desc_view_58760c
            %lay_1199 = cute.get_layout(%slice_1192) : !cute_nvgpu_smem_desc_view_58760c
            %326 = cute.get_shape(%lay_1199) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_1200, %e1_1201 = cute.get_leaves(%326) : !cute.shape<"(1,1)">
            %lay_1202 = cute.get_layout(%slice_1196) : !cute_nvgpu_smem_desc_view_58760c
            %327 = cute.get_shape(%lay_1202) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_1203, %e1_1204 = cute.get_leaves(%327) : !cute.shape<"(1,1)">
            %lay_1205 = cute.get_layout(%arg13) : !memref_rmem_f32_
            %328 = cute.get_shape(%lay_1205) : (!cute_layout_6e9820) -> !cute.shape<"((2,2,16),1,1)">
            %e0_1206, %e1_1207, %e2_1208, %e3_1209, %e4_1210 = cute.get_leaves(%328) : !cute.shape<"((2,2,16),1,1)">
            %lay_1211 = cute.get_layout(%arg13) : !memref_rmem_f32_
            %329 = cute.get_shape(%lay_1211) : (!cute_layout_6e9820) -> !cute.shape<"((2,2,16),1,1)">
            %e0_1212, %e1_1213, %e2_1214, %e3_1215, %e4_1216 = cute.get_leaves(%329) : !cute.shape<"((2,2,16),1,1)">
            cute.gemm(%152, %arg13, %slice_1192, %slice_1196, %arg13) : (!mma_bf16_bf16_f32_64x128x16_, !memref_rmem_f32_, !cute_nvgpu_smem_desc_view_58760c, !cute_nvgpu_smem_desc_view_58760c, !memref_rmem_f32_)
            nvvm.wgmma.commit.group.sync.aligned
            nvvm.wgmma.wait.group.sync.aligned 1
            %c0_i32_1217 = arith.constant 0 : i32
            %330 = arith.cmpi sgt, %arg22, %c0_i32_1217 : i32
            %331:3 = scf.if %330 -> (i32, i32, i32) {
              scf.if %79 {
                %int_tuple_1222 = cute.make_int_tuple(%arg24) : (i32) -> !cute.int_tuple<"?">
                %ptr_1223 = cute.add_offset(%ptr_71, %int_tuple_1222) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
                %340 = builtin.unrealized_conversion_cast %ptr_1223 : !cute.ptr<i64, smem> to !llvm.ptr<3>
                %341 = nvvm.mapa.shared.cluster %340, %69 : !llvm.ptr<3>, i32 -> <3>
                %c1_i32_1224 = arith.constant 1 : i32
                nvvm.mbarrier.txn %341, %c1_i32_1224 {kind = #nvvm.mbar_txn_kind<arrive>, space = #nvvm.mbar_space<cluster>} : !llvm.ptr<3>, i32
              }
              %c1_i32_1220 = arith.constant 1 : i32
              %336 = arith.addi %arg24, %c1_i32_1220 : i32
              %337 = arith.addi %arg23, %c1_i32_1220 : i32
              %c6_i32_1221 = arith.constant 6 : i32
              %338 = arith.cmpi eq, %336, %c6_i32_1221 : i32
              %339:2 = scf.if %338 -> (i32, i32) {
                %c1_i32_1222 = arith.constant 1 : i32
                %340 = arith.xori %arg25, %c1_i32_1222 : i32
                %c0_i32_1223 = arith.constant 0 : i32
                scf.yield %c0_i32_1223, %340 : i32, i32
              } else {
                scf.yield %336, %arg25 : i32, i32
              }
              scf.yield %337, %339#0, %339#1 : i32, i32, i32
            } else {
              scf.yield %arg23, %arg24, %arg25 : i32, i32, i32
            }
            %c1_i32_1218 = arith.constant 1 : i32
            %332 = arith.addi %arg27, %c1_i32_1218 : i32
            %333 = arith.addi %arg26, %c1_i32_1218 : i32
            %c6_i32_1219 = arith.constant 6 : i32
            %334 = arith.cmpi eq, %332, %c6_i32_1219 : i32
            %335:2 = scf.if %334 -> (i32, i32) {
              %c1_i32_1220 = arith.constant 1 : i32
              %336 = arith.xori %arg28, %c1_i32_1220 : i32
              %c0_i32_1221 = arith.constant 0 : i32
              scf.yield %c0_i32_1221, %336 : i32, i32
            } else {
              scf.yield %332, %arg28 : i32, i32
            }
            scf.yield %331#0, %331#1, %331#2, %333, %335#0, %335#1 : i32, i32, i32, i32, i32, i32
          }
          nvvm.wgmma.wait.group.sync.aligned 0
          scf.if %79 {
            %int_tuple_1112 = cute.make_int_tuple(%153#1) : (i32) -> !cute.int_tuple<"?">
            %ptr_1113 = cute.add_offset(%ptr_71, %int_tuple_1112) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
            %314 = builtin.unrealized_conversion_cast %ptr_1113 : !cute.ptr<i64, smem> to !llvm.ptr<3>
            %315 = nvvm.mapa.shared.cluster %314, %69 : !llvm.ptr<3>, i32 -> <3>
            %c1_i32_1114 = arith.constant 1 : i32
            nvvm.mbarrier.txn %315, %c1_i32_1114 {kind = #nvvm.mbar_txn_kind<arrive>, space = #nvvm.mbar_space<cluster>} : !llvm.ptr<3>, i32
          }
          %154 = arith.addi %153#1, %c1_i32 : i32
          %155 = arith.addi %153#0, %c1_i32 : i32
          %c6_i32 = arith.constant 6 : i32
          %156 = arith.cmpi eq, %154, %c6_i32 : i32
          %157:2 = scf.if %156 -> (i32, i32) {
            %c1_i32_1112 = arith.constant 1 : i32
            %314 = arith.xori %153#2, %c1_i32_1112 : i32
            %c0_i32_1113 = arith.constant 0 : i32
            scf.yield %c0_i32_1113, %314 : i32, i32
          } else {
            scf.yield %154, %153#2 : i32, i32
          }
          %coord_445 = cute.make_coord(%145, %147, %132) : (i32, i32, i32) -> !cute.coord<"(_,_,?,?,?)">
          %slice_446 = cute.slice(%tiled_view_134, %coord_445) : !cute_coord_tensor_6fd6c5, !cute.coord<"(_,_,?,?,?)">
          %iter_447 = cute.get_iter(%slice_446) : !cute_coord_tensor_7d2abb
          %tup_448 = cute.deref_arith_tuple_iter(%iter_447) : !cute_arith_tuple_iter_815f75
          %e0_449, %e1_450, %e2_451 = cute.get_leaves(%tup_448) : !cute_int_tuple_ee97c9
          %158 = cute.get_scalars(%e0_449) : !cute.int_tuple<"?{div=128}">
          %159 = cute.get_scalars(%e1_450) : !cute.int_tuple<"?{div=128}">
          %160 = cute.get_scalars(%e2_451) : !cute.int_tuple<"?">
          %iter_452 = cute.get_iter(%slice_446) : !cute_coord_tensor_7d2abb
          %tup_453 = cute.deref_arith_tuple_iter(%iter_452) : !cute_arith_tuple_iter_815f75
          %e0_454, %e1_455, %e2_456 = cute.get_leaves(%tup_453) : !cute_int_tuple_ee97c9
          %161 = cute.get_scalars(%e0_454) : !cute.int_tuple<"?{div=128}">
          %162 = cute.get_scalars(%e1_455) : !cute.int_tuple<"?{div=128}">
          %163 = cute.get_scalars(%e2_456) : !cute.int_tuple<"?">
          %tile_457 = cute.make_tile() : () -> !cute.tile<"[128:1;32:1]">
          %div = cute.zipped_divide(%slice_446, %tile_457) : !cute_coord_tensor_7d2abb, !cute.tile<"[128:1;32:1]">
          %iter_458 = cute.get_iter(%div) : !cute_coord_tensor_d48f2b
          %tup_459 = cute.deref_arith_tuple_iter(%iter_458) : !cute_arith_tuple_iter_815f75
          %e0_460, %e1_461, %e2_462 = cute.get_leaves(%tup_459) : !cute_int_tuple_ee97c9
          %164 = cute.get_scalars(%e0_460) : !cute.int_tuple<"?{div=128}">
          %165 = cute.get_scalars(%e1_461) : !cute.int_tuple<"?{div=128}">
          %166 = cute.get_scalars(%e2_462) : !cute.int_tuple<"?">
          %iter_463 = cute.get_iter(%div) : !cute_coord_tensor_d48f2b
          %tup_464 = cute.deref_arith_tuple_iter(%iter_463) : !cute_arith_tuple_iter_815f75
          %e0_465, %e1_466, %e2_467 = cute.get_leaves(%tup_464) : !cute_int_tuple_ee97c9
          %167 = cute.get_scalars(%e0_465) : !cute.int_tuple<"?{div=128}">
          %168 = cute.get_scalars(%e1_466) : !cute.int_tuple<"?{div=128}">
          %169 = cute.get_scalars(%e2_467) : !cute.int_tuple<"?">
          %shape_468 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_469 = cute.make_layout(%shape_468) : !cute.layout<"1:0">
          %lay_470 = cute.get_layout(%view_104) : !memref_smem_bf16_1
          %170 = cute.get_shape(%lay_470) : (!cute_layout_2dea00) -> !cute_shape_28a4fe
          %e0_471, %e1_472, %e2_473, %e3_474, %e4_475, %e5_476 = cute.get_leaves(%170) : !cute_shape_28a4fe
          %lay_477 = cute.get_layout(%view_104) : !memref_smem_bf16_1
          %171 = cute.get_shape(%lay_477) : (!cute_layout_2dea00) -> !cute_shape_28a4fe
          %e0_478, %e1_479, %e2_480, %e3_481, %e4_482, %e5_483 = cute.get_leaves(%171) : !cute_shape_28a4fe
          %grouped_484 = cute.group_modes(%view_104) <0, 2> : (!memref_smem_bf16_1) -> !memref_smem_bf16_11
          %iter_485 = cute.get_iter(%grouped_484) : !memref_smem_bf16_11
          %iter_486 = cute.get_iter(%grouped_484) : !memref_smem_bf16_11
          %coord_487 = cute.make_coord() : () -> !cute.coord<"0">
          %res_smem_tensor_488, %res_gmem_tensor_489 = cute_nvgpu.atom.tma_partition(%arg4, %coord_487, %lay_469, %grouped_484, %div) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0, !cute.coord<"0">, !cute.layout<"1:0">, !memref_smem_bf16_11, !cute_coord_tensor_d48f2b) -> (!memref_smem_bf16_12, !cute_coord_tensor_e47f1f)
          %iter_490 = cute.get_iter(%res_smem_tensor_488) : !memref_smem_bf16_12
          %iter_491 = cute.get_iter(%res_gmem_tensor_489) : !cute_coord_tensor_e47f1f
          %tup_492 = cute.deref_arith_tuple_iter(%iter_491) : !cute_arith_tuple_iter_815f75
          %e0_493, %e1_494, %e2_495 = cute.get_leaves(%tup_492) : !cute_int_tuple_ee97c9
          %172 = cute.get_scalars(%e0_493) : !cute.int_tuple<"?{div=128}">
          %173 = cute.get_scalars(%e1_494) : !cute.int_tuple<"?{div=128}">
          %174 = cute.get_scalars(%e2_495) : !cute.int_tuple<"?">
          %lay_496 = cute.get_layout(%div) : !cute_coord_tensor_d48f2b
          %175 = cute.get_shape(%lay_496) : (!cute.layout<"((128,32),(1,4)):((1@1,1@0),(0,32@0))">) -> !cute.shape<"((128,32),(1,4))">
          %e0_497, %e1_498, %e2_499, %e3_500 = cute.get_leaves(%175) : !cute.shape<"((128,32),(1,4))">
          %shape_501 = cute.make_shape() : () -> !cute.shape<"(1,4)">
          %stride_502 = cute.make_stride() : () -> !cute.stride<"(4,1)">
          %lay_503 = cute.make_layout(%shape_501, %stride_502) : !cute.layout<"(1,4):(4,1)">
          %int_tuple_504 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,4)">
          %sz_505 = cute.size(%int_tuple_504) : (!cute.int_tuple<"(1,4)">) -> !cute.int_tuple<"4">
          %e0_506 = cute.get_leaves(%sz_505) : !cute.int_tuple<"4">
          %coord_507 = cute.make_coord() : () -> !cute.coord<"0">
          %176 = cute.memref.load(%retiled, %coord_507) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
          %coord_508 = cute.make_coord() : () -> !cute.coord<"0">
          cute.memref.store(%arg10, %coord_508, %176) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %coord_509 = cute.make_coord() : () -> !cute.coord<"1">
          %177 = cute.memref.load(%retiled, %coord_509) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
          %coord_510 = cute.make_coord() : () -> !cute.coord<"1">
          cute.memref.store(%arg10, %coord_510, %177) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %coord_511 = cute.make_coord() : () -> !cute.coord<"2">
          %178 = cute.memref.load(%retiled, %coord_511) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
          %coord_512 = cute.make_coord() : () -> !cute.coord<"2">
          cute.memref.store(%arg10, %coord_512, %178) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %coord_513 = cute.make_coord() : () -> !cute.coord<"3">
          %179 = cute.memref.load(%retiled, %coord_513) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
          %coord_514 = cute.make_coord() : () -> !cute.coord<"3">
          cute.memref.store(%arg10, %coord_514, %179) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %coord_515 = cute.make_coord() : () -> !cute.coord<"4">
          %180 = cute.memref.load(%retiled, %coord_515) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
          %coord_516 = cute.make_coord() : () -> !cute.coord<"4">
          cute.memref.store(%arg10, %coord_516, %180) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %coord_517 = cute.make_coord() : () -> !cute.coord<"5">
          %181 = cute.memref.load(%retiled, %coord_517) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
          %coord_518 = cute.make_coord() : () -> !cute.coord<"5">
          cute.memref.store(%arg10, %coord_518, %181) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %coord_519 = cute.make_coord() : () -> !cute.coord<"6">
          %182 = cute.memref.load(%retiled, %coord_519) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
          %coord_520 = cute.make_coord() : () -> !cute.coord<"6">
          cute.memref.store(%arg10, %coord_520, %182) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %coord_521 = cute.make_coord() : () -> !cute.coord<"7">
          %183 = cute.memref.load(%retiled, %coord_521) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
          %coord_522 = cute.make_coord() : () -> !cute.coord<"7">
          cute.memref.store(%arg10, %coord_522, %183) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %coord_523 = cute.make_coord() : () -> !cute.coord<"8">
          %184 = cute.memref.load(%retiled, %coord_523) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
          %coord_524 = cute.make_coord() : () -> !cute.coord<"8">
          cute.memref.store(%arg10, %coord_524, %184) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
          %coord_525 = cute.make_coord() : () -> !cute.coord<"9">
          %185 = cute.memref.load(%retiled, %coord_525) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
          %coord_526 = cute.make_coord() : () -> !cute.coord<"9">
          cute.memref.store(%arg10, %coord_526, %185) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
          %coord_527 = cute.make_coord() : () -> !cute.coord<"10">
          %186 = cute.memref.load(%retiled, %coord_527) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
          %coord_528 = cute.make_coord() : () -> !cute.coord<"10">
          cute.memref.store(%arg10, %coord_528, %186) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
          %coord_529 = cute.make_coord() : () -> !cute.coord<"11">
          %187 = cute.memref.load(%retiled, %coord_529) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
          %coord_530 = cute.make_coord() : () -> !cute.coord<"11">
          cute.memref.store(%arg10, %coord_530, %187) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
          %coord_531 = cute.make_coord() : () -> !cute.coord<"12">
          %188 = cute.memref.load(%retiled, %coord_531) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
          %coord_532 = cute.make_coord() : () -> !cute.coord<"12">
          cute.memref.store(%arg10, %coord_532, %188) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
          %coord_533 = cute.make_coord() : () -> !cute.coord<"13">
          %189 = cute.memref.load(%retiled, %coord_533) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
          %coord_534 = cute.make_coord() : () -> !cute.coord<"13">
          cute.memref.store(%arg10, %coord_534, %189) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
          %coord_535 = cute.make_coord() : () -> !cute.coord<"14">
          %190 = cute.memref.load(%retiled, %coord_535) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
          %coord_536 = cute.make_coord() : () -> !cute.coord<"14">
          cute.memref.store(%arg10, %coord_536, %190) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
          %coord_537 = cute.make_coord() : () -> !cute.coord<"15">
          %191 = cute.memref.load(%retiled, %coord_537) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
          %coord_538 = cute.make_coord() : () -> !cute.coord<"15">
          cute.memref.store(%arg10, %coord_538, %191) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
          %lay_539 = cute.get_layout(%arg10) : !memref_rmem_f32_2
          %192 = cute.get_shape(%lay_539) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_540, %e1_541, %e2_542, %e3_543, %e4_544, %e5_545 = cute.get_leaves(%192) : !cute_shape_6fc090
          %lay_546 = cute.get_layout(%arg10) : !memref_rmem_f32_2
          %193 = cute.memref.load_vec(%arg10) : (!memref_rmem_f32_2) -> vector<16xf32>
          %lay_547 = cute.get_layout(%arg10) : !memref_rmem_f32_2
          %194 = cute.get_shape(%lay_547) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_548, %e1_549, %e2_550, %e3_551, %e4_552, %e5_553 = cute.get_leaves(%194) : !cute_shape_6fc090
          %195 = arith.truncf %193 : vector<16xf32> to vector<16xbf16>
          %lay_554 = cute.get_layout(%arg21) : !memref_rmem_bf16_
          %196 = cute.get_shape(%lay_554) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_555, %e1_556, %e2_557, %e3_558, %e4_559, %e5_560 = cute.get_leaves(%196) : !cute_shape_6fc090
          %lay_561 = cute.get_layout(%arg21) : !memref_rmem_bf16_
          %lay_562 = cute.get_layout(%arg21) : !memref_rmem_bf16_
          %197 = cute.get_shape(%lay_562) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_563, %e1_564, %e2_565, %e3_566, %e4_567, %e5_568 = cute.get_leaves(%197) : !cute_shape_6fc090
          %int_tuple_569 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_570 = cute.size(%int_tuple_569) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_571 = cute.get_leaves(%sz_570) : !cute.int_tuple<"16">
          %int_tuple_572 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_573 = cute.size(%int_tuple_572) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_574 = cute.get_leaves(%sz_573) : !cute.int_tuple<"16">
          cute.memref.store_vec(%195, %arg21) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
          %coord_575 = cute.make_coord(%arg11) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_576 = cute.slice(%dst_partitioned, %coord_575) : !memref_smem_bf16_9, !cute.coord<"(_,_,_,?)">
          %iter_577 = cute.get_iter(%slice_576) : !memref_smem_bf16_13
          %iter_578 = cute.get_iter(%slice_576) : !memref_smem_bf16_13
          %lay_579 = cute.get_layout(%arg21) : !memref_rmem_bf16_
          %198 = cute.get_shape(%lay_579) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_580, %e1_581, %e2_582, %e3_583, %e4_584, %e5_585 = cute.get_leaves(%198) : !cute_shape_6fc090
          %lay_586 = cute.get_layout(%slice_576) : !memref_smem_bf16_13
          %199 = cute.get_shape(%lay_586) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_587, %e1_588, %e2_589, %e3_590, %e4_591 = cute.get_leaves(%199) : !cute.shape<"(((2,4),1),1,2)">
          %lay_592 = cute.get_layout(%arg21) : !memref_rmem_bf16_
          %shape_593 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_594 = cute.make_layout(%shape_593) : !cute.layout<"1:0">
          %append = cute.append_to_rank<2> (%lay_592, %lay_594) : !cute_layout_07db63, !cute.layout<"1:0">
          %view_595 = cute.make_view(%iter_409, %append) : !memref_rmem_bf16_
          %iter_596 = cute.get_iter(%view_595) : !memref_rmem_bf16_
          %lay_597 = cute.get_layout(%view_595) : !memref_rmem_bf16_
          %200 = cute.get_shape(%lay_597) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_598, %e1_599, %e2_600, %e3_601, %e4_602, %e5_603 = cute.get_leaves(%200) : !cute_shape_6fc090
          %lay_604 = cute.get_layout(%view_595) : !memref_rmem_bf16_
          %201 = cute.get_shape(%lay_604) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_605, %e1_606, %e2_607, %e3_608, %e4_609, %e5_610 = cute.get_leaves(%201) : !cute_shape_6fc090
          %grouped_611 = cute.group_modes(%view_595) <1, 3> : (!memref_rmem_bf16_) -> !memref_rmem_bf16_1
          %iter_612 = cute.get_iter(%grouped_611) : !memref_rmem_bf16_1
          %iter_613 = cute.get_iter(%grouped_611) : !memref_rmem_bf16_1
          %lay_614 = cute.get_layout(%slice_576) : !memref_smem_bf16_13
          %shape_615 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_616 = cute.make_layout(%shape_615) : !cute.layout<"1:0">
          %append_617 = cute.append_to_rank<2> (%lay_614, %lay_616) : !cute_layout_70c0fe, !cute.layout<"1:0">
          %view_618 = cute.make_view(%iter_578, %append_617) : !memref_smem_bf16_13
          %iter_619 = cute.get_iter(%view_618) : !memref_smem_bf16_13
          %lay_620 = cute.get_layout(%view_618) : !memref_smem_bf16_13
          %202 = cute.get_shape(%lay_620) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_621, %e1_622, %e2_623, %e3_624, %e4_625 = cute.get_leaves(%202) : !cute.shape<"(((2,4),1),1,2)">
          %lay_626 = cute.get_layout(%view_618) : !memref_smem_bf16_13
          %203 = cute.get_shape(%lay_626) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_627, %e1_628, %e2_629, %e3_630, %e4_631 = cute.get_leaves(%203) : !cute.shape<"(((2,4),1),1,2)">
          %grouped_632 = cute.group_modes(%view_618) <1, 3> : (!memref_smem_bf16_13) -> !memref_smem_bf16_14
          %iter_633 = cute.get_iter(%grouped_632) : !memref_smem_bf16_14
          %iter_634 = cute.get_iter(%grouped_632) : !memref_smem_bf16_14
          %lay_635 = cute.get_layout(%grouped_611) : !memref_rmem_bf16_1
          %204 = cute.get_shape(%lay_635) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_636, %e1_637, %e2_638, %e3_639, %e4_640, %e5_641 = cute.get_leaves(%204) : !cute_shape_b5193b
          %lay_642 = cute.get_layout(%grouped_632) : !memref_smem_bf16_14
          %205 = cute.get_shape(%lay_642) : (!cute_layout_449a82) -> !cute_shape_c0241c
          %e0_643, %e1_644, %e2_645, %e3_646, %e4_647 = cute.get_leaves(%205) : !cute_shape_c0241c
          %sz_648 = cute.size(%grouped_611) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"2">
          %e0_649 = cute.get_leaves(%sz_648) : !cute.int_tuple<"2">
          %sz_650 = cute.size(%grouped_632) <{mode = [1]}> : (!memref_smem_bf16_14) -> !cute.int_tuple<"2">
          %e0_651 = cute.get_leaves(%sz_650) : !cute.int_tuple<"2">
          %lay_652 = cute.get_layout(%grouped_611) : !memref_rmem_bf16_1
          %206 = cute.get_shape(%lay_652) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_653, %e1_654, %e2_655, %e3_656, %e4_657, %e5_658 = cute.get_leaves(%206) : !cute_shape_b5193b
          cute.copy(%129, %grouped_611, %grouped_632) : (!copy_stsm_4_1, !memref_rmem_bf16_1, !memref_smem_bf16_14)
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %c1_i32_659 = arith.constant 1 : i32
          %c256_i32 = arith.constant 256 : i32
          llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32_659, %c256_i32 : (i32, i32) -> ()
          %207 = arith.cmpi eq, %14, %c4_i32 : i32
          %208 = scf.if %207 -> (!cute.layout<"(1,4):(4,1)">) {
            %coord_1112 = cute.make_coord(%arg11) : (i32) -> !cute.coord<"(_,?)">
            %slice_1113 = cute.slice(%res_smem_tensor_488, %coord_1112) : !memref_smem_bf16_12, !cute.coord<"(_,?)">
            %iter_1114 = cute.get_iter(%slice_1113) : !memref_smem_bf16_15
            %iter_1115 = cute.get_iter(%slice_1113) : !memref_smem_bf16_15
            %c0_i32_1116 = arith.constant 0 : i32
            %314 = cute.get_hier_coord(%c0_i32_1116, %lay_503) : (i32, !cute.layout<"(1,4):(4,1)">) -> !cute.coord<"(0,0)">
            %e0_1117, %e1_1118 = cute.get_leaves(%314) : !cute.coord<"(0,0)">
            %coord_1119 = cute.make_coord() : () -> !cute.coord<"(_,(0,0))">
            %slice_1120 = cute.slice(%res_gmem_tensor_489, %coord_1119) : !cute_coord_tensor_e47f1f, !cute.coord<"(_,(0,0))">
            %iter_1121 = cute.get_iter(%slice_1120) : !cute_coord_tensor_00c3a7
            %tup_1122 = cute.deref_arith_tuple_iter(%iter_1121) : !cute_arith_tuple_iter_815f75
            %e0_1123, %e1_1124, %e2_1125 = cute.get_leaves(%tup_1122) : !cute_int_tuple_ee97c9
            %315 = cute.get_scalars(%e0_1123) : !cute.int_tuple<"?{div=128}">
            %316 = cute.get_scalars(%e1_1124) : !cute.int_tuple<"?{div=128}">
            %317 = cute.get_scalars(%e2_1125) : !cute.int_tuple<"?">
            %iter_1126 = cute.get_iter(%slice_1120) : !cute_coord_tensor_00c3a7
            %tup_1127 = cute.deref_arith_tuple_iter(%iter_1126) : !cute_arith_tuple_iter_815f75
            %e0_1128, %e1_1129, %e2_1130 = cute.get_leaves(%tup_1127) : !cute_int_tuple_ee97c9
            %318 = cute.get_scalars(%e0_1128) : !cute.int_tuple<"?{div=128}">
            %319 = cute.get_scalars(%e1_1129) : !cute.int_tuple<"?{div=128}">
            %320 = cute.get_scalars(%e2_1130) : !cute.int_tuple<"?">
            %lay_1131 = cute.get_layout(%slice_1113) : !memref_smem_bf16_15
            %321 = cute.get_shape(%lay_1131) : (!cute_layout_247bff) -> !cute.shape<"((4096,1))">
            %e0_1132, %e1_1133 = cute.get_leaves(%321) : !cute.shape<"((4096,1))">
            %lay_1134 = cute.get_layout(%slice_1120) : !cute_coord_tensor_00c3a7
            %322 = cute.get_shape(%lay_1134) : (!cute_layout_66697d) -> !cute.shape<"(((32,128),1))">
            %e0_1135, %e1_1136, %e2_1137 = cute.get_leaves(%322) : !cute.shape<"(((32,128),1))">
            %lay_1138 = cute.get_layout(%slice_1113) : !memref_smem_bf16_15
            %shape_1139 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1140 = cute.make_layout(%shape_1139) : !cute.layout<"1:0">
            %append_1141 = cute.append_to_rank<2> (%lay_1138, %lay_1140) : !cute_layout_247bff, !cute.layout<"1:0">
            %view_1142 = cute.make_view(%iter_1115, %append_1141) : !memref_smem_bf16_16
            %iter_1143 = cute.get_iter(%view_1142) : !memref_smem_bf16_16
            %lay_1144 = cute.get_layout(%view_1142) : !memref_smem_bf16_16
            %323 = cute.get_shape(%lay_1144) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_1145, %e1_1146, %e2_1147 = cute.get_leaves(%323) : !cute.shape<"((4096,1),1)">
            %lay_1148 = cute.get_layout(%view_1142) : !memref_smem_bf16_16
            %324 = cute.get_shape(%lay_1148) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_1149, %e1_1150, %e2_1151 = cute.get_leaves(%324) : !cute.shape<"((4096,1),1)">
            %grouped_1152 = cute.group_modes(%view_1142) <1, 2> : (!memref_smem_bf16_16) -> !memref_smem_bf16_17
            %iter_1153 = cute.get_iter(%grouped_1152) : !memref_smem_bf16_17
            %iter_1154 = cute.get_iter(%grouped_1152) : !memref_smem_bf16_17
            %lay_1155 = cute.get_layout(%slice_1120) : !cute_coord_tensor_00c3a7
            %shape_1156 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1157 = cute.make_layout(%shape_1156) : !cute.layout<"1:0">
            %append_1158 = cute.append_to_rank<2> (%lay_1155, %lay_1157) : !cute_layout_66697d, !cute.layout<"1:0">
            %int_tuple_1159 = cute.make_int_tuple(%e0_1128, %e1_1129, %e2_1130) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ee97c9
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_1159) : (!cute_int_tuple_ee97c9) -> !cute_arith_tuple_iter_815f75
            %view_1160 = cute.make_view(%int_tup_iter, %append_1158) : !cute_coord_tensor_1d57d5
            %iter_1161 = cute.get_iter(%view_1160) : !cute_coord_tensor_1d57d5
            %tup_1162 = cute.deref_arith_tuple_iter(%iter_1161) : !cute_arith_tuple_iter_815f75
            %e0_1163, %e1_1164, %e2_1165 = cute.get_leaves(%tup_1162) : !cute_int_tuple_ee97c9
            %325 = cute.get_scalars(%e0_1163) : !cute.int_tuple<"?{div=128}">
            %326 = cute.get_scalars(%e1_1164) : !cute.int_tuple<"?{div=128}">
            %327 = cute.get_scalars(%e2_1165) : !cute.int_tuple<"?">
            %lay_1166 = cute.get_layout(%view_1160) : !cute_coord_tensor_1d57d5
            %328 = cute.get_shape(%lay_1166) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_1167, %e1_1168, %e2_1169, %e3_1170 = cute.get_leaves(%328) : !cute.shape<"(((32,128),1),1)">
            %lay_1171 = cute.get_layout(%view_1160) : !cute_coord_tensor_1d57d5
            %329 = cute.get_shape(%lay_1171) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_1172, %e1_1173, %e2_1174, %e3_1175 = cute.get_leaves(%329) : !cute.shape<"(((32,128),1),1)">
            %grouped_1176 = cute.group_modes(%view_1160) <1, 2> : (!cute_coord_tensor_1d57d5) -> !cute_coord_tensor_44cde4
            %iter_1177 = cute.get_iter(%grouped_1176) : !cute_coord_tensor_44cde4
            %tup_1178 = cute.deref_arith_tuple_iter(%iter_1177) : !cute_arith_tuple_iter_815f75
            %e0_1179, %e1_1180, %e2_1181 = cute.get_leaves(%tup_1178) : !cute_int_tuple_ee97c9
            %330 = cute.get_scalars(%e0_1179) : !cute.int_tuple<"?{div=128}">
            %331 = cute.get_scalars(%e1_1180) : !cute.int_tuple<"?{div=128}">
            %332 = cute.get_scalars(%e2_1181) : !cute.int_tuple<"?">
            %iter_1182 = cute.get_iter(%grouped_1176) : !cute_coord_tensor_44cde4
            %tup_1183 = cute.deref_arith_tuple_iter(%iter_1182) : !cute_arith_tuple_iter_815f75
            %e0_1184, %e1_1185, %e2_1186 = cute.get_leaves(%tup_1183) : !cute_int_tuple_ee97c9
            %333 = cute.get_scalars(%e0_1184) : !cute.int_tuple<"?{div=128}">
            %334 = cute.get_scalars(%e1_1185) : !cute.int_tuple<"?{div=128}">
            %335 = cute.get_scalars(%e2_1186) : !cute.int_tuple<"?">
            %lay_1187 = cute.get_layout(%grouped_1152) : !memref_smem_bf16_17
            %336 = cute.get_shape(%lay_1187) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_1188, %e1_1189, %e2_1190 = cute.get_leaves(%336) : !cute.shape<"((4096,1),(1))">
            %lay_1191 = cute.get_layout(%grouped_1176) : !cute_coord_tensor_44cde4
            %337 = cute.get_shape(%lay_1191) : (!cute_layout_175aab) -> !cute_shape_018bee
            %e0_1192, %e1_1193, %e2_1194, %e3_1195 = cute.get_leaves(%337) : !cute_shape_018bee
            %sz_1196 = cute.size(%grouped_1152) <{mode = [1]}> : (!memref_smem_bf16_17) -> !cute.int_tuple<"1">
            %e0_1197 = cute.get_leaves(%sz_1196) : !cute.int_tuple<"1">
            %sz_1198 = cute.size(%grouped_1176) <{mode = [1]}> : (!cute_coord_tensor_44cde4) -> !cute.int_tuple<"1">
            %e0_1199 = cute.get_leaves(%sz_1198) : !cute.int_tuple<"1">
            %lay_1200 = cute.get_layout(%grouped_1152) : !memref_smem_bf16_17
            %338 = cute.get_shape(%lay_1200) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_1201, %e1_1202, %e2_1203 = cute.get_leaves(%338) : !cute.shape<"((4096,1),(1))">
            %339 = cute_nvgpu.atom.make_exec_tma(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
            cute.copy(%339, %grouped_1152, %grouped_1176) : (!cute_nvgpu_atom_tma_store_a82a14, !memref_smem_bf16_17, !cute_coord_tensor_44cde4)
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
            scf.yield %lay_503 : !cute.layout<"(1,4):(4,1)">
          } else {
            scf.yield %lay_503 : !cute.layout<"(1,4):(4,1)">
          }
          %c1_i32_660 = arith.constant 1 : i32
          %c256_i32_661 = arith.constant 256 : i32
          llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32_660, %c256_i32_661 : (i32, i32) -> ()
          %209 = arith.addi %arg11, %c1_i32 : i32
          %210 = arith.remsi %209, %c4_i32 : i32
          %coord_662 = cute.make_coord() : () -> !cute.coord<"16">
          %211 = cute.memref.load(%retiled, %coord_662) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
          %coord_663 = cute.make_coord() : () -> !cute.coord<"0">
          cute.memref.store(%arg10, %coord_663, %211) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %coord_664 = cute.make_coord() : () -> !cute.coord<"17">
          %212 = cute.memref.load(%retiled, %coord_664) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
          %coord_665 = cute.make_coord() : () -> !cute.coord<"1">
          cute.memref.store(%arg10, %coord_665, %212) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %coord_666 = cute.make_coord() : () -> !cute.coord<"18">
          %213 = cute.memref.load(%retiled, %coord_666) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
          %coord_667 = cute.make_coord() : () -> !cute.coord<"2">
          cute.memref.store(%arg10, %coord_667, %213) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %coord_668 = cute.make_coord() : () -> !cute.coord<"19">
          %214 = cute.memref.load(%retiled, %coord_668) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
          %coord_669 = cute.make_coord() : () -> !cute.coord<"3">
          cute.memref.store(%arg10, %coord_669, %214) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %coord_670 = cute.make_coord() : () -> !cute.coord<"20">
          %215 = cute.memref.load(%retiled, %coord_670) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
          %coord_671 = cute.make_coord() : () -> !cute.coord<"4">
          cute.memref.store(%arg10, %coord_671, %215) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %coord_672 = cute.make_coord() : () -> !cute.coord<"21">
          %216 = cute.memref.load(%retiled, %coord_672) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
          %coord_673 = cute.make_coord() : () -> !cute.coord<"5">
          cute.memref.store(%arg10, %coord_673, %216) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %coord_674 = cute.make_coord() : () -> !cute.coord<"22">
          %217 = cute.memref.load(%retiled, %coord_674) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
          %coord_675 = cute.make_coord() : () -> !cute.coord<"6">
          cute.memref.store(%arg10, %coord_675, %217) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %coord_676 = cute.make_coord() : () -> !cute.coord<"23">
          %218 = cute.memref.load(%retiled, %coord_676) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
          %coord_677 = cute.make_coord() : () -> !cute.coord<"7">
          cute.memref.store(%arg10, %coord_677, %218) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %coord_678 = cute.make_coord() : () -> !cute.coord<"24">
          %219 = cute.memref.load(%retiled, %coord_678) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
          %coord_679 = cute.make_coord() : () -> !cute.coord<"8">
          cute.memref.store(%arg10, %coord_679, %219) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
          %coord_680 = cute.make_coord() : () -> !cute.coord<"25">
          %220 = cute.memref.load(%retiled, %coord_680) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
          %coord_681 = cute.make_coord() : () -> !cute.coord<"9">
          cute.memref.store(%arg10, %coord_681, %220) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
          %coord_682 = cute.make_coord() : () -> !cute.coord<"26">
          %221 = cute.memref.load(%retiled, %coord_682) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
          %coord_683 = cute.make_coord() : () -> !cute.coord<"10">
          cute.memref.store(%arg10, %coord_683, %221) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
          %coord_684 = cute.make_coord() : () -> !cute.coord<"27">
          %222 = cute.memref.load(%retiled, %coord_684) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
          %coord_685 = cute.make_coord() : () -> !cute.coord<"11">
          cute.memref.store(%arg10, %coord_685, %222) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
          %coord_686 = cute.make_coord() : () -> !cute.coord<"28">
          %223 = cute.memref.load(%retiled, %coord_686) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
          %coord_687 = cute.make_coord() : () -> !cute.coord<"12">
          cute.memref.store(%arg10, %coord_687, %223) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
          %coord_688 = cute.make_coord() : () -> !cute.coord<"29">
          %224 = cute.memref.load(%retiled, %coord_688) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
          %coord_689 = cute.make_coord() : () -> !cute.coord<"13">
          cute.memref.store(%arg10, %coord_689, %224) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
          %coord_690 = cute.make_coord() : () -> !cute.coord<"30">
          %225 = cute.memref.load(%retiled, %coord_690) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
          %coord_691 = cute.make_coord() : () -> !cute.coord<"14">
          cute.memref.store(%arg10, %coord_691, %225) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
          %coord_692 = cute.make_coord() : () -> !cute.coord<"31">
          %226 = cute.memref.load(%retiled, %coord_692) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
          %coord_693 = cute.make_coord() : () -> !cute.coord<"15">
          cute.memref.store(%arg10, %coord_693, %226) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
          %lay_694 = cute.get_layout(%arg10) : !memref_rmem_f32_2
          %227 = cute.get_shape(%lay_694) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_695, %e1_696, %e2_697, %e3_698, %e4_699, %e5_700 = cute.get_leaves(%227) : !cute_shape_6fc090
          %lay_701 = cute.get_layout(%arg10) : !memref_rmem_f32_2
          %228 = cute.memref.load_vec(%arg10) : (!memref_rmem_f32_2) -> vector<16xf32>
          %lay_702 = cute.get_layout(%arg10) : !memref_rmem_f32_2
          %229 = cute.get_shape(%lay_702) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_703, %e1_704, %e2_705, %e3_706, %e4_707, %e5_708 = cute.get_leaves(%229) : !cute_shape_6fc090
          %230 = arith.truncf %228 : vector<16xf32> to vector<16xbf16>
          %lay_709 = cute.get_layout(%arg21) : !memref_rmem_bf16_
          %231 = cute.get_shape(%lay_709) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_710, %e1_711, %e2_712, %e3_713, %e4_714, %e5_715 = cute.get_leaves(%231) : !cute_shape_6fc090
          %lay_716 = cute.get_layout(%arg21) : !memref_rmem_bf16_
          %lay_717 = cute.get_layout(%arg21) : !memref_rmem_bf16_
          %232 = cute.get_shape(%lay_717) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_718, %e1_719, %e2_720, %e3_721, %e4_722, %e5_723 = cute.get_leaves(%232) : !cute_shape_6fc090
          %int_tuple_724 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_725 = cute.size(%int_tuple_724) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_726 = cute.get_leaves(%sz_725) : !cute.int_tuple<"16">
          %int_tuple_727 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_728 = cute.size(%int_tuple_727) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_729 = cute.get_leaves(%sz_728) : !cute.int_tuple<"16">
          cute.memref.store_vec(%230, %arg21) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
          %coord_730 = cute.make_coord(%210) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_731 = cute.slice(%dst_partitioned, %coord_730) : !memref_smem_bf16_9, !cute.coord<"(_,_,_,?)">
          %iter_732 = cute.get_iter(%slice_731) : !memref_smem_bf16_13
          %iter_733 = cute.get_iter(%slice_731) : !memref_smem_bf16_13
          %lay_734 = cute.get_layout(%slice_731) : !memref_smem_bf16_13
          %233 = cute.get_shape(%lay_734) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_735, %e1_736, %e2_737, %e3_738, %e4_739 = cute.get_leaves(%233) : !cute.shape<"(((2,4),1),1,2)">
          %lay_740 = cute.get_layout(%arg21) : !memref_rmem_bf16_
          %shape_741 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_742 = cute.make_layout(%shape_741) : !cute.layout<"1:0">
          %append_743 = cute.append_to_rank<2> (%lay_740, %lay_742) : !cute_layout_07db63, !cute.layout<"1:0">
          %view_744 = cute.make_view(%iter_409, %append_743) : !memref_rmem_bf16_
          %iter_745 = cute.get_iter(%view_744) : !memref_rmem_bf16_
          %lay_746 = cute.get_layout(%view_744) : !memref_rmem_bf16_
          %234 = cute.get_shape(%lay_746) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_747, %e1_748, %e2_749, %e3_750, %e4_751, %e5_752 = cute.get_leaves(%234) : !cute_shape_6fc090
          %lay_753 = cute.get_layout(%view_744) : !memref_rmem_bf16_
          %235 = cute.get_shape(%lay_753) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_754, %e1_755, %e2_756, %e3_757, %e4_758, %e5_759 = cute.get_leaves(%235) : !cute_shape_6fc090
          %grouped_760 = cute.group_modes(%view_744) <1, 3> : (!memref_rmem_bf16_) -> !memref_rmem_bf16_1
          %iter_761 = cute.get_iter(%grouped_760) : !memref_rmem_bf16_1
          %iter_762 = cute.get_iter(%grouped_760) : !memref_rmem_bf16_1
          %lay_763 = cute.get_layout(%slice_731) : !memref_smem_bf16_13
          %shape_764 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_765 = cute.make_layout(%shape_764) : !cute.layout<"1:0">
          %append_766 = cute.append_to_rank<2> (%lay_763, %lay_765) : !cute_layout_70c0fe, !cute.layout<"1:0">
          %view_767 = cute.make_view(%iter_733, %append_766) : !memref_smem_bf16_13
          %iter_768 = cute.get_iter(%view_767) : !memref_smem_bf16_13
          %lay_769 = cute.get_layout(%view_767) : !memref_smem_bf16_13
          %236 = cute.get_shape(%lay_769) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_770, %e1_771, %e2_772, %e3_773, %e4_774 = cute.get_leaves(%236) : !cute.shape<"(((2,4),1),1,2)">
          %lay_775 = cute.get_layout(%view_767) : !memref_smem_bf16_13
          %237 = cute.get_shape(%lay_775) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_776, %e1_777, %e2_778, %e3_779, %e4_780 = cute.get_leaves(%237) : !cute.shape<"(((2,4),1),1,2)">
          %grouped_781 = cute.group_modes(%view_767) <1, 3> : (!memref_smem_bf16_13) -> !memref_smem_bf16_14
          %iter_782 = cute.get_iter(%grouped_781) : !memref_smem_bf16_14
          %iter_783 = cute.get_iter(%grouped_781) : !memref_smem_bf16_14
          %lay_784 = cute.get_layout(%grouped_760) : !memref_rmem_bf16_1
          %238 = cute.get_shape(%lay_784) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_785, %e1_786, %e2_787, %e3_788, %e4_789, %e5_790 = cute.get_leaves(%238) : !cute_shape_b5193b
          %lay_791 = cute.get_layout(%grouped_781) : !memref_smem_bf16_14
          %239 = cute.get_shape(%lay_791) : (!cute_layout_449a82) -> !cute_shape_c0241c
          %e0_792, %e1_793, %e2_794, %e3_795, %e4_796 = cute.get_leaves(%239) : !cute_shape_c0241c
          %sz_797 = cute.size(%grouped_760) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"2">
          %e0_798 = cute.get_leaves(%sz_797) : !cute.int_tuple<"2">
          %sz_799 = cute.size(%grouped_781) <{mode = [1]}> : (!memref_smem_bf16_14) -> !cute.int_tuple<"2">
          %e0_800 = cute.get_leaves(%sz_799) : !cute.int_tuple<"2">
          %lay_801 = cute.get_layout(%grouped_760) : !memref_rmem_bf16_1
          %240 = cute.get_shape(%lay_801) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_802, %e1_803, %e2_804, %e3_805, %e4_806, %e5_807 = cute.get_leaves(%240) : !cute_shape_b5193b
          cute.copy(%129, %grouped_760, %grouped_781) : (!copy_stsm_4_1, !memref_rmem_bf16_1, !memref_smem_bf16_14)
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %c1_i32_808 = arith.constant 1 : i32
          %c256_i32_809 = arith.constant 256 : i32
          llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32_808, %c256_i32_809 : (i32, i32) -> ()
          %241 = arith.cmpi eq, %14, %c4_i32 : i32
          %242 = scf.if %241 -> (!cute.layout<"(1,4):(4,1)">) {
            %coord_1112 = cute.make_coord(%210) : (i32) -> !cute.coord<"(_,?)">
            %slice_1113 = cute.slice(%res_smem_tensor_488, %coord_1112) : !memref_smem_bf16_12, !cute.coord<"(_,?)">
            %iter_1114 = cute.get_iter(%slice_1113) : !memref_smem_bf16_15
            %iter_1115 = cute.get_iter(%slice_1113) : !memref_smem_bf16_15
            %c1_i32_1116 = arith.constant 1 : i32
            %314 = cute.get_hier_coord(%c1_i32_1116, %208) : (i32, !cute.layout<"(1,4):(4,1)">) -> !cute.coord<"(0,1)">
            %e0_1117, %e1_1118 = cute.get_leaves(%314) : !cute.coord<"(0,1)">
            %coord_1119 = cute.make_coord() : () -> !cute.coord<"(_,(0,1))">
            %slice_1120 = cute.slice(%res_gmem_tensor_489, %coord_1119) : !cute_coord_tensor_e47f1f, !cute.coord<"(_,(0,1))">
            %iter_1121 = cute.get_iter(%slice_1120) : !cute_coord_tensor_be953c
            %tup_1122 = cute.deref_arith_tuple_iter(%iter_1121) : !cute_arith_tuple_iter_df6bff
            %e0_1123, %e1_1124, %e2_1125 = cute.get_leaves(%tup_1122) : !cute_int_tuple_36697f
            %315 = cute.get_scalars(%e0_1123) : !cute.int_tuple<"?{div=32}">
            %316 = cute.get_scalars(%e1_1124) : !cute.int_tuple<"?{div=128}">
            %317 = cute.get_scalars(%e2_1125) : !cute.int_tuple<"?">
            %iter_1126 = cute.get_iter(%slice_1120) : !cute_coord_tensor_be953c
            %tup_1127 = cute.deref_arith_tuple_iter(%iter_1126) : !cute_arith_tuple_iter_df6bff
            %e0_1128, %e1_1129, %e2_1130 = cute.get_leaves(%tup_1127) : !cute_int_tuple_36697f
            %318 = cute.get_scalars(%e0_1128) : !cute.int_tuple<"?{div=32}">
            %319 = cute.get_scalars(%e1_1129) : !cute.int_tuple<"?{div=128}">
            %320 = cute.get_scalars(%e2_1130) : !cute.int_tuple<"?">
            %lay_1131 = cute.get_layout(%slice_1113) : !memref_smem_bf16_15
            %321 = cute.get_shape(%lay_1131) : (!cute_layout_247bff) -> !cute.shape<"((4096,1))">
            %e0_1132, %e1_1133 = cute.get_leaves(%321) : !cute.shape<"((4096,1))">
            %lay_1134 = cute.get_layout(%slice_1120) : !cute_coord_tensor_be953c
            %322 = cute.get_shape(%lay_1134) : (!cute_layout_66697d) -> !cute.shape<"(((32,128),1))">
            %e0_1135, %e1_1136, %e2_1137 = cute.get_leaves(%322) : !cute.shape<"(((32,128),1))">
            %lay_1138 = cute.get_layout(%slice_1113) : !memref_smem_bf16_15
            %shape_1139 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1140 = cute.make_layout(%shape_1139) : !cute.layout<"1:0">
            %append_1141 = cute.append_to_rank<2> (%lay_1138, %lay_1140) : !cute_layout_247bff, !cute.layout<"1:0">
            %view_1142 = cute.make_view(%iter_1115, %append_1141) : !memref_smem_bf16_16
            %iter_1143 = cute.get_iter(%view_1142) : !memref_smem_bf16_16
            %lay_1144 = cute.get_layout(%view_1142) : !memref_smem_bf16_16
            %323 = cute.get_shape(%lay_1144) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_1145, %e1_1146, %e2_1147 = cute.get_leaves(%323) : !cute.shape<"((4096,1),1)">
            %lay_1148 = cute.get_layout(%view_1142) : !memref_smem_bf16_16
            %324 = cute.get_shape(%lay_1148) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_1149, %e1_1150, %e2_1151 = cute.get_leaves(%324) : !cute.shape<"((4096,1),1)">
            %grouped_1152 = cute.group_modes(%view_1142) <1, 2> : (!memref_smem_bf16_16) -> !memref_smem_bf16_17
            %iter_1153 = cute.get_iter(%grouped_1152) : !memref_smem_bf16_17
            %iter_1154 = cute.get_iter(%grouped_1152) : !memref_smem_bf16_17
            %lay_1155 = cute.get_layout(%slice_1120) : !cute_coord_tensor_be953c
            %shape_1156 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1157 = cute.make_layout(%shape_1156) : !cute.layout<"1:0">
            %append_1158 = cute.append_to_rank<2> (%lay_1155, %lay_1157) : !cute_layout_66697d, !cute.layout<"1:0">
            %int_tuple_1159 = cute.make_int_tuple(%e0_1128, %e1_1129, %e2_1130) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_36697f
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_1159) : (!cute_int_tuple_36697f) -> !cute_arith_tuple_iter_df6bff
            %view_1160 = cute.make_view(%int_tup_iter, %append_1158) : !cute_coord_tensor_8c717f
            %iter_1161 = cute.get_iter(%view_1160) : !cute_coord_tensor_8c717f
            %tup_1162 = cute.deref_arith_tuple_iter(%iter_1161) : !cute_arith_tuple_iter_df6bff
            %e0_1163, %e1_1164, %e2_1165 = cute.get_leaves(%tup_1162) : !cute_int_tuple_36697f
            %325 = cute.get_scalars(%e0_1163) : !cute.int_tuple<"?{div=32}">
            %326 = cute.get_scalars(%e1_1164) : !cute.int_tuple<"?{div=128}">
            %327 = cute.get_scalars(%e2_1165) : !cute.int_tuple<"?">
            %lay_1166 = cute.get_layout(%view_1160) : !cute_coord_tensor_8c717f
            %328 = cute.get_shape(%lay_1166) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_1167, %e1_1168, %e2_1169, %e3_1170 = cute.get_leaves(%328) : !cute.shape<"(((32,128),1),1)">
            %lay_1171 = cute.get_layout(%view_1160) : !cute_coord_tensor_8c717f
            %329 = cute.get_shape(%lay_1171) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_1172, %e1_1173, %e2_1174, %e3_1175 = cute.get_leaves(%329) : !cute.shape<"(((32,128),1),1)">
            %grouped_1176 = cute.group_modes(%view_1160) <1, 2> : (!cute_coord_tensor_8c717f) -> !cute_coord_tensor_1abc17
            %iter_1177 = cute.get_iter(%grouped_1176) : !cute_coord_tensor_1abc17
            %tup_1178 = cute.deref_arith_tuple_iter(%iter_1177) : !cute_arith_tuple_iter_df6bff
            %e0_1179, %e1_1180, %e2_1181 = cute.get_leaves(%tup_1178) : !cute_int_tuple_36697f
            %330 = cute.get_scalars(%e0_1179) : !cute.int_tuple<"?{div=32}">
            %331 = cute.get_scalars(%e1_1180) : !cute.int_tuple<"?{div=128}">
            %332 = cute.get_scalars(%e2_1181) : !cute.int_tuple<"?">
            %iter_1182 = cute.get_iter(%grouped_1176) : !cute_coord_tensor_1abc17
            %tup_1183 = cute.deref_arith_tuple_iter(%iter_1182) : !cute_arith_tuple_iter_df6bff
            %e0_1184, %e1_1185, %e2_1186 = cute.get_leaves(%tup_1183) : !cute_int_tuple_36697f
            %333 = cute.get_scalars(%e0_1184) : !cute.int_tuple<"?{div=32}">
            %334 = cute.get_scalars(%e1_1185) : !cute.int_tuple<"?{div=128}">
            %335 = cute.get_scalars(%e2_1186) : !cute.int_tuple<"?">
            %lay_1187 = cute.get_layout(%grouped_1152) : !memref_smem_bf16_17
            %336 = cute.get_shape(%lay_1187) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_1188, %e1_1189, %e2_1190 = cute.get_leaves(%336) : !cute.shape<"((4096,1),(1))">
            %lay_1191 = cute.get_layout(%grouped_1176) : !cute_coord_tensor_1abc17
            %337 = cute.get_shape(%lay_1191) : (!cute_layout_175aab) -> !cute_shape_018bee
            %e0_1192, %e1_1193, %e2_1194, %e3_1195 = cute.get_leaves(%337) : !cute_shape_018bee
            %sz_1196 = cute.size(%grouped_1152) <{mode = [1]}> : (!memref_smem_bf16_17) -> !cute.int_tuple<"1">
            %e0_1197 = cute.get_leaves(%sz_1196) : !cute.int_tuple<"1">
            %sz_1198 = cute.size(%grouped_1176) <{mode = [1]}> : (!cute_coord_tensor_1abc17) -> !cute.int_tuple<"1">
            %e0_1199 = cute.get_leaves(%sz_1198) : !cute.int_tuple<"1">
            %lay_1200 = cute.get_layout(%grouped_1152) : !memref_smem_bf16_17
            %338 = cute.get_shape(%lay_1200) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_1201, %e1_1202, %e2_1203 = cute.get_leaves(%338) : !cute.shape<"((4096,1),(1))">
            %339 = cute_nvgpu.atom.make_exec_tma(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
            cute.copy(%339, %grouped_1152, %grouped_1176) : (!cute_nvgpu_atom_tma_store_a82a14, !memref_smem_bf16_17, !cute_coord_tensor_1abc17)
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
            scf.yield %208 : !cute.layout<"(1,4):(4,1)">
          } else {
            scf.yield %208 : !cute.layout<"(1,4):(4,1)">
          }
          %c1_i32_810 = arith.constant 1 : i32
          %c256_i32_811 = arith.constant 256 : i32
          llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32_810, %c256_i32_811 : (i32, i32) -> ()
          %243 = arith.addi %210, %c1_i32 : i32
          %244 = arith.remsi %243, %c4_i32 : i32
          %coord_812 = cute.make_coord() : () -> !cute.coord<"32">
          %245 = cute.memref.load(%retiled, %coord_812) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
          %coord_813 = cute.make_coord() : () -> !cute.coord<"0">
          cute.memref.store(%arg10, %coord_813, %245) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %coord_814 = cute.make_coord() : () -> !cute.coord<"33">
          %246 = cute.memref.load(%retiled, %coord_814) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
          %coord_815 = cute.make_coord() : () -> !cute.coord<"1">
          cute.memref.store(%arg10, %coord_815, %246) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %coord_816 = cute.make_coord() : () -> !cute.coord<"34">
          %247 = cute.memref.load(%retiled, %coord_816) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
          %coord_817 = cute.make_coord() : () -> !cute.coord<"2">
          cute.memref.store(%arg10, %coord_817, %247) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %coord_818 = cute.make_coord() : () -> !cute.coord<"35">
          %248 = cute.memref.load(%retiled, %coord_818) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
          %coord_819 = cute.make_coord() : () -> !cute.coord<"3">
          cute.memref.store(%arg10, %coord_819, %248) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %coord_820 = cute.make_coord() : () -> !cute.coord<"36">
          %249 = cute.memref.load(%retiled, %coord_820) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
          %coord_821 = cute.make_coord() : () -> !cute.coord<"4">
          cute.memref.store(%arg10, %coord_821, %249) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %coord_822 = cute.make_coord() : () -> !cute.coord<"37">
          %250 = cute.memref.load(%retiled, %coord_822) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
          %coord_823 = cute.make_coord() : () -> !cute.coord<"5">
          cute.memref.store(%arg10, %coord_823, %250) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %coord_824 = cute.make_coord() : () -> !cute.coord<"38">
          %251 = cute.memref.load(%retiled, %coord_824) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
          %coord_825 = cute.make_coord() : () -> !cute.coord<"6">
          cute.memref.store(%arg10, %coord_825, %251) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %coord_826 = cute.make_coord() : () -> !cute.coord<"39">
          %252 = cute.memref.load(%retiled, %coord_826) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
          %coord_827 = cute.make_coord() : () -> !cute.coord<"7">
          cute.memref.store(%arg10, %coord_827, %252) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %coord_828 = cute.make_coord() : () -> !cute.coord<"40">
          %253 = cute.memref.load(%retiled, %coord_828) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
          %coord_829 = cute.make_coord() : () -> !cute.coord<"8">
          cute.memref.store(%arg10, %coord_829, %253) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
          %coord_830 = cute.make_coord() : () -> !cute.coord<"41">
          %254 = cute.memref.load(%retiled, %coord_830) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
          %coord_831 = cute.make_coord() : () -> !cute.coord<"9">
          cute.memref.store(%arg10, %coord_831, %254) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
          %coord_832 = cute.make_coord() : () -> !cute.coord<"42">
          %255 = cute.memref.load(%retiled, %coord_832) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
          %coord_833 = cute.make_coord() : () -> !cute.coord<"10">
          cute.memref.store(%arg10, %coord_833, %255) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
          %coord_834 = cute.make_coord() : () -> !cute.coord<"43">
          %256 = cute.memref.load(%retiled, %coord_834) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
          %coord_835 = cute.make_coord() : () -> !cute.coord<"11">
          cute.memref.store(%arg10, %coord_835, %256) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
          %coord_836 = cute.make_coord() : () -> !cute.coord<"44">
          %257 = cute.memref.load(%retiled, %coord_836) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
          %coord_837 = cute.make_coord() : () -> !cute.coord<"12">
          cute.memref.store(%arg10, %coord_837, %257) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
          %coord_838 = cute.make_coord() : () -> !cute.coord<"45">
          %258 = cute.memref.load(%retiled, %coord_838) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
          %coord_839 = cute.make_coord() : () -> !cute.coord<"13">
          cute.memref.store(%arg10, %coord_839, %258) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
          %coord_840 = cute.make_coord() : () -> !cute.coord<"46">
          %259 = cute.memref.load(%retiled, %coord_840) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
          %coord_841 = cute.make_coord() : () -> !cute.coord<"14">
          cute.memref.store(%arg10, %coord_841, %259) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
          %coord_842 = cute.make_coord() : () -> !cute.coord<"47">
          %260 = cute.memref.load(%retiled, %coord_842) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
          %coord_843 = cute.make_coord() : () -> !cute.coord<"15">
          cute.memref.store(%arg10, %coord_843, %260) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
          %lay_844 = cute.get_layout(%arg10) : !memref_rmem_f32_2
          %261 = cute.get_shape(%lay_844) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_845, %e1_846, %e2_847, %e3_848, %e4_849, %e5_850 = cute.get_leaves(%261) : !cute_shape_6fc090
          %lay_851 = cute.get_layout(%arg10) : !memref_rmem_f32_2
          %262 = cute.memref.load_vec(%arg10) : (!memref_rmem_f32_2) -> vector<16xf32>
          %lay_852 = cute.get_layout(%arg10) : !memref_rmem_f32_2
          %263 = cute.get_shape(%lay_852) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_853, %e1_854, %e2_855, %e3_856, %e4_857, %e5_858 = cute.get_leaves(%263) : !cute_shape_6fc090
          %264 = arith.truncf %262 : vector<16xf32> to vector<16xbf16>
          %lay_859 = cute.get_layout(%arg21) : !memref_rmem_bf16_
          %265 = cute.get_shape(%lay_859) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_860, %e1_861, %e2_862, %e3_863, %e4_864, %e5_865 = cute.get_leaves(%265) : !cute_shape_6fc090
          %lay_866 = cute.get_layout(%arg21) : !memref_rmem_bf16_
          %lay_867 = cute.get_layout(%arg21) : !memref_rmem_bf16_
          %266 = cute.get_shape(%lay_867) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_868, %e1_869, %e2_870, %e3_871, %e4_872, %e5_873 = cute.get_leaves(%266) : !cute_shape_6fc090
          %int_tuple_874 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_875 = cute.size(%int_tuple_874) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_876 = cute.get_leaves(%sz_875) : !cute.int_tuple<"16">
          %int_tuple_877 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_878 = cute.size(%int_tuple_877) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_879 = cute.get_leaves(%sz_878) : !cute.int_tuple<"16">
          cute.memref.store_vec(%264, %arg21) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
          %coord_880 = cute.make_coord(%244) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_881 = cute.slice(%dst_partitioned, %coord_880) : !memref_smem_bf16_9, !cute.coord<"(_,_,_,?)">
          %iter_882 = cute.get_iter(%slice_881) : !memref_smem_bf16_13
          %iter_883 = cute.get_iter(%slice_881) : !memref_smem_bf16_13
          %lay_884 = cute.get_layout(%slice_881) : !memref_smem_bf16_13
          %267 = cute.get_shape(%lay_884) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_885, %e1_886, %e2_887, %e3_888, %e4_889 = cute.get_leaves(%267) : !cute.shape<"(((2,4),1),1,2)">
          %lay_890 = cute.get_layout(%arg21) : !memref_rmem_bf16_
          %shape_891 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_892 = cute.make_layout(%shape_891) : !cute.layout<"1:0">
          %append_893 = cute.append_to_rank<2> (%lay_890, %lay_892) : !cute_layout_07db63, !cute.layout<"1:0">
          %view_894 = cute.make_view(%iter_409, %append_893) : !memref_rmem_bf16_
          %iter_895 = cute.get_iter(%view_894) : !memref_rmem_bf16_
          %lay_896 = cute.get_layout(%view_894) : !memref_rmem_bf16_
          %268 = cute.get_shape(%lay_896) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_897, %e1_898, %e2_899, %e3_900, %e4_901, %e5_902 = cute.get_leaves(%268) : !cute_shape_6fc090
          %lay_903 = cute.get_layout(%view_894) : !memref_rmem_bf16_
          %269 = cute.get_shape(%lay_903) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_904, %e1_905, %e2_906, %e3_907, %e4_908, %e5_909 = cute.get_leaves(%269) : !cute_shape_6fc090
          %grouped_910 = cute.group_modes(%view_894) <1, 3> : (!memref_rmem_bf16_) -> !memref_rmem_bf16_1
          %iter_911 = cute.get_iter(%grouped_910) : !memref_rmem_bf16_1
          %iter_912 = cute.get_iter(%grouped_910) : !memref_rmem_bf16_1
          %lay_913 = cute.get_layout(%slice_881) : !memref_smem_bf16_13
          %shape_914 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_915 = cute.make_layout(%shape_914) : !cute.layout<"1:0">
          %append_916 = cute.append_to_rank<2> (%lay_913, %lay_915) : !cute_layout_70c0fe, !cute.layout<"1:0">
          %view_917 = cute.make_view(%iter_883, %append_916) : !memref_smem_bf16_13
          %iter_918 = cute.get_iter(%view_917) : !memref_smem_bf16_13
          %lay_919 = cute.get_layout(%view_917) : !memref_smem_bf16_13
          %270 = cute.get_shape(%lay_919) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_920, %e1_921, %e2_922, %e3_923, %e4_924 = cute.get_leaves(%270) : !cute.shape<"(((2,4),1),1,2)">
          %lay_925 = cute.get_layout(%view_917) : !memref_smem_bf16_13
          %271 = cute.get_shape(%lay_925) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_926, %e1_927, %e2_928, %e3_929, %e4_930 = cute.get_leaves(%271) : !cute.shape<"(((2,4),1),1,2)">
          %grouped_931 = cute.group_modes(%view_917) <1, 3> : (!memref_smem_bf16_13) -> !memref_smem_bf16_14
          %iter_932 = cute.get_iter(%grouped_931) : !memref_smem_bf16_14
          %iter_933 = cute.get_iter(%grouped_931) : !memref_smem_bf16_14
          %lay_934 = cute.get_layout(%grouped_910) : !memref_rmem_bf16_1
          %272 = cute.get_shape(%lay_934) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_935, %e1_936, %e2_937, %e3_938, %e4_939, %e5_940 = cute.get_leaves(%272) : !cute_shape_b5193b
          %lay_941 = cute.get_layout(%grouped_931) : !memref_smem_bf16_14
          %273 = cute.get_shape(%lay_941) : (!cute_layout_449a82) -> !cute_shape_c0241c
          %e0_942, %e1_943, %e2_944, %e3_945, %e4_946 = cute.get_leaves(%273) : !cute_shape_c0241c
          %sz_947 = cute.size(%grouped_910) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"2">
          %e0_948 = cute.get_leaves(%sz_947) : !cute.int_tuple<"2">
          %sz_949 = cute.size(%grouped_931) <{mode = [1]}> : (!memref_smem_bf16_14) -> !cute.int_tuple<"2">
          %e0_950 = cute.get_leaves(%sz_949) : !cute.int_tuple<"2">
          %lay_951 = cute.get_layout(%grouped_910) : !memref_rmem_bf16_1
          %274 = cute.get_shape(%lay_951) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_952, %e1_953, %e2_954, %e3_955, %e4_956, %e5_957 = cute.get_leaves(%274) : !cute_shape_b5193b
          cute.copy(%129, %grouped_910, %grouped_931) : (!copy_stsm_4_1, !memref_rmem_bf16_1, !memref_smem_bf16_14)
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %c1_i32_958 = arith.constant 1 : i32
          %c256_i32_959 = arith.constant 256 : i32
          llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32_958, %c256_i32_959 : (i32, i32) -> ()
          %275 = arith.cmpi eq, %14, %c4_i32 : i32
          %276 = scf.if %275 -> (!cute.layout<"(1,4):(4,1)">) {
            %coord_1112 = cute.make_coord(%244) : (i32) -> !cute.coord<"(_,?)">
            %slice_1113 = cute.slice(%res_smem_tensor_488, %coord_1112) : !memref_smem_bf16_12, !cute.coord<"(_,?)">
            %iter_1114 = cute.get_iter(%slice_1113) : !memref_smem_bf16_15
            %iter_1115 = cute.get_iter(%slice_1113) : !memref_smem_bf16_15
            %c2_i32_1116 = arith.constant 2 : i32
            %314 = cute.get_hier_coord(%c2_i32_1116, %242) : (i32, !cute.layout<"(1,4):(4,1)">) -> !cute.coord<"(0,2)">
            %e0_1117, %e1_1118 = cute.get_leaves(%314) : !cute.coord<"(0,2)">
            %coord_1119 = cute.make_coord() : () -> !cute.coord<"(_,(0,2))">
            %slice_1120 = cute.slice(%res_gmem_tensor_489, %coord_1119) : !cute_coord_tensor_e47f1f, !cute.coord<"(_,(0,2))">
            %iter_1121 = cute.get_iter(%slice_1120) : !cute_coord_tensor_84a431
            %tup_1122 = cute.deref_arith_tuple_iter(%iter_1121) : !cute_arith_tuple_iter_396070
            %e0_1123, %e1_1124, %e2_1125 = cute.get_leaves(%tup_1122) : !cute_int_tuple_ae8a07
            %315 = cute.get_scalars(%e0_1123) : !cute.int_tuple<"?{div=64}">
            %316 = cute.get_scalars(%e1_1124) : !cute.int_tuple<"?{div=128}">
            %317 = cute.get_scalars(%e2_1125) : !cute.int_tuple<"?">
            %iter_1126 = cute.get_iter(%slice_1120) : !cute_coord_tensor_84a431
            %tup_1127 = cute.deref_arith_tuple_iter(%iter_1126) : !cute_arith_tuple_iter_396070
            %e0_1128, %e1_1129, %e2_1130 = cute.get_leaves(%tup_1127) : !cute_int_tuple_ae8a07
            %318 = cute.get_scalars(%e0_1128) : !cute.int_tuple<"?{div=64}">
            %319 = cute.get_scalars(%e1_1129) : !cute.int_tuple<"?{div=128}">
            %320 = cute.get_scalars(%e2_1130) : !cute.int_tuple<"?">
            %lay_1131 = cute.get_layout(%slice_1113) : !memref_smem_bf16_15
            %321 = cute.get_shape(%lay_1131) : (!cute_layout_247bff) -> !cute.shape<"((4096,1))">
            %e0_1132, %e1_1133 = cute.get_leaves(%321) : !cute.shape<"((4096,1))">
            %lay_1134 = cute.get_layout(%slice_1120) : !cute_coord_tensor_84a431
            %322 = cute.get_shape(%lay_1134) : (!cute_layout_66697d) -> !cute.shape<"(((32,128),1))">
            %e0_1135, %e1_1136, %e2_1137 = cute.get_leaves(%322) : !cute.shape<"(((32,128),1))">
            %lay_1138 = cute.get_layout(%slice_1113) : !memref_smem_bf16_15
            %shape_1139 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1140 = cute.make_layout(%shape_1139) : !cute.layout<"1:0">
            %append_1141 = cute.append_to_rank<2> (%lay_1138, %lay_1140) : !cute_layout_247bff, !cute.layout<"1:0">
            %view_1142 = cute.make_view(%iter_1115, %append_1141) : !memref_smem_bf16_16
            %iter_1143 = cute.get_iter(%view_1142) : !memref_smem_bf16_16
            %lay_1144 = cute.get_layout(%view_1142) : !memref_smem_bf16_16
            %323 = cute.get_shape(%lay_1144) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_1145, %e1_1146, %e2_1147 = cute.get_leaves(%323) : !cute.shape<"((4096,1),1)">
            %lay_1148 = cute.get_layout(%view_1142) : !memref_smem_bf16_16
            %324 = cute.get_shape(%lay_1148) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_1149, %e1_1150, %e2_1151 = cute.get_leaves(%324) : !cute.shape<"((4096,1),1)">
            %grouped_1152 = cute.group_modes(%view_1142) <1, 2> : (!memref_smem_bf16_16) -> !memref_smem_bf16_17
            %iter_1153 = cute.get_iter(%grouped_1152) : !memref_smem_bf16_17
            %iter_1154 = cute.get_iter(%grouped_1152) : !memref_smem_bf16_17
            %lay_1155 = cute.get_layout(%slice_1120) : !cute_coord_tensor_84a431
            %shape_1156 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1157 = cute.make_layout(%shape_1156) : !cute.layout<"1:0">
            %append_1158 = cute.append_to_rank<2> (%lay_1155, %lay_1157) : !cute_layout_66697d, !cute.layout<"1:0">
            %int_tuple_1159 = cute.make_int_tuple(%e0_1128, %e1_1129, %e2_1130) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ae8a07
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_1159) : (!cute_int_tuple_ae8a07) -> !cute_arith_tuple_iter_396070
            %view_1160 = cute.make_view(%int_tup_iter, %append_1158) : !cute_coord_tensor_c6aae5
            %iter_1161 = cute.get_iter(%view_1160) : !cute_coord_tensor_c6aae5
            %tup_1162 = cute.deref_arith_tuple_iter(%iter_1161) : !cute_arith_tuple_iter_396070
            %e0_1163, %e1_1164, %e2_1165 = cute.get_leaves(%tup_1162) : !cute_int_tuple_ae8a07
            %325 = cute.get_scalars(%e0_1163) : !cute.int_tuple<"?{div=64}">
            %326 = cute.get_scalars(%e1_1164) : !cute.int_tuple<"?{div=128}">
            %327 = cute.get_scalars(%e2_1165) : !cute.int_tuple<"?">
            %lay_1166 = cute.get_layout(%view_1160) : !cute_coord_tensor_c6aae5
            %328 = cute.get_shape(%lay_1166) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_1167, %e1_1168, %e2_1169, %e3_1170 = cute.get_leaves(%328) : !cute.shape<"(((32,128),1),1)">
            %lay_1171 = cute.get_layout(%view_1160) : !cute_coord_tensor_c6aae5
            %329 = cute.get_shape(%lay_1171) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_1172, %e1_1173, %e2_1174, %e3_1175 = cute.get_leaves(%329) : !cute.shape<"(((32,128),1),1)">
            %grouped_1176 = cute.group_modes(%view_1160) <1, 2> : (!cute_coord_tensor_c6aae5) -> !cute_coord_tensor_da4be1
            %iter_1177 = cute.get_iter(%grouped_1176) : !cute_coord_tensor_da4be1
            %tup_1178 = cute.deref_arith_tuple_iter(%iter_1177) : !cute_arith_tuple_iter_396070
            %e0_1179, %e1_1180, %e2_1181 = cute.get_leaves(%tup_1178) : !cute_int_tuple_ae8a07
            %330 = cute.get_scalars(%e0_1179) : !cute.int_tuple<"?{div=64}">
            %331 = cute.get_scalars(%e1_1180) : !cute.int_tuple<"?{div=128}">
            %332 = cute.get_scalars(%e2_1181) : !cute.int_tuple<"?">
            %iter_1182 = cute.get_iter(%grouped_1176) : !cute_coord_tensor_da4be1
            %tup_1183 = cute.deref_arith_tuple_iter(%iter_1182) : !cute_arith_tuple_iter_396070
            %e0_1184, %e1_1185, %e2_1186 = cute.get_leaves(%tup_1183) : !cute_int_tuple_ae8a07
            %333 = cute.get_scalars(%e0_1184) : !cute.int_tuple<"?{div=64}">
            %334 = cute.get_scalars(%e1_1185) : !cute.int_tuple<"?{div=128}">
            %335 = cute.get_scalars(%e2_1186) : !cute.int_tuple<"?">
            %lay_1187 = cute.get_layout(%grouped_1152) : !memref_smem_bf16_17
            %336 = cute.get_shape(%lay_1187) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_1188, %e1_1189, %e2_1190 = cute.get_leaves(%336) : !cute.shape<"((4096,1),(1))">
            %lay_1191 = cute.get_layout(%grouped_1176) : !cute_coord_tensor_da4be1
            %337 = cute.get_shape(%lay_1191) : (!cute_layout_175aab) -> !cute_shape_018bee
            %e0_1192, %e1_1193, %e2_1194, %e3_1195 = cute.get_leaves(%337) : !cute_shape_018bee
            %sz_1196 = cute.size(%grouped_1152) <{mode = [1]}> : (!memref_smem_bf16_17) -> !cute.int_tuple<"1">
            %e0_1197 = cute.get_leaves(%sz_1196) : !cute.int_tuple<"1">
            %sz_1198 = cute.size(%grouped_1176) <{mode = [1]}> : (!cute_coord_tensor_da4be1) -> !cute.int_tuple<"1">
            %e0_1199 = cute.get_leaves(%sz_1198) : !cute.int_tuple<"1">
            %lay_1200 = cute.get_layout(%grouped_1152) : !memref_smem_bf16_17
            %338 = cute.get_shape(%lay_1200) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_1201, %e1_1202, %e2_1203 = cute.get_leaves(%338) : !cute.shape<"((4096,1),(1))">
            %339 = cute_nvgpu.atom.make_exec_tma(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
            cute.copy(%339, %grouped_1152, %grouped_1176) : (!cute_nvgpu_atom_tma_store_a82a14, !memref_smem_bf16_17, !cute_coord_tensor_da4be1)
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
            scf.yield %242 : !cute.layout<"(1,4):(4,1)">
          } else {
            scf.yield %242 : !cute.layout<"(1,4):(4,1)">
          }
          %c1_i32_960 = arith.constant 1 : i32
          %c256_i32_961 = arith.constant 256 : i32
          llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32_960, %c256_i32_961 : (i32, i32) -> ()
          %277 = arith.addi %244, %c1_i32 : i32
          %278 = arith.remsi %277, %c4_i32 : i32
          %coord_962 = cute.make_coord() : () -> !cute.coord<"48">
          %279 = cute.memref.load(%retiled, %coord_962) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
          %coord_963 = cute.make_coord() : () -> !cute.coord<"0">
          cute.memref.store(%arg10, %coord_963, %279) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %coord_964 = cute.make_coord() : () -> !cute.coord<"49">
          %280 = cute.memref.load(%retiled, %coord_964) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
          %coord_965 = cute.make_coord() : () -> !cute.coord<"1">
          cute.memref.store(%arg10, %coord_965, %280) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %coord_966 = cute.make_coord() : () -> !cute.coord<"50">
          %281 = cute.memref.load(%retiled, %coord_966) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
          %coord_967 = cute.make_coord() : () -> !cute.coord<"2">
          cute.memref.store(%arg10, %coord_967, %281) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %coord_968 = cute.make_coord() : () -> !cute.coord<"51">
          %282 = cute.memref.load(%retiled, %coord_968) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
          %coord_969 = cute.make_coord() : () -> !cute.coord<"3">
          cute.memref.store(%arg10, %coord_969, %282) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %coord_970 = cute.make_coord() : () -> !cute.coord<"52">
          %283 = cute.memref.load(%retiled, %coord_970) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
          %coord_971 = cute.make_coord() : () -> !cute.coord<"4">
          cute.memref.store(%arg10, %coord_971, %283) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %coord_972 = cute.make_coord() : () -> !cute.coord<"53">
          %284 = cute.memref.load(%retiled, %coord_972) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
          %coord_973 = cute.make_coord() : () -> !cute.coord<"5">
          cute.memref.store(%arg10, %coord_973, %284) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %coord_974 = cute.make_coord() : () -> !cute.coord<"54">
          %285 = cute.memref.load(%retiled, %coord_974) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
          %coord_975 = cute.make_coord() : () -> !cute.coord<"6">
          cute.memref.store(%arg10, %coord_975, %285) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %coord_976 = cute.make_coord() : () -> !cute.coord<"55">
          %286 = cute.memref.load(%retiled, %coord_976) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
          %coord_977 = cute.make_coord() : () -> !cute.coord<"7">
          cute.memref.store(%arg10, %coord_977, %286) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %coord_978 = cute.make_coord() : () -> !cute.coord<"56">
          %287 = cute.memref.load(%retiled, %coord_978) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
          %coord_979 = cute.make_coord() : () -> !cute.coord<"8">
          cute.memref.store(%arg10, %coord_979, %287) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
          %coord_980 = cute.make_coord() : () -> !cute.coord<"57">
          %288 = cute.memref.load(%retiled, %coord_980) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
          %coord_981 = cute.make_coord() : () -> !cute.coord<"9">
          cute.memref.store(%arg10, %coord_981, %288) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
          %coord_982 = cute.make_coord() : () -> !cute.coord<"58">
          %289 = cute.memref.load(%retiled, %coord_982) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
          %coord_983 = cute.make_coord() : () -> !cute.coord<"10">
          cute.memref.store(%arg10, %coord_983, %289) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
          %coord_984 = cute.make_coord() : () -> !cute.coord<"59">
          %290 = cute.memref.load(%retiled, %coord_984) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
          %coord_985 = cute.make_coord() : () -> !cute.coord<"11">
          cute.memref.store(%arg10, %coord_985, %290) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
          %coord_986 = cute.make_coord() : () -> !cute.coord<"60">
          %291 = cute.memref.load(%retiled, %coord_986) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
          %coord_987 = cute.make_coord() : () -> !cute.coord<"12">
          cute.memref.store(%arg10, %coord_987, %291) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
          %coord_988 = cute.make_coord() : () -> !cute.coord<"61">
          %292 = cute.memref.load(%retiled, %coord_988) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
          %coord_989 = cute.make_coord() : () -> !cute.coord<"13">
          cute.memref.store(%arg10, %coord_989, %292) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
          %coord_990 = cute.make_coord() : () -> !cute.coord<"62">
          %293 = cute.memref.load(%retiled, %coord_990) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
          %coord_991 = cute.make_coord() : () -> !cute.coord<"14">
          cute.memref.store(%arg10, %coord_991, %293) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
          %coord_992 = cute.make_coord() : () -> !cute.coord<"63">
          %294 = cute.memref.load(%retiled, %coord_992) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
          %coord_993 = cute.make_coord() : () -> !cute.coord<"15">
          cute.memref.store(%arg10, %coord_993, %294) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
          %lay_994 = cute.get_layout(%arg10) : !memref_rmem_f32_2
          %295 = cute.get_shape(%lay_994) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_995, %e1_996, %e2_997, %e3_998, %e4_999, %e5_1000 = cute.get_leaves(%295) : !cute_shape_6fc090
          %lay_1001 = cute.get_layout(%arg10) : !memref_rmem_f32_2
          %296 = cute.memref.load_vec(%arg10) : (!memref_rmem_f32_2) -> vector<16xf32>
          %lay_1002 = cute.get_layout(%arg10) : !memref_rmem_f32_2
          %297 = cute.get_shape(%lay_1002) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_1003, %e1_1004, %e2_1005, %e3_1006, %e4_1007, %e5_1008 = cute.get_leaves(%297) : !cute_shape_6fc090
          %298 = arith.truncf %296 : vector<16xf32> to vector<16xbf16>
          %lay_1009 = cute.get_layout(%arg21) : !memref_rmem_bf16_
          %299 = cute.get_shape(%lay_1009) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_1010, %e1_1011, %e2_1012, %e3_1013, %e4_1014, %e5_1015 = cute.get_leaves(%299) : !cute_shape_6fc090
          %lay_1016 = cute.get_layout(%arg21) : !memref_rmem_bf16_
          %lay_1017 = cute.get_layout(%arg21) : !memref_rmem_bf16_
          %300 = cute.get_shape(%lay_1017) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_1018, %e1_1019, %e2_1020, %e3_1021, %e4_1022, %e5_1023 = cute.get_leaves(%300) : !cute_shape_6fc090
          %int_tuple_1024 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_1025 = cute.size(%int_tuple_1024) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_1026 = cute.get_leaves(%sz_1025) : !cute.int_tuple<"16">
          %int_tuple_1027 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_1028 = cute.size(%int_tuple_1027) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_1029 = cute.get_leaves(%sz_1028) : !cute.int_tuple<"16">
          cute.memref.store_vec(%298, %arg21) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
          %coord_1030 = cute.make_coord(%278) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_1031 = cute.slice(%dst_partitioned, %coord_1030) : !memref_smem_bf16_9, !cute.coord<"(_,_,_,?)">
          %iter_1032 = cute.get_iter(%slice_1031) : !memref_smem_bf16_13
          %iter_1033 = cute.get_iter(%slice_1031) : !memref_smem_bf16_13
          %lay_1034 = cute.get_layout(%slice_1031) : !memref_smem_bf16_13
          %301 = cute.get_shape(%lay_1034) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_1035, %e1_1036, %e2_1037, %e3_1038, %e4_1039 = cute.get_leaves(%301) : !cute.shape<"(((2,4),1),1,2)">
          %lay_1040 = cute.get_layout(%arg21) : !memref_rmem_bf16_
          %shape_1041 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_1042 = cute.make_layout(%shape_1041) : !cute.layout<"1:0">
          %append_1043 = cute.append_to_rank<2> (%lay_1040, %lay_1042) : !cute_layout_07db63, !cute.layout<"1:0">
          %view_1044 = cute.make_view(%iter_409, %append_1043) : !memref_rmem_bf16_
          %iter_1045 = cute.get_iter(%view_1044) : !memref_rmem_bf16_
          %lay_1046 = cute.get_layout(%view_1044) : !memref_rmem_bf16_
          %302 = cute.get_shape(%lay_1046) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_1047, %e1_1048, %e2_1049, %e3_1050, %e4_1051, %e5_1052 = cute.get_leaves(%302) : !cute_shape_6fc090
          %lay_1053 = cute.get_layout(%view_1044) : !memref_rmem_bf16_
          %303 = cute.get_shape(%lay_1053) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_1054, %e1_1055, %e2_1056, %e3_1057, %e4_1058, %e5_1059 = cute.get_leaves(%303) : !cute_shape_6fc090
          %grouped_1060 = cute.group_modes(%view_1044) <1, 3> : (!memref_rmem_bf16_) -> !memref_rmem_bf16_1
          %iter_1061 = cute.get_iter(%grouped_1060) : !memref_rmem_bf16_1
          %iter_1062 = cute.get_iter(%grouped_1060) : !memref_rmem_bf16_1
          %lay_1063 = cute.get_layout(%slice_1031) : !memref_smem_bf16_13
          %shape_1064 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_1065 = cute.make_layout(%shape_1064) : !cute.layout<"1:0">
          %append_1066 = cute.append_to_rank<2> (%lay_1063, %lay_1065) : !cute_layout_70c0fe, !cute.layout<"1:0">
          %view_1067 = cute.make_view(%iter_1033, %append_1066) : !memref_smem_bf16_13
          %iter_1068 = cute.get_iter(%view_1067) : !memref_smem_bf16_13
          %lay_1069 = cute.get_layout(%view_1067) : !memref_smem_bf16_13
          %304 = cute.get_shape(%lay_1069) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_1070, %e1_1071, %e2_1072, %e3_1073, %e4_1074 = cute.get_leaves(%304) : !cute.shape<"(((2,4),1),1,2)">
          %lay_1075 = cute.get_layout(%view_1067) : !memref_smem_bf16_13
          %305 = cute.get_shape(%lay_1075) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_1076, %e1_1077, %e2_1078, %e3_1079, %e4_1080 = cute.get_leaves(%305) : !cute.shape<"(((2,4),1),1,2)">
          %grouped_1081 = cute.group_modes(%view_1067) <1, 3> : (!memref_smem_bf16_13) -> !memref_smem_bf16_14
          %iter_1082 = cute.get_iter(%grouped_1081) : !memref_smem_bf16_14
          %iter_1083 = cute.get_iter(%grouped_1081) : !memref_smem_bf16_14
          %lay_1084 = cute.get_layout(%grouped_1060) : !memref_rmem_bf16_1
          %306 = cute.get_shape(%lay_1084) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_1085, %e1_1086, %e2_1087, %e3_1088, %e4_1089, %e5_1090 = cute.get_leaves(%306) : !cute_shape_b5193b
          %lay_1091 = cute.get_layout(%grouped_1081) : !memref_smem_bf16_14
          %307 = cute.get_shape(%lay_1091) : (!cute_layout_449a82) -> !cute_shape_c0241c
          %e0_1092, %e1_1093, %e2_1094, %e3_1095, %e4_1096 = cute.get_leaves(%307) : !cute_shape_c0241c
          %sz_1097 = cute.size(%grouped_1060) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"2">
          %e0_1098 = cute.get_leaves(%sz_1097) : !cute.int_tuple<"2">
          %sz_1099 = cute.size(%grouped_1081) <{mode = [1]}> : (!memref_smem_bf16_14) -> !cute.int_tuple<"2">
          %e0_1100 = cute.get_leaves(%sz_1099) : !cute.int_tuple<"2">
          %lay_1101 = cute.get_layout(%grouped_1060) : !memref_rmem_bf16_1
          %308 = cute.get_shape(%lay_1101) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_1102, %e1_1103, %e2_1104, %e3_1105, %e4_1106, %e5_1107 = cute.get_leaves(%308) : !cute_shape_b5193b
          cute.copy(%129, %grouped_1060, %grouped_1081) : (!copy_stsm_4_1, !memref_rmem_bf16_1, !memref_smem_bf16_14)
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %c1_i32_1108 = arith.constant 1 : i32
          %c256_i32_1109 = arith.constant 256 : i32
          llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32_1108, %c256_i32_1109 : (i32, i32) -> ()
          %309 = arith.cmpi eq, %14, %c4_i32 : i32
          %310 = scf.if %309 -> (!cute.layout<"(1,4):(4,1)">) {
            %coord_1112 = cute.make_coord(%278) : (i32) -> !cute.coord<"(_,?)">
            %slice_1113 = cute.slice(%res_smem_tensor_488, %coord_1112) : !memref_smem_bf16_12, !cute.coord<"(_,?)">
            %iter_1114 = cute.get_iter(%slice_1113) : !memref_smem_bf16_15
            %iter_1115 = cute.get_iter(%slice_1113) : !memref_smem_bf16_15
            %c3_i32 = arith.constant 3 : i32
            %314 = cute.get_hier_coord(%c3_i32, %276) : (i32, !cute.layout<"(1,4):(4,1)">) -> !cute.coord<"(0,3)">
            %e0_1116, %e1_1117 = cute.get_leaves(%314) : !cute.coord<"(0,3)">
            %coord_1118 = cute.make_coord() : () -> !cute.coord<"(_,(0,3))">
            %slice_1119 = cute.slice(%res_gmem_tensor_489, %coord_1118) : !cute_coord_tensor_e47f1f, !cute.coord<"(_,(0,3))">
            %iter_1120 = cute.get_iter(%slice_1119) : !cute_coord_tensor_be953c
            %tup_1121 = cute.deref_arith_tuple_iter(%iter_1120) : !cute_arith_tuple_iter_df6bff
            %e0_1122, %e1_1123, %e2_1124 = cute.get_leaves(%tup_1121) : !cute_int_tuple_36697f
            %315 = cute.get_scalars(%e0_1122) : !cute.int_tuple<"?{div=32}">
            %316 = cute.get_scalars(%e1_1123) : !cute.int_tuple<"?{div=128}">
            %317 = cute.get_scalars(%e2_1124) : !cute.int_tuple<"?">
            %iter_1125 = cute.get_iter(%slice_1119) : !cute_coord_tensor_be953c
            %tup_1126 = cute.deref_arith_tuple_iter(%iter_1125) : !cute_arith_tuple_iter_df6bff
            %e0_1127, %e1_1128, %e2_1129 = cute.get_leaves(%tup_1126) : !cute_int_tuple_36697f
            %318 = cute.get_scalars(%e0_1127) : !cute.int_tuple<"?{div=32}">
            %319 = cute.get_scalars(%e1_1128) : !cute.int_tuple<"?{div=128}">
            %320 = cute.get_scalars(%e2_1129) : !cute.int_tuple<"?">
            %lay_1130 = cute.get_layout(%slice_1113) : !memref_smem_bf16_15
            %321 = cute.get_shape(%lay_1130) : (!cute_layout_247bff) -> !cute.shape<"((4096,1))">
            %e0_1131, %e1_1132 = cute.get_leaves(%321) : !cute.shape<"((4096,1))">
            %lay_1133 = cute.get_layout(%slice_1119) : !cute_coord_tensor_be953c
            %322 = cute.get_shape(%lay_1133) : (!cute_layout_66697d) -> !cute.shape<"(((32,128),1))">
            %e0_1134, %e1_1135, %e2_1136 = cute.get_leaves(%322) : !cute.shape<"(((32,128),1))">
            %lay_1137 = cute.get_layout(%slice_1113) : !memref_smem_bf16_15
            %shape_1138 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1139 = cute.make_layout(%shape_1138) : !cute.layout<"1:0">
            %append_1140 = cute.append_to_rank<2> (%lay_1137, %lay_1139) : !cute_layout_247bff, !cute.layout<"1:0">
            %view_1141 = cute.make_view(%iter_1115, %append_1140) : !memref_smem_bf16_16
            %iter_1142 = cute.get_iter(%view_1141) : !memref_smem_bf16_16
            %lay_1143 = cute.get_layout(%view_1141) : !memref_smem_bf16_16
            %323 = cute.get_shape(%lay_1143) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_1144, %e1_1145, %e2_1146 = cute.get_leaves(%323) : !cute.shape<"((4096,1),1)">
            %lay_1147 = cute.get_layout(%view_1141) : !memref_smem_bf16_16
            %324 = cute.get_shape(%lay_1147) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_1148, %e1_1149, %e2_1150 = cute.get_leaves(%324) : !cute.shape<"((4096,1),1)">
            %grouped_1151 = cute.group_modes(%view_1141) <1, 2> : (!memref_smem_bf16_16) -> !memref_smem_bf16_17
            %iter_1152 = cute.get_iter(%grouped_1151) : !memref_smem_bf16_17
            %iter_1153 = cute.get_iter(%grouped_1151) : !memref_smem_bf16_17
            %lay_1154 = cute.get_layout(%slice_1119) : !cute_coord_tensor_be953c
            %shape_1155 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1156 = cute.make_layout(%shape_1155) : !cute.layout<"1:0">
            %append_1157 = cute.append_to_rank<2> (%lay_1154, %lay_1156) : !cute_layout_66697d, !cute.layout<"1:0">
            %int_tuple_1158 = cute.make_int_tuple(%e0_1127, %e1_1128, %e2_1129) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_36697f
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_1158) : (!cute_int_tuple_36697f) -> !cute_arith_tuple_iter_df6bff
            %view_1159 = cute.make_view(%int_tup_iter, %append_1157) : !cute_coord_tensor_8c717f
            %iter_1160 = cute.get_iter(%view_1159) : !cute_coord_tensor_8c717f
            %tup_1161 = cute.deref_arith_tuple_iter(%iter_1160) : !cute_arith_tuple_iter_df6bff
            %e0_1162, %e1_1163, %e2_1164 = cute.get_leaves(%tup_1161) : !cute_int_tuple_36697f
            %325 = cute.get_scalars(%e0_1162) : !cute.int_tuple<"?{div=32}">
            %326 = cute.get_scalars(%e1_1163) : !cute.int_tuple<"?{div=128}">
            %327 = cute.get_scalars(%e2_1164) : !cute.int_tuple<"?">
            %lay_1165 = cute.get_layout(%view_1159) : !cute_coord_tensor_8c717f
            %328 = cute.get_shape(%lay_1165) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_1166, %e1_1167, %e2_1168, %e3_1169 = cute.get_leaves(%328) : !cute.shape<"(((32,128),1),1)">
            %lay_1170 = cute.get_layout(%view_1159) : !cute_coord_tensor_8c717f
            %329 = cute.get_shape(%lay_1170) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_1171, %e1_1172, %e2_1173, %e3_1174 = cute.get_leaves(%329) : !cute.shape<"(((32,128),1),1)">
            %grouped_1175 = cute.group_modes(%view_1159) <1, 2> : (!cute_coord_tensor_8c717f) -> !cute_coord_tensor_1abc17
            %iter_1176 = cute.get_iter(%grouped_1175) : !cute_coord_tensor_1abc17
            %tup_1177 = cute.deref_arith_tuple_iter(%iter_1176) : !cute_arith_tuple_iter_df6bff
            %e0_1178, %e1_1179, %e2_1180 = cute.get_leaves(%tup_1177) : !cute_int_tuple_36697f
            %330 = cute.get_scalars(%e0_1178) : !cute.int_tuple<"?{div=32}">
            %331 = cute.get_scalars(%e1_1179) : !cute.int_tuple<"?{div=128}">
            %332 = cute.get_scalars(%e2_1180) : !cute.int_tuple<"?">
            %iter_1181 = cute.get_iter(%grouped_1175) : !cute_coord_tensor_1abc17
            %tup_1182 = cute.deref_arith_tuple_iter(%iter_1181) : !cute_arith_tuple_iter_df6bff
            %e0_1183, %e1_1184, %e2_1185 = cute.get_leaves(%tup_1182) : !cute_int_tuple_36697f
            %333 = cute.get_scalars(%e0_1183) : !cute.int_tuple<"?{div=32}">
            %334 = cute.get_scalars(%e1_1184) : !cute.int_tuple<"?{div=128}">
            %335 = cute.get_scalars(%e2_1185) : !cute.int_tuple<"?">
            %lay_1186 = cute.get_layout(%grouped_1151) : !memref_smem_bf16_17
            %336 = cute.get_shape(%lay_1186) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_1187, %e1_1188, %e2_1189 = cute.get_leaves(%336) : !cute.shape<"((4096,1),(1))">
            %lay_1190 = cute.get_layout(%grouped_1175) : !cute_coord_tensor_1abc17
            %337 = cute.get_shape(%lay_1190) : (!cute_layout_175aab) -> !cute_shape_018bee
            %e0_1191, %e1_1192, %e2_1193, %e3_1194 = cute.get_leaves(%337) : !cute_shape_018bee
            %sz_1195 = cute.size(%grouped_1151) <{mode = [1]}> : (!memref_smem_bf16_17) -> !cute.int_tuple<"1">
            %e0_1196 = cute.get_leaves(%sz_1195) : !cute.int_tuple<"1">
            %sz_1197 = cute.size(%grouped_1175) <{mode = [1]}> : (!cute_coord_tensor_1abc17) -> !cute.int_tuple<"1">
            %e0_1198 = cute.get_leaves(%sz_1197) : !cute.int_tuple<"1">
            %lay_1199 = cute.get_layout(%grouped_1151) : !memref_smem_bf16_17
            %338 = cute.get_shape(%lay_1199) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_1200, %e1_1201, %e2_1202 = cute.get_leaves(%338) : !cute.shape<"((4096,1),(1))">
            %339 = cute_nvgpu.atom.make_exec_tma(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
            cute.copy(%339, %grouped_1151, %grouped_1175) : (!cute_nvgpu_atom_tma_store_a82a14, !memref_smem_bf16_17, !cute_coord_tensor_1abc17)
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
            scf.yield %276 : !cute.layout<"(1,4):(4,1)">
          } else {
            scf.yield %276 : !cute.layout<"(1,4):(4,1)">
          }
          %c1_i32_1110 = arith.constant 1 : i32
          %c256_i32_1111 = arith.constant 256 : i32
          llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32_1110, %c256_i32_1111 : (i32, i32) -> ()
          %311 = arith.addi %278, %c1_i32 : i32
          %312 = arith.remsi %311, %c4_i32 : i32
          %313 = arith.addi %arg12, %22 : i32
          scf.yield %arg10, %312, %313, %arg13, %152, %155, %157#0, %157#1, %153#3, %153#4, %153#5, %arg21 : !memref_rmem_f32_2, i32, i32, !memref_rmem_f32_, !mma_bf16_bf16_f32_64x128x16_, i32, i32, i32, i32, i32, i32, !memref_rmem_bf16_
        }
        %iter_395 = cute.get_iter(%131#0) : !memref_rmem_f32_2
        %iter_396 = cute.get_iter(%131#3) : !memref_rmem_f32_
        %iter_397 = cute.get_iter(%131#11) : !memref_rmem_bf16_
        %iter_398 = cute.get_iter(%131#0) : !memref_rmem_f32_2
        %iter_399 = cute.get_iter(%131#0) : !memref_rmem_f32_2
        %iter_400 = cute.get_iter(%131#3) : !memref_rmem_f32_
        %iter_401 = cute.get_iter(%131#3) : !memref_rmem_f32_
        %iter_402 = cute.get_iter(%131#11) : !memref_rmem_bf16_
        %iter_403 = cute.get_iter(%131#11) : !memref_rmem_bf16_
        nvvm.cp.async.bulk.wait_group 0 {read}
        scf.yield %131#4 : !mma_bf16_bf16_f32_64x128x16_
      }
      return
    }
  }
  func.func @cutlass___call___cute_irkernelsgemm_sm90_h3b1f9139(%arg0: !memref_gmem_bf16_, %arg1: !memref_gmem_bf16_1, %arg2: !memref_gmem_bf16_2, %arg3: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_bf16_2
    %iter_2 = cute.get_iter(%arg0) : !memref_gmem_bf16_
    %iter_3 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
    %iter_4 = cute.get_iter(%arg2) : !memref_gmem_bf16_2
    %lay = cute.get_layout(%arg0) : !memref_gmem_bf16_
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
    %lay_65 = cute.get_layout(%view) : !memref_gmem_bf16_3
    %lay_66 = cute.get_layout(%view) : !memref_gmem_bf16_3
    %19 = cute.get_stride(%lay_66) : (!cute_layout_dc11ff) -> !cute.stride<"(520,1,520000)">
    %e0_67, %e1_68, %e2_69 = cute.get_leaves(%19) : !cute.stride<"(520,1,520000)">
    %lay_70 = cute.get_layout(%view) : !memref_gmem_bf16_3
    %20 = cute.get_shape(%lay_70) : (!cute_layout_dc11ff) -> !cute.shape<"(1000,520,2)">
    %e0_71, %e1_72, %e2_73 = cute.get_leaves(%20) : !cute.shape<"(1000,520,2)">
    %lay_74 = cute.get_layout(%view_38) : !memref_gmem_bf16_4
    %21 = cute.get_shape(%lay_74) : (!cute_layout_e8ffd0) -> !cute.shape<"(1048,520,2)">
    %e0_75, %e1_76, %e2_77 = cute.get_leaves(%21) : !cute.shape<"(1048,520,2)">
    %lay_78 = cute.get_layout(%view_38) : !memref_gmem_bf16_4
    %lay_79 = cute.get_layout(%view_38) : !memref_gmem_bf16_4
    %22 = cute.get_stride(%lay_79) : (!cute_layout_e8ffd0) -> !cute.stride<"(520,1,544960)">
    %e0_80, %e1_81, %e2_82 = cute.get_leaves(%22) : !cute.stride<"(520,1,544960)">
    %lay_83 = cute.get_layout(%view_38) : !memref_gmem_bf16_4
    %23 = cute.get_shape(%lay_83) : (!cute_layout_e8ffd0) -> !cute.shape<"(1048,520,2)">
    %e0_84, %e1_85, %e2_86 = cute.get_leaves(%23) : !cute.shape<"(1048,520,2)">
    %lay_87 = cute.get_layout(%view_59) : !memref_gmem_bf16_5
    %24 = cute.get_shape(%lay_87) : (!cute_layout_62513c) -> !cute.shape<"(1000,1048,2)">
    %e0_88, %e1_89, %e2_90 = cute.get_leaves(%24) : !cute.shape<"(1000,1048,2)">
    %lay_91 = cute.get_layout(%view_59) : !memref_gmem_bf16_5
    %lay_92 = cute.get_layout(%view_59) : !memref_gmem_bf16_5
    %25 = cute.get_stride(%lay_92) : (!cute_layout_62513c) -> !cute_stride_d0e7a8
    %e0_93, %e1_94, %e2_95 = cute.get_leaves(%25) : !cute_stride_d0e7a8
    %lay_96 = cute.get_layout(%view_59) : !memref_gmem_bf16_5
    %26 = cute.get_shape(%lay_96) : (!cute_layout_62513c) -> !cute.shape<"(1000,1048,2)">
    %e0_97, %e1_98, %e2_99 = cute.get_leaves(%26) : !cute.shape<"(1000,1048,2)">
    %shape_100 = cute.make_shape() : () -> !cute.shape<"(64,128,16)">
    %false = arith.constant false
    %atom = cute.make_atom(%false) : (i1) -> !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>
    %shape_101 = cute.make_shape() : () -> !cute.shape<"(2,1,1)">
    %lay_102 = cute.make_layout(%shape_101) : !cute.layout<"(2,1,1):(1,0,0)">
    %27 = cute.get_shape(%lay_102) : (!cute.layout<"(2,1,1):(1,0,0)">) -> !cute.shape<"(2,1,1)">
    %e0_103, %e1_104, %e2_105 = cute.get_leaves(%27) : !cute.shape<"(2,1,1)">
    %28 = cute.make_tiled_mma(%atom) : !mma_bf16_bf16_f32_64x128x16_
    %29 = cute.static : !cute.swizzle<"S<3,4,3>">
    %shape_106 = cute.make_shape() : () -> !cute.shape<"(8,64)">
    %stride_107 = cute.make_stride() : () -> !cute.stride<"(64,1)">
    %lay_108 = cute.make_layout(%shape_106, %stride_107) : !cute.layout<"(8,64):(64,1)">
    %30 = cute.get_stride(%lay_108) : (!cute.layout<"(8,64):(64,1)">) -> !cute.stride<"(64,1)">
    %e0_109, %e1_110 = cute.get_leaves(%30) : !cute.stride<"(64,1)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
    %lay_111 = cute.make_composed_layout(%29, %int_tuple, %lay_108) : !cute_composed_layout_4f3443
    %shape_112 = cute.make_shape() : () -> !cute.shape<"(128,64,6)">
    %int_tuple_113 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,1,2)">
    %tile_to_shape = cute.tile_to_shape(%lay_111, %shape_112, %int_tuple_113) : (!cute_composed_layout_4f3443, !cute.shape<"(128,64,6)">, !cute.int_tuple<"(0,1,2)">) -> !cute_composed_layout_6fe5de
    %31 = cute.static : !cute.swizzle<"S<3,4,3>">
    %shape_114 = cute.make_shape() : () -> !cute.shape<"(8,64)">
    %stride_115 = cute.make_stride() : () -> !cute.stride<"(64,1)">
    %lay_116 = cute.make_layout(%shape_114, %stride_115) : !cute.layout<"(8,64):(64,1)">
    %32 = cute.get_stride(%lay_116) : (!cute.layout<"(8,64):(64,1)">) -> !cute.stride<"(64,1)">
    %e0_117, %e1_118 = cute.get_leaves(%32) : !cute.stride<"(64,1)">
    %int_tuple_119 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
    %lay_120 = cute.make_composed_layout(%31, %int_tuple_119, %lay_116) : !cute_composed_layout_4f3443
    %shape_121 = cute.make_shape() : () -> !cute.shape<"(128,64,6)">
    %int_tuple_122 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,1,2)">
    %tile_to_shape_123 = cute.tile_to_shape(%lay_120, %shape_121, %int_tuple_122) : (!cute_composed_layout_4f3443, !cute.shape<"(128,64,6)">, !cute.int_tuple<"(0,1,2)">) -> !cute_composed_layout_6fe5de
    %33 = cute.static : !cute.swizzle<"S<2,4,3>">
    %shape_124 = cute.make_shape() : () -> !cute.shape<"(8,32)">
    %stride_125 = cute.make_stride() : () -> !cute.stride<"(32,1)">
    %lay_126 = cute.make_layout(%shape_124, %stride_125) : !cute.layout<"(8,32):(32,1)">
    %34 = cute.get_stride(%lay_126) : (!cute.layout<"(8,32):(32,1)">) -> !cute.stride<"(32,1)">
    %e0_127, %e1_128 = cute.get_leaves(%34) : !cute.stride<"(32,1)">
    %int_tuple_129 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
    %lay_130 = cute.make_composed_layout(%33, %int_tuple_129, %lay_126) : !cute_composed_layout_cead9b
    %shape_131 = cute.make_shape() : () -> !cute.shape<"(128,32,4)">
    %int_tuple_132 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,1,2)">
    %tile_to_shape_133 = cute.tile_to_shape(%lay_130, %shape_131, %int_tuple_132) : (!cute_composed_layout_cead9b, !cute.shape<"(128,32,4)">, !cute.int_tuple<"(0,1,2)">) -> !cute_composed_layout_4ff599
    %coord = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
    %slice = cute.slice(%tile_to_shape, %coord) : !cute_composed_layout_6fe5de, !cute.coord<"(_,_,0)">
    %35 = cute.get_shape(%slice) : (!cute_composed_layout_08a685) -> !cute.shape<"((8,16),(64,1))">
    %e0_134, %e1_135, %e2_136, %e3 = cute.get_leaves(%35) : !cute.shape<"((8,16),(64,1))">
    %lay_137 = cute.get_layout(%view) : !memref_gmem_bf16_3
    %36 = cute.get_shape(%lay_137) : (!cute_layout_dc11ff) -> !cute.shape<"(1000,520,2)">
    %e0_138, %e1_139, %e2_140 = cute.get_leaves(%36) : !cute.shape<"(1000,520,2)">
    %shape_141 = cute.make_shape() : () -> !cute.shape<"(1000,520,2)">
    %37 = cute.make_identity_layout(%shape_141) : !cute_layout_dcb831
    %tile = cute.make_tile() : () -> !cute.tile<"[128:1;64:1]">
    %38 = cute.composition(%37, %tile) : (!cute_layout_dcb831, !cute.tile<"[128:1;64:1]">) -> !cute_layout_e0bfea
    %non_exec_atom, %tma_tensor = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%view, %slice, %38) <{kind = <sm_90> num_multicast = 1}> : (!memref_gmem_bf16_3, !cute_composed_layout_08a685, !cute_layout_e0bfea) -> (!cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7, !cute_coord_tensor_18692d)
    %iter_142 = cute.get_iter(%tma_tensor) : !cute_coord_tensor_18692d
    %tup = cute.deref_arith_tuple_iter(%iter_142) : !cute_arith_tuple_iter_da3d01
    %e0_143, %e1_144, %e2_145 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0,0)">
    %coord_146 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
    %slice_147 = cute.slice(%tile_to_shape_123, %coord_146) : !cute_composed_layout_6fe5de, !cute.coord<"(_,_,0)">
    %39 = cute.get_shape(%slice_147) : (!cute_composed_layout_08a685) -> !cute.shape<"((8,16),(64,1))">
    %e0_148, %e1_149, %e2_150, %e3_151 = cute.get_leaves(%39) : !cute.shape<"((8,16),(64,1))">
    %lay_152 = cute.get_layout(%view_38) : !memref_gmem_bf16_4
    %40 = cute.get_shape(%lay_152) : (!cute_layout_e8ffd0) -> !cute.shape<"(1048,520,2)">
    %e0_153, %e1_154, %e2_155 = cute.get_leaves(%40) : !cute.shape<"(1048,520,2)">
    %shape_156 = cute.make_shape() : () -> !cute.shape<"(1048,520,2)">
    %41 = cute.make_identity_layout(%shape_156) : !cute_layout_72915e
    %tile_157 = cute.make_tile() : () -> !cute.tile<"[128:1;64:1]">
    %42 = cute.composition(%41, %tile_157) : (!cute_layout_72915e, !cute.tile<"[128:1;64:1]">) -> !cute_layout_e0bfea
    %non_exec_atom_158, %tma_tensor_159 = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%view_38, %slice_147, %42) <{kind = <sm_90_multicast> num_multicast = 2}> : (!memref_gmem_bf16_4, !cute_composed_layout_08a685, !cute_layout_e0bfea) -> (!cute_nvgpu_atom_non_exec_tiled_tma_load_23fada, !cute_coord_tensor_77b5c9)
    %iter_160 = cute.get_iter(%tma_tensor_159) : !cute_coord_tensor_77b5c9
    %tup_161 = cute.deref_arith_tuple_iter(%iter_160) : !cute_arith_tuple_iter_da3d01
    %e0_162, %e1_163, %e2_164 = cute.get_leaves(%tup_161) : !cute.int_tuple<"(0,0,0)">
    %coord_165 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
    %slice_166 = cute.slice(%tile_to_shape_133, %coord_165) : !cute_composed_layout_4ff599, !cute.coord<"(_,_,0)">
    %43 = cute.get_shape(%slice_166) : (!cute_composed_layout_78147e) -> !cute.shape<"((8,16),(32,1))">
    %e0_167, %e1_168, %e2_169, %e3_170 = cute.get_leaves(%43) : !cute.shape<"((8,16),(32,1))">
    %lay_171 = cute.get_layout(%view_59) : !memref_gmem_bf16_5
    %44 = cute.get_shape(%lay_171) : (!cute_layout_62513c) -> !cute.shape<"(1000,1048,2)">
    %e0_172, %e1_173, %e2_174 = cute.get_leaves(%44) : !cute.shape<"(1000,1048,2)">
    %shape_175 = cute.make_shape() : () -> !cute.shape<"(1000,1048,2)">
    %45 = cute.make_identity_layout(%shape_175) : !cute_layout_6fb86e
    %tile_176 = cute.make_tile() : () -> !cute.tile<"[128:1;32:1]">
    %46 = cute.composition(%45, %tile_176) : (!cute_layout_6fb86e, !cute.tile<"[128:1;32:1]">) -> !cute_layout_1bc702
    %non_exec_atom_177, %tma_tensor_178 = cute_nvgpu.atom.make_non_exec_tiled_tma_store(%view_59, %slice_166, %46) : (!memref_gmem_bf16_5, !cute_composed_layout_78147e, !cute_layout_1bc702) -> (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0, !cute_coord_tensor_f03812)
    %iter_179 = cute.get_iter(%tma_tensor_178) : !cute_coord_tensor_f03812
    %tup_180 = cute.deref_arith_tuple_iter(%iter_179) : !cute_arith_tuple_iter_da3d01
    %e0_181, %e1_182, %e2_183 = cute.get_leaves(%tup_180) : !cute.int_tuple<"(0,0,0)">
    %cosz = cute.cosize(%tile_to_shape) : (!cute_composed_layout_6fe5de) -> !cute.int_tuple<"49152">
    %e0_184 = cute.get_leaves(%cosz) : !cute.int_tuple<"49152">
    %cosz_185 = cute.cosize(%tile_to_shape_123) : (!cute_composed_layout_6fe5de) -> !cute.int_tuple<"49152">
    %e0_186 = cute.get_leaves(%cosz_185) : !cute.int_tuple<"49152">
    %cosz_187 = cute.cosize(%tile_to_shape_133) : (!cute_composed_layout_4ff599) -> !cute.int_tuple<"16384">
    %e0_188 = cute.get_leaves(%cosz_187) : !cute.int_tuple<"16384">
    %sz = cute.size(%view_59) <{mode = [0]}> : (!memref_gmem_bf16_5) -> !cute.int_tuple<"1000">
    %e0_189 = cute.get_leaves(%sz) : !cute.int_tuple<"1000">
    %int_tuple_190 = cute.make_int_tuple() : () -> !cute.int_tuple<"1000">
    %tile_191 = cute.make_tile() : () -> !cute.tile<"256:1">
    %shp = cute.ceil_div(%int_tuple_190, %tile_191) : !cute.int_tuple<"1000">, !cute.tile<"256:1">
    %e0_192 = cute.get_leaves(%shp) : !cute.int_tuple<"4">
    %sz_193 = cute.size(%view_59) <{mode = [1]}> : (!memref_gmem_bf16_5) -> !cute.int_tuple<"1048">
    %e0_194 = cute.get_leaves(%sz_193) : !cute.int_tuple<"1048">
    %int_tuple_195 = cute.make_int_tuple() : () -> !cute.int_tuple<"1048">
    %tile_196 = cute.make_tile() : () -> !cute.tile<"128:1">
    %shp_197 = cute.ceil_div(%int_tuple_195, %tile_196) : !cute.int_tuple<"1048">, !cute.tile<"128:1">
    %e0_198 = cute.get_leaves(%shp_197) : !cute.int_tuple<"9">
    %sz_199 = cute.size(%view_59) <{mode = [2]}> : (!memref_gmem_bf16_5) -> !cute.int_tuple<"2">
    %e0_200 = cute.get_leaves(%sz_199) : !cute.int_tuple<"2">
    %47 = cute.static : !cute.layout<"1:0">
    %48 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %49 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %lay_201 = cute.get_layout(%tma_tensor) : !cute_coord_tensor_18692d
    %50 = cute.static : !cute.layout<"1:0">
    %51 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %52 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %lay_202 = cute.get_layout(%tma_tensor_159) : !cute_coord_tensor_77b5c9
    %53 = cute.static : !cute.layout<"1:0">
    %54 = cute.static : !cute.layout<"(1,4096):(0,1)">
    %55 = cute.static : !cute.layout<"(1,4096):(0,1)">
    %lay_203 = cute.get_layout(%tma_tensor_178) : !cute_coord_tensor_f03812
    %56 = cute.static : !cute_layout_002152
    %57 = cute.static : !cute.tile<"[_;_;_]">
    %e0_204, %e1_205, %e2_206 = cute.get_leaves(%57) : !cute.tile<"[_;_;_]">
    %58 = cute.static : !cute.layout<"128:1">
    %59 = cute.static : !cute.shape<"(64,128,16)">
    %e0_207, %e1_208, %e2_209 = cute.get_leaves(%59) : !cute.shape<"(64,128,16)">
    %60 = cute.static : !cute.layout<"(128,(64,16)):(0,(1,64))">
    %61 = cute.static : !cute.layout<"(128,(128,16)):(0,(1,128))">
    %62 = cute.static : !cute.layout<"((4,8,4),(2,2,16)):((128,1,16),(64,8,512))">
    %63 = cute.composed_get_inner(%tile_to_shape) : (!cute_composed_layout_6fe5de) -> !cute.swizzle<"S<3,4,3>">
    %64 = cute.composed_get_offset(%tile_to_shape) : (!cute_composed_layout_6fe5de) -> !cute.int_tuple<"0">
    %e0_210 = cute.get_leaves(%64) : !cute.int_tuple<"0">
    %65 = cute.composed_get_outer(%tile_to_shape) : (!cute_composed_layout_6fe5de) -> !cute_layout_8597a8
    %66 = cute.composed_get_inner(%tile_to_shape_123) : (!cute_composed_layout_6fe5de) -> !cute.swizzle<"S<3,4,3>">
    %67 = cute.composed_get_offset(%tile_to_shape_123) : (!cute_composed_layout_6fe5de) -> !cute.int_tuple<"0">
    %e0_211 = cute.get_leaves(%67) : !cute.int_tuple<"0">
    %68 = cute.composed_get_outer(%tile_to_shape_123) : (!cute_composed_layout_6fe5de) -> !cute_layout_8597a8
    %69 = cute.composed_get_inner(%tile_to_shape_133) : (!cute_composed_layout_4ff599) -> !cute.swizzle<"S<2,4,3>">
    %70 = cute.composed_get_offset(%tile_to_shape_133) : (!cute_composed_layout_4ff599) -> !cute.int_tuple<"0">
    %e0_212 = cute.get_leaves(%70) : !cute.int_tuple<"0">
    %71 = cute.composed_get_outer(%tile_to_shape_133) : (!cute_composed_layout_4ff599) -> !cute_layout_2dea00
    %c230400_i32 = arith.constant 230400 : i32
    %c232448_i32 = arith.constant 232448 : i32
    %72 = arith.cmpi sgt, %c230400_i32, %c232448_i32 : i32
    scf.if %72 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %c230400_i32) : i32
    }
    %73 = arith.extsi %c230400_i32 : i32 to i64
    %c384_i32 = arith.constant 384 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c66_i32 = arith.constant 66 : i32
    %74 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c384_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %73, gridDim = (%c2_i32, %c1_i32, %c66_i32), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%74] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c2_i32_213 = arith.constant 2 : i32
    %c1_i32_214 = arith.constant 1 : i32
    cuda.launch_cfg.cluster_dim[%74] (%c2_i32_213, %c1_i32_214, %c1_i32_214) : !cuda.launch_cfg<max_attrs = 3>, i32, i32, i32
    %c0_i32_215 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%74] %c0_i32_215 : !cuda.launch_cfg<max_attrs = 3>, i32
    %75 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0<%74> (%non_exec_atom, %tma_tensor, %non_exec_atom_158, %tma_tensor_159, %non_exec_atom_177, %tma_tensor_178, %28, %tile_to_shape, %tile_to_shape_123, %tile_to_shape_133) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7, !cute_coord_tensor_18692d, !cute_nvgpu_atom_non_exec_tiled_tma_load_23fada, !cute_coord_tensor_77b5c9, !cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0, !cute_coord_tensor_f03812, !mma_bf16_bf16_f32_64x128x16_, !cute_composed_layout_6fe5de, !cute_composed_layout_6fe5de, !cute_composed_layout_4ff599) -> !cuda.result
    %76 = cuda.cast %75 : !cuda.result -> i32
    cuda.return_if_error %76 : i32
    %c0_i32_216 = arith.constant 0 : i32
    return %c0_i32_216 : i32
  }
}
