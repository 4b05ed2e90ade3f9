using System;
using System.Buffers;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="byte"/> array as bin (as str under <see cref="MessagePackSerializerOptions.OldSpec"/>, which
    /// predates bin); <see langword="null"/> is nil.
    /// </summary>
    /// <remarks>
    /// Reading accepts bin, an old-spec str holding the raw bytes, and an array of integers that each fit in a byte,
    /// the three shapes other MessagePack writers use for binary data.
    /// </remarks>
    public sealed class ByteArrayFormatter : IMessagePackFormatter<byte[]?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly ByteArrayFormatter Instance = new ByteArrayFormatter();

        private ByteArrayFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, byte[]? value, MessagePackSerializerOptions options) => writer.Write(value);

        /// <inheritdoc/>
        public byte[]? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            switch (reader.NextMessagePackType)
            {
                case MessagePackType.Array:
                    return ReadIntegerArray(ref reader, options);
                case MessagePackType.String:
                    ReadOnlySequence<byte>? text = reader.ReadStringSequence();
                    return text.HasValue ? text.Value.ToArray() : null;
                default:
                    // bin, nil, or anything else: the reader rejects the latter with a message naming the code.
                    ReadOnlySequence<byte>? bytes = reader.ReadBytes();
                    return bytes.HasValue ? bytes.Value.ToArray() : null;
            }
        }

        private static byte[] ReadIntegerArray(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            int count = reader.ReadArrayHeader();
            if (count == 0)
            {
                return Array.Empty<byte>();
            }

            byte[] result = new byte[count];
            options.Security.DepthStep(ref reader);
            try
            {
                for (int i = 0; i < result.Length; i++)
                {
                    result[i] = reader.ReadByte();
                }
            }
            finally
            {
                reader.Depth--;
            }

            return result;
        }
    }
}
