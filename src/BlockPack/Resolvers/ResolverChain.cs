using System;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.ExceptionServices;
using BlockPack.Formatters;

namespace BlockPack.Resolvers
{
    /// <summary>Asks resolvers in order and takes the first formatter found: the core of every chained resolver.</summary>
    internal static class ResolverChain
    {
        /// <summary>Gets the first formatter any of <paramref name="resolvers"/> has for <typeparamref name="T"/>.</summary>
        /// <typeparam name="T">The type to format.</typeparam>
        /// <param name="resolvers">The resolvers, in priority order.</param>
        /// <returns>The formatter, or <see langword="null"/>.</returns>
        internal static IMessagePackFormatter<T>? FirstFormatter<T>(IFormatterResolver[] resolvers)
        {
            foreach (IFormatterResolver resolver in resolvers)
            {
                IMessagePackFormatter<T>? formatter;
                try
                {
                    formatter = resolver.GetFormatter<T>();
                }
                catch (TypeInitializationException ex) when (ex.InnerException is not null)
                {
                    // A resolver's static cache failed (a duplicate key, reported when resolving as MessagePack-CSharp
                    // does). Rethrow the cause, so the chained resolver's own static cache wraps it once and callers
                    // find it as the InnerException, rather than under a second TypeInitializationException.
                    ExceptionDispatchInfo.Capture(ex.InnerException).Throw();
                    throw;
                }

                if (formatter is not null)
                {
                    return formatter;
                }
            }

            return null;
        }

        /// <summary>
        /// The chain of a standard composite resolver where dynamic code runs: built-in, [MessagePackFormatter], the
        /// dynamic generic and union resolvers, then the dynamic object resolver(s) that build formatters at run time.
        /// Callers reach it only when <c>RuntimeFeature.IsDynamicCodeSupported</c> is true, so under NativeAOT the
        /// compiler drops the call and, with it, these resolvers and their reflection.
        /// </summary>
        /// <param name="allowPrivate">Use the AllowPrivate object resolvers (non-public members, constructors and types).</param>
        /// <param name="contractless">Follow the attributed object resolver with the contractless one.</param>
        /// <returns>A new array, in priority order.</returns>
        [UnconditionalSuppressMessage("Trimming", "IL2026", Justification = "Reached only where dynamic code is supported (not NativeAOT). A trimmed JIT app keeps these resolvers and must keep its serialized types' members, as before.")]
        [UnconditionalSuppressMessage("AOT", "IL3050", Justification = "Reached only where RuntimeFeature.IsDynamicCodeSupported is true.")]
        internal static IFormatterResolver[] WhereDynamicCodeRuns(bool allowPrivate, bool contractless)
        {
            IFormatterResolver attributed = allowPrivate ? DynamicObjectResolverAllowPrivate.Instance : DynamicObjectResolver.Instance;
            if (!contractless)
            {
                return new IFormatterResolver[] { BuiltinResolver.Instance, AttributeFormatterResolver.Instance, DynamicGenericResolver.Instance, DynamicUnionResolver.Instance, attributed };
            }

            IFormatterResolver unattributed = allowPrivate ? DynamicContractlessObjectResolverAllowPrivate.Instance : DynamicContractlessObjectResolver.Instance;
            return new IFormatterResolver[] { BuiltinResolver.Instance, AttributeFormatterResolver.Instance, DynamicGenericResolver.Instance, DynamicUnionResolver.Instance, attributed, unattributed };
        }
    }
}
