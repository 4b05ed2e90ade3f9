using System.Collections;
using BlockPack.Formatters.Collections;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a value typed as <see cref="ICollection"/> as a MessagePack array of its elements, each through the options'
    /// <see cref="object"/> formatter, and reads an array back as an <c>object[]</c>, as MessagePack-CSharp does;
    /// <see langword="null"/> is nil.
    /// </summary>
    public sealed class NonGenericInterfaceCollectionFormatter : IMessagePackFormatter<ICollection?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly NonGenericInterfaceCollectionFormatter Instance = new NonGenericInterfaceCollectionFormatter();

        private NonGenericInterfaceCollectionFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ICollection? value, MessagePackSerializerOptions options) =>
            NonGenericFormatting.WriteAny(ref writer, value, options);

        /// <inheritdoc/>
        public ICollection? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) =>
            NonGenericFormatting.ReadArray(ref reader, options);
    }
}
