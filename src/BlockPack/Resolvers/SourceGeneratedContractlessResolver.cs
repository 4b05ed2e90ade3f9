using BlockPack.Formatters;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// The contractless formatters BlockPack.SourceGenerator wrote (public members keyed by name, for unattributed types
    /// the project's calls reach), for <see cref="ContractlessStandardResolver"/> under NativeAOT. Kept apart from
    /// <see cref="SourceGeneratedResolver"/> so the standard resolver keeps refusing such types. Thread-safe, stateless.
    /// </summary>
    internal sealed class SourceGeneratedContractlessResolver : IFormatterResolver
    {
        /// <summary>The one instance.</summary>
        internal static readonly SourceGeneratedContractlessResolver Instance = new SourceGeneratedContractlessResolver();

        private SourceGeneratedContractlessResolver()
        {
        }

        /// <inheritdoc/>
        public IMessagePackFormatter<T>? GetFormatter<T>() => SourceGeneratedResolver.FindContractless<T>();
    }
}
