using System;
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
    }
}
