/*
 * crc32c_table.c - the portable CRC-32C engine: slicing-by-8, eight 256-entry tables that advance the
 * register over eight bytes with eight independent look-ups. The tables are built from the polynomial on
 * first use (once, whichever thread gets there first; the others wait the few microseconds it takes).
 */
#include <stdatomic.h>

#include "crc32c.h"

#define BP_CRC32C_SLICES 8
#define BP_CRC32C_TABLE_ENTRIES 256
#define BP_CRC32C_TABLES_EMPTY 0
#define BP_CRC32C_TABLES_BUILDING 1
#define BP_CRC32C_TABLES_READY 2

/* Table k maps a byte to the register change it causes when k zero bytes follow it; table 0 is the
 * classic byte-at-a-time table. */
static uint32_t bp_crc32c_tables[BP_CRC32C_SLICES][BP_CRC32C_TABLE_ENTRIES];
static _Atomic int32_t bp_crc32c_tables_state = BP_CRC32C_TABLES_EMPTY;

static void bp_crc32c_build_tables(void)
{
    uint32_t value;
    int k, bit;
    for (value = 0; value < BP_CRC32C_TABLE_ENTRIES; value++) {
        uint32_t reg = value;
        for (bit = 0; bit < 8; bit++) {
            reg = (reg & 1u) ? (reg >> 1) ^ BP_CRC32C_REFLECTED_POLYNOMIAL : reg >> 1;
        }
        bp_crc32c_tables[0][value] = reg;
    }
    for (k = 1; k < BP_CRC32C_SLICES; k++) {
        for (value = 0; value < BP_CRC32C_TABLE_ENTRIES; value++) {
            uint32_t const previous = bp_crc32c_tables[k - 1][value];
            bp_crc32c_tables[k][value] = (previous >> 8) ^ bp_crc32c_tables[0][previous & 0xFFu];
        }
    }
}

static void bp_crc32c_ensure_tables(void)
{
    int32_t expected = BP_CRC32C_TABLES_EMPTY;
    if (atomic_load_explicit(&bp_crc32c_tables_state, memory_order_acquire) == BP_CRC32C_TABLES_READY) {
        return;
    }
    if (atomic_compare_exchange_strong_explicit(&bp_crc32c_tables_state, &expected, BP_CRC32C_TABLES_BUILDING,
                                                memory_order_acq_rel, memory_order_acquire)) {
        bp_crc32c_build_tables();
        atomic_store_explicit(&bp_crc32c_tables_state, BP_CRC32C_TABLES_READY, memory_order_release);
        return;
    }
    while (atomic_load_explicit(&bp_crc32c_tables_state, memory_order_acquire) != BP_CRC32C_TABLES_READY) {
        /* Another thread is filling 8 KiB of tables. */
    }
}

/* Eight bytes as the reflected CRC takes them: the first byte lowest, whatever the host's byte order. */
static uint32_t bp_crc32c_load_le32(const uint8_t* p)
{
    return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) | ((uint32_t)p[3] << 24);
}

uint32_t bp_crc32c_table(uint32_t reg, const uint8_t* data, size_t len)
{
    const uint32_t (*t)[BP_CRC32C_TABLE_ENTRIES] = (const uint32_t (*)[BP_CRC32C_TABLE_ENTRIES])bp_crc32c_tables;
    bp_crc32c_ensure_tables();
    for (; len >= BP_CRC32C_SLICES; len -= BP_CRC32C_SLICES, data += BP_CRC32C_SLICES) {
        uint32_t const low = bp_crc32c_load_le32(data) ^ reg;
        uint32_t const high = bp_crc32c_load_le32(data + 4);
        reg = t[7][low & 0xFFu] ^ t[6][(low >> 8) & 0xFFu] ^ t[5][(low >> 16) & 0xFFu] ^ t[4][low >> 24]
            ^ t[3][high & 0xFFu] ^ t[2][(high >> 8) & 0xFFu] ^ t[1][(high >> 16) & 0xFFu] ^ t[0][high >> 24];
    }
    for (; len > 0; len--, data++) {
        reg = t[0][(reg ^ *data) & 0xFFu] ^ (reg >> 8);
    }
    return reg;
}
