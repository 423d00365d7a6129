!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!cute_arith_tuple_iter_045f90 = !cute.arith_tuple_iter<"(?{div=256},?{div=128},?)">
!cute_arith_tuple_iter_396070 = !cute.arith_tuple_iter<"(?{div=64},?{div=128},?)">
!cute_arith_tuple_iter_815f75 = !cute.arith_tuple_iter<"(?{div=128},?{div=128},?)">
!cute_arith_tuple_iter_a2b070 = !cute.arith_tuple_iter<"(?{div=64},?{div=256},?)">
!cute_arith_tuple_iter_da3d01 = !cute.arith_tuple_iter<"(0,0,0)">
!cute_arith_tuple_iter_df6bff = !cute.arith_tuple_iter<"(?{div=32},?{div=128},?)">
!cute_composed_layout_08a685 = !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">
!cute_composed_layout_0bb9af = !cute.composed_layout<"S<3,4,3> o 0 o ((8,32),(64,1)):((64,512),(1,0))">
!cute_composed_layout_415161 = !cute.composed_layout<"S<3,4,3> o 0 o ((8,32),(64,1),(1,4)):((64,512),(1,0),(0,16384))">
!cute_composed_layout_4f3443 = !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">
!cute_composed_layout_4ff599 = !cute.composed_layout<"S<2,4,3> o 0 o ((8,16),(32,1),(1,4)):((32,256),(1,0),(0,4096))">
!cute_composed_layout_78147e = !cute.composed_layout<"S<2,4,3> o 0 o ((8,16),(32,1)):((32,256),(1,0))">
!cute_composed_layout_cead9b = !cute.composed_layout<"S<2,4,3> o 0 o (8,32):(32,1)">
!cute_composed_layout_e00a29 = !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,4)):((64,512),(1,0),(0,8192))">
!cute_coord_tensor_00c3a7 = !cute.coord_tensor<"(?{div=128},?{div=128},?)", "(((32,128),1)):(((1@0,1@1),0))">
!cute_coord_tensor_02ff5e = !cute.coord_tensor<"(?{div=64},?{div=256},?)", "(((64,256),1),1):(((1@0,1@1),0),0)">
!cute_coord_tensor_0436a8 = !cute.coord_tensor<"(?{div=64},?{div=256},?)", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
!cute_coord_tensor_05ca29 = !cute.coord_tensor<"(0,0,0)", "(((64,128),1),8,9,2):(((1@0,1@1),0),128@1,64@0,1@2)">
!cute_coord_tensor_18692d = !cute.coord_tensor<"(0,0,0)", "(1000,520,2):(1@1,1@0,1@2)">
!cute_coord_tensor_1abc17 = !cute.coord_tensor<"(?{div=32},?{div=128},?)", "(((32,128),1),(1)):(((1@0,1@1),0),(0))">
!cute_coord_tensor_1d57d5 = !cute.coord_tensor<"(?{div=128},?{div=128},?)", "(((32,128),1),1):(((1@0,1@1),0),0)">
!cute_coord_tensor_2132e8 = !cute.coord_tensor<"(?{div=256},?{div=128},?)", "(((32,128),1),1):(((1@0,1@1),0),0)">
!cute_coord_tensor_31233a = !cute.coord_tensor<"(0,0,0)", "((256,64),5,9,2):((1@1,1@0),256@1,64@0,1@2)">
!cute_coord_tensor_330163 = !cute.coord_tensor<"(?{div=2},?,0)", "((2,2,32),1,1,8,5,2):((1@0,8@1,8@0),0,0,128@1,256@0,1@2)">
!cute_coord_tensor_35f7f2 = !cute.coord_tensor<"(0,0,0)", "(256,64,5,9,2):(1@1,1@0,256@1,64@0,1@2)">
!cute_coord_tensor_3ec2ac = !cute.coord_tensor<"(0,0,0)", "(((64,256),1),5,9,2):(((1@0,1@1),0),256@1,64@0,1@2)">
!cute_coord_tensor_44cde4 = !cute.coord_tensor<"(?{div=128},?{div=128},?)", "(((32,128),1),(1)):(((1@0,1@1),0),(0))">
!cute_coord_tensor_51c316 = !cute.coord_tensor<"(?{div=256},?{div=128},?)", "(128,256):(1@1,1@0)">
!cute_coord_tensor_6e81e7 = !cute.coord_tensor<"(?{div=256},?{div=128},?)", "((128,32),(1,8)):((1@1,1@0),(0,32@0))">
!cute_coord_tensor_77b5c9 = !cute.coord_tensor<"(0,0,0)", "(1048,520,2):(1@1,1@0,1@2)">
!cute_coord_tensor_84a431 = !cute.coord_tensor<"(?{div=64},?{div=128},?)", "(((32,128),1)):(((1@0,1@1),0))">
!cute_coord_tensor_84c2f1 = !cute.coord_tensor<"(?{div=64},?{div=128},?)", "(((64,128),1)):(((1@0,1@1),0))">
!cute_coord_tensor_8c717f = !cute.coord_tensor<"(?{div=32},?{div=128},?)", "(((32,128),1),1):(((1@0,1@1),0),0)">
!cute_coord_tensor_8ff5fd = !cute.coord_tensor<"(0,0,0)", "(128,256,8,5,2):(1@1,1@0,128@1,256@0,1@2)">
!cute_coord_tensor_957cd1 = !cute.coord_tensor<"(?{div=64},?{div=256},?)", "(((64,256),1)):(((1@0,1@1),0))">
!cute_coord_tensor_9ef877 = !cute.coord_tensor<"(?{div=256},?{div=128},?)", "(((32,128),1)):(((1@0,1@1),0))">
!cute_coord_tensor_9fc674 = !cute.coord_tensor<"(?{div=256},?{div=128},?)", "(((32,128),1),(1)):(((1@0,1@1),0),(0))">
!cute_coord_tensor_be8f5d = !cute.coord_tensor<"(?{div=64},?{div=128},?)", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
!cute_coord_tensor_be953c = !cute.coord_tensor<"(?{div=32},?{div=128},?)", "(((32,128),1)):(((1@0,1@1),0))">
!cute_coord_tensor_c6aae5 = !cute.coord_tensor<"(?{div=64},?{div=128},?)", "(((32,128),1),1):(((1@0,1@1),0),0)">
!cute_coord_tensor_cdb98a = !cute.coord_tensor<"(0,0,0)", "(128,64,8,9,2):(1@1,1@0,128@1,64@0,1@2)">
!cute_coord_tensor_d4c6bb = !cute.coord_tensor<"(0,0,0)", "((128,64),8,9,2):((1@1,1@0),128@1,64@0,1@2)">
!cute_coord_tensor_da4be1 = !cute.coord_tensor<"(?{div=64},?{div=128},?)", "(((32,128),1),(1)):(((1@0,1@1),0),(0))">
!cute_coord_tensor_f03812 = !cute.coord_tensor<"(0,0,0)", "(1000,1048,2):(1@1,1@0,1@2)">
!cute_coord_tensor_f09f0b = !cute.coord_tensor<"(?{div=64},?{div=128},?)", "(((64,128),1),1):(((1@0,1@1),0),0)">
!cute_coord_tensor_f1d1de = !cute.coord_tensor<"(?{div=256},?{div=128},?)", "(((32,128),1),(1,8)):(((1@0,1@1),0),(0,32@0))">
!cute_int_tuple_36697f = !cute.int_tuple<"(?{div=32},?{div=128},?)">
!cute_int_tuple_3a3498 = !cute.int_tuple<"(((2,2,2),1),1,2)">
!cute_int_tuple_6e1f30 = !cute.int_tuple<"((2,2,32),1,1)">
!cute_int_tuple_9155e1 = !cute.int_tuple<"(?{div=64},?{div=256},?)">
!cute_int_tuple_a5ac5a = !cute.int_tuple<"(?{div=256},?{div=128},?)">
!cute_int_tuple_ae8a07 = !cute.int_tuple<"(?{div=64},?{div=128},?)">
!cute_int_tuple_ee97c9 = !cute.int_tuple<"(?{div=128},?{div=128},?)">
!cute_layout_002152 = !cute.layout<"(128,2,1,1):(1,128,0,0)">
!cute_layout_06d400 = !cute.layout<"(8,2,8,2,4,2):(1,64,8,512,128,1024)">
!cute_layout_07db63 = !cute.layout<"(((2,2,2),1),1,2):(((1,2,4),0),0,8)">
!cute_layout_175aab = !cute.layout<"(((32,128),1),(1)):(((1@0,1@1),0),(0))">
!cute_layout_1a15cb = !cute.layout<"(256,64):(1@0,1@1)">
!cute_layout_1bc702 = !cute.layout<"(128,32):(1@0,1@1)">
!cute_layout_1c28bd = !cute.layout<"((4,8,8),(2,2,2)):((256,1,16),(128,8,1024))">
!cute_layout_247bff = !cute.layout<"((4096,1)):((1,0))">
!cute_layout_28e28f = !cute.layout<"((4,8,8),((2,2,32),(1,1))):((256,1,16),((128,8,1024),(0,0)))">
!cute_layout_2c5fef = !cute.layout<"(128,256):(1,128)">
!cute_layout_2d5342 = !cute.layout<"((8,32),(64,1)):((64,512),(1,0))">
!cute_layout_2dea00 = !cute.layout<"((8,16),(32,1),(1,4)):((32,256),(1,0),(0,4096))">
!cute_layout_3c93fa = !cute.layout<"((4,8,8),(2,2,2)):((0,1,16),(0,8,0))">
!cute_layout_40c3e8 = !cute.layout<"((4096,1),1):((1,0),0)">
!cute_layout_449a82 = !cute.layout<"(((2,4),1),(1,2)):(((1,2),0),(0,16))">
!cute_layout_454042 = !cute.layout<"(((64,256),1)):(((1@0,1@1),0))">
!cute_layout_469c68 = !cute.layout<"(((2,2,2),1),(1,2)):(((1,2,4),0),(0,8))">
!cute_layout_48d12d = !cute.layout<"((16384,1)):((1,0))">
!cute_layout_4a5fc8 = !cute.layout<"(1,1,1,1):(0,0,0,0)">
!cute_layout_50de87 = !cute.layout<"((8,16),(64,1),(1,4)):((64,512),(1,0),(0,8192))">
!cute_layout_5e15fa = !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">
!cute_layout_62513c = !cute.layout<"(1000,1048,2):(1048,1,1048000)">
!cute_layout_66697d = !cute.layout<"(((32,128),1)):(((1@0,1@1),0))">
!cute_layout_6a44ad = !cute.layout<"(((32,128),1),1):(((1@0,1@1),0),0)">
!cute_layout_6fb86e = !cute.layout<"(1000,1048,2):(1@0,1@1,1@2)">
!cute_layout_70c0fe = !cute.layout<"(((2,4),1),1,2):(((1,2),0),0,16)">
!cute_layout_716526 = !cute.layout<"(2,1000,1048):(1048000,1048,1)">
!cute_layout_718229 = !cute.layout<"((8192,1)):((1,0))">
!cute_layout_72915e = !cute.layout<"(1048,520,2):(1@0,1@1,1@2)">
!cute_layout_839257 = !cute.layout<"((8,32),(64,1),(1,4)):((64,512),(1,0),(0,16384))">
!cute_layout_9ad9af = !cute.layout<"(2,520,1048):(544960,1,520)">
!cute_layout_ae7531 = !cute.layout<"(8,8,2):(1,16,8)">
!cute_layout_af8d28 = !cute.layout<"((4096,1),(1)):((1,0),(0))">
!cute_layout_b9dd76 = !cute.layout<"((4,8,8),(2,2,2)):((2,0,0),(1,0,8))">
!cute_layout_c4363d = !cute.layout<"((8,16),(64,1)):((64,512),(1,0))">
!cute_layout_cc3288 = !cute.layout<"(32,(2,4)):(2,(1,64))">
!cute_layout_dc11ff = !cute.layout<"(1000,520,2):(520,1,520000)">
!cute_layout_dcb831 = !cute.layout<"(1000,520,2):(1@0,1@1,1@2)">
!cute_layout_dd6f63 = !cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">
!cute_layout_e0bfea = !cute.layout<"(128,64):(1@0,1@1)">
!cute_layout_e8ffd0 = !cute.layout<"(1048,520,2):(520,1,544960)">
!cute_layout_e999b4 = !cute.layout<"(2,1000,520):(520000,520,1)">
!cute_layout_f492b8 = !cute.layout<"((8,8,2),(4,2,2)):((1,16,8),(256,128,1024))">
!cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7 = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, tma_format = BF16_RN>
!cute_nvgpu_atom_non_exec_tiled_tma_load_e16f63 = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 262144, tma_gbasis = <"(64,256,1):(1@1,1@0,1@2)">, tma_format = BF16_RN>
!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0 = !cute_nvgpu.atom.non_exec_tiled_tma_store<bf16, copy_bits = 65536, tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">, tma_format = BF16_RN>
!cute_nvgpu_atom_stsm_191f92 = !cute_nvgpu.atom.stsm<bf16, mode = <"(8,8)">, num_matrices = 4, n>
!cute_nvgpu_atom_tma_load_07fe0b = !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">>
!cute_nvgpu_atom_tma_load_176067 = !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,256,1):(1@1,1@0,1@2)">>
!cute_nvgpu_atom_tma_store_a82a14 = !cute_nvgpu.atom.tma_store<bf16, copy_bits = 65536, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">>
!cute_nvgpu_smem_desc_view_58760c = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
!cute_nvgpu_smem_desc_view_72b18d = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,2048))">
!cute_nvgpu_smem_desc_view_de8b8e = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,1024))">
!cute_ptr_6167ca = !cute.ptr<i64, smem, align<1024>>
!cute_ptr_91cbad = !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
!cute_ptr_9af6a0 = !cute.ptr<i8, smem, align<1024>>
!cute_shape_018bee = !cute.shape<"(((32,128),1),(1))">
!cute_shape_1cbea6 = !cute.shape<"((8,32),(64,1),(1,4))">
!cute_shape_28a4fe = !cute.shape<"((8,16),(32,1),(1,4))">
!cute_shape_5b9815 = !cute.shape<"(((64,256),1),(1))">
!cute_shape_5c38cb = !cute.shape<"((8,16),(64,1),(1,4))">
!cute_shape_6fc090 = !cute.shape<"(((2,2,2),1),1,2)">
!cute_shape_7079ac = !cute.shape<"((2,2,32),1,1,8,5,2)">
!cute_shape_b5193b = !cute.shape<"(((2,2,2),1),(1,2))">
!cute_shape_c0241c = !cute.shape<"(((2,4),1),(1,2))">
!cute_shape_c0bdcb = !cute.shape<"(((2,2,2),1),1,2,(1,4))">
!cute_shape_cb67ce = !cute.shape<"(((64,128),1),(1))">
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
!memref_rmem_f32 = !cute.memref<f32, rmem, align<32>, "((2,2,32),1,1):((1,2,4),0,0)">
!memref_rmem_f32_1 = !cute.memref<f32, rmem, align<32>, "((8,16),1,1):((1,8),0,0)">
!memref_rmem_f32_2 = !cute.memref<f32, rmem, align<32>, "(((2,2,2),1),1,2):(((1,2,4),0),0,8)">
!memref_smem_bf16 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((8,16),(64,1),(1,4)):((64,512),(1,0),(0,8192))">
!memref_smem_bf16_1 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((8,32),(64,1),(1,4)):((64,512),(1,0),(0,16384))">
!memref_smem_bf16_2 = !cute.memref<bf16, smem, align<1024>, S<2,4,3>, "((8,16),(32,1),(1,4)):((32,256),(1,0),(0,4096))">
!memref_smem_bf16_3 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "(((8,16),(64,1)),(1,4)):(((64,512),(1,0)),(0,8192))">
!memref_smem_bf16_4 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((8192,1),(1,4)):((1,0),(0,8192))">
!memref_smem_bf16_5 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "(((8,32),(64,1)),(1,4)):(((64,512),(1,0)),(0,16384))">
!memref_smem_bf16_6 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((16384,1),(1,4)):((1,0),(0,16384))">
!memref_smem_bf16_7 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((8192,1)):((1,0))">
!memref_smem_bf16_8 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((8192,1),1):((1,0),0)">
!memref_smem_bf16_9 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((8192,1),(1)):((1,0),(0))">
!memref_smem_bf16_10 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((16384,1)):((1,0))">
!memref_smem_bf16_11 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((16384,1),1):((1,0),0)">
!memref_smem_bf16_12 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((16384,1),(1)):((1,0),(0))">
!memref_smem_bf16_13 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((64,16),1,4,(1,4)):((64,1),0,16,(0,8192))">
!memref_smem_bf16_14 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((256,16),1,4,(1,4)):((64,1),0,16,(0,16384))">
!memref_smem_bf16_15 = !cute.memref<bf16, smem, align<16>, S<2,4,3>, "(((2,4),1),1,2,(1,4)):(((1,2),0),0,16,(0,4096))">
!memref_smem_bf16_16 = !cute.memref<bf16, smem, align<4>, S<2,4,3>, "(((2,2,2),1),1,2,(1,4)):(((1,256,8),0),0,16,(0,4096))">
!memref_smem_bf16_17 = !cute.memref<bf16, smem, align<1024>, S<2,4,3>, "(((8,16),(32,1)),(1,4)):(((32,256),(1,0)),(0,4096))">
!memref_smem_bf16_18 = !cute.memref<bf16, smem, align<1024>, S<2,4,3>, "((4096,1),(1,4)):((1,0),(0,4096))">
!memref_smem_bf16_19 = !cute.memref<bf16, smem, align<16>, S<2,4,3>, "(((2,4),1),1,2):(((1,2),0),0,16)">
!memref_smem_bf16_20 = !cute.memref<bf16, smem, align<16>, S<2,4,3>, "(((2,4),1),(1,2)):(((1,2),0),(0,16))">
!memref_smem_bf16_21 = !cute.memref<bf16, smem, align<1024>, S<2,4,3>, "((4096,1)):((1,0))">
!memref_smem_bf16_22 = !cute.memref<bf16, smem, align<1024>, S<2,4,3>, "((4096,1),1):((1,0),0)">
!memref_smem_bf16_23 = !cute.memref<bf16, smem, align<1024>, S<2,4,3>, "((4096,1),(1)):((1,0),(0))">
!memref_smem_i8 = !cute.memref<i8, smem, align<1024>, "230400:1">
!mma_bf16_bf16_f32_64x256x16 = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x256x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>, atom_layout_MNK = <"(2,1,1):(1,0,0)">, permutation_MNK = <"[_;_;_]">>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0(%arg0: !cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7 {cute_nvgpu.grid_constant}, %arg1: !cute_coord_tensor_18692d, %arg2: !cute_nvgpu_atom_non_exec_tiled_tma_load_e16f63 {cute_nvgpu.grid_constant}, %arg3: !cute_coord_tensor_77b5c9, %arg4: !cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0 {cute_nvgpu.grid_constant}, %arg5: !cute_coord_tensor_f03812, %arg6: !mma_bf16_bf16_f32_64x256x16, %arg7: !cute_composed_layout_e00a29, %arg8: !cute_composed_layout_415161, %arg9: !cute_composed_layout_4ff599) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 384, 1, 1>, exact_cluster_dim = array<i64: 1, 1, 1>, exact_grid_dim = array<i64: 1, 1, 80>, schema_version = 1 : i64}, gpu.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 384, 1, 1>, smem.config_smem_size = 230400 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
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
        cute_nvgpu.prefetch_tma_desc(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_e16f63) -> ()
        cute_nvgpu.prefetch_tma_desc(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> ()
      }
      %shape = cute.make_shape() : () -> !cute.shape<"(1,1,1)">
      %lay_27 = cute.make_layout(%shape) : !cute.layout<"(1,1,1):(0,0,0)">
      %25 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %26 = cute_nvgpu.arch.make_warp_uniform(%25) : i32
      %27 = cute.get_flat_coord(%26, %lay_27) : (i32, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.coord<"(0,0,0)">
      %e0_28, %e1_29, %e2_30 = cute.get_leaves(%27) : !cute.coord<"(0,0,0)">
      %shape_31 = cute.make_shape() : () -> !cute.shape<"230400">
      %lay_32 = cute.make_layout(%shape_31) : !cute.layout<"230400:1">
      %smem = cute.memref.alloca() {smem.partition_id = 1 : i32, smem.struct_fields = ["mainloop_barriers:64:0", "sA:65536:1024", "sB:131072:66560", "sC:32768:197632"]} : !memref_smem_i8
      %iter_33 = cute.get_iter(%smem) : !memref_smem_i8
      %iter_34 = cute.get_iter(%smem) : !memref_smem_i8
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
      %ptr = cute.add_offset(%iter_34, %int_tuple) : (!cute_ptr_9af6a0, !cute.int_tuple<"0">) -> !cute_ptr_9af6a0
      %int_tuple_35 = cute.make_int_tuple() : () -> !cute.int_tuple<"1024">
      %ptr_36 = cute.add_offset(%iter_34, %int_tuple_35) : (!cute_ptr_9af6a0, !cute.int_tuple<"1024">) -> !cute_ptr_9af6a0
      %int_tuple_37 = cute.make_int_tuple() : () -> !cute.int_tuple<"66560">
      %ptr_38 = cute.add_offset(%iter_34, %int_tuple_37) : (!cute_ptr_9af6a0, !cute.int_tuple<"66560">) -> !cute_ptr_9af6a0
      %int_tuple_39 = cute.make_int_tuple() : () -> !cute.int_tuple<"197632">
      %ptr_40 = cute.add_offset(%iter_34, %int_tuple_39) : (!cute_ptr_9af6a0, !cute.int_tuple<"197632">) -> !cute_ptr_9af6a0
      %coord = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
      %slice = cute.slice(%arg7, %coord) : !cute_composed_layout_e00a29, !cute.coord<"(_,_,0)">
      %28 = cute.composed_get_inner(%slice) : (!cute_composed_layout_08a685) -> !cute.swizzle<"S<3,4,3>">
      %29 = cute.composed_get_outer(%slice) : (!cute_composed_layout_08a685) -> !cute_layout_c4363d
      %cosz = cute.cosize(%29) : (!cute_layout_c4363d) -> !cute.int_tuple<"8192">
      %e0_41 = cute.get_leaves(%cosz) : !cute.int_tuple<"8192">
      %coord_42 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
      %slice_43 = cute.slice(%arg8, %coord_42) : !cute_composed_layout_415161, !cute.coord<"(_,_,0)">
      %30 = cute.composed_get_inner(%slice_43) : (!cute_composed_layout_0bb9af) -> !cute.swizzle<"S<3,4,3>">
      %31 = cute.composed_get_outer(%slice_43) : (!cute_composed_layout_0bb9af) -> !cute_layout_2d5342
      %cosz_44 = cute.cosize(%31) : (!cute_layout_2d5342) -> !cute.int_tuple<"16384">
      %e0_45 = cute.get_leaves(%cosz_44) : !cute.int_tuple<"16384">
      %iter_46 = cute.recast_iter(%ptr) : !cute_ptr_9af6a0 to !cute_ptr_6167ca
      %shape_47 = cute.make_shape() : () -> !cute.shape<"(1,1,1,1)">
      %lay_48 = cute.make_layout(%shape_47) : !cute_layout_4a5fc8
      %32 = nvvm.read.ptx.sreg.tid.x : i32
      %33 = nvvm.read.ptx.sreg.tid.y : i32
      %34 = nvvm.read.ptx.sreg.tid.z : i32
      %35 = nvvm.read.ptx.sreg.ntid.x : i32
      %36 = nvvm.read.ptx.sreg.ntid.y : i32
      %37 = arith.muli %33, %35 : i32
      %38 = arith.addi %32, %37 : i32
      %39 = arith.muli %34, %35 : i32
      %40 = arith.muli %39, %36 : i32
      %41 = arith.addi %38, %40 : i32
      %42 = arith.floordivsi %41, %c32_i32 : i32
      %43 = cute_nvgpu.arch.make_warp_uniform(%42) : i32
      %44 = cute_nvgpu.arch.make_warp_uniform(%43) : i32
      %45 = arith.cmpi eq, %44, %c0_i32 : i32
      scf.if %45 {
        %84 = nvvm.elect.sync -> i1
        scf.if %84 {
          %int_tuple_198 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
          %ptr_199 = cute.add_offset(%iter_46, %int_tuple_198) : (!cute_ptr_6167ca, !cute.int_tuple<"0">) -> !cute_ptr_6167ca
          %85 = builtin.unrealized_conversion_cast %ptr_199 : !cute_ptr_6167ca to !llvm.ptr<3>
          %c1_i32_200 = arith.constant 1 : i32
          nvvm.mbarrier.init %85, %c1_i32_200 : !llvm.ptr<3>, i32
          %int_tuple_201 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
          %ptr_202 = cute.add_offset(%iter_46, %int_tuple_201) : (!cute_ptr_6167ca, !cute.int_tuple<"1">) -> !cute.ptr<i64, smem>
          %86 = builtin.unrealized_conversion_cast %ptr_202 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %86, %c1_i32_200 : !llvm.ptr<3>, i32
          %int_tuple_203 = cute.make_int_tuple() : () -> !cute.int_tuple<"2">
          %ptr_204 = cute.add_offset(%iter_46, %int_tuple_203) : (!cute_ptr_6167ca, !cute.int_tuple<"2">) -> !cute.ptr<i64, smem, align<16>>
          %87 = builtin.unrealized_conversion_cast %ptr_204 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
          nvvm.mbarrier.init %87, %c1_i32_200 : !llvm.ptr<3>, i32
          %int_tuple_205 = cute.make_int_tuple() : () -> !cute.int_tuple<"3">
          %ptr_206 = cute.add_offset(%iter_46, %int_tuple_205) : (!cute_ptr_6167ca, !cute.int_tuple<"3">) -> !cute.ptr<i64, smem>
          %88 = builtin.unrealized_conversion_cast %ptr_206 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %88, %c1_i32_200 : !llvm.ptr<3>, i32
        }
      }
      %int_tuple_49 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
      %ptr_50 = cute.add_offset(%iter_46, %int_tuple_49) : (!cute_ptr_6167ca, !cute.int_tuple<"4">) -> !cute.ptr<i64, smem, align<32>>
      %46 = nvvm.read.ptx.sreg.tid.x : i32
      %47 = nvvm.read.ptx.sreg.tid.y : i32
      %48 = nvvm.read.ptx.sreg.tid.z : i32
      %49 = nvvm.read.ptx.sreg.ntid.x : i32
      %50 = nvvm.read.ptx.sreg.ntid.y : i32
      %51 = arith.muli %47, %49 : i32
      %52 = arith.addi %46, %51 : i32
      %53 = arith.muli %48, %49 : i32
      %54 = arith.muli %53, %50 : i32
      %55 = arith.addi %52, %54 : i32
      %56 = arith.floordivsi %55, %c32_i32 : i32
      %57 = cute_nvgpu.arch.make_warp_uniform(%56) : i32
      %58 = cute_nvgpu.arch.make_warp_uniform(%57) : i32
      %59 = arith.cmpi eq, %58, %c0_i32 : i32
      scf.if %59 {
        %84 = nvvm.elect.sync -> i1
        scf.if %84 {
          %int_tuple_198 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
          %ptr_199 = cute.add_offset(%ptr_50, %int_tuple_198) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<i64, smem, align<32>>
          %85 = builtin.unrealized_conversion_cast %ptr_199 : !cute.ptr<i64, smem, align<32>> to !llvm.ptr<3>
          %c8_i32 = arith.constant 8 : i32
          nvvm.mbarrier.init %85, %c8_i32 : !llvm.ptr<3>, i32
          %int_tuple_200 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
          %ptr_201 = cute.add_offset(%ptr_50, %int_tuple_200) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"1">) -> !cute.ptr<i64, smem>
          %86 = builtin.unrealized_conversion_cast %ptr_201 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %86, %c8_i32 : !llvm.ptr<3>, i32
          %int_tuple_202 = cute.make_int_tuple() : () -> !cute.int_tuple<"2">
          %ptr_203 = cute.add_offset(%ptr_50, %int_tuple_202) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"2">) -> !cute.ptr<i64, smem, align<16>>
          %87 = builtin.unrealized_conversion_cast %ptr_203 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
          nvvm.mbarrier.init %87, %c8_i32 : !llvm.ptr<3>, i32
          %int_tuple_204 = cute.make_int_tuple() : () -> !cute.int_tuple<"3">
          %ptr_205 = cute.add_offset(%ptr_50, %int_tuple_204) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"3">) -> !cute.ptr<i64, smem>
          %88 = builtin.unrealized_conversion_cast %ptr_205 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %88, %c8_i32 : !llvm.ptr<3>, i32
        }
      }
      %60 = nvvm.read.ptx.sreg.tid.x : i32
      %61 = nvvm.read.ptx.sreg.tid.y : i32
      %62 = nvvm.read.ptx.sreg.tid.z : i32
      %63 = cute.get_shape(%lay_48) : (!cute_layout_4a5fc8) -> !cute.shape<"(1,1,1,1)">
      %e0_51, %e1_52, %e2_53, %e3 = cute.get_leaves(%63) : !cute.shape<"(1,1,1,1)">
      %64 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %65 = cute_nvgpu.arch.make_warp_uniform(%64) : i32
      %66 = arith.remsi %60, %c32_i32 : i32
      %int_tuple_54 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,1,1,1)">
      %sz = cute.size(%int_tuple_54) : (!cute.int_tuple<"(1,1,1,1)">) -> !cute.int_tuple<"1">
      %e0_55 = cute.get_leaves(%sz) : !cute.int_tuple<"1">
      %c1_i32 = arith.constant 1 : i32
      %67 = arith.cmpi slt, %66, %c1_i32 : i32
      %int_tuple_56 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,1,1,1)">
      %sz_57 = cute.size(%int_tuple_56) : (!cute.int_tuple<"(1,1,1,1)">) -> !cute.int_tuple<"1">
      %e0_58 = cute.get_leaves(%sz_57) : !cute.int_tuple<"1">
      %68 = arith.remsi %66, %c1_i32 : i32
      %69 = cute.get_hier_coord(%68, %lay_48) : (i32, !cute_layout_4a5fc8) -> !cute.coord<"(0,0,0,0)">
      %e0_59, %e1_60, %e2_61, %e3_62 = cute.get_leaves(%69) : !cute.coord<"(0,0,0,0)">
      %70 = cute.get_hier_coord(%65, %lay_48) : (i32, !cute_layout_4a5fc8) -> !cute.coord<"(0,0,0,0)">
      %e0_63, %e1_64, %e2_65, %e3_66 = cute.get_leaves(%70) : !cute.coord<"(0,0,0,0)">
      %false = arith.constant false
      %71 = scf.if %false -> (i1) {
        %true = arith.constant true
        %84 = arith.andi %67, %true : i1
        scf.yield %84 : i1
      } else {
        %false_198 = arith.constant false
        %84 = scf.if %false_198 -> (i1) {
          %true = arith.constant true
          %85 = arith.andi %67, %true : i1
          scf.yield %85 : i1
        } else {
          %true = arith.constant true
          %85 = scf.if %true -> (i1) {
            %true_199 = arith.constant true
            %86 = arith.andi %67, %true_199 : i1
            scf.yield %86 : i1
          } else {
            scf.yield %67 : i1
          }
          scf.yield %85 : i1
        }
        scf.yield %84 : i1
      }
      %sz_67 = cute.size(%lay_48) : (!cute_layout_4a5fc8) -> !cute.int_tuple<"1">
      %e0_68 = cute.get_leaves(%sz_67) : !cute.int_tuple<"1">
      nvvm.fence.mbarrier.init
      %sz_69 = cute.size(%lay_48) : (!cute_layout_4a5fc8) -> !cute.int_tuple<"1">
      %e0_70 = cute.get_leaves(%sz_69) : !cute.int_tuple<"1">
      nvvm.barrier
      scf.if %false {
        nvvm.cluster.arrive.relaxed
      }
      %72 = cute.composed_get_outer(%arg7) : (!cute_composed_layout_e00a29) -> !cute_layout_50de87
      %73 = cute.composed_get_inner(%arg7) : (!cute_composed_layout_e00a29) -> !cute.swizzle<"S<3,4,3>">
      %iter_71 = cute.recast_iter(%ptr_36) : !cute_ptr_9af6a0 to !cute_ptr_91cbad
      %view = cute.make_view(%iter_71, %72) : !memref_smem_bf16
      %iter_72 = cute.get_iter(%view) : !memref_smem_bf16
      %iter_73 = cute.get_iter(%view) : !memref_smem_bf16
      %74 = cute.composed_get_outer(%arg8) : (!cute_composed_layout_415161) -> !cute_layout_839257
      %75 = cute.composed_get_inner(%arg8) : (!cute_composed_layout_415161) -> !cute.swizzle<"S<3,4,3>">
      %iter_74 = cute.recast_iter(%ptr_38) : !cute_ptr_9af6a0 to !cute_ptr_91cbad
      %view_75 = cute.make_view(%iter_74, %74) : !memref_smem_bf16_1
      %iter_76 = cute.get_iter(%view_75) : !memref_smem_bf16_1
      %iter_77 = cute.get_iter(%view_75) : !memref_smem_bf16_1
      %76 = cute.composed_get_outer(%arg9) : (!cute_composed_layout_4ff599) -> !cute_layout_2dea00
      %77 = cute.composed_get_inner(%arg9) : (!cute_composed_layout_4ff599) -> !cute.swizzle<"S<2,4,3>">
      %iter_78 = cute.recast_iter(%ptr_40) : !cute_ptr_9af6a0 to !cute.ptr<bf16, smem, align<1024>, S<2,4,3>>
      %view_79 = cute.make_view(%iter_78, %76) : !memref_smem_bf16_2
      %iter_80 = cute.get_iter(%view_79) : !memref_smem_bf16_2
      %iter_81 = cute.get_iter(%view_79) : !memref_smem_bf16_2
      %tile = cute.make_tile() : () -> !cute.tile<"[128:1;64:1]">
      %coord_82 = cute.make_coord() : () -> !cute.coord<"(_,_,_)">
      %tiled_view = cute.local_tile(%arg1, %tile, %coord_82) : (!cute_coord_tensor_18692d, !cute.tile<"[128:1;64:1]">, !cute.coord<"(_,_,_)">) -> !cute_coord_tensor_cdb98a
      %iter_83 = cute.get_iter(%tiled_view) : !cute_coord_tensor_cdb98a
      %tup_84 = cute.deref_arith_tuple_iter(%iter_83) : !cute_arith_tuple_iter_da3d01
      %e0_85, %e1_86, %e2_87 = cute.get_leaves(%tup_84) : !cute.int_tuple<"(0,0,0)">
      %iter_88 = cute.get_iter(%tiled_view) : !cute_coord_tensor_cdb98a
      %tup_89 = cute.deref_arith_tuple_iter(%iter_88) : !cute_arith_tuple_iter_da3d01
      %e0_90, %e1_91, %e2_92 = cute.get_leaves(%tup_89) : !cute.int_tuple<"(0,0,0)">
      %tile_93 = cute.make_tile() : () -> !cute.tile<"[256:1;64:1]">
      %coord_94 = cute.make_coord() : () -> !cute.coord<"(_,_,_)">
      %tiled_view_95 = cute.local_tile(%arg3, %tile_93, %coord_94) : (!cute_coord_tensor_77b5c9, !cute.tile<"[256:1;64:1]">, !cute.coord<"(_,_,_)">) -> !cute_coord_tensor_35f7f2
      %iter_96 = cute.get_iter(%tiled_view_95) : !cute_coord_tensor_35f7f2
      %tup_97 = cute.deref_arith_tuple_iter(%iter_96) : !cute_arith_tuple_iter_da3d01
      %e0_98, %e1_99, %e2_100 = cute.get_leaves(%tup_97) : !cute.int_tuple<"(0,0,0)">
      %iter_101 = cute.get_iter(%tiled_view_95) : !cute_coord_tensor_35f7f2
      %tup_102 = cute.deref_arith_tuple_iter(%iter_101) : !cute_arith_tuple_iter_da3d01
      %e0_103, %e1_104, %e2_105 = cute.get_leaves(%tup_102) : !cute.int_tuple<"(0,0,0)">
      %tile_106 = cute.make_tile() : () -> !cute.tile<"[128:1;256:1]">
      %coord_107 = cute.make_coord() : () -> !cute.coord<"(_,_,_)">
      %tiled_view_108 = cute.local_tile(%arg5, %tile_106, %coord_107) : (!cute_coord_tensor_f03812, !cute.tile<"[128:1;256:1]">, !cute.coord<"(_,_,_)">) -> !cute_coord_tensor_8ff5fd
      %iter_109 = cute.get_iter(%tiled_view_108) : !cute_coord_tensor_8ff5fd
      %tup_110 = cute.deref_arith_tuple_iter(%iter_109) : !cute_arith_tuple_iter_da3d01
      %e0_111, %e1_112, %e2_113 = cute.get_leaves(%tup_110) : !cute.int_tuple<"(0,0,0)">
      %iter_114 = cute.get_iter(%tiled_view_108) : !cute_coord_tensor_8ff5fd
      %tup_115 = cute.deref_arith_tuple_iter(%iter_114) : !cute_arith_tuple_iter_da3d01
      %e0_116, %e1_117, %e2_118 = cute.get_leaves(%tup_115) : !cute.int_tuple<"(0,0,0)">
      %shape_119 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_120 = cute.make_layout(%shape_119) : !cute.layout<"1:0">
      %lay_121 = cute.get_layout(%view) : !memref_smem_bf16
      %78 = cute.get_shape(%lay_121) : (!cute_layout_50de87) -> !cute_shape_5c38cb
      %e0_122, %e1_123, %e2_124, %e3_125, %e4, %e5 = cute.get_leaves(%78) : !cute_shape_5c38cb
      %grouped = cute.group_modes(%view) <0, 2> : (!memref_smem_bf16) -> !memref_smem_bf16_3
      %iter_126 = cute.get_iter(%grouped) : !memref_smem_bf16_3
      %iter_127 = cute.get_iter(%grouped) : !memref_smem_bf16_3
      %lay_128 = cute.get_layout(%tiled_view) : !cute_coord_tensor_cdb98a
      %79 = cute.get_shape(%lay_128) : (!cute.layout<"(128,64,8,9,2):(1@1,1@0,128@1,64@0,1@2)">) -> !cute.shape<"(128,64,8,9,2)">
      %e0_129, %e1_130, %e2_131, %e3_132, %e4_133 = cute.get_leaves(%79) : !cute.shape<"(128,64,8,9,2)">
      %grouped_134 = cute.group_modes(%tiled_view) <0, 2> : (!cute_coord_tensor_cdb98a) -> !cute_coord_tensor_d4c6bb
      %iter_135 = cute.get_iter(%grouped_134) : !cute_coord_tensor_d4c6bb
      %tup_136 = cute.deref_arith_tuple_iter(%iter_135) : !cute_arith_tuple_iter_da3d01
      %e0_137, %e1_138, %e2_139 = cute.get_leaves(%tup_136) : !cute.int_tuple<"(0,0,0)">
      %iter_140 = cute.get_iter(%grouped_134) : !cute_coord_tensor_d4c6bb
      %tup_141 = cute.deref_arith_tuple_iter(%iter_140) : !cute_arith_tuple_iter_da3d01
      %e0_142, %e1_143, %e2_144 = cute.get_leaves(%tup_141) : !cute.int_tuple<"(0,0,0)">
      %coord_145 = cute.make_coord() : () -> !cute.coord<"0">
      %res_smem_tensor, %res_target_tensors = cute_nvgpu.atom.tma_partition(%arg0, %coord_145, %lay_120, %grouped, %grouped_134) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7, !cute.coord<"0">, !cute.layout<"1:0">, !memref_smem_bf16_3, !cute_coord_tensor_d4c6bb) -> (!memref_smem_bf16_4, !cute_coord_tensor_05ca29)
      %iter_146 = cute.get_iter(%res_smem_tensor) : !memref_smem_bf16_4
      %iter_147 = cute.get_iter(%res_target_tensors) : !cute_coord_tensor_05ca29
      %tup_148 = cute.deref_arith_tuple_iter(%iter_147) : !cute_arith_tuple_iter_da3d01
      %e0_149, %e1_150, %e2_151 = cute.get_leaves(%tup_148) : !cute.int_tuple<"(0,0,0)">
      %shape_152 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_153 = cute.make_layout(%shape_152) : !cute.layout<"1:0">
      %lay_154 = cute.get_layout(%view_75) : !memref_smem_bf16_1
      %80 = cute.get_shape(%lay_154) : (!cute_layout_839257) -> !cute_shape_1cbea6
      %e0_155, %e1_156, %e2_157, %e3_158, %e4_159, %e5_160 = cute.get_leaves(%80) : !cute_shape_1cbea6
      %grouped_161 = cute.group_modes(%view_75) <0, 2> : (!memref_smem_bf16_1) -> !memref_smem_bf16_5
      %iter_162 = cute.get_iter(%grouped_161) : !memref_smem_bf16_5
      %iter_163 = cute.get_iter(%grouped_161) : !memref_smem_bf16_5
      %lay_164 = cute.get_layout(%tiled_view_95) : !cute_coord_tensor_35f7f2
      %81 = cute.get_shape(%lay_164) : (!cute.layout<"(256,64,5,9,2):(1@1,1@0,256@1,64@0,1@2)">) -> !cute.shape<"(256,64,5,9,2)">
      %e0_165, %e1_166, %e2_167, %e3_168, %e4_169 = cute.get_leaves(%81) : !cute.shape<"(256,64,5,9,2)">
      %grouped_170 = cute.group_modes(%tiled_view_95) <0, 2> : (!cute_coord_tensor_35f7f2) -> !cute_coord_tensor_31233a
      %iter_171 = cute.get_iter(%grouped_170) : !cute_coord_tensor_31233a
      %tup_172 = cute.deref_arith_tuple_iter(%iter_171) : !cute_arith_tuple_iter_da3d01
      %e0_173, %e1_174, %e2_175 = cute.get_leaves(%tup_172) : !cute.int_tuple<"(0,0,0)">
      %iter_176 = cute.get_iter(%grouped_170) : !cute_coord_tensor_31233a
      %tup_177 = cute.deref_arith_tuple_iter(%iter_176) : !cute_arith_tuple_iter_da3d01
      %e0_178, %e1_179, %e2_180 = cute.get_leaves(%tup_177) : !cute.int_tuple<"(0,0,0)">
      %coord_181 = cute.make_coord() : () -> !cute.coord<"0">
      %res_smem_tensor_182, %res_target_tensors_183 = cute_nvgpu.atom.tma_partition(%arg2, %coord_181, %lay_153, %grouped_161, %grouped_170) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_e16f63, !cute.coord<"0">, !cute.layout<"1:0">, !memref_smem_bf16_5, !cute_coord_tensor_31233a) -> (!memref_smem_bf16_6, !cute_coord_tensor_3ec2ac)
      %iter_184 = cute.get_iter(%res_smem_tensor_182) : !memref_smem_bf16_6
      %iter_185 = cute.get_iter(%res_target_tensors_183) : !cute_coord_tensor_3ec2ac
      %tup_186 = cute.deref_arith_tuple_iter(%iter_185) : !cute_arith_tuple_iter_da3d01
      %e0_187, %e1_188, %e2_189 = cute.get_leaves(%tup_186) : !cute.int_tuple<"(0,0,0)">
      %sz_190 = cute.size(%tiled_view) <{mode = [3]}> : (!cute_coord_tensor_cdb98a) -> !cute.int_tuple<"9">
      %e0_191 = cute.get_leaves(%sz_190) : !cute.int_tuple<"9">
      %sz_192 = cute.size(%tiled_view_108) <{mode = [2]}> : (!cute_coord_tensor_8ff5fd) -> !cute.int_tuple<"8">
      %e0_193 = cute.get_leaves(%sz_192) : !cute.int_tuple<"8">
      %sz_194 = cute.size(%tiled_view_108) <{mode = [3]}> : (!cute_coord_tensor_8ff5fd) -> !cute.int_tuple<"5">
      %e0_195 = cute.get_leaves(%sz_194) : !cute.int_tuple<"5">
      %sz_196 = cute.size(%tiled_view_108) <{mode = [4]}> : (!cute_coord_tensor_8ff5fd) -> !cute.int_tuple<"2">
      %e0_197 = cute.get_leaves(%sz_196) : !cute.int_tuple<"2">
      scf.if %false {
        nvvm.cluster.wait
      } else {
        nvvm.barrier
      }
      %82 = arith.cmpi eq, %17, %c0_i32 : i32
      %83 = scf.if %82 -> (!mma_bf16_bf16_f32_64x256x16) {
        nvvm.setmaxregister decrease 40
        %c0_i32_198 = arith.constant 0 : i32
        %84 = arith.cmpi eq, %15, %c0_i32_198 : i32
        scf.if %84 {
          %c0_i32_199 = arith.constant 0 : i32
          %c1_i32_200 = arith.constant 1 : i32
          %85:4 = scf.while (%arg10 = %20, %arg11 = %c0_i32_199, %arg12 = %c0_i32_199, %arg13 = %c1_i32_200) : (i32, i32, i32, i32) -> (i32, i32, i32, i32) {
            %c80_i32 = arith.constant 80 : i32
            %106 = arith.cmpi slt, %arg10, %c80_i32 : i32
            scf.condition(%106) %arg10, %arg11, %arg12, %arg13 : i32, i32, i32, i32
          } do {
          ^bb0(%arg10: i32, %arg11: i32, %arg12: i32, %arg13: i32):
            %c40_i32 = arith.constant 40 : i32
            %106 = arith.floordivsi %arg10, %c40_i32 : i32
            %107 = arith.muli %106, %c40_i32 : i32
            %108 = arith.subi %arg10, %107 : i32
            %109 = arith.floordivsi %108, %c40_i32 : i32
            %c8_i32 = arith.constant 8 : i32
            %110 = arith.muli %109, %c8_i32 : i32
            %111 = arith.subi %c8_i32, %110 : i32
            %c8_i32_210 = arith.constant 8 : i32
            %112 = arith.minsi %111, %c8_i32_210 : i32
            %113 = arith.muli %109, %c40_i32 : i32
            %114 = arith.subi %108, %113 : i32
            %115 = arith.remsi %114, %112 : i32
            %116 = arith.addi %110, %115 : i32
            %117 = arith.floordivsi %114, %112 : i32
            %c1_i32_211 = arith.constant 1 : i32
            %118 = arith.muli %116, %c1_i32_211 : i32
            %119 = arith.addi %118, %18 : i32
            %120 = arith.muli %117, %c1_i32_211 : i32
            %121 = arith.addi %120, %19 : i32
            %c0_i32_212 = arith.constant 0 : i32
            %c9_i32 = arith.constant 9 : i32
            %c1_i32_213 = arith.constant 1 : i32
            %122:3 = scf.for %arg14 = %c0_i32_212 to %c9_i32 step %c1_i32_213 iter_args(%arg15 = %arg11, %arg16 = %arg12, %arg17 = %arg13) -> (i32, i32, i32)  : i32 {
              %true = arith.constant true
              scf.if %true {
                %int_tuple_366 = cute.make_int_tuple(%arg16) : (i32) -> !cute.int_tuple<"?">
                %ptr_367 = cute.add_offset(%ptr_50, %int_tuple_366) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
                %175 = builtin.unrealized_conversion_cast %ptr_367 : !cute.ptr<i64, smem> to !llvm.ptr<3>
                %c10000000_i32_368 = arith.constant 10000000 : i32
                nvvm.mbarrier.try_wait.parity %175, %arg17, %c10000000_i32_368 : !llvm.ptr<3>, i32, i32
              }
              %124 = nvvm.elect.sync -> i1
              scf.if %124 {
                %int_tuple_366 = cute.make_int_tuple(%arg16) : (i32) -> !cute.int_tuple<"?">
                %ptr_367 = cute.add_offset(%iter_46, %int_tuple_366) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
                %175 = builtin.unrealized_conversion_cast %ptr_367 : !cute.ptr<i64, smem> to !llvm.ptr<3>
                %c49152_i32 = arith.constant 49152 : i32
                %176 = nvvm.mbarrier.arrive.expect_tx %175, %c49152_i32 : !llvm.ptr<3>, i32 -> i64
              }
              %int_tuple_214 = cute.make_int_tuple(%arg16) : (i32) -> !cute.int_tuple<"?">
              %ptr_215 = cute.add_offset(%iter_46, %int_tuple_214) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
              %coord_216 = cute.make_coord(%119, %arg14, %106) : (i32, i32, i32) -> !cute.coord<"(_,?,?,?)">
              %slice_217 = cute.slice(%res_target_tensors, %coord_216) : !cute_coord_tensor_05ca29, !cute.coord<"(_,?,?,?)">
              %iter_218 = cute.get_iter(%slice_217) : !cute_coord_tensor_84c2f1
              %tup_219 = cute.deref_arith_tuple_iter(%iter_218) : !cute_arith_tuple_iter_396070
              %e0_220, %e1_221, %e2_222 = cute.get_leaves(%tup_219) : !cute_int_tuple_ae8a07
              %125 = cute.get_scalars(%e0_220) : !cute.int_tuple<"?{div=64}">
              %126 = cute.get_scalars(%e1_221) : !cute.int_tuple<"?{div=128}">
              %127 = cute.get_scalars(%e2_222) : !cute.int_tuple<"?">
              %iter_223 = cute.get_iter(%slice_217) : !cute_coord_tensor_84c2f1
              %tup_224 = cute.deref_arith_tuple_iter(%iter_223) : !cute_arith_tuple_iter_396070
              %e0_225, %e1_226, %e2_227 = cute.get_leaves(%tup_224) : !cute_int_tuple_ae8a07
              %128 = cute.get_scalars(%e0_225) : !cute.int_tuple<"?{div=64}">
              %129 = cute.get_scalars(%e1_226) : !cute.int_tuple<"?{div=128}">
              %130 = cute.get_scalars(%e2_227) : !cute.int_tuple<"?">
              %coord_228 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,?)">
              %slice_229 = cute.slice(%res_smem_tensor, %coord_228) : !memref_smem_bf16_4, !cute.coord<"(_,?)">
              %iter_230 = cute.get_iter(%slice_229) : !memref_smem_bf16_7
              %iter_231 = cute.get_iter(%slice_229) : !memref_smem_bf16_7
              %lay_232 = cute.get_layout(%slice_217) : !cute_coord_tensor_84c2f1
              %131 = cute.get_shape(%lay_232) : (!cute_layout_5e15fa) -> !cute.shape<"(((64,128),1))">
              %e0_233, %e1_234, %e2_235 = cute.get_leaves(%131) : !cute.shape<"(((64,128),1))">
              %lay_236 = cute.get_layout(%slice_229) : !memref_smem_bf16_7
              %132 = cute.get_shape(%lay_236) : (!cute_layout_718229) -> !cute.shape<"((8192,1))">
              %e0_237, %e1_238 = cute.get_leaves(%132) : !cute.shape<"((8192,1))">
              %shape_239 = cute.make_shape() : () -> !cute.shape<"1">
              %lay_240 = cute.make_layout(%shape_239) : !cute.layout<"1:0">
              %append = cute.append_to_rank<2> (%lay_232, %lay_240) : !cute_layout_5e15fa, !cute.layout<"1:0">
              %int_tuple_241 = cute.make_int_tuple(%e0_225, %e1_226, %e2_227) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ae8a07
              %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_241) : (!cute_int_tuple_ae8a07) -> !cute_arith_tuple_iter_396070
              %view_242 = cute.make_view(%int_tup_iter, %append) : !cute_coord_tensor_f09f0b
              %iter_243 = cute.get_iter(%view_242) : !cute_coord_tensor_f09f0b
              %tup_244 = cute.deref_arith_tuple_iter(%iter_243) : !cute_arith_tuple_iter_396070
              %e0_245, %e1_246, %e2_247 = cute.get_leaves(%tup_244) : !cute_int_tuple_ae8a07
              %133 = cute.get_scalars(%e0_245) : !cute.int_tuple<"?{div=64}">
              %134 = cute.get_scalars(%e1_246) : !cute.int_tuple<"?{div=128}">
              %135 = cute.get_scalars(%e2_247) : !cute.int_tuple<"?">
              %lay_248 = cute.get_layout(%view_242) : !cute_coord_tensor_f09f0b
              %136 = cute.get_shape(%lay_248) : (!cute.layout<"(((64,128),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,128),1),1)">
              %e0_249, %e1_250, %e2_251, %e3_252 = cute.get_leaves(%136) : !cute.shape<"(((64,128),1),1)">
              %grouped_253 = cute.group_modes(%view_242) <1, 2> : (!cute_coord_tensor_f09f0b) -> !cute_coord_tensor_be8f5d
              %iter_254 = cute.get_iter(%grouped_253) : !cute_coord_tensor_be8f5d
              %tup_255 = cute.deref_arith_tuple_iter(%iter_254) : !cute_arith_tuple_iter_396070
              %e0_256, %e1_257, %e2_258 = cute.get_leaves(%tup_255) : !cute_int_tuple_ae8a07
              %137 = cute.get_scalars(%e0_256) : !cute.int_tuple<"?{div=64}">
              %138 = cute.get_scalars(%e1_257) : !cute.int_tuple<"?{div=128}">
              %139 = cute.get_scalars(%e2_258) : !cute.int_tuple<"?">
              %iter_259 = cute.get_iter(%grouped_253) : !cute_coord_tensor_be8f5d
              %tup_260 = cute.deref_arith_tuple_iter(%iter_259) : !cute_arith_tuple_iter_396070
              %e0_261, %e1_262, %e2_263 = cute.get_leaves(%tup_260) : !cute_int_tuple_ae8a07
              %140 = cute.get_scalars(%e0_261) : !cute.int_tuple<"?{div=64}">
              %141 = cute.get_scalars(%e1_262) : !cute.int_tuple<"?{div=128}">
              %142 = cute.get_scalars(%e2_263) : !cute.int_tuple<"?">
              %shape_264 = cute.make_shape() : () -> !cute.shape<"1">
              %lay_265 = cute.make_layout(%shape_264) : !cute.layout<"1:0">
              %append_266 = cute.append_to_rank<2> (%lay_236, %lay_265) : !cute_layout_718229, !cute.layout<"1:0">
              %view_267 = cute.make_view(%iter_231, %append_266) : !memref_smem_bf16_8
              %iter_268 = cute.get_iter(%view_267) : !memref_smem_bf16_8
              %lay_269 = cute.get_layout(%view_267) : !memref_smem_bf16_8
              %143 = cute.get_shape(%lay_269) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
              %e0_270, %e1_271, %e2_272 = cute.get_leaves(%143) : !cute.shape<"((8192,1),1)">
              %grouped_273 = cute.group_modes(%view_267) <1, 2> : (!memref_smem_bf16_8) -> !memref_smem_bf16_9
              %iter_274 = cute.get_iter(%grouped_273) : !memref_smem_bf16_9
              %iter_275 = cute.get_iter(%grouped_273) : !memref_smem_bf16_9
              %lay_276 = cute.get_layout(%grouped_253) : !cute_coord_tensor_be8f5d
              %144 = cute.get_shape(%lay_276) : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute_shape_cb67ce
              %e0_277, %e1_278, %e2_279, %e3_280 = cute.get_leaves(%144) : !cute_shape_cb67ce
              %lay_281 = cute.get_layout(%grouped_273) : !memref_smem_bf16_9
              %145 = cute.get_shape(%lay_281) : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.shape<"((8192,1),(1))">
              %e0_282, %e1_283, %e2_284 = cute.get_leaves(%145) : !cute.shape<"((8192,1),(1))">
              %sz_285 = cute.size(%grouped_253) <{mode = [1]}> : (!cute_coord_tensor_be8f5d) -> !cute.int_tuple<"1">
              %e0_286 = cute.get_leaves(%sz_285) : !cute.int_tuple<"1">
              %sz_287 = cute.size(%grouped_273) <{mode = [1]}> : (!memref_smem_bf16_9) -> !cute.int_tuple<"1">
              %e0_288 = cute.get_leaves(%sz_287) : !cute.int_tuple<"1">
              %146 = cute_nvgpu.atom.make_exec_tma(%arg0) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7) -> !cute_nvgpu_atom_tma_load_07fe0b
              %147 = cute_nvgpu.atom.set_value<tma_bar>(%146, %ptr_215) : (!cute_nvgpu_atom_tma_load_07fe0b, !cute.ptr<i64, smem>)
              cute.copy(%147, %grouped_253, %grouped_273) : (!cute_nvgpu_atom_tma_load_07fe0b, !cute_coord_tensor_be8f5d, !memref_smem_bf16_9)
              %coord_289 = cute.make_coord(%121, %arg14, %106) : (i32, i32, i32) -> !cute.coord<"(_,?,?,?)">
              %slice_290 = cute.slice(%res_target_tensors_183, %coord_289) : !cute_coord_tensor_3ec2ac, !cute.coord<"(_,?,?,?)">
              %iter_291 = cute.get_iter(%slice_290) : !cute_coord_tensor_957cd1
              %tup_292 = cute.deref_arith_tuple_iter(%iter_291) : !cute_arith_tuple_iter_a2b070
              %e0_293, %e1_294, %e2_295 = cute.get_leaves(%tup_292) : !cute_int_tuple_9155e1
              %148 = cute.get_scalars(%e0_293) : !cute.int_tuple<"?{div=64}">
              %149 = cute.get_scalars(%e1_294) : !cute.int_tuple<"?{div=256}">
              %150 = cute.get_scalars(%e2_295) : !cute.int_tuple<"?">
              %iter_296 = cute.get_iter(%slice_290) : !cute_coord_tensor_957cd1
              %tup_297 = cute.deref_arith_tuple_iter(%iter_296) : !cute_arith_tuple_iter_a2b070
              %e0_298, %e1_299, %e2_300 = cute.get_leaves(%tup_297) : !cute_int_tuple_9155e1
              %151 = cute.get_scalars(%e0_298) : !cute.int_tuple<"?{div=64}">
              %152 = cute.get_scalars(%e1_299) : !cute.int_tuple<"?{div=256}">
              %153 = cute.get_scalars(%e2_300) : !cute.int_tuple<"?">
              %coord_301 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,?)">
              %slice_302 = cute.slice(%res_smem_tensor_182, %coord_301) : !memref_smem_bf16_6, !cute.coord<"(_,?)">
              %iter_303 = cute.get_iter(%slice_302) : !memref_smem_bf16_10
              %iter_304 = cute.get_iter(%slice_302) : !memref_smem_bf16_10
              %lay_305 = cute.get_layout(%slice_290) : !cute_coord_tensor_957cd1
              %154 = cute.get_shape(%lay_305) : (!cute_layout_454042) -> !cute.shape<"(((64,256),1))">
              %e0_306, %e1_307, %e2_308 = cute.get_leaves(%154) : !cute.shape<"(((64,256),1))">
              %lay_309 = cute.get_layout(%slice_302) : !memref_smem_bf16_10
              %155 = cute.get_shape(%lay_309) : (!cute_layout_48d12d) -> !cute.shape<"((16384,1))">
              %e0_310, %e1_311 = cute.get_leaves(%155) : !cute.shape<"((16384,1))">
              %shape_312 = cute.make_shape() : () -> !cute.shape<"1">
              %lay_313 = cute.make_layout(%shape_312) : !cute.layout<"1:0">
              %append_314 = cute.append_to_rank<2> (%lay_305, %lay_313) : !cute_layout_454042, !cute.layout<"1:0">
              %int_tuple_315 = cute.make_int_tuple(%e0_298, %e1_299, %e2_300) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=256}">, !cute.int_tuple<"?">) -> !cute_int_tuple_9155e1
              %int_tup_iter_316 = cute.make_arith_tuple_iter(%int_tuple_315) : (!cute_int_tuple_9155e1) -> !cute_arith_tuple_iter_a2b070
              %view_317 = cute.make_view(%int_tup_iter_316, %append_314) : !cute_coord_tensor_02ff5e
              %iter_318 = cute.get_iter(%view_317) : !cute_coord_tensor_02ff5e
              %tup_319 = cute.deref_arith_tuple_iter(%iter_318) : !cute_arith_tuple_iter_a2b070
              %e0_320, %e1_321, %e2_322 = cute.get_leaves(%tup_319) : !cute_int_tuple_9155e1
              %156 = cute.get_scalars(%e0_320) : !cute.int_tuple<"?{div=64}">
              %157 = cute.get_scalars(%e1_321) : !cute.int_tuple<"?{div=256}">
              %158 = cute.get_scalars(%e2_322) : !cute.int_tuple<"?">
              %lay_323 = cute.get_layout(%view_317) : !cute_coord_tensor_02ff5e
              %159 = cute.get_shape(%lay_323) : (!cute.layout<"(((64,256),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,256),1),1)">
              %e0_324, %e1_325, %e2_326, %e3_327 = cute.get_leaves(%159) : !cute.shape<"(((64,256),1),1)">
              %grouped_328 = cute.group_modes(%view_317) <1, 2> : (!cute_coord_tensor_02ff5e) -> !cute_coord_tensor_0436a8
              %iter_329 = cute.get_iter(%grouped_328) : !cute_coord_tensor_0436a8
              %tup_330 = cute.deref_arith_tuple_iter(%iter_329) : !cute_arith_tuple_iter_a2b070
              %e0_331, %e1_332, %e2_333 = cute.get_leaves(%tup_330) : !cute_int_tuple_9155e1
              %160 = cute.get_scalars(%e0_331) : !cute.int_tuple<"?{div=64}">
              %161 = cute.get_scalars(%e1_332) : !cute.int_tuple<"?{div=256}">
              %162 = cute.get_scalars(%e2_333) : !cute.int_tuple<"?">
              %iter_334 = cute.get_iter(%grouped_328) : !cute_coord_tensor_0436a8
              %tup_335 = cute.deref_arith_tuple_iter(%iter_334) : !cute_arith_tuple_iter_a2b070
              %e0_336, %e1_337, %e2_338 = cute.get_leaves(%tup_335) : !cute_int_tuple_9155e1
              %163 = cute.get_scalars(%e0_336) : !cute.int_tuple<"?{div=64}">
              %164 = cute.get_scalars(%e1_337) : !cute.int_tuple<"?{div=256}">
              %165 = cute.get_scalars(%e2_338) : !cute.int_tuple<"?">
              %shape_339 = cute.make_shape() : () -> !cute.shape<"1">
              %lay_340 = cute.make_layout(%shape_339) : !cute.layout<"1:0">
              %append_341 = cute.append_to_rank<2> (%lay_309, %lay_340) : !cute_layout_48d12d, !cute.layout<"1:0">
              %view_342 = cute.make_view(%iter_304, %append_341) : !memref_smem_bf16_11
              %iter_343 = cute.get_iter(%view_342) : !memref_smem_bf16_11
              %lay_344 = cute.get_layout(%view_342) : !memref_smem_bf16_11
              %166 = cute.get_shape(%lay_344) : (!cute.layout<"((16384,1),1):((1,0),0)">) -> !cute.shape<"((16384,1),1)">
              %e0_345, %e1_346, %e2_347 = cute.get_leaves(%166) : !cute.shape<"((16384,1),1)">
              %grouped_348 = cute.group_modes(%view_342) <1, 2> : (!memref_smem_bf16_11) -> !memref_smem_bf16_12
              %iter_349 = cute.get_iter(%grouped_348) : !memref_smem_bf16_12
              %iter_350 = cute.get_iter(%grouped_348) : !memref_smem_bf16_12
              %lay_351 = cute.get_layout(%grouped_328) : !cute_coord_tensor_0436a8
              %167 = cute.get_shape(%lay_351) : (!cute.layout<"(((64,256),1),(1)):(((1@0,1@1),0),(0))">) -> !cute_shape_5b9815
              %e0_352, %e1_353, %e2_354, %e3_355 = cute.get_leaves(%167) : !cute_shape_5b9815
              %lay_356 = cute.get_layout(%grouped_348) : !memref_smem_bf16_12
              %168 = cute.get_shape(%lay_356) : (!cute.layout<"((16384,1),(1)):((1,0),(0))">) -> !cute.shape<"((16384,1),(1))">
              %e0_357, %e1_358, %e2_359 = cute.get_leaves(%168) : !cute.shape<"((16384,1),(1))">
              %sz_360 = cute.size(%grouped_328) <{mode = [1]}> : (!cute_coord_tensor_0436a8) -> !cute.int_tuple<"1">
              %e0_361 = cute.get_leaves(%sz_360) : !cute.int_tuple<"1">
              %sz_362 = cute.size(%grouped_348) <{mode = [1]}> : (!memref_smem_bf16_12) -> !cute.int_tuple<"1">
              %e0_363 = cute.get_leaves(%sz_362) : !cute.int_tuple<"1">
              %169 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_e16f63) -> !cute_nvgpu_atom_tma_load_176067
              %170 = cute_nvgpu.atom.set_value<tma_bar>(%169, %ptr_215) : (!cute_nvgpu_atom_tma_load_176067, !cute.ptr<i64, smem>)
              cute.copy(%170, %grouped_328, %grouped_348) : (!cute_nvgpu_atom_tma_load_176067, !cute_coord_tensor_0436a8, !memref_smem_bf16_12)
              %c1_i32_364 = arith.constant 1 : i32
              %171 = arith.addi %arg16, %c1_i32_364 : i32
              %172 = arith.addi %arg15, %c1_i32_364 : i32
              %c4_i32_365 = arith.constant 4 : i32
              %173 = arith.cmpi eq, %171, %c4_i32_365 : i32
              %174:2 = scf.if %173 -> (i32, i32) {
                %c1_i32_366 = arith.constant 1 : i32
                %175 = arith.xori %arg17, %c1_i32_366 : i32
                %c0_i32_367 = arith.constant 0 : i32
                scf.yield %c0_i32_367, %175 : i32, i32
              } else {
                scf.yield %171, %arg17 : i32, i32
              }
              scf.yield %172, %174#0, %174#1 : i32, i32, i32
            }
            %123 = arith.addi %arg10, %23 : i32
            scf.yield %123, %122#0, %122#1, %122#2 : i32, i32, i32, i32
          }
          %int_tuple_201 = cute.make_int_tuple(%85#2) : (i32) -> !cute.int_tuple<"?">
          %ptr_202 = cute.add_offset(%ptr_50, %int_tuple_201) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %86 = builtin.unrealized_conversion_cast %ptr_202 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          %c10000000_i32 = arith.constant 10000000 : i32
          nvvm.mbarrier.try_wait.parity %86, %85#3, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %c1_i32_203 = arith.constant 1 : i32
          %87 = arith.addi %85#2, %c1_i32_203 : i32
          %88 = arith.addi %85#1, %c1_i32_203 : i32
          %c4_i32 = arith.constant 4 : i32
          %89 = arith.cmpi eq, %87, %c4_i32 : i32
          %90:2 = scf.if %89 -> (i32, i32) {
            %c1_i32_210 = arith.constant 1 : i32
            %106 = arith.xori %85#3, %c1_i32_210 : i32
            %c0_i32_211 = arith.constant 0 : i32
            scf.yield %c0_i32_211, %106 : i32, i32
          } else {
            scf.yield %87, %85#3 : i32, i32
          }
          %int_tuple_204 = cute.make_int_tuple(%90#0) : (i32) -> !cute.int_tuple<"?">
          %ptr_205 = cute.add_offset(%ptr_50, %int_tuple_204) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %91 = builtin.unrealized_conversion_cast %ptr_205 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.try_wait.parity %91, %90#1, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %92 = arith.addi %90#0, %c1_i32_203 : i32
          %93 = arith.addi %88, %c1_i32_203 : i32
          %94 = arith.cmpi eq, %92, %c4_i32 : i32
          %95:2 = scf.if %94 -> (i32, i32) {
            %c1_i32_210 = arith.constant 1 : i32
            %106 = arith.xori %90#1, %c1_i32_210 : i32
            %c0_i32_211 = arith.constant 0 : i32
            scf.yield %c0_i32_211, %106 : i32, i32
          } else {
            scf.yield %92, %90#1 : i32, i32
          }
          %int_tuple_206 = cute.make_int_tuple(%95#0) : (i32) -> !cute.int_tuple<"?">
          %ptr_207 = cute.add_offset(%ptr_50, %int_tuple_206) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %96 = builtin.unrealized_conversion_cast %ptr_207 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.try_wait.parity %96, %95#1, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %97 = arith.addi %95#0, %c1_i32_203 : i32
          %98 = arith.addi %93, %c1_i32_203 : i32
          %99 = arith.cmpi eq, %97, %c4_i32 : i32
          %100:2 = scf.if %99 -> (i32, i32) {
            %c1_i32_210 = arith.constant 1 : i32
            %106 = arith.xori %95#1, %c1_i32_210 : i32
            %c0_i32_211 = arith.constant 0 : i32
            scf.yield %c0_i32_211, %106 : i32, i32
          } else {
            scf.yield %97, %95#1 : i32, i32
          }
          %int_tuple_208 = cute.make_int_tuple(%100#0) : (i32) -> !cute.int_tuple<"?">
          %ptr_209 = cute.add_offset(%ptr_50, %int_tuple_208) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %101 = builtin.unrealized_conversion_cast %ptr_209 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.try_wait.parity %101, %100#1, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %102 = arith.addi %100#0, %c1_i32_203 : i32
          %103 = arith.addi %98, %c1_i32_203 : i32
          %104 = arith.cmpi eq, %102, %c4_i32 : i32
          %105:2 = scf.if %104 -> (i32, i32) {
            %c1_i32_210 = arith.constant 1 : i32
            %106 = arith.xori %100#1, %c1_i32_210 : i32
            %c0_i32_211 = arith.constant 0 : i32
            scf.yield %c0_i32_211, %106 : i32, i32
          } else {
            scf.yield %102, %100#1 : i32, i32
          }
        } else {
        }
        scf.yield %arg6 : !mma_bf16_bf16_f32_64x256x16
      } else {
        nvvm.setmaxregister increase 232
        %c128_i32_198 = arith.constant 128 : i32
        %84 = arith.subi %0, %c128_i32_198 : i32
        %coord_199 = cute.make_coord(%84) : (i32) -> !cute.coord<"?">
        %ptn_A = cute.tiled.mma.partition A (%arg6, %view, %coord_199) : (!mma_bf16_bf16_f32_64x256x16, !memref_smem_bf16, !cute.coord<"?">) -> !memref_smem_bf16_13
        %iter_200 = cute.get_iter(%ptn_A) : !memref_smem_bf16_13
        %lay_201 = cute.get_layout(%ptn_A) : !memref_smem_bf16_13
        %frg_A = cute.mma.make_fragment A (%arg6, %ptn_A) : (!mma_bf16_bf16_f32_64x256x16, !memref_smem_bf16_13) -> !cute_nvgpu_smem_desc_view_de8b8e
        %iter_202 = cute.get_iter(%frg_A) : !cute_nvgpu_smem_desc_view_de8b8e
        %coord_203 = cute.make_coord(%84) : (i32) -> !cute.coord<"?">
        %ptn_B = cute.tiled.mma.partition B (%arg6, %view_75, %coord_203) : (!mma_bf16_bf16_f32_64x256x16, !memref_smem_bf16_1, !cute.coord<"?">) -> !memref_smem_bf16_14
        %iter_204 = cute.get_iter(%ptn_B) : !memref_smem_bf16_14
        %lay_205 = cute.get_layout(%ptn_B) : !memref_smem_bf16_14
        %frg_B = cute.mma.make_fragment B (%arg6, %ptn_B) : (!mma_bf16_bf16_f32_64x256x16, !memref_smem_bf16_14) -> !cute_nvgpu_smem_desc_view_72b18d
        %iter_206 = cute.get_iter(%frg_B) : !cute_nvgpu_smem_desc_view_72b18d
        %coord_207 = cute.make_coord(%84) : (i32) -> !cute.coord<"?">
        %ptn_C = cute.tiled.mma.partition C (%arg6, %tiled_view_108, %coord_207) : (!mma_bf16_bf16_f32_64x256x16, !cute_coord_tensor_8ff5fd, !cute.coord<"?">) -> !cute_coord_tensor_330163
        %iter_208 = cute.get_iter(%ptn_C) : !cute_coord_tensor_330163
        %tup_209 = cute.deref_arith_tuple_iter(%iter_208) : !cute.arith_tuple_iter<"(?{div=2},?,0)">
        %e0_210, %e1_211, %e2_212 = cute.get_leaves(%tup_209) : !cute.int_tuple<"(?{div=2},?,0)">
        %85 = cute.get_scalars(%e0_210) : !cute.int_tuple<"?{div=2}">
        %86 = cute.get_scalars(%e1_211) : !cute.int_tuple<"?">
        %lay_213 = cute.get_layout(%ptn_C) : !cute_coord_tensor_330163
        %87 = cute.get_shape(%lay_213) : (!cute.layout<"((2,2,32),1,1,8,5,2):((1@0,8@1,8@0),0,0,128@1,256@0,1@2)">) -> !cute_shape_7079ac
        %e0_214, %e1_215, %e2_216, %e3_217, %e4_218, %e5_219, %e6, %e7 = cute.get_leaves(%87) : !cute_shape_7079ac
        %shape_220 = cute.make_shape() : () -> !cute.shape<"((2,2,32),1,1)">
        %lay_221 = cute.make_layout(%shape_220) : !cute_layout_dd6f63
        %rmem = cute.memref.alloca(%lay_221) : !memref_rmem_f32
        %iter_222 = cute.get_iter(%rmem) : !memref_rmem_f32
        %iter_223 = cute.get_iter(%rmem) : !memref_rmem_f32
        %sz_224 = cute.size(%frg_A) <{mode = [2]}> : (!cute_nvgpu_smem_desc_view_de8b8e) -> !cute.int_tuple<"4">
        %e0_225 = cute.get_leaves(%sz_224) : !cute.int_tuple<"4">
        %shape_226 = cute.make_shape() : () -> !cute.shape<"(8,8)">
        %atom = cute.make_atom() : () -> !cute_nvgpu_atom_stsm_191f92
        %shape_227 = cute.make_shape() : () -> !cute.shape<"(8,8)">
        %atom_228 = cute.make_atom() : () -> !cute_nvgpu_atom_stsm_191f92
        %88 = cute.static : !cute_layout_28e28f
        %89 = cute.static : !cute_layout_cc3288
        %sz_229 = cute.size(%89) <{mode = [1]}> : (!cute_layout_cc3288) -> !cute.int_tuple<"8">
        %e0_230 = cute.get_leaves(%sz_229) : !cute.int_tuple<"8">
        %sz_231 = cute.size(%88) <{mode = [1]}> : (!cute_layout_28e28f) -> !cute.int_tuple<"128">
        %e0_232 = cute.get_leaves(%sz_231) : !cute.int_tuple<"128">
        %sz_233 = cute.size(%88) <{mode = [0]}> : (!cute_layout_28e28f) -> !cute.int_tuple<"256">
        %e0_234 = cute.get_leaves(%sz_233) : !cute.int_tuple<"256">
        %shape_235 = cute.make_shape() : () -> !cute.shape<"(256,8)">
        %lay_236 = cute.make_layout(%shape_235) : !cute.layout<"(256,8):(1,256)">
        %90 = cute.composition(%88, %lay_236) : (!cute_layout_28e28f, !cute.layout<"(256,8):(1,256)">) -> !cute_layout_1c28bd
        %91 = cute.static : !cute.tile<"[_;_;_]">
        %e0_237, %e1_238, %e2_239 = cute.get_leaves(%91) : !cute.tile<"[_;_;_]">
        %92 = cute.static : !cute_layout_002152
        %93 = cute.static : !cute.shape<"(64,256,16)">
        %e0_240, %e1_241, %e2_242 = cute.get_leaves(%93) : !cute.shape<"(64,256,16)">
        %int_tuple_243 = cute.make_int_tuple() : () -> !cute.int_tuple<"(64,256,16)">
        %sz_244 = cute.size(%int_tuple_243) <{mode = [0]}> : (!cute.int_tuple<"(64,256,16)">) -> !cute.int_tuple<"64">
        %e0_245 = cute.get_leaves(%sz_244) : !cute.int_tuple<"64">
        %sz_246 = cute.size(%92) <{mode = [1]}> : (!cute_layout_002152) -> !cute.int_tuple<"2">
        %e0_247 = cute.get_leaves(%sz_246) : !cute.int_tuple<"2">
        %94 = cute.static : !cute.tile<"[_;_;_]">
        %e0_248, %e1_249, %e2_250 = cute.get_leaves(%94) : !cute.tile<"[_;_;_]">
        %95 = cute.static : !cute_layout_002152
        %96 = cute.static : !cute.shape<"(64,256,16)">
        %e0_251, %e1_252, %e2_253 = cute.get_leaves(%96) : !cute.shape<"(64,256,16)">
        %int_tuple_254 = cute.make_int_tuple() : () -> !cute.int_tuple<"(64,256,16)">
        %sz_255 = cute.size(%int_tuple_254) <{mode = [1]}> : (!cute.int_tuple<"(64,256,16)">) -> !cute.int_tuple<"256">
        %e0_256 = cute.get_leaves(%sz_255) : !cute.int_tuple<"256">
        %sz_257 = cute.size(%95) <{mode = [2]}> : (!cute_layout_002152) -> !cute.int_tuple<"1">
        %e0_258 = cute.get_leaves(%sz_257) : !cute.int_tuple<"1">
        %shape_259 = cute.make_shape() : () -> !cute.shape<"(128,256)">
        %stride = cute.make_stride() : () -> !cute.stride<"(1,0)">
        %lay_260 = cute.make_layout(%shape_259, %stride) : !cute.layout<"(128,256):(1,0)">
        %97 = cute.composition(%lay_260, %90) : (!cute.layout<"(128,256):(1,0)">, !cute_layout_1c28bd) -> !cute_layout_3c93fa
        %filtered = cute.filter(%97) : !cute_layout_3c93fa
        %shape_261 = cute.make_shape() : () -> !cute.shape<"(128,256)">
        %stride_262 = cute.make_stride() : () -> !cute.stride<"(0,1)">
        %lay_263 = cute.make_layout(%shape_261, %stride_262) : !cute.layout<"(128,256):(0,1)">
        %98 = cute.composition(%lay_263, %90) : (!cute.layout<"(128,256):(0,1)">, !cute_layout_1c28bd) -> !cute_layout_b9dd76
        %filtered_264 = cute.filter(%98) : !cute_layout_b9dd76
        %shape_265 = cute.make_shape() : () -> !cute.shape<"(128,256)">
        %lay_266 = cute.make_layout(%shape_265) : !cute_layout_2c5fef
        %99 = cute.get_shape(%filtered) : (!cute_layout_ae7531) -> !cute.shape<"(8,8,2)">
        %e0_267, %e1_268, %e2_269 = cute.get_leaves(%99) : !cute.shape<"(8,8,2)">
        %100 = cute.get_stride(%filtered) : (!cute_layout_ae7531) -> !cute.stride<"(1,16,8)">
        %e0_270, %e1_271, %e2_272 = cute.get_leaves(%100) : !cute.stride<"(1,16,8)">
        %101 = cute.get_shape(%filtered_264) : (!cute.layout<"(4,2,2):(2,1,8)">) -> !cute.shape<"(4,2,2)">
        %e0_273, %e1_274, %e2_275 = cute.get_leaves(%101) : !cute.shape<"(4,2,2)">
        %102 = cute.get_stride(%filtered_264) : (!cute.layout<"(4,2,2):(2,1,8)">) -> !cute.stride<"(2,1,8)">
        %e0_276, %e1_277, %e2_278 = cute.get_leaves(%102) : !cute.stride<"(2,1,8)">
        %tile_279 = cute.make_tile() : () -> !cute_tile_df0369
        %103 = cute.composition(%lay_266, %tile_279) : (!cute_layout_2c5fef, !cute_tile_df0369) -> !cute_layout_f492b8
        %linv = cute.left_inverse(%103) : (!cute_layout_f492b8) -> !cute_layout_06d400
        %104 = cute.composition(%linv, %90) : (!cute_layout_06d400, !cute_layout_1c28bd) -> !cute.layout<"((4,8,8),(2,2,2)):((128,1,8),(512,64,1024))">
        %105 = cute.get_shape(%filtered) : (!cute_layout_ae7531) -> !cute.shape<"(8,8,2)">
        %e0_280, %e1_281, %e2_282 = cute.get_leaves(%105) : !cute.shape<"(8,8,2)">
        %106 = cute.get_stride(%filtered) : (!cute_layout_ae7531) -> !cute.stride<"(1,16,8)">
        %e0_283, %e1_284, %e2_285 = cute.get_leaves(%106) : !cute.stride<"(1,16,8)">
        %107 = cute.get_shape(%filtered_264) : (!cute.layout<"(4,2,2):(2,1,8)">) -> !cute.shape<"(4,2,2)">
        %e0_286, %e1_287, %e2_288 = cute.get_leaves(%107) : !cute.shape<"(4,2,2)">
        %108 = cute.get_stride(%filtered_264) : (!cute.layout<"(4,2,2):(2,1,8)">) -> !cute.stride<"(2,1,8)">
        %e0_289, %e1_290, %e2_291 = cute.get_leaves(%108) : !cute.stride<"(2,1,8)">
        %tile_292 = cute.make_tile() : () -> !cute_tile_df0369
        %109 = cute.make_tiled_copy(%atom_228) : !copy_stsm_4
        %110 = cute.static : !cute.layout<"((4,64),((2,2,2),1)):((128,1),((512,64,1024),0))">
        %111 = cute.static : !cute_tile_df0369
        %e0_293, %e1_294 = cute.get_leaves(%111) : !cute_tile_df0369
        %112 = cute.get_shape(%e0_293) : (!cute_layout_ae7531) -> !cute.shape<"(8,8,2)">
        %e0_295, %e1_296, %e2_297 = cute.get_leaves(%112) : !cute.shape<"(8,8,2)">
        %113 = cute.get_stride(%e0_293) : (!cute_layout_ae7531) -> !cute.stride<"(1,16,8)">
        %e0_298, %e1_299, %e2_300 = cute.get_leaves(%113) : !cute.stride<"(1,16,8)">
        %114 = cute.get_shape(%e1_294) : (!cute.layout<"(4,2,2):(2,1,8)">) -> !cute.shape<"(4,2,2)">
        %e0_301, %e1_302, %e2_303 = cute.get_leaves(%114) : !cute.shape<"(4,2,2)">
        %115 = cute.get_stride(%e1_294) : (!cute.layout<"(4,2,2):(2,1,8)">) -> !cute.stride<"(2,1,8)">
        %e0_304, %e1_305, %e2_306 = cute.get_leaves(%115) : !cute.stride<"(2,1,8)">
        %tile_307 = cute.make_tile() : () -> !cute_tile_df0369
        %116 = cute.make_tiled_copy(%atom) : !copy_stsm_4_1
        %coord_308 = cute.make_coord(%84) : (i32) -> !cute.coord<"?">
        %dst_partitioned = cute.tiled.copy.partition_D(%116, %view_79, %coord_308) : (!copy_stsm_4_1, !memref_smem_bf16_2, !cute.coord<"?">) -> !memref_smem_bf16_15
        %iter_309 = cute.get_iter(%dst_partitioned) : !memref_smem_bf16_15
        %retiled = cute.tiled.copy.retile(%116, %rmem) : (!copy_stsm_4_1, !memref_rmem_f32) -> !memref_rmem_f32_1
        %iter_310 = cute.get_iter(%retiled) : !memref_rmem_f32_1
        %coord_311 = cute.make_coord(%84) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%116, %view_79, %coord_311) : (!copy_stsm_4_1, !memref_smem_bf16_2, !cute.coord<"?">) -> !memref_smem_bf16_16
        %iter_312 = cute.get_iter(%src_partitioned) : !memref_smem_bf16_16
        %lay_313 = cute.get_layout(%src_partitioned) : !memref_smem_bf16_16
        %117 = cute.get_shape(%lay_313) : (!cute.layout<"(((2,2,2),1),1,2,(1,4)):(((1,256,8),0),0,16,(0,4096))">) -> !cute_shape_c0bdcb
        %e0_314, %e1_315, %e2_316, %e3_317, %e4_318, %e5_319, %e6_320, %e7_321 = cute.get_leaves(%117) : !cute_shape_c0bdcb
        %shape_322 = cute.make_shape() : () -> !cute_shape_6fc090
        %lay_323 = cute.make_layout(%shape_322) : !cute_layout_07db63
        %rmem_324 = cute.memref.alloca(%lay_323) : !memref_rmem_f32_2
        %iter_325 = cute.get_iter(%rmem_324) : !memref_rmem_f32_2
        %iter_326 = cute.get_iter(%rmem_324) : !memref_rmem_f32_2
        %shape_327 = cute.make_shape() : () -> !cute_shape_6fc090
        %lay_328 = cute.make_layout(%shape_327) : !cute_layout_07db63
        %rmem_329 = cute.memref.alloca(%lay_328) : !memref_rmem_bf16
        %iter_330 = cute.get_iter(%rmem_329) : !memref_rmem_bf16
        %iter_331 = cute.get_iter(%rmem_329) : !memref_rmem_bf16
        %sz_332 = cute.size(%rmem_324) : (!memref_rmem_f32_2) -> !cute.int_tuple<"16">
        %e0_333 = cute.get_leaves(%sz_332) : !cute.int_tuple<"16">
        %c0_i32_334 = arith.constant 0 : i32
        %118:12 = scf.while (%arg10 = %rmem_324, %arg11 = %c0_i32_334, %arg12 = %20, %arg13 = %rmem, %arg14 = %arg6, %arg15 = %c0_i32_334, %arg16 = %c0_i32_334, %arg17 = %c0_i32_334, %arg18 = %c0_i32_334, %arg19 = %c0_i32_334, %arg20 = %c0_i32_334, %arg21 = %rmem_329) : (!memref_rmem_f32_2, i32, i32, !memref_rmem_f32, !mma_bf16_bf16_f32_64x256x16, i32, i32, i32, i32, i32, i32, !memref_rmem_bf16) -> (!memref_rmem_f32_2, i32, i32, !memref_rmem_f32, !mma_bf16_bf16_f32_64x256x16, i32, i32, i32, i32, i32, i32, !memref_rmem_bf16) {
          %iter_341 = cute.get_iter(%arg10) : !memref_rmem_f32_2
          %iter_342 = cute.get_iter(%arg13) : !memref_rmem_f32
          %iter_343 = cute.get_iter(%arg21) : !memref_rmem_bf16
          %iter_344 = cute.get_iter(%arg10) : !memref_rmem_f32_2
          %iter_345 = cute.get_iter(%arg13) : !memref_rmem_f32
          %iter_346 = cute.get_iter(%arg21) : !memref_rmem_bf16
          %c80_i32 = arith.constant 80 : i32
          %119 = arith.cmpi slt, %arg12, %c80_i32 : i32
          %iter_347 = cute.get_iter(%arg10) : !memref_rmem_f32_2
          %iter_348 = cute.get_iter(%arg13) : !memref_rmem_f32
          %iter_349 = cute.get_iter(%arg21) : !memref_rmem_bf16
          %iter_350 = cute.get_iter(%arg10) : !memref_rmem_f32_2
          %iter_351 = cute.get_iter(%arg13) : !memref_rmem_f32
          %iter_352 = cute.get_iter(%arg21) : !memref_rmem_bf16
          scf.condition(%119) %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21 : !memref_rmem_f32_2, i32, i32, !memref_rmem_f32, !mma_bf16_bf16_f32_64x256x16, i32, i32, i32, i32, i32, i32, !memref_rmem_bf16
        } do {
        ^bb0(%arg10: !memref_rmem_f32_2, %arg11: i32, %arg12: i32, %arg13: !memref_rmem_f32, %arg14: !mma_bf16_bf16_f32_64x256x16, %arg15: i32, %arg16: i32, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: !memref_rmem_bf16):
          %iter_341 = cute.get_iter(%arg10) : !memref_rmem_f32_2
          %iter_342 = cute.get_iter(%arg13) : !memref_rmem_f32
          %iter_343 = cute.get_iter(%arg21) : !memref_rmem_bf16
          %iter_344 = cute.get_iter(%arg10) : !memref_rmem_f32_2
          %iter_345 = cute.get_iter(%arg13) : !memref_rmem_f32
          %iter_346 = cute.get_iter(%arg21) : !memref_rmem_bf16
          %c40_i32 = arith.constant 40 : i32
          %119 = arith.floordivsi %arg12, %c40_i32 : i32
          %120 = arith.muli %119, %c40_i32 : i32
          %121 = arith.subi %arg12, %120 : i32
          %122 = arith.floordivsi %121, %c40_i32 : i32
          %c8_i32 = arith.constant 8 : i32
          %123 = arith.muli %122, %c8_i32 : i32
          %124 = arith.subi %c8_i32, %123 : i32
          %c8_i32_347 = arith.constant 8 : i32
          %125 = arith.minsi %124, %c8_i32_347 : i32
          %126 = arith.muli %122, %c40_i32 : i32
          %127 = arith.subi %121, %126 : i32
          %128 = arith.remsi %127, %125 : i32
          %129 = arith.addi %123, %128 : i32
          %130 = arith.floordivsi %127, %125 : i32
          %c1_i32_348 = arith.constant 1 : i32
          %131 = arith.muli %129, %c1_i32_348 : i32
          %132 = arith.addi %131, %18 : i32
          %133 = arith.muli %130, %c1_i32_348 : i32
          %134 = arith.addi %133, %19 : i32
          %lay_349 = cute.get_layout(%arg13) : !memref_rmem_f32
          %sz_350 = cute.size(%arg13) : (!memref_rmem_f32) -> !cute.int_tuple<"128">
          %e0_351 = cute.get_leaves(%sz_350) : !cute.int_tuple<"128">
          %135 = cute.get_shape(%lay_349) : (!cute_layout_dd6f63) -> !cute.shape<"((2,2,32),1,1)">
          %e0_352, %e1_353, %e2_354, %e3_355, %e4_356 = cute.get_leaves(%135) : !cute.shape<"((2,2,32),1,1)">
          %int_tuple_357 = cute.make_int_tuple() : () -> !cute_int_tuple_6e1f30
          %res = cute.tuple.product(%int_tuple_357) : (!cute_int_tuple_6e1f30) -> !cute.int_tuple<"128">
          %e0_358 = cute.get_leaves(%res) : !cute.int_tuple<"128">
          %cst = arith.constant 0.000000e+00 : f32
          %136 = vector.broadcast %cst : f32 to vector<128xf32>
          %int_tuple_359 = cute.make_int_tuple() : () -> !cute_int_tuple_6e1f30
          %sz_360 = cute.size(%int_tuple_359) : (!cute_int_tuple_6e1f30) -> !cute.int_tuple<"128">
          %e0_361 = cute.get_leaves(%sz_360) : !cute.int_tuple<"128">
          %int_tuple_362 = cute.make_int_tuple() : () -> !cute_int_tuple_6e1f30
          %sz_363 = cute.size(%int_tuple_362) : (!cute_int_tuple_6e1f30) -> !cute.int_tuple<"128">
          %e0_364 = cute.get_leaves(%sz_363) : !cute.int_tuple<"128">
          cute.memref.store_vec(%136, %arg13) : (vector<128xf32>, !memref_rmem_f32) -> ()
          %true = arith.constant true
          %137 = cute_nvgpu.atom.set_value<accum_c>(%arg14, %true) : (!mma_bf16_bf16_f32_64x256x16, i1)
          nvvm.wgmma.fence.aligned
          %c0_i32_365 = arith.constant 0 : i32
          %c9_i32 = arith.constant 9 : i32
          %c1_i32_366 = arith.constant 1 : i32
          %138:6 = scf.for %arg22 = %c0_i32_365 to %c9_i32 step %c1_i32_366 iter_args(%arg23 = %arg15, %arg24 = %arg16, %arg25 = %arg17, %arg26 = %arg18, %arg27 = %arg19, %arg28 = %arg20) -> (i32, i32, i32, i32, i32, i32)  : i32 {
            %true_1220 = arith.constant true
            scf.if %true_1220 {
              %int_tuple_1286 = cute.make_int_tuple(%arg27) : (i32) -> !cute.int_tuple<"?">
              %ptr_1287 = cute.add_offset(%iter_46, %int_tuple_1286) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
              %395 = builtin.unrealized_conversion_cast %ptr_1287 : !cute.ptr<i64, smem> to !llvm.ptr<3>
              %c10000000_i32 = arith.constant 10000000 : i32
              nvvm.mbarrier.try_wait.parity %395, %arg28, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            }
            %coord_1221 = cute.make_coord(%arg27) : (i32) -> !cute.coord<"(_,_,0,?)">
            %slice_1222 = cute.slice(%frg_A, %coord_1221) : !cute_nvgpu_smem_desc_view_de8b8e, !cute.coord<"(_,_,0,?)">
            %iter_1223 = cute.get_iter(%slice_1222) : !cute_nvgpu_smem_desc_view_58760c
            %iter_1224 = cute.get_iter(%slice_1222) : !cute_nvgpu_smem_desc_view_58760c
            %coord_1225 = cute.make_coord(%arg27) : (i32) -> !cute.coord<"(_,_,0,?)">
            %slice_1226 = cute.slice(%frg_B, %coord_1225) : !cute_nvgpu_smem_desc_view_72b18d, !cute.coord<"(_,_,0,?)">
            %iter_1227 = cute.get_iter(%slice_1226) : !cute_nvgpu_smem_desc_view_58760c
            %iter_1228 = cute.get_iter(%slice_1226) : !cute_nvgpu_smem_desc_view_58760c
            %lay_1229 = cute.get_layout(%slice_1222) : !cute_nvgpu_smem_desc_view_58760c
            %380 = cute.get_shape(%lay_1229) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_1230, %e1_1231 = cute.get_leaves(%380) : !cute.shape<"(1,1)">
            %lay_1232 = cute.get_layout(%slice_1226) : !cute_nvgpu_smem_desc_view_58760c
            %381 = cute.get_shape(%lay_1232) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_1233, %e1_1234 = cute.get_leaves(%381) : !cute.shape<"(1,1)">
            %lay_1235 = cute.get_layout(%arg13) : !memref_rmem_f32
            %382 = cute.get_shape(%lay_1235) : (!cute_layout_dd6f63) -> !cute.shape<"((2,2,32),1,1)">
            %e0_1236, %e1_1237, %e2_1238, %e3_1239, %e4_1240 = cute.get_leaves(%382) : !cute.shape<"((2,2,32),1,1)">
            cute.gemm(%137, %arg13, %slice_1222, %slice_1226, %arg13) : (!mma_bf16_bf16_f32_64x256x16, !memref_rmem_f32, !cute_nvgpu_smem_desc_view_58760c, !cute_nvgpu_smem_desc_view_58760c, !memref_rmem_f32)
            %coord_1241 = cute.make_coord(%arg27) : (i32) -> !cute.coord<"(_,_,1,?)">
            %slice_1242 = cute.slice(%frg_A, %coord_1241) : !cute_nvgpu_smem_desc_view_de8b8e, !cute.coord<"(_,_,1,?)">
            %iter_1243 = cute.get_iter(%slice_1242) : !cute_nvgpu_smem_desc_view_58760c
            %iter_1244 = cute.get_iter(%slice_1242) : !cute_nvgpu_smem_desc_view_58760c
            %coord_1245 = cute.make_coord(%arg27) : (i32) -> !cute.coord<"(_,_,1,?)">
            %slice_1246 = cute.slice(%frg_B, %coord_1245) : !cute_nvgpu_smem_desc_view_72b18d, !cute.coord<"(_,_,1,?)">
            %iter_1247 = cute.get_iter(%slice_1246) : !cute_nvgpu_smem_desc_view_58760c
            %iter_1248 = cute.get_iter(%slice_1246) : !cute_nvgpu_smem_desc_view_58760c
            %lay_1249 = cute.get_layout(%slice_1242) : !cute_nvgpu_smem_desc_view_58760c
            %383 = cute.get_shape(%lay_1249) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_1250, %e1_1251 = cute.get_leaves(%383) : !cute.shape<"(1,1)">
            %lay_1252 = cute.get_layout(%slice_1246) : !cute_nvgpu_smem_desc_view_58760c
            %384 = cute.get_shape(%lay_1252) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_1253, %e1_1254 = cute.get_leaves(%384) : !cute.shape<"(1,1)">
            cute.gemm(%137, %arg13, %slice_1242, %slice_1246, %arg13) : (!mma_bf16_bf16_f32_64x256x16, !memref_rmem_f32, !cute_nvgpu_smem_desc_view_58760c, !cute_nvgpu_smem_desc_view_58760c, !memref_rmem_f32)
            %coord_1255 = cute.make_coord(%arg27) : (i32) -> !cute.coord<"(_,_,2,?)">
            %slice_1256 = cute.slice(%frg_A, %coord_1255) : !cute_nvgpu_smem_desc_view_de8b8e, !cute.coord<"(_,_,2,?)">
            %iter_1257 = cute.get_iter(%slice_1256) : !cute_nvgpu_smem_desc_view_58760c
            %iter_1258 = cute.get_iter(%slice_1256) : !cute_nvgpu_smem_desc_view_58760c
            %coord_1259 = cute.make_coord(%arg27) : (i32) -> !cute.coord<"(_,_,2,?)">
            %slice_1260 = cute.slice(%frg_B, %coord_1259) : !cute_nvgpu_smem_desc_view_72b18d, !cute.coord<"(_,_,2,?)">
            %iter_1261 = cute.get_iter(%slice_1260) : !cute_nvgpu_smem_desc_view_58760c
            %iter_1262 = cute.get_iter(%slice_1260) : !cute_nvgpu_smem_desc_view_58760c
            %lay_1263 = cute.get_layout(%slice_1256) : !cute_nvgpu_smem_desc_view_58760c
            %385 = cute.get_shape(%lay_1263) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_1264, %e1_1265 = cute.get_leaves(%385) : !cute.shape<"(1,1)">
            %lay_1266 = cute.get_layout(%slice_1260) : !cute_nvgpu_smem_desc_view_58760c
            %386 = cute.get_shape(%lay_1266) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_1267, %e1_1268 = cute.get_leaves(%386) : !cute.shape<"(1,1)">
            cute.gemm(%137, %arg13, %slice_1256, %slice_1260, %arg13) : (!mma_bf16_bf16_f32_64x256x16, !memref_rmem_f32, !cute_nvgpu_smem_desc_view_58760c, !cute_nvgpu_smem_desc_view_58760c, !memref_rmem_f32)
            %coord_1269 = cute.make_coord(%arg27) : (i32) -> !cute.coord<"(_,_,3,?)">
            %slice_1270 = cute.slice(%frg_A, %coord_1269) : !cute_nvgpu_smem_desc_view_de8b8e, !cute.coord<"(_,_,3,?)">
            %iter_1271 = cute.get_iter(%slice_1270) : !cute_nvgpu_smem_desc_view_58760c
            %iter_1272 = cute.get_iter(%slice_1270) : !cute_nvgpu_smem_desc_view_58760c
            %coord_1273 = cute.make_coord(%arg27) : (i32) -> !cute.coord<"(_,_,3,?)">
            %slice_1274 = cute.slice(%frg_B, %coord_1273) : !cute_nvgpu_smem_desc_view_72b18d, !cute.coord<"(_,_,3,?)">
            %iter_1275 = cute.get_iter(%slice_1274) : !cute_nvgpu_smem_desc_view_58760c
            %iter_1276 = cute.get_iter(%slice_1274) : !cute_nvgpu_smem_desc_view_58760c
            %lay_1277 = cute.get_layout(%slice_1270) : !cute_nvgpu_smem_desc_view_58760c
            %387 = cute.get_shape(%lay_1277) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_1278, %e1_1279 = cute.get_leaves(%387) : !cute.shape<"(1,1)">
            %lay_1280 = cute.get_layout(%slice_1274) : !cute_nvgpu_smem_desc_view_58760c
            %388 = cute.get_shape(%lay_1280) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_1281, %e1_1282 = cute.get_leaves(%388) : !cute.shape<"(1,1)">
            cute.gemm(%137, %arg13, %slice_1270, %slice_1274, %arg13) : (!mma_bf16_bf16_f32_64x256x16, !memref_rmem_f32, !cute_nvgpu_smem_desc_view_58760c, !cute_nvgpu_smem_desc_view_58760c, !memref_rmem_f32)
            nvvm.wgmma.commit.group.sync.aligned
            nvvm.wgmma.wait.group.sync.aligned 1
            %c0_i32_1283 = arith.constant 0 : i32
            %389 = arith.cmpi sgt, %arg22, %c0_i32_1283 : i32
            %390:3 = scf.if %389 -> (i32, i32, i32) {
              scf.if %71 {
                %int_tuple_1288 = cute.make_int_tuple(%arg24) : (i32) -> !cute.int_tuple<"?">
                %ptr_1289 = cute.add_offset(%ptr_50, %int_tuple_1288) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
                %399 = builtin.unrealized_conversion_cast %ptr_1289 : !cute.ptr<i64, smem> to !llvm.ptr<3>
                %c1_i32_1290 = arith.constant 1 : i32
                %400 = nvvm.mbarrier.arrive %399, %c1_i32_1290 : !llvm.ptr<3> -> i64
              }
              %c1_i32_1286 = arith.constant 1 : i32
              %395 = arith.addi %arg24, %c1_i32_1286 : i32
              %396 = arith.addi %arg23, %c1_i32_1286 : i32
              %c4_i32_1287 = arith.constant 4 : i32
              %397 = arith.cmpi eq, %395, %c4_i32_1287 : i32
              %398:2 = scf.if %397 -> (i32, i32) {
                %c1_i32_1288 = arith.constant 1 : i32
                %399 = arith.xori %arg25, %c1_i32_1288 : i32
                %c0_i32_1289 = arith.constant 0 : i32
                scf.yield %c0_i32_1289, %399 : i32, i32
              } else {
                scf.yield %395, %arg25 : i32, i32
              }
              scf.yield %396, %398#0, %398#1 : i32, i32, i32
            } else {
              scf.yield %arg23, %arg24, %arg25 : i32, i32, i32
            }
            %c1_i32_1284 = arith.constant 1 : i32
            %391 = arith.addi %arg27, %c1_i32_1284 : i32
            %392 = arith.addi %arg26, %c1_i32_1284 : i32
            %c4_i32_1285 = arith.constant 4 : i32
            %393 = arith.cmpi eq, %391, %c4_i32_1285 : i32
            %394:2 = scf.if %393 -> (i32, i32) {
              %c1_i32_1286 = arith.constant 1 : i32
              %395 = arith.xori %arg28, %c1_i32_1286 : i32
              %c0_i32_1287 = arith.constant 0 : i32
              scf.yield %c0_i32_1287, %395 : i32, i32
            } else {
              scf.yield %391, %arg28 : i32, i32
            }
            scf.yield %390#0, %390#1, %390#2, %392, %394#0, %394#1 : i32, i32, i32, i32, i32, i32
          }
          nvvm.wgmma.wait.group.sync.aligned 0
          scf.if %71 {
            %int_tuple_1220 = cute.make_int_tuple(%138#1) : (i32) -> !cute.int_tuple<"?">
            %ptr_1221 = cute.add_offset(%ptr_50, %int_tuple_1220) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
            %380 = builtin.unrealized_conversion_cast %ptr_1221 : !cute.ptr<i64, smem> to !llvm.ptr<3>
            %c1_i32_1222 = arith.constant 1 : i32
            %381 = nvvm.mbarrier.arrive %380, %c1_i32_1222 : !llvm.ptr<3> -> i64
          }
          %139 = arith.addi %138#1, %c1_i32_348 : i32
          %140 = arith.addi %138#0, %c1_i32_348 : i32
          %c4_i32 = arith.constant 4 : i32
          %141 = arith.cmpi eq, %139, %c4_i32 : i32
          %142:2 = scf.if %141 -> (i32, i32) {
            %c1_i32_1220 = arith.constant 1 : i32
            %380 = arith.xori %138#2, %c1_i32_1220 : i32
            %c0_i32_1221 = arith.constant 0 : i32
            scf.yield %c0_i32_1221, %380 : i32, i32
          } else {
            scf.yield %139, %138#2 : i32, i32
          }
          %coord_367 = cute.make_coord(%132, %134, %119) : (i32, i32, i32) -> !cute.coord<"(_,_,?,?,?)">
          %slice_368 = cute.slice(%tiled_view_108, %coord_367) : !cute_coord_tensor_8ff5fd, !cute.coord<"(_,_,?,?,?)">
          %iter_369 = cute.get_iter(%slice_368) : !cute_coord_tensor_51c316
          %tup_370 = cute.deref_arith_tuple_iter(%iter_369) : !cute_arith_tuple_iter_045f90
          %e0_371, %e1_372, %e2_373 = cute.get_leaves(%tup_370) : !cute_int_tuple_a5ac5a
          %143 = cute.get_scalars(%e0_371) : !cute.int_tuple<"?{div=256}">
          %144 = cute.get_scalars(%e1_372) : !cute.int_tuple<"?{div=128}">
          %145 = cute.get_scalars(%e2_373) : !cute.int_tuple<"?">
          %iter_374 = cute.get_iter(%slice_368) : !cute_coord_tensor_51c316
          %tup_375 = cute.deref_arith_tuple_iter(%iter_374) : !cute_arith_tuple_iter_045f90
          %e0_376, %e1_377, %e2_378 = cute.get_leaves(%tup_375) : !cute_int_tuple_a5ac5a
          %146 = cute.get_scalars(%e0_376) : !cute.int_tuple<"?{div=256}">
          %147 = cute.get_scalars(%e1_377) : !cute.int_tuple<"?{div=128}">
          %148 = cute.get_scalars(%e2_378) : !cute.int_tuple<"?">
          %lay_379 = cute.get_layout(%slice_368) : !cute_coord_tensor_51c316
          %149 = cute.get_shape(%lay_379) : (!cute.layout<"(128,256):(1@1,1@0)">) -> !cute.shape<"(128,256)">
          %e0_380, %e1_381 = cute.get_leaves(%149) : !cute.shape<"(128,256)">
          %tile_382 = cute.make_tile() : () -> !cute.tile<"[128:1;32:1]">
          %div = cute.zipped_divide(%slice_368, %tile_382) : !cute_coord_tensor_51c316, !cute.tile<"[128:1;32:1]">
          %iter_383 = cute.get_iter(%div) : !cute_coord_tensor_6e81e7
          %tup_384 = cute.deref_arith_tuple_iter(%iter_383) : !cute_arith_tuple_iter_045f90
          %e0_385, %e1_386, %e2_387 = cute.get_leaves(%tup_384) : !cute_int_tuple_a5ac5a
          %150 = cute.get_scalars(%e0_385) : !cute.int_tuple<"?{div=256}">
          %151 = cute.get_scalars(%e1_386) : !cute.int_tuple<"?{div=128}">
          %152 = cute.get_scalars(%e2_387) : !cute.int_tuple<"?">
          %iter_388 = cute.get_iter(%div) : !cute_coord_tensor_6e81e7
          %tup_389 = cute.deref_arith_tuple_iter(%iter_388) : !cute_arith_tuple_iter_045f90
          %e0_390, %e1_391, %e2_392 = cute.get_leaves(%tup_389) : !cute_int_tuple_a5ac5a
          %153 = cute.get_scalars(%e0_390) : !cute.int_tuple<"?{div=256}">
          %154 = cute.get_scalars(%e1_391) : !cute.int_tuple<"?{div=128}">
          %155 = cute.get_scalars(%e2_392) : !cute.int_tuple<"?">
          %shape_393 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_394 = cute.make_layout(%shape_393) : !cute.layout<"1:0">
          %lay_395 = cute.get_layout(%view_79) : !memref_smem_bf16_2
          %156 = cute.get_shape(%lay_395) : (!cute_layout_2dea00) -> !cute_shape_28a4fe
          %e0_396, %e1_397, %e2_398, %e3_399, %e4_400, %e5_401 = cute.get_leaves(%156) : !cute_shape_28a4fe
          %grouped_402 = cute.group_modes(%view_79) <0, 2> : (!memref_smem_bf16_2) -> !memref_smem_bf16_17
          %iter_403 = cute.get_iter(%grouped_402) : !memref_smem_bf16_17
          %iter_404 = cute.get_iter(%grouped_402) : !memref_smem_bf16_17
          %coord_405 = cute.make_coord() : () -> !cute.coord<"0">
          %res_smem_tensor_406, %res_target_tensors_407 = cute_nvgpu.atom.tma_partition(%arg4, %coord_405, %lay_394, %grouped_402, %div) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0, !cute.coord<"0">, !cute.layout<"1:0">, !memref_smem_bf16_17, !cute_coord_tensor_6e81e7) -> (!memref_smem_bf16_18, !cute_coord_tensor_f1d1de)
          %iter_408 = cute.get_iter(%res_smem_tensor_406) : !memref_smem_bf16_18
          %iter_409 = cute.get_iter(%res_target_tensors_407) : !cute_coord_tensor_f1d1de
          %tup_410 = cute.deref_arith_tuple_iter(%iter_409) : !cute_arith_tuple_iter_045f90
          %e0_411, %e1_412, %e2_413 = cute.get_leaves(%tup_410) : !cute_int_tuple_a5ac5a
          %157 = cute.get_scalars(%e0_411) : !cute.int_tuple<"?{div=256}">
          %158 = cute.get_scalars(%e1_412) : !cute.int_tuple<"?{div=128}">
          %159 = cute.get_scalars(%e2_413) : !cute.int_tuple<"?">
          %lay_414 = cute.get_layout(%div) : !cute_coord_tensor_6e81e7
          %160 = cute.get_shape(%lay_414) : (!cute.layout<"((128,32),(1,8)):((1@1,1@0),(0,32@0))">) -> !cute.shape<"((128,32),(1,8))">
          %e0_415, %e1_416, %e2_417, %e3_418 = cute.get_leaves(%160) : !cute.shape<"((128,32),(1,8))">
          %shape_419 = cute.make_shape() : () -> !cute.shape<"(1,8)">
          %stride_420 = cute.make_stride() : () -> !cute.stride<"(8,1)">
          %lay_421 = cute.make_layout(%shape_419, %stride_420) : !cute.layout<"(1,8):(8,1)">
          %int_tuple_422 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,8)">
          %sz_423 = cute.size(%int_tuple_422) : (!cute.int_tuple<"(1,8)">) -> !cute.int_tuple<"8">
          %e0_424 = cute.get_leaves(%sz_423) : !cute.int_tuple<"8">
          %coord_425 = cute.make_coord() : () -> !cute.coord<"0">
          %161 = cute.memref.load(%retiled, %coord_425) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
          %coord_426 = cute.make_coord() : () -> !cute.coord<"0">
          cute.memref.store(%arg10, %coord_426, %161) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %coord_427 = cute.make_coord() : () -> !cute.coord<"1">
          %162 = cute.memref.load(%retiled, %coord_427) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
          %coord_428 = cute.make_coord() : () -> !cute.coord<"1">
          cute.memref.store(%arg10, %coord_428, %162) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %coord_429 = cute.make_coord() : () -> !cute.coord<"2">
          %163 = cute.memref.load(%retiled, %coord_429) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
          %coord_430 = cute.make_coord() : () -> !cute.coord<"2">
          cute.memref.store(%arg10, %coord_430, %163) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %coord_431 = cute.make_coord() : () -> !cute.coord<"3">
          %164 = cute.memref.load(%retiled, %coord_431) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
          %coord_432 = cute.make_coord() : () -> !cute.coord<"3">
          cute.memref.store(%arg10, %coord_432, %164) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %coord_433 = cute.make_coord() : () -> !cute.coord<"4">
          %165 = cute.memref.load(%retiled, %coord_433) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
          %coord_434 = cute.make_coord() : () -> !cute.coord<"4">
          cute.memref.store(%arg10, %coord_434, %165) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %coord_435 = cute.make_coord() : () -> !cute.coord<"5">
          %166 = cute.memref.load(%retiled, %coord_435) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
          %coord_436 = cute.make_coord() : () -> !cute.coord<"5">
          cute.memref.store(%arg10, %coord_436, %166) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %coord_437 = cute.make_coord() : () -> !cute.coord<"6">
          %167 = cute.memref.load(%retiled, %coord_437) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
          %coord_438 = cute.make_coord() : () -> !cute.coord<"6">
          cute.memref.store(%arg10, %coord_438, %167) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %coord_439 = cute.make_coord() : () -> !cute.coord<"7">
          %168 = cute.memref.load(%retiled, %coord_439) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
          %coord_440 = cute.make_coord() : () -> !cute.coord<"7">
          cute.memref.store(%arg10, %coord_440, %168) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %coord_441 = cute.make_coord() : () -> !cute.coord<"8">
          %169 = cute.memref.load(%retiled, %coord_441) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
          %coord_442 = cute.make_coord() : () -> !cute.coord<"8">
          cute.memref.store(%arg10, %coord_442, %169) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
          %coord_443 = cute.make_coord() : () -> !cute.coord<"9">
          %170 = cute.memref.load(%retiled, %coord_443) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
          %coord_444 = cute.make_coord() : () -> !cute.coord<"9">
          cute.memref.store(%arg10, %coord_444, %170) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
          %coord_445 = cute.make_coord() : () -> !cute.coord<"10">
          %171 = cute.memref.load(%retiled, %coord_445) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
          %coord_446 = cute.make_coord() : () -> !cute.coord<"10">
          cute.memref.store(%arg10, %coord_446, %171) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
          %coord_447 = cute.make_coord() : () -> !cute.coord<"11">
          %172 = cute.memref.load(%retiled, %coord_447) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
          %coord_448 = cute.make_coord() : () -> !cute.coord<"11">
          cute.memref.store(%arg10, %coord_448, %172) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
          %coord_449 = cute.make_coord() : () -> !cute.coord<"12">
          %173 = cute.memref.load(%retiled, %coord_449) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
          %coord_450 = cute.make_coord() : () -> !cute.coord<"12">
          cute.memref.store(%arg10, %coord_450, %173) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
          %coord_451 = cute.make_coord() : () -> !cute.coord<"13">
          %174 = cute.memref.load(%retiled, %coord_451) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
          %coord_452 = cute.make_coord() : () -> !cute.coord<"13">
          cute.memref.store(%arg10, %coord_452, %174) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
          %coord_453 = cute.make_coord() : () -> !cute.coord<"14">
          %175 = cute.memref.load(%retiled, %coord_453) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
          %coord_454 = cute.make_coord() : () -> !cute.coord<"14">
          cute.memref.store(%arg10, %coord_454, %175) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
          %coord_455 = cute.make_coord() : () -> !cute.coord<"15">
          %176 = cute.memref.load(%retiled, %coord_455) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
          %coord_456 = cute.make_coord() : () -> !cute.coord<"15">
          cute.memref.store(%arg10, %coord_456, %176) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
          %lay_457 = cute.get_layout(%arg10) : !memref_rmem_f32_2
          %177 = cute.get_shape(%lay_457) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_458, %e1_459, %e2_460, %e3_461, %e4_462, %e5_463 = cute.get_leaves(%177) : !cute_shape_6fc090
          %178 = cute.memref.load_vec(%arg10) : (!memref_rmem_f32_2) -> vector<16xf32>
          %int_tuple_464 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_465 = cute.size(%int_tuple_464) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_466 = cute.get_leaves(%sz_465) : !cute.int_tuple<"16">
          %179 = arith.truncf %178 : vector<16xf32> to vector<16xbf16>
          %lay_467 = cute.get_layout(%arg21) : !memref_rmem_bf16
          %180 = cute.get_shape(%lay_467) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_468, %e1_469, %e2_470, %e3_471, %e4_472, %e5_473 = cute.get_leaves(%180) : !cute_shape_6fc090
          %int_tuple_474 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_475 = cute.size(%int_tuple_474) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_476 = cute.get_leaves(%sz_475) : !cute.int_tuple<"16">
          %int_tuple_477 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_478 = cute.size(%int_tuple_477) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_479 = cute.get_leaves(%sz_478) : !cute.int_tuple<"16">
          cute.memref.store_vec(%179, %arg21) : (vector<16xbf16>, !memref_rmem_bf16) -> ()
          %coord_480 = cute.make_coord(%arg11) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_481 = cute.slice(%dst_partitioned, %coord_480) : !memref_smem_bf16_15, !cute.coord<"(_,_,_,?)">
          %iter_482 = cute.get_iter(%slice_481) : !memref_smem_bf16_19
          %iter_483 = cute.get_iter(%slice_481) : !memref_smem_bf16_19
          %lay_484 = cute.get_layout(%slice_481) : !memref_smem_bf16_19
          %181 = cute.get_shape(%lay_484) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_485, %e1_486, %e2_487, %e3_488, %e4_489 = cute.get_leaves(%181) : !cute.shape<"(((2,4),1),1,2)">
          %shape_490 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_491 = cute.make_layout(%shape_490) : !cute.layout<"1:0">
          %append = cute.append_to_rank<2> (%lay_467, %lay_491) : !cute_layout_07db63, !cute.layout<"1:0">
          %view_492 = cute.make_view(%iter_346, %append) : !memref_rmem_bf16
          %iter_493 = cute.get_iter(%view_492) : !memref_rmem_bf16
          %lay_494 = cute.get_layout(%view_492) : !memref_rmem_bf16
          %182 = cute.get_shape(%lay_494) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_495, %e1_496, %e2_497, %e3_498, %e4_499, %e5_500 = cute.get_leaves(%182) : !cute_shape_6fc090
          %grouped_501 = cute.group_modes(%view_492) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
          %iter_502 = cute.get_iter(%grouped_501) : !memref_rmem_bf16_1
          %iter_503 = cute.get_iter(%grouped_501) : !memref_rmem_bf16_1
          %shape_504 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_505 = cute.make_layout(%shape_504) : !cute.layout<"1:0">
          %append_506 = cute.append_to_rank<2> (%lay_484, %lay_505) : !cute_layout_70c0fe, !cute.layout<"1:0">
          %view_507 = cute.make_view(%iter_483, %append_506) : !memref_smem_bf16_19
          %iter_508 = cute.get_iter(%view_507) : !memref_smem_bf16_19
          %lay_509 = cute.get_layout(%view_507) : !memref_smem_bf16_19
          %183 = cute.get_shape(%lay_509) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_510, %e1_511, %e2_512, %e3_513, %e4_514 = cute.get_leaves(%183) : !cute.shape<"(((2,4),1),1,2)">
          %grouped_515 = cute.group_modes(%view_507) <1, 3> : (!memref_smem_bf16_19) -> !memref_smem_bf16_20
          %iter_516 = cute.get_iter(%grouped_515) : !memref_smem_bf16_20
          %iter_517 = cute.get_iter(%grouped_515) : !memref_smem_bf16_20
          %lay_518 = cute.get_layout(%grouped_501) : !memref_rmem_bf16_1
          %184 = cute.get_shape(%lay_518) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_519, %e1_520, %e2_521, %e3_522, %e4_523, %e5_524 = cute.get_leaves(%184) : !cute_shape_b5193b
          %lay_525 = cute.get_layout(%grouped_515) : !memref_smem_bf16_20
          %185 = cute.get_shape(%lay_525) : (!cute_layout_449a82) -> !cute_shape_c0241c
          %e0_526, %e1_527, %e2_528, %e3_529, %e4_530 = cute.get_leaves(%185) : !cute_shape_c0241c
          %sz_531 = cute.size(%grouped_501) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"2">
          %e0_532 = cute.get_leaves(%sz_531) : !cute.int_tuple<"2">
          %sz_533 = cute.size(%grouped_515) <{mode = [1]}> : (!memref_smem_bf16_20) -> !cute.int_tuple<"2">
          %e0_534 = cute.get_leaves(%sz_533) : !cute.int_tuple<"2">
          cute.copy(%116, %grouped_501, %grouped_515) : (!copy_stsm_4_1, !memref_rmem_bf16_1, !memref_smem_bf16_20)
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %c256_i32 = arith.constant 256 : i32
          nvvm.barrier id = %c1_i32_366 number_of_threads = %c256_i32
          %186 = arith.cmpi eq, %15, %c4_i32 : i32
          %187 = scf.if %186 -> (!cute.layout<"(1,8):(8,1)">) {
            %coord_1220 = cute.make_coord(%arg11) : (i32) -> !cute.coord<"(_,?)">
            %slice_1221 = cute.slice(%res_smem_tensor_406, %coord_1220) : !memref_smem_bf16_18, !cute.coord<"(_,?)">
            %iter_1222 = cute.get_iter(%slice_1221) : !memref_smem_bf16_21
            %iter_1223 = cute.get_iter(%slice_1221) : !memref_smem_bf16_21
            %c0_i32_1224 = arith.constant 0 : i32
            %380 = cute.get_hier_coord(%c0_i32_1224, %lay_421) : (i32, !cute.layout<"(1,8):(8,1)">) -> !cute.coord<"(0,0)">
            %e0_1225, %e1_1226 = cute.get_leaves(%380) : !cute.coord<"(0,0)">
            %coord_1227 = cute.make_coord() : () -> !cute.coord<"(_,(0,0))">
            %slice_1228 = cute.slice(%res_target_tensors_407, %coord_1227) : !cute_coord_tensor_f1d1de, !cute.coord<"(_,(0,0))">
            %iter_1229 = cute.get_iter(%slice_1228) : !cute_coord_tensor_9ef877
            %tup_1230 = cute.deref_arith_tuple_iter(%iter_1229) : !cute_arith_tuple_iter_045f90
            %e0_1231, %e1_1232, %e2_1233 = cute.get_leaves(%tup_1230) : !cute_int_tuple_a5ac5a
            %381 = cute.get_scalars(%e0_1231) : !cute.int_tuple<"?{div=256}">
            %382 = cute.get_scalars(%e1_1232) : !cute.int_tuple<"?{div=128}">
            %383 = cute.get_scalars(%e2_1233) : !cute.int_tuple<"?">
            %iter_1234 = cute.get_iter(%slice_1228) : !cute_coord_tensor_9ef877
            %tup_1235 = cute.deref_arith_tuple_iter(%iter_1234) : !cute_arith_tuple_iter_045f90
            %e0_1236, %e1_1237, %e2_1238 = cute.get_leaves(%tup_1235) : !cute_int_tuple_a5ac5a
            %384 = cute.get_scalars(%e0_1236) : !cute.int_tuple<"?{div=256}">
            %385 = cute.get_scalars(%e1_1237) : !cute.int_tuple<"?{div=128}">
            %386 = cute.get_scalars(%e2_1238) : !cute.int_tuple<"?">
            %lay_1239 = cute.get_layout(%slice_1221) : !memref_smem_bf16_21
            %387 = cute.get_shape(%lay_1239) : (!cute_layout_247bff) -> !cute.shape<"((4096,1))">
            %e0_1240, %e1_1241 = cute.get_leaves(%387) : !cute.shape<"((4096,1))">
            %lay_1242 = cute.get_layout(%slice_1228) : !cute_coord_tensor_9ef877
            %388 = cute.get_shape(%lay_1242) : (!cute_layout_66697d) -> !cute.shape<"(((32,128),1))">
            %e0_1243, %e1_1244, %e2_1245 = cute.get_leaves(%388) : !cute.shape<"(((32,128),1))">
            %shape_1246 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1247 = cute.make_layout(%shape_1246) : !cute.layout<"1:0">
            %append_1248 = cute.append_to_rank<2> (%lay_1239, %lay_1247) : !cute_layout_247bff, !cute.layout<"1:0">
            %view_1249 = cute.make_view(%iter_1223, %append_1248) : !memref_smem_bf16_22
            %iter_1250 = cute.get_iter(%view_1249) : !memref_smem_bf16_22
            %lay_1251 = cute.get_layout(%view_1249) : !memref_smem_bf16_22
            %389 = cute.get_shape(%lay_1251) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_1252, %e1_1253, %e2_1254 = cute.get_leaves(%389) : !cute.shape<"((4096,1),1)">
            %grouped_1255 = cute.group_modes(%view_1249) <1, 2> : (!memref_smem_bf16_22) -> !memref_smem_bf16_23
            %iter_1256 = cute.get_iter(%grouped_1255) : !memref_smem_bf16_23
            %iter_1257 = cute.get_iter(%grouped_1255) : !memref_smem_bf16_23
            %shape_1258 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1259 = cute.make_layout(%shape_1258) : !cute.layout<"1:0">
            %append_1260 = cute.append_to_rank<2> (%lay_1242, %lay_1259) : !cute_layout_66697d, !cute.layout<"1:0">
            %int_tuple_1261 = cute.make_int_tuple(%e0_1236, %e1_1237, %e2_1238) : (!cute.int_tuple<"?{div=256}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_a5ac5a
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_1261) : (!cute_int_tuple_a5ac5a) -> !cute_arith_tuple_iter_045f90
            %view_1262 = cute.make_view(%int_tup_iter, %append_1260) : !cute_coord_tensor_2132e8
            %iter_1263 = cute.get_iter(%view_1262) : !cute_coord_tensor_2132e8
            %tup_1264 = cute.deref_arith_tuple_iter(%iter_1263) : !cute_arith_tuple_iter_045f90
            %e0_1265, %e1_1266, %e2_1267 = cute.get_leaves(%tup_1264) : !cute_int_tuple_a5ac5a
            %390 = cute.get_scalars(%e0_1265) : !cute.int_tuple<"?{div=256}">
            %391 = cute.get_scalars(%e1_1266) : !cute.int_tuple<"?{div=128}">
            %392 = cute.get_scalars(%e2_1267) : !cute.int_tuple<"?">
            %lay_1268 = cute.get_layout(%view_1262) : !cute_coord_tensor_2132e8
            %393 = cute.get_shape(%lay_1268) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_1269, %e1_1270, %e2_1271, %e3_1272 = cute.get_leaves(%393) : !cute.shape<"(((32,128),1),1)">
            %grouped_1273 = cute.group_modes(%view_1262) <1, 2> : (!cute_coord_tensor_2132e8) -> !cute_coord_tensor_9fc674
            %iter_1274 = cute.get_iter(%grouped_1273) : !cute_coord_tensor_9fc674
            %tup_1275 = cute.deref_arith_tuple_iter(%iter_1274) : !cute_arith_tuple_iter_045f90
            %e0_1276, %e1_1277, %e2_1278 = cute.get_leaves(%tup_1275) : !cute_int_tuple_a5ac5a
            %394 = cute.get_scalars(%e0_1276) : !cute.int_tuple<"?{div=256}">
            %395 = cute.get_scalars(%e1_1277) : !cute.int_tuple<"?{div=128}">
            %396 = cute.get_scalars(%e2_1278) : !cute.int_tuple<"?">
            %iter_1279 = cute.get_iter(%grouped_1273) : !cute_coord_tensor_9fc674
            %tup_1280 = cute.deref_arith_tuple_iter(%iter_1279) : !cute_arith_tuple_iter_045f90
            %e0_1281, %e1_1282, %e2_1283 = cute.get_leaves(%tup_1280) : !cute_int_tuple_a5ac5a
            %397 = cute.get_scalars(%e0_1281) : !cute.int_tuple<"?{div=256}">
            %398 = cute.get_scalars(%e1_1282) : !cute.int_tuple<"?{div=128}">
            %399 = cute.get_scalars(%e2_1283) : !cute.int_tuple<"?">
            %lay_1284 = cute.get_layout(%grouped_1255) : !memref_smem_bf16_23
            %400 = cute.get_shape(%lay_1284) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_1285, %e1_1286, %e2_1287 = cute.get_leaves(%400) : !cute.shape<"((4096,1),(1))">
            %lay_1288 = cute.get_layout(%grouped_1273) : !cute_coord_tensor_9fc674
            %401 = cute.get_shape(%lay_1288) : (!cute_layout_175aab) -> !cute_shape_018bee
            %e0_1289, %e1_1290, %e2_1291, %e3_1292 = cute.get_leaves(%401) : !cute_shape_018bee
            %sz_1293 = cute.size(%grouped_1255) <{mode = [1]}> : (!memref_smem_bf16_23) -> !cute.int_tuple<"1">
            %e0_1294 = cute.get_leaves(%sz_1293) : !cute.int_tuple<"1">
            %sz_1295 = cute.size(%grouped_1273) <{mode = [1]}> : (!cute_coord_tensor_9fc674) -> !cute.int_tuple<"1">
            %e0_1296 = cute.get_leaves(%sz_1295) : !cute.int_tuple<"1">
            %402 = cute_nvgpu.atom.make_exec_tma(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
            cute.copy(%402, %grouped_1255, %grouped_1273) : (!cute_nvgpu_atom_tma_store_a82a14, !memref_smem_bf16_23, !cute_coord_tensor_9fc674)
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
            scf.yield %lay_421 : !cute.layout<"(1,8):(8,1)">
          } else {
            scf.yield %lay_421 : !cute.layout<"(1,8):(8,1)">
          }
          nvvm.barrier id = %c1_i32_366 number_of_threads = %c256_i32
          %188 = arith.addi %arg11, %c1_i32_348 : i32
          %189 = arith.remsi %188, %c4_i32 : i32
          %coord_535 = cute.make_coord() : () -> !cute.coord<"16">
          %190 = cute.memref.load(%retiled, %coord_535) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
          %coord_536 = cute.make_coord() : () -> !cute.coord<"0">
          cute.memref.store(%arg10, %coord_536, %190) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %coord_537 = cute.make_coord() : () -> !cute.coord<"17">
          %191 = cute.memref.load(%retiled, %coord_537) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
          %coord_538 = cute.make_coord() : () -> !cute.coord<"1">
          cute.memref.store(%arg10, %coord_538, %191) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %coord_539 = cute.make_coord() : () -> !cute.coord<"18">
          %192 = cute.memref.load(%retiled, %coord_539) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
          %coord_540 = cute.make_coord() : () -> !cute.coord<"2">
          cute.memref.store(%arg10, %coord_540, %192) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %coord_541 = cute.make_coord() : () -> !cute.coord<"19">
          %193 = cute.memref.load(%retiled, %coord_541) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
          %coord_542 = cute.make_coord() : () -> !cute.coord<"3">
          cute.memref.store(%arg10, %coord_542, %193) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %coord_543 = cute.make_coord() : () -> !cute.coord<"20">
          %194 = cute.memref.load(%retiled, %coord_543) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
          %coord_544 = cute.make_coord() : () -> !cute.coord<"4">
          cute.memref.store(%arg10, %coord_544, %194) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %coord_545 = cute.make_coord() : () -> !cute.coord<"21">
          %195 = cute.memref.load(%retiled, %coord_545) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
          %coord_546 = cute.make_coord() : () -> !cute.coord<"5">
          cute.memref.store(%arg10, %coord_546, %195) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %coord_547 = cute.make_coord() : () -> !cute.coord<"22">
          %196 = cute.memref.load(%retiled, %coord_547) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
          %coord_548 = cute.make_coord() : () -> !cute.coord<"6">
          cute.memref.store(%arg10, %coord_548, %196) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %coord_549 = cute.make_coord() : () -> !cute.coord<"23">
          %197 = cute.memref.load(%retiled, %coord_549) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
          %coord_550 = cute.make_coord() : () -> !cute.coord<"7">
          cute.memref.store(%arg10, %coord_550, %197) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %coord_551 = cute.make_coord() : () -> !cute.coord<"24">
          %198 = cute.memref.load(%retiled, %coord_551) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
          %coord_552 = cute.make_coord() : () -> !cute.coord<"8">
          cute.memref.store(%arg10, %coord_552, %198) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
          %coord_553 = cute.make_coord() : () -> !cute.coord<"25">
          %199 = cute.memref.load(%retiled, %coord_553) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
          %coord_554 = cute.make_coord() : () -> !cute.coord<"9">
          cute.memref.store(%arg10, %coord_554, %199) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
          %coord_555 = cute.make_coord() : () -> !cute.coord<"26">
          %200 = cute.memref.load(%retiled, %coord_555) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
          %coord_556 = cute.make_coord() : () -> !cute.coord<"10">
          cute.memref.store(%arg10, %coord_556, %200) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
          %coord_557 = cute.make_coord() : () -> !cute.coord<"27">
          %201 = cute.memref.load(%retiled, %coord_557) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
          %coord_558 = cute.make_coord() : () -> !cute.coord<"11">
          cute.memref.store(%arg10, %coord_558, %201) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
          %coord_559 = cute.make_coord() : () -> !cute.coord<"28">
          %202 = cute.memref.load(%retiled, %coord_559) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
          %coord_560 = cute.make_coord() : () -> !cute.coord<"12">
          cute.memref.store(%arg10, %coord_560, %202) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
          %coord_561 = cute.make_coord() : () -> !cute.coord<"29">
          %203 = cute.memref.load(%retiled, %coord_561) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
          %coord_562 = cute.make_coord() : () -> !cute.coord<"13">
          cute.memref.store(%arg10, %coord_562, %203) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
          %coord_563 = cute.make_coord() : () -> !cute.coord<"30">
          %204 = cute.memref.load(%retiled, %coord_563) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
          %coord_564 = cute.make_coord() : () -> !cute.coord<"14">
          cute.memref.store(%arg10, %coord_564, %204) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
          %coord_565 = cute.make_coord() : () -> !cute.coord<"31">
          %205 = cute.memref.load(%retiled, %coord_565) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
          %coord_566 = cute.make_coord() : () -> !cute.coord<"15">
          cute.memref.store(%arg10, %coord_566, %205) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
          %206 = cute.memref.load_vec(%arg10) : (!memref_rmem_f32_2) -> vector<16xf32>
          %int_tuple_567 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_568 = cute.size(%int_tuple_567) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_569 = cute.get_leaves(%sz_568) : !cute.int_tuple<"16">
          %207 = arith.truncf %206 : vector<16xf32> to vector<16xbf16>
          %int_tuple_570 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_571 = cute.size(%int_tuple_570) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_572 = cute.get_leaves(%sz_571) : !cute.int_tuple<"16">
          %int_tuple_573 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_574 = cute.size(%int_tuple_573) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_575 = cute.get_leaves(%sz_574) : !cute.int_tuple<"16">
          cute.memref.store_vec(%207, %arg21) : (vector<16xbf16>, !memref_rmem_bf16) -> ()
          %coord_576 = cute.make_coord(%189) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_577 = cute.slice(%dst_partitioned, %coord_576) : !memref_smem_bf16_15, !cute.coord<"(_,_,_,?)">
          %iter_578 = cute.get_iter(%slice_577) : !memref_smem_bf16_19
          %iter_579 = cute.get_iter(%slice_577) : !memref_smem_bf16_19
          %lay_580 = cute.get_layout(%slice_577) : !memref_smem_bf16_19
          %208 = cute.get_shape(%lay_580) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_581, %e1_582, %e2_583, %e3_584, %e4_585 = cute.get_leaves(%208) : !cute.shape<"(((2,4),1),1,2)">
          %shape_586 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_587 = cute.make_layout(%shape_586) : !cute.layout<"1:0">
          %append_588 = cute.append_to_rank<2> (%lay_467, %lay_587) : !cute_layout_07db63, !cute.layout<"1:0">
          %view_589 = cute.make_view(%iter_346, %append_588) : !memref_rmem_bf16
          %iter_590 = cute.get_iter(%view_589) : !memref_rmem_bf16
          %lay_591 = cute.get_layout(%view_589) : !memref_rmem_bf16
          %209 = cute.get_shape(%lay_591) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_592, %e1_593, %e2_594, %e3_595, %e4_596, %e5_597 = cute.get_leaves(%209) : !cute_shape_6fc090
          %grouped_598 = cute.group_modes(%view_589) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
          %iter_599 = cute.get_iter(%grouped_598) : !memref_rmem_bf16_1
          %iter_600 = cute.get_iter(%grouped_598) : !memref_rmem_bf16_1
          %shape_601 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_602 = cute.make_layout(%shape_601) : !cute.layout<"1:0">
          %append_603 = cute.append_to_rank<2> (%lay_580, %lay_602) : !cute_layout_70c0fe, !cute.layout<"1:0">
          %view_604 = cute.make_view(%iter_579, %append_603) : !memref_smem_bf16_19
          %iter_605 = cute.get_iter(%view_604) : !memref_smem_bf16_19
          %lay_606 = cute.get_layout(%view_604) : !memref_smem_bf16_19
          %210 = cute.get_shape(%lay_606) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_607, %e1_608, %e2_609, %e3_610, %e4_611 = cute.get_leaves(%210) : !cute.shape<"(((2,4),1),1,2)">
          %grouped_612 = cute.group_modes(%view_604) <1, 3> : (!memref_smem_bf16_19) -> !memref_smem_bf16_20
          %iter_613 = cute.get_iter(%grouped_612) : !memref_smem_bf16_20
          %iter_614 = cute.get_iter(%grouped_612) : !memref_smem_bf16_20
          %lay_615 = cute.get_layout(%grouped_598) : !memref_rmem_bf16_1
          %211 = cute.get_shape(%lay_615) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_616, %e1_617, %e2_618, %e3_619, %e4_620, %e5_621 = cute.get_leaves(%211) : !cute_shape_b5193b
          %lay_622 = cute.get_layout(%grouped_612) : !memref_smem_bf16_20
          %212 = cute.get_shape(%lay_622) : (!cute_layout_449a82) -> !cute_shape_c0241c
          %e0_623, %e1_624, %e2_625, %e3_626, %e4_627 = cute.get_leaves(%212) : !cute_shape_c0241c
          %sz_628 = cute.size(%grouped_598) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"2">
          %e0_629 = cute.get_leaves(%sz_628) : !cute.int_tuple<"2">
          %sz_630 = cute.size(%grouped_612) <{mode = [1]}> : (!memref_smem_bf16_20) -> !cute.int_tuple<"2">
          %e0_631 = cute.get_leaves(%sz_630) : !cute.int_tuple<"2">
          cute.copy(%116, %grouped_598, %grouped_612) : (!copy_stsm_4_1, !memref_rmem_bf16_1, !memref_smem_bf16_20)
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32_366 number_of_threads = %c256_i32
          %213 = arith.cmpi eq, %15, %c4_i32 : i32
          %214 = scf.if %213 -> (!cute.layout<"(1,8):(8,1)">) {
            %coord_1220 = cute.make_coord(%189) : (i32) -> !cute.coord<"(_,?)">
            %slice_1221 = cute.slice(%res_smem_tensor_406, %coord_1220) : !memref_smem_bf16_18, !cute.coord<"(_,?)">
            %iter_1222 = cute.get_iter(%slice_1221) : !memref_smem_bf16_21
            %iter_1223 = cute.get_iter(%slice_1221) : !memref_smem_bf16_21
            %c1_i32_1224 = arith.constant 1 : i32
            %380 = cute.get_hier_coord(%c1_i32_1224, %187) : (i32, !cute.layout<"(1,8):(8,1)">) -> !cute.coord<"(0,1)">
            %e0_1225, %e1_1226 = cute.get_leaves(%380) : !cute.coord<"(0,1)">
            %coord_1227 = cute.make_coord() : () -> !cute.coord<"(_,(0,1))">
            %slice_1228 = cute.slice(%res_target_tensors_407, %coord_1227) : !cute_coord_tensor_f1d1de, !cute.coord<"(_,(0,1))">
            %iter_1229 = cute.get_iter(%slice_1228) : !cute_coord_tensor_be953c
            %tup_1230 = cute.deref_arith_tuple_iter(%iter_1229) : !cute_arith_tuple_iter_df6bff
            %e0_1231, %e1_1232, %e2_1233 = cute.get_leaves(%tup_1230) : !cute_int_tuple_36697f
            %381 = cute.get_scalars(%e0_1231) : !cute.int_tuple<"?{div=32}">
            %382 = cute.get_scalars(%e1_1232) : !cute.int_tuple<"?{div=128}">
            %383 = cute.get_scalars(%e2_1233) : !cute.int_tuple<"?">
            %iter_1234 = cute.get_iter(%slice_1228) : !cute_coord_tensor_be953c
            %tup_1235 = cute.deref_arith_tuple_iter(%iter_1234) : !cute_arith_tuple_iter_df6bff
            %e0_1236, %e1_1237, %e2_1238 = cute.get_leaves(%tup_1235) : !cute_int_tuple_36697f
            %384 = cute.get_scalars(%e0_1236) : !cute.int_tuple<"?{div=32}">
            %385 = cute.get_scalars(%e1_1237) : !cute.int_tuple<"?{div=128}">
            %386 = cute.get_scalars(%e2_1238) : !cute.int_tuple<"?">
            %lay_1239 = cute.get_layout(%slice_1221) : !memref_smem_bf16_21
            %387 = cute.get_shape(%lay_1239) : (!cute_layout_247bff) -> !cute.shape<"((4096,1))">
            %e0_1240, %e1_1241 = cute.get_leaves(%387) : !cute.shape<"((4096,1))">
            %lay_1242 = cute.get_layout(%slice_1228) : !cute_coord_tensor_be953c
            %388 = cute.get_shape(%lay_1242) : (!cute_layout_66697d) -> !cute.shape<"(((32,128),1))">
            %e0_1243, %e1_1244, %e2_1245 = cute.get_leaves(%388) : !cute.shape<"(((32,128),1))">
            %shape_1246 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1247 = cute.make_layout(%shape_1246) : !cute.layout<"1:0">
            %append_1248 = cute.append_to_rank<2> (%lay_1239, %lay_1247) : !cute_layout_247bff, !cute.layout<"1:0">
            %view_1249 = cute.make_view(%iter_1223, %append_1248) : !memref_smem_bf16_22
            %iter_1250 = cute.get_iter(%view_1249) : !memref_smem_bf16_22
            %lay_1251 = cute.get_layout(%view_1249) : !memref_smem_bf16_22
            %389 = cute.get_shape(%lay_1251) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_1252, %e1_1253, %e2_1254 = cute.get_leaves(%389) : !cute.shape<"((4096,1),1)">
            %grouped_1255 = cute.group_modes(%view_1249) <1, 2> : (!memref_smem_bf16_22) -> !memref_smem_bf16_23
            %iter_1256 = cute.get_iter(%grouped_1255) : !memref_smem_bf16_23
            %iter_1257 = cute.get_iter(%grouped_1255) : !memref_smem_bf16_23
            %shape_1258 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1259 = cute.make_layout(%shape_1258) : !cute.layout<"1:0">
            %append_1260 = cute.append_to_rank<2> (%lay_1242, %lay_1259) : !cute_layout_66697d, !cute.layout<"1:0">
            %int_tuple_1261 = cute.make_int_tuple(%e0_1236, %e1_1237, %e2_1238) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_36697f
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_1261) : (!cute_int_tuple_36697f) -> !cute_arith_tuple_iter_df6bff
            %view_1262 = cute.make_view(%int_tup_iter, %append_1260) : !cute_coord_tensor_8c717f
            %iter_1263 = cute.get_iter(%view_1262) : !cute_coord_tensor_8c717f
            %tup_1264 = cute.deref_arith_tuple_iter(%iter_1263) : !cute_arith_tuple_iter_df6bff
            %e0_1265, %e1_1266, %e2_1267 = cute.get_leaves(%tup_1264) : !cute_int_tuple_36697f
            %390 = cute.get_scalars(%e0_1265) : !cute.int_tuple<"?{div=32}">
            %391 = cute.get_scalars(%e1_1266) : !cute.int_tuple<"?{div=128}">
            %392 = cute.get_scalars(%e2_1267) : !cute.int_tuple<"?">
            %lay_1268 = cute.get_layout(%view_1262) : !cute_coord_tensor_8c717f
            %393 = cute.get_shape(%lay_1268) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_1269, %e1_1270, %e2_1271, %e3_1272 = cute.get_leaves(%393) : !cute.shape<"(((32,128),1),1)">
            %grouped_1273 = cute.group_modes(%view_1262) <1, 2> : (!cute_coord_tensor_8c717f) -> !cute_coord_tensor_1abc17
            %iter_1274 = cute.get_iter(%grouped_1273) : !cute_coord_tensor_1abc17
            %tup_1275 = cute.deref_arith_tuple_iter(%iter_1274) : !cute_arith_tuple_iter_df6bff
            %e0_1276, %e1_1277, %e2_1278 = cute.get_leaves(%tup_1275) : !cute_int_tuple_36697f
            %394 = cute.get_scalars(%e0_1276) : !cute.int_tuple<"?{div=32}">
            %395 = cute.get_scalars(%e1_1277) : !cute.int_tuple<"?{div=128}">
            %396 = cute.get_scalars(%e2_1278) : !cute.int_tuple<"?">
            %iter_1279 = cute.get_iter(%grouped_1273) : !cute_coord_tensor_1abc17
            %tup_1280 = cute.deref_arith_tuple_iter(%iter_1279) : !cute_arith_tuple_iter_df6bff
            %e0_1281, %e1_1282, %e2_1283 = cute.get_leaves(%tup_1280) : !cute_int_tuple_36697f
            %397 = cute.get_scalars(%e0_1281) : !cute.int_tuple<"?{div=32}">
            %398 = cute.get_scalars(%e1_1282) : !cute.int_tuple<"?{div=128}">
            %399 = cute.get_scalars(%e2_1283) : !cute.int_tuple<"?">
            %lay_1284 = cute.get_layout(%grouped_1255) : !memref_smem_bf16_23
            %400 = cute.get_shape(%lay_1284) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_1285, %e1_1286, %e2_1287 = cute.get_leaves(%400) : !cute.shape<"((4096,1),(1))">
            %lay_1288 = cute.get_layout(%grouped_1273) : !cute_coord_tensor_1abc17
            %401 = cute.get_shape(%lay_1288) : (!cute_layout_175aab) -> !cute_shape_018bee
            %e0_1289, %e1_1290, %e2_1291, %e3_1292 = cute.get_leaves(%401) : !cute_shape_018bee
            %sz_1293 = cute.size(%grouped_1255) <{mode = [1]}> : (!memref_smem_bf16_23) -> !cute.int_tuple<"1">
            %e0_1294 = cute.get_leaves(%sz_1293) : !cute.int_tuple<"1">
            %sz_1295 = cute.size(%grouped_1273) <{mode = [1]}> : (!cute_coord_tensor_1abc17) -> !cute.int_tuple<"1">
            %e0_1296 = cute.get_leaves(%sz_1295) : !cute.int_tuple<"1">
            %402 = cute_nvgpu.atom.make_exec_tma(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
            cute.copy(%402, %grouped_1255, %grouped_1273) : (!cute_nvgpu_atom_tma_store_a82a14, !memref_smem_bf16_23, !cute_coord_tensor_1abc17)
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
            scf.yield %187 : !cute.layout<"(1,8):(8,1)">
          } else {
            scf.yield %187 : !cute.layout<"(1,8):(8,1)">
          }
          nvvm.barrier id = %c1_i32_366 number_of_threads = %c256_i32
          %215 = arith.addi %189, %c1_i32_348 : i32
          %216 = arith.remsi %215, %c4_i32 : i32
          %coord_632 = cute.make_coord() : () -> !cute.coord<"32">
          %217 = cute.memref.load(%retiled, %coord_632) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
          %coord_633 = cute.make_coord() : () -> !cute.coord<"0">
          cute.memref.store(%arg10, %coord_633, %217) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %coord_634 = cute.make_coord() : () -> !cute.coord<"33">
          %218 = cute.memref.load(%retiled, %coord_634) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
          %coord_635 = cute.make_coord() : () -> !cute.coord<"1">
          cute.memref.store(%arg10, %coord_635, %218) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %coord_636 = cute.make_coord() : () -> !cute.coord<"34">
          %219 = cute.memref.load(%retiled, %coord_636) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
          %coord_637 = cute.make_coord() : () -> !cute.coord<"2">
          cute.memref.store(%arg10, %coord_637, %219) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %coord_638 = cute.make_coord() : () -> !cute.coord<"35">
          %220 = cute.memref.load(%retiled, %coord_638) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
          %coord_639 = cute.make_coord() : () -> !cute.coord<"3">
          cute.memref.store(%arg10, %coord_639, %220) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %coord_640 = cute.make_coord() : () -> !cute.coord<"36">
          %221 = cute.memref.load(%retiled, %coord_640) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
          %coord_641 = cute.make_coord() : () -> !cute.coord<"4">
          cute.memref.store(%arg10, %coord_641, %221) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %coord_642 = cute.make_coord() : () -> !cute.coord<"37">
          %222 = cute.memref.load(%retiled, %coord_642) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
          %coord_643 = cute.make_coord() : () -> !cute.coord<"5">
          cute.memref.store(%arg10, %coord_643, %222) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %coord_644 = cute.make_coord() : () -> !cute.coord<"38">
          %223 = cute.memref.load(%retiled, %coord_644) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
          %coord_645 = cute.make_coord() : () -> !cute.coord<"6">
          cute.memref.store(%arg10, %coord_645, %223) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %coord_646 = cute.make_coord() : () -> !cute.coord<"39">
          %224 = cute.memref.load(%retiled, %coord_646) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
          %coord_647 = cute.make_coord() : () -> !cute.coord<"7">
          cute.memref.store(%arg10, %coord_647, %224) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %coord_648 = cute.make_coord() : () -> !cute.coord<"40">
          %225 = cute.memref.load(%retiled, %coord_648) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
          %coord_649 = cute.make_coord() : () -> !cute.coord<"8">
          cute.memref.store(%arg10, %coord_649, %225) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
          %coord_650 = cute.make_coord() : () -> !cute.coord<"41">
          %226 = cute.memref.load(%retiled, %coord_650) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
          %coord_651 = cute.make_coord() : () -> !cute.coord<"9">
          cute.memref.store(%arg10, %coord_651, %226) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
          %coord_652 = cute.make_coord() : () -> !cute.coord<"42">
          %227 = cute.memref.load(%retiled, %coord_652) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
          %coord_653 = cute.make_coord() : () -> !cute.coord<"10">
          cute.memref.store(%arg10, %coord_653, %227) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
          %coord_654 = cute.make_coord() : () -> !cute.coord<"43">
          %228 = cute.memref.load(%retiled, %coord_654) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
          %coord_655 = cute.make_coord() : () -> !cute.coord<"11">
          cute.memref.store(%arg10, %coord_655, %228) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
          %coord_656 = cute.make_coord() : () -> !cute.coord<"44">
          %229 = cute.memref.load(%retiled, %coord_656) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
          %coord_657 = cute.make_coord() : () -> !cute.coord<"12">
          cute.memref.store(%arg10, %coord_657, %229) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
          %coord_658 = cute.make_coord() : () -> !cute.coord<"45">
          %230 = cute.memref.load(%retiled, %coord_658) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
          %coord_659 = cute.make_coord() : () -> !cute.coord<"13">
          cute.memref.store(%arg10, %coord_659, %230) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
          %coord_660 = cute.make_coord() : () -> !cute.coord<"46">
          %231 = cute.memref.load(%retiled, %coord_660) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
          %coord_661 = cute.make_coord() : () -> !cute.coord<"14">
          cute.memref.store(%arg10, %coord_661, %231) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
          %coord_662 = cute.make_coord() : () -> !cute.coord<"47">
          %232 = cute.memref.load(%retiled, %coord_662) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
          %coord_663 = cute.make_coord() : () -> !cute.coord<"15">
          cute.memref.store(%arg10, %coord_663, %232) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
          %233 = cute.memref.load_vec(%arg10) : (!memref_rmem_f32_2) -> vector<16xf32>
          %int_tuple_664 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_665 = cute.size(%int_tuple_664) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_666 = cute.get_leaves(%sz_665) : !cute.int_tuple<"16">
          %234 = arith.truncf %233 : vector<16xf32> to vector<16xbf16>
          %int_tuple_667 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_668 = cute.size(%int_tuple_667) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_669 = cute.get_leaves(%sz_668) : !cute.int_tuple<"16">
          %int_tuple_670 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_671 = cute.size(%int_tuple_670) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_672 = cute.get_leaves(%sz_671) : !cute.int_tuple<"16">
          cute.memref.store_vec(%234, %arg21) : (vector<16xbf16>, !memref_rmem_bf16) -> ()
          %coord_673 = cute.make_coord(%216) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_674 = cute.slice(%dst_partitioned, %coord_673) : !memref_smem_bf16_15, !cute.coord<"(_,_,_,?)">
          %iter_675 = cute.get_iter(%slice_674) : !memref_smem_bf16_19
          %iter_676 = cute.get_iter(%slice_674) : !memref_smem_bf16_19
          %lay_677 = cute.get_layout(%slice_674) : !memref_smem_bf16_19
          %235 = cute.get_shape(%lay_677) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_678, %e1_679, %e2_680, %e3_681, %e4_682 = cute.get_leaves(%235) : !cute.shape<"(((2,4),1),1,2)">
          %shape_683 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_684 = cute.make_layout(%shape_683) : !cute.layout<"1:0">
          %append_685 = cute.append_to_rank<2> (%lay_467, %lay_684) : !cute_layout_07db63, !cute.layout<"1:0">
          %view_686 = cute.make_view(%iter_346, %append_685) : !memref_rmem_bf16
          %iter_687 = cute.get_iter(%view_686) : !memref_rmem_bf16
          %lay_688 = cute.get_layout(%view_686) : !memref_rmem_bf16
          %236 = cute.get_shape(%lay_688) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_689, %e1_690, %e2_691, %e3_692, %e4_693, %e5_694 = cute.get_leaves(%236) : !cute_shape_6fc090
          %grouped_695 = cute.group_modes(%view_686) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
          %iter_696 = cute.get_iter(%grouped_695) : !memref_rmem_bf16_1
          %iter_697 = cute.get_iter(%grouped_695) : !memref_rmem_bf16_1
          %shape_698 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_699 = cute.make_layout(%shape_698) : !cute.layout<"1:0">
          %append_700 = cute.append_to_rank<2> (%lay_677, %lay_699) : !cute_layout_70c0fe, !cute.layout<"1:0">
          %view_701 = cute.make_view(%iter_676, %append_700) : !memref_smem_bf16_19
          %iter_702 = cute.get_iter(%view_701) : !memref_smem_bf16_19
          %lay_703 = cute.get_layout(%view_701) : !memref_smem_bf16_19
          %237 = cute.get_shape(%lay_703) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_704, %e1_705, %e2_706, %e3_707, %e4_708 = cute.get_leaves(%237) : !cute.shape<"(((2,4),1),1,2)">
          %grouped_709 = cute.group_modes(%view_701) <1, 3> : (!memref_smem_bf16_19) -> !memref_smem_bf16_20
          %iter_710 = cute.get_iter(%grouped_709) : !memref_smem_bf16_20
          %iter_711 = cute.get_iter(%grouped_709) : !memref_smem_bf16_20
          %lay_712 = cute.get_layout(%grouped_695) : !memref_rmem_bf16_1
          %238 = cute.get_shape(%lay_712) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_713, %e1_714, %e2_715, %e3_716, %e4_717, %e5_718 = cute.get_leaves(%238) : !cute_shape_b5193b
          %lay_719 = cute.get_layout(%grouped_709) : !memref_smem_bf16_20
          %239 = cute.get_shape(%lay_719) : (!cute_layout_449a82) -> !cute_shape_c0241c
          %e0_720, %e1_721, %e2_722, %e3_723, %e4_724 = cute.get_leaves(%239) : !cute_shape_c0241c
          %sz_725 = cute.size(%grouped_695) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"2">
          %e0_726 = cute.get_leaves(%sz_725) : !cute.int_tuple<"2">
          %sz_727 = cute.size(%grouped_709) <{mode = [1]}> : (!memref_smem_bf16_20) -> !cute.int_tuple<"2">
          %e0_728 = cute.get_leaves(%sz_727) : !cute.int_tuple<"2">
          cute.copy(%116, %grouped_695, %grouped_709) : (!copy_stsm_4_1, !memref_rmem_bf16_1, !memref_smem_bf16_20)
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32_366 number_of_threads = %c256_i32
          %240 = arith.cmpi eq, %15, %c4_i32 : i32
          %241 = scf.if %240 -> (!cute.layout<"(1,8):(8,1)">) {
            %coord_1220 = cute.make_coord(%216) : (i32) -> !cute.coord<"(_,?)">
            %slice_1221 = cute.slice(%res_smem_tensor_406, %coord_1220) : !memref_smem_bf16_18, !cute.coord<"(_,?)">
            %iter_1222 = cute.get_iter(%slice_1221) : !memref_smem_bf16_21
            %iter_1223 = cute.get_iter(%slice_1221) : !memref_smem_bf16_21
            %c2_i32 = arith.constant 2 : i32
            %380 = cute.get_hier_coord(%c2_i32, %214) : (i32, !cute.layout<"(1,8):(8,1)">) -> !cute.coord<"(0,2)">
            %e0_1224, %e1_1225 = cute.get_leaves(%380) : !cute.coord<"(0,2)">
            %coord_1226 = cute.make_coord() : () -> !cute.coord<"(_,(0,2))">
            %slice_1227 = cute.slice(%res_target_tensors_407, %coord_1226) : !cute_coord_tensor_f1d1de, !cute.coord<"(_,(0,2))">
            %iter_1228 = cute.get_iter(%slice_1227) : !cute_coord_tensor_84a431
            %tup_1229 = cute.deref_arith_tuple_iter(%iter_1228) : !cute_arith_tuple_iter_396070
            %e0_1230, %e1_1231, %e2_1232 = cute.get_leaves(%tup_1229) : !cute_int_tuple_ae8a07
            %381 = cute.get_scalars(%e0_1230) : !cute.int_tuple<"?{div=64}">
            %382 = cute.get_scalars(%e1_1231) : !cute.int_tuple<"?{div=128}">
            %383 = cute.get_scalars(%e2_1232) : !cute.int_tuple<"?">
            %iter_1233 = cute.get_iter(%slice_1227) : !cute_coord_tensor_84a431
            %tup_1234 = cute.deref_arith_tuple_iter(%iter_1233) : !cute_arith_tuple_iter_396070
            %e0_1235, %e1_1236, %e2_1237 = cute.get_leaves(%tup_1234) : !cute_int_tuple_ae8a07
            %384 = cute.get_scalars(%e0_1235) : !cute.int_tuple<"?{div=64}">
            %385 = cute.get_scalars(%e1_1236) : !cute.int_tuple<"?{div=128}">
            %386 = cute.get_scalars(%e2_1237) : !cute.int_tuple<"?">
            %lay_1238 = cute.get_layout(%slice_1221) : !memref_smem_bf16_21
            %387 = cute.get_shape(%lay_1238) : (!cute_layout_247bff) -> !cute.shape<"((4096,1))">
            %e0_1239, %e1_1240 = cute.get_leaves(%387) : !cute.shape<"((4096,1))">
            %lay_1241 = cute.get_layout(%slice_1227) : !cute_coord_tensor_84a431
            %388 = cute.get_shape(%lay_1241) : (!cute_layout_66697d) -> !cute.shape<"(((32,128),1))">
            %e0_1242, %e1_1243, %e2_1244 = cute.get_leaves(%388) : !cute.shape<"(((32,128),1))">
            %shape_1245 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1246 = cute.make_layout(%shape_1245) : !cute.layout<"1:0">
            %append_1247 = cute.append_to_rank<2> (%lay_1238, %lay_1246) : !cute_layout_247bff, !cute.layout<"1:0">
            %view_1248 = cute.make_view(%iter_1223, %append_1247) : !memref_smem_bf16_22
            %iter_1249 = cute.get_iter(%view_1248) : !memref_smem_bf16_22
            %lay_1250 = cute.get_layout(%view_1248) : !memref_smem_bf16_22
            %389 = cute.get_shape(%lay_1250) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_1251, %e1_1252, %e2_1253 = cute.get_leaves(%389) : !cute.shape<"((4096,1),1)">
            %grouped_1254 = cute.group_modes(%view_1248) <1, 2> : (!memref_smem_bf16_22) -> !memref_smem_bf16_23
            %iter_1255 = cute.get_iter(%grouped_1254) : !memref_smem_bf16_23
            %iter_1256 = cute.get_iter(%grouped_1254) : !memref_smem_bf16_23
            %shape_1257 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1258 = cute.make_layout(%shape_1257) : !cute.layout<"1:0">
            %append_1259 = cute.append_to_rank<2> (%lay_1241, %lay_1258) : !cute_layout_66697d, !cute.layout<"1:0">
            %int_tuple_1260 = cute.make_int_tuple(%e0_1235, %e1_1236, %e2_1237) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ae8a07
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_1260) : (!cute_int_tuple_ae8a07) -> !cute_arith_tuple_iter_396070
            %view_1261 = cute.make_view(%int_tup_iter, %append_1259) : !cute_coord_tensor_c6aae5
            %iter_1262 = cute.get_iter(%view_1261) : !cute_coord_tensor_c6aae5
            %tup_1263 = cute.deref_arith_tuple_iter(%iter_1262) : !cute_arith_tuple_iter_396070
            %e0_1264, %e1_1265, %e2_1266 = cute.get_leaves(%tup_1263) : !cute_int_tuple_ae8a07
            %390 = cute.get_scalars(%e0_1264) : !cute.int_tuple<"?{div=64}">
            %391 = cute.get_scalars(%e1_1265) : !cute.int_tuple<"?{div=128}">
            %392 = cute.get_scalars(%e2_1266) : !cute.int_tuple<"?">
            %lay_1267 = cute.get_layout(%view_1261) : !cute_coord_tensor_c6aae5
            %393 = cute.get_shape(%lay_1267) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_1268, %e1_1269, %e2_1270, %e3_1271 = cute.get_leaves(%393) : !cute.shape<"(((32,128),1),1)">
            %grouped_1272 = cute.group_modes(%view_1261) <1, 2> : (!cute_coord_tensor_c6aae5) -> !cute_coord_tensor_da4be1
            %iter_1273 = cute.get_iter(%grouped_1272) : !cute_coord_tensor_da4be1
            %tup_1274 = cute.deref_arith_tuple_iter(%iter_1273) : !cute_arith_tuple_iter_396070
            %e0_1275, %e1_1276, %e2_1277 = cute.get_leaves(%tup_1274) : !cute_int_tuple_ae8a07
            %394 = cute.get_scalars(%e0_1275) : !cute.int_tuple<"?{div=64}">
            %395 = cute.get_scalars(%e1_1276) : !cute.int_tuple<"?{div=128}">
            %396 = cute.get_scalars(%e2_1277) : !cute.int_tuple<"?">
            %iter_1278 = cute.get_iter(%grouped_1272) : !cute_coord_tensor_da4be1
            %tup_1279 = cute.deref_arith_tuple_iter(%iter_1278) : !cute_arith_tuple_iter_396070
            %e0_1280, %e1_1281, %e2_1282 = cute.get_leaves(%tup_1279) : !cute_int_tuple_ae8a07
            %397 = cute.get_scalars(%e0_1280) : !cute.int_tuple<"?{div=64}">
            %398 = cute.get_scalars(%e1_1281) : !cute.int_tuple<"?{div=128}">
            %399 = cute.get_scalars(%e2_1282) : !cute.int_tuple<"?">
            %lay_1283 = cute.get_layout(%grouped_1254) : !memref_smem_bf16_23
            %400 = cute.get_shape(%lay_1283) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_1284, %e1_1285, %e2_1286 = cute.get_leaves(%400) : !cute.shape<"((4096,1),(1))">
            %lay_1287 = cute.get_layout(%grouped_1272) : !cute_coord_tensor_da4be1
            %401 = cute.get_shape(%lay_1287) : (!cute_layout_175aab) -> !cute_shape_018bee
            %e0_1288, %e1_1289, %e2_1290, %e3_1291 = cute.get_leaves(%401) : !cute_shape_018bee
            %sz_1292 = cute.size(%grouped_1254) <{mode = [1]}> : (!memref_smem_bf16_23) -> !cute.int_tuple<"1">
            %e0_1293 = cute.get_leaves(%sz_1292) : !cute.int_tuple<"1">
            %sz_1294 = cute.size(%grouped_1272) <{mode = [1]}> : (!cute_coord_tensor_da4be1) -> !cute.int_tuple<"1">
            %e0_1295 = cute.get_leaves(%sz_1294) : !cute.int_tuple<"1">
            %402 = cute_nvgpu.atom.make_exec_tma(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
            cute.copy(%402, %grouped_1254, %grouped_1272) : (!cute_nvgpu_atom_tma_store_a82a14, !memref_smem_bf16_23, !cute_coord_tensor_da4be1)
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
            scf.yield %214 : !cute.layout<"(1,8):(8,1)">
          } else {
            scf.yield %214 : !cute.layout<"(1,8):(8,1)">
          }
          nvvm.barrier id = %c1_i32_366 number_of_threads = %c256_i32
          %242 = arith.addi %216, %c1_i32_348 : i32
          %243 = arith.remsi %242, %c4_i32 : i32
          %coord_729 = cute.make_coord() : () -> !cute.coord<"48">
          %244 = cute.memref.load(%retiled, %coord_729) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
          %coord_730 = cute.make_coord() : () -> !cute.coord<"0">
          cute.memref.store(%arg10, %coord_730, %244) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %coord_731 = cute.make_coord() : () -> !cute.coord<"49">
          %245 = cute.memref.load(%retiled, %coord_731) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
          %coord_732 = cute.make_coord() : () -> !cute.coord<"1">
          cute.memref.store(%arg10, %coord_732, %245) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %coord_733 = cute.make_coord() : () -> !cute.coord<"50">
          %246 = cute.memref.load(%retiled, %coord_733) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
          %coord_734 = cute.make_coord() : () -> !cute.coord<"2">
          cute.memref.store(%arg10, %coord_734, %246) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %coord_735 = cute.make_coord() : () -> !cute.coord<"51">
          %247 = cute.memref.load(%retiled, %coord_735) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
          %coord_736 = cute.make_coord() : () -> !cute.coord<"3">
          cute.memref.store(%arg10, %coord_736, %247) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %coord_737 = cute.make_coord() : () -> !cute.coord<"52">
          %248 = cute.memref.load(%retiled, %coord_737) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
          %coord_738 = cute.make_coord() : () -> !cute.coord<"4">
          cute.memref.store(%arg10, %coord_738, %248) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %coord_739 = cute.make_coord() : () -> !cute.coord<"53">
          %249 = cute.memref.load(%retiled, %coord_739) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
          %coord_740 = cute.make_coord() : () -> !cute.coord<"5">
          cute.memref.store(%arg10, %coord_740, %249) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %coord_741 = cute.make_coord() : () -> !cute.coord<"54">
          %250 = cute.memref.load(%retiled, %coord_741) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
          %coord_742 = cute.make_coord() : () -> !cute.coord<"6">
          cute.memref.store(%arg10, %coord_742, %250) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %coord_743 = cute.make_coord() : () -> !cute.coord<"55">
          %251 = cute.memref.load(%retiled, %coord_743) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
          %coord_744 = cute.make_coord() : () -> !cute.coord<"7">
          cute.memref.store(%arg10, %coord_744, %251) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %coord_745 = cute.make_coord() : () -> !cute.coord<"56">
          %252 = cute.memref.load(%retiled, %coord_745) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
          %coord_746 = cute.make_coord() : () -> !cute.coord<"8">
          cute.memref.store(%arg10, %coord_746, %252) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
          %coord_747 = cute.make_coord() : () -> !cute.coord<"57">
          %253 = cute.memref.load(%retiled, %coord_747) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
          %coord_748 = cute.make_coord() : () -> !cute.coord<"9">
          cute.memref.store(%arg10, %coord_748, %253) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
          %coord_749 = cute.make_coord() : () -> !cute.coord<"58">
          %254 = cute.memref.load(%retiled, %coord_749) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
          %coord_750 = cute.make_coord() : () -> !cute.coord<"10">
          cute.memref.store(%arg10, %coord_750, %254) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
          %coord_751 = cute.make_coord() : () -> !cute.coord<"59">
          %255 = cute.memref.load(%retiled, %coord_751) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
          %coord_752 = cute.make_coord() : () -> !cute.coord<"11">
          cute.memref.store(%arg10, %coord_752, %255) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
          %coord_753 = cute.make_coord() : () -> !cute.coord<"60">
          %256 = cute.memref.load(%retiled, %coord_753) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
          %coord_754 = cute.make_coord() : () -> !cute.coord<"12">
          cute.memref.store(%arg10, %coord_754, %256) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
          %coord_755 = cute.make_coord() : () -> !cute.coord<"61">
          %257 = cute.memref.load(%retiled, %coord_755) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
          %coord_756 = cute.make_coord() : () -> !cute.coord<"13">
          cute.memref.store(%arg10, %coord_756, %257) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
          %coord_757 = cute.make_coord() : () -> !cute.coord<"62">
          %258 = cute.memref.load(%retiled, %coord_757) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
          %coord_758 = cute.make_coord() : () -> !cute.coord<"14">
          cute.memref.store(%arg10, %coord_758, %258) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
          %coord_759 = cute.make_coord() : () -> !cute.coord<"63">
          %259 = cute.memref.load(%retiled, %coord_759) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
          %coord_760 = cute.make_coord() : () -> !cute.coord<"15">
          cute.memref.store(%arg10, %coord_760, %259) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
          %260 = cute.memref.load_vec(%arg10) : (!memref_rmem_f32_2) -> vector<16xf32>
          %int_tuple_761 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_762 = cute.size(%int_tuple_761) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_763 = cute.get_leaves(%sz_762) : !cute.int_tuple<"16">
          %261 = arith.truncf %260 : vector<16xf32> to vector<16xbf16>
          %int_tuple_764 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_765 = cute.size(%int_tuple_764) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_766 = cute.get_leaves(%sz_765) : !cute.int_tuple<"16">
          %int_tuple_767 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_768 = cute.size(%int_tuple_767) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_769 = cute.get_leaves(%sz_768) : !cute.int_tuple<"16">
          cute.memref.store_vec(%261, %arg21) : (vector<16xbf16>, !memref_rmem_bf16) -> ()
          %coord_770 = cute.make_coord(%243) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_771 = cute.slice(%dst_partitioned, %coord_770) : !memref_smem_bf16_15, !cute.coord<"(_,_,_,?)">
          %iter_772 = cute.get_iter(%slice_771) : !memref_smem_bf16_19
          %iter_773 = cute.get_iter(%slice_771) : !memref_smem_bf16_19
          %lay_774 = cute.get_layout(%slice_771) : !memref_smem_bf16_19
          %262 = cute.get_shape(%lay_774) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_775, %e1_776, %e2_777, %e3_778, %e4_779 = cute.get_leaves(%262) : !cute.shape<"(((2,4),1),1,2)">
          %shape_780 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_781 = cute.make_layout(%shape_780) : !cute.layout<"1:0">
          %append_782 = cute.append_to_rank<2> (%lay_467, %lay_781) : !cute_layout_07db63, !cute.layout<"1:0">
          %view_783 = cute.make_view(%iter_346, %append_782) : !memref_rmem_bf16
          %iter_784 = cute.get_iter(%view_783) : !memref_rmem_bf16
          %lay_785 = cute.get_layout(%view_783) : !memref_rmem_bf16
          %263 = cute.get_shape(%lay_785) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_786, %e1_787, %e2_788, %e3_789, %e4_790, %e5_791 = cute.get_leaves(%263) : !cute_shape_6fc090
          %grouped_792 = cute.group_modes(%view_783) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
          %iter_793 = cute.get_iter(%grouped_792) : !memref_rmem_bf16_1
          %iter_794 = cute.get_iter(%grouped_792) : !memref_rmem_bf16_1
          %shape_795 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_796 = cute.make_layout(%shape_795) : !cute.layout<"1:0">
          %append_797 = cute.append_to_rank<2> (%lay_774, %lay_796) : !cute_layout_70c0fe, !cute.layout<"1:0">
          %view_798 = cute.make_view(%iter_773, %append_797) : !memref_smem_bf16_19
          %iter_799 = cute.get_iter(%view_798) : !memref_smem_bf16_19
          %lay_800 = cute.get_layout(%view_798) : !memref_smem_bf16_19
          %264 = cute.get_shape(%lay_800) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_801, %e1_802, %e2_803, %e3_804, %e4_805 = cute.get_leaves(%264) : !cute.shape<"(((2,4),1),1,2)">
          %grouped_806 = cute.group_modes(%view_798) <1, 3> : (!memref_smem_bf16_19) -> !memref_smem_bf16_20
          %iter_807 = cute.get_iter(%grouped_806) : !memref_smem_bf16_20
          %iter_808 = cute.get_iter(%grouped_806) : !memref_smem_bf16_20
          %lay_809 = cute.get_layout(%grouped_792) : !memref_rmem_bf16_1
          %265 = cute.get_shape(%lay_809) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_810, %e1_811, %e2_812, %e3_813, %e4_814, %e5_815 = cute.get_leaves(%265) : !cute_shape_b5193b
          %lay_816 = cute.get_layout(%grouped_806) : !memref_smem_bf16_20
          %266 = cute.get_shape(%lay_816) : (!cute_layout_449a82) -> !cute_shape_c0241c
          %e0_817, %e1_818, %e2_819, %e3_820, %e4_821 = cute.get_leaves(%266) : !cute_shape_c0241c
          %sz_822 = cute.size(%grouped_792) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"2">
          %e0_823 = cute.get_leaves(%sz_822) : !cute.int_tuple<"2">
          %sz_824 = cute.size(%grouped_806) <{mode = [1]}> : (!memref_smem_bf16_20) -> !cute.int_tuple<"2">
          %e0_825 = cute.get_leaves(%sz_824) : !cute.int_tuple<"2">
          cute.copy(%116, %grouped_792, %grouped_806) : (!copy_stsm_4_1, !memref_rmem_bf16_1, !memref_smem_bf16_20)
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32_366 number_of_threads = %c256_i32
          %267 = arith.cmpi eq, %15, %c4_i32 : i32
          %268 = scf.if %267 -> (!cute.layout<"(1,8):(8,1)">) {
            %coord_1220 = cute.make_coord(%243) : (i32) -> !cute.coord<"(_,?)">
            %slice_1221 = cute.slice(%res_smem_tensor_406, %coord_1220) : !memref_smem_bf16_18, !cute.coord<"(_,?)">
            %iter_1222 = cute.get_iter(%slice_1221) : !memref_smem_bf16_21
            %iter_1223 = cute.get_iter(%slice_1221) : !memref_smem_bf16_21
            %c3_i32 = arith.constant 3 : i32
            %380 = cute.get_hier_coord(%c3_i32, %241) : (i32, !cute.layout<"(1,8):(8,1)">) -> !cute.coord<"(0,3)">
            %e0_1224, %e1_1225 = cute.get_leaves(%380) : !cute.coord<"(0,3)">
            %coord_1226 = cute.make_coord() : () -> !cute.coord<"(_,(0,3))">
            %slice_1227 = cute.slice(%res_target_tensors_407, %coord_1226) : !cute_coord_tensor_f1d1de, !cute.coord<"(_,(0,3))">
            %iter_1228 = cute.get_iter(%slice_1227) : !cute_coord_tensor_be953c
            %tup_1229 = cute.deref_arith_tuple_iter(%iter_1228) : !cute_arith_tuple_iter_df6bff
            %e0_1230, %e1_1231, %e2_1232 = cute.get_leaves(%tup_1229) : !cute_int_tuple_36697f
            %381 = cute.get_scalars(%e0_1230) : !cute.int_tuple<"?{div=32}">
            %382 = cute.get_scalars(%e1_1231) : !cute.int_tuple<"?{div=128}">
            %383 = cute.get_scalars(%e2_1232) : !cute.int_tuple<"?">
            %iter_1233 = cute.get_iter(%slice_1227) : !cute_coord_tensor_be953c
            %tup_1234 = cute.deref_arith_tuple_iter(%iter_1233) : !cute_arith_tuple_iter_df6bff
            %e0_1235, %e1_1236, %e2_1237 = cute.get_leaves(%tup_1234) : !cute_int_tuple_36697f
            %384 = cute.get_scalars(%e0_1235) : !cute.int_tuple<"?{div=32}">
            %385 = cute.get_scalars(%e1_1236) : !cute.int_tuple<"?{div=128}">
            %386 = cute.get_scalars(%e2_1237) : !cute.int_tuple<"?">
            %lay_1238 = cute.get_layout(%slice_1221) : !memref_smem_bf16_21
            %387 = cute.get_shape(%lay_1238) : (!cute_layout_247bff) -> !cute.shape<"((4096,1))">
            %e0_1239, %e1_1240 = cute.get_leaves(%387) : !cute.shape<"((4096,1))">
            %lay_1241 = cute.get_layout(%slice_1227) : !cute_coord_tensor_be953c
            %388 = cute.get_shape(%lay_1241) : (!cute_layout_66697d) -> !cute.shape<"(((32,128),1))">
            %e0_1242, %e1_1243, %e2_1244 = cute.get_leaves(%388) : !cute.shape<"(((32,128),1))">
            %shape_1245 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1246 = cute.make_layout(%shape_1245) : !cute.layout<"1:0">
            %append_1247 = cute.append_to_rank<2> (%lay_1238, %lay_1246) : !cute_layout_247bff, !cute.layout<"1:0">
            %view_1248 = cute.make_view(%iter_1223, %append_1247) : !memref_smem_bf16_22
            %iter_1249 = cute.get_iter(%view_1248) : !memref_smem_bf16_22
            %lay_1250 = cute.get_layout(%view_1248) : !memref_smem_bf16_22
            %389 = cute.get_shape(%lay_1250) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_1251, %e1_1252, %e2_1253 = cute.get_leaves(%389) : !cute.shape<"((4096,1),1)">
            %grouped_1254 = cute.group_modes(%view_1248) <1, 2> : (!memref_smem_bf16_22) -> !memref_smem_bf16_23
            %iter_1255 = cute.get_iter(%grouped_1254) : !memref_smem_bf16_23
            %iter_1256 = cute.get_iter(%grouped_1254) : !memref_smem_bf16_23
            %shape_1257 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1258 = cute.make_layout(%shape_1257) : !cute.layout<"1:0">
            %append_1259 = cute.append_to_rank<2> (%lay_1241, %lay_1258) : !cute_layout_66697d, !cute.layout<"1:0">
            %int_tuple_1260 = cute.make_int_tuple(%e0_1235, %e1_1236, %e2_1237) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_36697f
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_1260) : (!cute_int_tuple_36697f) -> !cute_arith_tuple_iter_df6bff
            %view_1261 = cute.make_view(%int_tup_iter, %append_1259) : !cute_coord_tensor_8c717f
            %iter_1262 = cute.get_iter(%view_1261) : !cute_coord_tensor_8c717f
            %tup_1263 = cute.deref_arith_tuple_iter(%iter_1262) : !cute_arith_tuple_iter_df6bff
            %e0_1264, %e1_1265, %e2_1266 = cute.get_leaves(%tup_1263) : !cute_int_tuple_36697f
            %390 = cute.get_scalars(%e0_1264) : !cute.int_tuple<"?{div=32}">
            %391 = cute.get_scalars(%e1_1265) : !cute.int_tuple<"?{div=128}">
            %392 = cute.get_scalars(%e2_1266) : !cute.int_tuple<"?">
            %lay_1267 = cute.get_layout(%view_1261) : !cute_coord_tensor_8c717f
            %393 = cute.get_shape(%lay_1267) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_1268, %e1_1269, %e2_1270, %e3_1271 = cute.get_leaves(%393) : !cute.shape<"(((32,128),1),1)">
            %grouped_1272 = cute.group_modes(%view_1261) <1, 2> : (!cute_coord_tensor_8c717f) -> !cute_coord_tensor_1abc17
            %iter_1273 = cute.get_iter(%grouped_1272) : !cute_coord_tensor_1abc17
            %tup_1274 = cute.deref_arith_tuple_iter(%iter_1273) : !cute_arith_tuple_iter_df6bff
            %e0_1275, %e1_1276, %e2_1277 = cute.get_leaves(%tup_1274) : !cute_int_tuple_36697f
            %394 = cute.get_scalars(%e0_1275) : !cute.int_tuple<"?{div=32}">
            %395 = cute.get_scalars(%e1_1276) : !cute.int_tuple<"?{div=128}">
            %396 = cute.get_scalars(%e2_1277) : !cute.int_tuple<"?">
            %iter_1278 = cute.get_iter(%grouped_1272) : !cute_coord_tensor_1abc17
            %tup_1279 = cute.deref_arith_tuple_iter(%iter_1278) : !cute_arith_tuple_iter_df6bff
            %e0_1280, %e1_1281, %e2_1282 = cute.get_leaves(%tup_1279) : !cute_int_tuple_36697f
            %397 = cute.get_scalars(%e0_1280) : !cute.int_tuple<"?{div=32}">
            %398 = cute.get_scalars(%e1_1281) : !cute.int_tuple<"?{div=128}">
            %399 = cute.get_scalars(%e2_1282) : !cute.int_tuple<"?">
            %lay_1283 = cute.get_layout(%grouped_1254) : !memref_smem_bf16_23
            %400 = cute.get_shape(%lay_1283) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_1284, %e1_1285, %e2_1286 = cute.get_leaves(%400) : !cute.shape<"((4096,1),(1))">
            %lay_1287 = cute.get_layout(%grouped_1272) : !cute_coord_tensor_1abc17
            %401 = cute.get_shape(%lay_1287) : (!cute_layout_175aab) -> !cute_shape_018bee
            %e0_1288, %e1_1289, %e2_1290, %e3_1291 = cute.get_leaves(%401) : !cute_shape_018bee
            %sz_1292 = cute.size(%grouped_1254) <{mode = [1]}> : (!memref_smem_bf16_23) -> !cute.int_tuple<"1">
            %e0_1293 = cute.get_leaves(%sz_1292) : !cute.int_tuple<"1">
            %sz_1294 = cute.size(%grouped_1272) <{mode = [1]}> : (!cute_coord_tensor_1abc17) -> !cute.int_tuple<"1">
            %e0_1295 = cute.get_leaves(%sz_1294) : !cute.int_tuple<"1">
            %402 = cute_nvgpu.atom.make_exec_tma(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
            cute.copy(%402, %grouped_1254, %grouped_1272) : (!cute_nvgpu_atom_tma_store_a82a14, !memref_smem_bf16_23, !cute_coord_tensor_1abc17)
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
            scf.yield %241 : !cute.layout<"(1,8):(8,1)">
          } else {
            scf.yield %241 : !cute.layout<"(1,8):(8,1)">
          }
          nvvm.barrier id = %c1_i32_366 number_of_threads = %c256_i32
          %269 = arith.addi %243, %c1_i32_348 : i32
          %270 = arith.remsi %269, %c4_i32 : i32
          %coord_826 = cute.make_coord() : () -> !cute.coord<"64">
          %271 = cute.memref.load(%retiled, %coord_826) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
          %coord_827 = cute.make_coord() : () -> !cute.coord<"0">
          cute.memref.store(%arg10, %coord_827, %271) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %coord_828 = cute.make_coord() : () -> !cute.coord<"65">
          %272 = cute.memref.load(%retiled, %coord_828) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
          %coord_829 = cute.make_coord() : () -> !cute.coord<"1">
          cute.memref.store(%arg10, %coord_829, %272) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %coord_830 = cute.make_coord() : () -> !cute.coord<"66">
          %273 = cute.memref.load(%retiled, %coord_830) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
          %coord_831 = cute.make_coord() : () -> !cute.coord<"2">
          cute.memref.store(%arg10, %coord_831, %273) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %coord_832 = cute.make_coord() : () -> !cute.coord<"67">
          %274 = cute.memref.load(%retiled, %coord_832) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
          %coord_833 = cute.make_coord() : () -> !cute.coord<"3">
          cute.memref.store(%arg10, %coord_833, %274) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %coord_834 = cute.make_coord() : () -> !cute.coord<"68">
          %275 = cute.memref.load(%retiled, %coord_834) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
          %coord_835 = cute.make_coord() : () -> !cute.coord<"4">
          cute.memref.store(%arg10, %coord_835, %275) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %coord_836 = cute.make_coord() : () -> !cute.coord<"69">
          %276 = cute.memref.load(%retiled, %coord_836) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
          %coord_837 = cute.make_coord() : () -> !cute.coord<"5">
          cute.memref.store(%arg10, %coord_837, %276) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %coord_838 = cute.make_coord() : () -> !cute.coord<"70">
          %277 = cute.memref.load(%retiled, %coord_838) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
          %coord_839 = cute.make_coord() : () -> !cute.coord<"6">
          cute.memref.store(%arg10, %coord_839, %277) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %coord_840 = cute.make_coord() : () -> !cute.coord<"71">
          %278 = cute.memref.load(%retiled, %coord_840) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
          %coord_841 = cute.make_coord() : () -> !cute.coord<"7">
          cute.memref.store(%arg10, %coord_841, %278) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %coord_842 = cute.make_coord() : () -> !cute.coord<"72">
          %279 = cute.memref.load(%retiled, %coord_842) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
          %coord_843 = cute.make_coord() : () -> !cute.coord<"8">
          cute.memref.store(%arg10, %coord_843, %279) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
          %coord_844 = cute.make_coord() : () -> !cute.coord<"73">
          %280 = cute.memref.load(%retiled, %coord_844) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
          %coord_845 = cute.make_coord() : () -> !cute.coord<"9">
          cute.memref.store(%arg10, %coord_845, %280) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
          %coord_846 = cute.make_coord() : () -> !cute.coord<"74">
          %281 = cute.memref.load(%retiled, %coord_846) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
          %coord_847 = cute.make_coord() : () -> !cute.coord<"10">
          cute.memref.store(%arg10, %coord_847, %281) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
          %coord_848 = cute.make_coord() : () -> !cute.coord<"75">
          %282 = cute.memref.load(%retiled, %coord_848) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
          %coord_849 = cute.make_coord() : () -> !cute.coord<"11">
          cute.memref.store(%arg10, %coord_849, %282) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
          %coord_850 = cute.make_coord() : () -> !cute.coord<"76">
          %283 = cute.memref.load(%retiled, %coord_850) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
          %coord_851 = cute.make_coord() : () -> !cute.coord<"12">
          cute.memref.store(%arg10, %coord_851, %283) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
          %coord_852 = cute.make_coord() : () -> !cute.coord<"77">
          %284 = cute.memref.load(%retiled, %coord_852) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
          %coord_853 = cute.make_coord() : () -> !cute.coord<"13">
          cute.memref.store(%arg10, %coord_853, %284) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
          %coord_854 = cute.make_coord() : () -> !cute.coord<"78">
          %285 = cute.memref.load(%retiled, %coord_854) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
          %coord_855 = cute.make_coord() : () -> !cute.coord<"14">
          cute.memref.store(%arg10, %coord_855, %285) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
          %coord_856 = cute.make_coord() : () -> !cute.coord<"79">
          %286 = cute.memref.load(%retiled, %coord_856) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
          %coord_857 = cute.make_coord() : () -> !cute.coord<"15">
          cute.memref.store(%arg10, %coord_857, %286) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
          %287 = cute.memref.load_vec(%arg10) : (!memref_rmem_f32_2) -> vector<16xf32>
          %int_tuple_858 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_859 = cute.size(%int_tuple_858) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_860 = cute.get_leaves(%sz_859) : !cute.int_tuple<"16">
          %288 = arith.truncf %287 : vector<16xf32> to vector<16xbf16>
          %int_tuple_861 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_862 = cute.size(%int_tuple_861) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_863 = cute.get_leaves(%sz_862) : !cute.int_tuple<"16">
          %int_tuple_864 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_865 = cute.size(%int_tuple_864) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_866 = cute.get_leaves(%sz_865) : !cute.int_tuple<"16">
          cute.memref.store_vec(%288, %arg21) : (vector<16xbf16>, !memref_rmem_bf16) -> ()
          %coord_867 = cute.make_coord(%270) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_868 = cute.slice(%dst_partitioned, %coord_867) : !memref_smem_bf16_15, !cute.coord<"(_,_,_,?)">
          %iter_869 = cute.get_iter(%slice_868) : !memref_smem_bf16_19
          %iter_870 = cute.get_iter(%slice_868) : !memref_smem_bf16_19
          %lay_871 = cute.get_layout(%slice_868) : !memref_smem_bf16_19
          %289 = cute.get_shape(%lay_871) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_872, %e1_873, %e2_874, %e3_875, %e4_876 = cute.get_leaves(%289) : !cute.shape<"(((2,4),1),1,2)">
          %shape_877 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_878 = cute.make_layout(%shape_877) : !cute.layout<"1:0">
          %append_879 = cute.append_to_rank<2> (%lay_467, %lay_878) : !cute_layout_07db63, !cute.layout<"1:0">
          %view_880 = cute.make_view(%iter_346, %append_879) : !memref_rmem_bf16
          %iter_881 = cute.get_iter(%view_880) : !memref_rmem_bf16
          %lay_882 = cute.get_layout(%view_880) : !memref_rmem_bf16
          %290 = cute.get_shape(%lay_882) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_883, %e1_884, %e2_885, %e3_886, %e4_887, %e5_888 = cute.get_leaves(%290) : !cute_shape_6fc090
          %grouped_889 = cute.group_modes(%view_880) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
          %iter_890 = cute.get_iter(%grouped_889) : !memref_rmem_bf16_1
          %iter_891 = cute.get_iter(%grouped_889) : !memref_rmem_bf16_1
          %shape_892 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_893 = cute.make_layout(%shape_892) : !cute.layout<"1:0">
          %append_894 = cute.append_to_rank<2> (%lay_871, %lay_893) : !cute_layout_70c0fe, !cute.layout<"1:0">
          %view_895 = cute.make_view(%iter_870, %append_894) : !memref_smem_bf16_19
          %iter_896 = cute.get_iter(%view_895) : !memref_smem_bf16_19
          %lay_897 = cute.get_layout(%view_895) : !memref_smem_bf16_19
          %291 = cute.get_shape(%lay_897) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_898, %e1_899, %e2_900, %e3_901, %e4_902 = cute.get_leaves(%291) : !cute.shape<"(((2,4),1),1,2)">
          %grouped_903 = cute.group_modes(%view_895) <1, 3> : (!memref_smem_bf16_19) -> !memref_smem_bf16_20
          %iter_904 = cute.get_iter(%grouped_903) : !memref_smem_bf16_20
          %iter_905 = cute.get_iter(%grouped_903) : !memref_smem_bf16_20
          %lay_906 = cute.get_layout(%grouped_889) : !memref_rmem_bf16_1
          %292 = cute.get_shape(%lay_906) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_907, %e1_908, %e2_909, %e3_910, %e4_911, %e5_912 = cute.get_leaves(%292) : !cute_shape_b5193b
          %lay_913 = cute.get_layout(%grouped_903) : !memref_smem_bf16_20
          %293 = cute.get_shape(%lay_913) : (!cute_layout_449a82) -> !cute_shape_c0241c
          %e0_914, %e1_915, %e2_916, %e3_917, %e4_918 = cute.get_leaves(%293) : !cute_shape_c0241c
          %sz_919 = cute.size(%grouped_889) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"2">
          %e0_920 = cute.get_leaves(%sz_919) : !cute.int_tuple<"2">
          %sz_921 = cute.size(%grouped_903) <{mode = [1]}> : (!memref_smem_bf16_20) -> !cute.int_tuple<"2">
          %e0_922 = cute.get_leaves(%sz_921) : !cute.int_tuple<"2">
          cute.copy(%116, %grouped_889, %grouped_903) : (!copy_stsm_4_1, !memref_rmem_bf16_1, !memref_smem_bf16_20)
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32_366 number_of_threads = %c256_i32
          %294 = arith.cmpi eq, %15, %c4_i32 : i32
          %295 = scf.if %294 -> (!cute.layout<"(1,8):(8,1)">) {
            %coord_1220 = cute.make_coord(%270) : (i32) -> !cute.coord<"(_,?)">
            %slice_1221 = cute.slice(%res_smem_tensor_406, %coord_1220) : !memref_smem_bf16_18, !cute.coord<"(_,?)">
            %iter_1222 = cute.get_iter(%slice_1221) : !memref_smem_bf16_21
            %iter_1223 = cute.get_iter(%slice_1221) : !memref_smem_bf16_21
            %c4_i32_1224 = arith.constant 4 : i32
            %380 = cute.get_hier_coord(%c4_i32_1224, %268) : (i32, !cute.layout<"(1,8):(8,1)">) -> !cute.coord<"(0,4)">
            %e0_1225, %e1_1226 = cute.get_leaves(%380) : !cute.coord<"(0,4)">
            %coord_1227 = cute.make_coord() : () -> !cute.coord<"(_,(0,4))">
            %slice_1228 = cute.slice(%res_target_tensors_407, %coord_1227) : !cute_coord_tensor_f1d1de, !cute.coord<"(_,(0,4))">
            %iter_1229 = cute.get_iter(%slice_1228) : !cute_coord_tensor_00c3a7
            %tup_1230 = cute.deref_arith_tuple_iter(%iter_1229) : !cute_arith_tuple_iter_815f75
            %e0_1231, %e1_1232, %e2_1233 = cute.get_leaves(%tup_1230) : !cute_int_tuple_ee97c9
            %381 = cute.get_scalars(%e0_1231) : !cute.int_tuple<"?{div=128}">
            %382 = cute.get_scalars(%e1_1232) : !cute.int_tuple<"?{div=128}">
            %383 = cute.get_scalars(%e2_1233) : !cute.int_tuple<"?">
            %iter_1234 = cute.get_iter(%slice_1228) : !cute_coord_tensor_00c3a7
            %tup_1235 = cute.deref_arith_tuple_iter(%iter_1234) : !cute_arith_tuple_iter_815f75
            %e0_1236, %e1_1237, %e2_1238 = cute.get_leaves(%tup_1235) : !cute_int_tuple_ee97c9
            %384 = cute.get_scalars(%e0_1236) : !cute.int_tuple<"?{div=128}">
            %385 = cute.get_scalars(%e1_1237) : !cute.int_tuple<"?{div=128}">
            %386 = cute.get_scalars(%e2_1238) : !cute.int_tuple<"?">
            %lay_1239 = cute.get_layout(%slice_1221) : !memref_smem_bf16_21
            %387 = cute.get_shape(%lay_1239) : (!cute_layout_247bff) -> !cute.shape<"((4096,1))">
            %e0_1240, %e1_1241 = cute.get_leaves(%387) : !cute.shape<"((4096,1))">
            %lay_1242 = cute.get_layout(%slice_1228) : !cute_coord_tensor_00c3a7
            %388 = cute.get_shape(%lay_1242) : (!cute_layout_66697d) -> !cute.shape<"(((32,128),1))">
            %e0_1243, %e1_1244, %e2_1245 = cute.get_leaves(%388) : !cute.shape<"(((32,128),1))">
            %shape_1246 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1247 = cute.make_layout(%shape_1246) : !cute.layout<"1:0">
            %append_1248 = cute.append_to_rank<2> (%lay_1239, %lay_1247) : !cute_layout_247bff, !cute.layout<"1:0">
            %view_1249 = cute.make_view(%iter_1223, %append_1248) : !memref_smem_bf16_22
            %iter_1250 = cute.get_iter(%view_1249) : !memref_smem_bf16_22
            %lay_1251 = cute.get_layout(%view_1249) : !memref_smem_bf16_22
            %389 = cute.get_shape(%lay_1251) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_1252, %e1_1253, %e2_1254 = cute.get_leaves(%389) : !cute.shape<"((4096,1),1)">
            %grouped_1255 = cute.group_modes(%view_1249) <1, 2> : (!memref_smem_bf16_22) -> !memref_smem_bf16_23
            %iter_1256 = cute.get_iter(%grouped_1255) : !memref_smem_bf16_23
            %iter_1257 = cute.get_iter(%grouped_1255) : !memref_smem_bf16_23
            %shape_1258 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1259 = cute.make_layout(%shape_1258) : !cute.layout<"1:0">
            %append_1260 = cute.append_to_rank<2> (%lay_1242, %lay_1259) : !cute_layout_66697d, !cute.layout<"1:0">
            %int_tuple_1261 = cute.make_int_tuple(%e0_1236, %e1_1237, %e2_1238) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ee97c9
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_1261) : (!cute_int_tuple_ee97c9) -> !cute_arith_tuple_iter_815f75
            %view_1262 = cute.make_view(%int_tup_iter, %append_1260) : !cute_coord_tensor_1d57d5
            %iter_1263 = cute.get_iter(%view_1262) : !cute_coord_tensor_1d57d5
            %tup_1264 = cute.deref_arith_tuple_iter(%iter_1263) : !cute_arith_tuple_iter_815f75
            %e0_1265, %e1_1266, %e2_1267 = cute.get_leaves(%tup_1264) : !cute_int_tuple_ee97c9
            %390 = cute.get_scalars(%e0_1265) : !cute.int_tuple<"?{div=128}">
            %391 = cute.get_scalars(%e1_1266) : !cute.int_tuple<"?{div=128}">
            %392 = cute.get_scalars(%e2_1267) : !cute.int_tuple<"?">
            %lay_1268 = cute.get_layout(%view_1262) : !cute_coord_tensor_1d57d5
            %393 = cute.get_shape(%lay_1268) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_1269, %e1_1270, %e2_1271, %e3_1272 = cute.get_leaves(%393) : !cute.shape<"(((32,128),1),1)">
            %grouped_1273 = cute.group_modes(%view_1262) <1, 2> : (!cute_coord_tensor_1d57d5) -> !cute_coord_tensor_44cde4
            %iter_1274 = cute.get_iter(%grouped_1273) : !cute_coord_tensor_44cde4
            %tup_1275 = cute.deref_arith_tuple_iter(%iter_1274) : !cute_arith_tuple_iter_815f75
            %e0_1276, %e1_1277, %e2_1278 = cute.get_leaves(%tup_1275) : !cute_int_tuple_ee97c9
            %394 = cute.get_scalars(%e0_1276) : !cute.int_tuple<"?{div=128}">
            %395 = cute.get_scalars(%e1_1277) : !cute.int_tuple<"?{div=128}">
            %396 = cute.get_scalars(%e2_1278) : !cute.int_tuple<"?">
            %iter_1279 = cute.get_iter(%grouped_1273) : !cute_coord_tensor_44cde4
            %tup_1280 = cute.deref_arith_tuple_iter(%iter_1279) : !cute_arith_tuple_iter_815f75
            %e0_1281, %e1_1282, %e2_1283 = cute.get_leaves(%tup_1280) : !cute_int_tuple_ee97c9
            %397 = cute.get_scalars(%e0_1281) : !cute.int_tuple<"?{div=128}">
            %398 = cute.get_scalars(%e1_1282) : !cute.int_tuple<"?{div=128}">
            %399 = cute.get_scalars(%e2_1283) : !cute.int_tuple<"?">
            %lay_1284 = cute.get_layout(%grouped_1255) : !memref_smem_bf16_23
            %400 = cute.get_shape(%lay_1284) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_1285, %e1_1286, %e2_1287 = cute.get_leaves(%400) : !cute.shape<"((4096,1),(1))">
            %lay_1288 = cute.get_layout(%grouped_1273) : !cute_coord_tensor_44cde4
            %401 = cute.get_shape(%lay_1288) : (!cute_layout_175aab) -> !cute_shape_018bee
            %e0_1289, %e1_1290, %e2_1291, %e3_1292 = cute.get_leaves(%401) : !cute_shape_018bee
            %sz_1293 = cute.size(%grouped_1255) <{mode = [1]}> : (!memref_smem_bf16_23) -> !cute.int_tuple<"1">
            %e0_1294 = cute.get_leaves(%sz_1293) : !cute.int_tuple<"1">
            %sz_1295 = cute.size(%grouped_1273) <{mode = [1]}> : (!cute_coord_tensor_44cde4) -> !cute.int_tuple<"1">
            %e0_1296 = cute.get_leaves(%sz_1295) : !cute.int_tuple<"1">
            %402 = cute_nvgpu.atom.make_exec_tma(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
            cute.copy(%402, %grouped_1255, %grouped_1273) : (!cute_nvgpu_atom_tma_store_a82a14, !memref_smem_bf16_23, !cute_coord_tensor_44cde4)
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
            scf.yield %268 : !cute.layout<"(1,8):(8,1)">
          } else {
            scf.yield %268 : !cute.layout<"(1,8):(8,1)">
          }
          nvvm.barrier id = %c1_i32_366 number_of_threads = %c256_i32
          %296 = arith.addi %270, %c1_i32_348 : i32
          %297 = arith.remsi %296, %c4_i32 : i32
          %coord_923 = cute.make_coord() : () -> !cute.coord<"80">
          %298 = cute.memref.load(%retiled, %coord_923) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
          %coord_924 = cute.make_coord() : () -> !cute.coord<"0">
          cute.memref.store(%arg10, %coord_924, %298) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %coord_925 = cute.make_coord() : () -> !cute.coord<"81">
          %299 = cute.memref.load(%retiled, %coord_925) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
          %coord_926 = cute.make_coord() : () -> !cute.coord<"1">
          cute.memref.store(%arg10, %coord_926, %299) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %coord_927 = cute.make_coord() : () -> !cute.coord<"82">
          %300 = cute.memref.load(%retiled, %coord_927) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
          %coord_928 = cute.make_coord() : () -> !cute.coord<"2">
          cute.memref.store(%arg10, %coord_928, %300) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %coord_929 = cute.make_coord() : () -> !cute.coord<"83">
          %301 = cute.memref.load(%retiled, %coord_929) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
          %coord_930 = cute.make_coord() : () -> !cute.coord<"3">
          cute.memref.store(%arg10, %coord_930, %301) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %coord_931 = cute.make_coord() : () -> !cute.coord<"84">
          %302 = cute.memref.load(%retiled, %coord_931) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
          %coord_932 = cute.make_coord() : () -> !cute.coord<"4">
          cute.memref.store(%arg10, %coord_932, %302) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %coord_933 = cute.make_coord() : () -> !cute.coord<"85">
          %303 = cute.memref.load(%retiled, %coord_933) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
          %coord_934 = cute.make_coord() : () -> !cute.coord<"5">
          cute.memref.store(%arg10, %coord_934, %303) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %coord_935 = cute.make_coord() : () -> !cute.coord<"86">
          %304 = cute.memref.load(%retiled, %coord_935) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
          %coord_936 = cute.make_coord() : () -> !cute.coord<"6">
          cute.memref.store(%arg10, %coord_936, %304) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %coord_937 = cute.make_coord() : () -> !cute.coord<"87">
          %305 = cute.memref.load(%retiled, %coord_937) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
          %coord_938 = cute.make_coord() : () -> !cute.coord<"7">
          cute.memref.store(%arg10, %coord_938, %305) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %coord_939 = cute.make_coord() : () -> !cute.coord<"88">
          %306 = cute.memref.load(%retiled, %coord_939) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
          %coord_940 = cute.make_coord() : () -> !cute.coord<"8">
          cute.memref.store(%arg10, %coord_940, %306) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
          %coord_941 = cute.make_coord() : () -> !cute.coord<"89">
          %307 = cute.memref.load(%retiled, %coord_941) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
          %coord_942 = cute.make_coord() : () -> !cute.coord<"9">
          cute.memref.store(%arg10, %coord_942, %307) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
          %coord_943 = cute.make_coord() : () -> !cute.coord<"90">
          %308 = cute.memref.load(%retiled, %coord_943) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
          %coord_944 = cute.make_coord() : () -> !cute.coord<"10">
          cute.memref.store(%arg10, %coord_944, %308) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
          %coord_945 = cute.make_coord() : () -> !cute.coord<"91">
          %309 = cute.memref.load(%retiled, %coord_945) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
          %coord_946 = cute.make_coord() : () -> !cute.coord<"11">
          cute.memref.store(%arg10, %coord_946, %309) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
          %coord_947 = cute.make_coord() : () -> !cute.coord<"92">
          %310 = cute.memref.load(%retiled, %coord_947) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
          %coord_948 = cute.make_coord() : () -> !cute.coord<"12">
          cute.memref.store(%arg10, %coord_948, %310) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
          %coord_949 = cute.make_coord() : () -> !cute.coord<"93">
          %311 = cute.memref.load(%retiled, %coord_949) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
          %coord_950 = cute.make_coord() : () -> !cute.coord<"13">
          cute.memref.store(%arg10, %coord_950, %311) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
          %coord_951 = cute.make_coord() : () -> !cute.coord<"94">
          %312 = cute.memref.load(%retiled, %coord_951) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
          %coord_952 = cute.make_coord() : () -> !cute.coord<"14">
          cute.memref.store(%arg10, %coord_952, %312) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
          %coord_953 = cute.make_coord() : () -> !cute.coord<"95">
          %313 = cute.memref.load(%retiled, %coord_953) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
          %coord_954 = cute.make_coord() : () -> !cute.coord<"15">
          cute.memref.store(%arg10, %coord_954, %313) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
          %314 = cute.memref.load_vec(%arg10) : (!memref_rmem_f32_2) -> vector<16xf32>
          %int_tuple_955 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_956 = cute.size(%int_tuple_955) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_957 = cute.get_leaves(%sz_956) : !cute.int_tuple<"16">
          %315 = arith.truncf %314 : vector<16xf32> to vector<16xbf16>
          %int_tuple_958 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_959 = cute.size(%int_tuple_958) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_960 = cute.get_leaves(%sz_959) : !cute.int_tuple<"16">
          %int_tuple_961 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_962 = cute.size(%int_tuple_961) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_963 = cute.get_leaves(%sz_962) : !cute.int_tuple<"16">
          cute.memref.store_vec(%315, %arg21) : (vector<16xbf16>, !memref_rmem_bf16) -> ()
          %coord_964 = cute.make_coord(%297) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_965 = cute.slice(%dst_partitioned, %coord_964) : !memref_smem_bf16_15, !cute.coord<"(_,_,_,?)">
          %iter_966 = cute.get_iter(%slice_965) : !memref_smem_bf16_19
          %iter_967 = cute.get_iter(%slice_965) : !memref_smem_bf16_19
          %lay_968 = cute.get_layout(%slice_965) : !memref_smem_bf16_19
          %316 = cute.get_shape(%lay_968) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_969, %e1_970, %e2_971, %e3_972, %e4_973 = cute.get_leaves(%316) : !cute.shape<"(((2,4),1),1,2)">
          %shape_974 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_975 = cute.make_layout(%shape_974) : !cute.layout<"1:0">
          %append_976 = cute.append_to_rank<2> (%lay_467, %lay_975) : !cute_layout_07db63, !cute.layout<"1:0">
          %view_977 = cute.make_view(%iter_346, %append_976) : !memref_rmem_bf16
          %iter_978 = cute.get_iter(%view_977) : !memref_rmem_bf16
          %lay_979 = cute.get_layout(%view_977) : !memref_rmem_bf16
          %317 = cute.get_shape(%lay_979) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_980, %e1_981, %e2_982, %e3_983, %e4_984, %e5_985 = cute.get_leaves(%317) : !cute_shape_6fc090
          %grouped_986 = cute.group_modes(%view_977) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
          %iter_987 = cute.get_iter(%grouped_986) : !memref_rmem_bf16_1
          %iter_988 = cute.get_iter(%grouped_986) : !memref_rmem_bf16_1
          %shape_989 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_990 = cute.make_layout(%shape_989) : !cute.layout<"1:0">
          %append_991 = cute.append_to_rank<2> (%lay_968, %lay_990) : !cute_layout_70c0fe, !cute.layout<"1:0">
          %view_992 = cute.make_view(%iter_967, %append_991) : !memref_smem_bf16_19
          %iter_993 = cute.get_iter(%view_992) : !memref_smem_bf16_19
          %lay_994 = cute.get_layout(%view_992) : !memref_smem_bf16_19
          %318 = cute.get_shape(%lay_994) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_995, %e1_996, %e2_997, %e3_998, %e4_999 = cute.get_leaves(%318) : !cute.shape<"(((2,4),1),1,2)">
          %grouped_1000 = cute.group_modes(%view_992) <1, 3> : (!memref_smem_bf16_19) -> !memref_smem_bf16_20
          %iter_1001 = cute.get_iter(%grouped_1000) : !memref_smem_bf16_20
          %iter_1002 = cute.get_iter(%grouped_1000) : !memref_smem_bf16_20
          %lay_1003 = cute.get_layout(%grouped_986) : !memref_rmem_bf16_1
          %319 = cute.get_shape(%lay_1003) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_1004, %e1_1005, %e2_1006, %e3_1007, %e4_1008, %e5_1009 = cute.get_leaves(%319) : !cute_shape_b5193b
          %lay_1010 = cute.get_layout(%grouped_1000) : !memref_smem_bf16_20
          %320 = cute.get_shape(%lay_1010) : (!cute_layout_449a82) -> !cute_shape_c0241c
          %e0_1011, %e1_1012, %e2_1013, %e3_1014, %e4_1015 = cute.get_leaves(%320) : !cute_shape_c0241c
          %sz_1016 = cute.size(%grouped_986) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"2">
          %e0_1017 = cute.get_leaves(%sz_1016) : !cute.int_tuple<"2">
          %sz_1018 = cute.size(%grouped_1000) <{mode = [1]}> : (!memref_smem_bf16_20) -> !cute.int_tuple<"2">
          %e0_1019 = cute.get_leaves(%sz_1018) : !cute.int_tuple<"2">
          cute.copy(%116, %grouped_986, %grouped_1000) : (!copy_stsm_4_1, !memref_rmem_bf16_1, !memref_smem_bf16_20)
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32_366 number_of_threads = %c256_i32
          %321 = arith.cmpi eq, %15, %c4_i32 : i32
          %322 = scf.if %321 -> (!cute.layout<"(1,8):(8,1)">) {
            %coord_1220 = cute.make_coord(%297) : (i32) -> !cute.coord<"(_,?)">
            %slice_1221 = cute.slice(%res_smem_tensor_406, %coord_1220) : !memref_smem_bf16_18, !cute.coord<"(_,?)">
            %iter_1222 = cute.get_iter(%slice_1221) : !memref_smem_bf16_21
            %iter_1223 = cute.get_iter(%slice_1221) : !memref_smem_bf16_21
            %c5_i32 = arith.constant 5 : i32
            %380 = cute.get_hier_coord(%c5_i32, %295) : (i32, !cute.layout<"(1,8):(8,1)">) -> !cute.coord<"(0,5)">
            %e0_1224, %e1_1225 = cute.get_leaves(%380) : !cute.coord<"(0,5)">
            %coord_1226 = cute.make_coord() : () -> !cute.coord<"(_,(0,5))">
            %slice_1227 = cute.slice(%res_target_tensors_407, %coord_1226) : !cute_coord_tensor_f1d1de, !cute.coord<"(_,(0,5))">
            %iter_1228 = cute.get_iter(%slice_1227) : !cute_coord_tensor_be953c
            %tup_1229 = cute.deref_arith_tuple_iter(%iter_1228) : !cute_arith_tuple_iter_df6bff
            %e0_1230, %e1_1231, %e2_1232 = cute.get_leaves(%tup_1229) : !cute_int_tuple_36697f
            %381 = cute.get_scalars(%e0_1230) : !cute.int_tuple<"?{div=32}">
            %382 = cute.get_scalars(%e1_1231) : !cute.int_tuple<"?{div=128}">
            %383 = cute.get_scalars(%e2_1232) : !cute.int_tuple<"?">
            %iter_1233 = cute.get_iter(%slice_1227) : !cute_coord_tensor_be953c
            %tup_1234 = cute.deref_arith_tuple_iter(%iter_1233) : !cute_arith_tuple_iter_df6bff
            %e0_1235, %e1_1236, %e2_1237 = cute.get_leaves(%tup_1234) : !cute_int_tuple_36697f
            %384 = cute.get_scalars(%e0_1235) : !cute.int_tuple<"?{div=32}">
            %385 = cute.get_scalars(%e1_1236) : !cute.int_tuple<"?{div=128}">
            %386 = cute.get_scalars(%e2_1237) : !cute.int_tuple<"?">
            %lay_1238 = cute.get_layout(%slice_1221) : !memref_smem_bf16_21
            %387 = cute.get_shape(%lay_1238) : (!cute_layout_247bff) -> !cute.shape<"((4096,1))">
            %e0_1239, %e1_1240 = cute.get_leaves(%387) : !cute.shape<"((4096,1))">
            %lay_1241 = cute.get_layout(%slice_1227) : !cute_coord_tensor_be953c
            %388 = cute.get_shape(%lay_1241) : (!cute_layout_66697d) -> !cute.shape<"(((32,128),1))">
            %e0_1242, %e1_1243, %e2_1244 = cute.get_leaves(%388) : !cute.shape<"(((32,128),1))">
            %shape_1245 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1246 = cute.make_layout(%shape_1245) : !cute.layout<"1:0">
            %append_1247 = cute.append_to_rank<2> (%lay_1238, %lay_1246) : !cute_layout_247bff, !cute.layout<"1:0">
            %view_1248 = cute.make_view(%iter_1223, %append_1247) : !memref_smem_bf16_22
            %iter_1249 = cute.get_iter(%view_1248) : !memref_smem_bf16_22
            %lay_1250 = cute.get_layout(%view_1248) : !memref_smem_bf16_22
            %389 = cute.get_shape(%lay_1250) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_1251, %e1_1252, %e2_1253 = cute.get_leaves(%389) : !cute.shape<"((4096,1),1)">
            %grouped_1254 = cute.group_modes(%view_1248) <1, 2> : (!memref_smem_bf16_22) -> !memref_smem_bf16_23
            %iter_1255 = cute.get_iter(%grouped_1254) : !memref_smem_bf16_23
            %iter_1256 = cute.get_iter(%grouped_1254) : !memref_smem_bf16_23
            %shape_1257 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1258 = cute.make_layout(%shape_1257) : !cute.layout<"1:0">
            %append_1259 = cute.append_to_rank<2> (%lay_1241, %lay_1258) : !cute_layout_66697d, !cute.layout<"1:0">
            %int_tuple_1260 = cute.make_int_tuple(%e0_1235, %e1_1236, %e2_1237) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_36697f
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_1260) : (!cute_int_tuple_36697f) -> !cute_arith_tuple_iter_df6bff
            %view_1261 = cute.make_view(%int_tup_iter, %append_1259) : !cute_coord_tensor_8c717f
            %iter_1262 = cute.get_iter(%view_1261) : !cute_coord_tensor_8c717f
            %tup_1263 = cute.deref_arith_tuple_iter(%iter_1262) : !cute_arith_tuple_iter_df6bff
            %e0_1264, %e1_1265, %e2_1266 = cute.get_leaves(%tup_1263) : !cute_int_tuple_36697f
            %390 = cute.get_scalars(%e0_1264) : !cute.int_tuple<"?{div=32}">
            %391 = cute.get_scalars(%e1_1265) : !cute.int_tuple<"?{div=128}">
            %392 = cute.get_scalars(%e2_1266) : !cute.int_tuple<"?">
            %lay_1267 = cute.get_layout(%view_1261) : !cute_coord_tensor_8c717f
            %393 = cute.get_shape(%lay_1267) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_1268, %e1_1269, %e2_1270, %e3_1271 = cute.get_leaves(%393) : !cute.shape<"(((32,128),1),1)">
            %grouped_1272 = cute.group_modes(%view_1261) <1, 2> : (!cute_coord_tensor_8c717f) -> !cute_coord_tensor_1abc17
            %iter_1273 = cute.get_iter(%grouped_1272) : !cute_coord_tensor_1abc17
            %tup_1274 = cute.deref_arith_tuple_iter(%iter_1273) : !cute_arith_tuple_iter_df6bff
            %e0_1275, %e1_1276, %e2_1277 = cute.get_leaves(%tup_1274) : !cute_int_tuple_36697f
            %394 = cute.get_scalars(%e0_1275) : !cute.int_tuple<"?{div=32}">
            %395 = cute.get_scalars(%e1_1276) : !cute.int_tuple<"?{div=128}">
            %396 = cute.get_scalars(%e2_1277) : !cute.int_tuple<"?">
            %iter_1278 = cute.get_iter(%grouped_1272) : !cute_coord_tensor_1abc17
            %tup_1279 = cute.deref_arith_tuple_iter(%iter_1278) : !cute_arith_tuple_iter_df6bff
            %e0_1280, %e1_1281, %e2_1282 = cute.get_leaves(%tup_1279) : !cute_int_tuple_36697f
            %397 = cute.get_scalars(%e0_1280) : !cute.int_tuple<"?{div=32}">
            %398 = cute.get_scalars(%e1_1281) : !cute.int_tuple<"?{div=128}">
            %399 = cute.get_scalars(%e2_1282) : !cute.int_tuple<"?">
            %lay_1283 = cute.get_layout(%grouped_1254) : !memref_smem_bf16_23
            %400 = cute.get_shape(%lay_1283) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_1284, %e1_1285, %e2_1286 = cute.get_leaves(%400) : !cute.shape<"((4096,1),(1))">
            %lay_1287 = cute.get_layout(%grouped_1272) : !cute_coord_tensor_1abc17
            %401 = cute.get_shape(%lay_1287) : (!cute_layout_175aab) -> !cute_shape_018bee
            %e0_1288, %e1_1289, %e2_1290, %e3_1291 = cute.get_leaves(%401) : !cute_shape_018bee
            %sz_1292 = cute.size(%grouped_1254) <{mode = [1]}> : (!memref_smem_bf16_23) -> !cute.int_tuple<"1">
            %e0_1293 = cute.get_leaves(%sz_1292) : !cute.int_tuple<"1">
            %sz_1294 = cute.size(%grouped_1272) <{mode = [1]}> : (!cute_coord_tensor_1abc17) -> !cute.int_tuple<"1">
            %e0_1295 = cute.get_leaves(%sz_1294) : !cute.int_tuple<"1">
            %402 = cute_nvgpu.atom.make_exec_tma(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
            cute.copy(%402, %grouped_1254, %grouped_1272) : (!cute_nvgpu_atom_tma_store_a82a14, !memref_smem_bf16_23, !cute_coord_tensor_1abc17)
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
            scf.yield %295 : !cute.layout<"(1,8):(8,1)">
          } else {
            scf.yield %295 : !cute.layout<"(1,8):(8,1)">
          }
          nvvm.barrier id = %c1_i32_366 number_of_threads = %c256_i32
          %323 = arith.addi %297, %c1_i32_348 : i32
          %324 = arith.remsi %323, %c4_i32 : i32
          %coord_1020 = cute.make_coord() : () -> !cute.coord<"96">
          %325 = cute.memref.load(%retiled, %coord_1020) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
          %coord_1021 = cute.make_coord() : () -> !cute.coord<"0">
          cute.memref.store(%arg10, %coord_1021, %325) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %coord_1022 = cute.make_coord() : () -> !cute.coord<"97">
          %326 = cute.memref.load(%retiled, %coord_1022) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
          %coord_1023 = cute.make_coord() : () -> !cute.coord<"1">
          cute.memref.store(%arg10, %coord_1023, %326) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %coord_1024 = cute.make_coord() : () -> !cute.coord<"98">
          %327 = cute.memref.load(%retiled, %coord_1024) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
          %coord_1025 = cute.make_coord() : () -> !cute.coord<"2">
          cute.memref.store(%arg10, %coord_1025, %327) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %coord_1026 = cute.make_coord() : () -> !cute.coord<"99">
          %328 = cute.memref.load(%retiled, %coord_1026) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
          %coord_1027 = cute.make_coord() : () -> !cute.coord<"3">
          cute.memref.store(%arg10, %coord_1027, %328) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %coord_1028 = cute.make_coord() : () -> !cute.coord<"100">
          %329 = cute.memref.load(%retiled, %coord_1028) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
          %coord_1029 = cute.make_coord() : () -> !cute.coord<"4">
          cute.memref.store(%arg10, %coord_1029, %329) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %coord_1030 = cute.make_coord() : () -> !cute.coord<"101">
          %330 = cute.memref.load(%retiled, %coord_1030) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
          %coord_1031 = cute.make_coord() : () -> !cute.coord<"5">
          cute.memref.store(%arg10, %coord_1031, %330) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %coord_1032 = cute.make_coord() : () -> !cute.coord<"102">
          %331 = cute.memref.load(%retiled, %coord_1032) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
          %coord_1033 = cute.make_coord() : () -> !cute.coord<"6">
          cute.memref.store(%arg10, %coord_1033, %331) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %coord_1034 = cute.make_coord() : () -> !cute.coord<"103">
          %332 = cute.memref.load(%retiled, %coord_1034) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
          %coord_1035 = cute.make_coord() : () -> !cute.coord<"7">
          cute.memref.store(%arg10, %coord_1035, %332) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %coord_1036 = cute.make_coord() : () -> !cute.coord<"104">
          %333 = cute.memref.load(%retiled, %coord_1036) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
          %coord_1037 = cute.make_coord() : () -> !cute.coord<"8">
          cute.memref.store(%arg10, %coord_1037, %333) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
          %coord_1038 = cute.make_coord() : () -> !cute.coord<"105">
          %334 = cute.memref.load(%retiled, %coord_1038) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
          %coord_1039 = cute.make_coord() : () -> !cute.coord<"9">
          cute.memref.store(%arg10, %coord_1039, %334) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
          %coord_1040 = cute.make_coord() : () -> !cute.coord<"106">
          %335 = cute.memref.load(%retiled, %coord_1040) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
          %coord_1041 = cute.make_coord() : () -> !cute.coord<"10">
          cute.memref.store(%arg10, %coord_1041, %335) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
          %coord_1042 = cute.make_coord() : () -> !cute.coord<"107">
          %336 = cute.memref.load(%retiled, %coord_1042) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
          %coord_1043 = cute.make_coord() : () -> !cute.coord<"11">
          cute.memref.store(%arg10, %coord_1043, %336) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
          %coord_1044 = cute.make_coord() : () -> !cute.coord<"108">
          %337 = cute.memref.load(%retiled, %coord_1044) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
          %coord_1045 = cute.make_coord() : () -> !cute.coord<"12">
          cute.memref.store(%arg10, %coord_1045, %337) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
          %coord_1046 = cute.make_coord() : () -> !cute.coord<"109">
          %338 = cute.memref.load(%retiled, %coord_1046) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
          %coord_1047 = cute.make_coord() : () -> !cute.coord<"13">
          cute.memref.store(%arg10, %coord_1047, %338) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
          %coord_1048 = cute.make_coord() : () -> !cute.coord<"110">
          %339 = cute.memref.load(%retiled, %coord_1048) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
          %coord_1049 = cute.make_coord() : () -> !cute.coord<"14">
          cute.memref.store(%arg10, %coord_1049, %339) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
          %coord_1050 = cute.make_coord() : () -> !cute.coord<"111">
          %340 = cute.memref.load(%retiled, %coord_1050) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
          %coord_1051 = cute.make_coord() : () -> !cute.coord<"15">
          cute.memref.store(%arg10, %coord_1051, %340) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
          %341 = cute.memref.load_vec(%arg10) : (!memref_rmem_f32_2) -> vector<16xf32>
          %int_tuple_1052 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_1053 = cute.size(%int_tuple_1052) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_1054 = cute.get_leaves(%sz_1053) : !cute.int_tuple<"16">
          %342 = arith.truncf %341 : vector<16xf32> to vector<16xbf16>
          %int_tuple_1055 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_1056 = cute.size(%int_tuple_1055) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_1057 = cute.get_leaves(%sz_1056) : !cute.int_tuple<"16">
          %int_tuple_1058 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_1059 = cute.size(%int_tuple_1058) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_1060 = cute.get_leaves(%sz_1059) : !cute.int_tuple<"16">
          cute.memref.store_vec(%342, %arg21) : (vector<16xbf16>, !memref_rmem_bf16) -> ()
          %coord_1061 = cute.make_coord(%324) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_1062 = cute.slice(%dst_partitioned, %coord_1061) : !memref_smem_bf16_15, !cute.coord<"(_,_,_,?)">
          %iter_1063 = cute.get_iter(%slice_1062) : !memref_smem_bf16_19
          %iter_1064 = cute.get_iter(%slice_1062) : !memref_smem_bf16_19
          %lay_1065 = cute.get_layout(%slice_1062) : !memref_smem_bf16_19
          %343 = cute.get_shape(%lay_1065) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_1066, %e1_1067, %e2_1068, %e3_1069, %e4_1070 = cute.get_leaves(%343) : !cute.shape<"(((2,4),1),1,2)">
          %shape_1071 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_1072 = cute.make_layout(%shape_1071) : !cute.layout<"1:0">
          %append_1073 = cute.append_to_rank<2> (%lay_467, %lay_1072) : !cute_layout_07db63, !cute.layout<"1:0">
          %view_1074 = cute.make_view(%iter_346, %append_1073) : !memref_rmem_bf16
          %iter_1075 = cute.get_iter(%view_1074) : !memref_rmem_bf16
          %lay_1076 = cute.get_layout(%view_1074) : !memref_rmem_bf16
          %344 = cute.get_shape(%lay_1076) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_1077, %e1_1078, %e2_1079, %e3_1080, %e4_1081, %e5_1082 = cute.get_leaves(%344) : !cute_shape_6fc090
          %grouped_1083 = cute.group_modes(%view_1074) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
          %iter_1084 = cute.get_iter(%grouped_1083) : !memref_rmem_bf16_1
          %iter_1085 = cute.get_iter(%grouped_1083) : !memref_rmem_bf16_1
          %shape_1086 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_1087 = cute.make_layout(%shape_1086) : !cute.layout<"1:0">
          %append_1088 = cute.append_to_rank<2> (%lay_1065, %lay_1087) : !cute_layout_70c0fe, !cute.layout<"1:0">
          %view_1089 = cute.make_view(%iter_1064, %append_1088) : !memref_smem_bf16_19
          %iter_1090 = cute.get_iter(%view_1089) : !memref_smem_bf16_19
          %lay_1091 = cute.get_layout(%view_1089) : !memref_smem_bf16_19
          %345 = cute.get_shape(%lay_1091) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_1092, %e1_1093, %e2_1094, %e3_1095, %e4_1096 = cute.get_leaves(%345) : !cute.shape<"(((2,4),1),1,2)">
          %grouped_1097 = cute.group_modes(%view_1089) <1, 3> : (!memref_smem_bf16_19) -> !memref_smem_bf16_20
          %iter_1098 = cute.get_iter(%grouped_1097) : !memref_smem_bf16_20
          %iter_1099 = cute.get_iter(%grouped_1097) : !memref_smem_bf16_20
          %lay_1100 = cute.get_layout(%grouped_1083) : !memref_rmem_bf16_1
          %346 = cute.get_shape(%lay_1100) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_1101, %e1_1102, %e2_1103, %e3_1104, %e4_1105, %e5_1106 = cute.get_leaves(%346) : !cute_shape_b5193b
          %lay_1107 = cute.get_layout(%grouped_1097) : !memref_smem_bf16_20
          %347 = cute.get_shape(%lay_1107) : (!cute_layout_449a82) -> !cute_shape_c0241c
          %e0_1108, %e1_1109, %e2_1110, %e3_1111, %e4_1112 = cute.get_leaves(%347) : !cute_shape_c0241c
          %sz_1113 = cute.size(%grouped_1083) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"2">
          %e0_1114 = cute.get_leaves(%sz_1113) : !cute.int_tuple<"2">
          %sz_1115 = cute.size(%grouped_1097) <{mode = [1]}> : (!memref_smem_bf16_20) -> !cute.int_tuple<"2">
          %e0_1116 = cute.get_leaves(%sz_1115) : !cute.int_tuple<"2">
          cute.copy(%116, %grouped_1083, %grouped_1097) : (!copy_stsm_4_1, !memref_rmem_bf16_1, !memref_smem_bf16_20)
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32_366 number_of_threads = %c256_i32
          %348 = arith.cmpi eq, %15, %c4_i32 : i32
          %349 = scf.if %348 -> (!cute.layout<"(1,8):(8,1)">) {
            %coord_1220 = cute.make_coord(%324) : (i32) -> !cute.coord<"(_,?)">
            %slice_1221 = cute.slice(%res_smem_tensor_406, %coord_1220) : !memref_smem_bf16_18, !cute.coord<"(_,?)">
            %iter_1222 = cute.get_iter(%slice_1221) : !memref_smem_bf16_21
            %iter_1223 = cute.get_iter(%slice_1221) : !memref_smem_bf16_21
            %c6_i32 = arith.constant 6 : i32
            %380 = cute.get_hier_coord(%c6_i32, %322) : (i32, !cute.layout<"(1,8):(8,1)">) -> !cute.coord<"(0,6)">
            %e0_1224, %e1_1225 = cute.get_leaves(%380) : !cute.coord<"(0,6)">
            %coord_1226 = cute.make_coord() : () -> !cute.coord<"(_,(0,6))">
            %slice_1227 = cute.slice(%res_target_tensors_407, %coord_1226) : !cute_coord_tensor_f1d1de, !cute.coord<"(_,(0,6))">
            %iter_1228 = cute.get_iter(%slice_1227) : !cute_coord_tensor_84a431
            %tup_1229 = cute.deref_arith_tuple_iter(%iter_1228) : !cute_arith_tuple_iter_396070
            %e0_1230, %e1_1231, %e2_1232 = cute.get_leaves(%tup_1229) : !cute_int_tuple_ae8a07
            %381 = cute.get_scalars(%e0_1230) : !cute.int_tuple<"?{div=64}">
            %382 = cute.get_scalars(%e1_1231) : !cute.int_tuple<"?{div=128}">
            %383 = cute.get_scalars(%e2_1232) : !cute.int_tuple<"?">
            %iter_1233 = cute.get_iter(%slice_1227) : !cute_coord_tensor_84a431
            %tup_1234 = cute.deref_arith_tuple_iter(%iter_1233) : !cute_arith_tuple_iter_396070
            %e0_1235, %e1_1236, %e2_1237 = cute.get_leaves(%tup_1234) : !cute_int_tuple_ae8a07
            %384 = cute.get_scalars(%e0_1235) : !cute.int_tuple<"?{div=64}">
            %385 = cute.get_scalars(%e1_1236) : !cute.int_tuple<"?{div=128}">
            %386 = cute.get_scalars(%e2_1237) : !cute.int_tuple<"?">
            %lay_1238 = cute.get_layout(%slice_1221) : !memref_smem_bf16_21
            %387 = cute.get_shape(%lay_1238) : (!cute_layout_247bff) -> !cute.shape<"((4096,1))">
            %e0_1239, %e1_1240 = cute.get_leaves(%387) : !cute.shape<"((4096,1))">
            %lay_1241 = cute.get_layout(%slice_1227) : !cute_coord_tensor_84a431
            %388 = cute.get_shape(%lay_1241) : (!cute_layout_66697d) -> !cute.shape<"(((32,128),1))">
            %e0_1242, %e1_1243, %e2_1244 = cute.get_leaves(%388) : !cute.shape<"(((32,128),1))">
            %shape_1245 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1246 = cute.make_layout(%shape_1245) : !cute.layout<"1:0">
            %append_1247 = cute.append_to_rank<2> (%lay_1238, %lay_1246) : !cute_layout_247bff, !cute.layout<"1:0">
            %view_1248 = cute.make_view(%iter_1223, %append_1247) : !memref_smem_bf16_22
            %iter_1249 = cute.get_iter(%view_1248) : !memref_smem_bf16_22
            %lay_1250 = cute.get_layout(%view_1248) : !memref_smem_bf16_22
            %389 = cute.get_shape(%lay_1250) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_1251, %e1_1252, %e2_1253 = cute.get_leaves(%389) : !cute.shape<"((4096,1),1)">
            %grouped_1254 = cute.group_modes(%view_1248) <1, 2> : (!memref_smem_bf16_22) -> !memref_smem_bf16_23
            %iter_1255 = cute.get_iter(%grouped_1254) : !memref_smem_bf16_23
            %iter_1256 = cute.get_iter(%grouped_1254) : !memref_smem_bf16_23
            %shape_1257 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1258 = cute.make_layout(%shape_1257) : !cute.layout<"1:0">
            %append_1259 = cute.append_to_rank<2> (%lay_1241, %lay_1258) : !cute_layout_66697d, !cute.layout<"1:0">
            %int_tuple_1260 = cute.make_int_tuple(%e0_1235, %e1_1236, %e2_1237) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ae8a07
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_1260) : (!cute_int_tuple_ae8a07) -> !cute_arith_tuple_iter_396070
            %view_1261 = cute.make_view(%int_tup_iter, %append_1259) : !cute_coord_tensor_c6aae5
            %iter_1262 = cute.get_iter(%view_1261) : !cute_coord_tensor_c6aae5
            %tup_1263 = cute.deref_arith_tuple_iter(%iter_1262) : !cute_arith_tuple_iter_396070
            %e0_1264, %e1_1265, %e2_1266 = cute.get_leaves(%tup_1263) : !cute_int_tuple_ae8a07
            %390 = cute.get_scalars(%e0_1264) : !cute.int_tuple<"?{div=64}">
            %391 = cute.get_scalars(%e1_1265) : !cute.int_tuple<"?{div=128}">
            %392 = cute.get_scalars(%e2_1266) : !cute.int_tuple<"?">
            %lay_1267 = cute.get_layout(%view_1261) : !cute_coord_tensor_c6aae5
            %393 = cute.get_shape(%lay_1267) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_1268, %e1_1269, %e2_1270, %e3_1271 = cute.get_leaves(%393) : !cute.shape<"(((32,128),1),1)">
            %grouped_1272 = cute.group_modes(%view_1261) <1, 2> : (!cute_coord_tensor_c6aae5) -> !cute_coord_tensor_da4be1
            %iter_1273 = cute.get_iter(%grouped_1272) : !cute_coord_tensor_da4be1
            %tup_1274 = cute.deref_arith_tuple_iter(%iter_1273) : !cute_arith_tuple_iter_396070
            %e0_1275, %e1_1276, %e2_1277 = cute.get_leaves(%tup_1274) : !cute_int_tuple_ae8a07
            %394 = cute.get_scalars(%e0_1275) : !cute.int_tuple<"?{div=64}">
            %395 = cute.get_scalars(%e1_1276) : !cute.int_tuple<"?{div=128}">
            %396 = cute.get_scalars(%e2_1277) : !cute.int_tuple<"?">
            %iter_1278 = cute.get_iter(%grouped_1272) : !cute_coord_tensor_da4be1
            %tup_1279 = cute.deref_arith_tuple_iter(%iter_1278) : !cute_arith_tuple_iter_396070
            %e0_1280, %e1_1281, %e2_1282 = cute.get_leaves(%tup_1279) : !cute_int_tuple_ae8a07
            %397 = cute.get_scalars(%e0_1280) : !cute.int_tuple<"?{div=64}">
            %398 = cute.get_scalars(%e1_1281) : !cute.int_tuple<"?{div=128}">
            %399 = cute.get_scalars(%e2_1282) : !cute.int_tuple<"?">
            %lay_1283 = cute.get_layout(%grouped_1254) : !memref_smem_bf16_23
            %400 = cute.get_shape(%lay_1283) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_1284, %e1_1285, %e2_1286 = cute.get_leaves(%400) : !cute.shape<"((4096,1),(1))">
            %lay_1287 = cute.get_layout(%grouped_1272) : !cute_coord_tensor_da4be1
            %401 = cute.get_shape(%lay_1287) : (!cute_layout_175aab) -> !cute_shape_018bee
            %e0_1288, %e1_1289, %e2_1290, %e3_1291 = cute.get_leaves(%401) : !cute_shape_018bee
            %sz_1292 = cute.size(%grouped_1254) <{mode = [1]}> : (!memref_smem_bf16_23) -> !cute.int_tuple<"1">
            %e0_1293 = cute.get_leaves(%sz_1292) : !cute.int_tuple<"1">
            %sz_1294 = cute.size(%grouped_1272) <{mode = [1]}> : (!cute_coord_tensor_da4be1) -> !cute.int_tuple<"1">
            %e0_1295 = cute.get_leaves(%sz_1294) : !cute.int_tuple<"1">
            %402 = cute_nvgpu.atom.make_exec_tma(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
            cute.copy(%402, %grouped_1254, %grouped_1272) : (!cute_nvgpu_atom_tma_store_a82a14, !memref_smem_bf16_23, !cute_coord_tensor_da4be1)
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
            scf.yield %322 : !cute.layout<"(1,8):(8,1)">
          } else {
            scf.yield %322 : !cute.layout<"(1,8):(8,1)">
          }
          nvvm.barrier id = %c1_i32_366 number_of_threads = %c256_i32
          %350 = arith.addi %324, %c1_i32_348 : i32
          %351 = arith.remsi %350, %c4_i32 : i32
          %coord_1117 = cute.make_coord() : () -> !cute.coord<"112">
          %352 = cute.memref.load(%retiled, %coord_1117) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
          %coord_1118 = cute.make_coord() : () -> !cute.coord<"0">
          cute.memref.store(%arg10, %coord_1118, %352) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %coord_1119 = cute.make_coord() : () -> !cute.coord<"113">
          %353 = cute.memref.load(%retiled, %coord_1119) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
          %coord_1120 = cute.make_coord() : () -> !cute.coord<"1">
          cute.memref.store(%arg10, %coord_1120, %353) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %coord_1121 = cute.make_coord() : () -> !cute.coord<"114">
          %354 = cute.memref.load(%retiled, %coord_1121) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
          %coord_1122 = cute.make_coord() : () -> !cute.coord<"2">
          cute.memref.store(%arg10, %coord_1122, %354) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %coord_1123 = cute.make_coord() : () -> !cute.coord<"115">
          %355 = cute.memref.load(%retiled, %coord_1123) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
          %coord_1124 = cute.make_coord() : () -> !cute.coord<"3">
          cute.memref.store(%arg10, %coord_1124, %355) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %coord_1125 = cute.make_coord() : () -> !cute.coord<"116">
          %356 = cute.memref.load(%retiled, %coord_1125) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
          %coord_1126 = cute.make_coord() : () -> !cute.coord<"4">
          cute.memref.store(%arg10, %coord_1126, %356) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %coord_1127 = cute.make_coord() : () -> !cute.coord<"117">
          %357 = cute.memref.load(%retiled, %coord_1127) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
          %coord_1128 = cute.make_coord() : () -> !cute.coord<"5">
          cute.memref.store(%arg10, %coord_1128, %357) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %coord_1129 = cute.make_coord() : () -> !cute.coord<"118">
          %358 = cute.memref.load(%retiled, %coord_1129) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
          %coord_1130 = cute.make_coord() : () -> !cute.coord<"6">
          cute.memref.store(%arg10, %coord_1130, %358) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %coord_1131 = cute.make_coord() : () -> !cute.coord<"119">
          %359 = cute.memref.load(%retiled, %coord_1131) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
          %coord_1132 = cute.make_coord() : () -> !cute.coord<"7">
          cute.memref.store(%arg10, %coord_1132, %359) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %coord_1133 = cute.make_coord() : () -> !cute.coord<"120">
          %360 = cute.memref.load(%retiled, %coord_1133) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
          %coord_1134 = cute.make_coord() : () -> !cute.coord<"8">
          cute.memref.store(%arg10, %coord_1134, %360) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
          %coord_1135 = cute.make_coord() : () -> !cute.coord<"121">
          %361 = cute.memref.load(%retiled, %coord_1135) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
          %coord_1136 = cute.make_coord() : () -> !cute.coord<"9">
          cute.memref.store(%arg10, %coord_1136, %361) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
          %coord_1137 = cute.make_coord() : () -> !cute.coord<"122">
          %362 = cute.memref.load(%retiled, %coord_1137) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
          %coord_1138 = cute.make_coord() : () -> !cute.coord<"10">
          cute.memref.store(%arg10, %coord_1138, %362) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
          %coord_1139 = cute.make_coord() : () -> !cute.coord<"123">
          %363 = cute.memref.load(%retiled, %coord_1139) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
          %coord_1140 = cute.make_coord() : () -> !cute.coord<"11">
          cute.memref.store(%arg10, %coord_1140, %363) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
          %coord_1141 = cute.make_coord() : () -> !cute.coord<"124">
          %364 = cute.memref.load(%retiled, %coord_1141) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
          %coord_1142 = cute.make_coord() : () -> !cute.coord<"12">
          cute.memref.store(%arg10, %coord_1142, %364) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
          %coord_1143 = cute.make_coord() : () -> !cute.coord<"125">
          %365 = cute.memref.load(%retiled, %coord_1143) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
          %coord_1144 = cute.make_coord() : () -> !cute.coord<"13">
          cute.memref.store(%arg10, %coord_1144, %365) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
          %coord_1145 = cute.make_coord() : () -> !cute.coord<"126">
          %366 = cute.memref.load(%retiled, %coord_1145) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
          %coord_1146 = cute.make_coord() : () -> !cute.coord<"14">
          cute.memref.store(%arg10, %coord_1146, %366) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
          %coord_1147 = cute.make_coord() : () -> !cute.coord<"127">
          %367 = cute.memref.load(%retiled, %coord_1147) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
          %coord_1148 = cute.make_coord() : () -> !cute.coord<"15">
          cute.memref.store(%arg10, %coord_1148, %367) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
          %368 = cute.memref.load_vec(%arg10) : (!memref_rmem_f32_2) -> vector<16xf32>
          %int_tuple_1149 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_1150 = cute.size(%int_tuple_1149) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_1151 = cute.get_leaves(%sz_1150) : !cute.int_tuple<"16">
          %369 = arith.truncf %368 : vector<16xf32> to vector<16xbf16>
          %int_tuple_1152 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_1153 = cute.size(%int_tuple_1152) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_1154 = cute.get_leaves(%sz_1153) : !cute.int_tuple<"16">
          %int_tuple_1155 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_1156 = cute.size(%int_tuple_1155) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_1157 = cute.get_leaves(%sz_1156) : !cute.int_tuple<"16">
          cute.memref.store_vec(%369, %arg21) : (vector<16xbf16>, !memref_rmem_bf16) -> ()
          %coord_1158 = cute.make_coord(%351) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_1159 = cute.slice(%dst_partitioned, %coord_1158) : !memref_smem_bf16_15, !cute.coord<"(_,_,_,?)">
          %iter_1160 = cute.get_iter(%slice_1159) : !memref_smem_bf16_19
          %iter_1161 = cute.get_iter(%slice_1159) : !memref_smem_bf16_19
          %lay_1162 = cute.get_layout(%slice_1159) : !memref_smem_bf16_19
          %370 = cute.get_shape(%lay_1162) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_1163, %e1_1164, %e2_1165, %e3_1166, %e4_1167 = cute.get_leaves(%370) : !cute.shape<"(((2,4),1),1,2)">
          %shape_1168 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_1169 = cute.make_layout(%shape_1168) : !cute.layout<"1:0">
          %append_1170 = cute.append_to_rank<2> (%lay_467, %lay_1169) : !cute_layout_07db63, !cute.layout<"1:0">
          %view_1171 = cute.make_view(%iter_346, %append_1170) : !memref_rmem_bf16
          %iter_1172 = cute.get_iter(%view_1171) : !memref_rmem_bf16
          %lay_1173 = cute.get_layout(%view_1171) : !memref_rmem_bf16
          %371 = cute.get_shape(%lay_1173) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_1174, %e1_1175, %e2_1176, %e3_1177, %e4_1178, %e5_1179 = cute.get_leaves(%371) : !cute_shape_6fc090
          %grouped_1180 = cute.group_modes(%view_1171) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
          %iter_1181 = cute.get_iter(%grouped_1180) : !memref_rmem_bf16_1
          %iter_1182 = cute.get_iter(%grouped_1180) : !memref_rmem_bf16_1
          %shape_1183 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_1184 = cute.make_layout(%shape_1183) : !cute.layout<"1:0">
          %append_1185 = cute.append_to_rank<2> (%lay_1162, %lay_1184) : !cute_layout_70c0fe, !cute.layout<"1:0">
          %view_1186 = cute.make_view(%iter_1161, %append_1185) : !memref_smem_bf16_19
          %iter_1187 = cute.get_iter(%view_1186) : !memref_smem_bf16_19
          %lay_1188 = cute.get_layout(%view_1186) : !memref_smem_bf16_19
          %372 = cute.get_shape(%lay_1188) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_1189, %e1_1190, %e2_1191, %e3_1192, %e4_1193 = cute.get_leaves(%372) : !cute.shape<"(((2,4),1),1,2)">
          %grouped_1194 = cute.group_modes(%view_1186) <1, 3> : (!memref_smem_bf16_19) -> !memref_smem_bf16_20
          %iter_1195 = cute.get_iter(%grouped_1194) : !memref_smem_bf16_20
          %iter_1196 = cute.get_iter(%grouped_1194) : !memref_smem_bf16_20
          %lay_1197 = cute.get_layout(%grouped_1180) : !memref_rmem_bf16_1
          %373 = cute.get_shape(%lay_1197) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_1198, %e1_1199, %e2_1200, %e3_1201, %e4_1202, %e5_1203 = cute.get_leaves(%373) : !cute_shape_b5193b
          %lay_1204 = cute.get_layout(%grouped_1194) : !memref_smem_bf16_20
          %374 = cute.get_shape(%lay_1204) : (!cute_layout_449a82) -> !cute_shape_c0241c
          %e0_1205, %e1_1206, %e2_1207, %e3_1208, %e4_1209 = cute.get_leaves(%374) : !cute_shape_c0241c
          %sz_1210 = cute.size(%grouped_1180) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"2">
          %e0_1211 = cute.get_leaves(%sz_1210) : !cute.int_tuple<"2">
          %sz_1212 = cute.size(%grouped_1194) <{mode = [1]}> : (!memref_smem_bf16_20) -> !cute.int_tuple<"2">
          %e0_1213 = cute.get_leaves(%sz_1212) : !cute.int_tuple<"2">
          cute.copy(%116, %grouped_1180, %grouped_1194) : (!copy_stsm_4_1, !memref_rmem_bf16_1, !memref_smem_bf16_20)
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32_366 number_of_threads = %c256_i32
          %375 = arith.cmpi eq, %15, %c4_i32 : i32
          %376 = scf.if %375 -> (!cute.layout<"(1,8):(8,1)">) {
            %coord_1220 = cute.make_coord(%351) : (i32) -> !cute.coord<"(_,?)">
            %slice_1221 = cute.slice(%res_smem_tensor_406, %coord_1220) : !memref_smem_bf16_18, !cute.coord<"(_,?)">
            %iter_1222 = cute.get_iter(%slice_1221) : !memref_smem_bf16_21
            %iter_1223 = cute.get_iter(%slice_1221) : !memref_smem_bf16_21
            %c7_i32 = arith.constant 7 : i32
            %380 = cute.get_hier_coord(%c7_i32, %349) : (i32, !cute.layout<"(1,8):(8,1)">) -> !cute.coord<"(0,7)">
            %e0_1224, %e1_1225 = cute.get_leaves(%380) : !cute.coord<"(0,7)">
            %coord_1226 = cute.make_coord() : () -> !cute.coord<"(_,(0,7))">
            %slice_1227 = cute.slice(%res_target_tensors_407, %coord_1226) : !cute_coord_tensor_f1d1de, !cute.coord<"(_,(0,7))">
            %iter_1228 = cute.get_iter(%slice_1227) : !cute_coord_tensor_be953c
            %tup_1229 = cute.deref_arith_tuple_iter(%iter_1228) : !cute_arith_tuple_iter_df6bff
            %e0_1230, %e1_1231, %e2_1232 = cute.get_leaves(%tup_1229) : !cute_int_tuple_36697f
            %381 = cute.get_scalars(%e0_1230) : !cute.int_tuple<"?{div=32}">
            %382 = cute.get_scalars(%e1_1231) : !cute.int_tuple<"?{div=128}">
            %383 = cute.get_scalars(%e2_1232) : !cute.int_tuple<"?">
            %iter_1233 = cute.get_iter(%slice_1227) : !cute_coord_tensor_be953c
            %tup_1234 = cute.deref_arith_tuple_iter(%iter_1233) : !cute_arith_tuple_iter_df6bff
            %e0_1235, %e1_1236, %e2_1237 = cute.get_leaves(%tup_1234) : !cute_int_tuple_36697f
            %384 = cute.get_scalars(%e0_1235) : !cute.int_tuple<"?{div=32}">
            %385 = cute.get_scalars(%e1_1236) : !cute.int_tuple<"?{div=128}">
            %386 = cute.get_scalars(%e2_1237) : !cute.int_tuple<"?">
            %lay_1238 = cute.get_layout(%slice_1221) : !memref_smem_bf16_21
            %387 = cute.get_shape(%lay_1238) : (!cute_layout_247bff) -> !cute.shape<"((4096,1))">
            %e0_1239, %e1_1240 = cute.get_leaves(%387) : !cute.shape<"((4096,1))">
            %lay_1241 = cute.get_layout(%slice_1227) : !cute_coord_tensor_be953c
            %388 = cute.get_shape(%lay_1241) : (!cute_layout_66697d) -> !cute.shape<"(((32,128),1))">
            %e0_1242, %e1_1243, %e2_1244 = cute.get_leaves(%388) : !cute.shape<"(((32,128),1))">
            %shape_1245 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1246 = cute.make_layout(%shape_1245) : !cute.layout<"1:0">
            %append_1247 = cute.append_to_rank<2> (%lay_1238, %lay_1246) : !cute_layout_247bff, !cute.layout<"1:0">
            %view_1248 = cute.make_view(%iter_1223, %append_1247) : !memref_smem_bf16_22
            %iter_1249 = cute.get_iter(%view_1248) : !memref_smem_bf16_22
            %lay_1250 = cute.get_layout(%view_1248) : !memref_smem_bf16_22
            %389 = cute.get_shape(%lay_1250) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_1251, %e1_1252, %e2_1253 = cute.get_leaves(%389) : !cute.shape<"((4096,1),1)">
            %grouped_1254 = cute.group_modes(%view_1248) <1, 2> : (!memref_smem_bf16_22) -> !memref_smem_bf16_23
            %iter_1255 = cute.get_iter(%grouped_1254) : !memref_smem_bf16_23
            %iter_1256 = cute.get_iter(%grouped_1254) : !memref_smem_bf16_23
            %shape_1257 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1258 = cute.make_layout(%shape_1257) : !cute.layout<"1:0">
            %append_1259 = cute.append_to_rank<2> (%lay_1241, %lay_1258) : !cute_layout_66697d, !cute.layout<"1:0">
            %int_tuple_1260 = cute.make_int_tuple(%e0_1235, %e1_1236, %e2_1237) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_36697f
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_1260) : (!cute_int_tuple_36697f) -> !cute_arith_tuple_iter_df6bff
            %view_1261 = cute.make_view(%int_tup_iter, %append_1259) : !cute_coord_tensor_8c717f
            %iter_1262 = cute.get_iter(%view_1261) : !cute_coord_tensor_8c717f
            %tup_1263 = cute.deref_arith_tuple_iter(%iter_1262) : !cute_arith_tuple_iter_df6bff
            %e0_1264, %e1_1265, %e2_1266 = cute.get_leaves(%tup_1263) : !cute_int_tuple_36697f
            %390 = cute.get_scalars(%e0_1264) : !cute.int_tuple<"?{div=32}">
            %391 = cute.get_scalars(%e1_1265) : !cute.int_tuple<"?{div=128}">
            %392 = cute.get_scalars(%e2_1266) : !cute.int_tuple<"?">
            %lay_1267 = cute.get_layout(%view_1261) : !cute_coord_tensor_8c717f
            %393 = cute.get_shape(%lay_1267) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_1268, %e1_1269, %e2_1270, %e3_1271 = cute.get_leaves(%393) : !cute.shape<"(((32,128),1),1)">
            %grouped_1272 = cute.group_modes(%view_1261) <1, 2> : (!cute_coord_tensor_8c717f) -> !cute_coord_tensor_1abc17
            %iter_1273 = cute.get_iter(%grouped_1272) : !cute_coord_tensor_1abc17
            %tup_1274 = cute.deref_arith_tuple_iter(%iter_1273) : !cute_arith_tuple_iter_df6bff
            %e0_1275, %e1_1276, %e2_1277 = cute.get_leaves(%tup_1274) : !cute_int_tuple_36697f
            %394 = cute.get_scalars(%e0_1275) : !cute.int_tuple<"?{div=32}">
            %395 = cute.get_scalars(%e1_1276) : !cute.int_tuple<"?{div=128}">
            %396 = cute.get_scalars(%e2_1277) : !cute.int_tuple<"?">
            %iter_1278 = cute.get_iter(%grouped_1272) : !cute_coord_tensor_1abc17
            %tup_1279 = cute.deref_arith_tuple_iter(%iter_1278) : !cute_arith_tuple_iter_df6bff
            %e0_1280, %e1_1281, %e2_1282 = cute.get_leaves(%tup_1279) : !cute_int_tuple_36697f
            %397 = cute.get_scalars(%e0_1280) : !cute.int_tuple<"?{div=32}">
            %398 = cute.get_scalars(%e1_1281) : !cute.int_tuple<"?{div=128}">
            %399 = cute.get_scalars(%e2_1282) : !cute.int_tuple<"?">
            %lay_1283 = cute.get_layout(%grouped_1254) : !memref_smem_bf16_23
            %400 = cute.get_shape(%lay_1283) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_1284, %e1_1285, %e2_1286 = cute.get_leaves(%400) : !cute.shape<"((4096,1),(1))">
            %lay_1287 = cute.get_layout(%grouped_1272) : !cute_coord_tensor_1abc17
            %401 = cute.get_shape(%lay_1287) : (!cute_layout_175aab) -> !cute_shape_018bee
            %e0_1288, %e1_1289, %e2_1290, %e3_1291 = cute.get_leaves(%401) : !cute_shape_018bee
            %sz_1292 = cute.size(%grouped_1254) <{mode = [1]}> : (!memref_smem_bf16_23) -> !cute.int_tuple<"1">
            %e0_1293 = cute.get_leaves(%sz_1292) : !cute.int_tuple<"1">
            %sz_1294 = cute.size(%grouped_1272) <{mode = [1]}> : (!cute_coord_tensor_1abc17) -> !cute.int_tuple<"1">
            %e0_1295 = cute.get_leaves(%sz_1294) : !cute.int_tuple<"1">
            %402 = cute_nvgpu.atom.make_exec_tma(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
            cute.copy(%402, %grouped_1254, %grouped_1272) : (!cute_nvgpu_atom_tma_store_a82a14, !memref_smem_bf16_23, !cute_coord_tensor_1abc17)
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
            scf.yield %349 : !cute.layout<"(1,8):(8,1)">
          } else {
            scf.yield %349 : !cute.layout<"(1,8):(8,1)">
          }
          nvvm.barrier id = %c1_i32_366 number_of_threads = %c256_i32
          %377 = arith.addi %351, %c1_i32_348 : i32
          %378 = arith.remsi %377, %c4_i32 : i32
          %379 = arith.addi %arg12, %23 : i32
          %iter_1214 = cute.get_iter(%arg10) : !memref_rmem_f32_2
          %iter_1215 = cute.get_iter(%arg13) : !memref_rmem_f32
          %iter_1216 = cute.get_iter(%arg21) : !memref_rmem_bf16
          %iter_1217 = cute.get_iter(%arg10) : !memref_rmem_f32_2
          %iter_1218 = cute.get_iter(%arg13) : !memref_rmem_f32
          %iter_1219 = cute.get_iter(%arg21) : !memref_rmem_bf16
          scf.yield %arg10, %378, %379, %arg13, %137, %140, %142#0, %142#1, %138#3, %138#4, %138#5, %arg21 : !memref_rmem_f32_2, i32, i32, !memref_rmem_f32, !mma_bf16_bf16_f32_64x256x16, i32, i32, i32, i32, i32, i32, !memref_rmem_bf16
        }
        %iter_335 = cute.get_iter(%118#0) : !memref_rmem_f32_2
        %iter_336 = cute.get_iter(%118#3) : !memref_rmem_f32
        %iter_337 = cute.get_iter(%118#11) : !memref_rmem_bf16
        %iter_338 = cute.get_iter(%rmem_324) : !memref_rmem_f32_2
        %iter_339 = cute.get_iter(%rmem) : !memref_rmem_f32
        %iter_340 = cute.get_iter(%rmem_329) : !memref_rmem_bf16
        nvvm.cp.async.bulk.wait_group 0 {read}
        scf.yield %118#4 : !mma_bf16_bf16_f32_64x256x16
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
    %shape_82 = cute.make_shape() : () -> !cute.shape<"(64,256,16)">
    %false = arith.constant false
    %atom = cute.make_atom(%false) : (i1) -> !cute_nvgpu.sm90.mma<64x256x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>
    %shape_83 = cute.make_shape() : () -> !cute.shape<"(2,1,1)">
    %lay_84 = cute.make_layout(%shape_83) : !cute.layout<"(2,1,1):(1,0,0)">
    %24 = cute.get_shape(%lay_84) : (!cute.layout<"(2,1,1):(1,0,0)">) -> !cute.shape<"(2,1,1)">
    %e0_85, %e1_86, %e2_87 = cute.get_leaves(%24) : !cute.shape<"(2,1,1)">
    %25 = cute.make_tiled_mma(%atom) : !mma_bf16_bf16_f32_64x256x16
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
    %shape_96 = cute.make_shape() : () -> !cute.shape<"(128,64,4)">
    %int_tuple_97 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,1,2)">
    %tile_to_shape = cute.tile_to_shape(%lay_95, %shape_96, %int_tuple_97) : (!cute_composed_layout_4f3443, !cute.shape<"(128,64,4)">, !cute.int_tuple<"(0,1,2)">) -> !cute_composed_layout_e00a29
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
    %shape_108 = cute.make_shape() : () -> !cute.shape<"(256,64,4)">
    %int_tuple_109 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,1,2)">
    %tile_to_shape_110 = cute.tile_to_shape(%lay_107, %shape_108, %int_tuple_109) : (!cute_composed_layout_4f3443, !cute.shape<"(256,64,4)">, !cute.int_tuple<"(0,1,2)">) -> !cute_composed_layout_415161
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
    %slice = cute.slice(%tile_to_shape, %coord) : !cute_composed_layout_e00a29, !cute.coord<"(_,_,0)">
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
    %slice_130 = cute.slice(%tile_to_shape_110, %coord_129) : !cute_composed_layout_415161, !cute.coord<"(_,_,0)">
    %35 = cute.get_shape(%slice_130) : (!cute_composed_layout_0bb9af) -> !cute.shape<"((8,32),(64,1))">
    %e0_131, %e1_132, %e2_133, %e3_134 = cute.get_leaves(%35) : !cute.shape<"((8,32),(64,1))">
    %shape_135 = cute.make_shape() : () -> !cute.shape<"(1048,520,2)">
    %36 = cute.make_identity_layout(%shape_135) : !cute_layout_72915e
    %tile_136 = cute.make_tile() : () -> !cute.tile<"[256:1;64:1]">
    %37 = cute.composition(%36, %tile_136) : (!cute_layout_72915e, !cute.tile<"[256:1;64:1]">) -> !cute_layout_1a15cb
    %non_exec_atom_137, %tma_tensor_138 = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%view_38, %slice_130, %37) <{kind = <sm_90> num_multicast = 1}> : (!memref_gmem_bf16_4, !cute_composed_layout_0bb9af, !cute_layout_1a15cb) -> (!cute_nvgpu_atom_non_exec_tiled_tma_load_e16f63, !cute_coord_tensor_77b5c9)
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
    %cosz = cute.cosize(%tile_to_shape) : (!cute_composed_layout_e00a29) -> !cute.int_tuple<"32768">
    %e0_159 = cute.get_leaves(%cosz) : !cute.int_tuple<"32768">
    %cosz_160 = cute.cosize(%tile_to_shape_110) : (!cute_composed_layout_415161) -> !cute.int_tuple<"65536">
    %e0_161 = cute.get_leaves(%cosz_160) : !cute.int_tuple<"65536">
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
    %45 = cute.static : !cute.layout<"(1,16384):(0,1)">
    %46 = cute.static : !cute.layout<"(1,16384):(0,1)">
    %lay_171 = cute.get_layout(%tma_tensor_138) : !cute_coord_tensor_77b5c9
    %47 = cute.static : !cute.layout<"1:0">
    %48 = cute.static : !cute.layout<"(1,4096):(0,1)">
    %49 = cute.static : !cute.layout<"(1,4096):(0,1)">
    %lay_172 = cute.get_layout(%tma_tensor_153) : !cute_coord_tensor_f03812
    %50 = cute.static : !cute_layout_002152
    %51 = cute.static : !cute.tile<"[_;_;_]">
    %e0_173, %e1_174, %e2_175 = cute.get_leaves(%51) : !cute.tile<"[_;_;_]">
    %52 = cute.static : !cute.layout<"128:1">
    %53 = cute.static : !cute.shape<"(64,256,16)">
    %e0_176, %e1_177, %e2_178 = cute.get_leaves(%53) : !cute.shape<"(64,256,16)">
    %54 = cute.static : !cute.layout<"(128,(64,16)):(0,(1,64))">
    %55 = cute.static : !cute.layout<"(128,(256,16)):(0,(1,256))">
    %56 = cute.static : !cute.layout<"((4,8,4),(2,2,32)):((128,1,16),(64,8,512))">
    %57 = cute.composed_get_inner(%tile_to_shape) : (!cute_composed_layout_e00a29) -> !cute.swizzle<"S<3,4,3>">
    %58 = cute.composed_get_offset(%tile_to_shape) : (!cute_composed_layout_e00a29) -> !cute.int_tuple<"0">
    %e0_179 = cute.get_leaves(%58) : !cute.int_tuple<"0">
    %59 = cute.composed_get_outer(%tile_to_shape) : (!cute_composed_layout_e00a29) -> !cute_layout_50de87
    %60 = cute.composed_get_inner(%tile_to_shape_110) : (!cute_composed_layout_415161) -> !cute.swizzle<"S<3,4,3>">
    %61 = cute.composed_get_offset(%tile_to_shape_110) : (!cute_composed_layout_415161) -> !cute.int_tuple<"0">
    %e0_180 = cute.get_leaves(%61) : !cute.int_tuple<"0">
    %62 = cute.composed_get_outer(%tile_to_shape_110) : (!cute_composed_layout_415161) -> !cute_layout_839257
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
    %c80_i32 = arith.constant 80 : i32
    %71 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c384_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %70, gridDim = (%c1_i32, %c1_i32, %c80_i32), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%71] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %c1_i32_182 = arith.constant 1 : i32
    cuda.launch_cfg.cluster_dim[%71] (%c1_i32_182, %c1_i32_182, %c1_i32_182) : !cuda_launch_cfg_2cf94c, i32, i32, i32
    %c0_i32_183 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%71] %c0_i32_183 : !cuda_launch_cfg_2cf94c, i32
    %72 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0<%71> (%non_exec_atom, %tma_tensor, %non_exec_atom_137, %tma_tensor_138, %non_exec_atom_152, %tma_tensor_153, %25, %tile_to_shape, %tile_to_shape_110, %tile_to_shape_120) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7, !cute_coord_tensor_18692d, !cute_nvgpu_atom_non_exec_tiled_tma_load_e16f63, !cute_coord_tensor_77b5c9, !cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0, !cute_coord_tensor_f03812, !mma_bf16_bf16_f32_64x256x16, !cute_composed_layout_e00a29, !cute_composed_layout_415161, !cute_composed_layout_4ff599) -> !cuda.result
    %73 = cuda.cast %72 : !cuda.result -> i32
    cuda.return_if_error %73 : i32
    %c0_i32_184 = arith.constant 0 : i32
    return %c0_i32_184 : i32
  }
}
