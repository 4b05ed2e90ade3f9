/*
 * test_api.c - the public API around the decoders: version, names, CPU features, argument checks,
 * forcing a variant (by the API, and by BLOCKPACK_LZ4_VARIANT when run with --expect-forced NAME),
 * statistics, and adaptive decoding from several threads at once.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if !defined(_WIN32)
#include <pthread.h>
#endif

#include "blockpack_lz4.h"
#include "common/block_writer.h"
#include "common/check.h"

#define BP_BIG_BLOCK (64 * 1024)

static void bp_test_version_and_names(void)
{
    char expected[32];
    snprintf(expected, sizeof expected, "%d.%d.%d", BP_LZ4_VERSION_MAJOR, BP_LZ4_VERSION_MINOR, BP_LZ4_VERSION_PATCH);
    BP_CHECK(bp_lz4_version() == BP_LZ4_VERSION_NUMBER, "version number");
    BP_CHECK(strcmp(bp_lz4_version_string(), expected) == 0, "version string");
    BP_CHECK(strcmp(bp_lz4_variant_name(BP_LZ4_VARIANT_SCALAR), "scalar") == 0, "scalar name");
    BP_CHECK(strcmp(bp_lz4_variant_name(BP_LZ4_VARIANT_SSSE3), "ssse3") == 0, "ssse3 name");
    BP_CHECK(strcmp(bp_lz4_variant_name(BP_LZ4_VARIANT_AVX2), "avx2") == 0, "avx2 name");
    BP_CHECK(strcmp(bp_lz4_variant_name(BP_LZ4_VARIANT_NEON), "neon") == 0, "neon name");
    BP_CHECK(bp_lz4_variant_name(-1) == NULL && bp_lz4_variant_name(BP_LZ4_VARIANT_COUNT) == NULL, "unknown name");
    BP_CHECK(strcmp(bp_lz4_status_message(5), "ok") == 0, "ok message");
    BP_CHECK(strstr(bp_lz4_status_message(BP_LZ4_ERROR_BAD_OFFSET), "offset") != NULL, "offset message");
}

static void bp_test_features(void)
{
    uint32_t const f = bp_lz4_cpu_features();
    BP_CHECK(bp_lz4_variant_available(BP_LZ4_VARIANT_SCALAR), "scalar always available");
    BP_CHECK(!bp_lz4_variant_available(-1) && !bp_lz4_variant_available(BP_LZ4_VARIANT_COUNT), "bad ids unavailable");
#if defined(__x86_64__) || defined(_M_X64)
    BP_CHECK(bp_lz4_variant_available(BP_LZ4_VARIANT_SSSE3) == ((f & BP_LZ4_CPU_SSSE3) != 0), "ssse3 follows cpu");
    BP_CHECK(bp_lz4_variant_available(BP_LZ4_VARIANT_AVX2) == ((f & BP_LZ4_CPU_AVX2) != 0), "avx2 follows cpu");
    BP_CHECK(!bp_lz4_variant_available(BP_LZ4_VARIANT_NEON), "no neon on x64");
    BP_CHECK((f & BP_LZ4_CPU_NEON) == 0, "no neon feature on x64");
#elif defined(__aarch64__)
    BP_CHECK((f & BP_LZ4_CPU_NEON) != 0, "neon feature on arm64");
    BP_CHECK(bp_lz4_variant_available(BP_LZ4_VARIANT_NEON), "neon on arm64");
    BP_CHECK(!bp_lz4_variant_available(BP_LZ4_VARIANT_AVX2) && !bp_lz4_variant_available(BP_LZ4_VARIANT_SSSE3),
             "no x86 variants on arm64");
#endif
    printf("cpu features 0x%x\n", (unsigned)f);
}

static void bp_test_arguments(void)
{
    uint8_t const empty_block[1] = { 0 };
    uint8_t out[4];
    BP_CHECK(bp_lz4_decode(NULL, 1, out, 4) == BP_LZ4_ERROR_ARGUMENT, "NULL src with length");
    BP_CHECK(bp_lz4_decode(empty_block, 1, NULL, 4) == BP_LZ4_ERROR_ARGUMENT, "NULL dst with length");
    BP_CHECK(bp_lz4_decode(empty_block, -1, out, 4) == BP_LZ4_ERROR_ARGUMENT, "negative srcLen");
    BP_CHECK(bp_lz4_decode(empty_block, 1, out, -4) == BP_LZ4_ERROR_ARGUMENT, "negative dstLen");
    BP_CHECK(bp_lz4_decode(NULL, 0, out, 4) == BP_LZ4_ERROR_TRUNCATED, "empty input");
    BP_CHECK(bp_lz4_decode(empty_block, 1, NULL, 0) == 0, "empty block into NULL, 0");
    BP_CHECK(bp_lz4_decode_variant(BP_LZ4_VARIANT_COUNT, empty_block, 1, out, 4) == BP_LZ4_ERROR_VARIANT_UNAVAILABLE,
             "unknown variant");
    BP_CHECK(bp_lz4_decode_variant(-1, empty_block, 1, out, 4) == BP_LZ4_ERROR_VARIANT_UNAVAILABLE, "negative variant");
}

static unsigned bp_available_count(void)
{
    unsigned count = 0;
    int32_t v;
    for (v = 0; v < BP_LZ4_VARIANT_COUNT; v++) {
        count += bp_lz4_variant_available(v) ? 1u : 0u;
    }
    return count;
}

static void bp_test_forcing_and_stats(const uint8_t* block, size_t len, const uint8_t* plain, size_t n)
{
    uint8_t* out = (uint8_t*)malloc(n);
    int32_t v;
    for (v = 0; v < BP_LZ4_VARIANT_COUNT; v++) {
        bp_lz4_variant_stats stats;
        char label[64];
        snprintf(label, sizeof label, "forced %s", bp_lz4_variant_name(v));
        if (!bp_lz4_variant_available(v)) {
            BP_CHECK(bp_lz4_set_forced_variant(v) == BP_LZ4_ERROR_VARIANT_UNAVAILABLE, label);
            continue;
        }
        bp_lz4_reset_stats();
        BP_CHECK(bp_lz4_set_forced_variant(v) == 0 && bp_lz4_forced_variant() == v, label);
        BP_CHECK(bp_lz4_decode(block, (int32_t)len, out, (int32_t)n) == (int32_t)n, label);
        BP_CHECK(memcmp(out, plain, n) == 0, label);
        BP_CHECK(bp_lz4_decode(block, 3, out, (int32_t)n) < 0, label);
        BP_CHECK(bp_lz4_get_stats(v, &stats) == 0, label);
        BP_CHECK(stats.calls == 2 && stats.bytes == n, label);
        BP_CHECK(stats.timed_calls == 0 && stats.timed_nanoseconds == 0, "forced calls are not timed");
    }
    BP_CHECK(bp_lz4_set_forced_variant(BP_LZ4_VARIANT_ADAPTIVE) == 0, "back to adaptive");
    BP_CHECK(bp_lz4_forced_variant() == BP_LZ4_VARIANT_ADAPTIVE, "adaptive again");
    {
        /* Adaptive decodes of a 64 KiB block are sampled: after 40 calls, each variant has been tried
           (the sampler tries every variant until it has discarded two and kept three measurements of it). */
        uint64_t calls = 0, timed = 0, bytes = 0;
        int i;
        bp_lz4_variant_stats stats;
        bp_lz4_reset_stats();
        for (i = 0; i < 40; i++) {
            BP_CHECK(bp_lz4_decode(block, (int32_t)len, out, (int32_t)n) == (int32_t)n, "adaptive decode");
        }
        for (v = 0; v < BP_LZ4_VARIANT_COUNT; v++) {
            BP_CHECK(bp_lz4_get_stats(v, &stats) == 0, "stats");
            if (bp_lz4_variant_available(v)) {
                BP_CHECK(stats.timed_calls >= 5, "every variant explored");
            } else {
                BP_CHECK(stats.calls == 0, "unavailable variant never runs");
            }
            calls += stats.calls;
            timed += stats.timed_calls;
            bytes += stats.timed_bytes;
        }
        /* Every call is timed until each variant has 2 discarded and 3 kept measurements, then one
           call in sixteen. */
        BP_CHECK(calls == 40 && timed >= 5u * (uint64_t)bp_available_count() && timed < 40, "adaptive stats add up");
        BP_CHECK(bytes == timed * (uint64_t)n, "timed bytes");
        BP_CHECK(bp_lz4_get_stats(BP_LZ4_VARIANT_COUNT, &stats) == BP_LZ4_ERROR_ARGUMENT, "stats bad id");
        BP_CHECK(bp_lz4_get_stats(0, NULL) == BP_LZ4_ERROR_ARGUMENT, "stats NULL");
    }
    free(out);
}

#if !defined(_WIN32)
typedef struct bp_thread_job {
    const uint8_t* block;
    size_t len;
    const uint8_t* plain;
    size_t n;
    int failures;
} bp_thread_job;

static void* bp_thread_decode(void* arg)
{
    bp_thread_job* job = (bp_thread_job*)arg;
    uint8_t* out = (uint8_t*)malloc(job->n);
    int i;
    for (i = 0; i < 300; i++) {
        if (bp_lz4_decode(job->block, (int32_t)job->len, out, (int32_t)job->n) != (int32_t)job->n
            || memcmp(out, job->plain, job->n) != 0) {
            job->failures++;
        }
    }
    free(out);
    return NULL;
}

static void bp_test_threads(const uint8_t* block, size_t len, const uint8_t* plain, size_t n)
{
    pthread_t threads[4];
    bp_thread_job jobs[4];
    int i;
    for (i = 0; i < 4; i++) {
        jobs[i].block = block;
        jobs[i].len = len;
        jobs[i].plain = plain;
        jobs[i].n = n;
        jobs[i].failures = 0;
        BP_CHECK(pthread_create(&threads[i], NULL, bp_thread_decode, &jobs[i]) == 0, "thread start");
    }
    for (i = 0; i < 4; i++) {
        pthread_join(threads[i], NULL);
        BP_CHECK(jobs[i].failures == 0, "concurrent adaptive decodes");
    }
}
#endif

int main(int argc, char** argv)
{
    uint8_t* plain;
    uint8_t* block;
    bp_rng rng = { 7 };
    size_t len;
    if (argc == 3 && strcmp(argv[1], "--expect-forced") == 0) {
        int32_t const forced = bp_lz4_forced_variant();
        BP_CHECK(forced >= 0 && strcmp(bp_lz4_variant_name(forced), argv[2]) == 0, "BLOCKPACK_LZ4_VARIANT honoured");
        return bp_check_summary("test_api --expect-forced");
    }
    plain = (uint8_t*)malloc(BP_BIG_BLOCK);
    block = (uint8_t*)malloc(BP_BLOCK_WRITER_BOUND(BP_BIG_BLOCK));
    BP_CHECK(bp_lz4_forced_variant() == BP_LZ4_VARIANT_ADAPTIVE, "adaptive by default");
    len = bp_write_random_block(&rng, BP_SHAPE_MIXED, plain, BP_BIG_BLOCK, block);
    bp_test_version_and_names();
    bp_test_features();
    bp_test_arguments();
    bp_test_forcing_and_stats(block, len, plain, BP_BIG_BLOCK);
#if !defined(_WIN32)
    bp_test_threads(block, len, plain, BP_BIG_BLOCK);
#endif
    free(plain);
    free(block);
    return bp_check_summary("test_api");
}
