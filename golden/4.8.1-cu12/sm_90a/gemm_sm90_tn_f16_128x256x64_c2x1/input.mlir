!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!cute_arith_tuple_iter_045f90 = !cute.arith_tuple_iter<"(?{div=256},?{div=128},?)">
!cute_arith_tuple_iter_396070 = !cute.arith_tuple_iter<"(?{div=64},?{div=128},?)">
!cute_arith_tuple_iter_815f75 = !cute.arith_tuple_iter<"(?{div=128},?{div=128},?)">
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
!cute_coord_tensor_05ca29 = !cute.coord_tensor<"(0,0,0)", "(((64,128),1),8,9,2):(((1@0,1@1),0),128@1,64@0,1@2)">
!cute_coord_tensor_18692d = !cute.coord_tensor<"(0,0,0)", "(1000,520,2):(1@1,1@0,1@2)">
!cute_coord_tensor_1abc17 = !cute.coord_tensor<"(?{div=32},?{div=128},?)", "(((32,128),1),(1)):(((1@0,1@1),0),(0))">
!cute_coord_tensor_1ade0f = !cute.coord_tensor<"(0,?{div=128},0)", "(((64,256),1),5,9,2):(((1@0,1@1),0),256@1,64@0,1@2)">
!cute_coord_tensor_1d57d5 = !cute.coord_tensor<"(?{div=128},?{div=128},?)", "(((32,128),1),1):(((1@0,1@1),0),0)">
!cute_coord_tensor_2132e8 = !cute.coord_tensor<"(?{div=256},?{div=128},?)", "(((32,128),1),1):(((1@0,1@1),0),0)">
!cute_coord_tensor_301b3a = !cute.coord_tensor<"(?{div=64},?{div=128},?)", "(((64,256),1)):(((1@0,1@1),0))">
!cute_coord_tensor_31233a = !cute.coord_tensor<"(0,0,0)", "((256,64),5,9,2):((1@1,1@0),256@1,64@0,1@2)">
!cute_coord_tensor_330163 = !cute.coord_tensor<"(?{div=2},?,0)", "((2,2,32),1,1,8,5,2):((1@0,8@1,8@0),0,0,128@1,256@0,1@2)">
!cute_coord_tensor_35f7f2 = !cute.coord_tensor<"(0,0,0)", "(256,64,5,9,2):(1@1,1@0,256@1,64@0,1@2)">
!cute_coord_tensor_43de9c = !cute.coord_tensor<"(?{div=64},?{div=128},?)", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
!cute_coord_tensor_44cde4 = !cute.coord_tensor<"(?{div=128},?{div=128},?)", "(((32,128),1),(1)):(((1@0,1@1),0),(0))">
!cute_coord_tensor_51c316 = !cute.coord_tensor<"(?{div=256},?{div=128},?)", "(128,256):(1@1,1@0)">
!cute_coord_tensor_6e81e7 = !cute.coord_tensor<"(?{div=256},?{div=128},?)", "((128,32),(1,8)):((1@1,1@0),(0,32@0))">
!cute_coord_tensor_77b5c9 = !cute.coord_tensor<"(0,0,0)", "(1048,520,2):(1@1,1@0,1@2)">
!cute_coord_tensor_84a431 = !cute.coord_tensor<"(?{div=64},?{div=128},?)", "(((32,128),1)):(((1@0,1@1),0))">
!cute_coord_tensor_84c2f1 = !cute.coord_tensor<"(?{div=64},?{div=128},?)", "(((64,128),1)):(((1@0,1@1),0))">
!cute_coord_tensor_8c717f = !cute.coord_tensor<"(?{div=32},?{div=128},?)", "(((32,128),1),1):(((1@0,1@1),0),0)">
!cute_coord_tensor_8ff5fd = !cute.coord_tensor<"(0,0,0)", "(128,256,8,5,2):(1@1,1@0,128@1,256@0,1@2)">
!cute_coord_tensor_9ef877 = !cute.coord_tensor<"(?{div=256},?{div=128},?)", "(((32,128),1)):(((1@0,1@1),0))">
!cute_coord_tensor_9fc674 = !cute.coord_tensor<"(?{div=256},?{div=128},?)", "(((32,128),1),(1)):(((1@0,1@1),0),(0))">
!cute_coord_tensor_be8f5d = !cute.coord_tensor<"(?{div=64},?{div=128},?)", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
!cute_coord_tensor_be953c = !cute.coord_tensor<"(?{div=32},?{div=128},?)", "(((32,128),1)):(((1@0,1@1),0))">
!cute_coord_tensor_c6aae5 = !cute.coord_tensor<"(?{div=64},?{div=128},?)", "(((32,128),1),1):(((1@0,1@1),0),0)">
!cute_coord_tensor_cdb98a = !cute.coord_tensor<"(0,0,0)", "(128,64,8,9,2):(1@1,1@0,128@1,64@0,1@2)">
!cute_coord_tensor_d4c6bb = !cute.coord_tensor<"(0,0,0)", "((128,64),8,9,2):((1@1,1@0),128@1,64@0,1@2)">
!cute_coord_tensor_d5253e = !cute.coord_tensor<"(?{div=64},?{div=128},?)", "(((64,256),1),1):(((1@0,1@1),0),0)">
!cute_coord_tensor_da4be1 = !cute.coord_tensor<"(?{div=64},?{div=128},?)", "(((32,128),1),(1)):(((1@0,1@1),0),(0))">
!cute_coord_tensor_f03812 = !cute.coord_tensor<"(0,0,0)", "(1000,1048,2):(1@1,1@0,1@2)">
!cute_coord_tensor_f09f0b = !cute.coord_tensor<"(?{div=64},?{div=128},?)", "(((64,128),1),1):(((1@0,1@1),0),0)">
!cute_coord_tensor_f1d1de = !cute.coord_tensor<"(?{div=256},?{div=128},?)", "(((32,128),1),(1,8)):(((1@0,1@1),0),(0,32@0))">
!cute_int_tuple_36697f = !cute.int_tuple<"(?{div=32},?{div=128},?)">
!cute_int_tuple_3a3498 = !cute.int_tuple<"(((2,2,2),1),1,2)">
!cute_int_tuple_6e1f30 = !cute.int_tuple<"((2,2,32),1,1)">
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
!cute_layout_50de87 = !cute.layout<"((8,16),(64,1),(1,4)):((64,512),(1,0),(0,8192))">
!cute_layout_583b1a = !cute.layout<"(1,2,1,1):(0,1,0,0)">
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
!cute_nvgpu_atom_non_exec_tiled_tma_load_9eae72 = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, f16, copy_bits = 262144, tma_gbasis = <"(64,256,1):(1@1,1@0,1@2)">, tma_format = F16_RN>
!cute_nvgpu_atom_non_exec_tiled_tma_load_faab74 = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, tma_format = F16_RN>
!cute_nvgpu_atom_non_exec_tiled_tma_store_9e4174 = !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 65536, tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">, tma_format = F16_RN>
!cute_nvgpu_atom_stsm_77f310 = !cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>
!cute_nvgpu_atom_tma_load_7c2693 = !cute_nvgpu.atom.tma_load<f16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,256,1):(1@1,1@0,1@2)">>
!cute_nvgpu_atom_tma_load_9df5b7 = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">>
!cute_nvgpu_atom_tma_store_337b40 = !cute_nvgpu.atom.tma_store<f16, copy_bits = 65536, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">>
!cute_nvgpu_smem_desc_view_58760c = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
!cute_nvgpu_smem_desc_view_72b18d = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,2048))">
!cute_nvgpu_smem_desc_view_de8b8e = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,1024))">
!cute_ptr_12ea23 = !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
!cute_ptr_6167ca = !cute.ptr<i64, smem, align<1024>>
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
!copy_stsm_4 = !cute.tiled_copy<!cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>, layout_copy_tv = <"((4,8,8),(2,2,2)):((128,1,8),(512,64,1024))">, tiler_mn = <"[(8,8,2):(1,16,8);(4,2,2):(2,1,8)]">>
!copy_stsm_4_1 = !cute.tiled_copy<!cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>, layout_copy_tv = <"((4,64),((2,2,2),1)):((128,1),((512,64,1024),0))">, tiler_mn = <"[(8,8,2):(1,16,8);(4,2,2):(2,1,8)]">>
!memref_gmem_f16 = !cute.memref<f16, gmem, align<16>, "(2,1000,520):(520000,520,1)">
!memref_gmem_f16_1 = !cute.memref<f16, gmem, align<16>, "(2,520,1048):(544960,1,520)">
!memref_gmem_f16_2 = !cute.memref<f16, gmem, align<16>, "(2,1000,1048):(1048000,1048,1)">
!memref_gmem_f16_3 = !cute.memref<f16, gmem, align<16>, "(1000,520,2):(520,1,520000)">
!memref_gmem_f16_4 = !cute.memref<f16, gmem, align<16>, "(1048,520,2):(520,1,544960)">
!memref_gmem_f16_5 = !cute.memref<f16, gmem, align<16>, "(1000,1048,2):(1048,1,1048000)">
!memref_rmem_f16 = !cute.memref<f16, rmem, align<32>, "(((2,2,2),1),1,2):(((1,2,4),0),0,8)">
!memref_rmem_f16_1 = !cute.memref<f16, rmem, align<32>, "(((2,2,2),1),(1,2)):(((1,2,4),0),(0,8))">
!memref_rmem_f32 = !cute.memref<f32, rmem, align<32>, "((2,2,32),1,1):((1,2,4),0,0)">
!memref_rmem_f32_1 = !cute.memref<f32, rmem, align<32>, "((8,16),1,1):((1,8),0,0)">
!memref_rmem_f32_2 = !cute.memref<f32, rmem, align<32>, "(((2,2,2),1),1,2):(((1,2,4),0),0,8)">
!memref_smem_f16 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8,16),(64,1),(1,4)):((64,512),(1,0),(0,8192))">
!memref_smem_f16_1 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8,32),(64,1),(1,4)):((64,512),(1,0),(0,16384))">
!memref_smem_f16_2 = !cute.memref<f16, smem, align<1024>, S<2,4,3>, "((8,16),(32,1),(1,4)):((32,256),(1,0),(0,4096))">
!memref_smem_f16_3 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(((8,16),(64,1)),(1,4)):(((64,512),(1,0)),(0,8192))">
!memref_smem_f16_4 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),(1,4)):((1,0),(0,8192))">
!memref_smem_f16_5 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(((8,32),(64,1)),(1,4)):(((64,512),(1,0)),(0,16384))">
!memref_smem_f16_6 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((16384,1),(1,4)):((1,0),(0,16384))">
!memref_smem_f16_7 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1)):((1,0))">
!memref_smem_f16_8 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),1):((1,0),0)">
!memref_smem_f16_9 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),(1)):((1,0),(0))">
!memref_smem_f16_10 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((16384,1)):((1,0))">
!memref_smem_f16_11 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((16384,1),1):((1,0),0)">
!memref_smem_f16_12 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((16384,1),(1)):((1,0),(0))">
!memref_smem_f16_13 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,16),1,4,(1,4)):((64,1),0,16,(0,8192))">
!memref_smem_f16_14 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((256,16),1,4,(1,4)):((64,1),0,16,(0,16384))">
!memref_smem_f16_15 = !cute.memref<f16, smem, align<16>, S<2,4,3>, "(((2,4),1),1,2,(1,4)):(((1,2),0),0,16,(0,4096))">
!memref_smem_f16_16 = !cute.memref<f16, smem, align<4>, S<2,4,3>, "(((2,2,2),1),1,2,(1,4)):(((1,256,8),0),0,16,(0,4096))">
!memref_smem_f16_17 = !cute.memref<f16, smem, align<1024>, S<2,4,3>, "(((8,16),(32,1)),(1,4)):(((32,256),(1,0)),(0,4096))">
!memref_smem_f16_18 = !cute.memref<f16, smem, align<1024>, S<2,4,3>, "((4096,1),(1,4)):((1,0),(0,4096))">
!memref_smem_f16_19 = !cute.memref<f16, smem, align<16>, S<2,4,3>, "(((2,4),1),1,2):(((1,2),0),0,16)">
!memref_smem_f16_20 = !cute.memref<f16, smem, align<16>, S<2,4,3>, "(((2,4),1),(1,2)):(((1,2),0),(0,16))">
!memref_smem_f16_21 = !cute.memref<f16, smem, align<1024>, S<2,4,3>, "((4096,1)):((1,0))">
!memref_smem_f16_22 = !cute.memref<f16, smem, align<1024>, S<2,4,3>, "((4096,1),1):((1,0),0)">
!memref_smem_f16_23 = !cute.memref<f16, smem, align<1024>, S<2,4,3>, "((4096,1),(1)):((1,0),(0))">
!memref_smem_i8 = !cute.memref<i8, smem, align<1024>, "230400:1">
!mma_f16_f16_f32_64x256x16 = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x256x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(2,1,1):(1,0,0)">, permutation_MNK = <"[_;_;_]">>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_kernel_cute_irkernelsgemm_h6c5ccfa5_0(%arg0: !cute_nvgpu_atom_non_exec_tiled_tma_load_faab74 {cute_nvgpu.grid_constant}, %arg1: !cute_coord_tensor_18692d, %arg2: !cute_nvgpu_atom_non_exec_tiled_tma_load_9eae72 {cute_nvgpu.grid_constant}, %arg3: !cute_coord_tensor_77b5c9, %arg4: !cute_nvgpu_atom_non_exec_tiled_tma_store_9e4174 {cute_nvgpu.grid_constant}, %arg5: !cute_coord_tensor_f03812, %arg6: !mma_f16_f16_f32_64x256x16, %arg7: !cute_composed_layout_e00a29, %arg8: !cute_composed_layout_415161, %arg9: !cute_composed_layout_4ff599) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 384, 1, 1>, exact_cluster_dim = array<i64: 2, 1, 1>, exact_grid_dim = array<i64: 2, 1, 40>, schema_version = 1 : i64}, gpu.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 384, 1, 1>, smem.config_smem_size = 230400 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
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
        cute_nvgpu.prefetch_tma_desc(%arg0) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_faab74) -> ()
        cute_nvgpu.prefetch_tma_desc(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_9eae72) -> ()
        cute_nvgpu.prefetch_tma_desc(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_9e4174) -> ()
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
      %smem = cute.memref.alloca() {smem.partition_id = 1 : i32, smem.struct_fields = ["mainloop_barriers:64:0", "sA:65536:1024", "sB:131072:66560", "sC:32768:197632"]} : !memref_smem_i8
      %iter_47 = cute.get_iter(%smem) : !memref_smem_i8
      %iter_48 = cute.get_iter(%smem) : !memref_smem_i8
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
      %ptr = cute.add_offset(%iter_48, %int_tuple) : (!cute_ptr_9af6a0, !cute.int_tuple<"0">) -> !cute_ptr_9af6a0
      %int_tuple_49 = cute.make_int_tuple() : () -> !cute.int_tuple<"1024">
      %ptr_50 = cute.add_offset(%iter_48, %int_tuple_49) : (!cute_ptr_9af6a0, !cute.int_tuple<"1024">) -> !cute_ptr_9af6a0
      %int_tuple_51 = cute.make_int_tuple() : () -> !cute.int_tuple<"66560">
      %ptr_52 = cute.add_offset(%iter_48, %int_tuple_51) : (!cute_ptr_9af6a0, !cute.int_tuple<"66560">) -> !cute_ptr_9af6a0
      %int_tuple_53 = cute.make_int_tuple() : () -> !cute.int_tuple<"197632">
      %ptr_54 = cute.add_offset(%iter_48, %int_tuple_53) : (!cute_ptr_9af6a0, !cute.int_tuple<"197632">) -> !cute_ptr_9af6a0
      %coord_55 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
      %slice_56 = cute.slice(%arg7, %coord_55) : !cute_composed_layout_e00a29, !cute.coord<"(_,_,0)">
      %31 = cute.composed_get_inner(%slice_56) : (!cute_composed_layout_08a685) -> !cute.swizzle<"S<3,4,3>">
      %32 = cute.composed_get_outer(%slice_56) : (!cute_composed_layout_08a685) -> !cute_layout_c4363d
      %cosz_57 = cute.cosize(%32) : (!cute_layout_c4363d) -> !cute.int_tuple<"8192">
      %e0_58 = cute.get_leaves(%cosz_57) : !cute.int_tuple<"8192">
      %coord_59 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
      %slice_60 = cute.slice(%arg8, %coord_59) : !cute_composed_layout_415161, !cute.coord<"(_,_,0)">
      %33 = cute.composed_get_inner(%slice_60) : (!cute_composed_layout_0bb9af) -> !cute.swizzle<"S<3,4,3>">
      %34 = cute.composed_get_outer(%slice_60) : (!cute_composed_layout_0bb9af) -> !cute_layout_2d5342
      %cosz_61 = cute.cosize(%34) : (!cute_layout_2d5342) -> !cute.int_tuple<"16384">
      %e0_62 = cute.get_leaves(%cosz_61) : !cute.int_tuple<"16384">
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
        }
      }
      %int_tuple_66 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
      %ptr_67 = cute.add_offset(%iter_63, %int_tuple_66) : (!cute_ptr_6167ca, !cute.int_tuple<"4">) -> !cute.ptr<i64, smem, align<32>>
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
          %ptr_220 = cute.add_offset(%ptr_67, %int_tuple_219) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<i64, smem, align<32>>
          %96 = builtin.unrealized_conversion_cast %ptr_220 : !cute.ptr<i64, smem, align<32>> to !llvm.ptr<3>
          %c16_i32 = arith.constant 16 : i32
          nvvm.mbarrier.init %96, %c16_i32 : !llvm.ptr<3>, i32
          %int_tuple_221 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
          %ptr_222 = cute.add_offset(%ptr_67, %int_tuple_221) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"1">) -> !cute.ptr<i64, smem>
          %97 = builtin.unrealized_conversion_cast %ptr_222 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %97, %c16_i32 : !llvm.ptr<3>, i32
          %int_tuple_223 = cute.make_int_tuple() : () -> !cute.int_tuple<"2">
          %ptr_224 = cute.add_offset(%ptr_67, %int_tuple_223) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"2">) -> !cute.ptr<i64, smem, align<16>>
          %98 = builtin.unrealized_conversion_cast %ptr_224 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
          nvvm.mbarrier.init %98, %c16_i32 : !llvm.ptr<3>, i32
          %int_tuple_225 = cute.make_int_tuple() : () -> !cute.int_tuple<"3">
          %ptr_226 = cute.add_offset(%ptr_67, %int_tuple_225) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"3">) -> !cute.ptr<i64, smem>
          %99 = builtin.unrealized_conversion_cast %ptr_226 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %99, %c16_i32 : !llvm.ptr<3>, i32
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
      %82 = cute.composed_get_outer(%arg7) : (!cute_composed_layout_e00a29) -> !cute_layout_50de87
      %83 = cute.composed_get_inner(%arg7) : (!cute_composed_layout_e00a29) -> !cute.swizzle<"S<3,4,3>">
      %iter_92 = cute.recast_iter(%ptr_50) : !cute_ptr_9af6a0 to !cute_ptr_12ea23
      %view = cute.make_view(%iter_92, %82) : !memref_smem_f16
      %iter_93 = cute.get_iter(%view) : !memref_smem_f16
      %iter_94 = cute.get_iter(%view) : !memref_smem_f16
      %84 = cute.composed_get_outer(%arg8) : (!cute_composed_layout_415161) -> !cute_layout_839257
      %85 = cute.composed_get_inner(%arg8) : (!cute_composed_layout_415161) -> !cute.swizzle<"S<3,4,3>">
      %iter_95 = cute.recast_iter(%ptr_52) : !cute_ptr_9af6a0 to !cute_ptr_12ea23
      %view_96 = cute.make_view(%iter_95, %84) : !memref_smem_f16_1
      %iter_97 = cute.get_iter(%view_96) : !memref_smem_f16_1
      %iter_98 = cute.get_iter(%view_96) : !memref_smem_f16_1
      %86 = cute.composed_get_outer(%arg9) : (!cute_composed_layout_4ff599) -> !cute_layout_2dea00
      %87 = cute.composed_get_inner(%arg9) : (!cute_composed_layout_4ff599) -> !cute.swizzle<"S<2,4,3>">
      %iter_99 = cute.recast_iter(%ptr_54) : !cute_ptr_9af6a0 to !cute.ptr<f16, smem, align<1024>, S<2,4,3>>
      %view_100 = cute.make_view(%iter_99, %86) : !memref_smem_f16_2
      %iter_101 = cute.get_iter(%view_100) : !memref_smem_f16_2
      %iter_102 = cute.get_iter(%view_100) : !memref_smem_f16_2
      %tile = cute.make_tile() : () -> !cute.tile<"[128:1;64:1]">
      %coord_103 = cute.make_coord() : () -> !cute.coord<"(_,_,_)">
      %tiled_view = cute.local_tile(%arg1, %tile, %coord_103) : (!cute_coord_tensor_18692d, !cute.tile<"[128:1;64:1]">, !cute.coord<"(_,_,_)">) -> !cute_coord_tensor_cdb98a
      %iter_104 = cute.get_iter(%tiled_view) : !cute_coord_tensor_cdb98a
      %tup_105 = cute.deref_arith_tuple_iter(%iter_104) : !cute_arith_tuple_iter_da3d01
      %e0_106, %e1_107, %e2_108 = cute.get_leaves(%tup_105) : !cute.int_tuple<"(0,0,0)">
      %iter_109 = cute.get_iter(%tiled_view) : !cute_coord_tensor_cdb98a
      %tup_110 = cute.deref_arith_tuple_iter(%iter_109) : !cute_arith_tuple_iter_da3d01
      %e0_111, %e1_112, %e2_113 = cute.get_leaves(%tup_110) : !cute.int_tuple<"(0,0,0)">
      %tile_114 = cute.make_tile() : () -> !cute.tile<"[256:1;64:1]">
      %coord_115 = cute.make_coord() : () -> !cute.coord<"(_,_,_)">
      %tiled_view_116 = cute.local_tile(%arg3, %tile_114, %coord_115) : (!cute_coord_tensor_77b5c9, !cute.tile<"[256:1;64:1]">, !cute.coord<"(_,_,_)">) -> !cute_coord_tensor_35f7f2
      %iter_117 = cute.get_iter(%tiled_view_116) : !cute_coord_tensor_35f7f2
      %tup_118 = cute.deref_arith_tuple_iter(%iter_117) : !cute_arith_tuple_iter_da3d01
      %e0_119, %e1_120, %e2_121 = cute.get_leaves(%tup_118) : !cute.int_tuple<"(0,0,0)">
      %iter_122 = cute.get_iter(%tiled_view_116) : !cute_coord_tensor_35f7f2
      %tup_123 = cute.deref_arith_tuple_iter(%iter_122) : !cute_arith_tuple_iter_da3d01
      %e0_124, %e1_125, %e2_126 = cute.get_leaves(%tup_123) : !cute.int_tuple<"(0,0,0)">
      %tile_127 = cute.make_tile() : () -> !cute.tile<"[128:1;256:1]">
      %coord_128 = cute.make_coord() : () -> !cute.coord<"(_,_,_)">
      %tiled_view_129 = cute.local_tile(%arg5, %tile_127, %coord_128) : (!cute_coord_tensor_f03812, !cute.tile<"[128:1;256:1]">, !cute.coord<"(_,_,_)">) -> !cute_coord_tensor_8ff5fd
      %iter_130 = cute.get_iter(%tiled_view_129) : !cute_coord_tensor_8ff5fd
      %tup_131 = cute.deref_arith_tuple_iter(%iter_130) : !cute_arith_tuple_iter_da3d01
      %e0_132, %e1_133, %e2_134 = cute.get_leaves(%tup_131) : !cute.int_tuple<"(0,0,0)">
      %iter_135 = cute.get_iter(%tiled_view_129) : !cute_coord_tensor_8ff5fd
      %tup_136 = cute.deref_arith_tuple_iter(%iter_135) : !cute_arith_tuple_iter_da3d01
      %e0_137, %e1_138, %e2_139 = cute.get_leaves(%tup_136) : !cute.int_tuple<"(0,0,0)">
      %shape_140 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_141 = cute.make_layout(%shape_140) : !cute.layout<"1:0">
      %lay_142 = cute.get_layout(%view) : !memref_smem_f16
      %88 = cute.get_shape(%lay_142) : (!cute_layout_50de87) -> !cute_shape_5c38cb
      %e0_143, %e1_144, %e2_145, %e3_146, %e4, %e5 = cute.get_leaves(%88) : !cute_shape_5c38cb
      %grouped = cute.group_modes(%view) <0, 2> : (!memref_smem_f16) -> !memref_smem_f16_3
      %iter_147 = cute.get_iter(%grouped) : !memref_smem_f16_3
      %iter_148 = cute.get_iter(%grouped) : !memref_smem_f16_3
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
      %res_smem_tensor, %res_target_tensors = cute_nvgpu.atom.tma_partition(%arg0, %coord_166, %lay_141, %grouped, %grouped_155) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_faab74, !cute.coord<"0">, !cute.layout<"1:0">, !memref_smem_f16_3, !cute_coord_tensor_d4c6bb) -> (!memref_smem_f16_4, !cute_coord_tensor_05ca29)
      %iter_167 = cute.get_iter(%res_smem_tensor) : !memref_smem_f16_4
      %iter_168 = cute.get_iter(%res_target_tensors) : !cute_coord_tensor_05ca29
      %tup_169 = cute.deref_arith_tuple_iter(%iter_168) : !cute_arith_tuple_iter_da3d01
      %e0_170, %e1_171, %e2_172 = cute.get_leaves(%tup_169) : !cute.int_tuple<"(0,0,0)">
      %shape_173 = cute.make_shape() : () -> !cute.shape<"2">
      %lay_174 = cute.make_layout(%shape_173) : !cute.layout<"2:1">
      %lay_175 = cute.get_layout(%view_96) : !memref_smem_f16_1
      %90 = cute.get_shape(%lay_175) : (!cute_layout_839257) -> !cute_shape_1cbea6
      %e0_176, %e1_177, %e2_178, %e3_179, %e4_180, %e5_181 = cute.get_leaves(%90) : !cute_shape_1cbea6
      %grouped_182 = cute.group_modes(%view_96) <0, 2> : (!memref_smem_f16_1) -> !memref_smem_f16_5
      %iter_183 = cute.get_iter(%grouped_182) : !memref_smem_f16_5
      %iter_184 = cute.get_iter(%grouped_182) : !memref_smem_f16_5
      %lay_185 = cute.get_layout(%tiled_view_116) : !cute_coord_tensor_35f7f2
      %91 = cute.get_shape(%lay_185) : (!cute.layout<"(256,64,5,9,2):(1@1,1@0,256@1,64@0,1@2)">) -> !cute.shape<"(256,64,5,9,2)">
      %e0_186, %e1_187, %e2_188, %e3_189, %e4_190 = cute.get_leaves(%91) : !cute.shape<"(256,64,5,9,2)">
      %grouped_191 = cute.group_modes(%tiled_view_116) <0, 2> : (!cute_coord_tensor_35f7f2) -> !cute_coord_tensor_31233a
      %iter_192 = cute.get_iter(%grouped_191) : !cute_coord_tensor_31233a
      %tup_193 = cute.deref_arith_tuple_iter(%iter_192) : !cute_arith_tuple_iter_da3d01
      %e0_194, %e1_195, %e2_196 = cute.get_leaves(%tup_193) : !cute.int_tuple<"(0,0,0)">
      %iter_197 = cute.get_iter(%grouped_191) : !cute_coord_tensor_31233a
      %tup_198 = cute.deref_arith_tuple_iter(%iter_197) : !cute_arith_tuple_iter_da3d01
      %e0_199, %e1_200, %e2_201 = cute.get_leaves(%tup_198) : !cute.int_tuple<"(0,0,0)">
      %coord_202 = cute.make_coord(%itup) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %res_smem_tensor_203, %res_target_tensors_204 = cute_nvgpu.atom.tma_partition(%arg2, %coord_202, %lay_174, %grouped_182, %grouped_191) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_9eae72, !cute.coord<"?">, !cute.layout<"2:1">, !memref_smem_f16_5, !cute_coord_tensor_31233a) -> (!memref_smem_f16_6, !cute_coord_tensor_1ade0f)
      %iter_205 = cute.get_iter(%res_smem_tensor_203) : !memref_smem_f16_6
      %iter_206 = cute.get_iter(%res_target_tensors_204) : !cute_coord_tensor_1ade0f
      %tup_207 = cute.deref_arith_tuple_iter(%iter_206) : !cute.arith_tuple_iter<"(0,?{div=128},0)">
      %e0_208, %e1_209, %e2_210 = cute.get_leaves(%tup_207) : !cute.int_tuple<"(0,?{div=128},0)">
      %92 = cute.get_scalars(%e1_209) : !cute.int_tuple<"?{div=128}">
      %sz_211 = cute.size(%tiled_view) <{mode = [3]}> : (!cute_coord_tensor_cdb98a) -> !cute.int_tuple<"9">
      %e0_212 = cute.get_leaves(%sz_211) : !cute.int_tuple<"9">
      %sz_213 = cute.size(%tiled_view_129) <{mode = [2]}> : (!cute_coord_tensor_8ff5fd) -> !cute.int_tuple<"8">
      %e0_214 = cute.get_leaves(%sz_213) : !cute.int_tuple<"8">
      %sz_215 = cute.size(%tiled_view_129) <{mode = [3]}> : (!cute_coord_tensor_8ff5fd) -> !cute.int_tuple<"5">
      %e0_216 = cute.get_leaves(%sz_215) : !cute.int_tuple<"5">
      %sz_217 = cute.size(%tiled_view_129) <{mode = [4]}> : (!cute_coord_tensor_8ff5fd) -> !cute.int_tuple<"2">
      %e0_218 = cute.get_leaves(%sz_217) : !cute.int_tuple<"2">
      scf.if %true_91 {
        nvvm.cluster.wait
      } else {
        nvvm.barrier
      }
      %93 = arith.cmpi eq, %17, %c0_i32 : i32
      %94 = scf.if %93 -> (!mma_f16_f16_f32_64x256x16) {
        nvvm.setmaxregister decrease 40
        %c0_i32_219 = arith.constant 0 : i32
        %95 = arith.cmpi eq, %15, %c0_i32_219 : i32
        scf.if %95 {
          %c0_i32_220 = arith.constant 0 : i32
          %c1_i32 = arith.constant 1 : i32
          %96:4 = scf.while (%arg10 = %20, %arg11 = %c0_i32_220, %arg12 = %c0_i32_220, %arg13 = %c1_i32) : (i32, i32, i32, i32) -> (i32, i32, i32, i32) {
            %c40_i32 = arith.constant 40 : i32
            %117 = arith.cmpi slt, %arg10, %c40_i32 : i32
            scf.condition(%117) %arg10, %arg11, %arg12, %arg13 : i32, i32, i32, i32
          } do {
          ^bb0(%arg10: i32, %arg11: i32, %arg12: i32, %arg13: i32):
            %c20_i32 = arith.constant 20 : i32
            %117 = arith.floordivsi %arg10, %c20_i32 : i32
            %118 = arith.muli %117, %c20_i32 : i32
            %119 = arith.subi %arg10, %118 : i32
            %120 = arith.floordivsi %119, %c20_i32 : i32
            %c4_i32_230 = arith.constant 4 : i32
            %121 = arith.muli %120, %c4_i32_230 : i32
            %122 = arith.subi %c4_i32_230, %121 : i32
            %c4_i32_231 = arith.constant 4 : i32
            %123 = arith.minsi %122, %c4_i32_231 : i32
            %124 = arith.muli %120, %c20_i32 : i32
            %125 = arith.subi %119, %124 : i32
            %126 = arith.remsi %125, %123 : i32
            %127 = arith.addi %121, %126 : i32
            %128 = arith.floordivsi %125, %123 : i32
            %c2_i32_232 = arith.constant 2 : i32
            %129 = arith.muli %127, %c2_i32_232 : i32
            %130 = arith.addi %129, %18 : i32
            %c1_i32_233 = arith.constant 1 : i32
            %131 = arith.muli %128, %c1_i32_233 : i32
            %132 = arith.addi %131, %19 : i32
            %c0_i32_234 = arith.constant 0 : i32
            %c9_i32 = arith.constant 9 : i32
            %c1_i32_235 = arith.constant 1 : i32
            %133:3 = scf.for %arg14 = %c0_i32_234 to %c9_i32 step %c1_i32_235 iter_args(%arg15 = %arg11, %arg16 = %arg12, %arg17 = %arg13) -> (i32, i32, i32)  : i32 {
              %true_236 = arith.constant true
              scf.if %true_236 {
                %int_tuple_389 = cute.make_int_tuple(%arg16) : (i32) -> !cute.int_tuple<"?">
                %ptr_390 = cute.add_offset(%ptr_67, %int_tuple_389) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
                %187 = builtin.unrealized_conversion_cast %ptr_390 : !cute.ptr<i64, smem> to !llvm.ptr<3>
                %c10000000_i32_391 = arith.constant 10000000 : i32
                nvvm.mbarrier.try_wait.parity %187, %arg17, %c10000000_i32_391 : !llvm.ptr<3>, i32, i32
              }
              %135 = nvvm.elect.sync -> i1
              scf.if %135 {
                %int_tuple_389 = cute.make_int_tuple(%arg16) : (i32) -> !cute.int_tuple<"?">
                %ptr_390 = cute.add_offset(%iter_63, %int_tuple_389) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
                %187 = builtin.unrealized_conversion_cast %ptr_390 : !cute.ptr<i64, smem> to !llvm.ptr<3>
                %c49152_i32 = arith.constant 49152 : i32
                %188 = nvvm.mbarrier.arrive.expect_tx %187, %c49152_i32 : !llvm.ptr<3>, i32 -> i64
              }
              %int_tuple_237 = cute.make_int_tuple(%arg16) : (i32) -> !cute.int_tuple<"?">
              %ptr_238 = cute.add_offset(%iter_63, %int_tuple_237) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
              %coord_239 = cute.make_coord(%130, %arg14, %117) : (i32, i32, i32) -> !cute.coord<"(_,?,?,?)">
              %slice_240 = cute.slice(%res_target_tensors, %coord_239) : !cute_coord_tensor_05ca29, !cute.coord<"(_,?,?,?)">
              %iter_241 = cute.get_iter(%slice_240) : !cute_coord_tensor_84c2f1
              %tup_242 = cute.deref_arith_tuple_iter(%iter_241) : !cute_arith_tuple_iter_396070
              %e0_243, %e1_244, %e2_245 = cute.get_leaves(%tup_242) : !cute_int_tuple_ae8a07
              %136 = cute.get_scalars(%e0_243) : !cute.int_tuple<"?{div=64}">
              %137 = cute.get_scalars(%e1_244) : !cute.int_tuple<"?{div=128}">
              %138 = cute.get_scalars(%e2_245) : !cute.int_tuple<"?">
              %iter_246 = cute.get_iter(%slice_240) : !cute_coord_tensor_84c2f1
              %tup_247 = cute.deref_arith_tuple_iter(%iter_246) : !cute_arith_tuple_iter_396070
              %e0_248, %e1_249, %e2_250 = cute.get_leaves(%tup_247) : !cute_int_tuple_ae8a07
              %139 = cute.get_scalars(%e0_248) : !cute.int_tuple<"?{div=64}">
              %140 = cute.get_scalars(%e1_249) : !cute.int_tuple<"?{div=128}">
              %141 = cute.get_scalars(%e2_250) : !cute.int_tuple<"?">
              %coord_251 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,?)">
              %slice_252 = cute.slice(%res_smem_tensor, %coord_251) : !memref_smem_f16_4, !cute.coord<"(_,?)">
              %iter_253 = cute.get_iter(%slice_252) : !memref_smem_f16_7
              %iter_254 = cute.get_iter(%slice_252) : !memref_smem_f16_7
              %lay_255 = cute.get_layout(%slice_240) : !cute_coord_tensor_84c2f1
              %142 = cute.get_shape(%lay_255) : (!cute_layout_5e15fa) -> !cute.shape<"(((64,128),1))">
              %e0_256, %e1_257, %e2_258 = cute.get_leaves(%142) : !cute.shape<"(((64,128),1))">
              %lay_259 = cute.get_layout(%slice_252) : !memref_smem_f16_7
              %143 = cute.get_shape(%lay_259) : (!cute_layout_718229) -> !cute.shape<"((8192,1))">
              %e0_260, %e1_261 = cute.get_leaves(%143) : !cute.shape<"((8192,1))">
              %shape_262 = cute.make_shape() : () -> !cute.shape<"1">
              %lay_263 = cute.make_layout(%shape_262) : !cute.layout<"1:0">
              %append = cute.append_to_rank<2> (%lay_255, %lay_263) : !cute_layout_5e15fa, !cute.layout<"1:0">
              %int_tuple_264 = cute.make_int_tuple(%e0_248, %e1_249, %e2_250) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ae8a07
              %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_264) : (!cute_int_tuple_ae8a07) -> !cute_arith_tuple_iter_396070
              %view_265 = cute.make_view(%int_tup_iter, %append) : !cute_coord_tensor_f09f0b
              %iter_266 = cute.get_iter(%view_265) : !cute_coord_tensor_f09f0b
              %tup_267 = cute.deref_arith_tuple_iter(%iter_266) : !cute_arith_tuple_iter_396070
              %e0_268, %e1_269, %e2_270 = cute.get_leaves(%tup_267) : !cute_int_tuple_ae8a07
              %144 = cute.get_scalars(%e0_268) : !cute.int_tuple<"?{div=64}">
              %145 = cute.get_scalars(%e1_269) : !cute.int_tuple<"?{div=128}">
              %146 = cute.get_scalars(%e2_270) : !cute.int_tuple<"?">
              %lay_271 = cute.get_layout(%view_265) : !cute_coord_tensor_f09f0b
              %147 = cute.get_shape(%lay_271) : (!cute.layout<"(((64,128),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,128),1),1)">
              %e0_272, %e1_273, %e2_274, %e3_275 = cute.get_leaves(%147) : !cute.shape<"(((64,128),1),1)">
              %grouped_276 = cute.group_modes(%view_265) <1, 2> : (!cute_coord_tensor_f09f0b) -> !cute_coord_tensor_be8f5d
              %iter_277 = cute.get_iter(%grouped_276) : !cute_coord_tensor_be8f5d
              %tup_278 = cute.deref_arith_tuple_iter(%iter_277) : !cute_arith_tuple_iter_396070
              %e0_279, %e1_280, %e2_281 = cute.get_leaves(%tup_278) : !cute_int_tuple_ae8a07
              %148 = cute.get_scalars(%e0_279) : !cute.int_tuple<"?{div=64}">
              %149 = cute.get_scalars(%e1_280) : !cute.int_tuple<"?{div=128}">
              %150 = cute.get_scalars(%e2_281) : !cute.int_tuple<"?">
              %iter_282 = cute.get_iter(%grouped_276) : !cute_coord_tensor_be8f5d
              %tup_283 = cute.deref_arith_tuple_iter(%iter_282) : !cute_arith_tuple_iter_396070
              %e0_284, %e1_285, %e2_286 = cute.get_leaves(%tup_283) : !cute_int_tuple_ae8a07
              %151 = cute.get_scalars(%e0_284) : !cute.int_tuple<"?{div=64}">
              %152 = cute.get_scalars(%e1_285) : !cute.int_tuple<"?{div=128}">
              %153 = cute.get_scalars(%e2_286) : !cute.int_tuple<"?">
              %shape_287 = cute.make_shape() : () -> !cute.shape<"1">
              %lay_288 = cute.make_layout(%shape_287) : !cute.layout<"1:0">
              %append_289 = cute.append_to_rank<2> (%lay_259, %lay_288) : !cute_layout_718229, !cute.layout<"1:0">
              %view_290 = cute.make_view(%iter_254, %append_289) : !memref_smem_f16_8
              %iter_291 = cute.get_iter(%view_290) : !memref_smem_f16_8
              %lay_292 = cute.get_layout(%view_290) : !memref_smem_f16_8
              %154 = cute.get_shape(%lay_292) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
              %e0_293, %e1_294, %e2_295 = cute.get_leaves(%154) : !cute.shape<"((8192,1),1)">
              %grouped_296 = cute.group_modes(%view_290) <1, 2> : (!memref_smem_f16_8) -> !memref_smem_f16_9
              %iter_297 = cute.get_iter(%grouped_296) : !memref_smem_f16_9
              %iter_298 = cute.get_iter(%grouped_296) : !memref_smem_f16_9
              %lay_299 = cute.get_layout(%grouped_276) : !cute_coord_tensor_be8f5d
              %155 = cute.get_shape(%lay_299) : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute_shape_cb67ce
              %e0_300, %e1_301, %e2_302, %e3_303 = cute.get_leaves(%155) : !cute_shape_cb67ce
              %lay_304 = cute.get_layout(%grouped_296) : !memref_smem_f16_9
              %156 = cute.get_shape(%lay_304) : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.shape<"((8192,1),(1))">
              %e0_305, %e1_306, %e2_307 = cute.get_leaves(%156) : !cute.shape<"((8192,1),(1))">
              %sz_308 = cute.size(%grouped_276) <{mode = [1]}> : (!cute_coord_tensor_be8f5d) -> !cute.int_tuple<"1">
              %e0_309 = cute.get_leaves(%sz_308) : !cute.int_tuple<"1">
              %sz_310 = cute.size(%grouped_296) <{mode = [1]}> : (!memref_smem_f16_9) -> !cute.int_tuple<"1">
              %e0_311 = cute.get_leaves(%sz_310) : !cute.int_tuple<"1">
              %157 = cute_nvgpu.atom.make_exec_tma(%arg0) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_faab74) -> !cute_nvgpu_atom_tma_load_9df5b7
              %158 = cute_nvgpu.atom.set_value<tma_bar>(%157, %ptr_238) : (!cute_nvgpu_atom_tma_load_9df5b7, !cute.ptr<i64, smem>)
              cute.copy(%158, %grouped_276, %grouped_296) : (!cute_nvgpu_atom_tma_load_9df5b7, !cute_coord_tensor_be8f5d, !memref_smem_f16_9)
              %coord_312 = cute.make_coord(%132, %arg14, %117) : (i32, i32, i32) -> !cute.coord<"(_,?,?,?)">
              %slice_313 = cute.slice(%res_target_tensors_204, %coord_312) : !cute_coord_tensor_1ade0f, !cute.coord<"(_,?,?,?)">
              %iter_314 = cute.get_iter(%slice_313) : !cute_coord_tensor_301b3a
              %tup_315 = cute.deref_arith_tuple_iter(%iter_314) : !cute_arith_tuple_iter_396070
              %e0_316, %e1_317, %e2_318 = cute.get_leaves(%tup_315) : !cute_int_tuple_ae8a07
              %159 = cute.get_scalars(%e0_316) : !cute.int_tuple<"?{div=64}">
              %160 = cute.get_scalars(%e1_317) : !cute.int_tuple<"?{div=128}">
              %161 = cute.get_scalars(%e2_318) : !cute.int_tuple<"?">
              %iter_319 = cute.get_iter(%slice_313) : !cute_coord_tensor_301b3a
              %tup_320 = cute.deref_arith_tuple_iter(%iter_319) : !cute_arith_tuple_iter_396070
              %e0_321, %e1_322, %e2_323 = cute.get_leaves(%tup_320) : !cute_int_tuple_ae8a07
              %162 = cute.get_scalars(%e0_321) : !cute.int_tuple<"?{div=64}">
              %163 = cute.get_scalars(%e1_322) : !cute.int_tuple<"?{div=128}">
              %164 = cute.get_scalars(%e2_323) : !cute.int_tuple<"?">
              %coord_324 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,?)">
              %slice_325 = cute.slice(%res_smem_tensor_203, %coord_324) : !memref_smem_f16_6, !cute.coord<"(_,?)">
              %iter_326 = cute.get_iter(%slice_325) : !memref_smem_f16_10
              %iter_327 = cute.get_iter(%slice_325) : !memref_smem_f16_10
              %lay_328 = cute.get_layout(%slice_313) : !cute_coord_tensor_301b3a
              %165 = cute.get_shape(%lay_328) : (!cute_layout_454042) -> !cute.shape<"(((64,256),1))">
              %e0_329, %e1_330, %e2_331 = cute.get_leaves(%165) : !cute.shape<"(((64,256),1))">
              %lay_332 = cute.get_layout(%slice_325) : !memref_smem_f16_10
              %166 = cute.get_shape(%lay_332) : (!cute_layout_48d12d) -> !cute.shape<"((16384,1))">
              %e0_333, %e1_334 = cute.get_leaves(%166) : !cute.shape<"((16384,1))">
              %shape_335 = cute.make_shape() : () -> !cute.shape<"1">
              %lay_336 = cute.make_layout(%shape_335) : !cute.layout<"1:0">
              %append_337 = cute.append_to_rank<2> (%lay_328, %lay_336) : !cute_layout_454042, !cute.layout<"1:0">
              %int_tuple_338 = cute.make_int_tuple(%e0_321, %e1_322, %e2_323) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ae8a07
              %int_tup_iter_339 = cute.make_arith_tuple_iter(%int_tuple_338) : (!cute_int_tuple_ae8a07) -> !cute_arith_tuple_iter_396070
              %view_340 = cute.make_view(%int_tup_iter_339, %append_337) : !cute_coord_tensor_d5253e
              %iter_341 = cute.get_iter(%view_340) : !cute_coord_tensor_d5253e
              %tup_342 = cute.deref_arith_tuple_iter(%iter_341) : !cute_arith_tuple_iter_396070
              %e0_343, %e1_344, %e2_345 = cute.get_leaves(%tup_342) : !cute_int_tuple_ae8a07
              %167 = cute.get_scalars(%e0_343) : !cute.int_tuple<"?{div=64}">
              %168 = cute.get_scalars(%e1_344) : !cute.int_tuple<"?{div=128}">
              %169 = cute.get_scalars(%e2_345) : !cute.int_tuple<"?">
              %lay_346 = cute.get_layout(%view_340) : !cute_coord_tensor_d5253e
              %170 = cute.get_shape(%lay_346) : (!cute.layout<"(((64,256),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,256),1),1)">
              %e0_347, %e1_348, %e2_349, %e3_350 = cute.get_leaves(%170) : !cute.shape<"(((64,256),1),1)">
              %grouped_351 = cute.group_modes(%view_340) <1, 2> : (!cute_coord_tensor_d5253e) -> !cute_coord_tensor_43de9c
              %iter_352 = cute.get_iter(%grouped_351) : !cute_coord_tensor_43de9c
              %tup_353 = cute.deref_arith_tuple_iter(%iter_352) : !cute_arith_tuple_iter_396070
              %e0_354, %e1_355, %e2_356 = cute.get_leaves(%tup_353) : !cute_int_tuple_ae8a07
              %171 = cute.get_scalars(%e0_354) : !cute.int_tuple<"?{div=64}">
              %172 = cute.get_scalars(%e1_355) : !cute.int_tuple<"?{div=128}">
              %173 = cute.get_scalars(%e2_356) : !cute.int_tuple<"?">
              %iter_357 = cute.get_iter(%grouped_351) : !cute_coord_tensor_43de9c
              %tup_358 = cute.deref_arith_tuple_iter(%iter_357) : !cute_arith_tuple_iter_396070
              %e0_359, %e1_360, %e2_361 = cute.get_leaves(%tup_358) : !cute_int_tuple_ae8a07
              %174 = cute.get_scalars(%e0_359) : !cute.int_tuple<"?{div=64}">
              %175 = cute.get_scalars(%e1_360) : !cute.int_tuple<"?{div=128}">
              %176 = cute.get_scalars(%e2_361) : !cute.int_tuple<"?">
              %shape_362 = cute.make_shape() : () -> !cute.shape<"1">
              %lay_363 = cute.make_layout(%shape_362) : !cute.layout<"1:0">
              %append_364 = cute.append_to_rank<2> (%lay_332, %lay_363) : !cute_layout_48d12d, !cute.layout<"1:0">
              %view_365 = cute.make_view(%iter_327, %append_364) : !memref_smem_f16_11
              %iter_366 = cute.get_iter(%view_365) : !memref_smem_f16_11
              %lay_367 = cute.get_layout(%view_365) : !memref_smem_f16_11
              %177 = cute.get_shape(%lay_367) : (!cute.layout<"((16384,1),1):((1,0),0)">) -> !cute.shape<"((16384,1),1)">
              %e0_368, %e1_369, %e2_370 = cute.get_leaves(%177) : !cute.shape<"((16384,1),1)">
              %grouped_371 = cute.group_modes(%view_365) <1, 2> : (!memref_smem_f16_11) -> !memref_smem_f16_12
              %iter_372 = cute.get_iter(%grouped_371) : !memref_smem_f16_12
              %iter_373 = cute.get_iter(%grouped_371) : !memref_smem_f16_12
              %lay_374 = cute.get_layout(%grouped_351) : !cute_coord_tensor_43de9c
              %178 = cute.get_shape(%lay_374) : (!cute.layout<"(((64,256),1),(1)):(((1@0,1@1),0),(0))">) -> !cute_shape_5b9815
              %e0_375, %e1_376, %e2_377, %e3_378 = cute.get_leaves(%178) : !cute_shape_5b9815
              %lay_379 = cute.get_layout(%grouped_371) : !memref_smem_f16_12
              %179 = cute.get_shape(%lay_379) : (!cute.layout<"((16384,1),(1)):((1,0),(0))">) -> !cute.shape<"((16384,1),(1))">
              %e0_380, %e1_381, %e2_382 = cute.get_leaves(%179) : !cute.shape<"((16384,1),(1))">
              %sz_383 = cute.size(%grouped_351) <{mode = [1]}> : (!cute_coord_tensor_43de9c) -> !cute.int_tuple<"1">
              %e0_384 = cute.get_leaves(%sz_383) : !cute.int_tuple<"1">
              %sz_385 = cute.size(%grouped_371) <{mode = [1]}> : (!memref_smem_f16_12) -> !cute.int_tuple<"1">
              %e0_386 = cute.get_leaves(%sz_385) : !cute.int_tuple<"1">
              %180 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_9eae72) -> !cute_nvgpu_atom_tma_load_7c2693
              %c3_i16 = arith.constant 3 : i16
              %181 = cute_nvgpu.atom.set_value<mcast_mask>(%180, %c3_i16) : (!cute_nvgpu_atom_tma_load_7c2693, i16)
              %182 = cute_nvgpu.atom.set_value<tma_bar>(%181, %ptr_238) : (!cute_nvgpu_atom_tma_load_7c2693, !cute.ptr<i64, smem>)
              cute.copy(%182, %grouped_351, %grouped_371) : (!cute_nvgpu_atom_tma_load_7c2693, !cute_coord_tensor_43de9c, !memref_smem_f16_12)
              %c1_i32_387 = arith.constant 1 : i32
              %183 = arith.addi %arg16, %c1_i32_387 : i32
              %184 = arith.addi %arg15, %c1_i32_387 : i32
              %c4_i32_388 = arith.constant 4 : i32
              %185 = arith.cmpi eq, %183, %c4_i32_388 : i32
              %186:2 = scf.if %185 -> (i32, i32) {
                %c1_i32_389 = arith.constant 1 : i32
                %187 = arith.xori %arg17, %c1_i32_389 : i32
                %c0_i32_390 = arith.constant 0 : i32
                scf.yield %c0_i32_390, %187 : i32, i32
              } else {
                scf.yield %183, %arg17 : i32, i32
              }
              scf.yield %184, %186#0, %186#1 : i32, i32, i32
            }
            %134 = arith.addi %arg10, %23 : i32
            scf.yield %134, %133#0, %133#1, %133#2 : i32, i32, i32, i32
          }
          %int_tuple_221 = cute.make_int_tuple(%96#2) : (i32) -> !cute.int_tuple<"?">
          %ptr_222 = cute.add_offset(%ptr_67, %int_tuple_221) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %97 = builtin.unrealized_conversion_cast %ptr_222 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          %c10000000_i32 = arith.constant 10000000 : i32
          nvvm.mbarrier.try_wait.parity %97, %96#3, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %c1_i32_223 = arith.constant 1 : i32
          %98 = arith.addi %96#2, %c1_i32_223 : i32
          %99 = arith.addi %96#1, %c1_i32_223 : i32
          %c4_i32 = arith.constant 4 : i32
          %100 = arith.cmpi eq, %98, %c4_i32 : i32
          %101:2 = scf.if %100 -> (i32, i32) {
            %c1_i32_230 = arith.constant 1 : i32
            %117 = arith.xori %96#3, %c1_i32_230 : i32
            %c0_i32_231 = arith.constant 0 : i32
            scf.yield %c0_i32_231, %117 : i32, i32
          } else {
            scf.yield %98, %96#3 : i32, i32
          }
          %int_tuple_224 = cute.make_int_tuple(%101#0) : (i32) -> !cute.int_tuple<"?">
          %ptr_225 = cute.add_offset(%ptr_67, %int_tuple_224) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %102 = builtin.unrealized_conversion_cast %ptr_225 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.try_wait.parity %102, %101#1, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %103 = arith.addi %101#0, %c1_i32_223 : i32
          %104 = arith.addi %99, %c1_i32_223 : i32
          %105 = arith.cmpi eq, %103, %c4_i32 : i32
          %106:2 = scf.if %105 -> (i32, i32) {
            %c1_i32_230 = arith.constant 1 : i32
            %117 = arith.xori %101#1, %c1_i32_230 : i32
            %c0_i32_231 = arith.constant 0 : i32
            scf.yield %c0_i32_231, %117 : i32, i32
          } else {
            scf.yield %103, %101#1 : i32, i32
          }
          %int_tuple_226 = cute.make_int_tuple(%106#0) : (i32) -> !cute.int_tuple<"?">
          %ptr_227 = cute.add_offset(%ptr_67, %int_tuple_226) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %107 = builtin.unrealized_conversion_cast %ptr_227 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.try_wait.parity %107, %106#1, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %108 = arith.addi %106#0, %c1_i32_223 : i32
          %109 = arith.addi %104, %c1_i32_223 : i32
          %110 = arith.cmpi eq, %108, %c4_i32 : i32
          %111:2 = scf.if %110 -> (i32, i32) {
            %c1_i32_230 = arith.constant 1 : i32
            %117 = arith.xori %106#1, %c1_i32_230 : i32
            %c0_i32_231 = arith.constant 0 : i32
            scf.yield %c0_i32_231, %117 : i32, i32
          } else {
            scf.yield %108, %106#1 : i32, i32
          }
          %int_tuple_228 = cute.make_int_tuple(%111#0) : (i32) -> !cute.int_tuple<"?">
          %ptr_229 = cute.add_offset(%ptr_67, %int_tuple_228) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %112 = builtin.unrealized_conversion_cast %ptr_229 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.try_wait.parity %112, %111#1, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %113 = arith.addi %111#0, %c1_i32_223 : i32
          %114 = arith.addi %109, %c1_i32_223 : i32
          %115 = arith.cmpi eq, %113, %c4_i32 : i32
          %116:2 = scf.if %115 -> (i32, i32) {
            %c1_i32_230 = arith.constant 1 : i32
            %117 = arith.xori %111#1, %c1_i32_230 : i32
            %c0_i32_231 = arith.constant 0 : i32
            scf.yield %c0_i32_231, %117 : i32, i32
          } else {
            scf.yield %113, %111#1 : i32, i32
          }
        } else {
        }
        scf.yield %arg6 : !mma_f16_f16_f32_64x256x16
      } else {
        nvvm.setmaxregister increase 232
        %c128_i32_219 = arith.constant 128 : i32
        %95 = arith.subi %0, %c128_i32_219 : i32
        %coord_220 = cute.make_coord(%95) : (i32) -> !cute.coord<"?">
        %ptn_A = cute.tiled.mma.partition A (%arg6, %view, %coord_220) : (!mma_f16_f16_f32_64x256x16, !memref_smem_f16, !cute.coord<"?">) -> !memref_smem_f16_13
        %iter_221 = cute.get_iter(%ptn_A) : !memref_smem_f16_13
        %lay_222 = cute.get_layout(%ptn_A) : !memref_smem_f16_13
        %frg_A = cute.mma.make_fragment A (%arg6, %ptn_A) : (!mma_f16_f16_f32_64x256x16, !memref_smem_f16_13) -> !cute_nvgpu_smem_desc_view_de8b8e
        %iter_223 = cute.get_iter(%frg_A) : !cute_nvgpu_smem_desc_view_de8b8e
        %coord_224 = cute.make_coord(%95) : (i32) -> !cute.coord<"?">
        %ptn_B = cute.tiled.mma.partition B (%arg6, %view_96, %coord_224) : (!mma_f16_f16_f32_64x256x16, !memref_smem_f16_1, !cute.coord<"?">) -> !memref_smem_f16_14
        %iter_225 = cute.get_iter(%ptn_B) : !memref_smem_f16_14
        %lay_226 = cute.get_layout(%ptn_B) : !memref_smem_f16_14
        %frg_B = cute.mma.make_fragment B (%arg6, %ptn_B) : (!mma_f16_f16_f32_64x256x16, !memref_smem_f16_14) -> !cute_nvgpu_smem_desc_view_72b18d
        %iter_227 = cute.get_iter(%frg_B) : !cute_nvgpu_smem_desc_view_72b18d
        %coord_228 = cute.make_coord(%95) : (i32) -> !cute.coord<"?">
        %ptn_C = cute.tiled.mma.partition C (%arg6, %tiled_view_129, %coord_228) : (!mma_f16_f16_f32_64x256x16, !cute_coord_tensor_8ff5fd, !cute.coord<"?">) -> !cute_coord_tensor_330163
        %iter_229 = cute.get_iter(%ptn_C) : !cute_coord_tensor_330163
        %tup_230 = cute.deref_arith_tuple_iter(%iter_229) : !cute.arith_tuple_iter<"(?{div=2},?,0)">
        %e0_231, %e1_232, %e2_233 = cute.get_leaves(%tup_230) : !cute.int_tuple<"(?{div=2},?,0)">
        %96 = cute.get_scalars(%e0_231) : !cute.int_tuple<"?{div=2}">
        %97 = cute.get_scalars(%e1_232) : !cute.int_tuple<"?">
        %lay_234 = cute.get_layout(%ptn_C) : !cute_coord_tensor_330163
        %98 = cute.get_shape(%lay_234) : (!cute.layout<"((2,2,32),1,1,8,5,2):((1@0,8@1,8@0),0,0,128@1,256@0,1@2)">) -> !cute_shape_7079ac
        %e0_235, %e1_236, %e2_237, %e3_238, %e4_239, %e5_240, %e6, %e7 = cute.get_leaves(%98) : !cute_shape_7079ac
        %shape_241 = cute.make_shape() : () -> !cute.shape<"((2,2,32),1,1)">
        %lay_242 = cute.make_layout(%shape_241) : !cute_layout_dd6f63
        %rmem = cute.memref.alloca(%lay_242) : !memref_rmem_f32
        %iter_243 = cute.get_iter(%rmem) : !memref_rmem_f32
        %iter_244 = cute.get_iter(%rmem) : !memref_rmem_f32
        %sz_245 = cute.size(%frg_A) <{mode = [2]}> : (!cute_nvgpu_smem_desc_view_de8b8e) -> !cute.int_tuple<"4">
        %e0_246 = cute.get_leaves(%sz_245) : !cute.int_tuple<"4">
        %shape_247 = cute.make_shape() : () -> !cute.shape<"(8,8)">
        %atom = cute.make_atom() : () -> !cute_nvgpu_atom_stsm_77f310
        %shape_248 = cute.make_shape() : () -> !cute.shape<"(8,8)">
        %atom_249 = cute.make_atom() : () -> !cute_nvgpu_atom_stsm_77f310
        %99 = cute.static : !cute_layout_28e28f
        %100 = cute.static : !cute_layout_cc3288
        %sz_250 = cute.size(%100) <{mode = [1]}> : (!cute_layout_cc3288) -> !cute.int_tuple<"8">
        %e0_251 = cute.get_leaves(%sz_250) : !cute.int_tuple<"8">
        %sz_252 = cute.size(%99) <{mode = [1]}> : (!cute_layout_28e28f) -> !cute.int_tuple<"128">
        %e0_253 = cute.get_leaves(%sz_252) : !cute.int_tuple<"128">
        %sz_254 = cute.size(%99) <{mode = [0]}> : (!cute_layout_28e28f) -> !cute.int_tuple<"256">
        %e0_255 = cute.get_leaves(%sz_254) : !cute.int_tuple<"256">
        %shape_256 = cute.make_shape() : () -> !cute.shape<"(256,8)">
        %lay_257 = cute.make_layout(%shape_256) : !cute.layout<"(256,8):(1,256)">
        %101 = cute.composition(%99, %lay_257) : (!cute_layout_28e28f, !cute.layout<"(256,8):(1,256)">) -> !cute_layout_1c28bd
        %102 = cute.static : !cute.tile<"[_;_;_]">
        %e0_258, %e1_259, %e2_260 = cute.get_leaves(%102) : !cute.tile<"[_;_;_]">
        %103 = cute.static : !cute_layout_002152
        %104 = cute.static : !cute.shape<"(64,256,16)">
        %e0_261, %e1_262, %e2_263 = cute.get_leaves(%104) : !cute.shape<"(64,256,16)">
        %int_tuple_264 = cute.make_int_tuple() : () -> !cute.int_tuple<"(64,256,16)">
        %sz_265 = cute.size(%int_tuple_264) <{mode = [0]}> : (!cute.int_tuple<"(64,256,16)">) -> !cute.int_tuple<"64">
        %e0_266 = cute.get_leaves(%sz_265) : !cute.int_tuple<"64">
        %sz_267 = cute.size(%103) <{mode = [1]}> : (!cute_layout_002152) -> !cute.int_tuple<"2">
        %e0_268 = cute.get_leaves(%sz_267) : !cute.int_tuple<"2">
        %105 = cute.static : !cute.tile<"[_;_;_]">
        %e0_269, %e1_270, %e2_271 = cute.get_leaves(%105) : !cute.tile<"[_;_;_]">
        %106 = cute.static : !cute_layout_002152
        %107 = cute.static : !cute.shape<"(64,256,16)">
        %e0_272, %e1_273, %e2_274 = cute.get_leaves(%107) : !cute.shape<"(64,256,16)">
        %int_tuple_275 = cute.make_int_tuple() : () -> !cute.int_tuple<"(64,256,16)">
        %sz_276 = cute.size(%int_tuple_275) <{mode = [1]}> : (!cute.int_tuple<"(64,256,16)">) -> !cute.int_tuple<"256">
        %e0_277 = cute.get_leaves(%sz_276) : !cute.int_tuple<"256">
        %sz_278 = cute.size(%106) <{mode = [2]}> : (!cute_layout_002152) -> !cute.int_tuple<"1">
        %e0_279 = cute.get_leaves(%sz_278) : !cute.int_tuple<"1">
        %shape_280 = cute.make_shape() : () -> !cute.shape<"(128,256)">
        %stride = cute.make_stride() : () -> !cute.stride<"(1,0)">
        %lay_281 = cute.make_layout(%shape_280, %stride) : !cute.layout<"(128,256):(1,0)">
        %108 = cute.composition(%lay_281, %101) : (!cute.layout<"(128,256):(1,0)">, !cute_layout_1c28bd) -> !cute_layout_3c93fa
        %filtered = cute.filter(%108) : !cute_layout_3c93fa
        %shape_282 = cute.make_shape() : () -> !cute.shape<"(128,256)">
        %stride_283 = cute.make_stride() : () -> !cute.stride<"(0,1)">
        %lay_284 = cute.make_layout(%shape_282, %stride_283) : !cute.layout<"(128,256):(0,1)">
        %109 = cute.composition(%lay_284, %101) : (!cute.layout<"(128,256):(0,1)">, !cute_layout_1c28bd) -> !cute_layout_b9dd76
        %filtered_285 = cute.filter(%109) : !cute_layout_b9dd76
        %shape_286 = cute.make_shape() : () -> !cute.shape<"(128,256)">
        %lay_287 = cute.make_layout(%shape_286) : !cute_layout_2c5fef
        %110 = cute.get_shape(%filtered) : (!cute_layout_ae7531) -> !cute.shape<"(8,8,2)">
        %e0_288, %e1_289, %e2_290 = cute.get_leaves(%110) : !cute.shape<"(8,8,2)">
        %111 = cute.get_stride(%filtered) : (!cute_layout_ae7531) -> !cute.stride<"(1,16,8)">
        %e0_291, %e1_292, %e2_293 = cute.get_leaves(%111) : !cute.stride<"(1,16,8)">
        %112 = cute.get_shape(%filtered_285) : (!cute.layout<"(4,2,2):(2,1,8)">) -> !cute.shape<"(4,2,2)">
        %e0_294, %e1_295, %e2_296 = cute.get_leaves(%112) : !cute.shape<"(4,2,2)">
        %113 = cute.get_stride(%filtered_285) : (!cute.layout<"(4,2,2):(2,1,8)">) -> !cute.stride<"(2,1,8)">
        %e0_297, %e1_298, %e2_299 = cute.get_leaves(%113) : !cute.stride<"(2,1,8)">
        %tile_300 = cute.make_tile() : () -> !cute_tile_df0369
        %114 = cute.composition(%lay_287, %tile_300) : (!cute_layout_2c5fef, !cute_tile_df0369) -> !cute_layout_f492b8
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
        %dst_partitioned = cute.tiled.copy.partition_D(%127, %view_100, %coord_329) : (!copy_stsm_4_1, !memref_smem_f16_2, !cute.coord<"?">) -> !memref_smem_f16_15
        %iter_330 = cute.get_iter(%dst_partitioned) : !memref_smem_f16_15
        %retiled = cute.tiled.copy.retile(%127, %rmem) : (!copy_stsm_4_1, !memref_rmem_f32) -> !memref_rmem_f32_1
        %iter_331 = cute.get_iter(%retiled) : !memref_rmem_f32_1
        %coord_332 = cute.make_coord(%95) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%127, %view_100, %coord_332) : (!copy_stsm_4_1, !memref_smem_f16_2, !cute.coord<"?">) -> !memref_smem_f16_16
        %iter_333 = cute.get_iter(%src_partitioned) : !memref_smem_f16_16
        %lay_334 = cute.get_layout(%src_partitioned) : !memref_smem_f16_16
        %128 = cute.get_shape(%lay_334) : (!cute.layout<"(((2,2,2),1),1,2,(1,4)):(((1,256,8),0),0,16,(0,4096))">) -> !cute_shape_c0bdcb
        %e0_335, %e1_336, %e2_337, %e3_338, %e4_339, %e5_340, %e6_341, %e7_342 = cute.get_leaves(%128) : !cute_shape_c0bdcb
        %shape_343 = cute.make_shape() : () -> !cute_shape_6fc090
        %lay_344 = cute.make_layout(%shape_343) : !cute_layout_07db63
        %rmem_345 = cute.memref.alloca(%lay_344) : !memref_rmem_f32_2
        %iter_346 = cute.get_iter(%rmem_345) : !memref_rmem_f32_2
        %iter_347 = cute.get_iter(%rmem_345) : !memref_rmem_f32_2
        %shape_348 = cute.make_shape() : () -> !cute_shape_6fc090
        %lay_349 = cute.make_layout(%shape_348) : !cute_layout_07db63
        %rmem_350 = cute.memref.alloca(%lay_349) : !memref_rmem_f16
        %iter_351 = cute.get_iter(%rmem_350) : !memref_rmem_f16
        %iter_352 = cute.get_iter(%rmem_350) : !memref_rmem_f16
        %sz_353 = cute.size(%rmem_345) : (!memref_rmem_f32_2) -> !cute.int_tuple<"16">
        %e0_354 = cute.get_leaves(%sz_353) : !cute.int_tuple<"16">
        %c0_i32_355 = arith.constant 0 : i32
        %129:12 = scf.while (%arg10 = %rmem_345, %arg11 = %c0_i32_355, %arg12 = %20, %arg13 = %rmem, %arg14 = %arg6, %arg15 = %c0_i32_355, %arg16 = %c0_i32_355, %arg17 = %c0_i32_355, %arg18 = %c0_i32_355, %arg19 = %c0_i32_355, %arg20 = %c0_i32_355, %arg21 = %rmem_350) : (!memref_rmem_f32_2, i32, i32, !memref_rmem_f32, !mma_f16_f16_f32_64x256x16, i32, i32, i32, i32, i32, i32, !memref_rmem_f16) -> (!memref_rmem_f32_2, i32, i32, !memref_rmem_f32, !mma_f16_f16_f32_64x256x16, i32, i32, i32, i32, i32, i32, !memref_rmem_f16) {
          %iter_362 = cute.get_iter(%arg10) : !memref_rmem_f32_2
          %iter_363 = cute.get_iter(%arg13) : !memref_rmem_f32
          %iter_364 = cute.get_iter(%arg21) : !memref_rmem_f16
          %iter_365 = cute.get_iter(%arg10) : !memref_rmem_f32_2
          %iter_366 = cute.get_iter(%arg13) : !memref_rmem_f32
          %iter_367 = cute.get_iter(%arg21) : !memref_rmem_f16
          %c40_i32 = arith.constant 40 : i32
          %130 = arith.cmpi slt, %arg12, %c40_i32 : i32
          %iter_368 = cute.get_iter(%arg10) : !memref_rmem_f32_2
          %iter_369 = cute.get_iter(%arg13) : !memref_rmem_f32
          %iter_370 = cute.get_iter(%arg21) : !memref_rmem_f16
          %iter_371 = cute.get_iter(%arg10) : !memref_rmem_f32_2
          %iter_372 = cute.get_iter(%arg13) : !memref_rmem_f32
          %iter_373 = cute.get_iter(%arg21) : !memref_rmem_f16
          scf.condition(%130) %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21 : !memref_rmem_f32_2, i32, i32, !memref_rmem_f32, !mma_f16_f16_f32_64x256x16, i32, i32, i32, i32, i32, i32, !memref_rmem_f16
        } do {
        ^bb0(%arg10: !memref_rmem_f32_2, %arg11: i32, %arg12: i32, %arg13: !memref_rmem_f32, %arg14: !mma_f16_f16_f32_64x256x16, %arg15: i32, %arg16: i32, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: !memref_rmem_f16):
          %iter_362 = cute.get_iter(%arg10) : !memref_rmem_f32_2
          %iter_363 = cute.get_iter(%arg13) : !memref_rmem_f32
          %iter_364 = cute.get_iter(%arg21) : !memref_rmem_f16
          %iter_365 = cute.get_iter(%arg10) : !memref_rmem_f32_2
          %iter_366 = cute.get_iter(%arg13) : !memref_rmem_f32
          %iter_367 = cute.get_iter(%arg21) : !memref_rmem_f16
          %c20_i32 = arith.constant 20 : i32
          %130 = arith.floordivsi %arg12, %c20_i32 : i32
          %131 = arith.muli %130, %c20_i32 : i32
          %132 = arith.subi %arg12, %131 : i32
          %133 = arith.floordivsi %132, %c20_i32 : i32
          %c4_i32 = arith.constant 4 : i32
          %134 = arith.muli %133, %c4_i32 : i32
          %135 = arith.subi %c4_i32, %134 : i32
          %c4_i32_368 = arith.constant 4 : i32
          %136 = arith.minsi %135, %c4_i32_368 : i32
          %137 = arith.muli %133, %c20_i32 : i32
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
          %sz_371 = cute.size(%arg13) : (!memref_rmem_f32) -> !cute.int_tuple<"128">
          %e0_372 = cute.get_leaves(%sz_371) : !cute.int_tuple<"128">
          %146 = cute.get_shape(%lay_370) : (!cute_layout_dd6f63) -> !cute.shape<"((2,2,32),1,1)">
          %e0_373, %e1_374, %e2_375, %e3_376, %e4_377 = cute.get_leaves(%146) : !cute.shape<"((2,2,32),1,1)">
          %int_tuple_378 = cute.make_int_tuple() : () -> !cute_int_tuple_6e1f30
          %res = cute.tuple.product(%int_tuple_378) : (!cute_int_tuple_6e1f30) -> !cute.int_tuple<"128">
          %e0_379 = cute.get_leaves(%res) : !cute.int_tuple<"128">
          %cst = arith.constant 0.000000e+00 : f32
          %147 = vector.broadcast %cst : f32 to vector<128xf32>
          %int_tuple_380 = cute.make_int_tuple() : () -> !cute_int_tuple_6e1f30
          %sz_381 = cute.size(%int_tuple_380) : (!cute_int_tuple_6e1f30) -> !cute.int_tuple<"128">
          %e0_382 = cute.get_leaves(%sz_381) : !cute.int_tuple<"128">
          %int_tuple_383 = cute.make_int_tuple() : () -> !cute_int_tuple_6e1f30
          %sz_384 = cute.size(%int_tuple_383) : (!cute_int_tuple_6e1f30) -> !cute.int_tuple<"128">
          %e0_385 = cute.get_leaves(%sz_384) : !cute.int_tuple<"128">
          cute.memref.store_vec(%147, %arg13) : (vector<128xf32>, !memref_rmem_f32) -> ()
          %true_386 = arith.constant true
          %148 = cute_nvgpu.atom.set_value<accum_c>(%arg14, %true_386) : (!mma_f16_f16_f32_64x256x16, i1)
          nvvm.wgmma.fence.aligned
          %c0_i32_387 = arith.constant 0 : i32
          %c9_i32 = arith.constant 9 : i32
          %c1_i32_388 = arith.constant 1 : i32
          %149:6 = scf.for %arg22 = %c0_i32_387 to %c9_i32 step %c1_i32_388 iter_args(%arg23 = %arg15, %arg24 = %arg16, %arg25 = %arg17, %arg26 = %arg18, %arg27 = %arg19, %arg28 = %arg20) -> (i32, i32, i32, i32, i32, i32)  : i32 {
            %true_1242 = arith.constant true
            scf.if %true_1242 {
              %int_tuple_1308 = cute.make_int_tuple(%arg27) : (i32) -> !cute.int_tuple<"?">
              %ptr_1309 = cute.add_offset(%iter_63, %int_tuple_1308) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
              %406 = builtin.unrealized_conversion_cast %ptr_1309 : !cute.ptr<i64, smem> to !llvm.ptr<3>
              %c10000000_i32 = arith.constant 10000000 : i32
              nvvm.mbarrier.try_wait.parity %406, %arg28, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            }
            %coord_1243 = cute.make_coord(%arg27) : (i32) -> !cute.coord<"(_,_,0,?)">
            %slice_1244 = cute.slice(%frg_A, %coord_1243) : !cute_nvgpu_smem_desc_view_de8b8e, !cute.coord<"(_,_,0,?)">
            %iter_1245 = cute.get_iter(%slice_1244) : !cute_nvgpu_smem_desc_view_58760c
            %iter_1246 = cute.get_iter(%slice_1244) : !cute_nvgpu_smem_desc_view_58760c
            %coord_1247 = cute.make_coord(%arg27) : (i32) -> !cute.coord<"(_,_,0,?)">
            %slice_1248 = cute.slice(%frg_B, %coord_1247) : !cute_nvgpu_smem_desc_view_72b18d, !cute.coord<"(_,_,0,?)">
            %iter_1249 = cute.get_iter(%slice_1248) : !cute_nvgpu_smem_desc_view_58760c
            %iter_1250 = cute.get_iter(%slice_1248) : !cute_nvgpu_smem_desc_view_58760c
            %lay_1251 = cute.get_layout(%slice_1244) : !cute_nvgpu_smem_desc_view_58760c
            %391 = cute.get_shape(%lay_1251) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_1252, %e1_1253 = cute.get_leaves(%391) : !cute.shape<"(1,1)">
            %lay_1254 = cute.get_layout(%slice_1248) : !cute_nvgpu_smem_desc_view_58760c
            %392 = cute.get_shape(%lay_1254) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_1255, %e1_1256 = cute.get_leaves(%392) : !cute.shape<"(1,1)">
            %lay_1257 = cute.get_layout(%arg13) : !memref_rmem_f32
            %393 = cute.get_shape(%lay_1257) : (!cute_layout_dd6f63) -> !cute.shape<"((2,2,32),1,1)">
            %e0_1258, %e1_1259, %e2_1260, %e3_1261, %e4_1262 = cute.get_leaves(%393) : !cute.shape<"((2,2,32),1,1)">
            cute.gemm(%148, %arg13, %slice_1244, %slice_1248, %arg13) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32, !cute_nvgpu_smem_desc_view_58760c, !cute_nvgpu_smem_desc_view_58760c, !memref_rmem_f32)
            %coord_1263 = cute.make_coord(%arg27) : (i32) -> !cute.coord<"(_,_,1,?)">
            %slice_1264 = cute.slice(%frg_A, %coord_1263) : !cute_nvgpu_smem_desc_view_de8b8e, !cute.coord<"(_,_,1,?)">
            %iter_1265 = cute.get_iter(%slice_1264) : !cute_nvgpu_smem_desc_view_58760c
            %iter_1266 = cute.get_iter(%slice_1264) : !cute_nvgpu_smem_desc_view_58760c
            %coord_1267 = cute.make_coord(%arg27) : (i32) -> !cute.coord<"(_,_,1,?)">
            %slice_1268 = cute.slice(%frg_B, %coord_1267) : !cute_nvgpu_smem_desc_view_72b18d, !cute.coord<"(_,_,1,?)">
            %iter_1269 = cute.get_iter(%slice_1268) : !cute_nvgpu_smem_desc_view_58760c
            %iter_1270 = cute.get_iter(%slice_1268) : !cute_nvgpu_smem_desc_view_58760c
            %lay_1271 = cute.get_layout(%slice_1264) : !cute_nvgpu_smem_desc_view_58760c
            %394 = cute.get_shape(%lay_1271) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_1272, %e1_1273 = cute.get_leaves(%394) : !cute.shape<"(1,1)">
            %lay_1274 = cute.get_layout(%slice_1268) : !cute_nvgpu_smem_desc_view_58760c
            %395 = cute.get_shape(%lay_1274) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_1275, %e1_1276 = cute.get_leaves(%395) : !cute.shape<"(1,1)">
            cute.gemm(%148, %arg13, %slice_1264, %slice_1268, %arg13) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32, !cute_nvgpu_smem_desc_view_58760c, !cute_nvgpu_smem_desc_view_58760c, !memref_rmem_f32)
            %coord_1277 = cute.make_coord(%arg27) : (i32) -> !cute.coord<"(_,_,2,?)">
            %slice_1278 = cute.slice(%frg_A, %coord_1277) : !cute_nvgpu_smem_desc_view_de8b8e, !cute.coord<"(_,_,2,?)">
            %iter_1279 = cute.get_iter(%slice_1278) : !cute_nvgpu_smem_desc_view_58760c
            %iter_1280 = cute.get_iter(%slice_1278) : !cute_nvgpu_smem_desc_view_58760c
            %coord_1281 = cute.make_coord(%arg27) : (i32) -> !cute.coord<"(_,_,2,?)">
            %slice_1282 = cute.slice(%frg_B, %coord_1281) : !cute_nvgpu_smem_desc_view_72b18d, !cute.coord<"(_,_,2,?)">
            %iter_1283 = cute.get_iter(%slice_1282) : !cute_nvgpu_smem_desc_view_58760c
            %iter_1284 = cute.get_iter(%slice_1282) : !cute_nvgpu_smem_desc_view_58760c
            %lay_1285 = cute.get_layout(%slice_1278) : !cute_nvgpu_smem_desc_view_58760c
            %396 = cute.get_shape(%lay_1285) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_1286, %e1_1287 = cute.get_leaves(%396) : !cute.shape<"(1,1)">
            %lay_1288 = cute.get_layout(%slice_1282) : !cute_nvgpu_smem_desc_view_58760c
            %397 = cute.get_shape(%lay_1288) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_1289, %e1_1290 = cute.get_leaves(%397) : !cute.shape<"(1,1)">
            cute.gemm(%148, %arg13, %slice_1278, %slice_1282, %arg13) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32, !cute_nvgpu_smem_desc_view_58760c, !cute_nvgpu_smem_desc_view_58760c, !memref_rmem_f32)
            %coord_1291 = cute.make_coord(%arg27) : (i32) -> !cute.coord<"(_,_,3,?)">
            %slice_1292 = cute.slice(%frg_A, %coord_1291) : !cute_nvgpu_smem_desc_view_de8b8e, !cute.coord<"(_,_,3,?)">
            %iter_1293 = cute.get_iter(%slice_1292) : !cute_nvgpu_smem_desc_view_58760c
            %iter_1294 = cute.get_iter(%slice_1292) : !cute_nvgpu_smem_desc_view_58760c
            %coord_1295 = cute.make_coord(%arg27) : (i32) -> !cute.coord<"(_,_,3,?)">
            %slice_1296 = cute.slice(%frg_B, %coord_1295) : !cute_nvgpu_smem_desc_view_72b18d, !cute.coord<"(_,_,3,?)">
            %iter_1297 = cute.get_iter(%slice_1296) : !cute_nvgpu_smem_desc_view_58760c
            %iter_1298 = cute.get_iter(%slice_1296) : !cute_nvgpu_smem_desc_view_58760c
            %lay_1299 = cute.get_layout(%slice_1292) : !cute_nvgpu_smem_desc_view_58760c
            %398 = cute.get_shape(%lay_1299) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_1300, %e1_1301 = cute.get_leaves(%398) : !cute.shape<"(1,1)">
            %lay_1302 = cute.get_layout(%slice_1296) : !cute_nvgpu_smem_desc_view_58760c
            %399 = cute.get_shape(%lay_1302) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
            %e0_1303, %e1_1304 = cute.get_leaves(%399) : !cute.shape<"(1,1)">
            cute.gemm(%148, %arg13, %slice_1292, %slice_1296, %arg13) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32, !cute_nvgpu_smem_desc_view_58760c, !cute_nvgpu_smem_desc_view_58760c, !memref_rmem_f32)
            nvvm.wgmma.commit.group.sync.aligned
            nvvm.wgmma.wait.group.sync.aligned 1
            %c0_i32_1305 = arith.constant 0 : i32
            %400 = arith.cmpi sgt, %arg22, %c0_i32_1305 : i32
            %401:3 = scf.if %400 -> (i32, i32, i32) {
              scf.if %81 {
                %int_tuple_1310 = cute.make_int_tuple(%arg24) : (i32) -> !cute.int_tuple<"?">
                %ptr_1311 = cute.add_offset(%ptr_67, %int_tuple_1310) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
                %410 = builtin.unrealized_conversion_cast %ptr_1311 : !cute.ptr<i64, smem> to !llvm.ptr<3>
                %411 = nvvm.mapa %410, %71 : !llvm.ptr<3> -> !llvm.ptr<7>
                %c1_i32_1312 = arith.constant 1 : i32
                nvvm.mbarrier.arrive %411, %c1_i32_1312 : !llvm.ptr<7>
              }
              %c1_i32_1308 = arith.constant 1 : i32
              %406 = arith.addi %arg24, %c1_i32_1308 : i32
              %407 = arith.addi %arg23, %c1_i32_1308 : i32
              %c4_i32_1309 = arith.constant 4 : i32
              %408 = arith.cmpi eq, %406, %c4_i32_1309 : i32
              %409:2 = scf.if %408 -> (i32, i32) {
                %c1_i32_1310 = arith.constant 1 : i32
                %410 = arith.xori %arg25, %c1_i32_1310 : i32
                %c0_i32_1311 = arith.constant 0 : i32
                scf.yield %c0_i32_1311, %410 : i32, i32
              } else {
                scf.yield %406, %arg25 : i32, i32
              }
              scf.yield %407, %409#0, %409#1 : i32, i32, i32
            } else {
              scf.yield %arg23, %arg24, %arg25 : i32, i32, i32
            }
            %c1_i32_1306 = arith.constant 1 : i32
            %402 = arith.addi %arg27, %c1_i32_1306 : i32
            %403 = arith.addi %arg26, %c1_i32_1306 : i32
            %c4_i32_1307 = arith.constant 4 : i32
            %404 = arith.cmpi eq, %402, %c4_i32_1307 : i32
            %405:2 = scf.if %404 -> (i32, i32) {
              %c1_i32_1308 = arith.constant 1 : i32
              %406 = arith.xori %arg28, %c1_i32_1308 : i32
              %c0_i32_1309 = arith.constant 0 : i32
              scf.yield %c0_i32_1309, %406 : i32, i32
            } else {
              scf.yield %402, %arg28 : i32, i32
            }
            scf.yield %401#0, %401#1, %401#2, %403, %405#0, %405#1 : i32, i32, i32, i32, i32, i32
          }
          nvvm.wgmma.wait.group.sync.aligned 0
          scf.if %81 {
            %int_tuple_1242 = cute.make_int_tuple(%149#1) : (i32) -> !cute.int_tuple<"?">
            %ptr_1243 = cute.add_offset(%ptr_67, %int_tuple_1242) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
            %391 = builtin.unrealized_conversion_cast %ptr_1243 : !cute.ptr<i64, smem> to !llvm.ptr<3>
            %392 = nvvm.mapa %391, %71 : !llvm.ptr<3> -> !llvm.ptr<7>
            %c1_i32_1244 = arith.constant 1 : i32
            nvvm.mbarrier.arrive %392, %c1_i32_1244 : !llvm.ptr<7>
          }
          %150 = arith.addi %149#1, %c1_i32 : i32
          %151 = arith.addi %149#0, %c1_i32 : i32
          %152 = arith.cmpi eq, %150, %c4_i32 : i32
          %153:2 = scf.if %152 -> (i32, i32) {
            %c1_i32_1242 = arith.constant 1 : i32
            %391 = arith.xori %149#2, %c1_i32_1242 : i32
            %c0_i32_1243 = arith.constant 0 : i32
            scf.yield %c0_i32_1243, %391 : i32, i32
          } else {
            scf.yield %150, %149#2 : i32, i32
          }
          %coord_389 = cute.make_coord(%143, %145, %130) : (i32, i32, i32) -> !cute.coord<"(_,_,?,?,?)">
          %slice_390 = cute.slice(%tiled_view_129, %coord_389) : !cute_coord_tensor_8ff5fd, !cute.coord<"(_,_,?,?,?)">
          %iter_391 = cute.get_iter(%slice_390) : !cute_coord_tensor_51c316
          %tup_392 = cute.deref_arith_tuple_iter(%iter_391) : !cute_arith_tuple_iter_045f90
          %e0_393, %e1_394, %e2_395 = cute.get_leaves(%tup_392) : !cute_int_tuple_a5ac5a
          %154 = cute.get_scalars(%e0_393) : !cute.int_tuple<"?{div=256}">
          %155 = cute.get_scalars(%e1_394) : !cute.int_tuple<"?{div=128}">
          %156 = cute.get_scalars(%e2_395) : !cute.int_tuple<"?">
          %iter_396 = cute.get_iter(%slice_390) : !cute_coord_tensor_51c316
          %tup_397 = cute.deref_arith_tuple_iter(%iter_396) : !cute_arith_tuple_iter_045f90
          %e0_398, %e1_399, %e2_400 = cute.get_leaves(%tup_397) : !cute_int_tuple_a5ac5a
          %157 = cute.get_scalars(%e0_398) : !cute.int_tuple<"?{div=256}">
          %158 = cute.get_scalars(%e1_399) : !cute.int_tuple<"?{div=128}">
          %159 = cute.get_scalars(%e2_400) : !cute.int_tuple<"?">
          %lay_401 = cute.get_layout(%slice_390) : !cute_coord_tensor_51c316
          %160 = cute.get_shape(%lay_401) : (!cute.layout<"(128,256):(1@1,1@0)">) -> !cute.shape<"(128,256)">
          %e0_402, %e1_403 = cute.get_leaves(%160) : !cute.shape<"(128,256)">
          %tile_404 = cute.make_tile() : () -> !cute.tile<"[128:1;32:1]">
          %div = cute.zipped_divide(%slice_390, %tile_404) : !cute_coord_tensor_51c316, !cute.tile<"[128:1;32:1]">
          %iter_405 = cute.get_iter(%div) : !cute_coord_tensor_6e81e7
          %tup_406 = cute.deref_arith_tuple_iter(%iter_405) : !cute_arith_tuple_iter_045f90
          %e0_407, %e1_408, %e2_409 = cute.get_leaves(%tup_406) : !cute_int_tuple_a5ac5a
          %161 = cute.get_scalars(%e0_407) : !cute.int_tuple<"?{div=256}">
          %162 = cute.get_scalars(%e1_408) : !cute.int_tuple<"?{div=128}">
          %163 = cute.get_scalars(%e2_409) : !cute.int_tuple<"?">
          %iter_410 = cute.get_iter(%div) : !cute_coord_tensor_6e81e7
          %tup_411 = cute.deref_arith_tuple_iter(%iter_410) : !cute_arith_tuple_iter_045f90
          %e0_412, %e1_413, %e2_414 = cute.get_leaves(%tup_411) : !cute_int_tuple_a5ac5a
          %164 = cute.get_scalars(%e0_412) : !cute.int_tuple<"?{div=256}">
          %165 = cute.get_scalars(%e1_413) : !cute.int_tuple<"?{div=128}">
          %166 = cute.get_scalars(%e2_414) : !cute.int_tuple<"?">
          %shape_415 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_416 = cute.make_layout(%shape_415) : !cute.layout<"1:0">
          %lay_417 = cute.get_layout(%view_100) : !memref_smem_f16_2
          %167 = cute.get_shape(%lay_417) : (!cute_layout_2dea00) -> !cute_shape_28a4fe
          %e0_418, %e1_419, %e2_420, %e3_421, %e4_422, %e5_423 = cute.get_leaves(%167) : !cute_shape_28a4fe
          %grouped_424 = cute.group_modes(%view_100) <0, 2> : (!memref_smem_f16_2) -> !memref_smem_f16_17
          %iter_425 = cute.get_iter(%grouped_424) : !memref_smem_f16_17
          %iter_426 = cute.get_iter(%grouped_424) : !memref_smem_f16_17
          %coord_427 = cute.make_coord() : () -> !cute.coord<"0">
          %res_smem_tensor_428, %res_target_tensors_429 = cute_nvgpu.atom.tma_partition(%arg4, %coord_427, %lay_416, %grouped_424, %div) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_9e4174, !cute.coord<"0">, !cute.layout<"1:0">, !memref_smem_f16_17, !cute_coord_tensor_6e81e7) -> (!memref_smem_f16_18, !cute_coord_tensor_f1d1de)
          %iter_430 = cute.get_iter(%res_smem_tensor_428) : !memref_smem_f16_18
          %iter_431 = cute.get_iter(%res_target_tensors_429) : !cute_coord_tensor_f1d1de
          %tup_432 = cute.deref_arith_tuple_iter(%iter_431) : !cute_arith_tuple_iter_045f90
          %e0_433, %e1_434, %e2_435 = cute.get_leaves(%tup_432) : !cute_int_tuple_a5ac5a
          %168 = cute.get_scalars(%e0_433) : !cute.int_tuple<"?{div=256}">
          %169 = cute.get_scalars(%e1_434) : !cute.int_tuple<"?{div=128}">
          %170 = cute.get_scalars(%e2_435) : !cute.int_tuple<"?">
          %lay_436 = cute.get_layout(%div) : !cute_coord_tensor_6e81e7
          %171 = cute.get_shape(%lay_436) : (!cute.layout<"((128,32),(1,8)):((1@1,1@0),(0,32@0))">) -> !cute.shape<"((128,32),(1,8))">
          %e0_437, %e1_438, %e2_439, %e3_440 = cute.get_leaves(%171) : !cute.shape<"((128,32),(1,8))">
          %shape_441 = cute.make_shape() : () -> !cute.shape<"(1,8)">
          %stride_442 = cute.make_stride() : () -> !cute.stride<"(8,1)">
          %lay_443 = cute.make_layout(%shape_441, %stride_442) : !cute.layout<"(1,8):(8,1)">
          %int_tuple_444 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,8)">
          %sz_445 = cute.size(%int_tuple_444) : (!cute.int_tuple<"(1,8)">) -> !cute.int_tuple<"8">
          %e0_446 = cute.get_leaves(%sz_445) : !cute.int_tuple<"8">
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
          %190 = arith.truncf %189 : vector<16xf32> to vector<16xf16>
          %lay_489 = cute.get_layout(%arg21) : !memref_rmem_f16
          %191 = cute.get_shape(%lay_489) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_490, %e1_491, %e2_492, %e3_493, %e4_494, %e5_495 = cute.get_leaves(%191) : !cute_shape_6fc090
          %int_tuple_496 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_497 = cute.size(%int_tuple_496) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_498 = cute.get_leaves(%sz_497) : !cute.int_tuple<"16">
          %int_tuple_499 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_500 = cute.size(%int_tuple_499) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_501 = cute.get_leaves(%sz_500) : !cute.int_tuple<"16">
          cute.memref.store_vec(%190, %arg21) : (vector<16xf16>, !memref_rmem_f16) -> ()
          %coord_502 = cute.make_coord(%arg11) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_503 = cute.slice(%dst_partitioned, %coord_502) : !memref_smem_f16_15, !cute.coord<"(_,_,_,?)">
          %iter_504 = cute.get_iter(%slice_503) : !memref_smem_f16_19
          %iter_505 = cute.get_iter(%slice_503) : !memref_smem_f16_19
          %lay_506 = cute.get_layout(%slice_503) : !memref_smem_f16_19
          %192 = cute.get_shape(%lay_506) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_507, %e1_508, %e2_509, %e3_510, %e4_511 = cute.get_leaves(%192) : !cute.shape<"(((2,4),1),1,2)">
          %shape_512 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_513 = cute.make_layout(%shape_512) : !cute.layout<"1:0">
          %append = cute.append_to_rank<2> (%lay_489, %lay_513) : !cute_layout_07db63, !cute.layout<"1:0">
          %view_514 = cute.make_view(%iter_367, %append) : !memref_rmem_f16
          %iter_515 = cute.get_iter(%view_514) : !memref_rmem_f16
          %lay_516 = cute.get_layout(%view_514) : !memref_rmem_f16
          %193 = cute.get_shape(%lay_516) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_517, %e1_518, %e2_519, %e3_520, %e4_521, %e5_522 = cute.get_leaves(%193) : !cute_shape_6fc090
          %grouped_523 = cute.group_modes(%view_514) <1, 3> : (!memref_rmem_f16) -> !memref_rmem_f16_1
          %iter_524 = cute.get_iter(%grouped_523) : !memref_rmem_f16_1
          %iter_525 = cute.get_iter(%grouped_523) : !memref_rmem_f16_1
          %shape_526 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_527 = cute.make_layout(%shape_526) : !cute.layout<"1:0">
          %append_528 = cute.append_to_rank<2> (%lay_506, %lay_527) : !cute_layout_70c0fe, !cute.layout<"1:0">
          %view_529 = cute.make_view(%iter_505, %append_528) : !memref_smem_f16_19
          %iter_530 = cute.get_iter(%view_529) : !memref_smem_f16_19
          %lay_531 = cute.get_layout(%view_529) : !memref_smem_f16_19
          %194 = cute.get_shape(%lay_531) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_532, %e1_533, %e2_534, %e3_535, %e4_536 = cute.get_leaves(%194) : !cute.shape<"(((2,4),1),1,2)">
          %grouped_537 = cute.group_modes(%view_529) <1, 3> : (!memref_smem_f16_19) -> !memref_smem_f16_20
          %iter_538 = cute.get_iter(%grouped_537) : !memref_smem_f16_20
          %iter_539 = cute.get_iter(%grouped_537) : !memref_smem_f16_20
          %lay_540 = cute.get_layout(%grouped_523) : !memref_rmem_f16_1
          %195 = cute.get_shape(%lay_540) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_541, %e1_542, %e2_543, %e3_544, %e4_545, %e5_546 = cute.get_leaves(%195) : !cute_shape_b5193b
          %lay_547 = cute.get_layout(%grouped_537) : !memref_smem_f16_20
          %196 = cute.get_shape(%lay_547) : (!cute_layout_449a82) -> !cute_shape_c0241c
          %e0_548, %e1_549, %e2_550, %e3_551, %e4_552 = cute.get_leaves(%196) : !cute_shape_c0241c
          %sz_553 = cute.size(%grouped_523) <{mode = [1]}> : (!memref_rmem_f16_1) -> !cute.int_tuple<"2">
          %e0_554 = cute.get_leaves(%sz_553) : !cute.int_tuple<"2">
          %sz_555 = cute.size(%grouped_537) <{mode = [1]}> : (!memref_smem_f16_20) -> !cute.int_tuple<"2">
          %e0_556 = cute.get_leaves(%sz_555) : !cute.int_tuple<"2">
          cute.copy(%127, %grouped_523, %grouped_537) : (!copy_stsm_4_1, !memref_rmem_f16_1, !memref_smem_f16_20)
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %c256_i32 = arith.constant 256 : i32
          nvvm.barrier id = %c1_i32_388 number_of_threads = %c256_i32
          %197 = arith.cmpi eq, %15, %c4_i32 : i32
          %198 = scf.if %197 -> (!cute.layout<"(1,8):(8,1)">) {
            %coord_1242 = cute.make_coord(%arg11) : (i32) -> !cute.coord<"(_,?)">
            %slice_1243 = cute.slice(%res_smem_tensor_428, %coord_1242) : !memref_smem_f16_18, !cute.coord<"(_,?)">
            %iter_1244 = cute.get_iter(%slice_1243) : !memref_smem_f16_21
            %iter_1245 = cute.get_iter(%slice_1243) : !memref_smem_f16_21
            %c0_i32_1246 = arith.constant 0 : i32
            %391 = cute.get_hier_coord(%c0_i32_1246, %lay_443) : (i32, !cute.layout<"(1,8):(8,1)">) -> !cute.coord<"(0,0)">
            %e0_1247, %e1_1248 = cute.get_leaves(%391) : !cute.coord<"(0,0)">
            %coord_1249 = cute.make_coord() : () -> !cute.coord<"(_,(0,0))">
            %slice_1250 = cute.slice(%res_target_tensors_429, %coord_1249) : !cute_coord_tensor_f1d1de, !cute.coord<"(_,(0,0))">
            %iter_1251 = cute.get_iter(%slice_1250) : !cute_coord_tensor_9ef877
            %tup_1252 = cute.deref_arith_tuple_iter(%iter_1251) : !cute_arith_tuple_iter_045f90
            %e0_1253, %e1_1254, %e2_1255 = cute.get_leaves(%tup_1252) : !cute_int_tuple_a5ac5a
            %392 = cute.get_scalars(%e0_1253) : !cute.int_tuple<"?{div=256}">
            %393 = cute.get_scalars(%e1_1254) : !cute.int_tuple<"?{div=128}">
            %394 = cute.get_scalars(%e2_1255) : !cute.int_tuple<"?">
            %iter_1256 = cute.get_iter(%slice_1250) : !cute_coord_tensor_9ef877
            %tup_1257 = cute.deref_arith_tuple_iter(%iter_1256) : !cute_arith_tuple_iter_045f90
            %e0_1258, %e1_1259, %e2_1260 = cute.get_leaves(%tup_1257) : !cute_int_tuple_a5ac5a
            %395 = cute.get_scalars(%e0_1258) : !cute.int_tuple<"?{div=256}">
            %396 = cute.get_scalars(%e1_1259) : !cute.int_tuple<"?{div=128}">
            %397 = cute.get_scalars(%e2_1260) : !cute.int_tuple<"?">
            %lay_1261 = cute.get_layout(%slice_1243) : !memref_smem_f16_21
            %398 = cute.get_shape(%lay_1261) : (!cute_layout_247bff) -> !cute.shape<"((4096,1))">
            %e0_1262, %e1_1263 = cute.get_leaves(%398) : !cute.shape<"((4096,1))">
            %lay_1264 = cute.get_layout(%slice_1250) : !cute_coord_tensor_9ef877
            %399 = cute.get_shape(%lay_1264) : (!cute_layout_66697d) -> !cute.shape<"(((32,128),1))">
            %e0_1265, %e1_1266, %e2_1267 = cute.get_leaves(%399) : !cute.shape<"(((32,128),1))">
            %shape_1268 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1269 = cute.make_layout(%shape_1268) : !cute.layout<"1:0">
            %append_1270 = cute.append_to_rank<2> (%lay_1261, %lay_1269) : !cute_layout_247bff, !cute.layout<"1:0">
            %view_1271 = cute.make_view(%iter_1245, %append_1270) : !memref_smem_f16_22
            %iter_1272 = cute.get_iter(%view_1271) : !memref_smem_f16_22
            %lay_1273 = cute.get_layout(%view_1271) : !memref_smem_f16_22
            %400 = cute.get_shape(%lay_1273) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_1274, %e1_1275, %e2_1276 = cute.get_leaves(%400) : !cute.shape<"((4096,1),1)">
            %grouped_1277 = cute.group_modes(%view_1271) <1, 2> : (!memref_smem_f16_22) -> !memref_smem_f16_23
            %iter_1278 = cute.get_iter(%grouped_1277) : !memref_smem_f16_23
            %iter_1279 = cute.get_iter(%grouped_1277) : !memref_smem_f16_23
            %shape_1280 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1281 = cute.make_layout(%shape_1280) : !cute.layout<"1:0">
            %append_1282 = cute.append_to_rank<2> (%lay_1264, %lay_1281) : !cute_layout_66697d, !cute.layout<"1:0">
            %int_tuple_1283 = cute.make_int_tuple(%e0_1258, %e1_1259, %e2_1260) : (!cute.int_tuple<"?{div=256}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_a5ac5a
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_1283) : (!cute_int_tuple_a5ac5a) -> !cute_arith_tuple_iter_045f90
            %view_1284 = cute.make_view(%int_tup_iter, %append_1282) : !cute_coord_tensor_2132e8
            %iter_1285 = cute.get_iter(%view_1284) : !cute_coord_tensor_2132e8
            %tup_1286 = cute.deref_arith_tuple_iter(%iter_1285) : !cute_arith_tuple_iter_045f90
            %e0_1287, %e1_1288, %e2_1289 = cute.get_leaves(%tup_1286) : !cute_int_tuple_a5ac5a
            %401 = cute.get_scalars(%e0_1287) : !cute.int_tuple<"?{div=256}">
            %402 = cute.get_scalars(%e1_1288) : !cute.int_tuple<"?{div=128}">
            %403 = cute.get_scalars(%e2_1289) : !cute.int_tuple<"?">
            %lay_1290 = cute.get_layout(%view_1284) : !cute_coord_tensor_2132e8
            %404 = cute.get_shape(%lay_1290) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_1291, %e1_1292, %e2_1293, %e3_1294 = cute.get_leaves(%404) : !cute.shape<"(((32,128),1),1)">
            %grouped_1295 = cute.group_modes(%view_1284) <1, 2> : (!cute_coord_tensor_2132e8) -> !cute_coord_tensor_9fc674
            %iter_1296 = cute.get_iter(%grouped_1295) : !cute_coord_tensor_9fc674
            %tup_1297 = cute.deref_arith_tuple_iter(%iter_1296) : !cute_arith_tuple_iter_045f90
            %e0_1298, %e1_1299, %e2_1300 = cute.get_leaves(%tup_1297) : !cute_int_tuple_a5ac5a
            %405 = cute.get_scalars(%e0_1298) : !cute.int_tuple<"?{div=256}">
            %406 = cute.get_scalars(%e1_1299) : !cute.int_tuple<"?{div=128}">
            %407 = cute.get_scalars(%e2_1300) : !cute.int_tuple<"?">
            %iter_1301 = cute.get_iter(%grouped_1295) : !cute_coord_tensor_9fc674
            %tup_1302 = cute.deref_arith_tuple_iter(%iter_1301) : !cute_arith_tuple_iter_045f90
            %e0_1303, %e1_1304, %e2_1305 = cute.get_leaves(%tup_1302) : !cute_int_tuple_a5ac5a
            %408 = cute.get_scalars(%e0_1303) : !cute.int_tuple<"?{div=256}">
            %409 = cute.get_scalars(%e1_1304) : !cute.int_tuple<"?{div=128}">
            %410 = cute.get_scalars(%e2_1305) : !cute.int_tuple<"?">
            %lay_1306 = cute.get_layout(%grouped_1277) : !memref_smem_f16_23
            %411 = cute.get_shape(%lay_1306) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_1307, %e1_1308, %e2_1309 = cute.get_leaves(%411) : !cute.shape<"((4096,1),(1))">
            %lay_1310 = cute.get_layout(%grouped_1295) : !cute_coord_tensor_9fc674
            %412 = cute.get_shape(%lay_1310) : (!cute_layout_175aab) -> !cute_shape_018bee
            %e0_1311, %e1_1312, %e2_1313, %e3_1314 = cute.get_leaves(%412) : !cute_shape_018bee
            %sz_1315 = cute.size(%grouped_1277) <{mode = [1]}> : (!memref_smem_f16_23) -> !cute.int_tuple<"1">
            %e0_1316 = cute.get_leaves(%sz_1315) : !cute.int_tuple<"1">
            %sz_1317 = cute.size(%grouped_1295) <{mode = [1]}> : (!cute_coord_tensor_9fc674) -> !cute.int_tuple<"1">
            %e0_1318 = cute.get_leaves(%sz_1317) : !cute.int_tuple<"1">
            %413 = cute_nvgpu.atom.make_exec_tma(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_9e4174) -> !cute_nvgpu_atom_tma_store_337b40
            cute.copy(%413, %grouped_1277, %grouped_1295) : (!cute_nvgpu_atom_tma_store_337b40, !memref_smem_f16_23, !cute_coord_tensor_9fc674)
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
            scf.yield %lay_443 : !cute.layout<"(1,8):(8,1)">
          } else {
            scf.yield %lay_443 : !cute.layout<"(1,8):(8,1)">
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
          %218 = arith.truncf %217 : vector<16xf32> to vector<16xf16>
          %int_tuple_592 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_593 = cute.size(%int_tuple_592) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_594 = cute.get_leaves(%sz_593) : !cute.int_tuple<"16">
          %int_tuple_595 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_596 = cute.size(%int_tuple_595) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_597 = cute.get_leaves(%sz_596) : !cute.int_tuple<"16">
          cute.memref.store_vec(%218, %arg21) : (vector<16xf16>, !memref_rmem_f16) -> ()
          %coord_598 = cute.make_coord(%200) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_599 = cute.slice(%dst_partitioned, %coord_598) : !memref_smem_f16_15, !cute.coord<"(_,_,_,?)">
          %iter_600 = cute.get_iter(%slice_599) : !memref_smem_f16_19
          %iter_601 = cute.get_iter(%slice_599) : !memref_smem_f16_19
          %lay_602 = cute.get_layout(%slice_599) : !memref_smem_f16_19
          %219 = cute.get_shape(%lay_602) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_603, %e1_604, %e2_605, %e3_606, %e4_607 = cute.get_leaves(%219) : !cute.shape<"(((2,4),1),1,2)">
          %shape_608 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_609 = cute.make_layout(%shape_608) : !cute.layout<"1:0">
          %append_610 = cute.append_to_rank<2> (%lay_489, %lay_609) : !cute_layout_07db63, !cute.layout<"1:0">
          %view_611 = cute.make_view(%iter_367, %append_610) : !memref_rmem_f16
          %iter_612 = cute.get_iter(%view_611) : !memref_rmem_f16
          %lay_613 = cute.get_layout(%view_611) : !memref_rmem_f16
          %220 = cute.get_shape(%lay_613) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_614, %e1_615, %e2_616, %e3_617, %e4_618, %e5_619 = cute.get_leaves(%220) : !cute_shape_6fc090
          %grouped_620 = cute.group_modes(%view_611) <1, 3> : (!memref_rmem_f16) -> !memref_rmem_f16_1
          %iter_621 = cute.get_iter(%grouped_620) : !memref_rmem_f16_1
          %iter_622 = cute.get_iter(%grouped_620) : !memref_rmem_f16_1
          %shape_623 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_624 = cute.make_layout(%shape_623) : !cute.layout<"1:0">
          %append_625 = cute.append_to_rank<2> (%lay_602, %lay_624) : !cute_layout_70c0fe, !cute.layout<"1:0">
          %view_626 = cute.make_view(%iter_601, %append_625) : !memref_smem_f16_19
          %iter_627 = cute.get_iter(%view_626) : !memref_smem_f16_19
          %lay_628 = cute.get_layout(%view_626) : !memref_smem_f16_19
          %221 = cute.get_shape(%lay_628) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_629, %e1_630, %e2_631, %e3_632, %e4_633 = cute.get_leaves(%221) : !cute.shape<"(((2,4),1),1,2)">
          %grouped_634 = cute.group_modes(%view_626) <1, 3> : (!memref_smem_f16_19) -> !memref_smem_f16_20
          %iter_635 = cute.get_iter(%grouped_634) : !memref_smem_f16_20
          %iter_636 = cute.get_iter(%grouped_634) : !memref_smem_f16_20
          %lay_637 = cute.get_layout(%grouped_620) : !memref_rmem_f16_1
          %222 = cute.get_shape(%lay_637) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_638, %e1_639, %e2_640, %e3_641, %e4_642, %e5_643 = cute.get_leaves(%222) : !cute_shape_b5193b
          %lay_644 = cute.get_layout(%grouped_634) : !memref_smem_f16_20
          %223 = cute.get_shape(%lay_644) : (!cute_layout_449a82) -> !cute_shape_c0241c
          %e0_645, %e1_646, %e2_647, %e3_648, %e4_649 = cute.get_leaves(%223) : !cute_shape_c0241c
          %sz_650 = cute.size(%grouped_620) <{mode = [1]}> : (!memref_rmem_f16_1) -> !cute.int_tuple<"2">
          %e0_651 = cute.get_leaves(%sz_650) : !cute.int_tuple<"2">
          %sz_652 = cute.size(%grouped_634) <{mode = [1]}> : (!memref_smem_f16_20) -> !cute.int_tuple<"2">
          %e0_653 = cute.get_leaves(%sz_652) : !cute.int_tuple<"2">
          cute.copy(%127, %grouped_620, %grouped_634) : (!copy_stsm_4_1, !memref_rmem_f16_1, !memref_smem_f16_20)
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32_388 number_of_threads = %c256_i32
          %224 = arith.cmpi eq, %15, %c4_i32 : i32
          %225 = scf.if %224 -> (!cute.layout<"(1,8):(8,1)">) {
            %coord_1242 = cute.make_coord(%200) : (i32) -> !cute.coord<"(_,?)">
            %slice_1243 = cute.slice(%res_smem_tensor_428, %coord_1242) : !memref_smem_f16_18, !cute.coord<"(_,?)">
            %iter_1244 = cute.get_iter(%slice_1243) : !memref_smem_f16_21
            %iter_1245 = cute.get_iter(%slice_1243) : !memref_smem_f16_21
            %c1_i32_1246 = arith.constant 1 : i32
            %391 = cute.get_hier_coord(%c1_i32_1246, %198) : (i32, !cute.layout<"(1,8):(8,1)">) -> !cute.coord<"(0,1)">
            %e0_1247, %e1_1248 = cute.get_leaves(%391) : !cute.coord<"(0,1)">
            %coord_1249 = cute.make_coord() : () -> !cute.coord<"(_,(0,1))">
            %slice_1250 = cute.slice(%res_target_tensors_429, %coord_1249) : !cute_coord_tensor_f1d1de, !cute.coord<"(_,(0,1))">
            %iter_1251 = cute.get_iter(%slice_1250) : !cute_coord_tensor_be953c
            %tup_1252 = cute.deref_arith_tuple_iter(%iter_1251) : !cute_arith_tuple_iter_df6bff
            %e0_1253, %e1_1254, %e2_1255 = cute.get_leaves(%tup_1252) : !cute_int_tuple_36697f
            %392 = cute.get_scalars(%e0_1253) : !cute.int_tuple<"?{div=32}">
            %393 = cute.get_scalars(%e1_1254) : !cute.int_tuple<"?{div=128}">
            %394 = cute.get_scalars(%e2_1255) : !cute.int_tuple<"?">
            %iter_1256 = cute.get_iter(%slice_1250) : !cute_coord_tensor_be953c
            %tup_1257 = cute.deref_arith_tuple_iter(%iter_1256) : !cute_arith_tuple_iter_df6bff
            %e0_1258, %e1_1259, %e2_1260 = cute.get_leaves(%tup_1257) : !cute_int_tuple_36697f
            %395 = cute.get_scalars(%e0_1258) : !cute.int_tuple<"?{div=32}">
            %396 = cute.get_scalars(%e1_1259) : !cute.int_tuple<"?{div=128}">
            %397 = cute.get_scalars(%e2_1260) : !cute.int_tuple<"?">
            %lay_1261 = cute.get_layout(%slice_1243) : !memref_smem_f16_21
            %398 = cute.get_shape(%lay_1261) : (!cute_layout_247bff) -> !cute.shape<"((4096,1))">
            %e0_1262, %e1_1263 = cute.get_leaves(%398) : !cute.shape<"((4096,1))">
            %lay_1264 = cute.get_layout(%slice_1250) : !cute_coord_tensor_be953c
            %399 = cute.get_shape(%lay_1264) : (!cute_layout_66697d) -> !cute.shape<"(((32,128),1))">
            %e0_1265, %e1_1266, %e2_1267 = cute.get_leaves(%399) : !cute.shape<"(((32,128),1))">
            %shape_1268 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1269 = cute.make_layout(%shape_1268) : !cute.layout<"1:0">
            %append_1270 = cute.append_to_rank<2> (%lay_1261, %lay_1269) : !cute_layout_247bff, !cute.layout<"1:0">
            %view_1271 = cute.make_view(%iter_1245, %append_1270) : !memref_smem_f16_22
            %iter_1272 = cute.get_iter(%view_1271) : !memref_smem_f16_22
            %lay_1273 = cute.get_layout(%view_1271) : !memref_smem_f16_22
            %400 = cute.get_shape(%lay_1273) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_1274, %e1_1275, %e2_1276 = cute.get_leaves(%400) : !cute.shape<"((4096,1),1)">
            %grouped_1277 = cute.group_modes(%view_1271) <1, 2> : (!memref_smem_f16_22) -> !memref_smem_f16_23
            %iter_1278 = cute.get_iter(%grouped_1277) : !memref_smem_f16_23
            %iter_1279 = cute.get_iter(%grouped_1277) : !memref_smem_f16_23
            %shape_1280 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1281 = cute.make_layout(%shape_1280) : !cute.layout<"1:0">
            %append_1282 = cute.append_to_rank<2> (%lay_1264, %lay_1281) : !cute_layout_66697d, !cute.layout<"1:0">
            %int_tuple_1283 = cute.make_int_tuple(%e0_1258, %e1_1259, %e2_1260) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_36697f
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_1283) : (!cute_int_tuple_36697f) -> !cute_arith_tuple_iter_df6bff
            %view_1284 = cute.make_view(%int_tup_iter, %append_1282) : !cute_coord_tensor_8c717f
            %iter_1285 = cute.get_iter(%view_1284) : !cute_coord_tensor_8c717f
            %tup_1286 = cute.deref_arith_tuple_iter(%iter_1285) : !cute_arith_tuple_iter_df6bff
            %e0_1287, %e1_1288, %e2_1289 = cute.get_leaves(%tup_1286) : !cute_int_tuple_36697f
            %401 = cute.get_scalars(%e0_1287) : !cute.int_tuple<"?{div=32}">
            %402 = cute.get_scalars(%e1_1288) : !cute.int_tuple<"?{div=128}">
            %403 = cute.get_scalars(%e2_1289) : !cute.int_tuple<"?">
            %lay_1290 = cute.get_layout(%view_1284) : !cute_coord_tensor_8c717f
            %404 = cute.get_shape(%lay_1290) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_1291, %e1_1292, %e2_1293, %e3_1294 = cute.get_leaves(%404) : !cute.shape<"(((32,128),1),1)">
            %grouped_1295 = cute.group_modes(%view_1284) <1, 2> : (!cute_coord_tensor_8c717f) -> !cute_coord_tensor_1abc17
            %iter_1296 = cute.get_iter(%grouped_1295) : !cute_coord_tensor_1abc17
            %tup_1297 = cute.deref_arith_tuple_iter(%iter_1296) : !cute_arith_tuple_iter_df6bff
            %e0_1298, %e1_1299, %e2_1300 = cute.get_leaves(%tup_1297) : !cute_int_tuple_36697f
            %405 = cute.get_scalars(%e0_1298) : !cute.int_tuple<"?{div=32}">
            %406 = cute.get_scalars(%e1_1299) : !cute.int_tuple<"?{div=128}">
            %407 = cute.get_scalars(%e2_1300) : !cute.int_tuple<"?">
            %iter_1301 = cute.get_iter(%grouped_1295) : !cute_coord_tensor_1abc17
            %tup_1302 = cute.deref_arith_tuple_iter(%iter_1301) : !cute_arith_tuple_iter_df6bff
            %e0_1303, %e1_1304, %e2_1305 = cute.get_leaves(%tup_1302) : !cute_int_tuple_36697f
            %408 = cute.get_scalars(%e0_1303) : !cute.int_tuple<"?{div=32}">
            %409 = cute.get_scalars(%e1_1304) : !cute.int_tuple<"?{div=128}">
            %410 = cute.get_scalars(%e2_1305) : !cute.int_tuple<"?">
            %lay_1306 = cute.get_layout(%grouped_1277) : !memref_smem_f16_23
            %411 = cute.get_shape(%lay_1306) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_1307, %e1_1308, %e2_1309 = cute.get_leaves(%411) : !cute.shape<"((4096,1),(1))">
            %lay_1310 = cute.get_layout(%grouped_1295) : !cute_coord_tensor_1abc17
            %412 = cute.get_shape(%lay_1310) : (!cute_layout_175aab) -> !cute_shape_018bee
            %e0_1311, %e1_1312, %e2_1313, %e3_1314 = cute.get_leaves(%412) : !cute_shape_018bee
            %sz_1315 = cute.size(%grouped_1277) <{mode = [1]}> : (!memref_smem_f16_23) -> !cute.int_tuple<"1">
            %e0_1316 = cute.get_leaves(%sz_1315) : !cute.int_tuple<"1">
            %sz_1317 = cute.size(%grouped_1295) <{mode = [1]}> : (!cute_coord_tensor_1abc17) -> !cute.int_tuple<"1">
            %e0_1318 = cute.get_leaves(%sz_1317) : !cute.int_tuple<"1">
            %413 = cute_nvgpu.atom.make_exec_tma(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_9e4174) -> !cute_nvgpu_atom_tma_store_337b40
            cute.copy(%413, %grouped_1277, %grouped_1295) : (!cute_nvgpu_atom_tma_store_337b40, !memref_smem_f16_23, !cute_coord_tensor_1abc17)
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
            scf.yield %198 : !cute.layout<"(1,8):(8,1)">
          } else {
            scf.yield %198 : !cute.layout<"(1,8):(8,1)">
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
          %245 = arith.truncf %244 : vector<16xf32> to vector<16xf16>
          %int_tuple_689 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_690 = cute.size(%int_tuple_689) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_691 = cute.get_leaves(%sz_690) : !cute.int_tuple<"16">
          %int_tuple_692 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_693 = cute.size(%int_tuple_692) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_694 = cute.get_leaves(%sz_693) : !cute.int_tuple<"16">
          cute.memref.store_vec(%245, %arg21) : (vector<16xf16>, !memref_rmem_f16) -> ()
          %coord_695 = cute.make_coord(%227) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_696 = cute.slice(%dst_partitioned, %coord_695) : !memref_smem_f16_15, !cute.coord<"(_,_,_,?)">
          %iter_697 = cute.get_iter(%slice_696) : !memref_smem_f16_19
          %iter_698 = cute.get_iter(%slice_696) : !memref_smem_f16_19
          %lay_699 = cute.get_layout(%slice_696) : !memref_smem_f16_19
          %246 = cute.get_shape(%lay_699) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_700, %e1_701, %e2_702, %e3_703, %e4_704 = cute.get_leaves(%246) : !cute.shape<"(((2,4),1),1,2)">
          %shape_705 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_706 = cute.make_layout(%shape_705) : !cute.layout<"1:0">
          %append_707 = cute.append_to_rank<2> (%lay_489, %lay_706) : !cute_layout_07db63, !cute.layout<"1:0">
          %view_708 = cute.make_view(%iter_367, %append_707) : !memref_rmem_f16
          %iter_709 = cute.get_iter(%view_708) : !memref_rmem_f16
          %lay_710 = cute.get_layout(%view_708) : !memref_rmem_f16
          %247 = cute.get_shape(%lay_710) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_711, %e1_712, %e2_713, %e3_714, %e4_715, %e5_716 = cute.get_leaves(%247) : !cute_shape_6fc090
          %grouped_717 = cute.group_modes(%view_708) <1, 3> : (!memref_rmem_f16) -> !memref_rmem_f16_1
          %iter_718 = cute.get_iter(%grouped_717) : !memref_rmem_f16_1
          %iter_719 = cute.get_iter(%grouped_717) : !memref_rmem_f16_1
          %shape_720 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_721 = cute.make_layout(%shape_720) : !cute.layout<"1:0">
          %append_722 = cute.append_to_rank<2> (%lay_699, %lay_721) : !cute_layout_70c0fe, !cute.layout<"1:0">
          %view_723 = cute.make_view(%iter_698, %append_722) : !memref_smem_f16_19
          %iter_724 = cute.get_iter(%view_723) : !memref_smem_f16_19
          %lay_725 = cute.get_layout(%view_723) : !memref_smem_f16_19
          %248 = cute.get_shape(%lay_725) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_726, %e1_727, %e2_728, %e3_729, %e4_730 = cute.get_leaves(%248) : !cute.shape<"(((2,4),1),1,2)">
          %grouped_731 = cute.group_modes(%view_723) <1, 3> : (!memref_smem_f16_19) -> !memref_smem_f16_20
          %iter_732 = cute.get_iter(%grouped_731) : !memref_smem_f16_20
          %iter_733 = cute.get_iter(%grouped_731) : !memref_smem_f16_20
          %lay_734 = cute.get_layout(%grouped_717) : !memref_rmem_f16_1
          %249 = cute.get_shape(%lay_734) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_735, %e1_736, %e2_737, %e3_738, %e4_739, %e5_740 = cute.get_leaves(%249) : !cute_shape_b5193b
          %lay_741 = cute.get_layout(%grouped_731) : !memref_smem_f16_20
          %250 = cute.get_shape(%lay_741) : (!cute_layout_449a82) -> !cute_shape_c0241c
          %e0_742, %e1_743, %e2_744, %e3_745, %e4_746 = cute.get_leaves(%250) : !cute_shape_c0241c
          %sz_747 = cute.size(%grouped_717) <{mode = [1]}> : (!memref_rmem_f16_1) -> !cute.int_tuple<"2">
          %e0_748 = cute.get_leaves(%sz_747) : !cute.int_tuple<"2">
          %sz_749 = cute.size(%grouped_731) <{mode = [1]}> : (!memref_smem_f16_20) -> !cute.int_tuple<"2">
          %e0_750 = cute.get_leaves(%sz_749) : !cute.int_tuple<"2">
          cute.copy(%127, %grouped_717, %grouped_731) : (!copy_stsm_4_1, !memref_rmem_f16_1, !memref_smem_f16_20)
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32_388 number_of_threads = %c256_i32
          %251 = arith.cmpi eq, %15, %c4_i32 : i32
          %252 = scf.if %251 -> (!cute.layout<"(1,8):(8,1)">) {
            %coord_1242 = cute.make_coord(%227) : (i32) -> !cute.coord<"(_,?)">
            %slice_1243 = cute.slice(%res_smem_tensor_428, %coord_1242) : !memref_smem_f16_18, !cute.coord<"(_,?)">
            %iter_1244 = cute.get_iter(%slice_1243) : !memref_smem_f16_21
            %iter_1245 = cute.get_iter(%slice_1243) : !memref_smem_f16_21
            %c2_i32_1246 = arith.constant 2 : i32
            %391 = cute.get_hier_coord(%c2_i32_1246, %225) : (i32, !cute.layout<"(1,8):(8,1)">) -> !cute.coord<"(0,2)">
            %e0_1247, %e1_1248 = cute.get_leaves(%391) : !cute.coord<"(0,2)">
            %coord_1249 = cute.make_coord() : () -> !cute.coord<"(_,(0,2))">
            %slice_1250 = cute.slice(%res_target_tensors_429, %coord_1249) : !cute_coord_tensor_f1d1de, !cute.coord<"(_,(0,2))">
            %iter_1251 = cute.get_iter(%slice_1250) : !cute_coord_tensor_84a431
            %tup_1252 = cute.deref_arith_tuple_iter(%iter_1251) : !cute_arith_tuple_iter_396070
            %e0_1253, %e1_1254, %e2_1255 = cute.get_leaves(%tup_1252) : !cute_int_tuple_ae8a07
            %392 = cute.get_scalars(%e0_1253) : !cute.int_tuple<"?{div=64}">
            %393 = cute.get_scalars(%e1_1254) : !cute.int_tuple<"?{div=128}">
            %394 = cute.get_scalars(%e2_1255) : !cute.int_tuple<"?">
            %iter_1256 = cute.get_iter(%slice_1250) : !cute_coord_tensor_84a431
            %tup_1257 = cute.deref_arith_tuple_iter(%iter_1256) : !cute_arith_tuple_iter_396070
            %e0_1258, %e1_1259, %e2_1260 = cute.get_leaves(%tup_1257) : !cute_int_tuple_ae8a07
            %395 = cute.get_scalars(%e0_1258) : !cute.int_tuple<"?{div=64}">
            %396 = cute.get_scalars(%e1_1259) : !cute.int_tuple<"?{div=128}">
            %397 = cute.get_scalars(%e2_1260) : !cute.int_tuple<"?">
            %lay_1261 = cute.get_layout(%slice_1243) : !memref_smem_f16_21
            %398 = cute.get_shape(%lay_1261) : (!cute_layout_247bff) -> !cute.shape<"((4096,1))">
            %e0_1262, %e1_1263 = cute.get_leaves(%398) : !cute.shape<"((4096,1))">
            %lay_1264 = cute.get_layout(%slice_1250) : !cute_coord_tensor_84a431
            %399 = cute.get_shape(%lay_1264) : (!cute_layout_66697d) -> !cute.shape<"(((32,128),1))">
            %e0_1265, %e1_1266, %e2_1267 = cute.get_leaves(%399) : !cute.shape<"(((32,128),1))">
            %shape_1268 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1269 = cute.make_layout(%shape_1268) : !cute.layout<"1:0">
            %append_1270 = cute.append_to_rank<2> (%lay_1261, %lay_1269) : !cute_layout_247bff, !cute.layout<"1:0">
            %view_1271 = cute.make_view(%iter_1245, %append_1270) : !memref_smem_f16_22
            %iter_1272 = cute.get_iter(%view_1271) : !memref_smem_f16_22
            %lay_1273 = cute.get_layout(%view_1271) : !memref_smem_f16_22
            %400 = cute.get_shape(%lay_1273) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_1274, %e1_1275, %e2_1276 = cute.get_leaves(%400) : !cute.shape<"((4096,1),1)">
            %grouped_1277 = cute.group_modes(%view_1271) <1, 2> : (!memref_smem_f16_22) -> !memref_smem_f16_23
            %iter_1278 = cute.get_iter(%grouped_1277) : !memref_smem_f16_23
            %iter_1279 = cute.get_iter(%grouped_1277) : !memref_smem_f16_23
            %shape_1280 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1281 = cute.make_layout(%shape_1280) : !cute.layout<"1:0">
            %append_1282 = cute.append_to_rank<2> (%lay_1264, %lay_1281) : !cute_layout_66697d, !cute.layout<"1:0">
            %int_tuple_1283 = cute.make_int_tuple(%e0_1258, %e1_1259, %e2_1260) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ae8a07
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_1283) : (!cute_int_tuple_ae8a07) -> !cute_arith_tuple_iter_396070
            %view_1284 = cute.make_view(%int_tup_iter, %append_1282) : !cute_coord_tensor_c6aae5
            %iter_1285 = cute.get_iter(%view_1284) : !cute_coord_tensor_c6aae5
            %tup_1286 = cute.deref_arith_tuple_iter(%iter_1285) : !cute_arith_tuple_iter_396070
            %e0_1287, %e1_1288, %e2_1289 = cute.get_leaves(%tup_1286) : !cute_int_tuple_ae8a07
            %401 = cute.get_scalars(%e0_1287) : !cute.int_tuple<"?{div=64}">
            %402 = cute.get_scalars(%e1_1288) : !cute.int_tuple<"?{div=128}">
            %403 = cute.get_scalars(%e2_1289) : !cute.int_tuple<"?">
            %lay_1290 = cute.get_layout(%view_1284) : !cute_coord_tensor_c6aae5
            %404 = cute.get_shape(%lay_1290) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_1291, %e1_1292, %e2_1293, %e3_1294 = cute.get_leaves(%404) : !cute.shape<"(((32,128),1),1)">
            %grouped_1295 = cute.group_modes(%view_1284) <1, 2> : (!cute_coord_tensor_c6aae5) -> !cute_coord_tensor_da4be1
            %iter_1296 = cute.get_iter(%grouped_1295) : !cute_coord_tensor_da4be1
            %tup_1297 = cute.deref_arith_tuple_iter(%iter_1296) : !cute_arith_tuple_iter_396070
            %e0_1298, %e1_1299, %e2_1300 = cute.get_leaves(%tup_1297) : !cute_int_tuple_ae8a07
            %405 = cute.get_scalars(%e0_1298) : !cute.int_tuple<"?{div=64}">
            %406 = cute.get_scalars(%e1_1299) : !cute.int_tuple<"?{div=128}">
            %407 = cute.get_scalars(%e2_1300) : !cute.int_tuple<"?">
            %iter_1301 = cute.get_iter(%grouped_1295) : !cute_coord_tensor_da4be1
            %tup_1302 = cute.deref_arith_tuple_iter(%iter_1301) : !cute_arith_tuple_iter_396070
            %e0_1303, %e1_1304, %e2_1305 = cute.get_leaves(%tup_1302) : !cute_int_tuple_ae8a07
            %408 = cute.get_scalars(%e0_1303) : !cute.int_tuple<"?{div=64}">
            %409 = cute.get_scalars(%e1_1304) : !cute.int_tuple<"?{div=128}">
            %410 = cute.get_scalars(%e2_1305) : !cute.int_tuple<"?">
            %lay_1306 = cute.get_layout(%grouped_1277) : !memref_smem_f16_23
            %411 = cute.get_shape(%lay_1306) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_1307, %e1_1308, %e2_1309 = cute.get_leaves(%411) : !cute.shape<"((4096,1),(1))">
            %lay_1310 = cute.get_layout(%grouped_1295) : !cute_coord_tensor_da4be1
            %412 = cute.get_shape(%lay_1310) : (!cute_layout_175aab) -> !cute_shape_018bee
            %e0_1311, %e1_1312, %e2_1313, %e3_1314 = cute.get_leaves(%412) : !cute_shape_018bee
            %sz_1315 = cute.size(%grouped_1277) <{mode = [1]}> : (!memref_smem_f16_23) -> !cute.int_tuple<"1">
            %e0_1316 = cute.get_leaves(%sz_1315) : !cute.int_tuple<"1">
            %sz_1317 = cute.size(%grouped_1295) <{mode = [1]}> : (!cute_coord_tensor_da4be1) -> !cute.int_tuple<"1">
            %e0_1318 = cute.get_leaves(%sz_1317) : !cute.int_tuple<"1">
            %413 = cute_nvgpu.atom.make_exec_tma(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_9e4174) -> !cute_nvgpu_atom_tma_store_337b40
            cute.copy(%413, %grouped_1277, %grouped_1295) : (!cute_nvgpu_atom_tma_store_337b40, !memref_smem_f16_23, !cute_coord_tensor_da4be1)
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
            scf.yield %225 : !cute.layout<"(1,8):(8,1)">
          } else {
            scf.yield %225 : !cute.layout<"(1,8):(8,1)">
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
          %272 = arith.truncf %271 : vector<16xf32> to vector<16xf16>
          %int_tuple_786 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_787 = cute.size(%int_tuple_786) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_788 = cute.get_leaves(%sz_787) : !cute.int_tuple<"16">
          %int_tuple_789 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_790 = cute.size(%int_tuple_789) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_791 = cute.get_leaves(%sz_790) : !cute.int_tuple<"16">
          cute.memref.store_vec(%272, %arg21) : (vector<16xf16>, !memref_rmem_f16) -> ()
          %coord_792 = cute.make_coord(%254) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_793 = cute.slice(%dst_partitioned, %coord_792) : !memref_smem_f16_15, !cute.coord<"(_,_,_,?)">
          %iter_794 = cute.get_iter(%slice_793) : !memref_smem_f16_19
          %iter_795 = cute.get_iter(%slice_793) : !memref_smem_f16_19
          %lay_796 = cute.get_layout(%slice_793) : !memref_smem_f16_19
          %273 = cute.get_shape(%lay_796) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_797, %e1_798, %e2_799, %e3_800, %e4_801 = cute.get_leaves(%273) : !cute.shape<"(((2,4),1),1,2)">
          %shape_802 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_803 = cute.make_layout(%shape_802) : !cute.layout<"1:0">
          %append_804 = cute.append_to_rank<2> (%lay_489, %lay_803) : !cute_layout_07db63, !cute.layout<"1:0">
          %view_805 = cute.make_view(%iter_367, %append_804) : !memref_rmem_f16
          %iter_806 = cute.get_iter(%view_805) : !memref_rmem_f16
          %lay_807 = cute.get_layout(%view_805) : !memref_rmem_f16
          %274 = cute.get_shape(%lay_807) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_808, %e1_809, %e2_810, %e3_811, %e4_812, %e5_813 = cute.get_leaves(%274) : !cute_shape_6fc090
          %grouped_814 = cute.group_modes(%view_805) <1, 3> : (!memref_rmem_f16) -> !memref_rmem_f16_1
          %iter_815 = cute.get_iter(%grouped_814) : !memref_rmem_f16_1
          %iter_816 = cute.get_iter(%grouped_814) : !memref_rmem_f16_1
          %shape_817 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_818 = cute.make_layout(%shape_817) : !cute.layout<"1:0">
          %append_819 = cute.append_to_rank<2> (%lay_796, %lay_818) : !cute_layout_70c0fe, !cute.layout<"1:0">
          %view_820 = cute.make_view(%iter_795, %append_819) : !memref_smem_f16_19
          %iter_821 = cute.get_iter(%view_820) : !memref_smem_f16_19
          %lay_822 = cute.get_layout(%view_820) : !memref_smem_f16_19
          %275 = cute.get_shape(%lay_822) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_823, %e1_824, %e2_825, %e3_826, %e4_827 = cute.get_leaves(%275) : !cute.shape<"(((2,4),1),1,2)">
          %grouped_828 = cute.group_modes(%view_820) <1, 3> : (!memref_smem_f16_19) -> !memref_smem_f16_20
          %iter_829 = cute.get_iter(%grouped_828) : !memref_smem_f16_20
          %iter_830 = cute.get_iter(%grouped_828) : !memref_smem_f16_20
          %lay_831 = cute.get_layout(%grouped_814) : !memref_rmem_f16_1
          %276 = cute.get_shape(%lay_831) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_832, %e1_833, %e2_834, %e3_835, %e4_836, %e5_837 = cute.get_leaves(%276) : !cute_shape_b5193b
          %lay_838 = cute.get_layout(%grouped_828) : !memref_smem_f16_20
          %277 = cute.get_shape(%lay_838) : (!cute_layout_449a82) -> !cute_shape_c0241c
          %e0_839, %e1_840, %e2_841, %e3_842, %e4_843 = cute.get_leaves(%277) : !cute_shape_c0241c
          %sz_844 = cute.size(%grouped_814) <{mode = [1]}> : (!memref_rmem_f16_1) -> !cute.int_tuple<"2">
          %e0_845 = cute.get_leaves(%sz_844) : !cute.int_tuple<"2">
          %sz_846 = cute.size(%grouped_828) <{mode = [1]}> : (!memref_smem_f16_20) -> !cute.int_tuple<"2">
          %e0_847 = cute.get_leaves(%sz_846) : !cute.int_tuple<"2">
          cute.copy(%127, %grouped_814, %grouped_828) : (!copy_stsm_4_1, !memref_rmem_f16_1, !memref_smem_f16_20)
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32_388 number_of_threads = %c256_i32
          %278 = arith.cmpi eq, %15, %c4_i32 : i32
          %279 = scf.if %278 -> (!cute.layout<"(1,8):(8,1)">) {
            %coord_1242 = cute.make_coord(%254) : (i32) -> !cute.coord<"(_,?)">
            %slice_1243 = cute.slice(%res_smem_tensor_428, %coord_1242) : !memref_smem_f16_18, !cute.coord<"(_,?)">
            %iter_1244 = cute.get_iter(%slice_1243) : !memref_smem_f16_21
            %iter_1245 = cute.get_iter(%slice_1243) : !memref_smem_f16_21
            %c3_i32 = arith.constant 3 : i32
            %391 = cute.get_hier_coord(%c3_i32, %252) : (i32, !cute.layout<"(1,8):(8,1)">) -> !cute.coord<"(0,3)">
            %e0_1246, %e1_1247 = cute.get_leaves(%391) : !cute.coord<"(0,3)">
            %coord_1248 = cute.make_coord() : () -> !cute.coord<"(_,(0,3))">
            %slice_1249 = cute.slice(%res_target_tensors_429, %coord_1248) : !cute_coord_tensor_f1d1de, !cute.coord<"(_,(0,3))">
            %iter_1250 = cute.get_iter(%slice_1249) : !cute_coord_tensor_be953c
            %tup_1251 = cute.deref_arith_tuple_iter(%iter_1250) : !cute_arith_tuple_iter_df6bff
            %e0_1252, %e1_1253, %e2_1254 = cute.get_leaves(%tup_1251) : !cute_int_tuple_36697f
            %392 = cute.get_scalars(%e0_1252) : !cute.int_tuple<"?{div=32}">
            %393 = cute.get_scalars(%e1_1253) : !cute.int_tuple<"?{div=128}">
            %394 = cute.get_scalars(%e2_1254) : !cute.int_tuple<"?">
            %iter_1255 = cute.get_iter(%slice_1249) : !cute_coord_tensor_be953c
            %tup_1256 = cute.deref_arith_tuple_iter(%iter_1255) : !cute_arith_tuple_iter_df6bff
            %e0_1257, %e1_1258, %e2_1259 = cute.get_leaves(%tup_1256) : !cute_int_tuple_36697f
            %395 = cute.get_scalars(%e0_1257) : !cute.int_tuple<"?{div=32}">
            %396 = cute.get_scalars(%e1_1258) : !cute.int_tuple<"?{div=128}">
            %397 = cute.get_scalars(%e2_1259) : !cute.int_tuple<"?">
            %lay_1260 = cute.get_layout(%slice_1243) : !memref_smem_f16_21
            %398 = cute.get_shape(%lay_1260) : (!cute_layout_247bff) -> !cute.shape<"((4096,1))">
            %e0_1261, %e1_1262 = cute.get_leaves(%398) : !cute.shape<"((4096,1))">
            %lay_1263 = cute.get_layout(%slice_1249) : !cute_coord_tensor_be953c
            %399 = cute.get_shape(%lay_1263) : (!cute_layout_66697d) -> !cute.shape<"(((32,128),1))">
            %e0_1264, %e1_1265, %e2_1266 = cute.get_leaves(%399) : !cute.shape<"(((32,128),1))">
            %shape_1267 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1268 = cute.make_layout(%shape_1267) : !cute.layout<"1:0">
            %append_1269 = cute.append_to_rank<2> (%lay_1260, %lay_1268) : !cute_layout_247bff, !cute.layout<"1:0">
            %view_1270 = cute.make_view(%iter_1245, %append_1269) : !memref_smem_f16_22
            %iter_1271 = cute.get_iter(%view_1270) : !memref_smem_f16_22
            %lay_1272 = cute.get_layout(%view_1270) : !memref_smem_f16_22
            %400 = cute.get_shape(%lay_1272) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_1273, %e1_1274, %e2_1275 = cute.get_leaves(%400) : !cute.shape<"((4096,1),1)">
            %grouped_1276 = cute.group_modes(%view_1270) <1, 2> : (!memref_smem_f16_22) -> !memref_smem_f16_23
            %iter_1277 = cute.get_iter(%grouped_1276) : !memref_smem_f16_23
            %iter_1278 = cute.get_iter(%grouped_1276) : !memref_smem_f16_23
            %shape_1279 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1280 = cute.make_layout(%shape_1279) : !cute.layout<"1:0">
            %append_1281 = cute.append_to_rank<2> (%lay_1263, %lay_1280) : !cute_layout_66697d, !cute.layout<"1:0">
            %int_tuple_1282 = cute.make_int_tuple(%e0_1257, %e1_1258, %e2_1259) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_36697f
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_1282) : (!cute_int_tuple_36697f) -> !cute_arith_tuple_iter_df6bff
            %view_1283 = cute.make_view(%int_tup_iter, %append_1281) : !cute_coord_tensor_8c717f
            %iter_1284 = cute.get_iter(%view_1283) : !cute_coord_tensor_8c717f
            %tup_1285 = cute.deref_arith_tuple_iter(%iter_1284) : !cute_arith_tuple_iter_df6bff
            %e0_1286, %e1_1287, %e2_1288 = cute.get_leaves(%tup_1285) : !cute_int_tuple_36697f
            %401 = cute.get_scalars(%e0_1286) : !cute.int_tuple<"?{div=32}">
            %402 = cute.get_scalars(%e1_1287) : !cute.int_tuple<"?{div=128}">
            %403 = cute.get_scalars(%e2_1288) : !cute.int_tuple<"?">
            %lay_1289 = cute.get_layout(%view_1283) : !cute_coord_tensor_8c717f
            %404 = cute.get_shape(%lay_1289) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_1290, %e1_1291, %e2_1292, %e3_1293 = cute.get_leaves(%404) : !cute.shape<"(((32,128),1),1)">
            %grouped_1294 = cute.group_modes(%view_1283) <1, 2> : (!cute_coord_tensor_8c717f) -> !cute_coord_tensor_1abc17
            %iter_1295 = cute.get_iter(%grouped_1294) : !cute_coord_tensor_1abc17
            %tup_1296 = cute.deref_arith_tuple_iter(%iter_1295) : !cute_arith_tuple_iter_df6bff
            %e0_1297, %e1_1298, %e2_1299 = cute.get_leaves(%tup_1296) : !cute_int_tuple_36697f
            %405 = cute.get_scalars(%e0_1297) : !cute.int_tuple<"?{div=32}">
            %406 = cute.get_scalars(%e1_1298) : !cute.int_tuple<"?{div=128}">
            %407 = cute.get_scalars(%e2_1299) : !cute.int_tuple<"?">
            %iter_1300 = cute.get_iter(%grouped_1294) : !cute_coord_tensor_1abc17
            %tup_1301 = cute.deref_arith_tuple_iter(%iter_1300) : !cute_arith_tuple_iter_df6bff
            %e0_1302, %e1_1303, %e2_1304 = cute.get_leaves(%tup_1301) : !cute_int_tuple_36697f
            %408 = cute.get_scalars(%e0_1302) : !cute.int_tuple<"?{div=32}">
            %409 = cute.get_scalars(%e1_1303) : !cute.int_tuple<"?{div=128}">
            %410 = cute.get_scalars(%e2_1304) : !cute.int_tuple<"?">
            %lay_1305 = cute.get_layout(%grouped_1276) : !memref_smem_f16_23
            %411 = cute.get_shape(%lay_1305) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_1306, %e1_1307, %e2_1308 = cute.get_leaves(%411) : !cute.shape<"((4096,1),(1))">
            %lay_1309 = cute.get_layout(%grouped_1294) : !cute_coord_tensor_1abc17
            %412 = cute.get_shape(%lay_1309) : (!cute_layout_175aab) -> !cute_shape_018bee
            %e0_1310, %e1_1311, %e2_1312, %e3_1313 = cute.get_leaves(%412) : !cute_shape_018bee
            %sz_1314 = cute.size(%grouped_1276) <{mode = [1]}> : (!memref_smem_f16_23) -> !cute.int_tuple<"1">
            %e0_1315 = cute.get_leaves(%sz_1314) : !cute.int_tuple<"1">
            %sz_1316 = cute.size(%grouped_1294) <{mode = [1]}> : (!cute_coord_tensor_1abc17) -> !cute.int_tuple<"1">
            %e0_1317 = cute.get_leaves(%sz_1316) : !cute.int_tuple<"1">
            %413 = cute_nvgpu.atom.make_exec_tma(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_9e4174) -> !cute_nvgpu_atom_tma_store_337b40
            cute.copy(%413, %grouped_1276, %grouped_1294) : (!cute_nvgpu_atom_tma_store_337b40, !memref_smem_f16_23, !cute_coord_tensor_1abc17)
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
            scf.yield %252 : !cute.layout<"(1,8):(8,1)">
          } else {
            scf.yield %252 : !cute.layout<"(1,8):(8,1)">
          }
          nvvm.barrier id = %c1_i32_388 number_of_threads = %c256_i32
          %280 = arith.addi %254, %c1_i32 : i32
          %281 = arith.remsi %280, %c4_i32 : i32
          %coord_848 = cute.make_coord() : () -> !cute.coord<"64">
          %282 = cute.memref.load(%retiled, %coord_848) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
          %coord_849 = cute.make_coord() : () -> !cute.coord<"0">
          cute.memref.store(%arg10, %coord_849, %282) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %coord_850 = cute.make_coord() : () -> !cute.coord<"65">
          %283 = cute.memref.load(%retiled, %coord_850) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
          %coord_851 = cute.make_coord() : () -> !cute.coord<"1">
          cute.memref.store(%arg10, %coord_851, %283) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %coord_852 = cute.make_coord() : () -> !cute.coord<"66">
          %284 = cute.memref.load(%retiled, %coord_852) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
          %coord_853 = cute.make_coord() : () -> !cute.coord<"2">
          cute.memref.store(%arg10, %coord_853, %284) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %coord_854 = cute.make_coord() : () -> !cute.coord<"67">
          %285 = cute.memref.load(%retiled, %coord_854) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
          %coord_855 = cute.make_coord() : () -> !cute.coord<"3">
          cute.memref.store(%arg10, %coord_855, %285) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %coord_856 = cute.make_coord() : () -> !cute.coord<"68">
          %286 = cute.memref.load(%retiled, %coord_856) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
          %coord_857 = cute.make_coord() : () -> !cute.coord<"4">
          cute.memref.store(%arg10, %coord_857, %286) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %coord_858 = cute.make_coord() : () -> !cute.coord<"69">
          %287 = cute.memref.load(%retiled, %coord_858) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
          %coord_859 = cute.make_coord() : () -> !cute.coord<"5">
          cute.memref.store(%arg10, %coord_859, %287) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %coord_860 = cute.make_coord() : () -> !cute.coord<"70">
          %288 = cute.memref.load(%retiled, %coord_860) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
          %coord_861 = cute.make_coord() : () -> !cute.coord<"6">
          cute.memref.store(%arg10, %coord_861, %288) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %coord_862 = cute.make_coord() : () -> !cute.coord<"71">
          %289 = cute.memref.load(%retiled, %coord_862) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
          %coord_863 = cute.make_coord() : () -> !cute.coord<"7">
          cute.memref.store(%arg10, %coord_863, %289) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %coord_864 = cute.make_coord() : () -> !cute.coord<"72">
          %290 = cute.memref.load(%retiled, %coord_864) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
          %coord_865 = cute.make_coord() : () -> !cute.coord<"8">
          cute.memref.store(%arg10, %coord_865, %290) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
          %coord_866 = cute.make_coord() : () -> !cute.coord<"73">
          %291 = cute.memref.load(%retiled, %coord_866) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
          %coord_867 = cute.make_coord() : () -> !cute.coord<"9">
          cute.memref.store(%arg10, %coord_867, %291) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
          %coord_868 = cute.make_coord() : () -> !cute.coord<"74">
          %292 = cute.memref.load(%retiled, %coord_868) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
          %coord_869 = cute.make_coord() : () -> !cute.coord<"10">
          cute.memref.store(%arg10, %coord_869, %292) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
          %coord_870 = cute.make_coord() : () -> !cute.coord<"75">
          %293 = cute.memref.load(%retiled, %coord_870) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
          %coord_871 = cute.make_coord() : () -> !cute.coord<"11">
          cute.memref.store(%arg10, %coord_871, %293) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
          %coord_872 = cute.make_coord() : () -> !cute.coord<"76">
          %294 = cute.memref.load(%retiled, %coord_872) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
          %coord_873 = cute.make_coord() : () -> !cute.coord<"12">
          cute.memref.store(%arg10, %coord_873, %294) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
          %coord_874 = cute.make_coord() : () -> !cute.coord<"77">
          %295 = cute.memref.load(%retiled, %coord_874) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
          %coord_875 = cute.make_coord() : () -> !cute.coord<"13">
          cute.memref.store(%arg10, %coord_875, %295) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
          %coord_876 = cute.make_coord() : () -> !cute.coord<"78">
          %296 = cute.memref.load(%retiled, %coord_876) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
          %coord_877 = cute.make_coord() : () -> !cute.coord<"14">
          cute.memref.store(%arg10, %coord_877, %296) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
          %coord_878 = cute.make_coord() : () -> !cute.coord<"79">
          %297 = cute.memref.load(%retiled, %coord_878) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
          %coord_879 = cute.make_coord() : () -> !cute.coord<"15">
          cute.memref.store(%arg10, %coord_879, %297) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
          %298 = cute.memref.load_vec(%arg10) : (!memref_rmem_f32_2) -> vector<16xf32>
          %int_tuple_880 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_881 = cute.size(%int_tuple_880) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_882 = cute.get_leaves(%sz_881) : !cute.int_tuple<"16">
          %299 = arith.truncf %298 : vector<16xf32> to vector<16xf16>
          %int_tuple_883 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_884 = cute.size(%int_tuple_883) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_885 = cute.get_leaves(%sz_884) : !cute.int_tuple<"16">
          %int_tuple_886 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_887 = cute.size(%int_tuple_886) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_888 = cute.get_leaves(%sz_887) : !cute.int_tuple<"16">
          cute.memref.store_vec(%299, %arg21) : (vector<16xf16>, !memref_rmem_f16) -> ()
          %coord_889 = cute.make_coord(%281) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_890 = cute.slice(%dst_partitioned, %coord_889) : !memref_smem_f16_15, !cute.coord<"(_,_,_,?)">
          %iter_891 = cute.get_iter(%slice_890) : !memref_smem_f16_19
          %iter_892 = cute.get_iter(%slice_890) : !memref_smem_f16_19
          %lay_893 = cute.get_layout(%slice_890) : !memref_smem_f16_19
          %300 = cute.get_shape(%lay_893) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_894, %e1_895, %e2_896, %e3_897, %e4_898 = cute.get_leaves(%300) : !cute.shape<"(((2,4),1),1,2)">
          %shape_899 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_900 = cute.make_layout(%shape_899) : !cute.layout<"1:0">
          %append_901 = cute.append_to_rank<2> (%lay_489, %lay_900) : !cute_layout_07db63, !cute.layout<"1:0">
          %view_902 = cute.make_view(%iter_367, %append_901) : !memref_rmem_f16
          %iter_903 = cute.get_iter(%view_902) : !memref_rmem_f16
          %lay_904 = cute.get_layout(%view_902) : !memref_rmem_f16
          %301 = cute.get_shape(%lay_904) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_905, %e1_906, %e2_907, %e3_908, %e4_909, %e5_910 = cute.get_leaves(%301) : !cute_shape_6fc090
          %grouped_911 = cute.group_modes(%view_902) <1, 3> : (!memref_rmem_f16) -> !memref_rmem_f16_1
          %iter_912 = cute.get_iter(%grouped_911) : !memref_rmem_f16_1
          %iter_913 = cute.get_iter(%grouped_911) : !memref_rmem_f16_1
          %shape_914 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_915 = cute.make_layout(%shape_914) : !cute.layout<"1:0">
          %append_916 = cute.append_to_rank<2> (%lay_893, %lay_915) : !cute_layout_70c0fe, !cute.layout<"1:0">
          %view_917 = cute.make_view(%iter_892, %append_916) : !memref_smem_f16_19
          %iter_918 = cute.get_iter(%view_917) : !memref_smem_f16_19
          %lay_919 = cute.get_layout(%view_917) : !memref_smem_f16_19
          %302 = cute.get_shape(%lay_919) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_920, %e1_921, %e2_922, %e3_923, %e4_924 = cute.get_leaves(%302) : !cute.shape<"(((2,4),1),1,2)">
          %grouped_925 = cute.group_modes(%view_917) <1, 3> : (!memref_smem_f16_19) -> !memref_smem_f16_20
          %iter_926 = cute.get_iter(%grouped_925) : !memref_smem_f16_20
          %iter_927 = cute.get_iter(%grouped_925) : !memref_smem_f16_20
          %lay_928 = cute.get_layout(%grouped_911) : !memref_rmem_f16_1
          %303 = cute.get_shape(%lay_928) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_929, %e1_930, %e2_931, %e3_932, %e4_933, %e5_934 = cute.get_leaves(%303) : !cute_shape_b5193b
          %lay_935 = cute.get_layout(%grouped_925) : !memref_smem_f16_20
          %304 = cute.get_shape(%lay_935) : (!cute_layout_449a82) -> !cute_shape_c0241c
          %e0_936, %e1_937, %e2_938, %e3_939, %e4_940 = cute.get_leaves(%304) : !cute_shape_c0241c
          %sz_941 = cute.size(%grouped_911) <{mode = [1]}> : (!memref_rmem_f16_1) -> !cute.int_tuple<"2">
          %e0_942 = cute.get_leaves(%sz_941) : !cute.int_tuple<"2">
          %sz_943 = cute.size(%grouped_925) <{mode = [1]}> : (!memref_smem_f16_20) -> !cute.int_tuple<"2">
          %e0_944 = cute.get_leaves(%sz_943) : !cute.int_tuple<"2">
          cute.copy(%127, %grouped_911, %grouped_925) : (!copy_stsm_4_1, !memref_rmem_f16_1, !memref_smem_f16_20)
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32_388 number_of_threads = %c256_i32
          %305 = arith.cmpi eq, %15, %c4_i32 : i32
          %306 = scf.if %305 -> (!cute.layout<"(1,8):(8,1)">) {
            %coord_1242 = cute.make_coord(%281) : (i32) -> !cute.coord<"(_,?)">
            %slice_1243 = cute.slice(%res_smem_tensor_428, %coord_1242) : !memref_smem_f16_18, !cute.coord<"(_,?)">
            %iter_1244 = cute.get_iter(%slice_1243) : !memref_smem_f16_21
            %iter_1245 = cute.get_iter(%slice_1243) : !memref_smem_f16_21
            %c4_i32_1246 = arith.constant 4 : i32
            %391 = cute.get_hier_coord(%c4_i32_1246, %279) : (i32, !cute.layout<"(1,8):(8,1)">) -> !cute.coord<"(0,4)">
            %e0_1247, %e1_1248 = cute.get_leaves(%391) : !cute.coord<"(0,4)">
            %coord_1249 = cute.make_coord() : () -> !cute.coord<"(_,(0,4))">
            %slice_1250 = cute.slice(%res_target_tensors_429, %coord_1249) : !cute_coord_tensor_f1d1de, !cute.coord<"(_,(0,4))">
            %iter_1251 = cute.get_iter(%slice_1250) : !cute_coord_tensor_00c3a7
            %tup_1252 = cute.deref_arith_tuple_iter(%iter_1251) : !cute_arith_tuple_iter_815f75
            %e0_1253, %e1_1254, %e2_1255 = cute.get_leaves(%tup_1252) : !cute_int_tuple_ee97c9
            %392 = cute.get_scalars(%e0_1253) : !cute.int_tuple<"?{div=128}">
            %393 = cute.get_scalars(%e1_1254) : !cute.int_tuple<"?{div=128}">
            %394 = cute.get_scalars(%e2_1255) : !cute.int_tuple<"?">
            %iter_1256 = cute.get_iter(%slice_1250) : !cute_coord_tensor_00c3a7
            %tup_1257 = cute.deref_arith_tuple_iter(%iter_1256) : !cute_arith_tuple_iter_815f75
            %e0_1258, %e1_1259, %e2_1260 = cute.get_leaves(%tup_1257) : !cute_int_tuple_ee97c9
            %395 = cute.get_scalars(%e0_1258) : !cute.int_tuple<"?{div=128}">
            %396 = cute.get_scalars(%e1_1259) : !cute.int_tuple<"?{div=128}">
            %397 = cute.get_scalars(%e2_1260) : !cute.int_tuple<"?">
            %lay_1261 = cute.get_layout(%slice_1243) : !memref_smem_f16_21
            %398 = cute.get_shape(%lay_1261) : (!cute_layout_247bff) -> !cute.shape<"((4096,1))">
            %e0_1262, %e1_1263 = cute.get_leaves(%398) : !cute.shape<"((4096,1))">
            %lay_1264 = cute.get_layout(%slice_1250) : !cute_coord_tensor_00c3a7
            %399 = cute.get_shape(%lay_1264) : (!cute_layout_66697d) -> !cute.shape<"(((32,128),1))">
            %e0_1265, %e1_1266, %e2_1267 = cute.get_leaves(%399) : !cute.shape<"(((32,128),1))">
            %shape_1268 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1269 = cute.make_layout(%shape_1268) : !cute.layout<"1:0">
            %append_1270 = cute.append_to_rank<2> (%lay_1261, %lay_1269) : !cute_layout_247bff, !cute.layout<"1:0">
            %view_1271 = cute.make_view(%iter_1245, %append_1270) : !memref_smem_f16_22
            %iter_1272 = cute.get_iter(%view_1271) : !memref_smem_f16_22
            %lay_1273 = cute.get_layout(%view_1271) : !memref_smem_f16_22
            %400 = cute.get_shape(%lay_1273) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_1274, %e1_1275, %e2_1276 = cute.get_leaves(%400) : !cute.shape<"((4096,1),1)">
            %grouped_1277 = cute.group_modes(%view_1271) <1, 2> : (!memref_smem_f16_22) -> !memref_smem_f16_23
            %iter_1278 = cute.get_iter(%grouped_1277) : !memref_smem_f16_23
            %iter_1279 = cute.get_iter(%grouped_1277) : !memref_smem_f16_23
            %shape_1280 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1281 = cute.make_layout(%shape_1280) : !cute.layout<"1:0">
            %append_1282 = cute.append_to_rank<2> (%lay_1264, %lay_1281) : !cute_layout_66697d, !cute.layout<"1:0">
            %int_tuple_1283 = cute.make_int_tuple(%e0_1258, %e1_1259, %e2_1260) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ee97c9
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_1283) : (!cute_int_tuple_ee97c9) -> !cute_arith_tuple_iter_815f75
            %view_1284 = cute.make_view(%int_tup_iter, %append_1282) : !cute_coord_tensor_1d57d5
            %iter_1285 = cute.get_iter(%view_1284) : !cute_coord_tensor_1d57d5
            %tup_1286 = cute.deref_arith_tuple_iter(%iter_1285) : !cute_arith_tuple_iter_815f75
            %e0_1287, %e1_1288, %e2_1289 = cute.get_leaves(%tup_1286) : !cute_int_tuple_ee97c9
            %401 = cute.get_scalars(%e0_1287) : !cute.int_tuple<"?{div=128}">
            %402 = cute.get_scalars(%e1_1288) : !cute.int_tuple<"?{div=128}">
            %403 = cute.get_scalars(%e2_1289) : !cute.int_tuple<"?">
            %lay_1290 = cute.get_layout(%view_1284) : !cute_coord_tensor_1d57d5
            %404 = cute.get_shape(%lay_1290) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_1291, %e1_1292, %e2_1293, %e3_1294 = cute.get_leaves(%404) : !cute.shape<"(((32,128),1),1)">
            %grouped_1295 = cute.group_modes(%view_1284) <1, 2> : (!cute_coord_tensor_1d57d5) -> !cute_coord_tensor_44cde4
            %iter_1296 = cute.get_iter(%grouped_1295) : !cute_coord_tensor_44cde4
            %tup_1297 = cute.deref_arith_tuple_iter(%iter_1296) : !cute_arith_tuple_iter_815f75
            %e0_1298, %e1_1299, %e2_1300 = cute.get_leaves(%tup_1297) : !cute_int_tuple_ee97c9
            %405 = cute.get_scalars(%e0_1298) : !cute.int_tuple<"?{div=128}">
            %406 = cute.get_scalars(%e1_1299) : !cute.int_tuple<"?{div=128}">
            %407 = cute.get_scalars(%e2_1300) : !cute.int_tuple<"?">
            %iter_1301 = cute.get_iter(%grouped_1295) : !cute_coord_tensor_44cde4
            %tup_1302 = cute.deref_arith_tuple_iter(%iter_1301) : !cute_arith_tuple_iter_815f75
            %e0_1303, %e1_1304, %e2_1305 = cute.get_leaves(%tup_1302) : !cute_int_tuple_ee97c9
            %408 = cute.get_scalars(%e0_1303) : !cute.int_tuple<"?{div=128}">
            %409 = cute.get_scalars(%e1_1304) : !cute.int_tuple<"?{div=128}">
            %410 = cute.get_scalars(%e2_1305) : !cute.int_tuple<"?">
            %lay_1306 = cute.get_layout(%grouped_1277) : !memref_smem_f16_23
            %411 = cute.get_shape(%lay_1306) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_1307, %e1_1308, %e2_1309 = cute.get_leaves(%411) : !cute.shape<"((4096,1),(1))">
            %lay_1310 = cute.get_layout(%grouped_1295) : !cute_coord_tensor_44cde4
            %412 = cute.get_shape(%lay_1310) : (!cute_layout_175aab) -> !cute_shape_018bee
            %e0_1311, %e1_1312, %e2_1313, %e3_1314 = cute.get_leaves(%412) : !cute_shape_018bee
            %sz_1315 = cute.size(%grouped_1277) <{mode = [1]}> : (!memref_smem_f16_23) -> !cute.int_tuple<"1">
            %e0_1316 = cute.get_leaves(%sz_1315) : !cute.int_tuple<"1">
            %sz_1317 = cute.size(%grouped_1295) <{mode = [1]}> : (!cute_coord_tensor_44cde4) -> !cute.int_tuple<"1">
            %e0_1318 = cute.get_leaves(%sz_1317) : !cute.int_tuple<"1">
            %413 = cute_nvgpu.atom.make_exec_tma(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_9e4174) -> !cute_nvgpu_atom_tma_store_337b40
            cute.copy(%413, %grouped_1277, %grouped_1295) : (!cute_nvgpu_atom_tma_store_337b40, !memref_smem_f16_23, !cute_coord_tensor_44cde4)
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
            scf.yield %279 : !cute.layout<"(1,8):(8,1)">
          } else {
            scf.yield %279 : !cute.layout<"(1,8):(8,1)">
          }
          nvvm.barrier id = %c1_i32_388 number_of_threads = %c256_i32
          %307 = arith.addi %281, %c1_i32 : i32
          %308 = arith.remsi %307, %c4_i32 : i32
          %coord_945 = cute.make_coord() : () -> !cute.coord<"80">
          %309 = cute.memref.load(%retiled, %coord_945) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
          %coord_946 = cute.make_coord() : () -> !cute.coord<"0">
          cute.memref.store(%arg10, %coord_946, %309) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %coord_947 = cute.make_coord() : () -> !cute.coord<"81">
          %310 = cute.memref.load(%retiled, %coord_947) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
          %coord_948 = cute.make_coord() : () -> !cute.coord<"1">
          cute.memref.store(%arg10, %coord_948, %310) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %coord_949 = cute.make_coord() : () -> !cute.coord<"82">
          %311 = cute.memref.load(%retiled, %coord_949) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
          %coord_950 = cute.make_coord() : () -> !cute.coord<"2">
          cute.memref.store(%arg10, %coord_950, %311) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %coord_951 = cute.make_coord() : () -> !cute.coord<"83">
          %312 = cute.memref.load(%retiled, %coord_951) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
          %coord_952 = cute.make_coord() : () -> !cute.coord<"3">
          cute.memref.store(%arg10, %coord_952, %312) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %coord_953 = cute.make_coord() : () -> !cute.coord<"84">
          %313 = cute.memref.load(%retiled, %coord_953) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
          %coord_954 = cute.make_coord() : () -> !cute.coord<"4">
          cute.memref.store(%arg10, %coord_954, %313) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %coord_955 = cute.make_coord() : () -> !cute.coord<"85">
          %314 = cute.memref.load(%retiled, %coord_955) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
          %coord_956 = cute.make_coord() : () -> !cute.coord<"5">
          cute.memref.store(%arg10, %coord_956, %314) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %coord_957 = cute.make_coord() : () -> !cute.coord<"86">
          %315 = cute.memref.load(%retiled, %coord_957) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
          %coord_958 = cute.make_coord() : () -> !cute.coord<"6">
          cute.memref.store(%arg10, %coord_958, %315) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %coord_959 = cute.make_coord() : () -> !cute.coord<"87">
          %316 = cute.memref.load(%retiled, %coord_959) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
          %coord_960 = cute.make_coord() : () -> !cute.coord<"7">
          cute.memref.store(%arg10, %coord_960, %316) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %coord_961 = cute.make_coord() : () -> !cute.coord<"88">
          %317 = cute.memref.load(%retiled, %coord_961) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
          %coord_962 = cute.make_coord() : () -> !cute.coord<"8">
          cute.memref.store(%arg10, %coord_962, %317) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
          %coord_963 = cute.make_coord() : () -> !cute.coord<"89">
          %318 = cute.memref.load(%retiled, %coord_963) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
          %coord_964 = cute.make_coord() : () -> !cute.coord<"9">
          cute.memref.store(%arg10, %coord_964, %318) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
          %coord_965 = cute.make_coord() : () -> !cute.coord<"90">
          %319 = cute.memref.load(%retiled, %coord_965) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
          %coord_966 = cute.make_coord() : () -> !cute.coord<"10">
          cute.memref.store(%arg10, %coord_966, %319) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
          %coord_967 = cute.make_coord() : () -> !cute.coord<"91">
          %320 = cute.memref.load(%retiled, %coord_967) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
          %coord_968 = cute.make_coord() : () -> !cute.coord<"11">
          cute.memref.store(%arg10, %coord_968, %320) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
          %coord_969 = cute.make_coord() : () -> !cute.coord<"92">
          %321 = cute.memref.load(%retiled, %coord_969) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
          %coord_970 = cute.make_coord() : () -> !cute.coord<"12">
          cute.memref.store(%arg10, %coord_970, %321) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
          %coord_971 = cute.make_coord() : () -> !cute.coord<"93">
          %322 = cute.memref.load(%retiled, %coord_971) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
          %coord_972 = cute.make_coord() : () -> !cute.coord<"13">
          cute.memref.store(%arg10, %coord_972, %322) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
          %coord_973 = cute.make_coord() : () -> !cute.coord<"94">
          %323 = cute.memref.load(%retiled, %coord_973) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
          %coord_974 = cute.make_coord() : () -> !cute.coord<"14">
          cute.memref.store(%arg10, %coord_974, %323) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
          %coord_975 = cute.make_coord() : () -> !cute.coord<"95">
          %324 = cute.memref.load(%retiled, %coord_975) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
          %coord_976 = cute.make_coord() : () -> !cute.coord<"15">
          cute.memref.store(%arg10, %coord_976, %324) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
          %325 = cute.memref.load_vec(%arg10) : (!memref_rmem_f32_2) -> vector<16xf32>
          %int_tuple_977 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_978 = cute.size(%int_tuple_977) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_979 = cute.get_leaves(%sz_978) : !cute.int_tuple<"16">
          %326 = arith.truncf %325 : vector<16xf32> to vector<16xf16>
          %int_tuple_980 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_981 = cute.size(%int_tuple_980) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_982 = cute.get_leaves(%sz_981) : !cute.int_tuple<"16">
          %int_tuple_983 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_984 = cute.size(%int_tuple_983) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_985 = cute.get_leaves(%sz_984) : !cute.int_tuple<"16">
          cute.memref.store_vec(%326, %arg21) : (vector<16xf16>, !memref_rmem_f16) -> ()
          %coord_986 = cute.make_coord(%308) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_987 = cute.slice(%dst_partitioned, %coord_986) : !memref_smem_f16_15, !cute.coord<"(_,_,_,?)">
          %iter_988 = cute.get_iter(%slice_987) : !memref_smem_f16_19
          %iter_989 = cute.get_iter(%slice_987) : !memref_smem_f16_19
          %lay_990 = cute.get_layout(%slice_987) : !memref_smem_f16_19
          %327 = cute.get_shape(%lay_990) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_991, %e1_992, %e2_993, %e3_994, %e4_995 = cute.get_leaves(%327) : !cute.shape<"(((2,4),1),1,2)">
          %shape_996 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_997 = cute.make_layout(%shape_996) : !cute.layout<"1:0">
          %append_998 = cute.append_to_rank<2> (%lay_489, %lay_997) : !cute_layout_07db63, !cute.layout<"1:0">
          %view_999 = cute.make_view(%iter_367, %append_998) : !memref_rmem_f16
          %iter_1000 = cute.get_iter(%view_999) : !memref_rmem_f16
          %lay_1001 = cute.get_layout(%view_999) : !memref_rmem_f16
          %328 = cute.get_shape(%lay_1001) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_1002, %e1_1003, %e2_1004, %e3_1005, %e4_1006, %e5_1007 = cute.get_leaves(%328) : !cute_shape_6fc090
          %grouped_1008 = cute.group_modes(%view_999) <1, 3> : (!memref_rmem_f16) -> !memref_rmem_f16_1
          %iter_1009 = cute.get_iter(%grouped_1008) : !memref_rmem_f16_1
          %iter_1010 = cute.get_iter(%grouped_1008) : !memref_rmem_f16_1
          %shape_1011 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_1012 = cute.make_layout(%shape_1011) : !cute.layout<"1:0">
          %append_1013 = cute.append_to_rank<2> (%lay_990, %lay_1012) : !cute_layout_70c0fe, !cute.layout<"1:0">
          %view_1014 = cute.make_view(%iter_989, %append_1013) : !memref_smem_f16_19
          %iter_1015 = cute.get_iter(%view_1014) : !memref_smem_f16_19
          %lay_1016 = cute.get_layout(%view_1014) : !memref_smem_f16_19
          %329 = cute.get_shape(%lay_1016) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_1017, %e1_1018, %e2_1019, %e3_1020, %e4_1021 = cute.get_leaves(%329) : !cute.shape<"(((2,4),1),1,2)">
          %grouped_1022 = cute.group_modes(%view_1014) <1, 3> : (!memref_smem_f16_19) -> !memref_smem_f16_20
          %iter_1023 = cute.get_iter(%grouped_1022) : !memref_smem_f16_20
          %iter_1024 = cute.get_iter(%grouped_1022) : !memref_smem_f16_20
          %lay_1025 = cute.get_layout(%grouped_1008) : !memref_rmem_f16_1
          %330 = cute.get_shape(%lay_1025) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_1026, %e1_1027, %e2_1028, %e3_1029, %e4_1030, %e5_1031 = cute.get_leaves(%330) : !cute_shape_b5193b
          %lay_1032 = cute.get_layout(%grouped_1022) : !memref_smem_f16_20
          %331 = cute.get_shape(%lay_1032) : (!cute_layout_449a82) -> !cute_shape_c0241c
          %e0_1033, %e1_1034, %e2_1035, %e3_1036, %e4_1037 = cute.get_leaves(%331) : !cute_shape_c0241c
          %sz_1038 = cute.size(%grouped_1008) <{mode = [1]}> : (!memref_rmem_f16_1) -> !cute.int_tuple<"2">
          %e0_1039 = cute.get_leaves(%sz_1038) : !cute.int_tuple<"2">
          %sz_1040 = cute.size(%grouped_1022) <{mode = [1]}> : (!memref_smem_f16_20) -> !cute.int_tuple<"2">
          %e0_1041 = cute.get_leaves(%sz_1040) : !cute.int_tuple<"2">
          cute.copy(%127, %grouped_1008, %grouped_1022) : (!copy_stsm_4_1, !memref_rmem_f16_1, !memref_smem_f16_20)
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32_388 number_of_threads = %c256_i32
          %332 = arith.cmpi eq, %15, %c4_i32 : i32
          %333 = scf.if %332 -> (!cute.layout<"(1,8):(8,1)">) {
            %coord_1242 = cute.make_coord(%308) : (i32) -> !cute.coord<"(_,?)">
            %slice_1243 = cute.slice(%res_smem_tensor_428, %coord_1242) : !memref_smem_f16_18, !cute.coord<"(_,?)">
            %iter_1244 = cute.get_iter(%slice_1243) : !memref_smem_f16_21
            %iter_1245 = cute.get_iter(%slice_1243) : !memref_smem_f16_21
            %c5_i32 = arith.constant 5 : i32
            %391 = cute.get_hier_coord(%c5_i32, %306) : (i32, !cute.layout<"(1,8):(8,1)">) -> !cute.coord<"(0,5)">
            %e0_1246, %e1_1247 = cute.get_leaves(%391) : !cute.coord<"(0,5)">
            %coord_1248 = cute.make_coord() : () -> !cute.coord<"(_,(0,5))">
            %slice_1249 = cute.slice(%res_target_tensors_429, %coord_1248) : !cute_coord_tensor_f1d1de, !cute.coord<"(_,(0,5))">
            %iter_1250 = cute.get_iter(%slice_1249) : !cute_coord_tensor_be953c
            %tup_1251 = cute.deref_arith_tuple_iter(%iter_1250) : !cute_arith_tuple_iter_df6bff
            %e0_1252, %e1_1253, %e2_1254 = cute.get_leaves(%tup_1251) : !cute_int_tuple_36697f
            %392 = cute.get_scalars(%e0_1252) : !cute.int_tuple<"?{div=32}">
            %393 = cute.get_scalars(%e1_1253) : !cute.int_tuple<"?{div=128}">
            %394 = cute.get_scalars(%e2_1254) : !cute.int_tuple<"?">
            %iter_1255 = cute.get_iter(%slice_1249) : !cute_coord_tensor_be953c
            %tup_1256 = cute.deref_arith_tuple_iter(%iter_1255) : !cute_arith_tuple_iter_df6bff
            %e0_1257, %e1_1258, %e2_1259 = cute.get_leaves(%tup_1256) : !cute_int_tuple_36697f
            %395 = cute.get_scalars(%e0_1257) : !cute.int_tuple<"?{div=32}">
            %396 = cute.get_scalars(%e1_1258) : !cute.int_tuple<"?{div=128}">
            %397 = cute.get_scalars(%e2_1259) : !cute.int_tuple<"?">
            %lay_1260 = cute.get_layout(%slice_1243) : !memref_smem_f16_21
            %398 = cute.get_shape(%lay_1260) : (!cute_layout_247bff) -> !cute.shape<"((4096,1))">
            %e0_1261, %e1_1262 = cute.get_leaves(%398) : !cute.shape<"((4096,1))">
            %lay_1263 = cute.get_layout(%slice_1249) : !cute_coord_tensor_be953c
            %399 = cute.get_shape(%lay_1263) : (!cute_layout_66697d) -> !cute.shape<"(((32,128),1))">
            %e0_1264, %e1_1265, %e2_1266 = cute.get_leaves(%399) : !cute.shape<"(((32,128),1))">
            %shape_1267 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1268 = cute.make_layout(%shape_1267) : !cute.layout<"1:0">
            %append_1269 = cute.append_to_rank<2> (%lay_1260, %lay_1268) : !cute_layout_247bff, !cute.layout<"1:0">
            %view_1270 = cute.make_view(%iter_1245, %append_1269) : !memref_smem_f16_22
            %iter_1271 = cute.get_iter(%view_1270) : !memref_smem_f16_22
            %lay_1272 = cute.get_layout(%view_1270) : !memref_smem_f16_22
            %400 = cute.get_shape(%lay_1272) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_1273, %e1_1274, %e2_1275 = cute.get_leaves(%400) : !cute.shape<"((4096,1),1)">
            %grouped_1276 = cute.group_modes(%view_1270) <1, 2> : (!memref_smem_f16_22) -> !memref_smem_f16_23
            %iter_1277 = cute.get_iter(%grouped_1276) : !memref_smem_f16_23
            %iter_1278 = cute.get_iter(%grouped_1276) : !memref_smem_f16_23
            %shape_1279 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1280 = cute.make_layout(%shape_1279) : !cute.layout<"1:0">
            %append_1281 = cute.append_to_rank<2> (%lay_1263, %lay_1280) : !cute_layout_66697d, !cute.layout<"1:0">
            %int_tuple_1282 = cute.make_int_tuple(%e0_1257, %e1_1258, %e2_1259) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_36697f
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_1282) : (!cute_int_tuple_36697f) -> !cute_arith_tuple_iter_df6bff
            %view_1283 = cute.make_view(%int_tup_iter, %append_1281) : !cute_coord_tensor_8c717f
            %iter_1284 = cute.get_iter(%view_1283) : !cute_coord_tensor_8c717f
            %tup_1285 = cute.deref_arith_tuple_iter(%iter_1284) : !cute_arith_tuple_iter_df6bff
            %e0_1286, %e1_1287, %e2_1288 = cute.get_leaves(%tup_1285) : !cute_int_tuple_36697f
            %401 = cute.get_scalars(%e0_1286) : !cute.int_tuple<"?{div=32}">
            %402 = cute.get_scalars(%e1_1287) : !cute.int_tuple<"?{div=128}">
            %403 = cute.get_scalars(%e2_1288) : !cute.int_tuple<"?">
            %lay_1289 = cute.get_layout(%view_1283) : !cute_coord_tensor_8c717f
            %404 = cute.get_shape(%lay_1289) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_1290, %e1_1291, %e2_1292, %e3_1293 = cute.get_leaves(%404) : !cute.shape<"(((32,128),1),1)">
            %grouped_1294 = cute.group_modes(%view_1283) <1, 2> : (!cute_coord_tensor_8c717f) -> !cute_coord_tensor_1abc17
            %iter_1295 = cute.get_iter(%grouped_1294) : !cute_coord_tensor_1abc17
            %tup_1296 = cute.deref_arith_tuple_iter(%iter_1295) : !cute_arith_tuple_iter_df6bff
            %e0_1297, %e1_1298, %e2_1299 = cute.get_leaves(%tup_1296) : !cute_int_tuple_36697f
            %405 = cute.get_scalars(%e0_1297) : !cute.int_tuple<"?{div=32}">
            %406 = cute.get_scalars(%e1_1298) : !cute.int_tuple<"?{div=128}">
            %407 = cute.get_scalars(%e2_1299) : !cute.int_tuple<"?">
            %iter_1300 = cute.get_iter(%grouped_1294) : !cute_coord_tensor_1abc17
            %tup_1301 = cute.deref_arith_tuple_iter(%iter_1300) : !cute_arith_tuple_iter_df6bff
            %e0_1302, %e1_1303, %e2_1304 = cute.get_leaves(%tup_1301) : !cute_int_tuple_36697f
            %408 = cute.get_scalars(%e0_1302) : !cute.int_tuple<"?{div=32}">
            %409 = cute.get_scalars(%e1_1303) : !cute.int_tuple<"?{div=128}">
            %410 = cute.get_scalars(%e2_1304) : !cute.int_tuple<"?">
            %lay_1305 = cute.get_layout(%grouped_1276) : !memref_smem_f16_23
            %411 = cute.get_shape(%lay_1305) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_1306, %e1_1307, %e2_1308 = cute.get_leaves(%411) : !cute.shape<"((4096,1),(1))">
            %lay_1309 = cute.get_layout(%grouped_1294) : !cute_coord_tensor_1abc17
            %412 = cute.get_shape(%lay_1309) : (!cute_layout_175aab) -> !cute_shape_018bee
            %e0_1310, %e1_1311, %e2_1312, %e3_1313 = cute.get_leaves(%412) : !cute_shape_018bee
            %sz_1314 = cute.size(%grouped_1276) <{mode = [1]}> : (!memref_smem_f16_23) -> !cute.int_tuple<"1">
            %e0_1315 = cute.get_leaves(%sz_1314) : !cute.int_tuple<"1">
            %sz_1316 = cute.size(%grouped_1294) <{mode = [1]}> : (!cute_coord_tensor_1abc17) -> !cute.int_tuple<"1">
            %e0_1317 = cute.get_leaves(%sz_1316) : !cute.int_tuple<"1">
            %413 = cute_nvgpu.atom.make_exec_tma(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_9e4174) -> !cute_nvgpu_atom_tma_store_337b40
            cute.copy(%413, %grouped_1276, %grouped_1294) : (!cute_nvgpu_atom_tma_store_337b40, !memref_smem_f16_23, !cute_coord_tensor_1abc17)
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
            scf.yield %306 : !cute.layout<"(1,8):(8,1)">
          } else {
            scf.yield %306 : !cute.layout<"(1,8):(8,1)">
          }
          nvvm.barrier id = %c1_i32_388 number_of_threads = %c256_i32
          %334 = arith.addi %308, %c1_i32 : i32
          %335 = arith.remsi %334, %c4_i32 : i32
          %coord_1042 = cute.make_coord() : () -> !cute.coord<"96">
          %336 = cute.memref.load(%retiled, %coord_1042) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
          %coord_1043 = cute.make_coord() : () -> !cute.coord<"0">
          cute.memref.store(%arg10, %coord_1043, %336) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %coord_1044 = cute.make_coord() : () -> !cute.coord<"97">
          %337 = cute.memref.load(%retiled, %coord_1044) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
          %coord_1045 = cute.make_coord() : () -> !cute.coord<"1">
          cute.memref.store(%arg10, %coord_1045, %337) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %coord_1046 = cute.make_coord() : () -> !cute.coord<"98">
          %338 = cute.memref.load(%retiled, %coord_1046) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
          %coord_1047 = cute.make_coord() : () -> !cute.coord<"2">
          cute.memref.store(%arg10, %coord_1047, %338) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %coord_1048 = cute.make_coord() : () -> !cute.coord<"99">
          %339 = cute.memref.load(%retiled, %coord_1048) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
          %coord_1049 = cute.make_coord() : () -> !cute.coord<"3">
          cute.memref.store(%arg10, %coord_1049, %339) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %coord_1050 = cute.make_coord() : () -> !cute.coord<"100">
          %340 = cute.memref.load(%retiled, %coord_1050) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
          %coord_1051 = cute.make_coord() : () -> !cute.coord<"4">
          cute.memref.store(%arg10, %coord_1051, %340) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %coord_1052 = cute.make_coord() : () -> !cute.coord<"101">
          %341 = cute.memref.load(%retiled, %coord_1052) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
          %coord_1053 = cute.make_coord() : () -> !cute.coord<"5">
          cute.memref.store(%arg10, %coord_1053, %341) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %coord_1054 = cute.make_coord() : () -> !cute.coord<"102">
          %342 = cute.memref.load(%retiled, %coord_1054) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
          %coord_1055 = cute.make_coord() : () -> !cute.coord<"6">
          cute.memref.store(%arg10, %coord_1055, %342) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %coord_1056 = cute.make_coord() : () -> !cute.coord<"103">
          %343 = cute.memref.load(%retiled, %coord_1056) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
          %coord_1057 = cute.make_coord() : () -> !cute.coord<"7">
          cute.memref.store(%arg10, %coord_1057, %343) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %coord_1058 = cute.make_coord() : () -> !cute.coord<"104">
          %344 = cute.memref.load(%retiled, %coord_1058) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
          %coord_1059 = cute.make_coord() : () -> !cute.coord<"8">
          cute.memref.store(%arg10, %coord_1059, %344) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
          %coord_1060 = cute.make_coord() : () -> !cute.coord<"105">
          %345 = cute.memref.load(%retiled, %coord_1060) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
          %coord_1061 = cute.make_coord() : () -> !cute.coord<"9">
          cute.memref.store(%arg10, %coord_1061, %345) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
          %coord_1062 = cute.make_coord() : () -> !cute.coord<"106">
          %346 = cute.memref.load(%retiled, %coord_1062) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
          %coord_1063 = cute.make_coord() : () -> !cute.coord<"10">
          cute.memref.store(%arg10, %coord_1063, %346) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
          %coord_1064 = cute.make_coord() : () -> !cute.coord<"107">
          %347 = cute.memref.load(%retiled, %coord_1064) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
          %coord_1065 = cute.make_coord() : () -> !cute.coord<"11">
          cute.memref.store(%arg10, %coord_1065, %347) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
          %coord_1066 = cute.make_coord() : () -> !cute.coord<"108">
          %348 = cute.memref.load(%retiled, %coord_1066) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
          %coord_1067 = cute.make_coord() : () -> !cute.coord<"12">
          cute.memref.store(%arg10, %coord_1067, %348) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
          %coord_1068 = cute.make_coord() : () -> !cute.coord<"109">
          %349 = cute.memref.load(%retiled, %coord_1068) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
          %coord_1069 = cute.make_coord() : () -> !cute.coord<"13">
          cute.memref.store(%arg10, %coord_1069, %349) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
          %coord_1070 = cute.make_coord() : () -> !cute.coord<"110">
          %350 = cute.memref.load(%retiled, %coord_1070) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
          %coord_1071 = cute.make_coord() : () -> !cute.coord<"14">
          cute.memref.store(%arg10, %coord_1071, %350) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
          %coord_1072 = cute.make_coord() : () -> !cute.coord<"111">
          %351 = cute.memref.load(%retiled, %coord_1072) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
          %coord_1073 = cute.make_coord() : () -> !cute.coord<"15">
          cute.memref.store(%arg10, %coord_1073, %351) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
          %352 = cute.memref.load_vec(%arg10) : (!memref_rmem_f32_2) -> vector<16xf32>
          %int_tuple_1074 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_1075 = cute.size(%int_tuple_1074) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_1076 = cute.get_leaves(%sz_1075) : !cute.int_tuple<"16">
          %353 = arith.truncf %352 : vector<16xf32> to vector<16xf16>
          %int_tuple_1077 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_1078 = cute.size(%int_tuple_1077) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_1079 = cute.get_leaves(%sz_1078) : !cute.int_tuple<"16">
          %int_tuple_1080 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_1081 = cute.size(%int_tuple_1080) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_1082 = cute.get_leaves(%sz_1081) : !cute.int_tuple<"16">
          cute.memref.store_vec(%353, %arg21) : (vector<16xf16>, !memref_rmem_f16) -> ()
          %coord_1083 = cute.make_coord(%335) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_1084 = cute.slice(%dst_partitioned, %coord_1083) : !memref_smem_f16_15, !cute.coord<"(_,_,_,?)">
          %iter_1085 = cute.get_iter(%slice_1084) : !memref_smem_f16_19
          %iter_1086 = cute.get_iter(%slice_1084) : !memref_smem_f16_19
          %lay_1087 = cute.get_layout(%slice_1084) : !memref_smem_f16_19
          %354 = cute.get_shape(%lay_1087) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_1088, %e1_1089, %e2_1090, %e3_1091, %e4_1092 = cute.get_leaves(%354) : !cute.shape<"(((2,4),1),1,2)">
          %shape_1093 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_1094 = cute.make_layout(%shape_1093) : !cute.layout<"1:0">
          %append_1095 = cute.append_to_rank<2> (%lay_489, %lay_1094) : !cute_layout_07db63, !cute.layout<"1:0">
          %view_1096 = cute.make_view(%iter_367, %append_1095) : !memref_rmem_f16
          %iter_1097 = cute.get_iter(%view_1096) : !memref_rmem_f16
          %lay_1098 = cute.get_layout(%view_1096) : !memref_rmem_f16
          %355 = cute.get_shape(%lay_1098) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_1099, %e1_1100, %e2_1101, %e3_1102, %e4_1103, %e5_1104 = cute.get_leaves(%355) : !cute_shape_6fc090
          %grouped_1105 = cute.group_modes(%view_1096) <1, 3> : (!memref_rmem_f16) -> !memref_rmem_f16_1
          %iter_1106 = cute.get_iter(%grouped_1105) : !memref_rmem_f16_1
          %iter_1107 = cute.get_iter(%grouped_1105) : !memref_rmem_f16_1
          %shape_1108 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_1109 = cute.make_layout(%shape_1108) : !cute.layout<"1:0">
          %append_1110 = cute.append_to_rank<2> (%lay_1087, %lay_1109) : !cute_layout_70c0fe, !cute.layout<"1:0">
          %view_1111 = cute.make_view(%iter_1086, %append_1110) : !memref_smem_f16_19
          %iter_1112 = cute.get_iter(%view_1111) : !memref_smem_f16_19
          %lay_1113 = cute.get_layout(%view_1111) : !memref_smem_f16_19
          %356 = cute.get_shape(%lay_1113) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_1114, %e1_1115, %e2_1116, %e3_1117, %e4_1118 = cute.get_leaves(%356) : !cute.shape<"(((2,4),1),1,2)">
          %grouped_1119 = cute.group_modes(%view_1111) <1, 3> : (!memref_smem_f16_19) -> !memref_smem_f16_20
          %iter_1120 = cute.get_iter(%grouped_1119) : !memref_smem_f16_20
          %iter_1121 = cute.get_iter(%grouped_1119) : !memref_smem_f16_20
          %lay_1122 = cute.get_layout(%grouped_1105) : !memref_rmem_f16_1
          %357 = cute.get_shape(%lay_1122) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_1123, %e1_1124, %e2_1125, %e3_1126, %e4_1127, %e5_1128 = cute.get_leaves(%357) : !cute_shape_b5193b
          %lay_1129 = cute.get_layout(%grouped_1119) : !memref_smem_f16_20
          %358 = cute.get_shape(%lay_1129) : (!cute_layout_449a82) -> !cute_shape_c0241c
          %e0_1130, %e1_1131, %e2_1132, %e3_1133, %e4_1134 = cute.get_leaves(%358) : !cute_shape_c0241c
          %sz_1135 = cute.size(%grouped_1105) <{mode = [1]}> : (!memref_rmem_f16_1) -> !cute.int_tuple<"2">
          %e0_1136 = cute.get_leaves(%sz_1135) : !cute.int_tuple<"2">
          %sz_1137 = cute.size(%grouped_1119) <{mode = [1]}> : (!memref_smem_f16_20) -> !cute.int_tuple<"2">
          %e0_1138 = cute.get_leaves(%sz_1137) : !cute.int_tuple<"2">
          cute.copy(%127, %grouped_1105, %grouped_1119) : (!copy_stsm_4_1, !memref_rmem_f16_1, !memref_smem_f16_20)
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32_388 number_of_threads = %c256_i32
          %359 = arith.cmpi eq, %15, %c4_i32 : i32
          %360 = scf.if %359 -> (!cute.layout<"(1,8):(8,1)">) {
            %coord_1242 = cute.make_coord(%335) : (i32) -> !cute.coord<"(_,?)">
            %slice_1243 = cute.slice(%res_smem_tensor_428, %coord_1242) : !memref_smem_f16_18, !cute.coord<"(_,?)">
            %iter_1244 = cute.get_iter(%slice_1243) : !memref_smem_f16_21
            %iter_1245 = cute.get_iter(%slice_1243) : !memref_smem_f16_21
            %c6_i32 = arith.constant 6 : i32
            %391 = cute.get_hier_coord(%c6_i32, %333) : (i32, !cute.layout<"(1,8):(8,1)">) -> !cute.coord<"(0,6)">
            %e0_1246, %e1_1247 = cute.get_leaves(%391) : !cute.coord<"(0,6)">
            %coord_1248 = cute.make_coord() : () -> !cute.coord<"(_,(0,6))">
            %slice_1249 = cute.slice(%res_target_tensors_429, %coord_1248) : !cute_coord_tensor_f1d1de, !cute.coord<"(_,(0,6))">
            %iter_1250 = cute.get_iter(%slice_1249) : !cute_coord_tensor_84a431
            %tup_1251 = cute.deref_arith_tuple_iter(%iter_1250) : !cute_arith_tuple_iter_396070
            %e0_1252, %e1_1253, %e2_1254 = cute.get_leaves(%tup_1251) : !cute_int_tuple_ae8a07
            %392 = cute.get_scalars(%e0_1252) : !cute.int_tuple<"?{div=64}">
            %393 = cute.get_scalars(%e1_1253) : !cute.int_tuple<"?{div=128}">
            %394 = cute.get_scalars(%e2_1254) : !cute.int_tuple<"?">
            %iter_1255 = cute.get_iter(%slice_1249) : !cute_coord_tensor_84a431
            %tup_1256 = cute.deref_arith_tuple_iter(%iter_1255) : !cute_arith_tuple_iter_396070
            %e0_1257, %e1_1258, %e2_1259 = cute.get_leaves(%tup_1256) : !cute_int_tuple_ae8a07
            %395 = cute.get_scalars(%e0_1257) : !cute.int_tuple<"?{div=64}">
            %396 = cute.get_scalars(%e1_1258) : !cute.int_tuple<"?{div=128}">
            %397 = cute.get_scalars(%e2_1259) : !cute.int_tuple<"?">
            %lay_1260 = cute.get_layout(%slice_1243) : !memref_smem_f16_21
            %398 = cute.get_shape(%lay_1260) : (!cute_layout_247bff) -> !cute.shape<"((4096,1))">
            %e0_1261, %e1_1262 = cute.get_leaves(%398) : !cute.shape<"((4096,1))">
            %lay_1263 = cute.get_layout(%slice_1249) : !cute_coord_tensor_84a431
            %399 = cute.get_shape(%lay_1263) : (!cute_layout_66697d) -> !cute.shape<"(((32,128),1))">
            %e0_1264, %e1_1265, %e2_1266 = cute.get_leaves(%399) : !cute.shape<"(((32,128),1))">
            %shape_1267 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1268 = cute.make_layout(%shape_1267) : !cute.layout<"1:0">
            %append_1269 = cute.append_to_rank<2> (%lay_1260, %lay_1268) : !cute_layout_247bff, !cute.layout<"1:0">
            %view_1270 = cute.make_view(%iter_1245, %append_1269) : !memref_smem_f16_22
            %iter_1271 = cute.get_iter(%view_1270) : !memref_smem_f16_22
            %lay_1272 = cute.get_layout(%view_1270) : !memref_smem_f16_22
            %400 = cute.get_shape(%lay_1272) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_1273, %e1_1274, %e2_1275 = cute.get_leaves(%400) : !cute.shape<"((4096,1),1)">
            %grouped_1276 = cute.group_modes(%view_1270) <1, 2> : (!memref_smem_f16_22) -> !memref_smem_f16_23
            %iter_1277 = cute.get_iter(%grouped_1276) : !memref_smem_f16_23
            %iter_1278 = cute.get_iter(%grouped_1276) : !memref_smem_f16_23
            %shape_1279 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1280 = cute.make_layout(%shape_1279) : !cute.layout<"1:0">
            %append_1281 = cute.append_to_rank<2> (%lay_1263, %lay_1280) : !cute_layout_66697d, !cute.layout<"1:0">
            %int_tuple_1282 = cute.make_int_tuple(%e0_1257, %e1_1258, %e2_1259) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ae8a07
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_1282) : (!cute_int_tuple_ae8a07) -> !cute_arith_tuple_iter_396070
            %view_1283 = cute.make_view(%int_tup_iter, %append_1281) : !cute_coord_tensor_c6aae5
            %iter_1284 = cute.get_iter(%view_1283) : !cute_coord_tensor_c6aae5
            %tup_1285 = cute.deref_arith_tuple_iter(%iter_1284) : !cute_arith_tuple_iter_396070
            %e0_1286, %e1_1287, %e2_1288 = cute.get_leaves(%tup_1285) : !cute_int_tuple_ae8a07
            %401 = cute.get_scalars(%e0_1286) : !cute.int_tuple<"?{div=64}">
            %402 = cute.get_scalars(%e1_1287) : !cute.int_tuple<"?{div=128}">
            %403 = cute.get_scalars(%e2_1288) : !cute.int_tuple<"?">
            %lay_1289 = cute.get_layout(%view_1283) : !cute_coord_tensor_c6aae5
            %404 = cute.get_shape(%lay_1289) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_1290, %e1_1291, %e2_1292, %e3_1293 = cute.get_leaves(%404) : !cute.shape<"(((32,128),1),1)">
            %grouped_1294 = cute.group_modes(%view_1283) <1, 2> : (!cute_coord_tensor_c6aae5) -> !cute_coord_tensor_da4be1
            %iter_1295 = cute.get_iter(%grouped_1294) : !cute_coord_tensor_da4be1
            %tup_1296 = cute.deref_arith_tuple_iter(%iter_1295) : !cute_arith_tuple_iter_396070
            %e0_1297, %e1_1298, %e2_1299 = cute.get_leaves(%tup_1296) : !cute_int_tuple_ae8a07
            %405 = cute.get_scalars(%e0_1297) : !cute.int_tuple<"?{div=64}">
            %406 = cute.get_scalars(%e1_1298) : !cute.int_tuple<"?{div=128}">
            %407 = cute.get_scalars(%e2_1299) : !cute.int_tuple<"?">
            %iter_1300 = cute.get_iter(%grouped_1294) : !cute_coord_tensor_da4be1
            %tup_1301 = cute.deref_arith_tuple_iter(%iter_1300) : !cute_arith_tuple_iter_396070
            %e0_1302, %e1_1303, %e2_1304 = cute.get_leaves(%tup_1301) : !cute_int_tuple_ae8a07
            %408 = cute.get_scalars(%e0_1302) : !cute.int_tuple<"?{div=64}">
            %409 = cute.get_scalars(%e1_1303) : !cute.int_tuple<"?{div=128}">
            %410 = cute.get_scalars(%e2_1304) : !cute.int_tuple<"?">
            %lay_1305 = cute.get_layout(%grouped_1276) : !memref_smem_f16_23
            %411 = cute.get_shape(%lay_1305) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_1306, %e1_1307, %e2_1308 = cute.get_leaves(%411) : !cute.shape<"((4096,1),(1))">
            %lay_1309 = cute.get_layout(%grouped_1294) : !cute_coord_tensor_da4be1
            %412 = cute.get_shape(%lay_1309) : (!cute_layout_175aab) -> !cute_shape_018bee
            %e0_1310, %e1_1311, %e2_1312, %e3_1313 = cute.get_leaves(%412) : !cute_shape_018bee
            %sz_1314 = cute.size(%grouped_1276) <{mode = [1]}> : (!memref_smem_f16_23) -> !cute.int_tuple<"1">
            %e0_1315 = cute.get_leaves(%sz_1314) : !cute.int_tuple<"1">
            %sz_1316 = cute.size(%grouped_1294) <{mode = [1]}> : (!cute_coord_tensor_da4be1) -> !cute.int_tuple<"1">
            %e0_1317 = cute.get_leaves(%sz_1316) : !cute.int_tuple<"1">
            %413 = cute_nvgpu.atom.make_exec_tma(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_9e4174) -> !cute_nvgpu_atom_tma_store_337b40
            cute.copy(%413, %grouped_1276, %grouped_1294) : (!cute_nvgpu_atom_tma_store_337b40, !memref_smem_f16_23, !cute_coord_tensor_da4be1)
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
            scf.yield %333 : !cute.layout<"(1,8):(8,1)">
          } else {
            scf.yield %333 : !cute.layout<"(1,8):(8,1)">
          }
          nvvm.barrier id = %c1_i32_388 number_of_threads = %c256_i32
          %361 = arith.addi %335, %c1_i32 : i32
          %362 = arith.remsi %361, %c4_i32 : i32
          %coord_1139 = cute.make_coord() : () -> !cute.coord<"112">
          %363 = cute.memref.load(%retiled, %coord_1139) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
          %coord_1140 = cute.make_coord() : () -> !cute.coord<"0">
          cute.memref.store(%arg10, %coord_1140, %363) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %coord_1141 = cute.make_coord() : () -> !cute.coord<"113">
          %364 = cute.memref.load(%retiled, %coord_1141) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
          %coord_1142 = cute.make_coord() : () -> !cute.coord<"1">
          cute.memref.store(%arg10, %coord_1142, %364) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %coord_1143 = cute.make_coord() : () -> !cute.coord<"114">
          %365 = cute.memref.load(%retiled, %coord_1143) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
          %coord_1144 = cute.make_coord() : () -> !cute.coord<"2">
          cute.memref.store(%arg10, %coord_1144, %365) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %coord_1145 = cute.make_coord() : () -> !cute.coord<"115">
          %366 = cute.memref.load(%retiled, %coord_1145) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
          %coord_1146 = cute.make_coord() : () -> !cute.coord<"3">
          cute.memref.store(%arg10, %coord_1146, %366) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %coord_1147 = cute.make_coord() : () -> !cute.coord<"116">
          %367 = cute.memref.load(%retiled, %coord_1147) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
          %coord_1148 = cute.make_coord() : () -> !cute.coord<"4">
          cute.memref.store(%arg10, %coord_1148, %367) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %coord_1149 = cute.make_coord() : () -> !cute.coord<"117">
          %368 = cute.memref.load(%retiled, %coord_1149) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
          %coord_1150 = cute.make_coord() : () -> !cute.coord<"5">
          cute.memref.store(%arg10, %coord_1150, %368) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %coord_1151 = cute.make_coord() : () -> !cute.coord<"118">
          %369 = cute.memref.load(%retiled, %coord_1151) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
          %coord_1152 = cute.make_coord() : () -> !cute.coord<"6">
          cute.memref.store(%arg10, %coord_1152, %369) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %coord_1153 = cute.make_coord() : () -> !cute.coord<"119">
          %370 = cute.memref.load(%retiled, %coord_1153) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
          %coord_1154 = cute.make_coord() : () -> !cute.coord<"7">
          cute.memref.store(%arg10, %coord_1154, %370) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %coord_1155 = cute.make_coord() : () -> !cute.coord<"120">
          %371 = cute.memref.load(%retiled, %coord_1155) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
          %coord_1156 = cute.make_coord() : () -> !cute.coord<"8">
          cute.memref.store(%arg10, %coord_1156, %371) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
          %coord_1157 = cute.make_coord() : () -> !cute.coord<"121">
          %372 = cute.memref.load(%retiled, %coord_1157) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
          %coord_1158 = cute.make_coord() : () -> !cute.coord<"9">
          cute.memref.store(%arg10, %coord_1158, %372) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
          %coord_1159 = cute.make_coord() : () -> !cute.coord<"122">
          %373 = cute.memref.load(%retiled, %coord_1159) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
          %coord_1160 = cute.make_coord() : () -> !cute.coord<"10">
          cute.memref.store(%arg10, %coord_1160, %373) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
          %coord_1161 = cute.make_coord() : () -> !cute.coord<"123">
          %374 = cute.memref.load(%retiled, %coord_1161) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
          %coord_1162 = cute.make_coord() : () -> !cute.coord<"11">
          cute.memref.store(%arg10, %coord_1162, %374) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
          %coord_1163 = cute.make_coord() : () -> !cute.coord<"124">
          %375 = cute.memref.load(%retiled, %coord_1163) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
          %coord_1164 = cute.make_coord() : () -> !cute.coord<"12">
          cute.memref.store(%arg10, %coord_1164, %375) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
          %coord_1165 = cute.make_coord() : () -> !cute.coord<"125">
          %376 = cute.memref.load(%retiled, %coord_1165) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
          %coord_1166 = cute.make_coord() : () -> !cute.coord<"13">
          cute.memref.store(%arg10, %coord_1166, %376) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
          %coord_1167 = cute.make_coord() : () -> !cute.coord<"126">
          %377 = cute.memref.load(%retiled, %coord_1167) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
          %coord_1168 = cute.make_coord() : () -> !cute.coord<"14">
          cute.memref.store(%arg10, %coord_1168, %377) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
          %coord_1169 = cute.make_coord() : () -> !cute.coord<"127">
          %378 = cute.memref.load(%retiled, %coord_1169) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
          %coord_1170 = cute.make_coord() : () -> !cute.coord<"15">
          cute.memref.store(%arg10, %coord_1170, %378) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
          %379 = cute.memref.load_vec(%arg10) : (!memref_rmem_f32_2) -> vector<16xf32>
          %int_tuple_1171 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_1172 = cute.size(%int_tuple_1171) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_1173 = cute.get_leaves(%sz_1172) : !cute.int_tuple<"16">
          %380 = arith.truncf %379 : vector<16xf32> to vector<16xf16>
          %int_tuple_1174 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_1175 = cute.size(%int_tuple_1174) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_1176 = cute.get_leaves(%sz_1175) : !cute.int_tuple<"16">
          %int_tuple_1177 = cute.make_int_tuple() : () -> !cute_int_tuple_3a3498
          %sz_1178 = cute.size(%int_tuple_1177) : (!cute_int_tuple_3a3498) -> !cute.int_tuple<"16">
          %e0_1179 = cute.get_leaves(%sz_1178) : !cute.int_tuple<"16">
          cute.memref.store_vec(%380, %arg21) : (vector<16xf16>, !memref_rmem_f16) -> ()
          %coord_1180 = cute.make_coord(%362) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_1181 = cute.slice(%dst_partitioned, %coord_1180) : !memref_smem_f16_15, !cute.coord<"(_,_,_,?)">
          %iter_1182 = cute.get_iter(%slice_1181) : !memref_smem_f16_19
          %iter_1183 = cute.get_iter(%slice_1181) : !memref_smem_f16_19
          %lay_1184 = cute.get_layout(%slice_1181) : !memref_smem_f16_19
          %381 = cute.get_shape(%lay_1184) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_1185, %e1_1186, %e2_1187, %e3_1188, %e4_1189 = cute.get_leaves(%381) : !cute.shape<"(((2,4),1),1,2)">
          %shape_1190 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_1191 = cute.make_layout(%shape_1190) : !cute.layout<"1:0">
          %append_1192 = cute.append_to_rank<2> (%lay_489, %lay_1191) : !cute_layout_07db63, !cute.layout<"1:0">
          %view_1193 = cute.make_view(%iter_367, %append_1192) : !memref_rmem_f16
          %iter_1194 = cute.get_iter(%view_1193) : !memref_rmem_f16
          %lay_1195 = cute.get_layout(%view_1193) : !memref_rmem_f16
          %382 = cute.get_shape(%lay_1195) : (!cute_layout_07db63) -> !cute_shape_6fc090
          %e0_1196, %e1_1197, %e2_1198, %e3_1199, %e4_1200, %e5_1201 = cute.get_leaves(%382) : !cute_shape_6fc090
          %grouped_1202 = cute.group_modes(%view_1193) <1, 3> : (!memref_rmem_f16) -> !memref_rmem_f16_1
          %iter_1203 = cute.get_iter(%grouped_1202) : !memref_rmem_f16_1
          %iter_1204 = cute.get_iter(%grouped_1202) : !memref_rmem_f16_1
          %shape_1205 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_1206 = cute.make_layout(%shape_1205) : !cute.layout<"1:0">
          %append_1207 = cute.append_to_rank<2> (%lay_1184, %lay_1206) : !cute_layout_70c0fe, !cute.layout<"1:0">
          %view_1208 = cute.make_view(%iter_1183, %append_1207) : !memref_smem_f16_19
          %iter_1209 = cute.get_iter(%view_1208) : !memref_smem_f16_19
          %lay_1210 = cute.get_layout(%view_1208) : !memref_smem_f16_19
          %383 = cute.get_shape(%lay_1210) : (!cute_layout_70c0fe) -> !cute.shape<"(((2,4),1),1,2)">
          %e0_1211, %e1_1212, %e2_1213, %e3_1214, %e4_1215 = cute.get_leaves(%383) : !cute.shape<"(((2,4),1),1,2)">
          %grouped_1216 = cute.group_modes(%view_1208) <1, 3> : (!memref_smem_f16_19) -> !memref_smem_f16_20
          %iter_1217 = cute.get_iter(%grouped_1216) : !memref_smem_f16_20
          %iter_1218 = cute.get_iter(%grouped_1216) : !memref_smem_f16_20
          %lay_1219 = cute.get_layout(%grouped_1202) : !memref_rmem_f16_1
          %384 = cute.get_shape(%lay_1219) : (!cute_layout_469c68) -> !cute_shape_b5193b
          %e0_1220, %e1_1221, %e2_1222, %e3_1223, %e4_1224, %e5_1225 = cute.get_leaves(%384) : !cute_shape_b5193b
          %lay_1226 = cute.get_layout(%grouped_1216) : !memref_smem_f16_20
          %385 = cute.get_shape(%lay_1226) : (!cute_layout_449a82) -> !cute_shape_c0241c
          %e0_1227, %e1_1228, %e2_1229, %e3_1230, %e4_1231 = cute.get_leaves(%385) : !cute_shape_c0241c
          %sz_1232 = cute.size(%grouped_1202) <{mode = [1]}> : (!memref_rmem_f16_1) -> !cute.int_tuple<"2">
          %e0_1233 = cute.get_leaves(%sz_1232) : !cute.int_tuple<"2">
          %sz_1234 = cute.size(%grouped_1216) <{mode = [1]}> : (!memref_smem_f16_20) -> !cute.int_tuple<"2">
          %e0_1235 = cute.get_leaves(%sz_1234) : !cute.int_tuple<"2">
          cute.copy(%127, %grouped_1202, %grouped_1216) : (!copy_stsm_4_1, !memref_rmem_f16_1, !memref_smem_f16_20)
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %c1_i32_388 number_of_threads = %c256_i32
          %386 = arith.cmpi eq, %15, %c4_i32 : i32
          %387 = scf.if %386 -> (!cute.layout<"(1,8):(8,1)">) {
            %coord_1242 = cute.make_coord(%362) : (i32) -> !cute.coord<"(_,?)">
            %slice_1243 = cute.slice(%res_smem_tensor_428, %coord_1242) : !memref_smem_f16_18, !cute.coord<"(_,?)">
            %iter_1244 = cute.get_iter(%slice_1243) : !memref_smem_f16_21
            %iter_1245 = cute.get_iter(%slice_1243) : !memref_smem_f16_21
            %c7_i32 = arith.constant 7 : i32
            %391 = cute.get_hier_coord(%c7_i32, %360) : (i32, !cute.layout<"(1,8):(8,1)">) -> !cute.coord<"(0,7)">
            %e0_1246, %e1_1247 = cute.get_leaves(%391) : !cute.coord<"(0,7)">
            %coord_1248 = cute.make_coord() : () -> !cute.coord<"(_,(0,7))">
            %slice_1249 = cute.slice(%res_target_tensors_429, %coord_1248) : !cute_coord_tensor_f1d1de, !cute.coord<"(_,(0,7))">
            %iter_1250 = cute.get_iter(%slice_1249) : !cute_coord_tensor_be953c
            %tup_1251 = cute.deref_arith_tuple_iter(%iter_1250) : !cute_arith_tuple_iter_df6bff
            %e0_1252, %e1_1253, %e2_1254 = cute.get_leaves(%tup_1251) : !cute_int_tuple_36697f
            %392 = cute.get_scalars(%e0_1252) : !cute.int_tuple<"?{div=32}">
            %393 = cute.get_scalars(%e1_1253) : !cute.int_tuple<"?{div=128}">
            %394 = cute.get_scalars(%e2_1254) : !cute.int_tuple<"?">
            %iter_1255 = cute.get_iter(%slice_1249) : !cute_coord_tensor_be953c
            %tup_1256 = cute.deref_arith_tuple_iter(%iter_1255) : !cute_arith_tuple_iter_df6bff
            %e0_1257, %e1_1258, %e2_1259 = cute.get_leaves(%tup_1256) : !cute_int_tuple_36697f
            %395 = cute.get_scalars(%e0_1257) : !cute.int_tuple<"?{div=32}">
            %396 = cute.get_scalars(%e1_1258) : !cute.int_tuple<"?{div=128}">
            %397 = cute.get_scalars(%e2_1259) : !cute.int_tuple<"?">
            %lay_1260 = cute.get_layout(%slice_1243) : !memref_smem_f16_21
            %398 = cute.get_shape(%lay_1260) : (!cute_layout_247bff) -> !cute.shape<"((4096,1))">
            %e0_1261, %e1_1262 = cute.get_leaves(%398) : !cute.shape<"((4096,1))">
            %lay_1263 = cute.get_layout(%slice_1249) : !cute_coord_tensor_be953c
            %399 = cute.get_shape(%lay_1263) : (!cute_layout_66697d) -> !cute.shape<"(((32,128),1))">
            %e0_1264, %e1_1265, %e2_1266 = cute.get_leaves(%399) : !cute.shape<"(((32,128),1))">
            %shape_1267 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1268 = cute.make_layout(%shape_1267) : !cute.layout<"1:0">
            %append_1269 = cute.append_to_rank<2> (%lay_1260, %lay_1268) : !cute_layout_247bff, !cute.layout<"1:0">
            %view_1270 = cute.make_view(%iter_1245, %append_1269) : !memref_smem_f16_22
            %iter_1271 = cute.get_iter(%view_1270) : !memref_smem_f16_22
            %lay_1272 = cute.get_layout(%view_1270) : !memref_smem_f16_22
            %400 = cute.get_shape(%lay_1272) : (!cute_layout_40c3e8) -> !cute.shape<"((4096,1),1)">
            %e0_1273, %e1_1274, %e2_1275 = cute.get_leaves(%400) : !cute.shape<"((4096,1),1)">
            %grouped_1276 = cute.group_modes(%view_1270) <1, 2> : (!memref_smem_f16_22) -> !memref_smem_f16_23
            %iter_1277 = cute.get_iter(%grouped_1276) : !memref_smem_f16_23
            %iter_1278 = cute.get_iter(%grouped_1276) : !memref_smem_f16_23
            %shape_1279 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_1280 = cute.make_layout(%shape_1279) : !cute.layout<"1:0">
            %append_1281 = cute.append_to_rank<2> (%lay_1263, %lay_1280) : !cute_layout_66697d, !cute.layout<"1:0">
            %int_tuple_1282 = cute.make_int_tuple(%e0_1257, %e1_1258, %e2_1259) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_36697f
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_1282) : (!cute_int_tuple_36697f) -> !cute_arith_tuple_iter_df6bff
            %view_1283 = cute.make_view(%int_tup_iter, %append_1281) : !cute_coord_tensor_8c717f
            %iter_1284 = cute.get_iter(%view_1283) : !cute_coord_tensor_8c717f
            %tup_1285 = cute.deref_arith_tuple_iter(%iter_1284) : !cute_arith_tuple_iter_df6bff
            %e0_1286, %e1_1287, %e2_1288 = cute.get_leaves(%tup_1285) : !cute_int_tuple_36697f
            %401 = cute.get_scalars(%e0_1286) : !cute.int_tuple<"?{div=32}">
            %402 = cute.get_scalars(%e1_1287) : !cute.int_tuple<"?{div=128}">
            %403 = cute.get_scalars(%e2_1288) : !cute.int_tuple<"?">
            %lay_1289 = cute.get_layout(%view_1283) : !cute_coord_tensor_8c717f
            %404 = cute.get_shape(%lay_1289) : (!cute_layout_6a44ad) -> !cute.shape<"(((32,128),1),1)">
            %e0_1290, %e1_1291, %e2_1292, %e3_1293 = cute.get_leaves(%404) : !cute.shape<"(((32,128),1),1)">
            %grouped_1294 = cute.group_modes(%view_1283) <1, 2> : (!cute_coord_tensor_8c717f) -> !cute_coord_tensor_1abc17
            %iter_1295 = cute.get_iter(%grouped_1294) : !cute_coord_tensor_1abc17
            %tup_1296 = cute.deref_arith_tuple_iter(%iter_1295) : !cute_arith_tuple_iter_df6bff
            %e0_1297, %e1_1298, %e2_1299 = cute.get_leaves(%tup_1296) : !cute_int_tuple_36697f
            %405 = cute.get_scalars(%e0_1297) : !cute.int_tuple<"?{div=32}">
            %406 = cute.get_scalars(%e1_1298) : !cute.int_tuple<"?{div=128}">
            %407 = cute.get_scalars(%e2_1299) : !cute.int_tuple<"?">
            %iter_1300 = cute.get_iter(%grouped_1294) : !cute_coord_tensor_1abc17
            %tup_1301 = cute.deref_arith_tuple_iter(%iter_1300) : !cute_arith_tuple_iter_df6bff
            %e0_1302, %e1_1303, %e2_1304 = cute.get_leaves(%tup_1301) : !cute_int_tuple_36697f
            %408 = cute.get_scalars(%e0_1302) : !cute.int_tuple<"?{div=32}">
            %409 = cute.get_scalars(%e1_1303) : !cute.int_tuple<"?{div=128}">
            %410 = cute.get_scalars(%e2_1304) : !cute.int_tuple<"?">
            %lay_1305 = cute.get_layout(%grouped_1276) : !memref_smem_f16_23
            %411 = cute.get_shape(%lay_1305) : (!cute_layout_af8d28) -> !cute.shape<"((4096,1),(1))">
            %e0_1306, %e1_1307, %e2_1308 = cute.get_leaves(%411) : !cute.shape<"((4096,1),(1))">
            %lay_1309 = cute.get_layout(%grouped_1294) : !cute_coord_tensor_1abc17
            %412 = cute.get_shape(%lay_1309) : (!cute_layout_175aab) -> !cute_shape_018bee
            %e0_1310, %e1_1311, %e2_1312, %e3_1313 = cute.get_leaves(%412) : !cute_shape_018bee
            %sz_1314 = cute.size(%grouped_1276) <{mode = [1]}> : (!memref_smem_f16_23) -> !cute.int_tuple<"1">
            %e0_1315 = cute.get_leaves(%sz_1314) : !cute.int_tuple<"1">
            %sz_1316 = cute.size(%grouped_1294) <{mode = [1]}> : (!cute_coord_tensor_1abc17) -> !cute.int_tuple<"1">
            %e0_1317 = cute.get_leaves(%sz_1316) : !cute.int_tuple<"1">
            %413 = cute_nvgpu.atom.make_exec_tma(%arg4) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_9e4174) -> !cute_nvgpu_atom_tma_store_337b40
            cute.copy(%413, %grouped_1276, %grouped_1294) : (!cute_nvgpu_atom_tma_store_337b40, !memref_smem_f16_23, !cute_coord_tensor_1abc17)
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 3 {read}
            scf.yield %360 : !cute.layout<"(1,8):(8,1)">
          } else {
            scf.yield %360 : !cute.layout<"(1,8):(8,1)">
          }
          nvvm.barrier id = %c1_i32_388 number_of_threads = %c256_i32
          %388 = arith.addi %362, %c1_i32 : i32
          %389 = arith.remsi %388, %c4_i32 : i32
          %390 = arith.addi %arg12, %23 : i32
          %iter_1236 = cute.get_iter(%arg10) : !memref_rmem_f32_2
          %iter_1237 = cute.get_iter(%arg13) : !memref_rmem_f32
          %iter_1238 = cute.get_iter(%arg21) : !memref_rmem_f16
          %iter_1239 = cute.get_iter(%arg10) : !memref_rmem_f32_2
          %iter_1240 = cute.get_iter(%arg13) : !memref_rmem_f32
          %iter_1241 = cute.get_iter(%arg21) : !memref_rmem_f16
          scf.yield %arg10, %389, %390, %arg13, %148, %151, %153#0, %153#1, %149#3, %149#4, %149#5, %arg21 : !memref_rmem_f32_2, i32, i32, !memref_rmem_f32, !mma_f16_f16_f32_64x256x16, i32, i32, i32, i32, i32, i32, !memref_rmem_f16
        }
        %iter_356 = cute.get_iter(%129#0) : !memref_rmem_f32_2
        %iter_357 = cute.get_iter(%129#3) : !memref_rmem_f32
        %iter_358 = cute.get_iter(%129#11) : !memref_rmem_f16
        %iter_359 = cute.get_iter(%rmem_345) : !memref_rmem_f32_2
        %iter_360 = cute.get_iter(%rmem) : !memref_rmem_f32
        %iter_361 = cute.get_iter(%rmem_350) : !memref_rmem_f16
        nvvm.cp.async.bulk.wait_group 0 {read}
        scf.yield %129#4 : !mma_f16_f16_f32_64x256x16
      }
      return
    }
  }
  func.func @cutlass___call___cute_irkernelsgemm_sm90_hf23fcc61(%arg0: !memref_gmem_f16, %arg1: !memref_gmem_f16_1, %arg2: !memref_gmem_f16_2, %arg3: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_f16
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f16_1
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f16_2
    %iter_2 = cute.get_iter(%arg0) : !memref_gmem_f16
    %iter_3 = cute.get_iter(%arg1) : !memref_gmem_f16_1
    %iter_4 = cute.get_iter(%arg2) : !memref_gmem_f16_2
    %lay = cute.get_layout(%arg0) : !memref_gmem_f16
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
    %view = cute.make_view(%iter_2, %lay_17) : !memref_gmem_f16_3
    %iter_18 = cute.get_iter(%view) : !memref_gmem_f16_3
    %lay_19 = cute.get_layout(%arg1) : !memref_gmem_f16_1
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
    %view_38 = cute.make_view(%iter_3, %lay_37) : !memref_gmem_f16_4
    %iter_39 = cute.get_iter(%view_38) : !memref_gmem_f16_4
    %lay_40 = cute.get_layout(%arg2) : !memref_gmem_f16_2
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
    %view_59 = cute.make_view(%iter_4, %lay_58) : !memref_gmem_f16_5
    %iter_60 = cute.get_iter(%view_59) : !memref_gmem_f16_5
    %lay_61 = cute.get_layout(%view) : !memref_gmem_f16_3
    %18 = cute.get_shape(%lay_61) : (!cute_layout_dc11ff) -> !cute.shape<"(1000,520,2)">
    %e0_62, %e1_63, %e2_64 = cute.get_leaves(%18) : !cute.shape<"(1000,520,2)">
    %19 = cute.get_stride(%lay_61) : (!cute_layout_dc11ff) -> !cute.stride<"(520,1,520000)">
    %e0_65, %e1_66, %e2_67 = cute.get_leaves(%19) : !cute.stride<"(520,1,520000)">
    %lay_68 = cute.get_layout(%view_38) : !memref_gmem_f16_4
    %20 = cute.get_shape(%lay_68) : (!cute_layout_e8ffd0) -> !cute.shape<"(1048,520,2)">
    %e0_69, %e1_70, %e2_71 = cute.get_leaves(%20) : !cute.shape<"(1048,520,2)">
    %21 = cute.get_stride(%lay_68) : (!cute_layout_e8ffd0) -> !cute.stride<"(520,1,544960)">
    %e0_72, %e1_73, %e2_74 = cute.get_leaves(%21) : !cute.stride<"(520,1,544960)">
    %lay_75 = cute.get_layout(%view_59) : !memref_gmem_f16_5
    %22 = cute.get_shape(%lay_75) : (!cute_layout_62513c) -> !cute.shape<"(1000,1048,2)">
    %e0_76, %e1_77, %e2_78 = cute.get_leaves(%22) : !cute.shape<"(1000,1048,2)">
    %23 = cute.get_stride(%lay_75) : (!cute_layout_62513c) -> !cute_stride_d0e7a8
    %e0_79, %e1_80, %e2_81 = cute.get_leaves(%23) : !cute_stride_d0e7a8
    %shape_82 = cute.make_shape() : () -> !cute.shape<"(64,256,16)">
    %false = arith.constant false
    %atom = cute.make_atom(%false) : (i1) -> !cute_nvgpu.sm90.mma<64x256x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>
    %shape_83 = cute.make_shape() : () -> !cute.shape<"(2,1,1)">
    %lay_84 = cute.make_layout(%shape_83) : !cute.layout<"(2,1,1):(1,0,0)">
    %24 = cute.get_shape(%lay_84) : (!cute.layout<"(2,1,1):(1,0,0)">) -> !cute.shape<"(2,1,1)">
    %e0_85, %e1_86, %e2_87 = cute.get_leaves(%24) : !cute.shape<"(2,1,1)">
    %25 = cute.make_tiled_mma(%atom) : !mma_f16_f16_f32_64x256x16
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
    %non_exec_atom, %tma_tensor = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%view, %slice, %34) <{kind = <sm_90> num_multicast = 1}> : (!memref_gmem_f16_3, !cute_composed_layout_08a685, !cute_layout_e0bfea) -> (!cute_nvgpu_atom_non_exec_tiled_tma_load_faab74, !cute_coord_tensor_18692d)
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
    %non_exec_atom_137, %tma_tensor_138 = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%view_38, %slice_130, %37) <{kind = <sm_90_multicast> num_multicast = 2}> : (!memref_gmem_f16_4, !cute_composed_layout_0bb9af, !cute_layout_1a15cb) -> (!cute_nvgpu_atom_non_exec_tiled_tma_load_9eae72, !cute_coord_tensor_77b5c9)
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
    %non_exec_atom_152, %tma_tensor_153 = cute_nvgpu.atom.make_non_exec_tiled_tma_store(%view_59, %slice_145, %40) : (!memref_gmem_f16_5, !cute_composed_layout_78147e, !cute_layout_1bc702) -> (!cute_nvgpu_atom_non_exec_tiled_tma_store_9e4174, !cute_coord_tensor_f03812)
    %iter_154 = cute.get_iter(%tma_tensor_153) : !cute_coord_tensor_f03812
    %tup_155 = cute.deref_arith_tuple_iter(%iter_154) : !cute_arith_tuple_iter_da3d01
    %e0_156, %e1_157, %e2_158 = cute.get_leaves(%tup_155) : !cute.int_tuple<"(0,0,0)">
    %cosz = cute.cosize(%tile_to_shape) : (!cute_composed_layout_e00a29) -> !cute.int_tuple<"32768">
    %e0_159 = cute.get_leaves(%cosz) : !cute.int_tuple<"32768">
    %cosz_160 = cute.cosize(%tile_to_shape_110) : (!cute_composed_layout_415161) -> !cute.int_tuple<"65536">
    %e0_161 = cute.get_leaves(%cosz_160) : !cute.int_tuple<"65536">
    %cosz_162 = cute.cosize(%tile_to_shape_120) : (!cute_composed_layout_4ff599) -> !cute.int_tuple<"16384">
    %e0_163 = cute.get_leaves(%cosz_162) : !cute.int_tuple<"16384">
    %sz_164 = cute.size(%view_59) <{mode = [0]}> : (!memref_gmem_f16_5) -> !cute.int_tuple<"1000">
    %e0_165 = cute.get_leaves(%sz_164) : !cute.int_tuple<"1000">
    %sz_166 = cute.size(%view_59) <{mode = [1]}> : (!memref_gmem_f16_5) -> !cute.int_tuple<"1048">
    %e0_167 = cute.get_leaves(%sz_166) : !cute.int_tuple<"1048">
    %sz_168 = cute.size(%view_59) <{mode = [2]}> : (!memref_gmem_f16_5) -> !cute.int_tuple<"2">
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
    %66 = cute.kernel_smem_size @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h6c5ccfa5_0 : i64
    %c230400_i32 = arith.constant 230400 : i32
    %67 = arith.extsi %c230400_i32 : i32 to i64
    %68 = arith.cmpi slt, %67, %66 : i64
    scf.if %68 {
      cute.print("\0AError: shared memory usage in '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h6c5ccfa5_0' may exceed available memory set in kernel launch. Allocated: {} bytes. Used: {} bytes.\0A\0A", %c230400_i32, %66) : i32, i64
    }
    %c232448_i32 = arith.constant 232448 : i32
    %69 = arith.cmpi sgt, %c230400_i32, %c232448_i32 : i32
    scf.if %69 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h6c5ccfa5_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %c230400_i32) : i32
    }
    %70 = arith.extsi %c230400_i32 : i32 to i64
    %c384_i32 = arith.constant 384 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c40_i32 = arith.constant 40 : i32
    %71 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c384_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %70, gridDim = (%c2_i32, %c1_i32, %c40_i32), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%71] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %c2_i32_182 = arith.constant 2 : i32
    %c1_i32_183 = arith.constant 1 : i32
    cuda.launch_cfg.cluster_dim[%71] (%c2_i32_182, %c1_i32_183, %c1_i32_183) : !cuda_launch_cfg_2cf94c, i32, i32, i32
    %c0_i32_184 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%71] %c0_i32_184 : !cuda_launch_cfg_2cf94c, i32
    %72 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h6c5ccfa5_0<%71> (%non_exec_atom, %tma_tensor, %non_exec_atom_137, %tma_tensor_138, %non_exec_atom_152, %tma_tensor_153, %25, %tile_to_shape, %tile_to_shape_110, %tile_to_shape_120) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!cute_nvgpu_atom_non_exec_tiled_tma_load_faab74, !cute_coord_tensor_18692d, !cute_nvgpu_atom_non_exec_tiled_tma_load_9eae72, !cute_coord_tensor_77b5c9, !cute_nvgpu_atom_non_exec_tiled_tma_store_9e4174, !cute_coord_tensor_f03812, !mma_f16_f16_f32_64x256x16, !cute_composed_layout_e00a29, !cute_composed_layout_415161, !cute_composed_layout_4ff599) -> !cuda.result
    %73 = cuda.cast %72 : !cuda.result -> i32
    cuda.return_if_error %73 : i32
    %c0_i32_185 = arith.constant 0 : i32
    return %c0_i32_185 : i32
  }
}
