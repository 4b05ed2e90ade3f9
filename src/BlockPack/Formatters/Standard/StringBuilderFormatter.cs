using System.Text;

namespace BlockPack.Formatters
{
    /// <summary>Writes a <see cref="StringBuilder"/> as a str of its content, as MessagePack-CSharp does; <see langword="null"/> is nil.</summary>
    public sealed class StringBuilderFormatter : IMessagePackFormatter<StringBuilder?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly StringBuilderFormatter Instance = new StringBuilderFormatter();

        private StringBuilderFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, StringBuilder? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            writer.Write(value.ToString());
        }

        /// <inheritdoc/>
        public StringBuilder? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            string? text = reader.ReadString();
            return text is null ? null : new StringBuilder(text);
        }
    }
}
