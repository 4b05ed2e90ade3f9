using System;
using BlockPack.Internal;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="Version"/> as a str of its <see cref="Version.ToString()"/> (2 to 4 parts, e.g. "1.2.3"),
    /// as MessagePack-CSharp does; <see langword="null"/> is nil.
    /// </summary>
    /// <remarks>Text that is not a version is a <see cref="MessagePackSerializationException"/>.</remarks>
    public sealed class VersionFormatter : IMessagePackFormatter<Version?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly VersionFormatter Instance = new VersionFormatter();

        private VersionFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, Version? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            writer.Write(value.ToString());
        }

        /// <inheritdoc/>
        public Version? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            long position = reader.Consumed;
            string? text = reader.ReadString();
            if (text is null)
            {
                return null;
            }

            if (!Version.TryParse(text, out Version? version))
            {
                ThrowHelper.ThrowUnparsable(typeof(Version), text, position);
            }

            return version;
        }
    }
}
