using System;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="int"/> array as an array whose every element is int32 (0xd2 and its full width), as
    /// MessagePack-CSharp's formatter of the same name does; <see langword="null"/> is nil.
    /// </summary>
    /// <remarks>Reading accepts nil, and elements in any integer encoding whose value fits.</remarks>
    public sealed class ForceInt32BlockArrayFormatter : IMessagePackFormatter<int[]?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly ForceInt32BlockArrayFormatter Instance = new ForceInt32BlockArrayFormatter();

        /// <summary>
        /// Creates a formatter. It holds no state, so <see cref="Instance"/> serves everywhere; the constructor is public
        /// so that code generated for <c>[MessagePackFormatter(typeof(ForceInt32BlockArrayFormatter))]</c> can create one.
        /// </summary>
        public ForceInt32BlockArrayFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, int[]? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            writer.WriteArrayHeader(value.Length);
            for (int i = 0; i < value.Length; i++)
            {
                writer.WriteInt32(value[i]);
            }
        }

        /// <inheritdoc/>
        public int[]? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            // The count is checked against the bytes that follow, so the allocation is bounded by the input.
            int count = reader.ReadArrayHeader();
            if (count == 0)
            {
                return Array.Empty<int>();
            }

            var array = new int[count];
            for (int i = 0; i < array.Length; i++)
            {
                array[i] = reader.ReadInt32();
            }

            return array;
        }
    }
}
