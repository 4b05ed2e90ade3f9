using System;
using BlockPack.Formatters;
using BlockPack.Formatters.Generated;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// One part of the formatters BlockPack.SourceGenerator wrote for the AllowPrivate resolvers under NativeAOT: the
    /// variants that use non-public members and constructors (of attributed types and unions), or those of the
    /// unattributed types. Kept apart from <see cref="SourceGeneratedResolver"/> so the standard resolvers never see
    /// non-public members; asked before the standard generated formatters, which serve every type without a variant.
    /// Thread-safe, stateless.
    /// </summary>
    internal sealed class SourceGeneratedAllowPrivateResolver : IFormatterResolver
    {
        /// <summary>The variants of attributed types and unions, for both AllowPrivate resolvers.</summary>
        internal static readonly SourceGeneratedAllowPrivateResolver Attributed = new SourceGeneratedAllowPrivateResolver(static provider => provider.AllowPrivate);

        /// <summary>The variants of unattributed types, for ContractlessStandardResolverAllowPrivate.</summary>
        internal static readonly SourceGeneratedAllowPrivateResolver Contractless = new SourceGeneratedAllowPrivateResolver(static provider => provider.ContractlessAllowPrivate);

        private readonly Func<IRegisteredTypeProvider, IFormatterResolver?> part;

        private SourceGeneratedAllowPrivateResolver(Func<IRegisteredTypeProvider, IFormatterResolver?> part)
        {
            this.part = part;
        }

        /// <inheritdoc/>
        public IMessagePackFormatter<T>? GetFormatter<T>() => SourceGeneratedResolver.FindInPart<T>(this.part);
    }
}
