using System.Collections.Generic;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes an <see cref="IList{T}"/> as a MessagePack array and reads one into a <see cref="List{T}"/>;
    /// <see langword="null"/> is nil. Forwards to <see cref="InterfaceListFormatter{T}"/>, so the bytes are the same.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <remarks>
    /// MessagePack-CSharp has both <c>InterfaceListFormatter</c> and this name, which its generic resolver uses; this
    /// type keeps the name for code that mentions it. The resolvers use <see cref="InterfaceListFormatter{T}"/>.
    /// </remarks>
    public sealed class InterfaceListFormatter2<T> : IMessagePackFormatter<IList<T>?>
    {
        private static readonly InterfaceListFormatter<T> Inner = new InterfaceListFormatter<T>();

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, IList<T>? value, MessagePackSerializerOptions options) => Inner.Serialize(ref writer, value, options);

        /// <inheritdoc/>
        public IList<T>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => Inner.Deserialize(ref reader, options);
    }
}
