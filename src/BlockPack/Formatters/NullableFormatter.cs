namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="System.Nullable{T}"/> as nil when it has no value, otherwise as the value itself through
    /// the formatter the options' resolver has for <typeparamref name="T"/>.
    /// </summary>
    /// <typeparam name="T">The underlying value type.</typeparam>
    public sealed class NullableFormatter<T> : IMessagePackFormatter<T?>
        where T : struct
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, T? value, MessagePackSerializerOptions options)
        {
            if (!value.HasValue)
            {
                writer.WriteNil();
                return;
            }

            options.Resolver.GetFormatterWithVerify<T>().Serialize(ref writer, value.GetValueOrDefault(), options);
        }

        /// <inheritdoc/>
        public T? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            return options.Resolver.GetFormatterWithVerify<T>().Deserialize(ref reader, options);
        }
    }
}
