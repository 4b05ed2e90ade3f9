using System;
using System.Collections.Generic;
using BlockPack.Formatters;

namespace BlockPack.Resolvers
{
    /// <summary>Combines formatters and resolvers into one resolver that asks them in order.</summary>
    public static class CompositeResolver
    {
        /// <summary>Creates a resolver that uses <paramref name="formatters"/> first, then asks <paramref name="resolvers"/> in order.</summary>
        /// <param name="formatters">Formatters; for each type the first that implements <see cref="IMessagePackFormatter{T}"/> for it wins.</param>
        /// <param name="resolvers">Resolvers, asked in order for types no formatter handles.</param>
        /// <returns>The composite resolver. Create it once and keep it: each instance caches its lookups.</returns>
        public static IFormatterResolver Create(IReadOnlyList<IMessagePackFormatter> formatters, IReadOnlyList<IFormatterResolver> resolvers)
        {
            if (formatters is null)
            {
                throw new ArgumentNullException(nameof(formatters));
            }

            if (resolvers is null)
            {
                throw new ArgumentNullException(nameof(resolvers));
            }

            var formatterArray = new IMessagePackFormatter[formatters.Count];
            for (int i = 0; i < formatterArray.Length; i++)
            {
                formatterArray[i] = formatters[i] ?? throw new ArgumentException($"Formatter {i} is null.", nameof(formatters));
            }

            var resolverArray = new IFormatterResolver[resolvers.Count];
            for (int i = 0; i < resolverArray.Length; i++)
            {
                resolverArray[i] = resolvers[i] ?? throw new ArgumentException($"Resolver {i} is null.", nameof(resolvers));
            }

            return new CachingCompositeResolver(formatterArray, resolverArray);
        }

        /// <summary>Creates a resolver that asks <paramref name="resolvers"/> in order.</summary>
        /// <param name="resolvers">The resolvers.</param>
        /// <returns>The composite resolver.</returns>
        public static IFormatterResolver Create(params IFormatterResolver[] resolvers) =>
            Create(Array.Empty<IMessagePackFormatter>(), resolvers ?? throw new ArgumentNullException(nameof(resolvers)));

        /// <summary>Creates a resolver that uses <paramref name="formatters"/> only.</summary>
        /// <param name="formatters">The formatters.</param>
        /// <returns>The composite resolver.</returns>
        public static IFormatterResolver Create(params IMessagePackFormatter[] formatters) =>
            Create(formatters ?? throw new ArgumentNullException(nameof(formatters)), Array.Empty<IFormatterResolver>());
    }
}
