#!/usr/bin/env python3
"""Independent peer for BlockPack's LZ4 framings, built from docs/format.md with python3-msgpack and python3-lz4.

It never sees BlockPack's code: it writes Lz4Block / Lz4BlockArray payloads from the format rules and reads
BlockPack's payloads back, checking both the decoded msgpack and that the framing bytes follow the writer rules.

Commands (all files live in one directory):
  make DIR    For every interop case write NAME.plain (msgpack of the value) and, from it, peer payloads
              NAME.array (64 KB blocks, smallest bin headers), NAME.array32 (bin32 blocks, as MessagePack-CSharp
              writes), NAME.arrayodd (uneven splits incl. one block larger than 64 KB, D2 lengths, ext32 header),
              NAME.block (smallest ext header) and NAME.blockv1 (ext32 header, as old writers did).
  check DIR   For every NAME.bp-array / NAME.bp-block BlockPack wrote, decode it, compare it with NAME.plain and the
              case's value, and check the framing bytes are exactly what the writer rules produce.
  verify FILE FILE holds records [payload, decoded] (msgpack stream); decode each payload independently and
              check BlockPack decoded exactly the same bytes (payloads this peer cannot decode count as mismatches).
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
            for suffix in ("array", "array32", "arrayodd", "block", "blockv1"):
                write(os.path.join(directory, name + "." + suffix), plain)
        else:
            write(os.path.join(directory, name + ".array"), block_array(plain, even_sizes(len(plain)), bin32=False))
            write(os.path.join(directory, name + ".array32"), block_array(plain, even_sizes(len(plain)), bin32=True))
            write(os.path.join(directory, name + ".arrayodd"),
                  block_array(plain, odd_sizes(len(plain)), bin32=False, int32_lengths=True, ext32=True))
            write(os.path.join(directory, name + ".block"), lz4_block(plain))
            write(os.path.join(directory, name + ".blockv1"), lz4_block(plain, ext32=True))
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


def check(directory):
    count = 0
    for name, value in cases():
        plain = read(os.path.join(directory, name + ".plain"))
        for suffix in ("bp-array", "bp-block"):
            path = os.path.join(directory, name + "." + suffix)
            data = read(path)
            if len(plain) < MIN_LENGTH:
                if data != plain:
                    raise Mismatch("%s: a value under %d bytes must be written plain" % (path, MIN_LENGTH))
                count += 1
                continue
            if suffix == "bp-array":
                decoded, lengths, blocks = decode_array(data)
                if lengths != even_sizes(len(plain)):
                    raise Mismatch("%s: blocks of %r, expected 64 KB segments" % (path, lengths[:5]))
                rebuilt = [array_header(len(blocks) + 1)]
                encoded_lengths = b"".join(compact_uint(n) for n in lengths)
                rebuilt.append(ext_header(0x62, len(encoded_lengths)))
                rebuilt.append(encoded_lengths)
                rebuilt.extend(b"\xc6" + struct.pack(">I", len(b)) + b for b in blocks)
            else:
                decoded, size, block = decode_block(data)
                payload = b"\xd2" + struct.pack(">i", size) + block
                rebuilt = [ext_header(0x63, len(payload)), payload]
            if b"".join(rebuilt) != data:
                raise Mismatch("%s: framing bytes differ from the writer rules" % path)
            if decoded != plain:
                raise Mismatch("%s: decoded msgpack differs from the plain form" % path)
            if msgpack.unpackb(decoded, raw=False) != value:
                raise Mismatch("%s: decoded value differs" % path)
            count += 1
    print("ok", count)


def verify(path):
    count = 0
    with open(path, "rb") as f:
        for payload, decoded in msgpack.Unpacker(f, raw=False, max_buffer_size=0):
            try:
                if payload[0] in (0xC7, 0xC8, 0xC9, 0xD4, 0xD5, 0xD6, 0xD7, 0xD8):
                    expected = decode_block_prefix(payload)
                else:
                    expected = decode_array_prefix(payload)
            except Exception as e:  # noqa: BLE001 - any failure of the independent decoder is a disagreement
                raise Mismatch("record %d: BlockPack decoded a payload the peer rejects (%s): %s" % (count, e, payload.hex()))
            if expected != decoded:
                raise Mismatch("record %d: decoded bytes differ for payload %s" % (count, payload.hex()))
            count += 1
    print("ok", count)


def decode_block_prefix(data):
    """Decodes the Lz4Block at the start of data (trailing bytes allowed, as at the top level of a stream)."""
    unpacker = msgpack.Unpacker(io.BytesIO(data), raw=False)
    ext = unpacker.unpack()
    if not isinstance(ext, msgpack.ExtType) or ext.code != 99:
        raise Mismatch("not an Lz4Block")
    inner = msgpack.Unpacker(io.BytesIO(ext.data))
    size = inner.unpack()
    if not isinstance(size, int) or size < 0:
        raise Mismatch("bad size")
    block = ext.data[inner.tell():]
    if size == 0:
        if block:
            raise Mismatch("non-empty block declared empty")
        return b""
    return lz4.block.decompress(block, uncompressed_size=size)


def decode_array_prefix(data):
    """Decodes the Lz4BlockArray at the start of data, reading the lengths right after the ext header."""
    stream = io.BytesIO(data)
    unpacker = msgpack.Unpacker(stream, raw=False)
    n = unpacker.read_array_header()
    ext = unpacker.unpack()
    if not isinstance(ext, msgpack.ExtType) or ext.code != 98:
        raise Mismatch("not an Lz4BlockArray")
    # The lengths are the ints that follow the ext header, wherever the ext payload length says it ends; re-read
    # from the ext payload's start.
    header_end = unpacker.tell() - len(ext.data)
    rest = msgpack.Unpacker(io.BytesIO(data[header_end:]), raw=False)
    lengths = [rest.unpack() for _ in range(n - 1)]
    out = []
    for size in lengths:
        block = rest.unpack()
        if not isinstance(size, int) or size < 0 or not isinstance(block, (bytes, str)):
            raise Mismatch("bad block")
        if isinstance(block, str):
            block = block.encode("utf-8")
        if size == 0:
            if block:
                raise Mismatch("non-empty block declared empty")
            continue
        out.append(lz4.block.decompress(block, uncompressed_size=size))
    return b"".join(out)


if __name__ == "__main__":
    try:
        {"make": make, "check": check, "verify": verify}[sys.argv[1]](sys.argv[2])
    except Mismatch as e:
        print(e, file=sys.stderr)
        sys.exit(1)
