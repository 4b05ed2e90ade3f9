using System;
using BlockPack.Internal;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="Uri"/> as a str of its <see cref="Uri.OriginalString"/> (so relative URIs and the exact
    /// spelling survive), as MessagePack-CSharp does; <see langword="null"/> is nil.
    /// </summary>
    /// <remarks>Reading creates a relative or absolute URI; text that is neither is a <see cref="MessagePackSerializationException"/>.</remarks>
    public sealed class UriFormatter : IMessagePackFormatter<Uri?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly UriFormatter Instance = new UriFormatter();

        private UriFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, Uri? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            writer.Write(value.OriginalString);
        }

        /// <inheritdoc/>
        public Uri? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            long position = reader.Consumed;
            string? text = reader.ReadString();
            if (text is null)
            {
                return null;
            }

            if (!Uri.TryCreate(text, UriKind.RelativeOrAbsolute, out Uri? uri))
            {
                ThrowHelper.ThrowUnparsable(typeof(Uri), text, position);
            }

            return uri;
        }
    }
}
