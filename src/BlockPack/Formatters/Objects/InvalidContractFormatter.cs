using System;

namespace BlockPack.Formatters.Objects
{
    /// <summary>
    /// Stands in for a formatter that could not be built because the type's annotations are inconsistent: resolving
    /// succeeds (so a bad type cannot poison a static cache with a TypeInitializationException) and every use throws
    /// the configuration error as a <see cref="MessagePackSerializationException"/>.
    /// </summary>
    /// <typeparam name="T">The type.</typeparam>
    internal sealed class InvalidContractFormatter<T> : IMessagePackFormatter<T>
    {
        private readonly Exception error;

        internal InvalidContractFormatter(Exception error)
        {
            this.error = error;
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, T value, MessagePackSerializerOptions options) => throw this.CreateException();

        /// <inheritdoc/>
        public T Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => throw this.CreateException();

        // A fresh exception per use: rethrowing one shared instance would pile up stack traces across threads.
        private MessagePackSerializationException CreateException() => new MessagePackSerializationException(this.error.Message, this.error);
    }
}
