namespace BlockPack.Formatters.Objects
{
    /// <summary>An object formatter whose two methods were generated at run time by <see cref="ObjectFormatterEmitter"/>.</summary>
    /// <typeparam name="T">The object type.</typeparam>
    internal sealed class EmittedObjectFormatter<T> : IMessagePackFormatter<T>, IObjectContractFormatter
    {
        private readonly SerializeMethod serialize;
        private readonly DeserializeMethod deserialize;

        internal EmittedObjectFormatter(ObjectContract contract, SerializeMethod serialize, DeserializeMethod deserialize)
        {
            this.Contract = contract;
            this.serialize = serialize;
            this.deserialize = deserialize;
        }

        /// <summary>The generated serializer, closed over its <see cref="ObjectFormatterState"/>.</summary>
        /// <param name="writer">The writer.</param>
        /// <param name="value">The value.</param>
        /// <param name="options">The options.</param>
        internal delegate void SerializeMethod(ref MessagePackWriter writer, T value, MessagePackSerializerOptions options);

        /// <summary>The generated deserializer, closed over its <see cref="ObjectFormatterState"/>.</summary>
        /// <param name="reader">The reader.</param>
        /// <param name="options">The options.</param>
        /// <returns>The value.</returns>
        internal delegate T DeserializeMethod(ref MessagePackReader reader, MessagePackSerializerOptions options);

        /// <inheritdoc/>
        public ObjectContract Contract { get; }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, T value, MessagePackSerializerOptions options) => this.serialize(ref writer, value, options);

        /// <inheritdoc/>
        public T Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => this.deserialize(ref reader, options);
    }
}
