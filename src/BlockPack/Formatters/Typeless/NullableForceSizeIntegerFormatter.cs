namespace BlockPack.Formatters.Typeless
{
    /// <summary>A nullable integer: nil, or the integer at its full width (see <see cref="ForceSizeIntegers"/>).</summary>
    /// <typeparam name="T">One of the eight integer types.</typeparam>
    internal sealed class NullableForceSizeIntegerFormatter<T> : IMessagePackFormatter<T?>
        where T : struct
    {
        /// <summary>The shared instance.</summary>
        internal static readonly NullableForceSizeIntegerFormatter<T> Instance = new NullableForceSizeIntegerFormatter<T>();

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, T? value, MessagePackSerializerOptions options)
        {
            if (value is T present)
            {
                ForceSizeIntegers.Write(ref writer, present);
            }
            else
            {
                writer.WriteNil();
            }
        }

        /// <inheritdoc/>
        public T? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) =>
            reader.TryReadNil() ? null : ForceSizeIntegers.Read<T>(ref reader);
    }
}
