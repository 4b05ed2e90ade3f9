using System.Collections;
using BlockPack.Formatters.Collections;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a value typed as <see cref="IList"/> as a MessagePack array of its elements, each through the options'
    /// <see cref="object"/> formatter, and reads an array back as an <c>object[]</c>, as MessagePack-CSharp does;
    /// <see langword="null"/> is nil.
    /// </summary>
    public sealed class NonGenericInterfaceListFormatter : IMessagePackFormatter<IList?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly NonGenericInterfaceListFormatter Instance = new NonGenericInterfaceListFormatter();

        private NonGenericInterfaceListFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, IList? value, MessagePackSerializerOptions options) =>
            NonGenericFormatting.WriteAny(ref writer, value, options);

        /// <inheritdoc/>
        public IList? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) =>
            NonGenericFormatting.ReadArray(ref reader, options);
    }
}
