#if NET7_0_OR_GREATER
using System;
using System.Buffers;
using System.Buffers.Binary;

using BlockPack.Formatters.Standard;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes an <see cref="Int128"/> as bin of exactly 16 bytes, little-endian two's complement, as
    /// MessagePack-CSharp 3 does (1 is <c>c4 10 01 00 … 00</c>).
    /// </summary>
    /// <remarks>Nil, an integer, or bin of any other length is a <see cref="MessagePackSerializationException"/>.</remarks>
    public sealed class Int128Formatter : IMessagePackFormatter<Int128>
    {
        /// <summary>The shared instance.</summary>
        public static readonly Int128Formatter Instance = new Int128Formatter();

        private Int128Formatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, Int128 value, MessagePackSerializerOptions options)
        {
            writer.WriteBinHeader(WideIntegerBytes.Length);
            BinaryPrimitives.WriteInt128LittleEndian(writer.GetSpan(WideIntegerBytes.Length), value);
            writer.Advance(WideIntegerBytes.Length);
        }

        /// <inheritdoc/>
        public Int128 Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            Span<byte> bytes = stackalloc byte[WideIntegerBytes.Length];
            WideIntegerBytes.Read(ref reader, typeof(Int128), bytes);
            return BinaryPrimitives.ReadInt128LittleEndian(bytes);
        }
    }
}
#endif
