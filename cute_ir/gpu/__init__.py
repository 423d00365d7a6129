"""Running registered kernels on the GPU: correctness against torch (`run`), the cases swept (`cases`), speed (`bench`)."""
