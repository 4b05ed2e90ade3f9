#!/usr/bin/env python3
"""Writes the small seed corpus for fuzz_decode (run once; the files are committed).

Each seed is 3 bytes of little-endian capacity followed by an LZ4 block,
hand-assembled so no compressor library is needed."""
import os
import struct

here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus")
os.makedirs(here, exist_ok=True)


def write(name, capacity, block):
    with open(os.path.join(here, name), "wb") as f:
        f.write(struct.pack("<I", capacity)[:3] + bytes(block))


def ext(n):
    out = []
    while n >= 255:
        out.append(255)
        n -= 255
    out.append(n)
    return out


write("empty", 0, [0x00])
write("literals", 12, [0xC0] + list(b"hello, world"))
write("minimal_match", 13, [0x13, ord("a"), 1, 0, 0x50] + list(b"bcdef"))
# 3 literals, match offset 3 length 4+15+200, 5 final literals
write("long_run_offset3", 3 + 219 + 5, [0x3F] + list(b"xyz") + [3, 0] + ext(200) + [0x50] + list(b"12345"))
# 20 literals, match offset 20 length 60, then 16 literals with extension
write("offset20", 20 + 60 + 16, [0xFF, 5] + list(b"abcdefghijklmnopqrst") + [20, 0] + ext(60 - 19) + [0xF0, 1] + list(b"ABCDEFGHIJKLMNOP"))
write("offset0", 13, [0x13, ord("a"), 0, 0, 0x50] + list(b"bcdef"))
with open(os.path.join(here, "round_trip_text"), "wb") as f:
    f.write(b"\xff\xff\xff" + b"the quick brown fox jumps over the lazy dog " * 20)
