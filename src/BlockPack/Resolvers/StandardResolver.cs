using System.Diagnostics.CodeAnalysis;
#if NET
using System.Runtime.CompilerServices;
#endif
using BlockPack.Formatters;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// The default resolver: built-in types, then a type's own [MessagePackFormatter], then enums, nullables,
    /// collections and tuples, then unions, then generated formatters for [MessagePackObject] and [DataContract] types.
    /// </summary>
    public sealed class StandardResolver : IFormatterResolver
    {
        // Declared before Instance and Options: static fields initialize in source order.
        private static readonly IFormatterResolver[] Chain = CreateChain();

        /// <summary>The shared instance.</summary>
        public static readonly StandardResolver Instance = new StandardResolver();

        /// <summary>Options that use this resolver.</summary>
        public static readonly MessagePackSerializerOptions Options = new MessagePackSerializerOptions(Instance);

        private StandardResolver()
        {
        }

        /// <inheritdoc/>
        // A miss is asked again: SourceGeneratedResolver may find the formatter once a library that registers it has been
        // met. Misses end in FormatterNotRegisteredException (or a later resolver), so re-asking costs nothing that matters.
        public IMessagePackFormatter<T>? GetFormatter<T>() => FormatterCache<T>.Formatter ?? ResolverChain.FirstFormatter<T>(Chain);

        /// <summary>
        /// Where dynamic code runs: built-in, source-generated, [MessagePackFormatter], then the formatters built at run
        /// time. Under NativeAOT only the first two: the compiler folds IsDynamicCodeSupported to false and drops the
        /// dynamic resolvers, so an AOT app carries none of their reflection and a type without a generated formatter
        /// fails with FormatterNotRegisteredException naming it.
        /// </summary>
        [UnconditionalSuppressMessage("Trimming", "IL2026", Justification = "The dynamic resolvers are reached only where dynamic code is supported (not NativeAOT). A trimmed JIT app keeps them and must keep its serialized types' members, as before.")]
        [UnconditionalSuppressMessage("AOT", "IL3050", Justification = "Guarded by RuntimeFeature.IsDynamicCodeSupported.")]
        private static IFormatterResolver[] CreateChain()
        {
#if NET
            if (!RuntimeFeature.IsDynamicCodeSupported)
            {
                return new IFormatterResolver[] { BuiltinResolver.Instance, SourceGeneratedResolver.Instance };
            }
#endif
            return new IFormatterResolver[]
            {
                BuiltinResolver.Instance,
                SourceGeneratedResolver.Instance,
                AttributeFormatterResolver.Instance,
                DynamicGenericResolver.Instance,
                DynamicUnionResolver.Instance,
                DynamicObjectResolver.Instance,
            };
        }

        private static class FormatterCache<T>
        {
            // Resolved once per closed type; every later lookup is this static field read.
            internal static readonly IMessagePackFormatter<T>? Formatter = ResolverChain.FirstFormatter<T>(Chain);
        }
    }
}
