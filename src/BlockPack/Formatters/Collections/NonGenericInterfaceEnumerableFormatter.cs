using System.Collections;
using BlockPack.Formatters.Collections;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a value typed as <see cref="IEnumerable"/> (one without a count is buffered first to learn its length) as a MessagePack array of its elements, each through the options'
    /// <see cref="object"/> formatter, and reads an array back as an <c>object[]</c>, as MessagePack-CSharp does;
    /// <see langword="null"/> is nil.
    /// </summary>
    public sealed class NonGenericInterfaceEnumerableFormatter : IMessagePackFormatter<IEnumerable?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly NonGenericInterfaceEnumerableFormatter Instance = new NonGenericInterfaceEnumerableFormatter();

        private NonGenericInterfaceEnumerableFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, IEnumerable? value, MessagePackSerializerOptions options) =>
            NonGenericFormatting.WriteAny(ref writer, value, options);

        /// <inheritdoc/>
        public IEnumerable? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) =>
            NonGenericFormatting.ReadArray(ref reader, options);
    }
}
