using System.Collections.Generic;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes an <see cref="ICollection{T}"/> as a MessagePack array and reads one into a <see cref="List{T}"/>;
    /// <see langword="null"/> is nil. Forwards to <see cref="InterfaceCollectionFormatter{T}"/>, so the bytes are the same.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <remarks>
    /// MessagePack-CSharp has both <c>InterfaceCollectionFormatter</c> and this name, which its generic resolver uses; this
    /// type keeps the name for code that mentions it. The resolvers use <see cref="InterfaceCollectionFormatter{T}"/>.
    /// </remarks>
    public sealed class InterfaceCollectionFormatter2<T> : IMessagePackFormatter<ICollection<T>?>
    {
        private static readonly InterfaceCollectionFormatter<T> Inner = new InterfaceCollectionFormatter<T>();

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ICollection<T>? value, MessagePackSerializerOptions options) => Inner.Serialize(ref writer, value, options);

        /// <inheritdoc/>
        public ICollection<T>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => Inner.Deserialize(ref reader, options);
    }
}
