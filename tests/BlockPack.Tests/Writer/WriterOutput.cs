using System;
using System.Buffers;
using System.Globalization;

namespace BlockPack.Tests.Writer
{
    /// <summary>Runs writer calls against a fresh buffer and returns the bytes, and parses expected bytes from hex.</summary>
    internal static class WriterOutput
    {
        internal delegate void WriteAction(ref MessagePackWriter writer);

        /// <summary>Writes with a new writer over an <see cref="ArrayBufferWriter{T}"/>, flushes, and returns what it holds.</summary>
        internal static byte[] Of(WriteAction action, bool oldSpec = false)
        {
            var buffer = new ArrayBufferWriter<byte>();
            var writer = new MessagePackWriter(buffer) { OldSpec = oldSpec };
            action(ref writer);
            writer.Flush();
            return buffer.WrittenSpan.ToArray();
        }

        /// <summary>Writes with a new writer over <paramref name="buffer"/> and flushes.</summary>
        internal static void Into(IBufferWriter<byte> buffer, WriteAction action, bool oldSpec = false)
        {
            var writer = new MessagePackWriter(buffer) { OldSpec = oldSpec };
            action(ref writer);
            writer.Flush();
        }

        /// <summary>Parses "CC 80" style hex (spaces optional) into bytes.</summary>
        internal static byte[] Hex(string hex)
        {
            string digits = hex.Replace(" ", string.Empty, StringComparison.Ordinal);
            var bytes = new byte[digits.Length / 2];
            for (int i = 0; i < bytes.Length; i++)
            {
                bytes[i] = byte.Parse(digits.AsSpan(i * 2, 2), NumberStyles.HexNumber, CultureInfo.InvariantCulture);
            }

            return bytes;
        }

        /// <summary>Concatenates byte arrays.</summary>
        internal static byte[] Concat(params byte[][] parts)
        {
            int length = 0;
            foreach (byte[] part in parts)
            {
                length += part.Length;
            }

            var result = new byte[length];
            int offset = 0;
            foreach (byte[] part in parts)
            {
                part.CopyTo(result, offset);
                offset += part.Length;
            }

            return result;
        }
    }
}
