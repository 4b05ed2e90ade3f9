using System;
using System.Buffers;
using System.Numerics;
using BlockPack.Internal;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="BigInteger"/> as bin holding <see cref="BigInteger.ToByteArray()"/>: two's complement,
    /// little-endian, as MessagePack-CSharp does.
    /// </summary>
    /// <remarks>Nil is a <see cref="MessagePackSerializationException"/>; empty bin reads as zero.</remarks>
    public sealed class BigIntegerFormatter : IMessagePackFormatter<BigInteger>
    {
        /// <summary>The shared instance.</summary>
        public static readonly BigIntegerFormatter Instance = new BigIntegerFormatter();

        private BigIntegerFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, BigInteger value, MessagePackSerializerOptions options)
        {
#if NETSTANDARD2_0
            writer.Write(value.ToByteArray());
#else
            // Straight into the output: no intermediate array.
            int length = value.GetByteCount();
            writer.WriteBinHeader(length);
            value.TryWriteBytes(writer.GetSpan(length), out int written);
            writer.Advance(written);
#endif
        }

        /// <inheritdoc/>
        public BigInteger Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            long position = reader.Consumed;
            ReadOnlySequence<byte>? bytes = reader.ReadBytes();
            if (!bytes.HasValue)
            {
                ThrowHelper.ThrowUnexpectedNil(typeof(BigInteger), position);
            }

            ReadOnlySequence<byte> sequence = bytes.GetValueOrDefault();
#if NETSTANDARD2_0
            return new BigInteger(sequence.ToArray());
#else
            return sequence.IsSingleSegment ? new BigInteger(sequence.First.Span) : new BigInteger(sequence.ToArray());
#endif
        }
    }
}
