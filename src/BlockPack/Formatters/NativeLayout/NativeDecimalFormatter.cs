using System;
using System.Buffers;
using System.Buffers.Binary;
using BlockPack.Formatters.NativeLayout;
using BlockPack.Internal;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="decimal"/> as bin of 16 bytes, its in-memory layout on .NET (flags, high, low and middle
    /// 32-bit words, each little-endian), as MessagePack-CSharp's formatter of the same name does: 18 bytes, and no
    /// text formatting or parsing. Opt in with <see cref="Resolvers.NativeDecimalResolver"/> or
    /// <c>[MessagePackFormatter(typeof(NativeDecimalFormatter))]</c>.
    /// </summary>
    /// <remarks>
    /// Nil, bin of another length, or flags that no decimal has (a scale above 28, or stray bits) are a
    /// <see cref="MessagePackSerializationException"/>; MessagePack-CSharp copies such flags into a corrupt decimal.
    /// </remarks>
    public sealed class NativeDecimalFormatter : IMessagePackFormatter<decimal>
    {
        /// <summary>The shared instance.</summary>
        public static readonly NativeDecimalFormatter Instance = new NativeDecimalFormatter();

        private const int Length = 16;

        // Bits 16-23 hold the scale and bit 31 the sign; every other flag bit of a valid decimal is zero.
        private const int ValidFlagBits = unchecked((int)0x80FF0000);
        private const int MaxScale = 28;

        /// <summary>
        /// Creates a formatter. It holds no state, so <see cref="Instance"/> serves everywhere; the constructor is public
        /// so that code generated for <c>[MessagePackFormatter(typeof(NativeDecimalFormatter))]</c> can create one.
        /// </summary>
        public NativeDecimalFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, decimal value, MessagePackSerializerOptions options)
        {
            int[] bits = decimal.GetBits(value); // low, middle, high, flags
            writer.WriteBinHeader(Length);
            Span<byte> destination = writer.GetSpan(Length);
            BinaryPrimitives.WriteInt32LittleEndian(destination, bits[3]);
            BinaryPrimitives.WriteInt32LittleEndian(destination.Slice(4), bits[2]);
            BinaryPrimitives.WriteInt32LittleEndian(destination.Slice(8), bits[0]);
            BinaryPrimitives.WriteInt32LittleEndian(destination.Slice(12), bits[1]);
            writer.Advance(Length);
        }

        /// <inheritdoc/>
        public decimal Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            long position = reader.Consumed;
            ReadOnlySequence<byte> bytes = NativeBytes.Read(ref reader, typeof(decimal), Length);
            Span<byte> copy = stackalloc byte[Length];
            bytes.CopyTo(copy);
            int flags = BinaryPrimitives.ReadInt32LittleEndian(copy);
            int high = BinaryPrimitives.ReadInt32LittleEndian(copy.Slice(4));
            int low = BinaryPrimitives.ReadInt32LittleEndian(copy.Slice(8));
            int middle = BinaryPrimitives.ReadInt32LittleEndian(copy.Slice(12));
            int scale = (flags >> 16) & 0xFF;
            if ((flags & ~ValidFlagBits) != 0 || scale > MaxScale)
            {
                ThrowHelper.ThrowInvalidValue(typeof(decimal), $"the flags word 0x{flags:X8} is not a decimal's", position);
            }

            return new decimal(low, middle, high, flags < 0, (byte)scale);
        }
    }
}
