using System;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="short"/> array as an array whose every element is int16 (0xd1 and its full width), as
    /// MessagePack-CSharp's formatter of the same name does; <see langword="null"/> is nil.
    /// </summary>
    /// <remarks>Reading accepts nil, and elements in any integer encoding whose value fits.</remarks>
    public sealed class ForceInt16BlockArrayFormatter : IMessagePackFormatter<short[]?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly ForceInt16BlockArrayFormatter Instance = new ForceInt16BlockArrayFormatter();

        /// <summary>
        /// Creates a formatter. It holds no state, so <see cref="Instance"/> serves everywhere; the constructor is public
        /// so that code generated for <c>[MessagePackFormatter(typeof(ForceInt16BlockArrayFormatter))]</c> can create one.
        /// </summary>
        public ForceInt16BlockArrayFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, short[]? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            writer.WriteArrayHeader(value.Length);
            for (int i = 0; i < value.Length; i++)
            {
                writer.WriteInt16(value[i]);
            }
        }

        /// <inheritdoc/>
        public short[]? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            // The count is checked against the bytes that follow, so the allocation is bounded by the input.
            int count = reader.ReadArrayHeader();
            if (count == 0)
            {
                return Array.Empty<short>();
            }

            var array = new short[count];
            for (int i = 0; i < array.Length; i++)
            {
                array[i] = reader.ReadInt16();
            }

            return array;
        }
    }
}
