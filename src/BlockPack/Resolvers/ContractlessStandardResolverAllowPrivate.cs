#if NET
using System.Runtime.CompilerServices;
#endif
using BlockPack.Formatters;
using BlockPack.Internal;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// Like <see cref="ContractlessStandardResolver"/>, but non-public fields, properties and constructors are used
    /// too. Under NativeAOT it serves the built-in and source-generated formatters, including the variants the generator
    /// writes with non-public members for this resolver (docs/source-generator.md).
    /// </summary>
    public sealed class ContractlessStandardResolverAllowPrivate : IFormatterResolver
    {
        // Declared before Instance and Options: static fields initialize in source order.
        private static readonly IFormatterResolver[] Chain = CreateChain();

        /// <summary>The shared instance.</summary>
        public static readonly ContractlessStandardResolverAllowPrivate Instance = new ContractlessStandardResolverAllowPrivate();

        /// <summary>Options that use this resolver.</summary>
        public static readonly MessagePackSerializerOptions Options = new MessagePackSerializerOptions(Instance);

        private ContractlessStandardResolverAllowPrivate()
        {
        }

        /// <inheritdoc/>
        public IMessagePackFormatter<T>? GetFormatter<T>() => FormatterCache<T>.Formatter;

        /// <summary>
        /// Where dynamic code runs, <see cref="ResolverChain.WhereDynamicCodeRuns"/>, as before. Under NativeAOT (the
        /// compiler folds IsDynamicCodeSupported to false and drops them): built-in, then the generated formatters, the
        /// AllowPrivate variants first.
        /// </summary>
        private static IFormatterResolver[] CreateChain()
        {
#if NET
            if (!RuntimeFeature.IsDynamicCodeSupported)
            {
                return new IFormatterResolver[] { BuiltinResolver.Instance, SourceGeneratedAllowPrivateResolver.Attributed, SourceGeneratedResolver.Instance, SourceGeneratedAllowPrivateResolver.Contractless, SourceGeneratedContractlessResolver.Instance };
            }
#endif
            return ResolverChain.WhereDynamicCodeRuns(allowPrivate: true, contractless: true);
        }

        private static class FormatterCache<T>
        {
            // Resolved once per closed type; every later lookup is this static field read.
            internal static readonly IMessagePackFormatter<T>? Formatter = ResolverChain.FirstFormatter<T>(Chain);
        }
    }
}
