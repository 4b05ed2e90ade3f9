using System;
using System.Buffers;
using System.Collections.Generic;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="List{T}"/> of bytes as an array of integers, as MessagePack-CSharp's formatter of the same
    /// name does; <see langword="null"/> is nil.
    /// </summary>
    /// <remarks>Reading accepts that array and also bin, so a list reads what a byte array was written as.</remarks>
    public sealed class ByteListFormatter : IMessagePackFormatter<List<byte>?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly ByteListFormatter Instance = new ByteListFormatter();

        /// <summary>
        /// Creates a formatter. It holds no state, so <see cref="Instance"/> serves everywhere; the constructor is public
        /// so that code generated for <c>[MessagePackFormatter(typeof(ByteListFormatter))]</c> can create one.
        /// </summary>
        public ByteListFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, List<byte>? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            writer.WriteArrayHeader(value.Count);
            foreach (byte item in value)
            {
                writer.Write(item);
            }
        }

        /// <inheritdoc/>
        public List<byte>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            if (reader.NextMessagePackType == MessagePackType.Binary)
            {
                ReadOnlySequence<byte> bytes = reader.ReadBytes().GetValueOrDefault();
                var fromBin = new List<byte>((int)bytes.Length);
                foreach (ReadOnlyMemory<byte> segment in bytes)
                {
                    fromBin.AddRange(segment.ToArray());
                }

                return fromBin;
            }

            // The count is checked against the bytes that follow, so the capacity is bounded by the input.
            int count = reader.ReadArrayHeader();
            var list = new List<byte>(count);
            for (int i = 0; i < count; i++)
            {
                list.Add(reader.ReadByte());
            }

            return list;
        }
    }
}
