/*
 * dump_datasets.c - writes the benchmark's generated data sets (the exact bytes bench_decode measures:
 * same generators, same seed) to DIR/<name>.bin, so that the .NET measurement (benchmark/BlockPack.Benchmarks, measure codecs)
 * decodes the same blocks from C#.
 *
 *   dump_datasets DIR [blocks per data set=128]
 */
#include <stdio.h>
#include <stdlib.h>

#include "common/datagen.h"

#define BP_BLOCK_SIZE (64 * 1024)

int main(int argc, char** argv)
{
    int const blocks = argc > 2 ? atoi(argv[2]) : 128;
    size_t const size = (size_t)blocks * BP_BLOCK_SIZE;
    uint8_t* data;
    int k;
    if (argc < 2 || blocks <= 0) {
        fprintf(stderr, "usage: dump_datasets DIR [blocks]\n");
        return 2;
    }
    data = (uint8_t*)malloc(size);
    for (k = 0; k < BP_DATA_KIND_COUNT; k++) {
        char path[4096];
        FILE* f;
        bp_generate((bp_data_kind)k, data, size, 12345);
        snprintf(path, sizeof path, "%s/%s.bin", argv[1], bp_data_kind_name((bp_data_kind)k));
        f = fopen(path, "wb");
        if (f == NULL || fwrite(data, 1, size, f) != size) {
            fprintf(stderr, "cannot write %s\n", path);
            return 1;
        }
        fclose(f);
    }
    free(data);
    return 0;
}
