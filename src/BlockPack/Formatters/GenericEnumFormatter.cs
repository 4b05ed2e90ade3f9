using System;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes an enum as its underlying integer in the smallest integer encoding, exactly as
    /// <see cref="EnumFormatter{T}"/> does (this type forwards to it).
    /// </summary>
    /// <typeparam name="T">The enum type.</typeparam>
    /// <remarks>
    /// MessagePack-CSharp names its enum formatter <c>GenericEnumFormatter</c>; this type keeps that name for code that
    /// names it in a <see cref="MessagePackFormatterAttribute"/> or a composite resolver. The resolvers use
    /// <see cref="EnumFormatter{T}"/>.
    /// </remarks>
    public sealed class GenericEnumFormatter<T> : IMessagePackFormatter<T>
        where T : struct, Enum
    {
        private static readonly EnumFormatter<T> Inner = new EnumFormatter<T>();

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, T value, MessagePackSerializerOptions options) => Inner.Serialize(ref writer, value, options);

        /// <inheritdoc/>
        public T Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => Inner.Deserialize(ref reader, options);
    }
}
