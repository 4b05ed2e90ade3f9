using System;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="uint"/> array as an array whose every element is uint32 (0xce and its full width), as
    /// MessagePack-CSharp's formatter of the same name does; <see langword="null"/> is nil.
    /// </summary>
    /// <remarks>Reading accepts nil, and elements in any integer encoding whose value fits.</remarks>
    public sealed class ForceUInt32BlockArrayFormatter : IMessagePackFormatter<uint[]?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly ForceUInt32BlockArrayFormatter Instance = new ForceUInt32BlockArrayFormatter();

        /// <summary>
        /// Creates a formatter. It holds no state, so <see cref="Instance"/> serves everywhere; the constructor is public
        /// so that code generated for <c>[MessagePackFormatter(typeof(ForceUInt32BlockArrayFormatter))]</c> can create one.
        /// </summary>
        public ForceUInt32BlockArrayFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, uint[]? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            writer.WriteArrayHeader(value.Length);
            for (int i = 0; i < value.Length; i++)
            {
                writer.WriteUInt32(value[i]);
            }
        }

        /// <inheritdoc/>
        public uint[]? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            // The count is checked against the bytes that follow, so the allocation is bounded by the input.
            int count = reader.ReadArrayHeader();
            if (count == 0)
            {
                return Array.Empty<uint>();
            }

            var array = new uint[count];
            for (int i = 0; i < array.Length; i++)
            {
                array[i] = reader.ReadUInt32();
            }

            return array;
        }
    }
}
