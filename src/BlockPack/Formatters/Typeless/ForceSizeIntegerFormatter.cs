namespace BlockPack.Formatters.Typeless
{
    /// <summary>An integer written at its full width (see <see cref="ForceSizeIntegers"/>).</summary>
    /// <typeparam name="T">One of the eight integer types.</typeparam>
    internal sealed class ForceSizeIntegerFormatter<T> : IMessagePackFormatter<T>
        where T : struct
    {
        /// <summary>The shared instance.</summary>
        internal static readonly ForceSizeIntegerFormatter<T> Instance = new ForceSizeIntegerFormatter<T>();

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, T value, MessagePackSerializerOptions options) => ForceSizeIntegers.Write(ref writer, value);

        /// <inheritdoc/>
        public T Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => ForceSizeIntegers.Read<T>(ref reader);
    }
}
