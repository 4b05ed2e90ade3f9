using System;
using System.Buffers;
using BlockPack.Formatters;

namespace BlockPack.Benchmarks.Baseline
{
    /// <summary>
    /// <b>Baseline (MessagePack-CSharp algorithm re-implemented, not the real library).</b> The MessagePack package does
    /// not restore on our machines, so this class reproduces what MessagePack-CSharp v2/v3's
    /// <c>MessagePackSerializer</c> does around the formatters for <c>Serialize&lt;T&gt;(T) → byte[]</c> and
    /// <c>Deserialize&lt;T&gt;(ReadOnlyMemory&lt;byte&gt;)</c> in each compression mode — the same buffers, rentals,
    /// copies and block sizes — with BlockPack's formatters, writer and reader inside and the system liblz4 as the codec.
    /// It measures the framing and buffering algorithm, not MessagePack-CSharp's formatters.
    /// </summary>
    /// <remarks>
    /// <para>Serialize, compressed: the value is written plainly into a rented sequence (32 KB segments), then</para>
    /// <list type="bullet">
    /// <item><c>Lz4Block</c>: a multi-segment plain form is first copied into one array rented from
    /// <c>ArrayPool&lt;byte&gt;.Shared</c>; it is compressed into a second rented array of LZ4's bound, then copied
    /// into the output behind the ext 99 header.</item>
    /// <item><c>Lz4BlockArray</c>: every segment of the sequence (about 32 KB) becomes one block, compressed straight
    /// into the output writer's span behind a bin32 header.</item>
    /// </list>
    /// <para>
    /// Deserialize, compressed: a sequence is rented even for plain input; <c>Lz4Block</c> decodes into one span of the
    /// whole decompressed length (one array, from the 80 KB-capped pool, so a fresh Large Object Heap array above 128 KB);
    /// <c>Lz4BlockArray</c> rents an <c>int[]</c> for the lengths and decodes each block into the sequence's
    /// next span (32 KB arrays), then the formatter reads the multi-segment result.
    /// </para>
    /// <para>Values shorter than 64 bytes, and the fixed-size primitive types, are written plain, as in the library.</para>
    /// </remarks>
    internal static class MpcsAlgorithmBaseline
    {
        private const sbyte Lz4BlockExtensionType = 99;
        private const sbyte Lz4BlockArrayExtensionType = 98;
        private const byte Bin32Code = 0xc6;
        private const int MinimumCompressedLength = MessagePackSerializerOptions.DefaultCompressionMinLength;

        /// <summary>Serializes <paramref name="value"/> to a new array in the given mode.</summary>
        /// <typeparam name="T">The value's type.</typeparam>
        /// <param name="value">The value.</param>
        /// <param name="plainOptions">Options with compression off (the formatters see only these).</param>
        /// <param name="compression">The framing to produce.</param>
        /// <returns>The bytes.</returns>
        internal static byte[] Serialize<T>(T value, MessagePackSerializerOptions plainOptions, MessagePackCompression compression)
        {
            ScratchArrayWriter output = ScratchArrayWriter.Acquire();
            try
            {
                var writer = new MessagePackWriter(output);
                IMessagePackFormatter<T> formatter = plainOptions.Resolver.GetFormatterWithVerify<T>();
                if (compression != MessagePackCompression.None && !FixedSizePrimitive<T>.Value)
                {
                    BaselineSequence scratch = BaselineSequencePool.Shared.Rent();
                    try
                    {
                        var scratchWriter = new MessagePackWriter(scratch);
                        formatter.Serialize(ref scratchWriter, value, plainOptions);
                        scratchWriter.Flush();
                        WriteFramed(scratch.AsReadOnlySequence(), ref writer, compression);
                    }
                    finally
                    {
                        BaselineSequencePool.Shared.Return(scratch);
                    }
                }
                else
                {
                    formatter.Serialize(ref writer, value, plainOptions);
                }

                writer.Flush();
                return output.ToArray();
            }
            finally
            {
                output.Release();
            }
        }

        /// <summary>Deserializes a value written by <see cref="Serialize"/> (or by BlockPack) in the given mode.</summary>
        /// <typeparam name="T">The value's type.</typeparam>
        /// <param name="bytes">The input.</param>
        /// <param name="plainOptions">Options with compression off.</param>
        /// <param name="compression">The mode the caller asked for; any compressed mode reads both framings.</param>
        /// <returns>The value.</returns>
        internal static T Deserialize<T>(ReadOnlyMemory<byte> bytes, MessagePackSerializerOptions plainOptions, MessagePackCompression compression)
        {
            var reader = new MessagePackReader(bytes);
            IMessagePackFormatter<T> formatter = plainOptions.Resolver.GetFormatterWithVerify<T>();
            if (compression == MessagePackCompression.None)
            {
                return formatter.Deserialize(ref reader, plainOptions);
            }

            BaselineSequence decompressed = BaselineSequencePool.Shared.Rent();
            try
            {
                if (TryDecompress(ref reader, decompressed))
                {
                    var inner = new MessagePackReader(decompressed.AsReadOnlySequence());
                    return formatter.Deserialize(ref inner, plainOptions);
                }

                return formatter.Deserialize(ref reader, plainOptions);
            }
            finally
            {
                BaselineSequencePool.Shared.Return(decompressed);
            }
        }

        private static void WriteFramed(in ReadOnlySequence<byte> plain, ref MessagePackWriter writer, MessagePackCompression compression)
        {
            if (plain.Length < MinimumCompressedLength)
            {
                writer.WriteRaw(plain);
                return;
            }

            if (compression == MessagePackCompression.Lz4Block)
            {
                int length = checked((int)plain.Length);
                byte[] compressed = ArrayPool<byte>.Shared.Rent(BaselineLz4.MaximumOutputSize(length));
                try
                {
                    int compressedLength = EncodeContiguous(plain, compressed);
                    writer.WriteExtensionFormatHeader(new ExtensionHeader(Lz4BlockExtensionType, 5 + compressedLength));
                    writer.WriteInt32(length);
                    writer.WriteRaw(compressed.AsSpan(0, compressedLength));
                }
                finally
                {
                    ArrayPool<byte>.Shared.Return(compressed);
                }

                return;
            }

            int blockCount = 0;
            int lengthsSize = 0;
            foreach (ReadOnlyMemory<byte> segment in plain)
            {
                blockCount++;
                lengthsSize += CompactUIntSize((uint)segment.Length);
            }

            writer.WriteArrayHeader(blockCount + 1);
            writer.WriteExtensionFormatHeader(new ExtensionHeader(Lz4BlockArrayExtensionType, lengthsSize));
            foreach (ReadOnlyMemory<byte> segment in plain)
            {
                writer.Write(segment.Length);
            }

            foreach (ReadOnlyMemory<byte> segment in plain)
            {
                int bound = BaselineLz4.MaximumOutputSize(segment.Length);
                Span<byte> destination = writer.GetSpan(bound + 5);
                int compressedLength = BaselineLz4.Encode(segment.Span, destination.Slice(5, bound));
                if (compressedLength <= 0)
                {
                    throw new InvalidOperationException("LZ4 compression failed.");
                }

                destination[0] = Bin32Code;
                System.Buffers.Binary.BinaryPrimitives.WriteInt32BigEndian(destination.Slice(1), compressedLength);
                writer.Advance(compressedLength + 5);
            }
        }

        /// <summary>Compresses a possibly segmented input as one block, copying it into one rented array first if needed.</summary>
        private static int EncodeContiguous(in ReadOnlySequence<byte> input, byte[] destination)
        {
            if (input.IsSingleSegment)
            {
                return BaselineLz4.Encode(input.First.Span, destination);
            }

            int length = checked((int)input.Length);
            byte[] contiguous = ArrayPool<byte>.Shared.Rent(length);
            try
            {
                input.CopyTo(contiguous);
                return BaselineLz4.Encode(contiguous.AsSpan(0, length), destination);
            }
            finally
            {
                ArrayPool<byte>.Shared.Return(contiguous);
            }
        }

        /// <summary>Decodes one block from a possibly segmented input, copying it into one rented array first if needed.</summary>
        private static void DecodeContiguous(in ReadOnlySequence<byte> block, Span<byte> destination)
        {
            int decoded;
            if (block.IsSingleSegment)
            {
                decoded = BaselineLz4.Decode(block.First.Span, destination);
            }
            else
            {
                int length = checked((int)block.Length);
                byte[] contiguous = ArrayPool<byte>.Shared.Rent(length);
                try
                {
                    block.CopyTo(contiguous);
                    decoded = BaselineLz4.Decode(contiguous.AsSpan(0, length), destination);
                }
                finally
                {
                    ArrayPool<byte>.Shared.Return(contiguous);
                }
            }

            if (decoded != destination.Length)
            {
                throw new MessagePackSerializationException("Corrupt LZ4 block.");
            }
        }

        private static bool TryDecompress(ref MessagePackReader reader, BaselineSequence output)
        {
            if (reader.End)
            {
                return false;
            }

            if (reader.NextMessagePackType == MessagePackType.Extension)
            {
                MessagePackReader peek = reader.CreatePeekReader();
                if (peek.ReadExtensionFormatHeader().TypeCode == Lz4BlockExtensionType)
                {
                    ExtensionResult extension = reader.ReadExtensionFormat();
                    var payload = new MessagePackReader(extension.Data);
                    int length = payload.ReadInt32();
                    Span<byte> destination = output.GetSpan(length).Slice(0, length);
                    DecodeContiguous(payload.Sequence.Slice(payload.Position), destination);
                    output.Advance(length);
                    return true;
                }
            }

            if (reader.NextMessagePackType == MessagePackType.Array)
            {
                MessagePackReader peek = reader.CreatePeekReader();
                int arrayLength = peek.ReadArrayHeader();
                if (arrayLength != 0 && peek.NextMessagePackType == MessagePackType.Extension
                    && peek.ReadExtensionFormatHeader().TypeCode == Lz4BlockArrayExtensionType)
                {
                    reader = peek;
                    int blockCount = arrayLength - 1;
                    int[] lengths = ArrayPool<int>.Shared.Rent(blockCount);
                    try
                    {
                        for (int i = 0; i < blockCount; i++)
                        {
                            lengths[i] = reader.ReadInt32();
                        }

                        for (int i = 0; i < blockCount; i++)
                        {
                            ReadOnlySequence<byte> block = reader.ReadBytes() ?? throw new MessagePackSerializationException("Nil LZ4 block.");
                            Span<byte> destination = output.GetSpan(lengths[i]).Slice(0, lengths[i]);
                            DecodeContiguous(block, destination);
                            output.Advance(lengths[i]);
                        }

                        return true;
                    }
                    finally
                    {
                        ArrayPool<int>.Shared.Return(lengths);
                    }
                }
            }

            return false;
        }

        private static int CompactUIntSize(uint value) => value <= 0x7f ? 1 : value <= byte.MaxValue ? 2 : value <= ushort.MaxValue ? 3 : 5;

        /// <summary>The types MessagePack-CSharp never compresses, whatever the options say.</summary>
        private static class FixedSizePrimitive<T>
        {
            internal static readonly bool Value =
                typeof(T) == typeof(short) || typeof(T) == typeof(int) || typeof(T) == typeof(long) ||
                typeof(T) == typeof(ushort) || typeof(T) == typeof(uint) || typeof(T) == typeof(ulong) ||
                typeof(T) == typeof(float) || typeof(T) == typeof(double) || typeof(T) == typeof(bool) ||
                typeof(T) == typeof(byte) || typeof(T) == typeof(sbyte) || typeof(T) == typeof(char);
        }
    }
}
