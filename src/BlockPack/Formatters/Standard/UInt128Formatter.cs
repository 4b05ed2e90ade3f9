#if NET7_0_OR_GREATER
using System;
using System.Buffers;
using System.Buffers.Binary;

using BlockPack.Formatters.Standard;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="UInt128"/> as bin of exactly 16 bytes, little-endian, as
    /// MessagePack-CSharp 3 does (1 is <c>c4 10 01 00 … 00</c>).
    /// </summary>
    /// <remarks>Nil, an integer, or bin of any other length is a <see cref="MessagePackSerializationException"/>.</remarks>
    public sealed class UInt128Formatter : IMessagePackFormatter<UInt128>
    {
        /// <summary>The shared instance.</summary>
        public static readonly UInt128Formatter Instance = new UInt128Formatter();

        private UInt128Formatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, UInt128 value, MessagePackSerializerOptions options)
        {
            writer.WriteBinHeader(WideIntegerBytes.Length);
            BinaryPrimitives.WriteUInt128LittleEndian(writer.GetSpan(WideIntegerBytes.Length), value);
            writer.Advance(WideIntegerBytes.Length);
        }

        /// <inheritdoc/>
        public UInt128 Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            Span<byte> bytes = stackalloc byte[WideIntegerBytes.Length];
            WideIntegerBytes.Read(ref reader, typeof(UInt128), bytes);
            return BinaryPrimitives.ReadUInt128LittleEndian(bytes);
        }
    }
}
#endif
