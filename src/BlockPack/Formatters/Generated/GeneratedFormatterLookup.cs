using System;
using System.ComponentModel;
using System.Runtime.CompilerServices;
using BlockPack.Serializer;

namespace BlockPack.Formatters.Generated
{
    /// <summary>
    /// How code written by the BlockPack source generator finds the formatter of a member's type: what
    /// <see cref="FormatterResolverExtensions.GetFormatterWithVerify{T}"/> returns, remembered for the first resolver
    /// asked (almost every program has one), so that a member costs a reference comparison instead of a generic
    /// interface dispatch per object. Other resolvers are asked every time, as before; failures are those of
    /// <see cref="FormatterResolverExtensions.GetFormatterWithVerify{T}"/>. Thread-safe. Not meant to be called by hand.
    /// </summary>
    [EditorBrowsable(EditorBrowsableState.Never)]
    public static class GeneratedFormatterLookup
    {
        /// <summary>Gets the formatter <paramref name="resolver"/> gives for <typeparamref name="T"/>.</summary>
        /// <typeparam name="T">The member's type.</typeparam>
        /// <param name="resolver">The resolver of the current call's options.</param>
        /// <returns>The formatter.</returns>
        /// <exception cref="FormatterNotRegisteredException">The resolver has no formatter for <typeparamref name="T"/>.</exception>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static IMessagePackFormatter<T> Get<T>(IFormatterResolver resolver) => FirstResolverFormatter<T>.GetWithVerify(resolver);

        /// <summary>
        /// Gets the formatter <paramref name="resolver"/> gives for <typeparamref name="T"/>, or <see langword="null"/>
        /// when it has none or fails to answer: for the formatters a generated formatter resolves once per resolver,
        /// ahead of the members that use them. A member whose formatter is <see langword="null"/> there asks again with
        /// <see cref="Get{T}"/> when it is reached, so the failure is raised at that member (named in the error), and
        /// only when the member is actually written or read, as when every member asked for itself.
        /// </summary>
        /// <typeparam name="T">The member's type.</typeparam>
        /// <param name="resolver">The resolver of the current call's options.</param>
        /// <returns>The formatter, or <see langword="null"/>.</returns>
        public static IMessagePackFormatter<T>? Find<T>(IFormatterResolver resolver)
        {
            try
            {
                return resolver.GetFormatter<T>();
            }
            catch (Exception)
            {
                // Raised again, in its place, by the member's own Get<T> (see above).
                return null;
            }
        }
    }
}
