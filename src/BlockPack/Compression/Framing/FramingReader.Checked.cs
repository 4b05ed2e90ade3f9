using BlockPack.Compression.Integrity;
using BlockPack.Internal;

namespace BlockPack.Compression.Framing
{
    /// <summary>The fixed-width pieces of the checked framings: table rows, checksums and the header check.</summary>
    internal ref partial struct FramingReader
    {
        /// <summary>
        /// Reads one block's entry from a block array's header: a msgpack integer (ext 98), or a checked row of three
        /// big-endian uint32s (ext 97: decompressed size, compressed size, checksum).
        /// </summary>
        /// <param name="isChecked">Whether the header is an ext 97 table, whose bounds the caller has checked.</param>
        /// <param name="blockIndex">The block's index, for an error message.</param>
        /// <returns>The entry.</returns>
        internal BlockEntry ReadBlockEntry(bool isChecked, long blockIndex = -1)
        {
            if (!isChecked)
            {
                return new BlockEntry(this.ReadLength("the decompressed length of LZ4 block", blockIndex), -1, null);
            }

            long declared = this.ReadUInt32();
            long compressed = this.ReadUInt32();
            return new BlockEntry(declared, compressed, this.ReadUInt32());
        }

        /// <summary>Reads a big-endian uint32 that the caller has checked is there.</summary>
        /// <returns>The value.</returns>
        internal uint ReadUInt32()
        {
            this.TryReadBigEndian(4, out ulong value);
            return (uint)value;
        }

        /// <summary>
        /// Verifies a checked framing's header: the CRC-32C of the first <paramref name="coveredLength"/> bytes from this
        /// reader's position must equal the big-endian uint32 that follows them. Consumes nothing (the struct is a copy).
        /// </summary>
        /// <param name="coveredLength">How many bytes the header checksum covers; the caller has checked that they and the checksum remain.</param>
        /// <param name="framing">The framing's name, for the error message.</param>
        internal readonly void VerifyHeaderChecksum(long coveredLength, string framing)
        {
            FramingReader cursor = this;
            long position = cursor.consumed;
            uint actual = 0;
            while (coveredLength > 0)
            {
                if (cursor.span.IsEmpty && !cursor.LoadNextSegment())
                {
                    throw new System.InvalidOperationException("Hashed past the end of the input; the caller must check Remaining.");
                }

                int step = (int)System.Math.Min(coveredLength, cursor.span.Length);
                actual = Crc32C.Append(actual, cursor.span.Slice(0, step));
                cursor.span = cursor.span.Slice(step);
                cursor.consumed += step;
                coveredLength -= step;
            }

            uint expected = cursor.ReadUInt32();
            if (actual != expected)
            {
                ThrowHelper.ThrowHeaderChecksumMismatch(framing, expected, actual, position);
            }
        }
    }
}
