using System;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="long"/> array as an array whose every element is int64 (0xd3 and its full width), as
    /// MessagePack-CSharp's formatter of the same name does; <see langword="null"/> is nil.
    /// </summary>
    /// <remarks>Reading accepts nil, and elements in any integer encoding whose value fits.</remarks>
    public sealed class ForceInt64BlockArrayFormatter : IMessagePackFormatter<long[]?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly ForceInt64BlockArrayFormatter Instance = new ForceInt64BlockArrayFormatter();

        /// <summary>
        /// Creates a formatter. It holds no state, so <see cref="Instance"/> serves everywhere; the constructor is public
        /// so that code generated for <c>[MessagePackFormatter(typeof(ForceInt64BlockArrayFormatter))]</c> can create one.
        /// </summary>
        public ForceInt64BlockArrayFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, long[]? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            writer.WriteArrayHeader(value.Length);
            for (int i = 0; i < value.Length; i++)
            {
                writer.WriteInt64(value[i]);
            }
        }

        /// <inheritdoc/>
        public long[]? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            // The count is checked against the bytes that follow, so the allocation is bounded by the input.
            int count = reader.ReadArrayHeader();
            if (count == 0)
            {
                return Array.Empty<long>();
            }

            var array = new long[count];
            for (int i = 0; i < array.Length; i++)
            {
                array[i] = reader.ReadInt64();
            }

            return array;
        }
    }
}
