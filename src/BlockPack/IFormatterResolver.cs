using BlockPack.Formatters;

namespace BlockPack
{
    /// <summary>Finds the formatter for a type.</summary>
    /// <remarks>
    /// Implementations must be thread-safe and should cache: <see cref="GetFormatter{T}"/> sits on the hot path of
    /// every nested value. The usual pattern is a static generic cache class per resolver.
    /// </remarks>
    public interface IFormatterResolver
    {
        /// <summary>Gets the formatter for <typeparamref name="T"/>, or <see langword="null"/> if this resolver has none.</summary>
        /// <typeparam name="T">The type to format.</typeparam>
        /// <returns>The formatter, or <see langword="null"/>.</returns>
        IMessagePackFormatter<T>? GetFormatter<T>();
    }
}
