using BlockPack.Formatters;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// The formatters the source generator wrote at compile time, found as <see cref="SourceGeneratedResolver"/> finds
    /// them (this type forwards to it); works under NativeAOT and trimming. Thread-safe.
    /// </summary>
    /// <remarks>
    /// MessagePack-CSharp's name for its resolver over generated formatters; kept for code that composes it into a
    /// resolver chain. <see cref="StandardResolver"/> already asks <see cref="SourceGeneratedResolver"/> first.
    /// </remarks>
    public sealed class SourceGeneratedFormatterResolver : IFormatterResolver
    {
        /// <summary>The one instance.</summary>
        public static readonly SourceGeneratedFormatterResolver Instance = new SourceGeneratedFormatterResolver();

        private SourceGeneratedFormatterResolver()
        {
        }

        /// <inheritdoc/>
        public IMessagePackFormatter<T>? GetFormatter<T>() => SourceGeneratedResolver.Instance.GetFormatter<T>();
    }
}
