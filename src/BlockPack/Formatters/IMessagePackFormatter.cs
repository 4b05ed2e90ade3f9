namespace BlockPack.Formatters
{
    /// <summary>Writes and reads values of one type as MessagePack.</summary>
    /// <typeparam name="T">The type this formatter handles.</typeparam>
    /// <remarks>Implementations must be thread-safe: one instance serves every thread.</remarks>
    public interface IMessagePackFormatter<T> : IMessagePackFormatter
    {
        /// <summary>Writes <paramref name="value"/> as exactly one MessagePack value.</summary>
        /// <param name="writer">The writer to write to.</param>
        /// <param name="value">The value; may be <see langword="null"/> for reference types.</param>
        /// <param name="options">The options in force, including the resolver for nested types.</param>
        void Serialize(ref MessagePackWriter writer, T value, MessagePackSerializerOptions options);

        /// <summary>Reads exactly one MessagePack value and turns it into a <typeparamref name="T"/>.</summary>
        /// <param name="reader">The reader positioned at the value.</param>
        /// <param name="options">The options in force, including the resolver and security settings.</param>
        /// <returns>The value read.</returns>
        T Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options);
    }
}
