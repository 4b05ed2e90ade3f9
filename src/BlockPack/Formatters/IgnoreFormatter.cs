namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes nil whatever the value, and reads any value (skipping it whole) as <see langword="default"/>: for a member
    /// whose value must not travel but whose key must stay, e.g. <c>[MessagePackFormatter(typeof(IgnoreFormatter&lt;Stream&gt;))]</c>.
    /// </summary>
    /// <typeparam name="T">The type of the value ignored.</typeparam>
    public sealed class IgnoreFormatter<T> : IMessagePackFormatter<T?>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, T? value, MessagePackSerializerOptions options) => writer.WriteNil();

        /// <inheritdoc/>
        public T? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            reader.Skip();
            return default;
        }
    }
}
