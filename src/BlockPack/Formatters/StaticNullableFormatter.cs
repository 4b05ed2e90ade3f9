using System;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="Nullable{T}"/> as nil when it has no value, otherwise through a formatter fixed at
    /// construction (no resolver lookup per value). The built-in resolver uses it for the primitives.
    /// </summary>
    /// <typeparam name="T">The underlying value type.</typeparam>
    public sealed class StaticNullableFormatter<T> : IMessagePackFormatter<T?>
        where T : struct
    {
        private readonly IMessagePackFormatter<T> underlyingFormatter;

        /// <summary>Initializes a new instance.</summary>
        /// <param name="underlyingFormatter">The formatter for values that are present.</param>
        public StaticNullableFormatter(IMessagePackFormatter<T> underlyingFormatter)
        {
            this.underlyingFormatter = underlyingFormatter ?? throw new ArgumentNullException(nameof(underlyingFormatter));
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, T? value, MessagePackSerializerOptions options)
        {
            if (!value.HasValue)
            {
                writer.WriteNil();
                return;
            }

            this.underlyingFormatter.Serialize(ref writer, value.GetValueOrDefault(), options);
        }

        /// <inheritdoc/>
        public T? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            return this.underlyingFormatter.Deserialize(ref reader, options);
        }
    }
}
