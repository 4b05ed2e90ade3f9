using System;
using System.Collections.Generic;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using BlockPack.Tests.Compression;

namespace BlockPack.Tests.Native
{
    /// <summary>
    /// Builds an Lz4BlockArray payload with chosen block sizes, from the format rules (array32, ext32 type 98 holding
    /// int32 lengths, then one bin32 per block), which BlockPack's writer would not produce on its own.
    /// </summary>
    internal static class BlockArrayBuilder
    {
        internal static byte[] Build(IReadOnlyList<byte[]> chunks, Func<int, byte[], byte[]>? alterBlock = null)
        {
            List<byte> payload = new List<byte> { 0xDD };
            payload.AddRange(FramingReaderFormsTests.BigEndian(chunks.Count + 1));
            payload.Add(0xC9);
            payload.AddRange(FramingReaderFormsTests.BigEndian(chunks.Count * 5));
            payload.Add(0x62);
            foreach (byte[] chunk in chunks)
            {
                payload.Add(0xD2);
                payload.AddRange(FramingReaderFormsTests.BigEndian(chunk.Length));
            }

            for (int i = 0; i < chunks.Count; i++)
            {
                byte[] block = Compress(chunks[i]);
                block = alterBlock?.Invoke(i, block) ?? block;
                payload.Add(0xC6);
                payload.AddRange(FramingReaderFormsTests.BigEndian(block.Length));
                payload.AddRange(block);
            }

            return payload.ToArray();
        }

        /// <summary>An LZ4 block that every decoder rejects: its first sequence matches at offset 1 before any output.</summary>
        internal static byte[] Corrupt(byte[] block)
        {
            byte[] copy = (byte[])block.Clone();
            copy[0] = 0x0F;
            copy[1] = 0x01;
            copy[2] = 0x00;
            return copy;
        }

        private static byte[] Compress(byte[] chunk)
        {
            if (chunk.Length == 0)
            {
                return Array.Empty<byte>();
            }

            byte[] block = new byte[ManagedLz4BlockCodec.WorstCaseLength(chunk.Length)];
            return block.AsSpan(0, ManagedLz4BlockCodec.Instance.Compress(chunk, block)).ToArray();
        }
    }
}
