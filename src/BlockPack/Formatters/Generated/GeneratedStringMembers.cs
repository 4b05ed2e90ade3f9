using System.ComponentModel;
using System.Runtime.CompilerServices;

namespace BlockPack.Formatters.Generated
{
    /// <summary>
    /// Tells code written by the BlockPack source generator whether it may write and read <see cref="string"/> members
    /// itself. A resolver can replace the string formatter (with <see cref="StringInterningFormatter"/>, say), and
    /// MessagePack-CSharp's object formatters, like BlockPack's runtime ones, then use the replacement for every string
    /// member; generated formatters ask once per call and take the direct path only when nothing was replaced.
    /// Not meant to be called by hand.
    /// </summary>
    [EditorBrowsable(EditorBrowsableState.Never)]
    public static class GeneratedStringMembers
    {
        // The answer for the resolver asked last. Almost every program serializes with one resolver, so one entry
        // makes the question a reference comparison; a program alternating between resolvers asks the resolver again,
        // which is one cached formatter lookup. The entry keeps that one resolver reachable, which is harmless for
        // resolvers (they are built to be kept and shared), and it is replaced as a whole, so readers on other threads
        // see either the old or the new pair, never a mix.
        private static volatile Answer? last;

        /// <summary>
        /// Whether <paramref name="resolver"/> formats <see cref="string"/> with the built-in
        /// <see cref="NullableStringFormatter"/> (or has no string formatter), so that generated code may call the
        /// writer and reader directly.
        /// </summary>
        /// <param name="resolver">The resolver of the current call's options.</param>
        /// <returns><see langword="true"/> when strings may be written and read directly.</returns>
        public static bool AreDirect(IFormatterResolver resolver)
        {
            Answer? answer = last;
            if (answer is not null && ReferenceEquals(answer.Resolver, resolver))
            {
                return answer.Direct;
            }

            return Ask(resolver);
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        private static bool Ask(IFormatterResolver resolver)
        {
            // A resolver with no string formatter at all (a generated resolver used on its own) has replaced nothing:
            // generated formatters have always handled strings themselves there, and keep doing so.
            IMessagePackFormatter<string?>? formatter = resolver.GetFormatter<string?>();
            bool direct = formatter is null || ReferenceEquals(formatter, NullableStringFormatter.Instance);
            last = new Answer(resolver, direct);
            return direct;
        }

        /// <summary>One resolver and the answer for it.</summary>
        private sealed class Answer
        {
            internal Answer(IFormatterResolver resolver, bool direct)
            {
                this.Resolver = resolver;
                this.Direct = direct;
            }

            internal IFormatterResolver Resolver { get; }

            internal bool Direct { get; }
        }
    }
}
