using System;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="ulong"/> array as an array whose every element is uint64 (0xcf and its full width), as
    /// MessagePack-CSharp's formatter of the same name does; <see langword="null"/> is nil.
    /// </summary>
    /// <remarks>Reading accepts nil, and elements in any integer encoding whose value fits.</remarks>
    public sealed class ForceUInt64BlockArrayFormatter : IMessagePackFormatter<ulong[]?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly ForceUInt64BlockArrayFormatter Instance = new ForceUInt64BlockArrayFormatter();

        /// <summary>
        /// Creates a formatter. It holds no state, so <see cref="Instance"/> serves everywhere; the constructor is public
        /// so that code generated for <c>[MessagePackFormatter(typeof(ForceUInt64BlockArrayFormatter))]</c> can create one.
        /// </summary>
        public ForceUInt64BlockArrayFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ulong[]? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            writer.WriteArrayHeader(value.Length);
            for (int i = 0; i < value.Length; i++)
            {
                writer.WriteUInt64(value[i]);
            }
        }

        /// <inheritdoc/>
        public ulong[]? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            // The count is checked against the bytes that follow, so the allocation is bounded by the input.
            int count = reader.ReadArrayHeader();
            if (count == 0)
            {
                return Array.Empty<ulong>();
            }

            var array = new ulong[count];
            for (int i = 0; i < array.Length; i++)
            {
                array[i] = reader.ReadUInt64();
            }

            return array;
        }
    }
}
