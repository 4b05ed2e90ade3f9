#if NET
using System.Runtime.CompilerServices;
#endif
using BlockPack.Formatters;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// Like <see cref="StandardResolver"/>, but classes and structs need no attributes: unannotated ones are written as
    /// a map of their public fields and properties keyed by name. Under NativeAOT it serves the built-in and
    /// source-generated formatters, including those the generator writes for the unattributed types the app's calls
    /// reach (docs/source-generator.md).
    /// </summary>
    public sealed class ContractlessStandardResolver : IFormatterResolver
    {
        // Declared before Instance and Options: static fields initialize in source order.
        private static readonly IFormatterResolver[] Chain = CreateChain();

        /// <summary>The shared instance.</summary>
        public static readonly ContractlessStandardResolver Instance = new ContractlessStandardResolver();

        /// <summary>Options that use this resolver.</summary>
        public static readonly MessagePackSerializerOptions Options = new MessagePackSerializerOptions(Instance);

        private ContractlessStandardResolver()
        {
        }

        /// <inheritdoc/>
        public IMessagePackFormatter<T>? GetFormatter<T>() => FormatterCache<T>.Formatter;

        /// <summary>
        /// Where dynamic code runs, <see cref="ResolverChain.WhereDynamicCodeRuns"/>, as before. Under NativeAOT (the
        /// compiler folds IsDynamicCodeSupported to false and drops them): built-in, source-generated, then the
        /// generated contractless formatters.
        /// </summary>
        private static IFormatterResolver[] CreateChain()
        {
#if NET
            if (!RuntimeFeature.IsDynamicCodeSupported)
            {
                return new IFormatterResolver[] { BuiltinResolver.Instance, SourceGeneratedResolver.Instance, SourceGeneratedContractlessResolver.Instance };
            }
#endif
            return ResolverChain.WhereDynamicCodeRuns(allowPrivate: false, contractless: true);
        }

        private static class FormatterCache<T>
        {
            // Resolved once per closed type; every later lookup is this static field read.
            internal static readonly IMessagePackFormatter<T>? Formatter = ResolverChain.FirstFormatter<T>(Chain);
        }
    }
}
