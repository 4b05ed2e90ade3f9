#!/usr/bin/env python3
"""Independent peer for BlockPack's ZstdBlockArray, built from docs/format.md with python3-msgpack and
python3-zstandard (Debian, 0.20.0): the frames form BlockPack writes (format version 2: ext 93, checked ext 92, magicless
frames over runs of up to 1 MiB) and the version-1 block arrays it still reads (ext 95, checked ext 94, one standard
frame per 64 KB block).

It never sees BlockPack's code: it writes payloads of both forms from the format rules, with and without a trained
dictionary it trains itself, and reads BlockPack's payloads back, checking both the decoded msgpack and that the
framing bytes follow the writer rules. A magicless frame is a standard frame without its first four bytes (the magic
number 28 B5 2F FD), so the peer strips them when writing and puts them back to read one with python-zstandard.

Commands (all files live in one directory):
  make DIR    Write CASE.plain for every case, the peer's dictionary peer.dict (trained here from sample orders), and
              the peer's payloads. Frames form: CASE.zframes (ext 93, 1 MiB frames), CASE.zframesodd (uneven frames of
              100,000 bytes, an ext32 header), CASE.zcframes (ext 92), and for the small orders ORDER.zfdict /
              ORDER.zcfdict (with peer.dict's id). Version 1: CASE.zarray (ext 95, 64 KB blocks, smallest bin
              headers), CASE.zarrayodd (uneven blocks incl. one over 64 KB, bin32 and str headers, ext32 header),
              CASE.zcarray (ext 94), ORDER.zdict / ORDER.zcdict.
  check DIR   For every CASE.bp-zframes / CASE.bp-zcframes (and ORDER.bp-zfdict / ORDER.bp-zcfdict, written with
              BlockPack's dictionary bp.dict) BlockPack wrote: decode it, compare it with CASE.plain, and check the
              framing bytes are exactly what the writer rules produce (version, dictionary id, frames cut at 1 MiB,
              compact sizes or the checked rows and CRC-32Cs, the ext32 header of the checked form, magicless frames
              with their content size and neither checksum nor dictionary id).
  checkone DIR NAME
              The same for NAME.bp-zframes / NAME.bp-zcframes and the version-1 NAME.bp-zarray / NAME.bp-zcarray of one
              NAME.plain, e.g. the format document's examples.
Exit status 0 and "ok N" on success; otherwise the first mismatch on stderr and status 1.
"""
import os
import random
import struct
import sys

import msgpack
import zstandard as zstd

# The msgpack header writers, the table CRC-32C and the file helpers are the LZ4 peer's (same folder, same format rules).
from lz4peer import array_header, compact_uint, crc32c, ext_header, read, write

SEGMENT = 64 * 1024
ZSTD_ARRAY = 95
ZSTD_CHECKED_ARRAY = 94
ZSTD_FRAMES = 93
ZSTD_CHECKED_FRAMES = 92
FRAMES_VERSION = 2
FRAME_SIZE = 1 << 20
MAGIC = b"\x28\xb5\x2f\xfd"
LEVEL = 3


def order(rng, i):
    customers = ["Acme Corporation", "Globex", "Initech", "Umbrella Ltd", "Hooli", "Vandelay Imports"]
    statuses = ["pending", "paid", "shipped", "delivered", "cancelled"]
    return [1_000_000 + i, rng.choice(customers), "customer%d@example.com" % rng.randrange(10_000), rng.choice(statuses),
            [[("SKU-%06d" % rng.randrange(100_000, 100_010)), rng.randrange(1, 10), rng.randrange(100, 20_000) / 100.0]
             for _ in range(rng.randrange(1, 4))]]


def cases():
    rng = random.Random(27)
    records = [[i, "record-%d" % i, i * 0.5, "ok" if i % 3 else "retry"] for i in range(40_000)]
    text = ("".join(rng.choice("abcdefghij klmnop") for _ in range(300_000)))
    return {
        "records": msgpack.packb(records, use_bin_type=True),
        "text": msgpack.packb(text, use_bin_type=True),
        "order1": msgpack.packb(order(rng, 1), use_bin_type=True),
        "order2": msgpack.packb(order(rng, 2), use_bin_type=True),
        "order3": msgpack.packb(order(rng, 3), use_bin_type=True),
    }


def training_samples():
    rng = random.Random(28)
    return [msgpack.packb(order(rng, i), use_bin_type=True) for i in range(2_000)]


def bin_header(n, form=None):
    if form == "bin32":
        return b"\xc6" + struct.pack(">I", n)
    if form == "str32":
        return b"\xdb" + struct.pack(">I", n)
    if n <= 0xFF:
        return b"\xc4" + bytes([n])
    if n <= 0xFFFF:
        return b"\xc5" + struct.pack(">H", n)
    return b"\xc6" + struct.pack(">I", n)


def compressor(dictionary):
    return zstd.ZstdCompressor(level=LEVEL, write_content_size=True, write_checksum=False, write_dict_id=False,
                               dict_data=dictionary)


def split(plain, sizes):
    chunks, offset = [], 0
    for size in sizes:
        chunks.append(plain[offset:offset + size])
        offset += size
    assert offset == len(plain)
    return chunks


def even_sizes(n):
    return [min(SEGMENT, n - i) for i in range(0, n, SEGMENT)]


def zstd_array(plain, sizes, dictionary=None, forms=None, ext32=False):
    chunks = split(plain, sizes)
    frames = [compressor(dictionary).compress(c) for c in chunks]
    dict_id = dictionary.dict_id() if dictionary else 0
    payload = struct.pack(">I", dict_id) + b"".join(compact_uint(len(c)) for c in chunks)
    out = array_header(len(chunks) + 1) + ext_header(ZSTD_ARRAY, len(payload), ext32) + payload
    for i, frame in enumerate(frames):
        out += bin_header(len(frame), forms[i] if forms else None) + frame
    return out


def zstd_checked_array(plain, sizes, dictionary=None):
    chunks = split(plain, sizes)
    frames = [compressor(dictionary).compress(c) for c in chunks]
    dict_id = dictionary.dict_id() if dictionary else 0
    header = array_header(len(chunks) + 1) + ext_header(ZSTD_CHECKED_ARRAY, 4 + 12 * len(chunks) + 4) + struct.pack(">I", dict_id)
    for chunk, frame in zip(chunks, frames):
        header += struct.pack(">III", len(chunk), len(frame), crc32c(frame))
    out = header + struct.pack(">I", crc32c(header))
    for frame in frames:
        out += bin_header(len(frame)) + frame
    return out


def magicless(frame):
    assert frame[:4] == MAGIC
    return frame[4:]


def frames_payload(plain, sizes, dictionary=None, checked=False, ext32=False):
    """The frames form: ext 93 (or 92) holding the version, the dictionary id, the table and the magicless frames."""
    chunks = split(plain, sizes)
    frames = [magicless(compressor(dictionary).compress(c)) for c in chunks]
    dict_id = dictionary.dict_id() if dictionary else 0
    if checked:
        table = struct.pack(">I", len(chunks)) + b"".join(
            struct.pack(">III", len(c), len(f), crc32c(f)) for c, f in zip(chunks, frames))
        prefix = bytes([FRAMES_VERSION]) + struct.pack(">I", dict_id) + table
        length = len(prefix) + 4 + sum(len(f) for f in frames)
        header = ext_header(ZSTD_CHECKED_FRAMES, length, True) + prefix
        out = header + struct.pack(">I", crc32c(header))
    else:
        table = compact_uint(len(chunks)) + b"".join(compact_uint(len(c)) + compact_uint(len(f)) for c, f in zip(chunks, frames))
        prefix = bytes([FRAMES_VERSION]) + struct.pack(">I", dict_id) + table
        out = ext_header(ZSTD_FRAMES, len(prefix) + sum(len(f) for f in frames), ext32) + prefix
    return out + b"".join(frames)


def frame_sizes(n, size=FRAME_SIZE):
    # Runs of exactly the frame size, the last taking the rest; when there is more than one run and the last holds at
    # least half a frame and leaves room for another 64 KB, it is cut in two: the first half takes the larger half of
    # the 64 KB pieces its length fills.
    sizes = [min(size, n - i) for i in range(0, n, size)]
    last = sizes[-1]
    if len(sizes) > 1 and size // 2 <= last <= size - SEGMENT:
        pieces = -(-last // SEGMENT)
        first = (pieces + 1) // 2 * SEGMENT
        sizes[-1:] = [first, last - first]
    return sizes


def odd_sizes(n):
    # One block over 64 KB, then uneven pieces, as a writer with other cut points would produce.
    sizes, first = [], min(n, SEGMENT + 12_345)
    sizes.append(first)
    rest = n - first
    while rest > 0:
        step = min(rest, 7_777)
        sizes.append(step)
        rest -= step
    return sizes


def make(directory):
    dictionary = zstd.train_dictionary(4_096, training_samples())
    write(os.path.join(directory, "peer.dict"), dictionary.as_bytes())
    count = 0
    for name, plain in cases().items():
        write(os.path.join(directory, name + ".plain"), plain)
        write(os.path.join(directory, name + ".zarray"), zstd_array(plain, even_sizes(len(plain))))
        sizes = odd_sizes(len(plain))
        forms = ["bin32" if i % 2 == 0 else "str32" for i in range(len(sizes))]
        write(os.path.join(directory, name + ".zarrayodd"), zstd_array(plain, sizes, forms=forms, ext32=True))
        write(os.path.join(directory, name + ".zcarray"), zstd_checked_array(plain, even_sizes(len(plain))))
        write(os.path.join(directory, name + ".zframes"), frames_payload(plain, frame_sizes(len(plain))))
        write(os.path.join(directory, name + ".zframesodd"), frames_payload(plain, frame_sizes(len(plain), 100_000), ext32=True))
        write(os.path.join(directory, name + ".zcframes"), frames_payload(plain, frame_sizes(len(plain)), checked=True))
        if name.startswith("order"):
            write(os.path.join(directory, name + ".zdict"), zstd_array(plain, [len(plain)], dictionary))
            write(os.path.join(directory, name + ".zcdict"), zstd_checked_array(plain, [len(plain)], dictionary))
            write(os.path.join(directory, name + ".zfdict"), frames_payload(plain, [len(plain)], dictionary))
            write(os.path.join(directory, name + ".zcfdict"), frames_payload(plain, [len(plain)], dictionary, checked=True))
        count += 1
    print("ok %d" % count)


class Mismatch(Exception):
    pass


def expect(condition, message):
    if not condition:
        raise Mismatch(message)


def read_header(data, pos):
    """Reads an array header then an ext header; returns (count, type, length, pos)."""
    b = data[pos]
    if 0x90 <= b <= 0x9F:
        count, pos = b & 0x0F, pos + 1
    elif b == 0xDC:
        count, pos = struct.unpack_from(">H", data, pos + 1)[0], pos + 3
    else:
        expect(b == 0xDD, "no array header")
        count, pos = struct.unpack_from(">I", data, pos + 1)[0], pos + 5
    b = data[pos]
    fixed = {0xD4: 1, 0xD5: 2, 0xD6: 4, 0xD7: 8, 0xD8: 16}
    if b in fixed:
        length, pos = fixed[b], pos + 1
    elif b == 0xC7:
        length, pos = data[pos + 1], pos + 2
    elif b == 0xC8:
        length, pos = struct.unpack_from(">H", data, pos + 1)[0], pos + 3
    else:
        expect(b == 0xC9, "no ext header")
        length, pos = struct.unpack_from(">I", data, pos + 1)[0], pos + 5
    type_code = struct.unpack_from(">b", data, pos)[0]
    return count, type_code, length, pos + 1


def read_uint(data, pos):
    b = data[pos]
    if b <= 0x7F:
        return b, pos + 1
    size = {0xCC: 1, 0xCD: 2, 0xCE: 4}[b]
    return int.from_bytes(data[pos + 1:pos + 1 + size], "big"), pos + 1 + size


def read_bin(data, pos):
    b = data[pos]
    size = {0xC4: 1, 0xC5: 2, 0xC6: 4}.get(b)
    expect(size is not None, "block header 0x%02X is not bin" % b)
    n = int.from_bytes(data[pos + 1:pos + 1 + size], "big")
    return data[pos + 1 + size:pos + 1 + size + n], pos + 1 + size + n, 1 + size


def decode(data, dictionaries):
    """Decodes a ZstdBlockArray; returns (plain, dict_id, sizes, frames)."""
    count, type_code, length, pos = read_header(data, 0)
    expect(type_code in (ZSTD_ARRAY, ZSTD_CHECKED_ARRAY), "ext type %d" % type_code)
    dict_id = struct.unpack_from(">I", data, pos)[0]
    blocks = count - 1
    rows = []
    if type_code == ZSTD_ARRAY:
        p = pos + 4
        for _ in range(blocks):
            size, p = read_uint(data, p)
            rows.append((size, None, None))
        expect(p - pos == length, "ext 95 payload length %d, sizes end at %d" % (length, p - pos))
        pos = p
    else:
        expect(length == 4 + 12 * blocks + 4, "ext 94 payload length")
        header_end = pos + length - 4
        expect(crc32c(data[:header_end]) == struct.unpack_from(">I", data, header_end)[0], "header CRC-32C")
        for i in range(blocks):
            rows.append(struct.unpack_from(">III", data, pos + 4 + 12 * i))
        pos = header_end + 4
    dictionary = None
    if dict_id:
        expect(dict_id in dictionaries, "unknown dictionary %d" % dict_id)
        dictionary = dictionaries[dict_id]
    out, sizes, frames = b"", [], []
    for size, compressed, crc in rows:
        frame, pos, header = read_bin(data, pos)
        expect(header == (2 if len(frame) <= 0xFF else 3 if len(frame) <= 0xFFFF else 5), "bin header not the smallest")
        if compressed is not None:
            expect(len(frame) == compressed and crc32c(frame) == crc, "row does not match block")
        params = zstd.get_frame_parameters(frame)
        expect(params.content_size == size, "frame content size %d, declared %d" % (params.content_size, size))
        expect(not params.has_checksum and params.dict_id == 0, "frame carries a checksum or a dictionary id")
        decompressor = zstd.ZstdDecompressor(dict_data=dictionary) if dictionary else zstd.ZstdDecompressor()
        block = decompressor.decompress(frame, max_output_size=size)
        expect(len(block) == size, "block decoded to %d bytes, declared %d" % (len(block), size))
        out += block
        sizes.append(size)
        frames.append(frame)
    expect(pos == len(data), "%d bytes after the last block" % (len(data) - pos))
    return out, dict_id, sizes, frames


def read_ext(data, pos):
    b = data[pos]
    fixed = {0xD4: 1, 0xD5: 2, 0xD6: 4, 0xD7: 8, 0xD8: 16}
    if b in fixed:
        return fixed[b], data[pos + 1], pos + 2
    expect(b in (0xC7, 0xC8, 0xC9), "no ext header")
    size = {0xC7: 1, 0xC8: 2, 0xC9: 4}[b]
    length = int.from_bytes(data[pos + 1:pos + 1 + size], "big")
    return length, data[pos + 1 + size], pos + 2 + size


def decode_frames(data, dictionaries):
    """Decodes the frames form; returns (plain, dict_id, sizes, frames, checked)."""
    length, type_code, pos = read_ext(data, 0)
    expect(type_code in (ZSTD_FRAMES, ZSTD_CHECKED_FRAMES), "ext type %d" % type_code)
    expect(pos + length == len(data), "ext payload of %d bytes, %d after the header" % (length, len(data) - pos))
    expect(data[pos] == FRAMES_VERSION, "format version %d" % data[pos])
    dict_id = struct.unpack_from(">I", data, pos + 1)[0]
    p = pos + 5
    rows = []
    checked = type_code == ZSTD_CHECKED_FRAMES
    if checked:
        count = struct.unpack_from(">I", data, p)[0]
        p += 4
        for i in range(count):
            rows.append(struct.unpack_from(">III", data, p))
            p += 12
        expect(crc32c(data[:p]) == struct.unpack_from(">I", data, p)[0], "header CRC-32C")
        p += 4
    else:
        count, p = read_uint(data, p)
        for i in range(count):
            size, p = read_uint(data, p)
            compressed, p = read_uint(data, p)
            rows.append((size, compressed, None))
    expect(count >= 1, "no frames")
    expect(p + sum(r[1] for r in rows) == len(data), "the frames do not fill the payload")
    dictionary = None
    if dict_id:
        expect(dict_id in dictionaries, "unknown dictionary %d" % dict_id)
        dictionary = dictionaries[dict_id]
    out, sizes, frames = b"", [], []
    for size, compressed, crc in rows:
        frame = data[p:p + compressed]
        p += compressed
        if crc is not None:
            expect(crc32c(frame) == crc, "frame CRC-32C")
        expect(frame[:4] != MAGIC, "a frame starts with the magic number")
        standard = MAGIC + frame
        params = zstd.get_frame_parameters(standard)
        expect(params.content_size == size, "frame content size %d, declared %d" % (params.content_size, size))
        expect(not params.has_checksum and params.dict_id == 0, "frame carries a checksum or a dictionary id")
        decompressor = zstd.ZstdDecompressor(dict_data=dictionary) if dictionary else zstd.ZstdDecompressor()
        block = decompressor.decompress(standard, max_output_size=size)
        expect(len(block) == size, "frame decoded to %d bytes, declared %d" % (len(block), size))
        out += block
        sizes.append(size)
        frames.append(frame)
    return out, dict_id, sizes, frames, checked


def check_frames_payload(path, plain, dictionaries, dictionary=None):
    data = read(path)
    out, dict_id, sizes, frames, checked = decode_frames(data, dictionaries)
    expect(out == plain, "%s decodes to other bytes" % path)
    expect(sizes == frame_sizes(len(plain)), "%s: frames not cut by the writer rules (1 MiB runs, a last run of half a frame or more halved): %s" % (path, sizes[:5]))
    expect(dict_id == (dictionary.dict_id() if dictionary else 0), "%s: dictionary id %d" % (path, dict_id))
    # Rebuild the framing around BlockPack's own frames from the writer rules: it must be byte for byte the same.
    if checked:
        table = struct.pack(">I", len(frames)) + b"".join(
            struct.pack(">III", s, len(f), crc32c(f)) for s, f in zip(sizes, frames))
        prefix = bytes([FRAMES_VERSION]) + struct.pack(">I", dict_id) + table
        header = ext_header(ZSTD_CHECKED_FRAMES, len(prefix) + 4 + sum(len(f) for f in frames), True) + prefix
        rebuilt = header + struct.pack(">I", crc32c(header))
    else:
        table = compact_uint(len(frames)) + b"".join(compact_uint(s) + compact_uint(len(f)) for s, f in zip(sizes, frames))
        prefix = bytes([FRAMES_VERSION]) + struct.pack(">I", dict_id) + table
        rebuilt = ext_header(ZSTD_FRAMES, len(prefix) + sum(len(f) for f in frames)) + prefix
    rebuilt += b"".join(frames)
    expect(rebuilt == data, "%s: framing bytes differ from the writer rules" % path)


def check_payload(path, plain, dictionaries, dictionary=None):
    data = read(path)
    out, dict_id, sizes, frames = decode(data, dictionaries)
    expect(out == plain, "%s decodes to other bytes" % path)
    expect(sizes == even_sizes(len(plain)), "%s: blocks not cut at 64 KB: %s" % (path, sizes[:5]))
    expect(dict_id == (dictionary.dict_id() if dictionary else 0), "%s: dictionary id %d" % (path, dict_id))
    # Rebuild the framing around BlockPack's own frames from the writer rules: it must be byte for byte the same.
    checked = read_header(data, 0)[1] == ZSTD_CHECKED_ARRAY
    chunks = split(plain, sizes)
    if checked:
        header = array_header(len(chunks) + 1) + ext_header(ZSTD_CHECKED_ARRAY, 4 + 12 * len(chunks) + 4) + struct.pack(">I", dict_id)
        for chunk, frame in zip(chunks, frames):
            header += struct.pack(">III", len(chunk), len(frame), crc32c(frame))
        rebuilt = header + struct.pack(">I", crc32c(header))
    else:
        payload = struct.pack(">I", dict_id) + b"".join(compact_uint(len(c)) for c in chunks)
        rebuilt = array_header(len(chunks) + 1) + ext_header(ZSTD_ARRAY, len(payload)) + payload
    for frame in frames:
        rebuilt += bin_header(len(frame)) + frame
    expect(rebuilt == data, "%s: framing bytes differ from the writer rules" % path)


def load_dictionaries(directory):
    found = {}
    for name in ("peer.dict", "bp.dict"):
        path = os.path.join(directory, name)
        if os.path.exists(path):
            d = zstd.ZstdCompressionDict(read(path))
            found[d.dict_id()] = d
    return found


def check(directory):
    dictionaries = load_dictionaries(directory)
    bp_path = os.path.join(directory, "bp.dict")
    bp = zstd.ZstdCompressionDict(read(bp_path)) if os.path.exists(bp_path) else None
    count = 0
    for name in sorted(f[:-6] for f in os.listdir(directory) if f.endswith(".plain")):
        plain = read(os.path.join(directory, name + ".plain"))
        for suffix, dictionary in ((".bp-zframes", None), (".bp-zcframes", None), (".bp-zfdict", bp), (".bp-zcfdict", bp)):
            path = os.path.join(directory, name + suffix)
            if os.path.exists(path):
                check_frames_payload(path, plain, dictionaries, dictionary)
                count += 1
    print("ok %d" % count)


def checkone(directory, name):
    plain = read(os.path.join(directory, name + ".plain"))
    count = 0
    for suffix in (".bp-zarray", ".bp-zcarray"):
        path = os.path.join(directory, name + suffix)
        if os.path.exists(path):
            check_payload(path, plain, {})
            count += 1
    for suffix in (".bp-zframes", ".bp-zcframes"):
        path = os.path.join(directory, name + suffix)
        if os.path.exists(path):
            check_frames_payload(path, plain, {})
            count += 1
    print("ok %d" % count)


if __name__ == "__main__":
    try:
        {"make": make, "check": check, "checkone": checkone}[sys.argv[1]](*sys.argv[2:])
    except Mismatch as e:
        print("mismatch: %s" % e, file=sys.stderr)
        sys.exit(1)
