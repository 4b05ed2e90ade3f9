using System.Diagnostics.CodeAnalysis;
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
        /// Where dynamic code runs, the resolvers that build formatters at run time, as before. Under NativeAOT (the
        /// compiler folds IsDynamicCodeSupported to false and drops them): built-in, then the generated formatters, the
        /// AllowPrivate variants first.
        /// </summary>
        [UnconditionalSuppressMessage("Trimming", "IL2026", Justification = "The dynamic resolvers are reached only where dynamic code is supported (not NativeAOT). A trimmed JIT app keeps them and must keep its serialized types' members, as before.")]
        [UnconditionalSuppressMessage("AOT", "IL3050", Justification = "Guarded by RuntimeFeature.IsDynamicCodeSupported.")]
        private static IFormatterResolver[] CreateChain()
        {
#if NET
            if (!RuntimeFeature.IsDynamicCodeSupported)
            {
                return new IFormatterResolver[] { BuiltinResolver.Instance, SourceGeneratedAllowPrivateResolver.Attributed, SourceGeneratedResolver.Instance, SourceGeneratedAllowPrivateResolver.Contractless, SourceGeneratedContractlessResolver.Instance };
            }
#endif
            return new IFormatterResolver[]
            {
                BuiltinResolver.Instance,
                AttributeFormatterResolver.Instance,
                DynamicGenericResolver.Instance,
                DynamicUnionResolver.Instance,
                DynamicObjectResolverAllowPrivate.Instance,
                DynamicContractlessObjectResolverAllowPrivate.Instance,
            };
        }

        private static class FormatterCache<T>
        {
            // Resolved once per closed type; every later lookup is this static field read.
            internal static readonly IMessagePackFormatter<T>? Formatter = ResolverChain.FirstFormatter<T>(Chain);
        }
    }
}
