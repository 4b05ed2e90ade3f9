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
                if (resolver.GetFormatter<T>() is { } formatter)
                {
                    return formatter;
                }
            }

            return null;
        }
    }
}
