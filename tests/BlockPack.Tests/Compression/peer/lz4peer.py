#!/usr/bin/env python3
"""Independent peer for BlockPack's LZ4 framings, built from docs/format.md with python3-msgpack and python3-lz4.

It never sees BlockPack's code: it writes Lz4Block / Lz4BlockArray payloads from the format rules and reads
BlockPack's payloads back, checking both the decoded msgpack and that the framing bytes follow the writer rules.

Commands (all files live in one directory):
  make DIR    For every interop case write NAME.plain (msgpack of the value) and, from it, peer payloads
              NAME.array (64 KB blocks, smallest bin headers), NAME.array32 (bin32 blocks, as MessagePack-CSharp
              writes), NAME.arrayodd (uneven splits incl. one block larger than 64 KB, D2 lengths, ext32 header),
              NAME.block (smallest ext header) and NAME.blockv1 (ext32 header, as old writers did), and the checked
              framings NAME.carray (ext 97, 64 KB blocks) and NAME.cblock (ext 96).
  check DIR   For every NAME.bp-array / NAME.bp-block / NAME.bp-carray / NAME.bp-cblock BlockPack wrote, decode it
              (verifying every CRC-32C of the checked forms), compare it with NAME.plain and the case's value, and check
              the framing bytes are exactly what the writer rules produce.
  checkone DIR NAME
              The same for one NAME.plain of any value (no case value to compare), e.g. the format document's example.
  crc32c HEX  Print the CRC-32C of the bytes (this file's own table implementation) as 8 hex digits.
  verify FILE FILE holds records (u32 length, payload, u32 length, BlockPack's decoded bytes); decode each
              payload with this file's own LZ4 decoder, written from the block format, and check BlockPack decoded
              exactly the same bytes (a payload this peer rejects is a mismatch).
Exit status 0 and "ok N" on success; otherwise the first mismatch on stderr and status 1.
"""
import io
import os
import random
import struct
import sys

import lz4.block
import msgpack

SEGMENT = 64 * 1024
MIN_LENGTH = 64
CHECKED_ARRAY = 97
CHECKED_BLOCK = 96


def _crc32c_table():
    table = []
    for i in range(256):
        value = i
        for _ in range(8):
            value = (value >> 1) ^ 0x82F63B78 if value & 1 else value >> 1
        table.append(value)
    return table


CRC32C_TABLE = _crc32c_table()


def crc32c(data, crc=0):
    """CRC-32C (Castagnoli, reflected 0x82F63B78, init and final xor 0xFFFFFFFF); crc32c(b, crc32c(a)) == crc32c(a + b)."""
    table = CRC32C_TABLE
    state = crc ^ 0xFFFFFFFF
    for b in data:
        state = table[(state ^ b) & 0xFF] ^ (state >> 8)
    return state ^ 0xFFFFFFFF


# The standard check value of CRC-32C: if this fails, nothing this peer says about checksums can be trusted.
assert crc32c(b"123456789") == 0xE3069283, "crc32c self-test failed"


def cases():
    rnd = random.Random(4)

    def record(i):
        return {"Id": i, "Name": "name-%d" % i, "Score": i * 1.5, "Tags": ["a", "b%d" % (i % 7)], "Active": i % 2 == 0}

    yield "records1", [record(i) for i in range(1)]
    yield "records10", [record(i) for i in range(10)]
    yield "records1000", [record(i) for i in range(1000)]
    yield "records100000", [record(i) for i in range(100000)]
    words = ["lorem", "ipsum", "dolor", "sit", "amet", "blockpack", "segment", "\u00e9t\u00e9", "\u65e5\u672c"]
    text = []
    size = 0
    while size < 1024 * 1024:
        w = rnd.choice(words)
        text.append(w)
        size += len(w.encode("utf-8")) + 1
    yield "string1MB", " ".join(text)[: 1024 * 1024]
    yield "bytes3MB", bytes(rnd.getrandbits(8) for _ in range(3 * 1024 * 1024 // 2)) + bytes(range(256)) * (3 * 1024 * 1024 // 2 // 256)
    # str8 of n bytes packs to n + 2 bytes: 61 -> 63 (just under the threshold), 62 -> 64, 63 -> 65 (just over).
    yield "under64", "u" * 61
    yield "exactly64", "e" * 62
    yield "over64", "o" * 63


def compact_uint(n):
    if n <= 0x7F:
        return bytes([n])
    if n <= 0xFF:
        return b"\xcc" + bytes([n])
    if n <= 0xFFFF:
        return b"\xcd" + struct.pack(">H", n)
    return b"\xce" + struct.pack(">I", n)


def ext_header(type_code, length, force32=False):
    if not force32:
        fixed = {1: 0xD4, 2: 0xD5, 4: 0xD6, 8: 0xD7, 16: 0xD8}
        if length in fixed:
            return bytes([fixed[length], type_code])
        if length <= 0xFF:
            return bytes([0xC7, length, type_code])
        if length <= 0xFFFF:
            return b"\xc8" + struct.pack(">H", length) + bytes([type_code])
    return b"\xc9" + struct.pack(">I", length) + bytes([type_code])


def array_header(n):
    if n <= 15:
        return bytes([0x90 | n])
    if n <= 0xFFFF:
        return b"\xdc" + struct.pack(">H", n)
    return b"\xdd" + struct.pack(">I", n)


def compress(chunk):
    return lz4.block.compress(chunk, mode="default", store_size=False)


def block_array(plain, sizes, bin32, int32_lengths=False, ext32=False):
    chunks = []
    offset = 0
    for s in sizes:
        chunks.append(plain[offset:offset + s])
        offset += s
    assert offset == len(plain)
    if int32_lengths:
        lengths = b"".join(b"\xd2" + struct.pack(">i", len(c)) for c in chunks)
    else:
        lengths = b"".join(compact_uint(len(c)) for c in chunks)
    out = [array_header(len(chunks) + 1), ext_header(0x62, len(lengths), ext32), lengths]
    for c in chunks:
        block = compress(c)
        out.append(b"\xc6" + struct.pack(">I", len(block)) + block if bin32 else msgpack.packb(block, use_bin_type=True))
    return b"".join(out)


def lz4_block(plain, ext32=False):
    block = compress(plain)
    payload = b"\xd2" + struct.pack(">i", len(plain)) + block
    return ext_header(0x63, len(payload), ext32) + payload


def checked_block_array(plain, sizes):
    """ext 97: array of n + 1; table rows (u32 plain size, u32 compressed size, u32 CRC-32C of the compressed block),
    then the CRC-32C of every framing byte before it; then bin32 blocks."""
    blocks = []
    offset = 0
    for s in sizes:
        blocks.append((s, compress(plain[offset:offset + s])))
        offset += s
    assert offset == len(plain)
    table = b"".join(struct.pack(">III", s, len(b), crc32c(b)) for s, b in blocks)
    header = array_header(len(blocks) + 1) + ext_header(CHECKED_ARRAY, len(table) + 4) + table
    out = [header, struct.pack(">I", crc32c(header))]
    out.extend(b"\xc6" + struct.pack(">I", len(b)) + b for _, b in blocks)
    return b"".join(out)


def checked_lz4_block(plain, block=None):
    """ext 96: u32 plain size, u32 CRC-32C of the compressed block, u32 CRC-32C of every framing byte before it; the block."""
    block = compress(plain) if block is None else block
    header = ext_header(CHECKED_BLOCK, 12 + len(block)) + struct.pack(">II", len(plain), crc32c(block))
    return header + struct.pack(">I", crc32c(header)) + block


def even_sizes(n):
    return [min(SEGMENT, n - o) for o in range(0, n, SEGMENT)]


def odd_sizes(n):
    sizes = []
    pattern = [1000, 100000, 777, SEGMENT, 3]
    o = 0
    i = 0
    while o < n:
        s = min(pattern[i % len(pattern)], n - o)
        sizes.append(s)
        o += s
        i += 1
    return sizes


def write(path, data):
    with open(path, "wb") as f:
        f.write(data)


def read(path):
    with open(path, "rb") as f:
        return f.read()


def make(directory):
    count = 0
    for name, value in cases():
        plain = msgpack.packb(value, use_bin_type=True)
        write(os.path.join(directory, name + ".plain"), plain)
        if len(plain) < MIN_LENGTH:
            for suffix in ("array", "array32", "arrayodd", "block", "blockv1", "carray", "cblock"):
                write(os.path.join(directory, name + "." + suffix), plain)
        else:
            write(os.path.join(directory, name + ".array"), block_array(plain, even_sizes(len(plain)), bin32=False))
            write(os.path.join(directory, name + ".array32"), block_array(plain, even_sizes(len(plain)), bin32=True))
            write(os.path.join(directory, name + ".arrayodd"),
                  block_array(plain, odd_sizes(len(plain)), bin32=False, int32_lengths=True, ext32=True))
            write(os.path.join(directory, name + ".block"), lz4_block(plain))
            write(os.path.join(directory, name + ".blockv1"), lz4_block(plain, ext32=True))
            write(os.path.join(directory, name + ".carray"), checked_block_array(plain, even_sizes(len(plain))))
            write(os.path.join(directory, name + ".cblock"), checked_lz4_block(plain))
        count += 1
    print("ok", count)


class Mismatch(Exception):
    pass


def decode_array(data):
    """Decodes an Lz4BlockArray with msgpack's own unpacker; returns (plain, block sizes, raw blocks)."""
    unpacker = msgpack.Unpacker(io.BytesIO(data), raw=False, max_buffer_size=0)
    items = unpacker.unpack()
    if unpacker.tell() != len(data):
        raise Mismatch("trailing bytes after the block array")
    if not isinstance(items, list) or len(items) < 2 or not isinstance(items[0], msgpack.ExtType) or items[0].code != 98:
        raise Mismatch("not an Lz4BlockArray")
    lengths = list(msgpack.Unpacker(io.BytesIO(items[0].data)))
    blocks = items[1:]
    if len(lengths) != len(blocks):
        raise Mismatch("%d lengths for %d blocks" % (len(lengths), len(blocks)))
    plain = b"".join(lz4.block.decompress(b, uncompressed_size=n) for b, n in zip(blocks, lengths))
    return plain, lengths, blocks


def decode_block(data):
    ext = msgpack.unpackb(data, raw=False)
    if not isinstance(ext, msgpack.ExtType) or ext.code != 99:
        raise Mismatch("not an Lz4Block")
    unpacker = msgpack.Unpacker(io.BytesIO(ext.data))
    size = unpacker.unpack()
    block = ext.data[unpacker.tell():]
    return lz4.block.decompress(block, uncompressed_size=size), size, block


def check_payload(path, suffix, plain):
    """Checks one payload BlockPack wrote: decoded bytes, and framing bytes exactly as the writer rules produce them."""
    data = read(path)
    if len(plain) < MIN_LENGTH:
        if data != plain:
            raise Mismatch("%s: a value under %d bytes must be written plain" % (path, MIN_LENGTH))
        return
    if suffix == "bp-array":
        decoded, lengths, blocks = decode_array(data)
        check_segments(path, lengths)
        rebuilt = [array_header(len(blocks) + 1)]
        encoded_lengths = b"".join(compact_uint(n) for n in lengths)
        rebuilt.append(ext_header(0x62, len(encoded_lengths)))
        rebuilt.append(encoded_lengths)
        rebuilt.extend(b"\xc6" + struct.pack(">I", len(b)) + b for b in blocks)
        rebuilt = b"".join(rebuilt)
    elif suffix == "bp-block":
        decoded, size, block = decode_block(data)
        payload = b"\xd2" + struct.pack(">i", size) + block
        rebuilt = ext_header(0x63, len(payload)) + payload
    elif suffix == "bp-carray":
        decoded, rows = decode_checked(data)
        check_segments(path, [size for size, _ in rows])
        table = b"".join(struct.pack(">III", size, len(b), crc32c(b)) for size, b in rows)
        header = array_header(len(rows) + 1) + ext_header(CHECKED_ARRAY, len(table) + 4) + table
        rebuilt = header + struct.pack(">I", crc32c(header)) + b"".join(b"\xc6" + struct.pack(">I", len(b)) + b for _, b in rows)
    else:
        decoded, rows = decode_checked(data)
        (size, block), = rows
        rebuilt = checked_lz4_block(decoded, block)
    if rebuilt != data:
        raise Mismatch("%s: framing bytes differ from the writer rules" % path)
    if decoded != plain:
        raise Mismatch("%s: decoded msgpack differs from the plain form" % path)


def check_segments(path, lengths):
    # Blocks follow the serializer's 64 KB segments: none larger, and each one filled to within a few
    # bytes (a write that does not fit the rest of a segment starts the next one).
    if any(n > SEGMENT for n in lengths) or any(n < SEGMENT - 4096 for n in lengths[:-1]):
        raise Mismatch("%s: blocks of %r, expected full 64 KB segments" % (path, lengths[:5]))


SUFFIXES = ("bp-array", "bp-block", "bp-carray", "bp-cblock")


def check(directory):
    count = 0
    for name, value in cases():
        plain = read(os.path.join(directory, name + ".plain"))
        for suffix in SUFFIXES:
            path = os.path.join(directory, name + "." + suffix)
            check_payload(path, suffix, plain)
            if len(plain) >= MIN_LENGTH and msgpack.unpackb(plain, raw=False) != value:
                raise Mismatch("%s: decoded value differs" % path)
            count += 1
    print("ok", count)


def checkone(directory, name):
    plain = read(os.path.join(directory, name + ".plain"))
    for suffix in SUFFIXES:
        check_payload(os.path.join(directory, name + "." + suffix), suffix, plain)
    print("ok", len(SUFFIXES))


def decode_checked(data):
    """Decodes an ext 96 or ext 97 framing by hand, verifying every CRC-32C; returns (plain, [(size, block)])."""
    cursor = Cursor(data)
    if data[0] in (0xC7, 0xC8, 0xC9, 0xD4, 0xD5, 0xD6, 0xD7, 0xD8):
        code, length = cursor.ext_header()
        if code != CHECKED_BLOCK or length < 12:
            raise Mismatch("not a checked Lz4Block")
        size, block_crc = struct.unpack(">II", cursor.take(8))
        header_end = cursor.pos
        if cursor.uint(4) != crc32c(data[:header_end]):
            raise Mismatch("header CRC-32C mismatch")
        block = cursor.take(length - 12)
        rows = [(size, block, block_crc)]
    else:
        n = cursor.array_header()
        code, length = cursor.ext_header()
        if code != CHECKED_ARRAY or length < 16 or (length - 4) % 12 or (length - 4) // 12 != n - 1:
            raise Mismatch("not a checked Lz4BlockArray")
        table = [struct.unpack(">III", cursor.take(12)) for _ in range(n - 1)]
        header_end = cursor.pos
        if cursor.uint(4) != crc32c(data[:header_end]):
            raise Mismatch("header CRC-32C mismatch")
        rows = []
        for size, compressed, block_crc in table:
            block = cursor.block()
            if len(block) != compressed:
                raise Mismatch("bin of %d bytes, table says %d" % (len(block), compressed))
            rows.append((size, block, block_crc))
    if cursor.pos != len(data):
        raise Mismatch("trailing bytes after the checked framing")
    out = []
    for size, block, block_crc in rows:
        if crc32c(block) != block_crc:
            raise Mismatch("block CRC-32C mismatch")
        if (size == 0) != (len(block) == 0):
            raise Mismatch("bad size %d for a %d-byte block" % (size, len(block)))
        if size:
            out.append(lz4.block.decompress(block, uncompressed_size=size))
    return b"".join(out), [(size, block) for size, block, _ in rows]


def verify(path):
    exact = 0
    offset0 = 0
    data = read(path)
    pos = 0
    record = 0
    while pos < len(data):
        n = struct.unpack(">I", data[pos:pos + 4])[0]
        payload = data[pos + 4:pos + 4 + n]
        pos += 4 + n
        n = struct.unpack(">I", data[pos:pos + 4])[0]
        decoded = data[pos + 4:pos + 4 + n]
        pos += 4 + n
        try:
            expected, saw_offset0 = decode_framing(payload)
        except Mismatch as e:
            raise Mismatch("record %d: BlockPack decoded a payload the peer rejects (%s): %s" % (record, e, payload.hex()))
        if saw_offset0:
            # Offset 0 is invalid LZ4; liblz4 accepts it and the bytes it copies are unspecified (BlockPack only
            # guarantees they never come from earlier messages). Only the length can be compared.
            if len(expected) != len(decoded):
                raise Mismatch("record %d: decoded length differs for payload %s" % (record, payload.hex()))
            offset0 += 1
        elif expected != decoded:
            raise Mismatch("record %d: decoded bytes differ for payload %s" % (record, payload.hex()))
        else:
            exact += 1
        record += 1
    print("ok", record, "exact", exact, "offset0", offset0)


class Cursor:
    """Reads the msgpack tokens of the framings by hand, from the format description."""

    def __init__(self, data):
        self.data = data
        self.pos = 0

    def take(self, n):
        if self.pos + n > len(self.data):
            raise Mismatch("truncated at %d" % self.pos)
        chunk = self.data[self.pos:self.pos + n]
        self.pos += n
        return chunk

    def byte(self):
        return self.take(1)[0]

    def uint(self, n):
        return int.from_bytes(self.take(n), "big")

    def ext_header(self):
        code = self.byte()
        fixed = {0xD4: 1, 0xD5: 2, 0xD6: 4, 0xD7: 8, 0xD8: 16}
        if code in fixed:
            length = fixed[code]
        elif code in (0xC7, 0xC8, 0xC9):
            length = self.uint({0xC7: 1, 0xC8: 2, 0xC9: 4}[code])
        else:
            raise Mismatch("not an ext")
        return self.byte(), length

    def array_header(self):
        code = self.byte()
        if 0x90 <= code <= 0x9F:
            return code & 0x0F
        if code == 0xDC:
            return self.uint(2)
        if code == 0xDD:
            return self.uint(4)
        raise Mismatch("not an array")

    def integer(self):
        code = self.byte()
        if code <= 0x7F:
            return code
        if code >= 0xE0:
            return code - 0x100
        unsigned = {0xCC: 1, 0xCD: 2, 0xCE: 4, 0xCF: 8}
        signed = {0xD0: 1, 0xD1: 2, 0xD2: 4, 0xD3: 8}
        if code in unsigned:
            return self.uint(unsigned[code])
        if code in signed:
            return int.from_bytes(self.take(signed[code]), "big", signed=True)
        raise Mismatch("not an int")

    def block(self):
        code = self.byte()
        if 0xA0 <= code <= 0xBF:
            return self.take(code & 0x1F)
        sizes = {0xC4: 1, 0xC5: 2, 0xC6: 4, 0xD9: 1, 0xDA: 2, 0xDB: 4}
        if code not in sizes:
            raise Mismatch("not a bin or str block")
        return self.take(self.uint(sizes[code]))


def decode_framing(payload):
    """Decodes the framing at the start of payload with a hand-written LZ4 decoder; returns (bytes, saw offset 0)."""
    cursor = Cursor(payload)
    if payload[0] in (0xC7, 0xC8, 0xC9, 0xD4, 0xD5, 0xD6, 0xD7, 0xD8):
        code, length = cursor.ext_header()
        if code != 99:
            raise Mismatch("not an Lz4Block")
        start = cursor.pos
        size = cursor.integer()
        used = cursor.pos - start
        if used > length:
            raise Mismatch("length outside the ext payload")
        pairs = [(size, cursor.take(length - used))]
    else:
        n = cursor.array_header()
        code, _ = cursor.ext_header()
        if code != 98 or n < 2:
            raise Mismatch("not an Lz4BlockArray")
        sizes = [cursor.integer() for _ in range(n - 1)]
        pairs = [(size, cursor.block()) for size in sizes]
    out = []
    saw_offset0 = False
    for size, block in pairs:
        if size < 0 or (size == 0) != (len(block) == 0):
            raise Mismatch("bad size %d for a %d-byte block" % (size, len(block)))
        if size:
            decoded, zero = lz4_decode(block, size)
            saw_offset0 = saw_offset0 or zero
            out.append(decoded)
    return b"".join(out), saw_offset0


def lz4_decode(block, size):
    """Decodes one raw LZ4 block from the block format description (lz4_Block_format.md)."""
    out = bytearray()
    i = 0
    n = len(block)
    saw_offset0 = False

    def length(initial):
        nonlocal i
        total = initial
        if initial == 15:
            while True:
                if i >= n:
                    raise Mismatch("length runs off the block")
                b = block[i]
                i += 1
                total += b
                if b != 255:
                    break
        return total

    while True:
        if i >= n:
            raise Mismatch("missing token")
        token = block[i]
        i += 1
        literals = length(token >> 4)
        if i + literals > n:
            raise Mismatch("literals run off the block")
        out += block[i:i + literals]
        i += literals
        if i == n:
            break
        if i + 2 > n:
            raise Mismatch("offset runs off the block")
        offset = block[i] | (block[i + 1] << 8)
        i += 2
        match = length(token & 15) + 4
        if offset > len(out):
            raise Mismatch("offset before the block")
        if len(out) + match > size:
            raise Mismatch("match runs past the declared size")
        if offset == 0:
            saw_offset0 = True
            out += bytes(match)
        else:
            for _ in range(match):
                out.append(out[-offset])
        if len(out) > size:
            raise Mismatch("output larger than declared")
    if len(out) != size:
        raise Mismatch("decoded %d bytes, declared %d" % (len(out), size))
    return bytes(out), saw_offset0


if __name__ == "__main__":
    try:
        if sys.argv[1] == "crc32c":
            print("%08X" % crc32c(bytes.fromhex(sys.argv[2])))
        else:
            {"make": make, "check": check, "checkone": checkone, "verify": verify}[sys.argv[1]](*sys.argv[2:])
    except Mismatch as e:
        print(e, file=sys.stderr)
        sys.exit(1)
